/* cf-application.h
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define CF_TYPE_APPLICATION (cf_application_get_type ())

G_DECLARE_FINAL_TYPE (CfApplication, cf_application, CF, APPLICATION, AdwApplication)

CfApplication *cf_application_new (void);

G_END_DECLS
