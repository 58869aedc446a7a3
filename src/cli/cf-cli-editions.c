/* cf-cli-editions.c: casefile-cli editions
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <json-glib/json-glib.h>

#include "cf-cli-private.h"

static void
add_cards (JsonBuilder *builder, CfEdition *edition, CfCategory category, const char *member)
{
  guint first = cf_edition_get_first_card_of (edition, category);
  guint n = cf_edition_get_n_cards_of (edition, category);

  json_builder_set_member_name (builder, member);
  json_builder_begin_array (builder);
  for (guint card = first; card < first + n; card++)
    {
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "id");
      json_builder_add_string_value (builder, cf_edition_get_card_id (edition, card));
      json_builder_set_member_name (builder, "name");
      json_builder_add_string_value (builder, cf_edition_get_card_name (edition, card));
      if (category == CF_CATEGORY_SUSPECT)
        {
          json_builder_set_member_name (builder, "color");
          json_builder_add_string_value (builder, cf_edition_get_card_color (edition, card));
        }
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

int
cf_cli_editions (int argc, char **argv)
{
  g_autoptr(GOptionContext) context = g_option_context_new (NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GListModel) editions = NULL;
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonNode) root = NULL;

  g_option_context_set_summary (
      context,
      _("Print the built-in editions and their cards as JSON, names in the user’s language."));
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      cf_cli_error ("editions", "%s", error->message);
      return 2;
    }

  if (!(editions = cf_edition_get_builtin (&error)))
    {
      cf_cli_error ("editions", "%s", error->message);
      return 1;
    }

  json_builder_begin_array (builder);
  for (guint i = 0; i < g_list_model_get_n_items (editions); i++)
    {
      g_autoptr(CfEdition) edition = g_list_model_get_item (editions, i);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "id");
      json_builder_add_string_value (builder, cf_edition_get_id (edition));
      json_builder_set_member_name (builder, "name");
      json_builder_add_string_value (builder, cf_edition_get_name (edition));
      add_cards (builder, edition, CF_CATEGORY_SUSPECT, "suspects");
      add_cards (builder, edition, CF_CATEGORY_WEAPON, "weapons");
      add_cards (builder, edition, CF_CATEGORY_ROOM, "rooms");
      json_builder_set_member_name (builder, "dice");
      json_builder_add_int_value (builder, cf_edition_get_dice (edition));
      json_builder_set_member_name (builder, "board");
      json_builder_add_string_value (builder, cf_edition_get_board_id (edition));
      json_builder_set_member_name (builder, "rules");
      json_builder_begin_object (builder);
      cf_rules_to_json (cf_edition_get_rules (edition), builder);
      json_builder_end_object (builder);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  root = json_builder_get_root (builder);
  cf_cli_print_json (root);
  return 0;
}
