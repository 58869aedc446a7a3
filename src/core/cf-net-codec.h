/* cf-net-codec.h: what a remote bot is told (a CfBotView) and what it
 * answers (a CfAction), as JSON (docs/network.md)
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

#include "cf-bot.h"
#include "cf-game.h"

G_BEGIN_DECLS

/* The largest view read from bytes: a view of the longest game is some
 * tens of kilobytes, its case log most of it. */
#define CF_BOT_VIEW_MAX_SIZE ((gsize)4 * 1024 * 1024)

JsonNode  *cf_bot_view_to_json (const CfBotView *view);
CfBotView *cf_bot_view_new_from_json (JsonNode *node, GError **error);
GBytes    *cf_bot_view_to_bytes (const CfBotView *view);
CfBotView *cf_bot_view_new_from_bytes (GBytes *bytes, GError **error);

JsonNode *cf_action_to_json (CfEdition *edition, const CfAction *action);
gboolean  cf_action_from_json (
     CfEdition *edition, CfBoard *board, JsonNode *node, CfAction *action, GError **error);

G_END_DECLS
