/* cf-refute-dialog.h: asks the refuter which named card to show
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "casefile-core.h"

G_BEGIN_DECLS

#define CF_TYPE_REFUTE_DIALOG (cf_refute_dialog_get_type ())

G_DECLARE_FINAL_TYPE (CfRefuteDialog, cf_refute_dialog, CF, REFUTE_DIALOG, AdwMessageDialog)

/* The response of the refuter who plays a Keeper to show no card */
#define CF_REFUTE_DIALOG_REFUSE "refuse"

GtkWidget *cf_refute_dialog_new (GtkWindow *parent, CfSeatView *view);
int        cf_refute_dialog_response_get_card (const char *response);

G_END_DECLS
