/* cf-simulate.c: whole games between bots, with the rules checked throughout
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "cf-simulate.h"

/*
 * A referee watches the game's signals and checks, independently of the
 * engine's own bookkeeping, what each rule of the edition says: turns go
 * clockwise to seats still in (or to wrong accusers too, where they keep
 * moving); a move follows a legal path of the roll (tokens blocking or not,
 * exactly the roll or not, a room left by the door it was entered by where
 * that is the rule); one suggestion per room entry, made in the suggester's
 * room, with the named suspect and weapon brought there where the rules
 * move them, never by a wrong accuser; accusations only when the rules
 * allow them; a winner named the envelope. After every action the whole
 * state is checked too (cf_game_check): one deal, tokens one to a square, and
 * every seat's log true of the deal with no card shown to someone else.
 */

typedef struct
{
  CfGame        *game;
  const CfRules *rules;
  CfSimulation  *sim;
  guint          last_seat;
  guint          suggestions_this_turn;
  gboolean       refuted_this_turn;
  CfPhase        phase_before;
  guint          roll;
  CfPlace        token_before;
  gboolean      *occupied_before;
  CfPlace        entry[64]; /* per suspect: the door square it entered its room by */
} Referee;

static void violation (Referee *ref, const char *format, ...) G_GNUC_PRINTF (2, 3);

static void
violation (Referee *ref, const char *format, ...)
{
  va_list args;

  ref->sim->violations++;
  va_start (args, format);
  g_ptr_array_add (ref->sim->problems, g_strdup_vprintf (format, args));
  va_end (args);
}

static void
on_turn_started (CfGame *game, guint seat, Referee *ref)
{
  guint n = cf_game_get_n_seats (game);
  guint expected = ref->last_seat;

  for (guint i = 1; i <= n; i++)
    {
      expected = (ref->last_seat + i) % n;
      if (!cf_game_is_seat_out (game, expected) || ref->rules->wrong_accuser_moves)
        break;
    }
  if (seat != expected)
    violation (ref, "turn %u went to seat %u, not %u", cf_game_get_turn (game), seat, expected);
  ref->last_seat = seat;
  ref->suggestions_this_turn = 0;
  ref->refuted_this_turn = FALSE;
}

/* The squares other tokens block, by the rules (not the game's own view) */
static void
blocked_squares (Referee *ref, int mover, gboolean *occupied)
{
  CfBoard *board = cf_game_get_board (ref->game);
  guint    n_suspects =
      cf_edition_get_n_cards_of (cf_game_get_edition (ref->game), CF_CATEGORY_SUSPECT);

  memset (occupied, 0, sizeof (gboolean) * cf_board_get_n_places (board));
  if (ref->rules->tokens == CF_TOKENS_SHARE)
    return;
  for (guint s = 0; s < n_suspects; s++)
    if ((int)s != mover && !cf_board_place_is_room (board, cf_game_get_token (ref->game, s)))
      occupied[cf_game_get_token (ref->game, s)] = TRUE;
}

static void
on_token_moved (CfGame *game, int suspect, int from, int to, gboolean by_suggestion, Referee *ref)
{
  CfBoard *board = cf_game_get_board (game);
  int      mover = cf_game_get_seat_suspect (game, cf_game_get_current_seat (game));

  if (by_suggestion)
    {
      if (!ref->rules->suggestion_moves_pieces)
        violation (ref, "a suggestion moved a token where the rules move none");
      ref->entry[suspect] = CF_PLACE_NONE;
      return;
    }
  if (suspect != mover || ref->phase_before != CF_PHASE_MOVE)
    {
      ref->entry[suspect] = CF_PLACE_NONE; /* a passage */
      return;
    }

  {
    CfMoveRules rules = { !ref->rules->exact_roll,
                          ref->rules->same_door ? ref->entry[suspect] : CF_PLACE_NONE,
                          ref->rules->tokens == CF_TOKENS_PASS };
    g_autoptr(GArray) path =
        cf_board_find_path (board, from, to, ref->roll, ref->occupied_before, &rules);

    if (path == NULL || !cf_board_check_path (board, (const CfPlace *)path->data, path->len,
                                              ref->roll, ref->occupied_before, &rules))
      {
        g_autofree char *a = cf_board_place_to_string (board, from);
        g_autofree char *b = cf_board_place_to_string (board, to);
        violation (ref, "no legal path of %u from %s to %s", ref->roll, a, b);
      }
  }

  /* Entering a room: the door it came in by must be one of the room's,
   * reached within the roll. */
  ref->entry[suspect] = CF_PLACE_NONE;
  if (cf_board_place_is_room (board, to))
    {
      CfPlace  door = cf_game_get_entry (game, suspect);
      gboolean ok = door != CF_PLACE_NONE &&
                    cf_board_get_door_room_at (board, door) == cf_board_place_get_room (board, to);

      if (ok && door != from)
        {
          CfMoveRules up_to = { TRUE,
                                ref->rules->same_door && cf_board_place_is_room (board, from)
                                    ? ref->entry[suspect]
                                    : CF_PLACE_NONE,
                                FALSE };
          /* A door square passed through into the room may be occupied
           * where tokens are passed */
          g_autoptr(GArray) way = cf_board_find_path (
              board, from, door, ref->roll - 1,
              ref->rules->tokens == CF_TOKENS_PASS ? NULL : ref->occupied_before, &up_to);
          ok = way != NULL;
        }
      if (!ok)
        violation (ref, "seat %u entered a room by a door it could not reach",
                   cf_game_get_current_seat (game));
      ref->entry[suspect] = door;
    }
}

static void
on_weapon_moved (CfGame *game, int weapon, int from, int to, Referee *ref)
{
  if (!ref->rules->suggestion_moves_pieces)
    violation (ref, "a suggestion moved a weapon where the rules move none");
}

static void
on_card_shown (CfGame *game, guint refuter, guint suggester, int card, Referee *ref)
{
  ref->refuted_this_turn = TRUE;
}

static void
on_accused (CfGame  *game,
            guint    seat,
            int      suspect_card,
            int      weapon_card,
            int      room_card,
            gboolean correct,
            Referee *ref)
{
  gboolean queried = ref->suggestions_this_turn > 0 && ref->phase_before == CF_PHASE_END;

  if (seat != cf_game_get_current_seat (game))
    violation (ref, "seat %u accused out of turn", seat);
  if (ref->rules->accuse_when == CF_ACCUSE_AFTER_OWN_QUERY && !queried)
    violation (ref, "seat %u accused other than right after its own query", seat);
  if (!ref->rules->accuse_after_refuted && ref->refuted_this_turn &&
      ref->phase_before == CF_PHASE_END)
    violation (ref, "seat %u accused after its suggestion was refuted", seat);
}

static void
on_suggested (
    CfGame *game, guint seat, int suspect_card, int weapon_card, int room_card, Referee *ref)
{
  CfEdition *edition = cf_game_get_edition (game);
  CfBoard   *board = cf_game_get_board (game);
  int        room = room_card - cf_edition_get_first_card_of (edition, CF_CATEGORY_ROOM);
  CfPlace    place = cf_board_room_place (board, room);
  int        suspect = suspect_card - cf_edition_get_first_card_of (edition, CF_CATEGORY_SUSPECT);
  int        weapon = weapon_card - cf_edition_get_first_card_of (edition, CF_CATEGORY_WEAPON);

  if (++ref->suggestions_this_turn > 1)
    violation (ref, "seat %u suggested twice in one turn", seat);
  if (cf_game_is_seat_out (game, seat))
    violation (ref, "seat %u suggested after a wrong accusation", seat);
  if (cf_game_get_token (game, cf_game_get_seat_suspect (game, seat)) != place)
    violation (ref, "seat %u suggested a room it is not in", seat);
  if (ref->rules->suggestion_moves_pieces && cf_game_get_token (game, suspect) != place)
    violation (ref, "the suspect named by seat %u was not brought to the room", seat);
  if (ref->rules->suggestion_moves_pieces && cf_game_get_weapon_room (game, weapon) != room)
    violation (ref, "the weapon named by seat %u was not brought to the room", seat);
  if (ref->phase_before == CF_PHASE_START)
    {
      /* Suggesting without moving: only where a suggestion brought it. */
      const CfRecord *stay = NULL;
      for (guint i = cf_game_get_n_records (game); i-- > 0;)
        {
          const CfRecord *r = cf_game_get_record (game, i);
          if (r->kind == CF_RECORD_TURN)
            break;
          if (r->kind == CF_RECORD_STAY)
            stay = r;
        }
      if (stay == NULL || !ref->rules->summoned_may_suggest)
        violation (ref, "seat %u suggested without entering a room", seat);
    }
}

static void
on_game_over (CfGame *game, int winner, Referee *ref)
{
  if (winner >= 0)
    {
      const CfRecord *last = NULL;
      for (guint i = cf_game_get_n_records (game); i-- > 0;)
        {
          const CfRecord *r = cf_game_get_record (game, i);
          if (r->kind == CF_RECORD_ACCUSE)
            {
              last = r;
              break;
            }
        }
      if (last == NULL || last->seat != winner || !last->value ||
          memcmp (last->cards, cf_game_get_envelope (game), sizeof last->cards) != 0)
        violation (ref, "seat %d won without naming the envelope", winner);
    }
  else
    for (guint i = 0; i < cf_game_get_n_seats (game); i++)
      if (!cf_game_is_seat_out (game, i))
        violation (ref, "the game ended while seat %u was still in", i);
}

void
cf_simulation_clear (CfSimulation *simulation)
{
  g_clear_pointer (&simulation->problems, g_ptr_array_unref);
}

/**
 * cf_simulate_game:
 * @levels: one bot level per seat, seats in order from Miss Scarlet
 * @seed: the game's and the bots' randomness
 * @game_index: how many games the same table played before (where the
 *   first player rotates)
 * @max_turns: stop there without a winner
 * @simulation: (out caller-allocates): the result; clear it afterwards
 *
 * Plays a whole game between bots, refereed.
 *
 * Returns: %FALSE with @error if the game cannot be set up
 */
gboolean
cf_simulate_game (CfEdition          *edition,
                  guint               n_seats,
                  const CfPlayerKind *levels,
                  guint64             seed,
                  guint               game_index,
                  guint               max_turns,
                  CfSimulation       *simulation,
                  GError            **error)
{
  CfSeatSetup setup[CF_GAME_MAX_SEATS];
  g_autoptr(CfGame) game = NULL;
  CfBot               *bots[CF_GAME_MAX_SEATS] = { NULL };
  g_autofree gboolean *occupied = NULL;
  Referee              ref = { 0 };

  memset (simulation, 0, sizeof *simulation);
  simulation->winner = -1;
  simulation->problems = g_ptr_array_new_with_free_func (g_free);

  if (n_seats < CF_GAME_MIN_SEATS || n_seats > CF_GAME_MAX_SEATS)
    {
      /* Translators: %1$u and %2$u are the fewest and the most players */
      g_set_error (error, CF_ERROR, CF_ERROR_INVALID, _("A game needs %1$u to %2$u players"),
                   CF_GAME_MIN_SEATS, CF_GAME_MAX_SEATS);
      return FALSE;
    }
  for (guint i = 0; i < n_seats; i++)
    {
      if (levels[i] == CF_PLAYER_HUMAN || levels[i] >= CF_N_PLAYER_KINDS)
        {
          g_set_error_literal (error, CF_ERROR, CF_ERROR_INVALID, _("Every seat must be a bot"));
          return FALSE;
        }
      setup[i] = (CfSeatSetup){ .suspect = i, .name = NULL, .kind = levels[i] };
    }

  if (!(game = cf_game_new_in_series (edition, n_seats, setup, seed, game_index, error)))
    return FALSE;
  for (guint i = 0; i < n_seats; i++)
    {
      guint64 state = seed ^ (G_GUINT64_CONSTANT (0x5851f42d4c957f2d) * (i + 1));
      bots[i] = cf_bot_new (levels[i], cf_game_rng_next (&state));
    }

  ref.game = game;
  ref.rules = cf_edition_get_rules (edition);
  for (guint i = 0; i < G_N_ELEMENTS (ref.entry); i++)
    ref.entry[i] = CF_PLACE_NONE;
  ref.sim = simulation;
  ref.last_seat = cf_game_get_current_seat (game);
  occupied = g_new (gboolean, cf_board_get_n_places (cf_game_get_board (game)));
  ref.occupied_before = occupied;
  g_signal_connect (game, "turn-started", G_CALLBACK (on_turn_started), &ref);
  g_signal_connect (game, "token-moved", G_CALLBACK (on_token_moved), &ref);
  g_signal_connect (game, "suggested", G_CALLBACK (on_suggested), &ref);
  g_signal_connect (game, "game-over", G_CALLBACK (on_game_over), &ref);
  g_signal_connect (game, "weapon-moved", G_CALLBACK (on_weapon_moved), &ref);
  g_signal_connect (game, "card-shown", G_CALLBACK (on_card_shown), &ref);
  g_signal_connect (game, "accused", G_CALLBACK (on_accused), &ref);

  while (cf_game_get_phase (game) != CF_PHASE_OVER && cf_game_get_turn (game) <= max_turns)
    {
      int seat = cf_game_get_acting_seat (game);
      g_autoptr(CfBotView) view = cf_bot_view_new (game, seat);
      g_autoptr(GError) local = NULL;
      CfAction action;

      ref.phase_before = cf_game_get_phase (game);
      ref.roll = cf_game_get_roll (game);
      blocked_squares (&ref, cf_game_get_seat_suspect (game, cf_game_get_current_seat (game)),
                       occupied);

      if (!cf_bot_decide (bots[seat], view, &action, NULL, &local) ||
          !cf_game_apply (game, &action, &local))
        {
          violation (&ref, "seat %d: %s", seat, local->message);
          break;
        }
      simulation->violations += cf_game_check (game, simulation->problems);
    }

  g_signal_handlers_disconnect_by_data (game, &ref);
  for (guint i = 0; i < n_seats; i++)
    g_object_unref (bots[i]);
  simulation->winner = cf_game_get_winner (game);
  simulation->turns = cf_game_get_turn (game);
  return TRUE;
}
