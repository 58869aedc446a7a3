/* cf-init.c: process-wide set-up shared by the app, the CLI and the tests
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <locale.h>

#include "cf-init.h"

/**
 * cf_init_i18n:
 *
 * Sets the locale from the environment and binds the message catalogue.
 * `CASEFILE_LOCALEDIR` (set by `meson devenv` and the test suite) points
 * at the catalogues of an uninstalled build.
 */
void
cf_init_i18n (void)
{
  const char *localedir = g_getenv ("CASEFILE_LOCALEDIR");

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, localedir && *localedir ? localedir : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
}
