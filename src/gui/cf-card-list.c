/* cf-card-list.c: the cards of one category as a list model for drop-downs
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "cf-accessible.h"
#include "cf-card-list.h"

/**
 * cf_card_list_new:
 * @edition: an edition
 * @category: which cards
 *
 * Returns: (transfer full): the names of @category's cards, in the
 *   edition's order (position i is the category's card i)
 */
GListModel *
cf_card_list_new (CfEdition *edition, CfCategory category)
{
  GtkStringList *names = gtk_string_list_new (NULL);
  guint          first = cf_edition_get_first_card_of (edition, category);

  for (guint i = 0; i < cf_edition_get_n_cards_of (edition, category); i++)
    gtk_string_list_append (names, cf_edition_get_card_name (edition, first + i));
  return G_LIST_MODEL (names);
}

/* Selects @card (a card of @category) in @dropdown; other cards are ignored. */
void
cf_card_list_select (GtkDropDown *dropdown, CfEdition *edition, CfCategory category, int card)
{
  int first = cf_edition_get_first_card_of (edition, category);

  if (card >= first && card < first + (int)cf_edition_get_n_cards_of (edition, category))
    gtk_drop_down_set_selected (dropdown, card - first);
}

/* The card selected in @dropdown, as a card of the edition. */
int
cf_card_list_get_selected (GtkDropDown *dropdown, CfEdition *edition, CfCategory category)
{
  return cf_edition_get_first_card_of (edition, category) + gtk_drop_down_get_selected (dropdown);
}

typedef struct
{
  CfCardListEnterFunc func;
  gpointer            data;
} EnterHandler;

/* The drop-down @widget is in, or NULL. */
static GtkDropDown *
drop_down_of (GtkWidget *widget)
{
  GtkWidget *dropdown =
      widget != NULL ? gtk_widget_get_ancestor (widget, GTK_TYPE_DROP_DOWN) : NULL;
  return dropdown != NULL ? GTK_DROP_DOWN (dropdown) : NULL;
}

static gboolean
on_fields_key_pressed (GtkEventControllerKey *controller,
                       guint                  keyval,
                       guint                  keycode,
                       GdkModifierType        state,
                       EnterHandler          *handler)
{
  GtkWidget   *fields = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (controller));
  GtkRoot     *root = gtk_widget_get_root (fields);
  GtkDropDown *dropdown = root != NULL ? drop_down_of (gtk_root_get_focus (root)) : NULL;

  if (keyval != GDK_KEY_Return && keyval != GDK_KEY_KP_Enter && keyval != GDK_KEY_ISO_Enter)
    return FALSE;
  /* In an open list Enter picks an item, as always. */
  if (dropdown == NULL || cf_accessible_drop_down_is_open (dropdown))
    return FALSE;
  return handler->func (dropdown, (state & GDK_CONTROL_MASK) != 0, handler->data);
}

/**
 * cf_card_list_on_enter:
 * @fields: what holds the drop-downs (a dialog's extra child)
 * @func: called with the focused drop-down when Enter is pressed on it
 *   (Ctrl+Enter too, said by its argument); returns whether it took the key
 *
 * Enter on a closed drop-down opens its list, which is seldom what a person
 * filling in a dialog wants: @func decides instead (Space still opens it).
 */
void
cf_card_list_on_enter (GtkWidget *fields, CfCardListEnterFunc func, gpointer data)
{
  GtkEventController *keys = gtk_event_controller_key_new ();
  EnterHandler       *handler = g_new0 (EnterHandler, 1);

  handler->func = func;
  handler->data = data;
  /* Before the toggle inside the drop-down opens the list */
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect_data (keys, "key-pressed", G_CALLBACK (on_fields_key_pressed), handler,
                         (GClosureNotify)(void (*) (void))g_free, 0);
  gtk_widget_add_controller (fields, keys);
}
