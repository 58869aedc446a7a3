/* test-hot-seat.c: the game at one screen without a display: who may look,
 * the guard, the bots, autosave
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "casefile-core.h"
#include "cf-game-private.h" /* the envelope, to accuse */
#include "cf-hot-seat.h"
#include "cf-secrets-private.h" /* to hand a seat a Keeper */
#include "cf-simulate.h"
#include "cf-test-game.h"

/* ---------------------------------------------------------------- helpers */

typedef struct
{
  CfHotSeat *hot_seat;
  CfGame    *game;
  guint      checks;
  guint      violations;
  guint      guards;
  guint      bot_turns_between_people;
  guint      refuter_guards;
  guint      back_to_suggester;
  guint      cards_seen;
  GString   *why;
} Watch;

static void
violation (Watch *watch, const char *what)
{
  watch->violations++;
  guint n = cf_game_get_n_records (watch->game);

  g_string_append_printf (watch->why, "%s (turn %u, viewer %d, acting %d, phase %d, record %d); ",
                          what, cf_game_get_turn (watch->game),
                          cf_hot_seat_get_viewer (watch->hot_seat),
                          cf_game_get_acting_seat (watch->game), cf_game_get_phase (watch->game),
                          n > 0 ? (int)cf_game_get_record (watch->game, n - 1)->kind : -1);
}

/* The rule, checked after every line of the story: what is on screen is the
 * viewer's, and the viewer is the seat acting (or the seat whose suggestion
 * a bot answers). */
static void
on_record (CfGame *game, guint index, Watch *watch)
{
  int viewer = cf_hot_seat_get_viewer (watch->hot_seat);
  int guard = cf_hot_seat_get_guard (watch->hot_seat);
  int acting = cf_game_get_acting_seat (game);
  int current = cf_game_get_current_seat (game);

  watch->checks++;
  {
    /* The screen can show one view only, and only the viewer's */
    CfSeatView *shown = cf_hot_seat_get_shown_view (watch->hot_seat);

    if ((shown == NULL) != (viewer < 0) ||
        (shown != NULL && (int)cf_seat_view_get_seat (shown) != viewer))
      violation (watch, "a view shown that is not the viewer's");
  }
  if (cf_game_get_phase (game) == CF_PHASE_OVER)
    {
      if (viewer != -1 || guard != -1)
        violation (watch, "the end is public");
      return;
    }
  if (cf_hot_seat_get_n_people (watch->hot_seat) == 1)
    {
      if (guard != -1 || !cf_hot_seat_is_person (watch->hot_seat, viewer))
        violation (watch, "one person always sees their own things");
      return;
    }
  if (cf_hot_seat_get_looking (watch->hot_seat))
    return;
  if (guard >= 0 && viewer >= 0)
    violation (watch, "a viewer under the guard");
  if (viewer >= 0 && viewer != acting &&
      !(viewer == current && !cf_hot_seat_is_person (watch->hot_seat, acting)))
    violation (watch, "a viewer who does not act");
}

static void
on_turn_started (CfGame *game, guint seat, Watch *watch)
{
  if (cf_hot_seat_get_n_people (watch->hot_seat) < 2)
    return;
  if (!cf_hot_seat_is_person (watch->hot_seat, seat))
    {
      watch->bot_turns_between_people++;
      if (cf_hot_seat_get_viewer (watch->hot_seat) != -1)
        violation (watch, "a bot's turn with a person's things on screen");
    }
  else if (cf_hot_seat_get_guard (watch->hot_seat) != (int)seat &&
           cf_hot_seat_get_viewer (watch->hot_seat) != (int)seat)
    violation (watch, "a person's turn without their guard");
}

static void
on_refute_requested (CfGame *game, guint seat, Watch *watch)
{
  if (cf_hot_seat_get_n_people (watch->hot_seat) < 2 ||
      !cf_hot_seat_is_person (watch->hot_seat, seat))
    return;
  watch->refuter_guards++;
  if (cf_hot_seat_get_viewer (watch->hot_seat) != -1 ||
      cf_hot_seat_get_guard (watch->hot_seat) != (int)seat)
    violation (watch, "the refuter without their guard");
}

static void
on_card_shown (CfGame *game, guint refuter, guint suggester, int card, Watch *watch)
{
  int viewer = cf_hot_seat_get_viewer (watch->hot_seat);

  if (cf_hot_seat_get_n_people (watch->hot_seat) < 2)
    return;
  /* Only the suggester may be looking when the card comes. */
  if (viewer != -1 && viewer != (int)suggester)
    violation (watch, "a card shown while another seat looks");
  if (cf_hot_seat_is_person (watch->hot_seat, refuter) &&
      cf_hot_seat_is_person (watch->hot_seat, suggester))
    {
      watch->back_to_suggester++;
      if (cf_hot_seat_get_guard (watch->hot_seat) != (int)suggester)
        violation (watch, "no guard for the suggester");
    }
}

static void
on_viewer (CfHotSeat *hot_seat, GParamSpec *pspec, Watch *watch)
{
  const char *note = cf_hot_seat_get_note (hot_seat);

  if (note != NULL && strstr (note, "showed you") != NULL)
    watch->cards_seen++;
}

static void
on_guard (CfHotSeat *hot_seat, GParamSpec *pspec, Watch *watch)
{
  if (cf_hot_seat_get_guard (hot_seat) >= 0)
    watch->guards++;
}

static void
watch_game (Watch *watch, CfHotSeat *hot_seat)
{
  memset (watch, 0, sizeof *watch);
  watch->hot_seat = hot_seat;
  watch->game = cf_hot_seat_get_game (hot_seat);
  watch->why = g_string_new (NULL);
  g_signal_connect (watch->game, "record-added", G_CALLBACK (on_record), watch);
  g_signal_connect (watch->game, "turn-started", G_CALLBACK (on_turn_started), watch);
  g_signal_connect (watch->game, "refute-requested", G_CALLBACK (on_refute_requested), watch);
  g_signal_connect (watch->game, "card-shown", G_CALLBACK (on_card_shown), watch);
  g_signal_connect (hot_seat, "notify::viewer", G_CALLBACK (on_viewer), watch);
  g_signal_connect (hot_seat, "notify::guard", G_CALLBACK (on_guard), watch);
}

static void
unwatch_game (Watch *watch)
{
  g_signal_handlers_disconnect_by_data (watch->game, watch);
  g_signal_handlers_disconnect_by_data (watch->hot_seat, watch);
  g_string_free (watch->why, TRUE);
}

static gboolean
tick (gpointer data)
{
  return G_SOURCE_CONTINUE;
}

/* Plays the whole game: bots by the hot seat, people as a person at the
 * screen would (come when the guard asks, then act: a Detective bot decides
 * for them). Fails when the game stalls: nobody can act for ten seconds
 * and the game is not over. */
static void
play_to_the_end (CfHotSeat *hot_seat)
{
  CfGame *game = cf_hot_seat_get_game (hot_seat);
  g_autoptr(CfBot) person = cf_bot_new (CF_PLAYER_DETECTIVE, 11);
  gint64 give_up = g_get_monotonic_time () + 120 * G_USEC_PER_SEC;
  guint  ticker = g_timeout_add (20, tick, NULL);
  guint  records = 0;
  gint64 progress = g_get_monotonic_time ();

  /* A game can go on without end (tokens that block each other's doors,
   * players who never accuse): the privacy rules are checked all along, so
   * 500 turns are enough. */
  while (cf_game_get_phase (game) != CF_PHASE_OVER && cf_game_get_turn (game) <= 500)
    {
      if (g_get_monotonic_time () > give_up)
        g_error ("the game took over 120 s: turn %u, %u lines of story, seat %d awaited",
                 cf_game_get_turn (game), cf_game_get_n_records (game),
                 cf_game_get_awaited (game).seat);
      if (cf_game_get_n_records (game) != records)
        {
          records = cf_game_get_n_records (game);
          progress = g_get_monotonic_time ();
        }
      if (g_get_monotonic_time () - progress > 10 * G_USEC_PER_SEC)
        g_error ("the game stalled: seat %d is awaited in phase %d, viewer %d, guard %d",
                 cf_game_get_acting_seat (game), cf_game_get_phase (game),
                 cf_hot_seat_get_viewer (hot_seat), cf_hot_seat_get_guard (hot_seat));
      if (cf_hot_seat_get_looking (hot_seat))
        cf_hot_seat_done_looking (hot_seat);
      else if (cf_hot_seat_get_guard (hot_seat) >= 0)
        cf_hot_seat_take_seat (hot_seat);
      else if (cf_hot_seat_get_viewer_acts (hot_seat))
        {
          g_autoptr(CfBotView) view = NULL;
          g_autoptr(GError) error = NULL;
          CfAction action;
          int      seat = cf_hot_seat_get_viewer (hot_seat);

          view = cf_bot_view_new (game, seat);
          g_assert_true (cf_bot_decide (person, view, &action, NULL, &error));
          g_assert_true (cf_game_apply (game, &action, &error));
        }
      else
        g_main_context_iteration (NULL, TRUE);
    }
  g_source_remove (ticker);
}

/* ---------------------------------------------------------------- tests */

/* A game of Ann, Bob and a bot where Bob holds a suspect (stored in
 * @bob_suspect) and Ann stands in the Lounge, by its secret passage */
static CfGame *
deal_bob_a_suspect (CfEdition *edition, int *bob_suspect)
{
  *bob_suspect = -1;
  for (guint64 seed = 1;; seed++)
    {
      g_autoptr(CfGame) dealt = cf_test_new_table ("HHB", seed);
      CfCaseLog *bob = cf_game_get_case_log (dealt, 1);

      for (guint i = 0; i < cf_case_log_get_n_my_cards (bob); i++)
        if (cf_edition_get_card_category (edition, cf_case_log_get_my_card (bob, i)) ==
            CF_CATEGORY_SUSPECT)
          *bob_suspect = cf_case_log_get_my_card (bob, i);
      if (*bob_suspect >= 0)
        return cf_test_with_token_at (dealt, "scarlet", "lounge");
    }
}

static void
test_two_people_whole_games (void)
{
  /* Two people and bots in every order, whole games: the viewer drops
   * before anything of another seat happens. */
  /* H: a person (Ann, Bob, Cat in order); B, D, M: bots. */
  static const char *tables[] = { "HHDB", "HDHM", "BHHH" };
  guint              refuter_guards = 0, back_to_suggester = 0, cards_seen = 0, bot_turns = 0;

  for (guint t = 0; t < G_N_ELEMENTS (tables); t++)
    for (guint64 seed = 1; seed <= 4; seed++)
      {
        g_autoptr(CfGame) game = cf_test_new_table (tables[t], seed);
        g_autoptr(CfHotSeat) hot_seat = cf_hot_seat_new (game);
        Watch watch;

        watch_game (&watch, hot_seat);
        cf_hot_seat_set_bot_delay (hot_seat, 0);
        /* Everyone is at the screen at first: the first person is asked for. */
        g_assert_cmpint (cf_hot_seat_get_viewer (hot_seat), ==, -1);
        play_to_the_end (hot_seat);

        g_assert_cmpuint (watch.checks, >, 0);
        if (watch.violations > 0)
          g_error ("table %u seed %" G_GUINT64_FORMAT ": %s", t, seed, watch.why->str);
        g_assert_cmpuint (watch.guards, >, 0);
        g_assert_cmpuint (cf_game_check (game, NULL), ==, 0);
        refuter_guards += watch.refuter_guards;
        back_to_suggester += watch.back_to_suggester;
        cards_seen += watch.cards_seen;
        bot_turns += watch.bot_turns_between_people;
        unwatch_game (&watch);
      }
  /* The games went through every case the rule covers. */
  g_assert_cmpuint (bot_turns, >, 0);
  g_assert_cmpuint (refuter_guards, >, 0);
  g_assert_cmpuint (back_to_suggester, >, 0);
  g_assert_cmpuint (cards_seen, >, 0);
}

static void
test_one_person_never_guarded (void)
{

  for (guint64 seed = 1; seed <= 3; seed++)
    {
      g_autoptr(CfGame) game = cf_test_new_table ("HDM", seed);
      g_autoptr(CfHotSeat) hot_seat = cf_hot_seat_new (game);
      Watch watch;

      watch_game (&watch, hot_seat);
      cf_hot_seat_set_bot_delay (hot_seat, 0);
      g_assert_cmpint (cf_hot_seat_get_viewer (hot_seat), ==, 0);
      play_to_the_end (hot_seat);
      if (watch.violations > 0)
        g_error ("seed %" G_GUINT64_FORMAT ": %s", seed, watch.why->str);
      g_assert_cmpuint (watch.guards, ==, 0);
      unwatch_game (&watch);
    }
}

static void
test_bot_turn_between_people (void)
{
  /* Ann ends her turn; a bot is next: her things go at once, and no guard
   * comes until Bob's turn. */
  g_autoptr(CfGame) game = cf_test_new_table ("HBH", 5);
  g_autoptr(CfHotSeat) hot_seat = cf_hot_seat_new (game);
  CfPlace square;

  cf_hot_seat_set_bot_delay (hot_seat, 0);
  g_assert_cmpint (cf_hot_seat_get_guard (hot_seat), ==, 0);
  cf_hot_seat_take_seat (hot_seat);
  g_assert_cmpint (cf_hot_seat_get_viewer (hot_seat), ==, 0);
  g_assert_cmpint (cf_hot_seat_get_guard (hot_seat), ==, -1);
  g_assert_true (cf_hot_seat_get_viewer_acts (hot_seat));

  cf_game_set_next_roll (game, 1);
  g_assert_true (cf_game_roll (game, NULL));
  g_assert_cmpint (cf_hot_seat_get_viewer (hot_seat), ==, 0);
  square = g_array_index (cf_game_get_reach (game)->squares, CfPlace, 0);
  g_assert_true (cf_game_move (game, square, NULL));
  g_assert_true (cf_game_end_turn (game, NULL));
  g_assert_cmpint (cf_hot_seat_get_viewer (hot_seat), ==, -1);
  g_assert_cmpint (cf_hot_seat_get_guard (hot_seat), ==, -1);
  g_assert_false (cf_hot_seat_get_viewer_acts (hot_seat));

  /* The bot plays (maybe asking Ann or Bob for a card on the way); then
   * Bob is asked for. */
  while (cf_game_get_current_seat (game) != 2 && cf_game_get_phase (game) != CF_PHASE_OVER)
    {
      if (cf_hot_seat_get_guard (hot_seat) >= 0)
        {
          GArray *choices;
          cf_hot_seat_take_seat (hot_seat);
          choices = cf_game_get_refute_choices (game);
          g_assert_true (cf_game_show_card (game, g_array_index (choices, int, 0), NULL));
          g_array_unref (choices);
          /* Shown to a bot: the refuter's things go at once. */
          g_assert_cmpint (cf_hot_seat_get_viewer (hot_seat), ==, -1);
        }
      else
        g_main_context_iteration (NULL, TRUE);
    }
  if (cf_game_get_phase (game) != CF_PHASE_OVER)
    {
      g_assert_cmpint (cf_hot_seat_get_viewer (hot_seat), ==, -1);
      g_assert_cmpint (cf_hot_seat_get_guard (hot_seat), ==, 2);
    }
}

static void
test_refuter_guard_and_back (void)
{
  /* Ann suggests a card Bob holds: Bob is asked for, shows it, and the
   * screen goes back to Ann, who alone sees the card. */
  g_autoptr(CfEdition) edition = cf_edition_lookup_builtin ("classic");
  g_autoptr(CfGame) game = NULL;
  g_autoptr(CfHotSeat) hot_seat = NULL;
  int              bob_suspect = -1;
  g_autofree char *seen = NULL;

  game = deal_bob_a_suspect (edition, &bob_suspect);
  g_assert_nonnull (game);
  hot_seat = cf_hot_seat_new (game);
  cf_hot_seat_set_bot_delay (hot_seat, 0);

  cf_hot_seat_take_seat (hot_seat);
  g_assert_true (cf_game_take_passage (game, NULL));
  g_assert_true (cf_game_suggest (
      game, bob_suspect, cf_edition_get_first_card_of (edition, CF_CATEGORY_WEAPON), NULL));
  g_assert_cmpint (cf_game_get_acting_seat (game), ==, 1);
  g_assert_cmpint (cf_hot_seat_get_viewer (hot_seat), ==, -1);
  g_assert_cmpint (cf_hot_seat_get_guard (hot_seat), ==, 1);

  cf_hot_seat_take_seat (hot_seat);
  g_assert_cmpint (cf_hot_seat_get_viewer (hot_seat), ==, 1);
  g_assert_true (cf_hot_seat_get_viewer_acts (hot_seat));
  g_assert_true (cf_game_show_card (game, bob_suspect, NULL));
  /* Bob's screen goes before Ann may look. */
  g_assert_cmpint (cf_hot_seat_get_viewer (hot_seat), ==, -1);
  g_assert_cmpint (cf_hot_seat_get_guard (hot_seat), ==, 0);
  g_assert_null (cf_hot_seat_get_note (hot_seat));

  cf_hot_seat_take_seat (hot_seat);
  g_assert_cmpint (cf_hot_seat_get_viewer (hot_seat), ==, 0);
  seen = g_strdup_printf ("Bob showed you %s", cf_edition_get_card_name (edition, bob_suspect));
  g_assert_cmpstr (cf_hot_seat_get_note (hot_seat), ==, seen);
  g_assert_true (cf_game_end_turn (game, NULL));
  /* Bob's turn: what Ann saw is not his, and what he showed is his. */
  g_assert_cmpint (cf_hot_seat_get_guard (hot_seat), ==, 1);
  cf_hot_seat_take_seat (hot_seat);
  g_assert_null (cf_hot_seat_get_note (hot_seat));
}

static void wait_for_refutation (CfGame *game);

static void
test_private_line_goes_with_its_turn (void)
{
  /* One person with bots: Ann stays at the screen all game. What she
   * learnt on her turn is in her notebook once the next turn begins: her
   * private line does not stay on screen through a bot's turn. */
  g_autoptr(CfGame) dealt = cf_test_new_table ("HBB", 3);
  g_autoptr(CfGame) game = cf_test_with_token_at (dealt, "scarlet", "lounge");
  g_autoptr(CfHotSeat) hot_seat = cf_hot_seat_new (game);
  CfEdition *edition = cf_game_get_edition (game);

  cf_hot_seat_set_bot_delay (hot_seat, 0);
  g_assert_true (cf_game_take_passage (game, NULL));
  g_assert_true (cf_game_suggest (game, cf_edition_get_first_card_of (edition, CF_CATEGORY_SUSPECT),
                                  cf_edition_get_first_card_of (edition, CF_CATEGORY_WEAPON),
                                  NULL));
  wait_for_refutation (game);
  g_assert_cmpint (cf_game_get_phase (game), ==, CF_PHASE_END);
  g_assert_cmpint (cf_hot_seat_get_viewer (hot_seat), ==, 0);
  g_assert_nonnull (cf_hot_seat_get_note (hot_seat));

  g_assert_true (cf_game_end_turn (game, NULL));
  g_assert_cmpint (cf_game_get_current_seat (game), ==, 1);
  g_assert_cmpint (cf_hot_seat_get_viewer (hot_seat), ==, 0);
  g_assert_null (cf_hot_seat_get_note (hot_seat));
}

static void
test_wrong_accuser_looks (void)
{
  /* Ann accuses wrongly: she looks into the envelope while the game waits;
   * then Bob's guard comes. */
  g_autoptr(CfGame) game = cf_test_new_table ("HHB", 9);
  g_autoptr(CfHotSeat) hot_seat = cf_hot_seat_new (game);
  CfCaseLog *ann = cf_game_get_case_log (game, 0);
  CfEdition *edition = cf_game_get_edition (game);
  int        cards[3];

  /* An accusation with one of Ann's own cards is wrong. */
  for (CfCategory c = 0; c < CF_N_CATEGORIES; c++)
    cards[c] = cf_edition_get_first_card_of (edition, c);
  for (guint i = 0; i < cf_case_log_get_n_my_cards (ann); i++)
    {
      int card = cf_case_log_get_my_card (ann, i);
      cards[cf_edition_get_card_category (edition, card)] = card;
      break;
    }
  cf_hot_seat_take_seat (hot_seat);
  g_assert_true (cf_game_accuse (game, cards[0], cards[1], cards[2], NULL));
  g_assert_true (cf_game_is_seat_out (game, 0));
  g_assert_true (cf_hot_seat_get_looking (hot_seat));
  g_assert_cmpint (cf_hot_seat_get_viewer (hot_seat), ==, 0);
  g_assert_nonnull (strstr (cf_hot_seat_get_note (hot_seat), "The envelope holds"));
  g_assert_false (cf_hot_seat_get_viewer_acts (hot_seat));

  cf_hot_seat_done_looking (hot_seat);
  g_assert_false (cf_hot_seat_get_looking (hot_seat));
  g_assert_cmpint (cf_hot_seat_get_viewer (hot_seat), ==, -1);
  g_assert_cmpint (cf_hot_seat_get_guard (hot_seat), ==, 1);
}

static void
on_save_failed (CfHotSeat *hot_seat, GError *error, guint *failures)
{
  g_assert_nonnull (error);
  (*failures)++;
}

static void
test_failed_saves_reported (void)
{
  /* A save that cannot be written is reported each time; the game goes on. */
  g_autoptr(CfGame) game = cf_test_new_table ("HBB", 2);
  g_autoptr(CfHotSeat) hot_seat = cf_hot_seat_new (game);
  g_autoptr(GFile) impossible = g_file_new_for_path ("/dev/null/casefile/game.json");
  g_autofree char *dir = g_dir_make_tmp ("casefile-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "game.json", NULL);
  g_autoptr(GFile) good = g_file_new_for_path (path);
  guint failures = 0;

  cf_hot_seat_set_bot_delay (hot_seat, 60000);
  g_signal_connect (hot_seat, "save-failed", G_CALLBACK (on_save_failed), &failures);
  cf_hot_seat_set_autosave (hot_seat, impossible);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_cmpuint (failures, ==, 1);

  cf_game_set_next_roll (game, 1);
  g_assert_true (cf_game_roll (game, NULL));
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_cmpuint (failures, ==, 2);

  /* Somewhere writable: saved, and no more failures. */
  cf_hot_seat_set_autosave (hot_seat, good);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_cmpuint (failures, ==, 2);
  g_assert_true (g_file_query_exists (good, NULL));
  {
    g_autoptr(CfGame) back = cf_game_new_from_file (good, NULL);
    g_assert_nonnull (back);
    g_assert_cmpint (cf_game_get_phase (back), ==, CF_PHASE_MOVE);
  }
  cf_hot_seat_stop (hot_seat);
  g_file_delete (good, NULL, NULL);
  {
    g_autofree char *backup = g_strconcat (path, "~", NULL);
    g_remove (backup);
  }
  g_rmdir (dir);
}

static void
on_record_time (CfGame *game, guint index, gint64 *when)
{
  if (*when == 0 && cf_game_get_record (game, index)->kind == CF_RECORD_ROLL)
    *when = g_get_monotonic_time ();
}

static void
set_flag (gpointer data)
{
  *(gboolean *)data = TRUE;
}

static void
test_bots_keep_the_pace (void)
{
  /* A bot's action comes no sooner than the pace after its turn began, and
   * a new pace applies to an action already decided. */
  g_autoptr(CfGame) game = cf_test_new_table ("HBB", 5);
  g_autoptr(CfHotSeat) hot_seat = cf_hot_seat_new (game);
  gint64  began, rolled = 0;
  CfPlace square;

  cf_hot_seat_set_bot_delay (hot_seat, 300);
  cf_game_set_next_roll (game, 1);
  g_assert_true (cf_game_roll (game, NULL));
  square = g_array_index (cf_game_get_reach (game)->squares, CfPlace, 0);
  g_assert_true (cf_game_move (game, square, NULL));
  g_signal_connect (game, "record-added", G_CALLBACK (on_record_time), &rolled);
  began = g_get_monotonic_time ();
  g_assert_true (cf_game_end_turn (game, NULL));
  while (rolled == 0)
    {
      g_assert_cmpint (g_get_monotonic_time () - began, <, 60 * G_USEC_PER_SEC);
      g_main_context_iteration (NULL, TRUE);
    }
  g_assert_cmpint (rolled - began, >=, 300 * 1000);

  /* A very slow pace: the next action waits; back to no pause, it comes. */
  {
    guint    records = cf_game_get_n_records (game);
    gint64   until;
    gboolean waited = FALSE;

    cf_hot_seat_set_bot_delay (hot_seat, 600000);
    g_timeout_add_once (400, set_flag, &waited);
    while (!waited)
      g_main_context_iteration (NULL, TRUE);
    until = g_get_monotonic_time ();
    g_assert_cmpuint (cf_game_get_n_records (game), ==, records);
    cf_hot_seat_set_bot_delay (hot_seat, 0);
    while (cf_game_get_n_records (game) == records)
      {
        g_assert_cmpint (g_get_monotonic_time () - until, <, 60 * G_USEC_PER_SEC);
        g_main_context_iteration (NULL, TRUE);
      }
  }
  g_signal_handlers_disconnect_by_data (game, &rolled);
}

static void
test_leaving_raises_the_guard (void)
{
  /* Two people: Ann at the screen steps away (the window shows another
   * page) and comes back: the guard asks for her before her hand returns. */
  g_autoptr(CfGame) game = cf_test_new_table ("HHD", 3);
  g_autoptr(CfHotSeat) hot_seat = cf_hot_seat_new (game);
  g_autoptr(CfGame) alone = cf_test_new_table ("HDD", 3);
  g_autoptr(CfHotSeat) one = cf_hot_seat_new (alone);

  cf_hot_seat_set_bot_delay (hot_seat, 0);
  g_assert_cmpint (cf_hot_seat_get_guard (hot_seat), ==, 0);
  cf_hot_seat_take_seat (hot_seat);
  g_assert_cmpint (cf_hot_seat_get_viewer (hot_seat), ==, 0);

  cf_hot_seat_leave (hot_seat);
  g_assert_cmpint (cf_hot_seat_get_viewer (hot_seat), ==, -1);
  g_assert_cmpint (cf_hot_seat_get_guard (hot_seat), ==, 0);
  cf_hot_seat_take_seat (hot_seat);
  g_assert_cmpint (cf_hot_seat_get_viewer (hot_seat), ==, 0);

  /* One person with bots: nothing to hide from anybody. */
  g_assert_cmpint (cf_hot_seat_get_viewer (one), ==, 0);
  cf_hot_seat_leave (one);
  g_assert_cmpint (cf_hot_seat_get_viewer (one), ==, 0);
  g_assert_cmpint (cf_hot_seat_get_guard (one), ==, -1);
}

/* A Discover the Secrets game of @kinds (H a person, D a Detective bot)
 * where the first seat begins */
static CfGame *
new_secrets_table (const char *kinds, guint64 seed)
{
  static const char *names[] = { "Ann", "Bob", "Cat", "Dan", "Eve", "Fay" };
  g_autoptr(CfEdition) edition = cf_edition_lookup_builtin ("discover-the-secrets");
  CfSeatSetup   seats[CF_GAME_MAX_SEATS];
  CfGameOptions options = { 0 };
  guint         n = strlen (kinds);

  for (guint i = 0; i < n; i++)
    seats[i] = (CfSeatSetup){ .suspect = i,
                              .name = kinds[i] == 'H' ? names[i] : NULL,
                              .kind = kinds[i] == 'H' ? CF_PLAYER_HUMAN : CF_PLAYER_DETECTIVE };
  for (;; seed++)
    {
      g_autoptr(CfGame) game = cf_game_new_full (edition, n, seats, seed, 0, &options, NULL);

      g_assert_nonnull (game);
      if (cf_game_get_current_seat (game) == 0)
        return g_steal_pointer (&game);
    }
}

/* The first card of @category in @seat's hand, or -1 */
static int
held_of (CfGame *game, guint seat, CfCategory category)
{
  for (guint i = 0; i < game->seats[seat].hand->len; i++)
    {
      int card = g_array_index (game->seats[seat].hand, int, i);

      if (cf_edition_get_card_category (game->edition, card) == category)
        return card;
    }
  return -1;
}

/* Ann (seat 0) suggests a weapon seat 1 holds and a suspect seat 2 holds,
 * in the Hall; seat 1 holds the Keeper that refuses. Returns FALSE when the
 * deal of @game does not allow it. */
static gboolean
suggest_to_a_refuser (CfGame *game, CfHotSeat *hot_seat)
{
  int        weapon = held_of (game, 1, CF_CATEGORY_WEAPON);
  int        suspect = held_of (game, 2, CF_CATEGORY_SUSPECT);
  CfSecrets *secrets = cf_game_get_secrets (game);
  int        keeper = cf_intrigue_find_effect (secrets->intrigue, CF_KEEPER_REFUSE);

  if (weapon < 0 || suspect < 0 || held_of (game, 1, CF_CATEGORY_SUSPECT) == suspect)
    return FALSE;
  for (guint i = 0; i < secrets->deck->len; i++)
    if (g_array_index (secrets->deck, int, i) == keeper)
      g_array_remove_index (secrets->deck, i);
  g_array_append_val (secrets->seats[1].keepers, keeper);

  if (cf_hot_seat_get_guard (hot_seat) == 0)
    cf_hot_seat_take_seat (hot_seat);
  game->tokens[game->seats[0].suspect] = cf_test_place (game, "11,17");
  cf_game_set_next_roll (game, 2);
  g_assert_true (cf_game_roll (game, NULL));
  g_assert_true (cf_game_move (game, cf_test_place (game, "hall"), NULL));
  g_assert_true (cf_game_suggest (game, suspect, weapon, NULL));
  g_assert_cmpint (cf_game_get_acting_seat (game), ==, 1);
  return TRUE;
}

static gboolean
give_up_waiting (gpointer data)
{
  *(gboolean *)data = TRUE;
  return G_SOURCE_REMOVE;
}

/* Runs the main loop until @game leaves the refutation, or ten seconds */
static void
wait_for_refutation (CfGame *game)
{
  gboolean late = FALSE;
  guint    timer = g_timeout_add_seconds (10, give_up_waiting, &late);

  while (cf_game_get_phase (game) == CF_PHASE_REFUTE && !late)
    g_main_context_iteration (NULL, TRUE);
  if (!late)
    g_source_remove (timer);
}

static void
test_refusal_then_a_bot (void)
{
  /* Discover the Secrets: Bob refuses to refute ("No Comment") and a bot
   * is asked next. Nothing changes but who is asked: Bob's things leave
   * the screen at once, the bot answers, and Ann comes back to see what
   * it showed her. */
  for (guint64 seed = 1;; seed++)
    {
      g_autoptr(CfGame) game = new_secrets_table ("HHD", seed);
      g_autoptr(CfHotSeat) hot_seat = cf_hot_seat_new (game);

      cf_hot_seat_set_bot_delay (hot_seat, 0);
      if (!suggest_to_a_refuser (game, hot_seat))
        continue;
      g_assert_cmpint (cf_hot_seat_get_guard (hot_seat), ==, 1);
      cf_hot_seat_take_seat (hot_seat);
      g_assert_cmpint (cf_hot_seat_get_viewer (hot_seat), ==, 1);

      g_assert_true (cf_game_play_keeper (game, CF_KEEPER_REFUSE, -1, CF_PLACE_NONE, NULL));
      g_assert_cmpint (cf_game_get_phase (game), ==, CF_PHASE_REFUTE);
      g_assert_cmpint (cf_game_get_acting_seat (game), ==, 2);
      /* Bob is not asked any more: his hand leaves the screen. */
      g_assert_cmpint (cf_hot_seat_get_viewer (hot_seat), ==, -1);
      g_assert_cmpint (cf_hot_seat_get_guard (hot_seat), ==, -1);

      wait_for_refutation (game);
      g_assert_cmpint (cf_game_get_phase (game), ==, CF_PHASE_END);
      g_assert_cmpint (cf_hot_seat_get_guard (hot_seat), ==, 0);
      cf_hot_seat_take_seat (hot_seat);
      g_assert_nonnull (strstr (cf_hot_seat_get_note (hot_seat), "showed you"));
      return;
    }
}

static void
test_refusal_then_a_person (void)
{
  /* The other way round: a bot refuses and a person is asked next. The
   * person is called to the screen; Ann's things leave it. */
  for (guint64 seed = 1;; seed++)
    {
      g_autoptr(CfGame) game = new_secrets_table ("HDH", seed);
      g_autoptr(CfHotSeat) hot_seat = cf_hot_seat_new (game);
      CfAction refuse = { .kind = CF_ACTION_KEEPER,
                          .place = CF_PLACE_NONE,
                          .cards = { CF_KEEPER_REFUSE, -1, -1 } };

      cf_hot_seat_set_bot_delay (hot_seat, 60000); /* the bot acts only as told */
      if (!suggest_to_a_refuser (game, hot_seat))
        continue;
      g_assert_true (cf_game_apply (game, &refuse, NULL));
      g_assert_cmpint (cf_game_get_acting_seat (game), ==, 2);
      g_assert_cmpint (cf_hot_seat_get_viewer (hot_seat), ==, -1);
      g_assert_cmpint (cf_hot_seat_get_guard (hot_seat), ==, 2);
      return;
    }
}

static void
test_secrets_whole_games (void)
{
  /* Discover the Secrets with people and bots, played to the end: every
   * refusal, Keeper, look in the pool and draw after a summons is followed
   * by the right screen, and the game never stalls. */
  static const char *tables[] = { "HHD", "HDHD", "HHHD" };

  for (guint t = 0; t < G_N_ELEMENTS (tables); t++)
    for (guint64 seed = 1; seed <= 3; seed++)
      {
        g_autoptr(CfGame) game = new_secrets_table (tables[t], seed);
        g_autoptr(CfHotSeat) hot_seat = cf_hot_seat_new (game);
        Watch watch;

        watch_game (&watch, hot_seat);
        cf_hot_seat_set_bot_delay (hot_seat, 0);
        play_to_the_end (hot_seat);
        if (watch.violations > 0)
          g_error ("table %u seed %" G_GUINT64_FORMAT ": %s", t, seed, watch.why->str);
        g_assert_cmpuint (cf_game_check (game, NULL), ==, 0);
        unwatch_game (&watch);
      }
}

/* The hint line says what the person at the screen may do, from the
 * awaited decision alone: nothing while another person is called, the
 * choices of the moment once they are there, who is thinking when a bot
 * is awaited. */
static void
test_hints (void)
{
  g_autoptr(CfGame) game = cf_test_new_table ("HHB", 3);
  g_autoptr(CfHotSeat) hot_seat = cf_hot_seat_new (game);
  g_autofree char *called = NULL;
  g_autofree char *start = NULL;
  g_autofree char *rolled = NULL;
  g_autofree char *ended = NULL;

  cf_hot_seat_set_bot_delay (hot_seat, 60000);
  while (cf_game_get_awaited (game).seat != 0)
    {
      g_assert_true (cf_game_end_turn (game, NULL) || cf_game_roll (game, NULL));
      if (cf_game_get_phase (game) == CF_PHASE_MOVE)
        g_assert_true (cf_game_move (
            game, g_array_index (cf_game_get_reach (game)->squares, CfPlace, 0), NULL));
    }
  g_assert_cmpint (cf_hot_seat_get_guard (hot_seat), ==, 0);
  called = cf_hot_seat_describe_awaited (hot_seat);
  g_assert_cmpstr (called, ==, "");

  cf_hot_seat_take_seat (hot_seat);
  start = cf_hot_seat_describe_awaited (hot_seat);
  g_assert_cmpstr (start, ==, "Roll the die.");
  cf_game_set_next_roll (game, 4);
  g_assert_true (cf_game_roll (game, NULL));
  rolled = cf_hot_seat_describe_awaited (hot_seat);
  g_assert_cmpstr (rolled, ==,
                   "You rolled 4. Pick where to go on the board: click, or use the arrow keys "
                   "and Enter.");
  g_assert_true (
      cf_game_move (game, g_array_index (cf_game_get_reach (game)->squares, CfPlace, 0), NULL));
  if (cf_game_get_phase (game) == CF_PHASE_END)
    {
      ended = cf_hot_seat_describe_awaited (hot_seat);
      g_assert_cmpstr (ended, ==, "End your turn, or accuse.");
    }
  while (cf_game_get_awaited (game).seat != 2)
    {
      if (cf_hot_seat_get_guard (hot_seat) >= 0)
        cf_hot_seat_take_seat (hot_seat);
      g_assert_true (cf_game_end_turn (game, NULL) || cf_game_roll (game, NULL));
      if (cf_game_get_phase (game) == CF_PHASE_MOVE)
        g_assert_true (cf_game_move (
            game, g_array_index (cf_game_get_reach (game)->squares, CfPlace, 0), NULL));
    }
  {
    g_autofree char *thinking = cf_hot_seat_describe_awaited (hot_seat);
    g_autofree char *want = g_strdup_printf ("%s is thinking…", cf_game_get_seat_name (game, 2));

    g_assert_cmpstr (thinking, ==, want);
  }
}

static void
count_signal (guint *n)
{
  (*n)++;
}

static void
assert_player (CfHotSeat *hot_seat, guint seat, const char *want)
{
  g_autofree char *said = cf_hot_seat_describe_player (hot_seat, seat);

  g_assert_cmpstr (said, ==, want);
}

/* The Players list says who plays each seat and where they are: at this
 * screen, at another computer (not joined yet, away), a computer player
 * (also one that took the seat of someone away), and what the game waits
 * for: whose turn, who accused wrongly, who solved the case. */
static void
test_players (void)
{
  g_autoptr(CfGame) game = cf_test_new_table ("HHHB", 3);
  g_autoptr(CfHotSeat) hot_seat = cf_hot_seat_new (game);
  guint    changed = 0;
  guint    current;
  CfAction accuse = { .kind = CF_ACTION_ACCUSE, .place = CF_PLACE_NONE };

  cf_hot_seat_set_bot_delay (hot_seat, 60000);
  g_signal_connect_swapped (hot_seat, "players-changed", G_CALLBACK (count_signal), &changed);
  cf_hot_seat_set_remote (hot_seat, 2, TRUE);
  g_assert_cmpuint (changed, ==, 1);
  current = cf_game_get_current_seat (game);
  g_assert_cmpuint (current, ==, 0);
  assert_player (hot_seat, 0, "At this screen · Their turn");
  assert_player (hot_seat, 1, "At this screen");
  assert_player (hot_seat, 2, "Not joined yet");
  assert_player (hot_seat, 3, "Computer player (Beginner)");

  cf_hot_seat_set_presence (hot_seat, 2, CF_PRESENCE_HERE);
  assert_player (hot_seat, 2, "At another computer");
  cf_hot_seat_set_presence (hot_seat, 2, CF_PRESENCE_AWAY);
  assert_player (hot_seat, 2, "Away: the connection dropped");
  g_assert_cmpuint (changed, ==, 3);
  cf_hot_seat_give_to_bot (hot_seat, 2, CF_PLAYER_DETECTIVE);
  assert_player (hot_seat, 2, "Computer player (Detective)");
  g_assert_cmpuint (changed, ==, 4);

  /* A wrong accusation, then the right one */
  memcpy (accuse.cards, game->envelope, sizeof accuse.cards);
  accuse.cards[0] = game->envelope[0] == cf_test_card (game, "plum") ? cf_test_card (game, "green")
                                                                     : cf_test_card (game, "plum");
  cf_hot_seat_take_seat (hot_seat);
  g_assert_true (cf_game_apply (game, &accuse, NULL));
  assert_player (hot_seat, 0, "At this screen · Accused wrongly");
  assert_player (hot_seat, 1, "At this screen · Their turn");
  memcpy (accuse.cards, game->envelope, sizeof accuse.cards);
  cf_hot_seat_take_seat (hot_seat);
  g_assert_true (cf_game_apply (game, &accuse, NULL));
  assert_player (hot_seat, 1, "At this screen · Solved the case");
  assert_player (hot_seat, 0, "At this screen");
}

/* Headless games at one screen in every edition, Keepers on and off, two
 * to six scripted people among bots (casefile-cli simulate --seats
 * person,…): no game stalls, and the referee of the screen finds nothing
 * of a person shown while another is awaited. (Following only the phase
 * and the current seat, a third of these games stalled.) */
static void
test_simulated_people (void)
{
  g_autoptr(GListModel) editions = cf_edition_get_builtin (NULL);
  static const char *tables[] = { "HHD", "HDHM", "HHHHH", "DHBHMH", "HHHHHH" };
  guint              games = 0;

  for (guint e = 0; e < g_list_model_get_n_items (editions); e++)
    for (guint t = 0; t < G_N_ELEMENTS (tables); t++)
      for (guint keepers = 0; keepers < 2; keepers++)
        {
          g_autoptr(CfEdition) edition = g_list_model_get_item (editions, e);
          g_autoptr(CfBoard) board = cf_board_lookup_builtin (edition);
          const CfRules *rules = cf_edition_get_rules (edition);
          CfGameOptions  options = { .no_keepers = keepers == 1 };
          CfPlayerKind   kinds[CF_GAME_MAX_SEATS];
          guint          n = strlen (tables[t]);

          if (board == NULL || n < rules->min_players || n > rules->max_players ||
              (keepers == 1 && cf_edition_get_intrigue (edition) == NULL))
            continue;
          for (guint i = 0; i < n; i++)
            kinds[i] = tables[t][i] == 'H'   ? CF_PLAYER_HUMAN
                       : tables[t][i] == 'B' ? CF_PLAYER_BEGINNER
                       : tables[t][i] == 'D' ? CF_PLAYER_DETECTIVE
                                             : CF_PLAYER_MASTER;
          for (guint64 seed = 1; seed <= 3; seed++)
            {
              g_autoptr(GError) error = NULL;
              CfSimulation sim;

              g_assert_true (cf_simulate_hot_seat_game (edition, n, kinds, &options, seed * 31 + t,
                                                        300, &sim, &error));
              g_assert_no_error (error);
              if (sim.stalled || sim.privacy_violations > 0 || sim.violations > 0)
                g_error ("%s, %s, seed %" G_GUINT64_FORMAT ": %s", cf_edition_get_id (edition),
                         tables[t], seed, (const char *)sim.problems->pdata[0]);
              cf_simulation_clear (&sim);
              games++;
            }
        }
  g_test_message ("%u games", games);
  g_assert_cmpuint (games, >, 60);
}

/* A seat's view: what the game awaits of it is its choices, 0 while
 * another is awaited; its private line is its own, and the hot seat shows
 * one view, the viewer's, or none while the guard is up. */
/* What the page draws the table from: the game's public side, told after
 * the screen has passed (so nothing drawn on a notification can be of the
 * person who just left), and no hand, envelope or pool before they are
 * public. */
typedef struct
{
  CfHotSeat *hot_seat;
  guint      awaited_told;
  guint      shown_while_told; /* notifications heard while a view was shown of
                                * a seat not awaited */
  guint moves;
} TableWatch;

static void
on_table_awaited (CfPublicView *table, GParamSpec *pspec, TableWatch *watch)
{
  CfSeatView *shown = cf_hot_seat_get_shown_view (watch->hot_seat);

  watch->awaited_told++;
  if (shown != NULL &&
      (int)cf_seat_view_get_seat (shown) != cf_public_view_get_awaited (table).seat)
    watch->shown_while_told++;
}

static void
on_table_token_moved (CfPublicView *table,
                      int           suspect,
                      CfPlace       from,
                      CfPlace       to,
                      gboolean      summoned,
                      TableWatch   *watch)
{
  g_assert_cmpint (cf_public_view_get_token (table, suspect), ==, to);
  watch->moves++;
}

static void
test_public_view (void)
{
  g_autoptr(CfGame) game = cf_test_new_table ("HHB", 4);
  g_autoptr(CfHotSeat) hot_seat = cf_hot_seat_new (game);
  CfPublicView *table = cf_hot_seat_get_table (hot_seat);
  TableWatch    watch = { hot_seat, 0, 0, 0 };
  const int    *envelope;
  int           answer[3];
  guint         story_lines;

  cf_hot_seat_set_bot_delay (hot_seat, 60000);
  g_signal_connect (table, "notify::awaited", G_CALLBACK (on_table_awaited), &watch);
  g_signal_connect (table, "token-moved", G_CALLBACK (on_table_token_moved), &watch);
  g_assert_true (cf_public_view_get_edition (table) == cf_game_get_edition (game));
  g_assert_cmpuint (cf_public_view_get_n_seats (table), ==, 3);
  g_assert_cmpstr (cf_public_view_get_seat_name (table, 1), ==, "Bob");
  story_lines = g_list_model_get_n_items (G_LIST_MODEL (cf_public_view_get_story (table)));
  g_assert_null (cf_public_view_get_envelope (table));
  g_assert_null (cf_public_view_describe_pool (table));
  for (guint i = 0; i < 3; i++)
    g_assert_null (cf_public_view_describe_hand (table, i));

  /* Ann rolls and moves, in front of everyone; then Bob is awaited */
  g_assert_cmpstr (cf_hot_seat_get_turn (hot_seat), ==, "Ann’s turn");
  g_assert_cmpstr (cf_hot_seat_get_hint (hot_seat), ==, "");
  cf_hot_seat_take_seat (hot_seat);
  /* The screen's lines follow who is at it */
  g_assert_cmpstr (cf_hot_seat_get_turn (hot_seat), ==, "Your turn");
  g_assert_true (strstr (cf_hot_seat_get_hint (hot_seat), "oll") != NULL);
  cf_game_set_next_roll (game, 3);
  g_assert_true (cf_game_roll (game, NULL));
  g_assert_cmpuint (cf_public_view_get_roll (table), ==, 3);
  g_assert_true (cf_public_view_get_reach (table) == cf_game_get_reach (game));
  g_assert_true (
      cf_game_move (game, g_array_index (cf_game_get_reach (game)->squares, CfPlace, 0), NULL));
  g_assert_cmpuint (watch.moves, ==, 1);
  g_assert_true (cf_game_end_turn (game, NULL));
  g_assert_cmpint (cf_public_view_get_awaited (table).seat, ==, 1);
  g_assert_cmpuint (cf_public_view_get_current_seat (table), ==, 1);
  g_assert_cmpstr (cf_hot_seat_get_turn (hot_seat), ==, "Bob’s turn");
  g_assert_cmpstr (cf_hot_seat_get_hint (hot_seat), ==, "");
  g_assert_cmpuint (watch.awaited_told, >=, 2);
  g_assert_cmpuint (watch.shown_while_told, ==, 0);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (cf_public_view_get_story (table))), >,
                    story_lines);
  for (guint i = 0; i < 3; i++)
    g_assert_null (cf_public_view_describe_hand (table, i));

  /* Bob solves it: now the envelope and every hand are for everyone */
  cf_hot_seat_take_seat (hot_seat);
  {
    /* The envelope: the one card of each category in no hand */
    CfEdition *edition = cf_game_get_edition (game);
    gboolean   held[64] = { FALSE };

    for (guint i = 0; i < 3; i++)
      {
        CfCaseLog *log = cf_game_get_case_log (game, i);

        for (guint c = 0; c < cf_case_log_get_n_my_cards (log); c++)
          held[cf_case_log_get_my_card (log, c)] = TRUE;
      }
    for (guint c = 0; c < cf_edition_get_n_cards (edition); c++)
      if (!held[c])
        answer[cf_edition_get_card_category (edition, c)] = c;
  }
  g_assert_true (cf_game_accuse (game, answer[0], answer[1], answer[2], NULL));
  envelope = cf_game_get_envelope (game);
  g_assert_cmpint (cf_public_view_get_phase (table), ==, CF_PHASE_OVER);
  g_assert_cmpstr (cf_hot_seat_get_turn (hot_seat), ==, "Game Over");
  g_assert_cmpint (cf_public_view_get_winner (table), ==, 1);
  g_assert_nonnull (cf_public_view_get_envelope (table));
  g_assert_cmpmem (cf_public_view_get_envelope (table), 3 * sizeof (int), envelope,
                   3 * sizeof (int));
  for (guint i = 0; i < 3; i++)
    {
      g_autofree char *held = cf_public_view_describe_hand (table, i);

      g_assert_nonnull (held);
      g_assert_true (strstr (held, cf_game_get_seat_name (game, i)) != NULL);
    }
  g_assert_cmpint (cf_public_view_get_awaited (table).seat, ==, -1);
  g_assert_cmpuint (watch.shown_while_told, ==, 0);
}

static void
test_seat_views (void)
{
  g_autoptr(CfGame) game = cf_test_new_table ("HHB", 4);
  g_autoptr(CfHotSeat) hot_seat = cf_hot_seat_new (game);
  g_autoptr(CfSeatView) ann = NULL;
  g_autoptr(CfSeatView) bob = NULL;

  cf_hot_seat_set_bot_delay (hot_seat, 60000);
  g_assert_cmpint (cf_game_get_awaited (game).seat, ==, 0);
  g_assert_null (cf_hot_seat_get_shown_view (hot_seat));
  cf_hot_seat_take_seat (hot_seat);
  ann = g_object_ref (cf_hot_seat_get_shown_view (hot_seat));
  g_assert_cmpuint (cf_seat_view_get_seat (ann), ==, 0);
  g_assert_cmpstr (cf_seat_view_get_name (ann), ==, "Ann");
  g_assert_cmpuint (cf_seat_view_get_n_cards (ann), ==,
                    cf_case_log_get_n_my_cards (cf_game_get_case_log (game, 0)));
  g_assert_true (cf_seat_view_get_choices (ann) & CF_CHOICE_ROLL);
  g_assert_true (cf_seat_view_get_choices (ann) & CF_CHOICE_ACCUSE);
  {
    /* As typed properties, for bindings in templates */
    CfChoices choices;
    CfPhase   phase;

    g_object_get (ann, "choices", &choices, NULL);
    g_object_get (game, "phase", &phase, NULL);
    g_assert_cmpuint (choices, ==, cf_seat_view_get_choices (ann));
    g_assert_cmpint (phase, ==, CF_PHASE_START);
    g_assert_true (G_TYPE_IS_FLAGS (G_PARAM_SPEC_VALUE_TYPE (
        g_object_class_find_property (G_OBJECT_GET_CLASS (ann), "choices"))));
    g_assert_true (G_TYPE_IS_ENUM (G_PARAM_SPEC_VALUE_TYPE (
        g_object_class_find_property (G_OBJECT_GET_CLASS (game), "phase"))));
  }

  /* Ann's turn ends: her view is no longer asked anything, nor shown */
  cf_game_set_next_roll (game, 2);
  g_assert_true (cf_game_roll (game, NULL));
  g_assert_cmpuint (cf_seat_view_get_choices (ann), ==, CF_CHOICE_MOVE | CF_CHOICE_ACCUSE);
  g_assert_true (
      cf_game_move (game, g_array_index (cf_game_get_reach (game)->squares, CfPlace, 0), NULL));
  g_assert_true (cf_game_end_turn (game, NULL));
  /* (A line of Ann's that waits, set after her turn ended) */
  cf_seat_view_set_note (ann, "for Ann only");
  g_assert_cmpuint (cf_seat_view_get_choices (ann), ==, 0);
  g_assert_null (cf_hot_seat_get_shown_view (hot_seat));
  g_assert_null (cf_hot_seat_get_note (hot_seat));
  g_assert_cmpint (cf_hot_seat_get_guard (hot_seat), ==, 1);

  cf_hot_seat_take_seat (hot_seat);
  bob = g_object_ref (cf_hot_seat_get_shown_view (hot_seat));
  g_assert_true (bob != ann);
  g_assert_cmpuint (cf_seat_view_get_seat (bob), ==, 1);
  g_assert_true (cf_seat_view_get_choices (bob) & CF_CHOICE_ROLL);
  g_assert_null (cf_seat_view_get_note (bob));
  g_assert_null (cf_hot_seat_get_note (hot_seat));
  g_assert_cmpstr (cf_seat_view_get_note (ann), ==, "for Ann only");

  /* A view acts only for its seat, and only when the game waits for it */
  {
    CfAction roll = { .kind = CF_ACTION_ROLL, .place = CF_PLACE_NONE, .cards = { -1, -1, -1 } };
    g_autoptr(GError) error = NULL;
    g_autoptr(GArray) none = cf_seat_view_get_refute_choices (ann);
    guint records = cf_game_get_n_records (game);

    g_assert_false (cf_seat_view_act (ann, &roll, &error));
    g_assert_error (error, CF_ERROR, CF_ERROR_INVALID);
    g_assert_cmpuint (cf_game_get_n_records (game), ==, records);
    g_assert_cmpuint (none->len, ==, 0);
    g_assert_false (cf_seat_view_can_play_keeper (ann, CF_KEEPER_REFUSE));
    g_assert_true (cf_seat_view_act (bob, &roll, NULL));
    g_assert_cmpuint (cf_seat_view_get_choices (bob) & CF_CHOICE_MOVE, !=, 0);
  }
}

/* ---------------------------------------------------------------- told */

static void
on_told (CfSeatView *view, const char *sentence, GPtrArray *heard)
{
  g_ptr_array_add (heard, g_strdup (sentence));
}

static guint
count_heard (GPtrArray *heard, const char *sentence)
{
  guint n = 0;

  for (guint i = 0; i < heard->len; i++)
    n += g_strcmp0 (g_ptr_array_index (heard, i), sentence) == 0;
  return n;
}

static gboolean
heard_containing (GPtrArray *heard, const char *part)
{
  for (guint i = 0; i < heard->len; i++)
    if (strstr (g_ptr_array_index (heard, i), part) != NULL)
      return TRUE;
  return FALSE;
}

/* Every line of the story since @first reached @heard exactly once, in order */
static void
assert_heard_story (CfGame *game, guint first, GPtrArray *heard)
{
  guint at = 0;

  for (guint r = first; r < cf_game_get_n_records (game); r++)
    {
      g_autofree char *line = cf_game_describe_record (game, r);

      /* Lines repeat in a game ("Ann's turn"), so look from the last match on */
      while (at < heard->len && g_strcmp0 (g_ptr_array_index (heard, at), line) != 0)
        at++;
      g_assert_cmpuint (at, <, heard->len);
      at++;
    }
}

static void
test_told_own_events (void)
{
  /* Ann suggests a card Bob holds; Bob shows it. Each hears the whole
   * public story once, and only Ann hears which card; Bob hears what he
   * showed; the bot's seat has no stream at all. */
  g_autoptr(CfEdition) edition = cf_edition_lookup_builtin ("classic");
  g_autoptr(CfGame) game = NULL;
  g_autoptr(CfHotSeat) hot_seat = NULL;
  g_autoptr(GPtrArray) ann_heard = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) bob_heard = g_ptr_array_new_with_free_func (g_free);
  CfSeatView      *ann, *bob;
  int              bob_suspect = -1;
  guint            ann_from, bob_from;
  g_autofree char *shown_to_ann = NULL;
  g_autofree char *bob_showed = NULL;

  game = deal_bob_a_suspect (edition, &bob_suspect);
  hot_seat = cf_hot_seat_new (game);
  cf_hot_seat_set_bot_delay (hot_seat, 0);

  cf_hot_seat_take_seat (hot_seat);
  ann = cf_hot_seat_get_shown_view (hot_seat);
  g_signal_connect (ann, "told", G_CALLBACK (on_told), ann_heard);
  ann_from = cf_game_get_n_records (game);
  g_assert_true (cf_game_take_passage (game, NULL));
  g_assert_true (heard_containing (ann_heard, "took a secret passage"));
  /* What the game asks of her now, in the hint's words */
  g_assert_true (heard_containing (ann_heard, "make a suggestion"));
  g_assert_true (cf_game_suggest (
      game, bob_suspect, cf_edition_get_first_card_of (edition, CF_CATEGORY_WEAPON), NULL));
  cf_hot_seat_take_seat (hot_seat);
  bob = cf_hot_seat_get_shown_view (hot_seat);
  g_assert_true (bob != ann);
  g_signal_connect (bob, "told", G_CALLBACK (on_told), bob_heard);
  bob_from = cf_game_get_n_records (game);
  g_assert_true (cf_game_show_card (game, bob_suspect, NULL));
  cf_hot_seat_take_seat (hot_seat);
  g_assert_true (cf_game_end_turn (game, NULL));

  shown_to_ann =
      g_strdup_printf ("Bob showed you %s", cf_edition_get_card_name (edition, bob_suspect));
  bob_showed =
      g_strdup_printf ("You showed %s to Ann", cf_edition_get_card_name (edition, bob_suspect));
  g_assert_cmpuint (count_heard (ann_heard, shown_to_ann), ==, 1);
  g_assert_cmpuint (count_heard (bob_heard, shown_to_ann), ==, 0);
  g_assert_cmpuint (count_heard (bob_heard, bob_showed), ==, 1);
  g_assert_cmpuint (count_heard (ann_heard, bob_showed), ==, 0);
  g_assert_cmpuint (count_heard (ann_heard, "Bob showed a card to Ann"), ==, 1);
  g_assert_cmpuint (count_heard (bob_heard, "Bob showed a card to Ann"), ==, 1);
  /* Only the refuter is asked to show a card */
  g_assert_false (heard_containing (ann_heard, "Show Ann"));
  assert_heard_story (game, ann_from, ann_heard);
  assert_heard_story (game, bob_from, bob_heard);
  g_signal_handlers_disconnect_by_data (ann, ann_heard);
  g_signal_handlers_disconnect_by_data (bob, bob_heard);
}

static void
test_told_roll (void)
{
  /* After her roll, Ann hears the roll and what is in reach. */
  g_autoptr(CfGame) game = cf_test_new_table ("HBB", 4);
  g_autoptr(CfHotSeat) hot_seat = cf_hot_seat_new (game);
  g_autoptr(GPtrArray) heard = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *reach = NULL;
  CfSeatView      *ann = cf_hot_seat_get_shown_view (hot_seat);

  g_assert_nonnull (ann);
  g_signal_connect (ann, "told", G_CALLBACK (on_told), heard);
  cf_game_set_next_roll (game, 2);
  g_assert_true (cf_game_roll (game, NULL));
  g_assert_cmpuint (count_heard (heard, "Ann rolled 2"), ==, 1);
  g_assert_true (heard_containing (heard, "You rolled 2."));
  reach = g_strdup_printf (cf_game_get_reach (game)->squares->len == 1 ? "%u square is in reach"
                                                                       : "%u squares are in reach",
                           cf_game_get_reach (game)->squares->len);
  g_assert_true (heard_containing (heard, reach));
  g_signal_handlers_disconnect_by_data (ann, heard);
}

/* The page opens its dialog to show a card when the table says the phase
 * is now to refute, which the game tells before the awaited decision: the
 * refuter's view must already offer the card then (it once offered none,
 * and a screen-reader user met a dialog without a button). */
typedef struct
{
  CfSeatView *bob;
  guint       asked;
  guint       offered;
} RefuteWatch;

static void
on_phase_for_refute (CfPublicView *table, GParamSpec *pspec, RefuteWatch *watch)
{
  g_autoptr(GArray) cards = NULL;

  if (cf_public_view_get_phase (table) != CF_PHASE_REFUTE ||
      cf_public_view_get_awaited (table).seat != 1)
    return;
  watch->asked++;
  cards = cf_seat_view_get_refute_choices (watch->bob);
  watch->offered += cards->len > 0 && (cf_seat_view_get_choices (watch->bob) & CF_CHOICE_SHOW);
}

static void
test_refute_choices_when_told (void)
{
  g_autoptr(CfEdition) edition = cf_edition_lookup_builtin ("classic");
  g_autoptr(CfGame) game = NULL;
  g_autoptr(CfHotSeat) hot_seat = NULL;
  g_autoptr(CfSeatView) bob = NULL;
  int         bob_suspect = -1;
  RefuteWatch watch = { NULL, 0, 0 };

  game = deal_bob_a_suspect (edition, &bob_suspect);
  hot_seat = cf_hot_seat_new (game);
  cf_hot_seat_set_bot_delay (hot_seat, 60000);
  bob = cf_seat_view_new (game, 1);
  watch.bob = bob;
  g_signal_connect (cf_hot_seat_get_table (hot_seat), "notify::phase",
                    G_CALLBACK (on_phase_for_refute), &watch);
  cf_hot_seat_take_seat (hot_seat);
  g_assert_true (cf_game_take_passage (game, NULL));
  g_assert_true (cf_game_suggest (
      game, bob_suspect, cf_edition_get_first_card_of (edition, CF_CATEGORY_WEAPON), NULL));
  g_assert_cmpuint (watch.asked, ==, 1);
  g_assert_cmpuint (watch.offered, ==, 1);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/casefile/hot-seat/two-people-whole-games", test_two_people_whole_games);
  g_test_add_func ("/casefile/hot-seat/one-person-never-guarded", test_one_person_never_guarded);
  g_test_add_func ("/casefile/hot-seat/bot-turn-between-people", test_bot_turn_between_people);
  g_test_add_func ("/casefile/hot-seat/refuter-guard-and-back", test_refuter_guard_and_back);
  g_test_add_func ("/casefile/hot-seat/wrong-accuser-looks", test_wrong_accuser_looks);
  g_test_add_func ("/casefile/hot-seat/private-line-goes-with-its-turn",
                   test_private_line_goes_with_its_turn);
  g_test_add_func ("/casefile/hot-seat/failed-saves-reported", test_failed_saves_reported);
  g_test_add_func ("/casefile/hot-seat/bots-keep-the-pace", test_bots_keep_the_pace);
  g_test_add_func ("/casefile/hot-seat/leaving-raises-the-guard", test_leaving_raises_the_guard);
  g_test_add_func ("/casefile/hot-seat/refusal-then-a-bot", test_refusal_then_a_bot);
  g_test_add_func ("/casefile/hot-seat/refusal-then-a-person", test_refusal_then_a_person);
  g_test_add_func ("/casefile/hot-seat/secrets-whole-games", test_secrets_whole_games);
  g_test_add_func ("/casefile/hot-seat/hints", test_hints);
  g_test_add_func ("/casefile/hot-seat/players", test_players);
  g_test_add_func ("/casefile/hot-seat/seat-views", test_seat_views);
  g_test_add_func ("/casefile/hot-seat/told-own-events", test_told_own_events);
  g_test_add_func ("/casefile/hot-seat/told-roll", test_told_roll);
  g_test_add_func ("/casefile/hot-seat/public-view", test_public_view);
  g_test_add_func ("/casefile/hot-seat/refute-choices-when-told", test_refute_choices_when_told);
  g_test_add_func ("/casefile/hot-seat/simulated-people", test_simulated_people);
  return g_test_run ();
}
