/* cf-story-row.c: one line of the story of a game
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "cf-story-row.h"

/* A line of what happened, wrapped; a new turn reads as a heading. */

struct _CfStoryRow
{
  GtkWidget parent_instance;

  /* Template widgets */
  GtkLabel *label;
};

G_DEFINE_FINAL_TYPE (CfStoryRow, cf_story_row, GTK_TYPE_WIDGET)

/* ---------------------------------------------------------------- overrides */

static void
cf_story_row_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), CF_TYPE_STORY_ROW);

  G_OBJECT_CLASS (cf_story_row_parent_class)->dispose (object);
}

static void
cf_story_row_class_init (CfStoryRowClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cf_story_row_dispose;

  /* As any list box row, for the theme and screen readers. */
  gtk_widget_class_set_css_name (widget_class, "row");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_LIST_ITEM);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/casefile/Casefile/cf-story-row.ui");
  gtk_widget_class_bind_template_child (widget_class, CfStoryRow, label);
}

static void
cf_story_row_init (CfStoryRow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/* ---------------------------------------------------------------- public API */

/**
 * cf_story_row_new:
 * @entry: (nullable): the line of the story shown
 *
 * Returns: (transfer floating): a new row
 */
GtkWidget *
cf_story_row_new (CfStoryEntry *entry)
{
  CfStoryRow *self = g_object_new (CF_TYPE_STORY_ROW, NULL);

  if (entry != NULL)
    cf_story_row_set_entry (self, entry);
  return GTK_WIDGET (self);
}

/**
 * cf_story_row_set_entry:
 * @entry: the line of the story to show now
 *
 * A list view shows one line after another in the same row as it scrolls.
 */
void
cf_story_row_set_entry (CfStoryRow *self, CfStoryEntry *entry)
{
  g_return_if_fail (CF_IS_STORY_ROW (self));
  g_return_if_fail (CF_IS_STORY_ENTRY (entry));

  gtk_label_set_label (self->label, cf_story_entry_get_text (entry));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  cf_story_entry_get_text (entry), -1);
  if (cf_story_entry_get_is_turn (entry))
    gtk_widget_add_css_class (GTK_WIDGET (self->label), "heading");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->label), "heading");
}
