/* cf-text.h: sentences that read in the direction of the UI's language
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/**
 * CfTextMarks:
 * @CF_TEXT_MARKS_NONE: plain text (files, the CLI, the network)
 * @CF_TEXT_MARKS_LTR: text shown in a UI written left to right
 * @CF_TEXT_MARKS_RTL: text shown in a UI written right to left
 *
 * Which Unicode direction marks go into the sentences Casefile makes.
 */
typedef enum
{
  CF_TEXT_MARKS_NONE,
  CF_TEXT_MARKS_LTR,
  CF_TEXT_MARKS_RTL,
} CfTextMarks;

CfTextMarks cf_text_language_direction (void);
void        cf_text_set_marks (CfTextMarks marks);
CfTextMarks cf_text_get_marks (void);

char *cf_text_isolate (const char *text);
char *cf_text_line (const char *text);
char *cf_text_printf (const char *format, ...) G_GNUC_PRINTF (1, 2);
char *cf_text_vprintf (const char *format, va_list args) G_GNUC_PRINTF (1, 0);

G_END_DECLS
