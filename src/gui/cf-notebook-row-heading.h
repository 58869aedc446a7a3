/* cf-notebook-row-heading.h: the heading of a notebook row
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define CF_TYPE_NOTEBOOK_ROW_HEADING (cf_notebook_row_heading_get_type ())

G_DECLARE_FINAL_TYPE (
    CfNotebookRowHeading, cf_notebook_row_heading, CF, NOTEBOOK_ROW_HEADING, GtkWidget)

GtkWidget *cf_notebook_row_heading_new_card (const char *card_name);
GtkWidget *cf_notebook_row_heading_new_category (const char *category_name);

G_END_DECLS
