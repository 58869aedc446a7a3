/* cf-game.c: a whole game by the 1986 rules, as a state machine
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "cf-game-private.h"

/*
 * The game knows everything: the envelope, every hand, where each token and
 * weapon is. What a seat may know is its case log (what it saw) and the
 * public state (tokens, weapons, whose turn, the story in records). Bots and
 * the GUI only read a seat's log through cf_game_get_case_log() for the seat
 * they act for; everything else they read is public.
 */

G_DEFINE_FINAL_TYPE (CfGame, cf_game, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_PHASE,
  PROP_CURRENT_SEAT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum
{
  TURN_STARTED,
  ROLLED,
  TOKEN_MOVED,
  WEAPON_MOVED,
  SUGGESTED,
  REFUTE_REQUESTED,
  PASSED,
  CARD_SHOWN,
  NOBODY_REFUTED,
  ACCUSED,
  ELIMINATED,
  GAME_OVER,
  RECORD_ADDED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* A roll with no move at all may be rolled again (where the rules say so)
 * this many times in one turn; then the seat waits. */
#define MAX_REROLLS 20

/* ---------------------------------------------------------------- players */

static const struct
{
  const char *id;
  const char *label;
} player_kinds[CF_N_PLAYER_KINDS] = {
  /* Translators: a seat played by a person at the screen */
  [CF_PLAYER_HUMAN] = { "human", N_("Human") },
  /* Translators: the weakest computer player */
  [CF_PLAYER_BEGINNER] = { "beginner", N_("Beginner") },
  /* Translators: the middle computer player */
  [CF_PLAYER_DETECTIVE] = { "detective", N_("Detective") },
  /* Translators: the strongest computer player */
  [CF_PLAYER_MASTER] = { "master", N_("Master") },
};

const char *
cf_player_kind_to_string (CfPlayerKind kind)
{
  g_return_val_if_fail (kind < CF_N_PLAYER_KINDS, NULL);
  return player_kinds[kind].id;
}

gboolean
cf_player_kind_from_string (const char *text, CfPlayerKind *kind)
{
  for (guint i = 0; i < CF_N_PLAYER_KINDS; i++)
    if (g_strcmp0 (text, player_kinds[i].id) == 0)
      {
        *kind = i;
        return TRUE;
      }
  return FALSE;
}

const char *
cf_player_kind_get_label (CfPlayerKind kind)
{
  g_return_val_if_fail (kind < CF_N_PLAYER_KINDS, NULL);
  return g_dgettext (GETTEXT_PACKAGE, player_kinds[kind].label);
}

/* ---------------------------------------------------------------- random */

/* splitmix64: small, good enough for dice and shuffles, and its whole state
 * is one number, so a save restores the same future rolls. */
guint64
cf_game_rng_next (guint64 *state)
{
  guint64 z = (*state += G_GUINT64_CONSTANT (0x9e3779b97f4a7c15));

  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94d049bb133111eb);
  return z ^ (z >> 31);
}

guint
cf_game_rng_below (guint64 *state, guint bound)
{
  guint64 limit = G_MAXUINT64 - G_MAXUINT64 % bound;
  guint64 value;

  do
    value = cf_game_rng_next (state);
  while (value >= limit);
  return value % bound;
}

static void
shuffle (guint64 *rng, int *items, guint n)
{
  for (guint i = n; i > 1; i--)
    {
      guint j = cf_game_rng_below (rng, i);
      int   tmp = items[i - 1];

      items[i - 1] = items[j];
      items[j] = tmp;
    }
}

/* ---------------------------------------------------------------- object */

static void
cf_game_finalize (GObject *object)
{
  CfGame *self = CF_GAME (object);

  for (guint i = 0; i < self->n_seats; i++)
    {
      g_free (self->seats[i].name);
      g_free (self->seats[i].marks);
      g_clear_pointer (&self->seats[i].hand, g_array_unref);
      g_clear_object (&self->seats[i].log);
    }
  g_free (self->tokens);
  g_free (self->weapons);
  g_free (self->summoned);
  g_free (self->entry);
  cf_reach_clear (&self->reach);
  g_clear_pointer (&self->records, g_array_unref);
  g_clear_object (&self->board);
  g_clear_object (&self->edition);

  G_OBJECT_CLASS (cf_game_parent_class)->finalize (object);
}

static void
cf_game_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  CfGame *self = CF_GAME (object);

  switch (prop_id)
    {
    case PROP_PHASE:
      g_value_set_int (value, self->phase);
      break;
    case PROP_CURRENT_SEAT:
      g_value_set_uint (value, self->current);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cf_game_class_init (CfGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = cf_game_finalize;
  object_class->get_property = cf_game_get_property;

  properties[PROP_PHASE] =
      g_param_spec_int ("phase", NULL, NULL, CF_PHASE_START, CF_PHASE_OVER, CF_PHASE_START,
                        G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CURRENT_SEAT] =
      g_param_spec_uint ("current-seat", NULL, NULL, 0, CF_GAME_MAX_SEATS - 1, 0,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * CfGame::turn-started: (seat)
   * CfGame::rolled: (seat, value)
   * CfGame::token-moved: (suspect, from, to, by_suggestion)
   * CfGame::weapon-moved: (weapon, from_room, to_room)
   * CfGame::suggested: (seat, suspect card, weapon card, room card)
   * CfGame::refute-requested: (refuter) a seat must pick a card to show
   * CfGame::passed: (seat) could not refute
   * CfGame::card-shown: (refuter, suggester, card): the card is private
   *   to the two seats; observers showing the table must not show it
   * CfGame::nobody-refuted: (suggester)
   * CfGame::accused: (seat, suspect card, weapon card, room card, correct)
   * CfGame::eliminated: (seat)
   * CfGame::game-over: (winner or -1)
   * CfGame::record-added: (index) a line of the public story
   */
  signals[TURN_STARTED] =
      g_signal_new ("turn-started", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                    NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  signals[ROLLED] = g_signal_new ("rolled", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                  NULL, NULL, G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_UINT);
  signals[TOKEN_MOVED] =
      g_signal_new ("token-moved", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                    NULL, G_TYPE_NONE, 4, G_TYPE_INT, G_TYPE_INT, G_TYPE_INT, G_TYPE_BOOLEAN);
  signals[WEAPON_MOVED] =
      g_signal_new ("weapon-moved", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                    NULL, G_TYPE_NONE, 3, G_TYPE_INT, G_TYPE_INT, G_TYPE_INT);
  signals[SUGGESTED] =
      g_signal_new ("suggested", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                    G_TYPE_NONE, 4, G_TYPE_UINT, G_TYPE_INT, G_TYPE_INT, G_TYPE_INT);
  signals[REFUTE_REQUESTED] =
      g_signal_new ("refute-requested", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                    NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  signals[PASSED] = g_signal_new ("passed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                  NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  signals[CARD_SHOWN] =
      g_signal_new ("card-shown", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                    G_TYPE_NONE, 3, G_TYPE_UINT, G_TYPE_UINT, G_TYPE_INT);
  signals[NOBODY_REFUTED] =
      g_signal_new ("nobody-refuted", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                    NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  signals[ACCUSED] = g_signal_new ("accused", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                   NULL, NULL, G_TYPE_NONE, 5, G_TYPE_UINT, G_TYPE_INT, G_TYPE_INT,
                                   G_TYPE_INT, G_TYPE_BOOLEAN);
  signals[ELIMINATED] = g_signal_new ("eliminated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                      NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  signals[GAME_OVER] = g_signal_new ("game-over", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                     NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);
  signals[RECORD_ADDED] =
      g_signal_new ("record-added", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                    NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
}

static void
cf_game_init (CfGame *self)
{
  self->records = g_array_new (FALSE, TRUE, sizeof (CfRecord));
  self->reach.squares = g_array_new (FALSE, FALSE, sizeof (CfPlace));
  self->left_room = -1;
  self->refuter = CF_NOBODY;
  self->winner = -1;
  for (guint i = 0; i < 3; i++)
    self->suggestion[i] = self->envelope[i] = -1;
}

CfGame *
cf_game_alloc (CfEdition *edition, CfBoard *board, guint n_seats)
{
  CfGame *self = g_object_new (CF_TYPE_GAME, NULL);

  self->edition = g_object_ref (edition);
  self->rules = cf_edition_get_rules (edition);
  self->board = g_object_ref (board);
  self->n_seats = n_seats;
  self->n_suspects = cf_edition_get_n_cards_of (edition, CF_CATEGORY_SUSPECT);
  self->n_weapons = cf_edition_get_n_cards_of (edition, CF_CATEGORY_WEAPON);
  self->tokens = g_new (CfPlace, self->n_suspects);
  self->weapons = g_new (int, self->n_weapons);
  self->summoned = g_new0 (gboolean, self->n_suspects);
  self->entry = g_new (CfPlace, self->n_suspects);
  for (guint s = 0; s < self->n_suspects; s++)
    self->entry[s] = CF_PLACE_NONE;
  for (guint i = 0; i < n_seats; i++)
    self->seats[i].hand = g_array_new (FALSE, FALSE, sizeof (int));
  return self;
}

/* ---------------------------------------------------------------- helpers */

static int
first_of (CfGame *self, CfCategory category)
{
  return cf_edition_get_first_card_of (self->edition, category);
}

static int
room_card (CfGame *self, int room)
{
  return first_of (self, CF_CATEGORY_ROOM) + room;
}

static int
current_room (CfGame *self)
{
  CfPlace place = self->tokens[self->seats[self->current].suspect];

  return cf_board_place_is_room (self->board, place) ? cf_board_place_get_room (self->board, place)
                                                     : -1;
}

static gboolean
seat_holds (CfGame *self, guint seat, int card)
{
  GArray *hand = self->seats[seat].hand;

  for (guint i = 0; i < hand->len; i++)
    if (g_array_index (hand, int, i) == card)
      return TRUE;
  return FALSE;
}

static void
add_record (CfGame      *self,
            CfRecordKind kind,
            int          seat,
            int          value,
            const int   *cards,
            CfPlace      from,
            CfPlace      to)
{
  CfRecord record = { kind, seat, value, { -1, -1, -1 }, from, to };

  if (cards != NULL)
    memcpy (record.cards, cards, sizeof record.cards);
  g_array_append_val (self->records, record);
  g_signal_emit (self, signals[RECORD_ADDED], 0, self->records->len - 1);
}

static void
set_phase (CfGame *self, CfPhase phase)
{
  if (self->phase == phase)
    return;
  self->phase = phase;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PHASE]);
}

static gboolean
fail (GError **error, const char *message)
{
  g_set_error_literal (error, CF_ERROR, CF_ERROR_INVALID, message);
  return FALSE;
}

static gboolean
check_phase (CfGame *self, gboolean allowed, GError **error)
{
  if (self->phase == CF_PHASE_OVER)
    return fail (error, _("The game is over"));
  if (!allowed)
    return fail (error, _("That is not possible now"));
  return TRUE;
}

static void
append_event (CfGame *self, const CfEvent *event, guint seat_with_shown_a, guint seat_with_shown_b)
{
  for (guint i = 0; i < self->n_seats; i++)
    {
      CfEvent copy = *event;
      g_autoptr(GError) error = NULL;

      if (i != seat_with_shown_a && i != seat_with_shown_b)
        copy.shown = CF_NO_CARD;
      if (!cf_case_log_append_event (self->seats[i].log, &copy, &error))
        g_critical ("A seat's case log refused a true event: %s", error->message);
    }
}

/* ---------------------------------------------------------------- new game */

/**
 * cf_game_new:
 * @edition: an edition with a board
 * @n_seats: 3 to 6
 * @seats: the seats in clockwise order around the table
 * @seed: for the deal, the weapons and the dice
 * @error: return location for an error
 *
 * Sets up a game: the envelope, weapons in different rooms, every token on
 * its start, the cards dealt clockwise from the first player. The seat
 * playing the edition's first suspect (Miss Scarlet) begins.
 *
 * Returns: (transfer full) (nullable): the game, in %CF_PHASE_START
 */
CfGame *
cf_game_new (
    CfEdition *edition, guint n_seats, const CfSeatSetup *seats, guint64 seed, GError **error)
{
  return cf_game_new_in_series (edition, n_seats, seats, seed, 0, error);
}

/**
 * cf_game_new_in_series:
 * @game_index: how many games the same table played before this one
 *
 * As cf_game_new(); where the edition's first player rotates (1949: "In
 * succeeding games players should take turns, dealing and starting"), the
 * seat after the first suspect's, @game_index seats on, deals and begins.
 *
 * Returns: (transfer full) (nullable): the game, in %CF_PHASE_START
 */
CfGame *
cf_game_new_in_series (CfEdition         *edition,
                       guint              n_seats,
                       const CfSeatSetup *seats,
                       guint64            seed,
                       guint              game_index,
                       GError           **error)
{
  const CfRules *rules;
  g_autoptr(CfGame) self = NULL;
  g_autoptr(CfBoard) board = NULL;
  g_autofree int *deck = NULL;
  guint           n_cards, n_rooms, n_deck = 0;
  guint           hand_sizes[CF_GAME_MAX_SEATS] = { 0 };
  const char     *names[CF_GAME_MAX_SEATS];
  int             rooms[64];
  guint           first_player = 0;

  g_return_val_if_fail (CF_IS_EDITION (edition), NULL);

  if (!(board = cf_board_lookup_builtin (edition)))
    {
      g_set_error (error, CF_ERROR, CF_ERROR_INVALID, _("The edition “%s” has no board yet"),
                   cf_edition_get_name (edition));
      return NULL;
    }
  rules = cf_edition_get_rules (edition);
  if (rules->always_full && n_seats != rules->max_players)
    {
      g_set_error (error, CF_ERROR, CF_ERROR_INVALID,
                   ngettext ("This edition is always played by %u: computer players fill the "
                             "empty seats",
                             "This edition is always played by %u: computer players fill the "
                             "empty seats",
                             rules->max_players),
                   rules->max_players);
      return NULL;
    }
  if (n_seats < MAX (rules->min_players, CF_GAME_MIN_SEATS) ||
      n_seats > MIN (rules->max_players, CF_GAME_MAX_SEATS))
    {
      /* Translators: %1$u and %2$u are the fewest and the most players */
      g_set_error (error, CF_ERROR, CF_ERROR_INVALID, _("A game needs %1$u to %2$u players"),
                   rules->min_players, rules->max_players);
      return NULL;
    }

  self = cf_game_alloc (edition, board, n_seats);
  self->rng = seed;
  n_cards = cf_edition_get_n_cards (edition);
  n_rooms = cf_edition_get_n_cards_of (edition, CF_CATEGORY_ROOM);

  for (guint i = 0; i < n_seats; i++)
    {
      if (seats[i].suspect < 0 || (guint)seats[i].suspect >= self->n_suspects)
        return fail (error, _("A seat has no valid suspect")), NULL;
      for (guint j = 0; j < i; j++)
        if (seats[j].suspect == seats[i].suspect)
          return fail (error, _("Two seats play the same suspect")), NULL;
      if (seats[i].kind >= CF_N_PLAYER_KINDS)
        return fail (error, _("A seat has an unknown kind of player")), NULL;
      self->seats[i].suspect = seats[i].suspect;
      self->seats[i].kind = seats[i].kind;
      /* A blank name stands for the suspect's. */
      self->seats[i].name = g_strstrip (g_strdup (seats[i].name != NULL ? seats[i].name : ""));
      if (*self->seats[i].name == '\0')
        {
          g_free (self->seats[i].name);
          g_free (self->seats[i].marks);
          self->seats[i].name = g_strdup (cf_edition_get_card_name (
              edition, first_of (self, CF_CATEGORY_SUSPECT) + seats[i].suspect));
        }
      names[i] = self->seats[i].name;
      if (seats[i].suspect < self->seats[first_player].suspect)
        first_player = i;
    }

  if (rules->first_player == CF_FIRST_ROTATES)
    first_player = (first_player + game_index) % n_seats;

  /* The envelope: one card of each category. */
  deck = g_new (int, n_cards);
  for (CfCategory c = 0; c < CF_N_CATEGORIES; c++)
    {
      guint n = cf_edition_get_n_cards_of (edition, c);
      self->envelope[c] = first_of (self, c) + cf_game_rng_below (&self->rng, n);
    }
  for (guint card = 0; card < n_cards; card++)
    if ((int)card != self->envelope[0] && (int)card != self->envelope[1] &&
        (int)card != self->envelope[2])
      deck[n_deck++] = card;
  shuffle (&self->rng, deck, n_deck);

  /* Dealt clockwise, beginning with the first player. */
  for (guint i = 0; i < n_deck; i++)
    {
      guint seat = (first_player + i) % n_seats;
      g_array_append_val (self->seats[seat].hand, deck[i]);
      hand_sizes[seat]++;
    }

  for (guint i = 0; i < n_seats; i++)
    {
      GArray *hand = self->seats[i].hand;
      self->seats[i].log = cf_case_log_new (edition, n_seats, names, hand_sizes, 0, i,
                                            (const int *)hand->data, error);
      if (self->seats[i].log == NULL)
        return NULL;
    }

  /* Weapons each in a different room, tokens on their starts. */
  for (guint r = 0; r < n_rooms; r++)
    rooms[r] = r;
  shuffle (&self->rng, rooms, n_rooms);
  for (guint w = 0; w < self->n_weapons; w++)
    self->weapons[w] = rooms[w % n_rooms];
  for (guint s = 0; s < self->n_suspects; s++)
    self->tokens[s] = cf_board_get_start (board, s);

  self->current = first_player;
  self->phase = CF_PHASE_START;
  self->turn = 1;
  add_record (self, CF_RECORD_TURN, first_player, 0, NULL, CF_PLACE_NONE, CF_PLACE_NONE);

  return g_steal_pointer (&self);
}

/* ---------------------------------------------------------------- getters */

CfEdition *
cf_game_get_edition (CfGame *self)
{
  g_return_val_if_fail (CF_IS_GAME (self), NULL);
  return self->edition;
}

CfBoard *
cf_game_get_board (CfGame *self)
{
  g_return_val_if_fail (CF_IS_GAME (self), NULL);
  return self->board;
}

guint
cf_game_get_n_seats (CfGame *self)
{
  g_return_val_if_fail (CF_IS_GAME (self), 0);
  return self->n_seats;
}

int
cf_game_get_seat_suspect (CfGame *self, guint seat)
{
  g_return_val_if_fail (CF_IS_GAME (self), -1);
  g_return_val_if_fail (seat < self->n_seats, -1);
  return self->seats[seat].suspect;
}

const char *
cf_game_get_seat_name (CfGame *self, guint seat)
{
  g_return_val_if_fail (CF_IS_GAME (self), NULL);
  g_return_val_if_fail (seat < self->n_seats, NULL);
  return self->seats[seat].name;
}

CfPlayerKind
cf_game_get_seat_kind (CfGame *self, guint seat)
{
  g_return_val_if_fail (CF_IS_GAME (self), CF_PLAYER_HUMAN);
  g_return_val_if_fail (seat < self->n_seats, CF_PLAYER_HUMAN);
  return self->seats[seat].kind;
}

gboolean
cf_game_is_seat_out (CfGame *self, guint seat)
{
  g_return_val_if_fail (CF_IS_GAME (self), FALSE);
  g_return_val_if_fail (seat < self->n_seats, FALSE);
  return self->seats[seat].out;
}

int
cf_game_get_seat_of_suspect (CfGame *self, int suspect)
{
  g_return_val_if_fail (CF_IS_GAME (self), -1);
  for (guint i = 0; i < self->n_seats; i++)
    if (self->seats[i].suspect == suspect)
      return i;
  return -1;
}

CfPhase
cf_game_get_phase (CfGame *self)
{
  g_return_val_if_fail (CF_IS_GAME (self), CF_PHASE_OVER);
  return self->phase;
}

guint
cf_game_get_current_seat (CfGame *self)
{
  g_return_val_if_fail (CF_IS_GAME (self), 0);
  return self->current;
}

/**
 * cf_game_get_acting_seat:
 *
 * Returns: the seat that must act now: the refuter while a suggestion is
 *   being refuted, else the current seat; -1 when the game is over
 */
int
cf_game_get_acting_seat (CfGame *self)
{
  g_return_val_if_fail (CF_IS_GAME (self), -1);
  if (self->phase == CF_PHASE_OVER)
    return -1;
  if (self->phase == CF_PHASE_REFUTE)
    return self->refuter;
  return self->current;
}

guint
cf_game_get_turn (CfGame *self)
{
  g_return_val_if_fail (CF_IS_GAME (self), 0);
  return self->turn;
}

int
cf_game_get_winner (CfGame *self)
{
  g_return_val_if_fail (CF_IS_GAME (self), -1);
  return self->winner;
}

CfPlace
cf_game_get_token (CfGame *self, int suspect)
{
  g_return_val_if_fail (CF_IS_GAME (self), CF_PLACE_NONE);
  g_return_val_if_fail (suspect >= 0 && (guint)suspect < self->n_suspects, CF_PLACE_NONE);
  return self->tokens[suspect];
}

int
cf_game_get_weapon_room (CfGame *self, int weapon)
{
  g_return_val_if_fail (CF_IS_GAME (self), -1);
  g_return_val_if_fail (weapon >= 0 && (guint)weapon < self->n_weapons, -1);
  return self->weapons[weapon];
}

/**
 * cf_game_get_occupied:
 * @except_suspect: a token to leave out (the one moving), or -1
 * @occupied: (out caller-allocates): cf_board_get_n_places() flags
 */
void
cf_game_get_occupied (CfGame *self, int except_suspect, gboolean *occupied)
{
  g_return_if_fail (CF_IS_GAME (self));

  memset (occupied, 0, sizeof (gboolean) * cf_board_get_n_places (self->board));
  /* 18 x 18: "Players can move over other players", "any number of
   * players may be on any square" */
  if (!self->rules->tokens_block)
    return;
  for (guint s = 0; s < self->n_suspects; s++)
    if ((int)s != except_suspect && !cf_board_place_is_room (self->board, self->tokens[s]))
      occupied[self->tokens[s]] = TRUE;
}

guint
cf_game_get_roll (CfGame *self)
{
  g_return_val_if_fail (CF_IS_GAME (self), 0);
  return self->phase == CF_PHASE_MOVE ? self->roll : 0;
}

/**
 * cf_game_get_reach:
 *
 * Returns: where the current seat may move in %CF_PHASE_MOVE
 */
const CfReach *
cf_game_get_reach (CfGame *self)
{
  g_return_val_if_fail (CF_IS_GAME (self), NULL);
  return &self->reach;
}

static gboolean
can_leave_room (CfGame *self)
{
  g_autofree gboolean *occupied = NULL;
  int                  room = current_room (self);
  guint                n_doors;

  if (room < 0)
    return TRUE;
  occupied = g_new (gboolean, cf_board_get_n_places (self->board));
  cf_game_get_occupied (self, self->seats[self->current].suspect, occupied);
  n_doors = cf_board_get_n_doors (self->board);
  for (guint i = 0; i < n_doors; i++)
    {
      const CfDoor *door = cf_board_get_door (self->board, i);
      if (door->room == room && !occupied[door->outside] &&
          cf_game_may_leave_by (self, self->seats[self->current].suspect, door->outside))
        return TRUE;
    }
  return FALSE;
}

/**
 * cf_game_get_entry:
 * @suspect: a suspect
 *
 * Returns: the square in front of the door @suspect's token came into its
 *   room by, or %CF_PLACE_NONE (not in a room, or brought in otherwise)
 */
CfPlace
cf_game_get_entry (CfGame *self, int suspect)
{
  g_return_val_if_fail (CF_IS_GAME (self), CF_PLACE_NONE);
  g_return_val_if_fail (suspect >= 0 && (guint)suspect < self->n_suspects, CF_PLACE_NONE);
  return self->entry[suspect];
}

/**
 * cf_game_may_leave_by:
 * @suspect: a suspect whose token is in a room
 * @outside: the square in front of one of that room's doors
 *
 * 18 x 18, rule 8: "If a room has more than one door, then a player must
 * enter and leave by the same door." A token brought in by a suggestion or
 * a passage, or standing in a room since the start, may leave by any door
 * (the text does not say; Casefile's reading).
 *
 * Returns: whether the token may leave its room onto @outside
 */
gboolean
cf_game_may_leave_by (CfGame *self, int suspect, CfPlace outside)
{
  g_return_val_if_fail (CF_IS_GAME (self), FALSE);
  return !self->rules->same_door || self->entry[suspect] == CF_PLACE_NONE ||
         self->entry[suspect] == outside;
}

/* The movement rules of the current seat's move */
static CfMoveRules
move_rules (CfGame *self)
{
  int suspect = self->seats[self->current].suspect;

  return (CfMoveRules){ !self->rules->exact_roll,
                        self->rules->same_door ? self->entry[suspect] : CF_PLACE_NONE };
}

gboolean
cf_game_can_roll (CfGame *self)
{
  g_return_val_if_fail (CF_IS_GAME (self), FALSE);
  return self->phase == CF_PHASE_START && can_leave_room (self);
}

gboolean
cf_game_can_take_passage (CfGame *self)
{
  int room;

  g_return_val_if_fail (CF_IS_GAME (self), FALSE);
  if (self->phase != CF_PHASE_START)
    return FALSE;
  room = current_room (self);
  return !self->moved && room >= 0 && cf_board_get_passage (self->board, room) >= 0;
}

gboolean
cf_game_can_suggest (CfGame *self)
{
  g_return_val_if_fail (CF_IS_GAME (self), FALSE);
  if (self->seats[self->current].out)
    return FALSE; /* 18 x 18: a wrong accuser "is not allowed to make any suggestions" */
  if (self->phase == CF_PHASE_SUGGEST)
    return TRUE;
  return self->phase == CF_PHASE_START && !self->moved && self->rules->summoned_may_suggest &&
         current_room (self) >= 0 && self->summoned[self->seats[self->current].suspect];
}

gboolean
cf_game_can_accuse (CfGame *self)
{
  gboolean queried, refuted;

  g_return_val_if_fail (CF_IS_GAME (self), FALSE);
  if (self->phase == CF_PHASE_OVER || self->phase == CF_PHASE_REFUTE ||
      self->seats[self->current].out)
    return FALSE;
  queried = self->phase == CF_PHASE_END && self->suggestion[0] >= 0;
  refuted = queried && self->refuter >= 0;
  /* 1949/63: when a card is shown, the suggester's "turn then ends" */
  if (refuted && !self->rules->accuse_after_refuted)
    return FALSE;
  /* 18 x 18, rule 15: "she must make it immediately after querying the
   * other players" */
  if (self->rules->accuse_when == CF_ACCUSE_AFTER_OWN_QUERY)
    return queried;
  return TRUE;
}

gboolean
cf_game_can_end_turn (CfGame *self)
{
  g_return_val_if_fail (CF_IS_GAME (self), FALSE);
  if (self->phase == CF_PHASE_END)
    return TRUE;
  if (self->phase == CF_PHASE_SUGGEST && !self->rules->suggestion_compulsory)
    return TRUE;
  /* Trapped: no door free and no passage. Waiting is the only move. */
  return self->phase == CF_PHASE_START && !cf_game_can_roll (self) &&
         !cf_game_can_take_passage (self);
}

int
cf_game_get_suggestion_room (CfGame *self)
{
  g_return_val_if_fail (CF_IS_GAME (self), -1);
  return cf_game_can_suggest (self) ? room_card (self, current_room (self)) : -1;
}

/**
 * cf_game_get_suggestion:
 *
 * Returns: the three cards of the suggestion being refuted (or the last
 *   one), each -1 before any suggestion this turn
 */
const int *
cf_game_get_suggestion (CfGame *self)
{
  g_return_val_if_fail (CF_IS_GAME (self), NULL);
  return self->suggestion;
}

int
cf_game_get_suggester (CfGame *self)
{
  g_return_val_if_fail (CF_IS_GAME (self), -1);
  return self->phase == CF_PHASE_REFUTE ? (int)self->current : -1;
}

/**
 * cf_game_get_case_log:
 * @seat: a seat
 *
 * What @seat has seen: its hand and the public events, with the cards shown
 * to it. Private to that seat.
 *
 * Returns: (transfer none): the log
 */
CfCaseLog *
cf_game_get_case_log (CfGame *self, guint seat)
{
  g_return_val_if_fail (CF_IS_GAME (self), NULL);
  g_return_val_if_fail (seat < self->n_seats, NULL);
  return self->seats[seat].log;
}

/**
 * cf_game_get_refute_choices:
 *
 * In %CF_PHASE_REFUTE, the refuter's cards among those named. Private to the
 * refuter.
 *
 * Returns: (transfer full) (element-type int): the cards, possibly empty
 */
GArray *
cf_game_get_refute_choices (CfGame *self)
{
  GArray *choices = g_array_new (FALSE, FALSE, sizeof (int));

  g_return_val_if_fail (CF_IS_GAME (self), choices);
  if (self->phase != CF_PHASE_REFUTE)
    return choices;
  for (guint i = 0; i < 3; i++)
    if (seat_holds (self, self->refuter, self->suggestion[i]))
      g_array_append_val (choices, self->suggestion[i]);
  return choices;
}

/**
 * cf_game_get_envelope_seen_by:
 * @seat: a seat
 *
 * What @seat has seen of the envelope: all of it once the game is over, or
 * once @seat accused wrongly (the accuser looks, in secret). Private to
 * @seat.
 *
 * Returns: (nullable): the three cards, or %NULL
 */
const int *
cf_game_get_envelope_seen_by (CfGame *self, guint seat)
{
  g_return_val_if_fail (CF_IS_GAME (self), NULL);
  g_return_val_if_fail (seat < self->n_seats, NULL);
  if (self->phase == CF_PHASE_OVER || self->seats[seat].out)
    return self->envelope;
  return NULL;
}

/**
 * cf_game_get_seat_marks:
 * @seat: a seat
 *
 * The marks the player made by hand in their notebook, kept with the game:
 * one character per cell, card-major, holders being the seats then the
 * envelope: `.` none, `y` holds, `n` does not, `?` perhaps. Private to @seat.
 *
 * Returns: (nullable): the marks, or %NULL when there are none
 */
const char *
cf_game_get_seat_marks (CfGame *self, guint seat)
{
  g_return_val_if_fail (CF_IS_GAME (self), NULL);
  g_return_val_if_fail (seat < self->n_seats, NULL);
  return self->seats[seat].marks;
}

gboolean
cf_game_marks_are_valid (CfGame *self, const char *marks)
{
  gsize n = (gsize)cf_edition_get_n_cards (self->edition) * (self->n_seats + 1);

  if (marks == NULL)
    return TRUE;
  if (strlen (marks) != n)
    return FALSE;
  for (gsize i = 0; i < n; i++)
    if (strchr (".yn?", marks[i]) == NULL)
      return FALSE;
  return TRUE;
}

/**
 * cf_game_set_seat_marks:
 * @seat: a seat
 * @marks: (nullable): see cf_game_get_seat_marks()
 *
 * Keeps the player's own marks with the game (they are saved with it).
 */
void
cf_game_set_seat_marks (CfGame *self, guint seat, const char *marks)
{
  g_return_if_fail (CF_IS_GAME (self));
  g_return_if_fail (seat < self->n_seats);
  g_return_if_fail (cf_game_marks_are_valid (self, marks));

  g_free (self->seats[seat].marks);
  self->seats[seat].marks = g_strdup (marks);
}

const int *
cf_game_get_envelope (CfGame *self)
{
  g_return_val_if_fail (CF_IS_GAME (self), NULL);
  g_return_val_if_fail (self->phase == CF_PHASE_OVER, NULL);
  return self->envelope;
}

guint
cf_game_get_n_records (CfGame *self)
{
  g_return_val_if_fail (CF_IS_GAME (self), 0);
  return self->records->len;
}

const CfRecord *
cf_game_get_record (CfGame *self, guint index)
{
  g_return_val_if_fail (CF_IS_GAME (self), NULL);
  g_return_val_if_fail (index < self->records->len, NULL);
  return &g_array_index (self->records, CfRecord, index);
}

static const char *
card_name (CfGame *self, int card)
{
  return cf_edition_get_card_name (self->edition, card);
}

static char *
place_name (CfGame *self, CfPlace place)
{
  return g_strdup (
      card_name (self, room_card (self, cf_board_place_get_room (self->board, place))));
}

/* The room a corridor square is nearest to, by steps; -1 when none is
 * reachable. */
static int
nearest_room (CfGame *self, CfPlace square)
{
  guint n_squares = cf_board_get_n_places (self->board) - cf_board_get_n_rooms (self->board);
  g_autofree guint *distances = g_new (guint, cf_board_get_n_places (self->board));
  int               best = -1;

  cf_board_distances (self->board, square, NULL, distances);
  for (guint r = 0; r < cf_board_get_n_rooms (self->board); r++)
    if (distances[n_squares + r] != G_MAXUINT &&
        (best < 0 || distances[n_squares + r] < distances[n_squares + best]))
      best = r;
  return best;
}

/* A move onto a corridor square, in the words of the table: where it is
 * by the rooms, never a square's number. */
static char *
describe_corridor_move (CfGame *self, const char *who, CfPlace to)
{
  int door_room = cf_board_get_door_room_at (self->board, to);
  int room;

  if (door_room >= 0)
    /* Translators: %1$s is a player, %2$s a room */
    return g_strdup_printf (_("%1$s moved to the door of the %2$s"), who,
                            card_name (self, room_card (self, door_room)));
  room = nearest_room (self, to);
  if (room >= 0)
    /* Translators: %1$s is a player, %2$s the room nearest to where they stopped */
    return g_strdup_printf (_("%1$s moved to the corridor by the %2$s"), who,
                            card_name (self, room_card (self, room)));
  /* Translators: %s is a player */
  return g_strdup_printf (_("%s moved along the corridor"), who);
}

/**
 * cf_game_describe_record:
 * @index: a record
 *
 * Returns: (transfer full): the record as a line of the public story
 */
char *
cf_game_describe_record (CfGame *self, guint index)
{
  const CfRecord  *r;
  const char      *who;
  g_autofree char *from = NULL;
  g_autofree char *to = NULL;

  g_return_val_if_fail (CF_IS_GAME (self), NULL);
  g_return_val_if_fail (index < self->records->len, NULL);

  r = &g_array_index (self->records, CfRecord, index);
  who = r->seat >= 0 ? self->seats[r->seat].name : NULL;

  switch (r->kind)
    {
    case CF_RECORD_TURN:
      /* Translators: %s is a player */
      return g_strdup_printf (_("%s’s turn"), who);
    case CF_RECORD_ROLL:
      /* Translators: %1$s is a player, %2$d the number rolled */
      return g_strdup_printf (_("%1$s rolled %2$d"), who, r->value);
    case CF_RECORD_MOVE:
      if (!cf_board_place_is_room (self->board, r->to))
        return describe_corridor_move (self, who, r->to);
      to = place_name (self, r->to);
      /* Translators: %1$s is a player, %2$s a room */
      return g_strdup_printf (_("%1$s entered the %2$s"), who, to);
    case CF_RECORD_PASSAGE:
      to = place_name (self, r->to);
      /* Translators: %1$s is a player, %2$s a room */
      return g_strdup_printf (_("%1$s took the secret passage to the %2$s"), who, to);
    case CF_RECORD_STAY:
      return g_strdup_printf (_("%s stayed where a suggestion brought them"), who);
    case CF_RECORD_SUGGEST:
      /* Translators: %1$s is a player, %2$s a suspect, %3$s a weapon, %4$s a room */
      return g_strdup_printf (_("%1$s suggested %2$s with the %3$s in the %4$s"), who,
                              card_name (self, r->cards[0]), card_name (self, r->cards[1]),
                              card_name (self, r->cards[2]));
    case CF_RECORD_PASS:
      return g_strdup_printf (_("%s could not refute"), who);
    case CF_RECORD_SHOW:
      /* Translators: %1$s and %2$s are players; which card stays secret */
      return g_strdup_printf (_("%1$s showed a card to %2$s"), who, self->seats[r->value].name);
    case CF_RECORD_NOBODY:
      return g_strdup_printf (_("Nobody could refute %s"), who);
    case CF_RECORD_ACCUSE:
      if (r->value)
        /* Translators: %1$s is a player, %2$s a suspect, %3$s a weapon, %4$s a room */
        return g_strdup_printf (_("%1$s accused %2$s with the %3$s in the %4$s, and was right"),
                                who, card_name (self, r->cards[0]), card_name (self, r->cards[1]),
                                card_name (self, r->cards[2]));
      /* Translators: %1$s is a player, %2$s a suspect, %3$s a weapon, %4$s a room */
      return g_strdup_printf (_("%1$s accused %2$s with the %3$s in the %4$s, and was wrong"), who,
                              card_name (self, r->cards[0]), card_name (self, r->cards[1]),
                              card_name (self, r->cards[2]));
    case CF_RECORD_WAIT:
      return g_strdup_printf (_("%s could not move"), who);
    case CF_RECORD_OVER:
      if (who != NULL)
        return g_strdup_printf (_("%s solved the case"), who);
      return g_strdup (_("Everyone accused wrongly; nobody solved the case"));
    default:
      g_assert_not_reached ();
    }
}

/**
 * cf_game_describe_hand:
 * @seat: a seat
 *
 * For the end of a game, when every hand is public.
 *
 * Returns: (transfer full): "Ann held the Knife, the Hall and Mrs. White."
 */
char *
cf_game_describe_hand (CfGame *self, guint seat)
{
  GArray     *hand;
  guint       n;
  const char *c[9] = { NULL };
  const char *who;

  g_return_val_if_fail (CF_IS_GAME (self), NULL);
  g_return_val_if_fail (seat < self->n_seats, NULL);

  /* One whole sentence per size of hand, so that each language words its
   * own list. */
  hand = self->seats[seat].hand;
  n = hand->len;
  who = self->seats[seat].name;
  for (guint i = 0; i < MIN (n, G_N_ELEMENTS (c)); i++)
    c[i] = card_name (self, g_array_index (hand, int, i));
  switch (n)
    {
    case 0:
      /* Translators: at the end of a game; %1$s is a player */
      return g_strdup_printf (_("%1$s held no cards."), who);
    case 1:
      /* Translators: at the end of a game; %1$s is a player, %2$s a card */
      return g_strdup_printf (_("%1$s held %2$s."), who, c[0]);
    case 2:
      /* Translators: at the end of a game; %1$s is a player, the others cards */
      return g_strdup_printf (_("%1$s held %2$s and %3$s."), who, c[0], c[1]);
    case 3:
      /* Translators: at the end of a game; %1$s is a player, the others cards */
      return g_strdup_printf (_("%1$s held %2$s, %3$s and %4$s."), who, c[0], c[1], c[2]);
    case 4:
      /* Translators: at the end of a game; %1$s is a player, the others cards */
      return g_strdup_printf (_("%1$s held %2$s, %3$s, %4$s and %5$s."), who, c[0], c[1], c[2],
                              c[3]);
    case 5:
      /* Translators: at the end of a game; %1$s is a player, the others cards */
      return g_strdup_printf (_("%1$s held %2$s, %3$s, %4$s, %5$s and %6$s."), who, c[0], c[1],
                              c[2], c[3], c[4]);
    case 6:
      /* Translators: at the end of a game; %1$s is a player, the others cards */
      return g_strdup_printf (_("%1$s held %2$s, %3$s, %4$s, %5$s, %6$s and %7$s."), who, c[0],
                              c[1], c[2], c[3], c[4], c[5]);
    case 7:
      /* Translators: at the end of a game; %1$s is a player, the others cards */
      return g_strdup_printf (_("%1$s held %2$s, %3$s, %4$s, %5$s, %6$s, %7$s and %8$s."), who,
                              c[0], c[1], c[2], c[3], c[4], c[5], c[6]);
    case 8:
      /* Translators: at the end of a game; %1$s is a player, the others cards */
      return g_strdup_printf (_("%1$s held %2$s, %3$s, %4$s, %5$s, %6$s, %7$s, %8$s and %9$s."),
                              who, c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7]);
    default:
      /* Translators: at the end of a game, for a hand too large to list; %1$s is a player,
       * %2$u the number of cards */
      return g_strdup_printf (
          g_dngettext (GETTEXT_PACKAGE, "%1$s held %2$u card.", "%1$s held %2$u cards.", n), who,
          n);
    }
}

/* ---------------------------------------------------------------- turns */

void
cf_game_set_next_roll (CfGame *self, guint roll)
{
  g_return_if_fail (CF_IS_GAME (self));
  self->next_roll = roll;
}

static void
move_token (CfGame *self, int suspect, CfPlace to, gboolean by_suggestion)
{
  CfPlace from = self->tokens[suspect];

  if (from == to)
    return;
  self->tokens[suspect] = to;
  g_signal_emit (self, signals[TOKEN_MOVED], 0, suspect, from, to, by_suggestion);
}

static void
start_turn (CfGame *self)
{
  g_assert (!self->seats[self->current].out);

  self->roll = 0;
  self->moved = FALSE;
  self->rerolls = 0;
  self->left_room = -1;
  self->refuter = CF_NOBODY;
  for (guint i = 0; i < 3; i++)
    self->suggestion[i] = -1;
  g_array_set_size (self->reach.squares, 0);
  self->reach.rooms = 0;
  set_phase (self, CF_PHASE_START);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CURRENT_SEAT]);
  add_record (self, CF_RECORD_TURN, self->current, 0, NULL, CF_PLACE_NONE, CF_PLACE_NONE);
  g_signal_emit (self, signals[TURN_STARTED], 0, self->current);
}

static void
game_over (CfGame *self, int winner)
{
  self->winner = winner;
  set_phase (self, CF_PHASE_OVER);
  add_record (self, CF_RECORD_OVER, winner, 0, NULL, CF_PLACE_NONE, CF_PLACE_NONE);
  g_signal_emit (self, signals[GAME_OVER], 0, winner);
}

/* Whether some seat may still win */
static gboolean
has_seat_in (CfGame *self)
{
  for (guint i = 0; i < self->n_seats; i++)
    if (!self->seats[i].out)
      return TRUE;
  return FALSE;
}

static void
next_turn (CfGame *self)
{
  /* The summons lasts until the summoned seat's next turn is over. */
  self->summoned[self->seats[self->current].suspect] = FALSE;

  if (!has_seat_in (self))
    {
      game_over (self, -1);
      return;
    }
  for (guint i = 1; i <= self->n_seats; i++)
    {
      guint seat = (self->current + i) % self->n_seats;
      /* 18 x 18: a wrong accuser "continues to participate by moving
       * around the board" */
      if (!self->seats[seat].out || self->rules->wrong_accuser_moves)
        {
          self->current = seat;
          self->turn++;
          start_turn (self);
          return;
        }
    }
  game_over (self, -1);
}

/* Where the current seat's roll can take it, by the edition's rules */
void
cf_game_update_reach (CfGame *self)
{
  g_autofree gboolean *occupied = g_new (gboolean, cf_board_get_n_places (self->board));
  int                  suspect = self->seats[self->current].suspect;
  CfMoveRules          rules = move_rules (self);

  cf_game_get_occupied (self, suspect, occupied);
  cf_board_reach (self->board, self->tokens[suspect], self->roll, occupied, &rules, &self->reach);
}

gboolean
cf_game_roll (CfGame *self, GError **error)
{
  guint dice;

  g_return_val_if_fail (CF_IS_GAME (self), FALSE);
  if (!check_phase (self, self->phase == CF_PHASE_START, error))
    return FALSE;
  if (!cf_game_can_roll (self))
    return fail (error, _("Every door of this room is blocked"));

  dice = MAX (self->rules->dice, 1);
  if (self->next_roll > 0)
    self->roll = self->next_roll;
  else
    for (guint i = 0, roll = 0; i < dice; i++)
      self->roll = (roll += 1 + cf_game_rng_below (&self->rng, self->rules->die_faces));
  self->next_roll = 0;
  self->moved = TRUE;

  cf_game_update_reach (self);

  add_record (self, CF_RECORD_ROLL, self->current, self->roll, NULL, CF_PLACE_NONE, CF_PLACE_NONE);
  g_signal_emit (self, signals[ROLLED], 0, self->current, self->roll);

  if (self->reach.squares->len > 0 || self->reach.rooms != 0)
    set_phase (self, CF_PHASE_MOVE);
  else if (self->rules->stuck_rolls_again && self->rerolls < MAX_REROLLS)
    {
      /* 18 x 18, rule 3: "If a player cannot move anywhere on his turn,
       * then he may roll the die again." */
      self->rerolls++;
      set_phase (self, CF_PHASE_START);
    }
  else
    {
      add_record (self, CF_RECORD_WAIT, self->current, 0, NULL, CF_PLACE_NONE, CF_PLACE_NONE);
      set_phase (self, CF_PHASE_END);
    }
  return TRUE;
}

/* @door: for a move into a room, the square in front of the door it came
 * in by; CF_PLACE_NONE otherwise */
static void
enter_room (CfGame *self, CfPlace from, CfPlace to, CfPlace door, gboolean passage)
{
  int      suspect = self->seats[self->current].suspect;
  gboolean in_room = cf_board_place_is_room (self->board, to);

  if (cf_board_place_is_room (self->board, from))
    self->left_room = cf_board_place_get_room (self->board, from);
  self->entry[suspect] = in_room ? door : CF_PLACE_NONE;
  move_token (self, suspect, to, FALSE);
  add_record (self, passage ? CF_RECORD_PASSAGE : CF_RECORD_MOVE, self->current, 0, NULL, from, to);
  /* A wrong accuser who keeps moving never suggests (18 x 18). */
  set_phase (self, in_room && !self->seats[self->current].out ? CF_PHASE_SUGGEST : CF_PHASE_END);
}

gboolean
cf_game_take_passage (CfGame *self, GError **error)
{
  int     room;
  CfPlace from;

  g_return_val_if_fail (CF_IS_GAME (self), FALSE);
  if (!check_phase (self, cf_game_can_take_passage (self), error))
    return FALSE;

  room = current_room (self);
  from = self->tokens[self->seats[self->current].suspect];
  self->moved = TRUE;
  enter_room (self, from,
              cf_board_room_place (self->board, cf_board_get_passage (self->board, room)),
              CF_PLACE_NONE, TRUE);
  return TRUE;
}

gboolean
cf_game_move (CfGame *self, CfPlace place, GError **error)
{
  gboolean ok = FALSE;
  CfPlace  from, door = CF_PLACE_NONE;

  g_return_val_if_fail (CF_IS_GAME (self), FALSE);
  if (!check_phase (self, self->phase == CF_PHASE_MOVE, error))
    return FALSE;

  if (place >= 0 && (guint)place < cf_board_get_n_places (self->board))
    {
      if (cf_board_place_is_room (self->board, place))
        ok = (self->reach.rooms >> cf_board_place_get_room (self->board, place)) & 1;
      else
        for (guint i = 0; i < self->reach.squares->len && !ok; i++)
          ok = g_array_index (self->reach.squares, CfPlace, i) == place;
    }
  if (!ok)
    return fail (error, _("The token cannot reach that place with this roll"));

  from = self->tokens[self->seats[self->current].suspect];
  if (cf_board_place_is_room (self->board, place))
    {
      /* The door it comes in by: the last square of a legal path there */
      g_autofree gboolean *occupied = g_new (gboolean, cf_board_get_n_places (self->board));
      g_autoptr(GArray) path = NULL;
      CfMoveRules rules = move_rules (self);

      cf_game_get_occupied (self, self->seats[self->current].suspect, occupied);
      path = cf_board_find_path (self->board, from, place, self->roll, occupied, &rules);
      if (path != NULL && path->len >= 2)
        door = g_array_index (path, CfPlace, path->len - 2);
    }
  enter_room (self, from, place, door, FALSE);
  g_array_set_size (self->reach.squares, 0);
  self->reach.rooms = 0;
  return TRUE;
}

static void
finish_suggestion (CfGame *self, int refuter, int shown)
{
  CfEvent event;

  cf_event_init_suggestion (&event, self->current, self->suggestion[0], self->suggestion[1],
                            self->suggestion[2], refuter, shown);
  append_event (self, &event, self->current, refuter >= 0 ? (guint)refuter : self->current);
  self->refuter = refuter;
  set_phase (self, CF_PHASE_END);
}

gboolean
cf_game_suggest (CfGame *self, int suspect_card, int weapon_card, GError **error)
{
  int     room, suspect, weapon;
  CfPlace room_place;

  g_return_val_if_fail (CF_IS_GAME (self), FALSE);
  if (!check_phase (self, cf_game_can_suggest (self), error))
    return FALSE;
  if (suspect_card < 0 || (guint)suspect_card >= cf_edition_get_n_cards (self->edition) ||
      cf_edition_get_card_category (self->edition, suspect_card) != CF_CATEGORY_SUSPECT)
    return fail (error, _("A suggestion names a suspect"));
  if (weapon_card < 0 || (guint)weapon_card >= cf_edition_get_n_cards (self->edition) ||
      cf_edition_get_card_category (self->edition, weapon_card) != CF_CATEGORY_WEAPON)
    return fail (error, _("A suggestion names a weapon"));

  room = current_room (self);
  room_place = cf_board_room_place (self->board, room);
  suspect = suspect_card - first_of (self, CF_CATEGORY_SUSPECT);
  weapon = weapon_card - first_of (self, CF_CATEGORY_WEAPON);

  if (self->phase == CF_PHASE_START)
    {
      /* Stayed where another's suggestion brought the token. */
      self->moved = TRUE;
      add_record (self, CF_RECORD_STAY, self->current, 0, NULL, CF_PLACE_NONE, CF_PLACE_NONE);
    }
  self->summoned[self->seats[self->current].suspect] = FALSE;

  self->suggestion[0] = suspect_card;
  self->suggestion[1] = weapon_card;
  self->suggestion[2] = room_card (self, room);

  /* The named suspect and weapon move into the room and stay there (the
   * 18 x 18 text moves nothing). */
  if (self->rules->suggestion_moves_pieces && self->tokens[suspect] != room_place)
    {
      self->entry[suspect] = CF_PLACE_NONE;
      move_token (self, suspect, room_place, TRUE);
      self->summoned[suspect] = TRUE;
    }
  if (self->rules->suggestion_moves_pieces && self->weapons[weapon] != room)
    {
      int from = self->weapons[weapon];
      self->weapons[weapon] = room;
      g_signal_emit (self, signals[WEAPON_MOVED], 0, weapon, from, room);
    }

  add_record (self, CF_RECORD_SUGGEST, self->current, 0, self->suggestion, CF_PLACE_NONE,
              CF_PLACE_NONE);
  g_signal_emit (self, signals[SUGGESTED], 0, self->current, self->suggestion[0],
                 self->suggestion[1], self->suggestion[2]);

  /* Refutation goes clockwise; the first who can must show one card. */
  for (guint i = 1; i < self->n_seats; i++)
    {
      guint seat = (self->current + i) % self->n_seats;

      if (seat_holds (self, seat, self->suggestion[0]) ||
          seat_holds (self, seat, self->suggestion[1]) ||
          seat_holds (self, seat, self->suggestion[2]))
        {
          self->refuter = seat;
          set_phase (self, CF_PHASE_REFUTE);
          g_signal_emit (self, signals[REFUTE_REQUESTED], 0, seat);
          return TRUE;
        }
      add_record (self, CF_RECORD_PASS, seat, 0, NULL, CF_PLACE_NONE, CF_PLACE_NONE);
      g_signal_emit (self, signals[PASSED], 0, seat);
    }

  add_record (self, CF_RECORD_NOBODY, self->current, 0, NULL, CF_PLACE_NONE, CF_PLACE_NONE);
  finish_suggestion (self, CF_NOBODY, CF_NO_CARD);
  g_signal_emit (self, signals[NOBODY_REFUTED], 0, self->current);
  return TRUE;
}

gboolean
cf_game_show_card (CfGame *self, int card, GError **error)
{
  guint refuter;

  g_return_val_if_fail (CF_IS_GAME (self), FALSE);
  if (!check_phase (self, self->phase == CF_PHASE_REFUTE, error))
    return FALSE;
  refuter = self->refuter;
  if ((card != self->suggestion[0] && card != self->suggestion[1] && card != self->suggestion[2]) ||
      !seat_holds (self, refuter, card))
    return fail (error, _("Show one of your cards that was named"));

  add_record (self, CF_RECORD_SHOW, refuter, self->current, NULL, CF_PLACE_NONE, CF_PLACE_NONE);
  finish_suggestion (self, refuter, card);
  g_signal_emit (self, signals[CARD_SHOWN], 0, refuter, self->current, card);
  return TRUE;
}

gboolean
cf_game_accuse (CfGame *self, int suspect_card, int weapon_card, int room_card_, GError **error)
{
  int      cards[3] = { suspect_card, weapon_card, room_card_ };
  gboolean correct = TRUE;
  CfEvent  event;
  guint    seat;
  CfPlace  place;

  g_return_val_if_fail (CF_IS_GAME (self), FALSE);
  if (!check_phase (self, cf_game_can_accuse (self), error))
    return FALSE;
  for (CfCategory c = 0; c < CF_N_CATEGORIES; c++)
    {
      if (cards[c] < 0 || (guint)cards[c] >= cf_edition_get_n_cards (self->edition) ||
          cf_edition_get_card_category (self->edition, cards[c]) != c)
        return fail (error, _("An accusation names a suspect, a weapon and a room"));
      correct = correct && cards[c] == self->envelope[c];
    }

  seat = self->current;
  cf_event_init_accusation (&event, seat, cards[0], cards[1], cards[2], correct);
  append_event (self, &event, seat, seat);
  add_record (self, CF_RECORD_ACCUSE, seat, correct, cards, CF_PLACE_NONE, CF_PLACE_NONE);
  g_signal_emit (self, signals[ACCUSED], 0, seat, cards[0], cards[1], cards[2], correct);

  if (correct)
    {
      game_over (self, seat);
      return TRUE;
    }

  self->seats[seat].out = TRUE;
  g_signal_emit (self, signals[ELIMINATED], 0, seat);

  /* A token out of the game must not block a door: into that room (where
   * tokens block, and the wrong accuser stops moving). */
  place = self->tokens[self->seats[seat].suspect];
  if (self->rules->tokens_block && !self->rules->wrong_accuser_moves &&
      !cf_board_place_is_room (self->board, place))
    {
      int room = cf_board_get_door_room_at (self->board, place);
      if (room >= 0)
        move_token (self, self->seats[seat].suspect, cf_board_room_place (self->board, room),
                    FALSE);
    }

  next_turn (self);
  return TRUE;
}

gboolean
cf_game_end_turn (CfGame *self, GError **error)
{
  g_return_val_if_fail (CF_IS_GAME (self), FALSE);
  if (!check_phase (self, cf_game_can_end_turn (self), error))
    return FALSE;
  if (self->phase == CF_PHASE_START)
    add_record (self, CF_RECORD_WAIT, self->current, 0, NULL, CF_PLACE_NONE, CF_PLACE_NONE);
  next_turn (self);
  return TRUE;
}

/**
 * cf_game_apply:
 * @action: what the acting seat does
 *
 * Does @action for the acting seat; the same as calling the function for it.
 */
gboolean
cf_game_apply (CfGame *self, const CfAction *action, GError **error)
{
  g_return_val_if_fail (CF_IS_GAME (self), FALSE);

  switch (action->kind)
    {
    case CF_ACTION_ROLL:
      return cf_game_roll (self, error);
    case CF_ACTION_PASSAGE:
      return cf_game_take_passage (self, error);
    case CF_ACTION_MOVE:
      return cf_game_move (self, action->place, error);
    case CF_ACTION_SUGGEST:
      return cf_game_suggest (self, action->cards[0], action->cards[1], error);
    case CF_ACTION_SHOW:
      return cf_game_show_card (self, action->cards[0], error);
    case CF_ACTION_ACCUSE:
      return cf_game_accuse (self, action->cards[0], action->cards[1], action->cards[2], error);
    case CF_ACTION_END_TURN:
      return cf_game_end_turn (self, error);
    default:
      return fail (error, _("Unknown action"));
    }
}

/* ---------------------------------------------------------------- checks */

static void problem (GPtrArray *problems, const char *format, ...) G_GNUC_PRINTF (2, 3);

static void
problem (GPtrArray *problems, const char *format, ...)
{
  va_list args;

  if (problems == NULL)
    return;
  va_start (args, format);
  g_ptr_array_add (problems, g_strdup_vprintf (format, args));
  va_end (args);
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
          for (guint i = 0; i < 3; i++)
            if (seat_holds (self, seat, event->cards[i]))
              return FALSE;
        if (event->refuter >= 0)
          {
            gboolean any = FALSE;
            for (guint i = 0; i < 3; i++)
              any = any || seat_holds (self, event->refuter, event->cards[i]);
            if (!any)
              return FALSE;
            if (event->shown >= 0 && !seat_holds (self, event->refuter, event->shown))
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
      return event->player >= 0 && seat_holds (self, event->player, event->cards[0]);
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
  guint                n_events;
  guint                max_hand = 0, min_hand = G_MAXUINT;

#define VIOLATION(...)                                                                             \
  G_STMT_START                                                                                     \
  {                                                                                                \
    violations++;                                                                                  \
    problem (problems, __VA_ARGS__);                                                               \
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
      if (cf_board_place_is_room (self->board, place))
        continue;
      cf_board_place_get_xy (self->board, place, &x, &y);
      if (cf_board_get_kind (self->board, x, y) != CF_SQUARE_CORRIDOR)
        VIOLATION ("token %u stands on %d,%d, which is not a corridor", s, x, y);
      if (seen[place] && self->rules->tokens_block)
        VIOLATION ("two tokens share %d,%d", x, y);
      seen[place] = TRUE;
    }
  for (guint w = 0; w < self->n_weapons; w++)
    if (self->weapons[w] < 0 || (guint)self->weapons[w] >= cf_board_get_n_rooms (self->board))
      VIOLATION ("weapon %u is in no room", w);

  n_events = cf_case_log_get_n_events (self->seats[0].log);
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
      if (cf_case_log_get_n_events (log) != n_events)
        VIOLATION ("seat %u's log has %u events, seat 0's %u", i, cf_case_log_get_n_events (log),
                   n_events);

      for (guint e = 0; e < MIN (n_events, cf_case_log_get_n_events (log)); e++)
        {
          const CfEvent *event = cf_case_log_get_event (log, e);
          const CfEvent *first = cf_case_log_get_event (self->seats[0].log, e);

          if (!event_is_true (self, event))
            VIOLATION ("seat %u's event %u is not true of the deal", i, e);
          if (event->type != first->type || event->player != first->player ||
              event->refuter != first->refuter ||
              memcmp (event->cards, first->cards, sizeof event->cards) != 0)
            VIOLATION ("seat %u's event %u differs from the public record", i, e);
          if (event->shown >= 0 && event->type == CF_EVENT_SUGGESTION && (int)i != event->player &&
              (int)i != event->refuter)
            VIOLATION ("seat %u saw the card shown in event %u to someone else", i, e);
          if (event->type == CF_EVENT_SUGGESTION && event->refuter >= 0 && event->shown < 0 &&
              ((int)i == event->player || (int)i == event->refuter))
            VIOLATION ("seat %u's event %u lacks the card it saw", i, e);
        }
    }

  if (self->phase == CF_PHASE_OVER && self->winner >= 0)
    {
      gboolean won = FALSE;
      for (guint e = 0; e < n_events; e++)
        {
          const CfEvent *event = cf_case_log_get_event (self->seats[0].log, e);
          won = won || (event->type == CF_EVENT_ACCUSATION && event->correct &&
                        event->player == self->winner);
        }
      if (!won)
        VIOLATION ("seat %d won without a correct accusation", self->winner);
    }
  if (self->phase != CF_PHASE_OVER && self->seats[self->current].out)
    VIOLATION ("seat %u plays after a wrong accusation", self->current);

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
            gboolean holds = seat_holds (self, seat, self->suggestion[0]) ||
                             seat_holds (self, seat, self->suggestion[1]) ||
                             seat_holds (self, seat, self->suggestion[2]);

            if (seat == (guint)self->refuter)
              {
                if (!holds)
                  VIOLATION ("seat %u must refute but holds none of the cards named", seat);
                break;
              }
            if (holds)
              VIOLATION ("seat %u passed over though it holds a card named", seat);
          }
    }

#undef VIOLATION
  return violations;
}
