/* cf-entry-row.h: one entry of the table notebook, in the list of entries
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "casefile-core.h"

G_BEGIN_DECLS

#define CF_TYPE_ENTRY_ROW (cf_entry_row_get_type ())

G_DECLARE_FINAL_TYPE (CfEntryRow, cf_entry_row, CF, ENTRY_ROW, GtkWidget)

GtkWidget      *cf_entry_row_new (CfCaseLogEntry *entry);
CfCaseLogEntry *cf_entry_row_get_entry (CfEntryRow *self);
void            cf_entry_row_set_entry (CfEntryRow *self, CfCaseLogEntry *entry);

G_END_DECLS
