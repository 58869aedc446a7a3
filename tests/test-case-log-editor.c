/* test-case-log-editor.c: the table notebook's editing, without a display
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "casefile-core.h"

/* Classic cards: suspects 0–5, weapons 6–11, rooms 12–20. */
#define PEACOCK 4
#define REVOLVER 9
#define KITCHEN 12
#define BALLROOM 13

/* Ann (me), Bea, Cal; I hold three suspects and three weapons. */
static CfCaseLog *
new_log (void)
{
  g_autoptr(CfEdition) edition = cf_edition_lookup_builtin ("classic");
  const char *names[3] = { "Ann", "Bea", "Cal" };
  guint       sizes[3] = { 6, 6, 6 };
  int         mine[6] = { 0, 1, 2, 6, 7, 8 };

  return cf_case_log_new (edition, 3, names, sizes, 0, 0, mine, NULL);
}

static char *
log_text (CfCaseLog *log)
{
  g_autoptr(GBytes) bytes = cf_case_log_to_bytes (log);

  return g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
}

/* Counts a property's notifications. */
static void
on_notify (GObject *object, GParamSpec *pspec, guint *count)
{
  (*count)++;
}

/* What an items-changed said last. */
typedef struct
{
  guint position, removed, added, times;
} ItemsChanged;

static void
on_items_changed (GListModel *model, guint position, guint removed, guint added, ItemsChanged *seen)
{
  seen->position = position;
  seen->removed = removed;
  seen->added = added;
  seen->times++;
}

static void
count_items_changed (guint *count)
{
  (*count)++;
}

static CfCaseLogEntry *
entry_at (CfCaseLogEditor *editor, guint index)
{
  /* The model holds a reference: borrowing is safe while it is there. */
  g_autoptr(CfCaseLogEntry) entry =
      g_list_model_get_item (cf_case_log_editor_get_entries (editor), index);
  return entry;
}

/* ---------------------------------------------------------------- tests */

static void
test_edits_and_entries (void)
{
  g_autoptr(CfCaseLog) log = new_log ();
  g_autoptr(CfCaseLogEditor) editor = cf_case_log_editor_new (log);
  GListModel  *entries = cf_case_log_editor_get_entries (editor);
  ItemsChanged seen = { 0 };
  CfEvent      nobody, reveal, accusation;
  g_autoptr(GError) error = NULL;

  g_signal_connect (entries, "items-changed", G_CALLBACK (on_items_changed), &seen);
  g_assert_true (g_list_model_get_item_type (entries) == CF_TYPE_CASE_LOG_ENTRY);
  g_assert_cmpuint (g_list_model_get_n_items (entries), ==, 0);

  cf_event_init_suggestion (&nobody, 1, PEACOCK, REVOLVER, BALLROOM, 2, CF_NO_CARD);
  g_assert_true (cf_case_log_editor_add (editor, &nobody, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (cf_case_log_get_n_events (log), ==, 1);
  g_assert_cmpuint (seen.times, ==, 1);
  g_assert_cmpuint (seen.added, ==, 1);
  g_assert_cmpstr (cf_case_log_entry_get_description (entry_at (editor, 0)), ==,
                   "Bea suggested Mrs. Peacock, Revolver, Ballroom; Cal showed a card");
  g_assert_null (cf_case_log_entry_get_passed (entry_at (editor, 0)));

  /* Ann asks; Cal shows; Bea passed. */
  cf_event_init_suggestion (&nobody, 0, PEACOCK, REVOLVER, KITCHEN, 2, CF_NO_CARD);
  g_assert_true (cf_case_log_editor_add (editor, &nobody, NULL));
  g_assert_cmpstr (cf_case_log_entry_get_passed (entry_at (editor, 1)), ==, "Passed: Bea");

  /* Inserting before the first: the others move down, and say so. */
  cf_event_init_accusation (&accusation, 2, 3, 10, 20, FALSE);
  g_assert_true (cf_case_log_editor_insert (editor, 0, &accusation, NULL));
  g_assert_cmpuint (seen.position, ==, 0);
  g_assert_cmpuint (g_list_model_get_n_items (entries), ==, 3);
  g_assert_cmpuint (cf_case_log_entry_get_index (entry_at (editor, 2)), ==, 2);
  g_assert_cmpstr (cf_case_log_entry_get_description (entry_at (editor, 0)), ==,
                   "Cal accused Mr. Green, Rope, Study and was wrong");

  /* Replacing: one item out, one in. */
  cf_event_init_reveal (&reveal, CF_SET_ASIDE, 20);
  cf_event_init_reveal (&reveal, 1, 20);
  g_assert_true (cf_case_log_editor_replace (editor, 0, &reveal, NULL));
  g_assert_cmpuint (seen.removed, ==, 1);
  g_assert_cmpuint (seen.added, ==, 1);
  g_assert_cmpstr (cf_case_log_entry_get_description (entry_at (editor, 0)), ==,
                   "Bea was seen to hold Study");

  /* Removing: always allowed. */
  cf_case_log_editor_remove (editor, 0);
  g_assert_cmpuint (g_list_model_get_n_items (entries), ==, 2);
  g_assert_cmpuint (cf_case_log_entry_get_index (entry_at (editor, 0)), ==, 0);
  g_assert_cmpint (cf_case_log_get_event (log, 0)->player, ==, 1);
}

static void
test_refused_changes_nothing (void)
{
  g_autoptr(CfCaseLog) log = new_log ();
  g_autoptr(CfCaseLogEditor) editor = cf_case_log_editor_new (log);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  CfEvent          event;
  guint            undo_notes = 0, items = 0;

  /* Nobody could show Peacock, the Revolver or the Kitchen: they are the
   * envelope. */
  cf_event_init_suggestion (&event, 0, PEACOCK, REVOLVER, KITCHEN, CF_NOBODY, CF_NO_CARD);
  g_assert_true (cf_case_log_editor_add (editor, &event, NULL));
  before = log_text (log);
  g_signal_connect (editor, "notify::can-undo", G_CALLBACK (on_notify), &undo_notes);
  g_signal_connect_swapped (cf_case_log_editor_get_entries (editor), "items-changed",
                            G_CALLBACK (count_items_changed), &items);

  /* Bea seen holding the Kitchen contradicts entry 1, named with its words. */
  {
    g_autoptr(GError) error = NULL;
    cf_event_init_reveal (&event, 1, KITCHEN);
    g_assert_false (cf_case_log_editor_add (editor, &event, &error));
    g_assert_error (error, CF_ERROR, CF_ERROR_CONTRADICTION);
    g_assert_nonnull (strstr (error->message, "entry 1 "));
    g_assert_nonnull (strstr (error->message, "Ann suggested Mrs. Peacock"));
  }
  /* Bea seen holding a card of mine contradicts my cards. */
  {
    g_autoptr(GError) error = NULL;
    cf_event_init_reveal (&event, 1, 0);
    g_assert_false (cf_case_log_editor_insert (editor, 0, &event, &error));
    g_assert_error (error, CF_ERROR, CF_ERROR_CONTRADICTION);
    g_assert_nonnull (strstr (error->message, "your cards"));
  }
  /* Replacing entry 1 with what contradicts my cards. */
  {
    g_autoptr(GError) error = NULL;
    cf_event_init_suggestion (&event, 0, 0, 6, KITCHEN, 1, 0);
    g_assert_false (cf_case_log_editor_replace (editor, 0, &event, &error));
    g_assert_error (error, CF_ERROR, CF_ERROR_CONTRADICTION);
  }
  /* A malformed entry: only a player suggests. */
  {
    g_autoptr(GError) error = NULL;
    cf_event_init_suggestion (&event, 3, PEACOCK, REVOLVER, KITCHEN, CF_NOBODY, CF_NO_CARD);
    g_assert_false (cf_case_log_editor_add (editor, &event, &error));
    g_assert_error (error, CF_ERROR, CF_ERROR_INVALID);
  }

  after = log_text (log);
  g_assert_cmpstr (after, ==, before);
  g_assert_cmpuint (undo_notes, ==, 0);
  g_assert_cmpuint (items, ==, 0); /* no items-changed at all */
  g_assert_true (cf_case_log_editor_get_can_undo (editor));
  g_assert_false (cf_case_log_editor_get_can_redo (editor));
  /* The one change to undo is still the first entry. */
  g_assert_true (cf_case_log_editor_undo (editor));
  g_assert_cmpuint (cf_case_log_get_n_events (log), ==, 0);
  g_assert_false (cf_case_log_editor_get_can_undo (editor));
}

static void
test_undo_redo (void)
{
  g_autoptr(CfCaseLog) log = new_log ();
  g_autoptr(CfCaseLogEditor) editor = cf_case_log_editor_new (log);
  g_autofree char *empty = log_text (log);
  g_autofree char *one = NULL;
  g_autofree char *two = NULL;
  g_autofree char *replaced = NULL;
  g_autofree char *removed = NULL;
  CfEvent          first, second, other;
  const char      *states[5];

  cf_event_init_suggestion (&first, 1, PEACOCK, REVOLVER, BALLROOM, 2, CF_NO_CARD);
  cf_event_init_reveal (&second, 2, 20);
  cf_event_init_accusation (&other, 1, 4, 10, 19, FALSE);

  g_assert_false (cf_case_log_editor_undo (editor));
  g_assert_false (cf_case_log_editor_redo (editor));
  g_assert_true (cf_case_log_editor_add (editor, &first, NULL));
  one = log_text (log);
  g_assert_true (cf_case_log_editor_insert (editor, 0, &second, NULL));
  two = log_text (log);
  g_assert_true (cf_case_log_editor_replace (editor, 1, &other, NULL));
  replaced = log_text (log);
  cf_case_log_editor_remove (editor, 0);
  removed = log_text (log);

  /* Undo walks back through every kind of change; redo forwards again. */
  states[0] = empty;
  states[1] = one;
  states[2] = two;
  states[3] = replaced;
  states[4] = removed;
  for (int i = 3; i >= 0; i--)
    {
      g_autofree char *now = NULL;
      g_assert_true (cf_case_log_editor_undo (editor));
      now = log_text (log);
      g_assert_cmpstr (now, ==, states[i]);
      g_assert_cmpuint (g_list_model_get_n_items (cf_case_log_editor_get_entries (editor)), ==,
                        cf_case_log_get_n_events (log));
    }
  g_assert_false (cf_case_log_editor_get_can_undo (editor));
  for (int i = 1; i <= 4; i++)
    {
      g_autofree char *now = NULL;
      g_assert_true (cf_case_log_editor_redo (editor));
      now = log_text (log);
      g_assert_cmpstr (now, ==, states[i]);
    }
  g_assert_false (cf_case_log_editor_get_can_redo (editor));

  /* A new change after an undo drops what was undone. */
  g_assert_true (cf_case_log_editor_undo (editor));
  g_assert_true (cf_case_log_editor_get_can_redo (editor));
  g_assert_true (cf_case_log_editor_add (editor, &second, NULL));
  g_assert_false (cf_case_log_editor_get_can_redo (editor));
}

static void
test_history_notifies (void)
{
  g_autoptr(CfCaseLog) log = new_log ();
  g_autoptr(CfCaseLogEditor) editor = cf_case_log_editor_new (log);
  guint   undo_notes = 0, redo_notes = 0;
  CfEvent event;

  g_signal_connect (editor, "notify::can-undo", G_CALLBACK (on_notify), &undo_notes);
  g_signal_connect (editor, "notify::can-redo", G_CALLBACK (on_notify), &redo_notes);
  cf_event_init_reveal (&event, 2, 20);

  g_assert_true (cf_case_log_editor_add (editor, &event, NULL)); /* can undo: on */
  g_assert_cmpuint (undo_notes, ==, 1);
  g_assert_true (cf_case_log_editor_add (editor, &event, NULL)); /* still on */
  g_assert_cmpuint (undo_notes, ==, 1);
  g_assert_cmpuint (redo_notes, ==, 0);
  g_assert_true (cf_case_log_editor_undo (editor)); /* can redo: on */
  g_assert_cmpuint (undo_notes, ==, 1);
  g_assert_cmpuint (redo_notes, ==, 1);
  g_assert_true (cf_case_log_editor_undo (editor)); /* can undo: off */
  g_assert_cmpuint (undo_notes, ==, 2);
  g_assert_cmpuint (redo_notes, ==, 1);
  g_assert_true (cf_case_log_editor_redo (editor)); /* can undo: on */
  g_assert_cmpuint (undo_notes, ==, 3);
  g_assert_cmpuint (redo_notes, ==, 1);
  g_assert_true (cf_case_log_editor_redo (editor)); /* can redo: off */
  g_assert_cmpuint (undo_notes, ==, 3);
  g_assert_cmpuint (redo_notes, ==, 2);

  /* A change behind the editor's back: the history no longer fits. */
  cf_case_log_remove_event (log, 0);
  g_assert_false (cf_case_log_editor_get_can_undo (editor));
  g_assert_cmpuint (undo_notes, ==, 4);
  g_assert_cmpuint (g_list_model_get_n_items (cf_case_log_editor_get_entries (editor)), ==, 1);
}

typedef struct
{
  gboolean done;
  gboolean ok;
  GError  *error;
} AsyncResult;

static void
on_edited (GObject *source, GAsyncResult *result, gpointer data)
{
  AsyncResult *out = data;

  out->ok = cf_case_log_editor_edit_finish (CF_CASE_LOG_EDITOR (source), result, &out->error);
  out->done = TRUE;
}

static void
wait_for (AsyncResult *result)
{
  while (!result->done)
    g_main_context_iteration (NULL, TRUE);
}

static void
test_async_equals_sync (void)
{
  g_autoptr(CfCaseLog) sync_log = new_log ();
  g_autoptr(CfCaseLog) async_log = new_log ();
  g_autoptr(CfCaseLogEditor) sync_editor = cf_case_log_editor_new (sync_log);
  g_autoptr(CfCaseLogEditor) async_editor = cf_case_log_editor_new (async_log);
  CfEvent events[4];
  guint   busy_notes = 0;

  g_signal_connect (async_editor, "notify::busy", G_CALLBACK (on_notify), &busy_notes);
  cf_event_init_suggestion (&events[0], 0, PEACOCK, REVOLVER, KITCHEN, CF_NOBODY, CF_NO_CARD);
  cf_event_init_reveal (&events[1], 1, KITCHEN); /* contradicts entry 1 */
  cf_event_init_reveal (&events[2], 2, 20);      /* fine */
  cf_event_init_reveal (&events[3], 1, 0);       /* contradicts my cards */
  for (guint i = 0; i < G_N_ELEMENTS (events); i++)
    {
      g_autoptr(GError) sync_error = NULL;
      AsyncResult      result = { 0 };
      gboolean         ok = cf_case_log_editor_add (sync_editor, &events[i], &sync_error);
      g_autofree char *sync_text = NULL;
      g_autofree char *async_text = NULL;

      cf_case_log_editor_add_async (async_editor, &events[i], NULL, on_edited, &result);
      g_assert_true (cf_case_log_editor_get_busy (async_editor));
      wait_for (&result);
      g_assert_false (cf_case_log_editor_get_busy (async_editor));
      g_assert_cmpint (result.ok, ==, ok);
      if (!ok)
        {
          g_assert_error (result.error, sync_error->domain, sync_error->code);
          g_assert_cmpstr (result.error->message, ==, sync_error->message);
        }
      g_clear_error (&result.error);
      sync_text = log_text (sync_log);
      async_text = log_text (async_log);
      g_assert_cmpstr (async_text, ==, sync_text);
      g_assert_cmpint (cf_case_log_editor_get_can_undo (async_editor), ==,
                       cf_case_log_editor_get_can_undo (sync_editor));
    }
  g_assert_cmpuint (busy_notes, ==, 2 * G_N_ELEMENTS (events));

  /* Replace and insert the same way. */
  {
    AsyncResult      result = { 0 };
    g_autofree char *sync_text = NULL;
    g_autofree char *async_text = NULL;

    g_assert_true (cf_case_log_editor_replace (sync_editor, 1, &events[0], NULL));
    cf_case_log_editor_replace_async (async_editor, 1, &events[0], NULL, on_edited, &result);
    wait_for (&result);
    g_assert_true (result.ok);
    result.done = FALSE;
    g_assert_true (cf_case_log_editor_insert (sync_editor, 0, &events[2], NULL));
    cf_case_log_editor_insert_async (async_editor, 0, &events[2], NULL, on_edited, &result);
    wait_for (&result);
    g_assert_true (result.ok);
    sync_text = log_text (sync_log);
    async_text = log_text (async_log);
    g_assert_cmpstr (async_text, ==, sync_text);
  }
}

static void
test_cancelled_async (void)
{
  g_autoptr(CfCaseLog) log = new_log ();
  g_autoptr(CfCaseLogEditor) editor = cf_case_log_editor_new (log);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  AsyncResult result = { 0 };
  guint       undo_notes = 0, items = 0;
  CfEvent     event;

  g_signal_connect (editor, "notify::can-undo", G_CALLBACK (on_notify), &undo_notes);
  g_signal_connect_swapped (cf_case_log_editor_get_entries (editor), "items-changed",
                            G_CALLBACK (count_items_changed), &items);
  cf_event_init_reveal (&event, 2, 20);
  cf_case_log_editor_add_async (editor, &event, cancellable, on_edited, &result);
  g_cancellable_cancel (cancellable);
  wait_for (&result);
  g_assert_false (result.ok);
  g_assert_error (result.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&result.error);
  g_assert_cmpuint (cf_case_log_get_n_events (log), ==, 0);
  g_assert_false (cf_case_log_editor_get_can_undo (editor));
  g_assert_cmpuint (undo_notes, ==, 0);
  g_assert_cmpuint (items, ==, 0);

  /* A change made while a check runs: the checked one is not made on top. */
  result.done = FALSE;
  cf_case_log_editor_add_async (editor, &event, NULL, on_edited, &result);
  g_assert_true (cf_case_log_editor_add (editor, &event, NULL));
  wait_for (&result);
  g_assert_false (result.ok);
  g_clear_error (&result.error);
  g_assert_cmpuint (cf_case_log_get_n_events (log), ==, 1);
}

static void
test_words (void)
{
  /* The CLI says "Entry N: " and the same sentence as the notebook. */
  g_autoptr(CfCaseLog) log = new_log ();
  g_autoptr(CfDeduction) deduction = NULL;
  g_autofree char *sentence = NULL;
  g_autofree char *entry = NULL;
  CfEvent          event;

  cf_event_init_suggestion (&event, 0, PEACOCK, REVOLVER, KITCHEN, 1, KITCHEN);
  g_assert_true (cf_case_log_append_event (log, &event, NULL));
  sentence = cf_event_describe (cf_case_log_get_event (log, 0), log);
  g_assert_cmpstr (sentence, ==,
                   "Ann suggested Mrs. Peacock, Revolver, Kitchen; Bea showed Kitchen");
  deduction = cf_deduction_new (log, NULL, NULL);
  entry = cf_deduction_describe_event (deduction, 0);
  g_assert_cmpstr (entry, ==,
                   "Entry 1: Ann suggested Mrs. Peacock, Revolver, Kitchen; Bea showed Kitchen");
  {
    g_autofree char *passed = NULL;
    cf_event_init_suggestion (&event, 1, PEACOCK, REVOLVER, KITCHEN, 0, CF_NO_CARD);
    passed = cf_event_describe_passed (&event, log);
    g_assert_cmpstr (passed, ==, "Passed: Cal");
  }
}

/* Discover the Secrets: 24 cards; suspects 0–5, weapons 6–14, rooms 15–23.
 * Ann (me), Bea, Cal, Dan: 21 cards dealt evenly, five each, one card face
 * down in the pool. I hold two suspects, two weapons and a room. */
static CfCaseLog *
new_dts_log (void)
{
  g_autoptr(CfEdition) edition = cf_edition_lookup_builtin ("discover-the-secrets");
  const char *names[4] = { "Ann", "Bea", "Cal", "Dan" };
  guint       sizes[4];
  guint       set_aside;
  int         mine[5] = { 0, 1, 6, 7, 15 };

  g_assert_nonnull (edition);
  g_assert_true (cf_deal_hand_sizes (edition, 4, NULL, sizes, &set_aside, NULL));
  return cf_case_log_new (edition, 4, names, sizes, set_aside, 0, mine, NULL);
}

static void
test_hand_laid_face_up (void)
{
  /* A player laying a whole hand face up is one change of five reveals:
   * one list update, the hand certain, one undo takes it all back. */
  g_autoptr(CfCaseLog) log = new_dts_log ();
  g_autoptr(CfCaseLogEditor) editor = cf_case_log_editor_new (log);
  g_autofree char *empty = log_text (log);
  const int        hand[5] = { 2, 3, 8, 9, 16 };
  CfEvent          events[5];
  ItemsChanged     seen = { 0 };

  g_assert_cmpuint (cf_case_log_get_set_aside (log), ==, 1);
  for (guint i = 0; i < 5; i++)
    cf_event_init_reveal (&events[i], 1, hand[i]);
  g_signal_connect (cf_case_log_editor_get_entries (editor), "items-changed",
                    G_CALLBACK (on_items_changed), &seen);
  g_assert_true (cf_case_log_editor_add_events (editor, events, 5, NULL));
  g_assert_cmpuint (cf_case_log_get_n_events (log), ==, 5);
  g_assert_cmpuint (seen.times, ==, 1);
  g_assert_cmpuint (seen.added, ==, 5);
  g_assert_cmpstr (cf_case_log_entry_get_description (entry_at (editor, 4)), ==,
                   "Bea was seen to hold Patio");
  {
    g_autoptr(CfDeduction) deduction = cf_deduction_new (log, NULL, NULL);

    /* Her five cards are hers; nothing else can be. */
    for (guint card = 0; card < 24; card++)
      {
        gboolean in_hand = FALSE;

        for (guint i = 0; i < 5; i++)
          in_hand = in_hand || hand[i] == (int)card;
        g_assert_cmpint (cf_deduction_get_status (deduction, card, 1), ==,
                         in_hand ? CF_CELL_YES : CF_CELL_NO);
      }
  }

  /* One undo takes the whole hand away, one redo brings it back. */
  g_assert_true (cf_case_log_editor_undo (editor));
  {
    g_autofree char *now = log_text (log);
    g_assert_cmpstr (now, ==, empty);
  }
  g_assert_false (cf_case_log_editor_get_can_undo (editor));
  g_assert_true (cf_case_log_editor_redo (editor));
  g_assert_cmpuint (cf_case_log_get_n_events (log), ==, 5);
  g_assert_cmpuint (g_list_model_get_n_items (cf_case_log_editor_get_entries (editor)), ==, 5);

  /* Each card stays an entry of its own. */
  cf_case_log_editor_remove (editor, 2);
  g_assert_cmpuint (cf_case_log_get_n_events (log), ==, 4);
  g_assert_cmpint (cf_case_log_get_event (log, 2)->cards[0], ==, 9);
  g_assert_true (cf_case_log_editor_undo (editor));
  g_assert_cmpuint (cf_case_log_get_n_events (log), ==, 5);
}

static void
test_hand_refused_as_a_whole (void)
{
  /* A hand with one card that cannot be hers goes in not at all. */
  g_autoptr(CfCaseLog) log = new_dts_log ();
  g_autoptr(CfCaseLogEditor) editor = cf_case_log_editor_new (log);
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL;
  CfEvent          events[3];
  CfEvent          cal;

  /* Entry 1: Cal was seen to hold the Spa (17). */
  cf_event_init_reveal (&cal, 2, 17);
  g_assert_true (cf_case_log_editor_add (editor, &cal, NULL));
  before = log_text (log);

  cf_event_init_reveal (&events[0], 1, 2);
  cf_event_init_reveal (&events[1], 1, 17);
  cf_event_init_reveal (&events[2], 1, 3);
  g_assert_false (cf_case_log_editor_add_events (editor, events, 3, &error));
  g_assert_error (error, CF_ERROR, CF_ERROR_CONTRADICTION);
  g_assert_nonnull (strstr (error->message, "entry 1 (Cal was seen to hold Spa)"));
  {
    g_autofree char *after = log_text (log);
    g_assert_cmpstr (after, ==, before);
  }
  g_clear_error (&error);

  /* One of my own cards among them: refused, nothing changed. */
  cf_event_init_reveal (&events[1], 1, 15);
  g_assert_false (cf_case_log_editor_add_events (editor, events, 3, &error));
  g_assert_error (error, CF_ERROR, CF_ERROR_CONTRADICTION);
  g_assert_cmpuint (cf_case_log_get_n_events (log), ==, 1);
  g_clear_error (&error);

  /* Nothing at all is not an entry. */
  g_assert_false (cf_case_log_editor_add_events (editor, events, 0, &error));
  g_assert_error (error, CF_ERROR, CF_ERROR_INVALID);
  g_assert_cmpuint (cf_case_log_get_n_events (log), ==, 1);
}

static void
test_events_async (void)
{
  /* In a thread the same: a hand in place of an entry, before one, and
   * undone as one change. */
  g_autoptr(CfCaseLog) log = new_dts_log ();
  g_autoptr(CfCaseLogEditor) editor = cf_case_log_editor_new (log);
  AsyncResult result = { 0 };
  CfEvent     hand[2], other;

  cf_event_init_reveal (&other, 3, 20);
  g_assert_true (cf_case_log_editor_add (editor, &other, NULL));
  g_assert_true (cf_case_log_editor_add (editor, &other, NULL));
  cf_event_init_reveal (&hand[0], 2, 4);
  cf_event_init_reveal (&hand[1], 2, 5);

  /* Entry 1 replaced by two: Dan's reveal moves to entry 3. */
  cf_case_log_editor_replace_events_async (editor, 0, hand, 2, NULL, on_edited, &result);
  wait_for (&result);
  g_assert_true (result.ok);
  g_assert_cmpuint (cf_case_log_get_n_events (log), ==, 3);
  g_assert_cmpint (cf_case_log_get_event (log, 0)->cards[0], ==, 4);
  g_assert_cmpint (cf_case_log_get_event (log, 1)->cards[0], ==, 5);
  g_assert_cmpint (cf_case_log_get_event (log, 2)->player, ==, 3);
  g_assert_true (cf_case_log_editor_undo (editor));
  g_assert_cmpuint (cf_case_log_get_n_events (log), ==, 2);
  g_assert_cmpint (cf_case_log_get_event (log, 0)->player, ==, 3);

  /* Before entry 2. */
  result.done = FALSE;
  cf_case_log_editor_insert_events_async (editor, 1, hand, 2, NULL, on_edited, &result);
  wait_for (&result);
  g_assert_true (result.ok);
  g_assert_cmpuint (cf_case_log_get_n_events (log), ==, 4);
  g_assert_cmpint (cf_case_log_get_event (log, 1)->cards[0], ==, 4);
  g_assert_cmpint (cf_case_log_get_event (log, 3)->player, ==, 3);

  /* At the end; one that contradicts names the entry as the list shows it. */
  result.done = FALSE;
  cf_event_init_reveal (&hand[0], 1, 10);
  cf_event_init_reveal (&hand[1], 1, 4);
  cf_case_log_editor_add_events_async (editor, hand, 2, NULL, on_edited, &result);
  wait_for (&result);
  g_assert_false (result.ok);
  g_assert_error (result.error, CF_ERROR, CF_ERROR_CONTRADICTION);
  g_assert_nonnull (
      strstr (result.error->message, "entry 2 (Cal was seen to hold Eleanor Peacock)"));
  g_clear_error (&result.error);
  g_assert_cmpuint (cf_case_log_get_n_events (log), ==, 4);
}

static void
test_refusal_words (void)
{
  /* Who refused to show a card (a Keeper) is named apart from who passed. */
  g_autoptr(CfCaseLog) log = new_dts_log ();
  g_autofree char *sentence = NULL;
  g_autofree char *passed = NULL;
  CfEvent          event;

  /* Ann asks; Bea cannot, Cal refuses, Dan shows. */
  cf_event_init_suggestion (&event, 0, 2, 8, 16, 3, CF_NO_CARD);
  event.refused = 1u << 2;
  g_assert_true (cf_case_log_append_event (log, &event, NULL));
  passed = cf_event_describe_passed (&event, log);
  g_assert_cmpstr (passed, ==, "Passed: Bea. Refused to show a card: Cal");
  g_clear_pointer (&passed, g_free);

  /* Nobody showed: not "nobody could", since Bea would not. */
  cf_event_init_suggestion (&event, 0, 2, 8, 16, CF_NOBODY, CF_NO_CARD);
  event.refused = 1u << 1;
  sentence = cf_event_describe (&event, log);
  g_assert_cmpstr (sentence, ==,
                   "Ann started a rumor: Diane White, Candlestick, Patio; nobody showed a card");
  passed = cf_event_describe_passed (&event, log);
  g_assert_cmpstr (passed, ==, "Refused to show a card: Bea");
  g_clear_pointer (&sentence, g_free);
  /* The cards dealt to nobody are the pool's. */
  cf_event_init_reveal (&event, CF_SET_ASIDE, 23);
  sentence = cf_event_describe (&event, log);
  g_assert_cmpstr (sentence, ==, "Dining Room was seen in the pool");
  g_clear_pointer (&sentence, g_free);
  cf_event_init_suggestion (&event, 0, 2, 8, 16, CF_NOBODY, CF_NO_CARD);
  sentence = cf_event_describe (&event, log);
  g_assert_cmpstr (sentence, ==,
                   "Ann started a rumor: Diane White, Candlestick, Patio; nobody could refute");
}

static void
test_deal_to_the_pool (void)
{
  /* Discover the Secrets deals 21 cards evenly; the rest lie in the pool. */
  g_autoptr(CfEdition) dts = cf_edition_lookup_builtin ("discover-the-secrets");
  const guint each[7] = { 0, 0, 10, 7, 5, 4, 3 };
  const guint pool[7] = { 0, 0, 1, 0, 1, 1, 3 };
  guint       sizes[8];
  guint       set_aside;

  for (guint n = 2; n <= 6; n++)
    {
      g_assert_true (cf_deal_hand_sizes (dts, n, NULL, sizes, &set_aside, NULL));
      for (guint i = 0; i < n; i++)
        g_assert_cmpuint (sizes[i], ==, each[n]);
      g_assert_cmpuint (set_aside, ==, pool[n]);
    }
}

static void
test_deal_and_card_ids (void)
{
  g_autoptr(CfEdition) classic = cf_edition_lookup_builtin ("classic");
  g_auto(GStrv) ids = cf_card_ids_from_list ("Mrs. Orchid,  Colonel  Mustard , ,Rope");
  guint sizes[8];
  guint set_aside;

  {
    g_autofree char *id = cf_card_id_from_name ("Mrs. Orchid");
    g_assert_cmpstr (id, ==, "mrs-orchid");
  }
  g_assert_cmpuint (g_strv_length (ids), ==, 3);
  g_assert_cmpstr (ids[1], ==, "colonel-mustard");

  /* 18 cards among four: 5, 5, 4, 4. */
  g_assert_true (cf_deal_hand_sizes (classic, 4, NULL, sizes, &set_aside, NULL));
  g_assert_cmpuint (sizes[0], ==, 5);
  g_assert_cmpuint (sizes[3], ==, 4);
  g_assert_cmpuint (set_aside, ==, 0);
  /* As dealt: the rest set aside. */
  g_assert_true (cf_deal_hand_sizes (classic, 3, "5; 5 5", sizes, &set_aside, NULL));
  g_assert_cmpuint (sizes[2], ==, 5);
  g_assert_cmpuint (set_aside, ==, 3);
  {
    g_autoptr(GError) error = NULL;
    g_assert_false (cf_deal_hand_sizes (classic, 3, "9, 9", sizes, &set_aside, &error));
    g_assert_error (error, CF_ERROR, CF_ERROR_INVALID);
    g_assert_cmpstr (
        error->message, ==,
        "Give one hand size for each player (players: 3), adding up to at most 18 cards.");
  }
  g_assert_false (cf_deal_hand_sizes (classic, 3, "6, 6, 6, 0", sizes, &set_aside, NULL));
  g_assert_false (cf_deal_hand_sizes (classic, 3, "6, six, 6", sizes, &set_aside, NULL));
}

int
main (int argc, char *argv[])
{
  cf_init_i18n ();
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/casefile/case-log-editor/edits-and-entries", test_edits_and_entries);
  g_test_add_func ("/casefile/case-log-editor/refused-changes-nothing",
                   test_refused_changes_nothing);
  g_test_add_func ("/casefile/case-log-editor/undo-redo", test_undo_redo);
  g_test_add_func ("/casefile/case-log-editor/history-notifies", test_history_notifies);
  g_test_add_func ("/casefile/case-log-editor/async-equals-sync", test_async_equals_sync);
  g_test_add_func ("/casefile/case-log-editor/cancelled-async", test_cancelled_async);
  g_test_add_func ("/casefile/case-log-editor/words", test_words);
  g_test_add_func ("/casefile/case-log-editor/deal-and-card-ids", test_deal_and_card_ids);
  g_test_add_func ("/casefile/case-log-editor/hand-laid-face-up", test_hand_laid_face_up);
  g_test_add_func ("/casefile/case-log-editor/hand-refused-as-a-whole",
                   test_hand_refused_as_a_whole);
  g_test_add_func ("/casefile/case-log-editor/events-async", test_events_async);
  g_test_add_func ("/casefile/case-log-editor/refusal-words", test_refusal_words);
  g_test_add_func ("/casefile/case-log-editor/deal-to-the-pool", test_deal_to_the_pool);

  return g_test_run ();
}
