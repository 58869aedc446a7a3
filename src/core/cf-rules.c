/* cf-rules.c: the rules of an edition, as data
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "cf-json-private.h"
#include "cf-rules.h"

/* The switches, by their names in an edition's "rules" object */
static const struct
{
  const char *name;
  gsize       offset;
} switches[] = {
  { "always_full", G_STRUCT_OFFSET (CfRules, always_full) },
  { "exact_roll", G_STRUCT_OFFSET (CfRules, exact_roll) },
  { "same_door", G_STRUCT_OFFSET (CfRules, same_door) },
  { "stuck_rolls_again", G_STRUCT_OFFSET (CfRules, stuck_rolls_again) },
  { "suggestion_compulsory", G_STRUCT_OFFSET (CfRules, suggestion_compulsory) },
  { "suggestion_moves_pieces", G_STRUCT_OFFSET (CfRules, suggestion_moves_pieces) },
  { "summoned_may_suggest", G_STRUCT_OFFSET (CfRules, summoned_may_suggest) },
  { "accuse_after_refuted", G_STRUCT_OFFSET (CfRules, accuse_after_refuted) },
  { "wrong_accuser_moves", G_STRUCT_OFFSET (CfRules, wrong_accuser_moves) },
  { "set_aside_leftovers", G_STRUCT_OFFSET (CfRules, set_aside_leftovers) },
  { "accuse_at_pool", G_STRUCT_OFFSET (CfRules, accuse_at_pool) },
  { "pool_look_or_accuse", G_STRUCT_OFFSET (CfRules, pool_look_or_accuse) },
  { "rumor_ends_turn", G_STRUCT_OFFSET (CfRules, rumor_ends_turn) },
  { "question_squares", G_STRUCT_OFFSET (CfRules, question_squares) },
  { "summoned_draws", G_STRUCT_OFFSET (CfRules, summoned_draws) },
  { "weapons_in_pool", G_STRUCT_OFFSET (CfRules, weapons_in_pool) },
};

/* By value, NULL-terminated */
static const char *const first_players[] = {
  [CF_FIRST_SCARLET] = "first-suspect",
  [CF_FIRST_ROTATES] = "rotates",
  [CF_FIRST_HIGH_ROLL] = "high-roll",
  NULL,
};
static const char *const token_rules[] = {
  [CF_TOKENS_BLOCK] = "block",
  [CF_TOKENS_PASS] = "pass",
  [CF_TOKENS_SHARE] = "share",
  NULL,
};
static const char *const accuse_whens[] = {
  [CF_ACCUSE_ON_OWN_TURN] = "own-turn",
  [CF_ACCUSE_AFTER_OWN_QUERY] = "after-own-query",
  NULL,
};

/**
 * cf_rules_init_default:
 *
 * The 1986 rules: 3 to 6 players, one die, Miss Scarlet first, exactly the
 * roll, tokens block, any door, wait when trapped, a compulsory suggestion
 * that moves the named suspect and weapon in, the summoned may suggest, an
 * accusation at any point of one's own turn, a wrong accuser stops moving.
 */
void
cf_rules_init_default (CfRules *rules)
{
  *rules = (CfRules){
    .min_players = 3,
    .max_players = 6,
    .always_full = FALSE,
    .dice = 1,
    .die_faces = 6,
    .first_player = CF_FIRST_SCARLET,
    .exact_roll = TRUE,
    .tokens = CF_TOKENS_BLOCK,
    .same_door = FALSE,
    .stuck_rolls_again = FALSE,
    .suggestion_compulsory = TRUE,
    .suggestion_moves_pieces = TRUE,
    .summoned_may_suggest = TRUE,
    .accuse_after_refuted = TRUE,
    .accuse_when = CF_ACCUSE_ON_OWN_TURN,
    .wrong_accuser_moves = FALSE,
    .set_aside_leftovers = FALSE,
  };
}

static gboolean
read_choice (JsonObject        *object,
             const char        *member,
             const char *const *names,
             const char        *origin,
             const char        *path,
             guint             *out,
             GError           **error)
{
  const char *value;

  if (!cf_json_get_string (object, member, FALSE, origin, path, &value, error))
    return FALSE;
  if (value == NULL)
    return TRUE;
  for (guint i = 0; names[i] != NULL; i++)
    if (g_str_equal (value, names[i]))
      {
        *out = i;
        return TRUE;
      }
  {
    g_autofree char *at = cf_json_path_member (path, member);
    g_autofree char *list = g_strjoinv (", ", (char **)names);

    /* Translators: %1$s is a value read from a file, %2$s the values allowed, joined by
     * commas; they are the file's words, never translated */
    cf_json_set_error (error, origin, at, _("“%1$s” is not one of these: %2$s"), value, list);
  }
  return FALSE;
}

/**
 * cf_rules_load:
 * @rules: rules already holding the defaults (and the dice)
 * @object: an edition's "rules" object
 * @path: the JSON path of @object, for errors
 *
 * Reads the rules that differ from the defaults. An unknown rule or a
 * value of the wrong type is an error that names it.
 */
gboolean
cf_rules_load (
    CfRules *rules, JsonObject *object, const char *origin, const char *path, GError **error)
{
  g_autoptr(GList) members = json_object_get_members (object);
  guint choice;

  for (const GList *l = members; l; l = l->next)
    {
      const char *name = l->data;
      JsonNode   *value = json_object_get_member (object, name);
      gboolean    known = FALSE;

      for (guint i = 0; i < G_N_ELEMENTS (switches); i++)
        if (g_str_equal (name, switches[i].name))
          {
            known = TRUE;
            if (!JSON_NODE_HOLDS_VALUE (value) ||
                json_node_get_value_type (value) != G_TYPE_BOOLEAN)
              {
                g_autofree char *at = cf_json_path_member (path, name);
                cf_json_set_error (error, origin, at, _("expected true or false"));
                return FALSE;
              }
            G_STRUCT_MEMBER (gboolean, rules, switches[i].offset) = json_node_get_boolean (value);
          }
      if (known || g_str_equal (name, "players") || g_str_equal (name, "first_player") ||
          g_str_equal (name, "tokens") || g_str_equal (name, "accuse") ||
          g_str_equal (name, "question_face"))
        continue;

      {
        g_autofree char *at = cf_json_path_member (path, name);
        cf_json_set_error (error, origin, at, _("unknown rule"));
        return FALSE;
      }
    }

  if (json_object_has_member (object, "players"))
    {
      g_autofree char *at = cf_json_path_member (path, "players");
      JsonArray       *range =
          cf_json_require_array (json_object_get_member (object, "players"), origin, at, error);
      gint64 min, max;

      if (range == NULL)
        return FALSE;
      if (json_array_get_length (range) != 2)
        {
          cf_json_set_error (error, origin, at, _("expected [fewest, most]"));
          return FALSE;
        }
      if (!cf_json_node_int (json_array_get_element (range, 0), 3, 6, origin, at, &min, error) ||
          !cf_json_node_int (json_array_get_element (range, 1), min, 6, origin, at, &max, error))
        return FALSE;
      rules->min_players = min;
      rules->max_players = max;
    }

  if (json_object_has_member (object, "question_face"))
    {
      g_autofree char *at = cf_json_path_member (path, "question_face");
      gint64           face;

      if (!cf_json_node_int (json_object_get_member (object, "question_face"), 0, rules->die_faces,
                             origin, at, &face, error))
        return FALSE;
      rules->question_face = face;
    }

  choice = rules->first_player;
  if (!read_choice (object, "first_player", first_players, origin, path, &choice, error))
    return FALSE;
  rules->first_player = choice;

  choice = rules->tokens;
  if (!read_choice (object, "tokens", token_rules, origin, path, &choice, error))
    return FALSE;
  rules->tokens = choice;

  choice = rules->accuse_when;
  if (!read_choice (object, "accuse", accuse_whens, origin, path, &choice, error))
    return FALSE;
  rules->accuse_when = choice;
  return TRUE;
}

/**
 * cf_rules_to_json:
 *
 * Adds every rule, defaults included, as members of the object being built.
 */
void
cf_rules_to_json (const CfRules *rules, JsonBuilder *builder)
{
  json_builder_set_member_name (builder, "players");
  json_builder_begin_array (builder);
  json_builder_add_int_value (builder, rules->min_players);
  json_builder_add_int_value (builder, rules->max_players);
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "dice");
  json_builder_add_int_value (builder, rules->dice);
  json_builder_set_member_name (builder, "first_player");
  json_builder_add_string_value (builder, first_players[rules->first_player]);
  json_builder_set_member_name (builder, "tokens");
  json_builder_add_string_value (builder, token_rules[rules->tokens]);
  json_builder_set_member_name (builder, "accuse");
  json_builder_add_string_value (builder, accuse_whens[rules->accuse_when]);
  json_builder_set_member_name (builder, "question_face");
  json_builder_add_int_value (builder, rules->question_face);
  for (guint i = 0; i < G_N_ELEMENTS (switches); i++)
    {
      json_builder_set_member_name (builder, switches[i].name);
      json_builder_add_boolean_value (builder,
                                      G_STRUCT_MEMBER (gboolean, rules, switches[i].offset));
    }
}
