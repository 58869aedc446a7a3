/* test-forms.c: what a screen reader hears of the forms and dialogs, and
 * what Enter, Escape and Alt+Left do in them
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
#include "cf-application.h"
#include "cf-entry-form.h"
#include "cf-game-private.h"
#include "cf-new-game-page.h"
#include "cf-pool-dialog.h"
#include "cf-seat-row.h"
#include "cf-secrets-private.h"
#include "cf-suggest-dialog.h"
#include "cf-table-setup.h"
#include "cf-text-row.h"
#include "cf-window.h"

#include "cf-test-util.h"

static CfApplication *app;

/* ---------------------------------------------------------------- helpers */

/* A button with a mnemonic is named by the label inside it, as read: GTK
 * 4.8 would otherwise name it by the raw label and then by the label inside
 * ("_Suggest Suggest", measured with pyatspi), so it carries no name of
 * its own; and the label inside reads @text. */
static void
assert_named_by_content (GtkWidget *button, const char *text)
{
  g_assert_false (
      gtk_test_accessible_has_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL));
  g_assert_true (GTK_IS_LABEL (gtk_button_get_child (GTK_BUTTON (button))));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (button)))), ==,
                   text);
}

/* Whether @accessible's label is @label: NULL when it is, else what it is. */
static void
assert_label (GtkWidget *widget, const char *label)
{
  g_autofree char *wrong = gtk_test_accessible_check_property (
      GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, label);

  if (wrong != NULL)
    g_error ("%s is named %s, not “%s”", G_OBJECT_TYPE_NAME (widget), wrong, label);
}

/* What takes the focus in a drop-down: the toggle inside */
static GtkWidget *
toggle_of (GtkDropDown *dropdown)
{
  return gtk_widget_get_first_child (GTK_WIDGET (dropdown));
}

static GtkDropDown *
nth_drop_down (GtkWidget *root, guint n)
{
  GtkDropDown *found = NULL;
  guint        seen = 0;
  GPtrArray   *stack = g_ptr_array_new ();

  g_ptr_array_add (stack, root);
  while (stack->len > 0 && found == NULL)
    {
      GtkWidget *widget = g_ptr_array_steal_index (stack, 0);
      guint      at = 0;

      if (GTK_IS_DROP_DOWN (widget) && seen++ == n)
        found = GTK_DROP_DOWN (widget);
      for (GtkWidget *child = gtk_widget_get_first_child (widget); child;
           child = gtk_widget_get_next_sibling (child))
        g_ptr_array_insert (stack, at++, child);
    }
  g_ptr_array_unref (stack);
  return found;
}

static GtkWidget *
find_button (GtkWidget *root, const char *label)
{
  if (GTK_IS_BUTTON (root) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (root)), label) == 0)
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_button (child, label);
      if (found != NULL)
        return found;
    }
  return NULL;
}

static CfEdition *
classic (void)
{
  CfEdition *edition = cf_edition_lookup_builtin ("classic");

  g_assert_nonnull (edition);
  return edition;
}

static void
on_response (AdwMessageDialog *dialog, const char *response, char **out)
{
  g_free (*out);
  *out = g_strdup (response);
}

/* A dialog that answered closes; one that did not must not stay for the
 * next test, whose window would not get the keys. */
static void
close_if_open (GtkWidget *dialog)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWidget) window = g_list_model_get_item (toplevels, i);

      if (window == dialog)
        {
          gtk_window_destroy (GTK_WINDOW (dialog));
          break;
        }
    }
  cf_test_iterate ();
}

static GtkWidget *
focus_of (GtkWidget *widget)
{
  return gtk_root_get_focus (gtk_widget_get_root (widget));
}

/* ---------------------------------------------------------------- dialogs */

/* A focused list says its name and value: "Suspect: Miss Scarlet", and the
 * new value when it changes. */
static void
test_dialog_lists_named (void)
{
  g_autoptr(CfEdition) edition = classic ();
  GtkWidget       *dialog = cf_suggest_dialog_new (NULL, edition, 12);
  GtkDropDown     *suspect = nth_drop_down (dialog, 0);
  GtkDropDown     *weapon = nth_drop_down (dialog, 1);
  g_autofree char *second = g_strdup_printf ("Suspect: %s", cf_edition_get_card_name (edition, 1));
  g_autofree char *first_weapon =
      g_strdup_printf ("Weapon: %s", cf_edition_get_card_name (edition, 6));

  assert_label (toggle_of (suspect), "Suspect: Miss Scarlet");
  assert_label (toggle_of (weapon), first_weapon);
  gtk_drop_down_set_selected (suspect, 1);
  assert_label (toggle_of (suspect), second);
  /* The buttons are named as read, without the mnemonic's underscore */
  assert_named_by_content (find_button (dialog, "_Suggest"), "Suggest");
  gtk_window_destroy (GTK_WINDOW (dialog));

  dialog = cf_accuse_dialog_new (NULL, edition, (const int[]){ 2, 7, 12 });
  assert_label (toggle_of (nth_drop_down (dialog, 2)),
                g_strdup_printf ("Room: %s", cf_edition_get_card_name (edition, 12)));
  gtk_window_destroy (GTK_WINDOW (dialog));
}

/* Enter on a list of the suggestion makes it; the lists start at cards the
 * suggester does not hold. */
static void
test_suggest_enter (void)
{
  g_autoptr(CfEdition) edition = classic ();
  g_autoptr(CfGame) game = NULL;
  g_autoptr(CfSeatView) view = NULL;
  g_autofree char *response = NULL;
  CfSeatSetup      seats[3] = { { 0, "Ann", CF_PLAYER_HUMAN },
                                { 1, NULL, CF_PLAYER_DETECTIVE },
                                { 2, NULL, CF_PLAYER_DETECTIVE } };
  GtkWidget       *dialog;
  GtkDropDown     *suspect;
  int              held_suspect = -1;

  /* A deal where Ann holds a suspect: the first one she does not is offered */
  for (guint64 seed = 1; held_suspect < 0; seed++)
    {
      g_clear_object (&game);
      g_clear_object (&view);
      game = cf_game_new (edition, 3, seats, seed, NULL);
      view = cf_seat_view_new (game, 0);
      for (guint i = 0; i < cf_seat_view_get_n_cards (view); i++)
        if (cf_seat_view_get_card (view, i) == 0)
          held_suspect = 0;
    }
  dialog = cf_suggest_dialog_new (NULL, edition, 12);
  cf_suggest_dialog_set_view (CF_SUGGEST_DIALOG (dialog), view);
  for (guint i = 0; i < cf_seat_view_get_n_cards (view); i++)
    {
      g_assert_cmpint (cf_suggest_dialog_get_suspect (CF_SUGGEST_DIALOG (dialog)), !=,
                       cf_seat_view_get_card (view, i));
      g_assert_cmpint (cf_suggest_dialog_get_weapon (CF_SUGGEST_DIALOG (dialog)), !=,
                       cf_seat_view_get_card (view, i));
    }
  cf_suggest_dialog_set_cards (CF_SUGGEST_DIALOG (dialog), 3, 8);
  g_assert_cmpint (cf_suggest_dialog_get_suspect (CF_SUGGEST_DIALOG (dialog)), ==, 3);
  g_assert_cmpint (cf_suggest_dialog_get_weapon (CF_SUGGEST_DIALOG (dialog)), ==, 8);

  g_signal_connect (dialog, "response", G_CALLBACK (on_response), &response);
  gtk_window_present (GTK_WINDOW (dialog));
  cf_test_settle (dialog);
  suspect = nth_drop_down (dialog, 0);
  gtk_widget_grab_focus (toggle_of (suspect));
  if (!cf_test_press_keys (dialog, "Return"))
    {
      g_test_skip ("not X11");
      gtk_window_destroy (GTK_WINDOW (dialog));
      return;
    }
  cf_test_iterate ();
  g_assert_cmpstr (response, ==, "suggest");
  g_assert_null (cf_test_find_toplevel (CF_TYPE_SUGGEST_DIALOG));
}

/* In the accusation, Enter goes from list to list and then to Accuse; the
 * default stays Cancel, and nothing is accused by Enter on a list. */
static void
test_accuse_enter (void)
{
  g_autoptr(CfEdition) edition = classic ();
  g_autofree char *response = NULL;
  GtkWidget       *dialog = cf_accuse_dialog_new (NULL, edition, NULL);

  g_signal_connect (dialog, "response", G_CALLBACK (on_response), &response);
  gtk_window_present (GTK_WINDOW (dialog));
  cf_test_settle (dialog);
  gtk_widget_grab_focus (toggle_of (nth_drop_down (dialog, 0)));
  if (!cf_test_press_keys (dialog, "Return"))
    {
      g_test_skip ("not X11");
      gtk_window_destroy (GTK_WINDOW (dialog));
      return;
    }
  g_assert_true (
      gtk_widget_is_ancestor (focus_of (dialog), GTK_WIDGET (nth_drop_down (dialog, 1))));
  cf_test_press_keys (dialog, "Return");
  g_assert_true (
      gtk_widget_is_ancestor (focus_of (dialog), GTK_WIDGET (nth_drop_down (dialog, 2))));
  cf_test_press_keys (dialog, "Return");
  g_assert_true (focus_of (dialog) == find_button (dialog, "_Accuse"));
  g_assert_null (response);
  cf_test_press_keys (dialog, "Return");
  cf_test_iterate ();
  g_assert_cmpstr (response, ==, "accuse");
  close_if_open (dialog);
}

/* Enter on a pool card's row looks at it, and never closes the dialog;
 * Look at All is there only while more than one card is unseen. */
static void
test_pool_enter (void)
{
  g_autoptr(CfEdition) edition = cf_edition_lookup_builtin ("discover-the-secrets");
  CfSeatSetup seats[6];
  g_autoptr(CfGame) game = NULL;
  g_autoptr(CfSeatView) view = NULL;
  GtkWidget  *dialog, *all;
  GtkListBox *list;
  guint       seat;

  for (guint i = 0; i < 6; i++)
    seats[i] = (CfSeatSetup){ i, NULL, CF_PLAYER_HUMAN };
  game = cf_game_new (edition, 6, seats, 5, NULL);
  seat = cf_game_get_current_seat (game);
  /* Into the pool from in front of one of its doors: a visit, where one
   * may look */
  for (guint i = 0; i < cf_board_get_n_doors (cf_game_get_board (game)); i++)
    {
      const CfDoor *door = cf_board_get_door (cf_game_get_board (game), i);

      if (door->room == (int)cf_board_get_n_rooms (cf_game_get_board (game)))
        game->tokens[cf_game_get_seat_suspect (game, seat)] = door->outside;
    }
  cf_game_set_next_roll (game, 2);
  g_assert_true (cf_game_roll (game, NULL));
  g_assert_true (cf_game_move (game, cf_board_get_pool_place (cf_game_get_board (game)), NULL));
  view = cf_seat_view_new (game, seat);
  g_assert_cmpuint (cf_seat_view_get_n_pool_cards (view), ==, 3);
  g_assert_true (cf_seat_view_can_look (view, 0));
  dialog = cf_pool_dialog_new (NULL, view);
  gtk_window_present (GTK_WINDOW (dialog));
  cf_test_settle (dialog);
  all = find_button (dialog, "Look at _All");
  g_assert_true (gtk_widget_get_visible (all));
  assert_named_by_content (all, "Look at All");
  /* Before the first look: looking gives up this visit's accusation */
  g_assert_nonnull (strstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)),
                            "you can accuse only on a later visit to the pool"));

  list = GTK_LIST_BOX (gtk_widget_get_template_child (dialog, CF_TYPE_POOL_DIALOG, "cards_list"));
  gtk_widget_grab_focus (GTK_WIDGET (gtk_list_box_get_row_at_index (list, 0)));
  if (!cf_test_press_keys (dialog, "Return"))
    {
      g_test_skip ("not X11");
      gtk_window_destroy (GTK_WINDOW (dialog));
      return;
    }
  cf_test_settle (dialog);
  g_assert_cmpint (cf_seat_view_get_pool_card_seen (view, 0), >=, 0);
  g_assert_true (gtk_widget_get_visible (dialog));
  g_assert_true (gtk_widget_get_visible (all));

  cf_pool_dialog_look (CF_POOL_DIALOG (dialog), 1);
  /* One card left: looking at "all" is looking at it */
  g_assert_false (gtk_widget_get_visible (all));
  gtk_window_destroy (GTK_WINDOW (dialog));
}

/* ---------------------------------------------------------------- new game */

static gboolean
is_active (gpointer window)
{
  return gtk_window_is_active (GTK_WINDOW (window));
}

static void
count_activation (GSimpleAction *action, GVariant *parameter, guint *n)
{
  (*n)++;
}

/* Enter in a name goes on to the next name and never starts the game;
 * the choice of who plays says its value; Start is in sight at 800×600. */
static void
test_new_game_enter (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *page = cf_new_game_page_new ();
  g_autoptr(GSimpleActionGroup) group = g_simple_action_group_new ();
  g_autoptr(GSimpleAction) start = g_simple_action_new ("start-game", NULL);
  GtkWidget      *first, *second, *start_button;
  guint           started = 0;
  graphene_rect_t bounds;

  g_signal_connect (start, "activate", G_CALLBACK (count_activation), &started);
  g_action_map_add_action (G_ACTION_MAP (group), G_ACTION (start));
  gtk_widget_insert_action_group (window, "win", G_ACTION_GROUP (group));
  gtk_window_set_default_size (GTK_WINDOW (window), 800, 600);
  gtk_window_set_child (GTK_WINDOW (window), page);
  gtk_window_present (GTK_WINDOW (window));
  cf_test_settle (window);

  first = cf_test_find_type (page, CF_TYPE_SEAT_ROW);
  second = gtk_widget_get_next_sibling (first);
  assert_label (toggle_of (nth_drop_down (first, 0)), "Who plays Miss Scarlet: Person");
  gtk_widget_grab_focus (first);
  /* The X focus comes to the window first, then the key */
  cf_test_press_keys (window, "Shift_L");
  cf_test_wait_for (is_active, window, 2000);
  if (!cf_test_press_keys (window, "Return"))
    {
      g_test_skip ("not X11");
      gtk_window_destroy (GTK_WINDOW (window));
      return;
    }
  cf_test_iterate ();
  g_assert_cmpuint (started, ==, 0);
  g_assert_true (gtk_widget_is_ancestor (focus_of (window), second));

  start_button = find_button (page, "_Start Game");
  assert_named_by_content (start_button, "Start Game");
  g_assert_true (gtk_widget_compute_bounds (start_button, window, &bounds));
  g_assert_cmpfloat (bounds.origin.y + bounds.size.height, <=, gtk_widget_get_height (window));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Escape and Alt+Left go back from the new-game page; the header's Back and
 * menu are named; the pages have titles. */
static void
test_window_back_keys (void)
{
  CfWindow  *window = cf_window_new (app);
  GtkStack  *stack;
  GtkWidget *back, *menu;

  gtk_window_present (GTK_WINDOW (window));
  cf_test_settle (GTK_WIDGET (window));
  stack = GTK_STACK (gtk_widget_get_template_child (GTK_WIDGET (window), CF_TYPE_WINDOW, "stack"));
  back = GTK_WIDGET (
      gtk_widget_get_template_child (GTK_WIDGET (window), CF_TYPE_WINDOW, "back_button"));
  assert_label (back, "Back to the Start");
  menu = GTK_WIDGET (
      gtk_widget_get_template_child (GTK_WIDGET (window), CF_TYPE_WINDOW, "menu_button"));
  assert_label (menu, "Main Menu");

  for (guint i = 0; i < 2; i++)
    {
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL));
      cf_test_settle (GTK_WIDGET (window));
      g_assert_cmpstr (gtk_stack_get_visible_child_name (stack), ==, "new-game");
      g_assert_cmpstr (gtk_stack_page_get_title (
                           gtk_stack_get_page (stack, gtk_stack_get_visible_child (stack))),
                       ==, "New Game");
      if (!cf_test_press_keys (GTK_WIDGET (window), i == 0 ? "Escape" : "<Alt>Left"))
        {
          g_test_skip ("not X11");
          break;
        }
      cf_test_iterate ();
      g_assert_cmpstr (gtk_stack_get_visible_child_name (stack), ==, "welcome");
    }
  gtk_window_destroy (GTK_WINDOW (window));
  cf_test_iterate ();
}

/* ---------------------------------------------------------------- notebook */

static CfTextRow *
setup_row (GtkWidget *setup, const char *name)
{
  return CF_TEXT_ROW (gtk_widget_get_template_child (setup, CF_TYPE_TABLE_SETUP, name));
}

/* The set-up's cards are check boxes that say whether they are ticked; no
 * more can be ticked than one holds, and the count is said. */
static void
test_setup_cards (void)
{
  GtkWidget           *window = gtk_window_new ();
  GtkWidget           *setup = cf_table_setup_new ();
  GtkFlowBox          *cards;
  GtkWidget           *place;
  guint                ticked = 0;
  AdwPreferencesGroup *group;

  gtk_window_set_child (GTK_WINDOW (window), setup);
  gtk_window_present (GTK_WINDOW (window));
  gtk_editable_set_text (GTK_EDITABLE (setup_row (setup, "name_row1")), "Ann");
  gtk_editable_set_text (GTK_EDITABLE (setup_row (setup, "name_row2")), "Bob");
  gtk_editable_set_text (GTK_EDITABLE (setup_row (setup, "name_row3")), "Cat");
  gtk_editable_set_text (GTK_EDITABLE (setup_row (setup, "name_row4")), "Dan");
  cf_test_settle (window);
  /* The field Tab reaches is named by its row's title, and holds the text */
  assert_label (GTK_WIDGET (cf_text_row_get_entry (setup_row (setup, "name_row2"))), "Player 2");
  g_assert_cmpstr (
      gtk_editable_get_text (GTK_EDITABLE (cf_text_row_get_entry (setup_row (setup, "name_row2")))),
      ==, "Bob");
  gtk_widget_grab_focus (GTK_WIDGET (setup_row (setup, "name_row3")));
  g_assert_true (gtk_widget_is_focus (gtk_widget_get_first_child (
      GTK_WIDGET (cf_text_row_get_entry (setup_row (setup, "name_row3"))))));
  cards = GTK_FLOW_BOX (gtk_widget_get_template_child (setup, CF_TYPE_TABLE_SETUP, "cards_box"));
  group = ADW_PREFERENCES_GROUP (
      gtk_widget_get_template_child (setup, CF_TYPE_TABLE_SETUP, "cards_group"));

  /* 21 cards less 3 for four players: 5, 5, 4, 4; Ann holds 5 */
  for (place = gtk_widget_get_first_child (GTK_WIDGET (cards)); place;
       place = gtk_widget_get_next_sibling (place))
    {
      GtkWidget *toggle = gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (place));

      g_assert_cmpint (gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (toggle)), ==,
                       GTK_ACCESSIBLE_ROLE_CHECKBOX);
      if (gtk_widget_is_sensitive (toggle))
        {
          gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (toggle), TRUE);
          g_assert_null (gtk_test_accessible_check_state (
              GTK_ACCESSIBLE (toggle), GTK_ACCESSIBLE_STATE_CHECKED, GTK_ACCESSIBLE_TRISTATE_TRUE));
          ticked++;
        }
      if (ticked == 3)
        g_assert_cmpstr (adw_preferences_group_get_description (group), ==,
                         "Pick your 5 cards: 3 picked.");
    }
  g_assert_cmpuint (ticked, ==, 5);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The form's lists say their name and value; the pool's card list offers
 * none of my cards; the open list's search finds a name anywhere in it. */
static void
test_entry_form_lists (void)
{
  g_autoptr(CfEdition) edition = cf_edition_lookup_builtin ("discover-the-secrets");
  const char *names[] = { "Ann", "Bob", "Cat", "Dan" };
  guint       sizes[] = { 5, 5, 5, 5 };
  int         mine[] = { 0, 6, 12, 13, 14 };
  g_autoptr(CfCaseLog) log = NULL;
  GtkWidget   *window = gtk_window_new ();
  GtkWidget   *form = cf_entry_form_new ();
  GtkDropDown *kind, *card;
  GListModel  *cards;
  g_autoptr(GError) error = NULL;

  log = cf_case_log_new (edition, 4, names, sizes, cf_edition_get_n_cards (edition) - 23, 0, mine,
                         &error);
  g_assert_no_error (error);
  gtk_window_set_child (GTK_WINDOW (window), form);
  gtk_window_present (GTK_WINDOW (window));
  cf_entry_form_set_case_log (CF_ENTRY_FORM (form), log);
  cf_test_settle (window);

  kind = GTK_DROP_DOWN (gtk_widget_get_template_child (form, CF_TYPE_ENTRY_FORM, "kind"));
  card = GTK_DROP_DOWN (gtk_widget_get_template_child (form, CF_TYPE_ENTRY_FORM, "card"));
  assert_label (toggle_of (kind), "Entry: A suggestion");
  assert_label (toggle_of (GTK_DROP_DOWN (
                    gtk_widget_get_template_child (form, CF_TYPE_ENTRY_FORM, "refuter"))),
                "Shown by: Nobody");

  /* A card seen in the pool: the last kind */
  gtk_drop_down_set_selected (kind, g_list_model_get_n_items (gtk_drop_down_get_model (kind)) - 1);
  assert_label (toggle_of (kind), "Entry: A card seen in the pool");
  cards = gtk_drop_down_get_model (card);
  g_assert_cmpuint (g_list_model_get_n_items (cards), ==, cf_edition_get_n_cards (edition) - 5);
  for (guint i = 0; i < g_list_model_get_n_items (cards); i++)
    {
      g_autoptr(GtkStringObject) item = g_list_model_get_item (cards, i);

      for (guint j = 0; j < G_N_ELEMENTS (mine); j++)
        g_assert_cmpstr (gtk_string_object_get_string (item), !=,
                         cf_edition_get_card_name (edition, mine[j]));
    }
  {
    /* What the form enters is the card chosen, not its place in the list */
    g_autoptr(GArray) events = NULL;

    gtk_drop_down_set_selected (card, 0);
    events = cf_entry_form_get_events (CF_ENTRY_FORM (form));
    g_assert_cmpint (g_array_index (events, CfEvent, 0).cards[0], ==, 1);
  }

  {
    /* The open list's search: "must" finds Colonel Mustard */
    GtkDropDown *suspect =
        GTK_DROP_DOWN (gtk_widget_get_template_child (form, CF_TYPE_ENTRY_FORM, "suspect"));
    GtkWidget  *list_view;
    GListModel *shown;
    GtkFilter  *filter;

    gtk_widget_set_visible (
        GTK_WIDGET (gtk_widget_get_template_child (form, CF_TYPE_ENTRY_FORM, "suspect_row")), TRUE);
    list_view = cf_test_find_type (GTK_WIDGET (suspect), GTK_TYPE_LIST_VIEW);
    g_assert_nonnull (list_view);
    shown = G_LIST_MODEL (gtk_list_view_get_model (GTK_LIST_VIEW (list_view)));
    if (GTK_IS_SINGLE_SELECTION (shown))
      shown = gtk_single_selection_get_model (GTK_SINGLE_SELECTION (shown));
    g_assert_true (GTK_IS_FILTER_LIST_MODEL (shown));
    filter = gtk_filter_list_model_get_filter (GTK_FILTER_LIST_MODEL (shown));
    gtk_string_filter_set_search (GTK_STRING_FILTER (filter), "MUST");
    g_assert_cmpuint (g_list_model_get_n_items (shown), ==, 1);
  }
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The open list's search ignores accents as type-ahead does: "grun" and
 * "GRÜN" both find Frau Grün, and nothing else. */
static void
test_entry_form_search_accents (void)
{
  static const char json[] =
      "{\"id\": \"accents\", \"name\": \"Accents\", \"description\": \"\", \"dice\": 1,"
      " \"suspects\": [{\"id\": \"green\", \"name\": \"Frau Grün\", \"color\": \"#26a269\"},"
      " {\"id\": \"gatow\", \"name\": \"Oberst Gatow\", \"color\": \"#e5a50a\"},"
      " {\"id\": \"gloria\", \"name\": \"Fräulein Gloria\", \"color\": \"#c01c28\"}],"
      " \"weapons\": [{\"id\": \"rope\", \"name\": \"Seil\"}],"
      " \"rooms\": [{\"id\": \"kitchen\", \"name\": \"Küche\"}]}";
  g_autoptr(GBytes) bytes = g_bytes_new_static (json, sizeof json - 1);
  const char *names[] = { "Ann", "Bob", "Cat" };
  guint       sizes[] = { 1, 1, 0 };
  int         mine[] = { 3 };
  g_autoptr(CfEdition) edition = NULL;
  g_autoptr(CfCaseLog) log = NULL;
  g_autoptr(GError) error = NULL;
  GtkWidget   *window = gtk_window_new ();
  GtkWidget   *form = cf_entry_form_new ();
  GtkDropDown *suspect;
  GtkWidget   *list_view;
  GListModel  *shown;
  GtkFilter   *filter;

  edition = cf_edition_new_from_bytes (bytes, "accents.json", &error);
  g_assert_no_error (error);
  log = cf_case_log_new (edition, 3, names, sizes, 0, 0, mine, &error);
  g_assert_no_error (error);
  gtk_window_set_child (GTK_WINDOW (window), form);
  gtk_window_present (GTK_WINDOW (window));
  cf_entry_form_set_case_log (CF_ENTRY_FORM (form), log);
  cf_test_settle (window);

  suspect = GTK_DROP_DOWN (gtk_widget_get_template_child (form, CF_TYPE_ENTRY_FORM, "suspect"));
  list_view = cf_test_find_type (GTK_WIDGET (suspect), GTK_TYPE_LIST_VIEW);
  g_assert_nonnull (list_view);
  shown = G_LIST_MODEL (gtk_list_view_get_model (GTK_LIST_VIEW (list_view)));
  if (GTK_IS_SINGLE_SELECTION (shown))
    shown = gtk_single_selection_get_model (GTK_SINGLE_SELECTION (shown));
  g_assert_true (GTK_IS_FILTER_LIST_MODEL (shown));
  filter = gtk_filter_list_model_get_filter (GTK_FILTER_LIST_MODEL (shown));

  for (guint i = 0; i < 3; i++)
    {
      const char *typed[] = { "grun", "GRÜN", "gr\xc3\xbc" };
      g_autoptr(GtkStringObject) item = NULL;

      gtk_string_filter_set_search (GTK_STRING_FILTER (filter), typed[i]);
      g_assert_cmpuint (g_list_model_get_n_items (shown), ==, 1);
      item = g_list_model_get_item (shown, 0);
      g_assert_cmpstr (gtk_string_object_get_string (item), ==, "Frau Grün");
    }
  /* "lein" is in one name; "a" in all three, shown as they are */
  gtk_string_filter_set_search (GTK_STRING_FILTER (filter), "lein");
  g_assert_cmpuint (g_list_model_get_n_items (shown), ==, 1);
  gtk_string_filter_set_search (GTK_STRING_FILTER (filter), "a");
  g_assert_cmpuint (g_list_model_get_n_items (shown), ==, 3);
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int argc, char *argv[])
{
  int status;

  /* The test context records accessible properties without a session bus */
  g_setenv ("GTK_A11Y", "test", TRUE);
  cf_init_i18n ();
  g_test_init (&argc, &argv, NULL);
  if (!cf_test_init_display ())
    return 0;
  app = cf_test_application_new ();

  g_test_add_func ("/casefile/forms/dialog-lists-named", test_dialog_lists_named);
  g_test_add_func ("/casefile/forms/suggest-enter", test_suggest_enter);
  g_test_add_func ("/casefile/forms/accuse-enter", test_accuse_enter);
  g_test_add_func ("/casefile/forms/pool-enter", test_pool_enter);
  g_test_add_func ("/casefile/forms/new-game-enter", test_new_game_enter);
  g_test_add_func ("/casefile/forms/window-back-keys", test_window_back_keys);
  g_test_add_func ("/casefile/forms/setup-cards", test_setup_cards);
  g_test_add_func ("/casefile/forms/entry-form-lists", test_entry_form_lists);
  g_test_add_func ("/casefile/forms/entry-form-search-accents", test_entry_form_search_accents);
  status = g_test_run ();
  g_clear_object (&app);
  return status;
}
