/* cf-case-log-editor.h: the table notebook's editing: checked changes, undo, redo
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "cf-case-log.h"

G_BEGIN_DECLS

#define CF_TYPE_CASE_LOG_ENTRY (cf_case_log_entry_get_type ())

G_DECLARE_FINAL_TYPE (CfCaseLogEntry, cf_case_log_entry, CF, CASE_LOG_ENTRY, GObject)

guint          cf_case_log_entry_get_index (CfCaseLogEntry *self);
const CfEvent *cf_case_log_entry_get_event (CfCaseLogEntry *self);
const char    *cf_case_log_entry_get_description (CfCaseLogEntry *self);
const char    *cf_case_log_entry_get_passed (CfCaseLogEntry *self);

#define CF_TYPE_CASE_LOG_EDITOR (cf_case_log_editor_get_type ())

G_DECLARE_FINAL_TYPE (CfCaseLogEditor, cf_case_log_editor, CF, CASE_LOG_EDITOR, GObject)

CfCaseLogEditor *cf_case_log_editor_new (CfCaseLog *log);
CfCaseLog       *cf_case_log_editor_get_case_log (CfCaseLogEditor *self);
GListModel      *cf_case_log_editor_get_entries (CfCaseLogEditor *self);
gboolean         cf_case_log_editor_get_can_undo (CfCaseLogEditor *self);
gboolean         cf_case_log_editor_get_can_redo (CfCaseLogEditor *self);
gboolean         cf_case_log_editor_get_busy (CfCaseLogEditor *self);

gboolean cf_case_log_editor_add (CfCaseLogEditor *self, const CfEvent *event, GError **error);
gboolean cf_case_log_editor_insert (CfCaseLogEditor *self,
                                    guint            index,
                                    const CfEvent   *event,
                                    GError         **error);
gboolean cf_case_log_editor_replace (CfCaseLogEditor *self,
                                     guint            index,
                                     const CfEvent   *event,
                                     GError         **error);
gboolean cf_case_log_editor_add_events (CfCaseLogEditor *self,
                                        const CfEvent   *events,
                                        guint            n_events,
                                        GError         **error);
void     cf_case_log_editor_remove (CfCaseLogEditor *self, guint index);
gboolean cf_case_log_editor_undo (CfCaseLogEditor *self);
gboolean cf_case_log_editor_redo (CfCaseLogEditor *self);

void cf_case_log_editor_add_async (CfCaseLogEditor    *self,
                                   const CfEvent      *event,
                                   GCancellable       *cancellable,
                                   GAsyncReadyCallback callback,
                                   gpointer            user_data);
void cf_case_log_editor_insert_async (CfCaseLogEditor    *self,
                                      guint               index,
                                      const CfEvent      *event,
                                      GCancellable       *cancellable,
                                      GAsyncReadyCallback callback,
                                      gpointer            user_data);
void cf_case_log_editor_replace_async (CfCaseLogEditor    *self,
                                       guint               index,
                                       const CfEvent      *event,
                                       GCancellable       *cancellable,
                                       GAsyncReadyCallback callback,
                                       gpointer            user_data);
void cf_case_log_editor_add_events_async (CfCaseLogEditor    *self,
                                          const CfEvent      *events,
                                          guint               n_events,
                                          GCancellable       *cancellable,
                                          GAsyncReadyCallback callback,
                                          gpointer            user_data);
void cf_case_log_editor_insert_events_async (CfCaseLogEditor    *self,
                                             guint               index,
                                             const CfEvent      *events,
                                             guint               n_events,
                                             GCancellable       *cancellable,
                                             GAsyncReadyCallback callback,
                                             gpointer            user_data);
void cf_case_log_editor_replace_events_async (CfCaseLogEditor    *self,
                                              guint               index,
                                              const CfEvent      *events,
                                              guint               n_events,
                                              GCancellable       *cancellable,
                                              GAsyncReadyCallback callback,
                                              gpointer            user_data);
gboolean
cf_case_log_editor_edit_finish (CfCaseLogEditor *self, GAsyncResult *result, GError **error);

G_END_DECLS
