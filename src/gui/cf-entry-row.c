/* cf-entry-row.c: one entry of the table notebook, in the list of entries
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "cf-entry-row.h"
#include "cf-text.h"

/*
 * The entry's number and sentence, who passed below it, and a button that
 * takes it away ("table.remove-entry" with the entry's index). The number
 * follows the entry when others are inserted or removed before it.
 *
 * The list of entries is a GtkListView: a row is made for each entry on
 * screen only, and shows one entry after another as the list scrolls
 * (cf_entry_row_set_entry()); its words are set then, not before.
 */

struct _CfEntryRow
{
  GtkWidget parent_instance;

  CfCaseLogEntry *entry;

  /* Template widgets */
  GtkLabel  *label;
  GtkWidget *remove_button;
};

G_DEFINE_FINAL_TYPE (CfEntryRow, cf_entry_row, GTK_TYPE_WIDGET)

/* ---------------------------------------------------------------- signal callbacks */

static void
on_entry_notify_index (CfEntryRow *self)
{
  guint number;

  if (self->entry == NULL)
    return;
  number = cf_case_log_entry_get_index (self->entry) + 1;
  {
    g_autofree char *title =
        /* Translators: an entry of the notebook: %1$u is its number, %2$s the event in words */
        cf_text_printf (_("%1$u. %2$s"), number, cf_case_log_entry_get_description (self->entry));
    /* Translators: %u is an entry's number */
    g_autofree char *remove = g_strdup_printf (_("Remove entry %u"), number);

    const char      *passed = cf_case_log_entry_get_passed (self->entry);
    gboolean         any = passed != NULL && *passed != '\0';
    g_autofree char *text = any ? g_strconcat (title, "\n", passed, NULL) : g_strdup (title);
    g_autoptr(PangoAttrList) attributes = pango_attr_list_new ();

    /* Who passed, below the entry in smaller, dimmer letters. */
    if (any)
      {
        PangoAttribute *scale = pango_attr_scale_new (PANGO_SCALE_SMALL);
        PangoAttribute *alpha = pango_attr_foreground_alpha_new (0.6 * G_MAXUINT16);

        scale->start_index = alpha->start_index = strlen (title) + 1;
        pango_attr_list_insert (attributes, scale);
        pango_attr_list_insert (attributes, alpha);
      }
    gtk_label_set_label (self->label, text);
    gtk_label_set_attributes (self->label, attributes);
    /* A screen reader reads the row by its entry, as it reads the list. */
    gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, title,
                                    -1);
    gtk_widget_set_tooltip_text (self->remove_button, remove);
    gtk_accessible_update_property (GTK_ACCESSIBLE (self->remove_button),
                                    GTK_ACCESSIBLE_PROPERTY_LABEL, remove, -1);
    gtk_actionable_set_action_target (GTK_ACTIONABLE (self->remove_button), "u", number - 1);
  }
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

  /* As any list row, for the theme and screen readers. */
  gtk_widget_class_set_css_name (widget_class, "row");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_LIST_ITEM);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/casefile/Casefile/cf-entry-row.ui");
  gtk_widget_class_bind_template_child (widget_class, CfEntryRow, label);
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
 * @entry: (nullable): the entry to show
 *
 * Returns: (transfer floating): a row for the list of entries
 */
GtkWidget *
cf_entry_row_new (CfCaseLogEntry *entry)
{
  CfEntryRow *self = g_object_new (CF_TYPE_ENTRY_ROW, NULL);

  cf_entry_row_set_entry (self, entry);
  return GTK_WIDGET (self);
}

/**
 * cf_entry_row_set_entry:
 * @entry: (nullable): the entry to show now, or %NULL while the row shows none
 *
 * Shows @entry in the row, which a list view uses for one entry after another.
 */
void
cf_entry_row_set_entry (CfEntryRow *self, CfCaseLogEntry *entry)
{
  const char *passed;

  g_return_if_fail (CF_IS_ENTRY_ROW (self));
  g_return_if_fail (entry == NULL || CF_IS_CASE_LOG_ENTRY (entry));

  if (self->entry == entry)
    return;
  if (self->entry != NULL)
    g_signal_handlers_disconnect_by_data (self->entry, self);
  g_set_object (&self->entry, entry);
  /* The button takes away the entry shown, none while the row shows none. */
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->remove_button), NULL);
  if (entry == NULL)
    return;
  passed = cf_case_log_entry_get_passed (entry);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  passed != NULL ? passed : "", -1);
  g_signal_connect_swapped (entry, "notify::index", G_CALLBACK (on_entry_notify_index), self);
  on_entry_notify_index (self);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->remove_button), "table.remove-entry");
}

CfCaseLogEntry *
cf_entry_row_get_entry (CfEntryRow *self)
{
  g_return_val_if_fail (CF_IS_ENTRY_ROW (self), NULL);
  return self->entry;
}
