/* cf-intrigue.h: an edition's Intrigue deck (Discover the Secrets), as data
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* What a Keeper card does. The rule text gives no card texts: the list an
 * edition carries is the best available (LOW confidence), not confirmed. */
typedef enum
{
  CF_KEEPER_ADD_SIX,       /* add 6 to one's roll, after rolling */
  CF_KEEPER_MOVE_ANYWHERE, /* move anywhere, instead of rolling */
  CF_KEEPER_SEND_TO_START, /* send any token back to its start, after one's turn */
  CF_KEEPER_REFUSE,        /* refuse to refute a rumor, when asked */
  CF_KEEPER_SECOND_RUMOR,  /* a second rumor, at the start of one's turn in a room */
  CF_KEEPER_SECOND_TURN,   /* another turn, after one's turn */
  CF_KEEPER_LOOK_RIGHT,    /* look at one card of the player on one's right */
  CF_KEEPER_SEE_SHOWN,     /* see the card shown to another player */
  CF_N_KEEPER_EFFECTS
} CfKeeperEffect;

/* The steps a Keeper "add 6 to one's roll" adds */
#define CF_KEEPER_ADD_SIX_STEPS 6

typedef struct
{
  CfKeeperEffect effect;
  guint          copies;
  char          *name; /* English, translated with the edition's context */
  char          *text; /* what it does and when, English */
} CfKeeper;

/**
 * CfIntrigue:
 * @clocks: how many Clock cards; drawing the last one murders the drawer
 * @keepers: (element-type CfKeeper): the Keeper cards
 * @confirmed: whether the Keeper texts come from the rule text or a card
 *   scan (else they are the best available guess, and the app says so)
 */
typedef struct
{
  guint    clocks;
  GArray  *keepers;
  gboolean confirmed;
  char    *context; /* the translation context of the names, or NULL */
} CfIntrigue;

CfIntrigue       *
cf_intrigue_load (JsonObject *object, const char *origin, const char *path, GError **error);
void  cf_intrigue_free (CfIntrigue *intrigue);
guint cf_intrigue_get_n_cards (const CfIntrigue *intrigue);
const char    *cf_keeper_effect_to_string (CfKeeperEffect effect);
CfKeeperEffect cf_keeper_effect_from_string (const char *id);
const char    *cf_intrigue_get_keeper_name (const CfIntrigue *intrigue, guint keeper);
const char    *cf_intrigue_get_keeper_text (const CfIntrigue *intrigue, guint keeper);
int            cf_intrigue_find_effect (const CfIntrigue *intrigue, CfKeeperEffect effect);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CfIntrigue, cf_intrigue_free)

G_END_DECLS
