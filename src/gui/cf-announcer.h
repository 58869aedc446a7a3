/* cf-announcer.h: what a screen reader hears of the game, said once
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "casefile-core.h"
#include "cf-accessible.h"

G_BEGIN_DECLS

#define CF_TYPE_ANNOUNCER (cf_announcer_get_type ())

G_DECLARE_FINAL_TYPE (CfAnnouncer, cf_announcer, CF, ANNOUNCER, GObject)

CfAnnouncer *cf_announcer_new (GtkWidget *widget);
CfSeatView  *cf_announcer_get_view (CfAnnouncer *self);
void         cf_announcer_set_view (CfAnnouncer *self, CfSeatView *view);
void         cf_announcer_focus (CfAnnouncer *self, GtkWidget *widget);
void         cf_announcer_say (CfAnnouncer *self, const char *sentence);
GtkWidget   *cf_announcer_get_focus_target (CfAnnouncer *self);

G_END_DECLS
