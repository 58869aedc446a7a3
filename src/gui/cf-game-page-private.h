/* cf-game-page-private.h: what the game page's files share: the page's
 * fields, and the helpers the intrigue and actions parts call
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "casefile-core.h"
#include "cf-board-view.h"
#include "cf-game-page.h"
#include "cf-notebook-view.h"
#include "cf-story.h"

G_BEGIN_DECLS

struct _CfGamePage
{
  GtkWidget parent_instance;

  CfGame        *game;
  CfHotSeat     *hot_seat;
  CfStory       *story;
  guint          bot_delay;
  gboolean       refute_open;
  char          *keepers_shown;   /* the viewer's Keepers in the list, as "seat:k,k,…" */
  GtkStringList *keepers;         /* the viewer's Keepers, by effect id ("add-six") */
  int            keepers_seat;    /* whose they are */
  GPtrArray     *private_dialogs; /* open dialogs of the viewer's secrets */
  gboolean       story_follows;
  double         story_value; /* where the story was scrolled to, and its height */
  double         story_upper;
  gboolean       notebook_chosen;  /* the reader's choice of side page */
  gboolean       focused_for_mine; /* focus placed for the viewer's current phase */
  CfPhase        focused_phase;
  GFile         *autosave;

  /* Template children */
  CfBoardView       *board;
  GtkLabel          *die_label;
  AdwStatusPage     *guard;
  GtkButton         *guard_button;
  GtkFlowBox        *hand_box;
  GtkWidget         *hand_heading;
  GtkWidget         *draw_button;
  GtkLabel          *intrigue_label;
  GtkWidget         *intrigue_page;
  GtkListBox        *keepers_list;
  GtkLabel          *keepers_note;
  GtkWidget         *keepers_placeholder;
  GtkWidget         *look_button;
  GtkLabel          *pool_label;
  GtkLabel          *hint_label;
  CfNotebookView    *notebook;
  GtkBox            *notebook_header_box;
  GtkWidget         *notebook_page;
  GtkWidget         *accuse_button;
  GtkWidget         *end_turn_button;
  GtkWidget         *passage_button;
  GtkWidget         *roll_button;
  GtkWidget         *suggest_button;
  GtkStack          *side_pages;
  GtkLabel          *solved_label;
  GtkRevealer       *solved_revealer;
  GtkStack          *stack;
  GtkLabel          *status_label;
  GtkGridView       *story_list;
  GtkWidget         *story_page;
  GtkWidget         *story_placeholder;
  GtkScrolledWindow *story_scroller;
  GtkLabel          *turn_label;
};

/* Shared by cf-game-page.c, cf-game-page-intrigue.c and cf-game-page-actions.c */
gboolean    cf_game_page_human_acts (CfGamePage *self);
CfChoices   cf_game_page_my_choices (CfGamePage *self);
const char *cf_game_page_card_name (CfGamePage *self, int card);
void        cf_game_page_act (
           CfGamePage *self, CfActionKind kind, int card0, int card1, int card2, CfPlace place);
void              cf_game_page_update_die (CfGamePage *self);
void              cf_game_page_update_hint (CfGamePage *self);
int               cf_game_page_viewer (CfGamePage *self);
void              cf_game_page_set_status (CfGamePage *self, const char *text);
const CfIntrigue *cf_game_page_intrigue (CfGamePage *self);
void              cf_game_page_close_private_dialogs (CfGamePage *self);
void              cf_game_page_fill_intrigue (CfGamePage *self);
gboolean          cf_game_page_update_keeper_buttons (CfGamePage *self);
GtkWidget        *cf_game_page_create_keeper_row (gpointer item, gpointer user_data);
void              cf_game_page_on_eliminated (CfGame *game, guint seat, CfGamePage *self);
void              cf_game_page_on_record_added (CfGame *game, guint index, CfGamePage *self);
void              cf_game_page_update_intrigue (CfGamePage *self);
void              cf_game_page_update_intrigue_actions (CfGamePage *self);
void              cf_game_page_track_private_dialog (CfGamePage *self, GtkWidget *dialog);
void              cf_game_page_ask_refutation (CfGamePage *self);
void cf_game_page_on_board_place_activated (CfBoardView *board, int place, CfGamePage *self);
void cf_game_page_roll_action (GtkWidget *widget, const char *action_name, GVariant *parameter);
void cf_game_page_passage_action (GtkWidget *widget, const char *action_name, GVariant *parameter);
void cf_game_page_suggest_action (GtkWidget *widget, const char *action_name, GVariant *parameter);
void cf_game_page_accuse_action (GtkWidget *widget, const char *action_name, GVariant *parameter);
void cf_game_page_end_turn_action (GtkWidget *widget, const char *action_name, GVariant *parameter);
void cf_game_page_draw_action (GtkWidget *widget, const char *action_name, GVariant *parameter);
void
cf_game_page_look_pool_action (GtkWidget *widget, const char *action_name, GVariant *parameter);
void
cf_game_page_play_keeper_action (GtkWidget *widget, const char *action_name, GVariant *parameter);
gboolean cf_game_page_two_dice (CfGamePage *self);
void     cf_game_page_update_intrigue_line (CfGamePage *self);
void     cf_game_page_clear_keepers (CfGamePage *self);
void     cf_game_page_update_actions (CfGamePage *self);
void     cf_game_page_update_turn (CfGamePage *self);

G_END_DECLS
