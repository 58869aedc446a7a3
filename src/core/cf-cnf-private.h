/* cf-cnf-private.h: a problem as clauses for a conflict-driven SAT solver
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "cf-solver-private.h"

G_BEGIN_DECLS

typedef struct _CfCnf CfCnf;

CfCnf *cf_cnf_new (const CfProblem *problem, GCancellable *cancellable);
void   cf_cnf_free (CfCnf *cnf);
void   cf_cnf_set_deadline (CfCnf *cnf, gint64 deadline);
int    cf_cnf_solve (CfCnf *cnf, int card, guint holder, guint8 *deal);
void   cf_cnf_forbid (CfCnf *cnf, guint card, guint holder);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CfCnf, cf_cnf_free)

G_END_DECLS
