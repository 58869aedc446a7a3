/* cf-game-private.h: the state of a game, shared by the rules and the saves
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "cf-game.h"

G_BEGIN_DECLS

#define CF_GAME_FORMAT "casefile-game"
#define CF_GAME_VERSION 3

/* A roll with no move at all may be rolled again (where the rules say so)
 * this many times in one turn; then the seat waits. */
#define CF_GAME_MAX_REROLLS 20

typedef struct
{
  int          suspect;
  char        *name;
  CfPlayerKind kind;
  gboolean     out;
  GArray      *hand;  /* int cards */
  char        *marks; /* the player's own notebook marks, or NULL */
  CfCaseLog   *log;
  /* Discover the Secrets */
  GArray  *keepers;   /* int: Keeper indices into the edition's list */
  gboolean murdered;  /* drew the last Clock */
  gboolean may_draw;  /* a suggestion brought its token in: may draw at its turn's start */
  guint64  pool_seen; /* bit i: has seen the pool card at position i */
  gboolean listening; /* its Keeper "see the card shown" waits for the next one */
} CfSeat;

struct _CfGame
{
  GObject parent_instance;

  CfEdition     *edition;
  const CfRules *rules; /* the edition's */
  CfBoard       *board;
  guint64        rng;

  guint  n_seats;
  CfSeat seats[CF_GAME_MAX_SEATS];
  int    envelope[3];

  guint     n_suspects;
  guint     n_weapons;
  CfPlace  *tokens;   /* per suspect */
  int      *weapons;  /* per weapon: room index */
  gboolean *summoned; /* per suspect: moved by a suggestion since its last turn */
  CfPlace  *entry;    /* per suspect in a room: the square in front of the door
                       * it came in by (CF_PLACE_NONE: any door) */

  CfPhase phase;
  guint   current;
  guint   turn;
  int     winner;

  /* The current turn */
  guint    roll;
  guint    next_roll; /* 0: random */
  CfReach  reach;
  int      left_room; /* the room left this turn, or -1 */
  gboolean moved;     /* rolled or took a passage this turn */
  guint    rerolls;   /* rolls again this turn after a roll with no move */

  /* The suggestion being refuted (phase REFUTE) or just made */
  int       suggestion[3];
  int       refuter;
  CfAwaited awaited_told; /* the awaited decision as last notified */

  GArray *records; /* CfRecord */

  /* Discover the Secrets */
  const CfIntrigue *intrigue; /* the edition's deck, or NULL */
  gboolean          keepers_on;
  GArray           *pool;       /* int: the leftover cards, face down in the pool */
  GArray           *deck;       /* int: the Intrigue cards to draw, top last */
  guint             clocks_out; /* Clocks drawn and laid out for all to see */
  gboolean          question;   /* the last roll showed the "?" face */
  gboolean          extra_turn; /* a Keeper gave the current seat another turn */
  int               shown;      /* the card just shown for the current suggestion */
  guint             refused;    /* bit s: seat s was not asked or refused */
};

enum
{
  PROP_0,
  PROP_PHASE,
  PROP_CURRENT_SEAT,
  PROP_AWAITED,
  CF_GAME_N_PROPS
};

enum
{
  TURN_STARTED,
  ROLLED,
  TOKEN_MOVED,
  WEAPON_MOVED,
  SUGGESTED,
  REFUTE_REQUESTED,
  PASSED,
  CARD_SHOWN,
  NOBODY_REFUTED,
  ACCUSED,
  ELIMINATED,
  GAME_OVER,
  RECORD_ADDED,
  INTRIGUE_DRAWN,
  KEEPER_PLAYED,
  CF_GAME_N_SIGNALS
};

extern GParamSpec *cf_game_properties[CF_GAME_N_PROPS];
extern guint       cf_game_signals[CF_GAME_N_SIGNALS];

/* Shared by cf-game.c, cf-game-turns.c, cf-game-story.c, cf-game-check.c */
int      cf_game_first_of (CfGame *self, CfCategory category);
int      cf_game_room_card (CfGame *self, int room);
int      cf_game_current_room (CfGame *self);
gboolean cf_game_seat_holds (CfGame *self, guint seat, int card);
void     cf_game_add_record (CfGame      *self,
                             CfRecordKind kind,
                             int          seat,
                             int          value,
                             const int   *cards,
                             CfPlace      from,
                             CfPlace      to);
void     cf_game_set_phase (CfGame *self, CfPhase phase);

/* The decisions, each wrapped in cf-game-awaited.c so that every one ends
 * in cf_game_update_awaited() */
gboolean cf_game_do_roll (CfGame *self, GError **error);
gboolean cf_game_do_take_passage (CfGame *self, GError **error);
gboolean cf_game_do_move (CfGame *self, CfPlace place, GError **error);
gboolean cf_game_do_suggest (CfGame *self, int suspect_card, int weapon_card, GError **error);
gboolean cf_game_do_show_card (CfGame *self, int card, GError **error);
gboolean
cf_game_do_accuse (CfGame *self, int suspect_card, int weapon_card, int room_card, GError **error);
gboolean cf_game_do_end_turn (CfGame *self, GError **error);
gboolean cf_game_do_draw (CfGame *self, GError **error);
gboolean cf_game_do_look (CfGame *self, guint position, GError **error);
gboolean cf_game_do_play_keeper (
    CfGame *self, CfKeeperEffect effect, int suspect, CfPlace place, GError **error);
void     cf_game_update_awaited (CfGame *self);
gboolean cf_game_fail (GError **error, const char *message);
gboolean cf_game_check_phase (CfGame *self, gboolean allowed, GError **error);
void     cf_game_append_event (CfGame        *self,
                               const CfEvent *event,
                               guint          seat_with_shown_a,
                               guint          seat_with_shown_b);

CfGame  *cf_game_alloc (CfEdition *edition, CfBoard *board, guint n_seats);
void     cf_game_murder (CfGame *self, guint seat);
gboolean cf_game_draw_intrigue (CfGame *self, guint seat);
gboolean cf_game_draw_current (CfGame *self);
void     cf_game_next_turn (CfGame *self);
void     cf_game_enter (CfGame *self, CfPlace from, CfPlace to, CfPlace door, CfRecordKind kind);
void     cf_game_refuse (CfGame *self);
void     cf_game_overhear (CfGame *self);
void     cf_game_send_token (CfGame *self, int suspect, CfPlace to);
void     cf_game_update_reach (CfGame *self);

G_END_DECLS
