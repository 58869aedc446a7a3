/* cf-announcer.h: what a screen reader hears of the game, said once
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "casefile-core.h"

G_BEGIN_DECLS

#define CF_TYPE_ANNOUNCER (cf_announcer_get_type ())

G_DECLARE_FINAL_TYPE (CfAnnouncer, cf_announcer, CF, ANNOUNCER, GObject)

CfAnnouncer *cf_announcer_new (GtkWidget *widget);
CfSeatView  *cf_announcer_get_view (CfAnnouncer *self);
void         cf_announcer_set_view (CfAnnouncer *self, CfSeatView *view);

void  cf_accessible_announce (GtkWidget *widget, const char *text);
void  cf_accessible_set_label (GtkWidget *widget, const char *label);
void  cf_accessible_set_description (GtkWidget *widget, const char *description);
void  cf_accessible_set_tooltip (GtkWidget *widget, const char *tooltip);
guint cf_accessible_get_n_updates (void);

G_END_DECLS
