/* cf-hot-seat.h: a game at one screen: bots at a pace, autosave, and who may
 * look at the screen
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "cf-game.h"
#include "cf-public-view.h"
#include "cf-seat-view.h"

G_BEGIN_DECLS

#define CF_TYPE_HOT_SEAT (cf_hot_seat_get_type ())

G_DECLARE_FINAL_TYPE (CfHotSeat, cf_hot_seat, CF, HOT_SEAT, GObject)

CfHotSeat    *cf_hot_seat_new (CfGame *game);
CfHotSeat    *cf_hot_seat_new_game (CfEdition           *edition,
                                    guint                n_seats,
                                    const CfSeatSetup   *seats,
                                    guint64              seed,
                                    guint                series,
                                    const CfGameOptions *options,
                                    GError             **error);
CfHotSeat    *cf_hot_seat_new_from_file (GFile *file, GError **error);
CfPublicView *cf_hot_seat_get_table (CfHotSeat *self);
CfGame       *cf_hot_seat_get_game (CfHotSeat *self);
guint         cf_hot_seat_get_n_people (CfHotSeat *self);
gboolean      cf_hot_seat_is_person (CfHotSeat *self, guint seat);
int           cf_hot_seat_get_viewer (CfHotSeat *self);
int           cf_hot_seat_get_guard (CfHotSeat *self);
gboolean      cf_hot_seat_get_viewer_acts (CfHotSeat *self);
const char   *cf_hot_seat_get_note (CfHotSeat *self);
gboolean      cf_hot_seat_get_looking (CfHotSeat *self);
void          cf_hot_seat_take_seat (CfHotSeat *self);
void          cf_hot_seat_leave (CfHotSeat *self);
void          cf_hot_seat_done_looking (CfHotSeat *self);
void          cf_hot_seat_set_viewer_marks (CfHotSeat *self, const char *marks);
char         *cf_hot_seat_describe_awaited (CfHotSeat *self);
const char   *cf_hot_seat_get_hint (CfHotSeat *self);
const char   *cf_hot_seat_get_turn (CfHotSeat *self);
CfSeatView   *cf_hot_seat_get_shown_view (CfHotSeat *self);

guint    cf_hot_seat_get_bot_delay (CfHotSeat *self);
void     cf_hot_seat_set_bot_delay (CfHotSeat *self, guint milliseconds);
GFile   *cf_hot_seat_get_autosave (CfHotSeat *self);
void     cf_hot_seat_set_autosave (CfHotSeat *self, GFile *file);
gboolean cf_hot_seat_save_now (CfHotSeat *self, GError **error);
void     cf_hot_seat_stop (CfHotSeat *self);
void     cf_hot_seat_set_remote (CfHotSeat *self, guint seat, gboolean remote);

/**
 * CfPresence:
 * @CF_PRESENCE_WAITING: nobody has taken the remote seat yet
 * @CF_PRESENCE_HERE: its player is connected
 * @CF_PRESENCE_AWAY: its player's connection dropped; the game waits
 *
 * Where the player of a remote seat is.
 */
typedef enum
{
  CF_PRESENCE_WAITING,
  CF_PRESENCE_HERE,
  CF_PRESENCE_AWAY,
} CfPresence;

void     cf_hot_seat_set_presence (CfHotSeat *self, guint seat, CfPresence presence);
void     cf_hot_seat_set_remote_kind (CfHotSeat *self, guint seat, CfPlayerKind kind);
void     cf_hot_seat_give_to_bot (CfHotSeat *self, guint seat, CfPlayerKind level);
gboolean cf_hot_seat_is_remote (CfHotSeat *self, guint seat);
char    *cf_hot_seat_describe_player (CfHotSeat *self, guint seat);

G_END_DECLS
