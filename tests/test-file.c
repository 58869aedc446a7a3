/* test-file.c: saves that never lose what was saved before, loads that
 * never hang, crash or run out of memory, whatever the file or the disk
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <errno.h>
#include <fcntl.h>
#include <glib/gstdio.h>
#include <signal.h>
#include <sys/file.h>
#include <sys/mount.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>
#include <utime.h>

#include "casefile-core.h"
#include "cf-file-private.h"
#include "cf-test-game.h"

typedef struct
{
  char  *dir;
  char  *path;
  char  *backup;
  GFile *file;
} Fixture;

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  f->dir = g_dir_make_tmp ("casefile-file-XXXXXX", NULL);
  f->path = g_build_filename (f->dir, "game.json", NULL);
  f->backup = g_strconcat (f->path, "~", NULL);
  f->file = g_file_new_for_path (f->path);
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  g_autofree char *command = g_strdup_printf ("rm -rf '%s'", f->dir);

  cf_file_set_fault_func (NULL, NULL);
  g_assert_cmpint (system (command), ==, 0);
  g_free (f->dir);
  g_free (f->path);
  g_free (f->backup);
  g_object_unref (f->file);
}

static void
save_text (Fixture *f, const char *text, CfSaveFlags flags)
{
  g_autoptr(GBytes) bytes = g_bytes_new (text, strlen (text));
  g_autoptr(GError) error = NULL;

  g_assert_true (cf_file_save (f->file, bytes, flags, &error));
  g_assert_no_error (error);
}

static void
assert_contents (const char *path, const char *expected)
{
  g_autofree char *contents = NULL;

  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, expected);
}

/* Files in the folder other than FILE and FILE~ (a temporary file left). */
static guint
count_leftovers (Fixture *f)
{
  g_autoptr(GDir) dir = g_dir_open (f->dir, 0, NULL);
  const char *name;
  guint       n = 0;

  while ((name = g_dir_read_name (dir)))
    if (!g_str_equal (name, "game.json") && !g_str_equal (name, "game.json~"))
      n++;
  return n;
}

static void
test_save_keeps_backup (Fixture *f, gconstpointer data)
{
  save_text (f, "\"first\"", CF_SAVE_BACKUP);
  g_assert_false (g_file_test (f->backup, G_FILE_TEST_EXISTS));
  save_text (f, "\"second\"", CF_SAVE_BACKUP);
  assert_contents (f->path, "\"second\"");
  assert_contents (f->backup, "\"first\"");
  save_text (f, "\"third\"", CF_SAVE_BACKUP);
  assert_contents (f->path, "\"third\"");
  assert_contents (f->backup, "\"second\"");
  g_assert_cmpuint (count_leftovers (f), ==, 0);
}

typedef struct
{
  CfFileStep step;
  int        errsv;
} Fault;

static int
inject (CfFileStep step, gpointer user_data)
{
  Fault *fault = user_data;

  return step == fault->step ? fault->errsv : 0;
}

static void
test_failed_steps_lose_nothing (Fixture *f, gconstpointer data)
{
  /* A disk that fills up half-way through the write, a failing fsync, a
   * failing rename: FILE and FILE~ stay as they were, every time (the old
   * code renamed the partial file over FILE after a failed write). */
  const CfFileStep steps[] = { CF_FILE_STEP_WRITE, CF_FILE_STEP_SYNC, CF_FILE_STEP_RENAME };
  g_autofree char *big = g_strnfill (100000, 'x');

  save_text (f, "\"good one\"", CF_SAVE_BACKUP);
  save_text (f, "\"good two\"", CF_SAVE_BACKUP);
  for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
    for (guint again = 0; again < 2; again++)
      {
        Fault fault = { steps[i], ENOSPC };
        g_autoptr(GBytes) bytes = g_bytes_new (big, strlen (big));
        g_autoptr(GError) error = NULL;

        cf_file_set_fault_func (inject, &fault);
        g_assert_false (cf_file_save (f->file, bytes, CF_SAVE_BACKUP, &error));
        g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE);
        g_assert_nonnull (strstr (error->message, "game.json"));
        g_assert_null (strchr (error->message, '\n'));
        cf_file_set_fault_func (NULL, NULL);
        assert_contents (f->path, "\"good two\"");
        assert_contents (f->backup, "\"good one\"");
        g_assert_cmpuint (count_leftovers (f), ==, 0);
      }
}

static void
test_failed_game_autosaves (Fixture *f, gconstpointer data)
{
  /* The reported case: two autosaves of a game on a full disk. Both the
   * game and its backup must still resume. */
  g_autoptr(CfGame) game = cf_test_new_table ("HBB", 7);
  g_autoptr(GError) error = NULL;
  Fault fault = { CF_FILE_STEP_WRITE, ENOSPC };

  g_assert_true (cf_game_save (game, f->file, &error));
  cf_game_set_next_roll (game, 3);
  g_assert_true (cf_game_roll (game, NULL));
  g_assert_true (cf_game_save (game, f->file, &error));

  cf_file_set_fault_func (inject, &fault);
  for (guint i = 0; i < 2; i++)
    {
      g_assert_false (cf_game_save (game, f->file, &error));
      g_clear_error (&error);
    }
  cf_file_set_fault_func (NULL, NULL);

  {
    g_autoptr(CfGame) resumed = cf_game_new_from_file (f->file, &error);
    g_autoptr(GFile) backup = g_file_new_for_path (f->backup);
    g_autoptr(CfGame) previous = cf_game_new_from_file (backup, &error);

    g_assert_no_error (error);
    g_assert_cmpint (cf_game_get_phase (resumed), ==, CF_PHASE_MOVE);
    g_assert_cmpint (cf_game_get_roll (resumed), ==, 3);
    g_assert_cmpint (cf_game_get_roll (previous), ==, 0);
  }
}

static void
test_real_file_size_limit (Fixture *f, gconstpointer data)
{
  /* A real failing write(2), without root: the file size limit. */
  if (g_test_subprocess ())
    {
      g_autofree char *big = g_strnfill (20000, 'y');
      g_autoptr(GBytes) bytes = g_bytes_new (big, strlen (big));
      g_autoptr(GError) error = NULL;
      struct rlimit limit = { 4096, 4096 };
      const char   *path = g_getenv ("CF_TEST_PATH");
      g_autoptr(GFile) file = g_file_new_for_path (path);

      signal (SIGXFSZ, SIG_IGN);
      g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &limit), ==, 0);
      g_assert_false (cf_file_save (file, bytes, CF_SAVE_BACKUP, &error));
      g_assert_nonnull (error);
      g_printerr ("%s\n", error->message);
      return;
    }

  save_text (f, "\"before\"", CF_SAVE_BACKUP);
  save_text (f, "\"latest\"", CF_SAVE_BACKUP);
  g_setenv ("CF_TEST_PATH", f->path, TRUE);
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDOUT);
  g_test_trap_assert_passed ();
  g_test_trap_assert_stderr ("*game.json: File too large*");
  assert_contents (f->path, "\"latest\"");
  assert_contents (f->backup, "\"before\"");
  g_assert_cmpuint (count_leftovers (f), ==, 0);
}

static int
kill_before_rename (CfFileStep step, gpointer user_data)
{
  if (step == CF_FILE_STEP_RENAME)
    raise (SIGKILL);
  return 0;
}

static void
test_killed_mid_save (Fixture *f, gconstpointer data)
{
  /* kill -9 between the write and the rename: the previous file is
   * whole, and the next save removes the dead save's temporary file. */
  if (g_test_subprocess ())
    {
      g_autoptr(GFile) file = g_file_new_for_path (g_getenv ("CF_TEST_PATH"));
      g_autoptr(GBytes) bytes = g_bytes_new_static ("\"never\"", 7);

      cf_file_set_fault_func (kill_before_rename, NULL);
      cf_file_save (file, bytes, CF_SAVE_BACKUP, NULL);
      g_assert_not_reached ();
    }

  save_text (f, "\"saved\"", CF_SAVE_BACKUP);
  g_setenv ("CF_TEST_PATH", f->path, TRUE);
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_failed ();
  assert_contents (f->path, "\"saved\"");
  g_assert_cmpuint (count_leftovers (f), >=, 1);

  save_text (f, "\"next\"", CF_SAVE_BACKUP);
  assert_contents (f->path, "\"next\"");
  assert_contents (f->backup, "\"saved\"");
  g_assert_cmpuint (count_leftovers (f), ==, 0);
}

static void
test_live_temporary_kept (Fixture *f, gconstpointer data)
{
  /* A temporary file another save still holds (locked) is not removed. */
  g_autofree char *temp = g_build_filename (f->dir, ".game.json.saving-ABCDEF", NULL);
  int              fd = open (temp, O_CREAT | O_WRONLY, 0600);

  g_assert_cmpint (fd, >=, 0);
  g_assert_cmpint (flock (fd, LOCK_EX), ==, 0);
  save_text (f, "\"mine\"", CF_SAVE_NONE);
  g_assert_true (g_file_test (temp, G_FILE_TEST_EXISTS));
  close (fd);
  save_text (f, "\"mine again\"", CF_SAVE_NONE);
  g_assert_false (g_file_test (temp, G_FILE_TEST_EXISTS));
}

static void
test_damaged_file_not_kept (Fixture *f, gconstpointer data)
{
  /* A FILE cut short (by a crash of an older version) is not complete:
   * it must not push the good FILE~ out. */
  save_text (f, "[\"good\"]", CF_SAVE_BACKUP);
  save_text (f, "[\"better\"]", CF_SAVE_BACKUP);
  g_assert_true (g_file_set_contents (f->path, "[\"bett", -1, NULL));
  save_text (f, "[\"best\"]", CF_SAVE_BACKUP);
  assert_contents (f->path, "[\"best\"]");
  assert_contents (f->backup, "[\"good\"]");
}

static void
test_tidy_folder (Fixture *f, gconstpointer data)
{
  /* What killed saves left in Casefile's folder: this version's unlocked
   * temporary files at once, older versions' after an hour. */
  g_autofree char *mine = g_build_filename (f->dir, ".notebook.json.saving-Q1W2E3", NULL);
  g_autofree char *old = g_build_filename (f->dir, ".goutputstream-OLD123", NULL);
  g_autofree char *fresh = g_build_filename (f->dir, ".goutputstream-NEW123", NULL);
  g_autofree char *other = g_build_filename (f->dir, "notes.txt", NULL);
  g_autoptr(GFile) folder = g_file_new_for_path (f->dir);
  struct utimbuf hours_ago = { time (NULL) - 7200, time (NULL) - 7200 };

  for (guint i = 0; i < 4; i++)
    g_assert_true (
        g_file_set_contents ((const char *[]){ mine, old, fresh, other }[i], "x", -1, NULL));
  g_assert_cmpint (utime (old, &hours_ago), ==, 0);
  cf_file_tidy_folder (folder);
  g_assert_false (g_file_test (mine, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (old, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (fresh, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (other, G_FILE_TEST_EXISTS));
}

static void
test_symlink_not_followed (Fixture *f, gconstpointer data)
{
  g_autofree char *target = g_build_filename (f->dir, "precious.txt", NULL);
  g_autoptr(GBytes) bytes = g_bytes_new_static ("{}", 2);
  g_autoptr(GError) error = NULL;

  g_assert_true (g_file_set_contents (target, "do not touch", -1, NULL));
  g_assert_cmpint (symlink (target, f->path), ==, 0);
  g_assert_false (cf_file_save (f->file, bytes, CF_SAVE_BACKUP, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE);
  g_assert_nonnull (strstr (error->message, "symbolic link"));
  assert_contents (target, "do not touch");
  g_assert_true (g_file_test (f->path, G_FILE_TEST_IS_SYMLINK));
}

static void
test_folder_in_place (Fixture *f, gconstpointer data)
{
  g_autoptr(GBytes) bytes = g_bytes_new_static ("{}", 2);
  g_autoptr(GError) error = NULL;
  g_autofree char *inside = g_build_filename (f->path, "keep.txt", NULL);
  g_autofree char *advice = NULL;

  g_assert_cmpint (g_mkdir (f->path, 0700), ==, 0);
  g_assert_true (g_file_set_contents (inside, "\"mine\"", -1, NULL));
  g_assert_false (cf_file_save (f->file, bytes, CF_SAVE_BACKUP, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_IS_DIRECTORY);
  advice = cf_file_error_advice (error);
  g_assert_cmpstr (advice, ==, "Move it out of the way.");
  assert_contents (inside, "\"mine\"");
}

static void
test_backup_folder_ignored (Fixture *f, gconstpointer data)
{
  /* A folder named FILE~ made every save fail; now the save goes on, and
   * the folder is left alone. */
  g_assert_cmpint (g_mkdir (f->backup, 0700), ==, 0);
  save_text (f, "one", CF_SAVE_BACKUP);
  save_text (f, "two", CF_SAVE_BACKUP);
  assert_contents (f->path, "two");
  g_assert_true (g_file_test (f->backup, G_FILE_TEST_IS_DIR));
}

/* Mounts a small tmpfs on @dir (root only); FALSE where not allowed. */
static gboolean
mount_small (const char *dir, const char *options)
{
  if (geteuid () != 0)
    return FALSE;
  return mount ("tmpfs", dir, "tmpfs", 0, options) == 0;
}

static void
test_full_disk (Fixture *f, gconstpointer data)
{
  g_autofree char *disk = g_build_filename (f->dir, "disk", NULL);
  g_autofree char *filler = g_build_filename (disk, "filler", NULL);
  g_autofree char *path = g_build_filename (disk, "game.json", NULL);
  g_autofree char *backup = g_strconcat (path, "~", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(CfGame) game = cf_test_new_table ("HBB", 11);
  g_autoptr(GError) error = NULL;
  g_autofree char *big = g_strnfill (4096, 'z');

  g_assert_cmpint (g_mkdir (disk, 0700), ==, 0);
  if (!mount_small (disk, "size=64k"))
    {
      g_test_skip ("a real full disk needs root to mount a tmpfs (the injected faults cover it)");
      return;
    }
  g_assert_true (cf_game_save (game, file, &error));
  cf_game_set_next_roll (game, 4);
  g_assert_true (cf_game_roll (game, NULL));
  g_assert_true (cf_game_save (game, file, &error));

  /* Fill the disk to the last block. */
  {
    FILE *out = fopen (filler, "w");

    while (fwrite (big, 1, 4096, out) == 4096 && fflush (out) == 0)
      ;
    fclose (out);
  }
  cf_game_set_next_roll (game, 4);
  for (guint i = 0; i < 2; i++)
    {
      g_assert_false (cf_game_save (game, file, &error));
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE);
      g_clear_error (&error);
    }
  {
    g_autoptr(CfGame) resumed = cf_game_new_from_file (file, &error);
    g_autoptr(GFile) backup_file = g_file_new_for_path (backup);
    g_autoptr(CfGame) previous = cf_game_new_from_file (backup_file, &error);

    g_assert_no_error (error);
    g_assert_cmpint (cf_game_get_roll (resumed), ==, 4);
    g_assert_nonnull (previous);
  }
  g_assert_cmpint (umount (disk), ==, 0);
}

static void
test_read_only_folder (Fixture *f, gconstpointer data)
{
  g_autofree char *disk = g_build_filename (f->dir, "disk", NULL);
  g_autofree char *path = g_build_filename (disk, "game.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GBytes) bytes = g_bytes_new_static ("\"new\"", 5);
  g_autoptr(GError) error = NULL;
  g_autofree char *advice = NULL;
  gboolean         mounted;

  g_assert_cmpint (g_mkdir (disk, 0700), ==, 0);
  mounted = mount_small (disk, "size=64k");
  g_assert_true (g_file_set_contents (path, "\"old\"", -1, NULL));
  if (mounted)
    g_assert_cmpint (mount (NULL, disk, NULL, MS_REMOUNT | MS_RDONLY, NULL), ==, 0);
  else if (geteuid () != 0)
    g_assert_cmpint (g_chmod (disk, 0500), ==, 0);
  else
    {
      g_test_skip ("root may write anywhere unless it can mount a read-only tmpfs");
      return;
    }

  g_assert_false (cf_file_save (file, bytes, CF_SAVE_BACKUP, &error));
  g_assert_true (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_READ_ONLY) ||
                 g_error_matches (error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED));
  advice = cf_file_error_advice (error);
  g_assert_cmpstr (advice, ==, "Make the folder writable.");
  assert_contents (path, "\"old\"");
  if (mounted)
    g_assert_cmpint (umount (disk), ==, 0);
  else
    g_chmod (disk, 0700);
}

static void
test_load_devices_and_pipes (Fixture *f, gconstpointer data)
{
  g_autoptr(GFile) zero = g_file_new_for_path ("/dev/zero");
  g_autofree char *fifo_path = g_build_filename (f->dir, "pipe", NULL);
  g_autoptr(GFile) fifo = g_file_new_for_path (fifo_path);
  g_autoptr(GFile) folder = g_file_new_for_path (f->dir);
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = NULL;

  /* A device that never ends: stopped at the limit, not gigabytes later. */
  bytes = cf_file_load (zero, 1024 * 1024, CF_LOAD_NONE, &error);
  g_assert_null (bytes);
  g_assert_nonnull (strstr (error->message, "larger than 1 MiB"));
  g_clear_error (&error);

  /* A pipe nobody writes to: an empty file at once, not a hang. */
  g_assert_cmpint (mkfifo (fifo_path, 0600), ==, 0);
  bytes = cf_file_load (fifo, 1024, CF_LOAD_NONE, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (g_bytes_get_size (bytes), ==, 0);
  g_clear_pointer (&bytes, g_bytes_unref);

  /* The app never waits on a pipe at all. */
  bytes = cf_file_load (fifo, 1024, CF_LOAD_REGULAR_ONLY, &error);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE);
  g_clear_error (&error);

  bytes = cf_file_load (folder, 1024, CF_LOAD_NONE, &error);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_IS_DIRECTORY);
}

static void
test_one_line (void)
{
  g_autofree char *escaped = cf_text_one_line ("unknown card “a\nb\r\tc\x01”");
  g_autofree char *long_text = g_strnfill (5000, 'w');
  g_autofree char *shortened = NULL;

  g_assert_cmpstr (escaped, ==, "unknown card “a\\nb\\r\\tc\\u0001”");
  long_text[4990] = '!';
  shortened = cf_text_one_line (long_text);
  g_assert_cmpuint (g_utf8_strlen (shortened, -1), <=, CF_ONE_LINE_MAX);
  g_assert_true (g_str_has_suffix (shortened, "w!wwwwwwwww"));
  g_assert_nonnull (strstr (shortened, " … "));
}

/* Reads the file as an app does, and the stamp of the version read. */
static char *
read_stamp (Fixture *f)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = NULL;
  char *stamp = NULL;

  bytes = cf_file_load_stamped (f->file, 1 << 20, CF_LOAD_REGULAR_ONLY, &stamp, &error);
  g_assert_no_error (error);
  g_assert_nonnull (stamp);
  return stamp;
}

static gboolean
save_checked (Fixture *f, const char *text, const char *expected, char **stamp, GError **error)
{
  g_autoptr(GBytes) bytes = g_bytes_new (text, strlen (text));

  return cf_file_save_checked (f->file, bytes, CF_SAVE_BACKUP, expected, stamp, error);
}

static void
test_changed_since_read (Fixture *f, gconstpointer data)
{
  /* Two windows on one notebook: the second writer's save is refused once
   * the first has saved since the second read, even within one clock
   * tick; nothing of the first is replaced. */
  g_autofree char *mine = NULL;
  g_autofree char *theirs = NULL;
  g_autofree char *after = NULL;
  g_autoptr(GError) error = NULL;

  save_text (f, "\"one\"", CF_SAVE_BACKUP);
  mine = read_stamp (f);
  theirs = read_stamp (f);
  g_assert_cmpstr (mine, ==, theirs);
  g_clear_pointer (&theirs, g_free);
  g_assert_true (save_checked (f, "\"theirs\"", mine, &theirs, NULL));
  g_assert_cmpstr (theirs, !=, mine);
  g_assert_false (save_checked (f, "\"mine\"", mine, NULL, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_WRONG_ETAG);
  g_assert_nonnull (strstr (error->message, "game.json"));
  assert_contents (f->path, "\"theirs\"");
  assert_contents (f->backup, "\"one\"");
  g_assert_cmpuint (count_leftovers (f), ==, 0);
  g_clear_error (&error);

  /* The stamp of the version now there lets the save through. */
  g_assert_true (save_checked (f, "\"mine\"", theirs, &after, NULL));
  assert_contents (f->path, "\"mine\"");
  {
    g_autofree char *now = cf_file_get_stamp (f->file);
    g_assert_cmpstr (now, ==, after);
  }

  /* A file that was not there when read must still not be there. */
  g_unlink (f->path);
  g_unlink (f->backup);
  save_text (f, "\"appeared\"", CF_SAVE_NONE);
  g_assert_false (save_checked (f, "\"mine\"", "", NULL, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_WRONG_ETAG);
  assert_contents (f->path, "\"appeared\"");
}

static void
test_failed_notebook_autosaves (Fixture *f, gconstpointer data)
{
  /* Two failed autosaves of a notebook in a row (a full disk): each says
   * why (never "changed elsewhere"), the file and its backup stay as they
   * were, and so does the stamp; when there is space again the next save
   * goes through over the version read. */
  g_autofree char *big = g_strnfill (100000, 'x');
  g_autofree char *stamp = NULL;
  g_autofree char *read = NULL;
  g_autofree char *written = NULL;

  save_text (f, "\"good one\"", CF_SAVE_BACKUP);
  save_text (f, "\"good two\"", CF_SAVE_BACKUP);
  read = read_stamp (f);
  for (guint again = 0; again < 2; again++)
    {
      Fault fault = { CF_FILE_STEP_WRITE, ENOSPC };
      g_autoptr(GError) error = NULL;
      g_autofree char *text = g_strdup_printf ("\"%s\"", big);

      cf_file_set_fault_func (inject, &fault);
      g_assert_false (save_checked (f, text, read, &stamp, &error));
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE);
      g_assert_null (stamp);
      cf_file_set_fault_func (NULL, NULL);
      assert_contents (f->path, "\"good two\"");
      assert_contents (f->backup, "\"good one\"");
      g_assert_cmpuint (count_leftovers (f), ==, 0);
      {
        g_autofree char *now = cf_file_get_stamp (f->file);
        g_assert_cmpstr (now, ==, read);
      }
    }
  g_assert_true (save_checked (f, "\"three\"", read, &written, NULL));
  assert_contents (f->path, "\"three\"");
  assert_contents (f->backup, "\"good two\"");
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

#define ADD(name, func)                                                                            \
  g_test_add ("/casefile/file/" name, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("save-keeps-backup", test_save_keeps_backup);
  ADD ("failed-steps-lose-nothing", test_failed_steps_lose_nothing);
  ADD ("failed-game-autosaves", test_failed_game_autosaves);
  ADD ("changed-since-read", test_changed_since_read);
  ADD ("failed-notebook-autosaves", test_failed_notebook_autosaves);
  ADD ("real-file-size-limit", test_real_file_size_limit);
  ADD ("killed-mid-save", test_killed_mid_save);
  ADD ("live-temporary-kept", test_live_temporary_kept);
  ADD ("damaged-file-not-kept", test_damaged_file_not_kept);
  ADD ("tidy-folder", test_tidy_folder);
  ADD ("symlink-not-followed", test_symlink_not_followed);
  ADD ("folder-in-place", test_folder_in_place);
  ADD ("backup-folder-ignored", test_backup_folder_ignored);
  ADD ("full-disk", test_full_disk);
  ADD ("read-only-folder", test_read_only_folder);
  ADD ("load-devices-and-pipes", test_load_devices_and_pipes);
#undef ADD
  g_test_add_func ("/casefile/file/one-line", test_one_line);
  return g_test_run ();
}
