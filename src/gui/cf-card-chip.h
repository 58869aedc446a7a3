/* cf-card-chip.h: one card, named, with its colour where it has one
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define CF_TYPE_CARD_CHIP (cf_card_chip_get_type ())

G_DECLARE_FINAL_TYPE (CfCardChip, cf_card_chip, CF, CARD_CHIP, GtkWidget)

GtkWidget *cf_card_chip_new (const char *name, const char *color);

G_END_DECLS
