/* test-table-page.c: the table notebook: set-up, the entry form, the entries,
 * files, keys
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include <adwaita.h>

#include "casefile-core.h"
#include "cf-application.h"
#include "cf-entry-form.h"
#include "cf-entry-row.h"
#include "cf-file-private.h"
#include "cf-notebook-view.h"
#include "cf-random-log-private.h"
#include "cf-solver-private.h"
#include "cf-table-page.h"
#include "cf-table-setup.h"
#include "cf-test-util.h"
#include "cf-window.h"

static CfApplication *app;

/* ---------------------------------------------------------------- helpers */

/* A template child of the table page, its form or its set-up. */
static gpointer
page_child (GtkWidget *page, const char *name)
{
  return gtk_widget_get_template_child (page, CF_TYPE_TABLE_PAGE, name);
}

static gpointer
form_child (GtkWidget *page, const char *name)
{
  return gtk_widget_get_template_child (page_child (page, "form"), CF_TYPE_ENTRY_FORM, name);
}

static gpointer
setup_child (GtkWidget *page, const char *name)
{
  return gtk_widget_get_template_child (page_child (page, "setup"), CF_TYPE_TABLE_SETUP, name);
}

/* The lists of the form, then the advice's room. */
static void
collect_dropdowns (GtkWidget *page, GtkDropDown **out, guint max, guint *n)
{
  const char *names[] = {
    "kind", "player", "suspect", "weapon", "room", "card", "refuter", "seen"
  };

  g_assert_cmpuint (max, ==, 9);
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    out[i] = form_child (page, names[i]);
  out[8] = page_child (page, "advice_room");
  *n = 9;
  for (guint i = 0; i < *n; i++)
    g_assert_true (GTK_IS_DROP_DOWN (out[i]));
}

static gboolean
editor_idle (gpointer data)
{
  CfCaseLogEditor *editor = cf_table_page_get_editor (CF_TABLE_PAGE (data));

  return editor == NULL || !cf_case_log_editor_get_busy (editor);
}

/* Activates an editing action of the page and waits for the check in a
 * thread to be done. */
static void
edit_and_wait (GtkWidget *page, const char *action)
{
  g_assert_true (gtk_widget_activate_action (page, action, NULL));
  g_assert_true (cf_test_wait_for (editor_idle, page, 60000));
}

/* What the page says is wrong with the last entry tried ("" if nothing). */
static const char *
entry_error (GtkWidget *page)
{
  return cf_test_label_words (page_child (page, "entry_error"));
}

static gboolean
give_up (gpointer data)
{
  *(gboolean *)data = TRUE;
  return G_SOURCE_REMOVE;
}

/* The position of the item named @name in @dropdown's list, or
 * GTK_INVALID_LIST_POSITION. Names here are players' names and card names
 * (data), never the app's English labels. */
static guint
item_named (GtkDropDown *dropdown, const char *name)
{
  GListModel *model = gtk_drop_down_get_model (dropdown);

  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr(GtkStringObject) item = g_list_model_get_item (model, i);
      if (g_strcmp0 (gtk_string_object_get_string (item), name) == 0)
        return i;
    }
  return GTK_INVALID_LIST_POSITION;
}

/* A classic notebook of three: me (Ann) first, holding three suspects and
 * three weapons. */
static CfCaseLog *
new_log (void)
{
  g_autoptr(CfEdition) edition = cf_edition_lookup_builtin ("classic");
  const char *names[3] = { "Ann", "Bea", "Cal" };
  guint       sizes[3] = { 6, 6, 6 };
  int         mine[6] = { 0, 1, 2, 6, 7, 8 };

  return cf_case_log_new (edition, 3, names, sizes, 0, 0, mine, NULL);
}

/* The items of the form's kind list; the pool's only when cards were set
 * aside. */
enum
{
  KIND_SUGGESTION,
  KIND_WRONG_ACCUSATION,
  KIND_RIGHT_ACCUSATION,
  KIND_FACE_UP,
  KIND_HAND,
  KIND_POOL
};

/* Discover the Secrets: suspects 0–5, weapons 6–14, rooms 15–23. */
#define DTS_WHITE 2
#define DTS_GREEN 3
#define DTS_PEACOCK 4
#define DTS_CANDLESTICK 8
#define DTS_DUMBBELL 9
#define DTS_POISON 12
#define DTS_PATIO 16
#define DTS_OBSERVATORY 20
#define DTS_DINING_ROOM 23

/* A Discover the Secrets notebook of four: me (Ann) first, Bea, Cal, Dan;
 * five cards each and one in the pool. */
static CfCaseLog *
new_dts_log (void)
{
  g_autoptr(CfEdition) edition = cf_edition_lookup_builtin ("discover-the-secrets");
  const char *names[4] = { "Ann", "Bea", "Cal", "Dan" };
  guint       sizes[4] = { 5, 5, 5, 5 };
  int         mine[5] = { 0, 1, 6, 7, 15 };

  return cf_case_log_new (edition, 4, names, sizes, 1, 0, mine, NULL);
}

static gboolean
grid_has_events (gpointer data)
{
  GtkWidget      *page = data;
  CfNotebookView *grid = CF_NOTEBOOK_VIEW (cf_test_find_type (page, CF_TYPE_NOTEBOOK_VIEW));
  CfDeduction    *deduction = cf_notebook_view_get_deduction (grid);
  guint           wanted = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (page), "wanted-in-grid"));

  return deduction != NULL &&
         cf_case_log_get_n_events (cf_deduction_get_case_log (deduction)) == wanted;
}

/* Waits until the grid shows the deduction of the log's @n events. */
static CfDeduction *
wait_for_grid (GtkWidget *page, guint n)
{
  g_object_set_data (G_OBJECT (page), "wanted-in-grid", GUINT_TO_POINTER (n));
  g_assert_true (cf_test_wait_for (grid_has_events, page, 60000));
  return cf_notebook_view_get_deduction (
      CF_NOTEBOOK_VIEW (cf_test_find_type (page, CF_TYPE_NOTEBOOK_VIEW)));
}

/* The grid cell that speaks of @card and @who (a player's name), as its
 * tooltip says it: "Bea: certainly holds Diane White". */
static const char *
cell_words (GtkWidget *page, const char *who, const char *card)
{
  GtkWidget       *grid = cf_test_find_type (page, CF_TYPE_NOTEBOOK_VIEW);
  g_autofree char *start = g_strdup_printf ("%s: ", who);

  for (GtkWidget *cell = gtk_widget_get_first_child (gtk_widget_get_first_child (grid));
       cell != NULL; cell = gtk_widget_get_next_sibling (cell))
    {
      const char *tip = cf_test_tooltip (cell);

      if (gtk_widget_has_css_class (cell, "notebook-cell") && tip != NULL &&
          g_str_has_prefix (tip, start) && g_str_has_suffix (tip, card))
        return tip;
      if (gtk_widget_has_css_class (cell, "notebook-cell") && tip != NULL &&
          g_str_has_prefix (tip, start) && strstr (tip, card) != NULL &&
          strstr (tip, "chance") != NULL)
        return tip;
    }
  return NULL;
}

/* The toggles of the hand laid face up, in the edition's card order. */
static GtkToggleButton *
hand_toggle (GtkWidget *page, guint card)
{
  GtkFlowBox      *box = form_child (page, "hand_box");
  GtkFlowBoxChild *place = gtk_flow_box_get_child_at_index (box, card);

  g_assert_nonnull (place);
  return GTK_TOGGLE_BUTTON (gtk_flow_box_child_get_child (place));
}

/* The refusal checks offered, by player name, or NULL. */
static GtkCheckButton *
refusal_check (GtkWidget *page, const char *name)
{
  GtkWidget *box = form_child (page, "refused_box");

  for (GtkWidget *place = gtk_widget_get_first_child (box); place != NULL;
       place = gtk_widget_get_next_sibling (place))
    {
      GtkWidget *check = gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (place));

      if (g_strcmp0 (gtk_check_button_get_label (GTK_CHECK_BUTTON (check)), name) == 0)
        return GTK_CHECK_BUTTON (check);
    }
  return NULL;
}

static guint
n_refusals_offered (GtkWidget *page)
{
  guint n = 0;

  for (GtkWidget *place = gtk_widget_get_first_child (form_child (page, "refused_box"));
       place != NULL; place = gtk_widget_get_next_sibling (place))
    n++;
  return n;
}

/* The first button under @root that activates @action, or NULL. */
static GtkWidget *
button_for_action (GtkWidget *root, const char *action)
{
  if (GTK_IS_BUTTON (root) &&
      g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (root)), action) == 0)
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = button_for_action (child, action);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The row that shows entry @index, which must be on screen: the list makes
 * rows for those only. */
static CfEntryRow *
entry_row (GtkWidget *page, guint index)
{
  cf_test_settle (page);
  for (GtkWidget *item = gtk_widget_get_first_child (page_child (page, "entries")); item != NULL;
       item = gtk_widget_get_next_sibling (item))
    {
      GtkWidget      *row = gtk_widget_get_first_child (item);
      CfCaseLogEntry *entry;

      if (CF_IS_ENTRY_ROW (row) && gtk_widget_get_mapped (row) &&
          (entry = cf_entry_row_get_entry (CF_ENTRY_ROW (row))) != NULL &&
          cf_case_log_entry_get_index (entry) == index)
        return CF_ENTRY_ROW (row);
    }
  g_assert_not_reached ();
  return NULL;
}

/* Activates entry @index in the list, as a click or Enter on it does. */
static void
activate_entry (GtkWidget *page, guint index)
{
  g_signal_emit_by_name (page_child (page, "entries"), "activate", index);
}

/* ---------------------------------------------------------------- tests */

static void
test_seen_card_only_on_own_suggestion (void)
{
  /* Defect 2: "Card I saw" kept its value on suggestions by other players,
   * and the grid became certain of a card nobody saw. */
  g_autoptr(CfCaseLog) empty = new_log ();
  GtkWidget   *window = gtk_window_new ();
  GtkWidget   *page = cf_table_page_new ();
  GtkDropDown *dropdowns[9];
  guint        n;
  CfCaseLog   *log;
  CfEdition   *edition;
  int          room;

  gtk_window_set_child (GTK_WINDOW (window), page);
  gtk_window_present (GTK_WINDOW (window));
  cf_table_page_set_case_log (CF_TABLE_PAGE (page), empty);
  log = cf_table_page_get_case_log (CF_TABLE_PAGE (page));
  edition = cf_case_log_get_edition (log);
  collect_dropdowns (page, dropdowns, 9, &n);
  g_assert_cmpuint (n, ==, 9);
  room = cf_edition_get_first_card_of (edition, CF_CATEGORY_ROOM) +
         gtk_drop_down_get_selected (dropdowns[4]);

  /* My own suggestion: Bea shows me the room. */
  gtk_drop_down_set_selected (dropdowns[1], item_named (dropdowns[1], "Ann"));
  gtk_drop_down_set_selected (dropdowns[6], item_named (dropdowns[6], "Bea"));
  g_assert_true (gtk_widget_get_sensitive (GTK_WIDGET (dropdowns[7])) &&
                 gtk_widget_get_visible (GTK_WIDGET (dropdowns[7])));
  /* The list offers the three cards named, by name (not "the room"). */
  g_assert_cmpuint (item_named (dropdowns[7], cf_edition_get_card_name (edition, room)), ==, 3);
  gtk_drop_down_set_selected (dropdowns[7], 3); /* the room */
  edit_and_wait (page, "table.add-suggestion");
  g_assert_cmpuint (cf_case_log_get_n_events (log), ==, 1);
  g_assert_cmpint (cf_case_log_get_event (log, 0)->shown, ==, room);

  /* Bea asks about cards that are not mine, in the next room; Cal shows
   * her a card I did not see. */
  gtk_drop_down_set_selected (dropdowns[1], item_named (dropdowns[1], "Bea"));
  gtk_drop_down_set_selected (dropdowns[2], 3);
  gtk_drop_down_set_selected (dropdowns[3], 3);
  gtk_drop_down_set_selected (dropdowns[4], gtk_drop_down_get_selected (dropdowns[4]) + 1);
  room++;
  /* The one who asked cannot be the one who showed. */
  g_assert_cmpuint (item_named (dropdowns[6], "Bea"), ==, GTK_INVALID_LIST_POSITION);
  gtk_drop_down_set_selected (dropdowns[6], item_named (dropdowns[6], "Cal"));
  edit_and_wait (page, "table.add-suggestion");
  g_assert_cmpuint (cf_case_log_get_n_events (log), ==, 2);
  g_assert_cmpint (cf_case_log_get_event (log, 1)->refuter, ==, 2);
  g_assert_cmpint (cf_case_log_get_event (log, 1)->shown, ==, CF_NO_CARD);

  /* The grid is not certain that Cal holds the room. */
  {
    CfNotebookView *grid = CF_NOTEBOOK_VIEW (cf_test_find_type (page, CF_TYPE_NOTEBOOK_VIEW));
    gboolean        timed_out = FALSE;
    guint           timeout = g_timeout_add_seconds (60, give_up, &timed_out);

    while (!timed_out && (cf_notebook_view_get_deduction (grid) == NULL ||
                          cf_case_log_get_n_events (cf_deduction_get_case_log (
                              cf_notebook_view_get_deduction (grid))) != 2))
      g_main_context_iteration (NULL, TRUE);
    g_assert_false (timed_out);
    g_source_remove (timeout);
    g_assert_cmpint (cf_deduction_get_status (cf_notebook_view_get_deduction (grid), room, 2), !=,
                     CF_CELL_YES);
  }

  /* Switching the kind away and back starts the suggestion's fields
   * afresh: nobody showed, nothing seen. */
  gtk_drop_down_set_selected (dropdowns[1], item_named (dropdowns[1], "Ann"));
  gtk_drop_down_set_selected (dropdowns[6], item_named (dropdowns[6], "Cal"));
  gtk_drop_down_set_selected (dropdowns[7], 2);
  gtk_drop_down_set_selected (dropdowns[0], 3); /* a card seen face up */
  g_assert_false (gtk_widget_get_mapped (GTK_WIDGET (dropdowns[7])));
  g_assert_false (gtk_widget_get_mapped (GTK_WIDGET (dropdowns[6])));
  gtk_drop_down_set_selected (dropdowns[0], 0); /* a suggestion */
  g_assert_cmpuint (gtk_drop_down_get_selected (dropdowns[6]), ==, 0);
  g_assert_cmpuint (gtk_drop_down_get_selected (dropdowns[7]), ==, 0);

  gtk_window_destroy (GTK_WINDOW (window));
  cf_test_iterate ();
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
  cf_test_iterate ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.table-notebook", NULL));
  page = CF_TABLE_PAGE (cf_test_find_type (GTK_WIDGET (window), CF_TYPE_TABLE_PAGE));
  g_assert_null (cf_table_page_get_case_log (page));

  /* Three players, me first (the default); six cards of mine. */
  {
    const char *names[3] = { "Me", "Bea", "Cal" };
    const char *rows[3] = { "name_row1", "name_row2", "name_row3" };

    for (guint i = 0; i < 3; i++)
      gtk_editable_set_text (setup_child (GTK_WIDGET (page), rows[i]), names[i]);
  }
  /* Hand sizes that do not fit: refused with a message. */
  {
    GtkWidget *sizes = setup_child (GTK_WIDGET (page), "sizes_row");
    g_assert_nonnull (sizes);
    gtk_editable_set_text (GTK_EDITABLE (sizes), "9, 9");
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "table.start", NULL));
    g_assert_null (cf_table_page_get_case_log (page));
    g_assert_cmpstr (
        cf_test_label_words (setup_child (GTK_WIDGET (page), "error_label")), ==,
        "Give one hand size for each player (players: 3), adding up to at most 18 cards.");
    gtk_editable_set_text (GTK_EDITABLE (sizes), "");
  }

  /* Too few cards first: refused with a message. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "table.start", NULL));
  g_assert_null (cf_table_page_get_case_log (page));
  g_assert_cmpstr (cf_test_label_words (setup_child (GTK_WIDGET (page), "error_label")), ==,
                   "Pick your 6 cards: 0 picked.");

  /* All six suspects: no suspect is left for the envelope, refused. */
  child = gtk_widget_get_first_child (setup_child (GTK_WIDGET (page), "cards_box"));
  for (; child && picked < 6; child = gtk_widget_get_next_sibling (child), picked++)
    gtk_toggle_button_set_active (
        GTK_TOGGLE_BUTTON (gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (child))), TRUE);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "table.start", NULL));
  g_assert_null (cf_table_page_get_case_log (page));

  /* Three suspects and three weapons. */
  child = gtk_widget_get_first_child (setup_child (GTK_WIDGET (page), "cards_box"));
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
    /* Asked by Me; refuted by Bea; I saw the suspect. */
    gtk_drop_down_set_selected (dropdowns[6], item_named (dropdowns[6], "Bea"));
    gtk_drop_down_set_selected (dropdowns[7], 1);
    edit_and_wait (GTK_WIDGET (page), "table.add-suggestion");
    /* The first suspect and weapon are mine: Bea cannot have shown the
     * suspect, so the entry is refused and nothing changes. */
    g_assert_cmpint (first_card, ==, 0);
    g_assert_cmpuint (cf_case_log_get_n_events (log), ==, 0);
    g_assert_cmpstr (entry_error (GTK_WIDGET (page)), !=, "");

    /* Nobody could show a card: accepted. */
    gtk_drop_down_set_selected (dropdowns[6], 0);
    gtk_drop_down_set_selected (dropdowns[7], 0);
    edit_and_wait (GTK_WIDGET (page), "table.add-suggestion");
    g_assert_cmpuint (cf_case_log_get_n_events (log), ==, 1);

    /* Bea showing me the room, after nobody could: refused, naming entry 1. */
    gtk_drop_down_set_selected (dropdowns[6], item_named (dropdowns[6], "Bea"));
    gtk_drop_down_set_selected (dropdowns[7], 3);
    edit_and_wait (GTK_WIDGET (page), "table.add-suggestion");
    g_assert_cmpuint (cf_case_log_get_n_events (log), ==, 1);
    {
      /* The message names entry 1 in words. */
      GListModel *entries = cf_case_log_editor_get_entries (cf_table_page_get_editor (page));
      g_autoptr(CfCaseLogEntry) first = g_list_model_get_item (entries, 0);
      g_autofree char *words = cf_test_words (cf_case_log_entry_get_description (first));
      g_assert_nonnull (strstr (entry_error (GTK_WIDGET (page)), words));
    }
    gtk_drop_down_set_selected (dropdowns[6], 0);
    gtk_drop_down_set_selected (dropdowns[7], 0);

    /* A wrong accusation by Cal and a card of Bea's seen face up. */
    gtk_drop_down_set_selected (dropdowns[0], 1);
    gtk_drop_down_set_selected (dropdowns[1], 2);
    gtk_drop_down_set_selected (dropdowns[2], 4);
    edit_and_wait (GTK_WIDGET (page), "table.add-suggestion");
    g_assert_cmpuint (cf_case_log_get_n_events (log), ==, 2);
    g_assert_cmpint (cf_case_log_get_event (log, 1)->type, ==, CF_EVENT_ACCUSATION);
    g_assert_false (cf_case_log_get_event (log, 1)->correct);
    gtk_drop_down_set_selected (dropdowns[0], 3);
    gtk_drop_down_set_selected (dropdowns[1], 1);
    /* The card list offers only the cards that can be seen: named, not counted */
    gtk_drop_down_set_selected (dropdowns[5], item_named (dropdowns[5], "Study"));
    edit_and_wait (GTK_WIDGET (page), "table.add-suggestion");
    g_assert_cmpuint (cf_case_log_get_n_events (log), ==, 3);
    g_assert_cmpint (cf_case_log_get_event (log, 2)->type, ==, CF_EVENT_REVEAL);
    g_assert_cmpint (cf_case_log_get_event (log, 2)->cards[0], ==, 20);
    cf_case_log_remove_event (log, 2);
    cf_case_log_remove_event (log, 1);
    gtk_drop_down_set_selected (dropdowns[0], 0);

    /* Editing a past entry: activate it, change it in the form, replace. */
    {
      activate_entry (GTK_WIDGET (page), 0);
      g_assert_cmpuint (gtk_drop_down_get_selected (dropdowns[6]), ==, 0); /* nobody, as entered */
      gtk_drop_down_set_selected (dropdowns[6], item_named (dropdowns[6], "Cal"));
      edit_and_wait (GTK_WIDGET (page), "table.replace");
      g_assert_cmpuint (cf_case_log_get_n_events (log), ==, 1);

      g_assert_cmpint (cf_case_log_get_event (log, 0)->refuter, ==, 2);
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "table.undo", NULL));
      g_assert_cmpint (cf_case_log_get_event (log, 0)->refuter, ==, CF_NOBODY);

      /* Inserting before it: a wrong accusation by Bea. */
      activate_entry (GTK_WIDGET (page), 0);
      gtk_drop_down_set_selected (dropdowns[0], 1);
      gtk_drop_down_set_selected (dropdowns[1], 1);
      edit_and_wait (GTK_WIDGET (page), "table.insert");
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
    CfNotebookView *grid =
        CF_NOTEBOOK_VIEW (cf_test_find_type (GTK_WIDGET (page), CF_TYPE_NOTEBOOK_VIEW));

    while (!timed_out && (cf_notebook_view_get_deduction (grid) == NULL ||
                          cf_case_log_get_n_events (cf_deduction_get_case_log (
                              cf_notebook_view_get_deduction (grid))) != 1))
      g_main_context_iteration (NULL, TRUE);
    g_assert_false (timed_out);
    g_source_remove (timeout);
    {
      /* The count, its digits grouped by thousands ("," where the locale
       * gives no separator, as C.UTF-8). */
      const char *deals = cf_deduction_get_deals (cf_notebook_view_get_deduction (grid));
      const char *summary = cf_test_label_words (page_child (GTK_WIDGET (page), "summary"));
      GString    *grouped = g_string_new (NULL);
      gsize       n = strlen (deals);

      g_assert_cmpuint (n, >, 3);
      for (gsize i = 0; i < n; i++)
        {
          if (i > 0 && (n - i) % 3 == 0)
            g_string_append_c (grouped, ',');
          g_string_append_c (grouped, deals[i]);
        }
      g_assert_true (g_str_has_prefix (summary, grouped->str));
      g_string_free (grouped, TRUE);
    }
  }

  /* What to ask next: ranked suggestions, worked out in a thread. */
  {
    gboolean    timed_out = FALSE;
    guint       timeout;
    GtkListBox *advice = page_child (GTK_WIDGET (page), "advice");
    guint       rows = 0;

    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "table.advise", NULL));
    timeout = g_timeout_add_seconds (60, give_up, &timed_out);
    while (!timed_out && gtk_list_box_get_row_at_index (advice, 0) == NULL)
      g_main_context_iteration (NULL, TRUE);
    g_assert_false (timed_out);
    g_source_remove (timeout);
    while (gtk_list_box_get_row_at_index (advice, rows) != NULL)
      rows++;
    g_assert_cmpuint (rows, ==, 5);
  }

  /* Any entry can be taken away again; the notebook follows. */
  {
    GtkWidget *row = GTK_WIDGET (entry_row (GTK_WIDGET (page), 0));
    GtkWidget *remove =
        GTK_WIDGET (gtk_widget_get_template_child (row, CF_TYPE_ENTRY_ROW, "remove_button"));
    GtkWidget *toast, *undo = NULL;

    g_signal_emit_by_name (remove, "clicked");
    g_assert_cmpuint (cf_case_log_get_n_events (log), ==, 0);
    /* The list shows its placeholder. */
    g_assert_true (gtk_widget_get_visible (page_child (GTK_WIDGET (page), "entries_placeholder")));
    g_assert_false (gtk_widget_get_visible (page_child (GTK_WIDGET (page), "entries_scroller")));

    /* A toast offers to undo it: its button puts the entry back. */
    cf_test_settle (GTK_WIDGET (window));
    toast = cf_test_find_type (GTK_WIDGET (window), g_type_from_name ("AdwToastWidget"));
    g_assert_nonnull (toast);
    for (GtkWidget *w = cf_test_find_type (toast, GTK_TYPE_BUTTON); w != NULL;
         w = gtk_widget_get_next_sibling (w))
      if (GTK_IS_BUTTON (w) && gtk_button_get_label (GTK_BUTTON (w)) != NULL)
        undo = w;
    g_assert_nonnull (undo);
    g_signal_emit_by_name (undo, "clicked");
    g_assert_cmpuint (cf_case_log_get_n_events (log), ==, 1);
    g_assert_cmpint (cf_case_log_get_event (log, 0)->refuter, ==, CF_NOBODY);
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "table.redo", NULL));
    g_assert_cmpuint (cf_case_log_get_n_events (log), ==, 0);
  }

  /* Closing and opening again resumes the notebook. */
  gtk_window_destroy (GTK_WINDOW (window));
  cf_test_iterate ();
  window = cf_window_new (app);
  gtk_window_present (GTK_WINDOW (window));
  cf_test_iterate ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.table-notebook", NULL));
  page = CF_TABLE_PAGE (cf_test_find_type (GTK_WIDGET (window), CF_TYPE_TABLE_PAGE));
  g_assert_nonnull (cf_table_page_get_case_log (page));
  g_assert_cmpuint (cf_case_log_get_n_players (cf_table_page_get_case_log (page)), ==, 3);
  g_assert_cmpuint (cf_case_log_get_n_events (cf_table_page_get_case_log (page)), ==, 0);
  gtk_window_destroy (GTK_WINDOW (window));
  cf_test_iterate ();
  g_unlink (path);
}

static void
test_dts_set_up (void)
{
  /* Discover the Secrets deals evenly and leaves the rest in the pool: the
   * set-up says so as the players are named, and the notebook has it. */
  GtkWidget    *window = gtk_window_new ();
  GtkWidget    *page = cf_table_page_new ();
  AdwComboRow  *edition_row;
  AdwActionRow *deal;
  GListModel   *editions;
  const char   *rows[6] = { "name_row1", "name_row2", "name_row3",
                            "name_row4", "name_row5", "name_row6" };
  const char   *names[6] = { "Ann", "Bea", "Cal", "Dan", "Eve", "Fay" };
  guint         dts = GTK_INVALID_LIST_POSITION, classic = GTK_INVALID_LIST_POSITION;
  guint         picked = 0;
  CfCaseLog    *log;

  gtk_window_set_child (GTK_WINDOW (window), page);
  gtk_window_present (GTK_WINDOW (window));
  edition_row = setup_child (page, "edition_row");
  deal = setup_child (page, "deal_row");
  editions = adw_combo_row_get_model (edition_row);
  {
    g_autoptr(CfEdition) dts_edition = cf_edition_lookup_builtin ("discover-the-secrets");
    g_autoptr(CfEdition) classic_edition = cf_edition_lookup_builtin ("classic");

    for (guint i = 0; i < g_list_model_get_n_items (editions); i++)
      {
        g_autoptr(GtkStringObject) item = g_list_model_get_item (editions, i);
        const char *name = gtk_string_object_get_string (item);

        if (g_strcmp0 (name, cf_edition_get_name (dts_edition)) == 0)
          dts = i;
        if (g_strcmp0 (name, cf_edition_get_name (classic_edition)) == 0)
          classic = i;
      }
  }
  g_assert_cmpuint (dts, !=, GTK_INVALID_LIST_POSITION);
  g_assert_cmpuint (classic, !=, GTK_INVALID_LIST_POSITION);
  adw_combo_row_set_selected (edition_row, dts);
  g_assert_cmpstr (adw_action_row_get_subtitle (deal), ==, "Name the players to see the deal.");

  /* Three, four, six players: 21 cards evenly, the rest in the pool. */
  for (guint i = 0; i < 3; i++)
    gtk_editable_set_text (setup_child (page, rows[i]), names[i]);
  g_assert_cmpstr (adw_action_row_get_subtitle (deal), ==,
                   "7 cards each. No card is left over for the pool.");
  gtk_editable_set_text (setup_child (page, rows[3]), names[3]);
  g_assert_cmpstr (adw_action_row_get_subtitle (deal), ==,
                   "5 cards each. 1 card lies face down in the pool.");
  g_assert_cmpstr (adw_preferences_group_get_description (setup_child (page, "cards_group")), ==,
                   "Pick your 5 cards: 0 picked.");
  for (guint i = 4; i < 6; i++)
    gtk_editable_set_text (setup_child (page, rows[i]), names[i]);
  g_assert_cmpstr (adw_action_row_get_subtitle (deal), ==,
                   "3 cards each. 3 cards lie face down in the pool.");

  /* The classic edition deals every card; sizes typed in leave some aside. */
  adw_combo_row_set_selected (edition_row, classic);
  g_assert_cmpstr (adw_action_row_get_subtitle (deal), ==, "3 cards each.");
  gtk_editable_set_text (setup_child (page, rows[5]), "");
  g_assert_cmpstr (adw_action_row_get_subtitle (deal), ==,
                   "4, 4, 4, 3, 3 cards, in seating order.");
  gtk_editable_set_text (setup_child (page, rows[4]), "");
  gtk_editable_set_text (setup_child (page, "sizes_row"), "4 4 4 4");
  g_assert_cmpstr (adw_action_row_get_subtitle (deal), ==,
                   "4 cards each. 2 cards are set aside, dealt to nobody.");
  gtk_editable_set_text (setup_child (page, "sizes_row"), "9 9 9 9");
  g_assert_cmpstr (
      adw_action_row_get_subtitle (deal), ==,
      "Give one hand size for each player (players: 4), adding up to at most 18 cards.");
  gtk_editable_set_text (setup_child (page, "sizes_row"), "");

  /* Back to four at the 2008 table: five cards of mine, one in the pool. */
  adw_combo_row_set_selected (edition_row, dts);
  for (GtkWidget *child = gtk_widget_get_first_child (setup_child (page, "cards_box")); child;
       child = gtk_widget_get_next_sibling (child), picked++)
    gtk_toggle_button_set_active (
        GTK_TOGGLE_BUTTON (gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (child))),
        picked == 0 || picked == 1 || picked == 6 || picked == 7 || picked == 15);
  g_assert_cmpuint (picked, ==, 24);
  g_assert_true (gtk_widget_activate_action (page, "table.start", NULL));
  log = cf_table_page_get_case_log (CF_TABLE_PAGE (page));
  g_assert_nonnull (log);
  g_assert_cmpuint (cf_case_log_get_n_players (log), ==, 4);
  g_assert_cmpuint (cf_case_log_get_set_aside (log), ==, 1);
  for (guint i = 0; i < 4; i++)
    g_assert_cmpuint (cf_case_log_get_hand_size (log, i), ==, 5);
  /* The form offers a card seen in the pool. */
  g_assert_cmpuint (g_list_model_get_n_items (gtk_drop_down_get_model (form_child (page, "kind"))),
                    ==, KIND_POOL + 1);
  gtk_window_destroy (GTK_WINDOW (window));
  cf_test_iterate ();
}

static void
test_dts_entries (void)
{
  /* Each kind of Discover the Secrets entry through the form, as a person
   * at the table makes it, and what the grid then shows. */
  g_autoptr(CfCaseLog) empty = new_dts_log ();
  GtkWidget   *window = gtk_window_new ();
  GtkWidget   *page = cf_table_page_new ();
  GtkDropDown *dropdowns[9];
  GtkWidget   *add;
  guint        n;
  CfCaseLog   *log;

  gtk_window_set_default_size (GTK_WINDOW (window), 1200, 800);
  gtk_window_set_child (GTK_WINDOW (window), page);
  gtk_window_present (GTK_WINDOW (window));
  cf_table_page_set_case_log (CF_TABLE_PAGE (page), empty);
  log = cf_table_page_get_case_log (CF_TABLE_PAGE (page));
  collect_dropdowns (page, dropdowns, 9, &n);
  add = button_for_action (page, "table.add-suggestion");
  g_assert_nonnull (add);
  wait_for_grid (page, 0);
  /* The grid has no column for the pool: the line above it speaks of it. */
  g_assert_true (gtk_widget_get_visible (page_child (page, "pool")));
  g_assert_cmpstr (cf_test_label_words (page_child (page, "pool")), ==,
                   "The pool holds 1 card, not known yet.");
  g_assert_nonnull (cell_words (page, "Cal", "Dining Room"));
  g_assert_null (strstr (cell_words (page, "Cal", "Dining Room"), "certainly"));

  /* A card seen in the pool: no player field, just the card. */
  gtk_drop_down_set_selected (dropdowns[0], KIND_POOL);
  cf_test_settle (window);
  g_assert_false (gtk_widget_get_mapped (GTK_WIDGET (dropdowns[1])));
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (dropdowns[5])));
  g_assert_false (gtk_widget_get_mapped (GTK_WIDGET (dropdowns[2])));
  gtk_drop_down_set_selected (dropdowns[5], item_named (dropdowns[5], "Dining Room"));
  edit_and_wait (page, "table.add-suggestion");
  g_assert_cmpstr (entry_error (page), ==, "");
  g_assert_cmpuint (cf_case_log_get_n_events (log), ==, 1);
  g_assert_cmpint (cf_case_log_get_event (log, 0)->player, ==, CF_SET_ASIDE);
  g_assert_cmpint (cf_case_log_get_event (log, 0)->cards[0], ==, DTS_DINING_ROOM);
  g_assert_true (cf_test_mapped_text_contains (page, "Dining Room was seen in the pool"));
  wait_for_grid (page, 1);
  g_assert_cmpstr (cf_test_label_words (page_child (page, "pool")), ==,
                   "The pool holds 1 card: Dining Room.");
  g_assert_cmpstr (cell_words (page, "Cal", "Dining Room"), ==,
                   "Cal: certainly does not hold Dining Room");
  g_assert_cmpstr (cell_words (page, "The envelope", "Dining Room"), ==,
                   "The envelope: certainly does not hold Dining Room");
  /* The pool has a column of its own: the card is there, and the chance
   * that another card lies there is shown like any other */
  g_assert_cmpstr (cell_words (page, "The pool", "Dining Room"), ==,
                   "The pool: certainly holds Dining Room");
  g_assert_cmpstr (cell_words (page, "The pool", "Kitchen"), ==,
                   "The pool: certainly does not hold Kitchen");

  /* The form after an entry of another kind: a suggestion shows its own
   * fields, afresh. */
  gtk_drop_down_set_selected (dropdowns[0], KIND_SUGGESTION);
  cf_test_settle (window);
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (dropdowns[1])));
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (dropdowns[2])));
  g_assert_false (gtk_widget_get_mapped (GTK_WIDGET (dropdowns[5])));
  g_assert_cmpuint (gtk_drop_down_get_selected (dropdowns[6]), ==, 0);

  /* My suggestion of Peacock, Poison, Observatory: nobody showed. Anybody
   * asked may have refused; never I who asked. */
  gtk_drop_down_set_selected (dropdowns[1], item_named (dropdowns[1], "Ann"));
  gtk_drop_down_set_selected (dropdowns[2], DTS_PEACOCK);
  gtk_drop_down_set_selected (dropdowns[3], DTS_POISON - 6);
  gtk_drop_down_set_selected (dropdowns[4], DTS_OBSERVATORY - 15);
  cf_test_settle (window);
  g_assert_true (gtk_widget_get_mapped (form_child (page, "refused_box")));
  g_assert_cmpuint (n_refusals_offered (page), ==, 3);
  g_assert_null (refusal_check (page, "Ann"));
  /* It names the Keeper card that lets a player refuse. */
  {
    const CfIntrigue *intrigue = cf_edition_get_intrigue (cf_case_log_get_edition (log));
    const char       *keeper = cf_intrigue_get_keeper_name (
              intrigue, cf_intrigue_find_effect (intrigue, CF_KEEPER_REFUSE));

    g_assert_nonnull (
        strstr (gtk_widget_get_tooltip_text (form_child (page, "refused_label")), keeper));
  }

  /* Dan showed a card: only Bea and Cal were asked. */
  gtk_drop_down_set_selected (dropdowns[6], item_named (dropdowns[6], "Dan"));
  g_assert_cmpuint (n_refusals_offered (page), ==, 2);
  g_assert_null (refusal_check (page, "Dan"));
  gtk_check_button_set_active (refusal_check (page, "Cal"), TRUE);
  /* Bea showed: nobody was asked before her, nobody can have refused. */
  gtk_drop_down_set_selected (dropdowns[6], item_named (dropdowns[6], "Bea"));
  cf_test_settle (window);
  g_assert_cmpuint (n_refusals_offered (page), ==, 0);
  g_assert_false (gtk_widget_get_mapped (form_child (page, "refused_box")));
  /* Back to Dan: Cal's refusal did not linger. */
  gtk_drop_down_set_selected (dropdowns[6], item_named (dropdowns[6], "Dan"));
  g_assert_false (gtk_check_button_get_active (refusal_check (page, "Cal")));
  gtk_check_button_set_active (refusal_check (page, "Cal"), TRUE);
  edit_and_wait (page, "table.add-suggestion");
  g_assert_cmpstr (entry_error (page), ==, "");
  g_assert_cmpuint (cf_case_log_get_n_events (log), ==, 2);
  g_assert_cmphex (cf_case_log_get_event (log, 1)->refused, ==, 1u << 2);
  g_assert_cmpint (cf_case_log_get_event (log, 1)->refuter, ==, 3);
  /* The entry names who passed and who refused. */
  cf_test_settle (window);
  g_assert_true (cf_test_mapped_text_contains (page, "Passed: Bea. Refused to show a card: Cal"));
  wait_for_grid (page, 2);
  /* Bea could not show: she holds none of them. Cal refused: her cards stay
   * unknown. */
  g_assert_cmpstr (cell_words (page, "Bea", "Eleanor Peacock"), ==,
                   "Bea: certainly does not hold Eleanor Peacock");
  g_assert_nonnull (cell_words (page, "Cal", "Eleanor Peacock"));
  g_assert_null (strstr (cell_words (page, "Cal", "Eleanor Peacock"), "certainly"));

  /* Editing it shows the refusal as entered. */
  activate_entry (page, 1);
  g_assert_true (gtk_check_button_get_active (refusal_check (page, "Cal")));
  g_assert_false (gtk_check_button_get_active (refusal_check (page, "Bea")));
  g_assert_true (gtk_widget_activate_action (page, "table.cancel-edit", NULL));

  /* Bea's hand laid face up: Add waits for a card ticked; no more cards
   * than she holds can be ticked. */
  gtk_drop_down_set_selected (dropdowns[0], KIND_HAND);
  gtk_drop_down_set_selected (dropdowns[1], item_named (dropdowns[1], "Bea"));
  cf_test_settle (window);
  g_assert_true (gtk_widget_get_mapped (form_child (page, "hand_box")));
  g_assert_false (gtk_widget_get_mapped (GTK_WIDGET (dropdowns[2])));
  g_assert_false (gtk_widget_get_mapped (GTK_WIDGET (dropdowns[6])));
  g_assert_false (gtk_widget_get_mapped (form_child (page, "refused_box")));
  g_assert_cmpstr (cf_test_label_words (form_child (page, "hand_label")), ==,
                   "Tick the cards Bea laid face up: 0 of 5 ticked.");
  g_assert_false (gtk_widget_get_sensitive (add));
  /* My own cards are not hers to lay down. */
  g_assert_false (gtk_widget_get_sensitive (GTK_WIDGET (hand_toggle (page, 0))));
  g_assert_true (gtk_widget_get_sensitive (GTK_WIDGET (hand_toggle (page, DTS_POISON))));
  {
    const guint hand[5] = { DTS_WHITE, DTS_GREEN, DTS_CANDLESTICK, DTS_DUMBBELL, DTS_PATIO };

    for (guint i = 0; i < 5; i++)
      gtk_toggle_button_set_active (hand_toggle (page, hand[i]), TRUE);
    g_assert_true (gtk_widget_get_sensitive (add));
    g_assert_cmpstr (cf_test_label_words (form_child (page, "hand_label")), ==,
                     "Tick the cards Bea laid face up: 5 of 5 ticked.");
    /* A sixth card cannot be hers. */
    g_assert_false (gtk_widget_get_sensitive (GTK_WIDGET (hand_toggle (page, DTS_POISON))));
    g_assert_true (gtk_widget_get_sensitive (GTK_WIDGET (hand_toggle (page, DTS_WHITE))));
    edit_and_wait (page, "table.add-suggestion");
    g_assert_cmpstr (entry_error (page), ==, "");
    g_assert_cmpuint (cf_case_log_get_n_events (log), ==, 7);
    for (guint i = 0; i < 5; i++)
      {
        const CfEvent *event = cf_case_log_get_event (log, 2 + i);

        g_assert_cmpint (event->type, ==, CF_EVENT_REVEAL);
        g_assert_cmpint (event->player, ==, 1);
        g_assert_cmpint (event->cards[0], ==, (int)hand[i]);
      }
    wait_for_grid (page, 7);
    g_assert_cmpstr (cell_words (page, "Bea", "Diane White"), ==,
                     "Bea: certainly holds Diane White");
    g_assert_cmpstr (cell_words (page, "Bea", "Patio"), ==, "Bea: certainly holds Patio");
    /* Her hand is all known: nothing else is hers. */
    g_assert_cmpstr (cell_words (page, "Bea", "Poison"), ==, "Bea: certainly does not hold Poison");

    /* One undo takes the whole hand back. */
    g_assert_true (gtk_widget_activate_action (page, "table.undo", NULL));
    g_assert_cmpuint (cf_case_log_get_n_events (log), ==, 2);
    wait_for_grid (page, 2);
    g_assert_null (strstr (cell_words (page, "Bea", "Diane White"), "certainly"));
    g_assert_true (gtk_widget_activate_action (page, "table.redo", NULL));
    g_assert_cmpuint (cf_case_log_get_n_events (log), ==, 7);
  }

  /* Another player, or another kind and back: nothing stays ticked. */
  g_assert_true (gtk_toggle_button_get_active (hand_toggle (page, DTS_WHITE)));
  gtk_drop_down_set_selected (dropdowns[0], KIND_SUGGESTION);
  cf_test_settle (window);
  g_assert_false (gtk_widget_get_mapped (form_child (page, "hand_box")));
  g_assert_true (gtk_widget_get_sensitive (add));
  gtk_drop_down_set_selected (dropdowns[0], KIND_HAND);
  g_assert_false (gtk_toggle_button_get_active (hand_toggle (page, DTS_WHITE)));
  g_assert_false (gtk_widget_get_sensitive (add));
  gtk_toggle_button_set_active (hand_toggle (page, DTS_POISON), TRUE);
  gtk_drop_down_set_selected (dropdowns[1], item_named (dropdowns[1], "Cal"));
  g_assert_false (gtk_toggle_button_get_active (hand_toggle (page, DTS_POISON)));
  g_assert_cmpstr (cf_test_label_words (form_child (page, "hand_label")), ==,
                   "Tick the cards Cal laid face up: 0 of 5 ticked.");

  /* A pool entry edited shows the pool, not a player. */
  activate_entry (page, 0);
  g_assert_cmpuint (gtk_drop_down_get_selected (dropdowns[0]), ==, KIND_POOL);
  g_assert_cmpuint (gtk_drop_down_get_selected (dropdowns[5]), ==,
                    item_named (dropdowns[5], "Dining Room"));
  g_assert_true (gtk_widget_activate_action (page, "table.cancel-edit", NULL));

  /* Each card of the hand stays an entry of its own, removable alone. */
  g_assert_true (gtk_widget_activate_action (page, "table.remove-entry", "u", 3));
  g_assert_cmpuint (cf_case_log_get_n_events (log), ==, 6);
  g_assert_cmpint (cf_case_log_get_event (log, 3)->cards[0], ==, DTS_CANDLESTICK);

  gtk_window_destroy (GTK_WINDOW (window));
  cf_test_iterate ();
}

static void
test_classic_form_unchanged (void)
{
  /* An edition without a pool or Keeper cards: no pool entry, no refusals. */
  g_autoptr(CfCaseLog) empty = new_log ();
  GtkWidget   *window = gtk_window_new ();
  GtkWidget   *page = cf_table_page_new ();
  GtkDropDown *kind;

  gtk_window_set_child (GTK_WINDOW (window), page);
  gtk_window_present (GTK_WINDOW (window));
  cf_table_page_set_case_log (CF_TABLE_PAGE (page), empty);
  kind = form_child (page, "kind");
  g_assert_cmpuint (g_list_model_get_n_items (gtk_drop_down_get_model (kind)), ==, KIND_HAND + 1);
  g_assert_cmpuint (n_refusals_offered (page), ==, 0);
  cf_test_settle (window);
  g_assert_false (gtk_widget_get_mapped (form_child (page, "refused_box")));
  /* Nothing is dealt to nobody: no line about it. */
  g_assert_false (gtk_widget_get_visible (page_child (page, "pool")));
  /* Only players in the player list. */
  g_assert_cmpuint (
      g_list_model_get_n_items (gtk_drop_down_get_model (form_child (page, "player"))), ==, 3);
  gtk_window_destroy (GTK_WINDOW (window));
  cf_test_iterate ();
}

static void
test_damaged_notebook_kept (void)
{
  g_autofree char *dir = g_build_filename (g_get_user_state_dir (), "casefile", NULL);
  g_autofree char *path = g_build_filename (dir, "notebook.json", NULL);
  g_autofree char *after = NULL;
  g_autofree char *backup = g_strconcat (path, "~", NULL);
  const char      *junk = "{\"format\": 1, \"edition\": \"classic\", \"players\": 3}";
  CfWindow        *window;

  /* No earlier save to fall back on (see /casefile/gui/notebook-from-backup). */
  g_mkdir_with_parents (dir, 0700);
  g_unlink (backup);
  g_assert_true (g_file_set_contents (path, junk, -1, NULL));
  window = cf_window_new (app);
  gtk_window_present (GTK_WINDOW (window));
  cf_test_iterate ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.table-notebook", NULL));
  cf_test_iterate ();
  /* A message; the set-up is offered; the file stays as it was. */
  g_assert_nonnull (ADW_MESSAGE_DIALOG (cf_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG)));
  g_assert_null (cf_table_page_get_case_log (
      CF_TABLE_PAGE (cf_test_find_type (GTK_WIDGET (window), CF_TYPE_TABLE_PAGE))));
  g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, junk);
  gtk_window_destroy (
      GTK_WINDOW (ADW_MESSAGE_DIALOG (cf_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG))));
  gtk_window_destroy (GTK_WINDOW (window));
  cf_test_iterate ();
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
    g_assert_nonnull (ADW_MESSAGE_DIALOG (cf_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG)));
    gtk_window_destroy (
        GTK_WINDOW (ADW_MESSAGE_DIALOG (cf_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG))));
  }
  gtk_window_destroy (GTK_WINDOW (window));
  cf_test_iterate ();
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
          gtk_drop_down_set_selected (
              dropdowns[0], event->type == CF_EVENT_SUGGESTION ? KIND_SUGGESTION
                            : event->type == CF_EVENT_ACCUSATION
                                ? (event->correct ? KIND_RIGHT_ACCUSATION : KIND_WRONG_ACCUSATION)
                            : event->player == CF_SET_ASIDE ? KIND_POOL
                                                            : KIND_FACE_UP);
          if (event->player >= 0)
            gtk_drop_down_set_selected (dropdowns[1], (guint)event->player);
          for (CfCategory c = 0; c < CF_N_CATEGORIES && event->type != CF_EVENT_REVEAL; c++)
            gtk_drop_down_set_selected (dropdowns[2 + c],
                                        by_category[c] - cf_edition_get_first_card_of (edition, c));
          if (event->type == CF_EVENT_REVEAL)
            gtk_drop_down_set_selected (
                dropdowns[5],
                item_named (dropdowns[5], cf_edition_get_card_name (edition, event->cards[0])));
          gtk_drop_down_set_selected (
              dropdowns[6],
              event->refuter >= 0
                  ? item_named (dropdowns[6], cf_case_log_get_player_name (log, event->refuter))
                  : 0);
          gtk_drop_down_set_selected (dropdowns[7], 0);
          for (CfCategory c = 0; c < CF_N_CATEGORIES && event->shown >= 0; c++)
            if (by_category[c] == event->shown)
              gtk_drop_down_set_selected (dropdowns[7], 1 + c);
          edit_and_wait (page, "table.add-suggestion");
          g_assert_cmpuint (cf_case_log_get_n_events (log), ==, e + 1);
        }

      grid = CF_NOTEBOOK_VIEW (cf_test_find_type (page, CF_TYPE_NOTEBOOK_VIEW));
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
        GtkWidget *entries = page_child (page, "entries");
        guint      proofs = 0;

        g_assert_nonnull (entries);

        for (GtkWidget *cell =
                 gtk_widget_get_first_child (gtk_widget_get_first_child (GTK_WIDGET (grid)));
             cell != NULL && proofs == 0; cell = gtk_widget_get_next_sibling (cell))
          {
            const char *tip = cf_test_tooltip (cell);
            GtkWidget  *popover;

            if (!gtk_widget_has_css_class (cell, "notebook-cell") || tip == NULL ||
                strstr (tip, "certainly") == NULL)
              continue;
            g_signal_emit_by_name (cell, "clicked");
            /* The entries are found off the main thread, then marked. */
            popover = cf_test_find_type (GTK_WIDGET (grid), GTK_TYPE_POPOVER);
            g_assert_nonnull (popover);
            timed_out = FALSE;
            timeout = g_timeout_add_seconds (30, give_up, &timed_out);
            while (!timed_out && g_str_equal (cf_test_label_words (GTK_LABEL (
                                                  cf_test_find_type (popover, GTK_TYPE_LABEL))),
                                              "Working out why…"))
              g_main_context_iteration (NULL, TRUE);
            g_assert_false (timed_out);
            g_source_remove (timeout);
            for (GtkWidget *item = gtk_widget_get_first_child (entries); item;
                 item = gtk_widget_get_next_sibling (item))
              proofs += gtk_widget_get_first_child (item) != NULL &&
                        gtk_widget_has_css_class (gtk_widget_get_first_child (item), "proof");
          }
        g_assert_cmpuint (proofs, >, 0);
        /* Those who passed are shown with the entries (on screen: the
         * list makes rows for those only). */
        {
          guint shown = 0;

          cf_test_settle (GTK_WIDGET (gtk_widget_get_root (entries)));
          for (GtkWidget *item = gtk_widget_get_first_child (entries); item;
               item = gtk_widget_get_next_sibling (item))
            {
              GtkWidget      *row = gtk_widget_get_first_child (item);
              CfCaseLogEntry *entry;

              if (!CF_IS_ENTRY_ROW (row) || !gtk_widget_get_mapped (row) ||
                  !(entry = cf_entry_row_get_entry (CF_ENTRY_ROW (row))) ||
                  cf_case_log_entry_get_passed (entry) == NULL)
                continue;
              g_assert_true (
                  cf_test_mapped_text_contains (row, cf_case_log_entry_get_passed (entry)));
              shown++;
            }
          g_assert_cmpuint (shown, >, 0);
        }
      }
      tried++;
      /* The window goes with the "why" popover open: it must not keep
       * X's keyboard grab, or no real key reaches the later tests. */
      gtk_window_destroy (GTK_WINDOW (window));
      cf_test_iterate ();
    }
  g_assert_cmpuint (tried, >=, 3);
}

static void
test_custom_card_set (void)
{
  /* A card set typed in makes a notebook, and is there again next time. */
  GtkWidget  *window = gtk_window_new ();
  GtkWidget  *page = cf_table_page_new ();
  const char *rows[6] = { "suspects_row", "weapons_row", "rooms_row",
                          "name_row1",    "name_row2",   "name_row3" };
  const char *texts[6] = {
    "Ann Orchid, Bob Plum, Cy Gray", "Rope, Knife, Axe", "Hall, Den, Attic", "Me", "Bea", "Cal"
  };
  guint        picked = 0;
  AdwComboRow *edition;
  CfCaseLog   *log;

  gtk_window_set_child (GTK_WINDOW (window), page);
  gtk_window_present (GTK_WINDOW (window));
  edition = setup_child (page, "edition_row");
  g_assert_false (gtk_widget_get_visible (setup_child (page, "suspects_row")));
  adw_combo_row_set_selected (edition,
                              g_list_model_get_n_items (adw_combo_row_get_model (edition)) - 1);
  g_assert_true (gtk_widget_get_visible (setup_child (page, "suspects_row")));
  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    gtk_editable_set_text (setup_child (page, rows[i]), texts[i]);

  /* Nine cards: two each; mine, a suspect and a weapon. */
  for (GtkWidget *child = gtk_widget_get_first_child (setup_child (page, "cards_box")); child;
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
  cf_test_iterate ();

  /* Next time the set is typed in already. */
  window = gtk_window_new ();
  page = cf_table_page_new ();
  gtk_window_set_child (GTK_WINDOW (window), page);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_cmpstr (gtk_editable_get_text (setup_child (page, "suspects_row")), ==,
                   "Ann Orchid, Bob Plum, Cy Gray");
  gtk_window_destroy (GTK_WINDOW (window));
  cf_test_iterate ();
}

static gboolean
n_events_is (gpointer data)
{
  GtkWidget *page = data;
  CfCaseLog *log = cf_table_page_get_case_log (CF_TABLE_PAGE (page));
  guint      wanted = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (page), "wanted"));

  return editor_idle (page) && cf_case_log_get_n_events (log) == wanted;
}

/* Presses @keys with @focus focused and waits until the log holds @n events. */
static void
press_and_expect (GtkWidget *focus, GtkWidget *page, const char *keys, guint n)
{
  gtk_widget_grab_focus (focus);
  g_assert_true (cf_test_press_keys (focus, keys));
  g_object_set_data (G_OBJECT (page), "wanted", GUINT_TO_POINTER (n));
  g_assert_true (cf_test_wait_for (n_events_is, page, 60000));
}

static gboolean
has_advice (gpointer data)
{
  return gtk_list_box_get_row_at_index (page_child (data, "advice"), 0) != NULL;
}

static gboolean
file_chooser_shown (gpointer data)
{
  return cf_test_find_toplevel (GTK_TYPE_FILE_CHOOSER) != NULL;
}

static void
test_keys_anywhere (void)
{
  /* The notebook's keys work with the focus outside the page: here on the
   * main menu's button in the header bar. */
  g_autoptr(CfCaseLog) empty = new_log ();
  g_autofree char *path =
      g_build_filename (g_get_user_state_dir (), "casefile", "notebook.json", NULL);
  CfWindow  *window = cf_window_new (app);
  GtkWidget *page, *menu, *edit_box;

  g_unlink (path);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.table-notebook", NULL));
  page = cf_test_find_type (GTK_WIDGET (window), CF_TYPE_TABLE_PAGE);
  cf_table_page_set_case_log (CF_TABLE_PAGE (page), empty);
  cf_test_settle (GTK_WIDGET (window));
  /* The main menu's button (the header bar holds the Players button too) */
  menu = GTK_WIDGET (
      gtk_widget_get_template_child (GTK_WIDGET (window), CF_TYPE_WINDOW, "menu_button"));
  g_assert_true (gtk_widget_get_visible (menu));
  g_assert_nonnull (menu);
  g_assert_null (gtk_widget_get_ancestor (menu, CF_TYPE_TABLE_PAGE));
  gtk_widget_grab_focus (menu);
  if (!cf_test_press_keys (menu, "Shift_L"))
    {
      g_test_skip ("not an X11 display");
      gtk_window_destroy (GTK_WINDOW (window));
      return;
    }

  /* Ctrl+Enter adds the form's entry; Ctrl+Z takes it back; Shift+Ctrl+Z
   * makes it again. */
  press_and_expect (menu, page, "<Control>Return", 1);
  press_and_expect (menu, page, "<Control>z", 0);
  press_and_expect (menu, page, "<Shift><Control>z", 1);

  /* While an entry is edited, Ctrl+Enter replaces it: it adds nothing. */
  activate_entry (page, 0);
  g_assert_true (gtk_widget_get_visible (page_child (page, "edit_box")));
  press_and_expect (menu, page, "<Control>Return", 1);
  g_assert_false (gtk_widget_get_visible (page_child (page, "edit_box")));
  g_assert_true (cf_test_wait_for (editor_idle, page, 60000));
  g_assert_cmpuint (cf_case_log_get_n_events (cf_table_page_get_case_log (CF_TABLE_PAGE (page))),
                    ==, 1);

  /* Escape ends editing an entry. */
  edit_box = page_child (page, "edit_box");
  activate_entry (page, 0);
  g_assert_true (gtk_widget_get_visible (edit_box));
  gtk_widget_grab_focus (menu);
  g_assert_true (cf_test_press_keys (menu, "Escape"));
  g_assert_false (gtk_widget_get_visible (edit_box));

  /* Ctrl+I asks what to ask next. */
  gtk_widget_grab_focus (menu);
  g_assert_true (cf_test_press_keys (menu, "<Control>i"));
  g_assert_true (cf_test_wait_for (has_advice, page, 60000));
  /* Exact advice needs no note. */
  g_assert_false (gtk_widget_get_visible (page_child (page, "advice_note")));

  /* Delete on a focused entry removes it; Ctrl+Z brings it back. */
  press_and_expect (GTK_WIDGET (entry_row (page, 0)), page, "Delete", 0);
  g_assert_true (cf_test_wait_for (editor_idle, page, 60000));
  press_and_expect (menu, page, "<Control>z", 1);

  /* Shift+Ctrl+S saves as: the file chooser comes up. */
  gtk_widget_grab_focus (menu);
  g_assert_true (cf_test_press_keys (menu, "<Shift><Control>s"));
  g_assert_true (cf_test_wait_for (file_chooser_shown, NULL, 10000));
  /* Cancelled as a person would: the chooser belongs to a
   * GtkFileChooserNative, which must see the response (destroying its
   * window under it crashed now and then). */
  gtk_dialog_response (GTK_DIALOG (cf_test_find_toplevel (GTK_TYPE_FILE_CHOOSER)),
                       GTK_RESPONSE_CANCEL);
  cf_test_settle (GTK_WIDGET (window));

  /* Shift+Ctrl+N goes to the set-up of a new notebook. */
  gtk_widget_grab_focus (menu);
  g_assert_true (cf_test_press_keys (menu, "<Shift><Control>n"));
  g_assert_cmpstr (gtk_stack_get_visible_child_name (page_child (page, "stack")), ==, "setup");

  gtk_window_destroy (GTK_WINDOW (window));
  cf_test_iterate ();
  g_unlink (path);
}

static gboolean
popup_shown (GtkWidget *dropdown)
{
  for (GtkWidget *child = gtk_widget_get_first_child (dropdown); child;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_POPOVER (child) && gtk_widget_get_visible (child))
      return TRUE;
  return FALSE;
}

/* The name of @dropdown's selected item. */
static const char *
selected_name (GtkDropDown *dropdown)
{
  return gtk_string_object_get_string (gtk_drop_down_get_selected_item (dropdown));
}

static void
test_type_ahead (void)
{
  /* Typing in a list of the form finds by any part of a name; Enter keeps
   * what was found. */
  g_autoptr(CfCaseLog) empty = new_log ();
  GtkWidget   *window = gtk_window_new ();
  GtkWidget   *page = cf_table_page_new ();
  GtkDropDown *room, *weapon;

  gtk_window_set_child (GTK_WINDOW (window), page);
  gtk_window_set_default_size (GTK_WINDOW (window), 1200, 800);
  gtk_window_present (GTK_WINDOW (window));
  cf_table_page_set_case_log (CF_TABLE_PAGE (page), empty);
  cf_test_settle (window);
  room = form_child (page, "room");
  weapon = form_child (page, "weapon");

  gtk_widget_grab_focus (GTK_WIDGET (room));
  if (!cf_test_type_text (GTK_WIDGET (room), "brar"))
    {
      g_test_skip ("not an X11 display");
      gtk_window_destroy (GTK_WINDOW (window));
      return;
    }
  g_assert_cmpstr (selected_name (room), ==, "Library");
  g_assert_true (cf_test_press_keys (GTK_WIDGET (room), "Return"));
  g_assert_cmpstr (selected_name (room), ==, "Library");
  g_assert_false (popup_shown (GTK_WIDGET (room)));

  /* Any case; a pause starts a new search; "pipe" is in "Lead Pipe". */
  gtk_widget_grab_focus (GTK_WIDGET (weapon));
  g_assert_true (cf_test_type_text (GTK_WIDGET (weapon), "PIPE"));
  g_assert_cmpstr (selected_name (weapon), ==, "Lead Pipe");
  g_assert_true (cf_test_press_keys (GTK_WIDGET (weapon), "Return"));
  g_assert_false (popup_shown (GTK_WIDGET (weapon)));
  /* Without a search going on, Enter opens the list as usual. */
  g_assert_true (cf_test_press_keys (GTK_WIDGET (weapon), "Return"));
  g_assert_true (popup_shown (GTK_WIDGET (weapon)));
  /* Escape closes it again (and the window goes with no popup open). */
  g_assert_true (cf_test_press_keys (GTK_WIDGET (weapon), "Escape"));
  g_assert_false (popup_shown (GTK_WIDGET (weapon)));
  cf_test_settle (window);

  gtk_window_destroy (GTK_WINDOW (window));
  cf_test_iterate ();
}

static void
test_save_as (void)
{
  /* Save As confirms in a toast, and the file opens as the same notebook;
   * a save that cannot be made says so. */
  g_autoptr(CfCaseLog) empty = new_log ();
  g_autofree char *dir = g_dir_make_tmp ("casefile-test-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "game.caselog", NULL);
  g_autofree char *nowhere = g_build_filename (dir, "missing", "game.caselog", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) bad = g_file_new_for_path (nowhere);
  g_autoptr(CfCaseLog) reopened = NULL;
  GtkWidget *window = gtk_window_new ();
  GtkWidget *overlay = adw_toast_overlay_new ();
  GtkWidget *page = cf_table_page_new ();
  CfEvent    event;

  adw_toast_overlay_set_child (ADW_TOAST_OVERLAY (overlay), page);
  gtk_window_set_child (GTK_WINDOW (window), overlay);
  gtk_window_present (GTK_WINDOW (window));
  cf_table_page_set_case_log (CF_TABLE_PAGE (page), empty);
  cf_event_init_reveal (&event, 2, 20);
  g_assert_true (
      cf_case_log_editor_add (cf_table_page_get_editor (CF_TABLE_PAGE (page)), &event, NULL));

  g_assert_true (cf_table_page_save_as (CF_TABLE_PAGE (page), file));
  cf_test_settle (window);
  g_assert_nonnull (cf_test_find_type (overlay, g_type_from_name ("AdwToastWidget")));
  g_assert_true (cf_test_mapped_text_contains (overlay, "game.caselog"));
  reopened = cf_case_log_new_from_file (file, NULL);
  g_assert_nonnull (reopened);
  g_assert_cmpuint (cf_case_log_get_n_events (reopened), ==, 1);

  g_assert_false (cf_table_page_save_as (CF_TABLE_PAGE (page), bad));
  g_assert_false (g_file_query_exists (bad, NULL));

  gtk_window_destroy (GTK_WINDOW (window));
  cf_test_iterate ();
  g_unlink (path);
  g_rmdir (dir);
}

static gboolean
summary_says (gpointer page)
{
  return strstr (cf_test_label_words (page_child (page, "summary")), "estimates") != NULL;
}

static void
test_estimates_shown (void)
{
  /* A log too large to count: the grid shows its chances as estimates
   * (≈), certainties as usual, and the summary says so. */
  g_autoptr(CfCaseLog) log = new_log ();
  GtkWidget *window = gtk_window_new ();
  GtkWidget *page = cf_table_page_new ();

  cf_solver_set_always_estimate (TRUE);
  cf_solver_set_estimate_time (50000);
  gtk_window_set_child (GTK_WINDOW (window), page);
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  gtk_window_present (GTK_WINDOW (window));
  cf_table_page_set_case_log (CF_TABLE_PAGE (page), log);
  g_assert_true (cf_test_wait_for (summary_says, page, 60000));
  cf_test_settle (window);
  g_assert_true (cf_test_mapped_text_contains (window, "≈"));
  g_assert_true (cf_test_mapped_text_contains (window, "✓"));

  /* Sampled advice says it is sampled, under the list. */
  cf_deduction_set_advice_budget (0);
  g_assert_false (gtk_widget_get_visible (page_child (page, "advice_note")));
  g_assert_true (gtk_widget_activate_action (page, "table.advise", NULL));
  g_assert_true (cf_test_wait_for (has_advice, page, 60000));
  cf_test_settle (window);
  g_assert_true (gtk_widget_get_mapped (page_child (page, "advice_note")));
  cf_deduction_set_advice_budget (G_MAXUINT64);
  cf_solver_set_always_estimate (FALSE);
  cf_solver_set_estimate_time (0);

  gtk_window_destroy (GTK_WINDOW (window));
  cf_test_iterate ();
}

static void
test_autosave_fails (void)
{
  /* A notebook that cannot be saved says so in a toast, keeps the entries
   * on screen, and leaves what stands at the path alone (here a folder). */
  g_autoptr(CfCaseLog) empty = new_log ();
  g_autofree char *dir = g_dir_make_tmp ("casefile-test-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "notebook.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  GtkWidget *window = gtk_window_new ();
  GtkWidget *overlay = adw_toast_overlay_new ();
  GtkWidget *page = cf_table_page_new ();

  g_assert_cmpint (g_mkdir (path, 0700), ==, 0);
  adw_toast_overlay_set_child (ADW_TOAST_OVERLAY (overlay), page);
  gtk_window_set_child (GTK_WINDOW (window), overlay);
  gtk_window_present (GTK_WINDOW (window));
  cf_table_page_set_autosave (CF_TABLE_PAGE (page), file);
  cf_table_page_set_case_log (CF_TABLE_PAGE (page), empty);
  cf_test_settle (window);
  g_assert_nonnull (cf_test_find_type (overlay, g_type_from_name ("AdwToastWidget")));
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_DIR));
  g_assert_nonnull (cf_table_page_get_case_log (CF_TABLE_PAGE (page)));

  gtk_window_destroy (GTK_WINDOW (window));
  cf_test_iterate ();
  g_rmdir (path);
  g_rmdir (dir);
}

static guint
count_entry_rows (GtkWidget *root)
{
  guint n = CF_IS_ENTRY_ROW (root);

  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += count_entry_rows (child);
  return n;
}

static gboolean
newest_entry_shown (gpointer data)
{
  GtkWidget *page = data;
  guint newest = cf_case_log_get_n_events (cf_table_page_get_case_log (CF_TABLE_PAGE (page))) - 1;

  for (GtkWidget *item = gtk_widget_get_first_child (page_child (page, "entries")); item != NULL;
       item = gtk_widget_get_next_sibling (item))
    {
      GtkWidget      *row = gtk_widget_get_first_child (item);
      CfCaseLogEntry *entry;

      if (CF_IS_ENTRY_ROW (row) && gtk_widget_get_mapped (row) &&
          (entry = cf_entry_row_get_entry (CF_ENTRY_ROW (row))) != NULL &&
          cf_case_log_entry_get_index (entry) == newest)
        return TRUE;
    }
  return FALSE;
}

static void
test_big_notebook (void)
{
  /* A notebook of 10,000 entries opens as one of ten: the list makes rows
   * for the entries on screen, not one per entry, and shows the newest. */
  g_autoptr(CfEdition) classic = cf_edition_lookup_builtin ("classic");
  g_autoptr(GRand) rand = g_rand_new_with_seed (22);
  g_autoptr(CfCaseLog) log = cf_random_log_new (classic, 4, 0, 0, 10000, rand, NULL);
  g_autofree char *dir = g_dir_make_tmp ("casefile-test-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "big.caselog", NULL);
  g_autofree char *backup = g_strconcat (path, "~", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  GtkWidget *window = gtk_window_new ();
  GtkWidget *page = cf_table_page_new ();
  guint      n_events = cf_case_log_get_n_events (log);
  guint      rows;

  g_assert_cmpuint (n_events, >, 9000);
  g_assert_true (cf_case_log_save (log, file, NULL));
  gtk_window_set_default_size (GTK_WINDOW (window), 1000, 700);
  gtk_window_set_child (GTK_WINDOW (window), page);
  gtk_window_present (GTK_WINDOW (window));
  cf_test_settle (window);

  g_assert_true (cf_table_page_import_file (CF_TABLE_PAGE (page), file));
  g_assert_cmpuint (g_list_model_get_n_items (cf_case_log_editor_get_entries (
                        cf_table_page_get_editor (CF_TABLE_PAGE (page)))),
                    ==, n_events);
  g_assert_true (cf_test_wait_for (newest_entry_shown, page, 30000));
  rows = count_entry_rows (page);
  g_test_message ("%u entries, %u rows", n_events, rows);
  g_assert_cmpuint (rows, >, 0);
  g_assert_cmpuint (rows, <, 100);

  /* Editing one on screen works as in a short notebook. */
  activate_entry (page, n_events - 1);
  g_assert_true (gtk_widget_get_visible (page_child (page, "edit_box")));
  g_assert_true (gtk_widget_activate_action (page, "table.cancel-edit", NULL));

  gtk_window_destroy (GTK_WINDOW (window));
  cf_test_iterate ();
  g_unlink (path);
  g_unlink (backup);
  g_rmdir (dir);
}

/* ---------------------------------------------------------------- files: never replaced unasked */

static gboolean
message_dialog_shown (gpointer data)
{
  return cf_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG) != NULL;
}

/* Answers the question shown with @response, as its button does. */
static void
answer (const char *response)
{
  AdwMessageDialog *dialog;

  g_assert_true (cf_test_wait_for (message_dialog_shown, NULL, 30000));
  dialog = g_object_ref (ADW_MESSAGE_DIALOG (cf_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG)));
  adw_message_dialog_response (dialog, response);
  if (gtk_widget_get_visible (GTK_WIDGET (dialog)))
    gtk_window_destroy (GTK_WINDOW (dialog));
  g_object_unref (dialog);
  cf_test_iterate ();
}

static char *
notebook_path (void)
{
  return g_build_filename (g_get_user_state_dir (), "casefile", "notebook.json", NULL);
}

/* The copies kept in the home folder (no documents folder is set), their
 * contents in the order of their names. */
static GPtrArray *
kept_copies (gboolean remove)
{
  GPtrArray *contents = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GDir) dir = g_dir_open (g_get_home_dir (), 0, NULL);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)))
    if (g_str_has_prefix (name, "Notebook ") && g_str_has_suffix (name, ".caselog"))
      g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, (GCompareFunc)g_strcmp0);
  for (guint i = 0; i < names->len; i++)
    {
      g_autofree char *path = g_build_filename (g_get_home_dir (), names->pdata[i], NULL);
      char            *text = NULL;

      g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
      g_ptr_array_add (contents, text);
      if (remove)
        g_unlink (path);
    }
  return contents;
}

static void
forget_notebook (void)
{
  g_autofree char *path = notebook_path ();
  g_autofree char *backup = g_strconcat (path, "~", NULL);

  g_unlink (path);
  g_unlink (backup);
  g_ptr_array_unref (kept_copies (TRUE));
}

static char *
log_text (CfCaseLog *log)
{
  g_autoptr(GBytes) bytes = cf_case_log_to_bytes (log);

  return g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
}

static char *
notebook_text (void)
{
  g_autofree char *path = notebook_path ();
  char            *text = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  return text;
}

static CfCaseLog *
random_log (guint seed, guint n_events)
{
  g_autoptr(CfEdition) classic = cf_edition_lookup_builtin ("classic");
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);

  return cf_random_log_new (classic, 3, 0, 0, n_events, rand, NULL);
}

static gboolean
has_table_page (gpointer window)
{
  return cf_test_find_type (GTK_WIDGET (window), CF_TYPE_TABLE_PAGE) != NULL;
}

/* The window's table page, built after the window's first frame */
static CfTablePage *
window_page (CfWindow *window)
{
  g_assert_true (cf_test_wait_for (has_table_page, window, 10000));
  return CF_TABLE_PAGE (cf_test_find_type (GTK_WIDGET (window), CF_TYPE_TABLE_PAGE));
}

static void
test_open_asks_first (void)
{
  /* Opening a case log over a notebook with entries asks first. Cancel:
   * nothing changes. Open: the notebook in progress is kept as a copy
   * first, then the file opened takes its place. Nothing is lost either
   * way (the old code replaced and saved at once). */
  g_autoptr(CfCaseLog) mine = random_log (1, 6);
  g_autoptr(CfCaseLog) other = random_log (2, 9);
  g_autofree char *dir = g_dir_make_tmp ("casefile-test-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "other.caselog", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *mine_text = log_text (mine);
  g_autofree char *other_text = log_text (other);
  CfWindow        *window;
  CfTablePage     *page;

  forget_notebook ();
  g_assert_true (cf_case_log_save (other, file, NULL));
  window = cf_window_new (app);
  gtk_window_present (GTK_WINDOW (window));
  page = window_page (window);
  cf_table_page_set_case_log (page, mine);
  {
    g_autofree char *saved = notebook_text ();
    g_assert_cmpstr (saved, ==, mine_text);
  }

  cf_window_open_case_log (window, file);
  answer ("cancel");
  g_assert_true (cf_table_page_get_case_log (page) == mine);
  {
    g_autofree char *saved = notebook_text ();
    g_autoptr(GPtrArray) copies = kept_copies (FALSE);

    g_assert_cmpstr (saved, ==, mine_text);
    g_assert_cmpuint (copies->len, ==, 0);
  }

  cf_window_open_case_log (window, file);
  answer ("open");
  {
    g_autofree char *shown = log_text (cf_table_page_get_case_log (page));
    g_autofree char *saved = notebook_text ();
    g_autoptr(GPtrArray) copies = kept_copies (TRUE);

    g_assert_cmpstr (shown, ==, other_text);
    g_assert_cmpstr (saved, ==, other_text);
    g_assert_cmpuint (copies->len, ==, 1);
    g_assert_cmpstr (copies->pdata[0], ==, mine_text);
  }
  /* The toast names the copy. */
  g_assert_nonnull (cf_test_find_type (GTK_WIDGET (window), g_type_from_name ("AdwToastWidget")));

  gtk_window_destroy (GTK_WINDOW (window));
  cf_test_iterate ();
  forget_notebook ();
  g_unlink (path);
  g_rmdir (dir);
}

/* Takes the last entry away, as its button does; the page saves. */
static void
remove_last (CfTablePage *page)
{
  guint n = cf_case_log_get_n_events (cf_table_page_get_case_log (page));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "table.remove-entry", "u", n - 1));
  cf_test_iterate ();
}

static void
remove_first (CfTablePage *page)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "table.remove-entry", "u", 0));
  cf_test_iterate ();
}

static void
test_changed_elsewhere (void)
{
  /* Two windows on one notebook: A reads it, B reads it and saves, then A
   * saves. A does not overwrite B's entries: it asks whose notebook goes
   * on and keeps the other as a copy. */
  g_autoptr(CfCaseLog) start = random_log (3, 8);
  CfWindow    *a, *b;
  CfTablePage *page_a, *page_b;

  forget_notebook ();
  a = cf_window_new (app);
  gtk_window_present (GTK_WINDOW (a));
  page_a = window_page (a);
  cf_table_page_set_case_log (page_a, start);
  b = cf_window_new (app);
  gtk_window_present (GTK_WINDOW (b));
  page_b = window_page (b);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (b), "win.table-notebook", NULL));
  g_assert_cmpuint (cf_case_log_get_n_events (cf_table_page_get_case_log (page_b)), ==, 8);

  /* B saves first: its file now. */
  remove_first (page_b);
  {
    g_autofree char *theirs = log_text (cf_table_page_get_case_log (page_b));
    g_autofree char *mine = NULL;
    g_autofree char *saved = NULL;

    saved = notebook_text ();
    g_assert_cmpstr (saved, ==, theirs);
    g_assert_null (cf_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG));

    /* A's change is not written over B's: A asks. */
    remove_last (page_a);
    mine = log_text (cf_table_page_get_case_log (page_a));
    g_assert_true (cf_test_wait_for (message_dialog_shown, NULL, 30000));
    g_clear_pointer (&saved, g_free);
    saved = notebook_text ();
    g_assert_cmpstr (saved, ==, theirs);

    /* Theirs goes on in A; A's is kept as a copy. */
    answer ("theirs");
    {
      g_autofree char *shown = log_text (cf_table_page_get_case_log (page_a));
      g_autoptr(GPtrArray) copies = kept_copies (TRUE);

      g_assert_cmpstr (shown, ==, theirs);
      g_assert_cmpuint (copies->len, ==, 1);
      g_assert_cmpstr (copies->pdata[0], ==, mine);
    }
  }

  /* A saves again without a question: it read B's version. */
  remove_last (page_a);
  g_assert_null (cf_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  {
    g_autofree char *theirs = notebook_text ();
    g_autofree char *shown = log_text (cf_table_page_get_case_log (page_a));

    g_assert_cmpstr (theirs, ==, shown);

    /* Now B is behind: it asks, and keeps its own; A's is kept. */
    remove_first (page_b);
    answer ("mine");
    {
      g_autofree char *saved = notebook_text ();
      g_autofree char *mine = log_text (cf_table_page_get_case_log (page_b));
      g_autoptr(GPtrArray) copies = kept_copies (TRUE);

      g_assert_cmpstr (saved, ==, mine);
      g_assert_cmpuint (copies->len, ==, 1);
      g_assert_cmpstr (copies->pdata[0], ==, theirs);
    }
  }

  gtk_window_destroy (GTK_WINDOW (b));
  gtk_window_destroy (GTK_WINDOW (a));
  cf_test_iterate ();
  forget_notebook ();
}

/* Takes the last entry away through the editor: no "removed" toast hides
 * what the save says. */
static void
remove_quietly (CfTablePage *page)
{
  guint n = cf_case_log_get_n_events (cf_table_page_get_case_log (page));

  cf_case_log_editor_remove (cf_table_page_get_editor (page), n - 1);
  cf_test_iterate ();
}

static int
disk_full (CfFileStep step, gpointer data)
{
  return step == CF_FILE_STEP_WRITE ? ENOSPC : 0;
}

static void
test_second_failed_save (void)
{
  /* Two autosaves in a row fail (a full disk): each time the person is
   * told, the entries stay on screen, the file and its backup stay as they
   * were, and no "changed elsewhere" question comes up; with space again
   * the next change is saved over the version read. */
  g_autoptr(CfCaseLog) log = random_log (4, 8);
  g_autofree char *path = notebook_path ();
  g_autofree char *backup = g_strconcat (path, "~", NULL);
  g_autofree char *before = NULL;
  g_autofree char *backup_before = NULL;
  CfWindow        *window;
  CfTablePage     *page;

  forget_notebook ();
  window = cf_window_new (app);
  gtk_window_present (GTK_WINDOW (window));
  page = window_page (window);
  cf_table_page_set_case_log (page, log);
  remove_quietly (page);
  before = notebook_text ();
  g_assert_true (g_file_get_contents (backup, &backup_before, NULL, NULL));

  cf_file_set_fault_func (disk_full, NULL);
  for (guint again = 0; again < 2; again++)
    {
      g_autofree char *details = NULL;
      g_autofree char *after = NULL;
      g_autofree char *backup_after = NULL;

      remove_quietly (page);
      cf_test_settle (GTK_WIDGET (window));
      details = cf_test_toast_details (GTK_WIDGET (window));
      g_assert_nonnull (details);
      g_assert_nonnull (strstr (details, "could not be saved"));
      g_assert_null (cf_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
      g_assert_cmpuint (cf_case_log_get_n_events (cf_table_page_get_case_log (page)), ==,
                        6 - again);
      after = notebook_text ();
      g_assert_cmpstr (after, ==, before);
      g_assert_true (g_file_get_contents (backup, &backup_after, NULL, NULL));
      g_assert_cmpstr (backup_after, ==, backup_before);
    }
  cf_file_set_fault_func (NULL, NULL);

  remove_quietly (page);
  g_assert_null (cf_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  {
    g_autofree char *saved = notebook_text ();
    g_autofree char *shown = log_text (cf_table_page_get_case_log (page));

    g_assert_cmpstr (saved, ==, shown);
  }

  gtk_window_destroy (GTK_WINDOW (window));
  cf_test_iterate ();
  forget_notebook ();
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

  /* Real keys first, so that no earlier test can leave a grab behind (see
   * examples-through-form). */
  g_test_add_func ("/casefile/table-page/keys-anywhere", test_keys_anywhere);
  g_test_add_func ("/casefile/table-page/type-ahead", test_type_ahead);
  g_test_add_func ("/casefile/table-page/seen-card-only-on-own-suggestion",
                   test_seen_card_only_on_own_suggestion);
  g_test_add_func ("/casefile/table-page/table-notebook", test_table_notebook);
  g_test_add_func ("/casefile/table-page/dts-set-up", test_dts_set_up);
  g_test_add_func ("/casefile/table-page/dts-entries", test_dts_entries);
  g_test_add_func ("/casefile/table-page/classic-form-unchanged", test_classic_form_unchanged);
  g_test_add_func ("/casefile/table-page/damaged-notebook-kept", test_damaged_notebook_kept);
  g_test_add_func ("/casefile/table-page/import-case-log", test_import_case_log);
  g_test_add_func ("/casefile/table-page/examples-through-form", test_examples_through_form);
  g_test_add_func ("/casefile/table-page/custom-card-set", test_custom_card_set);
  g_test_add_func ("/casefile/table-page/save-as", test_save_as);
  g_test_add_func ("/casefile/table-page/autosave-fails", test_autosave_fails);
  g_test_add_func ("/casefile/table-page/estimates-shown", test_estimates_shown);
  g_test_add_func ("/casefile/table-page/big-notebook", test_big_notebook);
  g_test_add_func ("/casefile/table-page/open-asks-first", test_open_asks_first);
  g_test_add_func ("/casefile/table-page/changed-elsewhere", test_changed_elsewhere);
  g_test_add_func ("/casefile/table-page/second-failed-save", test_second_failed_save);

  status = g_test_run ();
  g_clear_object (&app);
  return status;
}
