/* cf-table-page-private.h: what the table notebook page's files share:
 * the page's fields, and the helpers its parts call
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "casefile-core.h"
#include "cf-entry-form.h"
#include "cf-entry-row.h"
#include "cf-notebook-view.h"
#include "cf-table-page.h"
#include "cf-table-setup.h"

G_BEGIN_DECLS

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
  GtkMenuButton  *notebook_menu_button;
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

/* Shared by the page's files */
void cf_table_page_add_action (GtkWidget *widget, const char *action_name, GVariant *parameter);
void cf_table_page_advise_action (GtkWidget *widget, const char *action_name, GVariant *parameter);
void
cf_table_page_cancel_edit_action (GtkWidget *widget, const char *action_name, GVariant *parameter);
void cf_table_page_edit_selected_action (GtkWidget  *widget,
                                         const char *action_name,
                                         GVariant   *parameter);
void cf_table_page_export_action (GtkWidget *widget, const char *action_name, GVariant *parameter);
void cf_table_page_fill_advice_rooms (CfTablePage *self);
CfEntryRow *cf_table_page_find_entry_row (CfTablePage *self, guint index);
void cf_table_page_import_action (GtkWidget *widget, const char *action_name, GVariant *parameter);
void cf_table_page_new_action (GtkWidget *widget, const char *action_name, GVariant *parameter);
void cf_table_page_redo_action (GtkWidget *widget, const char *action_name, GVariant *parameter);
void
cf_table_page_remove_entry_action (GtkWidget *widget, const char *action_name, GVariant *parameter);
void  cf_table_page_select_entry (CfTablePage *self, int index);
void  cf_table_page_show_error (CfTablePage *self, const char *heading, const char *message);
void  cf_table_page_start_action (GtkWidget *widget, const char *action_name, GVariant *parameter);
void  cf_table_page_undo_action (GtkWidget *widget, const char *action_name, GVariant *parameter);
void  cf_table_page_update_actions (CfTablePage *self);
void  cf_table_page_on_grid_deduced (CfTablePage *self);
char *cf_table_page_group_digits (const char *digits);

G_END_DECLS
