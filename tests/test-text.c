/* test-text.c: sentences that read in the UI's direction (cf-text.c)
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "casefile-core.h"
#include "cf-test-game.h"

#define FSI "\xe2\x81\xa8"
#define PDI "\xe2\x81\xa9"
#define LRM "\xe2\x80\x8e"
#define RLM "\xe2\x80\x8f"

/* Each test leaves the process as the CLI has it: no marks */
static void
marks_off (gpointer data)
{
  cf_text_set_marks (CF_TEXT_MARKS_NONE);
}

static void
test_plain_without_marks (void)
{
  g_autofree char *line = NULL;
  g_autofree char *isolated = NULL;
  g_autofree char *marked = NULL;

  /* Files, the CLI and the network get the words alone */
  g_assert_cmpint (cf_text_get_marks (), ==, CF_TEXT_MARKS_NONE);
  line = cf_text_printf ("%1$s rolled %2$d (%3$s, 100%%)", "Alice", 5, "/tmp/a b");
  g_assert_cmpstr (line, ==, "Alice rolled 5 (/tmp/a b, 100%)");
  isolated = cf_text_isolate ("Alice");
  g_assert_cmpstr (isolated, ==, "Alice");
  marked = cf_text_line ("Alice, Bob");
  g_assert_cmpstr (marked, ==, "Alice, Bob");
}

static void
test_names_isolated (void)
{
  g_autofree char *rtl = NULL;
  g_autofree char *ltr = NULL;
  g_autofree char *odd = NULL;
  g_autofree char *nested = NULL;
  g_autofree char *isolated = NULL;
  g_autofree char *list = NULL;
  g_autofree char *twice = NULL;

  g_test_queue_destroy (marks_off, NULL);
  cf_text_set_marks (CF_TEXT_MARKS_RTL);
  /* Every string quoted isolated, numbers and the rest as they were, the
   * right-to-left mark first */
  rtl = cf_text_printf ("%1$s rolled %2$d: %3$s", "Alice", 5, "דנה");
  g_assert_cmpstr (rtl, ==, RLM FSI "Alice" PDI " rolled 5: " FSI "דנה" PDI);
  /* Widths, precisions, percent signs and characters keep their meaning */
  odd = cf_text_printf ("%-4s|%.2s|%c|%%s|%u%%", "ab", "xyz", 'q', 7u);
  g_assert_cmpstr (odd, ==, RLM FSI "ab  " PDI "|" FSI "xy" PDI "|q|%s|7%");
  /* A sentence in a sentence reads in the UI's direction: its mark first */
  nested = cf_text_printf ("Entry %1$u: %2$s", 3u, rtl);
  g_assert_cmpstr (nested, ==,
                   RLM "Entry 3: " FSI RLM FSI "Alice" PDI " rolled 5: " FSI "דנה" PDI PDI);
  isolated = cf_text_isolate ("/home/ann/x.caselog");
  g_assert_cmpstr (isolated, ==, FSI "/home/ann/x.caselog" PDI);
  list = cf_text_line (FSI "Alice" PDI ", " FSI "Bob" PDI);
  g_assert_cmpstr (list, ==, RLM FSI "Alice" PDI ", " FSI "Bob" PDI);
  /* One mark is enough */
  twice = cf_text_line (list);
  g_assert_cmpstr (twice, ==, list);

  cf_text_set_marks (CF_TEXT_MARKS_LTR);
  ltr = cf_text_printf ("%s is thinking…", "דנה");
  g_assert_cmpstr (ltr, ==, LRM FSI "דנה" PDI " is thinking…");
}

/* GLib decides once per process whether to translate at all: each
 * language is tried in a process of its own */
static void
test_language_direction (void)
{
  /* As GTK decides it: Hebrew reads right to left, Dutch and the source
   * language left to right */
  static const struct
  {
    const char *language;
    CfTextMarks direction;
  } cases[] = {
    { "he", CF_TEXT_MARKS_RTL },
    { "nl", CF_TEXT_MARKS_LTR },
    { "C", CF_TEXT_MARKS_LTR },
  };

  if (g_test_subprocess ())
    {
      const char *language = g_getenv ("LANGUAGE");

      for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
        if (g_str_equal (language, cases[i].language))
          g_assert_cmpint (cf_text_language_direction (), ==, cases[i].direction);
      return;
    }
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_setenv ("LANGUAGE", cases[i].language, TRUE);
      g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
      g_test_trap_assert_passed ();
    }
  g_setenv ("LANGUAGE", "C", TRUE);
}

static void
test_story_line_in_marks (void)
{
  /* A Hebrew story line that starts with a Latin name: the RLM first, the
   * name isolated; the same line for the CLI has neither. */
  g_autoptr(CfGame) game = cf_test_new_table ("HHH", 7);
  g_autofree char *plain = cf_game_describe_record (game, 0);
  g_autofree char *shown = NULL;
  g_autofree char *expected = NULL;
  const char      *who = cf_game_get_seat_name (game, cf_game_get_current_seat (game));

  g_test_queue_destroy (marks_off, NULL);
  g_assert_null (strstr (plain, FSI));
  g_assert_false (g_str_has_prefix (plain, RLM));
  cf_text_set_marks (CF_TEXT_MARKS_RTL);
  shown = cf_game_describe_record (game, 0);
  expected = g_strdup_printf (RLM FSI "%s" PDI "’s turn", who);
  g_assert_cmpstr (shown, ==, expected);
}

static void
test_passed_names_each_isolated (void)
{
  /* A list of names: each isolated, the list in the UI's direction, so
   * that its order reads right to left in Hebrew */
  const char *names[] = { "Ann", "Bob", "Cal", "Dee" };
  guint       sizes[] = { 5, 5, 4, 4 };
  int         mine[] = { 0, 1, 2, 3, 4 };
  g_autoptr(CfEdition) edition = cf_edition_lookup_builtin ("classic");
  g_autoptr(CfCaseLog) log = cf_case_log_new (edition, 4, names, sizes, 0, 0, mine, NULL);
  g_autofree char *passed = NULL;
  CfEvent          event;

  g_test_queue_destroy (marks_off, NULL);
  cf_event_init_suggestion (&event, 0, 0, 6, 12, 3, -1);
  cf_text_set_marks (CF_TEXT_MARKS_RTL);
  passed = cf_event_describe_passed (&event, log);
  g_assert_cmpstr (passed, ==, RLM "Passed: " FSI RLM FSI "Bob" PDI ", " FSI "Cal" PDI PDI);
}

int
main (int argc, char *argv[])
{
  cf_init_i18n ();
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/casefile/text/plain-without-marks", test_plain_without_marks);
  g_test_add_func ("/casefile/text/names-isolated", test_names_isolated);
  g_test_add_func ("/casefile/text/language-direction", test_language_direction);
  g_test_add_func ("/casefile/text/story-line-in-marks", test_story_line_in_marks);
  g_test_add_func ("/casefile/text/passed-names-each-isolated", test_passed_names_each_isolated);
  return g_test_run ();
}
