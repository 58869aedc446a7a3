/* main.c
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <time.h>

#include "casefile-core.h"
#include "cf-application.h"

/* CASEFILE_EXIT_AFTER_FIRST_FRAME (build-aux/bench-startup): print the
 * wall-clock time at which the first window's first frame was drawn
 * (`first-frame MICROSECONDS`) and quit. tests/bench-bare-window.c, the
 * yardstick, does the same. */
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
on_window_added (GtkApplication *app, GtkWindow *window)
{
  g_signal_handlers_disconnect_by_func (app, on_window_added, NULL);
  g_signal_connect (window, "realize", G_CALLBACK (on_realize), NULL);
}

int
main (int argc, char *argv[])
{
  g_autoptr(CfApplication) app = NULL;

  cf_init_i18n ();

  app = cf_application_new ();
  if (g_getenv ("CASEFILE_EXIT_AFTER_FIRST_FRAME") != NULL)
    g_signal_connect (app, "window-added", G_CALLBACK (on_window_added), NULL);
  return g_application_run (G_APPLICATION (app), argc, argv);
}
