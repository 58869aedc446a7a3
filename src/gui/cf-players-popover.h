/* cf-players-popover.h: who plays each seat, and where they are
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "cf-play-page.h"

G_BEGIN_DECLS

#define CF_TYPE_PLAYERS_POPOVER (cf_players_popover_get_type ())

G_DECLARE_FINAL_TYPE (CfPlayersPopover, cf_players_popover, CF, PLAYERS_POPOVER, GtkPopover)

GtkWidget *cf_players_popover_new (CfPlayPage *page);
GtkWidget *cf_players_popover_get_list (CfPlayersPopover *self);

G_END_DECLS
