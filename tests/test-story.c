/* test-story.c: the public story of a game, as a list model, in the words
 * of the table
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "casefile-core.h"
#include "cf-test-game.h"

static void
on_items_changed (GListModel *model, guint position, guint removed, guint added, guint *count)
{
  g_assert_cmpuint (removed, ==, 0);
  g_assert_cmpuint (position + added, ==, g_list_model_get_n_items (model));
  *count += added;
}

static void
test_story_follows_game (void)
{
  /* A whole bot game: the story has one entry per record, each added as it
   * happened, and speaks of rooms and places, never of square numbers. */
  g_autoptr(CfEdition) edition = cf_edition_lookup_builtin ("classic");
  g_autoptr(CfGame) game = cf_test_new_table ("DBMD", 21);
  g_autoptr(CfStory) story = cf_story_new (game);
  g_autoptr(CfHotSeat) hot_seat = cf_hot_seat_new (game);
  guint  initial = g_list_model_get_n_items (G_LIST_MODEL (story));
  guint  added = 0, corridor = 0, entered = 0;
  gint64 give_up = g_get_monotonic_time () + 120 * G_USEC_PER_SEC;

  g_assert_true (g_list_model_get_item_type (G_LIST_MODEL (story)) == CF_TYPE_STORY_ENTRY);
  g_signal_connect (story, "items-changed", G_CALLBACK (on_items_changed), &added);
  cf_hot_seat_set_bot_delay (hot_seat, 0);
  while (cf_game_get_phase (game) != CF_PHASE_OVER)
    {
      g_assert_cmpint (g_get_monotonic_time (), <, give_up);
      g_main_context_iteration (NULL, TRUE);
    }

  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (story)), ==,
                    cf_game_get_n_records (game));
  g_assert_cmpuint (initial + added, ==, cf_game_get_n_records (game));
  for (guint i = 0; i < cf_game_get_n_records (game); i++)
    {
      g_autoptr(CfStoryEntry) entry = g_list_model_get_item (G_LIST_MODEL (story), i);
      const CfRecord *record = cf_game_get_record (game, i);
      const char     *text = cf_story_entry_get_text (entry);

      g_assert_cmpint (cf_story_entry_get_kind (entry), ==, record->kind);
      g_assert_cmpint (cf_story_entry_get_is_turn (entry), ==, record->kind == CF_RECORD_TURN);
      if (record->kind != CF_RECORD_MOVE)
        continue;
      /* No numbers on a move: places are named by rooms. */
      for (const char *p = text; *p; p++)
        g_assert_false (g_ascii_isdigit (*p));
      g_assert_null (strstr (text, "square"));
      if (strstr (text, " entered a room: ") != NULL)
        entered++;
      else
        {
          g_assert_true (strstr (text, " moved along the corridor near a room: ") != NULL ||
                         strstr (text, " moved to a door of a room: ") != NULL);
          corridor++;
        }
    }
  g_assert_cmpuint (corridor, >, 0);
  g_assert_cmpuint (entered, >, 0);
  g_assert_null (g_list_model_get_item (G_LIST_MODEL (story), cf_game_get_n_records (game)));
}

static void
test_corridor_named_by_room (void)
{
  /* Miss Scarlet starts below the Lounge: one step is by the Lounge. */
  g_autoptr(CfEdition) edition = cf_edition_lookup_builtin ("classic");
  g_autoptr(CfGame) game = cf_test_new_table ("HBB", 1);
  g_autoptr(CfStory) story = cf_story_new (game);
  g_autoptr(CfStoryEntry) entry = NULL;

  cf_game_set_next_roll (game, 1);
  g_assert_true (cf_game_roll (game, NULL));
  g_assert_true (
      cf_game_move (game, g_array_index (cf_game_get_reach (game)->squares, CfPlace, 0), NULL));
  entry = g_list_model_get_item (G_LIST_MODEL (story),
                                 g_list_model_get_n_items (G_LIST_MODEL (story)) - 1);
  g_assert_cmpstr (cf_story_entry_get_text (entry), ==,
                   "Ann moved along the corridor near a room: Lounge");
}

static void
test_hand_in_one_sentence (void)
{
  /* The end of a game tells each hand as one whole sentence. */
  g_autoptr(CfEdition) edition = cf_edition_lookup_builtin ("classic");
  g_autoptr(CfGame) game = cf_test_new_table ("HBBBBB", 4);
  CfCaseLog       *ann = cf_game_get_case_log (game, 0);
  g_autofree char *held = cf_game_describe_hand (game, 0);
  g_autofree char *expected = NULL;

  /* 18 cards, 3 in the envelope: three each for six players. */
  g_assert_cmpuint (cf_case_log_get_n_my_cards (ann), ==, 3);
  expected = g_strdup_printf ("Ann held %s, %s and %s.",
                              cf_edition_get_card_name (edition, cf_case_log_get_my_card (ann, 0)),
                              cf_edition_get_card_name (edition, cf_case_log_get_my_card (ann, 1)),
                              cf_edition_get_card_name (edition, cf_case_log_get_my_card (ann, 2)));
  g_assert_cmpstr (held, ==, expected);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/casefile/story/follows-game", test_story_follows_game);
  g_test_add_func ("/casefile/story/corridor-named-by-room", test_corridor_named_by_room);
  g_test_add_func ("/casefile/story/hand-in-one-sentence", test_hand_in_one_sentence);
  return g_test_run ();
}
