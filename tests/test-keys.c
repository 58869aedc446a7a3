/* test-keys.c: the test support presses real keys, a page's shortcuts work
 * from anywhere in the window, and the game page is all reachable by keyboard
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>

#include "casefile-core.h"
#include "cf-accuse-dialog.h"
#include "cf-play-page.h"
#include "cf-shortcuts.h"
#include "cf-suggest-dialog.h"
#include "cf-test-game.h"
#include "cf-test-util.h"

static guint activations;

static void
on_activate (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  activations++;
}

/* A page-like widget whose action has a window-wide shortcut, bound the way
 * every page of Casefile binds its keys. */
#define TEST_TYPE_PAGE (test_page_get_type ())
G_DECLARE_FINAL_TYPE (TestPage, test_page, TEST, PAGE, GtkBox)
struct _TestPage
{
  GtkBox parent_instance;
};
G_DEFINE_FINAL_TYPE (TestPage, test_page, GTK_TYPE_BOX)

static void
test_page_class_init (TestPageClass *klass)
{
  gtk_widget_class_install_action (GTK_WIDGET_CLASS (klass), "page.go", NULL, on_activate);
}

static void
test_page_init (TestPage *self)
{
  static const CfShortcut keys[] = { { "<Control>r", "page.go" } };

  cf_widget_add_window_shortcuts (GTK_WIDGET (self), keys, G_N_ELEMENTS (keys));
  gtk_box_append (GTK_BOX (self), gtk_button_new_with_label ("inside"));
}

static void
test_typing (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *entry = gtk_entry_new ();

  gtk_window_set_child (GTK_WINDOW (window), entry);
  gtk_window_present (GTK_WINDOW (window));
  cf_test_settle (window);
  gtk_widget_grab_focus (entry);
  if (!cf_test_type_text (entry, "Ab1"))
    {
      g_test_skip ("not an X11 display");
      gtk_window_destroy (GTK_WINDOW (window));
      return;
    }
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "Ab1");
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_managed_shortcut_from_outside (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *outside = gtk_entry_new ();
  GtkWidget *page = g_object_new (TEST_TYPE_PAGE, NULL);

  gtk_box_append (GTK_BOX (box), outside);
  gtk_box_append (GTK_BOX (box), page);
  gtk_window_set_child (GTK_WINDOW (window), box);
  gtk_window_present (GTK_WINDOW (window));
  cf_test_settle (window);

  /* Focus outside the page: the key still reaches the page's action. */
  gtk_widget_grab_focus (outside);
  activations = 0;
  if (!cf_test_press_keys (outside, "<Control>r"))
    {
      g_test_skip ("not an X11 display");
      gtk_window_destroy (GTK_WINDOW (window));
      return;
    }
  g_assert_cmpuint (activations, ==, 1);

  /* A disabled action does nothing. */
  gtk_widget_action_set_enabled (page, "page.go", FALSE);
  cf_test_press_keys (outside, "<Control>r");
  g_assert_cmpuint (activations, ==, 1);

  /* A hidden page's shortcut does nothing either. */
  gtk_widget_action_set_enabled (page, "page.go", TRUE);
  gtk_widget_set_visible (page, FALSE);
  cf_test_press_keys (outside, "<Control>r");
  g_assert_cmpuint (activations, ==, 1);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* ---------------------------------------------------------------- the game page */

static GtkWidget *
child (GtkWidget *page, const char *name)
{
  return GTK_WIDGET (gtk_widget_get_template_child (page, CF_TYPE_PLAY_PAGE, name));
}

static GtkWidget *
focus_of (GtkWidget *widget)
{
  return gtk_root_get_focus (gtk_widget_get_root (widget));
}

/* A classic game at 1000×720: Ann (a person) starts in the Lounge, two
 * bots that act only when told. */
static GtkWidget *
present_game (CfGame *game, int width, int height, GtkWidget **window_out)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *page = cf_play_page_new ();

  gtk_window_set_child (GTK_WINDOW (window), page);
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_present (GTK_WINDOW (window));
  cf_play_page_set_bot_delay (CF_PLAY_PAGE (page), 600000);
  cf_test_play_game (page, game);
  cf_test_settle (window);
  *window_out = window;
  return page;
}

static CfGame *
new_lounge_game (void)
{
  g_autoptr(CfGame) dealt = cf_test_new_table ("HBB", 3);

  return cf_test_with_token_at (dealt, "scarlet", "lounge");
}

static void
test_tab_goes_through (void)
{
  /* From Roll, Tab goes through every enabled button (Passage greyed out
   * or not) and on into the side panel; Shift+Tab comes back the same way. */
  g_autoptr(CfGame) dealt = cf_test_new_table ("HBB", 3);
  GtkWidget *window;
  GtkWidget *page = present_game (dealt, 1000, 720, &window);
  GtkWidget *roll = child (page, "roll_button");
  GtkWidget *side = child (page, "side_switcher");
  GtkWidget *seen[12];
  guint      n = 0;

  g_assert_false (gtk_widget_get_sensitive (child (page, "passage_button")));
  gtk_widget_grab_focus (roll);
  if (!cf_test_press_keys (roll, "Tab"))
    {
      g_test_skip ("not an X11 display");
      gtk_window_destroy (GTK_WINDOW (window));
      return;
    }
  seen[n++] = focus_of (page);
  while (n < G_N_ELEMENTS (seen) && !gtk_widget_is_ancestor (seen[n - 1], side))
    {
      cf_test_press_keys (page, "Tab");
      seen[n++] = focus_of (page);
      /* Every press moves on */
      g_assert_true (seen[n - 1] != seen[n - 2]);
    }
  g_assert_true (seen[0] != roll);
  g_assert_true (gtk_widget_is_ancestor (seen[0], child (page, "actions")));
  g_assert_true (gtk_widget_is_ancestor (seen[n - 1], side));
  /* Roll, Accuse and End Turn… then the switcher: a few presses, not a hundred */
  g_assert_cmpuint (n, <=, 4);
  /* … and back: Shift+Tab returns to Roll. */
  for (guint i = 0; i < n; i++)
    cf_test_press_keys (page, "<Shift>Tab");
  g_assert_true (focus_of (page) == roll);
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_f6_regions (void)
{
  /* F6 goes from the board to the buttons, to the side panel, and round
   * (a window with no header bar); Shift+F6 the other way. */
  g_autoptr(CfGame) game = new_lounge_game ();
  GtkWidget *window;
  GtkWidget *page = present_game (game, 1000, 720, &window);
  GtkWidget *board = child (page, "board");
  GtkWidget *actions = child (page, "actions");

  /* The board takes the focus while a move is to be made. */
  g_assert_true (gtk_widget_activate_action (page, "game.roll", NULL));
  cf_test_settle (window);
  g_assert_true (focus_of (page) == board);
  if (!cf_test_press_keys (board, "F6"))
    {
      g_test_skip ("not an X11 display");
      gtk_window_destroy (GTK_WINDOW (window));
      return;
    }
  g_assert_true (gtk_widget_is_ancestor (focus_of (page), actions));
  cf_test_press_keys (board, "F6");
  g_assert_true (gtk_widget_is_ancestor (focus_of (page), child (page, "side_switcher")));
  cf_test_press_keys (board, "F6");
  g_assert_true (focus_of (page) == board);
  cf_test_press_keys (board, "<Shift>F6");
  g_assert_true (gtk_widget_is_ancestor (focus_of (page), child (page, "side_switcher")));
  cf_test_press_keys (board, "<Shift>F6");
  g_assert_true (gtk_widget_is_ancestor (focus_of (page), actions));
  cf_test_press_keys (board, "<Shift>F6");
  g_assert_true (focus_of (page) == board);
  gtk_window_destroy (GTK_WINDOW (window));
}

typedef enum
{
  IN_BOARD,
  IN_ACTIONS,
  IN_NOTEBOOK,
  IN_STORY,
  N_PLACES
} FocusPlace;

static const char *place_names[] = { "board", "action buttons", "notebook cell", "story list" };

static GtkWidget *
find_css_class (GtkWidget *widget, const char *css_class)
{
  if (gtk_widget_has_css_class (widget, css_class) && gtk_widget_get_mapped (widget))
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_css_class (c, css_class);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Puts the focus in @place, as a user would have it there; FALSE where it
 * cannot be (the board takes the focus only while a move is to be made). */
static gboolean
focus_in (GtkWidget *page, FocusPlace place)
{
  GtkStack  *side_pages = GTK_STACK (child (page, "side_pages"));
  GtkWidget *actions = child (page, "actions");

  gtk_stack_set_visible_child_name (side_pages, place == IN_STORY ? "story" : "notebook");
  cf_test_settle (page);
  switch (place)
    {
    case IN_BOARD:
      if (!gtk_widget_grab_focus (child (page, "board")))
        return FALSE;
      break;
    case IN_ACTIONS:
      for (GtkWidget *b = gtk_widget_get_first_child (actions); b;
           b = gtk_widget_get_next_sibling (b))
        if (gtk_widget_is_sensitive (b) && gtk_widget_get_mapped (b) && gtk_widget_grab_focus (b))
          return TRUE;
      g_assert_not_reached ();
      break;
    case IN_NOTEBOOK:
      g_assert_true (gtk_widget_grab_focus (find_css_class (page, "notebook-cell")));
      break;
    default:
      g_assert_true (gtk_widget_child_focus (child (page, "story_list"), GTK_DIR_TAB_FORWARD));
      break;
    }
  g_assert_true (gtk_widget_is_ancestor (focus_of (page), page));
  return TRUE;
}

static gboolean
ann_acts (gpointer game)
{
  return cf_game_get_acting_seat (game) == 0 && cf_game_get_phase (game) == CF_PHASE_END;
}

static gboolean
ann_starts (gpointer data)
{
  CfGame *game = ((gpointer *)data)[0];

  return cf_game_get_acting_seat (game) == 0 && cf_game_get_phase (game) == CF_PHASE_START;
}

static GtkWidget *
take_dialog (GType type)
{
  GtkWidget *dialog = NULL;

  for (guint i = 0; i < 50 && dialog == NULL; i++)
    {
      cf_test_iterate ();
      dialog = cf_test_find_toplevel (type);
    }
  if (dialog != NULL)
    gtk_window_destroy (GTK_WINDOW (dialog));
  return dialog;
}

static void
test_every_shortcut_everywhere (void)
{
  /* Each game key, with the focus in each region of the page, does what it
   * says: no widget there takes it first (a list's Shift+Ctrl+A took
   * Accuse). */
  for (FocusPlace place = 0; place < N_PLACES; place++)
    {
      g_autoptr(CfGame) first = cf_test_new_table ("HBB", 3);
      g_autoptr(CfGame) game = new_lounge_game ();
      GtkWidget *window;
      GtkWidget *page = present_game (first, 1000, 720, &window);

      g_test_message ("focus in the %s", place_names[place]);
      /* Ctrl+R rolls (the board is no place for the focus before a roll) */
      if (place != IN_BOARD)
        g_assert_true (focus_in (page, place));
      if (!cf_test_press_keys (page, "<Control>r"))
        {
          g_test_skip ("not an X11 display");
          gtk_window_destroy (GTK_WINDOW (window));
          return;
        }
      g_assert_cmpint (cf_game_get_phase (first), ==, CF_PHASE_MOVE);
      /* While the move is to be made: Shift+Ctrl+A asks for an accusation */
      g_assert_true (focus_in (page, place));
      cf_test_press_keys (page, "<Shift><Control>a");
      g_assert_nonnull (take_dialog (CF_TYPE_ACCUSE_DIALOG));
      if (place == IN_BOARD)
        {
          /* The rest comes with no move to make: the board holds no focus. */
          gtk_window_destroy (GTK_WINDOW (window));
          cf_test_iterate ();
          continue;
        }

      cf_test_play_game (page, game);
      cf_test_settle (window);
      /* Shift+Ctrl+A asks for an accusation */
      g_assert_true (focus_in (page, place));
      cf_test_press_keys (page, "<Shift><Control>a");
      g_assert_nonnull (take_dialog (CF_TYPE_ACCUSE_DIALOG));
      /* Ctrl+P takes the passage */
      g_assert_true (focus_in (page, place));
      cf_test_press_keys (page, "<Control>p");
      g_assert_cmpint (cf_game_get_phase (game), ==, CF_PHASE_SUGGEST);
      /* Shift+Ctrl+S asks for a suggestion (made here without the dialog) */
      g_assert_true (focus_in (page, place));
      cf_test_press_keys (page, "<Shift><Control>s");
      g_assert_nonnull (take_dialog (CF_TYPE_SUGGEST_DIALOG));
      g_assert_true (cf_game_suggest (
          game, 0, cf_edition_get_first_card_of (cf_game_get_edition (game), CF_CATEGORY_WEAPON),
          NULL));
      cf_play_page_set_bot_delay (CF_PLAY_PAGE (page), 0);
      g_assert_true (cf_test_wait_for (ann_acts, game, 30000));
      cf_play_page_set_bot_delay (CF_PLAY_PAGE (page), 600000);
      cf_test_settle (window);
      /* Ctrl+E ends the turn */
      g_assert_true (focus_in (page, place));
      cf_test_press_keys (page, "<Control>e");
      g_assert_cmpint (cf_game_get_current_seat (game), ==, 1);
      gtk_window_destroy (GTK_WINDOW (window));
      cf_test_iterate ();
    }
}

static void
test_secrets_keys_on_intrigue_tab (void)
{
  /* Discover the Secrets: with the focus in the Intrigue tab, the keys
   * still work. */
  g_autoptr(CfEdition) edition = cf_edition_lookup_builtin ("discover-the-secrets");
  CfSeatSetup seats[3] = {
    { .suspect = 0, .kind = CF_PLAYER_HUMAN, .name = "Ann" },
    { .suspect = 1, .kind = CF_PLAYER_DETECTIVE },
    { .suspect = 2, .kind = CF_PLAYER_DETECTIVE },
  };
  g_autoptr(CfGame) game = NULL;
  GtkWidget *window;
  GtkWidget *page;
  GtkStack  *side_pages;

  /* (a deal where Ann begins) */
  for (guint64 seed = 1; game == NULL || cf_game_get_acting_seat (game) != 0; seed++)
    {
      g_clear_object (&game);
      game = cf_game_new (edition, 3, seats, seed, NULL);
    }
  page = present_game (game, 1000, 720, &window);
  side_pages = GTK_STACK (child (page, "side_pages"));
  gtk_stack_set_visible_child_name (side_pages, "intrigue");
  cf_test_settle (window);
  gtk_widget_child_focus (GTK_WIDGET (side_pages), GTK_DIR_TAB_FORWARD);
  if (!gtk_widget_is_ancestor (focus_of (page), GTK_WIDGET (side_pages)))
    /* Nothing to focus on the tab yet: its switcher button, then */
    g_assert_true (gtk_widget_child_focus (child (page, "side_switcher"), GTK_DIR_TAB_BACKWARD));
  g_assert_true (gtk_widget_is_visible (child (page, "intrigue_panel")));
  if (!cf_test_press_keys (page, "<Control>r"))
    {
      g_test_skip ("not an X11 display");
      gtk_window_destroy (GTK_WINDOW (window));
      return;
    }
  g_assert_cmpint (cf_game_get_phase (game), ==, CF_PHASE_MOVE);
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
count_focus_changes (guint *count)
{
  (*count)++;
}

static void
test_first_focus (void)
{
  /* The first guard of a game takes the focus as soon as it is shown; when
   * a bot begins, the focus rests in the page, never on the header. */
  g_autoptr(CfGame) people = cf_test_new_table ("HHB", 3);
  g_autoptr(CfGame) bot_first = cf_test_new_table ("BHB", 3);
  GtkWidget *window = gtk_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *back = gtk_button_new_with_label ("Back");
  GtkWidget *page = cf_play_page_new ();
  guint      focus_changes = 0;

  gtk_box_append (GTK_BOX (box), back);
  gtk_box_append (GTK_BOX (box), page);
  gtk_widget_set_visible (page, FALSE);
  gtk_window_set_child (GTK_WINDOW (window), box);
  gtk_window_set_default_size (GTK_WINDOW (window), 1000, 720);
  gtk_window_present (GTK_WINDOW (window));
  cf_play_page_set_bot_delay (CF_PLAY_PAGE (page), 600000);
  gtk_widget_grab_focus (back);
  /* As the window does: the game is set, then its page shown */
  cf_test_play_game (page, people);
  /* A screen reader reads what gains the focus once it is on screen. */
  g_signal_connect_swapped (window, "notify::focus-widget", G_CALLBACK (count_focus_changes),
                            &focus_changes);
  gtk_widget_set_visible (page, TRUE);
  cf_test_settle (window);
  g_assert_true (focus_of (page) == child (page, "guard"));
  g_assert_cmpuint (focus_changes, >, 0);
  g_signal_handlers_disconnect_by_func (window, count_focus_changes, &focus_changes);

  gtk_widget_set_visible (page, FALSE);
  gtk_widget_grab_focus (back);
  cf_test_play_game (page, bot_first);
  gtk_widget_set_visible (page, TRUE);
  cf_test_settle (window);
  g_assert_nonnull (focus_of (page));
  g_assert_true (gtk_widget_is_ancestor (focus_of (page), page));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Whether the story's newest line is on screen, whole, in its scroller. */
static gboolean
newest_story_line_in_sight (GtkWidget *page)
{
  GtkWidget  *list = child (page, "story_list");
  GtkWidget  *scroller = child (page, "story_scroller");
  GListModel *story = G_LIST_MODEL (gtk_grid_view_get_model (GTK_GRID_VIEW (list)));
  guint       n = g_list_model_get_n_items (story);
  g_autoptr(CfStoryEntry) last = n > 0 ? g_list_model_get_item (story, n - 1) : NULL;

  for (GtkWidget *item = gtk_widget_get_first_child (list); last != NULL && item != NULL;
       item = gtk_widget_get_next_sibling (item))
    {
      GtkWidget      *row = gtk_widget_get_first_child (item);
      GtkWidget      *label = row != NULL ? gtk_widget_get_first_child (row) : NULL;
      graphene_rect_t bounds;

      if (label == NULL || !GTK_IS_LABEL (label) || !gtk_widget_get_child_visible (item) ||
          g_strcmp0 (gtk_label_get_label (GTK_LABEL (label)), cf_story_entry_get_text (last)) !=
              0 ||
          !gtk_widget_compute_bounds (row, scroller, &bounds))
        continue;
      if (bounds.origin.y >= 0 &&
          bounds.origin.y + bounds.size.height <= gtk_widget_get_height (scroller) + 1)
        return TRUE;
    }
  return FALSE;
}

static void
test_focus_after_own_suggestion (void)
{
  /* After Ann's suggestion is answered, the focus is on what she can do
   * next, and the story shows its newest line. */
  g_autoptr(CfGame) game = new_lounge_game ();
  GtkWidget *window;
  GtkWidget *page = present_game (game, 1000, 720, &window);
  GtkWidget *end_turn = child (page, "end_turn_button");
  GtkWidget *list = child (page, "story_list");

  gtk_stack_set_visible_child_name (GTK_STACK (child (page, "side_pages")), "story");
  g_assert_true (gtk_widget_activate_action (page, "game.passage", NULL));
  g_assert_true (gtk_widget_activate_action (page, "game.suggest", NULL));
  g_assert_nonnull (take_dialog (CF_TYPE_SUGGEST_DIALOG));
  gtk_widget_grab_focus (child (page, "suggest_button"));
  g_assert_true (cf_game_suggest (
      game, 0, cf_edition_get_first_card_of (cf_game_get_edition (game), CF_CATEGORY_WEAPON),
      NULL));
  cf_play_page_set_bot_delay (CF_PLAY_PAGE (page), 0);
  g_assert_true (cf_test_wait_for (ann_acts, game, 30000));
  cf_play_page_set_bot_delay (CF_PLAY_PAGE (page), 600000);
  cf_test_settle (window);
  cf_test_settle (window);
  g_assert_true (focus_of (page) == end_turn);
  /* The story's newest line is in sight, whole. */
  g_assert_true (gtk_widget_get_mapped (list));
  g_assert_true (newest_story_line_in_sight (page));
  /* … and the story opens at its newest line after a turn of bots. */
  gtk_stack_set_visible_child_name (GTK_STACK (child (page, "side_pages")), "notebook");
  g_assert_true (gtk_widget_activate_action (page, "game.end-turn", NULL));
  cf_play_page_set_bot_delay (CF_PLAY_PAGE (page), 0);
  {
    gpointer data[1] = { game };
    g_assert_true (cf_test_wait_for (ann_starts, data, 60000));
  }
  cf_play_page_set_bot_delay (CF_PLAY_PAGE (page), 600000);
  cf_test_settle (window);
  gtk_stack_set_visible_child_name (GTK_STACK (child (page, "side_pages")), "story");
  cf_test_settle (window);
  cf_test_settle (window);
  g_assert_true (newest_story_line_in_sight (page));
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_no_passage_button_without_passages (void)
{
  /* 18×18 has no secret passage: no Passage button; the classic board has. */
  g_autoptr(CfEdition) edition = cf_edition_lookup_builtin ("simple-18");
  g_autoptr(CfGame) classic = cf_test_new_table ("HBB", 3);
  CfSeatSetup seats[6];
  g_autoptr(CfGame) game = NULL;
  GtkWidget *window;
  GtkWidget *page;

  for (guint i = 0; i < 6; i++)
    seats[i] = (CfSeatSetup){ .suspect = i,
                              .kind = i == 0 ? CF_PLAYER_HUMAN : CF_PLAYER_BEGINNER,
                              .name = i == 0 ? "Ann" : NULL };
  game = cf_game_new (edition, 6, seats, 3, NULL);
  g_assert_nonnull (game);
  page = present_game (game, 1000, 720, &window);
  g_assert_false (gtk_widget_get_visible (child (page, "passage_button")));
  g_assert_true (gtk_widget_get_mapped (child (page, "end_turn_button")));
  cf_test_play_game (page, classic);
  cf_test_settle (window);
  g_assert_true (gtk_widget_get_mapped (child (page, "passage_button")));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* With CF_TEST_SCREENSHOT_DIR set: the game page of a classic game and of a
 * Discover the Secrets game at 800 × 600, 1000 × 720 and 1600 × 1000, as
 * PNG files to look at (run it again with CF_TEST_TEXT_SCALE=2, LANGUAGE=he
 * or ADW_DEBUG_COLOR_SCHEME=prefer-dark). */
static void
save_window (GtkWidget *window, const char *name)
{
  g_autofree char *path = g_strdup_printf ("%s/%s.png", g_getenv ("CF_TEST_SCREENSHOT_DIR"), name);
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (window);
  int          width = gtk_widget_get_width (window), height = gtk_widget_get_height (window);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;

  cf_test_settle (window);
  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (snapshot);
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (GTK_NATIVE (window)), node,
                                         &GRAPHENE_RECT_INIT (0, 0, width, height));
  g_assert_true (gdk_texture_save_to_png (texture, path));
  g_test_message ("saved %s", path);
}

static void
test_screenshots (void)
{
  static const int sizes[][2] = { { 800, 600 }, { 1000, 720 }, { 1600, 1000 } };

  if (g_getenv ("CF_TEST_SCREENSHOT_DIR") == NULL)
    {
      g_test_skip ("CF_TEST_SCREENSHOT_DIR is not set");
      return;
    }
  /* Large text as the desktop's text scaling sets it (GTK 4 ignores
   * GDK_DPI_SCALE) */
  if (g_getenv ("CF_TEST_TEXT_SCALE") != NULL)
    g_object_set (gtk_settings_get_default (), "gtk-xft-dpi",
                  (int)(96 * 1024 * g_ascii_strtod (g_getenv ("CF_TEST_TEXT_SCALE"), NULL)), NULL);
  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    for (guint secrets = 0; secrets < 2; secrets++)
      {
        g_autoptr(CfEdition) edition =
            cf_edition_lookup_builtin (secrets ? "discover-the-secrets" : "classic");
        CfSeatSetup seats[4] = {
          { .suspect = 0, .kind = CF_PLAYER_HUMAN, .name = "Ann" },
          { .suspect = 1, .kind = CF_PLAYER_DETECTIVE },
          { .suspect = 2, .kind = CF_PLAYER_DETECTIVE },
          { .suspect = 3, .kind = CF_PLAYER_DETECTIVE },
        };
        g_autoptr(CfGame) game = cf_game_new (edition, 4, seats, 5, NULL);
        GtkWidget       *window = adw_window_new ();
        GtkWidget       *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
        GtkWidget       *page = cf_play_page_new ();
        g_autofree char *name = NULL;

        gtk_box_append (GTK_BOX (box), adw_header_bar_new ());
        gtk_widget_set_vexpand (page, TRUE);
        gtk_box_append (GTK_BOX (box), page);
        adw_window_set_content (ADW_WINDOW (window), box);
        gtk_window_set_default_size (GTK_WINDOW (window), sizes[i][0], sizes[i][1]);
        gtk_window_present (GTK_WINDOW (window));
        cf_play_page_set_bot_delay (CF_PLAY_PAGE (page), 0);
        cf_test_play_game (page, game);
        {
          gpointer data[1] = { game };
          cf_test_wait_for (ann_starts, data, 60000);
        }
        cf_play_page_set_bot_delay (CF_PLAY_PAGE (page), 600000);
        cf_test_settle (window);
        name = g_strdup_printf ("keys-%s-%dx%d", secrets ? "secrets" : "classic", sizes[i][0],
                                sizes[i][1]);
        save_window (window, name);
        gtk_window_destroy (GTK_WINDOW (window));
        cf_test_iterate ();
      }
}

int
main (int argc, char *argv[])
{
  /* The build's catalogues: a run with LANGUAGE=he is in Hebrew */
  cf_init_i18n ();
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

  g_test_add_func ("/casefile/keys/typing", test_typing);
  g_test_add_func ("/casefile/keys/managed-shortcut-from-outside",
                   test_managed_shortcut_from_outside);
  g_test_add_func ("/casefile/keys/tab-goes-through", test_tab_goes_through);
  g_test_add_func ("/casefile/keys/f6-regions", test_f6_regions);
  g_test_add_func ("/casefile/keys/every-shortcut-everywhere", test_every_shortcut_everywhere);
  g_test_add_func ("/casefile/keys/secrets-keys-on-intrigue-tab",
                   test_secrets_keys_on_intrigue_tab);
  g_test_add_func ("/casefile/keys/first-focus", test_first_focus);
  g_test_add_func ("/casefile/keys/focus-after-own-suggestion", test_focus_after_own_suggestion);
  g_test_add_func ("/casefile/keys/no-passage-button-without-passages",
                   test_no_passage_button_without_passages);
  g_test_add_func ("/casefile/keys/screenshots", test_screenshots);
  return g_test_run ();
}
