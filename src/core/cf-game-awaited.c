/* cf-game-awaited.c: the decision the game waits for, who must make it,
 * and the line that tells them
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "cf-secrets-private.h"
#include "cf-text.h"

/*
 * Every decision (cf_game_roll() and the others below) ends in
 * cf_game_update_awaited(), and so does every change of the phase, the
 * current seat or the refuter: CfGame:awaited notifies once the game has
 * settled after any decision, whatever the rule that changed it. Nothing
 * above the game has to guess who acts from which property changed.
 */

G_DEFINE_BOXED_TYPE (CfAwaited, cf_awaited, cf_awaited_copy, cf_awaited_free)

CfAwaited *
cf_awaited_copy (const CfAwaited *awaited)
{
  return g_memdup2 (awaited, sizeof *awaited);
}

void
cf_awaited_free (CfAwaited *awaited)
{
  g_free (awaited);
}

/**
 * cf_game_get_awaited:
 *
 * Returns: who the game waits for, and what they may do
 */
CfAwaited
cf_game_get_awaited (CfGame *self)
{
  CfAwaited awaited = { -1, 0 };

  g_return_val_if_fail (CF_IS_GAME (self), awaited);

  awaited.seat = cf_game_get_acting_seat (self);
  if (awaited.seat < 0)
    return awaited;
  switch (self->phase)
    {
    case CF_PHASE_REFUTE:
      awaited.choices |= CF_CHOICE_SHOW;
      break;
    case CF_PHASE_MOVE:
      awaited.choices |= CF_CHOICE_MOVE;
      break;
    default:
      break;
    }
  if (cf_game_can_roll (self))
    awaited.choices |= CF_CHOICE_ROLL;
  if (cf_game_can_take_passage (self))
    awaited.choices |= CF_CHOICE_PASSAGE;
  if (cf_game_can_suggest (self))
    awaited.choices |= CF_CHOICE_SUGGEST;
  if (cf_game_can_accuse (self))
    awaited.choices |= CF_CHOICE_ACCUSE;
  if (cf_game_can_end_turn (self))
    awaited.choices |= CF_CHOICE_END_TURN;
  awaited.choices |= cf_secrets_get_choices (self->secrets);
  return awaited;
}

/* Tells observers when the awaited decision has changed */
void
cf_game_update_awaited (CfGame *self)
{
  CfAwaited now = cf_game_get_awaited (self);

  if (now.seat == self->awaited_told.seat && now.choices == self->awaited_told.choices)
    return;
  self->awaited_told = now;
  g_object_notify_by_pspec (G_OBJECT (self), cf_game_properties[PROP_AWAITED]);
}

/* Every decision ends here: the game has settled, and says so. */
static gboolean
settled (CfGame *self, gboolean done)
{
  cf_game_update_awaited (self);
  return done;
}

gboolean
cf_game_roll (CfGame *self, GError **error)
{
  return settled (self, cf_game_do_roll (self, error));
}

gboolean
cf_game_take_passage (CfGame *self, GError **error)
{
  return settled (self, cf_game_do_take_passage (self, error));
}

gboolean
cf_game_move (CfGame *self, CfPlace place, GError **error)
{
  return settled (self, cf_game_do_move (self, place, error));
}

gboolean
cf_game_suggest (CfGame *self, int suspect_card, int weapon_card, GError **error)
{
  return settled (self, cf_game_do_suggest (self, suspect_card, weapon_card, error));
}

gboolean
cf_game_show_card (CfGame *self, int card, GError **error)
{
  return settled (self, cf_game_do_show_card (self, card, error));
}

gboolean
cf_game_accuse (CfGame *self, int suspect_card, int weapon_card, int room_card, GError **error)
{
  return settled (self, cf_game_do_accuse (self, suspect_card, weapon_card, room_card, error));
}

gboolean
cf_game_end_turn (CfGame *self, GError **error)
{
  return settled (self, cf_game_do_end_turn (self, error));
}

static const char *
card_name (CfGame *self, int card)
{
  return cf_edition_get_card_name (self->edition, card);
}

/**
 * cf_game_describe_awaited:
 *
 * The hint line for the person the game waits for: what they may do now,
 * in the words of the edition's rules. It says nothing private.
 *
 * Returns: (transfer full): the line; empty when nobody is awaited
 */
char *
cf_game_describe_awaited (CfGame *self)
{
  CfAwaited awaited;
  gboolean  two_dice;
  char     *line;

  g_return_val_if_fail (CF_IS_GAME (self), NULL);
  awaited = cf_game_get_awaited (self);
  two_dice = self->rules->dice > 1;

  if (awaited.seat < 0)
    return g_strdup ("");
  /* A mechanic's own moments first */
  if ((line = cf_secrets_describe_awaited (self->secrets, awaited.choices)) != NULL)
    return line;
  if (self->phase == CF_PHASE_MOVE)
    /* Translators: %u is the number rolled */
    return cf_text_printf (_("You rolled %u. Pick where to go on the board: click, or use the "
                              "arrow keys and Enter."),
                           cf_game_get_roll (self));
  if (self->phase == CF_PHASE_SUGGEST && (awaited.choices & CF_CHOICE_ACCUSE))
    /* Translators: %s is a room; the rules make the suggestion due at once */
    return cf_text_printf (_("You entered a room (%s): make a suggestion now, or accuse."),
                           card_name (self, cf_game_get_suggestion_room (self)));
  if (self->phase == CF_PHASE_SUGGEST && !self->rules->suggestion_compulsory &&
      cf_edition_says_rumor (self->edition))
    /* Translators: %s is a room; Discover the Secrets' wording: its rules call a suggestion a
     * rumor ("Start a Rumor"), and leave it to the player */
    return cf_text_printf (_("You entered a room (%s): you may start a rumor, or end your "
                              "turn."),
                           card_name (self, cf_game_get_suggestion_room (self)));
  if (self->phase == CF_PHASE_SUGGEST && !self->rules->suggestion_compulsory)
    /* Translators: %s is a room; the rules leave the suggestion to the player */
    return cf_text_printf (_("You entered a room (%s): you may make a suggestion, or end "
                              "your turn."),
                           card_name (self, cf_game_get_suggestion_room (self)));
  if (self->phase == CF_PHASE_SUGGEST)
    /* Translators: %s is a room; the rules make the suggestion due at once */
    return cf_text_printf (_("You entered a room (%s): make a suggestion now."),
                           card_name (self, cf_game_get_suggestion_room (self)));
  if (self->phase == CF_PHASE_START && (awaited.choices & CF_CHOICE_SUGGEST))
    return g_strdup (
        _("A suggestion brought you here: you may suggest in this room, or move on."));
  if (self->phase == CF_PHASE_START && (awaited.choices & CF_CHOICE_END_TURN))
    return g_strdup (_("Every door of this room is blocked: you can only wait."));
  if (self->phase == CF_PHASE_START)
    {
      gboolean passage = (awaited.choices & CF_CHOICE_PASSAGE) != 0;

      if (two_dice)
        return g_strdup (passage ? _("Roll the dice, or take the secret passage.")
                                 : _("Roll the dice."));
      return g_strdup (passage ? _("Roll the die, or take the secret passage.")
                               : _("Roll the die."));
    }
  if (self->phase == CF_PHASE_END && (awaited.choices & CF_CHOICE_ACCUSE))
    return g_strdup (_("End your turn, or accuse."));
  if (self->phase == CF_PHASE_END)
    return g_strdup (_("End your turn."));
  if (self->phase == CF_PHASE_REFUTE)
    /* Translators: %s is the player who made the suggestion */
    return cf_text_printf (_("Show %s one of the cards named; nobody else sees which."),
                           cf_game_get_seat_name (self, self->current));
  return g_strdup ("");
}
