/* test-board.c: the classic board, moves on it and the board file reader
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <math.h>
#include <string.h>

#include "casefile-core.h"

/* The board as the facts file gives it (/work/shared/data/classic-board.txt),
 * typed in here again so that the tests check data/boards/classic.json
 * against it and the brute force below needs nothing of CfBoard. */
#define W 24
#define H 25

static const char *const grid[H] = {
  "#########3####4#########", "KKKKKK#...BBBB...#CCCCCC", "KKKKKK..BBBBBBBB..CCCCCC",
  "KKKKKK..BBBBBBBB..CCCCCC", "KKKKKK..BBBBBBBB..CCCCCC", "KKKKKK..BBBBBBBB...CCCC#",
  "#KKKKK..BBBBBBBB.......5", "........BBBBBBBB.......#", "#.................RRRRRR",
  "DDDDD.............RRRRRR", "DDDDDDDD..XXXXX...RRRRRR", "DDDDDDDD..XXXXX...RRRRRR",
  "DDDDDDDD..XXXXX...RRRRRR", "DDDDDDDD..XXXXX........#", "DDDDDDDD..XXXXX...LLLLL#",
  "DDDDDDDD..XXXXX..LLLLLLL", "#.........XXXXX..LLLLLLL", "2................LLLLLLL",
  "#........HHHHHH...LLLLL#", "OOOOOOO..HHHHHH........6", "OOOOOOO..HHHHHH........#",
  "OOOOOOO..HHHHHH..SSSSSSS", "OOOOOOO..HHHHHH..SSSSSSS", "OOOOOOO..HHHHHH..SSSSSSS",
  "OOOOOO#1#HHHHHH#.#SSSSSS",
};

/* In the edition's order: room r is rooms[r], its letter letters[r]. */
static const char *const rooms[] = { "kitchen",     "ballroom",      "conservatory",
                                     "dining-room", "billiard-room", "library",
                                     "lounge",      "hall",          "study" };
static const char        letters[] = "KBCDRLOHS";
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
  N_ROOMS
};

typedef struct
{
  int room, x, y, ox, oy;
} Door;

static const Door doors[] = {
  { KITCHEN, 4, 6, 4, 7 },           { BALLROOM, 8, 5, 7, 5 },      { BALLROOM, 9, 7, 9, 8 },
  { BALLROOM, 14, 7, 14, 8 },        { BALLROOM, 15, 5, 16, 5 },    { CONSERVATORY, 18, 4, 18, 5 },
  { DINING_ROOM, 7, 12, 8, 12 },     { DINING_ROOM, 6, 15, 6, 16 }, { BILLIARD_ROOM, 18, 9, 17, 9 },
  { BILLIARD_ROOM, 22, 12, 22, 13 }, { LIBRARY, 20, 14, 20, 13 },   { LIBRARY, 17, 16, 16, 16 },
  { LOUNGE, 6, 19, 6, 18 },          { HALL, 11, 18, 11, 17 },      { HALL, 12, 18, 12, 17 },
  { HALL, 14, 20, 15, 20 },          { STUDY, 17, 21, 17, 20 },
};

/* Scarlet, Mustard, White, Green, Peacock, Plum */
static const int starts[6][2] = {
  { 7, 24 }, { 0, 17 }, { 9, 0 }, { 14, 0 }, { 23, 6 }, { 23, 19 }
};

static CfBoard *
classic_board (void)
{
  g_autoptr(CfEdition) edition = cf_edition_lookup_builtin ("classic");
  CfBoard *board;

  g_assert_nonnull (edition);
  board = cf_board_lookup_builtin (edition);
  g_assert_nonnull (board);
  return board;
}

static CfPlace
sq (CfBoard *board, int x, int y)
{
  return cf_board_square_place (board, x, y);
}

static CfPlace
room (CfBoard *board, int r)
{
  return cf_board_room_place (board, r);
}

/* ---------------------------------------------------------------- the brute force */

static gboolean
bf_walkable (int x, int y)
{
  return x >= 0 && y >= 0 && x < W && y < H && (grid[y][x] == '.' || g_ascii_isdigit (grid[y][x]));
}

typedef struct
{
  const gboolean *blocked; /* per square y * W + x, or NULL */
  int             start_room;
  guint           roll;
  gboolean        up_to;  /* a move may end before the roll is used up */
  gboolean        pass;   /* occupied squares are passed, never ended on */
  int             exit_x; /* leaving the room: only onto this square (-1: any) */
  int             exit_y;
  gboolean        ends[W * H];
  guint64         rooms;
  int             path[16][2];
} BruteForce;

static gboolean
bf_occupied (BruteForce *bf, int x, int y)
{
  return bf->blocked != NULL && bf->blocked[y * W + x];
}

static gboolean
bf_free (BruteForce *bf, int x, int y, guint len)
{
  if (!bf_walkable (x, y) || (bf_occupied (bf, x, y) && !bf->pass))
    return FALSE;
  for (guint i = 0; i < len; i++)
    if (bf->path[i][0] == x && bf->path[i][1] == y)
      return FALSE;
  return TRUE;
}

/* Every way to go on from the walk bf->path[0 … len - 1] having taken @taken steps. */
static void
bf_extend (BruteForce *bf, guint len, guint taken)
{
  static const int dirs[4][2] = { { 1, 0 }, { -1, 0 }, { 0, 1 }, { 0, -1 } };
  int              x = bf->path[len - 1][0], y = bf->path[len - 1][1];

  if ((taken == bf->roll || (bf->up_to && taken > 0)) && !bf_occupied (bf, x, y))
    bf->ends[y * W + x] = TRUE;
  if (taken == bf->roll)
    return;

  for (guint d = 0; d < G_N_ELEMENTS (doors); d++)
    if (doors[d].ox == x && doors[d].oy == y && doors[d].room != bf->start_room)
      bf->rooms |= G_GUINT64_CONSTANT (1) << doors[d].room;

  for (guint k = 0; k < 4; k++)
    {
      int nx = x + dirs[k][0], ny = y + dirs[k][1];

      if (!bf_free (bf, nx, ny, len))
        continue;
      bf->path[len][0] = nx;
      bf->path[len][1] = ny;
      bf_extend (bf, len + 1, taken + 1);
    }
}

/* From a square (start_room < 0) or from a room. */
static void
brute_force (BruteForce     *bf,
             int             x,
             int             y,
             int             start_room,
             guint           roll,
             const gboolean *blocked,
             gboolean        up_to,
             gboolean        pass,
             int             exit_x,
             int             exit_y)
{
  memset (bf, 0, sizeof *bf);
  bf->blocked = blocked;
  bf->start_room = start_room;
  bf->roll = roll;
  bf->up_to = up_to;
  bf->pass = pass;
  bf->exit_x = exit_x;
  bf->exit_y = exit_y;

  if (start_room < 0)
    {
      bf->path[0][0] = x;
      bf->path[0][1] = y;
      bf_extend (bf, 1, 0);
      return;
    }

  for (guint d = 0; d < G_N_ELEMENTS (doors); d++)
    if (doors[d].room == start_room && bf_free (bf, doors[d].ox, doors[d].oy, 0) &&
        (exit_x < 0 || (doors[d].ox == exit_x && doors[d].oy == exit_y)))
      {
        bf->path[0][0] = doors[d].ox;
        bf->path[0][1] = doors[d].oy;
        bf_extend (bf, 1, 1);
      }
}

/* Breadth-first on the grid text: the fewest steps to each square and room. */
static void
bf_distances (
    int x, int y, int start_room, const gboolean *blocked, guint *squares, guint *room_distances)
{
  static const int dirs[4][2] = { { 1, 0 }, { -1, 0 }, { 0, 1 }, { 0, -1 } };
  int              queue[W * H], head = 0, tail = 0;

  for (guint i = 0; i < W * H; i++)
    squares[i] = G_MAXUINT;
  for (guint r = 0; r < N_ROOMS; r++)
    room_distances[r] = G_MAXUINT;

  if (start_room < 0)
    {
      squares[y * W + x] = 0;
      queue[tail++] = y * W + x;
    }
  else
    {
      room_distances[start_room] = 0;
      for (guint d = 0; d < G_N_ELEMENTS (doors); d++)
        {
          int o = doors[d].oy * W + doors[d].ox;
          if (doors[d].room == start_room && !blocked[o] && squares[o] == G_MAXUINT)
            {
              squares[o] = 1;
              queue[tail++] = o;
            }
        }
    }

  while (head < tail)
    {
      int s = queue[head++];
      for (guint k = 0; k < 4; k++)
        {
          int nx = s % W + dirs[k][0], ny = s / W + dirs[k][1];
          if (bf_walkable (nx, ny) && !blocked[ny * W + nx] && squares[ny * W + nx] == G_MAXUINT)
            {
              squares[ny * W + nx] = squares[s] + 1;
              queue[tail++] = ny * W + nx;
            }
        }
    }

  for (guint d = 0; d < G_N_ELEMENTS (doors); d++)
    {
      guint o = squares[doors[d].oy * W + doors[d].ox];
      if (o != G_MAXUINT && o + 1 < room_distances[doors[d].room])
        room_distances[doors[d].room] = o + 1;
    }
}

/* ---------------------------------------------------------------- the classic board */

static void
test_classic (void)
{
  g_autoptr(CfEdition) edition = cf_edition_lookup_builtin ("classic");
  g_autoptr(CfBoard) board = classic_board ();
  g_autoptr(CfBoard) again = cf_board_lookup_builtin (edition);
  guint first_room = cf_edition_get_first_card_of (edition, CF_CATEGORY_ROOM);
  int   x, y;

  g_assert_true (board == again);
  g_assert_true (cf_board_get_edition (board) == edition);
  g_assert_cmpstr (cf_board_get_id (board), ==, "classic");
  g_assert_true (cf_board_is_official (board));
  g_assert_cmpuint (cf_board_get_width (board), ==, W);
  g_assert_cmpuint (cf_board_get_height (board), ==, H);
  g_assert_cmpuint (cf_board_get_n_rooms (board), ==, 9);
  g_assert_cmpuint (cf_board_get_n_places (board), ==, W * H + 9);

  for (guint r = 0; r < N_ROOMS; r++)
    {
      g_assert_cmpstr (cf_edition_get_card_id (edition, first_room + r), ==, rooms[r]);
      g_assert_cmpint (room (board, r), ==, W * H + (int)r);
      g_assert_true (cf_board_place_is_room (board, room (board, r)));
      g_assert_cmpint (cf_board_place_get_room (board, room (board, r)), ==, (int)r);
    }

  /* Square by square as in the facts file */
  for (y = 0; y < H; y++)
    for (x = 0; x < W; x++)
      {
        char         c = grid[y][x];
        const char  *letter = strchr (letters, c);
        CfSquareKind kind = c == '#'   ? CF_SQUARE_VOID
                            : c == 'X' ? CF_SQUARE_CENTRE
                            : letter   ? CF_SQUARE_ROOM
                                       : CF_SQUARE_CORRIDOR;

        g_assert_cmpint (cf_board_get_kind (board, x, y), ==, kind);
        g_assert_cmpint (cf_board_get_room_at (board, x, y), ==, letter ? letter - letters : -1);
        g_assert_cmpint (sq (board, x, y), ==, y * W + x);
        g_assert_false (cf_board_place_is_room (board, sq (board, x, y)));
      }
  g_assert_cmpint (cf_board_get_kind (board, -1, 0), ==, CF_SQUARE_VOID);
  g_assert_cmpint (cf_board_get_kind (board, W, 0), ==, CF_SQUARE_VOID);
  g_assert_cmpint (sq (board, 0, H), ==, CF_PLACE_NONE);
  g_assert_cmpint (room (board, 9), ==, CF_PLACE_NONE);

  /* 17 doors */
  g_assert_cmpuint (cf_board_get_n_doors (board), ==, G_N_ELEMENTS (doors));
  for (guint d = 0; d < G_N_ELEMENTS (doors); d++)
    {
      const CfDoor *door = cf_board_get_door (board, d);

      g_assert_cmpint (door->room, ==, doors[d].room);
      g_assert_cmpint (door->x, ==, doors[d].x);
      g_assert_cmpint (door->y, ==, doors[d].y);
      g_assert_cmpint (door->outside, ==, sq (board, doors[d].ox, doors[d].oy));
      g_assert_cmpint (cf_board_get_door_room_at (board, door->outside), ==, doors[d].room);
    }
  g_assert_cmpint (cf_board_get_door_room_at (board, sq (board, 5, 7)), ==, -1);
  g_assert_cmpint (cf_board_get_door_room_at (board, room (board, KITCHEN)), ==, -1);

  /* 2 secret passages, 4 marks */
  g_assert_cmpint (cf_board_get_passage (board, KITCHEN), ==, STUDY);
  g_assert_cmpint (cf_board_get_passage (board, STUDY), ==, KITCHEN);
  g_assert_cmpint (cf_board_get_passage (board, CONSERVATORY), ==, LOUNGE);
  g_assert_cmpint (cf_board_get_passage (board, LOUNGE), ==, CONSERVATORY);
  for (guint r = 0; r < N_ROOMS; r++)
    if (r != KITCHEN && r != STUDY && r != CONSERVATORY && r != LOUNGE)
      {
        g_assert_cmpint (cf_board_get_passage (board, r), ==, -1);
        g_assert_false (cf_board_get_passage_mark (board, r, &x, &y));
      }
  g_assert_true (cf_board_get_passage_mark (board, KITCHEN, &x, &y));
  g_assert_cmpint (x, ==, 5);
  g_assert_cmpint (y, ==, 1);
  g_assert_true (cf_board_get_passage_mark (board, CONSERVATORY, &x, &y));
  g_assert_cmpint (x, ==, 22);
  g_assert_cmpint (y, ==, 5);
  g_assert_true (cf_board_get_passage_mark (board, LOUNGE, &x, &y));
  g_assert_cmpint (x, ==, 0);
  g_assert_cmpint (y, ==, 19);
  g_assert_true (cf_board_get_passage_mark (board, STUDY, &x, &y));
  g_assert_cmpint (x, ==, 23);
  g_assert_cmpint (y, ==, 21);

  /* 6 starts, in the order of the suspect cards */
  for (guint s = 0; s < 6; s++)
    {
      CfPlace start = cf_board_get_start (board, s);

      g_assert_cmpint (start, ==, sq (board, starts[s][0], starts[s][1]));
      g_assert_cmpint (cf_board_get_kind (board, starts[s][0], starts[s][1]), ==,
                       CF_SQUARE_CORRIDOR);
    }
  g_assert_cmpint (cf_board_get_start (board, 6), ==, CF_PLACE_NONE);
}

static void
test_no_board (void)
{
  const char *suspects[] = { "red", NULL }, *weapons[] = { "rope", NULL },
             *room_ids[] = { "hall", NULL };
  g_autoptr(CfEdition) custom =
      cf_edition_new_custom ("classic", suspects, weapons, room_ids, NULL);

  /* Every built-in edition has a board */
  g_autoptr(GListModel) editions = cf_edition_get_builtin (NULL);
  g_assert_nonnull (editions);
  for (guint i = 0; i < g_list_model_get_n_items (editions); i++)
    {
      g_autoptr(CfEdition) edition = g_list_model_get_item (editions, i);
      g_autoptr(CfBoard) board = cf_board_lookup_builtin (edition);
      g_assert_nonnull (board);
    }
  /* A card set that only borrows the id gets no board. */
  g_assert_nonnull (custom);
  g_assert_null (cf_board_lookup_builtin (custom));
}

static void
test_places (void)
{
  g_autoptr(CfBoard) board = classic_board ();
  g_autoptr(GError) error = NULL;
  const char *bad[][2] = {
    { "24,3", "off the board" },
    { "3,-1", "neither" },
    { "0,0", "not a corridor square" },
    { "2,2", "not a corridor square" },
    { "12,12", "not a corridor square" },
    { "knife", "neither" },
    { "3", "neither" },
    { "1,2,3", "neither" },
    { "", "neither" },
    /* Nothing after the numbers but spaces; quoted on one line (issue 22) */
    { "4,8\n", "“4,8\\n” is neither" },
    { "4,\t8", "neither" },
    { "+4,8", "neither" },
    { "4,8 x", "neither" },
  };
  int x, y;

  g_assert_cmpint (cf_board_parse_place (board, "7,24", &error), ==, sq (board, 7, 24));
  g_assert_no_error (error);
  g_assert_cmpint (cf_board_parse_place (board, " 7 , 24 ", &error), ==, sq (board, 7, 24));
  g_assert_cmpint (cf_board_parse_place (board, "dining-room", &error), ==,
                   room (board, DINING_ROOM));
  g_assert_no_error (error);

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_assert_cmpint (cf_board_parse_place (board, bad[i][0], &error), ==, CF_PLACE_NONE);
      g_assert_error (error, CF_ERROR, CF_ERROR_INVALID);
      if (strstr (error->message, bad[i][1]) == NULL)
        g_error ("“%s”: “%s” does not contain “%s”", bad[i][0], error->message, bad[i][1]);
      g_clear_error (&error);
    }

  for (CfPlace p = 0; p < (CfPlace)cf_board_get_n_places (board); p++)
    {
      g_autofree char *text = cf_board_place_to_string (board, p);

      cf_board_place_get_xy (board, p, &x, &y);
      if (p < W * H)
        {
          g_assert_cmpint (x, ==, p % W);
          g_assert_cmpint (y, ==, p / W);
          if (cf_board_get_kind (board, x, y) != CF_SQUARE_CORRIDOR)
            continue;
        }
      else
        {
          g_assert_cmpint (x, ==, -1);
          g_assert_cmpint (y, ==, -1);
          g_assert_cmpstr (text, ==, rooms[p - W * H]);
        }
      g_assert_cmpint (cf_board_parse_place (board, text, &error), ==, p);
      g_assert_no_error (error);
    }
  {
    g_autofree char *text = cf_board_place_to_string (board, sq (board, 7, 24));
    g_assert_cmpstr (text, ==, "7,24");
  }
  g_assert_null (cf_board_place_to_string (board, CF_PLACE_NONE));
}

/* The facts file: the shortest way from each start into the nearest room
 * (the step into the room counted) is 8, and 7 for Mrs. Peacock, whose
 * nearest room is the Conservatory. */
static void
test_nearest_rooms (void)
{
  g_autoptr(CfBoard) board = classic_board ();
  g_autofree guint *distances = g_new (guint, cf_board_get_n_places (board));

  for (guint s = 0; s < 6; s++)
    {
      guint best = G_MAXUINT;
      int   nearest = -1;

      cf_board_distances (board, cf_board_get_start (board, s), NULL, distances);
      g_assert_cmpuint (distances[cf_board_get_start (board, s)], ==, 0);
      for (guint r = 0; r < N_ROOMS; r++)
        if (distances[room (board, r)] < best)
          {
            best = distances[room (board, r)];
            nearest = r;
          }
      g_assert_cmpuint (best, ==, s == 4 ? 7 : 8);
      if (s == 4)
        g_assert_cmpint (nearest, ==, CONSERVATORY);
    }
}

static void
test_distances (void)
{
  g_autoptr(CfBoard) board = classic_board ();
  g_autoptr(GRand) rand = g_rand_new_with_seed (4242);
  guint                n_places = cf_board_get_n_places (board);
  g_autofree guint    *distances = g_new (guint, n_places);
  g_autofree gboolean *occupied = g_new0 (gboolean, n_places);
  guint                squares[W * H], room_distances[N_ROOMS];

  /* Rooms are dead ends: from the square below the Ballroom to the one at
   * its west door is 5 steps around, not 2 through it. */
  cf_board_distances (board, sq (board, 9, 8), NULL, distances);
  g_assert_cmpuint (distances[room (board, BALLROOM)], ==, 1);
  g_assert_cmpuint (distances[sq (board, 7, 5)], ==, 5);
  g_assert_cmpuint (distances[sq (board, 0, 0)], ==, G_MAXUINT);
  g_assert_cmpuint (distances[sq (board, 12, 12)], ==, G_MAXUINT);
  /* No passages: the Study is far from the Kitchen. */
  cf_board_distances (board, room (board, KITCHEN), NULL, distances);
  g_assert_cmpuint (distances[room (board, KITCHEN)], ==, 0);
  g_assert_cmpuint (distances[sq (board, 4, 7)], ==, 1);
  g_assert_cmpuint (distances[room (board, STUDY)], >, 20);
  /* A token in front of the Kitchen door shuts it. */
  occupied[sq (board, 4, 7)] = TRUE;
  cf_board_distances (board, room (board, KITCHEN), occupied, distances);
  for (guint p = 0; p < n_places; p++)
    g_assert_cmpuint (distances[p], ==, p == (guint)room (board, KITCHEN) ? 0 : G_MAXUINT);
  cf_board_distances (board, sq (board, 4, 9 - 1), occupied, distances);
  g_assert_cmpuint (distances[room (board, KITCHEN)], ==, G_MAXUINT);
  g_assert_cmpuint (distances[sq (board, 4, 7)], ==, G_MAXUINT);
  occupied[sq (board, 4, 7)] = FALSE;

  /* Against a breadth-first search on the grid text */
  for (guint n = 0; n < 200; n++)
    {
      int     x = 0, y = 0, start_room = -1;
      CfPlace from;

      memset (occupied, 0, n_places * sizeof (gboolean));
      if (g_rand_int_range (rand, 0, 4) == 0)
        {
          start_room = g_rand_int_range (rand, 0, N_ROOMS);
          from = room (board, start_room);
        }
      else
        {
          do
            {
              x = g_rand_int_range (rand, 0, W);
              y = g_rand_int_range (rand, 0, H);
            }
          while (!bf_walkable (x, y));
          from = sq (board, x, y);
        }
      for (guint k = g_rand_int_range (rand, 0, 12); k > 0; k--)
        {
          int ox = g_rand_int_range (rand, 0, W), oy = g_rand_int_range (rand, 0, H);
          if (bf_walkable (ox, oy) && !(start_room < 0 && ox == x && oy == y))
            occupied[oy * W + ox] = TRUE;
        }

      cf_board_distances (board, from, occupied, distances);
      bf_distances (x, y, start_room, occupied, squares, room_distances);
      for (guint s = 0; s < W * H; s++)
        g_assert_cmpuint (distances[s], ==, squares[s]);
      for (guint r = 0; r < N_ROOMS; r++)
        g_assert_cmpuint (distances[room (board, r)], ==, room_distances[r]);
    }
}

/* ---------------------------------------------------------------- moves */

static gboolean
reach_has (const CfReach *reach, CfPlace place)
{
  for (guint i = 0; i < reach->squares->len; i++)
    if (g_array_index (reach->squares, CfPlace, i) == place)
      return TRUE;
  return FALSE;
}

static void
assert_squares (CfBoard *board, const CfReach *reach, const int expected[][2], guint n)
{
  g_assert_cmpuint (reach->squares->len, ==, n);
  for (guint i = 0; i < n; i++)
    g_assert_cmpint (g_array_index (reach->squares, CfPlace, i), ==,
                     sq (board, expected[i][0], expected[i][1]));
}

/* Every end and every room of @reach has a path that check_path accepts,
 * and nothing else has one. */
static void
assert_paths_agree (CfBoard           *board,
                    CfPlace            from,
                    guint              roll,
                    const gboolean    *occupied,
                    const CfMoveRules *rules,
                    const CfReach     *reach)
{
  for (CfPlace to = 0; to < (CfPlace)cf_board_get_n_places (board); to++)
    {
      int      x, y, r = cf_board_place_get_room (board, to);
      gboolean expected;
      g_autoptr(GArray) path = NULL;

      cf_board_place_get_xy (board, to, &x, &y);
      if (r < 0 && cf_board_get_kind (board, x, y) != CF_SQUARE_CORRIDOR)
        continue;
      expected = r >= 0 ? ((reach->rooms >> r) & 1) != 0 : reach_has (reach, to);

      path = cf_board_find_path (board, from, to, roll, occupied, rules);
      if (!expected)
        {
          g_assert_null (path);
          continue;
        }
      g_assert_nonnull (path);
      g_assert_cmpint (g_array_index (path, CfPlace, 0), ==, from);
      g_assert_cmpint (g_array_index (path, CfPlace, path->len - 1), ==, to);
      if (r < 0 && !rules->up_to)
        g_assert_cmpuint (path->len, ==, roll + 1);
      else
        g_assert_cmpuint (path->len, <=, roll + 1);
      g_assert_true (cf_board_check_path (board, (const CfPlace *)path->data, path->len, roll,
                                          occupied, rules));
    }
}

static void
test_reach_brute_force (void)
{
  g_autoptr(CfBoard) board = classic_board ();
  g_autoptr(GRand) rand = g_rand_new_with_seed (1986);
  guint                  n_places = cf_board_get_n_places (board);
  g_autofree gboolean   *occupied = g_new0 (gboolean, n_places);
  g_autofree BruteForce *bf = g_new0 (BruteForce, 1);
  CfReach                reach = { 0 };
  CfMoveRules            rules;
  int                    exit_x, exit_y;
  guint                  n_cases = g_test_slow () ? 20000 : 2000;

  for (guint n = 0; n < n_cases; n++)
    {
      int x = 0, y = 0, start_room = -1;
      /* Mostly one die; now and then the two dice of later editions. */
      guint   roll = n % 8 == 7 ? g_rand_int_range (rand, 7, 13) : g_rand_int_range (rand, 1, 7);
      CfPlace from;
      guint   n_ends = 0;

      memset (occupied, 0, n_places * sizeof (gboolean));
      if (g_rand_int_range (rand, 0, 3) == 0)
        {
          start_room = g_rand_int_range (rand, 0, N_ROOMS);
          from = room (board, start_room);
        }
      else
        {
          do
            {
              x = g_rand_int_range (rand, 0, W);
              y = g_rand_int_range (rand, 0, H);
            }
          while (!bf_walkable (x, y));
          from = sq (board, x, y);
        }
      /* Up to five other tokens, often in front of doors. */
      for (guint k = g_rand_int_range (rand, 0, 6); k > 0; k--)
        {
          int ox, oy;

          if (g_rand_boolean (rand))
            {
              const Door *door = &doors[g_rand_int_range (rand, 0, G_N_ELEMENTS (doors))];
              ox = door->ox;
              oy = door->oy;
            }
          else
            {
              ox = g_rand_int_range (rand, 0, W);
              oy = g_rand_int_range (rand, 0, H);
            }
          if (bf_walkable (ox, oy) && !(start_room < 0 && ox == x && oy == y))
            occupied[oy * W + ox] = TRUE;
        }

      /* Now and then a move that may stop short (Discover the Secrets), or
       * a room that must be left by the door one came in by (the 18 x 18
       * variant: "If a room has more than one door, then a player must
       * enter and leave by the same door"). */
      rules.up_to = n % 4 == 3;
      /* and now and then tokens that are passed but never landed on
       * (Discover the Secrets: "pass through but never end on an occupied
       * square") */
      rules.pass_occupied = n % 5 == 4;
      rules.exit = CF_PLACE_NONE;
      exit_x = exit_y = -1;
      if (start_room >= 0 && n % 3 == 0)
        for (guint d = 0; d < G_N_ELEMENTS (doors); d++)
          if (doors[d].room == start_room && exit_x < 0)
            {
              exit_x = doors[d].ox;
              exit_y = doors[d].oy;
              rules.exit = sq (board, exit_x, exit_y);
            }

      cf_board_reach (board, from, roll, occupied, &rules, &reach);
      brute_force (bf, x, y, start_room, roll, occupied, rules.up_to, rules.pass_occupied, exit_x,
                   exit_y);

      for (guint s = 0; s < W * H; s++)
        if (bf->ends[s])
          {
            g_assert_cmpuint (n_ends, <, reach.squares->len);
            g_assert_cmpint (g_array_index (reach.squares, CfPlace, n_ends), ==, (CfPlace)s);
            n_ends++;
          }
      g_assert_cmpuint (n_ends, ==, reach.squares->len);
      g_assert_cmphex (reach.rooms, ==, bf->rooms);

      if (n % 10 == 0 && roll <= 8)
        assert_paths_agree (board, from, roll, occupied, &rules, &reach);
    }

  cf_reach_clear (&reach);
  g_assert_null (reach.squares);
}

static void
test_reach_cases (void)
{
  g_autoptr(CfBoard) board = classic_board ();
  g_autofree gboolean *occupied = g_new0 (gboolean, cf_board_get_n_places (board));
  CfReach              reach = { 0 };

  /* Miss Scarlet's first steps; the start counts as visited. */
  cf_board_reach (board, sq (board, 7, 24), 1, NULL, NULL, &reach);
  assert_squares (board, &reach, (const int[][2]){ { 7, 23 } }, 1);
  g_assert_cmphex (reach.rooms, ==, 0);
  cf_board_reach (board, sq (board, 7, 24), 2, NULL, NULL, &reach);
  assert_squares (board, &reach, (const int[][2]){ { 7, 22 }, { 8, 23 } }, 2);
  /* Exact rolls: (7,23) is one step away and no walk of 3 or 5 ends there;
   * (7,22) is two steps away and a walk of 4 also ends there. */
  cf_board_reach (board, sq (board, 7, 24), 3, NULL, NULL, &reach);
  assert_squares (board, &reach, (const int[][2]){ { 7, 21 }, { 8, 22 } }, 2);
  cf_board_reach (board, sq (board, 7, 24), 5, NULL, NULL, &reach);
  g_assert_false (reach_has (&reach, sq (board, 7, 23)));
  cf_board_reach (board, sq (board, 7, 24), 4, NULL, NULL, &reach);
  g_assert_true (reach_has (&reach, sq (board, 7, 22)));
  g_assert_false (reach_has (&reach, sq (board, 7, 24)));

  /* No square twice: round the 2 × 2 block (1,7)-(2,8) and back is 4 steps. */
  cf_board_reach (board, sq (board, 1, 7), 4, NULL, NULL, &reach);
  g_assert_false (reach_has (&reach, sq (board, 1, 7)));
  g_assert_true (reach_has (&reach, sq (board, 2, 8)));
  cf_board_reach (board, sq (board, 1, 7), 2, NULL, NULL, &reach);
  g_assert_false (reach_has (&reach, sq (board, 1, 7)));

  /* Out of a room: one step onto the square in front of its door. */
  cf_board_reach (board, room (board, KITCHEN), 1, NULL, NULL, &reach);
  assert_squares (board, &reach, (const int[][2]){ { 4, 7 } }, 1);
  g_assert_cmphex (reach.rooms, ==, 0);
  /* … and never back into it, even with steps to spare. */
  cf_board_reach (board, room (board, KITCHEN), 2, NULL, NULL, &reach);
  assert_squares (board, &reach, (const int[][2]){ { 3, 7 }, { 5, 7 }, { 4, 8 } }, 3);
  g_assert_cmphex (reach.rooms, ==, 0);
  cf_board_reach (board, room (board, BALLROOM), 6, NULL, NULL, &reach);
  g_assert_false ((reach.rooms >> BALLROOM) & 1);

  /* Into a room with steps left: the Kitchen is 2 steps from (4,8). */
  cf_board_reach (board, sq (board, 4, 8), 4, NULL, NULL, &reach);
  g_assert_cmphex (reach.rooms, ==, 1 << KITCHEN);
  cf_board_reach (board, sq (board, 4, 8), 1, NULL, NULL, &reach);
  g_assert_cmphex (reach.rooms, ==, 0);
  cf_board_reach (board, sq (board, 4, 7), 1, NULL, NULL, &reach);
  g_assert_cmphex (reach.rooms, ==, 1 << KITCHEN);

  /* A door whose square in front is taken can be neither entered … */
  occupied[sq (board, 4, 7)] = TRUE;
  cf_board_reach (board, sq (board, 4, 8), 4, occupied, NULL, &reach);
  g_assert_cmphex (reach.rooms, ==, 0);
  g_assert_false (reach_has (&reach, sq (board, 4, 7)));
  /* … nor left: a token in a room with every door blocked goes nowhere. */
  cf_board_reach (board, room (board, KITCHEN), 6, occupied, NULL, &reach);
  g_assert_cmpuint (reach.squares->len, ==, 0);
  g_assert_cmphex (reach.rooms, ==, 0);
  occupied[sq (board, 4, 7)] = FALSE;

  occupied[sq (board, 7, 5)] = occupied[sq (board, 9, 8)] = occupied[sq (board, 14, 8)] = TRUE;
  cf_board_reach (board, room (board, BALLROOM), 1, occupied, NULL, &reach);
  assert_squares (board, &reach, (const int[][2]){ { 16, 5 } }, 1);
  occupied[sq (board, 16, 5)] = TRUE;
  cf_board_reach (board, room (board, BALLROOM), 12, occupied, NULL, &reach);
  g_assert_cmpuint (reach.squares->len, ==, 0);
  g_assert_cmphex (reach.rooms, ==, 0);
  /* The moving token's own square may be marked; it changes nothing. */
  memset (occupied, 0, cf_board_get_n_places (board) * sizeof (gboolean));
  occupied[sq (board, 7, 24)] = TRUE;
  cf_board_reach (board, sq (board, 7, 24), 2, occupied, NULL, &reach);
  assert_squares (board, &reach, (const int[][2]){ { 7, 22 }, { 8, 23 } }, 2);
  /* A token in the way */
  occupied[sq (board, 7, 23)] = TRUE;
  cf_board_reach (board, sq (board, 7, 24), 2, occupied, NULL, &reach);
  g_assert_cmpuint (reach.squares->len, ==, 0);

  /* A roll of 0 goes nowhere. */
  cf_board_reach (board, sq (board, 1, 7), 0, NULL, NULL, &reach);
  g_assert_cmpuint (reach.squares->len, ==, 0);

  cf_reach_clear (&reach);
}

static void
test_check_path (void)
{
  g_autoptr(CfBoard) board = classic_board ();
  g_autofree gboolean *occupied = g_new0 (gboolean, cf_board_get_n_places (board));
  CfPlace              kitchen = room (board, KITCHEN), lounge = room (board, LOUNGE);
  CfPlace              a = sq (board, 7, 24), b = sq (board, 7, 23), c = sq (board, 8, 23),
          d = sq (board, 7, 22);
  CfPlace e = sq (board, 8, 22);
  CfPlace k0 = sq (board, 4, 7), k1 = sq (board, 5, 7), k2 = sq (board, 4, 8),
          k3 = sq (board, 3, 7);

  g_assert_true (cf_board_check_path (board, (CfPlace[]){ a, b, c }, 3, 2, NULL, NULL));
  g_assert_true (cf_board_check_path (board, (CfPlace[]){ a, b, c, e, d }, 5, 4, NULL, NULL));
  /* Diagonal */
  g_assert_false (cf_board_check_path (board, (CfPlace[]){ a, c }, 2, 1, NULL, NULL));
  /* Back onto the start, or any square twice */
  g_assert_false (cf_board_check_path (board, (CfPlace[]){ a, b, a }, 3, 2, NULL, NULL));
  g_assert_false (cf_board_check_path (board, (CfPlace[]){ a, b, c, e, d, b }, 6, 5, NULL, NULL));
  /* Too long or too short for the roll, or no step at all */
  g_assert_false (cf_board_check_path (board, (CfPlace[]){ a, b, c }, 3, 1, NULL, NULL));
  g_assert_false (cf_board_check_path (board, (CfPlace[]){ a, b, c }, 3, 3, NULL, NULL));
  g_assert_false (cf_board_check_path (board, (CfPlace[]){ a }, 1, 1, NULL, NULL));
  /* Through or onto another token */
  occupied[b] = TRUE;
  g_assert_false (cf_board_check_path (board, (CfPlace[]){ a, b, c }, 3, 2, occupied, NULL));
  occupied[b] = FALSE;
  occupied[a] = TRUE;
  g_assert_true (cf_board_check_path (board, (CfPlace[]){ a, b, c }, 3, 2, occupied, NULL));
  occupied[a] = FALSE;
  /* Not corridor squares */
  g_assert_false (
      cf_board_check_path (board, (CfPlace[]){ a, sq (board, 6, 24) }, 2, 1, NULL, NULL));
  g_assert_false (
      cf_board_check_path (board, (CfPlace[]){ b, sq (board, 6, 23) }, 2, 1, NULL, NULL));
  g_assert_false (cf_board_check_path (board, (CfPlace[]){ a, CF_PLACE_NONE }, 2, 1, NULL, NULL));

  /* Into a room from the square in front of its door, with steps to spare */
  g_assert_true (cf_board_check_path (board, (CfPlace[]){ k2, k0, kitchen }, 3, 6, NULL, NULL));
  g_assert_false (cf_board_check_path (board, (CfPlace[]){ k2, k0, kitchen }, 3, 1, NULL, NULL));
  g_assert_false (cf_board_check_path (board, (CfPlace[]){ k1, kitchen }, 2, 6, NULL, NULL));
  g_assert_false (cf_board_check_path (board, (CfPlace[]){ k0, lounge }, 2, 6, NULL, NULL));
  /* A room ends the move. */
  g_assert_false (
      cf_board_check_path (board, (CfPlace[]){ k2, k0, kitchen, k0 }, 4, 6, NULL, NULL));
  /* Out of a room through a door, not back into it */
  g_assert_true (cf_board_check_path (board, (CfPlace[]){ kitchen, k0, k3 }, 3, 2, NULL, NULL));
  g_assert_false (cf_board_check_path (board, (CfPlace[]){ kitchen, k1 }, 2, 1, NULL, NULL));
  g_assert_false (
      cf_board_check_path (board, (CfPlace[]){ kitchen, k0, kitchen }, 3, 6, NULL, NULL));
  g_assert_false (
      cf_board_check_path (board, (CfPlace[]){ kitchen, k0, k1, k0, kitchen }, 5, 6, NULL, NULL));
  g_assert_false (cf_board_check_path (board, (CfPlace[]){ kitchen, lounge }, 2, 6, NULL, NULL));
  occupied[k0] = TRUE;
  g_assert_false (
      cf_board_check_path (board, (CfPlace[]){ kitchen, k0, k3 }, 3, 2, occupied, NULL));
  g_assert_false (
      cf_board_check_path (board, (CfPlace[]){ k2, k0, kitchen }, 3, 6, occupied, NULL));

  /* find_path gives the same answers. */
  g_assert_null (cf_board_find_path (board, kitchen, k3, 2, occupied, NULL));
  g_assert_null (cf_board_find_path (board, k2, kitchen, 6, occupied, NULL));
  occupied[k0] = FALSE;
  {
    g_autoptr(GArray) path = cf_board_find_path (board, kitchen, k3, 2, NULL, NULL);
    g_assert_nonnull (path);
    g_assert_cmpuint (path->len, ==, 3);
    g_assert_cmpint (g_array_index (path, CfPlace, 1), ==, k0);
  }
  {
    g_autoptr(GArray) path = cf_board_find_path (board, k2, kitchen, 6, NULL, NULL);
    g_assert_nonnull (path);
    g_assert_cmpuint (path->len, ==, 3);
  }
  g_assert_null (cf_board_find_path (board, kitchen, kitchen, 6, NULL, NULL));
  g_assert_null (cf_board_find_path (board, a, a, 4, NULL, NULL));
  g_assert_null (cf_board_find_path (board, a, b, 3, NULL, NULL));
}

/* ---------------------------------------------------------------- board files */

static const char mini_board[] =
    "{\"id\": \"mini\", \"edition\": \"mini\", \"official\": false, \"width\": 6, \"height\": 4,\n"
    " \"rows\": [\"HHH#DD\", \"HHH.DD\", \"1....2\", \"#X..##\"],\n"
    " \"legend\": {\"H\": \"hall\", \"D\": \"den\"},\n"
    " \"starts\": {\"1\": \"red\", \"2\": \"blue\"},\n"
    " \"doors\": [{\"room\": \"hall\", \"x\": 1, \"y\": 1, \"outside\": [1, 2]},\n"
    "           {\"room\": \"den\", \"x\": 4, \"y\": 1, \"outside\": [4, 2]}],\n"
    " \"passages\": [[\"hall\", \"den\"]],\n"
    " \"passage_marks\": [{\"room\": \"hall\", \"x\": 0, \"y\": 0}]}";

static CfEdition *
mini_edition (void)
{
  const char *suspects[] = { "red", "blue", NULL }, *weapons[] = { "rope", NULL };
  const char *room_ids[] = { "hall", "den", NULL };

  return cf_edition_new_custom ("mini", suspects, weapons, room_ids, NULL);
}

/* The mini board with the (from, to) replacements in @edits, NULL-ended. */
static CfBoard *
load_mini (const char *const *edits, GError **error)
{
  g_autoptr(CfEdition) edition = mini_edition ();
  g_autoptr(GString) text = g_string_new (mini_board);
  g_autoptr(GBytes) bytes = NULL;

  for (guint i = 0; edits && edits[i]; i += 2)
    {
      if (strstr (text->str, edits[i]) == NULL)
        g_error ("“%s” is not in the mini board", edits[i]);
      g_string_replace (text, edits[i], edits[i + 1], 1);
    }
  bytes = g_bytes_new (text->str, text->len);
  return cf_board_new_from_bytes (bytes, "mini.json", edition, error);
}

static void
test_mini_board (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CfBoard) board = load_mini (NULL, &error);
  guint   distances[6 * 4 + 2];
  CfReach reach = { 0 };
  int     x, y;

  g_assert_no_error (error);
  g_assert_false (cf_board_is_official (board));
  g_assert_cmpuint (cf_board_get_n_places (board), ==, 26);
  g_assert_cmpint (cf_board_get_kind (board, 1, 3), ==, CF_SQUARE_CENTRE);
  g_assert_cmpint (cf_board_get_start (board, 1), ==, 2 * 6 + 5);
  g_assert_cmpint (cf_board_get_passage (board, 0), ==, 1);
  g_assert_true (cf_board_get_passage_mark (board, 0, &x, &y));
  g_assert_false (cf_board_get_passage_mark (board, 1, &x, &y));

  /* The passage is not a step. */
  cf_board_distances (board, 24, NULL, distances);
  g_assert_cmpuint (distances[25], ==, 5);
  g_assert_cmpuint (distances[1 * 6 + 3], ==, 4);
  g_assert_cmpuint (distances[3 * 6 + 1], ==, G_MAXUINT);

  /* Out of the hall and into the den: 1 + 3 + 1 steps */
  cf_board_reach (board, 24, 4, NULL, NULL, &reach);
  g_assert_cmphex (reach.rooms, ==, 0);
  cf_board_reach (board, 24, 5, NULL, NULL, &reach);
  g_assert_cmphex (reach.rooms, ==, 2);
  cf_reach_clear (&reach);
}

typedef struct
{
  const char *edits[7];
  const char *message;
} BadBoard;

static void
test_bad_boards (void)
{
  const BadBoard cases[] = {
    { { "{\"id\"", "[{\"id\"" }, "mini.json: not valid JSON" },
    { { "\"id\": \"mini\", ", "" }, "mini.json: id: missing" },
    { { "\"edition\": \"mini\"", "\"edition\": \"classic\"" },
      "mini.json: edition: the board is for the edition “classic”, not “mini”" },
    { { "\"official\": false", "\"official\": 0" }, "mini.json: official: expected true or false" },
    { { "\"width\": 6", "\"width\": 1000" }, "mini.json: width: 1000 is out of range" },
    { { "\"height\": 4", "\"height\": 5" },
      "mini.json: rows: expected 5 rows (the height), found 4" },
    { { "\"HHH.DD\"", "\"HHH.DDD\"" },
      "mini.json: rows[1]: expected 6 characters (the width), found 7" },
    { { "\"HHH.DD\"", "\"HHH.D?\"" },
      "mini.json: rows[1]: column 5: the character “?” is not in the legend" },
    { { "\"HHH.DD\"", "\"HHH.D1\"" }, "mini.json: rows[2]: column 0: the start “1” appears twice" },
    { { "\"1....2\"", "\"1.....\"" }, "mini.json: rows: the start “2” of “blue” is on no square" },
    { { ", \"2\": \"blue\"", "", "\"1....2\"", "\"1.....\"" },
      "mini.json: starts: the suspect “blue” has no start" },
    { { "\"2\": \"blue\"", "\"2\": \"green\"" }, "mini.json: starts.2: unknown suspect “green”" },
    { { "\"2\": \"blue\"", "\"2\": \"red\"" },
      "mini.json: starts.2: the suspect “red” already has the start “1”" },
    { { "\"D\": \"den\"", "\"D\": \"atrium\"" }, "mini.json: legend.D: unknown room “atrium”" },
    { { "\"D\": \"den\"", "\"D\": \"hall\"" },
      "mini.json: legend.D: the room “hall” already has the letter “H”" },
    { { "\"D\": \"den\"", "\"#\": \"den\"" },
      "mini.json: legend.#: the character “#” is used twice" },
    { { "\"D\": \"den\"", "\"DD\": \"den\"" },
      "mini.json: legend.DD: “DD” is not one printable ASCII character" },
    { { "\"legend\"", "\"legends\"" }, "mini.json: legend: missing" },
    { { "\"HHH#DD\", \"HHH.DD\"", "\"HHH#HH\", \"HHH.HH\"" },
      "mini.json: rows: the room “den” has no square" },
    { { "\"room\": \"den\", \"x\": 4", "\"room\": \"cellar\", \"x\": 4" },
      "mini.json: doors[1].room: unknown room “cellar”" },
    { { "\"x\": 4, \"y\": 1", "\"x\": 3, \"y\": 1" },
      "mini.json: doors[1]: 3,1 is not a square of the room “den”" },
    { { "\"x\": 4, \"y\": 1", "\"x\": 9, \"y\": 1" },
      "mini.json: doors[1].x: 9 is out of range (0 to 5)" },
    { { "[4, 2]", "[5, 2]" },
      "mini.json: doors[1].outside: 5,2 is not a corridor square next to the door at 4,1" },
    { { "[4, 2]", "[3, 2]" },
      "mini.json: doors[1].outside: 3,2 is not a corridor square next to the door at 4,1" },
    { { "[1, 2]", "[1, 3]" }, "mini.json: doors[0].outside: 1,3 is not a corridor square" },
    { { "[4, 2]", "[4]" }, "mini.json: doors[1].outside: expected [x, y]" },
    { { "[4, 2]", "[4, \"2\"]" }, "mini.json: doors[1].outside[1]: expected a whole number" },
    { { "\"HHH.DD\"", "\"HHH.HD\"" },
      "mini.json: doors[1]: 4,1 is not a square of the room “den”" },
    { { ",\n           {\"room\": \"den\", \"x\": 4, \"y\": 1, \"outside\": [4, 2]}", "" },
      "mini.json: doors: the room “den” has no door" },
    { { "\"outside\": [1, 2]}",
        "\"outside\": [1, 2]}, {\"room\": \"hall\", \"x\": 1, \"y\": 1, \"outside\": [1, 2]}" },
      "mini.json: doors[1]: the same door as doors[0]" },
    { { "[\"hall\", \"den\"]", "[\"hall\", \"hall\"]" },
      "mini.json: passages[0][1]: a passage joins two different rooms" },
    { { "[[\"hall\", \"den\"]]", "[[\"hall\", \"den\"], [\"den\", \"hall\"]]" },
      "mini.json: passages[1][0]: the room “den” already has a secret passage" },
    { { "[\"hall\", \"den\"]", "[\"hall\", \"cellar\"]" },
      "mini.json: passages[0][1]: unknown room “cellar”" },
    { { "[\"hall\", \"den\"]", "[\"hall\"]" }, "mini.json: passages[0]: expected two rooms" },
    { { "\"x\": 0, \"y\": 0}", "\"x\": 3, \"y\": 0}" },
      "mini.json: passage_marks[0]: 3,0 is not a square of the room “hall”" },
    { { "[[\"hall\", \"den\"]]", "[]" },
      "mini.json: passage_marks[0].room: the room “hall” has no secret passage" },
    /* The pool and the question-mark squares */
    { { "\"width\": 6", "\"pool\": \"PP\", \"width\": 6" },
      "mini.json: pool: “PP” is not one printable ASCII character" },
    { { "\"width\": 6", "\"pool\": \"#\", \"width\": 6" },
      "mini.json: pool: the character “#” is used twice" },
    { { "\"width\": 6", "\"pool\": 7, \"width\": 6" }, "mini.json: pool: expected a string" },
    { { "\"width\": 6", "\"pool\": \"P\", \"width\": 6" },
      "mini.json: rows: the pool has no square" },
    { { "\"width\": 6", "\"pool\": \"P\", \"width\": 6", "\"#X..##\"", "\"#XP.##\"" },
      "mini.json: doors: the pool has no door" },
    { { "\"room\": \"den\", \"x\": 4", "\"room\": \"pool\", \"x\": 4" },
      "mini.json: doors[1].room: unknown room “pool”" },
    { { "\"width\": 6", "\"pool\": \"P\", \"width\": 6", "\"#X..##\"", "\"#XP.##\"",
        "\"room\": \"den\", \"x\": 4", "\"room\": \"pool\", \"x\": 4" },
      "mini.json: doors[1]: 4,1 is not a square of the pool" },
    { { "\"passages\"", "\"questions\": 3, \"passages\"" },
      "mini.json: questions: expected an array" },
    { { "\"passages\"", "\"questions\": [[0, 0]], \"passages\"" },
      "mini.json: questions[0]: 0,0 is not a corridor square" },
    { { "\"passages\"", "\"questions\": [[2, 2], [2, 2]], \"passages\"" },
      "mini.json: questions[1]: 2,2 is marked twice" },
    { { "\"passages\"", "\"questions\": [[2]], \"passages\"" },
      "mini.json: questions[0]: expected [x, y]" },
    { { "\"passages\"", "\"questions\": [[2, 9]], \"passages\"" },
      "mini.json: questions[0][1]: 9 is out of range (0 to 3)" },
    { { "\"passages\"", "\"questions\": [\"2,2\"], \"passages\"" },
      "mini.json: questions[0]: expected an array" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(CfBoard) board = load_mini (cases[i].edits, &error);

      if (board != NULL)
        g_error ("case %u: loaded", i);
      g_assert_error (error, CF_ERROR, CF_ERROR_INVALID);
      if (strstr (error->message, cases[i].message) == NULL)
        g_error ("case %u: “%s” does not contain “%s”", i, error->message, cases[i].message);
    }
}

/* A pool and "?" squares on the mini board: the pool is one more place
 * after the rooms, entered by its doors like a room, and no room. */
static void
test_mini_pool (void)
{
  const char *edits[] = {
    "\"width\": 6",
    "\"pool\": \"~\", \"width\": 6",
    "\"#X..##\"",
    "\"#X~~##\"",
    "\"passages\"",
    "\"questions\": [[3, 2]], \"passages\"",
    "{\"room\": \"den\", \"x\": 4, \"y\": 1, \"outside\": [4, 2]}",
    "{\"room\": \"den\", \"x\": 4, \"y\": 1, \"outside\": [4, 2]}, "
    "{\"room\": \"pool\", \"x\": 2, \"y\": 3, \"outside\": [2, 2]}",
    NULL,
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(CfBoard) board = load_mini (edits, &error);
  g_autoptr(CfBoard) plain = load_mini (NULL, NULL);
  g_autofree char *text = NULL;
  CfPlace          pool;
  guint            distances[6 * 4 + 3];
  CfReach          reach = { 0 };
  int              x, y;

  g_assert_no_error (error);
  pool = cf_board_get_pool_place (board);
  g_assert_cmpint (pool, ==, 6 * 4 + 2);
  g_assert_cmpuint (cf_board_get_n_places (board), ==, 6 * 4 + 3);
  g_assert_true (cf_board_place_is_pool (board, pool));
  g_assert_false (cf_board_place_is_room (board, pool));
  g_assert_cmpint (cf_board_place_get_room (board, pool), ==, -1);
  g_assert_false (cf_board_place_is_pool (board, room (board, 1)));
  g_assert_cmpint (cf_board_get_kind (board, 2, 3), ==, CF_SQUARE_POOL);
  g_assert_cmpint (cf_board_get_room_at (board, 2, 3), ==, -1);
  cf_board_place_get_xy (board, pool, &x, &y);
  g_assert_cmpint (cf_board_get_kind (board, x, y), ==, CF_SQUARE_POOL);
  text = cf_board_place_to_string (board, pool);
  g_assert_cmpstr (text, ==, "pool");
  g_assert_cmpint (cf_board_parse_place (board, "pool", NULL), ==, pool);

  /* Its door: room index n_rooms, like a room's */
  g_assert_cmpuint (cf_board_get_n_doors (board), ==, 3);
  g_assert_cmpint (cf_board_get_door (board, 2)->room, ==, 2);
  g_assert_cmpint (cf_board_get_door_room_at (board, sq (board, 2, 2)), ==, 2);

  /* Reached by walking in, as a room (bit n_rooms) */
  for (guint i = 0; i < G_N_ELEMENTS (distances); i++)
    distances[i] = G_MAXUINT;
  cf_board_distances (board, sq (board, 0, 2), NULL, distances);
  g_assert_cmpuint (distances[pool], ==, 3);
  cf_board_reach (board, sq (board, 0, 2), 3, NULL, NULL, &reach);
  g_assert_cmphex (reach.rooms & (1 << 2), ==, 1 << 2);
  cf_reach_clear (&reach);

  g_assert_true (cf_board_is_question (board, sq (board, 3, 2)));
  g_assert_false (cf_board_is_question (board, sq (board, 2, 2)));
  g_assert_false (cf_board_is_question (board, pool));
  g_assert_false (cf_board_is_question (board, CF_PLACE_NONE));

  /* Without them nothing changes */
  g_assert_nonnull (plain);
  g_assert_cmpint (cf_board_get_pool_place (plain), ==, CF_PLACE_NONE);
  g_assert_cmpuint (cf_board_get_n_places (plain), ==, 6 * 4 + 2);
  g_assert_false (cf_board_place_is_pool (plain, 6 * 4 + 2));
  g_assert_cmpint (cf_board_parse_place (plain, "pool", NULL), ==, CF_PLACE_NONE);
}

/* ---------------------------------------------------------------- Discover the Secrets */

/* Casefile's own board for the 2008 edition, read from the source tree:
 * it does not ship until the edition's rules do. */
static CfBoard *
secrets_board (void)
{
  g_autoptr(CfEdition) edition = cf_edition_lookup_builtin ("discover-the-secrets");
  g_autofree char *path = g_build_filename (TEST_DATA_DIR, "..", "..", "data", "boards",
                                            "discover-the-secrets.json", NULL);
  g_autofree char *text = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  gsize    length;
  CfBoard *board;

  g_assert_nonnull (edition);
  g_assert_true (g_file_get_contents (path, &text, &length, &error));
  bytes = g_bytes_new (text, length);
  board = cf_board_new_from_bytes (bytes, "discover-the-secrets.json", edition, &error);
  g_assert_no_error (error);
  return board;
}

/* Clockwise from the upper-left corner */
static const char *const secrets_rooms[] = {
  "kitchen",     "patio", "spa",         "theater",     "living-room",
  "observatory", "hall",  "guest-house", "dining-room",
};

static int
secrets_room (CfBoard *board, const char *id)
{
  return cf_board_place_get_room (board, cf_board_parse_place (board, id, NULL));
}

static void
test_secrets (void)
{
  g_autoptr(CfBoard) board = secrets_board ();
  g_autoptr(CfBoardLayout) layout = cf_board_layout_new (board);
  int                W2 = cf_board_get_width (board), H2 = cf_board_get_height (board);
  const CfBoardRect *box;
  double             previous = -G_MAXDOUBLE;

  g_assert_false (cf_board_is_official (board));
  g_assert_cmpint (W2, ==, 24);
  g_assert_cmpint (H2, ==, 24);
  g_assert_cmpuint (cf_board_get_n_rooms (board), ==, 9);

  /* Corner rooms fill the corners */
  box = cf_board_layout_get_room_box (layout, secrets_room (board, "kitchen"));
  g_assert_true (box->x == 0 && box->y == 0);
  box = cf_board_layout_get_room_box (layout, secrets_room (board, "spa"));
  g_assert_true (box->x + box->width == W2 && box->y == 0);
  box = cf_board_layout_get_room_box (layout, secrets_room (board, "observatory"));
  g_assert_true (box->x + box->width == W2 && box->y + box->height == H2);
  box = cf_board_layout_get_room_box (layout, secrets_room (board, "guest-house"));
  g_assert_true (box->x == 0 && box->y + box->height == H2);
  /* the others on the edges between them */
  box = cf_board_layout_get_room_box (layout, secrets_room (board, "patio"));
  g_assert_true (box->y == 0 && box->x > 0 && box->x + box->width < W2);
  box = cf_board_layout_get_room_box (layout, secrets_room (board, "theater"));
  g_assert_true (box->x + box->width == W2 && box->y + box->height <= H2 / 2.f);
  box = cf_board_layout_get_room_box (layout, secrets_room (board, "living-room"));
  g_assert_true (box->x + box->width == W2 && box->y >= H2 / 2.f);
  box = cf_board_layout_get_room_box (layout, secrets_room (board, "hall"));
  g_assert_true (box->y + box->height == H2 && box->x > 0 && box->x + box->width < W2);
  box = cf_board_layout_get_room_box (layout, secrets_room (board, "dining-room"));
  g_assert_true (box->x == 0 && box->y > 0 && box->y + box->height < H2);

  /* and in that order clockwise round the middle, from the upper left */
  for (guint i = 0; i < G_N_ELEMENTS (secrets_rooms); i++)
    {
      int    r = secrets_room (board, secrets_rooms[i]);
      double cx, cy, angle;

      g_assert_cmpint (r, >=, 0);
      box = cf_board_layout_get_room_box (layout, r);
      cx = box->x + box->width / 2 - W2 / 2.;
      cy = box->y + box->height / 2 - H2 / 2.;
      /* Clockwise on screen (y down) from the upper-left diagonal */
      angle = atan2 (cy, cx) + 3 * G_PI / 4;
      if (angle < 0)
        angle += 2 * G_PI;
      if (angle >= 2 * G_PI)
        angle -= 2 * G_PI;
      g_test_message ("%s at %.0f°", secrets_rooms[i], angle * 180 / G_PI);
      g_assert_cmpfloat (angle, >, previous);
      previous = angle;
    }

  /* Exactly two passages, corner to opposite corner */
  for (guint r = 0; r < 9; r++)
    {
      const char *id = secrets_rooms[r];
      const char *other = g_str_equal (id, "kitchen")       ? "observatory"
                          : g_str_equal (id, "observatory") ? "kitchen"
                          : g_str_equal (id, "spa")         ? "guest-house"
                          : g_str_equal (id, "guest-house") ? "spa"
                                                            : NULL;

      g_assert_cmpint (cf_board_get_passage (board, secrets_room (board, id)), ==,
                       other ? secrets_room (board, other) : -1);
      if (other != NULL)
        g_assert_true (cf_board_get_passage_mark (board, secrets_room (board, id), NULL, NULL));
    }

  /* Six starts on the edge */
  for (guint s = 0; s < 6; s++)
    {
      int x, y;

      cf_board_place_get_xy (board, cf_board_get_start (board, s), &x, &y);
      g_assert_cmpint (cf_board_get_kind (board, x, y), ==, CF_SQUARE_CORRIDOR);
      g_assert_true (x == 0 || y == 0 || x == W2 - 1 || y == H2 - 1);
    }
}

static void
test_secrets_pool (void)
{
  g_autoptr(CfBoard) board = secrets_board ();
  g_autoptr(CfBoardLayout) layout = cf_board_layout_new (board);
  CfPlace            pool = cf_board_get_pool_place (board);
  const CfBoardRect *box = cf_board_layout_get_pool_box (layout);
  guint              n_doors = 0;

  /* One place after the nine rooms, no room card */
  g_assert_cmpint (pool, ==, 24 * 24 + 9);
  g_assert_cmpuint (cf_board_get_n_places (board), ==, 24 * 24 + 10);
  g_assert_true (cf_board_place_is_pool (board, pool));
  g_assert_false (cf_board_place_is_room (board, pool));
  g_assert_cmpint (cf_board_place_get_room (board, pool), ==, -1);
  for (guint r = 0; r < 9; r++)
    g_assert_false (cf_board_place_is_pool (board, cf_board_room_place (board, r)));

  /* In the centre */
  g_assert_cmpfloat (box->width, >, 0);
  g_assert_cmpfloat (fabsf (box->x + box->width / 2 - 12), <=, 0.5f);
  g_assert_cmpfloat (fabsf (box->y + box->height / 2 - 12), <=, 0.5f);
  g_assert_cmpint (cf_board_get_kind (board, 12, 12), ==, CF_SQUARE_POOL);
  g_assert_cmpint (cf_board_layout_square_place (layout, 12, 12), ==, pool);

  /* Two to four doors */
  for (guint d = 0; d < cf_board_get_n_doors (board); d++)
    {
      const CfDoor *door = cf_board_get_door (board, d);

      if (door->room != 9)
        continue;
      n_doors++;
      g_assert_cmpint (cf_board_get_kind (board, door->x, door->y), ==, CF_SQUARE_POOL);
      g_assert_cmpint (cf_board_get_door_room_at (board, door->outside), ==, 9);
    }
  g_assert_cmpuint (n_doors, >=, 2);
  g_assert_cmpuint (n_doors, <=, 4);
}

/* Every room and the pool can be walked to from every start */
static void
test_secrets_reachable (void)
{
  g_autoptr(CfBoard) board = secrets_board ();
  guint             n_places = cf_board_get_n_places (board);
  g_autofree guint *distances = g_new (guint, n_places);
  CfPlace           pool = cf_board_get_pool_place (board);

  /* From each start, then from each room */
  for (guint from = 0; from < 6 + 9; from++)
    {
      /* (cf_board_distances sets the squares and rooms; the pool's entry
       * only where a door reaches it) */
      for (guint i = 0; i < n_places; i++)
        distances[i] = G_MAXUINT;
      cf_board_distances (board,
                          from < 6 ? cf_board_get_start (board, from) : room (board, from - 6),
                          NULL, distances);
      for (guint r = 0; r < 9; r++)
        g_assert_cmpuint (distances[room (board, r)], <, G_MAXUINT);
      g_assert_cmpuint (distances[pool], <, G_MAXUINT);
      /* and every corridor square: one connected floor */
      for (int y = 0; y < 24; y++)
        for (int x = 0; x < 24; x++)
          g_assert_true ((cf_board_get_kind (board, x, y) == CF_SQUARE_CORRIDOR) ==
                         (distances[sq (board, x, y)] < G_MAXUINT));
    }
}

/* Moves treat the pool as a room: entered from the square in front of one
 * of its doors, left through one; reach, paths, checks and distances agree,
 * from the pool as from anywhere else. */
static void
test_secrets_pool_moves (void)
{
  g_autoptr(CfBoard) board = secrets_board ();
  guint             n_places = cf_board_get_n_places (board);
  guint             n_rooms = cf_board_get_n_rooms (board);
  CfPlace           pool = cf_board_get_pool_place (board);
  g_autofree guint *distances = g_new (guint, n_places);
  CfReach           reach = { 0 };
  CfMoveRules       up_to = { TRUE, CF_PLACE_NONE, TRUE };

  /* Out of the pool: every roll reaches squares, never the pool itself */
  for (guint roll = 1; roll <= 12; roll++)
    {
      cf_board_reach (board, pool, roll, NULL, &up_to, &reach);
      g_assert_cmpuint (reach.squares->len, >, 0);
      g_assert_false ((reach.rooms >> n_rooms) & 1);
      for (guint i = 0; i < reach.squares->len; i++)
        {
          CfPlace to = g_array_index (reach.squares, CfPlace, i);
          g_autoptr(GArray) path = cf_board_find_path (board, pool, to, roll, NULL, &up_to);

          g_assert_nonnull (path);
          g_assert_true (cf_board_check_path (board, (const CfPlace *)path->data, path->len, roll,
                                              NULL, &up_to));
        }
    }

  /* Into the pool: from each room, the pool is reached exactly when the
   * distances say it is near enough */
  cf_board_distances (board, pool, NULL, distances);
  g_assert_cmpuint (distances[pool], ==, 0);
  for (guint r = 0; r < n_rooms; r++)
    {
      CfPlace from = room (board, r);
      guint   d;

      cf_board_distances (board, from, NULL, distances);
      d = distances[pool];
      g_assert_cmpuint (d, <, G_MAXUINT);
      for (guint roll = 2; roll <= 12; roll += 5)
        {
          g_autoptr(GArray) path = NULL;

          cf_board_reach (board, from, roll, NULL, &up_to, &reach);
          g_assert_cmpint ((reach.rooms >> n_rooms) & 1, ==, d <= roll);
          path = cf_board_find_path (board, from, pool, roll, NULL, &up_to);
          g_assert_cmpint (path != NULL, ==, d <= roll);
          if (path != NULL)
            g_assert_true (cf_board_check_path (board, (const CfPlace *)path->data, path->len, roll,
                                                NULL, &up_to));
        }
    }
  cf_reach_clear (&reach);
}

/* 8 to 12 "?" squares, all on corridors, none a start or in front of a door */
static void
test_secrets_questions (void)
{
  g_autoptr(CfBoard) board = secrets_board ();
  guint n = 0;

  for (int y = 0; y < 24; y++)
    for (int x = 0; x < 24; x++)
      {
        CfPlace place = sq (board, x, y);

        if (!cf_board_is_question (board, place))
          continue;
        n++;
        g_assert_cmpint (cf_board_get_kind (board, x, y), ==, CF_SQUARE_CORRIDOR);
        g_assert_cmpint (cf_board_get_door_room_at (board, place), ==, -1);
        for (guint s = 0; s < 6; s++)
          g_assert_cmpint (cf_board_get_start (board, s), !=, place);
      }
  g_assert_cmpuint (n, >=, 8);
  g_assert_cmpuint (n, <=, 12);
  for (guint r = 0; r < 9; r++)
    g_assert_false (cf_board_is_question (board, room (board, r)));
  g_assert_false (cf_board_is_question (board, cf_board_get_pool_place (board)));
}

/* A "?" square ends a move, and a move of Discover the Secrets may stop
 * anywhere within its roll, pass other tokens and never end on one: where
 * cf_board_reach() says a move can end must be exactly where the path
 * search (a different algorithm: every self-avoiding walk) finds a legal
 * move, and each path found must pass the step-by-step check. Rolls up to
 * 18: two dice and a Keeper that adds six. */
static void
test_secrets_stop_on_question (void)
{
  g_autoptr(CfBoard) board = secrets_board ();
  g_autoptr(GRand) rand = g_rand_new_with_seed (2008);
  guint                n_places = cf_board_get_n_places (board);
  g_autofree gboolean *occupied = g_new0 (gboolean, n_places);
  CfMoveRules          rules = { TRUE, CF_PLACE_NONE, TRUE, TRUE };
  CfMoveRules          free_rules = { TRUE, CF_PLACE_NONE, TRUE, FALSE };
  CfReach              reach = { 0 }, free_reach = { 0 };
  guint                n_cases = g_test_slow () ? 600 : 120, n_stopped = 0, n_on_question = 0;
  guint                width = cf_board_get_width (board);
  CfPlace              n_squares = width * cf_board_get_height (board);

  for (guint n = 0; n < n_cases; n++)
    {
      guint   roll = g_rand_int_range (rand, 2, 19);
      CfPlace from;

      memset (occupied, 0, n_places * sizeof (gboolean));
      do
        from = g_rand_int_range (rand, 0, n_places);
      while (from < n_squares &&
             cf_board_get_kind (board, from % width, from / width) != CF_SQUARE_CORRIDOR);
      for (guint k = g_rand_int_range (rand, 0, 6); k > 0; k--)
        {
          CfPlace other = g_rand_int_range (rand, 0, n_squares);
          if (other != from &&
              cf_board_get_kind (board, other % width, other / width) == CF_SQUARE_CORRIDOR)
            occupied[other] = TRUE;
        }

      cf_board_reach (board, from, roll, occupied, &rules, &reach);
      cf_board_reach (board, from, roll, occupied, &free_rules, &free_reach);
      n_stopped += free_reach.squares->len > reach.squares->len;

      for (CfPlace to = 0; to < (CfPlace)n_places; to++)
        {
          g_autoptr(GArray) path = NULL;
          gboolean in_reach = FALSE;

          if (to == from || (to < n_squares && cf_board_get_kind (board, to % width, to / width) !=
                                                   CF_SQUARE_CORRIDOR))
            continue;
          path = cf_board_find_path (board, from, to, roll, occupied, &rules);

          if (cf_board_place_is_room (board, to) || to == cf_board_get_pool_place (board))
            {
              int area = to - n_squares;
              in_reach = (reach.rooms >> area) & 1;
            }
          else
            for (guint i = 0; i < reach.squares->len && !in_reach; i++)
              in_reach = g_array_index (reach.squares, CfPlace, i) == to;

          g_assert_cmpint (in_reach, ==, path != NULL);
          if (path == NULL)
            continue;
          g_assert_true (cf_board_check_path (board, (const CfPlace *)path->data, path->len, roll,
                                              occupied, &rules));
          n_on_question += cf_board_is_question (board, to);
          for (guint i = 1; i + 1 < path->len; i++)
            g_assert_false (cf_board_is_question (board, g_array_index (path, CfPlace, i)));
        }
    }
  /* The rule has bite: "?" squares are reached, and cut moves short. */
  g_assert_cmpuint (n_on_question, >, 0);
  g_assert_cmpuint (n_stopped, >, n_cases / 4);
  cf_reach_clear (&reach);
  cf_reach_clear (&free_reach);
}

/* A "?" square stops a move: none may stand where every way from a start
 * runs through it, or that guest would stop there whatever the roll. From
 * each start, moves that stop on "?" squares still reach every room and
 * the pool. */
static void
test_secrets_starts_not_walled_by_questions (void)
{
  g_autoptr(CfBoard) board = secrets_board ();
  CfMoveRules rules = { TRUE, CF_PLACE_NONE, TRUE, TRUE };
  CfReach     reach = { 0 };
  guint64     all = (G_GUINT64_CONSTANT (1) << (cf_board_get_n_rooms (board) + 1)) - 1;

  for (guint s = 0; s < 6; s++)
    {
      cf_board_reach (board, cf_board_get_start (board, s), 200, NULL, &rules, &reach);
      g_assert_cmphex (reach.rooms, ==, all);
    }
  cf_reach_clear (&reach);
}

/* ---------------------------------------------------------------- the 18 × 18 board */

/* Casefile's own layout for the simplified 18 × 18 rules, which give the
 * size, doorways, a closed centre and six starts but no layout. */
#define W18 18
#define H18 18

static const Door simple_doors[] = {
  { KITCHEN, 4, 4, 4, 5 },       { BALLROOM, 6, 2, 5, 2 },        { BALLROOM, 9, 4, 9, 5 },
  { BALLROOM, 11, 2, 12, 2 },    { CONSERVATORY, 13, 3, 13, 4 },  { DINING_ROOM, 1, 7, 1, 6 },
  { DINING_ROOM, 4, 10, 5, 10 }, { BILLIARD_ROOM, 16, 6, 16, 5 }, { BILLIARD_ROOM, 13, 8, 12, 8 },
  { LIBRARY, 13, 11, 12, 11 },   { LIBRARY, 15, 13, 15, 14 },     { LOUNGE, 2, 13, 2, 12 },
  { HALL, 8, 13, 8, 12 },        { HALL, 6, 16, 5, 16 },          { STUDY, 13, 15, 13, 14 },
};

static CfBoard *
simple_board (void)
{
  g_autoptr(CfEdition) edition = cf_edition_lookup_builtin ("simple-18");
  CfBoard *board;

  g_assert_nonnull (edition);
  board = cf_board_lookup_builtin (edition);
  g_assert_nonnull (board);
  return board;
}

/* How far clockwise along the board's edge (x, y) lies, from the top left */
static int
edge_position (int x, int y)
{
  if (y == 0)
    return x;
  if (x == W18 - 1)
    return W18 - 1 + y;
  if (y == H18 - 1)
    return 2 * (W18 - 1) + (W18 - 1 - x);
  g_assert_cmpint (x, ==, 0);
  return 3 * (W18 - 1) + (H18 - 1 - y);
}

static void
test_simple_18 (void)
{
  g_autoptr(CfEdition) edition = cf_edition_lookup_builtin ("simple-18");
  g_autoptr(CfEdition) classic = cf_edition_lookup_builtin ("classic");
  g_autoptr(CfBoard) board = simple_board ();
  guint first_room = cf_edition_get_first_card_of (edition, CF_CATEGORY_ROOM);
  guint n_doors[N_ROOMS] = { 0 }, n_multi = 0, n_centre = 0;
  int   cx0 = W18, cy0 = H18, cx1 = -1, cy1 = -1, x, y;
  int   positions[6];

  g_assert_cmpstr (cf_board_get_id (board), ==, "simple-18");
  g_assert_false (cf_board_is_official (board));
  g_assert_cmpuint (cf_board_get_width (board), ==, W18);
  g_assert_cmpuint (cf_board_get_height (board), ==, H18);
  g_assert_cmpuint (cf_board_get_n_places (board), ==, W18 * H18 + 9);

  /* The classic cards: nine rooms of the classic ids, in the same order */
  g_assert_cmpuint (cf_board_get_n_rooms (board), ==, N_ROOMS);
  g_assert_cmpuint (cf_edition_get_n_cards (edition), ==, cf_edition_get_n_cards (classic));
  for (guint card = 0; card < cf_edition_get_n_cards (edition); card++)
    {
      g_assert_cmpstr (cf_edition_get_card_id (edition, card), ==,
                       cf_edition_get_card_id (classic, card));
      g_assert_cmpstr (cf_edition_get_card_name (edition, card), ==,
                       cf_edition_get_card_name (classic, card));
      g_assert_cmpstr (cf_edition_get_card_color (edition, card), ==,
                       cf_edition_get_card_color (classic, card));
    }
  for (guint r = 0; r < N_ROOMS; r++)
    g_assert_cmpstr (cf_edition_get_card_id (edition, first_room + r), ==, rooms[r]);

  /* No secret passages */
  for (guint r = 0; r < N_ROOMS; r++)
    {
      g_assert_cmpint (cf_board_get_passage (board, r), ==, -1);
      g_assert_false (cf_board_get_passage_mark (board, r, &x, &y));
    }

  /* A closed stairwell right in the middle */
  for (y = 0; y < H18; y++)
    for (x = 0; x < W18; x++)
      if (cf_board_get_kind (board, x, y) == CF_SQUARE_CENTRE)
        {
          n_centre++;
          cx0 = MIN (cx0, x);
          cy0 = MIN (cy0, y);
          cx1 = MAX (cx1, x);
          cy1 = MAX (cy1, y);
        }
  g_assert_cmpuint (n_centre, ==, (cx1 - cx0 + 1) * (cy1 - cy0 + 1));
  g_assert_cmpuint (n_centre, >=, 4);
  g_assert_cmpint (cx0 + cx1, ==, W18 - 1);
  g_assert_cmpint (cy0 + cy1, ==, H18 - 1);

  /* Corner rooms in the corners, as in the classic mansion */
  g_assert_cmpint (cf_board_get_room_at (board, 0, 0), ==, KITCHEN);
  g_assert_cmpint (cf_board_get_room_at (board, W18 - 1, 0), ==, CONSERVATORY);
  g_assert_cmpint (cf_board_get_room_at (board, 0, H18 - 1), ==, LOUNGE);
  g_assert_cmpint (cf_board_get_room_at (board, W18 - 1, H18 - 1), ==, STUDY);

  /* Each room's doors: one to three, and several rooms with more than one,
   * so that leaving by the door one came in by matters */
  g_assert_cmpuint (cf_board_get_n_doors (board), ==, G_N_ELEMENTS (simple_doors));
  for (guint d = 0; d < G_N_ELEMENTS (simple_doors); d++)
    {
      const CfDoor *door = cf_board_get_door (board, d);

      g_assert_cmpint (door->room, ==, simple_doors[d].room);
      g_assert_cmpint (door->x, ==, simple_doors[d].x);
      g_assert_cmpint (door->y, ==, simple_doors[d].y);
      g_assert_cmpint (door->outside, ==, sq (board, simple_doors[d].ox, simple_doors[d].oy));
      g_assert_cmpint (cf_board_get_door_room_at (board, door->outside), ==, door->room);
      n_doors[door->room]++;
    }
  for (guint r = 0; r < N_ROOMS; r++)
    {
      g_assert_cmpuint (n_doors[r], >=, 1);
      g_assert_cmpuint (n_doors[r], <=, 3);
      if (n_doors[r] > 1)
        n_multi++;
    }
  g_assert_cmpuint (n_multi, >=, 3);

  /* Six starts on the edge, met in the order of the suspect cards (the
   * order of play) going clockwise around the board */
  for (guint s = 0; s < 6; s++)
    {
      CfPlace start = cf_board_get_start (board, s);

      g_assert_cmpint (start, !=, CF_PLACE_NONE);
      g_assert_false (cf_board_place_is_room (board, start));
      cf_board_place_get_xy (board, start, &x, &y);
      g_assert_cmpint (cf_board_get_kind (board, x, y), ==, CF_SQUARE_CORRIDOR);
      g_assert_true (x == 0 || y == 0 || x == W18 - 1 || y == H18 - 1);
      positions[s] = edge_position (x, y);
    }
  for (guint s = 0; s < 6; s++)
    {
      int perimeter = 4 * (W18 - 1);
      int to_next = (positions[(s + 1) % 6] - positions[s] + perimeter) % perimeter;

      /* Each next start comes before any other one */
      for (guint o = 0; o < 6; o++)
        if (o != s && o != (s + 1) % 6)
          g_assert_cmpint ((positions[o] - positions[s] + perimeter) % perimeter, >, to_next);
    }
}

/* Every room can be reached from every start and every other room. */
static void
test_simple_18_reachable (void)
{
  g_autoptr(CfBoard) board = simple_board ();
  guint             n_places = cf_board_get_n_places (board);
  g_autofree guint *distances = g_new (guint, n_places);

  for (guint s = 0; s < 6; s++)
    {
      cf_board_distances (board, cf_board_get_start (board, s), NULL, distances);
      for (guint r = 0; r < N_ROOMS; r++)
        g_assert_cmpuint (distances[room (board, r)], <, G_MAXUINT);
      /* and every corridor square: one connected floor */
      for (int y = 0; y < H18; y++)
        for (int x = 0; x < W18; x++)
          g_assert_true ((cf_board_get_kind (board, x, y) == CF_SQUARE_CORRIDOR) ==
                         (distances[sq (board, x, y)] < G_MAXUINT));
    }
  for (guint from = 0; from < N_ROOMS; from++)
    {
      cf_board_distances (board, room (board, from), NULL, distances);
      for (guint r = 0; r < N_ROOMS; r++)
        g_assert_cmpuint (distances[room (board, r)], <, G_MAXUINT);
    }
}

/* No move of any roll ends on, or passes through, the closed centre. */
static void
test_simple_18_centre_closed (void)
{
  g_autoptr(CfBoard) board = simple_board ();
  guint             n_places = cf_board_get_n_places (board);
  g_autofree guint *distances = g_new (guint, n_places);
  CfReach           reach = { 0 };
  guint             n_from = 0;

  for (CfPlace from = 0; from < (CfPlace)n_places; from++)
    {
      int x, y;

      if (!cf_board_place_is_room (board, from))
        {
          cf_board_place_get_xy (board, from, &x, &y);
          if (cf_board_get_kind (board, x, y) != CF_SQUARE_CORRIDOR)
            continue;
        }
      n_from++;

      cf_board_distances (board, from, NULL, distances);
      for (y = 0; y < H18; y++)
        for (x = 0; x < W18; x++)
          if (cf_board_get_kind (board, x, y) == CF_SQUARE_CENTRE)
            g_assert_cmpuint (distances[sq (board, x, y)], ==, G_MAXUINT);

      for (guint roll = 1; roll <= 12; roll++)
        {
          cf_board_reach (board, from, roll, NULL, NULL, &reach);
          for (guint i = 0; i < reach.squares->len; i++)
            {
              CfPlace to = g_array_index (reach.squares, CfPlace, i);

              cf_board_place_get_xy (board, to, &x, &y);
              g_assert_cmpint (cf_board_get_kind (board, x, y), ==, CF_SQUARE_CORRIDOR);
            }
        }
    }
  g_assert_cmpuint (n_from, >, N_ROOMS);
  cf_reach_clear (&reach);
}

/* The corridors play: peeling off corridor squares with one way out that
 * lead to no door, what is left of any dead end is at most two squares
 * (a start at the end of a short corridor). */
static void
test_simple_18_no_long_dead_ends (void)
{
  g_autoptr(CfBoard) board = simple_board ();
  guint rounds[W18 * H18] = { 0 };
  guint longest = 0;

  for (guint round = 1;; round++)
    {
      guint peeled = 0;

      for (int y = 0; y < H18; y++)
        for (int x = 0; x < W18; x++)
          {
            static const int dirs[4][2] = { { 1, 0 }, { -1, 0 }, { 0, 1 }, { 0, -1 } };
            guint            open = 0;

            if (cf_board_get_kind (board, x, y) != CF_SQUARE_CORRIDOR || rounds[y * W18 + x] ||
                cf_board_get_door_room_at (board, sq (board, x, y)) >= 0)
              continue;
            for (guint k = 0; k < 4; k++)
              {
                int nx = x + dirs[k][0], ny = y + dirs[k][1];

                if (cf_board_get_kind (board, nx, ny) == CF_SQUARE_CORRIDOR &&
                    (rounds[ny * W18 + nx] == 0 || rounds[ny * W18 + nx] == round))
                  open++;
              }
            if (open <= 1)
              {
                rounds[y * W18 + x] = round;
                peeled++;
              }
          }
      if (peeled == 0)
        break;
      longest = round;
    }
  g_assert_cmpuint (longest, <=, 2);
}

int
main (int argc, char *argv[])
{
  cf_init_i18n ();
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/casefile/board/classic", test_classic);
  g_test_add_func ("/casefile/board/no-board", test_no_board);
  g_test_add_func ("/casefile/board/places", test_places);
  g_test_add_func ("/casefile/board/nearest-rooms", test_nearest_rooms);
  g_test_add_func ("/casefile/board/distances", test_distances);
  g_test_add_func ("/casefile/board/reach-brute-force", test_reach_brute_force);
  g_test_add_func ("/casefile/board/reach-cases", test_reach_cases);
  g_test_add_func ("/casefile/board/check-path", test_check_path);
  g_test_add_func ("/casefile/board/mini", test_mini_board);
  g_test_add_func ("/casefile/board/bad-files", test_bad_boards);
  g_test_add_func ("/casefile/board/mini-pool", test_mini_pool);
  g_test_add_func ("/casefile/board/secrets", test_secrets);
  g_test_add_func ("/casefile/board/secrets-pool", test_secrets_pool);
  g_test_add_func ("/casefile/board/secrets-reachable", test_secrets_reachable);
  g_test_add_func ("/casefile/board/secrets-questions", test_secrets_questions);
  g_test_add_func ("/casefile/board/secrets-pool-moves", test_secrets_pool_moves);
  g_test_add_func ("/casefile/board/secrets-stop-on-question", test_secrets_stop_on_question);
  g_test_add_func ("/casefile/board/secrets-starts-not-walled-by-questions",
                   test_secrets_starts_not_walled_by_questions);
  g_test_add_func ("/casefile/board/simple-18", test_simple_18);
  g_test_add_func ("/casefile/board/simple-18-reachable", test_simple_18_reachable);
  g_test_add_func ("/casefile/board/simple-18-centre-closed", test_simple_18_centre_closed);
  g_test_add_func ("/casefile/board/simple-18-no-long-dead-ends", test_simple_18_no_long_dead_ends);

  return g_test_run ();
}
