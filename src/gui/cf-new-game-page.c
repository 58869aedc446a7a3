/* cf-new-game-page.c: who plays which suspect in a new game
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "cf-new-game-page.h"
#include "cf-seat-row.h"

/*
 * One row per suspect of the edition, in seating order (clockwise): a name
 * for the player and who plays. The list is the edition's suspects as a
 * GListModel bound to the list box; the window reads the seats when the
 * person presses Start.
 */

struct _CfNewGamePage
{
  GtkWidget parent_instance;

  CfEdition     *edition;
  GtkStringList *suspects;

  /* Template widgets */
  GtkLabel   *error_label;
  GtkListBox *seats_list;
  GtkWidget  *start_button;
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
  g_clear_object (&self->edition);
  G_OBJECT_CLASS (cf_new_game_page_parent_class)->dispose (object);
}

static void
cf_new_game_page_class_init (CfNewGamePageClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cf_new_game_page_dispose;

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/casefile/Casefile/cf-new-game-page.ui");
  gtk_widget_class_bind_template_child (widget_class, CfNewGamePage, error_label);
  gtk_widget_class_bind_template_child (widget_class, CfNewGamePage, seats_list);
  gtk_widget_class_bind_template_child (widget_class, CfNewGamePage, start_button);
}

static void
cf_new_game_page_init (CfNewGamePage *self)
{
  guint first, n;

  g_type_ensure (CF_TYPE_SEAT_ROW);
  gtk_widget_init_template (GTK_WIDGET (self));

  self->suspects = gtk_string_list_new (NULL);
  self->edition = cf_edition_lookup_builtin ("classic");
  if (self->edition != NULL)
    {
      first = cf_edition_get_first_card_of (self->edition, CF_CATEGORY_SUSPECT);
      n = MIN (cf_edition_get_n_cards_of (self->edition, CF_CATEGORY_SUSPECT), CF_GAME_MAX_SEATS);
      for (guint i = 0; i < n; i++)
        gtk_string_list_append (self->suspects,
                                cf_edition_get_card_name (self->edition, first + i));
    }
  gtk_list_box_bind_model (self->seats_list, G_LIST_MODEL (self->suspects), create_seat_row, self,
                           NULL);
  /* One click starts a game: a person as the first suspect against three
   * Detectives. */
  for (guint i = 0; i < 4 && seat_row (self, i) != NULL; i++)
    cf_seat_row_set_choice (seat_row (self, i), i == 0 ? CF_SEAT_PERSON : CF_SEAT_DETECTIVE);
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
 *
 * The names point into the page's rows (trimmed by the game), valid until
 * the rows change.
 *
 * Returns: how many seats play
 */
guint
cf_new_game_page_get_seats (CfNewGamePage *self, CfSeatSetup seats[CF_GAME_MAX_SEATS])
{
  guint      n = 0;
  CfSeatRow *row;

  g_return_val_if_fail (CF_IS_NEW_GAME_PAGE (self), 0);

  for (guint i = 0; (row = seat_row (self, i)) != NULL && i < CF_GAME_MAX_SEATS; i++)
    {
      CfPlayerKind kind;

      if (!cf_seat_row_get_player_kind (row, &kind))
        continue;
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
void
cf_new_game_page_set_error (CfNewGamePage *self, const char *message)
{
  g_return_if_fail (CF_IS_NEW_GAME_PAGE (self));
  gtk_label_set_label (self->error_label, message != NULL ? message : "");
  gtk_widget_set_visible (GTK_WIDGET (self->error_label), message != NULL && *message != '\0');
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
