/* cf-table-page-files.c: the table notebook's files: opening case logs
 * (asking before replacing the notebook in progress), saving as
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <locale.h>
#include <math.h>

#include <glib/gi18n.h>

#include "cf-shortcuts.h"
#include "cf-table-page-private.h"
#include "cf-toast.h"

/* ---------------------------------------------------------------- files */

void
cf_table_page_show_error (CfTablePage *self, const char *heading, const char *message)
{
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))),
                                              heading, message);

  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
on_import_response (GtkNativeDialog *dialog, int response, CfTablePage *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      cf_table_page_open_file (self, file);
    }
  g_object_unref (dialog);
}

static void
on_export_response (GtkNativeDialog *dialog, int response, CfTablePage *self)
{
  if (response == GTK_RESPONSE_ACCEPT && self->log != NULL)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      cf_table_page_save_as (self, file);
    }
  g_object_unref (dialog);
}

static GtkFileFilter *
case_log_filter (void)
{
  GtkFileFilter *filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, _("Case logs"));
  gtk_file_filter_add_mime_type (filter, "application/x-casefile-case-log");
  gtk_file_filter_add_mime_type (filter, "application/json");
  gtk_file_filter_add_suffix (filter, "caselog");
  gtk_file_filter_add_suffix (filter, "json");
  return filter;
}

void
cf_table_page_import_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  /* GtkFileDialog is newer than GTK 4.8: the native chooser it is. */
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  GtkFileChooserNative *dialog =
      gtk_file_chooser_native_new (_("Open a Case Log"), GTK_WINDOW (gtk_widget_get_root (widget)),
                                   GTK_FILE_CHOOSER_ACTION_OPEN, _("_Open"), NULL);
  g_autoptr(GtkFileFilter) filter = case_log_filter ();
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (dialog), filter);
  G_GNUC_END_IGNORE_DEPRECATIONS
  g_signal_connect (dialog, "response", G_CALLBACK (on_import_response), widget);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

void
cf_table_page_export_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  CfTablePage          *self = CF_TABLE_PAGE (widget);
  GtkFileChooserNative *dialog;

  if (self->log == NULL)
    return;
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  dialog = gtk_file_chooser_native_new (_("Save the Case Log"),
                                        GTK_WINDOW (gtk_widget_get_root (widget)),
                                        GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"), NULL);
  /* Translators: the suggested file name; keep the .caselog extension */
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (dialog), _("notebook.caselog"));
  /* The user's documents, not wherever Casefile was started from. */
  {
    const char *documents = g_get_user_special_dir (G_USER_DIRECTORY_DOCUMENTS);
    g_autoptr(GFile) folder = g_file_new_for_path (
        documents != NULL && g_file_test (documents, G_FILE_TEST_IS_DIR) ? documents
                                                                         : g_get_home_dir ());
    gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (dialog), folder, NULL);
  }
  G_GNUC_END_IGNORE_DEPRECATIONS
  g_signal_connect (dialog, "response", G_CALLBACK (on_export_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}
