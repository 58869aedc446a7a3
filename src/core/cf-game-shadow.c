/* cf-game-shadow.c: one seat's copy of a game hosted at another computer
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "cf-game-save-private.h"
#include "cf-game-shadow.h"
#include "cf-json-private.h"
#include "cf-secrets-private.h"

/*
 * A person who joins a game hosted at another computer plays it in a
 * *shadow*: a CfGame on their computer that is the host's game as their
 * seat may know it. The host writes it (cf_game_seat_copy()): the save of
 * the game without what the seat cannot know. Every card it has not seen
 * is null (unknown): the others' hands, the envelope, the pool's face-down
 * cards; the others' case logs and marks and the dice's state are not
 * sent at all. Once the game is over, the hands, the envelope and the pool
 * are public and sent as they are. Only the other seats' Keepers, which
 * the rules' checks of what a seat may do read, are stand-ins: the Keepers
 * the seat does not hold, dealt again in a fixed order, so they tell it
 * nothing.
 *
 * The shadow is never played here: its seat's decisions go to the host
 * (cf_game_set_forward()), and each change comes back as a newer copy,
 * which cf_game_shadow_update() takes in, emitting the game's signals for
 * what changed: the tokens and weapons moved, the story's new records, and
 * the signals the host relayed (CfGameRelay), each where it came in the
 * story. So the seat views, the story, the hot seat and the window follow
 * a shadow exactly as they follow a game played here.
 */

/* ---------------------------------------------------------------- the copy */

static JsonArray *
unknown_cards (guint n)
{
  JsonArray *array = json_array_sized_new (n);

  for (guint i = 0; i < n; i++)
    json_array_add_null_element (array);
  return array;
}

/**
 * cf_game_seat_copy:
 * @seat: the seat the copy is for
 *
 * The game as @seat may know it, for its shadow at another computer (see
 * the top of this file): its own hand, case log and marks; the hands laid
 * open; the pool cards it looked at; the envelope if it looked into it;
 * the public rest. Every other card is null.
 *
 * Returns: (transfer full): the copy, in the save's format
 */
JsonNode *
cf_game_seat_copy (CfGame *self, guint seat)
{
  JsonNode   *root;
  JsonObject *object;
  JsonArray  *seats;
  gboolean    over;

  g_return_val_if_fail (CF_IS_GAME (self), NULL);
  g_return_val_if_fail (seat < self->n_seats, NULL);
  g_return_val_if_fail (self->shadow_seat < 0, NULL);

  /* Only the seat's own case log: nulls in the others' places */
  root = cf_game_save_to_node (self, seat);
  object = json_node_get_object (root);
  seats = json_object_get_array_member (object, "seats");
  over = self->phase == CF_PHASE_OVER;

  if (!over && cf_game_get_envelope_seen_by (self, seat) == NULL)
    json_object_set_array_member (object, "envelope", unknown_cards (3));
  for (guint i = 0; i < self->n_seats; i++)
    {
      JsonObject *seat_object = json_array_get_object_element (seats, i);

      if (i == seat)
        continue;
      json_object_remove_member (seat_object, "marks");
      /* A hand is laid open at the end, or when its seat is murdered */
      if (!over && !cf_game_is_seat_murdered (self, i))
        json_object_set_array_member (seat_object, "hand",
                                      unknown_cards (self->seats[i].hand->len));
    }
  if (self->secrets != NULL)
    cf_secrets_redact_copy (self->secrets, object, seat);
  json_object_set_string_member (object, "rng", "0");
  return root;
}

/**
 * cf_game_shadow_stand_in_log: (skip)
 *
 * A case log for a seat of a shadow whose own was not sent: it sees the
 * game from outside, knowing no card. Nothing reads it but the checks that
 * every seat has one.
 */
CfCaseLog *
cf_game_shadow_stand_in_log (CfGame *self, guint seat)
{
  const char *names[CF_GAME_MAX_SEATS];
  guint       sizes[CF_GAME_MAX_SEATS];
  guint       dealt = 0;
  g_autoptr(GError) error = NULL;
  CfCaseLog *log;

  for (guint i = 0; i < self->n_seats; i++)
    {
      names[i] = self->seats[i].name;
      sizes[i] = self->seats[i].hand->len;
      dealt += sizes[i];
    }
  log = cf_case_log_new (self->edition, self->n_seats, names, sizes,
                         cf_edition_get_n_cards (self->edition) - 3 - dealt, -1, NULL, &error);
  if (log == NULL)
    g_warning ("A stand-in case log: %s", error->message);
  return log;
}

/* ---------------------------------------------------------------- the shadow */

static gboolean
all_known (const int *cards, guint n)
{
  for (guint i = 0; i < n; i++)
    if (cards[i] < 0)
      return FALSE;
  return TRUE;
}

/**
 * cf_game_shadow_check: (skip)
 *
 * What a seat's copy must know, whoever sent it: the seat's own hand (read
 * as such), every hand and the envelope once the game is over, a murdered
 * seat's hand laid open, the envelope a wrong accuser looked into.
 *
 * Returns: %FALSE with @error naming the place when something is unknown
 */
gboolean
cf_game_shadow_check (CfGame *self, const char *origin, GError **error)
{
  gboolean over = self->phase == CF_PHASE_OVER;

  for (guint i = 0; i < self->n_seats; i++)
    {
      GArray *hand = self->seats[i].hand;

      if ((over || cf_game_is_seat_murdered (self, i)) &&
          !all_known ((const int *)hand->data, hand->len))
        {
          g_autofree char *path = cf_json_path_index ("seats", i);

          cf_json_set_error (error, origin, path, _("a hand laid open holds an unknown card"));
          return FALSE;
        }
    }
  if ((over || cf_game_get_envelope_seen_by (self, self->shadow_seat) != NULL) &&
      !all_known (self->envelope, 3))
    {
      cf_json_set_error (error, origin, "envelope",
                         _("the envelope, seen, holds an unknown card"));
      return FALSE;
    }
  return TRUE;
}

static gboolean
fail (GError **error, const char *message)
{
  g_set_error_literal (error, CF_ERROR, CF_ERROR_INVALID, message);
  return FALSE;
}

/**
 * cf_game_new_shadow:
 * @copy: a copy of the game for @seat (cf_game_seat_copy())
 * @seat: the seat played here
 *
 * Returns: (transfer full) (nullable): the shadow, or %NULL with @error
 *   naming the place and the problem of @copy
 */
CfGame *
cf_game_new_shadow (JsonNode *copy, guint seat, GError **error)
{
  g_autoptr(CfGame) self = NULL;

  g_return_val_if_fail (copy != NULL, NULL);
  g_return_val_if_fail (seat < CF_GAME_MAX_SEATS, NULL);

  if (!(self = cf_game_save_load (copy, NULL, seat, error)))
    return NULL;
  if (seat >= self->n_seats)
    return fail (error, _("The game has no such seat")), NULL;
  return g_steal_pointer (&self);
}

int
cf_game_get_shadow_seat (CfGame *self)
{
  g_return_val_if_fail (CF_IS_GAME (self), -1);
  return self->shadow_seat;
}

/**
 * cf_game_set_forward:
 * @forward: (nullable): where the shadow's decisions go
 *
 * cf_game_apply() on a shadow calls @forward instead of playing.
 */
void
cf_game_set_forward (CfGame        *self,
                     CfGameForward  forward,
                     gpointer       user_data,
                     GDestroyNotify destroy)
{
  g_return_if_fail (CF_IS_GAME (self));
  g_return_if_fail (self->shadow_seat >= 0);

  if (self->forward_destroy != NULL)
    self->forward_destroy (self->forward_data);
  self->forward = forward;
  self->forward_data = user_data;
  self->forward_destroy = destroy;
}

/* The seat's own case log follows the host's: events are only ever added
 * there, so a longer log is this one and more */
static void
take_log (CfCaseLog *mine, CfCaseLog *theirs)
{
  guint n_mine = cf_case_log_get_n_events (mine);
  guint n_theirs = cf_case_log_get_n_events (theirs);
  guint from = n_mine;

  for (guint e = 0; e < MIN (n_mine, n_theirs); e++)
    if (memcmp (cf_case_log_get_event (mine, e), cf_case_log_get_event (theirs, e),
                sizeof (CfEvent)) != 0)
      {
        from = e;
        break;
      }
  if (from > n_theirs)
    from = n_theirs;
  if (from < n_mine)
    cf_case_log_remove_events (mine, from, n_mine - from);
  for (guint e = from; e < n_theirs; e++)
    if (!cf_case_log_append_event (mine, cf_case_log_get_event (theirs, e), NULL))
      break;
}

typedef struct
{
  const char *name;
  guint       signal;
  guint       n_args;
  char        kinds[3]; /* s: a seat, c: a card or -1, k: a Keeper's effect, b: a seat or -1 */
} Relayed;

static const Relayed relayed[] = {
  { "turn-started", TURN_STARTED, 1, "s" },     { "card-shown", CARD_SHOWN, 3, "ssc" },
  { "nobody-refuted", NOBODY_REFUTED, 1, "s" }, { "eliminated", ELIMINATED, 1, "s" },
  { "game-over", GAME_OVER, 1, "b" },           { "intrigue-drawn", INTRIGUE_DRAWN, 2, "sc" },
  { "keeper-played", KEEPER_PLAYED, 3, "skc" },
};

/* One relayed signal, checked: a host's bad line is dropped, not obeyed */
static void
emit_relayed (CfGame *self, JsonObject *line)
{
  const Relayed *r = NULL;
  const char    *name;
  JsonArray     *args;
  int            v[3];

  if (!json_object_has_member (line, "signal") || !json_object_has_member (line, "args"))
    return;
  name = json_object_get_string_member_with_default (line, "signal", "");
  for (guint i = 0; i < G_N_ELEMENTS (relayed); i++)
    if (g_strcmp0 (name, relayed[i].name) == 0)
      r = &relayed[i];
  args = json_object_get_array_member (line, "args");
  if (r == NULL || args == NULL || json_array_get_length (args) != r->n_args)
    return;
  for (guint a = 0; a < r->n_args; a++)
    {
      JsonNode *node = json_array_get_element (args, a);
      gint64    value;

      if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64)
        return;
      value = json_node_get_int (node);
      switch (r->kinds[a])
        {
        case 's':
          if (value < 0 || value >= self->n_seats)
            return;
          break;
        case 'b':
          if (value < -1 || value >= self->n_seats)
            return;
          break;
        case 'k':
          if (value < 0 || value >= CF_N_KEEPER_EFFECTS)
            return;
          break;
        default: /* a card; an Intrigue card may be a Keeper's index */
          if (value < -1 || value >= 1024)
            return;
          break;
        }
      v[a] = value;
    }
  switch (r->n_args)
    {
    case 1:
      g_signal_emit (self, cf_game_signals[r->signal], 0, v[0]);
      break;
    case 2:
      g_signal_emit (self, cf_game_signals[r->signal], 0, v[0], v[1]);
      break;
    default:
      g_signal_emit (self, cf_game_signals[r->signal], 0, v[0], v[1], v[2]);
      break;
    }
}

static guint
relayed_at (JsonObject *line)
{
  gint64 at = json_object_get_int_member_with_default (line, "at", 0);

  return at < 0 ? 0 : (guint)MIN (at, (gint64)G_MAXUINT);
}

/**
 * cf_game_shadow_update:
 * @copy: the host's newer copy of the game for the shadow's seat
 * @signals: (nullable): the signals the host relayed since the last copy
 *   (CfGameRelay)
 *
 * Takes in @copy and emits the game's signals for what changed, as if it
 * had been played here. A copy of another game, or one that forgot part
 * of the story, is refused and the shadow stays as it was.
 *
 * Returns: %FALSE with @error when @copy is refused
 */
gboolean
cf_game_shadow_update (CfGame *self, JsonNode *copy, JsonArray *signals, GError **error)
{
  g_autoptr(CfGame) next = NULL;
  struct
  {
    int      suspect;
    CfPlace  from, to;
    gboolean summoned;
  } moves[64];
  int     weapons_from[64];
  guint   n_moves = 0, old_records, seat;
  CfPhase old_phase;
  guint   old_current;
  CfReach reach;

  g_return_val_if_fail (CF_IS_GAME (self), FALSE);
  g_return_val_if_fail (self->shadow_seat >= 0, FALSE);

  seat = self->shadow_seat;
  if (!(next = cf_game_save_load (copy, NULL, seat, error)))
    return FALSE;
  if (g_strcmp0 (cf_edition_get_id (next->edition), cf_edition_get_id (self->edition)) != 0 ||
      next->n_seats != self->n_seats || next->records->len < self->records->len)
    return fail (error, _("The host sent another game"));
  for (guint i = 0; i < self->n_seats; i++)
    if (next->seats[i].suspect != self->seats[i].suspect)
      return fail (error, _("The host sent another game"));
  for (guint i = 0; i < self->records->len; i++)
    if (memcmp (&g_array_index (self->records, CfRecord, i),
                &g_array_index (next->records, CfRecord, i), sizeof (CfRecord)) != 0)
      return fail (error, _("The host sent another game"));

  /* What moved, told once the state is taken */
  for (guint s = 0; s < self->n_suspects && s < G_N_ELEMENTS (moves); s++)
    if (self->tokens[s] != next->tokens[s])
      {
        moves[n_moves].suspect = s;
        moves[n_moves].from = self->tokens[s];
        moves[n_moves].to = next->tokens[s];
        moves[n_moves].summoned = next->summoned[s];
        n_moves++;
      }
  for (guint w = 0; w < self->n_weapons && w < G_N_ELEMENTS (weapons_from); w++)
    weapons_from[w] = self->weapons[w];
  old_records = self->records->len;
  old_phase = self->phase;
  old_current = self->current;

  /* The state */
  for (guint i = 0; i < self->n_seats; i++)
    {
      CfSeat *mine = &self->seats[i], *theirs = &next->seats[i];
      GArray *hand = mine->hand;

      mine->kind = theirs->kind;
      mine->out = theirs->out;
      mine->hand = theirs->hand;
      theirs->hand = hand;
      if (i == seat)
        take_log (mine->log, theirs->log);
    }
  memcpy (self->envelope, next->envelope, sizeof self->envelope);
  memcpy (self->tokens, next->tokens, self->n_suspects * sizeof (CfPlace));
  memcpy (self->weapons, next->weapons, self->n_weapons * sizeof (int));
  memcpy (self->summoned, next->summoned, self->n_suspects * sizeof (gboolean));
  memcpy (self->entry, next->entry, self->n_suspects * sizeof (CfPlace));
  self->phase = next->phase;
  self->current = next->current;
  self->turn = next->turn;
  self->winner = next->winner;
  self->roll = next->roll;
  self->left_room = next->left_room;
  self->moved = next->moved;
  self->rerolls = next->rerolls;
  memcpy (self->suggestion, next->suggestion, sizeof self->suggestion);
  self->refuter = next->refuter;
  reach = self->reach;
  self->reach = next->reach;
  next->reach = reach;
  g_array_append_vals (self->records, next->records->data + old_records * sizeof (CfRecord),
                       next->records->len - old_records);
  if (self->secrets != NULL && next->secrets != NULL)
    cf_secrets_shadow_take (self->secrets, next->secrets);

  /* Its signals: the moves, then the story with the relayed signals where
   * they came in it, then the phase, the seat and the decision awaited */
  g_object_freeze_notify (G_OBJECT (self));
  for (guint m = 0; m < n_moves; m++)
    g_signal_emit (self, cf_game_signals[TOKEN_MOVED], 0, moves[m].suspect, moves[m].from,
                   moves[m].to, moves[m].summoned);
  for (guint w = 0; w < self->n_weapons && w < G_N_ELEMENTS (weapons_from); w++)
    if (weapons_from[w] != self->weapons[w])
      g_signal_emit (self, cf_game_signals[WEAPON_MOVED], 0, (int)w, weapons_from[w],
                     self->weapons[w]);
  {
    guint r = old_records;

    for (guint i = 0; signals != NULL && i < json_array_get_length (signals); i++)
      {
        JsonNode *node = json_array_get_element (signals, i);

        if (!JSON_NODE_HOLDS_OBJECT (node))
          continue;
        for (guint at = MIN (relayed_at (json_node_get_object (node)), self->records->len); r < at;
             r++)
          g_signal_emit (self, cf_game_signals[RECORD_ADDED], 0, r);
        emit_relayed (self, json_node_get_object (node));
      }
    for (; r < self->records->len; r++)
      g_signal_emit (self, cf_game_signals[RECORD_ADDED], 0, r);
  }
  if (old_phase != self->phase)
    g_object_notify_by_pspec (G_OBJECT (self), cf_game_properties[PROP_PHASE]);
  if (old_current != self->current)
    g_object_notify_by_pspec (G_OBJECT (self), cf_game_properties[PROP_CURRENT_SEAT]);
  cf_game_update_awaited (self);
  g_object_thaw_notify (G_OBJECT (self));
  return TRUE;
}

/* ---------------------------------------------------------------- the relay */

/*
 * A CfGameRelay, at the host, collects the signals of a game that one seat
 * may hear, for its shadow: everyone hears a turn start, nobody refute,
 * a seat go out and the end; the card shown only the two seats it passed
 * between; the Keeper drawn or played, with what it showed, only its
 * player. Each line notes how long the story was when it came.
 */
struct _CfGameRelay
{
  CfGame    *game;
  guint      seat;
  JsonArray *lines;
};

static void
relay_add (CfGameRelay *relay, const char *name, guint n, int a, int b, int c)
{
  JsonObject *line = json_object_new ();
  JsonArray  *args = json_array_new ();
  int         v[3] = { a, b, c };

  json_object_set_string_member (line, "signal", name);
  json_object_set_int_member (line, "at", relay->game->records->len);
  for (guint i = 0; i < n; i++)
    json_array_add_int_element (args, v[i]);
  json_object_set_array_member (line, "args", args);
  json_array_add_object_element (relay->lines, line);
}

static void
relay_turn_started (CfGame *game, guint seat, CfGameRelay *relay)
{
  relay_add (relay, "turn-started", 1, seat, 0, 0);
}

static void
relay_card_shown (CfGame *game, guint refuter, guint suggester, int card, CfGameRelay *relay)
{
  if (relay->seat == refuter || relay->seat == suggester)
    relay_add (relay, "card-shown", 3, refuter, suggester, card);
}

static void
relay_nobody_refuted (CfGame *game, guint suggester, CfGameRelay *relay)
{
  relay_add (relay, "nobody-refuted", 1, suggester, 0, 0);
}

static void
relay_eliminated (CfGame *game, guint seat, CfGameRelay *relay)
{
  relay_add (relay, "eliminated", 1, seat, 0, 0);
}

static void
relay_game_over (CfGame *game, int winner, CfGameRelay *relay)
{
  relay_add (relay, "game-over", 1, winner, 0, 0);
}

static void
relay_intrigue_drawn (CfGame *game, guint seat, int card, CfGameRelay *relay)
{
  if (relay->seat == seat)
    relay_add (relay, "intrigue-drawn", 2, seat, card, 0);
}

static void
relay_keeper_played (CfGame *game, guint seat, int effect, int seen, CfGameRelay *relay)
{
  if (relay->seat == seat)
    relay_add (relay, "keeper-played", 3, seat, effect, seen);
}

/**
 * cf_game_relay_new: (skip)
 * @seat: whose shadow the signals are for
 *
 * Returns: (transfer full): a relay collecting @game's signals that @seat
 *   may hear
 */
CfGameRelay *
cf_game_relay_new (CfGame *game, guint seat)
{
  CfGameRelay *relay;

  g_return_val_if_fail (CF_IS_GAME (game), NULL);
  g_return_val_if_fail (seat < game->n_seats, NULL);

  relay = g_new0 (CfGameRelay, 1);
  relay->game = g_object_ref (game);
  relay->seat = seat;
  relay->lines = json_array_new ();
  g_signal_connect (game, "turn-started", G_CALLBACK (relay_turn_started), relay);
  g_signal_connect (game, "card-shown", G_CALLBACK (relay_card_shown), relay);
  g_signal_connect (game, "nobody-refuted", G_CALLBACK (relay_nobody_refuted), relay);
  g_signal_connect (game, "eliminated", G_CALLBACK (relay_eliminated), relay);
  g_signal_connect (game, "game-over", G_CALLBACK (relay_game_over), relay);
  g_signal_connect (game, "intrigue-drawn", G_CALLBACK (relay_intrigue_drawn), relay);
  g_signal_connect (game, "keeper-played", G_CALLBACK (relay_keeper_played), relay);
  return relay;
}

/**
 * cf_game_relay_take: (skip)
 *
 * Returns: (transfer full): the lines collected since the last call
 */
JsonArray *
cf_game_relay_take (CfGameRelay *relay)
{
  JsonArray *lines = relay->lines;

  relay->lines = json_array_new ();
  return lines;
}

void
cf_game_relay_free (CfGameRelay *relay)
{
  if (relay == NULL)
    return;
  g_signal_handlers_disconnect_by_data (relay->game, relay);
  g_object_unref (relay->game);
  json_array_unref (relay->lines);
  g_free (relay);
}
