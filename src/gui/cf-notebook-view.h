/* cf-notebook-view.h: a seat's notebook, filled in by the exact deduction
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "casefile-core.h"

G_BEGIN_DECLS

#define CF_TYPE_NOTEBOOK_VIEW (cf_notebook_view_get_type ())

G_DECLARE_FINAL_TYPE (CfNotebookView, cf_notebook_view, CF, NOTEBOOK_VIEW, GtkWidget)

GtkWidget   *cf_notebook_view_new (void);
void         cf_notebook_view_set_case_log (CfNotebookView *self, CfCaseLog *log);
CfDeduction *cf_notebook_view_get_deduction (CfNotebookView *self);
void         cf_notebook_view_set_marks (CfNotebookView *self, const char *marks);
const char  *cf_notebook_view_get_marks (CfNotebookView *self);
void         cf_notebook_view_set_auto_fill (CfNotebookView *self, gboolean auto_fill);
GtkWidget   *cf_notebook_view_get_header (CfNotebookView *self);

G_END_DECLS
