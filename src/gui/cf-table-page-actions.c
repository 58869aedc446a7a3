/* cf-table-page-actions.c: the table notebook's summary, editing and
 * advice: the line above the grid, the form's entries applied through the
 * editor, what to ask next in a thread
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <locale.h>
#include <math.h>

#include <glib/gi18n.h>

#include "cf-shortcuts.h"
#include "cf-table-page-private.h"
#include "cf-text.h"
#include "cf-toast.h"

/* ---------------------------------------------------------------- summary */

/* The grid has no column for the cards dealt to nobody: a line above it
 * says how many there are and which are known. */
static void
update_pool (CfTablePage *self, CfDeduction *deduction)
{
  CfEdition *edition = cf_case_log_get_edition (self->log);
  guint      n = cf_case_log_get_set_aside (self->log);
  gboolean   pool = cf_edition_get_rules (edition)->set_aside_leftovers;
  g_autoptr(GPtrArray) known = g_ptr_array_new ();
  g_autofree char *list = NULL;
  g_autofree char *text = NULL;

  gtk_widget_set_visible (GTK_WIDGET (self->pool), n > 0);
  if (n == 0)
    return;
  for (guint card = 0;
       cf_deduction_is_consistent (deduction) && card < cf_edition_get_n_cards (edition); card++)
    if (cf_deduction_get_status (deduction, card, cf_deduction_get_set_aside_holder (deduction)) ==
        CF_CELL_YES)
      g_ptr_array_add (known, (gpointer)cf_edition_get_card_name (edition, card));
  g_ptr_array_add (known, NULL);
  /* Translators: what separates the cards in a list of cards */
  list = g_strjoinv (_(", "), (char **)known->pdata);
  if (known->len - 1 == n)
    text = g_strdup_printf (
        pool ? g_dngettext (
                   GETTEXT_PACKAGE,
                   /* Translators: %u is the number of cards face down in the pool
                    * (Discover the Secrets), %s lists them */
                   /* Translators: %1$u is how many cards lie in the pool, %2$s a list of cards */
                   "The pool holds %1$u card: %2$s.", "The pool holds %1$u cards: %2$s.", n)
             : g_dngettext (
                   GETTEXT_PACKAGE,
                   /* Translators: %u is the number of cards dealt to nobody, %s lists
                    * them */
                   /* Translators: %1$u is how many cards are set aside, %2$s a list of cards */
                   "%1$u card is set aside: %2$s.", "%1$u cards are set aside: %2$s.", n),
        n, list);
  else if (known->len > 1)
    text = g_strdup_printf (pool ? g_dngettext (GETTEXT_PACKAGE,
                                                /* Translators: %u is the number of cards face down
                                                 * in the pool, %s lists those known */
                                                /* Translators: %1$u is how many cards lie in the
                                                   pool, %2$s a list of the cards known */
                                                "The pool holds %1$u card; known so far: %2$s.",
                                                "The pool holds %1$u cards; known so far: %2$s.", n)
                                 : g_dngettext (GETTEXT_PACKAGE,
                                                /* Translators: %u is the number of cards dealt to
                                                 * nobody, %s lists those known */
                                                /* Translators: %1$u is how many cards are set
                                                   aside, %2$s a list of the cards known */
                                                "%1$u card is set aside; known so far: %2$s.",
                                                "%1$u cards are set aside; known so far: %2$s.", n),
                            n, list);
  else
    text = g_strdup_printf (
        pool ? g_dngettext (GETTEXT_PACKAGE,
                            /* Translators: %u is the number of cards face down in the pool */
                            "The pool holds %u card, not known yet.",
                            "The pool holds %u cards, none known yet.", n)
             : g_dngettext (GETTEXT_PACKAGE,
                            /* Translators: %u is the number of cards dealt to nobody */
                            "%u card is set aside, not known yet.",
                            "%u cards are set aside, none known yet.", n),
        n);
  gtk_label_set_label (self->pool, text);
}

/* The summary above the grid, once the deduction is in */
void
cf_table_page_on_grid_deduced (CfTablePage *self)
{
  CfDeduction     *deduction = cf_notebook_view_get_deduction (self->grid);
  CfEdition       *edition;
  g_autofree char *text = NULL;

  if (deduction == NULL || self->log == NULL)
    return;
  edition = cf_case_log_get_edition (self->log);
  update_pool (self, deduction);
  gtk_widget_remove_css_class (GTK_WIDGET (self->summary), "success");
  if (!cf_deduction_is_consistent (deduction))
    text = g_strdup (_("No deal agrees with these entries."));
  else if (cf_deduction_is_solved (deduction))
    {
      /* The banner: the whole answer is known. */
      text = cf_text_printf (
          /* Translators: %1$s is the suspect, %2$s the weapon, %3$s the room */
          _("Solved: %1$s, %2$s, %3$s. You can accuse."),
          cf_edition_get_card_name (edition,
                                    cf_deduction_get_envelope (deduction, CF_CATEGORY_SUSPECT)),
          cf_edition_get_card_name (edition,
                                    cf_deduction_get_envelope (deduction, CF_CATEGORY_WEAPON)),
          cf_edition_get_card_name (edition,
                                    cf_deduction_get_envelope (deduction, CF_CATEGORY_ROOM)));
      gtk_widget_add_css_class (GTK_WIDGET (self->summary), "success");
    }
  else if (!cf_deduction_is_complete (deduction))
    text = g_strdup (_("Some cells (?) could not be worked out in the time allowed; every "
                        "certainty shown is exact."));
  else if (!cf_deduction_is_exact (deduction))
    text = g_strdup (_("Too many deals to count: the chances (≈) are estimates, every certainty "
                        "is exact."));
  else
    {
      g_autofree char *count = cf_table_page_group_digits (cf_deduction_get_deals (deduction));

      /* Translators: %s is the number of deals, digits grouped ("1,234,567"); it can be
       * larger than any integer type, so there is no plural form */
      text = g_strdup_printf (_("%s possible deals agree with what you entered."), count);
    }
  gtk_label_set_label (self->summary, text);
}

/* ---------------------------------------------------------------- editing */

static void
on_edited (GObject *source, GAsyncResult *result, gpointer user_data)
{
  g_autoptr(CfTablePage) self = user_data;
  g_autoptr(GError) error = NULL;

  /* Cancelled: the notebook went away, and with it what to say. */
  if (!cf_case_log_editor_edit_finish (CF_CASE_LOG_EDITOR (source), result, &error) &&
      g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  gtk_label_set_label (self->entry_error, error != NULL ? error->message : "");
}

void
cf_table_page_add_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  CfTablePage *self = CF_TABLE_PAGE (widget);
  g_autoptr(GArray) events = NULL;

  if (self->editor == NULL || cf_case_log_editor_get_busy (self->editor) ||
      !cf_entry_form_get_complete (self->form))
    return;
  /* While an entry is being edited, Ctrl+Enter confirms the edit. */
  if (self->selected >= 0)
    {
      gtk_widget_activate_action (widget, "table.replace", NULL);
      return;
    }
  /* One entry of the form may be several events (a hand laid face up). */
  events = cf_entry_form_get_events (self->form);
  cf_case_log_editor_add_events_async (self->editor, (const CfEvent *)events->data, events->len,
                                       self->edit_cancellable, on_edited, g_object_ref (self));
}

/* "table.replace" and "table.insert": the form's entry in place of, or
 * before, the selected one. */
void
cf_table_page_edit_selected_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  CfTablePage *self = CF_TABLE_PAGE (widget);
  g_autoptr(GArray) events = NULL;
  guint index;

  if (self->editor == NULL || self->selected < 0 || cf_case_log_editor_get_busy (self->editor) ||
      !cf_entry_form_get_complete (self->form))
    return;
  index = self->selected;
  events = cf_entry_form_get_events (self->form);
  cf_table_page_select_entry (self, -1);
  if (g_str_equal (action_name, "table.replace"))
    cf_case_log_editor_replace_events_async (self->editor, index, (const CfEvent *)events->data,
                                             events->len, self->edit_cancellable, on_edited,
                                             g_object_ref (self));
  else
    cf_case_log_editor_insert_events_async (self->editor, index, (const CfEvent *)events->data,
                                            events->len, self->edit_cancellable, on_edited,
                                            g_object_ref (self));
}

void
cf_table_page_cancel_edit_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  cf_table_page_select_entry (CF_TABLE_PAGE (widget), -1);
}

static void
on_undo_toast_button_clicked (CfTablePage *self)
{
  if (self->editor != NULL && !cf_case_log_editor_get_busy (self->editor))
    cf_case_log_editor_undo (self->editor);
}

static void
on_undo_toast_dismissed (CfTablePage *self)
{
  self->undo_toast = NULL;
}

void
cf_table_page_remove_entry_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  CfTablePage     *self = CF_TABLE_PAGE (widget);
  guint            index = g_variant_get_uint32 (parameter);
  g_autofree char *title = NULL;
  AdwToast        *toast;
  gboolean         in_list;

  /* Taking an entry away never makes the others contradict. */
  if (self->editor == NULL || index >= cf_case_log_get_n_events (self->log))
    return;
  in_list = gtk_widget_get_focus_child (GTK_WIDGET (self->entries)) != NULL;
  cf_case_log_editor_remove (self->editor, index);
  /* The focus goes to the entry now in its place, and the list stays there
   * rather than jumping to its top. */
  if (in_list && cf_case_log_get_n_events (self->log) > 0)
    {
      CfEntryRow *row = cf_table_page_find_entry_row (
          self, MIN (index, cf_case_log_get_n_events (self->log) - 1));

      if (row != NULL)
        gtk_widget_grab_focus (GTK_WIDGET (row));
    }

  /* Translators: %u is the number the entry had */
  title = g_strdup_printf (_("Entry %u removed"), index + 1);
  toast = adw_toast_new (title);
  adw_toast_set_button_label (toast, _("_Undo"));
  adw_toast_set_priority (toast, ADW_TOAST_PRIORITY_HIGH);
  /* The toast lives outside the page, where "table.undo" is not found. */
  g_signal_connect_object (toast, "button-clicked", G_CALLBACK (on_undo_toast_button_clicked), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (toast, "dismissed", G_CALLBACK (on_undo_toast_dismissed), self,
                           G_CONNECT_SWAPPED);
  if (self->undo_toast != NULL)
    adw_toast_dismiss (self->undo_toast);
  self->undo_toast = toast;
  cf_widget_add_toast (widget, toast);
}

void
cf_table_page_undo_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  CfTablePage *self = CF_TABLE_PAGE (widget);

  if (self->editor != NULL && !cf_case_log_editor_get_busy (self->editor))
    cf_case_log_editor_undo (self->editor);
}

void
cf_table_page_redo_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  CfTablePage *self = CF_TABLE_PAGE (widget);

  if (self->editor != NULL && !cf_case_log_editor_get_busy (self->editor))
    cf_case_log_editor_redo (self->editor);
}

void
cf_table_page_start_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  CfTablePage *self = CF_TABLE_PAGE (widget);
  g_autoptr(CfCaseLog) log = cf_table_setup_create_case_log (self->setup);

  if (log != NULL)
    cf_table_page_set_case_log (self, log);
}

void
cf_table_page_new_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  gtk_stack_set_visible_child_name (CF_TABLE_PAGE (widget)->stack, "setup");
}

/* ---------------------------------------------------------------- advice */

typedef struct
{
  CfCaseLog *log;
  int        room;
} AdviceTask;

static void
advice_task_free (gpointer data)
{
  AdviceTask *task = data;

  g_clear_object (&task->log);
  g_free (task);
}

static void
advise_in_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  AdviceTask *input = data;
  g_autoptr(CfDeduction) deduction = NULL;
  GArray *ranking;
  GError *error = NULL;

  if (!(deduction = cf_deduction_new (input->log, cancellable, &error)) ||
      !(ranking = cf_deduction_advise (deduction, MAX (cf_case_log_get_me (input->log), 0),
                                       input->room, cancellable, &error)))
    {
      g_task_return_error (task, error);
      return;
    }
  g_task_return_pointer (task, ranking, (GDestroyNotify)g_array_unref);
}

/* One suggestion to make, and why, in plain words. */
static char *
describe_advice (CfTablePage *self, const CfAdvice *advice, gboolean any_room)
{
  CfEdition *edition = cf_case_log_get_edition (self->log);
  int        by_category[CF_N_CATEGORIES] = { -1, -1, -1 };
  /* Each bit of information halves what is left, on average. */
  int left = (int)round (100 * pow (2, -advice->expected_bits));
  int nobody = (int)round (100 * advice->p_nobody);

  for (guint j = 0; j < 3; j++)
    by_category[cf_edition_get_card_category (edition, advice->cards[j])] = advice->cards[j];
  if (any_room)
    return cf_text_printf (
        /* Translators: a suggestion to make in any room, and why: %1$s the suspect, %2$s the
           weapon, %3$s the room; %4$d%% how much of what is possible now is left afterwards, on
           average; %5$d%% the chance that nobody can show a card */
        _("%1$s, %2$s, %3$s: leaves about %4$d%% of the possibilities; nobody can show a card "
           "%5$d%% of the time"),
        cf_edition_get_card_name (edition, by_category[CF_CATEGORY_SUSPECT]),
        cf_edition_get_card_name (edition, by_category[CF_CATEGORY_WEAPON]),
        cf_edition_get_card_name (edition, by_category[CF_CATEGORY_ROOM]), left, nobody);
  /* Translators: a suggestion to make in the room chosen, and why: %1$s the suspect, %2$s the
   * weapon; %3$d%% how much of what is possible now is left afterwards, on average; %4$d%% the
   * chance that nobody can show a card */
  return cf_text_printf (_("%1$s, %2$s: leaves about %3$d%% of the possibilities; nobody can "
                            "show a card %4$d%% of the time"),
                         cf_edition_get_card_name (edition, by_category[CF_CATEGORY_SUSPECT]),
                         cf_edition_get_card_name (edition, by_category[CF_CATEGORY_WEAPON]), left,
                         nobody);
}

/* Asked for advice, the person sees it: the side panel scrolls the list
 * into view once it is laid out (at 800×600 it is below the fold). */
static gboolean
reveal_advice (GtkWidget *advice, GdkFrameClock *clock, gpointer data)
{
  GtkWidget      *scroller = gtk_widget_get_ancestor (advice, GTK_TYPE_SCROLLED_WINDOW);
  GtkAdjustment  *adjustment;
  graphene_rect_t bounds;
  double          value, page;

  if (scroller == NULL ||
      !gtk_widget_compute_bounds (
          advice, gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scroller)), &bounds))
    return G_SOURCE_REMOVE;
  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  value = gtk_adjustment_get_value (adjustment);
  page = gtk_adjustment_get_page_size (adjustment);
  if (bounds.origin.y + bounds.size.height > value + page)
    gtk_adjustment_set_value (adjustment,
                              MIN (bounds.origin.y, bounds.origin.y + bounds.size.height - page));
  return G_SOURCE_REMOVE;
}

static void
on_advised (GObject *source, GAsyncResult *result, gpointer user_data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) ranking = g_task_propagate_pointer (G_TASK (result), &error);
  CfTablePage *self;
  g_autoptr(GPtrArray) lines = g_ptr_array_new_with_free_func (g_free);

  if (ranking == NULL && g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return; /* the page may be gone */
  self = CF_TABLE_PAGE (source);
  if (ranking == NULL)
    {
      gtk_label_set_label (self->entry_error, error->message);
      return;
    }
  if (self->log == NULL)
    return;
  for (guint i = 0; i < MIN (ranking->len, 5); i++)
    g_ptr_array_add (lines, describe_advice (self, &g_array_index (ranking, CfAdvice, i),
                                             gtk_drop_down_get_selected (self->advice_room) == 0));
  g_ptr_array_add (lines, NULL);
  gtk_string_list_splice (self->advice_model, 0,
                          g_list_model_get_n_items (G_LIST_MODEL (self->advice_model)),
                          (const char *const *)lines->pdata);
  /* Sampled advice says so, as the grid's estimates do. */
  gtk_widget_set_visible (self->advice_note,
                          ranking->len > 0 && !g_array_index (ranking, CfAdvice, 0).exact);
  gtk_widget_add_tick_callback (GTK_WIDGET (self->advice), reveal_advice, NULL, NULL);
}

void
cf_table_page_advise_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  CfTablePage *self = CF_TABLE_PAGE (widget);
  g_autoptr(GTask) task = NULL;
  AdviceTask *input;
  guint       room = gtk_drop_down_get_selected (self->advice_room);

  if (self->log == NULL)
    return;
  g_cancellable_cancel (self->advice_cancellable);
  g_clear_object (&self->advice_cancellable);
  self->advice_cancellable = g_cancellable_new ();

  /* Weighing every suggestion takes a moment: off the main thread. */
  input = g_new0 (AdviceTask, 1);
  input->log = cf_case_log_copy (self->log);
  input->room = room == 0 || room == GTK_INVALID_LIST_POSITION
                    ? -1
                    : (int)(cf_edition_get_first_card_of (cf_case_log_get_edition (self->log),
                                                          CF_CATEGORY_ROOM) +
                            room - 1);
  task = g_task_new (self, self->advice_cancellable, on_advised, NULL);
  g_task_set_task_data (task, input, advice_task_free);
  g_task_run_in_thread (task, advise_in_thread);
}

void
cf_table_page_fill_advice_rooms (CfTablePage *self)
{
  CfEdition *edition = cf_case_log_get_edition (self->log);
  g_autoptr(GtkStringList) rooms = gtk_string_list_new (NULL);
  guint first = cf_edition_get_first_card_of (edition, CF_CATEGORY_ROOM);

  /* Translators: advice over every room */
  gtk_string_list_append (rooms, _("Any room"));
  for (guint i = 0; i < cf_edition_get_n_cards_of (edition, CF_CATEGORY_ROOM); i++)
    gtk_string_list_append (rooms, cf_edition_get_card_name (edition, first + i));
  gtk_drop_down_set_model (self->advice_room, G_LIST_MODEL (rooms));
  gtk_string_list_splice (self->advice_model, 0,
                          g_list_model_get_n_items (G_LIST_MODEL (self->advice_model)), NULL);
  gtk_widget_set_visible (self->advice_note, FALSE);
}
