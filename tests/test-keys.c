/* test-keys.c: the test support presses real keys, and a page's shortcuts work
 * from anywhere in the window
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <gtk/gtk.h>

#include "cf-shortcuts.h"
#include "cf-test-util.h"

static guint activations;

static void
on_activate (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  activations++;
}

/* A page-like widget whose action has a window-wide shortcut, bound the way
 * every page of Casefile binds its keys. */
#define TEST_TYPE_PAGE (test_page_get_type ())
G_DECLARE_FINAL_TYPE (TestPage, test_page, TEST, PAGE, GtkBox)
struct _TestPage
{
  GtkBox parent_instance;
};
G_DEFINE_FINAL_TYPE (TestPage, test_page, GTK_TYPE_BOX)

static void
test_page_class_init (TestPageClass *klass)
{
  gtk_widget_class_install_action (GTK_WIDGET_CLASS (klass), "page.go", NULL, on_activate);
}

static void
test_page_init (TestPage *self)
{
  static const CfShortcut keys[] = { { "<Control>r", "page.go" } };

  cf_widget_add_window_shortcuts (GTK_WIDGET (self), keys, G_N_ELEMENTS (keys));
  gtk_box_append (GTK_BOX (self), gtk_button_new_with_label ("inside"));
}

static void
test_typing (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *entry = gtk_entry_new ();

  gtk_window_set_child (GTK_WINDOW (window), entry);
  gtk_window_present (GTK_WINDOW (window));
  cf_test_settle (window);
  gtk_widget_grab_focus (entry);
  if (!cf_test_type_text (entry, "Ab1"))
    {
      g_test_skip ("not an X11 display");
      gtk_window_destroy (GTK_WINDOW (window));
      return;
    }
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "Ab1");
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_managed_shortcut_from_outside (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *outside = gtk_entry_new ();
  GtkWidget *page = g_object_new (TEST_TYPE_PAGE, NULL);

  gtk_box_append (GTK_BOX (box), outside);
  gtk_box_append (GTK_BOX (box), page);
  gtk_window_set_child (GTK_WINDOW (window), box);
  gtk_window_present (GTK_WINDOW (window));
  cf_test_settle (window);

  /* Focus outside the page: the key still reaches the page's action. */
  gtk_widget_grab_focus (outside);
  activations = 0;
  if (!cf_test_press_keys (outside, "<Control>r"))
    {
      g_test_skip ("not an X11 display");
      gtk_window_destroy (GTK_WINDOW (window));
      return;
    }
  g_assert_cmpuint (activations, ==, 1);

  /* A disabled action does nothing. */
  gtk_widget_action_set_enabled (page, "page.go", FALSE);
  cf_test_press_keys (outside, "<Control>r");
  g_assert_cmpuint (activations, ==, 1);

  /* A hidden page's shortcut does nothing either. */
  gtk_widget_action_set_enabled (page, "page.go", TRUE);
  gtk_widget_set_visible (page, FALSE);
  cf_test_press_keys (outside, "<Control>r");
  g_assert_cmpuint (activations, ==, 1);
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  if (!cf_test_init_display ())
    return 0;

  g_test_add_func ("/casefile/keys/typing", test_typing);
  g_test_add_func ("/casefile/keys/managed-shortcut-from-outside",
                   test_managed_shortcut_from_outside);
  return g_test_run ();
}
