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
#include "cf-application.h"
#include "cf-board-view.h"
#include "cf-edition-card.h"
#include "cf-game-page.h"
#include "cf-notebook-view.h"
#include "cf-table-page.h"
#include "cf-window.h"

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
iterate_main_loop (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

static void
test_window_shows_catalogue (void)
{
  CfWindow *window = cf_window_new (app);

  gtk_window_present (GTK_WINDOW (window));
  iterate_main_loop ();

  g_assert_cmpuint (count_type (GTK_WIDGET (window), CF_TYPE_EDITION_CARD), ==, 2);
  g_assert_true (find_label (GTK_WIDGET (window), "Classic (1986)"));
  g_assert_true (find_label (GTK_WIDGET (window), "Professor Plum"));
  g_assert_true (find_label (GTK_WIDGET (window), "Guest House"));
  g_assert_true (find_label (GTK_WIDGET (window), "9 Weapons"));
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "Casefile");

  gtk_window_destroy (GTK_WINDOW (window));
  iterate_main_loop ();
}

static void
test_window_size_remembered (void)
{
  CfWindow *window = cf_window_new (app);
  int       width, height;

  gtk_window_set_default_size (GTK_WINDOW (window), 913, 651);
  gtk_window_destroy (GTK_WINDOW (window));
  iterate_main_loop ();

  window = cf_window_new (app);
  gtk_window_get_default_size (GTK_WINDOW (window), &width, &height);
  g_assert_cmpint (width, ==, 913);
  g_assert_cmpint (height, ==, 651);
  gtk_window_destroy (GTK_WINDOW (window));
  iterate_main_loop ();
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

static void
test_help_overlay (void)
{
  g_autoptr(GtkBuilder) builder =
      gtk_builder_new_from_resource ("/io/github/casefile/Casefile/gtk/help-overlay.ui");
  GObject *overlay = gtk_builder_get_object (builder, "help_overlay");

  g_assert_true (GTK_IS_SHORTCUTS_WINDOW (overlay));
  gtk_window_destroy (GTK_WINDOW (overlay));
}

static void
test_every_template_resource (void)
{
  g_auto(GStrv) names = g_resources_enumerate_children ("/io/github/casefile/Casefile/", 0, NULL);
  guint n_templates = 0;

  g_assert_nonnull (names);
  for (guint i = 0; names[i]; i++)
    if (g_str_has_suffix (names[i], ".ui"))
      n_templates++;

  /* Each .ui in the resource is instantiated by a test (the window's here,
   * the game page and its dialogs in test-game-page.c); a new template must
   * get a test of its own. */
  g_assert_cmpuint (n_templates, ==, 6);
}

static GtkWidget *
find_type (GtkWidget *widget, GType type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_type (child, type);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Every widget under @root, @root first, depth first in child order. */
static void
collect (GtkWidget *widget, GPtrArray *out)
{
  g_ptr_array_add (out, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child;
       child = gtk_widget_get_next_sibling (child))
    collect (child, out);
}

static GPtrArray *
descendants (GtkWidget *root)
{
  GPtrArray *all = g_ptr_array_new ();

  collect (root, all);
  return all;
}

/* The last list box under @root named @name (NULL: any). */
static GtkWidget *
find_list_box (GtkWidget *root, const char *name)
{
  g_autoptr(GPtrArray) all = descendants (root);
  GtkWidget *found = NULL;

  for (guint i = 0; i < all->len; i++)
    if (GTK_IS_LIST_BOX (all->pdata[i]) &&
        (name == NULL || g_strcmp0 (gtk_widget_get_name (all->pdata[i]), name) == 0))
      found = all->pdata[i];
  return found;
}

static GtkWidget *
find_entry_row (GtkWidget *root, const char *title_prefix)
{
  g_autoptr(GPtrArray) all = descendants (root);

  for (guint i = 0; i < all->len; i++)
    if (ADW_IS_ENTRY_ROW (all->pdata[i]) &&
        g_str_has_prefix (adw_preferences_row_get_title (all->pdata[i]), title_prefix))
      return all->pdata[i];
  return NULL;
}

static GtkWidget *
find_widget (GtkWidget *root, GType type, const char *tooltip)
{
  g_autoptr(GPtrArray) all = descendants (root);

  for (guint i = 0; i < all->len; i++)
    if (G_TYPE_CHECK_INSTANCE_TYPE (all->pdata[i], type) &&
        g_strcmp0 (gtk_widget_get_tooltip_text (all->pdata[i]), tooltip) == 0)
      return all->pdata[i];
  return NULL;
}

static void
collect_dropdowns (GtkWidget *root, GtkDropDown **out, guint max, guint *n)
{
  g_autoptr(GPtrArray) all = descendants (root);

  *n = 0;
  for (guint i = 0; i < all->len && *n < max; i++)
    if (GTK_IS_DROP_DOWN (all->pdata[i]) &&
        !gtk_widget_get_ancestor (all->pdata[i], ADW_TYPE_PREFERENCES_PAGE))
      out[(*n)++] = GTK_DROP_DOWN (all->pdata[i]);
}

static gboolean
give_up (gpointer data)
{
  *(gboolean *)data = TRUE;
  return G_SOURCE_REMOVE;
}

static gboolean mapped_label_contains (GtkWidget *widget, const char *text);

static void
forget_saved_game (void)
{
  g_autofree char *path = g_build_filename (g_get_user_state_dir (), "casefile", "game.json", NULL);
  g_autofree char *backup = g_strconcat (path, "~", NULL);

  g_unlink (path);
  g_unlink (backup);
}

static void
test_new_game_defaults (void)
{
  CfWindow *window;

  forget_saved_game ();
  window = cf_window_new (app);
  CfGamePage *page;
  CfGame     *game;
  guint       humans = 0;

  gtk_window_present (GTK_WINDOW (window));
  iterate_main_loop ();

  /* One click: the defaults start a game with you and three bots; a name
   * typed for Miss Scarlet's seat is the player's name. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL));
  gtk_editable_set_text (GTK_EDITABLE (find_type (GTK_WIDGET (window), ADW_TYPE_ENTRY_ROW)),
                         "  Ann ");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.start-game", NULL));
  iterate_main_loop ();

  page = CF_GAME_PAGE (find_type (GTK_WIDGET (window), CF_TYPE_GAME_PAGE));
  game = cf_game_page_get_game (page);
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
  iterate_main_loop ();
  {
    /* The die shows the roll. */
    char face[8] = { 0 };
    g_unichar_to_utf8 (0x2680 + cf_game_get_roll (game) - 1, face);
    g_assert_true (mapped_label_contains (GTK_WIDGET (page), face));
  }

  gtk_window_destroy (GTK_WINDOW (window));
  iterate_main_loop ();
}

static gboolean
mapped_label_contains (GtkWidget *widget, const char *text)
{
  if (!gtk_widget_get_mapped (widget))
    return FALSE;
  if (GTK_IS_LABEL (widget) && strstr (gtk_label_get_label (GTK_LABEL (widget)), text) != NULL)
    return TRUE;
  if (GTK_IS_BUTTON (widget) && gtk_button_get_label (GTK_BUTTON (widget)) != NULL &&
      strstr (gtk_button_get_label (GTK_BUTTON (widget)), text) != NULL)
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child;
       child = gtk_widget_get_next_sibling (child))
    if (mapped_label_contains (child, text))
      return TRUE;
  return FALSE;
}

static AdwMessageDialog *
find_message_dialog (void)
{
  GListModel *toplevels = gtk_window_get_toplevels (); /* transfer none */

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) window = g_list_model_get_item (toplevels, i);
      if (ADW_IS_MESSAGE_DIALOG (window) && gtk_widget_get_visible (GTK_WIDGET (window)))
        return ADW_MESSAGE_DIALOG (window);
    }
  return NULL;
}

static void
test_resume_after_closing (void)
{
  CfWindow   *window;
  CfGamePage *page;
  g_autoptr(GBytes) before = NULL;
  g_autoptr(GBytes) after = NULL;

  forget_saved_game ();
  window = cf_window_new (app);
  gtk_window_present (GTK_WINDOW (window));
  iterate_main_loop ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.start-game", NULL));
  iterate_main_loop ();
  page = CF_GAME_PAGE (find_type (GTK_WIDGET (window), CF_TYPE_GAME_PAGE));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "game.roll", NULL));
  before = cf_game_to_bytes (cf_game_page_get_game (page));

  /* Closing the window at once, mid-move, loses nothing. */
  gtk_window_destroy (GTK_WINDOW (window));
  iterate_main_loop ();

  window = cf_window_new (app);
  gtk_window_present (GTK_WINDOW (window));
  iterate_main_loop ();
  g_assert_true (mapped_label_contains (GTK_WIDGET (window), "Resume Game"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.resume-game", NULL));
  iterate_main_loop ();
  page = CF_GAME_PAGE (find_type (GTK_WIDGET (window), CF_TYPE_GAME_PAGE));
  g_assert_nonnull (cf_game_page_get_game (page));
  after = cf_game_to_bytes (cf_game_page_get_game (page));
  g_assert_true (g_bytes_equal (before, after));
  g_assert_cmpint (cf_game_get_phase (cf_game_page_get_game (page)), ==, CF_PHASE_MOVE);

  gtk_window_destroy (GTK_WINDOW (window));
  iterate_main_loop ();
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
  iterate_main_loop ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.resume-game", NULL));
  iterate_main_loop ();
  /* A message names the place; the file stays as it was; no game starts. */
  g_assert_nonnull (find_message_dialog ());
  g_assert_null (
      cf_game_page_get_game (CF_GAME_PAGE (find_type (GTK_WIDGET (window), CF_TYPE_GAME_PAGE))));
  g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, junk);
  gtk_window_destroy (GTK_WINDOW (find_message_dialog ()));
  gtk_window_destroy (GTK_WINDOW (window));
  iterate_main_loop ();
  forget_saved_game ();
}

static void
test_table_notebook (void)
{
  /* Set-up to first entry, a contradicting entry refused, resume. */
  g_autofree char *path =
      g_build_filename (g_get_user_state_dir (), "casefile", "notebook.json", NULL);
  CfWindow    *window;
  CfTablePage *page;
  CfCaseLog   *log;
  GtkWidget   *child;
  guint        picked = 0;
  int          first_card = -1;

  g_unlink (path);
  window = cf_window_new (app);
  gtk_window_present (GTK_WINDOW (window));
  iterate_main_loop ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.table-notebook", NULL));
  page = CF_TABLE_PAGE (find_type (GTK_WIDGET (window), CF_TYPE_TABLE_PAGE));
  g_assert_null (cf_table_page_get_case_log (page));

  /* Three players, me first (the default); six cards of mine. */
  {
    const char *names[3] = { "Me", "Bea", "Cal" };
    guint       i = 0;
    g_autoptr(GPtrArray) all = descendants (GTK_WIDGET (page));
    for (guint j = 0; j < all->len && i < 3; j++)
      if (ADW_IS_ENTRY_ROW (all->pdata[j]) &&
          g_str_has_prefix (adw_preferences_row_get_title (all->pdata[j]), "Player"))
        gtk_editable_set_text (GTK_EDITABLE (all->pdata[j]), names[i++]);
    g_assert_cmpuint (i, ==, 3);
  }
  /* Hand sizes that do not fit: refused with a message. */
  {
    GtkWidget *sizes = find_entry_row (GTK_WIDGET (page), "Hand sizes");
    g_assert_nonnull (sizes);
    gtk_editable_set_text (GTK_EDITABLE (sizes), "9, 9");
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "table.start", NULL));
    g_assert_null (cf_table_page_get_case_log (page));
    g_assert_true (find_label (
        GTK_WIDGET (page), "Give one hand size per player (3), adding up to at most 18 cards."));
    gtk_editable_set_text (GTK_EDITABLE (sizes), "");
  }

  /* Too few cards first: refused with a message. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "table.start", NULL));
  g_assert_null (cf_table_page_get_case_log (page));
  g_assert_true (find_label (GTK_WIDGET (page), "Pick your 6 cards."));

  /* All six suspects: no suspect is left for the envelope, refused. */
  child = gtk_widget_get_first_child (find_type (GTK_WIDGET (page), GTK_TYPE_FLOW_BOX));
  for (; child && picked < 6; child = gtk_widget_get_next_sibling (child), picked++)
    gtk_toggle_button_set_active (
        GTK_TOGGLE_BUTTON (gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (child))), TRUE);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "table.start", NULL));
  g_assert_null (cf_table_page_get_case_log (page));

  /* Three suspects and three weapons. */
  child = gtk_widget_get_first_child (find_type (GTK_WIDGET (page), GTK_TYPE_FLOW_BOX));
  for (picked = 0; child; child = gtk_widget_get_next_sibling (child), picked++)
    gtk_toggle_button_set_active (
        GTK_TOGGLE_BUTTON (gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (child))),
        picked < 3 || (picked >= 6 && picked < 9));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "table.start", NULL));
  log = cf_table_page_get_case_log (page);
  g_assert_nonnull (log);
  g_assert_cmpuint (cf_case_log_get_n_players (log), ==, 3);
  g_assert_cmpuint (cf_case_log_get_n_my_cards (log), ==, 6);
  first_card = cf_case_log_get_my_card (log, 0);

  /* A suggestion by me of the form's first choices (a suspect and a weapon
   * I hold, and a room): Bea showing me the suspect contradicts my cards;
   * nobody refuting is accepted. */
  {
    GtkDropDown *dropdowns[9];
    guint        n = 0;
    /* Collect the form's dropdowns in order. */
    collect_dropdowns (GTK_WIDGET (page), dropdowns, 9, &n);
    /* kind, player, suspect, weapon, room, face-up card, shown by, card I
     * saw, advice room */
    g_assert_cmpuint (n, ==, 9);
    /* Asked by Me; refuted by Bea (index 2: Nobody, Me, Bea, Cal); I saw the suspect. */
    gtk_drop_down_set_selected (dropdowns[6], 2);
    gtk_drop_down_set_selected (dropdowns[7], 1);
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "table.add-suggestion", NULL));
    /* The first suspect and weapon are mine: Bea cannot have shown the
     * suspect, so the entry is refused and nothing changes. */
    g_assert_cmpint (first_card, ==, 0);
    g_assert_cmpuint (cf_case_log_get_n_events (log), ==, 0);
    g_assert_true (
        find_label (GTK_WIDGET (page), "This entry contradicts your cards; nothing was changed."));

    /* Nobody could show a card: accepted. */
    gtk_drop_down_set_selected (dropdowns[6], 0);
    gtk_drop_down_set_selected (dropdowns[7], 0);
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "table.add-suggestion", NULL));
    g_assert_cmpuint (cf_case_log_get_n_events (log), ==, 1);

    /* Bea showing me the room, after nobody could: refused, naming entry 1. */
    gtk_drop_down_set_selected (dropdowns[6], 2);
    gtk_drop_down_set_selected (dropdowns[7], 3);
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "table.add-suggestion", NULL));
    g_assert_cmpuint (cf_case_log_get_n_events (log), ==, 1);
    g_assert_true (
        find_label (GTK_WIDGET (page), "This entry contradicts entry 1; nothing was changed."));
    gtk_drop_down_set_selected (dropdowns[6], 0);
    gtk_drop_down_set_selected (dropdowns[7], 0);

    /* A wrong accusation by Cal and a card of Bea's seen face up. */
    gtk_drop_down_set_selected (dropdowns[0], 1);
    gtk_drop_down_set_selected (dropdowns[1], 2);
    gtk_drop_down_set_selected (dropdowns[2], 4);
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "table.add-suggestion", NULL));
    g_assert_cmpuint (cf_case_log_get_n_events (log), ==, 2);
    g_assert_cmpint (cf_case_log_get_event (log, 1)->type, ==, CF_EVENT_ACCUSATION);
    g_assert_false (cf_case_log_get_event (log, 1)->correct);
    gtk_drop_down_set_selected (dropdowns[0], 3);
    gtk_drop_down_set_selected (dropdowns[1], 1);
    gtk_drop_down_set_selected (dropdowns[5], 20); /* the Study */
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "table.add-suggestion", NULL));
    g_assert_cmpuint (cf_case_log_get_n_events (log), ==, 3);
    g_assert_cmpint (cf_case_log_get_event (log, 2)->type, ==, CF_EVENT_REVEAL);
    g_assert_cmpint (cf_case_log_get_event (log, 2)->cards[0], ==, 20);
    cf_case_log_remove_event (log, 2);
    cf_case_log_remove_event (log, 1);
    gtk_drop_down_set_selected (dropdowns[0], 0);

    /* Editing a past entry: activate it, change it in the form, replace. */
    {
      GtkListBox    *entries = GTK_LIST_BOX (find_list_box (GTK_WIDGET (page), "entries"));
      GtkListBoxRow *row;

      g_assert_nonnull (entries);
      row = gtk_list_box_get_row_at_index (entries, 0);

      g_signal_emit_by_name (entries, "row-activated", row);
      g_assert_cmpuint (gtk_drop_down_get_selected (dropdowns[6]), ==, 0); /* nobody, as entered */
      gtk_drop_down_set_selected (dropdowns[6], 3);                        /* Cal showed a card */
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "table.replace", NULL));
      g_assert_cmpuint (cf_case_log_get_n_events (log), ==, 1);

      g_assert_cmpint (cf_case_log_get_event (log, 0)->refuter, ==, 2);
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "table.undo", NULL));
      g_assert_cmpint (cf_case_log_get_event (log, 0)->refuter, ==, CF_NOBODY);

      /* Inserting before it: a wrong accusation by Bea. */
      row = gtk_list_box_get_row_at_index (entries, 0);
      g_signal_emit_by_name (entries, "row-activated", row);
      gtk_drop_down_set_selected (dropdowns[0], 1);
      gtk_drop_down_set_selected (dropdowns[1], 1);
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "table.insert", NULL));
      g_assert_cmpuint (cf_case_log_get_n_events (log), ==, 2);
      g_assert_cmpint (cf_case_log_get_event (log, 0)->type, ==, CF_EVENT_ACCUSATION);
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "table.undo", NULL));
      g_assert_cmpuint (cf_case_log_get_n_events (log), ==, 1);
      gtk_drop_down_set_selected (dropdowns[0], 0);
      gtk_drop_down_set_selected (dropdowns[1], 0);
    }
  }

  /* The count of deals left shows once the deduction of the new entry is in. */
  {
    gboolean        timed_out = FALSE;
    guint           timeout = g_timeout_add_seconds (30, give_up, &timed_out);
    CfNotebookView *grid = CF_NOTEBOOK_VIEW (find_type (GTK_WIDGET (page), CF_TYPE_NOTEBOOK_VIEW));

    while (!timed_out && (cf_notebook_view_get_deduction (grid) == NULL ||
                          cf_case_log_get_n_events (cf_deduction_get_case_log (
                              cf_notebook_view_get_deduction (grid))) != 1))
      g_main_context_iteration (NULL, TRUE);
    g_assert_false (timed_out);
    g_source_remove (timeout);
    {
      g_autofree char *text =
          g_strdup_printf ("%s possible deals agree with what you entered.",
                           cf_deduction_get_deals (cf_notebook_view_get_deduction (grid)));
      g_assert_true (find_label (GTK_WIDGET (page), text));
    }
  }

  /* What to ask next: ranked suggestions, worked out in a thread. */
  {
    gboolean   timed_out = FALSE;
    guint      timeout;
    GtkWidget *advice = NULL;
    guint      rows = 0;

    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "table.advise", NULL));
    timeout = g_timeout_add_seconds (60, give_up, &timed_out);
    /* The last list box of the side panel. */
    advice = find_list_box (GTK_WIDGET (page), NULL);
    while (!timed_out && gtk_widget_get_first_child (advice) == NULL)
      g_main_context_iteration (NULL, TRUE);
    g_assert_false (timed_out);
    g_source_remove (timeout);
    for (GtkWidget *w = gtk_widget_get_first_child (advice); w; w = gtk_widget_get_next_sibling (w))
      rows++;
    g_assert_cmpuint (rows, ==, 5);
  }

  /* Any entry can be taken away again; the notebook follows. */
  {
    GtkWidget *remove = find_widget (GTK_WIDGET (page), GTK_TYPE_BUTTON, "Remove entry 1");
    g_assert_nonnull (remove);
    g_signal_emit_by_name (remove, "clicked");
    g_assert_cmpuint (cf_case_log_get_n_events (log), ==, 0);

    /* Undo puts it back; redo takes it away again. */
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "table.undo", NULL));
    g_assert_cmpuint (cf_case_log_get_n_events (log), ==, 1);
    g_assert_cmpint (cf_case_log_get_event (log, 0)->refuter, ==, CF_NOBODY);
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "table.redo", NULL));
    g_assert_cmpuint (cf_case_log_get_n_events (log), ==, 0);
  }

  /* Closing and opening again resumes the notebook. */
  gtk_window_destroy (GTK_WINDOW (window));
  iterate_main_loop ();
  window = cf_window_new (app);
  gtk_window_present (GTK_WINDOW (window));
  iterate_main_loop ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.table-notebook", NULL));
  page = CF_TABLE_PAGE (find_type (GTK_WIDGET (window), CF_TYPE_TABLE_PAGE));
  g_assert_nonnull (cf_table_page_get_case_log (page));
  g_assert_cmpuint (cf_case_log_get_n_players (cf_table_page_get_case_log (page)), ==, 3);
  g_assert_cmpuint (cf_case_log_get_n_events (cf_table_page_get_case_log (page)), ==, 0);
  gtk_window_destroy (GTK_WINDOW (window));
  iterate_main_loop ();
  g_unlink (path);
}

static void
test_damaged_notebook_kept (void)
{
  g_autofree char *dir = g_build_filename (g_get_user_state_dir (), "casefile", NULL);
  g_autofree char *path = g_build_filename (dir, "notebook.json", NULL);
  g_autofree char *after = NULL;
  const char      *junk = "{\"format\": 1, \"edition\": \"classic\", \"players\": 3}";
  CfWindow        *window;

  g_mkdir_with_parents (dir, 0700);
  g_assert_true (g_file_set_contents (path, junk, -1, NULL));
  window = cf_window_new (app);
  gtk_window_present (GTK_WINDOW (window));
  iterate_main_loop ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.table-notebook", NULL));
  iterate_main_loop ();
  /* A message; the set-up is offered; the file stays as it was. */
  g_assert_nonnull (find_message_dialog ());
  g_assert_null (cf_table_page_get_case_log (
      CF_TABLE_PAGE (find_type (GTK_WIDGET (window), CF_TYPE_TABLE_PAGE))));
  g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, junk);
  gtk_window_destroy (GTK_WINDOW (find_message_dialog ()));
  gtk_window_destroy (GTK_WINDOW (window));
  iterate_main_loop ();
  g_unlink (path);
}

static void
test_import_case_log (void)
{
  /* Opening a case log file; a damaged one leaves the notebook as it was. */
  g_autoptr(CfEdition) edition = cf_edition_lookup_builtin ("classic");
  const char *names[3] = { "Ann", "Bob", "Cy" };
  guint       sizes[3] = { 6, 6, 6 };
  int         mine[6] = { 0, 1, 2, 6, 7, 8 };
  g_autoptr(CfCaseLog) log = cf_case_log_new (edition, 3, names, sizes, 0, 0, mine, NULL);
  g_autofree char *dir = g_dir_make_tmp ("casefile-test-XXXXXX", NULL);
  g_autofree char *good_path = g_build_filename (dir, "good.caselog", NULL);
  g_autofree char *bad_path = g_build_filename (dir, "bad.caselog", NULL);
  g_autoptr(GFile) good = g_file_new_for_path (good_path);
  g_autoptr(GFile) bad = g_file_new_for_path (bad_path);
  GtkWidget *window = gtk_window_new ();
  GtkWidget *page = cf_table_page_new ();

  gtk_window_set_child (GTK_WINDOW (window), page);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (cf_case_log_save (log, good, NULL));
  g_assert_true (
      g_file_set_contents (bad_path, "{\"format\": 1, \"edition\": \"classic\"", -1, NULL));

  g_assert_true (cf_table_page_import_file (CF_TABLE_PAGE (page), good));
  g_assert_nonnull (cf_table_page_get_case_log (CF_TABLE_PAGE (page)));
  {
    CfCaseLog *before = cf_table_page_get_case_log (CF_TABLE_PAGE (page));
    g_assert_false (cf_table_page_import_file (CF_TABLE_PAGE (page), bad));
    g_assert_true (cf_table_page_get_case_log (CF_TABLE_PAGE (page)) == before);
    g_assert_nonnull (find_message_dialog ());
    gtk_window_destroy (GTK_WINDOW (find_message_dialog ()));
  }
  gtk_window_destroy (GTK_WINDOW (window));
  iterate_main_loop ();
  g_unlink (good_path);
  g_unlink (bad_path);
  g_rmdir (dir);
}

static void
test_examples_through_form (void)
{
  /* The shared example logs, entered through the form one event at a time,
   * give the same answer as casefile-cli deduce (the engine on the file). */
  g_autoptr(GDir) dir = g_dir_open (CASEFILE_EXAMPLES_DIR, 0, NULL);
  const char *name;
  guint       tried = 0;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)))
    {
      g_autofree char *path = NULL;
      g_autoptr(GFile) file = NULL;
      g_autoptr(CfCaseLog) original = NULL;
      g_autoptr(CfCaseLog) empty = NULL;
      g_autoptr(CfDeduction) expected = NULL;
      g_autofree char *expected_json = NULL;
      GtkWidget       *window, *page;
      GtkDropDown     *dropdowns[9];
      CfCaseLog       *log;
      CfEdition       *edition;
      guint            n;
      gboolean         timed_out = FALSE;
      guint            timeout;
      CfNotebookView  *grid;

      if (!g_str_has_suffix (name, ".log.json"))
        continue;
      path = g_build_filename (CASEFILE_EXAMPLES_DIR, name, NULL);
      file = g_file_new_for_path (path);
      if (!(original = cf_case_log_new_from_file (file, NULL)) ||
          !cf_edition_is_builtin (cf_case_log_get_edition (original)) ||
          cf_case_log_get_me (original) < 0)
        continue;

      expected = cf_deduction_new (original, NULL, NULL);
      if (!cf_deduction_is_consistent (expected))
        continue;
      expected_json = cf_deduction_to_json (expected);

      /* The same set-up with no events, then every event through the form. */
      empty = cf_case_log_copy (original);
      while (cf_case_log_get_n_events (empty) > 0)
        cf_case_log_remove_event (empty, cf_case_log_get_n_events (empty) - 1);
      window = gtk_window_new ();
      page = cf_table_page_new ();
      gtk_window_set_child (GTK_WINDOW (window), page);
      gtk_window_present (GTK_WINDOW (window));
      cf_table_page_set_case_log (CF_TABLE_PAGE (page), empty);
      log = cf_table_page_get_case_log (CF_TABLE_PAGE (page));
      edition = cf_case_log_get_edition (log);
      collect_dropdowns (page, dropdowns, 9, &n);
      g_assert_cmpuint (n, ==, 9);

      for (guint e = 0; e < cf_case_log_get_n_events (original); e++)
        {
          const CfEvent *event = cf_case_log_get_event (original, e);
          int            by_category[3] = { -1, -1, -1 };

          for (guint i = 0; i < 3 && event->type != CF_EVENT_REVEAL; i++)
            by_category[cf_edition_get_card_category (edition, event->cards[i])] = event->cards[i];
          gtk_drop_down_set_selected (dropdowns[0], event->type == CF_EVENT_SUGGESTION ? 0
                                                    : event->type == CF_EVENT_ACCUSATION
                                                        ? (event->correct ? 2 : 1)
                                                        : 3);
          gtk_drop_down_set_selected (dropdowns[1], event->player >= 0
                                                        ? (guint)event->player
                                                        : cf_case_log_get_n_players (log));
          for (CfCategory c = 0; c < CF_N_CATEGORIES && event->type != CF_EVENT_REVEAL; c++)
            gtk_drop_down_set_selected (dropdowns[2 + c],
                                        by_category[c] - cf_edition_get_first_card_of (edition, c));
          if (event->type == CF_EVENT_REVEAL)
            gtk_drop_down_set_selected (dropdowns[5], event->cards[0]);
          gtk_drop_down_set_selected (dropdowns[6], event->refuter + 1);
          gtk_drop_down_set_selected (dropdowns[7], 0);
          for (CfCategory c = 0; c < CF_N_CATEGORIES && event->shown >= 0; c++)
            if (by_category[c] == event->shown)
              gtk_drop_down_set_selected (dropdowns[7], 1 + c);
          g_assert_true (gtk_widget_activate_action (page, "table.add-suggestion", NULL));
          g_assert_cmpuint (cf_case_log_get_n_events (log), ==, e + 1);
        }

      grid = CF_NOTEBOOK_VIEW (find_type (page, CF_TYPE_NOTEBOOK_VIEW));
      timeout = g_timeout_add_seconds (60, give_up, &timed_out);
      while (!timed_out &&
             (cf_notebook_view_get_deduction (grid) == NULL ||
              cf_case_log_get_n_events (cf_deduction_get_case_log (
                  cf_notebook_view_get_deduction (grid))) != cf_case_log_get_n_events (original)))
        g_main_context_iteration (NULL, TRUE);
      g_assert_false (timed_out);
      g_source_remove (timeout);
      {
        g_autofree char *got = cf_deduction_to_json (cf_notebook_view_get_deduction (grid));
        g_test_message ("%s: %u events", name, cf_case_log_get_n_events (original));
        g_assert_cmpstr (got, ==, expected_json);
      }

      /* "Why?" on a certain cell marks the entries that prove it. */
      {
        GtkWidget *entries = find_list_box (page, "entries");
        guint      proofs = 0;

        g_assert_nonnull (entries);

        for (GtkWidget *cell =
                 gtk_widget_get_first_child (gtk_widget_get_first_child (GTK_WIDGET (grid)));
             cell != NULL && proofs == 0; cell = gtk_widget_get_next_sibling (cell))
          {
            const char *tip = gtk_widget_get_tooltip_text (cell);
            if (!gtk_widget_has_css_class (cell, "notebook-cell") || tip == NULL ||
                strstr (tip, "certainly") == NULL)
              continue;
            g_signal_emit_by_name (cell, "clicked");
            for (GtkWidget *row = gtk_widget_get_first_child (entries); row;
                 row = gtk_widget_get_next_sibling (row))
              proofs += gtk_widget_has_css_class (row, "proof");
          }
        g_assert_cmpuint (proofs, >, 0);
        /* Those who passed are shown with the entries. */
        g_assert_true (mapped_label_contains (page, "(passed: "));
      }
      tried++;
      gtk_window_destroy (GTK_WINDOW (window));
      iterate_main_loop ();
    }
  g_assert_cmpuint (tried, >=, 3);
}

static void
test_custom_card_set (void)
{
  /* A card set typed in makes a notebook, and is there again next time. */
  GtkWidget   *window = gtk_window_new ();
  GtkWidget   *page = cf_table_page_new ();
  GtkWidget   *rows[12];
  guint        n_rows = 0, picked = 0;
  AdwComboRow *edition = NULL;
  CfCaseLog   *log;

  gtk_window_set_child (GTK_WINDOW (window), page);
  gtk_window_present (GTK_WINDOW (window));
  {
    g_autoptr(GPtrArray) all = descendants (page);
    for (guint i = 0; i < all->len; i++)
      {
        GtkWidget *w = all->pdata[i];
        if (ADW_IS_COMBO_ROW (w) && edition == NULL)
          edition = ADW_COMBO_ROW (w);
        if (ADW_IS_ENTRY_ROW (w) && n_rows < G_N_ELEMENTS (rows))
          rows[n_rows++] = w;
      }
  }
  g_assert_nonnull (edition);
  /* The three card rows come first, then six players, then hand sizes. */
  g_assert_cmpuint (n_rows, ==, 10);

  adw_combo_row_set_selected (edition,
                              g_list_model_get_n_items (adw_combo_row_get_model (edition)) - 1);
  g_assert_true (gtk_widget_get_visible (rows[0]));
  gtk_editable_set_text (GTK_EDITABLE (rows[0]), "Ann Orchid, Bob Plum, Cy Gray");
  gtk_editable_set_text (GTK_EDITABLE (rows[1]), "Rope, Knife, Axe");
  gtk_editable_set_text (GTK_EDITABLE (rows[2]), "Hall, Den, Attic");
  gtk_editable_set_text (GTK_EDITABLE (rows[3]), "Me");
  gtk_editable_set_text (GTK_EDITABLE (rows[4]), "Bea");
  gtk_editable_set_text (GTK_EDITABLE (rows[5]), "Cal");

  /* Nine cards: two each; mine, a suspect and a weapon. */
  for (GtkWidget *child = gtk_widget_get_first_child (find_type (page, GTK_TYPE_FLOW_BOX)); child;
       child = gtk_widget_get_next_sibling (child), picked++)
    gtk_toggle_button_set_active (
        GTK_TOGGLE_BUTTON (gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (child))),
        picked == 0 || picked == 3);
  g_assert_cmpuint (picked, ==, 9);
  g_assert_true (gtk_widget_activate_action (page, "table.start", NULL));
  log = cf_table_page_get_case_log (CF_TABLE_PAGE (page));
  g_assert_nonnull (log);
  g_assert_cmpstr (cf_edition_get_card_id (cf_case_log_get_edition (log), 0), ==, "ann-orchid");
  g_assert_cmpuint (cf_case_log_get_hand_size (log, 0), ==, 2);
  gtk_window_destroy (GTK_WINDOW (window));
  iterate_main_loop ();

  /* Next time the set is typed in already. */
  window = gtk_window_new ();
  page = cf_table_page_new ();
  gtk_window_set_child (GTK_WINDOW (window), page);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_nonnull (find_type (page, ADW_TYPE_ENTRY_ROW));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (find_type (page, ADW_TYPE_ENTRY_ROW))), ==,
                   "Ann Orchid, Bob Plum, Cy Gray");
  gtk_window_destroy (GTK_WINDOW (window));
  iterate_main_loop ();
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
  iterate_main_loop ();
  g_assert_true (find_label (GTK_WIDGET (window), "Ausgaben"));
  g_assert_true (find_label (GTK_WIDGET (window), "Professor Bloom"));
  g_assert_true (find_label (GTK_WIDGET (window), "Rohrzange"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL));
  iterate_main_loop ();
  g_assert_true (mapped_label_contains (GTK_WIDGET (window), "Partie _starten"));
  gtk_window_destroy (GTK_WINDOW (window));
  iterate_main_loop ();
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

  app = cf_application_new ();
  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_NON_UNIQUE);
  g_application_register (G_APPLICATION (app), NULL, NULL);

  g_test_add_func ("/casefile/gui/window-shows-catalogue", test_window_shows_catalogue);
  g_test_add_func ("/casefile/gui/window-size-remembered", test_window_size_remembered);
  g_test_add_func ("/casefile/gui/edition-card", test_edition_card);
  g_test_add_func ("/casefile/gui/help-overlay", test_help_overlay);
  g_test_add_func ("/casefile/gui/every-template", test_every_template_resource);
  g_test_add_func ("/casefile/gui/new-game-defaults", test_new_game_defaults);
  g_test_add_func ("/casefile/gui/resume-after-closing", test_resume_after_closing);
  g_test_add_func ("/casefile/gui/damaged-save-kept", test_damaged_save_kept);
  g_test_add_func ("/casefile/gui/table-notebook", test_table_notebook);
  g_test_add_func ("/casefile/gui/damaged-notebook-kept", test_damaged_notebook_kept);
  g_test_add_func ("/casefile/gui/import-case-log", test_import_case_log);
  g_test_add_func ("/casefile/gui/examples-through-form", test_examples_through_form);
  g_test_add_func ("/casefile/gui/custom-card-set", test_custom_card_set);
  g_test_add_func ("/casefile/gui/localized", test_localized);

  status = g_test_run ();
  g_clear_object (&app);
  return status;
}
