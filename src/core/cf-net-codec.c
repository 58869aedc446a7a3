/* cf-net-codec.c: what a remote bot is told (a CfBotView) and what it
 * answers (a CfAction), as JSON (docs/network.md)
 *
 * The host of a game played across computers sends a seat's CfBotView when
 * the game waits for that seat, and the remote bot answers with a CfAction.
 * Both travel as JSON: cards by their ids, places in the board's own form
 * ("7,5", a room's card id, "pool"), the case log in its file format
 * (docs/case-log.md). The reader takes anything a network may bring: every
 * member is checked (type, range, category, place on the board, length)
 * and a refusal names the JSON path, as the file loaders do.
 *
 * A game is always played in a built-in edition on its built-in board
 * (cf_board_lookup_builtin()), so a view names its edition by id and the
 * board follows; a custom card set, which has no board, is refused.
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include <string.h>

#include "cf-bot-private.h"
#include "cf-enum-types.h"
#include "cf-json-private.h"
#include "cf-net-codec-private.h"
#include "cf-net-codec.h"

/* What "can" lists: the choices a view keeps as flags of its own */
static const CfActionKind choice_kinds[] = {
  CF_ACTION_ROLL,   CF_ACTION_PASSAGE,  CF_ACTION_SUGGEST,
  CF_ACTION_ACCUSE, CF_ACTION_END_TURN, CF_ACTION_DRAW,
};

/* ---------------------------------------------------------------- helpers */

const char *
cf_net_enum_nick (GType type, int value)
{
  g_autoptr(GEnumClass) klass = g_type_class_ref (type);
  GEnumValue *enum_value = g_enum_get_value (klass, value);

  g_return_val_if_fail (enum_value != NULL, NULL);
  return enum_value->value_nick;
}

gboolean
cf_net_enum_from_nick (GType type, const char *nick, int *out)
{
  g_autoptr(GEnumClass) klass = g_type_class_ref (type);
  GEnumValue *enum_value = g_enum_get_value_by_nick (klass, nick);

  if (enum_value == NULL)
    return FALSE;
  *out = enum_value->value;
  return TRUE;
}

static gboolean
view_has_secrets (CfEdition *edition, CfBoard *board)
{
  return cf_edition_get_intrigue (edition) != NULL ||
         cf_board_get_pool_place (board) != CF_PLACE_NONE;
}

/* A room's index as a place: the room's card id, or "pool" for the index
 * after the last room (a board with a pool) */
static char *
room_to_string (CfBoard *board, int room)
{
  if (room == (int)cf_board_get_n_rooms (board))
    return cf_board_place_to_string (board, cf_board_get_pool_place (board));
  return cf_board_place_to_string (board, cf_board_room_place (board, room));
}

void
cf_net_add_card (JsonBuilder *builder, CfEdition *edition, int card)
{
  json_builder_add_string_value (builder, cf_edition_get_card_id (edition, card));
}

void
cf_net_add_place (JsonBuilder *builder, CfBoard *board, CfPlace place)
{
  g_autofree char *text = cf_board_place_to_string (board, place);

  if (text == NULL)
    json_builder_add_null_value (builder);
  else
    json_builder_add_string_value (builder, text);
}

/* ---------------------------------------------------------------- reading */

static gboolean
read_bool (
    JsonObject *object, const char *member, const char *parent, gboolean *out, GError **error)
{
  JsonNode        *node = cf_json_member (object, member, TRUE, NULL, parent, error);
  g_autofree char *path = cf_json_path_member (parent, member);

  if (node == NULL)
    return FALSE;
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_BOOLEAN)
    {
      cf_json_set_error (error, NULL, path, _("expected true or false"));
      return FALSE;
    }
  *out = json_node_get_boolean (node);
  return TRUE;
}

/* A whole number, or null for @none */
static gboolean
read_int_or_null (JsonObject *object,
                  const char *member,
                  const char *parent,
                  gint64      min,
                  gint64      max,
                  int         none,
                  int        *out,
                  GError    **error)
{
  JsonNode        *node = cf_json_member (object, member, TRUE, NULL, parent, error);
  g_autofree char *path = cf_json_path_member (parent, member);
  gint64           value;

  if (node == NULL)
    return FALSE;
  if (JSON_NODE_HOLDS_NULL (node))
    {
      *out = none;
      return TRUE;
    }
  if (!cf_json_node_int (node, min, max, NULL, path, &value, error))
    return FALSE;
  *out = value;
  return TRUE;
}

/* An array of at most @max elements */
static JsonArray *
read_array (JsonObject *object, const char *member, const char *parent, guint max, GError **error)
{
  JsonNode        *node = cf_json_member (object, member, TRUE, NULL, parent, error);
  g_autofree char *path = cf_json_path_member (parent, member);
  JsonArray       *array;

  if (node == NULL || !(array = cf_json_require_array (node, NULL, path, error)))
    return NULL;
  if (json_array_get_length (array) > max)
    {
      /* Translators: %u is the most entries a list may have */
      cf_json_set_error (error, NULL, path, _("too long (at most %u entries)"), max);
      return NULL;
    }
  return array;
}

const char *
cf_net_node_string (JsonNode *node)
{
  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) ||
      json_node_get_value_type (node) != G_TYPE_STRING)
    return NULL;
  return json_node_get_string (node);
}

/* A card id of @category (or any card for -1) */
gboolean
cf_net_read_card (
    CfEdition *edition, JsonNode *node, const char *path, int category, int *out, GError **error)
{
  const char *id = cf_net_node_string (node);
  int         card;

  if (id == NULL)
    {
      cf_json_set_error (error, NULL, path, _("expected a card"));
      return FALSE;
    }
  if ((card = cf_edition_lookup_card (edition, id)) < 0)
    {
      cf_json_set_error (error, NULL, path, _("unknown card “%s”"), id);
      return FALSE;
    }
  if (category >= 0 && cf_edition_get_card_category (edition, card) != (CfCategory)category)
    {
      cf_json_set_error (error, NULL, path, _("“%s” is the wrong kind of card here"), id);
      return FALSE;
    }
  *out = card;
  return TRUE;
}

/* A corridor square, a room or the pool, in the board's own form */
gboolean
cf_net_read_place (CfBoard *board, JsonNode *node, const char *path, CfPlace *out, GError **error)
{
  g_autoptr(GError) local = NULL;
  const char *text = cf_net_node_string (node);

  if (text == NULL)
    {
      cf_json_set_error (error, NULL, path, _("expected a place"));
      return FALSE;
    }
  if ((*out = cf_board_parse_place (board, text, &local)) == CF_PLACE_NONE)
    {
      cf_json_set_error (error, NULL, path, "%s", local->message);
      return FALSE;
    }
  return TRUE;
}

/* A room (or the pool) as its index: 0 … n_rooms - 1, n_rooms the pool */
static gboolean
read_room (CfBoard *board, JsonNode *node, const char *path, int *out, GError **error)
{
  CfPlace place;

  if (!cf_net_read_place (board, node, path, &place, error))
    return FALSE;
  if (cf_board_place_is_pool (board, place))
    *out = cf_board_get_n_rooms (board);
  else if (cf_board_place_is_room (board, place))
    *out = cf_board_place_get_room (board, place);
  else
    {
      cf_json_set_error (error, NULL, path, _("not a room"));
      return FALSE;
    }
  return TRUE;
}

static gboolean
check_twice (JsonArray *array, guint index, const char *path, GError **error)
{
  const char *text = cf_net_node_string (json_array_get_element (array, index));

  for (guint j = 0; j < index; j++)
    if (g_strcmp0 (cf_net_node_string (json_array_get_element (array, j)), text) == 0)
      {
        cf_json_set_error (error, NULL, path, _("“%s” is listed twice"), text);
        return FALSE;
      }
  return TRUE;
}

/* ---------------------------------------------------------------- the view */

/**
 * cf_bot_view_to_json:
 * @view: what a seat may know
 *
 * Every field of @view as JSON (docs/network.md, "What a remote bot is
 * told"); cf_bot_view_new_from_json() reads it back to an equal view.
 *
 * Returns: (transfer full): the view as a JSON object
 */
JsonNode *
cf_bot_view_to_json (const CfBotView *view)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  CfEdition *edition = view->edition;
  CfBoard   *board = view->board;
  guint      n_rooms = cf_board_get_n_rooms (board);

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "edition");
  json_builder_add_string_value (builder, cf_edition_get_id (edition));
  json_builder_set_member_name (builder, "seat");
  json_builder_add_int_value (builder, view->seat);
  json_builder_set_member_name (builder, "phase");
  json_builder_add_string_value (builder, cf_net_enum_nick (CF_TYPE_PHASE, view->phase));
  json_builder_set_member_name (builder, "current");
  json_builder_add_int_value (builder, view->current);

  json_builder_set_member_name (builder, "seats");
  json_builder_begin_array (builder);
  for (guint i = 0; i < view->n_seats; i++)
    {
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "suspect");
      cf_net_add_card (builder, edition,
                       cf_edition_get_first_card_of (edition, CF_CATEGORY_SUSPECT) +
                           view->suspects[i]);
      json_builder_set_member_name (builder, "out");
      json_builder_add_boolean_value (builder, view->out[i]);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "tokens");
  json_builder_begin_object (builder);
  for (guint s = 0; s < view->n_suspects; s++)
    {
      json_builder_set_member_name (
          builder, cf_edition_get_card_id (
                       edition, cf_edition_get_first_card_of (edition, CF_CATEGORY_SUSPECT) + s));
      cf_net_add_place (builder, board, view->tokens[s]);
    }
  json_builder_end_object (builder);

  json_builder_set_member_name (builder, "weapons");
  json_builder_begin_object (builder);
  for (guint w = 0; w < view->n_weapons; w++)
    {
      g_autofree char *room = room_to_string (board, view->weapons[w]);

      json_builder_set_member_name (
          builder, cf_edition_get_card_id (
                       edition, cf_edition_get_first_card_of (edition, CF_CATEGORY_WEAPON) + w));
      json_builder_add_string_value (builder, room);
    }
  json_builder_end_object (builder);

  json_builder_set_member_name (builder, "roll");
  json_builder_add_int_value (builder, view->roll);
  json_builder_set_member_name (builder, "reach");
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "squares");
  json_builder_begin_array (builder);
  for (guint i = 0; i < view->reach.squares->len; i++)
    cf_net_add_place (builder, board, g_array_index (view->reach.squares, CfPlace, i));
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "rooms");
  json_builder_begin_array (builder);
  for (guint r = 0; r <= n_rooms && r < 64; r++)
    if ((view->reach.rooms >> r) & 1)
      {
        g_autofree char *room = room_to_string (board, r);
        json_builder_add_string_value (builder, room);
      }
  json_builder_end_array (builder);
  json_builder_end_object (builder);

  json_builder_set_member_name (builder, "can");
  json_builder_begin_array (builder);
  {
    const gboolean can[] = { view->can_roll,   view->can_passage,  view->can_suggest,
                             view->can_accuse, view->can_end_turn, view->can_draw };

    for (guint i = 0; i < G_N_ELEMENTS (choice_kinds); i++)
      if (can[i])
        json_builder_add_string_value (builder,
                                       cf_net_enum_nick (CF_TYPE_ACTION_KIND, choice_kinds[i]));
  }
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "suggestion");
  if (view->suggestion[0] < 0)
    json_builder_add_null_value (builder);
  else
    {
      json_builder_begin_array (builder);
      for (guint i = 0; i < 3; i++)
        cf_net_add_card (builder, edition, view->suggestion[i]);
      json_builder_end_array (builder);
    }
  json_builder_set_member_name (builder, "suggester");
  if (view->suggester < 0)
    json_builder_add_null_value (builder);
  else
    json_builder_add_int_value (builder, view->suggester);

  json_builder_set_member_name (builder, "show");
  json_builder_begin_array (builder);
  for (guint i = 0; i < view->choices->len; i++)
    cf_net_add_card (builder, edition, g_array_index (view->choices, int, i));
  json_builder_end_array (builder);

  if (view_has_secrets (edition, board))
    {
      json_builder_set_member_name (builder, "secrets");
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "look");
      if (view->can_look < 0)
        json_builder_add_null_value (builder);
      else
        json_builder_add_int_value (builder, view->can_look);
      json_builder_set_member_name (builder, "unseen");
      json_builder_add_int_value (builder, view->n_unseen);
      json_builder_set_member_name (builder, "keepers");
      json_builder_begin_array (builder);
      for (CfKeeperEffect e = 0; e < CF_N_KEEPER_EFFECTS; e++)
        if (view->can_play[e])
          json_builder_add_string_value (builder, cf_keeper_effect_to_string (e));
      json_builder_end_array (builder);
      json_builder_set_member_name (builder, "risky");
      json_builder_add_boolean_value (builder, view->risky);
      json_builder_set_member_name (builder, "send_back");
      if (view->send_target < 0)
        json_builder_add_null_value (builder);
      else
        cf_net_add_card (builder, edition,
                         cf_edition_get_first_card_of (edition, CF_CATEGORY_SUSPECT) +
                             view->send_target);
      json_builder_end_object (builder);
    }

  json_builder_set_member_name (builder, "case_log");
  json_builder_add_value (builder, cf_case_log_to_json (view->log));
  json_builder_end_object (builder);
  return json_builder_get_root (builder);
}

/* tokens or weapons: one member per card of @category, named by its id */
static JsonObject *
read_pieces (
    JsonObject *root, const char *member, CfEdition *edition, CfCategory category, GError **error)
{
  JsonNode   *node = cf_json_member (root, member, TRUE, NULL, NULL, error);
  JsonObject *object;
  guint       first = cf_edition_get_first_card_of (edition, category);
  guint       n = cf_edition_get_n_cards_of (edition, category);

  if (node == NULL || !(object = cf_json_require_object (node, NULL, member, error)))
    return NULL;
  {
    g_autoptr(GList) members = json_object_get_members (object);

    for (const GList *l = members; l != NULL; l = l->next)
      {
        g_autofree char *path = cf_json_path_member (member, l->data);
        int              card = cf_edition_lookup_card (edition, l->data);

        if (card < (int)first || card >= (int)(first + n))
          {
            cf_json_set_error (error, NULL, path, _("unknown member"));
            return NULL;
          }
      }
  }
  return object;
}

static gboolean
read_seats (JsonObject *root, CfBotView *view, GError **error)
{
  static const char *const known[] = { "suspect", "out", NULL };
  JsonArray               *array;
  guint                    n;

  if (!(array = read_array (root, "seats", NULL, CF_GAME_MAX_SEATS + 1, error)))
    return FALSE;
  n = json_array_get_length (array);
  if (n < CF_GAME_MIN_SEATS || n > CF_GAME_MAX_SEATS)
    {
      /* Translators: %1$d and %2$d are the fewest and the most seats */
      cf_json_set_error (error, NULL, "seats", _("a game has %1$d to %2$d seats"),
                         CF_GAME_MIN_SEATS, CF_GAME_MAX_SEATS);
      return FALSE;
    }
  view->n_seats = n;
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *path = cf_json_path_index ("seats", i);
      g_autofree char *suspect_path = cf_json_path_member (path, "suspect");
      JsonObject      *seat;
      int              card;

      if (!(seat = cf_json_require_object (json_array_get_element (array, i), NULL, path, error)) ||
          !cf_json_check_members (seat, known, NULL, path, error) ||
          !cf_net_read_card (view->edition,
                             cf_json_member (seat, "suspect", TRUE, NULL, path, error),
                             suspect_path, CF_CATEGORY_SUSPECT, &card, error) ||
          !read_bool (seat, "out", path, &view->out[i], error))
        return FALSE;
      view->suspects[i] = card - cf_edition_get_first_card_of (view->edition, CF_CATEGORY_SUSPECT);
      for (guint j = 0; j < i; j++)
        if (view->suspects[j] == view->suspects[i])
          {
            cf_json_set_error (error, NULL, suspect_path, _("two seats play the same suspect"));
            return FALSE;
          }
    }
  return TRUE;
}

static gboolean
read_table (JsonObject *root, CfBotView *view, GError **error)
{
  CfEdition  *edition = view->edition;
  CfBoard    *board = view->board;
  guint       first_suspect = cf_edition_get_first_card_of (edition, CF_CATEGORY_SUSPECT);
  guint       first_weapon = cf_edition_get_first_card_of (edition, CF_CATEGORY_WEAPON);
  JsonObject *tokens, *weapons, *reach;
  JsonArray  *array;
  JsonNode   *node;
  gint64      value;

  if (!(tokens = read_pieces (root, "tokens", edition, CF_CATEGORY_SUSPECT, error)))
    return FALSE;
  for (guint s = 0; s < view->n_suspects; s++)
    {
      const char      *id = cf_edition_get_card_id (edition, first_suspect + s);
      g_autofree char *path = cf_json_path_member ("tokens", id);

      if (!(node = cf_json_member (tokens, id, TRUE, NULL, "tokens", error)) ||
          !cf_net_read_place (board, node, path, &view->tokens[s], error))
        return FALSE;
    }
  if (!(weapons = read_pieces (root, "weapons", edition, CF_CATEGORY_WEAPON, error)))
    return FALSE;
  for (guint w = 0; w < view->n_weapons; w++)
    {
      const char      *id = cf_edition_get_card_id (edition, first_weapon + w);
      g_autofree char *path = cf_json_path_member ("weapons", id);

      if (!(node = cf_json_member (weapons, id, TRUE, NULL, "weapons", error)) ||
          !read_room (board, node, path, &view->weapons[w], error))
        return FALSE;
    }

  if (!cf_json_get_int (root, "roll", TRUE, 0, cf_edition_get_max_roll (edition), NULL, NULL,
                        &value, error))
    return FALSE;
  view->roll = value;

  {
    static const char *const known[] = { "squares", "rooms", NULL };

    if (!(node = cf_json_member (root, "reach", TRUE, NULL, NULL, error)) ||
        !(reach = cf_json_require_object (node, NULL, "reach", error)) ||
        !cf_json_check_members (reach, known, NULL, "reach", error))
      return FALSE;
  }
  if (!(array = read_array (reach, "squares", "reach", cf_board_get_n_places (board), error)))
    return FALSE;
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      g_autofree char *path = cf_json_path_index ("reach.squares", i);
      CfPlace          place;

      if (!cf_net_read_place (board, json_array_get_element (array, i), path, &place, error) ||
          !check_twice (array, i, path, error))
        return FALSE;
      if (cf_board_place_is_room (board, place) || cf_board_place_is_pool (board, place))
        {
          cf_json_set_error (error, NULL, path, _("%s is not a corridor square"),
                             cf_net_node_string (json_array_get_element (array, i)));
          return FALSE;
        }
      g_array_append_val (view->reach.squares, place);
    }
  if (!(array = read_array (reach, "rooms", "reach", cf_board_get_n_rooms (board) + 1, error)))
    return FALSE;
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      g_autofree char *path = cf_json_path_index ("reach.rooms", i);
      int              room;

      if (!read_room (board, json_array_get_element (array, i), path, &room, error) ||
          !check_twice (array, i, path, error))
        return FALSE;
      view->reach.rooms |= G_GUINT64_CONSTANT (1) << room;
    }
  return TRUE;
}

static gboolean
read_choices (JsonObject *root, CfBotView *view, GError **error)
{
  gboolean  *can[] = { &view->can_roll,   &view->can_passage,  &view->can_suggest,
                       &view->can_accuse, &view->can_end_turn, &view->can_draw };
  JsonArray *array;
  JsonNode  *node;

  if (!(array = read_array (root, "can", NULL, G_N_ELEMENTS (choice_kinds), error)))
    return FALSE;
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      g_autofree char *path = cf_json_path_index ("can", i);
      const char      *nick = cf_net_node_string (json_array_get_element (array, i));
      int              kind;
      guint            k = G_N_ELEMENTS (choice_kinds);

      if (nick == NULL)
        {
          cf_json_set_error (error, NULL, path, _("expected a string"));
          return FALSE;
        }
      if (cf_net_enum_from_nick (CF_TYPE_ACTION_KIND, nick, &kind))
        for (k = 0; k < G_N_ELEMENTS (choice_kinds) && choice_kinds[k] != (CfActionKind)kind; k++)
          ;
      if (k == G_N_ELEMENTS (choice_kinds))
        {
          /* Translators: %s is a word read from the network; the words allowed are roll,
           * passage, suggest, accuse, end-turn and draw, never translated */
          cf_json_set_error (error, NULL, path, _("unknown choice “%s”"), nick);
          return FALSE;
        }
      if (!check_twice (array, i, path, error))
        return FALSE;
      *can[k] = TRUE;
    }

  if (!(node = cf_json_member (root, "suggestion", TRUE, NULL, NULL, error)))
    return FALSE;
  view->suggestion[0] = view->suggestion[1] = view->suggestion[2] = -1;
  if (!JSON_NODE_HOLDS_NULL (node))
    {
      if (!(array = cf_json_require_array (node, NULL, "suggestion", error)))
        return FALSE;
      if (json_array_get_length (array) != 3)
        {
          cf_json_set_error (error, NULL, "suggestion", _("expected %u cards"), 3);
          return FALSE;
        }
      for (guint i = 0; i < 3; i++)
        {
          g_autofree char *path = cf_json_path_index ("suggestion", i);

          if (!cf_net_read_card (view->edition, json_array_get_element (array, i), path, i,
                                 &view->suggestion[i], error))
            return FALSE;
        }
    }
  if (!read_int_or_null (root, "suggester", NULL, 0, view->n_seats - 1, -1, &view->suggester,
                         error))
    return FALSE;

  /* The refute choices: this seat's own cards among those named */
  if (!(array = read_array (root, "show", NULL, 3, error)))
    return FALSE;
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      g_autofree char *path = cf_json_path_index ("show", i);
      gboolean         named = FALSE, held = FALSE;
      int              card;

      if (!cf_net_read_card (view->edition, json_array_get_element (array, i), path, -1, &card,
                             error) ||
          !check_twice (array, i, path, error))
        return FALSE;
      for (guint j = 0; j < 3; j++)
        named |= view->suggestion[j] == card;
      for (guint j = 0; j < cf_case_log_get_n_my_cards (view->log); j++)
        held |= cf_case_log_get_my_card (view->log, j) == card;
      if (!named || !held)
        {
          cf_json_set_error (error, NULL, path,
                             _("not a card of the suggestion in this seat’s hand"));
          return FALSE;
        }
      g_array_append_val (view->choices, card);
    }
  return TRUE;
}

static gboolean
read_secrets (JsonObject *root, CfBotView *view, GError **error)
{
  static const char *const known[] = { "look", "unseen", "keepers", "risky", "send_back", NULL };
  JsonNode                *node = json_object_get_member (root, "secrets");
  JsonObject              *secrets;
  JsonArray               *array;
  gint64                   value;

  view->can_look = -1;
  view->send_target = -1;
  if (!view_has_secrets (view->edition, view->board))
    {
      if (node != NULL)
        cf_json_set_error (error, NULL, "secrets", _("this edition has no Intrigue cards"));
      return node == NULL;
    }

  if (!(node = cf_json_member (root, "secrets", TRUE, NULL, NULL, error)) ||
      !(secrets = cf_json_require_object (node, NULL, "secrets", error)) ||
      !cf_json_check_members (secrets, known, NULL, "secrets", error) ||
      !read_int_or_null (secrets, "look", "secrets", 0, CF_MAX_CARDS - 1, -1, &view->can_look,
                         error) ||
      !cf_json_get_int (secrets, "unseen", TRUE, 0, CF_MAX_CARDS, NULL, "secrets", &value, error))
    return FALSE;
  view->n_unseen = value;

  if (!(array = read_array (secrets, "keepers", "secrets", CF_N_KEEPER_EFFECTS, error)))
    return FALSE;
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      g_autofree char *path = cf_json_path_index ("secrets.keepers", i);
      const char      *id = cf_net_node_string (json_array_get_element (array, i));
      CfKeeperEffect   effect = cf_keeper_effect_from_string (id);

      if (id == NULL)
        {
          cf_json_set_error (error, NULL, path, _("expected a string"));
          return FALSE;
        }
      if (effect >= CF_N_KEEPER_EFFECTS)
        {
          /* Translators: %s is a Keeper's effect as read from the network */
          cf_json_set_error (error, NULL, path, _("unknown Keeper effect “%s”"), id);
          return FALSE;
        }
      if (!check_twice (array, i, path, error))
        return FALSE;
      view->can_play[effect] = TRUE;
    }

  if (!read_bool (secrets, "risky", "secrets", &view->risky, error) ||
      !(node = cf_json_member (secrets, "send_back", TRUE, NULL, "secrets", error)))
    return FALSE;
  if (!JSON_NODE_HOLDS_NULL (node))
    {
      int card;

      if (!cf_net_read_card (view->edition, node, "secrets.send_back", CF_CATEGORY_SUSPECT, &card,
                             error))
        return FALSE;
      view->send_target = card - cf_edition_get_first_card_of (view->edition, CF_CATEGORY_SUSPECT);
    }
  return TRUE;
}

/* The seat's case log, which must be of this table and this seat */
static gboolean
read_case_log (JsonObject *root, CfBotView *view, GError **error)
{
  JsonNode *node = cf_json_member (root, "case_log", TRUE, NULL, NULL, error);

  if (node == NULL)
    return FALSE;
  if (!(view->log = cf_case_log_new_from_json (node, error)))
    {
      g_prefix_error (error, "case_log: ");
      return FALSE;
    }
  if (cf_case_log_get_edition (view->log) != view->edition)
    {
      cf_json_set_error (error, NULL, "case_log.edition", _("not the edition of the table"));
      return FALSE;
    }
  if (cf_case_log_get_n_players (view->log) != view->n_seats)
    {
      cf_json_set_error (error, NULL, "case_log.players",
                         /* Translators: %1$u is how many players a case log has, %2$u how many
                            seats the table has */
                         _("%1$u players, but the table has %2$u seats"),
                         cf_case_log_get_n_players (view->log), view->n_seats);
      return FALSE;
    }
  if (cf_case_log_get_me (view->log) != (int)view->seat)
    {
      cf_json_set_error (error, NULL, "case_log.me", _("not the seat this view is for"));
      return FALSE;
    }
  return TRUE;
}

/**
 * cf_bot_view_new_from_json:
 * @node: a view as cf_bot_view_to_json() writes it, from anywhere
 * @error: return location for an error naming the JSON path
 *
 * Reads a view sent over the network. Every member is checked; a view that
 * is read is one a bot can decide from (cf_bot_decide()).
 *
 * Returns: (transfer full) (nullable): the view
 */
CfBotView *
cf_bot_view_new_from_json (JsonNode *node, GError **error)
{
  static const char *const known[] = { "edition", "seat",    "phase",      "current",
                                       "seats",   "tokens",  "weapons",    "roll",
                                       "reach",   "can",     "suggestion", "suggester",
                                       "show",    "secrets", "case_log",   NULL };
  g_autoptr(CfBotView) view = g_new0 (CfBotView, 1);
  JsonObject *root;
  const char *text;
  gint64      value;
  int         phase;

  view->reach.squares = g_array_new (FALSE, FALSE, sizeof (CfPlace));
  view->choices = g_array_new (FALSE, FALSE, sizeof (int));
  if (!(root = cf_json_require_object (node, NULL, NULL, error)) ||
      !cf_json_check_members (root, known, NULL, NULL, error) ||
      !cf_json_get_string (root, "edition", TRUE, NULL, NULL, &text, error))
    return NULL;
  /* A game's edition is always built in: a custom card set has no board */
  if (!(view->edition = cf_edition_lookup_builtin (text)))
    {
      cf_json_set_error (error, NULL, "edition", _("unknown edition “%s”"), text);
      return NULL;
    }
  g_object_ref (view->edition);
  if (!(view->board = cf_board_lookup_builtin (view->edition)))
    {
      cf_json_set_error (error, NULL, "edition", _("the edition “%s” has no board"), text);
      return NULL;
    }
  view->n_suspects = cf_edition_get_n_cards_of (view->edition, CF_CATEGORY_SUSPECT);
  view->n_weapons = cf_edition_get_n_cards_of (view->edition, CF_CATEGORY_WEAPON);
  view->tokens = g_new (CfPlace, view->n_suspects);
  view->weapons = g_new (int, view->n_weapons);

  if (!read_seats (root, view, error) ||
      !cf_json_get_int (root, "seat", TRUE, 0, view->n_seats - 1, NULL, NULL, &value, error))
    return NULL;
  view->seat = value;
  if (!cf_json_get_string (root, "phase", TRUE, NULL, NULL, &text, error))
    return NULL;
  if (!cf_net_enum_from_nick (CF_TYPE_PHASE, text, &phase))
    {
      cf_json_set_error (error, NULL, "phase", _("unknown phase “%s”"), text);
      return NULL;
    }
  view->phase = phase;
  if (!cf_json_get_int (root, "current", TRUE, 0, view->n_seats - 1, NULL, NULL, &value, error))
    return NULL;
  view->current = value;

  if (!read_case_log (root, view, error) || !read_table (root, view, error) ||
      !read_choices (root, view, error) || !read_secrets (root, view, error))
    return NULL;

  /* What follows from the rest */
  view->at_pool = cf_edition_get_rules (view->edition)->accuse_at_pool;
  view->in_pool = cf_board_place_is_pool (view->board, view->tokens[view->suspects[view->seat]]);
  return g_steal_pointer (&view);
}

/**
 * cf_bot_view_to_bytes:
 * @view: what a seat may know
 *
 * Returns: (transfer full): cf_bot_view_to_json() as compact UTF-8 text
 */
GBytes *
cf_bot_view_to_bytes (const CfBotView *view)
{
  g_autoptr(JsonNode) root = cf_bot_view_to_json (view);
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  gsize length;
  char *text;

  json_generator_set_root (generator, root);
  text = json_generator_to_data (generator, &length);
  return g_bytes_new_take (text, length);
}

/**
 * cf_bot_view_new_from_bytes:
 * @bytes: a view as text, from anywhere
 * @error: return location for an error
 *
 * Reads strict JSON (RFC 8259, at most %CF_BOT_VIEW_MAX_SIZE bytes, nested
 * at most 64 levels deep), then cf_bot_view_new_from_json().
 *
 * Returns: (transfer full) (nullable): the view
 */
CfBotView *
cf_bot_view_new_from_bytes (GBytes *bytes, GError **error)
{
  g_autoptr(JsonNode) root = NULL;

  g_return_val_if_fail (bytes != NULL, NULL);

  if (!(root = cf_json_parse_bytes (bytes, CF_BOT_VIEW_MAX_SIZE, NULL, error)))
    return NULL;
  return cf_bot_view_new_from_json (root, error);
}
