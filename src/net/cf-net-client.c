/* cf-net-client.c: one seat of a game hosted at another computer
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>
#include <libsoup/soup.h>

#include "casefile-core.h"
#include "cf-json-private.h"
#include "cf-net-cert.h"
#include "cf-net-client.h"
#include "cf-net-protocol.h"

/*
 * The client connects over TLS and accepts the host's certificate only if
 * it matches what the invitation carries: the whole fingerprint from a
 * link, or the pin in the code read out. It says hello with the code, and
 * then passes on what the host sends: its seat (welcome), who sits where
 * (lobby), a decision its seat must take (decide), refusals, and the end.
 */

struct _CfNetClient
{
  GObject parent_instance;

  char *uri;
  char *code;
  char *pin;
  char *fingerprint;
  char *name;
  char *rejoin;
  char *edition_id;
  int   seat;

  SoupSession             *session;
  SoupWebsocketConnection *conn;
  GCancellable            *cancellable;
  GString                 *recorder;
  char                    *reason;
  gboolean                 final; /* the host's goodbye said coming back is no use */
  gboolean                 closed;
  gboolean                 table;
  char                    *suspect;
};

G_DEFINE_FINAL_TYPE (CfNetClient, cf_net_client, G_TYPE_OBJECT)

enum
{
  SIGNAL_WELCOME,
  SIGNAL_LOBBY,
  SIGNAL_DECIDE,
  SIGNAL_REFUSED,
  SIGNAL_OVER,
  SIGNAL_TABLE,
  SIGNAL_CLOSED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* ---------------------------------------------------------------- reasons */

/*
 * The host says why it refused a message or closes the connection with an
 * id (docs/network.md); the joiner says it in its own language. Some ids
 * come with a detail (what the host found wrong: the member of the
 * message, the rule broken), in the host's words.
 */
typedef struct
{
  const char *id;
  const char *sentence;
} Reason;

static const Reason reasons[] = {
  { CF_NET_REASON_TOO_MANY_MESSAGES, N_("Too many messages") },
  { CF_NET_REASON_NOT_TEXT, N_("Only text messages are understood") },
  { CF_NET_REASON_NO_HELLO, N_("No hello came") },
  { CF_NET_REASON_WRONG_PROTOCOL, N_("This host speaks another version of the protocol") },
  { CF_NET_REASON_LOCKED_OUT, N_("Too many wrong codes: wait a minute") },
  { CF_NET_REASON_WRONG_CODE, N_("Wrong code") },
  { CF_NET_REASON_FULL, N_("Every seat is taken") },
  { CF_NET_REASON_SEAT_TAKEN, N_("The seat was taken from another connection") },
  { CF_NET_REASON_SEAT_NOT_FREE, N_("That seat is not free: choose another, or any free seat") },
  { CF_NET_REASON_HELLO_FIRST, N_("Say hello with the code first") },
  { CF_NET_REASON_TOO_MANY_REFUSED, N_("Too many messages were refused") },
  { CF_NET_REASON_GAME_OVER, N_("The game is over") },
  { CF_NET_REASON_GIVEN_TO_BOT, N_("The host gave this seat to a computer player") },
  { CF_NET_REASON_UNKNOWN_MESSAGE, N_("Unknown message") },
  { CF_NET_REASON_ALREADY_SEATED, N_("This connection has a seat already") },
  { CF_NET_REASON_NOT_PLAYING, N_("The game is not being played") },
  { CF_NET_REASON_NOT_YOUR_TURN, N_("It is not your turn to act") },
  { CF_NET_REASON_STALE, N_("That answers an earlier question") },
};

/**
 * cf_net_client_describe_reason:
 * @reason: (nullable): the id a `refused` or `goodbye` message gave
 * @detail: (nullable): its detail
 *
 * Returns: (transfer full): why, as a sentence in the user's language, on
 *   one line (whatever the host sent)
 */
char *
cf_net_client_describe_reason (const char *reason, const char *detail)
{
  g_autofree char *text = NULL;
  /* A detail the host did not give: the id stands for it */
  const char *what = detail != NULL ? detail : reason != NULL ? reason : "?";

  for (guint i = 0; reason != NULL && i < G_N_ELEMENTS (reasons); i++)
    if (g_str_equal (reason, reasons[i].id))
      return g_strdup (_(reasons[i].sentence));

  if (g_strcmp0 (reason, CF_NET_REASON_BAD_MESSAGE) == 0 ||
      g_strcmp0 (reason, CF_NET_REASON_BAD_HELLO) == 0 ||
      g_strcmp0 (reason, CF_NET_REASON_BAD_ACT) == 0)
    /* Translators: %s is what the host found wrong with the message */
    text = g_strdup_printf (_("The host could not read a message: %s"), what);
  else if (g_strcmp0 (reason, CF_NET_REASON_BAD_ACTION) == 0)
    /* Translators: %s is what the host found wrong with the action */
    text = g_strdup_printf (_("The action cannot be read: %s"), what);
  else if (g_strcmp0 (reason, CF_NET_REASON_ILLEGAL_ACTION) == 0)
    /* Translators: %s is the rule the action breaks, as the host says it */
    text = g_strdup_printf (_("The rules do not allow that action: %s"), what);
  else if (detail != NULL)
    /* Translators: a host of a newer version of Casefile gave a reason
     * this one does not know: %1$s is its id (such as "wrong-code"), %2$s
     * its detail */
    text = g_strdup_printf (_("The host gave a reason this version does not know: %1$s (%2$s)"),
                            reason != NULL ? reason : "?", detail);
  else
    /* Translators: a host of a newer version of Casefile gave a reason
     * this one does not know: %s is its id (such as "wrong-code") */
    text = g_strdup_printf (_("The host gave a reason this version does not know: %s"), what);
  return cf_text_one_line (text);
}

/**
 * cf_net_client_read_reason:
 * @message: a `refused` or `goodbye` message
 *
 * Returns: (transfer full): why, as cf_net_client_describe_reason() says it
 */
char *
cf_net_client_read_reason (JsonObject *message)
{
  const char *reason = NULL, *detail = NULL;

  if (!cf_json_get_string (message, "reason", FALSE, "reason", NULL, &reason, NULL))
    reason = NULL;
  if (!cf_json_get_string (message, "detail", FALSE, "reason", NULL, &detail, NULL))
    detail = NULL;
  return cf_net_client_describe_reason (reason, detail);
}

/* ---------------------------------------------------------------- messages */

/* Goodbyes after which the same hello would only be turned away again:
 * the seat is someone else's now, or the game is not to be had */
static gboolean
final_goodbye (const char *reason)
{
  static const char *const final[] = {
    CF_NET_REASON_GIVEN_TO_BOT, CF_NET_REASON_SEAT_TAKEN,     CF_NET_REASON_GAME_OVER,
    CF_NET_REASON_FULL,         CF_NET_REASON_SEAT_NOT_FREE,  CF_NET_REASON_WRONG_CODE,
    CF_NET_REASON_LOCKED_OUT,   CF_NET_REASON_WRONG_PROTOCOL,
  };

  for (guint i = 0; reason != NULL && i < G_N_ELEMENTS (final); i++)
    if (g_str_equal (reason, final[i]))
      return TRUE;
  return FALSE;
}

static void
close_with (CfNetClient *self, const char *reason)
{
  if (self->closed)
    return;
  self->closed = TRUE;
  if (self->conn != NULL &&
      soup_websocket_connection_get_state (self->conn) == SOUP_WEBSOCKET_STATE_OPEN)
    soup_websocket_connection_close (self->conn, 1000, NULL);
  g_signal_emit (self, signals[SIGNAL_CLOSED], 0, reason);
}

static void
send_message (CfNetClient *self, JsonObject *message)
{
  g_autofree char *text = cf_net_message_to_text (message);

  if (self->conn != NULL &&
      soup_websocket_connection_get_state (self->conn) == SOUP_WEBSOCKET_STATE_OPEN)
    soup_websocket_connection_send_text (self->conn, text);
}

static void
on_message (SoupWebsocketConnection *conn, int kind, GBytes *bytes, CfNetClient *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) message = NULL;
  const char *type;
  gint64      number = -1;

  if (self->recorder != NULL)
    {
      g_string_append_len (self->recorder, g_bytes_get_data (bytes, NULL),
                           g_bytes_get_size (bytes));
      g_string_append_c (self->recorder, '\n');
    }
  if (kind != SOUP_WEBSOCKET_DATA_TEXT ||
      !(message = cf_net_message_parse_sized (bytes, CF_NET_MAX_FROM_HOST, &type, &error)))
    {
      close_with (self, error != NULL ? error->message : _("The host sent something unknown"));
      return;
    }
  if (g_str_equal (type, "welcome"))
    {
      const char *edition = NULL, *rejoin = NULL;

      if (!cf_json_get_int (message, "seat", TRUE, 0, 5, "welcome", NULL, &number, &error) ||
          !cf_json_get_string (message, "edition", TRUE, "welcome", NULL, &edition, &error) ||
          !cf_json_get_string (message, "rejoin", TRUE, "welcome", NULL, &rejoin, &error))
        {
          close_with (self, error->message);
          return;
        }
      self->seat = number;
      g_free (self->edition_id);
      self->edition_id = g_strdup (edition);
      g_free (self->rejoin);
      self->rejoin = g_strdup (rejoin);
      g_signal_emit (self, signals[SIGNAL_WELCOME], 0, message);
    }
  else if (g_str_equal (type, "lobby"))
    g_signal_emit (self, signals[SIGNAL_LOBBY], 0, message);
  else if (g_str_equal (type, "decide"))
    {
      JsonNode *view;

      if (!cf_json_get_int (message, "n", TRUE, 0, G_MAXUINT32, "decide", NULL, &number, &error) ||
          !(view = cf_json_member (message, "view", TRUE, "decide", NULL, &error)))
        {
          close_with (self, error->message);
          return;
        }
      g_signal_emit (self, signals[SIGNAL_DECIDE], 0, (guint)number, view);
    }
  else if (g_str_equal (type, "table") && self->table)
    {
      JsonNode *game, *lines;

      if (!cf_json_get_int (message, "n", TRUE, 0, G_MAXUINT32, "table", NULL, &number, &error) ||
          !(game = cf_json_member (message, "game", TRUE, "table", NULL, &error)) ||
          !(lines = cf_json_member (message, "signals", TRUE, "table", NULL, &error)) ||
          !cf_json_require_array (lines, "table", "signals", &error))
        {
          close_with (self, error->message);
          return;
        }
      g_signal_emit (self, signals[SIGNAL_TABLE], 0, (guint)number, game,
                     json_node_get_array (lines));
    }
  else if (g_str_equal (type, "refused"))
    {
      g_autofree char *why = cf_net_client_read_reason (message);
      g_signal_emit (self, signals[SIGNAL_REFUSED], 0, why);
    }
  else if (g_str_equal (type, "over"))
    g_signal_emit (self, signals[SIGNAL_OVER], 0, message);
  else if (g_str_equal (type, "goodbye"))
    {
      const char *id = NULL;

      g_free (self->reason);
      self->reason = cf_net_client_read_reason (message);
      if (cf_json_get_string (message, "reason", FALSE, "goodbye", NULL, &id, NULL))
        self->final = final_goodbye (id);
    }
}

static void
on_closed (SoupWebsocketConnection *conn, CfNetClient *self)
{
  close_with (self, self->reason != NULL ? self->reason : _("The host closed the connection"));
}

static gboolean
on_accept_certificate (SoupMessage         *msg,
                       GTlsCertificate     *certificate,
                       GTlsCertificateFlags errors,
                       CfNetClient         *self)
{
  g_autofree char *fingerprint = cf_net_cert_fingerprint (certificate);
  g_autofree char *pin = fingerprint != NULL ? cf_net_pin_from_fingerprint (fingerprint) : NULL;

  if (fingerprint == NULL)
    return FALSE;
  if (self->fingerprint != NULL)
    return g_ascii_strcasecmp (fingerprint, self->fingerprint) == 0;
  if (self->pin != NULL)
    return g_strcmp0 (pin, self->pin) == 0;
  /* Neither: the code had no pin; the connection is encrypted but the
   * host is not checked (casefile-cli join says so) */
  return TRUE;
}

static void
on_connected (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr(CfNetClient) self = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) hello = cf_net_message_new ("hello");

  self->conn = soup_session_websocket_connect_finish (SOUP_SESSION (source), result, &error);
  if (self->conn == NULL)
    {
      if (g_error_matches (error, G_TLS_ERROR, G_TLS_ERROR_BAD_CERTIFICATE) ||
          g_error_matches (error, G_TLS_ERROR, G_TLS_ERROR_HANDSHAKE))
        close_with (self, _("The host is not the one the code names"));
      else
        close_with (self, error->message);
      return;
    }
  soup_websocket_connection_set_max_incoming_payload_size (self->conn, CF_NET_MAX_FROM_HOST);
  soup_websocket_connection_set_keepalive_interval (self->conn, 15);
  g_signal_connect (self->conn, "message", G_CALLBACK (on_message), self);
  g_signal_connect (self->conn, "closed", G_CALLBACK (on_closed), self);

  json_object_set_int_member (hello, "protocol", CF_NET_PROTOCOL);
  json_object_set_string_member (hello, "code", self->code);
  if (self->name != NULL)
    json_object_set_string_member (hello, "name", self->name);
  if (self->rejoin != NULL)
    json_object_set_string_member (hello, "rejoin", self->rejoin);
  if (self->table)
    json_object_set_boolean_member (hello, "table", TRUE);
  if (self->suspect != NULL)
    json_object_set_string_member (hello, "suspect", self->suspect);
  send_message (self, hello);
}

/* ---------------------------------------------------------------- GObject */

static void
cf_net_client_dispose (GObject *object)
{
  CfNetClient *self = CF_NET_CLIENT (object);

  g_cancellable_cancel (self->cancellable);
  if (self->conn != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->conn, self);
      if (soup_websocket_connection_get_state (self->conn) == SOUP_WEBSOCKET_STATE_OPEN)
        soup_websocket_connection_close (self->conn, 1000, NULL);
    }
  g_clear_object (&self->conn);
  g_clear_object (&self->session);
  g_clear_object (&self->cancellable);
  G_OBJECT_CLASS (cf_net_client_parent_class)->dispose (object);
}

static void
cf_net_client_finalize (GObject *object)
{
  CfNetClient *self = CF_NET_CLIENT (object);

  g_free (self->uri);
  g_free (self->code);
  g_free (self->pin);
  g_free (self->fingerprint);
  g_free (self->name);
  g_free (self->suspect);
  g_free (self->rejoin);
  g_free (self->edition_id);
  g_free (self->reason);
  G_OBJECT_CLASS (cf_net_client_parent_class)->finalize (object);
}

static void
cf_net_client_class_init (CfNetClientClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = cf_net_client_dispose;
  object_class->finalize = cf_net_client_finalize;

  /**
   * CfNetClient::welcome:
   * @message: the seat given, who sits where, the rejoin token
   */
  signals[SIGNAL_WELCOME] = g_signal_new ("welcome", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                          0, NULL, NULL, NULL, G_TYPE_NONE, 1, JSON_TYPE_OBJECT);
  /**
   * CfNetClient::lobby:
   * @message: who sits where, and who is connected
   */
  signals[SIGNAL_LOBBY] = g_signal_new ("lobby", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                        NULL, NULL, NULL, G_TYPE_NONE, 1, JSON_TYPE_OBJECT);
  /**
   * CfNetClient::decide:
   * @decision: the number to answer with
   * @view: what the seat may know now
   */
  signals[SIGNAL_DECIDE] =
      g_signal_new ("decide", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                    G_TYPE_NONE, 2, G_TYPE_UINT, JSON_TYPE_NODE);
  /**
   * CfNetClient::refused:
   * @reason: why the host refused the last action, in the user's language
   */
  signals[SIGNAL_REFUSED] = g_signal_new ("refused", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                          0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
  /**
   * CfNetClient::over:
   * @message: the winner and the envelope
   */
  signals[SIGNAL_OVER] = g_signal_new ("over", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                       NULL, NULL, NULL, G_TYPE_NONE, 1, JSON_TYPE_OBJECT);
  /**
   * CfNetClient::table:
   * @decision: the number an act answers with
   * @game: the seat's copy of the game (cf_game_seat_copy())
   * @signals: what the seat heard since the last copy (CfGameRelay)
   *
   * Only for a client that plays in a shadow (cf_net_client_set_table()).
   */
  signals[SIGNAL_TABLE] =
      g_signal_new ("table", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                    G_TYPE_NONE, 3, G_TYPE_UINT, JSON_TYPE_NODE | G_SIGNAL_TYPE_STATIC_SCOPE,
                    JSON_TYPE_ARRAY | G_SIGNAL_TYPE_STATIC_SCOPE);
  /**
   * CfNetClient::closed:
   * @reason: why, in a sentence
   */
  signals[SIGNAL_CLOSED] = g_signal_new ("closed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                         NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
cf_net_client_init (CfNetClient *self)
{
  self->seat = -1;
  self->cancellable = g_cancellable_new ();
}

/* ---------------------------------------------------------------- public API */

/**
 * cf_net_client_new:
 * @code: the code as typed: SECRET-PIN, or the secret alone
 * @fingerprint: (nullable): the host certificate's SHA-256, from a link
 * @name: (nullable): the name to play under
 *
 * Returns: (transfer full) (nullable): the client, or %NULL if @code
 *   cannot be a code
 */
CfNetClient *
cf_net_client_new (const char *host,
                   guint       port,
                   const char *code,
                   const char *fingerprint,
                   const char *name,
                   GError    **error)
{
  g_autoptr(CfNetClient) self = g_object_new (CF_TYPE_NET_CLIENT, NULL);
  g_autofree char *normal = cf_net_code_normalize (code);
  g_autofree char *secret = NULL;
  gboolean         ipv6 = strchr (host, ':') != NULL;

  if (normal == NULL || !cf_net_code_split (normal, &secret, &self->pin))
    {
      g_set_error (error, CF_ERROR, CF_ERROR_INVALID,
                   _("A code is letters and digits, and four more after a dash"));
      return NULL;
    }
  self->code = g_steal_pointer (&normal);
  self->fingerprint = g_strdup (fingerprint);
  self->name = g_strdup (name);
  self->uri = g_strdup_printf ("wss://%s%s%s:%u%s", ipv6 ? "[" : "", host, ipv6 ? "]" : "", port,
                               CF_NET_PATH);
  self->session = soup_session_new_with_options ("timeout", 20, "idle-timeout", 0, NULL);
  return g_steal_pointer (&self);
}

/**
 * cf_net_client_connect:
 *
 * Connects and says hello; ::welcome or ::closed follows.
 */
void
cf_net_client_connect (CfNetClient *self)
{
  g_autoptr(SoupMessage) msg = NULL;

  g_return_if_fail (CF_IS_NET_CLIENT (self));
  msg = soup_message_new ("GET", self->uri);
  if (msg == NULL)
    {
      close_with (self, _("That is not an address"));
      return;
    }
  g_signal_connect (msg, "accept-certificate", G_CALLBACK (on_accept_certificate), self);
  soup_session_websocket_connect_async (self->session, msg, NULL, NULL, G_PRIORITY_DEFAULT,
                                        self->cancellable, on_connected, g_object_ref (self));
}

/**
 * cf_net_client_set_suspect:
 * @suspect: (nullable): the id of the suspect whose seat to take, or %NULL
 *   for any free seat
 */
void
cf_net_client_set_suspect (CfNetClient *self, const char *suspect)
{
  g_return_if_fail (CF_IS_NET_CLIENT (self));
  g_free (self->suspect);
  self->suspect = g_strdup (suspect);
}

/**
 * cf_net_client_set_table:
 * @table: whether the seat is played in a shadow of the game
 *
 * Set before connecting: the host then sends the seat's copy of the game
 * after every change (CfNetClient::table) instead of asking it to decide.
 */
void
cf_net_client_set_table (CfNetClient *self, gboolean table)
{
  g_return_if_fail (CF_IS_NET_CLIENT (self));
  self->table = table;
}

/**
 * cf_net_client_act:
 * @decision: the number of the ::decide answered
 * @action: the action, as cf_action_to_json() writes it
 * @think_ms: how long the seat thought, for the host's measure of the
 *   network's share
 */
void
cf_net_client_act (CfNetClient *self, guint decision, JsonNode *action, guint think_ms)
{
  g_autoptr(JsonObject) act = cf_net_message_new ("act");

  g_return_if_fail (CF_IS_NET_CLIENT (self));
  json_object_set_int_member (act, "n", decision);
  json_object_set_int_member (act, "think_ms", think_ms);
  json_object_set_member (act, "action", json_node_copy (action));
  send_message (self, act);
}

/**
 * cf_net_client_close:
 *
 * Says goodbye and closes.
 */
void
cf_net_client_close (CfNetClient *self)
{
  g_autoptr(JsonObject) bye = cf_net_message_new ("bye");

  g_return_if_fail (CF_IS_NET_CLIENT (self));
  send_message (self, bye);
  close_with (self, _("Left the game"));
}

/**
 * cf_net_client_drop:
 *
 * Closes the connection without a goodbye, as a network that fails does
 * (for tests of coming back).
 */
void
cf_net_client_drop (CfNetClient *self)
{
  g_return_if_fail (CF_IS_NET_CLIENT (self));
  close_with (self, _("The connection to the host was lost"));
}

int
cf_net_client_get_seat (CfNetClient *self)
{
  g_return_val_if_fail (CF_IS_NET_CLIENT (self), -1);
  return self->seat;
}

const char *
cf_net_client_get_edition_id (CfNetClient *self)
{
  g_return_val_if_fail (CF_IS_NET_CLIENT (self), NULL);
  return self->edition_id;
}

/**
 * cf_net_client_was_sent_away:
 *
 * Returns: whether the host's last goodbye said that coming back is no
 *   use: the seat was given to a computer player or taken back from
 *   another connection, the game is over or full, the code is wrong
 */
gboolean
cf_net_client_was_sent_away (CfNetClient *self)
{
  g_return_val_if_fail (CF_IS_NET_CLIENT (self), FALSE);
  return self->final;
}

const char *
cf_net_client_get_rejoin (CfNetClient *self)
{
  g_return_val_if_fail (CF_IS_NET_CLIENT (self), NULL);
  return self->rejoin;
}

/**
 * cf_net_client_set_rejoin:
 * @token: (nullable): the token a welcome gave, to take that seat again
 */
void
cf_net_client_set_rejoin (CfNetClient *self, const char *token)
{
  g_return_if_fail (CF_IS_NET_CLIENT (self));
  g_free (self->rejoin);
  self->rejoin = g_strdup (token);
}

/**
 * cf_net_client_set_recorder:
 * @received: (nullable): where every message received is appended, one per
 *   line (for tests that check what reaches a seat)
 */
void
cf_net_client_set_recorder (CfNetClient *self, GString *received)
{
  g_return_if_fail (CF_IS_NET_CLIENT (self));
  self->recorder = received;
}
