/* cf-board-view.h: the board of a game, drawn, with moves to pick
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "casefile-core.h"

G_BEGIN_DECLS

#define CF_TYPE_BOARD_VIEW (cf_board_view_get_type ())

G_DECLARE_FINAL_TYPE (CfBoardView, cf_board_view, CF, BOARD_VIEW, GtkWidget)

GtkWidget    *cf_board_view_new (void);
CfPublicView *cf_board_view_get_table (CfBoardView *self);
void          cf_board_view_set_table (CfBoardView *self, CfPublicView *table);
void          cf_board_view_set_targets (CfBoardView *self, const CfReach *reach);
gboolean      cf_board_view_has_targets (CfBoardView *self);
CfPlace       cf_board_view_get_cursor (CfBoardView *self);
void          cf_board_view_set_own_suspect (CfBoardView *self, int suspect);
gboolean cf_board_view_get_place_bounds (CfBoardView *self, CfPlace place, graphene_rect_t *bounds);

G_END_DECLS
