/* cf-bot-private.h: what a CfBotView holds, for the bots and the codec
 * that sends a view to a bot on another computer (cf-net-codec)
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "cf-bot.h"

G_BEGIN_DECLS

/* Everything here is what one seat may know when it must act; a field
 * added here must be added to cf-net-codec.c (its round-trip test compares
 * every field) and to docs/network.md. */
struct _CfBotView
{
  CfEdition *edition;
  CfBoard   *board;
  guint      seat;
  guint      n_seats;
  CfPhase    phase;
  guint      current;
  int        suspects[CF_GAME_MAX_SEATS];
  gboolean   out[CF_GAME_MAX_SEATS];
  guint      n_suspects;
  guint      n_weapons;
  CfPlace   *tokens;
  int       *weapons;
  guint      roll;
  CfReach    reach;
  gboolean   can_roll;
  gboolean   can_passage;
  gboolean   can_suggest;
  gboolean   can_accuse;
  gboolean   can_end_turn;
  int        suggestion[3];
  int        suggester;
  GArray    *choices;
  CfCaseLog *log;
  /* Discover the Secrets */
  gboolean at_pool; /* accusations only in the pool */
  gboolean in_pool; /* its token stands in the pool */
  gboolean can_draw;
  int      can_look;                      /* a pool card it may look at, or -1 */
  guint    n_unseen;                      /* pool cards it has not seen */
  gboolean can_play[CF_N_KEEPER_EFFECTS]; /* Keepers it holds and may play now */
  gboolean risky;                         /* the next Clock drawn may murder */
  int      send_target;                   /* an opponent's token worth sending back */
};

G_END_DECLS
