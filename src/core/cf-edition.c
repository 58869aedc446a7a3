/* cf-edition.c: a card set with its rule variant
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "cf-edition.h"
#include "cf-file.h"
#include "cf-json-private.h"

#define EDITIONS_RESOURCE_PATH "/io/github/casefile/Casefile/editions/"

typedef struct
{
  char      *id;
  char      *name;        /* untranslated msgid for built-in editions */
  char      *color;       /* "#rrggbb" for suspects, else NULL */
  char      *personality; /* a suspect's character, in a sentence, or NULL */
  CfCategory category;
} CfCard;

struct _CfEdition
{
  GObject parent_instance;

  char       *id;
  char       *name;
  char       *description;
  int         order;
  gboolean    builtin;
  CfRules     rules;
  char       *board_id;
  CfIntrigue *intrigue; /* or NULL */

  GArray *cards; /* CfCard, ordered suspects, weapons, rooms */
  guint   first[CF_N_CATEGORIES + 1];

  /* "classic suspect" etc.: gettext contexts for the card names */
  char *contexts[CF_N_CATEGORIES];
};

G_DEFINE_FINAL_TYPE (CfEdition, cf_edition, G_TYPE_OBJECT)

static const char *category_members[CF_N_CATEGORIES] = { "suspects", "weapons", "rooms" };

/* ---------------------------------------------------------------- helpers */

static void
card_clear (gpointer data)
{
  CfCard *card = data;

  g_free (card->id);
  g_free (card->name);
  g_free (card->color);
  g_free (card->personality);
}

gboolean
cf_edition_is_valid_card_id (const char *id)
{
  gboolean after_dash = TRUE;

  if (id == NULL || *id == '\0')
    return FALSE;

  for (const char *p = id; *p; p++)
    {
      if (*p == '-')
        {
          if (after_dash)
            return FALSE;
          after_dash = TRUE;
        }
      else if (g_ascii_islower (*p) || g_ascii_isdigit (*p))
        after_dash = FALSE;
      else
        return FALSE;
    }

  return !after_dash;
}

static gboolean
is_valid_color (const char *color)
{
  if (color == NULL || color[0] != '#' || strlen (color) != 7)
    return FALSE;
  for (guint i = 1; i < 7; i++)
    if (!g_ascii_isxdigit (color[i]))
      return FALSE;
  return TRUE;
}

/* Adds a card unless its id is taken or malformed, or the edition is full. */
static gboolean
add_card (CfEdition  *self,
          CfCategory  category,
          const char *id,
          const char *name,
          const char *color,
          const char *origin,
          const char *path,
          GError    **error)
{
  CfCard card = { 0 };

  if (!cf_edition_is_valid_card_id (id))
    {
      cf_json_set_error (error, origin, path,
                         _("“%s” is not a card id (lower-case words joined by “-”)"), id);
      return FALSE;
    }

  if (cf_edition_lookup_card (self, id) >= 0)
    {
      cf_json_set_error (error, origin, path, _("the card id “%s” is used twice"), id);
      return FALSE;
    }

  if (self->cards->len >= CF_MAX_CARDS)
    {
      cf_json_set_error (error, origin, path, _("an edition has at most %d cards"), CF_MAX_CARDS);
      return FALSE;
    }

  card.id = g_strdup (id);
  card.name = g_strdup (name ? name : id);
  card.color = g_strdup (color);
  card.category = category;
  g_array_append_val (self->cards, card);
  self->first[category + 1] = self->cards->len;

  return TRUE;
}

static void
set_contexts (CfEdition *self, const char *card_set)
{
  for (guint c = 0; c < CF_N_CATEGORIES; c++)
    {
      g_free (self->contexts[c]);
      self->contexts[c] = g_strdup_printf ("%s %s", card_set, cf_category_to_string (c));
    }
}

static gboolean
load_category (
    CfEdition *self, JsonObject *root, CfCategory category, const char *origin, GError **error)
{
  const char *member = category_members[category];
  JsonNode   *node;
  JsonArray  *array;
  guint       n;

  self->first[category + 1] = self->cards->len;

  if (!(node = cf_json_member (root, member, TRUE, origin, NULL, error)))
    return FALSE;
  if (!(array = cf_json_require_array (node, origin, member, error)))
    return FALSE;

  n = json_array_get_length (array);
  if (n == 0)
    {
      cf_json_set_error (error, origin, member, _("needs at least one card"));
      return FALSE;
    }

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *path = cf_json_path_index (member, i);
      JsonObject      *object;
      const char      *id, *name, *color = NULL, *personality = NULL;

      if (!(object =
                cf_json_require_object (json_array_get_element (array, i), origin, path, error)))
        return FALSE;
      if (!cf_json_get_string (object, "id", TRUE, origin, path, &id, error) ||
          !cf_json_get_string (object, "name", TRUE, origin, path, &name, error))
        return FALSE;

      if (category == CF_CATEGORY_SUSPECT)
        {
          if (!cf_json_get_string (object, "color", TRUE, origin, path, &color, error))
            return FALSE;
          if (!is_valid_color (color))
            {
              g_autofree char *color_path = cf_json_path_member (path, "color");
              cf_json_set_error (error, origin, color_path,
                                 _("“%s” is not a colour like “#c01c28”"), color);
              return FALSE;
            }
          if (!cf_json_get_string (object, "personality", FALSE, origin, path, &personality, error))
            return FALSE;
        }

      if (*name == '\0')
        {
          g_autofree char *name_path = cf_json_path_member (path, "name");
          cf_json_set_error (error, origin, name_path, _("must not be empty"));
          return FALSE;
        }

      {
        g_autofree char *id_path = cf_json_path_member (path, "id");
        if (!add_card (self, category, id, name, color, origin, id_path, error))
          return FALSE;
        g_array_index (self->cards, CfCard, self->cards->len - 1).personality =
            personality != NULL && *personality != '\0' ? g_strdup (personality) : NULL;
      }
    }

  return TRUE;
}

/* ---------------------------------------------------------------- GObject */

static void
cf_edition_finalize (GObject *object)
{
  CfEdition *self = (CfEdition *)object;

  g_free (self->id);
  g_free (self->name);
  g_free (self->description);
  g_free (self->board_id);
  cf_intrigue_free (self->intrigue);
  g_clear_pointer (&self->cards, g_array_unref);
  for (guint c = 0; c < CF_N_CATEGORIES; c++)
    g_free (self->contexts[c]);

  G_OBJECT_CLASS (cf_edition_parent_class)->finalize (object);
}

static void
cf_edition_class_init (CfEditionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = cf_edition_finalize;
}

static void
cf_edition_init (CfEdition *self)
{
  self->cards = g_array_new (FALSE, TRUE, sizeof (CfCard));
  g_array_set_clear_func (self->cards, card_clear);
  cf_rules_init_default (&self->rules);
}

/* ---------------------------------------------------------------- public API */

/**
 * cf_edition_new_from_bytes:
 * @bytes: the JSON text of an edition file
 * @origin: the file name, used in error messages
 * @error: return location for an error naming the file and the field
 *
 * Reads an edition file (see `data/editions/`). Card names in such a file
 * are English and translated when asked for.
 *
 * Returns: (transfer full) (nullable): the edition, or %NULL with @error set
 */
CfEdition *
cf_edition_new_from_bytes (GBytes *bytes, const char *origin, GError **error)
{
  g_autoptr(CfEdition) self = NULL;
  g_autoptr(JsonNode) root_node = NULL;
  JsonObject *root;
  JsonNode   *rules;
  const char *id, *name, *description, *board_id = NULL, *card_set = NULL;
  gint64      dice = 1, order = 100;

  g_return_val_if_fail (bytes != NULL, NULL);

  if (!(root_node = cf_json_parse_bytes (bytes, CF_FILE_MAX_SIZE, origin, error)))
    return NULL;
  if (!(root = cf_json_require_object (root_node, origin, NULL, error)))
    return NULL;

  if (!cf_json_get_string (root, "id", TRUE, origin, NULL, &id, error) ||
      !cf_json_get_string (root, "name", TRUE, origin, NULL, &name, error) ||
      !cf_json_get_string (root, "description", TRUE, origin, NULL, &description, error) ||
      !cf_json_get_int (root, "dice", TRUE, 1, 2, origin, NULL, &dice, error) ||
      !cf_json_get_int (root, "order", FALSE, 0, 10000, origin, NULL, &order, error) ||
      !cf_json_get_string (root, "board", FALSE, origin, NULL, &board_id, error) ||
      !cf_json_get_string (root, "card_set", FALSE, origin, NULL, &card_set, error))
    return NULL;

  if (!cf_edition_is_valid_card_id (id))
    {
      cf_json_set_error (error, origin, "id",
                         _("“%s” is not an edition id (lower-case words joined by “-”)"), id);
      return NULL;
    }

  self = g_object_new (CF_TYPE_EDITION, NULL);
  self->id = g_strdup (id);
  self->name = g_strdup (name);
  self->description = g_strdup (description);
  self->order = order;
  self->builtin = TRUE;
  /* Editions that share a card set ("card_set") share its translations */
  set_contexts (self, card_set != NULL ? card_set : id);

  for (guint c = 0; c < CF_N_CATEGORIES; c++)
    if (!load_category (self, root, c, origin, error))
      return NULL;

  self->rules.dice = dice;
  self->board_id = g_strdup (board_id != NULL ? board_id : id);
  if ((rules = json_object_get_member (root, "rules")) != NULL)
    {
      JsonObject *object;

      if (!(object = cf_json_require_object (rules, origin, "rules", error)) ||
          !cf_rules_load (&self->rules, object, origin, "rules", error))
        return NULL;
    }
  if (json_object_has_member (root, "intrigue"))
    {
      JsonObject *object = cf_json_require_object (json_object_get_member (root, "intrigue"),
                                                   origin, "intrigue", error);

      if (object == NULL ||
          !(self->intrigue = cf_intrigue_load (object, origin, "intrigue", error)))
        return NULL;
      /* Built-in names are translated, in the edition's own context */
      if (self->builtin)
        self->intrigue->context = g_strconcat (self->id, " keeper", NULL);
    }

  return g_steal_pointer (&self);
}

/**
 * cf_edition_new_custom:
 * @id: an id for the card set
 * @suspects: (array zero-terminated=1): the suspect card ids
 * @weapons: (array zero-terminated=1): the weapon card ids
 * @rooms: (array zero-terminated=1): the room card ids
 * @error: return location for an error
 *
 * Makes a card set typed in by a person or given inline in a case log.
 * The names of its cards are their ids.
 *
 * Returns: (transfer full) (nullable): the edition, or %NULL with @error set
 */
CfEdition *
cf_edition_new_custom (const char        *id,
                       const char *const *suspects,
                       const char *const *weapons,
                       const char *const *rooms,
                       GError           **error)
{
  g_autoptr(CfEdition) self = g_object_new (CF_TYPE_EDITION, NULL);
  const char *const *lists[CF_N_CATEGORIES] = { suspects, weapons, rooms };

  self->id = g_strdup (id ? id : "custom");
  self->name = g_strdup (self->id);
  self->description = g_strdup ("");
  set_contexts (self, self->id);

  for (guint c = 0; c < CF_N_CATEGORIES; c++)
    {
      self->first[c + 1] = self->cards->len;
      if (lists[c] == NULL || lists[c][0] == NULL)
        {
          cf_json_set_error (error, NULL, category_members[c], _("needs at least one card"));
          return NULL;
        }
      for (guint i = 0; lists[c][i]; i++)
        {
          g_autofree char *path = cf_json_path_index (category_members[c], i);
          if (!add_card (self, c, lists[c][i], NULL, NULL, NULL, path, error))
            return NULL;
        }
    }

  return g_steal_pointer (&self);
}

static int
compare_editions (gconstpointer a, gconstpointer b, gpointer user_data)
{
  const CfEdition *ea = a, *eb = b;

  if (ea->order != eb->order)
    return ea->order < eb->order ? -1 : 1;
  return g_strcmp0 (ea->id, eb->id);
}

/**
 * cf_edition_get_builtin:
 * @error: return location for an error naming a broken edition file
 *
 * Loads the editions that ship with Casefile (once; later calls share the
 * list). A broken file is reported, never skipped silently.
 *
 * Returns: (transfer full) (nullable): a #GListModel of #CfEdition
 */
GListModel *
cf_edition_get_builtin (GError **error)
{
  static GListStore *builtin;
  g_autoptr(GListStore) store = NULL;
  g_auto(GStrv) names = NULL;

  if (builtin != NULL)
    return g_object_ref (G_LIST_MODEL (builtin));

  names = g_resources_enumerate_children (EDITIONS_RESOURCE_PATH, 0, error);
  if (names == NULL)
    return NULL;

  store = g_list_store_new (CF_TYPE_EDITION);
  for (guint i = 0; names[i]; i++)
    {
      g_autofree char *path = NULL;
      g_autoptr(GBytes) bytes = NULL;
      g_autoptr(CfEdition) edition = NULL;

      if (!g_str_has_suffix (names[i], ".json"))
        continue;

      path = g_strconcat (EDITIONS_RESOURCE_PATH, names[i], NULL);
      if (!(bytes = g_resources_lookup_data (path, 0, error)))
        return NULL;
      if (!(edition = cf_edition_new_from_bytes (bytes, names[i], error)))
        return NULL;
      g_list_store_insert_sorted (store, edition, compare_editions, NULL);
    }

  builtin = g_object_ref (store);
  return G_LIST_MODEL (g_steal_pointer (&store));
}

/**
 * cf_edition_lookup_builtin:
 * @id: an edition id such as "classic"
 *
 * Returns: (transfer full) (nullable): the built-in edition with @id
 */
CfEdition *
cf_edition_lookup_builtin (const char *id)
{
  g_autoptr(GListModel) editions = cf_edition_get_builtin (NULL);

  if (editions == NULL || id == NULL)
    return NULL;

  for (guint i = 0; i < g_list_model_get_n_items (editions); i++)
    {
      g_autoptr(CfEdition) edition = g_list_model_get_item (editions, i);
      if (g_str_equal (edition->id, id))
        return g_steal_pointer (&edition);
    }

  return NULL;
}

const char *
cf_edition_get_id (CfEdition *self)
{
  g_return_val_if_fail (CF_IS_EDITION (self), NULL);
  return self->id;
}

/**
 * cf_edition_get_name:
 * @self: a #CfEdition
 *
 * Returns: the edition's name in the user's language
 */
const char *
cf_edition_get_name (CfEdition *self)
{
  g_return_val_if_fail (CF_IS_EDITION (self), NULL);
  return self->builtin ? g_dpgettext2 (GETTEXT_PACKAGE, "edition", self->name) : self->name;
}

/**
 * cf_edition_get_description:
 * @self: a #CfEdition
 *
 * Returns: a sentence or two about the edition, in the user's language
 */
const char *
cf_edition_get_description (CfEdition *self)
{
  g_return_val_if_fail (CF_IS_EDITION (self), NULL);
  if (!self->builtin || *self->description == '\0')
    return self->description;
  return g_dpgettext2 (GETTEXT_PACKAGE, "edition", self->description);
}

guint
cf_edition_get_dice (CfEdition *self)
{
  g_return_val_if_fail (CF_IS_EDITION (self), 1);
  return self->rules.dice;
}

/**
 * cf_edition_get_max_roll:
 *
 * The most steps one move can have in this edition: every die on its
 * highest face, and every copy of a Keeper that adds to a roll played on
 * it (Discover the Secrets: two dice and two "add 6", 24).
 *
 * Returns: the highest roll
 */
guint
cf_edition_get_max_roll (CfEdition *self)
{
  guint max;

  g_return_val_if_fail (CF_IS_EDITION (self), 0);
  max = MAX (self->rules.dice, 1) * self->rules.die_faces;
  for (guint k = 0; self->intrigue != NULL && k < self->intrigue->keepers->len; k++)
    {
      const CfKeeper *keeper = &g_array_index (self->intrigue->keepers, CfKeeper, k);

      if (keeper->effect == CF_KEEPER_ADD_SIX)
        max += keeper->copies * CF_KEEPER_ADD_SIX_STEPS;
    }
  return max;
}

gboolean
cf_edition_is_builtin (CfEdition *self)
{
  g_return_val_if_fail (CF_IS_EDITION (self), FALSE);
  return self->builtin;
}

/**
 * cf_edition_get_board_id:
 *
 * Returns: the id of the board this edition is played on (its own id
 *   unless it names another edition's board)
 */
const char *
cf_edition_get_board_id (CfEdition *self)
{
  g_return_val_if_fail (CF_IS_EDITION (self), NULL);
  return self->board_id != NULL ? self->board_id : self->id;
}

/**
 * cf_edition_get_intrigue:
 *
 * Returns: (transfer none) (nullable): the edition's Intrigue deck, if it
 *   has one
 */
const CfIntrigue *
cf_edition_get_intrigue (CfEdition *self)
{
  g_return_val_if_fail (CF_IS_EDITION (self), NULL);
  return self->intrigue;
}

/**
 * cf_edition_says_rumor:
 *
 * Discover the Secrets (the edition with an Intrigue deck) calls a
 * suggestion a rumor ("Start a Rumor"): every message about one says so in
 * that edition, and "suggestion" in the classic ones.
 *
 * Returns: whether @self's messages say "rumor" for a suggestion
 */
gboolean
cf_edition_says_rumor (CfEdition *self)
{
  g_return_val_if_fail (CF_IS_EDITION (self), FALSE);
  return self->intrigue != NULL;
}

/**
 * cf_edition_get_rules:
 *
 * Returns: (transfer none): the rules this edition is played by
 */
const CfRules *
cf_edition_get_rules (CfEdition *self)
{
  g_return_val_if_fail (CF_IS_EDITION (self), NULL);
  return &self->rules;
}

guint
cf_edition_get_n_cards (CfEdition *self)
{
  g_return_val_if_fail (CF_IS_EDITION (self), 0);
  return self->cards->len;
}

guint
cf_edition_get_n_cards_of (CfEdition *self, CfCategory category)
{
  g_return_val_if_fail (CF_IS_EDITION (self), 0);
  g_return_val_if_fail (category < CF_N_CATEGORIES, 0);
  return self->first[category + 1] - self->first[category];
}

/**
 * cf_edition_get_first_card_of:
 * @self: a #CfEdition
 * @category: a #CfCategory
 *
 * Cards are numbered suspects first, then weapons, then rooms.
 *
 * Returns: the number of the first card of @category
 */
guint
cf_edition_get_first_card_of (CfEdition *self, CfCategory category)
{
  g_return_val_if_fail (CF_IS_EDITION (self), 0);
  g_return_val_if_fail (category < CF_N_CATEGORIES, 0);
  return self->first[category];
}

/**
 * cf_edition_lookup_card:
 * @self: a #CfEdition
 * @id: a card id
 *
 * Returns: the number of the card with @id, or -1
 */
int
cf_edition_lookup_card (CfEdition *self, const char *id)
{
  g_return_val_if_fail (CF_IS_EDITION (self), -1);

  if (id == NULL)
    return -1;
  for (guint i = 0; i < self->cards->len; i++)
    if (g_str_equal (g_array_index (self->cards, CfCard, i).id, id))
      return i;
  return -1;
}

const char *
cf_edition_get_card_id (CfEdition *self, guint card)
{
  g_return_val_if_fail (CF_IS_EDITION (self), NULL);
  g_return_val_if_fail (card < self->cards->len, NULL);
  return g_array_index (self->cards, CfCard, card).id;
}

/**
 * cf_edition_get_card_name:
 * @self: a #CfEdition
 * @card: a card number
 *
 * Returns: the card's name as the user's own edition prints it
 */
const char *
cf_edition_get_card_name (CfEdition *self, guint card)
{
  const CfCard *c;

  g_return_val_if_fail (CF_IS_EDITION (self), NULL);
  g_return_val_if_fail (card < self->cards->len, NULL);

  c = &g_array_index (self->cards, CfCard, card);
  if (!self->builtin)
    return c->name;
  return g_dpgettext2 (GETTEXT_PACKAGE, self->contexts[c->category], c->name);
}

/**
 * cf_edition_get_suspect_personality:
 * @self: a #CfEdition
 * @card: a suspect card
 *
 * The character a suspect plays, in a sentence of Casefile's own words
 * (Discover the Secrets prints one on each guest's Personality card; the
 * powers on the other side are not known, so Casefile has none).
 *
 * Returns: (nullable): the translated sentence, or %NULL
 */
const char *
cf_edition_get_suspect_personality (CfEdition *self, guint card)
{
  const CfCard *c;

  g_return_val_if_fail (CF_IS_EDITION (self), NULL);
  g_return_val_if_fail (card < self->cards->len, NULL);

  c = &g_array_index (self->cards, CfCard, card);
  if (c->personality == NULL || !self->builtin)
    return c->personality;
  return g_dpgettext2 (GETTEXT_PACKAGE, "personality", c->personality);
}

CfCategory
cf_edition_get_card_category (CfEdition *self, guint card)
{
  g_return_val_if_fail (CF_IS_EDITION (self), CF_CATEGORY_SUSPECT);
  g_return_val_if_fail (card < self->cards->len, CF_CATEGORY_SUSPECT);
  return g_array_index (self->cards, CfCard, card).category;
}

/**
 * cf_edition_get_card_color:
 * @self: a #CfEdition
 * @card: a card number
 *
 * Returns: (nullable): the suspect's colour as "#rrggbb", or %NULL for
 *   weapons, rooms and cards of a custom set
 */
const char *
cf_edition_get_card_color (CfEdition *self, guint card)
{
  g_return_val_if_fail (CF_IS_EDITION (self), NULL);
  g_return_val_if_fail (card < self->cards->len, NULL);
  return g_array_index (self->cards, CfCard, card).color;
}
