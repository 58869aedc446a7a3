/* cf-invitation.c: the invitation to a game hosted from the window
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "cf-invitation.h"
#include "cf-net-protocol.h"
#include "cf-text.h"

/*
 * What the people at other computers need to join: this computer's name and
 * the port, the code to read out, and a link to send. It says so in words a
 * screen reader reads with the dialog's title (its description), and Copy
 * Link puts the link on the clipboard.
 */

/**
 * cf_invitation_get_link:
 *
 * Returns: (transfer full): the link to the game at this computer's name
 */
char *
cf_invitation_get_link (CfNetHost *host)
{
  return cf_net_link (g_get_host_name (), cf_net_host_get_port (host), cf_net_host_get_code (host),
                      cf_net_host_get_fingerprint (host));
}

static void
on_copy (AdwMessageDialog *dialog, const char *response, CfNetHost *host)
{
  g_autofree char *link = cf_invitation_get_link (host);

  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (dialog)), link);
}

/**
 * cf_invitation_new:
 * @parent: the window of the game
 * @host: the game's host, listening
 * @game_name: (nullable): the name the game is announced under on the
 *   network, or %NULL when it could not be announced
 *
 * Returns: (transfer floating): the dialog, to present
 */
GtkWidget *
cf_invitation_new (GtkWindow *parent, CfNetHost *host, const char *game_name)
{
  GtkWidget       *dialog;
  g_autofree char *body = NULL;
  g_autofree char *found = NULL;

  g_autofree char *computer = cf_text_isolate (g_get_host_name ());
  g_autofree char *words = NULL;

  if (game_name != NULL)
    /* Translators: %s is the game's name as others see it in Join a Game */
    found = cf_text_printf (_("On this network it is listed as “%s”."), game_name);
  /* The code as it is read out and copied: no marks in it (cf-text.c) */
  words = g_strdup_printf (
      /* Translators: %1$s is this computer's name, %2$u a port number, %3$s a code such as
       * K7QX9-3F9A, %4$s a sentence saying how the game is listed, or nothing */
      _("The players at other computers join with this computer’s name, %1$s, port %2$u, and "
         "the code %3$s. %4$s The game waits for them."),
      computer, cf_net_host_get_port (host), cf_net_host_get_code (host),
      found != NULL ? found : "");
  body = cf_text_line (words);
  dialog = adw_message_dialog_new (parent, _("Invite the Other Players"), body);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "copy", _("Copy _Link"), "close",
                                    _("_Close"), NULL);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "close");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "close");
  g_signal_connect_object (dialog, "response::copy", G_CALLBACK (on_copy), host, 0);
  gtk_accessible_update_property (GTK_ACCESSIBLE (dialog), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  body, -1);
  {
    /* The code large enough to read out across a room, and the link to
     * select; both are in the body's words for a screen reader */
    GtkWidget       *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
    GtkWidget       *code = gtk_label_new (cf_net_host_get_code (host));
    g_autofree char *link_text = cf_invitation_get_link (host);
    GtkWidget       *link = gtk_label_new (link_text);

    gtk_label_set_selectable (GTK_LABEL (code), TRUE);
    gtk_widget_add_css_class (code, "title-1");
    gtk_widget_add_css_class (code, "monospace");
    gtk_label_set_selectable (GTK_LABEL (link), TRUE);
    gtk_label_set_wrap (GTK_LABEL (link), TRUE);
    gtk_label_set_wrap_mode (GTK_LABEL (link), PANGO_WRAP_CHAR);
    gtk_widget_add_css_class (link, "caption");
    gtk_widget_add_css_class (link, "dim-label");
    gtk_box_append (GTK_BOX (box), code);
    gtk_box_append (GTK_BOX (box), link);
    adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), box);
  }
  return dialog;
}
