/* cf-board.c: a board of squares, rooms, doors and passages, and moves on it
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "cf-board.h"
#include "cf-file.h"
#include "cf-json-private.h"

#define BOARDS_RESOURCE_PATH "/io/github/casefile/Casefile/boards/"

/* Bounds on a board file: enough for any printed board, small enough that
 * a place always fits an int and a room a bit of a guint64. */
#define MAX_SIDE 128
#define MAX_ROOMS 64

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

  guint8  *kinds;        /* CfSquareKind per square */
  int     *room_at;      /* room per square, or -1 */
  int     *door_room_at; /* per square: the room whose door opens on it, or -1 */
  CfPlace *starts;       /* per suspect */
  GArray  *doors;        /* CfDoor */
  int     *passages;     /* per room: the other room, or -1 */
  int     *marks;        /* per room: the square of its passage mark, or -1 */

  /* The movement graph */
  CfPlace *adjacent;   /* 4 per square: the corridor squares next to it */
  guint8  *n_adjacent; /* per square */
  guint   *exit_first; /* per room, n_rooms + 1: ranges into exits */
  CfPlace *exits;      /* the distinct squares in front of each room's doors */
};

G_DEFINE_FINAL_TYPE (CfBoard, cf_board, G_TYPE_OBJECT)

/* ---------------------------------------------------------------- reading */

typedef enum
{
  SYMBOL_UNUSED,
  SYMBOL_VOID,
  SYMBOL_CORRIDOR,
  SYMBOL_CENTRE,
  SYMBOL_ROOM,
  SYMBOL_START,
} SymbolKind;

typedef struct
{
  SymbolKind kind;
  int        index; /* the room or the suspect */
} Symbol;

typedef struct
{
  CfBoard    *board;
  const char *origin;
  Symbol      symbols[128];
  int         room_letter[MAX_ROOMS]; /* the letter of each room, or 0 */
  int        *start_letter;           /* per suspect, or 0 */
  guint      *start_count;            /* per suspect: squares seen */
} Reader;

static gboolean
read_boolean (
    JsonObject *object, const char *member, const char *origin, gboolean *out, GError **error)
{
  JsonNode *node = cf_json_member (object, member, TRUE, origin, NULL, error);

  if (node == NULL)
    return FALSE;
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_BOOLEAN)
    {
      cf_json_set_error (error, origin, member, _("expected true or false"));
      return FALSE;
    }
  *out = json_node_get_boolean (node);
  return TRUE;
}

/* Claims the one printable ASCII character @text for @kind. */
static gboolean
claim_symbol (
    Reader *reader, const char *text, SymbolKind kind, int index, const char *path, GError **error)
{
  guchar c = text[0];

  if (c <= ' ' || c >= 0x7f || text[1] != '\0')
    {
      cf_json_set_error (error, reader->origin, path,
                         _("“%s” is not one printable ASCII character"), text);
      return FALSE;
    }
  if (reader->symbols[c].kind != SYMBOL_UNUSED)
    {
      cf_json_set_error (error, reader->origin, path, _("the character “%c” is used twice"), c);
      return FALSE;
    }

  reader->symbols[c].kind = kind;
  reader->symbols[c].index = index;
  return TRUE;
}

static gboolean
read_symbol_member (Reader     *reader,
                    JsonObject *root,
                    const char *member,
                    const char *fallback,
                    SymbolKind  kind,
                    GError    **error)
{
  const char *text;

  if (!cf_json_get_string (root, member, fallback == NULL, reader->origin, NULL, &text, error))
    return FALSE;
  return claim_symbol (reader, text ? text : fallback, kind, 0, member, error);
}

/* The room index of the room card @id, or -1. */
static int
lookup_room (CfEdition *edition, const char *id)
{
  int card = cf_edition_lookup_card (edition, id);

  if (card < 0 || cf_edition_get_card_category (edition, card) != CF_CATEGORY_ROOM)
    return -1;
  return card - (int)cf_edition_get_first_card_of (edition, CF_CATEGORY_ROOM);
}

static const char *
room_id (CfBoard *self, int room)
{
  return cf_edition_get_card_id (
      self->edition, cf_edition_get_first_card_of (self->edition, CF_CATEGORY_ROOM) + room);
}

/* A room card id given as a string at @path. */
static gboolean
read_room (Reader *reader, JsonNode *node, const char *path, int *room, GError **error)
{
  const char *id;

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) ||
      json_node_get_value_type (node) != G_TYPE_STRING)
    {
      cf_json_set_error (error, reader->origin, path, _("expected a string"));
      return FALSE;
    }

  id = json_node_get_string (node);
  if ((*room = lookup_room (reader->board->edition, id)) < 0)
    {
      cf_json_set_error (error, reader->origin, path, _("unknown room “%s”"), id);
      return FALSE;
    }
  return TRUE;
}

static gboolean
read_legend (Reader *reader, JsonObject *root, GError **error)
{
  JsonNode   *node;
  JsonObject *legend;
  g_autoptr(GList) members = NULL;

  if (!(node = cf_json_member (root, "legend", TRUE, reader->origin, NULL, error)))
    return FALSE;
  if (!(legend = cf_json_require_object (node, reader->origin, "legend", error)))
    return FALSE;

  members = json_object_get_members (legend);
  for (const GList *l = members; l; l = l->next)
    {
      g_autofree char *path = cf_json_path_member ("legend", l->data);
      int              room;

      if (!read_room (reader, json_object_get_member (legend, l->data), path, &room, error))
        return FALSE;
      if (reader->room_letter[room] != 0)
        {
          cf_json_set_error (error, reader->origin, path,
                             _("the room “%s” already has the letter “%c”"),
                             room_id (reader->board, room), reader->room_letter[room]);
          return FALSE;
        }
      if (!claim_symbol (reader, l->data, SYMBOL_ROOM, room, path, error))
        return FALSE;
      reader->room_letter[room] = ((const char *)l->data)[0];
    }

  for (guint r = 0; r < reader->board->n_rooms; r++)
    if (reader->room_letter[r] == 0)
      {
        cf_json_set_error (error, reader->origin, "legend", _("the room “%s” has no letter"),
                           room_id (reader->board, r));
        return FALSE;
      }

  return TRUE;
}

static gboolean
read_starts (Reader *reader, JsonObject *root, GError **error)
{
  CfEdition  *edition = reader->board->edition;
  JsonNode   *node;
  JsonObject *starts;
  g_autoptr(GList) members = NULL;

  if (!(node = cf_json_member (root, "starts", TRUE, reader->origin, NULL, error)))
    return FALSE;
  if (!(starts = cf_json_require_object (node, reader->origin, "starts", error)))
    return FALSE;

  members = json_object_get_members (starts);
  for (const GList *l = members; l; l = l->next)
    {
      g_autofree char *path = cf_json_path_member ("starts", l->data);
      JsonNode        *value = json_object_get_member (starts, l->data);
      const char      *id;
      int              card;

      if (!JSON_NODE_HOLDS_VALUE (value) || json_node_get_value_type (value) != G_TYPE_STRING)
        {
          cf_json_set_error (error, reader->origin, path, _("expected a string"));
          return FALSE;
        }
      id = json_node_get_string (value);
      card = cf_edition_lookup_card (edition, id);
      if (card < 0 || cf_edition_get_card_category (edition, card) != CF_CATEGORY_SUSPECT)
        {
          cf_json_set_error (error, reader->origin, path, _("unknown suspect “%s”"), id);
          return FALSE;
        }
      card -= cf_edition_get_first_card_of (edition, CF_CATEGORY_SUSPECT);
      if (reader->start_letter[card] != 0)
        {
          cf_json_set_error (error, reader->origin, path,
                             _("the suspect “%s” already has the start “%c”"), id,
                             reader->start_letter[card]);
          return FALSE;
        }
      if (!claim_symbol (reader, l->data, SYMBOL_START, card, path, error))
        return FALSE;
      reader->start_letter[card] = ((const char *)l->data)[0];
    }

  return TRUE;
}

static gboolean
read_rows (Reader *reader, JsonObject *root, GError **error)
{
  CfBoard          *self = reader->board;
  JsonNode         *node;
  JsonArray        *rows;
  g_autofree guint *room_squares = g_new0 (guint, self->n_rooms);

  if (!(node = cf_json_member (root, "rows", TRUE, reader->origin, NULL, error)))
    return FALSE;
  if (!(rows = cf_json_require_array (node, reader->origin, "rows", error)))
    return FALSE;
  if (json_array_get_length (rows) != self->height)
    {
      cf_json_set_error (error, reader->origin, "rows",
                         _("expected %u rows (the height), found %u"), self->height,
                         json_array_get_length (rows));
      return FALSE;
    }

  for (guint y = 0; y < self->height; y++)
    {
      g_autofree char *path = cf_json_path_index ("rows", y);
      JsonNode        *row_node = json_array_get_element (rows, y);
      const char      *row;

      if (!JSON_NODE_HOLDS_VALUE (row_node) || json_node_get_value_type (row_node) != G_TYPE_STRING)
        {
          cf_json_set_error (error, reader->origin, path, _("expected a string"));
          return FALSE;
        }
      row = json_node_get_string (row_node);
      if (strlen (row) != self->width)
        {
          cf_json_set_error (error, reader->origin, path,
                             _("expected %u characters (the width), found %u"), self->width,
                             (guint)strlen (row));
          return FALSE;
        }

      for (guint x = 0; x < self->width; x++)
        {
          guchar        c = row[x];
          guint         square = y * self->width + x;
          const Symbol *symbol = c < 128 ? &reader->symbols[c] : NULL;

          if (symbol == NULL || symbol->kind == SYMBOL_UNUSED)
            {
              cf_json_set_error (error, reader->origin, path,
                                 _("column %u: the character “%c” is not in the legend"), x,
                                 c < 128 ? c : '?');
              return FALSE;
            }

          self->room_at[square] = -1;
          switch (symbol->kind)
            {
            case SYMBOL_VOID:
              self->kinds[square] = CF_SQUARE_VOID;
              break;
            case SYMBOL_CENTRE:
              self->kinds[square] = CF_SQUARE_CENTRE;
              break;
            case SYMBOL_ROOM:
              self->kinds[square] = CF_SQUARE_ROOM;
              self->room_at[square] = symbol->index;
              room_squares[symbol->index]++;
              break;
            case SYMBOL_START:
              self->kinds[square] = CF_SQUARE_CORRIDOR;
              if (reader->start_count[symbol->index]++ > 0)
                {
                  cf_json_set_error (error, reader->origin, path,
                                     _("column %u: the start “%c” appears twice"), x, c);
                  return FALSE;
                }
              self->starts[symbol->index] = square;
              break;
            case SYMBOL_CORRIDOR:
            case SYMBOL_UNUSED:
            default:
              self->kinds[square] = CF_SQUARE_CORRIDOR;
              break;
            }
        }
    }

  for (guint r = 0; r < self->n_rooms; r++)
    if (room_squares[r] == 0)
      {
        cf_json_set_error (error, reader->origin, "rows", _("the room “%s” has no square"),
                           room_id (self, r));
        return FALSE;
      }

  for (guint s = 0; s < self->n_suspects; s++)
    if (reader->start_count[s] == 0)
      {
        const char *id = cf_edition_get_card_id (
            self->edition, cf_edition_get_first_card_of (self->edition, CF_CATEGORY_SUSPECT) + s);
        if (reader->start_letter[s] == 0)
          cf_json_set_error (error, reader->origin, "starts", _("the suspect “%s” has no start"),
                             id);
        else
          cf_json_set_error (error, reader->origin, "rows",
                             _("the start “%c” of “%s” is on no square"), reader->start_letter[s],
                             id);
        return FALSE;
      }

  return TRUE;
}

static gboolean
read_xy (Reader *reader, JsonObject *object, const char *path, int *x, int *y, GError **error)
{
  gint64 vx, vy;

  if (!cf_json_get_int (object, "x", TRUE, 0, reader->board->width - 1, reader->origin, path, &vx,
                        error) ||
      !cf_json_get_int (object, "y", TRUE, 0, reader->board->height - 1, reader->origin, path, &vy,
                        error))
    return FALSE;
  *x = vx;
  *y = vy;
  return TRUE;
}

/* A room square of @room at @path's "x" and "y". */
static gboolean
read_room_square (
    Reader *reader, JsonObject *object, const char *path, int room, int *x, int *y, GError **error)
{
  CfBoard *self = reader->board;

  if (!read_xy (reader, object, path, x, y, error))
    return FALSE;
  if (self->room_at[*y * self->width + *x] != room)
    {
      cf_json_set_error (error, reader->origin, path, _("%d,%d is not a square of the room “%s”"),
                         *x, *y, room_id (self, room));
      return FALSE;
    }
  return TRUE;
}

static gboolean
read_doors (Reader *reader, JsonObject *root, GError **error)
{
  CfBoard   *self = reader->board;
  JsonNode  *node;
  JsonArray *doors;
  guint      n;

  if (!(node = cf_json_member (root, "doors", TRUE, reader->origin, NULL, error)))
    return FALSE;
  if (!(doors = cf_json_require_array (node, reader->origin, "doors", error)))
    return FALSE;

  n = json_array_get_length (doors);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *path = cf_json_path_index ("doors", i);
      g_autofree char *room_path = cf_json_path_member (path, "room");
      g_autofree char *outside_path = cf_json_path_member (path, "outside");
      JsonObject      *object;
      JsonArray       *outside;
      gint64           ox, oy;
      CfDoor           door;

      if (!(object = cf_json_require_object (json_array_get_element (doors, i), reader->origin,
                                             path, error)))
        return FALSE;
      if (!read_room (reader, cf_json_member (object, "room", TRUE, reader->origin, path, NULL),
                      room_path, &door.room, error) ||
          !read_room_square (reader, object, path, door.room, &door.x, &door.y, error))
        return FALSE;

      if (!(node = cf_json_member (object, "outside", TRUE, reader->origin, path, error)))
        return FALSE;
      if (!(outside = cf_json_require_array (node, reader->origin, outside_path, error)))
        return FALSE;
      if (json_array_get_length (outside) != 2)
        {
          cf_json_set_error (error, reader->origin, outside_path, _("expected [x, y]"));
          return FALSE;
        }
      {
        g_autofree char *x_path = cf_json_path_index (outside_path, 0);
        g_autofree char *y_path = cf_json_path_index (outside_path, 1);

        if (!cf_json_node_int (json_array_get_element (outside, 0), 0, self->width - 1,
                               reader->origin, x_path, &ox, error) ||
            !cf_json_node_int (json_array_get_element (outside, 1), 0, self->height - 1,
                               reader->origin, y_path, &oy, error))
          return FALSE;
      }

      door.outside = oy * self->width + ox;
      if (self->kinds[door.outside] != CF_SQUARE_CORRIDOR ||
          ABS (ox - door.x) + ABS (oy - door.y) != 1)
        {
          cf_json_set_error (error, reader->origin, outside_path,
                             _("%d,%d is not a corridor square next to the door at %d,%d"),
                             (int)ox, (int)oy, door.x, door.y);
          return FALSE;
        }

      if (self->door_room_at[door.outside] >= 0 && self->door_room_at[door.outside] != door.room)
        {
          cf_json_set_error (error, reader->origin, outside_path,
                             _("%d,%d is already in front of a door of the room “%s”"), (int)ox,
                             (int)oy, room_id (self, self->door_room_at[door.outside]));
          return FALSE;
        }

      for (guint j = 0; j < self->doors->len; j++)
        {
          const CfDoor *other = &g_array_index (self->doors, CfDoor, j);
          if (other->x == door.x && other->y == door.y && other->outside == door.outside)
            {
              cf_json_set_error (error, reader->origin, path, _("the same door as doors[%u]"), j);
              return FALSE;
            }
        }

      self->door_room_at[door.outside] = door.room;
      g_array_append_val (self->doors, door);
    }

  for (guint r = 0; r < self->n_rooms; r++)
    {
      gboolean found = FALSE;

      for (guint j = 0; j < self->doors->len && !found; j++)
        found = g_array_index (self->doors, CfDoor, j).room == (int)r;
      if (!found)
        {
          cf_json_set_error (error, reader->origin, "doors", _("the room “%s” has no door"),
                             room_id (self, r));
          return FALSE;
        }
    }

  return TRUE;
}

static gboolean
read_passages (Reader *reader, JsonObject *root, GError **error)
{
  CfBoard   *self = reader->board;
  JsonNode  *node;
  JsonArray *passages;
  guint      n;

  if (!(node = cf_json_member (root, "passages", FALSE, reader->origin, NULL, error)))
    return TRUE;
  if (!(passages = cf_json_require_array (node, reader->origin, "passages", error)))
    return FALSE;

  n = json_array_get_length (passages);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *path = cf_json_path_index ("passages", i);
      JsonArray       *pair;
      int              rooms[2];

      if (!(pair = cf_json_require_array (json_array_get_element (passages, i), reader->origin,
                                          path, error)))
        return FALSE;
      if (json_array_get_length (pair) != 2)
        {
          cf_json_set_error (error, reader->origin, path, _("expected two rooms"));
          return FALSE;
        }
      for (guint k = 0; k < 2; k++)
        {
          g_autofree char *room_path = cf_json_path_index (path, k);

          if (!read_room (reader, json_array_get_element (pair, k), room_path, &rooms[k], error))
            return FALSE;
          if (k == 1 && rooms[0] == rooms[1])
            {
              cf_json_set_error (error, reader->origin, room_path,
                                 _("a passage joins two different rooms"));
              return FALSE;
            }
          if (self->passages[rooms[k]] >= 0)
            {
              cf_json_set_error (error, reader->origin, room_path,
                                 _("the room “%s” already has a secret passage"),
                                 room_id (self, rooms[k]));
              return FALSE;
            }
        }
      self->passages[rooms[0]] = rooms[1];
      self->passages[rooms[1]] = rooms[0];
    }

  return TRUE;
}

static gboolean
read_passage_marks (Reader *reader, JsonObject *root, GError **error)
{
  CfBoard   *self = reader->board;
  JsonNode  *node;
  JsonArray *marks;
  guint      n;

  if (!(node = cf_json_member (root, "passage_marks", FALSE, reader->origin, NULL, error)))
    return TRUE;
  if (!(marks = cf_json_require_array (node, reader->origin, "passage_marks", error)))
    return FALSE;

  n = json_array_get_length (marks);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *path = cf_json_path_index ("passage_marks", i);
      g_autofree char *room_path = cf_json_path_member (path, "room");
      JsonObject      *object;
      int              room, x, y;

      if (!(object = cf_json_require_object (json_array_get_element (marks, i), reader->origin,
                                             path, error)))
        return FALSE;
      if (!read_room (reader, cf_json_member (object, "room", TRUE, reader->origin, path, NULL),
                      room_path, &room, error))
        return FALSE;
      if (self->passages[room] < 0)
        {
          cf_json_set_error (error, reader->origin, room_path,
                             _("the room “%s” has no secret passage"), room_id (self, room));
          return FALSE;
        }
      if (self->marks[room] >= 0)
        {
          cf_json_set_error (error, reader->origin, room_path,
                             _("the room “%s” already has a mark"), room_id (self, room));
          return FALSE;
        }
      if (!read_room_square (reader, object, path, room, &x, &y, error))
        return FALSE;
      self->marks[room] = y * self->width + x;
    }

  return TRUE;
}

/* The corridor squares next to each square, and the squares in front of
 * each room's doors (each once). */
static void
build_graph (CfBoard *self)
{
  static const int dx[4] = { 0, -1, 1, 0 }, dy[4] = { -1, 0, 0, 1 };
  guint            n_exits = 0;

  self->adjacent = g_new (CfPlace, 4 * self->n_squares);
  self->n_adjacent = g_new0 (guint8, self->n_squares);
  for (guint square = 0; square < self->n_squares; square++)
    {
      int x = square % self->width, y = square / self->width;

      if (self->kinds[square] != CF_SQUARE_CORRIDOR)
        continue;
      /* Up, left, right, down: neighbours in increasing place order. */
      for (guint d = 0; d < 4; d++)
        if (cf_board_get_kind (self, x + dx[d], y + dy[d]) == CF_SQUARE_CORRIDOR)
          self->adjacent[4 * square + self->n_adjacent[square]++] =
              (y + dy[d]) * self->width + x + dx[d];
    }

  self->exit_first = g_new0 (guint, self->n_rooms + 1);
  self->exits = g_new (CfPlace, MAX (self->doors->len, 1));
  for (guint r = 0; r < self->n_rooms; r++)
    {
      self->exit_first[r] = n_exits;
      for (guint i = 0; i < self->doors->len; i++)
        {
          const CfDoor *door = &g_array_index (self->doors, CfDoor, i);
          gboolean      seen = FALSE;

          if (door->room != (int)r)
            continue;
          for (guint k = self->exit_first[r]; k < n_exits; k++)
            seen = seen || self->exits[k] == door->outside;
          if (!seen)
            self->exits[n_exits++] = door->outside;
        }
    }
  self->exit_first[self->n_rooms] = n_exits;
}

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
 *
 * Returns: (transfer full) (nullable): the board, or %NULL with @error set
 */
CfBoard *
cf_board_new_from_bytes (GBytes *bytes, const char *origin, CfEdition *edition, GError **error)
{
  g_autoptr(CfBoard) self = NULL;
  g_autoptr(JsonNode) root_node = NULL;
  g_autofree int   *start_letter = NULL;
  g_autofree guint *start_count = NULL;
  Reader            reader = { 0 };
  JsonObject       *root;
  const char       *id, *edition_id, *note;
  gint64            width, height;
  gboolean          official;

  g_return_val_if_fail (bytes != NULL, NULL);
  g_return_val_if_fail (CF_IS_EDITION (edition), NULL);

  if (!(root_node = cf_json_parse_bytes (bytes, CF_FILE_MAX_SIZE, origin, error)))
    return NULL;
  if (!(root = cf_json_require_object (root_node, origin, NULL, error)))
    return NULL;

  if (!cf_json_get_string (root, "id", TRUE, origin, NULL, &id, error) ||
      !cf_json_get_string (root, "edition", TRUE, origin, NULL, &edition_id, error) ||
      !read_boolean (root, "official", origin, &official, error) ||
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
  /* A board is drawn for one edition; other editions may name it. */
  if (!g_str_equal (edition_id, cf_edition_get_id (edition)) &&
      !g_str_equal (id, cf_edition_get_board_id (edition)))
    {
      cf_json_set_error (error, origin, "edition",
                         _("the board is for the edition “%s”, not “%s”"), edition_id,
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
  for (guint i = 0; i < self->n_squares; i++)
    self->room_at[i] = self->door_room_at[i] = -1;
  for (guint s = 0; s < self->n_suspects; s++)
    self->starts[s] = CF_PLACE_NONE;
  for (guint r = 0; r < self->n_rooms; r++)
    self->passages[r] = self->marks[r] = -1;

  start_letter = g_new0 (int, self->n_suspects);
  start_count = g_new0 (guint, self->n_suspects);
  reader.board = self;
  reader.origin = origin;
  reader.start_letter = start_letter;
  reader.start_count = start_count;

  if (!read_symbol_member (&reader, root, "corridor", ".", SYMBOL_CORRIDOR, error) ||
      !read_symbol_member (&reader, root, "void", "#", SYMBOL_VOID, error) ||
      !read_symbol_member (&reader, root, "centre", "X", SYMBOL_CENTRE, error) ||
      !read_legend (&reader, root, error) || !read_starts (&reader, root, error) ||
      !read_rows (&reader, root, error) || !read_doors (&reader, root, error) ||
      !read_passages (&reader, root, error) || !read_passage_marks (&reader, root, error))
    return NULL;

  build_graph (self);
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
 * Returns: width × height + the number of rooms: the length of the
 *   `occupied` and `distances` arrays of the movement functions
 */
guint
cf_board_get_n_places (CfBoard *self)
{
  g_return_val_if_fail (CF_IS_BOARD (self), 0);
  return self->n_squares + self->n_rooms;
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
 * @x: (out) (optional): the column, or -1 for a room or no place
 * @y: (out) (optional): the row, or -1 for a room or no place
 */
void
cf_board_place_get_xy (CfBoard *self, CfPlace place, int *x, int *y)
{
  gboolean square;

  g_return_if_fail (CF_IS_BOARD (self));

  square = place >= 0 && place < (int)self->n_squares;
  if (x != NULL)
    *x = square ? place % (int)self->width : -1;
  if (y != NULL)
    *y = square ? place / (int)self->width : -1;
}

/* A corridor square or a room. */
static gboolean
is_place (CfBoard *self, CfPlace place)
{
  if (place < 0)
    return FALSE;
  if (place < (int)self->n_squares)
    return self->kinds[place] == CF_SQUARE_CORRIDOR;
  return place < (int)(self->n_squares + self->n_rooms);
}

/**
 * cf_board_parse_place:
 * @self: a #CfBoard
 * @text: a corridor square as "X,Y" (from 0, x left to right, y top to
 *   bottom) or a room card id such as "kitchen"
 * @error: return location for an error
 *
 * Returns: the place, or %CF_PLACE_NONE with @error set
 */
CfPlace
cf_board_parse_place (CfBoard *self, const char *text, GError **error)
{
  g_auto(GStrv) parts = NULL;
  int room;

  g_return_val_if_fail (CF_IS_BOARD (self), CF_PLACE_NONE);
  g_return_val_if_fail (text != NULL, CF_PLACE_NONE);

  if ((room = lookup_room (self->edition, text)) >= 0)
    return self->n_squares + room;

  parts = g_strsplit (text, ",", -1);
  if (g_strv_length (parts) == 2)
    {
      guint64 x, y;

      if (g_ascii_string_to_unsigned (g_strstrip (parts[0]), 10, 0, G_MAXINT, &x, NULL) &&
          g_ascii_string_to_unsigned (g_strstrip (parts[1]), 10, 0, G_MAXINT, &y, NULL))
        {
          if (x >= self->width || y >= self->height)
            {
              /* Translators: %1$s is a square such as "30,2"; then the board's columns and rows */
              g_set_error (error, CF_ERROR, CF_ERROR_INVALID,
                           _("%1$s is off the board, which has %2$u columns and %3$u rows"), text,
                           self->width, self->height);
              return CF_PLACE_NONE;
            }
          if (self->kinds[y * self->width + x] != CF_SQUARE_CORRIDOR)
            {
              g_set_error (error, CF_ERROR, CF_ERROR_INVALID, _("%s is not a corridor square"),
                           text);
              return CF_PLACE_NONE;
            }
          return y * self->width + x;
        }
    }

  g_set_error (error, CF_ERROR, CF_ERROR_INVALID,
               _("“%s” is neither a square “X,Y” nor a room of this edition"), text);
  return CF_PLACE_NONE;
}

/**
 * cf_board_place_to_string:
 * @self: a #CfBoard
 * @place: a place
 *
 * Returns: (transfer full) (nullable): "X,Y" for a square, the room card id
 *   for a room, %NULL for no place; cf_board_parse_place() reads it back
 */
char *
cf_board_place_to_string (CfBoard *self, CfPlace place)
{
  g_return_val_if_fail (CF_IS_BOARD (self), NULL);

  if (cf_board_place_is_room (self, place))
    return g_strdup (room_id (self, place - self->n_squares));
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
 * Returns: the room with a door that opens on @outside, or -1
 */
int
cf_board_get_door_room_at (CfBoard *self, CfPlace outside)
{
  g_return_val_if_fail (CF_IS_BOARD (self), -1);

  if (outside < 0 || outside >= (int)self->n_squares)
    return -1;
  return self->door_room_at[outside];
}

/* ---------------------------------------------------------------- moves */

/**
 * cf_reach_clear:
 * @reach: a #CfReach
 *
 * Frees the squares of @reach and empties it.
 */
void
cf_reach_clear (CfReach *reach)
{
  g_return_if_fail (reach != NULL);

  g_clear_pointer (&reach->squares, g_array_unref);
  reach->rooms = 0;
}

static inline gboolean
is_blocked (const gboolean *occupied, CfPlace square)
{
  return occupied != NULL && occupied[square];
}

typedef struct
{
  CfBoard        *board;
  const gboolean *occupied;
  guint8         *visited; /* per square */
  guint8         *ends;    /* per square */
  guint64         rooms;
  int             start_room; /* or -1 */
} ReachWalk;

/* Every self-avoiding walk of @left more steps from @square. */
static void
walk_reach (ReachWalk *walk, CfPlace square, guint left)
{
  const CfBoard *self = walk->board;
  const CfPlace *next = &self->adjacent[4 * square];
  int            room = self->door_room_at[square];

  if (room >= 0 && room != walk->start_room)
    walk->rooms |= G_GUINT64_CONSTANT (1) << room;

  for (guint i = 0; i < self->n_adjacent[square]; i++)
    {
      if (walk->visited[next[i]] || is_blocked (walk->occupied, next[i]))
        continue;
      if (left == 1)
        walk->ends[next[i]] = TRUE;
      else
        {
          walk->visited[next[i]] = TRUE;
          walk_reach (walk, next[i], left - 1);
          walk->visited[next[i]] = FALSE;
        }
    }
}

/**
 * cf_board_reach:
 * @self: a #CfBoard
 * @from: where the token stands: a corridor square or a room
 * @roll: the number of steps, from 1
 * @occupied: (array) (nullable): per place, whether another token stands
 *   there (cf_board_get_n_places() entries; rooms are ignored), or %NULL
 * @reach: (out caller-allocates): filled with the result; zero it before
 *   the first call, free it with cf_reach_clear(); a reach that is filled
 *   again reuses its array
 *
 * Finds where a move of exactly @roll steps can end (1986 rules): square by
 * square across corridor squares, never onto an occupied square nor twice
 * onto the same one (@from counts as visited), into a room from the square
 * in front of one of its doors with one step, which ends the move however
 * many steps are left. From a room the first step goes out through a door
 * whose square in front is free; the move never enters the room it started
 * in. Secret passages are not moves of a roll and are not included.
 */
void
cf_board_reach (CfBoard *self, CfPlace from, guint roll, const gboolean *occupied, CfReach *reach)
{
  g_autofree guint8 *memory = NULL;
  ReachWalk          walk = { 0 };

  g_return_if_fail (CF_IS_BOARD (self));
  g_return_if_fail (reach != NULL);

  if (reach->squares == NULL)
    reach->squares = g_array_new (FALSE, FALSE, sizeof (CfPlace));
  else
    g_array_set_size (reach->squares, 0);
  reach->rooms = 0;

  g_return_if_fail (is_place (self, from));
  if (roll == 0)
    return;

  memory = g_malloc0 (2 * self->n_squares);
  walk.board = self;
  walk.occupied = occupied;
  walk.visited = memory;
  walk.ends = memory + self->n_squares;
  walk.start_room = cf_board_place_get_room (self, from);

  if (walk.start_room < 0)
    {
      walk.visited[from] = TRUE;
      walk_reach (&walk, from, roll);
    }
  else
    {
      for (guint k = self->exit_first[walk.start_room]; k < self->exit_first[walk.start_room + 1];
           k++)
        {
          CfPlace exit = self->exits[k];

          if (is_blocked (occupied, exit))
            continue;
          if (roll == 1)
            walk.ends[exit] = TRUE;
          else
            {
              walk.visited[exit] = TRUE;
              walk_reach (&walk, exit, roll - 1);
              walk.visited[exit] = FALSE;
            }
        }
    }

  for (guint square = 0; square < self->n_squares; square++)
    if (walk.ends[square])
      g_array_append_val (reach->squares, square);
  reach->rooms = walk.rooms;
}

/* Breadth-first over free corridor squares from the squares in
 * queue[0 … tail - 1], whose distances are set; the others are G_MAXUINT. */
static void
spread (CfBoard *self, const gboolean *occupied, guint *distances, CfPlace *queue, guint tail)
{
  for (guint head = 0; head < tail; head++)
    {
      CfPlace square = queue[head];

      for (guint i = 0; i < self->n_adjacent[square]; i++)
        {
          CfPlace next = self->adjacent[4 * square + i];

          if (distances[next] != G_MAXUINT || is_blocked (occupied, next))
            continue;
          distances[next] = distances[square] + 1;
          queue[tail++] = next;
        }
    }
}

typedef struct
{
  CfBoard        *board;
  const gboolean *occupied;
  guint8         *visited; /* per square */
  guint          *bound;   /* per square: fewest steps to the goal, ignoring visits */
  CfPlace         target;
  int             target_room;
  GArray         *path;
} PathWalk;

static gboolean
walk_path (PathWalk *walk, CfPlace square, guint left)
{
  const CfBoard *self = walk->board;

  if (walk->target_room >= 0)
    {
      if (left == 0)
        return FALSE;
      if (self->door_room_at[square] == walk->target_room)
        {
          g_array_append_val (walk->path, walk->target);
          return TRUE;
        }
    }
  else if (left == 0)
    return square == walk->target;

  for (guint i = 0; i < self->n_adjacent[square]; i++)
    {
      CfPlace next = self->adjacent[4 * square + i];

      if (walk->visited[next] || is_blocked (walk->occupied, next) || walk->bound[next] > left - 1)
        continue;
      walk->visited[next] = TRUE;
      g_array_append_val (walk->path, next);
      if (walk_path (walk, next, left - 1))
        return TRUE;
      g_array_set_size (walk->path, walk->path->len - 1);
      walk->visited[next] = FALSE;
    }
  return FALSE;
}

/**
 * cf_board_find_path:
 * @self: a #CfBoard
 * @from: where the token stands
 * @to: a corridor square or a room
 * @roll: the number of steps
 * @occupied: (array) (nullable): as for cf_board_reach()
 *
 * Finds one move by the rules of cf_board_reach() from @from to @to: @to
 * after exactly @roll steps when it is a square, within @roll when it is a
 * room.
 *
 * Returns: (transfer full) (nullable) (element-type CfPlace): the places
 *   from @from to @to, both included, or %NULL when no move gets there
 */
GArray *
cf_board_find_path (CfBoard *self, CfPlace from, CfPlace to, guint roll, const gboolean *occupied)
{
  g_autoptr(GArray) path = NULL;
  g_autofree guint8  *visited = NULL;
  g_autofree guint   *bound = NULL;
  g_autofree CfPlace *queue = NULL;
  PathWalk            walk = { 0 };
  int                 from_room;
  guint               tail = 0;

  g_return_val_if_fail (CF_IS_BOARD (self), NULL);
  g_return_val_if_fail (is_place (self, from), NULL);
  g_return_val_if_fail (is_place (self, to), NULL);

  from_room = cf_board_place_get_room (self, from);
  walk.target_room = cf_board_place_get_room (self, to);
  if (roll == 0 || from == to || (walk.target_room < 0 && is_blocked (occupied, to)))
    return NULL;

  /* Lower bounds on the steps still needed, to cut the search short. */
  bound = g_new (guint, self->n_squares);
  queue = g_new (CfPlace, self->n_squares);
  for (guint i = 0; i < self->n_squares; i++)
    bound[i] = G_MAXUINT;
  if (walk.target_room < 0)
    {
      bound[to] = 0;
      queue[tail++] = to;
    }
  else
    for (guint k = self->exit_first[walk.target_room]; k < self->exit_first[walk.target_room + 1];
         k++)
      if (!is_blocked (occupied, self->exits[k]))
        {
          bound[self->exits[k]] = 1;
          queue[tail++] = self->exits[k];
        }
  spread (self, occupied, bound, queue, tail);

  visited = g_malloc0 (self->n_squares);
  path = g_array_new (FALSE, FALSE, sizeof (CfPlace));
  g_array_append_val (path, from);
  walk.board = self;
  walk.occupied = occupied;
  walk.visited = visited;
  walk.bound = bound;
  walk.target = to;
  walk.path = path;

  if (from_room < 0)
    {
      visited[from] = TRUE;
      if (walk_path (&walk, from, roll))
        return g_steal_pointer (&path);
      return NULL;
    }

  for (guint k = self->exit_first[from_room]; k < self->exit_first[from_room + 1]; k++)
    {
      CfPlace exit = self->exits[k];

      if (is_blocked (occupied, exit) || bound[exit] > roll - 1)
        continue;
      visited[exit] = TRUE;
      g_array_append_val (path, exit);
      if (walk_path (&walk, exit, roll - 1))
        return g_steal_pointer (&path);
      g_array_set_size (path, 1);
      visited[exit] = FALSE;
    }
  return NULL;
}

static gboolean
is_exit (CfBoard *self, int room, CfPlace square)
{
  for (guint k = self->exit_first[room]; k < self->exit_first[room + 1]; k++)
    if (self->exits[k] == square)
      return TRUE;
  return FALSE;
}

/**
 * cf_board_check_path:
 * @self: a #CfBoard
 * @path: (array length=n_places): a move, from where the token stood to
 *   where it ends, both included
 * @n_places: the length of @path
 * @roll: the number of steps rolled
 * @occupied: (array) (nullable): as for cf_board_reach()
 *
 * Checks a move by the rules of cf_board_reach(), step by step: it ends
 * after exactly @roll steps on a square, or within @roll steps in a room.
 *
 * Returns: whether @path is a legal move
 */
gboolean
cf_board_check_path (
    CfBoard *self, const CfPlace *path, guint n_places, guint roll, const gboolean *occupied)
{
  g_autofree guint8 *seen = NULL;
  int                start_room;

  g_return_val_if_fail (CF_IS_BOARD (self), FALSE);
  g_return_val_if_fail (path != NULL || n_places == 0, FALSE);

  if (n_places < 2 || roll == 0 || n_places - 1 > roll)
    return FALSE;
  for (guint i = 0; i < n_places; i++)
    if (!is_place (self, path[i]))
      return FALSE;

  seen = g_malloc0 (self->n_squares);
  start_room = cf_board_place_get_room (self, path[0]);
  if (start_room < 0)
    seen[path[0]] = TRUE;

  for (guint i = 1; i < n_places; i++)
    {
      CfPlace  previous = path[i - 1], current = path[i];
      int      room = cf_board_place_get_room (self, current);
      gboolean next_to = FALSE;

      if (room >= 0)
        /* A room ends the move; it is entered from the square in front of
         * one of its doors, and never the room the move began in. */
        return i == n_places - 1 && room != start_room &&
               !cf_board_place_is_room (self, previous) && self->door_room_at[previous] == room;

      if (seen[current] || is_blocked (occupied, current))
        return FALSE;

      if (i == 1 && start_room >= 0)
        next_to = is_exit (self, start_room, current);
      else
        for (guint k = 0; k < self->n_adjacent[previous]; k++)
          next_to = next_to || self->adjacent[4 * previous + k] == current;
      if (!next_to)
        return FALSE;

      seen[current] = TRUE;
    }

  return n_places - 1 == roll;
}

/**
 * cf_board_distances:
 * @self: a #CfBoard
 * @from: a corridor square or a room
 * @occupied: (array) (nullable): as for cf_board_reach()
 * @distances: (array) (out caller-allocates): cf_board_get_n_places()
 *   entries, filled with the fewest steps from @from to each place
 *   (%G_MAXUINT where no move of any length gets)
 *
 * Counts steps as cf_board_reach() does: a room is entered with one step
 * from the square in front of a door and ends the way (rooms are not walked
 * through), leaving a room is one step onto the square in front of a free
 * door, occupied squares are never entered. Secret passages are not counted.
 * The room @from, if a room, has distance 0.
 */
void
cf_board_distances (CfBoard *self, CfPlace from, const gboolean *occupied, guint *distances)
{
  g_autofree CfPlace *queue = NULL;
  guint               n_places, tail = 0;
  int                 from_room;

  g_return_if_fail (CF_IS_BOARD (self));
  g_return_if_fail (distances != NULL);

  n_places = self->n_squares + self->n_rooms;
  for (guint i = 0; i < n_places; i++)
    distances[i] = G_MAXUINT;
  g_return_if_fail (is_place (self, from));

  queue = g_new (CfPlace, self->n_squares);
  distances[from] = 0;
  from_room = cf_board_place_get_room (self, from);
  if (from_room < 0)
    queue[tail++] = from;
  else
    for (guint k = self->exit_first[from_room]; k < self->exit_first[from_room + 1]; k++)
      if (!is_blocked (occupied, self->exits[k]))
        {
          distances[self->exits[k]] = 1;
          queue[tail++] = self->exits[k];
        }
  spread (self, occupied, distances, queue, tail);

  for (guint i = 0; i < self->doors->len; i++)
    {
      const CfDoor *door = &g_array_index (self->doors, CfDoor, i);
      guint        *room = &distances[self->n_squares + door->room];

      if (distances[door->outside] != G_MAXUINT && distances[door->outside] + 1 < *room)
        *room = distances[door->outside] + 1;
    }
}
