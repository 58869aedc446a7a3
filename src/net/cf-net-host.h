/* cf-net-host.h: a game hosted for players at other computers
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "casefile-core.h"

G_BEGIN_DECLS

#define CF_TYPE_NET_HOST (cf_net_host_get_type ())

G_DECLARE_FINAL_TYPE (CfNetHost, cf_net_host, CF, NET_HOST, GObject)

/**
 * CfNetSeat:
 * @setup: the suspect, a name (or %NULL) and, for a bot, its level
 * @remote: someone joins the seat from another computer
 *
 * One seat of a hosted game.
 */
typedef struct
{
  CfSeatSetup setup;
  gboolean    remote;
} CfNetSeat;

CfNetHost    *cf_net_host_new (CfEdition           *edition,
                               guint                n_seats,
                               const CfNetSeat     *seats,
                               const CfGameOptions *options,
                               guint64              seed,
                               const char          *secret,
                               GError             **error);
gboolean      cf_net_host_listen (CfNetHost *self, const char *address, guint port, GError **error);
guint         cf_net_host_get_port (CfNetHost *self);
const char   *cf_net_host_get_code (CfNetHost *self);
const char   *cf_net_host_get_fingerprint (CfNetHost *self);
CfGame       *cf_net_host_get_game (CfNetHost *self);
gboolean      cf_net_host_is_finished (CfNetHost *self);
CfSimulation *cf_net_host_get_result (CfNetHost *self);
guint         cf_net_host_get_n_connected (CfNetHost *self);
void          cf_net_host_set_hello_timeout (CfNetHost *self, guint seconds);
void          cf_net_host_set_save_file (CfNetHost *self, GFile *file);
CfNetHost    *cf_net_host_new_resumed (GFile *file, GError **error);
CfNetHost    *cf_net_host_new_resumed_at_screen (GFile *file, GError **error);
CfHotSeat    *cf_net_host_get_hot_seat (CfNetHost *self);
guint         cf_net_host_get_saved_port (CfNetHost *self);
CfNetHost    *cf_net_host_new_for_hot_seat (CfHotSeat      *hot_seat,
                                            const gboolean *remote,
                                            const char     *secret,
                                            GError        **error);
guint         cf_net_host_get_n_seats (CfNetHost *self);
const CfNetSeat *cf_net_host_get_seat (CfNetHost *self, guint seat);
GArray          *cf_net_host_get_latencies (CfNetHost *self);
CfPresence       cf_net_host_get_presence (CfNetHost *self, guint seat);
gboolean         cf_net_host_give_seat_to_bot (CfNetHost *self, guint seat, CfPlayerKind level);
CfEdition       *cf_net_host_get_edition (CfNetHost *self);
guint            cf_net_host_get_n_free_seats (CfNetHost *self);
char            *cf_net_host_describe_open_seats (CfNetHost *self);

G_END_DECLS
