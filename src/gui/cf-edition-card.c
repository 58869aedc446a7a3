/* cf-edition-card.c: one edition of the catalogue, with all its cards
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "cf-edition-card.h"

#include "cf-card-chip.h"

struct _CfEditionCard
{
  GtkWidget parent_instance;

  CfEdition *edition;

  /* Template widgets */
  GtkWidget  *box;
  GtkLabel   *description_label;
  GtkLabel   *dice_label;
  GtkLabel   *name_label;
  GtkFlowBox *rooms_box;
  GtkLabel   *rooms_heading;
  GtkFlowBox *suspects_box;
  GtkLabel   *suspects_heading;
  GtkFlowBox *weapons_box;
  GtkLabel   *weapons_heading;
};

G_DEFINE_FINAL_TYPE (CfEditionCard, cf_edition_card, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_EDITION,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* ---------------------------------------------------------------- helpers */

static void
fill_category (CfEditionCard *self, CfCategory category, GtkFlowBox *flow_box, GtkLabel *heading)
{
  guint            first = cf_edition_get_first_card_of (self->edition, category);
  guint            n = cf_edition_get_n_cards_of (self->edition, category);
  g_autofree char *text = NULL;

  switch (category)
    {
    case CF_CATEGORY_SUSPECT:
      text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u Suspect", "%u Suspects", n), n);
      break;
    case CF_CATEGORY_WEAPON:
      text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u Weapon", "%u Weapons", n), n);
      break;
    case CF_CATEGORY_ROOM:
    default:
      text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u Room", "%u Rooms", n), n);
      break;
    }
  gtk_label_set_label (heading, text);

  for (guint card = first; card < first + n; card++)
    gtk_flow_box_append (flow_box,
                         cf_card_chip_new (cf_edition_get_card_name (self->edition, card),
                                           cf_edition_get_card_color (self->edition, card)));
}

static void
fill (CfEditionCard *self)
{
  guint            dice = cf_edition_get_dice (self->edition);
  g_autofree char *dice_text = NULL;

  gtk_label_set_label (self->name_label, cf_edition_get_name (self->edition));
  gtk_label_set_label (self->description_label, cf_edition_get_description (self->edition));
  dice_text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u die", "%u dice", dice), dice);
  gtk_label_set_label (self->dice_label, dice_text);

  fill_category (self, CF_CATEGORY_SUSPECT, self->suspects_box, self->suspects_heading);
  fill_category (self, CF_CATEGORY_WEAPON, self->weapons_box, self->weapons_heading);
  fill_category (self, CF_CATEGORY_ROOM, self->rooms_box, self->rooms_heading);
}

/* ---------------------------------------------------------------- overrides */

static void
cf_edition_card_dispose (GObject *object)
{
  CfEditionCard *self = (CfEditionCard *)object;

  gtk_widget_dispose_template (GTK_WIDGET (self), CF_TYPE_EDITION_CARD);
  g_clear_object (&self->edition);

  G_OBJECT_CLASS (cf_edition_card_parent_class)->dispose (object);
}

static void
cf_edition_card_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  CfEditionCard *self = CF_EDITION_CARD (object);

  switch (prop_id)
    {
    case PROP_EDITION:
      g_value_set_object (value, self->edition);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cf_edition_card_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  CfEditionCard *self = CF_EDITION_CARD (object);

  switch (prop_id)
    {
    case PROP_EDITION:
      g_set_object (&self->edition, g_value_get_object (value));
      if (self->edition != NULL)
        fill (self);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cf_edition_card_class_init (CfEditionCardClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cf_edition_card_dispose;
  object_class->get_property = cf_edition_card_get_property;
  object_class->set_property = cf_edition_card_set_property;

  /**
   * CfEditionCard:edition:
   *
   * The edition shown, set once at construction.
   */
  properties[PROP_EDITION] =
      g_param_spec_object ("edition", NULL, NULL, CF_TYPE_EDITION,
                           G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "editioncard");
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/casefile/Casefile/cf-edition-card.ui");
  gtk_widget_class_bind_template_child (widget_class, CfEditionCard, box);
  gtk_widget_class_bind_template_child (widget_class, CfEditionCard, description_label);
  gtk_widget_class_bind_template_child (widget_class, CfEditionCard, dice_label);
  gtk_widget_class_bind_template_child (widget_class, CfEditionCard, name_label);
  gtk_widget_class_bind_template_child (widget_class, CfEditionCard, rooms_box);
  gtk_widget_class_bind_template_child (widget_class, CfEditionCard, rooms_heading);
  gtk_widget_class_bind_template_child (widget_class, CfEditionCard, suspects_box);
  gtk_widget_class_bind_template_child (widget_class, CfEditionCard, suspects_heading);
  gtk_widget_class_bind_template_child (widget_class, CfEditionCard, weapons_box);
  gtk_widget_class_bind_template_child (widget_class, CfEditionCard, weapons_heading);
}

static void
cf_edition_card_init (CfEditionCard *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/* ---------------------------------------------------------------- public API */

CfEditionCard *
cf_edition_card_new (CfEdition *edition)
{
  g_return_val_if_fail (CF_IS_EDITION (edition), NULL);
  return g_object_new (CF_TYPE_EDITION_CARD, "edition", edition, NULL);
}

CfEdition *
cf_edition_card_get_edition (CfEditionCard *self)
{
  g_return_val_if_fail (CF_IS_EDITION_CARD (self), NULL);
  return self->edition;
}
