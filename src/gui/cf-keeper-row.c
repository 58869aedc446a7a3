/* cf-keeper-row.c: one Keeper in the Intrigue tab, with its Play button
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "cf-keeper-row.h"

/* A Keeper the viewer holds: its name, what it does (or, readied, that it
 * waits for the next card shown), and Play, which activates
 * game.play-keeper with the Keeper's effect. Play is sensitive exactly when
 * the row is playable (bound in the template): the viewer may act and the
 * rules allow this Keeper now. */

struct _CfKeeperRow
{
  AdwActionRow parent_instance;

  CfKeeperEffect effect;
  gboolean       playable;

  /* Template widgets */
  GtkWidget *play_button;
};

G_DEFINE_FINAL_TYPE (CfKeeperRow, cf_keeper_row, ADW_TYPE_ACTION_ROW)

enum
{
  PROP_0,
  PROP_PLAYABLE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
on_play_clicked (CfKeeperRow *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "game.play-keeper", "i", (gint32)self->effect);
}

static void
cf_keeper_row_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), CF_TYPE_KEEPER_ROW);

  G_OBJECT_CLASS (cf_keeper_row_parent_class)->dispose (object);
}

static void
cf_keeper_row_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  CfKeeperRow *self = CF_KEEPER_ROW (object);

  switch (prop_id)
    {
    case PROP_PLAYABLE:
      g_value_set_boolean (value, self->playable);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cf_keeper_row_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  CfKeeperRow *self = CF_KEEPER_ROW (object);

  switch (prop_id)
    {
    case PROP_PLAYABLE:
      cf_keeper_row_set_playable (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cf_keeper_row_class_init (CfKeeperRowClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cf_keeper_row_dispose;
  object_class->get_property = cf_keeper_row_get_property;
  object_class->set_property = cf_keeper_row_set_property;

  /**
   * CfKeeperRow:playable:
   *
   * Whether the rules let the viewer play this Keeper now.
   */
  properties[PROP_PLAYABLE] =
      g_param_spec_boolean ("playable", NULL, NULL, FALSE,
                            G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/casefile/Casefile/cf-keeper-row.ui");
  gtk_widget_class_bind_template_child (widget_class, CfKeeperRow, play_button);
  gtk_widget_class_bind_template_callback (widget_class, on_play_clicked);
}

static void
cf_keeper_row_init (CfKeeperRow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/**
 * cf_keeper_row_new:
 * @deck: the edition's Intrigue deck
 * @keeper: the index of one of its Keepers
 * @ready: whether the viewer readied it (it waits for the next card shown)
 *
 * Returns: (transfer floating): a row for the Keeper, not yet playable
 */
GtkWidget *
cf_keeper_row_new (const CfIntrigue *deck, int keeper, gboolean ready)
{
  CfKeeperRow     *self;
  const CfKeeper  *k;
  const char      *name;
  g_autofree char *label = NULL;

  g_return_val_if_fail (deck != NULL, NULL);
  g_return_val_if_fail (keeper >= 0 && (guint)keeper < deck->keepers->len, NULL);

  self = g_object_new (CF_TYPE_KEEPER_ROW, NULL);
  k = &g_array_index (deck->keepers, CfKeeper, keeper);
  name = cf_intrigue_get_keeper_name (deck, keeper);
  self->effect = k->effect;
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self), name);
  if (ready && k->effect == CF_KEEPER_SEE_SHOWN)
    /* Readied: it waits, in secret, for the next card shown to another */
    adw_action_row_set_subtitle (ADW_ACTION_ROW (self),
                                 _("Ready: you will see the next card shown for someone else’s "
                                    "rumor, in your notebook."));
  else
    adw_action_row_set_subtitle (ADW_ACTION_ROW (self), cf_intrigue_get_keeper_text (deck, keeper));
  /* Translators: %s is the name of an Intrigue card */
  label = g_strdup_printf (_("Play “%s”"), name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->play_button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  label, -1);
  return GTK_WIDGET (self);
}

CfKeeperEffect
cf_keeper_row_get_effect (CfKeeperRow *self)
{
  g_return_val_if_fail (CF_IS_KEEPER_ROW (self), 0);
  return self->effect;
}

gboolean
cf_keeper_row_get_playable (CfKeeperRow *self)
{
  g_return_val_if_fail (CF_IS_KEEPER_ROW (self), FALSE);
  return self->playable;
}

void
cf_keeper_row_set_playable (CfKeeperRow *self, gboolean playable)
{
  g_return_if_fail (CF_IS_KEEPER_ROW (self));
  playable = !!playable;
  if (self->playable == playable)
    return;
  self->playable = playable;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PLAYABLE]);
}
