/* cf-intrigue-panel.c: the Intrigue tab: one seat's pool looks and Keepers
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "cf-intrigue-panel.h"
#include "cf-keeper-row.h"
#include "cf-text.h"

/*
 * Discover the Secrets' private tab: the pool cards the seat has looked at,
 * and its Keepers, a CfKeeperRow each. It shows one CfSeatView, the one
 * the screen may show, and nothing when it has none: it cannot show
 * another seat's secrets because it never holds them.
 *
 * It follows the view by itself (GSignalGroup): a new line of the table's
 * story (a Keeper drawn or played, a card looked at) fills it again, and a
 * change of what the seat is awaited for updates the Play buttons.
 *
 *  - active: the edition has the Intrigue deck and a view is shown (the
 *    page binds its tab's visibility to it);
 *  - acts: whether the person shown may act now (the page binds it to the
 *    hot seat's viewer-acts);
 *  - playable: some Keeper may be played now (the page binds its tab's
 *    needs-attention to it, and enables game.play-keeper).
 */

struct _CfIntriguePanel
{
  GtkWidget parent_instance;

  CfSeatView   *view;
  GSignalGroup *view_signals;
  GSignalGroup *table_signals;
  gboolean      acts;
  gboolean      playable;
  char         *keepers_shown; /* the Keepers in the list, as "seat:listening:k,k,…" */

  /* Template widgets */
  GtkWidget  *scroller;
  GtkLabel   *pool_label;
  GtkListBox *keepers_list;
  GtkLabel   *keepers_note;
  GtkWidget  *keepers_placeholder;
};

G_DEFINE_FINAL_TYPE (CfIntriguePanel, cf_intrigue_panel, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_VIEW,
  PROP_ACTS,
  PROP_ACTIVE,
  PROP_PLAYABLE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static const CfIntrigue *
deck_of (CfIntriguePanel *self)
{
  return self->view != NULL ? cf_public_view_get_intrigue (cf_seat_view_get_table (self->view))
                            : NULL;
}

/* ---------------------------------------------------------------- filling */

static void
update_playable (CfIntriguePanel *self)
{
  gboolean   any = FALSE;
  GtkWidget *row;

  for (row = gtk_widget_get_first_child (GTK_WIDGET (self->keepers_list)); row != NULL;
       row = gtk_widget_get_next_sibling (row))
    if (CF_IS_KEEPER_ROW (row))
      {
        CfKeeperRow *keeper = CF_KEEPER_ROW (row);
        gboolean     can = self->acts && self->view != NULL &&
                       cf_seat_view_can_play_keeper (self->view, cf_keeper_row_get_effect (keeper));

        cf_keeper_row_set_playable (keeper, can);
        any = any || can;
      }
  if (any == self->playable)
    return;
  self->playable = any;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PLAYABLE]);
}

static char *
describe_pool (CfIntriguePanel *self)
{
  g_autoptr(GString) seen = g_string_new (NULL);
  CfEdition *edition = cf_seat_view_get_edition (self->view);
  guint      n_pool = cf_seat_view_get_n_pool_cards (self->view), n_seen = 0;

  for (guint i = 0; i < n_pool; i++)
    {
      int card = cf_seat_view_get_pool_card_seen (self->view, i);

      if (card < 0)
        continue;
      if (n_seen++ > 0)
        /* Translators: between the names of cards in a list */
        g_string_append (seen, _(", "));
      g_string_append (seen, cf_edition_get_card_name (edition, card));
    }
  if (n_pool == 0)
    return g_strdup (_("No cards lie face down in the pool."));
  if (n_seen == 0)
    return g_strdup_printf (ngettext ("You have not looked at the %u card in the pool: stand in "
                                      "the pool to look.",
                                      "You have not looked at the %u cards in the pool: stand in "
                                      "the pool to look.",
                                      n_pool),
                            n_pool);
  /* Translators: %1$u and %2$u count cards, %3$s lists card names */
  return cf_text_printf (ngettext ("In the pool you have seen %1$u of %2$u card: %3$s.",
                                   "In the pool you have seen %1$u of %2$u cards: %3$s.", n_pool),
                         n_seen, n_pool, seen->str);
}

static void
clear_keepers (CfIntriguePanel *self)
{
  GtkWidget *row;

  while ((row = GTK_WIDGET (gtk_list_box_get_row_at_index (self->keepers_list, 0))) != NULL)
    gtk_list_box_remove (self->keepers_list, row);
  g_clear_pointer (&self->keepers_shown, g_free);
}

/* The Keepers: the rows are made again only when they change, so that the
 * focus stays on a row while nothing of it changed. */
static void
fill_keepers (CfIntriguePanel *self, const CfIntrigue *deck)
{
  g_autoptr(GString) key = g_string_new (NULL);
  gboolean listening = cf_seat_view_is_listening (self->view);
  guint    n = cf_seat_view_get_n_keepers (self->view);

  g_string_append_printf (key, "%u:%d:", cf_seat_view_get_seat (self->view), listening);
  for (guint i = 0; i < n; i++)
    g_string_append_printf (key, "%d,", cf_seat_view_get_keeper (self->view, i));
  if (g_strcmp0 (key->str, self->keepers_shown) == 0)
    return;
  clear_keepers (self);
  for (guint i = 0; i < n; i++)
    gtk_list_box_append (
        self->keepers_list,
        cf_keeper_row_new (deck, cf_seat_view_get_keeper (self->view, i), listening));
  self->keepers_shown = g_strdup (key->str);
}

/**
 * cf_intrigue_panel_refresh:
 *
 * Fills the panel again from its view. It follows the game by itself; this
 * is for what the game tells nobody, such as a Keeper readied in secret.
 */
void
cf_intrigue_panel_refresh (CfIntriguePanel *self)
{
  const CfIntrigue *deck;
  g_autofree char  *pool = NULL;
  gboolean          keepers_on;

  g_return_if_fail (CF_IS_INTRIGUE_PANEL (self));

  if ((deck = deck_of (self)) == NULL)
    {
      clear_keepers (self);
      gtk_label_set_label (self->pool_label, "");
      gtk_label_set_label (self->keepers_note, "");
      update_playable (self);
      return;
    }

  pool = describe_pool (self);
  gtk_label_set_label (self->pool_label, pool);
  fill_keepers (self, deck);
  keepers_on = cf_public_view_get_keepers_enabled (cf_seat_view_get_table (self->view));
  gtk_widget_set_visible (GTK_WIDGET (self->keepers_list), keepers_on);
  if (!keepers_on)
    gtk_label_set_label (self->keepers_note,
                         _("This game is played without Keepers: the Intrigue deck holds only "
                            "the Clocks."));
  else if (!deck->confirmed)
    gtk_label_set_label (self->keepers_note,
                         _("The Keeper texts are Casefile’s best guess: no confirmed list of the "
                            "real cards was found, so yours may differ."));
  else
    gtk_label_set_label (self->keepers_note, "");
  update_playable (self);
}

/* ---------------------------------------------------------------- object */

static void
cf_intrigue_panel_dispose (GObject *object)
{
  CfIntriguePanel *self = CF_INTRIGUE_PANEL (object);

  if (self->view_signals != NULL)
    g_signal_group_set_target (self->view_signals, NULL);
  if (self->table_signals != NULL)
    g_signal_group_set_target (self->table_signals, NULL);
  g_clear_object (&self->view_signals);
  g_clear_object (&self->table_signals);
  g_clear_object (&self->view);
  g_clear_pointer (&self->keepers_shown, g_free);
  g_clear_object (&self->keepers_placeholder);
  gtk_widget_dispose_template (GTK_WIDGET (object), CF_TYPE_INTRIGUE_PANEL);

  G_OBJECT_CLASS (cf_intrigue_panel_parent_class)->dispose (object);
}

static void
cf_intrigue_panel_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  CfIntriguePanel *self = CF_INTRIGUE_PANEL (object);

  switch (prop_id)
    {
    case PROP_VIEW:
      g_value_set_object (value, self->view);
      break;
    case PROP_ACTS:
      g_value_set_boolean (value, self->acts);
      break;
    case PROP_ACTIVE:
      g_value_set_boolean (value, cf_intrigue_panel_get_active (self));
      break;
    case PROP_PLAYABLE:
      g_value_set_boolean (value, self->playable);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cf_intrigue_panel_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  CfIntriguePanel *self = CF_INTRIGUE_PANEL (object);

  switch (prop_id)
    {
    case PROP_VIEW:
      cf_intrigue_panel_set_view (self, g_value_get_object (value));
      break;
    case PROP_ACTS:
      cf_intrigue_panel_set_acts (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cf_intrigue_panel_class_init (CfIntriguePanelClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cf_intrigue_panel_dispose;
  object_class->get_property = cf_intrigue_panel_get_property;
  object_class->set_property = cf_intrigue_panel_set_property;

  /**
   * CfIntriguePanel:view: (nullable)
   *
   * The seat whose secrets are shown, or %NULL for none.
   */
  properties[PROP_VIEW] =
      g_param_spec_object ("view", NULL, NULL, CF_TYPE_SEAT_VIEW,
                           G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ACTS] =
      g_param_spec_boolean ("acts", NULL, NULL, FALSE,
                            G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ACTIVE] =
      g_param_spec_boolean ("active", NULL, NULL, FALSE,
                            G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PLAYABLE] =
      g_param_spec_boolean ("playable", NULL, NULL, FALSE,
                            G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (CF_TYPE_KEEPER_ROW);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/casefile/Casefile/cf-intrigue-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, CfIntriguePanel, scroller);
  gtk_widget_class_bind_template_child (widget_class, CfIntriguePanel, pool_label);
  gtk_widget_class_bind_template_child (widget_class, CfIntriguePanel, keepers_list);
  gtk_widget_class_bind_template_child (widget_class, CfIntriguePanel, keepers_note);
  gtk_widget_class_bind_template_child (widget_class, CfIntriguePanel, keepers_placeholder);
}

static void
cf_intrigue_panel_init (CfIntriguePanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  /* Built outside the template's tree: the list box takes it */
  g_object_ref (self->keepers_placeholder);
  gtk_list_box_set_placeholder (self->keepers_list, self->keepers_placeholder);

  self->view_signals = g_signal_group_new (CF_TYPE_SEAT_VIEW);
  g_signal_group_connect_swapped (self->view_signals, "notify::choices",
                                  G_CALLBACK (update_playable), self);
  self->table_signals = g_signal_group_new (CF_TYPE_PUBLIC_VIEW);
  g_signal_group_connect_swapped (self->table_signals, "record-added",
                                  G_CALLBACK (cf_intrigue_panel_refresh), self);
}

/* ---------------------------------------------------------------- public API */

GtkWidget *
cf_intrigue_panel_new (void)
{
  return g_object_new (CF_TYPE_INTRIGUE_PANEL, NULL);
}

/**
 * cf_intrigue_panel_get_view:
 *
 * Returns: (transfer none) (nullable): the seat shown
 */
CfSeatView *
cf_intrigue_panel_get_view (CfIntriguePanel *self)
{
  g_return_val_if_fail (CF_IS_INTRIGUE_PANEL (self), NULL);
  return self->view;
}

/**
 * cf_intrigue_panel_set_view:
 * @view: (nullable): the seat whose secrets to show, or %NULL
 */
void
cf_intrigue_panel_set_view (CfIntriguePanel *self, CfSeatView *view)
{
  gboolean was_active;

  g_return_if_fail (CF_IS_INTRIGUE_PANEL (self));
  g_return_if_fail (view == NULL || CF_IS_SEAT_VIEW (view));

  if (self->view == view)
    {
      cf_intrigue_panel_refresh (self);
      return;
    }
  was_active = cf_intrigue_panel_get_active (self);
  g_set_object (&self->view, view);
  g_signal_group_set_target (self->view_signals, view);
  g_signal_group_set_target (self->table_signals,
                             view != NULL ? cf_seat_view_get_table (view) : NULL);
  /* Another seat's Keepers never stay in the list */
  clear_keepers (self);
  cf_intrigue_panel_refresh (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VIEW]);
  if (was_active != cf_intrigue_panel_get_active (self))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ACTIVE]);
}

gboolean
cf_intrigue_panel_get_acts (CfIntriguePanel *self)
{
  g_return_val_if_fail (CF_IS_INTRIGUE_PANEL (self), FALSE);
  return self->acts;
}

/**
 * cf_intrigue_panel_set_acts:
 * @acts: whether the person shown may act now
 */
void
cf_intrigue_panel_set_acts (CfIntriguePanel *self, gboolean acts)
{
  g_return_if_fail (CF_IS_INTRIGUE_PANEL (self));
  acts = !!acts;
  if (self->acts == acts)
    return;
  self->acts = acts;
  update_playable (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ACTS]);
}

/**
 * cf_intrigue_panel_get_active:
 *
 * Returns: whether there is anything to show: a seat, in an edition with
 *   the Intrigue deck
 */
gboolean
cf_intrigue_panel_get_active (CfIntriguePanel *self)
{
  g_return_val_if_fail (CF_IS_INTRIGUE_PANEL (self), FALSE);
  return deck_of (self) != NULL;
}

/**
 * cf_intrigue_panel_get_playable:
 *
 * Returns: whether the person shown may play one of their Keepers now
 */
gboolean
cf_intrigue_panel_get_playable (CfIntriguePanel *self)
{
  g_return_val_if_fail (CF_IS_INTRIGUE_PANEL (self), FALSE);
  return self->playable;
}
