/* cf-net-host.c: a game hosted for players at other computers
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>
#include <libsoup/soup.h>

#include "cf-json-private.h"
#include "cf-net-cert.h"
#include "cf-net-codec.h"
#include "cf-net-host-private.h"
#include "cf-net-protocol.h"

/*
 * The host runs the only game. A joiner says hello with the code and is
 * given a remote seat; once every remote seat is taken the game is dealt
 * and played. When the game awaits a remote seat, that seat's connection
 * alone is told what its seat may know (the seat's CfBotView, made from
 * its CfSeatView) and answers with an action, which goes through the seat
 * view's one door (refused unless the game waits for that seat) under the
 * same referee as simulate. Nothing else of any seat is ever sent; the
 * envelope only at the end, to everyone.
 *
 * Faults are input: a frame that is not text, not JSON, too large, too
 * frequent, or not a message of the protocol closes that connection with
 * a reason; a hello must come within seconds; wrong codes from one address
 * lock it out for a while; an action out of turn or against the rules is
 * refused and changes nothing. A seat whose connection drops is away: the
 * game waits, and anyone with the code (or the seat's rejoin token) takes
 * it back.
 */

#define HELLO_TIMEOUT_S 10
#define KEEPALIVE_S 15
#define MAX_PER_SECOND 200
#define MAX_REFUSED 20
#define MAX_WRONG_CODES 5
#define LOCKOUT_US (60 * G_USEC_PER_SEC)
#define MAX_TURNS 1000
#define CLOSE_NORMAL 1000
#define CLOSE_POLICY 1008

G_DEFINE_FINAL_TYPE (CfNetHost, cf_net_host, G_TYPE_OBJECT)

enum
{
  SIGNAL_CHANGED,
  SIGNAL_FINISHED,
  SIGNAL_SAVE_FAILED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* ---------------------------------------------------------------- sending */

void
cf_net_host_send (Peer *peer, JsonObject *message)
{
  g_autofree char *text = cf_net_message_to_text (message);

  if (soup_websocket_connection_get_state (peer->conn) == SOUP_WEBSOCKET_STATE_OPEN)
    soup_websocket_connection_send_text (peer->conn, text);
}

/* Closes @peer's connection, telling it why in a last message: @reason is
 * a CF_NET_REASON_ id (the joiner says it in its own language), @detail
 * what exactly was wrong, for the ids that have one */
static void
drop_peer (Peer *peer, const char *reason, const char *detail)
{
  g_autoptr(JsonObject) goodbye = cf_net_reason_new ("goodbye", reason, detail);

  cf_net_host_send (peer, goodbye);
  if (soup_websocket_connection_get_state (peer->conn) == SOUP_WEBSOCKET_STATE_OPEN)
    soup_websocket_connection_close (peer->conn, CLOSE_POLICY, NULL);
}

/* Refuses a message (nothing changes): @reason and @detail as drop_peer() */
static void
refuse (Peer *peer, const char *reason, const char *detail)
{
  g_autoptr(JsonObject) refused = cf_net_reason_new ("refused", reason, detail);

  cf_net_host_send (peer, refused);
  if (++peer->refused > MAX_REFUSED)
    drop_peer (peer, CF_NET_REASON_TOO_MANY_REFUSED, NULL);
}

/* Who sits where, who is connected: public, sent to everyone */
static JsonObject *
lobby_message (CfNetHost *self, const char *type)
{
  JsonObject *message = cf_net_message_new (type);
  JsonArray  *seats = json_array_new ();

  json_object_set_int_member (message, "protocol", CF_NET_PROTOCOL);
  json_object_set_string_member (message, "edition", cf_edition_get_id (self->edition));
  for (guint i = 0; i < self->n_seats; i++)
    {
      JsonObject *seat = json_object_new ();

      json_object_set_string_member (
          seat, "suspect", cf_edition_get_card_id (self->edition, self->seats[i].setup.suspect));
      json_object_set_string_member (seat, "name", self->names[i]);
      json_object_set_string_member (
          seat, "kind",
          self->seats[i].remote ? "remote" : cf_player_kind_to_string (self->seats[i].setup.kind));
      if (self->seats[i].remote)
        json_object_set_string_member (seat, "state",
                                       self->seat_peer[i] != NULL ? "here"
                                       : self->taken[i]           ? "away"
                                                                  : "free");
      json_array_add_object_element (seats, seat);
    }
  json_object_set_array_member (message, "seats", seats);
  return message;
}

static void
broadcast_lobby (CfNetHost *self)
{
  g_autoptr(JsonObject) lobby = lobby_message (self, "lobby");

  for (guint i = 0; i < self->peers->len; i++)
    {
      Peer *peer = self->peers->pdata[i];
      if (peer->seat >= 0)
        cf_net_host_send (peer, lobby);
    }
  /* The screen says where the remote players are */
  for (guint i = 0; self->hot_seat != NULL && i < self->n_seats; i++)
    if (self->seats[i].remote)
      cf_hot_seat_set_presence (self->hot_seat, i,
                                self->seat_peer[i] != NULL ? CF_PRESENCE_HERE
                                : self->taken[i]           ? CF_PRESENCE_AWAY
                                                           : CF_PRESENCE_WAITING);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

void
cf_net_host_emit_save_failed (CfNetHost *self, const GError *error)
{
  g_signal_emit (self, signals[SIGNAL_SAVE_FAILED], 0, error);
}

void
cf_net_host_emit_finished (CfNetHost *self)
{
  g_signal_emit (self, signals[SIGNAL_FINISHED], 0);
}

/* ---------------------------------------------------------------- messages */

static gboolean
locked_out (CfNetHost *self, const char *address)
{
  Failures *failures = g_hash_table_lookup (self->failures, address);

  if (failures == NULL)
    return FALSE;
  if (g_get_monotonic_time () - failures->since > LOCKOUT_US)
    {
      g_hash_table_remove (self->failures, address);
      return FALSE;
    }
  return failures->count >= MAX_WRONG_CODES;
}

static void
count_wrong_code (CfNetHost *self, const char *address)
{
  Failures *failures = g_hash_table_lookup (self->failures, address);

  if (failures == NULL)
    {
      failures = g_new0 (Failures, 1);
      failures->since = g_get_monotonic_time ();
      g_hash_table_insert (self->failures, g_strdup (address), failures);
    }
  failures->count++;
}

/* Compares without stopping at the first difference */
static gboolean
same_secret (const char *a, const char *b)
{
  gsize  la = strlen (a), lb = strlen (b);
  guint8 diff = la != lb;

  for (gsize i = 0; i < MAX (la, lb); i++)
    diff |= (guint8)(i < la ? a[i] : 0) ^ (guint8)(i < lb ? b[i] : 0);
  return diff == 0;
}

/* The remote seat @token names, or -1 */
static int
seat_for_token (CfNetHost *self, const char *token)
{
  if (token != NULL)
    for (guint i = 0; i < self->n_seats; i++)
      if (self->seats[i].remote && self->tokens[i] != NULL && same_secret (token, self->tokens[i]))
        return i;
  return -1;
}

/* Whether @token names a seat the people at the host's screen gave to a
 * computer player */
static gboolean
given_away (CfNetHost *self, const char *token)
{
  if (token != NULL)
    for (guint i = 0; i < self->n_seats; i++)
      if (!self->seats[i].remote && self->tokens[i] != NULL && same_secret (token, self->tokens[i]))
        return TRUE;
  return FALSE;
}

/* The seat a hello is given: the one its token names; else the suspect it
 * asked for, if that seat is free or its player away; else the first free
 * remote seat, or a seat whose player is away; -1 for none (@not_free: the
 * suspect asked for is not to be had) */
static int
seat_for_hello (CfNetHost *self, const char *token, const char *suspect, gboolean *not_free)
{
  int seat;

  *not_free = FALSE;
  if ((seat = seat_for_token (self, token)) >= 0)
    return seat;
  if (suspect != NULL)
    {
      for (guint i = 0; i < self->n_seats; i++)
        if (g_strcmp0 (cf_edition_get_card_id (self->edition, self->seats[i].setup.suspect),
                       suspect) == 0 &&
            self->seats[i].remote && (!self->taken[i] || self->seat_peer[i] == NULL))
          return i;
      *not_free = TRUE;
      return -1;
    }
  for (guint i = 0; i < self->n_seats; i++)
    if (self->seats[i].remote && !self->taken[i])
      return i;
  /* A seat whose player is away: the one coming back */
  for (guint i = 0; i < self->n_seats; i++)
    if (self->seats[i].remote && self->seat_peer[i] == NULL)
      return i;
  return -1;
}

/* Seats @peer; someone back in a seat whose old connection is still open
 * closes it */
static void
seat_peer (CfNetHost *self, Peer *peer, int seat, gboolean table)
{
  if (self->seat_peer[seat] != NULL)
    {
      Peer *old = self->seat_peer[seat];
      old->seat = -1;
      drop_peer (old, CF_NET_REASON_SEAT_TAKEN, NULL);
    }
  peer->seat = seat;
  peer->table = table;
  self->seat_peer[seat] = peer;
}

/* Tells @peer which seat is theirs, and the token that brings them back
 * into it */
static void
send_welcome (CfNetHost *self, Peer *peer)
{
  g_autoptr(JsonObject) welcome = lobby_message (self, "welcome");

  json_object_set_int_member (welcome, "seat", peer->seat);
  json_object_set_string_member (welcome, "rejoin", self->tokens[peer->seat]);
  cf_net_host_send (peer, welcome);
}

/* A seat's player back after the end (they were away when it came) is
 * told how it ended; anyone else is told it is over */
static void
welcome_after_end (CfNetHost *self, Peer *peer, const CfNetHello *greeting)
{
  int seat = seat_for_token (self, greeting->rejoin);

  if (seat < 0)
    {
      drop_peer (peer, CF_NET_REASON_GAME_OVER, NULL);
      return;
    }
  seat_peer (self, peer, seat, greeting->table);
  send_welcome (self, peer);
  cf_net_host_send_end (self, peer);
}

static void
on_hello (CfNetHost *self, Peer *peer, JsonObject *hello)
{
  CfNetHello       greeting;
  g_autofree char *normal = NULL, *secret = NULL, *pin = NULL;
  g_autoptr(GError) error = NULL;
  gboolean not_free;
  int      seat;

  g_clear_handle_id (&peer->hello_timeout, g_source_remove);
  if (peer->seat >= 0)
    {
      refuse (peer, CF_NET_REASON_ALREADY_SEATED, NULL);
      return;
    }
  if (!cf_net_hello_read (hello, &greeting, &error))
    {
      drop_peer (peer, CF_NET_REASON_BAD_HELLO, error->message);
      return;
    }
  if (greeting.protocol != CF_NET_PROTOCOL)
    {
      drop_peer (peer, CF_NET_REASON_WRONG_PROTOCOL, NULL);
      return;
    }
  if (locked_out (self, peer->address))
    {
      drop_peer (peer, CF_NET_REASON_LOCKED_OUT, NULL);
      return;
    }
  normal = cf_net_code_normalize (greeting.code);
  if (normal == NULL || !cf_net_code_split (normal, &secret, &pin) ||
      !same_secret (secret, self->secret) ||
      (pin != NULL && strcmp (pin, self->code + strlen (self->secret) + 1) != 0))
    {
      count_wrong_code (self, peer->address);
      drop_peer (peer, CF_NET_REASON_WRONG_CODE, NULL);
      return;
    }
  if (given_away (self, greeting.rejoin))
    {
      drop_peer (peer, CF_NET_REASON_GIVEN_TO_BOT, NULL);
      return;
    }
  if (self->finished)
    {
      welcome_after_end (self, peer, &greeting);
      return;
    }
  if ((seat = seat_for_hello (self, greeting.rejoin, greeting.suspect, &not_free)) < 0)
    {
      drop_peer (peer, not_free ? CF_NET_REASON_SEAT_NOT_FREE : CF_NET_REASON_FULL, NULL);
      return;
    }

  seat_peer (self, peer, seat, greeting.table);
  if (!self->taken[seat])
    {
      g_autofree char *name = NULL;

      self->taken[seat] = TRUE;
      if (greeting.name != NULL && self->game == NULL &&
          (name = cf_net_name_clean (greeting.name)) != NULL)
        {
          g_free (self->names[seat]);
          self->names[seat] = g_steal_pointer (&name);
          self->named[seat] = TRUE;
        }
    }
  g_free (self->tokens[seat]);
  self->tokens[seat] = g_uuid_string_random ();

  send_welcome (self, peer);
  broadcast_lobby (self);

  if (self->game == NULL)
    {
      gboolean all = TRUE;
      for (guint i = 0; i < self->n_seats; i++)
        all = all && (!self->seats[i].remote || self->taken[i]);
      if (all)
        cf_net_host_start_game (self);
    }
  else
    {
      /* Asked again: the question may have gone with the old connection */
      self->asked_seat = -1;
      if (peer->table && self->relays[seat] != NULL)
        cf_net_host_send_table (self, seat);
      cf_net_host_schedule_advance (self);
    }
}

/* How long a decision taken took on the wire: from the decide sent to the
 * act @received, less the time the joiner says it thought (`think_ms`) */
static void
note_latency (CfNetHost *self, JsonObject *act, gint64 received)
{
  gint64 think = 0;
  double ms;

  if (!cf_json_get_int (act, "think_ms", FALSE, 0, 24 * 3600 * 1000, "act", NULL, &think, NULL))
    return;
  ms = (received - self->asked_at) / 1000.0 - think;
  g_array_append_val (self->latencies, ms);
}

static void
on_act (CfNetHost *self, Peer *peer, JsonObject *act)
{
  g_autoptr(GError) error = NULL;
  CfNetAct answer;
  CfAction action;
  gint64   received = g_get_monotonic_time ();

  if (peer->seat < 0)
    {
      drop_peer (peer, CF_NET_REASON_HELLO_FIRST, NULL);
      return;
    }
  if (self->game == NULL || self->finished)
    {
      refuse (peer, CF_NET_REASON_NOT_PLAYING, NULL);
      return;
    }
  if (cf_game_get_awaited (self->game).seat != peer->seat)
    {
      refuse (peer, CF_NET_REASON_NOT_YOUR_TURN, NULL);
      return;
    }
  if (!cf_net_act_read (act, &answer, &error))
    {
      refuse (peer, CF_NET_REASON_BAD_ACT, error->message);
      return;
    }
  if (answer.n != self->decision)
    {
      refuse (peer, CF_NET_REASON_STALE, NULL);
      return;
    }
  if (!cf_action_from_json (self->edition, cf_game_get_board (self->game), answer.action, &action,
                            &error))
    refuse (peer, CF_NET_REASON_BAD_ACTION, error->message);
  else if (!cf_net_host_apply (self, peer->seat, &action, &error))
    refuse (peer, CF_NET_REASON_ILLEGAL_ACTION, error->message);
  else
    /* (a refused action was no decision: its time is not counted) */
    note_latency (self, act, received);
}

/* More than MAX_PER_SECOND messages in a second is a flood */
static gboolean
flooding (Peer *peer)
{
  gint64 now = g_get_monotonic_time ();

  if (now - peer->window_start > G_USEC_PER_SEC)
    {
      peer->window_start = now;
      peer->window_count = 0;
    }
  return ++peer->window_count > MAX_PER_SECOND;
}

static void
on_message (SoupWebsocketConnection *conn, int kind, GBytes *bytes, Peer *peer)
{
  CfNetHost *self = peer->host;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) message = NULL;
  const char *type;

  if (flooding (peer))
    {
      drop_peer (peer, CF_NET_REASON_TOO_MANY_MESSAGES, NULL);
      return;
    }
  if (kind != SOUP_WEBSOCKET_DATA_TEXT)
    {
      drop_peer (peer, CF_NET_REASON_NOT_TEXT, NULL);
      return;
    }
  if (!(message = cf_net_message_parse (bytes, &type, &error)))
    {
      drop_peer (peer, CF_NET_REASON_BAD_MESSAGE, error->message);
      return;
    }
  if (g_str_equal (type, "hello"))
    on_hello (self, peer, message);
  else if (g_str_equal (type, "act"))
    on_act (self, peer, message);
  else if (g_str_equal (type, "bye"))
    {
      /* (after the end, the host may have said goodbye first) */
      if (soup_websocket_connection_get_state (conn) == SOUP_WEBSOCKET_STATE_OPEN)
        soup_websocket_connection_close (conn, CLOSE_NORMAL, NULL);
    }
  else
    refuse (peer, CF_NET_REASON_UNKNOWN_MESSAGE, NULL);
}

static void
peer_free (Peer *peer)
{
  g_clear_handle_id (&peer->hello_timeout, g_source_remove);
  g_signal_handlers_disconnect_by_data (peer->conn, peer);
  g_object_unref (peer->conn);
  g_free (peer->address);
  g_free (peer);
}

static void
on_closed (SoupWebsocketConnection *conn, Peer *peer)
{
  CfNetHost *self = peer->host;
  int        seat = peer->seat;

  if (seat >= 0 && self->seat_peer[seat] == peer)
    self->seat_peer[seat] = NULL;
  g_ptr_array_remove (self->peers, peer);
  if (seat >= 0 && !self->finished)
    broadcast_lobby (self);
}

static gboolean
on_hello_timeout (gpointer data)
{
  Peer *peer = data;

  peer->hello_timeout = 0;
  drop_peer (peer, CF_NET_REASON_NO_HELLO, NULL);
  return G_SOURCE_REMOVE;
}

static void
on_websocket (SoupServer              *server,
              SoupServerMessage       *msg,
              const char              *path,
              SoupWebsocketConnection *conn,
              gpointer                 data)
{
  CfNetHost *self = data;
  Peer      *peer = g_new0 (Peer, 1);

  peer->host = self;
  peer->conn = g_object_ref (conn);
  peer->address = g_strdup (soup_server_message_get_remote_host (msg));
  peer->seat = -1;
  soup_websocket_connection_set_max_incoming_payload_size (conn, CF_NET_MAX_MESSAGE);
  soup_websocket_connection_set_keepalive_interval (conn, KEEPALIVE_S);
  g_signal_connect (conn, "message", G_CALLBACK (on_message), peer);
  g_signal_connect (conn, "closed", G_CALLBACK (on_closed), peer);
  peer->hello_timeout = g_timeout_add_seconds (self->hello_timeout_s, on_hello_timeout, peer);
  /* (after the end too: a seat's player may come back to hear it) */
  g_ptr_array_add (self->peers, peer);
}

/* ---------------------------------------------------------------- GObject */

static void
cf_net_host_dispose (GObject *object)
{
  CfNetHost *self = CF_NET_HOST (object);

  g_cancellable_cancel (self->cancellable);
  g_clear_handle_id (&self->advance_source, g_source_remove);
  g_clear_handle_id (&self->table_source, g_source_remove);
  if (self->server != NULL)
    soup_server_disconnect (self->server);
  g_clear_object (&self->server);
  g_clear_pointer (&self->peers, g_ptr_array_unref);
  g_clear_pointer (&self->referee, cf_referee_free);
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->hot_seat);
  for (guint i = 0; i < CF_GAME_MAX_SEATS; i++)
    {
      g_clear_pointer (&self->relays[i], cf_game_relay_free);
      g_clear_object (&self->views[i]);
      g_clear_object (&self->bots[i]);
    }
  g_clear_object (&self->game);
  G_OBJECT_CLASS (cf_net_host_parent_class)->dispose (object);
}

static void
cf_net_host_finalize (GObject *object)
{
  CfNetHost *self = CF_NET_HOST (object);

  for (guint i = 0; i < CF_GAME_MAX_SEATS; i++)
    {
      g_free (self->names[i]);
      g_free (self->tokens[i]);
    }
  cf_simulation_clear (&self->result);
  g_clear_pointer (&self->failures, g_hash_table_unref);
  g_clear_pointer (&self->latencies, g_array_unref);
  g_clear_object (&self->cancellable);
  g_clear_object (&self->certificate);
  g_clear_object (&self->edition);
  g_clear_object (&self->save_file);
  g_free (self->secret);
  g_free (self->code);
  g_free (self->fingerprint);
  G_OBJECT_CLASS (cf_net_host_parent_class)->finalize (object);
}

static void
cf_net_host_class_init (CfNetHostClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = cf_net_host_dispose;
  object_class->finalize = cf_net_host_finalize;

  /**
   * CfNetHost::changed:
   *
   * Someone joined, left or came back.
   */
  signals[SIGNAL_CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                          0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /**
   * CfNetHost::finished:
   *
   * The game is over (or reached the turn limit); everyone was told.
   */
  signals[SIGNAL_FINISHED] = g_signal_new ("finished", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                           0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /**
   * CfNetHost::save-failed:
   * @error: why the game could not be saved
   *
   * Emitted once, at the first failure; the game goes on, and the previous
   * save is kept.
   */
  signals[SIGNAL_SAVE_FAILED] =
      g_signal_new ("save-failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                    NULL, G_TYPE_NONE, 1, G_TYPE_ERROR);
}

static void
cf_net_host_init (CfNetHost *self)
{
  self->peers = g_ptr_array_new_with_free_func ((GDestroyNotify)peer_free);
  self->failures = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  self->cancellable = g_cancellable_new ();
  self->hello_timeout_s = HELLO_TIMEOUT_S;
  self->latencies = g_array_new (FALSE, FALSE, sizeof (double));
  self->asked_seat = -1;
  self->result.winner = -1;
}

/* ---------------------------------------------------------------- public API */

/* A new key and certificate for the game, and the code that names it */
static gboolean
make_certificate (CfNetHost *self, GError **error)
{
  g_autofree char *pin = NULL;

  if (!(self->certificate = cf_net_cert_new_self_signed ("Casefile", error)))
    return FALSE;
  self->fingerprint = cf_net_cert_fingerprint (self->certificate);
  pin = cf_net_pin_from_fingerprint (self->fingerprint);
  self->code = g_strdup_printf ("%s-%s", self->secret, pin);
  return TRUE;
}

/**
 * cf_net_host_new:
 * @seats: (array length=n_seats): the seats, in playing order
 * @options: (nullable): the game's options
 * @secret: (nullable): the code's secret; %NULL makes a new one
 *
 * Makes the host's certificate and code. The game is dealt once every
 * remote seat is taken.
 *
 * Returns: (transfer full) (nullable): the host
 */
CfNetHost *
cf_net_host_new (CfEdition           *edition,
                 guint                n_seats,
                 const CfNetSeat     *seats,
                 const CfGameOptions *options,
                 guint64              seed,
                 const char          *secret,
                 GError             **error)
{
  g_autoptr(CfNetHost) self = NULL;
  g_autofree char *normal = NULL;

  g_return_val_if_fail (CF_IS_EDITION (edition), NULL);
  g_return_val_if_fail (n_seats >= CF_GAME_MIN_SEATS && n_seats <= CF_GAME_MAX_SEATS, NULL);

  if (secret != NULL && (normal = cf_net_secret_normalize (secret)) == NULL)
    {
      g_set_error (error, CF_ERROR, CF_ERROR_INVALID,
                   _("A code is 1 to 16 letters and digits (no I, L, O or U)"));
      return NULL;
    }
  self = g_object_new (CF_TYPE_NET_HOST, NULL);
  self->edition = g_object_ref (edition);
  self->n_seats = n_seats;
  self->seed = seed;
  if (options != NULL)
    self->options = *options;
  for (guint i = 0; i < n_seats; i++)
    {
      self->seats[i] = seats[i];
      self->named[i] = seats[i].setup.name != NULL;
      self->names[i] = g_strdup (seats[i].setup.name != NULL
                                     ? seats[i].setup.name
                                     : cf_edition_get_card_name (edition, seats[i].setup.suspect));
      self->seats[i].setup.name = NULL;
    }
  self->secret = normal != NULL ? g_steal_pointer (&normal) : cf_net_secret_new ();
  if (!make_certificate (self, error))
    return NULL;
  return g_steal_pointer (&self);
}

/**
 * cf_net_host_new_for_hot_seat:
 * @hot_seat: a game at a screen, its people there and its bots
 * @remote: (array fixed-size=6): per seat, whether a person at another
 *   computer plays it (a seat the game gives a person)
 * @secret: (nullable): the code's secret; %NULL makes a new one
 *
 * Serves the remote seats of a game played at a screen: the hot seat stops
 * calling them to the screen, and their decisions come from the joiners.
 *
 * Returns: (transfer full) (nullable): the host
 */
CfNetHost *
cf_net_host_new_for_hot_seat (CfHotSeat      *hot_seat,
                              const gboolean *remote,
                              const char     *secret,
                              GError        **error)
{
  g_autoptr(CfNetHost) self = NULL;
  g_autofree char *normal = NULL;
  CfGame          *game;

  g_return_val_if_fail (CF_IS_HOT_SEAT (hot_seat), NULL);
  if (secret != NULL && (normal = cf_net_secret_normalize (secret)) == NULL)
    {
      g_set_error (error, CF_ERROR, CF_ERROR_INVALID,
                   _("A code is 1 to 16 letters and digits (no I, L, O or U)"));
      return NULL;
    }
  game = cf_hot_seat_get_game (hot_seat);
  self = g_object_new (CF_TYPE_NET_HOST, NULL);
  self->hot_seat = g_object_ref (hot_seat);
  self->game = g_object_ref (game);
  self->edition = g_object_ref (cf_game_get_edition (game));
  self->n_seats = cf_game_get_n_seats (game);
  for (guint i = 0; i < self->n_seats; i++)
    {
      self->seats[i].setup.suspect = cf_game_get_seat_suspect (game, i);
      self->seats[i].setup.kind = cf_game_get_seat_kind (game, i);
      self->seats[i].remote = remote[i] && self->seats[i].setup.kind == CF_PLAYER_HUMAN;
      self->names[i] = g_strdup (cf_game_get_seat_name (game, i));
    }
  self->secret = normal != NULL ? g_steal_pointer (&normal) : cf_net_secret_new ();
  if (!make_certificate (self, error))
    return NULL;
  for (guint i = 0; i < self->n_seats; i++)
    if (self->seats[i].remote)
      cf_hot_seat_set_remote (hot_seat, i, TRUE);
  cf_net_host_attach_game (self);
  return g_steal_pointer (&self);
}

/**
 * cf_net_host_listen:
 * @address: (nullable): the address to listen on ("127.0.0.1"); %NULL for
 *   every interface
 * @port: the port, or 0 for any free one
 */
gboolean
cf_net_host_listen (CfNetHost *self, const char *address, guint port, GError **error)
{
  g_autoptr(GSocketAddress) where = NULL;

  g_return_val_if_fail (CF_IS_NET_HOST (self), FALSE);
  g_return_val_if_fail (self->server == NULL, FALSE);

  self->server = soup_server_new ("tls-certificate", self->certificate, NULL);
  soup_server_add_websocket_handler (self->server, CF_NET_PATH, NULL, NULL, on_websocket, self,
                                     NULL);
  if (address != NULL)
    {
      where = g_inet_socket_address_new_from_string (address, port);
      if (where == NULL)
        {
          /* Translators: %s is what was given as an address */
          g_set_error (error, CF_ERROR, CF_ERROR_INVALID, _("“%s” is not an IP address"), address);
          return FALSE;
        }
      return soup_server_listen (self->server, where, SOUP_SERVER_LISTEN_HTTPS, error);
    }
  return soup_server_listen_all (self->server, port, SOUP_SERVER_LISTEN_HTTPS, error);
}

guint
cf_net_host_get_port (CfNetHost *self)
{
  GSList *listeners;
  guint   port = 0;

  g_return_val_if_fail (CF_IS_NET_HOST (self), 0);
  if (self->server == NULL)
    return 0;
  /* From the listening socket: soup_server_get_uris() of libsoup 3.2 keeps
   * a reference to each address (measured with LeakSanitizer) */
  listeners = soup_server_get_listeners (self->server);
  for (GSList *l = listeners; l != NULL && port == 0; l = l->next)
    {
      g_autoptr(GSocketAddress) address = g_socket_get_local_address (l->data, NULL);

      if (G_IS_INET_SOCKET_ADDRESS (address))
        port = g_inet_socket_address_get_port (G_INET_SOCKET_ADDRESS (address));
    }
  g_slist_free (listeners);
  return port;
}

/**
 * cf_net_host_get_code:
 *
 * Returns: the code to read out: the secret, a dash and the pin
 */
const char *
cf_net_host_get_code (CfNetHost *self)
{
  g_return_val_if_fail (CF_IS_NET_HOST (self), NULL);
  return self->code;
}

const char *
cf_net_host_get_fingerprint (CfNetHost *self)
{
  g_return_val_if_fail (CF_IS_NET_HOST (self), NULL);
  return self->fingerprint;
}

/**
 * cf_net_host_get_game:
 *
 * Returns: (transfer none) (nullable): the game, once dealt
 */
CfGame *
cf_net_host_get_game (CfNetHost *self)
{
  g_return_val_if_fail (CF_IS_NET_HOST (self), NULL);
  return self->game;
}

gboolean
cf_net_host_is_finished (CfNetHost *self)
{
  g_return_val_if_fail (CF_IS_NET_HOST (self), FALSE);
  return self->finished;
}

/**
 * cf_net_host_get_result:
 *
 * Returns: (transfer none): what the referee found, complete once finished
 */
CfSimulation *
cf_net_host_get_result (CfNetHost *self)
{
  g_return_val_if_fail (CF_IS_NET_HOST (self), NULL);
  return &self->result;
}

/**
 * cf_net_host_get_n_connected:
 *
 * Returns: how many connections are open, with a seat or not yet
 */
guint
cf_net_host_get_n_connected (CfNetHost *self)
{
  g_return_val_if_fail (CF_IS_NET_HOST (self), 0);
  return self->peers->len;
}

/**
 * cf_net_host_set_hello_timeout:
 *
 * How long a new connection may stay silent (tests shorten it).
 */
void
cf_net_host_set_hello_timeout (CfNetHost *self, guint seconds)
{
  g_return_if_fail (CF_IS_NET_HOST (self));
  self->hello_timeout_s = MAX (seconds, 1);
}

guint
cf_net_host_get_n_seats (CfNetHost *self)
{
  g_return_val_if_fail (CF_IS_NET_HOST (self), 0);
  return self->n_seats;
}

/**
 * cf_net_host_get_seat:
 *
 * Returns: (transfer none): what seat @seat is: its suspect, kind and
 *   whether it is remote
 */
const CfNetSeat *
cf_net_host_get_seat (CfNetHost *self, guint seat)
{
  g_return_val_if_fail (CF_IS_NET_HOST (self), NULL);
  g_return_val_if_fail (seat < self->n_seats, NULL);
  return &self->seats[seat];
}

/**
 * cf_net_host_get_latencies:
 *
 * Returns: (transfer none) (element-type double): for each remote decision
 *   taken, the milliseconds from the question sent to the answer received,
 *   less the time the joiner said it thought
 */
GArray *
cf_net_host_get_latencies (CfNetHost *self)
{
  g_return_val_if_fail (CF_IS_NET_HOST (self), NULL);
  return self->latencies;
}

/**
 * cf_net_host_get_edition:
 *
 * Returns: (transfer none): the edition played
 */
CfEdition *
cf_net_host_get_edition (CfNetHost *self)
{
  g_return_val_if_fail (CF_IS_NET_HOST (self), NULL);
  return self->edition;
}

/**
 * cf_net_host_get_n_free_seats:
 *
 * Returns: how many remote seats nobody has taken yet (a seat whose player
 *   is away is not free: it waits for them)
 */
guint
cf_net_host_get_n_free_seats (CfNetHost *self)
{
  guint n = 0;

  g_return_val_if_fail (CF_IS_NET_HOST (self), 0);
  for (guint i = 0; i < self->n_seats; i++)
    n += self->seats[i].remote && !self->taken[i];
  return n;
}

/**
 * cf_net_host_describe_open_seats:
 *
 * Returns: (transfer full): the suspect ids of the remote seats nobody has
 *   taken yet, separated by commas ("" for none): announced, so that a
 *   joiner may choose one
 */
char *
cf_net_host_describe_open_seats (CfNetHost *self)
{
  GString *ids = g_string_new (NULL);

  g_return_val_if_fail (CF_IS_NET_HOST (self), NULL);
  for (guint i = 0; i < self->n_seats; i++)
    if (self->seats[i].remote && !self->taken[i])
      g_string_append_printf (ids, "%s%s", ids->len > 0 ? "," : "",
                              cf_edition_get_card_id (self->edition, self->seats[i].setup.suspect));
  return g_string_free (ids, FALSE);
}

/**
 * cf_net_host_get_presence:
 * @seat: a seat
 *
 * Returns: where the player of remote seat @seat is (for another seat,
 *   %CF_PRESENCE_HERE)
 */
CfPresence
cf_net_host_get_presence (CfNetHost *self, guint seat)
{
  g_return_val_if_fail (CF_IS_NET_HOST (self), CF_PRESENCE_HERE);
  g_return_val_if_fail (seat < self->n_seats, CF_PRESENCE_HERE);
  if (!self->seats[seat].remote || self->seat_peer[seat] != NULL)
    return CF_PRESENCE_HERE;
  return self->taken[seat] ? CF_PRESENCE_AWAY : CF_PRESENCE_WAITING;
}

/**
 * cf_net_host_give_seat_to_bot:
 * @seat: a remote seat of a game at a screen (cf_net_host_new_for_hot_seat())
 * @level: the computer player's strength
 *
 * A computer player of the screen takes the seat; its player, if still
 * connected, is told so and let go, and the seat is no longer offered.
 *
 * Returns: %FALSE if @seat is not a remote seat of a hot seat's game
 */
gboolean
cf_net_host_give_seat_to_bot (CfNetHost *self, guint seat, CfPlayerKind level)
{
  Peer *peer;

  g_return_val_if_fail (CF_IS_NET_HOST (self), FALSE);
  if (self->hot_seat == NULL || seat >= self->n_seats || !self->seats[seat].remote ||
      self->finished)
    return FALSE;
  self->seats[seat].remote = FALSE;
  self->seats[seat].setup.kind = level;
  if ((peer = self->seat_peer[seat]) != NULL)
    {
      self->seat_peer[seat] = NULL;
      peer->seat = -1;
      drop_peer (peer, CF_NET_REASON_GIVEN_TO_BOT, NULL);
    }
  g_clear_object (&self->views[seat]);
  cf_hot_seat_give_to_bot (self->hot_seat, seat, level);
  broadcast_lobby (self);
  return TRUE;
}
