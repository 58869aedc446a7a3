/* test-secrets.c: Discover the Secrets, rule by rule: the pool, the "?"
 * squares and die face, rumors, the Intrigue deck and every Keeper. Each
 * test quotes the sentence of the rule text (or of the Keeper list, which
 * is not confirmed) it checks.
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <stdlib.h>
#include <string.h>

#include <json-glib/json-glib.h>

#include "casefile-core.h"
#include "cf-secrets-private.h" /* to set up a moment of a game: tokens, the deck, Keepers */
#include "cf-test-game.h"

static CfEdition *
secrets (void)
{
  CfEdition *e = cf_edition_lookup_builtin ("discover-the-secrets");

  g_assert_nonnull (e);
  return e;
}

/* A game of @n people playing the first @n guests */
static CfGame *
new_game (guint n, guint64 seed, gboolean no_keepers)
{
  CfSeatSetup   seats[CF_GAME_MAX_SEATS];
  CfGameOptions options = { .no_keepers = no_keepers };
  g_autoptr(GError) error = NULL;
  CfGame *game;

  for (guint i = 0; i < n; i++)
    seats[i] = (CfSeatSetup){ .suspect = i, .name = NULL, .kind = CF_PLAYER_HUMAN };
  game = cf_game_new_full (secrets (), n, seats, seed, 0, &options, &error);
  g_assert_no_error (error);
  return game;
}

static CfSecrets *
secrets_of (CfGame *game)
{
  CfSecrets *secrets = cf_game_get_secrets (game);

  g_assert_nonnull (secrets);
  return secrets;
}

static CfSeat *
current (CfGame *game)
{
  return &game->seats[game->current];
}

/* The current seat's token stands at @where */
static void
put (CfGame *game, const char *where)
{
  game->tokens[current (game)->suspect] = cf_test_place (game, where);
}

/* The next Intrigue cards drawn, in order; the rest of the deck stays */
static void
stack_deck (CfGame *game, const int *cards, guint n)
{
  for (guint i = n; i-- > 0;)
    g_array_append_val (secrets_of (game)->deck, cards[i]);
}

static void
give_keeper (CfGame *game, guint seat, CfKeeperEffect effect)
{
  int keeper = cf_intrigue_find_effect (cf_game_get_intrigue (game), effect);

  g_assert_cmpint (keeper, >=, 0);
  /* Out of the deck, as if drawn */
  for (guint i = 0; i < secrets_of (game)->deck->len; i++)
    if (g_array_index (secrets_of (game)->deck, int, i) == keeper)
      {
        g_array_remove_index (secrets_of (game)->deck, i);
        break;
      }
  g_array_append_val (secrets_of (game)->seats[seat].keepers, keeper);
}

/* Every Keeper of the edition, one to a seat round the table */
static void
give_every_keeper (CfGame *game)
{
  const CfIntrigue *intrigue = cf_game_get_intrigue (game);

  for (guint k = 0; intrigue != NULL && k < intrigue->keepers->len; k++)
    give_keeper (game, k % cf_game_get_n_seats (game),
                 g_array_index (intrigue->keepers, CfKeeper, k).effect);
}

static guint
count_reveals (CfGame *game, guint seat, int holder)
{
  CfCaseLog *log = cf_game_get_case_log (game, seat);
  guint      n = 0;

  for (guint e = 0; e < cf_case_log_get_n_events (log); e++)
    n += cf_case_log_get_event (log, e)->type == CF_EVENT_REVEAL &&
         cf_case_log_get_event (log, e)->player == holder;
  return n;
}

static CfPlace
pool (CfGame *game)
{
  return cf_board_get_pool_place (cf_game_get_board (game));
}

/* The current seat rolls @roll and moves to @where */
static void
roll_and_move (CfGame *game, guint roll, const char *where)
{
  g_autoptr(GError) error = NULL;

  cf_game_set_next_roll (game, roll);
  g_assert_true (cf_game_roll (game, &error));
  g_assert_no_error (error);
  g_assert_true (cf_game_move (game, cf_test_place (game, where), &error));
  g_assert_no_error (error);
}

/* The current seat walks into the pool from in front of one of its doors:
 * the turn's move into it, a visit */
static void
walk_into_pool (CfGame *game)
{
  CfBoard *board = cf_game_get_board (game);
  g_autoptr(GError) error = NULL;

  for (guint i = 0; i < cf_board_get_n_doors (board); i++)
    if (cf_board_get_door (board, i)->room == (int)cf_board_get_n_rooms (board))
      {
        game->tokens[current (game)->suspect] = cf_board_get_door (board, i)->outside;
        break;
      }
  cf_game_set_next_roll (game, 2);
  g_assert_true (cf_game_roll (game, &error));
  g_assert_no_error (error);
  g_assert_true (cf_game_move (game, pool (game), &error));
  g_assert_no_error (error);
  g_assert_true (cf_game_in_pool (game));
}

/* The current seat's plain turn: a short roll along the corridor (no room,
 * no "?" square), or a stay where it may stay */
static void
pass_turn (CfGame *game)
{
  CfBoard *board = cf_game_get_board (game);
  guint    seat = cf_game_get_current_seat (game);

  if (cf_game_can_roll (game))
    {
      const CfReach *reach;
      CfPlace        to = CF_PLACE_NONE;

      cf_game_set_next_roll (game, 2);
      g_assert_true (cf_game_roll (game, NULL));
      reach = cf_game_get_reach (game);
      for (guint i = 0; i < reach->squares->len && to == CF_PLACE_NONE; i++)
        if (!cf_board_is_question (board, g_array_index (reach->squares, CfPlace, i)))
          to = g_array_index (reach->squares, CfPlace, i);
      g_assert_cmpint (to, !=, CF_PLACE_NONE);
      g_assert_true (cf_game_move (game, to, NULL));
    }
  g_assert_true (cf_game_end_turn (game, NULL));
  g_assert_cmpuint (cf_game_get_current_seat (game), !=, seat);
}

/* ---------------------------------------------------------------- the object */

/* Issue 23: the mechanic is an object of its own, there only where the
 * edition has an Intrigue deck */
static void
test_object (void)
{
  g_autoptr(GListModel) editions = cf_edition_get_builtin (NULL);
  guint with = 0, without = 0;

  for (guint e = 0; e < g_list_model_get_n_items (editions); e++)
    {
      g_autoptr(CfEdition) edition = g_list_model_get_item (editions, e);
      g_autoptr(CfBoard) board = cf_board_lookup_builtin (edition);
      const CfRules *rules = cf_edition_get_rules (edition);
      CfSeatSetup    setup[CF_GAME_MAX_SEATS];
      g_autoptr(CfGame) game = NULL;
      g_autoptr(CfGame) again = NULL;
      g_autoptr(GBytes) bytes = NULL;
      CfSecrets *secrets;

      if (board == NULL)
        continue;
      for (guint i = 0; i < rules->max_players; i++)
        setup[i] = (CfSeatSetup){ .suspect = i, .kind = CF_PLAYER_HUMAN };
      game = cf_game_new_full (edition, rules->max_players, setup, 3, 0, NULL, NULL);
      g_assert_nonnull (game);
      bytes = cf_game_to_bytes (game);
      again = cf_game_new_from_bytes (bytes, NULL);
      g_assert_nonnull (again);
      secrets = cf_game_get_secrets (game);
      if (cf_edition_get_intrigue (edition) == NULL)
        {
          /* Nothing of the mechanic, and every shortcut answers so */
          g_assert_null (secrets);
          g_assert_null (cf_game_get_secrets (again));
          g_assert_null (cf_game_get_intrigue (game));
          g_assert_cmpuint (cf_game_get_n_pool_cards (game), ==, 0);
          g_assert_false (cf_game_can_draw (game));
          g_assert_false (cf_game_draw (game, NULL));
          g_assert_false (cf_game_can_play_keeper (game, CF_KEEPER_ADD_SIX));
          g_assert_null (cf_game_describe_pool (game));
          without++;
          continue;
        }
      g_assert_true (CF_IS_SECRETS (secrets));
      g_assert_true (CF_IS_SECRETS (cf_game_get_secrets (again)));
      g_assert_true (cf_secrets_get_intrigue (secrets) == cf_edition_get_intrigue (edition));
      g_assert_cmpuint (cf_secrets_get_n_intrigue_left (secrets), ==,
                        cf_game_get_n_intrigue_left (game));
      g_assert_cmpuint (cf_secrets_get_n_pool_cards (secrets), ==, cf_game_get_n_pool_cards (game));
      with++;
    }
  g_assert_cmpuint (with, >, 0);
  g_assert_cmpuint (without, >, 0);
}

typedef struct
{
  GString *said;
} Heard;

static void
heard_drawn (GObject *object, guint seat, int card, Heard *heard)
{
  g_string_append_printf (heard->said, "%s drawn %u %d; ", G_OBJECT_TYPE_NAME (object), seat, card);
}

static void
heard_played (GObject *object, guint seat, int effect, int card, Heard *heard)
{
  g_string_append_printf (heard->said, "%s played %u %d %d; ", G_OBJECT_TYPE_NAME (object), seat,
                          effect, card);
}

static void
heard_looked (CfSecrets *secrets, guint seat, guint position, Heard *heard)
{
  g_string_append_printf (heard->said, "looked %u %u; ", seat, position);
}

static void
heard_clocks (CfSecrets *secrets, GParamSpec *pspec, Heard *heard)
{
  g_string_append_printf (heard->said, "clocks %u; ", cf_secrets_get_clocks_out (secrets));
}

/* CfSecrets' own signals, each with its arguments, in a scripted game;
 * the game forwards the two it always had, first. */
static void
test_signals (void)
{
  g_autoptr(CfGame) game = new_game (4, 5, FALSE);
  CfSecrets       *secrets = secrets_of (game);
  guint            seat = cf_game_get_current_seat (game);
  int              clock = CF_INTRIGUE_CLOCK;
  Heard            heard = { g_string_new (NULL) };
  g_autofree char *expected = NULL;

  g_signal_connect (game, "intrigue-drawn", G_CALLBACK (heard_drawn), &heard);
  g_signal_connect (secrets, "intrigue-drawn", G_CALLBACK (heard_drawn), &heard);
  g_signal_connect (game, "keeper-played", G_CALLBACK (heard_played), &heard);
  g_signal_connect (secrets, "keeper-played", G_CALLBACK (heard_played), &heard);
  g_signal_connect (secrets, "pool-looked", G_CALLBACK (heard_looked), &heard);
  g_signal_connect (secrets, "notify::clocks-out", G_CALLBACK (heard_clocks), &heard);

  /* A draw a summons allows: a Clock, laid out */
  stack_deck (game, &clock, 1);
  secrets->seats[seat].may_draw = TRUE;
  g_assert_true (cf_secrets_can_draw (secrets));
  g_assert_true (cf_secrets_draw (secrets, NULL));
  g_assert_cmpuint (cf_secrets_get_clocks_out (secrets), ==, 1);

  /* A Keeper that adds 6 to the roll, in front of a door of the pool */
  give_keeper (game, seat, CF_KEEPER_ADD_SIX);
  for (guint i = 0; i < cf_board_get_n_doors (game->board); i++)
    if (cf_board_get_door (game->board, i)->room == 9)
      game->tokens[current (game)->suspect] = cf_board_get_door (game->board, i)->outside;
  cf_game_set_next_roll (game, 3);
  g_assert_true (cf_game_roll (game, NULL));
  g_assert_true (cf_secrets_play_keeper (secrets, CF_KEEPER_ADD_SIX, -1, CF_PLACE_NONE, NULL));
  g_assert_cmpuint (cf_game_get_roll (game), ==, 9);

  /* Into the pool, and a look at its first card */
  g_assert_true (cf_game_move (game, pool (game), NULL));
  g_assert_true (cf_secrets_look (secrets, 0, NULL));
  g_assert_cmpint (cf_secrets_get_pool_card_seen (secrets, seat, 0), ==,
                   g_array_index (secrets->pool, int, 0));

  expected = g_strdup_printf ("CfGame drawn %u -1; CfSecrets drawn %u -1; clocks 1; "
                              "CfGame played %u %d -1; CfSecrets played %u %d -1; looked %u 0; ",
                              seat, seat, seat, CF_KEEPER_ADD_SIX, seat, CF_KEEPER_ADD_SIX, seat);
  g_assert_cmpstr (heard.said->str, ==, expected);
  g_string_free (heard.said, TRUE);
}

/* ---------------------------------------------------------------- set-up */

/* "deal them face down, so that each player has the same number. Place any
 * extra Rumor cards face down in the pool." "Place the weapons in the
 * pool. Roll the dice. High roller goes first." */
static void
test_setup (void)
{
  for (guint n = 3; n <= 6; n++)
    for (guint64 seed = 1; seed <= 20; seed++)
      {
        g_autoptr(CfGame) game = new_game (n, seed, FALSE);
        int   best = -1, previous = G_MAXINT;
        guint best_seats = 0;

        g_assert_cmpuint (cf_game_get_n_pool_cards (game), ==, 21 % n);
        for (guint i = 0; i < n; i++)
          {
            g_assert_cmpuint (game->seats[i].hand->len, ==, 21 / n);
            g_assert_cmpuint (cf_case_log_get_set_aside (cf_game_get_case_log (game, i)), ==,
                              21 % n);
          }
        for (guint w = 0; w < 9; w++)
          g_assert_cmpint (cf_game_get_weapon_room (game, w), ==, 9);
        g_assert_cmpuint (cf_game_get_n_intrigue_left (game), ==, 20);
        g_assert_cmpuint (cf_game_check (game, NULL), ==, 0);

        /* The last round of rolls (seats roll in order; those tied for
         * the highest roll again) has one highest: that seat begins */
        for (guint i = cf_game_get_n_records (game); i-- > 0;)
          {
            const CfRecord *r = cf_game_get_record (game, i);

            if (r->kind != CF_RECORD_HIGH_ROLL)
              continue;
            if (r->seat >= previous)
              break;
            previous = r->seat;
            g_assert_cmpint (r->value, >=, 2);
            g_assert_cmpint (r->value, <=, 12);
            if (r->value > best)
              {
                best = r->value;
                best_seats = 0;
              }
            if (r->value == best)
              best_seats |= 1u << r->seat;
          }
        g_assert_cmpuint (best_seats, ==, 1u << cf_game_get_current_seat (game));
      }
}

/* A table may play without Keepers: the deck is then the 8 Clocks. */
static void
test_no_keepers (void)
{
  g_autoptr(CfGame) game = new_game (4, 3, TRUE);
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(CfGame) again = NULL;

  g_assert_false (cf_game_get_keepers_enabled (game));
  g_assert_cmpuint (cf_game_get_n_intrigue_left (game), ==, 8);
  for (guint i = 0; i < secrets_of (game)->deck->len; i++)
    g_assert_cmpint (g_array_index (secrets_of (game)->deck, int, i), ==, CF_INTRIGUE_CLOCK);
  bytes = cf_game_to_bytes (game);
  again = cf_game_new_from_bytes (bytes, NULL);
  g_assert_nonnull (again);
  g_assert_false (cf_game_get_keepers_enabled (again));
}

/* ---------------------------------------------------------------- moving */

/* "If you land on a space with a question mark, STOP MOVING and draw an
 * Intrigue Card." */
static void
test_question_square (void)
{
  g_autoptr(CfGame) game = new_game (3, 1, FALSE);
  const CfReach *reach;
  guint          left = cf_game_get_n_intrigue_left (game);
  gboolean       past = FALSE, on = FALSE;
  int            keeper = 0;

  stack_deck (game, &keeper, 1);
  left++;
  put (game, "12,6");
  cf_game_set_next_roll (game, 2);
  g_assert_true (cf_game_roll (game, NULL));
  reach = cf_game_get_reach (game);
  /* 12,8 is two steps on, through the "?" at 12,7: out of reach */
  for (guint i = 0; i < reach->squares->len; i++)
    {
      CfPlace p = g_array_index (reach->squares, CfPlace, i);
      past = past || p == cf_test_place (game, "12,8");
      on = on || p == cf_test_place (game, "12,7");
    }
  g_assert_true (on);
  g_assert_false (past);

  g_assert_true (cf_game_move (game, cf_test_place (game, "12,7"), NULL));
  g_assert_cmpuint (cf_game_get_n_intrigue_left (game), ==, left - 1);
  g_assert_cmpuint (cf_game_get_n_keepers (game, game->current), ==, 1);
  g_assert_cmpint (cf_game_get_phase (game), ==, CF_PHASE_END);
}

static void
count_draw (CfGame *game, guint seat, int card, guint *draws)
{
  (*draws)++;
}

/* "If one of the dice shows a Question Mark, immediately draw an Intrigue
 * card." Casefile's reading: the second die shows "?" for its 1. */
static void
test_question_face (void)
{
  g_autoptr(CfGame) game = new_game (3, 2, FALSE);
  guint draws = 0, questions = 0, rolls = 600;

  g_signal_connect (game, "intrigue-drawn", G_CALLBACK (count_draw), &draws);
  for (guint i = 0; i < rolls; i++)
    {
      guint before = draws;
      int   keeper = 0;

      /* Keepers only: a draw never murders here */
      g_array_set_size (secrets_of (game)->deck, 0);
      stack_deck (game, &keeper, 1);
      g_array_set_size (secrets_of (game)->seats[cf_game_get_current_seat (game)].keepers, 0);
      put (game, "7,12");
      game->phase = CF_PHASE_START;
      game->moved = FALSE;
      g_assert_true (cf_game_roll (game, NULL));
      if (cf_game_get_last_roll_question (game))
        {
          questions++;
          g_assert_cmpuint (draws, ==, before + 1);
          /* The "?" counts as a 1: two dice of which one shows 1 */
          g_assert_cmpuint (cf_game_get_roll (game), >=, 2);
          g_assert_cmpuint (cf_game_get_roll (game), <=, 7);
        }
      else
        g_assert_cmpuint (draws, ==, before);
    }
  /* One face in six */
  g_assert_cmpuint (questions, >, rolls / 10);
  g_assert_cmpuint (questions, <, rolls / 4);
}

/* "On your turn you must move out of a room unless you were moved there
 * during a Rumor." */
static void
test_must_leave_room (void)
{
  g_autoptr(CfGame) game = new_game (3, 3, FALSE);

  put (game, "hall");
  g_assert_true (cf_game_can_roll (game));
  g_assert_false (cf_game_can_end_turn (game));
  g_assert_false (cf_game_can_suggest (game));
  game->summoned[current (game)->suspect] = TRUE;
  g_assert_true (cf_game_can_suggest (game));
}

/* ---------------------------------------------------------------- rumors and the pool */

/* "If after moving, you are in a room (not the pool), you may Start A
 * Rumor ... Your turn is over." "When you think you've figured out which
 * three cards are in the envelope, go to the pool to Make An Accusation." */
static void
test_rumor_ends_turn (void)
{
  g_autoptr(CfGame) game = new_game (3, 4, FALSE);

  put (game, "hall");
  g_assert_false (cf_game_can_accuse (game)); /* not in the pool */
  put (game, "11,17");                        /* in front of the Hall's door */
  roll_and_move (game, 3, "hall");
  g_assert_cmpint (cf_game_get_phase (game), ==, CF_PHASE_SUGGEST);
  g_assert_false (cf_game_can_accuse (game));
  g_assert_true (cf_game_can_end_turn (game)); /* the rumor may be left */
  g_assert_true (
      cf_game_suggest (game, cf_test_card (game, "plum"), cf_test_card (game, "axe"), NULL));
  if (cf_game_get_phase (game) == CF_PHASE_REFUTE)
    {
      g_autoptr(GArray) choices = cf_game_get_refute_choices (game);
      g_assert_true (cf_game_show_card (game, g_array_index (choices, int, 0), NULL));
    }
  g_assert_cmpint (cf_game_get_phase (game), ==, CF_PHASE_END);
  g_assert_false (cf_game_can_accuse (game));
  g_assert_false (cf_game_can_suggest (game));
  g_assert_false (cf_game_can_roll (game));
  g_assert_true (cf_game_can_end_turn (game));
}

/* The pool: no rumor there; a look at the face-down cards (each look a
 * reveal in that seat's log only) or an accusation. */
static void
test_pool (void)
{
  g_autoptr(CfGame) game = new_game (4, 5, FALSE); /* 21 = 4 × 5 + 1 in the pool */
  guint seat = cf_game_get_current_seat (game), other = (seat + 1) % 4;
  guint door_square = 0;
  int   in_pool = g_array_index (secrets_of (game)->pool, int, 0);

  /* In front of one of the pool's doors */
  for (guint i = 0; i < cf_board_get_n_doors (game->board); i++)
    if (cf_board_get_door (game->board, i)->room == 9)
      door_square = cf_board_get_door (game->board, i)->outside;
  game->tokens[current (game)->suspect] = door_square;
  cf_game_set_next_roll (game, 2);
  g_assert_true (cf_game_roll (game, NULL));
  g_assert_true (cf_game_move (game, pool (game), NULL));
  g_assert_true (cf_game_in_pool (game));
  g_assert_cmpint (cf_game_get_phase (game), ==, CF_PHASE_END);
  g_assert_false (cf_game_can_suggest (game));
  g_assert_true (cf_game_can_accuse (game));

  g_assert_cmpint (cf_game_get_pool_card_seen (game, seat, 0), ==, -1);
  g_assert_true (cf_game_can_look (game, 0));
  g_assert_false (cf_game_can_look (game, 1));
  g_assert_true (cf_game_look (game, 0, NULL));
  g_assert_cmpint (cf_game_get_pool_card_seen (game, seat, 0), ==, in_pool);
  g_assert_cmpint (cf_game_get_pool_card_seen (game, other, 0), ==, -1);
  g_assert_cmpuint (count_reveals (game, seat, CF_SET_ASIDE), ==, 1);
  g_assert_cmpuint (count_reveals (game, other, CF_SET_ASIDE), ==, 0);
  g_assert_false (cf_game_can_look (game, 0));
  g_assert_cmpuint (cf_game_check (game, NULL), ==, 0);

  /* At the end, the pool's card is told with the hands */
  {
    g_autofree char *told = cf_game_describe_pool (game);
    g_autoptr(CfGame) three = new_game (3, 5, FALSE);

    g_assert_nonnull (strstr (told, cf_edition_get_card_name (game->edition, in_pool)));
    g_assert_null (cf_game_describe_pool (three)); /* 21 cards over three: none left */
  }
}

static gboolean
says (const char *text, const char *part)
{
  if (text != NULL && strstr (text, part) != NULL)
    return TRUE;
  g_test_message ("“%s” does not say “%s”", text, part);
  return FALSE;
}

/* "If you move to the pool you may either… Look at any or all face down
 * Rumor cards or Make An Accusation." One of the two a visit, a visit
 * being the turn the token moves into the pool: looking (at one card, then
 * more: any or all is one action) rules out accusing on that visit; an
 * accusation ends the turn, so no look follows it; a later turn spent
 * staying in the pool is no move to it, so no new visit; leaving and
 * coming back is one. */
static void
test_pool_one_action (void)
{
  g_autoptr(CfGame) game = new_game (6, 5, FALSE); /* 21 = 6 × 3 + 3 in the pool */
  g_autoptr(CfSeatView) view = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *hint = NULL;
  guint            seat = cf_game_get_current_seat (game);
  const int       *envelope = game->envelope;
  int       wrong = envelope[0] == cf_test_card (game, "scarlet") ? cf_test_card (game, "plum")
                                                                  : cf_test_card (game, "scarlet");
  CfAction  accuse = { .kind = CF_ACTION_ACCUSE,
                       .place = CF_PLACE_NONE,
                       .cards = { envelope[0], envelope[1], envelope[2] } };
  CfChoices choices;

  g_assert_cmpuint (cf_game_get_n_pool_cards (game), ==, 3);
  view = cf_seat_view_new (game, seat);

  /* Moved in: either action, the hint says so */
  walk_into_pool (game);
  choices = cf_seat_view_get_choices (view);
  g_assert_true (choices & CF_CHOICE_LOOK);
  g_assert_true (choices & CF_CHOICE_ACCUSE);
  g_assert_true (choices & CF_CHOICE_END_TURN);
  hint = cf_game_describe_awaited (game);
  g_assert_true (says (hint, "look at its face-down cards or accuse (one or the other)"));
  g_clear_pointer (&hint, g_free);

  /* One card, then another: the one action of looking */
  g_assert_true (cf_game_look (game, 0, &error));
  g_assert_no_error (error);
  g_assert_false (cf_game_can_accuse (game));
  g_assert_true (cf_game_can_look (game, 1));
  g_assert_true (cf_game_look (game, 1, &error));
  g_assert_no_error (error);
  choices = cf_seat_view_get_choices (view);
  g_assert_false (choices & CF_CHOICE_ACCUSE);
  g_assert_true (choices & CF_CHOICE_LOOK); /* the third card still */
  hint = cf_game_describe_awaited (game);
  g_assert_true (says (hint, "you cannot accuse on this visit"));
  g_clear_pointer (&hint, g_free);

  /* Look, then accuse, in one visit: refused, with the reason */
  g_assert_false (cf_game_apply (game, &accuse, &error));
  g_assert_error (error, CF_ERROR, CF_ERROR_INVALID);
  g_assert_true (says (error->message, "looked at the pool’s cards on this visit"));
  g_clear_error (&error);
  g_assert_cmpint (cf_game_get_phase (game), ==, CF_PHASE_END);
  g_assert_cmpint (cf_game_get_winner (game), ==, -1);
  g_assert_true (cf_game_end_turn (game, NULL));

  /* Round the table, and back to the seat still in the pool: staying is
   * no new visit, neither a look nor an accusation */
  while (cf_game_get_current_seat (game) != seat)
    pass_turn (game);
  g_assert_cmpint (cf_game_get_phase (game), ==, CF_PHASE_START);
  g_assert_true (cf_game_in_pool (game));
  choices = cf_seat_view_get_choices (view);
  g_assert_false (choices & CF_CHOICE_LOOK);
  g_assert_false (choices & CF_CHOICE_ACCUSE);
  g_assert_true (choices & CF_CHOICE_ROLL);
  g_assert_true (choices & CF_CHOICE_END_TURN); /* the pool is no room one must leave */
  g_assert_false (cf_game_can_look (game, 2));
  g_assert_false (cf_game_look (game, 2, &error));
  g_assert_true (says (error->message, "Staying in the pool is no new visit"));
  g_clear_error (&error);
  g_assert_false (cf_game_apply (game, &accuse, &error));
  g_assert_true (says (error->message, "Staying in the pool is no new visit"));
  g_clear_error (&error);
  hint = cf_game_describe_awaited (game);
  g_assert_true (says (hint, "still in the pool, which is no new visit"));
  g_clear_pointer (&hint, g_free);
  /* It stays: the story says so (not that it could not move) */
  g_assert_true (cf_game_end_turn (game, NULL));
  {
    gboolean told = FALSE;

    for (guint i = 0; i < cf_game_get_n_records (game) && !told; i++)
      if (cf_game_get_record (game, i)->kind == CF_RECORD_WAIT)
        {
          g_autofree char *line = cf_game_describe_record (game, i);
          told = says (line, "stayed in the pool");
        }
    g_assert_true (told);
  }

  /* Back in on a later turn (out and in again): a new visit. An accusation
   * now, wrong: the turn and the seat's game are over, no look follows */
  while (cf_game_get_current_seat (game) != seat)
    pass_turn (game);
  walk_into_pool (game);
  g_assert_true (cf_game_can_accuse (game));
  g_assert_true (cf_game_can_look (game, 2));
  g_assert_true (cf_game_accuse (game, wrong, envelope[1], envelope[2], NULL));
  g_assert_cmpuint (cf_game_get_current_seat (game), !=, seat);
  g_assert_cmpuint (cf_seat_view_get_choices (view), ==, 0);
  g_assert_false (cf_game_look (game, 2, NULL));
  g_assert_cmpint (cf_game_get_pool_card_seen (game, seat, 2), ==, -1);
  g_assert_cmpuint (cf_game_check (game, NULL), ==, 0);
}

/* "IF YOUR ACCUSATION IS WRONG ... You continue to try to prove your
 * opponents' rumors false ... Your pawn can still be part of a Rumor but
 * you no longer draw Intrigue cards." */
static void
test_wrong_accusation (void)
{
  g_autoptr(CfGame) game = new_game (3, 6, FALSE);
  guint      seat = cf_game_get_current_seat (game);
  const int *envelope = game->envelope;
  int        wrong = envelope[0] == cf_test_card (game, "scarlet") ? cf_test_card (game, "plum")
                                                                   : cf_test_card (game, "scarlet");

  walk_into_pool (game);
  g_assert_true (cf_game_accuse (game, wrong, envelope[1], envelope[2], NULL));
  g_assert_true (cf_game_is_seat_out (game, seat));
  g_assert_false (cf_game_is_seat_murdered (game, seat));
  g_assert_cmpuint (cf_game_get_current_seat (game), !=, seat);
  g_assert_false (cf_secrets_draw_intrigue (secrets_of (game), seat));
  g_assert_cmpuint (secrets_of (game)->seats[seat].keepers->len, ==, 0);
}

/* "If the Guest you are playing was implicated in the rumor and your pawn
 * was moved into the room from somewhere else, you may draw one Intrigue
 * card ... If your Guest was already in the room, or a Guest not
 * controlled by a player was moved, then no card is drawn." */
static void
test_summoned_may_draw (void)
{
  g_autoptr(CfGame) game = new_game (3, 7, FALSE);
  guint seat = cf_game_get_current_seat (game), next = (seat + 1) % 3;
  guint left;

  put (game, "11,17");
  roll_and_move (game, 2, "hall");
  g_assert_true (cf_game_suggest (
      game, cf_edition_get_first_card_of (game->edition, 0) + game->seats[next].suspect,
      cf_test_card (game, "rope"), NULL));
  g_assert_true (secrets_of (game)->seats[next].may_draw);
  for (guint i = 0; i < 3; i++)
    if (i != next)
      g_assert_false (secrets_of (game)->seats[i].may_draw);
  while (cf_game_get_phase (game) == CF_PHASE_REFUTE)
    {
      g_autoptr(GArray) choices = cf_game_get_refute_choices (game);
      g_assert_true (cf_game_show_card (game, g_array_index (choices, int, 0), NULL));
    }
  g_assert_false (cf_game_can_draw (game));
  g_assert_true (cf_game_end_turn (game, NULL));
  g_assert_cmpuint (cf_game_get_current_seat (game), ==, next);
  g_assert_true (cf_game_can_draw (game));
  left = cf_game_get_n_intrigue_left (game);
  g_assert_true (cf_game_draw (game, NULL));
  g_assert_false (cf_game_can_draw (game));
  g_assert_cmpuint (cf_game_get_n_intrigue_left (game), <=, left);

  /* A guest nobody plays (Victor Plum, at a table of three): no draw */
  game->phase = CF_PHASE_START;
  game->moved = FALSE;
  put (game, "11,17");
  roll_and_move (game, 2, "hall");
  g_assert_true (
      cf_game_suggest (game, cf_test_card (game, "plum"), cf_test_card (game, "rope"), NULL));
  for (guint i = 0; i < 3; i++)
    g_assert_false (secrets_of (game)->seats[i].may_draw);
}

/* ---------------------------------------------------------------- the Intrigue deck */

/* "The first 7 do nothing. If drawn, place the card, face up, underneath
 * the board so all can see how many Clock cards have been drawn. If you
 * draw the 8th Clock card ... Place your cards face up where all players
 * can see them ... Return the 8th Clock card to the draw pile" */
static void
test_clocks_and_murder (void)
{
  g_autoptr(CfGame) game = new_game (3, 8, FALSE);
  int   clock = CF_INTRIGUE_CLOCK;
  guint seat = cf_game_get_current_seat (game), clocks_in_deck = 0;
  g_autoptr(CfPublicView) table = cf_public_view_new (game);
  g_autofree char *laid_open = NULL;

  /* Nobody's hand is public yet */
  for (guint i = 0; i < 3; i++)
    g_assert_null (cf_public_view_describe_hand (table, i));

  /* Take every Clock out of the deck but one, as if seven were drawn */
  for (guint i = secrets_of (game)->deck->len; i-- > 0;)
    if (g_array_index (secrets_of (game)->deck, int, i) == CF_INTRIGUE_CLOCK)
      g_array_remove_index (secrets_of (game)->deck, i);
  stack_deck (game, &clock, 1);
  secrets_of (game)->clocks_out = 7;
  g_assert_cmpuint (cf_game_check (game, NULL), ==, 0);

  /* The seventh is laid out */
  stack_deck (game, &clock, 1);
  secrets_of (game)->clocks_out--;
  g_assert_false (cf_secrets_draw_intrigue (secrets_of (game), seat));
  g_assert_cmpuint (cf_game_get_clocks_out (game), ==, 7);

  /* The eighth, landed on a "?" square, murders at once */
  put (game, "12,6");
  roll_and_move (game, 1, "12,7");
  g_assert_true (cf_game_is_seat_murdered (game, seat));
  g_assert_true (cf_game_is_seat_out (game, seat));
  /* Murdered, not wrong: it never looked into the envelope */
  g_assert_null (cf_game_get_envelope_seen_by (game, seat));
  g_assert_cmpuint (cf_game_get_current_seat (game), !=, seat);
  g_assert_cmpuint (cf_game_get_clocks_out (game), ==, 7);
  for (guint i = 0; i < secrets_of (game)->deck->len; i++)
    clocks_in_deck += g_array_index (secrets_of (game)->deck, int, i) == CF_INTRIGUE_CLOCK;
  g_assert_cmpuint (clocks_in_deck, ==, 1);
  for (guint i = 0; i < 3; i++)
    g_assert_cmpuint (count_reveals (game, i, seat), ==, game->seats[seat].hand->len);
  g_assert_cmpuint (cf_game_check (game, NULL), ==, 0);
  /* The murdered guest's cards lie face up: the public view tells them, and
   * still no other hand, nor the envelope */
  laid_open = cf_public_view_describe_hand (table, seat);
  g_assert_nonnull (laid_open);
  g_assert_true (strstr (laid_open, cf_game_get_seat_name (game, seat)) != NULL);
  for (guint i = 0; i < 3; i++)
    if (i != seat)
      g_assert_null (cf_public_view_describe_hand (table, i));
  g_assert_null (cf_public_view_get_envelope (table));
}

/* "Note that it is possible for all of the Guests to get eliminated by the
 * murderer and no one wins." */
static void
test_everyone_murdered (void)
{
  g_autoptr(CfGame) game = new_game (3, 9, TRUE);

  secrets_of (game)->clocks_out = 7;
  g_array_set_size (secrets_of (game)->deck, 0);
  static const char *const from[] = { "12,6", "7,9", "3,6" }, *to[] = { "12,7", "7,10", "3,7" };

  for (guint i = 0; i < 3; i++)
    {
      int clock = CF_INTRIGUE_CLOCK;

      g_array_set_size (secrets_of (game)->deck, 0);
      stack_deck (game, &clock, 1);
      put (game, from[i]);
      roll_and_move (game, 1, to[i]);
    }
  g_assert_cmpint (cf_game_get_phase (game), ==, CF_PHASE_OVER);
  g_assert_cmpint (cf_game_get_winner (game), ==, -1);
  for (guint i = 0; i < 3; i++)
    g_assert_true (cf_game_is_seat_murdered (game, i));
}

/* A murdered seat "no longer plays": it is not asked to show a card, and
 * the logs say nothing follows from its silence. */
static void
test_murdered_not_asked (void)
{
  g_autoptr(CfGame) game = new_game (3, 10, FALSE);
  guint          seat = cf_game_get_current_seat (game), next = (seat + 1) % 3;
  int            held = g_array_index (game->seats[next].hand, int, 0);
  const CfEvent *event;
  CfCaseLog     *log;

  /* As if it drew the last Clock: out of the deck, and back in */
  for (guint i = 0; i < secrets_of (game)->deck->len; i++)
    if (g_array_index (secrets_of (game)->deck, int, i) == CF_INTRIGUE_CLOCK)
      {
        g_array_remove_index (secrets_of (game)->deck, i);
        break;
      }
  cf_secrets_murder (secrets_of (game), next);
  put (game, "11,17");
  roll_and_move (game, 2, "hall");
  if (cf_edition_get_card_category (game->edition, held) == CF_CATEGORY_SUSPECT)
    g_assert_true (cf_game_suggest (game, held, cf_test_card (game, "rope"), NULL));
  else if (cf_edition_get_card_category (game->edition, held) == CF_CATEGORY_WEAPON)
    g_assert_true (cf_game_suggest (game, cf_test_card (game, "plum"), held, NULL));
  else
    {
      game->tokens[current (game)->suspect] = cf_board_room_place (
          game->board, held - cf_edition_get_first_card_of (game->edition, CF_CATEGORY_ROOM));
      game->phase = CF_PHASE_SUGGEST;
      g_assert_true (
          cf_game_suggest (game, cf_test_card (game, "plum"), cf_test_card (game, "rope"), NULL));
    }
  g_assert_cmpint (cf_game_get_acting_seat (game), !=, (int)next);
  while (cf_game_get_phase (game) == CF_PHASE_REFUTE)
    {
      g_autoptr(GArray) choices = cf_game_get_refute_choices (game);
      g_assert_true (cf_game_show_card (game, g_array_index (choices, int, 0), NULL));
    }
  log = cf_game_get_case_log (game, seat);
  event = cf_case_log_get_event (log, cf_case_log_get_n_events (log) - 1);
  g_assert_cmpint (event->type, ==, CF_EVENT_SUGGESTION);
  g_assert_true (event->refused & (1u << next));
  {
    g_autoptr(GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);
    cf_game_check (game, problems);
    for (guint i = 0; i < problems->len; i++)
      g_test_message ("%s", (char *)problems->pdata[i]);
    g_assert_cmpuint (problems->len, ==, 0);
  }
}

/* ---------------------------------------------------------------- Keepers */

/* "Add 6 to your dice roll", after rolling, before moving */
static void
test_keeper_add_six (void)
{
  g_autoptr(CfGame) game = new_game (3, 11, FALSE);
  guint seat = cf_game_get_current_seat (game), before;

  give_keeper (game, seat, CF_KEEPER_ADD_SIX);
  put (game, "7,12");
  g_assert_false (cf_game_can_play_keeper (game, CF_KEEPER_ADD_SIX));
  cf_game_set_next_roll (game, 3);
  g_assert_true (cf_game_roll (game, NULL));
  before = cf_game_get_reach (game)->squares->len;
  g_assert_true (cf_game_can_play_keeper (game, CF_KEEPER_ADD_SIX));
  g_assert_true (cf_game_play_keeper (game, CF_KEEPER_ADD_SIX, -1, CF_PLACE_NONE, NULL));
  g_assert_cmpuint (cf_game_get_roll (game), ==, 9);
  g_assert_cmpuint (cf_game_get_reach (game)->squares->len, >, before);
  g_assert_cmpuint (cf_game_get_n_keepers (game, seat), ==, 0);
}

/* "Move anywhere on the board", instead of rolling (Casefile: into any
 * other room or the pool) */
static void
test_keeper_move_anywhere (void)
{
  g_autoptr(CfGame) game = new_game (4, 12, FALSE); /* one card in the pool */
  guint seat = cf_game_get_current_seat (game);
  g_autoptr(GError) error = NULL;

  give_keeper (game, seat, CF_KEEPER_MOVE_ANYWHERE);
  put (game, "hall");
  g_assert_false (cf_game_play_keeper (game, CF_KEEPER_MOVE_ANYWHERE, -1,
                                       cf_test_place (game, "hall"), &error));
  g_assert_error (error, CF_ERROR, CF_ERROR_INVALID);
  g_assert_true (cf_game_play_keeper (game, CF_KEEPER_MOVE_ANYWHERE, -1, pool (game), NULL));
  g_assert_true (cf_game_in_pool (game));
  /* A move to the pool: a visit, with its one action to take */
  g_assert_true (cf_game_can_accuse (game));
  g_assert_true (cf_game_can_look (game, 0));
  g_assert_false (cf_game_can_roll (game));
}

/* "Move any player back to their starting space", after ending one's turn */
static void
test_keeper_send_to_start (void)
{
  g_autoptr(CfGame) game = new_game (3, 13, FALSE);
  guint seat = cf_game_get_current_seat (game), next = (seat + 1) % 3;
  int   target = game->seats[next].suspect;

  give_keeper (game, seat, CF_KEEPER_SEND_TO_START);
  game->tokens[target] = pool (game);
  put (game, "7,12");
  roll_and_move (game, 1, "7,13");
  g_assert_cmpint (cf_game_get_phase (game), ==, CF_PHASE_END);
  g_assert_true (cf_game_can_send_to_start (game, target));
  g_assert_true (cf_game_play_keeper (game, CF_KEEPER_SEND_TO_START, target, CF_PLACE_NONE, NULL));
  g_assert_cmpint (cf_game_get_token (game, target), ==, cf_board_get_start (game->board, target));
  g_assert_false (cf_game_can_send_to_start (game, target));
}

/* "Refuse to refute a rumor", when asked: the next player is asked, and
 * the logs say nothing follows from the refusal */
static void
test_keeper_refuse (void)
{
  g_autoptr(CfGame) game = new_game (3, 14, FALSE);
  guint seat = cf_game_get_current_seat (game), next = (seat + 1) % 3;
  int   held = -1;

  for (guint i = 0; i < game->seats[next].hand->len && held < 0; i++)
    if (cf_edition_get_card_category (
            game->edition, g_array_index (game->seats[next].hand, int, i)) == CF_CATEGORY_WEAPON)
      held = g_array_index (game->seats[next].hand, int, i);
  if (held < 0)
    {
      g_test_skip ("no weapon in the next hand for this deal");
      return;
    }
  give_keeper (game, next, CF_KEEPER_REFUSE);
  put (game, "11,17");
  roll_and_move (game, 2, "hall");
  g_assert_true (cf_game_suggest (game, cf_test_card (game, "plum"), held, NULL));
  g_assert_cmpint (cf_game_get_acting_seat (game), ==, (int)next);
  g_assert_true (cf_game_can_play_keeper (game, CF_KEEPER_REFUSE));
  g_assert_true (cf_game_play_keeper (game, CF_KEEPER_REFUSE, -1, CF_PLACE_NONE, NULL));
  g_assert_cmpint (cf_game_get_acting_seat (game), !=, (int)next);
  while (cf_game_get_phase (game) == CF_PHASE_REFUTE)
    {
      g_autoptr(GArray) choices = cf_game_get_refute_choices (game);
      g_assert_true (cf_game_show_card (game, g_array_index (choices, int, 0), NULL));
    }
  for (guint i = 0; i < 3; i++)
    {
      CfCaseLog     *log = cf_game_get_case_log (game, i);
      const CfEvent *event = cf_case_log_get_event (log, cf_case_log_get_n_events (log) - 1);

      g_assert_cmpuint (event->refused, ==, 1u << next);
    }
  g_assert_cmpuint (cf_game_check (game, NULL), ==, 0);
}

/* "Start a second rumor", at the start of one's turn in a room */
static void
test_keeper_second_rumor (void)
{
  g_autoptr(CfGame) game = new_game (3, 15, FALSE);
  guint seat = cf_game_get_current_seat (game);

  give_keeper (game, seat, CF_KEEPER_SECOND_RUMOR);
  put (game, "7,12");
  g_assert_false (cf_game_can_play_keeper (game, CF_KEEPER_SECOND_RUMOR));
  put (game, "spa");
  g_assert_true (cf_game_play_keeper (game, CF_KEEPER_SECOND_RUMOR, -1, CF_PLACE_NONE, NULL));
  g_assert_true (cf_game_can_suggest (game));
  g_assert_true (
      cf_game_suggest (game, cf_test_card (game, "plum"), cf_test_card (game, "rope"), NULL));
}

/* "Take a second turn", after ending one's turn */
static void
test_keeper_second_turn (void)
{
  g_autoptr(CfGame) game = new_game (3, 16, FALSE);
  guint seat = cf_game_get_current_seat (game), turn = cf_game_get_turn (game);

  give_keeper (game, seat, CF_KEEPER_SECOND_TURN);
  put (game, "7,12");
  roll_and_move (game, 1, "7,13");
  g_assert_true (cf_game_play_keeper (game, CF_KEEPER_SECOND_TURN, -1, CF_PLACE_NONE, NULL));
  g_assert_false (cf_game_can_play_keeper (game, CF_KEEPER_SECOND_TURN));
  g_assert_true (cf_game_end_turn (game, NULL));
  g_assert_cmpuint (cf_game_get_current_seat (game), ==, seat);
  g_assert_cmpuint (cf_game_get_turn (game), ==, turn + 1);
  roll_and_move (game, 1, "7,14");
  g_assert_true (cf_game_end_turn (game, NULL));
  g_assert_cmpuint (cf_game_get_current_seat (game), ==, (seat + 1) % 3);
}

/* "Look at one card from the player on your right": in one's own log only */
static void
test_keeper_look_right (void)
{
  g_autoptr(CfGame) game = new_game (3, 17, FALSE);
  guint seat = cf_game_get_current_seat (game);
  int   right = cf_game_get_seat_right_of (game, seat);

  g_assert_cmpint (right, ==, (int)((seat + 2) % 3));
  give_keeper (game, seat, CF_KEEPER_LOOK_RIGHT);
  put (game, "7,12");
  roll_and_move (game, 1, "7,13");
  g_assert_true (cf_game_play_keeper (game, CF_KEEPER_LOOK_RIGHT, -1, CF_PLACE_NONE, NULL));
  g_assert_cmpuint (count_reveals (game, seat, right), ==, 1);
  for (guint i = 0; i < 3; i++)
    if (i != seat)
      g_assert_cmpuint (count_reveals (game, i, right), ==, 0);
  g_assert_cmpuint (cf_game_check (game, NULL), ==, 0);
}

/* "See the card when someone refutes another player's rumor": readied on
 * one's own turn, in secret (asking the holder when a card is shown would
 * tell the table who holds it); then the next card shown for another's
 * rumor goes into that seat's log only, and the Keeper is spent. */
static void
test_keeper_see_shown (void)
{
  g_autoptr(CfGame) game = new_game (3, 18, FALSE);
  guint seat = cf_game_get_current_seat (game), next = (seat + 1) % 3, third = (seat + 2) % 3;
  guint records;
  int   held = -1, shown;

  for (guint i = 0; i < game->seats[next].hand->len && held < 0; i++)
    if (cf_edition_get_card_category (
            game->edition, g_array_index (game->seats[next].hand, int, i)) == CF_CATEGORY_WEAPON)
      held = g_array_index (game->seats[next].hand, int, i);
  g_assert_cmpint (held, >=, 0);

  /* Not on another's turn; readied on one's own, without a word to the table */
  give_keeper (game, third, CF_KEEPER_SEE_SHOWN);
  g_assert_false (cf_game_can_play_keeper (game, CF_KEEPER_SEE_SHOWN));
  game->current = third;
  records = cf_game_get_n_records (game);
  g_assert_true (cf_game_can_play_keeper (game, CF_KEEPER_SEE_SHOWN));
  g_assert_true (cf_game_play_keeper (game, CF_KEEPER_SEE_SHOWN, -1, CF_PLACE_NONE, NULL));
  g_assert_true (cf_game_is_seat_listening (game, third));
  g_assert_false (cf_game_can_play_keeper (game, CF_KEEPER_SEE_SHOWN));
  g_assert_cmpuint (cf_game_get_n_records (game), ==, records);
  g_assert_cmpuint (cf_game_get_n_keepers (game, third), ==, 1);
  game->current = seat;

  put (game, "11,17");
  roll_and_move (game, 2, "hall");
  g_assert_true (cf_game_suggest (game, cf_test_card (game, "plum"), held, NULL));
  g_assert_cmpint (cf_game_get_acting_seat (game), ==, (int)next);
  {
    g_autoptr(GArray) choices = cf_game_get_refute_choices (game);
    shown = g_array_index (choices, int, 0);
    g_assert_true (cf_game_show_card (game, shown, NULL));
  }
  g_assert_cmpint (cf_game_get_phase (game), ==, CF_PHASE_END);
  g_assert_cmpint (cf_game_get_acting_seat (game), ==, (int)seat);
  g_assert_cmpuint (count_reveals (game, third, next), ==, 1);
  g_assert_cmpuint (count_reveals (game, seat, next), ==, 0);
  g_assert_false (cf_game_is_seat_listening (game, third));
  g_assert_cmpuint (cf_game_get_n_keepers (game, third), ==, 0);
  g_assert_cmpuint (cf_game_check (game, NULL), ==, 0);
}

/* ---------------------------------------------------------------- saves */

/* A game mid-way, with Keepers in hand, Clocks out, a pool card seen and a
 * draw owed, comes back from its save exactly; a damaged Intrigue part is
 * refused with its place named. */
static void
test_save (void)
{
  g_autoptr(CfGame) game = new_game (4, 19, FALSE);
  guint seat = cf_game_get_current_seat (game);
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GBytes) again_bytes = NULL;
  g_autoptr(CfGame) again = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  char            *at;

  /* Keepers drawn from the deck, so that the counts stay true */
  for (guint i = 0; i < 3; i++)
    cf_secrets_draw_intrigue (secrets_of (game), seat);
  secrets_of (game)->seats[(seat + 1) % 4].may_draw = TRUE;
  walk_into_pool (game);
  g_assert_true (cf_game_look (game, 0, NULL));
  g_assert_cmpuint (cf_game_check (game, NULL), ==, 0);

  bytes = cf_game_to_bytes (game);
  again = cf_game_new_from_bytes (bytes, &error);
  g_assert_no_error (error);
  again_bytes = cf_game_to_bytes (again);
  g_assert_true (g_bytes_equal (bytes, again_bytes));
  g_assert_cmpuint (cf_game_get_clocks_out (again), ==, cf_game_get_clocks_out (game));
  g_assert_cmpint (cf_game_get_pool_card_seen (again, seat, 0), ==,
                   g_array_index (secrets_of (game)->pool, int, 0));
  g_assert_true (secrets_of (again)->seats[(seat + 1) % 4].may_draw);

  /* An Intrigue card that does not exist */
  text = g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
  at = strstr (text, "\"deck\":[\"");
  g_assert_nonnull (at);
  memcpy (at + 9, "xxxxx", 5);
  g_clear_object (&again);
  {
    g_autoptr(GBytes) broken = g_bytes_new (text, strlen (text));
    again = cf_game_new_from_bytes (broken, &error);
  }
  g_assert_null (again);
  g_assert_error (error, CF_ERROR, CF_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "intrigue.deck[0]"));
}

/* Every moment of bot games in every edition with a board (here with every
 * Keeper in play early, so that each flag is set at some point) is saved
 * and read back as it was: the checks of a save refuse only what play
 * never leaves. */
static gboolean
has_intrigue (GListModel *editions, guint index)
{
  g_autoptr(CfEdition) edition = g_list_model_get_item (editions, index);

  return cf_edition_get_intrigue (edition) != NULL;
}

static gboolean
flags_missing (const guint *flags, guint n)
{
  for (guint f = 0; f < n; f++)
    if (flags[f] == 0)
      return TRUE;
  return FALSE;
}

static void
test_save_every_moment (void)
{
  g_autoptr(GListModel) editions = cf_edition_get_builtin (NULL);
  guint saves = 0, flags[8] = { 0 };

  for (guint e = 0; e < g_list_model_get_n_items (editions); e++)
    /* Three games of each edition; with an Intrigue deck, more until every
     * flag was set (a murder needs the last Clock drawn, which depends on
     * how the bots play) */
    for (guint g = 0; g < 3 || (g < 30 && has_intrigue (editions, e) &&
                                flags_missing (flags, G_N_ELEMENTS (flags)));
         g++)
      {
        g_autoptr(CfEdition) edition = g_list_model_get_item (editions, e);
        g_autoptr(CfBoard) board = cf_board_lookup_builtin (edition);
        const CfRules *rules = cf_edition_get_rules (edition);
        CfSeatSetup    setup[CF_GAME_MAX_SEATS];
        CfBot         *bots[CF_GAME_MAX_SEATS];
        guint          n = rules->min_players + g % (rules->max_players - rules->min_players + 1);
        g_autoptr(CfGame) game = NULL;
        CfSecrets *secrets;

        if (board == NULL)
          continue;
        for (guint i = 0; i < n; i++)
          {
            setup[i] = (CfSeatSetup){ .suspect = i, .kind = CF_PLAYER_DETECTIVE };
            bots[i] = cf_bot_new (CF_PLAYER_BEGINNER + (i + g) % 3, 41 + g * 10 + i);
          }
        game = cf_game_new_full (edition, n, setup, 500 + g, 0, NULL, NULL);
        g_assert_nonnull (game);
        secrets = cf_game_get_secrets (game);
        give_every_keeper (game);

        while (cf_game_get_phase (game) != CF_PHASE_OVER && cf_game_get_turn (game) < 200)
          {
            int seat = cf_game_get_acting_seat (game);
            g_autoptr(CfBotView) view = cf_bot_view_new (game, seat);
            g_autoptr(GError) error = NULL;
            g_autoptr(GBytes) bytes = NULL;
            g_autoptr(GBytes) again_bytes = NULL;
            g_autoptr(CfGame) again = NULL;
            CfAction action;

            g_assert_true (cf_bot_decide (bots[seat], view, &action, NULL, &error));
            g_assert_true (cf_game_apply (game, &action, &error));
            g_assert_no_error (error);

            bytes = cf_game_to_bytes (game);
            again = cf_game_new_from_bytes (bytes, &error);
            if (again == NULL)
              g_error ("%s, turn %u: %s", cf_edition_get_id (edition), cf_game_get_turn (game),
                       error->message);
            again_bytes = cf_game_to_bytes (again);
            g_assert_true (g_bytes_equal (bytes, again_bytes));
            saves++;
            if (secrets == NULL)
              continue;
            flags[0] += secrets->question;
            flags[1] += secrets->extra_turn;
            flags[2] += secrets->shown >= 0;
            flags[3] += secrets->refused != 0;
            for (guint i = 0; i < n; i++)
              {
                flags[4] += secrets->seats[i].listening;
                flags[5] += secrets->seats[i].may_draw;
                flags[6] += secrets->seats[i].murdered;
                flags[7] += secrets->seats[i].pool_seen != 0;
              }
          }
        for (guint i = 0; i < n; i++)
          g_object_unref (bots[i]);
      }
  g_test_message ("%u saves read back; with question %u, extra turn %u, shown %u, refused %u, "
                  "listening %u, may draw %u, murdered %u, pool seen %u",
                  saves, flags[0], flags[1], flags[2], flags[3], flags[4], flags[5], flags[6],
                  flags[7]);
  g_assert_cmpuint (saves, >, 1000);
  for (guint f = 0; f < G_N_ELEMENTS (flags); f++)
    g_assert_cmpuint (flags[f], >, 0);
}

/* Sets the member at @path ("intrigue.seats[1].listening") of a save's
 * root to @json */
static void
set_member (JsonNode *root, const char *path, const char *json)
{
  g_auto(GStrv) parts = g_strsplit (path, ".", -1);
  g_autoptr(JsonNode) value = json_from_string (json, NULL);
  JsonNode *node = root;

  g_assert_nonnull (value);
  for (guint i = 0; parts[i] != NULL; i++)
    {
      char       *bracket = strchr (parts[i], '[');
      JsonObject *object = json_node_get_object (node);

      if (bracket != NULL)
        *bracket = '\0';
      if (parts[i + 1] == NULL)
        {
          json_object_set_member (object, parts[i], g_steal_pointer (&value));
          return;
        }
      node = json_object_get_member (object, parts[i]);
      if (bracket != NULL)
        node = json_array_get_element (json_node_get_array (node), atoi (bracket + 1));
    }
}

/* Issue 22: a save with "listening": true and no such Keeper in hand
 * loaded, then a GLib-CRITICAL, and that seat saw a card shown to someone
 * else. Every flag a save carries is checked against the rest of it; the
 * error names the field. */
static void
test_save_flags_checked (void)
{
  g_autoptr(CfGame) game = new_game (4, 19, FALSE);
  guint       seat = cf_game_get_current_seat (game), other = (seat + 1) % 4;
  const char *other_suspect = cf_edition_get_card_id (
      game->edition, cf_game_first_of (game, CF_CATEGORY_SUSPECT) + game->seats[other].suspect);
  g_autoptr(GBytes) bytes = cf_game_to_bytes (game);
  g_autofree char *summoned = g_strdup_printf ("[\"%s\"]", other_suspect);
  g_autofree char *entries = g_strdup_printf ("{\"%s\": \"7,4\"}", other_suspect);
  g_autofree char *entries_path = g_strdup_printf ("entries.%s", other_suspect);
  g_autofree char *listening = g_strdup_printf ("intrigue.seats[%u].listening", other);
  g_autofree char *may_draw = g_strdup_printf ("intrigue.seats[%u].may_draw", other);
  g_autofree char *murdered = g_strdup_printf ("intrigue.seats[%u].murdered", other);
  g_autofree char *pool_seen = g_strdup_printf ("intrigue.seats[%u].pool_seen", other);
  g_autofree char *out = g_strdup_printf ("seats[%u].out", other);
  struct
  {
    const char *path[2];
    const char *json[2];
    const char *message;
  } cases[] = {
    { { listening }, { "true" }, "listening: the seat holds no Keeper that sees a card shown" },
    { { out, murdered }, { "true", "true" }, "murdered: a murder needs every Clock" },
    { { out, may_draw },
      { "true", "true" },
      "may_draw: a player out of the game draws no Intrigue cards" },
    { { out }, { "true" }, "out: out of the game without a wrong accusation or a murder" },
    { { pool_seen }, { "1" }, "pool_seen: pool card 0 is marked seen, but" },
    { { "intrigue.question" }, { "true" }, "moved: false, but the token has moved" },
    { { "intrigue.extra_turn" }, { "true" }, "intrigue.extra_turn: another turn is only" },
    { { "intrigue.shown" }, { "\"scarlet\"" }, "intrigue.shown: not a card the refuter showed" },
    { { "intrigue.refused" }, { "2" }, "intrigue.refused: only a player asked" },
    { { "intrigue.refused" }, { "16" }, "intrigue.refused: 16 is out of range (0 to 15)" },
    { { "rerolls" }, { "3" }, "rerolls: 3 is out of range (0 to 0)" },
    { { "roll", "moved" }, { "25", "true" }, "roll: 25 is out of range (0 to 24)" },
    { { "roll" }, { "4" }, "moved: false, but the token has moved" },
    { { "phase", "moved" }, { "\"suggest\"", "true" }, "phase: a suggestion is made in a room" },
    { { "suggestion" },
      { "[\"scarlet\", \"knife\", \"hall\"]" },
      "suggestion: nothing is suggested" },
    { { "refuter" }, { "1" }, "refuter: nothing is suggested" },
    { { "phase" }, { "\"over\"" }, "winner: a game over without a winner has everyone out" },
    { { "summoned" }, { summoned }, "summoned[0]: summoned into a room, but the token is not" },
    { { "entries" }, { entries }, "not in front of a door of the room the token is in" },
    { { "pool" }, { "[]" }, "pool: expected 1 cards" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(JsonNode) root = json_from_string (g_bytes_get_data (bytes, NULL), NULL);
      g_autoptr(GError) error = NULL;
      g_autoptr(CfGame) loaded = NULL;
      g_autofree char *text = NULL;
      g_autoptr(GBytes) edited = NULL;

      for (guint j = 0; j < 2 && cases[i].path[j] != NULL; j++)
        set_member (root, cases[i].path[j], cases[i].json[j]);
      text = json_to_string (root, FALSE);
      edited = g_bytes_new (text, strlen (text));
      loaded = cf_game_new_from_bytes (edited, &error);
      if (loaded != NULL)
        g_error ("case %u (%s): loaded", i, cases[i].path[0]);
      g_assert_error (error, CF_ERROR, CF_ERROR_INVALID);
      if (strstr (error->message, cases[i].message) == NULL)
        g_error ("case %u: “%s” does not contain “%s”", i, error->message, cases[i].message);
      if (i == 0 || i == 3 || i == 4)
        g_assert_nonnull (strstr (error->message, i == 0 ? listening : i == 3 ? out : pool_seen));
    }
}

/* ---------------------------------------------------------------- whole games */

/* Bots of every level play whole refereed games to the end */
static void
test_bots_play (void)
{
  guint games = g_test_slow () ? 200 : 12, won = 0, murders = 0;

  for (guint g = 0; g < games; g++)
    {
      CfPlayerKind levels[CF_GAME_MAX_SEATS];
      guint        n = 3 + g % 4;
      CfSimulation sim;
      g_autoptr(GError) error = NULL;

      for (guint s = 0; s < n; s++)
        levels[s] = CF_PLAYER_BEGINNER + (s + g) % 3;
      g_assert_true (
          cf_simulate_game (secrets (), n, levels, NULL, 2008 + g, g, 1000, &sim, &error));
      g_assert_no_error (error);
      if (sim.violations > 0)
        g_error ("game %u: %s", g, (const char *)sim.problems->pdata[0]);
      g_test_message ("game %u: %u seats, %u turns, winner %d, %u murders", g, n, sim.turns,
                      sim.winner, sim.murders);
      won += sim.winner >= 0;
      murders += sim.murders;
      g_assert_cmpuint (sim.turns, <, 1000);
      cf_simulation_clear (&sim);
    }
  g_test_message ("%u of %u games won, %u murders", won, games, murders);
  g_assert_cmpuint (won, >, games / 2);
}

/* Where @card truly lies, as a holder of the deduction of @game's logs */
static guint
true_holder (CfGame *game, CfDeduction *deduction, int card)
{
  for (guint i = 0; i < game->n_seats; i++)
    for (guint j = 0; j < game->seats[i].hand->len; j++)
      if (g_array_index (game->seats[i].hand, int, j) == card)
        return i;
  for (guint j = 0; j < secrets_of (game)->pool->len; j++)
    if (g_array_index (secrets_of (game)->pool, int, j) == card)
      return cf_deduction_get_set_aside_holder (deduction);
  return cf_deduction_get_envelope_holder (deduction);
}

/* Every seat's log of a bot game, with looks in the pool, murders,
 * refusals and Keepers' private reveals, stays true of the deal: its
 * deduction is consistent and claims nothing false. (That nothing which
 * follows is missed is the brute-force tests' part, in test-deduction.c,
 * over random logs with the same kinds of entry.) */
static void
test_logs_true_of_the_deal (void)
{
  guint checked = 0, private_reveals = 0, refusals = 0;

  for (guint g = 0; g < 4; g++)
    {
      CfSeatSetup setup[CF_GAME_MAX_SEATS];
      CfBot      *bots[CF_GAME_MAX_SEATS];
      guint       n = 4 + g % 3, actions = 0;
      g_autoptr(CfGame) game = NULL;

      for (guint i = 0; i < n; i++)
        {
          setup[i] = (CfSeatSetup){ .suspect = i, .kind = CF_PLAYER_DETECTIVE };
          bots[i] = cf_bot_new (CF_PLAYER_BEGINNER + (i + g) % 3, 77 + g * 10 + i);
        }
      game = cf_game_new_full (secrets (), n, setup, 300 + g, 0, NULL, NULL);
      g_assert_nonnull (game);
      /* Every Keeper in play early, so that they are used */
      give_every_keeper (game);

      while (cf_game_get_phase (game) != CF_PHASE_OVER && cf_game_get_turn (game) < 300)
        {
          int seat = cf_game_get_acting_seat (game);
          g_autoptr(CfBotView) view = cf_bot_view_new (game, seat);
          g_autoptr(GError) error = NULL;
          CfAction action;

          g_assert_true (cf_bot_decide (bots[seat], view, &action, NULL, &error));
          g_assert_true (cf_game_apply (game, &action, &error));
          g_assert_no_error (error);
          if (++actions % 25 != 0 && cf_game_get_phase (game) != CF_PHASE_OVER)
            continue;
          for (guint i = 0; i < n; i++)
            {
              CfCaseLog *log = cf_game_get_case_log (game, i);
              g_autoptr(CfDeduction) deduction = cf_deduction_new (log, NULL, &error);

              g_assert_no_error (error);
              g_assert_true (cf_deduction_is_consistent (deduction));
              for (guint card = 0; card < cf_edition_get_n_cards (game->edition); card++)
                {
                  guint truth = true_holder (game, deduction, card);

                  for (guint h = 0; h < cf_deduction_get_n_holders (deduction); h++)
                    {
                      CfCellStatus status = cf_deduction_get_status (deduction, card, h);
                      g_assert_true (status != CF_CELL_YES || h == truth);
                      g_assert_true (status != CF_CELL_NO || h != truth);
                    }
                }
              checked++;
            }
        }
      for (guint i = 0; i < n; i++)
        {
          CfCaseLog *log = cf_game_get_case_log (game, i);

          for (guint e = 0; e < cf_case_log_get_n_events (log); e++)
            {
              const CfEvent *event = cf_case_log_get_event (log, e);
              private_reveals += event->type == CF_EVENT_REVEAL && event->player != (int)i;
              refusals += event->type == CF_EVENT_SUGGESTION && event->refused != 0;
            }
          g_object_unref (bots[i]);
        }
    }
  g_test_message ("%u deductions checked, %u reveals, %u refusals", checked, private_reveals,
                  refusals);
  g_assert_cmpuint (checked, >, 20);
  g_assert_cmpuint (private_reveals, >, 0);
}

static void
count_notify (GObject *game, GParamSpec *pspec, guint *count)
{
  (*count)++;
}

/* An action of @kind the awaited seat might try, whatever its details */
static CfAction
some_action (CfGame *game, CfActionKind kind)
{
  CfAction action = { .kind = kind, .place = CF_PLACE_NONE, .cards = { -1, -1, -1 } };

  switch (kind)
    {
    case CF_ACTION_MOVE:
      action.place = cf_board_get_start (game->board, 0);
      break;
    case CF_ACTION_SUGGEST:
    case CF_ACTION_ACCUSE:
      for (CfCategory c = 0; c < CF_N_CATEGORIES; c++)
        action.cards[c] = cf_edition_get_first_card_of (game->edition, c);
      break;
    case CF_ACTION_SHOW:
      action.cards[0] = 0;
      break;
    case CF_ACTION_KEEPER:
      action.cards[0] = CF_KEEPER_SECOND_TURN;
      break;
    case CF_ACTION_LOOK:
      action.cards[0] = 0;
      break;
    default:
      break;
    }
  return action;
}

/* The awaited decision, in every edition with a board and every Keeper in
 * play: it names the seat that must act, every action a bot takes is among
 * its choices, an action of a kind not among them is refused and changes
 * nothing, and a change of the decision between two moments is always
 * notified. Nobody is awaited once the game is over. */
static void
test_awaited_decision (void)
{
  g_autoptr(GListModel) editions = cf_edition_get_builtin (NULL);
  guint refused = 0, decisions = 0;

  for (guint e = 0; e < g_list_model_get_n_items (editions); e++)
    for (guint g = 0; g < 2; g++)
      {
        g_autoptr(CfEdition) edition = g_list_model_get_item (editions, e);
        g_autoptr(CfBoard) board = cf_board_lookup_builtin (edition);
        const CfRules *rules = cf_edition_get_rules (edition);
        CfSeatSetup    setup[CF_GAME_MAX_SEATS];
        g_autoptr(CfBot) bot = cf_bot_new (CF_PLAYER_DETECTIVE, 7 + g);
        guint n = rules->min_players + g % (rules->max_players - rules->min_players + 1);
        g_autoptr(CfGame) game = NULL;
        guint notified = 0;

        if (board == NULL)
          continue;
        for (guint i = 0; i < n; i++)
          setup[i] = (CfSeatSetup){ .suspect = i, .kind = CF_PLAYER_DETECTIVE };
        game = cf_game_new_full (edition, n, setup, 700 + g, 0, NULL, NULL);
        g_assert_nonnull (game);
        give_every_keeper (game);
        g_signal_connect (game, "notify::awaited", G_CALLBACK (count_notify), &notified);

        while (cf_game_get_phase (game) != CF_PHASE_OVER && cf_game_get_turn (game) < 150)
          {
            CfAwaited before = cf_game_get_awaited (game), after;
            g_autoptr(CfBotView) view = NULL;
            g_autoptr(GError) error = NULL;
            g_autoptr(GBytes) saved = cf_game_to_bytes (game);
            CfAction action;
            guint    was = notified;

            g_assert_cmpint (before.seat, ==, cf_game_get_acting_seat (game));
            g_assert_cmpint (before.choices, !=, 0);
            /* A kind not among the choices is refused, and nothing changes */
            for (CfActionKind kind = CF_ACTION_ROLL; kind <= CF_ACTION_LOOK; kind++)
              if (!(before.choices & (1u << kind)))
                {
                  CfAction wrong = some_action (game, kind);
                  g_autoptr(GBytes) now = NULL;

                  g_assert_false (cf_game_apply (game, &wrong, NULL));
                  now = cf_game_to_bytes (game);
                  g_assert_true (g_bytes_equal (saved, now));
                  refused++;
                }
            g_assert_cmpuint (notified, ==, was);

            view = cf_bot_view_new (game, before.seat);
            g_assert_true (cf_bot_decide (bot, view, &action, NULL, &error));
            g_assert_true (before.choices & (1u << action.kind));
            g_assert_true (cf_game_apply (game, &action, &error));
            g_assert_no_error (error);
            decisions++;
            after = cf_game_get_awaited (game);
            if (after.seat != before.seat || after.choices != before.choices)
              g_assert_cmpuint (notified, >, was);
          }
        if (cf_game_get_phase (game) == CF_PHASE_OVER)
          {
            g_assert_cmpint (cf_game_get_awaited (game).seat, ==, -1);
            g_assert_cmpint (cf_game_get_awaited (game).choices, ==, 0);
          }
      }
  g_test_message ("%u decisions, %u actions refused", decisions, refused);
  g_assert_cmpuint (decisions, >, 500);
}

/* A move onto the square before a door of the pool is told in words: it
 * once asked for the room card after the last, a critical warning. */
static void
test_story_pool_door (void)
{
  g_autoptr(CfGame) game = new_game (3, 5, FALSE);
  g_autofree char *line = NULL;
  g_autofree char *expected = NULL;

  put (game, "11,6");
  roll_and_move (game, 2, "11,8");
  for (guint i = cf_game_get_n_records (game); i-- > 0 && line == NULL;)
    if (cf_game_get_record (game, i)->kind == CF_RECORD_MOVE)
      line = cf_game_describe_record (game, i);
  expected = g_strdup_printf ("%s moved to a door of the pool",
                              cf_game_get_seat_name (game, cf_game_get_current_seat (game)));
  g_assert_cmpstr (line, ==, expected);
}

/* ---------------------------------------------------------------- words */

static void
on_told (CfSeatView *view, const char *sentence, GString *told)
{
  g_string_append (told, sentence);
  g_string_append_c (told, '\n');
}

/* The current seat enters the Hall and names @suspect and @weapon there:
 * returns, lower case and one a line, the line that asked for it, the story
 * line of it, the entry in the seat's notebook, then all the seat was told
 * (what a screen reader speaks). */
static char *
words_of_a_suggestion (CfGame *game, const char *suspect, const char *weapon)
{
  g_autoptr(CfSeatView) view = cf_seat_view_new (game, cf_game_get_current_seat (game));
  CfCaseLog *log = cf_game_get_case_log (game, cf_game_get_current_seat (game));
  g_autoptr(GString) told = g_string_new (NULL);
  g_autofree char *awaited = NULL;
  g_autofree char *story = NULL;
  g_autofree char *entry = NULL;
  g_autofree char *all = NULL;

  g_signal_connect (view, "told", G_CALLBACK (on_told), told);
  put (game, "11,17"); /* in front of the Hall's door */
  roll_and_move (game, 3, "hall");
  g_assert_cmpint (cf_game_get_phase (game), ==, CF_PHASE_SUGGEST);
  awaited = cf_game_describe_awaited (game);
  g_assert_nonnull (strstr (told->str, awaited));
  g_assert_true (
      cf_game_suggest (game, cf_test_card (game, suspect), cf_test_card (game, weapon), NULL));
  for (guint i = cf_game_get_n_records (game); i-- > 0 && story == NULL;)
    if (cf_game_get_record (game, i)->kind == CF_RECORD_SUGGEST)
      story = cf_game_describe_record (game, i);
  g_assert_nonnull (story);
  g_assert_nonnull (strstr (told->str, story));
  if (cf_game_get_phase (game) == CF_PHASE_REFUTE)
    {
      g_autoptr(GArray) choices = cf_game_get_refute_choices (game);

      g_assert_true (cf_game_show_card (game, g_array_index (choices, int, 0), NULL));
    }
  g_assert_cmpuint (cf_case_log_get_n_events (log), >, 0);
  entry = cf_event_describe (cf_case_log_get_event (log, cf_case_log_get_n_events (log) - 1), log);
  all = g_strjoin ("\n", awaited, story, entry, told->str, NULL);
  return g_ascii_strdown (all, -1);
}

/* Issue 24: the 2008 rules call a suggestion a rumor ("Start a Rumor");
 * every line of the game says so in that edition, and the classic one
 * keeps "suggestion". */
static void
test_rumor_words (void)
{
  g_autoptr(CfGame) dts = new_game (3, 4, FALSE);
  g_autoptr(CfGame) classic = cf_test_new_table ("HHH", 4);
  g_autofree char *rumor = words_of_a_suggestion (dts, "plum", "axe");
  g_autofree char *suggestion = words_of_a_suggestion (classic, "plum", "rope");
  g_auto(GStrv) lines = g_strsplit (rumor, "\n", 4);

  g_test_message ("Discover the Secrets:\n%s", rumor);
  for (guint i = 0; i < 3; i++)
    {
      g_assert_nonnull (strstr (lines[i], "rumor"));
      g_assert_null (strstr (lines[i], "suggest"));
    }
  g_assert_null (strstr (lines[3], "suggest"));
  g_test_message ("classic:\n%s", suggestion);
  g_assert_nonnull (strstr (suggestion, "suggest"));
  g_assert_null (strstr (suggestion, "rumor"));
  lines = (g_strfreev (lines), g_strsplit (suggestion, "\n", 4));
  for (guint i = 0; i < 3; i++)
    g_assert_nonnull (strstr (lines[i], "suggest"));
}

/* simulate --no-keepers: bots play Discover the Secrets with only the
 * Clocks in the deck (the switch was once ignored without people) */
static void
test_bots_play_without_keepers (void)
{
  CfGameOptions off = { .no_keepers = TRUE };
  guint         keepers_on = 0, clocks_off = 0;

  for (guint g = 0; g < 8; g++)
    {
      CfPlayerKind levels[4] = { CF_PLAYER_MASTER, CF_PLAYER_DETECTIVE, CF_PLAYER_BEGINNER,
                                 CF_PLAYER_DETECTIVE };
      CfSimulation on_sim, off_sim;

      g_assert_true (
          cf_simulate_game (secrets (), 4, levels, NULL, 70 + g, g, 1000, &on_sim, NULL));
      g_assert_true (
          cf_simulate_game (secrets (), 4, levels, &off, 70 + g, g, 1000, &off_sim, NULL));
      g_assert_cmpuint (on_sim.violations, ==, 0);
      g_assert_cmpuint (off_sim.violations, ==, 0);
      g_assert_cmpuint (off_sim.keepers, ==, 0);
      keepers_on += on_sim.keepers;
      clocks_off += off_sim.clocks;
      cf_simulation_clear (&on_sim);
      cf_simulation_clear (&off_sim);
    }
  /* Both kinds of card were drawn where the deck has them */
  g_assert_cmpuint (keepers_on, >, 0);
  g_assert_cmpuint (clocks_off, >, 0);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/casefile/secrets/object", test_object);
  g_test_add_func ("/casefile/secrets/signals", test_signals);
  g_test_add_func ("/casefile/secrets/setup", test_setup);
  g_test_add_func ("/casefile/secrets/no-keepers", test_no_keepers);
  g_test_add_func ("/casefile/secrets/question-square", test_question_square);
  g_test_add_func ("/casefile/secrets/question-face", test_question_face);
  g_test_add_func ("/casefile/secrets/must-leave-room", test_must_leave_room);
  g_test_add_func ("/casefile/secrets/rumor-ends-turn", test_rumor_ends_turn);
  g_test_add_func ("/casefile/secrets/pool", test_pool);
  g_test_add_func ("/casefile/secrets/pool-one-action", test_pool_one_action);
  g_test_add_func ("/casefile/secrets/wrong-accusation", test_wrong_accusation);
  g_test_add_func ("/casefile/secrets/summoned-may-draw", test_summoned_may_draw);
  g_test_add_func ("/casefile/secrets/clocks-and-murder", test_clocks_and_murder);
  g_test_add_func ("/casefile/secrets/everyone-murdered", test_everyone_murdered);
  g_test_add_func ("/casefile/secrets/murdered-not-asked", test_murdered_not_asked);
  g_test_add_func ("/casefile/secrets/keeper/add-six", test_keeper_add_six);
  g_test_add_func ("/casefile/secrets/keeper/move-anywhere", test_keeper_move_anywhere);
  g_test_add_func ("/casefile/secrets/keeper/send-to-start", test_keeper_send_to_start);
  g_test_add_func ("/casefile/secrets/keeper/refuse", test_keeper_refuse);
  g_test_add_func ("/casefile/secrets/awaited-decision", test_awaited_decision);
  g_test_add_func ("/casefile/secrets/keeper/second-rumor", test_keeper_second_rumor);
  g_test_add_func ("/casefile/secrets/keeper/second-turn", test_keeper_second_turn);
  g_test_add_func ("/casefile/secrets/keeper/look-right", test_keeper_look_right);
  g_test_add_func ("/casefile/secrets/keeper/see-shown", test_keeper_see_shown);
  g_test_add_func ("/casefile/secrets/save", test_save);
  g_test_add_func ("/casefile/secrets/save-every-moment", test_save_every_moment);
  g_test_add_func ("/casefile/secrets/save-flags-checked", test_save_flags_checked);
  g_test_add_func ("/casefile/secrets/bots-play", test_bots_play);
  g_test_add_func ("/casefile/secrets/logs-true-of-the-deal", test_logs_true_of_the_deal);
  g_test_add_func ("/casefile/secrets/story-pool-door", test_story_pool_door);
  g_test_add_func ("/casefile/secrets/rumor-words", test_rumor_words);
  g_test_add_func ("/casefile/secrets/bots-play-without-keepers", test_bots_play_without_keepers);

  return g_test_run ();
}
