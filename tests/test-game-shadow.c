/* test-game-shadow.c: a seat's copy of a hosted game, and its shadow
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <string.h>

#include <json-glib/json-glib.h>

#include "casefile-core.h"
#include "cf-game-private.h" /* the truth, to change what a seat cannot know */
#include "cf-test-game.h"

#define MAX_TURNS 300

static char *
to_text (JsonNode *node)
{
  return json_to_string (node, FALSE);
}

static char *
log_text (CfGame *game, guint seat)
{
  g_autoptr(GBytes) bytes = cf_case_log_to_bytes (cf_game_get_case_log (game, seat));

  return g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
}

typedef struct
{
  guint records;
  guint shown;
  guint over;
} Heard;

static void
on_record (CfGame *game, guint index, Heard *heard)
{
  g_assert_cmpuint (index, ==, heard->records);
  heard->records++;
}

static void
on_shown (CfGame *game, guint refuter, guint suggester, int card, Heard *heard)
{
  heard->shown++;
}

static void
on_over (CfGame *game, int winner, Heard *heard)
{
  heard->over++;
}

typedef struct
{
  guint seat;
  guint shown;
} Party;

static void
on_shown_to (CfGame *game, guint refuter, guint suggester, int card, Party *party)
{
  if (party->seat == refuter || party->seat == suggester)
    party->shown++;
}

/* The shadow against the game, in everything its seat may see */
static void
assert_same_table (CfGame *game, CfGame *shadow, guint seat)
{
  CfAwaited        a = cf_game_get_awaited (game), b = cf_game_get_awaited (shadow);
  g_autofree char *log_a = log_text (game, seat);
  g_autofree char *log_b = log_text (shadow, seat);
  g_autofree char *awaited_a = cf_game_describe_awaited (game);
  g_autofree char *awaited_b = cf_game_describe_awaited (shadow);
  guint n_suspects = cf_edition_get_n_cards_of (cf_game_get_edition (game), CF_CATEGORY_SUSPECT);
  guint n_weapons = cf_edition_get_n_cards_of (cf_game_get_edition (game), CF_CATEGORY_WEAPON);

  g_assert_cmpint (cf_game_get_phase (shadow), ==, cf_game_get_phase (game));
  g_assert_cmpuint (cf_game_get_current_seat (shadow), ==, cf_game_get_current_seat (game));
  g_assert_cmpuint (cf_game_get_turn (shadow), ==, cf_game_get_turn (game));
  g_assert_cmpuint (cf_game_get_roll (shadow), ==, cf_game_get_roll (game));
  g_assert_cmpint (a.seat, ==, b.seat);
  /* What another seat may do hangs on its Keepers, which the seat does
   * not know: only its own choices must be the same */
  if (a.seat == (int)seat)
    {
      g_assert_cmpuint (a.choices, ==, b.choices);
      g_assert_cmpstr (awaited_a, ==, awaited_b);
    }
  else
    g_assert_cmpuint (a.choices & ~CF_CHOICE_KEEPER, ==, b.choices & ~CF_CHOICE_KEEPER);
  for (guint s = 0; s < n_suspects; s++)
    g_assert_cmpint (cf_game_get_token (shadow, s), ==, cf_game_get_token (game, s));
  for (guint w = 0; w < n_weapons; w++)
    g_assert_cmpint (cf_game_get_weapon_room (shadow, w), ==, cf_game_get_weapon_room (game, w));
  g_assert_cmpuint (cf_game_get_n_records (shadow), ==, cf_game_get_n_records (game));
  g_assert_cmpstr (log_a, ==, log_b);
  g_assert_cmpuint (cf_game_get_n_keepers (shadow, seat), ==, cf_game_get_n_keepers (game, seat));
  for (guint k = 0; k < cf_game_get_n_keepers (game, seat); k++)
    g_assert_cmpint (cf_game_get_keeper (shadow, seat, k), ==, cf_game_get_keeper (game, seat, k));
  for (guint p = 0; p < cf_game_get_n_pool_cards (game); p++)
    g_assert_cmpint (cf_game_get_pool_card_seen (shadow, seat, p), ==,
                     cf_game_get_pool_card_seen (game, seat, p));
  g_assert_cmpuint (cf_game_get_clocks_out (shadow), ==, cf_game_get_clocks_out (game));
}

/* The copy holds no card of another seat's hand, of the envelope or of
 * the pool that the seat has not seen, until the end */
static void
assert_copy_private (CfGame *game, JsonNode *copy, guint seat)
{
  JsonObject *object = json_node_get_object (copy);
  JsonArray  *seats = json_object_get_array_member (object, "seats");
  JsonArray  *envelope = json_object_get_array_member (object, "envelope");
  gboolean    over = cf_game_get_phase (game) == CF_PHASE_OVER;

  if (over)
    return;
  for (guint i = 0; i < json_array_get_length (seats); i++)
    {
      JsonArray *hand =
          json_object_get_array_member (json_array_get_object_element (seats, i), "hand");

      if (i == seat || cf_game_is_seat_murdered (game, i))
        continue;
      for (guint j = 0; j < json_array_get_length (hand); j++)
        g_assert_true (JSON_NODE_HOLDS_NULL (json_array_get_element (hand, j)));
    }
  if (cf_game_get_envelope_seen_by (game, seat) == NULL)
    for (guint c = 0; c < 3; c++)
      g_assert_true (JSON_NODE_HOLDS_NULL (json_array_get_element (envelope, c)));
  if (json_object_has_member (object, "pool"))
    {
      JsonArray *pool = json_object_get_array_member (object, "pool");

      for (guint p = 0; p < json_array_get_length (pool); p++)
        g_assert_cmpint (JSON_NODE_HOLDS_NULL (json_array_get_element (pool, p)), ==,
                         cf_game_get_pool_card_seen (game, seat, p) < 0);
    }
}

/* Whole games in every edition: after every decision the host's copy
 * brings the shadow level with the game, each record told once, in the
 * same words; the cards shown are heard by the two seats involved only */
static void
test_follows (void)
{
  g_autoptr(GListModel) editions = cf_edition_get_builtin (NULL);
  guint decisions = 0, games = 0;
  gsize largest = 0;

  for (guint e = 0; e < g_list_model_get_n_items (editions); e++)
    {
      g_autoptr(CfEdition) edition = g_list_model_get_item (editions, e);

      for (guint64 seed = 1; seed <= 2; seed++)
        {
          g_autoptr(CfGame) game = cf_test_new_bots_game (edition, CF_PLAYER_DETECTIVE, seed);
          guint seat = seed % cf_game_get_n_seats (game);
          g_autoptr(CfGameRelay) relay = cf_game_relay_new (game, seat);
          g_autoptr(JsonNode) first = cf_game_seat_copy (game, seat);
          g_autoptr(GError) error = NULL;
          g_autoptr(CfGame) shadow = cf_game_new_shadow (first, seat, &error);
          CfBot *bots[CF_GAME_MAX_SEATS];
          Heard  heard = { 0 };
          Party  party = { seat, 0 };

          g_assert_no_error (error);
          g_assert_cmpint (cf_game_get_shadow_seat (shadow), ==, seat);
          heard.records = cf_game_get_n_records (shadow);
          g_signal_connect (shadow, "record-added", G_CALLBACK (on_record), &heard);
          g_signal_connect (shadow, "card-shown", G_CALLBACK (on_shown), &heard);
          g_signal_connect (shadow, "game-over", G_CALLBACK (on_over), &heard);
          g_signal_connect (game, "card-shown", G_CALLBACK (on_shown_to), &party);
          assert_same_table (game, shadow, seat);
          for (guint i = 0; i < cf_game_get_n_seats (game); i++)
            bots[i] = cf_bot_new (CF_PLAYER_DETECTIVE, seed * 7 + i);

          while (cf_game_get_phase (game) != CF_PHASE_OVER && cf_game_get_turn (game) <= MAX_TURNS)
            {
              int acting = cf_game_get_acting_seat (game);
              g_autoptr(CfBotView) view = cf_bot_view_new (game, acting);
              g_autoptr(JsonNode) copy = NULL;
              g_autoptr(JsonArray) lines = NULL;
              g_autofree char *text = NULL;
              CfAction         action;

              g_assert_true (cf_bot_decide (bots[acting], view, &action, NULL, &error));
              g_assert_true (cf_game_apply (game, &action, &error));
              copy = cf_game_seat_copy (game, seat);
              lines = cf_game_relay_take (relay);
              assert_copy_private (game, copy, seat);
              text = to_text (copy);
              largest = MAX (largest, strlen (text));
              g_assert_true (cf_game_shadow_update (shadow, copy, lines, &error));
              g_assert_no_error (error);
              assert_same_table (game, shadow, seat);
              g_assert_cmpuint (heard.records, ==, cf_game_get_n_records (game));
              /* What the seat is asked, it is asked the same in its window */
              if (cf_game_get_acting_seat (game) == (int)seat)
                {
                  g_autoptr(CfBotView) here = cf_bot_view_new (game, seat);
                  g_autoptr(CfBotView) there = cf_bot_view_new (shadow, seat);
                  g_autoptr(JsonNode) a = cf_bot_view_to_json (here);
                  g_autoptr(JsonNode) b = cf_bot_view_to_json (there);
                  g_autofree char *ta = to_text (a);
                  g_autofree char *tb = to_text (b);

                  g_assert_cmpstr (ta, ==, tb);
                }
              for (guint r = 0; r < cf_game_get_n_records (game); r += 7)
                {
                  g_autofree char *a = cf_game_describe_record (game, r);
                  g_autofree char *b = cf_game_describe_record (shadow, r);
                  g_assert_cmpstr (a, ==, b);
                }
              decisions++;
            }
          g_assert_cmpuint (heard.shown, ==, party.shown);
          if (cf_game_get_phase (game) == CF_PHASE_OVER)
            {
              /* The end is public: the envelope and every hand */
              g_assert_cmpuint (heard.over, ==, 1);
              for (guint c = 0; c < 3; c++)
                g_assert_cmpint (cf_game_get_envelope (shadow)[c], ==,
                                 cf_game_get_envelope (game)[c]);
              for (guint i = 0; i < cf_game_get_n_seats (game); i++)
                {
                  g_autofree char *a = cf_game_describe_hand (game, i);
                  g_autofree char *b = cf_game_describe_hand (shadow, i);
                  g_assert_cmpstr (a, ==, b);
                }
            }
          for (guint i = 0; i < cf_game_get_n_seats (game); i++)
            g_object_unref (bots[i]);
          games++;
        }
    }
  g_test_message ("%u games, %u decisions followed; largest copy %zu bytes", games, decisions,
                  largest);
}

/* Swaps two cards of the deal (neither known to @seat), as the truth
 * could have been */
static void
swap_cards (CfGame *game, int *a, int *b)
{
  int card = *a;

  *a = *b;
  *b = card;
}

/* The copy for a seat says nothing of what that seat cannot know: deals
 * that differ only there give the same copy, byte for byte */
static void
test_copy_is_private (void)
{
  g_autoptr(GListModel) editions = cf_edition_get_builtin (NULL);
  guint checked = 0;

  for (guint e = 0; e < g_list_model_get_n_items (editions); e++)
    {
      g_autoptr(CfEdition) edition = g_list_model_get_item (editions, e);
      g_autoptr(CfGame) game = cf_test_new_bots_game (edition, CF_PLAYER_DETECTIVE, 3);
      CfBot *bots[CF_GAME_MAX_SEATS];
      guint  n = cf_game_get_n_seats (game);

      for (guint i = 0; i < n; i++)
        bots[i] = cf_bot_new (CF_PLAYER_DETECTIVE, 40 + i);
      for (guint step = 0; step < 400 && cf_game_get_phase (game) != CF_PHASE_OVER; step++)
        {
          int acting = cf_game_get_acting_seat (game);
          g_autoptr(CfBotView) view = cf_bot_view_new (game, acting);
          g_autoptr(GError) error = NULL;
          CfAction action;

          if (step % 25 == 0)
            for (guint seat = 0; seat < n; seat++)
              {
                guint   x = (seat + 1) % n, y = (seat + 2) % n;
                GArray *hx = game->seats[x].hand, *hy = game->seats[y].hand;
                int    *envelope = game->envelope;
                g_autoptr(JsonNode) before = NULL;
                g_autoptr(JsonNode) after = NULL;
                g_autofree char *a = NULL, *b = NULL;
                int              envelope_card = -1;

                if (cf_game_is_seat_murdered (game, x) || cf_game_is_seat_murdered (game, y) ||
                    cf_game_get_envelope_seen_by (game, seat) != NULL || hx->len == 0 ||
                    hy->len == 0)
                  continue;
                before = cf_game_seat_copy (game, seat);
                a = to_text (before);
                /* One card between two other hands, and a card of the
                 * envelope with one of the same kind in a hand */
                swap_cards (game, &g_array_index (hx, int, 0), &g_array_index (hy, int, 0));
                for (guint j = 0; j < hx->len && envelope_card < 0; j++)
                  for (guint c = 0; c < 3; c++)
                    if (cf_edition_get_card_category (edition, g_array_index (hx, int, j)) ==
                        cf_edition_get_card_category (edition, envelope[c]))
                      {
                        envelope_card = c;
                        swap_cards (game, &g_array_index (hx, int, j), &envelope[c]);
                        break;
                      }
                after = cf_game_seat_copy (game, seat);
                b = to_text (after);
                g_assert_cmpstr (a, ==, b);
                /* And back: the game goes on as dealt */
                if (envelope_card >= 0)
                  for (guint j = 0; j < hx->len; j++)
                    if (cf_edition_get_card_category (edition, g_array_index (hx, int, j)) ==
                        cf_edition_get_card_category (edition, envelope[envelope_card]))
                      {
                        swap_cards (game, &g_array_index (hx, int, j), &envelope[envelope_card]);
                        break;
                      }
                swap_cards (game, &g_array_index (hx, int, 0), &g_array_index (hy, int, 0));
                checked++;
              }
          g_assert_true (cf_bot_decide (bots[acting], view, &action, NULL, &error));
          g_assert_true (cf_game_apply (game, &action, &error));
        }
      for (guint i = 0; i < n; i++)
        g_object_unref (bots[i]);
    }
  g_assert_cmpuint (checked, >, 20);
  g_test_message ("%u copies unchanged by the cards their seat cannot know", checked);
}

/* Nothing of another seat's notebook, nor the dice's state, is sent */
static void
test_copy_leaves_out (void)
{
  g_autoptr(CfEdition) edition = cf_edition_lookup_builtin ("classic");
  g_autoptr(CfGame) game = cf_test_new_bots_game (edition, CF_PLAYER_DETECTIVE, 1);
  g_autoptr(JsonNode) copy = NULL;
  JsonObject      *object;
  JsonArray       *seats, *logs;
  guint            n_marks = cf_edition_get_n_cards (edition) * (cf_game_get_n_seats (game) + 1);
  g_autofree char *secret = g_strnfill (n_marks, 'y');
  g_autofree char *own = g_strnfill (n_marks, 'n');

  cf_game_set_seat_marks (game, 0, secret);
  cf_game_set_seat_marks (game, 1, own);
  copy = cf_game_seat_copy (game, 1);
  object = json_node_get_object (copy);
  seats = json_object_get_array_member (object, "seats");
  logs = json_object_get_array_member (object, "logs");
  g_assert_false (json_object_has_member (json_array_get_object_element (seats, 0), "marks"));
  g_assert_cmpstr (
      json_object_get_string_member (json_array_get_object_element (seats, 1), "marks"), ==, own);
  g_assert_true (JSON_NODE_HOLDS_NULL (json_array_get_element (logs, 0)));
  g_assert_true (JSON_NODE_HOLDS_OBJECT (json_array_get_element (logs, 1)));
  g_assert_cmpstr (json_object_get_string_member (object, "rng"), ==, "0");
}

static gboolean
forward_to (CfGame *game, const CfAction *action, gpointer data, GError **error)
{
  *(CfActionKind *)data = action->kind;
  return TRUE;
}

/* The shadow's seat decides there, and the decision goes to the host:
 * the shadow itself does not change */
static void
test_forward (void)
{
  g_autoptr(CfEdition) edition = cf_edition_lookup_builtin ("classic");
  g_autoptr(CfGame) game = cf_test_new_bots_game (edition, CF_PLAYER_DETECTIVE, 1);
  guint seat = cf_game_get_acting_seat (game);
  g_autoptr(JsonNode) copy = cf_game_seat_copy (game, seat);
  g_autoptr(GError) error = NULL;
  g_autoptr(CfGame) shadow = cf_game_new_shadow (copy, seat, &error);
  CfAction     roll = { .kind = CF_ACTION_ROLL };
  CfActionKind sent = CF_ACTION_END_TURN;

  g_assert_no_error (error);
  g_assert_false (cf_game_apply (shadow, &roll, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  cf_game_set_forward (shadow, forward_to, &sent, NULL);
  g_assert_true (cf_game_apply (shadow, &roll, &error));
  g_assert_cmpint (sent, ==, CF_ACTION_ROLL);
  g_assert_cmpuint (cf_game_get_roll (shadow), ==, 0);
  g_assert_cmpuint (cf_game_get_n_records (shadow), ==, cf_game_get_n_records (game));
}

/* A copy of another game, or of another seat's, is refused whole */
static void
test_refuses_another_game (void)
{
  g_autoptr(CfEdition) edition = cf_edition_lookup_builtin ("classic");
  g_autoptr(CfGame) game = cf_test_new_bots_game (edition, CF_PLAYER_DETECTIVE, 1);
  g_autoptr(CfGame) other = cf_test_new_bots_game (edition, CF_PLAYER_DETECTIVE, 2);
  g_autoptr(JsonNode) copy = cf_game_seat_copy (game, 0);
  g_autoptr(JsonNode) foreign = cf_game_seat_copy (other, 0);
  g_autoptr(JsonNode) broken = cf_game_seat_copy (game, 0);
  g_autoptr(GError) error = NULL;
  g_autoptr(CfGame) shadow = cf_game_new_shadow (copy, 0, &error);
  CfBot           *bot = cf_bot_new (CF_PLAYER_DETECTIVE, 1);
  g_autofree char *before = NULL, *after = NULL;

  g_assert_no_error (error);
  /* the other game goes ahead, so its story is longer than ours */
  for (guint i = 0; i < 12; i++)
    {
      int acting = cf_game_get_acting_seat (other);
      g_autoptr(CfBotView) view = cf_bot_view_new (other, acting);
      CfAction action;

      g_assert_true (cf_bot_decide (bot, view, &action, NULL, &error));
      g_assert_true (cf_game_apply (other, &action, &error));
    }
  g_clear_pointer (&foreign, json_node_unref);
  foreign = cf_game_seat_copy (other, 0);
  before = log_text (shadow, 0);
  g_assert_false (cf_game_shadow_update (shadow, foreign, NULL, &error));
  g_assert_error (error, CF_ERROR, CF_ERROR_INVALID);
  g_clear_error (&error);
  json_object_set_string_member (json_node_get_object (broken), "phase", "sleeping");
  g_assert_false (cf_game_shadow_update (shadow, broken, NULL, &error));
  g_assert_nonnull (error);
  after = log_text (shadow, 0);
  g_assert_cmpstr (before, ==, after);
  g_assert_cmpuint (cf_game_get_n_records (shadow), ==, cf_game_get_n_records (game));
  g_object_unref (bot);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/casefile/game-shadow/follows", test_follows);
  g_test_add_func ("/casefile/game-shadow/copy-is-private", test_copy_is_private);
  g_test_add_func ("/casefile/game-shadow/copy-leaves-out", test_copy_leaves_out);
  g_test_add_func ("/casefile/game-shadow/forward", test_forward);
  g_test_add_func ("/casefile/game-shadow/refuses-another-game", test_refuses_another_game);
  return g_test_run ();
}
