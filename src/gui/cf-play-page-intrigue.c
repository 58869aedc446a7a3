/* cf-play-page-intrigue.c: the game page's Discover the Secrets parts:
 * the public Clocks line, the viewer's Intrigue tab (pool looks, Keepers)
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "cf-accuse-dialog.h"
#include "cf-keeper-dialog.h"
#include "cf-play-page-private.h"
#include "cf-pool-dialog.h"
#include "cf-refute-dialog.h"
#include "cf-suggest-dialog.h"
#include "cf-text.h"

/* ---------------------------------------------------------------- intrigue */

/* Dialogs that show the viewer's secrets go when the screen changes hands. */
static void
on_private_dialog_gone (gpointer data, GObject *where_the_object_was)
{
  CfPlayPage *self = data;

  g_ptr_array_remove (self->private_dialogs, where_the_object_was);
}

void
cf_play_page_track_private_dialog (CfPlayPage *self, GtkWidget *dialog)
{
  g_ptr_array_add (self->private_dialogs, dialog);
  g_object_weak_ref (G_OBJECT (dialog), on_private_dialog_gone, self);
}

void
cf_play_page_close_private_dialogs (CfPlayPage *self)
{
  while (self->private_dialogs->len > 0)
    {
      GtkWidget *dialog = g_ptr_array_steal_index (self->private_dialogs, 0);

      g_object_weak_unref (G_OBJECT (dialog), on_private_dialog_gone, self);
      gtk_window_destroy (GTK_WINDOW (dialog));
    }
}

const CfIntrigue *
cf_play_page_intrigue (CfPlayPage *self)
{
  return self->table != NULL ? cf_public_view_get_intrigue (self->table) : NULL;
}

/* The public line: the Clocks laid out, the cards face down in the pool, a
 * "?" rolled. */
void
cf_play_page_update_intrigue_line (CfPlayPage *self)
{
  const CfIntrigue *deck = cf_play_page_intrigue (self);
  g_autoptr(GString) line = NULL;
  guint out, n_pool;

  gtk_widget_set_visible (GTK_WIDGET (self->intrigue_label), deck != NULL);
  if (deck == NULL)
    return;
  out = cf_public_view_get_clocks_out (self->table);
  n_pool = cf_public_view_get_n_pool_cards (self->table);
  line = g_string_new (NULL);
  if (out + 1 >= deck->clocks)
    g_string_append_printf (
        line,
        /* Translators: %1$u and %2$u count Clock cards, such as "7 of 8" */
        _("%1$u of %2$u Clocks drawn: whoever draws the next one is murdered."), out,
        deck->clocks);
  else
    g_string_append_printf (
        line,
        /* Translators: %1$u and %2$u count Clock cards, such as "3 of 8"; the plural
         * is about %2$u */
        ngettext ("%1$u of %2$u Clock drawn.", "%1$u of %2$u Clocks drawn.", deck->clocks), out,
        deck->clocks);
  if (n_pool > 0)
    {
      g_string_append_c (line, ' ');
      g_string_append_printf (line,
                              ngettext ("%u card lies face down in the pool.",
                                        "%u cards lie face down in the pool.", n_pool),
                              n_pool);
    }
  if (cf_public_view_get_last_roll_question (self->table) &&
      cf_public_view_get_phase (self->table) != CF_PHASE_OVER)
    {
      g_string_append_c (line, '\n');
      g_string_append_printf (line,
                              /* Translators: %s is a player; the die has a "?" face */
                              _("%s rolled a “?” and drew an Intrigue card."),
                              cf_public_view_get_seat_name (
                                  self->table, cf_public_view_get_current_seat (self->table)));
    }
  gtk_label_set_label (self->intrigue_label, line->str);
}

/* The viewer's side of the Intrigue: the pool cards they saw, their
 * Keepers. Empty, and the tab hidden, when nobody may look. */
void
cf_play_page_fill_intrigue (CfPlayPage *self)
{
  cf_intrigue_panel_set_view (self->intrigue_panel,
                              self->hot_seat != NULL ? cf_hot_seat_get_shown_view (self->hot_seat)
                                                     : NULL);
}

void
cf_play_page_update_intrigue (CfPlayPage *self)
{
  cf_play_page_update_intrigue_line (self);
  cf_play_page_fill_intrigue (self);
}

/* "X drew the last Clock": a public announcement, with the hand now face up. */
void
cf_play_page_on_eliminated (CfPublicView *table, guint seat, CfPlayPage *self)
{
  g_autofree char *held = NULL;
  g_autofree char *body = NULL;
  GtkWidget       *dialog;

  if (!cf_public_view_is_seat_murdered (table, seat))
    return;
  held = cf_public_view_describe_hand (table, seat);
  /* Translators: %1$s is a player; %2$s lists their cards, like "Ann held the Axe and the Spa." */
  body = cf_text_printf (_("%1$s drew the last Clock and was murdered: they are out of the "
                            "game. Their cards now lie face up for everyone. %2$s"),
                         cf_public_view_get_seat_name (table, seat), held);
  cf_play_page_update_intrigue_line (self);
  if (!gtk_widget_get_mapped (GTK_WIDGET (self)))
    return;
  dialog = adw_message_dialog_new (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))),
                                   _("A Guest Was Murdered"), body);
  gtk_widget_add_css_class (dialog, "murder");
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

void
cf_play_page_on_record_added (CfPublicView *table, guint index, CfPlayPage *self)
{
  /* Keepers drawn and played, pool cards seen, Clocks: between phases too
   * (a draw leaves the phase as it was, and the hint that offered it) */
  cf_play_page_update_intrigue (self);
  cf_play_page_update_intrigue_actions (self);
  cf_play_page_update_die (self);
}
