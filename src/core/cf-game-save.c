/* cf-game-save.c: a whole game to and from a file
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "cf-file.h"
#include "cf-game-private.h"
#include "cf-json-private.h"

/*
 * Format (version 3; version 1 lacks entries and rerolls, versions 1 and 2
 * the pool and the Intrigue deck, and both still load),
 * one JSON object:
 *
 *   format "casefile-game", version 3, edition (id), rng (the dice's state,
 *   a decimal string), seats [{suspect, name, player, out, hand [cards],
 *   marks (optional: the player's own notebook marks)}],
 *   envelope [suspect, weapon, room], tokens {suspect: place},
 *   weapons {weapon: room or "pool"}, summoned [suspects], entries {suspect:
 *   the square in front of the door it came in by}, rerolls, current, turn,
 *   phase, roll, reach (recomputed, not stored), left_room, moved,
 *   suggestion [cards] or null, refuter, winner, pool [cards face down in
 *   the pool], intrigue (only for an edition with Intrigue cards:
 *   {keepers_on, deck ["clock" or a Keeper's effect, top last], clocks_out,
 *   question, extra_turn, shown (card or null), refused (bits by seat),
 *   seats [{keepers [effects], murdered, may_draw, listening, pool_seen
 *   (bits by pool position)}]}), records [...], logs [case logs].
 *
 * Reading checks every field and then the game's invariants, so a damaged
 * or edited file is refused as a whole.
 */

static const char *phase_names[] = { "start", "move", "suggest", "refute", "end", "over" };
static const char *record_names[] = {
  "turn", "roll", "move",      "passage", "stay",   "suggest", "pass", "show", "nobody",  "accuse",
  "wait", "over", "high-roll", "clock",   "keeper", "murder",  "play", "look", "pass-on",
};

G_STATIC_ASSERT (G_N_ELEMENTS (phase_names) == CF_PHASE_OVER + 1);
G_STATIC_ASSERT (G_N_ELEMENTS (record_names) == CF_RECORD_PASS_ON + 1);

static void
add_card (JsonBuilder *builder, CfGame *self, int card)
{
  if (card < 0)
    json_builder_add_null_value (builder);
  else
    json_builder_add_string_value (builder, cf_edition_get_card_id (self->edition, card));
}

static void
add_place (JsonBuilder *builder, CfGame *self, CfPlace place)
{
  g_autofree char *text = NULL;

  if (place == CF_PLACE_NONE)
    {
      json_builder_add_null_value (builder);
      return;
    }
  text = cf_board_place_to_string (self->board, place);
  json_builder_add_string_value (builder, text);
}

static void
add_cards (JsonBuilder *builder, CfGame *self, const int *cards, guint n)
{
  json_builder_begin_array (builder);
  for (guint i = 0; i < n; i++)
    add_card (builder, self, cards[i]);
  json_builder_end_array (builder);
}

/* An Intrigue card by its name in a file: "clock" or a Keeper's effect */
static void
add_intrigue_card (JsonBuilder *builder, CfGame *self, int card)
{
  if (card == CF_INTRIGUE_CLOCK)
    json_builder_add_string_value (builder, "clock");
  else
    json_builder_add_string_value (
        builder, cf_keeper_effect_to_string (
                     g_array_index (self->intrigue->keepers, CfKeeper, card).effect));
}

static void
add_intrigue_cards (JsonBuilder *builder, CfGame *self, GArray *cards)
{
  json_builder_begin_array (builder);
  for (guint i = 0; i < cards->len; i++)
    add_intrigue_card (builder, self, g_array_index (cards, int, i));
  json_builder_end_array (builder);
}

/* Discover the Secrets: the pool, the Intrigue deck and what each seat
 * holds or may do of it (format version 3) */
static void
add_intrigue (JsonBuilder *builder, CfGame *self)
{
  json_builder_set_member_name (builder, "pool");
  add_cards (builder, self, (const int *)self->pool->data, self->pool->len);
  if (self->intrigue == NULL)
    return;
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
  add_card (builder, self, self->shown);
  json_builder_set_member_name (builder, "refused");
  json_builder_add_int_value (builder, self->refused);
  json_builder_set_member_name (builder, "seats");
  json_builder_begin_array (builder);
  for (guint i = 0; i < self->n_seats; i++)
    {
      CfSeat *seat = &self->seats[i];

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

/**
 * cf_game_to_bytes:
 *
 * Returns: (transfer full): the whole game as JSON (format version 3)
 */
GBytes *
cf_game_to_bytes (CfGame *self)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *rng = NULL;
  int              first_suspect, first_weapon, first_room;
  gsize            length;
  char            *text;

  g_return_val_if_fail (CF_IS_GAME (self), NULL);

  first_suspect = cf_edition_get_first_card_of (self->edition, CF_CATEGORY_SUSPECT);
  first_weapon = cf_edition_get_first_card_of (self->edition, CF_CATEGORY_WEAPON);
  first_room = cf_edition_get_first_card_of (self->edition, CF_CATEGORY_ROOM);
  rng = g_strdup_printf ("%" G_GUINT64_FORMAT, self->rng);

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "format");
  json_builder_add_string_value (builder, CF_GAME_FORMAT);
  json_builder_set_member_name (builder, "version");
  json_builder_add_int_value (builder, CF_GAME_VERSION);
  json_builder_set_member_name (builder, "edition");
  json_builder_add_string_value (builder, cf_edition_get_id (self->edition));
  json_builder_set_member_name (builder, "rng");
  json_builder_add_string_value (builder, rng);

  json_builder_set_member_name (builder, "seats");
  json_builder_begin_array (builder);
  for (guint i = 0; i < self->n_seats; i++)
    {
      CfSeat *seat = &self->seats[i];
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "suspect");
      add_card (builder, self, first_suspect + seat->suspect);
      json_builder_set_member_name (builder, "name");
      json_builder_add_string_value (builder, seat->name);
      json_builder_set_member_name (builder, "player");
      json_builder_add_string_value (builder, cf_player_kind_to_string (seat->kind));
      json_builder_set_member_name (builder, "out");
      json_builder_add_boolean_value (builder, seat->out);
      json_builder_set_member_name (builder, "hand");
      add_cards (builder, self, (const int *)seat->hand->data, seat->hand->len);
      if (seat->marks != NULL)
        {
          json_builder_set_member_name (builder, "marks");
          json_builder_add_string_value (builder, seat->marks);
        }
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "envelope");
  add_cards (builder, self, self->envelope, 3);

  json_builder_set_member_name (builder, "tokens");
  json_builder_begin_object (builder);
  for (guint s = 0; s < self->n_suspects; s++)
    {
      json_builder_set_member_name (builder,
                                    cf_edition_get_card_id (self->edition, first_suspect + s));
      add_place (builder, self, self->tokens[s]);
    }
  json_builder_end_object (builder);

  json_builder_set_member_name (builder, "weapons");
  json_builder_begin_object (builder);
  for (guint w = 0; w < self->n_weapons; w++)
    {
      json_builder_set_member_name (builder,
                                    cf_edition_get_card_id (self->edition, first_weapon + w));
      if ((guint)self->weapons[w] == cf_board_get_n_rooms (self->board))
        json_builder_add_string_value (builder, "pool");
      else
        add_card (builder, self, first_room + self->weapons[w]);
    }
  json_builder_end_object (builder);

  json_builder_set_member_name (builder, "summoned");
  json_builder_begin_array (builder);
  for (guint s = 0; s < self->n_suspects; s++)
    if (self->summoned[s])
      add_card (builder, self, first_suspect + s);
  json_builder_end_array (builder);

  /* The door each token in a room came in by, where that matters */
  json_builder_set_member_name (builder, "entries");
  json_builder_begin_object (builder);
  for (guint s = 0; s < self->n_suspects; s++)
    if (self->entry[s] != CF_PLACE_NONE)
      {
        g_autofree char *place = cf_board_place_to_string (self->board, self->entry[s]);

        json_builder_set_member_name (builder,
                                      cf_edition_get_card_id (self->edition, first_suspect + s));
        json_builder_add_string_value (builder, place);
      }
  json_builder_end_object (builder);
  json_builder_set_member_name (builder, "rerolls");
  json_builder_add_int_value (builder, self->rerolls);

  json_builder_set_member_name (builder, "current");
  json_builder_add_int_value (builder, self->current);
  json_builder_set_member_name (builder, "turn");
  json_builder_add_int_value (builder, self->turn);
  json_builder_set_member_name (builder, "phase");
  json_builder_add_string_value (builder, phase_names[self->phase]);
  json_builder_set_member_name (builder, "roll");
  json_builder_add_int_value (builder, self->roll);
  json_builder_set_member_name (builder, "left_room");
  add_card (builder, self, self->left_room >= 0 ? first_room + self->left_room : -1);
  json_builder_set_member_name (builder, "moved");
  json_builder_add_boolean_value (builder, self->moved);
  json_builder_set_member_name (builder, "suggestion");
  if (self->suggestion[0] >= 0)
    add_cards (builder, self, self->suggestion, 3);
  else
    json_builder_add_null_value (builder);
  json_builder_set_member_name (builder, "refuter");
  if (self->refuter >= 0)
    json_builder_add_int_value (builder, self->refuter);
  else
    json_builder_add_null_value (builder);
  json_builder_set_member_name (builder, "winner");
  if (self->winner >= 0)
    json_builder_add_int_value (builder, self->winner);
  else
    json_builder_add_null_value (builder);

  add_intrigue (builder, self);

  json_builder_set_member_name (builder, "records");
  json_builder_begin_array (builder);
  for (guint i = 0; i < self->records->len; i++)
    {
      const CfRecord *r = &g_array_index (self->records, CfRecord, i);
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "kind");
      json_builder_add_string_value (builder, record_names[r->kind]);
      json_builder_set_member_name (builder, "seat");
      json_builder_add_int_value (builder, r->seat);
      json_builder_set_member_name (builder, "value");
      json_builder_add_int_value (builder, r->value);
      json_builder_set_member_name (builder, "cards");
      add_cards (builder, self, r->cards, 3);
      json_builder_set_member_name (builder, "from");
      add_place (builder, self, r->from);
      json_builder_set_member_name (builder, "to");
      add_place (builder, self, r->to);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "logs");
  json_builder_begin_array (builder);
  for (guint i = 0; i < self->n_seats; i++)
    {
      g_autoptr(GBytes) bytes = cf_case_log_to_bytes (self->seats[i].log);
      g_autoptr(JsonNode) node = cf_json_parse_bytes (bytes, CF_FILE_MAX_SIZE, NULL, NULL);
      json_builder_add_value (builder, g_steal_pointer (&node));
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);

  root = json_builder_get_root (builder);
  /* Compact: a long game stays far below what is read back. */
  json_generator_set_root (generator, root);
  text = json_generator_to_data (generator, &length);
  return g_bytes_new_take (text, length);
}

/**
 * cf_game_save:
 * @file: where to save
 *
 * Writes atomically: the new file replaces the old one only once it is
 * complete, and the previous version is kept as a backup (`file~`).
 */
gboolean
cf_game_save (CfGame *self, GFile *file, GError **error)
{
  g_autoptr(GBytes) bytes = NULL;

  g_return_val_if_fail (CF_IS_GAME (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  bytes = cf_game_to_bytes (self);
  return cf_file_save (file, bytes, CF_SAVE_BACKUP | CF_SAVE_PRIVATE, error);
}

/* ---------------------------------------------------------------- reading */

typedef struct
{
  CfGame     *game;
  CfEdition  *edition;
  const char *origin;
  JsonArray  *summoned; /* as read, for the paths of errors */
} Reader;

static gboolean
read_card (Reader     *r,
           JsonNode   *node,
           const char *path,
           int         category,
           gboolean    nullable,
           int        *out,
           GError    **error)
{
  const char *id;
  int         card;

  if (nullable && (node == NULL || JSON_NODE_HOLDS_NULL (node)))
    {
      *out = -1;
      return TRUE;
    }
  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) ||
      json_node_get_value_type (node) != G_TYPE_STRING)
    {
      cf_json_set_error (error, r->origin, path, _("expected a card"));
      return FALSE;
    }
  id = json_node_get_string (node);
  card = cf_edition_lookup_card (r->edition, id);
  if (card < 0)
    {
      cf_json_set_error (error, r->origin, path, _("unknown card “%s”"), id);
      return FALSE;
    }
  if (category >= 0 && cf_edition_get_card_category (r->edition, card) != (CfCategory)category)
    {
      cf_json_set_error (error, r->origin, path, _("“%s” is the wrong kind of card here"), id);
      return FALSE;
    }
  *out = card;
  return TRUE;
}

static gboolean
read_place (
    Reader *r, JsonNode *node, const char *path, gboolean nullable, CfPlace *out, GError **error)
{
  g_autoptr(GError) local = NULL;

  if (nullable && (node == NULL || JSON_NODE_HOLDS_NULL (node)))
    {
      *out = CF_PLACE_NONE;
      return TRUE;
    }
  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) ||
      json_node_get_value_type (node) != G_TYPE_STRING)
    {
      cf_json_set_error (error, r->origin, path, _("expected a place"));
      return FALSE;
    }
  *out = cf_board_parse_place (r->game->board, json_node_get_string (node), &local);
  if (*out == CF_PLACE_NONE)
    {
      cf_json_set_error (error, r->origin, path, "%s", local->message);
      return FALSE;
    }
  return TRUE;
}

static gboolean
read_card_array (Reader     *r,
                 JsonObject *object,
                 const char *member,
                 const char *parent,
                 guint       n,
                 gboolean    nullable,
                 int        *out,
                 GError    **error)
{
  g_autofree char *path = cf_json_path_member (parent, member);
  JsonNode        *node;
  JsonArray       *array;

  if (!(node = cf_json_member (object, member, TRUE, r->origin, parent, error)))
    return FALSE;
  if (!(array = cf_json_require_array (node, r->origin, path, error)))
    return FALSE;
  if (json_array_get_length (array) != n)
    {
      cf_json_set_error (error, r->origin, path, _("expected %u cards"), n);
      return FALSE;
    }
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *item = cf_json_path_index (path, i);
      if (!read_card (r, json_array_get_element (array, i), item, n == 3 && !nullable ? (int)i : -1,
                      nullable, &out[i], error))
        return FALSE;
    }
  return TRUE;
}

static int
lookup_name (const char *const *names, guint n, const char *name)
{
  for (guint i = 0; i < n; i++)
    if (g_strcmp0 (names[i], name) == 0)
      return i;
  return -1;
}

static gboolean
read_seats (Reader *r, JsonArray *seats, GError **error)
{
  CfGame *self = r->game;
  int     first_suspect = cf_edition_get_first_card_of (r->edition, CF_CATEGORY_SUSPECT);

  for (guint i = 0; i < self->n_seats; i++)
    {
      g_autofree char *path = cf_json_path_index ("seats", i);
      g_autofree char *hand_path = cf_json_path_member (path, "hand");
      JsonObject      *seat;
      const char      *text;
      JsonArray       *hand;
      int              card;

      if (!(seat =
                cf_json_require_object (json_array_get_element (seats, i), r->origin, path, error)))
        return FALSE;
      if (!read_card (r, cf_json_member (seat, "suspect", TRUE, r->origin, path, error), path,
                      CF_CATEGORY_SUSPECT, FALSE, &card, error))
        return FALSE;
      self->seats[i].suspect = card - first_suspect;
      if (!cf_json_get_string (seat, "name", TRUE, r->origin, path, &text, error))
        return FALSE;
      self->seats[i].name = g_strdup (text);
      if (!cf_json_get_string (seat, "player", TRUE, r->origin, path, &text, error))
        return FALSE;
      if (!cf_player_kind_from_string (text, &self->seats[i].kind))
        {
          g_autofree char *player_path = cf_json_path_member (path, "player");
          cf_json_set_error (error, r->origin, player_path, _("unknown kind of player “%s”"),
                             text);
          return FALSE;
        }
      if (json_object_has_member (seat, "out"))
        {
          JsonNode *node = json_object_get_member (seat, "out");
          if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_BOOLEAN)
            {
              g_autofree char *out_path = cf_json_path_member (path, "out");
              cf_json_set_error (error, r->origin, out_path, _("expected true or false"));
              return FALSE;
            }
          self->seats[i].out = json_node_get_boolean (node);
        }
      if (!(hand =
                cf_json_require_array (cf_json_member (seat, "hand", TRUE, r->origin, path, error),
                                       r->origin, hand_path, error)))
        return FALSE;
      for (guint j = 0; j < json_array_get_length (hand); j++)
        {
          g_autofree char *item = cf_json_path_index (hand_path, j);
          if (!read_card (r, json_array_get_element (hand, j), item, -1, FALSE, &card, error))
            return FALSE;
          g_array_append_val (self->seats[i].hand, card);
        }
      if (json_object_has_member (seat, "marks"))
        {
          g_autofree char *marks_path = cf_json_path_member (path, "marks");
          if (!cf_json_get_string (seat, "marks", TRUE, r->origin, path, &text, error))
            return FALSE;
          if (!cf_game_marks_are_valid (self, text))
            {
              cf_json_set_error (error, r->origin, marks_path,
                                 _("expected one of “.yn?” for each card and holder"));
              return FALSE;
            }
          self->seats[i].marks = g_strdup (text);
        }
    }
  return TRUE;
}

static gboolean
read_bool (Reader     *r,
           JsonObject *object,
           const char *member,
           const char *parent,
           gboolean   *out,
           GError    **error)
{
  JsonNode *node = cf_json_member (object, member, TRUE, r->origin, parent, error);

  if (node == NULL)
    return FALSE;
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_BOOLEAN)
    {
      g_autofree char *at = cf_json_path_member (parent, member);
      cf_json_set_error (error, r->origin, at, _("expected true or false"));
      return FALSE;
    }
  *out = json_node_get_boolean (node);
  return TRUE;
}

static gboolean
read_optional_int (
    Reader *r, JsonObject *object, const char *member, gint64 max, int *out, GError **error)
{
  JsonNode *node = cf_json_member (object, member, TRUE, r->origin, NULL, error);
  gint64    value;

  if (node == NULL)
    return FALSE;
  if (JSON_NODE_HOLDS_NULL (node))
    {
      *out = -1;
      return TRUE;
    }
  if (!cf_json_node_int (node, 0, max, r->origin, member, &value, error))
    return FALSE;
  *out = value;
  return TRUE;
}

static gboolean
read_records (Reader *r, JsonArray *records, GError **error)
{
  CfGame *self = r->game;

  for (guint i = 0; i < json_array_get_length (records); i++)
    {
      g_autofree char *path = cf_json_path_index ("records", i);
      CfRecord         record = { 0 };
      JsonObject      *object;
      const char      *kind;
      gint64           value;
      int              n;

      if (!(object = cf_json_require_object (json_array_get_element (records, i), r->origin, path,
                                             error)))
        return FALSE;
      if (!cf_json_get_string (object, "kind", TRUE, r->origin, path, &kind, error))
        return FALSE;
      if ((n = lookup_name (record_names, G_N_ELEMENTS (record_names), kind)) < 0)
        {
          g_autofree char *kind_path = cf_json_path_member (path, "kind");
          cf_json_set_error (error, r->origin, kind_path, _("unknown record “%s”"), kind);
          return FALSE;
        }
      record.kind = n;
      if (!cf_json_get_int (object, "seat", TRUE, -1, self->n_seats - 1, r->origin, path, &value,
                            error))
        return FALSE;
      record.seat = value;
      if (!cf_json_get_int (object, "value", TRUE, -1, 1000, r->origin, path, &value, error))
        return FALSE;
      record.value = value;
      if (!read_card_array (r, object, "cards", path, 3, TRUE, record.cards, error))
        return FALSE;
      {
        g_autofree char *from_path = cf_json_path_member (path, "from");
        g_autofree char *to_path = cf_json_path_member (path, "to");
        if (!read_place (r, json_object_get_member (object, "from"), from_path, TRUE, &record.from,
                         error) ||
            !read_place (r, json_object_get_member (object, "to"), to_path, TRUE, &record.to,
                         error))
          return FALSE;
      }
      if (record.kind == CF_RECORD_SHOW && record.value < 0)
        {
          cf_json_set_error (error, r->origin, path, _("a shown card needs the seat it went to"));
          return FALSE;
        }
      g_array_append_val (self->records, record);
    }
  return TRUE;
}

static gboolean
read_intrigue_cards (Reader *r, JsonArray *array, const char *path, GArray *out, GError **error)
{
  CfGame *self = r->game;

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

/* The pool and the Intrigue deck (format version 3; absent before, where
 * no edition had them) */
static gboolean
read_intrigue (Reader *r, JsonObject *object, GError **error)
{
  CfGame     *self = r->game;
  JsonObject *intrigue;
  JsonArray  *array, *seats;
  gint64      value;

  if (json_object_has_member (object, "pool"))
    {
      if (!(array = cf_json_require_array (json_object_get_member (object, "pool"), r->origin,
                                           "pool", error)))
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

          if (!read_card (r, json_array_get_element (array, i), at, -1, FALSE, &card, error))
            return FALSE;
          g_array_append_val (self->pool, card);
        }
    }
  if (self->intrigue == NULL)
    {
      if (json_object_has_member (object, "intrigue"))
        {
          cf_json_set_error (error, r->origin, "intrigue",
                             _("this edition has no Intrigue cards"));
          return FALSE;
        }
      return TRUE;
    }
  if (!(intrigue = cf_json_require_object (
            cf_json_member (object, "intrigue", TRUE, r->origin, NULL, error), r->origin,
            "intrigue", error)))
    return FALSE;

  if (!(array = cf_json_require_array (
            cf_json_member (intrigue, "deck", TRUE, r->origin, "intrigue", error), r->origin,
            "intrigue.deck", error)) ||
      !read_intrigue_cards (r, array, "intrigue.deck", self->deck, error))
    return FALSE;
  if (!cf_json_get_int (intrigue, "clocks_out", TRUE, 0, self->intrigue->clocks, r->origin,
                        "intrigue", &value, error))
    return FALSE;
  self->clocks_out = value;
  if (!cf_json_get_int (intrigue, "refused", TRUE, 0, (1 << self->n_seats) - 1, r->origin,
                        "intrigue", &value, error))
    return FALSE;
  self->refused = value;
  if (!read_bool (r, intrigue, "keepers_on", "intrigue", &self->keepers_on, error) ||
      !read_bool (r, intrigue, "question", "intrigue", &self->question, error) ||
      !read_bool (r, intrigue, "extra_turn", "intrigue", &self->extra_turn, error))
    return FALSE;
  if (!read_card (r, json_object_get_member (intrigue, "shown"), "intrigue.shown", -1, TRUE,
                  &self->shown, error))
    return FALSE;

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
      CfSeat          *seat = &self->seats[i];
      JsonObject      *item;

      if (!(item =
                cf_json_require_object (json_array_get_element (seats, i), r->origin, path, error)))
        return FALSE;
      if (!(array = cf_json_require_array (
                cf_json_member (item, "keepers", TRUE, r->origin, path, error), r->origin,
                keepers_path, error)) ||
          !read_intrigue_cards (r, array, keepers_path, seat->keepers, error))
        return FALSE;
      for (guint k = 0; k < seat->keepers->len; k++)
        if (g_array_index (seat->keepers, int, k) == CF_INTRIGUE_CLOCK)
          {
            cf_json_set_error (error, r->origin, keepers_path, _("a Clock is never kept"));
            return FALSE;
          }
      if (!read_bool (r, item, "murdered", path, &seat->murdered, error) ||
          !read_bool (r, item, "may_draw", path, &seat->may_draw, error) ||
          !read_bool (r, item, "listening", path, &seat->listening, error) ||
          !cf_json_get_int (
              item, "pool_seen", TRUE, 0,
              (self->pool->len >= 63 ? G_MAXINT64 : (G_GINT64_CONSTANT (1) << self->pool->len) - 1),
              r->origin, path, &value, error))
        return FALSE;
      seat->pool_seen = value;
    }
  return TRUE;
}

/* ---------------------------------------------------------------- consistency */

/* Whether seat 0's log (every log has the public events) holds a wrong
 * accusation by @seat */
static gboolean
accused_wrongly (CfGame *self, guint seat)
{
  CfCaseLog *log = self->seats[0].log;

  for (guint e = 0; e < cf_case_log_get_n_events (log); e++)
    {
      const CfEvent *event = cf_case_log_get_event (log, e);

      if (event->type == CF_EVENT_ACCUSATION && event->player == (int)seat && !event->correct)
        return TRUE;
    }
  return FALSE;
}

/* Whether @entry is the square in front of a door of the room @place */
static gboolean
is_entry (CfGame *self, CfPlace place, CfPlace entry)
{
  if (!cf_board_place_is_room (self->board, place))
    return FALSE;
  for (guint i = 0; i < cf_board_get_n_doors (self->board); i++)
    {
      const CfDoor *door = cf_board_get_door (self->board, i);

      if (door->room == cf_board_place_get_room (self->board, place) && door->outside == entry)
        return TRUE;
    }
  return FALSE;
}

/* Whether @seat's log holds a look at @card face down in the pool */
static gboolean
saw_in_pool (CfGame *self, guint seat, int card)
{
  CfCaseLog *log = self->seats[seat].log;

  for (guint e = 0; e < cf_case_log_get_n_events (log); e++)
    {
      const CfEvent *event = cf_case_log_get_event (log, e);

      if (event->type == CF_EVENT_REVEAL && event->player == CF_SET_ASIDE &&
          event->cards[0] == card)
        return TRUE;
    }
  return FALSE;
}

static gboolean
fail_at (Reader *r, const char *path, const char *message, GError **error)
{
  cf_json_set_error (error, r->origin, path, "%s", message);
  return FALSE;
}

/* The turn's fields against its phase and against each other: each is
 * what play leaves there, so that a loaded game never acts on a state play
 * never reaches. */
static gboolean
check_turn (Reader *r, GError **error)
{
  CfGame  *self = r->game;
  CfPhase  phase = self->phase;
  gboolean asked = phase == CF_PHASE_REFUTE || phase == CF_PHASE_END || phase == CF_PHASE_OVER;
  int      first_suspect = cf_edition_get_first_card_of (self->edition, CF_CATEGORY_SUSPECT);
  int      room = cf_game_current_room (self);

  /* Rolling, leaving a room and every phase after the start move the token */
  if (!self->moved &&
      (self->roll > 0 || self->left_room >= 0 || self->question || phase == CF_PHASE_MOVE ||
       phase == CF_PHASE_SUGGEST || phase == CF_PHASE_REFUTE || phase == CF_PHASE_END))
    /* Translators: "false" is the value read from the file */
    return fail_at (r, "moved", _("false, but the token has moved this turn"), error);

  /* A suggestion is made in a room, and answered after it */
  if ((phase == CF_PHASE_SUGGEST || phase == CF_PHASE_REFUTE) && room < 0)
    return fail_at (r, "phase", _("a suggestion is made in a room, and the token is in none"),
                    error);
  if (!asked && self->suggestion[0] >= 0)
    return fail_at (r, "suggestion", _("nothing is suggested yet at this point of the turn"),
                    error);
  if (self->refuter >= 0 && (!asked || self->suggestion[0] < 0))
    return fail_at (r, "refuter", _("nothing is suggested yet at this point of the turn"), error);
  if (phase == CF_PHASE_REFUTE && self->suggestion[2] != cf_game_room_card (self, room))
    return fail_at (r, "suggestion[2]", _("not the room the token is in"), error);

  /* Every seat's token on its own square, and a summons only into a room
   * (the current seat's token may have moved on since) */
  for (guint s = 0; s < self->n_suspects; s++)
    {
      const char *id = cf_edition_get_card_id (self->edition, first_suspect + s);
      gboolean    in_room = cf_board_place_is_room (self->board, self->tokens[s]);

      if (self->summoned[s] && !in_room && (int)s != self->seats[self->current].suspect)
        {
          g_autofree char *path = NULL;

          for (guint i = 0; i < json_array_get_length (r->summoned) && path == NULL; i++)
            if (g_strcmp0 (json_array_get_string_element (r->summoned, i), id) == 0)
              path = cf_json_path_index ("summoned", i);
          return fail_at (r, path, _("summoned into a room, but the token is not in one"), error);
        }
      if (self->entry[s] != CF_PLACE_NONE && !is_entry (self, self->tokens[s], self->entry[s]))
        {
          g_autofree char *path = cf_json_path_member ("entries", id);

          return fail_at (r, path, _("not in front of a door of the room the token is in"), error);
        }
    }

  /* Out of the game: by a wrong accusation or a murder; a game ends with
   * a winner or with everyone out */
  for (guint i = 0; i < self->n_seats; i++)
    if (self->seats[i].out && !self->seats[i].murdered && !accused_wrongly (self, i))
      {
        g_autofree char *seat_path = cf_json_path_index ("seats", i);
        g_autofree char *path = cf_json_path_member (seat_path, "out");

        return fail_at (r, path, _("out of the game without a wrong accusation or a murder"),
                        error);
      }
  if (phase == CF_PHASE_OVER && self->winner < 0)
    for (guint i = 0; i < self->n_seats; i++)
      if (!self->seats[i].out)
        return fail_at (r, "winner", _("a game over without a winner has everyone out"), error);

  if (self->intrigue == NULL)
    return TRUE;

  /* Discover the Secrets: the "?" face, a Keeper's extra turn, the card
   * shown and who passed the suggestion on */
  if (self->question && self->rules->question_face == 0)
    return fail_at (r, "intrigue.question", _("no die of this edition shows a “?”"), error);
  if (self->extra_turn && (!self->keepers_on || (phase != CF_PHASE_END && phase != CF_PHASE_OVER)))
    return fail_at (r, "intrigue.extra_turn",
                    _("another turn is only given by a Keeper at the end of a turn"), error);
  if (self->shown >= 0 &&
      (phase == CF_PHASE_REFUTE || !asked || self->refuter < 0 ||
       (self->shown != self->suggestion[0] && self->shown != self->suggestion[1] &&
        self->shown != self->suggestion[2]) ||
       !cf_game_seat_holds (self, self->refuter, self->shown)))
    return fail_at (r, "intrigue.shown",
                    _("not a card the refuter showed for this turn’s suggestion"), error);
  for (guint seat = 0; seat < self->n_seats; seat++)
    if (self->refused & (1u << seat) &&
        (!asked || self->suggestion[0] < 0 ||
         !cf_suggestion_asks (self->n_seats, self->current, self->refuter, seat)))
      return fail_at (r, "intrigue.refused",
                      _("only a player asked about this turn’s suggestion passes it on"), error);
  return TRUE;
}

/* The pool against the rules, and (Discover the Secrets) each seat's
 * flags against the rest of the save */
static gboolean
check_seats (Reader *r, GError **error)
{
  CfGame *self = r->game;

  /* The pool holds the leftovers of an even deal, all of them */
  if (self->rules->set_aside_leftovers &&
      self->pool->len != (cf_edition_get_n_cards (self->edition) - 3) % self->n_seats)
    {
      cf_json_set_error (error, r->origin, "pool", _("expected %u cards"),
                         (cf_edition_get_n_cards (self->edition) - 3) % self->n_seats);
      return FALSE;
    }
  if (self->intrigue == NULL)
    return TRUE;

  for (guint i = 0; i < self->n_seats; i++)
    {
      CfSeat          *seat = &self->seats[i];
      g_autofree char *seat_path = cf_json_path_index ("intrigue.seats", i);
      g_autofree char *path = NULL;

      /* Murdered by the last Clock: every other Clock is laid out */
      if (seat->murdered && self->clocks_out + 1 != self->intrigue->clocks)
        {
          path = cf_json_path_member (seat_path, "murdered");
          return fail_at (r, path, _("a murder needs every Clock but the last laid out"), error);
        }
      /* A draw is owed only where the rules give it, to a seat in play */
      if (seat->may_draw && (!self->rules->summoned_draws || seat->out))
        {
          path = cf_json_path_member (seat_path, "may_draw");
          return fail_at (r, path,
                          seat->out ? _("a player out of the game draws no Intrigue cards")
                                    : _("this edition gives no draw to a summoned player"),
                          error);
        }
      /* Listening needs the Keeper that listens, still in hand */
      if (seat->listening && !cf_game_seat_has_keeper (self, i, CF_KEEPER_SEE_SHOWN))
        {
          path = cf_json_path_member (seat_path, "listening");
          return fail_at (r, path, _("the seat holds no Keeper that sees a card shown"), error);
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

static CfGame *
load (JsonNode *root, const char *origin, GError **error)
{
  g_autoptr(CfGame) self = NULL;
  g_autoptr(CfEdition) edition = NULL;
  g_autoptr(CfBoard) board = NULL;
  g_autoptr(GPtrArray) problems = NULL;
  Reader      r = { NULL, NULL, origin };
  JsonObject *object, *tokens, *weapons;
  JsonArray  *seats, *logs, *summoned, *records;
  const char *text;
  gint64      value;
  int         left_room, card;

  if (!(object = cf_json_require_object (root, origin, NULL, error)))
    return NULL;
  if (!cf_json_get_string (object, "format", TRUE, origin, NULL, &text, error))
    return NULL;
  if (!g_str_equal (text, CF_GAME_FORMAT))
    {
      cf_json_set_error (error, origin, "format", _("this is not a saved Casefile game"));
      return NULL;
    }
  if (!cf_json_get_int (object, "version", TRUE, 1, G_MAXINT, origin, NULL, &value, error))
    return NULL;
  if (value != 1 && value != CF_GAME_VERSION)
    {
      cf_json_set_error (
          error, origin, "version",
          /* Translators: %1$d is the format of the file, %2$d the newest this program reads */
          _("saved by a newer Casefile (format %1$d); this one reads format %2$d"), (int)value,
          CF_GAME_VERSION);
      return NULL;
    }
  if (!cf_json_get_string (object, "edition", TRUE, origin, NULL, &text, error))
    return NULL;
  if (!(edition = cf_edition_lookup_builtin (text)))
    {
      cf_json_set_error (error, origin, "edition", _("unknown edition “%s”"), text);
      return NULL;
    }
  if (!(board = cf_board_lookup_builtin (edition)))
    {
      cf_json_set_error (error, origin, "edition", _("the edition “%s” has no board"), text);
      return NULL;
    }
  if (!(seats = cf_json_require_array (cf_json_member (object, "seats", TRUE, origin, NULL, error),
                                       origin, "seats", error)))
    return NULL;
  if (json_array_get_length (seats) < CF_GAME_MIN_SEATS ||
      json_array_get_length (seats) > CF_GAME_MAX_SEATS)
    {
      /* Translators: %1$d and %2$d are the fewest and the most seats */
      cf_json_set_error (error, origin, "seats", _("a game has %1$d to %2$d seats"),
                         CF_GAME_MIN_SEATS, CF_GAME_MAX_SEATS);
      return NULL;
    }

  self = cf_game_alloc (edition, board, json_array_get_length (seats));
  r.game = self;
  r.edition = edition;

  if (!cf_json_get_string (object, "rng", TRUE, origin, NULL, &text, error))
    return NULL;
  if (!g_ascii_string_to_unsigned (text, 10, 0, G_MAXUINT64, &self->rng, NULL))
    {
      cf_json_set_error (error, origin, "rng", _("expected a number"));
      return NULL;
    }

  if (!read_seats (&r, seats, error))
    return NULL;
  for (guint i = 0; i < self->n_seats; i++)
    for (guint j = 0; j < i; j++)
      if (self->seats[i].suspect == self->seats[j].suspect)
        {
          g_autofree char *path = cf_json_path_index ("seats", i);
          cf_json_set_error (error, origin, path, _("two seats play the same suspect"));
          return NULL;
        }
  if (!read_card_array (&r, object, "envelope", NULL, 3, FALSE, self->envelope, error))
    return NULL;

  if (!(tokens = cf_json_require_object (
            cf_json_member (object, "tokens", TRUE, origin, NULL, error), origin, "tokens", error)))
    return NULL;
  for (guint s = 0; s < self->n_suspects; s++)
    {
      const char *id = cf_edition_get_card_id (
          edition, cf_edition_get_first_card_of (edition, CF_CATEGORY_SUSPECT) + s);
      g_autofree char *path = cf_json_path_member ("tokens", id);
      if (!read_place (&r, json_object_get_member (tokens, id), path, FALSE, &self->tokens[s],
                       error))
        return NULL;
    }
  if (!(weapons =
            cf_json_require_object (cf_json_member (object, "weapons", TRUE, origin, NULL, error),
                                    origin, "weapons", error)))
    return NULL;
  for (guint w = 0; w < self->n_weapons; w++)
    {
      const char *id = cf_edition_get_card_id (
          edition, cf_edition_get_first_card_of (edition, CF_CATEGORY_WEAPON) + w);
      g_autofree char *path = cf_json_path_member ("weapons", id);
      JsonNode        *node = json_object_get_member (weapons, id);

      if (cf_board_get_pool_place (self->board) != CF_PLACE_NONE && node != NULL &&
          JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING &&
          g_str_equal (json_node_get_string (node), "pool"))
        {
          self->weapons[w] = cf_board_get_n_rooms (self->board);
          continue;
        }
      if (!read_card (&r, node, path, CF_CATEGORY_ROOM, FALSE, &card, error))
        return NULL;
      self->weapons[w] = card - cf_edition_get_first_card_of (edition, CF_CATEGORY_ROOM);
    }
  if (!(summoned =
            cf_json_require_array (cf_json_member (object, "summoned", TRUE, origin, NULL, error),
                                   origin, "summoned", error)))
    return NULL;
  r.summoned = summoned;
  for (guint i = 0; i < json_array_get_length (summoned); i++)
    {
      g_autofree char *path = cf_json_path_index ("summoned", i);
      if (!read_card (&r, json_array_get_element (summoned, i), path, CF_CATEGORY_SUSPECT, FALSE,
                      &card, error))
        return NULL;
      self->summoned[card - cf_edition_get_first_card_of (edition, CF_CATEGORY_SUSPECT)] = TRUE;
    }

  if (json_object_has_member (object, "entries"))
    {
      JsonObject *entries = cf_json_require_object (json_object_get_member (object, "entries"),
                                                    origin, "entries", error);

      if (entries == NULL)
        return NULL;
      for (guint s = 0; s < self->n_suspects; s++)
        {
          const char *id = cf_edition_get_card_id (
              edition, cf_edition_get_first_card_of (edition, CF_CATEGORY_SUSPECT) + s);
          g_autofree char *path = cf_json_path_member ("entries", id);

          if (json_object_has_member (entries, id) &&
              !read_place (&r, json_object_get_member (entries, id), path, FALSE, &self->entry[s],
                           error))
            return NULL;
        }
    }
  /* Rolled again only where the rules say so, and at most so often
   * (absent before version 2: none) */
  value = 0;
  if (!cf_json_get_int (object, "rerolls", FALSE, 0,
                        cf_edition_get_rules (edition)->stuck_rolls_again ? CF_GAME_MAX_REROLLS : 0,
                        origin, NULL, &value, error))
    return NULL;
  self->rerolls = value;

  if (!cf_json_get_int (object, "current", TRUE, 0, self->n_seats - 1, origin, NULL, &value, error))
    return NULL;
  self->current = value;
  if (!cf_json_get_int (object, "turn", TRUE, 1, G_MAXINT, origin, NULL, &value, error))
    return NULL;
  self->turn = value;
  if (!cf_json_get_string (object, "phase", TRUE, origin, NULL, &text, error))
    return NULL;
  if (lookup_name (phase_names, G_N_ELEMENTS (phase_names), text) < 0)
    {
      cf_json_set_error (error, origin, "phase", _("unknown phase “%s”"), text);
      return NULL;
    }
  self->phase = lookup_name (phase_names, G_N_ELEMENTS (phase_names), text);
  if (!cf_json_get_int (object, "roll", TRUE, 0, cf_edition_get_max_roll (edition), origin, NULL,
                        &value, error))
    return NULL;
  self->roll = value;
  if (self->phase == CF_PHASE_MOVE && self->roll == 0)
    {
      cf_json_set_error (error, origin, "roll", _("a move needs a roll"));
      return NULL;
    }
  if (!read_card (&r, json_object_get_member (object, "left_room"), "left_room", CF_CATEGORY_ROOM,
                  TRUE, &left_room, error))
    return NULL;
  self->left_room = left_room < 0
                        ? -1
                        : left_room - (int)cf_edition_get_first_card_of (edition, CF_CATEGORY_ROOM);
  if (!read_bool (&r, object, "moved", NULL, &self->moved, error))
    return NULL;
  if (json_object_has_member (object, "suggestion") &&
      !JSON_NODE_HOLDS_NULL (json_object_get_member (object, "suggestion")) &&
      !read_card_array (&r, object, "suggestion", NULL, 3, FALSE, self->suggestion, error))
    return NULL;
  if (!read_optional_int (&r, object, "refuter", self->n_seats - 1, &self->refuter, error) ||
      !read_optional_int (&r, object, "winner", self->n_seats - 1, &self->winner, error))
    return NULL;
  if (self->phase == CF_PHASE_REFUTE &&
      (self->refuter < 0 || self->suggestion[0] < 0 || self->refuter == (int)self->current))
    {
      cf_json_set_error (error, origin, "refuter",
                         _("a refutation needs a suggestion and a refuter"));
      return NULL;
    }

  if (!read_intrigue (&r, object, error))
    return NULL;

  if (!(records =
            cf_json_require_array (cf_json_member (object, "records", TRUE, origin, NULL, error),
                                   origin, "records", error)))
    return NULL;
  if (!read_records (&r, records, error))
    return NULL;

  if (!(logs = cf_json_require_array (cf_json_member (object, "logs", TRUE, origin, NULL, error),
                                      origin, "logs", error)))
    return NULL;
  if (json_array_get_length (logs) != self->n_seats)
    {
      cf_json_set_error (error, origin, "logs", _("expected one case log per seat"));
      return NULL;
    }
  for (guint i = 0; i < self->n_seats; i++)
    {
      g_autofree char *path = cf_json_path_index ("logs", i);
      g_autofree char *text_log = json_to_string (json_array_get_element (logs, i), FALSE);
      g_autoptr(GBytes) bytes = g_bytes_new (text_log, strlen (text_log));
      g_autoptr(GError) local = NULL;

      self->seats[i].log = cf_case_log_new_from_bytes (bytes, &local);
      if (self->seats[i].log == NULL)
        {
          cf_json_set_error (error, origin, path, "%s", local->message);
          return NULL;
        }
      if (cf_case_log_get_n_players (self->seats[i].log) != self->n_seats ||
          g_strcmp0 (cf_edition_get_id (cf_case_log_get_edition (self->seats[i].log)),
                     cf_edition_get_id (edition)) != 0)
        {
          cf_json_set_error (error, origin, path, _("the case log is of another game"));
          return NULL;
        }
    }

  /* Everything read: each flag and field against the rest, naming it;
   * then the rules must hold of it as a whole. */
  if (!check_seats (&r, error) || !check_turn (&r, error))
    return NULL;
  problems = g_ptr_array_new_with_free_func (g_free);
  if (cf_game_check (self, problems) > 0)
    {
      cf_json_set_error (error, origin, NULL, "%s: %s", _("the saved game breaks the rules"),
                         (const char *)problems->pdata[0]);
      return NULL;
    }
  if (self->winner >= 0 && self->phase != CF_PHASE_OVER)
    {
      cf_json_set_error (error, origin, "winner", _("only a finished game has a winner"));
      return NULL;
    }

  if (self->phase == CF_PHASE_MOVE)
    {
      cf_game_update_reach (self);
      if (self->reach.squares->len == 0 && self->reach.rooms == 0)
        {
          cf_json_set_error (error, origin, "roll", _("the token can go nowhere with this roll"));
          return NULL;
        }
    }
  /* The decision the game resumes at */
  self->awaited_told = cf_game_get_awaited (self);
  return g_steal_pointer (&self);
}

/**
 * cf_game_new_from_bytes:
 * @bytes: a saved game
 * @error: return location for an error naming the JSON path and the problem
 *
 * Returns: (transfer full) (nullable): the game, as it was saved
 */
CfGame *
cf_game_new_from_bytes (GBytes *bytes, GError **error)
{
  g_autoptr(JsonNode) root = NULL;

  g_return_val_if_fail (bytes != NULL, NULL);

  if (!(root = cf_json_parse_bytes (bytes, CF_FILE_MAX_SIZE, NULL, error)))
    return NULL;
  return load (root, NULL, error);
}

/**
 * cf_game_new_from_file:
 * @file: a saved game
 * @error: return location for an error naming the file, the JSON path and
 *   the problem
 *
 * Returns: (transfer full) (nullable): the game
 */
CfGame *
cf_game_new_from_file (GFile *file, GError **error)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *origin = NULL;

  g_return_val_if_fail (G_IS_FILE (file), NULL);

  origin = g_file_get_basename (file);
  if (!(bytes = cf_file_load (file, CF_FILE_MAX_SIZE, CF_LOAD_REGULAR_ONLY, error)))
    return NULL;
  if (!(root = cf_json_parse_bytes (bytes, CF_FILE_MAX_SIZE, origin, error)))
    return NULL;
  return load (root, origin, error);
}
