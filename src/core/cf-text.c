/* cf-text.c: sentences that read in the direction of the UI's language
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include <string.h>

#include "cf-text.h"

/* A label takes its base direction from its first strong character, so a
 * Hebrew sentence that starts with a player called "Alice" is laid out
 * left to right, subject and colon at the wrong end; a Dutch one that
 * starts with a Hebrew name, right to left. In text shown on screen:
 *
 *  - everything a person typed (a player's name, a card name of a card set
 *    of their own) and every file path goes into a sentence isolated
 *    (U+2068 FIRST STRONG ISOLATE … U+2069 POP DIRECTIONAL ISOLATE): it
 *    reads in its own direction and does not move the words around it;
 *  - a sentence starts with the mark of the UI's direction (U+200F
 *    RIGHT-TO-LEFT MARK or U+200E LEFT-TO-RIGHT MARK). An isolate alone
 *    does not help a leading name: the paragraph's direction is then
 *    taken from the isolate's contents.
 *
 * Files, the CLI and the network get the words alone (CF_TEXT_MARKS_NONE,
 * the default): the app turns the marks on at start-up. */

#define FSI "\xe2\x81\xa8" /* U+2068 */
#define PDI "\xe2\x81\xa9" /* U+2069 */
#define LRM "\xe2\x80\x8e" /* U+200E */
#define RLM "\xe2\x80\x8f" /* U+200F */

static int text_marks = CF_TEXT_MARKS_NONE;

/**
 * cf_text_language_direction:
 *
 * The direction of the language the messages are shown in, as GTK
 * decides it: from the translation of "default:LTR".
 *
 * Returns: %CF_TEXT_MARKS_RTL or %CF_TEXT_MARKS_LTR
 */
CfTextMarks
cf_text_language_direction (void)
{
  /* Translators: "default:RTL" for a language written right to left, as in
   * GTK's own catalogue; "default:LTR" for all others. Do not translate it
   * in any other way. */
  return g_str_equal (_("default:LTR"), "default:RTL") ? CF_TEXT_MARKS_RTL : CF_TEXT_MARKS_LTR;
}

/**
 * cf_text_set_marks:
 * @marks: whether sentences carry direction marks, and which
 *
 * Process-wide: the app sets it once, at start-up, to the direction of its
 * widgets; sentences made in worker threads read it.
 */
void
cf_text_set_marks (CfTextMarks marks)
{
  g_return_if_fail (marks <= CF_TEXT_MARKS_RTL);
  g_atomic_int_set (&text_marks, marks);
}

CfTextMarks
cf_text_get_marks (void)
{
  return g_atomic_int_get (&text_marks);
}

/**
 * cf_text_isolate:
 * @text: (nullable): a name or a path, to go into a sentence
 *
 * Returns: (transfer full): @text between U+2068 and U+2069 when
 *   sentences carry marks; else a copy
 */
char *
cf_text_isolate (const char *text)
{
  if (text == NULL)
    text = "";
  if (cf_text_get_marks () == CF_TEXT_MARKS_NONE)
    return g_strdup (text);
  return g_strconcat (FSI, text, PDI, NULL);
}

static const char *
direction_mark (void)
{
  switch (cf_text_get_marks ())
    {
    case CF_TEXT_MARKS_LTR:
      return LRM;
    case CF_TEXT_MARKS_RTL:
      return RLM;
    case CF_TEXT_MARKS_NONE:
    default:
      return "";
    }
}

/**
 * cf_text_line:
 * @text: (nullable): words in the UI's language (a list of names, say)
 *
 * Returns: (transfer full): @text after the mark of the UI's direction,
 *   when sentences carry marks; else a copy
 */
char *
cf_text_line (const char *text)
{
  const char *mark = direction_mark ();

  if (text == NULL)
    text = "";
  if (*mark == '\0' || g_str_has_prefix (text, mark))
    return g_strdup (text);
  return g_strconcat (mark, text, NULL);
}

/* @format with each string conversion (%s, %1$s, %-10s…) between FSI and
 * PDI. The arguments stay as they are. */
static char *
isolate_conversions (const char *format)
{
  GString    *out = g_string_sized_new (strlen (format) + 32);
  const char *p = format;

  while (*p != '\0')
    {
      const char *start;
      size_t      n;

      if (*p != '%')
        {
          g_string_append_c (out, *p++);
          continue;
        }
      if (p[1] == '%')
        {
          g_string_append_len (out, p, 2);
          p += 2;
          continue;
        }
      start = p++;
      /* Position, flags, width, precision and length modifiers */
      p += strspn (p, "0123456789$#-+ '.*hlLqjztI");
      if (*p == '\0')
        {
          g_string_append (out, start);
          break;
        }
      n = (size_t)(p - start) + 1;
      if (*p == 's')
        g_string_append (out, FSI);
      g_string_append_len (out, start, n);
      if (*p == 's')
        g_string_append (out, PDI);
      p++;
    }
  return g_string_free (out, FALSE);
}

/**
 * cf_text_vprintf:
 * @format: a translated sentence in printf() style
 *
 * A sentence for the screen: every string it quotes (%s) isolated, and the
 * mark of the UI's direction first (when sentences carry marks). A string
 * that is itself a sentence of cf_text_printf() reads in the UI's
 * direction, since its own mark comes first in it.
 *
 * Returns: (transfer full): the sentence
 */
char *
cf_text_vprintf (const char *format, va_list args)
{
  g_autofree char *marked = NULL;
  g_autofree char *text = NULL;

  g_return_val_if_fail (format != NULL, NULL);

  if (cf_text_get_marks () == CF_TEXT_MARKS_NONE)
    return g_strdup_vprintf (format, args);

  marked = isolate_conversions (format);
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
  text = g_strdup_vprintf (marked, args);
#pragma GCC diagnostic pop
  return cf_text_line (text);
}

/**
 * cf_text_printf:
 * @format: a translated sentence in printf() style
 *
 * Returns: (transfer full): the sentence (see cf_text_vprintf())
 */
char *
cf_text_printf (const char *format, ...)
{
  va_list args;
  char   *text;

  va_start (args, format);
  text = cf_text_vprintf (format, args);
  va_end (args);
  return text;
}
