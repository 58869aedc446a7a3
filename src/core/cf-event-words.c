/* cf-event-words.c: one way to say what happened at the table
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "cf-event-words.h"
#include "cf-text.h"

/*
 * The notebook's entry list, the CLI's explanations and contradictions all
 * say an event with these sentences: whole sentences with numbered
 * placeholders, so that a translation may put the names where its language
 * wants them.
 */

/* ---------------------------------------------------------------- helpers */

static const char *
card_name (CfCaseLog *log, int card)
{
  return cf_edition_get_card_name (cf_case_log_get_edition (log), card);
}

static const char *
player_name (CfCaseLog *log, int player)
{
  return cf_case_log_get_player_name (log, player);
}

/* Discover the Secrets' rules call a suggestion a rumor ("Start a Rumor"):
 * cf_event_describe() in its words. */
static char *
describe_rumor (const CfEvent *event, CfCaseLog *log)
{
  if (event->refuter == CF_NOBODY && event->refused != 0)
    /* Translators: Discover the Secrets' wording, whose rules call a suggestion a rumor ("Start a
     * Rumor"): %1$s is the player who started it, %2$s, %3$s, %4$s the cards named; nobody showed
     * a card, and some of those asked refused to (the line below the entry names them) */
    return cf_text_printf (_("%1$s started a rumor: %2$s, %3$s, %4$s; nobody showed a card"),
                           player_name (log, event->player), card_name (log, event->cards[0]),
                           card_name (log, event->cards[1]), card_name (log, event->cards[2]));
  if (event->refuter == CF_NOBODY)
    /* Translators: Discover the Secrets' wording, whose rules call a suggestion a rumor ("Start a
     * Rumor"): %1$s is the player who started it, %2$s, %3$s, %4$s the cards named */
    return cf_text_printf (_("%1$s started a rumor: %2$s, %3$s, %4$s; nobody could refute"),
                           player_name (log, event->player), card_name (log, event->cards[0]),
                           card_name (log, event->cards[1]), card_name (log, event->cards[2]));
  if (event->shown != CF_NO_CARD)
    /* Translators: Discover the Secrets' wording, whose rules call a suggestion a rumor ("Start a
     * Rumor"): %1$s is the player who started it, %2$s, %3$s, %4$s the cards named, %5$s the
     * player who showed a card, %6$s the card the notebook's owner saw */
    return cf_text_printf (_("%1$s started a rumor: %2$s, %3$s, %4$s; %5$s showed %6$s"),
                           player_name (log, event->player), card_name (log, event->cards[0]),
                           card_name (log, event->cards[1]), card_name (log, event->cards[2]),
                           player_name (log, event->refuter), card_name (log, event->shown));
  /* Translators: Discover the Secrets' wording, whose rules call a suggestion a rumor ("Start a
   * Rumor"): %1$s is the player who started it, %2$s, %3$s, %4$s the cards named, %5$s the player
   * who showed a card (which one, the notebook's owner did not see) */
  return cf_text_printf (_("%1$s started a rumor: %2$s, %3$s, %4$s; %5$s showed a card"),
                         player_name (log, event->player), card_name (log, event->cards[0]),
                         card_name (log, event->cards[1]), card_name (log, event->cards[2]),
                         player_name (log, event->refuter));
}

/* ---------------------------------------------------------------- public API */

/**
 * cf_event_describe:
 * @event: an event of @log
 * @log: the log that names its players and cards
 *
 * Says @event in one sentence, such as "Bob suggested Mrs. Peacock,
 * Knife, Study; Cat showed a card".
 *
 * Returns: (transfer full): the sentence
 */
char *
cf_event_describe (const CfEvent *event, CfCaseLog *log)
{
  g_return_val_if_fail (event != NULL, NULL);
  g_return_val_if_fail (CF_IS_CASE_LOG (log), NULL);

  switch (event->type)
    {
    case CF_EVENT_SUGGESTION:
      if (cf_edition_says_rumor (cf_case_log_get_edition (log)))
        return describe_rumor (event, log);
      if (event->refuter == CF_NOBODY && event->refused != 0)
        /* Translators: %1$s is the suggester, %2$s, %3$s, %4$s the cards named; nobody showed a
         * card, and some of those asked refused to (the line below the entry names them) */
        return cf_text_printf (_("%1$s suggested %2$s, %3$s, %4$s; nobody showed a card"),
                               player_name (log, event->player), card_name (log, event->cards[0]),
                               card_name (log, event->cards[1]), card_name (log, event->cards[2]));
      if (event->refuter == CF_NOBODY)
        /* Translators: %1$s is the suggester, %2$s, %3$s, %4$s the cards named */
        return cf_text_printf (_("%1$s suggested %2$s, %3$s, %4$s; nobody could refute"),
                               player_name (log, event->player), card_name (log, event->cards[0]),
                               card_name (log, event->cards[1]), card_name (log, event->cards[2]));
      if (event->shown != CF_NO_CARD)
        /* Translators: %1$s is the suggester, %2$s, %3$s, %4$s the cards named, %5$s the player
         * who showed a card, %6$s the card the notebook's owner saw */
        return cf_text_printf (_("%1$s suggested %2$s, %3$s, %4$s; %5$s showed %6$s"),
                               player_name (log, event->player), card_name (log, event->cards[0]),
                               card_name (log, event->cards[1]), card_name (log, event->cards[2]),
                               player_name (log, event->refuter), card_name (log, event->shown));
      /* Translators: %1$s is the suggester, %2$s, %3$s, %4$s the cards named, %5$s the player who
       * showed a card (which one, the notebook's owner did not see) */
      return cf_text_printf (_("%1$s suggested %2$s, %3$s, %4$s; %5$s showed a card"),
                             player_name (log, event->player), card_name (log, event->cards[0]),
                             card_name (log, event->cards[1]), card_name (log, event->cards[2]),
                             player_name (log, event->refuter));
    case CF_EVENT_ACCUSATION:
      return g_strdup_printf (event->correct
                                  /* Translators: %1$s is the accuser, %2$s, %3$s, %4$s the cards */
                                  ? _("%1$s accused %2$s, %3$s, %4$s and was right")
                                  /* Translators: %1$s is the accuser, %2$s, %3$s, %4$s the cards */
                                  : _("%1$s accused %2$s, %3$s, %4$s and was wrong"),
                              player_name (log, event->player), card_name (log, event->cards[0]),
                              card_name (log, event->cards[1]), card_name (log, event->cards[2]));
    case CF_EVENT_REVEAL:
    default:
      if (event->player == CF_SET_ASIDE &&
          cf_edition_get_rules (cf_case_log_get_edition (log))->set_aside_leftovers)
        /* Translators: %s is a card, seen among those face down in the pool (Discover the
         * Secrets) */
        return cf_text_printf (_("%s was seen in the pool"), card_name (log, event->cards[0]));
      if (event->player == CF_SET_ASIDE)
        /* Translators: %s is a card */
        return cf_text_printf (_("%s was seen among the set-aside cards"),
                               card_name (log, event->cards[0]));
      /* Translators: %1$s is a player, %2$s a card */
      return cf_text_printf (_("%1$s was seen to hold %2$s"), player_name (log, event->player),
                             card_name (log, event->cards[0]));
    }
}

/**
 * cf_event_describe_passed:
 * @event: an event of @log
 * @log: the log that names its players
 *
 * On a suggestion that somebody refuted, the players between the suggester
 * and the refuter could not show a card: what the event implies without
 * saying it.
 *
 * Players who refused to refute (event->refused) are named apart: they may
 * hold a card named.
 *
 * Returns: (transfer full) (nullable): such as "Passed: Ann, Dan", or %NULL
 *   when nobody passed or refused
 */
char *
cf_event_describe_passed (const CfEvent *event, CfCaseLog *log)
{
  g_autoptr(GPtrArray) names = NULL;
  g_autoptr(GPtrArray) refused_names = NULL;
  g_autofree char *list = NULL;
  g_autofree char *refused = NULL;
  char            *joined;
  guint            n;

  g_return_val_if_fail (event != NULL, NULL);
  g_return_val_if_fail (CF_IS_CASE_LOG (log), NULL);

  if (event->type != CF_EVENT_SUGGESTION)
    return NULL;
  n = cf_case_log_get_n_players (log);
  /* Each name isolated, the list in the UI's direction (cf-text.c) */
  names = g_ptr_array_new_with_free_func (g_free);
  refused_names = g_ptr_array_new_with_free_func (g_free);
  for (guint p = (event->player + 1) % n; p != (guint)event->player && (int)p != event->refuter;
       p = (p + 1) % n)
    {
      /* Nobody refuted: everyone else passed, which the sentence says */
      if (event->refuter < 0 && !(event->refused & (1u << p)))
        continue;
      g_ptr_array_add ((event->refused & (1u << p)) ? refused_names : names,
                       cf_text_isolate (player_name (log, p)));
    }
  if (names->len == 0 && refused_names->len == 0)
    return NULL;
  g_ptr_array_add (names, NULL);
  g_ptr_array_add (refused_names, NULL);
  /* Translators: what separates the names in a list of players */
  joined = g_strjoinv (_(", "), (char **)names->pdata);
  list = cf_text_line (joined);
  g_free (joined);
  /* Translators: what separates the names in a list of players */
  joined = g_strjoinv (_(", "), (char **)refused_names->pdata);
  refused = cf_text_line (joined);
  g_free (joined);
  if (refused_names->len == 1)
    /* Translators: %s lists the players who could not show a card */
    return cf_text_printf (_("Passed: %s"), list);
  if (names->len == 1)
    /* Translators: %s lists the players who would not show a card (an Intrigue card lets
     * them refuse) */
    return cf_text_printf (_("Refused to show a card: %s"), refused);
  /* Translators: %1$s lists the players who could not show a card, %2$s those who would not
   * (an Intrigue card lets them refuse) */
  return cf_text_printf (_("Passed: %1$s. Refused to show a card: %2$s"), list, refused);
}
