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
#include <time.h>

static GdkSurface *bench_surface;
static gboolean    bench_rendered;

static gboolean
on_render_hook (GSignalInvocationHint *hint,
                guint                  n_values,
                const GValue          *values,
                gpointer               user_data)
{
  if (g_value_get_object (&values[0]) == (gpointer)bench_surface)
    bench_rendered = TRUE;
  return bench_surface == NULL || !bench_rendered;
}

static void
on_after_paint (GdkFrameClock *clock, GtkWidget *window)
{
  struct timespec cpu;

  if (!bench_rendered)
    return;
  g_signal_handlers_disconnect_by_func (clock, on_after_paint, window);
  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &cpu);
  g_print ("first-frame %" G_GINT64_FORMAT " %" G_GINT64_FORMAT "\n", g_get_real_time (),
           (gint64)cpu.tv_sec * G_USEC_PER_SEC + cpu.tv_nsec / 1000);
  g_application_quit (g_application_get_default ());
}

static void
on_realize (GtkWidget *window)
{
  bench_surface = gtk_native_get_surface (GTK_NATIVE (window));
  g_signal_add_emission_hook (g_signal_lookup ("render", GDK_TYPE_SURFACE), 0, on_render_hook, NULL,
                              NULL);
  g_signal_connect (gtk_widget_get_frame_clock (window), "after-paint", G_CALLBACK (on_after_paint),
                    window);
}

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
    g_signal_connect (window, "realize", G_CALLBACK (on_realize), NULL);
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
