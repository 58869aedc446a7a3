/* cf-net-codec-private.h: what the view's and the action's codecs share
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

#include "cf-board.h"
#include "cf-edition.h"

G_BEGIN_DECLS

const char *cf_net_enum_nick (GType type, int value);
gboolean    cf_net_enum_from_nick (GType type, const char *nick, int *out);
const char *cf_net_node_string (JsonNode *node);
void        cf_net_add_card (JsonBuilder *builder, CfEdition *edition, int card);
void        cf_net_add_place (JsonBuilder *builder, CfBoard *board, CfPlace place);
/* A card id of @category (or any card for -1), and a corridor square, a
 * room or the pool in the board's own form; errors name @path */
gboolean cf_net_read_card (
    CfEdition *edition, JsonNode *node, const char *path, int category, int *out, GError **error);
gboolean
cf_net_read_place (CfBoard *board, JsonNode *node, const char *path, CfPlace *out, GError **error);

G_END_DECLS
