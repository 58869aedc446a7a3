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
#include "cf-first-frame.h"

static void
on_window_added (GtkApplication *app, GtkWindow *window)
{
  g_signal_handlers_disconnect_by_func (app, on_window_added, NULL);
  /* CASEFILE_EXIT_AFTER_FIRST_FRAME (build-aux/bench-startup) */
  g_signal_connect (window, "realize", G_CALLBACK (cf_first_frame_watch), NULL);
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
