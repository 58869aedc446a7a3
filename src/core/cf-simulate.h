/* cf-simulate.h: whole games between bots, with the rules checked throughout
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "cf-bot.h"
#include "cf-game.h"

G_BEGIN_DECLS

/**
 * CfSimulation:
 * @winner: the winning seat, or -1 (everyone out, or the turn limit)
 * @turns: turns played
 * @violations: rule violations the checks found (0 in a correct engine)
 * @problems: (element-type utf8): one line per violation
 * @clocks: Clock cards drawn (Discover the Secrets), the murdering one included
 * @keepers: Keeper cards drawn (Discover the Secrets)
 * @murders: seats murdered by the last Clock
 * @all_murdered: the game ended with every seat murdered
 * @privacy_violations: (hot seat) moments the screen showed a person's
 *   things while another was awaited, or skipped the guard
 * @stalled: (hot seat) the game stopped with nobody able to act
 * @decisions: (cf_simulate_game) per seat, the bot's decisions
 * @think_us: per seat, the microseconds its bot thought in all
 * @think_max_us: per seat, its bot's longest decision
 */
typedef struct
{
  int        winner;
  guint      turns;
  guint      violations;
  GPtrArray *problems;
  guint      clocks;
  guint      keepers;
  guint      murders;
  gboolean   all_murdered;
  guint      privacy_violations;
  gboolean   stalled;
  guint      decisions[CF_GAME_MAX_SEATS];
  gint64     think_us[CF_GAME_MAX_SEATS];
  gint64     think_max_us[CF_GAME_MAX_SEATS];
} CfSimulation;

void cf_simulation_clear (CfSimulation *simulation);

/**
 * CfReferee:
 *
 * The checks of cf_simulate_game() on a game played elsewhere (by a host
 * on the network): cf_referee_before() and cf_referee_after() around each
 * action applied.
 */
typedef struct _CfReferee CfReferee;

CfReferee *cf_referee_new (CfGame *game, CfSimulation *simulation);
void       cf_referee_before (CfReferee *self, guint seat, const CfAction *action);
void       cf_referee_after (CfReferee *self);
void       cf_referee_violation (CfReferee *self, const char *problem);
void       cf_referee_free (CfReferee *self);

gboolean cf_simulate_game (CfEdition           *edition,
                           guint                n_seats,
                           const CfPlayerKind  *levels,
                           const CfGameOptions *options,
                           guint64              seed,
                           guint                game_index,
                           guint                max_turns,
                           CfSimulation        *simulation,
                           GError             **error);

gboolean cf_simulate_hot_seat_game (CfEdition           *edition,
                                    guint                n_seats,
                                    const CfPlayerKind  *kinds,
                                    const CfGameOptions *options,
                                    guint64              seed,
                                    guint                max_turns,
                                    CfSimulation        *simulation,
                                    GError             **error);

G_END_DECLS
