/* cf-cli-bench.c: casefile-cli bench, timing the deduction
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <stdio.h>

#include "cf-cli-private.h"
#include "cf-random-log-private.h"

int
cf_cli_compare_doubles (gconstpointer a, gconstpointer b)
{
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}

/* The value at @fraction (0 to 1) of @sorted, a sorted array of doubles */
double
cf_cli_percentile (GArray *sorted, double fraction)
{
  guint index;

  if (sorted->len == 0)
    return 0;
  index = (guint)(fraction * (sorted->len - 1) + 0.5);
  return g_array_index (sorted, double, MIN (index, sorted->len - 1));
}

static void
report (const char *label, GArray *times, gboolean json, gboolean last)
{
  g_array_sort (times, cf_cli_compare_doubles);
  if (json)
    g_print ("  \"%s\": {\"runs\": %u, \"p50_ms\": %.3f, \"p95_ms\": %.3f, \"max_ms\": %.3f}%s\n",
             label, times->len, cf_cli_percentile (times, 0.5), cf_cli_percentile (times, 0.95),
             cf_cli_percentile (times, 1.0), last ? "" : ",");
  else
    /* Translators: %1$s what was timed; %2$u runs; then three times in milliseconds */
    g_print (_("%1$-34s %2$5u runs   p50 %3$8.2f ms   p95 %4$8.2f ms   max %5$8.2f ms\n"), label,
             times->len, cf_cli_percentile (times, 0.5), cf_cli_percentile (times, 0.95),
             cf_cli_percentile (times, 1.0));
}

int
cf_cli_bench (int argc, char **argv)
{
  g_autoptr(GOptionContext) context = g_option_context_new (NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(CfEdition) classic = cf_edition_lookup_builtin ("classic");
  g_autoptr(GArray) in_process = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) late = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) whole = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GRand) rand = NULL;
  g_autofree char   *directory = NULL;
  g_autofree char   *self_path = g_file_read_link ("/proc/self/exe", NULL);
  int                n_logs = 600, n_processes = 100, max_events = 45, seed = 1;
  gboolean           json = FALSE, all_families = FALSE, advise = FALSE, growth = FALSE;
  gboolean           moves = FALSE, calibrate = FALSE;
  g_autofree char   *family = NULL;
  const GOptionEntry entries[] = {
    { "families", 0, 0, G_OPTION_ARG_NONE, &all_families,
      N_("Time the hard shapes of log instead, family by family (each in its own process)"),
      NULL },
    { "family", 0, 0, G_OPTION_ARG_STRING, &family, N_("Time one family of logs"), N_("NAME") },
    { "growth", 0, 0, G_OPTION_ARG_NONE, &growth,
      N_("Time the deduction against the number of events and of players"), NULL },
    { "moves", 0, 0, G_OPTION_ARG_NONE, &moves,
      N_("Time where a roll can take a token instead, per board and roll"), NULL },
    { "advise", 0, 0, G_OPTION_ARG_NONE, &advise,
      N_("With --families: also time the advice on every log"), NULL },
    { "calibrate", 0, 0, G_OPTION_ARG_NONE, &calibrate,
      N_("Check the estimates against exact counts on --logs logs: how many cells fall within "
          "their margin, by band of p (with --advise: sampled advice against exact advice too)"),
      NULL },
    { "logs", 0, 0, G_OPTION_ARG_INT, &n_logs,
      N_("How many logs to time in-process (default 600)"), N_("N") },
    { "processes", 0, 0, G_OPTION_ARG_INT, &n_processes,
      N_("How many of them to time as a whole “casefile-cli deduce” process (default 100)"),
      N_("N") },
    { "max-events", 0, 0, G_OPTION_ARG_INT, &max_events,
      N_("The most events in a log (default 45)"), N_("N") },
    { "seed", 0, 0, G_OPTION_ARG_INT, &seed, N_("The random seed (default 1)"), N_("S") },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print JSON"), NULL },
    { NULL }
  };

  g_option_context_set_summary (
      context,
      _("Time the exact deduction on case logs of simulated classic games: 3 to 6 players, "
         "half of them onlookers, 0 to the given number of events."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      cf_cli_error ("bench", "%s", error->message);
      return 2;
    }

  if (growth)
    return cf_cli_bench_growth (seed, json);
  if (moves)
    return cf_cli_bench_moves (seed, json);
  if (calibrate)
    return cf_cli_bench_calibrate (seed, n_logs, advise);
  if (all_families || family != NULL)
    return cf_cli_bench_families (family, seed, json, advise);

  rand = g_rand_new_with_seed (seed);
  directory = g_dir_make_tmp ("casefile-bench-XXXXXX", &error);
  if (directory == NULL)
    {
      cf_cli_error ("bench", "%s", error->message);
      return 1;
    }

  for (int i = 0; i < n_logs; i++)
    {
      guint n_players = 3 + g_rand_int_range (rand, 0, 4);
      int   me = g_rand_boolean (rand) ? -1 : g_rand_int_range (rand, 0, n_players);
      guint n_events = g_rand_int_range (rand, 0, max_events + 1);
      g_autoptr(CfCaseLog) log =
          cf_random_log_new (classic, n_players, 0, me, n_events, rand, NULL);
      g_autoptr(CfDeduction) deduction = NULL;
      gint64 start = g_get_monotonic_time ();
      double ms;

      deduction = cf_deduction_new (log, NULL, &error);
      ms = (g_get_monotonic_time () - start) / 1000.0;
      if (deduction == NULL)
        {
          cf_cli_error ("bench", "log %d: %s", i, error->message);
          return 1;
        }
      g_array_append_val (in_process, ms);
      if (n_events >= 30)
        g_array_append_val (late, ms);

      if (i < n_processes && self_path != NULL)
        {
          g_autofree char *path = g_strdup_printf ("%s/log-%d.json", directory, i);
          g_autoptr(GFile) file = g_file_new_for_path (path);
          const char *spawn_argv[] = { self_path, "deduce", path, NULL };
          int         status;

          if (!cf_case_log_save (log, file, &error))
            {
              cf_cli_error ("bench", "%s", error->message);
              return 1;
            }
          start = g_get_monotonic_time ();
          if (!g_spawn_sync (NULL, (char **)spawn_argv, NULL, G_SPAWN_STDOUT_TO_DEV_NULL, NULL,
                             NULL, NULL, NULL, &status, &error))
            {
              cf_cli_error ("bench", "%s", error->message);
              return 1;
            }
          ms = (g_get_monotonic_time () - start) / 1000.0;
          g_array_append_val (whole, ms);
          g_unlink (path);
        }
    }
  g_rmdir (directory);

  if (json)
    g_print ("{\n  \"logs\": %d,\n  \"seed\": %d,\n", n_logs, seed);
  else
    /* Translators: %1$d logs, %2$d events, %3$d seed */
    g_print (_("%1$d logs of simulated classic games (3–6 players, 0–%2$d events, half "
                "onlookers), seed %3$d\n"),
             n_logs, max_events, seed);
  report (json ? "deduce_in_process" : _("deduce in-process (app recompute)"), in_process, json,
          FALSE);
  report (json ? "deduce_in_process_30_events_or_more" : _("  … logs of 30 events or more"), late,
          json, FALSE);
  report (json ? "deduce_whole_process" : _("casefile-cli deduce, whole process"), whole, json,
          TRUE);
  if (json)
    g_print ("}\n");
  return 0;
}
