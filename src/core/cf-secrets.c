/* cf-secrets.c: Discover the Secrets: the pool's face-down cards, the
 * Intrigue deck (Clocks and Keepers) and the Keepers' effects, as an object
 * a game holds only when its edition has them
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "cf-secrets-private.h"
#include "cf-text.h"

/*
 * The game calls the hooks below (cf-secrets-private.h) at the points of a
 * turn where the mechanic acts, and this file acts on the game only through
 * the game's API for mechanics (cf-game-private.h): records, the phase,
 * tokens sent, the turn passed on. Nothing here reaches into the game's
 * fields, and nothing in the game's turns reaches into these.
 */

G_DEFINE_FINAL_TYPE (CfSecrets, cf_secrets, G_TYPE_OBJECT)

enum
{
  SECRETS_PROP_0,
  SECRETS_PROP_CLOCKS_OUT,
  SECRETS_N_PROPS
};

enum
{
  SECRETS_INTRIGUE_DRAWN,
  SECRETS_KEEPER_PLAYED,
  SECRETS_POOL_LOOKED,
  SECRETS_N_SIGNALS
};

static GParamSpec *properties[SECRETS_N_PROPS];
static guint       signals[SECRETS_N_SIGNALS];

/* ---------------------------------------------------------------- object */

static void
cf_secrets_finalize (GObject *object)
{
  CfSecrets *self = CF_SECRETS (object);

  if (self->game != NULL)
    g_object_remove_weak_pointer (G_OBJECT (self->game), (gpointer *)&self->game);
  for (guint i = 0; i < CF_GAME_MAX_SEATS; i++)
    g_clear_pointer (&self->seats[i].keepers, g_array_unref);
  g_clear_pointer (&self->pool, g_array_unref);
  g_clear_pointer (&self->deck, g_array_unref);

  G_OBJECT_CLASS (cf_secrets_parent_class)->finalize (object);
}

static void
cf_secrets_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  CfSecrets *self = CF_SECRETS (object);

  switch (prop_id)
    {
    case SECRETS_PROP_CLOCKS_OUT:
      g_value_set_uint (value, self->clocks_out);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cf_secrets_class_init (CfSecretsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = cf_secrets_finalize;
  object_class->get_property = cf_secrets_get_property;

  /**
   * CfSecrets:clocks-out:
   *
   * How many Clocks lie face up for all to see (cf_secrets_get_clocks_out()).
   */
  properties[SECRETS_PROP_CLOCKS_OUT] =
      g_param_spec_uint ("clocks-out", NULL, NULL, 0, G_MAXUINT, 0,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, SECRETS_N_PROPS, properties);

  /**
   * CfSecrets::intrigue-drawn: (seat, card): a Clock or a Keeper's index;
   *   which Keeper is private to the seat
   * CfSecrets::keeper-played: (seat, effect, card): the card the Keeper let
   *   the seat see (private to it), or -1
   * CfSecrets::pool-looked: (seat, position): the seat looked at the pool
   *   card at position; which card it is stays private to the seat
   *
   * CfGame forwards the first two as its own signals of the same names.
   */
  signals[SECRETS_INTRIGUE_DRAWN] =
      g_signal_new ("intrigue-drawn", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                    NULL, G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_INT);
  signals[SECRETS_KEEPER_PLAYED] =
      g_signal_new ("keeper-played", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                    NULL, G_TYPE_NONE, 3, G_TYPE_UINT, G_TYPE_INT, G_TYPE_INT);
  signals[SECRETS_POOL_LOOKED] =
      g_signal_new ("pool-looked", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                    NULL, G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_UINT);
}

static void
cf_secrets_init (CfSecrets *self)
{
  self->shown = CF_NO_CARD;
  self->pool = g_array_new (FALSE, FALSE, sizeof (int));
  self->deck = g_array_new (FALSE, FALSE, sizeof (int));
}

CfSecrets *
cf_secrets_new (CfGame *game)
{
  CfSecrets *self = g_object_new (CF_TYPE_SECRETS, NULL);

  self->game = game;
  g_object_add_weak_pointer (G_OBJECT (game), (gpointer *)&self->game);
  self->intrigue = cf_edition_get_intrigue (cf_game_get_edition (game));
  self->n_seats = cf_game_get_n_seats (game);
  for (guint i = 0; i < self->n_seats; i++)
    self->seats[i].keepers = g_array_new (FALSE, FALSE, sizeof (int));
  return self;
}

/* The Intrigue deck, shuffled: the Clocks and (unless the table plays
 * without them) every copy of every Keeper */
void
cf_secrets_set_up (CfSecrets *self, gboolean keepers_on, const int *leftovers, guint n_leftovers)
{
  g_array_append_vals (self->pool, leftovers, n_leftovers);
  self->keepers_on = keepers_on;
  g_array_set_size (self->deck, 0);
  for (guint c = 0; c < self->intrigue->clocks; c++)
    g_array_append_val (self->deck, (int){ CF_INTRIGUE_CLOCK });
  for (guint k = 0; self->keepers_on && k < self->intrigue->keepers->len; k++)
    for (guint n = 0; n < g_array_index (self->intrigue->keepers, CfKeeper, k).copies; n++)
      g_array_append_val (self->deck, (int){ k });
  cf_game_shuffle (self->game, (int *)self->deck->data, self->deck->len);
}

static const CfRules *
rules (CfSecrets *self)
{
  return cf_edition_get_rules (cf_game_get_edition (self->game));
}

static guint
current (CfSecrets *self)
{
  return cf_game_get_current_seat (self->game);
}

static gboolean
is_out (CfSecrets *self, guint seat)
{
  return cf_game_is_seat_out (self->game, seat);
}

/* ---------------------------------------------------------------- getters */

/**
 * cf_secrets_get_intrigue:
 *
 * Returns: (transfer none): the edition's Intrigue deck
 */
const CfIntrigue *
cf_secrets_get_intrigue (CfSecrets *self)
{
  g_return_val_if_fail (CF_IS_SECRETS (self), NULL);
  return self->intrigue;
}

/**
 * cf_secrets_get_keepers_enabled:
 *
 * Returns: whether the Intrigue deck holds Keepers (the table may play
 *   with the Clocks alone)
 */
gboolean
cf_secrets_get_keepers_enabled (CfSecrets *self)
{
  g_return_val_if_fail (CF_IS_SECRETS (self), FALSE);
  return self->keepers_on;
}

/**
 * cf_secrets_get_clocks_out:
 *
 * Returns: how many Clocks lie face up for all to see (the last Clock is
 *   never laid out: it murders and goes back into the deck)
 */
guint
cf_secrets_get_clocks_out (CfSecrets *self)
{
  g_return_val_if_fail (CF_IS_SECRETS (self), 0);
  return self->clocks_out;
}

guint
cf_secrets_get_n_intrigue_left (CfSecrets *self)
{
  g_return_val_if_fail (CF_IS_SECRETS (self), 0);
  return self->deck->len;
}

gboolean
cf_secrets_is_seat_murdered (CfSecrets *self, guint seat)
{
  g_return_val_if_fail (CF_IS_SECRETS (self), FALSE);
  g_return_val_if_fail (seat < self->n_seats, FALSE);
  return self->seats[seat].murdered;
}

/**
 * cf_secrets_get_last_roll_question:
 *
 * Returns: whether the current turn's roll showed the "?" face
 */
gboolean
cf_secrets_get_last_roll_question (CfSecrets *self)
{
  g_return_val_if_fail (CF_IS_SECRETS (self), FALSE);
  return self->question;
}

guint
cf_secrets_get_n_pool_cards (CfSecrets *self)
{
  g_return_val_if_fail (CF_IS_SECRETS (self), 0);
  return self->pool->len;
}

/**
 * cf_secrets_get_pool_card_seen:
 * @seat: whose knowledge
 * @position: a pool card, from 0
 *
 * Private to @seat.
 *
 * Returns: the card at @position if @seat has looked at it (or the game
 *   is over), else -1
 */
int
cf_secrets_get_pool_card_seen (CfSecrets *self, guint seat, guint position)
{
  g_return_val_if_fail (CF_IS_SECRETS (self), -1);
  g_return_val_if_fail (self->game != NULL, -1);
  g_return_val_if_fail (seat < self->n_seats, -1);
  if (position >= self->pool->len)
    return -1;
  if (!(self->seats[seat].pool_seen & (G_GUINT64_CONSTANT (1) << position)) &&
      cf_game_get_phase (self->game) != CF_PHASE_OVER)
    return -1;
  return g_array_index (self->pool, int, position);
}

GArray *
cf_secrets_get_pool (CfSecrets *self)
{
  return self->pool;
}

/**
 * cf_secrets_is_seat_listening:
 *
 * Private to @seat.
 *
 * Returns: whether @seat has played its Keeper that sees the next card
 *   shown for another player's rumor, and that card has not come yet
 */
gboolean
cf_secrets_is_seat_listening (CfSecrets *self, guint seat)
{
  g_return_val_if_fail (CF_IS_SECRETS (self), FALSE);
  g_return_val_if_fail (seat < self->n_seats, FALSE);
  return self->seats[seat].listening;
}

guint
cf_secrets_get_n_keepers (CfSecrets *self, guint seat)
{
  g_return_val_if_fail (CF_IS_SECRETS (self), 0);
  g_return_val_if_fail (seat < self->n_seats, 0);
  return self->seats[seat].keepers->len;
}

/**
 * cf_secrets_get_keeper:
 *
 * Returns: the index, in the edition's list, of @seat's Keeper at @index
 */
int
cf_secrets_get_keeper (CfSecrets *self, guint seat, guint index)
{
  g_return_val_if_fail (CF_IS_SECRETS (self), -1);
  g_return_val_if_fail (seat < self->n_seats, -1);
  g_return_val_if_fail (index < self->seats[seat].keepers->len, -1);
  return g_array_index (self->seats[seat].keepers, int, index);
}

static CfKeeperEffect
keeper_effect (CfSecrets *self, int keeper)
{
  return g_array_index (self->intrigue->keepers, CfKeeper, keeper).effect;
}

/* The position in @seat's Keepers of one with @effect, or -1 */
static int
find_keeper (CfSecrets *self, guint seat, CfKeeperEffect effect)
{
  GArray *keepers = self->seats[seat].keepers;

  for (guint i = 0; i < keepers->len; i++)
    if (keeper_effect (self, g_array_index (keepers, int, i)) == effect)
      return i;
  return -1;
}

gboolean
cf_secrets_seat_has_keeper (CfSecrets *self, guint seat, CfKeeperEffect effect)
{
  g_return_val_if_fail (CF_IS_SECRETS (self), FALSE);
  g_return_val_if_fail (seat < self->n_seats, FALSE);
  return find_keeper (self, seat, effect) >= 0;
}

/* ---------------------------------------------------------------- drawing */

/**
 * cf_secrets_murder:
 * @seat: who drew the last Clock
 *
 * "If you draw the 8th Clock card, you are out of the game. Place your
 * cards face up where all players can see them." Every seat's case log
 * learns the hand. The Clock goes back into the deck, at a random place.
 */
void
cf_secrets_murder (CfSecrets *self, guint seat)
{
  guint at = cf_game_random_below (self->game, self->deck->len + 1);

  g_array_insert_val (self->deck, at, (int){ CF_INTRIGUE_CLOCK });
  self->seats[seat].murdered = TRUE;
  cf_game_eliminate (self->game, seat, TRUE, CF_RECORD_MURDER);
}

/**
 * cf_secrets_draw_intrigue:
 * @seat: who draws
 *
 * Draws the top Intrigue card for @seat: a Clock is laid out (the last
 * murders), a Keeper goes into @seat's hand. A seat out of the game draws
 * nothing ("you no longer draw Intrigue cards").
 *
 * Returns: whether @seat was murdered
 */
gboolean
cf_secrets_draw_intrigue (CfSecrets *self, guint seat)
{
  int card;

  if (is_out (self, seat) || self->deck->len == 0)
    return FALSE;
  card = g_array_index (self->deck, int, self->deck->len - 1);
  g_array_set_size (self->deck, self->deck->len - 1);
  g_signal_emit (self, signals[SECRETS_INTRIGUE_DRAWN], 0, seat, card);

  if (card >= 0)
    {
      g_array_append_val (self->seats[seat].keepers, card);
      cf_game_add_record (self->game, CF_RECORD_KEEPER, seat, 0, NULL, CF_PLACE_NONE,
                          CF_PLACE_NONE);
      return FALSE;
    }
  if (self->clocks_out + 1 < self->intrigue->clocks)
    {
      self->clocks_out++;
      cf_game_add_record (self->game, CF_RECORD_CLOCK, seat, self->clocks_out, NULL, CF_PLACE_NONE,
                          CF_PLACE_NONE);
      g_object_notify_by_pspec (G_OBJECT (self), properties[SECRETS_PROP_CLOCKS_OUT]);
      return FALSE;
    }
  cf_secrets_murder (self, seat);
  return TRUE;
}

/* The current seat draws (a "?" rolled or landed on, or the draw a rumor
 * allows); a murder ends its turn there and then. Returns whether it was
 * murdered. */
static gboolean
draw_current (CfSecrets *self)
{
  if (!cf_secrets_draw_intrigue (self, current (self)))
    return FALSE;
  cf_game_next_turn (self->game);
  return TRUE;
}

/* Every decision ends here: the game has settled, and says so. */
static gboolean
settled (CfSecrets *self, gboolean done)
{
  cf_game_update_awaited (self->game);
  return done;
}

gboolean
cf_secrets_can_draw (CfSecrets *self)
{
  g_return_val_if_fail (CF_IS_SECRETS (self), FALSE);
  g_return_val_if_fail (self->game != NULL, FALSE);
  return cf_game_get_phase (self->game) == CF_PHASE_START && !cf_game_has_moved (self->game) &&
         self->seats[current (self)].may_draw && !is_out (self, current (self));
}

static gboolean
do_draw (CfSecrets *self, GError **error)
{
  if (!cf_game_check_phase (self->game, cf_secrets_can_draw (self), error))
    return FALSE;
  self->seats[current (self)].may_draw = FALSE;
  draw_current (self);
  return TRUE;
}

/**
 * cf_secrets_draw:
 *
 * "If the Guest you are playing was implicated in the rumor and your pawn
 * was moved into the room from somewhere else, you may draw one Intrigue
 * card." The text does not say when; Casefile offers it at the start of
 * that seat's next turn, before it moves, so that every seat decides on its
 * own turn.
 */
gboolean
cf_secrets_draw (CfSecrets *self, GError **error)
{
  g_return_val_if_fail (CF_IS_SECRETS (self), FALSE);
  g_return_val_if_fail (self->game != NULL, FALSE);
  return settled (self, do_draw (self, error));
}

/* ---------------------------------------------------------------- the pool */

/*
 * "If you move to the pool you may either… Look at any or all face down
 * Rumor cards or Make An Accusation." (pool_look_or_accuse) A visit is the
 * turn the token moves into the pool, by the dice or by a Keeper: the text
 * ties the choice to the move. Staying in the pool on a later turn (the
 * pool is no room one must leave) is no move there, so no new visit; the
 * token must leave and come back. Looking at one card or at all of them is
 * the one action of looking: more looks may follow in the same visit, an
 * accusation may not. An accusation ends the turn (or the game), so nothing
 * follows it.
 *
 * The visit is read from the turn's records (a move into the pool, a look),
 * which saves and seats' copies carry already: nothing more to keep.
 */
typedef enum
{
  POOL_NO_VISIT, /* not in the pool, or staying there since an earlier turn */
  POOL_VISIT,    /* moved in this turn; neither looked nor accused yet */
  POOL_LOOKED,   /* moved in this turn and looked */
} PoolVisit;

static PoolVisit
pool_visit (CfSecrets *self)
{
  CfGame  *game = self->game;
  CfBoard *board = cf_game_get_board (game);
  gboolean looked = FALSE;

  if (!cf_game_in_pool (game))
    return POOL_NO_VISIT;
  for (guint i = cf_game_get_n_records (game); i-- > 0;)
    {
      const CfRecord *r = cf_game_get_record (game, i);

      if (r->kind == CF_RECORD_TURN)
        break;
      if (r->kind == CF_RECORD_LOOK)
        looked = TRUE;
      if ((r->kind == CF_RECORD_MOVE || r->kind == CF_RECORD_PASSAGE) &&
          cf_board_place_is_pool (board, r->to))
        return looked ? POOL_LOOKED : POOL_VISIT;
    }
  return POOL_NO_VISIT;
}

/* Whether the visit rule lets the current seat look now; @error says why not */
static gboolean
visit_allows_look (CfSecrets *self, GError **error)
{
  if (!rules (self)->pool_look_or_accuse || !cf_game_in_pool (self->game) ||
      pool_visit (self) != POOL_NO_VISIT)
    return TRUE;
  return cf_game_fail (error, _("Staying in the pool is no new visit: leave it and come back to "
                                 "look at its cards"));
}

/* The game's rules decide the rest (cf_game_can_accuse()): this is only
 * the visit's part, in the pool */
gboolean
cf_secrets_may_accuse (CfSecrets *self, GError **error)
{
  if (self == NULL || !rules (self)->pool_look_or_accuse || !cf_game_in_pool (self->game))
    return TRUE;
  switch (pool_visit (self))
    {
    case POOL_VISIT:
      return TRUE;
    case POOL_LOOKED:
      return cf_game_fail (error, _("You looked at the pool’s cards on this visit: leave the "
                                     "pool and come back to accuse"));
    case POOL_NO_VISIT:
    default:
      return cf_game_fail (
          error, _("Staying in the pool is no new visit: leave it and come back to accuse"));
    }
}

gboolean
cf_secrets_can_look (CfSecrets *self, guint position)
{
  CfPhase phase;
  guint   seat;

  g_return_val_if_fail (CF_IS_SECRETS (self), FALSE);
  g_return_val_if_fail (self->game != NULL, FALSE);
  phase = cf_game_get_phase (self->game);
  seat = current (self);
  return (phase == CF_PHASE_START || phase == CF_PHASE_END) && !is_out (self, seat) &&
         cf_game_in_pool (self->game) && position < self->pool->len &&
         !(self->seats[seat].pool_seen & (G_GUINT64_CONSTANT (1) << position)) &&
         visit_allows_look (self, NULL);
}

static gboolean
do_look (CfSecrets *self, guint position, GError **error)
{
  CfEvent event;
  guint   seat;

  /* The visit's reason first, where it is the one */
  if (cf_game_get_phase (self->game) != CF_PHASE_OVER && !visit_allows_look (self, error))
    return FALSE;
  if (!cf_game_check_phase (self->game, cf_secrets_can_look (self, position), error))
    return FALSE;
  seat = current (self);
  self->seats[seat].pool_seen |= G_GUINT64_CONSTANT (1) << position;
  cf_event_init_reveal (&event, CF_SET_ASIDE, g_array_index (self->pool, int, position));
  if (!cf_case_log_append_event (cf_game_get_case_log (self->game, seat), &event, error))
    return FALSE;
  cf_game_add_record (self->game, CF_RECORD_LOOK, seat, position, NULL, CF_PLACE_NONE,
                      CF_PLACE_NONE);
  g_signal_emit (self, signals[SECRETS_POOL_LOOKED], 0, seat, position);
  return TRUE;
}

/**
 * cf_secrets_look:
 * @position: a face-down pool card, from 0
 *
 * "If you move to the pool you may either… Look at any or all face down
 * Rumor cards or Make An Accusation": the card goes into the current
 * seat's case log only. Where that is the rule, only on the turn the token
 * moved into the pool, and then no accusation on that visit.
 */
gboolean
cf_secrets_look (CfSecrets *self, guint position, GError **error)
{
  g_return_val_if_fail (CF_IS_SECRETS (self), FALSE);
  g_return_val_if_fail (self->game != NULL, FALSE);
  return settled (self, do_look (self, position, error));
}

/* ---------------------------------------------------------------- Keepers */

/**
 * cf_secrets_can_play_keeper:
 * @effect: a Keeper's effect
 *
 * Returns: whether the acting seat holds a Keeper with @effect and may play
 *   it now
 */
gboolean
cf_secrets_can_play_keeper (CfSecrets *self, CfKeeperEffect effect)
{
  CfGame *game;
  CfPhase phase;
  int     acting;
  guint   cur;

  g_return_val_if_fail (CF_IS_SECRETS (self), FALSE);
  g_return_val_if_fail (self->game != NULL, FALSE);
  game = self->game;
  acting = cf_game_get_acting_seat (game);
  if (acting < 0 || is_out (self, acting) || find_keeper (self, acting, effect) < 0)
    return FALSE;
  cur = current (self);
  phase = cf_game_get_phase (game);

  switch (effect)
    {
    case CF_KEEPER_ADD_SIX:
      return phase == CF_PHASE_MOVE;
    case CF_KEEPER_MOVE_ANYWHERE:
      return phase == CF_PHASE_START && !cf_game_has_moved (game);
    case CF_KEEPER_SECOND_RUMOR:
      return phase == CF_PHASE_START && !cf_game_has_moved (game) &&
             cf_game_current_room (game) >= 0;
    case CF_KEEPER_REFUSE:
      return phase == CF_PHASE_REFUTE;
    case CF_KEEPER_SEE_SHOWN:
      /* Readied on one's own turn, for the next card shown to another
       * player: asking the holder when a card is shown would tell the
       * table who holds it */
      return (guint)acting == cur && phase != CF_PHASE_REFUTE && !self->seats[cur].listening;
    case CF_KEEPER_SEND_TO_START:
      if (phase != CF_PHASE_END)
        return FALSE;
      for (guint s = 0;
           s < cf_edition_get_n_cards_of (cf_game_get_edition (game), CF_CATEGORY_SUSPECT); s++)
        if (cf_game_can_send_to_start (game, s))
          return TRUE;
      return FALSE;
    case CF_KEEPER_SECOND_TURN:
      return phase == CF_PHASE_END && !self->extra_turn;
    case CF_KEEPER_LOOK_RIGHT:
      return phase == CF_PHASE_END &&
             cf_game_get_hand (game, cf_game_get_seat_right_of (game, cur))->len > 0;
    case CF_N_KEEPER_EFFECTS:
    default:
      break;
    }
  return FALSE;
}

static void
use_keeper (CfSecrets *self, guint seat, CfKeeperEffect effect)
{
  g_array_remove_index (self->seats[seat].keepers, find_keeper (self, seat, effect));
}

/* A Keeper played, for the table's story and the observers: @suspect_card
 * the token it sent back (or -1), @to where a token went (or
 * CF_PLACE_NONE), @seen the card it let @seat see (private) or -1 */
static void
announce_keeper (
    CfSecrets *self, guint seat, CfKeeperEffect effect, int suspect_card, CfPlace to, int seen)
{
  int cards[3] = { suspect_card, -1, -1 };

  cf_game_add_record (self->game, CF_RECORD_PLAY, seat, effect, cards, CF_PLACE_NONE, to);
  g_signal_emit (self, signals[SECRETS_KEEPER_PLAYED], 0, seat, effect, seen);
}

static gboolean
do_play_keeper (CfSecrets *self, CfKeeperEffect effect, int suspect, CfPlace place, GError **error)
{
  CfGame  *game = self->game;
  CfBoard *board = cf_game_get_board (game);
  guint    seat;
  int      target = -1, seen = -1;
  CfPlace  to = CF_PLACE_NONE, at;
  CfEvent  event;

  if (!cf_game_check_phase (game, cf_secrets_can_play_keeper (self, effect), error))
    return FALSE;
  seat = cf_game_get_acting_seat (game);
  at = cf_game_get_token (game, cf_game_get_seat_suspect (game, seat));

  switch (effect)
    {
    case CF_KEEPER_MOVE_ANYWHERE:
      if (place < 0 ||
          (!cf_board_place_is_room (board, place) && !cf_board_place_is_pool (board, place)) ||
          place == at)
        return cf_game_fail (error, _("Move to another room or to the pool"));
      to = place;
      break;
    case CF_KEEPER_SEND_TO_START:
      if (!cf_game_can_send_to_start (game, suspect))
        return cf_game_fail (error, _("That token is on its start, or its start is taken"));
      target = suspect;
      to = cf_board_get_start (board, suspect);
      break;
    case CF_KEEPER_SEE_SHOWN:
      /* Still in hand, and a secret, until a card is shown */
      self->seats[seat].listening = TRUE;
      return TRUE;
    default:
      break;
    }

  use_keeper (self, seat, effect);

  switch (effect)
    {
    case CF_KEEPER_ADD_SIX:
      cf_game_add_to_roll (game, CF_KEEPER_ADD_SIX_STEPS);
      break;
    case CF_KEEPER_MOVE_ANYWHERE:
      /* Told before the move it makes */
      announce_keeper (self, seat, effect, -1, to, -1);
      cf_game_set_moved (game);
      cf_game_enter (game, at, to, CF_PLACE_NONE, CF_RECORD_MOVE);
      return TRUE;
    case CF_KEEPER_SECOND_RUMOR:
      /* Suggests where it stands, without moving. */
      cf_game_set_moved (game);
      cf_game_set_phase (game, CF_PHASE_SUGGEST);
      break;
    case CF_KEEPER_REFUSE:
      /* Told before the next seat is asked */
      announce_keeper (self, seat, effect, -1, to, -1);
      self->refused |= 1u << cf_game_get_refuter (game);
      cf_game_refuse (game);
      return TRUE;
    case CF_KEEPER_SEE_SHOWN:
      g_assert_not_reached ();
    case CF_KEEPER_SEND_TO_START:
      cf_game_send_token (game, target, to);
      break;
    case CF_KEEPER_SECOND_TURN:
      self->extra_turn = TRUE;
      break;
    case CF_KEEPER_LOOK_RIGHT:
      {
        /* One card of the hand on the right, drawn blind */
        int     right = cf_game_get_seat_right_of (game, seat);
        GArray *hand = cf_game_get_hand (game, right);

        seen = g_array_index (hand, int, cf_game_random_below (game, hand->len));
        cf_event_init_reveal (&event, right, seen);
        if (!cf_case_log_append_event (cf_game_get_case_log (game, seat), &event, error))
          return FALSE;
      }
      break;
    case CF_N_KEEPER_EFFECTS:
    default:
      g_assert_not_reached ();
    }

  announce_keeper (self, seat, effect,
                   target >= 0 ? cf_game_first_of (game, CF_CATEGORY_SUSPECT) + target : -1, to,
                   seen);
  return TRUE;
}

/**
 * cf_secrets_play_keeper:
 * @effect: the Keeper to play, held by the acting seat
 * @suspect: for "send to start", whose token; else ignored
 * @place: for "move anywhere", a room or the pool; else ignored
 *
 * Plays one of the acting seat's Keepers (the edition's list, not
 * confirmed: see data/editions/discover-the-secrets.json).
 */
gboolean
cf_secrets_play_keeper (
    CfSecrets *self, CfKeeperEffect effect, int suspect, CfPlace place, GError **error)
{
  g_return_val_if_fail (CF_IS_SECRETS (self), FALSE);
  g_return_val_if_fail (self->game != NULL, FALSE);
  return settled (self, do_play_keeper (self, effect, suspect, place, error));
}

/* ---------------------------------------------------------------- hooks */

void
cf_secrets_turn_started (CfSecrets *self)
{
  if (self == NULL)
    return;
  self->question = FALSE;
  self->shown = CF_NO_CARD;
  self->refused = 0;
}

void
cf_secrets_rolled (CfSecrets *self, gboolean question)
{
  if (self != NULL)
    self->question = question;
}

/* "If one of the dice shows a Question Mark, immediately draw an Intrigue
 * card." */
gboolean
cf_secrets_roll_told (CfSecrets *self)
{
  return self != NULL && self->question && draw_current (self);
}

/* "If you land on a space with a question mark, STOP MOVING and draw an
 * Intrigue Card." */
void
cf_secrets_moved (CfSecrets *self, CfPlace place)
{
  if (self != NULL && rules (self)->question_squares &&
      cf_board_is_question (cf_game_get_board (self->game), place))
    draw_current (self);
}

/* "If the Guest you are playing was implicated in the rumor and your pawn
 * was moved into the room from somewhere else, you may draw one Intrigue
 * card" */
void
cf_secrets_token_summoned (CfSecrets *self, int suspect)
{
  int seat;

  if (self == NULL)
    return;
  seat = cf_game_get_seat_of_suspect (self->game, suspect);
  if (rules (self)->summoned_draws && seat >= 0 && (guint)seat != current (self) &&
      !is_out (self, seat))
    self->seats[seat].may_draw = TRUE;
}

void
cf_secrets_suggested (CfSecrets *self)
{
  if (self != NULL)
    self->refused = 0;
}

/* A murdered seat "no longer plays": it is not asked (its cards lie face
 * up). */
gboolean
cf_secrets_passes_over (CfSecrets *self, guint seat)
{
  if (self == NULL || !self->seats[seat].murdered)
    return FALSE;
  self->refused |= 1u << seat;
  cf_game_add_record (self->game, CF_RECORD_PASS_ON, seat, 0, NULL, CF_PLACE_NONE, CF_PLACE_NONE);
  return TRUE;
}

guint
cf_secrets_get_refused (CfSecrets *self)
{
  return self != NULL ? self->refused : 0;
}

/* A card was just shown for the current seat's rumor: a seat listening
 * (its Keeper "See the card when someone refutes another player's rumor"
 * readied) sees it, in its own log only, and the Keeper is spent. */
void
cf_secrets_suggestion_answered (CfSecrets *self, int refuter, int shown)
{
  if (self == NULL)
    return;
  self->shown = shown;
  if (refuter < 0)
    return;
  for (guint seat = 0; seat < self->n_seats; seat++)
    {
      CfEvent event;

      if (seat == current (self) || (int)seat == refuter || is_out (self, seat) ||
          !self->seats[seat].listening)
        continue;
      self->seats[seat].listening = FALSE;
      use_keeper (self, seat, CF_KEEPER_SEE_SHOWN);
      cf_event_init_reveal (&event, refuter, shown);
      if (!cf_case_log_append_event (cf_game_get_case_log (self->game, seat), &event, NULL))
        g_critical ("A seat's case log refused a card it saw shown");
      announce_keeper (self, seat, CF_KEEPER_SEE_SHOWN, -1, CF_PLACE_NONE, shown);
    }
}

/* The summons lasts until the summoned seat's next turn is over. */
void
cf_secrets_turn_ending (CfSecrets *self, guint seat)
{
  if (self != NULL)
    self->seats[seat].may_draw = FALSE;
}

/* A Keeper: "Take a second turn" */
gboolean
cf_secrets_plays_again (CfSecrets *self, guint seat)
{
  gboolean again;

  if (self == NULL)
    return FALSE;
  again = self->extra_turn && !is_out (self, seat);
  self->extra_turn = FALSE;
  return again;
}

/* Whether the pool has a card the acting seat may look at */
static gboolean
can_look_any (CfSecrets *self)
{
  for (guint i = 0; i < self->pool->len; i++)
    if (cf_secrets_can_look (self, i))
      return TRUE;
  return FALSE;
}

static gboolean
can_play_any_keeper (CfSecrets *self)
{
  for (CfKeeperEffect effect = 0; effect < CF_N_KEEPER_EFFECTS; effect++)
    if (cf_secrets_can_play_keeper (self, effect))
      return TRUE;
  return FALSE;
}

guint
cf_secrets_get_choices (CfSecrets *self)
{
  guint choices = 0;

  if (self == NULL)
    return 0;
  if (cf_secrets_can_draw (self))
    choices |= CF_CHOICE_DRAW;
  if (can_play_any_keeper (self))
    choices |= CF_CHOICE_KEEPER;
  if (can_look_any (self))
    choices |= CF_CHOICE_LOOK;
  return choices;
}

char *
cf_secrets_describe_awaited (CfSecrets *self, guint choices)
{
  CfPhase phase;

  if (self == NULL)
    return NULL;
  phase = cf_game_get_phase (self->game);
  if (phase == CF_PHASE_MOVE && self->question)
    /* Translators: %u is the number rolled; one die showed "?" */
    return cf_text_printf (_("You rolled %u and a “?”: you drew an Intrigue card. Pick where "
                              "to go on the board."),
                           cf_game_get_roll (self->game));
  if (phase == CF_PHASE_START && (choices & CF_CHOICE_DRAW))
    return g_strdup (
        _("A rumor brought you here: you may draw an Intrigue card before you move."));
  if (phase == CF_PHASE_START && cf_game_in_pool (self->game) && !rules (self)->pool_look_or_accuse)
    return g_strdup (_("You are in the pool: look at its face-down cards, accuse, or move on."));
  if (phase == CF_PHASE_START && cf_game_in_pool (self->game))
    return g_strdup (_("You are still in the pool, which is no new visit: move on, or stay. To "
                        "look or accuse, leave and come back."));
  if (phase != CF_PHASE_END || !rules (self)->pool_look_or_accuse)
    return NULL;
  switch (pool_visit (self))
    {
    case POOL_VISIT:
      if ((choices & CF_CHOICE_LOOK) && (choices & CF_CHOICE_ACCUSE))
        return g_strdup (_("You moved to the pool: look at its face-down cards or accuse (one "
                            "or the other), or end your turn."));
      break;
    case POOL_LOOKED:
      if (choices & CF_CHOICE_LOOK)
        return g_strdup (_("You looked in the pool, so you cannot accuse on this visit: look at "
                            "more of its cards, or end your turn."));
      return g_strdup (
          _("You looked in the pool, so you cannot accuse on this visit: end your turn."));
    case POOL_NO_VISIT:
    default:
      break;
    }
  return NULL;
}

/* ---------------------------------------------------------------- the referee */

guint
cf_secrets_check_pool (
    CfSecrets *self, int *count, guint min_hand, guint max_hand, GPtrArray *problems)
{
  guint n_cards = cf_edition_get_n_cards (cf_game_get_edition (self->game));
  guint violations = 0;

  for (guint i = 0; i < self->pool->len; i++)
    {
      int card = g_array_index (self->pool, int, i);
      if (card < 0 || (guint)card >= n_cards)
        violations += cf_game_add_problem (problems, "the pool holds a card that does not exist");
      else
        count[card]++;
    }
  if (self->pool->len > 0 && (!rules (self)->set_aside_leftovers || max_hand != min_hand ||
                              self->pool->len >= self->n_seats))
    violations += cf_game_add_problem (
        problems, "the pool holds %u cards, not the leftovers of an even deal", self->pool->len);
  return violations;
}

/* The Intrigue deck: every Clock not laid out is in the deck; no Keeper
 * more often than its copies; the murdered are out */
guint
cf_secrets_check (CfSecrets *self, GPtrArray *problems)
{
  guint             n_keepers = self->intrigue->keepers->len;
  guint             clocks = 0, violations = 0;
  g_autofree guint *keepers = g_new0 (guint, n_keepers);

  for (guint i = 0; i < self->deck->len; i++)
    {
      int card = g_array_index (self->deck, int, i);
      if (card == CF_INTRIGUE_CLOCK)
        clocks++;
      else if (card >= 0 && (guint)card < n_keepers)
        keepers[card]++;
      else
        violations +=
            cf_game_add_problem (problems, "the Intrigue deck holds a card that does not exist");
    }
  for (guint i = 0; i < self->n_seats; i++)
    for (guint j = 0; j < self->seats[i].keepers->len; j++)
      {
        int card = g_array_index (self->seats[i].keepers, int, j);
        if (card >= 0 && (guint)card < n_keepers)
          keepers[card]++;
        else
          violations +=
              cf_game_add_problem (problems, "seat %u holds a Keeper that does not exist", i);
      }
  if (clocks + self->clocks_out != self->intrigue->clocks || clocks == 0)
    violations += cf_game_add_problem (problems, "%u Clocks laid out and %u in the deck, of %u",
                                       self->clocks_out, clocks, self->intrigue->clocks);
  for (guint k = 0; k < n_keepers; k++)
    if (keepers[k] > g_array_index (self->intrigue->keepers, CfKeeper, k).copies ||
        (keepers[k] > 0 && !self->keepers_on))
      violations += cf_game_add_problem (problems, "Keeper %u is in play %u times", k, keepers[k]);
  for (guint i = 0; i < self->n_seats; i++)
    if (self->seats[i].murdered && !is_out (self, i))
      violations += cf_game_add_problem (problems, "seat %u was murdered but plays on", i);
  return violations;
}
