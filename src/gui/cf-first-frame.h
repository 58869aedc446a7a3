/* cf-first-frame.h: the first frame's time, for build-aux/bench-startup
 *
 * With CASEFILE_EXIT_AFTER_FIRST_FRAME set, Casefile (src/gui/main.c) and
 * its yardstick (tests/bench-bare-window.c) watch their first window with
 * cf_first_frame_watch(): once its first frame is drawn, they print the
 * wall-clock and CPU time (`first-frame MICROSECONDS CPU_MICROSECONDS`)
 * and quit. One copy, so that both are timed alike. Header only: the
 * yardstick links nothing of Casefile.
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>
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

/* Connect to the window's "realize" */
static void
cf_first_frame_watch (GtkWidget *window)
{
  bench_surface = gtk_native_get_surface (GTK_NATIVE (window));
  g_signal_add_emission_hook (g_signal_lookup ("render", GDK_TYPE_SURFACE), 0, on_render_hook, NULL,
                              NULL);
  g_signal_connect (gtk_widget_get_frame_clock (window), "after-paint", G_CALLBACK (on_after_paint),
                    window);
}
