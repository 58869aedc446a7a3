/* cf-secrets-save.c: Discover the Secrets' part of a saved game: the pool,
 * the Intrigue deck, each seat's Keepers and flags, and their checks
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "cf-json-private.h"
#include "cf-secrets-private.h"

/*
 * Two members of the game's object (format version 3; see cf-game-save.c):
 * pool [cards face down in the pool], and intrigue {keepers_on, deck
 * ["clock" or a Keeper's effect, top last], clocks_out, question,
 * extra_turn, shown (card or null), refused (bits by seat), seats
 * [{keepers [effects], murdered, may_draw, listening, pool_seen (bits by
 * pool position)}]}.
 */

/* ---------------------------------------------------------------- writing */

/* An Intrigue card by its name in a file: "clock" or a Keeper's effect */
static void
add_intrigue_card (JsonBuilder *builder, CfSecrets *self, int card)
{
  if (card == CF_INTRIGUE_CLOCK)
    json_builder_add_string_value (builder, "clock");
  else
    json_builder_add_string_value (
        builder, cf_keeper_effect_to_string (
                     g_array_index (self->intrigue->keepers, CfKeeper, card).effect));
}

static void
add_intrigue_cards (JsonBuilder *builder, CfSecrets *self, GArray *cards)
{
  json_builder_begin_array (builder);
  for (guint i = 0; i < cards->len; i++)
    add_intrigue_card (builder, self, g_array_index (cards, int, i));
  json_builder_end_array (builder);
}

void
cf_secrets_save_to_json (CfSecrets *self, JsonBuilder *builder)
{
  CfGame *game = self->game;

  json_builder_set_member_name (builder, "pool");
  cf_game_save_add_cards (builder, game, (const int *)self->pool->data, self->pool->len);
  json_builder_set_member_name (builder, "intrigue");
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "keepers_on");
  json_builder_add_boolean_value (builder, self->keepers_on);
  json_builder_set_member_name (builder, "deck");
  add_intrigue_cards (builder, self, self->deck);
  json_builder_set_member_name (builder, "clocks_out");
  json_builder_add_int_value (builder, self->clocks_out);
  json_builder_set_member_name (builder, "question");
  json_builder_add_boolean_value (builder, self->question);
  json_builder_set_member_name (builder, "extra_turn");
  json_builder_add_boolean_value (builder, self->extra_turn);
  json_builder_set_member_name (builder, "shown");
  cf_game_save_add_card (builder, game, self->shown);
  json_builder_set_member_name (builder, "refused");
  json_builder_add_int_value (builder, self->refused);
  json_builder_set_member_name (builder, "seats");
  json_builder_begin_array (builder);
  for (guint i = 0; i < self->n_seats; i++)
    {
      CfSecretsSeat *seat = &self->seats[i];

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "keepers");
      add_intrigue_cards (builder, self, seat->keepers);
      json_builder_set_member_name (builder, "murdered");
      json_builder_add_boolean_value (builder, seat->murdered);
      json_builder_set_member_name (builder, "may_draw");
      json_builder_add_boolean_value (builder, seat->may_draw);
      json_builder_set_member_name (builder, "listening");
      json_builder_add_boolean_value (builder, seat->listening);
      json_builder_set_member_name (builder, "pool_seen");
      json_builder_add_int_value (builder, (gint64)seat->pool_seen);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
}

/* ---------------------------------------------------------------- reading */

static gboolean
read_intrigue_cards (CfSecrets    *self,
                     CfGameReader *r,
                     JsonArray    *array,
                     const char   *path,
                     GArray       *out,
                     GError      **error)
{
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      g_autofree char *at = cf_json_path_index (path, i);
      JsonNode        *node = json_array_get_element (array, i);
      const char      *name;
      int              card;

      if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
        {
          cf_json_set_error (error, r->origin, at, _("expected an Intrigue card"));
          return FALSE;
        }
      name = json_node_get_string (node);
      /* "clock", or the effect of a Keeper of the edition's list */
      if (g_str_equal (name, "clock"))
        card = CF_INTRIGUE_CLOCK;
      else if ((card = cf_intrigue_find_effect (self->intrigue,
                                                cf_keeper_effect_from_string (name))) < 0)
        {
          cf_json_set_error (error, r->origin, at, _("unknown Intrigue card “%s”"), name);
          return FALSE;
        }
      g_array_append_val (out, card);
    }
  return TRUE;
}

static gboolean
read_pool (CfSecrets *self, CfGameReader *r, JsonObject *object, GError **error)
{
  JsonArray *array;

  if (!json_object_has_member (object, "pool"))
    return TRUE;
  if (!(array = cf_json_require_array (json_object_get_member (object, "pool"), r->origin, "pool",
                                       error)))
    return FALSE;
  if (json_array_get_length (array) > 64)
    {
      cf_json_set_error (error, r->origin, "pool", _("too many cards"));
      return FALSE;
    }
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      g_autofree char *at = cf_json_path_index ("pool", i);
      int              card;

      if (!cf_game_save_read_card (r, json_array_get_element (array, i), at, -1,
                                   r->shadow_seat >= 0, &card, error))
        return FALSE;
      g_array_append_val (self->pool, card);
    }
  return TRUE;
}

static gboolean
read_seats (CfSecrets *self, CfGameReader *r, JsonObject *intrigue, GError **error)
{
  JsonArray *seats, *array;
  gint64     value;

  if (!(seats = cf_json_require_array (
            cf_json_member (intrigue, "seats", TRUE, r->origin, "intrigue", error), r->origin,
            "intrigue.seats", error)))
    return FALSE;
  if (json_array_get_length (seats) != self->n_seats)
    {
      cf_json_set_error (error, r->origin, "intrigue.seats", _("expected one entry per seat"));
      return FALSE;
    }
  for (guint i = 0; i < self->n_seats; i++)
    {
      g_autofree char *path = cf_json_path_index ("intrigue.seats", i);
      g_autofree char *keepers_path = cf_json_path_member (path, "keepers");
      CfSecretsSeat   *seat = &self->seats[i];
      JsonObject      *item;

      if (!(item =
                cf_json_require_object (json_array_get_element (seats, i), r->origin, path, error)))
        return FALSE;
      if (!(array = cf_json_require_array (
                cf_json_member (item, "keepers", TRUE, r->origin, path, error), r->origin,
                keepers_path, error)) ||
          !read_intrigue_cards (self, r, array, keepers_path, seat->keepers, error))
        return FALSE;
      for (guint k = 0; k < seat->keepers->len; k++)
        if (g_array_index (seat->keepers, int, k) == CF_INTRIGUE_CLOCK)
          {
            cf_json_set_error (error, r->origin, keepers_path, _("a Clock is never kept"));
            return FALSE;
          }
      if (!cf_game_save_read_bool (r, item, "murdered", path, &seat->murdered, error) ||
          !cf_game_save_read_bool (r, item, "may_draw", path, &seat->may_draw, error) ||
          !cf_game_save_read_bool (r, item, "listening", path, &seat->listening, error) ||
          !cf_json_get_int (
              item, "pool_seen", TRUE, 0,
              (self->pool->len >= 63 ? G_MAXINT64 : (G_GINT64_CONSTANT (1) << self->pool->len) - 1),
              r->origin, path, &value, error))
        return FALSE;
      seat->pool_seen = value;
    }
  return TRUE;
}

/* The pool and the Intrigue deck (format version 3; absent before, where
 * no edition had them) */
gboolean
cf_secrets_load_from_json (CfSecrets *self, CfGameReader *r, JsonObject *object, GError **error)
{
  JsonObject *intrigue;
  JsonArray  *array;
  gint64      value;

  if (!read_pool (self, r, object, error))
    return FALSE;
  if (!(intrigue = cf_json_require_object (
            cf_json_member (object, "intrigue", TRUE, r->origin, NULL, error), r->origin,
            "intrigue", error)))
    return FALSE;

  if (!(array = cf_json_require_array (
            cf_json_member (intrigue, "deck", TRUE, r->origin, "intrigue", error), r->origin,
            "intrigue.deck", error)) ||
      !read_intrigue_cards (self, r, array, "intrigue.deck", self->deck, error))
    return FALSE;
  if (!cf_json_get_int (intrigue, "clocks_out", TRUE, 0, self->intrigue->clocks, r->origin,
                        "intrigue", &value, error))
    return FALSE;
  self->clocks_out = value;
  if (!cf_json_get_int (intrigue, "refused", TRUE, 0, (1 << self->n_seats) - 1, r->origin,
                        "intrigue", &value, error))
    return FALSE;
  self->refused = value;
  if (!cf_game_save_read_bool (r, intrigue, "keepers_on", "intrigue", &self->keepers_on, error) ||
      !cf_game_save_read_bool (r, intrigue, "question", "intrigue", &self->question, error) ||
      !cf_game_save_read_bool (r, intrigue, "extra_turn", "intrigue", &self->extra_turn, error))
    return FALSE;
  if (!cf_game_save_read_card (r, json_object_get_member (intrigue, "shown"), "intrigue.shown", -1,
                               TRUE, &self->shown, error))
    return FALSE;
  return read_seats (self, r, intrigue, error);
}

/* ---------------------------------------------------------------- consistency */

/* Whether @seat's log holds a look at @card face down in the pool */
static gboolean
saw_in_pool (CfSecrets *self, guint seat, int card)
{
  CfCaseLog *log = cf_game_get_case_log (self->game, seat);

  for (guint e = 0; e < cf_case_log_get_n_events (log); e++)
    {
      const CfEvent *event = cf_case_log_get_event (log, e);

      if (event->type == CF_EVENT_REVEAL && event->player == CF_SET_ASIDE &&
          event->cards[0] == card)
        return TRUE;
    }
  return FALSE;
}

/* The pool against the rules, and each seat's flags against the rest of
 * the save */
gboolean
cf_secrets_check_loaded_seats (CfSecrets *self, CfGameReader *r, GError **error)
{
  const CfRules *rules = cf_edition_get_rules (r->edition);
  guint          leftovers = (cf_edition_get_n_cards (r->edition) - 3) % self->n_seats;

  /* The pool holds the leftovers of an even deal, all of them */
  if (rules->set_aside_leftovers && self->pool->len != leftovers)
    {
      cf_json_set_error (error, r->origin, "pool", _("expected %u cards"), leftovers);
      return FALSE;
    }

  for (guint i = 0; i < self->n_seats; i++)
    {
      CfSecretsSeat   *seat = &self->seats[i];
      g_autofree char *seat_path = cf_json_path_index ("intrigue.seats", i);
      g_autofree char *path = NULL;

      /* Murdered by the last Clock: every other Clock is laid out */
      if (seat->murdered && self->clocks_out + 1 != self->intrigue->clocks)
        {
          path = cf_json_path_member (seat_path, "murdered");
          return cf_game_save_fail_at (
              r, path, _("a murder needs every Clock but the last laid out"), error);
        }
      /* A draw is owed only where the rules give it, to a seat in play */
      if (seat->may_draw && (!rules->summoned_draws || cf_game_is_seat_out (self->game, i)))
        {
          path = cf_json_path_member (seat_path, "may_draw");
          return cf_game_save_fail_at (r, path,
                                       cf_game_is_seat_out (self->game, i)
                                           ? _("a player out of the game draws no Intrigue cards")
                                           : _("this edition gives no draw to a summoned player"),
                                       error);
        }
      /* Listening needs the Keeper that listens, still in hand */
      if (seat->listening && !cf_secrets_seat_has_keeper (self, i, CF_KEEPER_SEE_SHOWN))
        {
          path = cf_json_path_member (seat_path, "listening");
          return cf_game_save_fail_at (
              r, path, _("the seat holds no Keeper that sees a card shown"), error);
        }
      /* A pool card seen is in the seat's own log */
      for (guint p = 0; p < self->pool->len; p++)
        if (seat->pool_seen & (G_GUINT64_CONSTANT (1) << p) &&
            !saw_in_pool (self, i, g_array_index (self->pool, int, p)))
          {
            path = cf_json_path_member (seat_path, "pool_seen");
            cf_json_set_error (
                error, r->origin, path,
                /* Translators: %u is a pool card's position, from 0 */
                _("pool card %u is marked seen, but the seat’s case log never saw it"), p);
            return FALSE;
          }
    }
  return TRUE;
}

/* Discover the Secrets: the "?" face, a Keeper's extra turn, the card
 * shown and who passed the suggestion on, against the turn read */
gboolean
cf_secrets_check_loaded_turn (CfSecrets *self, CfGameReader *r, GError **error)
{
  CfGame        *game = self->game;
  const CfRules *rules = cf_edition_get_rules (r->edition);
  CfPhase        phase = cf_game_get_phase (game);
  const int     *suggestion = cf_game_get_suggestion (game);
  int            refuter = cf_game_get_refuter (game);
  gboolean asked = phase == CF_PHASE_REFUTE || phase == CF_PHASE_END || phase == CF_PHASE_OVER;

  if (self->question && rules->question_face == 0)
    return cf_game_save_fail_at (r, "intrigue.question", _("no die of this edition shows a “?”"),
                                 error);
  if (self->extra_turn && (!self->keepers_on || (phase != CF_PHASE_END && phase != CF_PHASE_OVER)))
    return cf_game_save_fail_at (r, "intrigue.extra_turn",
                                 _("another turn is only given by a Keeper at the end of a turn"),
                                 error);
  if (self->shown >= 0 && (phase == CF_PHASE_REFUTE || !asked || refuter < 0 ||
                           (self->shown != suggestion[0] && self->shown != suggestion[1] &&
                            self->shown != suggestion[2]) ||
                           !cf_game_seat_holds (game, refuter, self->shown)))
    return cf_game_save_fail_at (
        r, "intrigue.shown", _("not a card the refuter showed for this turn’s suggestion"), error);
  for (guint seat = 0; seat < self->n_seats; seat++)
    if (self->refused & (1u << seat) &&
        (!asked || suggestion[0] < 0 ||
         !cf_suggestion_asks (self->n_seats, cf_game_get_current_seat (game), refuter, seat)))
      return cf_game_save_fail_at (
          r, "intrigue.refused",
          _("only a player asked about this turn’s suggestion passes it on"), error);
  return TRUE;
}

/* ---------------------------------------------------------------- a seat's copy */

static JsonArray *
intrigue_array (CfSecrets *self, const int *cards, guint n)
{
  JsonArray *array = json_array_sized_new (n);

  for (guint i = 0; i < n; i++)
    {
      if (cards[i] == CF_INTRIGUE_CLOCK)
        json_array_add_string_element (array, "clock");
      else
        json_array_add_string_element (
            array, cf_keeper_effect_to_string (
                       g_array_index (self->intrigue->keepers, CfKeeper, cards[i]).effect));
    }
  return array;
}

static int
compare_ints (gconstpointer a, gconstpointer b)
{
  return *(const int *)a - *(const int *)b;
}

/*
 * What @viewer may not know of the pool and the Intrigue cards, taken out
 * of @root (a save): the pool cards it has not seen are null; the other
 * seats' Keepers and the deck's are stand-ins that follow from what it
 * knows alone (the Keepers it does not hold, dealt again in a fixed order,
 * each seat keeping its count and the deck its Clocks), since the rules'
 * checks of what a seat may do read them; the card shown for a suggestion
 * stays only for the seat that suggested.
 */
void
cf_secrets_redact_copy (CfSecrets *self, JsonObject *root, guint viewer)
{
  CfGame     *game = self->game;
  gboolean    over = cf_game_get_phase (game) == CF_PHASE_OVER;
  JsonObject *intrigue = json_object_get_object_member (root, "intrigue");
  JsonArray  *seats = json_object_get_array_member (intrigue, "seats");
  g_autoptr(GArray) hidden = g_array_new (FALSE, FALSE, sizeof (int));
  g_autoptr(GArray) deck = g_array_new (FALSE, FALSE, sizeof (int));
  guint clocks = 0, next = 0;

  if (!over)
    {
      JsonArray *pool = json_array_new ();

      for (guint p = 0; p < self->pool->len; p++)
        {
          int card = cf_secrets_get_pool_card_seen (self, viewer, p);

          if (card < 0)
            json_array_add_null_element (pool);
          else
            json_array_add_string_element (
                pool, cf_edition_get_card_id (cf_game_get_edition (game), card));
        }
      json_object_set_array_member (root, "pool", pool);
    }

  for (guint i = 0; i < self->deck->len; i++)
    {
      int card = g_array_index (self->deck, int, i);

      if (card == CF_INTRIGUE_CLOCK)
        clocks++;
      else
        g_array_append_val (hidden, card);
    }
  for (guint s = 0; s < self->n_seats; s++)
    if (s != viewer)
      g_array_append_vals (hidden, self->seats[s].keepers->data, self->seats[s].keepers->len);
  g_array_sort (hidden, compare_ints);

  for (guint s = 0; s < self->n_seats; s++)
    if (s != viewer)
      {
        JsonObject *seat = json_array_get_object_element (seats, s);
        guint       n = self->seats[s].keepers->len;

        json_object_set_array_member (seat, "keepers",
                                      intrigue_array (self, &g_array_index (hidden, int, next), n));
        next += n;
      }
  g_array_append_vals (deck, &g_array_index (hidden, int, next), hidden->len - next);
  for (guint c = 0; c < clocks; c++)
    {
      int clock = CF_INTRIGUE_CLOCK;
      g_array_append_val (deck, clock);
    }
  json_object_set_array_member (intrigue, "deck",
                                intrigue_array (self, (const int *)deck->data, deck->len));
  if ((int)viewer != (int)cf_game_get_current_seat (game))
    json_object_set_null_member (intrigue, "shown");
}

/* A shadow takes the state of @next, a newer copy read from its host */
void
cf_secrets_shadow_take (CfSecrets *self, CfSecrets *next)
{
  gboolean clocks_changed = self->clocks_out != next->clocks_out;

  g_return_if_fail (self->n_seats == next->n_seats);

  self->keepers_on = next->keepers_on;
  g_array_set_size (self->pool, 0);
  g_array_append_vals (self->pool, next->pool->data, next->pool->len);
  g_array_set_size (self->deck, 0);
  g_array_append_vals (self->deck, next->deck->data, next->deck->len);
  self->clocks_out = next->clocks_out;
  self->question = next->question;
  self->extra_turn = next->extra_turn;
  self->shown = next->shown;
  self->refused = next->refused;
  for (guint s = 0; s < self->n_seats; s++)
    {
      GArray *keepers = self->seats[s].keepers;

      g_array_set_size (keepers, 0);
      g_array_append_vals (keepers, next->seats[s].keepers->data, next->seats[s].keepers->len);
      self->seats[s].murdered = next->seats[s].murdered;
      self->seats[s].may_draw = next->seats[s].may_draw;
      self->seats[s].pool_seen = next->seats[s].pool_seen;
      self->seats[s].listening = next->seats[s].listening;
    }
  if (clocks_changed)
    g_object_notify (G_OBJECT (self), "clocks-out");
}
