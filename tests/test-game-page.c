/* test-game-page.c: the game at one screen: bots at a pace, the screen guard,
 * what each person sees, shortcuts from anywhere in the window
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include <adwaita.h>

#include "casefile-core.h"
#include "cf-accuse-dialog.h"
#include "cf-board-view.h"
#include "cf-notebook-view.h"
#include "cf-play-page.h"
#include "cf-refute-dialog.h"
#include "cf-test-game.h"
#include "cf-test-util.h"

/* ---------------------------------------------------------------- helpers */

static gboolean
give_up (gpointer data)
{
  *(gboolean *)data = TRUE;
  return G_SOURCE_REMOVE;
}

/* Whether any label under @widget, mapped or not, reads @text. */
static gboolean
find_label (GtkWidget *widget, const char *text)
{
  if (GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_label (GTK_LABEL (widget)), text) == 0)
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child;
       child = gtk_widget_get_next_sibling (child))
    if (find_label (child, text))
      return TRUE;
  return FALSE;
}

static guint
count_mapped_class (GtkWidget *widget, const char *css_class)
{
  guint n;

  if (!gtk_widget_get_mapped (widget))
    return 0;
  n = gtk_widget_has_css_class (widget, css_class) ? 1 : 0;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child;
       child = gtk_widget_get_next_sibling (child))
    n += count_mapped_class (child, css_class);
  return n;
}

static void
close_message_dialogs (void)
{
  AdwMessageDialog *dialog;

  while ((dialog = ADW_MESSAGE_DIALOG (cf_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG))) != NULL)
    gtk_window_destroy (GTK_WINDOW (dialog));
}

/* Whether anything private of a seat is on screen: a card of a hand, or a
 * notebook. */
static gboolean
private_panel_mapped (GtkWidget *page)
{
  GtkWidget *notebook = cf_test_find_type (page, CF_TYPE_NOTEBOOK_VIEW);

  return count_mapped_class (page, "card-chip") > 0 ||
         (notebook != NULL && gtk_widget_get_mapped (notebook));
}

/* The screen guard is up: the page shows a status page asking for a person. */
static gboolean
guard_mapped (GtkWidget *page)
{
  GtkWidget *guard = cf_test_find_type (page, ADW_TYPE_STATUS_PAGE);

  return guard != NULL && gtk_widget_get_mapped (guard);
}

static GtkWidget *
present_page_sized (CfGame *game, guint bot_delay, int width, int height, GtkWidget **window_out)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *page = cf_play_page_new ();

  gtk_window_set_child (GTK_WINDOW (window), page);
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_present (GTK_WINDOW (window));
  cf_play_page_set_bot_delay (CF_PLAY_PAGE (page), bot_delay);
  cf_test_play_game (page, game);
  cf_test_settle (window);
  *window_out = window;
  return page;
}

static GtkWidget *
present_page (CfGame *game, guint bot_delay, GtkWidget **window_out)
{
  return present_page_sized (game, bot_delay, 1000, 720, window_out);
}

/* The current seat rolls a one and steps onto the first square it reaches,
 * then ends its turn: a turn that stays out of every room. */
static void
walk_and_end_turn (GtkWidget *page, CfGame *game)
{
  const CfReach *reach;

  cf_game_set_next_roll (game, 1);
  g_assert_true (gtk_widget_activate_action (page, "game.roll", NULL));
  g_assert_cmpint (cf_game_get_phase (game), ==, CF_PHASE_MOVE);
  reach = cf_game_get_reach (game);
  g_assert_cmpuint (reach->squares->len, >, 0);
  g_signal_emit_by_name (cf_test_find_type (page, CF_TYPE_BOARD_VIEW), "place-activated",
                         g_array_index (reach->squares, CfPlace, 0));
  g_assert_cmpint (cf_game_get_phase (game), ==, CF_PHASE_END);
  g_assert_true (gtk_widget_activate_action (page, "game.end-turn", NULL));
}

typedef struct
{
  CfGame    *game;
  GtkWidget *page;
  guint      bot_records;
  guint      private_mapped;
  guint      shown;
} Watch;

typedef struct
{
  GtkWidget  *story;
  const char *text;
} StoryLine;

/* Whether a row on screen in the story shows the line. */
static gboolean
story_line_shown (gpointer data)
{
  StoryLine *line = data;

  for (GtkWidget *item = gtk_widget_get_first_child (line->story); item != NULL;
       item = gtk_widget_get_next_sibling (item))
    if (gtk_widget_get_mapped (item) && cf_test_mapped_text_contains (item, line->text))
      return TRUE;
  return FALSE;
}

/* Called on every line of the story: while a bot has the turn, nothing
 * private may be on screen. */
static void
on_record_watch (CfGame *game, guint index, Watch *watch)
{
  guint current = cf_game_get_current_seat (game);

  if (cf_game_get_phase (game) == CF_PHASE_OVER ||
      cf_game_get_seat_kind (game, current) == CF_PLAYER_HUMAN)
    return;
  watch->bot_records++;
  if (private_panel_mapped (watch->page))
    watch->private_mapped++;
  else
    watch->shown++;
}

static gboolean
acting_is (gpointer data)
{
  gpointer *pair = data;

  return cf_game_get_phase (pair[0]) == CF_PHASE_OVER ||
         cf_game_get_acting_seat (pair[0]) == GPOINTER_TO_INT (pair[1]);
}

/* ---------------------------------------------------------------- tests */

static void
test_bot_game_through_page (void)
{
  /* A whole game between bots, driven by the page at top speed: the bots
   * think in worker threads, and the page applies their moves. */
  g_autoptr(CfEdition) edition = cf_edition_lookup_builtin ("classic");
  g_autoptr(CfGame) game = cf_test_new_table ("MDBD", 7);
  GtkWidget *window;
  GtkWidget *page = present_page (game, 0, &window);
  gpointer   over[2] = { game, GINT_TO_POINTER (-2) };

  g_assert_true (cf_test_wait_for (acting_is, over, 120000));
  g_assert_cmpint (cf_game_get_phase (game), ==, CF_PHASE_OVER);
  g_assert_cmpint (cf_game_get_winner (game), >=, 0);
  g_assert_cmpuint (cf_game_check (game, NULL), ==, 0);
  /* The story of the whole game is on the page, one row per record, ending
   * with the winner. */
  {
    g_autofree char *last = cf_game_describe_record (game, cf_game_get_n_records (game) - 1);
    GtkWidget       *story =
        GTK_WIDGET (gtk_widget_get_template_child (page, CF_TYPE_PLAY_PAGE, "story_list"));
    GListModel *model = G_LIST_MODEL (gtk_grid_view_get_model (GTK_GRID_VIEW (story)));
    StoryLine   line = { story, last };

    g_assert_cmpuint (g_list_model_get_n_items (model), ==, cf_game_get_n_records (game));
    /* Shown, the story opens at its end: the last line is on screen. */
    gtk_stack_set_visible_child_name (
        GTK_STACK (gtk_widget_get_template_child (page, CF_TYPE_PLAY_PAGE, "side_pages")), "story");
    g_assert_true (cf_test_wait_for (story_line_shown, &line, 10000));
  }
  /* The end is public: every hand is told, one whole sentence a seat. */
  {
    const char *summary = gtk_label_get_label (
        GTK_LABEL (gtk_widget_get_template_child (page, CF_TYPE_PLAY_PAGE, "status_label")));
    g_auto(GStrv) lines = g_strsplit (summary, "\n", -1);

    g_assert_cmpuint (g_strv_length (lines), ==, 1 + cf_game_get_n_seats (game));
    for (guint seat = 0; seat < cf_game_get_n_seats (game); seat++)
      {
        CfCaseLog       *log = cf_game_get_case_log (game, seat);
        const char      *line = lines[1 + seat];
        g_autofree char *start = g_strdup_printf ("%s held ", cf_game_get_seat_name (game, seat));
        guint            n = cf_case_log_get_n_my_cards (log);

        g_assert_true (g_str_has_prefix (line, start));
        for (guint i = 0; i < n; i++)
          g_assert_nonnull (
              strstr (line, cf_edition_get_card_name (edition, cf_case_log_get_my_card (log, i))));
        {
          g_autofree char *end = g_strdup_printf (
              " and %s.", cf_edition_get_card_name (edition, cf_case_log_get_my_card (log, n - 1)));
          g_assert_true (g_str_has_suffix (line, end));
        }
      }
  }
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_private_panels_go_between_people (void)
{
  /* Defect: with two people and bots, Bob's hand and notebook stayed on
   * screen through every bot turn after his own, until Ann's guard came. */
  g_autoptr(CfEdition) edition = cf_edition_lookup_builtin ("classic");
  g_autoptr(CfGame) game = cf_test_new_table ("HHBB", 3);
  GtkWidget *window;
  GtkWidget *page = present_page (game, 0, &window);
  Watch      watch = { game, page, 0, 0, 0 };
  gpointer   ann_acts[2] = { game, GINT_TO_POINTER (0) };

  g_signal_connect (game, "record-added", G_CALLBACK (on_record_watch), &watch);

  /* Ann takes the screen, walks and ends her turn; then Bob. */
  g_assert_true (guard_mapped (page));
  g_assert_false (private_panel_mapped (page));
  g_assert_true (gtk_widget_activate_action (page, "game.take-seat", NULL));
  cf_test_settle (window);
  g_assert_true (private_panel_mapped (page));
  walk_and_end_turn (page, game);

  g_assert_cmpint (cf_game_get_acting_seat (game), ==, 1);
  g_assert_true (guard_mapped (page));
  g_assert_true (gtk_widget_activate_action (page, "game.take-seat", NULL));
  cf_test_settle (window);
  g_assert_true (private_panel_mapped (page));
  walk_and_end_turn (page, game);

  /* At once, before any bot acted: Bob's things are gone. */
  g_assert_cmpint (cf_game_get_current_seat (game), ==, 2);
  g_assert_false (private_panel_mapped (page));
  {
    CfCaseLog *bob = cf_game_get_case_log (game, 1);
    for (guint i = 0; i < cf_case_log_get_n_my_cards (bob); i++)
      g_assert_false (cf_test_mapped_text_contains (
          page, cf_edition_get_card_name (edition, cf_case_log_get_my_card (bob, i))));
  }

  /* Through both bot turns nothing private shows, until Ann's guard. */
  g_assert_true (cf_test_wait_for (acting_is, ann_acts, 60000));
  cf_test_settle (window);
  g_assert_cmpuint (watch.bot_records, >, 0);
  g_assert_cmpuint (watch.private_mapped, ==, 0);
  if (cf_game_get_phase (game) != CF_PHASE_OVER)
    {
      g_assert_true (guard_mapped (page));
      g_assert_false (private_panel_mapped (page));
    }

  g_signal_handlers_disconnect_by_data (game, &watch);
  close_message_dialogs ();
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_one_person_keeps_own_panels (void)
{
  /* One person and bots: they always see their own things, never a guard. */
  g_autoptr(CfEdition) edition = cf_edition_lookup_builtin ("classic");
  g_autoptr(CfGame) game = cf_test_new_table ("HBB", 3);
  GtkWidget *window;
  GtkWidget *page = present_page (game, 0, &window);
  gpointer   ann_acts[2] = { game, GINT_TO_POINTER (0) };
  Watch      watch = { game, page, 0, 0, 0 };

  g_signal_connect (game, "record-added", G_CALLBACK (on_record_watch), &watch);
  g_assert_false (guard_mapped (page));
  g_assert_true (private_panel_mapped (page));
  walk_and_end_turn (page, game);
  /* The bots' turns: Ann's hand and notebook stay all the time. */
  g_assert_true (cf_test_wait_for (acting_is, ann_acts, 60000));
  cf_test_settle (window);
  g_assert_cmpuint (watch.bot_records, >, 0);
  g_assert_cmpuint (watch.private_mapped, ==, watch.bot_records);
  g_signal_handlers_disconnect_by_data (game, &watch);
  g_assert_false (guard_mapped (page));
  if (cf_game_get_phase (game) != CF_PHASE_OVER)
    g_assert_true (private_panel_mapped (page));
  close_message_dialogs ();
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_guard_ignores_stray_enter (void)
{
  /* Defect: the guard's "I Am …" button had the focus, so an Enter pressed
   * by the previous person opened the next person's hand. */
  g_autoptr(CfEdition) edition = cf_edition_lookup_builtin ("classic");
  g_autoptr(CfGame) game = cf_test_new_table ("HHB", 3);
  GtkWidget *window = gtk_window_new ();
  GtkWidget *page = cf_play_page_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);

  /* As in the app, a button comes first in the focus order: the header's
   * back button, where a stray Enter leaves the game. */
  gtk_box_append (GTK_BOX (box), gtk_button_new_with_label ("Back"));
  gtk_box_append (GTK_BOX (box), page);
  gtk_window_set_child (GTK_WINDOW (window), box);
  gtk_window_set_default_size (GTK_WINDOW (window), 1000, 720);
  gtk_window_present (GTK_WINDOW (window));
  cf_play_page_set_bot_delay (CF_PLAY_PAGE (page), 60000);
  cf_test_play_game (page, game);
  cf_test_settle (window);

  g_assert_true (gtk_widget_activate_action (page, "game.take-seat", NULL));
  cf_test_settle (window);
  walk_and_end_turn (page, game);
  cf_test_settle (window);

  /* Bob's guard: Ann, still at the keyboard, presses Enter. */
  g_assert_true (guard_mapped (page));
  if (!cf_test_press_keys (page, "Return"))
    {
      g_test_skip ("not an X11 display");
      gtk_window_destroy (GTK_WINDOW (window));
      return;
    }
  cf_test_settle (window);
  g_assert_true (guard_mapped (page));
  g_assert_false (private_panel_mapped (page));
  cf_test_press_keys (page, "space");
  cf_test_settle (window);
  g_assert_true (guard_mapped (page));
  g_assert_false (private_panel_mapped (page));

  /* Bob comes and presses "I Am Bob" … */
  g_signal_emit_by_name (gtk_widget_get_template_child (page, CF_TYPE_PLAY_PAGE, "guard_button"),
                         "clicked");
  cf_test_settle (window);
  g_assert_false (guard_mapped (page));
  g_assert_true (private_panel_mapped (page));
  /* … and the focus is on what Bob can do first, so his next Enter rolls
   * (it was left outside the page, where Enter did something else). */
  g_assert_true (
      gtk_window_get_focus (GTK_WINDOW (window)) ==
      GTK_WIDGET (gtk_widget_get_template_child (page, CF_TYPE_PLAY_PAGE, "roll_button")));
  cf_test_press_keys (page, "Return");
  g_assert_cmpint (cf_game_get_phase (game), ==, CF_PHASE_MOVE);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* Key presses come back through the X server: wait until they took effect. */
static gboolean
phase_is (gpointer data)
{
  gpointer *pair = data;
  return cf_game_get_phase (pair[0]) == (CfPhase)GPOINTER_TO_INT (pair[1]);
}

static gboolean
turn_after (gpointer data)
{
  gpointer *pair = data;
  return cf_game_get_turn (pair[0]) > GPOINTER_TO_UINT (pair[1]);
}

static gboolean
notebook_deduced (gpointer data)
{
  return cf_notebook_view_get_deduction (
             CF_NOTEBOOK_VIEW (cf_test_find_type (data, CF_TYPE_NOTEBOOK_VIEW))) != NULL;
}

static gboolean
dialog_shown (gpointer data)
{
  return ADW_MESSAGE_DIALOG (cf_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG)) != NULL;
}

/* Presses @accel on @widget's window until @condition holds, at most three
 * times: on the shared test machine an XTest event is now and then lost
 * on its way through the X server. A retry is logged; a shortcut that does
 * not work fails all three. */
static gboolean
press_until (GtkWidget *widget, const char *accel, CfTestCondition condition, gpointer data)
{
  for (guint attempt = 0; attempt < 3; attempt++)
    {
      gtk_widget_grab_focus (widget);
      if (!cf_test_press_keys (widget, accel))
        return FALSE;
      if (cf_test_wait_for (condition, data, 5000))
        return TRUE;
      g_test_message ("%s took no effect; pressing it again", accel);
    }
  return FALSE;
}

static void
test_shortcuts_from_header_bar (void)
{
  /* Defect: the game's shortcuts worked only while the focus was inside the
   * game panel; after the main menu or "I Am …" they did nothing. */
  g_autoptr(CfEdition) edition = cf_edition_lookup_builtin ("classic");
  g_autoptr(CfGame) dealt = cf_test_new_table ("HBB", 3);
  /* Ann begins in the Lounge, which has a secret passage. */
  g_autoptr(CfGame) game = cf_test_with_token_at (dealt, "scarlet", "lounge");
  GtkWidget *window = gtk_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *header = gtk_header_bar_new ();
  GtkWidget *menu = gtk_button_new_from_icon_name ("open-menu-symbolic");
  GtkWidget *page = cf_play_page_new ();

  g_assert_nonnull (game);
  gtk_header_bar_pack_end (GTK_HEADER_BAR (header), menu);
  gtk_window_set_titlebar (GTK_WINDOW (window), header);
  gtk_box_append (GTK_BOX (box), page);
  gtk_widget_set_vexpand (page, TRUE);
  gtk_window_set_child (GTK_WINDOW (window), box);
  gtk_window_set_default_size (GTK_WINDOW (window), 1000, 720);
  gtk_window_present (GTK_WINDOW (window));
  cf_play_page_set_bot_delay (CF_PLAY_PAGE (page), 60000);
  cf_test_play_game (page, game);
  cf_test_settle (window);

  /* Ann's notebook is worked out (in a worker thread). */
  g_assert_true (cf_test_wait_for (notebook_deduced, page, 30000));

  /* The focus is in the header bar, as after using the main menu. */
  gtk_widget_grab_focus (menu);
  g_assert_true (gtk_widget_has_focus (menu));

  /* Shift+Ctrl+A asks for an accusation; cancel it. */
  if (!cf_test_press_keys (menu, "Escape"))
    {
      g_test_skip ("not an X11 display");
      gtk_window_destroy (GTK_WINDOW (window));
      return;
    }
  g_assert_true (press_until (menu, "<Shift><Control>a", dialog_shown, NULL));
  {
    /* It starts at Ann's likeliest answer: never one of her own cards. */
    CfAccuseDialog *accuse =
        CF_ACCUSE_DIALOG (ADW_MESSAGE_DIALOG (cf_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG)));
    CfCaseLog *ann = cf_game_get_case_log (game, 0);
    int        cards[3];

    cf_accuse_dialog_get_cards (accuse, cards);
    for (guint i = 0; i < cf_case_log_get_n_my_cards (ann); i++)
      for (guint c = 0; c < 3; c++)
        g_assert_cmpint (cards[c], !=, cf_case_log_get_my_card (ann, i));
    g_assert_cmpstr (adw_message_dialog_get_default_response (ADW_MESSAGE_DIALOG (accuse)), ==,
                     "cancel");
  }
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (cf_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG)),
                               "cancel");
  close_message_dialogs ();
  cf_test_settle (window);

  /* Ctrl+P takes the passage to the Conservatory; Shift+Ctrl+S suggests. */
  {
    gpointer suggest_due[2] = { game, GINT_TO_POINTER (CF_PHASE_SUGGEST) };
    g_assert_true (press_until (menu, "<Control>p", phase_is, suggest_due));
  }
  g_assert_true (press_until (menu, "<Shift><Control>s", dialog_shown, NULL));
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (cf_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG)),
                               "suggest");
  close_message_dialogs ();
  cf_test_settle (window);
  g_assert_cmpint (cf_game_get_phase (game), !=, CF_PHASE_SUGGEST);

  /* A bot may have to show a card (paced): wait until Ann may end. */
  {
    gpointer ann_acts[2] = { game, GINT_TO_POINTER (0) };
    cf_play_page_set_bot_delay (CF_PLAY_PAGE (page), 0);
    g_assert_true (cf_test_wait_for (acting_is, ann_acts, 30000));
  }
  g_assert_cmpint (cf_game_get_phase (game), ==, CF_PHASE_END);
  {
    gpointer moved_on[2] = { game, GUINT_TO_POINTER (cf_game_get_turn (game)) };
    g_assert_true (press_until (menu, "<Control>e", turn_after, moved_on));
  }

  /* Back to Ann after the bots; Ctrl+R rolls with the focus in the header. */
  {
    gpointer ann_acts[2] = { game, GINT_TO_POINTER (0) };
    g_assert_true (cf_test_wait_for (acting_is, ann_acts, 60000));
  }
  if (cf_game_get_phase (game) == CF_PHASE_START && cf_game_can_roll (game))
    {
      gpointer rolled[2] = { game, GINT_TO_POINTER (CF_PHASE_MOVE) };
      g_assert_true (press_until (menu, "<Control>r", phase_is, rolled));
    }
  close_message_dialogs ();
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_screen_guard (void)
{
  /* Two people and a bot. Find a deal where Colonel Mustard (a person)
   * holds a suspect card, so that he must show it to Miss Scarlet. */
  g_autoptr(CfEdition) edition = cf_edition_lookup_builtin ("classic");
  g_autoptr(CfGame) game = NULL;
  GtkWidget        *window, *page;
  CfCaseLog        *bob;
  int               bob_suspect = -1, shown;
  AdwMessageDialog *dialog;
  g_autofree char  *response = NULL;

  for (guint64 seed = 1; bob_suspect < 0; seed++)
    {
      g_clear_object (&game);
      game = cf_test_new_table ("HHD", seed);
      bob = cf_game_get_case_log (game, 1);
      for (guint i = 0; i < cf_case_log_get_n_my_cards (bob); i++)
        if (cf_edition_get_card_category (edition, cf_case_log_get_my_card (bob, i)) ==
            CF_CATEGORY_SUSPECT)
          bob_suspect = cf_case_log_get_my_card (bob, i);
    }

  /* Ann starts one step from the Lounge (through its save, as a test may). */
  {
    CfGame *moved = cf_test_with_token_at (game, "scarlet", "6,18");
    g_object_unref (game);
    game = moved;
  }

  window = gtk_window_new ();
  page = cf_play_page_new ();
  gtk_window_set_child (GTK_WINDOW (window), page);
  gtk_window_set_default_size (GTK_WINDOW (window), 900, 700);
  gtk_window_present (GTK_WINDOW (window));
  cf_play_page_set_bot_delay (CF_PLAY_PAGE (page), 0);
  cf_test_play_game (page, game);
  cf_test_settle (window);

  /* Everyone is at the screen at first: the guard asks for Ann, and no card
   * of anyone's is mapped. */
  g_assert_true (guard_mapped (page));
  g_assert_cmpint (cf_hot_seat_get_guard (cf_play_page_get_hot_seat (CF_PLAY_PAGE (page))), ==, 0);
  g_assert_cmpuint (count_mapped_class (page, "card-chip"), ==, 0);

  g_assert_true (gtk_widget_activate_action (page, "game.take-seat", NULL));
  cf_test_settle (window);
  g_assert_false (guard_mapped (page));
  g_assert_cmpuint (count_mapped_class (page, "card-chip"), ==,
                    cf_case_log_get_n_my_cards (cf_game_get_case_log (game, 0)));

  /* Ann walks into the Lounge and names Bob's suspect (what a person does
   * through the board and the dialog; here through the game directly). */
  {
    CfPlace lounge = cf_board_parse_place (cf_game_get_board (game), "lounge", NULL);
    cf_game_set_next_roll (game, 1);
    g_assert_true (gtk_widget_activate_action (page, "game.roll", NULL));
    g_assert_true (cf_game_get_reach (game)->rooms & (1u << 6));
    /* A click on the Lounge on the board. */
    g_signal_emit_by_name (cf_test_find_type (page, CF_TYPE_BOARD_VIEW), "place-activated", lounge);
    g_assert_cmpint (cf_game_get_token (game, 0), ==, lounge);
  }
  g_assert_true (cf_game_suggest (
      game, bob_suspect, cf_edition_get_first_card_of (edition, CF_CATEGORY_WEAPON), NULL));
  cf_test_settle (window);

  /* Bob must show a card: the screen passes to him, hiding Ann's hand. */
  g_assert_cmpint (cf_game_get_acting_seat (game), ==, 1);
  g_assert_true (guard_mapped (page));
  g_assert_cmpint (cf_hot_seat_get_guard (cf_play_page_get_hot_seat (CF_PLAY_PAGE (page))), ==, 1);
  g_assert_cmpuint (count_mapped_class (page, "card-chip"), ==, 0);
  /* Nor is any notebook mapped under the guard. */
  g_assert_false (gtk_widget_get_mapped (cf_test_find_type (page, CF_TYPE_NOTEBOOK_VIEW)));
  g_assert_null (ADW_MESSAGE_DIALOG (cf_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG)));

  g_assert_true (gtk_widget_activate_action (page, "game.take-seat", NULL));
  cf_test_settle (window);
  dialog = ADW_MESSAGE_DIALOG (cf_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  g_assert_nonnull (dialog);
  g_assert_true (CF_IS_REFUTE_DIALOG (dialog));
  /* Bob holds one of the named cards or more; the first is preselected. */
  g_assert_cmpint (
      cf_refute_dialog_response_get_card (adw_message_dialog_get_default_response (dialog)), >=, 0);
  /* Escape (a real key) shows no card: Bob is asked again. */
  if (cf_test_press_keys (GTK_WIDGET (dialog), "Escape"))
    {
      g_assert_true (cf_test_wait_for (dialog_shown, NULL, 20000));
      g_assert_cmpint (cf_game_get_phase (game), ==, CF_PHASE_REFUTE);
      g_assert_cmpint (cf_game_get_acting_seat (game), ==, 1);
      dialog = ADW_MESSAGE_DIALOG (cf_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
      g_assert_true (CF_IS_REFUTE_DIALOG (dialog));
    }
  shown = bob_suspect;
  response = g_strdup_printf ("%d", shown);
  adw_message_dialog_response (dialog, response);
  cf_test_settle (window);

  /* Back to Ann to see it; while the guard is up the card is nowhere. */
  g_assert_cmpint (cf_game_get_acting_seat (game), ==, 0);
  g_assert_true (guard_mapped (page));
  g_assert_cmpint (cf_hot_seat_get_guard (cf_play_page_get_hot_seat (CF_PLAY_PAGE (page))), ==, 0);
  g_assert_false (cf_test_mapped_text_contains (page, cf_edition_get_card_name (edition, shown)));
  g_assert_true (gtk_widget_activate_action (page, "game.take-seat", NULL));
  cf_test_settle (window);
  {
    g_autofree char *note =
        g_strdup_printf ("Bob showed you %s", cf_edition_get_card_name (edition, shown));
    g_assert_true (cf_test_mapped_text_contains (page, note));
  }
  /* The public story says Bob showed a card, not which. */
  g_assert_true (find_label (page, "Bob showed a card to Ann"));

  gtk_window_destroy (GTK_WINDOW (window));
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

static void
test_notebook_fills_in (void)
{
  /* The notebook of a seat shows its own cards as certain, at once and
   * without blocking: the deduction runs in a worker thread. */
  g_autoptr(CfEdition) edition = cf_edition_lookup_builtin ("classic");
  CfSeatSetup seats[3] = {
    { 0, NULL, CF_PLAYER_HUMAN },
    { 1, NULL, CF_PLAYER_DETECTIVE },
    { 2, NULL, CF_PLAYER_DETECTIVE },
  };
  g_autoptr(CfGame) game = cf_game_new (edition, 3, seats, 5, NULL);
  CfCaseLog       *log = cf_game_get_case_log (game, 0);
  GtkWidget       *window = gtk_window_new ();
  GtkWidget       *view = cf_notebook_view_new ();
  CfDeduction     *deduction;
  gboolean         timed_out = FALSE;
  guint            timeout;
  int              mine = cf_case_log_get_my_card (log, 0);
  g_autofree char *tooltip = NULL;

  gtk_window_set_child (GTK_WINDOW (window), view);
  gtk_window_present (GTK_WINDOW (window));
  cf_notebook_view_set_case_log (CF_NOTEBOOK_VIEW (view), log);

  timeout = g_timeout_add_seconds (30, give_up, &timed_out);
  while (cf_notebook_view_get_deduction (CF_NOTEBOOK_VIEW (view)) == NULL && !timed_out)
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (timed_out);
  g_source_remove (timeout);

  deduction = cf_notebook_view_get_deduction (CF_NOTEBOOK_VIEW (view));
  g_assert_cmpint (cf_deduction_get_status (deduction, mine, 0), ==, CF_CELL_YES);
  tooltip = g_strdup_printf ("Miss Scarlet: certainly holds %s",
                             cf_edition_get_card_name (edition, mine));
  g_assert_true (cf_test_mapped_text_contains (view, "✓"));
  {
    /* The cell's words, for screen readers and tooltips. */
    gboolean found = FALSE;
    for (GtkWidget *w = gtk_widget_get_first_child (gtk_widget_get_first_child (view)); w;
         w = gtk_widget_get_next_sibling (w))
      found = found || g_strcmp0 (cf_test_tooltip (w), tooltip) == 0;
    g_assert_true (found);
  }

  /* The player's own marks: without auto-fill a click sets one. */
  cf_notebook_view_set_auto_fill (CF_NOTEBOOK_VIEW (view), FALSE);
  {
    GtkWidget *cell = NULL;
    for (GtkWidget *w = gtk_widget_get_first_child (gtk_widget_get_first_child (view)); w && !cell;
         w = gtk_widget_get_next_sibling (w))
      if (gtk_widget_has_css_class (w, "notebook-cell"))
        cell = w;
    g_assert_nonnull (cell);
    g_assert_false (cf_test_mapped_text_contains (view, "✓")); /* nothing automatic shows */
    g_signal_emit_by_name (cell, "clicked");
    g_assert_cmpint (cf_notebook_view_get_marks (CF_NOTEBOOK_VIEW (view))[0], ==, 'y');
    g_signal_emit_by_name (cell, "clicked");
    g_assert_cmpint (cf_notebook_view_get_marks (CF_NOTEBOOK_VIEW (view))[0], ==, 'n');
  }
  cf_notebook_view_set_auto_fill (CF_NOTEBOOK_VIEW (view), TRUE);

  /* A new entry in the log is worked in. */
  {
    CfEvent event;
    int     before = cf_case_log_get_n_events (log);
    cf_event_init_reveal (&event, 1, cf_edition_get_first_card_of (edition, CF_CATEGORY_ROOM));
    if (cf_case_log_append_event (log, &event, NULL))
      {
        timed_out = FALSE;
        timeout = g_timeout_add_seconds (30, give_up, &timed_out);
        while (!timed_out &&
               (cf_notebook_view_get_deduction (CF_NOTEBOOK_VIEW (view)) == deduction ||
                cf_case_log_get_n_events (cf_deduction_get_case_log (
                    cf_notebook_view_get_deduction (CF_NOTEBOOK_VIEW (view)))) == (guint)before))
          g_main_context_iteration (NULL, TRUE);
        g_assert_false (timed_out);
        g_source_remove (timeout);
      }
  }
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_notebook_headers_stay (void)
{
  /* The game notebook's column headings stay in sight while the cards
   * scroll, each as wide as its column. */
  g_autoptr(CfEdition) edition = cf_edition_lookup_builtin ("classic");
  g_autoptr(CfGame) game = cf_test_new_table ("HBBB", 3);
  GtkWidget *window;
  GtkWidget *page = present_page (game, 60000, &window);
  GtkWidget *notebook =
      GTK_WIDGET (gtk_widget_get_template_child (page, CF_TYPE_PLAY_PAGE, "notebook"));
  GtkWidget *header = cf_notebook_view_get_header (CF_NOTEBOOK_VIEW (notebook));
  GtkWidget *scroller = gtk_widget_get_ancestor (notebook, GTK_TYPE_SCROLLED_WINDOW);
  GtkWidget *heading, *cell = NULL;

  gtk_stack_set_visible_child_name (
      GTK_STACK (gtk_widget_get_template_child (page, CF_TYPE_PLAY_PAGE, "side_pages")),
      "notebook");
  cf_test_settle (window);
  g_assert_true (gtk_widget_get_mapped (header));
  g_assert_false (gtk_widget_is_ancestor (header, scroller));
  /* Five headings (four players and the envelope) after the corner. */
  heading = gtk_widget_get_next_sibling (gtk_widget_get_first_child (header));
  g_assert_nonnull (heading);
  for (GtkWidget *w = gtk_widget_get_first_child (notebook); w != NULL && cell == NULL;
       w = gtk_widget_get_first_child (w))
    for (GtkWidget *c = w; c != NULL && cell == NULL; c = gtk_widget_get_next_sibling (c))
      if (gtk_widget_has_css_class (c, "notebook-cell"))
        cell = c;
  g_assert_nonnull (cell);
  {
    /* Same left edge and width, heading and cell (their boxes in the window). */
    graphene_rect_t a, b;
    g_assert_true (gtk_widget_compute_bounds (heading, window, &a));
    g_assert_true (gtk_widget_compute_bounds (cell, window, &b));
    g_assert_cmpfloat_with_epsilon (a.origin.x, b.origin.x, 1.0);
    g_assert_cmpfloat_with_epsilon (a.size.width, b.size.width, 1.0);
  }
  /* Scrolled to the end, the headings are still where they were. */
  {
    GtkAdjustment *adjustment =
        gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
    graphene_point_t origin = { 0, 0 }, before, after;

    g_assert_true (gtk_widget_compute_point (header, window, &origin, &before));
    gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
    cf_test_settle (window);
    g_assert_true (gtk_widget_compute_point (header, window, &origin, &after));
    g_assert_cmpfloat_with_epsilon (before.y, after.y, 0.5);
    g_assert_true (gtk_widget_get_mapped (header));
  }
  gtk_window_destroy (GTK_WINDOW (window));
}

static guint
count_toasts (GtkWidget *widget)
{
  GType toast_widget = g_type_from_name ("AdwToastWidget");
  guint n = toast_widget != 0 && G_TYPE_CHECK_INSTANCE_TYPE (widget, toast_widget) ? 1 : 0;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child;
       child = gtk_widget_get_next_sibling (child))
    n += count_toasts (child);
  return n;
}

static gboolean
toast_shown (gpointer data)
{
  return count_toasts (data) > 0;
}

/* A toast other than @pair[1] is on @pair[0]. */
static gboolean
new_toast_shown (gpointer data)
{
  gpointer  *pair = data;
  GtkWidget *shown = cf_test_find_type (pair[0], g_type_from_name ("AdwToastWidget"));

  return shown != NULL && shown != pair[1] && gtk_widget_get_mapped (shown);
}

static void
on_save_failed_count (CfHotSeat *hot_seat, GError *error, guint *failures)
{
  (*failures)++;
}

static void
test_failed_save_toast (void)
{
  /* A save that fails says so in a toast, the second time too; the game
   * goes on. */
  g_autoptr(CfEdition) edition = cf_edition_lookup_builtin ("classic");
  g_autoptr(CfGame) game = cf_test_new_table ("HBB", 3);
  g_autoptr(GFile) impossible = g_file_new_for_path ("/dev/null/casefile/game.json");
  GtkWidget *window = gtk_window_new ();
  GtkWidget *overlay = adw_toast_overlay_new ();
  GtkWidget *page = cf_play_page_new ();
  guint      failures = 0;
  g_autoptr(GtkWidget) first = NULL;

  adw_toast_overlay_set_child (ADW_TOAST_OVERLAY (overlay), page);
  gtk_window_set_child (GTK_WINDOW (window), overlay);
  gtk_window_set_default_size (GTK_WINDOW (window), 1000, 720);
  gtk_window_present (GTK_WINDOW (window));
  cf_play_page_set_bot_delay (CF_PLAY_PAGE (page), 60000);
  cf_test_play_game (page, game);
  g_signal_connect (cf_play_page_get_hot_seat (CF_PLAY_PAGE (page)), "save-failed",
                    G_CALLBACK (on_save_failed_count), &failures);
  cf_play_page_set_autosave (CF_PLAY_PAGE (page), impossible);
  g_assert_true (cf_test_wait_for (toast_shown, overlay, 10000));
  g_assert_cmpuint (failures, ==, 1);

  /* The next action fails to save again, and says so again: a new toast
   * comes in front (the first is kept alive so it cannot be mistaken). */
  first = g_object_ref (cf_test_find_type (overlay, g_type_from_name ("AdwToastWidget")));
  g_assert_true (gtk_widget_activate_action (page, "game.roll", NULL));
  {
    gpointer pair[2] = { overlay, first };
    g_assert_true (cf_test_wait_for (new_toast_shown, pair, 10000));
  }
  g_assert_cmpuint (failures, ==, 2);
  g_assert_cmpint (cf_game_get_phase (game), ==, CF_PHASE_MOVE);
  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
looking (gpointer data)
{
  return cf_hot_seat_get_looking (data);
}

static void
test_wrong_accuser_sees_envelope (void)
{
  /* Ann accuses wrongly with Bob at the table: she sees the envelope while
   * the game waits, and only then is the screen passed to Bob. */
  g_autoptr(CfEdition) edition = cf_edition_lookup_builtin ("classic");
  g_autoptr(CfGame) game = cf_test_new_table ("HHB", 9);
  GtkWidget        *window;
  GtkWidget        *page = present_page (game, 0, &window);
  CfHotSeat        *hot_seat = cf_play_page_get_hot_seat (CF_PLAY_PAGE (page));
  CfCaseLog        *ann = cf_game_get_case_log (game, 0);
  const int        *envelope;
  AdwMessageDialog *dialog;
  int               cards[3];

  g_assert_true (gtk_widget_activate_action (page, "game.take-seat", NULL));
  cf_test_settle (window);
  g_assert_true (gtk_widget_activate_action (page, "game.accuse", NULL));
  g_assert_true (cf_test_wait_for (dialog_shown, NULL, 20000));
  dialog = ADW_MESSAGE_DIALOG (cf_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  /* One of Ann's own cards makes the accusation wrong. */
  cf_accuse_dialog_get_cards (CF_ACCUSE_DIALOG (dialog), cards);
  cards[cf_edition_get_card_category (edition, cf_case_log_get_my_card (ann, 0))] =
      cf_case_log_get_my_card (ann, 0);
  g_assert_true (cf_game_accuse (game, cards[0], cards[1], cards[2], NULL));
  gtk_window_destroy (GTK_WINDOW (dialog));

  g_assert_true (cf_test_wait_for (looking, hot_seat, 20000));
  g_assert_true (cf_test_wait_for (dialog_shown, NULL, 20000));
  dialog = ADW_MESSAGE_DIALOG (cf_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  envelope = cf_game_get_envelope_seen_by (game, 0);
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog),
                            cf_edition_get_card_name (edition, envelope[0])));
  /* The game waits: no guard for Bob, no bot acts. */
  cf_test_settle (window);
  g_assert_false (guard_mapped (page));
  g_assert_cmpint (cf_game_get_acting_seat (game), ==, 1);
  adw_message_dialog_response (dialog, "done");
  cf_test_settle (window);
  g_assert_true (guard_mapped (page));
  g_assert_cmpint (cf_hot_seat_get_guard (hot_seat), ==, 1);
  g_assert_false (private_panel_mapped (page));
  close_message_dialogs ();
  gtk_window_destroy (GTK_WINDOW (window));
}

static double
top_of (GtkWidget *widget, GtkWidget *window)
{
  graphene_rect_t bounds;

  g_assert_true (gtk_widget_compute_bounds (widget, window, &bounds));
  return bounds.origin.y;
}

/* Where the board is drawn in @window */
static graphene_rect_t
board_bounds (GtkWidget *page, GtkWidget *window)
{
  graphene_rect_t bounds;

  g_assert_true (gtk_widget_compute_bounds (
      GTK_WIDGET (gtk_widget_get_template_child (page, CF_TYPE_PLAY_PAGE, "board")), window,
      &bounds));
  return bounds;
}

static void
assert_same_place (graphene_rect_t a, graphene_rect_t b)
{
  g_assert_cmpfloat_with_epsilon (a.origin.x, b.origin.x, 0.5);
  g_assert_cmpfloat_with_epsilon (a.origin.y, b.origin.y, 0.5);
  g_assert_cmpfloat_with_epsilon (a.size.width, b.size.width, 0.5);
  g_assert_cmpfloat_with_epsilon (a.size.height, b.size.height, 0.5);
}

static void
board_keeps_its_place (int width, int height)
{
  g_autoptr(CfGame) game = cf_test_new_table ("HBBH", 5);
  GtkWidget      *window;
  GtkWidget      *page = present_page_sized (game, 0, width, height, &window);
  graphene_rect_t ann, dan;
  gpointer        dan_acts[2] = { game, GINT_TO_POINTER (3) };

  g_assert_cmpuint (cf_case_log_get_n_my_cards (cf_game_get_case_log (game, 0)), !=,
                    cf_case_log_get_n_my_cards (cf_game_get_case_log (game, 3)));
  g_assert_true (gtk_widget_activate_action (page, "game.take-seat", NULL));
  cf_test_settle (window);
  ann = board_bounds (page, window);
  g_assert_cmpfloat (ann.size.width, >, 200);
  walk_and_end_turn (page, game);

  g_assert_true (cf_test_wait_for (acting_is, dan_acts, 60000));
  g_assert_cmpint (cf_game_get_phase (game), !=, CF_PHASE_OVER);
  cf_test_settle (window);
  g_assert_true (guard_mapped (page));
  g_assert_true (gtk_widget_activate_action (page, "game.take-seat", NULL));
  cf_test_settle (window);
  dan = board_bounds (page, window);
  assert_same_place (ann, dan);

  /* Dan rolls: the private line and the reach do not move it either */
  cf_game_set_next_roll (game, 3);
  g_assert_true (gtk_widget_activate_action (page, "game.roll", NULL));
  cf_test_settle (window);
  assert_same_place (ann, board_bounds (page, window));
  close_message_dialogs ();
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_board_keeps_its_place (void)
{
  /* The board does not jump or resize when the screen goes from one
   * person to the next, though their hands differ (5 cards and 4) and so
   * do their private lines: in the default window, and in a small one
   * where the side panel folds. */
  board_keeps_its_place (1000, 720);
  board_keeps_its_place (800, 600);
}

static void
test_actions_keep_their_place (void)
{
  /* The hint, the private line and the die reserve their space: the buttons
   * do not jump as they change. Roll, greyed out, says why; when the
   * suggestion is due, the hint says so. */
  g_autoptr(CfEdition) edition = cf_edition_lookup_builtin ("classic");
  g_autoptr(CfGame) dealt = cf_test_new_table ("HBB", 3);
  g_autoptr(CfGame) game = cf_test_with_token_at (dealt, "scarlet", "lounge");
  GtkWidget *window;
  GtkWidget *page = present_page (game, 60000, &window);
  GtkWidget *roll =
      GTK_WIDGET (gtk_widget_get_template_child (page, CF_TYPE_PLAY_PAGE, "roll_button"));
  GtkLabel *hint =
      GTK_LABEL (gtk_widget_get_template_child (page, CF_TYPE_PLAY_PAGE, "hint_label"));
  double           top = top_of (roll, window);
  g_autofree char *can_roll = g_strdup (gtk_widget_get_tooltip_text (roll));
  g_autofree char *start_hint = g_strdup (gtk_label_get_label (hint));

  g_assert_true (gtk_widget_get_sensitive (roll));
  g_assert_cmpstr (start_hint, !=, "");

  /* Through the passage into the Conservatory: the suggestion is due. */
  g_assert_true (gtk_widget_activate_action (page, "game.passage", NULL));
  cf_test_settle (window);
  g_assert_cmpint (cf_game_get_phase (game), ==, CF_PHASE_SUGGEST);
  g_assert_cmpfloat_with_epsilon (top_of (roll, window), top, 0.5);
  g_assert_false (gtk_widget_get_sensitive (roll));
  g_assert_nonnull (gtk_widget_get_tooltip_text (roll));
  g_assert_cmpstr (gtk_widget_get_tooltip_text (roll), !=, can_roll);
  g_assert_cmpstr (gtk_label_get_label (hint), !=, start_hint);
  g_assert_cmpstr (gtk_label_get_label (hint), !=, "");
  g_assert_nonnull (
      strstr (gtk_label_get_label (hint),
              cf_edition_get_card_name (edition, cf_game_get_suggestion_room (game))));

  /* Suggest: a card is shown (a line of its own) or nobody could. */
  g_assert_true (
      cf_game_suggest (game, 0, cf_edition_get_first_card_of (edition, CF_CATEGORY_WEAPON), NULL));
  cf_play_page_set_bot_delay (CF_PLAY_PAGE (page), 0);
  {
    gpointer ann_acts[2] = { game, GINT_TO_POINTER (0) };
    g_assert_true (cf_test_wait_for (acting_is, ann_acts, 30000));
  }
  cf_test_settle (window);
  g_assert_cmpint (cf_game_get_phase (game), ==, CF_PHASE_END);
  g_assert_cmpfloat_with_epsilon (top_of (roll, window), top, 0.5);
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (
                       gtk_widget_get_template_child (page, CF_TYPE_PLAY_PAGE, "status_label"))),
                   !=, "");
  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
revealed (gpointer data)
{
  return gtk_revealer_get_reveal_child (data);
}

static void
test_solved_banner (void)
{
  /* When Ann's notebook knows the answer, a banner says so; it is gone the
   * moment the screen passes to Bob. */
  g_autoptr(CfEdition) edition = cf_edition_lookup_builtin ("classic");
  g_autoptr(CfGame) game = cf_test_new_table ("HHB", 3);
  CfCaseLog   *ann = cf_game_get_case_log (game, 0);
  GtkWidget   *window;
  GtkWidget   *page = present_page (game, 60000, &window);
  GtkRevealer *banner =
      GTK_REVEALER (gtk_widget_get_template_child (page, CF_TYPE_PLAY_PAGE, "solved_revealer"));
  GtkLabel *text =
      GTK_LABEL (gtk_widget_get_template_child (page, CF_TYPE_PLAY_PAGE, "solved_label"));
  gboolean held[64] = { FALSE };

  g_assert_true (gtk_widget_activate_action (page, "game.take-seat", NULL));
  cf_test_settle (window);
  g_assert_false (gtk_revealer_get_reveal_child (banner));

  /* Ann is shown every card the others hold (as if seen in play). */
  for (guint seat = 1; seat < 3; seat++)
    {
      CfCaseLog *log = cf_game_get_case_log (game, seat);
      for (guint i = 0; i < cf_case_log_get_n_my_cards (log); i++)
        {
          CfEvent event;
          int     card = cf_case_log_get_my_card (log, i);

          held[card] = TRUE;
          cf_event_init_reveal (&event, seat, card);
          g_assert_true (cf_case_log_append_event (ann, &event, NULL));
        }
    }
  for (guint i = 0; i < cf_case_log_get_n_my_cards (ann); i++)
    held[cf_case_log_get_my_card (ann, i)] = TRUE;
  g_assert_true (cf_test_wait_for (revealed, banner, 30000));
  for (guint card = 0; card < cf_edition_get_n_cards (edition); card++)
    if (!held[card])
      g_assert_nonnull (
          strstr (gtk_label_get_label (text), cf_edition_get_card_name (edition, card)));

  /* Ann's turn ends: Bob's guard, and the banner is gone at once. */
  walk_and_end_turn (page, game);
  g_assert_false (gtk_revealer_get_reveal_child (banner));
  g_assert_cmpstr (gtk_label_get_label (text), ==, "");
  g_assert_true (guard_mapped (page));
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  if (!cf_test_init_display ())
    return 0;
  adw_init ();
  {
    /* The app's own style, as CfApplication loads it. */
    g_autoptr(GtkCssProvider) css = gtk_css_provider_new ();
    gtk_css_provider_load_from_resource (css, "/io/github/casefile/Casefile/style.css");
    gtk_style_context_add_provider_for_display (gdk_display_get_default (),
                                                GTK_STYLE_PROVIDER (css),
                                                GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  }

  g_test_add_func ("/casefile/game-page/bot-game", test_bot_game_through_page);
  g_test_add_func ("/casefile/game-page/private-panels-go-between-people",
                   test_private_panels_go_between_people);
  g_test_add_func ("/casefile/game-page/one-person-keeps-own-panels",
                   test_one_person_keeps_own_panels);
  g_test_add_func ("/casefile/game-page/guard-ignores-stray-enter", test_guard_ignores_stray_enter);
  g_test_add_func ("/casefile/game-page/shortcuts-from-header-bar", test_shortcuts_from_header_bar);
  g_test_add_func ("/casefile/game-page/screen-guard", test_screen_guard);
  g_test_add_func ("/casefile/game-page/notebook-fills-in", test_notebook_fills_in);
  g_test_add_func ("/casefile/game-page/notebook-headers-stay", test_notebook_headers_stay);
  g_test_add_func ("/casefile/game-page/failed-save-toast", test_failed_save_toast);
  g_test_add_func ("/casefile/game-page/solved-banner", test_solved_banner);
  g_test_add_func ("/casefile/game-page/actions-keep-their-place", test_actions_keep_their_place);
  g_test_add_func ("/casefile/game-page/board-keeps-its-place", test_board_keeps_its_place);
  g_test_add_func ("/casefile/game-page/wrong-accuser-sees-envelope",
                   test_wrong_accuser_sees_envelope);
  return g_test_run ();
}
