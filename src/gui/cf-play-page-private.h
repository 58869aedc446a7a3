/* cf-play-page-private.h: what the game page's files share: the page's
 * fields, and the helpers the intrigue and actions parts call
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "casefile-core.h"
#include "cf-announcer.h"
#include "cf-board-view.h"
#include "cf-intrigue-panel.h"
#include "cf-notebook-view.h"
#include "cf-play-page.h"
#include "cf-story.h"

G_BEGIN_DECLS

struct _CfPlayPage
{
  GtkWidget parent_instance;

  CfPublicView  *table; /* the table as everyone sees it */
  CfHotSeat     *hot_seat;
  GSignalGroup  *hot_seat_signals;  /* who may look, the private line, failed saves */
  GSignalGroup  *table_signals;     /* the game's public side */
  GBindingGroup *hot_seat_bindings; /* viewer-acts to the Intrigue tab */
  CfStory       *story;
  guint          bot_delay;
  gboolean       refute_open;
  GPtrArray     *private_dialogs; /* open dialogs of the viewer's secrets */
  gboolean       story_follows;
  double         story_value; /* where the story was scrolled to, and its height */
  double         story_upper;
  gboolean       notebook_chosen;  /* the reader's choice of side page */
  gboolean       focused_for_mine; /* focus placed for the viewer's current phase */
  CfPhase        focused_phase;
  GFile         *autosave;
  CfAnnouncer   *announcer;       /* words: what the shown seat hears (cf-announcer) */
  guint          roll_tooltip_id; /* Roll's tooltip, once the focus has left it */
  gboolean       hand_shown;      /* a seat's hand may be on the screen */
  gboolean       hand_apart;      /* the hand is in its own side page, not the status */
  guint          fit_source;      /* moves the hand after an allocation */
  guint          end_dialog_id;   /* the end's dialog, after its words */

  /* Template children */
  GtkGrid           *actions;
  CfBoardView       *board;
  GtkLabel          *die_label;
  AdwStatusPage     *guard;
  GtkButton         *guard_button;
  GtkGrid           *hand_box;
  GtkWidget         *hand_heading;
  GtkWidget         *hand_page;
  GtkStackPage      *hand_stack_page;
  GtkWidget         *draw_button;
  AdwFlap           *flap;
  GtkLabel          *intrigue_label;
  CfIntriguePanel   *intrigue_panel;
  GtkWidget         *look_button;
  GtkLabel          *hint_label;
  CfNotebookView    *notebook;
  GtkBox            *notebook_header_box;
  GtkWidget         *notebook_page;
  GtkWidget         *accuse_button;
  GtkWidget         *end_turn_button;
  GtkWidget         *passage_button;
  GtkWidget         *roll_button;
  GtkWidget         *suggest_button;
  GtkWidget         *side;
  GtkStack          *side_pages;
  GtkWidget         *side_switcher;
  GtkLabel          *solved_label;
  GtkRevealer       *solved_revealer;
  GtkStack          *stack;
  GtkLabel          *status_label;
  GtkWidget         *status_box;
  GtkGridView       *story_list;
  GtkWidget         *story_page;
  GtkWidget         *story_placeholder;
  GtkScrolledWindow *story_scroller;
  GtkLabel          *turn_label;
};

/* Shared by cf-play-page.c, cf-play-page-intrigue.c and cf-play-page-actions.c */
gboolean    cf_play_page_human_acts (CfPlayPage *self);
CfChoices   cf_play_page_my_choices (CfPlayPage *self);
const char *cf_play_page_card_name (CfPlayPage *self, int card);
void        cf_play_page_act (
           CfPlayPage *self, CfActionKind kind, int card0, int card1, int card2, CfPlace place);
void              cf_play_page_update_die (CfPlayPage *self);
int               cf_play_page_viewer (CfPlayPage *self);
void              cf_play_page_set_status (CfPlayPage *self, const char *text);
const CfIntrigue *cf_play_page_intrigue (CfPlayPage *self);
void              cf_play_page_close_private_dialogs (CfPlayPage *self);
void              cf_play_page_fill_intrigue (CfPlayPage *self);
void              cf_play_page_on_game_over (CfPublicView *table, int winner, CfPlayPage *self);
void              cf_play_page_on_eliminated (CfPublicView *table, guint seat, CfPlayPage *self);
void              cf_play_page_on_record_added (CfPublicView *table, guint index, CfPlayPage *self);
void              cf_play_page_update_intrigue (CfPlayPage *self);
void              cf_play_page_update_intrigue_actions (CfPlayPage *self);
void              cf_play_page_track_private_dialog (CfPlayPage *self, GtkWidget *dialog);
void              cf_play_page_ask_refutation (CfPlayPage *self);
void cf_play_page_on_board_place_activated (CfBoardView *board, int place, CfPlayPage *self);
void cf_play_page_roll_action (GtkWidget *widget, const char *action_name, GVariant *parameter);
void cf_play_page_passage_action (GtkWidget *widget, const char *action_name, GVariant *parameter);
void cf_play_page_suggest_action (GtkWidget *widget, const char *action_name, GVariant *parameter);
void cf_play_page_accuse_action (GtkWidget *widget, const char *action_name, GVariant *parameter);
void cf_play_page_end_turn_action (GtkWidget *widget, const char *action_name, GVariant *parameter);
void cf_play_page_draw_action (GtkWidget *widget, const char *action_name, GVariant *parameter);
void
cf_play_page_look_pool_action (GtkWidget *widget, const char *action_name, GVariant *parameter);
void
cf_play_page_play_keeper_action (GtkWidget *widget, const char *action_name, GVariant *parameter);
gboolean cf_play_page_two_dice (CfPlayPage *self);
void     cf_play_page_update_roll_tooltip (CfPlayPage *self);

/* cf-play-page-focus.c: layout and focus */
gboolean   cf_play_page_board_has_passages (CfBoard *board);
void       cf_play_page_arrange_actions (CfPlayPage *self);
GtkWidget *cf_play_page_first_action (CfPlayPage *self);
gboolean   cf_play_page_focus_first_action (CfPlayPage *self);
void       cf_play_page_reveal_side_for_buttons (CfPlayPage *self);
void       cf_play_page_update_intrigue_line (CfPlayPage *self);
void       cf_play_page_update_actions (CfPlayPage *self);
void       cf_play_page_keep_focus (CfPlayPage *self);
void       cf_play_page_show_hand (CfPlayPage *self, gboolean shown);
void       cf_play_page_fit_side (CfPlayPage *self, int height);
void       cf_play_page_place_focus (CfPlayPage *self);
void cf_play_page_region_action (GtkWidget *widget, const char *action_name, GVariant *parameter);
void
cf_play_page_toggle_side_action (GtkWidget *widget, const char *action_name, GVariant *parameter);

G_END_DECLS
