/* cf-init.h: process-wide set-up shared by the app, the CLI and the tests
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

void cf_init_i18n (void);

G_END_DECLS
