/* cf-story.h: the public story of a game as a list model
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "cf-game.h"

G_BEGIN_DECLS

#define CF_TYPE_STORY_ENTRY (cf_story_entry_get_type ())

G_DECLARE_FINAL_TYPE (CfStoryEntry, cf_story_entry, CF, STORY_ENTRY, GObject)

const char  *cf_story_entry_get_text (CfStoryEntry *self);
CfRecordKind cf_story_entry_get_kind (CfStoryEntry *self);
gboolean     cf_story_entry_get_is_turn (CfStoryEntry *self);

#define CF_TYPE_STORY (cf_story_get_type ())

G_DECLARE_FINAL_TYPE (CfStory, cf_story, CF, STORY, GObject)

CfStory *cf_story_new (CfGame *game);
CfGame  *cf_story_get_game (CfStory *self);

G_END_DECLS
