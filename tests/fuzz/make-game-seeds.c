/* make-game-seeds.c: saved games (and their seats' case logs) from bot games,
 * for the seed corpora of fuzz-game and fuzz-case-log
 *
 *   make-game-seeds DIR
 *
 * Plays a few classic and Discover the Secrets games between bots (3 to 6 seats, one seat a
 * person's so its kind is saved too) and writes DIR/game/<seats>p-<seed>-<when>.json early,
 * mid-game and at the end, DIR/case-log/<seats>p-<seed>-seat0.json from the end, and
 * DIR/bot-view/<seats>p-<seed>-<when>.json, the view a bot decided from early and mid-game (what a
 * remote bot is sent, cf-net-codec). The same seeds always give the same files.
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <stdio.h>
#include <stdlib.h>

#include <json-glib/json-glib.h>

#include "casefile-core.h"

/* Seeds are written without indentation (a fuzzer should mutate the
 * content, not the spaces) and kept small: a smaller input runs faster. */
#define MAX_SEED_SIZE (32 * 1024)

static GBytes *
compact (GBytes *bytes)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(GError) error = NULL;
  char *data;
  gsize size;

  if (!json_parser_load_from_data (parser, g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes),
                                   &error))
    g_error ("%s", error->message);
  json_generator_set_root (generator, json_parser_get_root (parser));
  data = json_generator_to_data (generator, &size);
  return g_bytes_new_take (data, size);
}

static void
write_bytes (const char *dir, const char *kind, const char *name, GBytes *bytes)
{
  g_autofree char *folder = g_build_filename (dir, kind, NULL);
  g_autofree char *path = g_build_filename (folder, name, NULL);
  g_autoptr(GError) error = NULL;
  gsize       size;
  const char *data = g_bytes_get_data (bytes, &size);

  g_mkdir_with_parents (folder, 0755);
  if (!g_file_set_contents (path, data, size, &error))
    g_error ("%s", error->message);
  printf ("%s (%zu bytes)\n", path, size);
}

/* The game as its seat 1 may know it, as a host sends it to a window */
static void
write_copy (const char *dir, const char *name, CfGame *game)
{
  g_autoptr(JsonNode) copy = cf_game_seat_copy (game, 1);
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  gsize size;
  char *data;

  json_generator_set_root (generator, copy);
  data = json_generator_to_data (generator, &size);
  {
    g_autoptr(GBytes) bytes = g_bytes_new_take (data, size);

    write_bytes (dir, "seat-copy", name, bytes);
  }
}

static void
play (const char *dir, const char *edition_id, guint n_seats, guint64 seed)
{
  CfEdition  *edition = cf_edition_lookup_builtin (edition_id);
  CfSeatSetup setup[CF_GAME_MAX_SEATS];
  CfBot      *bots[CF_GAME_MAX_SEATS];
  g_autoptr(GError) error = NULL;
  g_autoptr(CfGame) game = NULL;
  g_autoptr(GBytes) late = NULL;
  g_autoptr(GBytes) log_bytes = NULL;
  g_autofree char *prefix =
      g_str_equal (edition_id, "classic")
          ? g_strdup_printf ("%up-%" G_GUINT64_FORMAT, n_seats, seed)
          : g_strdup_printf ("%s-%up-%" G_GUINT64_FORMAT, edition_id, n_seats, seed);
  g_autofree char *name = NULL;
  guint            actions = 0;
  gboolean         wrote_early = FALSE, wrote_mid = FALSE;

  for (guint i = 0; i < n_seats; i++)
    {
      setup[i] = (CfSeatSetup){ .suspect = i,
                                .name = NULL,
                                .kind = i == 0 ? CF_PLAYER_HUMAN : CF_PLAYER_BEGINNER + i % 3 };
      bots[i] = cf_bot_new (i == 0 ? CF_PLAYER_DETECTIVE : setup[i].kind, seed + i);
    }
  if (!(game = cf_game_new (edition, n_seats, setup, seed, &error)))
    g_error ("%s", error->message);

  while (cf_game_get_phase (game) != CF_PHASE_OVER && cf_game_get_turn (game) <= 200)
    {
      int seat = cf_game_get_acting_seat (game);
      g_autoptr(CfBotView) view = cf_bot_view_new (game, seat);
      g_autoptr(GBytes) saved = NULL;
      g_autoptr(GBytes) bytes = NULL;
      CfAction action;

      if (!cf_bot_decide (bots[seat], view, &action, NULL, &error) ||
          !cf_game_apply (game, &action, &error))
        g_error ("%s", error->message);
      actions++;
      saved = cf_game_to_bytes (game);
      bytes = compact (saved);

      /* Early: in the first rounds; mid-game: once a suggestion waits for a
       * refutation, the state with the most in flight. */
      if (!wrote_early && actions >= 3 * n_seats)
        {
          g_autofree char *early = g_strconcat (prefix, "-early.json", NULL);
          g_autoptr(GBytes) view_bytes = cf_bot_view_to_bytes (view);

          write_bytes (dir, "game", early, bytes);
          write_bytes (dir, "bot-view", early, view_bytes);
          write_copy (dir, early, game);
          wrote_early = TRUE;
        }
      if (!wrote_mid && cf_game_get_turn (game) >= 4 * n_seats &&
          cf_game_get_phase (game) == CF_PHASE_REFUTE)
        {
          g_autofree char *mid = g_strconcat (prefix, "-mid.json", NULL);
          g_autoptr(GBytes) view_bytes = cf_bot_view_to_bytes (view);

          write_bytes (dir, "game", mid, bytes);
          write_bytes (dir, "bot-view", mid, view_bytes);
          write_copy (dir, mid, game);
          wrote_mid = TRUE;
        }
      if (g_bytes_get_size (bytes) <= MAX_SEED_SIZE)
        {
          g_clear_pointer (&late, g_bytes_unref);
          late = g_steal_pointer (&bytes);
        }
    }

  /* The end of a long game is too large a seed: the last state that was
   * small enough instead. */
  {
    g_autoptr(GBytes) saved = cf_game_to_bytes (game);
    g_autoptr(GBytes) end = compact (saved);

    if (cf_game_get_phase (game) == CF_PHASE_OVER && late != NULL && g_bytes_equal (late, end))
      name = g_strconcat (prefix, "-end.json", NULL);
    else
      name = g_strconcat (prefix, "-late.json", NULL);
  }
  write_bytes (dir, "game", name, late);
  write_copy (dir, name, game);

  {
    g_autoptr(GBytes) saved = cf_case_log_to_bytes (cf_game_get_case_log (game, 0));
    log_bytes = compact (saved);
  }
  g_free (name);
  name = g_strconcat (prefix, "-seat0.json", NULL);
  write_bytes (dir, "case-log", name, log_bytes);

  for (guint i = 0; i < n_seats; i++)
    g_object_unref (bots[i]);
}

int
main (int argc, char *argv[])
{
  if (argc != 2)
    {
      fprintf (stderr, "Usage: %s DIR\n", argv[0]);
      return 2;
    }
  play (argv[1], "classic", 3, 1);
  play (argv[1], "classic", 4, 2);
  play (argv[1], "classic", 5, 4);
  play (argv[1], "classic", 6, 3);
  /* The pool, the Intrigue deck, Keepers in hand */
  play (argv[1], "discover-the-secrets", 4, 5);
  play (argv[1], "discover-the-secrets", 6, 6);
  return 0;
}
