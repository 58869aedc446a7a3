/* cf-suggest-dialog.c: asks for a suspect and a weapon to suggest in a room
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "cf-accessible.h"
#include "cf-card-list.h"
#include "cf-suggest-dialog.h"
#include "cf-text.h"

/* The response "suggest" means: suggest the chosen suspect and weapon in the
 * room the dialog names. It is the default: the rules make the suggestion
 * due as soon as a room is entered. Enter on a list makes it too (Space
 * opens the list), and the lists start at cards the suggester does not
 * hold, or at the advice the caller gives. Discover the Secrets calls a
 * suggestion a rumor, as its rules do. */

struct _CfSuggestDialog
{
  AdwMessageDialog parent_instance;

  CfEdition *edition;

  GtkWidget   *fields;
  GtkDropDown *suspect_dropdown;
  GtkLabel    *suspect_label;
  GtkDropDown *weapon_dropdown;
  GtkLabel    *weapon_label;
};

G_DEFINE_FINAL_TYPE (CfSuggestDialog, cf_suggest_dialog, ADW_TYPE_MESSAGE_DIALOG)

static gboolean
on_field_enter (GtkDropDown *dropdown, gboolean control, gpointer data)
{
  AdwMessageDialog *dialog = data;

  /* As a response button does: answer, then close */
  adw_message_dialog_response (dialog, adw_message_dialog_get_default_response (dialog));
  gtk_window_destroy (GTK_WINDOW (dialog));
  return TRUE;
}

static void
cf_suggest_dialog_dispose (GObject *object)
{
  CfSuggestDialog *self = CF_SUGGEST_DIALOG (object);

  g_clear_object (&self->edition);
  gtk_widget_dispose_template (GTK_WIDGET (self), CF_TYPE_SUGGEST_DIALOG);
  G_OBJECT_CLASS (cf_suggest_dialog_parent_class)->dispose (object);
}

static void
cf_suggest_dialog_class_init (CfSuggestDialogClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cf_suggest_dialog_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/casefile/Casefile/cf-suggest-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, CfSuggestDialog, fields);
  gtk_widget_class_bind_template_child (widget_class, CfSuggestDialog, suspect_dropdown);
  gtk_widget_class_bind_template_child (widget_class, CfSuggestDialog, suspect_label);
  gtk_widget_class_bind_template_child (widget_class, CfSuggestDialog, weapon_dropdown);
  gtk_widget_class_bind_template_child (widget_class, CfSuggestDialog, weapon_label);
}

static void
cf_suggest_dialog_init (CfSuggestDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  cf_accessible_label_drop_down (self->suspect_dropdown, self->suspect_label);
  cf_accessible_label_drop_down (self->weapon_dropdown, self->weapon_label);
  cf_card_list_on_enter (self->fields, on_field_enter, self);
}

/* The first card of @category that @view's seat does not hold, or -1. */
static int
first_not_held (CfSeatView *view, CfEdition *edition, CfCategory category)
{
  int first = cf_edition_get_first_card_of (edition, category);

  for (int card = first; card < first + (int)cf_edition_get_n_cards_of (edition, category); card++)
    {
      gboolean held = FALSE;

      for (guint i = 0; i < cf_seat_view_get_n_cards (view); i++)
        held = held || cf_seat_view_get_card (view, i) == card;
      if (!held)
        return card;
    }
  return -1;
}

/**
 * cf_suggest_dialog_new:
 * @parent: the window it belongs to
 * @edition: whose cards
 * @room_card: the room the suggestion is made in
 *
 * Returns: (transfer none): a new dialog; present it and connect to
 *   #AdwMessageDialog::response
 */
GtkWidget *
cf_suggest_dialog_new (GtkWindow *parent, CfEdition *edition, int room_card)
{
  CfSuggestDialog *self = g_object_new (CF_TYPE_SUGGEST_DIALOG, "transient-for", parent, NULL);
  g_autoptr(GListModel) suspects = cf_card_list_new (edition, CF_CATEGORY_SUSPECT);
  g_autoptr(GListModel) weapons = cf_card_list_new (edition, CF_CATEGORY_WEAPON);
  g_autofree char *body = NULL;
  gboolean         rumor = cf_edition_says_rumor (edition);

  self->edition = g_object_ref (edition);
  if (rumor)
    {
      adw_message_dialog_set_heading (ADW_MESSAGE_DIALOG (self), _("Start a Rumor"));
      /* Translators: the button that starts a rumor (Discover the Secrets' suggestion) */
      adw_message_dialog_set_response_label (ADW_MESSAGE_DIALOG (self), "suggest",
                                             _("Start _Rumor"));
    }
  gtk_drop_down_set_model (self->suspect_dropdown, suspects);
  gtk_drop_down_set_model (self->weapon_dropdown, weapons);
  body = cf_text_printf (
      /* Translators: %s is a room */
      _("The room: %s. The first player to your left who holds one of the cards you name shows "
         "you one."),
      cf_edition_get_card_name (edition, room_card));
  adw_message_dialog_set_body (ADW_MESSAGE_DIALOG (self), body);
  cf_accessible_fix_mnemonics (GTK_WIDGET (self));
  return GTK_WIDGET (self);
}

/**
 * cf_suggest_dialog_set_view:
 * @view: the suggester's own view
 *
 * Starts the lists at the first suspect and weapon @view's seat does not
 * hold: a suggestion of one's own cards tells nothing.
 */
void
cf_suggest_dialog_set_view (CfSuggestDialog *self, CfSeatView *view)
{
  g_return_if_fail (CF_IS_SUGGEST_DIALOG (self));
  g_return_if_fail (CF_IS_SEAT_VIEW (view));
  cf_suggest_dialog_set_cards (self, first_not_held (view, self->edition, CF_CATEGORY_SUSPECT),
                               first_not_held (view, self->edition, CF_CATEGORY_WEAPON));
}

/**
 * cf_suggest_dialog_set_cards:
 * @suspect: the suspect to start at, or -1 to leave it
 * @weapon: the weapon to start at, or -1 to leave it
 *
 * Starts the lists at a suggestion the caller has in mind (the advice).
 */
void
cf_suggest_dialog_set_cards (CfSuggestDialog *self, int suspect, int weapon)
{
  g_return_if_fail (CF_IS_SUGGEST_DIALOG (self));
  cf_card_list_select (self->suspect_dropdown, self->edition, CF_CATEGORY_SUSPECT, suspect);
  cf_card_list_select (self->weapon_dropdown, self->edition, CF_CATEGORY_WEAPON, weapon);
}

int
cf_suggest_dialog_get_suspect (CfSuggestDialog *self)
{
  g_return_val_if_fail (CF_IS_SUGGEST_DIALOG (self), -1);
  return cf_card_list_get_selected (self->suspect_dropdown, self->edition, CF_CATEGORY_SUSPECT);
}

int
cf_suggest_dialog_get_weapon (CfSuggestDialog *self)
{
  g_return_val_if_fail (CF_IS_SUGGEST_DIALOG (self), -1);
  return cf_card_list_get_selected (self->weapon_dropdown, self->edition, CF_CATEGORY_WEAPON);
}
