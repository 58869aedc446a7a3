/* test-net-host.c: a game at a screen whose other seats are played at other
 * computers: the hot seat and the host together, joiners as processes
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>
#include <unistd.h>

#include "casefile-core.h"
#include "cf-net-host.h"
#include "cf-test-game.h"
#include "cf-test-net.h"

typedef struct
{
  CfHotSeat *hot_seat;
  CfBot     *bot;    /* thinks for the person at the screen */
  guint      source; /* the person's next action */
  guint      local_actions;
  gboolean   heard_remote; /* the hint said a seat plays at another computer */
  gboolean   saw_remote;   /* a remote seat was ever the viewer or the guard */
  gboolean   over;
} Table;

/* The person at the screen acts through the view the screen shows, as a
 * person would: here, what a Detective would do from it */
static gboolean
person_acts (gpointer data)
{
  Table *table = data;

  table->source = 0;
  if (cf_test_person_acts (table->hot_seat, table->bot))
    table->local_actions++;
  return G_SOURCE_REMOVE;
}

static void
on_hot_seat_changed (CfHotSeat *hot_seat, GParamSpec *pspec, Table *table)
{
  const char *hint = cf_hot_seat_get_hint (hot_seat);
  int         viewer = cf_hot_seat_get_viewer (hot_seat);
  int         guard = cf_hot_seat_get_guard (hot_seat);

  if (hint != NULL && strstr (hint, "at another computer") != NULL)
    table->heard_remote = TRUE;
  if ((viewer >= 0 && cf_hot_seat_is_remote (hot_seat, viewer)) ||
      (guard >= 0 && cf_hot_seat_is_remote (hot_seat, guard)))
    table->saw_remote = TRUE;
  if (cf_hot_seat_get_viewer_acts (hot_seat) && table->source == 0)
    table->source = g_idle_add (person_acts, table);
}

static void
on_finished (CfNetHost *host, Table *table)
{
  table->over = TRUE;
}

static gboolean
is_over (gpointer data)
{
  return ((Table *)data)->over;
}

/* Starts `casefile-cli join` for @host's code */
static GSubprocess *
joiner (CfNetHost *host, const char *seed)
{
  g_autofree char *where = g_strdup_printf ("127.0.0.1:%u", cf_net_host_get_port (host));
  g_autoptr(GError) error = NULL;
  GSubprocess *process =
      g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_SILENCE, &error, g_getenv ("CASEFILE_CLI"),
                        "join", where, "--code", cf_net_host_get_code (host), "--seed", seed, NULL);

  g_assert_no_error (error);
  return process;
}

static void
play (const char *kinds, const gboolean *remote, guint n_joiners, guint64 seed)
{
  g_autoptr(CfGame) game = cf_test_new_table (kinds, seed);
  g_autoptr(CfHotSeat) hot_seat = cf_hot_seat_new (game);
  g_autoptr(CfNetHost) host = NULL;
  g_autoptr(GError) error = NULL;
  GSubprocess *joiners[CF_GAME_MAX_SEATS];
  Table        table = { hot_seat, cf_bot_new (CF_PLAYER_DETECTIVE, seed), 0 };
  guint        people_before = cf_hot_seat_get_n_people (hot_seat);
  g_autoptr(GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);

  cf_hot_seat_set_bot_delay (hot_seat, 0);
  g_signal_connect (hot_seat, "notify", G_CALLBACK (on_hot_seat_changed), &table);
  host = cf_net_host_new_for_hot_seat (hot_seat, remote, "K7QX9", &error);
  g_assert_no_error (error);
  g_assert_true (cf_net_host_listen (host, "127.0.0.1", 0, &error));
  g_assert_no_error (error);
  g_signal_connect (host, "finished", G_CALLBACK (on_finished), &table);
  /* The remote seats are no longer this screen's people */
  g_assert_cmpuint (cf_hot_seat_get_n_people (hot_seat), ==, people_before - n_joiners);
  on_hot_seat_changed (hot_seat, NULL, &table);

  for (guint i = 0; i < n_joiners; i++)
    {
      g_autofree char *s = g_strdup_printf ("%u", i + 2);
      joiners[i] = joiner (host, s);
    }
  g_assert_true (cf_test_net_wait_for (is_over, &table, 120));
  g_assert_cmpint (cf_game_get_phase (game), ==, CF_PHASE_OVER);
  g_assert_cmpuint (cf_game_check (game, problems), ==, 0);
  g_assert_true (table.heard_remote);
  g_assert_false (table.saw_remote);
  if (people_before > n_joiners)
    g_assert_cmpuint (table.local_actions, >, 0);
  for (guint i = 0; i < n_joiners; i++)
    {
      g_assert_true (g_subprocess_wait (joiners[i], NULL, &error));
      g_assert_true (g_subprocess_get_if_exited (joiners[i]));
      g_assert_cmpint (g_subprocess_get_exit_status (joiners[i]), ==, 0);
      g_object_unref (joiners[i]);
    }
  g_clear_handle_id (&table.source, g_source_remove);
  g_signal_handlers_disconnect_by_data (hot_seat, &table);
  cf_hot_seat_stop (hot_seat);
  g_object_unref (table.bot);
}

/* Two people at other computers and a bot at the screen's game: the game
 * waits for them and says so; nothing of theirs comes to the screen */
static void
test_remote_and_bot (void)
{
  const gboolean remote[CF_GAME_MAX_SEATS] = { TRUE, TRUE, FALSE };

  play ("HHD", remote, 2, 11);
}

/* A person at the screen, two at other computers, a bot: all play one game;
 * the screen shows only its own person, never calls a remote one to it */
static void
test_person_here_and_remote (void)
{
  const gboolean remote[CF_GAME_MAX_SEATS] = { FALSE, TRUE, FALSE, TRUE };

  play ("HHDH", remote, 2, 12);
}

typedef struct
{
  CfHotSeat  *hot_seat;
  const char *words;
} HintHas;

static gboolean
hint_has (gpointer data)
{
  HintHas    *wait = data;
  const char *hint = cf_hot_seat_get_hint (wait->hot_seat);

  return hint != NULL && strstr (hint, wait->words) != NULL;
}

/* The screen says where the player of the seat it waits for is: not yet
 * joined, at another computer, or away after their connection dropped;
 * then a computer player may take the seat */
static void
test_presence (void)
{
  g_autoptr(CfGame) game = cf_test_new_table ("HDD", 13);
  g_autoptr(CfHotSeat) hot_seat = cf_hot_seat_new (game);
  const gboolean remote[CF_GAME_MAX_SEATS] = { TRUE };
  g_autoptr(CfNetHost) host = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GSubprocess) player = NULL;
  HintHas          waiting = { hot_seat, "Waiting for Ann to join" };
  HintHas          here = { hot_seat, "Ann is playing at another computer" };
  HintHas          away = { hot_seat, "Ann is away" };
  g_autofree char *where = NULL;

  cf_hot_seat_set_bot_delay (hot_seat, 0);
  host = cf_net_host_new_for_hot_seat (hot_seat, remote, "K7QX9", &error);
  g_assert_no_error (error);
  g_assert_true (cf_net_host_listen (host, "127.0.0.1", 0, &error));
  /* Ann begins or the bots play up to her turn: the game waits for her */
  g_assert_true (cf_test_net_wait_for (hint_has, &waiting, 30));

  /* She joins, but slowly: each answer a second after it is asked */
  where = g_strdup_printf ("127.0.0.1:%u", cf_net_host_get_port (host));
  player = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_SILENCE | G_SUBPROCESS_FLAGS_STDERR_SILENCE,
                             &error, g_getenv ("CASEFILE_CLI"), "join", where, "--code",
                             cf_net_host_get_code (host), "--delay", "1000", NULL);
  g_assert_no_error (error);
  g_assert_true (cf_test_net_wait_for (hint_has, &here, 30));

  /* Her computer goes: she is away, and the game waits */
  g_subprocess_force_exit (player);
  g_assert_true (cf_test_net_wait_for (hint_has, &away, 30));
  g_assert_cmpint (cf_game_get_phase (game), !=, CF_PHASE_OVER);
  g_assert_cmpint (cf_net_host_get_presence (host, 0), ==, CF_PRESENCE_AWAY);

  /* The people at the screen let a computer player take her seat: the game
   * goes on to its end, and the seat is no longer offered */
  {
    Table table = { hot_seat };

    g_signal_connect (host, "finished", G_CALLBACK (on_finished), &table);
    g_assert_true (cf_net_host_give_seat_to_bot (host, 0, CF_PLAYER_DETECTIVE));
    g_assert_false (cf_hot_seat_is_remote (hot_seat, 0));
    g_assert_true (cf_test_net_wait_for (is_over, &table, 60));
    g_assert_cmpint (cf_game_get_phase (game), ==, CF_PHASE_OVER);
    g_signal_handlers_disconnect_by_data (host, &table);
  }
  g_assert_false (cf_net_host_give_seat_to_bot (host, 0, CF_PLAYER_DETECTIVE));
  cf_hot_seat_stop (hot_seat);
}

int
main (int argc, char *argv[])
{
  cf_test_net_full_stacks (argv);
  g_test_init (&argc, &argv, NULL);
  if (g_getenv ("CASEFILE_CLI") == NULL)
    {
      g_test_skip ("CASEFILE_CLI is not set");
      return g_test_run ();
    }
  g_test_add_func ("/casefile/net-host/remote-and-bot", test_remote_and_bot);
  g_test_add_func ("/casefile/net-host/person-here-and-remote", test_person_here_and_remote);
  g_test_add_func ("/casefile/net-host/presence", test_presence);
  return g_test_run ();
}
