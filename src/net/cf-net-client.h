/* cf-net-client.h: one seat of a game hosted at another computer
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

#define CF_TYPE_NET_CLIENT (cf_net_client_get_type ())

G_DECLARE_FINAL_TYPE (CfNetClient, cf_net_client, CF, NET_CLIENT, GObject)

CfNetClient *cf_net_client_new (const char *host,
                                guint       port,
                                const char *code,
                                const char *fingerprint,
                                const char *name,
                                GError    **error);
void         cf_net_client_connect (CfNetClient *self);
void         cf_net_client_set_table (CfNetClient *self, gboolean table);
void         cf_net_client_set_suspect (CfNetClient *self, const char *suspect);
void        cf_net_client_act (CfNetClient *self, guint decision, JsonNode *action, guint think_ms);
void        cf_net_client_close (CfNetClient *self);
void        cf_net_client_drop (CfNetClient *self);
int         cf_net_client_get_seat (CfNetClient *self);
const char *cf_net_client_get_edition_id (CfNetClient *self);
const char *cf_net_client_get_rejoin (CfNetClient *self);
gboolean    cf_net_client_was_sent_away (CfNetClient *self);
void        cf_net_client_set_rejoin (CfNetClient *self, const char *token);
void        cf_net_client_set_recorder (CfNetClient *self, GString *received);

char *cf_net_client_describe_reason (const char *reason, const char *detail);
char *cf_net_client_read_reason (JsonObject *message);

G_END_DECLS
