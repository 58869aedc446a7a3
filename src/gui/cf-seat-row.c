/* cf-seat-row.c: one suspect's seat on the New Game page
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "cf-accessible.h"
#include "cf-seat-row.h"

/*
 * The row's title is the suspect; its text, a name for the player (empty
 * keeps the suspect's); its list, who plays: nobody, a person or a bot.
 */

struct _CfSeatRow
{
  CfTextRow parent_instance;

  /* Template widgets */
  GtkDropDown *choice_dropdown;
};

G_DEFINE_FINAL_TYPE (CfSeatRow, cf_seat_row, CF_TYPE_TEXT_ROW)

enum
{
  PROP_0,
  PROP_CHOICE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* ---------------------------------------------------------------- callbacks */

static void
on_choice_dropdown_selected (CfSeatRow *self)
{
  /* A seat nobody plays has no name to type. */
  gtk_editable_set_editable (GTK_EDITABLE (self), cf_seat_row_get_choice (self) != CF_SEAT_OFF);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CHOICE]);
}

/* Enter in a name goes on to the next name, so that several can be typed
 * in a row; it never starts the game before they are. */
static void
on_entry_activated (CfSeatRow *self)
{
  GtkWidget *next = gtk_widget_get_next_sibling (GTK_WIDGET (self));

  for (; next != NULL; next = gtk_widget_get_next_sibling (next))
    if (CF_IS_SEAT_ROW (next) && gtk_editable_get_editable (GTK_EDITABLE (next)))
      {
        gtk_widget_grab_focus (next);
        return;
      }
  gtk_widget_activate_action (GTK_WIDGET (self), "page.focus-start", NULL);
}

/* ---------------------------------------------------------------- overrides */

static void
cf_seat_row_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  CfSeatRow *self = CF_SEAT_ROW (object);

  switch (prop_id)
    {
    case PROP_CHOICE:
      g_value_set_uint (value, cf_seat_row_get_choice (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cf_seat_row_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  CfSeatRow *self = CF_SEAT_ROW (object);

  switch (prop_id)
    {
    case PROP_CHOICE:
      cf_seat_row_set_choice (self, g_value_get_uint (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cf_seat_row_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), CF_TYPE_SEAT_ROW);
  G_OBJECT_CLASS (cf_seat_row_parent_class)->dispose (object);
}

static void
cf_seat_row_class_init (CfSeatRowClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cf_seat_row_dispose;
  object_class->get_property = cf_seat_row_get_property;
  object_class->set_property = cf_seat_row_set_property;

  /**
   * CfSeatRow:choice:
   *
   * Who plays the suspect (a #CfSeatChoice).
   */
  properties[PROP_CHOICE] =
      g_param_spec_uint ("choice", NULL, NULL, CF_SEAT_OFF, CF_SEAT_MASTER, CF_SEAT_OFF,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/casefile/Casefile/cf-seat-row.ui");
  gtk_widget_class_bind_template_child (widget_class, CfSeatRow, choice_dropdown);
  gtk_widget_class_bind_template_callback (widget_class, on_choice_dropdown_selected);
  gtk_widget_class_bind_template_callback (widget_class, on_entry_activated);
}

static void
cf_seat_row_init (CfSeatRow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/* ---------------------------------------------------------------- public API */

/**
 * cf_seat_row_new:
 * @suspect_name: the suspect, shown as the row's title
 * @choice: who plays it at first
 */
CfSeatRow *
cf_seat_row_new (const char *suspect_name, CfSeatChoice choice)
{
  CfSeatRow       *self = g_object_new (CF_TYPE_SEAT_ROW, "title", suspect_name, NULL);
  g_autofree char *label = NULL;

  /* Translators: the accessible name of the list of who plays a suspect */
  label = g_strdup_printf (_("Who plays %s"), suspect_name);
  cf_accessible_name_drop_down (self->choice_dropdown, label);
  cf_seat_row_set_choice (self, choice);
  return self;
}

CfSeatChoice
cf_seat_row_get_choice (CfSeatRow *self)
{
  guint selected;

  g_return_val_if_fail (CF_IS_SEAT_ROW (self), CF_SEAT_OFF);
  selected = gtk_drop_down_get_selected (self->choice_dropdown);
  return selected <= CF_SEAT_MASTER ? (CfSeatChoice)selected : CF_SEAT_OFF;
}

void
cf_seat_row_set_choice (CfSeatRow *self, CfSeatChoice choice)
{
  g_return_if_fail (CF_IS_SEAT_ROW (self));
  g_return_if_fail (choice <= CF_SEAT_MASTER);
  gtk_drop_down_set_selected (self->choice_dropdown, choice);
}

/**
 * cf_seat_row_get_player_kind:
 * @kind: (out): who plays the seat
 *
 * Returns: %FALSE when nobody plays the suspect
 */
gboolean
cf_seat_row_get_player_kind (CfSeatRow *self, CfPlayerKind *kind)
{
  static const CfPlayerKind kinds[] = {
    [CF_SEAT_PERSON] = CF_PLAYER_HUMAN,      [CF_SEAT_REMOTE] = CF_PLAYER_HUMAN,
    [CF_SEAT_BEGINNER] = CF_PLAYER_BEGINNER, [CF_SEAT_DETECTIVE] = CF_PLAYER_DETECTIVE,
    [CF_SEAT_MASTER] = CF_PLAYER_MASTER,
  };
  CfSeatChoice choice = cf_seat_row_get_choice (self);

  if (choice == CF_SEAT_OFF)
    return FALSE;
  *kind = kinds[choice];
  return TRUE;
}

/**
 * cf_seat_row_is_remote:
 *
 * Returns: whether a person at another computer plays the suspect
 */
gboolean
cf_seat_row_is_remote (CfSeatRow *self)
{
  g_return_val_if_fail (CF_IS_SEAT_ROW (self), FALSE);
  return cf_seat_row_get_choice (self) == CF_SEAT_REMOTE;
}
