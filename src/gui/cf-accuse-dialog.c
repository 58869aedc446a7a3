/* cf-accuse-dialog.c: asks for a suspect, a weapon and a room to accuse
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "cf-accessible.h"
#include "cf-accuse-dialog.h"
#include "cf-card-list.h"

/*
 * The response "accuse" means: accuse with cf_accuse_dialog_get_cards().
 * The dialog starts at the most likely answer the caller knows (the
 * viewer's deduction), so a player who has solved the case only confirms.
 * "Cancel" is the default: an accusation is never made by a stray Enter.
 * Enter on a list goes on to the next one, and from the room to Accuse,
 * so that the keyboard path is Enter, Enter, Enter, Enter; Ctrl+Enter
 * accuses at once (Space opens a list).
 */

struct _CfAccuseDialog
{
  AdwMessageDialog parent_instance;

  CfEdition *edition;

  GtkWidget   *fields;
  GtkDropDown *room_dropdown;
  GtkLabel    *room_label;
  GtkDropDown *suspect_dropdown;
  GtkLabel    *suspect_label;
  GtkDropDown *weapon_dropdown;
  GtkLabel    *weapon_label;
};

G_DEFINE_FINAL_TYPE (CfAccuseDialog, cf_accuse_dialog, ADW_TYPE_MESSAGE_DIALOG)

static GtkDropDown *
dropdown_of (CfAccuseDialog *self, CfCategory category)
{
  GtkDropDown *dropdowns[CF_N_CATEGORIES] = { self->suspect_dropdown, self->weapon_dropdown,
                                              self->room_dropdown };
  return dropdowns[category];
}

/* The button of the response @id, found by its label. */
static GtkWidget *
find_response_button (GtkWidget *root, const char *label)
{
  if (GTK_IS_BUTTON (root) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (root)), label) == 0)
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_response_button (child, label);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
on_field_enter (GtkDropDown *dropdown, gboolean control, gpointer data)
{
  CfAccuseDialog *self = data;
  GtkWidget      *accuse;

  if (control)
    {
      /* As a response button does: answer, then close */
      adw_message_dialog_response (ADW_MESSAGE_DIALOG (self), "accuse");
      gtk_window_destroy (GTK_WINDOW (self));
      return TRUE;
    }
  for (CfCategory c = 0; c + 1 < CF_N_CATEGORIES; c++)
    if (dropdown == dropdown_of (self, c))
      return gtk_widget_grab_focus (GTK_WIDGET (dropdown_of (self, c + 1)));
  accuse = find_response_button (GTK_WIDGET (self), adw_message_dialog_get_response_label (
                                                        ADW_MESSAGE_DIALOG (self), "accuse"));
  return accuse != NULL && gtk_widget_grab_focus (accuse);
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
  gtk_widget_class_bind_template_child (widget_class, CfAccuseDialog, fields);
  gtk_widget_class_bind_template_child (widget_class, CfAccuseDialog, room_dropdown);
  gtk_widget_class_bind_template_child (widget_class, CfAccuseDialog, room_label);
  gtk_widget_class_bind_template_child (widget_class, CfAccuseDialog, suspect_dropdown);
  gtk_widget_class_bind_template_child (widget_class, CfAccuseDialog, suspect_label);
  gtk_widget_class_bind_template_child (widget_class, CfAccuseDialog, weapon_dropdown);
  gtk_widget_class_bind_template_child (widget_class, CfAccuseDialog, weapon_label);
}

static void
cf_accuse_dialog_init (CfAccuseDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  cf_accessible_label_drop_down (self->suspect_dropdown, self->suspect_label);
  cf_accessible_label_drop_down (self->weapon_dropdown, self->weapon_label);
  cf_accessible_label_drop_down (self->room_dropdown, self->room_label);
  cf_card_list_on_enter (self->fields, on_field_enter, self);
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
  cf_accessible_fix_mnemonics (GTK_WIDGET (self));
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
