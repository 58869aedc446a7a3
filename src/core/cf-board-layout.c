/* cf-board-layout.c: where a board's squares, rooms and pieces go, in numbers
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>
#include <string.h>

#include "cf-board-layout.h"

/**
 * CfBoardLayout:
 *
 * What a drawn board needs to know about a #CfBoard beyond its squares: the
 * box around each room (not all rooms are rectangles) and around the
 * centre, the doors on each square's edges, where each place is and which
 * place is under a point, and how the keyboard cursor walks between
 * targets. Pure arithmetic, so it is tested without a display.
 */
struct _CfBoardLayout
{
  CfBoard     *board;
  guint        width;
  guint        height;
  guint        n_rooms;
  CfBoardRect *room_boxes; /* in squares */
  CfBoardRect  centre_box;
  CfBoardRect  pool_box;
  guint8      *door_edges; /* per square */
};

/* ---------------------------------------------------------------- helpers */

static void
rect_union (CfBoardRect *box, const CfBoardRect *other)
{
  float right = MAX (box->x + box->width, other->x + other->width);
  float bottom = MAX (box->y + box->height, other->y + other->height);

  box->x = MIN (box->x, other->x);
  box->y = MIN (box->y, other->y);
  box->width = right - box->x;
  box->height = bottom - box->y;
}

static void
find_boxes (CfBoardLayout *self)
{
  g_autofree gboolean *seen = g_new0 (gboolean, MAX (self->n_rooms, 1));
  gboolean             centre_found = FALSE, pool_found = FALSE;

  self->room_boxes = g_new0 (CfBoardRect, MAX (self->n_rooms, 1));
  for (guint y = 0; y < self->height; y++)
    for (guint x = 0; x < self->width; x++)
      {
        CfSquareKind kind = cf_board_get_kind (self->board, x, y);
        CfBoardRect  square = { x, y, 1, 1 };
        CfBoardRect *box = NULL;
        gboolean    *found = NULL;
        int          room;

        if (kind == CF_SQUARE_ROOM && (room = cf_board_get_room_at (self->board, x, y)) >= 0 &&
            (guint)room < self->n_rooms)
          {
            box = &self->room_boxes[room];
            found = &seen[room];
          }
        else if (kind == CF_SQUARE_CENTRE)
          {
            box = &self->centre_box;
            found = &centre_found;
          }
        else if (kind == CF_SQUARE_POOL)
          {
            box = &self->pool_box;
            found = &pool_found;
          }
        else
          continue;

        if (*found)
          rect_union (box, &square);
        else
          *box = square;
        *found = TRUE;
      }
  if (!centre_found)
    self->centre_box = (CfBoardRect){ 0, 0, 0, 0 };
  if (!pool_found)
    self->pool_box = (CfBoardRect){ 0, 0, 0, 0 };
}

/* The box of a room or of the pool, or NULL for any other place. */
static const CfBoardRect *
area_box (CfBoardLayout *self, CfPlace place)
{
  if (cf_board_place_is_room (self->board, place))
    return cf_board_layout_get_room_box (self, cf_board_place_get_room (self->board, place));
  if (cf_board_place_is_pool (self->board, place))
    return &self->pool_box;
  return NULL;
}

static void
find_doors (CfBoardLayout *self)
{
  self->door_edges = g_new0 (guint8, MAX (self->width * self->height, 1));
  for (guint i = 0; i < cf_board_get_n_doors (self->board); i++)
    {
      const CfDoor *door = cf_board_get_door (self->board, i);
      int           ox, oy, dx, dy;

      if (door->outside < 0 || door->x < 0 || door->y < 0 || (guint)door->x >= self->width ||
          (guint)door->y >= self->height)
        continue;
      cf_board_place_get_xy (self->board, door->outside, &ox, &oy);
      dx = ox - door->x;
      dy = oy - door->y;
      self->door_edges[door->y * self->width + door->x] |= dy == -1 && dx == 0 ? CF_DOOR_EDGE_TOP
                                                           : dy == 1 && dx == 0
                                                               ? CF_DOOR_EDGE_BOTTOM
                                                           : dx == -1 && dy == 0 ? CF_DOOR_EDGE_LEFT
                                                           : dx == 1 && dy == 0 ? CF_DOOR_EDGE_RIGHT
                                                                                : 0;
    }
}

/* ---------------------------------------------------------------- the board */

/**
 * cf_board_layout_new:
 * @board: a #CfBoard
 *
 * Returns: (transfer full): the layout of @board
 */
CfBoardLayout *
cf_board_layout_new (CfBoard *board)
{
  CfBoardLayout *self;

  g_return_val_if_fail (CF_IS_BOARD (board), NULL);

  self = g_new0 (CfBoardLayout, 1);
  self->board = g_object_ref (board);
  self->width = cf_board_get_width (board);
  self->height = cf_board_get_height (board);
  self->n_rooms = cf_board_get_n_rooms (board);
  find_boxes (self);
  find_doors (self);
  return self;
}

/**
 * cf_board_layout_free:
 * @self: (transfer full): a #CfBoardLayout
 */
void
cf_board_layout_free (CfBoardLayout *self)
{
  if (self == NULL)
    return;
  g_clear_object (&self->board);
  g_free (self->room_boxes);
  g_free (self->door_edges);
  g_free (self);
}

/**
 * cf_board_layout_get_board:
 * @self: a #CfBoardLayout
 *
 * Returns: (transfer none): the board laid out
 */
CfBoard *
cf_board_layout_get_board (CfBoardLayout *self)
{
  return self->board;
}

/**
 * cf_board_layout_get_room_box:
 * @self: a #CfBoardLayout
 * @room: a room index
 *
 * Returns: the smallest rectangle around the room's squares, in squares
 */
const CfBoardRect *
cf_board_layout_get_room_box (CfBoardLayout *self, guint room)
{
  g_return_val_if_fail (room < self->n_rooms, &self->centre_box);
  return &self->room_boxes[room];
}

/**
 * cf_board_layout_get_centre_box:
 * @self: a #CfBoardLayout
 *
 * Returns: the rectangle around the centre squares, in squares; 0 wide
 *   when the board has none
 */
const CfBoardRect *
cf_board_layout_get_centre_box (CfBoardLayout *self)
{
  return &self->centre_box;
}

/**
 * cf_board_layout_get_pool_box:
 * @self: a #CfBoardLayout
 *
 * Returns: the rectangle around the pool's squares, in squares; 0 wide
 *   when the board has none
 */
const CfBoardRect *
cf_board_layout_get_pool_box (CfBoardLayout *self)
{
  return &self->pool_box;
}

/**
 * cf_board_layout_get_door_edges:
 * @self: a #CfBoardLayout
 * @x: column
 * @y: row
 *
 * Returns: the #CfDoorEdge bits of the edges of square (@x, @y) that open
 *   onto a corridor
 */
guint
cf_board_layout_get_door_edges (CfBoardLayout *self, int x, int y)
{
  if (x < 0 || y < 0 || (guint)x >= self->width || (guint)y >= self->height)
    return 0;
  return self->door_edges[y * self->width + x];
}

/**
 * cf_board_layout_same_area:
 * @self: a #CfBoardLayout
 * @x: column of a square
 * @y: row of a square
 * @nx: column of another square
 * @ny: row of another square
 *
 * Returns: whether the two squares are of the same kind and, for rooms, of
 *   the same room: no wall runs between them
 */
gboolean
cf_board_layout_same_area (CfBoardLayout *self, int x, int y, int nx, int ny)
{
  CfSquareKind kind = cf_board_get_kind (self->board, x, y);

  if (nx < 0 || ny < 0 || (guint)nx >= self->width || (guint)ny >= self->height)
    return FALSE;
  if (cf_board_get_kind (self->board, nx, ny) != kind)
    return FALSE;
  return kind != CF_SQUARE_ROOM ||
         cf_board_get_room_at (self->board, x, y) == cf_board_get_room_at (self->board, nx, ny);
}

/**
 * cf_board_layout_square_place:
 * @self: a #CfBoardLayout
 * @x: column
 * @y: row
 *
 * Returns: the place a click on square (@x, @y) means: the corridor square,
 *   or the room it belongs to; %CF_PLACE_NONE elsewhere
 */
CfPlace
cf_board_layout_square_place (CfBoardLayout *self, int x, int y)
{
  if (x < 0 || y < 0 || (guint)x >= self->width || (guint)y >= self->height)
    return CF_PLACE_NONE;

  switch (cf_board_get_kind (self->board, x, y))
    {
    case CF_SQUARE_CORRIDOR:
      return cf_board_square_place (self->board, x, y);
    case CF_SQUARE_ROOM:
      {
        int room = cf_board_get_room_at (self->board, x, y);

        return room >= 0 ? cf_board_room_place (self->board, room) : CF_PLACE_NONE;
      }
    case CF_SQUARE_POOL:
      return cf_board_get_pool_place (self->board);
    case CF_SQUARE_VOID:
    case CF_SQUARE_CENTRE:
    default:
      return CF_PLACE_NONE;
    }
}

/**
 * cf_board_layout_place_centre:
 * @self: a #CfBoardLayout
 * @place: a place
 *
 * Returns: the middle of the square, or of the box around the room or the
 *   pool, in
 *   squares
 */
CfBoardPoint
cf_board_layout_place_centre (CfBoardLayout *self, CfPlace place)
{
  const CfBoardRect *box = area_box (self, place);
  int                x, y;

  if (box != NULL)
    return (CfBoardPoint){ box->x + box->width / 2, box->y + box->height / 2 };
  cf_board_place_get_xy (self->board, place, &x, &y);
  return (CfBoardPoint){ x + 0.5f, y + 0.5f };
}

/* ---------------------------------------------------------------- in pixels */

/**
 * cf_board_layout_fit:
 * @self: a #CfBoardLayout
 * @width: the area's width in pixels
 * @height: the area's height in pixels
 * @scale: device pixels per pixel
 * @fit: (out): the board as large as fits, keeping square squares, centred
 *
 * Returns: whether anything of the board can be shown
 */
gboolean
cf_board_layout_fit (CfBoardLayout *self, int width, int height, int scale, CfBoardFit *fit)
{
  if (width <= 0 || height <= 0 || self->width == 0 || self->height == 0)
    return FALSE;

  fit->width = self->width;
  fit->height = self->height;
  fit->square_size = MIN ((float)width / fit->width, (float)height / fit->height);
  fit->left = floorf ((width - fit->square_size * fit->width) / 2);
  fit->top = floorf ((height - fit->square_size * fit->height) / 2);
  fit->scale = MAX (1, scale);
  return fit->square_size > 0;
}

/**
 * cf_board_fit_edge_x:
 * @fit: a #CfBoardFit
 * @column: a column, or the width for the right edge
 *
 * Returns: the left edge of @column in pixels, on a device pixel so that
 *   neighbouring squares leave no seam
 */
float
cf_board_fit_edge_x (const CfBoardFit *fit, int column)
{
  return roundf ((fit->left + column * fit->square_size) * fit->scale) / fit->scale;
}

/**
 * cf_board_fit_edge_y:
 * @fit: a #CfBoardFit
 * @row: a row, or the height for the bottom edge
 *
 * Returns: the top edge of @row in pixels, on a device pixel
 */
float
cf_board_fit_edge_y (const CfBoardFit *fit, int row)
{
  return roundf ((fit->top + row * fit->square_size) * fit->scale) / fit->scale;
}

/**
 * cf_board_fit_square_rect:
 * @fit: a #CfBoardFit
 * @x: column
 * @y: row
 *
 * Returns: square (@x, @y) in pixels; neighbours share their edges
 */
CfBoardRect
cf_board_fit_square_rect (const CfBoardFit *fit, int x, int y)
{
  float left = cf_board_fit_edge_x (fit, x), top = cf_board_fit_edge_y (fit, y);

  return (CfBoardRect){ left, top, cf_board_fit_edge_x (fit, x + 1) - left,
                        cf_board_fit_edge_y (fit, y + 1) - top };
}

/**
 * cf_board_layout_place_at:
 * @self: a #CfBoardLayout
 * @fit: the board in pixels
 * @px: a point, in pixels
 * @py: a point, in pixels
 *
 * Returns: the place under the point (see cf_board_layout_square_place()),
 *   or %CF_PLACE_NONE
 */
CfPlace
cf_board_layout_place_at (CfBoardLayout *self, const CfBoardFit *fit, double px, double py)
{
  int x = (int)floor ((px - fit->left) / fit->square_size);
  int y = (int)floor ((py - fit->top) / fit->square_size);

  return cf_board_layout_square_place (self, x, y);
}

/**
 * cf_board_layout_place_bounds:
 * @self: a #CfBoardLayout
 * @fit: the board in pixels
 * @place: a place
 * @bounds: (out): where @place is drawn, in pixels: the square, or the box
 *   around the room or the pool
 *
 * Returns: whether @place is a place of the board
 */
gboolean
cf_board_layout_place_bounds (CfBoardLayout    *self,
                              const CfBoardFit *fit,
                              CfPlace           place,
                              CfBoardRect      *bounds)
{
  const CfBoardRect *box;
  int                x, y;

  if (place < 0 || (guint)place >= cf_board_get_n_places (self->board))
    return FALSE;

  if ((box = area_box (self, place)) != NULL)
    {
      *bounds = (CfBoardRect){ fit->left + box->x * fit->square_size,
                               fit->top + box->y * fit->square_size, box->width * fit->square_size,
                               box->height * fit->square_size };
      return TRUE;
    }
  cf_board_place_get_xy (self->board, place, &x, &y);
  *bounds = cf_board_fit_square_rect (fit, x, y);
  return TRUE;
}

/* ---------------------------------------------------------------- cursor */

/**
 * cf_board_layout_next_target:
 * @self: a #CfBoardLayout
 * @from: where the keyboard cursor is
 * @dx: the direction across: -1, 0 or 1
 * @dy: the direction down: -1, 0 or 1
 * @targets: (array length=n_targets): the places the cursor may go to
 * @n_targets: how many
 *
 * The nearest target from @from in direction (@dx, @dy), measured between
 * the places' centres, going sideways costing double.
 *
 * Returns: that target, or %CF_PLACE_NONE when none lies that way
 */
CfPlace
cf_board_layout_next_target (
    CfBoardLayout *self, CfPlace from, int dx, int dy, const CfPlace *targets, guint n_targets)
{
  CfBoardPoint start;
  CfPlace      best = CF_PLACE_NONE;
  double       best_score = G_MAXDOUBLE;

  if (from == CF_PLACE_NONE)
    return CF_PLACE_NONE;

  start = cf_board_layout_place_centre (self, from);
  for (guint i = 0; i < n_targets; i++)
    {
      CfBoardPoint to;
      double       along, across, score;

      if (targets[i] == from || targets[i] == CF_PLACE_NONE)
        continue;
      to = cf_board_layout_place_centre (self, targets[i]);
      along = (to.x - start.x) * dx + (to.y - start.y) * dy;
      across = fabs ((to.x - start.x) * dy - (to.y - start.y) * dx);
      if (along <= 0.01)
        continue;
      score = along + 2 * across;
      if (score < best_score)
        {
          best_score = score;
          best = targets[i];
        }
    }
  return best;
}

/* ---------------------------------------------------------------- rooms */

/**
 * cf_board_room_inner_width:
 * @box: a room's box, in squares
 *
 * Returns: the width inside the room's margins, in squares
 */
float
cf_board_room_inner_width (const CfBoardRect *box)
{
  return box->width - 2 * CF_BOARD_ROOM_MARGIN;
}

/**
 * cf_board_label_font_size:
 * @font_size: the size a label is wanted at
 * @text_width: the label's width at @font_size
 * @avail: the width there is for it
 * @min_size: the least size it stays readable at
 *
 * A room's name is shrunk to fit its room, but not below @min_size: then it
 * is cut short (ellipsized) instead.
 *
 * Returns: the size to draw the label at
 */
float
cf_board_label_font_size (float font_size, float text_width, float avail, float min_size)
{
  if (text_width <= avail || text_width <= 0)
    return font_size;
  return MAX (min_size, font_size * avail / text_width);
}

/**
 * cf_board_arrange_room:
 * @box: the room's box, in squares
 * @name_height: the height of the room's name, in squares
 * @n_tokens: how many tokens stand in the room
 * @chip_widths: (array length=n_chips): the width of each weapon chip, in
 *   squares, at most cf_board_room_inner_width()
 * @n_chips: how many weapons lie in the room
 * @arrangement: (out): where the name, tokens and chips go
 *
 * Arranges a room's contents: the name, then its tokens in a row (smaller
 * when many), then its weapons flowing in rows, the block centred in @box.
 *
 * Returns: whether the block fits inside the room's margins; when it does
 *   not, the caller may try shorter weapon names
 */
gboolean
cf_board_arrange_room (const CfBoardRect *box,
                       float              name_height,
                       guint              n_tokens,
                       const float       *chip_widths,
                       guint              n_chips,
                       CfRoomArrangement *arrangement)
{
  float avail = cf_board_room_inner_width (box);
  float row_width = 0, block, top, y;

  memset (arrangement, 0, sizeof *arrangement);
  n_tokens = MIN (n_tokens, CF_MAX_CARDS);
  n_chips = MIN (n_chips, CF_MAX_CARDS);

  arrangement->token_size = CF_BOARD_TOKEN_SIZE;
  if (n_tokens > 0)
    arrangement->token_size = MIN (CF_BOARD_TOKEN_SIZE, avail / n_tokens - CF_BOARD_TOKEN_GAP);

  arrangement->n_chip_rows = n_chips > 0 ? 1 : 0;
  for (guint i = 0; i < n_chips; i++)
    {
      if (row_width > 0 && row_width + CF_BOARD_CHIP_GAP + chip_widths[i] > avail)
        {
          arrangement->n_chip_rows++;
          row_width = chip_widths[i];
        }
      else
        row_width += (row_width > 0 ? CF_BOARD_CHIP_GAP : 0) + chip_widths[i];
    }

  block = name_height;
  if (n_tokens > 0)
    block += CF_BOARD_BLOCK_GAP + arrangement->token_size;
  if (arrangement->n_chip_rows > 0)
    block += CF_BOARD_BLOCK_GAP + arrangement->n_chip_rows * CF_BOARD_CHIP_HEIGHT +
             (arrangement->n_chip_rows - 1) * CF_BOARD_CHIP_GAP;
  arrangement->fits = avail > 0 && block <= box->height - 2 * CF_BOARD_ROOM_MARGIN;

  top = box->y + MAX (0.1f, (box->height - block) / 2);
  arrangement->name_y = top + name_height / 2;
  y = top + name_height;

  if (n_tokens > 0)
    {
      float size = arrangement->token_size;
      float row = n_tokens * size + (n_tokens - 1) * CF_BOARD_TOKEN_GAP;
      float x = box->x + (box->width - row) / 2 + size / 2;

      y += CF_BOARD_BLOCK_GAP;
      for (guint i = 0; i < n_tokens; i++)
        arrangement->tokens[i] =
            (CfBoardPoint){ x + i * (size + CF_BOARD_TOKEN_GAP), y + size / 2 };
      y += size;
    }

  if (n_chips > 0)
    {
      guint i = 0;

      y += CF_BOARD_BLOCK_GAP;
      while (i < n_chips)
        {
          guint end = i;
          float row = chip_widths[i], x;

          while (end + 1 < n_chips && row + CF_BOARD_CHIP_GAP + chip_widths[end + 1] <= avail)
            row += CF_BOARD_CHIP_GAP + chip_widths[++end];

          x = box->x + (box->width - row) / 2;
          for (; i <= end; i++)
            {
              arrangement->chips[i] =
                  (CfBoardPoint){ x + chip_widths[i] / 2, y + CF_BOARD_CHIP_HEIGHT / 2 };
              x += chip_widths[i] + CF_BOARD_CHIP_GAP;
            }
          y += CF_BOARD_CHIP_HEIGHT + CF_BOARD_CHIP_GAP;
        }
    }
  return arrangement->fits;
}

/* ---------------------------------------------------------------- names */

/**
 * cf_board_unique_prefixes:
 * @words: (array length=n_words): words
 * @n_words: how many
 * @min_chars: the least characters of a prefix
 *
 * The shortest start of each word (at least @min_chars characters) that no
 * other word starts with, its first letter in upper case: the marks on the
 * tokens (“Pe” and “Pl” for Peacock and Plum).
 *
 * Returns: (transfer full): a %NULL-terminated array of the prefixes
 */
char **
cf_board_unique_prefixes (const char *const *words, guint n_words, guint min_chars)
{
  char **prefixes = g_new0 (char *, n_words + 1);

  for (guint i = 0; i < n_words; i++)
    {
      glong length = g_utf8_strlen (words[i], -1);
      glong n = MIN ((glong)min_chars, length);

      for (; n < length; n++)
        {
          g_autofree char *mine = g_utf8_substring (words[i], 0, n);
          g_autofree char *folded = g_utf8_casefold (mine, -1);
          gboolean         clash = FALSE;

          for (guint j = 0; j < n_words && !clash; j++)
            {
              g_autofree char *other = NULL;
              g_autofree char *other_folded = NULL;

              if (j == i)
                continue;
              other = g_utf8_substring (words[j], 0, MIN (n, g_utf8_strlen (words[j], -1)));
              other_folded = g_utf8_casefold (other, -1);
              clash = strcmp (folded, other_folded) == 0;
            }
          if (!clash)
            break;
        }

      {
        g_autofree char *prefix = g_utf8_substring (words[i], 0, MAX (n, 1));
        const char      *rest = g_utf8_next_char (prefix);
        g_autofree char *first = g_utf8_strup (prefix, rest - prefix);

        prefixes[i] = g_strconcat (first, rest, NULL);
      }
    }
  return prefixes;
}

/**
 * cf_board_initials:
 * @name: a name
 *
 * Returns: (transfer full) (nullable): the upper-case initials of the first
 *   three words of @name (“LP” for “Lead Pipe”), or %NULL when @name is a
 *   single word
 */
char *
cf_board_initials (const char *name)
{
  g_auto(GStrv) parts = g_strsplit (name, " ", -1);
  GString *initials;

  if (g_strv_length (parts) < 2 || *parts[0] == '\0' || *parts[1] == '\0')
    return NULL;

  initials = g_string_new (NULL);
  for (guint i = 0; parts[i] != NULL && i < 3; i++)
    if (*parts[i] != '\0')
      g_string_append_unichar (initials, g_unichar_toupper (g_utf8_get_char (parts[i])));
  return g_string_free (initials, FALSE);
}
