/* cf-pool-dialog.h: the face-down cards in the pool, looked at one by one
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "casefile-core.h"

G_BEGIN_DECLS

#define CF_TYPE_POOL_DIALOG (cf_pool_dialog_get_type ())

G_DECLARE_FINAL_TYPE (CfPoolDialog, cf_pool_dialog, CF, POOL_DIALOG, AdwMessageDialog)

GtkWidget *cf_pool_dialog_new (GtkWindow *parent, CfSeatView *view);
void       cf_pool_dialog_look (CfPoolDialog *self, int position);

G_END_DECLS
