/* cf-card-chip.c: one card, named, with its colour where it has one
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "cf-card-chip.h"

/*
 * A card of the edition card's lists: a round swatch of the card's colour
 * (a suspect's token), then its name, shortened when narrow with the full
 * name as the tooltip.
 */

struct _CfCardChip
{
  GtkWidget parent_instance;

  GdkRGBA  fill;
  gboolean has_fill;

  /* Template widgets */
  GtkLabel       *label;
  GtkDrawingArea *swatch;
};

G_DEFINE_FINAL_TYPE (CfCardChip, cf_card_chip, GTK_TYPE_WIDGET)

/* ---------------------------------------------------------------- helpers */

static void
draw_swatch (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer user_data)
{
  CfCardChip *self = CF_CARD_CHIP (user_data);
  GdkRGBA     outline;
  double      radius = MIN (width, height) / 2.0 - 1.0;

  if (!self->has_fill)
    return;

  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_color (gtk_widget_get_style_context (GTK_WIDGET (area)), &outline);
  G_GNUC_END_IGNORE_DEPRECATIONS
  outline.alpha *= 0.45;

  cairo_arc (cr, width / 2.0, height / 2.0, radius, 0, 2 * G_PI);
  gdk_cairo_set_source_rgba (cr, &self->fill);
  cairo_fill_preserve (cr);
  /* The outline keeps a white token visible on a light card. */
  cairo_set_line_width (cr, 1.0);
  gdk_cairo_set_source_rgba (cr, &outline);
  cairo_stroke (cr);
}

/* ---------------------------------------------------------------- overrides */

static void
cf_card_chip_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), CF_TYPE_CARD_CHIP);

  G_OBJECT_CLASS (cf_card_chip_parent_class)->dispose (object);
}

static void
cf_card_chip_class_init (CfCardChipClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cf_card_chip_dispose;

  gtk_widget_class_set_css_name (widget_class, "cardchip");
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/casefile/Casefile/cf-card-chip.ui");
  gtk_widget_class_bind_template_child (widget_class, CfCardChip, label);
  gtk_widget_class_bind_template_child (widget_class, CfCardChip, swatch);
}

static void
cf_card_chip_init (CfCardChip *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_drawing_area_set_draw_func (self->swatch, draw_swatch, self, NULL);
}

/* ---------------------------------------------------------------- public API */

/**
 * cf_card_chip_new:
 * @name: the card's name
 * @color: (nullable): its colour (a CSS colour), or %NULL for no swatch
 *
 * Returns: (transfer floating): a new chip
 */
GtkWidget *
cf_card_chip_new (const char *name, const char *color)
{
  CfCardChip *self = g_object_new (CF_TYPE_CARD_CHIP, NULL);

  gtk_label_set_label (self->label, name);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->label), name);
  self->has_fill = color != NULL && gdk_rgba_parse (&self->fill, color);
  gtk_widget_set_visible (GTK_WIDGET (self->swatch), color != NULL);
  return GTK_WIDGET (self);
}
