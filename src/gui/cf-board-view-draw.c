/* cf-board-view-draw.c: the board view's drawing
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <math.h>

#include "cf-board-view-private.h"

/* ---------------------------------------------------------------- palette */

/* Each colour of the board by its @define-color name in style.css, and
 * what it is when no stylesheet names it (the widget outside the app) */
static const struct
{
  const char *name;
  gsize       offset;
  guint32     fallback; /* 0xRRGGBBAA */
} palette_colors[] = {
  { "board_frame_color", G_STRUCT_OFFSET (CfBoardPalette, frame), 0xc8b791ff },
  { "board_corridor_color", G_STRUCT_OFFSET (CfBoardPalette, corridor), 0xfbf5e3ff },
  { "board_grid_color", G_STRUCT_OFFSET (CfBoardPalette, grid), 0x8f7f5c73 },
  { "board_room_color", G_STRUCT_OFFSET (CfBoardPalette, room), 0xe6d7b4ff },
  { "board_centre_color", G_STRUCT_OFFSET (CfBoardPalette, centre), 0xd6c49aff },
  { "board_pool_color", G_STRUCT_OFFSET (CfBoardPalette, pool), 0x9fd8e3ff },
  { "board_pool_wave_color", G_STRUCT_OFFSET (CfBoardPalette, pool_wave), 0xffffffb3 },
  { "board_question_color", G_STRUCT_OFFSET (CfBoardPalette, question), 0xa51d2dff },
  { "board_wall_color", G_STRUCT_OFFSET (CfBoardPalette, wall), 0x5e4b32ff },
  { "board_door_color", G_STRUCT_OFFSET (CfBoardPalette, door), 0xc09a5bff },
  { "board_label_color", G_STRUCT_OFFSET (CfBoardPalette, label), 0x3d2f1cff },
  { "board_chip_color", G_STRUCT_OFFSET (CfBoardPalette, chip), 0xffffffff },
  { "board_chip_border_color", G_STRUCT_OFFSET (CfBoardPalette, chip_border), 0x5e4b328c },
  { "board_chip_label_color", G_STRUCT_OFFSET (CfBoardPalette, chip_label), 0x241f31ff },
  { "board_target_color", G_STRUCT_OFFSET (CfBoardPalette, target), 0x3584e48c },
  { "board_target_hover_color", G_STRUCT_OFFSET (CfBoardPalette, target_hover), 0x3584e4d9 },
  { "board_target_room_color", G_STRUCT_OFFSET (CfBoardPalette, target_room), 0x99c1f199 },
  { "board_target_edge_color", G_STRUCT_OFFSET (CfBoardPalette, target_edge), 0x3584e4ff },
  { "board_cursor_color", G_STRUCT_OFFSET (CfBoardPalette, cursor), 0x1a5fb4ff },
  { "board_cursor_inner_color", G_STRUCT_OFFSET (CfBoardPalette, cursor_inner), 0xffffffff },
  { "board_token_outline_color", G_STRUCT_OFFSET (CfBoardPalette, token_outline), 0x00000099 },
  { "board_shadow_color", G_STRUCT_OFFSET (CfBoardPalette, shadow), 0x00000059 },
};

/**
 * cf_board_view_load_palette:
 * @self: a #CfBoardView
 *
 * Reads the board's colours from the stylesheets: libadwaita loads
 * style.css, and style-dark.css, style-hc.css or style-hc-dark.css over it
 * as the style asks, from the application's resource base path.
 */
void
cf_board_view_load_palette (CfBoardView *self)
{
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  GtkStyleContext *context = gtk_widget_get_style_context (GTK_WIDGET (self));

  for (guint i = 0; i < G_N_ELEMENTS (palette_colors); i++)
    {
      GdkRGBA *color = G_STRUCT_MEMBER_P (&self->palette, palette_colors[i].offset);
      guint32  fallback = palette_colors[i].fallback;

      if (!gtk_style_context_lookup_color (context, palette_colors[i].name, color))
        *color = (GdkRGBA){ (fallback >> 24 & 0xff) / 255.f, (fallback >> 16 & 0xff) / 255.f,
                            (fallback >> 8 & 0xff) / 255.f, (fallback & 0xff) / 255.f };
    }
  G_GNUC_END_IGNORE_DEPRECATIONS
}

static graphene_rect_t
square_rect (const CfBoardFit *g, int x, int y)
{
  CfBoardRect r = cf_board_fit_square_rect (g, x, y);

  return GRAPHENE_RECT_INIT (r.x, r.y, r.width, r.height);
}

/* ---------------------------------------------------------------- helpers */

static float
hairline (const CfBoardFit *g)
{
  return MAX (1.f / g->scale, g->square_size * 0.035f);
}

static float
wall_width (const CfBoardFit *g)
{
  return roundf (MAX (1.5f, g->square_size * 0.1f) * g->scale) / g->scale;
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

/* Where a piece is on this frame: on its way, or where the game has it */
static graphene_point_t
piece_position (CfBoardView *self, guint piece, const graphene_point_t *target, gint64 now)
{
  CfBoardPiece *p = &self->pieces[piece];
  double        t, eased;

  if (p->slide_start == 0 || now - p->slide_start >= CF_BOARD_VIEW_SLIDE_DURATION)
    return *target;

  t = CLAMP ((double)(now - p->slide_start) / CF_BOARD_VIEW_SLIDE_DURATION, 0, 1);
  eased = 1 - pow (1 - t, 3);
  return GRAPHENE_POINT_INIT (p->from.x + (target->x - p->from.x) * eased,
                              p->from.y + (target->y - p->from.y) * eased);
}

/* ---------------------------------------------------------------- drawing */

/* Lines along the inside of the edges of the area (a room or the centre)
 * holding square (x, y), @inset from the edge; doors are left open. */
static void
append_area_edges (CfBoardView      *self,
                   GtkSnapshot      *snapshot,
                   const CfBoardFit *g,
                   int               x,
                   int               y,
                   float             inset,
                   float             width,
                   const GdkRGBA    *color,
                   gboolean          open_doors)
{
  static const int dirs[4][3] = {
    { 0, -1, CF_DOOR_EDGE_TOP },
    { 1, 0, CF_DOOR_EDGE_RIGHT },
    { 0, 1, CF_DOOR_EDGE_BOTTOM },
    { -1, 0, CF_DOOR_EDGE_LEFT },
  };
  graphene_rect_t r = square_rect (g, x, y);
  guint8          doors = open_doors ? cf_board_layout_get_door_edges (self->layout, x, y) : 0;
  gboolean        edge[4];

  for (guint d = 0; d < 4; d++)
    edge[d] = !cf_board_layout_same_area (self->layout, x, y, x + dirs[d][0], y + dirs[d][1]);

  if (edge[0] && !(doors & CF_DOOR_EDGE_TOP))
    append_rect (snapshot, color, r.origin.x, r.origin.y + inset, r.size.width, width);
  if (edge[1] && !(doors & CF_DOOR_EDGE_RIGHT))
    append_rect (snapshot, color, r.origin.x + r.size.width - inset - width, r.origin.y, width,
                 r.size.height);
  if (edge[2] && !(doors & CF_DOOR_EDGE_BOTTOM))
    append_rect (snapshot, color, r.origin.x, r.origin.y + r.size.height - inset - width,
                 r.size.width, width);
  if (edge[3] && !(doors & CF_DOOR_EDGE_LEFT))
    append_rect (snapshot, color, r.origin.x + inset, r.origin.y, width, r.size.height);

  /* Lines run along the inside, so at an inner corner each is carried on
   * to meet the other */
  for (guint d = 0; d < 4; d++)
    {
      guint e = (d + 1) % 4;
      int   dx = dirs[d][0] + dirs[e][0], dy = dirs[d][1] + dirs[e][1];
      float left = r.origin.x, top = r.origin.y;
      float right = left + r.size.width, bottom = top + r.size.height;

      if (edge[d] || edge[e] || cf_board_layout_same_area (self->layout, x, y, x + dx, y + dy))
        continue;
      append_rect (snapshot, color, dx > 0 ? right - inset - width : left + inset,
                   dy > 0 ? bottom - inset - width : top, width, inset + width);
      append_rect (snapshot, color, dx > 0 ? right - inset - width : left,
                   dy > 0 ? bottom - inset - width : top + inset, inset + width, width);
    }

  /* A door: the wall opens, a threshold marks the gap */
  if (doors != 0)
    {
      const GdkRGBA *threshold = &self->palette.door;
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
append_start_ring (GtkSnapshot          *snapshot,
                   const CfBoardFit     *g,
                   const CfBoardPalette *palette,
                   const GdkRGBA        *color,
                   graphene_rect_t       square)
{
  GskRoundedRect outer, inner;
  float          cx = square.origin.x + square.size.width / 2;
  float          cy = square.origin.y + square.size.height / 2;
  float          radius = g->square_size * 0.36f;
  float          ring = MAX (2.f, g->square_size * 0.1f);
  float          line = MAX (1.f / g->scale, g->square_size * 0.03f);

  init_circle (&outer, cx, cy, radius);
  append_outline (snapshot, color, &outer, ring);
  /* A thin edge keeps a white ring visible on a light square */
  append_outline (snapshot, &palette->token_outline, &outer, line);
  init_circle (&inner, cx, cy, radius - ring);
  gsk_rounded_rect_shrink (&inner, -line, -line, -line, -line);
  append_outline (snapshot, &palette->token_outline, &inner, line);
}

static void
append_passage_mark (
    GtkSnapshot *snapshot, const CfBoardFit *g, const CfBoardPalette *palette, int x, int y)
{
  graphene_rect_t r = square_rect (g, x, y);
  GskRoundedRect  plate;
  float           inset = g->square_size * 0.12f;
  float           size = r.size.width - 2 * inset;
  float           pad = size * 0.18f;
  float           step = (size - 2 * pad) / 3;

  graphene_rect_inset (&r, inset, inset);
  gsk_rounded_rect_init_from_rect (&plate, &r, g->square_size * 0.12f);
  append_rounded (snapshot, &palette->wall, &plate);

  /* Three steps going up */
  for (guint i = 0; i < 3; i++)
    append_rect (snapshot, &palette->room, r.origin.x + pad + i * step,
                 r.origin.y + pad + (2 - i) * step, step + 0.5f / g->scale, (i + 1) * step);
}

static void
append_token (CfBoardView            *self,
              GtkSnapshot            *snapshot,
              const CfBoardFit       *g,
              const CfBoardPalette   *palette,
              guint                   suspect,
              const graphene_point_t *centre,
              float                   size)
{
  const char    *color_spec = cf_edition_get_card_color (cf_public_view_get_edition (self->table),
                                                         self->first_suspect_card + suspect);
  GdkRGBA        fill = { 0.6f, 0.6f, 0.6f, 1 }, ink;
  GskRoundedRect disc;
  g_autoptr(PangoLayout) layout = NULL;
  float       cx = g->left + centre->x * g->square_size, cy = g->top + centre->y * g->square_size;
  float       radius = size * g->square_size / 2;
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
             const CfBoardFit       *g,
             const CfBoardPalette   *palette,
             PangoLayout            *layout,
             const graphene_point_t *centre,
             const graphene_size_t  *half)
{
  GskRoundedRect  pill;
  graphene_rect_t rect;
  float cx = g->left + centre->x * g->square_size, cy = g->top + centre->y * g->square_size;

  graphene_rect_init (&rect, cx - half->width * g->square_size, cy - half->height * g->square_size,
                      2 * half->width * g->square_size, 2 * half->height * g->square_size);
  gsk_rounded_rect_init_from_rect (&pill, &rect, half->height * g->square_size);
  gtk_snapshot_append_outset_shadow (snapshot, &pill, &palette->shadow, 0, g->square_size * 0.03f,
                                     0, g->square_size * 0.08f);
  append_rounded (snapshot, &palette->chip, &pill);
  append_outline (snapshot, &palette->chip_border, &pill,
                  MAX (1.f / g->scale, g->square_size * 0.03f));
  append_layout_centred (snapshot, layout, &palette->chip_label, cx, cy);
}

/* Lays out what stands in a room: its name, then its tokens in a row, then
 * its weapons flowing in rows, the block centred in the room's box. The
 * name is drawn here; tokens and weapons get their places in @targets. */
static void
layout_room (CfBoardView          *self,
             GtkSnapshot          *snapshot,
             const CfBoardFit     *g,
             const CfBoardPalette *palette,
             int                   room,
             graphene_point_t     *targets,
             float                *token_sizes,
             PangoLayout         **chip_layouts)
{
  /* The room index n_rooms is the pool */
  gboolean           pool = room == (int)cf_board_get_n_rooms (self->board);
  const CfBoardRect *box = pool ? cf_board_layout_get_pool_box (self->layout)
                                : cf_board_layout_get_room_box (self->layout, room);
  CfPlace            place =
      pool ? cf_board_get_pool_place (self->board) : cf_board_room_place (self->board, room);
  float avail = cf_board_room_inner_width (box);
  g_autoptr(PangoLayout) name = NULL;
  float             name_width, name_height, font, fitted;
  guint             tokens[CF_MAX_CARDS], weapons[CF_MAX_CARDS];
  guint             n_tokens = 0, n_weapons = 0;
  float             chip_widths[CF_MAX_CARDS];
  CfRoomArrangement arrangement;

  if (avail <= 0)
    return;

  for (guint s = 0; s < self->n_suspects; s++)
    if (cf_public_view_get_token (self->table, s) == place)
      tokens[n_tokens++] = s;
  for (guint w = 0; w < self->n_weapons; w++)
    if (cf_public_view_get_weapon_room (self->table, w) == room)
      weapons[n_weapons++] = w;

  /* The name: shrunk to fit, then ellipsized */
  font = g->square_size * CF_BOARD_ROOM_NAME_SIZE;
  name = make_layout (self, cf_board_view_room_name (self, room), font, TRUE);
  layout_size (name, &name_width, &name_height);
  fitted = cf_board_label_font_size (font, name_width, avail * g->square_size,
                                     g->square_size * CF_BOARD_ROOM_NAME_MIN_SIZE);
  if (fitted != font)
    {
      g_clear_object (&name);
      name = make_layout (self, cf_board_view_room_name (self, room), fitted, TRUE);
    }
  pango_layout_set_width (name, (int)(avail * g->square_size * PANGO_SCALE));
  pango_layout_set_ellipsize (name, PANGO_ELLIPSIZE_END);
  pango_layout_set_alignment (name, PANGO_ALIGN_CENTER);
  layout_size (name, &name_width, &name_height);
  name_height /= g->square_size;

  /* Weapon chips with full names when they fit, else short ones */
  for (guint pass = 0; pass < 2; pass++)
    {
      for (guint i = 0; i < n_weapons; i++)
        {
          guint       w = weapons[i];
          const char *text = pass == 0 ? cf_board_view_card_name (self, self->first_weapon_card + w)
                                       : self->weapon_shorts[w];
          float       text_width, text_height;

          g_clear_object (&chip_layouts[w]);
          chip_layouts[w] = make_layout (self, text, g->square_size * 0.34f, FALSE);
          layout_size (chip_layouts[w], &text_width, &text_height);
          chip_widths[i] = MIN (avail, text_width / g->square_size + 2 * CF_BOARD_CHIP_PADDING);
          if (chip_widths[i] >= avail)
            {
              pango_layout_set_width (chip_layouts[w], (int)((avail - 2 * CF_BOARD_CHIP_PADDING) *
                                                             g->square_size * PANGO_SCALE));
              pango_layout_set_ellipsize (chip_layouts[w], PANGO_ELLIPSIZE_END);
            }
        }
      if (cf_board_arrange_room (box, name_height, n_tokens, chip_widths, n_weapons, &arrangement))
        break;
    }

  {
    float cx = g->left + (box->x + box->width / 2) * g->square_size;
    float cy = g->top + arrangement.name_y * g->square_size;

    append_layout_centred (snapshot, name, &palette->label, cx, cy);
    layout_size (name, &name_width, &name_height);
    self->name_rects[room] =
        GRAPHENE_RECT_INIT (cx - name_width / 2, cy - name_height / 2, name_width, name_height);
    self->names_cut[room] = pango_layout_is_ellipsized (name);
  }

  for (guint i = 0; i < n_tokens; i++)
    {
      targets[tokens[i]] = GRAPHENE_POINT_INIT (arrangement.tokens[i].x, arrangement.tokens[i].y);
      token_sizes[tokens[i]] = arrangement.token_size;
    }
  for (guint i = 0; i < n_weapons; i++)
    {
      guint piece = self->n_suspects + weapons[i];

      targets[piece] = GRAPHENE_POINT_INIT (arrangement.chips[i].x, arrangement.chips[i].y);
      self->pieces[piece].half = GRAPHENE_SIZE_INIT (chip_widths[i] / 2, CF_BOARD_CHIP_HEIGHT / 2);
    }
}

/* Ripples on the pool's water: short wavy lines in staggered rows */
static void
append_pool_waves (CfBoardView          *self,
                   GtkSnapshot          *snapshot,
                   const CfBoardFit     *g,
                   const CfBoardPalette *palette)
{
  const CfBoardRect *box = cf_board_layout_get_pool_box (self->layout);
  graphene_rect_t    bounds;
  cairo_t           *cr;
  float              s = g->square_size;

  if (box->width <= 0)
    return;

  graphene_rect_init (&bounds, g->left + box->x * s, g->top + box->y * s, box->width * s,
                      box->height * s);
  cr = gtk_snapshot_append_cairo (snapshot, &bounds);
  gdk_cairo_set_source_rgba (cr, &palette->pool_wave);
  cairo_set_line_width (cr, MAX (1.f, s * 0.07f));
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  for (int y = box->y; y < box->y + box->height; y++)
    for (int x = box->x; x < box->x + box->width; x++)
      {
        float left = g->left + (x + 0.2f) * s, mid = g->top + (y + 0.5f) * s;

        /* Every other square, shifted row by row, and only on the water */
        if ((x + y) % 2 != 0 || cf_board_get_kind (self->board, x, y) != CF_SQUARE_POOL)
          continue;
        cairo_move_to (cr, left, mid);
        cairo_curve_to (cr, left + 0.15f * s, mid - 0.18f * s, left + 0.15f * s, mid - 0.18f * s,
                        left + 0.3f * s, mid);
        cairo_curve_to (cr, left + 0.45f * s, mid + 0.18f * s, left + 0.45f * s, mid + 0.18f * s,
                        left + 0.6f * s, mid);
        cairo_stroke (cr);
      }
  cairo_destroy (cr);
}

/* A "?" in a ring on a corridor square */
static void
append_question_mark (CfBoardView          *self,
                      GtkSnapshot          *snapshot,
                      const CfBoardFit     *g,
                      const CfBoardPalette *palette,
                      graphene_rect_t       square)
{
  GskRoundedRect ring;
  float          cx = square.origin.x + square.size.width / 2;
  float          cy = square.origin.y + square.size.height / 2;
  g_autoptr(PangoLayout) layout = make_layout (self, "?", g->square_size * 0.6f, TRUE);

  init_circle (&ring, cx, cy, g->square_size * 0.38f);
  append_outline (snapshot, &palette->question, &ring, MAX (1.f, g->square_size * 0.07f));
  append_layout_ink_centred (snapshot, layout, &palette->question, cx, cy);
}

static void
append_board (CfBoardView          *self,
              GtkSnapshot          *snapshot,
              const CfBoardFit     *g,
              const CfBoardPalette *palette)
{
  graphene_rect_t board_rect;
  GskRoundedRect  frame;
  float           line = hairline (g);
  float           wall = wall_width (g);
  /* The cursor is drawn only while Enter would act on it */
  CfPlace cursor = gtk_widget_has_focus (GTK_WIDGET (self)) ? self->cursor : CF_PLACE_NONE;

  graphene_rect_init (&board_rect, cf_board_fit_edge_x (g, 0), cf_board_fit_edge_y (g, 0),
                      cf_board_fit_edge_x (g, g->width) - cf_board_fit_edge_x (g, 0),
                      cf_board_fit_edge_y (g, g->height) - cf_board_fit_edge_y (g, 0));
  gsk_rounded_rect_init_from_rect (&frame, &board_rect, g->square_size * 0.25f);
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
          case CF_SQUARE_POOL:
            gtk_snapshot_append_color (snapshot, &palette->pool, &r);
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

  append_pool_waves (self, snapshot, g, palette);

  /* Question-mark squares, where a move stops */
  for (int y = 0; y < g->height; y++)
    for (int x = 0; x < g->width; x++)
      if (cf_board_is_question (self->board, cf_board_square_place (self->board, x, y)))
        append_question_mark (self, snapshot, g, palette, square_rect (g, x, y));

  /* Targets, under walls and labels */
  for (int y = 0; y < g->height; y++)
    for (int x = 0; x < g->width; x++)
      {
        CfPlace         place = cf_board_layout_square_place (self->layout, x, y);
        graphene_rect_t r;

        if (!cf_board_view_place_is_target (self, place))
          continue;
        r = square_rect (g, x, y);
        /* The room under the keyboard cursor is filled as strongly as one
         * under the pointer: its ring alone looked like every other room's */
        if (cf_board_place_is_room (self->board, place) ||
            cf_board_place_is_pool (self->board, place))
          gtk_snapshot_append_color (
              snapshot,
              place == self->hover || place == cursor ? &palette->target : &palette->target_room,
              &r);
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

        if (kind == CF_SQUARE_ROOM || kind == CF_SQUARE_CENTRE || kind == CF_SQUARE_POOL)
          append_area_edges (self, snapshot, g, x, y, 0, wall, &palette->wall, TRUE);
        /* A target room gets a line inside its walls, not only a tint */
        if ((kind == CF_SQUARE_ROOM || kind == CF_SQUARE_POOL) &&
            cf_board_view_place_is_target (self, cf_board_layout_square_place (self->layout, x, y)))
          append_area_edges (self, snapshot, g, x, y, wall, MAX (1.5f, g->square_size * 0.06f),
                             &palette->target_edge, FALSE);
      }

  /* Start squares */
  for (guint s = 0; s < self->n_suspects; s++)
    {
      CfPlace     start = cf_board_get_start (self->board, s);
      const char *spec = cf_edition_get_card_color (cf_public_view_get_edition (self->table),
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
  if (cf_board_layout_get_centre_box (self->layout)->width > 0)
    {
      const CfBoardRect *box = cf_board_layout_get_centre_box (self->layout);
      /* Translators: the middle of the board, where the envelope with the solution lies */
      g_autoptr(PangoLayout) layout =
          make_layout (self, _("Case file"), g->square_size * 0.5f, TRUE);
      float avail = cf_board_room_inner_width (box) * g->square_size;
      float width, height;

      pango_layout_set_width (layout, (int)(avail * PANGO_SCALE));
      pango_layout_set_alignment (layout, PANGO_ALIGN_CENTER);
      pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
      layout_size (layout, &width, &height);
      append_layout_centred (snapshot, layout, &palette->label,
                             g->left + (box->x + box->width / 2) * g->square_size,
                             g->top + (box->y + box->height / 2) * g->square_size);
    }
}

static void
append_cursor (CfBoardView          *self,
               GtkSnapshot          *snapshot,
               const CfBoardFit     *g,
               const CfBoardPalette *palette)
{
  float wall = wall_width (g);
  float ring = MAX (2.f, g->square_size * 0.12f);

  if (cf_board_place_is_room (self->board, self->cursor) ||
      cf_board_place_is_pool (self->board, self->cursor))
    {
      for (int y = 0; y < g->height; y++)
        for (int x = 0; x < g->width; x++)
          if (cf_board_layout_square_place (self->layout, x, y) == self->cursor)
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

/* ---------------------------------------------------------------- the whole */

/**
 * cf_board_view_draw:
 * @self: a #CfBoardView
 * @snapshot: where to draw
 *
 * Draws the board, the targets, the keyboard cursor, the weapons and the
 * tokens (sliding ones last, over the others).
 */
void
cf_board_view_draw (CfBoardView *self, GtkSnapshot *snapshot)
{
  GtkWidget                   *widget = GTK_WIDGET (self);
  const CfBoardPalette        *palette = &self->palette;
  g_autofree graphene_point_t *targets = NULL;
  g_autofree float            *token_sizes = NULL;
  g_autofree PangoLayout     **chip_layouts = NULL;
  gint64                       now;
  CfBoardFit                   g;

  if (self->table == NULL || !cf_board_view_get_fit (self, &g))
    return;

  append_board (self, snapshot, &g, palette);

  targets = g_new0 (graphene_point_t, cf_board_view_n_pieces (self));
  token_sizes = g_new0 (float, self->n_suspects);
  chip_layouts = g_new0 (PangoLayout *, self->n_weapons);

  /* The rooms, then the pool as the room index n_rooms */
  for (guint r = 0; r < cf_board_get_n_rooms (self->board); r++)
    layout_room (self, snapshot, &g, palette, r, targets, token_sizes, chip_layouts);
  if (cf_board_get_pool_place (self->board) != CF_PLACE_NONE)
    layout_room (self, snapshot, &g, palette, cf_board_get_n_rooms (self->board), targets,
                 token_sizes, chip_layouts);

  for (guint s = 0; s < self->n_suspects; s++)
    {
      CfPlace place = cf_public_view_get_token (self->table, s);
      guint   sharing = 0, index = 0;

      if (place == CF_PLACE_NONE || cf_board_place_is_room (self->board, place) ||
          cf_board_place_is_pool (self->board, place))
        continue;
      /* Where the rules let tokens share a square, they sit side by side
       * in it, smaller. */
      for (guint t = 0; t < self->n_suspects; t++)
        if (cf_public_view_get_token (self->table, t) == place)
          {
            index += t < s;
            sharing++;
          }
      {
        CfBoardPoint centre = cf_board_layout_place_centre (self->layout, place);
        guint        columns = sharing <= 1 ? 1 : sharing <= 4 ? 2 : 3;
        guint        rows = (sharing + columns - 1) / columns;
        float        cell = 1.0f / MAX (columns, rows);

        targets[s] = GRAPHENE_POINT_INIT (
            centre.x + ((index % columns) + 0.5f) * cell - 0.5f * columns * cell,
            centre.y + ((index / columns) + 0.5f) * cell - 0.5f * rows * cell);
        token_sizes[s] = sharing <= 1 ? CF_BOARD_TOKEN_SIZE : cell * 0.9f;
      }
    }

  /* Not only while GTK shows focus rings: it hides them a few seconds after
   * the last key it saw, and the arrows the board takes do not bring them
   * back, yet Enter still acts on the cursor. */
  if (self->cursor != CF_PLACE_NONE && gtk_widget_has_focus (widget))
    append_cursor (self, snapshot, &g, palette);

  now = cf_board_view_frame_time (self);

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
        CfBoardPiece *p = &self->pieces[s];

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