/* cf-table-page.c: the notebook for a game on a physical board
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <locale.h>
#include <math.h>

#include <glib/gi18n.h>

#include "cf-entry-form.h"
#include "cf-entry-row.h"
#include "cf-notebook-view.h"
#include "cf-shortcuts.h"
#include "cf-table-page.h"
#include "cf-table-setup.h"
#include "cf-toast.h"

/*
 * Two pages. The set-up (CfTableSetup) makes a CfCaseLog. The notebook: the
 * grid (CfNotebookView, filled in by the exact deduction) beside the form to
 * enter what happens at the table (CfEntryForm), the list of entries, and
 * advice on what to ask next.
 *
 * The page only renders and calls a CfCaseLogEditor: it tries every change
 * in a thread and refuses one that no deal agrees with, naming the entry it
 * conflicts with; it keeps undo and redo; its entries are the list. The log
 * is saved after every change.
 *
 * Never over somebody else's entries: the page remembers which version of
 * the autosave file it read or wrote last (cf_file_save_checked()). When
 * another window or copy of Casefile saved since, it asks whose notebook
 * goes on, and keeps the other as a copy. Opening a case log over a
 * notebook with entries asks too, and keeps the notebook in progress as a
 * copy. A case log is read and checked in a thread.
 */

struct _CfTablePage
{
  GtkWidget parent_instance;

  CfCaseLog       *log;
  CfCaseLogEditor *editor;
  GFile           *autosave;
  char            *stamp;    /* the autosave file as last read or written here; NULL: unknown */
  gboolean         conflict; /* asking whose notebook goes on: nothing is saved meanwhile */
  GCancellable    *open_cancellable;
  int              selected; /* the entry being edited, or -1 */
  gboolean         follow_newest;
  guint            scroll_source;
  GtkStringList   *advice_model;
  GtkWidget       *advice_note; /* says when the advice is sampled */
  GCancellable    *advice_cancellable;
  GCancellable    *edit_cancellable;
  AdwToast        *undo_toast; /* offering to undo a removal, while shown */
  GArray          *proofs;     /* guint: the entries that prove the cell explained */

  /* Template widgets */
  GtkListBox     *advice;
  GtkDropDown    *advice_room;
  GtkWidget      *edit_box;
  GtkLabel       *edit_label;
  GtkLabel       *entry_error;
  GtkGridView    *entries;
  GtkWidget      *entries_placeholder;
  GtkWidget      *entries_scroller;
  CfEntryForm    *form;
  CfNotebookView *grid;
  GtkLabel       *pool;
  CfTableSetup   *setup;
  GtkStack       *stack;
  GtkLabel       *summary;
};

G_DEFINE_FINAL_TYPE (CfTablePage, cf_table_page, GTK_TYPE_WIDGET)

/* ---------------------------------------------------------------- helpers */

/* @digits (a decimal count of any size) with the locale's thousands
 * separator: "1,234,567". */
static char *
group_digits (const char *digits)
{
  const char *separator = localeconv ()->thousands_sep;
  GString    *out = g_string_new (NULL);
  gsize       n = strlen (digits);

  if (separator == NULL || *separator == '\0')
    /* Translators: the thousands separator in large counts ("1,234,567"),
     * used where the system's locale gives none */
    separator = C_("thousands separator", ",");
  for (gsize i = 0; i < n; i++)
    {
      if (i > 0 && (n - i) % 3 == 0)
        g_string_append (out, separator);
      g_string_append_c (out, digits[i]);
    }
  return g_string_free (out, FALSE);
}

static void
update_actions (CfTablePage *self)
{
  gboolean busy = self->editor != NULL && cf_case_log_editor_get_busy (self->editor);
  gboolean open = self->editor != NULL;
  gboolean complete = cf_entry_form_get_complete (self->form);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.add-suggestion",
                                 open && !busy && complete);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.replace",
                                 open && !busy && complete && self->selected >= 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.insert",
                                 open && !busy && complete && self->selected >= 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.cancel-edit", self->selected >= 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.remove-entry", open && !busy);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.undo",
                                 open && !busy && cf_case_log_editor_get_can_undo (self->editor));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.redo",
                                 open && !busy && cf_case_log_editor_get_can_redo (self->editor));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.export", open);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.advise", open);
}

static void ask_whose_notebook (CfTablePage *self);
static void show_error (CfTablePage *self, const char *heading, const char *message);

/* Where a notebook is kept as a copy: the documents folder, as Save As
 * offers, or the home folder. */
static GFile *
copies_folder (void)
{
  const char *documents = g_get_user_special_dir (G_USER_DIRECTORY_DOCUMENTS);

  return g_file_new_for_path (documents != NULL && g_file_test (documents, G_FILE_TEST_IS_DIR)
                                  ? documents
                                  : g_get_home_dir ());
}

/* Keeps @bytes (a whole case log) as a new file of its own, never over
 * another one.
 *
 * Returns: (transfer full) (nullable): the copy */
static GFile *
keep_copy (GBytes *bytes, GError **error)
{
  g_autoptr(GFile) folder = copies_folder ();
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *when = g_date_time_format (now, "%Y-%m-%d %H.%M.%S");
  /* Translators: the name of a notebook kept as a copy (a file name, without its
   * extension); %s is the date and time, like "2026-11-27 10.15.02" */
  g_autofree char *base = g_strdup_printf (_("Notebook %s"), when);

  for (guint n = 1;; n++)
    {
      g_autofree char *name = n == 1 ? g_strconcat (base, ".caselog", NULL)
                                     : g_strdup_printf ("%s (%u).caselog", base, n);
      g_autoptr(GFile) copy = g_file_get_child (folder, name);
      g_autoptr(GError) local = NULL;

      /* "": only where no file is. */
      if (cf_file_save_checked (copy, bytes, CF_SAVE_NONE, "", NULL, &local))
        return g_steal_pointer (&copy);
      if (!g_error_matches (local, G_IO_ERROR, G_IO_ERROR_WRONG_ETAG) || n >= 100)
        {
          g_propagate_error (error, g_steal_pointer (&local));
          return NULL;
        }
    }
}

/* Tells where the other notebook went (@title names the copy), with the
 * full path in Details. */
static void
toast_kept (CfTablePage *self, const char *title, GFile *copy)
{
  g_autofree char *path = g_file_get_parse_name (copy);
  /* Translators: %s is the full path of a file */
  g_autofree char *text =
      g_strdup_printf (_("The copy is %s. Open it with Open… to go on with it."), path);

  cf_widget_add_toast_details (GTK_WIDGET (self), title, _("Kept as a Copy"), text);
}

static void
save (CfTablePage *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) parent = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autofree char *stamp = NULL;

  if (self->autosave == NULL || self->log == NULL || self->conflict)
    return;
  parent = g_file_get_parent (self->autosave);
  g_file_make_directory_with_parents (parent, NULL, NULL);
  bytes = cf_case_log_to_bytes (self->log);
  if (g_bytes_get_size (bytes) > CF_CASE_LOG_MAX_SIZE)
    {
      g_autofree char *name = g_file_get_basename (self->autosave);

      g_set_error (&error, G_IO_ERROR, G_IO_ERROR_NO_SPACE,
                   /* Translators: %1$s is a file name, %2$u a number of mebibytes */
                   _("%1$s would be larger than a case log may be (%2$u MiB)"), name,
                   (guint)(CF_CASE_LOG_MAX_SIZE >> 20));
    }
  /* Only over the version read or written here: another window's entries
   * are never replaced unasked. */
  else if (cf_file_save_checked (self->autosave, bytes, CF_SAVE_BACKUP, self->stamp, &stamp,
                                 &error))
    {
      g_free (self->stamp);
      self->stamp = g_steal_pointer (&stamp);
      return;
    }
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_WRONG_ETAG))
    {
      ask_whose_notebook (self);
      return;
    }
  {
    g_autofree char *advice = cf_file_error_advice (error);
    g_autofree char *text = g_strdup_printf (
        /* Translators: %1$s says what went wrong (it names the file), %2$s is one sentence on
           what to do, like "Free some disk space." */
        _("The notebook could not be saved: %1$s. %2$s Your entries are still here; use Save "
           "As to keep them elsewhere."),
        error->message, advice);

    cf_widget_add_toast_details (GTK_WIDGET (self), _("The notebook could not be saved"),
                                 _("The Notebook Could Not Be Saved"), text);
  }
}

/* Shows @log in place of the notebook, then saves it (over the version
 * of the autosave file read last), or, given @stamp, takes it as just read
 * from the autosave file in that version. */
static void show_case_log (CfTablePage *self, CfCaseLog *log, const char *stamp);

static void
on_whose_notebook_response (AdwMessageDialog *dialog, const char *response, CfTablePage *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) theirs = NULL;
  g_autofree char *their_stamp = NULL;
  g_autoptr(CfCaseLog) their_log = NULL;
  g_autoptr(GFile) copy = NULL;

  self->conflict = FALSE;
  if (self->log == NULL || self->autosave == NULL)
    return;
  theirs = cf_file_load_stamped (self->autosave, CF_CASE_LOG_MAX_SIZE, CF_LOAD_REGULAR_ONLY,
                                 &their_stamp, &error);
  if (theirs != NULL && g_str_equal (response, "theirs"))
    their_log = cf_case_log_new_from_bytes (theirs, &error);
  if (theirs == NULL || (g_str_equal (response, "theirs") && their_log == NULL))
    {
      /* Theirs went, or cannot be read: yours is saved over what is there. */
      g_clear_pointer (&self->stamp, g_free);
      save (self);
      return;
    }
  if (g_str_equal (response, "theirs"))
    {
      g_autoptr(GBytes) mine = cf_case_log_to_bytes (self->log);

      if (!(copy = keep_copy (mine, &error)))
        {
          show_error (self, _("Your Notebook Could Not Be Kept"), error->message);
          return;
        }
      g_autofree char *name = g_file_get_basename (copy);
      /* Translators: %s is a file name */
      g_autofree char *title = g_strdup_printf (_("Your notebook was kept as %s"), name);

      show_case_log (self, their_log, their_stamp);
      toast_kept (self, title, copy);
      return;
    }
  if (!(copy = keep_copy (theirs, &error)))
    {
      show_error (self, _("Their Notebook Could Not Be Kept"), error->message);
      return;
    }
  g_free (self->stamp);
  self->stamp = g_steal_pointer (&their_stamp);
  save (self);
  {
    g_autofree char *name = g_file_get_basename (copy);
    /* Translators: %s is a file name */
    g_autofree char *title = g_strdup_printf (_("Their notebook was kept as %s"), name);

    toast_kept (self, title, copy);
  }
}

/* Another window, or another copy of Casefile, saved the notebook after
 * this page read it: whose goes on? The other is kept as a copy. */
static void
ask_whose_notebook (CfTablePage *self)
{
  g_autoptr(GFile) folder = copies_folder ();
  g_autofree char *where = g_file_get_parse_name (folder);
  g_autofree char *body = NULL;
  GtkWidget       *dialog;

  self->conflict = TRUE;
  body = g_strdup_printf (
      /* Translators: %s is a folder, like /home/ann/Documents */
      _("Another window or another copy of Casefile saved the notebook after this window read "
         "it. Open theirs, or keep yours; the other is kept as a copy in %s."),
      where);
  dialog = adw_message_dialog_new (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))),
                                   _("The Notebook Was Changed Elsewhere"), body);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "theirs", _("_Open Theirs"),
                                    "mine", _("_Keep Mine"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "mine",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "mine");
  /* Escape goes on with yours; theirs is kept as a copy all the same. */
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "mine");
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_whose_notebook_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* Puts entry @index in the form, to replace it or insert before it; -1
 * ends editing. */
static void
select_entry (CfTablePage *self, int index)
{
  self->selected = index;
  gtk_widget_set_visible (self->edit_box, index >= 0);
  update_actions (self);
  if (index < 0)
    return;
  {
    /* Translators: %d is the number of the entry shown in the form */
    g_autofree char *text = g_strdup_printf (_("Editing Entry %d"), index + 1);
    gtk_label_set_label (self->edit_label, text);
  }
  cf_entry_form_set_event (self->form, cf_case_log_get_event (self->log, index));
}

static gboolean
proves (CfTablePage *self, guint index)
{
  for (guint i = 0; self->proofs != NULL && i < self->proofs->len; i++)
    if (g_array_index (self->proofs, guint, i) == index)
      return TRUE;
  return FALSE;
}

static void
mark_proof (CfTablePage *self, CfEntryRow *row)
{
  CfCaseLogEntry *entry = cf_entry_row_get_entry (row);

  if (entry != NULL && proves (self, cf_case_log_entry_get_index (entry)))
    gtk_widget_add_css_class (GTK_WIDGET (row), "proof");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (row), "proof");
}

/* The row the view shows entry @index in, if it is on screen. */
static CfEntryRow *
find_entry_row (CfTablePage *self, guint index)
{
  for (GtkWidget *item = gtk_widget_get_first_child (GTK_WIDGET (self->entries)); item != NULL;
       item = gtk_widget_get_next_sibling (item))
    {
      GtkWidget      *row = gtk_widget_get_first_child (item);
      CfCaseLogEntry *entry;

      if (CF_IS_ENTRY_ROW (row) && (entry = cf_entry_row_get_entry (CF_ENTRY_ROW (row))) != NULL &&
          gtk_widget_get_visible (item) && cf_case_log_entry_get_index (entry) == index)
        return CF_ENTRY_ROW (row);
    }
  return NULL;
}

/* The list of entries is a grid view of one column: GTK 4.8's list view
 * keeps 200 rows alive whatever the screen shows, its grid view 30 (plus
 * three). A row is made for the entries on screen only; it shows one
 * entry after another as the list scrolls, its words made when it is
 * bound. */
static void
on_entry_item_setup (GtkSignalListItemFactory *factory, GtkListItem *item, CfTablePage *self)
{
  gtk_list_item_set_child (item, cf_entry_row_new (NULL));
  /* The row takes the focus and the keys; it activates through the view. */
  gtk_list_item_set_activatable (item, TRUE);
  gtk_list_item_set_selectable (item, FALSE);
}

static void
on_entry_item_bind (GtkSignalListItemFactory *factory, GtkListItem *item, CfTablePage *self)
{
  CfEntryRow *row = CF_ENTRY_ROW (gtk_list_item_get_child (item));

  cf_entry_row_set_entry (row, gtk_list_item_get_item (item));
  mark_proof (self, row);
}

static void
on_entry_item_unbind (GtkSignalListItemFactory *factory, GtkListItem *item, CfTablePage *self)
{
  cf_entry_row_set_entry (CF_ENTRY_ROW (gtk_list_item_get_child (item)), NULL);
}

static void
on_entries_items_changed (
    GListModel *entries, guint position, guint removed, guint added, CfTablePage *self)
{
  gboolean any = g_list_model_get_n_items (entries) > 0;

  gtk_widget_set_visible (self->entries_placeholder, !any);
  gtk_widget_set_visible (self->entries_scroller, any);
}

/* Shows @entries in the list, or nothing. */
static void
show_entries (CfTablePage *self, GListModel *entries)
{
  GtkSelectionModel *old = gtk_grid_view_get_model (self->entries);
  g_autoptr(GtkNoSelection) selection = NULL;

  if (old != NULL)
    {
      GListModel *model = gtk_no_selection_get_model (GTK_NO_SELECTION (old));

      if (model != NULL)
        g_signal_handlers_disconnect_by_func (model, on_entries_items_changed, self);
    }
  if (entries != NULL)
    {
      selection = gtk_no_selection_new (g_object_ref (entries));
      g_signal_connect (entries, "items-changed", G_CALLBACK (on_entries_items_changed), self);
    }
  gtk_grid_view_set_model (self->entries, GTK_SELECTION_MODEL (selection));
  if (entries != NULL)
    on_entries_items_changed (entries, 0, 0, 0, self);
}

static GtkWidget *
create_advice_row (gpointer item, gpointer user_data)
{
  return g_object_new (ADW_TYPE_ACTION_ROW, "title", gtk_string_object_get_string (item),
                       "use-markup", FALSE, "title-lines", 0, NULL);
}

/* ---------------------------------------------------------------- signal callbacks */

static void
on_editor_notify (CfTablePage *self)
{
  update_actions (self);
}

static void
on_events_changed (CfCaseLog *log, guint position, guint removed, guint added, CfTablePage *self)
{
  /* Its Undo would undo this change now, not the removal it offered. */
  if (self->undo_toast != NULL)
    adw_toast_dismiss (self->undo_toast);
  /* The newest entry comes into view. */
  self->follow_newest = position + added == cf_case_log_get_n_events (log);
  if (self->selected >= 0)
    select_entry (self, -1);
  /* Advice for the notebook as it was would mislead. */
  g_cancellable_cancel (self->advice_cancellable);
  gtk_string_list_splice (self->advice_model, 0,
                          g_list_model_get_n_items (G_LIST_MODEL (self->advice_model)), NULL);
  gtk_widget_set_visible (self->advice_note, FALSE);
  save (self);
}

/* The list's own scroll action anchors the view at the newest entry: the
 * list's height is an estimate until every row is seen, so no value of the
 * adjustment is sure to be the end. */
static gboolean
scroll_to_newest (gpointer data)
{
  CfTablePage *self = CF_TABLE_PAGE (data);
  guint        n = self->log != NULL ? cf_case_log_get_n_events (self->log) : 0;

  self->scroll_source = 0;
  if (n > 0)
    gtk_widget_activate_action (GTK_WIDGET (self->entries), "list.scroll-to-item", "u", n - 1);
  return G_SOURCE_REMOVE;
}

static void
on_entries_adjustment_changed (GtkAdjustment *adjustment, CfTablePage *self)
{
  /* Until the user edits in the middle, the list stays at its end, also as
   * rows are laid out and wrap anew; after the layout is done, or the
   * viewport puts its old value back. */
  if (self->follow_newest && self->scroll_source == 0)
    self->scroll_source = g_idle_add (scroll_to_newest, self);
}

static void
on_entries_activate (CfTablePage *self, guint position)
{
  if (self->log != NULL && position < cf_case_log_get_n_events (self->log))
    select_entry (self, position);
}

/* The entries that prove an explained cell stand out in the list: those on
 * screen now, the others when they are scrolled to. */
static void
on_grid_explained (CfTablePage *self, GArray *events)
{
  g_clear_pointer (&self->proofs, g_array_unref);
  self->proofs = g_array_copy (events);
  for (GtkWidget *item = gtk_widget_get_first_child (GTK_WIDGET (self->entries)); item != NULL;
       item = gtk_widget_get_next_sibling (item))
    if (CF_IS_ENTRY_ROW (gtk_widget_get_first_child (item)))
      mark_proof (self, CF_ENTRY_ROW (gtk_widget_get_first_child (item)));
}

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

static void
on_grid_deduced (CfTablePage *self)
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
      text = g_strdup_printf (
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
      g_autofree char *count = group_digits (cf_deduction_get_deals (deduction));

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

static void
add_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
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
static void
edit_selected_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  CfTablePage *self = CF_TABLE_PAGE (widget);
  g_autoptr(GArray) events = NULL;
  guint index;

  if (self->editor == NULL || self->selected < 0 || cf_case_log_editor_get_busy (self->editor) ||
      !cf_entry_form_get_complete (self->form))
    return;
  index = self->selected;
  events = cf_entry_form_get_events (self->form);
  select_entry (self, -1);
  if (g_str_equal (action_name, "table.replace"))
    cf_case_log_editor_replace_events_async (self->editor, index, (const CfEvent *)events->data,
                                             events->len, self->edit_cancellable, on_edited,
                                             g_object_ref (self));
  else
    cf_case_log_editor_insert_events_async (self->editor, index, (const CfEvent *)events->data,
                                            events->len, self->edit_cancellable, on_edited,
                                            g_object_ref (self));
}

static void
cancel_edit_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  select_entry (CF_TABLE_PAGE (widget), -1);
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

static void
remove_entry_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
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
      CfEntryRow *row =
          find_entry_row (self, MIN (index, cf_case_log_get_n_events (self->log) - 1));

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

static void
undo_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  CfTablePage *self = CF_TABLE_PAGE (widget);

  if (self->editor != NULL && !cf_case_log_editor_get_busy (self->editor))
    cf_case_log_editor_undo (self->editor);
}

static void
redo_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  CfTablePage *self = CF_TABLE_PAGE (widget);

  if (self->editor != NULL && !cf_case_log_editor_get_busy (self->editor))
    cf_case_log_editor_redo (self->editor);
}

static void
start_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  CfTablePage *self = CF_TABLE_PAGE (widget);
  g_autoptr(CfCaseLog) log = cf_table_setup_create_case_log (self->setup);

  if (log != NULL)
    cf_table_page_set_case_log (self, log);
}

static void
new_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
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
    return g_strdup_printf (
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
  return g_strdup_printf (_("%1$s, %2$s: leaves about %3$d%% of the possibilities; nobody can "
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

static void
advise_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
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

static void
fill_advice_rooms (CfTablePage *self)
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

/* ---------------------------------------------------------------- files */

static void
show_error (CfTablePage *self, const char *heading, const char *message)
{
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))),
                                              heading, message);

  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
on_import_response (GtkNativeDialog *dialog, int response, CfTablePage *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      cf_table_page_open_file (self, file);
    }
  g_object_unref (dialog);
}

static void
on_export_response (GtkNativeDialog *dialog, int response, CfTablePage *self)
{
  if (response == GTK_RESPONSE_ACCEPT && self->log != NULL)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      cf_table_page_save_as (self, file);
    }
  g_object_unref (dialog);
}

static GtkFileFilter *
case_log_filter (void)
{
  GtkFileFilter *filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, _("Case logs"));
  gtk_file_filter_add_mime_type (filter, "application/x-casefile-case-log");
  gtk_file_filter_add_mime_type (filter, "application/json");
  gtk_file_filter_add_suffix (filter, "caselog");
  gtk_file_filter_add_suffix (filter, "json");
  return filter;
}

static void
import_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  /* GtkFileDialog is newer than GTK 4.8: the native chooser it is. */
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  GtkFileChooserNative *dialog =
      gtk_file_chooser_native_new (_("Open a Case Log"), GTK_WINDOW (gtk_widget_get_root (widget)),
                                   GTK_FILE_CHOOSER_ACTION_OPEN, _("_Open"), NULL);
  g_autoptr(GtkFileFilter) filter = case_log_filter ();
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (dialog), filter);
  G_GNUC_END_IGNORE_DEPRECATIONS
  g_signal_connect (dialog, "response", G_CALLBACK (on_import_response), widget);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

static void
export_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  CfTablePage          *self = CF_TABLE_PAGE (widget);
  GtkFileChooserNative *dialog;

  if (self->log == NULL)
    return;
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  dialog = gtk_file_chooser_native_new (_("Save the Case Log"),
                                        GTK_WINDOW (gtk_widget_get_root (widget)),
                                        GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"), NULL);
  /* Translators: the suggested file name; keep the .caselog extension */
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (dialog), _("notebook.caselog"));
  /* The user's documents, not wherever Casefile was started from. */
  {
    const char *documents = g_get_user_special_dir (G_USER_DIRECTORY_DOCUMENTS);
    g_autoptr(GFile) folder = g_file_new_for_path (
        documents != NULL && g_file_test (documents, G_FILE_TEST_IS_DIR) ? documents
                                                                         : g_get_home_dir ());
    gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (dialog), folder, NULL);
  }
  G_GNUC_END_IGNORE_DEPRECATIONS
  g_signal_connect (dialog, "response", G_CALLBACK (on_export_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

/* ---------------------------------------------------------------- overrides */

/* Focus goes where the person works: the form's first field in the
 * notebook (not the grid's first cell), the first row of the set-up. */
static gboolean
cf_table_page_grab_focus (GtkWidget *widget)
{
  CfTablePage *self = CF_TABLE_PAGE (widget);

  if (g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "notebook") == 0)
    return gtk_widget_child_focus (GTK_WIDGET (self->form), GTK_DIR_TAB_FORWARD);
  return gtk_widget_child_focus (gtk_stack_get_visible_child (self->stack), GTK_DIR_TAB_FORWARD);
}

static void
cf_table_page_dispose (GObject *object)
{
  CfTablePage *self = CF_TABLE_PAGE (object);

  if (self->log != NULL)
    g_signal_handlers_disconnect_by_data (self->log, self);
  if (self->editor != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->editor, self);
      g_signal_handlers_disconnect_by_data (cf_case_log_editor_get_entries (self->editor), self);
    }
  g_clear_handle_id (&self->scroll_source, g_source_remove);
  g_cancellable_cancel (self->advice_cancellable);
  g_clear_object (&self->advice_cancellable);
  g_cancellable_cancel (self->edit_cancellable);
  g_clear_object (&self->edit_cancellable);
  gtk_widget_dispose_template (GTK_WIDGET (self), CF_TYPE_TABLE_PAGE);
  g_cancellable_cancel (self->open_cancellable);
  g_clear_object (&self->open_cancellable);
  g_clear_object (&self->editor);
  g_clear_object (&self->log);
  g_clear_object (&self->autosave);
  g_clear_pointer (&self->stamp, g_free);
  g_clear_object (&self->advice_model);
  g_clear_pointer (&self->proofs, g_array_unref);

  G_OBJECT_CLASS (cf_table_page_parent_class)->dispose (object);
}

static void
cf_table_page_class_init (CfTablePageClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cf_table_page_dispose;
  widget_class->grab_focus = cf_table_page_grab_focus;

  g_type_ensure (CF_TYPE_ENTRY_FORM);
  g_type_ensure (CF_TYPE_NOTEBOOK_VIEW);
  g_type_ensure (CF_TYPE_TABLE_SETUP);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/casefile/Casefile/cf-table-page.ui");
  gtk_widget_class_bind_template_child (widget_class, CfTablePage, advice);
  gtk_widget_class_bind_template_child (widget_class, CfTablePage, advice_room);
  gtk_widget_class_bind_template_child (widget_class, CfTablePage, edit_box);
  gtk_widget_class_bind_template_child (widget_class, CfTablePage, edit_label);
  gtk_widget_class_bind_template_child (widget_class, CfTablePage, entry_error);
  gtk_widget_class_bind_template_child (widget_class, CfTablePage, entries);
  gtk_widget_class_bind_template_child (widget_class, CfTablePage, entries_placeholder);
  gtk_widget_class_bind_template_child (widget_class, CfTablePage, entries_scroller);
  gtk_widget_class_bind_template_child (widget_class, CfTablePage, form);
  gtk_widget_class_bind_template_child (widget_class, CfTablePage, grid);
  gtk_widget_class_bind_template_child (widget_class, CfTablePage, pool);
  gtk_widget_class_bind_template_child (widget_class, CfTablePage, setup);
  gtk_widget_class_bind_template_child (widget_class, CfTablePage, stack);
  gtk_widget_class_bind_template_child (widget_class, CfTablePage, summary);
  gtk_widget_class_bind_template_child (widget_class, CfTablePage, advice_note);
  gtk_widget_class_bind_template_callback (widget_class, on_entries_activate);
  gtk_widget_class_bind_template_callback (widget_class, on_grid_deduced);
  gtk_widget_class_bind_template_callback (widget_class, on_grid_explained);

  gtk_widget_class_install_action (widget_class, "table.start", NULL, start_action);
  gtk_widget_class_install_action (widget_class, "table.new", NULL, new_action);
  gtk_widget_class_install_action (widget_class, "table.add-suggestion", NULL, add_action);
  gtk_widget_class_install_action (widget_class, "table.replace", NULL, edit_selected_action);
  gtk_widget_class_install_action (widget_class, "table.insert", NULL, edit_selected_action);
  gtk_widget_class_install_action (widget_class, "table.cancel-edit", NULL, cancel_edit_action);
  gtk_widget_class_install_action (widget_class, "table.remove-entry", "u", remove_entry_action);
  gtk_widget_class_install_action (widget_class, "table.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "table.redo", NULL, redo_action);
  gtk_widget_class_install_action (widget_class, "table.advise", NULL, advise_action);
  gtk_widget_class_install_action (widget_class, "table.import", NULL, import_action);
  gtk_widget_class_install_action (widget_class, "table.export", NULL, export_action);
}

/* The page's keys work from anywhere in the window while it is shown. */
static void
add_shortcuts (CfTablePage *self)
{
  static const CfShortcut keys[] = {
    { "<Control>Return", "table.add-suggestion" },
    { "<Control>KP_Enter", "table.add-suggestion" },
    { "<Control>z", "table.undo" },
    { "<Shift><Control>z", "table.redo" },
    { "<Shift><Control>s", "table.export" },
    { "<Shift><Control>n", "table.new" },
    { "<Control>i", "table.advise" },
    { "Escape", "table.cancel-edit" },
  };
  cf_widget_add_window_shortcuts (GTK_WIDGET (self), keys, G_N_ELEMENTS (keys));
}

static void
cf_table_page_init (CfTablePage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->selected = -1;
  {
    g_autoptr(GtkListItemFactory) factory = gtk_signal_list_item_factory_new ();

    g_signal_connect (factory, "setup", G_CALLBACK (on_entry_item_setup), self);
    g_signal_connect (factory, "bind", G_CALLBACK (on_entry_item_bind), self);
    g_signal_connect (factory, "unbind", G_CALLBACK (on_entry_item_unbind), self);
    gtk_grid_view_set_factory (self->entries, factory);
  }
  self->edit_cancellable = g_cancellable_new ();
  self->advice_model = gtk_string_list_new (NULL);
  gtk_list_box_bind_model (self->advice, G_LIST_MODEL (self->advice_model), create_advice_row, NULL,
                           NULL);
  gtk_widget_set_tooltip_text (
      GTK_WIDGET (self->advice),
      _("How much of what is possible now a suggestion leaves, on average: the less, the more "
         "you learn. Each bit of information halves it."));
  g_signal_connect (
      gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (self->entries_scroller)), "changed",
      G_CALLBACK (on_entries_adjustment_changed), self);
  /* Add waits for a hand laid face up to have its cards ticked. */
  g_signal_connect_swapped (self->form, "notify::complete", G_CALLBACK (on_editor_notify), self);
  add_shortcuts (self);
  update_actions (self);
}

/* ---------------------------------------------------------------- public API */

GtkWidget *
cf_table_page_new (void)
{
  return g_object_new (CF_TYPE_TABLE_PAGE, NULL);
}

CfCaseLog *
cf_table_page_get_case_log (CfTablePage *self)
{
  g_return_val_if_fail (CF_IS_TABLE_PAGE (self), NULL);
  return self->log;
}

/**
 * cf_table_page_get_editor:
 *
 * Returns: (transfer none) (nullable): what edits the notebook shown, or
 *   %NULL on the set-up
 */
CfCaseLogEditor *
cf_table_page_get_editor (CfTablePage *self)
{
  g_return_val_if_fail (CF_IS_TABLE_PAGE (self), NULL);
  return self->editor;
}

static void
show_case_log (CfTablePage *self, CfCaseLog *log, const char *stamp)
{
  if (self->log != NULL)
    g_signal_handlers_disconnect_by_data (self->log, self);
  if (self->editor != NULL)
    g_signal_handlers_disconnect_by_data (self->editor, self);
  /* A check still running belongs to the notebook that goes. */
  g_cancellable_cancel (self->edit_cancellable);
  g_clear_object (&self->edit_cancellable);
  self->edit_cancellable = g_cancellable_new ();
  g_clear_object (&self->editor);
  g_set_object (&self->log, log);
  self->selected = -1;
  gtk_widget_set_visible (self->edit_box, FALSE);
  gtk_label_set_label (self->entry_error, "");
  cf_notebook_view_set_case_log (self->grid, log);
  gtk_widget_set_visible (GTK_WIDGET (self->pool), FALSE);
  if (log == NULL)
    {
      show_entries (self, NULL);
      update_actions (self);
      gtk_stack_set_visible_child_name (self->stack, "setup");
      return;
    }
  self->editor = cf_case_log_editor_new (log);
  g_signal_connect_swapped (self->editor, "notify::can-undo", G_CALLBACK (on_editor_notify), self);
  g_signal_connect_swapped (self->editor, "notify::can-redo", G_CALLBACK (on_editor_notify), self);
  g_signal_connect_swapped (self->editor, "notify::busy", G_CALLBACK (on_editor_notify), self);
  g_signal_connect (log, "events-changed", G_CALLBACK (on_events_changed), self);
  g_clear_pointer (&self->proofs, g_array_unref);
  show_entries (self, cf_case_log_editor_get_entries (self->editor));
  /* The newest entry in view, where the game goes on. */
  self->follow_newest = cf_case_log_get_n_events (log) > 0;
  cf_entry_form_set_case_log (self->form, log);
  fill_advice_rooms (self);
  update_actions (self);
  if (stamp != NULL)
    {
      /* Just read from the autosave file: nothing to write. */
      g_free (self->stamp);
      self->stamp = g_strdup (stamp);
    }
  else
    save (self);
  gtk_stack_set_visible_child_name (self->stack, "notebook");
}

/**
 * cf_table_page_set_case_log:
 * @log: (nullable): the notebook to show and edit; %NULL shows the set-up
 *
 * Shows @log and saves it to the autosave file, if that is still the
 * version this page read or wrote last (else it asks whose notebook goes
 * on).
 */
void
cf_table_page_set_case_log (CfTablePage *self, CfCaseLog *log)
{
  g_return_if_fail (CF_IS_TABLE_PAGE (self));
  show_case_log (self, log, NULL);
}

/**
 * cf_table_page_resume:
 * @log: the notebook just read from the autosave file
 * @stamp: (nullable): the version of the autosave file it was read from
 *   (see cf_file_load_stamped()), or %NULL if not known
 *
 * Shows @log without writing it; later saves go only over that version.
 */
void
cf_table_page_resume (CfTablePage *self, CfCaseLog *log, const char *stamp)
{
  g_return_if_fail (CF_IS_TABLE_PAGE (self));
  g_return_if_fail (CF_IS_CASE_LOG (log));

  show_case_log (self, log, stamp);
  if (stamp == NULL)
    g_clear_pointer (&self->stamp, g_free);
}

/**
 * cf_table_page_set_autosave:
 * @file: (nullable): where the notebook is saved after every change
 */
void
cf_table_page_set_autosave (CfTablePage *self, GFile *file)
{
  g_return_if_fail (CF_IS_TABLE_PAGE (self));
  g_set_object (&self->autosave, file);
  /* A file not there yet must not be there when this page first saves;
   * one that is there is known once read (cf_table_page_resume()). */
  g_clear_pointer (&self->stamp, g_free);
  if (file != NULL && !g_file_query_exists (file, NULL))
    self->stamp = g_strdup ("");
}

static void
open_in_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  GError    *error = NULL;
  CfCaseLog *log = cf_case_log_new_from_file (G_FILE (data), &error);

  if (log == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, log, g_object_unref);
}

static void
on_replace_response (AdwMessageDialog *dialog, const char *response, CfTablePage *self)
{
  CfCaseLog *log = g_object_get_data (G_OBJECT (dialog), "case-log");
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GFile) copy = NULL;
  g_autoptr(GError) error = NULL;

  if (!g_str_equal (response, "open") || log == NULL)
    return;
  /* Nothing is lost: the notebook in progress is kept first, or stays. */
  if (self->log != NULL)
    {
      bytes = cf_case_log_to_bytes (self->log);
      if (!(copy = keep_copy (bytes, &error)))
        {
          show_error (self, _("The Notebook in Progress Could Not Be Kept"), error->message);
          return;
        }
    }
  show_case_log (self, log, NULL);
  if (copy != NULL)
    {
      g_autofree char *name = g_file_get_basename (copy);
      /* Translators: %s is a file name */
      g_autofree char *title =
          g_strdup_printf (_("The notebook in progress was kept as %s"), name);

      toast_kept (self, title, copy);
    }
}

static void
on_opened (GObject *source, GAsyncResult *result, gpointer user_data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CfCaseLog) log = g_task_propagate_pointer (G_TASK (result), &error);
  CfTablePage     *self;
  GFile           *file;
  g_autofree char *name = NULL;
  g_autofree char *body = NULL;
  GtkWidget       *dialog;
  guint            n;

  if (log == NULL && g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return; /* the page may be gone */
  self = CF_TABLE_PAGE (source);
  if (log == NULL)
    {
      show_error (self, _("The Case Log Could Not Be Opened"), error->message);
      return;
    }
  if (self->log == NULL || (n = cf_case_log_get_n_events (self->log)) == 0)
    {
      show_case_log (self, log, NULL);
      return;
    }

  /* A notebook with entries is never replaced unasked. */
  file = g_task_get_task_data (G_TASK (result));
  name = g_file_get_basename (file);
  {
    g_autoptr(GFile) folder = copies_folder ();
    g_autofree char *where = g_file_get_parse_name (folder);

    body = g_strdup_printf (
        g_dngettext (GETTEXT_PACKAGE,
                     /* Translators: %1$s is the name of the file opened, %2$u how many entries
                        the notebook in progress has, %3$s a folder */
                     "The notebook in progress has %2$u entry. It is kept as a copy in %3$s, and "
                     "“%1$s” takes its place.",
                     "The notebook in progress has %2$u entries. It is kept as a copy in %3$s, "
                     "and “%1$s” takes its place.",
                     n),
        name, n, where);
  }
  dialog = adw_message_dialog_new (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))),
                                   _("Replace the Notebook in Progress?"), body);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"), "open",
                                    _("_Replace"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "open",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "open");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_object_set_data_full (G_OBJECT (dialog), "case-log", g_steal_pointer (&log), g_object_unref);
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_replace_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/**
 * cf_table_page_open_file:
 * @file: a case log (format 1)
 *
 * Opens @file as the notebook, reading and checking it in a thread. When
 * the notebook in progress has entries, it first asks, and keeps that
 * notebook as a copy; a damaged file is reported with the place of the
 * problem, and the notebook in progress stays as it was.
 */
void
cf_table_page_open_file (CfTablePage *self, GFile *file)
{
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (CF_IS_TABLE_PAGE (self));
  g_return_if_fail (G_IS_FILE (file));

  /* The last file asked for is the one opened. */
  g_cancellable_cancel (self->open_cancellable);
  g_clear_object (&self->open_cancellable);
  /* The editions are read once, here, before a thread looks them up. */
  g_object_unref (cf_edition_get_builtin (NULL));
  self->open_cancellable = g_cancellable_new ();
  task = g_task_new (self, self->open_cancellable, on_opened, NULL);
  g_task_set_task_data (task, g_object_ref (file), g_object_unref);
  g_task_run_in_thread (task, open_in_thread);
}

/**
 * cf_table_page_import_file:
 * @file: a case log (format 1)
 *
 * Opens @file as the notebook at once, without asking (what a person
 * opens goes through cf_table_page_open_file()). A damaged file is
 * reported with the place of the problem, and the current notebook stays
 * as it was.
 *
 * Returns: whether the file was opened
 */
gboolean
cf_table_page_import_file (CfTablePage *self, GFile *file)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CfCaseLog) log = NULL;

  g_return_val_if_fail (CF_IS_TABLE_PAGE (self), FALSE);

  if (!(log = cf_case_log_new_from_file (file, &error)))
    {
      show_error (self, _("The Case Log Could Not Be Opened"), error->message);
      return FALSE;
    }
  cf_table_page_set_case_log (self, log);
  return TRUE;
}

/**
 * cf_table_page_save_as:
 * @file: where to save the notebook as a case log
 *
 * Saves, and says so in a toast; a save that fails says why and what to
 * do, and leaves whatever @file held before as it was.
 *
 * Returns: whether the notebook was saved
 */
gboolean
cf_table_page_save_as (CfTablePage *self, GFile *file)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *name = NULL;
  g_autofree char *text = NULL;

  g_return_val_if_fail (CF_IS_TABLE_PAGE (self), FALSE);
  g_return_val_if_fail (self->log != NULL, FALSE);

  name = g_file_get_basename (file);
  if (cf_case_log_save (self->log, file, &error))
    {
      /* Translators: %s is a file name */
      text = g_strdup_printf (_("Saved as %s"), name);
      cf_widget_add_toast_text (GTK_WIDGET (self), text);
      return TRUE;
    }
  /* Translators: %1$s is a file name, %2$s why it could not be written */
  text = g_strdup_printf (_("Could not save as %1$s: %2$s. Try another folder or name."), name,
                          error->message);
  {
    /* Translators: %s is a file name */
    g_autofree char *title = g_strdup_printf (_("Could not save as %s"), name);

    cf_widget_add_toast_details (GTK_WIDGET (self), title, _("The Notebook Could Not Be Saved"),
                                 text);
  }
  return FALSE;
}
