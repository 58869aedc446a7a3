/* test-secrets-page.c: Discover the Secrets at one screen: the Intrigue
 * side page, the pool, Keepers in the refute dialog and readied in secret, the
 * murder announcement, the new-game options, and that one person's secrets
 * never show while another holds the screen
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include <adwaita.h>

#include "casefile-core.h"
#include "cf-game-private.h"
#include "cf-intrigue-panel.h"
#include "cf-keeper-dialog.h"
#include "cf-keeper-row.h"
#include "cf-new-game-page.h"
#include "cf-play-page.h"
#include "cf-pool-dialog.h"
#include "cf-refute-dialog.h"
#include "cf-secrets-private.h"
#include "cf-test-util.h"

/* ---------------------------------------------------------------- helpers */

/* A game of Discover the Secrets; @kinds as cf_test_new_table(): H a person
 * (Ann, Bob, Cat, …), D a Detective bot. */
static CfGame *
secrets_table (const char *kinds, guint64 seed, gboolean no_keepers)
{
  static const char *names[] = { "Ann", "Bob", "Cat", "Dan", "Eve", "Fay" };
  g_autoptr(CfEdition) edition = cf_edition_lookup_builtin ("discover-the-secrets");
  g_autoptr(GError) error = NULL;
  CfGameOptions options = { .no_keepers = no_keepers };
  CfSeatSetup   seats[CF_GAME_MAX_SEATS];
  guint         n = strlen (kinds), people = 0;
  CfGame       *game;

  g_assert_nonnull (edition);
  for (guint i = 0; i < n; i++)
    {
      seats[i].suspect = i;
      seats[i].name = kinds[i] == 'H' ? names[people++] : NULL;
      seats[i].kind = kinds[i] == 'H' ? CF_PLAYER_HUMAN : CF_PLAYER_DETECTIVE;
    }
  game = cf_game_new_full (edition, n, seats, seed, 0, &options, &error);
  g_assert_no_error (error);
  return game;
}

/* Puts a Keeper of @effect into @seat's hand, as drawing it would. */
static const char *
give_keeper (CfGame *game, guint seat, CfKeeperEffect effect)
{
  int keeper = cf_intrigue_find_effect (cf_game_get_intrigue (game), effect);

  g_assert_cmpint (keeper, >=, 0);
  g_array_append_val (cf_game_get_secrets (game)->seats[seat].keepers, keeper);
  return cf_intrigue_get_keeper_name (cf_game_get_intrigue (game), keeper);
}

/* Whether any label or tooltip under @widget, mapped or not, contains
 * @text: what is not there cannot be read by anyone. */
/* The current seat walks into the pool from in front of one of its doors:
 * the turn's move into it, a visit (a look or an accusation) */
static void
walk_into_pool (CfGame *game)
{
  CfBoard *board = cf_game_get_board (game);
  guint    seat = cf_game_get_current_seat (game);

  for (guint i = 0; i < cf_board_get_n_doors (board); i++)
    if (cf_board_get_door (board, i)->room == (int)cf_board_get_n_rooms (board))
      {
        game->tokens[cf_game_get_seat_suspect (game, seat)] = cf_board_get_door (board, i)->outside;
        break;
      }
  cf_game_set_next_roll (game, 2);
  g_assert_true (cf_game_roll (game, NULL));
  g_assert_true (cf_game_move (game, cf_board_get_pool_place (board), NULL));
}

static gboolean
anywhere (GtkWidget *widget, const char *text)
{
  if (GTK_IS_LABEL (widget) && strstr (gtk_label_get_label (GTK_LABEL (widget)), text) != NULL)
    return TRUE;
  if (cf_test_tooltip (widget) != NULL && strstr (cf_test_tooltip (widget), text) != NULL)
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child;
       child = gtk_widget_get_next_sibling (child))
    if (anywhere (child, text))
      return TRUE;
  return FALSE;
}

/* The first button under @widget whose label is @label, or NULL */
static GtkWidget *
find_button (GtkWidget *widget, const char *label)
{
  if (GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_button (child, label);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
guard_mapped (GtkWidget *page)
{
  GtkWidget *guard = cf_test_find_type (page, ADW_TYPE_STATUS_PAGE);

  return guard != NULL && gtk_widget_get_mapped (guard);
}

/* The person asked for comes to the screen. */
static void
take_seat (GtkWidget *page)
{
  g_assert_true (guard_mapped (page));
  g_assert_true (gtk_widget_activate_action (page, "game.take-seat", NULL));
  cf_test_settle (page);
  g_assert_false (guard_mapped (page));
}

/* The reader clicks the Intrigue tab of the side panel. */
static void
show_intrigue_tab (GtkWidget *page)
{
  GtkStackSwitcher *switcher =
      GTK_STACK_SWITCHER (cf_test_find_type (page, GTK_TYPE_STACK_SWITCHER));
  GtkStack *stack = gtk_stack_switcher_get_stack (switcher);

  g_assert_true (gtk_stack_page_get_visible (
      gtk_stack_get_page (stack, gtk_stack_get_child_by_name (stack, "intrigue"))));
  gtk_stack_set_visible_child_name (stack, "intrigue");
  cf_test_settle (page);
}

static gboolean
intrigue_tab_visible (GtkWidget *page)
{
  GtkStackSwitcher *switcher =
      GTK_STACK_SWITCHER (cf_test_find_type (page, GTK_TYPE_STACK_SWITCHER));
  GtkStack *stack = gtk_stack_switcher_get_stack (switcher);

  return gtk_stack_page_get_visible (
      gtk_stack_get_page (stack, gtk_stack_get_child_by_name (stack, "intrigue")));
}

static GtkWidget *
present_page (CfGame *game, GtkWidget **window_out)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *page = cf_play_page_new ();

  gtk_window_set_child (GTK_WINDOW (window), page);
  gtk_window_set_default_size (GTK_WINDOW (window), 1000, 720);
  gtk_window_present (GTK_WINDOW (window));
  cf_play_page_set_bot_delay (CF_PLAY_PAGE (page), 0);
  cf_test_play_game (page, game);
  cf_test_settle (window);
  *window_out = window;
  return page;
}

static void
close_message_dialogs (void)
{
  GtkWidget *dialog;

  while ((dialog = cf_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG)) != NULL)
    gtk_window_destroy (GTK_WINDOW (dialog));
  cf_test_iterate ();
}

static GtkWidget *
find_dialog_with_heading (const char *heading)
{
  g_autoptr(GListModel) toplevels = NULL;

  toplevels = g_object_ref (gtk_window_get_toplevels ());
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) window = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (window) && gtk_widget_get_visible (GTK_WIDGET (window)) &&
          g_strcmp0 (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (window)), heading) == 0)
        return GTK_WIDGET (window);
    }
  return NULL;
}

/* The current seat's token into a room, ready to start a rumor there
 * naming a card @refuter holds, so that @refuter is asked first. Returns
 * the suspect and weapon to name. */
static void
ready_rumor (CfGame *game, guint refuter, int *suspect, int *weapon)
{
  CfEdition *edition = cf_game_get_edition (game);
  CfBoard   *board = cf_game_get_board (game);
  int        held = g_array_index (game->seats[refuter].hand, int, 0);
  guint      first_room = cf_edition_get_first_card_of (edition, CF_CATEGORY_ROOM);
  int        room = 0;

  *suspect = cf_edition_get_first_card_of (edition, CF_CATEGORY_SUSPECT);
  *weapon = cf_edition_get_first_card_of (edition, CF_CATEGORY_WEAPON);
  switch (cf_edition_get_card_category (edition, held))
    {
    case CF_CATEGORY_SUSPECT:
      *suspect = held;
      break;
    case CF_CATEGORY_WEAPON:
      *weapon = held;
      break;
    case CF_CATEGORY_ROOM:
    default:
      room = held - first_room;
      break;
    }
  game->tokens[game->seats[game->current].suspect] = cf_board_room_place (board, room);
  game->moved = TRUE;
  game->phase = CF_PHASE_SUGGEST;
}

/* ---------------------------------------------------------------- tests */

/* Three people, two with a Keeper: each sees only their own, on the
 * Intrigue page, and nothing of either while the guard is up. The viewer
 * plays "Shortcut" through its target dialog and the token goes there. */
static void
test_keepers_private (void)
{
  g_autoptr(CfGame) game = secrets_table ("HHH", 11, FALSE);
  guint       ann = cf_game_get_current_seat (game), bob = (ann + 1) % 3;
  const char *shortcut = give_keeper (game, ann, CF_KEEPER_MOVE_ANYWHERE);
  const char *peek = give_keeper (game, bob, CF_KEEPER_LOOK_RIGHT);
  GtkWidget  *window, *page, *dialog, *play;
  CfPlace     to;

  page = present_page (game, &window);

  /* The guard first: nobody's Keepers anywhere in the page */
  g_assert_true (guard_mapped (page));
  g_assert_false (anywhere (page, shortcut));
  g_assert_false (anywhere (page, peek));
  g_assert_false (intrigue_tab_visible (page));

  /* The first person: their Keeper, its text, a Play button that works
   * now (instead of rolling), and the note that the texts are a guess */
  take_seat (page);
  show_intrigue_tab (page);
  g_assert_true (cf_test_mapped_text_contains (window, shortcut));
  g_assert_true (cf_test_mapped_text_contains (window, "instead of rolling"));
  g_assert_true (cf_test_mapped_text_contains (window, "best guess"));
  g_assert_false (anywhere (page, peek));
  play = find_button (page, "Pla_y");
  g_assert_nonnull (play);
  g_assert_true (gtk_widget_get_mapped (play));
  g_assert_true (gtk_widget_is_sensitive (play));
  /* The public line: no Clock drawn yet, the pool's face-down cards */
  g_assert_true (cf_test_mapped_text_contains (window, "0 of 8 Clocks drawn"));

  /* Play it: a dialog asks where to; the token goes to that room */
  g_signal_emit_by_name (play, "clicked");
  dialog = cf_test_find_toplevel (CF_TYPE_KEEPER_DIALOG);
  g_assert_nonnull (dialog);
  g_assert_cmpuint (cf_keeper_dialog_get_n_targets (CF_KEEPER_DIALOG (dialog)), ==, 10);
  cf_keeper_dialog_set_target (CF_KEEPER_DIALOG (dialog), 3);
  to = cf_keeper_dialog_get_place (CF_KEEPER_DIALOG (dialog));
  g_assert_true (cf_board_place_is_room (cf_game_get_board (game), to));
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "play");
  cf_test_settle (window);
  g_assert_cmpint (cf_game_get_token (game, cf_game_get_seat_suspect (game, ann)), ==, to);
  g_assert_cmpuint (cf_game_get_n_keepers (game, ann), ==, 0);
  /* (a Keeper played is public: the story tells it; the list drops it) */
  g_assert_null (find_button (page, "Pla_y"));
  g_assert_true (cf_test_mapped_text_contains (window, "You hold no Keepers"));

  /* The turn passes: under the guard, nothing of either */
  g_assert_true (gtk_widget_activate_action (page, "game.end-turn", NULL));
  cf_test_settle (window);
  g_assert_cmpuint (cf_game_get_current_seat (game), ==, bob);
  g_assert_true (guard_mapped (page));
  g_assert_false (anywhere (page, peek));
  g_assert_false (intrigue_tab_visible (page));

  /* The second person sees theirs, which cannot be played at the start */
  take_seat (page);
  show_intrigue_tab (page);
  g_assert_true (cf_test_mapped_text_contains (window, peek));
  play = find_button (page, "Pla_y");
  g_assert_nonnull (play);
  g_assert_false (gtk_widget_is_sensitive (play));
  gtk_window_destroy (GTK_WINDOW (window));
  close_message_dialogs ();
}

/* Moved into the pool, the person looks at its face-down cards one by
 * one, then all; the cards seen are theirs alone, and go with the screen.
 * Looking is the visit's one action: Accuse goes grey, the hint says why. */
static void
test_look_in_pool (void)
{
  g_autoptr(CfGame) game = secrets_table ("HHHHHH", 5, FALSE);
  CfEdition  *edition = cf_game_get_edition (game);
  guint       seat = cf_game_get_current_seat (game);
  guint       n_pool = cf_game_get_n_pool_cards (game);
  int         first, second;
  const char *name;
  GtkWidget  *window, *page, *dialog, *look;

  /* 24 cards, 3 in the envelope, 21 for six players: 3 in the pool */
  g_assert_cmpuint (n_pool, ==, 3);
  first = g_array_index (cf_game_get_secrets (game)->pool, int, 0);
  second = g_array_index (cf_game_get_secrets (game)->pool, int, 1);
  name = cf_edition_get_card_name (edition, first);
  walk_into_pool (game);
  page = present_page (game, &window);
  take_seat (page);
  g_assert_true (cf_test_mapped_text_contains (window, "3 cards lie face down in the pool"));
  g_assert_true (gtk_widget_is_sensitive (find_button (page, "_Accuse…")));

  g_assert_true (gtk_widget_activate_action (page, "game.look-pool", NULL));
  dialog = cf_test_find_toplevel (CF_TYPE_POOL_DIALOG);
  g_assert_nonnull (dialog);
  cf_test_settle (dialog);
  g_assert_false (cf_test_mapped_text_contains (dialog, name));

  /* One card: its name in place of its Look button */
  look = find_button (dialog, "_Look");
  g_assert_nonnull (look);
  g_signal_emit_by_name (look, "clicked");
  cf_test_settle (dialog);
  g_assert_true (cf_test_mapped_text_contains (dialog, name));
  g_assert_cmpint (cf_game_get_pool_card_seen (game, seat, 0), ==, first);
  g_assert_cmpint (cf_game_get_pool_card_seen (game, seat, 1), ==, -1);
  g_assert_false (
      cf_test_mapped_text_contains (dialog, cf_edition_get_card_name (edition, second)));

  /* All the others */
  g_signal_emit_by_name (find_button (dialog, "Look at _All"), "clicked");
  cf_test_settle (dialog);
  g_assert_true (cf_test_mapped_text_contains (dialog, cf_edition_get_card_name (edition, second)));
  g_assert_null (find_button (dialog, "_Look"));
  for (guint i = 0; i < n_pool; i++)
    g_assert_cmpint (cf_game_get_pool_card_seen (game, seat, i), >=, 0);
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "done");
  cf_test_settle (window);
  g_assert_false (gtk_widget_is_sensitive (find_button (page, "_Accuse…")));
  g_assert_true (cf_test_mapped_text_contains (window, "you cannot accuse on this visit"));

  /* The Intrigue page keeps what this person saw */
  show_intrigue_tab (page);
  g_assert_true (cf_test_mapped_text_contains (window, name));
  /* Nothing left to look at */
  g_assert_false (gtk_widget_is_sensitive (find_button (page, "_Look…")));

  /* Staying in the pool, the turn ends: the next person sees none of it */
  g_assert_true (gtk_widget_activate_action (page, "game.end-turn", NULL));
  cf_test_settle (window);
  g_assert_true (guard_mapped (page));
  g_assert_false (anywhere (page, "you have seen"));
  take_seat (page);
  show_intrigue_tab (page);
  g_assert_false (anywhere (page, "you have seen"));
  g_assert_true (cf_test_mapped_text_contains (window, "You have not looked at the 3 cards"));
  /* (the card names are the notebook's rows for everyone; what this
   * person saw is only in their own notebook) */
  g_assert_cmpint (cf_case_log_get_n_events (cf_game_get_case_log (game, seat)), >,
                   cf_case_log_get_n_events (cf_game_get_case_log (game, (seat + 1) % 6)));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Asked to show a card, a person holding "No Comment" may refuse instead;
 * one without it has no such button. */
static void
test_refuse_button (void)
{
  g_autoptr(CfGame) game = secrets_table ("HHH", 3, FALSE);
  guint      ann = cf_game_get_current_seat (game);
  guint      bob = (ann + 1) % 3;
  int        suspect, weapon;
  GtkWidget *window, *page, *dialog;

  give_keeper (game, bob, CF_KEEPER_REFUSE);
  ready_rumor (game, bob, &suspect, &weapon);
  page = present_page (game, &window);
  take_seat (page);
  g_assert_true (cf_game_suggest (game, suspect, weapon, NULL));
  cf_test_settle (window);
  g_assert_cmpint (cf_game_get_acting_seat (game), ==, bob);
  take_seat (page);

  dialog = cf_test_find_toplevel (CF_TYPE_REFUTE_DIALOG);
  g_assert_nonnull (dialog);
  g_assert_true (
      adw_message_dialog_has_response (ADW_MESSAGE_DIALOG (dialog), CF_REFUTE_DIALOG_REFUSE));
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), CF_REFUTE_DIALOG_REFUSE);
  cf_test_settle (window);

  /* The Keeper is spent and Bob showed nothing: the next seat is asked,
   * or nobody could show */
  g_assert_cmpuint (cf_game_get_n_keepers (game, bob), ==, 0);
  g_assert_cmpint (cf_game_get_record (game, cf_game_get_n_records (game) - 1)->kind, !=,
                   CF_RECORD_SHOW);
  g_assert_false (cf_game_get_acting_seat (game) == (int)bob &&
                  cf_game_get_phase (game) == CF_PHASE_REFUTE);
  for (guint i = 0; i < cf_game_get_n_records (game); i++)
    if (cf_game_get_record (game, i)->kind == CF_RECORD_SHOW)
      g_assert_cmpint (cf_game_get_record (game, i)->seat, !=, bob);
  gtk_window_destroy (GTK_WINDOW (window));
  close_message_dialogs ();

  /* Without the Keeper: cards only */
  {
    g_autoptr(CfGame) plain = secrets_table ("HHH", 3, FALSE);

    ready_rumor (plain, bob, &suspect, &weapon);
    page = present_page (plain, &window);
    take_seat (page);
    g_assert_true (cf_game_suggest (plain, suspect, weapon, NULL));
    cf_test_settle (window);
    take_seat (page);
    dialog = cf_test_find_toplevel (CF_TYPE_REFUTE_DIALOG);
    g_assert_nonnull (dialog);
    g_assert_false (
        adw_message_dialog_has_response (ADW_MESSAGE_DIALOG (dialog), CF_REFUTE_DIALOG_REFUSE));
    gtk_window_destroy (GTK_WINDOW (window));
    close_message_dialogs ();
  }
}

/* Cat readies "Eavesdrop" on her own turn with its Play button; later Bob
 * shows Ann a card: the screen never goes to Cat (that would tell the
 * table she holds the Keeper), and she reads what she overheard at her
 * next turn, which nobody else can. */
static void
test_eavesdrop_private (void)
{
  g_autoptr(CfGame) game = secrets_table ("HHH", 3, FALSE);
  guint       ann = cf_game_get_current_seat (game);
  guint       bob = (ann + 1) % 3, cat = (ann + 2) % 3;
  int         suspect, weapon;
  const char *name = give_keeper (game, cat, CF_KEEPER_SEE_SHOWN);
  GtkWidget  *window, *page, *dialog, *play;

  /* Cat's turn first: she readies the Keeper, in secret */
  game->current = cat;
  page = present_page (game, &window);
  take_seat (page);
  show_intrigue_tab (page);
  g_assert_true (cf_test_mapped_text_contains (window, name));
  play = find_button (page, "Pla_y");
  g_assert_nonnull (play);
  g_assert_true (gtk_widget_is_sensitive (play));
  g_signal_emit_by_name (play, "clicked");
  cf_test_settle (window);
  g_assert_true (cf_game_is_seat_listening (game, cat));
  g_assert_cmpuint (cf_game_get_n_keepers (game, cat), ==, 1);
  g_assert_true (cf_test_mapped_text_contains (window, "Ready: you will see"));
  g_assert_false (gtk_widget_is_sensitive (find_button (page, "Pla_y")));
  g_assert_false (anywhere (page, "played"));
  gtk_window_destroy (GTK_WINDOW (window));
  close_message_dialogs ();

  /* Ann's rumor, Bob shows a card */
  game->current = ann;
  ready_rumor (game, bob, &suspect, &weapon);
  page = present_page (game, &window);
  take_seat (page);
  /* A rumor is the player's choice in this edition, and the hint says so,
   * in its words (issue 24): the button too */
  g_assert_true (cf_test_mapped_text_contains (window, "you may start a rumor"));
  g_assert_nonnull (find_button (page, "Start R_umor…"));
  g_assert_null (find_button (page, "_Suggest…"));
  g_assert_true (cf_game_suggest (game, suspect, weapon, NULL));
  cf_test_settle (window);
  take_seat (page);
  dialog = cf_test_find_toplevel (CF_TYPE_REFUTE_DIALOG);
  g_assert_nonnull (dialog);
  g_assert_nonnull (
      strstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)), " started a rumor: "));
  {
    g_autoptr(GArray) choices = cf_game_get_refute_choices (game);
    g_autofree char *id = g_strdup_printf ("%d", g_array_index (choices, int, 0));

    adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), id);
  }
  cf_test_settle (window);

  /* The screen goes back to Ann, never to Cat; the story says only that
   * a Keeper was played, never which card Cat saw */
  g_assert_cmpint (cf_game_get_phase (game), ==, CF_PHASE_END);
  g_assert_cmpuint (cf_game_get_n_keepers (game, cat), ==, 0);
  g_assert_true (guard_mapped (page));
  g_assert_true (cf_test_mapped_text_contains (window, cf_game_get_seat_name (game, ann)));
  take_seat (page);
  g_assert_false (anywhere (page, "overheard"));

  /* Ann ends her turn; Bob's turn: nothing of it for him either */
  g_assert_true (cf_game_end_turn (game, NULL));
  cf_test_settle (window);
  take_seat (page);
  g_assert_cmpuint (cf_game_get_current_seat (game), ==, bob);
  g_assert_false (anywhere (page, "overheard"));
  cf_game_set_next_roll (game, 1);
  g_assert_true (cf_game_roll (game, NULL));
  g_assert_true (
      cf_game_move (game, g_array_index (cf_game_get_reach (game)->squares, CfPlace, 0), NULL));
  if (cf_game_get_phase (game) == CF_PHASE_END)
    g_assert_true (cf_game_end_turn (game, NULL));
  cf_test_settle (window);

  /* Cat's turn: she reads what she overheard */
  if (cf_game_get_current_seat (game) == cat)
    {
      take_seat (page);
      g_assert_true (anywhere (page, "overheard"));
    }
  gtk_window_destroy (GTK_WINDOW (window));
  close_message_dialogs ();
}

/* The last Clock: everyone is told who was murdered and which cards are
 * now face up; the murdered person is not shown the envelope. */
static void
test_murder_announced (void)
{
  g_autoptr(CfGame) game = secrets_table ("HHH", 7, FALSE);
  CfEdition  *edition = cf_game_get_edition (game);
  guint       ann = cf_game_get_current_seat (game);
  GArray     *hand = game->seats[ann].hand;
  GtkWidget  *window, *page, *dialog;
  const char *body;

  cf_game_get_secrets (game)->clocks_out = cf_game_get_intrigue (game)->clocks - 1;
  g_array_append_val (cf_game_get_secrets (game)->deck, (int){ CF_INTRIGUE_CLOCK });
  cf_game_get_secrets (game)->seats[ann].may_draw = TRUE;
  page = present_page (game, &window);
  take_seat (page);
  g_assert_true (cf_test_mapped_text_contains (window, "whoever draws the next one is murdered"));
  g_assert_true (gtk_widget_activate_action (page, "game.draw", NULL));
  cf_test_settle (window);

  g_assert_true (cf_game_is_seat_murdered (game, ann));
  dialog = find_dialog_with_heading ("A Guest Was Murdered");
  g_assert_nonnull (dialog);
  body = adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog));
  g_assert_nonnull (strstr (body, cf_game_get_seat_name (game, ann)));
  for (guint i = 0; i < hand->len; i++)
    g_assert_nonnull (
        strstr (body, cf_edition_get_card_name (edition, g_array_index (hand, int, i))));
  g_assert_null (find_dialog_with_heading ("The Envelope"));
  g_assert_false (cf_hot_seat_get_looking (cf_play_page_get_hot_seat (CF_PLAY_PAGE (page))));
  gtk_window_destroy (GTK_WINDOW (window));
  close_message_dialogs ();
}

/* Drawing a Keeper: its player is told which, and it joins their list;
 * the next person sees only that a Keeper was drawn. */
static void
test_keeper_drawn_private (void)
{
  g_autoptr(CfGame) game = secrets_table ("HHH", 13, FALSE);
  guint       ann = cf_game_get_current_seat (game);
  int         keeper = cf_intrigue_find_effect (cf_game_get_intrigue (game), CF_KEEPER_SECOND_TURN);
  const char *name = cf_intrigue_get_keeper_name (cf_game_get_intrigue (game), keeper);
  GtkWidget  *window, *page;

  g_array_append_val (cf_game_get_secrets (game)->deck, keeper);
  cf_game_get_secrets (game)->seats[ann].may_draw = TRUE;
  game->tokens[cf_game_get_seat_suspect (game, ann)] =
      cf_board_get_pool_place (cf_game_get_board (game));
  page = present_page (game, &window);
  take_seat (page);
  g_assert_true (cf_test_mapped_text_contains (window, "may draw an Intrigue card"));
  g_assert_true (gtk_widget_activate_action (page, "game.draw", NULL));
  cf_test_settle (window);
  g_assert_cmpuint (cf_game_get_n_keepers (game, ann), ==, 1);
  g_assert_true (cf_test_mapped_text_contains (window, "You drew the Keeper"));
  g_assert_true (cf_test_mapped_text_contains (window, name));
  /* The hint that offered the draw goes with it */
  g_assert_false (cf_test_mapped_text_contains (window, "may draw an Intrigue card"));
  show_intrigue_tab (page);
  g_assert_nonnull (find_button (page, "Pla_y"));

  /* Staying in the pool, the turn ends: the next person sees nothing of it */
  g_assert_true (gtk_widget_activate_action (page, "game.end-turn", NULL));
  cf_test_settle (window);
  g_assert_true (guard_mapped (page));
  g_assert_false (anywhere (page, name));
  g_assert_false (anywhere (page, "You drew"));
  take_seat (page);
  g_assert_false (anywhere (page, name));
  g_assert_false (anywhere (page, "You drew"));
  gtk_window_destroy (GTK_WINDOW (window));
  close_message_dialogs ();
}

/* The reader picks Discover the Secrets on the New Game page. */
static void
choose_secrets (GtkWidget *new_game)
{
  GtkWidget *check = NULL;

  for (GtkWidget *w = cf_test_find_type (new_game, GTK_TYPE_CHECK_BUTTON); w != NULL;)
    {
      CfEdition *e = g_object_get_data (G_OBJECT (w), "edition");

      if (e != NULL && g_str_equal (cf_edition_get_id (e), "discover-the-secrets"))
        {
          check = w;
          break;
        }
      /* the next check button of the list */
      {
        GtkWidget *row = gtk_widget_get_ancestor (w, GTK_TYPE_LIST_BOX_ROW);
        GtkWidget *next = row != NULL ? gtk_widget_get_next_sibling (row) : NULL;

        w = next != NULL ? cf_test_find_type (next, GTK_TYPE_CHECK_BUTTON) : NULL;
      }
    }
  g_assert_nonnull (check);
  gtk_check_button_set_active (GTK_CHECK_BUTTON (check), TRUE);
}

/* New Game: Discover the Secrets offers to leave the Keepers out and
 * describes its guests; the classic edition does neither. A game started
 * without Keepers says so on its Intrigue page. */
static void
test_no_keepers_switch (void)
{
  GtkWidget    *window = gtk_window_new ();
  GtkWidget    *new_game = cf_new_game_page_new ();
  GtkWidget    *toggle;
  CfGameOptions options;
  CfEdition    *edition;
  g_autoptr(CfGame) game = NULL;
  CfSeatSetup seats[CF_GAME_MAX_SEATS];

  gtk_window_set_child (GTK_WINDOW (window), new_game);
  gtk_window_set_default_size (GTK_WINDOW (window), 800, 900);
  gtk_window_present (GTK_WINDOW (window));
  cf_test_settle (window);

  /* The first edition (classic): no Intrigue, no personalities */
  g_assert_false (cf_test_mapped_text_contains (window, "without Keepers"));
  g_assert_false (anywhere (new_game, "commentary box"));

  choose_secrets (new_game);
  cf_test_settle (window);
  edition = cf_new_game_page_get_edition (CF_NEW_GAME_PAGE (new_game));
  g_assert_cmpstr (cf_edition_get_id (edition), ==, "discover-the-secrets");
  g_assert_true (anywhere (new_game, "Play _without Keepers"));
  g_assert_true (anywhere (new_game, cf_edition_get_suspect_personality (edition, 1)));
  g_assert_true (anywhere (new_game, "powers"));

  /* Off by default; on, the game's deck has only the Clocks */
  cf_new_game_page_get_options (CF_NEW_GAME_PAGE (new_game), &options);
  g_assert_false (options.no_keepers);
  toggle = cf_test_find_type (new_game, GTK_TYPE_SWITCH);
  g_assert_nonnull (toggle);
  g_assert_true (gtk_widget_get_mapped (toggle));
  gtk_switch_set_active (GTK_SWITCH (toggle), TRUE);
  cf_new_game_page_get_options (CF_NEW_GAME_PAGE (new_game), &options);
  g_assert_true (options.no_keepers);

  /* (people, as the page's seats would give, without bots) */
  g_assert_cmpuint (cf_new_game_page_get_seats (CF_NEW_GAME_PAGE (new_game), seats, NULL), >=, 2);
  game = secrets_table ("HHH", 9, options.no_keepers);
  g_assert_false (cf_game_get_keepers_enabled (game));
  g_assert_cmpuint (cf_game_get_n_intrigue_left (game), ==, cf_game_get_intrigue (game)->clocks);
  gtk_window_destroy (GTK_WINDOW (window));

  /* Its Intrigue page says so */
  {
    GtkWidget *page_window;
    GtkWidget *page = present_page (game, &page_window);

    if (guard_mapped (page))
      take_seat (page);
    show_intrigue_tab (page);
    g_assert_true (cf_test_mapped_text_contains (page_window, "played without Keepers"));
    gtk_window_destroy (GTK_WINDOW (page_window));
  }
  close_message_dialogs ();
}

/* ---------------------------------------------------------------- screenshots */

/* One plain turn: roll 8, into the first room reached (else the first
 * square), a rumor there answered with the first card offered. */
static void
play_plain_turn (CfGame *game)
{
  CfEdition *edition = cf_game_get_edition (game);
  CfBoard   *board = cf_game_get_board (game);
  guint      turn = cf_game_get_turn (game);
  guint      seat = cf_game_get_current_seat (game);

  cf_game_set_next_roll (game, 8);
  if (cf_game_can_roll (game))
    g_assert_true (cf_game_roll (game, NULL));
  if (cf_game_get_phase (game) == CF_PHASE_MOVE)
    {
      const CfReach *reach = cf_game_get_reach (game);
      CfPlace        to = CF_PLACE_NONE;

      for (guint r = 0; r < cf_board_get_n_rooms (board) && to == CF_PLACE_NONE; r++)
        if (reach->rooms & (G_GUINT64_CONSTANT (1) << r))
          to = cf_board_room_place (board, r);
      if (to == CF_PLACE_NONE && reach->squares->len > 0)
        to = g_array_index (reach->squares, CfPlace, reach->squares->len - 1);
      if (to != CF_PLACE_NONE)
        g_assert_true (cf_game_move (game, to, NULL));
    }
  if (cf_game_get_phase (game) == CF_PHASE_SUGGEST)
    g_assert_true (cf_game_suggest (
        game, cf_edition_get_first_card_of (edition, CF_CATEGORY_SUSPECT) + turn % 6,
        cf_edition_get_first_card_of (edition, CF_CATEGORY_WEAPON) + turn % 9, NULL));
  while (cf_game_get_phase (game) == CF_PHASE_REFUTE)
    {
      g_autoptr(GArray) choices = cf_game_get_refute_choices (game);

      g_assert_true (cf_game_show_card (game, g_array_index (choices, int, 0), NULL));
    }
  if (cf_game_get_phase (game) != CF_PHASE_OVER && cf_game_get_current_seat (game) == seat &&
      cf_game_can_end_turn (game))
    g_assert_true (cf_game_end_turn (game, NULL));
}

static gboolean
later (gpointer data)
{
  return g_get_monotonic_time () >= *(gint64 *)data;
}

static void
save_png (GtkWidget *widget, const char *name)
{
  const char *dir = g_getenv ("CF_TEST_SCREENSHOT_DIR");
  const char *scheme =
      adw_style_manager_get_dark (adw_style_manager_get_default ()) ? "dark" : "light";
  g_autofree char *file_name = g_strdup_printf ("gui-%s-%s.png", name, scheme);
  g_autofree char *path = g_build_filename (dir, file_name, NULL);
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  int          width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;

  gint64 until = g_get_monotonic_time () + 500 * G_TIME_SPAN_MILLISECOND;

  /* The buttons' CSS transitions end first */
  g_assert_true (cf_test_wait_for (later, &until, 5000));
  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (snapshot);
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (gtk_widget_get_native (widget)),
                                         node, &GRAPHENE_RECT_INIT (0, 0, width, height));
  g_assert_true (gdk_texture_save_to_png (texture, path));
  g_test_message ("saved %s", path);
}

/* With CF_TEST_SCREENSHOT_DIR set: a game some turns in, at 800 × 600,
 * the Intrigue page of a person standing in the pool with Keepers, and
 * the Look in the Pool dialog. */
static void
test_screenshots (void)
{
  g_autoptr(CfGame) game = secrets_table ("HHHHHH", 21, FALSE);
  GtkWidget *window, *box, *page, *dialog, *scroller;
  guint      seat;

  if (g_getenv ("CF_TEST_SCREENSHOT_DIR") == NULL)
    {
      g_test_skip ("CF_TEST_SCREENSHOT_DIR is not set");
      return;
    }
  for (guint i = 0; i < 9 && cf_game_get_phase (game) != CF_PHASE_OVER; i++)
    play_plain_turn (game);
  g_assert_cmpint (cf_game_get_phase (game), ==, CF_PHASE_START);
  seat = cf_game_get_current_seat (game);
  cf_game_get_secrets (game)->clocks_out = 3;
  give_keeper (game, seat, CF_KEEPER_MOVE_ANYWHERE);
  give_keeper (game, seat, CF_KEEPER_REFUSE);

  window = adw_window_new ();
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_box_append (GTK_BOX (box), adw_header_bar_new ());
  page = cf_play_page_new ();
  gtk_widget_set_vexpand (page, TRUE);
  gtk_box_append (GTK_BOX (box), page);
  adw_window_set_content (ADW_WINDOW (window), box);
  gtk_window_set_title (GTK_WINDOW (window), "Casefile");
  gtk_window_set_default_size (GTK_WINDOW (window), 800, 600);
  gtk_window_present (GTK_WINDOW (window));
  cf_play_page_set_bot_delay (CF_PLAY_PAGE (page), 0);
  cf_test_play_game (page, game);
  cf_test_settle (window);
  take_seat (page);

  /* The Shortcut, at the start of the turn; not played */
  g_assert_true (
      gtk_widget_activate_action (page, "game.play-keeper", "i", (gint32)CF_KEEPER_MOVE_ANYWHERE));
  dialog = cf_test_find_toplevel (CF_TYPE_KEEPER_DIALOG);
  g_assert_nonnull (dialog);
  cf_test_settle (dialog);
  save_png (dialog, "dts-keeper-dialog");
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  cf_test_settle (window);

  /* Into the pool, a look at its first card */
  walk_into_pool (game);
  g_assert_true (cf_game_look (game, 0, NULL));
  cf_test_settle (window);
  show_intrigue_tab (page);
  save_png (window, "dts-intrigue");

  g_assert_true (gtk_widget_activate_action (page, "game.look-pool", NULL));
  dialog = cf_test_find_toplevel (CF_TYPE_POOL_DIALOG);
  g_assert_nonnull (dialog);
  cf_test_settle (dialog);
  save_png (dialog, "dts-pool-dialog");
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "done");
  cf_test_settle (window);
  gtk_window_destroy (GTK_WINDOW (window));
  close_message_dialogs ();

  /* New Game with Discover the Secrets chosen, scrolled to its options */
  {
    GtkWidget *new_game = cf_new_game_page_new ();
    GtkWidget *group;

    window = adw_window_new ();
    box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
    gtk_box_append (GTK_BOX (box), adw_header_bar_new ());
    gtk_widget_set_vexpand (new_game, TRUE);
    gtk_box_append (GTK_BOX (box), new_game);
    adw_window_set_content (ADW_WINDOW (window), box);
    gtk_window_set_title (GTK_WINDOW (window), "New Game");
    gtk_window_set_default_size (GTK_WINDOW (window), 800, 600);
    gtk_window_present (GTK_WINDOW (window));
    cf_test_settle (window);
    choose_secrets (new_game);
    cf_test_settle (window);
    group = GTK_WIDGET (
        gtk_widget_get_template_child (new_game, CF_TYPE_NEW_GAME_PAGE, "intrigue_group"));
    scroller = gtk_widget_get_ancestor (group, GTK_TYPE_SCROLLED_WINDOW);
    {
      GtkAdjustment *adjustment =
          gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
      graphene_point_t at;

      g_assert_true (gtk_widget_compute_point (group, scroller, &GRAPHENE_POINT_INIT (0, 0), &at));
      gtk_adjustment_set_value (adjustment, gtk_adjustment_get_value (adjustment) + at.y - 12);
    }
    cf_test_settle (window);
    save_png (window, "dts-new-game");
    gtk_window_destroy (GTK_WINDOW (window));
  }
}

/* The Intrigue tab on its own: it shows the one seat it is given and
 * nothing of another; Play follows the rules and whether the person may
 * act, and the tab's state follows. */
static void
test_intrigue_panel (void)
{
  g_autoptr(CfGame) game = secrets_table ("HHH", 21, FALSE);
  guint       ann = cf_game_get_current_seat (game);
  guint       bob = (ann + 1) % 3;
  const char *name = give_keeper (game, ann, CF_KEEPER_MOVE_ANYWHERE);
  g_autoptr(CfSeatView) ann_view = cf_seat_view_new (game, ann);
  g_autoptr(CfSeatView) bob_view = cf_seat_view_new (game, bob);
  GtkWidget       *window = gtk_window_new ();
  CfIntriguePanel *panel = CF_INTRIGUE_PANEL (cf_intrigue_panel_new ());
  GtkWidget       *row, *play;

  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (panel));
  gtk_window_present (GTK_WINDOW (window));
  g_assert_false (cf_intrigue_panel_get_active (panel));
  g_assert_null (cf_test_find_type (GTK_WIDGET (panel), CF_TYPE_KEEPER_ROW));

  /* Ann's: her Keeper, which the rules let her play before she rolls */
  cf_intrigue_panel_set_view (panel, ann_view);
  cf_test_settle (window);
  g_assert_true (cf_intrigue_panel_get_active (panel));
  g_assert_true (anywhere (GTK_WIDGET (panel), name));
  g_assert_true (anywhere (GTK_WIDGET (panel), "the pool"));
  row = cf_test_find_type (GTK_WIDGET (panel), CF_TYPE_KEEPER_ROW);
  g_assert_nonnull (row);
  play = find_button (row, "Pla_y");
  g_assert_nonnull (play);
  g_assert_true (cf_seat_view_can_play_keeper (ann_view, CF_KEEPER_MOVE_ANYWHERE));
  /* ...but not while she may not act (looking into something, say) */
  g_assert_false (cf_intrigue_panel_get_playable (panel));
  g_assert_false (gtk_widget_get_sensitive (play));
  cf_intrigue_panel_set_acts (panel, TRUE);
  g_assert_true (cf_intrigue_panel_get_playable (panel));
  g_assert_true (gtk_widget_get_sensitive (play));

  /* She rolls: Move Anywhere is for before the roll; the row follows */
  cf_game_set_next_roll (game, 4);
  g_assert_true (cf_game_roll (game, NULL));
  g_assert_false (cf_intrigue_panel_get_playable (panel));
  g_assert_false (gtk_widget_get_sensitive (play));

  /* Bob's: nothing of Ann's is left, not even out of sight */
  cf_intrigue_panel_set_view (panel, bob_view);
  cf_test_settle (window);
  g_assert_true (cf_intrigue_panel_get_active (panel));
  g_assert_false (anywhere (GTK_WIDGET (panel), name));
  g_assert_null (cf_test_find_type (GTK_WIDGET (panel), CF_TYPE_KEEPER_ROW));
  g_assert_true (anywhere (GTK_WIDGET (panel), "You hold no Keepers."));

  /* Nobody's: the tab has nothing to show */
  cf_intrigue_panel_set_view (panel, NULL);
  g_assert_false (cf_intrigue_panel_get_active (panel));
  g_assert_false (cf_intrigue_panel_get_playable (panel));
  g_assert_false (anywhere (GTK_WIDGET (panel), "the pool"));
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int argc, char *argv[])
{
  g_autoptr(AdwApplication) app = NULL;

  /* The build's catalogues: a run with LANGUAGE=he is in Hebrew */
  cf_init_i18n ();
  g_test_init (&argc, &argv, NULL);
  if (!cf_test_init_display ())
    return 0;
  /* As the app does: libadwaita loads style.css and its dark and
   * high-contrast variants from the resource base path */
  app =
      adw_application_new ("io.github.casefile.Casefile.SecretsPageTest", G_APPLICATION_NON_UNIQUE);
  g_application_set_resource_base_path (G_APPLICATION (app), "/io/github/casefile/Casefile");
  g_application_register (G_APPLICATION (app), NULL, NULL);

  g_test_add_func ("/casefile/secrets-page/keepers-private", test_keepers_private);
  g_test_add_func ("/casefile/secrets-page/look-in-pool", test_look_in_pool);
  g_test_add_func ("/casefile/secrets-page/refuse-button", test_refuse_button);
  g_test_add_func ("/casefile/secrets-page/eavesdrop-private", test_eavesdrop_private);
  g_test_add_func ("/casefile/secrets-page/murder-announced", test_murder_announced);
  g_test_add_func ("/casefile/secrets-page/keeper-drawn-private", test_keeper_drawn_private);
  g_test_add_func ("/casefile/secrets-page/no-keepers-switch", test_no_keepers_switch);
  g_test_add_func ("/casefile/secrets-page/intrigue-panel", test_intrigue_panel);
  g_test_add_func ("/casefile/secrets-page/screenshots", test_screenshots);
  return g_test_run ();
}
