/* cf-json.c: reading JSON with error messages that name the place
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include <string.h>

#include "cf-file.h"
#include "cf-json-private.h"
#include "cf-text.h"

char *
cf_json_path_member (const char *parent, const char *member)
{
  if (parent == NULL || *parent == '\0')
    return g_strdup (member);
  return g_strdup_printf ("%s.%s", parent, member);
}

char *
cf_json_path_index (const char *parent, guint index)
{
  return g_strdup_printf ("%s[%u]", parent ? parent : "", index);
}

/**
 * cf_text_one_line:
 * @text: a message that may quote anything read from a file or typed
 *
 * Every error Casefile prints is one line: control characters (a newline
 * in a player's name, say) become escapes like `\n`, and a message longer
 * than a screen line keeps its start (the place) and its end (the problem).
 *
 * Returns: (transfer full): the message on one line
 */
char *
cf_text_one_line (const char *text)
{
  g_autoptr(GString) out = g_string_new (NULL);
  const char *p;
  glong       length;

  if (text == NULL)
    return g_strdup ("");

  for (p = text; *p != '\0';)
    {
      gunichar c = g_utf8_get_char_validated (p, -1);

      if (c == (gunichar)-1 || c == (gunichar)-2)
        {
          g_string_append_printf (out, "\\x%02x", (guchar)*p);
          p++;
          continue;
        }
      switch (c)
        {
        case '\n':
          g_string_append (out, "\\n");
          break;
        case '\r':
          g_string_append (out, "\\r");
          break;
        case '\t':
          g_string_append (out, "\\t");
          break;
        default:
          if (c < 0x20 || c == 0x7f || (c >= 0x80 && c < 0xa0) || c == 0x2028 || c == 0x2029)
            g_string_append_printf (out, "\\u%04x", c);
          else
            g_string_append_unichar (out, c);
        }
      p = g_utf8_next_char (p);
    }

  length = g_utf8_strlen (out->str, -1);
  if (length > CF_ONE_LINE_MAX)
    {
      const char *head_end = g_utf8_offset_to_pointer (out->str, CF_ONE_LINE_MAX / 2);
      const char *tail = g_utf8_offset_to_pointer (out->str, length - CF_ONE_LINE_MAX / 3);

      return g_strdup_printf ("%.*s … %s", (int)(head_end - out->str), out->str, tail);
    }
  return g_string_free (g_steal_pointer (&out), FALSE);
}

/**
 * cf_text_one_line_valist:
 * @format: a message in printf() style
 *
 * Returns: (transfer full): the message made from @format and @args, on
 *   one line (cf_text_one_line())
 */
char *
cf_text_one_line_valist (const char *format, va_list args)
{
  g_autofree char *text = g_strdup_vprintf (format, args);

  return cf_text_one_line (text);
}

void
cf_json_set_error (GError **error, const char *origin, const char *path, const char *format, ...)
{
  g_autofree char *message = NULL;
  g_autofree char *where = NULL;
  g_autofree char *whole = NULL;
  g_autofree char *one_line = NULL;
  va_list          args;

  /* The first problem found is the one reported: a member that is missing
   * is then not also "not an array". */
  if (error != NULL && *error != NULL)
    return;

  va_start (args, format);
  message = cf_text_vprintf (format, args);
  va_end (args);

  if (origin != NULL && path != NULL && *path != '\0')
    /* Translators: %1$s is a file's name, %2$s a place in what it holds, such as seats[2].name;
     * an error message follows */
    where = cf_text_printf (C_("place in a file", "%1$s: %2$s"), origin, path);
  else if (path != NULL && *path != '\0')
    where = cf_text_isolate (path);
  else if (origin != NULL)
    where = cf_text_isolate (origin);

  whole = where != NULL
              /* Translators: %1$s says where in a file (its name, a place in it, or both), %2$s
               * what is wrong there */
              ? cf_text_printf (C_("problem in a file", "%1$s: %2$s"), where, message)
              : g_strdup (message);
  one_line = cf_text_one_line (whole);
  g_set_error_literal (error, CF_ERROR, CF_ERROR_INVALID, one_line);
}

/* ------------------------------------------------------- strict checking */

/* json-glib's parser accepts more than JSON (comments, "0x1", "$1", two
 * documents in a row) and recurses once per nesting level, so a deep file
 * overflows the stack. Every text is checked here first, against RFC 8259
 * and a depth limit; only what passes reaches json-glib. The checker's own
 * recursion is bounded by the same limit. */
typedef struct
{
  const char *start;
  const char *p;
  const char *end;
  guint       depth;
  const char *problem;
} Checker;

static gboolean check_value (Checker *c);

static gboolean
fail_at (Checker *c, const char *problem)
{
  if (c->problem == NULL)
    c->problem = problem;
  return FALSE;
}

static void
skip_space (Checker *c)
{
  while (c->p < c->end && (*c->p == ' ' || *c->p == '\t' || *c->p == '\n' || *c->p == '\r'))
    c->p++;
}

static gboolean
check_literal (Checker *c, const char *word)
{
  gsize n = strlen (word);

  if ((gsize)(c->end - c->p) < n || memcmp (c->p, word, n) != 0)
    return fail_at (c, _("expected a value"));
  c->p += n;
  return TRUE;
}

static gboolean
check_digits (Checker *c)
{
  if (c->p >= c->end || !g_ascii_isdigit (*c->p))
    return fail_at (c, _("a number is malformed"));
  while (c->p < c->end && g_ascii_isdigit (*c->p))
    c->p++;
  return TRUE;
}

static gboolean
check_number (Checker *c)
{
  if (*c->p == '-')
    c->p++;
  if (c->p < c->end && *c->p == '0')
    c->p++;
  else if (!check_digits (c))
    return FALSE;
  if (c->p < c->end && *c->p == '.')
    {
      c->p++;
      if (!check_digits (c))
        return FALSE;
    }
  if (c->p < c->end && (*c->p == 'e' || *c->p == 'E'))
    {
      c->p++;
      if (c->p < c->end && (*c->p == '+' || *c->p == '-'))
        c->p++;
      if (!check_digits (c))
        return FALSE;
    }
  if (c->p < c->end && (g_ascii_isalnum (*c->p) || *c->p == '.'))
    return fail_at (c, _("a number is malformed"));
  return TRUE;
}

static int
hex4 (const char *p)
{
  int value = 0;

  for (int i = 0; i < 4; i++)
    {
      int digit = g_ascii_xdigit_value (p[i]);

      if (digit < 0)
        return -1;
      value = value * 16 + digit;
    }
  return value;
}

static gboolean
check_string (Checker *c)
{
  c->p++; /* the opening quote */
  while (c->p < c->end)
    {
      guchar ch = (guchar)*c->p;

      if (ch == '"')
        {
          c->p++;
          return TRUE;
        }
      if (ch < 0x20)
        return fail_at (c, _("a string holds a control character (write it as an escape)"));
      if (ch != '\\')
        {
          c->p++;
          continue;
        }
      if (c->end - c->p < 2)
        break;
      switch (c->p[1])
        {
        case '"':
        case '\\':
        case '/':
        case 'b':
        case 'f':
        case 'n':
        case 'r':
        case 't':
          c->p += 2;
          break;
        case 'u':
          {
            int unit = c->end - c->p >= 6 ? hex4 (c->p + 2) : -1;

            if (unit < 0)
              return fail_at (c, _("a string holds a malformed \\u escape"));
            if (unit == 0)
              return fail_at (c, _("a string holds a NUL character"));
            if (unit >= 0xdc00 && unit <= 0xdfff)
              return fail_at (c, _("a string holds half of a character (a lone surrogate)"));
            c->p += 6;
            if (unit >= 0xd800 && unit <= 0xdbff)
              {
                int low =
                    c->end - c->p >= 6 && c->p[0] == '\\' && c->p[1] == 'u' ? hex4 (c->p + 2) : -1;

                if (low < 0xdc00 || low > 0xdfff)
                  return fail_at (c, _("a string holds half of a character (a lone surrogate)"));
                c->p += 6;
              }
          }
          break;
        default:
          return fail_at (c, _("a string holds an unknown escape"));
        }
    }
  return fail_at (c, _("a string is not closed"));
}

static gboolean
check_container (Checker *c, char close)
{
  gboolean object = close == '}';

  if (++c->depth > CF_JSON_MAX_DEPTH)
    return fail_at (c, _("nested too deeply"));
  c->p++;
  skip_space (c);
  if (c->p < c->end && *c->p == close)
    {
      c->p++;
      c->depth--;
      return TRUE;
    }
  for (;;)
    {
      skip_space (c);
      if (object)
        {
          if (c->p >= c->end || *c->p != '"')
            return fail_at (c, _("expected a member name in quotes"));
          if (!check_string (c))
            return FALSE;
          skip_space (c);
          if (c->p >= c->end || *c->p != ':')
            return fail_at (c, _("expected “:” after a member name"));
          c->p++;
        }
      if (!check_value (c))
        return FALSE;
      skip_space (c);
      if (c->p < c->end && *c->p == ',')
        {
          c->p++;
          continue;
        }
      if (c->p < c->end && *c->p == close)
        {
          c->p++;
          c->depth--;
          return TRUE;
        }
      return fail_at (c, object ? _("expected “,” or “}”") : _("expected “,” or “]”"));
    }
}

static gboolean
check_value (Checker *c)
{
  skip_space (c);
  if (c->p >= c->end)
    return fail_at (c, _("the text ends where a value should be"));
  switch (*c->p)
    {
    case '{':
      return check_container (c, '}');
    case '[':
      return check_container (c, ']');
    case '"':
      return check_string (c);
    case 't':
      return check_literal (c, "true");
    case 'f':
      return check_literal (c, "false");
    case 'n':
      return check_literal (c, "null");
    case '-':
    case '0' ... '9':
      return check_number (c);
    default:
      return fail_at (c, _("expected a value"));
    }
}

/* Line and column (in characters, from 1) of @at. */
static void
locate (const char *start, const char *at, guint *line, guint *column)
{
  const char *line_start = start;

  *line = 1;
  for (const char *p = start; p < at; p++)
    if (*p == '\n')
      {
        (*line)++;
        line_start = p + 1;
      }
  *column = 1;
  for (const char *p = line_start; p < at; p = g_utf8_next_char (p))
    (*column)++;
}

/**
 * cf_json_check_strict:
 * @data: the text
 * @size: its length in bytes
 * @origin: (nullable): the file, for the message
 * @error: return location for an error naming the line and column
 *
 * Returns: whether @data is one JSON value (RFC 8259) in UTF-8 nested at
 *   most %CF_JSON_MAX_DEPTH levels deep
 */
gboolean
cf_json_check_strict (const char *data, gsize size, const char *origin, GError **error)
{
  Checker     c = { data, data, data + size, 0, NULL };
  const char *invalid = NULL;
  guint       line, column;

  if (!g_utf8_validate_len (data, size, &invalid))
    {
      locate (data, invalid, &line, &column);
      /* Translators: %1$u is a line, %2$u a column */
      cf_json_set_error (error, origin, NULL, _("line %1$u, column %2$u: not UTF-8 text"), line,
                         column);
      return FALSE;
    }

  skip_space (&c);
  if (c.p == c.end)
    {
      cf_json_set_error (error, origin, NULL, _("the file is empty"));
      return FALSE;
    }
  if (check_value (&c))
    {
      skip_space (&c);
      if (c.p == c.end)
        return TRUE;
      c.problem = _("more text after the end of the document");
    }

  locate (data, c.p, &line, &column);
  /* Translators: %1$u is a line, %2$u a column, %3$s what is wrong there */
  cf_json_set_error (error, origin, NULL, _("not valid JSON: line %1$u, column %2$u: %3$s"), line,
                     column, c.problem);
  return FALSE;
}

JsonNode *
cf_json_parse_bytes (GBytes *bytes, gsize max_size, const char *origin, GError **error)
{
  g_autoptr(JsonParser) parser = json_parser_new_immutable ();
  g_autoptr(GError) local_error = NULL;
  gsize       size = 0;
  const char *data = g_bytes_get_data (bytes, &size);

  if (size > max_size)
    {
      /* Translators: %u is a number of mebibytes */
      cf_json_set_error (error, origin, NULL, _("the file is larger than %u MiB"),
                         (guint)(max_size >> 20));
      return NULL;
    }

  /* A byte order mark is not JSON, but some editors write one. */
  if (size >= 3 && memcmp (data, "\xef\xbb\xbf", 3) == 0)
    {
      data += 3;
      size -= 3;
    }

  if (!cf_json_check_strict (data ? data : "", size, origin, error))
    return NULL;

  if (!json_parser_load_from_data (parser, data, size, &local_error))
    {
      /* Not reached for checked text; kept so that nothing is ever
       * accepted half-parsed. */
      cf_json_set_error (error, origin, NULL, _("not valid JSON"));
      return NULL;
    }

  if (json_parser_get_root (parser) == NULL)
    {
      cf_json_set_error (error, origin, NULL, _("the file is empty"));
      return NULL;
    }

  return json_node_ref (json_parser_get_root (parser));
}

JsonObject *
cf_json_require_object (JsonNode *node, const char *origin, const char *path, GError **error)
{
  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    {
      cf_json_set_error (error, origin, path, _("expected an object"));
      return NULL;
    }
  return json_node_get_object (node);
}

JsonArray *
cf_json_require_array (JsonNode *node, const char *origin, const char *path, GError **error)
{
  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node))
    {
      cf_json_set_error (error, origin, path, _("expected an array"));
      return NULL;
    }
  return json_node_get_array (node);
}

JsonNode *
cf_json_member (JsonObject *object,
                const char *member,
                gboolean    required,
                const char *origin,
                const char *parent,
                GError    **error)
{
  JsonNode *node = json_object_get_member (object, member);

  if (node == NULL && required)
    {
      g_autofree char *path = cf_json_path_member (parent, member);
      cf_json_set_error (error, origin, path, _("missing"));
    }
  return node;
}

gboolean
cf_json_get_string (JsonObject  *object,
                    const char  *member,
                    gboolean     required,
                    const char  *origin,
                    const char  *parent,
                    const char **out,
                    GError     **error)
{
  JsonNode *node = cf_json_member (object, member, required, origin, parent, error);

  *out = NULL;
  if (node == NULL)
    return !required;

  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
    {
      g_autofree char *path = cf_json_path_member (parent, member);
      cf_json_set_error (error, origin, path, _("expected a string"));
      return FALSE;
    }

  *out = json_node_get_string (node);
  return TRUE;
}

gboolean
cf_json_node_int (JsonNode   *node,
                  gint64      min,
                  gint64      max,
                  const char *origin,
                  const char *path,
                  gint64     *out,
                  GError    **error)
{
  gint64 value;

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) ||
      json_node_get_value_type (node) != G_TYPE_INT64)
    {
      cf_json_set_error (error, origin, path, _("expected a whole number"));
      return FALSE;
    }

  value = json_node_get_int (node);
  if (value < min || value > max)
    {
      /* Translators: %1$lld is a number read from a file, %2$lld and %3$lld the smallest and
       * largest allowed */
      cf_json_set_error (error, origin, path, _("%1$lld is out of range (%2$lld to %3$lld)"),
                         (long long)value, (long long)min, (long long)max);
      return FALSE;
    }

  *out = value;
  return TRUE;
}

gboolean
cf_json_get_int (JsonObject *object,
                 const char *member,
                 gboolean    required,
                 gint64      min,
                 gint64      max,
                 const char *origin,
                 const char *parent,
                 gint64     *out,
                 GError    **error)
{
  g_autofree char *path = NULL;
  JsonNode        *node = cf_json_member (object, member, required, origin, parent, error);

  if (node == NULL)
    return !required;

  path = cf_json_path_member (parent, member);
  return cf_json_node_int (node, min, max, origin, path, out, error);
}

/**
 * cf_json_check_members:
 * @object: an object read from a file
 * @known: (array zero-terminated=1): the members @object may have
 * @origin: (nullable): the file, for the message
 * @parent: the JSON path of @object
 * @error: return location for an error naming the first unknown member
 *
 * A misspelt member ("evnets") is an error, not a member silently ignored
 * while the one meant is taken for absent.
 *
 * Returns: whether every member of @object is in @known
 */
gboolean
cf_json_check_members (JsonObject        *object,
                       const char *const *known,
                       const char        *origin,
                       const char        *parent,
                       GError           **error)
{
  g_autoptr(GList) members = json_object_get_members (object);

  for (const GList *l = members; l != NULL; l = l->next)
    if (!g_strv_contains (known, l->data))
      {
        g_autofree char *path = cf_json_path_member (parent, l->data);

        cf_json_set_error (error, origin, path, _("unknown member"));
        return FALSE;
      }
  return TRUE;
}
