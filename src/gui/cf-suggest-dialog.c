/* cf-suggest-dialog.c: asks for a suspect and a weapon to suggest in a room
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "cf-card-list.h"
#include "cf-suggest-dialog.h"

/* The response "suggest" means: suggest the chosen suspect and weapon in the
 * room the dialog names. It is the default: the rules make the suggestion
 * due as soon as a room is entered. */

struct _CfSuggestDialog
{
  AdwMessageDialog parent_instance;

  CfEdition *edition;

  GtkDropDown *suspect_dropdown;
  GtkDropDown *weapon_dropdown;
};

G_DEFINE_FINAL_TYPE (CfSuggestDialog, cf_suggest_dialog, ADW_TYPE_MESSAGE_DIALOG)

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
  gtk_widget_class_bind_template_child (widget_class, CfSuggestDialog, suspect_dropdown);
  gtk_widget_class_bind_template_child (widget_class, CfSuggestDialog, weapon_dropdown);
}

static void
cf_suggest_dialog_init (CfSuggestDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
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

  self->edition = g_object_ref (edition);
  gtk_drop_down_set_model (self->suspect_dropdown, suspects);
  gtk_drop_down_set_model (self->weapon_dropdown, weapons);
  body = g_strdup_printf (
      /* Translators: %s is a room */
      _("The room: %s. The first player to your left who holds one of the cards you name shows "
         "you one."),
      cf_edition_get_card_name (edition, room_card));
  adw_message_dialog_set_body (ADW_MESSAGE_DIALOG (self), body);
  return GTK_WIDGET (self);
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
