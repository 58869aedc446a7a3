/* cf-pool-dialog.c: the face-down cards in the pool, looked at one by one
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "cf-accessible.h"
#include "cf-pool-dialog.h"

/*
 * Discover the Secrets: "If you move to the pool you may look at any or
 * all face down Rumor cards". The dialog belongs to the current seat, whose
 * token stands in the pool: a row per card, its name once that seat has
 * looked, else a Look button. Opened only while that seat holds the screen;
 * the game page closes it when the screen changes hands. Enter on a row
 * looks at its card (never closes the dialog unlooked); Look at All is
 * there only while more than one card lies unseen.
 */

struct _CfPoolDialog
{
  AdwMessageDialog parent_instance;

  CfSeatView *view; /* the looker's: nothing of another seat */

  /* Template children */
  GtkWidget  *all_button;
  GtkListBox *cards_list;
};

G_DEFINE_FINAL_TYPE (CfPoolDialog, cf_pool_dialog, ADW_TYPE_MESSAGE_DIALOG)

static void refill (CfPoolDialog *self);

static void
on_look_clicked (GtkButton *button, CfPoolDialog *self)
{
  cf_pool_dialog_look (self, GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "position")));
}

static void
on_all_clicked (CfPoolDialog *self)
{
  cf_pool_dialog_look (self, -1);
}

static gboolean
on_row_key_pressed (GtkEventControllerKey *keys,
                    guint                  keyval,
                    guint                  keycode,
                    GdkModifierType        state,
                    GtkWidget             *look)
{
  if (keyval != GDK_KEY_Return && keyval != GDK_KEY_KP_Enter && keyval != GDK_KEY_ISO_Enter &&
      keyval != GDK_KEY_space)
    return FALSE;
  /* Taken either way: Enter on a card never closes the dialog unlooked */
  if (gtk_widget_is_sensitive (look))
    g_signal_emit_by_name (look, "clicked");
  return TRUE;
}

/* The dialog's default (Done) would take Enter on a row before the list. */
static void
add_enter_looks (GtkWidget *row, GtkWidget *look)
{
  GtkEventController *keys = gtk_event_controller_key_new ();

  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_row_key_pressed), look);
  gtk_widget_add_controller (row, keys);
}

static void
refill (CfPoolDialog *self)
{
  CfEdition *edition = cf_seat_view_get_edition (self->view);
  GtkWidget *row;
  guint      n_lookable = 0;
  guint      n_unseen = 0;
  GtkWidget *focus = NULL;

  while ((row = gtk_widget_get_first_child (GTK_WIDGET (self->cards_list))) != NULL)
    gtk_list_box_remove (self->cards_list, row);

  for (guint i = 0; i < cf_seat_view_get_n_pool_cards (self->view); i++)
    {
      int card = cf_seat_view_get_pool_card_seen (self->view, i);
      /* Translators: %u counts the face-down cards in the pool, from 1 */
      g_autofree char *title = g_strdup_printf (_("Card %u"), i + 1);

      row = adw_action_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      if (card >= 0)
        {
          GtkWidget *name = gtk_label_new (cf_edition_get_card_name (edition, card));

          gtk_widget_add_css_class (name, "heading");
          adw_action_row_add_suffix (ADW_ACTION_ROW (row), name);
        }
      else
        {
          GtkWidget *look = gtk_button_new_with_mnemonic (_("_Look"));
          /* Translators: %s is "Card 1", "Card 2"… in the pool */
          g_autofree char *label = g_strdup_printf (_("Look at %s"), title);

          adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _("Face down"));
          gtk_widget_set_valign (look, GTK_ALIGN_CENTER);
          gtk_widget_set_sensitive (look, cf_seat_view_can_look (self->view, i));
          gtk_accessible_update_property (GTK_ACCESSIBLE (look), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                          label, -1);
          g_object_set_data (G_OBJECT (look), "position", GINT_TO_POINTER (i));
          g_signal_connect (look, "clicked", G_CALLBACK (on_look_clicked), self);
          adw_action_row_add_suffix (ADW_ACTION_ROW (row), look);
          /* Enter or a click on the row looks, as its button does */
          adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), look);
          add_enter_looks (row, look);
          n_lookable += cf_seat_view_can_look (self->view, i);
          n_unseen++;
          if (focus == NULL)
            focus = look;
        }
      gtk_list_box_append (self->cards_list, row);
    }
  gtk_widget_set_sensitive (self->all_button, n_lookable > 0);
  gtk_widget_set_visible (self->all_button, n_unseen > 1);
  /* The focus moves on to the next face-down card, never lost on a gone row. */
  if (focus != NULL && gtk_widget_get_mapped (GTK_WIDGET (self)))
    gtk_widget_grab_focus (focus);
}

/**
 * cf_pool_dialog_look:
 * @position: a pool card, or -1 for every card not yet seen
 *
 * Looks at the card(s) for the seat whose dialog this is, as its buttons do.
 */
void
cf_pool_dialog_look (CfPoolDialog *self, int position)
{
  g_return_if_fail (CF_IS_POOL_DIALOG (self));

  for (guint i = 0; i < cf_seat_view_get_n_pool_cards (self->view); i++)
    if ((position < 0 || (guint)position == i) && cf_seat_view_can_look (self->view, i))
      {
        CfAction look = { .kind = CF_ACTION_LOOK, .place = CF_PLACE_NONE, .cards = { i, -1, -1 } };

        /* Refused, and nothing changes, once the game waits for another */
        cf_seat_view_act (self->view, &look, NULL);
      }
  refill (self);
}

static void
cf_pool_dialog_dispose (GObject *object)
{
  CfPoolDialog *self = CF_POOL_DIALOG (object);

  gtk_widget_dispose_template (GTK_WIDGET (object), CF_TYPE_POOL_DIALOG);
  g_clear_object (&self->view);
  G_OBJECT_CLASS (cf_pool_dialog_parent_class)->dispose (object);
}

static void
cf_pool_dialog_class_init (CfPoolDialogClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cf_pool_dialog_dispose;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/casefile/Casefile/cf-pool-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, CfPoolDialog, all_button);
  gtk_widget_class_bind_template_child (widget_class, CfPoolDialog, cards_list);
  gtk_widget_class_bind_template_callback (widget_class, on_all_clicked);
}

static void
cf_pool_dialog_init (CfPoolDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  cf_accessible_fix_mnemonics (GTK_WIDGET (self));
}

/**
 * cf_pool_dialog_new:
 * @view: the view of the seat that stands in the pool
 *
 * Returns: a dialog for that seat to look at the pool's cards
 */
GtkWidget *
cf_pool_dialog_new (GtkWindow *parent, CfSeatView *view)
{
  CfPoolDialog *self = g_object_new (CF_TYPE_POOL_DIALOG, "transient-for", parent, NULL);

  self->view = g_object_ref (view);
  /* "you may either… Look at any or all face down Rumor cards or Make An
   * Accusation": said before the first look, which gives up the other */
  if (cf_edition_get_rules (cf_seat_view_get_edition (view))->pool_look_or_accuse)
    adw_message_dialog_set_body (
        ADW_MESSAGE_DIALOG (self),
        _("The cards left over from the deal lie face down here. Look at any of them, or all: "
           "nobody else learns which card you saw. Looking is this visit’s one action: you can "
           "accuse only on a later visit to the pool."));
  refill (self);
  return GTK_WIDGET (self);
}
