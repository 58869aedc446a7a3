/* cf-notebook-cell.c: one cell of the notebook: a card and who may hold it
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "cf-announcer.h"
#include "cf-notebook-cell.h"

/*
 * A flat button with one label. A click (or Enter) is the button's own
 * "clicked"; the player's own mark (a right click, the Menu key or
 * Shift+F10) is "cycle-mark". The notebook view says what the cell shows.
 *
 * A notebook is refreshed whole after every change of its log, and most
 * cells say the same as before: a cell touches its label, tooltip and
 * accessible name only when its words really change, or a screen reader
 * gets hundreds of events for nothing (and prunes the ones that mattered).
 */

struct _CfNotebookCell
{
  GtkButton parent_instance;

  guint index; /* card-major, holders in order */
  char *markup;
  char *words;

  /* Template widgets */
  GtkLabel *label;
};

G_DEFINE_FINAL_TYPE (CfNotebookCell, cf_notebook_cell, GTK_TYPE_BUTTON)

enum
{
  CYCLE_MARK,
  N_SIGNALS
};
static guint signals[N_SIGNALS];

/* ---------------------------------------------------------------- callbacks */

static void
on_secondary_click_pressed (
    GtkGestureClick *gesture, int n_press, double x, double y, CfNotebookCell *self)
{
  g_signal_emit (self, signals[CYCLE_MARK], 0);
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
}

/* ---------------------------------------------------------------- overrides */

static void
cf_notebook_cell_dispose (GObject *object)
{
  /* The label is the button's child: the button lets go of it first, or
   * it would unparent it again after the template did. */
  gtk_button_set_child (GTK_BUTTON (object), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (object), CF_TYPE_NOTEBOOK_CELL);

  G_OBJECT_CLASS (cf_notebook_cell_parent_class)->dispose (object);
}

static void
cf_notebook_cell_finalize (GObject *object)
{
  CfNotebookCell *self = CF_NOTEBOOK_CELL (object);

  g_free (self->markup);
  g_free (self->words);

  G_OBJECT_CLASS (cf_notebook_cell_parent_class)->finalize (object);
}

static void
cf_notebook_cell_class_init (CfNotebookCellClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cf_notebook_cell_dispose;
  object_class->finalize = cf_notebook_cell_finalize;

  /**
   * CfNotebookCell::cycle-mark:
   *
   * The player asks for their next own mark on this cell (a right click,
   * the Menu key or Shift+F10).
   */
  signals[CYCLE_MARK] =
      g_signal_new ("cycle-mark", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST | G_SIGNAL_ACTION, 0,
                    NULL, NULL, NULL, G_TYPE_NONE, 0);

  /* A button to the theme (style.css styles "button.notebook-cell") and
   * to screen readers. */
  gtk_widget_class_set_css_name (widget_class, "button");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_BUTTON);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/casefile/Casefile/cf-notebook-cell.ui");
  gtk_widget_class_bind_template_child (widget_class, CfNotebookCell, label);
  gtk_widget_class_bind_template_callback (widget_class, on_secondary_click_pressed);
}

/* The words again for the pointer, asked for when the tooltip shows: a
 * tooltip text would also go into the accessible description (GTK does
 * that), and each change of the words would cost a screen reader two more
 * events (Orca 43 was seconds behind while a game refreshed the notebook). */
static gboolean
on_query_tooltip (
    GtkWidget *widget, int x, int y, gboolean keyboard, GtkTooltip *tooltip, gpointer data)
{
  CfNotebookCell *self = CF_NOTEBOOK_CELL (widget);

  if (self->words == NULL)
    return FALSE;
  gtk_tooltip_set_text (tooltip, self->words);
  return TRUE;
}

static void
cf_notebook_cell_init (CfNotebookCell *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_widget_set_has_tooltip (GTK_WIDGET (self), TRUE);
  g_signal_connect (self, "query-tooltip", G_CALLBACK (on_query_tooltip), NULL);
}

/* ---------------------------------------------------------------- public API */

/**
 * cf_notebook_cell_new:
 * @index: the cell's place in the notebook, card-major, holders in order
 *
 * Returns: (transfer floating): a new, empty cell
 */
GtkWidget *
cf_notebook_cell_new (guint index)
{
  CfNotebookCell *self = g_object_new (CF_TYPE_NOTEBOOK_CELL, NULL);

  self->index = index;
  return GTK_WIDGET (self);
}

guint
cf_notebook_cell_get_index (CfNotebookCell *self)
{
  g_return_val_if_fail (CF_IS_NOTEBOOK_CELL (self), 0);
  return self->index;
}

/**
 * cf_notebook_cell_get_words:
 *
 * Returns: (nullable): what the cell says in full (its accessible name,
 *   and its tooltip)
 */
const char *
cf_notebook_cell_get_words (CfNotebookCell *self)
{
  g_return_val_if_fail (CF_IS_NOTEBOOK_CELL (self), NULL);
  return self->words;
}

/**
 * cf_notebook_cell_set_words:
 * @markup: what the cell shows, as Pango markup
 * @words: what it says in full: its accessible name and its tooltip
 *   (given when asked for, not set)
 *
 * Changes only what differs from before.
 */
void
cf_notebook_cell_set_words (CfNotebookCell *self, const char *markup, const char *words)
{
  g_return_if_fail (CF_IS_NOTEBOOK_CELL (self));

  if (g_strcmp0 (self->markup, markup) != 0)
    {
      g_free (self->markup);
      self->markup = g_strdup (markup);
      gtk_label_set_markup (self->label, markup);
    }
  if (g_strcmp0 (self->words, words) != 0)
    {
      g_free (self->words);
      self->words = g_strdup (words);
      cf_accessible_set_label (GTK_WIDGET (self), words);
    }
}
