/* cf-keeper-dialog.c: where a Keeper sends a token
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "cf-accessible.h"
#include "cf-keeper-dialog.h"

/*
 * Two Keepers need a target before they are played: the one that moves the
 * player's token to any room or the pool, and the one that sends a token
 * back to its start. The dialog lists only the targets the rules allow now.
 */

struct _CfKeeperDialog
{
  AdwMessageDialog parent_instance;

  CfKeeperEffect effect;
  GArray        *targets; /* int: places (move anywhere) or suspects (send to start) */

  /* Template children */
  GtkDropDown *target_dropdown;
  GtkLabel    *target_label;
};

G_DEFINE_FINAL_TYPE (CfKeeperDialog, cf_keeper_dialog, ADW_TYPE_MESSAGE_DIALOG)

/**
 * cf_keeper_needs_target:
 *
 * Returns: whether a Keeper of @effect asks for a target first
 */
gboolean
cf_keeper_needs_target (CfKeeperEffect effect)
{
  return effect == CF_KEEPER_MOVE_ANYWHERE || effect == CF_KEEPER_SEND_TO_START;
}

static void
cf_keeper_dialog_dispose (GObject *object)
{
  CfKeeperDialog *self = CF_KEEPER_DIALOG (object);

  gtk_widget_dispose_template (GTK_WIDGET (object), CF_TYPE_KEEPER_DIALOG);
  g_clear_pointer (&self->targets, g_array_unref);
  G_OBJECT_CLASS (cf_keeper_dialog_parent_class)->dispose (object);
}

static void
cf_keeper_dialog_class_init (CfKeeperDialogClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cf_keeper_dialog_dispose;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/casefile/Casefile/cf-keeper-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, CfKeeperDialog, target_dropdown);
  gtk_widget_class_bind_template_child (widget_class, CfKeeperDialog, target_label);
}

static void
cf_keeper_dialog_init (CfKeeperDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->targets = g_array_new (FALSE, FALSE, sizeof (int));
}

/**
 * cf_keeper_dialog_new:
 * @view: the view of the seat that may play a Keeper of @effect
 * @effect: %CF_KEEPER_MOVE_ANYWHERE or %CF_KEEPER_SEND_TO_START
 */
GtkWidget *
cf_keeper_dialog_new (GtkWindow *parent, CfSeatView *view, CfKeeperEffect effect)
{
  CfKeeperDialog *self = g_object_new (CF_TYPE_KEEPER_DIALOG, "transient-for", parent, NULL);
  CfEdition      *edition = cf_seat_view_get_edition (view);
  CfBoard        *board = cf_seat_view_get_board (view);
  const char     *name = cf_seat_view_get_keeper_name (view, effect);
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);

  g_return_val_if_fail (cf_keeper_needs_target (effect), GTK_WIDGET (self));
  self->effect = effect;
  if (name != NULL)
    {
      adw_message_dialog_set_heading (ADW_MESSAGE_DIALOG (self), name);
      adw_message_dialog_set_body (ADW_MESSAGE_DIALOG (self),
                                   cf_seat_view_get_keeper_text (view, effect));
    }

  if (effect == CF_KEEPER_MOVE_ANYWHERE)
    {
      CfPlace here = cf_seat_view_get_place (view);
      CfPlace pool = cf_board_get_pool_place (board);
      guint   first = cf_edition_get_first_card_of (edition, CF_CATEGORY_ROOM);

      gtk_label_set_label (self->target_label, _("_Go to"));
      if (pool != CF_PLACE_NONE && pool != here)
        {
          g_array_append_val (self->targets, pool);
          /* Translators: the swimming pool in the middle of the board */
          gtk_string_list_append (names, C_("board", "Pool"));
        }
      for (guint r = 0; r < cf_board_get_n_rooms (board); r++)
        {
          CfPlace place = cf_board_room_place (board, r);

          if (place == here)
            continue;
          g_array_append_val (self->targets, place);
          gtk_string_list_append (names, cf_edition_get_card_name (edition, first + r));
        }
    }
  else
    {
      guint first = cf_edition_get_first_card_of (edition, CF_CATEGORY_SUSPECT);

      gtk_label_set_label (self->target_label, _("_Send back"));
      for (guint s = 0; s < cf_edition_get_n_cards_of (edition, CF_CATEGORY_SUSPECT); s++)
        if (cf_seat_view_can_send_to_start (view, s))
          {
            int suspect = s;

            g_array_append_val (self->targets, suspect);
            gtk_string_list_append (names, cf_edition_get_card_name (edition, first + s));
          }
    }
  gtk_drop_down_set_model (self->target_dropdown, G_LIST_MODEL (names));
  adw_message_dialog_set_response_enabled (ADW_MESSAGE_DIALOG (self), "play",
                                           self->targets->len > 0);
  cf_accessible_label_drop_down (self->target_dropdown, self->target_label);
  cf_accessible_fix_mnemonics (GTK_WIDGET (self));
  return GTK_WIDGET (self);
}

CfKeeperEffect
cf_keeper_dialog_get_effect (CfKeeperDialog *self)
{
  g_return_val_if_fail (CF_IS_KEEPER_DIALOG (self), CF_N_KEEPER_EFFECTS);
  return self->effect;
}

guint
cf_keeper_dialog_get_n_targets (CfKeeperDialog *self)
{
  g_return_val_if_fail (CF_IS_KEEPER_DIALOG (self), 0);
  return self->targets->len;
}

void
cf_keeper_dialog_set_target (CfKeeperDialog *self, guint index)
{
  g_return_if_fail (CF_IS_KEEPER_DIALOG (self));
  g_return_if_fail (index < self->targets->len);
  gtk_drop_down_set_selected (self->target_dropdown, index);
}

static int
selected (CfKeeperDialog *self)
{
  guint index = gtk_drop_down_get_selected (self->target_dropdown);

  return index < self->targets->len ? g_array_index (self->targets, int, index) : -1;
}

/**
 * cf_keeper_dialog_get_suspect:
 *
 * Returns: for "send to start", the suspect chosen, else -1
 */
int
cf_keeper_dialog_get_suspect (CfKeeperDialog *self)
{
  g_return_val_if_fail (CF_IS_KEEPER_DIALOG (self), -1);
  return self->effect == CF_KEEPER_SEND_TO_START ? selected (self) : -1;
}

/**
 * cf_keeper_dialog_get_place:
 *
 * Returns: for "move anywhere", the room or pool chosen, else %CF_PLACE_NONE
 */
CfPlace
cf_keeper_dialog_get_place (CfKeeperDialog *self)
{
  g_return_val_if_fail (CF_IS_KEEPER_DIALOG (self), CF_PLACE_NONE);
  return self->effect == CF_KEEPER_MOVE_ANYWHERE ? selected (self) : CF_PLACE_NONE;
}
