/* cf-intrigue.c: an edition's Intrigue deck (Discover the Secrets), as data
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "cf-intrigue.h"
#include "cf-json-private.h"

/* By effect, as edition files name them */
static const char *const effect_ids[CF_N_KEEPER_EFFECTS] = {
  [CF_KEEPER_ADD_SIX] = "add-six",
  [CF_KEEPER_MOVE_ANYWHERE] = "move-anywhere",
  [CF_KEEPER_SEND_TO_START] = "send-to-start",
  [CF_KEEPER_REFUSE] = "refuse-to-refute",
  [CF_KEEPER_SECOND_RUMOR] = "second-rumor",
  [CF_KEEPER_SECOND_TURN] = "second-turn",
  [CF_KEEPER_LOOK_RIGHT] = "look-right",
  [CF_KEEPER_SEE_SHOWN] = "see-shown",
};

const char *
cf_keeper_effect_to_string (CfKeeperEffect effect)
{
  g_return_val_if_fail (effect < CF_N_KEEPER_EFFECTS, NULL);
  return effect_ids[effect];
}

/**
 * cf_keeper_effect_from_string:
 * @id: an effect as files name it ("add-six")
 *
 * Returns: the effect, or %CF_N_KEEPER_EFFECTS when @id names none
 */
CfKeeperEffect
cf_keeper_effect_from_string (const char *id)
{
  CfKeeperEffect effect = 0;

  while (effect < CF_N_KEEPER_EFFECTS && g_strcmp0 (id, effect_ids[effect]) != 0)
    effect++;
  return effect;
}

static const char *
translate (const CfIntrigue *intrigue, const char *text)
{
  return intrigue->context != NULL ? g_dpgettext2 (GETTEXT_PACKAGE, intrigue->context, text) : text;
}

/**
 * cf_intrigue_get_keeper_name:
 * @keeper: an index in the Keeper list
 *
 * Returns: the Keeper's name, translated
 */
const char *
cf_intrigue_get_keeper_name (const CfIntrigue *intrigue, guint keeper)
{
  g_return_val_if_fail (intrigue != NULL && keeper < intrigue->keepers->len, NULL);
  return translate (intrigue, g_array_index (intrigue->keepers, CfKeeper, keeper).name);
}

/**
 * cf_intrigue_get_keeper_text:
 *
 * Returns: what the Keeper does and when it is played, translated
 */
const char *
cf_intrigue_get_keeper_text (const CfIntrigue *intrigue, guint keeper)
{
  g_return_val_if_fail (intrigue != NULL && keeper < intrigue->keepers->len, NULL);
  return translate (intrigue, g_array_index (intrigue->keepers, CfKeeper, keeper).text);
}

/**
 * cf_intrigue_find_effect:
 *
 * Returns: the index of the first Keeper with @effect, or -1
 */
int
cf_intrigue_find_effect (const CfIntrigue *intrigue, CfKeeperEffect effect)
{
  for (guint k = 0; intrigue != NULL && k < intrigue->keepers->len; k++)
    if (g_array_index (intrigue->keepers, CfKeeper, k).effect == effect)
      return k;
  return -1;
}

static void
keeper_clear (CfKeeper *keeper)
{
  g_free (keeper->name);
  g_free (keeper->text);
}

void
cf_intrigue_free (CfIntrigue *intrigue)
{
  if (intrigue == NULL)
    return;
  g_clear_pointer (&intrigue->keepers, g_array_unref);
  g_free (intrigue->context);
  g_free (intrigue);
}

/**
 * cf_intrigue_get_n_cards:
 *
 * Returns: the Clocks and every copy of every Keeper
 */
guint
cf_intrigue_get_n_cards (const CfIntrigue *intrigue)
{
  guint n = intrigue->clocks;

  for (guint i = 0; i < intrigue->keepers->len; i++)
    n += g_array_index (intrigue->keepers, CfKeeper, i).copies;
  return n;
}

/**
 * cf_intrigue_load:
 * @object: an edition's "intrigue" object: {"clocks": N, "confirmed": B,
 *   "keepers": [{"effect", "copies", "name", "text"}…]}
 * @path: its JSON path, for errors
 *
 * Returns: (transfer full) (nullable): the deck, or %NULL with @error set
 *   naming the place and the problem
 */
CfIntrigue *
cf_intrigue_load (JsonObject *object, const char *origin, const char *path, GError **error)
{
  g_autoptr(CfIntrigue) intrigue = g_new0 (CfIntrigue, 1);
  g_autofree char *keepers_path = cf_json_path_member (path, "keepers");
  JsonNode        *confirmed;
  JsonArray       *keepers;
  gint64           clocks;

  intrigue->keepers = g_array_new (FALSE, TRUE, sizeof (CfKeeper));
  g_array_set_clear_func (intrigue->keepers, (GDestroyNotify)keeper_clear);

  if (!cf_json_get_int (object, "clocks", TRUE, 1, 20, origin, path, &clocks, error))
    return NULL;
  intrigue->clocks = clocks;

  confirmed = cf_json_member (object, "confirmed", TRUE, origin, path, error);
  if (confirmed == NULL)
    return NULL;
  if (!JSON_NODE_HOLDS_VALUE (confirmed) || json_node_get_value_type (confirmed) != G_TYPE_BOOLEAN)
    {
      g_autofree char *at = cf_json_path_member (path, "confirmed");
      cf_json_set_error (error, origin, at, _("expected true or false"));
      return NULL;
    }
  intrigue->confirmed = json_node_get_boolean (confirmed);

  if (!(keepers =
            cf_json_require_array (cf_json_member (object, "keepers", TRUE, origin, path, error),
                                   origin, keepers_path, error)))
    return NULL;
  for (guint i = 0; i < json_array_get_length (keepers); i++)
    {
      g_autofree char *at = cf_json_path_index (keepers_path, i);
      JsonObject      *item =
          cf_json_require_object (json_array_get_element (keepers, i), origin, at, error);
      const char *effect, *name, *text;
      gint64      copies;
      CfKeeper    keeper = { 0 };

      if (item == NULL || !cf_json_get_string (item, "effect", TRUE, origin, at, &effect, error) ||
          !cf_json_get_int (item, "copies", TRUE, 1, 10, origin, at, &copies, error) ||
          !cf_json_get_string (item, "name", TRUE, origin, at, &name, error) ||
          !cf_json_get_string (item, "text", TRUE, origin, at, &text, error))
        return NULL;
      keeper.effect = cf_keeper_effect_from_string (effect);
      if (keeper.effect == CF_N_KEEPER_EFFECTS)
        {
          g_autofree char *effect_at = cf_json_path_member (at, "effect");
          /* Translators: %s is a word from an edition file */
          cf_json_set_error (error, origin, effect_at, _("unknown Keeper effect “%s”"), effect);
          return NULL;
        }
      keeper.copies = copies;
      keeper.name = g_strdup (name);
      keeper.text = g_strdup (text);
      g_array_append_val (intrigue->keepers, keeper);
    }
  return g_steal_pointer (&intrigue);
}
