/* cf-play-page-focus.c: the game page's layout and keyboard focus: the
 * buttons' places, where the focus rests, the regions F6 steps through,
 * the side panel that folds in a narrow window
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "cf-play-page-private.h"

gboolean
cf_play_page_board_has_passages (CfBoard *board)
{
  for (guint room = 0; room < cf_board_get_n_rooms (board); room++)
    if (cf_board_get_passage (board, room) >= 0)
      return TRUE;
  return FALSE;
}

/* The buttons shown, three a line in their order, with no gap where one is
 * hidden. */
void
cf_play_page_arrange_actions (CfPlayPage *self)
{
  GtkWidget *buttons[] = {
    self->roll_button,     self->passage_button, self->suggest_button, self->accuse_button,
    self->end_turn_button, self->draw_button,    self->look_button,
  };
  GtkLayoutManager *layout = gtk_widget_get_layout_manager (GTK_WIDGET (self->actions));
  guint             placed = 0;

  for (guint i = 0; i < G_N_ELEMENTS (buttons); i++)
    if (gtk_widget_get_visible (buttons[i]))
      {
        GtkGridLayoutChild *cell =
            GTK_GRID_LAYOUT_CHILD (gtk_layout_manager_get_layout_child (layout, buttons[i]));

        gtk_grid_layout_child_set_column (cell, placed % 3);
        gtk_grid_layout_child_set_row (cell, placed / 3);
        placed++;
      }
}

/* When the viewer's turn (or its next step) begins, the keyboard focus goes
 * to the first thing they can do: never left on the guard's place, the
 * header's back button or a greyed-out button, where a stray Enter would
 * do something else or nothing. */
GtkWidget *
cf_play_page_first_action (CfPlayPage *self)
{
  GtkWidget *buttons[] = {
    self->roll_button,     self->suggest_button, self->passage_button,
    self->end_turn_button, self->accuse_button,
  };

  for (guint i = 0; i < G_N_ELEMENTS (buttons); i++)
    if (gtk_widget_is_sensitive (buttons[i]) && gtk_widget_get_mapped (buttons[i]))
      return buttons[i];
  return NULL;
}

gboolean
cf_play_page_focus_first_action (CfPlayPage *self)
{
  GtkWidget *first = cf_play_page_first_action (self);

  return first != NULL && gtk_widget_grab_focus (first);
}

/* ---------------------------------------------------------------- focus */

/* Where the focus may rest when nothing is the viewer's to do: the guard
 * while it is up, the board while it has somewhere to go, or else the side
 * panel's tabs (the notebook, the story). */
static gboolean
focus_resting_place (CfPlayPage *self)
{
  if (g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "guard") == 0)
    return gtk_widget_grab_focus (GTK_WIDGET (self->guard));
  return gtk_widget_grab_focus (GTK_WIDGET (self->board)) ||
         (gtk_widget_get_mapped (self->side_switcher) &&
          gtk_widget_child_focus (self->side_switcher, GTK_DIR_TAB_FORWARD));
}

static GtkWidget *
first_focusable (GtkWidget *widget)
{
  if (!gtk_widget_get_mapped (widget) || !gtk_widget_is_sensitive (widget))
    return NULL;
  if (gtk_widget_get_focusable (widget))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = first_focusable (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* focus_resting_place(), once what the game tells now is put there */
static void
rest_focus_after_words (CfPlayPage *self)
{
  GtkWidget *board = GTK_WIDGET (self->board);
  GtkWidget *target = NULL;

  if (g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "guard") == 0)
    target = GTK_WIDGET (self->guard);
  else if (gtk_widget_get_mapped (board) && gtk_widget_get_focusable (board))
    target = board;
  else
    target = first_focusable (self->side_switcher);
  if (target != NULL)
    cf_announcer_focus (self->announcer, target);
  else
    focus_resting_place (self);
}

/* The focus never stays on a widget that went away or was greyed out (GTK
 * would then start again from the header's Back button). It moves after
 * the words of the moment (cf_announcer_focus()). */
void
cf_play_page_keep_focus (CfPlayPage *self)
{
  GtkRoot   *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  if (!gtk_widget_get_mapped (GTK_WIDGET (self)))
    return;
  /* The focus is on its way, after the words (cf_announcer_focus()) */
  if (cf_announcer_get_focus_target (self->announcer) != NULL)
    return;
  if (focus != NULL && gtk_widget_get_mapped (focus) && gtk_widget_is_sensitive (focus) &&
      !(gtk_widget_is_ancestor (focus, GTK_WIDGET (self)) && !gtk_widget_get_child_visible (focus)))
    return;
  rest_focus_after_words (self);
}

/* The page came on screen: the guard, what the person can do first, or the
 * board takes the focus. */
void
cf_play_page_place_focus (CfPlayPage *self)
{
  self->focused_for_mine = FALSE;
  if (g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "guard") == 0)
    {
      /* Focused anew, though it was focused off screen: only a change of
       * focus is announced, so the guard is read out when it comes. */
      gtk_root_set_focus (gtk_widget_get_root (GTK_WIDGET (self)), NULL);
      gtk_widget_grab_focus (GTK_WIDGET (self->guard));
    }
  else
    {
      GtkWidget *focus;

      cf_play_page_update_actions (self);
      focus = gtk_root_get_focus (gtk_widget_get_root (GTK_WIDGET (self)));
      if (cf_announcer_get_focus_target (self->announcer) == NULL &&
          (focus == NULL || !gtk_widget_is_ancestor (focus, GTK_WIDGET (self))))
        focus_resting_place (self);
    }
}

enum
{
  REGION_BOARD,
  REGION_ACTIONS,
  REGION_SIDE,
  REGION_HEADER,
  N_REGIONS
};

static GtkWidget *
find_header_bar (GtkWidget *widget)
{
  if (ADW_IS_HEADER_BAR (widget) || GTK_IS_HEADER_BAR (widget))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_header_bar (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
focus_region (CfPlayPage *self, guint region)
{
  GtkWidget *header;

  switch (region)
    {
    case REGION_BOARD:
      return gtk_widget_get_mapped (GTK_WIDGET (self->board)) &&
             gtk_widget_grab_focus (GTK_WIDGET (self->board));
    case REGION_ACTIONS:
      if (adw_flap_get_folded (self->flap))
        adw_flap_set_reveal_flap (self->flap, TRUE);
      return cf_play_page_focus_first_action (self) ||
             gtk_widget_child_focus (self->status_box, GTK_DIR_TAB_FORWARD);
    case REGION_SIDE:
      if (adw_flap_get_folded (self->flap))
        adw_flap_set_reveal_flap (self->flap, TRUE);
      return gtk_widget_get_mapped (self->side_switcher) &&
             gtk_widget_child_focus (self->side_switcher, GTK_DIR_TAB_FORWARD);
    default:
      header = find_header_bar (GTK_WIDGET (gtk_widget_get_root (GTK_WIDGET (self))));
      return header != NULL && gtk_widget_child_focus (header, GTK_DIR_TAB_FORWARD);
    }
}

/* F6 and Shift+F6: from the board to the buttons, the side panel and the
 * header, and round again; a region with nothing to focus is passed. */
void
cf_play_page_region_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  CfPlayPage *self = CF_PLAY_PAGE (widget);
  GtkWidget  *focus = gtk_root_get_focus (gtk_widget_get_root (widget));
  int         step = g_str_equal (action_name, "game.next-region") ? 1 : N_REGIONS - 1;
  guint       region = REGION_HEADER;

  if (focus == NULL)
    region = step == 1 ? REGION_HEADER : REGION_BOARD;
  else if (focus == GTK_WIDGET (self->board))
    region = REGION_BOARD;
  else if (gtk_widget_is_ancestor (focus, self->status_box))
    region = REGION_ACTIONS;
  else if (gtk_widget_is_ancestor (focus, self->side))
    region = REGION_SIDE;
  for (guint tries = 0; tries < N_REGIONS; tries++)
    {
      region = (region + step) % N_REGIONS;
      if (focus_region (self, region))
        return;
    }
}

/* F9: the folded side panel comes over the board, or goes. */
void
cf_play_page_toggle_side_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  CfPlayPage *self = CF_PLAY_PAGE (widget);

  if (adw_flap_get_folded (self->flap))
    adw_flap_set_reveal_flap (self->flap, !adw_flap_get_reveal_flap (self->flap));
}

/* A folded side panel opens when a button is the viewer's to press, and
 * goes for a move on the board. */
void
cf_play_page_reveal_side_for_buttons (CfPlayPage *self)
{
  CfPhase phase = self->table != NULL ? cf_public_view_get_phase (self->table) : CF_PHASE_OVER;

  if (adw_flap_get_folded (self->flap) && cf_play_page_human_acts (self) && phase != CF_PHASE_OVER)
    adw_flap_set_reveal_flap (self->flap, phase != CF_PHASE_MOVE);
}

/* The actions follow the rules, for the viewer only; Roll says why not. */

/* ---------------------------------------------------------------- a short side panel */

/* The hand where it is now: under "Your Cards" in the status, or in a side
 * page of its own; shown only while a seat's hand may be. */
void
cf_play_page_show_hand (CfPlayPage *self, gboolean shown)
{
  self->hand_shown = shown;
  gtk_widget_set_visible (self->hand_heading, shown && !self->hand_apart);
  gtk_widget_set_visible (GTK_WIDGET (self->hand_box), shown);
  gtk_stack_page_set_visible (self->hand_stack_page, shown && self->hand_apart);
}

static gboolean
move_hand (gpointer data)
{
  CfPlayPage *self = data;
  GtkWidget  *hand = GTK_WIDGET (self->hand_box);
  gboolean    apart = !self->hand_apart;
  gboolean was_shown = apart && gtk_stack_get_visible_child (self->side_pages) == self->hand_page;

  self->fit_source = 0;
  g_object_ref (hand);
  gtk_box_remove (GTK_BOX (gtk_widget_get_parent (hand)), hand);
  if (apart)
    gtk_box_append (GTK_BOX (self->hand_page), hand);
  else
    gtk_box_insert_child_after (GTK_BOX (self->status_box), hand, self->hand_heading);
  g_object_unref (hand);
  self->hand_apart = apart;
  cf_play_page_show_hand (self, self->hand_shown);
  if (was_shown)
    gtk_stack_set_visible_child (self->side_pages, self->notebook_page);
  return G_SOURCE_REMOVE;
}

/* After each allocation of the page, @height high: where the status
 * above the side pages (the turn, the buttons, the hint and the hand)
 * would take more than half the panel's height, as in an 800 × 600
 * window or with large text, the hand goes to a side page of its own
 * ("Your Cards", beside the notebook), so that the notebook keeps its
 * room and the status never scrolls; back when there is room again. The
 * status is measured with the hand, wherever it is, so the choice does
 * not swing back and forth. */
void
cf_play_page_fit_side (CfPlayPage *self, int height)
{
  int      width = gtk_widget_get_width (self->status_box);
  int      status, heading = 0, hand = 0;
  gboolean apart;

  if (width <= 0 || height <= 0 || self->fit_source != 0)
    return;
  gtk_widget_measure (self->status_box, GTK_ORIENTATION_VERTICAL, width, NULL, &status, NULL, NULL);
  if (self->hand_apart)
    {
      gtk_widget_measure (self->hand_heading, GTK_ORIENTATION_VERTICAL, width, NULL, &heading, NULL,
                          NULL);
      gtk_widget_measure (GTK_WIDGET (self->hand_box), GTK_ORIENTATION_VERTICAL, width, NULL, &hand,
                          NULL, NULL);
      status += heading + hand + 2 * gtk_box_get_spacing (GTK_BOX (self->status_box));
    }
  apart = status > height / 2;
  if (apart != self->hand_apart)
    /* Not while the widgets are being allocated */
    self->fit_source = g_idle_add (move_hand, self);
}
