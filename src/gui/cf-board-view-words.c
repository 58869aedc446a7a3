/* cf-board-view-words.c: the board in words: what a screen reader hears
 * of the cursor and of every token and weapon, and the tooltips
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "cf-announcer.h"
#include "cf-board-view-private.h"

/* What the keyboard cursor is on, by the rooms as the story says it: a
 * screen reader hears it as the board's name */
void
cf_board_view_update_accessible_label (CfBoardView *self)
{
  g_autofree char *label = NULL;
  int              x, y, door_room, room;

  if (self->cursor == CF_PLACE_NONE || self->board == NULL)
    {
      cf_accessible_set_label (GTK_WIDGET (self), _("Game board"));
      return;
    }
  if (cf_board_view_area_of (self, self->cursor) >= 0)
    {
      /* Translators: the keyboard cursor of the board is on a room the token can enter */
      label = g_strdup_printf (
          _("Move to %s"),
          cf_board_view_room_name (self, cf_board_view_area_of (self, self->cursor)));
      cf_accessible_set_label (GTK_WIDGET (self), label);
      return;
    }

  cf_board_place_get_xy (self->board, self->cursor, &x, &y);
  door_room = cf_board_get_door_room_at (self->board, self->cursor);
  room = self->table != NULL ? cf_public_view_get_nearest_room (self->table, self->cursor) : -1;
  if (door_room >= (int)cf_board_get_n_rooms (self->board))
    /* Translators: the board's keyboard cursor is on a corridor square before a door of the pool;
       column and row from 1 */
    label = g_strdup_printf (_("Move to square %1$d, %2$d, at a door of the pool"), x + 1, y + 1);
  else if (door_room >= 0)
    /* Translators: the board's keyboard cursor is on a corridor square before a room's door;
       column and row from 1, %3$s the room */
    label = g_strdup_printf (_("Move to square %1$d, %2$d, at a door of a room: %3$s"), x + 1,
                             y + 1, cf_board_view_room_name (self, door_room));
  else if (room >= 0)
    /* Translators: the board's keyboard cursor is on a corridor square; column and row from 1,
       %3$s the room nearest to it */
    label = g_strdup_printf (_("Move to square %1$d, %2$d, near a room: %3$s"), x + 1, y + 1,
                             cf_board_view_room_name (self, room));
  else
    /* Translators: the board's keyboard cursor is on a corridor square; column and row from 1 */
    label = g_strdup_printf (_("Move to square %1$d, %2$d"), x + 1, y + 1);
  cf_accessible_set_label (GTK_WIDGET (self), label);
}

/* Where every token and weapon is, and the design note of a board of
 * Casefile's own: the board's description, changed only when it changes */
void
cf_board_view_update_accessible_description (CfBoardView *self)
{
  g_autofree char *whereabouts = NULL;
  g_autofree char *text = NULL;
  const char      *note = cf_board_view_design_note (self);

  if (self->table != NULL)
    whereabouts = cf_public_view_describe_whereabouts (self->table, self->own_suspect);
  if (whereabouts != NULL && note != NULL)
    text = g_strconcat (whereabouts, " ", note, NULL);
  else
    text = g_strdup (whereabouts != NULL ? whereabouts : note);
  cf_accessible_set_description (GTK_WIDGET (self), text);
}

/**
 * cf_board_view_design_note:
 * @self: a #CfBoardView
 *
 * Returns: (nullable): what the board says about itself when it is not a
 *   printed board but one Casefile made up, else %NULL
 */
const char *
cf_board_view_design_note (CfBoardView *self)
{
  if (self->board == NULL || cf_board_is_official (self->board))
    return NULL;
  /* Translators: tooltip of the middle of a board Casefile designed itself,
   * because the rules of its edition describe the board but give no map */
  return _("Casefile’s own board design: the rule text gives no layout");
}

/**
 * cf_board_view_tooltip_at:
 * @self: a #CfBoardView
 * @x: a point in the widget, in pixels
 * @y: a point in the widget, in pixels
 *
 * Returns: (transfer full) (nullable): the tooltip at the point: the name
 *   of a token or weapon, of a room or its secret passage, or over the
 *   centre of a board of Casefile's own design, that note
 */
char *
cf_board_view_tooltip_at (CfBoardView *self, double x, double y)
{
  CfBoardFit g;
  double     bx, by;
  CfPlace    place;
  int        mark_x, mark_y;

  if (self->table == NULL || !cf_board_view_get_fit (self, &g))
    return NULL;

  bx = (x - g.left) / g.square_size;
  by = (y - g.top) / g.square_size;

  /* Tokens are on top of weapons */
  for (guint i = cf_board_view_n_pieces (self); i-- > 0;)
    {
      CfBoardPiece *p = &self->pieces[i];

      if (p->has_drawn && fabs (bx - p->drawn.x) <= p->half.width &&
          fabs (by - p->drawn.y) <= p->half.height)
        {
          guint card = i < self->n_suspects ? self->first_suspect_card + i
                                            : self->first_weapon_card + (i - self->n_suspects);

          return g_strdup (cf_board_view_card_name (self, card));
        }
    }

  place = cf_board_view_place_at (self, x, y);
  if (place != CF_PLACE_NONE && cf_board_place_is_room (self->board, place))
    {
      int room = cf_board_place_get_room (self->board, place);
      int passage = cf_board_get_passage (self->board, room);

      if (passage >= 0 && cf_board_get_passage_mark (self->board, room, &mark_x, &mark_y) &&
          mark_x == (int)floor (bx) && mark_y == (int)floor (by))
        /* Translators: tooltip of the stairs drawn in a room; %s is the room it leads to */
        return g_strdup_printf (_("Secret passage to %s"),
                                cf_board_view_room_name (self, passage));
      return g_strdup (cf_board_view_room_name (self, room));
    }

  /* The middle of the board, and the squares outside the house */
  if (place == CF_PLACE_NONE && cf_board_view_design_note (self) != NULL && bx >= 0 && by >= 0 &&
      bx < g.width && by < g.height)
    return g_strdup (cf_board_view_design_note (self));
  return NULL;
}
