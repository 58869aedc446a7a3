/* cf-table-page.h: the notebook for a game on a physical board
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "casefile-core.h"

G_BEGIN_DECLS

#define CF_TYPE_TABLE_PAGE (cf_table_page_get_type ())

G_DECLARE_FINAL_TYPE (CfTablePage, cf_table_page, CF, TABLE_PAGE, GtkWidget)

GtkWidget       *cf_table_page_new (void);
CfCaseLog       *cf_table_page_get_case_log (CfTablePage *self);
void             cf_table_page_set_case_log (CfTablePage *self, CfCaseLog *log);
void             cf_table_page_resume (CfTablePage *self, CfCaseLog *log, const char *stamp);
void             cf_table_page_set_autosave (CfTablePage *self, GFile *file);
void             cf_table_page_open_file (CfTablePage *self, GFile *file);
gboolean         cf_table_page_import_file (CfTablePage *self, GFile *file);
gboolean         cf_table_page_save_as (CfTablePage *self, GFile *file);
CfCaseLogEditor *cf_table_page_get_editor (CfTablePage *self);

G_END_DECLS
