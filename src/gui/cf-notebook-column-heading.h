/* cf-notebook-column-heading.h: the heading of a notebook column
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define CF_TYPE_NOTEBOOK_COLUMN_HEADING (cf_notebook_column_heading_get_type ())

G_DECLARE_FINAL_TYPE (
    CfNotebookColumnHeading, cf_notebook_column_heading, CF, NOTEBOOK_COLUMN_HEADING, GtkWidget)

GtkWidget *cf_notebook_column_heading_new (const char *short_name, const char *name);

G_END_DECLS
