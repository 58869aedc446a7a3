/* cf-secrets-private.h: Discover the Secrets' state, and the hooks the game
 * calls at the points of a turn where the mechanic acts
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "cf-game-save-private.h"
#include "cf-secrets.h"

G_BEGIN_DECLS

typedef struct
{
  GArray  *keepers;   /* int: Keeper indices into the edition's list */
  gboolean murdered;  /* drew the last Clock */
  gboolean may_draw;  /* a suggestion brought its token in: may draw at its turn's start */
  guint64  pool_seen; /* bit i: has seen the pool card at position i */
  gboolean listening; /* its Keeper "see the card shown" waits for the next one */
} CfSecretsSeat;

struct _CfSecrets
{
  GObject parent_instance;

  CfGame           *game; /* the game it belongs to (a weak pointer) */
  const CfIntrigue *intrigue;
  guint             n_seats;
  gboolean          keepers_on;
  GArray           *pool;       /* int: the leftover cards, face down in the pool */
  GArray           *deck;       /* int: the Intrigue cards to draw, top last */
  guint             clocks_out; /* Clocks drawn and laid out for all to see */
  gboolean          question;   /* the last roll showed the "?" face */
  gboolean          extra_turn; /* a Keeper gave the current seat another turn */
  int               shown;      /* the card just shown for the current suggestion */
  guint             refused;    /* bit s: seat s was not asked or refused */
  CfSecretsSeat     seats[CF_GAME_MAX_SEATS];
};

/* Made by the game (cf_game_alloc()) for an edition with an Intrigue deck */
CfSecrets *cf_secrets_new (CfGame *game);
/* A new game: @leftovers go face down into the pool, and the deck is
 * shuffled with the game's dice (the Keepers in it unless @keepers_on is
 * FALSE) */
void
cf_secrets_set_up (CfSecrets *self, gboolean keepers_on, const int *leftovers, guint n_leftovers);

/*
 * The hooks. The game calls each at one point of a turn, and only these:
 * the mechanic never learns of a turn otherwise. Each takes %NULL (an
 * edition without the mechanic) and then does nothing, or answers as if
 * there were no mechanic.
 *
 *   turn_started      a turn begins, before its phase is told: the roll's
 *                     "?", the card shown and who passed over are forgotten
 *   rolled            the dice are rolled, before the roll is told:
 *                     @question, the last die showed the "?" face
 *   roll_told         after the roll is told: a "?" draws an Intrigue card;
 *                     TRUE when that murdered the roller (the next turn has
 *                     begun)
 *   moved             the token stopped at @place by the dice: a "?" square
 *                     draws an Intrigue card
 *   token_summoned    a suggestion brought @suspect's token into its room
 *                     from elsewhere: its seat may draw at its next turn
 *   suggested         a suggestion is about to be asked: nobody has passed
 *                     it over yet
 *   passes_over       @seat would be asked next: TRUE when it is not asked
 *                     (murdered); it is told in the story then
 *   get_refused       the seats passed over or refusing so far (bits)
 *   suggestion_answered  the suggestion was answered (the phase is now the
 *                     end of the turn): @shown by @refuter, or nobody; a
 *                     seat listening sees the card
 *   turn_ending       the current seat's turn is over: a draw it was owed
 *                     lapses
 *   plays_again       whether a Keeper gives @seat another turn now (some
 *                     seat still plays); the gift is spent either way
 *   may_accuse        the pool's part in whether the current seat may accuse
 *                     (one action a visit: cf_secrets_look()); FALSE with
 *                     @error saying why not
 *   get_choices       the decisions of the mechanic open to the acting seat
 *                     (CF_CHOICE_DRAW, _KEEPER, _LOOK)
 *   describe_awaited  the hint line when the mechanic decides it, or NULL
 *   describe_record   the line of the public story for one of the
 *                     mechanic's records (cf-secrets-story.c)
 *
 * The decisions themselves (cf_secrets_draw(), _look(), _play_keeper())
 * are public; they end in cf_game_update_awaited() like every decision.
 */
void     cf_secrets_turn_started (CfSecrets *self);
void     cf_secrets_rolled (CfSecrets *self, gboolean question);
gboolean cf_secrets_roll_told (CfSecrets *self);
void     cf_secrets_moved (CfSecrets *self, CfPlace place);
void     cf_secrets_token_summoned (CfSecrets *self, int suspect);
void     cf_secrets_suggested (CfSecrets *self);
gboolean cf_secrets_passes_over (CfSecrets *self, guint seat);
guint    cf_secrets_get_refused (CfSecrets *self);
void     cf_secrets_suggestion_answered (CfSecrets *self, int refuter, int shown);
void     cf_secrets_turn_ending (CfSecrets *self, guint seat);
gboolean cf_secrets_plays_again (CfSecrets *self, guint seat);
gboolean cf_secrets_may_accuse (CfSecrets *self, GError **error);
guint    cf_secrets_get_choices (CfSecrets *self);
char    *cf_secrets_describe_awaited (CfSecrets *self, guint choices);
char    *cf_secrets_describe_record (CfSecrets *self, const CfRecord *record, const char *who);

/* The rules, for tests that set up a moment of a game */
gboolean cf_secrets_draw_intrigue (CfSecrets *self, guint seat);
void     cf_secrets_murder (CfSecrets *self, guint seat);

/* The pool's face-down cards, for the game's referee and story */
GArray *cf_secrets_get_pool (CfSecrets *self);

/* The referee (cf_game_check()): the pool's cards are counted into
 * @count (the times each card is dealt) and checked against the even deal
 * of hands @min_hand to @max_hand cards; the deck, the Keepers and the
 * flags against the edition. Each adds one line per problem to @problems
 * and returns how many it found. */
guint cf_secrets_check_pool (
    CfSecrets *self, int *count, guint min_hand, guint max_hand, GPtrArray *problems);
guint cf_secrets_check (CfSecrets *self, GPtrArray *problems);

/* The save (cf-secrets-save.c): the members "pool" and "intrigue" of the
 * game's object, written and read back; then, once the whole game is
 * read, each seat's flags and the turn's fields against the rest */
void     cf_secrets_save_to_json (CfSecrets *self, JsonBuilder *builder);
gboolean cf_secrets_load_from_json (CfSecrets    *self,
                                    CfGameReader *reader,
                                    JsonObject   *object,
                                    GError      **error);
gboolean cf_secrets_check_loaded_seats (CfSecrets *self, CfGameReader *reader, GError **error);
gboolean cf_secrets_check_loaded_turn (CfSecrets *self, CfGameReader *reader, GError **error);
/* A seat's copy (cf-game-shadow.c): what the seat may not know of the
 * pool and the Intrigue cards, taken out; and a shadow taking the state of
 * a newer copy */
void cf_secrets_redact_copy (CfSecrets *self, JsonObject *root, guint viewer);
void cf_secrets_shadow_take (CfSecrets *self, CfSecrets *next);

G_END_DECLS
