/* test-rules.c: one test per rule the editions' texts differ in, each
 * quoting the sentence of the rule text it implements
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <string.h>

#include <json-glib/json-glib.h>

#include "casefile-core.h"
#include "cf-game-private.h" /* to wall a token in, in a test edition */
#include "cf-test-game.h"

enum
{
  SCARLET,
  MUSTARD,
  WHITE,
  GREEN,
  PEACOCK,
  PLUM
};

static CfEdition *
edition (const char *id)
{
  CfEdition *e = cf_edition_lookup_builtin (id);

  g_assert_nonnull (e);
  return e;
}

/* A game of @n seats playing the first @n suspects, every seat a person */
static CfGame *
new_game (const char *id, guint n, guint64 seed, guint game_index, GError **error)
{
  CfSeatSetup seats[CF_GAME_MAX_SEATS];

  for (guint i = 0; i < n; i++)
    seats[i] = (CfSeatSetup){ .suspect = i, .name = NULL, .kind = CF_PLAYER_HUMAN };
  return cf_game_new_in_series (edition (id), n, seats, seed, game_index, error);
}

static CfGame *
game_of (const char *id, guint n, guint64 seed)
{
  g_autoptr(GError) error = NULL;
  CfGame *game = new_game (id, n, seed, 0, &error);

  g_assert_no_error (error);
  return game;
}

/* The game with tokens moved, through its save */
static CfGame *
with_tokens (CfGame *game, const char *const *tokens)
{
  g_autoptr(GBytes) bytes = cf_game_to_bytes (game);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autoptr(GBytes) edited = NULL;
  JsonObject *root;
  CfGame     *result;

  g_assert_true (json_parser_load_from_data (parser, g_bytes_get_data (bytes, NULL),
                                             g_bytes_get_size (bytes), NULL));
  root = json_node_get_object (json_parser_get_root (parser));
  for (guint i = 0; tokens[i] != NULL; i += 2)
    json_object_set_string_member (json_object_get_object_member (root, "tokens"), tokens[i],
                                   tokens[i + 1]);
  text = json_to_string (json_parser_get_root (parser), FALSE);
  edited = g_bytes_new (text, strlen (text));
  result = cf_game_new_from_bytes (edited, &error);
  g_assert_no_error (error);
  return result;
}

/* Refutes with the first card offered, if a refutation is asked for.
 * Returns: whether a card was shown */
static gboolean
refute (CfGame *game)
{
  if (cf_game_get_phase (game) != CF_PHASE_REFUTE)
    return FALSE;
  {
    g_autoptr(GArray) choices = cf_game_get_refute_choices (game);
    g_assert_true (cf_game_show_card (game, g_array_index (choices, int, 0), NULL));
  }
  return TRUE;
}

/* Scarlet walks into the Lounge (from the square in front of its door) and
 * names @suspect and @weapon. Returns: whether a card was shown */
static gboolean
suggest_in_lounge (CfGame *game, const char *suspect, const char *weapon)
{
  cf_game_set_next_roll (game, 1);
  g_assert_true (cf_game_roll (game, NULL));
  g_assert_true (cf_game_move (game, cf_test_place (game, "lounge"), NULL));
  g_assert_true (
      cf_game_suggest (game, cf_test_card (game, suspect), cf_test_card (game, weapon), NULL));
  return refute (game);
}

/* ---------------------------------------------------------------- 1949/63 */

/* 1949/63: "In succeeding games players should take turns, dealing and
 * starting." 1986: "Miss Scarlet always goes first." */
static void
test_first_player_rotates (void)
{
  for (guint g = 0; g < 8; g++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(CfGame) old_rules = new_game ("classic-1949", 4, 7, g, &error);
      g_autoptr(CfGame) new_rules = new_game ("classic", 4, 7, g, &error);

      g_assert_cmpuint (cf_game_get_current_seat (old_rules), ==, g % 4);
      g_assert_cmpuint (cf_game_get_current_seat (new_rules), ==, SCARLET);
    }
}

/* 1949/63: "The opportunity to prove the Suggestion false passes to the
 * left until some player has shown ONE card to the suggesting player, whose
 * turn then ends"; "If no one disproves the Suggestion the player then may
 * either pass the turn or else make an Accusation." 1986: "You may, if you
 * wish, make a Suggestion and an Accusation on the same turn." */
static void
test_no_accusation_after_refuted (void)
{
  const char *const lounge_door[] = { "scarlet", "6,18", NULL };
  guint             refuted = 0, unrefuted = 0;

  for (guint64 seed = 1; seed < 40 && (refuted == 0 || unrefuted == 0); seed++)
    for (guint e = 0; e < 2; e++)
      {
        g_autoptr(CfGame) start = game_of (e == 0 ? "classic-1949" : "classic", 3, seed);
        g_autoptr(CfGame) game = with_tokens (start, lounge_door);
        g_autoptr(GError) error = NULL;
        gboolean shown;

        /* At the start of one's turn, an accusation is allowed by both. */
        g_assert_true (cf_game_can_accuse (game));
        shown = suggest_in_lounge (game, "plum", "rope");
        g_assert_cmpint (cf_game_get_phase (game), ==, CF_PHASE_END);
        if (e == 0 && shown)
          {
            refuted++;
            g_assert_false (cf_game_can_accuse (game));
            g_assert_false (cf_game_accuse (game, cf_test_card (game, "plum"),
                                            cf_test_card (game, "rope"),
                                            cf_test_card (game, "lounge"), &error));
            g_assert_error (error, CF_ERROR, CF_ERROR_INVALID);
          }
        else
          {
            unrefuted += !shown;
            g_assert_true (cf_game_can_accuse (game));
          }
      }
  g_assert_cmpuint (refuted, >, 0);
  g_assert_cmpuint (unrefuted, >, 0);
}

/* ---------------------------------------------------------------- 2022 */

/* 2022: "Roll both dice and move your pawn the total number of squares you
 * rolled." 1986: "Roll the die". */
static void
on_rolled (CfGame *game, guint seat, guint value, GArray *rolls)
{
  g_array_append_val (rolls, value);
}

/* The rolls of @turns turns of @id, nobody moving further than needed */
static GArray *
rolls_of (const char *id, guint turns)
{
  g_autoptr(CfGame) game = game_of (id, 3, 11);
  GArray *rolls = g_array_new (FALSE, FALSE, sizeof (guint));

  g_signal_connect (game, "rolled", G_CALLBACK (on_rolled), rolls);
  while (cf_game_get_turn (game) <= turns)
    {
      if (cf_game_can_roll (game))
        g_assert_true (cf_game_roll (game, NULL));
      if (cf_game_get_phase (game) == CF_PHASE_MOVE)
        g_assert_true (cf_game_move (
            game, g_array_index (cf_game_get_reach (game)->squares, CfPlace, 0), NULL));
      if (cf_game_get_phase (game) == CF_PHASE_SUGGEST)
        {
          g_assert_true (cf_game_suggest (game, cf_test_card (game, "plum"),
                                          cf_test_card (game, "rope"), NULL));
          refute (game);
        }
      g_assert_true (cf_game_end_turn (game, NULL));
    }
  return rolls;
}

/* 2022: "Roll both dice and move your pawn the total number of squares you
 * rolled." 1986: "Roll the die and move your token the number of squares
 * you rolled." */
static void
test_two_dice (void)
{
  g_autoptr(GArray) two = rolls_of ("classic-2022", 300);
  g_autoptr(GArray) one = rolls_of ("classic", 300);
  guint most_two = 0, most_one = 0, least_two = G_MAXUINT;

  for (guint i = 0; i < two->len; i++)
    {
      most_two = MAX (most_two, g_array_index (two, guint, i));
      least_two = MIN (least_two, g_array_index (two, guint, i));
    }
  for (guint i = 0; i < one->len; i++)
    most_one = MAX (most_one, g_array_index (one, guint, i));
  g_assert_cmpuint (two->len, >, 200);
  g_assert_cmpuint (least_two, ==, 2);
  g_assert_cmpuint (most_two, ==, 12);
  g_assert_cmpuint (most_one, ==, 6);
}

/* ---------------------------------------------------------------- 18 x 18 */

/* Plays the other seats plainly (roll, the first square reached, suggest
 * when in a room) until @seat's turn begins */
static void
play_until_turn_of (CfGame *game, guint seat)
{
  while (cf_game_get_current_seat (game) != seat || cf_game_get_phase (game) != CF_PHASE_START)
    {
      if (cf_game_get_phase (game) == CF_PHASE_START && cf_game_can_roll (game))
        g_assert_true (cf_game_roll (game, NULL));
      if (cf_game_get_phase (game) == CF_PHASE_MOVE)
        {
          const CfReach *reach = cf_game_get_reach (game);
          CfPlace        to =
              reach->squares->len > 0
                         ? g_array_index (reach->squares, CfPlace, 0)
                         : cf_board_room_place (cf_game_get_board (game), __builtin_ctzll (reach->rooms));
          g_assert_true (cf_game_move (game, to, NULL));
        }
      if (cf_game_get_phase (game) == CF_PHASE_SUGGEST)
        g_assert_true (
            cf_game_suggest (game, cf_test_card (game, "plum"), cf_test_card (game, "rope"), NULL));
      refute (game);
      if (cf_game_get_phase (game) != CF_PHASE_START || cf_game_can_end_turn (game))
        g_assert_true (cf_game_end_turn (game, NULL));
    }
}

/* Rule 1: "There are always six players in the game." */
static void
test_always_six (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CfGame) four = new_game ("simple-18", 4, 1, 0, &error);
  g_autoptr(CfGame) six = NULL;

  g_assert_null (four);
  g_assert_error (error, CF_ERROR, CF_ERROR_INVALID);
  g_clear_error (&error);
  six = new_game ("simple-18", 6, 1, 0, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (cf_game_get_n_seats (six), ==, 6);
}

/* Rule 9: "Players can move over other players"; rule 6: "More than one
 * player may be in a room or on a square outside of a room at the same
 * time." On the classic board: "You may not enter or land on a square
 * that's already occupied by another Suspect." */
static void
test_pass_over_and_share (void)
{
  const char *const corridor[] = { "scarlet", "5,11", "mustard", "6,11", NULL };
  g_autoptr(CfGame) start = game_of ("simple-18", 6, 3);
  g_autoptr(CfGame) game = with_tokens (start, corridor);
  const CfReach *reach;
  gboolean       onto = FALSE, past = FALSE;

  cf_game_set_next_roll (game, 1);
  g_assert_true (cf_game_roll (game, NULL));
  reach = cf_game_get_reach (game);
  for (guint i = 0; i < reach->squares->len; i++)
    onto = onto || g_array_index (reach->squares, CfPlace, i) == cf_test_place (game, "6,11");
  g_assert_true (onto);
  g_assert_true (cf_game_move (game, cf_test_place (game, "6,11"), NULL));
  g_assert_cmpint (cf_game_get_token (game, SCARLET), ==, cf_game_get_token (game, MUSTARD));

  /* Two steps straight on, through the square Mustard stands on */
  {
    g_autoptr(CfGame) again = with_tokens (start, corridor);

    cf_game_set_next_roll (again, 2);
    g_assert_true (cf_game_roll (again, NULL));
    reach = cf_game_get_reach (again);
    for (guint i = 0; i < reach->squares->len; i++)
      past = past || g_array_index (reach->squares, CfPlace, i) == cf_test_place (again, "7,11");
    g_assert_true (past);
  }

  /* The classic rules block both */
  {
    const char *const classic_corridor[] = { "scarlet", "9,16", "mustard", "9,15", NULL };
    g_autoptr(CfGame) classic_start = game_of ("classic", 3, 3);
    g_autoptr(CfGame) classic = with_tokens (classic_start, classic_corridor);

    cf_game_set_next_roll (classic, 1);
    g_assert_true (cf_game_roll (classic, NULL));
    reach = cf_game_get_reach (classic);
    for (guint i = 0; i < reach->squares->len; i++)
      g_assert_cmpint (g_array_index (reach->squares, CfPlace, i), !=,
                       cf_test_place (classic, "9,15"));
  }
}

/* Rule 8: "If a room has more than one door, then a player must enter and
 * leave by the same door." Rule 5: "Once in a room, a player must stay in
 * the doorway until his or her next move." */
static void
test_leave_by_the_door_one_came_in (void)
{
  /* In front of the Ballroom's west door; its other doors open at 9,5 and
   * 12,2 */
  const char *const west_door[] = { "scarlet", "5,2", NULL };
  g_autoptr(CfGame) start = game_of ("simple-18", 6, 4);
  g_autoptr(CfGame) game = with_tokens (start, west_door);
  const CfReach *reach;

  cf_game_set_next_roll (game, 1);
  g_assert_true (cf_game_roll (game, NULL));
  g_assert_true (cf_game_move (game, cf_test_place (game, "ballroom"), NULL));
  g_assert_cmpint (cf_game_get_entry (game, SCARLET), ==, cf_test_place (game, "5,2"));
  g_assert_true (cf_game_may_leave_by (game, SCARLET, cf_test_place (game, "5,2")));
  g_assert_false (cf_game_may_leave_by (game, SCARLET, cf_test_place (game, "9,5")));
  g_assert_false (cf_game_may_leave_by (game, SCARLET, cf_test_place (game, "12,2")));

  g_assert_true (
      cf_game_suggest (game, cf_test_card (game, "plum"), cf_test_card (game, "rope"), NULL));
  refute (game);
  g_assert_true (cf_game_end_turn (game, NULL));
  play_until_turn_of (game, SCARLET);

  /* One step out: only onto the square in front of the door she came in by */
  cf_game_set_next_roll (game, 1);
  g_assert_true (cf_game_roll (game, NULL));
  reach = cf_game_get_reach (game);
  g_assert_cmpuint (reach->squares->len, ==, 1);
  g_assert_cmpint (g_array_index (reach->squares, CfPlace, 0), ==, cf_test_place (game, "5,2"));
}

/* Rule 15: "If a player is going to make an accusation, then she must make
 * it immediately after querying the other players." */
static void
test_accuse_only_after_own_query (void)
{
  const char *const west_door[] = { "scarlet", "5,2", NULL };
  g_autoptr(CfGame) start = game_of ("simple-18", 6, 5);
  g_autoptr(CfGame) game = with_tokens (start, west_door);
  g_autoptr(GError) error = NULL;

  g_assert_false (cf_game_can_accuse (game));
  g_assert_false (cf_game_accuse (game, cf_test_card (game, "plum"), cf_test_card (game, "rope"),
                                  cf_test_card (game, "hall"), &error));
  g_assert_error (error, CF_ERROR, CF_ERROR_INVALID);
  cf_game_set_next_roll (game, 1);
  g_assert_true (cf_game_roll (game, NULL));
  g_assert_true (cf_game_move (game, cf_test_place (game, "ballroom"), NULL));
  g_assert_false (cf_game_can_accuse (game));
  g_assert_true (
      cf_game_suggest (game, cf_test_card (game, "plum"), cf_test_card (game, "rope"), NULL));
  refute (game);
  g_assert_true (cf_game_can_accuse (game));
}

/* "If the accusation is incorrect then the accuser loses the game, but
 * continues to participate by moving around the board and responding to
 * other's suggestions (but he is not allowed to make any suggestions)." The
 * 18 x 18 text moves no token or weapon for a suggestion. */
static void
test_wrong_accuser_keeps_moving (void)
{
  for (guint64 seed = 1; seed < 20; seed++)
    {
      const char *const west_door[] = { "scarlet", "5,2", NULL };
      g_autoptr(CfGame) start = game_of ("simple-18", 6, seed);
      g_autoptr(CfGame) game = with_tokens (start, west_door);
      CfPlace mustard_before = cf_game_get_token (game, MUSTARD);
      int     wrong[3] = { cf_test_card (game, "plum"), cf_test_card (game, "rope"), -1 };
      guint   rounds = 0;

      cf_game_set_next_roll (game, 1);
      g_assert_true (cf_game_roll (game, NULL));
      g_assert_true (cf_game_move (game, cf_test_place (game, "ballroom"), NULL));
      g_assert_true (cf_game_suggest (game, cf_test_card (game, "mustard"),
                                      cf_test_card (game, "rope"), NULL));
      /* Nothing is moved in */
      g_assert_cmpint (cf_game_get_token (game, MUSTARD), ==, mustard_before);
      refute (game);

      /* A room whose card is not the envelope's makes the accusation wrong:
       * one of two rooms is not in it */
      wrong[2] = cf_test_card (game, "hall");
      g_assert_true (cf_game_accuse (game, wrong[0], wrong[1], wrong[2], NULL));
      if (cf_game_get_phase (game) == CF_PHASE_OVER)
        continue; /* guessed right */
      g_assert_true (cf_game_is_seat_out (game, SCARLET));

      /* Her turn comes round again: she rolls and moves, never suggests */
      play_until_turn_of (game, SCARLET);
      while (rounds++ < 30 && cf_game_get_phase (game) != CF_PHASE_OVER)
        {
          g_assert_true (cf_game_can_roll (game) || cf_game_can_end_turn (game));
          g_assert_false (cf_game_can_suggest (game));
          g_assert_false (cf_game_can_accuse (game));
          if (cf_game_can_roll (game))
            g_assert_true (cf_game_roll (game, NULL));
          if (cf_game_get_phase (game) == CF_PHASE_MOVE)
            {
              const CfReach *reach = cf_game_get_reach (game);
              CfPlace        to = reach->rooms != 0 ? cf_board_room_place (cf_game_get_board (game),
                                                                           __builtin_ctzll (reach->rooms))
                                                    : g_array_index (reach->squares, CfPlace, 0);
              g_assert_true (cf_game_move (game, to, NULL));
            }
          g_assert_cmpint (cf_game_get_phase (game), !=, CF_PHASE_SUGGEST);
          g_assert_false (cf_game_can_suggest (game));
          g_assert_true (cf_game_end_turn (game, NULL));
          play_until_turn_of (game, SCARLET);
        }
      return;
    }
  g_assert_not_reached ();
}

/* 18 x 18, rule 3: "If a player cannot move anywhere on his turn, then he
 * may roll the die again." The 2022 text: "If this happens, you must wait
 * for someone to move and unblock a door". The 18 x 18 board leaves no
 * token without a move, so the rule is tried on the classic board by an
 * edition that differs only in it: Miss Scarlet on her start, walled in by
 * Colonel Mustard. */
static void
test_stuck_rolls_again (void)
{
  g_autoptr(GBytes) classic =
      g_resources_lookup_data ("/io/github/casefile/Casefile/editions/classic.json", 0, NULL);
  g_autofree char *text = g_strndup (g_bytes_get_data (classic, NULL), g_bytes_get_size (classic));
  g_autofree char *stuck_text = NULL;
  g_autoptr(GBytes) stuck_bytes = NULL;
  g_autoptr(CfEdition) stuck = NULL;
  g_autoptr(GError) error = NULL;
  CfSeatSetup seats[3];
  guint       rolls = 0;

  g_assert_nonnull (strstr (text, "\"rules\": {}"));
  {
    char *at = strstr (text, "\"rules\": {}");

    stuck_text = g_strdup_printf ("%.*s\"rules\": {\"stuck_rolls_again\": true}%s",
                                  (int)(at - text), text, at + strlen ("\"rules\": {}"));
  }
  stuck_bytes = g_bytes_new (stuck_text, strlen (stuck_text));
  stuck = cf_edition_new_from_bytes (stuck_bytes, "stuck.json", &error);
  g_assert_no_error (error);
  g_assert_true (cf_edition_get_rules (stuck)->stuck_rolls_again);

  for (guint i = 0; i < 3; i++)
    seats[i] = (CfSeatSetup){ .suspect = i, .name = NULL, .kind = CF_PLAYER_HUMAN };
  for (guint e = 0; e < 2; e++)
    {
      g_autoptr(CfGame) start =
          e == 0 ? cf_game_new (stuck, 3, seats, 9, &error) : game_of ("classic", 3, 9);
      g_autoptr(CfGame) game = NULL;

      g_assert_no_error (error);
      /* A saved game comes back with the built-in edition of its id, so
       * the position is set directly. */
      game = g_object_ref (start);
      game->tokens[SCARLET] = cf_test_place (game, "7,24");
      game->tokens[MUSTARD] = cf_test_place (game, "7,23");
      rolls = 0;
      while (cf_game_can_roll (game))
        {
          g_assert_true (cf_game_roll (game, NULL));
          rolls++;
        }
      if (e == 0)
        /* Rolled again and again (a bound keeps a truly stuck token from
         * rolling for ever), then waits */
        g_assert_cmpuint (rolls, >, 1);
      else
        g_assert_cmpuint (rolls, ==, 1);
      g_assert_cmpint (cf_game_get_phase (game), ==, CF_PHASE_END);
    }
}

/* ---------------------------------------------------------------- saves */

/* Saves record the edition; a version-1 save (before the rules were data)
 * still loads. */
static void
test_saves_keep_the_edition (void)
{
  g_autoptr(CfGame) game = game_of ("classic-1949", 3, 5);
  g_autoptr(GBytes) bytes = cf_game_to_bytes (game);
  g_autoptr(GError) error = NULL;
  g_autoptr(CfGame) again = cf_game_new_from_bytes (bytes, &error);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autofree char *text = NULL;
  g_autoptr(GBytes) old = NULL;
  g_autoptr(CfGame) from_old = NULL;
  JsonObject *root;

  g_assert_no_error (error);
  g_assert_cmpstr (cf_edition_get_id (cf_game_get_edition (again)), ==, "classic-1949");

  g_assert_true (json_parser_load_from_data (parser, g_bytes_get_data (bytes, NULL),
                                             g_bytes_get_size (bytes), NULL));
  root = json_node_get_object (json_parser_get_root (parser));
  json_object_set_int_member (root, "version", 1);
  json_object_remove_member (root, "entries");
  json_object_remove_member (root, "rerolls");
  text = json_to_string (json_parser_get_root (parser), FALSE);
  old = g_bytes_new (text, strlen (text));
  from_old = cf_game_new_from_bytes (old, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (cf_game_get_current_seat (from_old), ==, cf_game_get_current_seat (game));
}

/* ---------------------------------------------------------------- whole games */

/* Every edition with a board: bots of every level play whole refereed
 * games with no violation. */
static void
test_every_edition_plays (void)
{
  g_autoptr(GListModel) editions = cf_edition_get_builtin (NULL);
  guint played = 0;

  for (guint i = 0; i < g_list_model_get_n_items (editions); i++)
    {
      g_autoptr(CfEdition) e = g_list_model_get_item (editions, i);
      g_autoptr(CfBoard) board = cf_board_lookup_builtin (e);
      const CfRules *rules = cf_edition_get_rules (e);

      if (board == NULL)
        continue;
      for (guint g = 0; g < 6; g++)
        {
          CfPlayerKind levels[CF_GAME_MAX_SEATS];
          guint        n = rules->always_full
                               ? rules->max_players
                               : rules->min_players + g % (rules->max_players - rules->min_players + 1);
          CfSimulation sim;
          g_autoptr(GError) error = NULL;

          for (guint s = 0; s < n; s++)
            levels[s] = CF_PLAYER_BEGINNER + (s + g) % 3;
          g_assert_true (cf_simulate_game (e, n, levels, NULL, 100 + g, g, 1000, &sim, &error));
          g_assert_no_error (error);
          if (sim.violations > 0)
            g_error ("%s, game %u: %s", cf_edition_get_id (e), g,
                     (const char *)sim.problems->pdata[0]);
          cf_simulation_clear (&sim);
          played++;
        }
    }
  g_assert_cmpuint (played, >=, 18);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/casefile/rules/1949/first-player-rotates", test_first_player_rotates);
  g_test_add_func ("/casefile/rules/1949/no-accusation-after-refuted",
                   test_no_accusation_after_refuted);
  g_test_add_func ("/casefile/rules/2022/two-dice", test_two_dice);
  g_test_add_func ("/casefile/rules/18x18/always-six", test_always_six);
  g_test_add_func ("/casefile/rules/18x18/pass-over-and-share", test_pass_over_and_share);
  g_test_add_func ("/casefile/rules/18x18/leave-by-the-door-one-came-in",
                   test_leave_by_the_door_one_came_in);
  g_test_add_func ("/casefile/rules/18x18/accuse-only-after-own-query",
                   test_accuse_only_after_own_query);
  g_test_add_func ("/casefile/rules/18x18/wrong-accuser-keeps-moving",
                   test_wrong_accuser_keeps_moving);
  g_test_add_func ("/casefile/rules/18x18/stuck-rolls-again", test_stuck_rolls_again);
  g_test_add_func ("/casefile/rules/saves-keep-the-edition", test_saves_keep_the_edition);
  g_test_add_func ("/casefile/rules/every-edition-plays", test_every_edition_plays);

  return g_test_run ();
}
