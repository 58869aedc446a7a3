/* cf-accessible.h: the accessible names and values GTK 4.8 leaves out
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

void     cf_accessible_name_value (GtkWidget *widget, const char *name, const char *value);
void     cf_accessible_name_drop_down (GtkDropDown *dropdown, const char *name);
void     cf_accessible_label_drop_down (GtkDropDown *dropdown, GtkLabel *label);
gboolean cf_accessible_drop_down_is_open (GtkDropDown *dropdown);
void     cf_accessible_name_menu_button (GtkMenuButton *button, const char *name);
void     cf_accessible_fix_mnemonics (GtkWidget *root);
void     cf_accessible_set_checkable (GtkToggleButton *toggle);

/* A widget's own words, set only when they change; an announcement said
 * once through the focused widget (cf-announcer.c) */
void  cf_accessible_announce (GtkWidget *widget, const char *text);
void  cf_accessible_forget_announcement (GtkWidget *widget);
void  cf_accessible_set_label (GtkWidget *widget, const char *label);
void  cf_accessible_set_description (GtkWidget *widget, const char *description);
void  cf_accessible_set_tooltip (GtkWidget *widget, const char *tooltip);
guint cf_accessible_get_n_updates (void);

G_END_DECLS
