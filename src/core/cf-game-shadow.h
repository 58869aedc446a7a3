/* cf-game-shadow.h: one seat's copy of a game hosted at another computer
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

#include "cf-game.h"

G_BEGIN_DECLS

/**
 * CfGameForward:
 * @game: a shadow
 * @action: what its seat decided
 *
 * Sends @action to the host of @game; the shadow changes only when the
 * host's next copy comes.
 *
 * Returns: %FALSE with @error when it cannot be sent
 */
typedef gboolean (*CfGameForward) (CfGame         *game,
                                   const CfAction *action,
                                   gpointer        user_data,
                                   GError        **error);

JsonNode *cf_game_seat_copy (CfGame *self, guint seat);
CfGame   *cf_game_new_shadow (JsonNode *copy, guint seat, GError **error);
gboolean  cf_game_shadow_update (CfGame *self, JsonNode *copy, JsonArray *signals, GError **error);
int       cf_game_get_shadow_seat (CfGame *self);
void      cf_game_set_forward (CfGame        *self,
                               CfGameForward  forward,
                               gpointer       user_data,
                               GDestroyNotify destroy);

typedef struct _CfGameRelay CfGameRelay;

CfGameRelay *cf_game_relay_new (CfGame *game, guint seat);
JsonArray   *cf_game_relay_take (CfGameRelay *relay);
void         cf_game_relay_free (CfGameRelay *relay);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CfGameRelay, cf_game_relay_free)

G_END_DECLS
