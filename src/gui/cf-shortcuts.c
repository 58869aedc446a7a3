/* cf-shortcuts.c: a page's keys that work anywhere in its window
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "cf-shortcuts.h"

static void
add_keys (GtkEventController *controller, const CfShortcut *keys, guint n_keys)
{
  for (guint i = 0; i < n_keys; i++)
    gtk_shortcut_controller_add_shortcut (
        GTK_SHORTCUT_CONTROLLER (controller),
        gtk_shortcut_new (gtk_shortcut_trigger_parse_string (keys[i].trigger),
                          gtk_named_action_new (keys[i].action)));
}

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
  add_keys (controller, keys, n_keys);
  gtk_widget_add_controller (widget, controller);
}

/**
 * cf_widget_add_capture_shortcuts:
 * @widget: a page whose actions the keys activate
 * @keys: (array length=n_keys): the keys and their actions
 *
 * Binds @keys on @widget in the capture phase: while the focus is inside
 * @widget, they are its own before any child sees them (a list's built-in
 * Shift+Ctrl+A "unselect all" would take Accuse otherwise). Use it beside
 * cf_widget_add_window_shortcuts(), for a page whose children take no text.
 */
void
cf_widget_add_capture_shortcuts (GtkWidget *widget, const CfShortcut *keys, guint n_keys)
{
  GtkEventController *controller = gtk_shortcut_controller_new ();

  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_CAPTURE);
  add_keys (controller, keys, n_keys);
  gtk_widget_add_controller (widget, controller);
}
