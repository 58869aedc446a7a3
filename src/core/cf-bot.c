/* cf-bot.c: computer players that see only what their seat saw
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>

#include <glib/gi18n-lib.h>

#include "cf-bot-private.h"
#include "cf-bot.h"
#include "cf-deduction.h"
#include "cf-game-private.h"

/*
 * Every bot works in two steps. First it turns its view into Knowledge: for
 * each card, who is known to hold it and how likely it is to be in the
 * envelope. The three levels differ there:
 *
 *  - Beginner notes only its own hand and the cards shown to it;
 *  - Detective keeps the classic notebook: simple eliminations, repeated
 *    until nothing changes;
 *  - Master asks the exact deduction engine.
 *
 * Then a shared strategy, with a few level-specific choices, picks the move,
 * the suggestion, the card to show and whether to accuse.
 */

/**
 * cf_bot_view_new:
 * @game: a game
 * @seat: the seat that must act
 *
 * Copies what @seat may know now: cf_bot_view_new_from_view() of a view of
 * @seat made for the moment.
 */
CfBotView *
cf_bot_view_new (CfGame *game, guint seat)
{
  g_autoptr(CfSeatView) seat_view = cf_seat_view_new (game, seat);

  return cf_bot_view_new_from_view (seat_view);
}

/**
 * cf_bot_view_new_from_view:
 * @seat_view: the view of the seat that must act
 *
 * Copies what the seat may know now, for a bot to think about in another
 * thread: the public table (cf_seat_view_get_table()) and the seat's own
 * side (its case log, what the game awaits of it, its Keepers and pool
 * looks), read through @seat_view alone, so that a bot cannot learn what
 * its seat could not.
 */
CfBotView *
cf_bot_view_new_from_view (CfSeatView *seat_view)
{
  CfPublicView  *table = cf_seat_view_get_table (seat_view);
  CfBotView     *view = g_new0 (CfBotView, 1);
  CfChoices      choices = cf_seat_view_get_choices (seat_view);
  guint          seat = cf_seat_view_get_seat (seat_view);
  const CfReach *reach = cf_public_view_get_reach (table);
  gboolean       mine = cf_public_view_get_awaited (table).seat == (int)seat;

  view->edition = g_object_ref (cf_public_view_get_edition (table));
  view->board = g_object_ref (cf_public_view_get_board (table));
  view->seat = seat;
  view->n_seats = cf_public_view_get_n_seats (table);
  view->phase = cf_public_view_get_phase (table);
  view->current = cf_public_view_get_current_seat (table);
  for (guint i = 0; i < view->n_seats; i++)
    {
      view->suspects[i] = cf_public_view_get_seat_suspect (table, i);
      view->out[i] = cf_public_view_is_seat_out (table, i);
    }
  view->n_suspects = cf_edition_get_n_cards_of (view->edition, CF_CATEGORY_SUSPECT);
  view->n_weapons = cf_edition_get_n_cards_of (view->edition, CF_CATEGORY_WEAPON);
  view->tokens = g_new (CfPlace, view->n_suspects);
  view->weapons = g_new (int, view->n_weapons);
  for (guint s = 0; s < view->n_suspects; s++)
    view->tokens[s] = cf_public_view_get_token (table, s);
  for (guint w = 0; w < view->n_weapons; w++)
    view->weapons[w] = cf_public_view_get_weapon_room (table, w);

  view->reach.squares = g_array_new (FALSE, FALSE, sizeof (CfPlace));
  if (mine && view->phase == CF_PHASE_MOVE)
    {
      view->roll = cf_public_view_get_roll (table);
      g_array_append_vals (view->reach.squares, reach->squares->data, reach->squares->len);
      view->reach.rooms = reach->rooms;
    }
  view->can_roll = (choices & CF_CHOICE_ROLL) != 0;
  view->can_passage = (choices & CF_CHOICE_PASSAGE) != 0;
  view->can_suggest = (choices & CF_CHOICE_SUGGEST) != 0;
  view->can_accuse = (choices & CF_CHOICE_ACCUSE) && view->current == seat;
  view->can_end_turn = (choices & CF_CHOICE_END_TURN) != 0;
  memcpy (view->suggestion, cf_seat_view_get_suggestion (seat_view), sizeof view->suggestion);
  view->suggester = cf_public_view_get_suggester (table);
  view->choices = cf_seat_view_get_refute_choices (seat_view);
  view->log = cf_case_log_copy (cf_seat_view_get_case_log (seat_view));

  view->at_pool = cf_edition_get_rules (view->edition)->accuse_at_pool;
  view->in_pool = cf_board_place_is_pool (view->board, view->tokens[view->suspects[seat]]);
  view->can_draw = (choices & CF_CHOICE_DRAW) != 0;
  view->can_look = -1;
  for (guint i = 0; i < cf_seat_view_get_n_pool_cards (seat_view); i++)
    if (cf_seat_view_get_pool_card_seen (seat_view, i) < 0)
      {
        view->n_unseen++;
        if (view->can_look < 0 && cf_seat_view_can_look (seat_view, i))
          view->can_look = i;
      }
  for (CfKeeperEffect e = 0; e < CF_N_KEEPER_EFFECTS; e++)
    view->can_play[e] = cf_seat_view_can_play_keeper (seat_view, e);
  if (cf_public_view_get_intrigue (table) != NULL)
    view->risky =
        cf_public_view_get_clocks_out (table) + 1 >= cf_public_view_get_intrigue (table)->clocks;
  /* Back to the start: an opponent in the pool, about to accuse */
  view->send_target = -1;
  for (guint i = 0; i < view->n_seats; i++)
    if (i != seat && !view->out[i] &&
        cf_board_place_is_pool (view->board, view->tokens[view->suspects[i]]) &&
        cf_public_view_start_is_free (table, view->suspects[i]))
      view->send_target = view->suspects[i];
  return view;
}

void
cf_bot_view_free (CfBotView *view)
{
  if (view == NULL)
    return;
  g_clear_object (&view->edition);
  g_clear_object (&view->board);
  g_free (view->tokens);
  g_free (view->weapons);
  cf_reach_clear (&view->reach);
  g_clear_pointer (&view->choices, g_array_unref);
  g_clear_object (&view->log);
  g_free (view);
}

/* ---------------------------------------------------------------- the bot */

struct _CfBot
{
  GObject parent_instance;

  CfPlayerKind level;
  guint64      rng;
  GMutex       mutex;

  /* Master: the last deduction, reused while the log has not grown */
  CfDeduction *deduction;
  guint        deduction_events;
};

G_DEFINE_FINAL_TYPE (CfBot, cf_bot, G_TYPE_OBJECT)

static void
cf_bot_finalize (GObject *object)
{
  CfBot *self = CF_BOT (object);

  g_clear_object (&self->deduction);
  g_mutex_clear (&self->mutex);
  G_OBJECT_CLASS (cf_bot_parent_class)->finalize (object);
}

static void
cf_bot_class_init (CfBotClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = cf_bot_finalize;
}

static void
cf_bot_init (CfBot *self)
{
  g_mutex_init (&self->mutex);
}

/**
 * cf_bot_new:
 * @level: %CF_PLAYER_BEGINNER, %CF_PLAYER_DETECTIVE or %CF_PLAYER_MASTER
 * @seed: for the bot's own random choices
 */
CfBot *
cf_bot_new (CfPlayerKind level, guint64 seed)
{
  CfBot *self;

  g_return_val_if_fail (level != CF_PLAYER_HUMAN && level < CF_N_PLAYER_KINDS, NULL);

  self = g_object_new (CF_TYPE_BOT, NULL);
  self->level = level;
  self->rng = seed;
  return self;
}

CfPlayerKind
cf_bot_get_level (CfBot *self)
{
  g_return_val_if_fail (CF_IS_BOT (self), CF_PLAYER_BEGINNER);
  return self->level;
}

/* ---------------------------------------------------------------- knowledge */

enum
{
  UNKNOWN,
  NO,
  YES
};

typedef struct
{
  guint  n_cards;
  guint  n_players;
  int    holder[CF_MAX_CARDS];   /* a player known to hold it, or -1 */
  int    envelope[CF_MAX_CARDS]; /* UNKNOWN, NO, YES */
  double p_envelope[CF_MAX_CARDS];
  int    solved[CF_N_CATEGORIES]; /* the envelope's card, or -1 */
  /* Master: the best guess reading the table, and its chance */
  gboolean assumed_ok;
  int      assumed_guess[CF_N_CATEGORIES];
  double   assumed_p;
  /* Master: another player may or may not hold it, so a suggestion
   * naming it may teach something */
  gboolean askable[CF_MAX_CARDS];
} Knowledge;

static void
knowledge_finish (Knowledge *k, CfEdition *edition)
{
  /* Probabilities uniform over the candidates, where the level has none. */
  for (CfCategory c = 0; c < CF_N_CATEGORIES; c++)
    {
      guint first = cf_edition_get_first_card_of (edition, c);
      guint n = cf_edition_get_n_cards_of (edition, c);
      guint candidates = 0;
      int   yes = -1;

      for (guint i = first; i < first + n; i++)
        {
          if (k->envelope[i] == YES)
            yes = i;
          if (k->envelope[i] != NO)
            candidates++;
        }
      if (yes < 0 && candidates == 1)
        for (guint i = first; i < first + n; i++)
          if (k->envelope[i] != NO)
            yes = i;
      k->solved[c] = yes;
      if (k->p_envelope[first] >= 0)
        continue;
      for (guint i = first; i < first + n; i++)
        k->p_envelope[i] = yes >= 0               ? (i == (guint)yes)
                           : k->envelope[i] == NO ? 0.0
                                                  : 1.0 / MAX (candidates, 1);
    }
}

static void
knowledge_init (Knowledge *k, CfCaseLog *log)
{
  CfEdition *edition = cf_case_log_get_edition (log);

  memset (k, 0, sizeof *k);
  k->n_cards = cf_edition_get_n_cards (edition);
  k->n_players = cf_case_log_get_n_players (log);
  for (guint i = 0; i < CF_MAX_CARDS; i++)
    {
      k->holder[i] = -1;
      k->envelope[i] = UNKNOWN;
      k->p_envelope[i] = -1;
    }
}

static void
beginner_knowledge (Knowledge *k, CfCaseLog *log)
{
  int me = cf_case_log_get_me (log);

  knowledge_init (k, log);
  for (guint i = 0; i < cf_case_log_get_n_my_cards (log); i++)
    k->holder[cf_case_log_get_my_card (log, i)] = me;
  for (guint e = 0; e < cf_case_log_get_n_events (log); e++)
    {
      const CfEvent *event = cf_case_log_get_event (log, e);
      if (event->type == CF_EVENT_SUGGESTION && event->player == me && event->shown >= 0)
        k->holder[event->shown] = event->refuter;
      /* A card seen face up, or face down in the pool */
      if (event->type == CF_EVENT_REVEAL && event->player >= 0)
        k->holder[event->cards[0]] = event->player;
      if (event->type == CF_EVENT_REVEAL && event->player == CF_SET_ASIDE)
        k->envelope[event->cards[0]] = NO;
    }
  for (guint card = 0; card < k->n_cards; card++)
    if (k->holder[card] >= 0)
      k->envelope[card] = NO;
  knowledge_finish (k, cf_case_log_get_edition (log));
}

/* The pencil-and-paper notebook most notebook apps keep: a grid of cards ×
 * players and envelope, filled by simple elimination only: own cards, cards
 * shown, players who could not refute, one holder per card, a card no player
 * holds is the answer, and the last card of a category. What it does not do
 * is reason about which of three cards a refuter showed someone else, or
 * count a player's hand: that is the Master's exact engine. */
static void
detective_knowledge (Knowledge *k, CfCaseLog *log)
{
  CfEdition *edition = cf_case_log_get_edition (log);
  guint      n = cf_case_log_get_n_players (log);
  int        me = cf_case_log_get_me (log);
  guint      n_cards = cf_edition_get_n_cards (edition);
  guint8     grid[CF_MAX_CARDS][CF_MAX_PLAYERS + 1];
  gboolean   changed = TRUE;
  gboolean   in_pool[CF_MAX_CARDS] = { FALSE };
  guint      n_pool_seen = 0;

  knowledge_init (k, log);
  memset (grid, UNKNOWN, sizeof grid);

#define SET(card, holder, value)                                                                   \
  G_STMT_START                                                                                     \
  {                                                                                                \
    if (grid[card][holder] == UNKNOWN)                                                             \
      {                                                                                            \
        grid[card][holder] = value;                                                                \
        changed = TRUE;                                                                            \
      }                                                                                            \
  }                                                                                                \
  G_STMT_END

  for (guint card = 0; card < n_cards; card++)
    SET (card, me, NO);
  for (guint i = 0; i < cf_case_log_get_n_my_cards (log); i++)
    grid[cf_case_log_get_my_card (log, i)][me] = YES;

  for (guint e = 0; e < cf_case_log_get_n_events (log); e++)
    {
      const CfEvent *event = cf_case_log_get_event (log, e);

      if (event->type == CF_EVENT_REVEAL && event->player >= 0)
        SET (event->cards[0], event->player, YES);
      /* A card seen face down in the pool: nobody's, not the envelope's */
      if (event->type == CF_EVENT_REVEAL && event->player == CF_SET_ASIDE &&
          !in_pool[event->cards[0]])
        {
          in_pool[event->cards[0]] = TRUE;
          n_pool_seen++;
          for (guint p = 0; p <= n; p++)
            SET (event->cards[0], p, NO);
        }
      if (event->type != CF_EVENT_SUGGESTION)
        continue;
      /* A player who refused (a Keeper) tells nothing */
      for (guint p = (event->player + 1) % n;
           p != (guint)(event->refuter >= 0 ? event->refuter : event->player); p = (p + 1) % n)
        for (guint i = 0; i < 3 && !(event->refused & (1u << p)); i++)
          SET (event->cards[i], p, NO);
      if (event->refuter >= 0 && event->shown >= 0)
        SET (event->shown, event->refuter, YES);
    }

  while (changed)
    {
      changed = FALSE;

      for (guint card = 0; card < n_cards; card++)
        {
          guint no = 0;
          for (guint p = 0; p <= n; p++)
            if (grid[card][p] == YES)
              for (guint q = 0; q <= n; q++)
                if (q != p)
                  SET (card, q, NO);
          for (guint p = 0; p < n; p++)
            no += grid[card][p] == NO;
          /* Held by no player: the envelope's, unless it may lie unseen
           * in the pool */
          if (no == n && !in_pool[card] && n_pool_seen == cf_case_log_get_set_aside (log))
            SET (card, n, YES);
        }

      for (CfCategory c = 0; c < CF_N_CATEGORIES; c++)
        {
          guint first = cf_edition_get_first_card_of (edition, c);
          guint count = cf_edition_get_n_cards_of (edition, c);
          guint no = 0;
          int   open = -1;

          for (guint card = first; card < first + count; card++)
            {
              if (grid[card][n] == YES)
                for (guint other = first; other < first + count; other++)
                  if (other != card)
                    SET (other, n, NO);
              if (grid[card][n] == NO)
                no++;
              else
                open = card;
            }
          if (no == count - 1 && open >= 0)
            SET (open, n, YES);
        }
    }
#undef SET

  for (guint card = 0; card < n_cards; card++)
    {
      for (guint p = 0; p < n; p++)
        if (grid[card][p] == YES)
          k->holder[card] = p;
      k->envelope[card] = grid[card][n];
    }
  knowledge_finish (k, edition);
}

static CfDeduction *
master_deduction (CfBot *self, CfCaseLog *log, GCancellable *cancellable)
{
  guint n_events = cf_case_log_get_n_events (log);

  if (self->deduction == NULL || self->deduction_events != n_events ||
      cf_case_log_get_me (cf_deduction_get_case_log (self->deduction)) != cf_case_log_get_me (log))
    {
      g_clear_object (&self->deduction);
      self->deduction = cf_deduction_new (log, cancellable, NULL);
      self->deduction_events = n_events;
    }
  return self->deduction;
}

/* Reading the table: players mostly ask about cards they do not hold (the
 * bots never ask about their own but to blank a solved category, and people
 * rarely; they also head for rooms they have not ruled out). Assuming so of every opponent's
 * suggestion sharpens the envelope estimate a great deal; when no deal agrees with the assumption
 * (someone bluffed), the Master goes by the log alone. Only guesses use this, never what the Master
 * counts as certain. */
static void
assume_asked_not_held (const Knowledge *k, CfCaseLog *log, guint64 *not_held)
{
  int me = cf_case_log_get_me (log);

  memset (not_held, 0, sizeof (guint64) * CF_MAX_PLAYERS);
  for (guint e = 0; e < cf_case_log_get_n_events (log); e++)
    {
      const CfEvent *event = cf_case_log_get_event (log, e);
      if (event->type == CF_EVENT_SUGGESTION && event->player != me)
        for (guint i = 0; i < 3; i++)
          if (k->holder[event->cards[i]] != event->player)
            not_held[event->player] |= G_GUINT64_CONSTANT (1) << event->cards[i];
    }
}

static void
master_knowledge (CfBot *self, Knowledge *k, CfCaseLog *log, GCancellable *cancellable)
{
  CfDeduction *deduction = master_deduction (self, log, cancellable);
  int          envelope;

  if (deduction == NULL || !cf_deduction_is_consistent (deduction))
    {
      /* Cannot happen with a true log; fall back to the notebook. */
      detective_knowledge (k, log);
      return;
    }

  knowledge_init (k, log);
  envelope = cf_deduction_get_envelope_holder (deduction);
  for (guint card = 0; card < k->n_cards; card++)
    {
      for (guint p = 0; p < k->n_players; p++)
        {
          CfCellStatus status = cf_deduction_get_status (deduction, card, p);
          if (status == CF_CELL_YES)
            k->holder[card] = p;
          if ((status == CF_CELL_MAYBE || status == CF_CELL_UNKNOWN) &&
              (int)p != cf_case_log_get_me (log))
            k->askable[card] = TRUE;
        }
      switch (cf_deduction_get_status (deduction, card, envelope))
        {
        case CF_CELL_YES:
          k->envelope[card] = YES;
          break;
        case CF_CELL_NO:
          k->envelope[card] = NO;
          break;
        default:
          k->envelope[card] = UNKNOWN;
          break;
        }
      k->p_envelope[card] = cf_deduction_get_probability (deduction, card, envelope);
    }
  knowledge_finish (k, cf_case_log_get_edition (log));

  {
    guint64 not_held[CF_MAX_PLAYERS];
    double  p_env[CF_MAX_CARDS];

    assume_asked_not_held (k, log, not_held);
    k->assumed_ok = cf_deduction_guess_assuming (log, not_held, k->assumed_guess, &k->assumed_p,
                                                 p_env, cancellable, NULL);
    if (k->assumed_ok)
      for (guint card = 0; card < k->n_cards; card++)
        if (k->envelope[card] == UNKNOWN)
          k->p_envelope[card] = p_env[card];
  }
}

/* ---------------------------------------------------------------- strategy */

/* The Master's tuning, measured with casefile-cli simulate (see README) */
#define MASTER_CANDIDATES 4      /* suspects and weapons it asks advice on */
#define MASTER_EVALUATED 10      /* of their pairs, how many it weighs exactly */
#define MASTER_SOLVED_WEIGHT 4.0 /* bits a certain solution is worth */
#define MASTER_SUMMON_COST 0.3   /* bits it gives up not to pull an opponent in */
#define MASTER_BAR_START 0.8     /* chance it wants before accusing unsure… */
#define MASTER_BAR_SLOPE 0.96    /* …less as the closest opponent learns… */
#define MASTER_BAR_PROGRESS 0.08 /* …past this share of the cards it must place… */
#define MASTER_BAR_FLOOR 0.4     /* …down to this… */
#define MASTER_BAR_THREAT 0.1    /* …and less after an unrefuted suggestion */
#define MASTER_BAR_WALK 0.25     /* …and less to set off for a distant pool */
#define MASTER_PROBE_ROOM 0.6    /* a room nobody can show, against an open one */
#define MASTER_SHOWN_ROOM 0.3    /* a room another player may show */
/* Where a visit to the pool allows a look or an accusation, not both: how
 * much more the pool's unseen cards are worth to the Master than to the
 * others (2008, Master + 5 Detectives, 300 games of seed 7: at 1.0 it wins
 * 51.7%, at 3.0 50.7%, at 5.0 and 10.0 56.7%, as before the rule) */
#define MASTER_POOL_LOOK 5.0

static guint
below (CfBot *self, guint bound)
{
  return cf_game_rng_below (&self->rng, MAX (bound, 1));
}

static int
first_card (const CfBotView *view, CfCategory category)
{
  return cf_edition_get_first_card_of (view->edition, category);
}

static gboolean
is_solved (const Knowledge *k)
{
  return k->solved[0] >= 0 && k->solved[1] >= 0 && k->solved[2] >= 0;
}

/* Entropy, in bits, of who holds @card (the players and the envelope). */
static double
holder_entropy (CfDeduction *deduction, int card)
{
  guint  n = cf_deduction_get_n_holders (deduction);
  double h = 0.0;

  for (guint i = 0; i < n; i++)
    {
      double p = cf_deduction_get_probability (deduction, card, i);
      if (p > 0.0 && p < 1.0)
        h -= p * log2 (p);
    }
  return h;
}

/* How much a suggestion in @room is worth to this bot. */
static double
room_value (CfBot *self, const Knowledge *k, const CfBotView *view, int room)
{
  int card = first_card (view, CF_CATEGORY_ROOM) + room;

  if (self->level == CF_PLAYER_MASTER)
    {
      /* Rooms still open teach the most; a passage promises a suggestion
       * on the next turn too. A room card nobody else can show (its own,
       * the envelope's or the pool's) leaves the refutation to the
       * suspects and weapons, which makes the room worth a suggestion
       * still; one that another player may show, less so. Not while pool
       * cards are unseen: the pool is then worth the walk more (measured:
       * Discover the Secrets lost 5 points when such rooms drew it off). */
      gboolean open = FALSE;
      double   value;

      /* Open: a suspect or weapon whose holder the table may tell */
      for (CfCategory c = CF_CATEGORY_SUSPECT; c <= CF_CATEGORY_WEAPON; c++)
        for (guint i = 0; i < cf_edition_get_n_cards_of (view->edition, c); i++)
          open = open || (k->askable[first_card (view, c) + i] &&
                          k->envelope[first_card (view, c) + i] == UNKNOWN);
      if (k->envelope[card] == UNKNOWN && k->askable[card])
        value = 1.0;
      else if (!open || view->n_unseen > 0)
        value = 0.0;
      else if (!k->askable[card])
        /* Nobody else can show it: its own, the envelope's or the pool's */
        value = MASTER_PROBE_ROOM;
      else
        value = MASTER_SHOWN_ROOM;
      if (cf_board_get_passage (view->board, room) >= 0)
        value += 0.3;
      return value;
    }
  if (k->solved[CF_CATEGORY_ROOM] >= 0)
    return 1.0;
  return k->envelope[card] == NO ? 0.0 : 1.0;
}

typedef struct
{
  guint  n_rooms;                    /* the rooms, and the pool where there is one */
  guint *distance[CF_MAX_CARDS + 1]; /* per room: steps from every place into it */
  double value[CF_MAX_CARDS + 1];
} RoomMaps;

/* A room's place, or the pool's for the index after the last room */
static CfPlace
area_place (CfBoard *board, guint area)
{
  return area < cf_board_get_n_rooms (board) ? cf_board_room_place (board, area)
                                             : cf_board_get_pool_place (board);
}

/* @ready: the bot knows (or will gamble on) the answer: where accusations
 * are made only in the pool, the pool is then all that is worth going to.
 * Before, the pool is worth a visit for its unseen cards. */
static void
room_maps_init (
    RoomMaps *maps, CfBot *self, const Knowledge *k, const CfBotView *view, gboolean ready)
{
  guint                n_places = cf_board_get_n_places (view->board);
  g_autofree gboolean *occupied = g_new0 (gboolean, n_places);
  int                  my_suspect = view->suspects[view->seat];
  gboolean             blocking = cf_edition_get_rules (view->edition)->tokens == CF_TOKENS_BLOCK;
  double               look;

  /* Only tokens that block change the way; passed or shared ones do not */
  for (guint s = 0; s < view->n_suspects && blocking; s++)
    if ((int)s != my_suspect && !cf_board_place_is_room (view->board, view->tokens[s]))
      occupied[view->tokens[s]] = TRUE;

  /* Where a visit allows a look or an accusation, not both, the look takes
   * a visit of its own: the Master makes it early, so that what it saw
   * guides its rumors before it comes back to accuse (measured: see
   * MASTER_POOL_LOOK) */
  look =
      self->level == CF_PLAYER_MASTER && cf_edition_get_rules (view->edition)->pool_look_or_accuse
          ? MASTER_POOL_LOOK
          : 1.0;

  maps->n_rooms = cf_board_get_n_rooms (view->board);
  if (cf_board_get_pool_place (view->board) != CF_PLACE_NONE && view->at_pool)
    maps->n_rooms++;
  for (guint r = 0; r < maps->n_rooms; r++)
    {
      maps->distance[r] = g_new (guint, n_places);
      cf_board_distances (view->board, area_place (view->board, r), occupied, maps->distance[r]);
      if (r == cf_board_get_n_rooms (view->board))
        /* Unseen pool cards keep every card's envelope chance open: one
         * visit settles them */
        maps->value[r] = ready ? 2.0 : MIN (1.2 * view->n_unseen, 2.0) * look;
      else if (ready && view->at_pool)
        maps->value[r] = 0.0;
      /* Where one accuses only right after one's own suggestion, any room
       * will do once the answer is known */
      else if (ready && self->level == CF_PLAYER_MASTER &&
               cf_edition_get_rules (view->edition)->accuse_when == CF_ACCUSE_AFTER_OWN_QUERY)
        maps->value[r] = 2.0;
      else
        maps->value[r] = room_value (self, k, view, r);
    }
}

static void
room_maps_clear (RoomMaps *maps)
{
  for (guint r = 0; r < maps->n_rooms; r++)
    g_free (maps->distance[r]);
}

/* The chance that a roll of the edition's dice is at least @steps. */
static double
p_roll_at_least (const CfBotView *view, guint steps)
{
  guint dice = MAX (cf_edition_get_dice (view->edition), 1);
  guint ways = 0, total = 0;

  if (dice == 1)
    return steps <= 1 ? 1.0 : steps > 6 ? 0.0 : (7.0 - steps) / 6.0;
  for (guint a = 1; a <= 6; a++)
    for (guint b = 1; b <= 6; b++)
      {
        total++;
        ways += a + b >= steps;
      }
  return (double)ways / total;
}

/* The worth of standing on @place. The Master weighs each room by the
 * chance of getting in with the next roll; the others head for the nearest
 * room worth visiting, counting the turns it takes (a die averages 3.5). */
static double
place_score (
    const RoomMaps *maps, const CfBotView *view, gboolean master, CfPlace place, int exclude_room)
{
  double best = 0.0, fallback = 0.0;
  double per_turn = 3.5 * MAX (cf_edition_get_dice (view->edition), 1);

  for (guint r = 0; r < maps->n_rooms; r++)
    {
      guint  d = maps->distance[r][place];
      double turns, score;

      if ((int)r == exclude_room || d == G_MAXUINT)
        continue;
      turns = ceil (d / per_turn);
      score = maps->value[r] / (1.0 + turns) - d * 0.001;
      if (master)
        {
          fallback = MAX (fallback, 0.05 * score);
          score = maps->value[r] * p_roll_at_least (view, d) - d * 0.001;
        }
      best = MAX (best, score);
    }
  return MAX (best, fallback);
}

static void
choose_destination (
    CfBot *self, const Knowledge *k, const CfBotView *view, gboolean ready, CfAction *action)
{
  RoomMaps maps = { 0 };
  double   best = -1.0, danger = 1.0;
  CfPlace  choice = CF_PLACE_NONE;
  g_autoptr(GArray) ties = g_array_new (FALSE, FALSE, sizeof (CfPlace));

  room_maps_init (&maps, self, k, view, ready);
  /* What a "?" square costs when the next Clock may murder: more than any
   * place it leads to is worth (the Master's pool may be worth 10) */
  for (guint r = 0; r < maps.n_rooms; r++)
    danger = MAX (danger, 0.5 * maps.value[r]);

  for (guint r = 0; r < maps.n_rooms; r++)
    if ((view->reach.rooms >> r) & 1)
      {
        /* Entering now is worth the room's whole value, plus where its
         * passage leads for the next turn. */
        double  score = maps.value[r] + 0.01;
        CfPlace place = area_place (view->board, r);

        if (self->level == CF_PLAYER_BEGINNER && maps.value[r] > 0)
          score = 1.0;
        if (score > best + 1e-9)
          {
            best = score;
            g_array_set_size (ties, 0);
          }
        if (score > best - 1e-9)
          g_array_append_val (ties, place);
      }

  for (guint i = 0; i < view->reach.squares->len; i++)
    {
      CfPlace place = g_array_index (view->reach.squares, CfPlace, i);
      double  score = place_score (&maps, view, self->level == CF_PLAYER_MASTER, place, -1);

      /* A "?" square draws an Intrigue card: not when the next Clock may
       * murder */
      if (view->risky && cf_board_is_question (view->board, place))
        score -= danger;
      if (score > best + 1e-9)
        {
          best = score;
          g_array_set_size (ties, 0);
        }
      if (score > best - 1e-9)
        g_array_append_val (ties, place);
    }

  if (ties->len > 0)
    choice = g_array_index (ties, CfPlace, below (self, ties->len));
  room_maps_clear (&maps);

  action->kind = CF_ACTION_MOVE;
  action->place = choice;
}

static gboolean
suggest_cards (CfBot           *self,
               const Knowledge *k,
               const CfBotView *view,
               int              room_card,
               int             *suspect,
               int             *weapon)
{
  CfCategory categories[2] = { CF_CATEGORY_SUSPECT, CF_CATEGORY_WEAPON };
  int       *out[2] = { suspect, weapon };

  if (self->level == CF_PLAYER_MASTER && self->deduction != NULL &&
      cf_deduction_is_consistent (self->deduction))
    {
      CfDeduction *deduction = self->deduction;
      g_autoptr(GArray) ranking = NULL;
      int   picks[2][MASTER_CANDIDATES];
      int   suggestions[MASTER_CANDIDATES * MASTER_CANDIDATES][3];
      guint n = 0;

      /* The exact advice costs a count per outcome; ask it about the cards
       * whose holder is least certain, which is where the bits are. */
      for (guint i = 0; i < 2; i++)
        {
          CfCategory c = categories[i];
          int        first = first_card (view, c);
          guint      count = cf_edition_get_n_cards_of (view->edition, c);
          double     scores[CF_MAX_CARDS];
          /* Two most likely to be in the envelope (a suggestion nobody
           * can refute ends the game), one whose holder is least known. */
          for (guint m = 0; m < MASTER_CANDIDATES; m++)
            {
              guint best = 0;
              for (guint j = 0; j < count; j++)
                {
                  gboolean taken = FALSE;
                  for (guint t = 0; t < m; t++)
                    taken = taken || picks[i][t] == first + (int)j;
                  scores[j] =
                      taken ? -1.0
                      : m + 1 < MASTER_CANDIDATES
                          ? k->p_envelope[first + j] + 1e-6 * below (self, 1000)
                          : holder_entropy (deduction, first + j) + 1e-6 * below (self, 1000);
                  if (scores[j] > scores[best])
                    best = j;
                }
              picks[i][m] = first + best;
            }
        }
      {
        double pick_h[2][MASTER_CANDIDATES];
        double pair_h[MASTER_CANDIDATES * MASTER_CANDIDATES];

        /* Each card's uncertainty once; a pair's is the sum. */
        for (guint i = 0; i < 2; i++)
          for (guint m = 0; m < MASTER_CANDIDATES; m++)
            pick_h[i][m] = holder_entropy (deduction, picks[i][m]);
        for (guint a = 0; a < MASTER_CANDIDATES; a++)
          for (guint b = 0; b < MASTER_CANDIDATES; b++)
            {
              suggestions[n][0] = picks[0][a];
              suggestions[n][1] = picks[1][b];
              suggestions[n][2] = room_card;
              pair_h[n] = pick_h[0][a] + pick_h[1][b];
              n++;
            }
        /* The exact advice for the pairs whose holders are least known;
         * the pair of the two most likely envelope cards always. */
        while (n > MASTER_EVALUATED)
          {
            guint worst = 1;
            for (guint i = 2; i < n; i++)
              if (pair_h[i] < pair_h[worst])
                worst = i;
            memmove (suggestions[worst], suggestions[worst + 1],
                     sizeof suggestions[0] * (n - worst - 1));
            memmove (&pair_h[worst], &pair_h[worst + 1], sizeof pair_h[0] * (n - worst - 1));
            n--;
          }
      }
      ranking = cf_deduction_advise_among (deduction, view->seat, (const int (*)[3])suggestions, n,
                                           NULL, NULL);
      if (ranking != NULL && ranking->len > 0)
        {
          const CfAdvice *best = NULL;
          double          best_score = -G_MAXDOUBLE;

          /* Bits bring the answer closer; a chance to have it at once
           * is worth more than its bits. */
          for (guint r = 0; r < ranking->len; r++)
            {
              const CfAdvice *a = &g_array_index (ranking, CfAdvice, r);
              double          score = a->expected_bits + MASTER_SOLVED_WEIGHT * a->p_solved;
              int             named;

              /* Bringing an opponent's token here hands it a free
               * suggestion next turn: worth avoiding at a small price. */
              named = a->cards[0] - first_card (view, CF_CATEGORY_SUSPECT);
              for (guint seat = 0; seat < view->n_seats; seat++)
                if (seat != view->seat && !view->out[seat] && view->suspects[seat] == named &&
                    view->tokens[named] !=
                        cf_board_room_place (view->board,
                                             room_card - first_card (view, CF_CATEGORY_ROOM)))
                  score -= MASTER_SUMMON_COST;
              if (score > best_score)
                {
                  best_score = score;
                  best = a;
                }
            }
          for (guint i = 0; i < 3; i++)
            {
              CfCategory c = cf_edition_get_card_category (view->edition, best->cards[i]);
              if (c == CF_CATEGORY_SUSPECT)
                *suspect = best->cards[i];
              else if (c == CF_CATEGORY_WEAPON)
                *weapon = best->cards[i];
            }
          return TRUE;
        }
    }

  for (guint i = 0; i < 2; i++)
    {
      CfCategory c = categories[i];
      int        first = first_card (view, c);
      guint      n = cf_edition_get_n_cards_of (view->edition, c);
      g_autoptr(GArray) pool = g_array_new (FALSE, FALSE, sizeof (int));

      if (self->level != CF_PLAYER_BEGINNER && k->solved[c] >= 0)
        {
          /* Solved: name a card of one's own (or the answer) so that the
           * refutation speaks of the other categories only. */
          for (int card = first; card < first + (int)n; card++)
            if (k->holder[card] == (int)view->seat || card == k->solved[c])
              g_array_append_val (pool, card);
        }
      else
        for (int card = first; card < first + (int)n; card++)
          if (k->envelope[card] != NO)
            g_array_append_val (pool, card);

      if (pool->len == 0)
        *out[i] = first + below (self, n);
      else
        *out[i] = g_array_index (pool, int, below (self, pool->len));
    }
  return TRUE;
}

static int
choose_card_to_show (CfBot *self, const CfBotView *view)
{
  g_autoptr(GArray) preferred = g_array_new (FALSE, FALSE, sizeof (int));
  guint n_events = cf_case_log_get_n_events (view->log);

  if (view->choices->len == 0)
    return -1;

  if (self->level != CF_PLAYER_BEGINNER)
    {
      /* A card this suggester has already seen teaches it nothing new;
       * for the Master, next best is a card shown to anyone before. */
      for (int pass = 0; pass < (self->level == CF_PLAYER_MASTER ? 2 : 1) && preferred->len == 0;
           pass++)
        for (guint i = 0; i < view->choices->len; i++)
          {
            int card = g_array_index (view->choices, int, i);
            for (guint e = 0; e < n_events; e++)
              {
                const CfEvent *event = cf_case_log_get_event (view->log, e);
                if (event->type == CF_EVENT_SUGGESTION && event->refuter == (int)view->seat &&
                    event->shown == card && (pass == 1 || event->player == view->suggester))
                  {
                    g_array_append_val (preferred, card);
                    break;
                  }
              }
          }
    }
  if (preferred->len > 0)
    return g_array_index (preferred, int, below (self, preferred->len));

  if (self->level == CF_PLAYER_MASTER)
    {
      /* Otherwise a room card: rooms are what a suggester can least
       * choose to ask about again, so showing one costs the least. */
      for (guint i = 0; i < view->choices->len; i++)
        {
          int card = g_array_index (view->choices, int, i);
          if (cf_edition_get_card_category (view->edition, card) == CF_CATEGORY_ROOM)
            return card;
        }
    }
  return g_array_index (view->choices, int, below (self, view->choices->len));
}

/* The Master accuses before it is sure when waiting would likely lose: when
 * the chance that its best guess is the envelope beats a bar that falls as
 * the closest opponent has learned more of the cards it had to place (the
 * cards shown to it, a public count), and falls further after an opponent's
 * suggestion nobody could refute. The chance is exact under the table
 * reading assumption, or exact from the log alone when that fails. */
static gboolean
master_should_gamble (CfBot *self, const Knowledge *k, const CfBotView *view, int *guess)
{
  guint    n_events = cf_case_log_get_n_events (view->log);
  guint    seen[CF_MAX_PLAYERS];
  double   closest = 0.0;
  gboolean threat = FALSE;
  double   p, bar;

  for (guint i = 0; i < view->n_seats; i++)
    seen[i] = cf_case_log_get_hand_size (view->log, i);
  for (guint e = 0; e < n_events; e++)
    {
      const CfEvent *event = cf_case_log_get_event (view->log, e);
      if (event->type != CF_EVENT_SUGGESTION)
        continue;
      if (event->refuter >= 0)
        seen[event->player]++;
      /* A threat is an unrefuted suggestion since this seat last asked. */
      if (event->player == (int)view->seat)
        threat = FALSE;
      else if (event->refuter == CF_NOBODY && !view->out[event->player])
        threat = TRUE;
    }
  /* Closeness: the share of the cards it had to place that the nearest
   * opponent has seen since the deal. */
  for (guint i = 0; i < view->n_seats; i++)
    if (i != view->seat && !view->out[i])
      {
        guint hand = cf_case_log_get_hand_size (view->log, i);
        guint open = cf_edition_get_n_cards (view->edition) - 3 - hand;
        closest = MAX (closest, (double)(seen[i] - hand) / MAX (open, 1));
      }

  bar = MASTER_BAR_START - MASTER_BAR_SLOPE * MAX (0.0, closest - MASTER_BAR_PROGRESS);
  bar = MAX (MASTER_BAR_FLOOR, bar);
  if (threat)
    bar -= MASTER_BAR_THREAT;
  /* Where accusations are made only in the pool, the walk there costs
   * turns: it sets off sooner */
  if (view->at_pool && !view->in_pool)
    bar -= MASTER_BAR_WALK;

  if (k->assumed_ok)
    {
      if (k->assumed_p < bar)
        return FALSE;
      memcpy (guess, k->assumed_guess, sizeof k->assumed_guess);
      return TRUE;
    }

  if (self->deduction == NULL)
    return FALSE;
  /* Cheap bound first: the joint is at most the smallest marginal. */
  if (MIN (MIN (k->p_envelope[guess[0]], k->p_envelope[guess[1]]), k->p_envelope[guess[2]]) < bar)
    return FALSE;
  p = cf_deduction_get_envelope_probability (self->deduction, guess, NULL, NULL);
  return p >= bar;
}

static void
best_guess (const Knowledge *k, const CfBotView *view, int *cards)
{
  for (CfCategory c = 0; c < CF_N_CATEGORIES; c++)
    {
      int    first = first_card (view, c);
      double best = -1.0;
      for (guint i = 0; i < cf_edition_get_n_cards_of (view->edition, c); i++)
        if (k->p_envelope[first + i] > best)
          {
            best = k->p_envelope[first + i];
            cards[c] = first + i;
          }
    }
}

/* Whether this seat may still accuse later in this turn, after what its
 * move and suggestion teach it: a guess is better made then. */
static gboolean
accuse_later (const CfBotView *view)
{
  const CfRules *rules = cf_edition_get_rules (view->edition);

  if (view->phase == CF_PHASE_END || rules->accuse_when != CF_ACCUSE_ON_OWN_TURN ||
      !rules->accuse_after_refuted || rules->rumor_ends_turn || rules->accuse_at_pool)
    return FALSE;
  /* Trapped: ending the turn now ends it without a later moment */
  return view->phase != CF_PHASE_START || view->can_roll || view->can_passage || view->can_suggest;
}

static int
current_room_of (const CfBotView *view)
{
  CfPlace place = view->tokens[view->suspects[view->seat]];

  return cf_board_place_is_room (view->board, place) ? cf_board_place_get_room (view->board, place)
                                                     : -1;
}

/* Where a refuted suggestion ends the turn (1949/63) but an unrefuted one
 * still allows an accusation, the Master tests an unsure guess before
 * staking the game on it: its suspect and weapon suggested in the guess's
 * room, or in a room whose card it holds. Nobody can refute a right guess,
 * so it then accuses as surely as it would have won; a refutation shows
 * the guess was wrong, and the Master, which would have been out, plays
 * on. */
static gboolean
tests_guess (const Knowledge *k, const CfBotView *view, const int *guess, int room)
{
  int card = first_card (view, CF_CATEGORY_ROOM) + room;

  return room >= 0 && (card == guess[CF_CATEGORY_ROOM] || k->holder[card] == (int)view->seat);
}

/* A room this turn may still test the guess in, from where the turn is */
static gboolean
may_test_guess (CfBot *self, const Knowledge *k, const CfBotView *view, const int *guess)
{
  const CfRules *rules = cf_edition_get_rules (view->edition);
  int            room = current_room_of (view);

  if (self->level != CF_PLAYER_MASTER || is_solved (k) || rules->accuse_after_refuted ||
      rules->accuse_when != CF_ACCUSE_ON_OWN_TURN || rules->rumor_ends_turn ||
      rules->accuse_at_pool)
    return FALSE;
  switch (view->phase)
    {
    case CF_PHASE_START:
      return (view->can_suggest && tests_guess (k, view, guess, room)) ||
             (view->can_passage && room >= 0 &&
              tests_guess (k, view, guess, cf_board_get_passage (view->board, room))) ||
             view->can_roll;
    case CF_PHASE_MOVE:
      for (guint r = 0; r < cf_board_get_n_rooms (view->board); r++)
        if ((view->reach.rooms >> r) & 1 && tests_guess (k, view, guess, r))
          return TRUE;
      return FALSE;
    case CF_PHASE_SUGGEST:
      return tests_guess (k, view, guess, room);
    default:
      return FALSE;
    }
}

/* The step towards the test (may_test_guess() said there is one) */
static void
test_guess (const Knowledge *k, const CfBotView *view, const int *guess, CfAction *action)
{
  int room = current_room_of (view);

  if (view->phase == CF_PHASE_MOVE)
    {
      int best = -1;

      /* The guess's own room settles all three; a room of its own, two */
      for (guint r = 0; r < cf_board_get_n_rooms (view->board); r++)
        if ((view->reach.rooms >> r) & 1 && tests_guess (k, view, guess, r) &&
            (best < 0 || first_card (view, CF_CATEGORY_ROOM) + (int)r == guess[CF_CATEGORY_ROOM]))
          best = r;
      action->kind = CF_ACTION_MOVE;
      action->place = cf_board_room_place (view->board, best);
    }
  else if (view->can_suggest && tests_guess (k, view, guess, room))
    {
      action->kind = CF_ACTION_SUGGEST;
      action->cards[0] = guess[CF_CATEGORY_SUSPECT];
      action->cards[1] = guess[CF_CATEGORY_WEAPON];
    }
  else if (view->can_passage && room >= 0 &&
           tests_guess (k, view, guess, cf_board_get_passage (view->board, room)))
    action->kind = CF_ACTION_PASSAGE;
  else
    action->kind = CF_ACTION_ROLL;
}

/* Discover the Secrets: the Intrigue cards. Draws when the next Clock
 * cannot murder, and plays a Keeper where it helps. */
static gboolean
decide_intrigue (
    CfBot *self, const Knowledge *k, const CfBotView *view, gboolean ready, CfAction *action)
{
  int room = current_room_of (view);

  if (view->can_draw && !view->risky)
    {
      action->kind = CF_ACTION_DRAW;
      return TRUE;
    }
  action->kind = CF_ACTION_KEEPER;
  /* Ready to see the next card shown to another: it costs nothing more */
  if (view->can_play[CF_KEEPER_SEE_SHOWN])
    {
      action->cards[0] = CF_KEEPER_SEE_SHOWN;
      return TRUE;
    }
  switch (view->phase)
    {
    case CF_PHASE_START:
      /* Ready: straight to the pool */
      if (ready && !view->in_pool && view->can_play[CF_KEEPER_MOVE_ANYWHERE])
        {
          action->cards[0] = CF_KEEPER_MOVE_ANYWHERE;
          action->place = cf_board_get_pool_place (view->board);
          return TRUE;
        }
      /* A rumor here without leaving, where the room is still worth asking */
      if (!ready && room >= 0 && view->can_play[CF_KEEPER_SECOND_RUMOR] &&
          room_value (self, k, view, room) >= 1.0)
        {
          action->cards[0] = CF_KEEPER_SECOND_RUMOR;
          return TRUE;
        }
      break;
    case CF_PHASE_MOVE:
      /* Six more steps, when the pool is wanted and out of reach */
      if (ready && view->can_play[CF_KEEPER_ADD_SIX] &&
          !((view->reach.rooms >> cf_board_get_n_rooms (view->board)) & 1))
        {
          action->cards[0] = CF_KEEPER_ADD_SIX;
          return TRUE;
        }
      break;
    case CF_PHASE_END:
      if (view->can_play[CF_KEEPER_LOOK_RIGHT])
        {
          action->cards[0] = CF_KEEPER_LOOK_RIGHT;
          return TRUE;
        }
      if (view->can_play[CF_KEEPER_SEND_TO_START] && view->send_target >= 0)
        {
          action->cards[0] = CF_KEEPER_SEND_TO_START;
          action->cards[1] = view->send_target;
          return TRUE;
        }
      if (view->can_play[CF_KEEPER_SECOND_TURN])
        {
          action->cards[0] = CF_KEEPER_SECOND_TURN;
          return TRUE;
        }
      break;
    default:
      break;
    }
  action->kind = CF_ACTION_END_TURN;
  return FALSE;
}

static gboolean
decide (
    CfBot *self, const CfBotView *view, CfAction *action, GCancellable *cancellable, GError **error)
{
  Knowledge k;
  int       guess[3];
  int       room = current_room_of (view);

  gboolean ready;

  memset (action, 0, sizeof *action);
  action->place = CF_PLACE_NONE;

  if (view->phase == CF_PHASE_REFUTE)
    {
      if (view->choices->len == 0)
        {
          g_set_error_literal (error, CF_ERROR, CF_ERROR_INVALID,
                               _("This seat has nothing to show"));
          return FALSE;
        }
      /* "Refuse to refute": where it could only show one card, which
       * would tell exactly what it holds */
      if (view->can_play[CF_KEEPER_REFUSE] && view->choices->len == 1 &&
          self->level != CF_PLAYER_BEGINNER)
        {
          action->kind = CF_ACTION_KEEPER;
          action->cards[0] = CF_KEEPER_REFUSE;
          return TRUE;
        }
      action->kind = CF_ACTION_SHOW;
      action->cards[0] = choose_card_to_show (self, view);
      return TRUE;
    }
  if (view->phase == CF_PHASE_OVER || view->current != view->seat)
    {
      g_set_error_literal (error, CF_ERROR, CF_ERROR_INVALID, _("It is not this seat’s turn"));
      return FALSE;
    }

  switch (self->level)
    {
    case CF_PLAYER_BEGINNER:
      beginner_knowledge (&k, view->log);
      break;
    case CF_PLAYER_DETECTIVE:
      detective_knowledge (&k, view->log);
      break;
    default:
      master_knowledge (self, &k, view->log, cancellable);
      break;
    }

  best_guess (&k, view, guess);
  for (CfCategory c = 0; c < CF_N_CATEGORIES; c++)
    if (k.solved[c] >= 0)
      guess[c] = k.solved[c];
  ready =
      is_solved (&k) || (self->level == CF_PLAYER_MASTER && (view->can_accuse || view->at_pool) &&
                         master_should_gamble (self, &k, view, guess));

  /* In the pool, where a visit allows a look or an accusation, not both
   * (the view offers only what is left): certain, or sure enough to
   * gamble, it accuses; else it looks at every face-down card (one action,
   * then it comes back to accuse on a later visit). Elsewhere an unsure
   * guess waits for the end of the turn, where the rules allow that */
  if (ready && may_test_guess (self, &k, view, guess))
    {
      test_guess (&k, view, guess, action);
      return TRUE;
    }
  if (view->can_accuse && ready && (is_solved (&k) || !accuse_later (view)))
    {
      action->kind = CF_ACTION_ACCUSE;
      memcpy (action->cards, guess, sizeof guess);
      return TRUE;
    }
  if (view->can_look >= 0)
    {
      action->kind = CF_ACTION_LOOK;
      action->cards[0] = view->can_look;
      return TRUE;
    }
  if (decide_intrigue (self, &k, view, ready, action))
    return TRUE;

  switch (view->phase)
    {
    case CF_PHASE_START:
      {
        RoomMaps maps = { 0 };
        double   stay = -1.0, passage = -1.0, roll = -1.0;
        int      passage_room = room >= 0 ? cf_board_get_passage (view->board, room) : -1;

        room_maps_init (&maps, self, &k, view, ready);
        if (view->can_suggest && room >= 0)
          stay = maps.value[room] + 0.05;
        if (view->can_passage && passage_room >= 0)
          passage = maps.value[passage_room];
        if (view->can_roll)
          {
            /* A roll is worth the rooms it may reach. */
            roll = place_score (&maps, view, self->level == CF_PLAYER_MASTER,
                                view->tokens[view->suspects[view->seat]], room);
            roll = MAX (roll, 0.0) * (self->level == CF_PLAYER_MASTER ? 1.0 : 1.5);
          }
        room_maps_clear (&maps);

        if (self->level == CF_PLAYER_BEGINNER)
          {
            /* Stays or takes a passage only into an unknown room. */
            stay = stay > 0.5 ? 10 : -1;
            passage = passage > 0.5 ? 5 : -1;
          }

        if (stay >= 0 && stay >= passage && stay >= roll)
          {
            action->kind = CF_ACTION_SUGGEST;
            suggest_cards (self, &k, view, first_card (view, CF_CATEGORY_ROOM) + room,
                           &action->cards[0], &action->cards[1]);
          }
        else if (passage >= 0 && passage >= roll)
          action->kind = CF_ACTION_PASSAGE;
        else if (view->can_roll)
          action->kind = CF_ACTION_ROLL;
        else if (view->can_passage)
          action->kind = CF_ACTION_PASSAGE;
        else if (view->can_suggest)
          {
            action->kind = CF_ACTION_SUGGEST;
            suggest_cards (self, &k, view, first_card (view, CF_CATEGORY_ROOM) + room,
                           &action->cards[0], &action->cards[1]);
          }
        else
          action->kind = CF_ACTION_END_TURN;
        return TRUE;
      }

    case CF_PHASE_MOVE:
      choose_destination (self, &k, view, ready, action);
      return TRUE;

    case CF_PHASE_SUGGEST:
      action->kind = CF_ACTION_SUGGEST;
      suggest_cards (self, &k, view, first_card (view, CF_CATEGORY_ROOM) + room, &action->cards[0],
                     &action->cards[1]);
      return TRUE;

    case CF_PHASE_END:
    default:
      action->kind = CF_ACTION_END_TURN;
      return TRUE;
    }
}

/**
 * cf_bot_decide:
 * @view: what the bot's seat may know
 * @action: (out caller-allocates): what it does
 *
 * Picks the bot's action for the phase in @view. A bot is used for one seat
 * at a time; calls on one bot are serialised.
 */
gboolean
cf_bot_decide (
    CfBot *self, const CfBotView *view, CfAction *action, GCancellable *cancellable, GError **error)
{
  gboolean ok;

  g_return_val_if_fail (CF_IS_BOT (self), FALSE);
  g_return_val_if_fail (view != NULL, FALSE);

  g_mutex_lock (&self->mutex);
  ok = decide (self, view, action, cancellable, error);
  g_mutex_unlock (&self->mutex);
  return ok;
}

static void
decide_thread (GTask *task, gpointer source, gpointer task_data, GCancellable *cancellable)
{
  CfAction *action = g_new0 (CfAction, 1);
  GError   *error = NULL;

  if (cf_bot_decide (source, task_data, action, cancellable, &error))
    g_task_return_pointer (task, action, g_free);
  else
    {
      g_free (action);
      g_task_return_error (task, error);
    }
}

/**
 * cf_bot_decide_async:
 * @view: (transfer full): what the bot's seat may know
 *
 * Thinks in a worker thread; the game is not touched meanwhile.
 */
void
cf_bot_decide_async (CfBot              *self,
                     CfBotView          *view,
                     GCancellable       *cancellable,
                     GAsyncReadyCallback callback,
                     gpointer            user_data)
{
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (CF_IS_BOT (self));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, cf_bot_decide_async);
  g_task_set_task_data (task, view, (GDestroyNotify)cf_bot_view_free);
  g_task_run_in_thread (task, decide_thread);
}

gboolean
cf_bot_decide_finish (CfBot *self, GAsyncResult *result, CfAction *action, GError **error)
{
  g_autofree CfAction *out = NULL;

  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  if (!(out = g_task_propagate_pointer (G_TASK (result), error)))
    return FALSE;
  *action = *out;
  return TRUE;
}
