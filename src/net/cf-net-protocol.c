/* cf-net-protocol.c: the messages between a host and its joiners
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

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
  return cf_net_message_parse_sized (bytes, CF_NET_MAX_MESSAGE, type, error);
}

/**
 * cf_net_message_parse_sized:
 * @limit: the largest message taken, in bytes
 *
 * As cf_net_message_parse(), for messages up to @limit bytes.
 */
JsonObject *
cf_net_message_parse_sized (GBytes *bytes, gsize limit, const char **type, GError **error)
{
  g_autoptr(JsonNode) node = NULL;
  JsonObject *object;

  if (g_bytes_get_size (bytes) > limit)
    {
      g_set_error (error, CF_ERROR, CF_ERROR_TOO_LARGE,
                   /* Translators: %u is a size in bytes */
                   _("A message is larger than %u bytes"), (guint)limit);
      return NULL;
    }
  if (!(node = cf_json_parse_bytes (bytes, limit, _("message"), error)) ||
      !(object = cf_json_require_object (node, _("message"), NULL, error)) ||
      !cf_json_get_string (object, "type", TRUE, _("message"), NULL, type, error))
    return NULL;
  return json_object_ref (object);
}

/**
 * cf_net_reason_new:
 * @type: "refused" or "goodbye"
 * @reason: one of the CF_NET_REASON_ ids
 * @detail: (nullable): what exactly was wrong, for the ids that have one
 *
 * Returns: (transfer full): the message
 */
JsonObject *
cf_net_reason_new (const char *type, const char *reason, const char *detail)
{
  JsonObject *message = cf_net_message_new (type);

  json_object_set_string_member (message, "reason", reason);
  if (detail != NULL)
    json_object_set_string_member (message, "detail", detail);
  return message;
}

/* An optional true or false */
static gboolean
read_flag (JsonObject *message, const char *member, gboolean *out, GError **error)
{
  JsonNode *node = json_object_get_member (message, member);

  if (node == NULL)
    return TRUE;
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_BOOLEAN)
    {
      cf_json_set_error (error, "hello", member, _("expected true or false"));
      return FALSE;
    }
  *out = json_node_get_boolean (node);
  return TRUE;
}

/**
 * cf_net_hello_read:
 * @message: a message whose type is "hello"
 * @hello: (out caller-allocates): the hello, valid as long as @message
 *
 * Reads the members of a hello, as the host does before it checks them.
 *
 * Returns: %FALSE with @error naming the member when one is missing or of
 *   the wrong type
 */
gboolean
cf_net_hello_read (JsonObject *message, CfNetHello *hello, GError **error)
{
  *hello = (CfNetHello){ 0 };
  return cf_json_get_int (message, "protocol", TRUE, 0, G_MAXINT32, "hello", NULL, &hello->protocol,
                          error) &&
         cf_json_get_string (message, "code", TRUE, "hello", NULL, &hello->code, error) &&
         cf_json_get_string (message, "name", FALSE, "hello", NULL, &hello->name, error) &&
         cf_json_get_string (message, "rejoin", FALSE, "hello", NULL, &hello->rejoin, error) &&
         read_flag (message, "table", &hello->table, error) &&
         cf_json_get_string (message, "suspect", FALSE, "hello", NULL, &hello->suspect, error);
}

/**
 * cf_net_name_clean:
 * @name: a name a hello asked for
 *
 * Returns: (transfer full) (nullable): @name on one line without the
 *   spaces around it, or %NULL when that is empty or longer than
 *   CF_NET_MAX_NAME characters (the seat keeps its name)
 */
char *
cf_net_name_clean (const char *name)
{
  g_autofree char *line = cf_text_one_line (name);

  g_strstrip (line);
  if (*line == '\0' || g_utf8_strlen (line, -1) > CF_NET_MAX_NAME)
    return NULL;
  return g_steal_pointer (&line);
}

/**
 * cf_net_act_read:
 * @message: a message whose type is "act"
 * @act: (out caller-allocates): the act, valid as long as @message
 *
 * Reads the members of an act; the action itself is read against the
 * game's edition and board with cf_action_from_json().
 *
 * Returns: %FALSE with @error naming the member when one is missing or of
 *   the wrong type
 */
gboolean
cf_net_act_read (JsonObject *message, CfNetAct *act, GError **error)
{
  gint64 n = 0;

  *act = (CfNetAct){ 0 };
  if (!cf_json_get_int (message, "n", TRUE, 0, G_MAXUINT32, "act", NULL, &n, error) ||
      !(act->action = cf_json_member (message, "action", TRUE, "act", NULL, error)))
    return FALSE;
  act->n = (guint)n;
  return TRUE;
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

/**
 * cf_net_link_parse:
 * @link: a link made by cf_net_link()
 * @host: (out): the host's name or address
 * @port: (out): its port
 * @code: (out): the code
 * @fingerprint: (out): the certificate's fingerprint
 *
 * Returns: %FALSE with @error when @link is not an invitation
 */
gboolean
cf_net_link_parse (
    const char *link, char **host, guint *port, char **code, char **fingerprint, GError **error)
{
  g_autoptr(GUri) uri = g_uri_parse (link, G_URI_FLAGS_NONE, NULL);
  g_autoptr(GHashTable) params = NULL;
  const char *query;

  if (uri == NULL || g_strcmp0 (g_uri_get_scheme (uri), "casefile") != 0 ||
      g_uri_get_host (uri) == NULL || (query = g_uri_get_query (uri)) == NULL ||
      !(params = g_uri_parse_params (query, -1, "&", G_URI_PARAMS_NONE, NULL)) ||
      g_hash_table_lookup (params, "code") == NULL)
    {
      g_set_error_literal (error, CF_ERROR, CF_ERROR_INVALID,
                           _("This is not the link of a Casefile invitation"));
      return FALSE;
    }
  *host = g_strdup (g_uri_get_host (uri));
  *port = g_uri_get_port (uri) > 0 ? (guint)g_uri_get_port (uri) : CF_NET_DEFAULT_PORT;
  *code = g_strdup (g_hash_table_lookup (params, "code"));
  *fingerprint = g_strdup (g_hash_table_lookup (params, "fingerprint"));
  return TRUE;
}

/**
 * cf_net_lobby_seats:
 * @message: a `lobby` or `welcome` from the host
 *
 * Returns: (transfer none) (nullable): its seats, or %NULL when it has no
 *   list of them
 */
JsonArray *
cf_net_lobby_seats (JsonObject *message)
{
  JsonNode *node = json_object_get_member (message, "seats");

  return node != NULL && JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;
}

/* A string member as sent, or NULL when missing or of another type */
static const char *
string_member (JsonObject *object, const char *name)
{
  const char *value;

  cf_json_get_string (object, name, FALSE, "lobby", NULL, &value, NULL);
  return value;
}

/**
 * cf_net_lobby_seat_read:
 * @seats: a lobby's seats (cf_net_lobby_seats())
 * @index: which
 * @seat: (out caller-allocates): the seat as read
 *
 * Returns: whether the seat is there, as an object
 */
gboolean
cf_net_lobby_seat_read (JsonArray *seats, guint index, CfNetLobbySeat *seat)
{
  JsonNode   *node;
  JsonObject *object;
  const char *kind;

  seat->suspect = NULL;
  seat->state = "here";
  seat->level = CF_PLAYER_HUMAN;
  if (index >= json_array_get_length (seats) ||
      !JSON_NODE_HOLDS_OBJECT (node = json_array_get_element (seats, index)))
    return FALSE;
  object = json_node_get_object (node);
  seat->suspect = string_member (object, "suspect");
  if (string_member (object, "state") != NULL)
    seat->state = string_member (object, "state");
  /* "remote", "human" or anything else: a person */
  if ((kind = string_member (object, "kind")) == NULL ||
      !cf_player_kind_from_string (kind, &seat->level))
    seat->level = CF_PLAYER_HUMAN;
  return TRUE;
}
