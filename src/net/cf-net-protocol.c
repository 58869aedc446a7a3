/* cf-net-protocol.c: the messages between a host and its joiners
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "casefile-core.h"
#include "cf-json-private.h"
#include "cf-net-protocol.h"

/*
 * Every message is one WebSocket text frame holding one JSON object with a
 * "type". Messages are read by the same strict reader as the files (RFC
 * 8259, a depth limit), at most CF_NET_MAX_MESSAGE bytes.
 */

/**
 * cf_net_message_new:
 *
 * Returns: (transfer full): a message of @type, to be filled in
 */
JsonObject *
cf_net_message_new (const char *type)
{
  JsonObject *message = json_object_new ();

  json_object_set_string_member (message, "type", type);
  return message;
}

/**
 * cf_net_message_to_text:
 *
 * Returns: (transfer full): @message as one line of JSON
 */
char *
cf_net_message_to_text (JsonObject *message)
{
  g_autoptr(JsonNode) node = json_node_new (JSON_NODE_OBJECT);

  json_node_set_object (node, message);
  return json_to_string (node, FALSE);
}

/**
 * cf_net_message_parse:
 * @bytes: a frame as received
 * @type: (out): the message's type, valid as long as the object
 *
 * Returns: (transfer full) (nullable): the message, or %NULL with @error
 *   saying what is wrong with it
 */
JsonObject *
cf_net_message_parse (GBytes *bytes, const char **type, GError **error)
{
  g_autoptr(JsonNode) node = NULL;
  JsonObject *object;

  if (g_bytes_get_size (bytes) > CF_NET_MAX_MESSAGE)
    {
      g_set_error (error, CF_ERROR, CF_ERROR_TOO_LARGE,
                   /* Translators: %u is a size in bytes */
                   _("A message is larger than %u bytes"), (guint)CF_NET_MAX_MESSAGE);
      return NULL;
    }
  if (!(node = cf_json_parse_bytes (bytes, CF_NET_MAX_MESSAGE, _("message"), error)) ||
      !(object = cf_json_require_object (node, _("message"), NULL, error)) ||
      !cf_json_get_string (object, "type", TRUE, _("message"), NULL, type, error))
    return NULL;
  return json_object_ref (object);
}

/**
 * cf_net_link:
 *
 * Returns: (transfer full): the invitation as a link:
 *   casefile://HOST:PORT/?code=CODE&fingerprint=HEX
 */
char *
cf_net_link (const char *host, guint port, const char *code, const char *fingerprint)
{
  gboolean ipv6 = strchr (host, ':') != NULL;

  return g_strdup_printf ("casefile://%s%s%s:%u/?code=%s&fingerprint=%s", ipv6 ? "[" : "", host,
                          ipv6 ? "]" : "", port, code, fingerprint);
}
