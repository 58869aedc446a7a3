/* cf-game-private.h: the state of a game, shared by the rules and the saves
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "cf-game-shadow.h"
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
  gboolean     default_name; /* @name is the suspect's, in the language shown */
  CfPlayerKind kind;
  gboolean     out;
  GArray      *hand;  /* int cards */
  char        *marks; /* the player's own notebook marks, or NULL */
  CfCaseLog   *log;
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

  /* The optional mechanics, each NULL unless the edition has it */
  CfSecrets *secrets; /* Discover the Secrets */

  /* A shadow: one seat's copy of a game hosted at another computer
   * (cf-game-shadow.c); -1 for a game played here */
  int            shadow_seat;
  CfGameForward  forward;
  gpointer       forward_data;
  GDestroyNotify forward_destroy;
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

/* Shared by the game's files, and by its mechanics */
int      cf_game_first_of (CfGame *self, CfCategory category);
char    *cf_game_default_seat_name (CfGame *self, guint seat);
int      cf_game_room_card (CfGame *self, int room);
int      cf_game_current_room (CfGame *self);
gboolean cf_game_seat_holds (CfGame *self, guint seat, int card);
/* A problem the referee found: its line added to @problems (unless it is
 * NULL); returns 1, to count it */
guint cf_game_add_problem (GPtrArray *problems, const char *format, ...) G_GNUC_PRINTF (2, 3);

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

CfGame *cf_game_alloc (CfEdition *edition, CfBoard *board, guint n_seats);
void    cf_game_attach_secrets (CfGame *self);
void    cf_game_update_reach (CfGame *self);

/*
 * The game's API for its mechanics (cf-secrets.c): besides the public API,
 * all a mechanic may read or do of the game. A mechanic never touches the
 * game's fields; the game calls a mechanic only through its hooks.
 */

/* Reading */
GArray  *cf_game_get_hand (CfGame *self, guint seat);
gboolean cf_game_has_moved (CfGame *self);
int      cf_game_get_refuter (CfGame *self);
/* The game's dice: a number below @bound, or @items shuffled */
guint cf_game_random_below (CfGame *self, guint bound);
void  cf_game_shuffle (CfGame *self, int *items, guint n);
/* Telling */
void cf_game_add_record (CfGame      *self,
                         CfRecordKind kind,
                         int          seat,
                         int          value,
                         const int   *cards,
                         CfPlace      from,
                         CfPlace      to);
void cf_game_append_event (CfGame        *self,
                           const CfEvent *event,
                           guint          seat_with_shown_a,
                           guint          seat_with_shown_b);
/* Deciding: a refused decision's error, and every decision's end */
gboolean cf_game_fail (GError **error, const char *message);
gboolean cf_game_check_phase (CfGame *self, gboolean allowed, GError **error);
void     cf_game_update_awaited (CfGame *self);
/* Acting */
void cf_game_set_phase (CfGame *self, CfPhase phase);
void cf_game_set_moved (CfGame *self);
void cf_game_add_to_roll (CfGame *self, guint steps);
void cf_game_eliminate (CfGame *self, guint seat, gboolean reveal_hand, int record);
void cf_game_next_turn (CfGame *self);
void cf_game_enter (CfGame *self, CfPlace from, CfPlace to, CfPlace door, CfRecordKind kind);
void cf_game_refuse (CfGame *self);
void cf_game_send_token (CfGame *self, int suspect, CfPlace to);

G_END_DECLS
