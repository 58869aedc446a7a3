/* cf-seat-row.h: one suspect's seat on the New Game page
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "casefile-core.h"
#include "cf-text-row.h"

G_BEGIN_DECLS

#define CF_TYPE_SEAT_ROW (cf_seat_row_get_type ())

G_DECLARE_FINAL_TYPE (CfSeatRow, cf_seat_row, CF, SEAT_ROW, CfTextRow)

/**
 * CfSeatChoice:
 * @CF_SEAT_OFF: nobody plays the suspect
 * @CF_SEAT_PERSON: a person at the screen plays it
 * @CF_SEAT_REMOTE: a person at another computer plays it (the game is hosted)
 * @CF_SEAT_BEGINNER: a Beginner bot
 * @CF_SEAT_DETECTIVE: a Detective bot
 * @CF_SEAT_MASTER: a Master bot
 *
 * Who plays a suspect, in the order the row's list shows them.
 */
typedef enum
{
  CF_SEAT_OFF,
  CF_SEAT_PERSON,
  CF_SEAT_REMOTE,
  CF_SEAT_BEGINNER,
  CF_SEAT_DETECTIVE,
  CF_SEAT_MASTER,
} CfSeatChoice;

CfSeatRow   *cf_seat_row_new (const char *suspect_name, CfSeatChoice choice);
CfSeatChoice cf_seat_row_get_choice (CfSeatRow *self);
void         cf_seat_row_set_choice (CfSeatRow *self, CfSeatChoice choice);
gboolean     cf_seat_row_get_player_kind (CfSeatRow *self, CfPlayerKind *kind);
gboolean     cf_seat_row_is_remote (CfSeatRow *self);

G_END_DECLS
