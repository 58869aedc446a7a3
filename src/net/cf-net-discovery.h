/* cf-net-discovery.h: hosted games announced and found on the local network
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "cf-net-host.h"

G_BEGIN_DECLS

#define CF_TYPE_NET_ANNOUNCER (cf_net_announcer_get_type ())
#define CF_TYPE_NET_FOUND_GAME (cf_net_found_game_get_type ())
#define CF_TYPE_NET_BROWSER (cf_net_browser_get_type ())

G_DECLARE_FINAL_TYPE (CfNetAnnouncer, cf_net_announcer, CF, NET_ANNOUNCER, GObject)
G_DECLARE_FINAL_TYPE (CfNetFoundGame, cf_net_found_game, CF, NET_FOUND_GAME, GObject)
G_DECLARE_FINAL_TYPE (CfNetBrowser, cf_net_browser, CF, NET_BROWSER, GObject)

char *cf_net_default_game_name (void);

CfNetAnnouncer *cf_net_announcer_new (CfNetHost *host, const char *name);
const char     *cf_net_announcer_get_name (CfNetAnnouncer *self);
gboolean        cf_net_announcer_is_announced (CfNetAnnouncer *self);
gboolean        cf_net_announcer_has_failed (CfNetAnnouncer *self);
void            cf_net_announcer_withdraw (CfNetAnnouncer *self);

CfNetFoundGame    *cf_net_found_game_new (const char        *name,
                                          const char        *host_name,
                                          const char        *address,
                                          guint              port,
                                          const char        *edition,
                                          const char *const *open_seats,
                                          const char        *fingerprint);
const char        *cf_net_found_game_get_name (CfNetFoundGame *self);
const char        *cf_net_found_game_get_host_name (CfNetFoundGame *self);
const char        *cf_net_found_game_get_address (CfNetFoundGame *self);
guint              cf_net_found_game_get_port (CfNetFoundGame *self);
const char        *cf_net_found_game_get_edition (CfNetFoundGame *self);
guint              cf_net_found_game_get_free_seats (CfNetFoundGame *self);
const char *const *cf_net_found_game_get_open_seats (CfNetFoundGame *self);
const char        *cf_net_found_game_get_fingerprint (CfNetFoundGame *self);
guint              cf_net_found_game_get_protocol (CfNetFoundGame *self);

CfNetBrowser   *cf_net_browser_new (void);
GListModel     *cf_net_browser_get_games (CfNetBrowser *self);
const char     *cf_net_browser_get_problem (CfNetBrowser *self);
CfNetFoundGame *cf_net_browser_find (CfNetBrowser *self, const char *name);

G_END_DECLS
