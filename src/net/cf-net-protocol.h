/* cf-net-protocol.h: the messages between a host and its joiners
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

#include "cf-game.h"

G_BEGIN_DECLS

/* docs/network.md describes the protocol */
#define CF_NET_PROTOCOL 2
#define CF_NET_PATH "/casefile"
#define CF_NET_SERVICE "_casefile._tcp"
#define CF_NET_MAX_MESSAGE (64 * 1024)
/* What a joiner takes from its host: a seat's copy of the game grows with
 * the story (about 35 KiB after 300 turns) */
#define CF_NET_MAX_FROM_HOST (8 * 1024 * 1024)
#define CF_NET_DEFAULT_PORT 47150
#define CF_NET_MAX_NAME 40

/*
 * Why the host refused a message (`refused`) or closes a connection
 * (`goodbye`): a stable id, which the joiner turns into a sentence in its
 * own language (cf_net_client_describe_reason()). The ids marked "detail"
 * come with a `detail` member saying what exactly was wrong.
 */
/* goodbye */
#define CF_NET_REASON_TOO_MANY_MESSAGES "too-many-messages"
#define CF_NET_REASON_NOT_TEXT "not-text"
#define CF_NET_REASON_BAD_MESSAGE "bad-message" /* detail */
#define CF_NET_REASON_NO_HELLO "no-hello"
#define CF_NET_REASON_BAD_HELLO "bad-hello" /* detail */
#define CF_NET_REASON_WRONG_PROTOCOL "wrong-protocol"
#define CF_NET_REASON_LOCKED_OUT "locked-out"
#define CF_NET_REASON_WRONG_CODE "wrong-code"
#define CF_NET_REASON_FULL "full"
#define CF_NET_REASON_SEAT_TAKEN "seat-taken"
#define CF_NET_REASON_SEAT_NOT_FREE "seat-not-free"
#define CF_NET_REASON_HELLO_FIRST "hello-first"
#define CF_NET_REASON_TOO_MANY_REFUSED "too-many-refused"
#define CF_NET_REASON_GAME_OVER "game-over"
#define CF_NET_REASON_GIVEN_TO_BOT "given-to-bot"
/* refused */
#define CF_NET_REASON_UNKNOWN_MESSAGE "unknown-message"
#define CF_NET_REASON_ALREADY_SEATED "already-seated"
#define CF_NET_REASON_NOT_PLAYING "not-playing"
#define CF_NET_REASON_NOT_YOUR_TURN "not-your-turn"
#define CF_NET_REASON_BAD_ACT "bad-act" /* detail */
#define CF_NET_REASON_STALE "stale"
#define CF_NET_REASON_BAD_ACTION "bad-action"         /* detail */
#define CF_NET_REASON_ILLEGAL_ACTION "illegal-action" /* detail */

/**
 * CfNetHello:
 * @protocol: the version of the protocol the joiner speaks
 * @code: the code as typed (not yet normalized)
 * @name: (nullable): the name asked for, as sent (see cf_net_name_clean())
 * @rejoin: (nullable): the token of a seat to take back
 *
 * A hello as read; the strings belong to the message read.
 */
typedef struct
{
  gint64      protocol;
  const char *code;
  const char *name;
  const char *rejoin;
  gboolean    table;   /* plays in a shadow of the game: sent "table" messages */
  const char *suspect; /* the seat asked for, by its suspect's id, or NULL */
} CfNetHello;

/**
 * CfNetLobbySeat:
 * @suspect: (nullable): the seat's suspect, by its id
 * @state: "free", "here" or "away" for a remote seat ("here" when not said)
 * @level: %CF_PLAYER_HUMAN for a person, else the level of the computer
 *   player that plays it (its kind, "detective"…)
 *
 * One seat of a `lobby` (or `welcome`) as read; the strings belong to the
 * message read. Whatever a host sends, anything not of its type reads as
 * not said.
 */
typedef struct
{
  const char  *suspect;
  const char  *state;
  CfPlayerKind level;
} CfNetLobbySeat;

/**
 * CfNetAct:
 * @n: the number of the decision answered
 * @action: (transfer none): the action, for cf_action_from_json(); it
 *   belongs to the message read
 */
typedef struct
{
  guint     n;
  JsonNode *action;
} CfNetAct;

JsonObject *cf_net_message_new (const char *type);
char       *cf_net_message_to_text (JsonObject *message);
JsonObject *cf_net_message_parse (GBytes *bytes, const char **type, GError **error);
JsonObject *
cf_net_message_parse_sized (GBytes *bytes, gsize limit, const char **type, GError **error);
JsonObject *cf_net_reason_new (const char *type, const char *reason, const char *detail);
gboolean    cf_net_hello_read (JsonObject *message, CfNetHello *hello, GError **error);
char       *cf_net_name_clean (const char *name);
gboolean    cf_net_act_read (JsonObject *message, CfNetAct *act, GError **error);
JsonArray  *cf_net_lobby_seats (JsonObject *message);
gboolean    cf_net_lobby_seat_read (JsonArray *seats, guint index, CfNetLobbySeat *seat);
char       *cf_net_link (const char *host, guint port, const char *code, const char *fingerprint);
gboolean    cf_net_link_parse (
       const char *link, char **host, guint *port, char **code, char **fingerprint, GError **error);

G_END_DECLS
