/* test-edition.c: the built-in editions and the edition file reader
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <string.h>

#include "casefile-core.h"

static void
assert_ids (CfEdition *edition, CfCategory category, const char *const *expected)
{
  guint first = cf_edition_get_first_card_of (edition, category);
  guint n = cf_edition_get_n_cards_of (edition, category);

  g_assert_cmpuint (n, ==, g_strv_length ((char **)expected));
  for (guint i = 0; i < n; i++)
    {
      g_assert_cmpstr (cf_edition_get_card_id (edition, first + i), ==, expected[i]);
      g_assert_cmpint (cf_edition_get_card_category (edition, first + i), ==, category);
      g_assert_cmpint (cf_edition_lookup_card (edition, expected[i]), ==, (int)(first + i));
    }
}

static void
test_classic_ids (void)
{
  g_autoptr(CfEdition) classic = cf_edition_lookup_builtin ("classic");
  const char *suspects[] = { "scarlet", "mustard", "white", "green", "peacock", "plum", NULL };
  const char *weapons[] = {
    "candlestick", "knife", "lead-pipe", "revolver", "rope", "wrench", NULL
  };
  const char *rooms[] = { "kitchen", "ballroom", "conservatory", "dining-room", "billiard-room",
                          "library", "lounge",   "hall",         "study",       NULL };

  g_assert_nonnull (classic);
  g_assert_cmpuint (cf_edition_get_n_cards (classic), ==, 21);
  g_assert_cmpuint (cf_edition_get_dice (classic), ==, 1);
  assert_ids (classic, CF_CATEGORY_SUSPECT, suspects);
  assert_ids (classic, CF_CATEGORY_WEAPON, weapons);
  assert_ids (classic, CF_CATEGORY_ROOM, rooms);

  g_assert_cmpstr (cf_edition_get_card_name (classic, 0), ==, "Miss Scarlet");
  g_assert_cmpstr (cf_edition_get_card_color (classic, 0), ==, "#c01c28");
  g_assert_null (cf_edition_get_card_color (classic, 6));
  g_assert_cmpint (cf_edition_lookup_card (classic, "dagger"), ==, -1);
}

static void
test_discover_the_secrets (void)
{
  g_autoptr(CfEdition) edition = cf_edition_lookup_builtin ("discover-the-secrets");

  g_assert_nonnull (edition);
  g_assert_cmpuint (cf_edition_get_n_cards_of (edition, CF_CATEGORY_SUSPECT), ==, 6);
  g_assert_cmpuint (cf_edition_get_n_cards_of (edition, CF_CATEGORY_WEAPON), ==, 9);
  g_assert_cmpuint (cf_edition_get_n_cards_of (edition, CF_CATEGORY_ROOM), ==, 9);
  g_assert_cmpuint (cf_edition_get_dice (edition), ==, 2);
  g_assert_true (cf_edition_get_rules (edition)->set_aside_leftovers);
  g_assert_cmpstr (cf_edition_get_card_name (edition, 0), ==, "Kasandra Scarlet");
  g_assert_cmpint (cf_edition_lookup_card (edition, "guest-house"), >=, 0);
  /* Each guest has a personality sentence to show when choosing seats;
   * weapons, rooms and the classic suspects have none */
  for (guint s = 0; s < 6; s++)
    g_assert_cmpuint (strlen (cf_edition_get_suspect_personality (edition, s)), >, 20);
  g_assert_null (cf_edition_get_suspect_personality (edition, 6));
  {
    g_autoptr(CfEdition) classic = cf_edition_lookup_builtin ("classic");

    g_assert_null (cf_edition_get_suspect_personality (classic, 0));
  }

  /* The Intrigue deck: "8 Clocks" and Keepers; the Keeper texts are the
   * best available list, not confirmed, with every effect once */
  {
    const CfIntrigue *intrigue = cf_edition_get_intrigue (edition);
    gboolean          seen[CF_N_KEEPER_EFFECTS] = { FALSE };

    g_assert_nonnull (intrigue);
    g_assert_cmpuint (intrigue->clocks, ==, 8);
    g_assert_false (intrigue->confirmed);
    g_assert_cmpuint (cf_intrigue_get_n_cards (intrigue), ==, 20);
    for (guint i = 0; i < intrigue->keepers->len; i++)
      {
        const CfKeeper *keeper = &g_array_index (intrigue->keepers, CfKeeper, i);

        g_assert_false (seen[keeper->effect]);
        seen[keeper->effect] = TRUE;
        g_assert_cmpstr (keeper->text, !=, "");
      }
    for (guint e = 0; e < CF_N_KEEPER_EFFECTS; e++)
      g_assert_true (seen[e]);
  }
  g_assert_null (cf_edition_get_intrigue (cf_edition_lookup_builtin ("classic")));
}

/* Every built-in edition: ids unique and well-formed, every suspect coloured. */
static void
test_builtin_well_formed (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GListModel) editions = cf_edition_get_builtin (&error);
  g_autoptr(GHashTable) edition_ids = g_hash_table_new (g_str_hash, g_str_equal);

  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (editions), >=, 2);

  for (guint i = 0; i < g_list_model_get_n_items (editions); i++)
    {
      g_autoptr(CfEdition) edition = g_list_model_get_item (editions, i);
      g_autoptr(GHashTable) card_ids = g_hash_table_new (g_str_hash, g_str_equal);

      g_assert_true (g_hash_table_add (edition_ids, (gpointer)cf_edition_get_id (edition)));
      g_assert_cmpstr (cf_edition_get_name (edition), !=, "");
      g_assert_cmpstr (cf_edition_get_description (edition), !=, "");

      for (guint card = 0; card < cf_edition_get_n_cards (edition); card++)
        {
          const char *id = cf_edition_get_card_id (edition, card);

          g_assert_true (cf_edition_is_valid_card_id (id));
          g_assert_true (g_hash_table_add (card_ids, (gpointer)id));
          g_assert_cmpstr (cf_edition_get_card_name (edition, card), !=, "");
          if (cf_edition_get_card_category (edition, card) == CF_CATEGORY_SUSPECT)
            g_assert_nonnull (cf_edition_get_card_color (edition, card));
        }
    }

  /* The first edition offered is the classic one. */
  {
    g_autoptr(CfEdition) first = g_list_model_get_item (editions, 0);
    g_assert_cmpstr (cf_edition_get_id (first), ==, "classic");
  }
}

typedef struct
{
  const char *json;
  const char *message; /* the error must contain this, which names the field */
} BadEdition;

static void
test_bad_files (void)
{
  static const char *valid_tail =
      "\"suspects\": [{\"id\": \"red\", \"name\": \"Red\", \"color\": \"#ff0000\"}],"
      "\"weapons\": [{\"id\": \"rope\", \"name\": \"Rope\"}],"
      "\"rooms\": [{\"id\": \"hall\", \"name\": \"Hall\"}]}";
  const BadEdition cases[] = {
    { "", "bad.json: " },
    { "{\"id\": ", "bad.json: not valid JSON" },
    { "[]", "bad.json: expected an object" },
    { "{\"name\": \"X\", \"description\": \"\", \"dice\": 1,", "bad.json: id: missing" },
    { "{\"id\": \"X Y\", \"name\": \"X\", \"description\": \"\", \"dice\": 1,",
      "bad.json: id: “X Y” is not an edition id" },
    { "{\"id\": \"x\", \"name\": 3, \"description\": \"\", \"dice\": 1,",
      "bad.json: name: expected a string" },
    { "{\"id\": \"x\", \"name\": \"X\", \"description\": \"\", \"dice\": 3,",
      "bad.json: dice: 3 is out of range" },
    { "{\"id\": \"x\", \"name\": \"X\", \"description\": \"\", \"dice\": 1, \"rules\": {\"pool\": "
      "true},",
      "bad.json: rules.pool: unknown rule" },
    { "{\"id\": \"x\", \"name\": \"X\", \"description\": \"\", \"dice\": 1, \"rules\": "
      "{\"same_door\": 1},",
      "bad.json: rules.same_door: expected true or false" },
    { "{\"id\": \"x\", \"name\": \"X\", \"description\": \"\", \"dice\": 1, \"rules\": "
      "{\"accuse\": \"never\"},",
      "bad.json: rules.accuse: “never” is not one of these: own-turn, after-own-query" },
    { "{\"id\": \"x\", \"name\": \"X\", \"description\": \"\", \"dice\": 1, \"intrigue\": "
      "{\"clocks\": 8, \"confirmed\": false, \"keepers\": [{\"effect\": \"fly\", \"copies\": 1, "
      "\"name\": \"F\", \"text\": \"T\"}]},",
      "bad.json: intrigue.keepers[0].effect: unknown Keeper effect “fly”" },
    { "{\"id\": \"x\", \"name\": \"X\", \"description\": \"\", \"dice\": 1, \"intrigue\": "
      "{\"clocks\": 8, \"keepers\": []},",
      "bad.json: intrigue.confirmed: missing" },
    { "{\"id\": \"x\", \"name\": \"X\", \"description\": \"\", \"dice\": 1, \"rules\": "
      "{\"players\": [4, 3]},",
      "bad.json: rules.players: 3 is out of range" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *text = NULL;
      g_autoptr(GBytes) bytes = NULL;
      g_autoptr(CfEdition) edition = NULL;

      /* Cases ending in a comma get a valid card list appended. */
      if (g_str_has_suffix (cases[i].json, ","))
        text = g_strconcat (cases[i].json, valid_tail, NULL);
      else
        text = g_strdup (cases[i].json);

      bytes = g_bytes_new (text, strlen (text));
      edition = cf_edition_new_from_bytes (bytes, "bad.json", &error);
      g_assert_null (edition);
      g_assert_error (error, CF_ERROR, CF_ERROR_INVALID);
      if (strstr (error->message, cases[i].message) == NULL)
        g_error ("case %u: “%s” does not contain “%s”", i, error->message, cases[i].message);
    }
}

static void
test_bad_cards (void)
{
  const BadEdition cases[] = {
    { "\"suspects\": [], \"weapons\": [{\"id\": \"rope\", \"name\": \"Rope\"}], \"rooms\": "
      "[{\"id\": \"hall\", \"name\": \"Hall\"}]}",
      "bad.json: suspects: needs at least one card" },
    { "\"suspects\": [{\"id\": \"red\", \"name\": \"Red\"}], \"weapons\": [{\"id\": \"rope\", "
      "\"name\": \"Rope\"}], \"rooms\": [{\"id\": \"hall\", \"name\": \"Hall\"}]}",
      "bad.json: suspects[0].color: missing" },
    { "\"suspects\": [{\"id\": \"red\", \"name\": \"Red\", \"color\": \"red\"}], \"weapons\": "
      "[{\"id\": \"rope\", \"name\": \"Rope\"}], \"rooms\": [{\"id\": \"hall\", \"name\": "
      "\"Hall\"}]}",
      "bad.json: suspects[0].color: “red” is not a colour" },
    { "\"suspects\": [{\"id\": \"red\", \"name\": \"Red\", \"color\": \"#ff0000\"}], \"weapons\": "
      "[{\"id\": \"rope\", \"name\": \"Rope\"}, {\"id\": \"Knife\", \"name\": \"Knife\"}], "
      "\"rooms\": [{\"id\": \"hall\", \"name\": \"Hall\"}]}",
      "bad.json: weapons[1].id: “Knife” is not a card id" },
    { "\"suspects\": [{\"id\": \"red\", \"name\": \"Red\", \"color\": \"#ff0000\"}], \"weapons\": "
      "[{\"id\": \"rope\", \"name\": \"Rope\"}], \"rooms\": [{\"id\": \"rope\", \"name\": "
      "\"Hall\"}]}",
      "bad.json: rooms[0].id: the card id “rope” is used twice" },
    { "\"suspects\": [{\"id\": \"red\", \"name\": \"Red\", \"color\": \"#ff0000\"}], \"weapons\": "
      "{}, \"rooms\": [{\"id\": \"hall\", \"name\": \"Hall\"}]}",
      "bad.json: weapons: expected an array" },
    { "\"suspects\": [{\"id\": \"red\", \"name\": \"Red\", \"color\": \"#ff0000\"}], \"weapons\": "
      "[{\"id\": \"rope\", \"name\": \"\"}], \"rooms\": [{\"id\": \"hall\", \"name\": \"Hall\"}]}",
      "bad.json: weapons[0].name: must not be empty" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *text =
          g_strconcat ("{\"id\": \"x\", \"name\": \"X\", \"description\": \"\", \"dice\": 1, ",
                       cases[i].json, NULL);
      g_autoptr(GBytes) bytes = g_bytes_new (text, strlen (text));
      g_autoptr(CfEdition) edition = cf_edition_new_from_bytes (bytes, "bad.json", &error);

      g_assert_null (edition);
      g_assert_error (error, CF_ERROR, CF_ERROR_INVALID);
      if (strstr (error->message, cases[i].message) == NULL)
        g_error ("case %u: “%s” does not contain “%s”", i, error->message, cases[i].message);
    }
}

static void
test_custom (void)
{
  const char *suspects[] = { "red", "blue", NULL };
  const char *weapons[] = { "sword", NULL };
  const char *rooms[] = { "attic", "cellar", "garden", NULL };
  const char *duplicate[] = { "red", NULL };
  const char *empty[] = { NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(CfEdition) edition = cf_edition_new_custom ("small", suspects, weapons, rooms, &error);
  g_autoptr(CfEdition) bad = NULL;

  g_assert_no_error (error);
  g_assert_cmpuint (cf_edition_get_n_cards (edition), ==, 6);
  g_assert_cmpuint (cf_edition_get_first_card_of (edition, CF_CATEGORY_ROOM), ==, 3);
  g_assert_cmpstr (cf_edition_get_card_name (edition, 3), ==, "attic");
  g_assert_false (cf_edition_is_builtin (edition));

  bad = cf_edition_new_custom ("x", suspects, duplicate, rooms, &error);
  g_assert_null (bad);
  g_assert_error (error, CF_ERROR, CF_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "weapons[0]"));
  g_clear_error (&error);

  bad = cf_edition_new_custom ("x", suspects, weapons, empty, &error);
  g_assert_null (bad);
  g_assert_error (error, CF_ERROR, CF_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "rooms"));
}

int
main (int argc, char *argv[])
{
  cf_init_i18n ();
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/casefile/edition/classic-ids", test_classic_ids);
  g_test_add_func ("/casefile/edition/discover-the-secrets", test_discover_the_secrets);
  g_test_add_func ("/casefile/edition/builtin-well-formed", test_builtin_well_formed);
  g_test_add_func ("/casefile/edition/bad-files", test_bad_files);
  g_test_add_func ("/casefile/edition/bad-cards", test_bad_cards);
  g_test_add_func ("/casefile/edition/custom", test_custom);

  return g_test_run ();
}
