/* cf-window.c
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "casefile-core.h"
#include "cf-accessible.h"
#include "cf-edition-card.h"
#include "cf-invitation.h"
#include "cf-join-dialog.h"
#include "cf-net-discovery.h"
#include "cf-net-protocol.h"
#include "cf-new-game-page.h"
#include "cf-play-page.h"
#include "cf-players-popover.h"
#include "cf-table-page.h"
#include "cf-toast.h"
#include "cf-window-private.h"

G_DEFINE_FINAL_TYPE (CfWindow, cf_window, ADW_TYPE_APPLICATION_WINDOW)

/* ---------------------------------------------------------------- helpers */

static void
fill_catalogue (CfWindow *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GListModel) editions = cf_edition_get_builtin (&error);

  if (editions == NULL)
    {
      adw_status_page_set_description (self->error_page, error->message);
      gtk_stack_set_visible_child_name (self->stack, "error");
      return;
    }

  for (guint i = 0; i < g_list_model_get_n_items (editions); i++)
    {
      g_autoptr(CfEdition) edition = g_list_model_get_item (editions, i);
      gtk_box_append (self->catalogue_box, GTK_WIDGET (cf_edition_card_new (edition)));
    }
}

void
cf_window_show_error (CfWindow *self, const char *heading, const char *message)
{
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), heading, message);

  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

static GFile *
state_file (const char *name)
{
  g_autofree char *path = g_build_filename (g_get_user_state_dir (), "casefile", name, NULL);
  return g_file_new_for_path (path);
}

/* Tells that the last save was damaged and the one before it is shown;
 * @format has one %s: why the last save could not be read. */
static void toast_backup_used (GtkWidget *page, const char *title, const char *format, ...)
    G_GNUC_PRINTF (3, 4);

static void
toast_backup_used (GtkWidget *page, const char *title, const char *format, ...)
{
  g_autofree char *text = NULL;
  va_list          args;

  va_start (args, format);
  text = g_strdup_vprintf (format, args);
  va_end (args);
  cf_widget_add_toast_details (page, title, _("The Last Save Was Damaged"), text);
}

static gboolean
game_in_progress (CfWindow *self)
{
  CfHotSeat *hot_seat =
      self->game_page != NULL ? cf_play_page_get_hot_seat (self->game_page) : NULL;

  return hot_seat != NULL &&
         cf_public_view_get_phase (cf_hot_seat_get_table (hot_seat)) != CF_PHASE_OVER;
}

static void
on_bot_pace_changed (GSettings *settings, const char *key, CfWindow *self)
{
  g_autofree char *pace = g_settings_get_string (settings, "bot-pace");
  guint delay = g_str_equal (pace, "slow") ? 1500 : g_str_equal (pace, "fast") ? 150 : 600;

  if (self->game_page != NULL)
    cf_play_page_set_bot_delay (self->game_page, delay);
}

static void
on_auto_fill_changed (GSettings *settings, const char *key, CfWindow *self)
{
  if (self->game_page != NULL)
    cf_play_page_set_auto_fill (self->game_page,
                                g_settings_get_boolean (settings, "notebook-auto-fill"));
}

/* The welcome page offers what can be resumed: a game, the table notebook. */
static void
update_welcome (CfWindow *self)
{
  gboolean resumable = game_in_progress (self) || g_file_query_exists (self->autosave, NULL) ||
                       cf_window_has_hosted_game (self);
  gboolean notebook = (self->table_page != NULL && cf_table_page_get_case_log (self->table_page)) ||
                      g_file_query_exists (self->notebook_file, NULL);

  gtk_widget_set_visible (self->resume_game_row, resumable);
  adw_action_row_set_subtitle (self->table_notebook_row,
                               notebook ? _("Go on with the notebook of your game on a real board")
                                        : _("Work out who holds what in a game on a real board"));
}

/* Only the welcome page is built before the window is first drawn: the
 * other pages follow in idle time, one per turn of the main loop, or all at
 * once when something needs one of them sooner. */
static gboolean
build_next_page (CfWindow *self)
{
  if (self->new_game_page == NULL)
    {
      self->new_game_page = CF_NEW_GAME_PAGE (cf_new_game_page_new ());
      gtk_stack_add_titled (self->stack, GTK_WIDGET (self->new_game_page), "new-game",
                            _("New Game"));
    }
  else if (self->game_page == NULL)
    {
      self->game_page = CF_PLAY_PAGE (cf_play_page_new ());
      gtk_stack_add_titled (self->stack, GTK_WIDGET (self->game_page), "game", _("Game"));
      on_auto_fill_changed (self->settings, "notebook-auto-fill", self);
      on_bot_pace_changed (self->settings, "bot-pace", self);
      gtk_menu_button_set_popover (self->players_button, cf_players_popover_new (self->game_page));
    }
  else if (self->table_page == NULL)
    {
      self->table_page = CF_TABLE_PAGE (cf_table_page_new ());
      gtk_stack_add_titled (self->stack, GTK_WIDGET (self->table_page), "table",
                            _("Table Notebook"));
      cf_table_page_set_autosave (self->table_page, self->notebook_file);
    }
  else if (!self->pages_built)
    {
      self->pages_built = TRUE;
      fill_catalogue (self);
    }
  else
    return FALSE;
  return TRUE;
}

static gboolean
build_pages_idle (gpointer data)
{
  CfWindow *self = data;

  if (build_next_page (self))
    return G_SOURCE_CONTINUE;
  self->pages_idle = 0;
  return G_SOURCE_REMOVE;
}

void
cf_window_ensure_pages (CfWindow *self)
{
  while (build_next_page (self))
    ;
  g_clear_handle_id (&self->pages_idle, g_source_remove);
}

void
cf_window_show_page (CfWindow *self, const char *name)
{
  static const struct
  {
    const char *page;
    const char *title;
  } titles[] = {
    { "catalogue", N_("Editions") },
    { "new-game", N_("New Game") },
    { "game", N_("Game") },
    { "table", N_("Table Notebook") },
  };
  const char *subtitle = NULL;

  if (!g_str_equal (name, "welcome"))
    cf_window_ensure_pages (self);
  for (guint i = 0; i < G_N_ELEMENTS (titles); i++)
    if (g_str_equal (name, titles[i].page))
      subtitle = _(titles[i].title);
  update_welcome (self);
  /* Whoever was at the game steps away: it comes back through the guard. */
  if (g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "game") == 0 &&
      !g_str_equal (name, "game"))
    cf_play_page_leave (self->game_page);
  gtk_stack_set_visible_child_name (self->stack, name);
  gtk_widget_set_visible (self->back_button, !g_str_equal (name, "welcome"));
  gtk_widget_set_visible (GTK_WIDGET (self->players_button), g_str_equal (name, "game"));
  /* The keyboard focus goes into the page shown, not left on the header
   * (where Enter would open the main menu). The game page places its own:
   * the guard or the first thing the person can do. */
  if (g_str_equal (name, "welcome"))
    gtk_widget_grab_focus (gtk_widget_get_visible (self->resume_game_row) ? self->resume_game_row
                                                                          : self->new_game_row);
  else if (g_str_equal (name, "table"))
    gtk_widget_grab_focus (GTK_WIDGET (self->table_page));
  else if (!g_str_equal (name, "game") && !g_str_equal (name, "new-game"))
    gtk_widget_child_focus (gtk_stack_get_visible_child (self->stack), GTK_DIR_TAB_FORWARD);
  /* Only the page's name: nothing private ever goes into the title. */
  adw_window_title_set_subtitle (self->window_title, subtitle != NULL ? subtitle : "");
}

static void
play (CfWindow *self, CfHotSeat *hot_seat)
{
  cf_window_stop_hosting (self);
  cf_window_stop_joining (self);
  cf_play_page_set_autosave (self->game_page, self->autosave);
  cf_play_page_set_hot_seat (self->game_page, hot_seat);
  cf_window_show_page (self, "game");
}

/* The shortcuts window is built the first time it is asked for (GtkApplication
 * would build it with every window). set_help_overlay() keeps this action. */
static void
show_help_overlay (GSimpleAction *action, GVariant *parameter, CfWindow *self)
{
  GtkApplicationWindow *window = GTK_APPLICATION_WINDOW (self);

  if (gtk_application_window_get_help_overlay (window) == NULL)
    {
      g_autoptr(GtkBuilder) builder =
          gtk_builder_new_from_resource ("/io/github/casefile/Casefile/shortcuts/help-overlay.ui");

      gtk_application_window_set_help_overlay (
          window, GTK_SHORTCUTS_WINDOW (gtk_builder_get_object (builder, "help_overlay")));
    }
  gtk_window_present (GTK_WINDOW (gtk_application_window_get_help_overlay (window)));
}

static void
resume_game_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  CfWindow *self = CF_WINDOW (widget);
  g_autoptr(CfHotSeat) game = NULL;
  g_autoptr(GError) error = NULL;

  cf_window_ensure_pages (self);
  if (game_in_progress (self))
    {
      cf_window_show_page (self, "game");
      return;
    }
  /* A game hosted from here: its players at other computers come back */
  if (cf_window_resume_hosted (self))
    return;

  /* A damaged save is left as it is, and the message names the place; the
   * save before it, if it is whole, takes over. */
  if (!(game = cf_hot_seat_new_from_file (self->autosave, &error)))
    {
      g_autoptr(GFile) backup = cf_file_get_backup (self->autosave);

      if (!(game = cf_hot_seat_new_from_file (backup, NULL)))
        {
          cf_window_show_error (self, _("The Game Could Not Be Resumed"), error->message);
          return;
        }
      play (self, game);
      toast_backup_used (GTK_WIDGET (self->game_page), _("Resumed from the save before the last"),
                         /* Translators: %s is why the last save could not be read (it
                          * names the file and the place in it) */
                         _("The last save could not be read (%s). The game goes on from the "
                            "save before it."),
                         error->message);
      return;
    }
  play (self, game);
}

static void
show_catalogue_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  cf_window_show_page (CF_WINDOW (widget), "catalogue");
}

static void
go_home_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  cf_window_show_page (CF_WINDOW (widget), "welcome");
}

/* Escape goes back from the pages that only choose where to go next; the
 * game and the notebook keep it for their own (closing, cancelling). Alt+Left
 * and Alt+Home go back from every page (cf-application.c). */
static gboolean
on_escape (GtkWidget *widget, GVariant *args, gpointer data)
{
  CfWindow   *self = CF_WINDOW (widget);
  const char *page = gtk_stack_get_visible_child_name (self->stack);

  if (g_strcmp0 (page, "new-game") != 0 && g_strcmp0 (page, "catalogue") != 0)
    return FALSE;
  cf_window_show_page (self, "welcome");
  return TRUE;
}

static void
new_game_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  CfWindow *self = CF_WINDOW (widget);

  cf_window_ensure_pages (self);
  cf_new_game_page_set_error (self->new_game_page, NULL);
  cf_window_show_page (self, "new-game");
  /* The defaults start a game at once: Enter does it. */
  cf_new_game_page_focus_start (self->new_game_page);
}

static void
start_game (CfWindow *self)
{
  CfEdition *edition = cf_new_game_page_get_edition (self->new_game_page);
  g_autoptr(CfHotSeat) game = NULL;
  g_autoptr(GError) error = NULL;
  CfSeatSetup   seats[CF_GAME_MAX_SEATS];
  gboolean      remote[CF_GAME_MAX_SEATS] = { FALSE };
  guint         n = cf_new_game_page_get_seats (self->new_game_page, seats, remote);
  CfGameOptions options;

  if (n < cf_edition_get_rules (edition)->min_players)
    {
      guint            least = cf_edition_get_rules (edition)->min_players;
      g_autofree char *message =
          g_strdup_printf (ngettext ("A game of this edition needs at least %u player.",
                                     "A game of this edition needs at least %u players.", least),
                           least);

      cf_new_game_page_set_error (self->new_game_page, message);
      return;
    }
  /* The game keeps its own copy of the names. Where the first player
   * rotates, each game of this window is the next of a series. */
  cf_new_game_page_get_options (self->new_game_page, &options);
  if (!(game = cf_hot_seat_new_game (edition, n, seats,
                                     g_random_int () | ((guint64)g_random_int () << 32),
                                     self->games_started, &options, &error)))
    {
      cf_new_game_page_set_error (self->new_game_page, error->message);
      return;
    }
  self->games_started++;
  for (guint i = 0; i < n; i++)
    if (remote[i])
      {
        cf_window_host_game (self, game, remote);
        return;
      }
  /* (it replaces a game hosted from here) */
  cf_window_stop_hosting (self);
  cf_window_forget_hosted (self);
  play (self, game);
}

/* The notebook of the last table game comes back as it was, once. The
 * page remembers which version of the file it read, and saves only over
 * that one. */
static void
resume_notebook (CfWindow *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(CfCaseLog) log = NULL;
  g_autofree char *stamp = NULL;

  if (cf_table_page_get_case_log (self->table_page) != NULL ||
      !g_file_query_exists (self->notebook_file, NULL))
    return;
  if ((bytes = cf_file_load_stamped (self->notebook_file, CF_CASE_LOG_MAX_SIZE,
                                     CF_LOAD_REGULAR_ONLY, &stamp, &error)))
    log = cf_case_log_new_from_bytes (bytes, &error);

  /* A damaged file is left as it is; the save before it, if whole,
   * takes over, else a new notebook replaces it only once opened. */
  if (log == NULL)
    {
      g_autoptr(GFile) backup = cf_file_get_backup (self->notebook_file);
      g_autoptr(CfCaseLog) previous = cf_case_log_new_from_file (backup, NULL);

      if (previous == NULL)
        cf_window_show_error (self, _("The Notebook Could Not Be Opened"), error->message);
      else
        {
          /* Saved over the damaged file, if nobody changed it since. */
          g_autofree char *now = cf_file_get_stamp (self->notebook_file);

          cf_table_page_resume (self->table_page, previous, now);
          toast_backup_used (GTK_WIDGET (self->table_page), _("Opened the save before the last"),
                             /* Translators: %s is why the last save could not be read
                              * (it names the file and the place in it) */
                             _("The last save could not be read (%s). This is the notebook "
                                "as it was one save earlier."),
                             error->message);
        }
    }
  else
    cf_table_page_resume (self->table_page, log, stamp);
}

static void
table_notebook_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  CfWindow *self = CF_WINDOW (widget);

  cf_window_ensure_pages (self);
  resume_notebook (self);
  cf_window_show_page (self, "table");
}

/**
 * cf_window_open_case_log:
 * @file: a case log
 *
 * Shows @file in the table notebook (or says what is wrong with it). A
 * notebook in progress with entries is not replaced unasked: the page
 * asks, and keeps it as a copy.
 */
void
cf_window_open_case_log (CfWindow *self, GFile *file)
{
  cf_window_ensure_pages (self);
  /* The notebook in progress is the one the question is about. */
  resume_notebook (self);
  cf_window_show_page (self, "table");
  cf_table_page_open_file (self->table_page, file);
}

static void
on_abandon_response (AdwMessageDialog *dialog, const char *response, CfWindow *self)
{
  if (g_str_equal (response, "abandon"))
    start_game (self);
}

static void
start_game_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  CfWindow  *self = CF_WINDOW (widget);
  GtkWidget *dialog;

  cf_window_ensure_pages (self);
  if (!game_in_progress (self) && !g_file_query_exists (self->autosave, NULL) &&
      !cf_window_has_hosted_game (self))
    {
      start_game (self);
      return;
    }

  dialog = adw_message_dialog_new (
      GTK_WINDOW (self), _("Abandon the Game in Progress?"),
      _("A new game replaces the one in progress, which cannot be resumed afterwards."));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"), "abandon",
                                    _("_Abandon and Start"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "abandon",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect (dialog, "response", G_CALLBACK (on_abandon_response), self);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
open_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  CfWindow *self = CF_WINDOW (widget);

  /* The table notebook owns opening case logs: its chooser, its checks.
   * The notebook in progress is the one its question is about. */
  cf_window_show_page (self, "table");
  resume_notebook (self);
  gtk_widget_activate_action (GTK_WIDGET (self->table_page), "table.import", NULL);
}

/* ---------------------------------------------------------------- overrides */

static void
cf_window_dispose (GObject *object)
{
  CfWindow *self = (CfWindow *)object;

  g_clear_handle_id (&self->pages_idle, g_source_remove);
  cf_window_stop_hosting (self);
  cf_window_stop_joining (self);
  gtk_widget_dispose_template (GTK_WIDGET (self), CF_TYPE_WINDOW);
  self->new_game_page = NULL;
  self->game_page = NULL;
  self->table_page = NULL;
  g_clear_object (&self->settings);
  g_clear_object (&self->autosave);
  g_clear_object (&self->hosted);
  g_clear_object (&self->notebook_file);

  G_OBJECT_CLASS (cf_window_parent_class)->dispose (object);
}

static void
cf_window_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  CfWindow *self = CF_WINDOW (widget);

  GTK_WIDGET_CLASS (cf_window_parent_class)->snapshot (widget, snapshot);
  /* The window is being drawn: the other pages can follow. */
  if (!self->pages_built && self->pages_idle == 0)
    self->pages_idle = g_idle_add (build_pages_idle, self);
}

static void
cf_window_class_init (CfWindowClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cf_window_dispose;
  widget_class->snapshot = cf_window_snapshot;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/casefile/Casefile/cf-window.ui");
  gtk_widget_class_bind_template_child (widget_class, CfWindow, back_button);
  gtk_widget_class_bind_template_child (widget_class, CfWindow, players_button);
  gtk_widget_class_bind_template_child (widget_class, CfWindow, catalogue_box);
  gtk_widget_class_bind_template_child (widget_class, CfWindow, error_page);
  gtk_widget_class_bind_template_child (widget_class, CfWindow, menu_button);
  gtk_widget_class_bind_template_child (widget_class, CfWindow, new_game_row);
  gtk_widget_class_bind_template_child (widget_class, CfWindow, open_row);
  gtk_widget_class_bind_template_child (widget_class, CfWindow, resume_game_row);
  gtk_widget_class_bind_template_child (widget_class, CfWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, CfWindow, table_notebook_row);
  gtk_widget_class_bind_template_child (widget_class, CfWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, CfWindow, window_title);

  gtk_widget_class_install_action (widget_class, "win.show-catalogue", NULL, show_catalogue_action);
  gtk_widget_class_install_action (widget_class, "win.new-game", NULL, new_game_action);
  gtk_widget_class_install_action (widget_class, "win.start-game", NULL, start_game_action);
  gtk_widget_class_install_action (widget_class, "win.resume-game", NULL, resume_game_action);
  gtk_widget_class_install_action (widget_class, "win.join-game", NULL, cf_window_join_game_action);
  gtk_widget_class_install_action (widget_class, "win.table-notebook", NULL, table_notebook_action);
  gtk_widget_class_install_action (widget_class, "win.open", NULL, open_action);
  gtk_widget_class_install_action (widget_class, "win.go-home", NULL, go_home_action);
  gtk_widget_class_install_action (widget_class, "win.give-away-seats", NULL,
                                   cf_window_give_away_seats_action);
  /* The keys of these actions are the application's accels (cf-application.c),
   * so that they work from any focus and the menus show them. */
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Escape, 0, on_escape, NULL);
}

static void
cf_window_init (CfWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.give-away-seats", FALSE);
  /* The toggle inside takes the focus: it is what a screen reader names */
  cf_accessible_name_menu_button (self->menu_button, _("Main Menu"));

  self->settings = g_settings_new (APP_ID);
  g_settings_bind (self->settings, "window-width", self, "default-width", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "window-height", self, "default-height",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "window-maximized", self, "maximized", G_SETTINGS_BIND_DEFAULT);
  {
    g_autoptr(GAction) pace = g_settings_create_action (self->settings, "bot-pace");
    g_action_map_add_action (G_ACTION_MAP (self), pace);
  }
  {
    g_autoptr(GAction) auto_fill = g_settings_create_action (self->settings, "notebook-auto-fill");
    g_action_map_add_action (G_ACTION_MAP (self), auto_fill);
  }
  {
    g_autoptr(GSimpleAction) help = g_simple_action_new ("show-help-overlay", NULL);

    g_signal_connect_object (help, "activate", G_CALLBACK (show_help_overlay), self, 0);
    g_action_map_add_action (G_ACTION_MAP (self), G_ACTION (help));
  }
  g_signal_connect_object (self->settings, "changed::notebook-auto-fill",
                           G_CALLBACK (on_auto_fill_changed), self, 0);
  on_auto_fill_changed (self->settings, "notebook-auto-fill", self);
  g_signal_connect_object (self->settings, "changed::bot-pace", G_CALLBACK (on_bot_pace_changed),
                           self, 0);
  on_bot_pace_changed (self->settings, "bot-pace", self);

  self->autosave = state_file ("game.json");
  self->hosted = state_file ("hosted.json");
  self->notebook_file = state_file ("notebook.json");
  {
    /* What saves killed on the way left behind goes. */
    g_autoptr(GFile) folder = g_file_get_parent (self->autosave);

    cf_file_tidy_folder (folder);
  }
  cf_window_show_page (self, "welcome");
}

/* ---------------------------------------------------------------- public API */

CfWindow *
cf_window_new (CfApplication *application)
{
  return g_object_new (CF_TYPE_WINDOW, "application", application, NULL);
}
