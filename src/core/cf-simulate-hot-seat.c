/* cf-simulate-hot-seat.c: whole games at one screen, headless: scripted
 * people and bots through CfHotSeat, with a referee of the screen
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "cf-hot-seat.h"
#include "cf-simulate.h"

/*
 * A person here does what a person at the window can do, through the hot
 * seat: come to the screen when the guard calls, look and be done looking,
 * and act when the game waits for them, through the seat view the screen
 * shows (cf_hot_seat_get_shown_view(), cf_seat_view_act()), exactly as the
 * window does: a view shown for the wrong seat is refused, and the game
 * reports it. Often they take a random choice among those their view
 * offers (a Keeper, a look in the pool, a refusal, a wrong turn), reading
 * only their view and the public table; else what a Detective would do
 * from what their seat saw (CfBotView), so that games end.
 *
 * The referee of the screen checks, at every line of the story, every
 * request to refute, every card shown and every change of the viewer:
 *  - the screen may show one seat's view, the viewer's, or none;
 *  - nothing of a person is on screen while another person is awaited,
 *    except the suggester's while a bot shows them a card;
 *  - never a viewer and a guard at once;
 *  - the screen never passes straight from one person to another, and a
 *    person becomes the viewer only after the guard called them;
 *  - at the end, nothing private is on screen.
 * A stall is a game not over where nothing happens for ten seconds.
 */

#define STALL_US (10 * G_USEC_PER_SEC)

typedef struct
{
  CfGame       *game;
  CfHotSeat    *hot_seat;
  CfSimulation *simulation;
  int           viewer;                    /* as last seen */
  gboolean      called[CF_GAME_MAX_SEATS]; /* the guard called them since they left */
} Referee;

static void
privacy_violation (Referee *ref, const char *what)
{
  ref->simulation->privacy_violations++;
  g_ptr_array_add (ref->simulation->problems,
                   g_strdup_printf ("turn %u: %s (viewer %d, guard %d, awaited %d)",
                                    cf_game_get_turn (ref->game), what,
                                    cf_hot_seat_get_viewer (ref->hot_seat),
                                    cf_hot_seat_get_guard (ref->hot_seat),
                                    cf_game_get_awaited (ref->game).seat));
}

static void
check_screen (Referee *ref)
{
  int viewer = cf_hot_seat_get_viewer (ref->hot_seat);
  int guard = cf_hot_seat_get_guard (ref->hot_seat);
  int awaited = cf_game_get_awaited (ref->game).seat;
  int current = cf_game_get_current_seat (ref->game);

  {
    CfSeatView *shown = cf_hot_seat_get_shown_view (ref->hot_seat);

    if ((shown == NULL) != (viewer < 0) ||
        (shown != NULL && (int)cf_seat_view_get_seat (shown) != viewer))
      privacy_violation (ref, "a view shown that is not the viewer's");
  }
  if (cf_hot_seat_get_n_people (ref->hot_seat) < 2)
    return;
  if (cf_game_get_phase (ref->game) == CF_PHASE_OVER)
    {
      if (viewer != -1 || guard != -1)
        privacy_violation (ref, "something private on screen at the end");
      return;
    }
  if (guard >= 0 && viewer >= 0)
    privacy_violation (ref, "a viewer under the guard");
  if (cf_hot_seat_get_looking (ref->hot_seat))
    return;
  if (viewer >= 0 && viewer != awaited &&
      !(viewer == current && !cf_hot_seat_is_person (ref->hot_seat, awaited)))
    privacy_violation (ref, "a person's things on screen while another is awaited");
}

static void
on_record (CfGame *game, guint index, Referee *ref)
{
  check_screen (ref);
}

static void
on_refute_requested (CfGame *game, guint seat, Referee *ref)
{
  check_screen (ref);
}

static void
on_card_shown (CfGame *game, guint refuter, guint suggester, int card, Referee *ref)
{
  int viewer = cf_hot_seat_get_viewer (ref->hot_seat);

  if (cf_hot_seat_get_n_people (ref->hot_seat) >= 2 && viewer != -1 && viewer != (int)suggester)
    privacy_violation (ref, "a card shown while another seat looks");
}

static void
on_intrigue_drawn (CfGame *game, guint seat, int card, Referee *ref)
{
  ref->simulation->clocks += card == CF_INTRIGUE_CLOCK;
  ref->simulation->keepers += card != CF_INTRIGUE_CLOCK;
}

static void
on_guard (CfHotSeat *hot_seat, GParamSpec *pspec, Referee *ref)
{
  int guard = cf_hot_seat_get_guard (hot_seat);

  if (guard >= 0)
    ref->called[guard] = TRUE;
}

static void
on_viewer (CfHotSeat *hot_seat, GParamSpec *pspec, Referee *ref)
{
  int viewer = cf_hot_seat_get_viewer (hot_seat);

  if (cf_hot_seat_get_n_people (hot_seat) >= 2)
    {
      if (ref->viewer >= 0 && viewer >= 0 && viewer != ref->viewer)
        privacy_violation (ref, "the screen passed straight from one person to another");
      if (viewer >= 0 && viewer != ref->viewer && !ref->called[viewer])
        privacy_violation (ref, "a person came to the screen without the guard");
      if (viewer >= 0)
        ref->called[viewer] = FALSE;
    }
  ref->viewer = viewer;
  check_screen (ref);
}

/* A random choice among those the view offers, or FALSE when the one
 * drawn needs what a random pick cannot give */
static gboolean
random_action (CfSeatView *view, GRand *rand, CfAction *action)
{
  CfPublicView *table = cf_seat_view_get_table (view);
  CfChoices     choices = cf_seat_view_get_choices (view);
  CfEdition    *edition = cf_seat_view_get_edition (view);
  guint         kinds[CF_ACTION_LOOK + 1], n = 0;

  for (guint kind = 0; kind <= CF_ACTION_LOOK; kind++)
    /* A random accusation now and then: a wrong accuser looks, then is out. */
    if ((choices & (1u << kind)) &&
        (kind != CF_ACTION_ACCUSE || g_rand_int_range (rand, 0, 50) == 0))
      kinds[n++] = kind;
  if (n == 0)
    return FALSE;

  *action = (CfAction){ .kind = kinds[g_rand_int_range (rand, 0, n)],
                        .place = CF_PLACE_NONE,
                        .cards = { -1, -1, -1 } };
  switch (action->kind)
    {
    case CF_ACTION_MOVE:
      {
        const CfReach *reach = cf_public_view_get_reach (table);

        if (reach->squares->len == 0)
          return FALSE;
        action->place = g_array_index (reach->squares, CfPlace,
                                       g_rand_int_range (rand, 0, reach->squares->len));
      }
      break;
    case CF_ACTION_SUGGEST:
    case CF_ACTION_ACCUSE:
      for (CfCategory c = 0; c < CF_N_CATEGORIES; c++)
        action->cards[c] = cf_edition_get_first_card_of (edition, c) +
                           g_rand_int_range (rand, 0, cf_edition_get_n_cards_of (edition, c));
      if (action->kind == CF_ACTION_ACCUSE)
        action->cards[2] = cf_public_view_get_suggestion_room (table) >= 0
                               ? cf_public_view_get_suggestion_room (table)
                               : action->cards[2];
      break;
    case CF_ACTION_SHOW:
      {
        g_autoptr(GArray) cards = cf_seat_view_get_refute_choices (view);

        if (cards == NULL || cards->len == 0)
          return FALSE;
        action->cards[0] = g_array_index (cards, int, g_rand_int_range (rand, 0, cards->len));
      }
      break;
    case CF_ACTION_KEEPER:
      {
        guint effects[CF_N_KEEPER_EFFECTS], m = 0;

        for (CfKeeperEffect effect = 0; effect < CF_N_KEEPER_EFFECTS; effect++)
          if (cf_seat_view_can_play_keeper (view, effect))
            effects[m++] = effect;
        if (m == 0)
          return FALSE;
        action->cards[0] = effects[g_rand_int_range (rand, 0, m)];
        action->cards[1] =
            g_rand_int_range (rand, 0, cf_edition_get_n_cards_of (edition, CF_CATEGORY_SUSPECT));
      }
      break;
    case CF_ACTION_LOOK:
      {
        guint positions[CF_MAX_CARDS], m = 0;

        for (guint i = 0; i < cf_seat_view_get_n_pool_cards (view); i++)
          if (cf_seat_view_can_look (view, i))
            positions[m++] = i;
        if (m == 0)
          return FALSE;
        action->cards[0] = positions[g_rand_int_range (rand, 0, m)];
      }
      break;
    default:
      break;
    }
  return TRUE;
}

/* The person at the screen acts, as the window lets them: through the
 * view the screen shows */
static gboolean
person_acts (CfSeatView *shown, CfBot *detective, GRand *rand, GError **error)
{
  g_autoptr(CfBotView) thoughts = NULL;
  CfAction action;

  /* A random pick may be one the rules refuse (a Keeper's target, say):
   * refused, and nothing changes, as at the window */
  if (g_rand_int_range (rand, 0, 100) < 35 && random_action (shown, rand, &action) &&
      cf_seat_view_act (shown, &action, NULL))
    return TRUE;
  /* Else they think as a Detective would, from what their view holds */
  thoughts = cf_bot_view_new_from_view (shown);
  return cf_bot_decide (detective, thoughts, &action, NULL, error) &&
         cf_seat_view_act (shown, &action, error);
}

static gboolean
wake (gpointer data)
{
  return G_SOURCE_CONTINUE;
}

/**
 * cf_simulate_hot_seat_game:
 * @kinds: per seat, %CF_PLAYER_HUMAN for a scripted person or a bot level
 * @options: (nullable): the game's options (Keepers off, say)
 * @simulation: (out caller-allocates): the result, with its
 *   privacy_violations and stalled; clear it with cf_simulation_clear()
 *
 * Plays one whole game at one screen, headless, through a #CfHotSeat:
 * its bots at no pace, the people scripted (see the top of this file),
 * under the referee of the screen. Runs the thread-default main context.
 *
 * Returns: %FALSE with @error set when the game cannot be set up, or a
 *   person's move is refused
 */
gboolean
cf_simulate_hot_seat_game (CfEdition           *edition,
                           guint                n_seats,
                           const CfPlayerKind  *kinds,
                           const CfGameOptions *options,
                           guint64              seed,
                           guint                max_turns,
                           CfSimulation        *simulation,
                           GError             **error)
{
  CfSeatSetup setup[CF_GAME_MAX_SEATS];
  g_autoptr(CfGame) game = NULL;
  g_autoptr(CfHotSeat) hot_seat = NULL;
  g_autoptr(CfBot) detective = cf_bot_new (CF_PLAYER_DETECTIVE, seed ^ 0x9e3779b97f4a7c15);
  g_autoptr(GRand) rand = g_rand_new_with_seed ((guint32)(seed ^ (seed >> 32)));
  Referee  ref = { 0 };
  guint    ticker, records = 0;
  gint64   progress;
  gboolean ok = TRUE;

  memset (simulation, 0, sizeof *simulation);
  simulation->problems = g_ptr_array_new_with_free_func (g_free);
  simulation->winner = -1;
  for (guint i = 0; i < n_seats; i++)
    setup[i] = (CfSeatSetup){ .suspect = i, .name = NULL, .kind = kinds[i] };
  if (!(game = cf_game_new_full (edition, n_seats, setup, seed, 0, options, error)))
    return FALSE;

  ref.game = game;
  ref.simulation = simulation;
  ref.viewer = -1;
  /* Connected after the hot seat: the referee sees the screen as it is
   * once the hot seat has followed each change. */
  hot_seat = cf_hot_seat_new (game);
  ref.hot_seat = hot_seat;
  ref.viewer = cf_hot_seat_get_viewer (hot_seat);
  if (cf_hot_seat_get_guard (hot_seat) >= 0)
    ref.called[cf_hot_seat_get_guard (hot_seat)] = TRUE;
  cf_hot_seat_set_bot_delay (hot_seat, 0);
  g_signal_connect (game, "record-added", G_CALLBACK (on_record), &ref);
  g_signal_connect (game, "refute-requested", G_CALLBACK (on_refute_requested), &ref);
  g_signal_connect (game, "card-shown", G_CALLBACK (on_card_shown), &ref);
  g_signal_connect (game, "intrigue-drawn", G_CALLBACK (on_intrigue_drawn), &ref);
  g_signal_connect (hot_seat, "notify::viewer", G_CALLBACK (on_viewer), &ref);
  g_signal_connect (hot_seat, "notify::guard", G_CALLBACK (on_guard), &ref);

  ticker = g_timeout_add (20, wake, NULL);
  progress = g_get_monotonic_time ();
  while (cf_game_get_phase (game) != CF_PHASE_OVER && cf_game_get_turn (game) <= max_turns)
    {
      if (cf_game_get_n_records (game) != records)
        {
          records = cf_game_get_n_records (game);
          progress = g_get_monotonic_time ();
        }
      if (g_get_monotonic_time () - progress > STALL_US)
        {
          simulation->stalled = TRUE;
          g_ptr_array_add (simulation->problems,
                           g_strdup_printf ("turn %u: stalled, seat %d awaited",
                                            cf_game_get_turn (game),
                                            cf_game_get_awaited (game).seat));
          break;
        }
      if (cf_hot_seat_get_looking (hot_seat))
        cf_hot_seat_done_looking (hot_seat);
      else if (cf_hot_seat_get_guard (hot_seat) >= 0)
        cf_hot_seat_take_seat (hot_seat);
      else if (cf_hot_seat_get_viewer_acts (hot_seat))
        {
          CfSeatView *shown = cf_hot_seat_get_shown_view (hot_seat);

          /* The screen lets someone act but shows nobody's view */
          if (shown == NULL)
            {
              privacy_violation (&ref, "a person to act with no view on screen");
              g_main_context_iteration (NULL, TRUE);
              continue;
            }
          if (!(ok = person_acts (shown, detective, rand, error)))
            break;
        }
      else
        g_main_context_iteration (NULL, TRUE);
    }
  g_source_remove (ticker);
  cf_hot_seat_stop (hot_seat);
  g_signal_handlers_disconnect_by_data (game, &ref);
  g_signal_handlers_disconnect_by_data (hot_seat, &ref);

  simulation->winner = cf_game_get_winner (game);
  simulation->turns = cf_game_get_turn (game);
  simulation->all_murdered = cf_game_get_phase (game) == CF_PHASE_OVER;
  for (guint i = 0; i < n_seats; i++)
    {
      simulation->murders += cf_game_is_seat_murdered (game, i);
      simulation->all_murdered = simulation->all_murdered && cf_game_is_seat_murdered (game, i);
    }
  simulation->violations += cf_game_check (game, simulation->problems);
  return ok;
}
