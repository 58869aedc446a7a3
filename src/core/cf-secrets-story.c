/* cf-secrets-story.c: Discover the Secrets' lines of the public story
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "cf-secrets-private.h"
#include "cf-text.h"

static const char *
card_name (CfSecrets *self, int card)
{
  return cf_edition_get_card_name (cf_game_get_edition (self->game), card);
}

static const char *
room_name (CfSecrets *self, CfPlace place)
{
  CfEdition *edition = cf_game_get_edition (self->game);

  return card_name (self, (int)cf_edition_get_first_card_of (edition, CF_CATEGORY_ROOM) +
                              cf_board_place_get_room (cf_game_get_board (self->game), place));
}

/* A Keeper played, for everyone at the table */
static char *
describe_play (CfSecrets *self, const CfRecord *r, const char *who)
{
  int         keeper = cf_intrigue_find_effect (self->intrigue, r->value);
  const char *name = keeper >= 0 ? cf_intrigue_get_keeper_name (self->intrigue, keeper) : "";

  switch ((CfKeeperEffect)r->value)
    {
    case CF_KEEPER_MOVE_ANYWHERE:
      if (cf_board_place_is_pool (cf_game_get_board (self->game), r->to))
        /* Translators: %1$s is a player, %2$s the name of an Intrigue card */
        return cf_text_printf (_("%1$s played “%2$s” and went to the pool"), who, name);
      return cf_text_printf (
          /* Translators: %1$s is a player, %2$s the name of an Intrigue card, %3$s a room */
          _("%1$s played “%2$s” and moved into a room: %3$s"), who, name, room_name (self, r->to));
    case CF_KEEPER_SEND_TO_START:
      /* Translators: %1$s is a player, %2$s the name of an Intrigue card, %3$s a suspect */
      return cf_text_printf (_("%1$s played “%2$s” and sent %3$s back to the start"), who, name,
                             card_name (self, r->cards[0]));
    case CF_KEEPER_REFUSE:
      /* Translators: %1$s is a player, %2$s the name of an Intrigue card */
      return cf_text_printf (_("%1$s played “%2$s” and showed no card"), who, name);
    case CF_KEEPER_LOOK_RIGHT:
      {
        const char *right =
            cf_game_get_seat_name (self->game, cf_game_get_seat_right_of (self->game, r->seat));

        /* Translators: %1$s and %3$s are players, %2$s the name of an Intrigue card; which
         * card stays secret */
        return cf_text_printf (_("%1$s played “%2$s” and looked at a card of %3$s"), who, name,
                               right);
      }
    case CF_KEEPER_SEE_SHOWN:
      /* Translators: %1$s is a player, %2$s the name of an Intrigue card; which card stays
       * secret */
      return cf_text_printf (_("%1$s played “%2$s” and saw the card shown"), who, name);
    case CF_KEEPER_ADD_SIX:
    case CF_KEEPER_SECOND_RUMOR:
    case CF_KEEPER_SECOND_TURN:
    case CF_N_KEEPER_EFFECTS:
    default:
      /* Translators: %1$s is a player, %2$s the name of an Intrigue card */
      return cf_text_printf (_("%1$s played “%2$s”"), who, name);
    }
}

/**
 * cf_secrets_describe_record:
 * @record: one of the mechanic's records (a Clock, a Keeper drawn or
 *   played, a murder, a look in the pool, a dead seat passed over)
 * @who: the name of the record's seat
 *
 * Returns: (transfer full): the record as a line of the public story
 */
char *
cf_secrets_describe_record (CfSecrets *self, const CfRecord *r, const char *who)
{
  g_return_val_if_fail (CF_IS_SECRETS (self), NULL);

  switch (r->kind)
    {
    case CF_RECORD_CLOCK:
      /* Translators: %1$s is a player, %2$d how many Clock cards now lie face up */
      return cf_text_printf (g_dngettext (GETTEXT_PACKAGE, "%1$s drew a Clock: %2$d is laid out",
                                          "%1$s drew a Clock: %2$d are laid out", r->value),
                             who, r->value);
    case CF_RECORD_KEEPER:
      /* Translators: %s is a player; which card stays secret */
      return cf_text_printf (_("%s drew a Keeper"), who);
    case CF_RECORD_MURDER:
      /* Translators: %s is a player */
      return cf_text_printf (
          _("%s drew the last Clock and was murdered; their cards now lie face up"), who);
    case CF_RECORD_PLAY:
      return describe_play (self, r, who);
    case CF_RECORD_LOOK:
      /* Translators: %s is a player; which card stays secret */
      return cf_text_printf (_("%s looked at a card in the pool"), who);
    case CF_RECORD_PASS_ON:
      /* Translators: %s is a murdered player, who is no longer asked to show a card */
      return cf_text_printf (_("%s is dead and was not asked"), who);
    default:
      g_return_val_if_reached (NULL);
    }
}
