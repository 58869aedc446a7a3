/* cf-new-game-page.h: who plays which suspect in a new game
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "casefile-core.h"

G_BEGIN_DECLS

#define CF_TYPE_NEW_GAME_PAGE (cf_new_game_page_get_type ())

G_DECLARE_FINAL_TYPE (CfNewGamePage, cf_new_game_page, CF, NEW_GAME_PAGE, GtkWidget)

GtkWidget *cf_new_game_page_new (void);
CfEdition *cf_new_game_page_get_edition (CfNewGamePage *self);
guint      cf_new_game_page_get_seats (CfNewGamePage *self,
                                       CfSeatSetup    seats[CF_GAME_MAX_SEATS],
                                       gboolean      *remote);
void       cf_new_game_page_get_options (CfNewGamePage *self, CfGameOptions *options);
void       cf_new_game_page_set_error (CfNewGamePage *self, const char *message);
void       cf_new_game_page_focus_start (CfNewGamePage *self);

G_END_DECLS
