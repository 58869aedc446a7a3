/* test-net-joiner.c: people who join a hosted game in a window: each plays
 * in a shadow of the host's game, fed by the seat's copies
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>
#include <unistd.h>

#include "casefile-core.h"
#include "cf-game-private.h" /* the envelope, to accuse */
#include "cf-net-host.h"
#include "cf-net-joiner.h"
#include "cf-net-protocol.h"
#include "cf-test-game.h"
#include "cf-test-net.h"

/* A person at another computer: the window shows their hot seat, and they
 * act through the view it shows, as a Detective would */
typedef struct
{
  CfNetJoiner *joiner;
  CfHotSeat   *hot_seat;
  CfBot       *bot;
  guint        source;
  guint        actions;
  guint        refused;
  gboolean     saw_another; /* the screen ever showed another seat */
  gboolean     heard_thinking;
  gboolean     heard_away;
  int          watched;     /* a seat whose line in the list of players is followed */
  gboolean     listed_away; /* ... said "Away" */
  gboolean     listed_bot;  /* ... said a computer player took it */
} Person;

static gboolean
person_acts (gpointer data)
{
  Person *person = data;

  person->source = 0;
  if (cf_net_joiner_get_state (person->joiner) == CF_JOINER_PLAYING &&
      !cf_net_joiner_has_answered (person->joiner) &&
      cf_test_person_acts (person->hot_seat, person->bot))
    person->actions++;
  return G_SOURCE_REMOVE;
}

static void
on_hot_seat_changed (CfHotSeat *hot_seat, GParamSpec *pspec, Person *person)
{
  const char *hint = cf_hot_seat_get_hint (hot_seat);
  int         viewer = cf_hot_seat_get_viewer (hot_seat);
  int         guard = cf_hot_seat_get_guard (hot_seat);
  int         seat = cf_net_joiner_get_seat (person->joiner);

  if ((viewer >= 0 && viewer != seat) || guard >= 0)
    person->saw_another = TRUE;
  if (hint != NULL && strstr (hint, "is thinking") != NULL)
    person->heard_thinking = TRUE;
  if (hint != NULL && strstr (hint, "is away") != NULL)
    person->heard_away = TRUE;
  if ((cf_hot_seat_get_viewer_acts (hot_seat) || cf_hot_seat_get_looking (hot_seat)) &&
      person->source == 0)
    person->source = g_idle_add (person_acts, person);
}

/* Asked again whenever the game moves on (a look in the pool leaves the
 * same choices) */
static void
on_story (CfPublicView *table, guint index, Person *person)
{
  on_hot_seat_changed (person->hot_seat, NULL, person);
}

/* The list of players, as the window's Players button shows it */
static void
on_players_changed (CfHotSeat *hot_seat, Person *person)
{
  g_autofree char *said = NULL;

  if (person->watched < 0)
    return;
  said = cf_hot_seat_describe_player (hot_seat, person->watched);
  person->listed_away = person->listed_away || strstr (said, "Away: the connection dropped");
  person->listed_bot = person->listed_bot || strstr (said, "Computer player (Detective)");
}

static void
on_started (CfNetJoiner *joiner, CfHotSeat *hot_seat, Person *person)
{
  g_assert_null (person->hot_seat);
  person->hot_seat = g_object_ref (hot_seat);
  g_signal_connect (hot_seat, "notify", G_CALLBACK (on_hot_seat_changed), person);
  g_signal_connect (hot_seat, "players-changed", G_CALLBACK (on_players_changed), person);
  g_signal_connect (cf_hot_seat_get_table (hot_seat), "record-added", G_CALLBACK (on_story),
                    person);
  on_hot_seat_changed (hot_seat, NULL, person);
}

static void
on_refused (CfNetJoiner *joiner, const char *reason, Person *person)
{
  person->refused++;
}

static void
on_state (CfNetJoiner *joiner, GParamSpec *pspec, Person *person)
{
  /* Back in the seat: the question may be asked again */
  if (person->hot_seat != NULL)
    on_hot_seat_changed (person->hot_seat, NULL, person);
}

static void
person_init (Person *person, CfNetHost *host, const char *code, const char *name, guint64 seed)
{
  g_autoptr(GError) error = NULL;

  memset (person, 0, sizeof *person);
  person->watched = -1;
  person->joiner =
      cf_net_joiner_new ("127.0.0.1", cf_net_host_get_port (host), code, NULL, name, &error);
  g_assert_no_error (error);
  person->bot = cf_bot_new (CF_PLAYER_DETECTIVE, seed);
  g_signal_connect (person->joiner, "started", G_CALLBACK (on_started), person);
  g_signal_connect (person->joiner, "refused", G_CALLBACK (on_refused), person);
  g_signal_connect (person->joiner, "notify::state", G_CALLBACK (on_state), person);
  cf_net_joiner_set_retry_interval (person->joiner, 50);
  cf_net_joiner_start (person->joiner);
}

static void
person_clear (Person *person)
{
  g_clear_handle_id (&person->source, g_source_remove);
  if (person->hot_seat != NULL)
    {
      g_signal_handlers_disconnect_by_data (person->hot_seat, person);
      g_signal_handlers_disconnect_by_data (cf_hot_seat_get_table (person->hot_seat), person);
    }
  g_clear_object (&person->hot_seat);
  g_clear_object (&person->joiner);
  g_clear_object (&person->bot);
}

static gboolean
host_finished (gpointer data)
{
  return cf_net_host_is_finished (data);
}

static gboolean
joiner_over (gpointer data)
{
  return cf_net_joiner_get_state (((Person *)data)->joiner) == CF_JOINER_OVER;
}

/* The end as the window shows it is the host's: the winner, and the
 * envelope open */
static void
assert_same_end (CfNetHost *host, Person *person)
{
  CfGame       *game = cf_net_host_get_game (host);
  CfPublicView *table = cf_hot_seat_get_table (person->hot_seat);

  g_assert_cmpint (cf_public_view_get_phase (table), ==, CF_PHASE_OVER);
  g_assert_cmpint (cf_public_view_get_winner (table), ==, cf_game_get_winner (game));
  g_assert_nonnull (cf_public_view_get_envelope (table));
  for (guint c = 0; c < 3; c++)
    g_assert_cmpint (cf_public_view_get_envelope (table)[c], ==, cf_game_get_envelope (game)[c]);
}

/* In every edition, a person joins from a window and plays a whole game
 * against the host's bots: the host's referee finds nothing wrong, the
 * window shows only its own seat, and its end is the host's */
static void
test_whole_game (void)
{
  const char *const editions[] = { "classic", "classic-1949", "classic-2022",
                                   "discover-the-secrets", "simple-18" };

  for (guint e = 0; e < G_N_ELEMENTS (editions); e++)
    {
      const char *kinds = g_str_equal (editions[e], "simple-18") ? "RDDDDD" : "RDD";
      g_autoptr(CfNetHost) host = cf_test_new_host (editions[e], kinds, 30 + e);
      Person person;

      person_init (&person, host, cf_net_host_get_code (host), "Zoë", 5 + e);
      g_assert_true (cf_test_net_wait_for (host_finished, host, 120));
      g_assert_true (cf_test_net_wait_for (joiner_over, &person, 10));
      g_assert_cmpuint (cf_net_host_get_result (host)->violations, ==, 0);
      g_assert_nonnull (person.hot_seat);
      g_assert_false (person.saw_another);
      g_assert_true (person.heard_thinking);
      g_assert_cmpuint (person.actions, >, 0);
      g_assert_cmpuint (person.refused, ==, 0);
      g_assert_cmpstr (cf_public_view_get_seat_name (cf_hot_seat_get_table (person.hot_seat), 0),
                       ==, "Zoë");
      /* A seat nobody named goes to the window without a name: each
       * window names it in its own language */
      {
        g_autoptr(JsonNode) copy = cf_game_seat_copy (cf_net_host_get_game (host), 0);
        JsonArray *seats = json_object_get_array_member (json_node_get_object (copy), "seats");

        g_assert_cmpstr (
            json_object_get_string_member (json_array_get_object_element (seats, 0), "name"), ==,
            "Zoë");
        g_assert_cmpstr (
            json_object_get_string_member (json_array_get_object_element (seats, 1), "name"), ==,
            "");
      }
      assert_same_end (host, &person);
      g_test_message ("%s: %u decisions from the window", editions[e], person.actions);
      person_clear (&person);
    }
}

typedef struct
{
  Person *person;
  guint   actions;
} Progress;

static gboolean
acted (gpointer data)
{
  Progress *progress = data;

  return progress->person->actions >= progress->actions;
}

static gboolean
joiner_playing (gpointer data)
{
  return cf_net_joiner_get_state (((Person *)data)->joiner) == CF_JOINER_PLAYING;
}

static gboolean
host_sees_ann_away (gpointer data)
{
  return cf_net_host_get_presence (data, 0) == CF_PRESENCE_AWAY;
}

static gboolean
joiner_failed (gpointer data)
{
  return cf_net_joiner_get_state (((Person *)data)->joiner) == CF_JOINER_FAILED;
}

static gboolean
reconnecting (gpointer data)
{
  return cf_net_joiner_get_state (((Person *)data)->joiner) == CF_JOINER_RECONNECTING;
}

/* Two people join; one's connection drops mid-game: the other hears they
 * are away, the first comes back into the same seat and both play on to
 * the end */
static void
test_drop_and_rejoin (void)
{
  g_autoptr(CfNetHost) host = cf_test_new_host ("classic", "RRD", 41);
  Person   ann, bob;
  Progress progress = { &ann, 4 };
  int      seat;

  person_init (&ann, host, cf_net_host_get_code (host), "Ann", 1);
  person_init (&bob, host, cf_net_host_get_code (host), "Bob", 2);
  /* Ann comes back slowly: Bob's window has time to say she is away */
  cf_net_joiner_set_retry_interval (ann.joiner, 1500);
  g_assert_true (cf_test_net_wait_for (acted, &progress, 60));
  seat = cf_net_joiner_get_seat (ann.joiner);

  /* Her connection drops (the host is told nothing) */
  cf_net_joiner_drop_connection (ann.joiner);
  g_assert_true (cf_test_net_wait_for (reconnecting, &ann, 10));
  g_assert_true (cf_test_net_wait_for (host_finished, host, 120));
  g_assert_true (cf_test_net_wait_for (joiner_over, &ann, 10));
  g_assert_true (cf_test_net_wait_for (joiner_over, &bob, 10));
  g_assert_cmpint (cf_net_joiner_get_seat (ann.joiner), ==, seat);
  g_assert_true (bob.heard_away);
  g_assert_cmpuint (ann.actions, >, progress.actions);
  g_assert_cmpuint (cf_net_host_get_result (host)->violations, ==, 0);
  assert_same_end (host, &ann);
  assert_same_end (host, &bob);
  person_clear (&ann);
  person_clear (&bob);
}

/* What the list says now, or has said since the seat was watched */
static gboolean
listed_away (gpointer data)
{
  Person *person = data;

  if (person->hot_seat != NULL)
    on_players_changed (person->hot_seat, person);
  return person->listed_away;
}

static gboolean
listed_bot (gpointer data)
{
  Person *person = data;

  if (person->hot_seat != NULL)
    on_players_changed (person->hot_seat, person);
  return person->listed_bot;
}

/* Ann's connection drops and she does not come back: Bob's list of
 * players says she is away, then, once the people at the host's screen
 * let a computer player take her seat, that a computer player plays it;
 * the game goes on to its end. When Ann's window tries again, it is told
 * the seat is gone, and stops. */
static void
test_seat_given_to_bot (void)
{
  const gboolean remote[] = { TRUE, TRUE, FALSE };
  g_autoptr(CfGame) game = NULL;
  g_autoptr(CfHotSeat) table = NULL;
  g_autoptr(CfNetHost) host = cf_test_new_host_at_screen (43, remote, &game, &table);
  Person   ann, bob;
  Progress progress = { &ann, 2 };
  int      seat;

  person_init (&ann, host, cf_net_host_get_code (host), "Ann", 1);
  person_init (&bob, host, cf_net_host_get_code (host), "Bob", 2);
  cf_net_joiner_set_retry_interval (ann.joiner, 600000); /* she stays away */
  g_assert_true (cf_test_net_wait_for (acted, &progress, 60));
  seat = cf_net_joiner_get_seat (ann.joiner);
  bob.watched = seat;

  cf_net_joiner_drop_connection (ann.joiner);
  g_assert_true (cf_test_net_wait_for (listed_away, &bob, 20));
  g_assert_false (bob.listed_bot);
  g_assert_true (cf_net_host_give_seat_to_bot (host, seat, CF_PLAYER_DETECTIVE));
  g_assert_true (cf_test_net_wait_for (listed_bot, &bob, 20));

  /* Ann's window comes back: told her seat is gone, it stops trying */
  cf_net_joiner_set_retry_interval (ann.joiner, 50);
  g_assert_true (cf_test_net_wait_for (joiner_failed, &ann, 20));
  g_assert_cmpstr (cf_net_joiner_get_problem (ann.joiner), ==,
                   "The host gave this seat to a computer player");
  g_assert_true (cf_test_net_wait_for (joiner_over, &bob, 120));
  g_assert_cmpint (cf_net_joiner_get_state (ann.joiner), ==, CF_JOINER_FAILED);
  assert_same_end (host, &bob);
  g_assert_cmpuint (cf_net_host_get_result (host)->violations, ==, 0);
  person_clear (&ann);
  person_clear (&bob);
}

/* Ann plays her first turn and her connection drops before Bob has
 * joined: Bob's window, whose game begins after that, lists her as away
 * from the start (the host said so before the first copy of the game) */
static void
test_away_before_joining (void)
{
  const gboolean remote[] = { TRUE, TRUE, FALSE };
  g_autoptr(CfGame) game = NULL;
  g_autoptr(CfHotSeat) table = NULL;
  g_autoptr(CfNetHost) host = cf_test_new_host_at_screen (43, remote, &game, &table);
  Person   ann, bob;
  Progress progress = { &ann, 1 };

  person_init (&ann, host, cf_net_host_get_code (host), "Ann", 1);
  cf_net_joiner_set_retry_interval (ann.joiner, 600000); /* she stays away */
  g_assert_true (cf_test_net_wait_for (acted, &progress, 60));
  g_assert_cmpint (cf_net_joiner_get_seat (ann.joiner), ==, 0);
  cf_net_joiner_drop_connection (ann.joiner);
  g_assert_true (cf_test_net_wait_for (host_sees_ann_away, host, 20));

  person_init (&bob, host, cf_net_host_get_code (host), "Bob", 2);
  g_assert_true (cf_test_net_wait_for (joiner_playing, &bob, 20));
  {
    g_autofree char *said = cf_hot_seat_describe_player (bob.hot_seat, 0);

    g_assert_true (g_str_has_prefix (said, "Away: the connection dropped"));
  }
  person_clear (&ann);
  person_clear (&bob);
}

/* Bob's connection drops, and while he is away Ann, at the host's screen,
 * solves the case: when Bob's window comes back, it is told how the game
 * ended (the winner, the envelope open), rather than trying again for
 * ever. Someone without his seat's token is only told it is over. */
static void
test_back_after_the_end (void)
{
  const gboolean remote[] = { FALSE, TRUE, FALSE };
  g_autoptr(CfGame) game = NULL;
  g_autoptr(CfHotSeat) table = NULL;
  g_autoptr(CfNetHost) host = cf_test_new_host_at_screen (47, remote, &game, &table);
  CfAction accuse = { .kind = CF_ACTION_ACCUSE, .place = CF_PLACE_NONE };
  Person   bob, stranger;

  person_init (&bob, host, cf_net_host_get_code (host), "Bob", 2);
  cf_net_joiner_set_retry_interval (bob.joiner, 300);
  g_assert_true (cf_test_net_wait_for (joiner_playing, &bob, 20));
  g_assert_cmpint (cf_net_joiner_get_seat (bob.joiner), ==, 1);

  /* Away; Ann accuses rightly on the first turn */
  cf_net_joiner_drop_connection (bob.joiner);
  g_assert_cmpuint (cf_game_get_current_seat (game), ==, 0);
  memcpy (accuse.cards, game->envelope, sizeof accuse.cards);
  cf_hot_seat_take_seat (table);
  g_assert_true (cf_game_apply (game, &accuse, NULL));
  g_assert_true (cf_test_net_wait_for (host_finished, host, 10));

  g_assert_true (cf_test_net_wait_for (joiner_over, &bob, 10));
  g_assert_cmpint (cf_net_joiner_get_seat (bob.joiner), ==, 1);
  assert_same_end (host, &bob);
  g_assert_cmpint (cf_public_view_get_winner (cf_hot_seat_get_table (bob.hot_seat)), ==, 0);

  person_init (&stranger, host, cf_net_host_get_code (host), "Cat", 3);
  g_assert_true (cf_test_net_wait_for (joiner_failed, &stranger, 10));
  g_assert_cmpstr (cf_net_joiner_get_problem (stranger.joiner), ==, "The game is over");
  g_assert_null (stranger.hot_seat);
  person_clear (&bob);
  person_clear (&stranger);
}

/* A lobby as a hostile host may send it: members of the wrong type read
 * as not said (no warning, no crash), a bot level is a computer player,
 * anything else a person */
static void
test_lobby_from_a_hostile_host (void)
{
  static const char *const text =
      "{\"type\": \"lobby\", \"seats\": ["
      "{\"suspect\": \"scarlet\", \"kind\": \"remote\", \"state\": \"away\"},"
      "{\"suspect\": 7, \"kind\": \"master\", \"state\": {}},"
      "{\"kind\": [\"detective\"], \"state\": null},"
      "{\"kind\": \"wizard\", \"state\": \"free\"},"
      "42]}";
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(JsonParser) other = json_parser_new ();
  JsonArray     *seats;
  CfNetLobbySeat seat;

  g_assert_true (json_parser_load_from_data (parser, text, -1, NULL));
  seats = cf_net_lobby_seats (json_node_get_object (json_parser_get_root (parser)));
  g_assert_nonnull (seats);

  g_assert_true (cf_net_lobby_seat_read (seats, 0, &seat));
  g_assert_cmpstr (seat.suspect, ==, "scarlet");
  g_assert_cmpstr (seat.state, ==, "away");
  g_assert_cmpint (seat.level, ==, CF_PLAYER_HUMAN);
  g_assert_true (cf_net_lobby_seat_read (seats, 1, &seat));
  g_assert_null (seat.suspect);
  g_assert_cmpstr (seat.state, ==, "here");
  g_assert_cmpint (seat.level, ==, CF_PLAYER_MASTER);
  g_assert_true (cf_net_lobby_seat_read (seats, 2, &seat));
  g_assert_cmpstr (seat.state, ==, "here");
  g_assert_cmpint (seat.level, ==, CF_PLAYER_HUMAN);
  g_assert_true (cf_net_lobby_seat_read (seats, 3, &seat));
  g_assert_cmpstr (seat.state, ==, "free");
  g_assert_cmpint (seat.level, ==, CF_PLAYER_HUMAN);
  g_assert_false (cf_net_lobby_seat_read (seats, 4, &seat));
  g_assert_false (cf_net_lobby_seat_read (seats, 5, &seat));

  /* Seats that are no list: no seats */
  g_assert_true (json_parser_load_from_data (other, "{\"seats\": {\"0\": 1}}", -1, NULL));
  g_assert_null (cf_net_lobby_seats (json_node_get_object (json_parser_get_root (other))));
}

static gboolean
failed (gpointer data)
{
  return cf_net_joiner_get_state (((Person *)data)->joiner) == CF_JOINER_FAILED;
}

/* A wrong code gets a sentence saying so, and no game */
static void
test_wrong_code (void)
{
  g_autoptr(CfNetHost) host = cf_test_new_host ("classic", "RDD", 42);
  g_autofree char *code = g_strdup (cf_net_host_get_code (host));
  Person           person;

  code[0] = code[0] == 'A' ? 'B' : 'A';
  person_init (&person, host, code, NULL, 1);
  g_assert_true (cf_test_net_wait_for (failed, &person, 20));
  g_assert_null (person.hot_seat);
  g_assert_nonnull (cf_net_joiner_get_problem (person.joiner));
  g_assert_nonnull (strstr (cf_net_joiner_get_problem (person.joiner), "code"));
  person_clear (&person);
}

int
main (int argc, char *argv[])
{
  cf_test_net_full_stacks (argv);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/casefile/net-joiner/whole-game", test_whole_game);
  g_test_add_func ("/casefile/net-joiner/drop-and-rejoin", test_drop_and_rejoin);
  g_test_add_func ("/casefile/net-joiner/seat-given-to-bot", test_seat_given_to_bot);
  g_test_add_func ("/casefile/net-joiner/away-before-joining", test_away_before_joining);
  g_test_add_func ("/casefile/net-joiner/back-after-the-end", test_back_after_the_end);
  g_test_add_func ("/casefile/net-joiner/wrong-code", test_wrong_code);
  g_test_add_func ("/casefile/net-joiner/lobby-from-a-hostile-host",
                   test_lobby_from_a_hostile_host);
  return g_test_run ();
}
