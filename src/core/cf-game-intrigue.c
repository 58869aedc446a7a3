/* cf-game-intrigue.c: the game's side of Discover the Secrets: its
 * CfSecrets attached, its signals forwarded, and the shortcuts to it
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "cf-secrets-private.h"

/* ---------------------------------------------------------------- attaching */

static void
forward_intrigue_drawn (CfSecrets *secrets, guint seat, int card, CfGame *self)
{
  g_signal_emit (self, cf_game_signals[INTRIGUE_DRAWN], 0, seat, card);
}

static void
forward_keeper_played (CfSecrets *secrets, guint seat, int effect, int card, CfGame *self)
{
  g_signal_emit (self, cf_game_signals[KEEPER_PLAYED], 0, seat, effect, card);
}

/* An edition with an Intrigue deck plays with a CfSecrets; its signals are
 * the game's too, for observers of the whole game (connected first, so
 * they are told first). */
void
cf_game_attach_secrets (CfGame *self)
{
  if (cf_edition_get_intrigue (self->edition) == NULL)
    return;
  self->secrets = cf_secrets_new (self);
  g_signal_connect_object (self->secrets, "intrigue-drawn", G_CALLBACK (forward_intrigue_drawn),
                           self, 0);
  g_signal_connect_object (self->secrets, "keeper-played", G_CALLBACK (forward_keeper_played), self,
                           0);
}

/**
 * cf_game_get_secrets:
 *
 * Returns: (transfer none) (nullable): Discover the Secrets (the pool, the
 *   Intrigue deck, the Keepers), or %NULL when the edition has no Intrigue
 *   deck
 */
CfSecrets *
cf_game_get_secrets (CfGame *self)
{
  g_return_val_if_fail (CF_IS_GAME (self), NULL);
  return self->secrets;
}

/* ---------------------------------------------------------------- shortcuts */

/**
 * cf_game_get_intrigue:
 *
 * Returns: (nullable): the edition's Intrigue deck, or %NULL
 */
const CfIntrigue *
cf_game_get_intrigue (CfGame *self)
{
  g_return_val_if_fail (CF_IS_GAME (self), NULL);
  return self->secrets != NULL ? cf_secrets_get_intrigue (self->secrets) : NULL;
}

gboolean
cf_game_get_keepers_enabled (CfGame *self)
{
  g_return_val_if_fail (CF_IS_GAME (self), FALSE);
  return self->secrets != NULL && cf_secrets_get_keepers_enabled (self->secrets);
}

guint
cf_game_get_clocks_out (CfGame *self)
{
  g_return_val_if_fail (CF_IS_GAME (self), 0);
  return self->secrets != NULL ? cf_secrets_get_clocks_out (self->secrets) : 0;
}

guint
cf_game_get_n_intrigue_left (CfGame *self)
{
  g_return_val_if_fail (CF_IS_GAME (self), 0);
  return self->secrets != NULL ? cf_secrets_get_n_intrigue_left (self->secrets) : 0;
}

gboolean
cf_game_is_seat_murdered (CfGame *self, guint seat)
{
  g_return_val_if_fail (CF_IS_GAME (self), FALSE);
  g_return_val_if_fail (seat < self->n_seats, FALSE);
  return self->secrets != NULL && cf_secrets_is_seat_murdered (self->secrets, seat);
}

gboolean
cf_game_get_last_roll_question (CfGame *self)
{
  g_return_val_if_fail (CF_IS_GAME (self), FALSE);
  return self->secrets != NULL && cf_secrets_get_last_roll_question (self->secrets);
}

guint
cf_game_get_n_pool_cards (CfGame *self)
{
  g_return_val_if_fail (CF_IS_GAME (self), 0);
  return self->secrets != NULL ? cf_secrets_get_n_pool_cards (self->secrets) : 0;
}

int
cf_game_get_pool_card_seen (CfGame *self, guint seat, guint position)
{
  g_return_val_if_fail (CF_IS_GAME (self), -1);
  g_return_val_if_fail (seat < self->n_seats, -1);
  return self->secrets != NULL ? cf_secrets_get_pool_card_seen (self->secrets, seat, position) : -1;
}

gboolean
cf_game_is_seat_listening (CfGame *self, guint seat)
{
  g_return_val_if_fail (CF_IS_GAME (self), FALSE);
  g_return_val_if_fail (seat < self->n_seats, FALSE);
  return self->secrets != NULL && cf_secrets_is_seat_listening (self->secrets, seat);
}

guint
cf_game_get_n_keepers (CfGame *self, guint seat)
{
  g_return_val_if_fail (CF_IS_GAME (self), 0);
  g_return_val_if_fail (seat < self->n_seats, 0);
  return self->secrets != NULL ? cf_secrets_get_n_keepers (self->secrets, seat) : 0;
}

int
cf_game_get_keeper (CfGame *self, guint seat, guint index)
{
  g_return_val_if_fail (CF_IS_GAME (self), -1);
  g_return_val_if_fail (self->secrets != NULL, -1);
  return cf_secrets_get_keeper (self->secrets, seat, index);
}

gboolean
cf_game_seat_has_keeper (CfGame *self, guint seat, CfKeeperEffect effect)
{
  g_return_val_if_fail (CF_IS_GAME (self), FALSE);
  g_return_val_if_fail (seat < self->n_seats, FALSE);
  return self->secrets != NULL && cf_secrets_seat_has_keeper (self->secrets, seat, effect);
}

gboolean
cf_game_can_draw (CfGame *self)
{
  g_return_val_if_fail (CF_IS_GAME (self), FALSE);
  return self->secrets != NULL && cf_secrets_can_draw (self->secrets);
}

gboolean
cf_game_can_look (CfGame *self, guint position)
{
  g_return_val_if_fail (CF_IS_GAME (self), FALSE);
  return self->secrets != NULL && cf_secrets_can_look (self->secrets, position);
}

gboolean
cf_game_can_play_keeper (CfGame *self, CfKeeperEffect effect)
{
  g_return_val_if_fail (CF_IS_GAME (self), FALSE);
  return self->secrets != NULL && cf_secrets_can_play_keeper (self->secrets, effect);
}

/* A decision of the mechanic in a game without it: refused as any
 * decision that is not possible now */
static gboolean
refuse (CfGame *self, GError **error)
{
  cf_game_check_phase (self, FALSE, error);
  cf_game_update_awaited (self);
  return FALSE;
}

gboolean
cf_game_draw (CfGame *self, GError **error)
{
  g_return_val_if_fail (CF_IS_GAME (self), FALSE);
  return self->secrets != NULL ? cf_secrets_draw (self->secrets, error) : refuse (self, error);
}

gboolean
cf_game_look (CfGame *self, guint position, GError **error)
{
  g_return_val_if_fail (CF_IS_GAME (self), FALSE);
  return self->secrets != NULL ? cf_secrets_look (self->secrets, position, error)
                               : refuse (self, error);
}

gboolean
cf_game_play_keeper (
    CfGame *self, CfKeeperEffect effect, int suspect, CfPlace place, GError **error)
{
  g_return_val_if_fail (CF_IS_GAME (self), FALSE);
  return self->secrets != NULL
             ? cf_secrets_play_keeper (self->secrets, effect, suspect, place, error)
             : refuse (self, error);
}
