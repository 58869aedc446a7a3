/* cf-entry-form.h: the form that enters one thing that happened at the table
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "casefile-core.h"

G_BEGIN_DECLS

#define CF_TYPE_ENTRY_FORM (cf_entry_form_get_type ())

G_DECLARE_FINAL_TYPE (CfEntryForm, cf_entry_form, CF, ENTRY_FORM, AdwBin)

GtkWidget *cf_entry_form_new (void);
void       cf_entry_form_set_case_log (CfEntryForm *self, CfCaseLog *log);
GArray    *cf_entry_form_get_events (CfEntryForm *self);
gboolean   cf_entry_form_get_complete (CfEntryForm *self);
void       cf_entry_form_set_event (CfEntryForm *self, const CfEvent *event);

G_END_DECLS
