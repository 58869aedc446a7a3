/* cf-sat.c: deciding, exactly, what any deal may hold, when counting is
 * out of reach; and estimating the chances by sampling deals
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "cf-cnf-private.h"

/* The plain search answers most problems in a few hundred nodes; past
 * these, a problem goes to the conflict-driven solver (cf-cnf.c), which
 * learns from its dead ends instead of meeting them again. */
#define SEARCH_NODES (search_nodes_for_tests ? search_nodes_for_tests : (guint64)20000)
#define POSSIBLE_NODES (search_nodes_for_tests ? search_nodes_for_tests : (guint64)200000)

static guint64 search_nodes_for_tests;

/**
 * cf_sat_set_max_nodes:
 * @nodes: how many nodes the plain search may take before the
 *   conflict-driven solver takes over; 0 for the default
 *
 * For tests: 1 sends every problem to the conflict-driven solver.
 */
void
cf_sat_set_max_nodes (guint64 nodes)
{
  search_nodes_for_tests = nodes;
}

/*
 * The search: a card's domain is the set of holders it may still go to; a
 * card with one holder left is placed. Propagation to a fixed point:
 *   - a clause none of whose cards is placed with one of its holders must
 *     keep at least one card that may go there; with one left, that card
 *     goes to one of the clause's holders;
 *   - a holder of known size: as many placed cards as that, at most; as
 *     many cards that may go there, at least; when one bound is met, the
 *     other cards are settled.
 * Then the card with the fewest holders left is tried with each. Depth is
 * at most the number of cards (64), and a state is a few hundred bytes.
 */

typedef struct
{
  CfHolderMask dom[CF_MAX_CARDS];
} SatState;

typedef struct
{
  const CfProblem *problem;
  GRand           *rand; /* the order holders are tried in; NULL: in order */
  GCancellable    *cancellable;
  guint64          nodes;
  guint64          max_nodes; /* 0 for no limit */
  gint64           deadline;  /* monotonic; 0 for none */
  gboolean         cancelled;
  gboolean         gave_up;
  gboolean         out_of_time;
} Search;

/* A holder with r places left can satisfy at most r of its clauses whose
 * cards are pairwise disjoint: more, and no deal is left. (A player who
 * holds three unknown cards cannot have refuted four suggestions with no
 * card in common.) The disjoint clauses are picked greedily, fewest
 * candidates first, which gives a lower bound on the cards needed. */
static gboolean
bound_holders (const CfProblem *problem, const SatState *state)
{
  for (guint h = 0; h < problem->n_holders; h++)
    {
      CfHolderMask bit = 1u << h;
      int          placed = 0, needed = 0;
      guint64      used = 0;

      if (problem->size[h] == CF_UNKNOWN_SIZE)
        continue;
      for (guint c = 0; c < problem->n_cards; c++)
        placed += state->dom[c] == bit;

      for (guint want = 1; want <= 4; want++)
        for (guint k = 0; k < problem->clauses->len; k++)
          {
            const CfClause *clause = &g_array_index (problem->clauses, CfClause, k);
            guint64         candidates = 0;
            gboolean        satisfied = FALSE;

            if (clause->holders != bit)
              continue;
            for (guint64 rest = clause->cards; rest; rest &= rest - 1)
              {
                guint c = __builtin_ctzll (rest);

                if (state->dom[c] == bit)
                  satisfied = TRUE;
                else if (state->dom[c] & bit)
                  candidates |= (guint64)1 << c;
              }
            if (satisfied || (guint)__builtin_popcountll (candidates) != want ||
                (candidates & used) != 0)
              continue;
            used |= candidates;
            if (placed + ++needed > problem->size[h])
              return FALSE;
          }
    }
  return TRUE;
}

static gboolean
propagate (const CfProblem *problem, SatState *state)
{
  gboolean changed = TRUE;

  while (changed)
    {
      changed = FALSE;

      for (guint k = 0; k < problem->clauses->len; k++)
        {
          const CfClause *clause = &g_array_index (problem->clauses, CfClause, k);
          guint64         candidates = 0;
          gboolean        satisfied = FALSE;

          for (guint64 rest = clause->cards; rest; rest &= rest - 1)
            {
              guint c = __builtin_ctzll (rest);

              if ((state->dom[c] & ~clause->holders) == 0)
                {
                  satisfied = TRUE;
                  break;
                }
              if (state->dom[c] & clause->holders)
                candidates |= (guint64)1 << c;
            }
          if (satisfied)
            continue;
          if (candidates == 0)
            return FALSE;
          if ((candidates & (candidates - 1)) == 0)
            {
              guint c = __builtin_ctzll (candidates);

              state->dom[c] &= clause->holders;
              changed = TRUE;
            }
        }

      for (guint h = 0; h < problem->n_holders; h++)
        {
          CfHolderMask bit = 1u << h;
          int          placed = 0, possible = 0;

          if (problem->size[h] == CF_UNKNOWN_SIZE)
            continue;
          for (guint c = 0; c < problem->n_cards; c++)
            {
              if (state->dom[c] == bit)
                placed++;
              if (state->dom[c] & bit)
                possible++;
            }
          if (placed > problem->size[h] || possible < problem->size[h])
            return FALSE;
          if (placed == problem->size[h] && possible > placed)
            {
              for (guint c = 0; c < problem->n_cards; c++)
                if (state->dom[c] != bit && (state->dom[c] & bit))
                  {
                    state->dom[c] &= ~bit;
                    if (state->dom[c] == 0)
                      return FALSE;
                  }
              changed = TRUE;
            }
          else if (possible == problem->size[h] && possible > placed)
            {
              for (guint c = 0; c < problem->n_cards; c++)
                if (state->dom[c] & bit)
                  state->dom[c] = bit;
              changed = TRUE;
            }
        }
    }
  return bound_holders (problem, state);
}

/* 1: a deal (in @state), 0: none, -1: cancelled */
static int
search (Search *s, SatState *state)
{
  int          best = -1;
  guint        best_size = G_MAXUINT;
  CfHolderMask choices;
  guint        order[CF_SOLVER_MAX_HOLDERS], n = 0;

  if ((++s->nodes & 1023) == 0 && g_cancellable_is_cancelled (s->cancellable))
    {
      s->cancelled = TRUE;
      return -1;
    }
  if ((s->nodes & 1023) == 0 && s->deadline != 0 && g_get_monotonic_time () > s->deadline)
    {
      s->out_of_time = TRUE;
      return -1;
    }
  if (s->max_nodes != 0 && s->nodes > s->max_nodes)
    {
      s->gave_up = TRUE;
      return -1;
    }
  if (!propagate (s->problem, state))
    return 0;

  for (guint c = 0; c < s->problem->n_cards; c++)
    {
      guint size = __builtin_popcount (state->dom[c]);

      if (size > 1 && size < best_size)
        {
          best = c;
          best_size = size;
        }
    }
  if (best < 0)
    return 1;

  for (choices = state->dom[best]; choices; choices &= choices - 1)
    order[n++] = __builtin_ctz (choices);
  if (s->rand != NULL)
    for (guint i = n; i > 1; i--)
      {
        guint j = g_rand_int_range (s->rand, 0, i), t = order[i - 1];

        order[i - 1] = order[j];
        order[j] = t;
      }

  for (guint i = 0; i < n; i++)
    {
      SatState child = *state;
      int      result;

      child.dom[best] = 1u << order[i];
      result = search (s, &child);
      if (result != 0)
        {
          if (result > 0)
            *state = child;
          return result;
        }
    }
  return 0;
}

/* Finds a deal of @problem with @card among @holders (any, for card -1);
 * writes it to @deal (card -> internal holder). 1: found, 0: none, -1:
 * cancelled, -2: more than @max_nodes nodes (0 for no limit), -3: past
 * @deadline (0 for none). */
static int
find_deal (const CfProblem *problem,
           int              card,
           CfHolderMask     holders,
           GRand           *rand,
           GCancellable    *cancellable,
           guint8          *deal,
           guint64         *nodes,
           guint64          max_nodes,
           gint64           deadline)
{
  Search   s = { problem, rand, cancellable, 0, max_nodes, deadline, FALSE, FALSE, FALSE };
  SatState state;
  int      result;

  if (problem->contradiction)
    return 0;
  memcpy (state.dom, problem->allowed, sizeof state.dom);
  if (card >= 0)
    state.dom[card] &= holders;
  for (guint c = 0; c < problem->n_cards; c++)
    if (state.dom[c] == 0)
      return 0;

  result = search (&s, &state);
  if (nodes != NULL)
    *nodes += s.nodes;
  if (s.gave_up)
    return -2;
  if (s.out_of_time)
    return -3;
  if (result > 0 && deal != NULL)
    for (guint c = 0; c < problem->n_cards; c++)
      deal[c] = __builtin_ctz (state.dom[c]);
  return result;
}

static gboolean
set_cancelled (GError **error)
{
  g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_CANCELLED, _("Cancelled"));
  return FALSE;
}

/**
 * cf_sat_is_satisfiable:
 * @deadline: monotonic time at which to give up, or 0 for none
 *
 * Returns: whether some deal satisfies @problem; %FALSE with @error set
 *   when cancelled, or (%CF_ERROR_TOO_LARGE) past @deadline
 */
gboolean
cf_sat_is_satisfiable (const CfProblem *problem,
                       gint64           deadline,
                       GCancellable    *cancellable,
                       GError         **error)
{
  int result = find_deal (problem, -1, 0, NULL, cancellable, NULL, NULL, SEARCH_NODES, deadline);

  if (result == -2)
    {
      g_autoptr(CfCnf) cnf = cf_cnf_new (problem, cancellable);

      cf_cnf_set_deadline (cnf, deadline);
      result = cf_cnf_solve (cnf, -1, 0, NULL);
    }
  if (result == -3)
    {
      g_set_error_literal (error, CF_ERROR, CF_ERROR_TOO_LARGE, _("Out of time"));
      return FALSE;
    }
  if (result < 0)
    return set_cancelled (error);
  return result > 0;
}

/* One search for a deal with @card (-1: any) at @holder: 1 found (in
 * @deal), 0 none, -1 cancelled, -2 out of nodes */
typedef int (*FindFunc) (gpointer data, int card, guint holder, guint8 *deal);

typedef struct
{
  const CfProblem *problem;
  GCancellable    *cancellable;
  guint64          nodes;
  gint64           deadline;
} PlainSearch;

static int
find_by_search (gpointer data, int card, guint holder, guint8 *deal)
{
  PlainSearch *s = data;

  /* The node budget is for all the questions together; the first question
   * (is there a deal at all) has no deadline. */
  return find_deal (s->problem, card, card < 0 ? 0 : 1u << holder, NULL, s->cancellable, deal,
                    &s->nodes, POSSIBLE_NODES - MIN (s->nodes, POSSIBLE_NODES - 1),
                    card < 0 ? 0 : s->deadline);
}

/* The conflict-driven solver, and the deadline for the cell questions */
typedef struct
{
  CfCnf *cnf;
  gint64 deadline;
} CnfSearch;

static int
find_by_cnf (gpointer data, int card, guint holder, guint8 *deal)
{
  CnfSearch *f = data;
  int        result;

  /* Whether any deal exists is always decided. */
  cf_cnf_set_deadline (f->cnf, card < 0 ? 0 : f->deadline);
  result = cf_cnf_solve (f->cnf, card, holder, deal);
  /* Proved impossible: the later questions need not prove it again. */
  if (result == 0 && card >= 0)
    cf_cnf_forbid (f->cnf, card, holder);
  return result;
}

/* Every cell, one question at a time, one card of each class (the others
 * share its answers, cf_problem_classes()): each deal found serves every
 * cell it shows. A question that runs out of time leaves its cell in
 * @unknown. Returns: as a FindFunc, 1 when all is decided or unknown */
static int
decide_cells (const CfProblem *problem,
              CfHolderMask    *possible,
              CfHolderMask    *unknown,
              guint8          *deal,
              FindFunc         find,
              gpointer         data)
{
  guint8 found[CF_MAX_CARDS];
  guint8 class_of[CF_MAX_CARDS];
  int    result;

  memset (possible, 0, sizeof (CfHolderMask) * problem->n_cards);
  memset (unknown, 0, sizeof (CfHolderMask) * problem->n_cards);
  result = find (data, -1, 0, found);
  if (result <= 0)
    return result == 0 ? 1 : result;
  if (deal != NULL)
    memcpy (deal, found, problem->n_cards);
  cf_problem_classes (problem, class_of);
  for (guint c = 0; c < problem->n_cards; c++)
    possible[class_of[c]] |= 1u << found[c];

  for (guint c = 0; c < problem->n_cards; c++)
    for (CfHolderMask rest = problem->allowed[c] & ~possible[c]; class_of[c] == c && rest != 0;
         rest &= rest - 1)
      {
        guint h = __builtin_ctz (rest);

        if (possible[c] & (1u << h))
          continue;
        result = find (data, c, h, found);
        if (result == -3)
          unknown[c] |= 1u << h;
        else if (result < 0)
          return result;
        else if (result > 0)
          for (guint d = 0; d < problem->n_cards; d++)
            possible[class_of[d]] |= 1u << found[d];
      }

  for (guint c = 0; c < problem->n_cards; c++)
    {
      possible[c] = possible[class_of[c]];
      unknown[c] = unknown[class_of[c]] & ~possible[c];
    }
  return 1;
}

/**
 * cf_sat_possible:
 * @problem: a problem
 * @possible: (out caller-allocates): for every card, the internal holders
 *   some deal gives it; all 0 when no deal satisfies @problem
 * @unknown: (out caller-allocates): for every card, the holders neither
 *   proved possible nor impossible by @deadline; all 0 when everything
 *   was decided
 * @deal: (out caller-allocates) (optional): one deal, for sampling
 * @deadline: monotonic time after which no cell question is started or
 *   continued, or 0 for none. Whether any deal exists is always decided.
 * @cancellable: (nullable): a #GCancellable
 * @error: return location for an error (cancelled)
 *
 * Decides every cell exactly, by search: a deal found proves every cell
 * it uses possible; a cell no deal uses is proved impossible by a search
 * that fails. Each deal found serves all the cells it shows, and one card
 * of each class of cards the problem cannot tell apart answers for all,
 * so the number of searches is about the number of impossible cells of
 * different classes. The plain search goes first; past its node budget,
 * the conflict-driven solver answers every question with one solver, so
 * that what it learns serves them all, on a model that counts the cards
 * of a class instead of naming them.
 *
 * Returns: %FALSE only when cancelled
 */
gboolean
cf_sat_possible (const CfProblem *problem,
                 CfHolderMask    *possible,
                 CfHolderMask    *unknown,
                 guint8          *deal,
                 gint64           deadline,
                 GCancellable    *cancellable,
                 GError         **error)
{
  PlainSearch search = { problem, cancellable, 0, deadline };
  int         result = decide_cells (problem, possible, unknown, deal, find_by_search, &search);

  g_debug ("cf_sat_possible: %" G_GUINT64_FORMAT " nodes", search.nodes);
  if (result == -2)
    {
      g_autoptr(CfCnf) cnf = cf_cnf_new (problem, cancellable);
      CnfSearch first = { cnf, deadline };

      g_debug ("cf_sat_possible: out of nodes, to the conflict-driven solver");
      result = decide_cells (problem, possible, unknown, deal, find_by_cnf, &first);
    }
  if (result < 0)
    return set_cancelled (error);
  return TRUE;
}

/* ---------------------------------------------------------------- sampling */

/*
 * The chances are estimated with Markov chains over the deals that agree
 * with the log: from a deal, a few cards trade places among the holders
 * they had (a block Gibbs step, see chain_step()). The moves keep every
 * hand size and leave the uniform distribution over deals unchanged.
 *
 * Honest margins need chains that can be seen to disagree. Eight chains
 * start from deals found by randomised searches, each with a card chosen at
 * random forced to a holder chosen at random among its possible ones: the
 * starts are spread over the deals more widely than the deals themselves,
 * so a chain that is slow to leave where it started shows as a chain far
 * from the others. Every chain does the same number of batches.
 *
 * Each sampled deal is read through a Rao-Blackwell average: for a card c
 * and any other card d, given where all the other cards are, c and d share
 * the two places they hold, in either arrangement that agrees with the log,
 * each as likely; the chance of c at each holder given that, averaged over
 * every d, is the sample's value for c. It is unbiased, it is never all or
 * nothing for a card that can trade places, and it shows a card held where
 * it rarely is long before the chain ever puts it there.
 *
 * The margin of a cell is a Student t interval (7 degrees of freedom, 95%)
 * on the larger of two variances of the mean: between the chains' means,
 * and within chains by batch means. A card that may be with several
 * holders gets at least the rule of three on the effective number of
 * samples (from how correlated the chains' plain counts are), its chances
 * are kept strictly between 0 and 1, and they sum to 1.
 *
 * The amount of sampling is counted in work (clauses updated), not in
 * time, and the random seed comes from the problem, so the same log gets
 * the same estimate on any machine, busy or not.
 */

#define N_CHAINS CF_SAT_CHAINS
#define T_QUANTILE 2.365 /* Student t, 7 degrees of freedom, 97.5% */
#define BATCH_SAMPLES 20 /* samples per batch */
#define THIN 4           /* steps between samples */
#define MIN_BATCHES 10   /* per chain */
#define PER_CHAIN 1024   /* samples kept for advice */

typedef struct
{
  const CfProblem    *problem;
  const CfHolderMask *possible;
  guint8              deal[CF_MAX_CARDS];
  guint              *hits;       /* per clause: its cards at its holders */
  GPtrArray          *clauses_of; /* per card: GArray of clause numbers */
  guint64            *work;       /* shared by all chains */
} Chain;

static void
chain_count_hits (Chain *chain)
{
  const CfProblem *problem = chain->problem;

  for (guint k = 0; k < problem->clauses->len; k++)
    {
      const CfClause *clause = &g_array_index (problem->clauses, CfClause, k);

      chain->hits[k] = 0;
      for (guint64 rest = clause->cards; rest; rest &= rest - 1)
        if (clause->holders & (1u << chain->deal[__builtin_ctzll (rest)]))
          chain->hits[k]++;
    }
}

/* Moves @card to @holder, keeping the clause counts; FALSE if a clause
 * would be left without a card (the move is then undone by the caller). */
static gboolean
chain_move (Chain *chain, guint card, guint holder)
{
  GArray  *clauses = g_ptr_array_index (chain->clauses_of, card);
  guint    from = chain->deal[card];
  gboolean ok = TRUE;

  *chain->work += clauses->len + 1;
  for (guint i = 0; i < clauses->len; i++)
    {
      guint           k = g_array_index (clauses, guint, i);
      const CfClause *clause = &g_array_index (chain->problem->clauses, CfClause, k);
      gboolean        was = (clause->holders >> from) & 1;
      gboolean        is = (clause->holders >> holder) & 1;

      if (was && !is)
        {
          chain->hits[k]--;
          if (chain->hits[k] == 0)
            ok = FALSE;
        }
      else if (!was && is)
        chain->hits[k]++;
    }
  chain->deal[card] = holder;
  return ok;
}

static gboolean
chain_all_hit (Chain *chain, const guint *cards, guint k)
{
  for (guint j = 0; j < k; j++)
    {
      GArray *clauses = g_ptr_array_index (chain->clauses_of, cards[j]);

      for (guint i = 0; i < clauses->len; i++)
        if (chain->hits[g_array_index (clauses, guint, i)] == 0)
          return FALSE;
    }
  return TRUE;
}

/* Deals @cards to @holders (in order) and tells whether that agrees with
 * the log; the cards stay there. */
static gboolean
chain_deal (Chain *chain, const guint *cards, const guint8 *holders, guint k)
{
  for (guint j = 0; j < k; j++)
    if (chain->deal[cards[j]] != holders[j])
      chain_move (chain, cards[j], holders[j]);
  return chain_all_hit (chain, cards, k);
}

/* Adds to @acc (n_cards × n_holders) the sample's Rao-Blackwell value:
 * for every card, its chances at each holder given every other card but
 * one, averaged over that one. */
static void
chain_rao_blackwell (Chain *chain, double *acc)
{
  const CfProblem *problem = chain->problem;
  guint            n = problem->n_cards, n_h = problem->n_holders;
  double           share = n > 1 ? 0.5 / (n - 1) : 0;

  *chain->work += (guint64)n * n / 2;
  for (guint c = 0; c < n; c++)
    acc[(gsize)c * n_h + chain->deal[c]] += 1.0;

  for (guint c = 0; c < n; c++)
    {
      guint   a = chain->deal[c];
      GArray *of_c = g_ptr_array_index (chain->clauses_of, c);

      for (guint d = c + 1; d < n; d++)
        {
          guint    b = chain->deal[d];
          GArray  *of_d = g_ptr_array_index (chain->clauses_of, d);
          gboolean ok;

          if (a == b || !((chain->possible[c] >> b) & 1) || !((chain->possible[d] >> a) & 1))
            continue;
          if (of_c->len == 0 && of_d->len == 0)
            ok = TRUE;
          else
            {
              guint cards[2] = { c, d };

              chain_move (chain, c, b);
              chain_move (chain, d, a);
              ok = chain_all_hit (chain, cards, 2);
              chain_move (chain, d, b);
              chain_move (chain, c, a);
            }
          if (!ok)
            continue;
          acc[(gsize)c * n_h + a] -= share;
          acc[(gsize)c * n_h + b] += share;
          acc[(gsize)d * n_h + b] -= share;
          acc[(gsize)d * n_h + a] += share;
        }
    }
}

/* Heap's algorithm over the holders of the block, by index */
typedef struct
{
  Chain       *chain;
  const guint *cards;
  guint        k;
  guint8       holders[8];
  guint8       chosen[8];
  guint        valid;
  GRand       *rand;
} Block;

static void
block_visit (Block *block)
{
  *block->chain->work += 1;
  for (guint j = 0; j < block->k; j++)
    if (!(block->chain->possible[block->cards[j]] & (1u << block->holders[j])))
      return;
  if (!chain_deal (block->chain, block->cards, block->holders, block->k))
    return;
  /* Reservoir: each valid arrangement is kept with the same chance. */
  if (g_rand_int_range (block->rand, 0, ++block->valid) == 0)
    memcpy (block->chosen, block->holders, block->k);
}

static void
block_permute (Block *block, guint n)
{
  if (n <= 1)
    {
      block_visit (block);
      return;
    }
  for (guint i = 0; i < n; i++)
    {
      guint8 t;
      guint  j = (n % 2 == 0) ? i : 0;

      block_permute (block, n - 1);
      if (i + 1 == n)
        break;
      t = block->holders[j];
      block->holders[j] = block->holders[n - 1];
      block->holders[n - 1] = t;
    }
}

/*
 * One step: a few cards (2 to 6) are dealt again among the places they
 * hold between them, uniformly among the arrangements that agree with the
 * log (a block Gibbs step: the arrangement it leaves is as likely as any
 * other of the block, whatever the one it came from, so the uniform
 * distribution over deals is kept). Larger blocks join deals that trading
 * two cards at a time cannot reach.
 */
static void
chain_step (Chain *chain, GRand *rand)
{
  static const guint sizes[] = { 2, 2, 2, 2, 2, 3, 3, 3, 4, 4, 5, 6 };
  guint              n = chain->problem->n_cards;
  guint              size = sizes[g_rand_int_range (rand, 0, G_N_ELEMENTS (sizes))];
  guint              k = MIN (size, n); /* MIN evaluates twice: no call inside */
  guint              cards[8];
  guint8             before[8];
  Block              block = { chain, cards, k, { 0 }, { 0 }, 0, rand };
  guint              distinct = 0;

  *chain->work += 1;
  if (k < 2)
    return;
  for (guint j = 0; j < k; j++)
    {
      gboolean again;

      do
        {
          cards[j] = g_rand_int_range (rand, 0, n);
          again = FALSE;
          for (guint i = 0; i < j; i++)
            again |= cards[i] == cards[j];
        }
      while (again);
      before[j] = chain->deal[cards[j]];
      block.holders[j] = before[j];
      distinct += j == 0 || memchr (before, before[j], j) == NULL;
    }
  if (distinct < 2)
    return;

  block_permute (&block, k);
  /* The arrangement it came from is valid, so one was chosen. */
  chain_deal (chain, cards, block.valid > 0 ? block.chosen : before, k);
}

/* A seed from the problem: the same log, the same samples. */
static guint32
problem_seed (const CfProblem *problem)
{
  guint64 h = 0x5eed ^ ((guint64)problem->n_cards << 32) ^ problem->n_holders;

#define MIX(x) (h = (h ^ (guint64)(x)) * G_GUINT64_CONSTANT (0x9E3779B97F4A7C15), h ^= h >> 31)
  for (guint c = 0; c < problem->n_cards; c++)
    MIX (problem->allowed[c]);
  for (guint k = 0; k < problem->n_holders; k++)
    MIX ((guint)problem->size[k]);
  for (guint k = 0; k < problem->clauses->len; k++)
    {
      const CfClause *clause = &g_array_index (problem->clauses, CfClause, k);

      MIX (clause->cards);
      MIX (clause->holders);
    }
#undef MIX
  return (guint32)(h ^ (h >> 32));
}

static int
chain_start_any (
    const CfProblem *problem, GRand *rand, CfCnf **cnf, GCancellable *cancellable, guint8 *deal)
{
  int result = find_deal (problem, -1, 0, rand, cancellable, deal, NULL, SEARCH_NODES, 0);

  if (result == -2)
    {
      *cnf = cf_cnf_new (problem, cancellable);
      result = cf_cnf_solve (*cnf, -1, 0, deal);
    }
  return result;
}

/* A start for one chain: a deal with a card chosen at random (among those
 * with a choice) at one of its possible holders, chosen at random. */
static int
chain_start (const CfProblem    *problem,
             const CfHolderMask *possible,
             GRand              *rand,
             CfCnf             **cnf,
             GCancellable       *cancellable,
             guint8             *deal)
{
  guint        open[CF_MAX_CARDS], n_open = 0;
  int          card = -1;
  CfHolderMask mask = 0;
  int          result = -2;

  for (guint c = 0; c < problem->n_cards; c++)
    if (possible[c] & (possible[c] - 1))
      open[n_open++] = c;
  if (n_open > 0)
    {
      guint skip;

      card = open[g_rand_int_range (rand, 0, n_open)];
      mask = possible[card];
      skip = g_rand_int_range (rand, 0, __builtin_popcount (mask));
      while (skip--)
        mask &= mask - 1;
      mask &= -mask;
    }
  /* Once the plain search has given up, the other starts come from the
   * conflict-driven solver at once, one solver for them all */
  if (*cnf == NULL)
    result = find_deal (problem, card, mask, rand, cancellable, deal, NULL, SEARCH_NODES, 0);
  if (result == -2)
    {
      if (*cnf == NULL)
        *cnf = cf_cnf_new (problem, cancellable);
      result = cf_cnf_solve (*cnf, card, card < 0 ? 0 : __builtin_ctz (mask), deal);
    }
  /* A holder not proved either way may be impossible after all: any deal */
  if (result == 0 && card >= 0)
    result = *cnf != NULL ? cf_cnf_solve (*cnf, -1, 0, deal)
                          : chain_start_any (problem, rand, cnf, cancellable, deal);
  return result;
}

/* Per cell: sum and sum of squares of the batch means, per chain */
typedef struct
{
  double *sum;
  double *sum_sq;
} Moments;

static int
compare_doubles (gconstpointer a, gconstpointer b)
{
  double x = *(const double *)a, y = *(const double *)b;

  return x < y ? -1 : x > y;
}

static void
moments_add (Moments *m, guint chain, gsize n_cells, const double *batch, double scale)
{
  for (gsize i = 0; i < n_cells; i++)
    {
      double x = batch[i] * scale;

      m->sum[chain * n_cells + i] += x;
      m->sum_sq[chain * n_cells + i] += x * x;
    }
}

/* The mean of cell @i over all chains (each with @batches batches) and
 * the variance of that mean: the larger of between chains and within. */
static double
moments_mean (const Moments *m, gsize n_cells, gsize i, guint batches, double *var)
{
  double means[N_CHAINS], mean = 0, between = 0, within = 0;

  for (guint k = 0; k < N_CHAINS; k++)
    {
      means[k] = m->sum[k * n_cells + i] / batches;
      mean += means[k] / N_CHAINS;
    }
  for (guint k = 0; k < N_CHAINS; k++)
    {
      double s2 = (m->sum_sq[k * n_cells + i] - batches * means[k] * means[k]) / (batches - 1);

      between += (means[k] - mean) * (means[k] - mean) / (N_CHAINS - 1);
      within += MAX (s2, 0) / N_CHAINS;
    }
  *var = MAX (between / N_CHAINS, within / ((double)N_CHAINS * batches));
  return mean;
}

/**
 * cf_sat_estimate:
 * @problem: a consistent problem
 * @possible: for every card, its possible holders (from cf_sat_possible())
 * @work: how much to sample (in steps, clause updates and pair checks;
 *   CF_SAT_WORK_PER_US a microsecond on a desktop)
 * @p: (out caller-allocates): n_cards × n_holders estimated chances
 * @margin: (out caller-allocates): for every card, the largest half-width
 *   of a 95% interval among its holders
 * @samples: (nullable): gets up to 1024 of the deals each chain sampled
 *   (n_cards bytes each), spread over the whole run, chain after chain,
 *   as many of each
 * @n_effective: (out caller-allocates) (optional): how many independent
 *   deals the samples kept are worth: [0] typically (for a bias), [1]
 *   cautiously (for a margin)
 * @cancellable: (nullable): a #GCancellable
 * @error: return location for an error (cancelled)
 *
 * Deterministic: the same problem and work give the same answer.
 *
 * Returns: %FALSE only when cancelled
 */
gboolean
cf_sat_estimate (const CfProblem    *problem,
                 const CfHolderMask *possible,
                 guint64             work,
                 double             *p,
                 double             *margin,
                 GArray             *samples,
                 double             *n_effective,
                 GCancellable       *cancellable,
                 GError            **error)
{
  guint n = problem->n_cards, n_h = problem->n_holders;
  gsize n_cells = (gsize)n * n_h;
  guint seen = 0, batches = 0;
  g_autoptr(GRand) rand = g_rand_new_with_seed (problem_seed (problem));
  g_autofree double *batch = g_new0 (double, n_cells);
  g_autofree guint8 *kept =
      samples != NULL ? g_new (guint8, (gsize)N_CHAINS * PER_CHAIN * n) : NULL;
  g_autofree double *raw = g_new0 (double, n_cells);
  g_autofree double *store = g_new0 (double, n_cells *N_CHAINS * 4);
  Moments            rb = { store, store + n_cells * N_CHAINS };
  Moments            plain = { store + 2 * n_cells * N_CHAINS, store + 3 * n_cells * N_CHAINS };
  guint              n_clauses = MAX (problem->clauses->len, 1);
  g_autofree guint  *hits = g_new0 (guint, (gsize)N_CHAINS * n_clauses);
  g_autoptr(GPtrArray) clauses_of = g_ptr_array_new_with_free_func ((GDestroyNotify)g_array_unref);
  Chain   chains[N_CHAINS];
  guint64 done = 0;
  gint64  start_us = g_get_monotonic_time (); /* for the debug log only */
  guint   n_open = 0;
  double  n_total, tau, typical, cautious;
  double  card_tau[CF_MAX_CARDS];
  g_autoptr(GArray) taus = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(CfCnf) cnf = NULL;

  /* Nothing uncertain: nothing to sample */
  for (guint c = 0; c < n; c++)
    n_open += (possible[c] & (possible[c] - 1)) != 0;
  if (n_open == 0)
    {
      guint8 deal[CF_MAX_CARDS];

      for (guint c = 0; c < n; c++)
        {
          for (guint h = 0; h < n_h; h++)
            p[(gsize)c * n_h + h] = (possible[c] >> h) & 1;
          margin[c] = 0;
          deal[c] = possible[c] ? __builtin_ctz (possible[c]) : 0;
        }
      if (samples != NULL)
        g_array_append_vals (samples, deal, n);
      if (n_effective != NULL)
        n_effective[0] = n_effective[1] = 1;
      return TRUE;
    }

  /* Which clauses each card is in: the same for every chain */
  for (guint c = 0; c < n; c++)
    g_ptr_array_add (clauses_of, g_array_new (FALSE, FALSE, sizeof (guint)));
  for (guint k = 0; k < problem->clauses->len; k++)
    for (guint64 rest = g_array_index (problem->clauses, CfClause, k).cards; rest; rest &= rest - 1)
      g_array_append_val (g_ptr_array_index (clauses_of, __builtin_ctzll (rest)), k);

  for (guint i = 0; i < N_CHAINS; i++)
    {
      int result;

      chains[i].problem = problem;
      chains[i].possible = possible;
      chains[i].hits = hits + (gsize)i * n_clauses;
      chains[i].clauses_of = clauses_of;
      chains[i].work = &done;
      result = chain_start (problem, possible, rand, &cnf, cancellable, chains[i].deal);
      if (result <= 0)
        return result < 0 ? set_cancelled (error) : FALSE;
      chain_count_hits (&chains[i]);
      /* Burn-in */
      for (guint s = 0; s < 500 + 20 * n; s++)
        chain_step (&chains[i], rand);
    }

  /* Batches, one per chain in turn, until the work is done (at least
   * MIN_BATCHES each, so that the margin means something) */
  while (batches < MIN_BATCHES || done < work)
    {
      for (guint k = 0; k < N_CHAINS; k++)
        {
          Chain *chain = &chains[k];

          if (g_cancellable_is_cancelled (cancellable))
            return set_cancelled (error);
          memset (batch, 0, sizeof (double) * n_cells);
          memset (raw, 0, sizeof (double) * n_cells);
          for (guint s = 0; s < BATCH_SAMPLES; s++)
            {
              for (guint t = 0; t < THIN; t++)
                chain_step (chain, rand);
              chain_rao_blackwell (chain, batch);
              for (guint c = 0; c < n; c++)
                raw[(gsize)c * n_h + chain->deal[c]] += 1.0;
              /* Reservoir, per chain: every sample of a chain has the
               * same chance to be kept. */
              if (samples != NULL)
                {
                  guint slot =
                      seen < PER_CHAIN ? seen : (guint)g_rand_int_range (rand, 0, seen + 1);

                  if (slot < PER_CHAIN)
                    memcpy (kept + ((gsize)k * PER_CHAIN + slot) * n, chain->deal, n);
                }
              seen++;
            }
          moments_add (&rb, k, n_cells, batch, 1.0 / BATCH_SAMPLES);
          moments_add (&plain, k, n_cells, raw, 1.0 / BATCH_SAMPLES);
          /* Every chain has seen as many samples when it is its turn */
          if (k + 1 < N_CHAINS)
            seen -= BATCH_SAMPLES;
        }
      batches++;
    }
  /* Chain after chain, so that advice can tell the chains apart */
  if (samples != NULL)
    for (guint k = 0; k < N_CHAINS; k++)
      g_array_append_vals (samples, kept + (gsize)k * PER_CHAIN * n,
                           (gsize)MIN (seen, PER_CHAIN) * n);

  /* How correlated the samples are: the plain counts' variance against
   * that of as many independent deals. A card's worst cell sets the floor
   * of its margin (the worst of all cells, for a card none of whose cells
   * tells); the typical cell (the median) what the deals kept are worth
   * for advice, and a cautious one (nine in ten cells) its margins. */
  n_total = (double)N_CHAINS * batches * BATCH_SAMPLES;
  for (guint c = 0; c < n; c++)
    card_tau[c] = 0;
  for (guint pass = 0; pass < 2 && taus->len == 0; pass++)
    for (gsize i = 0; i < n_cells; i++)
      {
        double var, q = moments_mean (&plain, n_cells, i, batches, &var);
        double edge = pass == 0 ? 0.02 : 0;

        if (q > edge && q < 1 - edge)
          {
            double ratio = MAX (var / (q * (1 - q) / n_total), 1.0);

            g_array_append_val (taus, ratio);
            card_tau[i / n_h] = MAX (card_tau[i / n_h], ratio);
          }
      }
  if (taus->len > 0)
    {
      g_array_sort (taus, compare_doubles);
      tau = g_array_index (taus, double, taus->len - 1);
      typical = g_array_index (taus, double, taus->len / 2);
      cautious = g_array_index (taus, double, taus->len * 9 / 10);
    }
  else
    /* Nothing to tell by: as many deals as chains */
    tau = typical = cautious = n_total / N_CHAINS;
  if (n_effective != NULL)
    {
      double n_kept = samples != NULL ? (double)N_CHAINS * MIN (seen, PER_CHAIN) : n_total;

      n_effective[0] = MIN (n_total / typical, n_kept);
      n_effective[1] = MIN (n_total / cautious, n_kept);
    }
  g_debug ("cf_sat_estimate: %u open, %u cards, %u clauses, %u batches, %.0f samples, τ %.1f "
           "(typical %.1f), work %" G_GUINT64_FORMAT " in %.1f ms",
           n_open, n, problem->clauses->len, batches, n_total, tau, typical, done,
           (g_get_monotonic_time () - start_us) / 1000.0);

  for (guint c = 0; c < n; c++)
    {
      gboolean open = (possible[c] & (possible[c] - 1)) != 0;
      gboolean edge = FALSE;
      double   total = 0;
      /* The rule of three on the card's effective number of samples */
      double floor_margin = MIN (3.0 * (card_tau[c] > 0 ? card_tau[c] : tau) / n_total, 0.5);

      margin[c] = 0;
      for (guint h = 0; h < n_h; h++)
        {
          gsize  i = (gsize)c * n_h + h;
          double var, mean = moments_mean (&rb, n_cells, i, batches, &var);

          if (!((possible[c] >> h) & 1))
            mean = 0;
          else if (!open)
            mean = 1;
          else
            {
              /* Near 0 or 1, or never seen to vary: the samples cannot
               * tell how near */
              edge |= var <= 0 || mean < floor_margin || mean > 1 - floor_margin;
              /* A cell that may or may not be: strictly between 0 and 1 */
              mean = CLAMP (mean, 0.05 / n_total, 1 - 0.05 / n_total);
              margin[c] = MAX (margin[c], T_QUANTILE * sqrt (var));
            }
          p[i] = mean;
          total += mean;
        }
      for (guint h = 0; h < n_h; h++)
        p[(gsize)c * n_h + h] /= total;
      if (edge)
        margin[c] = MAX (margin[c], floor_margin);
    }
  return TRUE;
}
