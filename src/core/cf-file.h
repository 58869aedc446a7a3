/* cf-file.h: the one way Casefile reads and writes its files
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* The most Casefile reads of any file (and so the most it writes). */
#define CF_FILE_MAX_SIZE ((gsize)64 * 1024 * 1024)

/* The longest error message, in characters (see cf_text_one_line()). */
#define CF_ONE_LINE_MAX 400

/**
 * CfSaveFlags:
 * @CF_SAVE_NONE: replace the file
 * @CF_SAVE_BACKUP: keep the previous version as `FILE~`, if it is a
 *   complete JSON document
 * @CF_SAVE_PRIVATE: a new file is readable by its owner only
 */
typedef enum
{
  CF_SAVE_NONE = 0,
  CF_SAVE_BACKUP = 1 << 0,
  CF_SAVE_PRIVATE = 1 << 1,
} CfSaveFlags;

/**
 * CfLoadFlags:
 * @CF_LOAD_NONE: read files, pipes and devices alike
 * @CF_LOAD_REGULAR_ONLY: only regular files (the app must not wait on a pipe)
 */
typedef enum
{
  CF_LOAD_NONE = 0,
  CF_LOAD_REGULAR_ONLY = 1 << 0,
} CfLoadFlags;

gboolean cf_file_save (GFile *file, GBytes *bytes, CfSaveFlags flags, GError **error);
gboolean cf_file_save_checked (GFile      *file,
                               GBytes     *bytes,
                               CfSaveFlags flags,
                               const char *expected,
                               char      **stamp,
                               GError    **error);
GBytes  *cf_file_load (GFile *file, gsize max_size, CfLoadFlags flags, GError **error);
GBytes *
cf_file_load_stamped (GFile *file, gsize max_size, CfLoadFlags flags, char **stamp, GError **error);
char   *cf_file_get_stamp (GFile *file);
GBytes *cf_file_load_fd (int fd, const char *name, gsize max_size, GError **error);
char   *cf_file_error_advice (const GError *error);
void    cf_file_tidy_folder (GFile *folder);
GFile  *cf_file_get_backup (GFile *file);
void    cf_file_forget (GFile *file);

char *cf_text_one_line (const char *text);
char *cf_text_one_line_valist (const char *format, va_list args) G_GNUC_PRINTF (1, 0);

G_END_DECLS
