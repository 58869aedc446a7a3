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
#include "cf-window.h"

struct _CfWindow
{
  AdwApplicationWindow  parent_instance;

  GSettings            *settings;

  /* Template widgets */
  GtkBox               *catalogue_box;
  AdwStatusPage        *error_page;
  GtkStack             *stack;
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

/* ---------------------------------------------------------------- overrides */

static void
cf_window_dispose (GObject *object)
{
  CfWindow *self = (CfWindow *)object;

  gtk_widget_dispose_template (GTK_WIDGET (self), CF_TYPE_WINDOW);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (cf_window_parent_class)->dispose (object);
}

static void
cf_window_class_init (CfWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cf_window_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/casefile/Casefile/cf-window.ui");
  gtk_widget_class_bind_template_child (widget_class, CfWindow, catalogue_box);
  gtk_widget_class_bind_template_child (widget_class, CfWindow, error_page);
  gtk_widget_class_bind_template_child (widget_class, CfWindow, stack);
}

static void
cf_window_init (CfWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->settings = g_settings_new (APP_ID);
  g_settings_bind (self->settings, "window-width", self, "default-width", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "window-height", self, "default-height", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "window-maximized", self, "maximized", G_SETTINGS_BIND_DEFAULT);

  fill_catalogue (self);
}

/* ---------------------------------------------------------------- public API */

CfWindow *
cf_window_new (CfApplication *application)
{
  return g_object_new (CF_TYPE_WINDOW, "application", application, NULL);
}
