/* cf-story.c: the public story of a game as a list model
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "cf-story.h"

/*
 * CfStory lists what the whole table saw, one CfStoryEntry per record of
 * the game (cf_game_describe_record), and grows as the game goes on. It
 * never holds anything private: the records say who showed a card to whom,
 * never which.
 *
 * An entry and its sentence are made when the list asks for it: a view
 * shows the lines on screen, not every line of a long game at once.
 */

/* ---------------------------------------------------------------- entry */

struct _CfStoryEntry
{
  GObject parent_instance;

  char        *text;
  CfRecordKind kind;
};

G_DEFINE_FINAL_TYPE (CfStoryEntry, cf_story_entry, G_TYPE_OBJECT)

enum
{
  ENTRY_PROP_0,
  ENTRY_PROP_TEXT,
  ENTRY_PROP_IS_TURN,
  N_ENTRY_PROPS
};

static GParamSpec *entry_properties[N_ENTRY_PROPS];

static void
cf_story_entry_finalize (GObject *object)
{
  CfStoryEntry *self = CF_STORY_ENTRY (object);

  g_free (self->text);
  G_OBJECT_CLASS (cf_story_entry_parent_class)->finalize (object);
}

static void
cf_story_entry_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  CfStoryEntry *self = CF_STORY_ENTRY (object);

  switch (prop_id)
    {
    case ENTRY_PROP_TEXT:
      g_value_set_string (value, self->text);
      break;
    case ENTRY_PROP_IS_TURN:
      g_value_set_boolean (value, cf_story_entry_get_is_turn (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cf_story_entry_class_init (CfStoryEntryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = cf_story_entry_finalize;
  object_class->get_property = cf_story_entry_get_property;

  entry_properties[ENTRY_PROP_TEXT] =
      g_param_spec_string ("text", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  /* A new turn begins: the story shows it as a heading. */
  entry_properties[ENTRY_PROP_IS_TURN] = g_param_spec_boolean (
      "is-turn", NULL, NULL, FALSE, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_ENTRY_PROPS, entry_properties);
}

static void
cf_story_entry_init (CfStoryEntry *self)
{
}

const char *
cf_story_entry_get_text (CfStoryEntry *self)
{
  g_return_val_if_fail (CF_IS_STORY_ENTRY (self), NULL);
  return self->text;
}

CfRecordKind
cf_story_entry_get_kind (CfStoryEntry *self)
{
  g_return_val_if_fail (CF_IS_STORY_ENTRY (self), CF_RECORD_TURN);
  return self->kind;
}

gboolean
cf_story_entry_get_is_turn (CfStoryEntry *self)
{
  g_return_val_if_fail (CF_IS_STORY_ENTRY (self), FALSE);
  return self->kind == CF_RECORD_TURN;
}

/* ---------------------------------------------------------------- story */

struct _CfStory
{
  GObject parent_instance;

  CfGame    *game;
  GPtrArray *entries; /* CfStoryEntry, or NULL until asked for */
};

static void cf_story_list_model_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (CfStory,
                               cf_story,
                               G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL, cf_story_list_model_init))

static CfStoryEntry *
entry_new (CfGame *game, guint index)
{
  CfStoryEntry *entry = g_object_new (CF_TYPE_STORY_ENTRY, NULL);

  entry->text = cf_game_describe_record (game, index);
  entry->kind = cf_game_get_record (game, index)->kind;
  return entry;
}

/* Entries not asked for yet are NULL. */
static void
entry_unref (gpointer entry)
{
  if (entry != NULL)
    g_object_unref (entry);
}

static void
on_record_added (CfGame *game, guint index, CfStory *self)
{
  guint position = self->entries->len;

  /* Records come one at a time, in order. */
  while (self->entries->len <= index)
    g_ptr_array_add (self->entries, NULL);
  g_list_model_items_changed (G_LIST_MODEL (self), position, 0, self->entries->len - position);
}

static GType
cf_story_get_item_type (GListModel *model)
{
  return CF_TYPE_STORY_ENTRY;
}

static guint
cf_story_get_n_items (GListModel *model)
{
  return CF_STORY (model)->entries->len;
}

static gpointer
cf_story_get_item (GListModel *model, guint position)
{
  CfStory *self = CF_STORY (model);

  if (position >= self->entries->len)
    return NULL;
  if (g_ptr_array_index (self->entries, position) == NULL && self->game == NULL)
    return NULL;
  if (g_ptr_array_index (self->entries, position) == NULL)
    g_ptr_array_index (self->entries, position) = entry_new (self->game, position);
  return g_object_ref (g_ptr_array_index (self->entries, position));
}

static void
cf_story_list_model_init (GListModelInterface *iface)
{
  iface->get_item_type = cf_story_get_item_type;
  iface->get_n_items = cf_story_get_n_items;
  iface->get_item = cf_story_get_item;
}

static void
cf_story_dispose (GObject *object)
{
  CfStory *self = CF_STORY (object);

  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
  G_OBJECT_CLASS (cf_story_parent_class)->dispose (object);
}

static void
cf_story_finalize (GObject *object)
{
  CfStory *self = CF_STORY (object);

  g_ptr_array_unref (self->entries);
  G_OBJECT_CLASS (cf_story_parent_class)->finalize (object);
}

static void
cf_story_class_init (CfStoryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = cf_story_dispose;
  object_class->finalize = cf_story_finalize;
}

static void
cf_story_init (CfStory *self)
{
  self->entries = g_ptr_array_new_with_free_func (entry_unref);
}

/**
 * cf_story_new:
 * @game: a game
 *
 * Returns: (transfer full): the story of @game so far, growing with it
 */
CfStory *
cf_story_new (CfGame *game)
{
  CfStory *self;

  g_return_val_if_fail (CF_IS_GAME (game), NULL);
  self = g_object_new (CF_TYPE_STORY, NULL);
  self->game = g_object_ref (game);
  g_ptr_array_set_size (self->entries, cf_game_get_n_records (game));
  g_signal_connect (game, "record-added", G_CALLBACK (on_record_added), self);
  return self;
}

CfGame *
cf_story_get_game (CfStory *self)
{
  g_return_val_if_fail (CF_IS_STORY (self), NULL);
  return self->game;
}
