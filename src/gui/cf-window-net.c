/* cf-window-net.c: games across computers in the window: hosted here (the
 * invitation, who is away, saved and resumed) or joined at another computer
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "cf-invitation.h"
#include "cf-join-dialog.h"
#include "cf-net-host.h"
#include "cf-net-protocol.h"
#include "cf-text.h"
#include "cf-toast.h"
#include "cf-window-private.h"

/* A remote player's connection dropped: the people here are told once,
 * and may let a computer player take the seat (or wait: they may come
 * back with the code) */
static void
on_host_changed (CfNetHost *host, CfWindow *self)
{
  CfHotSeat *hot_seat = cf_play_page_get_hot_seat (self->game_page);
  gboolean   any_away = FALSE;

  for (guint seat = 0; seat < cf_net_host_get_n_seats (host); seat++)
    {
      gboolean away = cf_net_host_get_presence (host, seat) == CF_PRESENCE_AWAY;

      any_away = any_away || away;
      if (away && !self->away_told[seat] && hot_seat != NULL)
        {
          g_autofree char *title = cf_text_printf (
              /* Translators: %s is a player at another computer */
              _("%s is away"),
              cf_public_view_get_seat_name (cf_hot_seat_get_table (hot_seat), seat));
          AdwToast *toast = adw_toast_new (title);

          adw_toast_set_button_label (toast, _("Let a _Computer Play"));
          adw_toast_set_action_name (toast, "win.give-away-seats");
          adw_toast_set_timeout (toast, 0);
          adw_toast_overlay_add_toast (self->toast_overlay, toast);
        }
      self->away_told[seat] = away;
    }
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.give-away-seats", any_away);
}

/* Every remote seat whose player is away goes to a Detective */
void
cf_window_give_away_seats_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  CfWindow *self = CF_WINDOW (widget);

  if (self->net_host == NULL)
    return;
  for (guint seat = 0; seat < cf_net_host_get_n_seats (self->net_host); seat++)
    if (cf_net_host_get_presence (self->net_host, seat) == CF_PRESENCE_AWAY)
      cf_net_host_give_seat_to_bot (self->net_host, seat, CF_PLAYER_DETECTIVE);
}

void
cf_window_stop_hosting (CfWindow *self)
{
  if (self->net_host != NULL)
    g_signal_handlers_disconnect_by_data (self->net_host, self);
  memset (self->away_told, 0, sizeof self->away_told);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.give-away-seats", FALSE);
  if (self->announcer != NULL)
    cf_net_announcer_withdraw (self->announcer);
  g_clear_object (&self->announcer);
  g_clear_object (&self->net_host);
}

/* ---------------------------------------------------------------- joined games */

static void
dismiss_lost_toast (CfWindow *self)
{
  if (self->lost_toast != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->lost_toast, self);
      adw_toast_dismiss (self->lost_toast);
      g_clear_object (&self->lost_toast);
    }
}

static void
on_lost_toast_dismissed (AdwToast *toast, CfWindow *self)
{
  g_signal_handlers_disconnect_by_data (toast, self);
  g_clear_object (&self->lost_toast);
}

/* The connection to the host: lost (the game stays on the page while the
 * seat is found again), back, or gone for good */
static void
on_joiner_state (CfNetJoiner *joiner, GParamSpec *pspec, CfWindow *self)
{
  switch (cf_net_joiner_get_state (joiner))
    {
    case CF_JOINER_RECONNECTING:
      if (self->lost_toast == NULL)
        {
          self->lost_toast =
              g_object_ref (adw_toast_new (_("The connection to the host was lost. Trying "
                                              "again…")));
          adw_toast_set_timeout (self->lost_toast, 0);
          g_signal_connect (self->lost_toast, "dismissed", G_CALLBACK (on_lost_toast_dismissed),
                            self);
          adw_toast_overlay_add_toast (self->toast_overlay, self->lost_toast);
        }
      break;
    case CF_JOINER_PLAYING:
      if (self->lost_toast != NULL)
        {
          dismiss_lost_toast (self);
          adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (_("Back in the game")));
        }
      break;
    case CF_JOINER_FAILED:
      /* Sent away for good (the seat given to a computer player, taken
       * back from another window): the game stays on the page as it was */
      dismiss_lost_toast (self);
      cf_window_show_error (self, _("You Are No Longer in This Game"),
                            cf_net_joiner_get_problem (joiner));
      break;
    default:
      dismiss_lost_toast (self);
      break;
    }
}

/* The host refused a decision (a stale one, after a change at the host) */
static void
on_joiner_refused (CfNetJoiner *joiner, const char *reason, CfWindow *self)
{
  adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (reason));
}

void
cf_window_stop_joining (CfWindow *self)
{
  dismiss_lost_toast (self);
  if (self->joiner == NULL)
    return;
  g_signal_handlers_disconnect_by_data (self->joiner, self);
  cf_net_joiner_leave (self->joiner);
  g_clear_object (&self->joiner);
}

/* Plays the seat @joiner took at another computer's game: not saved here
 * (the host saves it), and the page shows this seat alone */
static void
on_joined (CfJoinDialog *dialog, CfNetJoiner *joiner, CfWindow *self)
{
  cf_window_stop_hosting (self);
  cf_window_stop_joining (self);
  self->joiner = g_object_ref (joiner);
  g_signal_connect (joiner, "notify::state", G_CALLBACK (on_joiner_state), self);
  g_signal_connect (joiner, "refused", G_CALLBACK (on_joiner_refused), self);
  cf_play_page_set_autosave (self->game_page, NULL);
  cf_play_page_set_hot_seat (self->game_page, cf_net_joiner_get_hot_seat (joiner));
  cf_window_show_page (self, "game");
}

void
cf_window_join_game_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  CfWindow  *self = CF_WINDOW (widget);
  GtkWidget *dialog;

  cf_window_ensure_pages (self);
  dialog = cf_join_dialog_new (GTK_WINDOW (self));
  g_signal_connect_object (dialog, "joined", G_CALLBACK (on_joined), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* The hosted game's save goes with the game: at its end, or when another
 * game replaces it */
void
cf_window_forget_hosted (CfWindow *self)
{
  cf_file_forget (self->hosted);
}

/* The game goes on; the save before is kept */
static void
on_host_save_failed (CfNetHost *host, const GError *error, CfWindow *self)
{
  g_autofree char *title = cf_text_printf (
      /* Translators: %s says why (it names the file) */
      _("The game could not be saved: %s"), error->message);

  adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (title));
}

static void
on_host_finished (CfNetHost *host, CfWindow *self)
{
  cf_window_forget_hosted (self);
}

/* Shows @host's game, lists it on the network and shows the invitation */
static void
start_hosting (CfWindow *self, CfNetHost *host, CfHotSeat *game)
{
  g_autofree char *name = NULL;
  GtkWidget       *invitation;

  {
    g_autoptr(GFile) folder = g_file_get_parent (self->hosted);

    g_file_make_directory_with_parents (folder, NULL, NULL);
  }
  g_signal_connect (host, "save-failed", G_CALLBACK (on_host_save_failed), self);
  cf_net_host_set_save_file (host, self->hosted);
  cf_play_page_set_autosave (self->game_page, NULL);
  cf_play_page_set_hot_seat (self->game_page, game);
  cf_window_show_page (self, "game");
  self->net_host = g_object_ref (host);
  g_signal_connect (self->net_host, "changed", G_CALLBACK (on_host_changed), self);
  g_signal_connect (self->net_host, "finished", G_CALLBACK (on_host_finished), self);
  on_host_changed (self->net_host, self);
  name = cf_net_default_game_name ();
  self->announcer = cf_net_announcer_new (self->net_host, name);
  invitation = cf_invitation_new (GTK_WINDOW (self), self->net_host,
                                  cf_net_announcer_has_failed (self->announcer)
                                      ? NULL
                                      : cf_net_announcer_get_name (self->announcer));
  gtk_window_present (GTK_WINDOW (invitation));
}

/* Plays @game with its remote seats served from this computer, and shows
 * the invitation. It is saved as it goes (hosted.json, with the host's key
 * so that the code stays the same): it replaces the game in progress. */
void
cf_window_host_game (CfWindow *self, CfHotSeat *game, const gboolean *remote)
{
  g_autoptr(CfNetHost) host = NULL;
  g_autoptr(GError) error = NULL;

  cf_window_stop_hosting (self);
  cf_window_stop_joining (self);
  if (!(host = cf_net_host_new_for_hot_seat (game, remote, NULL, &error)) ||
      (!cf_net_host_listen (host, NULL, CF_NET_DEFAULT_PORT, NULL) &&
       !cf_net_host_listen (host, NULL, 0, &error)))
    {
      cf_new_game_page_set_error (self->new_game_page, error->message);
      return;
    }
  cf_file_forget (self->autosave);
  start_hosting (self, host, game);
}

gboolean
cf_window_has_hosted_game (CfWindow *self)
{
  return g_file_query_exists (self->hosted, NULL);
}

/**
 * cf_window_resume_hosted:
 *
 * Resumes the game last hosted from this window, if there is one: on the
 * port it was on, so that its players at other computers, still trying,
 * come back into their seats; under the same code.
 *
 * Returns: whether there was one (resumed, or its problem shown)
 */
gboolean
cf_window_resume_hosted (CfWindow *self)
{
  g_autoptr(CfNetHost) host = NULL;
  g_autoptr(GError) error = NULL;
  guint port;

  if (!cf_window_has_hosted_game (self))
    return FALSE;
  cf_window_stop_hosting (self);
  cf_window_stop_joining (self);
  if (!(host = cf_net_host_new_resumed_at_screen (self->hosted, &error)))
    {
      cf_window_show_error (self, _("The Game Could Not Be Resumed"), error->message);
      return TRUE;
    }
  port = cf_net_host_get_saved_port (host);
  if ((port == 0 || !cf_net_host_listen (host, NULL, port, NULL)) &&
      !cf_net_host_listen (host, NULL, CF_NET_DEFAULT_PORT, NULL) &&
      !cf_net_host_listen (host, NULL, 0, &error))
    {
      cf_window_show_error (self, _("The Game Could Not Be Resumed"), error->message);
      return TRUE;
    }
  start_hosting (self, host, cf_net_host_get_hot_seat (host));
  return TRUE;
}
