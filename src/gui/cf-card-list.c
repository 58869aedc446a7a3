/* cf-card-list.c: the cards of one category as a list model for drop-downs
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

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
