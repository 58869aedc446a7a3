/* cf-fuzz-targets.c: what each fuzzer does with one input
 *
 * Each target loads the input the way Casefile loads a file of that kind and,
 * when it loads, goes on the way the app would: a case log is deduced (when
 * small enough), explained and advised on, then saved and loaded again; a
 * game is saved, loaded again and saved again, and both saves must be the
 * same. A refused input must say why. Anything else is a bug: the checks
 * here abort with g_error(), and cf_fuzz_init() makes GLib's warnings and
 * criticals fatal, as G_DEBUG=fatal-warnings does in the test suite.
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "cf-fuzz-targets.h"

#include <json-glib/json-glib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "casefile-core.h"
#include "cf-bot-private.h" /* the view's edition and board */
#include "cf-file.h"
#include "cf-json-private.h"
#include "cf-net-cert.h"
#include "cf-net-client.h"
#include "cf-net-protocol.h"

/* GLib stops on a fatal message with SIGTRAP, which libFuzzer does not catch
 * (and its own writer traps on an error whatever the handler): print the
 * message here and abort, so the input is saved as a crash. */
static void
log_and_abort (const char *domain, GLogLevelFlags level, const char *message, gpointer data)
{
  if (!(level &
        (G_LOG_FLAG_FATAL | G_LOG_LEVEL_ERROR | G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING)))
    {
      g_log_default_handler (domain, level, message, data);
      return;
    }
  fprintf (stderr, "%s: fatal message (level %d): %s\n", domain ? domain : "(no domain)",
           level & G_LOG_LEVEL_MASK, message);
  abort ();
}

void
cf_fuzz_init (void)
{
  static gsize initialized = 0;

  if (g_once_init_enter (&initialized))
    {
      g_log_set_always_fatal (G_LOG_FATAL_MASK | G_LOG_LEVEL_WARNING | G_LOG_LEVEL_CRITICAL);
      g_log_set_default_handler (log_and_abort, NULL);
      /* Built-in editions and boards are read once, outside any input. */
      g_assert_nonnull (cf_edition_lookup_builtin ("classic"));
      g_once_init_leave (&initialized, 1);
    }
}

/* A refused input must come with a message: the GUI and the CLI show it. */
static void
check_refused (const char *target, GError *error)
{
  if (error == NULL)
    g_error ("%s: refused without an error", target);
  if (error->message == NULL || error->message[0] == '\0')
    g_error ("%s: refused with an empty message", target);
  /* The contract of issue 12: one line, whatever the input holds. */
  if (strchr (error->message, '\n') != NULL || strchr (error->message, '\r') != NULL)
    {
      g_autofree char *escaped = g_strescape (error->message, NULL);
      g_error ("%s: the error message is not one line: %s", target, escaped);
    }
  if (!g_utf8_validate (error->message, -1, NULL))
    {
      g_autofree char *escaped = g_strescape (error->message, NULL);
      g_error ("%s: the error message is not UTF-8: %s", target, escaped);
    }
}

/* What the app and the CLI print must be JSON that parses. */
static void
check_json (const char *target, const char *text)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;

  if (text == NULL)
    g_error ("%s: no JSON", target);
  if (!json_parser_load_from_data (parser, text, -1, &error))
    g_error ("%s: the JSON written does not parse: %s", target, error->message);
}

static guint
fold (const guint8 *data, gsize size)
{
  guint hash = 2166136261u;

  for (gsize i = 0; i < size; i++)
    hash = (hash ^ data[i]) * 16777619u;
  return hash;
}

static void
deduce (CfCaseLog *log, guint choice)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CfDeduction) deduction = cf_deduction_new (log, NULL, &error);
  g_autofree char *json = NULL;
  CfEdition       *edition = cf_case_log_get_edition (log);
  guint            n_cards = cf_edition_get_n_cards (edition);
  guint            n_holders;
  guint            card, holder;
  CfCellStatus     status;

  if (deduction == NULL)
    {
      check_refused ("case-log: deduction", error);
      return;
    }
  json = cf_deduction_to_json (deduction);
  check_json ("case-log: deduction", json);
  for (guint i = 0; i < cf_case_log_get_n_events (log); i++)
    g_free (cf_deduction_describe_event (deduction, i));
  if (!cf_deduction_is_consistent (deduction))
    return;

  /* One cell, chosen by the input, explained; then the owner's suggestions
   * in one room ranked (all rooms would multiply the time by nine). */
  n_holders = cf_deduction_get_n_holders (deduction);
  card = choice % n_cards;
  holder = (choice / n_cards) % n_holders;
  status = cf_deduction_get_status (deduction, card, holder);
  if (status != CF_CELL_MAYBE)
    {
      g_autoptr(CfExplanation) explanation =
          cf_deduction_explain (deduction, card, holder, NULL, &error);

      if (explanation == NULL)
        g_error ("case-log: a certain cell has no explanation: %s", error->message);
      if (explanation->status != status)
        g_error ("case-log: the explanation is of another status");
      for (guint i = 0; i < explanation->entries->len; i++)
        g_free (cf_deduction_describe_entry (deduction,
                                             g_array_index (explanation->entries, guint, i)));
    }
  g_clear_error (&error);

  if (cf_case_log_get_me (log) >= 0)
    {
      guint first_room = cf_edition_get_first_card_of (edition, CF_CATEGORY_ROOM);
      guint n_rooms = cf_edition_get_n_cards_of (edition, CF_CATEGORY_ROOM);
      g_autoptr(GArray) advice = cf_deduction_advise (
          deduction, cf_case_log_get_me (log), first_room + (choice >> 16) % n_rooms, NULL, &error);

      if (advice == NULL)
        g_error ("case-log: a consistent log has no advice: %s", error->message);
    }
}

/**
 * cf_fuzz_case_log:
 *
 * A case log as the table notebook and `casefile-cli deduce` read it.
 */
gboolean
cf_fuzz_case_log (const guint8 *data, gsize size)
{
  g_autoptr(GBytes) bytes = g_bytes_new (data, size);
  g_autoptr(GError) error = NULL;
  g_autoptr(CfCaseLog) log = NULL;
  g_autoptr(CfCaseLog) again = NULL;
  g_autoptr(GBytes) saved = NULL;
  g_autoptr(GBytes) saved_again = NULL;

  cf_fuzz_init ();
  if (!(log = cf_case_log_new_from_bytes (bytes, &error)))
    {
      check_refused ("case-log", error);
      return FALSE;
    }

  /* A save that does not load again loses the user's notebook. */
  saved = cf_case_log_to_bytes (log);
  if (!(again = cf_case_log_new_from_bytes (saved, &error)))
    g_error ("case-log: a saved case log does not load again: %s", error->message);
  saved_again = cf_case_log_to_bytes (again);
  if (!g_bytes_equal (saved, saved_again))
    g_error ("case-log: saving a reloaded case log gives another file");

  if (cf_case_log_get_n_players (log) <= CF_FUZZ_MAX_DEDUCE_PLAYERS &&
      cf_case_log_get_n_events (log) <= CF_FUZZ_MAX_DEDUCE_EVENTS)
    deduce (log, fold (data, size));
  return TRUE;
}

/**
 * cf_fuzz_game:
 *
 * A saved game as Resume reads it: loaded, saved, loaded again and saved
 * again; the two saves must be the same file.
 */
gboolean
cf_fuzz_game (const guint8 *data, gsize size)
{
  g_autoptr(GBytes) bytes = g_bytes_new (data, size);
  g_autoptr(GError) error = NULL;
  g_autoptr(CfGame) game = NULL;
  g_autoptr(CfGame) again = NULL;
  g_autoptr(GBytes) saved = NULL;
  g_autoptr(GBytes) saved_again = NULL;
  g_autoptr(GPtrArray) problems = g_ptr_array_new_with_free_func (g_free);

  cf_fuzz_init ();
  if (!(game = cf_game_new_from_bytes (bytes, &error)))
    {
      check_refused ("game", error);
      return FALSE;
    }

  saved = cf_game_to_bytes (game);
  if (!(again = cf_game_new_from_bytes (saved, &error)))
    g_error ("game: a saved game does not load again: %s", error->message);
  saved_again = cf_game_to_bytes (again);
  if (!g_bytes_equal (saved, saved_again))
    g_error ("game: saving a reloaded game gives another file");
  if (cf_game_check (again, problems) > 0)
    g_error ("game: a reloaded game breaks the rules: %s", (const char *)problems->pdata[0]);

  /* Resumed, the game goes on: a few moves by a bot from where it stood
   * must be legal and keep the rules. */
  for (guint i = 0; i < CF_FUZZ_GAME_ACTIONS && cf_game_get_phase (game) != CF_PHASE_OVER; i++)
    {
      int seat = cf_game_get_acting_seat (game);
      g_autoptr(CfBotView) view = cf_bot_view_new (game, seat);
      g_autoptr(CfBot) bot = cf_bot_new (CF_PLAYER_BEGINNER, i);
      CfAction action;

      if (!cf_bot_decide (bot, view, &action, NULL, &error))
        g_error ("game: a bot cannot act in a loaded game: %s", error->message);
      if (!cf_game_apply (game, &action, &error))
        g_error ("game: a bot's action is refused in a loaded game: %s", error->message);
      if (cf_game_check (game, problems) > 0)
        g_error ("game: a move breaks the rules of a loaded game: %s",
                 (const char *)problems->pdata[0]);
    }
  return TRUE;
}

/**
 * cf_fuzz_edition:
 *
 * An edition file as data/editions holds them.
 */
gboolean
cf_fuzz_edition (const guint8 *data, gsize size)
{
  g_autoptr(GBytes) bytes = g_bytes_new (data, size);
  g_autoptr(GError) error = NULL;
  g_autoptr(CfEdition) edition = NULL;
  guint n_cards = 0;

  cf_fuzz_init ();
  if (!(edition = cf_edition_new_from_bytes (bytes, "fuzz.json", &error)))
    {
      check_refused ("edition", error);
      return FALSE;
    }

  /* Everything the app shows of an edition must be there. */
  for (guint c = 0; c < CF_N_CATEGORIES; c++)
    {
      guint first = cf_edition_get_first_card_of (edition, c);
      guint n = cf_edition_get_n_cards_of (edition, c);

      if (n == 0 || first != n_cards)
        g_error ("edition: category %u has no cards or starts at the wrong card", c);
      n_cards += n;
    }
  if (n_cards != cf_edition_get_n_cards (edition) || n_cards > CF_MAX_CARDS)
    g_error ("edition: the categories do not add up to the cards");
  for (guint card = 0; card < n_cards; card++)
    {
      const char *id = cf_edition_get_card_id (edition, card);

      if (id == NULL || cf_edition_lookup_card (edition, id) != (int)card ||
          cf_edition_get_card_name (edition, card) == NULL ||
          !g_utf8_validate (cf_edition_get_card_name (edition, card), -1, NULL))
        g_error ("edition: card %u cannot be looked up by its id or has no name", card);
      (void)cf_edition_get_card_color (edition, card);
    }
  if (cf_edition_get_id (edition) == NULL || cf_edition_get_name (edition) == NULL)
    g_error ("edition: no id or name");
  return TRUE;
}

/**
 * cf_fuzz_board:
 *
 * A board file for the classic edition, as data/boards holds them; a board
 * that loads is walked: every square's place, every place back to a square,
 * and the reach of a roll from each room.
 */
gboolean
cf_fuzz_board (const guint8 *data, gsize size)
{
  g_autoptr(GBytes) bytes = g_bytes_new (data, size);
  g_autoptr(GError) error = NULL;
  g_autoptr(CfBoard) board = NULL;
  g_autofree gboolean *occupied = NULL;
  CfEdition           *edition;
  guint                width, height, n_places;

  cf_fuzz_init ();
  edition = cf_edition_lookup_builtin ("classic");
  if (!(board = cf_board_new_from_bytes (bytes, "fuzz.json", edition, &error)))
    {
      check_refused ("board", error);
      return FALSE;
    }

  width = cf_board_get_width (board);
  height = cf_board_get_height (board);
  n_places = cf_board_get_n_places (board);
  for (guint y = 0; y < height; y++)
    for (guint x = 0; x < width; x++)
      {
        CfPlace      place = cf_board_square_place (board, x, y);
        CfSquareKind kind = cf_board_get_kind (board, x, y);

        (void)cf_board_get_room_at (board, x, y);
        if ((guint)place >= n_places)
          g_error ("board: square %u,%u has place %d of %u", x, y, place, n_places);
        /* "X,Y" names corridor squares only. */
        if (kind == CF_SQUARE_CORRIDOR)
          {
            g_autofree char *text = NULL;
            CfPlace          parsed;

            text = cf_board_place_to_string (board, place);
            parsed = cf_board_parse_place (board, text, &error);
            if (parsed != place)
              g_error ("board: place “%s” does not parse back", text);
          }
      }

  occupied = g_new0 (gboolean, n_places);
  for (guint room = 0; room < cf_board_get_n_rooms (board); room++)
    {
      CfReach reach = { 0 };
      CfPlace place = cf_board_room_place (board, room);

      if (!cf_board_place_is_room (board, place) ||
          cf_board_place_get_room (board, place) != (int)room)
        g_error ("board: room %u's place is not that room", room);
      cf_board_reach (board, place, 7, occupied, NULL, &reach);
      cf_reach_clear (&reach);
    }
  return TRUE;
}

/**
 * cf_fuzz_bot_view:
 *
 * A bot's view as a remote bot reads it from the host (cf-net-codec): a
 * view that loads is written and read again (the same text), then a bot
 * decides from it and its action goes through JSON and back unchanged.
 */
gboolean
cf_fuzz_bot_view (const guint8 *data, gsize size)
{
  g_autoptr(GBytes) bytes = g_bytes_new (data, size);
  g_autoptr(GError) error = NULL;
  g_autoptr(CfBotView) view = NULL;
  g_autoptr(CfBotView) again = NULL;
  g_autoptr(GBytes) saved = NULL;
  g_autoptr(GBytes) saved_again = NULL;
  g_autoptr(CfBot) bot = NULL;
  g_autoptr(JsonNode) action_json = NULL;
  CfAction action, read_back;

  cf_fuzz_init ();
  if (!(view = cf_bot_view_new_from_bytes (bytes, &error)))
    {
      check_refused ("bot-view", error);
      return FALSE;
    }

  saved = cf_bot_view_to_bytes (view);
  if (!(again = cf_bot_view_new_from_bytes (saved, &error)))
    g_error ("bot-view: a view written does not read again: %s", error->message);
  saved_again = cf_bot_view_to_bytes (again);
  if (!g_bytes_equal (saved, saved_again))
    g_error ("bot-view: writing a view read again gives another text");

  /* A view that reads is one a bot can decide from. The exact engine may
   * take long on a large log: the Beginner and the Detective only. */
  bot = cf_bot_new (fold (data, size) & 1 ? CF_PLAYER_DETECTIVE : CF_PLAYER_BEGINNER, 1);
  if (!cf_bot_decide (bot, view, &action, NULL, &error))
    {
      check_refused ("bot-view: decide", error);
      return TRUE;
    }
  action_json = cf_action_to_json (view->edition, &action);
  if (!cf_action_from_json (view->edition, view->board, action_json, &read_back, &error))
    g_error ("bot-view: a bot's action does not read back: %s", error->message);
  if (memcmp (&action, &read_back, sizeof action) != 0)
    g_error ("bot-view: a bot's action reads back as another");
  return TRUE;
}

/* An action of an act, read as the host reads it in a game of @edition:
 * one that reads goes through JSON and back unchanged. */
static void
read_action (CfEdition *edition, JsonNode *node)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) written = NULL;
  CfBoard *board = cf_board_lookup_builtin (edition);
  CfAction action, read_back;

  if (board == NULL)
    g_error ("net-message: the built-in edition %s has no board", cf_edition_get_id (edition));
  if (!cf_action_from_json (edition, board, node, &action, &error))
    {
      check_refused ("net-message: action", error);
      return;
    }
  written = cf_action_to_json (edition, &action);
  if (!cf_action_from_json (edition, board, written, &read_back, &error))
    g_error ("net-message: an action written does not read back: %s", error->message);
  if (memcmp (&action, &read_back, sizeof action) != 0)
    g_error ("net-message: an action reads back as another");
}

/* What a joiner says for a reason: one line of UTF-8, never empty. */
static void
check_reason (JsonObject *message)
{
  g_autofree char *text = cf_net_client_read_reason (message);

  if (text == NULL || *text == '\0' || strchr (text, '\n') != NULL || strchr (text, '\r') != NULL ||
      !g_utf8_validate (text, -1, NULL))
    g_error ("net-message: a reason is not said on one line");
}

/**
 * cf_net_message:
 *
 * One frame a host receives from a joiner (docs/network.md), read as
 * cf-net-host.c reads it: the message (cf_net_message_parse()), then a
 * hello (its code normalized and split, its name cleaned) or an act (its
 * action read in every built-in edition, and written and read back). The
 * joiner's side of a refused or goodbye goes through the client's reason.
 */
gboolean
cf_fuzz_net_message (const guint8 *data, gsize size)
{
  g_autoptr(GBytes) bytes = g_bytes_new (data, size);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) message = NULL;
  const char *type = NULL;

  cf_fuzz_init ();
  if (!(message = cf_net_message_parse (bytes, &type, &error)))
    {
      check_refused ("net-message", error);
      return FALSE;
    }
  if (type == NULL)
    g_error ("net-message: a message without a type was read");

  if (g_str_equal (type, "hello"))
    {
      CfNetHello       hello;
      g_autofree char *normal = NULL, *secret = NULL, *pin = NULL, *name = NULL;

      if (!cf_net_hello_read (message, &hello, &error))
        {
          check_refused ("net-message: hello", error);
          return FALSE;
        }
      if (hello.code == NULL)
        g_error ("net-message: a hello without a code was read");
      normal = cf_net_code_normalize (hello.code);
      if (normal != NULL && cf_net_code_split (normal, &secret, &pin) && secret == NULL)
        g_error ("net-message: a code split without a secret");
      if (hello.name != NULL && (name = cf_net_name_clean (hello.name)) != NULL &&
          (!g_utf8_validate (name, -1, NULL) || strchr (name, '\n') != NULL ||
           g_utf8_strlen (name, -1) > CF_NET_MAX_NAME))
        g_error ("net-message: a name kept is not one short line");
    }
  else if (g_str_equal (type, "act"))
    {
      g_autoptr(GListModel) editions = cf_edition_get_builtin (NULL);
      CfNetAct act;

      if (!cf_net_act_read (message, &act, &error))
        {
          check_refused ("net-message: act", error);
          return FALSE;
        }
      if (act.action == NULL)
        g_error ("net-message: an act without an action was read");
      for (guint i = 0; editions != NULL && i < g_list_model_get_n_items (editions); i++)
        {
          g_autoptr(CfEdition) edition = g_list_model_get_item (editions, i);
          read_action (edition, act.action);
        }
    }
  else if (g_str_equal (type, "refused") || g_str_equal (type, "goodbye"))
    check_reason (message);
  return TRUE;
}

/**
 * cf_fuzz_seat_copy:
 *
 * A seat's copy of a game as a window reads it from its host (which may be
 * hostile): a copy that loads as a shadow for a seat (chosen by the input)
 * is played in a hot seat as the window plays it, everything a screen
 * shows of it is put in words, and the same copy taken in again is
 * accepted and changes nothing.
 */
gboolean
cf_fuzz_seat_copy (const guint8 *data, gsize size)
{
  g_autoptr(GBytes) bytes = g_bytes_new (data, size);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) copy = NULL;
  g_autoptr(CfGame) shadow = NULL;
  g_autoptr(CfHotSeat) hot_seat = NULL;
  CfPublicView *table;
  CfSeatView   *view;
  guint         seat = fold (data, size) % CF_GAME_MAX_SEATS, n_records;

  cf_fuzz_init ();
  if (!(copy = cf_json_parse_bytes (bytes, CF_FILE_MAX_SIZE, "copy", &error)))
    {
      check_refused ("seat-copy", error);
      return FALSE;
    }
  /* The seat whose case log the copy holds, as its window knows */
  if (JSON_NODE_HOLDS_OBJECT (copy))
    {
      JsonNode *logs = json_object_get_member (json_node_get_object (copy), "logs");

      for (guint i = 0; logs != NULL && JSON_NODE_HOLDS_ARRAY (logs) &&
                        i < json_array_get_length (json_node_get_array (logs));
           i++)
        if (!JSON_NODE_HOLDS_NULL (json_array_get_element (json_node_get_array (logs), i)))
          {
            seat = i % CF_GAME_MAX_SEATS;
            break;
          }
    }
  if (!(shadow = cf_game_new_shadow (copy, seat, &error)))
    {
      check_refused ("seat-copy", error);
      return FALSE;
    }

  hot_seat = cf_hot_seat_new (shadow);
  table = cf_hot_seat_get_table (hot_seat);
  view = cf_hot_seat_get_shown_view (hot_seat);
  n_records = cf_game_get_n_records (shadow);
  for (guint i = 0; i < n_records; i++)
    g_free (cf_game_describe_record (shadow, i));
  g_free (cf_hot_seat_describe_awaited (hot_seat));
  g_free (cf_public_view_describe_whereabouts (table, -1));
  g_free (cf_public_view_describe_pool (table));
  for (guint i = 0; i < cf_public_view_get_n_seats (table); i++)
    g_free (cf_public_view_describe_hand (table, i));
  if (view != NULL)
    {
      for (guint i = 0; i < cf_seat_view_get_n_cards (view); i++)
        (void)cf_seat_view_get_card (view, i);
      if (cf_seat_view_get_choices (view) & CF_CHOICE_SHOW)
        g_array_unref (cf_seat_view_get_refute_choices (view));
    }

  if (!cf_game_shadow_update (shadow, copy, NULL, &error))
    g_error ("seat-copy: a copy taken in is refused the second time: %s", error->message);
  if (cf_game_get_n_records (shadow) != n_records)
    g_error ("seat-copy: the same copy changed the story");
  cf_hot_seat_stop (hot_seat);
  return TRUE;
}

static const CfFuzzTarget targets[] = {
  { "case-log", cf_fuzz_case_log },   { "game", cf_fuzz_game },
  { "edition", cf_fuzz_edition },     { "board", cf_fuzz_board },
  { "bot-view", cf_fuzz_bot_view },   { "net-message", cf_fuzz_net_message },
  { "seat-copy", cf_fuzz_seat_copy },
};

const CfFuzzTarget *
cf_fuzz_get_targets (guint *n_targets)
{
  *n_targets = G_N_ELEMENTS (targets);
  return targets;
}

const CfFuzzTarget *
cf_fuzz_lookup_target (const char *name)
{
  for (guint i = 0; i < G_N_ELEMENTS (targets); i++)
    if (g_strcmp0 (targets[i].name, name) == 0)
      return &targets[i];
  return NULL;
}
