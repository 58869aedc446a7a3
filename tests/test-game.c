/* test-game.c: the 1986 rules, bots, saves and whole simulated games
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <string.h>

#include <glib/gstdio.h>
#include <json-glib/json-glib.h>

#include "casefile-core.h"

/* Suspects, by index: */
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
classic (void)
{
  static CfEdition *edition;

  if (edition == NULL)
    edition = cf_edition_lookup_builtin ("classic");
  return edition;
}

static int
card (const char *id)
{
  int c = cf_edition_lookup_card (classic (), id);
  g_assert_cmpint (c, >=, 0);
  return c;
}

static CfPlace
place (CfGame *game, const char *text)
{
  CfPlace p = cf_board_parse_place (cf_game_get_board (game), text, NULL);
  g_assert_cmpint (p, !=, CF_PLACE_NONE);
  return p;
}

static CfGame *
new_game (guint n, const int *suspects, guint64 seed)
{
  CfSeatSetup seats[CF_GAME_MAX_SEATS];
  g_autoptr(GError) error = NULL;
  CfGame *game;

  for (guint i = 0; i < n; i++)
    seats[i] = (CfSeatSetup){ .suspect = suspects[i], .name = NULL, .kind = CF_PLAYER_HUMAN };
  game = cf_game_new (classic (), n, seats, seed, &error);
  g_assert_no_error (error);
  g_assert_nonnull (game);
  return game;
}

static CfGame *
three_seats (guint64 seed)
{
  static const int suspects[] = { SCARLET, MUSTARD, WHITE };
  return new_game (3, suspects, seed);
}

/* Rewrites a game through its save: the way tests set up positions. */
typedef void (*EditFunc) (JsonObject *root, gpointer data);

static CfGame *
edit_game (CfGame *game, EditFunc edit, gpointer data, GError **error)
{
  g_autoptr(GBytes) bytes = cf_game_to_bytes (game);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autofree char *text = NULL;
  g_autoptr(GBytes) edited = NULL;

  g_assert_true (json_parser_load_from_data (parser, g_bytes_get_data (bytes, NULL),
                                             g_bytes_get_size (bytes), NULL));
  edit (json_node_get_object (json_parser_get_root (parser)), data);
  text = json_to_string (json_parser_get_root (parser), FALSE);
  edited = g_bytes_new (text, strlen (text));
  return cf_game_new_from_bytes (edited, error);
}

typedef struct
{
  const char *suspect;
  const char *place;
} TokenAt;

static void
move_tokens (JsonObject *root, gpointer data)
{
  JsonObject *tokens = json_object_get_object_member (root, "tokens");

  for (const TokenAt *t = data; t->suspect != NULL; t++)
    json_object_set_string_member (tokens, t->suspect, t->place);
}

static CfGame *
with_tokens (CfGame *game, const TokenAt *tokens)
{
  g_autoptr(GError) error = NULL;
  CfGame *edited = edit_game (game, move_tokens, (gpointer)tokens, &error);

  g_assert_no_error (error);
  return edited;
}

static gboolean
holds (CfGame *game, guint seat, int c)
{
  CfCaseLog *log = cf_game_get_case_log (game, seat);

  for (guint i = 0; i < cf_case_log_get_n_my_cards (log); i++)
    if (cf_case_log_get_my_card (log, i) == c)
      return TRUE;
  return FALSE;
}

static int
holder_of (CfGame *game, int c)
{
  for (guint i = 0; i < cf_game_get_n_seats (game); i++)
    if (holds (game, i, c))
      return i;
  return -1;
}

/* ---------------------------------------------------------------- set-up */

static void
test_setup (void)
{
  static const int suspects[] = { GREEN, PLUM, SCARLET, WHITE };
  g_autoptr(CfGame) game = new_game (4, suspects, 42);
  guint           n_cards = cf_edition_get_n_cards (classic ());
  g_autofree int *count = g_new0 (int, n_cards);
  guint           rooms_used = 0;
  g_autoptr(GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);

  /* Miss Scarlet plays first, wherever she sits. */
  g_assert_cmpuint (cf_game_get_current_seat (game), ==, 2);
  g_assert_cmpint (cf_game_get_phase (game), ==, CF_PHASE_START);

  /* 18 cards dealt clockwise from her: she and the next seat get five. */
  g_assert_cmpuint (cf_case_log_get_n_my_cards (cf_game_get_case_log (game, 2)), ==, 5);
  g_assert_cmpuint (cf_case_log_get_n_my_cards (cf_game_get_case_log (game, 3)), ==, 5);
  g_assert_cmpuint (cf_case_log_get_n_my_cards (cf_game_get_case_log (game, 0)), ==, 4);
  g_assert_cmpuint (cf_case_log_get_n_my_cards (cf_game_get_case_log (game, 1)), ==, 4);
  for (guint seat = 0; seat < 4; seat++)
    for (guint i = 0; i < cf_case_log_get_n_my_cards (cf_game_get_case_log (game, seat)); i++)
      count[cf_case_log_get_my_card (cf_game_get_case_log (game, seat), i)]++;
  /* Three cards are missing: one of each category, in the envelope. */
  for (CfCategory c = 0; c < CF_N_CATEGORIES; c++)
    {
      guint missing = 0;
      for (guint i = 0; i < n_cards; i++)
        if (cf_edition_get_card_category (classic (), i) == c && count[i] == 0)
          missing++;
      g_assert_cmpuint (missing, ==, 1);
    }

  /* Weapons in six different rooms; every token, played or not, on its start. */
  for (int w = 0; w < 6; w++)
    {
      int room = cf_game_get_weapon_room (game, w);
      g_assert_cmpint (room, >=, 0);
      g_assert_false (rooms_used & (1u << room));
      rooms_used |= 1u << room;
    }
  for (int s = 0; s < 6; s++)
    g_assert_cmpint (cf_game_get_token (game, s), ==,
                     cf_board_get_start (cf_game_get_board (game), s));

  g_assert_cmpuint (cf_game_check (game, problems), ==, 0);
  g_assert_null (cf_game_get_winner (game) >= 0 ? "winner" : NULL);

  /* The same seed deals the same game. */
  {
    g_autoptr(CfGame) again = new_game (4, suspects, 42);
    g_autoptr(GBytes) a = cf_game_to_bytes (game);
    g_autoptr(GBytes) b = cf_game_to_bytes (again);
    g_assert_true (g_bytes_equal (a, b));
  }
}

static void
test_bad_setup (void)
{
  CfSeatSetup seats[3] = {
    { SCARLET, NULL, CF_PLAYER_HUMAN },
    { SCARLET, NULL, CF_PLAYER_HUMAN },
    { PLUM, NULL, CF_PLAYER_HUMAN },
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(CfGame) game = cf_game_new (classic (), 3, seats, 1, &error);

  g_assert_error (error, CF_ERROR, CF_ERROR_INVALID);
  g_assert_null (game);
  g_clear_error (&error);

  game = cf_game_new (classic (), 2, seats, 1, &error);
  g_assert_error (error, CF_ERROR, CF_ERROR_INVALID);
  g_clear_error (&error);

  /* A card set without a board cannot be played. */
  seats[1].suspect = MUSTARD;
  {
    const char *suspects[] = { "red", "blue", "green", NULL }, *weapons[] = { "rope", NULL },
               *rooms[] = { "hall", NULL };
    g_autoptr(CfEdition) custom = cf_edition_new_custom ("table", suspects, weapons, rooms, NULL);

    game = cf_game_new (custom, 3, seats, 1, &error);
    g_assert_error (error, CF_ERROR, CF_ERROR_INVALID);
    g_assert_null (game);
  }
}

/* ---------------------------------------------------------------- moving */

static void
test_roll_and_move (void)
{
  g_autoptr(CfGame) game = three_seats (1);
  g_autoptr(GError) error = NULL;
  const CfReach *reach;

  g_assert_true (cf_game_can_roll (game));
  g_assert_false (cf_game_can_take_passage (game));
  g_assert_false (cf_game_can_suggest (game));
  g_assert_false (cf_game_can_end_turn (game));

  /* Miss Scarlet at 7,24 rolls a 2. */
  cf_game_set_next_roll (game, 2);
  g_assert_true (cf_game_roll (game, &error));
  g_assert_no_error (error);
  g_assert_cmpint (cf_game_get_phase (game), ==, CF_PHASE_MOVE);
  g_assert_cmpuint (cf_game_get_roll (game), ==, 2);
  reach = cf_game_get_reach (game);
  g_assert_cmpuint (reach->squares->len, >, 0);

  /* Not a square one step away, not the start: exactly two steps. */
  g_assert_false (cf_game_move (game, place (game, "7,23"), &error));
  g_assert_error (error, CF_ERROR, CF_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (cf_game_roll (game, &error));
  g_clear_error (&error);
  g_assert_true (cf_game_move (game, place (game, "7,22"), &error));
  g_assert_no_error (error);
  g_assert_cmpint (cf_game_get_token (game, SCARLET), ==, place (game, "7,22"));

  /* On a square the turn can only end (or accuse). */
  g_assert_cmpint (cf_game_get_phase (game), ==, CF_PHASE_END);
  g_assert_false (cf_game_can_suggest (game));
  g_assert_true (cf_game_can_accuse (game));
  g_assert_true (cf_game_end_turn (game, &error));
  g_assert_cmpuint (cf_game_get_current_seat (game), ==, 1);
}

static void
test_enter_room (void)
{
  static const TokenAt tokens[] = { { "scarlet", "6,17" }, { NULL } };
  g_autoptr(CfGame) start = three_seats (2);
  g_autoptr(CfGame) game = with_tokens (start, tokens);
  g_autoptr(GError) error = NULL;

  /* From 6,17 the Lounge is two steps away (6,18, then through the door):
   * a roll of 6 still enters it, and the move ends there. */
  cf_game_set_next_roll (game, 6);
  g_assert_true (cf_game_roll (game, &error));
  g_assert_true (cf_game_get_reach (game)->rooms & (1u << 6));
  g_assert_true (cf_game_move (game, place (game, "lounge"), &error));
  g_assert_no_error (error);
  g_assert_cmpint (cf_game_get_phase (game), ==, CF_PHASE_SUGGEST);

  /* A suggestion is due: the turn cannot end before it. */
  g_assert_false (cf_game_can_end_turn (game));
  g_assert_false (cf_game_end_turn (game, &error));
  g_clear_error (&error);
  g_assert_cmpint (cf_game_get_suggestion_room (game), ==, card ("lounge"));
}

static void
test_trapped (void)
{
  /* The Dining Room has two doors, in front of 8,12 and 6,16, and no
   * passage. Block both and Miss Scarlet inside can only wait. */
  static const TokenAt tokens[] = {
    { "scarlet", "dining-room" },
    { "mustard", "8,12" },
    { "white", "6,16" },
    { NULL },
  };
  static const TokenAt one_free[] = {
    { "scarlet", "dining-room" },
    { "mustard", "8,12" },
    { "white", "9,9" },
    { NULL },
  };
  static const TokenAt kitchen[] = {
    { "scarlet", "kitchen" },
    { "mustard", "4,7" },
    { NULL },
  };
  g_autoptr(CfGame) start = three_seats (3);
  g_autoptr(CfGame) game = with_tokens (start, tokens);
  g_autoptr(CfGame) free_game = with_tokens (start, one_free);
  g_autoptr(CfGame) kitchen_game = with_tokens (start, kitchen);
  g_autoptr(GError) error = NULL;
  const CfReach *reach;

  g_assert_false (cf_game_can_roll (game));
  g_assert_false (cf_game_can_take_passage (game));
  g_assert_false (cf_game_can_suggest (game));
  g_assert_true (cf_game_can_end_turn (game));
  g_assert_false (cf_game_roll (game, &error));
  g_clear_error (&error);
  g_assert_true (cf_game_end_turn (game, &error));
  g_assert_cmpuint (cf_game_get_current_seat (game), ==, 1);

  /* One door free: out by it only, the step through it counts, and never
   * back into the room just left. */
  cf_game_set_next_roll (free_game, 1);
  g_assert_true (cf_game_roll (free_game, &error));
  reach = cf_game_get_reach (free_game);
  g_assert_cmpuint (reach->squares->len, ==, 1);
  g_assert_cmpint (g_array_index (reach->squares, CfPlace, 0), ==, place (free_game, "6,16"));
  g_assert_cmpuint (reach->rooms & (1u << 3), ==, 0);

  /* The Kitchen's only door is blocked, but its passage is open. */
  g_assert_false (cf_game_can_roll (kitchen_game));
  g_assert_true (cf_game_can_take_passage (kitchen_game));
  g_assert_true (cf_game_take_passage (kitchen_game, &error));
  g_assert_cmpint (cf_game_get_token (kitchen_game, SCARLET), ==, place (kitchen_game, "study"));
  g_assert_cmpint (cf_game_get_phase (kitchen_game), ==, CF_PHASE_SUGGEST);
}

/* ---------------------------------------------------------------- suggestions */

static CfGame *
in_lounge (guint64 seed)
{
  static const TokenAt tokens[] = { { "scarlet", "6,18" }, { NULL } };
  g_autoptr(CfGame) start = three_seats (seed);
  CfGame *game = with_tokens (start, tokens);

  cf_game_set_next_roll (game, 1);
  g_assert_true (cf_game_roll (game, NULL));
  g_assert_true (cf_game_move (game, place (game, "lounge"), NULL));
  return game;
}

static void
test_suggestion_moves_pieces (void)
{
  g_autoptr(CfGame) game = in_lounge (4);
  g_autoptr(GError) error = NULL;
  int rope = card ("rope") - cf_edition_get_first_card_of (classic (), CF_CATEGORY_WEAPON);

  g_assert_true (cf_game_suggest (game, card ("white"), card ("rope"), &error));
  g_assert_no_error (error);
  g_assert_cmpint (cf_game_get_token (game, WHITE), ==, place (game, "lounge"));
  g_assert_cmpint (cf_game_get_weapon_room (game, rope), ==, 6);

  /* One suggestion per room entry. */
  if (cf_game_get_phase (game) == CF_PHASE_REFUTE)
    {
      g_autoptr(GArray) choices = cf_game_get_refute_choices (game);
      g_assert_true (cf_game_show_card (game, g_array_index (choices, int, 0), &error));
    }
  g_assert_cmpint (cf_game_get_phase (game), ==, CF_PHASE_END);
  g_assert_false (cf_game_can_suggest (game));
  g_assert_false (cf_game_suggest (game, card ("plum"), card ("knife"), &error));
  g_clear_error (&error);

  g_assert_true (cf_game_end_turn (game, &error));
  g_assert_cmpuint (cf_game_get_current_seat (game), ==, 1);
}

static void
test_summoned (void)
{
  g_autoptr(CfGame) game = in_lounge (5);
  g_autoptr(GError) error = NULL;

  /* Scarlet names Mustard, who sits next and is not in the Lounge. */
  g_assert_true (cf_game_suggest (game, card ("mustard"), card ("knife"), &error));
  if (cf_game_get_phase (game) == CF_PHASE_REFUTE)
    {
      g_autoptr(GArray) choices = cf_game_get_refute_choices (game);
      g_assert_true (cf_game_show_card (game, g_array_index (choices, int, 0), &error));
    }
  g_assert_true (cf_game_end_turn (game, &error));

  g_assert_cmpuint (cf_game_get_current_seat (game), ==, 1);
  g_assert_cmpint (cf_game_get_token (game, MUSTARD), ==, place (game, "lounge"));
  g_assert_true (cf_game_can_suggest (game));
  g_assert_cmpint (cf_game_get_suggestion_room (game), ==, card ("lounge"));
  /* …or move out the usual ways (the Lounge has a passage). */
  g_assert_true (cf_game_can_roll (game));
  g_assert_true (cf_game_can_take_passage (game));
  g_assert_true (cf_game_suggest (game, card ("plum"), card ("rope"), &error));
  g_assert_no_error (error);
  g_assert_cmpint (cf_game_get_record (game, cf_game_get_n_records (game) - 1)->kind, !=,
                   CF_RECORD_STAY);
}

static void
test_refutation (void)
{
  for (guint64 seed = 10; seed < 40; seed++)
    {
      static const int     suspects[] = { SCARLET, MUSTARD, WHITE, GREEN };
      static const TokenAt tokens[] = { { "scarlet", "6,18" }, { NULL } };
      g_autoptr(CfGame) start = new_game (4, suspects, seed);
      g_autoptr(CfGame) game = with_tokens (start, tokens);
      g_autoptr(GError) error = NULL;
      int   named[3] = { card ("plum"), card ("wrench"), card ("lounge") };
      int   expected = -1;
      guint n_events;

      cf_game_set_next_roll (game, 1);
      g_assert_true (cf_game_roll (game, NULL));
      g_assert_true (cf_game_move (game, place (game, "lounge"), NULL));

      /* The first seat clockwise from Scarlet holding a named card. */
      for (guint i = 1; i < 4 && expected < 0; i++)
        for (guint j = 0; j < 3; j++)
          if (holds (game, i, named[j]))
            expected = i;

      g_assert_true (cf_game_suggest (game, named[0], named[1], &error));
      if (expected < 0)
        {
          g_assert_cmpint (cf_game_get_phase (game), ==, CF_PHASE_END);
          continue;
        }

      g_assert_cmpint (cf_game_get_phase (game), ==, CF_PHASE_REFUTE);
      g_assert_cmpint (cf_game_get_acting_seat (game), ==, expected);
      g_assert_false (cf_game_can_accuse (game));
      {
        g_autoptr(GArray) choices = cf_game_get_refute_choices (game);
        int shown;

        /* Only the refuter's own named cards; anything else is refused. */
        for (guint i = 0; i < choices->len; i++)
          g_assert_true (holds (game, expected, g_array_index (choices, int, i)));
        for (guint j = 0; j < 3; j++)
          if (!holds (game, expected, named[j]))
            {
              g_assert_false (cf_game_show_card (game, named[j], &error));
              g_clear_error (&error);
            }
        shown = g_array_index (choices, int, choices->len - 1);
        g_assert_true (cf_game_show_card (game, shown, &error));
        g_assert_no_error (error);

        /* The card reaches the suggester's and the refuter's logs only. */
        n_events = cf_case_log_get_n_events (cf_game_get_case_log (game, 0));
        for (guint i = 0; i < 4; i++)
          {
            const CfEvent *event =
                cf_case_log_get_event (cf_game_get_case_log (game, i), n_events - 1);
            g_assert_cmpint (event->refuter, ==, expected);
            if (i == 0 || (int)i == expected)
              g_assert_cmpint (event->shown, ==, shown);
            else
              g_assert_cmpint (event->shown, ==, CF_NO_CARD);
          }
        /* The public story says who showed, never what. */
        for (guint r = 0; r < cf_game_get_n_records (game); r++)
          {
            g_autofree char *line = cf_game_describe_record (game, r);
            if (cf_game_get_record (game, r)->kind == CF_RECORD_SHOW)
              g_assert_null (strstr (line, cf_edition_get_card_name (classic (), shown)));
          }
      }
      g_assert_cmpint (cf_game_get_phase (game), ==, CF_PHASE_END);
      /* An accusation may follow the suggestion in the same turn. */
      g_assert_true (cf_game_can_accuse (game));
    }
}

static void envelope_of (CfGame *game, int *out);

static void
set_rope_in_lounge (JsonObject *root, gpointer data)
{
  json_object_set_string_member (json_object_get_object_member (root, "weapons"), "rope", "lounge");
  json_object_set_string_member (json_object_get_object_member (root, "tokens"), "scarlet", "6,18");
  json_object_set_string_member (json_object_get_object_member (root, "tokens"), "mustard", "6,17");
}

static void
count_weapon_moves (gpointer game, int weapon, int from, int to, gpointer data)
{
  (*(guint *)data)++;
}

static void
test_suggestion_special_notes (void)
{
  guint tried = 0;

  for (guint64 seed = 100; seed < 200 && tried < 3; seed++)
    {
      g_autoptr(CfGame) start = three_seats (seed);
      g_autoptr(CfGame) game = NULL;
      g_autoptr(GError) error = NULL;
      int   rope = card ("rope") - cf_edition_get_first_card_of (classic (), CF_CATEGORY_WEAPON);
      int   own = -1, envelope[3];
      guint weapon_moves = 0;

      /* Scarlet must hold Colonel Mustard's card. */
      if (!holds (start, 0, card ("mustard")))
        continue;
      tried++;
      game = edit_game (start, set_rope_in_lounge, NULL, &error);
      g_assert_no_error (error);
      own = card ("mustard");

      cf_game_set_next_roll (game, 1);
      g_assert_true (cf_game_roll (game, NULL));
      g_assert_true (cf_game_move (game, place (game, "lounge"), NULL));
      g_signal_connect (game, "weapon-moved", G_CALLBACK (count_weapon_moves), &weapon_moves);

      /* Note 1: she may name a card of her own hand. Note 4: the rope is
       * already in the Lounge and needs no transfer. Note 6: any number of
       * pieces share a room. */
      g_assert_true (cf_game_suggest (game, own, card ("rope"), &error));
      g_assert_no_error (error);
      g_assert_cmpuint (weapon_moves, ==, 0);
      g_assert_cmpint (cf_game_get_weapon_room (game, rope), ==, 6);
      g_assert_cmpint (cf_game_get_token (game, MUSTARD), ==, place (game, "lounge"));
      g_assert_cmpint (cf_game_get_token (game, SCARLET), ==, place (game, "lounge"));
      if (cf_game_get_phase (game) == CF_PHASE_REFUTE)
        {
          g_autoptr(GArray) choices = cf_game_get_refute_choices (game);
          g_assert_true (cf_game_show_card (game, g_array_index (choices, int, 0), NULL));
        }

      /* Out of the game, her token can still be moved by others. */
      envelope_of (game, envelope);
      envelope[1] = envelope[1] == card ("knife") ? card ("wrench") : card ("knife");
      g_assert_true (cf_game_accuse (game, envelope[0], envelope[1], envelope[2], NULL));
      g_assert_true (cf_game_is_seat_out (game, 0));
      /* Mustard, brought to the Lounge, suggests there without moving. */
      g_assert_true (cf_game_can_suggest (game));
      g_assert_true (cf_game_take_passage (game, NULL));
      g_assert_true (cf_game_suggest (game, card ("scarlet"), card ("rope"), NULL));
      g_assert_cmpint (cf_game_get_token (game, SCARLET), ==, place (game, "conservatory"));
      g_assert_cmpuint (weapon_moves, ==, 1);
    }
  g_assert_cmpuint (tried, >, 0);
}

/* ---------------------------------------------------------------- accusations */

static void
envelope_of (CfGame *game, int *out)
{
  guint n = cf_edition_get_n_cards (classic ());

  for (CfCategory c = 0; c < CF_N_CATEGORIES; c++)
    for (guint i = 0; i < n; i++)
      if (cf_edition_get_card_category (classic (), i) == c && holder_of (game, i) < 0)
        out[c] = i;
}

static void
test_wrong_accusation (void)
{
  static const TokenAt tokens[] = { { "scarlet", "6,18" }, { NULL } };
  g_autoptr(CfGame) start = three_seats (7);
  g_autoptr(CfGame) game = with_tokens (start, tokens);
  g_autoptr(GError) error = NULL;
  int envelope[3], wrong[3];

  envelope_of (game, envelope);
  memcpy (wrong, envelope, sizeof wrong);
  wrong[0] = envelope[0] == card ("plum") ? card ("green") : card ("plum");

  g_assert_true (cf_game_accuse (game, wrong[0], wrong[1], wrong[2], &error));
  g_assert_no_error (error);
  g_assert_true (cf_game_is_seat_out (game, 0));
  g_assert_cmpint (cf_game_get_phase (game), !=, CF_PHASE_OVER);
  /* She stood in front of the Lounge door: her token goes into the Lounge. */
  g_assert_cmpint (cf_game_get_token (game, SCARLET), ==, place (game, "lounge"));
  /* Her turn is over; the next seat plays, and she is skipped from now on. */
  g_assert_cmpuint (cf_game_get_current_seat (game), ==, 1);
  g_assert_true (cf_game_end_turn (game, NULL) || cf_game_roll (game, NULL));
  while (cf_game_get_current_seat (game) == 1)
    {
      if (cf_game_get_phase (game) == CF_PHASE_MOVE)
        g_assert_true (
            cf_game_move (game,
                          cf_game_get_reach (game)->squares->len > 0
                              ? g_array_index (cf_game_get_reach (game)->squares, CfPlace, 0)
                              : place (game, "hall"),
                          NULL));
      else
        g_assert_true (cf_game_end_turn (game, NULL));
    }
  g_assert_cmpuint (cf_game_get_current_seat (game), ==, 2);

  /* Everyone wrong: the game ends without a winner. */
  g_assert_true (cf_game_accuse (game, wrong[0], wrong[1], wrong[2], NULL));
  g_assert_cmpuint (cf_game_get_current_seat (game), ==, 1);
  g_assert_true (cf_game_accuse (game, wrong[0], wrong[1], wrong[2], NULL));
  g_assert_cmpint (cf_game_get_phase (game), ==, CF_PHASE_OVER);
  g_assert_cmpint (cf_game_get_winner (game), ==, -1);
}

static int
first_held (CfGame *game, guint seat, CfCategory category)
{
  for (guint i = 0; i < cf_edition_get_n_cards (classic ()); i++)
    if (cf_edition_get_card_category (classic (), i) == category && holds (game, seat, i))
      return i;
  return -1;
}

static void
test_out_still_refutes (void)
{
  guint tried = 0;

  for (guint64 seed = 50; seed < 400 && tried < 5; seed++)
    {
      static const TokenAt tokens[] = { { "mustard", "6,18" }, { NULL } };
      g_autoptr(CfGame) start = three_seats (seed);
      g_autoptr(CfGame) game = NULL;
      int envelope[3], wrong[3];
      int suspect = first_held (start, 0, CF_CATEGORY_SUSPECT);
      int weapon = first_held (start, 0, CF_CATEGORY_WEAPON);

      /* Scarlet must hold a suspect and a weapon, White nothing named. */
      if (suspect < 0 || weapon < 0 || holder_of (start, card ("lounge")) >= 0)
        continue;
      tried++;

      game = with_tokens (start, tokens);
      envelope_of (game, envelope);
      memcpy (wrong, envelope, sizeof wrong);
      wrong[2] = envelope[2] == card ("hall") ? card ("study") : card ("hall");
      g_assert_true (cf_game_accuse (game, wrong[0], wrong[1], wrong[2], NULL));
      g_assert_true (cf_game_is_seat_out (game, 0));

      cf_game_set_next_roll (game, 1);
      g_assert_true (cf_game_roll (game, NULL));
      g_assert_true (cf_game_move (game, place (game, "lounge"), NULL));
      g_assert_true (cf_game_suggest (game, suspect, weapon, NULL));
      /* White cannot; Scarlet, out of the game, still must show. */
      g_assert_cmpint (cf_game_get_phase (game), ==, CF_PHASE_REFUTE);
      g_assert_cmpint (cf_game_get_acting_seat (game), ==, 0);
      g_assert_true (cf_game_show_card (game, suspect, NULL));
    }
  g_assert_cmpuint (tried, >, 0);
}

static void
count_signal (gpointer game, int winner, gpointer data)
{
  int *out = data;
  *out = winner;
}

static void
test_right_accusation (void)
{
  g_autoptr(CfGame) game = three_seats (8);
  g_autoptr(GError) error = NULL;
  int envelope[3];
  int winner = -2;

  envelope_of (game, envelope);
  g_signal_connect (game, "game-over", G_CALLBACK (count_signal), &winner);
  g_assert_true (cf_game_accuse (game, envelope[0], envelope[1], envelope[2], &error));
  g_assert_cmpint (winner, ==, 0);
  g_assert_cmpint (cf_game_get_phase (game), ==, CF_PHASE_OVER);
  g_assert_cmpint (cf_game_get_winner (game), ==, 0);
  g_assert_cmpmem (cf_game_get_envelope (game), sizeof envelope, envelope, sizeof envelope);
  g_assert_false (cf_game_roll (game, &error));
}

/* ---------------------------------------------------------------- saves */

static void
play_some (CfGame *game, guint actions, guint64 seed)
{
  g_autoptr(CfBot) bot = cf_bot_new (CF_PLAYER_DETECTIVE, seed);

  for (guint i = 0; i < actions && cf_game_get_phase (game) != CF_PHASE_OVER; i++)
    {
      g_autoptr(CfBotView) view = cf_bot_view_new (game, cf_game_get_acting_seat (game));
      CfAction action;

      g_assert_true (cf_bot_decide (bot, view, &action, NULL, NULL));
      g_assert_true (cf_game_apply (game, &action, NULL));
    }
}

static void
test_save_round_trip (void)
{
  static const int suspects[] = { SCARLET, MUSTARD, WHITE, GREEN, PEACOCK };
  g_autofree char *dir = g_dir_make_tmp ("casefile-test-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "game.json", NULL);
  g_autofree char *backup = g_strconcat (path, "~", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);

  for (guint actions = 0; actions < 200; actions += 7)
    {
      g_autoptr(CfGame) game = new_game (5, suspects, 99);
      g_autoptr(CfGame) loaded = NULL;
      g_autoptr(GBytes) a = NULL;
      g_autoptr(GBytes) b = NULL;
      g_autoptr(GError) error = NULL;

      play_some (game, actions, 5);
      g_assert_true (cf_game_save (game, file, &error));
      g_assert_no_error (error);
      loaded = cf_game_new_from_file (file, &error);
      g_assert_no_error (error);
      a = cf_game_to_bytes (game);
      b = cf_game_to_bytes (loaded);
      g_assert_true (g_bytes_equal (a, b));

      /* The restored game goes on exactly as the original would. */
      play_some (game, 40, 6);
      play_some (loaded, 40, 6);
      g_clear_pointer (&a, g_bytes_unref);
      g_clear_pointer (&b, g_bytes_unref);
      a = cf_game_to_bytes (game);
      b = cf_game_to_bytes (loaded);
      g_assert_true (g_bytes_equal (a, b));
    }

  /* Saving again keeps the previous good file as a backup. */
  g_assert_true (g_file_test (backup, G_FILE_TEST_EXISTS));
  g_unlink (backup);
  g_unlink (path);
  g_rmdir (dir);
}

typedef struct
{
  const char *member;
  const char *json;    /* the member's new value */
  const char *message; /* expected in the error */
} Damage;

static void
damage (JsonObject *root, gpointer data)
{
  const Damage *d = data;
  g_autoptr(JsonNode) node = json_from_string (d->json, NULL);
  const char *dot = strchr (d->member, '.');

  if (dot == NULL)
    json_object_set_member (root, d->member, g_steal_pointer (&node));
  else
    {
      g_autofree char *outer = g_strndup (d->member, dot - d->member);
      json_object_set_member (json_object_get_object_member (root, outer), dot + 1,
                              g_steal_pointer (&node));
    }
}

static void
remove_member (JsonObject *root, gpointer data)
{
  const char *member = data;

  if (g_str_has_prefix (member, "seats[0]."))
    json_object_remove_member (
        json_array_get_object_element (json_object_get_array_member (root, "seats"), 0),
        member + strlen ("seats[0]."));
  else
    json_object_remove_member (root, member);
}

static void
test_missing_members (void)
{
  /* A missing member is reported once, as missing (it used to set the
   * error twice, which aborts under G_DEBUG=fatal-warnings). */
  static const char *members[] = { "seats", "tokens", "seats[0].hand", "seats[0].suspect" };
  static const int   suspects[] = { SCARLET, MUSTARD, WHITE };
  g_autoptr(CfGame) game = new_game (3, suspects, 13);

  for (guint i = 0; i < G_N_ELEMENTS (members); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(CfGame) broken = edit_game (game, remove_member, (gpointer)members[i], &error);
      g_autofree char *expected = g_strdup_printf ("%s: missing", members[i]);

      g_assert_null (broken);
      g_assert_error (error, CF_ERROR, CF_ERROR_INVALID);
      g_assert_cmpstr (error->message, ==, expected);
    }
}

/* Issue 22: the fields of the turn are checked against the phase and
 * against each other, and against the edition's rules; a version-1 save
 * (no "rerolls") reads as no reroll, not as a number left over. */
static void
test_turn_fields_checked (void)
{
  static const Damage cases[] = {
    { "phase", "\"end\"", "moved: false, but the token has moved this turn" },
    { "roll", "3", "moved: false, but the token has moved this turn" },
    { "suggestion", "[\"scarlet\", \"rope\", \"hall\"]",
      "suggestion: nothing is suggested yet at this point of the turn" },
    { "refuter", "1", "refuter: nothing is suggested yet" },
    { "rerolls", "1", "rerolls: 1 is out of range (0 to 0)" },
    { "roll", "7", "roll: 7 is out of range (0 to 6)" },
    { "phase", "\"over\"", "winner: a game over without a winner has everyone out" },
    { "entries", "{\"scarlet\": \"4,7\"}",
      "entries.scarlet: not in front of a door of the room the token is in" },
    { "summoned", "[\"scarlet\"]", "summoned[0]: summoned into a room, but the token is not" },
  };
  static const int suspects[] = { SCARLET, MUSTARD, WHITE };
  g_autoptr(CfGame) game = new_game (3, suspects, 11);

  /* Scarlet's token on her start square; the current seat is another */
  if (cf_game_get_current_seat (game) == 0)
    {
      g_autoptr(GError) error = NULL;

      g_assert_true (cf_game_roll (game, &error));
      while (cf_game_get_current_seat (game) == 0)
        play_some (game, 1, 3);
    }
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(CfGame) broken = NULL;

      if (i == G_N_ELEMENTS (cases) - 1 &&
          cf_board_place_is_room (cf_game_get_board (game), cf_game_get_token (game, 0)))
        continue;
      broken = edit_game (game, damage, (gpointer)&cases[i], &error);
      if (broken != NULL)
        g_error ("case %u (%s) loaded", i, cases[i].member);
      g_assert_error (error, CF_ERROR, CF_ERROR_INVALID);
      if (strstr (error->message, cases[i].message) == NULL)
        g_error ("case %u: “%s” does not contain “%s”", i, error->message, cases[i].message);
    }

  {
    g_autoptr(GError) error = NULL;
    g_autoptr(CfGame) old = edit_game (game, remove_member, (gpointer) "rerolls", &error);
    g_autoptr(GBytes) bytes = NULL;

    g_assert_no_error (error);
    bytes = cf_game_to_bytes (old);
    g_assert_nonnull (
        g_strstr_len (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes), "\"rerolls\":0"));
  }
}

static void
test_damaged_saves (void)
{
  static const Damage cases[] = {
    { "format", "\"something-else\"", "format: " },
    { "version", "4", "version: " },
    { "edition", "\"nope\"", "edition: " },
    { "seats", "[]", "seats: " },
    { "envelope", "[\"plum\", \"rope\"]", "envelope: " },
    { "envelope", "[\"plum\", \"rope\", \"knife\"]", "envelope[2]: " },
    { "tokens.scarlet", "\"0,0\"", "tokens.scarlet: " },
    { "tokens.plum", "\"attic\"", "tokens.plum: " },
    { "weapons.rope", "\"plum\"", "weapons.rope: " },
    { "phase", "\"dancing\"", "phase: " },
    { "current", "9", "current: " },
    { "rng", "\"x\"", "rng: " },
    { "logs", "[]", "logs: " },
    /* Well-formed but against the rules: a dealt card in the envelope. */
    { "envelope", "[\"scarlet\", \"rope\", \"hall\"]", "breaks the rules" },
  };
  static const int suspects[] = { SCARLET, MUSTARD, WHITE };
  g_autoptr(CfGame) game = new_game (3, suspects, 11);

  play_some (game, 30, 3);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(CfGame) broken = edit_game (game, damage, (gpointer)&cases[i], &error);

      if (i == G_N_ELEMENTS (cases) - 1 && holder_of (game, card ("scarlet")) < 0)
        continue;
      g_test_message ("%s → %s", cases[i].member, error ? error->message : "(no error)");
      g_assert_null (broken);
      g_assert_error (error, CF_ERROR, CF_ERROR_INVALID);
      g_assert_nonnull (strstr (error->message, cases[i].message));
    }

  /* Not JSON at all, and a truncated file. */
  {
    g_autoptr(GBytes) bytes = cf_game_to_bytes (game);
    g_autoptr(GBytes) half = g_bytes_new_from_bytes (bytes, 0, g_bytes_get_size (bytes) / 2);
    g_autoptr(GError) error = NULL;
    g_autoptr(CfGame) broken = cf_game_new_from_bytes (half, &error);

    g_assert_null (broken);
    g_assert_nonnull (error);
  }
}

static void
test_marks_saved (void)
{
  static const int suspects[] = { SCARLET, MUSTARD, WHITE };
  g_autoptr(CfGame) game = new_game (3, suspects, 12);
  g_autoptr(CfGame) loaded = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *marks = g_strnfill (cf_edition_get_n_cards (classic ()) * 4, '.');

  marks[0] = 'y';
  marks[5] = '?';
  marks[9] = 'n';
  cf_game_set_seat_marks (game, 1, marks);
  g_assert_false (cf_game_marks_are_valid (game, "yn?"));
  g_assert_false (cf_game_marks_are_valid (game, "x"));

  bytes = cf_game_to_bytes (game);
  loaded = cf_game_new_from_bytes (bytes, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (cf_game_get_seat_marks (loaded, 1), ==, marks);
  g_assert_null (cf_game_get_seat_marks (loaded, 0));
}

static void
bad_marks (JsonObject *root, gpointer data)
{
  JsonObject *seat =
      json_array_get_object_element (json_object_get_array_member (root, "seats"), 2);
  json_object_set_string_member (seat, "marks", "yes please");
}

static void
test_bad_marks (void)
{
  static const int suspects[] = { SCARLET, MUSTARD, WHITE };
  g_autoptr(CfGame) game = new_game (3, suspects, 12);
  g_autoptr(GError) error = NULL;
  g_autoptr(CfGame) broken = edit_game (game, bad_marks, NULL, &error);

  g_assert_null (broken);
  g_assert_error (error, CF_ERROR, CF_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "seats[2].marks: "));
}

static void
test_damaged_file_untouched (void)
{
  g_autofree char *dir = g_dir_make_tmp ("casefile-test-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "game.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(CfGame) game = NULL;
  g_autofree char *after = NULL;
  const char      *junk = "{\"format\": \"casefile-game\", \"version\": 1, \"edition\": ";

  g_assert_true (g_file_set_contents (path, junk, -1, NULL));
  game = cf_game_new_from_file (file, &error);
  g_assert_null (game);
  g_assert_nonnull (error);
  /* The message names the file. */
  g_assert_nonnull (strstr (error->message, "game.json"));
  g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, junk);
  g_unlink (path);
  g_rmdir (dir);
}

/* ---------------------------------------------------------------- bots */

static void
test_bot_views_private (void)
{
  static const int suspects[] = { SCARLET, MUSTARD, WHITE, GREEN };
  g_autoptr(CfGame) game = new_game (4, suspects, 21);
  g_autoptr(CfBot) bot = cf_bot_new (CF_PLAYER_MASTER, 1);
  CfAction action;
  g_autoptr(GError) error = NULL;

  /* A seat that is not to act cannot be made to act. */
  {
    g_autoptr(CfBotView) view = cf_bot_view_new (game, 2);
    g_assert_false (cf_bot_decide (bot, view, &action, NULL, &error));
    g_assert_error (error, CF_ERROR, CF_ERROR_INVALID);
  }
}

static void
test_simulated_games (void)
{
  /* 1,000 whole games between bots of every level, 3 to 6 seats, each
   * refereed after every action: no rule may ever be broken. */
  guint   games = g_test_slow () ? 5000 : 1000;
  guint   violations = 0, winners = 0;
  guint64 rng = 2026;

  for (guint g = 0; g < games; g++)
    {
      CfPlayerKind levels[CF_GAME_MAX_SEATS];
      guint        n = 3 + cf_game_rng_below (&rng, 4);
      CfSimulation sim;
      g_autoptr(GError) error = NULL;

      for (guint i = 0; i < n; i++)
        levels[i] = CF_PLAYER_BEGINNER + cf_game_rng_below (&rng, 2);
      /* Every tenth game has a Master, which thinks much longer. */
      if (g % 10 == 0)
        levels[cf_game_rng_below (&rng, n)] = CF_PLAYER_MASTER;

      g_assert_true (cf_simulate_game (classic (), n, levels, NULL, cf_game_rng_next (&rng), 0,
                                       1000, &sim, &error));
      for (guint i = 0; i < sim.problems->len; i++)
        g_test_message ("game %u: %s", g, (const char *)sim.problems->pdata[i]);
      violations += sim.violations;
      winners += sim.winner >= 0;
      cf_simulation_clear (&sim);
    }
  g_assert_cmpuint (violations, ==, 0);
  /* Bots that follow their own notes solve the case. */
  g_assert_cmpuint (winners, >, games * 95 / 100);
}

static void
test_simulation_repeats (void)
{
  CfPlayerKind levels[4] = { CF_PLAYER_MASTER, CF_PLAYER_DETECTIVE, CF_PLAYER_BEGINNER,
                             CF_PLAYER_DETECTIVE };
  CfSimulation a, b;

  g_assert_true (cf_simulate_game (classic (), 4, levels, NULL, 77, 0, 1000, &a, NULL));
  g_assert_true (cf_simulate_game (classic (), 4, levels, NULL, 77, 0, 1000, &b, NULL));
  g_assert_cmpint (a.winner, ==, b.winner);
  g_assert_cmpuint (a.turns, ==, b.turns);
  cf_simulation_clear (&a);
  cf_simulation_clear (&b);
}

static void
test_master_beats_beginners (void)
{
  /* Not the benchmark (casefile-cli simulate is); a sanity check that the
   * strongest bot wins far more than its fair third against the weakest. */
  CfPlayerKind levels[3] = { CF_PLAYER_BEGINNER, CF_PLAYER_MASTER, CF_PLAYER_BEGINNER };
  guint        wins = 0;

  for (guint g = 0; g < 40; g++)
    {
      CfSimulation sim;
      g_assert_true (cf_simulate_game (classic (), 3, levels, NULL, 1000 + g, 0, 1000, &sim, NULL));
      wins += sim.winner == 1;
      cf_simulation_clear (&sim);
    }
  g_test_message ("the Master won %u of 40", wins);
  g_assert_cmpuint (wins, >=, 20);
}

/* 1949/63: "If a card is shown … the turn then ends", but after a
 * suggestion nobody could refute one may still accuse. So a Master unsure
 * of its guess rolls first, and with the guess's room in reach suggests
 * the guess there: a right guess goes unrefuted and is then accused as
 * surely, a wrong one is shown wrong and the Master plays on instead of
 * being out. It accuses unsure only where no suggestion can test the
 * guess this turn. (Before, it accused before rolling.) */
static void
test_master_tests_its_guess (void)
{
  g_autoptr(CfEdition) edition = cf_edition_lookup_builtin ("classic-1949");
  guint wrong = 0, untested = 0, tests = 0, wins = 0;

  for (guint g = 0; g < 60; g++)
    {
      CfSeatSetup setup[6];
      guint       n = 3 + g % 4;
      CfBot      *bots[6];
      g_autoptr(CfGame) game = NULL;
      CfBoard *board;
      gboolean tested = FALSE;

      for (guint i = 0; i < n; i++)
        setup[i] =
            (CfSeatSetup){ .suspect = i, .kind = i == 0 ? CF_PLAYER_MASTER : CF_PLAYER_DETECTIVE };
      game = cf_game_new (edition, n, setup, 7000 + g, NULL);
      g_assert_nonnull (game);
      board = cf_game_get_board (game);
      for (guint i = 0; i < n; i++)
        bots[i] = cf_bot_new (setup[i].kind, 7000 + g + i);

      while (cf_game_get_phase (game) != CF_PHASE_OVER && cf_game_get_turn (game) < 400)
        {
          int seat = cf_game_get_awaited (game).seat;
          g_autoptr(CfBotView) view = cf_bot_view_new (game, seat);
          CfPlace  place = cf_game_get_token (game, cf_game_get_seat_suspect (game, seat));
          int      room = cf_board_place_is_room (board, place)
                              ? (int)cf_edition_get_first_card_of (edition, CF_CATEGORY_ROOM) +
                               cf_board_place_get_room (board, place)
                              : -1;
          CfPhase  phase = cf_game_get_phase (game);
          gboolean could_test;
          guint64  rooms;
          CfAction action;

          g_assert_true (cf_bot_decide (bots[seat], view, &action, NULL, NULL));
          if (seat == 0 && action.kind == CF_ACTION_SUGGEST)
            tested = TRUE; /* an accusation later this turn follows it */
          if (seat == 0 && action.kind == CF_ACTION_END_TURN)
            tested = FALSE;
          /* Before the roll, or with the guess's room in reach or at hand */
          rooms = phase == CF_PHASE_MOVE ? cf_game_get_reach (game)->rooms : 0;
          could_test = (phase == CF_PHASE_START && cf_game_can_roll (game)) ||
                       (room == action.cards[2] && cf_game_can_suggest (game)) ||
                       (action.cards[2] >= 0 &&
                        (rooms >> (action.cards[2] -
                                   (int)cf_edition_get_first_card_of (edition, CF_CATEGORY_ROOM))) &
                            1);
          g_assert_true (cf_game_apply (game, &action, NULL));
          if (seat == 0 && action.kind == CF_ACTION_ACCUSE)
            {
              gboolean right = cf_game_get_winner (game) == 0;

              wrong += !right;
              untested += !right && could_test;
              tests += tested && phase == CF_PHASE_END;
            }
        }
      wins += cf_game_get_winner (game) == 0;
      for (guint i = 0; i < n; i++)
        g_object_unref (bots[i]);
    }
  g_test_message ("the Master won %u of 60; %u wrong accusations, %u after a suggestion", wins,
                  wrong, tests);
  g_assert_cmpuint (untested, ==, 0);
  g_assert_cmpuint (tests, >, 0);
}

/* A seat nobody named is named after its suspect in the language the game
 * is shown in: a game started in Hebrew and resumed in Dutch shows Dutch
 * names there; a name typed stays. GLib decides once per process whether
 * to translate, so each language has a process of its own. */
static gboolean
is_hebrew (const char *text)
{
  return g_unichar_get_script (g_utf8_get_char (text)) == G_UNICODE_SCRIPT_HEBREW;
}

static void
test_default_names_follow_language (void)
{
  const char *save = g_getenv ("CASEFILE_TEST_SAVE");

  if (g_test_subprocess ())
    {
      g_autoptr(CfEdition) edition = NULL;
      g_autoptr(CfGame) game = NULL;
      g_autoptr(GFile) file = g_file_new_for_path (save);
      g_autoptr(GError) error = NULL;
      int first;

      cf_init_i18n ();
      edition = cf_edition_lookup_builtin ("classic");
      first = cf_edition_get_first_card_of (edition, CF_CATEGORY_SUSPECT);
      if (g_str_equal (g_getenv ("LANGUAGE"), "he"))
        {
          CfSeatSetup seats[] = {
            { .suspect = 0, .name = "Alice", .kind = CF_PLAYER_HUMAN },
            { .suspect = 1, .name = "  ", .kind = CF_PLAYER_HUMAN },
            { .suspect = 2, .name = NULL, .kind = CF_PLAYER_DETECTIVE },
          };
          g_autoptr(GBytes) bytes = NULL;

          game = cf_game_new (edition, 3, seats, 5, &error);
          g_assert_no_error (error);
          g_assert_true (is_hebrew (cf_game_get_seat_name (game, 1)));
          g_assert_cmpstr (cf_game_get_seat_name (game, 1), ==,
                           cf_edition_get_card_name (edition, first + 1));
          g_assert_true (cf_game_save (game, file, &error));
          g_assert_no_error (error);
          return;
        }
      game = cf_game_new_from_file (file, &error);
      g_assert_no_error (error);
      g_assert_cmpstr (cf_game_get_seat_name (game, 0), ==, "Alice");
      for (guint seat = 1; seat < 3; seat++)
        {
          const char *name = cf_game_get_seat_name (game, seat);

          g_assert_false (is_hebrew (name));
          g_assert_cmpstr (name, ==, cf_edition_get_card_name (edition, first + seat));
          /* The notebooks name the seats as the table does */
          for (guint log = 0; log < 3; log++)
            g_assert_cmpstr (cf_case_log_get_player_name (cf_game_get_case_log (game, log), seat),
                             ==, name);
        }
      return;
    }

  {
    g_autofree char *dir = g_dir_make_tmp ("casefile-names-XXXXXX", NULL);
    g_autofree char *path = g_build_filename (dir, "game.json", NULL);
    g_autofree char *backup = g_strconcat (path, "~", NULL);
    g_autofree char *text = NULL;

    g_setenv ("CASEFILE_TEST_SAVE", path, TRUE);
    g_setenv ("LANGUAGE", "he", TRUE);
    g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
    g_test_trap_assert_passed ();
    /* The save keeps a blank for the names nobody typed */
    g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
    g_assert_nonnull (strstr (text, "\"name\":\"Alice\""));
    g_assert_nonnull (strstr (text, "\"name\":\"\""));
    g_setenv ("LANGUAGE", "nl", TRUE);
    g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
    g_test_trap_assert_passed ();
    g_setenv ("LANGUAGE", "C", TRUE);
    g_unsetenv ("CASEFILE_TEST_SAVE");
    g_remove (path);
    g_remove (backup);
    g_rmdir (dir);
  }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/casefile/game/setup", test_setup);
  g_test_add_func ("/casefile/game/bad-setup", test_bad_setup);
  g_test_add_func ("/casefile/game/roll-and-move", test_roll_and_move);
  g_test_add_func ("/casefile/game/enter-room", test_enter_room);
  g_test_add_func ("/casefile/game/trapped", test_trapped);
  g_test_add_func ("/casefile/game/suggestion-moves-pieces", test_suggestion_moves_pieces);
  g_test_add_func ("/casefile/game/summoned", test_summoned);
  g_test_add_func ("/casefile/game/refutation", test_refutation);
  g_test_add_func ("/casefile/game/suggestion-special-notes", test_suggestion_special_notes);
  g_test_add_func ("/casefile/game/wrong-accusation", test_wrong_accusation);
  g_test_add_func ("/casefile/game/out-still-refutes", test_out_still_refutes);
  g_test_add_func ("/casefile/game/right-accusation", test_right_accusation);
  g_test_add_func ("/casefile/game/save-round-trip", test_save_round_trip);
  g_test_add_func ("/casefile/game/default-names-follow-language",
                   test_default_names_follow_language);
  g_test_add_func ("/casefile/game/damaged-saves", test_damaged_saves);
  g_test_add_func ("/casefile/game/turn-fields-checked", test_turn_fields_checked);
  g_test_add_func ("/casefile/game/missing-members", test_missing_members);
  g_test_add_func ("/casefile/game/damaged-file-untouched", test_damaged_file_untouched);
  g_test_add_func ("/casefile/game/marks-saved", test_marks_saved);
  g_test_add_func ("/casefile/game/bad-marks", test_bad_marks);
  g_test_add_func ("/casefile/game/bot-views", test_bot_views_private);
  g_test_add_func ("/casefile/game/simulation-repeats", test_simulation_repeats);
  g_test_add_func ("/casefile/game/master-beats-beginners", test_master_beats_beginners);
  g_test_add_func ("/casefile/game/master-tests-its-guess", test_master_tests_its_guess);
  g_test_add_func ("/casefile/game/simulated-games", test_simulated_games);

  return g_test_run ();
}
