/* cf-text-row.c: a row with a title and a text field a screen reader hears
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "cf-text-row.h"

/*
 * Libadwaita 1.2's AdwEntryRow is silent to a screen reader on GTK 4.8:
 * Tab puts the focus in its text, and no focus event reaches AT-SPI
 * (measured with pyatspi; a GtkEntry is heard, named by its label). This
 * row is a titled row holding a GtkEntry labelled by the title. It is a
 * GtkEditable, and says "entry-activated" on Enter, as AdwEntryRow does,
 * so the two are interchangeable in a template.
 */

typedef struct
{
  GtkEntry *entry;
} CfTextRowPrivate;

static void cf_text_row_editable_init (GtkEditableInterface *iface);

G_DEFINE_TYPE_WITH_CODE (CfTextRow,
                         cf_text_row,
                         ADW_TYPE_ACTION_ROW,
                         G_ADD_PRIVATE (CfTextRow)
                             G_IMPLEMENT_INTERFACE (GTK_TYPE_EDITABLE, cf_text_row_editable_init))

enum
{
  SIGNAL_ENTRY_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* ---------------------------------------------------------------- callbacks */

static void
on_entry_activate (CfTextRow *self)
{
  g_signal_emit (self, signals[SIGNAL_ENTRY_ACTIVATED], 0);
}

/* The entry is named by the title, and nothing else (a mnemonic's
 * underscore is not read out) */
static void
on_title_changed (CfTextRow *self)
{
  CfTextRowPrivate *priv = cf_text_row_get_instance_private (self);
  const char       *title = adw_preferences_row_get_title (ADW_PREFERENCES_ROW (self));
  g_autoptr(GString) name = g_string_new (NULL);

  for (const char *c = title != NULL ? title : ""; *c != '\0'; c++)
    {
      if (*c == '_' && adw_preferences_row_get_use_underline (ADW_PREFERENCES_ROW (self)))
        {
          if (c[1] != '_')
            continue;
          c++;
        }
      g_string_append_c (name, *c);
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (priv->entry), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  name->str, -1);
}

/* ---------------------------------------------------------------- overrides */

static GtkEditable *
cf_text_row_get_delegate (GtkEditable *editable)
{
  CfTextRowPrivate *priv = cf_text_row_get_instance_private (CF_TEXT_ROW (editable));

  return GTK_EDITABLE (priv->entry);
}

static void
cf_text_row_editable_init (GtkEditableInterface *iface)
{
  iface->get_delegate = cf_text_row_get_delegate;
}

static gboolean
cf_text_row_grab_focus (GtkWidget *widget)
{
  CfTextRowPrivate *priv = cf_text_row_get_instance_private (CF_TEXT_ROW (widget));

  return gtk_widget_grab_focus (GTK_WIDGET (priv->entry));
}

static void
cf_text_row_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  if (!gtk_editable_delegate_get_property (object, prop_id, value, pspec))
    G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
}

static void
cf_text_row_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  if (!gtk_editable_delegate_set_property (object, prop_id, value, pspec))
    G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
}

static void
cf_text_row_dispose (GObject *object)
{
  CfTextRowPrivate *priv = cf_text_row_get_instance_private (CF_TEXT_ROW (object));

  if (priv->entry != NULL)
    gtk_editable_finish_delegate (GTK_EDITABLE (object));
  priv->entry = NULL;
  G_OBJECT_CLASS (cf_text_row_parent_class)->dispose (object);
}

static void
cf_text_row_class_init (CfTextRowClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cf_text_row_dispose;
  object_class->get_property = cf_text_row_get_property;
  object_class->set_property = cf_text_row_set_property;
  widget_class->grab_focus = cf_text_row_grab_focus;

  gtk_editable_install_properties (object_class, 1);

  /**
   * CfTextRow::entry-activated:
   *
   * Enter was pressed in the text.
   */
  signals[SIGNAL_ENTRY_ACTIVATED] =
      g_signal_new ("entry-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                    NULL, G_TYPE_NONE, 0);
}

static void
cf_text_row_init (CfTextRow *self)
{
  CfTextRowPrivate *priv = cf_text_row_get_instance_private (self);

  priv->entry = GTK_ENTRY (gtk_entry_new ());
  gtk_widget_set_valign (GTK_WIDGET (priv->entry), GTK_ALIGN_CENTER);
  /* One width for all, so that the fields of a list line up */
  gtk_editable_set_width_chars (GTK_EDITABLE (priv->entry), 20);
  adw_action_row_add_suffix (ADW_ACTION_ROW (self), GTK_WIDGET (priv->entry));
  gtk_editable_init_delegate (GTK_EDITABLE (self));
  g_signal_connect_swapped (priv->entry, "activate", G_CALLBACK (on_entry_activate), self);
  g_signal_connect (self, "notify::title", G_CALLBACK (on_title_changed), NULL);
  g_signal_connect (self, "notify::use-underline", G_CALLBACK (on_title_changed), NULL);

  /* Tab goes straight to the text: the row itself is not a stop */
  gtk_widget_set_focusable (GTK_WIDGET (self), FALSE);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (self), FALSE);
}

/* ---------------------------------------------------------------- public API */

/**
 * cf_text_row_new:
 * @title: what the text is for, also the entry's accessible name
 */
GtkWidget *
cf_text_row_new (const char *title)
{
  return g_object_new (CF_TYPE_TEXT_ROW, "title", title, NULL);
}

/**
 * cf_text_row_get_entry:
 *
 * Returns: (transfer none): the text field
 */
GtkEntry *
cf_text_row_get_entry (CfTextRow *self)
{
  CfTextRowPrivate *priv = cf_text_row_get_instance_private (self);

  g_return_val_if_fail (CF_IS_TEXT_ROW (self), NULL);
  return priv->entry;
}
