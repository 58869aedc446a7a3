/* cf-case-log-editor.c: the table notebook's editing: checked changes, undo, redo
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "cf-case-log-editor.h"
#include "cf-deduction.h"
#include "cf-event-words.h"
#include "cf-text.h"

/*
 * A CfCaseLogEditor makes every change to a case log the way the table
 * notebook wants it: an entry is tried first against the exact engine, and
 * one that no deal agrees with is refused, naming the entry it conflicts
 * with, with the log as it was. Taking an entry away never contradicts.
 * Every change can be undone and redone. The entries are a list model of
 * CfCaseLogEntry items, one per event, that follows every change.
 *
 * The check deduces the whole log, and to name the culprit once per other
 * entry: the _async variants run it in a thread, on a copy of the log.
 *
 * Some things that happen at the table are several events at once (a
 * player lays a whole hand face up: one reveal per card). The _events
 * variants put them in as one change: checked together, undone and redone
 * together; each stays an entry of its own, removable alone.
 */

/* One change to the log, for undo and redo */
typedef enum
{
  CHANGE_ADD,
  CHANGE_REMOVE,
  CHANGE_REPLACE
} ChangeKind;

typedef struct
{
  ChangeKind kind;
  guint      index;
  CfEvent   *events;   /* added, removed, or what replaces @old (owned) */
  guint      n_events; /* 1 for a removal */
  CfEvent    old;      /* replaced */
} Change;

struct _CfCaseLogEntry
{
  GObject parent_instance;

  CfCaseLog *log; /* for the names in the words */
  guint      index;
  CfEvent    event;
  gboolean   described; /* the words below are made */
  char      *description;
  char      *passed;
};

struct _CfCaseLogEditor
{
  GObject parent_instance;

  CfCaseLog  *log;
  GListStore *entries; /* CfCaseLogEntry */
  GArray     *undo;    /* Change */
  GArray     *redo;
  gboolean    applying;   /* the change to the log is ours */
  guint       generation; /* counts every change to the log */
  guint       n_pending;  /* checks running in threads */
};

/* What a check in a thread works on */
typedef struct
{
  CfCaseLog *trial;
  ChangeKind kind;
  guint      index;
  CfEvent   *events;
  guint      n_events;
  guint      generation;
} EditData;

G_DEFINE_FINAL_TYPE (CfCaseLogEntry, cf_case_log_entry, G_TYPE_OBJECT)
G_DEFINE_FINAL_TYPE (CfCaseLogEditor, cf_case_log_editor, G_TYPE_OBJECT)

enum
{
  ENTRY_PROP_0,
  ENTRY_PROP_INDEX,
  ENTRY_PROP_DESCRIPTION,
  ENTRY_PROP_PASSED,
  N_ENTRY_PROPS
};

static GParamSpec *entry_properties[N_ENTRY_PROPS];

enum
{
  PROP_0,
  PROP_CASE_LOG,
  PROP_ENTRIES,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  PROP_BUSY,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* ---------------------------------------------------------------- entries */

static CfCaseLogEntry *
entry_new (CfCaseLog *log, guint index)
{
  CfCaseLogEntry *self = g_object_new (CF_TYPE_CASE_LOG_ENTRY, NULL);

  self->log = g_object_ref (log);
  self->index = index;
  self->event = *cf_case_log_get_event (log, index);
  return self;
}

/* The words are made when first asked for: a list shows the entries on
 * screen, not all ten thousand of a long log at once. The players' names
 * and the edition they use never change. */
static void
entry_describe (CfCaseLogEntry *self)
{
  if (self->described)
    return;
  self->described = TRUE;
  self->description = cf_event_describe (&self->event, self->log);
  self->passed = cf_event_describe_passed (&self->event, self->log);
}

static void
entry_set_index (CfCaseLogEntry *self, guint index)
{
  if (self->index == index)
    return;
  self->index = index;
  g_object_notify_by_pspec (G_OBJECT (self), entry_properties[ENTRY_PROP_INDEX]);
}

static void
cf_case_log_entry_finalize (GObject *object)
{
  CfCaseLogEntry *self = CF_CASE_LOG_ENTRY (object);

  g_clear_object (&self->log);
  g_free (self->description);
  g_free (self->passed);
  G_OBJECT_CLASS (cf_case_log_entry_parent_class)->finalize (object);
}

static void
cf_case_log_entry_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  CfCaseLogEntry *self = CF_CASE_LOG_ENTRY (object);

  switch (prop_id)
    {
    case ENTRY_PROP_INDEX:
      g_value_set_uint (value, self->index);
      break;
    case ENTRY_PROP_DESCRIPTION:
      g_value_set_string (value, cf_case_log_entry_get_description (self));
      break;
    case ENTRY_PROP_PASSED:
      g_value_set_string (value, cf_case_log_entry_get_passed (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cf_case_log_entry_class_init (CfCaseLogEntryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = cf_case_log_entry_finalize;
  object_class->get_property = cf_case_log_entry_get_property;

  /**
   * CfCaseLogEntry:index:
   *
   * Where the entry stands in the log, from 0; it changes when an entry
   * before it is inserted or removed.
   */
  entry_properties[ENTRY_PROP_INDEX] =
      g_param_spec_uint ("index", NULL, NULL, 0, G_MAXUINT, 0,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  /**
   * CfCaseLogEntry:description:
   *
   * The event in one sentence (see cf_event_describe()).
   */
  entry_properties[ENTRY_PROP_DESCRIPTION] =
      g_param_spec_string ("description", NULL, NULL, NULL,
                           G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  /**
   * CfCaseLogEntry:passed: (nullable)
   *
   * The players the event implies could not show a card (see
   * cf_event_describe_passed()).
   */
  entry_properties[ENTRY_PROP_PASSED] =
      g_param_spec_string ("passed", NULL, NULL, NULL,
                           G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_ENTRY_PROPS, entry_properties);
}

static void
cf_case_log_entry_init (CfCaseLogEntry *self)
{
}

/* ---------------------------------------------------------------- checking */

/* Puts @events (@n_events, at least one) in @log at @index: added, or in
 * place of the event there (@kind: CHANGE_ADD or CHANGE_REPLACE). */
static gboolean
put_events (CfCaseLog     *log,
            ChangeKind     kind,
            guint          index,
            const CfEvent *events,
            guint          n_events,
            GError       **error)
{
  if (kind != CHANGE_REPLACE)
    return cf_case_log_insert_events (log, index, events, n_events, error);
  /* Checked before the log changes: a refusal leaves it as it was. */
  for (guint i = 0; i < n_events; i++)
    if (!cf_case_log_check_event (log, &events[i], error))
      return FALSE;
  return cf_case_log_replace_event (log, index, &events[0], error) &&
         cf_case_log_insert_events (log, index + 1, events + 1, n_events - 1, error);
}

/* Whether @events may go in at @index (@kind: CHANGE_ADD or CHANGE_REPLACE)
 * of @trial, which is changed on the way. Runs in any thread. */
static gboolean
check_change (CfCaseLog     *trial,
              ChangeKind     kind,
              guint          index,
              const CfEvent *events,
              guint          n_events,
              GCancellable  *cancellable,
              GError       **error)
{
  g_autoptr(CfDeduction) deduction = NULL;
  int   culprit = -1;
  guint n;

  if (n_events == 0)
    {
      g_set_error_literal (error, CF_ERROR, CF_ERROR_INVALID, _("There is nothing to enter."));
      return FALSE;
    }
  for (guint i = 0; i < n_events; i++)
    if (events[i].type != CF_EVENT_REVEAL &&
        (events[i].player < 0 || (guint)events[i].player >= cf_case_log_get_n_players (trial)))
      {
        g_set_error_literal (error, CF_ERROR, CF_ERROR_INVALID,
                             _("Only a player can suggest or accuse."));
        return FALSE;
      }
  if (!put_events (trial, kind, index, events, n_events, error))
    return FALSE;
  if (!(deduction = cf_deduction_new (trial, cancellable, error)))
    return FALSE;
  if (cf_deduction_is_consistent (deduction))
    return TRUE;

  /* Which other entry is it at odds with? The first one whose removal
   * makes the new entry possible. */
  n = cf_case_log_get_n_events (trial);
  for (guint e = 0; e < n && culprit < 0; e++)
    {
      g_autoptr(CfCaseLog) without = NULL;
      g_autoptr(CfDeduction) check = NULL;

      if (e >= index && e < index + n_events)
        continue;
      if (g_cancellable_set_error_if_cancelled (cancellable, error))
        return FALSE;
      without = cf_case_log_copy (trial);
      cf_case_log_remove_event (without, e);
      check = cf_deduction_new (without, cancellable, NULL);
      if (check != NULL && cf_deduction_is_consistent (check))
        culprit = e;
    }
  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return FALSE;
  if (culprit < 0)
    {
      g_set_error_literal (error, CF_ERROR, CF_ERROR_CONTRADICTION,
                           _("This entry contradicts your cards; nothing was changed."));
      return FALSE;
    }
  {
    g_autofree char *words = cf_event_describe (cf_case_log_get_event (trial, culprit), trial);
    g_autofree char *message = NULL;

    /* Entries are numbered as the list shows them before the change. */
    if ((guint)culprit > index)
      culprit -= n_events - (kind == CHANGE_REPLACE ? 1 : 0);
    message = cf_text_printf (
        /* Translators: %1$d is an entry's number, %2$s that entry in words */
        _("This entry contradicts entry %1$d (%2$s); nothing was changed."), culprit + 1, words);
    g_set_error_literal (error, CF_ERROR, CF_ERROR_CONTRADICTION, message);
  }
  return FALSE;
}

/* ---------------------------------------------------------------- changing */

static void
update_history (CfCaseLogEditor *self, gboolean could_undo, gboolean could_redo)
{
  if (could_undo != (self->undo->len > 0))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
  if (could_redo != (self->redo->len > 0))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
}

/* Makes @change to the log, forwards or @backwards (undo). Every change was
 * checked (or, backwards, restores a state that was consistent before). */
static void
apply_change (CfCaseLogEditor *self, const Change *change, gboolean backwards)
{
  self->applying = TRUE;
  switch (change->kind)
    {
    case CHANGE_REPLACE:
      if (!backwards)
        put_events (self->log, CHANGE_REPLACE, change->index, change->events, change->n_events,
                    NULL);
      else
        {
          cf_case_log_remove_events (self->log, change->index + 1, change->n_events - 1);
          cf_case_log_replace_event (self->log, change->index, &change->old, NULL);
        }
      break;
    case CHANGE_ADD:
    case CHANGE_REMOVE:
    default:
      if ((change->kind == CHANGE_ADD) != backwards)
        cf_case_log_insert_events (self->log, change->index, change->events, change->n_events,
                                   NULL);
      else
        cf_case_log_remove_events (self->log, change->index, change->n_events);
      break;
    }
  self->applying = FALSE;
}

/* Forgets every change of @changes. */
static void
clear_changes (GArray *changes)
{
  for (guint i = 0; i < changes->len; i++)
    g_free (g_array_index (changes, Change, i).events);
  g_array_set_size (changes, 0);
}

/* A new change: made, and the one to undo; what was undone is gone. */
static void
record_change (
    CfCaseLogEditor *self, ChangeKind kind, guint index, const CfEvent *events, guint n_events)
{
  gboolean could_undo = self->undo->len > 0;
  gboolean could_redo = self->redo->len > 0;
  Change   change = { kind, index, g_memdup2 (events, n_events * sizeof (CfEvent)), n_events };

  if (kind == CHANGE_REPLACE)
    change.old = *cf_case_log_get_event (self->log, index);
  apply_change (self, &change, FALSE);
  g_array_append_val (self->undo, change);
  clear_changes (self->redo);
  update_history (self, could_undo, could_redo);
}

static gboolean
edit (CfCaseLogEditor *self,
      ChangeKind       kind,
      guint            index,
      const CfEvent   *events,
      guint            n_events,
      GError         **error)
{
  g_autoptr(CfCaseLog) trial = cf_case_log_copy (self->log);

  if (!check_change (trial, kind, index, events, n_events, NULL, error))
    return FALSE;
  record_change (self, kind, index, events, n_events);
  return TRUE;
}

static void
edit_data_free (gpointer data)
{
  EditData *edit_data = data;

  g_clear_object (&edit_data->trial);
  g_free (edit_data->events);
  g_free (edit_data);
}

static void
check_in_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  EditData *edit_data = data;
  GError   *error = NULL;

  if (check_change (edit_data->trial, edit_data->kind, edit_data->index, edit_data->events,
                    edit_data->n_events, cancellable, &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

static void
set_pending (CfCaseLogEditor *self, guint n_pending)
{
  gboolean was_busy = self->n_pending > 0;

  self->n_pending = n_pending;
  if (was_busy != (n_pending > 0))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BUSY]);
}

/* Back on the main thread: the change is made unless the check refused it,
 * it was cancelled, or the log changed meanwhile. */
static void
on_checked (GObject *source, GAsyncResult *result, gpointer user_data)
{
  CfCaseLogEditor *self = CF_CASE_LOG_EDITOR (source);
  g_autoptr(GTask) task = user_data;
  EditData *edit_data = g_task_get_task_data (G_TASK (result));
  GError   *error = NULL;

  set_pending (self, self->n_pending - 1);
  if (!g_task_propagate_boolean (G_TASK (result), &error))
    g_task_return_error (task, error);
  else if (g_cancellable_set_error_if_cancelled (g_task_get_cancellable (task), &error))
    g_task_return_error (task, error);
  else if (self->log == NULL || edit_data->generation != self->generation)
    g_task_return_new_error (task, CF_ERROR, CF_ERROR_INVALID, "%s",
                             _("The notebook changed meanwhile; nothing was changed."));
  else
    {
      record_change (self, edit_data->kind, edit_data->index, edit_data->events,
                     edit_data->n_events);
      g_task_return_boolean (task, TRUE);
    }
}

static void
edit_async (CfCaseLogEditor    *self,
            ChangeKind          kind,
            guint               index,
            const CfEvent      *events,
            guint               n_events,
            GCancellable       *cancellable,
            GAsyncReadyCallback callback,
            gpointer            user_data)
{
  GTask    *task = g_task_new (self, cancellable, callback, user_data);
  GTask    *check;
  EditData *edit_data = g_new0 (EditData, 1);

  g_task_set_source_tag (task, cf_case_log_editor_edit_finish);
  edit_data->trial = cf_case_log_copy (self->log);
  edit_data->kind = kind;
  edit_data->index = index;
  edit_data->events = g_memdup2 (events, n_events * sizeof (CfEvent));
  edit_data->n_events = n_events;
  edit_data->generation = self->generation;

  check = g_task_new (self, cancellable, on_checked, task);
  g_task_set_task_data (check, edit_data, edit_data_free);
  set_pending (self, self->n_pending + 1);
  g_task_run_in_thread (check, check_in_thread);
  g_object_unref (check);
}

/* ---------------------------------------------------------------- signal callbacks */

static void
on_events_changed (
    CfCaseLog *log, guint position, guint removed, guint added, CfCaseLogEditor *self)
{
  g_autoptr(GPtrArray) fresh = g_ptr_array_new_with_free_func (g_object_unref);
  guint n;

  self->generation++;
  /* Somebody else changed the log: the history no longer fits it. */
  if (!self->applying)
    {
      gboolean could_undo = self->undo->len > 0;
      gboolean could_redo = self->redo->len > 0;

      clear_changes (self->undo);
      clear_changes (self->redo);
      update_history (self, could_undo, could_redo);
    }

  for (guint i = 0; i < added; i++)
    g_ptr_array_add (fresh, entry_new (log, position + i));
  g_list_store_splice (self->entries, position, removed, fresh->pdata, added);
  n = g_list_model_get_n_items (G_LIST_MODEL (self->entries));
  for (guint i = position + added; i < n; i++)
    {
      g_autoptr(CfCaseLogEntry) entry = g_list_model_get_item (G_LIST_MODEL (self->entries), i);
      entry_set_index (entry, i);
    }
}

/* ---------------------------------------------------------------- overrides */

static void
cf_case_log_editor_constructed (GObject *object)
{
  CfCaseLogEditor *self = CF_CASE_LOG_EDITOR (object);

  G_OBJECT_CLASS (cf_case_log_editor_parent_class)->constructed (object);

  g_return_if_fail (self->log != NULL);
  for (guint i = 0; i < cf_case_log_get_n_events (self->log); i++)
    {
      g_autoptr(CfCaseLogEntry) entry = entry_new (self->log, i);
      g_list_store_append (self->entries, entry);
    }
  g_signal_connect_object (self->log, "events-changed", G_CALLBACK (on_events_changed), self, 0);
}

static void
cf_case_log_editor_dispose (GObject *object)
{
  CfCaseLogEditor *self = CF_CASE_LOG_EDITOR (object);

  if (self->log != NULL)
    g_signal_handlers_disconnect_by_data (self->log, self);
  g_clear_object (&self->log);
  g_clear_object (&self->entries);
  G_OBJECT_CLASS (cf_case_log_editor_parent_class)->dispose (object);
}

static void
cf_case_log_editor_finalize (GObject *object)
{
  CfCaseLogEditor *self = CF_CASE_LOG_EDITOR (object);

  clear_changes (self->undo);
  clear_changes (self->redo);
  g_array_unref (self->undo);
  g_array_unref (self->redo);
  G_OBJECT_CLASS (cf_case_log_editor_parent_class)->finalize (object);
}

static void
cf_case_log_editor_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  CfCaseLogEditor *self = CF_CASE_LOG_EDITOR (object);

  switch (prop_id)
    {
    case PROP_CASE_LOG:
      g_value_set_object (value, self->log);
      break;
    case PROP_ENTRIES:
      g_value_set_object (value, self->entries);
      break;
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, cf_case_log_editor_get_can_undo (self));
      break;
    case PROP_CAN_REDO:
      g_value_set_boolean (value, cf_case_log_editor_get_can_redo (self));
      break;
    case PROP_BUSY:
      g_value_set_boolean (value, cf_case_log_editor_get_busy (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cf_case_log_editor_set_property (GObject      *object,
                                 guint         prop_id,
                                 const GValue *value,
                                 GParamSpec   *pspec)
{
  CfCaseLogEditor *self = CF_CASE_LOG_EDITOR (object);

  switch (prop_id)
    {
    case PROP_CASE_LOG:
      self->log = g_value_dup_object (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cf_case_log_editor_class_init (CfCaseLogEditorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->constructed = cf_case_log_editor_constructed;
  object_class->dispose = cf_case_log_editor_dispose;
  object_class->finalize = cf_case_log_editor_finalize;
  object_class->get_property = cf_case_log_editor_get_property;
  object_class->set_property = cf_case_log_editor_set_property;

  /**
   * CfCaseLogEditor:case-log:
   *
   * The log the editor changes.
   */
  properties[PROP_CASE_LOG] =
      g_param_spec_object ("case-log", NULL, NULL, CF_TYPE_CASE_LOG,
                           G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  /**
   * CfCaseLogEditor:entries:
   *
   * The log's events as a #GListModel of #CfCaseLogEntry, in the log's order.
   */
  properties[PROP_ENTRIES] = g_param_spec_object ("entries", NULL, NULL, G_TYPE_LIST_MODEL,
                                                  G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  /**
   * CfCaseLogEditor:can-undo:
   *
   * Whether there is a change to undo.
   */
  properties[PROP_CAN_UNDO] =
      g_param_spec_boolean ("can-undo", NULL, NULL, FALSE,
                            G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  /**
   * CfCaseLogEditor:can-redo:
   *
   * Whether there is an undone change to make again.
   */
  properties[PROP_CAN_REDO] =
      g_param_spec_boolean ("can-redo", NULL, NULL, FALSE,
                            G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  /**
   * CfCaseLogEditor:busy:
   *
   * Whether a change is being checked in a thread.
   */
  properties[PROP_BUSY] =
      g_param_spec_boolean ("busy", NULL, NULL, FALSE,
                            G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
cf_case_log_editor_init (CfCaseLogEditor *self)
{
  self->entries = g_list_store_new (CF_TYPE_CASE_LOG_ENTRY);
  self->undo = g_array_new (FALSE, FALSE, sizeof (Change));
  self->redo = g_array_new (FALSE, FALSE, sizeof (Change));
}

/* ---------------------------------------------------------------- public API: entries */

guint
cf_case_log_entry_get_index (CfCaseLogEntry *self)
{
  g_return_val_if_fail (CF_IS_CASE_LOG_ENTRY (self), 0);
  return self->index;
}

const CfEvent *
cf_case_log_entry_get_event (CfCaseLogEntry *self)
{
  g_return_val_if_fail (CF_IS_CASE_LOG_ENTRY (self), NULL);
  return &self->event;
}

const char *
cf_case_log_entry_get_description (CfCaseLogEntry *self)
{
  g_return_val_if_fail (CF_IS_CASE_LOG_ENTRY (self), NULL);
  entry_describe (self);
  return self->description;
}

/**
 * cf_case_log_entry_get_passed:
 *
 * Returns: (nullable): who could not show a card, in words, or %NULL
 */
const char *
cf_case_log_entry_get_passed (CfCaseLogEntry *self)
{
  g_return_val_if_fail (CF_IS_CASE_LOG_ENTRY (self), NULL);
  entry_describe (self);
  return self->passed;
}

/* ---------------------------------------------------------------- public API: editor */

/**
 * cf_case_log_editor_new:
 * @log: the log to change
 *
 * Returns: (transfer full): an editor of @log with nothing to undo
 */
CfCaseLogEditor *
cf_case_log_editor_new (CfCaseLog *log)
{
  g_return_val_if_fail (CF_IS_CASE_LOG (log), NULL);
  return g_object_new (CF_TYPE_CASE_LOG_EDITOR, "case-log", log, NULL);
}

CfCaseLog *
cf_case_log_editor_get_case_log (CfCaseLogEditor *self)
{
  g_return_val_if_fail (CF_IS_CASE_LOG_EDITOR (self), NULL);
  return self->log;
}

/**
 * cf_case_log_editor_get_entries:
 *
 * Returns: (transfer none): the entries, a #GListModel of #CfCaseLogEntry
 */
GListModel *
cf_case_log_editor_get_entries (CfCaseLogEditor *self)
{
  g_return_val_if_fail (CF_IS_CASE_LOG_EDITOR (self), NULL);
  return G_LIST_MODEL (self->entries);
}

gboolean
cf_case_log_editor_get_can_undo (CfCaseLogEditor *self)
{
  g_return_val_if_fail (CF_IS_CASE_LOG_EDITOR (self), FALSE);
  return self->undo->len > 0;
}

gboolean
cf_case_log_editor_get_can_redo (CfCaseLogEditor *self)
{
  g_return_val_if_fail (CF_IS_CASE_LOG_EDITOR (self), FALSE);
  return self->redo->len > 0;
}

gboolean
cf_case_log_editor_get_busy (CfCaseLogEditor *self)
{
  g_return_val_if_fail (CF_IS_CASE_LOG_EDITOR (self), FALSE);
  return self->n_pending > 0;
}

/**
 * cf_case_log_editor_add:
 * @event: what happened next at the table
 * @error: return location for a %CF_ERROR_CONTRADICTION naming the entry
 *   @event conflicts with, or a %CF_ERROR_INVALID
 *
 * Adds @event at the end of the log, if some deal agrees with it.
 *
 * Returns: whether it was added; if not, nothing changed
 */
gboolean
cf_case_log_editor_add (CfCaseLogEditor *self, const CfEvent *event, GError **error)
{
  g_return_val_if_fail (CF_IS_CASE_LOG_EDITOR (self), FALSE);
  return edit (self, CHANGE_ADD, cf_case_log_get_n_events (self->log), event, 1, error);
}

/**
 * cf_case_log_editor_add_events:
 * @events: (array length=n_events): what happened at once, in order (a
 *   hand laid face up: one reveal per card)
 * @n_events: how many, at least one
 *
 * As cf_case_log_editor_add(), for several events that go in, and are
 * undone and redone, as one change.
 */
gboolean
cf_case_log_editor_add_events (CfCaseLogEditor *self,
                               const CfEvent   *events,
                               guint            n_events,
                               GError         **error)
{
  g_return_val_if_fail (CF_IS_CASE_LOG_EDITOR (self), FALSE);
  g_return_val_if_fail (events != NULL || n_events == 0, FALSE);
  return edit (self, CHANGE_ADD, cf_case_log_get_n_events (self->log), events, n_events, error);
}

/**
 * cf_case_log_editor_insert:
 * @index: the entry to insert before, up to the number of entries
 *
 * As cf_case_log_editor_add(), before the entry at @index.
 */
gboolean
cf_case_log_editor_insert (CfCaseLogEditor *self, guint index, const CfEvent *event, GError **error)
{
  g_return_val_if_fail (CF_IS_CASE_LOG_EDITOR (self), FALSE);
  g_return_val_if_fail (index <= cf_case_log_get_n_events (self->log), FALSE);
  return edit (self, CHANGE_ADD, index, event, 1, error);
}

/**
 * cf_case_log_editor_replace:
 * @index: the entry to replace
 *
 * As cf_case_log_editor_add(), in place of the entry at @index.
 */
gboolean
cf_case_log_editor_replace (CfCaseLogEditor *self,
                            guint            index,
                            const CfEvent   *event,
                            GError         **error)
{
  g_return_val_if_fail (CF_IS_CASE_LOG_EDITOR (self), FALSE);
  g_return_val_if_fail (index < cf_case_log_get_n_events (self->log), FALSE);
  return edit (self, CHANGE_REPLACE, index, event, 1, error);
}

/**
 * cf_case_log_editor_remove:
 * @index: the entry to take away
 *
 * Taking an entry away never makes the others contradict.
 */
void
cf_case_log_editor_remove (CfCaseLogEditor *self, guint index)
{
  g_return_if_fail (CF_IS_CASE_LOG_EDITOR (self));
  g_return_if_fail (index < cf_case_log_get_n_events (self->log));
  record_change (self, CHANGE_REMOVE, index, cf_case_log_get_event (self->log, index), 1);
}

/**
 * cf_case_log_editor_undo:
 *
 * Returns: whether there was a change to undo
 */
gboolean
cf_case_log_editor_undo (CfCaseLogEditor *self)
{
  gboolean could_redo;
  Change   change;

  g_return_val_if_fail (CF_IS_CASE_LOG_EDITOR (self), FALSE);
  if (self->undo->len == 0)
    return FALSE;
  could_redo = self->redo->len > 0;
  change = g_array_index (self->undo, Change, self->undo->len - 1);
  g_array_set_size (self->undo, self->undo->len - 1);
  apply_change (self, &change, TRUE);
  g_array_append_val (self->redo, change);
  update_history (self, TRUE, could_redo);
  return TRUE;
}

/**
 * cf_case_log_editor_redo:
 *
 * Returns: whether there was an undone change to make again
 */
gboolean
cf_case_log_editor_redo (CfCaseLogEditor *self)
{
  gboolean could_undo;
  Change   change;

  g_return_val_if_fail (CF_IS_CASE_LOG_EDITOR (self), FALSE);
  if (self->redo->len == 0)
    return FALSE;
  could_undo = self->undo->len > 0;
  change = g_array_index (self->redo, Change, self->redo->len - 1);
  g_array_set_size (self->redo, self->redo->len - 1);
  apply_change (self, &change, FALSE);
  g_array_append_val (self->undo, change);
  update_history (self, could_undo, TRUE);
  return TRUE;
}

/**
 * cf_case_log_editor_add_async:
 * @event: what happened next at the table
 * @cancellable: (nullable): to give up; a cancelled change is not made
 * @callback: called on the calling thread's main context when done
 *
 * As cf_case_log_editor_add(), with the check in a thread; the change is
 * made just before @callback runs. Finish with
 * cf_case_log_editor_edit_finish().
 */
void
cf_case_log_editor_add_async (CfCaseLogEditor    *self,
                              const CfEvent      *event,
                              GCancellable       *cancellable,
                              GAsyncReadyCallback callback,
                              gpointer            user_data)
{
  g_return_if_fail (CF_IS_CASE_LOG_EDITOR (self));
  edit_async (self, CHANGE_ADD, cf_case_log_get_n_events (self->log), event, 1, cancellable,
              callback, user_data);
}

/**
 * cf_case_log_editor_add_events_async:
 * @events: (array length=n_events): what happened at once, in order
 * @n_events: how many, at least one
 *
 * As cf_case_log_editor_add_events(), with the check in a thread (see
 * cf_case_log_editor_add_async()).
 */
void
cf_case_log_editor_add_events_async (CfCaseLogEditor    *self,
                                     const CfEvent      *events,
                                     guint               n_events,
                                     GCancellable       *cancellable,
                                     GAsyncReadyCallback callback,
                                     gpointer            user_data)
{
  g_return_if_fail (CF_IS_CASE_LOG_EDITOR (self));
  edit_async (self, CHANGE_ADD, cf_case_log_get_n_events (self->log), events, n_events, cancellable,
              callback, user_data);
}

/**
 * cf_case_log_editor_insert_async:
 *
 * As cf_case_log_editor_insert(), with the check in a thread (see
 * cf_case_log_editor_add_async()).
 */
void
cf_case_log_editor_insert_async (CfCaseLogEditor    *self,
                                 guint               index,
                                 const CfEvent      *event,
                                 GCancellable       *cancellable,
                                 GAsyncReadyCallback callback,
                                 gpointer            user_data)
{
  g_return_if_fail (CF_IS_CASE_LOG_EDITOR (self));
  g_return_if_fail (index <= cf_case_log_get_n_events (self->log));
  edit_async (self, CHANGE_ADD, index, event, 1, cancellable, callback, user_data);
}

/**
 * cf_case_log_editor_insert_events_async:
 * @index: the entry to insert before, up to the number of entries
 * @events: (array length=n_events): what happened at once, in order
 * @n_events: how many, at least one
 *
 * As cf_case_log_editor_add_events_async(), before the entry at @index.
 */
void
cf_case_log_editor_insert_events_async (CfCaseLogEditor    *self,
                                        guint               index,
                                        const CfEvent      *events,
                                        guint               n_events,
                                        GCancellable       *cancellable,
                                        GAsyncReadyCallback callback,
                                        gpointer            user_data)
{
  g_return_if_fail (CF_IS_CASE_LOG_EDITOR (self));
  g_return_if_fail (index <= cf_case_log_get_n_events (self->log));
  edit_async (self, CHANGE_ADD, index, events, n_events, cancellable, callback, user_data);
}

/**
 * cf_case_log_editor_replace_async:
 *
 * As cf_case_log_editor_replace(), with the check in a thread (see
 * cf_case_log_editor_add_async()).
 */
void
cf_case_log_editor_replace_async (CfCaseLogEditor    *self,
                                  guint               index,
                                  const CfEvent      *event,
                                  GCancellable       *cancellable,
                                  GAsyncReadyCallback callback,
                                  gpointer            user_data)
{
  g_return_if_fail (CF_IS_CASE_LOG_EDITOR (self));
  g_return_if_fail (index < cf_case_log_get_n_events (self->log));
  edit_async (self, CHANGE_REPLACE, index, event, 1, cancellable, callback, user_data);
}

/**
 * cf_case_log_editor_replace_events_async:
 * @index: the entry to replace
 * @events: (array length=n_events): what happened at once, in order
 * @n_events: how many, at least one
 *
 * As cf_case_log_editor_add_events_async(), in place of the entry at
 * @index: the first event takes its place, the others follow it.
 */
void
cf_case_log_editor_replace_events_async (CfCaseLogEditor    *self,
                                         guint               index,
                                         const CfEvent      *events,
                                         guint               n_events,
                                         GCancellable       *cancellable,
                                         GAsyncReadyCallback callback,
                                         gpointer            user_data)
{
  g_return_if_fail (CF_IS_CASE_LOG_EDITOR (self));
  g_return_if_fail (index < cf_case_log_get_n_events (self->log));
  edit_async (self, CHANGE_REPLACE, index, events, n_events, cancellable, callback, user_data);
}

/**
 * cf_case_log_editor_edit_finish:
 * @error: as the sync variants say, or %G_IO_ERROR_CANCELLED
 *
 * Returns: whether the change was made
 */
gboolean
cf_case_log_editor_edit_finish (CfCaseLogEditor *self, GAsyncResult *result, GError **error)
{
  g_return_val_if_fail (CF_IS_CASE_LOG_EDITOR (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  return g_task_propagate_boolean (G_TASK (result), error);
}
