/* cf-board-view-private.h: what the board view's files share
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "cf-board-layout.h"
#include "cf-board-view.h"

G_BEGIN_DECLS

/* Pixels per square: the least the board is usable at, and what it asks for */
#define CF_BOARD_VIEW_MIN_SQUARE_SIZE 12
#define CF_BOARD_VIEW_NATURAL_SQUARE_SIZE 28

#define CF_BOARD_VIEW_SLIDE_DURATION (300 * G_TIME_SPAN_MILLISECOND)

/* The board's colours, from the @define-color names of style.css (and its
 * dark and high-contrast variants) */
typedef struct
{
  GdkRGBA frame;
  GdkRGBA corridor;
  GdkRGBA grid;
  GdkRGBA room;
  GdkRGBA centre;
  GdkRGBA pool;
  GdkRGBA pool_wave;
  GdkRGBA question;
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
} CfBoardPalette;

/* A token (suspects first) or a weapon chip, where it was last drawn and
 * where its slide began; the game says where it stands. */
typedef struct
{
  graphene_point_t drawn; /* centre, in squares */
  graphene_point_t from;
  graphene_size_t  half;        /* half extent last drawn, in squares */
  gint64           slide_start; /* 0: not sliding */
  gboolean         has_drawn;
} CfBoardPiece;

struct _CfBoardView
{
  GtkWidget parent_instance;

  CfPublicView *table;
  CfBoard      *board;
  gulong        token_moved_id;
  gulong        weapon_moved_id;

  /* Derived from the board when the game is set */
  CfBoardLayout *layout;
  char         **token_marks; /* short letters per suspect */
  char         **weapon_shorts;
  guint          n_suspects;
  guint          n_weapons;
  guint          first_suspect_card;
  guint          first_weapon_card;
  guint          first_room_card;

  CfBoardPiece *pieces; /* n_suspects + n_weapons */
  guint         tick_id;

  /* Per room, as last drawn: the box of its name in pixels, and whether the
   * name had to be cut short (tests check that names fit) */
  graphene_rect_t *name_rects;
  gboolean        *names_cut;

  CfBoardPalette palette;

  GArray *target_squares;
  guint64 target_rooms;
  CfPlace cursor;
  CfPlace hover;
  int     own_suspect; /* the listener's token, "(you)" in the description */
};

/* cf-board-view.c */
guint       cf_board_view_n_pieces (CfBoardView *self);
gboolean    cf_board_view_get_fit (CfBoardView *self, CfBoardFit *fit);
gboolean    cf_board_view_place_is_target (CfBoardView *self, CfPlace place);
const char *cf_board_view_card_name (CfBoardView *self, guint card);
const char *cf_board_view_room_name (CfBoardView *self, int room);
gint64      cf_board_view_frame_time (CfBoardView *self);
char       *cf_board_view_tooltip_at (CfBoardView *self, double x, double y);
int         cf_board_view_area_of (CfBoardView *self, CfPlace place);
CfPlace     cf_board_view_place_at (CfBoardView *self, double px, double py);
void        cf_board_view_update_accessible_label (CfBoardView *self);
void        cf_board_view_update_accessible_description (CfBoardView *self);
const char *cf_board_view_design_note (CfBoardView *self);

/* cf-board-view-draw.c */
void cf_board_view_load_palette (CfBoardView *self);
void cf_board_view_draw (CfBoardView *self, GtkSnapshot *snapshot);

G_END_DECLS
