/* cf-game-story.c: the public story of a game in sentences, and a hand
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "cf-secrets-private.h"
#include "cf-text.h"

static const char *
card_name (CfGame *self, int card)
{
  return cf_edition_get_card_name (self->edition, card);
}

static char *
place_name (CfGame *self, CfPlace place)
{
  return g_strdup (
      card_name (self, cf_game_room_card (self, cf_board_place_get_room (self->board, place))));
}

/**
 * cf_game_nearest_room:
 * @square: a corridor square
 *
 * Returns: the room (its index on the board) a corridor square is nearest
 *   to, by steps; -1 when none is reachable
 */
int
cf_game_nearest_room (CfGame *self, CfPlace square)
{
  guint n_squares = cf_board_get_n_places (self->board) - cf_board_get_n_rooms (self->board);
  g_autofree guint *distances = g_new (guint, cf_board_get_n_places (self->board));
  int               best = -1;

  cf_board_distances (self->board, square, NULL, distances);
  for (guint r = 0; r < cf_board_get_n_rooms (self->board); r++)
    if (distances[n_squares + r] != G_MAXUINT &&
        (best < 0 || distances[n_squares + r] < distances[n_squares + best]))
      best = r;
  return best;
}

/* A move onto a corridor square, in the words of the table: where it is
 * by the rooms, never a square's number. */
static char *
describe_corridor_move (CfGame *self, const char *who, CfPlace to)
{
  int door_room = cf_board_get_door_room_at (self->board, to);
  int room;

  /* A door of the pool (the place after the rooms) */
  if (door_room >= (int)cf_board_get_n_rooms (self->board))
    /* Translators: %s is a player; the pool of Discover the Secrets */
    return cf_text_printf (_("%s moved to a door of the pool"), who);
  if (door_room >= 0)
    /* Translators: %1$s is a player, %2$s a room */
    return cf_text_printf (_("%1$s moved to a door of a room: %2$s"), who,
                           card_name (self, cf_game_room_card (self, door_room)));
  room = cf_game_nearest_room (self, to);
  if (room >= 0)
    /* Translators: %1$s is a player, %2$s the room nearest to where they stopped */
    return cf_text_printf (_("%1$s moved along the corridor near a room: %2$s"), who,
                           card_name (self, cf_game_room_card (self, room)));
  /* Translators: %s is a player */
  return cf_text_printf (_("%s moved along the corridor"), who);
}

/**
 * cf_game_describe_record:
 * @index: a record
 *
 * Returns: (transfer full): the record as a line of the public story
 */
char *
cf_game_describe_record (CfGame *self, guint index)
{
  const CfRecord  *r;
  const char      *who;
  g_autofree char *from = NULL;
  g_autofree char *to = NULL;

  g_return_val_if_fail (CF_IS_GAME (self), NULL);
  g_return_val_if_fail (index < self->records->len, NULL);

  r = &g_array_index (self->records, CfRecord, index);
  who = r->seat >= 0 ? self->seats[r->seat].name : NULL;

  switch (r->kind)
    {
    case CF_RECORD_TURN:
      /* Translators: %s is a player */
      return cf_text_printf (_("%s’s turn"), who);
    case CF_RECORD_ROLL:
      /* Translators: %1$s is a player, %2$d the number rolled */
      return cf_text_printf (_("%1$s rolled %2$d"), who, r->value);
    case CF_RECORD_MOVE:
      if (cf_board_place_is_pool (self->board, r->to))
        /* Translators: %s is a player */
        return cf_text_printf (_("%s went to the pool"), who);
      if (!cf_board_place_is_room (self->board, r->to))
        return describe_corridor_move (self, who, r->to);
      to = place_name (self, r->to);
      /* Translators: %1$s is a player, %2$s a room */
      return cf_text_printf (_("%1$s entered a room: %2$s"), who, to);
    case CF_RECORD_PASSAGE:
      to = place_name (self, r->to);
      /* Translators: %1$s is a player, %2$s a room */
      return cf_text_printf (_("%1$s took a secret passage into a room: %2$s"), who, to);
    case CF_RECORD_STAY:
      return cf_text_printf (_("%s stayed where a suggestion brought them"), who);
    case CF_RECORD_SUGGEST:
      if (cf_edition_says_rumor (self->edition))
        /* Translators: Discover the Secrets' wording, whose rules call a suggestion a rumor
         * ("Start a Rumor"): %1$s is a player, %2$s a suspect, %3$s a weapon, %4$s a room */
        return cf_text_printf (_("%1$s started a rumor: %2$s, %3$s, %4$s"), who,
                               card_name (self, r->cards[0]), card_name (self, r->cards[1]),
                               card_name (self, r->cards[2]));
      /* Translators: %1$s is a player, %2$s a suspect, %3$s a weapon, %4$s a room */
      return cf_text_printf (_("%1$s suggested %2$s, %3$s, %4$s"), who,
                             card_name (self, r->cards[0]), card_name (self, r->cards[1]),
                             card_name (self, r->cards[2]));
    case CF_RECORD_PASS:
      return cf_text_printf (_("%s could not refute"), who);
    case CF_RECORD_SHOW:
      /* Translators: %1$s and %2$s are players; which card stays secret */
      return cf_text_printf (_("%1$s showed a card to %2$s"), who, self->seats[r->value].name);
    case CF_RECORD_NOBODY:
      return cf_text_printf (_("Nobody could refute %s"), who);
    case CF_RECORD_ACCUSE:
      if (r->value)
        /* Translators: %1$s is a player, %2$s a suspect, %3$s a weapon, %4$s a room */
        return cf_text_printf (_("%1$s accused %2$s, %3$s, %4$s, and was right"), who,
                               card_name (self, r->cards[0]), card_name (self, r->cards[1]),
                               card_name (self, r->cards[2]));
      /* Translators: %1$s is a player, %2$s a suspect, %3$s a weapon, %4$s a room */
      return cf_text_printf (_("%1$s accused %2$s, %3$s, %4$s, and was wrong"), who,
                             card_name (self, r->cards[0]), card_name (self, r->cards[1]),
                             card_name (self, r->cards[2]));
    case CF_RECORD_WAIT:
      if (r->to != CF_PLACE_NONE && cf_board_place_is_pool (self->board, r->to))
        /* Translators: %s is a player, who chose not to move out of the pool (Discover the
         * Secrets) */
        return cf_text_printf (_("%s stayed in the pool"), who);
      return cf_text_printf (_("%s could not move"), who);
    case CF_RECORD_OVER:
      if (who != NULL)
        return cf_text_printf (_("%s solved the case"), who);
      if (self->secrets != NULL)
        return g_strdup (_("Nobody is left to solve the case"));
      return g_strdup (_("Everyone accused wrongly; nobody solved the case"));
    case CF_RECORD_HIGH_ROLL:
      /* Translators: %1$s is a player, %2$d the number rolled */
      return cf_text_printf (_("%1$s rolled %2$d to see who begins"), who, r->value);
    case CF_RECORD_CLOCK:
    case CF_RECORD_KEEPER:
    case CF_RECORD_MURDER:
    case CF_RECORD_PLAY:
    case CF_RECORD_LOOK:
    case CF_RECORD_PASS_ON:
      /* The mechanic tells its own lines */
      return cf_secrets_describe_record (self->secrets, r, who);
    default:
      g_assert_not_reached ();
    }
}

/* Where a token (or, by its room, a weapon) is, in the story's words:
 * by the rooms, never a square's number. */
static char *
describe_token_place (CfGame *self, const char *who, CfPlace place)
{
  int door_room, room;

  if (place == CF_PLACE_NONE)
    return NULL;
  if (cf_board_place_is_pool (self->board, place))
    /* Translators: where a token is; %s is a suspect */
    return cf_text_printf (_("%s is in the pool."), who);
  room = cf_board_place_get_room (self->board, place);
  if (cf_board_place_is_room (self->board, place))
    /* Translators: where a token or weapon is; %1$s is a suspect or weapon, %2$s a room */
    return cf_text_printf (_("%1$s is in a room: %2$s."), who,
                           card_name (self, cf_game_room_card (self, room)));
  door_room = cf_board_get_door_room_at (self->board, place);
  if (door_room >= (int)cf_board_get_n_rooms (self->board))
    /* Translators: where a token is; %s is a suspect */
    return cf_text_printf (_("%s is at a door of the pool."), who);
  if (door_room >= 0)
    /* Translators: where a token is; %1$s is a suspect, %2$s a room */
    return cf_text_printf (_("%1$s is at a door of a room: %2$s."), who,
                           card_name (self, cf_game_room_card (self, door_room)));
  room = cf_game_nearest_room (self, place);
  if (room >= 0)
    /* Translators: where a token is; %1$s is a suspect, %2$s the room nearest to it */
    return cf_text_printf (_("%1$s is in the corridor near a room: %2$s."), who,
                           card_name (self, cf_game_room_card (self, room)));
  /* Translators: where a token is; %s is a suspect */
  return cf_text_printf (_("%s is in the corridor."), who);
}

/**
 * cf_game_describe_whereabouts:
 * @own_suspect: the suspect of the player who listens, or -1
 *
 * Every token and weapon on the board, in sentences (public).
 *
 * Returns: (transfer full): "Miss Scarlet (you) is in a room: Lounge.
 *   Colonel Mustard is in the corridor near a room: Hall. …"
 */
char *
cf_game_describe_whereabouts (CfGame *self, int own_suspect)
{
  GString *text = g_string_new (NULL);
  int      first_suspect, first_weapon;

  g_return_val_if_fail (CF_IS_GAME (self), NULL);
  first_suspect = cf_game_first_of (self, CF_CATEGORY_SUSPECT);
  first_weapon = cf_game_first_of (self, CF_CATEGORY_WEAPON);
  for (guint i = 0; i < self->n_suspects + self->n_weapons; i++)
    {
      g_autofree char *you = NULL;
      g_autofree char *line = NULL;
      gboolean         suspect = i < self->n_suspects;
      const char      *name = card_name (self, suspect ? first_suspect + (int)i
                                                       : first_weapon + (int)(i - self->n_suspects));

      if (suspect && (int)i == own_suspect)
        /* Translators: the listener's own suspect, in the board's description */
        name = you = cf_text_printf (_("%s (you)"), name);
      if (suspect)
        line = describe_token_place (self, name, self->tokens[i]);
      else if (self->weapons[i - self->n_suspects] >= 0)
        line = describe_token_place (
            self, name, cf_board_room_place (self->board, self->weapons[i - self->n_suspects]));
      if (line == NULL)
        continue;
      if (text->len > 0)
        g_string_append_c (text, ' ');
      g_string_append (text, line);
    }
  return g_string_free (text, FALSE);
}

/**
 * cf_game_describe_reach:
 *
 * After a roll, for the player who rolled: the board shows what is in
 * reach, a listener needs it said.
 *
 * Returns: (transfer full): how many squares and which rooms are in reach
 */
char *
cf_game_describe_reach (CfGame *self)
{
  const CfReach *reach = cf_game_get_reach (self);
  CfBoard       *board = self->board;
  guint          n_squares = reach->squares != NULL ? reach->squares->len : 0;
  g_autoptr(GString) rooms = g_string_new (NULL);

  for (guint r = 0; r < cf_board_get_n_rooms (board) && r < 64; r++)
    if (reach->rooms >> r & 1)
      {
        if (rooms->len > 0)
          /* Translators: between the names of a list, as in "Hall, Lounge" */
          g_string_append (rooms, C_("list of names", ", "));
        g_string_append (rooms, card_name (self, cf_game_room_card (self, r)));
      }
  if (rooms->len == 0)
    return cf_text_printf (
        /* Translators: after the player's roll; %u is how many corridor squares they can reach */
        g_dngettext (GETTEXT_PACKAGE, "%u square is in reach, and no room.",
                     "%u squares are in reach, and no room.", n_squares),
        n_squares);
  return cf_text_printf (
      /* Translators: after the player's roll; %1$u is how many corridor squares they can reach,
         %2$s the rooms they can enter */
      g_dngettext (GETTEXT_PACKAGE, "%1$u square is in reach, and these rooms: %2$s.",
                   "%1$u squares are in reach, and these rooms: %2$s.", n_squares),
      n_squares, rooms->str);
}

/**
 * cf_game_describe_hand:
 * @seat: a seat
 *
 * For the end of a game, when every hand is public.
 *
 * Returns: (transfer full): "Ann held the Knife, the Hall and Mrs. White."
 */
char *
cf_game_describe_hand (CfGame *self, guint seat)
{
  GArray     *hand;
  guint       n;
  const char *c[9] = { NULL };
  const char *who;

  g_return_val_if_fail (CF_IS_GAME (self), NULL);
  g_return_val_if_fail (seat < self->n_seats, NULL);

  /* One whole sentence per size of hand, so that each language words its
   * own list. */
  hand = self->seats[seat].hand;
  n = hand->len;
  who = self->seats[seat].name;
  for (guint i = 0; i < MIN (n, G_N_ELEMENTS (c)); i++)
    c[i] = card_name (self, g_array_index (hand, int, i));
  switch (n)
    {
    case 0:
      /* Translators: at the end of a game; %1$s is a player */
      return cf_text_printf (_("%1$s held no cards."), who);
    case 1:
      /* Translators: at the end of a game; %1$s is a player, %2$s a card */
      return cf_text_printf (_("%1$s held %2$s."), who, c[0]);
    case 2:
      /* Translators: at the end of a game; %1$s is a player, the others cards */
      return cf_text_printf (_("%1$s held %2$s and %3$s."), who, c[0], c[1]);
    case 3:
      /* Translators: at the end of a game; %1$s is a player, the others cards */
      return cf_text_printf (_("%1$s held %2$s, %3$s and %4$s."), who, c[0], c[1], c[2]);
    case 4:
      /* Translators: at the end of a game; %1$s is a player, the others cards */
      return cf_text_printf (_("%1$s held %2$s, %3$s, %4$s and %5$s."), who, c[0], c[1], c[2],
                             c[3]);
    case 5:
      /* Translators: at the end of a game; %1$s is a player, the others cards */
      return cf_text_printf (_("%1$s held %2$s, %3$s, %4$s, %5$s and %6$s."), who, c[0], c[1],
                             c[2], c[3], c[4]);
    case 6:
      /* Translators: at the end of a game; %1$s is a player, the others cards */
      return cf_text_printf (_("%1$s held %2$s, %3$s, %4$s, %5$s, %6$s and %7$s."), who, c[0],
                             c[1], c[2], c[3], c[4], c[5]);
    case 7:
      /* Translators: at the end of a game; %1$s is a player, the others cards */
      return cf_text_printf (_("%1$s held %2$s, %3$s, %4$s, %5$s, %6$s, %7$s and %8$s."), who,
                             c[0], c[1], c[2], c[3], c[4], c[5], c[6]);
    case 8:
      /* Translators: at the end of a game; %1$s is a player, the others cards */
      return cf_text_printf (_("%1$s held %2$s, %3$s, %4$s, %5$s, %6$s, %7$s, %8$s and %9$s."),
                             who, c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7]);
    default:
      return cf_text_printf (
          /* Translators: at the end of a game, for a hand too large to list; %1$s is a player, %2$u
             the number of cards */
          g_dngettext (GETTEXT_PACKAGE, "%1$s held %2$u card.", "%1$s held %2$u cards.", n), who,
          n);
    }
}

/**
 * cf_game_describe_pool:
 *
 * For the end of a game, when the pool's face-down cards are public.
 *
 * Returns: (transfer full) (nullable): "The card in the pool was the
 *   Axe.", or %NULL when the pool holds none
 */
char *
cf_game_describe_pool (CfGame *self)
{
  const char *c[3] = { NULL };
  GArray     *pool;
  guint       n;

  g_return_val_if_fail (CF_IS_GAME (self), NULL);
  if (self->secrets == NULL)
    return NULL;
  pool = cf_secrets_get_pool (self->secrets);
  n = pool->len;
  for (guint i = 0; i < MIN (n, G_N_ELEMENTS (c)); i++)
    c[i] = card_name (self, g_array_index (pool, int, i));
  switch (n)
    {
    case 0:
      return NULL;
    case 1:
      /* Translators: at the end of a game; %s is a card */
      return cf_text_printf (_("The card in the pool was %s."), c[0]);
    case 2:
      /* Translators: at the end of a game; %1$s and %2$s are cards */
      return cf_text_printf (_("The cards in the pool were %1$s and %2$s."), c[0], c[1]);
    case 3:
      /* Translators: at the end of a game; %1$s, %2$s and %3$s are cards */
      return cf_text_printf (_("The cards in the pool were %1$s, %2$s and %3$s."), c[0], c[1],
                             c[2]);
    default:
      /* Translators: at the end of a game, for a pool too large to list; %u is how many */
      return cf_text_printf (
          g_dngettext (GETTEXT_PACKAGE, "%u card lay in the pool.", "%u cards lay in the pool.", n),
          n);
    }
}
