/* cf-json-private.h: reading JSON with error messages that name the place
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

#include "cf-types.h"

G_BEGIN_DECLS

/* Paths are built as "players[2].name"; an empty parent means the root. */
char *cf_json_path_member (const char *parent, const char *member);
char *cf_json_path_index (const char *parent, guint index);

/* Deeper than any file Casefile writes (about 6 levels), shallow enough
 * for json-glib's recursive parser. */
#define CF_JSON_MAX_DEPTH 64

gboolean  cf_json_check_strict (const char *data, gsize size, const char *origin, GError **error);
JsonNode *cf_json_parse_bytes (GBytes *bytes, gsize max_size, const char *origin, GError **error);

JsonObject *
cf_json_require_object (JsonNode *node, const char *origin, const char *path, GError **error);
JsonArray *
cf_json_require_array (JsonNode *node, const char *origin, const char *path, GError **error);
JsonNode *cf_json_member (JsonObject *object,
                          const char *member,
                          gboolean    required,
                          const char *origin,
                          const char *parent,
                          GError    **error);
gboolean  cf_json_get_string (JsonObject  *object,
                              const char  *member,
                              gboolean     required,
                              const char  *origin,
                              const char  *parent,
                              const char **out,
                              GError     **error);
gboolean  cf_json_get_int (JsonObject *object,
                           const char *member,
                           gboolean    required,
                           gint64      min,
                           gint64      max,
                           const char *origin,
                           const char *parent,
                           gint64     *out,
                           GError    **error);
gboolean  cf_json_node_int (JsonNode   *node,
                            gint64      min,
                            gint64      max,
                            const char *origin,
                            const char *path,
                            gint64     *out,
                            GError    **error);
gboolean  cf_json_check_members (JsonObject        *object,
                                 const char *const *known,
                                 const char        *origin,
                                 const char        *parent,
                                 GError           **error);
void
cf_json_set_error (GError **error, const char *origin, const char *path, const char *format, ...)
    G_GNUC_PRINTF (4, 5);

G_END_DECLS
