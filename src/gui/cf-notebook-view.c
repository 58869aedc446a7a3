/* cf-notebook-view.c: a seat's notebook, filled in by the exact deduction
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "cf-notebook-view.h"

#include "cf-announcer.h"
#include "cf-notebook-cell.h"
#include "cf-notebook-column-heading.h"
#include "cf-notebook-row-heading.h"
#include "cf-text.h"

/*
 * A grid of cards × (players and the envelope). Each cell says what follows
 * from the seat's case log, exactly: certainly there (✓), certainly not (–),
 * or the chance in percent. The deduction runs in a worker thread after each
 * change of the log; a newer change cancels an older run. A click on a cell
 * explains it: the entries of the log that prove it.
 */

struct _CfNotebookView
{
  GtkWidget parent_instance;

  CfCaseLog    *log;
  CfDeduction  *deduction;
  GCancellable *cancellable;
  GCancellable *explain_cancellable; /* the explanation being worked out */

  GString *marks; /* the player's own marks, ".yn?" per cell */
  gboolean auto_fill;
  gboolean header_apart; /* the column headings are in header, not in grid */

  GPtrArray *column_groups; /* GtkSizeGroup per grid column, header and body alike */
  GPtrArray *cells;         /* CfNotebookCell, card-major, holders in order */
  guint      n_columns;     /* players + envelope (+ the cards set aside, if any) */

  /* Template widgets */
  GtkWidget *corner;
  GtkWidget *grid;
  GtkWidget *header;
  GtkWidget *popover;
  GtkLabel  *popover_label;
};

G_DEFINE_FINAL_TYPE (CfNotebookView, cf_notebook_view, GTK_TYPE_WIDGET)

enum
{
  MARKS_CHANGED,
  DEDUCED,
  EXPLAINED,
  N_SIGNALS
};
static guint signals[N_SIGNALS];

static const char *
mark_glyph (char mark)
{
  switch (mark)
    {
    case 'y':
      return "✓";
    case 'n':
      return "✗";
    case '?':
      return "?";
    default:
      return NULL;
    }
}

static const char *
mark_words (char mark)
{
  switch (mark)
    {
    /* Translators: the player's own mark in a notebook cell, read out */
    case 'y':
      return _("your mark: holds it");
    case 'n':
      return _("your mark: does not hold it");
    case '?':
      return _("your mark: perhaps");
    default:
      return NULL;
    }
}

/* The deduction's holder of a column: a player, the envelope, or the
 * cards set aside (the pool of Discover the Secrets) */
static guint
column_holder (CfNotebookView *self, guint column)
{
  guint n_players = cf_case_log_get_n_players (self->log);

  if (column < n_players)
    return column;
  if (column == n_players)
    return cf_deduction_get_envelope_holder (self->deduction);
  return cf_deduction_get_set_aside_holder (self->deduction);
}

/* Whether the cards set aside lie in a pool (Discover the Secrets) */
static gboolean
set_aside_is_pool (CfNotebookView *self)
{
  return cf_edition_get_rules (cf_case_log_get_edition (self->log))->set_aside_leftovers;
}

static const char *
column_name (CfNotebookView *self, guint column)
{
  guint n_players = cf_case_log_get_n_players (self->log);

  if (column < n_players)
    return cf_case_log_get_player_name (self->log, column);
  if (column == n_players)
    return _("The envelope");
  return set_aside_is_pool (self) ? _("The pool") : _("The cards set aside");
}

static const char *const likely_classes[] = { "likely-1", "likely-2", "likely-3", "likely-4" };

/* A cell's one style class (or none), changed only when it changes: a
 * refresh where nothing changed touches nothing */
static void
set_style_class (GtkWidget *cell, const char *style)
{
  static const char *const others[] = { "success", "dim-label" };

  for (guint i = 0; i < G_N_ELEMENTS (others) + G_N_ELEMENTS (likely_classes); i++)
    {
      const char *name =
          i < G_N_ELEMENTS (others) ? others[i] : likely_classes[i - G_N_ELEMENTS (others)];
      gboolean wanted = g_strcmp0 (name, style) == 0;

      if (wanted && !gtk_widget_has_css_class (cell, name))
        gtk_widget_add_css_class (cell, name);
      else if (!wanted && gtk_widget_has_css_class (cell, name))
        gtk_widget_remove_css_class (cell, name);
    }
}

static void
refresh_cells (CfNotebookView *self)
{
  CfEdition *edition;

  if (self->log == NULL || self->cells->len == 0)
    return;
  edition = cf_case_log_get_edition (self->log);

  for (guint card = 0; card < cf_edition_get_n_cards (edition); card++)
    for (guint column = 0; column < self->n_columns; column++)
      {
        guint            index = card * self->n_columns + column;
        GtkWidget       *button = g_ptr_array_index (self->cells, index);
        const char      *who = column_name (self, column);
        const char      *card_name = cf_edition_get_card_name (edition, card);
        char             mark = self->marks->len > index ? self->marks->str[index] : '.';
        g_autofree char *text = NULL;
        g_autofree char *words = NULL;
        g_autoptr(GString) markup = g_string_new (NULL);
        g_autoptr(GString) spoken = g_string_new (NULL);
        gboolean known = self->auto_fill && self->deduction != NULL &&
                         cf_deduction_is_consistent (self->deduction);

        const char *style = NULL; /* the one style class the cell has */

        if (known)
          {
            guint holder = column_holder (self, column);
            switch (cf_deduction_get_status (self->deduction, card, holder))
              {
              case CF_CELL_YES:
                text = g_strdup ("✓");
                /* Translators: a notebook cell; the first %s is a player or “The envelope” */
                words = cf_text_printf (_("%1$s: certainly holds %2$s"), who, card_name);
                style = "success";
                break;
              case CF_CELL_NO:
                text = g_strdup ("–");
                /* Translators: %1$s is a player (or the envelope), %2$s a card */
                words = cf_text_printf (_("%1$s: certainly does not hold %2$s"), who, card_name);
                style = "dim-label";
                break;
              case CF_CELL_UNKNOWN:
                text = g_strdup ("?");
                /* Translators: a notebook cell whose status could not be worked out in the time
                   allowed; %1$s is a player (or the envelope), %2$s a card */
                words = cf_text_printf (_("%1$s, %2$s: not worked out in the time allowed"), who,
                                        card_name);
                break;
              default:
                {
                  double   p = cf_deduction_get_probability (self->deduction, card, holder);
                  int      percent = CLAMP ((int)(p * 100 + 0.5), 1, 99);
                  gboolean exact = cf_deduction_is_exact (self->deduction);

                  /* Translators: a notebook cell: an estimated chance ("≈" means about) */
                  text = exact ? g_strdup_printf (_("%d%%"), percent)
                               : g_strdup_printf (_("≈%d%%"), percent);
                  /* Shaded by likelihood: four steps of a quarter. */
                  style = likely_classes[MIN (4, 1 + percent / 25) - 1];
                  words =
                      /* Translators: %1$s is a player (or the envelope), %2$s a card, %3$d a chance
                         in per cent */
                      exact ? cf_text_printf (_("%1$s: holds %2$s with a chance of %3$d%%"), who,
                                              card_name, percent)
                            /* Translators: the first %s is a player or “The envelope”, the
                             * second a card, %d an estimated percentage */
                            /* Translators: %1$s is a player (or the envelope), %2$s a card, %3$d a
                               chance in per cent */
                            : cf_text_printf (_("%1$s: holds %2$s with a chance of about %3$d%%"),
                                              who, card_name, percent);
                }
                break;
              }
          }
        else
          /* Translators: a notebook cell without automatic filling: the holder, the card */
          words = cf_text_printf (_("%1$s, %2$s"), who, card_name);

        if (mark_glyph (mark) != NULL)
          g_string_append_printf (markup,
                                  "<span weight=\"bold\" foreground=\"#3584e4\">%s</span>%s",
                                  mark_glyph (mark), text != NULL ? " " : "");
        if (text != NULL)
          {
            g_autofree char *escaped = g_markup_escape_text (text, -1);
            g_string_append (markup, escaped);
          }
        set_style_class (button, style);
        g_string_append (spoken, words);
        if (mark_words (mark) != NULL)
          g_string_append_printf (spoken, "; %s", mark_words (mark));
        cf_notebook_cell_set_words (CF_NOTEBOOK_CELL (button), markup->str, spoken->str);
      }
}

static void
cycle_mark (CfNotebookView *self, guint index)
{
  static const char next[] = { ['.'] = 'y', ['y'] = 'n', ['n'] = '?', ['?'] = '.' };
  char              mark;

  if (index >= self->marks->len)
    return;
  mark = self->marks->str[index];
  self->marks->str[index] = next[(guchar)mark] != 0 ? next[(guchar)mark] : '.';
  refresh_cells (self);
  g_signal_emit (self, signals[MARKS_CHANGED], 0);
}

static void
on_cell_cycle_mark (CfNotebookCell *cell, CfNotebookView *self)
{
  cycle_mark (self, cf_notebook_cell_get_index (cell));
}

/* The popover on @cell, saying @text */
static void
show_popover (CfNotebookView *self, GtkWidget *cell, const char *text)
{
  gtk_label_set_label (self->popover_label, text);
  if (gtk_widget_get_parent (self->popover) != cell)
    {
      if (gtk_widget_get_parent (self->popover) != NULL)
        gtk_widget_unparent (self->popover);
      gtk_widget_set_parent (self->popover, cell);
    }
  gtk_popover_popup (GTK_POPOVER (self->popover));
  /* The words take the focus (a screen reader reads them), unselected */
  gtk_widget_grab_focus (GTK_WIDGET (self->popover_label));
  gtk_label_select_region (self->popover_label, 0, 0);
}

static void
on_explained (GObject *source, GAsyncResult *result, gpointer user_data)
{
  g_autoptr(CfNotebookView) self = user_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(CfExplanation) explanation = NULL;
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(GArray) events = NULL;
  CfDeduction *deduction = CF_DEDUCTION (source);

  explanation = cf_deduction_explain_finish (deduction, result, &error);
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED) || deduction != self->deduction)
    return;
  if (explanation == NULL)
    {
      gtk_label_set_label (self->popover_label, error->message);
      return;
    }

  /* Those who show the log can point at the entries that prove it. */
  events = g_array_new (FALSE, FALSE, sizeof (guint));
  for (guint i = 0; i < explanation->entries->len; i++)
    {
      int event =
          cf_deduction_entry_get_event (deduction, g_array_index (explanation->entries, guint, i));
      if (event >= 0)
        g_array_append_val (events, event);
    }
  g_signal_emit (self, signals[EXPLAINED], 0, events);

  if (explanation->reason != NULL)
    g_string_append_printf (text, "%s\n", explanation->reason);
  if (explanation->entries->len > 0)
    g_string_append (text, _("It follows from:"));
  for (guint i = 0; i < explanation->entries->len; i++)
    {
      g_autofree char *line =
          cf_deduction_describe_entry (deduction, g_array_index (explanation->entries, guint, i));
      g_string_append_printf (text, "\n• %s", line);
    }
  gtk_label_set_label (self->popover_label, text->str);
  /* The label has the focus: a screen reader says its new words */
  cf_accessible_announce (GTK_WIDGET (self->popover_label), text->str);
}

static void
on_cell_clicked (CfNotebookCell *cell, CfNotebookView *self)
{
  guint        index = cf_notebook_cell_get_index (cell);
  guint        card = index / self->n_columns, column = index % self->n_columns;
  guint        holder;
  CfCellStatus status;

  if (!self->auto_fill)
    {
      cycle_mark (self, index);
      return;
    }
  if (self->deduction == NULL || !cf_deduction_is_consistent (self->deduction))
    return;
  holder = column_holder (self, column);
  status = cf_deduction_get_status (self->deduction, card, holder);

  g_cancellable_cancel (self->explain_cancellable);
  g_clear_object (&self->explain_cancellable);
  if (status == CF_CELL_MAYBE)
    show_popover (self, GTK_WIDGET (cell),
                  _("Not known yet: this is the share of all deals that agree with your notes."));
  else if (status == CF_CELL_UNKNOWN)
    show_popover (self, GTK_WIDGET (cell),
                  _("Casefile could not work out within the time allowed whether this is "
                     "certain. Everything else shown is."));
  else
    {
      /* The search for the entries behind it may take a moment on a long
       * log: the window answers meanwhile. */
      show_popover (self, GTK_WIDGET (cell), _("Working out why…"));
      self->explain_cancellable = g_cancellable_new ();
      cf_deduction_explain_async (self->deduction, card, holder, self->explain_cancellable,
                                  on_explained, g_object_ref (self));
    }
}

/* "Colonel Mustard" → "CM": column headings must be narrow. A script
 * without capitals (Hebrew: "קולונל מסטרד" → "קמ") counts every word. */
static char *
initials (const char *name)
{
  g_auto(GStrv) words = g_strsplit (name, " ", -1);
  GString *out = g_string_new (NULL);

  for (guint i = 0; words[i] != NULL && out->len < 8; i++)
    if (*words[i] != '\0' && (g_unichar_isupper (g_utf8_get_char (words[i])) ||
                              (g_unichar_isalpha (g_utf8_get_char (words[i])) &&
                               !g_unichar_islower (g_utf8_get_char (words[i])))))
      g_string_append_unichar (out, g_utf8_get_char (words[i]));
    else if (g_ascii_isdigit (*words[i]))
      g_string_append (out, words[i]); /* "Player 2" → "P2" */
  if (out->len == 0)
    g_string_append_unichar (out, g_utf8_get_char (name));
  return g_string_free (out, FALSE);
}

static void
rebuild_grid (CfNotebookView *self)
{
  GtkWidget         *child;
  CfEdition         *edition;
  guint              n_players, row = 0;
  static const char *headings[CF_N_CATEGORIES] = { N_("Suspects"), N_("Weapons"), N_("Rooms") };

  if (self->popover != NULL && gtk_widget_get_parent (self->popover) != NULL)
    gtk_widget_unparent (self->popover);
  while ((child = gtk_widget_get_first_child (self->grid)))
    gtk_grid_remove (GTK_GRID (self->grid), child);
  /* The corner stays: it is the header's from the template. */
  while ((child = gtk_widget_get_next_sibling (self->corner)))
    gtk_grid_remove (GTK_GRID (self->header), child);
  g_ptr_array_set_size (self->cells, 0);
  g_ptr_array_set_size (self->column_groups, 0);
  if (self->log == NULL)
    return;

  edition = cf_case_log_get_edition (self->log);
  n_players = cf_case_log_get_n_players (self->log);
  self->n_columns = n_players + 1 + (cf_case_log_get_set_aside (self->log) > 0);
  g_ptr_array_set_size (self->cells, cf_edition_get_n_cards (edition) * self->n_columns);
  if (self->marks->len != self->cells->len)
    {
      g_string_truncate (self->marks, 0);
      for (guint i = 0; i < self->cells->len; i++)
        g_string_append_c (self->marks, '.');
    }

  /* Each column is as wide in the header as in the body. */
  for (guint column = 0; column <= self->n_columns; column++)
    g_ptr_array_add (self->column_groups, gtk_size_group_new (GTK_SIZE_GROUP_HORIZONTAL));
  if (self->header_apart)
    gtk_size_group_add_widget (self->column_groups->pdata[0], self->corner);

  for (guint column = 0; column < self->n_columns; column++)
    {
      const char      *name = column < n_players ? cf_case_log_get_player_name (self->log, column)
                              : column == n_players      ? _("Envelope")
                              : set_aside_is_pool (self) ? _("Pool")
                                                         : _("Set aside");
      g_autofree char *shortname =
          column < n_players ? initials (name)
          /* Translators: the narrow heading of the envelope's column */
          : column == n_players ? g_strdup (C_("envelope column", "Env."))
          /* Translators: the narrow heading of the column of the cards in the pool */
          : set_aside_is_pool (self) ? g_strdup (C_("pool column", "Pool"))
                                     /* Translators: the narrow heading of the column of the
                                      * cards dealt to nobody */
                                     : g_strdup (C_("set-aside column", "Aside"));
      GtkWidget *label = cf_notebook_column_heading_new (shortname, name);

      gtk_size_group_add_widget (self->column_groups->pdata[1 + column], label);
      if (self->header_apart)
        gtk_grid_attach (GTK_GRID (self->header), label, 1 + column, 0, 1, 1);
      else
        gtk_grid_attach (GTK_GRID (self->grid), label, 1 + column, row, 1, 1);
    }
  if (!self->header_apart)
    row++;

  for (CfCategory c = 0; c < CF_N_CATEGORIES; c++)
    {
      guint first = cf_edition_get_first_card_of (edition, c);

      gtk_grid_attach (GTK_GRID (self->grid),
                       cf_notebook_row_heading_new_category (_(headings[c])), 0, row++,
                       1 + self->n_columns, 1);
      for (guint card = first; card < first + cf_edition_get_n_cards_of (edition, c); card++, row++)
        {
          GtkWidget *name =
              cf_notebook_row_heading_new_card (cf_edition_get_card_name (edition, card));

          gtk_size_group_add_widget (self->column_groups->pdata[0], name);
          gtk_grid_attach (GTK_GRID (self->grid), name, 0, row, 1, 1);
          for (guint column = 0; column < self->n_columns; column++)
            {
              guint      index = card * self->n_columns + column;
              GtkWidget *button = cf_notebook_cell_new (index);

              g_signal_connect (button, "clicked", G_CALLBACK (on_cell_clicked), self);
              g_signal_connect (button, "cycle-mark", G_CALLBACK (on_cell_cycle_mark), self);
              gtk_size_group_add_widget (self->column_groups->pdata[1 + column], button);
              gtk_grid_attach (GTK_GRID (self->grid), button, 1 + column, row, 1, 1);
              self->cells->pdata[index] = button;
            }
        }
    }
  refresh_cells (self);
}

static void
on_deduced (GObject *source, GAsyncResult *result, gpointer user_data)
{
  CfNotebookView *self = user_data;
  g_autoptr(GError) error = NULL;
  CfDeduction *deduction = cf_deduction_new_finish (result, &error);

  if (deduction == NULL)
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        g_warning ("The notebook could not be worked out: %s", error->message);
      g_object_unref (self);
      return;
    }
  g_clear_object (&self->deduction);
  self->deduction = deduction;
  refresh_cells (self);
  g_signal_emit (self, signals[DEDUCED], 0);
  g_object_unref (self);
}

static void
recompute (CfNotebookView *self)
{
  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  if (self->log == NULL)
    return;
  self->cancellable = g_cancellable_new ();
  cf_deduction_new_async (self->log, self->cancellable, on_deduced, g_object_ref (self));
}

static void
on_events_changed (CfCaseLog *log, guint position, guint removed, guint added, CfNotebookView *self)
{
  recompute (self);
}

/* A popover left open while its window goes keeps X's keyboard grab, and no
 * key would reach the next window: it closes with the view. */
static void
cf_notebook_view_unmap (GtkWidget *widget)
{
  CfNotebookView *self = CF_NOTEBOOK_VIEW (widget);

  if (self->popover != NULL && gtk_widget_get_visible (self->popover))
    gtk_popover_popdown (GTK_POPOVER (self->popover));
  GTK_WIDGET_CLASS (cf_notebook_view_parent_class)->unmap (widget);
}

static void
cf_notebook_view_dispose (GObject *object)
{
  CfNotebookView *self = CF_NOTEBOOK_VIEW (object);

  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  g_cancellable_cancel (self->explain_cancellable);
  g_clear_object (&self->explain_cancellable);
  if (self->log != NULL)
    g_signal_handlers_disconnect_by_data (self->log, self);
  g_clear_object (&self->log);
  g_clear_object (&self->deduction);
  if (self->popover != NULL && gtk_widget_get_parent (self->popover) != NULL)
    gtk_widget_unparent (self->popover);
  gtk_widget_dispose_template (GTK_WIDGET (self), CF_TYPE_NOTEBOOK_VIEW);
  g_clear_pointer (&self->cells, g_ptr_array_unref);
  g_clear_pointer (&self->column_groups, g_ptr_array_unref);
  if (self->marks != NULL)
    g_string_free (g_steal_pointer (&self->marks), TRUE);

  G_OBJECT_CLASS (cf_notebook_view_parent_class)->dispose (object);
}

static void
cf_notebook_view_class_init (CfNotebookViewClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cf_notebook_view_dispose;
  GTK_WIDGET_CLASS (klass)->unmap = cf_notebook_view_unmap;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "notebookview");
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/casefile/Casefile/cf-notebook-view.ui");
  gtk_widget_class_bind_template_child (widget_class, CfNotebookView, corner);
  gtk_widget_class_bind_template_child (widget_class, CfNotebookView, grid);
  gtk_widget_class_bind_template_child (widget_class, CfNotebookView, header);
  gtk_widget_class_bind_template_child (widget_class, CfNotebookView, popover);
  gtk_widget_class_bind_template_child (widget_class, CfNotebookView, popover_label);

  /**
   * CfNotebookView::marks-changed:
   *
   * The player changed one of their own marks (cf_notebook_view_get_marks()).
   */
  signals[MARKS_CHANGED] = g_signal_new ("marks-changed", G_TYPE_FROM_CLASS (klass),
                                         G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /**
   * CfNotebookView::deduced:
   *
   * A new deduction is shown (cf_notebook_view_get_deduction()).
   */
  /**
   * CfNotebookView::explained: (events)
   *
   * A cell was explained; @events (a #GArray of guint) are the indices of
   * the log's events that prove it.
   */
  signals[EXPLAINED] = g_signal_new ("explained", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                     NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_ARRAY);
  signals[DEDUCED] = g_signal_new ("deduced", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                   NULL, NULL, G_TYPE_NONE, 0);
}

static void
cf_notebook_view_init (CfNotebookView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->cells = g_ptr_array_new ();
  self->column_groups = g_ptr_array_new_with_free_func (g_object_unref);
  self->marks = g_string_new (NULL);
  self->auto_fill = TRUE;
}

GtkWidget *
cf_notebook_view_new (void)
{
  return g_object_new (CF_TYPE_NOTEBOOK_VIEW, NULL);
}

/**
 * cf_notebook_view_set_case_log:
 * @log: (nullable): the log of the seat at the screen, followed as it grows
 */
void
cf_notebook_view_set_case_log (CfNotebookView *self, CfCaseLog *log)
{
  g_return_if_fail (CF_IS_NOTEBOOK_VIEW (self));

  if (self->log == log)
    return;
  if (self->log != NULL)
    g_signal_handlers_disconnect_by_data (self->log, self);
  g_set_object (&self->log, log);
  g_clear_object (&self->deduction);
  g_string_truncate (self->marks, 0);
  if (log != NULL)
    g_signal_connect (log, "events-changed", G_CALLBACK (on_events_changed), self);
  rebuild_grid (self);
  recompute (self);
}

/**
 * cf_notebook_view_get_deduction:
 *
 * Returns: (transfer none) (nullable): the deduction shown, once worked out
 */
CfDeduction *
cf_notebook_view_get_deduction (CfNotebookView *self)
{
  g_return_val_if_fail (CF_IS_NOTEBOOK_VIEW (self), NULL);
  return self->deduction;
}

/**
 * cf_notebook_view_set_marks:
 * @marks: (nullable): the player's own marks (see cf_seat_view_get_marks())
 *
 * Call after cf_notebook_view_set_case_log(); marks of the wrong length are
 * ignored.
 */
void
cf_notebook_view_set_marks (CfNotebookView *self, const char *marks)
{
  g_return_if_fail (CF_IS_NOTEBOOK_VIEW (self));

  if (marks != NULL && strlen (marks) == self->cells->len)
    g_string_assign (self->marks, marks);
  refresh_cells (self);
}

/**
 * cf_notebook_view_get_marks:
 *
 * Returns: the player's own marks, `.yn?` per cell, card-major
 */
const char *
cf_notebook_view_get_marks (CfNotebookView *self)
{
  g_return_val_if_fail (CF_IS_NOTEBOOK_VIEW (self), NULL);
  return self->marks->str;
}

/**
 * cf_notebook_view_set_auto_fill:
 * @auto_fill: whether the cells show what the deduction works out; without
 *   it a click on a cell changes the player's own mark
 */
void
cf_notebook_view_set_auto_fill (CfNotebookView *self, gboolean auto_fill)
{
  g_return_if_fail (CF_IS_NOTEBOOK_VIEW (self));
  self->auto_fill = !!auto_fill;
  refresh_cells (self);
}

/**
 * cf_notebook_view_get_header:
 *
 * The column headings (who holds the cards) as a widget of their own, for
 * the caller to place above the scrolled window that holds the view, so
 * that they stay in sight while the cards scroll. Once asked for, the
 * headings are no longer in the grid; their columns keep the grid's widths.
 *
 * Returns: (transfer none): the header row
 */
GtkWidget *
cf_notebook_view_get_header (CfNotebookView *self)
{
  g_return_val_if_fail (CF_IS_NOTEBOOK_VIEW (self), NULL);

  if (!self->header_apart)
    {
      self->header_apart = TRUE;
      rebuild_grid (self);
      refresh_cells (self);
    }
  return self->header;
}
