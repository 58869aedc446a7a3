/* cf-announcer.c: what a screen reader hears of the game, said once
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "cf-announcer.h"

/*
 * GTK 4.8 has no call that makes a screen reader speak, but Orca reads the
 * accessible description of the focused widget whenever it changes. So a
 * CfAnnouncer listens to the shown seat's CfSeatView::told, gathers the
 * sentences of one main-loop iteration, and puts them, once, into the
 * description of whatever has the focus. When the focus leaves that widget
 * it gets its own description back; the same words said twice are reset in
 * between, so they are spoken twice.
 *
 * The cf_accessible_* helpers are also how widgets set their own label and
 * description: only on a real change (an unchanged update still costs the
 * screen reader an event, and a notebook has hundreds of cells), and
 * remembered, so that an announcement can give the widget its own words back.
 */

struct _CfAnnouncer
{
  GObject parent_instance;

  GtkWidget  *widget; /* weak: its window's focus hears the words */
  CfSeatView *view;
  gulong      told_id;
  GPtrArray  *pending; /* sentences of this main-loop iteration */
  guint       flush_id;
};

G_DEFINE_FINAL_TYPE (CfAnnouncer, cf_announcer, G_TYPE_OBJECT)

enum
{
  ANNOUNCED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* ---------------------------------------------------------------- helpers */

static void
drop_pending (CfAnnouncer *self)
{
  g_ptr_array_set_size (self->pending, 0);
  g_clear_handle_id (&self->flush_id, g_source_remove);
}

/* The sentences of one iteration, as one text: each ends as a sentence */
static char *
join_sentences (GPtrArray *sentences)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < sentences->len; i++)
    {
      const char *sentence = g_ptr_array_index (sentences, i);

      if (text->len > 0)
        g_string_append_c (text, ' ');
      g_string_append (text, sentence);
      if (!g_str_has_suffix (sentence, ".") && !g_str_has_suffix (sentence, "!") &&
          !g_str_has_suffix (sentence, "?") && !g_str_has_suffix (sentence, "…"))
        g_string_append_c (text, '.');
    }
  return g_string_free (text, FALSE);
}

static gboolean
flush (gpointer data)
{
  CfAnnouncer     *self = data;
  g_autofree char *text = NULL;
  GtkRoot         *root;
  GtkWidget       *focus;

  self->flush_id = 0;
  text = join_sentences (self->pending);
  g_ptr_array_set_size (self->pending, 0);
  root = self->widget != NULL ? gtk_widget_get_root (self->widget) : NULL;
  if (root == NULL || text[0] == '\0')
    return G_SOURCE_REMOVE;
  focus = gtk_root_get_focus (root);
  cf_accessible_announce (focus != NULL ? focus : GTK_WIDGET (root), text);
  g_signal_emit (self, signals[ANNOUNCED], 0, text);
  return G_SOURCE_REMOVE;
}

/* ---------------------------------------------------------------- callbacks */

static void
on_told (CfSeatView *view, const char *sentence, CfAnnouncer *self)
{
  g_ptr_array_add (self->pending, g_strdup (sentence));
  if (self->flush_id == 0)
    self->flush_id = g_idle_add (flush, self);
}

/* ---------------------------------------------------------------- overrides */

static void
cf_announcer_dispose (GObject *object)
{
  CfAnnouncer *self = CF_ANNOUNCER (object);

  cf_announcer_set_view (self, NULL);
  drop_pending (self);
  g_clear_weak_pointer (&self->widget);

  G_OBJECT_CLASS (cf_announcer_parent_class)->dispose (object);
}

static void
cf_announcer_finalize (GObject *object)
{
  g_ptr_array_unref (CF_ANNOUNCER (object)->pending);

  G_OBJECT_CLASS (cf_announcer_parent_class)->finalize (object);
}

static void
cf_announcer_class_init (CfAnnouncerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = cf_announcer_dispose;
  object_class->finalize = cf_announcer_finalize;

  /**
   * CfAnnouncer::announced:
   * @text: what the focused widget now says
   *
   * The sentences of one main-loop iteration were put, as one text, into
   * the focused widget's accessible description.
   */
  signals[ANNOUNCED] = g_signal_new ("announced", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                     NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
cf_announcer_init (CfAnnouncer *self)
{
  self->pending = g_ptr_array_new_with_free_func (g_free);
}

/* ---------------------------------------------------------------- public API */

/**
 * cf_announcer_new:
 * @widget: a widget in the window whose focus speaks
 *
 * Returns: (transfer full): an announcer that says nothing until it is
 *   given a view
 */
CfAnnouncer *
cf_announcer_new (GtkWidget *widget)
{
  CfAnnouncer *self;

  g_return_val_if_fail (GTK_IS_WIDGET (widget), NULL);
  self = g_object_new (CF_TYPE_ANNOUNCER, NULL);
  g_set_weak_pointer (&self->widget, widget);
  return self;
}

/**
 * cf_announcer_get_view:
 *
 * Returns: (transfer none) (nullable): the seat view whose words are said
 */
CfSeatView *
cf_announcer_get_view (CfAnnouncer *self)
{
  g_return_val_if_fail (CF_IS_ANNOUNCER (self), NULL);
  return self->view;
}

/**
 * cf_announcer_set_view:
 * @view: (nullable): the seat view shown on screen (cf_hot_seat_get_shown_view()),
 *   or %NULL while nobody's side is shown
 *
 * From now on, says what @view's seat is told; what another view was told
 * and not yet said is dropped: it was not for whoever is at the screen now.
 */
void
cf_announcer_set_view (CfAnnouncer *self, CfSeatView *view)
{
  g_return_if_fail (CF_IS_ANNOUNCER (self));
  g_return_if_fail (view == NULL || CF_IS_SEAT_VIEW (view));

  if (self->view == view)
    return;
  drop_pending (self);
  if (self->view != NULL)
    g_clear_signal_handler (&self->told_id, self->view);
  g_set_object (&self->view, view);
  if (view != NULL)
    self->told_id = g_signal_connect (view, "told", G_CALLBACK (on_told), self);
}
