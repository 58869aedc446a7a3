/* cf-net-protocol.h: the messages between a host and its joiners
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* docs/network.md describes the protocol */
#define CF_NET_PROTOCOL 1
#define CF_NET_PATH "/casefile"
#define CF_NET_SERVICE "_casefile._tcp"
#define CF_NET_MAX_MESSAGE (64 * 1024)
#define CF_NET_DEFAULT_PORT 47150

JsonObject *cf_net_message_new (const char *type);
char       *cf_net_message_to_text (JsonObject *message);
JsonObject *cf_net_message_parse (GBytes *bytes, const char **type, GError **error);
char       *cf_net_link (const char *host, guint port, const char *code, const char *fingerprint);

G_END_DECLS
