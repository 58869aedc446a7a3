/* cf-table-setup.h: the table notebook's set-up: edition, players, my cards
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "casefile-core.h"

G_BEGIN_DECLS

#define CF_TYPE_TABLE_SETUP (cf_table_setup_get_type ())

G_DECLARE_FINAL_TYPE (CfTableSetup, cf_table_setup, CF, TABLE_SETUP, AdwBin)

GtkWidget *cf_table_setup_new (void);
CfCaseLog *cf_table_setup_create_case_log (CfTableSetup *self);

G_END_DECLS
