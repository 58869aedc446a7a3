/* cf-game-turns.c: a turn by the edition's rules: what the current seat
 * may do, rolling and moving, suggesting and refuting, accusing
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "cf-secrets-private.h"

/*
 * The turns know no mechanic of an edition beyond the rules' flags: where
 * Discover the Secrets acts, they call its hooks (cf-secrets-private.h),
 * which do nothing when the game has none.
 */

static gboolean
can_leave_room (CfGame *self)
{
  g_autofree gboolean *occupied = NULL;
  int                  room = cf_game_current_room (self);
  guint                n_doors;

  if (room < 0)
    return TRUE;
  occupied = g_new (gboolean, cf_board_get_n_places (self->board));
  cf_game_get_occupied (self, self->seats[self->current].suspect, occupied);
  n_doors = cf_board_get_n_doors (self->board);
  for (guint i = 0; i < n_doors; i++)
    {
      const CfDoor *door = cf_board_get_door (self->board, i);
      /* A token in front of the door blocks it, unless tokens are passed */
      if (door->room == room &&
          (!occupied[door->outside] || self->rules->tokens == CF_TOKENS_PASS) &&
          cf_game_may_leave_by (self, self->seats[self->current].suspect, door->outside))
        return TRUE;
    }
  return FALSE;
}

/**
 * cf_game_get_entry:
 * @suspect: a suspect
 *
 * Returns: the square in front of the door @suspect's token came into its
 *   room by, or %CF_PLACE_NONE (not in a room, or brought in otherwise)
 */
CfPlace
cf_game_get_entry (CfGame *self, int suspect)
{
  g_return_val_if_fail (CF_IS_GAME (self), CF_PLACE_NONE);
  g_return_val_if_fail (suspect >= 0 && (guint)suspect < self->n_suspects, CF_PLACE_NONE);
  return self->entry[suspect];
}

/**
 * cf_game_may_leave_by:
 * @suspect: a suspect whose token is in a room
 * @outside: the square in front of one of that room's doors
 *
 * 18 x 18, rule 8: "If a room has more than one door, then a player must
 * enter and leave by the same door." A token brought in by a suggestion or
 * a passage, or standing in a room since the start, may leave by any door
 * (the text does not say; Casefile's reading).
 *
 * Returns: whether the token may leave its room onto @outside
 */
gboolean
cf_game_may_leave_by (CfGame *self, int suspect, CfPlace outside)
{
  g_return_val_if_fail (CF_IS_GAME (self), FALSE);
  return !self->rules->same_door || self->entry[suspect] == CF_PLACE_NONE ||
         self->entry[suspect] == outside;
}

/* The movement rules of the current seat's move */
static CfMoveRules
move_rules (CfGame *self)
{
  CfMoveRules move;

  cf_move_rules_init (&move, self->rules, self->entry[self->seats[self->current].suspect]);
  return move;
}

gboolean
cf_game_can_roll (CfGame *self)
{
  g_return_val_if_fail (CF_IS_GAME (self), FALSE);
  return self->phase == CF_PHASE_START && can_leave_room (self);
}

gboolean
cf_game_can_take_passage (CfGame *self)
{
  int room;

  g_return_val_if_fail (CF_IS_GAME (self), FALSE);
  if (self->phase != CF_PHASE_START)
    return FALSE;
  room = cf_game_current_room (self);
  return !self->moved && room >= 0 && cf_board_get_passage (self->board, room) >= 0;
}

gboolean
cf_game_can_suggest (CfGame *self)
{
  g_return_val_if_fail (CF_IS_GAME (self), FALSE);
  if (self->seats[self->current].out)
    return FALSE; /* 18 x 18: a wrong accuser "is not allowed to make any suggestions" */
  if (self->phase == CF_PHASE_SUGGEST)
    return TRUE;
  return self->phase == CF_PHASE_START && !self->moved && self->rules->summoned_may_suggest &&
         cf_game_current_room (self) >= 0 && self->summoned[self->seats[self->current].suspect];
}

gboolean
cf_game_can_accuse (CfGame *self)
{
  gboolean queried, refuted;

  g_return_val_if_fail (CF_IS_GAME (self), FALSE);
  if (self->phase == CF_PHASE_OVER || self->phase == CF_PHASE_REFUTE ||
      self->seats[self->current].out)
    return FALSE;
  queried = self->phase == CF_PHASE_END && self->suggestion[0] >= 0;
  refuted = queried && self->refuter >= 0;
  /* Discover the Secrets: "go to the pool to Make An Accusation"; "If
   * after moving, you are in a room (not the pool), you may Start A Rumor
   * ... Your turn is over." */
  if (self->rules->accuse_at_pool && !cf_game_in_pool (self))
    return FALSE;
  /* "If you move to the pool you may either… Look at any or all face down
   * Rumor cards or Make An Accusation." */
  if (!cf_secrets_may_accuse (self->secrets, NULL))
    return FALSE;
  if (self->rules->rumor_ends_turn && queried)
    return FALSE;
  /* 1949/63: when a card is shown, the suggester's "turn then ends" */
  if (refuted && !self->rules->accuse_after_refuted)
    return FALSE;
  /* 18 x 18, rule 15: "she must make it immediately after querying the
   * other players" */
  if (self->rules->accuse_when == CF_ACCUSE_AFTER_OWN_QUERY)
    return queried;
  return TRUE;
}

gboolean
cf_game_can_end_turn (CfGame *self)
{
  g_return_val_if_fail (CF_IS_GAME (self), FALSE);
  if (self->phase == CF_PHASE_END)
    return TRUE;
  if (self->phase == CF_PHASE_SUGGEST && !self->rules->suggestion_compulsory)
    return TRUE;
  /* In the pool one may stay (it is not a room one must leave). */
  if (self->phase == CF_PHASE_START && self->rules->accuse_at_pool && cf_game_in_pool (self))
    return TRUE;
  /* Trapped: no door free and no passage. Waiting is the only move. */
  return self->phase == CF_PHASE_START && !cf_game_can_roll (self) &&
         !cf_game_can_take_passage (self);
}

int
cf_game_get_suggestion_room (CfGame *self)
{
  g_return_val_if_fail (CF_IS_GAME (self), -1);
  return cf_game_can_suggest (self) ? cf_game_room_card (self, cf_game_current_room (self)) : -1;
}

/**
 * cf_game_get_suggestion:
 *
 * Returns: the three cards of the suggestion being refuted (or the last
 *   one), each -1 before any suggestion this turn
 */
const int *
cf_game_get_suggestion (CfGame *self)
{
  g_return_val_if_fail (CF_IS_GAME (self), NULL);
  return self->suggestion;
}

int
cf_game_get_suggester (CfGame *self)
{
  g_return_val_if_fail (CF_IS_GAME (self), -1);
  return self->phase == CF_PHASE_REFUTE ? (int)self->current : -1;
}

/* ---------------------------------------------------------------- turns */

void
cf_game_set_next_roll (CfGame *self, guint roll)
{
  g_return_if_fail (CF_IS_GAME (self));
  self->next_roll = roll;
}

static void
move_token (CfGame *self, int suspect, CfPlace to, gboolean by_suggestion)
{
  CfPlace from = self->tokens[suspect];

  if (from == to)
    return;
  self->tokens[suspect] = to;
  g_signal_emit (self, cf_game_signals[TOKEN_MOVED], 0, suspect, from, to, by_suggestion);
}

static void
start_turn (CfGame *self)
{
  g_assert (!self->seats[self->current].out || self->rules->wrong_accuser_moves);

  self->roll = 0;
  self->moved = FALSE;
  self->rerolls = 0;
  self->left_room = -1;
  self->refuter = CF_NOBODY;
  cf_secrets_turn_started (self->secrets);
  for (guint i = 0; i < 3; i++)
    self->suggestion[i] = -1;
  g_array_set_size (self->reach.squares, 0);
  self->reach.rooms = 0;
  cf_game_set_phase (self, CF_PHASE_START);
  g_object_notify_by_pspec (G_OBJECT (self), cf_game_properties[PROP_CURRENT_SEAT]);
  cf_game_add_record (self, CF_RECORD_TURN, self->current, 0, NULL, CF_PLACE_NONE, CF_PLACE_NONE);
  g_signal_emit (self, cf_game_signals[TURN_STARTED], 0, self->current);
}

static void
game_over (CfGame *self, int winner)
{
  self->winner = winner;
  cf_game_set_phase (self, CF_PHASE_OVER);
  cf_game_add_record (self, CF_RECORD_OVER, winner, 0, NULL, CF_PLACE_NONE, CF_PLACE_NONE);
  g_signal_emit (self, cf_game_signals[GAME_OVER], 0, winner);
}

/* Whether some seat may still win */
static gboolean
has_seat_in (CfGame *self)
{
  for (guint i = 0; i < self->n_seats; i++)
    if (!self->seats[i].out)
      return TRUE;
  return FALSE;
}

void
cf_game_next_turn (CfGame *self)
{
  /* The summons lasts until the summoned seat's next turn is over. */
  self->summoned[self->seats[self->current].suspect] = FALSE;
  cf_secrets_turn_ending (self->secrets, self->current);

  if (!has_seat_in (self))
    {
      game_over (self, -1);
      return;
    }
  if (cf_secrets_plays_again (self->secrets, self->current))
    {
      self->turn++;
      start_turn (self);
      return;
    }
  for (guint i = 1; i <= self->n_seats; i++)
    {
      guint seat = (self->current + i) % self->n_seats;
      /* 18 x 18: a wrong accuser "continues to participate by moving
       * around the board" */
      if (!self->seats[seat].out || self->rules->wrong_accuser_moves)
        {
          self->current = seat;
          self->turn++;
          start_turn (self);
          return;
        }
    }
  game_over (self, -1);
}

/* Where the current seat's roll can take it, by the edition's rules */
void
cf_game_update_reach (CfGame *self)
{
  g_autofree gboolean *occupied = g_new (gboolean, cf_board_get_n_places (self->board));
  int                  suspect = self->seats[self->current].suspect;
  CfMoveRules          rules = move_rules (self);

  cf_game_get_occupied (self, suspect, occupied);
  cf_board_reach (self->board, self->tokens[suspect], self->roll, occupied, &rules, &self->reach);
}

/* A Keeper's steps added to the roll, before the move */
void
cf_game_add_to_roll (CfGame *self, guint steps)
{
  self->roll += steps;
  cf_game_update_reach (self);
}

gboolean
cf_game_do_roll (CfGame *self, GError **error)
{
  gboolean question = FALSE;
  guint    dice;

  g_return_val_if_fail (CF_IS_GAME (self), FALSE);
  if (!cf_game_check_phase (self, self->phase == CF_PHASE_START, error))
    return FALSE;
  if (!cf_game_can_roll (self))
    return cf_game_fail (error, _("Every door of this room is blocked"));

  dice = MAX (self->rules->dice, 1);
  if (self->next_roll > 0)
    self->roll = self->next_roll;
  else
    for (guint i = 0, roll = 0; i < dice; i++)
      {
        guint face = 1 + cf_game_rng_below (&self->rng, self->rules->die_faces);
        self->roll = (roll += face);
        /* Discover the Secrets: one die shows a "?" (Casefile's reading:
         * the last die, on the face the rules name, counted as that face) */
        question = i == dice - 1 && face == self->rules->question_face;
      }
  self->next_roll = 0;
  self->moved = TRUE;
  cf_secrets_rolled (self->secrets, question);

  cf_game_add_record (self, CF_RECORD_ROLL, self->current, self->roll, NULL, CF_PLACE_NONE,
                      CF_PLACE_NONE);
  g_signal_emit (self, cf_game_signals[ROLLED], 0, self->current, self->roll);

  if (cf_secrets_roll_told (self->secrets))
    return TRUE;
  cf_game_update_reach (self);

  if (self->reach.squares->len > 0 || self->reach.rooms != 0)
    cf_game_set_phase (self, CF_PHASE_MOVE);
  else if (self->rules->stuck_rolls_again && self->rerolls < CF_GAME_MAX_REROLLS)
    {
      /* 18 x 18, rule 3: "If a player cannot move anywhere on his turn,
       * then he may roll the die again." */
      self->rerolls++;
      cf_game_set_phase (self, CF_PHASE_START);
    }
  else
    {
      cf_game_add_record (self, CF_RECORD_WAIT, self->current, 0, NULL, CF_PLACE_NONE,
                          CF_PLACE_NONE);
      cf_game_set_phase (self, CF_PHASE_END);
    }
  return TRUE;
}

/* @door: for a move into a room, the square in front of the door it came
 * in by; CF_PLACE_NONE otherwise. @kind: a move or a passage. */
void
cf_game_enter (CfGame *self, CfPlace from, CfPlace to, CfPlace door, CfRecordKind kind)
{
  int      suspect = self->seats[self->current].suspect;
  gboolean in_room = cf_board_place_is_room (self->board, to);

  if (cf_board_place_is_room (self->board, from))
    self->left_room = cf_board_place_get_room (self->board, from);
  self->entry[suspect] = in_room ? door : CF_PLACE_NONE;
  move_token (self, suspect, to, FALSE);
  cf_game_add_record (self, kind, self->current, 0, NULL, from, to);
  /* A wrong accuser who keeps moving never suggests (18 x 18). */
  cf_game_set_phase (self,
                     in_room && !self->seats[self->current].out ? CF_PHASE_SUGGEST : CF_PHASE_END);
}

gboolean
cf_game_do_take_passage (CfGame *self, GError **error)
{
  int     room;
  CfPlace from;

  g_return_val_if_fail (CF_IS_GAME (self), FALSE);
  if (!cf_game_check_phase (self, cf_game_can_take_passage (self), error))
    return FALSE;

  room = cf_game_current_room (self);
  from = self->tokens[self->seats[self->current].suspect];
  self->moved = TRUE;
  cf_game_enter (self, from,
                 cf_board_room_place (self->board, cf_board_get_passage (self->board, room)),
                 CF_PLACE_NONE, CF_RECORD_PASSAGE);
  return TRUE;
}

gboolean
cf_game_do_move (CfGame *self, CfPlace place, GError **error)
{
  gboolean ok = FALSE;
  CfPlace  from, door = CF_PLACE_NONE;

  g_return_val_if_fail (CF_IS_GAME (self), FALSE);
  if (!cf_game_check_phase (self, self->phase == CF_PHASE_MOVE, error))
    return FALSE;

  if (place >= 0 && (guint)place < cf_board_get_n_places (self->board))
    {
      if (cf_board_place_is_room (self->board, place))
        ok = (self->reach.rooms >> cf_board_place_get_room (self->board, place)) & 1;
      else if (cf_board_place_is_pool (self->board, place))
        ok = (self->reach.rooms >> cf_board_get_n_rooms (self->board)) & 1;
      else
        for (guint i = 0; i < self->reach.squares->len && !ok; i++)
          ok = g_array_index (self->reach.squares, CfPlace, i) == place;
    }
  if (!ok)
    return cf_game_fail (error, _("The token cannot reach that place with this roll"));

  from = self->tokens[self->seats[self->current].suspect];
  if (cf_board_place_is_room (self->board, place))
    {
      /* The door it comes in by: the last square of a legal path there */
      g_autofree gboolean *occupied = g_new (gboolean, cf_board_get_n_places (self->board));
      g_autoptr(GArray) path = NULL;
      CfMoveRules rules = move_rules (self);

      cf_game_get_occupied (self, self->seats[self->current].suspect, occupied);
      path = cf_board_find_path (self->board, from, place, self->roll, occupied, &rules);
      if (path != NULL && path->len >= 2)
        door = g_array_index (path, CfPlace, path->len - 2);
    }
  g_array_set_size (self->reach.squares, 0);
  self->reach.rooms = 0;
  cf_game_enter (self, from, place, door, CF_RECORD_MOVE);
  cf_secrets_moved (self->secrets, place);
  return TRUE;
}

static void
finish_suggestion (CfGame *self, int refuter, int shown)
{
  CfEvent event;

  cf_event_init_suggestion (&event, self->current, self->suggestion[0], self->suggestion[1],
                            self->suggestion[2], refuter, shown);
  event.refused = cf_secrets_get_refused (self->secrets);
  cf_game_append_event (self, &event, self->current, refuter >= 0 ? (guint)refuter : self->current);
  self->refuter = refuter;

  cf_game_set_phase (self, CF_PHASE_END);
  cf_secrets_suggestion_answered (self->secrets, refuter, shown);
}

/* Asks the seats clockwise from @first seats after the suggester: the
 * first who can must show one card (or refuse, by a Keeper). A mechanic may
 * pass a seat over unasked. */
static void
ask_from (CfGame *self, guint first)
{
  for (guint i = first; i < self->n_seats; i++)
    {
      guint seat = (self->current + i) % self->n_seats;

      if (cf_secrets_passes_over (self->secrets, seat))
        continue;
      if (cf_game_seat_holds (self, seat, self->suggestion[0]) ||
          cf_game_seat_holds (self, seat, self->suggestion[1]) ||
          cf_game_seat_holds (self, seat, self->suggestion[2]))
        {
          self->refuter = seat;
          cf_game_set_phase (self, CF_PHASE_REFUTE);
          g_signal_emit (self, cf_game_signals[REFUTE_REQUESTED], 0, seat);
          return;
        }
      cf_game_add_record (self, CF_RECORD_PASS, seat, 0, NULL, CF_PLACE_NONE, CF_PLACE_NONE);
      g_signal_emit (self, cf_game_signals[PASSED], 0, seat);
    }

  cf_game_add_record (self, CF_RECORD_NOBODY, self->current, 0, NULL, CF_PLACE_NONE, CF_PLACE_NONE);
  finish_suggestion (self, CF_NOBODY, CF_NO_CARD);
  g_signal_emit (self, cf_game_signals[NOBODY_REFUTED], 0, self->current);
}

/* The refuter refused (a Keeper "Refuse to refute a rumor"): the next seat
 * is asked. */
void
cf_game_refuse (CfGame *self)
{
  guint offset = (self->refuter + self->n_seats - self->current) % self->n_seats;

  self->refuter = CF_NOBODY;
  /* The refuser is done: nothing of theirs stays on screen while the next
   * seats pass or are asked. */
  cf_game_update_awaited (self);
  ask_from (self, offset + 1);
}

void
cf_game_send_token (CfGame *self, int suspect, CfPlace to)
{
  self->entry[suspect] = CF_PLACE_NONE;
  self->summoned[suspect] = FALSE;
  move_token (self, suspect, to, FALSE);
}

gboolean
cf_game_do_suggest (CfGame *self, int suspect_card, int weapon_card, GError **error)
{
  int     room, suspect, weapon;
  CfPlace room_place;

  g_return_val_if_fail (CF_IS_GAME (self), FALSE);
  if (!cf_game_check_phase (self, cf_game_can_suggest (self), error))
    return FALSE;
  if (suspect_card < 0 || (guint)suspect_card >= cf_edition_get_n_cards (self->edition) ||
      cf_edition_get_card_category (self->edition, suspect_card) != CF_CATEGORY_SUSPECT)
    return cf_game_fail (error, _("A suggestion names a suspect"));
  if (weapon_card < 0 || (guint)weapon_card >= cf_edition_get_n_cards (self->edition) ||
      cf_edition_get_card_category (self->edition, weapon_card) != CF_CATEGORY_WEAPON)
    return cf_game_fail (error, _("A suggestion names a weapon"));

  room = cf_game_current_room (self);
  room_place = cf_board_room_place (self->board, room);
  suspect = suspect_card - cf_game_first_of (self, CF_CATEGORY_SUSPECT);
  weapon = weapon_card - cf_game_first_of (self, CF_CATEGORY_WEAPON);

  if (self->phase == CF_PHASE_START)
    {
      /* Stayed where another's suggestion brought the token. */
      self->moved = TRUE;
      cf_game_add_record (self, CF_RECORD_STAY, self->current, 0, NULL, CF_PLACE_NONE,
                          CF_PLACE_NONE);
    }
  self->summoned[self->seats[self->current].suspect] = FALSE;

  self->suggestion[0] = suspect_card;
  self->suggestion[1] = weapon_card;
  self->suggestion[2] = cf_game_room_card (self, room);

  /* The named suspect and weapon move into the room and stay there (the
   * 18 x 18 text moves nothing). */
  if (self->rules->suggestion_moves_pieces && self->tokens[suspect] != room_place)
    {
      self->entry[suspect] = CF_PLACE_NONE;
      move_token (self, suspect, room_place, TRUE);
      self->summoned[suspect] = TRUE;
      cf_secrets_token_summoned (self->secrets, suspect);
    }
  if (self->rules->suggestion_moves_pieces && self->weapons[weapon] != room)
    {
      int from = self->weapons[weapon];
      self->weapons[weapon] = room;
      g_signal_emit (self, cf_game_signals[WEAPON_MOVED], 0, weapon, from, room);
    }

  cf_game_add_record (self, CF_RECORD_SUGGEST, self->current, 0, self->suggestion, CF_PLACE_NONE,
                      CF_PLACE_NONE);
  g_signal_emit (self, cf_game_signals[SUGGESTED], 0, self->current, self->suggestion[0],
                 self->suggestion[1], self->suggestion[2]);

  /* Refutation goes clockwise; the first who can must show one card. */
  cf_secrets_suggested (self->secrets);
  ask_from (self, 1);
  return TRUE;
}

gboolean
cf_game_do_show_card (CfGame *self, int card, GError **error)
{
  guint refuter;

  g_return_val_if_fail (CF_IS_GAME (self), FALSE);
  if (!cf_game_check_phase (self, self->phase == CF_PHASE_REFUTE, error))
    return FALSE;
  refuter = self->refuter;
  if ((card != self->suggestion[0] && card != self->suggestion[1] && card != self->suggestion[2]) ||
      !cf_game_seat_holds (self, refuter, card))
    return cf_game_fail (error, _("Show one of your cards that was named"));

  cf_game_add_record (self, CF_RECORD_SHOW, refuter, self->current, NULL, CF_PLACE_NONE,
                      CF_PLACE_NONE);
  finish_suggestion (self, refuter, card);
  g_signal_emit (self, cf_game_signals[CARD_SHOWN], 0, refuter, self->current, card);
  return TRUE;
}

gboolean
cf_game_do_accuse (CfGame *self, int suspect_card, int weapon_card, int room_card_, GError **error)
{
  int      cards[3] = { suspect_card, weapon_card, room_card_ };
  gboolean correct = TRUE;
  CfEvent  event;
  guint    seat;
  CfPlace  place;

  g_return_val_if_fail (CF_IS_GAME (self), FALSE);
  /* The pool's reason first, where it is the one */
  if (self->phase != CF_PHASE_OVER && self->phase != CF_PHASE_REFUTE &&
      !self->seats[self->current].out && !cf_secrets_may_accuse (self->secrets, error))
    return FALSE;
  if (!cf_game_check_phase (self, cf_game_can_accuse (self), error))
    return FALSE;
  for (CfCategory c = 0; c < CF_N_CATEGORIES; c++)
    {
      if (cards[c] < 0 || (guint)cards[c] >= cf_edition_get_n_cards (self->edition) ||
          cf_edition_get_card_category (self->edition, cards[c]) != c)
        return cf_game_fail (error, _("An accusation names a suspect, a weapon and a room"));
      correct = correct && cards[c] == self->envelope[c];
    }

  seat = self->current;
  cf_event_init_accusation (&event, seat, cards[0], cards[1], cards[2], correct);
  cf_game_append_event (self, &event, seat, seat);
  cf_game_add_record (self, CF_RECORD_ACCUSE, seat, correct, cards, CF_PLACE_NONE, CF_PLACE_NONE);
  g_signal_emit (self, cf_game_signals[ACCUSED], 0, seat, cards[0], cards[1], cards[2], correct);

  if (correct)
    {
      game_over (self, seat);
      return TRUE;
    }

  cf_game_eliminate (self, seat, FALSE, -1);

  /* A token out of the game must not block a door: into that room (where
   * tokens block, and the wrong accuser stops moving). */
  place = self->tokens[self->seats[seat].suspect];
  if (self->rules->tokens == CF_TOKENS_BLOCK && !self->rules->wrong_accuser_moves &&
      !cf_board_place_is_room (self->board, place))
    {
      int room = cf_board_get_door_room_at (self->board, place);
      if (room >= 0)
        move_token (self, self->seats[seat].suspect, cf_board_room_place (self->board, room),
                    FALSE);
    }

  cf_game_next_turn (self);
  return TRUE;
}

/**
 * cf_game_eliminate:
 * @seat: a seat still in the game
 * @reveal_hand: whether its cards are laid face up (every log learns them)
 * @record: a #CfRecordKind to tell it by, or -1
 *
 * Puts @seat out of the game, in that order: out, its hand shown, the
 * record, then CfGame::eliminated.
 */
void
cf_game_eliminate (CfGame *self, guint seat, gboolean reveal_hand, int record)
{
  GArray *hand = self->seats[seat].hand;

  self->seats[seat].out = TRUE;
  for (guint i = 0; reveal_hand && i < hand->len; i++)
    {
      CfEvent event;

      cf_event_init_reveal (&event, seat, g_array_index (hand, int, i));
      cf_game_append_event (self, &event, seat, seat);
    }
  if (record >= 0)
    cf_game_add_record (self, record, seat, 0, NULL, CF_PLACE_NONE, CF_PLACE_NONE);
  g_signal_emit (self, cf_game_signals[ELIMINATED], 0, seat);
}

gboolean
cf_game_do_end_turn (CfGame *self, GError **error)
{
  g_return_val_if_fail (CF_IS_GAME (self), FALSE);
  if (!cf_game_check_phase (self, cf_game_can_end_turn (self), error))
    return FALSE;
  /* Staying in the pool is told as such (its place in the record), not
   * as being hemmed in */
  if (self->phase == CF_PHASE_START)
    cf_game_add_record (self, CF_RECORD_WAIT, self->current, 0, NULL, CF_PLACE_NONE,
                        cf_game_in_pool (self) ? self->tokens[self->seats[self->current].suspect]
                                               : CF_PLACE_NONE);
  cf_game_next_turn (self);
  return TRUE;
}

/**
 * cf_game_apply:
 * @action: what the acting seat does
 *
 * Does @action for the acting seat; the same as calling the function for it.
 */
gboolean
cf_game_apply (CfGame *self, const CfAction *action, GError **error)
{
  g_return_val_if_fail (CF_IS_GAME (self), FALSE);

  /* A shadow's seat decides here; the game is played where it is hosted */
  if (self->shadow_seat >= 0)
    {
      if (self->forward == NULL)
        return cf_game_fail (error, _("The game’s host cannot be reached"));
      return self->forward (self, action, self->forward_data, error);
    }

  switch (action->kind)
    {
    case CF_ACTION_ROLL:
      return cf_game_roll (self, error);
    case CF_ACTION_PASSAGE:
      return cf_game_take_passage (self, error);
    case CF_ACTION_MOVE:
      return cf_game_move (self, action->place, error);
    case CF_ACTION_SUGGEST:
      return cf_game_suggest (self, action->cards[0], action->cards[1], error);
    case CF_ACTION_SHOW:
      return cf_game_show_card (self, action->cards[0], error);
    case CF_ACTION_ACCUSE:
      return cf_game_accuse (self, action->cards[0], action->cards[1], action->cards[2], error);
    case CF_ACTION_END_TURN:
      return cf_game_end_turn (self, error);
    case CF_ACTION_DRAW:
      return cf_game_draw (self, error);
    case CF_ACTION_KEEPER:
      return cf_game_play_keeper (self, action->cards[0], action->cards[1], action->place, error);
    case CF_ACTION_LOOK:
      if (action->cards[0] < 0)
        return cf_game_fail (error, _("Look at one of the pool’s cards"));
      return cf_game_look (self, action->cards[0], error);
    default:
      return cf_game_fail (error, _("Unknown action"));
    }
}
