/* cf-game.h: a whole game by the rules of an edition, as a state machine
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "cf-board.h"
#include "cf-case-log.h"
#include "cf-edition.h"
#include "cf-intrigue.h"
#include "cf-secrets.h"

G_BEGIN_DECLS

#define CF_GAME_MIN_SEATS 3
#define CF_GAME_MAX_SEATS 6

/**
 * CfPhase:
 * @CF_PHASE_START: the current seat may roll, take a passage, suggest
 *   where a suggestion moved it, accuse, or (when it cannot move) end the turn
 * @CF_PHASE_MOVE: rolled; the current seat picks a destination from the reach
 * @CF_PHASE_SUGGEST: just entered a room; the current seat suggests or accuses
 * @CF_PHASE_REFUTE: the refuter picks which matching card to show
 * @CF_PHASE_END: the current seat may accuse or end the turn
 * @CF_PHASE_OVER: someone won or everyone is out
 */
typedef enum
{
  CF_PHASE_START,
  CF_PHASE_MOVE,
  CF_PHASE_SUGGEST,
  CF_PHASE_REFUTE,
  CF_PHASE_END,
  CF_PHASE_OVER,
} CfPhase;

typedef enum
{
  CF_PLAYER_HUMAN,
  CF_PLAYER_BEGINNER,
  CF_PLAYER_DETECTIVE,
  CF_PLAYER_MASTER,
} CfPlayerKind;

#define CF_N_PLAYER_KINDS 4

const char *cf_player_kind_to_string (CfPlayerKind kind);
gboolean    cf_player_kind_from_string (const char *text, CfPlayerKind *kind);
const char *cf_player_kind_get_label (CfPlayerKind kind);

/**
 * CfSeatSetup:
 * @suspect: the seat's token, a suspect index (0 = the edition's first suspect)
 * @name: (nullable): the player's name; %NULL uses the suspect's name
 * @kind: a human or a bot of some strength
 */
typedef struct
{
  int          suspect;
  const char  *name;
  CfPlayerKind kind;
} CfSeatSetup;

typedef enum
{
  CF_ACTION_ROLL,
  CF_ACTION_PASSAGE,
  CF_ACTION_MOVE,
  CF_ACTION_SUGGEST,
  CF_ACTION_SHOW,
  CF_ACTION_ACCUSE,
  CF_ACTION_END_TURN,
  CF_ACTION_DRAW,   /* draw the Intrigue card a suggestion's summons allows */
  CF_ACTION_KEEPER, /* play a Keeper: cards[0] its effect, cards[1] a suspect, place */
  CF_ACTION_LOOK,   /* look at a face-down pool card: cards[0] its position */
} CfActionKind;

/**
 * CfChoices:
 * @CF_CHOICE_ROLL: roll the dice (cf_game_roll())
 * @CF_CHOICE_PASSAGE: take the room's secret passage
 * @CF_CHOICE_MOVE: pick a square or room within the roll
 * @CF_CHOICE_SUGGEST: make a suggestion in the room
 * @CF_CHOICE_SHOW: show one of the cards named (cf_game_get_refute_choices())
 * @CF_CHOICE_ACCUSE: accuse
 * @CF_CHOICE_END_TURN: end the turn (or wait, when hemmed in)
 * @CF_CHOICE_DRAW: draw the Intrigue card a summons allows
 * @CF_CHOICE_KEEPER: play one of the Keepers held (cf_game_can_play_keeper())
 * @CF_CHOICE_LOOK: look at a face-down card of the pool
 *
 * What the awaited seat may do now, as flags of #CfAction kinds.
 */
typedef enum /*< flags >*/
{
  CF_CHOICE_ROLL = 1 << CF_ACTION_ROLL,
  CF_CHOICE_PASSAGE = 1 << CF_ACTION_PASSAGE,
  CF_CHOICE_MOVE = 1 << CF_ACTION_MOVE,
  CF_CHOICE_SUGGEST = 1 << CF_ACTION_SUGGEST,
  CF_CHOICE_SHOW = 1 << CF_ACTION_SHOW,
  CF_CHOICE_ACCUSE = 1 << CF_ACTION_ACCUSE,
  CF_CHOICE_END_TURN = 1 << CF_ACTION_END_TURN,
  CF_CHOICE_DRAW = 1 << CF_ACTION_DRAW,
  CF_CHOICE_KEEPER = 1 << CF_ACTION_KEEPER,
  CF_CHOICE_LOOK = 1 << CF_ACTION_LOOK,
} CfChoices;

/**
 * CfAwaited:
 * @seat: the seat the game waits for, or -1 when nobody (the game is over)
 * @choices: what that seat may do now; 0 when nobody is awaited
 *
 * The decision the game waits for. It is the one thing that says who must
 * act: bots, the hot seat and the hint line follow it (CfGame:awaited).
 */
typedef struct
{
  int       seat;
  CfChoices choices;
} CfAwaited;

#define CF_TYPE_AWAITED (cf_awaited_get_type ())
GType      cf_awaited_get_type (void) G_GNUC_CONST;
CfAwaited *cf_awaited_copy (const CfAwaited *awaited);
void       cf_awaited_free (CfAwaited *awaited);

/**
 * CfAction:
 * @kind: what to do
 * @place: for a move, where to
 * @cards: for a suggestion the suspect and weapon card; for an accusation
 *   suspect, weapon and room; for showing, `cards[0]`
 */
typedef struct
{
  CfActionKind kind;
  CfPlace      place;
  int          cards[3];
} CfAction;

/**
 * CfRecordKind: one line of the public story of a game
 */
typedef enum
{
  CF_RECORD_TURN,    /* seat */
  CF_RECORD_ROLL,    /* seat, value */
  CF_RECORD_MOVE,    /* seat, from, to (places) */
  CF_RECORD_PASSAGE, /* seat, from, to (places) */
  CF_RECORD_STAY,    /* seat: suggests where a suggestion brought it */
  CF_RECORD_SUGGEST, /* seat, cards */
  CF_RECORD_PASS,    /* seat: could not refute */
  CF_RECORD_SHOW,    /* seat showed a card to value (never which) */
  CF_RECORD_NOBODY,  /* seat: nobody could refute its suggestion */
  CF_RECORD_ACCUSE,  /* seat, cards, value = correct */
  CF_RECORD_WAIT,    /* seat could not move; to: the pool, where it stayed there */
  CF_RECORD_OVER,    /* seat = winner or -1 */
  /* Discover the Secrets */
  CF_RECORD_HIGH_ROLL, /* seat rolled value to see who begins */
  CF_RECORD_CLOCK,     /* seat drew a Clock: value Clocks are now laid out */
  CF_RECORD_KEEPER,    /* seat drew a Keeper (others never learn which) */
  CF_RECORD_MURDER,    /* seat drew the last Clock and is murdered */
  CF_RECORD_PLAY,      /* seat played the Keeper of effect value; cards[0] the suspect
                        * card it sent back (or -1), to where a token went (or
                        * CF_PLACE_NONE) */
  CF_RECORD_LOOK,      /* seat looked at the pool card at position value */
  CF_RECORD_PASS_ON,   /* seat, murdered, was not asked */
} CfRecordKind;

typedef struct
{
  CfRecordKind kind;
  int          seat;
  int          value;
  int          cards[3];
  CfPlace      from;
  CfPlace      to;
} CfRecord;

/**
 * CfGameOptions:
 * @no_keepers: the Intrigue deck holds only the Clocks
 *
 * What a table may choose beyond the edition's rules.
 */
typedef struct
{
  gboolean no_keepers;
} CfGameOptions;

/* An Intrigue card: a Clock, or the index of a Keeper in the edition's list */
#define CF_INTRIGUE_CLOCK (-1)

/* The game's dice and shuffles: splitmix64, its whole state one number */
guint64 cf_game_rng_next (guint64 *state);
guint   cf_game_rng_below (guint64 *state, guint bound);

#define CF_TYPE_GAME (cf_game_get_type ())

G_DECLARE_FINAL_TYPE (CfGame, cf_game, CF, GAME, GObject)

CfGame *cf_game_new (
    CfEdition *edition, guint n_seats, const CfSeatSetup *seats, guint64 seed, GError **error);
CfGame  *cf_game_new_in_series (CfEdition         *edition,
                                guint              n_seats,
                                const CfSeatSetup *seats,
                                guint64            seed,
                                guint              game_index,
                                GError           **error);
CfGame  *cf_game_new_full (CfEdition           *edition,
                           guint                n_seats,
                           const CfSeatSetup   *seats,
                           guint64              seed,
                           guint                game_index,
                           const CfGameOptions *options,
                           GError             **error);
CfGame  *cf_game_new_from_bytes (GBytes *bytes, GError **error);
CfGame  *cf_game_new_from_file (GFile *file, GError **error);
GBytes  *cf_game_to_bytes (CfGame *self);
gboolean cf_game_save (CfGame *self, GFile *file, GError **error);

CfEdition   *cf_game_get_edition (CfGame *self);
gboolean     cf_game_may_leave_by (CfGame *self, int suspect, CfPlace outside);
CfPlace      cf_game_get_entry (CfGame *self, int suspect);
CfBoard     *cf_game_get_board (CfGame *self);
guint        cf_game_get_n_seats (CfGame *self);
int          cf_game_get_seat_suspect (CfGame *self, guint seat);
const char  *cf_game_get_seat_name (CfGame *self, guint seat);
CfPlayerKind cf_game_get_seat_kind (CfGame *self, guint seat);
gboolean     cf_game_is_seat_out (CfGame *self, guint seat);
int          cf_game_get_seat_of_suspect (CfGame *self, int suspect);

CfPhase cf_game_get_phase (CfGame *self);
guint   cf_game_get_current_seat (CfGame *self);
int     cf_game_get_acting_seat (CfGame *self);
guint   cf_game_get_turn (CfGame *self);
int     cf_game_get_winner (CfGame *self);

CfPlace        cf_game_get_token (CfGame *self, int suspect);
int            cf_game_get_weapon_room (CfGame *self, int weapon);
void           cf_game_get_occupied (CfGame *self, int except_suspect, gboolean *occupied);
guint          cf_game_get_roll (CfGame *self);
const CfReach *cf_game_get_reach (CfGame *self);
gboolean       cf_game_can_roll (CfGame *self);
gboolean       cf_game_can_take_passage (CfGame *self);
gboolean       cf_game_can_suggest (CfGame *self);
gboolean       cf_game_can_accuse (CfGame *self);
gboolean       cf_game_can_end_turn (CfGame *self);
int            cf_game_get_suggestion_room (CfGame *self);
const int     *cf_game_get_suggestion (CfGame *self);
int            cf_game_get_suggester (CfGame *self);

/* Private to a seat: only the GUI showing that seat, or its bot */
CfCaseLog  *cf_game_get_case_log (CfGame *self, guint seat);
GArray     *cf_game_get_refute_choices (CfGame *self);
const char *cf_game_get_seat_marks (CfGame *self, guint seat);
void        cf_game_set_seat_marks (CfGame *self, guint seat, const char *marks);
gboolean    cf_game_marks_are_valid (CfGame *self, const char *marks);
/* Only when the game is over */
const int *cf_game_get_envelope (CfGame *self);
const int *cf_game_get_envelope_seen_by (CfGame *self, guint seat);

guint           cf_game_get_n_records (CfGame *self);
const CfRecord *cf_game_get_record (CfGame *self, guint index);
char           *cf_game_describe_record (CfGame *self, guint index);
char           *cf_game_describe_hand (CfGame *self, guint seat);
char           *cf_game_describe_pool (CfGame *self);
char           *cf_game_describe_whereabouts (CfGame *self, int own_suspect);
int             cf_game_nearest_room (CfGame *self, CfPlace square);
char           *cf_game_describe_reach (CfGame *self);

void cf_game_set_next_roll (CfGame *self, guint roll);

gboolean cf_game_roll (CfGame *self, GError **error);
gboolean cf_game_take_passage (CfGame *self, GError **error);
gboolean cf_game_move (CfGame *self, CfPlace place, GError **error);
gboolean cf_game_suggest (CfGame *self, int suspect_card, int weapon_card, GError **error);
gboolean cf_game_show_card (CfGame *self, int card, GError **error);
gboolean
cf_game_accuse (CfGame *self, int suspect_card, int weapon_card, int room_card, GError **error);
gboolean cf_game_end_turn (CfGame *self, GError **error);
gboolean cf_game_apply (CfGame *self, const CfAction *action, GError **error);

CfAwaited cf_game_get_awaited (CfGame *self);
char     *cf_game_describe_awaited (CfGame *self);

/* The optional mechanics, each %NULL unless the edition has it */
CfSecrets *cf_game_get_secrets (CfGame *self);

/* Where the tokens stand, for the pool and the Keepers */
gboolean cf_game_in_pool (CfGame *self);
int      cf_game_get_seat_right_of (CfGame *self, guint seat);
gboolean cf_game_can_send_to_start (CfGame *self, int suspect);

/* Discover the Secrets: shortcuts to cf_game_get_secrets(), each answering
 * as if nothing were there (or refusing the decision) without it */
const CfIntrigue *cf_game_get_intrigue (CfGame *self);
gboolean          cf_game_get_keepers_enabled (CfGame *self);
guint             cf_game_get_clocks_out (CfGame *self);
guint             cf_game_get_n_intrigue_left (CfGame *self);
gboolean          cf_game_is_seat_murdered (CfGame *self, guint seat);
gboolean          cf_game_get_last_roll_question (CfGame *self);
guint             cf_game_get_n_pool_cards (CfGame *self);
int               cf_game_get_pool_card_seen (CfGame *self, guint seat, guint position);
/* Private to a seat */
guint    cf_game_get_n_keepers (CfGame *self, guint seat);
int      cf_game_get_keeper (CfGame *self, guint seat, guint index);
gboolean cf_game_seat_has_keeper (CfGame *self, guint seat, CfKeeperEffect effect);
gboolean cf_game_is_seat_listening (CfGame *self, guint seat);
gboolean cf_game_can_draw (CfGame *self);
gboolean cf_game_can_look (CfGame *self, guint position);
gboolean cf_game_can_play_keeper (CfGame *self, CfKeeperEffect effect);
gboolean cf_game_draw (CfGame *self, GError **error);
gboolean cf_game_look (CfGame *self, guint position, GError **error);
gboolean cf_game_play_keeper (
    CfGame *self, CfKeeperEffect effect, int suspect, CfPlace place, GError **error);

guint cf_game_check (CfGame *self, GPtrArray *problems);

G_END_DECLS
