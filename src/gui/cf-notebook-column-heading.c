/* cf-notebook-column-heading.c: the heading of a notebook column
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "cf-notebook-column-heading.h"

/*
 * Who holds the cards of a column: a player or the envelope. The heading
 * is narrow (initials); the full name is its tooltip and what a screen
 * reader says.
 */

struct _CfNotebookColumnHeading
{
  GtkWidget parent_instance;

  /* Template widgets */
  GtkLabel *label;
};

G_DEFINE_FINAL_TYPE (CfNotebookColumnHeading, cf_notebook_column_heading, GTK_TYPE_WIDGET)

/* ---------------------------------------------------------------- overrides */

static void
cf_notebook_column_heading_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), CF_TYPE_NOTEBOOK_COLUMN_HEADING);

  G_OBJECT_CLASS (cf_notebook_column_heading_parent_class)->dispose (object);
}

static void
cf_notebook_column_heading_class_init (CfNotebookColumnHeadingClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cf_notebook_column_heading_dispose;

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (
      widget_class, "/io/github/casefile/Casefile/cf-notebook-column-heading.ui");
  gtk_widget_class_bind_template_child (widget_class, CfNotebookColumnHeading, label);
}

static void
cf_notebook_column_heading_init (CfNotebookColumnHeading *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/* ---------------------------------------------------------------- public API */

/**
 * cf_notebook_column_heading_new:
 * @short_name: what the heading shows
 * @name: the full name, for the tooltip and screen readers
 *
 * Returns: (transfer floating): a new heading
 */
GtkWidget *
cf_notebook_column_heading_new (const char *short_name, const char *name)
{
  CfNotebookColumnHeading *self = g_object_new (CF_TYPE_NOTEBOOK_COLUMN_HEADING, NULL);

  gtk_label_set_label (self->label, short_name);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->label), name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->label), GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                  -1);
  return GTK_WIDGET (self);
}
