/* cf-random-log.c: case logs of simulated play, for tests and benchmarks
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "cf-random-log-private.h"

static int
random_card_of (CfEdition *edition, CfCategory category, GRand *rand)
{
  guint first = cf_edition_get_first_card_of (edition, category);
  return first + g_rand_int_range (rand, 0, cf_edition_get_n_cards_of (edition, category));
}

/**
 * cf_random_log_new:
 * @edition: the card set
 * @n_players: the number of players
 * @set_aside: cards dealt to nobody
 * @me: the log owner's seat, or -1 for an onlooker
 * @n_events: how many events to play
 * @rand: the random source
 * @deal: (out) (optional): the deal that was played
 *
 * Deals the cards at random (hands as even as possible, the first players
 * getting the extra cards) and plays @n_events events that agree with the
 * deal: mostly suggestions refuted by the first player clockwise who can
 * (showing a random card of theirs, seen only when @me suggested), now
 * and then a wrong accusation or a card seen face up.
 *
 * Returns: (transfer full): the log of what @me saw
 */
CfCaseLog *
cf_random_log_new (CfEdition    *edition,
                   guint         n_players,
                   guint         set_aside,
                   int           me,
                   guint         n_events,
                   GRand        *rand,
                   CfRandomDeal *deal)
{
  return cf_random_log_new_full (edition, n_players, set_aside, me, n_events, FALSE, rand, deal);
}

/**
 * cf_random_log_new_full:
 * @hard: only suggestions, each refuted by the next player (no passes, no
 *   reveals, no accusations): the least a log can say per event, the
 *   hardest for the deduction
 *
 * As cf_random_log_new().
 */
CfCaseLog *
cf_random_log_new_full (CfEdition    *edition,
                        guint         n_players,
                        guint         set_aside,
                        int           me,
                        guint         n_events,
                        gboolean      hard,
                        GRand        *rand,
                        CfRandomDeal *deal)
{
  guint       n_cards = cf_edition_get_n_cards (edition);
  guint       hand_sizes[CF_MAX_PLAYERS] = { 0 };
  const char *names[CF_MAX_PLAYERS];
  char        name_buffers[CF_MAX_PLAYERS][16];
  int         holder[CF_MAX_CARDS];
  int         deck[CF_MAX_CARDS];
  int         envelope[CF_N_CATEGORIES];
  int         my_cards[CF_MAX_CARDS];
  guint       n_deck = 0, n_my = 0;
  g_autoptr(GError) error = NULL;
  CfCaseLog *log;

  for (guint c = 0; c < CF_N_CATEGORIES; c++)
    {
      envelope[c] = random_card_of (edition, c, rand);
      holder[envelope[c]] = CF_RANDOM_ENVELOPE;
    }

  for (guint card = 0; card < n_cards; card++)
    if (card != (guint)envelope[0] && card != (guint)envelope[1] && card != (guint)envelope[2])
      deck[n_deck++] = card;

  /* Shuffle, set some aside, deal the rest round the table. */
  for (guint i = n_deck; i > 1; i--)
    {
      guint j = g_rand_int_range (rand, 0, i);
      int   tmp = deck[i - 1];
      deck[i - 1] = deck[j];
      deck[j] = tmp;
    }
  for (guint i = 0; i < n_deck; i++)
    {
      if (i < set_aside)
        holder[deck[i]] = CF_SET_ASIDE;
      else
        {
          guint p = (i - set_aside) % n_players;
          holder[deck[i]] = p;
          hand_sizes[p]++;
        }
    }

  for (guint p = 0; p < n_players; p++)
    {
      g_snprintf (name_buffers[p], sizeof name_buffers[p], "Player %u", p + 1);
      names[p] = name_buffers[p];
    }
  if (me >= 0)
    for (guint card = 0; card < n_cards; card++)
      if (holder[card] == me)
        my_cards[n_my++] = card;

  log = cf_case_log_new (edition, n_players, names, hand_sizes, set_aside, me, my_cards, &error);
  g_assert_no_error (error);

  for (guint e = 0; e < n_events; e++)
    {
      int     actor = e % n_players;
      guint   kind = g_rand_int_range (rand, 0, 100);
      CfEvent event;
      int     cards[3];

      for (guint tries = 0; tries < 200; tries++)
        {
          int next = (actor + 1) % n_players;

          for (guint c = 0; c < CF_N_CATEGORIES; c++)
            cards[c] = random_card_of (edition, c, rand);
          if (!hard || holder[cards[0]] == next || holder[cards[1]] == next ||
              holder[cards[2]] == next)
            break;
        }
      if (hard)
        kind = 100;

      if (kind < 4)
        {
          /* A wrong accusation (a right one ends the game) */
          if (cards[0] == envelope[0] && cards[1] == envelope[1] && cards[2] == envelope[2])
            continue;
          cf_event_init_accusation (&event, actor, cards[0], cards[1], cards[2], FALSE);
        }
      else if (kind < 7)
        {
          int card = g_rand_int_range (rand, 0, n_cards);
          if (holder[card] == CF_RANDOM_ENVELOPE)
            continue;
          cf_event_init_reveal (&event, holder[card], card);
        }
      else
        {
          int refuter = CF_NOBODY, shown = CF_NO_CARD;

          for (guint step = 1; step < n_players && refuter == CF_NOBODY; step++)
            {
              int q = (actor + step) % n_players;
              int held[3], n_held = 0;

              for (guint k = 0; k < 3; k++)
                if (holder[cards[k]] == q)
                  held[n_held++] = cards[k];
              if (n_held > 0)
                {
                  refuter = q;
                  if (actor == me)
                    shown = held[g_rand_int_range (rand, 0, n_held)];
                }
            }
          cf_event_init_suggestion (&event, actor, cards[0], cards[1], cards[2], refuter, shown);
        }

      if (!cf_case_log_append_event (log, &event, &error))
        g_error ("random event rejected: %s", error->message);
    }

  if (deal != NULL)
    memcpy (deal->holder, holder, sizeof holder);
  return log;
}
