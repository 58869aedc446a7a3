/* cf-public-view.h: what everyone at the table of a game may see
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "cf-game.h"
#include "cf-story.h"

G_BEGIN_DECLS

#define CF_TYPE_PUBLIC_VIEW (cf_public_view_get_type ())

G_DECLARE_FINAL_TYPE (CfPublicView, cf_public_view, CF, PUBLIC_VIEW, GObject)

CfPublicView  *cf_public_view_new (CfGame *game);
CfEdition     *cf_public_view_get_edition (CfPublicView *self);
CfBoard       *cf_public_view_get_board (CfPublicView *self);
CfStory       *cf_public_view_get_story (CfPublicView *self);
guint          cf_public_view_get_n_seats (CfPublicView *self);
const char    *cf_public_view_get_seat_name (CfPublicView *self, guint seat);
gboolean       cf_public_view_is_seat_out (CfPublicView *self, guint seat);
CfPhase        cf_public_view_get_phase (CfPublicView *self);
guint          cf_public_view_get_current_seat (CfPublicView *self);
CfAwaited      cf_public_view_get_awaited (CfPublicView *self);
int            cf_public_view_get_winner (CfPublicView *self);
int            cf_public_view_get_seat_suspect (CfPublicView *self, guint seat);
int            cf_public_view_get_suggester (CfPublicView *self);
CfPlace        cf_public_view_get_token (CfPublicView *self, int suspect);
gboolean       cf_public_view_start_is_free (CfPublicView *self, int suspect);
int            cf_public_view_get_weapon_room (CfPublicView *self, int weapon);
guint          cf_public_view_get_roll (CfPublicView *self);
const CfReach *cf_public_view_get_reach (CfPublicView *self);
int            cf_public_view_get_suggestion_room (CfPublicView *self);
const int     *cf_public_view_get_envelope (CfPublicView *self);
char          *cf_public_view_describe_hand (CfPublicView *self, guint seat);
char          *cf_public_view_describe_pool (CfPublicView *self);
char          *cf_public_view_describe_whereabouts (CfPublicView *self, int own_suspect);
int            cf_public_view_get_nearest_room (CfPublicView *self, CfPlace square);

/* Discover the Secrets */
const CfIntrigue *cf_public_view_get_intrigue (CfPublicView *self);
gboolean          cf_public_view_get_keepers_enabled (CfPublicView *self);
guint             cf_public_view_get_clocks_out (CfPublicView *self);
guint             cf_public_view_get_n_pool_cards (CfPublicView *self);
gboolean          cf_public_view_get_last_roll_question (CfPublicView *self);
gboolean          cf_public_view_is_seat_murdered (CfPublicView *self, guint seat);

G_END_DECLS
