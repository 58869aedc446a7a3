/* cf-accessible.c: the accessible names and values GTK 4.8 leaves out
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "cf-accessible.h"

/*
 * What a screen reader hears is the focused widget's name, role and state.
 * GTK 4.8 gets several of them wrong, and these helpers put them right:
 *
 * - a GtkDropDown's focus is on the toggle button inside it (its first
 *   child), which has no name: it is named "Suspect: Miss Scarlet", field
 *   and value, and renamed whenever the value changes (a changed name of the
 *   focused widget is read);
 * - a GtkMenuButton's focus is on its inner toggle, with no name either;
 * - a button whose label has a mnemonic is named by the raw label
 *   ("_Roll") and then by its label child ("Roll"): "_Roll Roll";
 * - a toggle button says "push button" whether it is on or not: as a
 *   check box it says "checked" or "not checked".
 */

#define NAME_KEY "cf-accessible-name"

/* ---------------------------------------------------------------- words */

/* What a widget says of itself, and what was last announced through it */
typedef struct
{
  char    *label;
  char    *description;
  char    *spoken;
  gboolean follows_focus;
  gboolean tooltip_silent; /* the tooltip repeats the label: not a description */
} Words;

static guint n_updates;

static void
words_free (gpointer data)
{
  Words *words = data;

  g_free (words->label);
  g_free (words->description);
  g_free (words->spoken);
  g_free (words);
}

static Words *
words_of (GtkWidget *widget)
{
  static GQuark quark;
  Words        *words;

  if (quark == 0)
    quark = g_quark_from_static_string ("cf-accessible-words");
  words = g_object_get_qdata (G_OBJECT (widget), quark);
  if (words == NULL)
    {
      words = g_new0 (Words, 1);
      g_object_set_qdata_full (G_OBJECT (widget), quark, words, words_free);
    }
  return words;
}

static void
update_property (GtkWidget *widget, GtkAccessibleProperty property, const char *text)
{
  n_updates++;
  if (text != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (widget), property, text, -1);
  else
    gtk_accessible_reset_property (GTK_ACCESSIBLE (widget), property);
}

/* The widget's own description back: its own words, or its tooltip's */
static void
restore_description (GtkWidget *widget, Words *words)
{
  const char *own = words->description;

  g_clear_pointer (&words->spoken, g_free);
  if (own == NULL && !words->tooltip_silent)
    own = gtk_widget_get_tooltip_text (widget);
  update_property (widget, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, own);
}

/* The focus may leave and come straight back (a label that changes its
 * text): the widget's own words come back only if it stays away. And only
 * after the focus has gone somewhere else (the announcer moves it at
 * G_PRIORITY_DEFAULT_IDLE): a greyed-out button loses the focus to nothing,
 * Orca stays on it and would read its own words coming back. */
static gboolean
restore_if_unfocused (gpointer data)
{
  GtkWidget *widget = data;
  Words     *words = words_of (widget);

  if (!gtk_widget_has_focus (widget) && words->spoken != NULL)
    restore_description (widget, words);
  return G_SOURCE_REMOVE;
}

static void
on_focus_changed (GtkWidget *widget, GParamSpec *pspec, Words *words)
{
  if (!gtk_widget_has_focus (widget) && words->spoken != NULL)
    g_idle_add_full (G_PRIORITY_DEFAULT_IDLE + 20, restore_if_unfocused, g_object_ref (widget),
                     g_object_unref);
}

/* ---------------------------------------------------------------- helpers */

/* The text of an item of a drop-down: a string, or what the drop-down's
 * expression makes of it. */
static char *
item_text (GtkDropDown *dropdown, gpointer item)
{
  GtkExpression *expression = gtk_drop_down_get_expression (dropdown);
  GValue         value = G_VALUE_INIT;
  char          *text = NULL;

  if (GTK_IS_STRING_OBJECT (item))
    return g_strdup (gtk_string_object_get_string (item));
  if (expression != NULL && gtk_expression_evaluate (expression, item, &value))
    {
      if (G_VALUE_HOLDS_STRING (&value))
        text = g_value_dup_string (&value);
      g_value_unset (&value);
    }
  return text;
}

static void
update_drop_down_name (GtkDropDown *dropdown)
{
  const char      *name = g_object_get_data (G_OBJECT (dropdown), NAME_KEY);
  GtkWidget       *toggle = gtk_widget_get_first_child (GTK_WIDGET (dropdown));
  gpointer         item = gtk_drop_down_get_selected_item (dropdown);
  g_autofree char *value = item != NULL ? item_text (dropdown, item) : NULL;

  if (name != NULL && toggle != NULL)
    cf_accessible_name_value (toggle, name, value);
}

static void
on_toggle_toggled (GtkToggleButton *toggle)
{
  gtk_accessible_update_state (GTK_ACCESSIBLE (toggle), GTK_ACCESSIBLE_STATE_CHECKED,
                               gtk_toggle_button_get_active (toggle), -1);
}

/* ---------------------------------------------------------------- public API */

static GtkWidget *
find_list_view (GtkWidget *widget)
{
  if (GTK_IS_LIST_VIEW (widget))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_list_view (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The open list (in the drop-down's popover) by the drop-down's name: Orca
 * says a list's name as the focus comes in, and GTK 4.8 names it
 * "GtkListView" */
static void
name_open_list (GtkDropDown *dropdown, const char *name)
{
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (dropdown)); child;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_POPOVER (child))
      {
        GtkWidget *list = find_list_view (child);

        if (list != NULL)
          gtk_accessible_update_property (GTK_ACCESSIBLE (list), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                          name, -1);
      }
}

/**
 * cf_accessible_name_value:
 * @widget: what takes the focus
 * @name: what it is for ("Suspect")
 * @value: (nullable): what is chosen in it ("Miss Scarlet")
 *
 * Names @widget by both, as a screen reader should say them.
 */
void
cf_accessible_name_value (GtkWidget *widget, const char *name, const char *value)
{
  g_autofree char *label = NULL;

  if (value == NULL || *value == '\0')
    label = g_strdup (name);
  else
    /* Translators: what a screen reader says of a list: %1$s names the
     * field (Suspect), %2$s is what is chosen in it (Miss Scarlet) */
    label = g_strdup_printf (_("%1$s: %2$s"), name, value);
  cf_accessible_set_label (widget, label);
}

/* The open list's rows: GTK 4.8 names a row of a drop-down's list by
 * nothing ("list item", measured with pyatspi), and has no
 * gtk_list_item_set_accessible_label() (4.12): the row's widget is named by
 * the text it shows. A check mark shows the item chosen, as GTK's own. */
static void
on_list_row_setup (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *label = gtk_label_new (NULL);
  GtkWidget *check = gtk_image_new_from_icon_name ("object-select-symbolic");

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), check);
  gtk_list_item_set_child (item, box);
}

static void
on_list_row_bind (GtkSignalListItemFactory *factory, GtkListItem *item, GtkDropDown *dropdown)
{
  GtkWidget       *box = gtk_list_item_get_child (item);
  GtkWidget       *label = gtk_widget_get_first_child (box);
  GtkWidget       *check = gtk_widget_get_last_child (box);
  GtkWidget       *row = gtk_widget_get_parent (box);
  g_autofree char *text = item_text (dropdown, gtk_list_item_get_item (item));

  gtk_label_set_label (GTK_LABEL (label), text != NULL ? text : "");
  gtk_widget_set_opacity (
      check,
      gtk_list_item_get_position (item) == gtk_drop_down_get_selected (dropdown) ? 1.0 : 0.0);
  if (row != NULL && text != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);
}

/**
 * cf_accessible_name_drop_down:
 * @dropdown: a drop-down
 * @name: what the list is for, without mnemonic ("Suspect")
 *
 * Names the part of @dropdown that takes the focus by @name and the item
 * chosen, now and whenever the choice or the list changes.
 */
void
cf_accessible_name_drop_down (GtkDropDown *dropdown, const char *name)
{
  gboolean named = g_object_get_data (G_OBJECT (dropdown), NAME_KEY) != NULL;

  g_return_if_fail (GTK_IS_DROP_DOWN (dropdown));
  g_object_set_data_full (G_OBJECT (dropdown), NAME_KEY, g_strdup (name), g_free);
  gtk_accessible_update_property (GTK_ACCESSIBLE (dropdown), GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                  -1);
  name_open_list (dropdown, name);
  if (!named)
    {
      g_autoptr(GtkListItemFactory) factory = gtk_signal_list_item_factory_new ();

      g_signal_connect (dropdown, "notify::selected-item", G_CALLBACK (update_drop_down_name),
                        NULL);
      g_signal_connect (dropdown, "notify::model", G_CALLBACK (update_drop_down_name), NULL);
      g_signal_connect (factory, "setup", G_CALLBACK (on_list_row_setup), NULL);
      g_signal_connect (factory, "bind", G_CALLBACK (on_list_row_bind), dropdown);
      gtk_drop_down_set_list_factory (dropdown, factory);
    }
  update_drop_down_name (dropdown);
}

/**
 * cf_accessible_label_drop_down:
 * @label: the label beside it (its mnemonic is left out)
 *
 * As cf_accessible_name_drop_down(), named by what @label says.
 */
void
cf_accessible_label_drop_down (GtkDropDown *dropdown, GtkLabel *label)
{
  g_return_if_fail (GTK_IS_LABEL (label));
  /* Named, not labelled by @label too: GTK 4.8 would add the label's text
   * to the name ("Suspect: Miss Scarlet Suspect", measured with pyatspi) */
  cf_accessible_name_drop_down (dropdown, gtk_label_get_text (label));
}

/**
 * cf_accessible_drop_down_is_open:
 *
 * Returns: whether the list of @dropdown is open
 */
gboolean
cf_accessible_drop_down_is_open (GtkDropDown *dropdown)
{
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (dropdown)); child;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_POPOVER (child) && gtk_widget_get_visible (child))
      return TRUE;
  return FALSE;
}

/**
 * cf_accessible_name_menu_button:
 * @name: what the menu is
 *
 * Names the toggle inside @button, which takes the focus.
 */
void
cf_accessible_name_menu_button (GtkMenuButton *button, const char *name)
{
  /* The toggle inside takes its name from the menu button's: naming both
   * would make the toggle say it twice (measured with pyatspi on 4.8) */
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
}

/* GtkButton names itself by its raw label ("_Roll") whenever the label is
 * set, and GTK 4.8 adds the name of the label inside ("Roll") */
static void
on_mnemonic_label (GtkButton *button)
{
  if (gtk_button_get_use_underline (button))
    gtk_accessible_reset_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL);
}

/**
 * cf_accessible_fix_mnemonics:
 * @root: a widget and what it holds
 *
 * Names every button under @root whose label has a mnemonic by its label
 * as read, without the underscore. Call it once the labels are set.
 */
void
cf_accessible_fix_mnemonics (GtkWidget *root)
{
  if (GTK_IS_BUTTON (root) && gtk_button_get_use_underline (GTK_BUTTON (root)))
    {
      /* The name then comes from the label inside, as read */
      gtk_accessible_reset_property (GTK_ACCESSIBLE (root), GTK_ACCESSIBLE_PROPERTY_LABEL);
      if (!g_object_get_data (G_OBJECT (root), "cf-mnemonic-fixed"))
        {
          g_object_set_data (G_OBJECT (root), "cf-mnemonic-fixed", GINT_TO_POINTER (TRUE));
          g_signal_connect_after (root, "notify::label", G_CALLBACK (on_mnemonic_label), NULL);
        }
    }
  for (GtkWidget *child = gtk_widget_get_first_child (root); child;
       child = gtk_widget_get_next_sibling (child))
    cf_accessible_fix_mnemonics (child);
}

/**
 * cf_accessible_set_checkable:
 * @toggle: a toggle button made with the check box role
 *   (`"accessible-role", GTK_ACCESSIBLE_ROLE_CHECKBOX`)
 *
 * Keeps the checked state of @toggle true to whether it is on.
 */
void
cf_accessible_set_checkable (GtkToggleButton *toggle)
{
  g_signal_connect (toggle, "toggled", G_CALLBACK (on_toggle_toggled), NULL);
  on_toggle_toggled (toggle);
}

/* ---------------------------------------------------------------- words: public API */

/**
 * cf_accessible_announce:
 * @widget: the focused widget
 * @text: what a screen reader should say now
 *
 * Says @text through @widget's accessible description, which a screen
 * reader reads when it changes on the focused widget. The widget gets its
 * own description back when it loses the focus; the same text said again
 * is said again.
 */
void
cf_accessible_announce (GtkWidget *widget, const char *text)
{
  Words *words;

  g_return_if_fail (GTK_IS_WIDGET (widget));
  g_return_if_fail (text != NULL);

  words = words_of (widget);
  if (g_strcmp0 (words->spoken, text) == 0)
    restore_description (widget, words);
  g_free (words->spoken);
  words->spoken = g_strdup (text);
  update_property (widget, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text);
  if (!words->follows_focus)
    {
      words->follows_focus = TRUE;
      g_signal_connect (widget, "notify::has-focus", G_CALLBACK (on_focus_changed), words);
    }
}

/**
 * cf_accessible_forget_announcement:
 * @widget: a widget
 *
 * Gives @widget its own description back at once, if an announcement
 * speaks through it (one put there for a focus that did not come).
 */
void
cf_accessible_forget_announcement (GtkWidget *widget)
{
  Words *words;

  g_return_if_fail (GTK_IS_WIDGET (widget));
  words = words_of (widget);
  if (words->spoken != NULL)
    restore_description (widget, words);
}

/**
 * cf_accessible_set_label:
 * @widget: a widget
 * @label: (nullable): its accessible label, %NULL for none
 *
 * Sets @widget's accessible label when it really changes.
 */
void
cf_accessible_set_label (GtkWidget *widget, const char *label)
{
  Words *words;

  g_return_if_fail (GTK_IS_WIDGET (widget));
  words = words_of (widget);
  if (g_strcmp0 (words->label, label) == 0)
    return;
  g_free (words->label);
  words->label = g_strdup (label);
  update_property (widget, GTK_ACCESSIBLE_PROPERTY_LABEL, label);
}

/**
 * cf_accessible_set_description:
 * @widget: a widget
 * @description: (nullable): its own accessible description, %NULL for none
 *
 * Sets @widget's own accessible description when it really changes. While
 * an announcement speaks through @widget, the new description waits for
 * it to end.
 */
void
cf_accessible_set_description (GtkWidget *widget, const char *description)
{
  Words *words;

  g_return_if_fail (GTK_IS_WIDGET (widget));
  words = words_of (widget);
  if (g_strcmp0 (words->description, description) == 0)
    return;
  g_free (words->description);
  words->description = g_strdup (description);
  if (words->spoken == NULL)
    update_property (widget, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description);
}

/**
 * cf_accessible_set_tooltip:
 * @widget: a widget
 * @tooltip: (nullable): its tooltip, which says what its accessible label
 *   says
 *
 * Sets @widget's tooltip for the pointer, and keeps it out of the
 * accessible description (GTK puts it there), where a screen reader
 * would say the same words twice.
 */
void
cf_accessible_set_tooltip (GtkWidget *widget, const char *tooltip)
{
  Words *words;

  g_return_if_fail (GTK_IS_WIDGET (widget));
  words = words_of (widget);
  words->tooltip_silent = TRUE;
  if (g_strcmp0 (gtk_widget_get_tooltip_text (widget), tooltip) == 0)
    return;
  gtk_widget_set_tooltip_text (widget, tooltip);
  if (words->spoken == NULL)
    update_property (widget, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, words->description);
  else
    update_property (widget, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, words->spoken);
}

/**
 * cf_accessible_get_n_updates:
 *
 * For tests and measurements: how many accessible properties the helpers
 * above changed so far, in the whole program.
 *
 * Returns: the count
 */
guint
cf_accessible_get_n_updates (void)
{
  return n_updates;
}
