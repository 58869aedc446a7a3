/* bench-bare-window.c: the yardstick of build-aux/bench-startup
 *
 * The least a libadwaita application shows: an AdwApplicationWindow with a
 * header bar and a status page. build-aux/bench-startup times how long it
 * takes to put this window on screen, and Casefile's first window against it.
 * With CASEFILE_EXIT_AFTER_FIRST_FRAME set it prints the wall-clock time of
 * its first frame (`first-frame MICROSECONDS`) and quits, as Casefile does.
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <adwaita.h>

#include "cf-first-frame.h"

static void
on_activate (GtkApplication *app)
{
  GtkWidget *window = adw_application_window_new (app);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *page = adw_status_page_new ();

  gtk_window_set_title (GTK_WINDOW (window), "Bare");
  gtk_window_set_default_size (GTK_WINDOW (window), 1000, 720);
  gtk_box_append (GTK_BOX (box), adw_header_bar_new ());
  adw_status_page_set_icon_name (ADW_STATUS_PAGE (page), "applications-games-symbolic");
  adw_status_page_set_title (ADW_STATUS_PAGE (page), "Bare");
  adw_status_page_set_description (ADW_STATUS_PAGE (page),
                                   "A libadwaita window with a header bar and a status page.");
  gtk_widget_set_vexpand (page, TRUE);
  gtk_box_append (GTK_BOX (box), page);
  adw_application_window_set_content (ADW_APPLICATION_WINDOW (window), box);
  if (g_getenv ("CASEFILE_EXIT_AFTER_FIRST_FRAME") != NULL)
    g_signal_connect (window, "realize", G_CALLBACK (cf_first_frame_watch), NULL);
  gtk_window_present (GTK_WINDOW (window));
}

int
main (int argc, char *argv[])
{
  g_autoptr(AdwApplication) app =
      adw_application_new ("io.github.casefile.BenchBareWindow", G_APPLICATION_DEFAULT_FLAGS);

  g_signal_connect (app, "activate", G_CALLBACK (on_activate), NULL);
  return g_application_run (G_APPLICATION (app), argc, argv);
}
