/* cf-solver-private.h: exact counting of the deals that agree with a case log
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "cf-case-log.h"

G_BEGIN_DECLS

/*
 * The model: every card is dealt to one "slot holder": a player, the
 * set-aside pile, or the envelope's slot for the card's category (so the
 * envelope holds exactly one card of each category). A problem is, for
 * every card, the set of holders it may be with; the number of cards each
 * holder has (or unknown); and clauses "some card of C is with a holder of
 * H" (a refutation: H is the refuter; a wrong accusation: H is every holder
 * but the envelope). The solver counts, exactly, the deals that satisfy all
 * of it, and for every card and holder the deals that put the card there.
 */

#define CF_SOLVER_MAX_HOLDERS (CF_MAX_PLAYERS + 1 + CF_N_CATEGORIES)
#define CF_UNKNOWN_SIZE (-1)

typedef guint16 CfHolderMask;

typedef struct
{
  CfHolderMask holders;
  guint64      cards;
} CfClause;

typedef struct
{
  guint        n_cards;
  guint8       category[CF_MAX_CARDS];
  guint        n_players;
  guint        n_holders;                   /* players, set-aside, 3 envelope slots */
  int          size[CF_SOLVER_MAX_HOLDERS]; /* CF_UNKNOWN_SIZE when not known */
  CfHolderMask allowed[CF_MAX_CARDS];
  GArray      *clauses;       /* CfClause */
  gboolean     contradiction; /* found while building */
} CfProblem;

/* Internal holder numbers */
static inline guint
cf_problem_set_aside (const CfProblem *problem)
{
  return problem->n_players;
}

static inline guint
cf_problem_envelope (const CfProblem *problem, CfCategory category)
{
  return problem->n_players + 1 + category;
}

/* Players, the envelope, and the set-aside pile when there is one */
static inline guint
cf_problem_n_public (const CfProblem *problem)
{
  return problem->n_players + 1 + (problem->size[cf_problem_set_aside (problem)] != 0);
}

/* The public holder (players, the envelope, the set-aside pile) of an
 * internal one, or -1 for an empty set-aside pile (it is not public). */
static inline int
cf_problem_public_holder (const CfProblem *problem, guint holder)
{
  if (holder < problem->n_players)
    return holder;
  if (holder == cf_problem_set_aside (problem))
    return problem->size[holder] != 0 ? (int)problem->n_players + 1 : -1;
  return problem->n_players;
}

/*
 * The "entries" of a log, each of which an explanation may use:
 * the hand size of each player, the size of the set-aside pile (when there
 * is one), each of my cards, then each event.
 */
typedef enum
{
  CF_ENTRY_HAND_SIZE,
  CF_ENTRY_SET_ASIDE_SIZE,
  CF_ENTRY_MY_CARD,
  CF_ENTRY_EVENT,
} CfEntryKind;

guint       cf_problem_count_entries (CfCaseLog *log);
CfEntryKind cf_problem_entry_kind (CfCaseLog *log, guint entry, guint *index);

CfProblem *cf_problem_new (CfCaseLog *log, const gboolean *entries, guint n_events);
CfProblem *cf_problem_copy (const CfProblem *problem);
void       cf_problem_free (CfProblem *problem);
void       cf_problem_add_event (CfProblem *problem, const CfEvent *event);
void       cf_problem_restrict (CfProblem *problem, guint card, CfHolderMask holders);
guint      cf_problem_classes (const CfProblem *problem, guint8 *class_of);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CfProblem, cf_problem_free)

/* A cell's status in a solution */
enum
{
  CF_STATUS_NONE,    /* in no deal */
  CF_STATUS_SOME,    /* in some deals, not all */
  CF_STATUS_ALL,     /* in every deal */
  CF_STATUS_UNKNOWN, /* not proved either way within the budget */
};

/* Counts are kept as decimal strings and doubles outside the solver. */
typedef struct
{
  gboolean consistent;
  gboolean complete; /* FALSE: some status is CF_STATUS_UNKNOWN */
  gboolean exact;    /* FALSE: p are estimates within margin, deals unknown */
  char    *deals;    /* decimal; NULL when not exact */
  double   deals_approx;
  /* cells[card * n_public + holder]: number of deals, as a fraction of all */
  double *p;
  /* status: CF_STATUS_* */
  guint8 *status;
  guint   n_public;  /* players, envelope, set-aside */
  guint   n_players; /* the internal holders after them: set-aside, envelope slots */
  /* margin[card]: half-width of a 95% interval of its p; NULL when exact */
  double *margin;
  /* When estimated: deals drawn from the chain, n_cards internal holders
   * each (for advice); NULL when exact */
  GArray *samples;
  /* How many independent deals the samples are worth: typically,
   * cautiously (see cf_sat_estimate()) */
  double samples_effective[2];
} CfSolution;

void cf_solution_free (CfSolution *solution);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CfSolution, cf_solution_free)

CfSolution *cf_solver_count (const CfProblem *problem, GCancellable *cancellable, GError **error);
CfSolution *cf_solver_count_until (const CfProblem *problem,
                                   gint64           deadline,
                                   GCancellable    *cancellable,
                                   GError         **error);
CfSolution *cf_solver_count_within (const CfProblem *problem,
                                    gsize            max_states,
                                    guint64         *states,
                                    GCancellable    *cancellable,
                                    GError         **error);
gboolean    cf_solver_is_satisfiable (const CfProblem *problem,
                                      gint64           deadline,
                                      GCancellable    *cancellable,
                                      GError         **error);

void cf_solver_set_always_estimate (gboolean always);
void cf_solver_set_estimate_time (gint64 us);
void cf_solver_set_decide_time (gint64 us);
void cf_deduction_set_advice_budget (guint64 states);
void cf_solver_set_always_narrow (gboolean always);
void cf_sat_set_max_nodes (guint64 nodes);

/* cf-sat.c: search, when counting is out of reach */
gboolean cf_sat_is_satisfiable (const CfProblem *problem,
                                gint64           deadline,
                                GCancellable    *cancellable,
                                GError         **error);
gboolean cf_sat_possible (const CfProblem *problem,
                          CfHolderMask    *possible,
                          CfHolderMask    *unknown,
                          guint8          *deal,
                          gint64           deadline,
                          GCancellable    *cancellable,
                          GError         **error);
/* Markov chains of an estimate (their deals come in that many groups) */
#define CF_SAT_CHAINS 8
/* Sampling work (clause updates) per microsecond of a nominal desktop */
#define CF_SAT_WORK_PER_US 120
gboolean cf_sat_estimate (const CfProblem    *problem,
                          const CfHolderMask *possible,
                          guint64             work,
                          double             *p,
                          double             *margin,
                          GArray             *samples,
                          double             *n_effective,
                          GCancellable       *cancellable,
                          GError            **error);

G_END_DECLS
