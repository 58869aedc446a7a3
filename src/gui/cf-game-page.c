/* cf-game-page.c: a game in play: the board, the seat's hand, the story
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "cf-board-view.h"
#include "cf-game-page.h"
#include "cf-notebook-view.h"

/*
 * The page observes a CfGame and calls its API. Bots think in a worker thread
 * (cf_bot_decide_async) and act at a visible pace; the person at the screen
 * acts through the actions of the "game" group, which are enabled exactly
 * when the rules allow them.
 *
 * Private things (a hand, the card someone was shown) are shown only for the
 * person at the screen, the viewer. Whenever a different person must act
 * (their turn, a card to show, a card to see), the screen guard covers the
 * whole page: the table is then not mapped at all, so no card, hand or note
 * can be seen or reached, and the guard names only whose turn it is. The
 * person confirms, and the table comes back with their things. With one
 * person and bots the guard never shows.
 */

struct _CfGamePage
{
  GtkWidget parent_instance;

  CfGame       *game;
  CfBot        *bots[CF_GAME_MAX_SEATS];
  GCancellable *cancellable;
  guint         bot_source;
  guint         bot_delay;
  gboolean      bot_thinking;
  gboolean      refute_open;

  int   viewer;
  guint n_humans;
  char *notes[CF_GAME_MAX_SEATS]; /* private line per seat */

  GFile *autosave;
  guint  autosave_source;

  GtkWidget         *stack;
  GtkWidget         *paned;
  AdwStatusPage     *guard;
  GtkWidget         *guard_button;
  CfBoardView       *board;
  GtkLabel          *turn_label;
  GtkLabel          *hint_label;
  GtkLabel          *die_label;
  GtkLabel          *status_label;
  GtkWidget         *actions_box;
  GtkFlowBox        *hand_box;
  CfNotebookView    *notebook;
  GtkListBox        *log_list;
  GtkScrolledWindow *log_scroller;
};

G_DEFINE_FINAL_TYPE (CfGamePage, cf_game_page, GTK_TYPE_WIDGET)

static void update (CfGamePage *self);

/* ---------------------------------------------------------------- helpers */

static const char *
card_name (CfGamePage *self, int card)
{
  return cf_edition_get_card_name (cf_game_get_edition (self->game), card);
}

/* The person who must act now, or -1 when a bot must (or nobody). */
static int
acting_human (CfGamePage *self)
{
  int seat;

  if (self->game == NULL)
    return -1;
  seat = cf_game_get_acting_seat (self->game);
  return seat >= 0 && self->bots[seat] == NULL ? seat : -1;
}

/* The person at the screen may act: no guard in between. */
static gboolean
human_acts (CfGamePage *self)
{
  int seat = acting_human (self);
  return seat >= 0 && seat == self->viewer;
}

static void
set_status (CfGamePage *self, const char *text)
{
  gtk_label_set_label (self->status_label, text);
  gtk_widget_set_visible (GTK_WIDGET (self->status_label), text != NULL && *text != '\0');
}

/* A private line for @seat: shown now if that seat is at the screen, else
 * kept until it is. */
static void
set_note (CfGamePage *self, int seat, char *text)
{
  g_free (self->notes[seat]);
  self->notes[seat] = text;
  if (seat == self->viewer)
    set_status (self, text);
}

static void
fill_hand (CfGamePage *self)
{
  GtkWidget *child;
  CfCaseLog *log;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->hand_box))))
    gtk_flow_box_remove (self->hand_box, child);
  /* The notebook is the viewer's own, like the hand. */
  cf_notebook_view_set_case_log (self->notebook,
                                 self->game != NULL && self->viewer >= 0
                                     ? cf_game_get_case_log (self->game, self->viewer)
                                     : NULL);
  if (self->game != NULL && self->viewer >= 0)
    cf_notebook_view_set_marks (self->notebook, cf_game_get_seat_marks (self->game, self->viewer));
  if (self->game == NULL || self->viewer < 0)
    return;

  log = cf_game_get_case_log (self->game, self->viewer);
  for (guint i = 0; i < cf_case_log_get_n_my_cards (log); i++)
    {
      GtkWidget *label = gtk_label_new (card_name (self, cf_case_log_get_my_card (log, i)));
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_widget_add_css_class (label, "card-chip");
      gtk_flow_box_append (self->hand_box, label);
    }
}

static void
clear_log (CfGamePage *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->log_list))))
    gtk_list_box_remove (self->log_list, child);
}

/* Saved after every action, so that closing the window never loses a game;
 * a finished game has nothing to resume. */
static gboolean
autosave_now (gpointer data)
{
  CfGamePage *self = data;
  g_autoptr(GError) error = NULL;

  self->autosave_source = 0;
  if (self->game == NULL || self->autosave == NULL)
    return G_SOURCE_REMOVE;

  if (cf_game_get_phase (self->game) == CF_PHASE_OVER)
    {
      g_autoptr(GFile) backup = NULL;
      g_autofree char *path = g_file_get_path (self->autosave);
      g_autofree char *backup_path = g_strconcat (path, "~", NULL);

      backup = g_file_new_for_path (backup_path);
      g_file_delete (self->autosave, NULL, NULL);
      g_file_delete (backup, NULL, NULL);
      return G_SOURCE_REMOVE;
    }
  {
    g_autoptr(GFile) parent = g_file_get_parent (self->autosave);
    g_file_make_directory_with_parents (parent, NULL, NULL);
  }
  if (!cf_game_save (self->game, self->autosave, &error))
    g_warning ("Could not save the game: %s", error->message);
  return G_SOURCE_REMOVE;
}

static void
schedule_autosave (CfGamePage *self)
{
  if (self->autosave != NULL && self->autosave_source == 0)
    self->autosave_source = g_idle_add (autosave_now, self);
}

static void
on_record_added (CfGame *game, guint index, CfGamePage *self)
{
  g_autofree char *text = cf_game_describe_record (game, index);
  GtkWidget       *label = gtk_label_new (text);
  GtkAdjustment   *adjustment;

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_widget_set_margin_start (label, 6);
  gtk_widget_set_margin_end (label, 6);
  gtk_widget_set_margin_top (label, 3);
  gtk_widget_set_margin_bottom (label, 3);
  if (cf_game_get_record (game, index)->kind == CF_RECORD_TURN)
    gtk_widget_add_css_class (label, "heading");
  gtk_list_box_append (self->log_list, label);
  schedule_autosave (self);

  adjustment = gtk_scrolled_window_get_vadjustment (self->log_scroller);
  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
}

static void
on_marks_changed (CfNotebookView *notebook, CfGamePage *self)
{
  /* The player's own marks are kept (and saved) with the game. */
  if (self->game != NULL && self->viewer >= 0)
    {
      cf_game_set_seat_marks (self->game, self->viewer, cf_notebook_view_get_marks (notebook));
      schedule_autosave (self);
    }
}

static void
on_card_shown (CfGame *game, guint refuter, guint suggester, int card, CfGamePage *self)
{
  /* Only the two seats involved may see the card, each when at the screen. */
  if (self->bots[suggester] == NULL)
    set_note (self, suggester,
              g_strdup_printf (_("%s showed you %s"), cf_game_get_seat_name (game, refuter),
                               card_name (self, card)));
  if (self->bots[refuter] == NULL)
    set_note (self, refuter,
              g_strdup_printf (_("You showed %s to %s"), card_name (self, card),
                               cf_game_get_seat_name (game, suggester)));
}

static void
on_nobody_refuted (CfGame *game, guint suggester, CfGamePage *self)
{
  if (self->bots[suggester] == NULL)
    set_note (self, suggester, g_strdup (_("Nobody could show you a card")));
}

static void
on_accused (
    CfGame *game, guint seat, int suspect, int weapon, int room, gboolean correct, CfGamePage *self)
{
  const int *envelope = cf_game_get_envelope_seen_by (game, seat);

  /* A wrong accuser looks into the envelope, in secret. */
  if (!correct && self->bots[seat] == NULL && envelope != NULL)
    set_note (self, seat,
              g_strdup_printf (_("You were wrong, and you are out. The envelope holds %s, the %s "
                                  "and the %s; keep showing cards when asked."),
                               card_name (self, envelope[0]), card_name (self, envelope[1]),
                               card_name (self, envelope[2])));
}

static void
on_end_new_game (AdwMessageDialog *dialog, const char *response, CfGamePage *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "win.new-game", NULL);
}

static void
on_game_over (CfGame *game, int winner, CfGamePage *self)
{
  const int       *envelope = cf_game_get_envelope (game);
  g_autofree char *answer =
      g_strdup_printf (_("It was %s with the %s in the %s."), card_name (self, envelope[0]),
                       card_name (self, envelope[1]), card_name (self, envelope[2]));
  g_autofree char *text = NULL;

  if (winner >= 0 && self->bots[winner] == NULL && self->n_humans == 1)
    text = g_strdup_printf ("%s %s", _("You solved the case!"), answer);
  else if (winner >= 0)
    text = g_strdup_printf (_("%s solved the case. %s"), cf_game_get_seat_name (game, winner),
                            answer);
  else
    text = g_strdup_printf (_("Nobody solved the case. %s"), answer);
  /* The end is public: the guard goes, the answer and every hand are for
   * everyone. */
  self->viewer = -1;
  fill_hand (self);
  {
    g_autoptr(GString) summary = g_string_new (text);

    for (guint seat = 0; seat < cf_game_get_n_seats (game); seat++)
      {
        CfCaseLog *log = cf_game_get_case_log (game, seat);
        g_autoptr(GString) hand = g_string_new (NULL);

        for (guint i = 0; i < cf_case_log_get_n_my_cards (log); i++)
          {
            if (i > 0)
              /* Translators: between the cards of a hand */
              g_string_append (hand, _(", "));
            g_string_append (hand, card_name (self, cf_case_log_get_my_card (log, i)));
          }
        g_string_append_c (summary, '\n');
        /* Translators: at the end of a game, a player and the cards they held */
        g_string_append_printf (summary, _("%s held %s."), cf_game_get_seat_name (game, seat),
                                hand->str);
      }
    set_status (self, summary->str);
  }

  if (gtk_widget_get_mapped (GTK_WIDGET (self)) && self->bot_delay > 0)
    {
      GtkWidget *dialog =
          adw_message_dialog_new (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))),
                                  winner >= 0 ? _("Case Solved") : _("Case Unsolved"), text);
      adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "close",
                                        _("_Look at the Board"), "new", _("_New Game"), NULL);
      adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "new",
                                                  ADW_RESPONSE_SUGGESTED);
      adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "new");
      adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "close");
      g_signal_connect (dialog, "response::new", G_CALLBACK (on_end_new_game), self);
      gtk_window_present (GTK_WINDOW (dialog));
    }
}

/* ---------------------------------------------------------------- guard */

static void
show_guard (CfGamePage *self, int seat)
{
  g_autofree char *title =
      g_strdup_printf (_("Pass the Screen to %s"), cf_game_get_seat_name (self->game, seat));
  g_autofree char *button =
      g_strdup_printf (_("I Am %s"), cf_game_get_seat_name (self->game, seat));
  const char *why;

  if (cf_game_get_phase (self->game) == CF_PHASE_REFUTE)
    why = _("They must show a card. Everyone else, please look away.");
  else if (cf_game_get_current_seat (self->game) == (guint)seat && self->notes[seat] != NULL &&
           cf_game_get_phase (self->game) == CF_PHASE_END)
    why = _("They have a card to see. Everyone else, please look away.");
  else
    why = _("It is their turn. Everyone else, please look away.");

  /* Hide first: the table must not be mapped while the guard is up. */
  self->viewer = -1;
  set_status (self, "");
  fill_hand (self);
  adw_status_page_set_title (self->guard, title);
  adw_status_page_set_description (self->guard, why);
  gtk_button_set_label (GTK_BUTTON (self->guard_button), button);
  gtk_stack_set_visible_child_name (GTK_STACK (self->stack), "guard");
  gtk_widget_grab_focus (self->guard_button);
}

static void
take_seat_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  CfGamePage *self = CF_GAME_PAGE (widget);
  int         seat = acting_human (self);

  if (seat < 0 || seat == self->viewer)
    return;
  self->viewer = seat;
  fill_hand (self);
  set_status (self, self->notes[seat] != NULL ? self->notes[seat] : "");
  gtk_stack_set_visible_child_name (GTK_STACK (self->stack), "table");
  update (self);
}

/* ---------------------------------------------------------------- bots */

static void
on_bot_decided (GObject *source, GAsyncResult *result, gpointer user_data)
{
  CfGamePage *self = user_data;
  g_autoptr(GError) error = NULL;
  CfAction action;

  if (!cf_bot_decide_finish (CF_BOT (source), result, &action, &error))
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        g_warning ("A bot could not decide: %s", error->message);
      g_object_unref (self);
      return;
    }

  self->bot_thinking = FALSE;
  if (self->game != NULL && !cf_game_apply (self->game, &action, &error))
    g_warning ("A bot broke a rule: %s", error->message);
  update (self);
  g_object_unref (self);
}

static gboolean
bot_step (gpointer data)
{
  CfGamePage *self = data;
  int         seat;

  self->bot_source = 0;
  if (self->game == NULL || cf_game_get_phase (self->game) == CF_PHASE_OVER)
    return G_SOURCE_REMOVE;
  seat = cf_game_get_acting_seat (self->game);
  if (seat < 0 || self->bots[seat] == NULL)
    return G_SOURCE_REMOVE;

  self->bot_thinking = TRUE;
  cf_bot_decide_async (self->bots[seat], cf_bot_view_new (self->game, seat), self->cancellable,
                       on_bot_decided, g_object_ref (self));
  return G_SOURCE_REMOVE;
}

/* ---------------------------------------------------------------- dialogs */

static GtkWidget *
card_dropdown (CfGamePage *self, CfCategory category)
{
  CfEdition *edition = cf_game_get_edition (self->game);
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  guint first = cf_edition_get_first_card_of (edition, category);

  for (guint i = 0; i < cf_edition_get_n_cards_of (edition, category); i++)
    gtk_string_list_append (names, card_name (self, first + i));
  return gtk_drop_down_new (G_LIST_MODEL (g_steal_pointer (&names)), NULL);
}

static int
dropdown_card (CfGamePage *self, GtkWidget *dropdown, CfCategory category)
{
  return cf_edition_get_first_card_of (cf_game_get_edition (self->game), category) +
         gtk_drop_down_get_selected (GTK_DROP_DOWN (dropdown));
}

static GtkWidget *
labelled (const char *label, GtkWidget *widget)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *text = gtk_label_new_with_mnemonic (label);

  gtk_label_set_xalign (GTK_LABEL (text), 0);
  gtk_widget_set_hexpand (text, TRUE);
  gtk_label_set_mnemonic_widget (GTK_LABEL (text), widget);
  gtk_box_append (GTK_BOX (box), text);
  gtk_box_append (GTK_BOX (box), widget);
  return box;
}

static void
on_suggest_response (AdwMessageDialog *dialog, const char *response, CfGamePage *self)
{
  g_autoptr(GError) error = NULL;
  GtkWidget *suspect = g_object_get_data (G_OBJECT (dialog), "suspect");
  GtkWidget *weapon = g_object_get_data (G_OBJECT (dialog), "weapon");

  if (g_str_equal (response, "suggest") && self->game != NULL &&
      !cf_game_suggest (self->game, dropdown_card (self, suspect, CF_CATEGORY_SUSPECT),
                        dropdown_card (self, weapon, CF_CATEGORY_WEAPON), &error))
    set_status (self, error->message);
  update (self);
}

static void
suggest_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  CfGamePage      *self = CF_GAME_PAGE (widget);
  GtkWidget       *dialog, *box, *suspect, *weapon;
  g_autofree char *body = NULL;

  if (!human_acts (self) || !cf_game_can_suggest (self->game))
    return;

  body = g_strdup_printf (_("In the %s. The first player to your left who holds one of the cards "
                             "you name shows you one."),
                          card_name (self, cf_game_get_suggestion_room (self->game)));
  dialog = adw_message_dialog_new (GTK_WINDOW (gtk_widget_get_root (widget)),
                                   _("Make a Suggestion"), body);
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  suspect = card_dropdown (self, CF_CATEGORY_SUSPECT);
  weapon = card_dropdown (self, CF_CATEGORY_WEAPON);
  gtk_box_append (GTK_BOX (box), labelled (_("_Suspect"), suspect));
  gtk_box_append (GTK_BOX (box), labelled (_("_Weapon"), weapon));
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), box);
  g_object_set_data (G_OBJECT (dialog), "suspect", suspect);
  g_object_set_data (G_OBJECT (dialog), "weapon", weapon);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"), "suggest",
                                    _("_Suggest"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "suggest",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "suggest");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect (dialog, "response", G_CALLBACK (on_suggest_response), self);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
on_accuse_response (AdwMessageDialog *dialog, const char *response, CfGamePage *self)
{
  g_autoptr(GError) error = NULL;

  if (g_str_equal (response, "accuse") && self->game != NULL &&
      !cf_game_accuse (
          self->game,
          dropdown_card (self, g_object_get_data (G_OBJECT (dialog), "suspect"),
                         CF_CATEGORY_SUSPECT),
          dropdown_card (self, g_object_get_data (G_OBJECT (dialog), "weapon"), CF_CATEGORY_WEAPON),
          dropdown_card (self, g_object_get_data (G_OBJECT (dialog), "room"), CF_CATEGORY_ROOM),
          &error))
    set_status (self, error->message);
  update (self);
}

static void
accuse_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  CfGamePage *self = CF_GAME_PAGE (widget);
  GtkWidget  *dialog, *box, *suspect, *weapon, *room;

  if (!human_acts (self) || !cf_game_can_accuse (self->game))
    return;

  dialog =
      adw_message_dialog_new (GTK_WINDOW (gtk_widget_get_root (widget)), _("Make an Accusation?"),
                              _("You may accuse only once. If you are wrong, you are out of the "
                                 "game, though you still show cards."));
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  suspect = card_dropdown (self, CF_CATEGORY_SUSPECT);
  weapon = card_dropdown (self, CF_CATEGORY_WEAPON);
  room = card_dropdown (self, CF_CATEGORY_ROOM);
  gtk_box_append (GTK_BOX (box), labelled (_("_Suspect"), suspect));
  gtk_box_append (GTK_BOX (box), labelled (_("_Weapon"), weapon));
  gtk_box_append (GTK_BOX (box), labelled (_("_Room"), room));
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), box);
  g_object_set_data (G_OBJECT (dialog), "suspect", suspect);
  g_object_set_data (G_OBJECT (dialog), "weapon", weapon);
  g_object_set_data (G_OBJECT (dialog), "room", room);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"), "accuse",
                                    _("_Accuse"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "accuse",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect (dialog, "response", G_CALLBACK (on_accuse_response), self);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
on_refute_response (AdwMessageDialog *dialog, const char *response, CfGamePage *self)
{
  g_autoptr(GError) error = NULL;
  guint64 card = 0;

  self->refute_open = FALSE;
  if (self->game != NULL && g_ascii_string_to_unsigned (response, 10, 0, G_MAXINT, &card, NULL) &&
      !cf_game_show_card (self->game, card, &error))
    set_status (self, error->message);
  update (self);
}

static void
ask_refutation (CfGamePage *self)
{
  g_autoptr(GArray) choices = cf_game_get_refute_choices (self->game);
  const int       *named = cf_game_get_suggestion (self->game);
  g_autofree char *heading = NULL;
  g_autofree char *body = NULL;
  GtkWidget       *dialog;

  if (self->refute_open || choices->len == 0)
    return;
  self->refute_open = TRUE;

  heading =
      g_strdup_printf (_("Show a Card to %s"),
                       cf_game_get_seat_name (self->game, cf_game_get_current_seat (self->game)));
  body = g_strdup_printf (
      _("%s suggested %s with the %s in the %s. Only they will see the card you pick."),
      cf_game_get_seat_name (self->game, cf_game_get_current_seat (self->game)),
      card_name (self, named[0]), card_name (self, named[1]), card_name (self, named[2]));
  dialog =
      adw_message_dialog_new (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))), heading, body);
  for (guint i = 0; i < choices->len; i++)
    {
      int              card = g_array_index (choices, int, i);
      g_autofree char *id = g_strdup_printf ("%d", card);
      adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), id, card_name (self, card));
      if (i == 0)
        {
          adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), id);
          adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), id);
        }
    }
  g_signal_connect (dialog, "response", G_CALLBACK (on_refute_response), self);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* ---------------------------------------------------------------- actions */

static void
run (CfGamePage *self, gboolean (*step) (CfGame *, GError **))
{
  g_autoptr(GError) error = NULL;

  if (human_acts (self) && !step (self->game, &error))
    set_status (self, error->message);
  update (self);
}

static void
roll_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  run (CF_GAME_PAGE (widget), cf_game_roll);
}

static void
passage_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  run (CF_GAME_PAGE (widget), cf_game_take_passage);
}

static void
end_turn_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  run (CF_GAME_PAGE (widget), cf_game_end_turn);
}

static void
on_place_activated (CfBoardView *board, int place, CfGamePage *self)
{
  g_autoptr(GError) error = NULL;

  if (human_acts (self) && cf_game_get_phase (self->game) == CF_PHASE_MOVE &&
      !cf_game_move (self->game, place, &error))
    set_status (self, error->message);
  update (self);
}

/* ---------------------------------------------------------------- state */

static void
update (CfGamePage *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  gboolean   mine = human_acts (self);
  CfPhase    phase;
  int        acting;

  if (self->game == NULL)
    {
      gtk_widget_action_set_enabled (widget, "game.roll", FALSE);
      gtk_widget_action_set_enabled (widget, "game.passage", FALSE);
      gtk_widget_action_set_enabled (widget, "game.suggest", FALSE);
      gtk_widget_action_set_enabled (widget, "game.accuse", FALSE);
      gtk_widget_action_set_enabled (widget, "game.end-turn", FALSE);
      return;
    }

  phase = cf_game_get_phase (self->game);
  acting = cf_game_get_acting_seat (self->game);

  /* Another person must act: the screen passes through the guard. */
  if (phase != CF_PHASE_OVER && acting_human (self) >= 0 && acting_human (self) != self->viewer)
    {
      if (self->viewer >= 0 ||
          g_strcmp0 (gtk_stack_get_visible_child_name (GTK_STACK (self->stack)), "guard") != 0)
        show_guard (self, acting_human (self));
      mine = FALSE;
    }
  else if (phase == CF_PHASE_OVER)
    gtk_stack_set_visible_child_name (GTK_STACK (self->stack), "table");

  gtk_widget_action_set_enabled (widget, "game.roll", mine && cf_game_can_roll (self->game));
  gtk_widget_action_set_enabled (widget, "game.passage",
                                 mine && cf_game_can_take_passage (self->game));
  gtk_widget_action_set_enabled (widget, "game.suggest", mine && cf_game_can_suggest (self->game));
  gtk_widget_action_set_enabled (widget, "game.accuse", mine && cf_game_can_accuse (self->game));
  gtk_widget_action_set_enabled (widget, "game.end-turn",
                                 mine && cf_game_can_end_turn (self->game));

  cf_board_view_set_targets (
      self->board, mine && phase == CF_PHASE_MOVE ? cf_game_get_reach (self->game) : NULL);
  /* Keyboard users pick the destination with the arrows and Enter. */
  if (mine && phase == CF_PHASE_MOVE && gtk_widget_get_mapped (GTK_WIDGET (self->board)))
    gtk_widget_grab_focus (GTK_WIDGET (self->board));

  /* The roll is public: the die shows while its move is made. */
  {
    guint            roll = cf_game_get_roll (self->game);
    g_autofree char *face = NULL;
    g_autofree char *words = NULL;

    if (roll >= 1 && roll <= 6)
      {
        gunichar die = 0x2680 + roll - 1; /* ⚀ … ⚅ */
        char     utf8[8] = { 0 };
        g_unichar_to_utf8 (die, utf8);
        face = g_strdup (utf8);
      }
    else if (roll > 6)
      face = g_strdup_printf ("%u", roll);
    gtk_label_set_label (self->die_label, face != NULL ? face : "");
    gtk_widget_set_visible (GTK_WIDGET (self->die_label), face != NULL);
    if (face != NULL)
      {
        /* Translators: the die, read out */
        words = g_strdup_printf (_("Rolled %u"), roll);
        gtk_accessible_update_property (GTK_ACCESSIBLE (self->die_label),
                                        GTK_ACCESSIBLE_PROPERTY_LABEL, words, -1);
      }
  }

  if (phase == CF_PHASE_OVER)
    {
      gtk_label_set_label (self->turn_label, _("Game Over"));
      gtk_label_set_label (self->hint_label, "");
      return;
    }

  {
    g_autofree char *turn = NULL;
    guint            current = cf_game_get_current_seat (self->game);

    if ((int)current == self->viewer)
      turn = g_strdup (_("Your turn"));
    else
      turn = g_strdup_printf (_("%s’s turn"), cf_game_get_seat_name (self->game, current));
    gtk_label_set_label (self->turn_label, turn);
  }

  {
    g_autofree char *hint = NULL;

    if (!mine)
      hint = g_strdup ("");
    else if (phase == CF_PHASE_MOVE)
      hint = g_strdup_printf (_("You rolled %u. Pick where to go on the board: click, or use the "
                                 "arrow keys and Enter."),
                              cf_game_get_roll (self->game));
    else if (phase == CF_PHASE_SUGGEST)
      hint = g_strdup_printf (_("You are in the %s: make a suggestion."),
                              card_name (self, cf_game_get_suggestion_room (self->game)));
    else if (phase == CF_PHASE_START && cf_game_can_suggest (self->game))
      hint =
          g_strdup (_("A suggestion brought you here: you may suggest in this room, or move on."));
    else if (phase == CF_PHASE_START && cf_game_can_end_turn (self->game))
      hint = g_strdup (_("Every door of this room is blocked: you can only wait."));
    else if (phase == CF_PHASE_START)
      hint = g_strdup (cf_game_can_take_passage (self->game)
                           ? _("Roll the die, or take the secret passage.")
                           : _("Roll the die."));
    else if (phase == CF_PHASE_END)
      hint = g_strdup (_("End your turn, or accuse."));
    else
      hint = g_strdup ("");
    gtk_label_set_label (self->hint_label, hint);
  }
  if (mine && phase == CF_PHASE_REFUTE)
    ask_refutation (self);

  if (acting >= 0 && self->bots[acting] != NULL && !self->bot_thinking && self->bot_source == 0)
    self->bot_source = g_timeout_add (self->bot_delay, bot_step, self);
}

/* ---------------------------------------------------------------- object */

static void
disconnect_game (CfGamePage *self)
{
  /* Whatever is pending is written before the game goes. */
  if (self->autosave_source != 0)
    {
      g_clear_handle_id (&self->autosave_source, g_source_remove);
      autosave_now (self);
    }
  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  g_clear_handle_id (&self->bot_source, g_source_remove);
  self->bot_thinking = FALSE;
  for (guint i = 0; i < CF_GAME_MAX_SEATS; i++)
    g_clear_object (&self->bots[i]);
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
  for (guint i = 0; i < CF_GAME_MAX_SEATS; i++)
    g_clear_pointer (&self->notes[i], g_free);
}

static void
cf_game_page_dispose (GObject *object)
{
  CfGamePage *self = CF_GAME_PAGE (object);

  disconnect_game (self);
  g_clear_object (&self->autosave);
  g_clear_pointer (&self->stack, gtk_widget_unparent);

  G_OBJECT_CLASS (cf_game_page_parent_class)->dispose (object);
}

static void
cf_game_page_class_init (CfGamePageClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cf_game_page_dispose;

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);

  gtk_widget_class_install_action (widget_class, "game.roll", NULL, roll_action);
  gtk_widget_class_install_action (widget_class, "game.passage", NULL, passage_action);
  gtk_widget_class_install_action (widget_class, "game.suggest", NULL, suggest_action);
  gtk_widget_class_install_action (widget_class, "game.accuse", NULL, accuse_action);
  gtk_widget_class_install_action (widget_class, "game.end-turn", NULL, end_turn_action);
  gtk_widget_class_install_action (widget_class, "game.take-seat", NULL, take_seat_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_r, GDK_CONTROL_MASK, "game.roll",
                                       NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_p, GDK_CONTROL_MASK, "game.passage",
                                       NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "game.suggest", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_a, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "game.accuse", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_e, GDK_CONTROL_MASK, "game.end-turn",
                                       NULL);
}

static GtkWidget *
action_button (const char *label, const char *action, const char *tooltip)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (label);

  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action);
  gtk_widget_set_tooltip_text (button, tooltip);
  return button;
}

static GtkWidget *
heading (const char *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "heading");
  return label;
}

static void
cf_game_page_init (CfGamePage *self)
{
  GtkWidget *side, *scroller, *buttons;

  self->bot_delay = 600;

  self->viewer = -1;
  self->stack = gtk_stack_new ();
  /* No transition: a crossfade would leave the table visible under the guard. */
  gtk_stack_set_transition_type (GTK_STACK (self->stack), GTK_STACK_TRANSITION_TYPE_NONE);
  gtk_widget_set_parent (self->stack, GTK_WIDGET (self));

  self->guard = ADW_STATUS_PAGE (adw_status_page_new ());
  adw_status_page_set_icon_name (self->guard, "system-users-symbolic");
  self->guard_button = gtk_button_new_with_label ("");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->guard_button), "game.take-seat");
  gtk_widget_set_halign (self->guard_button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (self->guard_button, "pill");
  gtk_widget_add_css_class (self->guard_button, "suggested-action");
  adw_status_page_set_child (self->guard, self->guard_button);

  self->paned = gtk_paned_new (GTK_ORIENTATION_HORIZONTAL);
  gtk_stack_add_named (GTK_STACK (self->stack), self->paned, "table");
  gtk_stack_add_named (GTK_STACK (self->stack), GTK_WIDGET (self->guard), "guard");
  gtk_paned_set_shrink_start_child (GTK_PANED (self->paned), FALSE);
  gtk_paned_set_shrink_end_child (GTK_PANED (self->paned), FALSE);
  gtk_paned_set_resize_end_child (GTK_PANED (self->paned), FALSE);

  self->board = CF_BOARD_VIEW (cf_board_view_new ());
  gtk_widget_set_hexpand (GTK_WIDGET (self->board), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self->board), TRUE);
  gtk_widget_set_margin_start (GTK_WIDGET (self->board), 12);
  gtk_widget_set_margin_end (GTK_WIDGET (self->board), 12);
  gtk_widget_set_margin_top (GTK_WIDGET (self->board), 12);
  gtk_widget_set_margin_bottom (GTK_WIDGET (self->board), 12);
  g_signal_connect (self->board, "place-activated", G_CALLBACK (on_place_activated), self);
  gtk_paned_set_start_child (GTK_PANED (self->paned), GTK_WIDGET (self->board));

  side = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_widget_set_size_request (side, 340, -1);
  gtk_widget_set_margin_start (side, 12);
  gtk_widget_set_margin_end (side, 12);
  gtk_widget_set_margin_top (side, 12);
  gtk_widget_set_margin_bottom (side, 12);
  {
    /* Long labels (German, French) must not make the window taller than
     * the screen: the side panel scrolls when it has to. */
    GtkWidget *side_scroller = gtk_scrolled_window_new ();
    gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (side_scroller), GTK_POLICY_NEVER,
                                    GTK_POLICY_AUTOMATIC);
    gtk_scrolled_window_set_propagate_natural_width (GTK_SCROLLED_WINDOW (side_scroller), TRUE);
    gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (side_scroller), side);
    gtk_paned_set_end_child (GTK_PANED (self->paned), side_scroller);
  }

  {
    GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);

    self->turn_label = GTK_LABEL (gtk_label_new (NULL));
    gtk_label_set_xalign (self->turn_label, 0);
    gtk_label_set_wrap (self->turn_label, TRUE);
    gtk_widget_set_hexpand (GTK_WIDGET (self->turn_label), TRUE);
    gtk_widget_add_css_class (GTK_WIDGET (self->turn_label), "title-3");
    gtk_box_append (GTK_BOX (row), GTK_WIDGET (self->turn_label));

    self->die_label = GTK_LABEL (gtk_label_new (NULL));
    gtk_widget_add_css_class (GTK_WIDGET (self->die_label), "die");
    gtk_widget_set_visible (GTK_WIDGET (self->die_label), FALSE);
    gtk_box_append (GTK_BOX (row), GTK_WIDGET (self->die_label));
    gtk_box_append (GTK_BOX (side), row);
  }

  self->hint_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (self->hint_label, 0);
  gtk_label_set_wrap (self->hint_label, TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (self->hint_label), "dim-label");
  gtk_box_append (GTK_BOX (side), GTK_WIDGET (self->hint_label));

  self->status_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_add_css_class (GTK_WIDGET (self->status_label), "heading");
  gtk_label_set_xalign (self->status_label, 0);
  gtk_label_set_wrap (self->status_label, TRUE);
  gtk_box_append (GTK_BOX (side), GTK_WIDGET (self->status_label));

  buttons = gtk_flow_box_new ();
  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (buttons), GTK_SELECTION_NONE);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (buttons), 3);
  gtk_flow_box_append (GTK_FLOW_BOX (buttons),
                       action_button (_("_Roll"), "game.roll", _("Roll the die (Ctrl+R)")));
  gtk_flow_box_append (
      GTK_FLOW_BOX (buttons),
      action_button (_("_Passage"), "game.passage", _("Take the secret passage (Ctrl+P)")));
  gtk_flow_box_append (
      GTK_FLOW_BOX (buttons),
      action_button (_("_Suggest…"), "game.suggest", _("Make a suggestion (Shift+Ctrl+S)")));
  gtk_flow_box_append (
      GTK_FLOW_BOX (buttons),
      action_button (_("_Accuse…"), "game.accuse", _("Make an accusation (Shift+Ctrl+A)")));
  gtk_flow_box_append (GTK_FLOW_BOX (buttons), action_button (_("_End Turn"), "game.end-turn",
                                                              _("End your turn (Ctrl+E)")));
  gtk_box_append (GTK_BOX (side), buttons);

  gtk_box_append (GTK_BOX (side), heading (_("Your Cards")));
  self->hand_box = GTK_FLOW_BOX (gtk_flow_box_new ());
  gtk_flow_box_set_selection_mode (self->hand_box, GTK_SELECTION_NONE);
  gtk_flow_box_set_column_spacing (self->hand_box, 6);
  gtk_flow_box_set_row_spacing (self->hand_box, 6);
  gtk_flow_box_set_max_children_per_line (self->hand_box, 3);
  gtk_widget_add_css_class (GTK_WIDGET (self->hand_box), "hand");
  gtk_widget_set_valign (GTK_WIDGET (self->hand_box), GTK_ALIGN_START);
  gtk_box_append (GTK_BOX (side), GTK_WIDGET (self->hand_box));

  {
    GtkWidget *pages = gtk_stack_new ();
    GtkWidget *switcher = gtk_stack_switcher_new ();
    GtkWidget *notebook_scroller = gtk_scrolled_window_new ();

    gtk_stack_switcher_set_stack (GTK_STACK_SWITCHER (switcher), GTK_STACK (pages));
    gtk_box_append (GTK_BOX (side), switcher);

    self->notebook = CF_NOTEBOOK_VIEW (cf_notebook_view_new ());
    g_signal_connect (self->notebook, "marks-changed", G_CALLBACK (on_marks_changed), self);
    gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (notebook_scroller),
                                   GTK_WIDGET (self->notebook));
    gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (notebook_scroller), GTK_POLICY_AUTOMATIC,
                                    GTK_POLICY_AUTOMATIC);
    gtk_stack_add_titled (GTK_STACK (pages), notebook_scroller, "notebook", _("Notebook"));

    self->log_list = GTK_LIST_BOX (gtk_list_box_new ());
    gtk_list_box_set_selection_mode (self->log_list, GTK_SELECTION_NONE);
    gtk_widget_add_css_class (GTK_WIDGET (self->log_list), "boxed-list");
    scroller = gtk_scrolled_window_new ();
    self->log_scroller = GTK_SCROLLED_WINDOW (scroller);
    gtk_scrolled_window_set_policy (self->log_scroller, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
    gtk_scrolled_window_set_child (self->log_scroller, GTK_WIDGET (self->log_list));
    gtk_stack_add_titled (GTK_STACK (pages), scroller, "story", _("What Happened"));

    gtk_widget_set_vexpand (pages, TRUE);
    gtk_box_append (GTK_BOX (side), pages);
  }

  update (self);
}

/* ---------------------------------------------------------------- public API */

GtkWidget *
cf_game_page_new (void)
{
  return g_object_new (CF_TYPE_GAME_PAGE, NULL);
}

CfGame *
cf_game_page_get_game (CfGamePage *self)
{
  g_return_val_if_fail (CF_IS_GAME_PAGE (self), NULL);
  return self->game;
}

/**
 * cf_game_page_set_game:
 * @game: (nullable): a game
 *
 * Shows @game, plays its bots and passes the screen between its people.
 */
void
cf_game_page_set_game (CfGamePage *self, CfGame *game)
{
  g_return_if_fail (CF_IS_GAME_PAGE (self));

  disconnect_game (self);
  clear_log (self);
  set_status (self, "");
  self->viewer = -1;
  self->n_humans = 0;
  self->cancellable = g_cancellable_new ();
  gtk_stack_set_visible_child_name (GTK_STACK (self->stack), "table");

  if (game != NULL)
    {
      int only_human = -1;

      self->game = g_object_ref (game);
      for (guint i = 0; i < cf_game_get_n_seats (game); i++)
        {
          CfPlayerKind kind = cf_game_get_seat_kind (game, i);
          if (kind == CF_PLAYER_HUMAN)
            {
              self->n_humans++;
              only_human = i;
            }
          else
            self->bots[i] = cf_bot_new (kind, g_random_int () | ((guint64)g_random_int () << 32));
        }
      /* One person at the screen needs no guard: their seat is the viewer. */
      if (self->n_humans == 1)
        self->viewer = only_human;
      for (guint i = 0; i < cf_game_get_n_records (game); i++)
        on_record_added (game, i, self);
      g_signal_connect (game, "record-added", G_CALLBACK (on_record_added), self);
      g_signal_connect (game, "card-shown", G_CALLBACK (on_card_shown), self);
      g_signal_connect (game, "nobody-refuted", G_CALLBACK (on_nobody_refuted), self);
      g_signal_connect (game, "game-over", G_CALLBACK (on_game_over), self);
      g_signal_connect (game, "accused", G_CALLBACK (on_accused), self);
      /* Whoever changes the game (this page, a bot, a test), the page follows. */
      g_signal_connect_swapped (game, "notify::phase", G_CALLBACK (update), self);
      g_signal_connect_swapped (game, "notify::current-seat", G_CALLBACK (update), self);
    }

  cf_board_view_set_game (self->board, game);
  fill_hand (self);
  update (self);
}

/**
 * cf_game_page_set_autosave:
 * @file: (nullable): where to save the game after every action
 */
void
cf_game_page_set_autosave (CfGamePage *self, GFile *file)
{
  g_return_if_fail (CF_IS_GAME_PAGE (self));
  g_set_object (&self->autosave, file);
  schedule_autosave (self);
}

/**
 * cf_game_page_set_auto_fill:
 * @auto_fill: whether the notebook shows what follows, or only the player's
 *   own marks
 */
void
cf_game_page_set_auto_fill (CfGamePage *self, gboolean auto_fill)
{
  g_return_if_fail (CF_IS_GAME_PAGE (self));
  cf_notebook_view_set_auto_fill (self->notebook, auto_fill);
}

/**
 * cf_game_page_set_bot_delay:
 * @milliseconds: the pause before each bot action (0 for tests)
 */
void
cf_game_page_set_bot_delay (CfGamePage *self, guint milliseconds)
{
  g_return_if_fail (CF_IS_GAME_PAGE (self));
  self->bot_delay = milliseconds;
}
