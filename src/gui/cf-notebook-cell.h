/* cf-notebook-cell.h: one cell of the notebook: a card and who may hold it
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define CF_TYPE_NOTEBOOK_CELL (cf_notebook_cell_get_type ())

G_DECLARE_FINAL_TYPE (CfNotebookCell, cf_notebook_cell, CF, NOTEBOOK_CELL, GtkButton)

GtkWidget  *cf_notebook_cell_new (guint index);
guint       cf_notebook_cell_get_index (CfNotebookCell *self);
const char *cf_notebook_cell_get_words (CfNotebookCell *self);
void cf_notebook_cell_set_words (CfNotebookCell *self, const char *markup, const char *words);

G_END_DECLS
