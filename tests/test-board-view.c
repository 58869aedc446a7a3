/* test-board-view.c: the drawn board shows the game and picks moves
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "casefile-core.h"
#include "cf-announcer.h"
#include "cf-board-view-private.h"
#include "cf-board-view.h"
#include "cf-game-private.h"
#include "cf-play-page.h"
#include "cf-test-util.h"

/* The light palette's keyboard cursor, from style.css */
#define CURSOR_COLOUR "#1a5fb4"

/* The board's colours by their names in the stylesheets */
static const char *const palette_names[] = {
  "board_frame_color",        "board_corridor_color",     "board_grid_color",
  "board_room_color",         "board_centre_color",       "board_wall_color",
  "board_door_color",         "board_label_color",        "board_chip_color",
  "board_chip_border_color",  "board_chip_label_color",   "board_target_color",
  "board_target_hover_color", "board_target_room_color",  "board_target_edge_color",
  "board_cursor_color",       "board_cursor_inner_color", "board_token_outline_color",
  "board_shadow_color",       "board_pool_color",         "board_pool_wave_color",
  "board_question_color",
};

typedef struct
{
  CfGame       *game;
  CfPublicView *table;
  CfBoard      *board;
  GtkWidget    *window;
  CfBoardView  *view;
  GArray       *activated;
} Fixture;

/* ---------------------------------------------------------------- helpers */

/* Everything pending is handled and the view has drawn a frame since. */
static void
settle (Fixture *fixture)
{
  cf_test_settle (fixture->window);
}

static gboolean
view_is_shown (gpointer data)
{
  GtkWidget *view = data;
  return gtk_widget_get_mapped (view) && gtk_widget_get_width (view) > 0;
}

static void
on_place_activated (CfBoardView *view, int place, Fixture *fixture)
{
  g_array_append_val (fixture->activated, place);
}

static void
fixture_set_up (Fixture *fixture, gconstpointer data)
{
  g_autoptr(CfEdition) classic = cf_edition_lookup_builtin ("classic");
  const CfSeatSetup seats[] = {
    { 0, NULL, CF_PLAYER_HUMAN },
    { 1, NULL, CF_PLAYER_HUMAN },
    { 2, NULL, CF_PLAYER_HUMAN },
  };
  g_autoptr(GError) error = NULL;

  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  fixture->game = cf_game_new (classic, G_N_ELEMENTS (seats), seats, 1986, &error);
  g_assert_no_error (error);
  fixture->board = cf_game_get_board (fixture->game);
  fixture->table = cf_public_view_new (fixture->game);
  fixture->activated = g_array_new (FALSE, FALSE, sizeof (int));

  fixture->window = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (fixture->window), 480, 500);
  fixture->view = CF_BOARD_VIEW (cf_board_view_new ());
  g_signal_connect (fixture->view, "place-activated", G_CALLBACK (on_place_activated), fixture);
  cf_board_view_set_table (fixture->view, fixture->table);
  gtk_window_set_child (GTK_WINDOW (fixture->window), GTK_WIDGET (fixture->view));
  gtk_window_present (GTK_WINDOW (fixture->window));

  g_assert_true (cf_test_wait_for (view_is_shown, fixture->view, 5000));
  settle (fixture);
}

static void
fixture_tear_down (Fixture *fixture, gconstpointer data)
{
  if (fixture->window != NULL)
    {
      g_object_add_weak_pointer (G_OBJECT (fixture->view), (gpointer *)&fixture->view);
      gtk_window_destroy (GTK_WINDOW (fixture->window));
      cf_test_iterate ();
      g_assert_null (fixture->view);
    }
  /* The view let go of the table, and the table of the game */
  g_object_add_weak_pointer (G_OBJECT (fixture->table), (gpointer *)&fixture->table);
  g_object_unref (fixture->table);
  g_assert_null (fixture->table);
  g_object_add_weak_pointer (G_OBJECT (fixture->game), (gpointer *)&fixture->game);
  g_object_unref (fixture->game);
  g_assert_null (fixture->game);
  g_clear_pointer (&fixture->activated, g_array_unref);
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
}

/* Draws the widget as it would be now, to an image of its size */
static cairo_surface_t *
render (CfBoardView *view)
{
  GtkWidget       *widget = GTK_WIDGET (view);
  GtkSnapshot     *snapshot = gtk_snapshot_new ();
  GskRenderNode   *node;
  cairo_surface_t *surface;
  cairo_t         *cr;

  GTK_WIDGET_GET_CLASS (widget)->snapshot (widget, snapshot);
  node = gtk_snapshot_free_to_node (snapshot);

  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, gtk_widget_get_width (widget),
                                        gtk_widget_get_height (widget));
  if (node != NULL)
    {
      cr = cairo_create (surface);
      gsk_render_node_draw (node, cr);
      cairo_destroy (cr);
      gsk_render_node_unref (node);
    }
  cairo_surface_flush (surface);
  return surface;
}

/* The colour at (x, y), 0xAARRGGBB (premultiplied) */
static guint32
pixel_at (cairo_surface_t *surface, double x, double y)
{
  const guchar *data = cairo_image_surface_get_data (surface);
  int           stride = cairo_image_surface_get_stride (surface);
  int           px = (int)x, py = (int)y;

  g_assert_cmpint (px, >=, 0);
  g_assert_cmpint (py, >=, 0);
  g_assert_cmpint (px, <, cairo_image_surface_get_width (surface));
  g_assert_cmpint (py, <, cairo_image_surface_get_height (surface));
  return *(const guint32 *)(data + py * stride + px * 4);
}

static gboolean
pixel_is (guint32 pixel, const char *spec)
{
  GdkRGBA color;
  int     r = pixel >> 16 & 0xff, g = pixel >> 8 & 0xff, b = pixel & 0xff;

  g_assert_true (gdk_rgba_parse (&color, spec));
  return (pixel >> 24) == 0xff && ABS (r - (int)(color.red * 255)) <= 12 &&
         ABS (g - (int)(color.green * 255)) <= 12 && ABS (b - (int)(color.blue * 255)) <= 12;
}

static graphene_rect_t
bounds_of (Fixture *fixture, CfPlace place)
{
  graphene_rect_t bounds;

  g_assert_true (cf_board_view_get_place_bounds (fixture->view, place, &bounds));
  return bounds;
}

/* Inside the disc of a token standing on @place, below its letters */
static gboolean
token_colour_on (Fixture *fixture, CfPlace place, int suspect)
{
  g_autoptr(CfEdition) classic = cf_edition_lookup_builtin ("classic");
  graphene_rect_t  r = bounds_of (fixture, place);
  cairo_surface_t *surface = render (fixture->view);
  guint32          pixel =
      pixel_at (surface, r.origin.x + r.size.width / 2, r.origin.y + r.size.height * 0.78);
  gboolean same = pixel_is (pixel, cf_edition_get_card_color (classic, suspect));

  cairo_surface_destroy (surface);
  return same;
}

/* The slide's ticks are over (the view's own state: a drawn disc may pass
 * over the sample point on its way). */
static gboolean
slide_arrived (gpointer data)
{
  Fixture *fixture = data;
  return fixture->view->tick_id == 0;
}

static gboolean
place_in_reach (CfBoard *board, const CfReach *reach, CfPlace place)
{
  if (place == CF_PLACE_NONE)
    return FALSE;
  if (cf_board_place_is_room (board, place))
    return reach->rooms >> cf_board_place_get_room (board, place) & 1;
  for (guint i = 0; i < reach->squares->len; i++)
    if (g_array_index (reach->squares, CfPlace, i) == place)
      return TRUE;
  return FALSE;
}

static int
current_suspect (CfGame *game)
{
  return cf_game_get_seat_suspect (game, cf_game_get_current_seat (game));
}

static const CfReach *
roll (Fixture *fixture, guint value)
{
  g_autoptr(GError) error = NULL;

  g_assert_cmpint (cf_game_get_phase (fixture->game), ==, CF_PHASE_START);
  cf_game_set_next_roll (fixture->game, value);
  cf_game_roll (fixture->game, &error);
  g_assert_no_error (error);
  g_assert_cmpint (cf_game_get_phase (fixture->game), ==, CF_PHASE_MOVE);
  return cf_game_get_reach (fixture->game);
}

/* A target square at least two squares from where the token stands */
static CfPlace
far_square (Fixture *fixture, const CfReach *reach)
{
  CfPlace from = cf_game_get_token (fixture->game, current_suspect (fixture->game));
  int     fx, fy;

  cf_board_place_get_xy (fixture->board, from, &fx, &fy);
  for (guint i = 0; i < reach->squares->len; i++)
    {
      CfPlace place = g_array_index (reach->squares, CfPlace, i);
      int     x, y;

      cf_board_place_get_xy (fixture->board, place, &x, &y);
      if (ABS (x - fx) + ABS (y - fy) >= 2)
        return place;
    }
  g_assert_not_reached ();
}

static void
click (Fixture *fixture, double x, double y)
{
  GListModel *controllers = gtk_widget_observe_controllers (GTK_WIDGET (fixture->view));
  gboolean    clicked = FALSE;

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_GESTURE_CLICK (controller))
        {
          g_signal_emit_by_name (controller, "released", 1, x, y);
          clicked = TRUE;
        }
    }
  g_object_unref (controllers);
  g_assert_true (clicked);
}

/* ---------------------------------------------------------------- tests */

static void
test_size (Fixture *fixture, gconstpointer data)
{
  int minimum, natural;

  gtk_widget_measure (GTK_WIDGET (fixture->view), GTK_ORIENTATION_HORIZONTAL, -1, &minimum,
                      &natural, NULL, NULL);
  g_assert_cmpint (minimum, ==, 24 * 12);
  g_assert_cmpint (natural, >=, 24 * 24);
  gtk_widget_measure (GTK_WIDGET (fixture->view), GTK_ORIENTATION_VERTICAL, -1, &minimum, &natural,
                      NULL, NULL);
  g_assert_cmpint (minimum, ==, 25 * 12);
  g_assert_cmpint (natural, >=, 25 * 24);
}

static void
test_draws_board (Fixture *fixture, gconstpointer data)
{
  cairo_surface_t *surface = render (fixture->view);
  int              width = gtk_widget_get_width (GTK_WIDGET (fixture->view));
  int              height = gtk_widget_get_height (GTK_WIDGET (fixture->view));
  graphene_rect_t  corridor = bounds_of (fixture, cf_board_square_place (fixture->board, 16, 8));
  graphene_rect_t  kitchen = bounds_of (fixture, cf_board_room_place (fixture->board, 0));
  guint            n_opaque = 0;
  float            side;

  /* The board keeps its shape and is centred */
  side = corridor.size.width;
  g_assert_cmpfloat (fabs (corridor.size.height - side), <=, 1);
  g_assert_cmpfloat (side, >=, MIN (width / 24.f, height / 25.f) - 1);
  g_assert_cmpfloat (kitchen.size.width, >=, 5 * side);

  for (int y = 0; y < height; y++)
    for (int x = 0; x < width; x++)
      if (pixel_at (surface, x, y) >> 24 == 0xff)
        n_opaque++;
  g_assert_cmpuint (n_opaque, >=, 0.9 * (24 * side) * (25 * side));

  /* Corridors and rooms look different */
  g_assert_cmphex (
      pixel_at (surface, corridor.origin.x + side / 2, corridor.origin.y + side / 2), !=,
      pixel_at (surface, kitchen.origin.x + side * 1.5, kitchen.origin.y + side * 1.5));
  cairo_surface_destroy (surface);

  /* Every token starts on its start square, drawn in its colour */
  for (int s = 0; s < 6; s++)
    g_assert_true (token_colour_on (fixture, cf_game_get_token (fixture->game, s), s));
}

static void
test_no_game (Fixture *fixture, gconstpointer data)
{
  cairo_surface_t *surface;
  const CfReach   *reach = roll (fixture, 4);

  cf_board_view_set_targets (fixture->view, reach);
  g_assert_true (cf_board_view_has_targets (fixture->view));

  cf_board_view_set_table (fixture->view, NULL);
  g_assert_null (cf_board_view_get_table (fixture->view));
  g_assert_false (cf_board_view_has_targets (fixture->view));
  g_assert_cmpint (cf_board_view_get_cursor (fixture->view), ==, CF_PLACE_NONE);
  settle (fixture);

  surface = render (fixture->view);
  for (int y = 0; y < cairo_image_surface_get_height (surface); y += 7)
    for (int x = 0; x < cairo_image_surface_get_width (surface); x += 7)
      g_assert_cmphex (pixel_at (surface, x, y), ==, 0);
  cairo_surface_destroy (surface);

  /* The game goes on without the view, which no longer listens */
  g_assert_true (cf_game_move (fixture->game, g_array_index (reach->squares, CfPlace, 0), NULL));
  settle (fixture);
  g_assert_cmpuint (fixture->activated->len, ==, 0);

  cf_board_view_set_table (fixture->view, fixture->table);
  g_assert_true (cf_board_view_get_table (fixture->view) == fixture->table);
  settle (fixture);
  surface = render (fixture->view);
  g_assert_cmphex (pixel_at (surface, gtk_widget_get_width (GTK_WIDGET (fixture->view)) / 2,
                             gtk_widget_get_height (GTK_WIDGET (fixture->view)) / 2),
                   !=, 0);
  cairo_surface_destroy (surface);
}

static void
test_targets_keyboard (Fixture *fixture, gconstpointer data)
{
  GtkWidget       *widget = GTK_WIDGET (fixture->view);
  const CfReach   *reach;
  CfPlace          first;
  gboolean         moved = FALSE;
  static const int directions[4][2] = { { 0, -1 }, { 1, 0 }, { 0, 1 }, { -1, 0 } };

  g_assert_false (cf_board_view_has_targets (fixture->view));
  g_assert_false (gtk_widget_get_focusable (widget));
  g_assert_cmpint (cf_board_view_get_cursor (fixture->view), ==, CF_PLACE_NONE);

  /* Without targets, Enter does nothing */
  gtk_widget_activate_action (widget, "board.activate", NULL);
  g_assert_cmpuint (fixture->activated->len, ==, 0);

  reach = roll (fixture, 6);
  cf_board_view_set_targets (fixture->view, reach);
  g_assert_true (cf_board_view_has_targets (fixture->view));
  g_assert_true (gtk_widget_get_focusable (widget));
  first = cf_board_view_get_cursor (fixture->view);
  g_assert_true (place_in_reach (fixture->board, reach, first));
  g_assert_true (gtk_widget_grab_focus (widget));

  /* The same targets again keep the cursor where it is */
  gtk_widget_activate_action (widget, "board.move-cursor", "(ii)", 1, 0);
  gtk_widget_activate_action (widget, "board.move-cursor", "(ii)", 0, 1);
  first = cf_board_view_get_cursor (fixture->view);
  cf_board_view_set_targets (fixture->view, reach);
  g_assert_cmpint (cf_board_view_get_cursor (fixture->view), ==, first);

  /* Arrows walk from target to target, never off them */
  for (guint d = 0; d < 4; d++)
    for (guint i = 0; i < 8; i++)
      {
        CfPlace before = cf_board_view_get_cursor (fixture->view);

        g_assert_true (gtk_widget_activate_action (widget, "board.move-cursor", "(ii)",
                                                   directions[d][0], directions[d][1]));
        g_assert_true (
            place_in_reach (fixture->board, reach, cf_board_view_get_cursor (fixture->view)));
        moved |= cf_board_view_get_cursor (fixture->view) != before;
      }
  g_assert_true (moved);

  /* Going right moves right (or not at all) */
  {
    CfPlace         before = cf_board_view_get_cursor (fixture->view);
    graphene_rect_t a = bounds_of (fixture, before), b;

    gtk_widget_activate_action (widget, "board.move-cursor", "(ii)", 1, 0);
    b = bounds_of (fixture, cf_board_view_get_cursor (fixture->view));
    g_assert_cmpfloat (b.origin.x + b.size.width / 2, >=, a.origin.x + a.size.width / 2);
  }

  /* Enter picks the cursor's place */
  g_assert_true (gtk_widget_activate_action (widget, "board.activate", NULL));
  g_assert_cmpuint (fixture->activated->len, ==, 1);
  g_assert_cmpint (g_array_index (fixture->activated, int, 0), ==,
                   cf_board_view_get_cursor (fixture->view));
  g_assert_true (
      place_in_reach (fixture->board, reach, g_array_index (fixture->activated, int, 0)));

  /* The move the signal asks for is legal */
  g_assert_true (cf_game_move (fixture->game, g_array_index (fixture->activated, int, 0), NULL));

  cf_board_view_set_targets (fixture->view, NULL);
  g_assert_false (cf_board_view_has_targets (fixture->view));
  g_assert_false (gtk_widget_get_focusable (widget));
  g_assert_cmpint (cf_board_view_get_cursor (fixture->view), ==, CF_PLACE_NONE);
  gtk_widget_activate_action (widget, "board.activate", NULL);
  gtk_widget_activate_action (widget, "board.move-cursor", "(ii)", 1, 0);
  g_assert_cmpuint (fixture->activated->len, ==, 1);
}

/* The cursor ring is drawn around the edges of its square: true when a
 * pixel across the left edge, half-way down, has the cursor colour */
static gboolean
cursor_drawn_on (Fixture *fixture, cairo_surface_t *surface, CfPlace place)
{
  graphene_rect_t r = bounds_of (fixture, place);

  for (int dx = -3; dx <= 2; dx++)
    if (pixel_is (pixel_at (surface, r.origin.x + dx, r.origin.y + r.size.height / 2),
                  CURSOR_COLOUR))
      return TRUE;
  return FALSE;
}

/* Defect 4: GTK hides focus rings a few seconds after the last key it saw
 * (gtk_window_set_focus_visible (FALSE)), and an arrow key the board takes
 * for itself does not bring them back: the cursor must stay drawn as long
 * as Enter would act on it. */
static void
test_cursor_stays_visible (Fixture *fixture, gconstpointer data)
{
  GtkWidget       *widget = GTK_WIDGET (fixture->view);
  const CfReach   *reach = roll (fixture, 6);
  cairo_surface_t *surface;
  CfPlace          before, after;

  cf_board_view_set_targets (fixture->view, reach);
  g_assert_true (gtk_widget_grab_focus (widget));
  gtk_window_set_focus_visible (GTK_WINDOW (fixture->window), TRUE);
  g_assert_true (gtk_widget_has_focus (widget));

  before = cf_board_view_get_cursor (fixture->view);
  surface = render (fixture->view);
  g_assert_true (cursor_drawn_on (fixture, surface, before));
  cairo_surface_destroy (surface);

  /* What GTK does on its own after a pause, or after a click on a button */
  gtk_window_set_focus_visible (GTK_WINDOW (fixture->window), FALSE);
  g_assert_true (gtk_widget_activate_action (widget, "board.move-cursor", "(ii)", 1, 0) ||
                 gtk_widget_activate_action (widget, "board.move-cursor", "(ii)", -1, 0));
  after = cf_board_view_get_cursor (fixture->view);
  if (after == before)
    gtk_widget_activate_action (widget, "board.move-cursor", "(ii)", 0, 1);
  after = cf_board_view_get_cursor (fixture->view);
  g_assert_cmpint (after, !=, before);
  g_assert_true (gtk_widget_has_focus (widget));

  surface = render (fixture->view);
  g_assert_true (cursor_drawn_on (fixture, surface, after));
  g_assert_false (cursor_drawn_on (fixture, surface, before));
  cairo_surface_destroy (surface);

  /* Enter picks the place the ring shows */
  g_assert_true (gtk_widget_activate_action (widget, "board.activate", NULL));
  g_assert_cmpuint (fixture->activated->len, ==, 1);
  g_assert_cmpint (g_array_index (fixture->activated, int, 0), ==, after);

  /* Without focus there is no cursor to act on, and none is drawn */
  gtk_widget_set_focusable (widget, FALSE);
  gtk_window_set_focus (GTK_WINDOW (fixture->window), NULL);
  g_assert_false (gtk_widget_has_focus (widget));
  surface = render (fixture->view);
  g_assert_false (cursor_drawn_on (fixture, surface, after));
  cairo_surface_destroy (surface);
}

/* The same through real key presses: GTK's own key handling sees the arrows
 * and Enter, and still the cursor the keys move is the one drawn */
static void
test_cursor_real_keys (Fixture *fixture, gconstpointer data)
{
  GtkWidget               *widget = GTK_WIDGET (fixture->view);
  const CfReach           *reach = roll (fixture, 6);
  static const char *const arrows[] = { "Right", "Left", "Down", "Up" };
  cairo_surface_t         *surface;
  CfPlace                  before, after = CF_PLACE_NONE;

  cf_board_view_set_targets (fixture->view, reach);
  g_assert_true (gtk_widget_grab_focus (widget));
  gtk_window_set_focus_visible (GTK_WINDOW (fixture->window), FALSE);
  before = after = cf_board_view_get_cursor (fixture->view);

  for (guint i = 0; i < G_N_ELEMENTS (arrows) && after == before; i++)
    {
      if (!cf_test_press_keys (widget, arrows[i]))
        {
          g_test_skip ("not an X11 display");
          return;
        }
      after = cf_board_view_get_cursor (fixture->view);
    }
  g_assert_cmpint (after, !=, before);
  g_assert_true (place_in_reach (fixture->board, reach, after));
  g_assert_true (gtk_widget_has_focus (widget));

  surface = render (fixture->view);
  g_assert_true (cursor_drawn_on (fixture, surface, after));
  cairo_surface_destroy (surface);

  g_assert_true (cf_test_press_keys (widget, "Return"));
  g_assert_cmpuint (fixture->activated->len, ==, 1);
  g_assert_cmpint (g_array_index (fixture->activated, int, 0), ==, after);
}

static void
test_accessible_label (Fixture *fixture, gconstpointer data)
{
  CfReach reach = { g_array_new (FALSE, FALSE, sizeof (CfPlace)), 0 };
  CfPlace square = cf_board_square_place (fixture->board, 4, 7);

  g_array_append_val (reach.squares, square);
  reach.rooms = 1 << 0;
  cf_board_view_set_targets (fixture->view, &reach);

  /* Rooms come first */
  g_assert_cmpint (cf_board_view_get_cursor (fixture->view), ==,
                   cf_board_room_place (fixture->board, 0));
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (fixture->view),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, "Move to Kitchen");
  gtk_widget_activate_action (GTK_WIDGET (fixture->view), "board.move-cursor", "(ii)", 0, 1);
  g_assert_cmpint (cf_board_view_get_cursor (fixture->view), ==, square);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (fixture->view),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Move to square 5, 8, at a door of a room: Kitchen");

  cf_board_view_set_targets (fixture->view, NULL);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (fixture->view),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, "Game board");
  g_array_unref (reach.squares);
}

/* What the board says of itself: the description */
static char *
description_of (GtkWidget *widget)
{
  /* The test context's check names the value it found when it differs */
  char *found = gtk_test_accessible_check_property (GTK_ACCESSIBLE (widget),
                                                    GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "\x01");

  return found;
}

static gboolean
description_says (GtkWidget *widget, const char *part)
{
  g_autofree char *found = description_of (widget);

  if (found == NULL || strstr (found, part) == NULL)
    {
      g_test_message ("description: %s", found);
      return FALSE;
    }
  return TRUE;
}

/* Issue 24: where everyone is, in the story's words, and "you" */
static void
test_whereabouts (Fixture *fixture, gconstpointer data)
{
  GtkWidget       *widget = GTK_WIDGET (fixture->view);
  const CfReach   *reach;
  guint            updates;
  int              suspect = current_suspect (fixture->game);
  const char      *name = cf_edition_get_card_name (cf_game_get_edition (fixture->game), suspect);
  g_autofree char *you = g_strdup_printf ("%s (you) is ", name);
  g_autofree char *entered = NULL;

  /* Every token, and the weapons in their rooms */
  g_assert_true (description_says (widget, "Colonel Mustard is in the corridor near a room: "));
  g_assert_true (description_says (widget, "Rope is in a room: "));
  g_assert_false (description_says (widget, "(you)"));
  cf_board_view_set_own_suspect (fixture->view, suspect);
  g_assert_true (description_says (widget, you));

  /* Refreshed when a token moves, and only then */
  reach = roll (fixture, 12);
  updates = cf_accessible_get_n_updates ();
  cf_board_view_set_targets (fixture->view, reach);
  cf_board_view_set_own_suspect (fixture->view, suspect);
  g_assert_cmpuint (cf_accessible_get_n_updates () - updates, <=, 1); /* the cursor's label */
  for (guint r = 0; r < cf_board_get_n_rooms (fixture->board); r++)
    if (reach->rooms >> r & 1)
      {
        entered = g_strdup_printf (
            "%s (you) is in a room: %s.", name,
            cf_edition_get_card_name (cf_game_get_edition (fixture->game),
                                      cf_edition_get_first_card_of (
                                          cf_game_get_edition (fixture->game), CF_CATEGORY_ROOM) +
                                          r));
        g_assert_true (cf_game_move (fixture->game, cf_board_room_place (fixture->board, r), NULL));
        break;
      }
  g_assert_nonnull (entered);
  g_assert_true (description_says (widget, entered));
}

/* Issue 24: the cursor on a square says where it is by the rooms; Page
 * Down and Page Up step through the rooms in reach; an arrow without a
 * target says so */
static void
test_cursor_words (Fixture *fixture, gconstpointer data)
{
  GtkWidget *widget = GTK_WIDGET (fixture->view);
  CfReach    reach = { g_array_new (FALSE, FALSE, sizeof (CfPlace)), 0 };
  CfPlace    square = cf_board_square_place (fixture->board, 4, 7);

  g_array_append_val (reach.squares, square);
  reach.rooms = 1 << 0 | 1 << 3 | 1 << 5;
  cf_board_view_set_targets (fixture->view, &reach);
  g_assert_true (gtk_widget_grab_focus (widget));
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Move to Kitchen");

  /* Rooms in reach, forwards and round, then backwards */
  g_assert_true (gtk_widget_activate_action (widget, "board.step-room", "i", 1));
  g_assert_cmpint (cf_board_view_get_cursor (fixture->view), ==,
                   cf_board_room_place (fixture->board, 3));
  g_assert_true (gtk_widget_activate_action (widget, "board.step-room", "i", 1));
  g_assert_cmpint (cf_board_view_get_cursor (fixture->view), ==,
                   cf_board_room_place (fixture->board, 5));
  g_assert_true (gtk_widget_activate_action (widget, "board.step-room", "i", 1));
  g_assert_cmpint (cf_board_view_get_cursor (fixture->view), ==,
                   cf_board_room_place (fixture->board, 0));
  g_assert_true (gtk_widget_activate_action (widget, "board.step-room", "i", -1));
  g_assert_cmpint (cf_board_view_get_cursor (fixture->view), ==,
                   cf_board_room_place (fixture->board, 5));
  /* By the key itself */
  if (cf_test_press_keys (widget, "Page_Down"))
    g_assert_cmpint (cf_board_view_get_cursor (fixture->view), ==,
                     cf_board_room_place (fixture->board, 0));

  /* A square by the rooms: near the Ballroom */
  cf_board_view_set_targets (fixture->view, NULL);
  reach.rooms = 0;
  g_array_index (reach.squares, CfPlace, 0) = cf_board_square_place (fixture->board, 7, 9);
  cf_board_view_set_targets (fixture->view, &reach);
  g_assert_true (gtk_widget_grab_focus (widget));
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Move to square 8, 10, near a room: Ballroom");

  /* Nothing that way, and no room: said, through the focused board */
  gtk_widget_activate_action (widget, "board.move-cursor", "(ii)", 1, 0);
  g_assert_true (description_says (widget, "No target that way"));
  gtk_widget_activate_action (widget, "board.step-room", "i", 1);
  g_assert_true (description_says (widget, "No room in reach"));
  /* Said again when pressed again, and the board's own words come back
   * when the focus leaves */
  gtk_widget_activate_action (widget, "board.move-cursor", "(ii)", 1, 0);
  g_assert_true (description_says (widget, "No target that way"));
  gtk_window_set_focus (GTK_WINDOW (fixture->window), NULL);
  settle (fixture);
  g_assert_true (description_says (widget, "is in a room: "));
  g_array_unref (reach.squares);
}

/* Issue 24 (GUI review, minor 8): the room under the cursor is told apart
 * from the other rooms in reach */
static void
test_cursor_room_distinct (Fixture *fixture, gconstpointer data)
{
  CfReach          reach = { g_array_new (FALSE, FALSE, sizeof (CfPlace)), 1 << 0 | 1 << 8 };
  cairo_surface_t *surface;
  graphene_rect_t  kitchen, study;
  guint32          on_cursor, on_other;

  cf_board_view_set_targets (fixture->view, &reach);
  g_assert_true (gtk_widget_grab_focus (GTK_WIDGET (fixture->view)));
  g_assert_cmpint (cf_board_view_get_cursor (fixture->view), ==,
                   cf_board_room_place (fixture->board, 0));
  kitchen = bounds_of (fixture, cf_board_room_place (fixture->board, 0));
  study = bounds_of (fixture, cf_board_room_place (fixture->board, 8));
  surface = render (fixture->view);
  /* A quarter into each room, away from names, walls and rings */
  on_cursor = pixel_at (surface, kitchen.origin.x + kitchen.size.width * 0.3,
                        kitchen.origin.y + kitchen.size.height * 0.75);
  on_other = pixel_at (surface, study.origin.x + study.size.width * 0.3,
                       study.origin.y + study.size.height * 0.75);
  /* To look at it: CF_TEST_SCREENSHOT_DIR=/tmp/shots */
  if (g_getenv ("CF_TEST_SCREENSHOT_DIR") != NULL)
    {
      g_autofree char *path =
          g_build_filename (g_getenv ("CF_TEST_SCREENSHOT_DIR"), "board-cursor-room.png", NULL);

      cairo_surface_write_to_png (surface, path);
    }
  cairo_surface_destroy (surface);
  g_assert_cmphex (on_cursor, !=, on_other);
  g_array_unref (reach.squares);
}

static void
test_click (Fixture *fixture, gconstpointer data)
{
  CfReach         reach = { g_array_new (FALSE, FALSE, sizeof (CfPlace)), 0 };
  CfPlace         square = cf_board_square_place (fixture->board, 4, 7);
  CfPlace         kitchen = cf_board_room_place (fixture->board, 0);
  graphene_rect_t r;

  /* No targets: clicks do nothing */
  r = bounds_of (fixture, square);
  click (fixture, r.origin.x + r.size.width / 2, r.origin.y + r.size.height / 2);
  g_assert_cmpuint (fixture->activated->len, ==, 0);

  g_array_append_val (reach.squares, square);
  reach.rooms = 1 << 0;
  cf_board_view_set_targets (fixture->view, &reach);

  click (fixture, r.origin.x + r.size.width / 2, r.origin.y + r.size.height / 2);
  g_assert_cmpuint (fixture->activated->len, ==, 1);
  g_assert_cmpint (g_array_index (fixture->activated, int, 0), ==, square);
  g_assert_cmpint (cf_board_view_get_cursor (fixture->view), ==, square);

  /* Anywhere in a target room, its corner square too */
  r = bounds_of (fixture, cf_board_square_place (fixture->board, 1, 2));
  click (fixture, r.origin.x + 2, r.origin.y + 2);
  g_assert_cmpuint (fixture->activated->len, ==, 2);
  g_assert_cmpint (g_array_index (fixture->activated, int, 1), ==, kitchen);

  /* Not on a square next to a target, another room, the centre or outside */
  r = bounds_of (fixture, cf_board_square_place (fixture->board, 5, 7));
  click (fixture, r.origin.x + r.size.width / 2, r.origin.y + r.size.height / 2);
  r = bounds_of (fixture, cf_board_room_place (fixture->board, 1));
  click (fixture, r.origin.x + r.size.width / 2, r.origin.y + r.size.height / 2);
  r = bounds_of (fixture, cf_board_square_place (fixture->board, 12, 12));
  click (fixture, r.origin.x + r.size.width / 2, r.origin.y + r.size.height / 2);
  click (fixture, -5, -5);
  g_assert_cmpuint (fixture->activated->len, ==, 2);

  g_array_unref (reach.squares);
}

static void
test_move_jumps (Fixture *fixture, gconstpointer data)
{
  int     suspect = current_suspect (fixture->game);
  CfPlace from = cf_game_get_token (fixture->game, suspect);
  CfPlace to = far_square (fixture, roll (fixture, 6));

  g_assert_true (token_colour_on (fixture, from, suspect));
  g_assert_true (cf_game_move (fixture->game, to, NULL));
  g_assert_true (token_colour_on (fixture, to, suspect));
  g_assert_false (token_colour_on (fixture, from, suspect));
}

static void
test_move_slides (Fixture *fixture, gconstpointer data)
{
  int     suspect = current_suspect (fixture->game);
  CfPlace from = cf_game_get_token (fixture->game, suspect);
  CfPlace to = far_square (fixture, roll (fixture, 6));

  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", TRUE, NULL);
  g_assert_true (cf_game_move (fixture->game, to, NULL));

  /* Just after the move the token is still near where it was … */
  g_assert_false (token_colour_on (fixture, to, suspect));

  /* … and arrives within a moment */
  g_assert_true (cf_test_wait_for (slide_arrived, fixture, 10000));
  settle (fixture);
  g_assert_true (token_colour_on (fixture, to, suspect));
  g_assert_false (token_colour_on (fixture, from, suspect));

  /* Destroying the view in the middle of a slide is fine */
  cf_game_end_turn (fixture->game, NULL);
  suspect = current_suspect (fixture->game);
  to = far_square (fixture, roll (fixture, 6));
  g_assert_true (cf_game_move (fixture->game, to, NULL));
  settle (fixture);
}

static void
test_suggestion_moves (Fixture *fixture, gconstpointer data)
{
  CfEdition     *edition = cf_game_get_edition (fixture->game);
  CfPlace        lounge = cf_board_room_place (fixture->board, 6);
  guint          first_weapon = cf_edition_get_first_card_of (edition, CF_CATEGORY_WEAPON);
  int            suspect = current_suspect (fixture->game);
  int            other = (suspect + 3) % 6;
  int            weapon = 0;
  const CfReach *reach;
  g_autoptr(GError) error = NULL;

  /* Miss Scarlet (first to play) walks into the Lounge */
  g_assert_cmpint (suspect, ==, 0);
  reach = roll (fixture, 8);
  g_assert_true (place_in_reach (fixture->board, reach, lounge));
  cf_board_view_set_targets (fixture->view, reach);
  cf_game_move (fixture->game, lounge, &error);
  g_assert_no_error (error);
  cf_board_view_set_targets (fixture->view, NULL);

  while (cf_game_get_weapon_room (fixture->game, weapon) == 6)
    weapon++;
  cf_game_suggest (fixture->game, other, first_weapon + weapon, &error);
  g_assert_no_error (error);
  g_assert_cmpint (cf_game_get_token (fixture->game, other), ==, lounge);
  g_assert_cmpint (cf_game_get_weapon_room (fixture->game, weapon), ==, 6);
  settle (fixture);

  /* Both tokens are drawn in the room, apart, in their colours */
  {
    g_autoptr(CfEdition) classic = cf_edition_lookup_builtin ("classic");
    cairo_surface_t *surface = render (fixture->view);
    graphene_rect_t  room = bounds_of (fixture, lounge);
    guint            found[2] = { 0, 0 };
    int              ids[2] = { suspect, other };

    for (int y = room.origin.y; y < room.origin.y + room.size.height; y++)
      for (int x = room.origin.x; x < room.origin.x + room.size.width; x++)
        for (guint k = 0; k < 2; k++)
          if (pixel_is (pixel_at (surface, x, y), cf_edition_get_card_color (classic, ids[k])))
            found[k]++;
    cairo_surface_destroy (surface);
    g_assert_cmpuint (found[0], >, 20);
    g_assert_cmpuint (found[1], >, 20);
  }
}

/* ---------------------------------------------------------------- colours */

static GdkRGBA
lookup_color (GtkWidget *widget, const char *name)
{
  GdkRGBA color = { 0, 0, 0, 0 };

  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  g_assert_true (
      gtk_style_context_lookup_color (gtk_widget_get_style_context (widget), name, &color));
  G_GNUC_END_IGNORE_DEPRECATIONS
  return color;
}

static gboolean
pixel_is_rgba (guint32 pixel, const GdkRGBA *color)
{
  g_autofree char *spec = gdk_rgba_to_string (color);

  return pixel_is (pixel, spec);
}

/* The middle of a corridor square, clear of the grid lines */
static guint32
corridor_pixel (Fixture *fixture)
{
  graphene_rect_t  r = bounds_of (fixture, cf_board_square_place (fixture->board, 16, 8));
  cairo_surface_t *surface = render (fixture->view);
  guint32 pixel = pixel_at (surface, r.origin.x + r.size.width / 2, r.origin.y + r.size.height / 2);

  cairo_surface_destroy (surface);
  return pixel;
}

typedef struct
{
  Fixture *fixture;
  guint32  pixel;
  gboolean same;
} CorridorWait;

/* The corridor is drawn in (or no longer in) a colour: the restyle is done. */
static gboolean
corridor_is (gpointer data)
{
  CorridorWait *wait = data;
  return (corridor_pixel (wait->fixture) == wait->pixel) == wait->same;
}

/* The palette comes from style.css, and from style-dark.css when the style is
 * dark; the board redraws when the style changes */
static void
test_palette_from_css (Fixture *fixture, gconstpointer data)
{
  AdwStyleManager *manager = adw_style_manager_get_default ();
  GtkWidget       *widget = GTK_WIDGET (fixture->view);
  GdkRGBA          light, dark;
  guint32          light_pixel, dark_pixel;
  CorridorWait     wait;

  adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_FORCE_LIGHT);
  settle (fixture);
  light = lookup_color (widget, "board_corridor_color");
  g_assert_true (gdk_rgba_parse (&dark, "#fbf5e3"));
  g_assert_true (gdk_rgba_equal (&light, &dark));
  light_pixel = corridor_pixel (fixture);
  g_assert_true (pixel_is_rgba (light_pixel, &light));

  adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_FORCE_DARK);
  wait.fixture = fixture;
  wait.pixel = light_pixel;
  wait.same = FALSE;
  cf_test_wait_for (corridor_is, &wait, 5000);
  g_assert_true (adw_style_manager_get_dark (manager));
  dark = lookup_color (widget, "board_corridor_color");
  g_assert_false (gdk_rgba_equal (&light, &dark));
  dark_pixel = corridor_pixel (fixture);
  g_assert_cmphex (dark_pixel, !=, light_pixel);
  g_assert_true (pixel_is_rgba (dark_pixel, &dark));
  /* Dark floors: less light than the light palette's */
  g_assert_cmpuint ((dark_pixel >> 8 & 0xff), <, (light_pixel >> 8 & 0xff));

  adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_FORCE_LIGHT);
  wait.same = TRUE;
  cf_test_wait_for (corridor_is, &wait, 5000);
  g_assert_cmphex (corridor_pixel (fixture), ==, light_pixel);
  adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_DEFAULT);
}

static void
on_parsing_error (GtkCssProvider *provider,
                  GtkCssSection  *section,
                  const GError   *error,
                  guint          *n_errors)
{
  g_test_message ("%s", error->message);
  (*n_errors)++;
}

/* Every variant of the stylesheet parses and names every colour of the board */
static void
test_palette_variants (void)
{
  static const char *const variants[] = { "style.css", "style-dark.css", "style-hc.css",
                                          "style-hc-dark.css" };

  for (guint v = 0; v < G_N_ELEMENTS (variants); v++)
    {
      g_autofree char *path = g_strconcat ("/io/github/casefile/Casefile/", variants[v], NULL);
      g_autoptr(GtkCssProvider) provider = gtk_css_provider_new ();
      GtkWidget *label = g_object_ref_sink (gtk_label_new (NULL));
      guint      n_errors = 0;

      g_signal_connect (provider, "parsing-error", G_CALLBACK (on_parsing_error), &n_errors);
      gtk_css_provider_load_from_resource (provider, path);
      g_assert_cmpuint (n_errors, ==, 0);

      G_GNUC_BEGIN_IGNORE_DEPRECATIONS
      gtk_style_context_add_provider (gtk_widget_get_style_context (label),
                                      GTK_STYLE_PROVIDER (provider), G_MAXUINT);
      for (guint i = 0; i < G_N_ELEMENTS (palette_names); i++)
        {
          GdkRGBA color;

          if (!gtk_style_context_lookup_color (gtk_widget_get_style_context (label),
                                               palette_names[i], &color))
            g_error ("%s does not name %s", variants[v], palette_names[i]);
        }
      G_GNUC_END_IGNORE_DEPRECATIONS
      g_object_unref (label);
    }
}

/* ---------------------------------------------------------------- other boards */

/* The name of room @r (n_rooms: the pool) drawn whole, not too small,
 * inside the walls of @bounds */
static void
assert_name_inside (CfBoardView           *view,
                    const CfBoardFit      *fit,
                    guint                  r,
                    const graphene_rect_t *bounds)
{
  graphene_rect_t name = view->name_rects[r];
  float           wall = fit->square_size * 0.1f;

  g_assert_false (view->names_cut[r]);
  g_assert_cmpfloat (name.size.width, >, 0);
  g_assert_cmpfloat (name.size.height, >=, fit->square_size * CF_BOARD_ROOM_NAME_MIN_SIZE);
  g_assert_cmpfloat (name.origin.x, >=, bounds->origin.x + wall);
  g_assert_cmpfloat (name.origin.y, >=, bounds->origin.y + wall);
  g_assert_cmpfloat (name.origin.x + name.size.width, <=,
                     bounds->origin.x + bounds->size.width - wall);
  g_assert_cmpfloat (name.origin.y + name.size.height, <=,
                     bounds->origin.y + bounds->size.height - wall);
}

static gboolean
game_board_drawn (gpointer data)
{
  CfBoardView *view = data;

  return gtk_widget_get_mapped (GTK_WIDGET (view)) &&
         gtk_widget_get_width (GTK_WIDGET (view)) > 0 && view->pieces != NULL &&
         view->pieces[0].has_drawn;
}

/* The 18 × 18 board of our own design on the game page of an 800 × 600
 * window, the smallest the app is made for: square squares, every room's
 * name whole inside its walls, every door drawn, and the note that the
 * layout is ours over the centre. */
static void
test_simple_18 (void)
{
  g_autoptr(CfEdition) edition = cf_edition_lookup_builtin ("simple-18");
  CfSeatSetup seats[6];
  g_autoptr(GError) error = NULL;
  g_autoptr(CfGame) game = NULL;
  GtkWidget       *window, *page;
  CfBoardView     *view;
  CfBoard         *board;
  CfBoardFit       fit;
  cairo_surface_t *surface;
  graphene_rect_t  centre;
  g_autofree char *note = NULL;
  g_autofree char *no_note = NULL;
  const char      *description;

  g_assert_nonnull (edition);
  for (guint s = 0; s < 6; s++)
    seats[s] =
        (CfSeatSetup){ s, s == 0 ? "Ann" : NULL, s == 0 ? CF_PLAYER_HUMAN : CF_PLAYER_BEGINNER };
  game = cf_game_new (edition, 6, seats, 18, &error);
  g_assert_no_error (error);
  board = cf_game_get_board (game);
  g_assert_cmpuint (cf_board_get_width (board), ==, 18);

  window = gtk_window_new ();
  gtk_window_set_titlebar (GTK_WINDOW (window), adw_header_bar_new ());
  gtk_window_set_default_size (GTK_WINDOW (window), 800, 600);
  page = cf_play_page_new ();
  gtk_window_set_child (GTK_WINDOW (window), page);
  gtk_window_present (GTK_WINDOW (window));
  cf_test_play_game (page, game);
  view = CF_BOARD_VIEW (gtk_widget_get_template_child (page, CF_TYPE_PLAY_PAGE, "board"));
  g_assert_true (cf_test_wait_for (game_board_drawn, view, 10000));
  cf_test_settle (window);

  /* Drawn as large as fits, squares square */
  surface = render (view);
  g_assert_true (cf_board_view_get_fit (view, &fit));
  g_assert_cmpint (fit.width, ==, 18);
  g_assert_cmpint (fit.height, ==, 18);
  g_test_message ("square size at 800 × 600 with six players: %.1f pixels", fit.square_size);
  g_assert_cmpfloat (fit.square_size, >=, CF_BOARD_VIEW_MIN_SQUARE_SIZE);
  for (int y = 0; y < 18; y++)
    for (int x = 0; x < 18; x++)
      {
        CfBoardRect r = cf_board_fit_square_rect (&fit, x, y);

        g_assert_cmpfloat (fabsf (r.width - r.height), <=, 1);
        g_assert_cmpfloat (r.x, >=, 0);
        g_assert_cmpfloat (r.y, >=, 0);
        g_assert_cmpfloat (r.x + r.width, <=, gtk_widget_get_width (GTK_WIDGET (view)));
        g_assert_cmpfloat (r.y + r.height, <=, gtk_widget_get_height (GTK_WIDGET (view)));
      }

  /* Every room's name whole, inside the room's walls */
  for (guint r = 0; r < cf_board_get_n_rooms (board); r++)
    {
      graphene_rect_t room_bounds, name = view->name_rects[r];

      g_assert_true (
          cf_board_view_get_place_bounds (view, cf_board_room_place (board, r), &room_bounds));
      g_test_message ("room %u: name %.0f × %.0f at %.0f,%.0f in a room %.0f × %.0f at %.0f,%.0f",
                      r, name.size.width, name.size.height, name.origin.x, name.origin.y,
                      room_bounds.size.width, room_bounds.size.height, room_bounds.origin.x,
                      room_bounds.origin.y);
      assert_name_inside (view, &fit, r, &room_bounds);
    }

  /* Every door drawn: its threshold in the door colour on the room's edge */
  for (guint d = 0; d < cf_board_get_n_doors (board); d++)
    {
      const CfDoor *door = cf_board_get_door (board, d);
      CfBoardRect   r = cf_board_fit_square_rect (&fit, door->x, door->y);
      float         wall = roundf (MAX (1.5f, fit.square_size * 0.1f));
      int           ox, oy;
      double        px, py;

      cf_board_place_get_xy (board, door->outside, &ox, &oy);
      px = ox < door->x   ? r.x + wall * 0.5
           : ox > door->x ? r.x + r.width - wall * 1.5
                          : r.x + r.width / 2;
      py = oy < door->y   ? r.y + wall * 0.5
           : oy > door->y ? r.y + r.height - wall * 1.5
                          : r.y + r.height / 2;
      if (!pixel_is_rgba (pixel_at (surface, px, py), &view->palette.door))
        g_error ("door %u (%d,%d) is not drawn: %08x at %.0f,%.0f", d, door->x, door->y,
                 pixel_at (surface, px, py), px, py);
    }
  cairo_surface_destroy (surface);

  /* Over the centre: the layout is ours, and screen readers hear so too */
  {
    CfBoardRect pixels;
    int         x0 = 18, y0 = 18, x1 = -1, y1 = -1;

    for (int y = 0; y < 18; y++)
      for (int x = 0; x < 18; x++)
        if (cf_board_get_kind (board, x, y) == CF_SQUARE_CENTRE)
          {
            x0 = MIN (x0, x);
            y0 = MIN (y0, y);
            x1 = MAX (x1, x);
            y1 = MAX (y1, y);
          }
    g_assert_cmpint (x1, >=, x0);
    pixels = cf_board_fit_square_rect (&fit, (x0 + x1) / 2, (y0 + y1) / 2);
    centre = GRAPHENE_RECT_INIT (pixels.x, pixels.y, pixels.width, pixels.height);
  }
  note = cf_board_view_tooltip_at (view, centre.origin.x + centre.size.width / 2,
                                   centre.origin.y + centre.size.height / 2);
  g_assert_nonnull (note);
  g_assert_cmpstr (note, ==, cf_board_view_design_note (view));
  description = cf_board_view_design_note (view);
  /* after where everyone is */
  g_assert_true (description_says (GTK_WIDGET (view), description));
  /* not over a corridor, where it would get in the way of picking moves */
  {
    CfBoardRect corridor = cf_board_fit_square_rect (&fit, 6, 6);

    no_note = cf_board_view_tooltip_at (view, corridor.x + corridor.width / 2,
                                        corridor.y + corridor.height / 2);
    g_assert_null (no_note);
  }

  gtk_window_destroy (GTK_WINDOW (window));
  cf_test_iterate ();
}

/* The printed classic board has no such note. */
static void
test_classic_no_design_note (Fixture *fixture, gconstpointer data)
{
  CfBoardFit       fit;
  CfBoardRect      centre;
  g_autofree char *text = NULL;

  g_assert_true (cf_board_view_get_fit (fixture->view, &fit));
  g_assert_cmpint (cf_board_get_kind (fixture->board, 12, 12), ==, CF_SQUARE_CENTRE);
  centre = cf_board_fit_square_rect (&fit, 12, 12);
  text = cf_board_view_tooltip_at (fixture->view, centre.x + centre.width / 2,
                                   centre.y + centre.height / 2);
  g_assert_null (text);
  g_assert_null (cf_board_view_design_note (fixture->view));
}

/* ---------------------------------------------------------------- the pool */

/* Casefile's own board for the 2008 edition, from the source tree (it
 * ships once the edition's rules do), in a game made by hand: no rules
 * deal or move on it yet. A token and every weapon in the pool, one token
 * in the kitchen, the others on their starts. */
static CfGame *
secrets_game (void)
{
  g_autoptr(CfEdition) edition = cf_edition_lookup_builtin ("discover-the-secrets");
  g_autofree char *path = g_build_filename (CASEFILE_EXAMPLES_DIR, "..", "..", "..", "data",
                                            "boards", "discover-the-secrets.json", NULL);
  g_autofree char *text = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(CfBoard) board = NULL;
  CfGame *game;
  gsize   length;

  g_assert_nonnull (edition);
  g_assert_true (g_file_get_contents (path, &text, &length, &error));
  bytes = g_bytes_new (text, length);
  board = cf_board_new_from_bytes (bytes, "discover-the-secrets.json", edition, &error);
  g_assert_no_error (error);

  game = cf_game_alloc (edition, board, 6);
  for (guint s = 0; s < 6; s++)
    game->tokens[s] = s == 0   ? cf_board_get_pool_place (board)
                      : s == 5 ? cf_board_parse_place (board, "kitchen", NULL)
                               : cf_board_get_start (board, s);
  for (guint w = 0; w < cf_edition_get_n_cards_of (edition, CF_CATEGORY_WEAPON); w++)
    game->weapons[w] = cf_board_get_n_rooms (board);
  return game;
}

/* Whether any pixel of @rect has @color */
static gboolean
rect_has_color (cairo_surface_t *surface, const graphene_rect_t *rect, const GdkRGBA *color)
{
  for (float y = rect->origin.y + 1; y < rect->origin.y + rect->size.height - 1; y++)
    for (float x = rect->origin.x + 1; x < rect->origin.x + rect->size.width - 1; x++)
      if (pixel_is_rgba (pixel_at (surface, x, y), color))
        return TRUE;
  return FALSE;
}

/* The 2008 board in an 800 × 600 (or 1280 × 800) window: the pool drawn
 * as water with its name and whatever stands in it, every room's name
 * whole inside its walls, a "?" on each question square. With
 * CF_TEST_SCREENSHOT_DIR set, the drawing is saved there. */
static void
test_secrets (gconstpointer data)
{
  int width = GPOINTER_TO_INT (data), height = width == 800 ? 600 : 800;
  g_autoptr(CfGame) game = secrets_game ();
  CfBoard         *board = cf_game_get_board (game);
  guint            n_rooms = cf_board_get_n_rooms (board);
  CfPlace          pool = cf_board_get_pool_place (board);
  GtkWidget       *window;
  CfBoardView     *view;
  CfBoardFit       fit;
  cairo_surface_t *surface;
  graphene_rect_t  pool_bounds;
  guint            water = 0, pool_pixels = 0, n_questions = 0;
  const char      *dir = g_getenv ("CF_TEST_SCREENSHOT_DIR");

  window = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  view = CF_BOARD_VIEW (cf_board_view_new ());
  {
    g_autoptr(CfPublicView) table = cf_public_view_new (game);

    cf_board_view_set_table (view, table);
  }
  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (view));
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (cf_test_wait_for (game_board_drawn, view, 10000));
  cf_test_settle (window);

  surface = render (view);
  if (dir != NULL)
    {
      g_autofree char *name = g_strdup_printf ("secrets-%dx%d.png", width, height);
      g_autofree char *file = g_build_filename (dir, name, NULL);

      g_assert_cmpint (cairo_surface_write_to_png (surface, file), ==, CAIRO_STATUS_SUCCESS);
    }
  g_assert_true (cf_board_view_get_fit (view, &fit));
  g_test_message ("square size at %d × %d: %.1f pixels", width, height, fit.square_size);

  /* Every room's name, and the pool's (the room index n_rooms), whole and
   * inside the walls */
  for (guint r = 0; r <= n_rooms; r++)
    {
      graphene_rect_t bounds, name = view->name_rects[r];

      g_assert_true (cf_board_view_get_place_bounds (
          view, r < n_rooms ? cf_board_room_place (board, r) : pool, &bounds));
      g_test_message ("%s: name %.0f × %.0f at %.0f,%.0f in %.0f × %.0f at %.0f,%.0f",
                      cf_board_view_room_name (view, r), name.size.width, name.size.height,
                      name.origin.x, name.origin.y, bounds.size.width, bounds.size.height,
                      bounds.origin.x, bounds.origin.y);
      assert_name_inside (view, &fit, r, &bounds);
    }

  /* The pool is water: its colour covers most of it */
  g_assert_true (cf_board_view_get_place_bounds (view, pool, &pool_bounds));
  for (float y = pool_bounds.origin.y; y < pool_bounds.origin.y + pool_bounds.size.height; y += 2)
    for (float x = pool_bounds.origin.x; x < pool_bounds.origin.x + pool_bounds.size.width; x += 2)
      {
        pool_pixels++;
        water += pixel_is_rgba (pixel_at (surface, x, y), &view->palette.pool);
      }
  g_test_message ("water: %u of %u pixels", water, pool_pixels);
  g_assert_cmpuint (water * 2, >, pool_pixels);
  /* and blue-ish, unlike the rooms */
  g_assert_cmpfloat (view->palette.pool.blue, >, view->palette.pool.red);

  /* What stands in it is drawn in it */
  g_assert_true (view->pieces[0].has_drawn);
  for (guint piece = 0; piece < cf_board_view_n_pieces (view); piece++)
    if (piece == 0 || piece >= 6)
      {
        float px = fit.left + view->pieces[piece].drawn.x * fit.square_size;
        float py = fit.top + view->pieces[piece].drawn.y * fit.square_size;

        g_assert_true (view->pieces[piece].has_drawn);
        g_assert_true (graphene_rect_contains_point (&pool_bounds, &GRAPHENE_POINT_INIT (px, py)));
      }

  /* A "?" on every question square, and on no other */
  for (int y = 0; y < fit.height; y++)
    for (int x = 0; x < fit.width; x++)
      {
        CfPlace         place = cf_board_square_place (board, x, y);
        CfBoardRect     r = cf_board_fit_square_rect (&fit, x, y);
        graphene_rect_t rect = GRAPHENE_RECT_INIT (r.x, r.y, r.width, r.height);

        gboolean start = FALSE;

        for (guint s = 0; s < 6; s++)
          start = start || cf_board_get_start (board, s) == place;
        /* (a start's ring is in its suspect's colour, which may be close) */
        if (cf_board_get_kind (board, x, y) != CF_SQUARE_CORRIDOR || start)
          continue;
        if (cf_board_is_question (board, place))
          n_questions++;
        if (rect_has_color (surface, &rect, &view->palette.question) !=
            cf_board_is_question (board, place))
          g_error ("square %d,%d: a question mark %s", x, y,
                   cf_board_is_question (board, place) ? "is missing" : "where none belongs");
      }
  g_assert_cmpuint (n_questions, >=, 8);

  cairo_surface_destroy (surface);
  g_object_add_weak_pointer (G_OBJECT (view), (gpointer *)&view);
  gtk_window_destroy (GTK_WINDOW (window));
  cf_test_iterate ();
  g_assert_null (view);
}

static void
on_pool_activated (CfBoardView *view, int place, GArray *activated)
{
  g_array_append_val (activated, place);
}

/* The pool is a move target like a room: lit when reachable, a click
 * anywhere in it (on its water, not only its door) moves there. */
static void
test_secrets_pool_target (void)
{
  g_autoptr(CfGame) game = secrets_game ();
  g_autoptr(GArray) activated = g_array_new (FALSE, FALSE, sizeof (int));
  CfBoard        *board = cf_game_get_board (game);
  CfPlace         pool = cf_board_get_pool_place (board);
  CfReach         reach = { g_array_new (FALSE, FALSE, sizeof (CfPlace)), 0 };
  GtkWidget      *window = gtk_window_new ();
  CfBoardView    *view = CF_BOARD_VIEW (cf_board_view_new ());
  GListModel     *controllers;
  graphene_rect_t r;

  gtk_window_set_default_size (GTK_WINDOW (window), 800, 600);
  {
    g_autoptr(CfPublicView) table = cf_public_view_new (game);

    cf_board_view_set_table (view, table);
  }
  g_signal_connect (view, "place-activated", G_CALLBACK (on_pool_activated), activated);
  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (view));
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (cf_test_wait_for (game_board_drawn, view, 10000));
  cf_test_settle (window);
  g_assert_true (cf_board_view_get_place_bounds (view, pool, &r));

  controllers = gtk_widget_observe_controllers (GTK_WIDGET (view));
  for (int round = 0; round < 2; round++)
    {
      /* First without targets, then with the pool (the room index n_rooms) */
      if (round == 1)
        {
          reach.rooms = G_GUINT64_CONSTANT (1) << cf_board_get_n_rooms (board);
          cf_board_view_set_targets (view, &reach);
          g_assert_true (cf_board_view_place_is_target (view, pool));
        }
      for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
        {
          g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

          if (GTK_IS_GESTURE_CLICK (controller))
            g_signal_emit_by_name (controller, "released", 1,
                                   (double)(r.origin.x + r.size.width * 0.3),
                                   (double)(r.origin.y + r.size.height * 0.7));
        }
      g_assert_cmpuint (activated->len, ==, round);
    }
  g_assert_cmpint (g_array_index (activated, int, 0), ==, pool);
  g_object_unref (controllers);
  g_array_unref (reach.squares);
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int argc, char *argv[])
{
  g_autoptr(AdwApplication) app = NULL;
  int status;

  /* The test context records accessible properties without a session bus */
  g_setenv ("GTK_A11Y", "test", TRUE);
  cf_init_i18n ();
  g_test_init (&argc, &argv, NULL);

  if (!gtk_init_check ())
    {
      g_print ("1..0 # SKIP no display\n");
      return 0;
    }
  /* As the app does: libadwaita loads style.css and its dark and
   * high-contrast variants from the resource base path */
  app = adw_application_new ("io.github.casefile.Casefile.BoardViewTest", G_APPLICATION_NON_UNIQUE);
  g_application_set_resource_base_path (G_APPLICATION (app), "/io/github/casefile/Casefile");
  g_application_register (G_APPLICATION (app), NULL, NULL);

#define ADD(path, func)                                                                            \
  g_test_add ("/casefile/board-view/" path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)

  ADD ("size", test_size);
  ADD ("draws-board", test_draws_board);
  ADD ("no-game", test_no_game);
  ADD ("targets-keyboard", test_targets_keyboard);
  ADD ("cursor-stays-visible", test_cursor_stays_visible);
  ADD ("cursor-real-keys", test_cursor_real_keys);
  ADD ("accessible-label", test_accessible_label);
  ADD ("whereabouts", test_whereabouts);
  ADD ("cursor-words", test_cursor_words);
  ADD ("cursor-room-distinct", test_cursor_room_distinct);
  ADD ("click", test_click);
  ADD ("move-jumps", test_move_jumps);
  ADD ("move-slides", test_move_slides);
  ADD ("suggestion-moves", test_suggestion_moves);
  ADD ("palette-from-css", test_palette_from_css);
  ADD ("classic-no-design-note", test_classic_no_design_note);
  g_test_add_func ("/casefile/board-view/palette-variants", test_palette_variants);
  g_test_add_func ("/casefile/board-view/simple-18", test_simple_18);
  g_test_add_func ("/casefile/board-view/secrets-pool-target", test_secrets_pool_target);
  g_test_add_data_func ("/casefile/board-view/secrets-800x600", GINT_TO_POINTER (800),
                        test_secrets);
  g_test_add_data_func ("/casefile/board-view/secrets-1280x800", GINT_TO_POINTER (1280),
                        test_secrets);

#undef ADD

  status = g_test_run ();
  return status;
}
