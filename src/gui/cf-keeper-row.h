/* cf-keeper-row.h: one Keeper in the Intrigue tab, with its Play button
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "casefile-core.h"

G_BEGIN_DECLS

#define CF_TYPE_KEEPER_ROW (cf_keeper_row_get_type ())

G_DECLARE_FINAL_TYPE (CfKeeperRow, cf_keeper_row, CF, KEEPER_ROW, AdwActionRow)

GtkWidget     *cf_keeper_row_new (const CfIntrigue *deck, int keeper, gboolean ready);
CfKeeperEffect cf_keeper_row_get_effect (CfKeeperRow *self);
gboolean       cf_keeper_row_get_playable (CfKeeperRow *self);
void           cf_keeper_row_set_playable (CfKeeperRow *self, gboolean playable);

G_END_DECLS
