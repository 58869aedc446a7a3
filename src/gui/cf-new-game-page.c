/* cf-new-game-page.c: the edition of a new game, and who plays which suspect
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include <adwaita.h>

#include "cf-accessible.h"
#include "cf-new-game-page.h"
#include "cf-seat-row.h"
#include "cf-text.h"

/*
 * First the edition: one row per built-in edition that has a board (its
 * name and what it is), the chosen one checked. Then one row per suspect of
 * that edition, in seating order (clockwise): a name for the player and who
 * plays. Both lists are GListModels bound to list boxes; the players'
 * description follows the edition's rules (how many, who begins). The
 * window reads the edition and the seats when the person presses Start,
 * which stays below the scrolling page, always in sight. Enter in a name
 * goes on to the next name, and from the last to Start. Why a game cannot
 * start is said beside Start and is Start's description, so that a screen
 * reader reads it where the focus is.
 */

struct _CfNewGamePage
{
  GtkWidget parent_instance;

  CfEdition     *edition;
  GListStore    *editions; /* the playable ones */
  GtkStringList *suspects;
  GtkWidget     *first_check; /* the group of the editions' check buttons */

  /* Template widgets */
  GtkListBox          *editions_list;
  GtkLabel            *error_label;
  GtkListBox          *guests_list;
  AdwPreferencesGroup *guests_group;
  AdwPreferencesGroup *intrigue_group;
  GtkSwitch           *no_keepers_switch;
  AdwPreferencesGroup *players_group;
  GtkListBox          *seats_list;
  GtkWidget           *start_button;
};

G_DEFINE_FINAL_TYPE (CfNewGamePage, cf_new_game_page, GTK_TYPE_WIDGET)

/* ---------------------------------------------------------------- helpers */

static GtkWidget *
create_seat_row (gpointer item, gpointer user_data)
{
  return GTK_WIDGET (cf_seat_row_new (gtk_string_object_get_string (item), CF_SEAT_OFF));
}

static CfSeatRow *
seat_row (CfNewGamePage *self, guint index)
{
  GtkListBoxRow *row = gtk_list_box_get_row_at_index (self->seats_list, index);
  return row != NULL ? CF_SEAT_ROW (row) : NULL;
}

/* What the players need to know of the edition's rules */
static char *
players_description (CfEdition *edition)
{
  const CfRules *rules = cf_edition_get_rules (edition);
  const char    *first = cf_edition_get_card_name (
         edition, cf_edition_get_first_card_of (edition, CF_CATEGORY_SUSPECT));
  g_autofree char *count = NULL;
  g_autofree char *begins = NULL;

  if (rules->always_full)
    count = g_strdup_printf (
        /* Translators: %u is how many players */
        ngettext ("Always %u player, seated clockwise in this order: Detectives play the seats "
                  "left empty.",
                  "Always %u players, seated clockwise in this order: Detectives play the seats "
                  "left empty.",
                  rules->max_players),
        rules->max_players);
  else
    /* Translators: %1$u and %2$u are the fewest and the most players */
    count = g_strdup_printf (_("%1$u to %2$u players, seated clockwise in this order."),
                             rules->min_players, rules->max_players);
  if (rules->first_player == CF_FIRST_ROTATES)
    /* Translators: %s is the first suspect, such as Miss Scarlet */
    begins =
        cf_text_printf (_("%s begins the first game; each later game, the next player."), first);
  else if (rules->first_player == CF_FIRST_HIGH_ROLL)
    begins = g_strdup (_("Whoever rolls highest begins."));
  else
    /* Translators: %s is the first suspect, such as Miss Scarlet */
    begins = cf_text_printf (_("%s begins."), first);
  /* Translators: %1$s is how many play, %2$s who begins; then a sentence on sharing the screen */
  return cf_text_printf (_("%1$s %2$s Several people can share the screen: Casefile hides each "
                            "one’s cards while another plays."),
                         count, begins);
}

/* Discover the Secrets: the Intrigue deck's option, and each guest's
 * character (the plain side of its Personality card). */
static void
fill_guests (CfNewGamePage *self)
{
  CfEdition     *edition = self->edition;
  guint          first = cf_edition_get_first_card_of (edition, CF_CATEGORY_SUSPECT);
  GtkListBoxRow *row;
  gboolean       any = FALSE;

  gtk_widget_set_visible (GTK_WIDGET (self->intrigue_group),
                          cf_edition_get_intrigue (edition) != NULL);
  while ((row = gtk_list_box_get_row_at_index (self->guests_list, 0)) != NULL)
    gtk_list_box_remove (self->guests_list, GTK_WIDGET (row));
  for (guint i = 0; i < cf_edition_get_n_cards_of (edition, CF_CATEGORY_SUSPECT); i++)
    {
      const char *personality = cf_edition_get_suspect_personality (edition, first + i);
      GtkWidget  *guest;

      if (personality == NULL)
        continue;
      guest = adw_action_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (guest),
                                     cf_edition_get_card_name (edition, first + i));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (guest), personality);
      gtk_list_box_append (self->guests_list, guest);
      any = TRUE;
    }
  gtk_widget_set_visible (GTK_WIDGET (self->guests_group), any);
}

static void
set_edition (CfNewGamePage *self, CfEdition *edition)
{
  guint            first, n;
  g_autofree char *description = NULL;
  g_autoptr(GArray) choices = g_array_new (FALSE, FALSE, sizeof (CfSeatChoice));
  CfSeatRow *row;

  /* Keep who plays which seat across editions */
  for (guint i = 0; (row = seat_row (self, i)) != NULL; i++)
    {
      CfSeatChoice choice = cf_seat_row_get_choice (row);
      g_array_append_val (choices, choice);
    }

  g_set_object (&self->edition, edition);
  gtk_string_list_splice (self->suspects, 0,
                          g_list_model_get_n_items (G_LIST_MODEL (self->suspects)), NULL);
  first = cf_edition_get_first_card_of (edition, CF_CATEGORY_SUSPECT);
  n = MIN (cf_edition_get_n_cards_of (edition, CF_CATEGORY_SUSPECT), CF_GAME_MAX_SEATS);
  for (guint i = 0; i < n; i++)
    gtk_string_list_append (self->suspects, cf_edition_get_card_name (edition, first + i));

  /* One click starts a game: a person as the first suspect against three
   * Detectives. */
  for (guint i = 0; (row = seat_row (self, i)) != NULL; i++)
    {
      CfSeatChoice choice = i < choices->len ? g_array_index (choices, CfSeatChoice, i)
                            : i == 0         ? CF_SEAT_PERSON
                            : i < 4          ? CF_SEAT_DETECTIVE
                                             : CF_SEAT_OFF;

      /* Always played by all: an empty seat shows who takes it */
      if (choice == CF_SEAT_OFF && cf_edition_get_rules (edition)->always_full)
        choice = CF_SEAT_DETECTIVE;
      cf_seat_row_set_choice (row, choice);
    }

  description = players_description (edition);
  adw_preferences_group_set_description (self->players_group, description);
  fill_guests (self);
}

static void
on_edition_toggled (GtkCheckButton *check, CfNewGamePage *self)
{
  CfEdition *edition = g_object_get_data (G_OBJECT (check), "edition");

  if (gtk_check_button_get_active (check) && edition != self->edition)
    set_edition (self, edition);
}

static GtkWidget *
create_edition_row (gpointer item, gpointer user_data)
{
  CfNewGamePage *self = user_data;
  CfEdition     *edition = item;
  GtkWidget     *row = adw_action_row_new ();
  GtkWidget     *check = gtk_check_button_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), cf_edition_get_name (edition));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), cf_edition_get_description (edition));
  gtk_widget_set_valign (check, GTK_ALIGN_CENTER);
  g_object_set_data_full (G_OBJECT (check), "edition", g_object_ref (edition), g_object_unref);
  if (self->first_check == NULL)
    self->first_check = check;
  else
    gtk_check_button_set_group (GTK_CHECK_BUTTON (check), GTK_CHECK_BUTTON (self->first_check));
  gtk_check_button_set_active (GTK_CHECK_BUTTON (check), edition == self->edition);
  g_signal_connect (check, "toggled", G_CALLBACK (on_edition_toggled), self);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), check);
  /* The row labels its check button by the edition's name: naming the
   * button too would double it ("Classic (1986) Classic (1986)") */
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), check);
  return row;
}

static void
focus_start_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  cf_new_game_page_focus_start (CF_NEW_GAME_PAGE (widget));
}

/* ---------------------------------------------------------------- overrides */

static void
cf_new_game_page_dispose (GObject *object)
{
  CfNewGamePage *self = CF_NEW_GAME_PAGE (object);
  GtkWidget     *child;

  gtk_widget_dispose_template (GTK_WIDGET (self), CF_TYPE_NEW_GAME_PAGE);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_object (&self->suspects);
  g_clear_object (&self->editions);
  g_clear_object (&self->edition);
  G_OBJECT_CLASS (cf_new_game_page_parent_class)->dispose (object);
}

static void
cf_new_game_page_class_init (CfNewGamePageClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cf_new_game_page_dispose;

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_install_action (widget_class, "page.focus-start", NULL, focus_start_action);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/casefile/Casefile/cf-new-game-page.ui");
  gtk_widget_class_bind_template_child (widget_class, CfNewGamePage, editions_list);
  gtk_widget_class_bind_template_child (widget_class, CfNewGamePage, error_label);
  gtk_widget_class_bind_template_child (widget_class, CfNewGamePage, guests_group);
  gtk_widget_class_bind_template_child (widget_class, CfNewGamePage, guests_list);
  gtk_widget_class_bind_template_child (widget_class, CfNewGamePage, intrigue_group);
  gtk_widget_class_bind_template_child (widget_class, CfNewGamePage, no_keepers_switch);
  gtk_widget_class_bind_template_child (widget_class, CfNewGamePage, players_group);
  gtk_widget_class_bind_template_child (widget_class, CfNewGamePage, seats_list);
  gtk_widget_class_bind_template_child (widget_class, CfNewGamePage, start_button);
}

static void
cf_new_game_page_init (CfNewGamePage *self)
{
  g_autoptr(GListModel) builtin = cf_edition_get_builtin (NULL);

  g_type_ensure (CF_TYPE_SEAT_ROW);
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_orientable_set_orientation (
      GTK_ORIENTABLE (gtk_widget_get_layout_manager (GTK_WIDGET (self))), GTK_ORIENTATION_VERTICAL);
  cf_accessible_fix_mnemonics (self->start_button);

  /* The editions that can be played: those with a board */
  self->editions = g_list_store_new (CF_TYPE_EDITION);
  for (guint i = 0; builtin != NULL && i < g_list_model_get_n_items (builtin); i++)
    {
      g_autoptr(CfEdition) edition = g_list_model_get_item (builtin, i);
      g_autoptr(CfBoard) board = cf_board_lookup_builtin (edition);

      if (board != NULL)
        g_list_store_append (self->editions, edition);
    }

  self->suspects = gtk_string_list_new (NULL);
  gtk_list_box_bind_model (self->seats_list, G_LIST_MODEL (self->suspects), create_seat_row, self,
                           NULL);
  if (g_list_model_get_n_items (G_LIST_MODEL (self->editions)) > 0)
    {
      g_autoptr(CfEdition) first = g_list_model_get_item (G_LIST_MODEL (self->editions), 0);
      set_edition (self, first);
    }
  gtk_list_box_bind_model (self->editions_list, G_LIST_MODEL (self->editions), create_edition_row,
                           self, NULL);
}

/* ---------------------------------------------------------------- public API */

GtkWidget *
cf_new_game_page_new (void)
{
  return g_object_new (CF_TYPE_NEW_GAME_PAGE, NULL);
}

/**
 * cf_new_game_page_get_edition:
 *
 * Returns: (transfer none) (nullable): the edition the seats are for
 */
CfEdition *
cf_new_game_page_get_edition (CfNewGamePage *self)
{
  g_return_val_if_fail (CF_IS_NEW_GAME_PAGE (self), NULL);
  return self->edition;
}

/**
 * cf_new_game_page_get_seats:
 * @seats: (out caller-allocates): the seats that play, in seating order
 * @remote: (out caller-allocates) (array fixed-size=6) (nullable): per seat
 *   of @seats, whether a person at another computer plays it
 *
 * The names point into the page's rows (trimmed by the game), valid until
 * the rows change. Where the edition is always played by every seat, the
 * seats left empty are Detectives.
 *
 * Returns: how many seats play
 */
guint
cf_new_game_page_get_seats (CfNewGamePage *self,
                            CfSeatSetup    seats[CF_GAME_MAX_SEATS],
                            gboolean      *remote)
{
  guint      n = 0;
  CfSeatRow *row;

  g_return_val_if_fail (CF_IS_NEW_GAME_PAGE (self), 0);

  for (guint i = 0; (row = seat_row (self, i)) != NULL && i < CF_GAME_MAX_SEATS; i++)
    {
      CfPlayerKind kind;

      if (!cf_seat_row_get_player_kind (row, &kind))
        {
          /* An edition always played by all: a Detective takes the seat. */
          if (self->edition == NULL || !cf_edition_get_rules (self->edition)->always_full)
            continue;
          kind = CF_PLAYER_DETECTIVE;
        }
      if (remote != NULL)
        remote[n] = cf_seat_row_is_remote (row);
      seats[n++] = (CfSeatSetup){
        .suspect = i,
        .name = gtk_editable_get_text (GTK_EDITABLE (row)),
        .kind = kind,
      };
    }
  return n;
}

/**
 * cf_new_game_page_set_error:
 * @message: (nullable): why the game cannot start, or %NULL
 */
/**
 * cf_new_game_page_get_options:
 * @options: (out caller-allocates): what the table chose beyond the rules
 */
void
cf_new_game_page_get_options (CfNewGamePage *self, CfGameOptions *options)
{
  g_return_if_fail (CF_IS_NEW_GAME_PAGE (self));
  g_return_if_fail (options != NULL);

  *options = (CfGameOptions){ 0 };
  /* Only an edition with an Intrigue deck has Keepers to leave out */
  options->no_keepers = self->edition != NULL && cf_edition_get_intrigue (self->edition) != NULL &&
                        gtk_switch_get_active (self->no_keepers_switch);
}

void
cf_new_game_page_set_error (CfNewGamePage *self, const char *message)
{
  g_return_if_fail (CF_IS_NEW_GAME_PAGE (self));
  gtk_label_set_label (self->error_label, message != NULL ? message : "");
  gtk_widget_set_visible (GTK_WIDGET (self->error_label), message != NULL && *message != '\0');
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->start_button),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  message != NULL ? message : "", -1);
}

/**
 * cf_new_game_page_focus_start:
 *
 * Puts the keyboard focus on Start Game.
 */
void
cf_new_game_page_focus_start (CfNewGamePage *self)
{
  g_return_if_fail (CF_IS_NEW_GAME_PAGE (self));
  gtk_widget_grab_focus (self->start_button);
}
