/* cf-application.c
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "cf-accessible.h"
#include "cf-application.h"
#include "cf-text.h"
#include "cf-toast.h"
#include "cf-window.h"

/* The user help (help/), installed as share/help/LL/APP_ID and shown by
 * Yelp, in the desktop's language. */
#define CF_HELP_URI "help:" APP_ID

struct _CfApplication
{
  AdwApplication parent_instance;
};

G_DEFINE_FINAL_TYPE (CfApplication, cf_application, ADW_TYPE_APPLICATION)

/* ---------------------------------------------------------------- actions */

static void
cf_application_about (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  CfApplication     *self = user_data;
  GtkWindow         *window = gtk_application_get_active_window (GTK_APPLICATION (self));
  static const char *developers[] = { "The Casefile developers", NULL };

  adw_show_about_window (
      window, "application-name", _("Casefile"), "application-icon", APP_ID, "developer-name",
      _("The Casefile developers"), "version", PACKAGE_VERSION, "website",
      "https://github.com/casefile/casefile", "issue-url",
      "https://github.com/casefile/casefile/issues", "comments",
      _("Solve the mansion murder: play the classic detective card game on one screen, or keep an "
         "exact detective notebook beside a board on the table."),
      "developers", developers, "copyright", "© 2026 The Casefile developers", "license-type",
      GTK_LICENSE_GPL_3_0,
      /* Translators: replace with your names, one per line */
      "translator-credits", _("translator-credits"), NULL);
}

/* The help viewer did not start: said in the window, never silently. */
static void
on_help_shown (GObject *source, GAsyncResult *result, gpointer user_data)
{
  g_autoptr(GtkWidget) window = user_data;
  g_autoptr(GError) error = NULL;
  g_autofree char *details = NULL;
  GtkWindow       *main_window;
  GtkWidget       *content;

  if (gtk_show_uri_full_finish (GTK_WINDOW (window), result, &error))
    return;

  /* No application takes help: URIs (GIO says "not supported"). */
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED) ||
      g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
    details = g_strdup (_("Casefile’s help is read in Yelp, the GNOME help viewer, which is not "
                           "installed here. Install the “yelp” package, then press F1 again."));
  else
    /* Translators: %s is the system's reason, such as "Failed to execute
     * child process “yelp” (Permission denied)" */
    details = g_strdup_printf (_("The help viewer could not be started: %s"), error->message);

  /* F1 may come from a dialog or the shortcuts window: the toast goes to
   * the main window below it. */
  for (main_window = GTK_WINDOW (window);
       main_window != NULL && !ADW_IS_APPLICATION_WINDOW (main_window);
       main_window = gtk_window_get_transient_for (main_window))
    ;
  content = main_window != NULL
                ? adw_application_window_get_content (ADW_APPLICATION_WINDOW (main_window))
                : NULL;
  if (content == NULL || !gtk_widget_get_realized (content))
    {
      g_message ("%s: %s", CF_HELP_URI, error->message);
      return;
    }
  cf_widget_add_toast_details (content, _("The help could not be opened"),
                               _("Help Not Available"), details);
}

/* F1 and the main menu's Help: the help's index in Yelp. */
static void
cf_application_help (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  CfApplication *self = user_data;
  GtkWindow     *window = gtk_application_get_active_window (GTK_APPLICATION (self));

  if (window == NULL)
    {
      gtk_show_uri (NULL, CF_HELP_URI, GDK_CURRENT_TIME);
      return;
    }
  gtk_show_uri_full (window, CF_HELP_URI, GDK_CURRENT_TIME, NULL, on_help_shown,
                     g_object_ref (window));
}

static void
cf_application_quit (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  GtkApplication *app = user_data;

  /* Close windows first so each saves its state. */
  for (GList *l = gtk_application_get_windows (app); l; l = gtk_application_get_windows (app))
    gtk_window_destroy (l->data);
  g_application_quit (G_APPLICATION (app));
}

static const GActionEntry app_actions[] = {
  { "about", cf_application_about },
  { "help", cf_application_help },
  { "quit", cf_application_quit },
};

/* ---------------------------------------------------------------- overrides */

static void
cf_application_activate (GApplication *app)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (app));

  if (window == NULL)
    window = GTK_WINDOW (cf_window_new (CF_APPLICATION (app)));

  gtk_window_present (window);
}

/* `casefile FILE`: a case log opens in the table notebook. */
static void
cf_application_open (GApplication *app, GFile **files, int n_files, const char *hint)
{
  CfWindow *window = CF_WINDOW (gtk_application_get_active_window (GTK_APPLICATION (app)));

  if (window == NULL)
    window = cf_window_new (CF_APPLICATION (app));
  gtk_window_present (GTK_WINDOW (window));
  if (n_files > 0)
    cf_window_open_case_log (window, files[n_files - 1]);
}

/* Every window and dialog, ours or libadwaita's (a message dialog's
 * response buttons), names its mnemonic buttons as read once it is on
 * screen: "New Game", not "_New Game New Game". */
static void
on_toplevels_changed (GListModel *toplevels, guint position, guint removed, guint added)
{
  for (guint i = position; i < position + added; i++)
    {
      g_autoptr(GtkWidget) window = g_list_model_get_item (toplevels, i);

      if (!g_object_get_data (G_OBJECT (window), "cf-names-fixed"))
        {
          g_object_set_data (G_OBJECT (window), "cf-names-fixed", GINT_TO_POINTER (TRUE));
          g_signal_connect (window, "map", G_CALLBACK (cf_accessible_fix_mnemonics), NULL);
        }
    }
}

static void
cf_application_startup (GApplication *app)
{
  G_APPLICATION_CLASS (cf_application_parent_class)->startup (app);

  /* The sentences shown read in the direction GTK lays the widgets out
   * in, whatever name comes first; names and paths in them isolated
   * (cf-text.c) */
  cf_text_set_marks (gtk_widget_get_default_direction () == GTK_TEXT_DIR_RTL ? CF_TEXT_MARKS_RTL
                                                                             : CF_TEXT_MARKS_LTR);

  g_signal_connect (gtk_window_get_toplevels (), "items-changed", G_CALLBACK (on_toplevels_changed),
                    NULL);

  g_action_map_add_action_entries (G_ACTION_MAP (app), app_actions, G_N_ELEMENTS (app_actions),
                                   app);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "app.quit",
                                         (const char *[]){ "<Control>q", NULL });
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "window.close",
                                         (const char *[]){ "<Control>w", NULL });
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "app.help",
                                         (const char *[]){ "F1", NULL });
  /* GTK's keys for the shortcuts window, which cf-window.c builds on demand. */
  gtk_application_set_accels_for_action (
      GTK_APPLICATION (app), "win.show-help-overlay",
      (const char *[]){ "<Control>F1", "<Control>question", NULL });
  /* Window-wide: they work whatever has the focus. */
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "win.new-game",
                                         (const char *[]){ "<Control>n", NULL });
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "win.join-game",
                                         (const char *[]){ "<Control>j", NULL });
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "win.table-notebook",
                                         (const char *[]){ "<Control>t", NULL });
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "win.open",
                                         (const char *[]){ "<Control>o", NULL });
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "win.go-home",
                                         (const char *[]){ "<Alt>Home", "<Alt>Left", NULL });
}

static void
cf_application_class_init (CfApplicationClass *klass)
{
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  app_class->activate = cf_application_activate;
  app_class->open = cf_application_open;
  app_class->startup = cf_application_startup;
}

static void
cf_application_init (CfApplication *self)
{
}

/* ---------------------------------------------------------------- public API */

CfApplication *
cf_application_new (void)
{
  return g_object_new (CF_TYPE_APPLICATION, "application-id", APP_ID, "flags",
                       G_APPLICATION_HANDLES_OPEN, "resource-base-path",
                       "/io/github/casefile/Casefile", NULL);
}
