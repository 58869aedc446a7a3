/* test-gui.c: every template instantiates; the main window shows the catalogue
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>

#include "casefile-core.h"
#include "cf-application.h"
#include "cf-edition-card.h"
#include "cf-window.h"

static CfApplication *app;

static gboolean
find_label (GtkWidget  *widget,
            const char *text)
{
  if (GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_label (GTK_LABEL (widget)), text) == 0)
    return TRUE;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    if (find_label (child, text))
      return TRUE;
  return FALSE;
}

static guint
count_type (GtkWidget *widget,
            GType      type)
{
  guint n = G_TYPE_CHECK_INSTANCE_TYPE (widget, type) ? 1 : 0;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    n += count_type (child, type);
  return n;
}

static void
iterate_main_loop (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

static void
test_window_shows_catalogue (void)
{
  CfWindow *window = cf_window_new (app);

  gtk_window_present (GTK_WINDOW (window));
  iterate_main_loop ();

  g_assert_cmpuint (count_type (GTK_WIDGET (window), CF_TYPE_EDITION_CARD), ==, 2);
  g_assert_true (find_label (GTK_WIDGET (window), "Classic (1986)"));
  g_assert_true (find_label (GTK_WIDGET (window), "Professor Plum"));
  g_assert_true (find_label (GTK_WIDGET (window), "Guest House"));
  g_assert_true (find_label (GTK_WIDGET (window), "9 Weapons"));
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "Casefile");

  gtk_window_destroy (GTK_WINDOW (window));
  iterate_main_loop ();
}

static void
test_window_size_remembered (void)
{
  CfWindow *window = cf_window_new (app);
  int width, height;

  gtk_window_set_default_size (GTK_WINDOW (window), 913, 651);
  gtk_window_destroy (GTK_WINDOW (window));
  iterate_main_loop ();

  window = cf_window_new (app);
  gtk_window_get_default_size (GTK_WINDOW (window), &width, &height);
  g_assert_cmpint (width, ==, 913);
  g_assert_cmpint (height, ==, 651);
  gtk_window_destroy (GTK_WINDOW (window));
  iterate_main_loop ();
}

static void
test_edition_card (void)
{
  g_autoptr(CfEdition) classic = cf_edition_lookup_builtin ("classic");
  CfEditionCard *card = cf_edition_card_new (classic);

  g_object_ref_sink (card);
  g_assert_true (cf_edition_card_get_edition (card) == classic);
  g_assert_true (find_label (GTK_WIDGET (card), "6 Suspects"));
  g_assert_true (find_label (GTK_WIDGET (card), "9 Rooms"));
  g_assert_true (find_label (GTK_WIDGET (card), "1 die"));
  g_assert_true (find_label (GTK_WIDGET (card), "Lead Pipe"));
  g_object_unref (card);
}

static void
test_help_overlay (void)
{
  g_autoptr(GtkBuilder) builder = gtk_builder_new_from_resource ("/io/github/casefile/Casefile/gtk/help-overlay.ui");
  GObject *overlay = gtk_builder_get_object (builder, "help_overlay");

  g_assert_true (GTK_IS_SHORTCUTS_WINDOW (overlay));
  gtk_window_destroy (GTK_WINDOW (overlay));
}

static void
test_every_template_resource (void)
{
  g_auto(GStrv) names = g_resources_enumerate_children ("/io/github/casefile/Casefile/", 0, NULL);
  guint n_templates = 0;

  g_assert_nonnull (names);
  for (guint i = 0; names[i]; i++)
    if (g_str_has_suffix (names[i], ".ui"))
      n_templates++;

  /* Each .ui in the resource is instantiated by one of the tests above;
   * a new template must get a test of its own. */
  g_assert_cmpuint (n_templates, ==, 2);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  cf_init_i18n ();
  g_test_init (&argc, &argv, NULL);

  if (!gtk_init_check ())
    {
      g_print ("1..0 # SKIP no display\n");
      return 0;
    }

  app = cf_application_new ();
  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_NON_UNIQUE);
  g_application_register (G_APPLICATION (app), NULL, NULL);

  g_test_add_func ("/casefile/gui/window-shows-catalogue", test_window_shows_catalogue);
  g_test_add_func ("/casefile/gui/window-size-remembered", test_window_size_remembered);
  g_test_add_func ("/casefile/gui/edition-card", test_edition_card);
  g_test_add_func ("/casefile/gui/help-overlay", test_help_overlay);
  g_test_add_func ("/casefile/gui/every-template", test_every_template_resource);

  status = g_test_run ();
  g_clear_object (&app);
  return status;
}
