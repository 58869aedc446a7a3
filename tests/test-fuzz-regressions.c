/* test-fuzz-regressions.c: every input a fuzzer crashed on, run again
 *
 * tests/data/fuzz-regressions/<harness>/ holds, for each libFuzzer harness of
 * tests/fuzz, the inputs that once crashed it (and a few that came close).
 * Each runs through the same target function as the harness, so a fix that
 * regresses fails the normal suite, built with gcc, without clang or a
 * fuzzing build. A target aborts on any bug; here it must load the input or
 * refuse it with a message.
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "cf-fuzz-targets.h"

typedef struct
{
  const CfFuzzTarget *target;
  char               *path;
} Case;

static void
case_free (gpointer data)
{
  Case *c = data;

  g_free (c->path);
  g_free (c);
}

static void
test_input (gconstpointer data)
{
  const Case      *c = data;
  g_autofree char *contents = NULL;
  gsize            length;
  g_autoptr(GError) error = NULL;
  gboolean loaded;

  g_file_get_contents (c->path, &contents, &length, &error);
  g_assert_no_error (error);
  loaded = c->target->run ((const guint8 *)contents, length);
  g_test_message ("%s: %s", c->path, loaded ? "loaded" : "refused with an error");
}

static int
compare_names (gconstpointer a, gconstpointer b)
{
  return g_strcmp0 (*(const char *const *)a, *(const char *const *)b);
}

int
main (int argc, char *argv[])
{
  g_autoptr(GPtrArray) cases = g_ptr_array_new_with_free_func (case_free);
  const CfFuzzTarget *targets;
  guint               n_targets;

  g_test_init (&argc, &argv, NULL);
  cf_fuzz_init ();

  targets = cf_fuzz_get_targets (&n_targets);
  for (guint t = 0; t < n_targets; t++)
    {
      g_autofree char *dir_path = g_build_filename (FUZZ_REGRESSIONS_DIR, targets[t].name, NULL);
      g_autoptr(GError) error = NULL;
      g_autoptr(GDir) dir = g_dir_open (dir_path, 0, &error);
      g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
      const char *name;

      /* Every harness has inputs here: an empty folder would test nothing. */
      g_assert_no_error (error);
      while ((name = g_dir_read_name (dir)))
        if (name[0] != '.')
          g_ptr_array_add (names, g_strdup (name));
      g_assert_cmpuint (names->len, >, 0);
      g_ptr_array_sort (names, compare_names);

      for (guint i = 0; i < names->len; i++)
        {
          const char      *file = names->pdata[i];
          Case            *c = g_new0 (Case, 1);
          g_autofree char *test_path = NULL;

          c->target = &targets[t];
          c->path = g_build_filename (dir_path, file, NULL);
          g_ptr_array_add (cases, c);
          test_path = g_strdup_printf ("/casefile/fuzz-regressions/%s/%s", targets[t].name, file);
          g_test_add_data_func (test_path, c, test_input);
        }
    }

  return g_test_run ();
}
