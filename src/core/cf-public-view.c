/* cf-public-view.c: what everyone at the table of a game may see
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "cf-enum-types.h"
#include "cf-public-view.h"

/*
 * A CfPublicView is the table as everyone around it sees it: the board and
 * its tokens, the dice, whose turn it is and what the game waits for, the
 * story, the Clocks laid out and how many cards lie in the pool. It holds
 * nothing private: a hand is told only once it is public (the game is over,
 * or its seat was murdered), the envelope and the pool only at the end.
 * Front ends draw the table from it and one seat's private side from a
 * CfSeatView; neither reaches into the CfGame.
 *
 * It follows the game: its properties notify when the game's do, and its
 * signals are the game's public ones, with the same arguments.
 */

struct _CfPublicView
{
  GObject parent_instance;

  CfGame  *game;
  CfStory *story; /* made on first use */
};

G_DEFINE_FINAL_TYPE (CfPublicView, cf_public_view, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_PHASE,
  PROP_CURRENT_SEAT,
  PROP_AWAITED,
  N_PROPS
};

enum
{
  TOKEN_MOVED,
  WEAPON_MOVED,
  RECORD_ADDED,
  ELIMINATED,
  GAME_OVER,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint       signals[N_SIGNALS];

static void
on_notify (CfGame *game, GParamSpec *pspec, CfPublicView *self)
{
  for (guint i = PROP_PHASE; i < N_PROPS; i++)
    if (g_str_equal (pspec->name, properties[i]->name))
      g_object_notify_by_pspec (G_OBJECT (self), properties[i]);
}

static void
on_token_moved (
    CfGame *game, int suspect, CfPlace from, CfPlace to, gboolean summoned, CfPublicView *self)
{
  g_signal_emit (self, signals[TOKEN_MOVED], 0, suspect, from, to, summoned);
}

static void
on_weapon_moved (CfGame *game, int weapon, int from_room, int to_room, CfPublicView *self)
{
  g_signal_emit (self, signals[WEAPON_MOVED], 0, weapon, from_room, to_room);
}

static void
on_record_added (CfGame *game, guint index, CfPublicView *self)
{
  g_signal_emit (self, signals[RECORD_ADDED], 0, index);
}

static void
on_eliminated (CfGame *game, guint seat, CfPublicView *self)
{
  g_signal_emit (self, signals[ELIMINATED], 0, seat);
}

static void
on_game_over (CfGame *game, int winner, CfPublicView *self)
{
  g_signal_emit (self, signals[GAME_OVER], 0, winner);
}

static void
cf_public_view_dispose (GObject *object)
{
  CfPublicView *self = CF_PUBLIC_VIEW (object);

  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->story);
  g_clear_object (&self->game);

  G_OBJECT_CLASS (cf_public_view_parent_class)->dispose (object);
}

static void
cf_public_view_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  CfPublicView *self = CF_PUBLIC_VIEW (object);

  switch (prop_id)
    {
    case PROP_PHASE:
      g_value_set_enum (value, cf_public_view_get_phase (self));
      break;
    case PROP_CURRENT_SEAT:
      g_value_set_uint (value, cf_public_view_get_current_seat (self));
      break;
    case PROP_AWAITED:
      {
        CfAwaited awaited = cf_public_view_get_awaited (self);

        g_value_set_boxed (value, &awaited);
      }
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cf_public_view_class_init (CfPublicViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = cf_public_view_dispose;
  object_class->get_property = cf_public_view_get_property;

  properties[PROP_PHASE] =
      g_param_spec_enum ("phase", NULL, NULL, CF_TYPE_PHASE, CF_PHASE_START,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CURRENT_SEAT] =
      g_param_spec_uint ("current-seat", NULL, NULL, 0, CF_GAME_MAX_SEATS - 1, 0,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * CfPublicView:awaited: (type CfAwaited)
   *
   * Who the game waits for, and for what: the same for everyone.
   */
  properties[PROP_AWAITED] =
      g_param_spec_boxed ("awaited", NULL, NULL, CF_TYPE_AWAITED,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* The game's public signals, as CfGame documents them */
  signals[TOKEN_MOVED] =
      g_signal_new ("token-moved", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                    NULL, G_TYPE_NONE, 4, G_TYPE_INT, G_TYPE_INT, G_TYPE_INT, G_TYPE_BOOLEAN);
  signals[WEAPON_MOVED] =
      g_signal_new ("weapon-moved", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                    NULL, G_TYPE_NONE, 3, G_TYPE_INT, G_TYPE_INT, G_TYPE_INT);
  signals[RECORD_ADDED] =
      g_signal_new ("record-added", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                    NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  signals[ELIMINATED] = g_signal_new ("eliminated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                      NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  signals[GAME_OVER] = g_signal_new ("game-over", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                     NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);
}

static void
cf_public_view_init (CfPublicView *self)
{
}

/**
 * cf_public_view_new:
 * @game: a game
 *
 * Returns: (transfer full): the table of @game as everyone sees it
 */
CfPublicView *
cf_public_view_new (CfGame *game)
{
  CfPublicView *self;

  g_return_val_if_fail (CF_IS_GAME (game), NULL);

  self = g_object_new (CF_TYPE_PUBLIC_VIEW, NULL);
  self->game = g_object_ref (game);
  g_signal_connect (game, "notify", G_CALLBACK (on_notify), self);
  g_signal_connect (game, "token-moved", G_CALLBACK (on_token_moved), self);
  g_signal_connect (game, "weapon-moved", G_CALLBACK (on_weapon_moved), self);
  g_signal_connect (game, "record-added", G_CALLBACK (on_record_added), self);
  g_signal_connect (game, "eliminated", G_CALLBACK (on_eliminated), self);
  g_signal_connect (game, "game-over", G_CALLBACK (on_game_over), self);
  return self;
}

CfEdition *
cf_public_view_get_edition (CfPublicView *self)
{
  g_return_val_if_fail (CF_IS_PUBLIC_VIEW (self), NULL);
  return cf_game_get_edition (self->game);
}

CfBoard *
cf_public_view_get_board (CfPublicView *self)
{
  g_return_val_if_fail (CF_IS_PUBLIC_VIEW (self), NULL);
  return cf_game_get_board (self->game);
}

/**
 * cf_public_view_get_story:
 *
 * Returns: (transfer none): the story of the game, in sentences
 */
CfStory *
cf_public_view_get_story (CfPublicView *self)
{
  g_return_val_if_fail (CF_IS_PUBLIC_VIEW (self), NULL);
  if (self->story == NULL)
    self->story = cf_story_new (self->game);
  return self->story;
}

guint
cf_public_view_get_n_seats (CfPublicView *self)
{
  g_return_val_if_fail (CF_IS_PUBLIC_VIEW (self), 0);
  return cf_game_get_n_seats (self->game);
}

const char *
cf_public_view_get_seat_name (CfPublicView *self, guint seat)
{
  g_return_val_if_fail (CF_IS_PUBLIC_VIEW (self), NULL);
  return cf_game_get_seat_name (self->game, seat);
}

/**
 * cf_public_view_is_seat_out:
 *
 * Returns: whether @seat accused wrongly (it still shows cards)
 */
gboolean
cf_public_view_is_seat_out (CfPublicView *self, guint seat)
{
  g_return_val_if_fail (CF_IS_PUBLIC_VIEW (self), FALSE);
  return cf_game_is_seat_out (self->game, seat);
}

CfPhase
cf_public_view_get_phase (CfPublicView *self)
{
  g_return_val_if_fail (CF_IS_PUBLIC_VIEW (self), CF_PHASE_OVER);
  return cf_game_get_phase (self->game);
}

guint
cf_public_view_get_current_seat (CfPublicView *self)
{
  g_return_val_if_fail (CF_IS_PUBLIC_VIEW (self), 0);
  return cf_game_get_current_seat (self->game);
}

CfAwaited
cf_public_view_get_awaited (CfPublicView *self)
{
  CfAwaited nobody = { -1, 0 };

  g_return_val_if_fail (CF_IS_PUBLIC_VIEW (self), nobody);
  return cf_game_get_awaited (self->game);
}

/**
 * cf_public_view_get_winner:
 *
 * Returns: the seat that solved the case, or -1
 */
int
cf_public_view_get_winner (CfPublicView *self)
{
  g_return_val_if_fail (CF_IS_PUBLIC_VIEW (self), -1);
  return cf_game_get_winner (self->game);
}

/**
 * cf_public_view_get_seat_suspect:
 *
 * Returns: the suspect whose token @seat moves
 */
int
cf_public_view_get_seat_suspect (CfPublicView *self, guint seat)
{
  g_return_val_if_fail (CF_IS_PUBLIC_VIEW (self), -1);
  return cf_game_get_seat_suspect (self->game, seat);
}

/**
 * cf_public_view_get_suggester:
 *
 * Returns: the seat whose suggestion is being answered or was just made,
 *   or -1
 */
int
cf_public_view_get_suggester (CfPublicView *self)
{
  g_return_val_if_fail (CF_IS_PUBLIC_VIEW (self), -1);
  return cf_game_get_suggester (self->game);
}

/**
 * cf_public_view_start_is_free:
 * @suspect: a suspect
 *
 * Returns: whether @suspect's token is off its start and the start is free
 *   (where a Keeper may send it back)
 */
gboolean
cf_public_view_start_is_free (CfPublicView *self, int suspect)
{
  g_return_val_if_fail (CF_IS_PUBLIC_VIEW (self), FALSE);
  return cf_game_can_send_to_start (self->game, suspect);
}

CfPlace
cf_public_view_get_token (CfPublicView *self, int suspect)
{
  g_return_val_if_fail (CF_IS_PUBLIC_VIEW (self), CF_PLACE_NONE);
  return cf_game_get_token (self->game, suspect);
}

int
cf_public_view_get_weapon_room (CfPublicView *self, int weapon)
{
  g_return_val_if_fail (CF_IS_PUBLIC_VIEW (self), -1);
  return cf_game_get_weapon_room (self->game, weapon);
}

/**
 * cf_public_view_get_roll:
 *
 * Returns: the dice of the current turn (0 before the roll)
 */
guint
cf_public_view_get_roll (CfPublicView *self)
{
  g_return_val_if_fail (CF_IS_PUBLIC_VIEW (self), 0);
  return cf_game_get_roll (self->game);
}

/**
 * cf_public_view_get_reach:
 *
 * Returns: (transfer none): where the current seat's token may go with
 *   the dice on the table
 */
const CfReach *
cf_public_view_get_reach (CfPublicView *self)
{
  g_return_val_if_fail (CF_IS_PUBLIC_VIEW (self), NULL);
  return cf_game_get_reach (self->game);
}

/**
 * cf_public_view_get_suggestion_room:
 *
 * Returns: the room card the current seat would suggest in, or -1
 */
int
cf_public_view_get_suggestion_room (CfPublicView *self)
{
  g_return_val_if_fail (CF_IS_PUBLIC_VIEW (self), -1);
  return cf_game_get_suggestion_room (self->game);
}

/**
 * cf_public_view_get_envelope:
 *
 * Returns: (array fixed-size=3) (nullable): the envelope once the game is
 *   over and it lies open; %NULL before
 */
const int *
cf_public_view_get_envelope (CfPublicView *self)
{
  g_return_val_if_fail (CF_IS_PUBLIC_VIEW (self), NULL);
  if (cf_game_get_phase (self->game) != CF_PHASE_OVER)
    return NULL;
  return cf_game_get_envelope (self->game);
}

/**
 * cf_public_view_describe_hand:
 *
 * Returns: (transfer full) (nullable): "Ann held the Knife, the Hall and
 *   Mrs. White." once the hand is public (the game is over, or the seat was
 *   murdered and its cards laid open); %NULL before
 */
char *
cf_public_view_describe_hand (CfPublicView *self, guint seat)
{
  g_return_val_if_fail (CF_IS_PUBLIC_VIEW (self), NULL);
  g_return_val_if_fail (seat < cf_game_get_n_seats (self->game), NULL);
  if (cf_game_get_phase (self->game) != CF_PHASE_OVER &&
      !cf_game_is_seat_murdered (self->game, seat))
    return NULL;
  return cf_game_describe_hand (self->game, seat);
}

/**
 * cf_public_view_describe_pool:
 *
 * Returns: (transfer full) (nullable): the pool's face-down cards in a
 *   sentence once the game is over; %NULL before, or when it holds none
 */
char *
cf_public_view_describe_pool (CfPublicView *self)
{
  g_return_val_if_fail (CF_IS_PUBLIC_VIEW (self), NULL);
  if (cf_game_get_phase (self->game) != CF_PHASE_OVER)
    return NULL;
  return cf_game_describe_pool (self->game);
}

/**
 * cf_public_view_get_intrigue:
 *
 * Returns: (nullable): the edition's Intrigue deck (Discover the Secrets)
 */
const CfIntrigue *
cf_public_view_get_intrigue (CfPublicView *self)
{
  g_return_val_if_fail (CF_IS_PUBLIC_VIEW (self), NULL);
  return cf_game_get_intrigue (self->game);
}

gboolean
cf_public_view_get_keepers_enabled (CfPublicView *self)
{
  g_return_val_if_fail (CF_IS_PUBLIC_VIEW (self), FALSE);
  return cf_game_get_keepers_enabled (self->game);
}

guint
cf_public_view_get_clocks_out (CfPublicView *self)
{
  g_return_val_if_fail (CF_IS_PUBLIC_VIEW (self), 0);
  return cf_game_get_clocks_out (self->game);
}

/**
 * cf_public_view_get_n_pool_cards:
 *
 * Returns: how many cards lie face down in the pool
 */
guint
cf_public_view_get_n_pool_cards (CfPublicView *self)
{
  g_return_val_if_fail (CF_IS_PUBLIC_VIEW (self), 0);
  return cf_game_get_n_pool_cards (self->game);
}

/**
 * cf_public_view_get_last_roll_question:
 *
 * Returns: whether the current turn's roll showed the "?" face
 */
gboolean
cf_public_view_get_last_roll_question (CfPublicView *self)
{
  g_return_val_if_fail (CF_IS_PUBLIC_VIEW (self), FALSE);
  return cf_game_get_last_roll_question (self->game);
}

gboolean
cf_public_view_is_seat_murdered (CfPublicView *self, guint seat)
{
  g_return_val_if_fail (CF_IS_PUBLIC_VIEW (self), FALSE);
  return cf_game_is_seat_murdered (self->game, seat);
}

/**
 * cf_public_view_describe_whereabouts:
 * @own_suspect: the suspect of the player who listens, or -1
 *
 * Returns: (transfer full): where every token and weapon is, in sentences
 *   (see cf_game_describe_whereabouts())
 */
char *
cf_public_view_describe_whereabouts (CfPublicView *self, int own_suspect)
{
  g_return_val_if_fail (CF_IS_PUBLIC_VIEW (self), NULL);
  return cf_game_describe_whereabouts (self->game, own_suspect);
}

/**
 * cf_public_view_get_nearest_room:
 * @square: a corridor square
 *
 * Returns: the room (its index on the board) nearest to @square by steps,
 *   or -1
 */
int
cf_public_view_get_nearest_room (CfPublicView *self, CfPlace square)
{
  g_return_val_if_fail (CF_IS_PUBLIC_VIEW (self), -1);
  return cf_game_nearest_room (self->game, square);
}
