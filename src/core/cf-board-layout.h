/* cf-board-layout.h: where a board's squares, rooms and pieces go, in numbers
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "cf-board.h"
#include "cf-edition.h"

G_BEGIN_DECLS

/* Sizes of what stands in a room, in squares */
#define CF_BOARD_TOKEN_SIZE 0.8f
#define CF_BOARD_TOKEN_GAP 0.1f
#define CF_BOARD_CHIP_HEIGHT 0.56f
#define CF_BOARD_CHIP_PADDING 0.16f
#define CF_BOARD_CHIP_GAP 0.1f
#define CF_BOARD_ROOM_MARGIN 0.3f
#define CF_BOARD_BLOCK_GAP 0.18f
/* A room's name: its size, and the least it shrinks to before it is cut */
#define CF_BOARD_ROOM_NAME_SIZE 0.5f
#define CF_BOARD_ROOM_NAME_MIN_SIZE 0.32f

/**
 * CfBoardRect:
 * @x: left edge
 * @y: top edge
 * @width: width
 * @height: height
 *
 * A rectangle, in squares or in pixels as each function says.
 */
typedef struct
{
  float x, y, width, height;
} CfBoardRect;

/**
 * CfBoardPoint:
 * @x: across
 * @y: down
 */
typedef struct
{
  float x, y;
} CfBoardPoint;

/**
 * CfDoorEdge:
 *
 * Which edges of a room square hold a door.
 */
typedef enum
{
  CF_DOOR_EDGE_TOP = 1 << 0,
  CF_DOOR_EDGE_RIGHT = 1 << 1,
  CF_DOOR_EDGE_BOTTOM = 1 << 2,
  CF_DOOR_EDGE_LEFT = 1 << 3,
} CfDoorEdge;

/**
 * CfBoardFit:
 * @square_size: pixels per square
 * @left: the board's left edge in pixels
 * @top: the board's top edge in pixels
 * @scale: device pixels per pixel; square edges land on device pixels
 * @width: the board's width in squares
 * @height: the board's height in squares
 *
 * The board scaled and centred into an area.
 */
typedef struct
{
  float square_size;
  float left;
  float top;
  int   scale;
  int   width;
  int   height;
} CfBoardFit;

/**
 * CfRoomArrangement:
 * @name_y: the middle of the room name's line
 * @token_size: the diameter of each token
 * @tokens: the centre of each token
 * @chips: the centre of each weapon chip
 * @n_chip_rows: how many rows the chips take
 * @fits: whether everything fits inside the room's margins
 *
 * What stands in a room, in squares: the name, a row of tokens under it,
 * then weapon chips flowing in rows, the block centred in the room's box.
 */
typedef struct
{
  float        name_y;
  float        token_size;
  CfBoardPoint tokens[CF_MAX_CARDS];
  CfBoardPoint chips[CF_MAX_CARDS];
  guint        n_chip_rows;
  gboolean     fits;
} CfRoomArrangement;

typedef struct _CfBoardLayout CfBoardLayout;

CfBoardLayout *cf_board_layout_new (CfBoard *board);
void           cf_board_layout_free (CfBoardLayout *self);
CfBoard       *cf_board_layout_get_board (CfBoardLayout *self);

const CfBoardRect *cf_board_layout_get_room_box (CfBoardLayout *self, guint room);
const CfBoardRect *cf_board_layout_get_centre_box (CfBoardLayout *self);
const CfBoardRect *cf_board_layout_get_pool_box (CfBoardLayout *self);
guint              cf_board_layout_get_door_edges (CfBoardLayout *self, int x, int y);
gboolean           cf_board_layout_same_area (CfBoardLayout *self, int x, int y, int nx, int ny);
CfPlace            cf_board_layout_square_place (CfBoardLayout *self, int x, int y);
CfBoardPoint       cf_board_layout_place_centre (CfBoardLayout *self, CfPlace place);

gboolean
      cf_board_layout_fit (CfBoardLayout *self, int width, int height, int scale, CfBoardFit *fit);
float cf_board_fit_edge_x (const CfBoardFit *fit, int column);
float cf_board_fit_edge_y (const CfBoardFit *fit, int row);
CfBoardRect cf_board_fit_square_rect (const CfBoardFit *fit, int x, int y);
CfPlace cf_board_layout_place_at (CfBoardLayout *self, const CfBoardFit *fit, double px, double py);
gboolean cf_board_layout_place_bounds (CfBoardLayout    *self,
                                       const CfBoardFit *fit,
                                       CfPlace           place,
                                       CfBoardRect      *bounds);

CfPlace cf_board_layout_next_target (
    CfBoardLayout *self, CfPlace from, int dx, int dy, const CfPlace *targets, guint n_targets);

float    cf_board_room_inner_width (const CfBoardRect *box);
float    cf_board_label_font_size (float font_size, float text_width, float avail, float min_size);
gboolean cf_board_arrange_room (const CfBoardRect *box,
                                float              name_height,
                                guint              n_tokens,
                                const float       *chip_widths,
                                guint              n_chips,
                                CfRoomArrangement *arrangement);

char **cf_board_unique_prefixes (const char *const *words, guint n_words, guint min_chars);
char  *cf_board_initials (const char *name);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CfBoardLayout, cf_board_layout_free)

G_END_DECLS
