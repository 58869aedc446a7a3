/* cf-intrigue-panel.h: the Intrigue tab: one seat's pool looks and Keepers
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "casefile-core.h"

G_BEGIN_DECLS

#define CF_TYPE_INTRIGUE_PANEL (cf_intrigue_panel_get_type ())

G_DECLARE_FINAL_TYPE (CfIntriguePanel, cf_intrigue_panel, CF, INTRIGUE_PANEL, GtkWidget)

GtkWidget  *cf_intrigue_panel_new (void);
CfSeatView *cf_intrigue_panel_get_view (CfIntriguePanel *self);
void        cf_intrigue_panel_set_view (CfIntriguePanel *self, CfSeatView *view);
gboolean    cf_intrigue_panel_get_acts (CfIntriguePanel *self);
void        cf_intrigue_panel_set_acts (CfIntriguePanel *self, gboolean acts);
gboolean    cf_intrigue_panel_get_active (CfIntriguePanel *self);
gboolean    cf_intrigue_panel_get_playable (CfIntriguePanel *self);
void        cf_intrigue_panel_refresh (CfIntriguePanel *self);

G_END_DECLS
