/* cf-test-net.h: hosts and people for the tests of games across computers
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <string.h>
#include <unistd.h>

#include "casefile-core.h"
#include "cf-net-host.h"
#include "cf-test-game.h"

G_BEGIN_DECLS

/* A host of @edition_id on the loopback, any free port, code K7QX9: one
 * seat per letter of @kinds, 'R' for a person at another computer, any
 * other for a Detective */
static inline CfNetHost *
cf_test_new_host (const char *edition_id, const char *kinds, guint64 seed)
{
  g_autoptr(CfEdition) edition = cf_edition_lookup_builtin (edition_id);
  g_autoptr(GError) error = NULL;
  CfNetSeat  seats[CF_GAME_MAX_SEATS] = { 0 };
  guint      n = strlen (kinds);
  CfNetHost *host;

  for (guint i = 0; i < n; i++)
    {
      seats[i].setup.suspect = i;
      seats[i].setup.kind = kinds[i] == 'R' ? CF_PLAYER_HUMAN : CF_PLAYER_DETECTIVE;
      seats[i].remote = kinds[i] == 'R';
    }
  host = cf_net_host_new (edition, n, seats, NULL, seed, "K7QX9", &error);
  g_assert_no_error (error);
  g_assert_true (cf_net_host_listen (host, "127.0.0.1", 0, &error));
  g_assert_no_error (error);
  return host;
}

/* The person at @hot_seat's screen does what a Detective (@bot) would do
 * from the view the screen shows, as a person would: a card a Keeper showed
 * is seen first. Returns whether they acted. */
/* A game at the host's screen (Ann, Bob and a Detective), its @remote
 * seats played from other computers */
static inline CfNetHost *
cf_test_new_host_at_screen (guint64 seed, const gboolean *remote, CfGame **game, CfHotSeat **table)
{
  g_autoptr(GError) error = NULL;
  CfNetHost *host;

  *game = cf_test_new_table ("HHD", seed);
  *table = cf_hot_seat_new (*game);
  host = cf_net_host_new_for_hot_seat (*table, remote, "K7QX9", &error);
  g_assert_no_error (error);
  cf_hot_seat_set_bot_delay (*table, 0);
  g_assert_true (cf_net_host_listen (host, "127.0.0.1", 0, &error));
  g_assert_no_error (error);
  return host;
}

static inline gboolean
cf_test_person_acts (CfHotSeat *hot_seat, CfBot *bot)
{
  CfSeatView *view;
  g_autoptr(GError) error = NULL;
  g_autoptr(CfBotView) bot_view = NULL;
  CfAction action;

  if (cf_hot_seat_get_looking (hot_seat))
    cf_hot_seat_done_looking (hot_seat);
  view = cf_hot_seat_get_shown_view (hot_seat);
  if (view == NULL || !cf_hot_seat_get_viewer_acts (hot_seat))
    return FALSE;
  bot_view = cf_bot_view_new_from_view (view);
  g_assert_true (cf_bot_decide (bot, bot_view, &action, NULL, &error));
  return cf_seat_view_act (view, &action, &error);
}

static inline gboolean
cf_test_net_tick (gpointer data)
{
  return G_SOURCE_CONTINUE;
}

/* Runs the main loop until @condition holds or @seconds pass; whether it
 * holds */
static inline gboolean
cf_test_net_wait_for (gboolean (*condition) (gpointer), gpointer data, guint seconds)
{
  gint64 end = g_get_monotonic_time () + seconds * G_USEC_PER_SEC;
  /* Wakes the loop up, so that a wait whose condition never comes ends
   * (and fails) when nothing else happens any more */
  guint tick = g_timeout_add (100, cf_test_net_tick, NULL);

  while (!condition (data) && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (tick);
  return condition (data);
}

/* Under LeakSanitizer, whole stacks: tests/lsan.supp names libsoup's
 * frames, which a fast unwind through GLib never reaches. Call first in
 * main(): the test starts again with the option set. */
static inline void
cf_test_net_full_stacks (char **argv)
{
  const char *asan = g_getenv ("ASAN_OPTIONS");

  if (asan != NULL && strstr (asan, "detect_leaks=1") != NULL &&
      strstr (asan, "fast_unwind_on_malloc=0") == NULL)
    {
      g_autofree char *options = g_strconcat (asan, ":fast_unwind_on_malloc=0", NULL);

      g_setenv ("ASAN_OPTIONS", options, TRUE);
      execv ("/proc/self/exe", argv);
    }
}

G_END_DECLS
