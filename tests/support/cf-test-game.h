/* cf-test-game.h: games for tests, with or without a display
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <string.h>

#include <json-glib/json-glib.h>

#include "casefile-core.h"

G_BEGIN_DECLS

/* A card of @game's edition by its id ("rope"), which must exist */
static inline int
cf_test_card (CfGame *game, const char *id)
{
  int card = cf_edition_lookup_card (cf_game_get_edition (game), id);

  g_assert_cmpint (card, >=, 0);
  return card;
}

/* A place of @game's board ("7,24", "hall", "pool"), which must exist */
static inline CfPlace
cf_test_place (CfGame *game, const char *text)
{
  CfPlace place = cf_board_parse_place (cf_game_get_board (game), text, NULL);

  g_assert_cmpint (place, !=, CF_PLACE_NONE);
  return place;
}

/* A classic game; @kinds has a letter per seat: H a person (Ann, Bob, Cat,
 * … in order), B, D, M a Beginner, Detective or Master bot. */
static inline CfGame *
cf_test_new_table (const char *kinds, guint64 seed)
{
  static const char *names[] = { "Ann", "Bob", "Cat", "Dan", "Eve", "Fay" };
  g_autoptr(CfEdition) edition = cf_edition_lookup_builtin ("classic");
  g_autoptr(GError) error = NULL;
  CfSeatSetup seats[CF_GAME_MAX_SEATS];
  guint       n = strlen (kinds), people = 0;
  CfGame     *game;

  g_assert_cmpuint (n, <=, CF_GAME_MAX_SEATS);
  for (guint i = 0; i < n; i++)
    {
      seats[i].suspect = i;
      seats[i].name = kinds[i] == 'H' ? names[people++] : NULL;
      seats[i].kind = kinds[i] == 'H'   ? CF_PLAYER_HUMAN
                      : kinds[i] == 'B' ? CF_PLAYER_BEGINNER
                      : kinds[i] == 'D' ? CF_PLAYER_DETECTIVE
                                        : CF_PLAYER_MASTER;
    }
  game = cf_game_new (edition, n, seats, seed, &error);
  g_assert_no_error (error);
  return game;
}

/* @game with a suspect's token (its id, "scarlet") moved to @place (a
 * square "x,y" or a room id), through its save, as a test may. */
/* A game of @edition whose seats all play at @level: 3 to 6 seats by
 * @seed (an edition played by six, 18 × 18, refuses the others) */
static inline CfGame *
cf_test_new_bots_game (CfEdition *edition, CfPlayerKind level, guint64 seed)
{
  CfSeatSetup setup[CF_GAME_MAX_SEATS];
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

static inline CfGame *
cf_test_with_token_at (CfGame *game, const char *suspect, const char *place)
{
  g_autoptr(GBytes) bytes = cf_game_to_bytes (game);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autofree char *text = NULL;
  g_autoptr(GBytes) edited = NULL;
  CfGame *moved;

  g_assert_true (json_parser_load_from_data (parser, g_bytes_get_data (bytes, NULL),
                                             g_bytes_get_size (bytes), NULL));
  json_object_set_string_member (
      json_object_get_object_member (json_node_get_object (json_parser_get_root (parser)),
                                     "tokens"),
      suspect, place);
  text = json_to_string (json_parser_get_root (parser), FALSE);
  edited = g_bytes_new (text, strlen (text));
  moved = cf_game_new_from_bytes (edited, NULL);
  g_assert_nonnull (moved);
  return moved;
}

G_END_DECLS
