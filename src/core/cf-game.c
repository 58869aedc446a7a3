/* cf-game.c: a whole game as a state machine: the object, set-up and what
 * can be read of it (the turns are in cf-game-turns.c)
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "cf-enum-types.h"
#include "cf-secrets-private.h"

/*
 * The game knows everything: the envelope, every hand, where each token and
 * weapon is. What a seat may know is its case log (what it saw) and the
 * public state (tokens, weapons, whose turn, the story in records). Bots and
 * the GUI only read a seat's log through cf_game_get_case_log() for the seat
 * they act for; everything else they read is public.
 */

G_DEFINE_FINAL_TYPE (CfGame, cf_game, G_TYPE_OBJECT)

GParamSpec *cf_game_properties[CF_GAME_N_PROPS];
guint       cf_game_signals[CF_GAME_N_SIGNALS];

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

guint
cf_game_random_below (CfGame *self, guint bound)
{
  return cf_game_rng_below (&self->rng, bound);
}

void
cf_game_shuffle (CfGame *self, int *items, guint n)
{
  for (guint i = n; i > 1; i--)
    {
      guint j = cf_game_rng_below (&self->rng, i);
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
  g_clear_object (&self->secrets);
  if (self->forward_destroy != NULL)
    self->forward_destroy (self->forward_data);
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
      g_value_set_enum (value, self->phase);
      break;
    case PROP_CURRENT_SEAT:
      g_value_set_uint (value, self->current);
      break;
    case PROP_AWAITED:
      {
        CfAwaited awaited = cf_game_get_awaited (self);

        g_value_set_boxed (value, &awaited);
      }
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

  cf_game_properties[PROP_PHASE] =
      g_param_spec_enum ("phase", NULL, NULL, CF_TYPE_PHASE, CF_PHASE_START,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  cf_game_properties[PROP_CURRENT_SEAT] =
      g_param_spec_uint ("current-seat", NULL, NULL, 0, CF_GAME_MAX_SEATS - 1, 0,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * CfGame:awaited: (type CfAwaited)
   *
   * The decision the game waits for (cf_game_get_awaited()): who, and what
   * they may do. It notifies whenever either changes, after every decision
   * and at every change of who acts. Bots, the hot seat and the hint line
   * follow it alone.
   */
  cf_game_properties[PROP_AWAITED] =
      g_param_spec_boxed ("awaited", NULL, NULL, CF_TYPE_AWAITED,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, CF_GAME_N_PROPS, cf_game_properties);

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
   * CfGame::intrigue-drawn: (seat, card): a Clock or a Keeper's index;
   *   which Keeper is private to the seat
   * CfGame::keeper-played: (seat, effect, card): the card the Keeper let
   *   the seat see (private to it), or -1
   *
   * The last two are CfSecrets' (cf_game_get_secrets()), forwarded.
   */
  cf_game_signals[TURN_STARTED] =
      g_signal_new ("turn-started", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                    NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  cf_game_signals[ROLLED] =
      g_signal_new ("rolled", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                    G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_UINT);
  cf_game_signals[TOKEN_MOVED] =
      g_signal_new ("token-moved", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                    NULL, G_TYPE_NONE, 4, G_TYPE_INT, G_TYPE_INT, G_TYPE_INT, G_TYPE_BOOLEAN);
  cf_game_signals[WEAPON_MOVED] =
      g_signal_new ("weapon-moved", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                    NULL, G_TYPE_NONE, 3, G_TYPE_INT, G_TYPE_INT, G_TYPE_INT);
  cf_game_signals[SUGGESTED] =
      g_signal_new ("suggested", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                    G_TYPE_NONE, 4, G_TYPE_UINT, G_TYPE_INT, G_TYPE_INT, G_TYPE_INT);
  cf_game_signals[REFUTE_REQUESTED] =
      g_signal_new ("refute-requested", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                    NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  cf_game_signals[PASSED] = g_signal_new ("passed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                          NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  cf_game_signals[CARD_SHOWN] =
      g_signal_new ("card-shown", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                    G_TYPE_NONE, 3, G_TYPE_UINT, G_TYPE_UINT, G_TYPE_INT);
  cf_game_signals[NOBODY_REFUTED] =
      g_signal_new ("nobody-refuted", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                    NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  cf_game_signals[ACCUSED] = g_signal_new ("accused", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                           0, NULL, NULL, NULL, G_TYPE_NONE, 5, G_TYPE_UINT,
                                           G_TYPE_INT, G_TYPE_INT, G_TYPE_INT, G_TYPE_BOOLEAN);
  cf_game_signals[ELIMINATED] =
      g_signal_new ("eliminated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                    G_TYPE_NONE, 1, G_TYPE_UINT);
  cf_game_signals[GAME_OVER] =
      g_signal_new ("game-over", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                    G_TYPE_NONE, 1, G_TYPE_INT);
  cf_game_signals[RECORD_ADDED] =
      g_signal_new ("record-added", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                    NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  cf_game_signals[INTRIGUE_DRAWN] =
      g_signal_new ("intrigue-drawn", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                    NULL, G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_INT);
  cf_game_signals[KEEPER_PLAYED] =
      g_signal_new ("keeper-played", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                    NULL, G_TYPE_NONE, 3, G_TYPE_UINT, G_TYPE_INT, G_TYPE_INT);
}

static void
cf_game_init (CfGame *self)
{
  self->records = g_array_new (FALSE, TRUE, sizeof (CfRecord));
  self->reach.squares = g_array_new (FALSE, FALSE, sizeof (CfPlace));
  self->left_room = -1;
  self->refuter = CF_NOBODY;
  self->awaited_told.seat = -1;
  self->shadow_seat = -1;
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
  cf_game_attach_secrets (self);
  return self;
}

/* ---------------------------------------------------------------- helpers */

int
cf_game_first_of (CfGame *self, CfCategory category)
{
  return cf_edition_get_first_card_of (self->edition, category);
}

int
cf_game_room_card (CfGame *self, int room)
{
  return cf_game_first_of (self, CF_CATEGORY_ROOM) + room;
}

int
cf_game_current_room (CfGame *self)
{
  CfPlace place = self->tokens[self->seats[self->current].suspect];

  return cf_board_place_is_room (self->board, place) ? cf_board_place_get_room (self->board, place)
                                                     : -1;
}

gboolean
cf_game_seat_holds (CfGame *self, guint seat, int card)
{
  GArray *hand = self->seats[seat].hand;

  for (guint i = 0; i < hand->len; i++)
    if (g_array_index (hand, int, i) == card)
      return TRUE;
  return FALSE;
}

void
cf_game_add_record (CfGame      *self,
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
  g_signal_emit (self, cf_game_signals[RECORD_ADDED], 0, self->records->len - 1);
}

void
cf_game_set_phase (CfGame *self, CfPhase phase)
{
  if (self->phase != phase)
    {
      self->phase = phase;
      g_object_notify_by_pspec (G_OBJECT (self), cf_game_properties[PROP_PHASE]);
    }
  cf_game_update_awaited (self);
}

gboolean
cf_game_fail (GError **error, const char *message)
{
  g_set_error_literal (error, CF_ERROR, CF_ERROR_INVALID, message);
  return FALSE;
}

gboolean
cf_game_check_phase (CfGame *self, gboolean allowed, GError **error)
{
  if (self->phase == CF_PHASE_OVER)
    return cf_game_fail (error, _("The game is over"));
  if (!allowed)
    return cf_game_fail (error, _("That is not possible now"));
  return TRUE;
}

void
cf_game_append_event (CfGame        *self,
                      const CfEvent *event,
                      guint          seat_with_shown_a,
                      guint          seat_with_shown_b)
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
  return cf_game_new_full (edition, n_seats, seats, seed, game_index, NULL, error);
}

/* Discover the Secrets: "Roll the dice. High roller goes first." Those
 * tied for the highest roll again. */
static guint
high_roller (CfGame *self)
{
  guint rolling = (1u << self->n_seats) - 1;

  for (;;)
    {
      guint best = 0, best_seats = 0;

      for (guint i = 0; i < self->n_seats; i++)
        {
          guint roll = 0;

          if (!(rolling & (1u << i)))
            continue;
          for (guint d = 0; d < MAX (self->rules->dice, 1); d++)
            roll += 1 + cf_game_rng_below (&self->rng, self->rules->die_faces);
          cf_game_add_record (self, CF_RECORD_HIGH_ROLL, i, roll, NULL, CF_PLACE_NONE,
                              CF_PLACE_NONE);
          if (roll > best)
            {
              best = roll;
              best_seats = 0;
            }
          if (roll == best)
            best_seats |= 1u << i;
        }
      if ((best_seats & (best_seats - 1)) == 0)
        return g_bit_nth_lsf (best_seats, -1);
      rolling = best_seats;
    }
}

/**
 * cf_game_new_full:
 * @options: (nullable): what the table chose beyond the rules
 *
 * As cf_game_new_in_series(), with @options.
 *
 * Returns: (transfer full) (nullable): the game, in %CF_PHASE_START
 */
CfGame *
cf_game_new_full (CfEdition           *edition,
                  guint                n_seats,
                  const CfSeatSetup   *seats,
                  guint64              seed,
                  guint                game_index,
                  const CfGameOptions *options,
                  GError             **error)
{
  const CfRules *rules;
  g_autoptr(CfGame) self = NULL;
  g_autoptr(CfBoard) board = NULL;
  g_autofree int *deck = NULL;
  guint           n_cards, n_rooms, n_deck = 0, n_dealt;
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
                   /* Translators: %u is how many players */
                   ngettext ("This edition is always played by %u player: computer players "
                             "fill the empty seats",
                             "This edition is always played by %u players: computer players "
                             "fill the empty seats",
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
        return cf_game_fail (error, _("A seat has no valid suspect")), NULL;
      for (guint j = 0; j < i; j++)
        if (seats[j].suspect == seats[i].suspect)
          return cf_game_fail (error, _("Two seats play the same suspect")), NULL;
      if (seats[i].kind >= CF_N_PLAYER_KINDS)
        return cf_game_fail (error, _("A seat has an unknown kind of player")), NULL;
      self->seats[i].suspect = seats[i].suspect;
      self->seats[i].kind = seats[i].kind;
      /* A blank name stands for the suspect's, in the language the game
       * is shown in: a save keeps it blank (cf-game-save.c). */
      self->seats[i].name = g_strstrip (g_strdup (seats[i].name != NULL ? seats[i].name : ""));
      if (*self->seats[i].name == '\0')
        {
          g_free (self->seats[i].name);
          self->seats[i].name = cf_game_default_seat_name (self, i);
          self->seats[i].default_name = TRUE;
        }
      names[i] = self->seats[i].name;
      if (seats[i].suspect < self->seats[first_player].suspect)
        first_player = i;
    }

  if (rules->first_player == CF_FIRST_ROTATES)
    first_player = (first_player + game_index) % n_seats;
  else if (rules->first_player == CF_FIRST_HIGH_ROLL)
    first_player = high_roller (self);

  /* The envelope: one card of each category. */
  deck = g_new (int, n_cards);
  for (CfCategory c = 0; c < CF_N_CATEGORIES; c++)
    {
      guint n = cf_edition_get_n_cards_of (edition, c);
      self->envelope[c] = cf_game_first_of (self, c) + cf_game_rng_below (&self->rng, n);
    }
  for (guint card = 0; card < n_cards; card++)
    if ((int)card != self->envelope[0] && (int)card != self->envelope[1] &&
        (int)card != self->envelope[2])
      deck[n_deck++] = card;
  cf_game_shuffle (self, deck, n_deck);

  /* Dealt clockwise, beginning with the first player; where the rules say
   * so, evenly, the leftover cards face down in the pool (a part of
   * Discover the Secrets). */
  n_dealt =
      rules->set_aside_leftovers && self->secrets != NULL ? n_deck - n_deck % n_seats : n_deck;
  for (guint i = 0; i < n_dealt; i++)
    {
      guint seat = (first_player + i) % n_seats;
      g_array_append_val (self->seats[seat].hand, deck[i]);
      hand_sizes[seat]++;
    }

  for (guint i = 0; i < n_seats; i++)
    {
      GArray *hand = self->seats[i].hand;
      self->seats[i].log = cf_case_log_new (edition, n_seats, names, hand_sizes, n_deck - n_dealt,
                                            i, (const int *)hand->data, error);
      if (self->seats[i].log == NULL)
        return NULL;
    }

  /* Weapons each in a different room, tokens on their starts. */
  for (guint r = 0; r < n_rooms; r++)
    rooms[r] = r;
  cf_game_shuffle (self, rooms, n_rooms);
  for (guint w = 0; w < self->n_weapons; w++)
    self->weapons[w] = rules->weapons_in_pool ? (int)n_rooms : rooms[w % n_rooms];
  if (self->secrets != NULL)
    cf_secrets_set_up (self->secrets, options == NULL || !options->no_keepers, deck + n_dealt,
                       n_deck - n_dealt);
  for (guint s = 0; s < self->n_suspects; s++)
    self->tokens[s] = cf_board_get_start (board, s);

  self->current = first_player;
  self->phase = CF_PHASE_START;
  self->turn = 1;
  cf_game_add_record (self, CF_RECORD_TURN, first_player, 0, NULL, CF_PLACE_NONE, CF_PLACE_NONE);
  /* Nobody listens yet: the first decision is where the game starts. */
  self->awaited_told = cf_game_get_awaited (self);

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

/* A seat's name when nobody typed one: its suspect's, in the language
 * shown now */
char *
cf_game_default_seat_name (CfGame *self, guint seat)
{
  return g_strdup (cf_edition_get_card_name (
      self->edition, cf_game_first_of (self, CF_CATEGORY_SUSPECT) + self->seats[seat].suspect));
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
  if (self->rules->tokens == CF_TOKENS_SHARE)
    return;
  for (guint s = 0; s < self->n_suspects; s++)
    if ((int)s != except_suspect && !cf_board_place_is_room (self->board, self->tokens[s]))
      occupied[self->tokens[s]] = TRUE;
}

/**
 * cf_game_in_pool:
 *
 * Returns: whether the current seat's token stands in the pool
 */
gboolean
cf_game_in_pool (CfGame *self)
{
  g_return_val_if_fail (CF_IS_GAME (self), FALSE);
  return cf_board_place_is_pool (self->board, self->tokens[self->seats[self->current].suspect]);
}

/**
 * cf_game_get_seat_right_of:
 *
 * Returns: the seat on @seat's right (the one before it clockwise)
 */
int
cf_game_get_seat_right_of (CfGame *self, guint seat)
{
  g_return_val_if_fail (CF_IS_GAME (self), -1);
  g_return_val_if_fail (seat < self->n_seats, -1);
  return (seat + self->n_seats - 1) % self->n_seats;
}

/**
 * cf_game_can_send_to_start:
 * @suspect: a suspect
 *
 * Returns: whether @suspect's token may be sent back to its start: it is
 *   elsewhere and nobody stands there
 */
gboolean
cf_game_can_send_to_start (CfGame *self, int suspect)
{
  CfPlace start;

  g_return_val_if_fail (CF_IS_GAME (self), FALSE);
  if (suspect < 0 || (guint)suspect >= self->n_suspects)
    return FALSE;
  start = cf_board_get_start (self->board, suspect);
  if (self->tokens[suspect] == start)
    return FALSE;
  for (guint s = 0; s < self->n_suspects; s++)
    if (self->tokens[s] == start)
      return FALSE;
  return TRUE;
}

/* The true hand of @seat, for the referee and the mechanics */
GArray *
cf_game_get_hand (CfGame *self, guint seat)
{
  return self->seats[seat].hand;
}

/* Whether the current seat has rolled, taken a passage or otherwise moved
 * (or stayed to suggest) this turn */
gboolean
cf_game_has_moved (CfGame *self)
{
  return self->moved;
}

void
cf_game_set_moved (CfGame *self)
{
  self->moved = TRUE;
}

/* The seat asked to refute the suggestion (phase REFUTE), or the one that
 * showed a card for it, or CF_NOBODY */
int
cf_game_get_refuter (CfGame *self)
{
  return self->refuter;
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
    if (cf_game_seat_holds (self, self->refuter, self->suggestion[i]))
      g_array_append_val (choices, self->suggestion[i]);
  return choices;
}

/**
 * cf_game_get_envelope_seen_by:
 * @seat: a seat
 *
 * What @seat has seen of the envelope: all of it once the game is over, or
 * once @seat accused wrongly (the accuser looks, in secret; a murdered
 * seat never looked). Private to @seat.
 *
 * Returns: (nullable): the three cards, or %NULL
 */
const int *
cf_game_get_envelope_seen_by (CfGame *self, guint seat)
{
  g_return_val_if_fail (CF_IS_GAME (self), NULL);
  g_return_val_if_fail (seat < self->n_seats, NULL);
  if (self->phase == CF_PHASE_OVER ||
      (self->seats[seat].out && !cf_game_is_seat_murdered (self, seat)))
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
  /* A column per seat, the envelope, and the pool when cards lie there */
  gsize n = (gsize)cf_edition_get_n_cards (self->edition) *
            (self->n_seats + 1 + (cf_game_get_n_pool_cards (self) > 0));

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
