/* cf-shortcuts.h: a page's keys that work anywhere in its window
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

typedef struct
{
  const char *trigger; /* "<Control>r", as gtk_shortcut_trigger_parse_string () reads it */
  const char *action;  /* "game.roll": an action of the widget */
} CfShortcut;

void cf_widget_add_window_shortcuts (GtkWidget *widget, const CfShortcut *keys, guint n_keys);
void cf_widget_add_capture_shortcuts (GtkWidget *widget, const CfShortcut *keys, guint n_keys);

G_END_DECLS
