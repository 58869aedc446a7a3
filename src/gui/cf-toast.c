/* cf-toast.c: toasts from anywhere in the window
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "cf-text.h"
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
  g_autofree char *line = cf_text_line (title);

  /* In the UI's direction, whatever name comes first (cf-text.c) */
  cf_widget_add_toast (widget, adw_toast_new (line));
}

typedef struct
{
  GtkWidget *window; /* weak */
  char      *heading;
  char      *details;
} Details;

static void
details_free (gpointer data, GClosure *closure)
{
  Details *d = data;

  g_clear_weak_pointer (&d->window);
  g_free (d->heading);
  g_free (d->details);
  g_free (d);
}

static void
on_details_clicked (AdwToast *toast, Details *d)
{
  GtkWidget *dialog;

  if (d->window == NULL)
    return;
  dialog = adw_message_dialog_new (GTK_WINDOW (d->window), d->heading, d->details);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

/**
 * cf_widget_add_toast_details:
 * @widget: a widget inside the window
 * @title: what happened, short enough for one line
 * @heading: the heading of the details (title case)
 * @details: the whole story: why, and what to do
 *
 * Shows a toast that stays until dismissed, with a Details button that
 * opens a message with @heading and @details. For what the user must know
 * and may need to act on (a save that failed); a toast's title is cut to
 * one line, so the why and the what-to-do go in @details.
 */
void
cf_widget_add_toast_details (GtkWidget  *widget,
                             const char *title,
                             const char *heading,
                             const char *details)
{
  g_autofree char *line = cf_text_line (title);
  AdwToast        *toast;
  Details         *d;

  g_return_if_fail (GTK_IS_WIDGET (widget));

  /* In the UI's direction, whatever name or path comes first (cf-text.c) */
  toast = adw_toast_new (line);
  adw_toast_set_timeout (toast, 0);
  adw_toast_set_priority (toast, ADW_TOAST_PRIORITY_HIGH);
  adw_toast_set_button_label (toast, _("_Details"));
  d = g_new0 (Details, 1);
  g_set_weak_pointer (&d->window, GTK_WIDGET (gtk_widget_get_root (widget)));
  d->heading = cf_text_line (heading);
  d->details = cf_text_line (details);
  g_signal_connect_data (toast, "button-clicked", G_CALLBACK (on_details_clicked), d, details_free,
                         0);
  g_debug ("%s: %s", title, details);
  cf_widget_add_toast (widget, toast);
}
