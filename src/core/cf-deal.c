/* cf-deal.c: how the cards of a table game are dealt, and what they are called
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "cf-deal.h"
#include "cf-types.h"

/* ---------------------------------------------------------------- public API */

/**
 * cf_card_id_from_name:
 * @name: a card's name as a person types it, such as "Mrs. Orchid"
 *
 * Case logs name cards by ids: lower-case letters and digits, words joined
 * by "-".
 *
 * Returns: (transfer full): the id, such as "mrs-orchid"; empty when @name
 *   holds no letter or digit
 */
char *
cf_card_id_from_name (const char *name)
{
  GString *id = g_string_new (NULL);

  g_return_val_if_fail (name != NULL, NULL);

  for (const char *p = name; *p; p++)
    {
      if (g_ascii_isalnum (*p))
        g_string_append_c (id, g_ascii_tolower (*p));
      else if ((*p == ' ' || *p == '-' || *p == '_') && id->len > 0 && id->str[id->len - 1] != '-')
        g_string_append_c (id, '-');
    }
  while (id->len > 0 && id->str[id->len - 1] == '-')
    g_string_truncate (id, id->len - 1);
  return g_string_free (id, FALSE);
}

/**
 * cf_card_ids_from_list:
 * @text: card names separated by commas
 *
 * Returns: (transfer full): the ids of the names, in order, leaving out
 *   empty ones
 */
GStrv
cf_card_ids_from_list (const char *text)
{
  g_auto(GStrv) parts = g_strsplit (text != NULL ? text : "", ",", -1);
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  for (guint i = 0; parts[i] != NULL; i++)
    {
      g_autofree char *id = cf_card_id_from_name (parts[i]);
      if (*id != '\0')
        g_strv_builder_add (builder, id);
    }
  return g_strv_builder_end (builder);
}

/**
 * cf_deal_hand_sizes:
 * @edition: the cards
 * @n_players: how many players, %CF_MIN_PLAYERS or more
 * @given: (nullable): the hand sizes as the table dealt them, in the
 *   players' order, separated by commas, semicolons or spaces; %NULL or
 *   empty for the usual deal
 * @sizes: (out caller-allocates) (array length=n_players): each hand's size
 * @set_aside: (out): how many cards are set aside
 * @error: return location for a %CF_ERROR_INVALID that says what to type
 *
 * The usual deal gives every player the same number of cards, and the rest
 * one each to the first players, or sets the rest aside where the edition
 * says so. Sizes given replace it; the cards they leave over are set aside.
 *
 * Returns: whether @given made sense
 */
gboolean
cf_deal_hand_sizes (CfEdition  *edition,
                    guint       n_players,
                    const char *given,
                    guint      *sizes,
                    guint      *set_aside,
                    GError    **error)
{
  guint n_cards;
  guint count = 0, total = 0;
  g_auto(GStrv) parts = NULL;

  g_return_val_if_fail (CF_IS_EDITION (edition), FALSE);
  g_return_val_if_fail (n_players > 0, FALSE);

  n_cards = cf_edition_get_n_cards (edition) - 3;
  *set_aside = 0;
  for (guint i = 0; i < n_players; i++)
    sizes[i] = n_cards / n_players;
  if (cf_edition_get_rules (edition)->set_aside_leftovers)
    *set_aside = n_cards % n_players;
  else
    for (guint i = 0; i < n_cards % n_players; i++)
      sizes[i]++;

  parts = g_strsplit_set (given != NULL ? given : "", ",; ", -1);
  for (guint i = 0; parts[i] != NULL; i++)
    {
      guint64 value;

      if (*parts[i] == '\0')
        continue;
      if (count >= n_players ||
          !g_ascii_string_to_unsigned (parts[i], 10, 0, n_cards, &value, NULL))
        {
          count = G_MAXUINT;
          break;
        }
      count++;
      total += value;
    }
  if (count == 0)
    return TRUE;
  if (count != n_players || total > n_cards)
    {
      g_set_error (error, CF_ERROR, CF_ERROR_INVALID,
                   g_dngettext (GETTEXT_PACKAGE,
                                /* Translators: %1$u is the number of players, %2$u the
                                 * number of cards the plural is about */
                                "Give one hand size for each player (players: %1$u), adding up "
                                "to at most %2$u card.",
                                "Give one hand size for each player (players: %1$u), adding up "
                                "to at most %2$u cards.",
                                n_cards),
                   n_players, n_cards);
      return FALSE;
    }
  count = 0;
  for (guint i = 0; parts[i] != NULL; i++)
    if (*parts[i] != '\0')
      sizes[count++] = g_ascii_strtoull (parts[i], NULL, 10);
  *set_aside = n_cards - total;
  return TRUE;
}
