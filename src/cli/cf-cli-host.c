/* cf-cli-host.c: casefile-cli host, a game for players at other computers
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <sys/resource.h>

#include <glib/gi18n.h>

#include "cf-cli-private.h"
#include "cf-net-discovery.h"
#include "cf-net-host.h"
#include "cf-net-protocol.h"

static void
on_finished (CfNetHost *host, GMainLoop *loop)
{
  g_main_loop_quit (loop);
}

static void
print_invitation (CfNetHost *host, const char *address, CfNetAnnouncer *announcer, gboolean json)
{
  const char      *shown = address != NULL ? address : g_get_host_name ();
  g_autofree char *link =
      cf_net_link (shown, cf_net_host_get_port (host), cf_net_host_get_code (host),
                   cf_net_host_get_fingerprint (host));

  if (json)
    {
      g_autoptr(JsonBuilder) builder = json_builder_new ();
      g_autoptr(JsonNode) root = NULL;
      g_autofree char *text = NULL;

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "invitation");
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "port");
      json_builder_add_int_value (builder, cf_net_host_get_port (host));
      json_builder_set_member_name (builder, "code");
      json_builder_add_string_value (builder, cf_net_host_get_code (host));
      json_builder_set_member_name (builder, "fingerprint");
      json_builder_add_string_value (builder, cf_net_host_get_fingerprint (host));
      json_builder_set_member_name (builder, "link");
      json_builder_add_string_value (builder, link);
      if (announcer != NULL && !cf_net_announcer_has_failed (announcer))
        {
          json_builder_set_member_name (builder, "name");
          json_builder_add_string_value (builder, cf_net_announcer_get_name (announcer));
        }
      json_builder_end_object (builder);
      json_builder_end_object (builder);
      root = json_builder_get_root (builder);
      text = json_to_string (root, FALSE);
      g_printerr ("%s\n", text);
    }
  else
    {
      /* Translators: %1$s is a computer's name or address, %2$u a port */
      g_printerr (_("Waiting for players at %1$s, port %2$u\n"), shown,
                  cf_net_host_get_port (host));
      /* Translators: %s is a code such as K7QX9-3F9A, to be read out */
      g_printerr (_("Code: %s\n"), cf_net_host_get_code (host));
      /* Translators: %s is a link that opens the game */
      g_printerr (_("Link: %s\n"), link);
      if (announcer != NULL && !cf_net_announcer_has_failed (announcer))
        /* Translators: %s is the game's name, as others on the network see it */
        g_printerr (_("Announcing it on the local network as “%s”\n"),
                    cf_net_announcer_get_name (announcer));
    }
}

static void
print_result (CfNetHost *host, double seconds, gboolean json)
{
  guint         n_seats = cf_net_host_get_n_seats (host);
  CfSimulation *result = cf_net_host_get_result (host);
  CfGame       *game = cf_net_host_get_game (host);

  if (json)
    {
      g_autoptr(JsonBuilder) builder = json_builder_new ();
      g_autoptr(JsonNode) root = NULL;

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "games");
      json_builder_add_int_value (builder, 1);
      json_builder_set_member_name (builder, "seconds");
      json_builder_add_double_value (builder, seconds);
      json_builder_set_member_name (builder, "no_winner");
      json_builder_add_int_value (builder, result->winner < 0);
      json_builder_set_member_name (builder, "violations");
      json_builder_add_int_value (builder, result->violations);
      json_builder_set_member_name (builder, "turns_mean");
      json_builder_add_double_value (builder, result->turns);
      json_builder_set_member_name (builder, "seats");
      json_builder_begin_array (builder);
      for (guint i = 0; i < n_seats; i++)
        {
          json_builder_begin_object (builder);
          json_builder_set_member_name (builder, "level");
          json_builder_add_string_value (
              builder, cf_net_host_get_seat (host, i)->remote
                           ? "remote"
                           : cf_player_kind_to_string (cf_net_host_get_seat (host, i)->setup.kind));
          json_builder_set_member_name (builder, "wins");
          json_builder_add_int_value (builder, result->winner == (int)i);
          json_builder_end_object (builder);
        }
      json_builder_end_array (builder);
      /* What the network cost: each remote decision's time on the wire,
       * the host's processor time, its peak memory */
      {
        g_autoptr(GArray) sorted = g_array_copy (cf_net_host_get_latencies (host));
        struct rusage usage;

        g_array_sort (sorted, cf_cli_compare_doubles);
        json_builder_set_member_name (builder, "latency_ms");
        json_builder_begin_object (builder);
        json_builder_set_member_name (builder, "decisions");
        json_builder_add_int_value (builder, sorted->len);
        json_builder_set_member_name (builder, "p50");
        json_builder_add_double_value (builder, cf_cli_percentile (sorted, 0.5));
        json_builder_set_member_name (builder, "p95");
        json_builder_add_double_value (builder, cf_cli_percentile (sorted, 0.95));
        json_builder_set_member_name (builder, "max");
        json_builder_add_double_value (builder, cf_cli_percentile (sorted, 1.0));
        json_builder_end_object (builder);
        getrusage (RUSAGE_SELF, &usage);
        json_builder_set_member_name (builder, "cpu_seconds");
        json_builder_add_double_value (builder,
                                       usage.ru_utime.tv_sec + usage.ru_stime.tv_sec +
                                           (usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6);
        json_builder_set_member_name (builder, "peak_rss_kib");
        json_builder_add_int_value (builder, usage.ru_maxrss);
      }
      /* The deal, public once the game is over (tests check what reached
       * each seat against it) */
      if (game != NULL)
        {
          CfEdition *edition = cf_game_get_edition (game);

          json_builder_set_member_name (builder, "hands");
          json_builder_begin_array (builder);
          for (guint i = 0; i < n_seats; i++)
            {
              CfCaseLog *log = cf_game_get_case_log (game, i);

              json_builder_begin_array (builder);
              for (guint c = 0; c < cf_case_log_get_n_my_cards (log); c++)
                json_builder_add_string_value (
                    builder, cf_edition_get_card_id (edition, cf_case_log_get_my_card (log, c)));
              json_builder_end_array (builder);
            }
          json_builder_end_array (builder);
          json_builder_set_member_name (builder, "envelope");
          json_builder_begin_array (builder);
          for (guint c = 0; c < 3; c++)
            json_builder_add_string_value (
                builder, cf_edition_get_card_id (edition, cf_game_get_envelope (game)[c]));
          json_builder_end_array (builder);
        }
      if (result->problems != NULL && result->problems->len > 0)
        {
          json_builder_set_member_name (builder, "problems");
          json_builder_begin_array (builder);
          for (guint i = 0; i < result->problems->len; i++)
            json_builder_add_string_value (builder, result->problems->pdata[i]);
          json_builder_end_array (builder);
        }
      json_builder_end_object (builder);
      root = json_builder_get_root (builder);
      cf_cli_print_json (root);
    }
  else
    {
      if (result->winner >= 0)
        /* Translators: %s is a player's name */
        g_print (_("%s won.\n"), cf_game_get_seat_name (game, result->winner));
      else
        g_print (_("Nobody won.\n"));
      g_print (_("Rule violations: %u\n"), result->violations);
    }
}

/* Listens, waits for the players, plays the game and prints the result */
static int
serve (CfNetHost  *host,
       const char *address,
       int         port,
       int         hello_timeout,
       gboolean    announce,
       const char *name,
       gboolean    json)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GMainLoop) loop = NULL;
  g_autoptr(CfNetAnnouncer) announcer = NULL;
  gint64 start;

  if (!cf_net_host_listen (host, address, port, &error))
    {
      cf_cli_error ("host", "%s", error->message);
      return 1;
    }
  cf_net_host_set_hello_timeout (host, hello_timeout);
  /* Without an Avahi daemon this only says so in a debug message */
  if (announce)
    announcer = cf_net_announcer_new (host, name);
  print_invitation (host, address, announcer, json);

  loop = g_main_loop_new (NULL, FALSE);
  g_signal_connect (host, "finished", G_CALLBACK (on_finished), loop);
  start = g_get_monotonic_time ();
  g_main_loop_run (loop);
  print_result (host, (g_get_monotonic_time () - start) / 1e6, json);
  return cf_net_host_get_result (host)->violations > 0 ? 1 : 0;
}

int
cf_cli_host (int argc, char **argv)
{
  g_autoptr(GOptionContext) context = g_option_context_new (NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(CfEdition) edition = NULL;
  g_autoptr(CfNetHost) host = NULL;
  g_auto(GStrv) kinds = NULL;
  g_autofree char   *seats_arg = NULL, *edition_id = NULL, *code = NULL, *address = NULL;
  g_autofree char   *save = NULL, *resume = NULL, *name = NULL;
  CfNetSeat          seats[CF_GAME_MAX_SEATS];
  guint              n_seats = 0, n_remote = 0;
  int                port = 47150, hello_timeout = 10;
  gint64             seed = 1;
  gboolean           json = FALSE, no_keepers = FALSE, no_announce = FALSE;
  CfGameOptions      options = { 0 };
  const GOptionEntry entries[] = {
    { "edition", 0, 0, G_OPTION_ARG_STRING, &edition_id, N_("The edition (default classic)"),
      N_("ID") },
    { "seats", 0, 0, G_OPTION_ARG_STRING, &seats_arg,
      N_("One kind per suspect in order from the first, comma-separated: remote (someone joins "
          "it), a bot (beginner, detective or master) or none (default remote,detective,"
          "detective)"),
      N_("KIND,…") },
    { "port", 0, 0, G_OPTION_ARG_INT, &port,
      N_("The port to listen on; 0 for any (default 47150)"), N_("N") },
    { "listen", 0, 0, G_OPTION_ARG_STRING, &address,
      N_("The address to listen on, such as 127.0.0.1 (default every address)"), N_("ADDRESS") },
    { "code", 0, 0, G_OPTION_ARG_STRING, &code,
      N_("The code that takes a seat (default a new random one)"), N_("CODE") },
    { "name", 0, 0, G_OPTION_ARG_STRING, &name,
      N_("The game’s name on the local network (default “USER’s game”)"), N_("NAME") },
    { "no-announce", 0, 0, G_OPTION_ARG_NONE, &no_announce,
      N_("Do not announce the game on the local network"), NULL },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &seed, N_("The random seed (default 1)"), N_("S") },
    { "hello-timeout", 0, G_OPTION_FLAG_HIDDEN, G_OPTION_ARG_INT, &hello_timeout,
      "For tests: seconds a new connection may stay silent", "S" },
    { "no-keepers", 0, 0, G_OPTION_ARG_NONE, &no_keepers,
      N_("Discover the Secrets: play without the Keepers"), NULL },
    { "save", 0, 0, G_OPTION_ARG_FILENAME, &save,
      N_("Save the game to FILE after every action (it holds the deal: keep it private)"),
      N_("FILE") },
    { "resume", 0, 0, G_OPTION_ARG_FILENAME, &resume,
      N_("Go on with a game saved with --save, under the same code; the players come back"),
      N_("FILE") },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print the invitation and the result as JSON"),
      NULL },
    { NULL }
  };

  g_option_context_set_summary (
      context, _("Hosts one game for players at other computers: waits until every remote seat "
                  "is taken, plays the game with the rules checked after every action, and prints "
                  "the result as simulate does."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      cf_cli_error ("host", "%s", error->message);
      return 2;
    }
  if (argc > 1 || port < 0 || port > 65535)
    {
      cf_cli_error ("host", "%s", argc > 1 ? _("unexpected arguments") : _("no such port"));
      return 2;
    }
  if (resume != NULL)
    {
      g_autoptr(GFile) file = g_file_new_for_commandline_arg (resume);

      if (seats_arg != NULL || edition_id != NULL || code != NULL)
        {
          cf_cli_error ("host", "%s",
                        _("--resume takes the seats, edition and code from the file"));
          return 2;
        }
      if (!(host = cf_net_host_new_resumed (file, &error)))
        {
          cf_cli_error ("host", "%s", error->message);
          return 1;
        }
      cf_net_host_set_save_file (host, file);
      return serve (host, address, port, hello_timeout, !no_announce, name, json);
    }
  if (!(edition = cf_edition_lookup_builtin (edition_id != NULL ? edition_id : "classic")))
    {
      cf_cli_error ("host", "%s", _("unknown edition"));
      return 2;
    }
  kinds = g_strsplit (seats_arg != NULL ? seats_arg : "remote,detective,detective", ",", -1);
  if (g_strv_length (kinds) > cf_edition_get_n_cards_of (edition, CF_CATEGORY_SUSPECT))
    {
      cf_cli_error ("host", "%s", _("more seats than suspects"));
      return 2;
    }
  for (guint i = 0; kinds[i] != NULL; i++)
    {
      CfPlayerKind kind = CF_PLAYER_HUMAN;
      gboolean     remote = g_str_equal (kinds[i], "remote");

      if (g_str_equal (kinds[i], "none"))
        continue;
      if (!remote && (!cf_player_kind_from_string (kinds[i], &kind) || kind == CF_PLAYER_HUMAN))
        {
          cf_cli_error ("host", "%s: “%s”", _("unknown seat kind"), kinds[i]);
          return 2;
        }
      seats[n_seats++] =
          (CfNetSeat){ .setup = { .suspect = i, .name = NULL, .kind = kind }, .remote = remote };
      n_remote += remote;
    }
  if (n_seats < CF_GAME_MIN_SEATS || n_seats > CF_GAME_MAX_SEATS)
    {
      cf_cli_error ("host", "%s", _("--seats needs 3 to 6 seats"));
      return 2;
    }
  if (n_remote == 0)
    {
      cf_cli_error ("host", "%s", _("--seats needs a remote seat; simulate plays bots alone"));
      return 2;
    }

  options.no_keepers = no_keepers;
  if (!(host = cf_net_host_new (edition, n_seats, seats, &options, seed, code, &error)))
    {
      cf_cli_error ("host", "%s", error->message);
      return 1;
    }
  if (save != NULL)
    {
      g_autoptr(GFile) file = g_file_new_for_commandline_arg (save);
      cf_net_host_set_save_file (host, file);
    }
  return serve (host, address, port, hello_timeout, !no_announce, name, json);
}
