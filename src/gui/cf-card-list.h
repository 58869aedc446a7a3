/* cf-card-list.h: the cards of one category as a list model for drop-downs
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "casefile-core.h"

G_BEGIN_DECLS

GListModel *cf_card_list_new (CfEdition *edition, CfCategory category);
void cf_card_list_select (GtkDropDown *dropdown, CfEdition *edition, CfCategory category, int card);
int  cf_card_list_get_selected (GtkDropDown *dropdown, CfEdition *edition, CfCategory category);

typedef gboolean (*CfCardListEnterFunc) (GtkDropDown *dropdown, gboolean control, gpointer data);

void cf_card_list_on_enter (GtkWidget *fields, CfCardListEnterFunc func, gpointer data);

G_END_DECLS
