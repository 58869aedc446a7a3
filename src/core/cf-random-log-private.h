/* cf-random-log-private.h: case logs of simulated play, for tests and benchmarks
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "cf-case-log.h"

G_BEGIN_DECLS

/**
 * CfRandomDeal:
 * @holder: for every card, the player holding it, %CF_SET_ASIDE, or
 *   -3 for the envelope
 */
typedef struct
{
  int holder[CF_MAX_CARDS];
} CfRandomDeal;

#define CF_RANDOM_ENVELOPE (-3)

CfCaseLog *cf_random_log_new (CfEdition    *edition,
                              guint         n_players,
                              guint         set_aside,
                              int           me,
                              guint         n_events,
                              GRand        *rand,
                              CfRandomDeal *deal);

CfCaseLog *cf_random_log_new_full (CfEdition    *edition,
                                   guint         n_players,
                                   guint         set_aside,
                                   int           me,
                                   guint         n_events,
                                   gboolean      hard,
                                   GRand        *rand,
                                   CfRandomDeal *deal);

G_END_DECLS
