/* cf-board.c: a board of squares, rooms, doors and passages, read from its file
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "cf-board-private.h"
#include "cf-file.h"
#include "cf-json-private.h"

#define BOARDS_RESOURCE_PATH "/io/github/casefile/Casefile/boards/"

G_DEFINE_FINAL_TYPE (CfBoard, cf_board, G_TYPE_OBJECT)

/* ---------------------------------------------------------------- GObject */

static void
cf_board_finalize (GObject *object)
{
  CfBoard *self = (CfBoard *)object;

  g_clear_object (&self->edition);
  g_free (self->id);
  g_free (self->kinds);
  g_free (self->room_at);
  g_free (self->door_room_at);
  g_free (self->starts);
  g_clear_pointer (&self->doors, g_array_unref);
  g_free (self->passages);
  g_free (self->marks);
  g_free (self->questions);
  g_free (self->adjacent);
  g_free (self->n_adjacent);
  g_free (self->exit_first);
  g_free (self->exits);

  G_OBJECT_CLASS (cf_board_parent_class)->finalize (object);
}

static void
cf_board_class_init (CfBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = cf_board_finalize;
}

static void
cf_board_init (CfBoard *self)
{
  self->doors = g_array_new (FALSE, FALSE, sizeof (CfDoor));
}

/* ---------------------------------------------------------------- public API */

/**
 * cf_board_new_from_bytes:
 * @bytes: the JSON text of a board file (see `data/boards/`)
 * @origin: the file name, used in error messages
 * @edition: the edition whose rooms and suspects the board names
 * @error: return location for an error naming the file and the field
 *
 * Reads a board: "rows" of one character per square, with "." for a
 * corridor, "#" for the void and "X" for the centre unless "corridor",
 * "void" and "centre" say otherwise; a "legend" from letters to room card
 * ids; "starts" from characters to suspect card ids; "doors" as
 * `{"room", "x", "y", "outside": [x, y]}` with x, y the room square and
 * outside the corridor square in front of it; "passages" as pairs of rooms
 * and "passage_marks" as `{"room", "x", "y"}`. Every room of @edition needs
 * a letter, a square and a door, and every suspect one start square.
 * Optionally "pool" gives the character of a pool, an area entered like a
 * room that is no room card (its doors name the room "pool"), and
 * "questions" lists corridor squares `[x, y]` marked "?".
 *
 * Returns: (transfer full) (nullable): the board, or %NULL with @error set
 */
CfBoard *
cf_board_new_from_bytes (GBytes *bytes, const char *origin, CfEdition *edition, GError **error)
{
  g_autoptr(CfBoard) self = NULL;
  g_autoptr(JsonNode) root_node = NULL;
  JsonObject *root;
  const char *id, *edition_id, *note;
  gint64      width, height;
  gboolean    official;

  g_return_val_if_fail (bytes != NULL, NULL);
  g_return_val_if_fail (CF_IS_EDITION (edition), NULL);

  if (!(root_node = cf_json_parse_bytes (bytes, CF_FILE_MAX_SIZE, origin, error)))
    return NULL;
  if (!(root = cf_json_require_object (root_node, origin, NULL, error)))
    return NULL;

  if (!cf_json_get_string (root, "id", TRUE, origin, NULL, &id, error) ||
      !cf_json_get_string (root, "edition", TRUE, origin, NULL, &edition_id, error) ||
      !cf_board_read_boolean (root, "official", origin, &official, error) ||
      !cf_json_get_string (root, "note", FALSE, origin, NULL, &note, error) ||
      !cf_json_get_int (root, "width", TRUE, 2, MAX_SIDE, origin, NULL, &width, error) ||
      !cf_json_get_int (root, "height", TRUE, 2, MAX_SIDE, origin, NULL, &height, error))
    return NULL;

  if (!cf_edition_is_valid_card_id (id))
    {
      cf_json_set_error (error, origin, "id",
                         _("“%s” is not a board id (lower-case words joined by “-”)"), id);
      return NULL;
    }
  /* A board is drawn for one edition; another edition may name it as its
   * board ("board" in the edition file). */
  if (!g_str_equal (edition_id, cf_edition_get_id (edition)) &&
      (g_str_equal (cf_edition_get_board_id (edition), cf_edition_get_id (edition)) ||
       !g_str_equal (id, cf_edition_get_board_id (edition))))
    {
      cf_json_set_error (error, origin, "edition",
                         /* Translators: %1$s and %2$s are edition ids, never translated */
                         _("the board is for the edition “%1$s”, not “%2$s”"), edition_id,
                         cf_edition_get_id (edition));
      return NULL;
    }
  if (cf_edition_get_n_cards_of (edition, CF_CATEGORY_ROOM) > MAX_ROOMS)
    {
      cf_json_set_error (error, origin, "edition", _("a board has at most %d rooms"), MAX_ROOMS);
      return NULL;
    }

  self = g_object_new (CF_TYPE_BOARD, NULL);
  self->edition = g_object_ref (edition);
  self->id = g_strdup (id);
  self->official = official;
  self->width = width;
  self->height = height;
  self->n_squares = width * height;
  self->n_rooms = cf_edition_get_n_cards_of (edition, CF_CATEGORY_ROOM);
  self->n_suspects = cf_edition_get_n_cards_of (edition, CF_CATEGORY_SUSPECT);
  self->kinds = g_new0 (guint8, self->n_squares);
  self->room_at = g_new (int, self->n_squares);
  self->door_room_at = g_new (int, self->n_squares);
  self->starts = g_new (CfPlace, self->n_suspects);
  self->passages = g_new (int, self->n_rooms);
  self->marks = g_new (int, self->n_rooms);
  self->questions = g_new0 (guint8, self->n_squares);
  self->pool_square = -1;
  for (guint i = 0; i < self->n_squares; i++)
    self->room_at[i] = self->door_room_at[i] = -1;
  for (guint s = 0; s < self->n_suspects; s++)
    self->starts[s] = CF_PLACE_NONE;
  for (guint r = 0; r < self->n_rooms; r++)
    self->passages[r] = self->marks[r] = -1;

  if (!cf_board_read_layout (self, root, origin, error))
    return NULL;

  return g_steal_pointer (&self);
}

G_LOCK_DEFINE_STATIC (builtin_boards);
static GHashTable *builtin_boards; /* edition id -> CfBoard */

/**
 * cf_board_lookup_builtin:
 * @edition: an edition
 *
 * Finds the board that ships with Casefile for @edition, if any: the file
 * `boards/<board id>.json` of the resources (the edition's "board", by
 * default its own id). The boards of the built-in
 * editions are read once and shared.
 *
 * Returns: (transfer full) (nullable): the board, or %NULL when @edition
 *   has none
 */
CfBoard *
cf_board_lookup_builtin (CfEdition *edition)
{
  g_autoptr(CfEdition) builtin = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *name = NULL;
  g_autofree char *path = NULL;
  const char      *id;
  CfBoard         *board;

  g_return_val_if_fail (CF_IS_EDITION (edition), NULL);

  id = cf_edition_get_id (edition);
  G_LOCK (builtin_boards);
  board = builtin_boards ? g_hash_table_lookup (builtin_boards, id) : NULL;
  if (board != NULL && board->edition == edition)
    {
      g_object_ref (board);
      G_UNLOCK (builtin_boards);
      return board;
    }
  G_UNLOCK (builtin_boards);

  name = g_strconcat (cf_edition_get_board_id (edition), ".json", NULL);
  path = g_strconcat (BOARDS_RESOURCE_PATH, name, NULL);
  if (!(bytes = g_resources_lookup_data (path, 0, NULL)))
    return NULL;

  builtin = cf_edition_lookup_builtin (id);
  if (!(board = cf_board_new_from_bytes (bytes, name, edition, &error)))
    {
      /* A broken file that ships is a bug; an edition of the same id that
       * is not the built-in one simply has no board. */
      if (builtin == edition)
        g_critical ("%s", error->message);
      return NULL;
    }

  if (builtin == edition)
    {
      G_LOCK (builtin_boards);
      if (builtin_boards == NULL)
        builtin_boards = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_object_unref);
      if (!g_hash_table_contains (builtin_boards, id))
        g_hash_table_insert (builtin_boards, g_strdup (id), g_object_ref (board));
      G_UNLOCK (builtin_boards);
    }

  return board;
}

CfEdition *
cf_board_get_edition (CfBoard *self)
{
  g_return_val_if_fail (CF_IS_BOARD (self), NULL);
  return self->edition;
}

const char *
cf_board_get_id (CfBoard *self)
{
  g_return_val_if_fail (CF_IS_BOARD (self), NULL);
  return self->id;
}

/**
 * cf_board_is_official:
 * @self: a #CfBoard
 *
 * Returns: whether the board is the one printed for its edition (rather
 *   than one made up for it)
 */
gboolean
cf_board_is_official (CfBoard *self)
{
  g_return_val_if_fail (CF_IS_BOARD (self), FALSE);
  return self->official;
}

guint
cf_board_get_width (CfBoard *self)
{
  g_return_val_if_fail (CF_IS_BOARD (self), 0);
  return self->width;
}

guint
cf_board_get_height (CfBoard *self)
{
  g_return_val_if_fail (CF_IS_BOARD (self), 0);
  return self->height;
}

/**
 * cf_board_get_n_rooms:
 * @self: a #CfBoard
 *
 * Returns: the number of rooms, the edition's room cards
 */
guint
cf_board_get_n_rooms (CfBoard *self)
{
  g_return_val_if_fail (CF_IS_BOARD (self), 0);
  return self->n_rooms;
}

/**
 * cf_board_get_n_places:
 * @self: a #CfBoard
 *
 * Returns: width × height + the number of rooms (+ 1 for the pool): the
 *   length of the `occupied` and `distances` arrays of the movement functions
 */
guint
cf_board_get_n_places (CfBoard *self)
{
  g_return_val_if_fail (CF_IS_BOARD (self), 0);
  return self->n_squares + self->n_rooms + (self->has_pool ? 1 : 0);
}

/**
 * cf_board_get_kind:
 * @self: a #CfBoard
 * @x: a column
 * @y: a row
 *
 * Returns: what the square at @x, @y is; %CF_SQUARE_VOID off the board
 */
CfSquareKind
cf_board_get_kind (CfBoard *self, int x, int y)
{
  g_return_val_if_fail (CF_IS_BOARD (self), CF_SQUARE_VOID);

  if (x < 0 || y < 0 || x >= (int)self->width || y >= (int)self->height)
    return CF_SQUARE_VOID;
  return self->kinds[y * self->width + x];
}

/**
 * cf_board_get_room_at:
 * @self: a #CfBoard
 * @x: a column
 * @y: a row
 *
 * Returns: the room the square at @x, @y belongs to, or -1
 */
int
cf_board_get_room_at (CfBoard *self, int x, int y)
{
  g_return_val_if_fail (CF_IS_BOARD (self), -1);

  if (x < 0 || y < 0 || x >= (int)self->width || y >= (int)self->height)
    return -1;
  return self->room_at[y * self->width + x];
}

/**
 * cf_board_square_place:
 * @self: a #CfBoard
 * @x: a column
 * @y: a row
 *
 * Returns: the place of the square at @x, @y (whatever its kind), or
 *   %CF_PLACE_NONE off the board
 */
CfPlace
cf_board_square_place (CfBoard *self, int x, int y)
{
  g_return_val_if_fail (CF_IS_BOARD (self), CF_PLACE_NONE);

  if (x < 0 || y < 0 || x >= (int)self->width || y >= (int)self->height)
    return CF_PLACE_NONE;
  return y * self->width + x;
}

/**
 * cf_board_room_place:
 * @self: a #CfBoard
 * @room: a room's index among the edition's rooms
 *
 * Returns: the place of @room, or %CF_PLACE_NONE when there is no such room
 */
CfPlace
cf_board_room_place (CfBoard *self, int room)
{
  g_return_val_if_fail (CF_IS_BOARD (self), CF_PLACE_NONE);

  if (room < 0 || room >= (int)self->n_rooms)
    return CF_PLACE_NONE;
  return self->n_squares + room;
}

gboolean
cf_board_place_is_room (CfBoard *self, CfPlace place)
{
  g_return_val_if_fail (CF_IS_BOARD (self), FALSE);
  return place >= (int)self->n_squares && place < (int)(self->n_squares + self->n_rooms);
}

/**
 * cf_board_get_pool_place:
 * @self: a #CfBoard
 *
 * Returns: the place of the board's pool, an area entered like a room that
 *   is no room card (width × height + the number of rooms), or
 *   %CF_PLACE_NONE when the board has none
 */
CfPlace
cf_board_get_pool_place (CfBoard *self)
{
  g_return_val_if_fail (CF_IS_BOARD (self), CF_PLACE_NONE);
  return self->has_pool ? (CfPlace)(self->n_squares + self->n_rooms) : CF_PLACE_NONE;
}

/**
 * cf_board_place_is_pool:
 * @self: a #CfBoard
 * @place: a place
 *
 * Returns: whether @place is the board's pool
 */
gboolean
cf_board_place_is_pool (CfBoard *self, CfPlace place)
{
  g_return_val_if_fail (CF_IS_BOARD (self), FALSE);
  return self->has_pool && place == (CfPlace)(self->n_squares + self->n_rooms);
}

/**
 * cf_board_is_question:
 * @self: a #CfBoard
 * @place: a place
 *
 * Returns: whether @place is a corridor square marked "?", where a move
 *   must stop
 */
gboolean
cf_board_is_question (CfBoard *self, CfPlace place)
{
  g_return_val_if_fail (CF_IS_BOARD (self), FALSE);
  return place >= 0 && place < (int)self->n_squares && self->questions[place];
}

/**
 * cf_board_place_get_room:
 * @self: a #CfBoard
 * @place: a place
 *
 * Returns: the room @place stands for, or -1 for a square
 */
int
cf_board_place_get_room (CfBoard *self, CfPlace place)
{
  g_return_val_if_fail (CF_IS_BOARD (self), -1);
  return cf_board_place_is_room (self, place) ? place - (int)self->n_squares : -1;
}

/**
 * cf_board_place_get_xy:
 * @self: a #CfBoard
 * @place: a place
 * @x: (out) (optional): the column, or -1 for a room or no place; for the
 *   pool, the column of its square nearest the middle of its box
 * @y: (out) (optional): the row, or -1 for a room or no place; for the
 *   pool, the row of that square
 */
void
cf_board_place_get_xy (CfBoard *self, CfPlace place, int *x, int *y)
{
  gboolean square;

  g_return_if_fail (CF_IS_BOARD (self));

  if (cf_board_place_is_pool (self, place))
    place = self->pool_square;
  square = place >= 0 && place < (int)self->n_squares;
  if (x != NULL)
    *x = square ? place % (int)self->width : -1;
  if (y != NULL)
    *y = square ? place / (int)self->width : -1;
}

/* A corridor square or a room. */
/**
 * cf_board_parse_place:
 * @self: a #CfBoard
 * @text: a corridor square as "X,Y" (from 0, x left to right, y top to
 *   bottom), a room card id such as "kitchen", or "pool" on a board with a
 *   pool
 * @error: return location for an error
 *
 * Returns: the place, or %CF_PLACE_NONE with @error set
 */
/* A number of a square: ASCII digits, with spaces around them at most */
static gboolean
parse_coordinate (const char *text, guint64 *out)
{
  g_autofree char *digits = NULL;
  const char      *start = text, *end = text + strlen (text);

  while (*start == ' ')
    start++;
  while (end > start && end[-1] == ' ')
    end--;
  if (start == end)
    return FALSE;
  for (const char *p = start; p < end; p++)
    if (!g_ascii_isdigit (*p))
      return FALSE;
  digits = g_strndup (start, end - start);
  return g_ascii_string_to_unsigned (digits, 10, 0, G_MAXINT, out, NULL);
}

CfPlace
cf_board_parse_place (CfBoard *self, const char *text, GError **error)
{
  g_auto(GStrv) parts = NULL;
  g_autofree char *quoted = NULL;
  int              room;

  g_return_val_if_fail (CF_IS_BOARD (self), CF_PLACE_NONE);
  g_return_val_if_fail (text != NULL, CF_PLACE_NONE);

  if ((room = lookup_room (self->edition, text)) >= 0)
    return self->n_squares + room;
  if (self->has_pool && g_str_equal (text, "pool"))
    return cf_board_get_pool_place (self);

  /* Whatever the text holds, it is quoted on one line */
  quoted = cf_text_one_line (text);
  parts = g_strsplit (text, ",", -1);
  if (g_strv_length (parts) == 2)
    {
      guint64 x, y;

      if (parse_coordinate (parts[0], &x) && parse_coordinate (parts[1], &y))
        {
          if (x >= self->width || y >= self->height)
            {
              g_set_error (error, CF_ERROR, CF_ERROR_INVALID,
                           /* Translators: %1$s is a square such as "30,2"; then the board's columns
                              and rows */
                           _("%1$s is off the board, which has %2$u columns and %3$u rows"),
                           quoted, self->width, self->height);
              return CF_PLACE_NONE;
            }
          if (self->kinds[y * self->width + x] != CF_SQUARE_CORRIDOR)
            {
              g_set_error (error, CF_ERROR, CF_ERROR_INVALID, _("%s is not a corridor square"),
                           quoted);
              return CF_PLACE_NONE;
            }
          return y * self->width + x;
        }
    }

  g_set_error (error, CF_ERROR, CF_ERROR_INVALID,
               _("“%s” is neither a square “X,Y” nor a room of this edition"), quoted);
  return CF_PLACE_NONE;
}

/**
 * cf_board_place_to_string:
 * @self: a #CfBoard
 * @place: a place
 *
 * Returns: (transfer full) (nullable): "X,Y" for a square, the room card id
 *   for a room, "pool" for the pool, %NULL for no place;
 *   cf_board_parse_place() reads it back
 */
char *
cf_board_place_to_string (CfBoard *self, CfPlace place)
{
  g_return_val_if_fail (CF_IS_BOARD (self), NULL);

  if (cf_board_place_is_room (self, place))
    return g_strdup (room_id (self, place - self->n_squares));
  if (cf_board_place_is_pool (self, place))
    return g_strdup ("pool");
  if (place >= 0 && place < (int)self->n_squares)
    return g_strdup_printf ("%d,%d", place % (int)self->width, place / (int)self->width);
  return NULL;
}

/**
 * cf_board_get_start:
 * @self: a #CfBoard
 * @suspect: a suspect's index among the edition's suspects (its card
 *   number, as suspects come first)
 *
 * Returns: the suspect's start square, or %CF_PLACE_NONE
 */
CfPlace
cf_board_get_start (CfBoard *self, guint suspect)
{
  g_return_val_if_fail (CF_IS_BOARD (self), CF_PLACE_NONE);

  if (suspect >= self->n_suspects)
    return CF_PLACE_NONE;
  return self->starts[suspect];
}

guint
cf_board_get_n_doors (CfBoard *self)
{
  g_return_val_if_fail (CF_IS_BOARD (self), 0);
  return self->doors->len;
}

/**
 * cf_board_get_door:
 * @self: a #CfBoard
 * @index: a door, from 0 to cf_board_get_n_doors() - 1, in file order
 *
 * Returns: (transfer none): the door
 */
const CfDoor *
cf_board_get_door (CfBoard *self, guint index)
{
  g_return_val_if_fail (CF_IS_BOARD (self), NULL);
  g_return_val_if_fail (index < self->doors->len, NULL);
  return &g_array_index (self->doors, CfDoor, index);
}

/**
 * cf_board_get_passage:
 * @self: a #CfBoard
 * @room: a room
 *
 * Returns: the room at the other end of @room's secret passage, or -1
 */
int
cf_board_get_passage (CfBoard *self, int room)
{
  g_return_val_if_fail (CF_IS_BOARD (self), -1);

  if (room < 0 || room >= (int)self->n_rooms)
    return -1;
  return self->passages[room];
}

/**
 * cf_board_get_passage_mark:
 * @self: a #CfBoard
 * @room: a room
 * @x: (out) (optional): the column of the square where the passage is drawn
 * @y: (out) (optional): its row
 *
 * Returns: whether the board marks @room's passage on one of its squares
 */
gboolean
cf_board_get_passage_mark (CfBoard *self, int room, int *x, int *y)
{
  g_return_val_if_fail (CF_IS_BOARD (self), FALSE);

  if (room < 0 || room >= (int)self->n_rooms || self->marks[room] < 0)
    return FALSE;
  if (x != NULL)
    *x = self->marks[room] % self->width;
  if (y != NULL)
    *y = self->marks[room] / self->width;
  return TRUE;
}

/**
 * cf_board_get_door_room_at:
 * @self: a #CfBoard
 * @outside: a place
 *
 * Returns: the room with a door that opens on @outside, cf_board_get_n_rooms()
 *   for a door of the pool, or -1
 */
int
cf_board_get_door_room_at (CfBoard *self, CfPlace outside)
{
  g_return_val_if_fail (CF_IS_BOARD (self), -1);

  if (outside < 0 || outside >= (int)self->n_squares)
    return -1;
  return self->door_room_at[outside];
}
