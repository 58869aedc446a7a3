/* cf-shortcuts.c: a page's keys that work anywhere in its window
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "cf-shortcuts.h"

/**
 * cf_widget_add_window_shortcuts:
 * @widget: a page whose actions the keys activate
 * @keys: (array length=n_keys): the keys and their actions
 *
 * Binds @keys in a shortcut controller of managed scope: the window runs it
 * whatever has the focus, while @widget is shown. A disabled action or an
 * unmapped page takes no key, so two pages may share one.
 */
void
cf_widget_add_window_shortcuts (GtkWidget *widget, const CfShortcut *keys, guint n_keys)
{
  GtkEventController *controller = gtk_shortcut_controller_new ();

  gtk_shortcut_controller_set_scope (GTK_SHORTCUT_CONTROLLER (controller),
                                     GTK_SHORTCUT_SCOPE_MANAGED);
  for (guint i = 0; i < n_keys; i++)
    gtk_shortcut_controller_add_shortcut (
        GTK_SHORTCUT_CONTROLLER (controller),
        gtk_shortcut_new (gtk_shortcut_trigger_parse_string (keys[i].trigger),
                          gtk_named_action_new (keys[i].action)));
  gtk_widget_add_controller (widget, controller);
}
