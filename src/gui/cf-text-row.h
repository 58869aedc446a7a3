/* cf-text-row.h: a row with a title and a text field a screen reader hears
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define CF_TYPE_TEXT_ROW (cf_text_row_get_type ())

G_DECLARE_DERIVABLE_TYPE (CfTextRow, cf_text_row, CF, TEXT_ROW, AdwActionRow)

struct _CfTextRowClass
{
  AdwActionRowClass parent_class;
};

GtkWidget *cf_text_row_new (const char *title);
GtkEntry  *cf_text_row_get_entry (CfTextRow *self);

G_END_DECLS
