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

/* One of the viewer's Keepers (an item of self->keepers): its name, what
 * it does, and Play. */
GtkWidget *
cf_play_page_create_keeper_row (gpointer item, gpointer user_data)
{
  CfPlayPage       *self = user_data;
  const CfIntrigue *deck = cf_play_page_intrigue (self);
  int               keeper = cf_intrigue_find_effect (
                    deck, cf_keeper_effect_from_string (gtk_string_object_get_string (item)));
  CfSeatView *view = self->hot_seat != NULL ? cf_hot_seat_get_shown_view (self->hot_seat) : NULL;
  gboolean    listening = view != NULL && (int)cf_seat_view_get_seat (view) == self->keepers_seat &&
                       cf_seat_view_is_listening (view);
  const CfKeeper *k = &g_array_index (deck->keepers, CfKeeper, keeper);
  GtkWidget      *row = adw_action_row_new ();
  GtkWidget      *play = gtk_button_new_with_mnemonic (_("Pla_y"));
  /* Translators: %s is the name of an Intrigue card */
  g_autofree char *label =
      g_strdup_printf (_("Play “%s”"), cf_intrigue_get_keeper_name (deck, keeper));

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row),
                                 cf_intrigue_get_keeper_name (deck, keeper));
  if (listening && k->effect == CF_KEEPER_SEE_SHOWN)
    /* Readied: it waits, in secret, for the next card shown to another */
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row),
                                 _("Ready: you will see the next card shown for someone else’s "
                                    "rumor, in your notebook."));
  else
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), cf_intrigue_get_keeper_text (deck, keeper));
  gtk_widget_set_valign (play, GTK_ALIGN_CENTER);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (play), "game.play-keeper");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (play), "i", (gint32)k->effect);
  gtk_accessible_update_property (GTK_ACCESSIBLE (play), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  gtk_widget_add_css_class (play, "keeper-play");
  g_object_set_data (G_OBJECT (play), "effect", GINT_TO_POINTER (k->effect));
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), play);
  g_object_set_data (G_OBJECT (row), "play", play);
  return row;
}

void
cf_play_page_clear_keepers (CfPlayPage *self)
{
  gtk_string_list_splice (self->keepers, 0, g_list_model_get_n_items (G_LIST_MODEL (self->keepers)),
                          NULL);
  self->keepers_seat = -1;
}

/* The Play buttons follow the rules; the Intrigue tab calls for attention
 * when one can be played. */
gboolean
cf_play_page_update_keeper_buttons (CfPlayPage *self)
{
  CfSeatView *view =
      cf_play_page_human_acts (self) ? cf_hot_seat_get_shown_view (self->hot_seat) : NULL;
  gboolean       any = FALSE;
  GtkListBoxRow *row;

  for (guint i = 0; (row = gtk_list_box_get_row_at_index (self->keepers_list, i)) != NULL; i++)
    {
      GtkWidget *play = g_object_get_data (G_OBJECT (row), "play");

      if (play != NULL)
        {
          gboolean can = view != NULL &&
                         cf_seat_view_can_play_keeper (
                             view, GPOINTER_TO_INT (g_object_get_data (G_OBJECT (play), "effect")));

          gtk_widget_set_sensitive (play, can);
          any = any || can;
        }
    }
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "game.play-keeper", any);
  gtk_stack_page_set_needs_attention (gtk_stack_get_page (self->side_pages, self->intrigue_page),
                                      any);
  return any;
}

/* The viewer's side of the Intrigue: the pool cards they saw, their
 * Keepers. Empty, and the tab hidden, when nobody may look. */
void
cf_play_page_fill_intrigue (CfPlayPage *self)
{
  const CfIntrigue *deck = cf_play_page_intrigue (self);
  /* The viewer's side only, from their view */
  CfSeatView *view = self->hot_seat != NULL ? cf_hot_seat_get_shown_view (self->hot_seat) : NULL;
  int         seat = view != NULL ? (int)cf_seat_view_get_seat (view) : -1;
  gboolean    on = deck != NULL && view != NULL;
  g_autoptr(GString) key = NULL;
  g_autoptr(GString) seen = NULL;
  g_autofree char *pool = NULL;
  guint            n_seen = 0, n_pool;

  gtk_stack_page_set_visible (gtk_stack_get_page (self->side_pages, self->intrigue_page), on);
  if (!on)
    {
      cf_play_page_clear_keepers (self);
      g_clear_pointer (&self->keepers_shown, g_free);
      gtk_label_set_label (self->pool_label, "");
      cf_play_page_update_keeper_buttons (self);
      return;
    }

  /* The pool cards this seat has looked at */
  n_pool = cf_seat_view_get_n_pool_cards (view);
  seen = g_string_new (NULL);
  for (guint i = 0; i < n_pool; i++)
    {
      int card = cf_seat_view_get_pool_card_seen (view, i);

      if (card < 0)
        continue;
      if (n_seen++ > 0)
        /* Translators: between the names of cards in a list */
        g_string_append (seen, _(", "));
      g_string_append (seen, cf_play_page_card_name (self, card));
    }
  if (n_pool == 0)
    pool = g_strdup (_("No cards lie face down in the pool."));
  else if (n_seen == 0)
    pool = g_strdup_printf (ngettext ("You have not looked at the %u card in the pool: stand in "
                                      "the pool to look.",
                                      "You have not looked at the %u cards in the pool: stand in "
                                      "the pool to look.",
                                      n_pool),
                            n_pool);
  else
    pool =
        /* Translators: %1$u and %2$u count cards, %3$s lists card names */
        g_strdup_printf (ngettext ("In the pool you have seen %1$u of %2$u card: %3$s.",
                                   "In the pool you have seen %1$u of %2$u cards: %3$s.", n_pool),
                         n_seen, n_pool, seen->str);
  gtk_label_set_label (self->pool_label, pool);

  /* The Keepers: the list is made again only when they change. */
  key = g_string_new (NULL);
  g_string_append_printf (key, "%d:%d:", seat, cf_seat_view_is_listening (view));
  for (guint i = 0; i < cf_seat_view_get_n_keepers (view); i++)
    g_string_append_printf (key, "%d,", cf_seat_view_get_keeper (view, i));
  if (g_strcmp0 (key->str, self->keepers_shown) != 0)
    {
      g_autoptr(GPtrArray) ids = g_ptr_array_new ();

      for (guint i = 0; i < cf_seat_view_get_n_keepers (view); i++)
        g_ptr_array_add (
            ids,
            (gpointer)cf_keeper_effect_to_string (
                g_array_index (deck->keepers, CfKeeper, cf_seat_view_get_keeper (view, i)).effect));
      g_ptr_array_add (ids, NULL);
      cf_play_page_clear_keepers (self);
      self->keepers_seat = seat;
      gtk_string_list_splice (self->keepers, 0, 0, (const char *const *)ids->pdata);
      g_free (self->keepers_shown);
      self->keepers_shown = g_strdup (key->str);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->keepers_list),
                          cf_public_view_get_keepers_enabled (self->table));
  if (!cf_public_view_get_keepers_enabled (self->table))
    gtk_label_set_label (self->keepers_note,
                         _("This game is played without Keepers: the Intrigue deck holds only "
                            "the Clocks."));
  else if (!deck->confirmed)
    gtk_label_set_label (self->keepers_note,
                         _("The Keeper texts are Casefile’s best guess: no confirmed list of the "
                            "real cards was found, so yours may differ."));
  else
    gtk_label_set_label (self->keepers_note, "");
  cf_play_page_update_keeper_buttons (self);
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
  body = g_strdup_printf (_("%1$s drew the last Clock and was murdered: they are out of the "
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
  cf_play_page_update_hint (self);
}
