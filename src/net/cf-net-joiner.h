/* cf-net-joiner.h: a person's seat in a game hosted at another computer
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "cf-hot-seat.h"

G_BEGIN_DECLS

/**
 * CfJoinerState:
 * @CF_JOINER_CONNECTING: reaching the host, until the first copy of the game
 * @CF_JOINER_PLAYING: the game is on, the host connected
 * @CF_JOINER_RECONNECTING: the connection dropped; trying again to come
 *   back into the same seat
 * @CF_JOINER_OVER: the game has ended
 * @CF_JOINER_FAILED: the host refused or could not be reached, or the
 *   person left
 */
typedef enum
{
  CF_JOINER_CONNECTING,
  CF_JOINER_PLAYING,
  CF_JOINER_RECONNECTING,
  CF_JOINER_OVER,
  CF_JOINER_FAILED,
} CfJoinerState;

#define CF_TYPE_NET_JOINER (cf_net_joiner_get_type ())

G_DECLARE_FINAL_TYPE (CfNetJoiner, cf_net_joiner, CF, NET_JOINER, GObject)

CfNetJoiner  *cf_net_joiner_new (const char *host,
                                 guint       port,
                                 const char *code,
                                 const char *fingerprint,
                                 const char *name,
                                 GError    **error);
void          cf_net_joiner_set_suspect (CfNetJoiner *self, const char *suspect);
void          cf_net_joiner_start (CfNetJoiner *self);
void          cf_net_joiner_leave (CfNetJoiner *self);
CfJoinerState cf_net_joiner_get_state (CfNetJoiner *self);
const char   *cf_net_joiner_get_problem (CfNetJoiner *self);
const char   *cf_net_joiner_get_waiting (CfNetJoiner *self);
CfHotSeat    *cf_net_joiner_get_hot_seat (CfNetJoiner *self);
int           cf_net_joiner_get_seat (CfNetJoiner *self);
gboolean      cf_net_joiner_has_answered (CfNetJoiner *self);
void          cf_net_joiner_set_retry_interval (CfNetJoiner *self, guint milliseconds);
void          cf_net_joiner_drop_connection (CfNetJoiner *self);
void          cf_net_joiner_set_recorder (CfNetJoiner *self, GString *received);

G_END_DECLS
