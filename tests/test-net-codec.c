/* test-net-codec.c: a bot's view and its action as JSON, for a remote bot
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <string.h>

#include <json-glib/json-glib.h>

#include "casefile-core.h"
#include "cf-bot-private.h"  /* to compare every field of two views */
#include "cf-game-private.h" /* the truth: hands and envelope, for privacy */

/* Decisions compared per edition and level (CF_TEST_DECISIONS overrides) */
#define DECISIONS_PER_RUN 1400
#define MAX_TURNS 300

static const CfPlayerKind levels[] = { CF_PLAYER_BEGINNER, CF_PLAYER_DETECTIVE, CF_PLAYER_MASTER };

/* ---------------------------------------------------------------- helpers */

static char *
node_to_string (JsonNode *node)
{
  g_autoptr(JsonGenerator) generator = json_generator_new ();

  json_generator_set_root (generator, node);
  return json_generator_to_data (generator, NULL);
}

static JsonNode *
parse (const char *text)
{
  g_autoptr(GBytes) bytes = g_bytes_new (text, strlen (text));
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;

  json_parser_load_from_data (parser, text, -1, &error);
  g_assert_no_error (error);
  return json_node_ref (json_parser_get_root (parser));
}

/* Every field of two views, the case logs as their files */
static void
assert_views_equal (const CfBotView *a, const CfBotView *b)
{
  g_autoptr(GBytes) log_a = cf_case_log_to_bytes (a->log);
  g_autoptr(GBytes) log_b = cf_case_log_to_bytes (b->log);

  g_assert_true (a->edition == b->edition);
  g_assert_true (a->board == b->board);
  g_assert_cmpuint (a->seat, ==, b->seat);
  g_assert_cmpuint (a->n_seats, ==, b->n_seats);
  g_assert_cmpint (a->phase, ==, b->phase);
  g_assert_cmpuint (a->current, ==, b->current);
  g_assert_cmpmem (a->suspects, sizeof a->suspects, b->suspects, sizeof b->suspects);
  g_assert_cmpmem (a->out, sizeof a->out, b->out, sizeof b->out);
  g_assert_cmpuint (a->n_suspects, ==, b->n_suspects);
  g_assert_cmpuint (a->n_weapons, ==, b->n_weapons);
  g_assert_cmpmem (a->tokens, a->n_suspects * sizeof (CfPlace), b->tokens,
                   b->n_suspects * sizeof (CfPlace));
  g_assert_cmpmem (a->weapons, a->n_weapons * sizeof (int), b->weapons,
                   b->n_weapons * sizeof (int));
  g_assert_cmpuint (a->roll, ==, b->roll);
  g_assert_cmpmem (a->reach.squares->data, a->reach.squares->len * sizeof (CfPlace),
                   b->reach.squares->data, b->reach.squares->len * sizeof (CfPlace));
  g_assert_cmphex (a->reach.rooms, ==, b->reach.rooms);
  g_assert_cmpint (a->can_roll, ==, b->can_roll);
  g_assert_cmpint (a->can_passage, ==, b->can_passage);
  g_assert_cmpint (a->can_suggest, ==, b->can_suggest);
  g_assert_cmpint (a->can_accuse, ==, b->can_accuse);
  g_assert_cmpint (a->can_end_turn, ==, b->can_end_turn);
  g_assert_cmpmem (a->suggestion, sizeof a->suggestion, b->suggestion, sizeof b->suggestion);
  g_assert_cmpint (a->suggester, ==, b->suggester);
  g_assert_cmpmem (a->choices->data, a->choices->len * sizeof (int), b->choices->data,
                   b->choices->len * sizeof (int));
  g_assert_true (g_bytes_equal (log_a, log_b));
  g_assert_cmpint (a->at_pool, ==, b->at_pool);
  g_assert_cmpint (a->in_pool, ==, b->in_pool);
  g_assert_cmpint (a->can_draw, ==, b->can_draw);
  g_assert_cmpint (a->can_look, ==, b->can_look);
  g_assert_cmpuint (a->n_unseen, ==, b->n_unseen);
  g_assert_cmpmem (a->can_play, sizeof a->can_play, b->can_play, sizeof b->can_play);
  g_assert_cmpint (a->risky, ==, b->risky);
  g_assert_cmpint (a->send_target, ==, b->send_target);
}

static guint
decisions_per_run (void)
{
  const char *text = g_getenv ("CF_TEST_DECISIONS");

  return text != NULL ? (guint)g_ascii_strtoull (text, NULL, 10) : DECISIONS_PER_RUN;
}

static CfGame *
new_game (CfEdition *edition, CfPlayerKind level, guint64 seed)
{
  CfSeatSetup setup[CF_GAME_MAX_SEATS];

  /* 3 to 6 seats by turns; an edition played by six (18 × 18) refuses the others */
  const guint counts[] = { 3 + seed % 4, 6, 3 };

  for (guint c = 0; c < G_N_ELEMENTS (counts); c++)
    {
      g_autoptr(GError) error = NULL;
      CfGame *game;

      for (guint i = 0; i < counts[c]; i++)
        setup[i] = (CfSeatSetup){ .suspect = i, .name = NULL, .kind = level };
      if ((game = cf_game_new (edition, counts[c], setup, seed, &error)))
        return game;
    }
  g_assert_not_reached ();
}

/* ---------------------------------------------------------------- round trip */

typedef struct
{
  guint decisions;
  guint games;
  gsize bytes;
  gsize largest;
} Tally;

/* One decision: the view through text and back, and two bots of the same
 * level and history deciding from the original and from the copy. */
static void
compare_decision (CfGame *game, CfBot *bot, CfBot *twin, CfAction *action, Tally *tally)
{
  int seat = cf_game_get_acting_seat (game);
  g_autoptr(CfBotView) view = cf_bot_view_new (game, seat);
  g_autoptr(GBytes) bytes = cf_bot_view_to_bytes (view);
  g_autoptr(GError) error = NULL;
  g_autoptr(CfBotView) copy = cf_bot_view_new_from_bytes (bytes, &error);
  g_autoptr(GBytes) again = NULL;
  g_autoptr(JsonNode) action_json = NULL;
  g_autoptr(JsonNode) action_parsed = NULL;
  g_autofree char *action_text = NULL;
  CfAction         twin_action, read_back;

  g_assert_no_error (error);
  again = cf_bot_view_to_bytes (copy);
  g_assert_true (g_bytes_equal (bytes, again));
  assert_views_equal (view, copy);
  tally->bytes += g_bytes_get_size (bytes);
  tally->largest = MAX (tally->largest, g_bytes_get_size (bytes));

  g_assert_true (cf_bot_decide (bot, view, action, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (cf_bot_decide (twin, copy, &twin_action, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpmem (action, sizeof *action, &twin_action, sizeof twin_action);

  /* The answer, through text and back */
  action_json = cf_action_to_json (cf_game_get_edition (game), action);
  action_text = node_to_string (action_json);
  action_parsed = parse (action_text);
  g_assert_true (cf_action_from_json (cf_game_get_edition (game), cf_game_get_board (game),
                                      action_parsed, &read_back, &error));
  g_assert_no_error (error);
  g_assert_cmpmem (action, sizeof *action, &read_back, sizeof read_back);
  tally->decisions++;
}

static void
play_and_compare (CfEdition *edition, CfPlayerKind level, guint target, Tally *tally)
{
  for (guint64 seed = 1; tally->decisions < target; seed++)
    {
      g_autoptr(CfGame) game = new_game (edition, level, seed);
      guint  n = cf_game_get_n_seats (game);
      CfBot *bots[CF_GAME_MAX_SEATS], *twins[CF_GAME_MAX_SEATS];

      for (guint i = 0; i < n; i++)
        {
          bots[i] = cf_bot_new (level, seed * 10 + i);
          twins[i] = cf_bot_new (level, seed * 10 + i);
        }
      while (cf_game_get_phase (game) != CF_PHASE_OVER && cf_game_get_turn (game) <= MAX_TURNS &&
             tally->decisions < target)
        {
          int seat = cf_game_get_acting_seat (game);
          g_autoptr(GError) error = NULL;
          CfAction action;

          compare_decision (game, bots[seat], twins[seat], &action, tally);
          g_assert_true (cf_game_apply (game, &action, &error));
          g_assert_no_error (error);
        }
      for (guint i = 0; i < n; i++)
        {
          g_object_unref (bots[i]);
          g_object_unref (twins[i]);
        }
      tally->games++;
    }
}

static void
test_round_trip (void)
{
  g_autoptr(GListModel) editions = cf_edition_get_builtin (NULL);
  g_autoptr(GTimer) timer = g_timer_new ();
  guint target = decisions_per_run ();
  Tally total = { 0 };

  for (guint e = 0; e < g_list_model_get_n_items (editions); e++)
    {
      g_autoptr(CfEdition) edition = g_list_model_get_item (editions, e);

      for (guint l = 0; l < G_N_ELEMENTS (levels); l++)
        {
          Tally   tally = { 0 };
          gdouble start = g_timer_elapsed (timer, NULL);

          play_and_compare (edition, levels[l], target, &tally);
          g_test_message ("%s, %s: %u decisions in %u games, %.1f s, views of %zu bytes on "
                          "average, %zu at most",
                          cf_edition_get_id (edition), cf_player_kind_to_string (levels[l]),
                          tally.decisions, tally.games, g_timer_elapsed (timer, NULL) - start,
                          tally.bytes / MAX (tally.decisions, 1), tally.largest);
          total.decisions += tally.decisions;
          total.games += tally.games;
        }
    }
  g_test_message ("%u decisions compared in %u games, %.1f s", total.decisions, total.games,
                  g_timer_elapsed (timer, NULL));
  g_assert_cmpuint (total.decisions, >=, target * 15);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/casefile/net-codec/round-trip", test_round_trip);
  return g_test_run ();
}
