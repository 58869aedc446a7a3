/* cf-board-moves.c: moves on a board: where a roll can take a token, a
 * path there, a path checked, distances
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "cf-board-private.h"

/* ---------------------------------------------------------------- moves */

/**
 * cf_reach_clear:
 * @reach: a #CfReach
 *
 * Frees the squares of @reach and empties it.
 */
void
cf_reach_clear (CfReach *reach)
{
  g_return_if_fail (reach != NULL);

  g_clear_pointer (&reach->squares, g_array_unref);
  reach->rooms = 0;
}

/**
 * cf_move_rules_init:
 * @move: the movement rules to fill in
 * @rules: an edition's rules
 * @entry: for a token in a room, the square in front of the door it came
 *   in by, or %CF_PLACE_NONE
 *
 * The movement rules of a move by @rules: the game's, and every command's
 * that answers for it.
 */
void
cf_move_rules_init (CfMoveRules *move, const CfRules *rules, CfPlace entry)
{
  g_return_if_fail (move != NULL && rules != NULL);

  *move = (CfMoveRules){
    .up_to = !rules->exact_roll,
    .exit = rules->same_door ? entry : CF_PLACE_NONE,
    .pass_occupied = rules->tokens == CF_TOKENS_PASS,
    .stop_on_question = rules->question_squares,
  };
}

static inline gboolean
is_blocked (const gboolean *occupied, CfPlace square)
{
  return occupied != NULL && occupied[square];
}

/* The room a place is, counting the pool (if any) as room n_rooms, as the
 * movement graph does: moves enter and leave it like a room. -1 for a
 * square. */
static inline int
area_of (CfBoard *self, CfPlace place)
{
  return place >= (CfPlace)self->n_squares ? place - (CfPlace)self->n_squares : -1;
}

/* Per square, whether a move stops there (a "?" square), or NULL */
static inline const guint8 *
stops_of (CfBoard *self, const CfMoveRules *rules)
{
  return rules != NULL && rules->stop_on_question ? self->questions : NULL;
}

static inline gboolean
stops_at (const guint8 *stops, CfPlace square)
{
  return stops != NULL && stops[square];
}

/* Whether the rules let a token leave its room onto @exit */
static inline gboolean
may_leave_by (const CfMoveRules *rules, CfPlace exit)
{
  return rules == NULL || rules->exit == CF_PLACE_NONE || rules->exit == exit;
}

typedef struct
{
  CfBoard        *board;
  const gboolean *occupied;
  guint8         *visited; /* per square */
  guint8         *ends;    /* per square */
  guint64         rooms;
  int             start_room; /* or -1 */
  gboolean        up_to;
  gboolean        pass;  /* occupied squares are passed, never ended on */
  const guint8   *stops; /* per square: a move ends there, or NULL */
} ReachWalk;

/* Every self-avoiding walk of @left more steps from @square. */
static void
walk_reach (ReachWalk *walk, CfPlace square, guint left)
{
  const CfBoard *self = walk->board;
  const CfPlace *next = &self->adjacent[4 * square];
  int            room = self->door_room_at[square];

  if (room >= 0 && room != walk->start_room)
    walk->rooms |= G_GUINT64_CONSTANT (1) << room;

  for (guint i = 0; i < self->n_adjacent[square]; i++)
    {
      gboolean occupied = is_blocked (walk->occupied, next[i]);

      if (walk->visited[next[i]] || (occupied && !walk->pass))
        continue;
      if ((left == 1 || walk->up_to) && !occupied)
        walk->ends[next[i]] = TRUE;
      if (left > 1 && !stops_at (walk->stops, next[i]))
        {
          walk->visited[next[i]] = TRUE;
          walk_reach (walk, next[i], left - 1);
          walk->visited[next[i]] = FALSE;
        }
    }
}

/* Where the move may end anywhere within the roll, the walks that matter
 * are the shortest: breadth first over the squares a move may pass (free,
 * or occupied where tokens are passed; never on from a "?" square), every
 * square within @roll that is free is an end, and every room whose door
 * square is passed within @roll - 1 steps. As exact as walking every path,
 * and quick for the largest rolls (two dice and a Keeper: 18). */
static void
reach_up_to (ReachWalk *walk, CfPlace from, guint roll, const CfMoveRules *rules)
{
  CfBoard            *self = walk->board;
  g_autofree guint   *distance = g_new (guint, self->n_squares);
  g_autofree CfPlace *queue = g_new (CfPlace, self->n_squares);
  guint               tail = 0;

  for (guint i = 0; i < self->n_squares; i++)
    distance[i] = G_MAXUINT;
  if (walk->start_room < 0)
    {
      distance[from] = 0;
      queue[tail++] = from;
    }
  else
    for (guint k = self->exit_first[walk->start_room]; k < self->exit_first[walk->start_room + 1];
         k++)
      {
        CfPlace exit = self->exits[k];

        if ((is_blocked (walk->occupied, exit) && !walk->pass) || !may_leave_by (rules, exit) ||
            distance[exit] != G_MAXUINT)
          continue;
        distance[exit] = 1;
        queue[tail++] = exit;
      }

  for (guint head = 0; head < tail; head++)
    {
      CfPlace square = queue[head];
      int     room = self->door_room_at[square];

      if (square != from && !is_blocked (walk->occupied, square))
        walk->ends[square] = TRUE;
      /* A move stops on a "?" square; an occupied square is only passed. */
      if (square != from && stops_at (walk->stops, square))
        continue;
      if (distance[square] >= roll)
        continue;
      if (room >= 0 && room != walk->start_room)
        walk->rooms |= G_GUINT64_CONSTANT (1) << room;
      for (guint i = 0; i < self->n_adjacent[square]; i++)
        {
          CfPlace next = self->adjacent[4 * square + i];

          if (distance[next] != G_MAXUINT || (is_blocked (walk->occupied, next) && !walk->pass))
            continue;
          distance[next] = distance[square] + 1;
          queue[tail++] = next;
        }
    }
}

/**
 * cf_board_reach:
 * @self: a #CfBoard
 * @from: where the token stands: a corridor square or a room
 * @roll: the number of steps, from 1
 * @occupied: (array) (nullable): per place, whether another token stands
 *   there (cf_board_get_n_places() entries; rooms are ignored), or %NULL
 * @reach: (out caller-allocates): filled with the result; zero it before
 *   the first call, free it with cf_reach_clear(); a reach that is filled
 *   again reuses its array
 *
 * @rules: (nullable): how the edition's moves differ from the 1986 rules
 *
 * Finds where a move of exactly @roll steps can end (1986 rules): square by
 * square across corridor squares, never onto an occupied square nor twice
 * onto the same one (@from counts as visited), into a room from the square
 * in front of one of its doors with one step, which ends the move however
 * many steps are left. From a room the first step goes out through a door
 * whose square in front is free; the move never enters the room it started
 * in. Secret passages are not moves of a roll and are not included. With
 * @rules, a move may end before the roll is used up, and a room may have to
 * be left by one door.
 */
void
cf_board_reach (CfBoard           *self,
                CfPlace            from,
                guint              roll,
                const gboolean    *occupied,
                const CfMoveRules *rules,
                CfReach           *reach)
{
  g_autofree guint8 *memory = NULL;
  ReachWalk          walk = { 0 };

  g_return_if_fail (CF_IS_BOARD (self));
  g_return_if_fail (reach != NULL);

  if (reach->squares == NULL)
    reach->squares = g_array_new (FALSE, FALSE, sizeof (CfPlace));
  else
    g_array_set_size (reach->squares, 0);
  reach->rooms = 0;

  g_return_if_fail (is_place (self, from));
  if (roll == 0)
    return;

  memory = g_malloc0 (2 * self->n_squares);
  walk.board = self;
  walk.occupied = occupied;
  walk.visited = memory;
  walk.ends = memory + self->n_squares;
  walk.start_room = area_of (self, from);
  walk.up_to = rules != NULL && rules->up_to;
  walk.pass = rules != NULL && rules->pass_occupied;
  walk.stops = stops_of (self, rules);

  if (walk.up_to)
    {
      reach_up_to (&walk, from, roll, rules);
      goto done;
    }
  if (walk.start_room < 0)
    {
      walk.visited[from] = TRUE;
      walk_reach (&walk, from, roll);
    }
  else
    {
      for (guint k = self->exit_first[walk.start_room]; k < self->exit_first[walk.start_room + 1];
           k++)
        {
          CfPlace exit = self->exits[k];

          if ((is_blocked (occupied, exit) && !walk.pass) || !may_leave_by (rules, exit))
            continue;
          if ((roll == 1 || walk.up_to) && !is_blocked (occupied, exit))
            walk.ends[exit] = TRUE;
          if (roll > 1 && !stops_at (walk.stops, exit))
            {
              walk.visited[exit] = TRUE;
              walk_reach (&walk, exit, roll - 1);
              walk.visited[exit] = FALSE;
            }
        }
    }

done:
  for (guint square = 0; square < self->n_squares; square++)
    if (walk.ends[square])
      g_array_append_val (reach->squares, square);
  reach->rooms = walk.rooms;
}

/* Breadth-first over free corridor squares from the squares in
 * queue[0 … tail - 1], whose distances are set; the others are G_MAXUINT. */
static void
spread (CfBoard *self, const gboolean *occupied, guint *distances, CfPlace *queue, guint tail)
{
  for (guint head = 0; head < tail; head++)
    {
      CfPlace square = queue[head];

      for (guint i = 0; i < self->n_adjacent[square]; i++)
        {
          CfPlace next = self->adjacent[4 * square + i];

          if (distances[next] != G_MAXUINT || is_blocked (occupied, next))
            continue;
          distances[next] = distances[square] + 1;
          queue[tail++] = next;
        }
    }
}

typedef struct
{
  CfBoard        *board;
  const gboolean *occupied;
  guint8         *visited; /* per square */
  guint          *bound;   /* per square: fewest steps to the goal, ignoring visits */
  CfPlace         target;
  int             target_room;
  gboolean        up_to;
  const guint8   *stops; /* per square: a move ends there, or NULL */
  GArray         *path;
} PathWalk;

static gboolean
walk_path (PathWalk *walk, CfPlace square, guint left)
{
  const CfBoard *self = walk->board;

  if (walk->target_room >= 0)
    {
      if (left == 0)
        return FALSE;
      if (self->door_room_at[square] == walk->target_room)
        {
          g_array_append_val (walk->path, walk->target);
          return TRUE;
        }
    }
  else if (square == walk->target && (left == 0 || walk->up_to) && walk->path->len > 1)
    return TRUE;
  else if (left == 0)
    return FALSE;

  for (guint i = 0; i < self->n_adjacent[square]; i++)
    {
      CfPlace next = self->adjacent[4 * square + i];

      if (walk->visited[next] || is_blocked (walk->occupied, next) ||
          walk->bound[next] > left - 1 || (stops_at (walk->stops, next) && next != walk->target))
        continue;
      walk->visited[next] = TRUE;
      g_array_append_val (walk->path, next);
      if (walk_path (walk, next, left - 1))
        return TRUE;
      g_array_set_size (walk->path, walk->path->len - 1);
      walk->visited[next] = FALSE;
    }
  return FALSE;
}

/**
 * cf_board_find_path:
 * @self: a #CfBoard
 * @from: where the token stands
 * @to: a corridor square or a room
 * @roll: the number of steps
 * @occupied: (array) (nullable): as for cf_board_reach()
 * @rules: (nullable): as for cf_board_reach()
 *
 * Finds one move by the rules of cf_board_reach() from @from to @to: @to
 * after exactly @roll steps when it is a square (within @roll when the
 * rules say so), within @roll when it is a room.
 *
 * Returns: (transfer full) (nullable) (element-type CfPlace): the places
 *   from @from to @to, both included, or %NULL when no move gets there
 */
GArray *
cf_board_find_path (CfBoard           *self,
                    CfPlace            from,
                    CfPlace            to,
                    guint              roll,
                    const gboolean    *occupied,
                    const CfMoveRules *rules)
{
  g_autoptr(GArray) path = NULL;
  g_autofree guint8  *visited = NULL;
  g_autofree guint   *bound = NULL;
  g_autofree CfPlace *queue = NULL;
  PathWalk            walk = { 0 };
  int                 from_room;
  guint               tail = 0;

  g_return_val_if_fail (CF_IS_BOARD (self), NULL);
  g_return_val_if_fail (is_place (self, from), NULL);
  g_return_val_if_fail (is_place (self, to), NULL);

  from_room = area_of (self, from);
  walk.target_room = area_of (self, to);
  if (roll == 0 || from == to || (walk.target_room < 0 && is_blocked (occupied, to)))
    return NULL;
  /* Where occupied squares are passed, only the end must be free. */
  if (rules != NULL && rules->pass_occupied)
    occupied = NULL;

  /* Lower bounds on the steps still needed, to cut the search short. */
  bound = g_new (guint, self->n_squares);
  queue = g_new (CfPlace, self->n_squares);
  for (guint i = 0; i < self->n_squares; i++)
    bound[i] = G_MAXUINT;
  if (walk.target_room < 0)
    {
      bound[to] = 0;
      queue[tail++] = to;
    }
  else
    for (guint k = self->exit_first[walk.target_room]; k < self->exit_first[walk.target_room + 1];
         k++)
      if (!is_blocked (occupied, self->exits[k]))
        {
          bound[self->exits[k]] = 1;
          queue[tail++] = self->exits[k];
        }
  spread (self, occupied, bound, queue, tail);

  visited = g_malloc0 (self->n_squares);
  path = g_array_new (FALSE, FALSE, sizeof (CfPlace));
  g_array_append_val (path, from);
  walk.board = self;
  walk.occupied = occupied;
  walk.visited = visited;
  walk.bound = bound;
  walk.target = to;
  walk.path = path;
  walk.up_to = rules != NULL && rules->up_to;
  walk.stops = stops_of (self, rules);

  if (from_room < 0)
    {
      visited[from] = TRUE;
      if (walk_path (&walk, from, roll))
        return g_steal_pointer (&path);
      return NULL;
    }

  for (guint k = self->exit_first[from_room]; k < self->exit_first[from_room + 1]; k++)
    {
      CfPlace exit = self->exits[k];

      if (is_blocked (occupied, exit) || bound[exit] > roll - 1 || !may_leave_by (rules, exit) ||
          (stops_at (walk.stops, exit) && exit != to))
        continue;
      visited[exit] = TRUE;
      g_array_append_val (path, exit);
      if (walk_path (&walk, exit, roll - 1))
        return g_steal_pointer (&path);
      g_array_set_size (path, 1);
      visited[exit] = FALSE;
    }
  return NULL;
}

static gboolean
is_exit (CfBoard *self, int room, CfPlace square)
{
  for (guint k = self->exit_first[room]; k < self->exit_first[room + 1]; k++)
    if (self->exits[k] == square)
      return TRUE;
  return FALSE;
}

/**
 * cf_board_check_path:
 * @self: a #CfBoard
 * @path: (array length=n_places): a move, from where the token stood to
 *   where it ends, both included
 * @n_places: the length of @path
 * @roll: the number of steps rolled
 * @occupied: (array) (nullable): as for cf_board_reach()
 * @rules: (nullable): as for cf_board_reach()
 *
 * Checks a move by the rules of cf_board_reach(), step by step: it ends
 * after exactly @roll steps on a square (within @roll when the rules say
 * so), or within @roll steps in a room.
 *
 * Returns: whether @path is a legal move
 */
gboolean
cf_board_check_path (CfBoard           *self,
                     const CfPlace     *path,
                     guint              n_places,
                     guint              roll,
                     const gboolean    *occupied,
                     const CfMoveRules *rules)
{
  g_autofree guint8 *seen = NULL;
  int                start_room;

  g_return_val_if_fail (CF_IS_BOARD (self), FALSE);
  g_return_val_if_fail (path != NULL || n_places == 0, FALSE);

  if (n_places < 2 || roll == 0 || n_places - 1 > roll)
    return FALSE;
  for (guint i = 0; i < n_places; i++)
    if (!is_place (self, path[i]))
      return FALSE;

  seen = g_malloc0 (self->n_squares);
  start_room = area_of (self, path[0]);
  if (start_room < 0)
    seen[path[0]] = TRUE;

  for (guint i = 1; i < n_places; i++)
    {
      CfPlace  previous = path[i - 1], current = path[i];
      int      room = area_of (self, current);
      gboolean next_to = FALSE;

      if (room >= 0)
        /* A room ends the move; it is entered from the square in front of
         * one of its doors, and never the room the move began in. */
        return i == n_places - 1 && room != start_room &&
               !cf_board_place_is_room (self, previous) && self->door_room_at[previous] == room;

      if (seen[current] || (is_blocked (occupied, current) &&
                            (rules == NULL || !rules->pass_occupied || i == n_places - 1)))
        return FALSE;
      /* A "?" square ends the move */
      if (i < n_places - 1 && stops_at (stops_of (self, rules), current))
        return FALSE;

      if (i == 1 && start_room >= 0)
        next_to = is_exit (self, start_room, current) && may_leave_by (rules, current);
      else
        for (guint k = 0; k < self->n_adjacent[previous]; k++)
          next_to = next_to || self->adjacent[4 * previous + k] == current;
      if (!next_to)
        return FALSE;

      seen[current] = TRUE;
    }

  return n_places - 1 == roll || (rules != NULL && rules->up_to);
}

/**
 * cf_board_distances:
 * @self: a #CfBoard
 * @from: a corridor square or a room
 * @occupied: (array) (nullable): as for cf_board_reach()
 * @distances: (array) (out caller-allocates): cf_board_get_n_places()
 *   entries, filled with the fewest steps from @from to each place
 *   (%G_MAXUINT where no move of any length gets)
 *
 * Counts steps as cf_board_reach() does: a room is entered with one step
 * from the square in front of a door and ends the way (rooms are not walked
 * through), leaving a room is one step onto the square in front of a free
 * door, occupied squares are never entered. Secret passages are not counted.
 * The room @from, if a room, has distance 0.
 */
void
cf_board_distances (CfBoard *self, CfPlace from, const gboolean *occupied, guint *distances)
{
  g_autofree CfPlace *queue = NULL;
  guint               n_places, tail = 0;
  int                 from_room;

  g_return_if_fail (CF_IS_BOARD (self));
  g_return_if_fail (distances != NULL);

  n_places = cf_board_get_n_places (self);
  for (guint i = 0; i < n_places; i++)
    distances[i] = G_MAXUINT;
  g_return_if_fail (is_place (self, from));

  queue = g_new (CfPlace, self->n_squares);
  distances[from] = 0;
  from_room = area_of (self, from);
  if (from_room < 0)
    queue[tail++] = from;
  else
    for (guint k = self->exit_first[from_room]; k < self->exit_first[from_room + 1]; k++)
      if (!is_blocked (occupied, self->exits[k]))
        {
          distances[self->exits[k]] = 1;
          queue[tail++] = self->exits[k];
        }
  spread (self, occupied, distances, queue, tail);

  for (guint i = 0; i < self->doors->len; i++)
    {
      const CfDoor *door = &g_array_index (self->doors, CfDoor, i);
      guint        *room = &distances[self->n_squares + door->room];

      if (distances[door->outside] != G_MAXUINT && distances[door->outside] + 1 < *room)
        *room = distances[door->outside] + 1;
    }
}
