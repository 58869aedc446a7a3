/* cf-game-check.c: the whole state of a game checked against the rules
 * (for the referee and for saved games)
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "cf-secrets-private.h"

/* ---------------------------------------------------------------- checks */

guint
cf_game_add_problem (GPtrArray *problems, const char *format, ...)
{
  va_list args;

  if (problems == NULL)
    return 1;
  va_start (args, format);
  g_ptr_array_add (problems, g_strdup_vprintf (format, args));
  va_end (args);
  return 1;
}

/* Does the true deal satisfy @event, read by the case log's semantics? */
static gboolean
event_is_true (CfGame *self, const CfEvent *event)
{
  switch (event->type)
    {
    case CF_EVENT_SUGGESTION:
      {
        guint n = self->n_seats;
        guint stop = event->refuter >= 0 ? (guint)event->refuter : (guint)event->player;
        for (guint seat = (event->player + 1) % n; seat != stop; seat = (seat + 1) % n)
          for (guint i = 0; i < 3 && !(event->refused & (1u << seat)); i++)
            if (cf_game_seat_holds (self, seat, event->cards[i]))
              return FALSE;
        if (event->refuter >= 0)
          {
            gboolean any = FALSE;
            for (guint i = 0; i < 3; i++)
              any = any || cf_game_seat_holds (self, event->refuter, event->cards[i]);
            if (!any)
              return FALSE;
            if (event->shown >= 0 && !cf_game_seat_holds (self, event->refuter, event->shown))
              return FALSE;
          }
        return TRUE;
      }
    case CF_EVENT_ACCUSATION:
      {
        gboolean right = TRUE;
        for (guint i = 0; i < 3; i++)
          {
            int c = event->cards[i];
            right = right &&
                    (c == self->envelope[0] || c == self->envelope[1] || c == self->envelope[2]);
          }
        return right == event->correct;
      }
    case CF_EVENT_REVEAL:
      if (event->player == CF_SET_ASIDE && self->secrets != NULL)
        {
          GArray *pool = cf_secrets_get_pool (self->secrets);

          for (guint i = 0; i < pool->len; i++)
            if (g_array_index (pool, int, i) == event->cards[0])
              return TRUE;
        }
      return event->player >= 0 && cf_game_seat_holds (self, event->player, event->cards[0]);
    default:
      return FALSE;
    }
}

/**
 * cf_game_check:
 * @problems: (nullable) (element-type utf8): where to add one line per problem
 *
 * Checks the invariants of the rules on the whole state: the cards form one
 * deal, tokens stand on walkable squares one to a square, weapons lie in
 * rooms, every seat's log is true of the deal, has exactly the public events
 * and holds no card shown to someone else.
 *
 * Returns: the number of violations found
 */
guint
cf_game_check (CfGame *self, GPtrArray *problems)
{
  guint                n_cards = cf_edition_get_n_cards (self->edition);
  g_autofree int      *count = g_new0 (int, n_cards);
  g_autofree gboolean *seen = g_new0 (gboolean, cf_board_get_n_places (self->board));
  guint                violations = 0;
  guint                n_events, n_public;
  guint                max_hand = 0, min_hand = G_MAXUINT;

#define VIOLATION(...)                                                                             \
  G_STMT_START                                                                                     \
  {                                                                                                \
    violations++;                                                                                  \
    cf_game_add_problem (problems, __VA_ARGS__);                                                   \
  }                                                                                                \
  G_STMT_END

  for (CfCategory c = 0; c < CF_N_CATEGORIES; c++)
    {
      int card = self->envelope[c];
      if (card < 0 || (guint)card >= n_cards ||
          cf_edition_get_card_category (self->edition, card) != c)
        VIOLATION ("envelope: no %d card", c);
      else
        count[card]++;
    }
  for (guint i = 0; i < self->n_seats; i++)
    {
      GArray *hand = self->seats[i].hand;
      for (guint j = 0; j < hand->len; j++)
        {
          int card = g_array_index (hand, int, j);
          if (card < 0 || (guint)card >= n_cards)
            VIOLATION ("seat %u holds a card that does not exist", i);
          else
            count[card]++;
        }
      max_hand = MAX (max_hand, hand->len);
      min_hand = MIN (min_hand, hand->len);
    }
  if (self->secrets != NULL)
    violations += cf_secrets_check_pool (self->secrets, count, min_hand, max_hand, problems);
  for (guint card = 0; card < n_cards; card++)
    if (count[card] != 1)
      VIOLATION ("card %s is dealt %d times", cf_edition_get_card_id (self->edition, card),
                 count[card]);
  if (max_hand > min_hand + 1)
    VIOLATION ("hands differ by more than one card");

  for (guint s = 0; s < self->n_suspects; s++)
    {
      CfPlace place = self->tokens[s];
      int     x, y;

      if (place < 0 || (guint)place >= cf_board_get_n_places (self->board))
        {
          VIOLATION ("token %u is nowhere", s);
          continue;
        }
      if (cf_board_place_is_room (self->board, place) ||
          cf_board_place_is_pool (self->board, place))
        continue;
      cf_board_place_get_xy (self->board, place, &x, &y);
      if (cf_board_get_kind (self->board, x, y) != CF_SQUARE_CORRIDOR)
        VIOLATION ("token %u stands on %d,%d, which is not a corridor", s, x, y);
      if (seen[place] && self->rules->tokens != CF_TOKENS_SHARE)
        VIOLATION ("two tokens share %d,%d", x, y);
      seen[place] = TRUE;
    }
  for (guint w = 0; w < self->n_weapons; w++)
    if (self->weapons[w] < 0 ||
        (guint)self->weapons[w] >= cf_board_get_n_rooms (self->board) +
                                       (cf_board_get_pool_place (self->board) != CF_PLACE_NONE))
      VIOLATION ("weapon %u is in no room", w);

  /* Discover the Secrets: its deck, Keepers and flags */
  if (self->secrets != NULL)
    violations += cf_secrets_check (self->secrets, problems);

  /* Every log holds the public events (suggestions, accusations) in the
   * same order; reveals may be one seat's own (a look in the pool, a
   * Keeper) and need only be true. */
  n_events = 0;
  for (guint e = 0; e < cf_case_log_get_n_events (self->seats[0].log); e++)
    n_events += cf_case_log_get_event (self->seats[0].log, e)->type != CF_EVENT_REVEAL;
  for (guint i = 0; i < self->n_seats; i++)
    {
      CfCaseLog *log = self->seats[i].log;
      GArray    *hand = self->seats[i].hand;

      if (cf_case_log_get_me (log) != (int)i || cf_case_log_get_n_my_cards (log) != hand->len)
        VIOLATION ("seat %u's log does not know its own hand", i);
      else
        for (guint j = 0; j < hand->len; j++)
          if (cf_case_log_get_my_card (log, j) != g_array_index (hand, int, j))
            VIOLATION ("seat %u's log has a wrong own card", i);
      for (guint j = 0; j < self->n_seats; j++)
        if (cf_case_log_get_hand_size (log, j) != self->seats[j].hand->len)
          VIOLATION ("seat %u's log has a wrong hand size for seat %u", i, j);

      n_public = 0;
      for (guint e = 0, f = 0; e < cf_case_log_get_n_events (log); e++)
        {
          const CfEvent *event = cf_case_log_get_event (log, e);
          const CfEvent *first;

          if (!event_is_true (self, event))
            VIOLATION ("seat %u's event %u is not true of the deal", i, e);
          if (event->type == CF_EVENT_REVEAL || ++n_public > n_events)
            continue;
          while (cf_case_log_get_event (self->seats[0].log, f)->type == CF_EVENT_REVEAL)
            f++;
          first = cf_case_log_get_event (self->seats[0].log, f++);
          if (event->type != first->type || event->player != first->player ||
              event->refused != first->refused || event->refuter != first->refuter ||
              memcmp (event->cards, first->cards, sizeof event->cards) != 0)
            VIOLATION ("seat %u's event %u differs from the public record", i, e);
          if (event->shown >= 0 && event->type == CF_EVENT_SUGGESTION && (int)i != event->player &&
              (int)i != event->refuter)
            VIOLATION ("seat %u saw the card shown in event %u to someone else", i, e);
          if (event->type == CF_EVENT_SUGGESTION && event->refuter >= 0 && event->shown < 0 &&
              ((int)i == event->player || (int)i == event->refuter))
            VIOLATION ("seat %u's event %u lacks the card it saw", i, e);
        }
      if (n_public != n_events)
        VIOLATION ("seat %u's log has %u public events, seat 0's %u", i, n_public, n_events);
    }

  if (self->phase == CF_PHASE_OVER && self->winner >= 0)
    {
      gboolean won = FALSE;
      for (guint e = 0; e < cf_case_log_get_n_events (self->seats[0].log); e++)
        {
          const CfEvent *event = cf_case_log_get_event (self->seats[0].log, e);
          won = won || (event->type == CF_EVENT_ACCUSATION && event->correct &&
                        event->player == self->winner);
        }
      if (!won)
        VIOLATION ("seat %d won without a correct accusation", self->winner);
    }
  if (self->phase != CF_PHASE_OVER && self->seats[self->current].out &&
      !self->rules->wrong_accuser_moves)
    VIOLATION ("seat %u plays after a wrong accusation", self->current);
  /* 18 x 18: a wrong accuser keeps moving, but "is not allowed to make any
   * suggestions" */
  if (self->seats[self->current].out &&
      (self->phase == CF_PHASE_SUGGEST || self->phase == CF_PHASE_REFUTE))
    VIOLATION ("seat %u suggests after a wrong accusation", self->current);

  /* A refutation waits on the first seat clockwise that holds a named card:
   * everyone before it passed, so none of them may hold one. */
  if (self->phase == CF_PHASE_REFUTE)
    {
      if (self->refuter < 0 || (guint)self->refuter >= self->n_seats ||
          (guint)self->refuter == self->current)
        VIOLATION ("the refuter %d is not another seat", self->refuter);
      else
        for (guint i = 1; i < self->n_seats; i++)
          {
            guint    seat = (self->current + i) % self->n_seats;
            gboolean holds = cf_game_seat_holds (self, seat, self->suggestion[0]) ||
                             cf_game_seat_holds (self, seat, self->suggestion[1]) ||
                             cf_game_seat_holds (self, seat, self->suggestion[2]);

            if (seat == (guint)self->refuter)
              {
                if (!holds)
                  VIOLATION ("seat %u must refute but holds none of the cards named", seat);
                break;
              }
            if (holds && !(cf_secrets_get_refused (self->secrets) & (1u << seat)))
              VIOLATION ("seat %u passed over though it holds a card named", seat);
          }
    }

#undef VIOLATION
  return violations;
}
