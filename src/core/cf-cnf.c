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
 * One variable per card and holder it may go to ("card c is with h").
 * Every card with exactly one holder: one clause "at least one", and a
 * clause for every pair "not both". A holder of known size k among the n
 * cards that may go to it: a counter, s(i, j) true exactly when at least j
 * of its first i cards are with it, for j up to k + 1; then s(n, k) and
 * not s(n, k + 1). The counter propagates as well as the cardinality rule
 * itself. A refutation or a wrong accusation: one clause over every
 * (card, holder) pair it allows. The solver learns clauses as it goes and
 * keeps them between the questions asked of one problem.
 */

struct _CfCnf
{
  CCaDiCaL     *solver;
  guint         n_cards;
  guint         n_holders;
  int           var[CF_MAX_CARDS][CF_SOLVER_MAX_HOLDERS]; /* 0: not allowed */
  int           n_vars;
  int           yes; /* a variable that is always true */
  gboolean      empty;
  GCancellable *cancellable;
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
terminate_if_cancelled (void *data)
{
  CfCnf *cnf = data;

  return g_cancellable_is_cancelled (cnf->cancellable);
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
  if (cancellable != NULL)
    ccadical_set_terminate (cnf->solver, cnf, terminate_if_cancelled);

  cnf->yes = new_var (cnf);
  ccadical_add (cnf->solver, cnf->yes);
  ccadical_add (cnf->solver, 0);

  if (problem->contradiction)
    {
      cnf->empty = TRUE; /* no deal */
      return cnf;
    }

  for (guint c = 0; c < problem->n_cards; c++)
    {
      int   lits[CF_SOLVER_MAX_HOLDERS];
      guint n = 0;

      for (guint h = 0; h < problem->n_holders; h++)
        if (problem->allowed[c] & (1u << h))
          lits[n++] = cnf->var[c][h] = new_var (cnf);
      add_clause (cnf, lits, n);
      for (guint a = 0; a < n; a++)
        for (guint b = a + 1; b < n; b++)
          add2 (cnf, -lits[a], -lits[b]);
    }

  for (guint h = 0; h < problem->n_holders; h++)
    {
      int   lits[CF_MAX_CARDS];
      guint n = 0;

      if (problem->size[h] == CF_UNKNOWN_SIZE)
        continue;
      for (guint c = 0; c < problem->n_cards; c++)
        if (cnf->var[c][h] != 0)
          lits[n++] = cnf->var[c][h];
      add_exactly (cnf, lits, n, problem->size[h]);
    }

  for (guint k = 0; k < problem->clauses->len; k++)
    {
      const CfClause *clause = &g_array_index (problem->clauses, CfClause, k);
      int             lits[CF_MAX_CARDS * CF_SOLVER_MAX_HOLDERS];
      guint           n = 0;

      for (guint64 rest = clause->cards; rest; rest &= rest - 1)
        {
          guint c = __builtin_ctzll (rest);

          for (guint h = 0; h < problem->n_holders; h++)
            if ((clause->holders & (1u << h)) && cnf->var[c][h] != 0)
              lits[n++] = cnf->var[c][h];
        }
      add_clause (cnf, lits, n);
    }
  return cnf;
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
 *   internal holder
 *
 * Returns: 1 when a deal exists (with @card at @holder), 0 when none does,
 *   -1 when cancelled
 */
int
cf_cnf_solve (CfCnf *cnf, int card, guint holder, guint8 *deal)
{
  int result;

  if (cnf->empty)
    return 0;
  if (card >= 0)
    {
      if (cnf->var[card][holder] == 0)
        return 0;
      ccadical_assume (cnf->solver, cnf->var[card][holder]);
    }
  result = ccadical_solve (cnf->solver);
  if (result == 0)
    return -1;
  if (result == 20)
    return 0;

  if (deal != NULL)
    for (guint c = 0; c < cnf->n_cards; c++)
      for (guint h = 0; h < cnf->n_holders; h++)
        if (cnf->var[c][h] != 0 && ccadical_val (cnf->solver, cnf->var[c][h]) > 0)
          deal[c] = h;
  return 1;
}

/**
 * cf_cnf_forbid:
 *
 * Adds "@card is not with @holder", once a solve has shown that no deal
 * puts it there: the later solves need not prove it again.
 */
void
cf_cnf_forbid (CfCnf *cnf, guint card, guint holder)
{
  if (cnf->var[card][holder] == 0)
    return;
  ccadical_add (cnf->solver, -cnf->var[card][holder]);
  ccadical_add (cnf->solver, 0);
}
