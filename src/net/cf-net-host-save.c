/* cf-net-host-save.c: a hosted game saved as it goes, and resumed
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "cf-json-private.h"
#include "cf-net-cert.h"
#include "cf-net-host-private.h"

/* What a host needs to go on after a stop: its certificate and key (so
 * the code stays the same), the secret, which seats are remote, their
 * rejoin tokens, and the game (docs/network.md) */
static GBytes *
hosted_to_bytes (CfNetHost *self)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(GBytes) game = cf_game_to_bytes (self->game);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autofree char *certificate = NULL, *key = NULL;
  char            *text;

  g_object_get (self->certificate, "certificate-pem", &certificate, "private-key-pem", &key, NULL);
  json_parser_load_from_data (parser, g_bytes_get_data (game, NULL), g_bytes_get_size (game), NULL);
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "format");
  json_builder_add_string_value (builder, "casefile-hosted-game");
  json_builder_set_member_name (builder, "version");
  json_builder_add_int_value (builder, 1);
  json_builder_set_member_name (builder, "secret");
  json_builder_add_string_value (builder, self->secret);
  json_builder_set_member_name (builder, "certificate");
  json_builder_add_string_value (builder, certificate);
  json_builder_set_member_name (builder, "key");
  json_builder_add_string_value (builder, key);
  /* Hosted from a window: its people play at that screen */
  json_builder_set_member_name (builder, "screen");
  json_builder_add_boolean_value (builder, self->hot_seat != NULL);
  if (self->server != NULL)
    {
      json_builder_set_member_name (builder, "port");
      json_builder_add_int_value (builder, cf_net_host_get_port (self));
    }
  json_builder_set_member_name (builder, "seats");
  json_builder_begin_array (builder);
  for (guint i = 0; i < self->n_seats; i++)
    {
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "remote");
      json_builder_add_boolean_value (builder, self->seats[i].remote);
      json_builder_set_member_name (builder, "rejoin");
      if (self->tokens[i] != NULL)
        json_builder_add_string_value (builder, self->tokens[i]);
      else
        json_builder_add_null_value (builder);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "game");
  json_builder_add_value (builder, json_node_copy (json_parser_get_root (parser)));
  json_builder_end_object (builder);
  root = json_builder_get_root (builder);
  text = json_to_string (root, TRUE);
  return g_bytes_new_take (text, strlen (text));
}

/* After every action: a stopped host resumes where it stood. A failed
 * save is told once and the game goes on (the previous file is kept). */
void
cf_net_host_autosave (CfNetHost *self)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;

  /* (a game over is not saved: there is nothing to resume) */
  if (self->save_file == NULL || self->game == NULL || self->finished)
    return;
  bytes = hosted_to_bytes (self);
  if (!cf_file_save (self->save_file, bytes, CF_SAVE_BACKUP | CF_SAVE_PRIVATE, &error) &&
      self->save_failures++ == 0)
    {
      if (g_signal_has_handler_pending (self, g_signal_lookup ("save-failed", CF_TYPE_NET_HOST), 0,
                                        FALSE))
        cf_net_host_emit_save_failed (self, error);
      else
        g_warning ("%s", error->message);
    }
}

/**
 * cf_net_host_set_save_file:
 * @file: (nullable): where the hosted game is saved after every action
 *
 * The file holds the deal and the host's key: it is written readable by
 * its owner only, the previous version kept as FILE~.
 */
void
cf_net_host_set_save_file (CfNetHost *self, GFile *file)
{
  g_return_if_fail (CF_IS_NET_HOST (self));
  g_set_object (&self->save_file, file);
  cf_net_host_autosave (self);
}

static gboolean
fail_resume (GError **error, const char *origin, const char *path, const char *problem)
{
  cf_json_set_error (error, origin, path, "%s", problem);
  return FALSE;
}

/* @at_screen: resumed in a window, whose people play their seats at it */
static CfNetHost *
resume (GFile *file, gboolean at_screen, GError **error)
{
  g_autoptr(CfNetHost) self = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *origin = g_file_get_parse_name (file);
  g_autofree char *pem = NULL, *game_text = NULL, *pin = NULL;
  const char      *format, *secret, *certificate, *key;
  JsonObject      *object;
  JsonArray       *seats;
  JsonNode        *game;
  gint64           version, port;

  if (!(bytes = cf_file_load (file, CF_FILE_MAX_SIZE, CF_LOAD_REGULAR_ONLY, error)) ||
      !(root = cf_json_parse_bytes (bytes, CF_FILE_MAX_SIZE, origin, error)) ||
      !(object = cf_json_require_object (root, origin, NULL, error)) ||
      !cf_json_get_string (object, "format", TRUE, origin, NULL, &format, error) ||
      !cf_json_get_int (object, "version", TRUE, 1, 1, origin, NULL, &version, error) ||
      !cf_json_get_string (object, "secret", TRUE, origin, NULL, &secret, error) ||
      !cf_json_get_string (object, "certificate", TRUE, origin, NULL, &certificate, error) ||
      !cf_json_get_string (object, "key", TRUE, origin, NULL, &key, error) ||
      !(game = cf_json_member (object, "game", TRUE, origin, NULL, error)) ||
      !(seats = cf_json_require_array (cf_json_member (object, "seats", TRUE, origin, NULL, error),
                                       origin, "seats", error)))
    return NULL;
  if (!g_str_equal (format, "casefile-hosted-game"))
    {
      fail_resume (error, origin, "format", _("not a hosted game"));
      return NULL;
    }
  if (json_object_get_boolean_member_with_default (object, "screen", FALSE) && !at_screen)
    {
      fail_resume (error, origin, "screen",
                   _("a game hosted from a window, with people at its screen: resume it in "
                      "Casefile"));
      return NULL;
    }
  port = json_object_get_int_member_with_default (object, "port", 0);

  self = g_object_new (CF_TYPE_NET_HOST, NULL);
  game_text = json_to_string (game, FALSE);
  {
    gsize length = strlen (game_text);
    g_autoptr(GBytes) text = g_bytes_new_take (g_steal_pointer (&game_text), length);

    if (!(self->game = cf_game_new_from_bytes (text, error)))
      return NULL;
  }
  self->n_seats = cf_game_get_n_seats (self->game);
  if (json_array_get_length (seats) != self->n_seats)
    {
      fail_resume (error, origin, "seats", _("not one entry per seat of the game"));
      return NULL;
    }
  self->edition = g_object_ref (cf_game_get_edition (self->game));
  for (guint i = 0; i < self->n_seats; i++)
    {
      g_autofree char *path = cf_json_path_index ("seats", i);
      JsonObject      *seat =
          cf_json_require_object (json_array_get_element (seats, i), origin, path, error);
      JsonNode *remote, *token;

      if (seat == NULL || !(remote = cf_json_member (seat, "remote", TRUE, origin, path, error)) ||
          !(token = cf_json_member (seat, "rejoin", TRUE, origin, path, error)))
        return NULL;
      if (json_node_get_value_type (remote) != G_TYPE_BOOLEAN ||
          (!JSON_NODE_HOLDS_NULL (token) && json_node_get_value_type (token) != G_TYPE_STRING))
        {
          fail_resume (error, origin, path,
                       _("expected remote (true or false) and a rejoin token"));
          return NULL;
        }
      self->seats[i].remote = json_node_get_boolean (remote);
      self->seats[i].setup.suspect = cf_game_get_seat_suspect (self->game, i);
      self->seats[i].setup.kind = cf_game_get_seat_kind (self->game, i);
      /* (at a screen, its people are people too) */
      if (self->seats[i].remote && self->seats[i].setup.kind != CF_PLAYER_HUMAN)
        {
          fail_resume (error, origin, path, _("a remote seat that the game says is a bot"));
          return NULL;
        }
      if (!at_screen && !self->seats[i].remote && self->seats[i].setup.kind == CF_PLAYER_HUMAN)
        {
          fail_resume (error, origin, path, _("a person who is not at another computer"));
          return NULL;
        }
      self->names[i] = g_strdup (cf_game_get_seat_name (self->game, i));
      self->taken[i] = self->seats[i].remote;
      if (!JSON_NODE_HOLDS_NULL (token))
        self->tokens[i] = g_strdup (json_node_get_string (token));
    }

  pem = g_strconcat (certificate, key, NULL);
  if (!(self->certificate = g_tls_certificate_new_from_pem (pem, -1, error)))
    return NULL;
  {
    g_autofree char *normal = cf_net_secret_normalize (secret);

    if (normal == NULL)
      {
        fail_resume (error, origin, "secret", _("not a code"));
        return NULL;
      }
    self->secret = g_steal_pointer (&normal);
  }
  self->fingerprint = cf_net_cert_fingerprint (self->certificate);
  pin = cf_net_pin_from_fingerprint (self->fingerprint);
  self->code = g_strdup_printf ("%s-%s", self->secret, pin);
  self->saved_port = port > 0 && port <= G_MAXUINT16 ? port : 0;
  if (at_screen)
    {
      /* The screen's people and bots as they were; the others away */
      self->hot_seat = cf_hot_seat_new (self->game);
      for (guint i = 0; i < self->n_seats; i++)
        if (self->seats[i].remote)
          {
            cf_hot_seat_set_remote (self->hot_seat, i, TRUE);
            cf_hot_seat_set_presence (self->hot_seat, i, CF_PRESENCE_AWAY);
          }
    }
  cf_net_host_attach_game (self);
  return g_steal_pointer (&self);
}

/**
 * cf_net_host_new_resumed:
 * @file: a file cf_net_host_set_save_file() wrote
 *
 * A host that goes on with a saved game, under the same code: every remote
 * seat is away until its player comes back.
 *
 * Returns: (transfer full) (nullable): the host, or %NULL with @error
 *   naming the place in the file and the problem
 */
CfNetHost *
cf_net_host_new_resumed (GFile *file, GError **error)
{
  g_return_val_if_fail (G_IS_FILE (file), NULL);
  return resume (file, FALSE, error);
}

/**
 * cf_net_host_new_resumed_at_screen:
 * @file: a file a host made with cf_net_host_new_for_hot_seat() saved
 *
 * As cf_net_host_new_resumed(), for a game hosted from a window: its
 * people and bots play at the screen again (cf_net_host_get_hot_seat()).
 *
 * Returns: (transfer full) (nullable): the host, or %NULL with @error
 */
CfNetHost *
cf_net_host_new_resumed_at_screen (GFile *file, GError **error)
{
  g_return_val_if_fail (G_IS_FILE (file), NULL);
  return resume (file, TRUE, error);
}

/**
 * cf_net_host_get_hot_seat:
 *
 * Returns: (transfer none) (nullable): the screen's game, for a host of a
 *   game at a screen
 */
CfHotSeat *
cf_net_host_get_hot_seat (CfNetHost *self)
{
  g_return_val_if_fail (CF_IS_NET_HOST (self), NULL);
  return self->hot_seat;
}

/**
 * cf_net_host_get_saved_port:
 *
 * Returns: the port a resumed host listened on before (its joiners come
 *   back there), or 0
 */
guint
cf_net_host_get_saved_port (CfNetHost *self)
{
  g_return_val_if_fail (CF_IS_NET_HOST (self), 0);
  return self->saved_port;
}
