/* test-join.c: joining a game hosted at another computer, in the window
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include <adwaita.h>

#include "casefile-core.h"
#include "cf-application.h"
#include "cf-card-chip.h"
#include "cf-join-dialog.h"
#include "cf-net-host.h"
#include "cf-net-joiner.h"
#include "cf-play-page.h"
#include "cf-players-popover.h"
#include "cf-window.h"

#include "cf-test-net.h"
#include "cf-test-util.h"

static CfApplication *app;

static const char *
visible_page (CfWindow *window)
{
  GtkStack *stack =
      GTK_STACK (gtk_widget_get_template_child (GTK_WIDGET (window), CF_TYPE_WINDOW, "stack"));

  return gtk_stack_get_visible_child_name (stack);
}

static CfPlayPage *
game_page (CfWindow *window)
{
  GtkStack *stack =
      GTK_STACK (gtk_widget_get_template_child (GTK_WIDGET (window), CF_TYPE_WINDOW, "stack"));

  return CF_PLAY_PAGE (gtk_stack_get_child_by_name (stack, "game"));
}

static guint
count_mapped (GtkWidget *widget, GType type)
{
  guint n = 0;

  if (!gtk_widget_get_mapped (widget))
    return 0;
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    n++;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child;
       child = gtk_widget_get_next_sibling (child))
    n += count_mapped (child, type);
  return n;
}

/* Join a Game…, the invitation typed in, Join pressed */
static CfJoinDialog *
open_join_dialog (CfWindow *window, CfNetHost *host, const char *code, const char *name)
{
  g_autofree char *where = g_strdup_printf ("127.0.0.1:%u", cf_net_host_get_port (host));
  CfJoinDialog    *dialog;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.join-game", NULL));
  cf_test_iterate ();
  dialog = CF_JOIN_DIALOG (cf_test_find_toplevel (CF_TYPE_JOIN_DIALOG));
  g_assert_nonnull (dialog);
  cf_join_dialog_set_invitation (dialog, where, code, name);
  cf_test_save_png (GTK_WIDGET (dialog), "join-dialog");
  cf_join_dialog_join (dialog);
  return dialog;
}

static gboolean
page_is_game (gpointer data)
{
  return g_strcmp0 (visible_page (data), "game") == 0;
}

static gboolean
error_shown (gpointer data)
{
  GtkWidget *label = GTK_WIDGET (
      gtk_widget_get_template_child (GTK_WIDGET (data), CF_TYPE_JOIN_DIALOG, "error_label"));

  return gtk_widget_get_visible (label);
}

/* The person at the window acts through the view it shows, as a
 * Detective would */
typedef struct
{
  CfPlayPage *page;
  CfBot      *bot;
  guint       actions;
  gboolean    saw_another;
  guint       source;
} Person;

static gboolean
person_acts (gpointer data)
{
  Person *person = data;

  person->source = 0;
  if (cf_test_person_acts (cf_play_page_get_hot_seat (person->page), person->bot))
    person->actions++;
  return G_SOURCE_REMOVE;
}

static void
on_hot_seat_changed (CfHotSeat *hot_seat, GParamSpec *pspec, Person *person)
{
  int viewer = cf_hot_seat_get_viewer (hot_seat);

  if ((viewer >= 0 && viewer != 0) || cf_hot_seat_get_guard (hot_seat) >= 0)
    person->saw_another = TRUE;
  if ((cf_hot_seat_get_viewer_acts (hot_seat) || cf_hot_seat_get_looking (hot_seat)) &&
      person->source == 0)
    person->source = g_timeout_add (20, person_acts, person);
}

/* Asked again whenever the game moves on (a look in the pool leaves the
 * same choices) */
static void
on_story (CfPublicView *table, guint index, Person *person)
{
  on_hot_seat_changed (cf_play_page_get_hot_seat (person->page), NULL, person);
}

static gboolean
game_over (gpointer data)
{
  CfHotSeat *hot_seat = cf_play_page_get_hot_seat (data);

  return hot_seat != NULL &&
         cf_public_view_get_phase (cf_hot_seat_get_table (hot_seat)) == CF_PHASE_OVER;
}

static gboolean
case_solved_shown (gpointer data)
{
  return cf_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG) != NULL;
}

/* Zoë joins from her window and plays Miss Scarlet's seat to the end:
 * the window shows her hand alone (the cards the host dealt her), never
 * another seat, and ends as the host's game ends */
static void
test_whole_game (void)
{
  g_autoptr(CfNetHost) host = cf_test_new_host ("classic", "RDD", 51);
  CfWindow   *window;
  CfPlayPage *page;
  CfHotSeat  *hot_seat;
  CfGame     *game;
  Person      person = { 0 };
  guint       chips = 0;

  window = cf_window_new (app);
  gtk_window_present (GTK_WINDOW (window));
  cf_test_settle (GTK_WIDGET (window));
  open_join_dialog (window, host, cf_net_host_get_code (host), "Zoë");
  g_assert_true (cf_test_wait_for (page_is_game, window, 20000));
  g_assert_null (cf_test_find_toplevel (CF_TYPE_JOIN_DIALOG));
  page = game_page (window);
  hot_seat = cf_play_page_get_hot_seat (page);
  game = cf_net_host_get_game (host);
  g_assert_nonnull (game);
  g_assert_cmpint (cf_hot_seat_get_viewer (hot_seat), ==, 0);
  g_assert_cmpstr (cf_public_view_get_seat_name (cf_hot_seat_get_table (hot_seat), 0), ==, "Zoë");
  cf_play_page_set_bot_delay (page, 0);
  cf_test_settle (GTK_WIDGET (window));

  /* Her hand is the one dealt to her at the host, and only that */
  chips = count_mapped (GTK_WIDGET (page), CF_TYPE_CARD_CHIP);
  g_assert_cmpuint (chips, ==, cf_case_log_get_n_my_cards (cf_game_get_case_log (game, 0)));
  cf_test_save_png (GTK_WIDGET (window), "joined-game");
  /* The joined game fits the smallest window people use */
  {
    int min_width, min_height;

    gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL,
                        NULL);
    gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_VERTICAL, 800, &min_height, NULL, NULL,
                        NULL);
    g_assert_cmpint (min_width, <=, 800);
    g_assert_cmpint (min_height, <=, 600);
    gtk_window_set_default_size (GTK_WINDOW (window), 800, 600);
    cf_test_settle (GTK_WIDGET (window));
    cf_test_save_png (GTK_WIDGET (window), "joined-game-800x600");
  }
  /* The Players list: Zoë here, the host's two computer players */
  {
    GtkWidget *players = (GtkWidget *)gtk_widget_get_template_child (
        GTK_WIDGET (window), CF_TYPE_WINDOW, "players_button");
    GtkPopover *popover = gtk_menu_button_get_popover (GTK_MENU_BUTTON (players));
    GtkWidget  *list = cf_players_popover_get_list (CF_PLAYERS_POPOVER (popover));
    const char *want[][2] = { { "Zoë", "Miss Scarlet · You, at this computer · Your turn" },
                              { "Colonel Mustard", "Computer player (Detective)" },
                              { "Mrs. White", "Computer player (Detective)" } };

    g_assert_true (gtk_widget_get_visible (players));
    gtk_menu_button_popup (GTK_MENU_BUTTON (players));
    cf_test_settle (GTK_WIDGET (window));
    for (guint i = 0; i < G_N_ELEMENTS (want); i++)
      {
        GtkListBoxRow   *row = gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), i);
        g_autofree char *where = NULL;

        g_assert_nonnull (row);
        where = cf_test_words (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)));
        g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==, want[i][0]);
        if (!g_str_has_prefix (where, want[i][1]))
          g_error ("row %u says “%s”, not “%s…”", i, where, want[i][1]);
      }
    g_assert_null (gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), G_N_ELEMENTS (want)));
    cf_test_save_png (GTK_WIDGET (window), "joined-game-players");
    gtk_popover_popdown (popover);
    cf_test_settle (GTK_WIDGET (window));
  }
  for (guint i = 0; i < cf_case_log_get_n_my_cards (cf_game_get_case_log (game, 0)); i++)
    g_assert_true (cf_test_mapped_text_contains (
        GTK_WIDGET (page),
        cf_edition_get_card_name (cf_game_get_edition (game),
                                  cf_case_log_get_my_card (cf_game_get_case_log (game, 0), i))));

  person.page = page;
  person.bot = cf_bot_new (CF_PLAYER_DETECTIVE, 3);
  g_signal_connect (hot_seat, "notify", G_CALLBACK (on_hot_seat_changed), &person);
  g_signal_connect (cf_hot_seat_get_table (hot_seat), "record-added", G_CALLBACK (on_story),
                    &person);
  on_hot_seat_changed (hot_seat, NULL, &person);
  g_assert_true (cf_test_wait_for (game_over, page, 120000));
  g_assert_true (cf_net_host_is_finished (host));
  g_assert_cmpuint (cf_net_host_get_result (host)->violations, ==, 0);
  g_assert_cmpuint (person.actions, >, 0);
  g_assert_false (person.saw_another);
  g_assert_cmpint (cf_public_view_get_winner (cf_hot_seat_get_table (hot_seat)), ==,
                   cf_game_get_winner (game));
  /* The end is said in the window, as at one screen */
  g_assert_true (cf_test_wait_for (case_solved_shown, NULL, 10000));

  g_signal_handlers_disconnect_by_data (hot_seat, &person);
  g_signal_handlers_disconnect_by_data (cf_hot_seat_get_table (hot_seat), &person);
  g_clear_handle_id (&person.source, g_source_remove);
  g_object_unref (person.bot);
  gtk_window_destroy (GTK_WINDOW (cf_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG)));
  gtk_window_destroy (GTK_WINDOW (window));
  cf_test_iterate ();
}

/* A wrong code: the dialog says so and stays, with what was typed */
static void
test_wrong_code (void)
{
  g_autoptr(CfNetHost) host = cf_test_new_host ("classic", "RDD", 52);
  CfWindow     *window = cf_window_new (app);
  CfJoinDialog *dialog;
  GtkLabel     *error_label;

  gtk_window_present (GTK_WINDOW (window));
  cf_test_settle (GTK_WIDGET (window));
  dialog = open_join_dialog (window, host, "ZZZZZ", "Zoë");
  g_assert_true (cf_test_wait_for (error_shown, dialog, 20000));
  error_label = GTK_LABEL (
      gtk_widget_get_template_child (GTK_WIDGET (dialog), CF_TYPE_JOIN_DIALOG, "error_label"));
  g_assert_nonnull (strstr (gtk_label_get_label (error_label), "code"));
  cf_test_save_png (GTK_WIDGET (dialog), "join-dialog-wrong-code");
  g_assert_true (cf_test_find_toplevel (CF_TYPE_JOIN_DIALOG) == GTK_WIDGET (dialog));
  g_assert_cmpstr (visible_page (window), ==, "welcome");
  g_assert_true (gtk_widget_get_sensitive (GTK_WIDGET (
      gtk_widget_get_template_child (GTK_WIDGET (dialog), CF_TYPE_JOIN_DIALOG, "join_button"))));

  /* Nothing typed where the host should be: said before connecting */
  cf_join_dialog_set_invitation (dialog, "", NULL, NULL);
  cf_join_dialog_join (dialog);
  g_assert_nonnull (strstr (gtk_label_get_label (error_label), "computer"));
  cf_join_dialog_set_invitation (dialog, "casefile://nowhere", NULL, NULL);
  cf_join_dialog_join (dialog);
  g_assert_nonnull (strstr (gtk_label_get_label (error_label), "link"));

  gtk_window_destroy (GTK_WINDOW (dialog));
  gtk_window_destroy (GTK_WINDOW (window));
  cf_test_iterate ();
}

static gboolean
status_shown (gpointer data)
{
  GtkWidget *label = GTK_WIDGET (
      gtk_widget_get_template_child (GTK_WIDGET (data), CF_TYPE_JOIN_DIALOG, "status_label"));

  return gtk_widget_get_visible (label);
}

/* The first of two players at other computers waits in the dialog, told
 * which suspect they play and how many players the game awaits; the game
 * shows when the second has joined */
static void
test_waiting_for_players (void)
{
  g_autoptr(CfNetHost) host = cf_test_new_host ("classic", "RRD", 54);
  g_autoptr(GSubprocess) other = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *where = NULL;
  CfWindow        *window = cf_window_new (app);
  CfJoinDialog    *dialog;
  GtkLabel        *status;
  gboolean         exited = FALSE;

  if (g_getenv ("CASEFILE_CLI") == NULL)
    {
      g_test_skip ("CASEFILE_CLI is not set");
      gtk_window_destroy (GTK_WINDOW (window));
      return;
    }
  gtk_window_present (GTK_WINDOW (window));
  cf_test_settle (GTK_WIDGET (window));
  dialog = open_join_dialog (window, host, cf_net_host_get_code (host), "Zoë");
  g_assert_true (cf_test_wait_for (status_shown, dialog, 20000));
  status = GTK_LABEL (
      gtk_widget_get_template_child (GTK_WIDGET (dialog), CF_TYPE_JOIN_DIALOG, "status_label"));
  g_assert_cmpstr (gtk_label_get_label (status), ==,
                   "You play Miss Scarlet. The game begins when 1 more player has joined.");
  cf_test_save_png (GTK_WIDGET (dialog), "join-dialog-waiting");
  g_assert_cmpstr (visible_page (window), ==, "welcome");

  where = g_strdup_printf ("127.0.0.1:%u", cf_net_host_get_port (host));
  other = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_SILENCE | G_SUBPROCESS_FLAGS_STDERR_SILENCE,
                            &error, g_getenv ("CASEFILE_CLI"), "join", where, "--code",
                            cf_net_host_get_code (host), NULL);
  g_assert_no_error (error);
  g_subprocess_wait_async (other, NULL, cf_test_set_on_exit, &exited);
  g_assert_true (cf_test_wait_for (page_is_game, window, 20000));
  g_assert_null (cf_test_find_toplevel (CF_TYPE_JOIN_DIALOG));

  gtk_window_destroy (GTK_WINDOW (window));
  g_subprocess_force_exit (other);
  g_assert_true (cf_test_wait_for (cf_test_flag_set, &exited, 10000));
  cf_test_iterate ();
}

/* A game found on the network offers its open seats: Colonel Mustard's
 * chosen, the dialog says so while the game waits, and the game shows his
 * seat; typing another address forgets the seats offered */
static void
test_choose_a_seat (void)
{
  g_autoptr(CfNetHost) host = cf_test_new_host ("classic", "RRD", 55);
  const char *const open[] = { "scarlet", "mustard", NULL };
  g_autoptr(CfNetFoundGame) found = NULL;
  g_autoptr(GSubprocess) other = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *where = NULL;
  CfWindow        *window = cf_window_new (app);
  CfJoinDialog    *dialog;
  GtkWidget       *seat_row;
  GtkDropDown     *seats;
  GtkLabel        *status;
  gboolean         exited = FALSE;

  gtk_window_present (GTK_WINDOW (window));
  cf_test_settle (GTK_WIDGET (window));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.join-game", NULL));
  cf_test_iterate ();
  dialog = CF_JOIN_DIALOG (cf_test_find_toplevel (CF_TYPE_JOIN_DIALOG));
  seat_row = GTK_WIDGET (
      gtk_widget_get_template_child (GTK_WIDGET (dialog), CF_TYPE_JOIN_DIALOG, "seat_row"));
  seats = GTK_DROP_DOWN (
      gtk_widget_get_template_child (GTK_WIDGET (dialog), CF_TYPE_JOIN_DIALOG, "seat_dropdown"));
  g_assert_false (gtk_widget_get_visible (seat_row));

  found = cf_net_found_game_new ("Test game", "localhost", "127.0.0.1", cf_net_host_get_port (host),
                                 "classic", open, cf_net_host_get_fingerprint (host));
  cf_join_dialog_choose_game (dialog, found);
  g_assert_true (gtk_widget_get_visible (seat_row));
  g_assert_cmpuint (g_list_model_get_n_items (gtk_drop_down_get_model (seats)), ==, 3);
  g_assert_cmpstr (
      gtk_string_list_get_string (GTK_STRING_LIST (gtk_drop_down_get_model (seats)), 2), ==,
      "Colonel Mustard");

  /* Typed: the seats offered go */
  cf_join_dialog_set_invitation (dialog, "127.0.0.1", NULL, NULL);
  g_assert_false (gtk_widget_get_visible (seat_row));

  cf_join_dialog_choose_game (dialog, found);
  gtk_drop_down_set_selected (seats, 2);
  cf_join_dialog_set_invitation (dialog, NULL, cf_net_host_get_code (host), "Zoë");
  cf_test_save_png (GTK_WIDGET (dialog), "join-dialog-seat");
  cf_join_dialog_join (dialog);
  g_assert_true (cf_test_wait_for (status_shown, dialog, 20000));
  status = GTK_LABEL (
      gtk_widget_get_template_child (GTK_WIDGET (dialog), CF_TYPE_JOIN_DIALOG, "status_label"));
  g_assert_true (g_str_has_prefix (gtk_label_get_label (status), "You play Colonel Mustard."));

  where = g_strdup_printf ("127.0.0.1:%u", cf_net_host_get_port (host));
  other = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_SILENCE | G_SUBPROCESS_FLAGS_STDERR_SILENCE,
                            &error, g_getenv ("CASEFILE_CLI"), "join", where, "--code",
                            cf_net_host_get_code (host), NULL);
  g_assert_no_error (error);
  g_subprocess_wait_async (other, NULL, cf_test_set_on_exit, &exited);
  g_assert_true (cf_test_wait_for (page_is_game, window, 20000));
  g_assert_cmpint (cf_hot_seat_get_viewer (cf_play_page_get_hot_seat (game_page (window))), ==, 1);

  gtk_window_destroy (GTK_WINDOW (window));
  g_subprocess_force_exit (other);
  g_assert_true (cf_test_wait_for (cf_test_flag_set, &exited, 10000));
  cf_test_iterate ();
}

static void
on_joined (CfJoinDialog *dialog, CfNetJoiner *joiner, CfNetJoiner **out)
{
  *out = g_object_ref (joiner);
}

/* Zoë joins @host's game from @window: its game page shows her seat */
static CfNetJoiner *
join_in_window (CfWindow *window, CfNetHost *host)
{
  CfNetJoiner  *joiner = NULL;
  CfJoinDialog *dialog;

  gtk_window_present (GTK_WINDOW (window));
  cf_test_settle (GTK_WIDGET (window));
  dialog = open_join_dialog (window, host, cf_net_host_get_code (host), "Zoë");
  g_signal_connect (dialog, "joined", G_CALLBACK (on_joined), &joiner);
  g_assert_true (cf_test_wait_for (page_is_game, window, 20000));
  g_assert_nonnull (joiner);
  return joiner;
}

static gboolean
joiner_state_is (gpointer data)
{
  CfNetJoiner **joiner = data;

  return cf_net_joiner_get_state (joiner[0]) == GPOINTER_TO_UINT (joiner[1]);
}

static gboolean
toast_says (gpointer data)
{
  gpointer *args = data;

  return cf_test_mapped_text_contains (args[0], args[1]);
}

/* Her connection drops: the window says so in a toast that stays, the
 * game stays on the page, and when she is back in her seat it says so */
static void
test_connection_lost (void)
{
  g_autoptr(CfNetHost) host = cf_test_new_host ("classic", "RDD", 53);
  CfWindow *window = cf_window_new (app);
  g_autoptr(CfNetJoiner) joiner = join_in_window (window, host);
  gpointer lost[2], back[2], reconnecting[2];

  cf_net_joiner_set_retry_interval (joiner, 1500);

  cf_net_joiner_drop_connection (joiner);
  reconnecting[0] = joiner;
  reconnecting[1] = GUINT_TO_POINTER (CF_JOINER_RECONNECTING);
  g_assert_true (joiner_state_is (reconnecting));
  lost[0] = window;
  lost[1] = "The connection to the host was lost";
  g_assert_true (cf_test_wait_for (toast_says, lost, 5000));
  g_assert_cmpstr (visible_page (window), ==, "game");
  cf_test_save_png (GTK_WIDGET (window), "joined-connection-lost");
  back[0] = window;
  back[1] = "Back in the game";
  g_assert_true (cf_test_wait_for (toast_says, back, 20000));
  g_assert_cmpuint (cf_net_joiner_get_state (joiner), ==, CF_JOINER_PLAYING);
  cf_test_settle_a_while (GTK_WIDGET (window));
  g_assert_false (cf_test_mapped_text_contains (GTK_WIDGET (window), lost[1]));

  gtk_window_destroy (GTK_WINDOW (window));
  cf_test_iterate ();
}

static gboolean
message_dialog_shown (gpointer data)
{
  GtkWidget *dialog = cf_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG);

  return dialog != NULL &&
         g_strcmp0 (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)), data) == 0;
}

static gboolean
host_sees_away (gpointer data)
{
  return cf_net_host_get_presence (data, 1) == CF_PRESENCE_AWAY;
}

/* Zoë's connection drops, and the people at the host's screen let a
 * computer player take her seat: when her window comes back it is told
 * so, in a dialog, and stops trying (no toast saying it tries again) */
static void
test_seat_given_away (void)
{
  const gboolean remote[] = { FALSE, TRUE, FALSE };
  g_autoptr(CfGame) game = NULL;
  g_autoptr(CfHotSeat) table = NULL;
  g_autoptr(CfNetHost) host = cf_test_new_host_at_screen (57, remote, &game, &table);
  CfWindow *window = cf_window_new (app);
  g_autoptr(CfNetJoiner) joiner = join_in_window (window, host);
  GtkWidget *told;

  g_assert_cmpint (cf_net_joiner_get_seat (joiner), ==, 1);

  cf_net_joiner_set_retry_interval (joiner, 600000);
  cf_net_joiner_drop_connection (joiner);
  g_assert_true (cf_test_wait_for (host_sees_away, host, 10000));
  g_assert_true (cf_net_host_give_seat_to_bot (host, 1, CF_PLAYER_DETECTIVE));
  cf_net_joiner_set_retry_interval (joiner, 50);
  g_assert_true (
      cf_test_wait_for (message_dialog_shown, (gpointer) "You Are No Longer in This Game", 20000));
  told = cf_test_find_toplevel (ADW_TYPE_MESSAGE_DIALOG);
  g_assert_cmpstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (told)), ==,
                   "The host gave this seat to a computer player");
  cf_test_save_png (told, "joined-seat-given-away");
  cf_test_settle_a_while (GTK_WIDGET (window));
  g_assert_cmpuint (cf_net_joiner_get_state (joiner), ==, CF_JOINER_FAILED);
  g_assert_false (
      cf_test_mapped_text_contains (GTK_WIDGET (window), "The connection to the host was lost"));
  g_assert_cmpstr (visible_page (window), ==, "game");

  gtk_window_destroy (GTK_WINDOW (told));
  gtk_window_destroy (GTK_WINDOW (window));
  cf_test_iterate ();
}

int
main (int argc, char *argv[])
{
  int status;

  cf_init_i18n ();
  g_test_init (&argc, &argv, NULL);
  if (!gtk_init_check ())
    {
      g_print ("1..0 # SKIP no display\n");
      return 0;
    }
  g_setenv ("CASEFILE_NO_ANNOUNCE", "1", TRUE);
  app = cf_test_application_new ();

  g_test_add_func ("/casefile/join/whole-game", test_whole_game);
  g_test_add_func ("/casefile/join/wrong-code", test_wrong_code);
  g_test_add_func ("/casefile/join/connection-lost", test_connection_lost);
  g_test_add_func ("/casefile/join/seat-given-away", test_seat_given_away);
  g_test_add_func ("/casefile/join/waiting-for-players", test_waiting_for_players);
  g_test_add_func ("/casefile/join/choose-a-seat", test_choose_a_seat);

  status = g_test_run ();
  g_clear_object (&app);
  return status;
}
