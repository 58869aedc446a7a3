/* cf-net-host-game.c: the hosted game: its seats' views and bots, the
 * questions to remote seats, the copies sent to windows, the end
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <libsoup/soup.h>

#include "cf-net-codec.h"
#include "cf-net-host-private.h"
#include "cf-net-protocol.h"

#define MAX_TURNS 1000
#define CLOSE_NORMAL 1000

static void schedule_tables (CfNetHost *self);

/* ---------------------------------------------------------------- the game */

/* A joiner in a window plays in a shadow: its seat's copy of the game
 * (cf_game_seat_copy()), the signals it may hear since the last, and the
 * number of the decision an act must answer */
void
cf_net_host_send_table (CfNetHost *self, guint seat)
{
  g_autoptr(JsonObject) table = cf_net_message_new ("table");
  JsonArray *lines = cf_game_relay_take (self->relays[seat]);
  Peer      *peer = self->seat_peer[seat];

  if (peer == NULL || !peer->table)
    {
      json_array_unref (lines);
      return;
    }
  json_object_set_int_member (table, "n", self->decision);
  json_object_set_member (table, "game", cf_game_seat_copy (self->game, seat));
  json_object_set_array_member (table, "signals", lines);
  cf_net_host_send (peer, table);
}

void
cf_net_host_send_tables (CfNetHost *self)
{
  g_clear_handle_id (&self->table_source, g_source_remove);
  if (self->game == NULL || self->finished)
    return;
  for (guint i = 0; i < self->n_seats; i++)
    if (self->relays[i] != NULL)
      cf_net_host_send_table (self, i);
  /* At a screen, its people and bots play without the host: their moves
   * are saved once the game has settled */
  if (self->hot_seat != NULL)
    cf_net_host_autosave (self);
}

static gboolean
send_tables_now (gpointer data)
{
  CfNetHost *self = data;

  self->table_source = 0;
  cf_net_host_send_tables (self);
  return G_SOURCE_REMOVE;
}

/* Once the game has settled: one copy for a whole decision's changes */
static void
schedule_tables (CfNetHost *self)
{
  if (self->table_source == 0)
    self->table_source = g_idle_add (send_tables_now, self);
}

/* The end, as every seat is told it: the winner and the envelope */
static JsonObject *
over_message (CfNetHost *self)
{
  JsonObject *over = cf_net_message_new ("over");
  JsonArray  *envelope = json_array_new ();
  int         winner = cf_game_get_winner (self->game);

  json_object_set_int_member (over, "winner", winner);
  if (winner >= 0)
    json_object_set_string_member (over, "winner_name", self->names[winner]);
  for (guint c = 0; c < 3; c++)
    json_array_add_string_element (
        envelope, cf_edition_get_card_id (self->edition, cf_game_get_envelope (self->game)[c]));
  json_object_set_array_member (over, "envelope", envelope);
  json_object_set_int_member (over, "turns", cf_game_get_turn (self->game));
  return over;
}

static void
say_over (Peer *peer, JsonObject *over)
{
  cf_net_host_send (peer, over);
  if (soup_websocket_connection_get_state (peer->conn) == SOUP_WEBSOCKET_STATE_OPEN)
    soup_websocket_connection_close (peer->conn, CLOSE_NORMAL, NULL);
}

/* Tells a seat's player who comes back after the end how it ended, and
 * lets them go: the seat's last copy, if they play in a window, then the
 * end itself */
void
cf_net_host_send_end (CfNetHost *self, Peer *peer)
{
  g_autoptr(JsonObject) over = over_message (self);

  if (peer->table && self->relays[peer->seat] != NULL)
    cf_net_host_send_table (self, peer->seat);
  say_over (peer, over);
}

static void
finish (CfNetHost *self)
{
  g_autoptr(JsonObject) over = NULL;
  g_autoptr(GPtrArray) peers = NULL;

  if (self->finished)
    return;
  /* The last copies first: the end as each seat may see it */
  cf_net_host_send_tables (self);
  self->finished = TRUE;
  g_clear_pointer (&self->referee, cf_referee_free);
  self->result.winner = cf_game_get_winner (self->game);
  self->result.turns = cf_game_get_turn (self->game);
  over = over_message (self);
  /* A plain copy: closing may remove peers from the list */
  peers = g_ptr_array_new ();
  g_ptr_array_extend (peers, self->peers, NULL, NULL);
  for (guint i = 0; i < peers->len; i++)
    say_over (peers->pdata[i], over);
  cf_net_host_emit_finished (self);
}

/* Applies @action of @seat through its view, refereed */
gboolean
cf_net_host_apply (CfNetHost *self, guint seat, const CfAction *action, GError **error)
{
  if (self->referee != NULL)
    cf_referee_before (self->referee, seat, action);
  if (!cf_seat_view_act (self->views[seat], action, error))
    return FALSE;
  if (self->referee != NULL)
    cf_referee_after (self->referee);
  self->decision++;
  cf_net_host_autosave (self);
  cf_net_host_schedule_advance (self);
  return TRUE;
}

static void
on_bot_decided (GObject *source, GAsyncResult *result, gpointer data)
{
  CfNetHost *self = data;
  g_autoptr(GError) error = NULL;
  CfAction action;
  int      seat;

  if (!cf_bot_decide_finish (CF_BOT (source), result, &action, &error))
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        {
          g_autofree char *problem = g_strdup_printf ("bot: %s", error->message);
          cf_referee_violation (self->referee, problem);
          finish (self);
        }
      g_object_unref (self);
      return;
    }
  self->thinking = FALSE;
  seat = cf_game_get_awaited (self->game).seat;
  if (!cf_net_host_apply (self, seat, &action, &error))
    {
      g_autofree char *problem = g_strdup_printf ("seat %d: %s", seat, error->message);
      cf_referee_violation (self->referee, problem);
      finish (self);
    }
  g_object_unref (self);
}

static gboolean
advance (gpointer data)
{
  CfNetHost *self = data;
  int        seat;

  self->advance_source = 0;
  if (self->game == NULL || self->finished || self->thinking)
    return G_SOURCE_REMOVE;
  if (cf_game_get_phase (self->game) == CF_PHASE_OVER || cf_game_get_turn (self->game) > MAX_TURNS)
    {
      finish (self);
      return G_SOURCE_REMOVE;
    }
  seat = cf_game_get_awaited (self->game).seat;
  if (self->hot_seat != NULL && !self->seats[seat].remote)
    return G_SOURCE_REMOVE; /* the screen's people and bots: its hot seat's */
  if (!self->seats[seat].remote)
    {
      self->thinking = TRUE;
      cf_bot_decide_async (self->bots[seat], cf_bot_view_new_from_view (self->views[seat]),
                           self->cancellable, on_bot_decided, g_object_ref (self));
    }
  else if (self->seat_peer[seat] != NULL && self->seat_peer[seat]->table)
    {
      /* In a shadow: the copy is the question */
      if (!(self->asked_seat == seat && self->asked_decision == self->decision))
        {
          self->asked_at = g_get_monotonic_time ();
          self->asked_seat = seat;
          self->asked_decision = self->decision;
          cf_net_host_send_tables (self);
        }
    }
  else if (self->seat_peer[seat] != NULL &&
           !(self->asked_seat == seat && self->asked_decision == self->decision))
    {
      g_autoptr(CfBotView) view = cf_bot_view_new_from_view (self->views[seat]);
      g_autoptr(JsonObject) decide = cf_net_message_new ("decide");

      json_object_set_int_member (decide, "n", self->decision);
      json_object_set_member (decide, "view", cf_bot_view_to_json (view));
      cf_net_host_send (self->seat_peer[seat], decide);
      self->asked_at = g_get_monotonic_time ();
      self->asked_seat = seat;
      self->asked_decision = self->decision;
    }
  return G_SOURCE_REMOVE;
}

void
cf_net_host_schedule_advance (CfNetHost *self)
{
  if (self->advance_source == 0)
    self->advance_source = g_idle_add (advance, self);
}

/* Every remote seat is taken: the cards are dealt */
void
cf_net_host_start_game (CfNetHost *self)
{
  CfSeatSetup setup[CF_GAME_MAX_SEATS];
  g_autoptr(GError) error = NULL;

  for (guint i = 0; i < self->n_seats; i++)
    {
      setup[i] = self->seats[i].setup;
      /* A seat nobody named is named in each screen's own language */
      setup[i].name = self->named[i] ? self->names[i] : NULL;
      if (self->seats[i].remote)
        setup[i].kind = CF_PLAYER_HUMAN;
    }
  self->game =
      cf_game_new_full (self->edition, self->n_seats, setup, self->seed, 0, &self->options, &error);
  if (self->game == NULL)
    {
      g_critical ("cannot deal the hosted game: %s", error->message);
      return;
    }
  cf_net_host_attach_game (self);
  cf_net_host_autosave (self);
}

/* The seats' views and bots, and the referee, on the game dealt or read */
/* Whatever changed the decision awaited (here or at the screen), the
 * question to a remote seat is a new one */
static void
on_awaited (CfNetHost *self)
{
  self->decision++;
  cf_net_host_schedule_advance (self);
  schedule_tables (self);
}

static void
on_game_over (CfNetHost *self)
{
  finish (self);
}

void
cf_net_host_attach_game (CfNetHost *self)
{
  g_signal_connect_swapped (self->game, "notify::awaited", G_CALLBACK (on_awaited), self);
  g_signal_connect_swapped (self->game, "record-added", G_CALLBACK (schedule_tables), self);
  for (guint i = 0; i < self->n_seats; i++)
    if (self->seats[i].remote)
      self->relays[i] = cf_game_relay_new (self->game, i);
  if (self->hot_seat != NULL)
    {
      /* At a screen: its hot seat plays the people there and the bots,
       * and the game's own checks stand for the referee */
      for (guint i = 0; i < self->n_seats; i++)
        if (self->seats[i].remote)
          self->views[i] = cf_seat_view_new (self->game, i);
      g_signal_connect_swapped (self->game, "game-over", G_CALLBACK (on_game_over), self);
      self->asked_seat = -1;
      cf_net_host_schedule_advance (self);
      schedule_tables (self);
      return;
    }
  for (guint i = 0; i < self->n_seats; i++)
    {
      guint64 state = self->seed ^ (G_GUINT64_CONSTANT (0x5851f42d4c957f2d) * (i + 1));

      self->views[i] = cf_seat_view_new (self->game, i);
      if (!self->seats[i].remote)
        self->bots[i] = cf_bot_new (self->seats[i].setup.kind, cf_game_rng_next (&state));
    }
  self->referee = cf_referee_new (self->game, &self->result);
  self->asked_seat = -1;
  cf_net_host_schedule_advance (self);
  schedule_tables (self);
}
