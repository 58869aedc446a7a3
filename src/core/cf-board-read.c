/* cf-board-read.c: a board's squares, rooms, starts, doors and passages,
 * read from its file, and the movement graph built from them
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
#include "cf-json-private.h"

/* ---------------------------------------------------------------- reading */

typedef enum
{
  SYMBOL_UNUSED,
  SYMBOL_VOID,
  SYMBOL_CORRIDOR,
  SYMBOL_CENTRE,
  SYMBOL_ROOM,
  SYMBOL_START,
  SYMBOL_POOL,
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

gboolean
cf_board_read_boolean (
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

/* A room card id, or "pool" on a board with a pool (the room index
 * n_rooms), given as a string at @path. */
static gboolean
read_area (Reader *reader, JsonNode *node, const char *path, int *area, GError **error)
{
  CfBoard *self = reader->board;

  if (self->has_pool && node != NULL && JSON_NODE_HOLDS_VALUE (node) &&
      json_node_get_value_type (node) == G_TYPE_STRING &&
      g_str_equal (json_node_get_string (node), "pool") && lookup_room (self->edition, "pool") < 0)
    {
      *area = self->n_rooms;
      return TRUE;
    }
  return read_room (reader, node, path, area, error);
}

/* The optional "pool": the character of the pool's squares. */
static gboolean
read_pool (Reader *reader, JsonObject *root, GError **error)
{
  const char *text;

  if (!cf_json_get_string (root, "pool", FALSE, reader->origin, NULL, &text, error))
    return FALSE;
  if (text == NULL)
    return TRUE;
  if (reader->board->n_rooms >= MAX_ROOMS)
    {
      cf_json_set_error (error, reader->origin, "pool",
                         _("a board with a pool has at most %d rooms"), MAX_ROOMS - 1);
      return FALSE;
    }
  reader->board->has_pool = TRUE;
  return claim_symbol (reader, text, SYMBOL_POOL, 0, "pool", error);
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
          cf_json_set_error (
              error, reader->origin, path,
              /* Translators: %1$s is a room id, %2$c a letter of the board drawing */
              _("the room “%1$s” already has the letter “%2$c”"), room_id (reader->board, room),
              reader->room_letter[room]);
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
          cf_json_set_error (
              error, reader->origin, path,
              /* Translators: %1$s is a suspect id, %2$c a start mark of the board drawing */
              _("the suspect “%1$s” already has the start “%2$c”"), id,
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
  guint             pool_squares = 0;
  guint             pool_left = G_MAXUINT, pool_right = 0, pool_top = G_MAXUINT, pool_bottom = 0;

  if (!(node = cf_json_member (root, "rows", TRUE, reader->origin, NULL, error)))
    return FALSE;
  if (!(rows = cf_json_require_array (node, reader->origin, "rows", error)))
    return FALSE;
  if (json_array_get_length (rows) != self->height)
    {
      cf_json_set_error (
          error, reader->origin, "rows",
          /* Translators: %1$u is the height a board file gives, %2$u the rows it has */
          _("expected %1$u rows (the height), found %2$u"), self->height,
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
          cf_json_set_error (
              error, reader->origin, path,
              /* Translators: %1$u is the width a board file gives, %2$u the characters of a row */
              _("expected %1$u characters (the width), found %2$u"), self->width,
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
              cf_json_set_error (
                  error, reader->origin, path,
                  /* Translators: %1$u is a column of a board drawing, %2$c a character there */
                  _("column %1$u: the character “%2$c” is not in the legend"), x,
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
            case SYMBOL_POOL:
              self->kinds[square] = CF_SQUARE_POOL;
              pool_squares++;
              pool_left = MIN (pool_left, x);
              pool_right = MAX (pool_right, x);
              pool_top = MIN (pool_top, y);
              pool_bottom = MAX (pool_bottom, y);
              break;
            case SYMBOL_START:
              self->kinds[square] = CF_SQUARE_CORRIDOR;
              if (reader->start_count[symbol->index]++ > 0)
                {
                  cf_json_set_error (
                      error, reader->origin, path,
                      /* Translators: %1$u is a column of a board drawing, %2$c a start mark */
                      _("column %1$u: the start “%2$c” appears twice"), x, c);
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

  if (self->has_pool)
    {
      guint mx = (pool_left + pool_right) / 2, my = (pool_top + pool_bottom) / 2, best = G_MAXUINT;

      if (pool_squares == 0)
        {
          cf_json_set_error (error, reader->origin, "rows", _("the pool has no square"));
          return FALSE;
        }
      /* The pool square nearest the middle of its box: where it is named. */
      for (guint square = 0; square < self->n_squares; square++)
        if (self->kinds[square] == CF_SQUARE_POOL)
          {
            guint x = square % self->width, y = square / self->width;
            guint d = (x > mx ? x - mx : mx - x) + (y > my ? y - my : my - y);

            if (d < best)
              {
                best = d;
                self->pool_square = square;
              }
          }
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
          cf_json_set_error (
              error, reader->origin, "rows",
              /* Translators: %1$c is a start mark of a board drawing, %2$s a suspect id */
              _("the start “%1$c” of “%2$s” is on no square"), reader->start_letter[s], id);
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

/* A square given as [x, y] at @path */
static gboolean
read_square_pair (
    Reader *reader, JsonNode *node, const char *path, gint64 *x, gint64 *y, GError **error)
{
  g_autofree char *x_path = cf_json_path_index (path, 0);
  g_autofree char *y_path = cf_json_path_index (path, 1);
  JsonArray       *pair;

  if (!(pair = cf_json_require_array (node, reader->origin, path, error)))
    return FALSE;
  if (json_array_get_length (pair) != 2)
    {
      cf_json_set_error (error, reader->origin, path, _("expected [x, y]"));
      return FALSE;
    }
  return cf_json_node_int (json_array_get_element (pair, 0), 0, reader->board->width - 1,
                           reader->origin, x_path, x, error) &&
         cf_json_node_int (json_array_get_element (pair, 1), 0, reader->board->height - 1,
                           reader->origin, y_path, y, error);
}

/* A room square of @room (or a pool square, for the room index n_rooms) at
 * @path's "x" and "y". */
static gboolean
read_room_square (
    Reader *reader, JsonObject *object, const char *path, int room, int *x, int *y, GError **error)
{
  CfBoard *self = reader->board;
  guint    square;

  if (!read_xy (reader, object, path, x, y, error))
    return FALSE;
  square = *y * self->width + *x;
  if (room == (int)self->n_rooms)
    {
      if (self->kinds[square] != CF_SQUARE_POOL)
        {
          cf_json_set_error (error, reader->origin, path,
                             /* Translators: %1$d,%2$d are a column and a row of a board */
                             _("%1$d,%2$d is not a square of the pool"), *x, *y);
          return FALSE;
        }
      return TRUE;
    }
  if (self->room_at[square] != room)
    {
      cf_json_set_error (
          error, reader->origin, path,
          /* Translators: %1$d,%2$d are a column and a row of a board, %3$s a room id */
          _("%1$d,%2$d is not a square of the room “%3$s”"), *x, *y, room_id (self, room));
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
      gint64           ox, oy;
      CfDoor           door;

      if (!(object = cf_json_require_object (json_array_get_element (doors, i), reader->origin,
                                             path, error)))
        return FALSE;
      if (!read_area (reader, cf_json_member (object, "room", TRUE, reader->origin, path, NULL),
                      room_path, &door.room, error) ||
          !read_room_square (reader, object, path, door.room, &door.x, &door.y, error))
        return FALSE;

      if (!(node = cf_json_member (object, "outside", TRUE, reader->origin, path, error)) ||
          !read_square_pair (reader, node, outside_path, &ox, &oy, error))
        return FALSE;

      door.outside = oy * self->width + ox;
      if (self->kinds[door.outside] != CF_SQUARE_CORRIDOR ||
          ABS (ox - door.x) + ABS (oy - door.y) != 1)
        {
          cf_json_set_error (
              error, reader->origin, outside_path,
              /* Translators: %1$d,%2$d and %3$d,%4$d are columns and rows of a board */
              _("%1$d,%2$d is not a corridor square next to the door at %3$d,%4$d"), (int)ox,
              (int)oy, door.x, door.y);
          return FALSE;
        }

      if (self->door_room_at[door.outside] >= 0 && self->door_room_at[door.outside] != door.room)
        {
          if (self->door_room_at[door.outside] == (int)self->n_rooms)
            cf_json_set_error (error, reader->origin, outside_path,
                               /* Translators: %1$d,%2$d are a column and a row of a board */
                               _("%1$d,%2$d is already in front of a door of the pool"), (int)ox,
                               (int)oy);
          else
            cf_json_set_error (
                error, reader->origin, outside_path,
                /* Translators: %1$d,%2$d are a column and a row of a board, %3$s a room id */
                _("%1$d,%2$d is already in front of a door of the room “%3$s”"), (int)ox, (int)oy,
                room_id (self, self->door_room_at[door.outside]));
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

  for (guint r = 0; r < self->n_rooms + (self->has_pool ? 1 : 0); r++)
    {
      gboolean found = FALSE;

      for (guint j = 0; j < self->doors->len && !found; j++)
        found = g_array_index (self->doors, CfDoor, j).room == (int)r;
      if (!found && r == self->n_rooms)
        {
          cf_json_set_error (error, reader->origin, "doors", _("the pool has no door"));
          return FALSE;
        }
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

/* The optional "questions": corridor squares as [x, y] where a move stops. */
static gboolean
read_questions (Reader *reader, JsonObject *root, GError **error)
{
  CfBoard   *self = reader->board;
  JsonNode  *node;
  JsonArray *questions;
  guint      n;

  if (!(node = cf_json_member (root, "questions", FALSE, reader->origin, NULL, error)))
    return TRUE;
  if (!(questions = cf_json_require_array (node, reader->origin, "questions", error)))
    return FALSE;

  n = json_array_get_length (questions);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *path = cf_json_path_index ("questions", i);
      gint64           x, y;
      guint            square;

      if (!read_square_pair (reader, json_array_get_element (questions, i), path, &x, &y, error))
        return FALSE;

      square = y * self->width + x;
      if (self->kinds[square] != CF_SQUARE_CORRIDOR)
        {
          /* Translators: %1$d,%2$d are a column and a row of a board */
          cf_json_set_error (error, reader->origin, path, _("%1$d,%2$d is not a corridor square"),
                             (int)x, (int)y);
          return FALSE;
        }
      if (self->questions[square])
        {
          /* Translators: %1$d,%2$d are a column and a row of a board */
          cf_json_set_error (error, reader->origin, path, _("%1$d,%2$d is marked twice"), (int)x,
                             (int)y);
          return FALSE;
        }
      self->questions[square] = TRUE;
    }

  return TRUE;
}

/* The corridor squares next to each square, and the squares in front of
 * each room's doors (each once). */
static void
build_graph (CfBoard *self)
{
  static const int dx[4] = { 0, -1, 1, 0 }, dy[4] = { -1, 0, 0, 1 };
  guint            n_exits = 0, n_areas;

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

  n_areas = self->n_rooms + (self->has_pool ? 1 : 0);
  self->exit_first = g_new0 (guint, n_areas + 1);
  self->exits = g_new (CfPlace, MAX (self->doors->len, 1));
  for (guint r = 0; r < n_areas; r++)
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
  self->exit_first[n_areas] = n_exits;
}

/* Reads the squares, rooms, starts, doors and passages of @root into
 * @self (whose size and edition are set), then builds the movement graph. */
gboolean
cf_board_read_layout (CfBoard *self, JsonObject *root, const char *origin, GError **error)
{
  g_autofree int   *start_letter = g_new0 (int, self->n_suspects);
  g_autofree guint *start_count = g_new0 (guint, self->n_suspects);
  Reader            reader = { 0 };

  reader.board = self;
  reader.origin = origin;
  reader.start_letter = start_letter;
  reader.start_count = start_count;

  if (!read_symbol_member (&reader, root, "corridor", ".", SYMBOL_CORRIDOR, error) ||
      !read_symbol_member (&reader, root, "void", "#", SYMBOL_VOID, error) ||
      !read_symbol_member (&reader, root, "centre", "X", SYMBOL_CENTRE, error) ||
      !read_pool (&reader, root, error) || !read_legend (&reader, root, error) ||
      !read_starts (&reader, root, error) || !read_rows (&reader, root, error) ||
      !read_doors (&reader, root, error) || !read_passages (&reader, root, error) ||
      !read_passage_marks (&reader, root, error) || !read_questions (&reader, root, error))
    return FALSE;

  build_graph (self);
  return TRUE;
}
