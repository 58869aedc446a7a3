/* cf-cli-bench-families.c: casefile-cli bench --families, the deduction on
 * the shapes of log that are hard for it
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <sys/resource.h>

#include "cf-cli-private.h"
#include "cf-random-log-private.h"

typedef struct
{
  const char *name;
  const char *edition; /* a built-in id, or "custom-48" / "custom-64" */
  guint       min_players, max_players;
  gboolean    owner, onlooker;
  guint       min_events, max_events;
  gboolean    hide_own; /* drop the owner's own suggestions: every card unseen */
  gboolean    hard;     /* every suggestion refuted by the next player */
  guint       runs;
  gboolean    accused; /* half the logs end with the right accusation */
  gboolean    shut_in; /* suggestions that shut some cards in with a few players */
} Family;

static const Family families[] = {
  { "owner", "classic", 3, 6, TRUE, FALSE, 0, 150, FALSE, FALSE, 200 },
  { "onlooker", "classic", 3, 6, FALSE, TRUE, 0, 150, FALSE, FALSE, 200 },
  { "owner-hard", "classic", 3, 6, TRUE, FALSE, 0, 150, FALSE, TRUE, 100 },
  { "long-3-hard", "classic", 3, 3, TRUE, FALSE, 96, 150, TRUE, TRUE, 30 },
  { "hidden-6-hard", "classic", 6, 6, TRUE, FALSE, 45, 90, TRUE, TRUE, 100 },
  { "dts-6-owner", "discover-the-secrets", 6, 6, TRUE, FALSE, 10, 60, FALSE, TRUE, 100 },
  { "dts-6-onlooker", "discover-the-secrets", 6, 6, FALSE, TRUE, 10, 60, FALSE, TRUE, 40 },
  { "custom-48", "custom-48", 8, 8, TRUE, TRUE, 0, 30, FALSE, TRUE, 10 },
  { "custom-64", "custom-64", 8, 8, TRUE, TRUE, 0, 30, FALSE, TRUE, 10 },
  { "custom-64-long", "custom-64", 8, 8, TRUE, TRUE, 60, 400, FALSE, TRUE, 10 },
  { "no-events", "custom-64", 3, 8, TRUE, TRUE, 0, 0, FALSE, FALSE, 10 },
  /* The envelope known from the right accusation, or a few refuted
   * suggestions; some suggestions shut cards in with a few seats, so that
   * deciding the cells takes counting (a pigeonhole argument) */
  { "accused-48", "custom-48", 6, 8, TRUE, TRUE, 0, 40, FALSE, TRUE, 60, TRUE, FALSE },
  { "accused-64", "custom-64", 6, 8, TRUE, TRUE, 0, 40, FALSE, TRUE, 60, TRUE, FALSE },
  { "shut-in-48", "custom-48", 6, 8, TRUE, TRUE, 0, 40, FALSE, TRUE, 60, TRUE, TRUE },
  { "shut-in-64", "custom-64", 6, 8, TRUE, TRUE, 0, 40, FALSE, TRUE, 60, TRUE, TRUE },
};

/* A card set of @n cards, as even as may be across the categories */
CfEdition *
cf_cli_custom_edition (guint n, GError **error)
{
  static const char *kinds[] = { "suspects", "weapons", "rooms" };
  g_autoptr(GString) json = g_string_new (NULL);
  g_autoptr(GBytes) bytes = NULL;

  g_string_append_printf (
      json,
      "{\"id\": \"custom-%u\", \"name\": \"Custom %u\", "
      "\"description\": \"A card set of %u cards, for benchmarks\", \"dice\": 1",
      n, n, n);
  for (guint k = 0; k < 3; k++)
    {
      guint count = n / 3 + (k < n % 3 ? 1 : 0);

      g_string_append_printf (json, ", \"%s\": [", kinds[k]);
      for (guint i = 0; i < count; i++)
        g_string_append_printf (json, "%s{\"id\": \"%c%u\", \"name\": \"%c%u\"%s}", i ? ", " : "",
                                "swr"[k], i, "SWR"[k], i, k == 0 ? ", \"color\": \"#808080\"" : "");
      g_string_append (json, "]");
    }
  g_string_append (json, "}");
  bytes = g_string_free_to_bytes (g_steal_pointer (&json));
  return cf_edition_new_from_bytes (bytes, "custom", error);
}

static CfEdition *
family_edition (const Family *family, GError **error)
{
  if (g_str_equal (family->edition, "custom-48"))
    return cf_cli_custom_edition (48, error);
  if (g_str_equal (family->edition, "custom-64"))
    return cf_cli_custom_edition (64, error);
  return cf_edition_lookup_builtin (family->edition);
}

/* The same log without the owner's own suggestions */
static CfCaseLog *
without_own_suggestions (CfCaseLog *log)
{
  CfCaseLog *copy = cf_case_log_copy (log);
  int        me = cf_case_log_get_me (log);

  for (guint i = cf_case_log_get_n_events (copy); i-- > 0;)
    {
      const CfEvent *event = cf_case_log_get_event (copy, i);

      if (event->type == CF_EVENT_SUGGESTION && event->player == me)
        cf_case_log_remove_event (copy, i);
    }
  return copy;
}

/* A card of @category held by one of the seats @first, @first + 1, … up
 * to @last (mod @n), or -1 */
static int
card_held_among (CfEdition          *edition,
                 const CfRandomDeal *deal,
                 CfCategory          category,
                 guint               first,
                 guint               span,
                 guint               n,
                 GRand              *rand)
{
  guint from = cf_edition_get_first_card_of (edition, category);
  guint count = cf_edition_get_n_cards_of (edition, category);
  guint start = g_rand_int_range (rand, 0, count);

  for (guint i = 0; i < count; i++)
    {
      int card = from + (start + i) % count;
      int holder = deal->holder[card];

      if (holder >= 0 && (holder - (int)first + (int)n) % (int)n < (int)span)
        return card;
    }
  return -1;
}

/* Suggestions by one seat s, each refuted by one of the seats after it
 * and passed by everyone else but the seats between the refuter and s:
 * their cards are shut in with the few seats from the refuter round to s.
 * Enough of them name every card those seats hold, and then no other card
 * can be with them: what follows from the hand sizes alone. */
static void
add_shut_in (CfCaseLog *log, const CfRandomDeal *deal, GRand *rand)
{
  CfEdition *edition = cf_case_log_get_edition (log);
  guint      n = cf_case_log_get_n_players (log);
  guint      span = g_rand_int_range (rand, 2, MIN (n, 5)); /* the seats shut in, s last */
  guint      first = g_rand_int_range (rand, 0, n), suggester = (first + span - 1) % n;
  guint      count = g_rand_int_range (rand, 6, 16);

  for (guint i = 0; i < count; i++)
    {
      guint   refuter = (first + g_rand_int_range (rand, 0, span - 1)) % n;
      guint   open = (suggester + n - refuter) % n + 1; /* the refuter round to s */
      int     cards[CF_N_CATEGORIES];
      CfEvent event;

      for (guint c = 0; c < CF_N_CATEGORIES; c++)
        if ((cards[c] = card_held_among (edition, deal, c, refuter, open, n, rand)) < 0)
          return;
      if (deal->holder[cards[0]] != (int)refuter && deal->holder[cards[1]] != (int)refuter &&
          deal->holder[cards[2]] != (int)refuter)
        continue;
      cf_event_init_suggestion (&event, suggester, cards[0], cards[1], cards[2], refuter,
                                CF_NO_CARD);
      cf_case_log_append_event (log, &event, NULL);
    }
}

/* The right accusation, by the first seat */
static void
add_right_accusation (CfCaseLog *log, const CfRandomDeal *deal)
{
  int     envelope[CF_N_CATEGORIES];
  CfEvent event;

  for (guint card = 0; card < cf_edition_get_n_cards (cf_case_log_get_edition (log)); card++)
    if (deal->holder[card] == CF_RANDOM_ENVELOPE)
      envelope[cf_edition_get_card_category (cf_case_log_get_edition (log), card)] = card;
  cf_event_init_accusation (&event, 0, envelope[0], envelope[1], envelope[2], TRUE);
  cf_case_log_append_event (log, &event, NULL);
}

/* Runs one family in this process, so that its peak memory is its own. */
static int
run_family (const Family *family, guint seed, gboolean json, gboolean advise)
{
  g_autoptr(GArray) advise_times = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GError) error = NULL;
  g_autoptr(CfEdition) edition = family_edition (family, &error);
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  g_autoptr(GArray) times = g_array_new (FALSE, FALSE, sizeof (double));
  guint         exact = 0, inconsistent = 0, complete = 0;
  double        worst_margin = 0;
  struct rusage usage;

  if (edition == NULL)
    {
      cf_cli_error ("bench", "%s", error->message);
      return 1;
    }

  for (guint i = 0; i < family->runs; i++)
    {
      guint    n_players = g_rand_int_range (rand, family->min_players, family->max_players + 1);
      guint    n_cards = cf_edition_get_n_cards (edition);
      guint    set_aside = (n_cards - CF_N_CATEGORIES) % n_players;
      gboolean onlooker = family->onlooker && (!family->owner || g_rand_boolean (rand));
      int      me = onlooker ? -1 : g_rand_int_range (rand, 0, n_players);
      guint    n_events = g_rand_int_range (rand, family->min_events, family->max_events + 1);
      CfRandomDeal deal;
      g_autoptr(CfCaseLog) played = cf_random_log_new_full (edition, n_players, set_aside, me,
                                                             n_events, family->hard, rand, &deal);
      g_autoptr(CfCaseLog) log =
          family->hide_own && me >= 0 ? without_own_suggestions (played) : g_object_ref (played);
      g_autoptr(CfDeduction) deduction = NULL;
      gint64 start;
      double ms;

      if (family->shut_in)
        add_shut_in (log, &deal, rand);
      if (family->accused && g_rand_boolean (rand))
        add_right_accusation (log, &deal);
      start = g_get_monotonic_time ();
      deduction = cf_deduction_new (log, NULL, &error);
      ms = (g_get_monotonic_time () - start) / 1000.0;
      if (deduction == NULL)
        {
          cf_cli_error ("bench", "%s, log %u: %s", family->name, i, error->message);
          return 1;
        }
      g_array_append_val (times, ms);
      if (advise && cf_deduction_is_consistent (deduction))
        {
          g_autoptr(GArray) ranking = NULL;

          start = g_get_monotonic_time ();
          ranking = cf_deduction_advise (deduction, me >= 0 ? me : 0, -1, NULL, &error);
          ms = (g_get_monotonic_time () - start) / 1000.0;
          if (ranking == NULL)
            {
              cf_cli_error ("bench", "%s, log %u: %s", family->name, i, error->message);
              return 1;
            }
          g_array_append_val (advise_times, ms);
        }
      complete += !cf_deduction_is_consistent (deduction) || cf_deduction_is_complete (deduction);
      if (!cf_deduction_is_consistent (deduction))
        inconsistent++;
      else if (cf_deduction_is_exact (deduction))
        exact++;
      else
        for (guint c = 0; c < n_cards; c++)
          worst_margin = MAX (worst_margin, cf_deduction_get_margin (deduction, c));
    }

  getrusage (RUSAGE_SELF, &usage);
  g_array_sort (times, cf_cli_compare_doubles);
  if (json)
    g_print ("{\"family\": \"%s\", \"runs\": %u, \"exact\": %u, \"complete\": %u, "
             "\"inconsistent\": %u, \"p50_ms\": %.3f, \"p95_ms\": %.3f, \"max_ms\": %.3f, "
             "\"cpu_s\": %.3f, \"peak_mb\": %.1f, \"worst_margin\": %.4f}\n",
             family->name, times->len, exact, complete, inconsistent,
             cf_cli_percentile (times, 0.5), cf_cli_percentile (times, 0.95),
             cf_cli_percentile (times, 1.0),
             usage.ru_utime.tv_sec + usage.ru_stime.tv_sec +
                 (usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6,
             usage.ru_maxrss / 1024.0, worst_margin);
  else
    /* Translators: a table row: family, runs, exact share, complete share, three times in ms,
     * memory in MB, the widest margin of an estimate */
    g_print (_("%1$-16s %2$4u runs  exact %3$5.1f%%, complete %4$5.1f%%  p50 %5$9.2f ms  "
                "p95 %6$9.2f ms  max %7$9.2f ms  peak %8$6.1f MB  margin ≤ %9$.3f\n"),
             family->name, times->len, 100.0 * (exact + inconsistent) / MAX (times->len, 1),
             100.0 * complete / MAX (times->len, 1), cf_cli_percentile (times, 0.5),
             cf_cli_percentile (times, 0.95), cf_cli_percentile (times, 1.0),
             usage.ru_maxrss / 1024.0, worst_margin);
  if (advise)
    {
      g_array_sort (advise_times, cf_cli_compare_doubles);
      /* Translators: a table row: the time to rank every suggestion, in ms */
      g_print (_("  advice: %1$4u runs  p50 %2$9.2f ms  p95 %3$9.2f ms  max %4$9.2f ms\n"),
               advise_times->len, cf_cli_percentile (advise_times, 0.5),
               cf_cli_percentile (advise_times, 0.95), cf_cli_percentile (advise_times, 1.0));
    }
  return 0;
}

/**
 * cf_cli_bench_growth:
 *
 * How the time grows with the number of events (classic, four players, half
 * onlookers, every suggestion refuted by the next player) and with the
 * number of players (onlookers, 45 events; classic and Discover the
 * Secrets). Rows share one process: their peak memory is cumulative.
 */
int
cf_cli_bench_growth (guint seed, gboolean json)
{
  static const guint events[] = { 0, 15, 30, 45, 60, 90, 120, 150 };
  static const char *editions[] = { "classic", "discover-the-secrets" };

  for (guint i = 0; i < G_N_ELEMENTS (events); i++)
    {
      g_autofree char *name = g_strdup_printf ("4p-%uev", events[i]);
      Family family = { name, "classic", 4, 4, TRUE, TRUE, events[i], events[i], FALSE, TRUE, 30 };

      if (run_family (&family, seed, json, FALSE) != 0)
        return 1;
    }
  for (guint e = 0; e < G_N_ELEMENTS (editions); e++)
    for (guint players = 3; players <= 6; players++)
      {
        g_autofree char *name =
            g_strdup_printf ("%s-%up-45ev", e == 0 ? "classic" : "dts", players);
        Family family = {
          name, editions[e], players, players, FALSE, TRUE, 45, 45, FALSE, TRUE, 10
        };

        if (run_family (&family, seed, json, FALSE) != 0)
          return 1;
      }
  return 0;
}

/**
 * cf_cli_bench_families:
 * @only: (nullable): one family's name, run here; %NULL: each family in a
 *   process of its own (its peak memory is then its own)
 */
int
cf_cli_bench_families (const char *only, guint seed, gboolean json, gboolean advise)
{
  g_autofree char *self_path = g_file_read_link ("/proc/self/exe", NULL);

  if (only != NULL)
    {
      for (guint f = 0; f < G_N_ELEMENTS (families); f++)
        if (g_str_equal (only, families[f].name))
          return run_family (&families[f], seed, json, advise);
      cf_cli_error ("bench", "%s: “%s”", _("unknown family"), only);
      return 2;
    }

  if (!json)
    /* Translators: %u is the random seed */
    g_print (_("The deduction on the hardest shapes of log (seed %u); exact share, time in "
                "process, peak memory of the process:\n"),
             seed);
  for (guint f = 0; f < G_N_ELEMENTS (families); f++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *seed_arg = g_strdup_printf ("--seed=%u", seed);
      g_autofree char *family_arg = g_strdup_printf ("--family=%s", families[f].name);
      g_autoptr(GPtrArray) argv = g_ptr_array_new ();
      int status;

      g_ptr_array_add (argv, self_path);
      g_ptr_array_add (argv, "bench");
      g_ptr_array_add (argv, family_arg);
      g_ptr_array_add (argv, seed_arg);
      if (advise)
        g_ptr_array_add (argv, "--advise");
      if (json)
        g_ptr_array_add (argv, "--json");
      g_ptr_array_add (argv, NULL);
      if (!g_spawn_sync (NULL, (char **)argv->pdata, NULL, G_SPAWN_CHILD_INHERITS_STDIN, NULL, NULL,
                         NULL, NULL, &status, &error) ||
          !g_spawn_check_wait_status (status, &error))
        {
          cf_cli_error ("bench", "%s: %s", families[f].name, error->message);
          return 1;
        }
    }
  return 0;
}
