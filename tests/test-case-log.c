/* test-case-log.c: reading, writing, validating and editing case logs
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <glib/gstdio.h>

#include "casefile-core.h"

#define HEADER                                                                                     \
  "{\"format\": \"casefile-log\", \"version\": 1, \"edition\": \"classic\", "                      \
  "\"players\": [{\"name\": \"Ann\", \"hand_size\": 6}, {\"name\": \"Bob\", \"hand_size\": 6}, "   \
  "{\"name\": \"Cleo\", \"hand_size\": 6}], \"me\": 0, "                                           \
  "\"my_cards\": [\"scarlet\", \"rope\", \"hall\", \"study\", \"knife\", \"plum\"], "

static CfCaseLog *
parse (const char *text, GError **error)
{
  g_autoptr(GBytes) bytes = g_bytes_new (text, strlen (text));
  return cf_case_log_new_from_bytes (bytes, error);
}

static void
test_round_trip (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CfCaseLog) log =
      parse (HEADER "\"events\": ["
                    "{\"type\": \"suggestion\", \"suggester\": 1, \"cards\": [\"green\", "
                    "\"wrench\", \"lounge\"], \"refuter\": 2},"
                    "{\"type\": \"suggestion\", \"suggester\": 0, \"cards\": [\"white\", "
                    "\"revolver\", \"library\"], \"refuter\": 1, \"shown\": \"library\"},"
                    "{\"type\": \"suggestion\", \"suggester\": 2, \"cards\": [\"mustard\", "
                    "\"rope\", \"kitchen\"], \"refuter\": null},"
                    "{\"type\": \"suggestion\", \"suggester\": 1, \"cards\": [\"white\", "
                    "\"rope\", \"kitchen\"], \"refuter\": 0, \"refused\": [2]},"
                    "{\"type\": \"accusation\", \"accuser\": 1, \"cards\": [\"peacock\", "
                    "\"candlestick\", \"ballroom\"], \"correct\": false},"
                    "{\"type\": \"reveal\", \"holder\": 2, \"card\": \"conservatory\"}]}",
             &error);
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(CfCaseLog) again = NULL;
  g_autoptr(GBytes) bytes_again = NULL;
  const CfEvent *event;

  g_assert_no_error (error);
  g_assert_cmpuint (cf_case_log_get_n_players (log), ==, 3);
  g_assert_cmpstr (cf_case_log_get_player_name (log, 2), ==, "Cleo");
  g_assert_cmpint (cf_case_log_get_me (log), ==, 0);
  g_assert_cmpuint (cf_case_log_get_n_my_cards (log), ==, 6);
  g_assert_cmpuint (cf_case_log_get_n_events (log), ==, 6);

  event = cf_case_log_get_event (log, 1);
  g_assert_cmpint (event->type, ==, CF_EVENT_SUGGESTION);
  g_assert_cmpint (event->refuter, ==, 1);
  g_assert_cmpint (event->shown, ==,
                   cf_edition_lookup_card (cf_case_log_get_edition (log), "library"));
  g_assert_cmpint (cf_case_log_get_event (log, 2)->refuter, ==, CF_NOBODY);
  /* Discover the Secrets: Cleo was asked and refused (a Keeper) */
  g_assert_cmphex (cf_case_log_get_event (log, 3)->refused, ==, 1u << 2);
  g_assert_cmphex (cf_case_log_get_event (log, 1)->refused, ==, 0);
  g_assert_false (cf_case_log_get_event (log, 4)->correct);
  g_assert_cmpint (cf_case_log_get_event (log, 5)->player, ==, 2);

  bytes = cf_case_log_to_bytes (log);
  again = cf_case_log_new_from_bytes (bytes, &error);
  g_assert_no_error (error);
  bytes_again = cf_case_log_to_bytes (again);
  g_assert_true (g_bytes_equal (bytes, bytes_again));
}

static void
test_inline_edition_round_trip (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) file = g_file_new_for_path (TEST_DATA_DIR "/examples/003.log.json");
  g_autoptr(CfCaseLog) log = cf_case_log_new_from_file (file, &error);
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(CfCaseLog) again = NULL;

  g_assert_no_error (error);
  g_assert_false (cf_edition_is_builtin (cf_case_log_get_edition (log)));
  g_assert_cmpint (cf_case_log_get_me (log), ==, -1);
  bytes = cf_case_log_to_bytes (log);
  again = cf_case_log_new_from_bytes (bytes, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (cf_edition_get_n_cards (cf_case_log_get_edition (again)), ==,
                    cf_edition_get_n_cards (cf_case_log_get_edition (log)));
  g_assert_cmpuint (cf_case_log_get_n_events (again), ==, cf_case_log_get_n_events (log));
}

typedef struct
{
  const char *text;
  const char *message;
} BadLog;

static void
test_invalid (void)
{
  const BadLog cases[] = {
    { "{\"format\": ", "not valid JSON" },
    { "[1, 2]", "expected an object" },
    { "{\"format\": \"other\", \"version\": 1}", "format: “other” is not a case log" },
    { "{\"format\": \"casefile-log\", \"version\": 2}", "version: version 2 is not supported" },
    { "{\"format\": \"casefile-log\"}", "version: missing" },
    { "{\"format\": \"casefile-log\", \"version\": 1, \"edition\": \"monopoly\"}",
      "edition: unknown edition “monopoly”" },
    { "{\"format\": \"casefile-log\", \"version\": 1, \"edition\": \"classic\", \"players\": "
      "[{\"name\": \"A\", \"hand_size\": 18}]}",
      "players: 1 players: a game has 2 to 8" },
    { "{\"format\": \"casefile-log\", \"version\": 1, \"edition\": \"classic\", \"players\": "
      "[{\"name\": \"A\", \"hand_size\": 9}, {\"name\": \"B\", \"hand_size\": \"9\"}]}",
      "players[1].hand_size: expected a whole number" },
    { "{\"format\": \"casefile-log\", \"version\": 1, \"edition\": \"classic\", \"players\": "
      "[{\"name\": \"A\", \"hand_size\": 9}, {\"name\": \"B\", \"hand_size\": 8}]}",
      "players: the hand sizes and the set-aside cards add up to 17" },
    { HEADER "\"events\": [{\"type\": \"suggestion\", \"suggester\": 1, \"cards\": [\"green\", "
             "\"knfe\", \"lounge\"], \"refuter\": 2}]}",
      "events[0].cards[1]: unknown card “knfe”" },
    { HEADER "\"events\": [{\"type\": \"suggestion\", \"suggester\": 3, \"cards\": [\"green\", "
             "\"knife\", \"lounge\"], \"refuter\": 2}]}",
      "events[0].suggester: player 3 does not exist" },
    { HEADER "\"events\": [{\"type\": \"suggestion\", \"suggester\": 1, \"cards\": [\"green\", "
             "\"plum\", \"lounge\"], \"refuter\": 2}]}",
      "events[0].cards[1]: a second suspect" },
    { HEADER "\"events\": [{\"type\": \"suggestion\", \"suggester\": 1, \"cards\": [\"green\", "
             "\"lounge\"], \"refuter\": 2}]}",
      "events[0].cards: name exactly three cards" },
    { HEADER "\"events\": [{\"type\": \"suggestion\", \"suggester\": 1, \"cards\": [\"green\", "
             "\"knife\", \"lounge\"], \"refuter\": 1}]}",
      "events[0].refuter: the suggester cannot refute their own suggestion" },
    { HEADER "\"events\": [{\"type\": \"suggestion\", \"suggester\": 0, \"cards\": [\"green\", "
             "\"knife\", \"lounge\"], \"refuter\": 1, \"shown\": \"rope\"}]}",
      "events[0].shown: the card shown is not one of the three named" },
    { HEADER "\"events\": [{\"type\": \"suggestion\", \"suggester\": 0, \"cards\": [\"green\", "
             "\"knife\", \"lounge\"], \"refuter\": 1, \"refused\": [2]}]}",
      "events[0].refused: player 2 was not asked to refute this suggestion" },
    { HEADER "\"events\": [{\"type\": \"suggestion\", \"suggester\": 0, \"cards\": [\"green\", "
             "\"knife\", \"lounge\"], \"refuter\": null, \"refused\": [5]}]}",
      "events[0].refused[0]: player 5 does not exist" },
    { HEADER "\"events\": [{\"type\": \"suggestion\", \"suggester\": 0, \"cards\": [\"green\", "
             "\"knife\", \"lounge\"]}]}",
      "events[0].refuter: missing" },
    { HEADER "\"events\": [{\"type\": \"accusation\", \"accuser\": 0, \"cards\": [\"green\", "
             "\"knife\", \"lounge\"], \"correct\": \"no\"}]}",
      "events[0].correct: expected true or false" },
    { HEADER
      "\"events\": [{\"type\": \"reveal\", \"holder\": \"set-aside\", \"card\": \"lounge\"}]}",
      "events[0].holder: no cards are set aside" },
    { HEADER "\"events\": [{\"type\": \"rumour\"}]}",
      "events[0].type: unknown event type “rumour”" },
    { HEADER "\"events\": [{\"type\": \"reveal\", \"holder\": 1}]}", "events[0].card: missing" },
    { "{\"format\": \"casefile-log\", \"version\": 1, \"edition\": \"classic\", \"players\": "
      "[{\"name\": \"A\", \"hand_size\": 9}, {\"name\": \"B\", \"hand_size\": 9}], \"me\": 0, "
      "\"my_cards\": [\"rope\"]}",
      "my_cards: 1 cards listed, but the hand size of player 0 is 9" },
    { "{\"format\": \"casefile-log\", \"version\": 1, \"edition\": {\"id\": \"x\", \"suspects\": "
      "[\"a\", \"a\"], \"weapons\": [\"b\"], \"rooms\": [\"c\"]}}",
      "edition.suspects[1]: the card id “a” is used twice" },
    /* Not JSON, though json-glib's own parser took them. */
    { "{\"format\": \"casefile-log\", /* a comment */ \"version\": 1}",
      "not valid JSON: line 1, column 28: expected a member name in quotes" },
    { "{\"format\": \"casefile-log\", \"version\": 0x1}",
      "not valid JSON: line 1, column 40: a number is malformed" },
    { "{\"format\": \"casefile-log\", \"version\": $1}",
      "not valid JSON: line 1, column 39: expected a value" },
    { "{\"format\": \"casefile-log\", \"version\": 1}\n{\"format\": \"casefile-log\"}",
      "not valid JSON: line 2, column 1: more text after the end of the document" },
    { "{\"format\": \"casefile-log\",\n \"version\": 01}",
      "not valid JSON: line 2, column 14: a number is malformed" },
    { "{\"format\": \"casefile-log\", \"version\": 1, \"x\": \"\\ud800\"}", "a lone surrogate" },
    { "{\"format\": \"casefile-log\", \"version\": 1, \"x\": \"a\tb\"}",
      "line 1, column 49: a string holds a control character" },
    { "\xef\xbb\xbf[1, 2]", "expected an object" },
    { "{\"a\": \"\xff\"}", "line 1, column 8: not UTF-8 text" },
    { "", "the file is empty" },
    { " \n ", "the file is empty" },
    /* What the file says is quoted on one line, however it is written. */
    { HEADER "\"events\": [{\"type\": \"suggestion\", \"suggester\": 1, \"cards\": [\"green\", "
             "\"kn\\nife\", \"lounge\"], \"refuter\": 2}]}",
      "events[0].cards[1]: unknown card “kn\\nife”" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(CfCaseLog) log = parse (cases[i].text, &error);

      g_assert_null (log);
      g_assert_error (error, CF_ERROR, CF_ERROR_INVALID);
      if (strstr (error->message, cases[i].message) == NULL)
        g_error ("case %u: “%s” does not contain “%s”", i, error->message, cases[i].message);
      g_assert_null (strchr (error->message, '\n'));
    }
}

/* Issue 22: a missing or misspelt member was read as absent ("evnets": a
 * log with no events). Every object of the file has a fixed set of
 * members, and "events" is required. */
static void
test_members (void)
{
  const BadLog cases[] = {
    { HEADER "\"evnets\": []}", "evnets: unknown member" },
    { HEADER "\"set_aside\": 0}", "events: missing" },
    { HEADER "\"events\": null}", "events: expected an array" },
    { HEADER "\"events\": {}}", "events: expected an array" },
    { HEADER "\"events\": [], \"note\": \"x\"}", "note: unknown member" },
    { "{\"format\": \"casefile-log\", \"version\": 1, \"edition\": \"classic\", \"players\": "
      "[{\"name\": \"A\", \"hand_size\": 9}, {\"name\": \"B\", \"hand_sise\": 9}], "
      "\"events\": []}",
      "players[1].hand_sise: unknown member" },
    { HEADER "\"events\": [{\"type\": \"suggestion\", \"suggester\": 1, \"cards\": [\"green\", "
             "\"knife\", \"lounge\"], \"refuter\": 2, \"shwon\": \"knife\"}]}",
      "events[0].shwon: unknown member" },
    { HEADER "\"events\": [{\"type\": \"suggestion\", \"suggester\": 1, \"cards\": [\"green\", "
             "\"knife\", \"lounge\"], \"refuter\": 2, \"correct\": false}]}",
      "events[0].correct: unknown member" },
    { HEADER "\"events\": [{\"type\": \"accusation\", \"accuser\": 0, \"cards\": [\"green\", "
             "\"knife\", \"lounge\"], \"correct\": false, \"refuter\": null}]}",
      "events[0].refuter: unknown member" },
    { HEADER "\"events\": [{\"type\": \"reveal\", \"holder\": 1, \"card\": \"lounge\", "
             "\"shown\": \"lounge\"}]}",
      "events[0].shown: unknown member" },
    { "{\"format\": \"casefile-log\", \"version\": 1, \"edition\": {\"id\": \"x\", \"suspects\": "
      "[\"a\"], \"weapons\": [\"b\"], \"rooms\": [\"c\"], \"room\": [\"d\"]}, \"events\": []}",
      "edition.room: unknown member" },
    /* The member's name is quoted on one line */
    { HEADER "\"events\": [], \"a\\nb\": 1}", "a\\nb: unknown member" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(CfCaseLog) log = parse (cases[i].text, &error);

      if (log != NULL)
        g_error ("case %u was read as a valid log", i);
      g_assert_error (error, CF_ERROR, CF_ERROR_INVALID);
      if (strstr (error->message, cases[i].message) == NULL)
        g_error ("case %u: “%s” does not contain “%s”", i, error->message, cases[i].message);
      g_assert_null (strchr (error->message, '\n'));
    }

  /* What Casefile writes has only known members, and "events" even when
   * empty; "me", "my_cards", "set_aside" and "shown" may still be absent
   * or null, as older files have them. */
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(CfCaseLog) log = parse (HEADER "\"events\": []}", &error);
    g_autoptr(CfCaseLog) onlooker = NULL;
    g_autoptr(CfCaseLog) again = NULL;
    g_autoptr(GBytes) bytes = NULL;

    g_assert_no_error (error);
    bytes = cf_case_log_to_bytes (log);
    again = cf_case_log_new_from_bytes (bytes, &error);
    g_assert_no_error (error);
    g_assert_nonnull (strstr (g_bytes_get_data (bytes, NULL), "\"events\""));

    onlooker = parse ("{\"format\": \"casefile-log\", \"version\": 1, \"edition\": \"classic\", "
                      "\"players\": [{\"name\": \"A\", \"hand_size\": 9}, {\"name\": \"B\", "
                      "\"hand_size\": 9}], \"set_aside\": null, \"me\": null, \"my_cards\": null, "
                      "\"events\": [{\"type\": \"suggestion\", \"suggester\": 1, \"cards\": "
                      "[\"green\", \"knife\", \"lounge\"], \"refuter\": 0, \"shown\": null}]}",
                      &error);
    g_assert_no_error (error);
    g_assert_cmpuint (cf_case_log_get_n_events (onlooker), ==, 1);
  }
}

static void
test_too_large (void)
{
  gsize size = 16 * 1024 * 1024 + 10;
  char *text = g_malloc (size);
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(CfCaseLog) log = NULL;

  memset (text, ' ', size);
  text[0] = '{';
  text[size - 1] = '}';
  bytes = g_bytes_new_take (text, size);
  log = cf_case_log_new_from_bytes (bytes, &error);
  g_assert_null (log);
  g_assert_error (error, CF_ERROR, CF_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "16 MiB"));
}

static void
test_deep_nesting (void)
{
  /* 100,000 nested arrays overflowed the stack of json-glib's parser. */
  gsize size = 200000;
  char *text = g_malloc (size);
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(CfCaseLog) log = NULL;

  memset (text, '[', size / 2);
  memset (text + size / 2, ']', size / 2);
  bytes = g_bytes_new_take (text, size);
  log = cf_case_log_new_from_bytes (bytes, &error);
  g_assert_null (log);
  g_assert_error (error, CF_ERROR, CF_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, "not valid JSON: line 1, column 65: nested too deeply");
}

static void
test_huge_notebook (void)
{
  /* 100,000 entries (a notebook far beyond any game) save under the
   * limit and open again; pretty-printed they were 17 MB, over it. */
  g_autoptr(GError) error = NULL;
  g_autoptr(CfCaseLog) log = parse (HEADER "\"events\": []}", &error);
  g_autofree char *dir = g_dir_make_tmp ("casefile-test-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "notebook.json", NULL);
  g_autofree char *backup = g_strconcat (path, "~", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(CfCaseLog) again = NULL;
  CfEdition *edition = cf_case_log_get_edition (log);
  guint      n_cards = cf_edition_get_n_cards (edition);
  GStatBuf   st;

  g_assert_no_error (error);
  for (guint i = 0; i < 100000; i++)
    {
      int     cards[3], found = 0;
      CfEvent event;

      for (guint c = 0; c < n_cards && found < 3; c++)
        if (cf_edition_get_card_category (edition, (c + i) % n_cards) == (CfCategory)found)
          cards[found++] = (c + i) % n_cards;
      /* The longest kind: someone else shows the owner a card. */
      cf_event_init_suggestion (&event, 0, cards[0], cards[1], cards[2], 1 + i % 2, cards[i % 3]);
      g_assert_true (cf_case_log_append_event (log, &event, &error));
    }
  g_assert_true (cf_case_log_save (log, file, &error));
  g_assert_no_error (error);
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_test_message ("100,000 entries: %.1f MB", st.st_size / 1e6);
  g_assert_cmpint (st.st_size, <, CF_CASE_LOG_MAX_SIZE);
  again = cf_case_log_new_from_file (file, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (cf_case_log_get_n_events (again), ==, 100000);
  g_unlink (path);
  g_unlink (backup);
  g_rmdir (dir);
}

static void
on_events_changed (CfCaseLog *log, guint position, guint removed, guint added, GString *record)
{
  g_string_append_printf (record, "%u-%u+%u;", position, removed, added);
}

static void
test_editing (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CfCaseLog) log = parse (HEADER "\"events\": []}", &error);
  g_autoptr(GString) record = g_string_new (NULL);
  CfEdition *edition;
  CfEvent    event, bad;
  int        green, knife, lounge;

  g_assert_no_error (error);
  edition = cf_case_log_get_edition (log);
  green = cf_edition_lookup_card (edition, "green");
  knife = cf_edition_lookup_card (edition, "knife");
  lounge = cf_edition_lookup_card (edition, "lounge");
  g_signal_connect (log, "events-changed", G_CALLBACK (on_events_changed), record);

  cf_event_init_suggestion (&event, 1, green, knife, lounge, 2, CF_NO_CARD);
  g_assert_true (cf_case_log_append_event (log, &event, &error));
  cf_event_init_reveal (&event, 2, lounge);
  g_assert_true (cf_case_log_insert_event (log, 0, &event, &error));
  cf_event_init_accusation (&event, 0, green, knife, lounge, FALSE);
  g_assert_true (cf_case_log_replace_event (log, 1, &event, &error));
  g_assert_no_error (error);
  g_assert_cmpint (cf_case_log_get_event (log, 1)->type, ==, CF_EVENT_ACCUSATION);
  g_assert_cmpint (cf_case_log_get_event (log, 0)->type, ==, CF_EVENT_REVEAL);

  /* A malformed event is refused and changes nothing */
  cf_event_init_suggestion (&bad, 1, green, green, lounge, 2, CF_NO_CARD);
  g_assert_false (cf_case_log_append_event (log, &bad, &error));
  g_assert_error (error, CF_ERROR, CF_ERROR_INVALID);
  g_clear_error (&error);
  cf_event_init_suggestion (&bad, 1, green, knife, lounge, 1, CF_NO_CARD);
  g_assert_false (cf_case_log_replace_event (log, 0, &bad, &error));
  g_assert_error (error, CF_ERROR, CF_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_cmpuint (cf_case_log_get_n_events (log), ==, 2);

  cf_case_log_remove_event (log, 0);
  g_assert_cmpuint (cf_case_log_get_n_events (log), ==, 1);
  g_assert_cmpstr (record->str, ==, "0-0+1;0-0+1;1-1+1;0-1+0;");
}

static void
test_save_atomic (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("casefile-test-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "notebook.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(CfCaseLog) log = parse (HEADER "\"events\": []}", &error);
  g_autoptr(CfCaseLog) loaded = NULL;
  g_autoptr(CfCaseLog) damaged = NULL;
  g_autofree char *contents = NULL;

  g_assert_no_error (error);
  g_assert_true (cf_case_log_save (log, file, &error));
  g_assert_no_error (error);
  loaded = cf_case_log_new_from_file (file, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (cf_case_log_get_n_players (loaded), ==, 3);

  /* A damaged file is reported with its place and leaves the file as it is */
  g_assert_true (g_file_set_contents (
      path, "{\"format\": \"casefile-log\", \"version\": 1, \"edition\": 7}", -1, NULL));
  damaged = cf_case_log_new_from_file (file, &error);
  g_assert_null (damaged);
  g_assert_error (error, CF_ERROR, CF_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "edition"));
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, "{\"format\": \"casefile-log\", \"version\": 1, \"edition\": 7}");

  g_unlink (path);
  g_rmdir (dir);
}

/* Who was asked to show a card, the one core rule that says who may have
 * refused: one after the suggester, before the refuter, clockwise (all
 * but the suggester when nobody showed), for every table, suggester,
 * refuter and player; a log may say that those, and only those, refused,
 * and nothing follows about a refuser's cards. */
static void
test_who_was_asked (void)
{
  g_autoptr(CfEdition) edition = cf_edition_lookup_builtin ("classic");
  int named[3];

  for (guint n = 3; n <= CF_MAX_PLAYERS; n++)
    for (int suggester = 0; suggester < (int)n; suggester++)
      for (int refuter = -1; refuter < (int)n; refuter++)
        for (int player = 0; player < (int)n; player++)
          {
            int      to_player = (player - suggester + (int)n) % (int)n;
            int      to_refuter = refuter < 0 ? (int)n : (refuter - suggester + (int)n) % (int)n;
            gboolean asked = to_player > 0 && to_player < to_refuter;

            if (refuter == suggester)
              continue;
            g_assert_cmpint (cf_suggestion_asks (n, suggester, refuter, player), ==, asked);
          }

  for (CfCategory c = 0; c < CF_N_CATEGORIES; c++)
    named[c] = cf_edition_get_first_card_of (edition, c);
  for (int refuter = -1; refuter < 5; refuter++)
    for (int player = 0; player < 5; player++)
      {
        static const char *names[] = { "A", "B", "C", "D", "E" };
        guint              sizes[5] = { 4, 4, 4, 3, 3 };
        g_autoptr(CfCaseLog) log = NULL;
        g_autoptr(GError) error = NULL;
        CfEvent  event;
        gboolean asked = cf_suggestion_asks (5, 0, refuter, player);

        if (refuter == 0)
          continue;
        log = cf_case_log_new (edition, 5, names, sizes, 0, -1, NULL, &error);
        g_assert_no_error (error);
        cf_event_init_suggestion (&event, 0, named[0], named[1], named[2], refuter, CF_NO_CARD);
        event.refused = 1u << player;
        g_assert_cmpint (cf_case_log_append_event (log, &event, &error), ==, asked);
        if (!asked)
          {
            g_assert_error (error, CF_ERROR, CF_ERROR_INVALID);
            continue;
          }
        g_assert_no_error (error);
        {
          /* A refuser may hold any of the cards named */
          g_autoptr(CfDeduction) deduction = cf_deduction_new (log, NULL, &error);

          g_assert_no_error (error);
          for (guint k = 0; k < 3; k++)
            g_assert_cmpint (cf_deduction_get_status (deduction, named[k], player), ==,
                             CF_CELL_MAYBE);
        }
      }
}

int
main (int argc, char *argv[])
{
  cf_init_i18n ();
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/casefile/case-log/round-trip", test_round_trip);
  g_test_add_func ("/casefile/case-log/who-was-asked", test_who_was_asked);
  g_test_add_func ("/casefile/case-log/inline-edition", test_inline_edition_round_trip);
  g_test_add_func ("/casefile/case-log/invalid", test_invalid);
  g_test_add_func ("/casefile/case-log/members", test_members);
  g_test_add_func ("/casefile/case-log/too-large", test_too_large);
  g_test_add_func ("/casefile/case-log/deep-nesting", test_deep_nesting);
  g_test_add_func ("/casefile/case-log/huge-notebook", test_huge_notebook);
  g_test_add_func ("/casefile/case-log/editing", test_editing);
  g_test_add_func ("/casefile/case-log/save", test_save_atomic);

  return g_test_run ();
}
