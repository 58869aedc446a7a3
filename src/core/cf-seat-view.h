/* cf-seat-view.h: what one seat of a game may know and is asked to decide
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "cf-game.h"
#include "cf-public-view.h"

G_BEGIN_DECLS

#define CF_TYPE_SEAT_VIEW (cf_seat_view_get_type ())

G_DECLARE_FINAL_TYPE (CfSeatView, cf_seat_view, CF, SEAT_VIEW, GObject)

CfSeatView   *cf_seat_view_new (CfGame *game, guint seat);
CfPublicView *cf_seat_view_get_table (CfSeatView *self);
guint         cf_seat_view_get_seat (CfSeatView *self);
const char   *cf_seat_view_get_name (CfSeatView *self);
guint         cf_seat_view_get_n_cards (CfSeatView *self);
int           cf_seat_view_get_card (CfSeatView *self, guint index);
CfCaseLog    *cf_seat_view_get_case_log (CfSeatView *self);
const char   *cf_seat_view_get_marks (CfSeatView *self);
void          cf_seat_view_set_marks (CfSeatView *self, const char *marks);
const char   *cf_seat_view_get_note (CfSeatView *self);
void          cf_seat_view_set_note (CfSeatView *self, const char *note);
CfChoices     cf_seat_view_get_choices (CfSeatView *self);
CfEdition    *cf_seat_view_get_edition (CfSeatView *self);
const int    *cf_seat_view_get_suggestion (CfSeatView *self);
const char   *cf_seat_view_get_suggester_name (CfSeatView *self);
GArray       *cf_seat_view_get_refute_choices (CfSeatView *self);
gboolean      cf_seat_view_can_play_keeper (CfSeatView *self, CfKeeperEffect effect);
const char   *cf_seat_view_get_keeper_name (CfSeatView *self, CfKeeperEffect effect);
CfBoard      *cf_seat_view_get_board (CfSeatView *self);
CfPlace       cf_seat_view_get_place (CfSeatView *self);
gboolean      cf_seat_view_can_send_to_start (CfSeatView *self, int suspect);
const char   *cf_seat_view_get_keeper_text (CfSeatView *self, CfKeeperEffect effect);
guint         cf_seat_view_get_n_keepers (CfSeatView *self);
int           cf_seat_view_get_keeper (CfSeatView *self, guint index);
gboolean      cf_seat_view_is_listening (CfSeatView *self);
guint         cf_seat_view_get_n_pool_cards (CfSeatView *self);
int           cf_seat_view_get_pool_card_seen (CfSeatView *self, guint position);
gboolean      cf_seat_view_can_look (CfSeatView *self, guint position);
gboolean      cf_seat_view_act (CfSeatView *self, const CfAction *action, GError **error);

G_END_DECLS
