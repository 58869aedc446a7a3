/* cf-board-private.h: the board's data, shared by its reader (cf-board.c)
 * and the moves on it (cf-board-moves.c)
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

#include "cf-board.h"

/* Bounds on a board file: enough for any printed board, small enough that
 * a place always fits an int and a room a bit of a guint64. */
#define MAX_SIDE 128
#define MAX_ROOMS 64

G_BEGIN_DECLS

struct _CfBoard
{
  GObject parent_instance;

  CfEdition *edition;
  char      *id;
  gboolean   official;
  guint      width;
  guint      height;
  guint      n_squares; /* width * height */
  guint      n_rooms;
  guint      n_suspects;
  gboolean   has_pool;    /* the place n_squares + n_rooms, "room" n_rooms */
  int        pool_square; /* the pool square nearest its middle, or -1 */

  guint8  *kinds;        /* CfSquareKind per square */
  int     *room_at;      /* room per square, or -1 */
  int     *door_room_at; /* per square: the room whose door opens on it, or -1 */
  CfPlace *starts;       /* per suspect */
  GArray  *doors;        /* CfDoor */
  int     *passages;     /* per room: the other room, or -1 */
  int     *marks;        /* per room: the square of its passage mark, or -1 */
  guint8  *questions;    /* per square: whether it is a "?" square */

  /* The movement graph */
  CfPlace *adjacent;   /* 4 per square: the corridor squares next to it */
  guint8  *n_adjacent; /* per square */
  guint   *exit_first; /* per room and the pool, n_rooms + has_pool + 1: ranges
                        * into exits */
  CfPlace *exits;      /* the distinct squares in front of each room's (and
                        * the pool's) doors */
};

static inline gboolean
is_place (CfBoard *self, CfPlace place)
{
  if (place < 0)
    return FALSE;
  if (place < (int)self->n_squares)
    return self->kinds[place] == CF_SQUARE_CORRIDOR;
  return place < (int)(self->n_squares + self->n_rooms + (self->has_pool ? 1 : 0));
}

static inline int
lookup_room (CfEdition *edition, const char *id)
{
  int card = cf_edition_lookup_card (edition, id);

  if (card < 0 || cf_edition_get_card_category (edition, card) != CF_CATEGORY_ROOM)
    return -1;
  return card - (int)cf_edition_get_first_card_of (edition, CF_CATEGORY_ROOM);
}

static inline const char *
room_id (CfBoard *self, int room)
{
  if (room == (int)self->n_rooms && self->has_pool)
    return "pool";
  return cf_edition_get_card_id (
      self->edition, cf_edition_get_first_card_of (self->edition, CF_CATEGORY_ROOM) + room);
}

gboolean cf_board_read_boolean (
    JsonObject *object, const char *member, const char *origin, gboolean *out, GError **error);
gboolean cf_board_read_layout (CfBoard *self, JsonObject *root, const char *origin, GError **error);

G_END_DECLS
