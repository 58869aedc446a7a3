/* cf-cli-join.c: casefile-cli join, a bot in a seat of a hosted game
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>
#include <unistd.h>

#include <glib/gi18n.h>

#include "cf-cli-private.h"
#include "cf-net-client.h"
#include "cf-net-codec.h"
#include "cf-net-joiner.h"

typedef struct
{
  GMainLoop   *loop;
  CfNetClient *client;
  CfBot       *bot;
  CfEdition   *edition;
  gboolean     welcomed;
  gboolean     over;
  int          status;
  GString     *received;
  int          leave_after;
  int          decisions;
  int          delay_ms;
  /* To connect again after a drop */
  char       *host;
  guint       port;
  const char *code;
  const char *fingerprint;
  const char *name;
  const char *suspect;
  char       *rejoin;
  gint64      retry_until;
  /* --table: the seat played through its copy of the game, as the window
   * plays it */
  CfNetJoiner *joiner;
  guint        act_source;
} Join;

static void connect_client (Join *join);

static void
on_welcome (CfNetClient *client, JsonObject *welcome, Join *join)
{
  join->welcomed = TRUE;
  g_free (join->rejoin);
  join->rejoin = g_strdup (cf_net_client_get_rejoin (client));
  g_clear_object (&join->edition);
  join->edition = cf_edition_lookup_builtin (cf_net_client_get_edition_id (client));
  if (join->edition == NULL)
    {
      cf_cli_error ("join", "%s", _("The host plays an edition this version does not know"));
      join->status = 1;
      cf_net_client_close (client);
    }
}

typedef struct
{
  Join     *join;
  guint     decision;
  gint64    asked;
  JsonNode *action;
} Thinking;

/* Answers, when the thinking (and any --delay) is over */
static gboolean
answer (gpointer data)
{
  Thinking *thinking = data;

  cf_net_client_act (thinking->join->client, thinking->decision, thinking->action,
                     (g_get_monotonic_time () - thinking->asked) / 1000);
  json_node_unref (thinking->action);
  g_free (thinking);
  return G_SOURCE_REMOVE;
}

static void
on_decided (GObject *source, GAsyncResult *result, gpointer data)
{
  Thinking *thinking = data;
  Join     *join = thinking->join;
  g_autoptr(GError) error = NULL;
  CfAction action;

  if (cf_bot_decide_finish (CF_BOT (source), result, &action, &error))
    {
      thinking->action = cf_action_to_json (join->edition, &action);
      if (join->delay_ms > 0)
        g_timeout_add (join->delay_ms, answer, thinking);
      else
        answer (thinking);
      return;
    }
  if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    cf_cli_error ("join", "%s", error->message);
  g_free (thinking);
}

static void
on_decide (CfNetClient *client, guint decision, JsonNode *node, Join *join)
{
  g_autoptr(GError) error = NULL;
  CfBotView *view = NULL;
  Thinking  *thinking;

  /* A crash, for tests: gone without a word, in the middle of a decision */
  if (join->leave_after > 0 && ++join->decisions >= join->leave_after)
    _exit (3);
  view = cf_bot_view_new_from_json (node, &error);

  if (view == NULL)
    {
      cf_cli_error ("join", "%s", error->message);
      join->status = 1;
      cf_net_client_close (client);
      return;
    }
  thinking = g_new0 (Thinking, 1);
  thinking->join = join;
  thinking->decision = decision;
  thinking->asked = g_get_monotonic_time ();
  cf_bot_decide_async (join->bot, view, NULL, on_decided, thinking);
}

static void
on_refused (CfNetClient *client, const char *reason, Join *join)
{
  /* Translators: %s is the host's reason */
  cf_cli_error ("join", _("The host refused an action: %s"), reason);
}

static void
on_over (CfNetClient *client, JsonObject *over, Join *join)
{
  gint64 winner = json_object_get_int_member_with_default (over, "winner", -1);

  join->over = TRUE;
  if (winner < 0)
    cf_cli_print_line ("%s", _("Game over: nobody won."));
  else if (winner == cf_net_client_get_seat (client))
    cf_cli_print_line ("%s", _("Game over: this seat won."));
  else
    /* Translators: %s is a player's name */
    cf_cli_print_line (_("Game over: %s won."),
                       json_object_get_string_member_with_default (over, "winner_name", "?"));
}

static gboolean
reconnect (gpointer data)
{
  connect_client (data);
  return G_SOURCE_REMOVE;
}

static void
on_closed (CfNetClient *client, const char *reason, Join *join)
{
  /* Lost mid-game (the host stopped, the network went): back into the
   * same seat with its token, as long as --retry allows, unless the host
   * said that is no use (the seat was given to a computer player) */
  if (!join->over && join->status == 0 && join->welcomed && !cf_net_client_was_sent_away (client) &&
      g_get_monotonic_time () < join->retry_until)
    {
      static gboolean told;

      if (!told)
        /* Translators: %s says why the connection was lost */
        cf_cli_error ("join", _("%s; trying again"), reason);
      told = TRUE;
      g_timeout_add (500, reconnect, join);
      return;
    }
  if (!join->over && join->status == 0)
    {
      cf_cli_error ("join", "%s", reason);
      /* Refused before a seat: a wrong code, a full game */
      join->status = join->welcomed ? 1 : 2;
    }
  g_main_loop_quit (join->loop);
}

static void
connect_client (Join *join)
{
  g_autoptr(GError) error = NULL;

  if (join->client != NULL)
    {
      g_signal_handlers_disconnect_by_data (join->client, join);
      g_clear_object (&join->client);
    }
  join->client =
      cf_net_client_new (join->host, join->port, join->code, join->fingerprint, join->name, &error);
  g_assert (join->client != NULL); /* the code was checked before */
  cf_net_client_set_rejoin (join->client, join->rejoin);
  cf_net_client_set_suspect (join->client, join->suspect);
  cf_net_client_set_recorder (join->client, join->received);
  g_signal_connect (join->client, "welcome", G_CALLBACK (on_welcome), join);
  g_signal_connect (join->client, "decide", G_CALLBACK (on_decide), join);
  g_signal_connect (join->client, "refused", G_CALLBACK (on_refused), join);
  g_signal_connect (join->client, "over", G_CALLBACK (on_over), join);
  g_signal_connect (join->client, "closed", G_CALLBACK (on_closed), join);
  cf_net_client_connect (join->client);
}

/* ---------------------------------------------------------------- --table */

/* The bot acts through the view the shadow shows, as a person at the
 * window would */
static gboolean
table_acts (gpointer data)
{
  Join       *join = data;
  CfHotSeat  *hot_seat = cf_net_joiner_get_hot_seat (join->joiner);
  CfSeatView *view = cf_hot_seat_get_shown_view (hot_seat);
  g_autoptr(CfBotView) bot_view = NULL;
  g_autoptr(GError) error = NULL;
  CfAction action;

  join->act_source = 0;
  /* A card a Keeper showed: seen */
  if (cf_hot_seat_get_looking (hot_seat))
    cf_hot_seat_done_looking (hot_seat);
  if (view == NULL || !cf_hot_seat_get_viewer_acts (hot_seat) ||
      cf_net_joiner_get_state (join->joiner) != CF_JOINER_PLAYING ||
      cf_net_joiner_has_answered (join->joiner))
    return G_SOURCE_REMOVE;
  bot_view = cf_bot_view_new_from_view (view);
  if (!cf_bot_decide (join->bot, bot_view, &action, NULL, &error) ||
      !cf_seat_view_act (view, &action, &error))
    cf_cli_error ("join", "%s", error->message);
  return G_SOURCE_REMOVE;
}

static void
on_table_changed (CfHotSeat *hot_seat, GParamSpec *pspec, Join *join)
{
  if ((cf_hot_seat_get_viewer_acts (hot_seat) || cf_hot_seat_get_looking (hot_seat)) &&
      join->act_source == 0)
    join->act_source = g_timeout_add (MAX (join->delay_ms, 0), table_acts, join);
}

static void
on_story (CfPublicView *table, guint index, Join *join)
{
  on_table_changed (cf_net_joiner_get_hot_seat (join->joiner), NULL, join);
}

static void
on_table_started (CfNetJoiner *joiner, CfHotSeat *hot_seat, Join *join)
{
  join->welcomed = TRUE;
  /* Asked again whenever the game moves on (a look in the pool leaves
   * the same choices) */
  g_signal_connect (hot_seat, "notify", G_CALLBACK (on_table_changed), join);
  g_signal_connect (cf_hot_seat_get_table (hot_seat), "record-added", G_CALLBACK (on_story), join);
  on_table_changed (hot_seat, NULL, join);
}

static void
on_table_state (CfNetJoiner *joiner, GParamSpec *pspec, Join *join)
{
  CfHotSeat *hot_seat = cf_net_joiner_get_hot_seat (joiner);

  switch (cf_net_joiner_get_state (joiner))
    {
    case CF_JOINER_OVER:
      {
        CfPublicView *table = cf_hot_seat_get_table (hot_seat);
        int           winner = cf_public_view_get_winner (table);

        join->over = TRUE;
        if (winner < 0)
          cf_cli_print_line ("%s", _("Game over: nobody won."));
        else if (winner == cf_net_joiner_get_seat (joiner))
          cf_cli_print_line ("%s", _("Game over: this seat won."));
        else
          cf_cli_print_line (_("Game over: %s won."),
                             cf_public_view_get_seat_name (table, winner));
        g_main_loop_quit (join->loop);
      }
      break;
    case CF_JOINER_RECONNECTING:
      if (g_get_monotonic_time () < join->retry_until)
        break;
      cf_cli_error ("join", "%s", cf_net_joiner_get_problem (joiner));
      join->status = 1;
      g_main_loop_quit (join->loop);
      break;
    case CF_JOINER_FAILED:
      cf_cli_error ("join", "%s", cf_net_joiner_get_problem (joiner));
      join->status = join->welcomed ? 1 : 2;
      g_main_loop_quit (join->loop);
      break;
    default:
      break;
    }
}

static void
on_table_refused (CfNetJoiner *joiner, const char *reason, Join *join)
{
  on_refused (NULL, reason, join);
}

static void
play_table (Join *join)
{

  g_autoptr(GError) error = NULL;
  CfHotSeat *hot_seat;

  join->joiner =
      cf_net_joiner_new (join->host, join->port, join->code, join->fingerprint, join->name, &error);
  g_assert (join->joiner != NULL); /* the code was checked before */
  cf_net_joiner_set_recorder (join->joiner, join->received);
  cf_net_joiner_set_suspect (join->joiner, join->suspect);
  cf_net_joiner_set_retry_interval (join->joiner, 500);
  g_signal_connect (join->joiner, "started", G_CALLBACK (on_table_started), join);
  g_signal_connect (join->joiner, "notify::state", G_CALLBACK (on_table_state), join);
  g_signal_connect (join->joiner, "refused", G_CALLBACK (on_table_refused), join);
  cf_net_joiner_start (join->joiner);
  g_main_loop_run (join->loop);
  g_clear_handle_id (&join->act_source, g_source_remove);
  if ((hot_seat = cf_net_joiner_get_hot_seat (join->joiner)) != NULL)
    {
      g_signal_handlers_disconnect_by_data (hot_seat, join);
      g_signal_handlers_disconnect_by_data (cf_hot_seat_get_table (hot_seat), join);
    }
  g_signal_handlers_disconnect_by_data (join->joiner, join);
  cf_net_joiner_leave (join->joiner);
  g_clear_object (&join->joiner);
}

int
cf_cli_join (int argc, char **argv)
{
  g_autoptr(GOptionContext) context = g_option_context_new (_("HOST:PORT|GAME"));
  g_autoptr(GError) error = NULL;
  g_autoptr(CfNetClient) client = NULL;
  g_autoptr(GNetworkAddress) where = NULL;
  g_autoptr(CfNetFoundGame) found = NULL;
  g_autofree char   *code = NULL, *level = NULL, *name = NULL, *fingerprint = NULL;
  g_autofree char   *rejoin = NULL, *record = NULL, *seat = NULL;
  CfPlayerKind       kind = CF_PLAYER_DETECTIVE;
  gint64             seed = 1;
  int                retry = 0;
  gboolean           table = FALSE;
  Join               join = { 0 };
  const GOptionEntry entries[] = {
    { "code", 0, 0, G_OPTION_ARG_STRING, &code, N_("The game’s code, as read out"), N_("CODE") },
    { "bot", 0, 0, G_OPTION_ARG_STRING, &level,
      N_("Who plays the seat: beginner, detective or master (default detective)"), N_("LEVEL") },
    { "name", 0, 0, G_OPTION_ARG_STRING, &name, N_("The name to play under"), N_("NAME") },
    { "seat", 0, 0, G_OPTION_ARG_STRING, &seat,
      N_("Take the seat of this suspect (its id, such as mustard; default any free seat)"),
      N_("SUSPECT") },
    { "fingerprint", 0, 0, G_OPTION_ARG_STRING, &fingerprint,
      N_("The host certificate’s fingerprint, from the invitation’s link"), N_("HEX") },
    { "rejoin", 0, 0, G_OPTION_ARG_STRING, &rejoin,
      N_("Take back the seat this token was given for"), N_("TOKEN") },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &seed, N_("The bot’s random seed (default 1)"), N_("S") },
    { "retry", 0, 0, G_OPTION_ARG_INT, &retry,
      N_("When the connection is lost mid-game, try to come back for this many seconds "
          "(default 0)"),
      N_("S") },
    { "delay", 0, G_OPTION_FLAG_HIDDEN, G_OPTION_ARG_INT, &join.delay_ms,
      "For benchmarks: wait this many ms before each answer", "MS" },
    { "leave-after", 0, G_OPTION_FLAG_HIDDEN, G_OPTION_ARG_INT, &join.leave_after,
      "For tests: vanish when asked the Nth decision", "N" },
    { "table", 0, 0, G_OPTION_ARG_NONE, &table,
      N_("Play through the seat’s copy of the game, as the window does"), NULL },
    { "record", 0, 0, G_OPTION_ARG_FILENAME, &record,
      N_("Write every message received to this file (for tests)"), N_("FILE") },
    { NULL }
  };

  g_option_context_set_summary (
      context, _("Takes a free seat of a game hosted with casefile-cli host or Casefile, and "
                  "plays it as a bot until the game is over. Exits 2 on a wrong code or a full "
                  "game."));
  g_option_context_set_description (
      context, _("GAME is the name of a game on the local network (see casefile-cli games): "
                  "anything that is not a host name or an address is looked for by name."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      cf_cli_error ("join", "%s", error->message);
      return 2;
    }
  if (argc != 2 || code == NULL)
    {
      cf_cli_error ("join", "%s", _("give HOST:PORT or a game’s name, and --code"));
      return 2;
    }
  if (level != NULL && (!cf_player_kind_from_string (level, &kind) || kind == CF_PLAYER_HUMAN))
    {
      cf_cli_error ("join", "%s: “%s”", _("unknown bot level"), level);
      return 2;
    }
  /* A game's name has what a host name cannot have (a space, an apostrophe) */
  if (strspn (argv[1], "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.-:[]%") !=
      strlen (argv[1]))
    {
      if (!(found = cf_cli_find_game (argv[1], 5)))
        return 2;
      if (fingerprint == NULL)
        fingerprint = g_strdup (cf_net_found_game_get_fingerprint (found));
      where = G_NETWORK_ADDRESS (g_network_address_new (cf_net_found_game_get_address (found),
                                                        cf_net_found_game_get_port (found)));
    }
  else
    where = G_NETWORK_ADDRESS (g_network_address_parse (argv[1], 47150, &error));
  if (where == NULL)
    {
      cf_cli_error ("join", "%s", error->message);
      return 2;
    }
  client = cf_net_client_new (g_network_address_get_hostname (where),
                              g_network_address_get_port (where), code, fingerprint, name, &error);
  if (client == NULL)
    {
      cf_cli_error ("join", "%s", error->message);
      return 2;
    }
  if (fingerprint == NULL && strchr (code, '-') == NULL)
    cf_cli_error ("join", "%s", _("the code has no pin after a dash: the host cannot be checked"));
  g_clear_object (&client);
  join.received = record != NULL ? g_string_new (NULL) : NULL;
  join.loop = g_main_loop_new (NULL, FALSE);
  join.bot = cf_bot_new (kind, (guint64)seed);
  join.host = g_strdup (g_network_address_get_hostname (where));
  join.port = g_network_address_get_port (where);
  join.code = code;
  join.fingerprint = fingerprint;
  join.name = name;
  join.suspect = seat;
  join.rejoin = g_strdup (rejoin);
  join.retry_until = g_get_monotonic_time () + (gint64)MAX (retry, 0) * G_USEC_PER_SEC;
  if (table)
    play_table (&join);
  else
    {
      connect_client (&join);
      g_main_loop_run (join.loop);
    }

  if (record != NULL &&
      !g_file_set_contents (record, join.received->str, join.received->len, &error))
    {
      cf_cli_error ("join", "%s", error->message);
      join.status = 1;
    }
  if (join.client != NULL)
    g_signal_handlers_disconnect_by_data (join.client, &join);
  g_clear_object (&join.client);
  g_free (join.host);
  g_free (join.rejoin);
  g_main_loop_unref (join.loop);
  g_object_unref (join.bot);
  g_clear_object (&join.edition);
  if (join.received != NULL)
    g_string_free (join.received, TRUE);
  return join.status;
}
