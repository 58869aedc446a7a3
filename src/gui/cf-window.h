/* cf-window.h
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "cf-application.h"

G_BEGIN_DECLS

#define CF_TYPE_WINDOW (cf_window_get_type ())

G_DECLARE_FINAL_TYPE (CfWindow, cf_window, CF, WINDOW, AdwApplicationWindow)

CfWindow *cf_window_new (CfApplication *application);
void      cf_window_open_case_log (CfWindow *self, GFile *file);

G_END_DECLS
