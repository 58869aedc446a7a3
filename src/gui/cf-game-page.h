/* cf-game-page.h: a game in play: the board, the seat's hand, the story
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "casefile-core.h"

G_BEGIN_DECLS

#define CF_TYPE_GAME_PAGE (cf_game_page_get_type ())

G_DECLARE_FINAL_TYPE (CfGamePage, cf_game_page, CF, GAME_PAGE, GtkWidget)

GtkWidget *cf_game_page_new (void);
CfGame    *cf_game_page_get_game (CfGamePage *self);
void       cf_game_page_set_game (CfGamePage *self, CfGame *game);
void       cf_game_page_set_autosave (CfGamePage *self, GFile *file);
void       cf_game_page_set_auto_fill (CfGamePage *self, gboolean auto_fill);
void       cf_game_page_set_bot_delay (CfGamePage *self, guint milliseconds);
CfHotSeat *cf_game_page_get_hot_seat (CfGamePage *self);

void cf_game_page_leave (CfGamePage *self);

G_END_DECLS
