/* cf-cli-bench-calibrate.c: casefile-cli bench --calibrate, the estimates
 * checked against exact counts
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "cf-cli-private.h"
#include "cf-random-log-private.h"
#include "cf-solver-private.h"

/* Bands of the exact p of a cell that may or may not be */
static const double band_edges[] = { 0, 0.1, 0.3, 0.7, 1.0001 };
static const char  *band_names[] = { "< 0.1", "0.1–0.3", "0.3–0.7", "≥ 0.7" };
#define N_BANDS 4

typedef struct
{
  guint  cells[N_BANDS], within[N_BANDS];
  double widest[N_BANDS], sum_margin[N_BANDS];
  guint  logs, bad_status, out_of_range, certain_maybe, zero_margin;
  /* advice: sampled against exact */
  guint   advice_logs, advice_cells, advice_within;
  double  advice_bias_sum, advice_worst;
  GArray *top_ranks; /* double: the exact rank of the sampled top choice */
  GArray *times;     /* double: ms per estimate */
} Calibration;

/* A log whose exact count is within reach but not trivial: classic and
 * Discover the Secrets games, and 8 players over 48 cards (cards with 10
 * possible holders) */
static CfCaseLog *
calibration_log (guint i, CfEdition *classic, CfEdition *secrets, CfEdition *big, GRand *rand)
{
  switch (i % 4)
    {
    case 0:
      {
        guint n_players = g_rand_int_range (rand, 3, 7);
        int   me = g_rand_boolean (rand) ? -1 : g_rand_int_range (rand, 0, n_players);

        return cf_random_log_new_full (classic, n_players, 0, me, g_rand_int_range (rand, 0, 61),
                                       g_rand_boolean (rand), rand, NULL);
      }
    case 1:
      return cf_random_log_new_full (secrets, 6, (cf_edition_get_n_cards (secrets) - 3) % 6,
                                     g_rand_int_range (rand, -1, 6),
                                     g_rand_int_range (rand, 10, 61), TRUE, rand, NULL);
    case 2:
      return cf_random_log_new_full (classic, 6, 0, -1, g_rand_int_range (rand, 20, 91), TRUE, rand,
                                     NULL);
    default:
      return cf_random_log_new_full (big, 8, (cf_edition_get_n_cards (big) - 3) % 8,
                                     g_rand_int_range (rand, 0, 8), g_rand_int_range (rand, 0, 13),
                                     TRUE, rand, NULL);
    }
}

/* Sampled advice against exact advice on the same log */
static void
calibrate_advice (Calibration *cal, CfCaseLog *log)
{
  g_autoptr(CfDeduction) exact = NULL;
  g_autoptr(CfDeduction) sampled = NULL;
  g_autoptr(GArray) truth = NULL;
  g_autoptr(GArray) guess = NULL;
  const CfAdvice *top;
  int             me = cf_case_log_get_me (log);

  if (me < 0 || !(exact = cf_deduction_new (log, NULL, NULL)) || !cf_deduction_is_exact (exact) ||
      !cf_deduction_is_consistent (exact))
    return;
  cf_deduction_set_advice_budget (G_MAXUINT64 / 2);
  truth = cf_deduction_advise (exact, me, -1, NULL, NULL);
  cf_deduction_set_advice_budget (0);
  sampled = cf_deduction_new (log, NULL, NULL);
  guess = cf_deduction_advise (sampled, me, -1, NULL, NULL);
  cf_deduction_set_advice_budget (G_MAXUINT64);
  if (truth == NULL || guess == NULL || truth->len == 0 ||
      !g_array_index (truth, CfAdvice, 0).exact)
    return;

  cal->advice_logs++;
  for (guint i = 0; i < guess->len; i++)
    {
      const CfAdvice *g = &g_array_index (guess, CfAdvice, i);

      for (guint j = 0; j < truth->len; j++)
        {
          const CfAdvice *t = &g_array_index (truth, CfAdvice, j);
          double          d;

          if (memcmp (t->cards, g->cards, sizeof t->cards) != 0)
            continue;
          d = g->expected_bits - t->expected_bits;
          cal->advice_cells++;
          cal->advice_within += fabs (d) <= g->bits_margin + 1e-9;
          g_debug ("advice: exact %.4f sampled %.4f margin %.4f", t->expected_bits,
                   g->expected_bits, g->bits_margin);
          cal->advice_bias_sum += d;
          cal->advice_worst = MAX (cal->advice_worst, fabs (d));
          break;
        }
    }
  /* Where the sampled top choice really ranks (ties share the best rank) */
  top = &g_array_index (guess, CfAdvice, 0);
  for (guint j = 0; j < truth->len; j++)
    if (memcmp (g_array_index (truth, CfAdvice, j).cards, top->cards, sizeof top->cards) == 0)
      {
        double bits = g_array_index (truth, CfAdvice, j).expected_bits, rank = 1;

        for (guint k = 0; k < truth->len; k++)
          rank += g_array_index (truth, CfAdvice, k).expected_bits > bits + 1e-12;
        g_array_append_val (cal->top_ranks, rank);
        break;
      }
}

static void
calibrate_log (Calibration *cal, CfCaseLog *log)
{
  g_autoptr(CfDeduction) exact = NULL;
  g_autoptr(CfDeduction) estimated = NULL;
  CfEdition *edition = cf_case_log_get_edition (log);
  gint64     start;
  double     ms;
  guint      faults;

  cf_solver_set_always_estimate (FALSE);
  exact = cf_deduction_new (log, NULL, NULL);
  if (exact == NULL || !cf_deduction_is_consistent (exact) || !cf_deduction_is_exact (exact))
    return;
  cf_solver_set_always_estimate (TRUE);
  start = g_get_monotonic_time ();
  estimated = cf_deduction_new (log, NULL, NULL);
  ms = (g_get_monotonic_time () - start) / 1000.0;
  cf_solver_set_always_estimate (FALSE);
  if (estimated == NULL)
    return;

  cal->logs++;
  g_array_append_val (cal->times, ms);
  faults = cal->certain_maybe + cal->zero_margin + cal->out_of_range;
  for (guint c = 0; c < cf_edition_get_n_cards (edition); c++)
    {
      double margin = cf_deduction_get_margin (estimated, c);

      for (guint h = 0; h < cf_deduction_get_n_holders (exact); h++)
        {
          CfCellStatus status = cf_deduction_get_status (exact, c, h);
          double       truth = cf_deduction_get_probability (exact, c, h);
          double       p = cf_deduction_get_probability (estimated, c, h);
          guint        band = 0;

          cal->bad_status += cf_deduction_get_status (estimated, c, h) != status;
          cal->out_of_range += !(p >= 0 && p <= 1);
          if (status != CF_CELL_MAYBE)
            continue;
          cal->certain_maybe += p <= 0 || p >= 1;
          cal->zero_margin += margin <= 0;
          while (band + 1 < N_BANDS && truth >= band_edges[band + 1])
            band++;
          cal->cells[band]++;
          cal->within[band] += fabs (p - truth) <= margin;
          if (fabs (p - truth) > margin)
            g_debug ("miss: log %u (%s, %u players, %u events) card %u holder %u: exact %.5f, "
                     "estimate %.5f ± %.5f",
                     cal->logs, cf_edition_get_id (edition), cf_case_log_get_n_players (log),
                     cf_case_log_get_n_events (log), c, h, truth, p, margin);
          cal->widest[band] = MAX (cal->widest[band], margin);
          cal->sum_margin[band] += margin;
        }
    }

  /* For a test: keep the logs whose estimate has a fault */
  if (faults != cal->certain_maybe + cal->zero_margin + cal->out_of_range &&
      g_getenv ("CF_CALIBRATE_DUMP") != NULL)
    {
      g_autofree char *name =
          g_strdup_printf ("%s/fault-%u.json", g_getenv ("CF_CALIBRATE_DUMP"), cal->logs);
      g_autoptr(GFile) file = g_file_new_for_path (name);

      cf_case_log_save (log, file, NULL);
    }
}

/**
 * cf_cli_bench_calibrate:
 * @n_logs: how many logs to draw (those that cannot be counted exactly are
 *   left out)
 * @advise: also compare sampled advice with exact advice on the classic
 *   logs with an owner
 *
 * Every log is counted exactly, then estimated as if it could not be; the
 * share of the cells that may or may not be whose exact p falls within the
 * estimate's 95% margin is printed by band of p. The spec's 95% is for
 * every band.
 */
int
cf_cli_bench_calibrate (guint seed, int n_logs, gboolean advise)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CfEdition) classic = cf_edition_lookup_builtin ("classic");
  g_autoptr(CfEdition) secrets = cf_edition_lookup_builtin ("discover-the-secrets");
  g_autoptr(CfEdition) big = cf_cli_custom_edition (48, &error);
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  g_autoptr(GArray) top_ranks = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) times = g_array_new (FALSE, FALSE, sizeof (double));
  Calibration cal = { { 0 } };
  guint       all_bands_ok = TRUE;

  if (big == NULL)
    {
      g_printerr ("casefile-cli bench: %s\n", error->message);
      return 1;
    }
  cal.top_ranks = top_ranks;
  cal.times = times;
  for (int i = 0; i < n_logs; i++)
    {
      g_autoptr(CfCaseLog) log = calibration_log (i, classic, secrets, big, rand);

      calibrate_log (&cal, log);
      if (advise && i % 4 == 0)
        calibrate_advice (&cal, log);
    }

  g_array_sort (times, cf_cli_compare_doubles);
  /* Translators: %1$u logs, %2$u the random seed, %3$.0f and %4$.0f times in ms */
  g_print (_("%1$u logs counted exactly and estimated (seed %2$u); estimate p50 %3$.0f ms, "
              "max %4$.0f ms\n"),
           cal.logs, seed, cf_cli_percentile (times, 0.5), cf_cli_percentile (times, 1.0));
  for (guint b = 0; b < N_BANDS; b++)
    {
      double share = cal.cells[b] ? 100.0 * cal.within[b] / cal.cells[b] : 100.0;

      all_bands_ok &= share >= 95.0;
      /* Translators: a table row: a band of probabilities such as "0.1–0.3", how many cells
       * fall in it, the share of them within their 95% margin, the mean and widest margins */
      g_print (_("  exact p %1$-8s %2$7u cells  within the margin %3$6.2f%%  margin mean "
                  "%4$.4f, widest %5$.4f\n"),
               band_names[b], cal.cells[b], share,
               cal.cells[b] ? cal.sum_margin[b] / cal.cells[b] : 0.0, cal.widest[b]);
    }
  /* Translators: counts of faults in the estimates; each should be 0 */
  g_print (_("  statuses wrong: %1$u; p outside 0 to 1: %2$u; uncertain cells printed as 0 or 1: "
              "%3$u; with no margin: %4$u\n"),
           cal.bad_status, cal.out_of_range, cal.certain_maybe, cal.zero_margin);
  if (advise)
    {
      g_array_sort (top_ranks, cf_cli_compare_doubles);
      /* Translators: sampled advice against exact advice: %1$u logs, %2$u suggestions, the
       * share within their margin, the mean and the largest error in bits, then where the
       * sampled top choice really ranks (median and worst) */
      g_print (_("  sampled advice on %1$u logs: %2$u suggestions, within the margin %3$.2f%%; "
                  "error mean %4$+.4f bits, largest %5$.4f; the top choice really ranks p50 "
                  "%6$.0f, max %7$.0f\n"),
               cal.advice_logs, cal.advice_cells,
               cal.advice_cells ? 100.0 * cal.advice_within / cal.advice_cells : 100.0,
               cal.advice_cells ? cal.advice_bias_sum / cal.advice_cells : 0.0, cal.advice_worst,
               cf_cli_percentile (top_ranks, 0.5), cf_cli_percentile (top_ranks, 1.0));
    }
  return all_bands_ok && cal.bad_status == 0 && cal.out_of_range == 0 && cal.certain_maybe == 0 &&
                 cal.zero_margin == 0
             ? 0
             : 1;
}
