/* cf-net-host-private.h: what the host's files share
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <libsoup/soup.h>

#include "cf-net-host.h"

G_BEGIN_DECLS

typedef struct
{
  CfNetHost               *host;
  SoupWebsocketConnection *conn;
  char                    *address;
  int                      seat;
  guint                    hello_timeout;
  gint64                   window_start;
  guint                    window_count;
  guint                    refused;
  gboolean                 table; /* plays in a shadow: sent its seat's copy */
} Peer;

typedef struct
{
  guint  count;
  gint64 since;
} Failures;

struct _CfNetHost
{
  GObject parent_instance;

  CfEdition    *edition;
  guint         n_seats;
  CfNetSeat     seats[CF_GAME_MAX_SEATS];
  char         *names[CF_GAME_MAX_SEATS];
  gboolean      named[CF_GAME_MAX_SEATS]; /* a name given, not the suspect's */
  CfGameOptions options;
  guint64       seed;

  char            *secret;
  char            *code;
  char            *fingerprint;
  GTlsCertificate *certificate;
  SoupServer      *server;
  guint            hello_timeout_s;

  GPtrArray  *peers;
  Peer       *seat_peer[CF_GAME_MAX_SEATS];
  gboolean    taken[CF_GAME_MAX_SEATS];
  char       *tokens[CF_GAME_MAX_SEATS];
  GHashTable *failures;

  CfGame       *game;
  CfSeatView   *views[CF_GAME_MAX_SEATS];
  CfBot        *bots[CF_GAME_MAX_SEATS];
  CfReferee    *referee;
  CfSimulation  result;
  guint         decision;
  int           asked_seat;
  guint         asked_decision;
  gboolean      thinking;
  GCancellable *cancellable;
  guint         advance_source;
  gboolean      finished;

  CfHotSeat *hot_seat; /* a game at a screen, whose remote seats this host serves */

  /* Joiners who play in a shadow of the game (a window): per remote seat
   * the signals it may hear, and the copies sent once the game settles */
  CfGameRelay *relays[CF_GAME_MAX_SEATS];
  guint        table_source;

  GFile *save_file;
  guint  save_failures;
  guint  saved_port; /* resumed: where it listened before */

  gint64  asked_at;  /* when the last decide was sent */
  GArray *latencies; /* ms from a decide sent to its act received, less the thinking */
};

/* cf-net-host.c: sending, and the end told */
void cf_net_host_send (Peer *peer, JsonObject *message);
void cf_net_host_emit_finished (CfNetHost *self);
void cf_net_host_emit_save_failed (CfNetHost *self, const GError *error);

/* cf-net-host-game.c: the game */
void     cf_net_host_attach_game (CfNetHost *self);
void     cf_net_host_start_game (CfNetHost *self);
gboolean cf_net_host_apply (CfNetHost *self, guint seat, const CfAction *action, GError **error);
void     cf_net_host_schedule_advance (CfNetHost *self);
void     cf_net_host_send_table (CfNetHost *self, guint seat);
void     cf_net_host_send_tables (CfNetHost *self);
void     cf_net_host_send_end (CfNetHost *self, Peer *peer);

/* cf-net-host-save.c: a hosted game saved and resumed */
void cf_net_host_autosave (CfNetHost *self);

G_END_DECLS
