/* cf-secrets.h: Discover the Secrets as a mechanic of its own: the pool's
 * face-down cards, the Intrigue deck, the Clocks laid out and the Keepers
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "cf-board.h"
#include "cf-intrigue.h"

G_BEGIN_DECLS

/*
 * A CfGame holds a CfSecrets only when its edition has an Intrigue deck
 * (cf_game_get_secrets() is %NULL otherwise), the way a chess game holds a
 * clock only when the players want one. The game stays the state machine of
 * the turns; this object owns everything of the mechanic: the pool's cards
 * and who looked at which, the deck, the Clocks out, every seat's Keepers
 * and its flags (murdered, a draw owed, listening), and the rules of
 * drawing, looking, playing a Keeper and being murdered.
 *
 * The game calls it at fixed points of a turn (the hooks in
 * cf-secrets-private.h); it acts on the game only through the game's API
 * for mechanics (cf-game-private.h). A CfSecrets lives as long as its game:
 * a reference to it alone does not keep the game.
 */

#define CF_TYPE_SECRETS (cf_secrets_get_type ())

G_DECLARE_FINAL_TYPE (CfSecrets, cf_secrets, CF, SECRETS, GObject)

const CfIntrigue *cf_secrets_get_intrigue (CfSecrets *self);
gboolean          cf_secrets_get_keepers_enabled (CfSecrets *self);
guint             cf_secrets_get_clocks_out (CfSecrets *self);
guint             cf_secrets_get_n_intrigue_left (CfSecrets *self);
gboolean          cf_secrets_is_seat_murdered (CfSecrets *self, guint seat);
gboolean          cf_secrets_get_last_roll_question (CfSecrets *self);
guint             cf_secrets_get_n_pool_cards (CfSecrets *self);
int               cf_secrets_get_pool_card_seen (CfSecrets *self, guint seat, guint position);

/* Private to a seat */
guint    cf_secrets_get_n_keepers (CfSecrets *self, guint seat);
int      cf_secrets_get_keeper (CfSecrets *self, guint seat, guint index);
gboolean cf_secrets_seat_has_keeper (CfSecrets *self, guint seat, CfKeeperEffect effect);
gboolean cf_secrets_is_seat_listening (CfSecrets *self, guint seat);

/* What the acting seat may do of it now, and doing it */
gboolean cf_secrets_can_draw (CfSecrets *self);
gboolean cf_secrets_can_look (CfSecrets *self, guint position);
gboolean cf_secrets_can_play_keeper (CfSecrets *self, CfKeeperEffect effect);
gboolean cf_secrets_draw (CfSecrets *self, GError **error);
gboolean cf_secrets_look (CfSecrets *self, guint position, GError **error);
gboolean cf_secrets_play_keeper (
    CfSecrets *self, CfKeeperEffect effect, int suspect, CfPlace place, GError **error);

G_END_DECLS
