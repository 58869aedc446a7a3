/* cf-toast.h: toasts from anywhere in the window
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

void cf_widget_add_toast (GtkWidget *widget, AdwToast *toast);
void cf_widget_add_toast_text (GtkWidget *widget, const char *title);
void cf_widget_add_toast_details (GtkWidget  *widget,
                                  const char *title,
                                  const char *heading,
                                  const char *details);

G_END_DECLS
