/* cf-window-private.h: what the window's files share
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "casefile-core.h"
#include "cf-net-discovery.h"
#include "cf-net-joiner.h"
#include "cf-new-game-page.h"
#include "cf-play-page.h"
#include "cf-table-page.h"
#include "cf-window.h"

G_BEGIN_DECLS

struct _CfWindow
{
  AdwApplicationWindow parent_instance;

  GSettings *settings;
  GFile     *autosave;      /* the game in progress */
  GFile     *hosted;        /* a game hosted from here, saved as it goes */
  GFile     *notebook_file; /* the table notebook */
  guint      games_started; /* this window's games: whose turn to begin rotates */
  guint      pages_idle;    /* builds the pages after the first frame */
  gboolean   pages_built;

  /* A game with players at other computers: its host and its name on the
   * local network, for as long as the game is on the page */
  CfNetHost      *net_host;
  CfNetAnnouncer *announcer;
  gboolean        away_told[CF_GAME_MAX_SEATS]; /* a toast said the seat's player went */

  /* A game hosted at another computer, joined from this window */
  CfNetJoiner *joiner;
  AdwToast    *lost_toast; /* while the connection is being found again */

  /* Template widgets */
  GtkWidget       *back_button;
  GtkBox          *catalogue_box;
  AdwStatusPage   *error_page;
  CfPlayPage      *game_page; /* built after the first frame */
  GtkMenuButton   *menu_button;
  GtkMenuButton   *players_button;
  CfNewGamePage   *new_game_page; /* built after the first frame */
  GtkWidget       *new_game_row;
  GtkWidget       *open_row;
  GtkWidget       *resume_game_row;
  GtkStack        *stack;
  AdwActionRow    *table_notebook_row;
  CfTablePage     *table_page; /* built after the first frame */
  AdwToastOverlay *toast_overlay;
  AdwWindowTitle  *window_title;
};

/* cf-window.c */
void cf_window_show_page (CfWindow *self, const char *name);
void cf_window_ensure_pages (CfWindow *self);
void cf_window_show_error (CfWindow *self, const char *heading, const char *message);

/* cf-window-net.c: games across computers, hosted here or joined */
void     cf_window_host_game (CfWindow *self, CfHotSeat *game, const gboolean *remote);
gboolean cf_window_resume_hosted (CfWindow *self);
gboolean cf_window_has_hosted_game (CfWindow *self);
void     cf_window_forget_hosted (CfWindow *self);
void     cf_window_stop_hosting (CfWindow *self);
void     cf_window_stop_joining (CfWindow *self);
void cf_window_join_game_action (GtkWidget *widget, const char *action_name, GVariant *parameter);
void
cf_window_give_away_seats_action (GtkWidget *widget, const char *action_name, GVariant *parameter);

G_END_DECLS
