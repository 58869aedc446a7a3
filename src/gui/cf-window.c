/* cf-window.c
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "casefile-core.h"
#include "cf-edition-card.h"
#include "cf-game-page.h"
#include "cf-table-page.h"
#include "cf-window.h"

/* The choices for each suspect on the new-game page, in this order. */
enum
{
  SEAT_OFF,
  SEAT_YOU,
  SEAT_BEGINNER,
  SEAT_DETECTIVE,
  SEAT_MASTER,
  N_SEAT_CHOICES
};

struct _CfWindow
{
  AdwApplicationWindow parent_instance;

  GSettings *settings;

  AdwEntryRow *seat_rows[CF_GAME_MAX_SEATS]; /* the player's name */
  GtkDropDown *seat_kinds[CF_GAME_MAX_SEATS];

  GFile *autosave;      /* the game in progress */
  GFile *notebook_file; /* the table notebook */

  /* Template widgets */
  GtkWidget           *back_button;
  GtkWidget           *resume_button;
  GtkBox              *catalogue_box;
  AdwStatusPage       *error_page;
  CfGamePage          *game_page;
  CfTablePage         *table_page;
  AdwPreferencesGroup *players_group;
  GtkLabel            *setup_error_label;
  GtkStack            *stack;
};

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

static void
fill_players (CfWindow *self)
{
  CfEdition  *edition = cf_edition_lookup_builtin ("classic");
  const char *choices[N_SEAT_CHOICES + 1] = {
    /* Translators: a suspect nobody plays in the new game */
    [SEAT_OFF] = _("Not Playing"),
    /* Translators: a person at the screen plays this suspect */
    [SEAT_YOU] = _("Person"),
    [SEAT_BEGINNER] = cf_player_kind_get_label (CF_PLAYER_BEGINNER),
    [SEAT_DETECTIVE] = cf_player_kind_get_label (CF_PLAYER_DETECTIVE),
    [SEAT_MASTER] = cf_player_kind_get_label (CF_PLAYER_MASTER),
    NULL,
  };
  guint first;

  if (edition == NULL)
    return;
  first = cf_edition_get_first_card_of (edition, CF_CATEGORY_SUSPECT);
  for (guint i = 0;
       i < CF_GAME_MAX_SEATS && i < cf_edition_get_n_cards_of (edition, CF_CATEGORY_SUSPECT); i++)
    {
      AdwEntryRow     *row = ADW_ENTRY_ROW (adw_entry_row_new ());
      GtkWidget       *kind = gtk_drop_down_new_from_strings (choices);
      g_autofree char *label = NULL;

      /* The row's title is the suspect; its text, a name for the player. */
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row),
                                     cf_edition_get_card_name (edition, first + i));
      label = g_strdup_printf (_("Who plays %s"), cf_edition_get_card_name (edition, first + i));
      gtk_widget_set_valign (kind, GTK_ALIGN_CENTER);
      gtk_accessible_update_property (GTK_ACCESSIBLE (kind), GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                      -1);
      gtk_widget_set_tooltip_text (GTK_WIDGET (row),
                                   _("Type a name for this player, or leave the suspect’s"));
      adw_entry_row_add_suffix (row, kind);
      /* One click starts a game: a person as Miss Scarlet against three Detectives. */
      gtk_drop_down_set_selected (GTK_DROP_DOWN (kind), i == 0  ? SEAT_YOU
                                                        : i < 4 ? SEAT_DETECTIVE
                                                                : SEAT_OFF);
      adw_preferences_group_add (self->players_group, GTK_WIDGET (row));
      self->seat_rows[i] = row;
      self->seat_kinds[i] = GTK_DROP_DOWN (kind);
    }
  g_object_unref (edition);
}

static void
show_error (CfWindow *self, const char *heading, const char *message)
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

static gboolean
game_in_progress (CfWindow *self)
{
  CfGame *game = cf_game_page_get_game (self->game_page);

  return game != NULL && cf_game_get_phase (game) != CF_PHASE_OVER;
}

static void
on_bot_pace_changed (GSettings *settings, const char *key, CfWindow *self)
{
  g_autofree char *pace = g_settings_get_string (settings, "bot-pace");
  guint delay = g_str_equal (pace, "slow") ? 1500 : g_str_equal (pace, "fast") ? 150 : 600;

  cf_game_page_set_bot_delay (self->game_page, delay);
}

static void
on_auto_fill_changed (GSettings *settings, const char *key, CfWindow *self)
{
  cf_game_page_set_auto_fill (self->game_page,
                              g_settings_get_boolean (settings, "notebook-auto-fill"));
}

static void
show_page (CfWindow *self, const char *name)
{
  gboolean resumable = game_in_progress (self) || g_file_query_exists (self->autosave, NULL);

  gtk_stack_set_visible_child_name (self->stack, name);
  gtk_widget_set_visible (self->back_button, !g_str_equal (name, "catalogue"));
  gtk_widget_set_visible (self->resume_button, !g_str_equal (name, "game") && resumable);
}

static void
play (CfWindow *self, CfGame *game)
{
  cf_game_page_set_game (self->game_page, game);
  cf_game_page_set_autosave (self->game_page, self->autosave);
  show_page (self, "game");
}

static void
resume_game_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  CfWindow *self = CF_WINDOW (widget);
  g_autoptr(CfGame) game = NULL;
  g_autoptr(GError) error = NULL;

  if (game_in_progress (self))
    {
      show_page (self, "game");
      return;
    }

  /* A damaged save is left as it is, and the message names the place. */
  if (!(game = cf_game_new_from_file (self->autosave, &error)))
    {
      show_error (self, _("The Game Could Not Be Resumed"), error->message);
      return;
    }
  play (self, game);
}

static void
show_catalogue_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  show_page (CF_WINDOW (widget), "catalogue");
}

static void
new_game_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  CfWindow *self = CF_WINDOW (widget);

  gtk_label_set_label (self->setup_error_label, "");
  show_page (self, "new-game");
}

static void
start_game (CfWindow *self)
{
  g_autoptr(CfEdition) edition = cf_edition_lookup_builtin ("classic");
  g_autoptr(CfGame) game = NULL;
  g_autoptr(GError) error = NULL;
  CfSeatSetup seats[CF_GAME_MAX_SEATS];
  guint       n = 0;

  for (guint i = 0; i < CF_GAME_MAX_SEATS && self->seat_rows[i] != NULL; i++)
    {
      static const CfPlayerKind kinds[N_SEAT_CHOICES] = {
        [SEAT_YOU] = CF_PLAYER_HUMAN,
        [SEAT_BEGINNER] = CF_PLAYER_BEGINNER,
        [SEAT_DETECTIVE] = CF_PLAYER_DETECTIVE,
        [SEAT_MASTER] = CF_PLAYER_MASTER,
      };
      guint       choice = gtk_drop_down_get_selected (self->seat_kinds[i]);
      const char *name = gtk_editable_get_text (GTK_EDITABLE (self->seat_rows[i]));

      if (choice == SEAT_OFF || choice >= N_SEAT_CHOICES)
        continue;
      /* The game keeps its own copy of the name. */
      seats[n++] = (CfSeatSetup){ .suspect = i, .name = name, .kind = kinds[choice] };
    }

  if (n < CF_GAME_MIN_SEATS)
    {
      gtk_label_set_label (self->setup_error_label, _("A game needs at least three players."));
      return;
    }

  if (!(game = cf_game_new (edition, n, seats, g_random_int () | ((guint64)g_random_int () << 32),
                            &error)))
    {
      gtk_label_set_label (self->setup_error_label, error->message);
      return;
    }
  play (self, game);
}

static void
table_notebook_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  CfWindow *self = CF_WINDOW (widget);

  /* The notebook of the last table game comes back as it was. */
  if (cf_table_page_get_case_log (self->table_page) == NULL &&
      g_file_query_exists (self->notebook_file, NULL))
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(CfCaseLog) log = cf_case_log_new_from_file (self->notebook_file, &error);

      /* A damaged file is left as it is; a new notebook replaces it only
       * once opened. */
      if (log == NULL)
        show_error (self, _("The Notebook Could Not Be Opened"), error->message);
      else
        cf_table_page_set_case_log (self->table_page, log);
    }
  show_page (self, "table");
}

/**
 * cf_window_open_case_log:
 * @file: a case log
 *
 * Shows @file in the table notebook (or says what is wrong with it).
 */
void
cf_window_open_case_log (CfWindow *self, GFile *file)
{
  cf_table_page_import_file (self->table_page, file);
  show_page (self, "table");
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

  if (!game_in_progress (self) && !g_file_query_exists (self->autosave, NULL))
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

/* ---------------------------------------------------------------- overrides */

static void
cf_window_dispose (GObject *object)
{
  CfWindow *self = (CfWindow *)object;

  gtk_widget_dispose_template (GTK_WIDGET (self), CF_TYPE_WINDOW);
  g_clear_object (&self->settings);
  g_clear_object (&self->autosave);
  g_clear_object (&self->notebook_file);

  G_OBJECT_CLASS (cf_window_parent_class)->dispose (object);
}

static void
cf_window_class_init (CfWindowClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cf_window_dispose;

  g_type_ensure (CF_TYPE_GAME_PAGE);
  g_type_ensure (CF_TYPE_TABLE_PAGE);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/casefile/Casefile/cf-window.ui");
  gtk_widget_class_bind_template_child (widget_class, CfWindow, back_button);
  gtk_widget_class_bind_template_child (widget_class, CfWindow, resume_button);
  gtk_widget_class_bind_template_child (widget_class, CfWindow, catalogue_box);
  gtk_widget_class_bind_template_child (widget_class, CfWindow, error_page);
  gtk_widget_class_bind_template_child (widget_class, CfWindow, game_page);
  gtk_widget_class_bind_template_child (widget_class, CfWindow, table_page);
  gtk_widget_class_bind_template_child (widget_class, CfWindow, players_group);
  gtk_widget_class_bind_template_child (widget_class, CfWindow, setup_error_label);
  gtk_widget_class_bind_template_child (widget_class, CfWindow, stack);

  gtk_widget_class_install_action (widget_class, "win.show-catalogue", NULL, show_catalogue_action);
  gtk_widget_class_install_action (widget_class, "win.new-game", NULL, new_game_action);
  gtk_widget_class_install_action (widget_class, "win.start-game", NULL, start_game_action);
  gtk_widget_class_install_action (widget_class, "win.resume-game", NULL, resume_game_action);
  gtk_widget_class_install_action (widget_class, "win.table-notebook", NULL, table_notebook_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_t, GDK_CONTROL_MASK,
                                       "win.table-notebook", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, GDK_CONTROL_MASK, "win.new-game",
                                       NULL);
}

static void
cf_window_init (CfWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

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
  g_signal_connect_object (self->settings, "changed::notebook-auto-fill",
                           G_CALLBACK (on_auto_fill_changed), self, 0);
  on_auto_fill_changed (self->settings, "notebook-auto-fill", self);
  g_signal_connect_object (self->settings, "changed::bot-pace", G_CALLBACK (on_bot_pace_changed),
                           self, 0);
  on_bot_pace_changed (self->settings, "bot-pace", self);

  fill_catalogue (self);
  fill_players (self);

  self->autosave = state_file ("game.json");
  self->notebook_file = state_file ("notebook.json");
  cf_table_page_set_autosave (self->table_page, self->notebook_file);
  show_page (self, "catalogue");
}

/* ---------------------------------------------------------------- public API */

CfWindow *
cf_window_new (CfApplication *application)
{
  return g_object_new (CF_TYPE_WINDOW, "application", application, NULL);
}
