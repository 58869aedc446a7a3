/* cf-notebook-row-heading.c: the heading of a notebook row
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "cf-notebook-row-heading.h"

/*
 * A card's name at the start of its row, or a category ("Suspects") above
 * its cards, across the whole grid. A narrow window shortens long card
 * names (the full name is the tooltip) before the notebook pushes the
 * board aside.
 */

struct _CfNotebookRowHeading
{
  GtkWidget parent_instance;

  /* Template widgets */
  GtkLabel *label;
};

G_DEFINE_FINAL_TYPE (CfNotebookRowHeading, cf_notebook_row_heading, GTK_TYPE_WIDGET)

/* ---------------------------------------------------------------- overrides */

static void
cf_notebook_row_heading_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), CF_TYPE_NOTEBOOK_ROW_HEADING);

  G_OBJECT_CLASS (cf_notebook_row_heading_parent_class)->dispose (object);
}

static void
cf_notebook_row_heading_class_init (CfNotebookRowHeadingClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cf_notebook_row_heading_dispose;

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (
      widget_class, "/io/github/casefile/Casefile/cf-notebook-row-heading.ui");
  gtk_widget_class_bind_template_child (widget_class, CfNotebookRowHeading, label);
}

static void
cf_notebook_row_heading_init (CfNotebookRowHeading *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/* ---------------------------------------------------------------- public API */

/**
 * cf_notebook_row_heading_new_card:
 * @card_name: the card of the row
 *
 * Returns: (transfer floating): a new heading
 */
GtkWidget *
cf_notebook_row_heading_new_card (const char *card_name)
{
  CfNotebookRowHeading *self = g_object_new (CF_TYPE_NOTEBOOK_ROW_HEADING, NULL);

  gtk_label_set_label (self->label, card_name);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->label), card_name);
  return GTK_WIDGET (self);
}

/**
 * cf_notebook_row_heading_new_category:
 * @category_name: the category of the cards below
 *
 * Returns: (transfer floating): a new heading, styled as one
 */
GtkWidget *
cf_notebook_row_heading_new_category (const char *category_name)
{
  CfNotebookRowHeading *self = g_object_new (CF_TYPE_NOTEBOOK_ROW_HEADING, NULL);

  gtk_label_set_label (self->label, category_name);
  gtk_widget_add_css_class (GTK_WIDGET (self->label), "heading");
  return GTK_WIDGET (self);
}
