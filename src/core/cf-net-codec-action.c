/* cf-net-codec-action.c: a remote bot's decision (a CfAction) as JSON
 * (docs/network.md, "An action"); the view is in cf-net-codec.c
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include <string.h>

#include "cf-enum-types.h"
#include "cf-json-private.h"
#include "cf-net-codec-private.h"
#include "cf-net-codec.h"

/* ---------------------------------------------------------------- the action */

/**
 * cf_action_to_json:
 * @edition: the game's edition (built in: a place is written in its
 *   board's form)
 * @action: a decision
 *
 * Writes only what @action's kind uses (docs/network.md, "An action").
 *
 * Returns: (transfer full): the action as a JSON object
 */
JsonNode *
cf_action_to_json (CfEdition *edition, const CfAction *action)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(CfBoard) board = NULL;
  guint    n_cards = 0;
  gboolean place = action->place != CF_PLACE_NONE &&
                   (action->kind == CF_ACTION_MOVE || action->kind == CF_ACTION_KEEPER);

  g_return_val_if_fail (CF_IS_EDITION (edition), NULL);
  if (place)
    {
      board = cf_board_lookup_builtin (edition);
      g_return_val_if_fail (board != NULL, NULL);
    }

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "kind");
  json_builder_add_string_value (builder, cf_net_enum_nick (CF_TYPE_ACTION_KIND, action->kind));
  switch (action->kind)
    {
    case CF_ACTION_SUGGEST:
      n_cards = 2;
      break;
    case CF_ACTION_ACCUSE:
      n_cards = 3;
      break;
    case CF_ACTION_SHOW:
      json_builder_set_member_name (builder, "card");
      cf_net_add_card (builder, edition, action->cards[0]);
      break;
    case CF_ACTION_KEEPER:
      json_builder_set_member_name (builder, "keeper");
      json_builder_add_string_value (builder, cf_keeper_effect_to_string (action->cards[0]));
      if (action->cards[0] == CF_KEEPER_SEND_TO_START)
        {
          json_builder_set_member_name (builder, "suspect");
          cf_net_add_card (builder, edition, action->cards[1]);
        }
      break;
    case CF_ACTION_LOOK:
      json_builder_set_member_name (builder, "position");
      json_builder_add_int_value (builder, action->cards[0]);
      break;
    default:
      break;
    }
  if (n_cards > 0)
    {
      json_builder_set_member_name (builder, "cards");
      json_builder_begin_array (builder);
      for (guint i = 0; i < n_cards; i++)
        cf_net_add_card (builder, edition, action->cards[i]);
      json_builder_end_array (builder);
    }
  if (place)
    {
      json_builder_set_member_name (builder, "place");
      cf_net_add_place (builder, board, action->place);
    }
  json_builder_end_object (builder);
  return json_builder_get_root (builder);
}

static gboolean
read_action_cards (
    CfEdition *edition, JsonObject *object, guint n, CfAction *action, GError **error)
{
  JsonNode  *node = cf_json_member (object, "cards", TRUE, NULL, NULL, error);
  JsonArray *array;

  if (node == NULL || !(array = cf_json_require_array (node, NULL, "cards", error)))
    return FALSE;
  if (json_array_get_length (array) != n)
    {
      cf_json_set_error (error, NULL, "cards", _("expected %u cards"), n);
      return FALSE;
    }
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *path = cf_json_path_index ("cards", i);

      if (!cf_net_read_card (edition, json_array_get_element (array, i), path, i, &action->cards[i],
                             error))
        return FALSE;
    }
  return TRUE;
}

/**
 * cf_action_from_json:
 * @edition: the game's edition
 * @board: the game's board
 * @node: an action as cf_action_to_json() writes it, from anywhere
 * @action: (out): the action read; the cards and place its kind does not
 *   use are 0 and %CF_PLACE_NONE
 * @error: return location for an error naming the JSON path
 *
 * Reads a decision sent over the network: the kind, the cards of the right
 * categories and the places on @board it needs, nothing else. Whether it is
 * legal now is for the game to say (cf_game_apply()).
 *
 * Returns: whether @action was read
 */
gboolean
cf_action_from_json (
    CfEdition *edition, CfBoard *board, JsonNode *node, CfAction *action, GError **error)
{
  /* What each kind may carry besides "kind" */
  static const char *const bare[] = { "kind", NULL };
  static const char *const with_place[] = { "kind", "place", NULL };
  static const char *const with_cards[] = { "kind", "cards", NULL };
  static const char *const with_card[] = { "kind", "card", NULL };
  static const char *const with_keeper[] = { "kind", "keeper", "suspect", "place", NULL };
  static const char *const with_keeper_suspect[] = { "kind", "keeper", "suspect", NULL };
  static const char *const with_keeper_place[] = { "kind", "keeper", "place", NULL };
  static const char *const with_keeper_only[] = { "kind", "keeper", NULL };
  static const char *const with_position[] = { "kind", "position", NULL };
  const char *const       *known = bare;
  JsonObject              *object;
  JsonNode                *member;
  const char              *text;
  int                      kind;
  gint64                   value;

  g_return_val_if_fail (CF_IS_EDITION (edition), FALSE);
  g_return_val_if_fail (CF_IS_BOARD (board), FALSE);

  memset (action, 0, sizeof *action);
  action->place = CF_PLACE_NONE;
  if (!(object = cf_json_require_object (node, NULL, NULL, error)) ||
      !cf_json_get_string (object, "kind", TRUE, NULL, NULL, &text, error))
    return FALSE;
  if (!cf_net_enum_from_nick (CF_TYPE_ACTION_KIND, text, &kind))
    {
      /* Translators: %s is a word read from the network */
      cf_json_set_error (error, NULL, "kind", _("unknown action “%s”"), text);
      return FALSE;
    }
  action->kind = kind;
  switch (action->kind)
    {
    case CF_ACTION_MOVE:
      known = with_place;
      break;
    case CF_ACTION_SUGGEST:
    case CF_ACTION_ACCUSE:
      known = with_cards;
      break;
    case CF_ACTION_SHOW:
      known = with_card;
      break;
    case CF_ACTION_KEEPER:
      known = with_keeper;
      break;
    case CF_ACTION_LOOK:
      known = with_position;
      break;
    default:
      break;
    }
  if (!cf_json_check_members (object, known, NULL, NULL, error))
    return FALSE;

  switch (action->kind)
    {
    case CF_ACTION_MOVE:
      return (member = cf_json_member (object, "place", TRUE, NULL, NULL, error)) &&
             cf_net_read_place (board, member, "place", &action->place, error);
    case CF_ACTION_SUGGEST:
      return read_action_cards (edition, object, 2, action, error);
    case CF_ACTION_ACCUSE:
      return read_action_cards (edition, object, 3, action, error);
    case CF_ACTION_SHOW:
      return (member = cf_json_member (object, "card", TRUE, NULL, NULL, error)) &&
             cf_net_read_card (edition, member, "card", -1, &action->cards[0], error);
    case CF_ACTION_LOOK:
      if (!cf_json_get_int (object, "position", TRUE, 0, CF_MAX_CARDS - 1, NULL, NULL, &value,
                            error))
        return FALSE;
      action->cards[0] = value;
      return TRUE;
    case CF_ACTION_KEEPER:
      {
        CfKeeperEffect effect;

        if (!cf_json_get_string (object, "keeper", TRUE, NULL, NULL, &text, error))
          return FALSE;
        if ((effect = cf_keeper_effect_from_string (text)) >= CF_N_KEEPER_EFFECTS)
          {
            cf_json_set_error (error, NULL, "keeper", _("unknown Keeper effect “%s”"), text);
            return FALSE;
          }
        action->cards[0] = effect;
        /* Only the effect that uses it may name a suspect or a place: any
         * other would be read, then lost when written */
        if (!cf_json_check_members (object,
                                    effect == CF_KEEPER_SEND_TO_START   ? with_keeper_suspect
                                    : effect == CF_KEEPER_MOVE_ANYWHERE ? with_keeper_place
                                                                        : with_keeper_only,
                                    NULL, NULL, error))
          return FALSE;
        if ((member = json_object_get_member (object, "suspect")) != NULL &&
            !cf_net_read_card (edition, member, "suspect", CF_CATEGORY_SUSPECT, &action->cards[1],
                               error))
          return FALSE;
        if ((member = json_object_get_member (object, "place")) != NULL &&
            !cf_net_read_place (board, member, "place", &action->place, error))
          return FALSE;
        return TRUE;
      }
    default:
      return TRUE;
    }
}
