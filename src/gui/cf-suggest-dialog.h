/* cf-suggest-dialog.h: asks for a suspect and a weapon to suggest in a room
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "casefile-core.h"

G_BEGIN_DECLS

#define CF_TYPE_SUGGEST_DIALOG (cf_suggest_dialog_get_type ())

G_DECLARE_FINAL_TYPE (CfSuggestDialog, cf_suggest_dialog, CF, SUGGEST_DIALOG, AdwMessageDialog)

GtkWidget *cf_suggest_dialog_new (GtkWindow *parent, CfEdition *edition, int room_card);
void       cf_suggest_dialog_set_view (CfSuggestDialog *self, CfSeatView *view);
void       cf_suggest_dialog_set_cards (CfSuggestDialog *self, int suspect, int weapon);
int        cf_suggest_dialog_get_suspect (CfSuggestDialog *self);
int        cf_suggest_dialog_get_weapon (CfSuggestDialog *self);

G_END_DECLS
