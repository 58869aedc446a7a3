/* cf-story-row.h: one line of the story of a game
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "casefile-core.h"

G_BEGIN_DECLS

#define CF_TYPE_STORY_ROW (cf_story_row_get_type ())

G_DECLARE_FINAL_TYPE (CfStoryRow, cf_story_row, CF, STORY_ROW, GtkWidget)

GtkWidget *cf_story_row_new (CfStoryEntry *entry);
void       cf_story_row_set_entry (CfStoryRow *self, CfStoryEntry *entry);

G_END_DECLS
