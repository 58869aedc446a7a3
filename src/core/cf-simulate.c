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
 * allow them (and, in the pool, a look or an accusation on the turn one
 * moved in, never both); a winner named the envelope. After every action
 * the whole state is checked too (cf_game_check): one deal, tokens one to
 * a square, and every seat's log true of the deal with no card shown to
 * someone else.
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
  /* Discover the Secrets */
  gboolean extra_turn;                  /* a Keeper gave the seat another turn */
  int      expect_draw;                 /* a seat that landed on a "?" square */
  gboolean may_draw[CF_GAME_MAX_SEATS]; /* a rumor brought its token in */
  gboolean entered_pool;                /* the current seat moved into the pool this turn */
  gboolean looked;                      /* …and looked at its cards */
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

  for (guint i = 1; i <= n && !ref->extra_turn; i++)
    {
      expected = (ref->last_seat + i) % n;
      if (!cf_game_is_seat_out (game, expected) || ref->rules->wrong_accuser_moves)
        break;
    }
  ref->extra_turn = FALSE;
  /* The draw a rumor allows lasts until that seat's turn is over */
  ref->may_draw[ref->last_seat] = FALSE;
  if (seat != expected)
    violation (ref, "turn %u went to seat %u, not %u", cf_game_get_turn (game), seat, expected);
  ref->last_seat = seat;
  ref->suggestions_this_turn = 0;
  ref->refuted_this_turn = FALSE;
  ref->entered_pool = FALSE;
  ref->looked = FALSE;
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
      int seat = cf_game_get_seat_of_suspect (game, suspect);

      if (!ref->rules->suggestion_moves_pieces)
        violation (ref, "a suggestion moved a token where the rules move none");
      ref->entry[suspect] = CF_PLACE_NONE;
      if (ref->rules->summoned_draws && seat >= 0 && !cf_game_is_seat_out (game, seat))
        ref->may_draw[seat] = TRUE;
      return;
    }
  /* A visit to the pool: by the dice or by a Keeper */
  if (suspect == mover && cf_board_place_is_pool (board, to))
    ref->entered_pool = TRUE;
  if (suspect != mover || ref->phase_before != CF_PHASE_MOVE)
    {
      ref->entry[suspect] = CF_PLACE_NONE; /* a passage */
      return;
    }

  {
    CfMoveRules rules = { !ref->rules->exact_roll,
                          ref->rules->same_door ? ref->entry[suspect] : CF_PLACE_NONE,
                          ref->rules->tokens == CF_TOKENS_PASS, ref->rules->question_squares };
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

  /* "If you land on a space with a question mark, STOP MOVING and draw an
   * Intrigue Card." */
  if (ref->rules->question_squares && cf_board_is_question (board, to))
    ref->expect_draw = cf_game_get_current_seat (game);

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
  if (ref->rules->accuse_at_pool &&
      !cf_board_place_is_pool (cf_game_get_board (game),
                               cf_game_get_token (game, cf_game_get_seat_suspect (game, seat))))
    violation (ref, "seat %u accused outside the pool", seat);
  if (ref->rules->rumor_ends_turn && ref->suggestions_this_turn > 0)
    violation (ref, "seat %u accused after its rumor ended its turn", seat);
  /* "If you move to the pool you may either… Look at any or all face down
   * Rumor cards or Make An Accusation." */
  if (ref->rules->pool_look_or_accuse && !ref->entered_pool)
    violation (ref, "seat %u accused in the pool without moving there this turn", seat);
  if (ref->rules->pool_look_or_accuse && ref->looked)
    violation (ref, "seat %u accused after looking in the pool on the same visit", seat);
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
on_intrigue_drawn (CfGame *game, guint seat, int card, Referee *ref)
{
  if (cf_game_is_seat_out (game, seat))
    violation (ref, "seat %u drew an Intrigue card out of the game", seat);
  if (card == CF_INTRIGUE_CLOCK)
    ref->sim->clocks++;
  else if (!cf_game_get_keepers_enabled (game))
    violation (ref, "seat %u drew a Keeper in a game without Keepers", seat);
  else
    ref->sim->keepers++;
  if ((int)seat == ref->expect_draw)
    ref->expect_draw = -1;
}

/* When a Keeper may be played, by the edition's list */
static void
on_keeper_played (CfGame *game, guint seat, int effect, int card, Referee *ref)
{
  static const CfPhase when[CF_N_KEEPER_EFFECTS] = {
    [CF_KEEPER_ADD_SIX] = CF_PHASE_MOVE,       [CF_KEEPER_MOVE_ANYWHERE] = CF_PHASE_START,
    [CF_KEEPER_SEND_TO_START] = CF_PHASE_END,  [CF_KEEPER_REFUSE] = CF_PHASE_REFUTE,
    [CF_KEEPER_SECOND_RUMOR] = CF_PHASE_START, [CF_KEEPER_SECOND_TURN] = CF_PHASE_END,
    [CF_KEEPER_LOOK_RIGHT] = CF_PHASE_END,     [CF_KEEPER_SEE_SHOWN] = CF_PHASE_REFUTE,
  };

  if (effect < 0 || effect >= CF_N_KEEPER_EFFECTS || ref->phase_before != when[effect])
    violation (ref, "seat %u played the Keeper %d at the wrong time", seat, effect);
  if (cf_game_is_seat_out (game, seat))
    violation (ref, "seat %u played a Keeper out of the game", seat);
  if (effect == CF_KEEPER_SECOND_TURN)
    ref->extra_turn = TRUE;
}

/* A look at a card of the pool: in the pool, on one's own turn, where the
 * rules allow only one action a visit on the turn one moved in */
static void
on_pool_looked (CfSecrets *secrets, guint seat, guint position, Referee *ref)
{
  CfGame *game = ref->game;

  if (seat != cf_game_get_current_seat (game) || !cf_game_in_pool (game))
    violation (ref, "seat %u looked at a pool card outside the pool", seat);
  if (ref->rules->pool_look_or_accuse && !ref->entered_pool)
    violation (ref, "seat %u looked in the pool without moving there this turn", seat);
  ref->looked = TRUE;
}

static void
on_eliminated (CfGame *game, guint seat, Referee *ref)
{
  if (!cf_game_is_seat_murdered (game, seat))
    return;
  ref->sim->murders++;
  /* "Place your cards face up where all players can see them" */
  for (guint i = 0; i < cf_game_get_n_seats (game); i++)
    {
      CfCaseLog *log = cf_game_get_case_log (game, i);
      guint      n = 0;

      for (guint e = 0; e < cf_case_log_get_n_events (log); e++)
        n += cf_case_log_get_event (log, e)->type == CF_EVENT_REVEAL &&
             cf_case_log_get_event (log, e)->player == (int)seat;
      if (n < cf_case_log_get_hand_size (log, seat))
        violation (ref, "seat %u's log lacks the murdered seat %u's hand", i, seat);
    }
}

/* Of the seats in @round, whose rolls are the HIGH_ROLL records just
 * before record @end, those with the highest roll */
static guint
best_seats (CfGame *game, guint round, guint end)
{
  guint best_seats = 0;
  int   best = -1;

  for (guint i = end; i-- > 0 && round != 0;)
    {
      const CfRecord *r = cf_game_get_record (game, i);

      if (r->kind != CF_RECORD_HIGH_ROLL || !(round & (1u << r->seat)))
        continue;
      round &= ~(1u << r->seat);
      if (r->value > best)
        {
          best = r->value;
          best_seats = 0;
        }
      if (r->value == best)
        best_seats |= 1u << r->seat;
    }
  return best_seats;
}

/* Set-up: the weapons in the pool, the high roller first */
static void
check_setup (Referee *ref)
{
  CfGame  *game = ref->game;
  CfBoard *board = cf_game_get_board (game);
  guint    n_weapons = cf_edition_get_n_cards_of (cf_game_get_edition (game), CF_CATEGORY_WEAPON);

  for (guint w = 0; w < n_weapons && ref->rules->weapons_in_pool; w++)
    if ((guint)cf_game_get_weapon_room (game, w) != cf_board_get_n_rooms (board))
      violation (ref, "weapon %u does not start in the pool", w);
  if (ref->rules->first_player != CF_FIRST_HIGH_ROLL)
    return;
  /* Rounds of rolls: all seats, then those tied for the highest, until one
   * is highest; it begins */
  {
    guint rolling = (1u << cf_game_get_n_seats (game)) - 1, this_round = 0;
    int   best = -1;

    for (guint i = 0; i < cf_game_get_n_records (game); i++)
      {
        const CfRecord *r = cf_game_get_record (game, i);

        if (r->kind != CF_RECORD_HIGH_ROLL)
          continue;
        if (this_round & (1u << r->seat))
          {
            /* A new round: the seats tied for the highest roll again */
            rolling = best_seats (game, this_round, i);
            this_round = 0;
          }
        if (!(rolling & (1u << r->seat)))
          violation (ref, "seat %d rolled for the first turn out of its round", r->seat);
        this_round |= 1u << r->seat;
      }
    rolling = best_seats (game, this_round, cf_game_get_n_records (game));
    if (this_round != 0)
      best = g_bit_nth_lsf (rolling, -1);
    if ((rolling & (rolling - 1)) != 0 || best != (int)cf_game_get_current_seat (game))
      violation (ref, "seat %u begins, not the one high roller", cf_game_get_current_seat (game));
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

/* ---------------------------------------------------------------- the referee

 * What a game refereed elsewhere (a host on the network) calls: the same
 * checks as cf_simulate_game(), around each action it applies. */

struct _CfReferee
{
  Referee   ref;
  gboolean *occupied;
};

/**
 * cf_referee_new: (skip)
 * @game: a game just set up
 * @simulation: (out caller-allocates): where the findings go; clear it
 *   afterwards
 *
 * Watches @game until cf_referee_free().
 */
CfReferee *
cf_referee_new (CfGame *game, CfSimulation *simulation)
{
  CfReferee *self = g_new0 (CfReferee, 1);
  Referee   *ref = &self->ref;

  memset (simulation, 0, sizeof *simulation);
  simulation->winner = -1;
  simulation->problems = g_ptr_array_new_with_free_func (g_free);

  ref->game = g_object_ref (game);
  ref->rules = cf_edition_get_rules (cf_game_get_edition (game));
  for (guint i = 0; i < G_N_ELEMENTS (ref->entry); i++)
    ref->entry[i] = CF_PLACE_NONE;
  ref->sim = simulation;
  ref->last_seat = cf_game_get_current_seat (game);
  self->occupied = g_new (gboolean, cf_board_get_n_places (cf_game_get_board (game)));
  ref->occupied_before = self->occupied;
  g_signal_connect (game, "turn-started", G_CALLBACK (on_turn_started), ref);
  g_signal_connect (game, "token-moved", G_CALLBACK (on_token_moved), ref);
  g_signal_connect (game, "suggested", G_CALLBACK (on_suggested), ref);
  g_signal_connect (game, "game-over", G_CALLBACK (on_game_over), ref);
  g_signal_connect (game, "weapon-moved", G_CALLBACK (on_weapon_moved), ref);
  g_signal_connect (game, "card-shown", G_CALLBACK (on_card_shown), ref);
  g_signal_connect (game, "accused", G_CALLBACK (on_accused), ref);
  g_signal_connect (game, "intrigue-drawn", G_CALLBACK (on_intrigue_drawn), ref);
  g_signal_connect (game, "keeper-played", G_CALLBACK (on_keeper_played), ref);
  g_signal_connect (game, "eliminated", G_CALLBACK (on_eliminated), ref);
  if (cf_game_get_secrets (game) != NULL)
    g_signal_connect (cf_game_get_secrets (game), "pool-looked", G_CALLBACK (on_pool_looked), ref);
  ref->expect_draw = -1;
  check_setup (ref);
  return self;
}

/**
 * cf_referee_before: (skip)
 * @seat: the seat about to act
 * @action: what it is about to do
 *
 * Call before applying @action: notes the state the move is checked against.
 */
void
cf_referee_before (CfReferee *self, guint seat, const CfAction *action)
{
  Referee *ref = &self->ref;
  CfGame  *game = ref->game;

  ref->phase_before = cf_game_get_phase (game);
  ref->roll = cf_game_get_roll (game);
  blocked_squares (ref, cf_game_get_seat_suspect (game, cf_game_get_current_seat (game)),
                   self->occupied);
  if (action->kind == CF_ACTION_DRAW && !ref->may_draw[seat])
    violation (ref, "seat %u drew without a rumor bringing it in", seat);
  if (action->kind == CF_ACTION_DRAW)
    ref->may_draw[seat] = FALSE;
}

/**
 * cf_referee_after: (skip)
 *
 * Call after an action was applied: checks the whole state.
 */
void
cf_referee_after (CfReferee *self)
{
  Referee *ref = &self->ref;

  if (ref->expect_draw >= 0 && !cf_game_is_seat_out (ref->game, ref->expect_draw))
    violation (ref, "seat %d stopped on a \"?\" square and drew nothing", ref->expect_draw);
  ref->expect_draw = -1;
  ref->sim->violations += cf_game_check (ref->game, ref->sim->problems);
}

/**
 * cf_referee_violation: (skip)
 *
 * Counts a violation found outside the referee (an action refused).
 */
void
cf_referee_violation (CfReferee *self, const char *problem)
{
  violation (&self->ref, "%s", problem);
}

/**
 * cf_referee_free: (skip)
 *
 * Stops watching, and fills in the winner, the turns and the murders.
 */
void
cf_referee_free (CfReferee *self)
{
  CfGame       *game = self->ref.game;
  CfSimulation *simulation = self->ref.sim;

  g_signal_handlers_disconnect_by_data (game, &self->ref);
  if (cf_game_get_secrets (game) != NULL)
    g_signal_handlers_disconnect_by_data (cf_game_get_secrets (game), &self->ref);
  simulation->winner = cf_game_get_winner (game);
  simulation->turns = cf_game_get_turn (game);
  simulation->all_murdered = cf_game_get_phase (game) == CF_PHASE_OVER;
  for (guint i = 0; i < cf_game_get_n_seats (game); i++)
    simulation->all_murdered = simulation->all_murdered && cf_game_is_seat_murdered (game, i);
  g_free (self->occupied);
  g_object_unref (game);
  g_free (self);
}

/**
 * cf_simulate_game:
 * @levels: one bot level per seat, seats in order from Miss Scarlet
 * @options: (nullable): the game's options (Keepers off, say)
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
cf_simulate_game (CfEdition           *edition,
                  guint                n_seats,
                  const CfPlayerKind  *levels,
                  const CfGameOptions *options,
                  guint64              seed,
                  guint                game_index,
                  guint                max_turns,
                  CfSimulation        *simulation,
                  GError             **error)
{
  CfSeatSetup setup[CF_GAME_MAX_SEATS];
  g_autoptr(CfGame) game = NULL;
  CfBot     *bots[CF_GAME_MAX_SEATS] = { NULL };
  CfReferee *referee;

  memset (simulation, 0, sizeof *simulation);
  simulation->winner = -1;

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

  if (!(game = cf_game_new_full (edition, n_seats, setup, seed, game_index, options, error)))
    return FALSE;
  for (guint i = 0; i < n_seats; i++)
    {
      guint64 state = seed ^ (G_GUINT64_CONSTANT (0x5851f42d4c957f2d) * (i + 1));
      bots[i] = cf_bot_new (levels[i], cf_game_rng_next (&state));
    }

  referee = cf_referee_new (game, simulation);
  while (cf_game_get_phase (game) != CF_PHASE_OVER && cf_game_get_turn (game) <= max_turns)
    {
      int seat = cf_game_get_awaited (game).seat;
      g_autoptr(CfBotView) view = cf_bot_view_new (game, seat);
      g_autoptr(GError) local = NULL;
      CfAction action;
      gint64   start = g_get_monotonic_time ();
      gboolean decided = cf_bot_decide (bots[seat], view, &action, NULL, &local);
      gint64   thought = g_get_monotonic_time () - start;

      simulation->decisions[seat]++;
      simulation->think_us[seat] += thought;
      simulation->think_max_us[seat] = MAX (simulation->think_max_us[seat], thought);
      if (!decided)
        {
          g_autofree char *problem = g_strdup_printf ("seat %d: %s", seat, local->message);
          cf_referee_violation (referee, problem);
          break;
        }
      cf_referee_before (referee, seat, &action);
      if (!cf_game_apply (game, &action, &local))
        {
          g_autofree char *problem = g_strdup_printf ("seat %d: %s", seat, local->message);
          cf_referee_violation (referee, problem);
          break;
        }
      cf_referee_after (referee);
    }
  cf_referee_free (referee);

  for (guint i = 0; i < n_seats; i++)
    g_object_unref (bots[i]);
  return TRUE;
}
