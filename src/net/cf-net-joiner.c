/* cf-net-joiner.c: a person's seat in a game hosted at another computer
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "cf-game-shadow.h"
#include "cf-net-client.h"
#include "cf-net-codec.h"
#include "cf-net-joiner.h"
#include "cf-net-protocol.h"

/*
 * A CfNetJoiner is a person at this computer playing one seat of a game
 * hosted at another. Its client asks the host for the seat's copy of the
 * game (CfNetClient::table); the first copy becomes a shadow
 * (cf_game_new_shadow()) played in a CfHotSeat, so the window shows it as
 * it shows a game at this screen; every later copy updates the shadow.
 * The seat's decisions go back to the host through the shadow's forward.
 *
 * Where the other players are comes with the host's lobby messages: the
 * hot seat's hint says when the game waits for someone away. When the
 * connection drops mid-game, the joiner comes back into its seat with the
 * host's rejoin token, trying again every few seconds until it is back or
 * the person leaves; the shadow stays on the screen meanwhile.
 */

#define RETRY_MS 2000

struct _CfNetJoiner
{
  GObject parent_instance;

  char *host;
  guint port;
  char *code;
  char *fingerprint;
  char *name;
  char *rejoin;
  guint retry_ms;
  guint retry_source;

  CfNetClient  *client;
  CfGame       *shadow;
  CfHotSeat    *hot_seat;
  int           seat;
  guint         decision;
  gboolean      answered; /* the decision was answered: the host's next copy is awaited */
  gint64        taken_at; /* when the last copy was taken in: the think time starts */
  CfJoinerState state;
  char         *problem;
  GString      *recorder; /* for tests: every message received */
  char         *edition_id;
  char         *suspect; /* the seat asked for, or NULL for any */
  char         *waiting; /* before the deal: who this seat plays, who is awaited */
  JsonArray    *seats;   /* the host's last word on who sits where */
};

G_DEFINE_FINAL_TYPE (CfNetJoiner, cf_net_joiner, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_STATE,
  PROP_WAITING,
  N_PROPS
};

enum
{
  SIGNAL_STARTED,
  SIGNAL_REFUSED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint       signals[N_SIGNALS];

static void     connect_client (CfNetJoiner *self);
static gboolean retry (gpointer data);

static void
set_state (CfNetJoiner *self, CfJoinerState state, const char *problem)
{
  if (problem != NULL)
    {
      g_free (self->problem);
      self->problem = g_strdup (problem);
    }
  if (self->state == state)
    return;
  self->state = state;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STATE]);
}

static void
drop_client (CfNetJoiner *self)
{
  if (self->client == NULL)
    return;
  g_signal_handlers_disconnect_by_data (self->client, self);
  cf_net_client_close (self->client);
  g_clear_object (&self->client);
}

/* ---------------------------------------------------------------- decisions */

static gboolean
forward (CfGame *game, const CfAction *action, gpointer data, GError **error)
{
  CfNetJoiner *self = data;
  g_autoptr(JsonNode) json = NULL;

  if (self->state == CF_JOINER_FAILED)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_CONNECTED,
                           self->problem != NULL ? self->problem
                                                 : _("The game cannot go on here"));
      return FALSE;
    }
  if (self->client == NULL || self->state != CF_JOINER_PLAYING)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_CONNECTED,
                           _("The connection to the host is lost; trying again…"));
      return FALSE;
    }
  /* One answer per question: a second would only be refused as stale */
  if (self->answered)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_PENDING,
                           _("Waiting for the host to take the last move"));
      return FALSE;
    }
  json = cf_action_to_json (cf_game_get_edition (game), action);
  /* The time from the copy taken in to the answer is the seat's (the
   * host counts the rest as the network's and the protocol's) */
  cf_net_client_act (self->client, self->decision, json,
                     (g_get_monotonic_time () - self->taken_at) / 1000);
  self->answered = TRUE;
  return TRUE;
}

/* ---------------------------------------------------------------- the host */

/* Before the deal: the seat taken and how many remote seats are still
 * free, in a sentence (CfNetJoiner:waiting) */
static void
tell_waiting (CfNetJoiner *self, JsonArray *seats)
{
  g_autofree char *text = NULL;
  const char      *name = NULL;
  guint            free_seats = 0;

  for (guint i = 0; i < json_array_get_length (seats); i++)
    {
      CfNetLobbySeat seat;

      if (!cf_net_lobby_seat_read (seats, i, &seat))
        continue;
      if ((int)i == self->seat)
        name = seat.suspect;
      else if (g_strcmp0 (seat.state, "free") == 0)
        free_seats++;
    }
  if (name == NULL || free_seats == 0)
    return;
  {
    g_autoptr(CfEdition) edition =
        cf_edition_lookup_builtin (self->edition_id != NULL ? self->edition_id : "");
    int card = edition != NULL ? cf_edition_lookup_card (edition, name) : -1;

    text = g_strdup_printf (
        /* Translators: %1$s is the suspect of the seat taken, %2$u how many players are
         * still awaited */
        g_dngettext (NULL, "You play %1$s. The game begins when %2$u more player has joined.",
                     "You play %1$s. The game begins when %2$u more players have joined.",
                     free_seats),
        card >= 0 ? cf_edition_get_card_name (edition, card) : name, free_seats);
  }
  if (g_strcmp0 (text, self->waiting) == 0)
    return;
  g_free (self->waiting);
  self->waiting = g_steal_pointer (&text);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_WAITING]);
}

static void on_lobby (CfNetClient *client, JsonObject *message, CfNetJoiner *self);

static void
on_welcome (CfNetClient *client, JsonObject *message, CfNetJoiner *self)
{
  g_free (self->rejoin);
  self->rejoin = g_strdup (cf_net_client_get_rejoin (client));
  self->seat = cf_net_client_get_seat (client);
  g_free (self->edition_id);
  self->edition_id = g_strdup (cf_net_client_get_edition_id (client));
  on_lobby (client, message, self);
}

/* Where the other players are, as the host last said: the hint and the
 * list of players say when the game waits for someone away */
static void
tell_presence (CfNetJoiner *self)
{
  for (guint i = 0; i < json_array_get_length (self->seats) && i < CF_GAME_MAX_SEATS; i++)
    {
      CfNetLobbySeat seat;

      if ((int)i == self->seat || !cf_net_lobby_seat_read (self->seats, i, &seat) ||
          !cf_hot_seat_is_remote (self->hot_seat, i))
        continue;
      /* A bot level: a computer player at the host, maybe in the seat of
       * someone away */
      cf_hot_seat_set_remote_kind (self->hot_seat, i, seat.level);
      cf_hot_seat_set_presence (self->hot_seat, i,
                                g_strcmp0 (seat.state, "away") == 0   ? CF_PRESENCE_AWAY
                                : g_strcmp0 (seat.state, "free") == 0 ? CF_PRESENCE_WAITING
                                                                      : CF_PRESENCE_HERE);
    }
}

/* Kept for the hot seat, which comes with the first copy of the game: a
 * player away before then is away in it from the start */
static void
on_lobby (CfNetClient *client, JsonObject *message, CfNetJoiner *self)
{
  JsonArray *seats;

  if (!(seats = cf_net_lobby_seats (message)))
    return;
  g_clear_pointer (&self->seats, json_array_unref);
  self->seats = json_array_ref (seats);
  if (self->hot_seat == NULL)
    tell_waiting (self, seats);
  else
    tell_presence (self);
}

static void
on_table (CfNetClient *client, guint decision, JsonNode *game, JsonArray *lines, CfNetJoiner *self)
{
  g_autoptr(GError) error = NULL;

  if (self->seat < 0)
    return;
  if (decision != self->decision)
    self->answered = FALSE;
  self->decision = decision;
  if (self->shadow == NULL)
    {
      self->shadow = cf_game_new_shadow (game, self->seat, &error);
      if (self->shadow == NULL)
        {
          g_autofree char *problem =
              /* Translators: %s says what is wrong with the game the host sent */
              g_strdup_printf (_("The host sent a game this Casefile cannot read: %s"),
                               error->message);
          drop_client (self);
          set_state (self, CF_JOINER_FAILED, problem);
          return;
        }
      cf_game_set_forward (self->shadow, forward, self, NULL);
      self->hot_seat = cf_hot_seat_new (self->shadow);
      if (self->seats != NULL)
        tell_presence (self);
      g_signal_emit (self, signals[SIGNAL_STARTED], 0, self->hot_seat);
    }
  else
    {
      if (!cf_game_shadow_update (self->shadow, game, lines, &error))
        {
          /* A copy that does not follow from the last: come back into
           * the seat afresh */
          g_warning ("The host's copy of the game was refused: %s", error->message);
          drop_client (self);
          set_state (self, CF_JOINER_RECONNECTING, NULL);
          self->retry_source = g_timeout_add (self->retry_ms, retry, self);
          return;
        }
    }
  self->taken_at = g_get_monotonic_time ();
  set_state (self,
             cf_game_get_phase (self->shadow) == CF_PHASE_OVER ? CF_JOINER_OVER : CF_JOINER_PLAYING,
             NULL);
}

static void
on_refused (CfNetClient *client, const char *reason, CfNetJoiner *self)
{
  self->answered = FALSE;
  g_signal_emit (self, signals[SIGNAL_REFUSED], 0, reason);
}

static gboolean
retry (gpointer data)
{
  CfNetJoiner *self = data;

  self->retry_source = 0;
  connect_client (self);
  return G_SOURCE_REMOVE;
}

static void
on_closed (CfNetClient *client, const char *reason, CfNetJoiner *self)
{
  g_autofree char *why = g_strdup (reason);
  gboolean         sent_away = cf_net_client_was_sent_away (client);

  drop_client (self);
  switch (self->state)
    {
    case CF_JOINER_CONNECTING:
      set_state (self, CF_JOINER_FAILED, why);
      break;
    case CF_JOINER_PLAYING:
    case CF_JOINER_RECONNECTING:
      /* The seat given to a computer player or taken back from another
       * window, the game over without this seat: trying again is no use */
      if (sent_away)
        {
          g_clear_handle_id (&self->retry_source, g_source_remove);
          set_state (self, CF_JOINER_FAILED, why);
          break;
        }
      /* Back into the same seat, as long as the person stays */
      set_state (self, CF_JOINER_RECONNECTING, why);
      g_clear_handle_id (&self->retry_source, g_source_remove);
      self->retry_source = g_timeout_add (self->retry_ms, retry, self);
      break;
    default:
      break;
    }
}

static void
connect_client (CfNetJoiner *self)
{
  g_autoptr(GError) error = NULL;

  drop_client (self);
  self->client =
      cf_net_client_new (self->host, self->port, self->code, self->fingerprint, self->name, &error);
  if (self->client == NULL)
    {
      set_state (self, CF_JOINER_FAILED, error->message);
      return;
    }
  self->answered = FALSE;
  cf_net_client_set_table (self->client, TRUE);
  cf_net_client_set_recorder (self->client, self->recorder);
  cf_net_client_set_suspect (self->client, self->suspect);
  if (self->rejoin != NULL)
    cf_net_client_set_rejoin (self->client, self->rejoin);
  g_signal_connect (self->client, "welcome", G_CALLBACK (on_welcome), self);
  g_signal_connect (self->client, "lobby", G_CALLBACK (on_lobby), self);
  g_signal_connect (self->client, "table", G_CALLBACK (on_table), self);
  g_signal_connect (self->client, "refused", G_CALLBACK (on_refused), self);
  g_signal_connect (self->client, "closed", G_CALLBACK (on_closed), self);
  cf_net_client_connect (self->client);
}

/* ---------------------------------------------------------------- GObject */

static void
cf_net_joiner_dispose (GObject *object)
{
  CfNetJoiner *self = CF_NET_JOINER (object);

  g_clear_handle_id (&self->retry_source, g_source_remove);
  drop_client (self);
  if (self->hot_seat != NULL)
    cf_hot_seat_stop (self->hot_seat);
  g_clear_object (&self->hot_seat);
  if (self->shadow != NULL)
    cf_game_set_forward (self->shadow, NULL, NULL, NULL);
  g_clear_object (&self->shadow);

  G_OBJECT_CLASS (cf_net_joiner_parent_class)->dispose (object);
}

static void
cf_net_joiner_finalize (GObject *object)
{
  CfNetJoiner *self = CF_NET_JOINER (object);

  g_free (self->host);
  g_free (self->code);
  g_free (self->fingerprint);
  g_free (self->name);
  g_free (self->rejoin);
  g_free (self->problem);
  g_free (self->edition_id);
  g_free (self->waiting);
  g_clear_pointer (&self->seats, json_array_unref);
  g_free (self->suspect);

  G_OBJECT_CLASS (cf_net_joiner_parent_class)->finalize (object);
}

static void
cf_net_joiner_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  CfNetJoiner *self = CF_NET_JOINER (object);

  switch (prop_id)
    {
    case PROP_STATE:
      g_value_set_uint (value, self->state);
      break;
    case PROP_WAITING:
      g_value_set_string (value, self->waiting);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cf_net_joiner_class_init (CfNetJoinerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = cf_net_joiner_dispose;
  object_class->finalize = cf_net_joiner_finalize;
  object_class->get_property = cf_net_joiner_get_property;

  /**
   * CfNetJoiner:state: (type CfJoinerState)
   */
  properties[PROP_STATE] =
      g_param_spec_uint ("state", NULL, NULL, 0, CF_JOINER_FAILED, CF_JOINER_CONNECTING,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * CfNetJoiner:waiting:
   *
   * Before the deal, once a seat is taken: which suspect it plays and how
   * many players the game still awaits, in a sentence.
   */
  properties[PROP_WAITING] =
      g_param_spec_string ("waiting", NULL, NULL, NULL,
                           G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * CfNetJoiner::started:
   * @hot_seat: the seat's game, to show
   *
   * The host's first copy of the game came: the game can be shown.
   */
  signals[SIGNAL_STARTED] = g_signal_new ("started", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                          0, NULL, NULL, NULL, G_TYPE_NONE, 1, CF_TYPE_HOT_SEAT);
  /**
   * CfNetJoiner::refused:
   * @reason: why the host refused the seat's last decision, in a sentence
   */
  signals[SIGNAL_REFUSED] = g_signal_new ("refused", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                          0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
cf_net_joiner_init (CfNetJoiner *self)
{
  self->seat = -1;
  self->retry_ms = RETRY_MS;
}

/* ---------------------------------------------------------------- public API */

/**
 * cf_net_joiner_new:
 * @host: the host's name or address
 * @port: its port
 * @code: the code read out: SECRET-PIN
 * @fingerprint: (nullable): the certificate's fingerprint, from a link
 * @name: (nullable): the name to play under
 *
 * Returns: (transfer full) (nullable): the joiner, not yet connected; or
 *   %NULL with @error when the code or address cannot be right
 */
CfNetJoiner *
cf_net_joiner_new (const char *host,
                   guint       port,
                   const char *code,
                   const char *fingerprint,
                   const char *name,
                   GError    **error)
{
  g_autoptr(CfNetClient) check = NULL;
  CfNetJoiner *self;

  g_return_val_if_fail (host != NULL && code != NULL, NULL);

  /* The client reads the code and the address: its errors, at once */
  if (!(check = cf_net_client_new (host, port, code, fingerprint, name, error)))
    return NULL;
  self = g_object_new (CF_TYPE_NET_JOINER, NULL);
  self->host = g_strdup (host);
  self->port = port;
  self->code = g_strdup (code);
  self->fingerprint = g_strdup (fingerprint);
  self->name = g_strdup (name);
  return self;
}

/**
 * cf_net_joiner_start:
 *
 * Connects and asks for a seat; CfNetJoiner::started comes with the game.
 */
void
cf_net_joiner_start (CfNetJoiner *self)
{
  g_return_if_fail (CF_IS_NET_JOINER (self));
  connect_client (self);
}

/**
 * cf_net_joiner_leave:
 *
 * Says goodbye to the host; the seat stays the person's until the host
 * gives it to a computer player.
 */
void
cf_net_joiner_leave (CfNetJoiner *self)
{
  g_return_if_fail (CF_IS_NET_JOINER (self));

  g_clear_handle_id (&self->retry_source, g_source_remove);
  drop_client (self);
  if (self->state != CF_JOINER_OVER)
    set_state (self, CF_JOINER_FAILED, NULL);
}

CfJoinerState
cf_net_joiner_get_state (CfNetJoiner *self)
{
  g_return_val_if_fail (CF_IS_NET_JOINER (self), CF_JOINER_FAILED);
  return self->state;
}

/**
 * cf_net_joiner_get_problem:
 *
 * Returns: (nullable): why the joiner failed or is reconnecting, in a
 *   sentence
 */
const char *
cf_net_joiner_get_problem (CfNetJoiner *self)
{
  g_return_val_if_fail (CF_IS_NET_JOINER (self), NULL);
  return self->problem;
}

/**
 * cf_net_joiner_get_hot_seat:
 *
 * Returns: (transfer none) (nullable): the seat's game, once it came
 */
CfHotSeat *
cf_net_joiner_get_hot_seat (CfNetJoiner *self)
{
  g_return_val_if_fail (CF_IS_NET_JOINER (self), NULL);
  return self->hot_seat;
}

int
cf_net_joiner_get_seat (CfNetJoiner *self)
{
  g_return_val_if_fail (CF_IS_NET_JOINER (self), -1);
  return self->seat;
}

/* For tests: how soon a dropped connection is tried again */
void
cf_net_joiner_set_retry_interval (CfNetJoiner *self, guint milliseconds)
{
  g_return_if_fail (CF_IS_NET_JOINER (self));
  self->retry_ms = MAX (milliseconds, 1);
  /* A try already planned comes at the new interval */
  if (self->retry_source != 0)
    {
      g_source_remove (self->retry_source);
      self->retry_source = g_timeout_add (self->retry_ms, retry, self);
    }
}

/* For tests: the connection drops as a failing network drops it */
void
cf_net_joiner_drop_connection (CfNetJoiner *self)
{
  g_return_if_fail (CF_IS_NET_JOINER (self));
  if (self->client != NULL)
    cf_net_client_drop (self->client);
}

/* For tests: every message received, one per line, into @received */
void
cf_net_joiner_set_recorder (CfNetJoiner *self, GString *received)
{
  g_return_if_fail (CF_IS_NET_JOINER (self));
  self->recorder = received;
}

/**
 * cf_net_joiner_has_answered:
 *
 * Returns: whether the seat answered the host's last question: its next
 *   copy of the game is awaited
 */
gboolean
cf_net_joiner_has_answered (CfNetJoiner *self)
{
  g_return_val_if_fail (CF_IS_NET_JOINER (self), FALSE);
  return self->answered;
}

/**
 * cf_net_joiner_get_waiting:
 *
 * Returns: (nullable): CfNetJoiner:waiting
 */
const char *
cf_net_joiner_get_waiting (CfNetJoiner *self)
{
  g_return_val_if_fail (CF_IS_NET_JOINER (self), NULL);
  return self->waiting;
}

/**
 * cf_net_joiner_set_suspect:
 * @suspect: (nullable): the id of the suspect whose seat to take, or %NULL
 *   for any free seat
 *
 * Set before starting.
 */
void
cf_net_joiner_set_suspect (CfNetJoiner *self, const char *suspect)
{
  g_return_if_fail (CF_IS_NET_JOINER (self));
  g_free (self->suspect);
  self->suspect = g_strdup (suspect);
}
