/* bench-open-notebook.c: how soon the window answers after opening a big
 * case log, and how soon all its entries are there
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <stdlib.h>

#include <glib/gstdio.h>

#include <adwaita.h>

#include "casefile-core.h"
#include "cf-application.h"
#include "cf-random-log-private.h"
#include "cf-table-page.h"
#include "cf-window.h"

/*
 * Opens a classic-edition case log of N suggestions the way `casefile FILE`
 * does (cf_window_open_case_log()) in a shown window, then probes the main
 * loop every 10 ms. The window answers once a frame was drawn after the
 * request and a probe came back less than 100 ms late; all entries are there
 * once the table notebook's list model holds N of them. Afterwards the
 * longest stall of the main loop is kept for one more second (the deduction
 * and the save run meanwhile).
 *
 * Usage: bench-open-notebook N [GIVE-UP-SECONDS [SAVE-TO]]
 *   with SAVE-TO, only writes the case log there (to try it in the app)
 */

#define PROBE_MS 10
#define ANSWER_US (100 * 1000)
#define AFTERWARDS_US (1000 * 1000)

static gint64     t0;
static gint64     probe_due;
static gint64     answered = -1;
static gint64     all_there = -1;
static gint64     longest_stall;
static guint      frames;
static guint      n_expected;
static guint      n_log;
static CfWindow  *window;
static GMainLoop *loop;

static guint
n_entries_shown (void)
{
  GtkWidget       *page = NULL;
  CfCaseLogEditor *editor;

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (window)); child != NULL;)
    {
      if (CF_IS_TABLE_PAGE (child))
        {
          page = child;
          break;
        }
      /* depth first */
      if (gtk_widget_get_first_child (child) != NULL)
        child = gtk_widget_get_first_child (child);
      else
        {
          while (child != NULL && gtk_widget_get_next_sibling (child) == NULL)
            child = gtk_widget_get_parent (child);
          if (child == NULL || child == GTK_WIDGET (window))
            break;
          child = gtk_widget_get_next_sibling (child);
        }
    }
  if (page == NULL || !(editor = cf_table_page_get_editor (CF_TABLE_PAGE (page))))
    return 0;
  return g_list_model_get_n_items (cf_case_log_editor_get_entries (editor));
}

static guint
count_rows (GtkWidget *widget)
{
  guint n = g_type_is_a (G_OBJECT_TYPE (widget), g_type_from_name ("CfEntryRow"));

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += count_rows (child);
  return n;
}

static void
on_after_paint (GdkFrameClock *clock, gpointer data)
{
  if (t0 > 0)
    frames++;
  if (t0 > 0 && g_getenv ("BENCH_DEBUG") && frames < 40)
    g_printerr ("frame %u at %.0f ms\n", frames, (g_get_monotonic_time () - t0) / 1000.0);
}

static gboolean
probe (gpointer data)
{
  gint64 now = g_get_monotonic_time ();
  gint64 late = now - probe_due;

  if (answered < 0 && frames > 0 && late < ANSWER_US)
    answered = now - t0;
  else if (answered >= 0)
    longest_stall = MAX (longest_stall, late);
  if (all_there < 0 && n_entries_shown () == n_expected)
    all_there = now - t0;
  if (answered >= 0 && all_there >= 0 && now - t0 > MAX (answered, all_there) + AFTERWARDS_US)
    {
      g_main_loop_quit (loop);
      return G_SOURCE_REMOVE;
    }
  probe_due = g_get_monotonic_time () + PROBE_MS * 1000;
  g_timeout_add (PROBE_MS, probe, NULL);
  return G_SOURCE_REMOVE;
}

static gpointer
watchdog (gpointer data)
{
  guint seconds = GPOINTER_TO_UINT (data);

  g_usleep ((gulong)seconds * G_USEC_PER_SEC);
  g_print ("%u entries: the window did not answer within %u s (gave up)\n", n_expected, seconds);
  if (g_getenv ("BENCH_DEBUG"))
    g_printerr ("frames %u, answered %" G_GINT64_FORMAT ", all there %" G_GINT64_FORMAT
                ", log %u\n",
                frames, answered, all_there, n_log);
  _exit (0);
  return NULL;
}

int
main (int argc, char *argv[])
{
  g_autoptr(CfEdition) classic = NULL;
  g_autoptr(CfCaseLog) log = NULL;
  g_autoptr(GRand) rand = g_rand_new_with_seed (1);
  g_autoptr(CfApplication) app = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  g_autoptr(GFile) file = NULL;
  guint  give_up = argc > 2 ? (guint)atoi (argv[2]) : 120;
  gint64 opened;

  if (argc < 2 || (n_expected = (guint)atoi (argv[1])) == 0)
    {
      g_printerr ("Usage: %s N [GIVE-UP-SECONDS]\n", argv[0]);
      return 2;
    }
  cf_init_i18n ();
  if (!gtk_init_check ())
    {
      g_printerr ("bench-open-notebook: no display\n");
      return 1;
    }

  /* A classic game of four, N suggestions: a valid case log. */
  classic = cf_edition_lookup_builtin ("classic");
  log = cf_random_log_new (classic, 4, 0, 0, n_expected, rand, NULL);
  n_log = n_expected = cf_case_log_get_n_events (log);
  if (argc > 3)
    {
      g_autoptr(GFile) target = g_file_new_for_commandline_arg (argv[3]);
      g_autoptr(GError) error = NULL;

      if (!cf_case_log_save (log, target, &error))
        g_printerr ("%s\n", error->message);
      return error != NULL;
    }
  dir = g_dir_make_tmp ("casefile-bench-XXXXXX", NULL);
  path = g_build_filename (dir, "big.caselog", NULL);
  file = g_file_new_for_path (path);
  if (!cf_case_log_save (log, file, NULL))
    return 1;

  app = cf_application_new ();
  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_NON_UNIQUE);
  g_application_register (G_APPLICATION (app), NULL, NULL);
  window = cf_window_new (app);
  gtk_window_present (GTK_WINDOW (window));
  loop = g_main_loop_new (NULL, FALSE);
  while (frames == 0 && gtk_widget_get_mapped (GTK_WIDGET (window)) == FALSE)
    g_main_context_iteration (NULL, TRUE);
  for (int i = 0; i < 20; i++)
    g_main_context_iteration (NULL, FALSE);
  g_signal_connect (gtk_widget_get_frame_clock (GTK_WIDGET (window)), "after-paint",
                    G_CALLBACK (on_after_paint), NULL);

  g_thread_unref (g_thread_new ("watchdog", watchdog, GUINT_TO_POINTER (give_up)));
  t0 = g_get_monotonic_time ();
  probe_due = t0 + PROBE_MS * 1000;
  g_timeout_add (PROBE_MS, probe, NULL);
  cf_window_open_case_log (window, file);
  opened = g_get_monotonic_time () - t0;
  if (g_getenv ("BENCH_DEBUG"))
    g_printerr ("open returned after %.0f ms\n", opened / 1000.0);
  g_main_loop_run (loop);

  g_print ("%u entries (%" G_GOFFSET_FORMAT " KB): open call returned after %.0f ms; "
           "window answers after %.0f ms; all entries there after %.0f ms; "
           "longest stall afterwards %.0f ms\n",
           n_expected, (goffset)(g_bytes_get_size (cf_case_log_to_bytes (log)) / 1024),
           opened / 1000.0, answered / 1000.0, all_there / 1000.0, longest_stall / 1000.0);
  if (g_getenv ("BENCH_DEBUG"))
    g_printerr ("%u entry rows\n", count_rows (GTK_WIDGET (window)));
  g_unlink (path);
  {
    g_autofree char *backup = g_strconcat (path, "~", NULL);
    g_unlink (backup);
  }
  g_rmdir (dir);
  _exit (0);
}
