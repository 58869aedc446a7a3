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

#include "cf-accessible.h"
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

#include "cf-table-page-private.h"
#include "cf-text.h"

G_DEFINE_FINAL_TYPE (CfTablePage, cf_table_page, GTK_TYPE_WIDGET)

/* ---------------------------------------------------------------- helpers */

/* @digits (a decimal count of any size) with the locale's thousands
 * separator: "1,234,567". */
char *
cf_table_page_group_digits (const char *digits)
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

void
cf_table_page_update_actions (CfTablePage *self)
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
      cf_text_printf (_("The copy is %s. Open it with Open… to go on with it."), path);

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
    g_autofree char *text = cf_text_printf (
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
          cf_table_page_show_error (self, _("Your Notebook Could Not Be Kept"), error->message);
          return;
        }
      g_autofree char *name = g_file_get_basename (copy);
      /* Translators: %s is a file name */
      g_autofree char *title = cf_text_printf (_("Your notebook was kept as %s"), name);

      show_case_log (self, their_log, their_stamp);
      toast_kept (self, title, copy);
      return;
    }
  if (!(copy = keep_copy (theirs, &error)))
    {
      cf_table_page_show_error (self, _("Their Notebook Could Not Be Kept"), error->message);
      return;
    }
  g_free (self->stamp);
  self->stamp = g_steal_pointer (&their_stamp);
  save (self);
  {
    g_autofree char *name = g_file_get_basename (copy);
    /* Translators: %s is a file name */
    g_autofree char *title = cf_text_printf (_("Their notebook was kept as %s"), name);

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
  body = cf_text_printf (
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
void
cf_table_page_select_entry (CfTablePage *self, int index)
{
  self->selected = index;
  gtk_widget_set_visible (self->edit_box, index >= 0);
  cf_table_page_update_actions (self);
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
CfEntryRow *
cf_table_page_find_entry_row (CfTablePage *self, guint index)
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
  cf_table_page_update_actions (self);
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
    cf_table_page_select_entry (self, -1);
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
    cf_table_page_select_entry (self, position);
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
  gtk_widget_class_bind_template_child (widget_class, CfTablePage, notebook_menu_button);
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
  gtk_widget_class_bind_template_callback_full (widget_class, "on_grid_deduced",
                                                G_CALLBACK (cf_table_page_on_grid_deduced));
  gtk_widget_class_bind_template_callback (widget_class, on_grid_explained);

  gtk_widget_class_install_action (widget_class, "table.start", NULL, cf_table_page_start_action);
  gtk_widget_class_install_action (widget_class, "table.new", NULL, cf_table_page_new_action);
  gtk_widget_class_install_action (widget_class, "table.add-suggestion", NULL,
                                   cf_table_page_add_action);
  gtk_widget_class_install_action (widget_class, "table.replace", NULL,
                                   cf_table_page_edit_selected_action);
  gtk_widget_class_install_action (widget_class, "table.insert", NULL,
                                   cf_table_page_edit_selected_action);
  gtk_widget_class_install_action (widget_class, "table.cancel-edit", NULL,
                                   cf_table_page_cancel_edit_action);
  gtk_widget_class_install_action (widget_class, "table.remove-entry", "u",
                                   cf_table_page_remove_entry_action);
  gtk_widget_class_install_action (widget_class, "table.undo", NULL, cf_table_page_undo_action);
  gtk_widget_class_install_action (widget_class, "table.redo", NULL, cf_table_page_redo_action);
  gtk_widget_class_install_action (widget_class, "table.advise", NULL, cf_table_page_advise_action);
  gtk_widget_class_install_action (widget_class, "table.import", NULL, cf_table_page_import_action);
  gtk_widget_class_install_action (widget_class, "table.export", NULL, cf_table_page_export_action);
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
  /* What a screen reader says of the menu and the mnemonic buttons */
  cf_accessible_name_menu_button (self->notebook_menu_button, _("Notebook Menu"));
  cf_accessible_fix_mnemonics (GTK_WIDGET (self));

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
  cf_table_page_update_actions (self);
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
      cf_table_page_update_actions (self);
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
  cf_table_page_fill_advice_rooms (self);
  cf_table_page_update_actions (self);
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
          cf_table_page_show_error (self, _("The Notebook in Progress Could Not Be Kept"),
                                    error->message);
          return;
        }
    }
  show_case_log (self, log, NULL);
  if (copy != NULL)
    {
      g_autofree char *name = g_file_get_basename (copy);
      /* Translators: %s is a file name */
      g_autofree char *title = cf_text_printf (_("The notebook in progress was kept as %s"), name);

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
      cf_table_page_show_error (self, _("The Case Log Could Not Be Opened"), error->message);
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

    body = cf_text_printf (
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
      cf_table_page_show_error (self, _("The Case Log Could Not Be Opened"), error->message);
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
      text = cf_text_printf (_("Saved as %s"), name);
      cf_widget_add_toast_text (GTK_WIDGET (self), text);
      return TRUE;
    }
  /* Translators: %1$s is a file name, %2$s why it could not be written */
  text = cf_text_printf (_("Could not save as %1$s: %2$s. Try another folder or name."), name,
                         error->message);
  {
    /* Translators: %s is a file name */
    g_autofree char *title = cf_text_printf (_("Could not save as %s"), name);

    cf_widget_add_toast_details (GTK_WIDGET (self), title, _("The Notebook Could Not Be Saved"),
                                 text);
  }
  return FALSE;
}
