/* cf-cli-simulate.c: casefile-cli simulate, whole games between bots
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "cf-cli-private.h"

int
cf_cli_simulate (int argc, char **argv)
{
  g_autoptr(GOptionContext) context = g_option_context_new (NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(CfEdition) edition = NULL;
  g_auto(GStrv) names = NULL;
  g_autofree char   *seats = NULL;
  g_autofree char   *edition_id = NULL;
  CfPlayerKind       levels[CF_GAME_MAX_SEATS];
  guint              wins[CF_GAME_MAX_SEATS] = { 0 };
  guint64            decisions[CF_GAME_MAX_SEATS] = { 0 };
  gint64             think_us[CF_GAME_MAX_SEATS] = { 0 }, think_max_us[CF_GAME_MAX_SEATS] = { 0 };
  guint              n_seats, no_winner = 0, violations = 0, privacy = 0, stalls = 0;
  guint              n_people = 0;
  guint64            turns = 0, clocks = 0, keepers = 0, murders = 0, all_murdered = 0;
  gint64             start;
  double             seconds;
  int                n_games = 100, max_turns = 1000;
  gint64             seed = 1;
  gboolean           json = FALSE, verbose = FALSE, no_keepers = FALSE;
  CfGameOptions      options = { 0 };
  const GOptionEntry entries[] = {
    { "games", 0, 0, G_OPTION_ARG_INT, &n_games, N_("How many games to play (default 100)"),
      N_("N") },
    { "seats", 0, 0, G_OPTION_ARG_STRING, &seats,
      N_("The seats in order from Miss Scarlet, comma-separated: a bot (beginner, detective or "
          "master) or person, a scripted person at one screen (default master and five "
          "detectives)"),
      N_("KIND,…") },
    { "no-keepers", 0, 0, G_OPTION_ARG_NONE, &no_keepers,
      N_("Discover the Secrets: play without the Keepers"), NULL },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &seed,
      N_("The random seed; the same seed plays the same games (default 1)"), N_("S") },
    { "edition", 0, 0, G_OPTION_ARG_STRING, &edition_id, N_("The edition (default classic)"),
      N_("ID") },
    { "max-turns", 0, 0, G_OPTION_ARG_INT, &max_turns,
      N_("End a game without a winner after this many turns (default 1000)"), N_("N") },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print JSON"), NULL },
    { "verbose", 'v', 0, G_OPTION_ARG_NONE, &verbose, N_("Print every rule violation found"),
      NULL },
    { NULL }
  };

  g_option_context_set_summary (
      context, _("Plays whole games between bots, checking the rules after every action, and "
                  "prints the wins per seat, the games without a winner, the mean number of turns, "
                  "the games per second and the rule violations found (0 when all is well)."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      cf_cli_error ("simulate", "%s", error->message);
      return 2;
    }
  if (argc > 1)
    {
      g_printerr ("casefile-cli simulate: %s\n", _("unexpected arguments"));
      return 2;
    }
  if (n_games < 1 || max_turns < 1)
    {
      g_printerr ("casefile-cli simulate: %s\n", _("--games and --max-turns must be at least 1"));
      return 2;
    }

  if (!(edition = cf_edition_lookup_builtin (edition_id != NULL ? edition_id : "classic")))
    {
      g_printerr ("casefile-cli simulate: %s\n", _("unknown edition"));
      return 2;
    }

  names = g_strsplit (
      seats != NULL ? seats : "master,detective,detective,detective,detective,detective", ",", -1);
  n_seats = g_strv_length (names);
  if (n_seats < CF_GAME_MIN_SEATS || n_seats > CF_GAME_MAX_SEATS)
    {
      g_printerr ("casefile-cli simulate: %s\n", _("--seats needs 3 to 6 seats"));
      return 2;
    }
  for (guint i = 0; i < n_seats; i++)
    {
      g_strstrip (names[i]);
      if (g_str_equal (names[i], "person"))
        {
          levels[i] = CF_PLAYER_HUMAN;
          n_people++;
          continue;
        }
      if (!cf_player_kind_from_string (names[i], &levels[i]) || levels[i] == CF_PLAYER_HUMAN)
        {
          g_autofree char *line = cf_text_one_line (names[i]);

          g_printerr ("casefile-cli simulate: %s: “%s”\n", _("unknown bot level"), line);
          return 2;
        }
    }

  start = g_get_monotonic_time ();
  for (int g = 0; g < n_games; g++)
    {
      guint64      state = (guint64)seed * G_GUINT64_CONSTANT (1000003) + g;
      CfSimulation sim;

      options.no_keepers = no_keepers;
      /* With people, the game is played at one screen, through the hot seat
       * and its referee of the screen. */
      if (n_people > 0
              ? !cf_simulate_hot_seat_game (edition, n_seats, levels, &options,
                                            cf_game_rng_next (&state), max_turns, &sim, &error)
              : !cf_simulate_game (edition, n_seats, levels, &options, cf_game_rng_next (&state), g,
                                   max_turns, &sim, &error))
        {
          cf_cli_error ("simulate", "%s", error->message);
          cf_simulation_clear (&sim);
          return 1;
        }
      if (sim.winner >= 0)
        wins[sim.winner]++;
      else
        no_winner++;
      violations += sim.violations;
      privacy += sim.privacy_violations;
      stalls += sim.stalled;
      turns += sim.turns;
      clocks += sim.clocks;
      keepers += sim.keepers;
      murders += sim.murders;
      all_murdered += sim.all_murdered;
      for (guint i = 0; i < n_seats; i++)
        {
          decisions[i] += sim.decisions[i];
          think_us[i] += sim.think_us[i];
          think_max_us[i] = MAX (think_max_us[i], sim.think_max_us[i]);
        }
      if (verbose)
        for (guint i = 0; i < sim.problems->len; i++)
          g_printerr ("game %d: %s\n", g, (const char *)sim.problems->pdata[i]);
      cf_simulation_clear (&sim);
    }
  seconds = (g_get_monotonic_time () - start) / 1e6;

  if (json)
    {
      g_autoptr(JsonBuilder) builder = json_builder_new ();
      g_autoptr(JsonNode) root = NULL;

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "games");
      json_builder_add_int_value (builder, n_games);
      json_builder_set_member_name (builder, "seconds");
      json_builder_add_double_value (builder, seconds);
      json_builder_set_member_name (builder, "no_winner");
      json_builder_add_int_value (builder, no_winner);
      json_builder_set_member_name (builder, "violations");
      json_builder_add_int_value (builder, violations);
      json_builder_set_member_name (builder, "stalls");
      json_builder_add_int_value (builder, stalls);
      json_builder_set_member_name (builder, "privacy_violations");
      json_builder_add_int_value (builder, privacy);
      json_builder_set_member_name (builder, "turns_mean");
      json_builder_add_double_value (builder, (double)turns / n_games);
      json_builder_set_member_name (builder, "clocks_mean");
      json_builder_add_double_value (builder, (double)clocks / n_games);
      json_builder_set_member_name (builder, "keepers_mean");
      json_builder_add_double_value (builder, (double)keepers / n_games);
      json_builder_set_member_name (builder, "murders");
      json_builder_add_int_value (builder, murders);
      json_builder_set_member_name (builder, "all_murdered");
      json_builder_add_int_value (builder, all_murdered);
      json_builder_set_member_name (builder, "seats");
      json_builder_begin_array (builder);
      for (guint i = 0; i < n_seats; i++)
        {
          json_builder_begin_object (builder);
          json_builder_set_member_name (builder, "level");
          json_builder_add_string_value (builder, levels[i] == CF_PLAYER_HUMAN
                                                      ? "person"
                                                      : cf_player_kind_to_string (levels[i]));
          json_builder_set_member_name (builder, "wins");
          json_builder_add_int_value (builder, wins[i]);
          /* Bots' thinking, timed where the run times it (not at one screen) */
          if (decisions[i] > 0)
            {
              json_builder_set_member_name (builder, "decisions");
              json_builder_add_int_value (builder, decisions[i]);
              json_builder_set_member_name (builder, "ms_per_decision");
              json_builder_add_double_value (builder, think_us[i] / 1e3 / decisions[i]);
              json_builder_set_member_name (builder, "ms_max");
              json_builder_add_double_value (builder, think_max_us[i] / 1e3);
            }
          json_builder_end_object (builder);
        }
      json_builder_end_array (builder);
      json_builder_end_object (builder);
      root = json_builder_get_root (builder);
      cf_cli_print_json (root);
    }
  else
    {
      /* Translators: %1$d is how many games, %2$.2f the seconds, %3$.1f games per second */
      g_print (_("Games: %1$d in %2$.2f s (%3$.1f games per second)\n"), n_games, seconds,
               n_games / seconds);
      g_print (_("No winner: %u\n"), no_winner);
      g_print (_("Mean turns: %.1f\n"), (double)turns / n_games);
      g_print (_("Rule violations: %u\n"), violations);
      if (n_people > 0)
        {
          /* Translators: hot-seat games played headless: games where nobody could act, and
           * moments the screen showed a person's things to another */
          g_print (_("Stalls: %u\n"), stalls);
          g_print (_("Privacy violations: %u\n"), privacy);
        }
      if (cf_edition_get_intrigue (edition) != NULL)
        {
          /* Translators: Discover the Secrets: Clock cards drawn per game, and murders */
          g_print (_("Clocks drawn per game: %.1f\n"), (double)clocks / n_games);
          g_print (_("Murders: %u\n"), (guint)murders);
          g_print (_("Games where everyone was murdered: %u\n"), (guint)all_murdered);
        }
      for (guint i = 0; i < n_seats; i++)
        /* Translators: %1$u is a seat number, %2$s a kind of player, %3$u the wins, %4$.1f the wins
         * in per cent */
        g_print (g_dngettext (GETTEXT_PACKAGE, "Seat %1$u (%2$s): %3$u win (%4$.1f%%)\n",
                              "Seat %1$u (%2$s): %3$u wins (%4$.1f%%)\n", wins[i]),
                 i + 1, cf_player_kind_get_label (levels[i]), wins[i], 100.0 * wins[i] / n_games);
    }
  return violations > 0 || privacy > 0 || stalls > 0 ? 1 : 0;
}
