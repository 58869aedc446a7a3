/* cf-keeper-dialog.h: where a Keeper sends a token
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "casefile-core.h"

G_BEGIN_DECLS

#define CF_TYPE_KEEPER_DIALOG (cf_keeper_dialog_get_type ())

G_DECLARE_FINAL_TYPE (CfKeeperDialog, cf_keeper_dialog, CF, KEEPER_DIALOG, AdwMessageDialog)

gboolean       cf_keeper_needs_target (CfKeeperEffect effect);
GtkWidget     *cf_keeper_dialog_new (GtkWindow *parent, CfSeatView *view, CfKeeperEffect effect);
CfKeeperEffect cf_keeper_dialog_get_effect (CfKeeperDialog *self);
guint          cf_keeper_dialog_get_n_targets (CfKeeperDialog *self);
void           cf_keeper_dialog_set_target (CfKeeperDialog *self, guint index);
int            cf_keeper_dialog_get_suspect (CfKeeperDialog *self);
CfPlace        cf_keeper_dialog_get_place (CfKeeperDialog *self);

G_END_DECLS
