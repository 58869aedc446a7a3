/* cf-seat-view.c: what one seat of a game may know and is asked to decide
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "cf-enum-types.h"
#include "cf-seat-view.h"

/*
 * A CfSeatView holds one seat's private side of a game: its cards, its case
 * log (what it saw), its own marks in its notebook, its private line (the
 * card just shown to it, the Keeper it drew), and what the game waits for
 * it to decide (CfSeatView:choices, 0 while another seat is awaited). A
 * screen that shows a view can show nothing of another seat: it holds
 * nothing of one. The hot seat keeps one view per person and says which
 * one the window may show (cf_hot_seat_get_shown_view()).
 *
 * CfSeatView::told is what the seat hears, in words, as it happens: every
 * line of the public story, its own private lines, and what the game now
 * waits for it to do (with what is in reach after its roll). A screen
 * reader at the screen speaks exactly this stream for the shown view, so it
 * holds nothing another seat could not be told.
 */

struct _CfSeatView
{
  GObject parent_instance;

  CfGame       *game;
  CfPublicView *table; /* made on first use */
  guint         seat;
  char         *note;
  CfChoices     choices;
};

G_DEFINE_FINAL_TYPE (CfSeatView, cf_seat_view, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_NOTE,
  PROP_MARKS,
  PROP_CHOICES,
  N_PROPS
};

enum
{
  TOLD,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint       signals[N_SIGNALS];

/* ---------------------------------------------------------------- helpers */

static void
tell (CfSeatView *self, const char *sentence)
{
  if (sentence != NULL && sentence[0] != '\0')
    g_signal_emit (self, signals[TOLD], 0, sentence);
}

/* ---------------------------------------------------------------- callbacks */

static void
on_record_added (CfGame *game, guint index, CfSeatView *self)
{
  g_autofree char *line = NULL;

  if (!g_signal_has_handler_pending (self, signals[TOLD], 0, FALSE))
    return;
  line = cf_game_describe_record (game, index);
  tell (self, line);
}

/* What the game awaits of this seat, as the game has it now: never a copy
 * that a handler of the game's own signals could find stale */
static CfChoices
current_choices (CfSeatView *self)
{
  CfAwaited awaited = cf_game_get_awaited (self->game);

  return awaited.seat == (int)self->seat ? awaited.choices : 0;
}

static void
on_awaited (CfSeatView *self)
{
  CfChoices choices = current_choices (self);

  if (choices == self->choices)
    return;
  self->choices = choices;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CHOICES]);

  /* What the seat is asked to do now, once, when it is asked */
  if (choices != 0 && g_signal_has_handler_pending (self, signals[TOLD], 0, FALSE))
    {
      g_autofree char *line = cf_game_describe_awaited (self->game);

      tell (self, line);
      if (cf_game_get_phase (self->game) == CF_PHASE_MOVE && (choices & CF_CHOICE_MOVE))
        {
          g_autofree char *reach = cf_game_describe_reach (self->game);

          tell (self, reach);
        }
    }
}

static void
cf_seat_view_dispose (GObject *object)
{
  CfSeatView *self = CF_SEAT_VIEW (object);

  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->table);
  g_clear_object (&self->game);

  G_OBJECT_CLASS (cf_seat_view_parent_class)->dispose (object);
}

static void
cf_seat_view_finalize (GObject *object)
{
  g_free (CF_SEAT_VIEW (object)->note);

  G_OBJECT_CLASS (cf_seat_view_parent_class)->finalize (object);
}

static void
cf_seat_view_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  CfSeatView *self = CF_SEAT_VIEW (object);

  switch (prop_id)
    {
    case PROP_NOTE:
      g_value_set_string (value, self->note);
      break;
    case PROP_MARKS:
      g_value_set_string (value, cf_seat_view_get_marks (self));
      break;
    case PROP_CHOICES:
      g_value_set_flags (value, current_choices (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cf_seat_view_class_init (CfSeatViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = cf_seat_view_dispose;
  object_class->finalize = cf_seat_view_finalize;
  object_class->get_property = cf_seat_view_get_property;

  /**
   * CfSeatView:note:
   *
   * The seat's private line: the card just shown to it, the Keeper it
   * drew, the envelope it looked into; %NULL for none.
   */
  properties[PROP_NOTE] =
      g_param_spec_string ("note", NULL, NULL, NULL,
                           G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_MARKS] =
      g_param_spec_string ("marks", NULL, NULL, NULL,
                           G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * CfSeatView:choices: (type CfChoices)
   *
   * What the game waits for this seat to decide, or 0 while it waits for
   * another seat (or for nobody).
   */
  properties[PROP_CHOICES] =
      g_param_spec_flags ("choices", NULL, NULL, CF_TYPE_CHOICES, 0,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * CfSeatView::told:
   * @sentence: one sentence
   *
   * The seat hears something new, in words: a line of the public story,
   * its own private line (the card shown to it, the Keeper it drew), or
   * what the game now asks of it. Only ever what this seat may know.
   */
  signals[TOLD] = g_signal_new ("told", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
cf_seat_view_init (CfSeatView *self)
{
}

/**
 * cf_seat_view_new:
 * @game: a game
 * @seat: one of its seats
 *
 * Returns: (transfer full): the view of @seat, following @game
 */
CfSeatView *
cf_seat_view_new (CfGame *game, guint seat)
{
  CfSeatView *self;

  g_return_val_if_fail (CF_IS_GAME (game), NULL);
  g_return_val_if_fail (seat < cf_game_get_n_seats (game), NULL);

  self = g_object_new (CF_TYPE_SEAT_VIEW, NULL);
  self->game = g_object_ref (game);
  self->seat = seat;
  g_signal_connect_swapped (game, "notify::awaited", G_CALLBACK (on_awaited), self);
  g_signal_connect (game, "record-added", G_CALLBACK (on_record_added), self);
  on_awaited (self);
  return self;
}

/**
 * cf_seat_view_get_table:
 *
 * Returns: (transfer none): the public side of the game: the table as
 *   everyone sees it
 */
CfPublicView *
cf_seat_view_get_table (CfSeatView *self)
{
  g_return_val_if_fail (CF_IS_SEAT_VIEW (self), NULL);
  if (self->table == NULL)
    self->table = cf_public_view_new (self->game);
  return self->table;
}

guint
cf_seat_view_get_seat (CfSeatView *self)
{
  g_return_val_if_fail (CF_IS_SEAT_VIEW (self), 0);
  return self->seat;
}

const char *
cf_seat_view_get_name (CfSeatView *self)
{
  g_return_val_if_fail (CF_IS_SEAT_VIEW (self), NULL);
  return cf_game_get_seat_name (self->game, self->seat);
}

/**
 * cf_seat_view_get_n_cards:
 *
 * Returns: how many cards the seat was dealt
 */
guint
cf_seat_view_get_n_cards (CfSeatView *self)
{
  g_return_val_if_fail (CF_IS_SEAT_VIEW (self), 0);
  return cf_case_log_get_n_my_cards (cf_game_get_case_log (self->game, self->seat));
}

/**
 * cf_seat_view_get_card:
 * @index: below cf_seat_view_get_n_cards()
 *
 * Returns: one of the seat's cards
 */
int
cf_seat_view_get_card (CfSeatView *self, guint index)
{
  g_return_val_if_fail (CF_IS_SEAT_VIEW (self), -1);
  return cf_case_log_get_my_card (cf_game_get_case_log (self->game, self->seat), index);
}

/**
 * cf_seat_view_get_case_log:
 *
 * Returns: (transfer none): what the seat saw, as its case log
 */
CfCaseLog *
cf_seat_view_get_case_log (CfSeatView *self)
{
  g_return_val_if_fail (CF_IS_SEAT_VIEW (self), NULL);
  return cf_game_get_case_log (self->game, self->seat);
}

/**
 * cf_seat_view_get_marks:
 *
 * Returns: (nullable): the seat's own marks in its notebook
 */
const char *
cf_seat_view_get_marks (CfSeatView *self)
{
  g_return_val_if_fail (CF_IS_SEAT_VIEW (self), NULL);
  return cf_game_get_seat_marks (self->game, self->seat);
}

void
cf_seat_view_set_marks (CfSeatView *self, const char *marks)
{
  g_return_if_fail (CF_IS_SEAT_VIEW (self));
  if (g_strcmp0 (marks, cf_game_get_seat_marks (self->game, self->seat)) == 0)
    return;
  cf_game_set_seat_marks (self->game, self->seat, marks);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MARKS]);
}

const char *
cf_seat_view_get_note (CfSeatView *self)
{
  g_return_val_if_fail (CF_IS_SEAT_VIEW (self), NULL);
  return self->note;
}

/**
 * cf_seat_view_set_note:
 * @note: (nullable): the seat's new private line
 *
 * For the controller of the table (the hot seat), which learns what the
 * seat was told.
 */
void
cf_seat_view_set_note (CfSeatView *self, const char *note)
{
  g_return_if_fail (CF_IS_SEAT_VIEW (self));
  if (g_strcmp0 (note, self->note) == 0)
    return;
  g_free (self->note);
  self->note = g_strdup (note);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NOTE]);
  tell (self, note);
}

/**
 * cf_seat_view_get_choices:
 *
 * Returns: what the game waits for this seat to decide; 0 while another
 *   seat (or nobody) is awaited
 */
CfChoices
cf_seat_view_get_choices (CfSeatView *self)
{
  g_return_val_if_fail (CF_IS_SEAT_VIEW (self), 0);
  return current_choices (self);
}

CfEdition *
cf_seat_view_get_edition (CfSeatView *self)
{
  g_return_val_if_fail (CF_IS_SEAT_VIEW (self), NULL);
  return cf_game_get_edition (self->game);
}

/**
 * cf_seat_view_get_suggestion:
 *
 * Returns: (array fixed-size=3): the suggestion being answered or just
 *   made, as the whole table heard it (-1 when none)
 */
const int *
cf_seat_view_get_suggestion (CfSeatView *self)
{
  g_return_val_if_fail (CF_IS_SEAT_VIEW (self), NULL);
  return cf_game_get_suggestion (self->game);
}

/**
 * cf_seat_view_get_suggester_name:
 *
 * Returns: the name of the seat whose turn it is (who suggests)
 */
const char *
cf_seat_view_get_suggester_name (CfSeatView *self)
{
  g_return_val_if_fail (CF_IS_SEAT_VIEW (self), NULL);
  return cf_game_get_seat_name (self->game, cf_game_get_current_seat (self->game));
}

/**
 * cf_seat_view_get_refute_choices:
 *
 * Returns: (transfer full) (element-type int): the seat's own cards among
 *   those named, when the game waits for it to show one; empty otherwise
 */
GArray *
cf_seat_view_get_refute_choices (CfSeatView *self)
{
  g_return_val_if_fail (CF_IS_SEAT_VIEW (self), NULL);
  if (!(current_choices (self) & CF_CHOICE_SHOW))
    return g_array_new (FALSE, FALSE, sizeof (int));
  return cf_game_get_refute_choices (self->game);
}

/**
 * cf_seat_view_can_play_keeper:
 *
 * Returns: whether the seat holds a Keeper with @effect and the game
 *   waits for it to decide now, when that Keeper may be played
 */
gboolean
cf_seat_view_can_play_keeper (CfSeatView *self, CfKeeperEffect effect)
{
  g_return_val_if_fail (CF_IS_SEAT_VIEW (self), FALSE);
  return (current_choices (self) & CF_CHOICE_KEEPER) &&
         cf_game_can_play_keeper (self->game, effect);
}

/**
 * cf_seat_view_get_keeper_name:
 *
 * Returns: (nullable): the name of the edition's Keeper with @effect
 */
const char *
cf_seat_view_get_keeper_name (CfSeatView *self, CfKeeperEffect effect)
{
  const CfIntrigue *intrigue;

  g_return_val_if_fail (CF_IS_SEAT_VIEW (self), NULL);
  intrigue = cf_game_get_intrigue (self->game);
  if (intrigue == NULL || cf_intrigue_find_effect (intrigue, effect) < 0)
    return NULL;
  return cf_intrigue_get_keeper_name (intrigue, cf_intrigue_find_effect (intrigue, effect));
}

/**
 * cf_seat_view_get_board:
 *
 * Returns: (transfer none): the board (public)
 */
CfBoard *
cf_seat_view_get_board (CfSeatView *self)
{
  g_return_val_if_fail (CF_IS_SEAT_VIEW (self), NULL);
  return cf_game_get_board (self->game);
}

/**
 * cf_seat_view_get_place:
 *
 * Returns: where the seat's own token stands (public)
 */
CfPlace
cf_seat_view_get_place (CfSeatView *self)
{
  g_return_val_if_fail (CF_IS_SEAT_VIEW (self), CF_PLACE_NONE);
  return cf_game_get_token (self->game, cf_game_get_seat_suspect (self->game, self->seat));
}

/**
 * cf_seat_view_can_send_to_start:
 * @suspect: a suspect (its index among the suspects)
 *
 * Returns: whether the seat may send @suspect's token to its start now,
 *   with its Keeper
 */
gboolean
cf_seat_view_can_send_to_start (CfSeatView *self, int suspect)
{
  g_return_val_if_fail (CF_IS_SEAT_VIEW (self), FALSE);
  return cf_seat_view_can_play_keeper (self, CF_KEEPER_SEND_TO_START) &&
         cf_game_can_send_to_start (self->game, suspect);
}

/**
 * cf_seat_view_get_keeper_text:
 *
 * Returns: (nullable): what the edition's Keeper with @effect does
 */
const char *
cf_seat_view_get_keeper_text (CfSeatView *self, CfKeeperEffect effect)
{
  const CfIntrigue *intrigue;

  g_return_val_if_fail (CF_IS_SEAT_VIEW (self), NULL);
  intrigue = cf_game_get_intrigue (self->game);
  if (intrigue == NULL || cf_intrigue_find_effect (intrigue, effect) < 0)
    return NULL;
  return cf_intrigue_get_keeper_text (intrigue, cf_intrigue_find_effect (intrigue, effect));
}

/**
 * cf_seat_view_get_n_keepers:
 *
 * Returns: how many Keepers the seat holds (a secret of its own)
 */
guint
cf_seat_view_get_n_keepers (CfSeatView *self)
{
  g_return_val_if_fail (CF_IS_SEAT_VIEW (self), 0);
  return cf_game_get_n_keepers (self->game, self->seat);
}

/**
 * cf_seat_view_get_keeper:
 * @index: below cf_seat_view_get_n_keepers()
 *
 * Returns: the Keeper, as its index in the edition's Intrigue deck
 */
int
cf_seat_view_get_keeper (CfSeatView *self, guint index)
{
  g_return_val_if_fail (CF_IS_SEAT_VIEW (self), -1);
  return cf_game_get_keeper (self->game, self->seat, index);
}

/**
 * cf_seat_view_is_listening:
 *
 * Returns: whether the seat readied, in secret, the Keeper that sees the
 *   next card shown to another
 */
gboolean
cf_seat_view_is_listening (CfSeatView *self)
{
  g_return_val_if_fail (CF_IS_SEAT_VIEW (self), FALSE);
  return cf_game_is_seat_listening (self->game, self->seat);
}

/**
 * cf_seat_view_get_n_pool_cards:
 *
 * Returns: how many cards lie face down in the pool (public)
 */
guint
cf_seat_view_get_n_pool_cards (CfSeatView *self)
{
  g_return_val_if_fail (CF_IS_SEAT_VIEW (self), 0);
  return cf_game_get_n_pool_cards (self->game);
}

/**
 * cf_seat_view_get_pool_card_seen:
 *
 * Returns: the pool card at @position when this seat has looked at it, or
 *   -1
 */
int
cf_seat_view_get_pool_card_seen (CfSeatView *self, guint position)
{
  g_return_val_if_fail (CF_IS_SEAT_VIEW (self), -1);
  return cf_game_get_pool_card_seen (self->game, self->seat, position);
}

/**
 * cf_seat_view_can_look:
 *
 * Returns: whether the game waits for this seat and it may look at the
 *   pool card at @position now
 */
gboolean
cf_seat_view_can_look (CfSeatView *self, guint position)
{
  g_return_val_if_fail (CF_IS_SEAT_VIEW (self), FALSE);
  return (current_choices (self) & CF_CHOICE_LOOK) && cf_game_can_look (self->game, position);
}

/**
 * cf_seat_view_act:
 * @action: what the seat decides
 *
 * Does @action for this seat, when the game waits for this seat; any
 * other seat's decision is refused, and nothing changes.
 *
 * Returns: %FALSE with @error set when refused
 */
gboolean
cf_seat_view_act (CfSeatView *self, const CfAction *action, GError **error)
{
  g_return_val_if_fail (CF_IS_SEAT_VIEW (self), FALSE);
  if (cf_game_get_awaited (self->game).seat != (int)self->seat)
    {
      g_set_error_literal (error, CF_ERROR, CF_ERROR_INVALID,
                           _("The game is not waiting for this player"));
      return FALSE;
    }
  return cf_game_apply (self->game, action, error);
}
