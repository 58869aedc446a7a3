/* cf-toast.c: toasts from anywhere in the window
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "cf-toast.h"

/**
 * cf_widget_add_toast:
 * @widget: a widget inside the window
 * @toast: (transfer full): the toast
 *
 * Shows @toast in the nearest AdwToastOverlay around @widget (the window
 * wraps its content in one). Without an overlay (a page tested on its own)
 * the toast's title goes to the debug log, so nothing is lost silently.
 */
void
cf_widget_add_toast (GtkWidget *widget, AdwToast *toast)
{
  GtkWidget *overlay;

  g_return_if_fail (GTK_IS_WIDGET (widget));
  g_return_if_fail (ADW_IS_TOAST (toast));

  overlay = gtk_widget_get_ancestor (widget, ADW_TYPE_TOAST_OVERLAY);
  if (overlay == NULL)
    {
      g_debug ("Toast without an overlay: %s", adw_toast_get_title (toast));
      g_object_unref (toast);
      return;
    }
  adw_toast_overlay_add_toast (ADW_TOAST_OVERLAY (overlay), toast);
}

/**
 * cf_widget_add_toast_text:
 * @widget: a widget inside the window
 * @title: what the user must know, already translated
 */
void
cf_widget_add_toast_text (GtkWidget *widget, const char *title)
{
  cf_widget_add_toast (widget, adw_toast_new (title));
}
