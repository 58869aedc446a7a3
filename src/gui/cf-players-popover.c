/* cf-players-popover.c: who plays each seat, and where they are
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "cf-hot-seat.h"
#include "cf-players-popover.h"
#include "cf-text.h"

/*
 * The Players button in the header bar opens this list: a row per seat,
 * its player's name (and suspect, where the name is another), where the
 * player is (at this screen, at another computer, away, a computer
 * player) and what the game waits for from them. Only what the whole table
 * knows: it shows nothing of a hand or a notebook, behind the screen guard
 * too. It follows the game page's game; filled when it opens, and refilled
 * while open as players come and go and turns pass.
 */

struct _CfPlayersPopover
{
  GtkPopover parent_instance;

  CfPlayPage   *page; /* not owned: the window holds both */
  GSignalGroup *hot_seat_signals;
  GtkListBox   *list;
};

G_DEFINE_FINAL_TYPE (CfPlayersPopover, cf_players_popover, GTK_TYPE_POPOVER)

static void
refill (CfPlayersPopover *self)
{
  CfHotSeat    *hot_seat = self->page != NULL ? cf_play_page_get_hot_seat (self->page) : NULL;
  CfPublicView *table;
  CfEdition    *edition;
  GtkWidget    *row;

  while ((row = gtk_widget_get_first_child (GTK_WIDGET (self->list))) != NULL)
    gtk_list_box_remove (self->list, row);
  if (hot_seat == NULL)
    return;

  table = cf_hot_seat_get_table (hot_seat);
  edition = cf_public_view_get_edition (table);
  for (guint seat = 0; seat < cf_public_view_get_n_seats (table); seat++)
    {
      const char *name = cf_public_view_get_seat_name (table, seat);
      const char *suspect = cf_edition_get_card_name (
          edition, cf_edition_get_first_card_of (edition, CF_CATEGORY_SUSPECT) +
                       cf_public_view_get_seat_suspect (table, seat));
      g_autofree char *where = cf_hot_seat_describe_player (hot_seat, seat);
      g_autofree char *subtitle = NULL;

      if (g_strcmp0 (name, suspect) != 0)
        /* Translators: a player's suspect, then where the player is:
         * "Miss Scarlet · At another computer" */
        subtitle = cf_text_printf (C_("player list", "%1$s · %2$s"), suspect, where);
      row = adw_action_row_new ();
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), name);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle != NULL ? subtitle : where);
      /* A screen reader says the row's title only: where and what, after it */
      gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                      subtitle != NULL ? subtitle : where, -1);
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
      gtk_list_box_append (self->list, row);
    }
}

/* The list is only read while open: filled when it opens, and again as
 * players come and go while it is open (not on every turn unseen) */
static void
on_players_changed (CfPlayersPopover *self)
{
  if (gtk_widget_get_mapped (GTK_WIDGET (self)))
    refill (self);
}

static void
cf_players_popover_map (GtkWidget *widget)
{
  refill (CF_PLAYERS_POPOVER (widget));
  GTK_WIDGET_CLASS (cf_players_popover_parent_class)->map (widget);
}

static void
on_hot_seat_changed (CfPlayersPopover *self)
{
  g_signal_group_set_target (self->hot_seat_signals,
                             self->page != NULL ? cf_play_page_get_hot_seat (self->page) : NULL);
  on_players_changed (self);
}

static void
cf_players_popover_dispose (GObject *object)
{
  CfPlayersPopover *self = CF_PLAYERS_POPOVER (object);

  if (self->page != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->page, self);
      g_object_remove_weak_pointer (G_OBJECT (self->page), (gpointer *)&self->page);
      self->page = NULL;
    }
  g_clear_object (&self->hot_seat_signals);
  G_OBJECT_CLASS (cf_players_popover_parent_class)->dispose (object);
}

static void
cf_players_popover_class_init (CfPlayersPopoverClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cf_players_popover_dispose;
  widget_class->map = cf_players_popover_map;
}

static void
cf_players_popover_init (CfPlayersPopover *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *heading = gtk_label_new (_("Players"));

  gtk_widget_add_css_class (heading, "heading");
  gtk_label_set_xalign (GTK_LABEL (heading), 0.0);
  self->list = GTK_LIST_BOX (gtk_list_box_new ());
  gtk_list_box_set_selection_mode (self->list, GTK_SELECTION_NONE);
  gtk_widget_add_css_class (GTK_WIDGET (self->list), "boxed-list");
  gtk_widget_set_size_request (GTK_WIDGET (self->list), 300, -1);
  gtk_accessible_update_relation (GTK_ACCESSIBLE (self->list), GTK_ACCESSIBLE_RELATION_LABELLED_BY,
                                  heading, NULL, -1);
  gtk_box_append (GTK_BOX (box), heading);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->list));
  gtk_widget_set_margin_start (box, 6);
  gtk_widget_set_margin_end (box, 6);
  gtk_widget_set_margin_top (box, 6);
  gtk_widget_set_margin_bottom (box, 6);
  gtk_popover_set_child (GTK_POPOVER (self), box);

  self->hot_seat_signals = g_signal_group_new (CF_TYPE_HOT_SEAT);
  g_signal_group_connect_swapped (self->hot_seat_signals, "players-changed",
                                  G_CALLBACK (on_players_changed), self);
  g_signal_group_connect_swapped (self->hot_seat_signals, "notify::turn",
                                  G_CALLBACK (on_players_changed), self);
  g_signal_group_connect_swapped (self->hot_seat_signals, "notify::hint",
                                  G_CALLBACK (on_players_changed), self);
}

/**
 * cf_players_popover_new:
 * @page: the game page whose players it lists
 *
 * Returns: the list of players, following whichever game @page shows
 */
GtkWidget *
cf_players_popover_new (CfPlayPage *page)
{
  CfPlayersPopover *self = g_object_new (CF_TYPE_PLAYERS_POPOVER, NULL);

  g_return_val_if_fail (CF_IS_PLAY_PAGE (page), NULL);
  self->page = page;
  g_object_add_weak_pointer (G_OBJECT (page), (gpointer *)&self->page);
  g_signal_connect_swapped (page, "notify::hot-seat", G_CALLBACK (on_hot_seat_changed), self);
  on_hot_seat_changed (self);
  return GTK_WIDGET (self);
}

/**
 * cf_players_popover_get_list:
 *
 * Returns: (transfer none): the list, a row per seat (for tests)
 */
GtkWidget *
cf_players_popover_get_list (CfPlayersPopover *self)
{
  g_return_val_if_fail (CF_IS_PLAYERS_POPOVER (self), NULL);
  return GTK_WIDGET (self->list);
}
