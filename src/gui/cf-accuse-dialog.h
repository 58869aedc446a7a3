/* cf-accuse-dialog.h: asks for a suspect, a weapon and a room to accuse
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "casefile-core.h"

G_BEGIN_DECLS

#define CF_TYPE_ACCUSE_DIALOG (cf_accuse_dialog_get_type ())

G_DECLARE_FINAL_TYPE (CfAccuseDialog, cf_accuse_dialog, CF, ACCUSE_DIALOG, AdwMessageDialog)

GtkWidget *cf_accuse_dialog_new (GtkWindow *parent, CfEdition *edition, const int likely[3]);
void       cf_accuse_dialog_get_cards (CfAccuseDialog *self, int cards[3]);

G_END_DECLS
