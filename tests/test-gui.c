/* test-gui.c: every template instantiates; the main window shows the catalogue
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include <adwaita.h>
#include <json-glib/json-glib.h>

#include "casefile-core.h"
#include "cf-accuse-dialog.h"
#include "cf-application.h"
#include "cf-board-view.h"
#include "cf-card-chip.h"
#include "cf-edition-card.h"
#include "cf-entry-form.h"
#include "cf-entry-row.h"
#include "cf-intrigue-panel.h"
#include "cf-join-dialog.h"
#include "cf-keeper-dialog.h"
#include "cf-keeper-row.h"
#include "cf-new-game-page.h"
#include "cf-notebook-cell.h"
#include "cf-notebook-column-heading.h"
#include "cf-notebook-row-heading.h"
#include "cf-notebook-view.h"
#include "cf-play-page.h"
#include "cf-pool-dialog.h"
#include "cf-refute-dialog.h"
#include "cf-seat-row.h"
#include "cf-story-row.h"
#include "cf-suggest-dialog.h"
#include "cf-table-page.h"
#include "cf-table-setup.h"
#include "cf-text-row.h"
#include "cf-window.h"

#include "cf-test-game.h"
#include "cf-test-util.h"

static CfApplication *app;

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
count_type (GtkWidget *widget, GType type)
{
  guint n = G_TYPE_CHECK_INSTANCE_TYPE (widget, type) ? 1 : 0;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child;
       child = gtk_widget_get_next_sibling (child))
    n += count_type (child, type);
  return n;
}

static void
test_window_shows_catalogue (void)
{
  CfWindow *window = cf_window_new (app);
  g_autoptr(GListModel) editions = cf_edition_get_builtin (NULL);

  gtk_window_present (GTK_WINDOW (window));
  cf_test_iterate ();

  /* One card per built-in edition */
  g_assert_nonnull (editions);
  g_assert_cmpuint (g_list_model_get_n_items (editions), >=, 5);
  g_assert_cmpuint (count_type (GTK_WIDGET (window), CF_TYPE_EDITION_CARD), ==,
                    g_list_model_get_n_items (editions));
  g_assert_true (find_label (GTK_WIDGET (window), "Classic (1986)"));
  g_assert_true (find_label (GTK_WIDGET (window), "Professor Plum"));
  g_assert_true (find_label (GTK_WIDGET (window), "Guest House"));
  g_assert_true (find_label (GTK_WIDGET (window), "9 Weapons"));
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "Casefile");

  gtk_window_destroy (GTK_WINDOW (window));
  cf_test_iterate ();
}

static void
test_window_size_remembered (void)
{
  CfWindow *window = cf_window_new (app);
  int       width, height;

  gtk_window_set_default_size (GTK_WINDOW (window), 913, 651);
  gtk_window_destroy (GTK_WINDOW (window));
  cf_test_iterate ();

  window = cf_window_new (app);
  gtk_window_get_default_size (GTK_WINDOW (window), &width, &height);
  g_assert_cmpint (width, ==, 913);
  g_assert_cmpint (height, ==, 651);
  gtk_window_destroy (GTK_WINDOW (window));
  cf_test_iterate ();
}

static void
test_edition_card (void)
{
  g_autoptr(CfEdition) classic = cf_edition_lookup_builtin ("classic");
  CfEditionCard *card = cf_edition_card_new (classic);

  g_object_ref_sink (card);
  g_assert_true (cf_edition_card_get_edition (card) == classic);
  g_assert_true (find_label (GTK_WIDGET (card), "6 Suspects"));
  g_assert_true (find_label (GTK_WIDGET (card), "9 Rooms"));
  g_assert_true (find_label (GTK_WIDGET (card), "1 die"));
  g_assert_true (find_label (GTK_WIDGET (card), "Lead Pipe"));
  g_object_unref (card);
}

/* A game of three: a person (Miss Scarlet) and two bots. */
static CfGame *
new_game_of_three (CfEdition *edition)
{
  CfSeatSetup seats[3] = {
    { 0, NULL, CF_PLAYER_HUMAN },
    { 1, NULL, CF_PLAYER_DETECTIVE },
    { 2, NULL, CF_PLAYER_DETECTIVE },
  };

  return cf_game_new (edition, 3, seats, 5, NULL);
}

static void
test_card_chips (void)
{
  /* The edition card shows every card as a chip; a card with a colour (a
   * suspect's token) has a swatch, one without has none; the name is the
   * tooltip, since a narrow chip shortens it. */
  g_autoptr(CfEdition) classic = cf_edition_lookup_builtin ("classic");
  CfEditionCard *card = g_object_ref_sink (cf_edition_card_new (classic));
  GtkWidget     *scarlet = g_object_ref_sink (cf_card_chip_new ("Miss Scarlet", "#c0392b"));
  GtkWidget     *knife = g_object_ref_sink (cf_card_chip_new ("Knife", NULL));
  GtkWidget     *swatch, *label;

  g_assert_cmpuint (count_type (GTK_WIDGET (card), CF_TYPE_CARD_CHIP), ==,
                    cf_edition_get_n_cards (classic));

  swatch = GTK_WIDGET (gtk_widget_get_template_child (scarlet, CF_TYPE_CARD_CHIP, "swatch"));
  label = GTK_WIDGET (gtk_widget_get_template_child (scarlet, CF_TYPE_CARD_CHIP, "label"));
  g_assert_true (gtk_widget_has_css_class (scarlet, "card-chip"));
  g_assert_true (gtk_widget_get_visible (swatch));
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (label)), ==, "Miss Scarlet");
  g_assert_cmpstr (gtk_widget_get_tooltip_text (label), ==, "Miss Scarlet");
  swatch = GTK_WIDGET (gtk_widget_get_template_child (knife, CF_TYPE_CARD_CHIP, "swatch"));
  g_assert_false (gtk_widget_get_visible (swatch));

  g_object_unref (knife);
  g_object_unref (scarlet);
  g_object_unref (card);
}

static void
test_game_page_rows (void)
{
  /* The hand beside the board is one chip per card of the viewer; the
   * story is one row per line, a new turn styled as a heading. */
  g_autoptr(CfEdition) edition = cf_edition_lookup_builtin ("classic");
  g_autoptr(CfGame) game = new_game_of_three (edition);
  g_autoptr(CfStory) story = cf_story_new (game);
  GtkWidget    *window = gtk_window_new ();
  GtkWidget    *page = cf_play_page_new ();
  GtkWidget    *hand, *list;
  GtkWidget    *row;
  GtkWidget    *label;
  CfStoryEntry *first;

  gtk_window_set_child (GTK_WINDOW (window), page);
  gtk_window_present (GTK_WINDOW (window));
  cf_play_page_set_bot_delay (CF_PLAY_PAGE (page), 600000);
  cf_test_play_game (page, game);
  cf_test_settle (window);

  hand = GTK_WIDGET (gtk_widget_get_template_child (page, CF_TYPE_PLAY_PAGE, "hand_box"));
  g_assert_cmpuint (count_type (hand, CF_TYPE_CARD_CHIP), ==,
                    cf_case_log_get_n_my_cards (cf_game_get_case_log (game, 0)));
  g_assert_cmpuint (count_type (hand, CF_TYPE_CARD_CHIP), >, 0);

  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (story)), >, 0);
  first = g_list_model_get_item (G_LIST_MODEL (story), 0);
  list = GTK_WIDGET (gtk_widget_get_template_child (page, CF_TYPE_PLAY_PAGE, "story_list"));
  gtk_stack_set_visible_child_name (
      GTK_STACK (gtk_widget_get_template_child (page, CF_TYPE_PLAY_PAGE, "side_pages")), "story");
  cf_test_settle (window);
  /* The first line is the row the list view shows first. */
  row = gtk_widget_get_first_child (gtk_widget_get_first_child (list));
  g_assert_true (CF_IS_STORY_ROW (row));
  label = gtk_widget_get_first_child (row);
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (label)), ==, cf_story_entry_get_text (first));
  g_assert_true (gtk_widget_has_css_class (label, "story-line"));
  g_assert_true (gtk_widget_has_css_class (label, "heading") == cf_story_entry_get_is_turn (first));
  g_object_unref (first);

  gtk_window_destroy (GTK_WINDOW (window));
  cf_test_iterate ();
}

static void
test_help_overlay (void)
{
  g_autoptr(GtkBuilder) builder =
      gtk_builder_new_from_resource ("/io/github/casefile/Casefile/shortcuts/help-overlay.ui");
  GObject *overlay = gtk_builder_get_object (builder, "help_overlay");

  g_assert_true (GTK_IS_SHORTCUTS_WINDOW (overlay));
  gtk_window_destroy (GTK_WINDOW (overlay));
}

/* The shortcuts window is built when first asked for, not with every window
 * (start-up time); Ctrl+? and the menu still open it. */
static void
test_help_overlay_on_demand (void)
{
  CfWindow      *window = cf_window_new (app);
  GtkWidget     *overlay;
  GLogLevelFlags fatal;
  g_auto(GStrv) accels =
      gtk_application_get_accels_for_action (GTK_APPLICATION (app), "win.show-help-overlay");

  g_assert_true (g_strv_contains ((const char *const *)accels, "<Control>question"));
  gtk_window_present (GTK_WINDOW (window));
  cf_test_iterate ();
  g_assert_null (gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window)));
  g_assert_null (cf_test_find_toplevel (GTK_TYPE_SHORTCUTS_WINDOW));

  /* GTK 4.8's shortcuts window, when first shown, measures a label below
   * zero ("reported min width -3"): GTK's warning, not fatal here. */
  fatal = g_log_set_always_fatal (G_LOG_FATAL_MASK | G_LOG_LEVEL_CRITICAL);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-help-overlay", NULL));
  cf_test_iterate ();
  overlay = cf_test_find_toplevel (GTK_TYPE_SHORTCUTS_WINDOW);
  g_assert_nonnull (overlay);
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (overlay)) == GTK_WINDOW (window));
  g_assert_true (GTK_WIDGET (gtk_application_window_get_help_overlay (
                     GTK_APPLICATION_WINDOW (window))) == overlay);
  /* Closed and asked for again: the same window comes back. */
  gtk_window_close (GTK_WINDOW (overlay));
  cf_test_iterate ();
  g_assert_false (gtk_widget_get_visible (overlay));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-help-overlay", NULL));
  cf_test_iterate ();
  g_assert_true (cf_test_find_toplevel (GTK_TYPE_SHORTCUTS_WINDOW) == overlay);
  g_log_set_always_fatal (fatal);

  gtk_window_destroy (GTK_WINDOW (overlay));
  gtk_window_destroy (GTK_WINDOW (window));
  cf_test_iterate ();
}

/* Every template of the app, and the type that loads it. A .ui typo fails
 * only when the template is instantiated, so each is built here. */
static const struct
{
  const char *resource;
  GType (*get_type) (void);
} templates[] = {
  { "cf-accuse-dialog.ui", cf_accuse_dialog_get_type },
  { "cf-card-chip.ui", cf_card_chip_get_type },
  { "cf-edition-card.ui", cf_edition_card_get_type },
  { "cf-entry-form.ui", cf_entry_form_get_type },
  { "cf-entry-row.ui", cf_entry_row_get_type },
  { "cf-intrigue-panel.ui", cf_intrigue_panel_get_type },
  { "cf-keeper-dialog.ui", cf_keeper_dialog_get_type },
  { "cf-keeper-row.ui", cf_keeper_row_get_type },
  { "cf-new-game-page.ui", cf_new_game_page_get_type },
  { "cf-notebook-cell.ui", cf_notebook_cell_get_type },
  { "cf-notebook-column-heading.ui", cf_notebook_column_heading_get_type },
  { "cf-notebook-row-heading.ui", cf_notebook_row_heading_get_type },
  { "cf-notebook-view.ui", cf_notebook_view_get_type },
  { "cf-play-page.ui", cf_play_page_get_type },
  { "cf-join-dialog.ui", cf_join_dialog_get_type },
  { "cf-pool-dialog.ui", cf_pool_dialog_get_type },
  { "cf-refute-dialog.ui", cf_refute_dialog_get_type },
  { "cf-seat-row.ui", cf_seat_row_get_type },
  { "cf-story-row.ui", cf_story_row_get_type },
  { "cf-suggest-dialog.ui", cf_suggest_dialog_get_type },
  { "cf-table-page.ui", cf_table_page_get_type },
  { "cf-table-setup.ui", cf_table_setup_get_type },
  { "cf-window.ui", cf_window_get_type },
};

static void
test_every_template_resource (void)
{
  g_auto(GStrv) names = g_resources_enumerate_children ("/io/github/casefile/Casefile/", 0, NULL);

  g_assert_nonnull (names);
  for (guint i = 0; names[i]; i++)
    {
      gboolean known = FALSE;

      if (!g_str_has_suffix (names[i], ".ui"))
        continue;
      for (guint t = 0; t < G_N_ELEMENTS (templates); t++)
        known |= g_str_equal (names[i], templates[t].resource);
      if (!known)
        g_error ("%s is not in the list of templates this test builds", names[i]);
    }

  for (guint t = 0; t < G_N_ELEMENTS (templates); t++)
    {
      GType      type = templates[t].get_type ();
      GtkWidget *widget;

      if (g_type_is_a (type, GTK_TYPE_WINDOW))
        {
          widget = g_object_new (type, "application", app, NULL);
          gtk_window_destroy (GTK_WINDOW (widget));
        }
      else if (type == CF_TYPE_EDITION_CARD)
        continue; /* needs an edition: test_edition_card builds it */
      else
        {
          widget = g_object_ref_sink (g_object_new (type, NULL));
          g_assert_nonnull (gtk_widget_get_first_child (widget));
          g_object_unref (widget);
        }
    }
  cf_test_iterate ();
}

static void
forget_saved_game (void)
{
  g_autofree char *path = g_build_filename (g_get_user_state_dir (), "casefile", "game.json", NULL);
  g_autofree char *backup = g_strconcat (path, "~", NULL);

  g_unlink (path);
  g_rmdir (path);
  g_unlink (backup);
}

static void
test_new_game_defaults (void)
{
  CfWindow *window;

  forget_saved_game ();
  window = cf_window_new (app);
  CfPlayPage *page;
  CfGame     *game;
  guint       humans = 0;

  gtk_window_present (GTK_WINDOW (window));
  cf_test_iterate ();

  /* One click: the defaults start a game with you and three bots; a name
   * typed for Miss Scarlet's seat is the player's name. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL));
  gtk_editable_set_text (GTK_EDITABLE (cf_test_find_type (GTK_WIDGET (window), CF_TYPE_TEXT_ROW)),
                         "  Ann ");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.start-game", NULL));
  cf_test_iterate ();

  page = CF_PLAY_PAGE (cf_test_find_type (GTK_WIDGET (window), CF_TYPE_PLAY_PAGE));
  game = cf_test_page_game (GTK_WIDGET (page));
  g_assert_nonnull (game);
  g_assert_cmpuint (cf_game_get_n_seats (game), ==, 4);
  for (guint i = 0; i < 4; i++)
    humans += cf_game_get_seat_kind (game, i) == CF_PLAYER_HUMAN;
  g_assert_cmpuint (humans, ==, 1);
  g_assert_cmpstr (cf_game_get_seat_name (game, 0), ==, "Ann");
  g_assert_cmpstr (cf_game_get_seat_name (game, 1), ==, "Colonel Mustard");
  /* You are Miss Scarlet, who begins: rolling is possible, ending is not. */
  g_assert_cmpuint (cf_game_get_current_seat (game), ==, 0);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "game.roll", NULL));
  g_assert_cmpint (cf_game_get_phase (game), ==, CF_PHASE_MOVE);
  cf_test_iterate ();
  {
    /* The die shows the roll. */
    char face[8] = { 0 };
    g_unichar_to_utf8 (0x2680 + cf_game_get_roll (game) - 1, face);
    g_assert_true (cf_test_mapped_text_contains (GTK_WIDGET (page), face));
  }

  gtk_window_destroy (GTK_WINDOW (window));
  cf_test_iterate ();
}

static void
test_resume_after_closing (void)
{
  CfWindow   *window;
  CfPlayPage *page;
  g_autoptr(GBytes) before = NULL;
  g_autoptr(GBytes) after = NULL;

  forget_saved_game ();
  window = cf_window_new (app);
  gtk_window_present (GTK_WINDOW (window));
  cf_test_iterate ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.start-game", NULL));
  cf_test_iterate ();
  page = CF_PLAY_PAGE (cf_test_find_type (GTK_WIDGET (window), CF_TYPE_PLAY_PAGE));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "game.roll", NULL));
  before = cf_game_to_bytes (cf_test_page_game (GTK_WIDGET (page)));

  /* Closing the window at once, mid-move, loses nothing. */
  gtk_window_destroy (GTK_WINDOW (window));
  cf_test_iterate ();

  window = cf_window_new (app);
  gtk_window_present (GTK_WINDOW (window));
  cf_test_iterate ();
  g_assert_true (cf_test_mapped_text_contains (GTK_WIDGET (window), "Resume Game"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.resume-game", NULL));
  cf_test_iterate ();
  page = CF_PLAY_PAGE (cf_test_find_type (GTK_WIDGET (window), CF_TYPE_PLAY_PAGE));
  g_assert_nonnull (cf_test_page_game (GTK_WIDGET (page)));
  after = cf_game_to_bytes (cf_test_page_game (GTK_WIDGET (page)));
  g_assert_true (g_bytes_equal (before, after));
  g_assert_cmpint (cf_game_get_phase (cf_test_page_game (GTK_WIDGET (page))), ==, CF_PHASE_MOVE);

  gtk_window_destroy (GTK_WINDOW (window));
  cf_test_iterate ();
  forget_saved_game ();
}

static void
test_damaged_save_kept (void)
{
  g_autofree char *dir = g_build_filename (g_get_user_state_dir (), "casefile", NULL);
  g_autofree char *path = g_build_filename (dir, "game.json", NULL);
  g_autofree char *after = NULL;
  const char      *junk = "{\"format\": \"casefile-game\", \"version\": 1, \"edition\": 7}";
  CfWindow        *window;

  g_mkdir_with_parents (dir, 0700);
  g_assert_true (g_file_set_contents (path, junk, -1, NULL));
  window = cf_window_new (app);
  gtk_window_present (GTK_WINDOW (window));
  cf_test_iterate ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.resume-game", NULL));
  cf_test_iterate ();
  /* A message names the place; the file stays as it was; no game starts. */
  g_assert_nonnull (ADW_MESSAGE_DIALOG (cf_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG)));
  g_assert_null (cf_test_page_game (cf_test_find_type (GTK_WIDGET (window), CF_TYPE_PLAY_PAGE)));
  g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, junk);
  gtk_window_destroy (
      GTK_WINDOW (ADW_MESSAGE_DIALOG (cf_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG))));
  gtk_window_destroy (GTK_WINDOW (window));
  cf_test_iterate ();
  forget_saved_game ();
}

static gboolean
file_loads (gpointer file)
{
  g_autoptr(CfGame) game = cf_game_new_from_file (file, NULL);

  return game != NULL;
}

static void
test_resume_from_backup (void)
{
  /* A save cut short (a crash of an older version): the game goes on from
   * the save before it, and a toast says so; the damaged file is kept. */
  g_autofree char *dir = g_build_filename (g_get_user_state_dir (), "casefile", NULL);
  g_autofree char *path = g_build_filename (dir, "game.json", NULL);
  g_autofree char *backup = g_strconcat (path, "~", NULL);
  g_autoptr(GFile) backup_file = g_file_new_for_path (backup);
  g_autoptr(CfGame) earlier = cf_test_new_table ("HBB", 5);
  const char *cut = "{\"format\": \"casefile-game\", \"version\": 1, \"seats\": [";
  CfWindow   *window;
  CfGame     *game;

  g_mkdir_with_parents (dir, 0700);
  g_assert_true (cf_game_save (earlier, backup_file, NULL));
  g_assert_true (g_file_set_contents (path, cut, -1, NULL));
  window = cf_window_new (app);
  gtk_window_present (GTK_WINDOW (window));
  cf_test_iterate ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.resume-game", NULL));
  cf_test_settle (GTK_WIDGET (window));

  game = cf_test_page_game (cf_test_find_type (GTK_WIDGET (window), CF_TYPE_PLAY_PAGE));
  g_assert_nonnull (game);
  g_assert_cmpstr (cf_game_get_seat_name (game, 0), ==, "Ann");
  g_assert_true (
      cf_test_mapped_text_contains (GTK_WIDGET (window), "Resumed from the save before the last"));
  {
    g_autofree char *details = cf_test_toast_details (GTK_WIDGET (window));

    g_assert_nonnull (details);
    g_assert_nonnull (strstr (details, "The Last Save Was Damaged\nThe last save could not be "
                                       "read (game.json: not valid JSON: line 1, column 53"));
  }
  /* The game is saved again at once, whole; the damaged file did not push
   * the good one out of game.json~. */
  {
    g_autoptr(GFile) file = g_file_new_for_path (path);
    g_autoptr(CfGame) kept = cf_game_new_from_file (backup_file, NULL);

    g_assert_true (cf_test_wait_for (file_loads, file, 10000));
    g_assert_nonnull (kept);
  }

  gtk_window_destroy (GTK_WINDOW (window));
  cf_test_iterate ();
  forget_saved_game ();
}

static void
test_notebook_from_backup (void)
{
  g_autofree char *dir = g_build_filename (g_get_user_state_dir (), "casefile", NULL);
  g_autofree char *path = g_build_filename (dir, "notebook.json", NULL);
  g_autofree char *backup = g_strconcat (path, "~", NULL);
  g_autoptr(GFile) backup_file = g_file_new_for_path (backup);
  g_autoptr(CfEdition) edition = cf_edition_lookup_builtin ("classic");
  const char *names[] = { "Ann", "Bob", "Cat" };
  const guint sizes[] = { 6, 6, 6 };
  g_autoptr(CfCaseLog) earlier = cf_case_log_new (edition, 3, names, sizes, 0, -1, NULL, NULL);
  CfWindow    *window;
  CfTablePage *page;

  g_mkdir_with_parents (dir, 0700);
  g_assert_nonnull (earlier);
  g_assert_true (cf_case_log_save (earlier, backup_file, NULL));
  g_assert_true (g_file_set_contents (path, "{\"format\": \"casefile-log\", \"vers", -1, NULL));
  window = cf_window_new (app);
  gtk_window_present (GTK_WINDOW (window));
  cf_test_iterate ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.table-notebook", NULL));
  cf_test_settle (GTK_WIDGET (window));

  page = CF_TABLE_PAGE (cf_test_find_type (GTK_WIDGET (window), CF_TYPE_TABLE_PAGE));
  g_assert_nonnull (cf_table_page_get_case_log (page));
  g_assert_cmpuint (cf_case_log_get_n_players (cf_table_page_get_case_log (page)), ==, 3);
  g_assert_true (
      cf_test_mapped_text_contains (GTK_WIDGET (window), "Opened the save before the last"));
  {
    g_autofree char *details = cf_test_toast_details (GTK_WIDGET (window));

    g_assert_nonnull (details);
    g_assert_nonnull (
        strstr (details, "(not valid JSON: line 1, column 33: a string is not closed)"));
  }

  gtk_window_destroy (GTK_WINDOW (window));
  cf_test_iterate ();
  g_unlink (path);
  g_unlink (backup);
}

static gboolean
save_failure_shown (gpointer window)
{
  return cf_test_mapped_text_contains (window, "The game could not be saved");
}

static void
test_save_failure_in_window (void)
{
  /* Something comes in the way of the saves during a game (here a folder
   * named game.json): the window says what happened and what to do, and
   * the game goes on. */
  g_autofree char *dir = g_build_filename (g_get_user_state_dir (), "casefile", NULL);
  g_autofree char *path = g_build_filename (dir, "game.json", NULL);
  CfWindow        *window;
  CfPlayPage      *page;
  CfGame          *game;

  forget_saved_game ();
  window = cf_window_new (app);
  gtk_window_present (GTK_WINDOW (window));
  cf_test_iterate ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL));
  gtk_editable_set_text (GTK_EDITABLE (cf_test_find_type (GTK_WIDGET (window), CF_TYPE_TEXT_ROW)),
                         "Ann");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.start-game", NULL));
  cf_test_settle (GTK_WIDGET (window));
  page = CF_PLAY_PAGE (cf_test_find_type (GTK_WIDGET (window), CF_TYPE_PLAY_PAGE));
  game = cf_test_page_game (GTK_WIDGET (page));
  g_assert_nonnull (game);
  g_assert_false (cf_test_mapped_text_contains (GTK_WIDGET (window), "Could not save"));

  forget_saved_game ();
  g_assert_cmpint (g_mkdir (path, 0700), ==, 0);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "game.roll", NULL));
  cf_test_settle (GTK_WIDGET (window));
  g_assert_true (cf_test_wait_for (save_failure_shown, window, 10000));
  {
    g_autofree char *details = cf_test_toast_details (GTK_WIDGET (window));

    g_assert_nonnull (details);
    g_assert_nonnull (strstr (details, "game.json is a folder. Move it out of the way. The last "
                                       "save is kept"));
  }
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_DIR));
  g_assert_cmpint (cf_game_get_phase (game), ==, CF_PHASE_MOVE);

  gtk_window_destroy (GTK_WINDOW (window));
  cf_test_iterate ();
  g_rmdir (path);
}

static void
test_localized (void)
{
  /* Run with LANGUAGE=de (the gui-de test): German labels and the card
   * names of the German edition. */
  CfWindow *window;

  if (g_strcmp0 (g_getenv ("LANGUAGE"), "de") != 0)
    {
      g_test_skip ("run with LANGUAGE=de");
      return;
    }
  window = cf_window_new (app);
  gtk_window_present (GTK_WINDOW (window));
  cf_test_iterate ();
  g_assert_true (find_label (GTK_WIDGET (window), "Ausgaben"));
  g_assert_true (find_label (GTK_WIDGET (window), "Professor Bloom"));
  g_assert_true (find_label (GTK_WIDGET (window), "Rohrzange"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL));
  cf_test_iterate ();
  g_assert_true (cf_test_mapped_text_contains (GTK_WIDGET (window), "Partie _starten"));
  gtk_window_destroy (GTK_WINDOW (window));
  cf_test_iterate ();
}

/* Whether a mapped label under @widget holds a Hebrew letter */
static gboolean
shows_hebrew (GtkWidget *widget)
{
  if (GTK_IS_LABEL (widget) && gtk_widget_get_mapped (widget))
    for (const char *p = gtk_label_get_label (GTK_LABEL (widget)); *p; p = g_utf8_next_char (p))
      if (g_utf8_get_char (p) >= 0x05d0 && g_utf8_get_char (p) <= 0x05ea)
        return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child;
       child = gtk_widget_get_next_sibling (child))
    if (shows_hebrew (child))
      return TRUE;
  return FALSE;
}

static double
x_in_window (GtkWidget *widget, GtkWidget *window)
{
  graphene_point_t point;

  g_assert_true (gtk_widget_compute_point (widget, window, &GRAPHENE_POINT_INIT (0, 0), &point));
  return point.x;
}

static void
test_right_to_left (void)
{
  /* Run with LANGUAGE=he (the gui-he test): the app in Hebrew flips by
   * itself, panels and all, while the board stays as printed. */
  CfWindow       *window;
  GtkWidget      *board, *notebook;
  graphene_rect_t kitchen, conservatory;
  CfBoard        *board_data;

  if (g_strcmp0 (g_getenv ("LANGUAGE"), "he") != 0)
    {
      g_test_skip ("run with LANGUAGE=he");
      return;
    }
  g_assert_cmpint (gtk_widget_get_default_direction (), ==, GTK_TEXT_DIR_RTL);
  forget_saved_game ();
  window = cf_window_new (app);
  gtk_window_set_default_size (GTK_WINDOW (window), 1000, 700);
  gtk_window_present (GTK_WINDOW (window));
  cf_test_settle (GTK_WIDGET (window));
  g_assert_true (shows_hebrew (GTK_WIDGET (window)));
  g_assert_cmpint (gtk_widget_get_direction (GTK_WIDGET (window)), ==, GTK_TEXT_DIR_RTL);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.start-game", NULL));
  cf_test_settle (GTK_WIDGET (window));
  board = cf_test_find_type (GTK_WIDGET (window), CF_TYPE_BOARD_VIEW);
  notebook = cf_test_find_type (GTK_WIDGET (window), CF_TYPE_NOTEBOOK_VIEW);
  g_assert_nonnull (board);
  g_assert_nonnull (notebook);
  g_assert_true (shows_hebrew (GTK_WIDGET (window)));

  /* Column headings from names in a script without capitals: every
   * word's first letter ("מיס סקרלט" → "מס"), not one letter for all */
  g_assert_true (find_label (GTK_WIDGET (window), "מס"));

  /* The side panel mirrors to the left of the board... */
  g_assert_cmpfloat (x_in_window (notebook, GTK_WIDGET (window)), <,
                     x_in_window (board, GTK_WIDGET (window)));
  /* ...and the board does not: the Kitchen is still at the top left */
  board_data = cf_public_view_get_board (cf_board_view_get_table (CF_BOARD_VIEW (board)));
  g_assert_true (cf_board_view_get_place_bounds (
      CF_BOARD_VIEW (board), cf_board_parse_place (board_data, "kitchen", NULL), &kitchen));
  g_assert_true (cf_board_view_get_place_bounds (
      CF_BOARD_VIEW (board), cf_board_parse_place (board_data, "conservatory", NULL),
      &conservatory));
  g_assert_cmpfloat (kitchen.origin.x, <, conservatory.origin.x);

  gtk_window_destroy (GTK_WINDOW (window));
  cf_test_iterate ();
}

/* The base direction Pango lays out the story line of a roll in, in a
 * CfStoryRow, for a table whose players have @names; and (in @plain) the
 * direction that line's words alone would take, without the marks. */
static PangoDirection
roll_line_direction (const char *const names[3], PangoDirection *plain)
{
  CfSeatSetup seats[3];
  g_autoptr(CfEdition) edition = cf_edition_lookup_builtin ("classic");
  g_autoptr(CfGame) game = NULL;
  g_autoptr(CfStory) story = NULL;
  g_autoptr(CfStoryEntry) entry = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *words = NULL;
  CfTextMarks      marks = cf_text_get_marks ();
  GtkWidget       *window, *row;
  GtkLabel        *label;
  PangoDirection   direction;
  guint            n;

  for (guint i = 0; i < 3; i++)
    seats[i] = (CfSeatSetup){ .suspect = i, .name = names[i], .kind = CF_PLAYER_HUMAN };
  game = cf_game_new (edition, 3, seats, 11, &error);
  g_assert_no_error (error);
  g_assert_true (cf_game_roll (game, &error));
  g_assert_no_error (error);
  story = cf_story_new (game);
  n = g_list_model_get_n_items (G_LIST_MODEL (story));
  entry = g_list_model_get_item (G_LIST_MODEL (story), n - 1);
  g_assert_cmpint (cf_story_entry_get_kind (entry), ==, CF_RECORD_ROLL);

  /* Without the marks (as the CLI has it) the line starts with the name */
  cf_text_set_marks (CF_TEXT_MARKS_NONE);
  words = cf_game_describe_record (game, n - 1);
  cf_text_set_marks (marks);
  g_assert_true (
      g_str_has_prefix (words, cf_game_get_seat_name (game, cf_game_get_current_seat (game))));
  /* (deprecated for layouts, still the plain rule of a text's first
   * strong character, which is what is compared) */
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  *plain = pango_find_base_dir (words, -1);
  G_GNUC_END_IGNORE_DEPRECATIONS

  window = gtk_window_new ();
  row = cf_story_row_new (entry);
  gtk_window_set_child (GTK_WINDOW (window), row);
  gtk_window_present (GTK_WINDOW (window));
  cf_test_settle (window);
  label = GTK_LABEL (cf_test_find_type (row, GTK_TYPE_LABEL));
  g_assert_nonnull (label);
  direction = pango_layout_get_line_readonly (gtk_label_get_layout (label), 0)->resolved_dir;
  gtk_window_destroy (GTK_WINDOW (window));
  cf_test_iterate ();
  return direction;
}

/* Run in @language (the gui-de or gui-he test): a roll line starting with
 * one of @names reads in the direction @want, and would read the other way
 * without the marks */
static void
assert_roll_line_direction (const char *language, const char *const *names, PangoDirection want)
{
  PangoDirection plain;

  if (g_strcmp0 (g_getenv ("LANGUAGE"), language) != 0)
    {
      g_test_skip_printf ("run with LANGUAGE=%s", language);
      return;
    }
  g_assert_cmpint (roll_line_direction (names, &plain), ==, want);
  g_assert_cmpint (plain, ==,
                   want == PANGO_DIRECTION_LTR ? PANGO_DIRECTION_RTL : PANGO_DIRECTION_LTR);
}

static void
test_localized_hebrew_name (void)
{
  /* In German, a line that starts with a Hebrew name still reads left to
   * right, as the German around it */
  static const char *const names[] = { "דנה", "רון", "מיכל" };

  assert_roll_line_direction ("de", names, PANGO_DIRECTION_LTR);
}

static void
test_right_to_left_latin_name (void)
{
  /* In Hebrew, a line that starts with a Latin name ("Alice: הטלה – 5")
   * still reads right to left, name and colon at the right */
  static const char *const names[] = { "Alice", "Bob", "Cleo" };

  assert_roll_line_direction ("he", names, PANGO_DIRECTION_RTL);
}

static const char *
visible_page (CfWindow *window)
{
  GtkStack *stack =
      GTK_STACK (gtk_widget_get_template_child (GTK_WIDGET (window), CF_TYPE_WINDOW, "stack"));
  return gtk_stack_get_visible_child_name (stack);
}

static GtkWidget *
window_child (CfWindow *window, const char *name)
{
  /* The pages other than the welcome page are built after the first frame,
   * outside the template: they are found by their name in the stack. */
  static const struct
  {
    const char *id, *page;
  } pages[] = { { "new_game_page", "new-game" },
                { "game_page", "game" },
                { "table_page", "table" } };
  GtkStack *stack =
      GTK_STACK (gtk_widget_get_template_child (GTK_WIDGET (window), CF_TYPE_WINDOW, "stack"));

  for (guint i = 0; i < G_N_ELEMENTS (pages); i++)
    if (g_str_equal (name, pages[i].id))
      return gtk_stack_get_child_by_name (stack, pages[i].page);
  return GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (window), CF_TYPE_WINDOW, name));
}

static void
test_welcome_page (void)
{
  CfWindow        *window;
  g_autofree char *notebook =
      g_build_filename (g_get_user_state_dir (), "casefile", "notebook.json", NULL);
  g_autofree char *subtitle = NULL;

  forget_saved_game ();
  g_unlink (notebook);
  window = cf_window_new (app);
  gtk_window_present (GTK_WINDOW (window));
  cf_test_settle (GTK_WIDGET (window));

  /* The window opens on the main actions; nothing to resume yet. The focus
   * is on the first of them (on the menu button, Enter opened the menu). */
  g_assert_cmpstr (visible_page (window), ==, "welcome");
  g_assert_true (gtk_window_get_focus (GTK_WINDOW (window)) ==
                 window_child (window, "new_game_row"));
  g_assert_true (gtk_widget_get_mapped (window_child (window, "new_game_row")));
  g_assert_true (gtk_widget_get_mapped (window_child (window, "table_notebook_row")));
  g_assert_true (gtk_widget_get_mapped (window_child (window, "open_row")));
  g_assert_false (gtk_widget_get_visible (window_child (window, "resume_game_row")));
  g_assert_false (gtk_widget_get_visible (window_child (window, "back_button")));
  subtitle = g_strdup (
      adw_action_row_get_subtitle (ADW_ACTION_ROW (window_child (window, "table_notebook_row"))));

  /* A game started and left: the welcome page offers to resume it. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL));
  g_assert_cmpstr (visible_page (window), ==, "new-game");
  g_assert_true (gtk_widget_get_visible (window_child (window, "back_button")));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.start-game", NULL));
  g_assert_cmpstr (visible_page (window), ==, "game");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.go-home", NULL));
  cf_test_settle (GTK_WIDGET (window));
  g_assert_cmpstr (visible_page (window), ==, "welcome");
  g_assert_true (gtk_widget_get_mapped (window_child (window, "resume_game_row")));
  g_assert_true (gtk_window_get_focus (GTK_WINDOW (window)) ==
                 window_child (window, "resume_game_row"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.resume-game", NULL));
  g_assert_cmpstr (visible_page (window), ==, "game");

  /* The table notebook takes the focus when shown. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.table-notebook", NULL));
  g_assert_true (gtk_widget_is_ancestor (gtk_window_get_focus (GTK_WINDOW (window)),
                                         window_child (window, "table_page")));

  /* The table notebook row says whether there is a notebook to go on with. */
  g_assert_true (g_file_set_contents (notebook, "{}", -1, NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.go-home", NULL));
  g_assert_cmpstr (
      adw_action_row_get_subtitle (ADW_ACTION_ROW (window_child (window, "table_notebook_row"))),
      !=, subtitle);

  gtk_window_destroy (GTK_WINDOW (window));
  cf_test_iterate ();
  g_unlink (notebook);
  forget_saved_game ();
}

static void
test_window_shortcuts_anywhere (void)
{
  CfWindow  *window;
  GtkWidget *menu_button;

  forget_saved_game ();
  window = cf_window_new (app);
  gtk_window_set_default_size (GTK_WINDOW (window), 1000, 700);
  gtk_window_present (GTK_WINDOW (window));
  cf_test_settle (GTK_WIDGET (window));

  /* With the focus on the header bar's menu button, as after using the menu. */
  menu_button = GTK_WIDGET (
      gtk_widget_get_template_child (GTK_WIDGET (window), CF_TYPE_WINDOW, "menu_button"));
  gtk_widget_grab_focus (menu_button);
  if (!cf_test_press_keys (menu_button, "<Control>n"))
    {
      g_test_skip ("not an X11 display");
      gtk_window_destroy (GTK_WINDOW (window));
      return;
    }
  g_assert_cmpstr (visible_page (window), ==, "new-game");
  gtk_widget_grab_focus (menu_button);
  cf_test_press_keys (menu_button, "<Alt>Home");
  g_assert_cmpstr (visible_page (window), ==, "welcome");
  /* From a row of the welcome list, too. */
  gtk_widget_grab_focus (window_child (window, "new_game_row"));
  cf_test_press_keys (menu_button, "<Control>t");
  g_assert_cmpstr (visible_page (window), ==, "table");
  /* A name typed on the New Game page, then Enter, goes on to the next
   * name; Start Game starts the game with it. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL));
  {
    GtkListBox *seats = GTK_LIST_BOX (gtk_widget_get_template_child (
        window_child (window, "new_game_page"), CF_TYPE_NEW_GAME_PAGE, "seats_list"));
    GtkWidget  *first = GTK_WIDGET (gtk_list_box_get_row_at_index (seats, 0));

    forget_saved_game ();
    gtk_widget_grab_focus (first);
    cf_test_type_text (first, "Ann");
    cf_test_press_keys (first, "Return");
    g_assert_cmpstr (visible_page (window), ==, "new-game");
    g_assert_true (gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (window)),
                                           GTK_WIDGET (gtk_list_box_get_row_at_index (seats, 1))));
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.start-game", NULL));
    cf_test_iterate ();
    g_assert_cmpstr (visible_page (window), ==, "game");
    g_assert_cmpstr (cf_game_get_seat_name (
                         cf_test_page_game (GTK_WIDGET (window_child (window, "game_page"))), 0),
                     ==, "Ann");
  }

  /* Enter on a focused row opens it. */
  cf_test_press_keys (menu_button, "<Alt>Home");
  gtk_widget_grab_focus (window_child (window, "new_game_row"));
  cf_test_press_keys (menu_button, "Return");
  g_assert_cmpstr (visible_page (window), ==, "new-game");

  gtk_window_destroy (GTK_WINDOW (window));
  cf_test_iterate ();
}

static void
collect_accelerators (GtkWidget *widget, GHashTable *accels, GHashTable *actions)
{
  if (GTK_IS_SHORTCUTS_SHORTCUT (widget))
    {
      g_autofree char *accel = NULL;
      g_autofree char *action = NULL;

      g_object_get (widget, "accelerator", &accel, "action-name", &action, NULL);
      if (accel != NULL)
        {
          g_auto(GStrv) each = g_strsplit (accel, " ", -1);
          for (guint i = 0; each[i]; i++)
            {
              guint           key;
              GdkModifierType mods;

              if (gtk_accelerator_parse (each[i], &key, &mods))
                g_hash_table_add (accels, gtk_accelerator_name (key, mods));
            }
        }
      if (action != NULL)
        g_hash_table_add (actions, g_steal_pointer (&action));
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child;
       child = gtk_widget_get_next_sibling (child))
    collect_accelerators (child, accels, actions);
}

static void
assert_listed (GHashTable *accels, GHashTable *actions, const char *accel, const char *action)
{
  guint            key;
  GdkModifierType  mods;
  g_autofree char *name = NULL;

  g_assert_true (gtk_accelerator_parse (accel, &key, &mods));
  /* The keypad's Enter is the same key as Return to the user. */
  if (key == GDK_KEY_KP_Enter)
    key = GDK_KEY_Return;
  name = gtk_accelerator_name (key, mods);
  if (!g_hash_table_contains (accels, name) &&
      (action == NULL || !g_hash_table_contains (actions, action)))
    g_error ("%s (%s) is not in the shortcuts window", accel,
             action != NULL ? action : "a page's shortcut");
}

static void
check_page_shortcuts (GtkWidget *widget, GHashTable *accels, GHashTable *actions)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

  /* Casefile's own pages; GTK's widgets have their own, documented keys. */
  for (guint i = 0; g_str_has_prefix (G_OBJECT_TYPE_NAME (widget), "Cf") &&
                    i < g_list_model_get_n_items (controllers);
       i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller) ||
          gtk_shortcut_controller_get_scope (GTK_SHORTCUT_CONTROLLER (controller)) !=
              GTK_SHORTCUT_SCOPE_MANAGED)
        continue;
      for (guint s = 0; s < g_list_model_get_n_items (G_LIST_MODEL (controller)); s++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), s);
          g_autofree char *accel =
              gtk_shortcut_trigger_to_string (gtk_shortcut_get_trigger (shortcut));

          assert_listed (accels, actions, accel, NULL);
        }
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child;
       child = gtk_widget_get_next_sibling (child))
    check_page_shortcuts (child, accels, actions);
}

static void
test_every_shortcut_listed (void)
{
  g_autoptr(GtkBuilder) builder =
      gtk_builder_new_from_resource ("/io/github/casefile/Casefile/shortcuts/help-overlay.ui");
  GtkWidget *overlay = GTK_WIDGET (gtk_builder_get_object (builder, "help_overlay"));
  g_autoptr(GHashTable) accels = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GHashTable) actions = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_auto(GStrv) described = gtk_application_list_action_descriptions (GTK_APPLICATION (app));
  CfWindow *window = cf_window_new (app);

  collect_accelerators (overlay, accels, actions);
  g_assert_cmpuint (g_hash_table_size (accels), >, 10);

  /* The application's accels (window-wide actions) … */
  for (guint i = 0; described[i]; i++)
    {
      g_auto(GStrv) keys =
          gtk_application_get_accels_for_action (GTK_APPLICATION (app), described[i]);
      for (guint k = 0; keys[k]; k++)
        assert_listed (accels, actions, keys[k], described[i]);
    }
  /* … and every page's window-wide shortcuts. */
  check_page_shortcuts (GTK_WIDGET (window), accels, actions);

  gtk_window_destroy (GTK_WINDOW (window));
  gtk_window_destroy (GTK_WINDOW (overlay));
  cf_test_iterate ();
}

static gboolean
has_deduction (gpointer view)
{
  return cf_notebook_view_get_deduction (CF_NOTEBOOK_VIEW (view)) != NULL;
}

/* The popover says why, once the worker thread has found it */
static gboolean
has_explanation (gpointer popover)
{
  GtkWidget  *label = cf_test_find_type (popover, GTK_TYPE_LABEL);
  const char *text = label != NULL ? gtk_label_get_label (GTK_LABEL (label)) : NULL;

  return text != NULL && strstr (text, "Working out why") == NULL &&
         strstr (text, "your cards") != NULL;
}

static void
test_popover_keeps_no_grab (void)
{
  /* A window closed while the notebook's "why" popover is open must not
   * keep the keyboard: the next window still gets every key. */
  g_autoptr(CfEdition) edition = cf_edition_lookup_builtin ("classic");
  CfSeatSetup seats[3] = {
    { 0, NULL, CF_PLAYER_HUMAN },
    { 1, NULL, CF_PLAYER_DETECTIVE },
    { 2, NULL, CF_PLAYER_DETECTIVE },
  };
  g_autoptr(CfGame) game = cf_game_new (edition, 3, seats, 5, NULL);
  GtkWidget *window = gtk_window_new ();
  GtkWidget *view = cf_notebook_view_new ();
  GtkWidget *popover, *next, *entry;
  int        mine = cf_case_log_get_my_card (cf_game_get_case_log (game, 0), 0);

  gtk_window_set_child (GTK_WINDOW (window), view);
  gtk_window_present (GTK_WINDOW (window));
  cf_notebook_view_set_case_log (CF_NOTEBOOK_VIEW (view), cf_game_get_case_log (game, 0));
  g_assert_true (cf_test_wait_for (has_deduction, view, 30000));
  cf_test_settle (window);

  /* The first cell is the first suspect for the first player: if that is
   * mine, it is certain and explained; the popover opens either way for a
   * certain cell, so find one. */
  for (GtkWidget *w = gtk_widget_get_first_child (gtk_widget_get_first_child (view)); w;
       w = gtk_widget_get_next_sibling (w))
    if (gtk_widget_has_css_class (w, "notebook-cell") &&
        g_strcmp0 (cf_test_tooltip (w), NULL) != 0 &&
        strstr (cf_test_tooltip (w), cf_edition_get_card_name (edition, mine)) != NULL &&
        strstr (cf_test_tooltip (w), "certainly holds") != NULL)
      {
        /* As a click does: the cell takes the focus, then opens. */
        gtk_widget_grab_focus (w);
        g_signal_emit_by_name (w, "clicked");
      }
  cf_test_settle (window);
  popover = cf_test_find_type (view, GTK_TYPE_POPOVER);
  g_assert_nonnull (popover);
  g_assert_true (gtk_widget_get_visible (popover));
  /* Worked out off the main thread, then shown in the same popover */
  g_assert_true (cf_test_wait_for (has_explanation, popover, 30000));

  gtk_window_destroy (GTK_WINDOW (window));
  cf_test_iterate ();

  next = gtk_window_new ();
  entry = gtk_entry_new ();
  gtk_window_set_child (GTK_WINDOW (next), entry);
  gtk_window_present (GTK_WINDOW (next));
  cf_test_settle (next);
  gtk_widget_grab_focus (entry);
  if (!cf_test_type_text (entry, "ok"))
    g_test_skip ("not an X11 display");
  else
    g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "ok");
  gtk_window_destroy (GTK_WINDOW (next));
  cf_test_iterate ();
}

static void
test_resume_raises_the_guard (void)
{
  /* Two people: whoever was at the game and went back to the start does
   * not get the table back without the guard. */
  CfWindow   *window;
  CfPlayPage *page;
  GtkListBox *seats;

  forget_saved_game ();
  window = cf_window_new (app);
  gtk_window_present (GTK_WINDOW (window));
  cf_test_settle (GTK_WIDGET (window));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL));
  seats = GTK_LIST_BOX (gtk_widget_get_template_child (window_child (window, "new_game_page"),
                                                       CF_TYPE_NEW_GAME_PAGE, "seats_list"));
  cf_seat_row_set_choice (CF_SEAT_ROW (gtk_list_box_get_row_at_index (seats, 1)), CF_SEAT_PERSON);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.start-game", NULL));
  page = CF_PLAY_PAGE (window_child (window, "game_page"));
  g_assert_cmpuint (cf_hot_seat_get_n_people (cf_play_page_get_hot_seat (page)), ==, 2);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "game.take-seat", NULL));
  g_assert_cmpint (cf_hot_seat_get_viewer (cf_play_page_get_hot_seat (page)), ==, 0);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.go-home", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.resume-game", NULL));
  cf_test_settle (GTK_WIDGET (window));
  g_assert_cmpstr (visible_page (window), ==, "game");
  g_assert_cmpint (cf_hot_seat_get_viewer (cf_play_page_get_hot_seat (page)), ==, -1);
  g_assert_cmpint (cf_hot_seat_get_guard (cf_play_page_get_hot_seat (page)), ==, 0);
  g_assert_true (gtk_widget_get_mapped (
      GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (page), CF_TYPE_PLAY_PAGE, "guard"))));

  gtk_window_destroy (GTK_WINDOW (window));
  cf_test_iterate ();
  forget_saved_game ();
}

static gboolean
hot_seat_over (gpointer data)
{
  CfPlayPage *page = data;

  return cf_public_view_get_phase (cf_hot_seat_get_table (cf_play_page_get_hot_seat (page))) ==
         CF_PHASE_OVER;
}

static gboolean
hint_says_away (gpointer data)
{
  const char *hint = cf_hot_seat_get_hint (cf_play_page_get_hot_seat (data));

  return hint != NULL && strstr (hint, "is away") != NULL;
}

static gboolean
toast_says_away (gpointer window)
{
  return cf_test_mapped_text_contains (window, "Colonel Mustard is away");
}

static void
host_from_the_window (gboolean player_leaves)
{
  /* Colonel Mustard is played at another computer: Start shows the
   * invitation with a code, the screen never calls him, and a joiner with
   * that code plays his seat to the end of the game */
  CfWindow         *window;
  CfPlayPage       *page;
  GtkListBox       *seats;
  AdwMessageDialog *invitation;
  const char       *body, *code_at;
  g_autofree char  *code = NULL;
  g_autofree char  *where = NULL;
  g_autoptr(GSubprocess) joiner = NULL;
  g_autoptr(GError) error = NULL;

  if (g_getenv ("CASEFILE_CLI") == NULL)
    {
      g_test_skip ("CASEFILE_CLI is not set");
      return;
    }
  g_setenv ("CASEFILE_NO_ANNOUNCE", "1", TRUE);
  forget_saved_game ();
  window = cf_window_new (app);
  gtk_window_present (GTK_WINDOW (window));
  cf_test_settle (GTK_WIDGET (window));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL));
  seats = GTK_LIST_BOX (gtk_widget_get_template_child (window_child (window, "new_game_page"),
                                                       CF_TYPE_NEW_GAME_PAGE, "seats_list"));
  cf_seat_row_set_choice (CF_SEAT_ROW (gtk_list_box_get_row_at_index (seats, 0)),
                          CF_SEAT_DETECTIVE);
  cf_seat_row_set_choice (CF_SEAT_ROW (gtk_list_box_get_row_at_index (seats, 1)), CF_SEAT_REMOTE);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.start-game", NULL));
  cf_test_settle (GTK_WIDGET (window));
  page = CF_PLAY_PAGE (window_child (window, "game_page"));
  g_assert_cmpstr (visible_page (window), ==, "game");
  g_assert_true (cf_hot_seat_is_remote (cf_play_page_get_hot_seat (page), 1));
  g_assert_cmpuint (cf_hot_seat_get_n_people (cf_play_page_get_hot_seat (page)), ==, 0);

  invitation = ADW_MESSAGE_DIALOG (cf_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  g_assert_nonnull (invitation);
  g_assert_cmpstr (adw_message_dialog_get_heading (invitation), ==, "Invite the Other Players");
  body = adw_message_dialog_get_body (invitation);
  code_at = strstr (body, "the code ");
  g_assert_nonnull (code_at);
  code = g_strndup (code_at + strlen ("the code "), 10);
  g_assert_cmpint (code[5], ==, '-');
  {
    const char *port_at = strstr (body, "port ");

    g_assert_nonnull (port_at);
    where = g_strdup_printf ("127.0.0.1:%u", (guint)g_ascii_strtoull (port_at + 5, NULL, 10));
  }
  gtk_window_destroy (GTK_WINDOW (invitation));

  joiner = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_SILENCE, &error, g_getenv ("CASEFILE_CLI"),
                             "join", where, "--code", code, "--leave-after",
                             player_leaves ? "2" : "0", NULL);
  g_assert_no_error (error);
  cf_play_page_set_bot_delay (page, 0);
  if (player_leaves)
    {
      /* He vanishes at his second decision: the game waits, the window says
       * he is away, and the people here let a computer play his seat */
      gboolean exited = FALSE;

      /* (the window's main loop serves him meanwhile) */
      g_subprocess_wait_async (joiner, NULL, cf_test_set_on_exit, &exited);
      g_assert_true (cf_test_wait_for (cf_test_flag_set, &exited, 60000));
      g_assert_cmpint (g_subprocess_get_exit_status (joiner), ==, 3);
      g_assert_true (cf_test_wait_for (hint_says_away, page, 30000));
      /* and a toast that stays says so, with the way out */
      g_assert_true (cf_test_wait_for (toast_says_away, window, 5000));
      g_assert_true (cf_test_mapped_text_contains (GTK_WIDGET (window), "Computer Play"));
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.give-away-seats", NULL));
      g_assert_false (cf_hot_seat_is_remote (cf_play_page_get_hot_seat (page), 1));
    }
  g_assert_true (cf_test_wait_for (hot_seat_over, page, 120000));
  if (!player_leaves)
    {
      g_assert_true (g_subprocess_wait (joiner, NULL, &error));
      g_assert_cmpint (g_subprocess_get_exit_status (joiner), ==, 0);
    }

  gtk_window_destroy (GTK_WINDOW (window));
  cf_test_iterate ();
  forget_saved_game ();
}

static gboolean
story_longer_than_twenty (gpointer data)
{
  CfGame *game = cf_test_page_game (data);

  return game != NULL && cf_game_get_n_records (game) > 20;
}

static char *
invitation_code (void)
{
  AdwMessageDialog *invitation =
      ADW_MESSAGE_DIALOG (cf_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  const char *body, *code_at;
  char       *code;

  g_assert_nonnull (invitation);
  body = adw_message_dialog_get_body (invitation);
  code_at = strstr (body, "the code ");
  g_assert_nonnull (code_at);
  code = g_strndup (code_at + strlen ("the code "), 10);
  gtk_window_destroy (GTK_WINDOW (invitation));
  return code;
}

/* A game hosted from the window is saved as it goes: the window closes
 * mid-game, and Resume Game brings it back on the same port under the
 * same code; the player at another computer, trying all along, comes back
 * into their seat, and the game ends. Its save goes with it. */
static void
test_hosted_game_resumed (void)
{
  g_autofree char *hosted =
      g_build_filename (g_get_user_state_dir (), "casefile", "hosted.json", NULL);
  g_autofree char *code = NULL, *again = NULL, *where = NULL;
  g_autoptr(GSubprocess) joiner = NULL;
  g_autoptr(GError) error = NULL;
  CfWindow   *window;
  CfPlayPage *page;
  GtkListBox *seats;
  gboolean    exited = FALSE;

  if (g_getenv ("CASEFILE_CLI") == NULL)
    {
      g_test_skip ("CASEFILE_CLI is not set");
      return;
    }
  g_setenv ("CASEFILE_NO_ANNOUNCE", "1", TRUE);
  forget_saved_game ();
  g_unlink (hosted);
  window = cf_window_new (app);
  gtk_window_present (GTK_WINDOW (window));
  cf_test_settle (GTK_WIDGET (window));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL));
  seats = GTK_LIST_BOX (gtk_widget_get_template_child (window_child (window, "new_game_page"),
                                                       CF_TYPE_NEW_GAME_PAGE, "seats_list"));
  cf_seat_row_set_choice (CF_SEAT_ROW (gtk_list_box_get_row_at_index (seats, 0)),
                          CF_SEAT_DETECTIVE);
  cf_seat_row_set_choice (CF_SEAT_ROW (gtk_list_box_get_row_at_index (seats, 1)), CF_SEAT_REMOTE);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.start-game", NULL));
  cf_test_settle (GTK_WIDGET (window));
  page = CF_PLAY_PAGE (window_child (window, "game_page"));
  cf_play_page_set_bot_delay (page, 0);
  code = invitation_code ();
  g_assert_true (g_file_test (hosted, G_FILE_TEST_EXISTS));
  {
    g_autoptr(JsonParser) parser = json_parser_new ();
    g_assert_true (json_parser_load_from_file (parser, hosted, NULL));
    where = g_strdup_printf (
        "127.0.0.1:%" G_GINT64_FORMAT,
        json_object_get_int_member (json_node_get_object (json_parser_get_root (parser)), "port"));
  }
  joiner = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_SILENCE | G_SUBPROCESS_FLAGS_STDERR_SILENCE,
                             &error, g_getenv ("CASEFILE_CLI"), "join", where, "--code", code,
                             "--table", "--retry", "120", NULL);
  g_assert_no_error (error);
  g_subprocess_wait_async (joiner, NULL, cf_test_set_on_exit, &exited);
  g_assert_true (cf_test_wait_for (story_longer_than_twenty, page, 60000));

  /* The window closes mid-game */
  gtk_window_destroy (GTK_WINDOW (window));
  cf_test_iterate ();
  g_assert_true (g_file_test (hosted, G_FILE_TEST_EXISTS));
  g_assert_false (exited);

  window = cf_window_new (app);
  gtk_window_present (GTK_WINDOW (window));
  cf_test_settle (GTK_WIDGET (window));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (
      gtk_widget_get_template_child (GTK_WIDGET (window), CF_TYPE_WINDOW, "resume_game_row"))));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.resume-game", NULL));
  cf_test_settle (GTK_WIDGET (window));
  g_assert_cmpstr (visible_page (window), ==, "game");
  page = CF_PLAY_PAGE (window_child (window, "game_page"));
  cf_play_page_set_bot_delay (page, 0);
  g_assert_true (cf_hot_seat_is_remote (cf_play_page_get_hot_seat (page), 1));
  again = invitation_code ();
  g_assert_cmpstr (again, ==, code);
  g_assert_true (cf_test_wait_for (hot_seat_over, page, 120000));
  g_assert_true (cf_test_wait_for (cf_test_flag_set, &exited, 30000));
  g_assert_cmpint (g_subprocess_get_exit_status (joiner), ==, 0);
  g_assert_false (g_file_test (hosted, G_FILE_TEST_EXISTS));

  gtk_window_destroy (GTK_WINDOW (window));
  cf_test_iterate ();
  forget_saved_game ();
}

static void
test_host_from_the_window (void)
{
  host_from_the_window (FALSE);
}

static void
test_away_seat_to_a_computer (void)
{
  host_from_the_window (TRUE);
}

static gboolean
widget_visible (gpointer widget)
{
  return gtk_widget_get_visible (widget);
}

static void
test_notebook_cell_keys (void)
{
  /* A notebook cell with the focus: the Menu key and Shift+F10 change the
   * player's own mark, shown in the cell and read out; Enter explains a
   * certain cell in the "why" popover. */
  g_autoptr(CfEdition) edition = cf_edition_lookup_builtin ("classic");
  g_autoptr(CfGame) game = new_game_of_three (edition);
  CfCaseLog       *log = cf_game_get_case_log (game, 0);
  GtkWidget       *window = gtk_window_new ();
  GtkWidget       *view = cf_notebook_view_new ();
  GtkWidget       *first = NULL, *mine = NULL, *popover;
  g_autofree char *mine_words = NULL;

  gtk_window_set_child (GTK_WINDOW (window), view);
  gtk_window_present (GTK_WINDOW (window));
  cf_notebook_view_set_case_log (CF_NOTEBOOK_VIEW (view), log);
  g_assert_true (cf_test_wait_for (has_deduction, view, 30000));
  cf_test_settle (window);

  mine_words =
      g_strdup_printf ("Miss Scarlet: certainly holds %s",
                       cf_edition_get_card_name (edition, cf_case_log_get_my_card (log, 0)));
  for (GtkWidget *w = gtk_widget_get_first_child (gtk_widget_get_first_child (view)); w;
       w = gtk_widget_get_next_sibling (w))
    if (CF_IS_NOTEBOOK_CELL (w))
      {
        if (first == NULL)
          first = w;
        if (g_strcmp0 (cf_test_tooltip (w), mine_words) == 0)
          mine = w;
      }
  g_assert_nonnull (first);
  g_assert_nonnull (mine);
  g_assert_cmpuint (cf_notebook_cell_get_index (CF_NOTEBOOK_CELL (first)), ==, 0);

  gtk_widget_grab_focus (first);
  cf_test_settle (window);
  if (!cf_test_press_keys (first, "Menu"))
    {
      g_test_skip ("not an X11 display");
      gtk_window_destroy (GTK_WINDOW (window));
      return;
    }
  g_assert_cmpint (cf_notebook_view_get_marks (CF_NOTEBOOK_VIEW (view))[0], ==, 'y');
  g_assert_true (g_str_has_suffix (cf_test_tooltip (first), "; your mark: holds it"));
  g_assert_true (cf_test_press_keys (first, "<Shift>F10"));
  g_assert_cmpint (cf_notebook_view_get_marks (CF_NOTEBOOK_VIEW (view))[0], ==, 'n');
  g_assert_true (cf_test_mapped_text_contains (view, "✗"));

  /* Enter on a certain cell: why it is certain. */
  popover = GTK_WIDGET (gtk_widget_get_template_child (view, CF_TYPE_NOTEBOOK_VIEW, "popover"));
  g_assert_false (gtk_widget_get_visible (popover));
  gtk_widget_grab_focus (mine);
  cf_test_settle (window);
  g_assert_true (cf_test_press_keys (mine, "Return"));
  g_assert_true (cf_test_wait_for (widget_visible, popover, 10000));
  g_assert_true (gtk_widget_get_parent (popover) == mine);
  g_assert_cmpint (cf_notebook_view_get_marks (CF_NOTEBOOK_VIEW (view))[0], ==, 'n');
  g_assert_true (gtk_popover_get_child (GTK_POPOVER (popover)) != NULL);
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (gtk_popover_get_child (GTK_POPOVER (popover)))),
                   !=, "");

  gtk_window_destroy (GTK_WINDOW (window));
  cf_test_iterate ();
}

/* New Game: the edition comes first; the players follow its rules. */
static void
test_new_game_edition (void)
{
  CfWindow   *window;
  GtkWidget  *page;
  GtkListBox *editions;
  GtkWidget  *players;
  CfGame     *game;
  int         simple = -1, old = -1, secrets = -1;

  forget_saved_game ();
  window = cf_window_new (app);
  gtk_window_present (GTK_WINDOW (window));
  cf_test_iterate ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL));
  page = window_child (window, "new_game_page");
  editions =
      GTK_LIST_BOX (gtk_widget_get_template_child (page, CF_TYPE_NEW_GAME_PAGE, "editions_list"));
  players =
      GTK_WIDGET (gtk_widget_get_template_child (page, CF_TYPE_NEW_GAME_PAGE, "players_group"));

  /* Every edition with a board is offered (all of them now) */
  for (int i = 0; gtk_list_box_get_row_at_index (editions, i) != NULL; i++)
    {
      const char *title = adw_preferences_row_get_title (
          ADW_PREFERENCES_ROW (gtk_list_box_get_row_at_index (editions, i)));

      if (strstr (title, "18") != NULL)
        simple = i;
      if (strstr (title, "1949") != NULL)
        old = i;
      if (strstr (title, "Discover") != NULL)
        secrets = i;
    }
  g_assert_cmpint (simple, >=, 0);
  g_assert_cmpint (old, >=, 0);
  /* Discover the Secrets has its board (our own design) now */
  g_assert_cmpint (secrets, >=, 0);

  /* The 18 x 18 variant: always six, so the two empty seats of the default
   * four are played by Detectives. Chosen with the keyboard: its row
   * activated. */
  gtk_widget_grab_focus (GTK_WIDGET (gtk_list_box_get_row_at_index (editions, simple)));
  cf_test_press_keys (GTK_WIDGET (editions), "space");
  g_assert_cmpstr (cf_edition_get_id (cf_new_game_page_get_edition (CF_NEW_GAME_PAGE (page))), ==,
                   "simple-18");
  g_assert_nonnull (
      strstr (adw_preferences_group_get_description (ADW_PREFERENCES_GROUP (players)), "Always 6"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.start-game", NULL));
  cf_test_iterate ();
  game = cf_test_page_game (GTK_WIDGET (window_child (window, "game_page")));
  g_assert_cmpstr (cf_edition_get_id (cf_game_get_edition (game)), ==, "simple-18");
  g_assert_cmpuint (cf_game_get_n_seats (game), ==, 6);
  g_assert_cmpint (cf_game_get_seat_kind (game, 5), ==, CF_PLAYER_DETECTIVE);

  /* The 1949/63 rules: 3 to 6, and who begins rotates from game to game */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL));
  gtk_widget_activate (GTK_WIDGET (gtk_list_box_get_row_at_index (editions, old)));
  g_assert_cmpstr (cf_edition_get_id (cf_new_game_page_get_edition (CF_NEW_GAME_PAGE (page))), ==,
                   "classic-1949");
  g_assert_nonnull (strstr (adw_preferences_group_get_description (ADW_PREFERENCES_GROUP (players)),
                            "each later game"));
  /* The game in progress is abandoned, as the window asks */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.start-game", NULL));
  cf_test_iterate ();
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (cf_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG)),
                               "abandon");
  cf_test_iterate ();
  game = cf_test_page_game (GTK_WIDGET (window_child (window, "game_page")));
  g_assert_cmpstr (cf_edition_get_id (cf_game_get_edition (game)), ==, "classic-1949");
  /* The second game of this window: the seat after Miss Scarlet's begins */
  g_assert_cmpuint (cf_game_get_current_seat (game), ==, 1);

  gtk_window_destroy (GTK_WINDOW (window));
  cf_test_iterate ();
  forget_saved_game ();
}

/* Only the welcome page is built before the first frame; the other pages
 * follow when the window is drawn, or at once when an action needs them. */
static void
test_pages_built_after_first_frame (void)
{
  CfWindow *window;
  GtkStack *stack;

  forget_saved_game ();
  window = cf_window_new (app);
  stack = GTK_STACK (gtk_widget_get_template_child (GTK_WIDGET (window), CF_TYPE_WINDOW, "stack"));
  g_assert_null (gtk_stack_get_child_by_name (stack, "new-game"));
  g_assert_null (gtk_stack_get_child_by_name (stack, "game"));
  g_assert_null (gtk_stack_get_child_by_name (stack, "table"));
  g_assert_cmpuint (count_type (GTK_WIDGET (window), CF_TYPE_EDITION_CARD), ==, 0);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (stack), ==, "welcome");

  gtk_window_present (GTK_WINDOW (window));
  cf_test_settle (GTK_WIDGET (window));
  g_assert_true (CF_IS_NEW_GAME_PAGE (gtk_stack_get_child_by_name (stack, "new-game")));
  g_assert_true (CF_IS_PLAY_PAGE (gtk_stack_get_child_by_name (stack, "game")));
  g_assert_true (CF_IS_TABLE_PAGE (gtk_stack_get_child_by_name (stack, "table")));
  g_assert_cmpuint (count_type (GTK_WIDGET (window), CF_TYPE_EDITION_CARD), >=, 5);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (stack), ==, "welcome");
  gtk_window_destroy (GTK_WINDOW (window));
  cf_test_iterate ();

  /* A window never drawn builds its pages when an action needs them. */
  window = cf_window_new (app);
  stack = GTK_STACK (gtk_widget_get_template_child (GTK_WIDGET (window), CF_TYPE_WINDOW, "stack"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL));
  g_assert_cmpstr (gtk_stack_get_visible_child_name (stack), ==, "new-game");
  g_assert_true (CF_IS_TABLE_PAGE (gtk_stack_get_child_by_name (stack, "table")));
  g_assert_cmpuint (count_type (GTK_WIDGET (window), CF_TYPE_EDITION_CARD), >=, 5);
  gtk_window_destroy (GTK_WINDOW (window));
  cf_test_iterate ();
}

int
main (int argc, char *argv[])
{
  int status;

  cf_init_i18n ();
  g_test_init (&argc, &argv, NULL);

  if (!gtk_init_check ())
    {
      g_print ("1..0 # SKIP no display\n");
      return 0;
    }

  app = cf_test_application_new ();

  g_test_add_func ("/casefile/gui/window-shows-catalogue", test_window_shows_catalogue);
  g_test_add_func ("/casefile/gui/window-size-remembered", test_window_size_remembered);
  g_test_add_func ("/casefile/gui/edition-card", test_edition_card);
  g_test_add_func ("/casefile/gui/help-overlay", test_help_overlay);
  g_test_add_func ("/casefile/gui/help-overlay-on-demand", test_help_overlay_on_demand);
  g_test_add_func ("/casefile/gui/pages-built-after-first-frame",
                   test_pages_built_after_first_frame);
  g_test_add_func ("/casefile/gui/every-template", test_every_template_resource);
  g_test_add_func ("/casefile/gui/new-game-defaults", test_new_game_defaults);
  g_test_add_func ("/casefile/gui/new-game-edition", test_new_game_edition);
  g_test_add_func ("/casefile/gui/resume-after-closing", test_resume_after_closing);
  g_test_add_func ("/casefile/gui/welcome-page", test_welcome_page);
  g_test_add_func ("/casefile/gui/resume-raises-the-guard", test_resume_raises_the_guard);
  g_test_add_func ("/casefile/gui/host-from-the-window", test_host_from_the_window);
  g_test_add_func ("/casefile/gui/away-seat-to-a-computer", test_away_seat_to_a_computer);
  g_test_add_func ("/casefile/gui/hosted-game-resumed", test_hosted_game_resumed);
  g_test_add_func ("/casefile/gui/every-shortcut-listed", test_every_shortcut_listed);
  g_test_add_func ("/casefile/gui/window-shortcuts-anywhere", test_window_shortcuts_anywhere);
  g_test_add_func ("/casefile/gui/damaged-save-kept", test_damaged_save_kept);
  g_test_add_func ("/casefile/gui/resume-from-backup", test_resume_from_backup);
  g_test_add_func ("/casefile/gui/notebook-from-backup", test_notebook_from_backup);
  g_test_add_func ("/casefile/gui/save-failure-in-window", test_save_failure_in_window);
  g_test_add_func ("/casefile/gui/popover-keeps-no-grab", test_popover_keeps_no_grab);
  g_test_add_func ("/casefile/gui/notebook-cell-keys", test_notebook_cell_keys);
  g_test_add_func ("/casefile/gui/card-chips", test_card_chips);
  g_test_add_func ("/casefile/gui/game-page-rows", test_game_page_rows);
  g_test_add_func ("/casefile/gui/localized", test_localized);
  g_test_add_func ("/casefile/gui/right-to-left", test_right_to_left);
  g_test_add_func ("/casefile/gui/localized/hebrew-name", test_localized_hebrew_name);
  g_test_add_func ("/casefile/gui/right-to-left/latin-name", test_right_to_left_latin_name);

  status = g_test_run ();
  g_clear_object (&app);
  return status;
}
