/* cf-game-intrigue.c: Discover the Secrets: the pool's face-down cards,
 * the Intrigue deck (Clocks and Keepers) and the Keepers' effects
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "cf-game-private.h"

/* ---------------------------------------------------------------- getters */

/**
 * cf_game_get_intrigue:
 *
 * Returns: (nullable): the edition's Intrigue deck, or %NULL
 */
const CfIntrigue *
cf_game_get_intrigue (CfGame *self)
{
  g_return_val_if_fail (CF_IS_GAME (self), NULL);
  return self->intrigue;
}

/**
 * cf_game_get_keepers_enabled:
 *
 * Returns: whether the Intrigue deck holds Keepers (the table may play
 *   with the Clocks alone)
 */
gboolean
cf_game_get_keepers_enabled (CfGame *self)
{
  g_return_val_if_fail (CF_IS_GAME (self), FALSE);
  return self->intrigue != NULL && self->keepers_on;
}

/**
 * cf_game_get_clocks_out:
 *
 * Returns: how many Clocks lie face up for all to see (the last Clock is
 *   never laid out: it murders and goes back into the deck)
 */
guint
cf_game_get_clocks_out (CfGame *self)
{
  g_return_val_if_fail (CF_IS_GAME (self), 0);
  return self->clocks_out;
}

guint
cf_game_get_n_intrigue_left (CfGame *self)
{
  g_return_val_if_fail (CF_IS_GAME (self), 0);
  return self->deck->len;
}

gboolean
cf_game_is_seat_murdered (CfGame *self, guint seat)
{
  g_return_val_if_fail (CF_IS_GAME (self), FALSE);
  g_return_val_if_fail (seat < self->n_seats, FALSE);
  return self->seats[seat].murdered;
}

/**
 * cf_game_get_last_roll_question:
 *
 * Returns: whether the current turn's roll showed the "?" face
 */
gboolean
cf_game_get_last_roll_question (CfGame *self)
{
  g_return_val_if_fail (CF_IS_GAME (self), FALSE);
  return self->question;
}

guint
cf_game_get_n_pool_cards (CfGame *self)
{
  g_return_val_if_fail (CF_IS_GAME (self), 0);
  return self->pool->len;
}

/**
 * cf_game_get_pool_card_seen:
 * @seat: whose knowledge
 * @position: a pool card, from 0
 *
 * Private to @seat.
 *
 * Returns: the card at @position if @seat has looked at it (or the game
 *   is over), else -1
 */
int
cf_game_get_pool_card_seen (CfGame *self, guint seat, guint position)
{
  g_return_val_if_fail (CF_IS_GAME (self), -1);
  g_return_val_if_fail (seat < self->n_seats, -1);
  if (position >= self->pool->len)
    return -1;
  if (!(self->seats[seat].pool_seen & (G_GUINT64_CONSTANT (1) << position)) &&
      self->phase != CF_PHASE_OVER)
    return -1;
  return g_array_index (self->pool, int, position);
}

/**
 * cf_game_in_pool:
 *
 * Returns: whether the current seat's token stands in the pool
 */
gboolean
cf_game_in_pool (CfGame *self)
{
  g_return_val_if_fail (CF_IS_GAME (self), FALSE);
  return cf_board_place_is_pool (self->board, self->tokens[self->seats[self->current].suspect]);
}

/**
 * cf_game_is_seat_listening:
 *
 * Private to @seat.
 *
 * Returns: whether @seat has played its Keeper that sees the next card
 *   shown for another player's rumor, and that card has not come yet
 */
gboolean
cf_game_is_seat_listening (CfGame *self, guint seat)
{
  g_return_val_if_fail (CF_IS_GAME (self), FALSE);
  g_return_val_if_fail (seat < self->n_seats, FALSE);
  return self->seats[seat].listening;
}

/**
 * cf_game_get_seat_right_of:
 *
 * Returns: the seat on @seat's right (the one before it clockwise)
 */
int
cf_game_get_seat_right_of (CfGame *self, guint seat)
{
  g_return_val_if_fail (CF_IS_GAME (self), -1);
  g_return_val_if_fail (seat < self->n_seats, -1);
  return (seat + self->n_seats - 1) % self->n_seats;
}

guint
cf_game_get_n_keepers (CfGame *self, guint seat)
{
  g_return_val_if_fail (CF_IS_GAME (self), 0);
  g_return_val_if_fail (seat < self->n_seats, 0);
  return self->seats[seat].keepers->len;
}

/**
 * cf_game_get_keeper:
 *
 * Returns: the index, in the edition's list, of @seat's Keeper at @index
 */
int
cf_game_get_keeper (CfGame *self, guint seat, guint index)
{
  g_return_val_if_fail (CF_IS_GAME (self), -1);
  g_return_val_if_fail (seat < self->n_seats, -1);
  g_return_val_if_fail (index < self->seats[seat].keepers->len, -1);
  return g_array_index (self->seats[seat].keepers, int, index);
}

static CfKeeperEffect
keeper_effect (CfGame *self, int keeper)
{
  return g_array_index (self->intrigue->keepers, CfKeeper, keeper).effect;
}

/* The position in @seat's Keepers of one with @effect, or -1 */
static int
find_keeper (CfGame *self, guint seat, CfKeeperEffect effect)
{
  GArray *keepers = self->seats[seat].keepers;

  for (guint i = 0; self->intrigue != NULL && i < keepers->len; i++)
    if (keeper_effect (self, g_array_index (keepers, int, i)) == effect)
      return i;
  return -1;
}

gboolean
cf_game_seat_has_keeper (CfGame *self, guint seat, CfKeeperEffect effect)
{
  g_return_val_if_fail (CF_IS_GAME (self), FALSE);
  g_return_val_if_fail (seat < self->n_seats, FALSE);
  return find_keeper (self, seat, effect) >= 0;
}

/* ---------------------------------------------------------------- drawing */

/**
 * cf_game_murder:
 * @seat: who drew the last Clock
 *
 * "If you draw the 8th Clock card, you are out of the game. Place your
 * cards face up where all players can see them." Every seat's case log
 * learns the hand. The Clock goes back into the deck, at a random place.
 */
void
cf_game_murder (CfGame *self, guint seat)
{
  GArray *hand = self->seats[seat].hand;
  guint   at = cf_game_rng_below (&self->rng, self->deck->len + 1);

  g_array_insert_val (self->deck, at, (int){ CF_INTRIGUE_CLOCK });
  self->seats[seat].murdered = TRUE;
  self->seats[seat].out = TRUE;
  for (guint i = 0; i < hand->len; i++)
    {
      CfEvent event;

      cf_event_init_reveal (&event, seat, g_array_index (hand, int, i));
      cf_game_append_event (self, &event, seat, seat);
    }
  cf_game_add_record (self, CF_RECORD_MURDER, seat, 0, NULL, CF_PLACE_NONE, CF_PLACE_NONE);
  g_signal_emit (self, cf_game_signals[ELIMINATED], 0, seat);
}

/**
 * cf_game_draw_intrigue:
 * @seat: who draws
 *
 * Draws the top Intrigue card for @seat: a Clock is laid out (the last
 * murders), a Keeper goes into @seat's hand. A seat out of the game draws
 * nothing ("you no longer draw Intrigue cards").
 *
 * Returns: whether @seat was murdered
 */
gboolean
cf_game_draw_intrigue (CfGame *self, guint seat)
{
  int card;

  if (self->intrigue == NULL || self->seats[seat].out || self->deck->len == 0)
    return FALSE;
  card = g_array_index (self->deck, int, self->deck->len - 1);
  g_array_set_size (self->deck, self->deck->len - 1);
  g_signal_emit (self, cf_game_signals[INTRIGUE_DRAWN], 0, seat, card);

  if (card >= 0)
    {
      g_array_append_val (self->seats[seat].keepers, card);
      cf_game_add_record (self, CF_RECORD_KEEPER, seat, 0, NULL, CF_PLACE_NONE, CF_PLACE_NONE);
      return FALSE;
    }
  if (self->clocks_out + 1 < self->intrigue->clocks)
    {
      self->clocks_out++;
      cf_game_add_record (self, CF_RECORD_CLOCK, seat, self->clocks_out, NULL, CF_PLACE_NONE,
                          CF_PLACE_NONE);
      return FALSE;
    }
  cf_game_murder (self, seat);
  return TRUE;
}

/**
 * cf_game_draw_current:
 *
 * The current seat draws (a "?" rolled or landed on, or the draw a rumor
 * allows); a murder ends its turn there and then.
 *
 * Returns: whether it was murdered
 */
gboolean
cf_game_draw_current (CfGame *self)
{
  if (!cf_game_draw_intrigue (self, self->current))
    return FALSE;
  cf_game_next_turn (self);
  return TRUE;
}

gboolean
cf_game_can_draw (CfGame *self)
{
  g_return_val_if_fail (CF_IS_GAME (self), FALSE);
  return self->phase == CF_PHASE_START && !self->moved && self->seats[self->current].may_draw &&
         !self->seats[self->current].out;
}

/**
 * cf_game_draw:
 *
 * "If the Guest you are playing was implicated in the rumor and your pawn
 * was moved into the room from somewhere else, you may draw one Intrigue
 * card." The text does not say when; Casefile offers it at the start of
 * that seat's next turn, before it moves, so that every seat decides on its
 * own turn.
 */
gboolean
cf_game_do_draw (CfGame *self, GError **error)
{
  g_return_val_if_fail (CF_IS_GAME (self), FALSE);
  if (!cf_game_check_phase (self, cf_game_can_draw (self), error))
    return FALSE;
  self->seats[self->current].may_draw = FALSE;
  cf_game_draw_current (self);
  return TRUE;
}

/* ---------------------------------------------------------------- the pool */

gboolean
cf_game_can_look (CfGame *self, guint position)
{
  g_return_val_if_fail (CF_IS_GAME (self), FALSE);
  return (self->phase == CF_PHASE_START || self->phase == CF_PHASE_END) &&
         !self->seats[self->current].out && cf_game_in_pool (self) && position < self->pool->len &&
         !(self->seats[self->current].pool_seen & (G_GUINT64_CONSTANT (1) << position));
}

/**
 * cf_game_look:
 * @position: a face-down pool card, from 0
 *
 * "If you move to the pool you may look at any or all face down Rumor
 * cards": the card goes into the current seat's case log only.
 */
gboolean
cf_game_do_look (CfGame *self, guint position, GError **error)
{
  CfEvent event;
  guint   seat;

  g_return_val_if_fail (CF_IS_GAME (self), FALSE);
  if (!cf_game_check_phase (self, cf_game_can_look (self, position), error))
    return FALSE;
  seat = self->current;
  self->seats[seat].pool_seen |= G_GUINT64_CONSTANT (1) << position;
  cf_event_init_reveal (&event, CF_SET_ASIDE, g_array_index (self->pool, int, position));
  if (!cf_case_log_append_event (self->seats[seat].log, &event, error))
    return FALSE;
  cf_game_add_record (self, CF_RECORD_LOOK, seat, position, NULL, CF_PLACE_NONE, CF_PLACE_NONE);
  return TRUE;
}

/* ---------------------------------------------------------------- Keepers */

/* Whether @suspect's token may be sent back to its start: it is elsewhere
 * and nobody stands there */
gboolean
cf_game_can_send_to_start (CfGame *self, int suspect)
{
  CfPlace start;

  g_return_val_if_fail (CF_IS_GAME (self), FALSE);
  if (suspect < 0 || (guint)suspect >= self->n_suspects)
    return FALSE;
  start = cf_board_get_start (self->board, suspect);
  if (self->tokens[suspect] == start)
    return FALSE;
  for (guint s = 0; s < self->n_suspects; s++)
    if (self->tokens[s] == start)
      return FALSE;
  return TRUE;
}

/**
 * cf_game_can_play_keeper:
 * @effect: a Keeper's effect
 *
 * Returns: whether the acting seat holds a Keeper with @effect and may play
 *   it now
 */
gboolean
cf_game_can_play_keeper (CfGame *self, CfKeeperEffect effect)
{
  int   acting;
  guint cur;

  g_return_val_if_fail (CF_IS_GAME (self), FALSE);
  acting = cf_game_get_acting_seat (self);
  if (acting < 0 || self->seats[acting].out || find_keeper (self, acting, effect) < 0)
    return FALSE;
  cur = self->current;

  switch (effect)
    {
    case CF_KEEPER_ADD_SIX:
      return self->phase == CF_PHASE_MOVE;
    case CF_KEEPER_MOVE_ANYWHERE:
      return self->phase == CF_PHASE_START && !self->moved;
    case CF_KEEPER_SECOND_RUMOR:
      return self->phase == CF_PHASE_START && !self->moved && cf_game_current_room (self) >= 0;
    case CF_KEEPER_REFUSE:
      return self->phase == CF_PHASE_REFUTE;
    case CF_KEEPER_SEE_SHOWN:
      /* Readied on one's own turn, for the next card shown to another
       * player: asking the holder when a card is shown would tell the
       * table who holds it */
      return (guint)acting == cur && self->phase != CF_PHASE_REFUTE && !self->seats[cur].listening;
    case CF_KEEPER_SEND_TO_START:
      if (self->phase != CF_PHASE_END)
        return FALSE;
      for (guint s = 0; s < self->n_suspects; s++)
        if (cf_game_can_send_to_start (self, s))
          return TRUE;
      return FALSE;
    case CF_KEEPER_SECOND_TURN:
      return self->phase == CF_PHASE_END && !self->extra_turn;
    case CF_KEEPER_LOOK_RIGHT:
      return self->phase == CF_PHASE_END &&
             self->seats[cf_game_get_seat_right_of (self, cur)].hand->len > 0;
    case CF_N_KEEPER_EFFECTS:
    default:
      break;
    }
  return FALSE;
}

static void
use_keeper (CfGame *self, guint seat, CfKeeperEffect effect)
{
  g_array_remove_index (self->seats[seat].keepers, find_keeper (self, seat, effect));
}

/* A Keeper played, for the table's story and the observers: @suspect_card
 * the token it sent back (or -1), @to where a token went (or
 * CF_PLACE_NONE), @seen the card it let @seat see (private) or -1 */
static void
announce_keeper (
    CfGame *self, guint seat, CfKeeperEffect effect, int suspect_card, CfPlace to, int seen)
{
  int cards[3] = { suspect_card, -1, -1 };

  cf_game_add_record (self, CF_RECORD_PLAY, seat, effect, cards, CF_PLACE_NONE, to);
  g_signal_emit (self, cf_game_signals[KEEPER_PLAYED], 0, seat, effect, seen);
}

/**
 * cf_game_play_keeper:
 * @effect: the Keeper to play, held by the acting seat
 * @suspect: for "send to start", whose token; else ignored
 * @place: for "move anywhere", a room or the pool; else ignored
 *
 * Plays one of the acting seat's Keepers (the edition's list, not
 * confirmed: see data/editions/discover-the-secrets.json).
 */
gboolean
cf_game_do_play_keeper (
    CfGame *self, CfKeeperEffect effect, int suspect, CfPlace place, GError **error)
{
  guint   seat;
  int     target = -1, seen = -1;
  CfPlace to = CF_PLACE_NONE;
  CfEvent event;

  g_return_val_if_fail (CF_IS_GAME (self), FALSE);
  if (!cf_game_check_phase (self, cf_game_can_play_keeper (self, effect), error))
    return FALSE;
  seat = cf_game_get_acting_seat (self);

  switch (effect)
    {
    case CF_KEEPER_MOVE_ANYWHERE:
      if (place < 0 ||
          (!cf_board_place_is_room (self->board, place) &&
           !cf_board_place_is_pool (self->board, place)) ||
          place == self->tokens[self->seats[seat].suspect])
        return cf_game_fail (error, _("Move to another room or to the pool"));
      to = place;
      break;
    case CF_KEEPER_SEND_TO_START:
      if (!cf_game_can_send_to_start (self, suspect))
        return cf_game_fail (error, _("That token is on its start, or its start is taken"));
      target = suspect;
      to = cf_board_get_start (self->board, suspect);
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
      self->roll += CF_KEEPER_ADD_SIX_STEPS;
      cf_game_update_reach (self);
      break;
    case CF_KEEPER_MOVE_ANYWHERE:
      /* Told before the move it makes */
      announce_keeper (self, seat, effect, -1, to, -1);
      self->moved = TRUE;
      cf_game_enter (self, self->tokens[self->seats[seat].suspect], to, CF_PLACE_NONE,
                     CF_RECORD_MOVE);
      return TRUE;
    case CF_KEEPER_SECOND_RUMOR:
      /* Suggests where it stands, without moving. */
      self->moved = TRUE;
      cf_game_set_phase (self, CF_PHASE_SUGGEST);
      break;
    case CF_KEEPER_REFUSE:
      /* Told before the next seat is asked */
      announce_keeper (self, seat, effect, -1, to, -1);
      cf_game_refuse (self);
      return TRUE;
    case CF_KEEPER_SEE_SHOWN:
      g_assert_not_reached ();
    case CF_KEEPER_SEND_TO_START:
      cf_game_send_token (self, target, to);
      break;
    case CF_KEEPER_SECOND_TURN:
      self->extra_turn = TRUE;
      break;
    case CF_KEEPER_LOOK_RIGHT:
      {
        /* One card of the hand on the right, drawn blind */
        int     right = cf_game_get_seat_right_of (self, seat);
        GArray *hand = self->seats[right].hand;

        seen = g_array_index (hand, int, cf_game_rng_below (&self->rng, hand->len));
        cf_event_init_reveal (&event, right, seen);
        if (!cf_case_log_append_event (self->seats[seat].log, &event, error))
          return FALSE;
      }
      break;
    case CF_N_KEEPER_EFFECTS:
    default:
      g_assert_not_reached ();
    }

  announce_keeper (self, seat, effect,
                   target >= 0 ? cf_game_first_of (self, CF_CATEGORY_SUSPECT) + target : -1, to,
                   seen);
  return TRUE;
}

/**
 * cf_game_overhear:
 *
 * A card was just shown for the current seat's rumor: a seat listening
 * (its Keeper "See the card when someone refutes another player's rumor"
 * readied) sees it, in its own log only, and the Keeper is spent.
 */
void
cf_game_overhear (CfGame *self)
{
  for (guint seat = 0; seat < self->n_seats; seat++)
    {
      CfEvent event;

      if (seat == self->current || (int)seat == self->refuter || self->seats[seat].out ||
          !self->seats[seat].listening)
        continue;
      self->seats[seat].listening = FALSE;
      use_keeper (self, seat, CF_KEEPER_SEE_SHOWN);
      cf_event_init_reveal (&event, self->refuter, self->shown);
      if (!cf_case_log_append_event (self->seats[seat].log, &event, NULL))
        g_critical ("A seat's case log refused a card it saw shown");
      announce_keeper (self, seat, CF_KEEPER_SEE_SHOWN, -1, CF_PLACE_NONE, self->shown);
    }
}
