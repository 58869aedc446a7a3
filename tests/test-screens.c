/* test-screens.c: every screen keeps what a person needs in sight at the
 * sizes people use (800 × 600, large text), and, with
 * CF_TEST_SCREENSHOT_DIR set, every screen as a PNG file to look at
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
#include "cf-entry-form.h"
#include "cf-invitation.h"
#include "cf-keeper-dialog.h"
#include "cf-new-game-page.h"
#include "cf-notebook-view.h"
#include "cf-play-page.h"
#include "cf-pool-dialog.h"
#include "cf-refute-dialog.h"
#include "cf-suggest-dialog.h"
#include "cf-table-page.h"
#include "cf-table-setup.h"
#include "cf-test-game.h"
#include "cf-test-util.h"

/* ---------------------------------------------------------------- helpers */

static GtkWidget *
child (GtkWidget *page, const char *name)
{
  return GTK_WIDGET (gtk_widget_get_template_child (page, CF_TYPE_PLAY_PAGE, name));
}

/* A game of @kinds (H a person: Ann, Bob, …; D a Detective) in @edition */
static CfGame *
new_table (const char *edition_id, const char *kinds)
{
  static const char *names[] = { "Ann", "Bob", "Cat", "Dan", "Eve", "Fay" };
  g_autoptr(CfEdition) edition = cf_edition_lookup_builtin (edition_id);
  g_autoptr(GError) error = NULL;
  CfSeatSetup seats[CF_GAME_MAX_SEATS];
  guint       n = strlen (kinds), people = 0;
  CfGame     *game;

  g_assert_nonnull (edition);
  for (guint i = 0; i < n; i++)
    {
      seats[i].suspect = i;
      seats[i].name = kinds[i] == 'H' ? names[people++] : NULL;
      seats[i].kind = kinds[i] == 'H' ? CF_PLAYER_HUMAN : CF_PLAYER_DETECTIVE;
    }
  game = cf_game_new (edition, n, seats, 7, &error);
  g_assert_no_error (error);
  return game;
}

/* A window as Casefile's: a header bar above @content, @width × @height */
static GtkWidget *
present (GtkWidget *content, int width, int height)
{
  GtkWidget *window = adw_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);

  gtk_box_append (GTK_BOX (box), adw_header_bar_new ());
  gtk_widget_set_vexpand (content, TRUE);
  gtk_box_append (GTK_BOX (box), content);
  adw_window_set_content (ADW_WINDOW (window), box);
  gtk_window_set_title (GTK_WINDOW (window), "Casefile");
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_present (GTK_WINDOW (window));
  cf_test_settle (window);
  return window;
}

/* The game page of @game at @width × @height, at its start: the first
 * seat's turn (a person) */
static GtkWidget *
present_game (CfGame *game, int width, int height, GtkWidget **window)
{
  GtkWidget *page = cf_play_page_new ();

  *window = present (page, width, height);
  cf_play_page_set_bot_delay (CF_PLAY_PAGE (page), 600000);
  cf_test_play_game (page, game);
  cf_test_settle (*window);
  /* With several people at the screen: the first takes the seat */
  if (gtk_widget_get_mapped (child (page, "guard")))
    g_assert_true (gtk_widget_activate_action (page, "game.take-seat", NULL));
  cf_test_settle_a_while (*window);
  g_assert_false (gtk_widget_get_mapped (child (page, "guard")));
  return page;
}

static void
set_text_scale (double scale)
{
  g_object_set (gtk_settings_get_default (), "gtk-xft-dpi", (int)(96 * 1024 * scale), NULL);
}

static double
text_scale (void)
{
  const char *scale = g_getenv ("CF_TEST_TEXT_SCALE");

  return scale != NULL ? g_ascii_strtod (scale, NULL) : 1.0;
}

/* Where @widget is in @ancestor's coordinates */
static graphene_rect_t
bounds_in (GtkWidget *widget, GtkWidget *ancestor)
{
  graphene_rect_t bounds;

  g_assert_true (gtk_widget_compute_bounds (widget, ancestor, &bounds));
  return bounds;
}

/* ---------------------------------------------------------------- layout */

/* 800 × 600, six players of Discover the Secrets (the widest notebook):
 * the side panel opened over the board still leaves part of the board in
 * sight, so the person sees where they are while choosing. */
static void
test_side_panel_leaves_board (void)
{
  g_autoptr(CfGame) game = new_table ("discover-the-secrets", "HHHHHH");
  GtkWidget *window, *page;
  AdwFlap   *flap;
  double     flap_left, window_width;

  page = present_game (game, 800, 600, &window);
  flap = ADW_FLAP (child (page, "flap"));
  g_assert_true (adw_flap_get_folded (flap));
  adw_flap_set_reveal_flap (flap, TRUE);
  cf_test_settle_a_while (window);
  g_assert_cmpfloat (adw_flap_get_reveal_progress (flap), ==, 1.0);

  window_width = gtk_widget_get_width (window);
  flap_left = bounds_in (child (page, "side"), window).origin.x;
  g_test_message ("side panel from x = %.0f of %.0f", flap_left, window_width);
  cf_test_save_png (window, "panel-secrets-6-800x600");
  /* A quarter of the window's width, at least, shows the board */
  g_assert_cmpfloat (flap_left, >=, window_width / 4);
  /* ...and the panel is still wide enough for its buttons */
  g_assert_cmpfloat (window_width - flap_left, >=, 340);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Rows of the notebook a person sees without scrolling it */
static double
notebook_rows_in_sight (GtkWidget *page)
{
  GtkWidget *notebook = child (page, "notebook");
  GtkWidget *scroller = gtk_widget_get_ancestor (notebook, GTK_TYPE_SCROLLED_WINDOW);
  GtkWidget *cell = NULL;
  double     row_height;

  /* The notebook's row height: a row heading's */
  for (GtkWidget *w = gtk_widget_get_first_child (notebook); w != NULL && cell == NULL;
       w = gtk_widget_get_first_child (w))
    if (GTK_IS_GRID (w))
      cell = gtk_grid_get_child_at (GTK_GRID (w), 0, 2);
  g_assert_nonnull (cell);
  row_height = gtk_widget_get_height (cell);
  g_assert_cmpfloat (row_height, >, 0);
  g_test_message ("notebook %d px high, rows %.0f px", gtk_widget_get_height (scroller),
                  row_height);
  return gtk_widget_get_height (scroller) / row_height;
}

/* Text at twice the size, the default window: the notebook still shows a
 * good part of itself, and the status above it does not scroll inside
 * the side panel (one scroller at a time). */
static void
test_notebook_at_large_text (void)
{
  g_autoptr(CfGame) game = new_table ("classic", "HDDD");
  GtkWidget *window, *page;
  double     rows;

  set_text_scale (2.0);
  page = present_game (game, 1000, 720, &window);
  adw_flap_set_reveal_flap (ADW_FLAP (child (page, "flap")), TRUE);
  cf_test_settle_a_while (window);
  rows = notebook_rows_in_sight (page);
  g_test_message ("%.1f notebook rows in sight at 2× text", rows);
  cf_test_save_png (window, "notebook-large-text-1000x720");
  g_assert_cmpfloat (rows, >=, 6);
  gtk_window_destroy (GTK_WINDOW (window));
  set_text_scale (text_scale ());
}

/* ---------------------------------------------------------------- screenshots */

/* @dialog, once drawn, as DIR/NAME-…png; then closed */
static void
save_dialog (GtkWidget *dialog, const char *name)
{
  gtk_window_present (GTK_WINDOW (dialog));
  cf_test_settle_a_while (dialog);
  cf_test_save_png (dialog, name);
  gtk_window_destroy (GTK_WINDOW (dialog));
  cf_test_iterate ();
}

/* With CF_TEST_SCREENSHOT_DIR set: the game page of a classic game (one
 * person, three computer players) and of Discover the Secrets (six people)
 * at 800 × 600, 1000 × 720 and 1920 × 1080, the side panel open; the
 * suggestion and accusation dialogs; New Game; the table notebook's
 * set-up and a notebook with entries. Run again with CF_TEST_TEXT_SCALE=2,
 * CF_TEST_STYLE=dark, LANGUAGE=he. */
static void
test_screenshots (void)
{
  static const int sizes[][2] = { { 800, 600 }, { 1000, 720 }, { 1920, 1080 } };

  if (g_getenv ("CF_TEST_SCREENSHOT_DIR") == NULL)
    {
      g_test_skip ("CF_TEST_SCREENSHOT_DIR is not set");
      return;
    }
  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    for (guint secrets = 0; secrets < 2; secrets++)
      {
        g_autoptr(CfGame) game =
            secrets ? new_table ("discover-the-secrets", "HHHHHH") : new_table ("classic", "HDDD");
        g_autofree char *name = g_strdup_printf ("game-%s-%dx%d", secrets ? "secrets" : "classic",
                                                 sizes[i][0], sizes[i][1]);
        GtkWidget       *window, *page;

        page = present_game (game, sizes[i][0], sizes[i][1], &window);
        adw_flap_set_reveal_flap (ADW_FLAP (child (page, "flap")), TRUE);
        cf_test_save_png (window, name);
        if (i == 1)
          {
            CfEdition *edition = cf_game_get_edition (game);
            int        likely[3] = { -1, -1, -1 };
            int        room = cf_edition_get_first_card_of (edition, CF_CATEGORY_ROOM);

            save_dialog (GTK_WIDGET (cf_suggest_dialog_new (GTK_WINDOW (window), edition, room)),
                         secrets ? "rumor-dialog" : "suggest-dialog");
            save_dialog (GTK_WIDGET (cf_accuse_dialog_new (GTK_WINDOW (window), edition, likely)),
                         secrets ? "accuse-dialog-secrets" : "accuse-dialog");
          }
        gtk_window_destroy (GTK_WINDOW (window));
        cf_test_iterate ();
      }

  {
    GtkWidget *window = present (cf_new_game_page_new (), 800, 600);

    cf_test_save_png (window, "new-game-800x600");
    gtk_window_destroy (GTK_WINDOW (window));
  }
  {
    GtkWidget       *page = cf_table_page_new ();
    GtkWidget       *window = present (page, 800, 600);
    g_autofree char *path = g_build_filename (CASEFILE_EXAMPLES_DIR, "003.log.json", NULL);
    g_autoptr(GFile) file = g_file_new_for_path (path);

    cf_test_save_png (window, "table-setup-800x600");
    gtk_window_set_default_size (GTK_WINDOW (window), 1000, 720);
    g_assert_true (cf_table_page_import_file (CF_TABLE_PAGE (page), file));
    cf_test_settle_a_while (window);
    cf_test_save_png (window, "table-notebook-1000x720");
    gtk_window_destroy (GTK_WINDOW (window));
  }
  {
    /* The invitation to a game hosted from the window */
    g_autoptr(CfGame) game = new_table ("classic", "HHDD");
    g_autoptr(CfHotSeat) hot_seat = cf_hot_seat_new (game);
    const gboolean remote[CF_GAME_MAX_SEATS] = { FALSE, TRUE };
    g_autoptr(CfNetHost) host = cf_net_host_new_for_hot_seat (hot_seat, remote, "K7QX9", NULL);
    GtkWidget *window = present (gtk_label_new (""), 1000, 720);
    GtkWidget *dialog;

    g_assert_true (cf_net_host_listen (host, "127.0.0.1", 0, NULL));
    dialog = cf_invitation_new (GTK_WINDOW (window), host, "Ann’s game");
    gtk_window_present (GTK_WINDOW (dialog));
    cf_test_save_png (dialog, "invitation");
    gtk_window_destroy (GTK_WINDOW (dialog));
    gtk_window_destroy (GTK_WINDOW (window));
    cf_hot_seat_stop (hot_seat);
  }
}

/* The table notebook at 2× text in the default window: its grid is wider
 * than its half of the window, and its scroller reaches every column */
static void
test_table_notebook_scrolls_at_large_text (void)
{
  GtkWidget       *page = cf_table_page_new ();
  GtkWidget       *window;
  g_autofree char *path = g_build_filename (CASEFILE_EXAMPLES_DIR, "003.log.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  GtkWidget     *grid, *scroller;
  GtkAdjustment *h;

  set_text_scale (2.0);
  window = present (page, 1000, 720);
  g_assert_true (cf_table_page_import_file (CF_TABLE_PAGE (page), file));
  cf_test_settle_a_while (window);
  grid = GTK_WIDGET (gtk_widget_get_template_child (page, CF_TYPE_TABLE_PAGE, "grid"));
  scroller = gtk_widget_get_ancestor (grid, GTK_TYPE_SCROLLED_WINDOW);
  h = gtk_scrolled_window_get_hadjustment (GTK_SCROLLED_WINDOW (scroller));
  /* Wider than shown, and scrolled to its end, its last column is in view */
  g_assert_cmpfloat (gtk_adjustment_get_upper (h), >, gtk_adjustment_get_page_size (h));
  g_assert_cmpfloat (gtk_adjustment_get_upper (h), >=, gtk_widget_get_width (grid));
  gtk_adjustment_set_value (h, gtk_adjustment_get_upper (h));
  cf_test_settle (window);
  g_assert_cmpfloat (gtk_adjustment_get_value (h) + gtk_adjustment_get_page_size (h), >=,
                     gtk_widget_get_width (grid));
  gtk_window_destroy (GTK_WINDOW (window));
  set_text_scale (text_scale ());
}

/* ---------------------------------------------------------------- main */

int
main (int argc, char *argv[])
{
  g_autoptr(AdwApplication) app = NULL;

  /* The catalogues of the build (LANGUAGE=he gives Hebrew, right to left) */
  cf_init_i18n ();
  g_test_init (&argc, &argv, NULL);
  if (!cf_test_init_display ())
    return 0;
  /* As the app does: libadwaita loads style.css and its dark and
   * high-contrast variants from the resource base path */
  app = adw_application_new ("io.github.casefile.Casefile.ScreensTest", G_APPLICATION_NON_UNIQUE);
  g_application_set_resource_base_path (G_APPLICATION (app), "/io/github/casefile/Casefile");
  g_application_register (G_APPLICATION (app), NULL, NULL);
  set_text_scale (text_scale ());
  if (g_strcmp0 (g_getenv ("CF_TEST_STYLE"), "dark") == 0)
    adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                        ADW_COLOR_SCHEME_FORCE_DARK);

  g_test_add_func ("/casefile/screens/side-panel-leaves-board", test_side_panel_leaves_board);
  g_test_add_func ("/casefile/screens/notebook-at-large-text", test_notebook_at_large_text);
  g_test_add_func ("/casefile/screens/table-notebook-scrolls-at-large-text",
                   test_table_notebook_scrolls_at_large_text);
  g_test_add_func ("/casefile/screens/screenshots", test_screenshots);
  return g_test_run ();
}
