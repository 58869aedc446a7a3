/* cf-accuse-dialog.c: asks for a suspect, a weapon and a room to accuse
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "cf-accuse-dialog.h"
#include "cf-card-list.h"

/*
 * The response "accuse" means: accuse with cf_accuse_dialog_get_cards().
 * The dialog starts at the most likely answer the caller knows (the
 * viewer's deduction), so a player who has solved the case only confirms.
 * "Cancel" is the default: an accusation is never made by a stray Enter.
 */

struct _CfAccuseDialog
{
  AdwMessageDialog parent_instance;

  CfEdition *edition;

  GtkDropDown *room_dropdown;
  GtkDropDown *suspect_dropdown;
  GtkDropDown *weapon_dropdown;
};

G_DEFINE_FINAL_TYPE (CfAccuseDialog, cf_accuse_dialog, ADW_TYPE_MESSAGE_DIALOG)

static GtkDropDown *
dropdown_of (CfAccuseDialog *self, CfCategory category)
{
  GtkDropDown *dropdowns[CF_N_CATEGORIES] = { self->suspect_dropdown, self->weapon_dropdown,
                                              self->room_dropdown };
  return dropdowns[category];
}

static void
cf_accuse_dialog_dispose (GObject *object)
{
  CfAccuseDialog *self = CF_ACCUSE_DIALOG (object);

  g_clear_object (&self->edition);
  gtk_widget_dispose_template (GTK_WIDGET (self), CF_TYPE_ACCUSE_DIALOG);
  G_OBJECT_CLASS (cf_accuse_dialog_parent_class)->dispose (object);
}

static void
cf_accuse_dialog_class_init (CfAccuseDialogClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cf_accuse_dialog_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/casefile/Casefile/cf-accuse-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, CfAccuseDialog, room_dropdown);
  gtk_widget_class_bind_template_child (widget_class, CfAccuseDialog, suspect_dropdown);
  gtk_widget_class_bind_template_child (widget_class, CfAccuseDialog, weapon_dropdown);
}

static void
cf_accuse_dialog_init (CfAccuseDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/**
 * cf_accuse_dialog_new:
 * @parent: the window it belongs to
 * @edition: whose cards
 * @likely: (nullable): the suspect, weapon and room to start at (-1: the first)
 *
 * Returns: (transfer none): a new dialog; present it and connect to
 *   #AdwMessageDialog::response
 */
GtkWidget *
cf_accuse_dialog_new (GtkWindow *parent, CfEdition *edition, const int likely[3])
{
  CfAccuseDialog *self = g_object_new (CF_TYPE_ACCUSE_DIALOG, "transient-for", parent, NULL);

  self->edition = g_object_ref (edition);
  for (CfCategory c = 0; c < CF_N_CATEGORIES; c++)
    {
      g_autoptr(GListModel) cards = cf_card_list_new (edition, c);

      gtk_drop_down_set_model (dropdown_of (self, c), cards);
      if (likely != NULL)
        cf_card_list_select (dropdown_of (self, c), edition, c, likely[c]);
    }
  return GTK_WIDGET (self);
}

/**
 * cf_accuse_dialog_get_cards:
 * @cards: (out caller-allocates): the suspect, weapon and room chosen
 */
void
cf_accuse_dialog_get_cards (CfAccuseDialog *self, int cards[3])
{
  g_return_if_fail (CF_IS_ACCUSE_DIALOG (self));
  for (CfCategory c = 0; c < CF_N_CATEGORIES; c++)
    cards[c] = cf_card_list_get_selected (dropdown_of (self, c), self->edition, c);
}
