/* cf-game-save.c: a whole game to and from a file
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "cf-file.h"
#include "cf-json-private.h"
#include "cf-secrets-private.h"

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
 *   the pool], intrigue (only for an edition with Intrigue cards; both
 *   written and read by CfSecrets, cf-secrets-save.c), records [...], logs
 *   [case logs].
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

void
cf_game_save_add_card (JsonBuilder *builder, CfGame *self, int card)
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

void
cf_game_save_add_cards (JsonBuilder *builder, CfGame *self, const int *cards, guint n)
{
  json_builder_begin_array (builder);
  for (guint i = 0; i < n; i++)
    cf_game_save_add_card (builder, self, cards[i]);
  json_builder_end_array (builder);
}

/* The mechanics' members: Discover the Secrets writes the pool and the
 * Intrigue deck; a game without it has an empty pool */
static void
add_mechanics (JsonBuilder *builder, CfGame *self)
{
  if (self->secrets != NULL)
    {
      cf_secrets_save_to_json (self->secrets, builder);
      return;
    }
  json_builder_set_member_name (builder, "pool");
  json_builder_begin_array (builder);
  json_builder_end_array (builder);
}

/* The whole game as a JSON tree (the save, and a seat's copy of it, which
 * holds its own case log alone: @log_seat, or -1 for every seat's) */
JsonNode *
cf_game_save_to_node (CfGame *self, int log_seat)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autofree char *rng = NULL;
  int              first_suspect, first_weapon, first_room;

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
      cf_game_save_add_card (builder, self, first_suspect + seat->suspect);
      /* Blank for the suspect's name, which a game resumed in another
       * language shows in that language */
      json_builder_set_member_name (builder, "name");
      json_builder_add_string_value (builder, seat->default_name ? "" : seat->name);
      json_builder_set_member_name (builder, "player");
      json_builder_add_string_value (builder, cf_player_kind_to_string (seat->kind));
      json_builder_set_member_name (builder, "out");
      json_builder_add_boolean_value (builder, seat->out);
      json_builder_set_member_name (builder, "hand");
      cf_game_save_add_cards (builder, self, (const int *)seat->hand->data, seat->hand->len);
      if (seat->marks != NULL)
        {
          json_builder_set_member_name (builder, "marks");
          json_builder_add_string_value (builder, seat->marks);
        }
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "envelope");
  cf_game_save_add_cards (builder, self, self->envelope, 3);

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
        cf_game_save_add_card (builder, self, first_room + self->weapons[w]);
    }
  json_builder_end_object (builder);

  json_builder_set_member_name (builder, "summoned");
  json_builder_begin_array (builder);
  for (guint s = 0; s < self->n_suspects; s++)
    if (self->summoned[s])
      cf_game_save_add_card (builder, self, first_suspect + s);
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
  cf_game_save_add_card (builder, self, self->left_room >= 0 ? first_room + self->left_room : -1);
  json_builder_set_member_name (builder, "moved");
  json_builder_add_boolean_value (builder, self->moved);
  json_builder_set_member_name (builder, "suggestion");
  if (self->suggestion[0] >= 0)
    cf_game_save_add_cards (builder, self, self->suggestion, 3);
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

  add_mechanics (builder, self);

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
      cf_game_save_add_cards (builder, self, r->cards, 3);
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
      g_autoptr(GBytes) bytes = NULL;
      g_autoptr(JsonNode) node = NULL;

      if (log_seat >= 0 && (int)i != log_seat)
        {
          json_builder_add_null_value (builder);
          continue;
        }
      bytes = cf_case_log_to_bytes (self->seats[i].log);
      node = cf_json_parse_bytes (bytes, CF_FILE_MAX_SIZE, NULL, NULL);
      json_builder_add_value (builder, g_steal_pointer (&node));
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
  return json_builder_get_root (builder);
}

/**
 * cf_game_to_bytes:
 *
 * Returns: (transfer full): the whole game as JSON (format version 3)
 */
GBytes *
cf_game_to_bytes (CfGame *self)
{
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) root = NULL;
  gsize length;
  char *text;

  g_return_val_if_fail (CF_IS_GAME (self), NULL);

  root = cf_game_save_to_node (self, -1);
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

gboolean
cf_game_save_read_card (CfGameReader *r,
                        JsonNode     *node,
                        const char   *path,
                        int           category,
                        gboolean      nullable,
                        int          *out,
                        GError      **error)
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
read_place (CfGameReader *r,
            JsonNode     *node,
            const char   *path,
            gboolean      nullable,
            CfPlace      *out,
            GError      **error)
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
read_card_array (CfGameReader *r,
                 JsonObject   *object,
                 const char   *member,
                 const char   *parent,
                 guint         n,
                 gboolean      nullable,
                 int          *out,
                 GError      **error)
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
      if (!cf_game_save_read_card (r, json_array_get_element (array, i), item,
                                   n == 3 && !nullable ? (int)i : -1, nullable, &out[i], error))
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
read_seats (CfGameReader *r, JsonArray *seats, GError **error)
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
      if (!cf_game_save_read_card (r,
                                   cf_json_member (seat, "suspect", TRUE, r->origin, path, error),
                                   path, CF_CATEGORY_SUSPECT, FALSE, &card, error))
        return FALSE;
      self->seats[i].suspect = card - first_suspect;
      if (!cf_json_get_string (seat, "name", TRUE, r->origin, path, &text, error))
        return FALSE;
      /* A blank name is the suspect's, in the language shown now; saves
       * made before kept the name itself */
      self->seats[i].default_name = *text == '\0';
      self->seats[i].name =
          self->seats[i].default_name ? cf_game_default_seat_name (self, i) : g_strdup (text);
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
          /* (a shadow does not know the others' cards: null; its own it
           * knows) */
          if (!cf_game_save_read_card (r, json_array_get_element (hand, j), item, -1,
                                       r->shadow_seat >= 0 && (int)i != r->shadow_seat, &card,
                                       error))
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

gboolean
cf_game_save_read_bool (CfGameReader *r,
                        JsonObject   *object,
                        const char   *member,
                        const char   *parent,
                        gboolean     *out,
                        GError      **error)
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
    CfGameReader *r, JsonObject *object, const char *member, gint64 max, int *out, GError **error)
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
cards_of_a_suggestion (CfGame *self, const int *cards)
{
  for (CfCategory c = 0; c < CF_N_CATEGORIES; c++)
    if (cards[c] < 0 || cf_edition_get_card_category (self->edition, cards[c]) != c)
      return FALSE;
  return TRUE;
}

/* What the story needs of a record of each kind to tell it (a save, or a
 * host's copy, may be hostile) */
static gboolean
check_record (
    CfGame *self, const CfRecord *record, const char *origin, const char *path, GError **error)
{
  const char *problem = NULL;

  switch (record->kind)
    {
    case CF_RECORD_OVER:
      break;
    case CF_RECORD_MOVE:
    case CF_RECORD_PASSAGE:
      if (record->to == CF_PLACE_NONE)
        problem = _("a move needs the place it went to");
      break;
    case CF_RECORD_SUGGEST:
    case CF_RECORD_ACCUSE:
      if (!cards_of_a_suggestion (self, record->cards))
        problem = _("a suggestion or accusation names a suspect, a weapon and a room");
      break;
    case CF_RECORD_SHOW:
      if (record->value < 0 || record->value >= (int)self->n_seats)
        problem = _("a shown card needs the seat it went to");
      break;
    case CF_RECORD_CLOCK:
    case CF_RECORD_KEEPER:
    case CF_RECORD_MURDER:
    case CF_RECORD_LOOK:
    case CF_RECORD_PASS_ON:
    case CF_RECORD_PLAY:
      if (self->secrets == NULL)
        problem = _("a record of the Intrigue cards in an edition without them");
      else if (record->kind == CF_RECORD_PLAY &&
               (record->value < 0 || record->value >= CF_N_KEEPER_EFFECTS ||
                (record->value == CF_KEEPER_MOVE_ANYWHERE && record->to == CF_PLACE_NONE) ||
                (record->value == CF_KEEPER_SEND_TO_START &&
                 (record->cards[0] < 0 ||
                  cf_edition_get_card_category (self->edition, record->cards[0]) !=
                      CF_CATEGORY_SUSPECT))))
        problem = _("a Keeper played needs its effect and what it acted on");
      break;
    default:
      break;
    }
  if (problem == NULL && record->seat < 0 && record->kind != CF_RECORD_OVER)
    problem = _("a record needs the seat it is about");
  if (problem == NULL)
    return TRUE;
  cf_json_set_error (error, origin, path, "%s", problem);
  return FALSE;
}

static gboolean
read_records (CfGameReader *r, JsonArray *records, GError **error)
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
      if (!check_record (self, &record, r->origin, path, error))
        return FALSE;
      g_array_append_val (self->records, record);
    }
  return TRUE;
}

/* The mechanics' members (format version 3; absent before, where no
 * edition had them): Discover the Secrets reads its own; without it the
 * pool is empty and there is no Intrigue deck */
static gboolean
read_mechanics (CfGameReader *r, JsonObject *object, GError **error)
{
  JsonArray *pool;

  if (r->game->secrets != NULL)
    return cf_secrets_load_from_json (r->game->secrets, r, object, error);
  if (json_object_has_member (object, "pool"))
    {
      if (!(pool = cf_json_require_array (json_object_get_member (object, "pool"), r->origin,
                                          "pool", error)))
        return FALSE;
      if (json_array_get_length (pool) > 0)
        {
          cf_json_set_error (error, r->origin, "pool", _("expected %u cards"), 0);
          return FALSE;
        }
    }
  if (json_object_has_member (object, "intrigue"))
    {
      cf_json_set_error (error, r->origin, "intrigue", _("this edition has no Intrigue cards"));
      return FALSE;
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

gboolean
cf_game_save_fail_at (CfGameReader *r, const char *path, const char *message, GError **error)
{
  cf_json_set_error (error, r->origin, path, "%s", message);
  return FALSE;
}

/* The turn's fields against its phase and against each other: each is
 * what play leaves there, so that a loaded game never acts on a state play
 * never reaches. */
static gboolean
check_turn (CfGameReader *r, GError **error)
{
  CfGame  *self = r->game;
  CfPhase  phase = self->phase;
  gboolean asked = phase == CF_PHASE_REFUTE || phase == CF_PHASE_END || phase == CF_PHASE_OVER;
  int      first_suspect = cf_edition_get_first_card_of (self->edition, CF_CATEGORY_SUSPECT);
  int      room = cf_game_current_room (self);

  /* Rolling, leaving a room and every phase after the start move the token */
  if (!self->moved &&
      (self->roll > 0 || self->left_room >= 0 || cf_game_get_last_roll_question (self) ||
       phase == CF_PHASE_MOVE || phase == CF_PHASE_SUGGEST || phase == CF_PHASE_REFUTE ||
       phase == CF_PHASE_END))
    /* Translators: "false" is the value read from the file */
    return cf_game_save_fail_at (r, "moved", _("false, but the token has moved this turn"), error);

  /* A suggestion is made in a room, and answered after it */
  if ((phase == CF_PHASE_SUGGEST || phase == CF_PHASE_REFUTE) && room < 0)
    return cf_game_save_fail_at (
        r, "phase", _("a suggestion is made in a room, and the token is in none"), error);
  if (!asked && self->suggestion[0] >= 0)
    return cf_game_save_fail_at (r, "suggestion",
                                 _("nothing is suggested yet at this point of the turn"), error);
  if (self->refuter >= 0 && (!asked || self->suggestion[0] < 0))
    return cf_game_save_fail_at (r, "refuter",
                                 _("nothing is suggested yet at this point of the turn"), error);
  if (phase == CF_PHASE_REFUTE && self->suggestion[2] != cf_game_room_card (self, room))
    return cf_game_save_fail_at (r, "suggestion[2]", _("not the room the token is in"), error);

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
          return cf_game_save_fail_at (
              r, path, _("summoned into a room, but the token is not in one"), error);
        }
      if (self->entry[s] != CF_PLACE_NONE && !is_entry (self, self->tokens[s], self->entry[s]))
        {
          g_autofree char *path = cf_json_path_member ("entries", id);

          return cf_game_save_fail_at (
              r, path, _("not in front of a door of the room the token is in"), error);
        }
    }

  /* Out of the game: by a wrong accusation or a murder; a game ends with
   * a winner or with everyone out */
  for (guint i = 0; i < self->n_seats; i++)
    if (self->seats[i].out && !cf_game_is_seat_murdered (self, i) && !accused_wrongly (self, i))
      {
        g_autofree char *seat_path = cf_json_path_index ("seats", i);
        g_autofree char *path = cf_json_path_member (seat_path, "out");

        return cf_game_save_fail_at (
            r, path, _("out of the game without a wrong accusation or a murder"), error);
      }
  if (phase == CF_PHASE_OVER && self->winner < 0)
    for (guint i = 0; i < self->n_seats; i++)
      if (!self->seats[i].out)
        return cf_game_save_fail_at (r, "winner",
                                     _("a game over without a winner has everyone out"), error);

  return self->secrets == NULL || cf_secrets_check_loaded_turn (self->secrets, r, error);
}

/* @shadow_seat: -1 for a save; for one seat's copy of a game hosted
 * elsewhere (cf-game-shadow.c), that seat: the other seats' case logs
 * may be null, and the cards it cannot know are stand-ins, so the deal is
 * not checked against the rules */
CfGame *
cf_game_save_load (JsonNode *root, const char *origin, int shadow_seat, GError **error)
{
  g_autoptr(CfGame) self = NULL;
  g_autoptr(CfEdition) edition = NULL;
  g_autoptr(CfBoard) board = NULL;
  g_autoptr(GPtrArray) problems = NULL;
  CfGameReader r = { NULL, NULL, origin, NULL, -1 };
  JsonObject  *object, *tokens, *weapons;
  JsonArray   *seats, *logs, *summoned, *records;
  const char  *text;
  gint64       value;
  int          left_room, card;

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

  if (shadow_seat >= (int)json_array_get_length (seats))
    {
      cf_json_set_error (error, origin, "seats", _("The game has no such seat"));
      return NULL;
    }
  self = cf_game_alloc (edition, board, json_array_get_length (seats));
  r.game = self;
  r.edition = edition;
  r.shadow_seat = shadow_seat;

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
  if (!read_card_array (&r, object, "envelope", NULL, 3, r.shadow_seat >= 0, self->envelope, error))
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
      if (!cf_game_save_read_card (&r, node, path, CF_CATEGORY_ROOM, FALSE, &card, error))
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
      if (!cf_game_save_read_card (&r, json_array_get_element (summoned, i), path,
                                   CF_CATEGORY_SUSPECT, FALSE, &card, error))
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
  if (!cf_game_save_read_card (&r, json_object_get_member (object, "left_room"), "left_room",
                               CF_CATEGORY_ROOM, TRUE, &left_room, error))
    return NULL;
  self->left_room = left_room < 0
                        ? -1
                        : left_room - (int)cf_edition_get_first_card_of (edition, CF_CATEGORY_ROOM);
  if (!cf_game_save_read_bool (&r, object, "moved", NULL, &self->moved, error))
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

  if (!read_mechanics (&r, object, error))
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
      g_autofree char *text_log = NULL;
      g_autoptr(GBytes) bytes = NULL;
      g_autoptr(GError) local = NULL;

      if (shadow_seat >= 0 && (int)i != shadow_seat &&
          JSON_NODE_HOLDS_NULL (json_array_get_element (logs, i)))
        {
          /* Another seat's log is not sent: a stand-in knowing its hand */
          self->seats[i].log = cf_game_shadow_stand_in_log (self, i);
          continue;
        }
      text_log = json_to_string (json_array_get_element (logs, i), FALSE);
      bytes = g_bytes_new (text_log, strlen (text_log));
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
      /* The log was saved with the names of then */
      for (guint p = 0; p < self->n_seats; p++)
        if (self->seats[p].default_name)
          cf_case_log_set_player_name (self->seats[i].log, p, self->seats[p].name);
    }

  /* Everything read: each flag and field against the rest, naming it;
   * then the rules must hold of it as a whole. */
  /* A shadow's stand-ins are not the deal: the host checked its game */
  if (shadow_seat < 0 &&
      ((self->secrets != NULL && !cf_secrets_check_loaded_seats (self->secrets, &r, error)) ||
       !check_turn (&r, error)))
    return NULL;
  problems = g_ptr_array_new_with_free_func (g_free);
  self->shadow_seat = shadow_seat;
  if (shadow_seat >= 0 && !cf_game_shadow_check (self, origin, error))
    return NULL;
  if (shadow_seat < 0 && cf_game_check (self, problems) > 0)
    {
      cf_json_set_error (error, origin, NULL,
                         /* Translators: %s is the rule broken, in a sentence of its own */
                         _("the saved game breaks the rules: %s"),
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
  return cf_game_save_load (root, NULL, -1, error);
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
  return cf_game_save_load (root, origin, -1, error);
}
