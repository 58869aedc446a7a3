/* cf-rules.h: the rules of an edition, as data
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* Who begins a game */
typedef enum
{
  CF_FIRST_SCARLET,   /* the seat playing the first suspect, every game */
  CF_FIRST_ROTATES,   /* the first game so; each later game the next seat */
  CF_FIRST_HIGH_ROLL, /* every seat rolls the dice; the highest begins (ties roll again) */
} CfFirstPlayer;

/* What other tokens are to a move */
typedef enum
{
  CF_TOKENS_BLOCK, /* never passed, never shared (1986) */
  CF_TOKENS_PASS,  /* passed, but a move never ends on one (2008) */
  CF_TOKENS_SHARE, /* passed and shared (18 x 18) */
} CfTokenRule;

/* When a seat may accuse */
typedef enum
{
  CF_ACCUSE_ON_OWN_TURN,     /* at any point of its own turn */
  CF_ACCUSE_AFTER_OWN_QUERY, /* only right after its own suggestion was answered */
} CfAccuseWhen;

/**
 * CfRules:
 *
 * Everything the rule texts differ in, read by set-up, movement, the
 * referee, the bots, saves and the GUI. An edition names one. The defaults
 * are the 1986 rules. docs/rules.md gives every rule, its value per
 * edition, and the sentence of the rule text it comes from.
 */
typedef struct
{
  guint         min_players;
  guint         max_players;
  gboolean      always_full; /* computer players fill the empty seats */
  guint         dice;        /* 1 or 2 */
  guint         die_faces;   /* 6 */
  CfFirstPlayer first_player;
  gboolean      exact_roll; /* a corridor move uses the whole roll */
  CfTokenRule   tokens;
  gboolean      same_door;               /* leave a room by the door one came in by */
  gboolean      stuck_rolls_again;       /* no move at all: roll again (else wait) */
  gboolean      suggestion_compulsory;   /* entering a room: must suggest */
  gboolean      suggestion_moves_pieces; /* the named suspect and weapon move in */
  gboolean      summoned_may_suggest;    /* moved in by another: may suggest there */
  gboolean      accuse_after_refuted;    /* may accuse after one's refuted suggestion */
  CfAccuseWhen  accuse_when;
  gboolean      wrong_accuser_moves; /* keeps moving (never suggesting) */
  gboolean      set_aside_leftovers; /* leftover cards set aside, not dealt */
  /* Discover the Secrets */
  gboolean accuse_at_pool;      /* accusations only in the pool, never in a room */
  gboolean pool_look_or_accuse; /* moving into the pool allows one action, on that
                                 * turn: a look (at any or all of its cards) or an
                                 * accusation; staying is no new visit */
  gboolean rumor_ends_turn;     /* the turn is over once a suggestion is answered */
  gboolean question_squares;    /* a "?" square ends the move and draws an Intrigue card */
  guint    question_face;       /* the face of the last die that shows "?" and draws an
                                 * Intrigue card (it counts as that number); 0: none */
  gboolean summoned_draws;      /* a seat whose token a suggestion brought in may draw */
  gboolean weapons_in_pool;     /* the weapons start in the pool (else one to a room) */
} CfRules;

void     cf_rules_init_default (CfRules *rules);
gboolean cf_rules_load (
    CfRules *rules, JsonObject *object, const char *origin, const char *path, GError **error);
void cf_rules_to_json (const CfRules *rules, JsonBuilder *builder);

G_END_DECLS
