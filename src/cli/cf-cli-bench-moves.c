/* cf-cli-bench-moves.c: casefile-cli bench --moves: how long finding
 * where a roll can take a token takes, per board and roll, worst cases
 * included (two dice and Keepers that add six on the 2008 board)
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "cf-cli-private.h"

#define MOVES_PER_ROLL 400

/* A random place a token may stand: a corridor square or a room */
static CfPlace
random_place (CfBoard *board, GRand *rand)
{
  guint width = cf_board_get_width (board), height = cf_board_get_height (board);

  for (;;)
    {
      CfPlace place = g_rand_int_range (rand, 0, cf_board_get_n_places (board));
      if (place >= (CfPlace)(width * height) ||
          cf_board_get_kind (board, place % width, place / width) == CF_SQUARE_CORRIDOR)
        return place;
    }
}

int
cf_cli_bench_moves (guint seed, gboolean json)
{
  g_autoptr(GListModel) editions = cf_edition_get_builtin (NULL);
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  json_builder_begin_array (builder);
  if (!json)
    /* Translators: the header of a table of timings; keep the columns */
    g_print ("%s\n", _("edition                roll  p50 µs  max µs  ends"));
  for (guint e = 0; e < g_list_model_get_n_items (editions); e++)
    {
      g_autoptr(CfEdition) edition = g_list_model_get_item (editions, e);
      g_autoptr(CfBoard) board = cf_board_lookup_builtin (edition);
      const CfRules       *rules = cf_edition_get_rules (edition);
      g_autofree gboolean *occupied = NULL;
      guint                max_roll = cf_edition_get_max_roll (edition);
      CfMoveRules          move;
      CfReach              reach = { 0 };

      if (board == NULL)
        continue;
      cf_move_rules_init (&move, rules, CF_PLACE_NONE);
      occupied = g_new (gboolean, cf_board_get_n_places (board));
      for (guint roll = 1; roll <= max_roll; roll++)
        {
          g_autoptr(GArray) times = g_array_new (FALSE, FALSE, sizeof (double));
          guint64 ends = 0;

          for (guint i = 0; i < MOVES_PER_ROLL; i++)
            {
              CfPlace from = random_place (board, rand);
              gint64  start;
              double  us;

              memset (occupied, 0, sizeof (gboolean) * cf_board_get_n_places (board));
              if (rules->tokens != CF_TOKENS_SHARE)
                for (guint k = 0; k < 5; k++)
                  {
                    CfPlace other = random_place (board, rand);
                    if (other != from && !cf_board_place_is_room (board, other))
                      occupied[other] = TRUE;
                  }
              start = g_get_monotonic_time ();
              cf_board_reach (board, from, roll, occupied, &move, &reach);
              us = (double)(g_get_monotonic_time () - start);
              ends += reach.squares->len;
              g_array_append_val (times, us);
            }
          g_array_sort (times, cf_cli_compare_doubles);
          if (json)
            {
              json_builder_begin_object (builder);
              json_builder_set_member_name (builder, "edition");
              json_builder_add_string_value (builder, cf_edition_get_id (edition));
              json_builder_set_member_name (builder, "roll");
              json_builder_add_int_value (builder, roll);
              json_builder_set_member_name (builder, "p50_us");
              json_builder_add_double_value (builder, cf_cli_percentile (times, 0.5));
              json_builder_set_member_name (builder, "max_us");
              json_builder_add_double_value (builder, cf_cli_percentile (times, 1.0));
              json_builder_end_object (builder);
            }
          else
            g_print ("%-22s %4u %7.1f %7.1f %5.1f\n", cf_edition_get_id (edition), roll,
                     cf_cli_percentile (times, 0.5), cf_cli_percentile (times, 1.0),
                     (double)ends / MOVES_PER_ROLL);
        }
      cf_reach_clear (&reach);
    }
  json_builder_end_array (builder);
  if (json)
    {
      g_autoptr(JsonNode) root = json_builder_get_root (builder);
      cf_cli_print_json (root);
    }
  return 0;
}
