/* cf-cnf.c: a problem as clauses for a conflict-driven SAT solver
 * (CaDiCaL), for the problems the plain search in cf-sat.c finds hard
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <ccadical.h>
#include <string.h>

#include "cf-cnf-private.h"

/*
 * Cards the problem cannot tell apart (cf_problem_classes()) are counted,
 * not named: for a class and a holder it may go to, variables u(j), true
 * when at least j cards of the class are with the holder (u(j + 1) implies
 * u(j)). A class of one card has one variable per holder, "the card is
 * with h". A search that told the cards of a class apart would meet every
 * deal once per way of permuting them, and a proof that no deal exists
 * would have to rule out each: with counts, there is one. Every class has
 * exactly its size of true variables across its holders (for a single
 * card: one clause "at least one", and one clause for every pair "not
 * both"). A holder of known size k among the n variables that may go to
 * it: a counter, s(i, j) true exactly when at least j of its first i
 * variables are true, for j up to k + 1; then s(n, k) and not s(n, k + 1).
 * The counter propagates as well as the cardinality rule itself. A
 * refutation or a wrong accusation: one clause over u(1) of every class
 * and holder it allows. The solver learns clauses as it goes and keeps
 * them between the questions asked of one problem.
 */

struct _CfCnf
{
  CCaDiCaL *solver;
  guint     n_cards;
  guint     n_holders;
  guint8    class_of[CF_MAX_CARDS];
  guint     class_size[CF_MAX_CARDS];
  /* per class (its first card) and holder: u(1), or 0 when not allowed;
   * u(j) is first[k][h] + j - 1, for j up to levels[k][h] */
  int           first[CF_MAX_CARDS][CF_SOLVER_MAX_HOLDERS];
  guint         levels[CF_MAX_CARDS][CF_SOLVER_MAX_HOLDERS];
  int           n_vars;
  int           yes; /* a variable that is always true */
  gboolean      empty;
  GCancellable *cancellable;
  gint64        deadline; /* monotonic; 0: none */
  gboolean      out_of_time;
};

static int
new_var (CfCnf *cnf)
{
  return ++cnf->n_vars;
}

static void
add_clause (CfCnf *cnf, const int *lits, guint n)
{
  for (guint i = 0; i < n; i++)
    ccadical_add (cnf->solver, lits[i]);
  ccadical_add (cnf->solver, 0);
}

static void
add2 (CfCnf *cnf, int a, int b)
{
  add_clause (cnf, (int[]){ a, b }, 2);
}

static void
add3 (CfCnf *cnf, int a, int b, int c)
{
  add_clause (cnf, (int[]){ a, b, c }, 3);
}

/* Exactly @k of @lits (n of them) are true */
static void
add_exactly (CfCnf *cnf, const int *lits, guint n, guint k)
{
  guint           top = k + 1;
  g_autofree int *prev = g_new (int, top + 1);
  g_autofree int *next = g_new (int, top + 1);

  if (k > n)
    {
      cnf->empty = TRUE; /* no deal */
      return;
    }

  /* s(0, 0) is true, s(0, j > 0) false */
  prev[0] = cnf->yes;
  for (guint j = 1; j <= top; j++)
    prev[j] = -cnf->yes;

  for (guint i = 0; i < n; i++)
    {
      next[0] = cnf->yes;
      for (guint j = 1; j <= top; j++)
        {
          int s = new_var (cnf);

          next[j] = s;
          /* s(i+1, j) <-> s(i, j) or (s(i, j-1) and x) */
          add2 (cnf, -prev[j], s);
          add3 (cnf, -prev[j - 1], -lits[i], s);
          add3 (cnf, -s, prev[j], prev[j - 1]);
          add3 (cnf, -s, prev[j], lits[i]);
        }
      memcpy (prev, next, sizeof (int) * (top + 1));
    }

  ccadical_add (cnf->solver, prev[k]);
  ccadical_add (cnf->solver, 0);
  ccadical_add (cnf->solver, -prev[top]);
  ccadical_add (cnf->solver, 0);
}

static int
terminate_if_stopped (void *data)
{
  CfCnf *cnf = data;

  if (cnf->deadline != 0 && g_get_monotonic_time () > cnf->deadline)
    {
      cnf->out_of_time = TRUE;
      return 1;
    }
  return cnf->cancellable != NULL && g_cancellable_is_cancelled (cnf->cancellable);
}

/* Every class's variables, its count's and then the hand sizes' */
static void
add_classes (CfCnf *cnf, const CfProblem *problem)
{
  cf_problem_classes (problem, cnf->class_of);
  for (guint c = 0; c < problem->n_cards; c++)
    cnf->class_size[cnf->class_of[c]]++;

  for (guint k = 0; k < problem->n_cards; k++)
    {
      g_autofree int *lits = NULL;
      guint           n = 0;

      if (cnf->class_of[k] != k)
        continue;
      lits = g_new (int, (gsize)cnf->class_size[k] * problem->n_holders);
      for (guint h = 0; h < problem->n_holders; h++)
        {
          guint levels = cnf->class_size[k];

          if (!(problem->allowed[k] & (1u << h)))
            continue;
          if (problem->size[h] != CF_UNKNOWN_SIZE)
            levels = MIN (levels, (guint)problem->size[h]);
          if (levels == 0)
            continue;
          cnf->first[k][h] = cnf->n_vars + 1;
          cnf->levels[k][h] = levels;
          for (guint j = 0; j < levels; j++)
            {
              lits[n++] = new_var (cnf);
              if (j > 0)
                add2 (cnf, -lits[n - 1], lits[n - 2]);
            }
        }
      if (cnf->class_size[k] > 1)
        add_exactly (cnf, lits, n, cnf->class_size[k]);
      else
        {
          add_clause (cnf, lits, n);
          for (guint a = 0; a < n; a++)
            for (guint b = a + 1; b < n; b++)
              add2 (cnf, -lits[a], -lits[b]);
        }
    }

  for (guint h = 0; h < problem->n_holders; h++)
    {
      g_autofree int *lits = g_new (int, problem->n_cards);
      guint           n = 0;

      if (problem->size[h] == CF_UNKNOWN_SIZE)
        continue;
      for (guint k = 0; k < problem->n_cards; k++)
        for (guint j = 0; cnf->class_of[k] == k && j < cnf->levels[k][h]; j++)
          lits[n++] = cnf->first[k][h] + j;
      add_exactly (cnf, lits, n, problem->size[h]);
    }
}

/**
 * cf_cnf_new:
 * @problem: a problem
 * @cancellable: (nullable): stops every solve when cancelled
 *
 * Returns: (transfer full): the problem as clauses
 */
CfCnf *
cf_cnf_new (const CfProblem *problem, GCancellable *cancellable)
{
  CfCnf *cnf = g_new0 (CfCnf, 1);

  cnf->solver = ccadical_init ();
  cnf->n_cards = problem->n_cards;
  cnf->n_holders = problem->n_holders;
  cnf->cancellable = cancellable;
  ccadical_set_terminate (cnf->solver, cnf, terminate_if_stopped);

  cnf->yes = new_var (cnf);
  ccadical_add (cnf->solver, cnf->yes);
  ccadical_add (cnf->solver, 0);

  if (problem->contradiction)
    {
      cnf->empty = TRUE; /* no deal */
      return cnf;
    }

  add_classes (cnf, problem);

  for (guint i = 0; i < problem->clauses->len; i++)
    {
      const CfClause *clause = &g_array_index (problem->clauses, CfClause, i);
      int             lits[CF_MAX_CARDS * CF_SOLVER_MAX_HOLDERS];
      guint           n = 0;

      /* A class is in a clause whole, or not at all. */
      for (guint64 rest = clause->cards; rest; rest &= rest - 1)
        {
          guint c = __builtin_ctzll (rest);

          if (cnf->class_of[c] != c)
            continue;
          for (guint h = 0; h < problem->n_holders; h++)
            if ((clause->holders & (1u << h)) && cnf->first[c][h] != 0)
              lits[n++] = cnf->first[c][h];
        }
      add_clause (cnf, lits, n);
    }
  return cnf;
}

/**
 * cf_cnf_set_deadline:
 * @deadline: monotonic time at which a solve gives up, or 0 for none
 */
void
cf_cnf_set_deadline (CfCnf *cnf, gint64 deadline)
{
  cnf->deadline = deadline;
}

void
cf_cnf_free (CfCnf *cnf)
{
  if (cnf == NULL)
    return;
  ccadical_release (cnf->solver);
  g_free (cnf);
}

/**
 * cf_cnf_solve:
 * @cnf: the clauses
 * @card: a card that must be with @holder, or -1
 * @holder: an internal holder
 * @deal: (out caller-allocates) (optional): the deal found, card ->
 *   internal holder (the cards of a class in the order of their numbers)
 *
 * Returns: 1 when a deal exists (with @card at @holder), 0 when none does,
 *   -1 when cancelled, -3 when the deadline passed first
 */
int
cf_cnf_solve (CfCnf *cnf, int card, guint holder, guint8 *deal)
{
  int result;

  if (cnf->empty)
    return 0;
  if (cnf->deadline != 0 && g_get_monotonic_time () > cnf->deadline)
    return -3;
  if (card >= 0)
    {
      int first = cnf->first[cnf->class_of[card]][holder];

      if (first == 0)
        return 0;
      ccadical_assume (cnf->solver, first);
    }
  cnf->out_of_time = FALSE;
  result = ccadical_solve (cnf->solver);
  if (result == 0)
    return cnf->out_of_time ? -3 : -1;
  if (result == 20)
    return 0;

  if (deal != NULL)
    {
      guint dealt[CF_MAX_CARDS][CF_SOLVER_MAX_HOLDERS] = { { 0 } }; /* per class */

      for (guint k = 0; k < cnf->n_cards; k++)
        for (guint h = 0; cnf->class_of[k] == k && h < cnf->n_holders; h++)
          for (guint j = 0; j < cnf->levels[k][h]; j++)
            dealt[k][h] += ccadical_val (cnf->solver, cnf->first[k][h] + j) > 0;
      for (guint c = 0; c < cnf->n_cards; c++)
        {
          guint k = cnf->class_of[c], h = 0;

          while (h + 1 < cnf->n_holders && dealt[k][h] == 0)
            h++;
          deal[c] = h;
          dealt[k][h]--;
        }
    }
  return 1;
}

/**
 * cf_cnf_forbid:
 *
 * Adds "@card is not with @holder" (nor any card of its class), once a
 * solve has shown that no deal puts it there: the later solves need not
 * prove it again.
 */
void
cf_cnf_forbid (CfCnf *cnf, guint card, guint holder)
{
  int first = cnf->first[cnf->class_of[card]][holder];

  if (first == 0)
    return;
  ccadical_add (cnf->solver, -first);
  ccadical_add (cnf->solver, 0);
}
