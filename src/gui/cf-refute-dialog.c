/* cf-refute-dialog.c: asks the refuter which named card to show
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "cf-accessible.h"
#include "cf-refute-dialog.h"
#include "cf-text.h"

/*
 * One response per card the refuter may show (its id is the card's
 * number), and "wait", which shows none: Escape never shows a card. Even
 * with one possible card the refuter is asked, so that nobody learns from
 * how fast the screen comes back; the first card is preselected (the
 * default response), so Enter shows it.
 */

struct _CfRefuteDialog
{
  AdwMessageDialog parent_instance;
};

G_DEFINE_FINAL_TYPE (CfRefuteDialog, cf_refute_dialog, ADW_TYPE_MESSAGE_DIALOG)

static void
cf_refute_dialog_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), CF_TYPE_REFUTE_DIALOG);
  G_OBJECT_CLASS (cf_refute_dialog_parent_class)->dispose (object);
}

static void
cf_refute_dialog_class_init (CfRefuteDialogClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cf_refute_dialog_dispose;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/casefile/Casefile/cf-refute-dialog.ui");
}

static void
cf_refute_dialog_init (CfRefuteDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/**
 * cf_refute_dialog_new:
 * @parent: the window it belongs to
 * @view: the view of the seat that must show a card
 *
 * Returns: (transfer none): a new dialog; present it and connect to
 *   #AdwMessageDialog::response
 */
GtkWidget *
cf_refute_dialog_new (GtkWindow *parent, CfSeatView *view)
{
  AdwMessageDialog *self = g_object_new (CF_TYPE_REFUTE_DIALOG, "transient-for", parent, NULL);
  CfEdition        *edition = cf_seat_view_get_edition (view);
  g_autoptr(GArray) choices = cf_seat_view_get_refute_choices (view);
  const int       *named = cf_seat_view_get_suggestion (view);
  const char      *suggester = cf_seat_view_get_suggester_name (view);
  g_autofree char *heading = NULL;
  g_autofree char *body = NULL;

  /* Translators: %s is a player's name */
  heading = cf_text_printf (_("Show a Card to %s"), suggester);
  body = cf_text_printf (
      cf_edition_says_rumor (edition)
          /* Translators: Discover the Secrets' wording, whose rules call a suggestion a rumor
           * ("Start a Rumor"): %1$s is a player, %2$s a suspect, %3$s a weapon, %4$s a room */
          ? _("%1$s started a rumor: %2$s, %3$s, %4$s. Only they will see the card you pick.")
          /* Translators: %1$s is a player, %2$s a suspect, %3$s a weapon, %4$s a room */
          : _("%1$s suggested %2$s, %3$s, %4$s. Only they will see the card you pick."),
      suggester, cf_edition_get_card_name (edition, named[0]),
      cf_edition_get_card_name (edition, named[1]), cf_edition_get_card_name (edition, named[2]));
  adw_message_dialog_set_heading (self, heading);
  adw_message_dialog_set_body (self, body);

  for (guint i = 0; i < choices->len; i++)
    {
      int              card = g_array_index (choices, int, i);
      g_autofree char *id = g_strdup_printf ("%d", card);

      adw_message_dialog_add_response (self, id, cf_edition_get_card_name (edition, card));
      if (i == 0)
        {
          adw_message_dialog_set_default_response (self, id);
          adw_message_dialog_set_response_appearance (self, id, ADW_RESPONSE_SUGGESTED);
        }
    }
  /* Discover the Secrets: a Keeper lets the refuter show nothing. */
  if (cf_seat_view_can_play_keeper (view, CF_KEEPER_REFUSE))
    {
      /* Translators: %s is the name of an Intrigue card that lets one show no card */
      g_autofree char *label = cf_text_printf (
          _("Refuse: Play “%s”"), cf_seat_view_get_keeper_name (view, CF_KEEPER_REFUSE));

      adw_message_dialog_add_response (self, CF_REFUTE_DIALOG_REFUSE, label);
    }
  cf_accessible_fix_mnemonics (GTK_WIDGET (self));
  return GTK_WIDGET (self);
}

/**
 * cf_refute_dialog_response_get_card:
 * @response: a response of a #CfRefuteDialog
 *
 * Returns: the card to show, or -1 when none ("wait", Escape)
 */
int
cf_refute_dialog_response_get_card (const char *response)
{
  guint64 card = 0;

  if (response == NULL || !g_ascii_string_to_unsigned (response, 10, 0, G_MAXINT, &card, NULL))
    return -1;
  return card;
}
