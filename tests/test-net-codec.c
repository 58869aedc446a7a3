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
#include "cf-test-game.h"

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
      g_autoptr(CfGame) game = cf_test_new_bots_game (edition, level, seed);
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

/* ---------------------------------------------------------------- privacy */

/*
 * The rule: a card id stands in a view either as a piece or a question,
 * which the whole table sees (a seat's token, where tokens and weapons are,
 * rooms in reach, the cards named in a suggestion or accusation), or as a
 * card *held*: everywhere else (the seat's hand, the card it was shown or
 * showed, a card revealed to it, the cards it may show). A card appears as
 * held only when it is the seat's own, was shown to it, or was laid face up
 * for everyone; never a card of the envelope.
 */
static const char *const public_paths[] = {
  "seats[*].suspect",
  "tokens.*",
  "weapons.*",
  "reach.*",
  "suggestion[*]",
  "secrets.send_back",
  "case_log.edition",
  "case_log.players[*].name",
  "case_log.events[*].cards[*]",
};

static void
collect_held (CfEdition *edition, JsonNode *node, const char *path, guint64 *held)
{
  if (JSON_NODE_HOLDS_OBJECT (node))
    {
      JsonObject *object = json_node_get_object (node);
      g_autoptr(GList) members = json_object_get_members (object);

      for (const GList *l = members; l != NULL; l = l->next)
        {
          g_autofree char *child =
              *path ? g_strdup_printf ("%s.%s", path, (char *)l->data) : g_strdup (l->data);

          /* Members named by a card: the pieces of the table only */
          if (cf_edition_lookup_card (edition, l->data) >= 0)
            g_assert_true (g_str_equal (path, "tokens") || g_str_equal (path, "weapons"));
          collect_held (edition, json_object_get_member (object, l->data), child, held);
        }
    }
  else if (JSON_NODE_HOLDS_ARRAY (node))
    {
      JsonArray *array = json_node_get_array (node);

      for (guint i = 0; i < json_array_get_length (array); i++)
        {
          g_autofree char *child = g_strdup_printf ("%s[%u]", path, i);
          collect_held (edition, json_array_get_element (array, i), child, held);
        }
    }
  else if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING)
    {
      int card = cf_edition_lookup_card (edition, json_node_get_string (node));

      if (card < 0)
        return;
      for (guint i = 0; i < G_N_ELEMENTS (public_paths); i++)
        if (g_pattern_match_simple (public_paths[i], path))
          return;
      *held |= G_GUINT64_CONSTANT (1) << card;
    }
}

static void
on_card_shown (CfGame *game, guint refuter, guint suggester, int card, guint64 *shown_to)
{
  shown_to[suggester] |= G_GUINT64_CONSTANT (1) << card;
}

/* Cards laid face up for everyone: a reveal in every seat's log */
static guint64
public_reveals (CfGame *game)
{
  guint64 all = ~G_GUINT64_CONSTANT (0);

  for (guint t = 0; t < game->n_seats; t++)
    {
      CfCaseLog *log = game->seats[t].log;
      guint64    revealed = 0;

      for (guint e = 0; e < cf_case_log_get_n_events (log); e++)
        {
          const CfEvent *event = cf_case_log_get_event (log, e);
          if (event->type == CF_EVENT_REVEAL)
            revealed |= G_GUINT64_CONSTANT (1) << event->cards[0];
        }
      all &= revealed;
    }
  return all;
}

static guint64
hand_of (CfGame *game, guint seat)
{
  guint64 hand = 0;

  for (guint i = 0; i < game->seats[seat].hand->len; i++)
    hand |= G_GUINT64_CONSTANT (1) << g_array_index (game->seats[seat].hand, int, i);
  return hand;
}

static void
test_privacy (void)
{
  g_autoptr(GListModel) editions = cf_edition_get_builtin (NULL);
  guint checked = 0, full = 0;

  for (guint e = 0; e < g_list_model_get_n_items (editions); e++)
    {
      g_autoptr(CfEdition) edition = g_list_model_get_item (editions, e);
      /* Pool looks and Keepers show cards by ways of their own: there only
       * the envelope is checked */
      gboolean whole_rule = cf_edition_get_intrigue (edition) == NULL;

      for (guint64 seed = 1; seed <= 4; seed++)
        {
          g_autoptr(CfGame) game = cf_test_new_bots_game (edition, CF_PLAYER_DETECTIVE, seed);
          guint64  shown_to[CF_GAME_MAX_SEATS] = { 0 };
          guint64  envelope = 0;
          CfBot   *bots[CF_GAME_MAX_SEATS];
          gboolean first = TRUE;

          for (guint i = 0; i < 3; i++)
            envelope |= G_GUINT64_CONSTANT (1) << game->envelope[i];
          for (guint i = 0; i < game->n_seats; i++)
            bots[i] = cf_bot_new (CF_PLAYER_DETECTIVE, seed + i);
          g_signal_connect (game, "card-shown", G_CALLBACK (on_card_shown), shown_to);

          while (cf_game_get_phase (game) != CF_PHASE_OVER && cf_game_get_turn (game) <= MAX_TURNS)
            {
              int seat = cf_game_get_acting_seat (game);
              g_autoptr(CfBotView) view = cf_bot_view_new (game, seat);
              g_autoptr(JsonNode) json = cf_bot_view_to_json (view);
              g_autoptr(GError) error = NULL;
              guint64  held = 0;
              CfAction action;

              collect_held (edition, json, "", &held);
              g_assert_cmphex (held & envelope, ==, 0);
              if (whole_rule)
                {
                  g_assert_cmphex (
                      held & ~(hand_of (game, seat) | shown_to[seat] | public_reveals (game)), ==,
                      0);
                  full++;
                }
              /* At the start a seat holds its hand and knows of no other card */
              if (first)
                g_assert_cmphex (held, ==, hand_of (game, seat));
              first = FALSE;
              checked++;

              g_assert_true (cf_bot_decide (bots[seat], view, &action, NULL, &error));
              g_assert_true (cf_game_apply (game, &action, &error));
              g_assert_no_error (error);
            }
          for (guint i = 0; i < game->n_seats; i++)
            g_object_unref (bots[i]);
        }
    }
  g_test_message ("%u views checked, %u against the whole rule", checked, full);
}

/* ---------------------------------------------------------------- hostile input */

/* A real view: the seat asked to refute, mid-game, in a game of @edition */
static char *
real_view (const char *edition_id, guint64 seed)
{
  CfEdition *edition = cf_edition_lookup_builtin (edition_id);
  g_autoptr(CfGame) game = cf_test_new_bots_game (edition, CF_PLAYER_DETECTIVE, seed);
  CfBot *bots[CF_GAME_MAX_SEATS];
  char  *text = NULL;

  for (guint i = 0; i < game->n_seats; i++)
    bots[i] = cf_bot_new (CF_PLAYER_DETECTIVE, seed + i);
  while (text == NULL && cf_game_get_phase (game) != CF_PHASE_OVER)
    {
      int seat = cf_game_get_acting_seat (game);
      g_autoptr(CfBotView) view = cf_bot_view_new (game, seat);
      g_autoptr(GError) error = NULL;
      CfAction action;

      if (view->choices->len >= 2 && cf_case_log_get_n_events (view->log) >= 3)
        {
          g_autoptr(JsonNode) json = cf_bot_view_to_json (view);
          text = node_to_string (json);
          break;
        }
      g_assert_true (cf_bot_decide (bots[seat], view, &action, NULL, &error));
      g_assert_true (cf_game_apply (game, &action, &error));
    }
  for (guint i = 0; i < game->n_seats; i++)
    g_object_unref (bots[i]);
  g_assert_nonnull (text);
  return text;
}

/* Replaces (or with @json NULL removes) the member at @path ("seats.1.out";
 * numbers index arrays); "@" replaces the whole document. */
static JsonNode *
mutate (const char *text, const char *path, const char *json)
{
  g_autoptr(JsonNode) root = parse (text);
  g_auto(GStrv) steps = g_strsplit (path, ".", -1);
  JsonNode *node = root;
  guint     n = g_strv_length (steps);

  if (g_str_equal (path, "@"))
    return parse (json);
  for (guint i = 0; i < n; i++)
    {
      gboolean last = i + 1 == n;

      if (JSON_NODE_HOLDS_ARRAY (node))
        {
          JsonArray *array = json_node_get_array (node);
          guint      index = g_ascii_strtoull (steps[i], NULL, 10);

          if (!last)
            node = json_array_get_element (array, index);
          else if (json == NULL)
            json_array_remove_element (array, index);
          else
            {
              /* json-glib has no replace: rebuild the array */
              g_autoptr(JsonArray) copy = json_array_new ();
              for (guint j = 0; j < json_array_get_length (array); j++)
                json_array_add_element (
                    copy,
                    j == index ? parse (json) : json_node_copy (json_array_get_element (array, j)));
              json_node_set_array (node, copy);
            }
        }
      else
        {
          JsonObject *object = json_node_get_object (node);

          if (!last)
            node = json_object_get_member (object, steps[i]);
          else if (json == NULL)
            json_object_remove_member (object, steps[i]);
          else
            json_object_set_member (object, steps[i], parse (json));
        }
      g_assert_nonnull (node);
    }
  return g_steal_pointer (&root);
}

typedef struct
{
  const char *path;
  const char *json; /* NULL: removed; %s: a real card or square, see below */
  const char *message;
} Broken;

static char *
json_of_length (guint n, const char *element)
{
  GString *out = g_string_new ("[");

  for (guint i = 0; i < n; i++)
    g_string_append_printf (out, "%s%s", i ? "," : "", element);
  g_string_append (out, "]");
  return g_string_free (out, FALSE);
}

static void
assert_refused (JsonNode *node, const char *expected, const char *what)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CfBotView) view = cf_bot_view_new_from_json (node, &error);

  if (view != NULL)
    g_error ("%s: read", what);
  g_assert_error (error, CF_ERROR, CF_ERROR_INVALID);
  if (strstr (error->message, expected) == NULL)
    g_error ("%s: expected “%s” in “%s”", what, expected, error->message);
  g_assert_null (strchr (error->message, '\n'));
  g_test_message ("%s → %s", what, error->message);
}

static void
test_hostile_view (void)
{
  g_autofree char *classic = real_view ("classic", 2);
  g_autofree char *secrets = real_view ("discover-the-secrets", 3);
  g_autofree char *long_squares = json_of_length (5000, "\"7,5\"");
  g_autofree char *long_seats = json_of_length (100000, "{}");
  g_autofree char *long_id = g_strnfill (100000, 'x');
  g_autofree char *long_edition = g_strdup_printf ("\"%s\"", long_id);
  g_autoptr(JsonNode) parsed = parse (classic);
  JsonObject *root = json_node_get_object (parsed);
  JsonArray  *suggestion = json_object_get_array_member (root, "suggestion");
  JsonArray  *show = json_object_get_array_member (root, "show");
  CfEdition  *edition = cf_edition_lookup_builtin ("classic");
  g_autoptr(CfBoard) board = cf_board_lookup_builtin (edition);
  g_autofree char *start = cf_board_place_to_string (board, cf_board_get_start (board, 0));
  g_autofree char *start_json = g_strdup_printf ("\"%s\"", start);
  g_autofree char *two_starts = g_strdup_printf ("[\"%s\", \"%s\"]", start, start);
  g_autofree char *first_suspect = g_strdup_printf ("\"%s\"", cf_edition_get_card_id (edition, 0));
  g_autofree char *same_suspect = g_strdup_printf (
      "\"%s\"", json_object_get_string_member (
                    json_array_get_object_element (json_object_get_array_member (root, "seats"), 0),
                    "suspect"));
  g_autofree char *shown_twice =
      g_strdup_printf ("[\"%s\", \"%s\"]", json_array_get_string_element (show, 0),
                       json_array_get_string_element (show, 0));
  const char      *named[3] = { json_array_get_string_element (suggestion, 0),
                                json_array_get_string_element (suggestion, 1),
                                json_array_get_string_element (suggestion, 2) };
  g_autofree char *not_held = NULL;
  const Broken     table[] = {
        { "@", "[]", "expected an object" },
        { "@", "null", "expected an object" },
        { "extra", "1", "extra: unknown member" },
        { "edition", NULL, "edition: missing" },
        { "edition", "7", "edition: expected a string" },
        { "edition", "\"nope\"", "edition: unknown edition" },
        { "edition", long_edition, "edition: unknown edition" },
        { "edition", "{\"id\":\"mine\",\"suspects\":[\"a\"],\"weapons\":[\"b\"],\"rooms\":[\"c\"]}",
          "edition: expected a string" },
        { "seat", NULL, "seat: missing" },
        { "seat", "-1", "seat: -1 is out of range" },
        { "seat", "6", "seat: 6 is out of range" },
        { "seat", "\"0\"", "seat: expected a whole number" },
        { "seat", "1.5", "seat: expected a whole number" },
        { "seat", "99999999999999999999", "seat: " },
        { "phase", "\"dance\"", "phase: unknown phase" },
        { "phase", "[]", "phase: expected a string" },
        { "current", "99", "current: 99 is out of range" },
        { "seats", "[]", "seats: a game has 3 to 6 seats" },
        { "seats", "{}", "seats: expected an array" },
        { "seats", long_seats, "seats: too long" },
        { "seats.0", "7", "seats[0]: expected an object" },
        { "seats.0.suspect", "\"rope\"", "seats[0].suspect: “rope” is the wrong kind" },
        { "seats.0.suspect", "\"nobody\"", "seats[0].suspect: unknown card" },
        { "seats.1.suspect", same_suspect, "seats[1].suspect: two seats play the same suspect" },
        { "seats.0.out", "\"yes\"", "seats[0].out: expected true or false" },
        { "seats.0.out", NULL, "seats[0].out: missing" },
        { "seats.0.name", "\"x\"", "seats[0].name: unknown member" },
        { "tokens", "[]", "tokens: expected an object" },
        { "tokens.rope", start_json, "tokens.rope: unknown member" },
        { "tokens.scarlet", NULL, "tokens.scarlet: missing" },
        { "tokens.scarlet", "\"99,99\"", "tokens.scarlet: 99,99 is off the board" },
        { "tokens.scarlet", "\"-1,3\"", "tokens.scarlet: “-1,3” is neither" },
        { "tokens.scarlet", "\"pool\"", "tokens.scarlet: “pool” is neither" },
        { "tokens.scarlet", "3", "tokens.scarlet: expected a place" },
        { "weapons.rope", start_json, "weapons.rope: not a room" },
        { "weapons.rope", "null", "weapons.rope: expected a place" },
        { "weapons.scarlet", "\"kitchen\"", "weapons.scarlet: unknown member" },
        { "roll", "13", "roll: 13 is out of range" },
        { "roll", "-1", "roll: -1 is out of range" },
        { "reach", NULL, "reach: missing" },
        { "reach.more", "[]", "reach.more: unknown member" },
        { "reach.squares", "[\"kitchen\"]", "reach.squares[0]: kitchen is not a corridor square" },
        { "reach.squares", long_squares, "reach.squares: too long" },
        { "reach.squares", two_starts, "reach.squares[1]: “" },
        { "reach.rooms", "[\"kitchen\", \"kitchen\"]", "reach.rooms[1]: “kitchen” is listed twice" },
        { "reach.rooms", two_starts, "reach.rooms[0]: not a room" },
        { "can", "[\"fly\"]", "can[0]: unknown choice “fly”" },
        { "can", "[\"move\"]", "can[0]: unknown choice “move”" },
        { "can", "[\"roll\", \"roll\"]", "can[1]: “roll” is listed twice" },
        { "can", "[1]", "can[0]: expected a string" },
        { "can", "[\"roll\",\"roll\",\"roll\",\"roll\",\"roll\",\"roll\",\"roll\"]", "can: too long" },
        { "suggestion", "[\"rope\", \"rope\", \"kitchen\"]",
          "suggestion[0]: “rope” is the wrong kind" },
        { "suggestion", "[\"scarlet\", \"rope\"]", "suggestion: expected 3 cards" },
        { "suggestion", "\"rope\"", "suggestion: expected an array" },
        { "suggester", "7", "suggester: 7 is out of range" },
        { "suggester", "true", "suggester: expected a whole number" },
        { "show", shown_twice, "show[1]: " },
        { "show", "[\"a\",\"b\",\"c\",\"d\"]", "show: too long" },
        { "show", "[\"nobody\"]", "show[0]: unknown card" },
        { "secrets", "{}", "secrets: this edition has no Intrigue cards" },
        { "case_log", NULL, "case_log: missing" },
        { "case_log", "\"log\"", "case_log: expected an object" },
        { "case_log.me", NULL, "case_log" },
        { "case_log.edition", "\"classic-1949\"", "case_log" },
        { "case_log.events.0.cards.0", "\"nobody\"", "case_log: events[0].cards[0]" },
        { "case_log.events", long_squares, "case_log: events[0]" },
        { "case_log.format", "\"casefile-game\"", "case_log: format" },
  };

  /* A card named in the suggestion that this seat does not hold */
  for (guint i = 0; i < 3 && not_held == NULL; i++)
    {
      gboolean held = FALSE;
      for (guint j = 0; j < json_array_get_length (show); j++)
        held |= g_str_equal (named[i], json_array_get_string_element (show, j));
      if (!held)
        not_held = g_strdup_printf ("[\"%s\"]", named[i]);
    }
  g_assert_nonnull (not_held);
  {
    g_autoptr(JsonNode) node = mutate (classic, "show", not_held);
    assert_refused (node, "show[0]: not a card of the suggestion in this seat’s hand", "show");
  }
  {
    g_autoptr(JsonNode) node = mutate (classic, "show", first_suspect);
    assert_refused (node, "show: expected an array", "show");
  }

  /* The case log must be this seat's, at this table */
  {
    gint64           seat = json_object_get_int_member (root, "seat");
    guint            n = json_array_get_length (json_object_get_array_member (root, "seats"));
    g_autofree char *other = g_strdup_printf ("%" G_GINT64_FORMAT, (seat + 1) % n);
    g_autofree char *last = g_strdup_printf ("seats.%u", n - 1);
    g_autoptr(JsonNode) node = mutate (classic, "seat", other);
    g_autoptr(JsonNode) first = mutate (classic, "seat", "0");
    g_autofree char *first_text = node_to_string (first);
    g_autoptr(JsonNode) second = mutate (first_text, "current", "0");
    g_autofree char *second_text = node_to_string (second);
    g_autoptr(JsonNode) fewer = mutate (second_text, last, NULL);
    g_autofree char *message =
        g_strdup_printf ("case_log.players: %u players, but the table has %u seats", n, n - 1);

    assert_refused (node, "case_log.me: not the seat this view is for", "seat");
    if (n > 3)
      assert_refused (fewer, message, "seats");
  }

  for (guint i = 0; i < G_N_ELEMENTS (table); i++)
    {
      g_autoptr(JsonNode) node = mutate (classic, table[i].path, table[i].json);
      g_autofree char *what = g_strdup_printf ("classic %s", table[i].path);

      assert_refused (node, table[i].message, what);
    }

  {
    const Broken secret_table[] = {
      { "secrets", NULL, "secrets: missing" },
      { "secrets.keepers", "[\"fly\"]", "secrets.keepers[0]: unknown Keeper effect “fly”" },
      { "secrets.keepers", "[\"add-six\", \"add-six\"]",
        "secrets.keepers[1]: “add-six” is listed" },
      { "secrets.look", "-1", "secrets.look: -1 is out of range" },
      { "secrets.send_back", "\"rope\"", "secrets.send_back: “rope” is the wrong kind" },
      { "secrets.unseen", "1000", "secrets.unseen: 1000 is out of range" },
      { "secrets.risky", "1", "secrets.risky: expected true or false" },
      { "secrets.more", "1", "secrets.more: unknown member" },
      { "weapons.rope", "\"pool\"", NULL },
    };

    for (guint i = 0; i < G_N_ELEMENTS (secret_table); i++)
      {
        g_autoptr(JsonNode) node = mutate (secrets, secret_table[i].path, secret_table[i].json);
        g_autofree char *what = g_strdup_printf ("secrets %s", secret_table[i].path);
        g_autoptr(GError) error = NULL;

        if (secret_table[i].message != NULL)
          assert_refused (node, secret_table[i].message, what);
        else
          {
            /* A weapon in the pool is a weapon in a room of this board */
            g_autoptr(CfBotView) view = cf_bot_view_new_from_json (node, &error);
            g_assert_no_error (error);
          }
      }
  }

  /* As text: truncated at every tenth byte, nested too deeply */
  {
    gsize length = strlen (classic);

    for (gsize cut = 0; cut < length; cut += 10)
      {
        g_autoptr(GBytes) bytes = g_bytes_new (classic, cut);
        g_autoptr(GError) error = NULL;
        g_autoptr(CfBotView) view = cf_bot_view_new_from_bytes (bytes, &error);

        g_assert_null (view);
        g_assert_error (error, CF_ERROR, CF_ERROR_INVALID);
      }
  }
  {
    g_autofree char *open = g_strnfill (100000, '[');
    g_autofree char *deep = g_strdup_printf ("{\"seats\": %s", open);
    g_autoptr(GBytes) bytes = g_bytes_new (deep, strlen (deep));
    g_autoptr(GError) error = NULL;
    g_autoptr(CfBotView) view = cf_bot_view_new_from_bytes (bytes, &error);

    g_assert_null (view);
    g_assert_nonnull (strstr (error->message, "nested too deeply"));
  }
  {
    g_autoptr(GBytes) bytes = g_bytes_new (classic, strlen (classic));
    g_autoptr(GError) error = NULL;
    g_autoptr(CfBotView) view = cf_bot_view_new_from_bytes (bytes, &error);

    g_assert_no_error (error);
  }
}

static void
assert_action_refused (CfEdition *edition, CfBoard *board, const char *text, const char *expected)
{
  g_autoptr(JsonNode) node = parse (text);
  g_autoptr(GError) error = NULL;
  CfAction action;

  if (cf_action_from_json (edition, board, node, &action, &error))
    g_error ("%s: read", text);
  g_assert_error (error, CF_ERROR, CF_ERROR_INVALID);
  if (strstr (error->message, expected) == NULL)
    g_error ("%s: expected “%s” in “%s”", text, expected, error->message);
}

static void
test_hostile_action (void)
{
  CfEdition *edition = cf_edition_lookup_builtin ("classic");
  g_autoptr(CfBoard) board = cf_board_lookup_builtin (edition);
  static const char *const table[][2] = {
    { "[]", "expected an object" },
    { "{}", "kind: missing" },
    { "{\"kind\": 3}", "kind: expected a string" },
    { "{\"kind\": \"fly\"}", "kind: unknown action “fly”" },
    { "{\"kind\": \"roll\", \"place\": \"kitchen\"}", "place: unknown member" },
    { "{\"kind\": \"move\"}", "place: missing" },
    { "{\"kind\": \"move\", \"place\": \"99,99\"}", "place: 99,99 is off the board" },
    { "{\"kind\": \"move\", \"place\": 5}", "place: expected a place" },
    { "{\"kind\": \"move\", \"place\": \"pool\"}", "place: “pool” is neither" },
    { "{\"kind\": \"move\", \"place\": \"kitchen\", \"cards\": []}", "cards: unknown member" },
    { "{\"kind\": \"suggest\", \"cards\": [\"rope\", \"rope\"]}",
      "cards[0]: “rope” is the wrong kind" },
    { "{\"kind\": \"suggest\", \"cards\": [\"scarlet\", \"kitchen\"]}", "cards[1]: “kitchen”" },
    { "{\"kind\": \"suggest\", \"cards\": [\"scarlet\", \"rope\", \"kitchen\"]}",
      "cards: expected 2 cards" },
    { "{\"kind\": \"accuse\", \"cards\": [\"scarlet\", \"rope\", \"rope\"]}", "cards[2]: “rope”" },
    { "{\"kind\": \"accuse\", \"cards\": \"all\"}", "cards: expected an array" },
    { "{\"kind\": \"show\"}", "card: missing" },
    { "{\"kind\": \"show\", \"card\": 5}", "card: expected a card" },
    { "{\"kind\": \"show\", \"card\": \"nobody\"}", "card: unknown card “nobody”" },
    { "{\"kind\": \"keeper\", \"keeper\": \"fly\"}", "keeper: unknown Keeper effect “fly”" },
    { "{\"kind\": \"keeper\", \"keeper\": \"send-to-start\", \"suspect\": \"rope\"}",
      "suspect: “rope”" },
    { "{\"kind\": \"keeper\", \"keeper\": \"move-anywhere\", \"place\": \"0,0\"}",
      "place: 0,0 is not" },
    { "{\"kind\": \"look\", \"position\": 64}", "position: 64 is out of range" },
    { "{\"kind\": \"look\"}", "position: missing" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (table); i++)
    assert_action_refused (edition, board, table[i][0], table[i][1]);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/casefile/net-codec/round-trip", test_round_trip);
  g_test_add_func ("/casefile/net-codec/privacy", test_privacy);
  g_test_add_func ("/casefile/net-codec/hostile-view", test_hostile_view);
  g_test_add_func ("/casefile/net-codec/hostile-action", test_hostile_action);
  return g_test_run ();
}
