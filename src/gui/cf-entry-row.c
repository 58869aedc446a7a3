/* cf-entry-row.c: one entry of the table notebook, in the list of entries
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "cf-entry-row.h"

/*
 * The entry's number and sentence, who passed below it, and a button that
 * takes it away ("table.remove-entry" with the entry's index). The number
 * follows the entry when others are inserted or removed before it.
 */

struct _CfEntryRow
{
  AdwActionRow parent_instance;

  CfCaseLogEntry *entry;

  /* Template widgets */
  GtkWidget *remove_button;
};

G_DEFINE_FINAL_TYPE (CfEntryRow, cf_entry_row, ADW_TYPE_ACTION_ROW)

/* ---------------------------------------------------------------- signal callbacks */

static void
on_entry_notify_index (CfEntryRow *self)
{
  guint            number = cf_case_log_entry_get_index (self->entry) + 1;
  g_autofree char *title =
      /* Translators: an entry of the notebook: %1$u is its number, %2$s the event in words */
      g_strdup_printf (_("%1$u. %2$s"), number, cf_case_log_entry_get_description (self->entry));
  /* Translators: %u is an entry's number */
  g_autofree char *remove = g_strdup_printf (_("Remove entry %u"), number);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self), title);
  gtk_widget_set_tooltip_text (self->remove_button, remove);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->remove_button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, remove, -1);
  gtk_actionable_set_action_target (GTK_ACTIONABLE (self->remove_button), "u", number - 1);
}

/* Delete on a focused entry removes it, as its button does. */
static gboolean
on_delete_pressed (GtkWidget *widget, GVariant *arguments, gpointer user_data)
{
  CfEntryRow *self = CF_ENTRY_ROW (widget);

  if (self->entry == NULL)
    return FALSE;
  return gtk_widget_activate_action (widget, "table.remove-entry", "u",
                                     cf_case_log_entry_get_index (self->entry));
}

/* ---------------------------------------------------------------- overrides */

static void
cf_entry_row_dispose (GObject *object)
{
  CfEntryRow *self = CF_ENTRY_ROW (object);

  if (self->entry != NULL)
    g_signal_handlers_disconnect_by_data (self->entry, self);
  g_clear_object (&self->entry);
  gtk_widget_dispose_template (GTK_WIDGET (self), CF_TYPE_ENTRY_ROW);
  G_OBJECT_CLASS (cf_entry_row_parent_class)->dispose (object);
}

static void
cf_entry_row_class_init (CfEntryRowClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cf_entry_row_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/casefile/Casefile/cf-entry-row.ui");
  gtk_widget_class_bind_template_child (widget_class, CfEntryRow, remove_button);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Delete, 0, on_delete_pressed, NULL);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_KP_Delete, 0, on_delete_pressed, NULL);
}

static void
cf_entry_row_init (CfEntryRow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/* ---------------------------------------------------------------- public API */

/**
 * cf_entry_row_new:
 * @entry: the entry to show
 *
 * Returns: (transfer floating): a row for the list of entries
 */
GtkWidget *
cf_entry_row_new (CfCaseLogEntry *entry)
{
  CfEntryRow *self = g_object_new (CF_TYPE_ENTRY_ROW, NULL);

  g_return_val_if_fail (CF_IS_CASE_LOG_ENTRY (entry), NULL);

  self->entry = g_object_ref (entry);
  if (cf_case_log_entry_get_passed (entry) != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (self), cf_case_log_entry_get_passed (entry));
  g_signal_connect_swapped (entry, "notify::index", G_CALLBACK (on_entry_notify_index), self);
  on_entry_notify_index (self);
  return GTK_WIDGET (self);
}

CfCaseLogEntry *
cf_entry_row_get_entry (CfEntryRow *self)
{
  g_return_val_if_fail (CF_IS_ENTRY_ROW (self), NULL);
  return self->entry;
}
