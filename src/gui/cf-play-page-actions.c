/* cf-play-page-actions.c: the game page's actions and the dialogs they
 * open; every decision goes through the viewer's seat view
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "cf-accuse-dialog.h"
#include "cf-keeper-dialog.h"
#include "cf-play-page-private.h"
#include "cf-pool-dialog.h"
#include "cf-refute-dialog.h"
#include "cf-suggest-dialog.h"
#include "cf-text.h"

/* ---------------------------------------------------------------- dialogs */

static void
on_suggest_response (CfSuggestDialog *dialog, const char *response, CfPlayPage *self)
{
  if (g_str_equal (response, "suggest"))
    cf_play_page_act (self, CF_ACTION_SUGGEST, cf_suggest_dialog_get_suspect (dialog),
                      cf_suggest_dialog_get_weapon (dialog), -1, CF_PLACE_NONE);
}

void
cf_play_page_suggest_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  CfPlayPage *self = CF_PLAY_PAGE (widget);
  GtkWidget  *dialog;

  if (!(cf_play_page_my_choices (self) & CF_CHOICE_SUGGEST))
    return;
  dialog = cf_suggest_dialog_new (GTK_WINDOW (gtk_widget_get_root (widget)),
                                  cf_public_view_get_edition (self->table),
                                  cf_public_view_get_suggestion_room (self->table));
  /* The lists start at cards the viewer does not hold */
  cf_suggest_dialog_set_view (CF_SUGGEST_DIALOG (dialog),
                              cf_hot_seat_get_shown_view (self->hot_seat));
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_suggest_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
on_accuse_response (CfAccuseDialog *dialog, const char *response, CfPlayPage *self)
{
  int cards[3];

  cf_accuse_dialog_get_cards (dialog, cards);
  if (g_str_equal (response, "accuse"))
    cf_play_page_act (self, CF_ACTION_ACCUSE, cards[0], cards[1], cards[2], CF_PLACE_NONE);
}

/* The viewer's likeliest answer, by their own notebook; -1 where unknown. */
static void
likely_answer (CfPlayPage *self, int likely[3])
{
  CfDeduction *deduction = cf_notebook_view_get_deduction (self->notebook);
  CfEdition   *edition = cf_public_view_get_edition (self->table);

  for (CfCategory c = 0; c < CF_N_CATEGORIES; c++)
    {
      guint  first = cf_edition_get_first_card_of (edition, c);
      double best = -1;

      likely[c] = -1;
      if (deduction == NULL || !cf_deduction_is_consistent (deduction))
        continue;
      for (guint card = first; card < first + cf_edition_get_n_cards_of (edition, c); card++)
        {
          double p = cf_deduction_get_probability (deduction, card,
                                                   cf_deduction_get_envelope_holder (deduction));
          if (p > best)
            {
              best = p;
              likely[c] = card;
            }
        }
    }
}

void
cf_play_page_accuse_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  CfPlayPage *self = CF_PLAY_PAGE (widget);
  GtkWidget  *dialog;
  int         likely[3];

  if (!(cf_play_page_my_choices (self) & CF_CHOICE_ACCUSE))
    return;
  likely_answer (self, likely);
  dialog = cf_accuse_dialog_new (GTK_WINDOW (gtk_widget_get_root (widget)),
                                 cf_public_view_get_edition (self->table), likely);
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_accuse_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
on_refute_response (CfRefuteDialog *dialog, const char *response, CfPlayPage *self)
{
  int card = cf_refute_dialog_response_get_card (response);

  self->refute_open = FALSE;
  if (!(cf_play_page_my_choices (self) & CF_CHOICE_SHOW))
    return;
  if (g_str_equal (response, CF_REFUTE_DIALOG_REFUSE))
    cf_play_page_act (self, CF_ACTION_KEEPER, CF_KEEPER_REFUSE, -1, -1, CF_PLACE_NONE);
  /* Escape shows no card: the refuter must still choose one. */
  else if (card < 0)
    cf_play_page_ask_refutation (self);
  else
    cf_play_page_act (self, CF_ACTION_SHOW, card, -1, -1, CF_PLACE_NONE);
}

void
cf_play_page_ask_refutation (CfPlayPage *self)
{
  GtkWidget *dialog;

  if (self->refute_open)
    return;
  self->refute_open = TRUE;
  /* The dialog sees the refuter's view only: their cards, the suggestion. */
  dialog = cf_refute_dialog_new (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))),
                                 cf_hot_seat_get_shown_view (self->hot_seat));
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_refute_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

void
cf_play_page_look_pool_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  CfPlayPage *self = CF_PLAY_PAGE (widget);
  GtkWidget  *dialog;

  if (!(cf_play_page_my_choices (self) & CF_CHOICE_LOOK))
    return;
  /* The looker's view only: the pool cards they have seen, none other's. */
  dialog = cf_pool_dialog_new (GTK_WINDOW (gtk_widget_get_root (widget)),
                               cf_hot_seat_get_shown_view (self->hot_seat));
  cf_play_page_track_private_dialog (self, dialog);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
on_keeper_dialog_response (CfKeeperDialog *dialog, const char *response, CfPlayPage *self)
{
  if (g_str_equal (response, "play"))
    cf_play_page_act (self, CF_ACTION_KEEPER, cf_keeper_dialog_get_effect (dialog),
                      cf_keeper_dialog_get_suspect (dialog), -1,
                      cf_keeper_dialog_get_place (dialog));
}

void
cf_play_page_play_keeper_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  CfPlayPage    *self = CF_PLAY_PAGE (widget);
  CfKeeperEffect effect = g_variant_get_int32 (parameter);

  if (effect >= CF_N_KEEPER_EFFECTS || !(cf_play_page_my_choices (self) & CF_CHOICE_KEEPER) ||
      !cf_seat_view_can_play_keeper (cf_hot_seat_get_shown_view (self->hot_seat), effect))
    return;
  if (cf_keeper_needs_target (effect))
    {
      GtkWidget *dialog =
          cf_keeper_dialog_new (GTK_WINDOW (gtk_widget_get_root (widget)),
                                cf_hot_seat_get_shown_view (self->hot_seat), effect);

      g_signal_connect_object (dialog, "response", G_CALLBACK (on_keeper_dialog_response), self, 0);
      cf_play_page_track_private_dialog (self, dialog);
      gtk_window_present (GTK_WINDOW (dialog));
      return;
    }
  cf_play_page_act (self, CF_ACTION_KEEPER, effect, -1, -1, CF_PLACE_NONE);
  /* Readying a Keeper tells the table nothing: no signal; the list shows it */
  cf_intrigue_panel_refresh (self->intrigue_panel);
}

/* ---------------------------------------------------------------- actions */

void
cf_play_page_roll_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  cf_play_page_act (CF_PLAY_PAGE (widget), CF_ACTION_ROLL, -1, -1, -1, CF_PLACE_NONE);
}

void
cf_play_page_passage_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  cf_play_page_act (CF_PLAY_PAGE (widget), CF_ACTION_PASSAGE, -1, -1, -1, CF_PLACE_NONE);
}

void
cf_play_page_end_turn_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  cf_play_page_act (CF_PLAY_PAGE (widget), CF_ACTION_END_TURN, -1, -1, -1, CF_PLACE_NONE);
}

void
cf_play_page_draw_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  cf_play_page_act (CF_PLAY_PAGE (widget), CF_ACTION_DRAW, -1, -1, -1, CF_PLACE_NONE);
}

void
cf_play_page_on_board_place_activated (CfBoardView *board, int place, CfPlayPage *self)
{
  if (cf_play_page_my_choices (self) & CF_CHOICE_MOVE)
    cf_play_page_act (self, CF_ACTION_MOVE, -1, -1, -1, place);
}

/* ---------------------------------------------------------------- the end */

static void
on_end_new_game (AdwMessageDialog *dialog, const char *response, CfPlayPage *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "win.new-game", NULL);
}

/* How long the end's words are alone before the dialog comes */
#define END_DIALOG_DELAY_MS 1500

typedef struct
{
  CfPlayPage *page;
  char       *title;
  char       *text;
} EndDialog;

static void
end_dialog_free (gpointer data)
{
  EndDialog *end = data;

  g_clear_weak_pointer (&end->page);
  g_free (end->title);
  g_free (end->text);
  g_free (end);
}

static gboolean
present_end_dialog (gpointer data)
{
  EndDialog  *end = data;
  CfPlayPage *self = end->page;
  GtkWidget  *dialog;

  if (self == NULL)
    return G_SOURCE_REMOVE;
  self->end_dialog_id = 0;
  if (!gtk_widget_get_mapped (GTK_WIDGET (self)))
    return G_SOURCE_REMOVE;
  dialog = adw_message_dialog_new (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))), end->title,
                                   end->text);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "close", _("_Look at the Board"),
                                    "new", _("_New Game"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "new",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "new");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "close");
  g_signal_connect (dialog, "response::new", G_CALLBACK (on_end_new_game), self);
  /* Orca reads a dialog's title and then its focused button: the result
   * is the dialog's description, read with its title */
  gtk_accessible_update_property (GTK_ACCESSIBLE (dialog), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  end->text, -1);
  gtk_window_present (GTK_WINDOW (dialog));
  return G_SOURCE_REMOVE;
}

void
cf_play_page_on_game_over (CfPublicView *table, int winner, CfPlayPage *self)
{
  const int       *envelope = cf_public_view_get_envelope (table);
  const char      *suspect = cf_play_page_card_name (self, envelope[0]);
  const char      *weapon = cf_play_page_card_name (self, envelope[1]);
  const char      *room = cf_play_page_card_name (self, envelope[2]);
  g_autofree char *text = NULL;

  if (winner >= 0 && cf_hot_seat_get_n_people (self->hot_seat) == 1 &&
      cf_hot_seat_is_person (self->hot_seat, winner))
    /* Translators: %1$s is a suspect, %2$s a weapon, %3$s a room */
    text = cf_text_printf (_("You solved the case! The envelope held %1$s, %2$s and %3$s."),
                           suspect, weapon, room);
  else if (winner >= 0)
    /* Translators: %1$s is a player, %2$s a suspect, %3$s a weapon, %4$s a room */
    text = cf_text_printf (_("%1$s solved the case. The envelope held %2$s, %3$s and %4$s."),
                           cf_public_view_get_seat_name (table, winner), suspect, weapon, room);
  else
    /* Translators: %1$s is a suspect, %2$s a weapon, %3$s a room */
    text = cf_text_printf (_("Nobody solved the case. The envelope held %1$s, %2$s and %3$s."),
                           suspect, weapon, room);
  /* The end is public: every hand is for everyone. */
  {
    g_autoptr(GString) summary = g_string_new (text);

    for (guint seat = 0; seat < cf_public_view_get_n_seats (table); seat++)
      {
        g_autofree char *held = cf_public_view_describe_hand (table, seat);

        g_string_append_c (summary, '\n');
        g_string_append (summary, held);
      }
    {
      g_autofree char *pool = cf_public_view_describe_pool (table);

      if (pool != NULL)
        {
          g_string_append_c (summary, '\n');
          g_string_append (summary, pool);
        }
    }
    cf_play_page_set_status (self, summary->str);
  }

  /* Said first in the window: Orca 43 reads nothing of a message dialog
   * that opens at once (it "lacks state showing"), so a blind player never
   * heard who won. The dialog follows once the words are out. */
  cf_announcer_say (self->announcer, text);
  if (gtk_widget_get_mapped (GTK_WIDGET (self)) && self->bot_delay > 0)
    {
      EndDialog *end = g_new0 (EndDialog, 1);

      g_set_weak_pointer (&end->page, self);
      end->title = g_strdup (winner >= 0 ? _("Case Solved") : _("Case Unsolved"));
      end->text = g_steal_pointer (&text);
      g_clear_handle_id (&self->end_dialog_id, g_source_remove);
      self->end_dialog_id = g_timeout_add_full (G_PRIORITY_DEFAULT, END_DIALOG_DELAY_MS,
                                                present_end_dialog, end, end_dialog_free);
    }
}

/* ---------------------------------------------------------------- Roll's tooltip */

/* Roll's tooltip: what it does, or why it is greyed out */
static const char *
roll_tooltip (CfPlayPage *self)
{
  gboolean    mine = self->table != NULL && cf_play_page_human_acts (self);
  CfPhase     phase = self->table != NULL ? cf_public_view_get_phase (self->table) : CF_PHASE_OVER;
  CfChoices   choices = cf_play_page_my_choices (self);
  const char *why_not = NULL;

  if (self->table == NULL || phase == CF_PHASE_OVER)
    why_not = _("The game is over");
  else if (!mine)
    why_not = _("It is not your turn to roll");
  else if (phase == CF_PHASE_SUGGEST &&
           cf_edition_says_rumor (cf_public_view_get_edition (self->table)))
    /* Translators: Discover the Secrets' wording: its rules call a suggestion a rumor ("Start a
     * Rumor") */
    why_not = _("You entered a room: start a rumor first");
  else if (phase == CF_PHASE_SUGGEST)
    why_not = _("You entered a room: make a suggestion first");
  else if (phase != CF_PHASE_START)
    why_not = _("You have moved this turn");
  else if (!(choices & CF_CHOICE_ROLL))
    why_not = _("Every door of this room is blocked");
  return why_not != NULL                ? why_not
         : cf_play_page_two_dice (self) ? _("Roll the dice (Ctrl+R)")
                                        : _("Roll the die (Ctrl+R)");
}

/* GTK puts the tooltip into the accessible description, which a screen
 * reader reads out when it changes on its focus: set only when it changes,
 * and the reason Roll is greyed out only once the focus has gone elsewhere
 * (the roll itself greys it out, and Orca, still on it, said "You have
 * moved this turn" before the roll) */
static gboolean
set_roll_tooltip (gpointer data)
{
  CfPlayPage *self = data;
  const char *tooltip = roll_tooltip (self);

  self->roll_tooltip_id = 0;
  if (g_strcmp0 (gtk_widget_get_tooltip_text (self->roll_button), tooltip) != 0)
    gtk_widget_set_tooltip_text (self->roll_button, tooltip);
  return G_SOURCE_REMOVE;
}

void
cf_play_page_update_roll_tooltip (CfPlayPage *self)
{
  if (cf_play_page_my_choices (self) & CF_CHOICE_ROLL)
    {
      g_clear_handle_id (&self->roll_tooltip_id, g_source_remove);
      set_roll_tooltip (self);
    }
  else if (self->roll_tooltip_id == 0)
    /* after the announcer has moved the focus (at G_PRIORITY_DEFAULT_IDLE) */
    self->roll_tooltip_id =
        g_idle_add_full (G_PRIORITY_DEFAULT_IDLE + 10, set_roll_tooltip, self, NULL);
}
