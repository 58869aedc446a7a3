/* cf-fuzz-targets.h: what each fuzzer does with one input, shared by the
 * libFuzzer harnesses (tests/fuzz) and the regression test that replays
 * tests/data/fuzz-regressions with gcc in the normal suite
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Bounds on what the case-log target deduces: the engine is exponential in
 * the players and the refutations today, and a fuzzer that waits seconds on
 * one input finds nothing. */
#define CF_FUZZ_MAX_DEDUCE_PLAYERS 6
#define CF_FUZZ_MAX_DEDUCE_EVENTS 12

/* How many moves a bot makes in a game that loaded. */
#define CF_FUZZ_GAME_ACTIONS 3

/**
 * CfFuzzTarget:
 * @name: the harness's name without `fuzz-`, and its folder under
 *   tests/fuzz/corpus and tests/data/fuzz-regressions
 * @run: takes one input; returns %TRUE when the input loaded, %FALSE when it
 *   was refused with an error. Any bug aborts (a failed check, a sanitizer
 *   report, a GLib warning or critical).
 */
typedef struct
{
  const char *name;
  gboolean (*run) (const guint8 *data, gsize size);
} CfFuzzTarget;

void cf_fuzz_init (void);

gboolean cf_fuzz_case_log (const guint8 *data, gsize size);
gboolean cf_fuzz_game (const guint8 *data, gsize size);
gboolean cf_fuzz_edition (const guint8 *data, gsize size);
gboolean cf_fuzz_board (const guint8 *data, gsize size);
gboolean cf_fuzz_bot_view (const guint8 *data, gsize size);
gboolean cf_fuzz_net_message (const guint8 *data, gsize size);
gboolean cf_fuzz_seat_copy (const guint8 *data, gsize size);

const CfFuzzTarget *cf_fuzz_get_targets (guint *n_targets);
const CfFuzzTarget *cf_fuzz_lookup_target (const char *name);

G_END_DECLS
