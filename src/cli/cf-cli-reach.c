/* cf-cli-reach.c: casefile-cli reach, where a move can end
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "cf-cli-private.h"

/* Every message on one line, whatever it quotes from the command line */
static int usage_error (const char *format, ...) G_GNUC_PRINTF (1, 2);

static int
usage_error (const char *format, ...)
{
  g_autofree char *message = NULL;
  va_list          args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  cf_cli_error ("reach", "%s", message);
  return 2;
}

int
cf_cli_reach (int argc, char **argv)
{
  g_autoptr(GOptionContext) context = g_option_context_new (NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(CfEdition) edition = NULL;
  g_autoptr(CfBoard) board = NULL;
  g_autoptr(GString) out = NULL;
  g_autofree char     *edition_id = NULL;
  g_autofree char     *from_text = NULL;
  g_autofree char     *entered_text = NULL;
  const CfRules       *rules;
  CfMoveRules          move;
  g_autofree gboolean *occupied = NULL;
  g_auto(GStrv) occupied_texts = NULL;
  CfReach            reach = { 0 };
  CfPlace            from;
  int                roll = 0;
  guint              first_room, max_roll, n_rooms = 0;
  const GOptionEntry entries[] = {
    { "edition", 0, 0, G_OPTION_ARG_STRING, &edition_id,
      N_("The edition whose board to use (default classic)"), N_("ID") },
    { "from", 0, 0, G_OPTION_ARG_STRING, &from_text,
      N_("Where the token stands: a square or a room id"), N_("X,Y|ROOM") },
    { "roll", 0, 0, G_OPTION_ARG_INT, &roll,
      N_("The number of steps rolled, from 1 to the most the edition allows (12 with two dice, "
          "more with Keepers that add to a roll)"),
      N_("N") },
    { "occupied", 0, 0, G_OPTION_ARG_STRING_ARRAY, &occupied_texts,
      N_("A square where another token stands (repeatable)"), N_("X,Y") },
    { "entered-by", 0, 0, G_OPTION_ARG_STRING, &entered_text,
      N_("From a room: the square in front of the door the token came in by, where the rules "
          "make it leave by that door"),
      N_("X,Y") },
    { NULL }
  };

  g_option_context_set_summary (
      context,
      _("Print as JSON the squares where a move of the roll can end and the rooms it can "
         "enter, by the edition’s rules (exactly the roll or up to it; other tokens blocking or "
         "not; a room left by the door it was entered by or by any): squares as [x, y] from the "
         "top left corner, rooms as room ids (and “pool” for the pool of Discover the Secrets). "
         "A move ends on a “?” square where the edition says so. Secret passages are not "
         "moves of a roll and are not listed."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    return usage_error ("%s", error->message);
  if (argc != 1)
    {
      g_printerr ("%s\n", _("Usage: casefile-cli reach [--edition ID] --from X,Y|ROOM --roll N "
                             "[--occupied X,Y]…"));
      return 2;
    }
  if (from_text == NULL)
    return usage_error ("%s", _("--from is missing"));
  if (!(edition = cf_edition_lookup_builtin (edition_id ? edition_id : "classic")))
    return usage_error (_("unknown edition “%s”"), edition_id);
  /* The edition's own movement rules, as in a game: exactly the roll or
   * up to it, tokens passed or not, a "?" square that ends the move */
  rules = cf_edition_get_rules (edition);
  cf_move_rules_init (&move, rules, CF_PLACE_NONE);
  max_roll = cf_edition_get_max_roll (edition);
  if (roll < 1 || (guint)roll > max_roll)
    /* Translators: %u is the highest roll of the edition (12, or 24 with Keepers) */
    return usage_error (_("--roll must be a number from 1 to %u"), max_roll);
  if (!(board = cf_board_lookup_builtin (edition)))
    return usage_error (_("the edition “%s” has no board"), cf_edition_get_id (edition));

  if ((from = cf_board_parse_place (board, from_text, &error)) == CF_PLACE_NONE)
    return usage_error ("--from: %s", error->message);

  occupied = g_new0 (gboolean, cf_board_get_n_places (board));
  for (guint i = 0; occupied_texts && occupied_texts[i]; i++)
    {
      CfPlace place = cf_board_parse_place (board, occupied_texts[i], &error);

      if (place != CF_PLACE_NONE && cf_board_place_is_room (board, place))
        {
          g_clear_error (&error);
          g_set_error (&error, CF_ERROR, CF_ERROR_INVALID, _("%s is a room, not a square"),
                       occupied_texts[i]);
          place = CF_PLACE_NONE;
        }
      if (place == CF_PLACE_NONE)
        return usage_error ("--occupied: %s", error->message);
      /* Where tokens neither block nor are blocked, they are only there */
      if (rules->tokens == CF_TOKENS_SHARE)
        continue;
      if (place == from)
        return usage_error (_("--from %s: another token stands on that square"), from_text);
      occupied[place] = TRUE;
    }

  if (entered_text != NULL)
    {
      CfPlace door = cf_board_parse_place (board, entered_text, &error);

      if (door == CF_PLACE_NONE)
        return usage_error ("--entered-by: %s", error->message);
      if (!cf_board_place_is_room (board, from) ||
          cf_board_get_door_room_at (board, door) != cf_board_place_get_room (board, from))
        /* Translators: %s is a square given on the command line */
        return usage_error (
            _("--entered-by %s: not in front of a door of the room the token is in"),
            entered_text);
      cf_move_rules_init (&move, rules, door);
    }

  cf_board_reach (board, from, roll, occupied, &move, &reach);

  /* One line, {"squares": [[x, y], …], "rooms": [id, …]}: room ids are
   * card ids, which need no escaping; the pool, a place entered like a
   * room, is "pool" (as --from names it). */
  out = g_string_new ("{\"squares\": [");
  for (guint i = 0; i < reach.squares->len; i++)
    {
      int x, y;

      cf_board_place_get_xy (board, g_array_index (reach.squares, CfPlace, i), &x, &y);
      g_string_append_printf (out, "%s[%d, %d]", i > 0 ? ", " : "", x, y);
    }
  g_string_append (out, "], \"rooms\": [");
  first_room = cf_edition_get_first_card_of (edition, CF_CATEGORY_ROOM);
  for (guint r = 0; r < cf_board_get_n_rooms (board); r++)
    if (reach.rooms & (G_GUINT64_CONSTANT (1) << r))
      g_string_append_printf (out, "%s\"%s\"", n_rooms++ > 0 ? ", " : "",
                              cf_edition_get_card_id (edition, first_room + r));
  if (cf_board_get_pool_place (board) != CF_PLACE_NONE &&
      reach.rooms & (G_GUINT64_CONSTANT (1) << cf_board_get_n_rooms (board)))
    g_string_append_printf (out, "%s\"pool\"", n_rooms > 0 ? ", " : "");
  g_string_append (out, "]}\n");

  fputs (out->str, stdout);
  cf_reach_clear (&reach);
  return 0;
}
