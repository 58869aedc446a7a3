/* cf-file.c: the one way Casefile reads and writes its files
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cf-file-private.h"
#include "cf-json-private.h"
#include "cf-text.h"

/* A save writes FILE through a temporary file beside it:
 *
 *   1. .FILE.saving-XXXXXX is created, locked (flock), written in full
 *      (every write checked) and fsynced;
 *   2. only then is the backup prepared, as a hard link to (or a copy of)
 *      the previous FILE, which is complete because it got there by step 3;
 *   3. the temporary file is renamed over FILE, the backup over FILE~, and
 *      the folder is fsynced.
 *
 * A failure at any step removes the temporary file and leaves FILE and
 * FILE~ as they were. A process killed on the way leaves an unlocked
 * temporary file, which the next save beside it removes. */

#define TEMP_INFIX ".saving-"

static CfFileFaultFunc fault_func;
static gpointer        fault_data;

void
cf_file_set_fault_func (CfFileFaultFunc func, gpointer user_data)
{
  fault_func = func;
  fault_data = user_data;
}

static int
fault (CfFileStep step)
{
  return fault_func != NULL ? fault_func (step, fault_data) : 0;
}

static gboolean
set_errno_error (GError **error, int errsv, const char *path)
{
  g_autofree char *name = g_filename_display_basename (path);
  g_autofree char *text =
      /* Translators: %1$s is a file's name, %2$s what went wrong with it in the system's words,
       * such as “Permission denied” */
      cf_text_printf (C_("file error", "%1$s: %2$s"), name, g_strerror (errsv));
  g_autofree char *line = cf_text_one_line (text);

  g_set_error_literal (error, G_IO_ERROR, g_io_error_from_errno (errsv), line);
  return FALSE;
}

static gboolean G_GNUC_PRINTF (3, 4)
    set_error (GError **error, GIOErrorEnum code, const char *format, ...)
{
  g_autofree char *line = NULL;
  va_list          args;

  va_start (args, format);
  line = cf_text_one_line_valist (format, args);
  va_end (args);
  g_set_error_literal (error, G_IO_ERROR, code, line);
  return FALSE;
}

/* What tells one version of a file from another: a save renames a new
 * file into place, so the inode changes even within one clock tick. */
static char *
stamp_of (const struct stat *st)
{
  return g_strdup_printf ("%" G_GUINT64_FORMAT ":%" G_GUINT64_FORMAT ":%" G_GINT64_FORMAT
                          ".%09ld:%" G_GINT64_FORMAT,
                          (guint64)st->st_dev, (guint64)st->st_ino, (gint64)st->st_mtim.tv_sec,
                          (long)st->st_mtim.tv_nsec, (gint64)st->st_size);
}

static gboolean
set_too_large (GError **error, const char *name, gsize max_size)
{
  /* Translators: %1$s is a file name, %2$u a size in mebibytes */
  return set_error (error, G_IO_ERROR_NO_SPACE, _("%1$s: the file is larger than %2$u MiB"), name,
                    (guint)(max_size >> 20));
}

static gboolean
write_range (int fd, const guint8 *data, gsize size)
{
  gsize done = 0;

  while (done < size)
    {
      gssize n = write (fd, data + done, MIN (size - done, (gsize)G_MAXSSIZE));

      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        {
          if (n == 0)
            errno = ENOSPC;
          return FALSE;
        }
      done += n;
    }
  return TRUE;
}

/* Checks every write; a fault may be injected half-way, as a disk that
 * fills up would. */
static gboolean
write_all (int fd, const guint8 *data, gsize size, gboolean inject)
{
  gsize half = inject ? size / 2 : size;
  int   errsv;

  if (!write_range (fd, data, half))
    return FALSE;
  if (inject && (errsv = fault (CF_FILE_STEP_WRITE)) != 0)
    {
      errno = errsv;
      return FALSE;
    }
  return write_range (fd, data + half, size - half);
}

static gboolean
sync_fd (int fd, CfFileStep step)
{
  int errsv = fault (step);

  if (errsv != 0)
    {
      errno = errsv;
      return FALSE;
    }
  return fsync (fd) == 0;
}

/* Removes temporary files of saves that never finished: nobody holds their
 * lock any more. @base limits it to the saves of one file; @legacy also
 * removes what GLib's writer (used by older versions) left: those have no
 * lock to tell, so only after an hour without a change. */
static void
remove_stale (const char *dir, const char *base, gboolean legacy)
{
  g_autofree char *prefix = base != NULL ? g_strconcat (".", base, TEMP_INFIX, NULL) : NULL;
  g_autofree char *backup_prefix =
      base != NULL ? g_strconcat (".", base, "~", TEMP_INFIX, NULL) : NULL;
  g_autoptr(GDir) listing = g_dir_open (dir, 0, NULL);
  const char *name;

  if (listing == NULL)
    return;
  while ((name = g_dir_read_name (listing)))
    {
      g_autofree char *path = NULL;
      gboolean         ours =
          base != NULL ? g_str_has_prefix (name, prefix) || g_str_has_prefix (name, backup_prefix)
                               : name[0] == '.' && strstr (name, TEMP_INFIX) != NULL;
      gboolean    old_kind = legacy && g_str_has_prefix (name, ".goutputstream-");
      struct stat st;
      int         fd;

      if (!ours && !old_kind)
        continue;
      path = g_build_filename (dir, name, NULL);
      fd = open (path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
      if (fd < 0)
        continue;
      if (flock (fd, LOCK_EX | LOCK_NB) == 0 && fstat (fd, &st) == 0 && S_ISREG (st.st_mode) &&
          (ours || st.st_mtime < time (NULL) - 3600))
        g_unlink (path);
      close (fd);
    }
}

/**
 * cf_file_tidy_folder:
 * @folder: a folder of Casefile's own (where it keeps the game)
 *
 * Removes what saves that were killed left there, from this version
 * (unlocked temporary files) and from older ones (`.goutputstream-*`
 * untouched for an hour).
 */
void
cf_file_tidy_folder (GFile *folder)
{
  g_autofree char *path = NULL;

  g_return_if_fail (G_IS_FILE (folder));
  if ((path = g_file_get_path (folder)))
    remove_stale (path, NULL, TRUE);
}

/* Prepares FILE~ from the complete previous FILE: a hard link where the
 * file system has them, else a copy written like any save. It takes the
 * name FILE~ only once the new FILE is in place.
 *
 * Returns: the prepared file, or %NULL to keep no backup this time */
static char *
prepare_backup (const char *path, const char *dir, const char *base, const struct stat *previous)
{
  g_autofree char *backup = g_strconcat (path, "~", NULL);
  g_autofree char *temp = NULL;
  g_autofree char *contents = NULL;
  gsize            length = 0;
  struct stat      st;

  if (lstat (backup, &st) == 0 && !S_ISREG (st.st_mode))
    {
      /* A folder or link named FILE~ is not ours to replace. */
      g_debug ("not keeping %s: it is not a regular file", backup);
      return NULL;
    }
  if (fault (CF_FILE_STEP_BACKUP) != 0)
    return NULL;

  /* Only a complete document is worth keeping: a file cut short by an
   * older program or a crash must not push out a good backup. */
  if (!g_file_get_contents (path, &contents, &length, NULL) ||
      !cf_json_check_strict (contents, length, NULL, NULL))
    {
      g_debug ("not keeping %s: the previous file is not complete", backup);
      return NULL;
    }

  temp = g_strdup_printf ("%s/.%s~" TEMP_INFIX "%08x", dir, base, g_random_int ());
  if (link (path, temp) != 0)
    {
      int fd = open (temp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW,
                     previous->st_mode & 0777);

      if (fd < 0)
        return NULL;
      if (!write_all (fd, (const guint8 *)contents, length, FALSE) || fsync (fd) != 0)
        {
          close (fd);
          g_unlink (temp);
          return NULL;
        }
      close (fd);
    }
  return g_steal_pointer (&temp);
}

static void
sync_folder (const char *dir)
{
  int fd = open (dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);

  if (fd >= 0)
    {
      fsync (fd);
      close (fd);
    }
}

/**
 * cf_file_save:
 * @file: where to write (a local file)
 * @bytes: the whole new contents
 * @flags: whether to keep the previous version as `FILE~`, and how
 * @error: return location for an error that says what went wrong, on one
 *   line, with a #GIOErrorEnum code (see cf_file_error_advice())
 *
 * Writes @bytes to @file so that @file is always either the complete
 * previous version or the complete new one, whatever happens (a full disk,
 * a read-only folder, the process killed). @file may not be a symbolic
 * link, a folder or a device: Casefile never writes through into another
 * file. Temporary files left by saves that were killed are removed.
 *
 * Returns: whether @file now holds @bytes
 */
static gboolean
save_full (GFile      *file,
           GBytes     *bytes,
           CfSaveFlags flags,
           const char *expected,
           char      **stamp,
           GError    **error)
{
  g_autofree char *path = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *base = NULL;
  g_autofree char *name = NULL;
  g_autofree char *temp = NULL;
  g_autofree char *backup_temp = NULL;
  struct stat      st;
  gboolean         exists;
  gsize            size;
  const guint8    *data;
  int              fd;
  int              mode;

  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (bytes != NULL, FALSE);

  if (!(path = g_file_get_path (file)))
    {
      g_autofree char *uri = g_file_get_uri (file);

      return set_error (error, G_IO_ERROR_NOT_SUPPORTED, _("%s is not a local file"), uri);
    }
  dir = g_path_get_dirname (path);
  base = g_path_get_basename (path);
  name = g_filename_display_basename (path);

  exists = lstat (path, &st) == 0;
  if (!exists && errno != ENOENT)
    return set_errno_error (error, errno, path);
  if (exists && S_ISLNK (st.st_mode))
    return set_error (error, G_IO_ERROR_NOT_REGULAR_FILE,
                      _("%s is a symbolic link, and Casefile does not write through links"), name);
  if (exists && S_ISDIR (st.st_mode))
    return set_error (error, G_IO_ERROR_IS_DIRECTORY, _("%s is a folder"), name);
  if (exists && !S_ISREG (st.st_mode))
    return set_error (error, G_IO_ERROR_NOT_REGULAR_FILE, _("%s is not a regular file"), name);

  /* Somebody else's version is never replaced unasked. */
  if (expected != NULL)
    {
      g_autofree char *now = exists ? stamp_of (&st) : g_strdup ("");

      if (!g_str_equal (now, expected))
        return set_error (error, G_IO_ERROR_WRONG_ETAG,
                          /* Translators: %s is a file name */
                          _("%s was changed by another program since it was read"), name);
    }

  data = g_bytes_get_data (bytes, &size);
  if (size > CF_FILE_MAX_SIZE)
    /* Translators: %s is a file name */
    return set_error (error, G_IO_ERROR_NO_SPACE,
                      _("%s would be too large to open again (over 64 MiB)"), name);

  remove_stale (dir, base, FALSE);

  temp = g_strconcat (dir, G_DIR_SEPARATOR_S ".", base, TEMP_INFIX "XXXXXX", NULL);
  mode = exists ? (st.st_mode & 0777) : (flags & CF_SAVE_PRIVATE) ? 0600 : 0666;
  fd = g_mkstemp_full (temp, O_RDWR | O_CLOEXEC, mode);
  if (fd < 0)
    return set_errno_error (error, errno, path);
  /* Held until the rename: the lock tells a later save this file is live. */
  flock (fd, LOCK_EX);
  if (exists)
    fchmod (fd, st.st_mode & 07777);

  if (!write_all (fd, data, size, TRUE) || !sync_fd (fd, CF_FILE_STEP_SYNC))
    {
      int errsv = errno;

      close (fd);
      g_unlink (temp);
      return set_errno_error (error, errsv, path);
    }

  if ((flags & CF_SAVE_BACKUP) && exists && st.st_size > 0)
    backup_temp = prepare_backup (path, dir, base, &st);

  {
    int errsv = fault (CF_FILE_STEP_RENAME);

    if (errsv != 0 || rename (temp, path) != 0)
      {
        errsv = errsv != 0 ? errsv : errno;
        close (fd);
        g_unlink (temp);
        if (backup_temp != NULL)
          g_unlink (backup_temp);
        return set_errno_error (error, errsv, path);
      }
  }
  if (backup_temp != NULL)
    {
      g_autofree char *backup = g_strconcat (path, "~", NULL);

      if (rename (backup_temp, backup) != 0)
        g_unlink (backup_temp);
    }
  if (stamp != NULL)
    {
      struct stat written;

      /* The file in place is the one written: the rename kept its inode. */
      *stamp = fstat (fd, &written) == 0 ? stamp_of (&written) : NULL;
    }
  if (close (fd) != 0)
    g_debug ("closing %s: %s", temp, g_strerror (errno));
  sync_folder (dir);
  return TRUE;
}

gboolean
cf_file_save (GFile *file, GBytes *bytes, CfSaveFlags flags, GError **error)
{
  return save_full (file, bytes, flags, NULL, NULL, error);
}

/**
 * cf_file_save_checked:
 * @file: where to write (a local file)
 * @bytes: the whole new contents
 * @flags: whether to keep the previous version as `FILE~`, and how
 * @expected: (nullable): the stamp @file must still have (from
 *   cf_file_load_stamped() or an earlier save), "" if it must not exist,
 *   or %NULL to replace whatever is there
 * @stamp: (out) (optional) (transfer full): the stamp of the file written
 * @error: return location for an error, as cf_file_save() gives, or
 *   %G_IO_ERROR_WRONG_ETAG when @file is no longer what was read
 *
 * Saves as cf_file_save() does, but only over the version of @file that
 * was read or written last: a file another program (or another window)
 * saved since then is left as it is. A failed save leaves @file, and so
 * its stamp, as they were.
 *
 * Returns: whether @file now holds @bytes
 */
gboolean
cf_file_save_checked (GFile      *file,
                      GBytes     *bytes,
                      CfSaveFlags flags,
                      const char *expected,
                      char      **stamp,
                      GError    **error)
{
  g_return_val_if_fail (stamp == NULL || *stamp == NULL, FALSE);
  return save_full (file, bytes, flags, expected, stamp, error);
}

/**
 * cf_file_get_stamp:
 * @file: a local file
 *
 * Returns: (transfer full) (nullable): what tells this version of @file
 *   from any other (device, inode, modification time, size), "" if @file
 *   does not exist, or %NULL if it cannot be told
 */
char *
cf_file_get_stamp (GFile *file)
{
  g_autofree char *path = NULL;
  struct stat      st;

  g_return_val_if_fail (G_IS_FILE (file), NULL);

  if (!(path = g_file_get_path (file)))
    return NULL;
  if (lstat (path, &st) != 0)
    return errno == ENOENT ? g_strdup ("") : NULL;
  return stamp_of (&st);
}

/**
 * cf_file_load_fd:
 * @fd: an open file, pipe or device (not closed)
 * @name: what to call it in a message
 * @max_size: the most to read
 * @error: return location for an error
 *
 * Reads to the end, but never more than @max_size bytes.
 *
 * Returns: (transfer full) (nullable): the contents
 */
GBytes *
cf_file_load_fd (int fd, const char *name, gsize max_size, GError **error)
{
  g_autoptr(GByteArray) data = g_byte_array_new ();
  guint8 buffer[65536];

  for (;;)
    {
      gssize n = read (fd, buffer, sizeof buffer);

      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        {
          set_errno_error (error, errno, name);
          return NULL;
        }
      if (n == 0)
        break;
      g_byte_array_append (data, buffer, n);
      if (data->len > max_size)
        {
          set_too_large (error, name, max_size);
          return NULL;
        }
    }
  return g_byte_array_free_to_bytes (g_steal_pointer (&data));
}

/**
 * cf_file_load:
 * @file: a local file
 * @max_size: the most to read
 * @flags: whether pipes and devices may be read
 * @error: return location for an error, on one line
 *
 * Reads @file whole, whatever it is: a file larger than @max_size, a
 * device that never ends (`/dev/zero`) or a pipe without a writer gives a
 * message at once instead of memory or time without end.
 *
 * Returns: (transfer full) (nullable): the contents
 */
GBytes *
cf_file_load (GFile *file, gsize max_size, CfLoadFlags flags, GError **error)
{
  return cf_file_load_stamped (file, max_size, flags, NULL, error);
}

/**
 * cf_file_load_stamped:
 * @file: a local file
 * @max_size: the most to read
 * @flags: whether pipes and devices may be read
 * @stamp: (out) (optional) (transfer full): the stamp of the version read,
 *   for cf_file_save_checked()
 * @error: return location for an error, on one line
 *
 * Reads @file as cf_file_load() does, and tells which version was read.
 *
 * Returns: (transfer full) (nullable): the contents
 */
GBytes *
cf_file_load_stamped (GFile *file, gsize max_size, CfLoadFlags flags, char **stamp, GError **error)
{
  g_autofree char *path = NULL;
  g_autofree char *name = NULL;
  GBytes          *bytes;
  struct stat      st;
  int              fd;

  g_return_val_if_fail (G_IS_FILE (file), NULL);

  if (!(path = g_file_get_path (file)))
    {
      g_autofree char *uri = g_file_get_uri (file);

      set_error (error, G_IO_ERROR_NOT_SUPPORTED, _("%s is not a local file"), uri);
      return NULL;
    }
  name = g_filename_display_basename (path);

  /* Non-blocking, so that opening a pipe nobody writes to does not wait. */
  fd = open (path, O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK);
  if (fd < 0)
    {
      set_errno_error (error, errno, path);
      return NULL;
    }
  if (fstat (fd, &st) != 0)
    {
      set_errno_error (error, errno, path);
      close (fd);
      return NULL;
    }
  if (S_ISDIR (st.st_mode))
    {
      set_error (error, G_IO_ERROR_IS_DIRECTORY, _("%s is a folder"), name);
      close (fd);
      return NULL;
    }
  if (!S_ISREG (st.st_mode) && (flags & CF_LOAD_REGULAR_ONLY))
    {
      set_error (error, G_IO_ERROR_NOT_REGULAR_FILE, _("%s is not a regular file"), name);
      close (fd);
      return NULL;
    }
  if (S_ISREG (st.st_mode) && (guint64)st.st_size > max_size)
    {
      set_too_large (error, name, max_size);
      close (fd);
      return NULL;
    }
  /* A pipe with a writer is read as it comes, like any command does. */
  fcntl (fd, F_SETFL, fcntl (fd, F_GETFL) & ~O_NONBLOCK);

  bytes = cf_file_load_fd (fd, name, max_size, error);
  /* The version read: the one open, whatever was renamed over it since. */
  if (bytes != NULL && stamp != NULL)
    *stamp = stamp_of (&st);
  close (fd);
  return bytes;
}

/**
 * cf_file_error_advice:
 * @error: an error from cf_file_save()
 *
 * Returns: (transfer full): one sentence on what the user can do about it
 */
char *
cf_file_error_advice (const GError *error)
{
  if (error != NULL && error->domain == G_IO_ERROR)
    switch (error->code)
      {
      case G_IO_ERROR_NO_SPACE:
        return g_strdup (_("Free some disk space."));
      case G_IO_ERROR_PERMISSION_DENIED:
      case G_IO_ERROR_READ_ONLY:
        return g_strdup (_("Make the folder writable."));
      case G_IO_ERROR_IS_DIRECTORY:
      case G_IO_ERROR_NOT_REGULAR_FILE:
        return g_strdup (_("Move it out of the way."));
      default:
        break;
      }
  return g_strdup (_("Check the disk and the folder."));
}

/**
 * cf_file_get_backup:
 * @file: a file cf_file_save() writes
 *
 * Returns: (transfer full): FILE~, the save before the last, which
 *   cf_file_save() keeps
 */
GFile *
cf_file_get_backup (GFile *file)
{
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *backup = g_strconcat (path, "~", NULL);

  return g_file_new_for_path (backup);
}

/**
 * cf_file_forget:
 * @file: a file cf_file_save() writes
 *
 * Removes @file and the save before it (FILE~): for a save whose game is
 * over or replaced. Files already gone are no error.
 */
void
cf_file_forget (GFile *file)
{
  g_autoptr(GFile) backup = cf_file_get_backup (file);

  g_file_delete (file, NULL, NULL);
  g_file_delete (backup, NULL, NULL);
}
