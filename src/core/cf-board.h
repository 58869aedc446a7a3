/* cf-board.h: a board of squares, rooms, doors and passages, and moves on it
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "cf-edition.h"

G_BEGIN_DECLS

/**
 * CfSquareKind:
 * @CF_SQUARE_VOID: outside the house, never walkable
 * @CF_SQUARE_CORRIDOR: a walkable square (start squares included)
 * @CF_SQUARE_ROOM: part of a room; tokens in a room stand on no square
 * @CF_SQUARE_CENTRE: the middle of the board, where the envelope lies
 * @CF_SQUARE_POOL: part of the pool, an area entered like a room that is
 *   no room card; tokens in it stand on no square
 */
typedef enum
{
  CF_SQUARE_VOID,
  CF_SQUARE_CORRIDOR,
  CF_SQUARE_ROOM,
  CF_SQUARE_CENTRE,
  CF_SQUARE_POOL,
} CfSquareKind;

/*
 * A place is where a token stands: a corridor square or a room.
 * Squares are y * width + x (0 … width * height - 1); rooms come after them,
 * width * height + r, where r is the room's index among the edition's rooms
 * (0 = the first room card). A board with a pool has one more place after
 * the rooms, width * height + n_rooms (cf_board_get_pool_place()); its
 * doors, exits and door_room_at entries use the room index n_rooms.
 * CF_PLACE_NONE is no place.
 */
typedef int CfPlace;
#define CF_PLACE_NONE (-1)

/**
 * CfDoor:
 * @room: the room's index among the edition's rooms, or
 *   cf_board_get_n_rooms() for a door of the pool
 * @x: column of the room (or pool) square that holds the door
 * @y: row of that square
 * @outside: the corridor square in front of the door (a place)
 */
typedef struct
{
  int     room;
  int     x;
  int     y;
  CfPlace outside;
} CfDoor;

#define CF_TYPE_BOARD (cf_board_get_type ())

G_DECLARE_FINAL_TYPE (CfBoard, cf_board, CF, BOARD, GObject)

CfBoard *
cf_board_new_from_bytes (GBytes *bytes, const char *origin, CfEdition *edition, GError **error);
CfBoard *cf_board_lookup_builtin (CfEdition *edition);

CfEdition  *cf_board_get_edition (CfBoard *self);
const char *cf_board_get_id (CfBoard *self);
gboolean    cf_board_is_official (CfBoard *self);
guint       cf_board_get_width (CfBoard *self);
guint       cf_board_get_height (CfBoard *self);
guint       cf_board_get_n_rooms (CfBoard *self);
guint       cf_board_get_n_places (CfBoard *self);

CfSquareKind cf_board_get_kind (CfBoard *self, int x, int y);
int          cf_board_get_room_at (CfBoard *self, int x, int y);

CfPlace  cf_board_square_place (CfBoard *self, int x, int y);
CfPlace  cf_board_room_place (CfBoard *self, int room);
gboolean cf_board_place_is_room (CfBoard *self, CfPlace place);
CfPlace  cf_board_get_pool_place (CfBoard *self);
gboolean cf_board_place_is_pool (CfBoard *self, CfPlace place);
gboolean cf_board_is_question (CfBoard *self, CfPlace place);
int      cf_board_place_get_room (CfBoard *self, CfPlace place);
void     cf_board_place_get_xy (CfBoard *self, CfPlace place, int *x, int *y);
CfPlace  cf_board_parse_place (CfBoard *self, const char *text, GError **error);
char    *cf_board_place_to_string (CfBoard *self, CfPlace place);

CfPlace       cf_board_get_start (CfBoard *self, guint suspect);
guint         cf_board_get_n_doors (CfBoard *self);
const CfDoor *cf_board_get_door (CfBoard *self, guint index);
int           cf_board_get_passage (CfBoard *self, int room);
gboolean      cf_board_get_passage_mark (CfBoard *self, int room, int *x, int *y);
int           cf_board_get_door_room_at (CfBoard *self, CfPlace outside);

/**
 * CfReach:
 * @squares: (element-type CfPlace): corridor squares where the move can
 *   end after exactly the roll, in increasing place order
 * @rooms: bit r set when room r can be entered within the roll
 */
typedef struct
{
  GArray *squares;
  guint64 rooms;
} CfReach;

void cf_reach_clear (CfReach *reach);

/**
 * CfMoveRules:
 * @up_to: the move may end on a square before the roll is used up (else
 *   a move along corridors uses exactly the roll)
 * @exit: leaving a room, the only square in front of a door it may be left
 *   by; %CF_PLACE_NONE for any free door
 * @pass_occupied: an occupied square may be passed through, never ended on
 * @stop_on_question: a "?" square ends the move (Discover the Secrets: "If
 *   you land on a space with a question mark, STOP MOVING")
 *
 * What the editions' movement rules differ in, beyond which squares are
 * occupied (a rule where tokens never block passes no occupied squares).
 * %NULL stands for the 1986 rules: exactly the roll, any door.
 */
typedef struct
{
  gboolean up_to;
  CfPlace  exit;
  gboolean pass_occupied;
  gboolean stop_on_question;
} CfMoveRules;

void     cf_move_rules_init (CfMoveRules *move, const CfRules *rules, CfPlace entry);
void     cf_board_reach (CfBoard           *self,
                         CfPlace            from,
                         guint              roll,
                         const gboolean    *occupied,
                         const CfMoveRules *rules,
                         CfReach           *reach);
GArray  *cf_board_find_path (CfBoard           *self,
                             CfPlace            from,
                             CfPlace            to,
                             guint              roll,
                             const gboolean    *occupied,
                             const CfMoveRules *rules);
gboolean cf_board_check_path (CfBoard           *self,
                              const CfPlace     *path,
                              guint              n_places,
                              guint              roll,
                              const gboolean    *occupied,
                              const CfMoveRules *rules);
void cf_board_distances (CfBoard *self, CfPlace from, const gboolean *occupied, guint *distances);

G_END_DECLS
