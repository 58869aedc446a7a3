/* cf-deduction.h: everything that follows, exactly, from a case log
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "cf-case-log.h"

G_BEGIN_DECLS

/**
 * CfCellStatus:
 * @CF_CELL_NO: the holder has the card in no consistent deal
 * @CF_CELL_MAYBE: in some but not all
 * @CF_CELL_YES: in every consistent deal
 * @CF_CELL_UNKNOWN: not proved either way within the budget; only when
 *   cf_deduction_is_complete() is %FALSE
 */
typedef enum
{
  CF_CELL_NO,
  CF_CELL_MAYBE,
  CF_CELL_YES,
  CF_CELL_UNKNOWN,
} CfCellStatus;

/**
 * CfExplanation:
 * @status: the status explained (%CF_CELL_YES or %CF_CELL_NO)
 * @entries: (element-type guint): the entries that alone force it; entry
 *   numbers as cf_deduction_describe_entry() takes them
 * @reason: (nullable): one line in words where a simple rule applies
 */
typedef struct
{
  CfCellStatus status;
  GArray      *entries;
  char        *reason;
} CfExplanation;

void cf_explanation_free (CfExplanation *explanation);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (CfExplanation, cf_explanation_free)

/**
 * CfAdvice:
 * @cards: the suggestion (suspect, weapon, room)
 * @expected_bits: how much the suggestion is expected to narrow the
 *   envelope, in bits of its entropy
 * @p_nobody: the probability that nobody can refute it
 * @p_solved: the probability that the envelope is known afterwards
 * @exact: whether the figures are exact; else they come from sampled deals
 * @bits_margin: when not exact, the half-width of a 95% interval around
 *   @expected_bits; 0 when exact
 */
typedef struct
{
  int      cards[3];
  double   expected_bits;
  double   p_nobody;
  double   p_solved;
  gboolean exact;
  double   bits_margin;
} CfAdvice;

#define CF_TYPE_DEDUCTION (cf_deduction_get_type ())

G_DECLARE_FINAL_TYPE (CfDeduction, cf_deduction, CF, DEDUCTION, GObject)

CfDeduction *cf_deduction_new (CfCaseLog *log, GCancellable *cancellable, GError **error);
void         cf_deduction_new_async (CfCaseLog          *log,
                                     GCancellable       *cancellable,
                                     GAsyncReadyCallback callback,
                                     gpointer            user_data);
CfDeduction *cf_deduction_new_finish (GAsyncResult *result, GError **error);

CfCaseLog   *cf_deduction_get_case_log (CfDeduction *self);
gboolean     cf_deduction_is_consistent (CfDeduction *self);
int          cf_deduction_get_contradiction_at (CfDeduction *self);
const char  *cf_deduction_get_deals (CfDeduction *self);
gboolean     cf_deduction_is_exact (CfDeduction *self);
gboolean     cf_deduction_is_complete (CfDeduction *self);
double       cf_deduction_get_margin (CfDeduction *self, guint card);
guint        cf_deduction_get_n_holders (CfDeduction *self);
int          cf_deduction_get_envelope_holder (CfDeduction *self);
int          cf_deduction_get_set_aside_holder (CfDeduction *self);
CfCellStatus cf_deduction_get_status (CfDeduction *self, guint card, guint holder);
double       cf_deduction_get_probability (CfDeduction *self, guint card, guint holder);
int          cf_deduction_get_envelope (CfDeduction *self, CfCategory category);
gboolean     cf_deduction_is_solved (CfDeduction *self);
double       cf_deduction_get_envelope_entropy (CfDeduction *self);
char        *cf_deduction_to_json (CfDeduction *self);

CfExplanation *cf_deduction_explain (
    CfDeduction *self, guint card, guint holder, GCancellable *cancellable, GError **error);
void cf_deduction_explain_async (CfDeduction        *self,
                                 guint               card,
                                 guint               holder,
                                 GCancellable       *cancellable,
                                 GAsyncReadyCallback callback,
                                 gpointer            user_data);
CfExplanation         *
cf_deduction_explain_finish (CfDeduction *self, GAsyncResult *result, GError **error);
char   *cf_deduction_describe_entry (CfDeduction *self, guint entry);
char   *cf_deduction_describe_event (CfDeduction *self, guint index);
int     cf_deduction_entry_get_event (CfDeduction *self, guint entry);
GArray *cf_deduction_advise (
    CfDeduction *self, int seat, int room, GCancellable *cancellable, GError **error);
double   cf_deduction_get_envelope_probability (CfDeduction  *self,
                                                const int     cards[3],
                                                GCancellable *cancellable,
                                                GError      **error);
GArray  *cf_deduction_advise_among (CfDeduction *self,
                                    int          seat,
                                    const int (*suggestions)[3],
                                    guint         n,
                                    GCancellable *cancellable,
                                    GError      **error);
gboolean cf_deduction_guess_assuming (CfCaseLog     *log,
                                      const guint64 *not_held,
                                      int            guess[3],
                                      double        *p_guess,
                                      double        *p_envelope,
                                      GCancellable  *cancellable,
                                      GError       **error);

G_END_DECLS
