/* cf-play-page.h: a game in play: the board, the seat's hand, the story
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "casefile-core.h"

G_BEGIN_DECLS

#define CF_TYPE_PLAY_PAGE (cf_play_page_get_type ())

G_DECLARE_FINAL_TYPE (CfPlayPage, cf_play_page, CF, PLAY_PAGE, GtkWidget)

GtkWidget *cf_play_page_new (void);
void       cf_play_page_set_hot_seat (CfPlayPage *self, CfHotSeat *hot_seat);
void       cf_play_page_set_autosave (CfPlayPage *self, GFile *file);
void       cf_play_page_set_auto_fill (CfPlayPage *self, gboolean auto_fill);
void       cf_play_page_set_bot_delay (CfPlayPage *self, guint milliseconds);
CfHotSeat *cf_play_page_get_hot_seat (CfPlayPage *self);

void cf_play_page_leave (CfPlayPage *self);

G_END_DECLS
