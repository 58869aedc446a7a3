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
 * Orca reads a widget's description when it presents the widget's new
 * focus, some time after the focus came, and again when the description
 * then changes: words put into the description of a widget that has just
 * taken the focus were heard twice (measured with Orca 43). So words wait
 * until a focus that came less than FOCUS_SETTLE_US ago has been read. Where
 * the game moves the focus as it speaks (a roll puts it on the board, a turn
 * on Roll: cf_announcer_focus()), the widget's own description is emptied
 * for that moment too: the board's, which says where every token is, was
 * read before each roll's words. (Putting the words there before the focus
 * works only for a widget a screen reader has already met: GTK 4.8 sends
 * another one's changes after its focus.)
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
  GtkWidget  *target; /* weak: takes the focus at the flush, after the words */
  GtkRoot    *root;   /* weak: whose focus changes are watched */
  gulong      root_focus_id;
  gint64      focus_moved_at;
};

/* How long a screen reader may take to present a new focus (it reads the
 * description then): words for a focus that came by itself wait this long */
#define FOCUS_SETTLE_US (300 * G_TIME_SPAN_MILLISECOND)

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
  if (self->target == NULL)
    g_clear_handle_id (&self->flush_id, g_source_remove);
}

static gboolean
can_take_focus (GtkWidget *widget)
{
  return gtk_widget_get_mapped (widget) && gtk_widget_is_sensitive (widget) &&
         gtk_widget_get_focusable (widget);
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

static void schedule_flush (CfAnnouncer *self);

static void
on_root_focus (GtkRoot *root, GParamSpec *pspec, CfAnnouncer *self)
{
  self->focus_moved_at = g_get_monotonic_time ();
}

static void
watch_root (CfAnnouncer *self, GtkRoot *root)
{
  if (self->root == root)
    return;
  if (self->root != NULL)
    g_clear_signal_handler (&self->root_focus_id, self->root);
  g_set_weak_pointer (&self->root, root);
  if (root != NULL)
    self->root_focus_id =
        g_signal_connect (root, "notify::focus-widget", G_CALLBACK (on_root_focus), self);
}

static gboolean
flush (gpointer data)
{
  CfAnnouncer     *self = data;
  g_autofree char *text = NULL;
  GtkRoot         *root;
  GtkWidget       *focus;
  GtkWidget       *target = self->target;

  self->flush_id = 0;
  root = self->widget != NULL ? gtk_widget_get_root (self->widget) : NULL;
  watch_root (self, root);
  if (root != NULL && self->pending->len > 0 &&
      (target == NULL || target == gtk_root_get_focus (root)))
    {
      /* The focus moved a moment ago: a screen reader may not have read
       * it yet, and would say the words with it and again as they come
       * (Orca 43 does). They wait. */
      gint64 wait = self->focus_moved_at + FOCUS_SETTLE_US - g_get_monotonic_time ();

      if (wait > 0)
        {
          self->flush_id = g_timeout_add ((guint)(wait / G_TIME_SPAN_MILLISECOND) + 1, flush, self);
          return G_SOURCE_REMOVE;
        }
    }
  g_clear_weak_pointer (&self->target);
  if (root == NULL)
    {
      g_ptr_array_set_size (self->pending, 0);
      return G_SOURCE_REMOVE;
    }
  if (target != NULL && (gtk_widget_get_root (target) != root || !can_take_focus (target)))
    target = NULL;
  focus = gtk_root_get_focus (root);
  if (target != NULL && target != focus)
    {
      /* The focus first, saying nothing more than its name: its own
       * description (the board's is long) would be read with it, and the
       * words too if they were there already. They follow once it is read. */
      if (self->pending->len > 0)
        cf_accessible_announce (target, "");
      if (gtk_widget_grab_focus (target))
        {
          if (self->pending->len > 0)
            schedule_flush (self);
          return G_SOURCE_REMOVE;
        }
      if (self->pending->len > 0)
        cf_accessible_forget_announcement (target);
    }
  text = join_sentences (self->pending);
  g_ptr_array_set_size (self->pending, 0);
  if (text[0] == '\0')
    return G_SOURCE_REMOVE;
  cf_accessible_announce (focus != NULL ? focus : GTK_WIDGET (root), text);
  g_signal_emit (self, signals[ANNOUNCED], 0, text);
  return G_SOURCE_REMOVE;
}

static void
schedule_flush (CfAnnouncer *self)
{
  if (self->flush_id == 0)
    self->flush_id = g_idle_add (flush, self);
}

/* ---------------------------------------------------------------- callbacks */

static void
on_told (CfSeatView *view, const char *sentence, CfAnnouncer *self)
{
  g_ptr_array_add (self->pending, g_strdup (sentence));
  schedule_flush (self);
}

/* ---------------------------------------------------------------- overrides */

static void
cf_announcer_dispose (GObject *object)
{
  CfAnnouncer *self = CF_ANNOUNCER (object);

  cf_announcer_set_view (self, NULL);
  watch_root (self, NULL);
  g_clear_weak_pointer (&self->target);
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
  watch_root (self, self->widget != NULL ? gtk_widget_get_root (self->widget) : NULL);
  if (view != NULL)
    self->told_id = g_signal_connect (view, "told", G_CALLBACK (on_told), self);
}

/**
 * cf_announcer_say:
 * @sentence: words of the page's own, not a seat's (the end of the game)
 *
 * Says @sentence through the focus, with what the seat is told.
 */
void
cf_announcer_say (CfAnnouncer *self, const char *sentence)
{
  g_return_if_fail (CF_IS_ANNOUNCER (self));
  g_ptr_array_add (self->pending, g_strdup (sentence));
  schedule_flush (self);
}

/**
 * cf_announcer_focus:
 * @widget: a widget in the announcer's window that should take the focus
 *
 * Moves the focus to @widget at the end of this main-loop iteration, with
 * an empty description while a screen reader reads its name; what is told
 * in this iteration is said through it just after. When @widget cannot
 * take the focus by then, the focus stays and the words are said where it
 * is. A later call in the same iteration wins.
 */
void
cf_announcer_focus (CfAnnouncer *self, GtkWidget *widget)
{
  g_return_if_fail (CF_IS_ANNOUNCER (self));
  g_return_if_fail (GTK_IS_WIDGET (widget));

  g_set_weak_pointer (&self->target, widget);
  /* at once, not after words that wait for an earlier focus */
  g_clear_handle_id (&self->flush_id, g_source_remove);
  schedule_flush (self);
}

/**
 * cf_announcer_get_focus_target:
 *
 * Returns: (transfer none) (nullable): the widget that takes the focus at
 *   the end of this main-loop iteration (cf_announcer_focus())
 */
GtkWidget *
cf_announcer_get_focus_target (CfAnnouncer *self)
{
  g_return_val_if_fail (CF_IS_ANNOUNCER (self), NULL);
  return self->target;
}
