/* cf-board-view.c: the board of a game, drawn, with moves to pick
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <math.h>

#include "cf-board-view.h"

/* Pixels per square: the least the board is usable at, and what it asks for */
#define MIN_SQUARE_SIZE 12
#define NATURAL_SQUARE_SIZE 28

#define SLIDE_DURATION (300 * G_TIME_SPAN_MILLISECOND)

/* Sizes in squares */
#define TOKEN_SIZE 0.8f
#define TOKEN_GAP 0.1f
#define CHIP_HEIGHT 0.56f
#define CHIP_PADDING 0.16f
#define CHIP_GAP 0.1f
#define ROOM_MARGIN 0.3f
#define BLOCK_GAP 0.18f

/* Which edges of a square hold a door, by direction */
enum
{
  EDGE_TOP = 1 << 0,
  EDGE_RIGHT = 1 << 1,
  EDGE_BOTTOM = 1 << 2,
  EDGE_LEFT = 1 << 3,
};

/* A token (suspects first) or a weapon chip, where it was last drawn and
 * where its slide began; the game says where it stands. */
typedef struct
{
  graphene_point_t drawn; /* centre, in squares */
  graphene_point_t from;
  graphene_size_t  half;        /* half extent last drawn, in squares */
  gint64           slide_start; /* 0: not sliding */
  gboolean         has_drawn;
} Piece;

/* The board scaled into the widget */
typedef struct
{
  float s;     /* pixels per square */
  float ox;    /* left edge of the board */
  float oy;    /* top edge */
  int   scale; /* device pixels per pixel, to keep edges crisp */
  int   width; /* in squares */
  int   height;
} Geometry;

typedef struct
{
  GdkRGBA frame;
  GdkRGBA corridor;
  GdkRGBA grid;
  GdkRGBA room;
  GdkRGBA centre;
  GdkRGBA wall;
  GdkRGBA door;
  GdkRGBA label;
  GdkRGBA chip;
  GdkRGBA chip_border;
  GdkRGBA chip_label;
  GdkRGBA target;
  GdkRGBA target_hover;
  GdkRGBA target_room;
  GdkRGBA target_edge;
  GdkRGBA cursor;
  GdkRGBA cursor_inner;
  GdkRGBA token_outline;
  GdkRGBA shadow;
} Palette;

struct _CfBoardView
{
  GtkWidget parent_instance;

  CfGame  *game;
  CfBoard *board;
  gulong   token_moved_id;
  gulong   weapon_moved_id;

  /* Derived from the board when the game is set */
  graphene_rect_t *room_boxes; /* in squares */
  graphene_rect_t  centre_box;
  guint8          *door_edges;  /* per square */
  char           **token_marks; /* short letters per suspect */
  char           **weapon_shorts;
  guint            n_suspects;
  guint            n_weapons;
  guint            first_suspect_card;
  guint            first_weapon_card;
  guint            first_room_card;

  Piece *pieces; /* n_suspects + n_weapons */
  guint  tick_id;

  GArray *target_squares;
  guint64 target_rooms;
  CfPlace cursor;
  CfPlace hover;
};

G_DEFINE_FINAL_TYPE (CfBoardView, cf_board_view, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_GAME,
  PROP_CURSOR,
  PROP_HAS_TARGETS,
  N_PROPS
};

enum
{
  PLACE_ACTIVATED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint       signals[N_SIGNALS];

#define RGBA(hex, a)                                                                               \
  {                                                                                                \
    ((hex) >> 16 & 0xff) / 255.f, ((hex) >> 8 & 0xff) / 255.f, ((hex)&0xff) / 255.f, (a)           \
  }

static const Palette light_palette = {
  .frame = RGBA (0xc8b791, 1),
  .corridor = RGBA (0xfbf5e3, 1),
  .grid = RGBA (0x8f7f5c, 0.45f),
  .room = RGBA (0xe6d7b4, 1),
  .centre = RGBA (0xd6c49a, 1),
  .wall = RGBA (0x5e4b32, 1),
  .door = RGBA (0xc09a5b, 1),
  .label = RGBA (0x3d2f1c, 1),
  .chip = RGBA (0xffffff, 1),
  .chip_border = RGBA (0x5e4b32, 0.55f),
  .chip_label = RGBA (0x241f31, 1),
  .target = RGBA (0x3584e4, 0.55f),
  .target_hover = RGBA (0x3584e4, 0.85f),
  .target_room = RGBA (0x99c1f1, 0.6f),
  .target_edge = RGBA (0x3584e4, 1),
  .cursor = RGBA (0x1a5fb4, 1),
  .cursor_inner = RGBA (0xffffff, 1),
  .token_outline = RGBA (0x000000, 0.6f),
  .shadow = RGBA (0x000000, 0.35f),
};

static const Palette dark_palette = {
  .frame = RGBA (0x1e1b17, 1),
  .corridor = RGBA (0x544b3b, 1),
  .grid = RGBA (0x1e1b17, 0.6f),
  .room = RGBA (0x36302a, 1),
  .centre = RGBA (0x2a2520, 1),
  .wall = RGBA (0xc9b48f, 1),
  .door = RGBA (0xa89677, 1),
  .label = RGBA (0xf2e8d5, 1),
  .chip = RGBA (0x5e5c64, 1),
  .chip_border = RGBA (0xffffff, 0.35f),
  .chip_label = RGBA (0xffffff, 1),
  .target = RGBA (0x3584e4, 0.7f),
  .target_hover = RGBA (0x62a0ea, 0.95f),
  .target_room = RGBA (0x3584e4, 0.4f),
  .target_edge = RGBA (0x62a0ea, 1),
  .cursor = RGBA (0x99c1f1, 1),
  .cursor_inner = RGBA (0x000000, 1),
  .token_outline = RGBA (0xffffff, 0.8f),
  .shadow = RGBA (0x000000, 0.6f),
};

/* ---------------------------------------------------------------- helpers */

static const Palette *
get_palette (void)
{
  return adw_style_manager_get_dark (adw_style_manager_get_default ()) ? &dark_palette
                                                                       : &light_palette;
}

static guint
n_pieces (CfBoardView *self)
{
  return self->n_suspects + self->n_weapons;
}

static gboolean
get_geometry (CfBoardView *self, Geometry *g)
{
  int width = gtk_widget_get_width (GTK_WIDGET (self));
  int height = gtk_widget_get_height (GTK_WIDGET (self));

  if (self->board == NULL || width <= 0 || height <= 0)
    return FALSE;

  g->width = cf_board_get_width (self->board);
  g->height = cf_board_get_height (self->board);
  g->s = MIN ((float)width / g->width, (float)height / g->height);
  g->ox = floorf ((width - g->s * g->width) / 2);
  g->oy = floorf ((height - g->s * g->height) / 2);
  g->scale = MAX (1, gtk_widget_get_scale_factor (GTK_WIDGET (self)));
  return g->s > 0;
}

/* Square edges land on device pixels so neighbouring squares leave no seam. */
static float
edge_x (const Geometry *g, int column)
{
  return roundf ((g->ox + column * g->s) * g->scale) / g->scale;
}

static float
edge_y (const Geometry *g, int row)
{
  return roundf ((g->oy + row * g->s) * g->scale) / g->scale;
}

static graphene_rect_t
square_rect (const Geometry *g, int x, int y)
{
  graphene_rect_t rect;
  float           left = edge_x (g, x), top = edge_y (g, y);

  graphene_rect_init (&rect, left, top, edge_x (g, x + 1) - left, edge_y (g, y + 1) - top);
  return rect;
}

static float
hairline (const Geometry *g)
{
  return MAX (1.f / g->scale, g->s * 0.035f);
}

static float
wall_width (const Geometry *g)
{
  return roundf (MAX (1.5f, g->s * 0.1f) * g->scale) / g->scale;
}

static void
append_rect (
    GtkSnapshot *snapshot, const GdkRGBA *color, float x, float y, float width, float height)
{
  graphene_rect_t rect;

  graphene_rect_init (&rect, x, y, width, height);
  gtk_snapshot_append_color (snapshot, color, &rect);
}

static void
append_rounded (GtkSnapshot *snapshot, const GdkRGBA *color, const GskRoundedRect *rounded)
{
  gtk_snapshot_push_rounded_clip (snapshot, rounded);
  gtk_snapshot_append_color (snapshot, color, &rounded->bounds);
  gtk_snapshot_pop (snapshot);
}

static void
append_outline (GtkSnapshot          *snapshot,
                const GdkRGBA        *color,
                const GskRoundedRect *rounded,
                float                 width)
{
  const float   widths[4] = { width, width, width, width };
  const GdkRGBA colors[4] = { *color, *color, *color, *color };

  gtk_snapshot_append_border (snapshot, rounded, widths, colors);
}

static void
init_circle (GskRoundedRect *rounded, float cx, float cy, float radius)
{
  graphene_rect_t rect;

  graphene_rect_init (&rect, cx - radius, cy - radius, 2 * radius, 2 * radius);
  gsk_rounded_rect_init_from_rect (rounded, &rect, radius);
}

static double
relative_luminance (const GdkRGBA *color)
{
  double c[3] = { color->red, color->green, color->blue };

  for (guint i = 0; i < 3; i++)
    c[i] = c[i] <= 0.03928 ? c[i] / 12.92 : pow ((c[i] + 0.055) / 1.055, 2.4);
  return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
}

/* Black or white, whichever reads better on @background */
static GdkRGBA
contrasting (const GdkRGBA *background)
{
  double  l = relative_luminance (background);
  GdkRGBA black = { 0, 0, 0, 1 }, white = { 1, 1, 1, 1 };

  return (l + 0.05) / 0.05 >= 1.05 / (l + 0.05) ? black : white;
}

static PangoLayout *
make_layout (CfBoardView *self, const char *text, float pixel_size, gboolean bold)
{
  PangoLayout          *layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), text);
  PangoContext         *context = pango_layout_get_context (layout);
  PangoFontDescription *font =
      pango_font_description_copy (pango_context_get_font_description (context));

  pango_font_description_set_absolute_size (font, MAX (1.f, pixel_size) * PANGO_SCALE);
  if (bold)
    pango_font_description_set_weight (font, PANGO_WEIGHT_BOLD);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  return layout;
}

/* Width and height of @layout in pixels, from its logical extents */
static void
layout_size (PangoLayout *layout, float *width, float *height)
{
  PangoRectangle logical;

  pango_layout_get_extents (layout, NULL, &logical);
  *width = (float)logical.width / PANGO_SCALE;
  *height = (float)logical.height / PANGO_SCALE;
}

/* Draws @layout with its ink centred on (cx, cy): letters on a disc */
static void
append_layout_ink_centred (
    GtkSnapshot *snapshot, PangoLayout *layout, const GdkRGBA *color, float cx, float cy)
{
  PangoRectangle ink;

  pango_layout_get_extents (layout, &ink, NULL);
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot,
                          &GRAPHENE_POINT_INIT (cx - (ink.x + ink.width / 2.f) / PANGO_SCALE,
                                                cy - (ink.y + ink.height / 2.f) / PANGO_SCALE));
  gtk_snapshot_append_layout (snapshot, layout, color);
  gtk_snapshot_restore (snapshot);
}

/* Draws @layout with its logical box centred on (cx, cy): words */
static void
append_layout_centred (
    GtkSnapshot *snapshot, PangoLayout *layout, const GdkRGBA *color, float cx, float cy)
{
  PangoRectangle logical;

  pango_layout_get_extents (layout, NULL, &logical);
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (
      snapshot, &GRAPHENE_POINT_INIT (cx - (logical.x + logical.width / 2.f) / PANGO_SCALE,
                                      cy - (logical.y + logical.height / 2.f) / PANGO_SCALE));
  gtk_snapshot_append_layout (snapshot, layout, color);
  gtk_snapshot_restore (snapshot);
}

static const char *
card_name (CfBoardView *self, guint card)
{
  return cf_edition_get_card_name (cf_game_get_edition (self->game), card);
}

static const char *
room_name (CfBoardView *self, int room)
{
  return card_name (self, self->first_room_card + room);
}

static const char *
last_word (const char *name)
{
  const char *space = strrchr (name, ' ');

  return space != NULL && space[1] != '\0' ? space + 1 : name;
}

/* The shortest start of each word (at least @min_chars characters) that no
 * other word starts with, its first letter in upper case */
static char **
unique_prefixes (const char *const *words, guint n_words, guint min_chars)
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

/* Initials for names of several words (“LP”), else the name's start */
static char **
make_weapon_shorts (CfBoardView *self)
{
  g_autofree const char **words = g_new0 (const char *, self->n_weapons + 1);
  char                  **shorts;

  for (guint w = 0; w < self->n_weapons; w++)
    words[w] = card_name (self, self->first_weapon_card + w);
  shorts = unique_prefixes (words, self->n_weapons, 2);

  for (guint w = 0; w < self->n_weapons; w++)
    {
      g_auto(GStrv) parts = g_strsplit (words[w], " ", -1);

      if (g_strv_length (parts) >= 2 && *parts[0] != '\0' && *parts[1] != '\0')
        {
          GString *initials = g_string_new (NULL);

          for (guint i = 0; parts[i] != NULL && i < 3; i++)
            if (*parts[i] != '\0')
              g_string_append_unichar (initials, g_unichar_toupper (g_utf8_get_char (parts[i])));
          g_free (shorts[w]);
          shorts[w] = g_string_free (initials, FALSE);
        }
    }
  return shorts;
}

static void
clear_board_data (CfBoardView *self)
{
  g_clear_pointer (&self->room_boxes, g_free);
  g_clear_pointer (&self->door_edges, g_free);
  g_clear_pointer (&self->token_marks, g_strfreev);
  g_clear_pointer (&self->weapon_shorts, g_strfreev);
  g_clear_pointer (&self->pieces, g_free);
  g_clear_object (&self->board);
  self->n_suspects = 0;
  self->n_weapons = 0;
}

static void
load_board_data (CfBoardView *self)
{
  CfEdition              *edition = cf_game_get_edition (self->game);
  guint                   width, height, n_rooms;
  g_autofree const char **names = NULL;
  gboolean                centre_found = FALSE;

  self->board = g_object_ref (cf_game_get_board (self->game));
  width = cf_board_get_width (self->board);
  height = cf_board_get_height (self->board);
  n_rooms = cf_board_get_n_rooms (self->board);

  self->n_suspects = cf_edition_get_n_cards_of (edition, CF_CATEGORY_SUSPECT);
  self->n_weapons = cf_edition_get_n_cards_of (edition, CF_CATEGORY_WEAPON);
  self->first_suspect_card = cf_edition_get_first_card_of (edition, CF_CATEGORY_SUSPECT);
  self->first_weapon_card = cf_edition_get_first_card_of (edition, CF_CATEGORY_WEAPON);
  self->first_room_card = cf_edition_get_first_card_of (edition, CF_CATEGORY_ROOM);
  self->pieces = g_new0 (Piece, n_pieces (self));

  /* Boxes around each room (not all are rectangles) and the centre */
  self->room_boxes = g_new0 (graphene_rect_t, MAX (n_rooms, 1));
  {
    g_autofree gboolean *seen = g_new0 (gboolean, MAX (n_rooms, 1));

    for (guint y = 0; y < height; y++)
      for (guint x = 0; x < width; x++)
        {
          CfSquareKind     kind = cf_board_get_kind (self->board, x, y);
          graphene_rect_t  square = GRAPHENE_RECT_INIT (x, y, 1, 1);
          graphene_rect_t *box = NULL;
          gboolean        *found = NULL;
          int              room;

          if (kind == CF_SQUARE_ROOM && (room = cf_board_get_room_at (self->board, x, y)) >= 0 &&
              (guint)room < n_rooms)
            {
              box = &self->room_boxes[room];
              found = &seen[room];
            }
          else if (kind == CF_SQUARE_CENTRE)
            {
              box = &self->centre_box;
              found = &centre_found;
            }
          else
            continue;

          if (*found)
            graphene_rect_union (box, &square, box);
          else
            *box = square;
          *found = TRUE;
        }
  }
  if (!centre_found)
    graphene_rect_init (&self->centre_box, 0, 0, 0, 0);

  self->door_edges = g_new0 (guint8, width * height);
  for (guint i = 0; i < cf_board_get_n_doors (self->board); i++)
    {
      const CfDoor *door = cf_board_get_door (self->board, i);
      int           ox, oy, dx, dy;

      if (door->outside < 0 || door->x < 0 || door->y < 0 || (guint)door->x >= width ||
          (guint)door->y >= height)
        continue;
      cf_board_place_get_xy (self->board, door->outside, &ox, &oy);
      dx = ox - door->x;
      dy = oy - door->y;
      self->door_edges[door->y * width + door->x] |= dy == -1 && dx == 0   ? EDGE_TOP
                                                     : dy == 1 && dx == 0  ? EDGE_BOTTOM
                                                     : dx == -1 && dy == 0 ? EDGE_LEFT
                                                     : dx == 1 && dy == 0  ? EDGE_RIGHT
                                                                           : 0;
    }

  names = g_new0 (const char *, self->n_suspects + 1);
  for (guint s = 0; s < self->n_suspects; s++)
    names[s] = last_word (card_name (self, self->first_suspect_card + s));
  self->token_marks = unique_prefixes (names, self->n_suspects, 1);
  self->weapon_shorts = make_weapon_shorts (self);
}

static gboolean
place_is_target (CfBoardView *self, CfPlace place)
{
  if (place == CF_PLACE_NONE || self->board == NULL)
    return FALSE;
  if (cf_board_place_is_room (self->board, place))
    {
      int room = cf_board_place_get_room (self->board, place);

      return room >= 0 && room < 64 && (self->target_rooms >> room & 1);
    }
  for (guint i = 0; i < self->target_squares->len; i++)
    if (g_array_index (self->target_squares, CfPlace, i) == place)
      return TRUE;
  return FALSE;
}

/* The first target: rooms first (the usual goal), then squares in board order */
static CfPlace
first_target (CfBoardView *self)
{
  guint n_rooms = self->board ? cf_board_get_n_rooms (self->board) : 0;

  for (guint r = 0; r < n_rooms && r < 64; r++)
    if (self->target_rooms >> r & 1)
      return cf_board_room_place (self->board, r);
  if (self->target_squares->len > 0)
    return g_array_index (self->target_squares, CfPlace, 0);
  return CF_PLACE_NONE;
}

/* Centre of a place, in squares */
static graphene_point_t
place_centre (CfBoardView *self, CfPlace place)
{
  int x, y;

  if (cf_board_place_is_room (self->board, place))
    {
      graphene_point_t centre;

      graphene_rect_get_center (&self->room_boxes[cf_board_place_get_room (self->board, place)],
                                &centre);
      return centre;
    }
  cf_board_place_get_xy (self->board, place, &x, &y);
  return GRAPHENE_POINT_INIT (x + 0.5f, y + 0.5f);
}

static CfPlace
square_place (CfBoardView *self, int x, int y)
{
  switch (cf_board_get_kind (self->board, x, y))
    {
    case CF_SQUARE_CORRIDOR:
      return cf_board_square_place (self->board, x, y);
    case CF_SQUARE_ROOM:
      {
        int room = cf_board_get_room_at (self->board, x, y);

        return room >= 0 ? cf_board_room_place (self->board, room) : CF_PLACE_NONE;
      }
    case CF_SQUARE_VOID:
    case CF_SQUARE_CENTRE:
    default:
      return CF_PLACE_NONE;
    }
}

static CfPlace
place_at (CfBoardView *self, double px, double py)
{
  Geometry g;
  int      x, y;

  if (!get_geometry (self, &g))
    return CF_PLACE_NONE;

  x = (int)floor ((px - g.ox) / g.s);
  y = (int)floor ((py - g.oy) / g.s);
  if (x < 0 || y < 0 || x >= g.width || y >= g.height)
    return CF_PLACE_NONE;
  return square_place (self, x, y);
}

static void
update_accessible_label (CfBoardView *self)
{
  g_autofree char *label = NULL;

  if (self->cursor == CF_PLACE_NONE || self->board == NULL)
    label = g_strdup (_("Game board"));
  else if (cf_board_place_is_room (self->board, self->cursor))
    /* Translators: the keyboard cursor of the board is on a room the token can enter */
    label = g_strdup_printf (_("Move to %s"),
                             room_name (self, cf_board_place_get_room (self->board, self->cursor)));
  else
    {
      int x, y;

      cf_board_place_get_xy (self->board, self->cursor, &x, &y);
      /* Translators: the board's keyboard cursor is on a corridor square; column and row from 1 */
      label = g_strdup_printf (_("Move to square %1$d, %2$d"), x + 1, y + 1);
    }

  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

static void
set_cursor (CfBoardView *self, CfPlace cursor)
{
  if (self->cursor == cursor)
    return;

  self->cursor = cursor;
  update_accessible_label (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CURSOR]);
}

static void
activate_place (CfBoardView *self, CfPlace place)
{
  if (!place_is_target (self, place))
    return;

  set_cursor (self, place);
  /* Handlers may change the targets; nothing here looks at them afterwards. */
  g_signal_emit (self, signals[PLACE_ACTIVATED], 0, place);
}

/* ---------------------------------------------------------------- slides */

static gboolean
animations_enabled (CfBoardView *self)
{
  gboolean enabled = TRUE;

  g_object_get (gtk_widget_get_settings (GTK_WIDGET (self)), "gtk-enable-animations", &enabled,
                NULL);
  return enabled;
}

static gint64
frame_time (CfBoardView *self)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (self));

  return clock != NULL ? gdk_frame_clock_get_frame_time (clock) : g_get_monotonic_time ();
}

static gboolean
slide_tick (GtkWidget *widget, GdkFrameClock *clock, gpointer user_data)
{
  CfBoardView *self = CF_BOARD_VIEW (widget);
  gint64       now = gdk_frame_clock_get_frame_time (clock);
  gboolean     sliding = FALSE;

  for (guint i = 0; i < n_pieces (self); i++)
    if (self->pieces[i].slide_start != 0)
      {
        if (now - self->pieces[i].slide_start >= SLIDE_DURATION)
          self->pieces[i].slide_start = 0;
        else
          sliding = TRUE;
      }

  gtk_widget_queue_draw (widget);
  if (sliding)
    return G_SOURCE_CONTINUE;
  self->tick_id = 0;
  return G_SOURCE_REMOVE;
}

static void
stop_slides (CfBoardView *self)
{
  if (self->tick_id != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->tick_id);
  self->tick_id = 0;
  for (guint i = 0; i < n_pieces (self); i++)
    self->pieces[i].slide_start = 0;
}

/* The piece slides from where it was last drawn to where the game now has
 * it; positions come from the game on every frame. */
static void
start_slide (CfBoardView *self, guint piece)
{
  Piece *p;

  if (self->pieces == NULL || piece >= n_pieces (self))
    return;

  p = &self->pieces[piece];
  gtk_widget_queue_draw (GTK_WIDGET (self));
  if (!p->has_drawn || !gtk_widget_get_mapped (GTK_WIDGET (self)) || !animations_enabled (self))
    {
      p->slide_start = 0;
      return;
    }

  p->from = p->drawn;
  p->slide_start = frame_time (self);
  if (self->tick_id == 0)
    self->tick_id = gtk_widget_add_tick_callback (GTK_WIDGET (self), slide_tick, NULL, NULL);
}

static graphene_point_t
piece_position (CfBoardView *self, guint piece, const graphene_point_t *target, gint64 now)
{
  Piece *p = &self->pieces[piece];
  double t, eased;

  if (p->slide_start == 0 || now - p->slide_start >= SLIDE_DURATION)
    return *target;

  t = CLAMP ((double)(now - p->slide_start) / SLIDE_DURATION, 0, 1);
  eased = 1 - pow (1 - t, 3);
  return GRAPHENE_POINT_INIT (p->from.x + (target->x - p->from.x) * eased,
                              p->from.y + (target->y - p->from.y) * eased);
}

/* ---------------------------------------------------------------- drawing */

static gboolean
same_area (CfBoardView *self, int x, int y, int nx, int ny)
{
  CfSquareKind kind = cf_board_get_kind (self->board, x, y);

  if (nx < 0 || ny < 0 || nx >= (int)cf_board_get_width (self->board) ||
      ny >= (int)cf_board_get_height (self->board))
    return FALSE;
  if (cf_board_get_kind (self->board, nx, ny) != kind)
    return FALSE;
  return kind != CF_SQUARE_ROOM ||
         cf_board_get_room_at (self->board, x, y) == cf_board_get_room_at (self->board, nx, ny);
}

/* Lines along the inside of the edges of the area (a room or the centre)
 * holding square (x, y), @inset from the edge; doors are left open. */
static void
append_area_edges (CfBoardView    *self,
                   GtkSnapshot    *snapshot,
                   const Geometry *g,
                   int             x,
                   int             y,
                   float           inset,
                   float           width,
                   const GdkRGBA  *color,
                   gboolean        open_doors)
{
  static const int dirs[4][3] = {
    { 0, -1, EDGE_TOP },
    { 1, 0, EDGE_RIGHT },
    { 0, 1, EDGE_BOTTOM },
    { -1, 0, EDGE_LEFT },
  };
  graphene_rect_t r = square_rect (g, x, y);
  guint8          doors = open_doors ? self->door_edges[y * g->width + x] : 0;
  gboolean        edge[4];

  for (guint d = 0; d < 4; d++)
    edge[d] = !same_area (self, x, y, x + dirs[d][0], y + dirs[d][1]);

  if (edge[0] && !(doors & EDGE_TOP))
    append_rect (snapshot, color, r.origin.x, r.origin.y + inset, r.size.width, width);
  if (edge[1] && !(doors & EDGE_RIGHT))
    append_rect (snapshot, color, r.origin.x + r.size.width - inset - width, r.origin.y, width,
                 r.size.height);
  if (edge[2] && !(doors & EDGE_BOTTOM))
    append_rect (snapshot, color, r.origin.x, r.origin.y + r.size.height - inset - width,
                 r.size.width, width);
  if (edge[3] && !(doors & EDGE_LEFT))
    append_rect (snapshot, color, r.origin.x + inset, r.origin.y, width, r.size.height);

  /* Lines run along the inside, so at an inner corner each is carried on
   * to meet the other */
  for (guint d = 0; d < 4; d++)
    {
      guint e = (d + 1) % 4;
      int   dx = dirs[d][0] + dirs[e][0], dy = dirs[d][1] + dirs[e][1];
      float left = r.origin.x, top = r.origin.y;
      float right = left + r.size.width, bottom = top + r.size.height;

      if (edge[d] || edge[e] || same_area (self, x, y, x + dx, y + dy))
        continue;
      append_rect (snapshot, color, dx > 0 ? right - inset - width : left + inset,
                   dy > 0 ? bottom - inset - width : top, width, inset + width);
      append_rect (snapshot, color, dx > 0 ? right - inset - width : left,
                   dy > 0 ? bottom - inset - width : top + inset, inset + width, width);
    }

  /* A door: the wall opens, a threshold marks the gap */
  if (doors != 0)
    {
      const GdkRGBA *threshold = &get_palette ()->door;
      float          stub = r.size.width * 0.12f;

      for (guint d = 0; d < 4; d++)
        {
          float left = r.origin.x, top = r.origin.y;
          float right = left + r.size.width, bottom = top + r.size.height;

          if (!(doors & dirs[d][2]))
            continue;
          if (dirs[d][1] != 0)
            {
              float wy = dirs[d][1] < 0 ? top : bottom - width;

              append_rect (snapshot, color, left, wy, stub, width);
              append_rect (snapshot, color, right - stub, wy, stub, width);
              append_rect (snapshot, threshold, left + stub,
                           dirs[d][1] < 0 ? top : bottom - 2 * width, r.size.width - 2 * stub,
                           2 * width);
            }
          else
            {
              float wx = dirs[d][0] < 0 ? left : right - width;

              append_rect (snapshot, color, wx, top, width, stub);
              append_rect (snapshot, color, wx, bottom - stub, width, stub);
              append_rect (snapshot, threshold, dirs[d][0] < 0 ? left : right - 2 * width,
                           top + stub, 2 * width, r.size.height - 2 * stub);
            }
        }
    }
}

static void
append_start_ring (GtkSnapshot    *snapshot,
                   const Geometry *g,
                   const Palette  *palette,
                   const GdkRGBA  *color,
                   graphene_rect_t square)
{
  GskRoundedRect outer, inner;
  float          cx = square.origin.x + square.size.width / 2;
  float          cy = square.origin.y + square.size.height / 2;
  float          radius = g->s * 0.36f;
  float          ring = MAX (2.f, g->s * 0.1f);
  float          line = MAX (1.f / g->scale, g->s * 0.03f);

  init_circle (&outer, cx, cy, radius);
  append_outline (snapshot, color, &outer, ring);
  /* A thin edge keeps a white ring visible on a light square */
  append_outline (snapshot, &palette->token_outline, &outer, line);
  init_circle (&inner, cx, cy, radius - ring);
  gsk_rounded_rect_shrink (&inner, -line, -line, -line, -line);
  append_outline (snapshot, &palette->token_outline, &inner, line);
}

static void
append_passage_mark (GtkSnapshot *snapshot, const Geometry *g, const Palette *palette, int x, int y)
{
  graphene_rect_t r = square_rect (g, x, y);
  GskRoundedRect  plate;
  float           inset = g->s * 0.12f;
  float           size = r.size.width - 2 * inset;
  float           pad = size * 0.18f;
  float           step = (size - 2 * pad) / 3;

  graphene_rect_inset (&r, inset, inset);
  gsk_rounded_rect_init_from_rect (&plate, &r, g->s * 0.12f);
  append_rounded (snapshot, &palette->wall, &plate);

  /* Three steps going up */
  for (guint i = 0; i < 3; i++)
    append_rect (snapshot, &palette->room, r.origin.x + pad + i * step,
                 r.origin.y + pad + (2 - i) * step, step + 0.5f / g->scale, (i + 1) * step);
}

static void
append_token (CfBoardView            *self,
              GtkSnapshot            *snapshot,
              const Geometry         *g,
              const Palette          *palette,
              guint                   suspect,
              const graphene_point_t *centre,
              float                   size)
{
  const char    *color_spec = cf_edition_get_card_color (cf_game_get_edition (self->game),
                                                         self->first_suspect_card + suspect);
  GdkRGBA        fill = { 0.6f, 0.6f, 0.6f, 1 }, ink;
  GskRoundedRect disc;
  g_autoptr(PangoLayout) layout = NULL;
  float       cx = g->ox + centre->x * g->s, cy = g->oy + centre->y * g->s;
  float       radius = size * g->s / 2;
  const char *mark = self->token_marks[suspect];

  if (color_spec != NULL)
    gdk_rgba_parse (&fill, color_spec);
  ink = contrasting (&fill);

  init_circle (&disc, cx, cy, radius);
  gtk_snapshot_append_outset_shadow (snapshot, &disc, &palette->shadow, 0, radius * 0.12f, 0,
                                     radius * 0.3f);
  append_rounded (snapshot, &fill, &disc);
  append_outline (snapshot, &palette->token_outline, &disc, MAX (1.f, radius * 0.1f));

  layout = make_layout (self, mark, radius * (g_utf8_strlen (mark, -1) > 1 ? 0.95f : 1.1f), TRUE);
  append_layout_ink_centred (snapshot, layout, &ink, cx, cy);
}

static void
append_chip (GtkSnapshot            *snapshot,
             const Geometry         *g,
             const Palette          *palette,
             PangoLayout            *layout,
             const graphene_point_t *centre,
             const graphene_size_t  *half)
{
  GskRoundedRect  pill;
  graphene_rect_t rect;
  float           cx = g->ox + centre->x * g->s, cy = g->oy + centre->y * g->s;

  graphene_rect_init (&rect, cx - half->width * g->s, cy - half->height * g->s,
                      2 * half->width * g->s, 2 * half->height * g->s);
  gsk_rounded_rect_init_from_rect (&pill, &rect, half->height * g->s);
  gtk_snapshot_append_outset_shadow (snapshot, &pill, &palette->shadow, 0, g->s * 0.03f, 0,
                                     g->s * 0.08f);
  append_rounded (snapshot, &palette->chip, &pill);
  append_outline (snapshot, &palette->chip_border, &pill, MAX (1.f / g->scale, g->s * 0.03f));
  append_layout_centred (snapshot, layout, &palette->chip_label, cx, cy);
}

/* Lays out what stands in a room: its name, then its tokens in a row, then
 * its weapons flowing in rows, the block centred in the room's box. The
 * name is drawn here; tokens and weapons get their places in @targets. */
static void
layout_room (CfBoardView      *self,
             GtkSnapshot      *snapshot,
             const Geometry   *g,
             const Palette    *palette,
             int               room,
             graphene_point_t *targets,
             float            *token_sizes,
             PangoLayout     **chip_layouts)
{
  const graphene_rect_t *box = &self->room_boxes[room];
  CfPlace                place = cf_board_room_place (self->board, room);
  float                  avail = box->size.width - 2 * ROOM_MARGIN;
  g_autoptr(PangoLayout) name = NULL;
  float name_width, name_height, font;
  guint tokens[CF_MAX_CARDS], weapons[CF_MAX_CARDS];
  guint n_tokens = 0, n_weapons = 0;
  float token_size = TOKEN_SIZE, chip_widths[CF_MAX_CARDS];
  guint n_rows = 0;
  float block, top, y;

  if (avail <= 0)
    return;

  for (guint s = 0; s < self->n_suspects; s++)
    if (cf_game_get_token (self->game, s) == place)
      tokens[n_tokens++] = s;
  for (guint w = 0; w < self->n_weapons; w++)
    if (cf_game_get_weapon_room (self->game, w) == room)
      weapons[n_weapons++] = w;

  /* The name: shrunk to fit, then ellipsized */
  font = g->s * 0.5f;
  name = make_layout (self, room_name (self, room), font, TRUE);
  layout_size (name, &name_width, &name_height);
  if (name_width > avail * g->s)
    {
      font = MAX (g->s * 0.32f, font * avail * g->s / name_width);
      g_clear_object (&name);
      name = make_layout (self, room_name (self, room), font, TRUE);
    }
  pango_layout_set_width (name, (int)(avail * g->s * PANGO_SCALE));
  pango_layout_set_ellipsize (name, PANGO_ELLIPSIZE_END);
  pango_layout_set_alignment (name, PANGO_ALIGN_CENTER);
  layout_size (name, &name_width, &name_height);
  name_height /= g->s;

  if (n_tokens > 0)
    token_size = MIN (TOKEN_SIZE, avail / n_tokens - TOKEN_GAP);

  /* Weapon chips with full names when they fit, else short ones */
  for (guint pass = 0; pass < 2; pass++)
    {
      float row_width = 0;

      n_rows = n_weapons > 0 ? 1 : 0;
      for (guint i = 0; i < n_weapons; i++)
        {
          guint       w = weapons[i];
          const char *text =
              pass == 0 ? card_name (self, self->first_weapon_card + w) : self->weapon_shorts[w];
          float text_width, text_height;

          g_clear_object (&chip_layouts[w]);
          chip_layouts[w] = make_layout (self, text, g->s * 0.34f, FALSE);
          layout_size (chip_layouts[w], &text_width, &text_height);
          chip_widths[i] = MIN (avail, text_width / g->s + 2 * CHIP_PADDING);
          if (chip_widths[i] >= avail)
            {
              pango_layout_set_width (chip_layouts[w],
                                      (int)((avail - 2 * CHIP_PADDING) * g->s * PANGO_SCALE));
              pango_layout_set_ellipsize (chip_layouts[w], PANGO_ELLIPSIZE_END);
            }
          if (row_width > 0 && row_width + CHIP_GAP + chip_widths[i] > avail)
            {
              n_rows++;
              row_width = chip_widths[i];
            }
          else
            row_width += (row_width > 0 ? CHIP_GAP : 0) + chip_widths[i];
        }

      block = name_height;
      if (n_tokens > 0)
        block += BLOCK_GAP + token_size;
      if (n_rows > 0)
        block += BLOCK_GAP + n_rows * CHIP_HEIGHT + (n_rows - 1) * CHIP_GAP;
      if (block <= box->size.height - 2 * ROOM_MARGIN)
        break;
    }

  top = box->origin.y + MAX (0.1f, (box->size.height - block) / 2);

  append_layout_centred (snapshot, name, &palette->label,
                         g->ox + (box->origin.x + box->size.width / 2) * g->s,
                         g->oy + (top + name_height / 2) * g->s);
  y = top + name_height;

  if (n_tokens > 0)
    {
      float row = n_tokens * token_size + (n_tokens - 1) * TOKEN_GAP;
      float x = box->origin.x + (box->size.width - row) / 2 + token_size / 2;

      y += BLOCK_GAP;
      for (guint i = 0; i < n_tokens; i++)
        {
          targets[tokens[i]] =
              GRAPHENE_POINT_INIT (x + i * (token_size + TOKEN_GAP), y + token_size / 2);
          token_sizes[tokens[i]] = token_size;
        }
      y += token_size;
    }

  if (n_rows > 0)
    {
      guint i = 0;

      y += BLOCK_GAP;
      while (i < n_weapons)
        {
          guint end = i;
          float row = chip_widths[i], x;

          while (end + 1 < n_weapons && row + CHIP_GAP + chip_widths[end + 1] <= avail)
            row += CHIP_GAP + chip_widths[++end];

          x = box->origin.x + (box->size.width - row) / 2;
          for (; i <= end; i++)
            {
              guint piece = self->n_suspects + weapons[i];

              targets[piece] = GRAPHENE_POINT_INIT (x + chip_widths[i] / 2, y + CHIP_HEIGHT / 2);
              self->pieces[piece].half = GRAPHENE_SIZE_INIT (chip_widths[i] / 2, CHIP_HEIGHT / 2);
              x += chip_widths[i] + CHIP_GAP;
            }
          y += CHIP_HEIGHT + CHIP_GAP;
        }
    }
}

static void
append_board (CfBoardView *self, GtkSnapshot *snapshot, const Geometry *g, const Palette *palette)
{
  graphene_rect_t board_rect;
  GskRoundedRect  frame;
  float           line = hairline (g);
  float           wall = wall_width (g);

  graphene_rect_init (&board_rect, edge_x (g, 0), edge_y (g, 0),
                      edge_x (g, g->width) - edge_x (g, 0), edge_y (g, g->height) - edge_y (g, 0));
  gsk_rounded_rect_init_from_rect (&frame, &board_rect, g->s * 0.25f);
  append_rounded (snapshot, &palette->frame, &frame);

  /* Floors */
  for (int y = 0; y < g->height; y++)
    for (int x = 0; x < g->width; x++)
      {
        graphene_rect_t r = square_rect (g, x, y);

        switch (cf_board_get_kind (self->board, x, y))
          {
          case CF_SQUARE_CORRIDOR:
            gtk_snapshot_append_color (snapshot, &palette->corridor, &r);
            break;
          case CF_SQUARE_ROOM:
            gtk_snapshot_append_color (snapshot, &palette->room, &r);
            break;
          case CF_SQUARE_CENTRE:
            gtk_snapshot_append_color (snapshot, &palette->centre, &r);
            break;
          case CF_SQUARE_VOID:
          default:
            break;
          }
      }

  /* Grid lines between corridor squares */
  for (int y = 0; y < g->height; y++)
    for (int x = 0; x < g->width; x++)
      {
        graphene_rect_t r;

        if (cf_board_get_kind (self->board, x, y) != CF_SQUARE_CORRIDOR)
          continue;
        r = square_rect (g, x, y);
        append_rect (snapshot, &palette->grid, r.origin.x, r.origin.y, r.size.width, line);
        append_rect (snapshot, &palette->grid, r.origin.x, r.origin.y + line, line,
                     r.size.height - line);
        if (x + 1 >= g->width || cf_board_get_kind (self->board, x + 1, y) != CF_SQUARE_CORRIDOR)
          append_rect (snapshot, &palette->grid, r.origin.x + r.size.width - line,
                       r.origin.y + line, line, r.size.height - line);
        if (y + 1 >= g->height || cf_board_get_kind (self->board, x, y + 1) != CF_SQUARE_CORRIDOR)
          append_rect (snapshot, &palette->grid, r.origin.x + line,
                       r.origin.y + r.size.height - line, r.size.width - line, line);
      }

  /* Targets, under walls and labels */
  for (int y = 0; y < g->height; y++)
    for (int x = 0; x < g->width; x++)
      {
        CfPlace         place = square_place (self, x, y);
        graphene_rect_t r;

        if (!place_is_target (self, place))
          continue;
        r = square_rect (g, x, y);
        if (cf_board_place_is_room (self->board, place))
          gtk_snapshot_append_color (
              snapshot, place == self->hover ? &palette->target : &palette->target_room, &r);
        else
          {
            graphene_rect_inset (&r, line, line);
            gtk_snapshot_append_color (
                snapshot, place == self->hover ? &palette->target_hover : &palette->target, &r);
          }
      }

  /* Walls and doors */
  for (int y = 0; y < g->height; y++)
    for (int x = 0; x < g->width; x++)
      {
        CfSquareKind kind = cf_board_get_kind (self->board, x, y);

        if (kind == CF_SQUARE_ROOM || kind == CF_SQUARE_CENTRE)
          append_area_edges (self, snapshot, g, x, y, 0, wall, &palette->wall, TRUE);
        /* A target room gets a line inside its walls, not only a tint */
        if (kind == CF_SQUARE_ROOM && place_is_target (self, square_place (self, x, y)))
          append_area_edges (self, snapshot, g, x, y, wall, MAX (1.5f, g->s * 0.06f),
                             &palette->target_edge, FALSE);
      }

  /* Start squares */
  for (guint s = 0; s < self->n_suspects; s++)
    {
      CfPlace     start = cf_board_get_start (self->board, s);
      const char *spec = cf_edition_get_card_color (cf_game_get_edition (self->game),
                                                    self->first_suspect_card + s);
      GdkRGBA     color;
      int         x, y;

      if (start == CF_PLACE_NONE || cf_board_place_is_room (self->board, start) || spec == NULL ||
          !gdk_rgba_parse (&color, spec))
        continue;
      cf_board_place_get_xy (self->board, start, &x, &y);
      append_start_ring (snapshot, g, palette, &color, square_rect (g, x, y));
    }

  /* Secret passages */
  for (guint r = 0; r < cf_board_get_n_rooms (self->board); r++)
    {
      int x, y;

      if (cf_board_get_passage (self->board, r) >= 0 &&
          cf_board_get_passage_mark (self->board, r, &x, &y))
        append_passage_mark (snapshot, g, palette, x, y);
    }

  /* The centre, where the envelope lies */
  if (self->centre_box.size.width > 0)
    {
      const graphene_rect_t *box = &self->centre_box;
      /* Translators: the middle of the board, where the envelope with the solution lies */
      g_autoptr(PangoLayout) layout = make_layout (self, _("Case file"), g->s * 0.5f, TRUE);
      float avail = (box->size.width - 2 * ROOM_MARGIN) * g->s;
      float width, height;

      pango_layout_set_width (layout, (int)(avail * PANGO_SCALE));
      pango_layout_set_alignment (layout, PANGO_ALIGN_CENTER);
      pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
      layout_size (layout, &width, &height);
      append_layout_centred (snapshot, layout, &palette->label,
                             g->ox + (box->origin.x + box->size.width / 2) * g->s,
                             g->oy + (box->origin.y + box->size.height / 2) * g->s);
    }
}

static void
append_cursor (CfBoardView *self, GtkSnapshot *snapshot, const Geometry *g, const Palette *palette)
{
  float wall = wall_width (g);
  float ring = MAX (2.f, g->s * 0.12f);

  if (cf_board_place_is_room (self->board, self->cursor))
    {
      int room = cf_board_place_get_room (self->board, self->cursor);

      for (int y = 0; y < g->height; y++)
        for (int x = 0; x < g->width; x++)
          if (cf_board_get_kind (self->board, x, y) == CF_SQUARE_ROOM &&
              cf_board_get_room_at (self->board, x, y) == room)
            {
              append_area_edges (self, snapshot, g, x, y, wall, ring, &palette->cursor, FALSE);
              append_area_edges (self, snapshot, g, x, y, wall + ring, MAX (1.f, ring / 3),
                                 &palette->cursor_inner, FALSE);
            }
    }
  else
    {
      int             x, y;
      graphene_rect_t r;
      GskRoundedRect  outer, inner;

      cf_board_place_get_xy (self->board, self->cursor, &x, &y);
      r = square_rect (g, x, y);
      graphene_rect_inset (&r, -ring / 2, -ring / 2);
      gsk_rounded_rect_init_from_rect (&outer, &r, ring);
      append_outline (snapshot, &palette->cursor, &outer, ring);
      inner = outer;
      gsk_rounded_rect_shrink (&inner, ring, ring, ring, ring);
      append_outline (snapshot, &palette->cursor_inner, &inner, MAX (1.f, ring / 3));
    }
}

/* ---------------------------------------------------------------- callbacks */

static void
on_token_moved (
    CfGame *game, int suspect, CfPlace from, CfPlace to, gboolean by_suggestion, CfBoardView *self)
{
  if (suspect >= 0)
    start_slide (self, suspect);
}

static void
on_weapon_moved (CfGame *game, int weapon, int from_room, int to_room, CfBoardView *self)
{
  if (weapon >= 0)
    start_slide (self, self->n_suspects + weapon);
}

static void
on_click_released (GtkGestureClick *gesture, int n_press, double x, double y, CfBoardView *self)
{
  CfPlace place = place_at (self, x, y);

  if (place_is_target (self, place))
    {
      gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
      activate_place (self, place);
    }
}

static void
set_hover (CfBoardView *self, CfPlace hover)
{
  if (self->hover == hover)
    return;
  self->hover = hover;
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), hover != CF_PLACE_NONE ? "pointer" : NULL);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_motion (GtkEventControllerMotion *controller, double x, double y, CfBoardView *self)
{
  CfPlace place = place_at (self, x, y);

  set_hover (self, place_is_target (self, place) ? place : CF_PLACE_NONE);
}

static void
on_leave (GtkEventControllerMotion *controller, CfBoardView *self)
{
  set_hover (self, CF_PLACE_NONE);
}

static void
move_cursor_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  CfBoardView     *self = CF_BOARD_VIEW (widget);
  graphene_point_t from, to;
  CfPlace          best = CF_PLACE_NONE;
  double           best_score = G_MAXDOUBLE;
  guint            n_rooms;
  int              dx, dy;

  g_variant_get (parameter, "(ii)", &dx, &dy);
  if (!cf_board_view_has_targets (self))
    return;
  if (self->cursor == CF_PLACE_NONE)
    {
      set_cursor (self, first_target (self));
      return;
    }

  /* The nearest target in that direction, straying sideways costing double */
  from = place_centre (self, self->cursor);
  n_rooms = cf_board_get_n_rooms (self->board);
  for (guint i = 0; i < self->target_squares->len + n_rooms; i++)
    {
      CfPlace place;
      double  along, across, score;

      if (i < self->target_squares->len)
        place = g_array_index (self->target_squares, CfPlace, i);
      else if (i - self->target_squares->len < 64 &&
               (self->target_rooms >> (i - self->target_squares->len) & 1))
        place = cf_board_room_place (self->board, i - self->target_squares->len);
      else
        continue;
      if (place == self->cursor)
        continue;

      to = place_centre (self, place);
      along = (to.x - from.x) * dx + (to.y - from.y) * dy;
      across = fabs ((to.x - from.x) * dy - (to.y - from.y) * dx);
      if (along <= 0.01)
        continue;
      score = along + 2 * across;
      if (score < best_score)
        {
          best_score = score;
          best = place;
        }
    }

  if (best != CF_PLACE_NONE)
    set_cursor (self, best);
  else
    gtk_widget_error_bell (widget);
}

static void
activate_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  CfBoardView *self = CF_BOARD_VIEW (widget);

  activate_place (self, self->cursor);
}

/* ---------------------------------------------------------------- overrides */

static void
cf_board_view_measure (GtkWidget     *widget,
                       GtkOrientation orientation,
                       int            for_size,
                       int           *minimum,
                       int           *natural,
                       int           *minimum_baseline,
                       int           *natural_baseline)
{
  CfBoardView *self = CF_BOARD_VIEW (widget);
  int          squares;

  if (self->board != NULL)
    squares = orientation == GTK_ORIENTATION_HORIZONTAL ? cf_board_get_width (self->board)
                                                        : cf_board_get_height (self->board);
  else
    squares = orientation == GTK_ORIENTATION_HORIZONTAL ? 24 : 25;

  *minimum = squares * MIN_SQUARE_SIZE;
  *natural = squares * NATURAL_SQUARE_SIZE;
}

static void
cf_board_view_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  CfBoardView                 *self = CF_BOARD_VIEW (widget);
  const Palette               *palette = get_palette ();
  g_autofree graphene_point_t *targets = NULL;
  g_autofree float            *token_sizes = NULL;
  g_autofree PangoLayout     **chip_layouts = NULL;
  gint64                       now;
  Geometry                     g;

  if (self->game == NULL || !get_geometry (self, &g))
    return;

  append_board (self, snapshot, &g, palette);

  targets = g_new0 (graphene_point_t, n_pieces (self));
  token_sizes = g_new0 (float, self->n_suspects);
  chip_layouts = g_new0 (PangoLayout *, self->n_weapons);

  for (guint r = 0; r < cf_board_get_n_rooms (self->board); r++)
    layout_room (self, snapshot, &g, palette, r, targets, token_sizes, chip_layouts);

  for (guint s = 0; s < self->n_suspects; s++)
    {
      CfPlace place = cf_game_get_token (self->game, s);

      if (place != CF_PLACE_NONE && !cf_board_place_is_room (self->board, place))
        {
          targets[s] = place_centre (self, place);
          token_sizes[s] = TOKEN_SIZE;
        }
    }

  /* Not only while GTK shows focus rings: it hides them a few seconds after
   * the last key it saw, and the arrows the board takes do not bring them
   * back, yet Enter still acts on the cursor. */
  if (self->cursor != CF_PLACE_NONE && gtk_widget_has_focus (widget))
    append_cursor (self, snapshot, &g, palette);

  now = frame_time (self);

  for (guint w = 0; w < self->n_weapons; w++)
    {
      guint piece = self->n_suspects + w;

      if (chip_layouts[w] == NULL)
        {
          self->pieces[piece].has_drawn = FALSE;
          continue;
        }
      self->pieces[piece].drawn = piece_position (self, piece, &targets[piece], now);
      self->pieces[piece].has_drawn = TRUE;
      append_chip (snapshot, &g, palette, chip_layouts[w], &self->pieces[piece].drawn,
                   &self->pieces[piece].half);
      g_object_unref (chip_layouts[w]);
    }

  /* Sliding tokens go last, so they pass over the others */
  for (guint pass = 0; pass < 2; pass++)
    for (guint s = 0; s < self->n_suspects; s++)
      {
        Piece *p = &self->pieces[s];

        if ((p->slide_start != 0) != (pass == 1))
          continue;
        if (token_sizes[s] <= 0)
          {
            p->has_drawn = FALSE;
            continue;
          }
        p->drawn = piece_position (self, s, &targets[s], now);
        p->half = GRAPHENE_SIZE_INIT (token_sizes[s] / 2, token_sizes[s] / 2);
        p->has_drawn = TRUE;
        append_token (self, snapshot, &g, palette, s, &p->drawn, token_sizes[s]);
      }
}

static gboolean
cf_board_view_query_tooltip (
    GtkWidget *widget, int x, int y, gboolean keyboard_tooltip, GtkTooltip *tooltip)
{
  CfBoardView *self = CF_BOARD_VIEW (widget);
  Geometry     g;
  double       bx, by;
  CfPlace      place;
  int          mark_x, mark_y;

  if (self->game == NULL || keyboard_tooltip || !get_geometry (self, &g))
    return FALSE;

  bx = (x - g.ox) / g.s;
  by = (y - g.oy) / g.s;

  /* Tokens are on top of weapons */
  for (guint i = n_pieces (self); i-- > 0;)
    {
      Piece *p = &self->pieces[i];

      if (p->has_drawn && fabs (bx - p->drawn.x) <= p->half.width &&
          fabs (by - p->drawn.y) <= p->half.height)
        {
          guint card = i < self->n_suspects ? self->first_suspect_card + i
                                            : self->first_weapon_card + (i - self->n_suspects);

          gtk_tooltip_set_text (tooltip, card_name (self, card));
          return TRUE;
        }
    }

  place = place_at (self, x, y);
  if (place != CF_PLACE_NONE && cf_board_place_is_room (self->board, place))
    {
      int room = cf_board_place_get_room (self->board, place);
      int passage = cf_board_get_passage (self->board, room);

      if (passage >= 0 && cf_board_get_passage_mark (self->board, room, &mark_x, &mark_y) &&
          mark_x == (int)floor (bx) && mark_y == (int)floor (by))
        {
          /* Translators: tooltip of the stairs drawn in a room; %s is the room it leads to */
          g_autofree char *text =
              g_strdup_printf (_("Secret passage to %s"), room_name (self, passage));

          gtk_tooltip_set_text (tooltip, text);
        }
      else
        gtk_tooltip_set_text (tooltip, room_name (self, room));
      return TRUE;
    }
  return FALSE;
}

static void
cf_board_view_state_flags_changed (GtkWidget *widget, GtkStateFlags previous)
{
  GtkStateFlags changed = previous ^ gtk_widget_get_state_flags (widget);

  if (changed & (GTK_STATE_FLAG_FOCUSED | GTK_STATE_FLAG_FOCUS_VISIBLE))
    gtk_widget_queue_draw (widget);

  GTK_WIDGET_CLASS (cf_board_view_parent_class)->state_flags_changed (widget, previous);
}

static void
cf_board_view_unmap (GtkWidget *widget)
{
  CfBoardView *self = CF_BOARD_VIEW (widget);

  /* Moves made while hidden are not slid from stale places */
  stop_slides (self);
  for (guint i = 0; i < n_pieces (self); i++)
    self->pieces[i].has_drawn = FALSE;
  GTK_WIDGET_CLASS (cf_board_view_parent_class)->unmap (widget);
}

static void
cf_board_view_dispose (GObject *object)
{
  CfBoardView *self = (CfBoardView *)object;

  cf_board_view_set_game (self, NULL);

  G_OBJECT_CLASS (cf_board_view_parent_class)->dispose (object);
}

static void
cf_board_view_finalize (GObject *object)
{
  CfBoardView *self = (CfBoardView *)object;

  clear_board_data (self);
  g_clear_pointer (&self->target_squares, g_array_unref);

  G_OBJECT_CLASS (cf_board_view_parent_class)->finalize (object);
}

static void
cf_board_view_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  CfBoardView *self = CF_BOARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_CURSOR:
      g_value_set_int (value, self->cursor);
      break;
    case PROP_HAS_TARGETS:
      g_value_set_boolean (value, cf_board_view_has_targets (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cf_board_view_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  CfBoardView *self = CF_BOARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      cf_board_view_set_game (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cf_board_view_class_init (CfBoardViewClass *klass)
{
  GObjectClass      *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass    *widget_class = GTK_WIDGET_CLASS (klass);
  static const guint arrows[][3] = {
    { GDK_KEY_Up, GDK_KEY_KP_Up, 0 },
    { GDK_KEY_Down, GDK_KEY_KP_Down, 1 },
    { GDK_KEY_Left, GDK_KEY_KP_Left, 2 },
    { GDK_KEY_Right, GDK_KEY_KP_Right, 3 },
  };
  static const int directions[4][2] = { { 0, -1 }, { 0, 1 }, { -1, 0 }, { 1, 0 } };

  object_class->dispose = cf_board_view_dispose;
  object_class->finalize = cf_board_view_finalize;
  object_class->get_property = cf_board_view_get_property;
  object_class->set_property = cf_board_view_set_property;

  widget_class->measure = cf_board_view_measure;
  widget_class->snapshot = cf_board_view_snapshot;
  widget_class->query_tooltip = cf_board_view_query_tooltip;
  widget_class->state_flags_changed = cf_board_view_state_flags_changed;
  widget_class->unmap = cf_board_view_unmap;

  /**
   * CfBoardView:game: (nullable)
   *
   * The game shown; %NULL shows nothing.
   */
  properties[PROP_GAME] =
      g_param_spec_object ("game", NULL, NULL, CF_TYPE_GAME,
                           G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * CfBoardView:cursor:
   *
   * The target the keyboard cursor is on, or %CF_PLACE_NONE.
   */
  properties[PROP_CURSOR] =
      g_param_spec_int ("cursor", NULL, NULL, CF_PLACE_NONE, G_MAXINT, CF_PLACE_NONE,
                        G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * CfBoardView:has-targets:
   *
   * Whether places are highlighted to pick from.
   */
  properties[PROP_HAS_TARGETS] =
      g_param_spec_boolean ("has-targets", NULL, NULL, FALSE,
                            G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * CfBoardView::place-activated:
   * @self: the board view
   * @place: the #CfPlace picked, always one of the targets
   *
   * Emitted when the user picks a target by clicking it, or with Enter or
   * Space on the keyboard cursor.
   */
  signals[PLACE_ACTIVATED] =
      g_signal_new ("place-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                    NULL, G_TYPE_NONE, 1, G_TYPE_INT);

  /**
   * CfBoardView|board.move-cursor:
   * @parameter: `(ii)`, the direction: (0, -1) up, (0, 1) down, (-1, 0) left, (1, 0) right
   *
   * Moves the keyboard cursor to the nearest target that way.
   */
  gtk_widget_class_install_action (widget_class, "board.move-cursor", "(ii)", move_cursor_action);

  /**
   * CfBoardView|board.activate:
   *
   * Picks the target under the keyboard cursor.
   */
  gtk_widget_class_install_action (widget_class, "board.activate", NULL, activate_action);

  for (guint i = 0; i < G_N_ELEMENTS (arrows); i++)
    for (guint k = 0; k < 2; k++)
      gtk_widget_class_add_binding_action (widget_class, arrows[i][k], 0, "board.move-cursor",
                                           "(ii)", directions[arrows[i][2]][0],
                                           directions[arrows[i][2]][1]);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, 0, "board.activate", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Enter, 0, "board.activate", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_ISO_Enter, 0, "board.activate", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_space, 0, "board.activate", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Space, 0, "board.activate", NULL);

  gtk_widget_class_set_css_name (widget_class, "boardview");
}

static void
cf_board_view_init (CfBoardView *self)
{
  GtkGesture         *click = gtk_gesture_click_new ();
  GtkEventController *motion = gtk_event_controller_motion_new ();
  AdwStyleManager    *style_manager = adw_style_manager_get_default ();

  self->target_squares = g_array_new (FALSE, FALSE, sizeof (CfPlace));
  self->cursor = CF_PLACE_NONE;
  self->hover = CF_PLACE_NONE;

  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  g_signal_connect (click, "released", G_CALLBACK (on_click_released), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));

  g_signal_connect (motion, "motion", G_CALLBACK (on_motion), self);
  g_signal_connect (motion, "leave", G_CALLBACK (on_leave), self);
  gtk_widget_add_controller (GTK_WIDGET (self), motion);

  g_signal_connect_object (style_manager, "notify::dark", G_CALLBACK (gtk_widget_queue_draw), self,
                           G_CONNECT_SWAPPED);

  gtk_widget_set_has_tooltip (GTK_WIDGET (self), TRUE);
  gtk_widget_set_focusable (GTK_WIDGET (self), FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "board.move-cursor", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "board.activate", FALSE);
  update_accessible_label (self);
}

/* ---------------------------------------------------------------- public API */

/**
 * cf_board_view_new:
 *
 * Returns: (transfer floating): a board view showing no game
 */
GtkWidget *
cf_board_view_new (void)
{
  return g_object_new (CF_TYPE_BOARD_VIEW, NULL);
}

/**
 * cf_board_view_get_game:
 * @self: a #CfBoardView
 *
 * Returns: (transfer none) (nullable): the game shown
 */
CfGame *
cf_board_view_get_game (CfBoardView *self)
{
  g_return_val_if_fail (CF_IS_BOARD_VIEW (self), NULL);
  return self->game;
}

/**
 * cf_board_view_set_game:
 * @self: a #CfBoardView
 * @game: (nullable): the game to show
 *
 * Shows @game and follows its moves; clears the targets.
 */
void
cf_board_view_set_game (CfBoardView *self, CfGame *game)
{
  g_return_if_fail (CF_IS_BOARD_VIEW (self));
  g_return_if_fail (game == NULL || CF_IS_GAME (game));

  if (self->game == game)
    return;

  cf_board_view_set_targets (self, NULL);
  stop_slides (self);
  if (self->game != NULL)
    {
      g_clear_signal_handler (&self->token_moved_id, self->game);
      g_clear_signal_handler (&self->weapon_moved_id, self->game);
      g_clear_object (&self->game);
    }
  clear_board_data (self);

  if (game != NULL)
    {
      self->game = g_object_ref (game);
      self->token_moved_id =
          g_signal_connect (game, "token-moved", G_CALLBACK (on_token_moved), self);
      self->weapon_moved_id =
          g_signal_connect (game, "weapon-moved", G_CALLBACK (on_weapon_moved), self);
      load_board_data (self);
    }

  gtk_widget_queue_resize (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

/**
 * cf_board_view_set_targets:
 * @self: a #CfBoardView
 * @reach: (nullable): the places the user may pick, usually
 *   cf_game_get_reach(); %NULL for none
 *
 * Highlights the squares and rooms of @reach; clicking one of them, or Enter
 * on the keyboard cursor, emits #CfBoardView::place-activated. The widget
 * takes keyboard focus only while it has targets. The cursor stays where it
 * is when it is still a target, else goes to the first target.
 */
void
cf_board_view_set_targets (CfBoardView *self, const CfReach *reach)
{
  gboolean had_targets;
  gboolean has_targets;
  guint64  rooms = 0;
  guint    n_rooms;

  g_return_if_fail (CF_IS_BOARD_VIEW (self));

  had_targets = cf_board_view_has_targets (self);
  n_rooms = self->board != NULL ? MIN (cf_board_get_n_rooms (self->board), 64) : 0;

  if (reach != NULL && self->board != NULL)
    {
      guint n_places = cf_board_get_n_places (self->board);

      rooms =
          n_rooms >= 64 ? reach->rooms : reach->rooms & ((G_GUINT64_CONSTANT (1) << n_rooms) - 1);
      g_array_set_size (self->target_squares, 0);
      for (guint i = 0; reach->squares != NULL && i < reach->squares->len; i++)
        {
          CfPlace place = g_array_index (reach->squares, CfPlace, i);

          if (place >= 0 && (guint)place < n_places && !cf_board_place_is_room (self->board, place))
            g_array_append_val (self->target_squares, place);
        }
    }
  else
    g_array_set_size (self->target_squares, 0);
  self->target_rooms = rooms;

  has_targets = cf_board_view_has_targets (self);
  gtk_widget_set_focusable (GTK_WIDGET (self), has_targets);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "board.move-cursor", has_targets);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "board.activate", has_targets);

  if (!place_is_target (self, self->hover))
    set_hover (self, CF_PLACE_NONE);
  if (!place_is_target (self, self->cursor))
    set_cursor (self, first_target (self));

  gtk_widget_queue_draw (GTK_WIDGET (self));
  if (had_targets != has_targets)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HAS_TARGETS]);
}

/**
 * cf_board_view_has_targets:
 * @self: a #CfBoardView
 *
 * Returns: whether places are highlighted to pick from
 */
gboolean
cf_board_view_has_targets (CfBoardView *self)
{
  g_return_val_if_fail (CF_IS_BOARD_VIEW (self), FALSE);
  return self->target_squares->len > 0 || self->target_rooms != 0;
}

/**
 * cf_board_view_get_cursor:
 * @self: a #CfBoardView
 *
 * Returns: the target under the keyboard cursor, or %CF_PLACE_NONE when
 *   there are no targets
 */
CfPlace
cf_board_view_get_cursor (CfBoardView *self)
{
  g_return_val_if_fail (CF_IS_BOARD_VIEW (self), CF_PLACE_NONE);
  return self->cursor;
}

/**
 * cf_board_view_get_place_bounds:
 * @self: a #CfBoardView
 * @place: a place on the board
 * @bounds: (out): where @place is drawn, in widget coordinates: the square,
 *   or the box around the room
 *
 * Returns: whether @place is shown (a game is set and the widget has a size)
 */
gboolean
cf_board_view_get_place_bounds (CfBoardView *self, CfPlace place, graphene_rect_t *bounds)
{
  Geometry g;

  g_return_val_if_fail (CF_IS_BOARD_VIEW (self), FALSE);
  g_return_val_if_fail (bounds != NULL, FALSE);

  if (!get_geometry (self, &g) || place < 0 || (guint)place >= cf_board_get_n_places (self->board))
    return FALSE;

  if (cf_board_place_is_room (self->board, place))
    {
      const graphene_rect_t *box = &self->room_boxes[cf_board_place_get_room (self->board, place)];

      graphene_rect_init (bounds, g.ox + box->origin.x * g.s, g.oy + box->origin.y * g.s,
                          box->size.width * g.s, box->size.height * g.s);
    }
  else
    {
      int x, y;

      cf_board_place_get_xy (self->board, place, &x, &y);
      *bounds = square_rect (&g, x, y);
    }
  return TRUE;
}
