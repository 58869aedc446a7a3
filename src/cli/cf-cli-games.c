/* cf-cli-games.c: casefile-cli games, the games hosted on the local network
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "cf-cli-private.h"
#include "cf-net-discovery.h"

typedef struct
{
  GMainLoop  *loop;
  const char *wanted;
  guint       timeout;
} Search;

static gboolean
on_time_up (gpointer data)
{
  Search *search = data;

  search->timeout = 0;
  g_main_loop_quit (search->loop);
  return G_SOURCE_REMOVE;
}

static void
on_problem (CfNetBrowser *browser, GParamSpec *pspec, Search *search)
{
  g_main_loop_quit (search->loop);
}

static void
on_games_changed (GListModel *games, guint position, guint removed, guint added, Search *search)
{
  if (search->wanted == NULL)
    return;
  for (guint i = position; i < position + added; i++)
    {
      g_autoptr(CfNetFoundGame) game = g_list_model_get_item (games, i);

      if (g_str_equal (cf_net_found_game_get_name (game), search->wanted))
        g_main_loop_quit (search->loop);
    }
}

/* Browses for @seconds, or until @wanted is found, or Avahi is missing */
static CfNetBrowser *
search (guint seconds, const char *wanted)
{
  CfNetBrowser *browser = cf_net_browser_new ();
  Search        search = { g_main_loop_new (NULL, FALSE), wanted, 0 };

  if (cf_net_browser_get_problem (browser) == NULL)
    {
      search.timeout = g_timeout_add (seconds * 1000, on_time_up, &search);
      g_signal_connect (browser, "notify::problem", G_CALLBACK (on_problem), &search);
      g_signal_connect (cf_net_browser_get_games (browser), "items-changed",
                        G_CALLBACK (on_games_changed), &search);
      g_main_loop_run (search.loop);
      g_signal_handlers_disconnect_by_data (browser, &search);
      g_signal_handlers_disconnect_by_data (cf_net_browser_get_games (browser), &search);
      g_clear_handle_id (&search.timeout, g_source_remove);
    }
  g_main_loop_unref (search.loop);
  return browser;
}

/**
 * cf_cli_find_game:
 * @name: a game's name
 *
 * Looks for the game of that name on the local network for at most
 * @seconds, and says why on standard error when it is not found.
 *
 * Returns: (transfer full) (nullable): the game
 */
CfNetFoundGame *
cf_cli_find_game (const char *name, guint seconds)
{
  g_autoptr(CfNetBrowser) browser = search (seconds, name);
  CfNetFoundGame *game = cf_net_browser_find (browser, name);

  if (game == NULL)
    {
      if (cf_net_browser_get_problem (browser) != NULL)
        cf_cli_error ("join", "%s", cf_net_browser_get_problem (browser));
      /* Translators: %s is a game's name */
      cf_cli_error ("join", _("No game called “%s” was found on the network"), name);
    }
  return game;
}

static void
print_json (GListModel *games, const char *problem)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonNode) root = NULL;

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "games");
  json_builder_begin_array (builder);
  for (guint i = 0; i < g_list_model_get_n_items (games); i++)
    {
      g_autoptr(CfNetFoundGame) game = g_list_model_get_item (games, i);
      const char *edition = cf_net_found_game_get_edition (game);
      const char *fingerprint = cf_net_found_game_get_fingerprint (game);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "name");
      json_builder_add_string_value (builder, cf_net_found_game_get_name (game));
      json_builder_set_member_name (builder, "host_name");
      json_builder_add_string_value (builder, cf_net_found_game_get_host_name (game));
      json_builder_set_member_name (builder, "address");
      json_builder_add_string_value (builder, cf_net_found_game_get_address (game));
      json_builder_set_member_name (builder, "port");
      json_builder_add_int_value (builder, cf_net_found_game_get_port (game));
      json_builder_set_member_name (builder, "edition");
      if (edition != NULL)
        json_builder_add_string_value (builder, edition);
      else
        json_builder_add_null_value (builder);
      json_builder_set_member_name (builder, "free_seats");
      json_builder_add_int_value (builder, cf_net_found_game_get_free_seats (game));
      json_builder_set_member_name (builder, "open_seats");
      json_builder_begin_array (builder);
      for (const char *const *id = cf_net_found_game_get_open_seats (game); *id != NULL; id++)
        json_builder_add_string_value (builder, *id);
      json_builder_end_array (builder);
      json_builder_set_member_name (builder, "fingerprint");
      if (fingerprint != NULL)
        json_builder_add_string_value (builder, fingerprint);
      else
        json_builder_add_null_value (builder);
      json_builder_set_member_name (builder, "protocol");
      json_builder_add_int_value (builder, cf_net_found_game_get_protocol (game));
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  if (problem != NULL)
    {
      json_builder_set_member_name (builder, "problem");
      json_builder_add_string_value (builder, problem);
    }
  json_builder_end_object (builder);
  root = json_builder_get_root (builder);
  cf_cli_print_json (root);
}

static void
print_text (GListModel *games)
{
  guint n = g_list_model_get_n_items (games);

  if (n == 0)
    cf_cli_print_line ("%s", _("No games were found on the local network."));
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(CfNetFoundGame) game = g_list_model_get_item (games, i);
      g_autoptr(CfEdition) edition = NULL;
      const char      *id = cf_net_found_game_get_edition (game);
      const char      *address = cf_net_found_game_get_address (game);
      guint            free_seats = cf_net_found_game_get_free_seats (game);
      g_autofree char *where =
          strchr (address, ':') != NULL ? g_strdup_printf ("[%s]", address) : g_strdup (address);

      if (id != NULL)
        edition = cf_edition_lookup_builtin (id);
      cf_cli_print_line (
          /* Translators: one game found on the network: %1$s its name, %2$s
           * its edition, %3$u how many seats are free, %4$s an address, %5$u
           * a port */
          ngettext ("%1$s — %2$s, %3$u free seat, %4$s:%5$u",
                    "%1$s — %2$s, %3$u free seats, %4$s:%5$u", free_seats),
          cf_net_found_game_get_name (game),
          edition != NULL ? cf_edition_get_name (edition)
          : id != NULL    ? id
                          : "?",
          free_seats, where, cf_net_found_game_get_port (game));
    }
}

int
cf_cli_games (int argc, char **argv)
{
  g_autoptr(GOptionContext) context = g_option_context_new (NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(CfNetBrowser) browser = NULL;
  int                seconds = 3;
  gboolean           json = FALSE;
  const char        *problem;
  const GOptionEntry entries[] = {
    { "seconds", 0, 0, G_OPTION_ARG_INT, &seconds,
      N_("How long to look, 0 to 600 seconds (default 3)"), N_("N") },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print the games found as JSON"), NULL },
    { NULL }
  };

  g_option_context_set_summary (
      context, _("Looks for games hosted on the local network (announced by casefile-cli host "
                  "or Casefile) and lists them with their address."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      cf_cli_error ("games", "%s", error->message);
      return 2;
    }
  if (argc > 1 || seconds < 0 || seconds > 600)
    {
      cf_cli_error ("games", "%s",
                    argc > 1 ? _("unexpected arguments") : _("--seconds needs 0 to 600"));
      return 2;
    }

  browser = search (seconds, NULL);
  problem = cf_net_browser_get_problem (browser);
  if (problem != NULL)
    cf_cli_error ("games", "%s", problem);
  if (json)
    print_json (cf_net_browser_get_games (browser), problem);
  else
    print_text (cf_net_browser_get_games (browser));
  return 0;
}
