/* test-announcer.c: what a screen reader hears: the shown seat's words,
 * once, through the focused widget; a quiet notebook; the "why"
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include <adwaita.h>

#include "casefile-core.h"
#include "cf-announcer.h"
#include "cf-game-private.h"
#include "cf-notebook-cell.h"
#include "cf-notebook-view.h"
#include "cf-play-page-private.h"
#include "cf-play-page.h"
#include "cf-test-game.h"
#include "cf-test-util.h"

/* ---------------------------------------------------------------- helpers */

static void
on_announced (CfAnnouncer *announcer, const char *text, GPtrArray *heard)
{
  g_ptr_array_add (heard, g_strdup (text));
}

/* The accessible description of @widget, or NULL when it has none */
static char *
description_of (GtkWidget *widget)
{
  if (!gtk_test_accessible_has_property (GTK_ACCESSIBLE (widget),
                                         GTK_ACCESSIBLE_PROPERTY_DESCRIPTION))
    return NULL;
  /* When the value differs from the one asked for, the check returns it */
  return gtk_test_accessible_check_property (GTK_ACCESSIBLE (widget),
                                             GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "\x01");
}

static GtkWidget *
focus_of (GtkWidget *widget)
{
  GtkWidget *focus = gtk_root_get_focus (gtk_widget_get_root (widget));

  return focus != NULL ? focus : GTK_WIDGET (gtk_widget_get_root (widget));
}

/* What the widget that just took the focus said of itself at that moment:
 * Orca reads it with the focus, and again if it changes afterwards */
static void
on_focus_widget (GtkWindow *window, GParamSpec *pspec, char **said_with_focus)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));

  g_free (*said_with_focus);
  *said_with_focus = focus != NULL ? description_of (focus) : NULL;
}

static gboolean
heard_something (gpointer data)
{
  return ((GPtrArray *)data)->len > 0;
}

static gboolean
heard_twice (gpointer data)
{
  return ((GPtrArray *)data)->len > 1;
}

/* ---------------------------------------------------------------- tests */

/* Ann, alone with two bots, rolls and moves: each step is said once,
 * as one text, through whatever has the focus. */
static void
test_turn (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *page = cf_play_page_new ();
  g_autoptr(GPtrArray) heard = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(CfGame) game = cf_test_new_table ("HBB", 4);
  g_autofree char *said = NULL;
  g_autofree char *said_with_focus = NULL;
  CfPlayPage      *self = CF_PLAY_PAGE (page);
  const CfReach   *reach;
  GtkWidget       *focus;

  gtk_window_set_child (GTK_WINDOW (window), page);
  gtk_window_set_default_size (GTK_WINDOW (window), 1000, 720);
  gtk_window_present (GTK_WINDOW (window));
  cf_play_page_set_bot_delay (self, 60000);
  cf_test_play_game (page, game);
  cf_test_settle (window);
  g_signal_connect (self->announcer, "announced", G_CALLBACK (on_announced), heard);
  g_signal_connect (window, "notify::focus-widget", G_CALLBACK (on_focus_widget), &said_with_focus);

  cf_game_set_next_roll (game, 2);
  g_assert_true (gtk_widget_activate_action (page, "game.roll", NULL));
  g_assert_true (cf_test_wait_for (heard_something, heard, 5000));
  cf_test_settle (window);
  /* One text: the story's line, what she may do now, what is in reach */
  g_assert_cmpuint (heard->len, ==, 1);
  said = g_strdup (g_ptr_array_index (heard, 0));
  g_assert_nonnull (strstr (said, "Ann rolled 2."));
  g_assert_nonnull (strstr (said, "You rolled 2."));
  g_assert_nonnull (strstr (said, "in reach"));
  {
    g_autofree char *description = description_of (focus_of (page));

    g_assert_cmpstr (description, ==, said);
  }
  /* The roll took the focus to the board, which said nothing but its name
   * then (not where every token is, nor the words, which came after: a
   * screen reader would say them with the focus and again) */
  focus = focus_of (page);
  g_assert_true (focus == GTK_WIDGET (self->board));
  g_assert_cmpstr (said_with_focus, ==, "");

  /* After the move she hears where she went */
  reach = cf_public_view_get_reach (cf_hot_seat_get_table (cf_play_page_get_hot_seat (self)));
  g_signal_emit_by_name (self->board, "place-activated",
                         g_array_index (reach->squares, CfPlace, 0));
  g_assert_true (cf_test_wait_for (heard_twice, heard, 5000));
  cf_test_settle (window);
  g_assert_cmpuint (heard->len, ==, 2);
  g_assert_nonnull (strstr (g_ptr_array_index (heard, 1), "Ann moved"));
  {
    g_autofree char *description = description_of (focus_of (page));

    g_assert_cmpstr (description, ==, g_ptr_array_index (heard, 1));
  }
  /* (on the next thing to do, which took the focus before the words) */
  g_assert_true (focus_of (page) != focus);
  g_assert_cmpstr (said_with_focus, ==, "");
  g_signal_handlers_disconnect_by_func (window, on_focus_widget, &said_with_focus);
  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
end_dialog_open (gpointer data)
{
  return cf_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG) != NULL;
}

/* Ann accuses rightly: who won and what the envelope held are said in the
 * window, and only then does the dialog open (Orca 43 reads nothing of a
 * message dialog that opens at once). */
static void
test_end_is_said (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *page = cf_play_page_new ();
  g_autoptr(GPtrArray) heard = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(CfGame) game = cf_test_new_table ("HBB", 4);
  CfPlayPage *self = CF_PLAY_PAGE (page);
  const int  *envelope = game->envelope; /* (the referee's view, for the test) */
  gboolean    said = FALSE;

  gtk_window_set_child (GTK_WINDOW (window), page);
  gtk_window_set_default_size (GTK_WINDOW (window), 1000, 720);
  gtk_window_present (GTK_WINDOW (window));
  cf_play_page_set_bot_delay (self, 60000);
  cf_test_play_game (page, game);
  cf_test_settle (window);
  g_signal_connect (self->announcer, "announced", G_CALLBACK (on_announced), heard);

  g_assert_true (cf_game_accuse (game, envelope[0], envelope[1], envelope[2], NULL));
  g_assert_cmpint (cf_game_get_phase (game), ==, CF_PHASE_OVER);
  g_assert_true (cf_test_wait_for (heard_something, heard, 5000));
  for (guint i = 0; i < heard->len; i++)
    said = said || strstr (g_ptr_array_index (heard, i), "You solved the case!") != NULL;
  g_assert_true (said);
  g_assert_false (end_dialog_open (NULL));
  /* The dialog comes after */
  g_assert_true (cf_test_wait_for (end_dialog_open, NULL, 5000));
  gtk_window_destroy (GTK_WINDOW (cf_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG)));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The screen passes from Ann to Bob: what Ann was told and not yet said is
 * dropped, nothing of Ann's reaches Bob's screen, and the same words said
 * twice are said twice. */
static void
test_switch_drops (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *button = gtk_button_new_with_label ("Something to focus");
  g_autoptr(GPtrArray) heard = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(CfGame) game = cf_test_new_table ("HHB", 4);
  g_autoptr(CfHotSeat) hot_seat = cf_hot_seat_new (game);
  g_autoptr(CfAnnouncer) announcer = cf_announcer_new (button);
  g_autoptr(CfSeatView) ann = NULL;
  CfAction    roll = { .kind = CF_ACTION_ROLL, .place = CF_PLACE_NONE, .cards = { -1, -1, -1 } };
  CfSeatView *bob;

  gtk_window_set_child (GTK_WINDOW (window), button);
  gtk_window_present (GTK_WINDOW (window));
  gtk_widget_grab_focus (button);
  cf_test_settle (window);
  cf_hot_seat_set_bot_delay (hot_seat, 60000);
  g_signal_connect (announcer, "announced", G_CALLBACK (on_announced), heard);

  cf_hot_seat_take_seat (hot_seat);
  ann = g_object_ref (cf_hot_seat_get_shown_view (hot_seat));
  cf_announcer_set_view (announcer, ann);
  g_assert_true (cf_seat_view_act (ann, &roll, NULL));
  /* The screen goes before the main loop runs: nothing is said */
  cf_announcer_set_view (announcer, NULL);
  cf_test_settle (window);
  g_assert_cmpuint (heard->len, ==, 0);
  g_assert_null (description_of (button));

  /* Ann ends her turn; Bob comes to the screen */
  cf_announcer_set_view (announcer, ann);
  g_assert_true (
      cf_game_move (game, g_array_index (cf_game_get_reach (game)->squares, CfPlace, 0), NULL));
  g_assert_true (cf_game_end_turn (game, NULL));
  cf_announcer_set_view (announcer, cf_hot_seat_get_shown_view (hot_seat));
  g_assert_null (cf_announcer_get_view (announcer));
  cf_test_settle (window);
  g_ptr_array_set_size (heard, 0);
  cf_hot_seat_take_seat (hot_seat);
  bob = cf_hot_seat_get_shown_view (hot_seat);
  g_assert_true (bob != ann);
  cf_announcer_set_view (announcer, bob);

  /* Ann's private line is not said on Bob's screen; his own is */
  cf_seat_view_set_note (ann, "For Ann only");
  cf_seat_view_set_note (bob, "For Bob");
  cf_test_settle (window);
  g_assert_cmpuint (heard->len, ==, 1);
  g_assert_cmpstr (g_ptr_array_index (heard, 0), ==, "For Bob.");
  {
    g_autofree char *description = description_of (button);

    g_assert_cmpstr (description, ==, "For Bob.");
  }
  /* The same words again are said again */
  cf_seat_view_set_note (bob, NULL);
  cf_seat_view_set_note (bob, "For Bob");
  cf_test_settle (window);
  g_assert_cmpuint (heard->len, ==, 2);
  g_assert_cmpstr (g_ptr_array_index (heard, 1), ==, "For Bob.");

  /* The button gets its own (no) description back when the focus leaves */
  gtk_window_set_focus (GTK_WINDOW (window), NULL);
  cf_test_settle (window);
  g_assert_null (description_of (button));
  gtk_window_destroy (GTK_WINDOW (window));
}

typedef struct
{
  guint n_notifies;
} Count;

static void
on_cell_notify (GObject *cell, GParamSpec *pspec, Count *count)
{
  count->n_notifies++;
}

static gboolean
deduced (gpointer data)
{
  return cf_notebook_view_get_deduction (data) != NULL;
}

static GtkWidget *
notebook_window (CfGame *game, CfNotebookView **view)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *scrolled = gtk_scrolled_window_new ();

  *view = CF_NOTEBOOK_VIEW (cf_notebook_view_new ());
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), GTK_WIDGET (*view));
  gtk_window_set_child (GTK_WINDOW (window), scrolled);
  gtk_window_set_default_size (GTK_WINDOW (window), 800, 600);
  gtk_window_present (GTK_WINDOW (window));
  cf_notebook_view_set_case_log (*view, cf_game_get_case_log (game, 0));
  g_assert_true (cf_test_wait_for (deduced, *view, 30000));
  cf_test_settle (window);
  return window;
}

/* Issue 24: a refresh of the notebook where nothing changed sends no
 * accessibility update at all (it sent two per cell: ~200) */
static void
test_notebook_quiet (void)
{
  g_autoptr(CfGame) game = cf_test_new_table ("HBB", 4);
  CfNotebookView  *view;
  GtkWidget       *window = notebook_window (game, &view);
  g_autofree char *marks = g_strdup (cf_notebook_view_get_marks (view));
  Count            count = { 0 };
  guint            updates, n_cells = 0;

  for (GtkWidget *cell =
           gtk_widget_get_first_child (gtk_widget_get_first_child (GTK_WIDGET (view)));
       cell != NULL; cell = gtk_widget_get_next_sibling (cell))
    if (CF_IS_NOTEBOOK_CELL (cell))
      {
        n_cells++;
        g_signal_connect (cell, "notify", G_CALLBACK (on_cell_notify), &count);
        /* Its tooltip only repeats its name: no description */
        g_assert_false (gtk_test_accessible_has_property (GTK_ACCESSIBLE (cell),
                                                          GTK_ACCESSIBLE_PROPERTY_DESCRIPTION));
        g_assert_true (gtk_widget_get_has_tooltip (cell));
      }
  g_assert_cmpuint (n_cells, >, 60);

  /* The same marks again refresh every cell, and nothing changes */
  updates = cf_accessible_get_n_updates ();
  cf_notebook_view_set_marks (view, marks);
  g_test_message ("%u cells: %u notifications, %u accessible updates", n_cells, count.n_notifies,
                  cf_accessible_get_n_updates () - updates);
  g_assert_cmpuint (count.n_notifies, ==, 0);
  g_assert_cmpuint (cf_accessible_get_n_updates () - updates, ==, 0);

  /* One mark changes one cell's words */
  marks[0] = 'y';
  cf_notebook_view_set_marks (view, marks);
  g_assert_cmpuint (cf_accessible_get_n_updates () - updates, >, 0);
  g_assert_cmpuint (cf_accessible_get_n_updates () - updates, <=, 2);
  /* (and still no description: the tooltip is given when asked for) */
  for (GtkWidget *cell =
           gtk_widget_get_first_child (gtk_widget_get_first_child (GTK_WIDGET (view)));
       cell != NULL; cell = gtk_widget_get_next_sibling (cell))
    if (CF_IS_NOTEBOOK_CELL (cell))
      g_assert_false (gtk_test_accessible_has_property (GTK_ACCESSIBLE (cell),
                                                        GTK_ACCESSIBLE_PROPERTY_DESCRIPTION));
  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
explained (gpointer data)
{
  const char *text = gtk_label_get_label (data);

  return strstr (text, "Working out") == NULL;
}

/* Issue 24: Enter on a cell shows why; the words take the focus (a screen
 * reader said only "frame" before), and the explanation, once worked out,
 * is said through them */
static void
test_why_is_read (void)
{
  g_autoptr(CfGame) game = cf_test_new_table ("HBB", 4);
  CfNotebookView *view;
  GtkWidget      *window = notebook_window (game, &view);
  GtkWidget      *cell = NULL, *popover, *label;

  for (GtkWidget *w = gtk_widget_get_first_child (gtk_widget_get_first_child (GTK_WIDGET (view)));
       w != NULL && cell == NULL; w = gtk_widget_get_next_sibling (w))
    if (CF_IS_NOTEBOOK_CELL (w) && strstr (cf_test_tooltip (w), "certainly holds"))
      cell = w;
  g_assert_nonnull (cell);
  gtk_widget_grab_focus (cell);
  g_signal_emit_by_name (cell, "clicked");
  popover = cf_test_find_type (cell, GTK_TYPE_POPOVER);
  g_assert_nonnull (popover);
  label = gtk_popover_get_child (GTK_POPOVER (popover));
  g_assert_true (cf_test_wait_for (explained, label, 30000));
  cf_test_settle (window);
  g_assert_true (gtk_widget_get_visible (popover));
  g_assert_true (gtk_widget_has_focus (label));
  g_assert_nonnull (strstr (gtk_label_get_label (GTK_LABEL (label)), "It follows from"));
  {
    g_autofree char *description = description_of (label);

    g_assert_cmpstr (description, ==, gtk_label_get_label (GTK_LABEL (label)));
  }
  gtk_popover_popdown (GTK_POPOVER (popover));
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int argc, char *argv[])
{
  /* The test context records accessible properties without a session bus */
  g_setenv ("GTK_A11Y", "test", TRUE);
  g_test_init (&argc, &argv, NULL);
  if (!cf_test_init_display ())
    return 0;
  adw_init ();

  g_test_add_func ("/casefile/announcer/turn", test_turn);
  g_test_add_func ("/casefile/announcer/end-is-said", test_end_is_said);
  g_test_add_func ("/casefile/announcer/switch-drops", test_switch_drops);
  g_test_add_func ("/casefile/announcer/notebook-quiet", test_notebook_quiet);
  g_test_add_func ("/casefile/announcer/why-is-read", test_why_is_read);
  return g_test_run ();
}
