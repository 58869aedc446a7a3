/* test-deduction.c: the exact engine against brute force
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The brute force here shares nothing with the engine: it lists every way
 * to put each card with a player, the set-aside pile or the envelope (one
 * card of each category), and for each one which log entries it breaks,
 * reading the entries straight from the case log specification.
 */

#include <math.h>

#include "casefile-core.h"
#include "cf-random-log-private.h"
#include "cf-solver-private.h"

#define ENVELOPE_HOLDER (-3)

typedef struct
{
  guint   n_cards;
  guint   n_entries;
  GArray *holders;    /* n_cards ints per assignment */
  GArray *violations; /* guint64 per assignment */
} BruteForce;

static void
brute_force_clear (BruteForce *bf)
{
  g_clear_pointer (&bf->holders, g_array_unref);
  g_clear_pointer (&bf->violations, g_array_unref);
}

static gboolean
holds (const int *holder, int card, int who)
{
  return holder[card] == who;
}

static gboolean
event_holds (CfCaseLog *log, const CfEvent *event, const int *holder)
{
  CfEdition *edition = cf_case_log_get_edition (log);
  int        n = cf_case_log_get_n_players (log);

  switch (event->type)
    {
    case CF_EVENT_SUGGESTION:
      for (int step = 1; step < n; step++)
        {
          int q = (event->player + step) % n;
          if (q == event->refuter)
            break;
          if (event->refused & (1u << q))
            continue; /* refused: may hold any */
          for (int k = 0; k < 3; k++)
            if (holds (holder, event->cards[k], q))
              return FALSE;
        }
      if (event->refuter != CF_NOBODY)
        {
          gboolean any = FALSE;
          for (int k = 0; k < 3; k++)
            any |= holds (holder, event->cards[k], event->refuter);
          if (!any)
            return FALSE;
          if (event->shown != CF_NO_CARD && !holds (holder, event->shown, event->refuter))
            return FALSE;
        }
      return TRUE;

    case CF_EVENT_ACCUSATION:
      {
        gboolean all_in = TRUE;
        for (int k = 0; k < 3; k++)
          all_in &= holds (holder, event->cards[k], ENVELOPE_HOLDER);
        (void)edition;
        return event->correct ? all_in : !all_in;
      }

    case CF_EVENT_REVEAL:
    default:
      return holds (holder, event->cards[0],
                    event->player == CF_SET_ASIDE ? CF_SET_ASIDE : event->player);
    }
}

static guint64
violations_of (CfCaseLog *log, const int *holder)
{
  guint   n_entries = cf_problem_count_entries (log);
  guint   n_cards = cf_edition_get_n_cards (cf_case_log_get_edition (log));
  guint64 broken = 0;

  for (guint entry = 0; entry < n_entries; entry++)
    {
      guint    index;
      gboolean ok = TRUE;

      switch (cf_problem_entry_kind (log, entry, &index))
        {
        case CF_ENTRY_HAND_SIZE:
        case CF_ENTRY_SET_ASIDE_SIZE:
          {
            int   who = cf_problem_entry_kind (log, entry, &index) == CF_ENTRY_HAND_SIZE
                            ? (int)index
                            : CF_SET_ASIDE;
            guint want = who == CF_SET_ASIDE ? cf_case_log_get_set_aside (log)
                                             : cf_case_log_get_hand_size (log, index);
            guint have = 0;
            for (guint c = 0; c < n_cards; c++)
              have += holder[c] == who;
            ok = have == want;
            break;
          }
        case CF_ENTRY_MY_CARD:
          ok = holder[cf_case_log_get_my_card (log, index)] == cf_case_log_get_me (log);
          break;
        case CF_ENTRY_EVENT:
        default:
          ok = event_holds (log, cf_case_log_get_event (log, index), holder);
          break;
        }
      if (!ok)
        broken |= (guint64)1 << entry;
    }
  return broken;
}

static void
enumerate (CfCaseLog *log, BruteForce *bf, int *holder, guint card, guint envelope_used)
{
  CfEdition *edition = cf_case_log_get_edition (log);
  int        n = cf_case_log_get_n_players (log);

  if (card == bf->n_cards)
    {
      guint64 broken;
      if (envelope_used != 7)
        return;
      broken = violations_of (log, holder);
      g_array_append_vals (bf->holders, holder, bf->n_cards);
      g_array_append_val (bf->violations, broken);
      return;
    }

  for (int who = -3; who < n; who++)
    {
      guint category_bit = 1u << cf_edition_get_card_category (edition, card);

      if (who == -1)
        continue;
      if (who == CF_SET_ASIDE && cf_case_log_get_set_aside (log) == 0)
        continue;
      if (who == ENVELOPE_HOLDER && (envelope_used & category_bit))
        continue;
      holder[card] = who;
      enumerate (log, bf, holder, card + 1,
                 who == ENVELOPE_HOLDER ? envelope_used | category_bit : envelope_used);
    }
}

static void
brute_force_init (BruteForce *bf, CfCaseLog *log)
{
  int holder[CF_MAX_CARDS];

  bf->n_cards = cf_edition_get_n_cards (cf_case_log_get_edition (log));
  bf->n_entries = cf_problem_count_entries (log);
  g_assert_cmpuint (bf->n_entries, <=, 64);
  bf->holders = g_array_new (FALSE, FALSE, sizeof (int));
  bf->violations = g_array_new (FALSE, FALSE, sizeof (guint64));
  enumerate (log, bf, holder, 0, 0);
}

/* Public holder number of an internal one, as the deduction numbers them */
static int
public_holder (CfCaseLog *log, int who)
{
  int n = cf_case_log_get_n_players (log);
  if (who >= 0)
    return who;
  return who == ENVELOPE_HOLDER ? n : n + 1;
}

static CfEdition *
tiny_edition (GRand *rand)
{
  static const char *suspects[] = { "red", "blue", "green", NULL };
  static const char *weapons[] = { "rope", "axe", "bow", NULL };
  static const char *rooms[] = { "attic", "cellar", "hall", NULL };
  const char        *s[4] = { NULL }, *w[4] = { NULL }, *r[4] = { NULL };
  guint              ns = g_rand_int_range (rand, 1, 4), nw = g_rand_int_range (rand, 1, 4),
        nr = g_rand_int_range (rand, 2, 4);

  /* At most 8 cards keeps the listing small */
  while (ns + nw + nr > 8)
    ns > 1 ? ns-- : nw--;
  for (guint i = 0; i < ns; i++)
    s[i] = suspects[i];
  for (guint i = 0; i < nw; i++)
    w[i] = weapons[i];
  for (guint i = 0; i < nr; i++)
    r[i] = rooms[i];
  return cf_edition_new_custom ("tiny", s, w, r, NULL);
}

/* Random events that need not agree with any deal, to reach contradictions */
static void
add_wild_events (CfCaseLog *log, GRand *rand, guint n_events)
{
  CfEdition *edition = cf_case_log_get_edition (log);
  int        n = cf_case_log_get_n_players (log);

  for (guint e = 0; e < n_events; e++)
    {
      int     cards[3];
      CfEvent event;

      for (guint c = 0; c < CF_N_CATEGORIES; c++)
        cards[c] = cf_edition_get_first_card_of (edition, c) +
                   g_rand_int_range (rand, 0, cf_edition_get_n_cards_of (edition, c));
      switch (g_rand_int_range (rand, 0, 4))
        {
        case 0:
          cf_event_init_reveal (&event, g_rand_int_range (rand, 0, n),
                                g_rand_int_range (rand, 0, cf_edition_get_n_cards (edition)));
          break;
        case 1:
          cf_event_init_accusation (&event, g_rand_int_range (rand, 0, n), cards[0], cards[1],
                                    cards[2], g_rand_int_range (rand, 0, 4) == 0);
          break;
        default:
          {
            int suggester = g_rand_int_range (rand, 0, n);
            int refuter = g_rand_int_range (rand, -1, n);
            if (refuter == suggester)
              refuter = CF_NOBODY;
            cf_event_init_suggestion (&event, suggester, cards[0], cards[1], cards[2], refuter,
                                      refuter != CF_NOBODY && g_rand_boolean (rand)
                                          ? cards[g_rand_int_range (rand, 0, 3)]
                                          : CF_NO_CARD);
            /* Now and then a player asked refuses to refute (a Keeper) */
            for (int step = 1; step < n; step++)
              {
                int q = (suggester + step) % n;
                if (q == refuter)
                  break;
                if (g_rand_int_range (rand, 0, 4) == 0)
                  event.refused |= 1u << q;
              }
          }
        }
      g_assert_true (cf_case_log_append_event (log, &event, NULL));
    }
}

/* For every card and public holder, how many of the deals @bf lists agree
 * with the whole log and put the card there (@cells, card-major, with
 * @n_holders holders); returns how many deals agree */
static guint64
brute_force_cells (BruteForce *bf, CfCaseLog *log, guint *n_holders, guint64 **cells)
{
  guint64 deals = 0;

  *n_holders = cf_case_log_get_n_players (log) + 1 + (cf_case_log_get_set_aside (log) > 0);
  *cells = g_new0 (guint64, bf->n_cards * *n_holders);
  for (guint a = 0; a < bf->violations->len; a++)
    if (g_array_index (bf->violations, guint64, a) == 0)
      {
        const int *holder = &g_array_index (bf->holders, int, a * bf->n_cards);
        deals++;
        for (guint c = 0; c < bf->n_cards; c++)
          (*cells)[c * *n_holders + public_holder (log, holder[c])]++;
      }
  return deals;
}

/* The status of a cell that @count of @deals deals agree with */
static CfCellStatus
status_of (guint64 count, guint64 deals)
{
  return count == 0 ? CF_CELL_NO : count == deals ? CF_CELL_YES : CF_CELL_MAYBE;
}

static CfCaseLog *
random_tiny_log (GRand *rand, gboolean wild)
{
  g_autoptr(CfEdition) edition = tiny_edition (rand);
  guint      n_cards = cf_edition_get_n_cards (edition);
  guint      n_players = g_rand_int_range (rand, 2, MIN (5, n_cards - 3 + 1) + 1);
  guint      set_aside = g_rand_int_range (rand, 0, 2);
  int        me;
  CfCaseLog *log;

  if (n_cards - 3 < n_players + set_aside)
    set_aside = 0;
  if (n_cards - 3 < n_players)
    n_players = n_cards - 3;
  n_players = MAX (n_players, 2);
  if (n_cards - 3 < n_players)
    return NULL;
  me = g_rand_boolean (rand) ? -1 : g_rand_int_range (rand, 0, n_players);

  log = cf_random_log_new (edition, n_players, set_aside, me,
                           wild ? 0 : g_rand_int_range (rand, 0, 14), rand, NULL);
  if (wild)
    add_wild_events (log, rand, g_rand_int_range (rand, 1, 10));
  return log;
}

static void
check_against_brute_force (CfCaseLog *log)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CfDeduction) deduction = cf_deduction_new (log, NULL, &error);
  BruteForce          bf = { 0 };
  guint               n_holders;
  g_autofree guint64 *cells = NULL;
  guint64             deals = 0;
  g_autofree char    *deals_text = NULL;

  g_assert_no_error (error);
  brute_force_init (&bf, log);
  deals = brute_force_cells (&bf, log, &n_holders, &cells);

  deals_text = g_strdup_printf ("%" G_GUINT64_FORMAT, deals);
  g_assert_cmpstr (cf_deduction_get_deals (deduction), ==, deals_text);
  g_assert_cmpint (cf_deduction_is_consistent (deduction), ==, deals > 0);

  if (deals > 0)
    {
      g_assert_cmpuint (cf_deduction_get_n_holders (deduction), ==, n_holders);
      for (guint c = 0; c < bf.n_cards; c++)
        for (guint h = 0; h < n_holders; h++)
          {
            guint64      count = cells[c * n_holders + h];
            CfCellStatus want = status_of (count, deals);

            g_assert_cmpint (cf_deduction_get_status (deduction, c, h), ==, want);
            g_assert_cmpfloat_with_epsilon (cf_deduction_get_probability (deduction, c, h),
                                            (double)count / deals, 1e-12);
          }
    }
  else
    {
      /* The first event after which nothing agrees, or -1 for the set-up */
      guint n_events = cf_case_log_get_n_events (log);
      guint n_setup = bf.n_entries - n_events;
      int   expected = -2;

      for (int k = -1; k < (int)n_events && expected == -2; k++)
        {
          guint64  mask = ((guint64)1 << (n_setup + k + 1)) - 1;
          gboolean any = FALSE;

          for (guint a = 0; a < bf.violations->len && !any; a++)
            any = (g_array_index (bf.violations, guint64, a) & mask) == 0;
          if (!any)
            expected = k;
        }
      g_assert_cmpint (cf_deduction_get_contradiction_at (deduction), ==, expected);
    }

  brute_force_clear (&bf);
}

static void
test_brute_force_consistent (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (20261122);

  for (guint i = 0; i < 250; i++)
    {
      g_autoptr(CfCaseLog) log = random_tiny_log (rand, FALSE);
      if (log != NULL)
        check_against_brute_force (log);
    }
}

/* A long game's count is narrowed by search first: the same answers. */
static void
test_narrowed_against_brute_force (gconstpointer max_nodes)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (20261123);

  /* 1: every search goes to the conflict-driven solver */
  cf_sat_set_max_nodes (GPOINTER_TO_UINT (max_nodes));
  cf_solver_set_always_narrow (TRUE);
  for (guint i = 0; i < 300; i++)
    {
      g_autoptr(CfCaseLog) log = random_tiny_log (rand, i % 2 == 1);
      if (log != NULL)
        check_against_brute_force (log);
    }
  cf_solver_set_always_narrow (FALSE);
  cf_sat_set_max_nodes (0);
}

/* The fallback for logs too large to count: every status exact (by
 * search), every chance within its margin (by sampling) on 95% of cells. */
static void
test_estimates_against_brute_force (gconstpointer max_nodes)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (20261123);
  guint cells = 0, within = 0, estimated = 0;

  cf_sat_set_max_nodes (GPOINTER_TO_UINT (max_nodes));
  cf_solver_set_always_estimate (TRUE);
  cf_solver_set_estimate_time (30000);
  for (guint i = 0; i < 120; i++)
    {
      g_autoptr(CfCaseLog) log = random_tiny_log (rand, i % 3 == 0);
      g_autoptr(CfDeduction) deduction = NULL;
      g_autoptr(GError) error = NULL;
      BruteForce          bf = { 0 };
      guint               n_holders;
      g_autofree guint64 *counts = NULL;
      guint64             deals;

      if (log == NULL)
        continue;
      deduction = cf_deduction_new (log, NULL, &error);
      g_assert_no_error (error);
      brute_force_init (&bf, log);
      deals = brute_force_cells (&bf, log, &n_holders, &counts);

      g_assert_cmpint (cf_deduction_is_consistent (deduction), ==, deals > 0);
      if (deals > 0 && cf_case_log_get_me (log) >= 0)
        {
          /* Advice from the sampled deals: a ranking, best first, in bits. */
          g_autoptr(GArray) ranking =
              cf_deduction_advise (deduction, cf_case_log_get_me (log), -1, NULL, &error);

          g_assert_no_error (error);
          g_assert_cmpuint (ranking->len, >, 0);
          for (guint r = 0; r < ranking->len; r++)
            {
              const CfAdvice *advice = &g_array_index (ranking, CfAdvice, r);

              g_assert_true (isfinite (advice->expected_bits) && advice->expected_bits >= 0);
              g_assert_true (advice->p_nobody >= 0 && advice->p_nobody <= 1);
              if (r > 0)
                g_assert_cmpfloat (advice->expected_bits, <=,
                                   g_array_index (ranking, CfAdvice, r - 1).expected_bits);
            }
        }
      if (deals > 0)
        {
          g_assert_false (cf_deduction_is_exact (deduction));
          g_assert_null (cf_deduction_get_deals (deduction));
          estimated++;
          for (guint c = 0; c < bf.n_cards; c++)
            for (guint h = 0; h < n_holders; h++)
              {
                guint64      count = counts[c * n_holders + h];
                CfCellStatus want = status_of (count, deals);
                double       p = cf_deduction_get_probability (deduction, c, h);
                double       exact = (double)count / deals;

                g_assert_cmpint (cf_deduction_get_status (deduction, c, h), ==, want);
                if (want != CF_CELL_MAYBE)
                  g_assert_cmpfloat (p, ==, exact);
                else
                  {
                    cells++;
                    within += fabs (p - exact) <= cf_deduction_get_margin (deduction, c) + 1e-9;
                  }
              }
        }
      brute_force_clear (&bf);
    }
  cf_solver_set_always_estimate (FALSE);
  cf_solver_set_estimate_time (0);
  cf_sat_set_max_nodes (0);

  g_test_message ("%u estimated logs, %u of %u uncertain cells within the margin", estimated,
                  within, cells);
  g_assert_cmpuint (estimated, >, 40);
  g_assert_cmpuint (within, >=, cells * 90 / 100);
}

/* Discover the Secrets logs (6 players and the pool) whose estimate used
 * to print a card that may be with several holders as if it were certain:
 * p of 1 (or just above), 0 elsewhere, and a margin of 0. A maybe cell's
 * p is strictly between 0 and 1, with a margin above 0, and the estimate
 * is the same every time. */
static void
test_estimate_concentrated (gconstpointer name)
{
  g_autofree char *path = g_strdup_printf ("%s/estimates/%s", TEST_DATA_DIR, (const char *)name);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(CfCaseLog) log = cf_case_log_new_from_file (file, &error);
  g_autoptr(CfDeduction) exact = NULL;
  g_autoptr(CfDeduction) estimated = NULL;
  g_autoptr(CfDeduction) again = NULL;
  g_autofree char *json = NULL;
  g_autofree char *json_again = NULL;
  guint            cells = 0, within = 0;

  g_assert_no_error (error);
  exact = cf_deduction_new (log, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (cf_deduction_is_exact (exact));
  cf_solver_set_always_estimate (TRUE);
  estimated = cf_deduction_new (log, NULL, &error);
  g_assert_no_error (error);
  again = cf_deduction_new (log, NULL, &error);
  g_assert_no_error (error);
  cf_solver_set_always_estimate (FALSE);
  g_assert_false (cf_deduction_is_exact (estimated));

  for (guint c = 0; c < cf_edition_get_n_cards (cf_case_log_get_edition (log)); c++)
    for (guint h = 0; h < cf_deduction_get_n_holders (exact); h++)
      {
        double p = cf_deduction_get_probability (estimated, c, h);
        double truth = cf_deduction_get_probability (exact, c, h);

        g_assert_cmpint (cf_deduction_get_status (estimated, c, h), ==,
                         cf_deduction_get_status (exact, c, h));
        g_assert_cmpfloat (p, >=, 0);
        g_assert_cmpfloat (p, <=, 1);
        if (cf_deduction_get_status (exact, c, h) != CF_CELL_MAYBE)
          continue;
        g_assert_cmpfloat (p, >, 0);
        g_assert_cmpfloat (p, <, 1);
        g_assert_cmpfloat (cf_deduction_get_margin (estimated, c), >, 0);
        cells++;
        within += fabs (p - truth) <= cf_deduction_get_margin (estimated, c);
      }
  g_test_message ("%u of %u uncertain cells within the margin", within, cells);
  g_assert_cmpuint (within, >=, cells * 95 / 100);

  /* Counted in work, from a seed of the log's: the same every time */
  json = cf_deduction_to_json (estimated);
  json_again = cf_deduction_to_json (again);
  g_assert_cmpstr (json, ==, json_again);
}

/* Logs that say nothing about the unknown cards (only cards seen) are
 * counted in closed form: checked against brute force, and a 64-card set
 * among 8 players is exact. */
static void
test_symmetric_logs (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (99);
  guint checked = 0;

  for (guint i = 0; i < 200; i++)
    {
      g_autoptr(CfCaseLog) log = random_tiny_log (rand, FALSE);

      if (log == NULL)
        continue;
      for (guint e = cf_case_log_get_n_events (log); e-- > 0;)
        if (cf_case_log_get_event (log, e)->type != CF_EVENT_REVEAL)
          cf_case_log_remove_event (log, e);
      check_against_brute_force (log);
      checked++;
    }
  g_assert_cmpuint (checked, >, 100);

  {
    g_autoptr(GString) json = g_string_new ("{\"id\": \"big\", \"name\": \"Big\", "
                                             "\"description\": \"64 cards\", \"dice\": 1");
    g_autoptr(GBytes) bytes = NULL;
    g_autoptr(CfEdition) edition = NULL;
    g_autoptr(CfCaseLog) log = NULL;
    g_autoptr(CfDeduction) deduction = NULL;
    g_autoptr(GError) error = NULL;
    const char *names[8] = { "A", "B", "C", "D", "E", "F", "G", "H" };
    guint       sizes[8] = { 8, 8, 8, 8, 8, 7, 7, 7 };
    int         mine[8] = { 0, 1, 2, 3, 4, 5, 6, 7 };

    for (guint k = 0; k < 3; k++)
      {
        g_string_append_printf (json, ", \"%s\": [",
                                (const char *[]){ "suspects", "weapons", "rooms" }[k]);
        for (guint j = 0; j < (k == 2 ? 22u : 21u); j++)
          g_string_append_printf (json, "%s{\"id\": \"%c%u\", \"name\": \"%c%u\"%s}", j ? ", " : "",
                                  "swr"[k], j, "SWR"[k], j,
                                  k == 0 ? ", \"color\": \"#808080\"" : "");
        g_string_append (json, "]");
      }
    g_string_append (json, "}");
    bytes = g_bytes_new (json->str, json->len);
    edition = cf_edition_new_from_bytes (bytes, "big", &error);
    g_assert_no_error (error);
    log = cf_case_log_new (edition, 8, names, sizes, 0, 0, mine, &error);
    g_assert_no_error (error);
    deduction = cf_deduction_new (log, NULL, &error);
    g_assert_no_error (error);
    g_assert_true (cf_deduction_is_exact (deduction));
    /* 13 unknown suspects (A holds 8 of 21): each is in the envelope with a chance of 1/13 */
    g_assert_cmpfloat_with_epsilon (cf_deduction_get_probability (deduction, 8, 8), 1.0 / 13,
                                    1e-12);
  }
}

static void
test_brute_force_contradictions (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (7);
  guint inconsistent = 0;

  for (guint i = 0; i < 250; i++)
    {
      g_autoptr(CfCaseLog) log = random_tiny_log (rand, TRUE);
      g_autoptr(CfDeduction) deduction = NULL;

      if (log == NULL)
        continue;
      check_against_brute_force (log);
      deduction = cf_deduction_new (log, NULL, NULL);
      inconsistent += !cf_deduction_is_consistent (deduction);
    }

  /* The wild logs must reach contradictions often enough to test them */
  g_assert_cmpuint (inconsistent, >, 50);
}

/* Every explanation forces its cell, and none of its entries can be dropped. */
static void
test_explanations_minimal (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (99);
  guint explained = 0, with_reason = 0;

  for (guint i = 0; i < 60; i++)
    {
      g_autoptr(CfCaseLog) log = random_tiny_log (rand, FALSE);
      g_autoptr(CfDeduction) deduction = NULL;
      BruteForce bf = { 0 };

      if (log == NULL)
        continue;
      deduction = cf_deduction_new (log, NULL, NULL);
      brute_force_init (&bf, log);

      for (guint c = 0; c < bf.n_cards; c++)
        for (guint h = 0; h < cf_deduction_get_n_holders (deduction); h++)
          {
            CfCellStatus status = cf_deduction_get_status (deduction, c, h);
            g_autoptr(CfExplanation) explanation = NULL;
            g_autoptr(GError) error = NULL;
            guint64 used = 0;

            if (status == CF_CELL_MAYBE)
              continue;
            explanation = cf_deduction_explain (deduction, c, h, NULL, &error);
            g_assert_no_error (error);
            g_assert_cmpint (explanation->status, ==, status);
            for (guint k = 0; k < explanation->entries->len; k++)
              used |= (guint64)1 << g_array_index (explanation->entries, guint, k);

            /* forced by `used`, and not by `used` less any one entry */
            for (int drop = -1; drop < (int)bf.n_entries; drop++)
              {
                guint64  mask = used;
                gboolean forced = TRUE;

                if (drop >= 0)
                  {
                    if (!(used & ((guint64)1 << drop)))
                      continue;
                    mask &= ~((guint64)1 << drop);
                  }
                for (guint a = 0; a < bf.violations->len && forced; a++)
                  if ((g_array_index (bf.violations, guint64, a) & mask) == 0)
                    {
                      int where =
                          public_holder (log, g_array_index (bf.holders, int, a *bf.n_cards + c));
                      gboolean here = where == (int)h;
                      forced = status == CF_CELL_YES ? here : !here;
                    }
                if (drop < 0)
                  g_assert_true (forced);
                else
                  g_assert_false (forced);
              }
            explained++;
            with_reason += explanation->reason != NULL;
          }
      brute_force_clear (&bf);
    }

  g_assert_cmpuint (explained, >, 500);
  /* Most certain cells have a simple rule in words */
  g_assert_cmpuint (with_reason * 2, >, explained);
}

static void
test_reasons (void)
{
  static const char *text =
      "{\"format\": \"casefile-log\", \"version\": 1, \"edition\": \"classic\","
      " \"players\": [{\"name\": \"Ann\", \"hand_size\": 6}, {\"name\": \"Bob\", \"hand_size\": "
      "6}, {\"name\": \"Cleo\", \"hand_size\": 6}],"
      " \"me\": 0, \"my_cards\": [\"scarlet\", \"rope\", \"hall\", \"library\", \"knife\", "
      "\"plum\"],"
      " \"events\": ["
      "  {\"type\": \"suggestion\", \"suggester\": 0, \"cards\": [\"green\", \"wrench\", "
      "\"lounge\"], \"refuter\": 1, \"shown\": \"wrench\"},"
      "  {\"type\": \"suggestion\", \"suggester\": 1, \"cards\": [\"white\", \"revolver\", "
      "\"library\"], \"refuter\": 0}"
      " ]}";
  g_autoptr(GBytes) bytes = g_bytes_new_static (text, strlen (text));
  g_autoptr(GError) error = NULL;
  g_autoptr(CfCaseLog) log = cf_case_log_new_from_bytes (bytes, &error);
  g_autoptr(CfDeduction) deduction = NULL;
  CfEdition *edition;
  g_autoptr(CfExplanation) shown = NULL;
  g_autoptr(CfExplanation) mine = NULL;
  g_autoptr(CfExplanation) elsewhere = NULL;
  g_autoptr(CfExplanation) passed = NULL;
  g_autoptr(CfExplanation) maybe = NULL;

  g_assert_no_error (error);
  deduction = cf_deduction_new (log, NULL, &error);
  g_assert_no_error (error);
  edition = cf_case_log_get_edition (log);

  shown =
      cf_deduction_explain (deduction, cf_edition_lookup_card (edition, "wrench"), 1, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (shown->reason, ==, "Bob showed it to you in entry 1.");
  g_assert_cmpuint (shown->entries->len, ==, 1);

  mine =
      cf_deduction_explain (deduction, cf_edition_lookup_card (edition, "rope"), 0, NULL, &error);
  g_assert_cmpstr (mine->reason, ==, "It is one of your cards.");

  elsewhere =
      cf_deduction_explain (deduction, cf_edition_lookup_card (edition, "rope"), 3, NULL, &error);
  g_assert_cmpint (elsewhere->status, ==, CF_CELL_NO);
  g_assert_cmpstr (elsewhere->reason, ==, "It is one of your cards.");

  /* In entry 2 Cleo sat between Bob and Ann? No: Bob (1) suggested, Cleo (2)
   * is next clockwise and passed before Ann (0) refuted. */
  passed =
      cf_deduction_explain (deduction, cf_edition_lookup_card (edition, "white"), 2, NULL, &error);
  g_assert_cmpint (passed->status, ==, CF_CELL_NO);
  g_assert_cmpstr (passed->reason, ==, "Cleo could not refute entry 2.");

  maybe =
      cf_deduction_explain (deduction, cf_edition_lookup_card (edition, "green"), 1, NULL, &error);
  g_assert_null (maybe);
  g_assert_error (error, CF_ERROR, CF_ERROR_INVALID);
}

static void
test_large_counts (void)
{
  g_autoptr(GPtrArray) s = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) w = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) r = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(CfEdition) edition = NULL;
  g_autoptr(CfCaseLog) two = NULL;
  g_autoptr(CfCaseLog) four = NULL;
  g_autoptr(CfDeduction) deduction = NULL;
  g_autoptr(GError) error = NULL;
  const char *names[4] = { "A", "B", "C", "D" };
  guint       two_sizes[2] = { 30, 31 };
  guint       four_sizes[4] = { 12, 12, 12, 12 };

  for (guint i = 0; i < 20; i++)
    g_ptr_array_add (s, g_strdup_printf ("s%u", i));
  for (guint i = 0; i < 20; i++)
    g_ptr_array_add (w, g_strdup_printf ("w%u", i));
  for (guint i = 0; i < 24; i++)
    g_ptr_array_add (r, g_strdup_printf ("r%u", i));
  g_ptr_array_add (s, NULL);
  g_ptr_array_add (w, NULL);
  g_ptr_array_add (r, NULL);
  edition =
      cf_edition_new_custom ("big", (const char *const *)s->pdata, (const char *const *)w->pdata,
                             (const char *const *)r->pdata, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (cf_edition_get_n_cards (edition), ==, 64);

  /* 9600 envelopes times C(61, 30): more than 64 bits */
  two = cf_case_log_new (edition, 2, names, two_sizes, 0, -1, NULL, &error);
  g_assert_no_error (error);
  deduction = cf_deduction_new (two, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (cf_deduction_get_deals (deduction), ==, "2234056095625253222400");
  g_clear_object (&deduction);

  /* 9600 times 61! / (12!^4 13!): four hands and 13 cards set aside,
   * more than 128 bits, so the 256-bit programme must take over */
  four = cf_case_log_new (edition, 4, names, four_sizes, 13, -1, NULL, &error);
  g_assert_no_error (error);
  deduction = cf_deduction_new (four, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (cf_deduction_get_deals (deduction), ==,
                   "14864412358474304037329069035203745152000000");
  /* a suspect is with player A in 12 of every 61 deals of the 61 cards
   * dealt, and one suspect in 20 is in the envelope */
  g_assert_cmpfloat_with_epsilon (cf_deduction_get_probability (deduction, 0, 0),
                                  19.0 / 20 * 12 / 61, 1e-9);
  g_assert_cmpfloat_with_epsilon (cf_deduction_get_probability (deduction, 0, 4), 1.0 / 20, 1e-9);
}

static void
on_deduced (GObject *source, GAsyncResult *result, gpointer user_data)
{
  GAsyncResult **out = user_data;
  *out = g_object_ref (result);
}

static void
test_async_and_cancel (void)
{
  g_autoptr(GFile) file = g_file_new_for_path (TEST_DATA_DIR "/examples/004.log.json");
  g_autoptr(GError) error = NULL;
  g_autoptr(CfCaseLog) log = cf_case_log_new_from_file (file, &error);
  g_autoptr(CfDeduction) sync = NULL;
  g_autoptr(CfDeduction) async = NULL;
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GAsyncResult) cancelled_result = NULL;
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(CfDeduction) none = NULL;
  g_autofree char *json_sync = NULL;
  g_autofree char *json_async = NULL;

  g_assert_no_error (error);
  sync = cf_deduction_new (log, NULL, &error);
  g_assert_no_error (error);

  cf_deduction_new_async (log, NULL, on_deduced, &result);
  /* The log may change while the thread works: it was copied */
  cf_case_log_remove_event (log, 0);
  while (result == NULL)
    g_main_context_iteration (NULL, TRUE);
  async = cf_deduction_new_finish (result, &error);
  g_assert_no_error (error);
  json_sync = cf_deduction_to_json (sync);
  json_async = cf_deduction_to_json (async);
  g_assert_cmpstr (json_sync, ==, json_async);

  g_cancellable_cancel (cancellable);
  cf_deduction_new_async (log, cancellable, on_deduced, &cancelled_result);
  while (cancelled_result == NULL)
    g_main_context_iteration (NULL, TRUE);
  none = cf_deduction_new_finish (cancelled_result, &error);
  g_assert_null (none);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
}

static gboolean
location_known (CfDeduction *deduction, int card)
{
  for (guint h = 0; h < cf_deduction_get_n_holders (deduction); h++)
    if (cf_deduction_get_status (deduction, card, h) == CF_CELL_YES)
      return TRUE;
  return FALSE;
}

static void
test_advice (void)
{
  g_autoptr(GFile) file = g_file_new_for_path (TEST_DATA_DIR "/examples/005.log.json");
  g_autoptr(GError) error = NULL;
  g_autoptr(CfCaseLog) log = cf_case_log_new_from_file (file, &error);
  g_autoptr(CfDeduction) deduction = NULL;
  g_autoptr(GArray) ranking = NULL;
  g_autoptr(GArray) everywhere = NULL;
  CfEdition *edition;
  int        hall;
  double     entropy;
  guint      n_known = 0;

  g_assert_no_error (error);
  deduction = cf_deduction_new (log, NULL, &error);
  edition = cf_case_log_get_edition (log);
  hall = cf_edition_lookup_card (edition, "hall");
  entropy = cf_deduction_get_envelope_entropy (deduction);
  g_assert_cmpfloat (entropy, >, 1);

  ranking = cf_deduction_advise (deduction, cf_case_log_get_me (log), hall, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (ranking->len, ==, 36);
  for (guint i = 0; i < ranking->len; i++)
    {
      const CfAdvice *advice = &g_array_index (ranking, CfAdvice, i);

      g_assert_cmpint (advice->cards[2], ==, hall);
      g_assert_cmpfloat (advice->expected_bits, >=, 0);
      g_assert_cmpfloat (advice->expected_bits, <=, entropy + 1e-9);
      if (i > 0)
        g_assert_cmpfloat (advice->expected_bits, <=,
                           g_array_index (ranking, CfAdvice, i - 1).expected_bits);
    }
  g_assert_cmpfloat (g_array_index (ranking, CfAdvice, 0).expected_bits, >, 0.1);

  /* Asking only about cards whose holders are known teaches nothing. */
  everywhere = cf_deduction_advise (deduction, cf_case_log_get_me (log), -1, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (everywhere->len, ==, 6 * 6 * 9);
  for (guint i = 0; i < everywhere->len; i++)
    {
      const CfAdvice *advice = &g_array_index (everywhere, CfAdvice, i);

      if (location_known (deduction, advice->cards[0]) &&
          location_known (deduction, advice->cards[1]) &&
          location_known (deduction, advice->cards[2]))
        {
          g_assert_cmpfloat (advice->expected_bits, <, 1e-9);
          n_known++;
        }
    }
  g_assert_cmpuint (n_known, >, 0);
}

/* Advice from sampled deals (a log too large to count, or a machine too
 * busy for the exact budget): a suggestion of cards whose holders are all
 * known still teaches exactly nothing, not the noise between sampled and
 * exact chances. */
static void
test_advice_sampled_settled (void)
{
  g_autoptr(GFile) file = g_file_new_for_path (TEST_DATA_DIR "/examples/005.log.json");
  g_autoptr(GError) error = NULL;
  g_autoptr(CfCaseLog) log = cf_case_log_new_from_file (file, &error);
  g_autoptr(CfDeduction) deduction = NULL;
  g_autoptr(GArray) everywhere = NULL;
  guint n_known = 0, n_worth = 0;

  g_assert_no_error (error);
  deduction = cf_deduction_new (log, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (cf_deduction_is_exact (deduction));
  /* Exact chances, sampled advice: what a busy machine gets */
  cf_deduction_set_advice_budget (0);
  everywhere = cf_deduction_advise (deduction, cf_case_log_get_me (log), -1, NULL, &error);
  cf_deduction_set_advice_budget (G_MAXUINT64);
  g_assert_no_error (error);
  for (guint i = 0; i < everywhere->len; i++)
    {
      const CfAdvice *advice = &g_array_index (everywhere, CfAdvice, i);

      if (location_known (deduction, advice->cards[0]) &&
          location_known (deduction, advice->cards[1]) &&
          location_known (deduction, advice->cards[2]))
        {
          g_assert_cmpfloat (advice->expected_bits, ==, 0.0);
          n_known++;
        }
      else
        n_worth += advice->expected_bits > 0.01;
    }
  g_assert_cmpuint (n_known, >, 0);
  g_assert_cmpuint (n_worth, >, 0);
}

/* Cards no entry names, or that entries name alike, are counted as
 * classes: a search that told them apart met every deal once per way of
 * permuting them. Here 32 cards are shut in with four players whose hands
 * are 32 cards in all, and refutations elsewhere make the count too large:
 * proving that none of the 29 other cards is with those four is a
 * pigeonhole argument, which took the search minutes. */
static void
test_classes_pigeonhole (void)
{
  g_autofree char *path =
      g_test_build_filename (G_TEST_DIST, "data", "hard", "pigeonhole-64.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(CfCaseLog) log = cf_case_log_new_from_file (file, &error);
  g_autoptr(CfDeduction) deduction = NULL;
  CfEdition *edition;
  guint64    shut_in = 0; /* the cards of the suggestions P3 made */
  guint      envelope;

  g_assert_no_error (error);
  edition = cf_case_log_get_edition (log);
  envelope = cf_case_log_get_n_players (log);
  for (guint e = 0; e < cf_case_log_get_n_events (log); e++)
    {
      const CfEvent *event = cf_case_log_get_event (log, e);

      if (event->type == CF_EVENT_SUGGESTION && event->player == 3)
        for (guint k = 0; k < 3; k++)
          shut_in |= (guint64)1 << event->cards[k];
    }
  g_assert_cmpuint (__builtin_popcountll (shut_in), ==, 32);

  deduction = cf_deduction_new (log, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (cf_deduction_is_consistent (deduction));
  g_assert_true (cf_deduction_is_complete (deduction));
  g_assert_true (cf_deduction_is_solved (deduction));
  for (guint c = 0; c < cf_edition_get_n_cards (edition); c++)
    {
      gboolean in_envelope = cf_deduction_get_status (deduction, c, envelope) == CF_CELL_YES;

      for (guint p = 0; p < envelope; p++)
        {
          CfCellStatus status = cf_deduction_get_status (deduction, c, p);

          if (in_envelope || (p < 4) != ((shut_in >> c) & 1))
            g_assert_cmpint (status, ==, CF_CELL_NO);
        }
    }
}

/* The last resort: a search out of time leaves cells "unknown", never a
 * guess. Every status claimed is the brute force's; the answer says it is
 * incomplete exactly when some cell is unknown. */
static void
test_unknown_when_out_of_time (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (20261127);
  guint incomplete = 0, unknown_cells = 0;

  cf_sat_set_max_nodes (1);
  cf_solver_set_always_estimate (TRUE);
  cf_solver_set_estimate_time (2000);
  cf_solver_set_decide_time (1);
  for (guint i = 0; i < 80; i++)
    {
      g_autoptr(CfCaseLog) log = random_tiny_log (rand, i % 3 == 0);
      g_autoptr(CfDeduction) deduction = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char    *json = NULL;
      BruteForce          bf = { 0 };
      guint               n_holders, unknown_here = 0;
      g_autofree guint64 *counts = NULL;
      guint64             deals;

      if (log == NULL)
        continue;
      deduction = cf_deduction_new (log, NULL, &error);
      g_assert_no_error (error);
      brute_force_init (&bf, log);
      deals = brute_force_cells (&bf, log, &n_holders, &counts);
      g_assert_cmpint (cf_deduction_is_consistent (deduction), ==, deals > 0);
      if (deals > 0)
        for (guint c = 0; c < bf.n_cards; c++)
          for (guint h = 0; h < n_holders; h++)
            {
              guint64      count = counts[c * n_holders + h];
              CfCellStatus want = status_of (count, deals);
              CfCellStatus status = cf_deduction_get_status (deduction, c, h);

              if (status == CF_CELL_UNKNOWN)
                unknown_here++;
              else
                g_assert_cmpint (status, ==, want);
            }
      g_assert_cmpint (cf_deduction_is_complete (deduction), ==, unknown_here == 0);
      json = cf_deduction_to_json (deduction);
      g_assert_cmpint (strstr (json, "\"complete\": false") != NULL, ==, unknown_here > 0);
      g_assert_cmpint (strstr (json, "\"unknown\"") != NULL, ==, unknown_here > 0);
      incomplete += unknown_here > 0;
      unknown_cells += unknown_here;
      brute_force_clear (&bf);
    }
  cf_solver_set_decide_time (0);
  cf_solver_set_always_estimate (FALSE);
  cf_solver_set_estimate_time (0);
  cf_sat_set_max_nodes (0);
  g_test_message ("%u incomplete answers, %u unknown cells", incomplete, unknown_cells);
  g_assert_cmpuint (incomplete, >, 0);
}

/* Classic logs, larger than brute force can list: the statuses the
 * conflict-driven solver decides on classes of cards are those of the
 * exact count. Few events leave large classes of cards nobody named. */
static void
test_classes_against_count (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (20261127);
  g_autoptr(CfEdition) edition = cf_edition_lookup_builtin ("classic");
  guint compared = 0;

  for (guint i = 0; i < 60; i++)
    {
      guint n_players = g_rand_int_range (rand, 3, 7);
      int   me = g_rand_boolean (rand) ? -1 : g_rand_int_range (rand, 0, n_players);
      g_autoptr(CfCaseLog) log = cf_random_log_new_full (
          edition, n_players, 0, me, g_rand_int_range (rand, 0, 25), i % 2, rand, NULL);
      g_autoptr(CfDeduction) exact = NULL;
      g_autoptr(CfDeduction) searched = NULL;
      g_autoptr(GError) error = NULL;

      exact = cf_deduction_new (log, NULL, &error);
      g_assert_no_error (error);
      if (!cf_deduction_is_exact (exact) || !cf_deduction_is_consistent (exact))
        continue;
      cf_sat_set_max_nodes (1);
      cf_solver_set_always_estimate (TRUE);
      cf_solver_set_estimate_time (2000);
      searched = cf_deduction_new (log, NULL, &error);
      cf_solver_set_always_estimate (FALSE);
      cf_solver_set_estimate_time (0);
      cf_sat_set_max_nodes (0);
      g_assert_no_error (error);
      g_assert_true (cf_deduction_is_complete (searched));
      for (guint c = 0; c < cf_edition_get_n_cards (edition); c++)
        for (guint h = 0; h < cf_deduction_get_n_holders (exact); h++)
          g_assert_cmpint (cf_deduction_get_status (searched, c, h), ==,
                           cf_deduction_get_status (exact, c, h));
      compared++;
    }
  g_assert_cmpuint (compared, >, 40);
}

/* Sampled advice says what it is (not exact, a margin on each figure) and
 * is the same every time for the same log: it is decided by the log, not
 * the clock, and sampled from a seed of the log's. */
static void
test_advice_sampled_labelled (void)
{
  g_autoptr(GFile) file = g_file_new_for_path (TEST_DATA_DIR "/examples/005.log.json");
  g_autoptr(GError) error = NULL;
  g_autoptr(CfCaseLog) log = cf_case_log_new_from_file (file, &error);
  g_autoptr(GArray) exact = NULL;
  g_autoptr(GArray) first = NULL;
  g_autoptr(GArray) second = NULL;
  guint with_margin = 0;

  g_assert_no_error (error);
  {
    g_autoptr(CfDeduction) deduction = cf_deduction_new (log, NULL, &error);

    g_assert_no_error (error);
    exact = cf_deduction_advise (deduction, cf_case_log_get_me (log), -1, NULL, &error);
    g_assert_no_error (error);
  }
  for (guint i = 0; i < exact->len; i++)
    {
      g_assert_true (g_array_index (exact, CfAdvice, i).exact);
      g_assert_cmpfloat (g_array_index (exact, CfAdvice, i).bits_margin, ==, 0);
    }

  cf_deduction_set_advice_budget (0);
  for (guint run = 0; run < 2; run++)
    {
      g_autoptr(CfDeduction) deduction = cf_deduction_new (log, NULL, &error);

      g_assert_no_error (error);
      *(run == 0 ? &first : &second) =
          cf_deduction_advise (deduction, cf_case_log_get_me (log), -1, NULL, &error);
      g_assert_no_error (error);
    }
  cf_deduction_set_advice_budget (G_MAXUINT64);

  g_assert_cmpuint (first->len, ==, exact->len);
  g_assert_cmpuint (second->len, ==, first->len);
  for (guint i = 0; i < first->len; i++)
    {
      const CfAdvice *a = &g_array_index (first, CfAdvice, i);
      const CfAdvice *b = &g_array_index (second, CfAdvice, i);

      g_assert_false (a->exact);
      g_assert_cmpfloat (a->bits_margin, >=, 0);
      with_margin += a->bits_margin > 0;
      g_assert_cmpmem (a->cards, sizeof a->cards, b->cards, sizeof b->cards);
      g_assert_cmpfloat (a->expected_bits, ==, b->expected_bits);
      g_assert_cmpfloat (a->bits_margin, ==, b->bits_margin);
      g_assert_cmpfloat (a->p_nobody, ==, b->p_nobody);
      g_assert_cmpfloat (a->p_solved, ==, b->p_solved);
    }
  g_assert_cmpuint (with_margin, >, 0);

  /* Within its margin of the exact figure, nearly always */
  {
    guint within = 0;

    for (guint i = 0; i < first->len; i++)
      for (guint j = 0; j < exact->len; j++)
        if (memcmp (g_array_index (first, CfAdvice, i).cards,
                    g_array_index (exact, CfAdvice, j).cards, sizeof (int[3])) == 0)
          within += fabs (g_array_index (first, CfAdvice, i).expected_bits -
                          g_array_index (exact, CfAdvice, j).expected_bits) <=
                    g_array_index (first, CfAdvice, i).bits_margin + 1e-9;
    g_test_message ("%u of %u sampled figures within their margin", within, first->len);
    g_assert_cmpuint (within, >=, first->len * 90 / 100);
  }
}

/* Over the consistent deals of @bf flagged in @in (NULL: all of them),
 * the sum over categories of the entropy of the envelope's card, in bits;
 * *solved: whether each category's envelope card is the same in all */
static double
brute_force_entropy (BruteForce *bf, CfCaseLog *log, const gboolean *in, gboolean *solved)
{
  CfEdition *edition = cf_case_log_get_edition (log);
  guint64    counts[CF_MAX_CARDS] = { 0 }, total = 0;
  double     bits = 0;

  for (guint a = 0; a < bf->violations->len; a++)
    if (g_array_index (bf->violations, guint64, a) == 0 && (in == NULL || in[a]))
      {
        const int *holder = &g_array_index (bf->holders, int, a * bf->n_cards);

        total++;
        for (guint c = 0; c < bf->n_cards; c++)
          counts[c] += holder[c] == ENVELOPE_HOLDER;
      }
  *solved = TRUE;
  for (CfCategory k = 0; k < CF_N_CATEGORIES; k++)
    {
      guint first = cf_edition_get_first_card_of (edition, k);
      guint possible = 0;

      for (guint c = first; c < first + cf_edition_get_n_cards_of (edition, k); c++)
        if (counts[c] > 0)
          {
            double p = (double)counts[c] / total;

            bits -= p * log2 (p);
            possible++;
          }
      *solved = *solved && possible == 1;
    }
  return bits;
}

/* Every field of exact advice, against the brute force: the chance that
 * nobody refutes, the expected drop of the envelope's entropy (the sum of
 * the per-category entropies) and the chance that the envelope is known
 * afterwards, under the model the engine states (the refuter shows each
 * card they may hold as often as they hold it). */
static void
test_advice_against_brute_force (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (20261128);
  guint checked = 0, solving = 0;

  for (guint i = 0; i < 120 && checked < 400; i++)
    {
      g_autoptr(CfCaseLog) log = random_tiny_log (rand, FALSE);
      g_autoptr(CfDeduction) deduction = NULL;
      g_autoptr(GArray) ranking = NULL;
      g_autoptr(GError) error = NULL;
      BruteForce bf = { 0 };
      int        me, n;
      gboolean   solved;
      double     before;

      if (log == NULL || (me = cf_case_log_get_me (log)) < 0)
        continue;
      deduction = cf_deduction_new (log, NULL, &error);
      g_assert_no_error (error);
      if (!cf_deduction_is_consistent (deduction))
        continue;
      ranking = cf_deduction_advise (deduction, me, -1, NULL, &error);
      g_assert_no_error (error);
      brute_force_init (&bf, log);
      n = cf_case_log_get_n_players (log);
      before = brute_force_entropy (&bf, log, NULL, &solved);

      for (guint r = 0; r < ranking->len; r++)
        {
          const CfAdvice      *advice = &g_array_index (ranking, CfAdvice, r);
          g_autofree gboolean *in = g_new0 (gboolean, bf.violations->len);
          guint64              total = 0, outcome[CF_MAX_PLAYERS + 1] = { 0 };
          guint64              shown[CF_MAX_PLAYERS][3] = { { 0 } };
          double               after = 0, p_solved = 0;

          g_assert_true (advice->exact);
          /* Who refutes, in each deal: the first clockwise holding one */
          for (guint a = 0; a < bf.violations->len; a++)
            if (g_array_index (bf.violations, guint64, a) == 0)
              {
                const int *holder = &g_array_index (bf.holders, int, a *bf.n_cards);
                int        refuter = n;

                total++;
                for (int step = 1; step < n && refuter == n; step++)
                  for (guint k = 0; k < 3; k++)
                    if (holder[advice->cards[k]] == (me + step) % n)
                      refuter = (me + step) % n;
                outcome[refuter]++;
                for (guint k = 0; refuter < n && k < 3; k++)
                  shown[refuter][k] += holder[advice->cards[k]] == refuter;
              }
          g_assert_cmpfloat_with_epsilon (advice->p_nobody, (double)outcome[n] / total, 1e-9);

          for (int refuter = 0; refuter <= n; refuter++)
            for (guint k = 0; k < (refuter < n ? 3u : 1u); k++)
              {
                guint64 weights =
                    refuter < n ? shown[refuter][0] + shown[refuter][1] + shown[refuter][2] : 0;
                double p;

                if (outcome[refuter] == 0 || (refuter < n && shown[refuter][k] == 0))
                  continue;
                p = refuter < n ? (double)outcome[refuter] / total * shown[refuter][k] / weights
                                : (double)outcome[n] / total;
                for (guint a = 0; a < bf.violations->len; a++)
                  {
                    const int *holder = &g_array_index (bf.holders, int, a *bf.n_cards);
                    int        who = n;

                    for (int step = 1; step < n && who == n; step++)
                      for (guint j = 0; j < 3; j++)
                        if (holder[advice->cards[j]] == (me + step) % n)
                          who = (me + step) % n;
                    in[a] = g_array_index (bf.violations, guint64, a) == 0 && who == refuter &&
                            (refuter == n || holder[advice->cards[k]] == refuter);
                  }
                after += p * brute_force_entropy (&bf, log, in, &solved);
                p_solved += solved ? p : 0;
              }
          g_assert_cmpfloat_with_epsilon (advice->expected_bits, MAX (0.0, before - after), 1e-9);
          g_assert_cmpfloat_with_epsilon (advice->p_solved, p_solved, 1e-9);
          solving += p_solved > 0 && p_solved < 1;
          checked++;
        }
      brute_force_clear (&bf);
    }
  g_test_message ("%u suggestions checked, %u with 0 < p_solved < 1", checked, solving);
  g_assert_cmpuint (checked, >, 100);
  g_assert_cmpuint (solving, >, 0);
}

int
main (int argc, char *argv[])
{
  cf_init_i18n ();
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/casefile/deduction/brute-force-consistent", test_brute_force_consistent);
  g_test_add_func ("/casefile/deduction/brute-force-contradictions",
                   test_brute_force_contradictions);
  g_test_add_func ("/casefile/deduction/symmetric-logs", test_symmetric_logs);
  g_test_add_data_func ("/casefile/deduction/narrowed-against-brute-force", GUINT_TO_POINTER (0),
                        test_narrowed_against_brute_force);
  g_test_add_data_func ("/casefile/deduction/narrowed-by-cdcl-against-brute-force",
                        GUINT_TO_POINTER (1), test_narrowed_against_brute_force);
  g_test_add_data_func ("/casefile/deduction/estimates-against-brute-force", GUINT_TO_POINTER (0),
                        test_estimates_against_brute_force);
  g_test_add_data_func ("/casefile/deduction/estimates-by-cdcl-against-brute-force",
                        GUINT_TO_POINTER (1), test_estimates_against_brute_force);
  g_test_add_data_func ("/casefile/deduction/estimate-concentrated-72", "concentrated-72.log.json",
                        test_estimate_concentrated);
  g_test_add_data_func ("/casefile/deduction/estimate-concentrated-75", "concentrated-75.log.json",
                        test_estimate_concentrated);
  g_test_add_func ("/casefile/deduction/explanations-minimal", test_explanations_minimal);
  g_test_add_func ("/casefile/deduction/reasons", test_reasons);
  g_test_add_func ("/casefile/deduction/large-counts", test_large_counts);
  g_test_add_func ("/casefile/deduction/async-and-cancel", test_async_and_cancel);
  g_test_add_func ("/casefile/deduction/classes-pigeonhole", test_classes_pigeonhole);
  g_test_add_func ("/casefile/deduction/classes-against-count", test_classes_against_count);
  g_test_add_func ("/casefile/deduction/unknown-when-out-of-time", test_unknown_when_out_of_time);
  g_test_add_func ("/casefile/deduction/advice", test_advice);
  g_test_add_func ("/casefile/deduction/advice-against-brute-force",
                   test_advice_against_brute_force);
  g_test_add_func ("/casefile/deduction/advice-sampled-settled", test_advice_sampled_settled);
  g_test_add_func ("/casefile/deduction/advice-sampled-labelled", test_advice_sampled_labelled);

  return g_test_run ();
}
