/* cf-json.c: reading JSON with error messages that name the place
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "cf-json-private.h"

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

void
cf_json_set_error (GError **error, const char *origin, const char *path, const char *format, ...)
{
  g_autofree char *message = NULL;
  g_autofree char *where = NULL;
  va_list          args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);

  if (origin != NULL && path != NULL && *path != '\0')
    where = g_strdup_printf ("%s: %s", origin, path);
  else if (path != NULL && *path != '\0')
    where = g_strdup (path);
  else if (origin != NULL)
    where = g_strdup (origin);

  if (where != NULL)
    g_set_error (error, CF_ERROR, CF_ERROR_INVALID, "%s: %s", where, message);
  else
    g_set_error_literal (error, CF_ERROR, CF_ERROR_INVALID, message);
}

JsonNode *
cf_json_parse_bytes (GBytes *bytes, const char *origin, GError **error)
{
  g_autoptr(JsonParser) parser = json_parser_new_immutable ();
  g_autoptr(GError) local_error = NULL;
  gsize       size = 0;
  const char *data = g_bytes_get_data (bytes, &size);

  if (size > 16 * 1024 * 1024)
    {
      cf_json_set_error (error, origin, NULL, _("the file is larger than 16 MiB"));
      return NULL;
    }

  if (!json_parser_load_from_data (parser, data ? data : "", size, &local_error))
    {
      /* json-glib's message already says "<line>:<column>: what" */
      cf_json_set_error (error, origin, NULL, _("not valid JSON: %s"), local_error->message);
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
      cf_json_set_error (error, origin, path, _("%lld is out of range (%lld to %lld)"),
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
