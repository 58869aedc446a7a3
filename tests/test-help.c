/* test-help.c: F1 and the main menu's Help open the user help
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The help is opened as the desktop opens any help: a help: URI given to
 * the application that takes them (Yelp). Here that application is a
 * script of the test's own, made the default in the test's private
 * XDG_CONFIG_HOME: it writes down the URI it was given, so the test sees
 * exactly what Yelp would be asked to show, without starting Yelp. Then
 * every application that takes help: URIs is removed, as on a computer
 * without Yelp, and the window must say so.
 */

#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include <adwaita.h>

#include "casefile-core.h"
#include "cf-application.h"
#include "cf-window.h"

#include "cf-test-util.h"

#define HELP_URI "help:io.github.casefile.Casefile"
#define SCHEME_TYPE "x-scheme-handler/help"
#define VIEWER_ID "casefile-test-help-viewer.desktop"

static CfApplication *app;
static char          *launched_path; /* what the stand-in viewer was given */

static void
write_file (const char *path, const char *contents, int mode)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_path_get_dirname (path);

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, contents, -1, &error));
  g_assert_no_error (error);
  g_assert_cmpint (g_chmod (path, mode), ==, 0);
}

/* Before GIO first looks for applications: a viewer for help: URIs that
 * writes its argument to launched_path, and it as the default. */
static void
install_stand_in_viewer (void)
{
  const char      *data = g_get_user_data_dir ();
  g_autofree char *script = g_build_filename (data, "casefile-test-help-viewer", NULL);
  g_autofree char *desktop = g_build_filename (data, "applications", VIEWER_ID, NULL);
  g_autofree char *mimeapps = g_build_filename (g_get_user_config_dir (), "mimeapps.list", NULL);
  g_autofree char *script_text = NULL;
  g_autofree char *desktop_text = NULL;

  launched_path = g_build_filename (data, "help-viewer-launched", NULL);
  g_remove (launched_path);
  script_text = g_strdup_printf ("#!/bin/sh\nprintf '%%s\\n' \"$@\" > '%s.part'\n"
                                 "mv '%s.part' '%s'\n",
                                 launched_path, launched_path, launched_path);
  write_file (script, script_text, 0755);
  desktop_text = g_strdup_printf ("[Desktop Entry]\nType=Application\nName=Help Viewer Stand-in\n"
                                  "Exec=\"%s\" %%u\nMimeType=" SCHEME_TYPE ";\nNoDisplay=true\n",
                                  script);
  write_file (desktop, desktop_text, 0644);
  write_file (mimeapps, "[Default Applications]\n" SCHEME_TYPE "=" VIEWER_ID "\n", 0644);
}

static gboolean
viewer_launched (gpointer data)
{
  return g_file_test (launched_path, G_FILE_TEST_EXISTS);
}

static gboolean
menu_has_action (GMenuModel *menu, const char *action, char **label)
{
  for (int i = 0; i < g_menu_model_get_n_items (menu); i++)
    {
      g_autofree char *item_action = NULL;
      GMenuLinkIter   *links;
      const char      *name;
      GMenuModel      *child;
      gboolean         found = FALSE;

      if (g_menu_model_get_item_attribute (menu, i, G_MENU_ATTRIBUTE_ACTION, "s", &item_action) &&
          g_strcmp0 (item_action, action) == 0)
        {
          g_menu_model_get_item_attribute (menu, i, G_MENU_ATTRIBUTE_LABEL, "s", label);
          return TRUE;
        }
      links = g_menu_model_iterate_item_links (menu, i);
      while (!found && g_menu_link_iter_get_next (links, &name, &child))
        {
          found = menu_has_action (child, action, label);
          g_object_unref (child);
        }
      g_object_unref (links);
      if (found)
        return TRUE;
    }
  return FALSE;
}

/* F1 (a real key press) and the main menu's Help give Yelp the help's
 * index: help:APP_ID, the name the pages are installed under. */
static void
test_f1_opens_the_help (void)
{
  CfWindow  *window = cf_window_new (app);
  GtkWidget *menu_button = GTK_WIDGET (
      gtk_widget_get_template_child (GTK_WIDGET (window), CF_TYPE_WINDOW, "menu_button"));
  g_autofree char *label = NULL;
  g_autofree char *given = NULL;
  g_auto(GStrv) accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), "app.help");
  g_autoptr(GAppInfo) viewer = NULL;

  g_assert_nonnull (g_action_map_lookup_action (G_ACTION_MAP (app), "help"));
  g_assert_true (g_strv_contains ((const char *const *)accels, "F1"));
  g_assert_true (menu_has_action (gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (menu_button)),
                                  "app.help", &label));
  g_assert_cmpstr (label, ==, "_Help");
  viewer = g_app_info_get_default_for_uri_scheme ("help");
  g_assert_nonnull (viewer);
  g_assert_cmpstr (g_app_info_get_id (viewer), ==, VIEWER_ID);

  gtk_window_present (GTK_WINDOW (window));
  cf_test_settle (GTK_WIDGET (window));
  if (!cf_test_press_keys (GTK_WIDGET (window), "F1"))
    {
      g_test_skip ("key presses need X11");
      gtk_window_destroy (GTK_WINDOW (window));
      return;
    }
  g_assert_true (cf_test_wait_for (viewer_launched, NULL, 10000));
  g_assert_true (g_file_get_contents (launched_path, &given, NULL, NULL));
  g_assert_cmpstr (given, ==, HELP_URI "\n");
  /* Nothing went wrong, so nothing is said. */
  g_assert_null (cf_test_find_type (GTK_WIDGET (window), g_type_from_name ("AdwToastWidget")));

  /* The menu item runs the same action. */
  g_remove (launched_path);
  g_assert_true (g_action_group_has_action (G_ACTION_GROUP (app), "help"));
  g_action_group_activate_action (G_ACTION_GROUP (app), "help", NULL);
  g_assert_true (cf_test_wait_for (viewer_launched, NULL, 10000));

  gtk_window_destroy (GTK_WINDOW (window));
  cf_test_iterate ();
}

static gboolean
no_viewer (gpointer data)
{
  g_autoptr(GAppInfo) viewer = g_app_info_get_default_for_uri_scheme ("help");

  return viewer == NULL;
}

static gboolean
has_toast (gpointer window)
{
  return cf_test_find_type (window, g_type_from_name ("AdwToastWidget")) != NULL;
}

/* Without any help viewer (Yelp not installed), F1 says so and what to
 * do, in the window. */
static void
test_no_viewer_says_so (void)
{
  g_autoptr(GList) handlers = g_app_info_get_all_for_type (SCHEME_TYPE);
  g_autoptr(GString) removed = g_string_new ("[Removed Associations]\n" SCHEME_TYPE "=");
  g_autofree char *mimeapps = g_build_filename (g_get_user_config_dir (), "mimeapps.list", NULL);
  g_autofree char *details = NULL;
  CfWindow        *window;

  /* Every application that takes help: URIs here (Yelp, the stand-in) */
  for (GList *l = handlers; l; l = l->next)
    g_string_append_printf (removed, "%s;", g_app_info_get_id (l->data));
  g_list_free_full (g_steal_pointer (&handlers), g_object_unref);
  g_string_append (removed, "\n");
  write_file (mimeapps, removed->str, 0644);
  g_assert_true (cf_test_wait_for (no_viewer, NULL, 10000));

  window = cf_window_new (app);
  gtk_window_present (GTK_WINDOW (window));
  cf_test_settle (GTK_WIDGET (window));
  g_remove (launched_path);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "app.help", NULL));
  g_assert_true (cf_test_wait_for (has_toast, window, 10000));
  g_assert_false (g_file_test (launched_path, G_FILE_TEST_EXISTS));
  g_assert_true (
      cf_test_mapped_text_contains (GTK_WIDGET (window), "The help could not be opened"));
  details = cf_test_toast_details (GTK_WIDGET (window));
  g_assert_nonnull (details);
  g_assert_true (g_str_has_prefix (details, "Help Not Available\n"));
  /* What to install */
  g_assert_nonnull (strstr (details, "“yelp” package"));

  gtk_window_destroy (GTK_WINDOW (window));
  cf_test_iterate ();
}

int
main (int argc, char *argv[])
{
  int status;

  cf_init_i18n ();
  g_test_init (&argc, &argv, NULL);
  install_stand_in_viewer ();
  if (!gtk_init_check ())
    {
      g_print ("1..0 # SKIP no display\n");
      return 0;
    }
  app = cf_test_application_new ();

  g_test_add_func ("/casefile/help/f1-opens-the-help", test_f1_opens_the_help);
  g_test_add_func ("/casefile/help/no-viewer-says-so", test_no_viewer_says_so);

  status = g_test_run ();
  g_clear_object (&app);
  g_free (launched_path);
  return status;
}
