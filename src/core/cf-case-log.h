/* cf-case-log.h: what one seat knows: set-up and public events (format 1)
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>
#include <json-glib/json-glib.h>

#include "cf-edition.h"
#include "cf-types.h"

G_BEGIN_DECLS

#define CF_MIN_PLAYERS 2
#define CF_MAX_PLAYERS 8

/* The largest case log read or written (the format says so). */
#define CF_CASE_LOG_MAX_SIZE ((gsize)16 * 1024 * 1024)

/* Special values of CfEvent fields */
#define CF_NOBODY (-1)    /* refuter: nobody could refute */
#define CF_SET_ASIDE (-2) /* reveal holder: the set-aside pile */
#define CF_NO_CARD (-1)   /* shown: not seen */

typedef enum
{
  CF_EVENT_SUGGESTION,
  CF_EVENT_ACCUSATION,
  CF_EVENT_REVEAL,
} CfEventType;

/**
 * CfEvent:
 * @type: what happened
 * @player: the suggester, the accuser, or for a reveal the holder
 *   (%CF_SET_ASIDE for the set-aside pile)
 * @cards: the three cards named (any order); for a reveal only `cards[0]`
 * @refuter: who showed a card, or %CF_NOBODY
 * @shown: the card the log's owner saw, or %CF_NO_CARD
 * @correct: for an accusation, whether it was right
 *
 * One public event of a game. Cards are numbers of the log's edition.
 */
typedef struct
{
  CfEventType type;
  int         player;
  int         cards[3];
  int         refuter;
  int         shown;
  gboolean    correct;
  guint32     refused; /* suggestion: players who were asked and would not
                        * show a card (a Keeper of Discover the Secrets);
                        * bit p for player p */
} CfEvent;

#define CF_TYPE_EVENT (cf_event_get_type ())
GType    cf_event_get_type (void) G_GNUC_CONST;
CfEvent *cf_event_copy (const CfEvent *event);
void     cf_event_free (CfEvent *event);
void     cf_event_init_suggestion (
        CfEvent *event, int suggester, int card1, int card2, int card3, int refuter, int shown);
void cf_event_init_accusation (
    CfEvent *event, int accuser, int card1, int card2, int card3, gboolean correct);
void     cf_event_init_reveal (CfEvent *event, int holder, int card);
gboolean cf_suggestion_asks (guint n_players, int suggester, int refuter, int player);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CfEvent, cf_event_free)

#define CF_TYPE_CASE_LOG (cf_case_log_get_type ())

G_DECLARE_FINAL_TYPE (CfCaseLog, cf_case_log, CF, CASE_LOG, GObject)

CfCaseLog *cf_case_log_new (CfEdition         *edition,
                            guint              n_players,
                            const char *const *names,
                            const guint       *hand_sizes,
                            guint              set_aside,
                            int                me,
                            const int         *my_cards,
                            GError           **error);
CfCaseLog *cf_case_log_new_from_bytes (GBytes *bytes, GError **error);
CfCaseLog *cf_case_log_new_from_file (GFile *file, GError **error);
CfCaseLog *cf_case_log_new_from_json (JsonNode *node, GError **error);
CfCaseLog *cf_case_log_copy (CfCaseLog *self);
GBytes    *cf_case_log_to_bytes (CfCaseLog *self);
JsonNode  *cf_case_log_to_json (CfCaseLog *self);
gboolean   cf_case_log_save (CfCaseLog *self, GFile *file, GError **error);

CfEdition  *cf_case_log_get_edition (CfCaseLog *self);
guint       cf_case_log_get_n_players (CfCaseLog *self);
const char *cf_case_log_get_player_name (CfCaseLog *self, guint player);
void        cf_case_log_set_player_name (CfCaseLog *self, guint player, const char *name);
guint       cf_case_log_get_hand_size (CfCaseLog *self, guint player);
guint       cf_case_log_get_set_aside (CfCaseLog *self);
int         cf_case_log_get_me (CfCaseLog *self);
guint       cf_case_log_get_n_my_cards (CfCaseLog *self);
int         cf_case_log_get_my_card (CfCaseLog *self, guint index);

guint          cf_case_log_get_n_events (CfCaseLog *self);
const CfEvent *cf_case_log_get_event (CfCaseLog *self, guint index);
gboolean       cf_case_log_check_event (CfCaseLog *self, const CfEvent *event, GError **error);
gboolean       cf_case_log_append_event (CfCaseLog *self, const CfEvent *event, GError **error);
gboolean
cf_case_log_insert_event (CfCaseLog *self, guint index, const CfEvent *event, GError **error);
gboolean
     cf_case_log_replace_event (CfCaseLog *self, guint index, const CfEvent *event, GError **error);
void cf_case_log_remove_event (CfCaseLog *self, guint index);
gboolean cf_case_log_insert_events (
    CfCaseLog *self, guint index, const CfEvent *events, guint n_events, GError **error);
void cf_case_log_remove_events (CfCaseLog *self, guint index, guint n_events);

G_END_DECLS
