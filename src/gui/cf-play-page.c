/* cf-play-page.c: a game in play: the board, the seat's hand, the story
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "cf-accuse-dialog.h"
#include "cf-board-view.h"

#include "cf-card-chip.h"
#include "cf-keeper-dialog.h"
#include "cf-notebook-view.h"
#include "cf-pool-dialog.h"
#include "cf-refute-dialog.h"
#include "cf-shortcuts.h"
#include "cf-story-row.h"
#include "cf-suggest-dialog.h"
#include "cf-toast.h"

/*
 * The page observes a game through a CfHotSeat, which owns the bots, the
 * pace, the autosave and who may look at the screen (see cf-hot-seat.c). The
 * page only turns the hot seat's properties into widgets:
 *
 *  - viewer: whose hand, notebook and private line are filled in (none: the
 *    public table only);
 *  - guard: the person who must come to the screen; the guard page then
 *    replaces the table in a stack with no transition, so the table is not
 *    mapped at all;
 *  - viewer-acts: the "game" actions, enabled exactly when the rules allow
 *    them, and their shortcuts, which work from anywhere in the window.
 *
 * Discover the Secrets adds a public line (the Clocks laid out, the cards
 * face down in the pool) and, for the viewer only, an Intrigue side page:
 * the pool cards they have seen and their Keepers, each with a Play button.
 * Every dialog that shows a seat's secrets is closed when the viewer changes.
 */

#include "cf-accessible.h"
#include "cf-play-page-private.h"
#include "cf-text.h"

G_DEFINE_FINAL_TYPE (CfPlayPage, cf_play_page, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_HOT_SEAT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* ---------------------------------------------------------------- helpers */

const char *
cf_play_page_card_name (CfPlayPage *self, int card)
{
  return cf_edition_get_card_name (cf_public_view_get_edition (self->table), card);
}

int
cf_play_page_viewer (CfPlayPage *self)
{
  return self->hot_seat != NULL ? cf_hot_seat_get_viewer (self->hot_seat) : -1;
}

/* The person at the screen may act: no guard in between. */
gboolean
cf_play_page_human_acts (CfPlayPage *self)
{
  return self->hot_seat != NULL && cf_hot_seat_get_viewer_acts (self->hot_seat);
}

/* What the game awaits of the person at the screen, from their view: 0
 * while another seat is awaited or the guard is up. */
CfChoices
cf_play_page_my_choices (CfPlayPage *self)
{
  CfSeatView *view;

  if (self->table == NULL || !cf_play_page_human_acts (self) ||
      !(view = cf_hot_seat_get_shown_view (self->hot_seat)))
    return 0;
  return cf_seat_view_get_choices (view);
}

void
cf_play_page_set_status (CfPlayPage *self, const char *text)
{
  gtk_label_set_label (self->status_label, text != NULL ? text : "");
  /* No blank line kept for it: the buttons are above, and do not move. */
  gtk_widget_set_visible (GTK_WIDGET (self->status_label), text != NULL && *text != '\0');
}

/* The viewer's hand and notebook; both empty when nobody may look. */
static void
fill_hand (CfPlayPage *self)
{
  /* Only the view the hot seat lets the screen show: it holds nothing of
   * another seat. */
  CfSeatView *view = self->hot_seat != NULL ? cf_hot_seat_get_shown_view (self->hot_seat) : NULL;
  int         seat = view != NULL ? (int)cf_seat_view_get_seat (view) : -1;

  GtkWidget *chip;

  /* Three cards a line, in a grid: a card of one's hand is read, not
   * used, and the grid takes no key (a flow box took Tab and
   * Shift+Ctrl+A). */
  while ((chip = gtk_widget_get_first_child (GTK_WIDGET (self->hand_box))) != NULL)
    gtk_grid_remove (self->hand_box, chip);
  for (guint i = 0; view != NULL && i < cf_seat_view_get_n_cards (view); i++)
    gtk_grid_attach (
        self->hand_box,
        cf_card_chip_new (cf_play_page_card_name (self, cf_seat_view_get_card (view, i)), NULL),
        i % 3, i / 3, 1, 1);
  cf_notebook_view_set_case_log (self->notebook,
                                 view != NULL ? cf_seat_view_get_case_log (view) : NULL);
  /* A banner of the last viewer's answer never stays for the next. */
  gtk_revealer_set_transition_type (self->solved_revealer, GTK_REVEALER_TRANSITION_TYPE_NONE);
  gtk_revealer_set_reveal_child (self->solved_revealer, FALSE);
  gtk_label_set_label (self->solved_label, "");
  /* Nobody's things: the private panels go, the story stays. */
  cf_play_page_show_hand (self, seat >= 0);
  gtk_widget_set_visible (self->notebook_page, seat >= 0);
  gtk_stack_page_set_visible (gtk_stack_get_page (self->side_pages, self->notebook_page),
                              seat >= 0);
  if (seat >= 0 && self->notebook_chosen)
    gtk_stack_set_visible_child (self->side_pages, self->notebook_page);
  if (view != NULL)
    cf_notebook_view_set_marks (self->notebook, cf_seat_view_get_marks (view));
}

/* The list's own scroll action anchors the view at the last line: its
 * height is an estimate until every row is seen, so no value of the
 * adjustment is sure to be the end. */
static void
show_last_story_line (CfPlayPage *self)
{
  guint n = self->story != NULL ? g_list_model_get_n_items (G_LIST_MODEL (self->story)) : 0;

  if (n > 0)
    gtk_widget_activate_action (GTK_WIDGET (self->story_list), "list.scroll-to-item", "u", n - 1);
}

/* One line of the story; a new turn reads as a heading. The story is a
 * grid view of one column: rows for the lines on screen only, each made
 * when bound, however long the game (GTK 4.8's list view keeps 200 rows
 * alive, its grid view about 33). */
static void
on_story_item_setup (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data)
{
  gtk_list_item_set_child (item, cf_story_row_new (NULL));
  gtk_list_item_set_activatable (item, FALSE);
  gtk_list_item_set_selectable (item, FALSE);
}

static void
on_story_item_bind (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data)
{
  cf_story_row_set_entry (CF_STORY_ROW (gtk_list_item_get_child (item)),
                          gtk_list_item_get_item (item));
}

static void
on_story_items_changed (
    GListModel *story, guint position, guint removed, guint added, CfPlayPage *self)
{
  gboolean any = story != NULL && g_list_model_get_n_items (story) > 0;

  gtk_widget_set_visible (self->story_placeholder, !any);
  gtk_widget_set_visible (GTK_WIDGET (self->story_scroller), any);
  if (added > 0 && self->story_follows)
    show_last_story_line (self);
}

/* Shows @story in the list, or nothing. */
static void
show_story (CfPlayPage *self, CfStory *story)
{
  g_autoptr(GtkNoSelection) selection = NULL;

  if (self->story != NULL)
    g_signal_handlers_disconnect_by_func (self->story, on_story_items_changed, self);
  if (story != NULL)
    {
      selection = gtk_no_selection_new (g_object_ref (G_LIST_MODEL (story)));
      g_signal_connect (story, "items-changed", G_CALLBACK (on_story_items_changed), self);
    }
  gtk_grid_view_set_model (self->story_list, GTK_SELECTION_MODEL (selection));
  on_story_items_changed (G_LIST_MODEL (story), 0, 0, 0, self);
}

/* The story follows its newest line, unless the reader scrolled back. The
 * view's height is an estimate that changes as rows are seen, which moves
 * the value too: only a move up with the same height is the reader's. */
static void
on_story_scrolled (GtkAdjustment *adjustment, CfPlayPage *self)
{
  double value = gtk_adjustment_get_value (adjustment);
  double upper = gtk_adjustment_get_upper (adjustment);

  if (value + gtk_adjustment_get_page_size (adjustment) >= upper - 1)
    self->story_follows = TRUE;
  else if (value < self->story_value && upper == self->story_upper)
    self->story_follows = FALSE;
  self->story_value = value;
  self->story_upper = upper;
}

static void
on_story_upper_changed (GtkAdjustment *adjustment, GParamSpec *pspec, CfPlayPage *self)
{
  if (self->story_follows)
    show_last_story_line (self);
}

/* Which side page the reader looks at, kept while the notebook is hidden
 * between people. */
static gboolean
scroll_story_to_end (GtkWidget *scroller, GdkFrameClock *clock, gpointer data)
{
  CfPlayPage *self = CF_PLAY_PAGE (gtk_widget_get_ancestor (scroller, CF_TYPE_PLAY_PAGE));

  /* The view knows where a line is once it was laid out. */
  if (self != NULL && gtk_widget_get_width (GTK_WIDGET (self->story_list)) == 0 &&
      gtk_widget_get_mapped (scroller))
    return G_SOURCE_CONTINUE;
  if (self != NULL)
    show_last_story_line (self);
  return G_SOURCE_REMOVE;
}

static void
on_side_page_changed (CfPlayPage *self)
{
  if (gtk_widget_get_visible (self->notebook_page))
    self->notebook_chosen = gtk_stack_get_visible_child (self->side_pages) == self->notebook_page;
  /* The story opens at its newest line, once it is laid out. */
  if (gtk_stack_get_visible_child (self->side_pages) == self->story_page)
    {
      self->story_follows = TRUE;
      gtk_widget_add_tick_callback (GTK_WIDGET (self->story_scroller), scroll_story_to_end, NULL,
                                    NULL);
    }
}

/* The viewer's notebook knows the answer: a banner says so. */
static void
on_notebook_deduced (CfNotebookView *notebook, CfPlayPage *self)
{
  CfDeduction     *deduction = cf_notebook_view_get_deduction (notebook);
  CfEdition       *edition;
  g_autofree char *text = NULL;

  if (deduction == NULL || self->table == NULL || cf_play_page_viewer (self) < 0 ||
      !cf_deduction_is_consistent (deduction) || !cf_deduction_is_solved (deduction))
    {
      gtk_revealer_set_reveal_child (self->solved_revealer, FALSE);
      return;
    }
  edition = cf_public_view_get_edition (self->table);
  text = cf_text_printf (
      /* Translators: %1$s is a suspect, %2$s a weapon, %3$s a room */
      _("Solved: %1$s, %2$s, %3$s. You can accuse."),
      cf_edition_get_card_name (edition,
                                cf_deduction_get_envelope (deduction, CF_CATEGORY_SUSPECT)),
      cf_edition_get_card_name (edition, cf_deduction_get_envelope (deduction, CF_CATEGORY_WEAPON)),
      cf_edition_get_card_name (edition, cf_deduction_get_envelope (deduction, CF_CATEGORY_ROOM)));
  gtk_label_set_label (self->solved_label, text);
  gtk_revealer_set_reveal_child (self->solved_revealer, TRUE);
}

static void
on_notebook_marks_changed (CfNotebookView *notebook, CfPlayPage *self)
{
  /* The player's own marks are kept (and saved) with the game. */
  if (self->hot_seat != NULL)
    cf_hot_seat_set_viewer_marks (self->hot_seat, cf_notebook_view_get_marks (notebook));
}

static void
on_save_failed (CfHotSeat *hot_seat, GError *error, CfPlayPage *self)
{
  g_autofree char *advice = cf_file_error_advice (error);
  /* Translators: %1$s says what went wrong (it names the file), %2$s is one
   * sentence on what to do, like "Free some disk space." */
  g_autofree char *text = cf_text_printf (_("Could not save the game: %1$s. %2$s The last save "
                                             "is kept, and the game is saved again after the "
                                             "next move."),
                                          error->message, advice);

  cf_widget_add_toast_details (GTK_WIDGET (self), _("The game could not be saved"),
                               _("The Game Could Not Be Saved"), text);
}

/* ---------------------------------------------------------------- words */

/* A screen reader hears what the shown seat is told, nobody's under the
 * guard, and the board says which token is theirs. */
static void
follow_shown_view (CfPlayPage *self)
{
  CfSeatView *view = self->hot_seat != NULL ? cf_hot_seat_get_shown_view (self->hot_seat) : NULL;

  cf_announcer_set_view (self->announcer, view);
  cf_board_view_set_own_suspect (
      self->board, view != NULL
                       ? cf_public_view_get_seat_suspect (self->table, cf_seat_view_get_seat (view))
                       : -1);
}

/* ---------------------------------------------------------------- hot seat */

static void
on_viewer_changed (CfPlayPage *self)
{
  /* Whoever looks, the hand and notebook are theirs (or nobody's). */
  cf_play_page_close_private_dialogs (self);
  fill_hand (self);
  cf_play_page_fill_intrigue (self);
}

static void
on_note_changed (CfPlayPage *self)
{
  if (cf_public_view_get_phase (self->table) != CF_PHASE_OVER)
    cf_play_page_set_status (self, cf_hot_seat_get_note (self->hot_seat));
}

static void
on_guard_changed (CfPlayPage *self)
{
  int              seat = cf_hot_seat_get_guard (self->hot_seat);
  g_autofree char *title = NULL;
  g_autofree char *button = NULL;
  const char      *why;

  if (seat < 0)
    {
      gtk_stack_set_visible_child_name (self->stack, "table");
      /* The table is on screen again: the focus goes to what can be done. */
      cf_play_page_update_actions (self);
      cf_play_page_keep_focus (self);
      return;
    }

  /* Translators: %s is a player's name */
  title = cf_text_printf (_("Pass the Screen to %s"),
                          cf_public_view_get_seat_name (self->table, seat));
  /* Translators: %s is a player's name */
  button = cf_text_printf (_("I Am %s"), cf_public_view_get_seat_name (self->table, seat));
  if (cf_public_view_get_phase (self->table) == CF_PHASE_REFUTE)
    why = _("They must show a card. Everyone else, please look away.");
  else if (cf_public_view_get_phase (self->table) == CF_PHASE_END)
    why = _("They have a card to see. Everyone else, please look away.");
  else
    why = _("It is their turn. Everyone else, please look away.");

  adw_status_page_set_title (self->guard, title);
  adw_status_page_set_description (self->guard, why);
  gtk_button_set_label (self->guard_button, button);
  gtk_stack_set_visible_child_name (self->stack, "guard");
  /* The guard page itself has the focus, not its button: a stray Enter or
   * Space from the person before does nothing, and one Tab reaches the
   * button. */
  gtk_widget_grab_focus (GTK_WIDGET (self->guard));
}

static void
on_looking_done (AdwMessageDialog *dialog, const char *response, CfPlayPage *self)
{
  if (self->hot_seat != NULL)
    cf_hot_seat_done_looking (self->hot_seat);
}

static void
on_looking_changed (CfPlayPage *self)
{
  GtkWidget *dialog;

  /* A wrong accuser looks into the envelope before the screen passes on. */
  if (!cf_hot_seat_get_looking (self->hot_seat))
    return;
  /* (or a Keeper showed its player a card) */
  dialog = adw_message_dialog_new (
      GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))),
      cf_play_page_viewer (self) >= 0 &&
              cf_public_view_is_seat_out (self->table, cf_play_page_viewer (self))
          ? _("The Envelope")
          : _("For Your Eyes Only"),
      cf_hot_seat_get_note (self->hot_seat));
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "done", _("_Done Looking"));
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "done");
  g_signal_connect (dialog, "response", G_CALLBACK (on_looking_done), self);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
take_seat_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  CfPlayPage *self = CF_PLAY_PAGE (widget);

  if (self->hot_seat != NULL)
    cf_hot_seat_take_seat (self->hot_seat);
}
/* Does @kind (with @cards and @place) for the person at the screen,
 * through their view: refused, and nothing changes, unless the game waits
 * for them. */
void
cf_play_page_act (
    CfPlayPage *self, CfActionKind kind, int card0, int card1, int card2, CfPlace place)
{
  g_autoptr(GError) error = NULL;
  CfAction    action = { .kind = kind, .place = place, .cards = { card0, card1, card2 } };
  CfSeatView *view = self->hot_seat != NULL ? cf_hot_seat_get_shown_view (self->hot_seat) : NULL;

  if (view == NULL || !cf_play_page_human_acts (self))
    return;
  if (!cf_seat_view_act (view, &action, &error))
    cf_play_page_set_status (self, error->message);
}

/* ---------------------------------------------------------------- state */

gboolean
cf_play_page_two_dice (CfPlayPage *self)
{
  return self->table != NULL &&
         cf_edition_get_rules (cf_public_view_get_edition (self->table))->dice > 1;
}

/* Draw, Look in Pool and the Keepers' Play buttons; they change between
 * phases too (a card looked at, a Keeper drawn). */

void
cf_play_page_update_intrigue_actions (CfPlayPage *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  CfChoices  choices = cf_play_page_my_choices (self);

  gtk_widget_action_set_enabled (widget, "game.draw", choices & CF_CHOICE_DRAW);
  gtk_widget_action_set_enabled (widget, "game.look-pool", choices & CF_CHOICE_LOOK);
  gtk_widget_action_set_enabled (widget, "game.play-keeper",
                                 cf_intrigue_panel_get_playable (self->intrigue_panel));
}

void
cf_play_page_update_actions (CfPlayPage *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  gboolean   mine = self->table != NULL && cf_play_page_human_acts (self);
  CfPhase    phase = self->table != NULL ? cf_public_view_get_phase (self->table) : CF_PHASE_OVER;
  CfChoices  choices = cf_play_page_my_choices (self);

  /* Enabled exactly for what the game awaits of the viewer */
  gtk_widget_action_set_enabled (widget, "game.roll", choices & CF_CHOICE_ROLL);
  gtk_widget_action_set_enabled (widget, "game.passage", choices & CF_CHOICE_PASSAGE);
  gtk_widget_action_set_enabled (widget, "game.suggest", choices & CF_CHOICE_SUGGEST);
  gtk_widget_action_set_enabled (widget, "game.accuse", choices & CF_CHOICE_ACCUSE);
  gtk_widget_action_set_enabled (widget, "game.end-turn", choices & CF_CHOICE_END_TURN);
  cf_play_page_update_intrigue_actions (self);
  cf_play_page_update_roll_tooltip (self);

  if (self->table == NULL)
    return;
  cf_board_view_set_targets (
      self->board, mine && phase == CF_PHASE_MOVE ? cf_public_view_get_reach (self->table) : NULL);
  /* Keyboard users pick the destination with the arrows and Enter. */
  /* The focus moves once what the game tells now is put where it goes
   * (cf_announcer_focus()): a screen reader says it once. */
  if (mine && phase == CF_PHASE_MOVE && gtk_widget_get_mapped (GTK_WIDGET (self->board)))
    cf_announcer_focus (self->announcer, GTK_WIDGET (self->board));
  else if (mine && phase != CF_PHASE_REFUTE &&
           (!self->focused_for_mine || self->focused_phase != phase))
    {
      GtkWidget *first = cf_play_page_first_action (self);

      /* Not on screen yet (the guard goes first): the next call places it. */
      if (first != NULL)
        cf_announcer_focus (self->announcer, first);
      else
        mine = FALSE;
    }
  self->focused_for_mine = mine;
  self->focused_phase = phase;
  cf_play_page_reveal_side_for_buttons (self);
  cf_play_page_keep_focus (self);
  if (mine && phase == CF_PHASE_REFUTE)
    cf_play_page_ask_refutation (self);
}

/* The roll is public: the die shows while its move is made. */
void
cf_play_page_update_die (CfPlayPage *self)
{
  guint            roll = self->table != NULL ? cf_public_view_get_roll (self->table) : 0;
  g_autofree char *face = NULL;
  g_autofree char *words = NULL;

  /* One die shows its face; two dice their sum */
  if (roll >= 1 && roll <= 6 && !cf_play_page_two_dice (self))
    {
      gunichar die = 0x2680 + roll - 1; /* ⚀ … ⚅ */
      char     utf8[8] = { 0 };
      g_unichar_to_utf8 (die, utf8);
      face = g_strdup (utf8);
    }
  else if (roll > 0)
    face = g_strdup_printf ("%u", roll);
  /* No roll: an invisible face keeps the die's place. */
  gtk_label_set_label (self->die_label, face != NULL ? face : "\u2680");
  /* Its place is kept, so nothing beside it jumps. */
  gtk_widget_set_opacity (GTK_WIDGET (self->die_label), face != NULL ? 1.0 : 0.0);
  if (face != NULL)
    {
      /* Translators: the die, read out */
      words = g_strdup_printf (_("Rolled %u"), roll);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->die_label),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, words, -1);
    }
}

static void
on_game_changed (CfPlayPage *self)
{
  cf_play_page_update_actions (self);
  cf_play_page_update_die (self);
}

static void
on_viewer_acts_changed (CfPlayPage *self)
{
  cf_play_page_update_actions (self);
}

/* ---------------------------------------------------------------- object */

static void
disconnect_game (CfPlayPage *self)
{
  /* The bots stop and whatever is pending is written before the game goes;
   * the end of this game is not shown over the next */
  g_clear_handle_id (&self->end_dialog_id, g_source_remove);
  if (self->hot_seat != NULL)
    cf_hot_seat_stop (self->hot_seat);
  if (self->hot_seat_signals != NULL)
    {
      g_signal_group_set_target (self->hot_seat_signals, NULL);
      g_signal_group_set_target (self->table_signals, NULL);
      g_binding_group_set_source (self->hot_seat_bindings, NULL);
    }
  g_clear_object (&self->hot_seat);
  if (self->story_list != NULL)
    show_story (self, NULL);
  g_clear_object (&self->story);
  g_clear_object (&self->table);
}

static void
cf_play_page_dispose (GObject *object)
{
  CfPlayPage *self = CF_PLAY_PAGE (object);

  disconnect_game (self);
  g_clear_handle_id (&self->fit_source, g_source_remove);
  g_clear_handle_id (&self->roll_tooltip_id, g_source_remove);
  if (self->private_dialogs != NULL)
    cf_play_page_close_private_dialogs (self);
  g_clear_pointer (&self->private_dialogs, g_ptr_array_unref);
  g_clear_object (&self->autosave);
  g_clear_object (&self->hot_seat_signals);
  g_clear_object (&self->table_signals);
  g_clear_object (&self->hot_seat_bindings);
  g_clear_object (&self->announcer);
  gtk_widget_dispose_template (GTK_WIDGET (self), CF_TYPE_PLAY_PAGE);

  G_OBJECT_CLASS (cf_play_page_parent_class)->dispose (object);
}

/* As a GtkBinLayout would, and then the side panel fits its height (a
 * layout manager would leave no place to see the height). */
static void
cf_play_page_measure (GtkWidget     *widget,
                      GtkOrientation orientation,
                      int            for_size,
                      int           *minimum,
                      int           *natural,
                      int           *minimum_baseline,
                      int           *natural_baseline)
{
  gtk_widget_measure (GTK_WIDGET (CF_PLAY_PAGE (widget)->stack), orientation, for_size, minimum,
                      natural, minimum_baseline, natural_baseline);
}

static GtkSizeRequestMode
cf_play_page_get_request_mode (GtkWidget *widget)
{
  return gtk_widget_get_request_mode (GTK_WIDGET (CF_PLAY_PAGE (widget)->stack));
}

static void
cf_play_page_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  CfPlayPage *self = CF_PLAY_PAGE (widget);

  gtk_widget_allocate (GTK_WIDGET (self->stack), width, height, baseline, NULL);
  cf_play_page_fit_side (self, height);
}

static void
cf_play_page_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  CfPlayPage *self = CF_PLAY_PAGE (object);

  switch (prop_id)
    {
    case PROP_HOT_SEAT:
      g_value_set_object (value, self->hot_seat);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cf_play_page_class_init (CfPlayPageClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cf_play_page_dispose;
  object_class->get_property = cf_play_page_get_property;
  widget_class->get_request_mode = cf_play_page_get_request_mode;
  widget_class->measure = cf_play_page_measure;
  widget_class->size_allocate = cf_play_page_size_allocate;

  /**
   * CfPlayPage:hot-seat: (nullable)
   *
   * The game at this screen; the turn and hint lines are bound to it in
   * the template.
   */
  properties[PROP_HOT_SEAT] =
      g_param_spec_object ("hot-seat", NULL, NULL, CF_TYPE_HOT_SEAT,
                           G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/casefile/Casefile/cf-play-page.ui");
  gtk_widget_class_bind_template_child (widget_class, CfPlayPage, actions);
  gtk_widget_class_bind_template_child (widget_class, CfPlayPage, board);
  gtk_widget_class_bind_template_child (widget_class, CfPlayPage, die_label);
  gtk_widget_class_bind_template_child (widget_class, CfPlayPage, guard);
  gtk_widget_class_bind_template_child (widget_class, CfPlayPage, guard_button);
  gtk_widget_class_bind_template_child (widget_class, CfPlayPage, hand_box);
  gtk_widget_class_bind_template_child (widget_class, CfPlayPage, hand_heading);
  gtk_widget_class_bind_template_child (widget_class, CfPlayPage, hand_page);
  gtk_widget_class_bind_template_child (widget_class, CfPlayPage, hand_stack_page);
  gtk_widget_class_bind_template_child (widget_class, CfPlayPage, draw_button);
  gtk_widget_class_bind_template_child (widget_class, CfPlayPage, flap);
  gtk_widget_class_bind_template_child (widget_class, CfPlayPage, intrigue_label);
  gtk_widget_class_bind_template_child (widget_class, CfPlayPage, intrigue_panel);
  gtk_widget_class_bind_template_child (widget_class, CfPlayPage, look_button);
  gtk_widget_class_bind_template_child (widget_class, CfPlayPage, hint_label);
  gtk_widget_class_bind_template_child (widget_class, CfPlayPage, notebook);
  gtk_widget_class_bind_template_child (widget_class, CfPlayPage, notebook_header_box);
  gtk_widget_class_bind_template_child (widget_class, CfPlayPage, notebook_page);
  gtk_widget_class_bind_template_child (widget_class, CfPlayPage, accuse_button);
  gtk_widget_class_bind_template_child (widget_class, CfPlayPage, end_turn_button);
  gtk_widget_class_bind_template_child (widget_class, CfPlayPage, passage_button);
  gtk_widget_class_bind_template_child (widget_class, CfPlayPage, roll_button);
  gtk_widget_class_bind_template_child (widget_class, CfPlayPage, suggest_button);
  gtk_widget_class_bind_template_child (widget_class, CfPlayPage, side);
  gtk_widget_class_bind_template_child (widget_class, CfPlayPage, side_pages);
  gtk_widget_class_bind_template_child (widget_class, CfPlayPage, side_switcher);
  gtk_widget_class_bind_template_child (widget_class, CfPlayPage, solved_label);
  gtk_widget_class_bind_template_child (widget_class, CfPlayPage, solved_revealer);
  gtk_widget_class_bind_template_child (widget_class, CfPlayPage, stack);
  gtk_widget_class_bind_template_child (widget_class, CfPlayPage, status_box);
  gtk_widget_class_bind_template_child (widget_class, CfPlayPage, status_label);
  gtk_widget_class_bind_template_child (widget_class, CfPlayPage, story_list);
  gtk_widget_class_bind_template_child (widget_class, CfPlayPage, story_page);
  gtk_widget_class_bind_template_child (widget_class, CfPlayPage, story_placeholder);
  gtk_widget_class_bind_template_child (widget_class, CfPlayPage, story_scroller);
  gtk_widget_class_bind_template_child (widget_class, CfPlayPage, turn_label);
  gtk_widget_class_bind_template_callback_full (widget_class, "on_board_place_activated",
                                                G_CALLBACK (cf_play_page_on_board_place_activated));
  gtk_widget_class_bind_template_callback (widget_class, on_notebook_deduced);
  gtk_widget_class_bind_template_callback (widget_class, on_notebook_marks_changed);

  gtk_widget_class_install_action (widget_class, "game.roll", NULL, cf_play_page_roll_action);
  gtk_widget_class_install_action (widget_class, "game.passage", NULL, cf_play_page_passage_action);
  gtk_widget_class_install_action (widget_class, "game.suggest", NULL, cf_play_page_suggest_action);
  gtk_widget_class_install_action (widget_class, "game.accuse", NULL, cf_play_page_accuse_action);
  gtk_widget_class_install_action (widget_class, "game.end-turn", NULL,
                                   cf_play_page_end_turn_action);
  gtk_widget_class_install_action (widget_class, "game.take-seat", NULL, take_seat_action);
  gtk_widget_class_install_action (widget_class, "game.draw", NULL, cf_play_page_draw_action);
  gtk_widget_class_install_action (widget_class, "game.look-pool", NULL,
                                   cf_play_page_look_pool_action);
  gtk_widget_class_install_action (widget_class, "game.play-keeper", "i",
                                   cf_play_page_play_keeper_action);
  gtk_widget_class_install_action (widget_class, "game.next-region", NULL,
                                   cf_play_page_region_action);
  gtk_widget_class_install_action (widget_class, "game.previous-region", NULL,
                                   cf_play_page_region_action);
  gtk_widget_class_install_action (widget_class, "game.toggle-side", NULL,
                                   cf_play_page_toggle_side_action);
}

/* The game's keys work from anywhere in the window (the window runs a
 * managed controller whatever has the focus), and before any widget of the
 * page sees them (a list's own Shift+Ctrl+A, "unselect all", must not eat
 * Accuse); a disabled action or a hidden page does nothing. F6 goes from
 * region to region, as in other GNOME apps. */
static void
add_shortcuts (CfPlayPage *self)
{
  static const CfShortcut keys[] = {
    { "<Control>r", "game.roll" },           { "<Control>p", "game.passage" },
    { "<Shift><Control>s", "game.suggest" }, { "<Shift><Control>a", "game.accuse" },
    { "<Control>e", "game.end-turn" },       { "<Control>d", "game.draw" },
    { "<Control>l", "game.look-pool" },      { "F6", "game.next-region" },
    { "<Shift>F6", "game.previous-region" }, { "F9", "game.toggle-side" },
  };
  cf_widget_add_window_shortcuts (GTK_WIDGET (self), keys, G_N_ELEMENTS (keys));
  cf_widget_add_capture_shortcuts (GTK_WIDGET (self), keys, G_N_ELEMENTS (keys));
}

static void
cf_play_page_init (CfPlayPage *self)
{
  g_type_ensure (CF_TYPE_BOARD_VIEW);
  g_type_ensure (CF_TYPE_NOTEBOOK_VIEW);
  g_type_ensure (CF_TYPE_INTRIGUE_PANEL);
  gtk_widget_init_template (GTK_WIDGET (self));
  /* "Roll", not "_Roll Roll", for a screen reader */
  cf_accessible_fix_mnemonics (GTK_WIDGET (self));

  self->bot_delay = 600;
  add_shortcuts (self);
  /* The page places the focus itself once it is on screen: the guard, or
   * what the person can do, or the board; never the header's Back. */
  g_signal_connect (self, "map", G_CALLBACK (cf_play_page_place_focus), NULL);
  /* (The window folded the side panel once it knew its width) */
  g_signal_connect_swapped (self->flap, "notify::folded",
                            G_CALLBACK (cf_play_page_reveal_side_for_buttons), self);
  gtk_box_append (self->notebook_header_box, cf_notebook_view_get_header (self->notebook));
  {
    g_autoptr(GtkListItemFactory) factory = gtk_signal_list_item_factory_new ();

    g_signal_connect (factory, "setup", G_CALLBACK (on_story_item_setup), NULL);
    g_signal_connect (factory, "bind", G_CALLBACK (on_story_item_bind), NULL);
    gtk_grid_view_set_factory (self->story_list, factory);
  }
  g_signal_connect_swapped (self->intrigue_panel, "notify::playable",
                            G_CALLBACK (cf_play_page_update_intrigue_actions), self);

  /* Connected while a game is shown, and only then */
  self->hot_seat_signals = g_signal_group_new (CF_TYPE_HOT_SEAT);
  g_signal_group_connect_swapped (self->hot_seat_signals, "notify::viewer",
                                  G_CALLBACK (on_viewer_changed), self);
  g_signal_group_connect_swapped (self->hot_seat_signals, "notify::guard",
                                  G_CALLBACK (on_guard_changed), self);
  g_signal_group_connect_swapped (self->hot_seat_signals, "notify::note",
                                  G_CALLBACK (on_note_changed), self);
  g_signal_group_connect_swapped (self->hot_seat_signals, "notify::viewer-acts",
                                  G_CALLBACK (on_viewer_acts_changed), self);
  g_signal_group_connect_swapped (self->hot_seat_signals, "notify::looking",
                                  G_CALLBACK (on_looking_changed), self);
  g_signal_group_connect (self->hot_seat_signals, "save-failed", G_CALLBACK (on_save_failed), self);
  self->announcer = cf_announcer_new (GTK_WIDGET (self));
  g_signal_group_connect_swapped (self->hot_seat_signals, "notify::shown-view",
                                  G_CALLBACK (follow_shown_view), self);
  self->table_signals = g_signal_group_new (CF_TYPE_PUBLIC_VIEW);
  g_signal_group_connect (self->table_signals, "game-over", G_CALLBACK (cf_play_page_on_game_over),
                          self);
  g_signal_group_connect (self->table_signals, "eliminated",
                          G_CALLBACK (cf_play_page_on_eliminated), self);
  g_signal_group_connect (self->table_signals, "record-added",
                          G_CALLBACK (cf_play_page_on_record_added), self);
  g_signal_group_connect_swapped (self->table_signals, "notify::phase",
                                  G_CALLBACK (on_game_changed), self);
  g_signal_group_connect_swapped (self->table_signals, "notify::current-seat",
                                  G_CALLBACK (on_game_changed), self);
  g_signal_group_connect_swapped (self->table_signals, "notify::awaited",
                                  G_CALLBACK (on_game_changed), self);
  self->hot_seat_bindings = g_binding_group_new ();
  g_binding_group_bind (self->hot_seat_bindings, "viewer-acts", self->intrigue_panel, "acts",
                        G_BINDING_SYNC_CREATE);
  self->private_dialogs = g_ptr_array_new ();
  self->story_follows = TRUE;
  self->notebook_chosen = TRUE;
  g_signal_connect_swapped (self->side_pages, "notify::visible-child",
                            G_CALLBACK (on_side_page_changed), self);
  g_signal_connect (gtk_scrolled_window_get_vadjustment (self->story_scroller), "value-changed",
                    G_CALLBACK (on_story_scrolled), self);
  g_signal_connect (gtk_scrolled_window_get_vadjustment (self->story_scroller), "notify::upper",
                    G_CALLBACK (on_story_upper_changed), self);
  on_game_changed (self);
}

/* ---------------------------------------------------------------- public API */

GtkWidget *
cf_play_page_new (void)
{
  return g_object_new (CF_TYPE_PLAY_PAGE, NULL);
}

/**
 * cf_play_page_get_hot_seat:
 *
 * Returns: (transfer none) (nullable): what plays the game shown
 */
CfHotSeat *
cf_play_page_get_hot_seat (CfPlayPage *self)
{
  g_return_val_if_fail (CF_IS_PLAY_PAGE (self), NULL);
  return self->hot_seat;
}

/**
 * cf_play_page_set_hot_seat:
 * @hot_seat: (nullable): a game at this screen
 *
 * Shows the game of @hot_seat: its table, and the side of whichever
 * person @hot_seat lets look. The page's bot pace and autosave apply to
 * @hot_seat from now on.
 */
void
cf_play_page_set_hot_seat (CfPlayPage *self, CfHotSeat *hot_seat)
{
  g_autoptr(CfHotSeat) keep = NULL;
  CfPublicView *table;

  g_return_if_fail (CF_IS_PLAY_PAGE (self));
  g_return_if_fail (hot_seat == NULL || CF_IS_HOT_SEAT (hot_seat));

  keep = hot_seat != NULL ? g_object_ref (hot_seat) : NULL;
  table = hot_seat != NULL ? cf_hot_seat_get_table (hot_seat) : NULL;

  disconnect_game (self);
  cf_play_page_set_status (self, "");
  self->refute_open = FALSE;
  gtk_stack_set_visible_child_name (self->stack, "table");

  if (hot_seat != NULL)
    {
      self->table = g_object_ref (table);
      /* The hot seat hears of every change first: whoever may look has
       * changed before this page draws anything of it. */
      self->hot_seat = g_object_ref (hot_seat);
      cf_hot_seat_set_bot_delay (self->hot_seat, self->bot_delay);
      cf_hot_seat_set_autosave (self->hot_seat, self->autosave);
      g_signal_group_set_target (self->hot_seat_signals, hot_seat);
      g_binding_group_set_source (self->hot_seat_bindings, hot_seat);
      self->story = g_object_ref (cf_public_view_get_story (table));
      g_signal_group_set_target (self->table_signals, table);
    }

  show_story (self, self->story);
  cf_board_view_set_table (self->board, table);
  /* Discover the Secrets: the Intrigue deck and the pool */
  gtk_widget_set_visible (self->draw_button,
                          table != NULL && cf_public_view_get_intrigue (table) != NULL);
  /* ... and a rumor where the classic games suggest */
  if (table != NULL && cf_edition_says_rumor (cf_public_view_get_edition (table)))
    {
      /* Translators: Discover the Secrets' wording: its rules call a suggestion a rumor ("Start
       * a Rumor") */
      gtk_button_set_label (GTK_BUTTON (self->suggest_button), _("Start R_umor…"));
      /* Translators: Discover the Secrets' wording: its rules call a suggestion a rumor ("Start
       * a Rumor") */
      gtk_widget_set_tooltip_text (self->suggest_button, _("Start a rumor (Shift+Ctrl+S)"));
    }
  else
    {
      gtk_button_set_label (GTK_BUTTON (self->suggest_button), _("_Suggest…"));
      gtk_widget_set_tooltip_text (self->suggest_button, _("Make a suggestion (Shift+Ctrl+S)"));
    }
  gtk_widget_set_visible (
      self->look_button,
      table != NULL && cf_board_get_pool_place (cf_public_view_get_board (table)) != CF_PLACE_NONE);
  /* A board with no secret passage (18×18) has no Passage button. */
  gtk_widget_set_visible (self->passage_button,
                          table == NULL ||
                              cf_play_page_board_has_passages (cf_public_view_get_board (table)));
  cf_play_page_arrange_actions (self);
  cf_play_page_close_private_dialogs (self);
  fill_hand (self);
  cf_play_page_update_intrigue (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HOT_SEAT]);
  if (self->hot_seat != NULL)
    {
      on_guard_changed (self);
      on_note_changed (self);
    }
  follow_shown_view (self);
  on_game_changed (self);
}

/**
 * cf_play_page_set_autosave:
 * @file: (nullable): where to save the game after every action
 */
void
cf_play_page_set_autosave (CfPlayPage *self, GFile *file)
{
  g_return_if_fail (CF_IS_PLAY_PAGE (self));
  g_set_object (&self->autosave, file);
  if (self->hot_seat != NULL)
    cf_hot_seat_set_autosave (self->hot_seat, file);
}

/**
 * cf_play_page_set_auto_fill:
 * @auto_fill: whether the notebook shows what follows, or only the player's
 *   own marks
 */
void
cf_play_page_set_auto_fill (CfPlayPage *self, gboolean auto_fill)
{
  g_return_if_fail (CF_IS_PLAY_PAGE (self));
  cf_notebook_view_set_auto_fill (self->notebook, auto_fill);
}

/**
 * cf_play_page_set_bot_delay:
 * @milliseconds: the pause before each bot action (0 for tests)
 */
void
cf_play_page_set_bot_delay (CfPlayPage *self, guint milliseconds)
{
  g_return_if_fail (CF_IS_PLAY_PAGE (self));
  self->bot_delay = milliseconds;
  if (self->hot_seat != NULL)
    cf_hot_seat_set_bot_delay (self->hot_seat, milliseconds);
}

/**
 * cf_play_page_leave:
 *
 * The window shows another page: with several people at the screen, the
 * private panels go and the guard asks for whoever must act when the game
 * comes back.
 */
void
cf_play_page_leave (CfPlayPage *self)
{
  g_return_if_fail (CF_IS_PLAY_PAGE (self));
  if (self->hot_seat != NULL)
    cf_hot_seat_leave (self->hot_seat);
}
