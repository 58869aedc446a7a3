/* main.c
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "casefile-core.h"
#include "cf-application.h"

int
main (int argc, char *argv[])
{
  g_autoptr(CfApplication) app = NULL;

  cf_init_i18n ();

  app = cf_application_new ();
  return g_application_run (G_APPLICATION (app), argc, argv);
}
