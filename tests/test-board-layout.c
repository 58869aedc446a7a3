/* test-board-layout.c: where the drawn board puts squares, rooms and pieces
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>

#include "casefile-core.h"

/* Rooms of the classic board in the edition's order (see test-board.c for
 * the whole grid) */
enum
{
  KITCHEN,
  BALLROOM,
  CONSERVATORY,
  DINING_ROOM,
  BILLIARD_ROOM,
  LIBRARY,
  LOUNGE,
  HALL,
  STUDY,
};

static CfBoardLayout *
classic_layout (void)
{
  g_autoptr(CfEdition) edition = cf_edition_lookup_builtin ("classic");
  g_autoptr(CfBoard) board = NULL;

  g_assert_nonnull (edition);
  board = cf_board_lookup_builtin (edition);
  g_assert_nonnull (board);
  return cf_board_layout_new (board);
}

static void
assert_rect (const CfBoardRect *rect, float x, float y, float width, float height)
{
  g_assert_cmpfloat_with_epsilon (rect->x, x, 1e-4);
  g_assert_cmpfloat_with_epsilon (rect->y, y, 1e-4);
  g_assert_cmpfloat_with_epsilon (rect->width, width, 1e-4);
  g_assert_cmpfloat_with_epsilon (rect->height, height, 1e-4);
}

/* ---------------------------------------------------------------- the board */

static void
test_boxes (void)
{
  g_autoptr(CfBoardLayout) layout = classic_layout ();

  /* The Kitchen's last row is one square short: the box still covers it */
  assert_rect (cf_board_layout_get_room_box (layout, KITCHEN), 0, 1, 6, 6);
  assert_rect (cf_board_layout_get_room_box (layout, LOUNGE), 0, 19, 7, 6);
  assert_rect (cf_board_layout_get_room_box (layout, STUDY), 17, 21, 7, 4);
  assert_rect (cf_board_layout_get_centre_box (layout), 10, 10, 5, 7);
}

static void
test_doors (void)
{
  g_autoptr(CfBoardLayout) layout = classic_layout ();

  g_assert_cmpuint (cf_board_layout_get_door_edges (layout, 4, 6), ==, CF_DOOR_EDGE_BOTTOM);
  g_assert_cmpuint (cf_board_layout_get_door_edges (layout, 8, 5), ==, CF_DOOR_EDGE_LEFT);
  g_assert_cmpuint (cf_board_layout_get_door_edges (layout, 15, 5), ==, CF_DOOR_EDGE_RIGHT);
  g_assert_cmpuint (cf_board_layout_get_door_edges (layout, 20, 14), ==, CF_DOOR_EDGE_TOP);
  /* Not a door, and off the board */
  g_assert_cmpuint (cf_board_layout_get_door_edges (layout, 1, 1), ==, 0);
  g_assert_cmpuint (cf_board_layout_get_door_edges (layout, -1, 3), ==, 0);
  g_assert_cmpuint (cf_board_layout_get_door_edges (layout, 3, 99), ==, 0);
}

static void
test_same_area (void)
{
  g_autoptr(CfBoardLayout) layout = classic_layout ();

  g_assert_true (cf_board_layout_same_area (layout, 0, 1, 1, 1));     /* in the Kitchen */
  g_assert_false (cf_board_layout_same_area (layout, 5, 1, 6, 1));    /* Kitchen | wall */
  g_assert_false (cf_board_layout_same_area (layout, 5, 9, 5, 10));   /* corridor | Dining Room */
  g_assert_true (cf_board_layout_same_area (layout, 1, 7, 2, 7));     /* corridor */
  g_assert_true (cf_board_layout_same_area (layout, 10, 10, 11, 10)); /* centre */
  g_assert_false (cf_board_layout_same_area (layout, 0, 1, -1, 1));   /* the board's edge */
}

static void
test_square_place (void)
{
  g_autoptr(CfBoardLayout) layout = classic_layout ();
  CfBoard     *board = cf_board_layout_get_board (layout);
  CfBoardPoint centre;

  g_assert_cmpint (cf_board_layout_square_place (layout, 1, 2), ==,
                   cf_board_room_place (board, KITCHEN));
  g_assert_cmpint (cf_board_layout_square_place (layout, 7, 7), ==,
                   cf_board_square_place (board, 7, 7));
  g_assert_cmpint (cf_board_layout_square_place (layout, 12, 12), ==, CF_PLACE_NONE); /* centre */
  g_assert_cmpint (cf_board_layout_square_place (layout, 0, 0), ==, CF_PLACE_NONE);   /* void */
  g_assert_cmpint (cf_board_layout_square_place (layout, -1, 0), ==, CF_PLACE_NONE);
  g_assert_cmpint (cf_board_layout_square_place (layout, 24, 0), ==, CF_PLACE_NONE);

  centre = cf_board_layout_place_centre (layout, cf_board_room_place (board, KITCHEN));
  g_assert_cmpfloat_with_epsilon (centre.x, 3, 1e-4);
  g_assert_cmpfloat_with_epsilon (centre.y, 4, 1e-4);
  centre = cf_board_layout_place_centre (layout, cf_board_square_place (board, 7, 8));
  g_assert_cmpfloat_with_epsilon (centre.x, 7.5, 1e-4);
  g_assert_cmpfloat_with_epsilon (centre.y, 8.5, 1e-4);
}

/* ---------------------------------------------------------------- in pixels */

static void
test_fit (void)
{
  g_autoptr(CfBoardLayout) layout = classic_layout ();
  CfBoardFit fit;

  /* Square squares, as large as fit, centred */
  g_assert_true (cf_board_layout_fit (layout, 480, 500, 1, &fit));
  g_assert_cmpfloat_with_epsilon (fit.square_size, 20, 1e-4);
  g_assert_cmpfloat (fit.left, ==, 0);
  g_assert_cmpfloat (fit.top, ==, 0);

  g_assert_true (cf_board_layout_fit (layout, 600, 500, 1, &fit));
  g_assert_cmpfloat_with_epsilon (fit.square_size, 20, 1e-4);
  g_assert_cmpfloat (fit.left, ==, 60);
  g_assert_cmpint (fit.width, ==, 24);
  g_assert_cmpint (fit.height, ==, 25);

  g_assert_false (cf_board_layout_fit (layout, 0, 500, 1, &fit));
  g_assert_false (cf_board_layout_fit (layout, 500, -3, 1, &fit));
}

/* Neighbouring squares share their edges, on device pixels: no seams */
static void
test_no_seams (void)
{
  g_autoptr(CfBoardLayout) layout = classic_layout ();

  for (int scale = 1; scale <= 2; scale++)
    {
      CfBoardFit fit;

      g_assert_true (cf_board_layout_fit (layout, 431, 457, scale, &fit));
      g_assert_true (fabsf (fit.square_size - roundf (fit.square_size)) > 0.01);
      for (int y = 0; y < 25; y++)
        for (int x = 0; x < 24; x++)
          {
            CfBoardRect r = cf_board_fit_square_rect (&fit, x, y);
            CfBoardRect right = cf_board_fit_square_rect (&fit, x + 1, y);
            CfBoardRect below = cf_board_fit_square_rect (&fit, x, y + 1);

            g_assert_cmpfloat (r.x + r.width, ==, right.x);
            g_assert_cmpfloat (r.y + r.height, ==, below.y);
            g_assert_cmpfloat (r.x * scale, ==, roundf (r.x * scale));
            g_assert_cmpfloat (r.y * scale, ==, roundf (r.y * scale));
            g_assert_cmpfloat (fabsf (r.width - fit.square_size), <=, 1.f / scale);
          }
    }
}

/* What is drawn where is what a click there picks */
static void
test_place_at (void)
{
  g_autoptr(CfBoardLayout) layout = classic_layout ();
  CfBoard   *board = cf_board_layout_get_board (layout);
  CfBoardFit fit;
  guint      n_checked = 0;

  g_assert_true (cf_board_layout_fit (layout, 700, 500, 1, &fit));

  for (int y = 0; y < 25; y++)
    for (int x = 0; x < 24; x++)
      {
        CfPlace     place = cf_board_layout_square_place (layout, x, y);
        CfBoardRect r = cf_board_fit_square_rect (&fit, x, y);

        g_assert_cmpint (
            cf_board_layout_place_at (layout, &fit, r.x + r.width / 2, r.y + r.height / 2), ==,
            place);
        if (place != CF_PLACE_NONE && !cf_board_place_is_room (board, place))
          {
            CfBoardRect bounds;

            g_assert_true (cf_board_layout_place_bounds (layout, &fit, place, &bounds));
            assert_rect (&bounds, r.x, r.y, r.width, r.height);
            n_checked++;
          }
      }
  g_assert_cmpuint (n_checked, >, 150);

  /* A room's bounds are its box */
  {
    CfBoardRect bounds;

    g_assert_true (
        cf_board_layout_place_bounds (layout, &fit, cf_board_room_place (board, LOUNGE), &bounds));
    assert_rect (&bounds, fit.left, fit.top + 19 * fit.square_size, 7 * fit.square_size,
                 6 * fit.square_size);
    g_assert_false (cf_board_layout_place_bounds (layout, &fit, CF_PLACE_NONE, &bounds));
    g_assert_false (cf_board_layout_place_bounds (layout, &fit, 100000, &bounds));
  }

  /* Left of the board, and above it */
  g_assert_cmpint (cf_board_layout_place_at (layout, &fit, fit.left - 2, 250), ==, CF_PLACE_NONE);
  g_assert_cmpint (cf_board_layout_place_at (layout, &fit, 300, -5), ==, CF_PLACE_NONE);
}

/* ---------------------------------------------------------------- cursor */

static void
test_next_target (void)
{
  g_autoptr(CfBoardLayout) layout = classic_layout ();
  CfBoard *board = cf_board_layout_get_board (layout);
  CfPlace  from = cf_board_square_place (board, 7, 7);
  CfPlace  targets[] = {
     cf_board_square_place (board, 9, 7),  cf_board_square_place (board, 8, 7),
     cf_board_square_place (board, 7, 8),  from,
     cf_board_room_place (board, KITCHEN),
  };
  CfPlace diagonal[] = {
    cf_board_square_place (board, 9, 8),
    cf_board_square_place (board, 8, 10),
  };

  /* The nearest that way, never the place itself */
  g_assert_cmpint (
      cf_board_layout_next_target (layout, from, 1, 0, targets, G_N_ELEMENTS (targets)), ==,
      targets[1]);
  g_assert_cmpint (
      cf_board_layout_next_target (layout, from, 0, 1, targets, G_N_ELEMENTS (targets)), ==,
      targets[2]);
  /* Rooms by their middle: the Kitchen is up and to the left */
  g_assert_cmpint (
      cf_board_layout_next_target (layout, from, 0, -1, targets, G_N_ELEMENTS (targets)), ==,
      targets[4]);
  g_assert_cmpint (
      cf_board_layout_next_target (layout, from, -1, 0, targets, G_N_ELEMENTS (targets)), ==,
      targets[4]);
  /* Nothing that way */
  g_assert_cmpint (cf_board_layout_next_target (layout, targets[0], 1, 0, targets, 4), ==,
                   CF_PLACE_NONE);
  g_assert_cmpint (cf_board_layout_next_target (layout, from, 1, 0, NULL, 0), ==, CF_PLACE_NONE);
  g_assert_cmpint (cf_board_layout_next_target (layout, CF_PLACE_NONE, 1, 0, targets, 4), ==,
                   CF_PLACE_NONE);

  /* Straying sideways costs double: (9, 8) is 2 along and 1 across (4),
   * (8, 10) is 1 along and 3 across (7) */
  g_assert_cmpint (cf_board_layout_next_target (layout, from, 1, 0, diagonal, 2), ==, diagonal[0]);
  /* Going down, (8, 10) is 3 down 1 across (5), (9, 8) 1 down 2 across (5):
   * a tie goes to the first listed */
  g_assert_cmpint (cf_board_layout_next_target (layout, from, 0, 1, diagonal, 2), ==, diagonal[0]);
}

/* ---------------------------------------------------------------- rooms */

static void
test_arrange_room (void)
{
  const CfBoardRect kitchen = { 0, 1, 6, 6 };
  const float       widths[] = { 2, 2, 2 };
  CfRoomArrangement a;

  g_assert_cmpfloat_with_epsilon (cf_board_room_inner_width (&kitchen),
                                  6 - 2 * CF_BOARD_ROOM_MARGIN, 1e-4);

  /* Name, two tokens in a row, three chips in two rows (two fit a row) */
  g_assert_true (cf_board_arrange_room (&kitchen, 0.6f, 2, widths, 3, &a));
  g_assert_true (a.fits);
  g_assert_cmpuint (a.n_chip_rows, ==, 2);
  g_assert_cmpfloat_with_epsilon (a.token_size, CF_BOARD_TOKEN_SIZE, 1e-4);
  g_assert_cmpfloat (a.name_y, <, a.tokens[0].y);
  g_assert_cmpfloat_with_epsilon (a.tokens[0].y, a.tokens[1].y, 1e-4);
  g_assert_cmpfloat_with_epsilon ((a.tokens[0].x + a.tokens[1].x) / 2, 3, 1e-4);
  g_assert_cmpfloat (a.tokens[1].x - a.tokens[0].x, >=, a.token_size);
  g_assert_cmpfloat (a.tokens[0].y, <, a.chips[0].y);
  g_assert_cmpfloat_with_epsilon (a.chips[0].y, a.chips[1].y, 1e-4);
  g_assert_cmpfloat (a.chips[2].y - a.chips[0].y, >=, CF_BOARD_CHIP_HEIGHT);
  g_assert_cmpfloat_with_epsilon (a.chips[2].x, 3, 1e-4);
  g_assert_cmpfloat (a.chips[1].x - a.chips[0].x, >=, 2);
  /* The block is centred: as much room above the name as below the chips */
  {
    float above = a.name_y - 0.3f - kitchen.y;
    float below = kitchen.y + kitchen.height - (a.chips[2].y + CF_BOARD_CHIP_HEIGHT / 2);

    g_assert_cmpfloat_with_epsilon (above, below, 1e-3);
  }

  /* Six tokens in a narrow room shrink to share the row */
  {
    const CfBoardRect narrow = { 0, 0, 3, 6 };

    g_assert_true (cf_board_arrange_room (&narrow, 0.6f, 6, NULL, 0, &a));
    g_assert_cmpfloat (a.token_size, <, CF_BOARD_TOKEN_SIZE);
    g_assert_cmpfloat (a.tokens[5].x + a.token_size / 2, <=, 3 - CF_BOARD_ROOM_MARGIN + 1e-3);
    g_assert_cmpfloat (a.tokens[0].x - a.token_size / 2, >=, CF_BOARD_ROOM_MARGIN - 1e-3);
    g_assert_cmpuint (a.n_chip_rows, ==, 0);
  }

  /* Too much for a low room: says so, so the caller tries short names */
  {
    const CfBoardRect low = { 0, 0, 6, 2 };

    g_assert_false (cf_board_arrange_room (&low, 0.6f, 2, widths, 3, &a));
    g_assert_false (a.fits);
  }
}

static void
test_label_font_size (void)
{
  /* Fits: as wanted */
  g_assert_cmpfloat (cf_board_label_font_size (10, 80, 100, 6), ==, 10);
  g_assert_cmpfloat (cf_board_label_font_size (10, 100, 100, 6), ==, 10);
  /* A little too wide: shrunk in proportion */
  g_assert_cmpfloat_with_epsilon (cf_board_label_font_size (10, 125, 100, 6), 8, 1e-4);
  /* Far too wide: the least size, and the text is cut */
  g_assert_cmpfloat (cf_board_label_font_size (10, 400, 100, 6), ==, 6);
  /* Nothing measured */
  g_assert_cmpfloat (cf_board_label_font_size (10, 0, 0, 6), ==, 10);
}

/* ---------------------------------------------------------------- names */

static void
test_unique_prefixes (void)
{
  const char *const suspects[] = { "Scarlet", "Mustard", "White", "Green", "Peacock", "Plum" };
  const char *const expected[] = { "S", "M", "W", "G", "Pe", "Pl", NULL };
  const char *const weapons[] = { "Candlestick", "Knife", "Lead Pipe", "Revolver", "Rope", "Rod" };
  const char *const expected_weapons[] = { "Ca", "Kn", "Le", "Re", "Rop", "Rod", NULL };
  const char *const folded[] = { "plum", "Peacock", "Émile", "Eric" };
  const char *const expected_folded[] = { "Pl", "Pe", "É", "E", NULL };
  g_auto(GStrv) marks = cf_board_unique_prefixes (suspects, G_N_ELEMENTS (suspects), 1);
  g_auto(GStrv) shorts = cf_board_unique_prefixes (weapons, G_N_ELEMENTS (weapons), 2);
  g_auto(GStrv) upper = cf_board_unique_prefixes (folded, G_N_ELEMENTS (folded), 1);

  g_assert_cmpstrv (marks, expected);
  g_assert_cmpstrv (shorts, expected_weapons);
  g_assert_cmpstrv (upper, expected_folded);
}

static void
test_initials (void)
{
  g_autofree char *pipe = cf_board_initials ("Lead Pipe");
  g_autofree char *long_name = cf_board_initials ("candle stick of doom");
  g_autofree char *knife = cf_board_initials ("Knife");

  g_assert_cmpstr (pipe, ==, "LP");
  g_assert_cmpstr (long_name, ==, "CSO");
  g_assert_null (knife);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/casefile/board-layout/boxes", test_boxes);
  g_test_add_func ("/casefile/board-layout/doors", test_doors);
  g_test_add_func ("/casefile/board-layout/same-area", test_same_area);
  g_test_add_func ("/casefile/board-layout/square-place", test_square_place);
  g_test_add_func ("/casefile/board-layout/fit", test_fit);
  g_test_add_func ("/casefile/board-layout/no-seams", test_no_seams);
  g_test_add_func ("/casefile/board-layout/place-at", test_place_at);
  g_test_add_func ("/casefile/board-layout/next-target", test_next_target);
  g_test_add_func ("/casefile/board-layout/arrange-room", test_arrange_room);
  g_test_add_func ("/casefile/board-layout/label-font-size", test_label_font_size);
  g_test_add_func ("/casefile/board-layout/unique-prefixes", test_unique_prefixes);
  g_test_add_func ("/casefile/board-layout/initials", test_initials);

  return g_test_run ();
}
