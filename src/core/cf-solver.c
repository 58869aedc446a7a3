/* cf-solver.c: exact counting of the deals that agree with a case log
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "cf-solver-private.h"

#define MAX_STATES_PER_LAYER (8u * 1024u * 1024u)
/* Every state costs about 100 bytes (a 24-byte key, two counts, the table,
 * growth) while a count runs, 130 when the counts need 256 bits: 3 M
 * states stay inside the 512 MB budget (measured peak: 430 MB). */
#define MAX_STATES_IN_ALL ((gsize)3 * 1024 * 1024)
/* How long an exact count may take before the answer is estimated. */
#define COUNT_TIME_BUDGET_US (2 * G_USEC_PER_SEC)
/* Deciding the cells by search, from the start of a count: with the count
 * (2 s) and the sampling (0.5 s), the whole answer stays within the 10 s
 * of the budget (docs/case-log.md). A cell still open then is "unknown". */
#define DECIDE_TIME_BUDGET_US (5 * G_USEC_PER_SEC)
/* How long the estimate samples. */
#define ESTIMATE_TIME_US (G_USEC_PER_SEC / 2)
#define ALL_CARDS(n) ((n) >= 64 ? ~(guint64)0 : (((guint64)1 << (n)) - 1))

/* ---------------------------------------------------------------- entries */

guint
cf_problem_count_entries (CfCaseLog *log)
{
  return cf_case_log_get_n_players (log) + (cf_case_log_get_set_aside (log) > 0 ? 1 : 0) +
         cf_case_log_get_n_my_cards (log) + cf_case_log_get_n_events (log);
}

CfEntryKind
cf_problem_entry_kind (CfCaseLog *log, guint entry, guint *index)
{
  guint n_players = cf_case_log_get_n_players (log);
  guint n_set_aside = cf_case_log_get_set_aside (log) > 0 ? 1 : 0;
  guint n_my = cf_case_log_get_n_my_cards (log);

  if (entry < n_players)
    {
      *index = entry;
      return CF_ENTRY_HAND_SIZE;
    }
  entry -= n_players;
  if (entry < n_set_aside)
    {
      *index = 0;
      return CF_ENTRY_SET_ASIDE_SIZE;
    }
  entry -= n_set_aside;
  if (entry < n_my)
    {
      *index = entry;
      return CF_ENTRY_MY_CARD;
    }
  *index = entry - n_my;
  return CF_ENTRY_EVENT;
}

/* ---------------------------------------------------------------- problems */

static void
add_clause (CfProblem *problem, CfHolderMask holders, const int *cards, guint n_cards)
{
  CfClause clause = { holders, 0 };

  for (guint i = 0; i < n_cards; i++)
    clause.cards |= (guint64)1 << cards[i];
  g_array_append_val (problem->clauses, clause);
}

static void
apply_event (CfProblem *problem, const CfEvent *event)
{
  guint n = problem->n_players;

  switch (event->type)
    {
    case CF_EVENT_SUGGESTION:
      {
        /* Everyone strictly between the suggester and the refuter, clockwise,
         * holds none of the three; with no refuter, nobody but the suggester. */
        for (guint step = 1; step < n; step++)
          {
            guint q = (event->player + step) % n;

            if ((int)q == event->refuter)
              break;
            /* Who refused to refute may hold any of them */
            if (event->refused & (1u << q))
              continue;
            for (guint i = 0; i < 3; i++)
              problem->allowed[event->cards[i]] &= ~(CfHolderMask)(1u << q);
          }

        if (event->refuter != CF_NOBODY)
          {
            add_clause (problem, 1u << event->refuter, event->cards, 3);
            if (event->shown != CF_NO_CARD)
              problem->allowed[event->shown] &= 1u << event->refuter;
          }
        break;
      }

    case CF_EVENT_ACCUSATION:
      if (event->correct)
        {
          for (guint i = 0; i < 3; i++)
            {
              int          card = event->cards[i];
              CfCategory   category = problem->category[card];
              CfHolderMask slot = 1u << cf_problem_envelope (problem, category);

              for (guint other = 0; other < problem->n_cards; other++)
                if (problem->category[other] == category && (int)other != card)
                  problem->allowed[other] &= ~slot;
              problem->allowed[card] &= slot;
            }
        }
      else
        {
          /* Not all three are in the envelope: at least one is elsewhere. */
          CfHolderMask elsewhere = (1u << (problem->n_players + 1)) - 1;
          add_clause (problem, elsewhere, event->cards, 3);
        }
      break;

    case CF_EVENT_REVEAL:
    default:
      {
        guint holder =
            event->player == CF_SET_ASIDE ? cf_problem_set_aside (problem) : (guint)event->player;
        problem->allowed[event->cards[0]] &= 1u << holder;
        break;
      }
    }
}

/* Cheap consequences, so that the counting has less to do. Everything found
 * here the counting would find too; it only shrinks the search. */
static void
simplify (CfProblem *problem)
{
  gboolean changed = TRUE;

  while (changed && !problem->contradiction)
    {
      changed = FALSE;

      for (guint c = 0; c < problem->n_cards; c++)
        if (problem->allowed[c] == 0)
          {
            problem->contradiction = TRUE;
            return;
          }

      for (guint k = 0; k < problem->clauses->len;)
        {
          CfClause *clause = &g_array_index (problem->clauses, CfClause, k);
          gboolean  satisfied = FALSE;
          guint64   cards = clause->cards;

          for (guint64 rest = cards; rest; rest &= rest - 1)
            {
              guint c = __builtin_ctzll (rest);

              if ((problem->allowed[c] & ~clause->holders) == 0)
                satisfied = TRUE;
              else if ((problem->allowed[c] & clause->holders) == 0)
                clause->cards &= ~((guint64)1 << c);
            }

          if (satisfied)
            {
              g_array_remove_index_fast (problem->clauses, k);
              changed = TRUE;
              continue;
            }
          if (clause->cards == 0)
            {
              problem->contradiction = TRUE;
              return;
            }
          if ((clause->cards & (clause->cards - 1)) == 0)
            {
              problem->allowed[__builtin_ctzll (clause->cards)] &= clause->holders;
              g_array_remove_index_fast (problem->clauses, k);
              changed = TRUE;
              continue;
            }
          k++;
        }

      /* A holder whose known cards fill its size holds nothing else; a
       * holder that can only get exactly its size gets all of them. */
      for (guint h = 0; h < problem->n_holders; h++)
        {
          CfHolderMask bit = 1u << h;
          int          known = 0, possible = 0;

          if (problem->size[h] == CF_UNKNOWN_SIZE)
            continue;
          for (guint c = 0; c < problem->n_cards; c++)
            {
              if (problem->allowed[c] == bit)
                known++;
              if (problem->allowed[c] & bit)
                possible++;
            }
          if (known > problem->size[h] || possible < problem->size[h])
            {
              problem->contradiction = TRUE;
              return;
            }
          if (known == problem->size[h] && possible > known)
            {
              for (guint c = 0; c < problem->n_cards; c++)
                if (problem->allowed[c] != bit)
                  problem->allowed[c] &= ~bit;
              changed = TRUE;
            }
          else if (possible == problem->size[h] && possible > known)
            {
              for (guint c = 0; c < problem->n_cards; c++)
                if (problem->allowed[c] & bit)
                  problem->allowed[c] = bit;
              changed = TRUE;
            }
        }

      /* Drop clauses implied by a smaller one with the same holders. */
      for (guint k = 0; k < problem->clauses->len; k++)
        for (guint j = 0; j < problem->clauses->len;)
          {
            CfClause *a = &g_array_index (problem->clauses, CfClause, k);
            CfClause *b = &g_array_index (problem->clauses, CfClause, j);

            if (j != k && a->holders == b->holders && (a->cards & ~b->cards) == 0)
              {
                g_array_remove_index (problem->clauses, j);
                if (j < k)
                  k--;
                continue;
              }
            j++;
          }
    }
}

/**
 * cf_problem_classes:
 * @problem: a problem
 * @class_of: (out caller-allocates): for every card, the first card of its
 *   class
 *
 * Sorts the cards into classes of cards that @problem cannot tell apart:
 * the same holders allowed, and in the same clauses (whatever their
 * categories: the envelope's slots are holders like any other). Swapping
 * the holders of two cards of a class turns a deal into a deal, so the
 * cards of a class share every status and every chance, and a search need
 * never tell them apart. The cards no entry names are one class per set of
 * holders they may go to.
 *
 * Returns: the number of classes
 */
guint
cf_problem_classes (const CfProblem *problem, guint8 *class_of)
{
  guint n_classes = 0;

  for (guint c = 0; c < problem->n_cards; c++)
    {
      class_of[c] = c;
      for (guint d = 0; d < c; d++)
        {
          gboolean same = class_of[d] == d && problem->allowed[d] == problem->allowed[c];

          for (guint k = 0; same && k < problem->clauses->len; k++)
            {
              guint64 cards = g_array_index (problem->clauses, CfClause, k).cards;

              same = ((cards >> c) & 1) == ((cards >> d) & 1);
            }
          if (same)
            {
              class_of[c] = d;
              break;
            }
        }
      n_classes += class_of[c] == c;
    }
  return n_classes;
}

/**
 * cf_problem_new:
 * @log: a case log
 * @entries: (nullable): which entries to use (see cf_problem_count_entries());
 *   %NULL for all
 * @n_events: use only the first @n_events events (G_MAXUINT for all)
 *
 * Returns: (transfer full): the problem
 */
CfProblem *
cf_problem_new (CfCaseLog *log, const gboolean *entries, guint n_events)
{
  CfEdition   *edition = cf_case_log_get_edition (log);
  CfProblem   *problem = g_new0 (CfProblem, 1);
  guint        n = cf_case_log_get_n_players (log);
  guint        set_aside = cf_case_log_get_set_aside (log);
  guint        n_entries = cf_problem_count_entries (log);
  CfHolderMask base;

  problem->n_cards = cf_edition_get_n_cards (edition);
  problem->n_players = n;
  problem->n_holders = n + 1 + CF_N_CATEGORIES;
  problem->clauses = g_array_new (FALSE, FALSE, sizeof (CfClause));

  base = (1u << n) - 1;
  if (set_aside > 0)
    base |= 1u << cf_problem_set_aside (problem);
  for (guint c = 0; c < problem->n_cards; c++)
    {
      problem->category[c] = cf_edition_get_card_category (edition, c);
      problem->allowed[c] = base | (1u << cf_problem_envelope (problem, problem->category[c]));
    }

  for (guint p = 0; p < n; p++)
    problem->size[p] = CF_UNKNOWN_SIZE;
  problem->size[cf_problem_set_aside (problem)] = set_aside > 0 ? CF_UNKNOWN_SIZE : 0;
  for (guint c = 0; c < CF_N_CATEGORIES; c++)
    problem->size[cf_problem_envelope (problem, c)] = 1;

  for (guint entry = 0; entry < n_entries; entry++)
    {
      guint       index;
      CfEntryKind kind = cf_problem_entry_kind (log, entry, &index);

      if (entries != NULL && !entries[entry])
        continue;

      switch (kind)
        {
        case CF_ENTRY_HAND_SIZE:
          problem->size[index] = cf_case_log_get_hand_size (log, index);
          break;
        case CF_ENTRY_SET_ASIDE_SIZE:
          problem->size[cf_problem_set_aside (problem)] = set_aside;
          break;
        case CF_ENTRY_MY_CARD:
          problem->allowed[cf_case_log_get_my_card (log, index)] &= 1u << cf_case_log_get_me (log);
          break;
        case CF_ENTRY_EVENT:
        default:
          if (index < n_events)
            apply_event (problem, cf_case_log_get_event (log, index));
          break;
        }
    }

  simplify (problem);
  return problem;
}

CfProblem *
cf_problem_copy (const CfProblem *problem)
{
  CfProblem *copy = g_memdup2 (problem, sizeof *problem);

  copy->clauses = g_array_copy (problem->clauses);
  return copy;
}

void
cf_problem_free (CfProblem *problem)
{
  if (problem == NULL)
    return;
  g_clear_pointer (&problem->clauses, g_array_unref);
  g_free (problem);
}

/**
 * cf_problem_add_event:
 * @problem: a problem
 * @event: a well-formed event
 *
 * Adds what @event says and simplifies again.
 */
void
cf_problem_add_event (CfProblem *problem, const CfEvent *event)
{
  apply_event (problem, event);
  simplify (problem);
}

/**
 * cf_problem_restrict:
 * @problem: a problem
 * @card: a card
 * @holders: the internal holders the card may be with
 *
 * Adds "the card is with one of @holders" and simplifies again.
 */
void
cf_problem_restrict (CfProblem *problem, guint card, CfHolderMask holders)
{
  problem->allowed[card] &= holders;
  simplify (problem);
}

void
cf_solution_free (CfSolution *solution)
{
  if (solution == NULL)
    return;
  g_free (solution->deals);
  g_free (solution->p);
  g_free (solution->status);
  g_free (solution->margin);
  g_clear_pointer (&solution->samples, g_array_unref);
  g_free (solution);
}

/* ---------------------------------------------------------------- the plan */

/* Open clauses are tracked in slots of DP_WORDS × 64 bits: a long game has
 * more than 64 refutations open at once in the best order. */
#define DP_WORDS 2
#define DP_SLOTS (64 * DP_WORDS)

typedef struct
{
  guint64 caps;           /* open sizes, packed */
  guint64 bits[DP_WORDS]; /* open clauses already satisfied, by slot */
} DpKey;

static inline gboolean
dp_key_equal (const DpKey *a, const DpKey *b)
{
  gboolean equal = a->caps == b->caps;

  for (guint w = 0; w < DP_WORDS; w++)
    equal &= a->bits[w] == b->bits[w];
  return equal;
}

static inline gboolean
dp_key_is_end (const DpKey *key)
{
  return dp_key_equal (key, &(DpKey){ 0, { 0 } });
}

typedef struct
{
  guint        n_cards;
  guint        n_holders;
  guint        order[CF_MAX_CARDS];   /* position -> card */
  CfHolderMask allowed[CF_MAX_CARDS]; /* by position */
  guint64      satisfies[CF_MAX_CARDS][CF_SOLVER_MAX_HOLDERS][DP_WORDS];
  guint64      closes[CF_MAX_CARDS][DP_WORDS];
  guint8       available[CF_MAX_CARDS + 1][CF_SOLVER_MAX_HOLDERS]; /* positions >= i allowing h */
  guint8       shift[CF_SOLVER_MAX_HOLDERS];
  guint64      field[CF_SOLVER_MAX_HOLDERS]; /* unshifted mask */
  CfHolderMask tracked;
  guint64      start_caps;
  gboolean     feasible_start;
  guint        max_states;       /* in one layer */
  gsize        max_total_states; /* in all layers: the memory */
  gint64       deadline;         /* monotonic, 0 for none */
} DpPlan;

static inline guint
dp_key_hash (const DpKey *key)
{
  guint64 h = key->caps * G_GUINT64_CONSTANT (0x9E3779B97F4A7C15);

  for (guint w = 0; w < DP_WORDS; w++)
    h = (h ^ key->bits[w]) * G_GUINT64_CONSTANT (0xC2B2AE3D27D4EB4F);
  return (guint)(h ^ (h >> 29) ^ (h >> 47));
}

static inline gboolean
dp_step (const DpPlan *plan, guint position, const DpKey *from, guint holder, DpKey *to)
{
  guint64      caps = from->caps;
  guint64      bits[DP_WORDS];
  CfHolderMask others;

  if (plan->tracked & (1u << holder))
    {
      if (((caps >> plan->shift[holder]) & plan->field[holder]) == 0)
        return FALSE;
      caps -= (guint64)1 << plan->shift[holder];
    }

  /* Every other holder this card could have gone to now has one card fewer
   * to come; it must still be able to fill its hand. */
  others = plan->allowed[position] & plan->tracked & ~(1u << holder);
  while (others)
    {
      guint h = __builtin_ctz (others);
      others &= others - 1;
      if (((caps >> plan->shift[h]) & plan->field[h]) > plan->available[position + 1][h])
        return FALSE;
    }

  for (guint w = 0; w < DP_WORDS; w++)
    {
      bits[w] = from->bits[w] | plan->satisfies[position][holder][w];
      if ((bits[w] & plan->closes[position][w]) != plan->closes[position][w])
        return FALSE;
    }

  to->caps = caps;
  for (guint w = 0; w < DP_WORDS; w++)
    to->bits[w] = bits[w] & ~plan->closes[position][w];
  return TRUE;
}

static guint
bit_length (guint value)
{
  guint bits = 0;

  while (value)
    {
      bits++;
      value >>= 1;
    }
  return bits;
}

/* Orders the cards so that few clauses are open at once: cards whose holder
 * is known first, then the cards of clauses, closing clauses as early as
 * possible, then the rest grouped by where they may go. */
static void
plan_order (const CfProblem *problem, DpPlan *plan)
{
  guint64 placed = 0, in_clauses = 0;
  guint   n = 0;

  for (guint k = 0; k < problem->clauses->len; k++)
    in_clauses |= g_array_index (problem->clauses, CfClause, k).cards;

  for (guint c = 0; c < problem->n_cards; c++)
    if ((problem->allowed[c] & (problem->allowed[c] - 1)) == 0)
      {
        plan->order[n++] = c;
        placed |= (guint64)1 << c;
      }

  while (in_clauses & ~placed)
    {
      int best = -1, best_score = G_MININT;

      for (guint64 rest = in_clauses & ~placed; rest; rest &= rest - 1)
        {
          guint   c = __builtin_ctzll (rest);
          guint64 with = placed | ((guint64)1 << c);
          int     score = 0;

          for (guint k = 0; k < problem->clauses->len; k++)
            {
              guint64 cards = g_array_index (problem->clauses, CfClause, k).cards;

              if (!(cards & ((guint64)1 << c)))
                continue;
              if ((cards & ~with) == 0)
                score += 4; /* closes */
              else if ((cards & placed) == 0)
                score -= 3; /* opens */
              else
                score += 1; /* progresses */
            }
          if (score > best_score)
            {
              best_score = score;
              best = c;
            }
        }

      plan->order[n++] = best;
      placed |= (guint64)1 << best;
    }

  /* The rest, grouped by their holder sets */
  while (n < problem->n_cards)
    {
      int best = -1;

      for (guint c = 0; c < problem->n_cards; c++)
        if (!(placed & ((guint64)1 << c)) &&
            (best < 0 || problem->allowed[c] < problem->allowed[best]))
          best = c;
      plan->order[n++] = best;
      placed |= (guint64)1 << best;
    }
}

/* Where a clause's cards lie in the plan's order */
typedef struct
{
  guint first;
  guint last;
  guint clause;
} ClauseSpan;

static int
compare_spans (gconstpointer a, gconstpointer b)
{
  const ClauseSpan *x = a, *y = b;
  return x->first < y->first ? -1 : x->first > y->first;
}

static gboolean
plan_new (const CfProblem *problem, DpPlan *plan, GError **error)
{
  guint position_of[CF_MAX_CARDS];
  guint shift = 0;

  memset (plan, 0, sizeof *plan);
  plan->n_cards = problem->n_cards;
  plan->n_holders = problem->n_holders;
  plan->max_states = MAX_STATES_PER_LAYER;
  plan->max_total_states = MAX_STATES_IN_ALL;
  plan->feasible_start = !problem->contradiction;

  plan_order (problem, plan);
  for (guint i = 0; i < problem->n_cards; i++)
    {
      position_of[plan->order[i]] = i;
      plan->allowed[i] = problem->allowed[plan->order[i]];
    }

  /* Clause slots: a clause holds a bit from its first card to its last. */
  {
    g_autoptr(GArray) spans = g_array_new (FALSE, FALSE, sizeof (ClauseSpan));
    gboolean used[DP_SLOTS] = { FALSE };
    guint    last_of_slot[DP_SLOTS];

    for (guint k = 0; k < problem->clauses->len; k++)
      {
        ClauseSpan span = { G_MAXUINT, 0, k };
        guint64    cards = g_array_index (problem->clauses, CfClause, k).cards;

        for (guint64 rest = cards; rest; rest &= rest - 1)
          {
            guint p = position_of[__builtin_ctzll (rest)];
            span.first = MIN (span.first, p);
            span.last = MAX (span.last, p);
          }
        g_array_append_val (spans, span);
      }

    g_array_sort (spans, compare_spans);

    for (guint a = 0; a < spans->len; a++)
      {
        const ClauseSpan *span = &g_array_index (spans, ClauseSpan, a);
        const CfClause   *clause = &g_array_index (problem->clauses, CfClause, span->clause);
        int               slot = -1;

        for (guint s = 0; s < DP_SLOTS; s++)
          if (!used[s] || last_of_slot[s] < span->first)
            {
              slot = s;
              break;
            }
        if (slot < 0)
          {
            /* Internal: the answer is then estimated, never an error */
            g_set_error (error, CF_ERROR, CF_ERROR_TOO_LARGE,
                         "more than %d refutations open at once", DP_SLOTS);
            return FALSE;
          }
        used[slot] = TRUE;
        last_of_slot[slot] = span->last;

        for (guint64 rest = clause->cards; rest; rest &= rest - 1)
          {
            guint        p = position_of[__builtin_ctzll (rest)];
            CfHolderMask holders = clause->holders & plan->allowed[p];

            while (holders)
              {
                guint h = __builtin_ctz (holders);
                holders &= holders - 1;
                plan->satisfies[p][h][slot / 64] |= (guint64)1 << (slot % 64);
              }
          }
        plan->closes[span->last][slot / 64] |= (guint64)1 << (slot % 64);
      }
  }

  /* Sizes, packed */
  for (guint h = 0; h < problem->n_holders; h++)
    {
      guint width;

      if (problem->size[h] == CF_UNKNOWN_SIZE)
        continue;
      width = bit_length (problem->size[h]);
      plan->tracked |= 1u << h;
      plan->shift[h] = shift;
      plan->field[h] = ((guint64)1 << width) - 1;
      plan->start_caps |= (guint64)problem->size[h] << shift;
      shift += width;
    }
  g_assert (shift <= 64);

  for (guint i = problem->n_cards + 1; i-- > 0;)
    for (guint h = 0; h < problem->n_holders; h++)
      plan->available[i][h] =
          i == problem->n_cards ? 0 : plan->available[i + 1][h] + ((plan->allowed[i] >> h) & 1);

  for (guint h = 0; h < problem->n_holders; h++)
    if ((plan->tracked & (1u << h)) && problem->size[h] > plan->available[0][h])
      plan->feasible_start = FALSE;

  return TRUE;
}

/* ---------------------------------------------------------------- counts */

typedef unsigned __int128 U128;
typedef struct
{
  guint64 w[4];
} U256;

/* Set when a 128-bit count saturates; per thread, since runs may be concurrent. */
static _Thread_local gboolean u128_saturated;
/* The states every programme run on this thread has made: work, not time */
static _Thread_local guint64 dp_states_counted;

static inline U128
u128_add (U128 a, U128 b)
{
  U128 r = a + b;
  if (r < a)
    {
      u128_saturated = TRUE;
      return ~(U128)0;
    }
  return r;
}

static inline U128
u128_mul (U128 a, U128 b)
{
  U128 r;
  if (__builtin_mul_overflow (a, b, &r))
    {
      u128_saturated = TRUE;
      return ~(U128)0;
    }
  return r;
}

static inline U256
u256_add (U256 a, U256 b)
{
  U256          r;
  unsigned char carry = 0;

  for (guint i = 0; i < 4; i++)
    {
      U128 sum = (U128)a.w[i] + b.w[i] + carry;
      r.w[i] = (guint64)sum;
      carry = (unsigned char)(sum >> 64);
    }
  return r;
}

static inline U256
u256_mul (U256 a, U256 b)
{
  U256 r = { { 0, 0, 0, 0 } };

  for (guint i = 0; i < 4; i++)
    {
      U128 carry = 0;
      if (a.w[i] == 0)
        continue;
      for (guint j = 0; i + j < 4; j++)
        {
          U128 t = (U128)a.w[i] * b.w[j] + r.w[i + j] + carry;
          r.w[i + j] = (guint64)t;
          carry = t >> 64;
        }
    }
  return r;
}

static inline gboolean
u256_is_zero (U256 a)
{
  return (a.w[0] | a.w[1] | a.w[2] | a.w[3]) == 0;
}

static const U256 u256_zero = { { 0, 0, 0, 0 } };
static const U256 u256_one = { { 1, 0, 0, 0 } };

#define DP_COUNT U128
#define DP_NAME(x) dp128_##x
#define DP_ZERO ((U128)0)
#define DP_ONE ((U128)1)
#define DP_ADD(a, b) u128_add ((a), (b))
#define DP_MUL(a, b) u128_mul ((a), (b))
#define DP_IS_ZERO(a) ((a) == 0)
#define DP_SATURATED() u128_saturated
#include "cf-solver-dp.inc"

#define DP_COUNT U256
#define DP_NAME(x) dp256_##x
#define DP_ZERO u256_zero
#define DP_ONE u256_one
#define DP_ADD(a, b) u256_add ((a), (b))
#define DP_MUL(a, b) u256_mul ((a), (b))
#define DP_IS_ZERO(a) u256_is_zero (a)
#define DP_SATURATED() FALSE
#include "cf-solver-dp.inc"

static U256
u256_from_u128 (U128 v)
{
  U256 r = { { (guint64)v, (guint64)(v >> 64), 0, 0 } };
  return r;
}

static long double
u256_to_long_double (U256 v)
{
  long double r = 0;

  for (guint i = 4; i-- > 0;)
    r = r * 18446744073709551616.0L + v.w[i];
  return r;
}

static gboolean
u256_equal (U256 a, U256 b)
{
  return memcmp (&a, &b, sizeof a) == 0;
}

static char *
u256_to_decimal (U256 v)
{
  char  digits[100];
  guint n = 0;

  if (u256_is_zero (v))
    return g_strdup ("0");

  while (!u256_is_zero (v))
    {
      U128 remainder = 0;

      for (guint i = 4; i-- > 0;)
        {
          U128 current = (remainder << 64) | v.w[i];
          v.w[i] = (guint64)(current / 10);
          remainder = current % 10;
        }
      digits[n++] = '0' + (char)remainder;
    }

  {
    char *text = g_malloc (n + 1);
    for (guint i = 0; i < n; i++)
      text[i] = digits[n - 1 - i];
    text[n] = '\0';
    return text;
  }
}

/* Runs the 128-bit programme while the counts fit (it stops at the first
 * layer where one does not); then the 256-bit one, which always fits (at
 * most 64 cards among at most 12 holders). */
static gboolean
run_counts (const DpPlan *plan,
            gboolean      want_cells,
            U256         *total,
            U256        **cells_out,
            GCancellable *cancellable,
            GError      **error)
{
  gsize n_cells = (gsize)plan->n_cards * plan->n_holders;

  {
    g_autofree U128 *cells128 = want_cells ? g_new0 (U128, n_cells) : NULL;
    g_autoptr(GError) local = NULL;
    U128 total128;

    u128_saturated = FALSE;
    if (dp128_run (plan, &total128, cells128, cancellable, &local) && !u128_saturated)
      {
        *total = u256_from_u128 (total128);
        if (want_cells)
          {
            *cells_out = g_new (U256, n_cells);
            for (gsize i = 0; i < n_cells; i++)
              (*cells_out)[i] = u256_from_u128 (cells128[i]);
          }
        return TRUE;
      }
    if (!u128_saturated)
      {
        g_propagate_error (error, g_steal_pointer (&local));
        return FALSE;
      }
  }

  {
    U256 *cells256 = want_cells ? g_new0 (U256, n_cells) : NULL;

    if (!dp256_run (plan, total, cells256, cancellable, error))
      {
        g_free (cells256);
        return FALSE;
      }
    if (want_cells)
      *cells_out = cells256;
    return TRUE;
  }
}

/* A log that says nothing about the unknown cards (no refutation, no
 * wrong accusation; only set-up and cards seen) needs no search: every
 * unknown card may go to the same holders (and its category's envelope
 * slot, while open), so every arrangement is as likely as any other.
 * Deals: the envelope's choices times a multinomial. NULL when the
 * problem is not of that shape (the general count answers it). */
static CfSolution *
count_symmetric (const CfProblem *problem)
{
  g_autoptr(CfSolution) solution = NULL;
  CfHolderMask env_mask = 0, base = 0;
  gboolean     has_base = FALSE;
  guint        n_public = cf_problem_n_public (problem);
  int          known[CF_SOLVER_MAX_HOLDERS] = { 0 };
  guint        unknown[CF_N_CATEGORIES] = { 0 }, open[CF_N_CATEGORIES] = { 0 };
  guint        n_unknown = 0, n_open = 0, rest, left = 0;
  int          remaining[CF_SOLVER_MAX_HOLDERS];
  U256         deals = u256_one;

  if (problem->contradiction || problem->clauses->len > 0)
    return NULL;
  for (guint k = 0; k < CF_N_CATEGORIES; k++)
    env_mask |= 1u << cf_problem_envelope (problem, k);
  for (guint h = 0; h < problem->n_holders; h++)
    if (problem->size[h] == CF_UNKNOWN_SIZE)
      return NULL;

  for (guint c = 0; c < problem->n_cards; c++)
    {
      CfHolderMask mask = problem->allowed[c];

      if ((mask & (mask - 1)) == 0)
        {
          known[__builtin_ctz (mask)]++;
          continue;
        }
      if (has_base && (mask & ~env_mask) != base)
        return NULL;
      base = mask & ~env_mask;
      has_base = TRUE;
      if ((mask & env_mask) != 0 &&
          (mask & env_mask) != 1u << cf_problem_envelope (problem, problem->category[c]))
        return NULL;
      unknown[problem->category[c]]++;
      n_unknown++;
    }

  for (guint h = 0; h < problem->n_holders; h++)
    {
      remaining[h] = problem->size[h] - known[h];
      if (remaining[h] < 0)
        return NULL;
    }
  for (guint k = 0; k < CF_N_CATEGORIES; k++)
    {
      guint slot = cf_problem_envelope (problem, k);

      open[k] = remaining[slot];
      n_open += open[k];
      /* An open slot must be open to every unknown card of its category,
       * and it needs one */
      for (guint c = 0; c < problem->n_cards; c++)
        if (problem->category[c] == k && (problem->allowed[c] & (problem->allowed[c] - 1)) &&
            ((problem->allowed[c] >> slot) & 1) != (open[k] > 0))
          return NULL;
      if (open[k] > 1 || (open[k] == 1 && unknown[k] == 0))
        return NULL;
    }
  for (guint h = 0; h < problem->n_holders; h++)
    if (!((env_mask >> h) & 1))
      {
        if (!((base >> h) & 1) && remaining[h] != 0)
          return NULL;
        if ((base >> h) & 1)
          left += remaining[h];
      }
  rest = n_unknown - n_open;
  if (left != rest)
    return NULL;

  /* Deals: each open slot takes one of its category's unknown cards, then
   * rest! / prod remaining! for the hands. Exact, by prime exponents. */
  for (guint k = 0; k < CF_N_CATEGORIES; k++)
    if (open[k])
      deals = u256_mul (deals, u256_from_u128 (unknown[k]));
  for (guint prime = 2; prime <= rest; prime++)
    {
      gboolean is_prime = TRUE;
      int      exponent = 0;

      for (guint d = 2; d * d <= prime && is_prime; d++)
        is_prime = prime % d != 0;
      if (!is_prime)
        continue;
      for (guint power = prime; power <= rest; power *= prime)
        {
          exponent += rest / power;
          for (guint h = 0; h < problem->n_holders; h++)
            if ((base >> h) & 1 && !((env_mask >> h) & 1))
              exponent -= remaining[h] / power;
        }
      for (int e = 0; e < exponent; e++)
        deals = u256_mul (deals, u256_from_u128 (prime));
    }

  solution = g_new0 (CfSolution, 1);
  solution->complete = TRUE;
  solution->exact = TRUE;
  solution->consistent = TRUE;
  solution->n_public = n_public;
  solution->n_players = problem->n_players;
  solution->deals = u256_to_decimal (deals);
  solution->deals_approx = (double)u256_to_long_double (deals);
  solution->p = g_new0 (double, (gsize)problem->n_cards *n_public);
  solution->status = g_new0 (guint8, (gsize)problem->n_cards * n_public);

  for (guint c = 0; c < problem->n_cards; c++)
    {
      CfHolderMask mask = problem->allowed[c];
      guint        k = problem->category[c];

      for (guint h = 0; h < problem->n_holders; h++)
        {
          int    ph = cf_problem_public_holder (problem, h);
          double num, den; /* the chance, as a fraction */

          if (ph < 0 || !((mask >> h) & 1))
            continue;
          if ((mask & (mask - 1)) == 0)
            num = den = 1;
          else if ((env_mask >> h) & 1)
            {
              num = open[k];
              den = unknown[k];
            }
          else
            {
              num = (double)(unknown[k] - open[k]) * remaining[h];
              den = (double)unknown[k] * rest;
            }
          if (den > 0)
            solution->p[c * n_public + ph] += num / den;
        }
      for (guint ph = 0; ph < n_public; ph++)
        {
          double p = solution->p[c * n_public + ph];

          /* Fractions of small integers: 0 and 1 are exact. */
          solution->status[c * n_public + ph] = p <= 0 ? 0 : p >= 1 - 1e-12 ? 2 : 1;
          if (p >= 1 - 1e-12)
            solution->p[c * n_public + ph] = 1;
        }
    }
  return g_steal_pointer (&solution);
}

/**
 * cf_solver_count:
 * @problem: a problem
 * @cancellable: (nullable): a #GCancellable
 * @error: return location for an error (cancelled, or too complex)
 *
 * Counts the deals and, for every card and public holder (players, the
 * envelope, the set-aside pile), the deals that put the card there.
 *
 * Returns: (transfer full) (nullable): the solution
 */
static gboolean always_estimate;
static gint64   estimate_time_us = ESTIMATE_TIME_US;
static gint64   decide_time_us = DECIDE_TIME_BUDGET_US;

/**
 * cf_solver_set_estimate_time:
 * @us: how long estimates sample on a nominal desktop; 0 for the default
 *
 * For tests, which make many estimates. The sampling is counted in work
 * (CF_SAT_WORK_PER_US per microsecond), never on the clock.
 */
void
cf_solver_set_estimate_time (gint64 us)
{
  estimate_time_us = us > 0 ? us : ESTIMATE_TIME_US;
}

/**
 * cf_solver_set_decide_time:
 * @us: how long the search may take to decide the cells, from the start
 *   of a count; 0 for the default
 *
 * For tests: a tiny budget leaves cells unknown.
 */
void
cf_solver_set_decide_time (gint64 us)
{
  decide_time_us = us > 0 ? us : DECIDE_TIME_BUDGET_US;
}

/**
 * cf_solver_set_always_estimate:
 *
 * For tests: skip the exact count, so that the search and the sampling
 * answer every problem (and can be checked against an exact answer).
 */
void
cf_solver_set_always_estimate (gboolean always)
{
  always_estimate = always;
}

static CfSolution *
count_plan (const CfProblem *problem,
            gint64           deadline,
            gsize            max_states,
            GCancellable    *cancellable,
            GError         **error)
{
  g_autoptr(CfSolution) solution = g_new0 (CfSolution, 1);
  g_autofree U256 *cells = NULL;
  DpPlan          *plan = g_new (DpPlan, 1);
  U256             total;
  guint            n_public = cf_problem_n_public (problem);
  long double      total_ld;

  if (!plan_new (problem, plan, error))
    {
      g_free (plan);
      return NULL;
    }
  plan->deadline = deadline;
  plan->max_total_states = MIN (plan->max_total_states, max_states);
  if (!run_counts (plan, TRUE, &total, &cells, cancellable, error))
    {
      g_free (plan);
      return NULL;
    }

  solution->exact = TRUE;
  solution->complete = TRUE;
  solution->n_public = n_public;
  solution->n_players = problem->n_players;
  solution->consistent = !u256_is_zero (total);
  solution->deals = u256_to_decimal (total);
  total_ld = u256_to_long_double (total);
  solution->deals_approx = (double)total_ld;
  solution->p = g_new0 (double, (gsize)problem->n_cards *n_public);
  solution->status = g_new0 (guint8, (gsize)problem->n_cards * n_public);

  if (solution->consistent)
    {
      /* Sum the internal holders into public ones (the three envelope
       * slots are one envelope). */
      g_autofree U256 *sums = g_new0 (U256, (gsize)problem->n_cards * n_public);

      for (guint position = 0; position < problem->n_cards; position++)
        {
          guint card = plan->order[position];

          for (guint h = 0; h < problem->n_holders; h++)
            {
              int ph = cf_problem_public_holder (problem, h);

              if (ph < 0)
                continue;
              sums[card * n_public + ph] = u256_add (
                  sums[card * n_public + ph], cells[(gsize)position * problem->n_holders + h]);
            }
        }

      for (gsize i = 0; i < (gsize)problem->n_cards * n_public; i++)
        {
          if (u256_is_zero (sums[i]))
            solution->status[i] = 0;
          else if (u256_equal (sums[i], total))
            solution->status[i] = 2;
          else
            solution->status[i] = 1;
          solution->p[i] =
              solution->status[i] == 2 ? 1.0 : (double)(u256_to_long_double (sums[i]) / total_ld);
        }
    }

  g_free (plan);
  return g_steal_pointer (&solution);
}

/* A first count with few states answers most logs at once. A log that
 * needs more is first narrowed by search: a holder no deal gives a card is
 * struck from it (the deals stay the same ones), and the consequences
 * follow. In a long game that leaves few choices open, this turns a large
 * programme into a small one. @possible receives what the search found
 * (for the estimate when the count still fails); possible[0] stays
 * CF_POSSIBLE_UNKNOWN when there was no search. */
#define QUICK_STATES ((gsize)20000)
#define POSSIBLE_UNKNOWN ((CfHolderMask)0xFFFF)

static gboolean always_narrow;

/**
 * cf_solver_set_always_narrow:
 *
 * For tests: narrow every problem by search before counting it, so that
 * the narrowed count can be checked on logs small enough to list.
 */
void
cf_solver_set_always_narrow (gboolean always)
{
  always_narrow = always;
}

static CfSolution *
count_exactly (const CfProblem *problem,
               gint64           deadline,
               gint64           decide_deadline,
               CfHolderMask    *possible,
               CfHolderMask    *unknown,
               GCancellable    *cancellable,
               GError         **error)
{
  g_autoptr(GError) local = NULL;
  g_autoptr(CfProblem) narrowed = NULL;
  CfSolution *solution;

  possible[0] = POSSIBLE_UNKNOWN;
  solution =
      always_narrow ? NULL : count_plan (problem, deadline, QUICK_STATES, cancellable, &local);
  if (solution != NULL)
    return solution;
  if (local != NULL && !g_error_matches (local, CF_ERROR, CF_ERROR_TOO_LARGE))
    {
      g_propagate_error (error, g_steal_pointer (&local));
      return NULL;
    }
  g_clear_error (&local);

  {
    gint64 start = g_get_monotonic_time ();

    if (!cf_sat_possible (problem, possible, unknown, NULL, decide_deadline, cancellable, error))
      {
        possible[0] = POSSIBLE_UNKNOWN;
        return NULL;
      }
    g_debug ("narrowed by search in %.1f ms", (g_get_monotonic_time () - start) / 1000.0);
  }
  /* Only what is proved impossible goes: the count stays exact when some
   * cells were left open. */
  narrowed = cf_problem_copy (problem);
  for (guint c = 0; c < problem->n_cards; c++)
    narrowed->allowed[c] &= possible[c] | unknown[c];
  simplify (narrowed);
  return count_plan (narrowed, deadline, MAX_STATES_IN_ALL, cancellable, error);
}

/* When counting is out of reach: every cell decided exactly by search, the
 * chances estimated by sampling deals. */
static CfSolution *
estimate (const CfProblem    *problem,
          const CfHolderMask *known_possible,
          const CfHolderMask *known_unknown,
          GCancellable       *cancellable,
          GError            **error)
{
  g_autoptr(CfSolution) solution = g_new0 (CfSolution, 1);
  guint              n_public = cf_problem_n_public (problem);
  guint              n = problem->n_cards, n_h = problem->n_holders;
  CfHolderMask       possible[CF_MAX_CARDS], unknown[CF_MAX_CARDS], open[CF_MAX_CARDS];
  g_autofree double *p = g_new0 (double, (gsize)n *n_h);

  if (known_possible != NULL && known_possible[0] != POSSIBLE_UNKNOWN)
    {
      memcpy (possible, known_possible, sizeof possible[0] * n);
      memcpy (unknown, known_unknown, sizeof unknown[0] * n);
    }
  else if (!cf_sat_possible (problem, possible, unknown, NULL,
                             g_get_monotonic_time () + decide_time_us, cancellable, error))
    return NULL;
  for (guint c = 0; c < n; c++)
    open[c] = possible[c] | unknown[c];

  solution->exact = FALSE;
  solution->complete = TRUE;
  solution->n_public = n_public;
  solution->n_players = problem->n_players;
  solution->consistent = n == 0 || possible[0] != 0;
  solution->deals_approx = NAN;
  solution->p = g_new0 (double, (gsize)n *n_public);
  solution->status = g_new0 (guint8, (gsize)n * n_public);
  solution->margin = g_new0 (double, n);
  if (!solution->consistent)
    return g_steal_pointer (&solution);

  solution->samples = g_array_new (FALSE, FALSE, 1);
  g_debug ("estimating from %.1f ms", g_get_monotonic_time () / 1000.0);
  /* The chain walks only through deals that agree with the problem: every
   * deal it meets proves the cells it shows possible, open ones included. */
  if (!cf_sat_estimate (problem, open, (guint64)estimate_time_us * CF_SAT_WORK_PER_US, p,
                        solution->margin, solution->samples, solution->samples_effective,
                        cancellable, error))
    return NULL;
  for (guint i = 0; i < solution->samples->len; i += n)
    for (guint c = 0; c < n; c++)
      possible[c] |= 1u << g_array_index (solution->samples, guint8, i + c);

  for (guint c = 0; c < n; c++)
    {
      CfHolderMask in[CF_SOLVER_MAX_HOLDERS] = { 0 }; /* internal holders per public one */

      for (guint h = 0; h < n_h; h++)
        {
          int ph = cf_problem_public_holder (problem, h);

          if (ph < 0)
            continue;
          in[ph] |= 1u << h;
          solution->p[c * n_public + ph] += p[(gsize)c * n_h + h];
        }
      for (guint ph = 0; ph < n_public; ph++)
        {
          guint8 *status = &solution->status[c * n_public + ph];

          unknown[c] &= ~possible[c];
          if ((open[c] & in[ph]) == 0)
            *status = CF_STATUS_NONE;
          else if ((open[c] & ~in[ph]) == 0)
            *status = CF_STATUS_ALL;
          else if ((possible[c] & in[ph]) != 0 && (possible[c] & ~in[ph]) != 0)
            *status = CF_STATUS_SOME;
          else
            {
              /* Not proved either way within the budget */
              *status = CF_STATUS_UNKNOWN;
              solution->complete = FALSE;
            }
          /* A certainty is never an estimate. */
          if (*status == CF_STATUS_NONE || *status == CF_STATUS_ALL)
            solution->p[c * n_public + ph] = *status == CF_STATUS_ALL ? 1.0 : 0.0;
        }
      /* Only one holder left: nothing uncertain about this card. */
      if ((open[c] & (open[c] - 1)) == 0)
        solution->margin[c] = 0;
    }
  return g_steal_pointer (&solution);
}

/**
 * cf_solver_count:
 * @problem: a problem
 * @cancellable: (nullable): a #GCancellable
 * @error: return location for an error (cancelled)
 *
 * Counts the deals and, for every card and public holder (players, the
 * envelope, the set-aside pile), the deals that put the card there. When
 * that is out of reach (in time or memory), every status is still decided
 * exactly and the chances are estimated: the solution is then not exact.
 *
 * Returns: (transfer full) (nullable): the solution
 */
CfSolution *
cf_solver_count (const CfProblem *problem, GCancellable *cancellable, GError **error)
{
  g_autoptr(GError) local = NULL;
  CfSolution  *solution = NULL;
  CfHolderMask possible[CF_MAX_CARDS];

  CfHolderMask unknown[CF_MAX_CARDS];
  gint64       start = g_get_monotonic_time ();

  if (always_estimate)
    return estimate (problem, NULL, NULL, cancellable, error);
  if ((solution = count_symmetric (problem)) != NULL)
    return solution;
  solution = count_exactly (problem, start + COUNT_TIME_BUDGET_US, start + decide_time_us, possible,
                            unknown, cancellable, &local);
  if (solution != NULL)
    return solution;
  if (!g_error_matches (local, CF_ERROR, CF_ERROR_TOO_LARGE))
    {
      g_propagate_error (error, g_steal_pointer (&local));
      return NULL;
    }
  g_debug ("counting out of reach (%s) at %.1f ms: estimating", local->message,
           g_get_monotonic_time () / 1000.0);
  return estimate (problem, possible, unknown, cancellable, error);
}

/**
 * cf_solver_count_until:
 * @deadline: monotonic time by which the count must be done
 *
 * Counts exactly, or fails with %CF_ERROR_TOO_LARGE when that cannot be
 * done by @deadline (within the memory budget): no estimate. For advice,
 * which weighs many counts against one budget.
 *
 * Returns: (transfer full) (nullable): the exact solution
 */
CfSolution *
cf_solver_count_until (const CfProblem *problem,
                       gint64           deadline,
                       GCancellable    *cancellable,
                       GError         **error)
{
  CfSolution *solution = count_symmetric (problem);

  if (solution != NULL)
    return solution;
  if (g_get_monotonic_time () > deadline)
    {
      g_set_error_literal (error, CF_ERROR, CF_ERROR_TOO_LARGE, "out of time");
      return NULL;
    }
  {
    CfHolderMask possible[CF_MAX_CARDS], unknown[CF_MAX_CARDS];

    return count_exactly (problem, deadline, deadline, possible, unknown, cancellable, error);
  }
}

/**
 * cf_solver_count_within:
 * @max_states: the most states the programme may make
 * @states: (inout): gets the states it made added
 *
 * Counts exactly, with no clock and no search: the closed form, or the
 * programme within @max_states states; beyond, %CF_ERROR_TOO_LARGE. For
 * advice, whose choice between exact and sampled must depend on the log,
 * never on the machine's load.
 *
 * Returns: (transfer full) (nullable): the exact solution
 */
CfSolution *
cf_solver_count_within (const CfProblem *problem,
                        gsize            max_states,
                        guint64         *states,
                        GCancellable    *cancellable,
                        GError         **error)
{
  CfSolution *solution = count_symmetric (problem);
  guint64     before = dp_states_counted;

  if (solution != NULL)
    return solution;
  solution = count_plan (problem, 0, MIN (max_states, MAX_STATES_IN_ALL), cancellable, error);
  *states += dp_states_counted - before;
  return solution;
}

/**
 * cf_solver_is_satisfiable:
 * @problem: a problem
 * @deadline: monotonic time at which to give up, or 0 for none
 * @cancellable: (nullable): a #GCancellable
 * @error: return location for an error
 *
 * Returns: whether at least one deal satisfies @problem; %FALSE with @error
 *   set when cancelled, or (%CF_ERROR_TOO_LARGE) past @deadline
 */
gboolean
cf_solver_is_satisfiable (const CfProblem *problem,
                          gint64           deadline,
                          GCancellable    *cancellable,
                          GError         **error)
{
  /* A search stops at the first deal; the count would visit them all. */
  return cf_sat_is_satisfiable (problem, deadline, cancellable, error);
}
