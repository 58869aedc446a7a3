/* cf-net-cert.h: the host's certificate, its fingerprint and the seat code
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* Characters of a code: Crockford's base 32 (no I, L, O or U) */
#define CF_NET_SECRET_LENGTH 5
#define CF_NET_PIN_LENGTH 4

GTlsCertificate *cf_net_cert_new_self_signed (const char *name, GError **error);
char            *cf_net_cert_fingerprint (GTlsCertificate *certificate);
char            *cf_net_pin_from_fingerprint (const char *fingerprint);
char            *cf_net_secret_new (void);
char            *cf_net_code_normalize (const char *typed);
char            *cf_net_secret_normalize (const char *typed);
gboolean         cf_net_code_split (const char *code, char **secret, char **pin);

G_END_DECLS
