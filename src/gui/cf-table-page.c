/* cf-table-page.c: the notebook for a game on a physical board
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "cf-notebook-view.h"
#include "cf-table-page.h"

/*
 * Two pages. The set-up: the edition, the players' names clockwise, which
 * one is me, and my cards; it makes a CfCaseLog. The notebook: the grid
 * (CfNotebookView, filled in by the exact deduction) beside a form to enter
 * what happens at the table, and the list of entries. An entry that no deal
 * agrees with is refused, naming the entry it conflicts with, and the log
 * stays as it was. The log is saved after every change.
 */

#define N_SEATS CF_GAME_MAX_SEATS

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
  CfEvent    event; /* added, removed, or the new one */
  CfEvent    old;   /* replaced */
} Change;

/* What the form enters */
enum
{
  KIND_SUGGESTION,
  KIND_WRONG_ACCUSATION,
  KIND_RIGHT_ACCUSATION,
  KIND_FACE_UP
};

struct _CfTablePage
{
  GtkWidget parent_instance;

  CfCaseLog  *log;
  GFile      *autosave;
  GListModel *editions;

  GtkWidget *stack;

  /* Set-up */
  AdwComboRow    *edition_row;
  AdwEntryRow    *name_rows[N_SEATS];
  GtkCheckButton *me_checks[N_SEATS];
  AdwEntryRow    *sizes_row;
  AdwEntryRow    *custom_rows[CF_N_CATEGORIES];
  GSettings      *settings;
  GtkFlowBox     *cards_box;
  GtkLabel       *setup_error;

  /* Notebook */
  CfNotebookView *grid;
  GtkLabel       *summary;
  GtkDropDown    *kind; /* KIND_* */
  GtkDropDown    *suggester;
  GtkDropDown    *face_up; /* any card, for KIND_FACE_UP */
  GtkWidget      *face_up_row;
  GtkWidget      *named_rows[3];
  GtkWidget      *refuter_row;
  GtkWidget      *seen_row;
  GtkDropDown    *named[3];
  GtkDropDown    *refuter;
  int             refuter_players[N_SEATS]; /* who each refuter item after "Nobody" is */
  guint           n_refuters;
  GtkDropDown    *seen;
  GtkLabel       *entry_error;
  GtkListBox     *entries;
  int             selected; /* the entry being edited, or -1 */
  GtkWidget      *edit_box;
  GtkWidget      *replace_button;
  GtkWidget      *insert_button;
  GArray         *undo; /* Change */
  GArray         *redo;
  GtkDropDown    *advice_room;
  GtkListBox     *advice;
  GCancellable   *advice_cancellable;
};

G_DEFINE_FINAL_TYPE (CfTablePage, cf_table_page, GTK_TYPE_WIDGET)

static void select_entry (CfTablePage *self, int index);
static void record_change (
    CfTablePage *self, ChangeKind kind, guint index, const CfEvent *event, const CfEvent *old);

/* ---------------------------------------------------------------- set-up */

/* "Mrs. Orchid" → "mrs-orchid": case logs name cards by such ids. */
static char *
card_id (const char *name)
{
  GString *id = g_string_new (NULL);

  for (const char *p = name; *p; p++)
    {
      if (g_ascii_isalnum (*p))
        g_string_append_c (id, g_ascii_tolower (*p));
      else if ((*p == ' ' || *p == '-' || *p == '_') && id->len > 0 && id->str[id->len - 1] != '-')
        g_string_append_c (id, '-');
    }
  while (id->len > 0 && id->str[id->len - 1] == '-')
    g_string_truncate (id, id->len - 1);
  return g_string_free (id, FALSE);
}

static GStrv
custom_cards (CfTablePage *self, CfCategory category)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->custom_rows[category]));
  g_auto(GStrv) parts = g_strsplit (text, ",", -1);
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  for (guint i = 0; parts[i] != NULL; i++)
    {
      g_autofree char *id = card_id (parts[i]);
      if (*id != '\0')
        g_strv_builder_add (builder, id);
    }
  return g_strv_builder_end (builder);
}

/* The last item of the edition list is a card set of one's own. */
static gboolean
custom_chosen (CfTablePage *self)
{
  return adw_combo_row_get_selected (self->edition_row) ==
         g_list_model_get_n_items (self->editions);
}

static CfEdition *
chosen_edition_full (CfTablePage *self, GError **error)
{
  guint i = adw_combo_row_get_selected (self->edition_row);

  if (custom_chosen (self))
    {
      g_auto(GStrv) suspects = custom_cards (self, CF_CATEGORY_SUSPECT);
      g_auto(GStrv) weapons = custom_cards (self, CF_CATEGORY_WEAPON);
      g_auto(GStrv) rooms = custom_cards (self, CF_CATEGORY_ROOM);

      return cf_edition_new_custom ("custom", (const char *const *)suspects,
                                    (const char *const *)weapons, (const char *const *)rooms,
                                    error);
    }
  return i < g_list_model_get_n_items (self->editions) ? g_list_model_get_item (self->editions, i)
                                                       : NULL;
}

static CfEdition *
chosen_edition (CfTablePage *self)
{
  return chosen_edition_full (self, NULL);
}

static void
fill_cards (CfTablePage *self)
{
  g_autoptr(CfEdition) edition = chosen_edition (self);
  GtkWidget *child;

  for (CfCategory c = 0; c < CF_N_CATEGORIES; c++)
    if (self->custom_rows[c] != NULL)
      gtk_widget_set_visible (GTK_WIDGET (self->custom_rows[c]), custom_chosen (self));

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->cards_box))))
    gtk_flow_box_remove (self->cards_box, child);
  if (edition == NULL)
    return;
  for (guint card = 0; card < cf_edition_get_n_cards (edition); card++)
    {
      GtkWidget *toggle =
          gtk_toggle_button_new_with_label (cf_edition_get_card_name (edition, card));
      g_object_set_data (G_OBJECT (toggle), "card", GUINT_TO_POINTER (card));
      gtk_flow_box_append (self->cards_box, toggle);
    }
}

static void
start_notebook (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  CfTablePage *self = CF_TABLE_PAGE (widget);
  g_autoptr(GError) error = NULL;
  g_autoptr(CfEdition) edition = chosen_edition_full (self, &error);
  g_autoptr(CfCaseLog) log = NULL;
  g_autoptr(GArray) mine = g_array_new (FALSE, FALSE, sizeof (int));
  const char *names[N_SEATS];
  guint       sizes[N_SEATS];
  guint       n = 0, n_cards, set_aside = 0;
  int         me = -1;

  for (guint i = 0; i < N_SEATS; i++)
    {
      const char *name = gtk_editable_get_text (GTK_EDITABLE (self->name_rows[i]));
      if (*name == '\0')
        continue;
      if (gtk_check_button_get_active (self->me_checks[i]))
        me = n;
      names[n++] = name;
    }
  if (edition == NULL && error != NULL)
    {
      /* Translators: %s says what is wrong with the card set typed in */
      g_autofree char *text = g_strdup_printf (_("Your card set: %s"), error->message);
      gtk_label_set_label (self->setup_error, text);
      return;
    }
  g_clear_error (&error);
  if (edition == NULL || n < 3)
    {
      gtk_label_set_label (self->setup_error,
                           _("Name at least three players, in clockwise order."));
      return;
    }
  if (me < 0)
    {
      gtk_label_set_label (self->setup_error, _("Mark which player you are."));
      return;
    }

  /* Hands as the cards are dealt: evenly, the rest to the first players,
   * or set aside where the edition says so. */
  n_cards = cf_edition_get_n_cards (edition) - 3;
  for (guint i = 0; i < n; i++)
    sizes[i] = n_cards / n;
  if (cf_edition_get_rule_flag (edition, "set_aside_leftovers"))
    set_aside = n_cards % n;
  else
    for (guint i = 0; i < n_cards % n; i++)
      sizes[i]++;

  /* Or as the table dealt them: sizes in the players' order; the cards
   * left over are set aside (a pool). */
  {
    const char *text = gtk_editable_get_text (GTK_EDITABLE (self->sizes_row));
    g_auto(GStrv) parts = g_strsplit_set (text, ",; ", -1);
    guint count = 0, total = 0;

    for (guint i = 0; parts[i] != NULL; i++)
      {
        guint64 value;
        if (*parts[i] == '\0')
          continue;
        if (count >= n || !g_ascii_string_to_unsigned (parts[i], 10, 0, n_cards, &value, NULL))
          {
            count = G_MAXUINT;
            break;
          }
        sizes[count++] = value;
        total += value;
      }
    if (count != 0 && (count != n || total > n_cards))
      {
        g_autofree char *message = g_strdup_printf (
            g_dngettext (GETTEXT_PACKAGE,
                         "Give one hand size per player (%u), adding up to at most %u cards.",
                         "Give one hand size per player (%u), adding up to at most %u cards.", n),
            n, n_cards);
        gtk_label_set_label (self->setup_error, message);
        return;
      }
    if (count == n)
      set_aside = n_cards - total;
  }

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->cards_box)); child;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *toggle = gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (child));
      if (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (toggle)))
        {
          int card = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (toggle), "card"));
          g_array_append_val (mine, card);
        }
    }
  if (mine->len != sizes[me])
    {
      g_autofree char *text = g_strdup_printf (
          g_dngettext (GETTEXT_PACKAGE, "Pick your %u card.", "Pick your %u cards.", sizes[me]),
          sizes[me]);
      gtk_label_set_label (self->setup_error, text);
      return;
    }

  if (!(log = cf_case_log_new (edition, n, names, sizes, set_aside, me, (const int *)mine->data,
                               &error)))
    {
      gtk_label_set_label (self->setup_error, error->message);
      return;
    }
  {
    g_autoptr(CfDeduction) deduction = cf_deduction_new (log, NULL, NULL);
    if (deduction == NULL || !cf_deduction_is_consistent (deduction))
      {
        gtk_label_set_label (self->setup_error, _("No deal agrees with these cards: one card of "
                                                   "each kind must be left for the envelope."));
        return;
      }
  }
  gtk_label_set_label (self->setup_error, "");
  if (custom_chosen (self) && self->settings != NULL)
    for (CfCategory c = 0; c < CF_N_CATEGORIES; c++)
      {
        static const char *keys[] = { "custom-suspects", "custom-weapons", "custom-rooms" };
        g_settings_set_string (self->settings, keys[c],
                               gtk_editable_get_text (GTK_EDITABLE (self->custom_rows[c])));
      }
  cf_table_page_set_case_log (self, log);
}

static void
new_notebook (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  CfTablePage *self = CF_TABLE_PAGE (widget);

  gtk_stack_set_visible_child_name (GTK_STACK (self->stack), "setup");
}

/* ---------------------------------------------------------------- entries */

static void
save (CfTablePage *self)
{
  g_autoptr(GError) error = NULL;

  if (self->autosave == NULL || self->log == NULL)
    return;
  {
    g_autoptr(GFile) parent = g_file_get_parent (self->autosave);
    g_file_make_directory_with_parents (parent, NULL, NULL);
  }
  if (!cf_case_log_save (self->log, self->autosave, &error))
    g_warning ("Could not save the notebook: %s", error->message);
}

static char *
describe (CfTablePage *self, const CfEvent *event)
{
  CfEdition  *edition = cf_case_log_get_edition (self->log);
  const char *who = event->player >= 0 ? cf_case_log_get_player_name (self->log, event->player)
                                       : _("The set-aside pile");

  switch (event->type)
    {
    case CF_EVENT_SUGGESTION:
      {
        g_autofree char *asked =
            g_strdup_printf ("%s, %s, %s", cf_edition_get_card_name (edition, event->cards[0]),
                             cf_edition_get_card_name (edition, event->cards[1]),
                             cf_edition_get_card_name (edition, event->cards[2]));
        guint n = cf_case_log_get_n_players (self->log);
        guint stop = event->refuter >= 0 ? (guint)event->refuter : (guint)event->player;
        g_autoptr(GString) passed = g_string_new (NULL);
        g_autofree char *line = NULL;

        /* Those who passed are implied by who showed: say so. */
        for (guint p = (event->player + 1) % n; p != stop; p = (p + 1) % n)
          {
            if (passed->len > 0)
              g_string_append (passed, _(", "));
            g_string_append (passed, cf_case_log_get_player_name (self->log, p));
          }

        if (event->refuter < 0)
          line = g_strdup_printf (_("%s asked %s; nobody could show a card"), who, asked);
        else if (event->shown >= 0)
          line = g_strdup_printf (_("%s asked %s; %s showed %s"), who, asked,
                                  cf_case_log_get_player_name (self->log, event->refuter),
                                  cf_edition_get_card_name (edition, event->shown));
        else
          line = g_strdup_printf (_("%s asked %s; %s showed a card"), who, asked,
                                  cf_case_log_get_player_name (self->log, event->refuter));
        if (passed->len == 0 || event->refuter < 0)
          return g_steal_pointer (&line);
        /* Translators: an entry, then the players who could not show a card */
        return g_strdup_printf (_("%s (passed: %s)"), line, passed->str);
      }
    case CF_EVENT_ACCUSATION:
      return g_strdup_printf (event->correct ? _("%s accused %s, %s, %s, and was right")
                                             : _("%s accused %s, %s, %s, and was wrong"),
                              who, cf_edition_get_card_name (edition, event->cards[0]),
                              cf_edition_get_card_name (edition, event->cards[1]),
                              cf_edition_get_card_name (edition, event->cards[2]));
    default:
      return g_strdup_printf (_("%s holds %s (seen face up)"), who,
                              cf_edition_get_card_name (edition, event->cards[0]));
    }
}

static void
on_remove_entry (GtkButton *button, CfTablePage *self)
{
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "entry"));

  /* Taking an entry away never makes the others contradict. */
  if (self->log != NULL && index < cf_case_log_get_n_events (self->log))
    {
      record_change (self, CHANGE_REMOVE, index, cf_case_log_get_event (self->log, index), NULL);
      cf_case_log_remove_event (self->log, index);
    }
}

static void
on_entry_activated (GtkListBox *list, GtkListBoxRow *row, CfTablePage *self)
{
  GtkWidget *child = gtk_list_box_row_get_child (row);

  /* Activating an entry puts it in the form, to replace it or to insert
   * another before it. */
  select_entry (self, GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (child), "entry")));
}

static void
fill_entries (CfTablePage *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->entries))))
    gtk_list_box_remove (self->entries, child);
  if (self->log == NULL)
    return;
  for (guint i = cf_case_log_get_n_events (self->log); i-- > 0;)
    {
      g_autofree char *text = describe (self, cf_case_log_get_event (self->log, i));
      g_autofree char *line = g_strdup_printf ("%u. %s", i + 1, text);
      g_autofree char *remove_label = g_strdup_printf (_("Remove entry %u"), i + 1);
      GtkWidget       *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
      GtkWidget       *label = gtk_label_new (line);
      GtkWidget       *remove = gtk_button_new_from_icon_name ("user-trash-symbolic");

      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_widget_set_hexpand (label, TRUE);
      gtk_widget_add_css_class (remove, "flat");
      gtk_widget_set_valign (remove, GTK_ALIGN_CENTER);
      gtk_widget_set_tooltip_text (remove, remove_label);
      gtk_accessible_update_property (GTK_ACCESSIBLE (remove), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      remove_label, -1);
      g_object_set_data (G_OBJECT (remove), "entry", GUINT_TO_POINTER (i));
      g_object_set_data (G_OBJECT (row), "entry", GUINT_TO_POINTER (i));
      g_signal_connect (remove, "clicked", G_CALLBACK (on_remove_entry), self);
      gtk_box_append (GTK_BOX (row), label);
      gtk_box_append (GTK_BOX (row), remove);
      gtk_widget_set_margin_start (row, 6);
      gtk_widget_set_margin_end (row, 6);
      gtk_widget_set_margin_top (row, 4);
      gtk_widget_set_margin_bottom (row, 4);
      gtk_list_box_append (self->entries, row);
    }
}

static void
on_events_changed (CfCaseLog *log, guint position, guint removed, guint added, CfTablePage *self)
{
  if (self->selected >= 0)
    select_entry (self, -1);
  fill_entries (self);
  save (self);
}

static void
update_undo_actions (CfTablePage *self)
{
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.undo", self->undo->len > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.redo", self->redo->len > 0);
}

static void
record_change (
    CfTablePage *self, ChangeKind kind, guint index, const CfEvent *event, const CfEvent *old)
{
  Change change = { kind, index, *event, old != NULL ? *old : *event };

  g_array_append_val (self->undo, change);
  g_array_set_size (self->redo, 0);
  update_undo_actions (self);
}

/* Applies @change backwards (undo) or forwards (redo). Removing never
 * contradicts; putting an entry back where it was restores a state that
 * was consistent before. */
static void
apply_change (CfTablePage *self, const Change *change, gboolean backwards)
{
  switch (change->kind)
    {
    case CHANGE_REPLACE:
      cf_case_log_replace_event (self->log, change->index,
                                 backwards ? &change->old : &change->event, NULL);
      break;
    case CHANGE_ADD:
    case CHANGE_REMOVE:
      if ((change->kind == CHANGE_ADD) != backwards)
        cf_case_log_insert_event (self->log, change->index, &change->event, NULL);
      else if (change->index < cf_case_log_get_n_events (self->log))
        cf_case_log_remove_event (self->log, change->index);
      break;
    }
}

static void
undo_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  CfTablePage *self = CF_TABLE_PAGE (widget);
  Change       change;

  if (self->log == NULL || self->undo->len == 0)
    return;
  change = g_array_index (self->undo, Change, self->undo->len - 1);
  g_array_set_size (self->undo, self->undo->len - 1);
  apply_change (self, &change, TRUE);
  g_array_append_val (self->redo, change);
  update_undo_actions (self);
}

static void
redo_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  CfTablePage *self = CF_TABLE_PAGE (widget);
  Change       change;

  if (self->log == NULL || self->redo->len == 0)
    return;
  change = g_array_index (self->redo, Change, self->redo->len - 1);
  g_array_set_size (self->redo, self->redo->len - 1);
  apply_change (self, &change, FALSE);
  g_array_append_val (self->undo, change);
  update_undo_actions (self);
}

/* The seat of the refuter list's item @position (0 is nobody). */
static int
refuter_at (CfTablePage *self, guint position)
{
  if (position == 0 || position > self->n_refuters)
    return CF_NOBODY;
  return self->refuter_players[position - 1];
}

/* Only what the kind of entry and the asker allow is offered: the card I
 * saw only on my own suggestion that somebody refuted. What no longer
 * applies goes back to its default, so no leftover value is entered. */
static void
update_form (CfTablePage *self)
{
  guint    kind = gtk_drop_down_get_selected (self->kind);
  int      asker = (int)gtk_drop_down_get_selected (self->suggester);
  gboolean seen_applies;

  for (guint c = 0; c < 3; c++)
    gtk_widget_set_visible (self->named_rows[c], kind != KIND_FACE_UP);
  gtk_widget_set_visible (self->refuter_row, kind == KIND_SUGGESTION);
  gtk_widget_set_visible (self->face_up_row, kind == KIND_FACE_UP);
  seen_applies = self->log != NULL && kind == KIND_SUGGESTION &&
                 asker == cf_case_log_get_me (self->log) &&
                 refuter_at (self, gtk_drop_down_get_selected (self->refuter)) != CF_NOBODY;
  if (!seen_applies)
    gtk_drop_down_set_selected (self->seen, 0);
  gtk_widget_set_visible (self->seen_row, seen_applies);
}

/* Who could have shown a card: anybody but the one who asked. */
static void
fill_refuters (CfTablePage *self)
{
  int asker = (int)gtk_drop_down_get_selected (self->suggester);
  int before = refuter_at (self, gtk_drop_down_get_selected (self->refuter));
  g_autoptr(GtkStringList) list = gtk_string_list_new (NULL);
  guint keep = 0;

  if (self->log == NULL)
    return;
  gtk_string_list_append (list, _("Nobody"));
  self->n_refuters = 0;
  for (guint i = 0; i < cf_case_log_get_n_players (self->log); i++)
    if ((int)i != asker)
      {
        gtk_string_list_append (list, cf_case_log_get_player_name (self->log, i));
        self->refuter_players[self->n_refuters++] = i;
        if ((int)i == before)
          keep = self->n_refuters;
      }
  gtk_drop_down_set_model (self->refuter, G_LIST_MODEL (list));
  gtk_drop_down_set_selected (self->refuter, keep);
  update_form (self);
}

static guint
refuter_position (CfTablePage *self, int player)
{
  for (guint i = 0; i < self->n_refuters; i++)
    if (self->refuter_players[i] == player)
      return i + 1;
  return 0;
}

static void
on_kind_changed (CfTablePage *self)
{
  /* A new kind of entry starts its fields afresh. */
  gtk_drop_down_set_selected (self->refuter, 0);
  gtk_drop_down_set_selected (self->seen, 0);
  update_form (self);
}

static void
read_form (CfTablePage *self, CfEvent *event)
{
  CfEdition *edition = cf_case_log_get_edition (self->log);
  int        cards[3], refuter, shown;
  guint      seen;

  for (CfCategory c = 0; c < CF_N_CATEGORIES; c++)
    cards[c] =
        cf_edition_get_first_card_of (edition, c) + gtk_drop_down_get_selected (self->named[c]);
  refuter = refuter_at (self, gtk_drop_down_get_selected (self->refuter));
  seen = gtk_widget_get_visible (self->seen_row) ? gtk_drop_down_get_selected (self->seen)
                                                 : 0; /* 0 is none */
  shown = seen == 0 || refuter < 0 ? CF_NO_CARD : cards[seen - 1];

  switch (gtk_drop_down_get_selected (self->kind))
    {
    case KIND_WRONG_ACCUSATION:
    case KIND_RIGHT_ACCUSATION:
      cf_event_init_accusation (event, gtk_drop_down_get_selected (self->suggester), cards[0],
                                cards[1], cards[2],
                                gtk_drop_down_get_selected (self->kind) == KIND_RIGHT_ACCUSATION);
      break;
    case KIND_FACE_UP:
      {
        guint who = gtk_drop_down_get_selected (self->suggester);
        cf_event_init_reveal (
            event, who >= cf_case_log_get_n_players (self->log) ? CF_SET_ASIDE : (int)who,
            gtk_drop_down_get_selected (self->face_up));
      }
      break;
    default:
      cf_event_init_suggestion (event, gtk_drop_down_get_selected (self->suggester), cards[0],
                                cards[1], cards[2], refuter, shown);
      break;
    }
}

/* Puts @event in the form, to edit it. */
static void
write_form (CfTablePage *self, const CfEvent *event)
{
  CfEdition *edition = cf_case_log_get_edition (self->log);
  int        by_category[3] = { -1, -1, -1 };

  if (event->type != CF_EVENT_REVEAL)
    for (guint i = 0; i < 3; i++)
      by_category[cf_edition_get_card_category (edition, event->cards[i])] = event->cards[i];
  gtk_drop_down_set_selected (self->kind,
                              event->type == CF_EVENT_SUGGESTION ? KIND_SUGGESTION
                              : event->type == CF_EVENT_ACCUSATION
                                  ? (event->correct ? KIND_RIGHT_ACCUSATION : KIND_WRONG_ACCUSATION)
                                  : KIND_FACE_UP);
  if (event->player >= 0)
    gtk_drop_down_set_selected (self->suggester, event->player);
  else if (event->player == CF_SET_ASIDE)
    gtk_drop_down_set_selected (self->suggester, cf_case_log_get_n_players (self->log));
  for (CfCategory c = 0; c < CF_N_CATEGORIES; c++)
    if (by_category[c] >= 0)
      gtk_drop_down_set_selected (self->named[c],
                                  by_category[c] - cf_edition_get_first_card_of (edition, c));
  if (event->type == CF_EVENT_REVEAL)
    gtk_drop_down_set_selected (self->face_up, event->cards[0]);
  gtk_drop_down_set_selected (self->refuter, event->type == CF_EVENT_SUGGESTION
                                                 ? refuter_position (self, event->refuter)
                                                 : 0);
  gtk_drop_down_set_selected (self->seen, 0);
  for (CfCategory c = 0; c < CF_N_CATEGORIES; c++)
    if (event->shown >= 0 && by_category[c] == event->shown)
      gtk_drop_down_set_selected (self->seen, 1 + c);
}

/* Tries @event as an addition (at the end, or before @index) or as the
 * replacement of entry @index, on a copy first: a malformed or contradicting
 * entry changes nothing and says why. */
static void
try_change (CfTablePage *self, ChangeKind kind, int index, CfEvent *event)
{
  if (event->type != CF_EVENT_REVEAL &&
      (event->player < 0 || (guint)event->player >= cf_case_log_get_n_players (self->log)))
    {
      gtk_label_set_label (self->entry_error, _("Only a player can suggest or accuse."));
      return;
    }
  g_autoptr(GError) error = NULL;
  g_autoptr(CfCaseLog) trial = cf_case_log_copy (self->log);
  g_autoptr(CfDeduction) deduction = NULL;
  guint    at = index >= 0 ? (guint)index : cf_case_log_get_n_events (self->log);
  gboolean ok;

  if (kind == CHANGE_REPLACE)
    ok = cf_case_log_replace_event (trial, at, event, &error);
  else
    ok = cf_case_log_insert_event (trial, at, event, &error);
  if (!ok || !(deduction = cf_deduction_new (trial, NULL, &error)))
    {
      gtk_label_set_label (self->entry_error, error->message);
      return;
    }
  if (!cf_deduction_is_consistent (deduction))
    {
      g_autofree char *text = NULL;
      int              culprit = -1;

      /* Which other entry is it at odds with? The first one whose removal
       * makes the new entry possible. */
      for (guint e = 0; e < cf_case_log_get_n_events (trial) && culprit < 0; e++)
        {
          g_autoptr(CfCaseLog) without = NULL;
          g_autoptr(CfDeduction) check = NULL;

          if (e == at)
            continue;
          without = cf_case_log_copy (trial);
          cf_case_log_remove_event (without, e);
          check = cf_deduction_new (without, NULL, NULL);
          if (check != NULL && cf_deduction_is_consistent (check))
            culprit = e;
        }
      /* Entries are numbered as the list shows them now. */
      if (culprit >= 0 && kind == CHANGE_ADD && (guint)culprit > at)
        culprit--;
      text = culprit >= 0
                 ? g_strdup_printf (_("This entry contradicts entry %d; nothing was changed."),
                                    culprit + 1)
                 : g_strdup (_("This entry contradicts your cards; nothing was changed."));
      gtk_label_set_label (self->entry_error, text);
      return;
    }

  gtk_label_set_label (self->entry_error, "");
  if (kind == CHANGE_REPLACE)
    {
      CfEvent old = *cf_case_log_get_event (self->log, at);
      record_change (self, CHANGE_REPLACE, at, event, &old);
      cf_case_log_replace_event (self->log, at, event, NULL);
    }
  else
    {
      record_change (self, CHANGE_ADD, at, event, NULL);
      cf_case_log_insert_event (self->log, at, event, NULL);
    }
}

static void
select_entry (CfTablePage *self, int index)
{
  g_autofree char *replace = NULL;
  g_autofree char *insert = NULL;

  self->selected = index;
  gtk_widget_set_visible (self->edit_box, index >= 0);
  if (index < 0)
    return;
  replace = g_strdup_printf (_("_Replace Entry %d"), index + 1);
  insert = g_strdup_printf (_("_Insert Before %d"), index + 1);
  gtk_button_set_label (GTK_BUTTON (self->replace_button), replace);
  gtk_button_set_label (GTK_BUTTON (self->insert_button), insert);
  write_form (self, cf_case_log_get_event (self->log, index));
}

static void
add_suggestion (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  CfTablePage *self = CF_TABLE_PAGE (widget);
  CfEvent      event;

  if (self->log == NULL)
    return;
  read_form (self, &event);
  try_change (self, CHANGE_ADD, -1, &event);
}

/* "table.replace" and "table.insert": the form's entry in place of, or
 * before, the selected one. */
static void
edit_selected (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  CfTablePage *self = CF_TABLE_PAGE (widget);
  CfEvent      event;

  if (self->log == NULL || self->selected < 0)
    return;
  read_form (self, &event);
  try_change (self, g_str_equal (action_name, "table.replace") ? CHANGE_REPLACE : CHANGE_ADD,
              self->selected, &event);
  select_entry (self, -1);
}

static void
cancel_edit (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  select_entry (CF_TABLE_PAGE (widget), -1);
}

static GtkWidget *
dropdown (const char *const *items)
{
  GtkWidget *widget = gtk_drop_down_new_from_strings (items);
  g_autoptr(GtkExpression) name =
      gtk_property_expression_new (GTK_TYPE_STRING_OBJECT, NULL, "string");

  gtk_widget_set_hexpand (widget, TRUE);
  /* Keyboard first: typing the start of a name finds it. */
  gtk_drop_down_set_expression (GTK_DROP_DOWN (widget), name);
  gtk_drop_down_set_enable_search (GTK_DROP_DOWN (widget), TRUE);
  return widget;
}

static void
fill_form (CfTablePage *self)
{
  CfEdition *edition = cf_case_log_get_edition (self->log);
  guint      n = cf_case_log_get_n_players (self->log);
  g_autoptr(GPtrArray) players = g_ptr_array_new ();
  static const char *seen_items[] = { NULL, NULL, NULL, NULL, NULL };

  for (guint i = 0; i < n; i++)
    g_ptr_array_add (players, (gpointer)cf_case_log_get_player_name (self->log, i));
  /* Cards seen face up may lie in the set-aside pile. */
  if (cf_case_log_get_set_aside (self->log) > 0)
    g_ptr_array_add (players, (gpointer)_("The set-aside pile"));
  g_ptr_array_add (players, NULL);

  {
    g_autoptr(GtkStringList) player_list =
        gtk_string_list_new ((const char *const *)players->pdata);
    gtk_drop_down_set_model (self->suggester, G_LIST_MODEL (player_list));
  }
  for (CfCategory c = 0; c < CF_N_CATEGORIES; c++)
    {
      g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
      guint first = cf_edition_get_first_card_of (edition, c);
      for (guint i = 0; i < cf_edition_get_n_cards_of (edition, c); i++)
        gtk_string_list_append (names, cf_edition_get_card_name (edition, first + i));
      gtk_drop_down_set_model (self->named[c], G_LIST_MODEL (names));
    }
  {
    g_autoptr(GtkStringList) rooms = gtk_string_list_new (NULL);
    guint first = cf_edition_get_first_card_of (edition, CF_CATEGORY_ROOM);
    /* Translators: advice over every room */
    gtk_string_list_append (rooms, _("Any room"));
    for (guint i = 0; i < cf_edition_get_n_cards_of (edition, CF_CATEGORY_ROOM); i++)
      gtk_string_list_append (rooms, cf_edition_get_card_name (edition, first + i));
    gtk_drop_down_set_model (self->advice_room, G_LIST_MODEL (rooms));
  }
  {
    g_autoptr(GtkStringList) all = gtk_string_list_new (NULL);
    for (guint i = 0; i < cf_edition_get_n_cards (edition); i++)
      gtk_string_list_append (all, cf_edition_get_card_name (edition, i));
    gtk_drop_down_set_model (self->face_up, G_LIST_MODEL (all));
  }
  seen_items[0] = _("Not seen");
  seen_items[1] = _("The suspect");
  seen_items[2] = _("The weapon");
  seen_items[3] = _("The room");
  {
    g_autoptr(GtkStringList) seen_list = gtk_string_list_new (seen_items);
    gtk_drop_down_set_model (self->seen, G_LIST_MODEL (seen_list));
  }
  gtk_drop_down_set_selected (self->suggester, MAX (cf_case_log_get_me (self->log), 0));
  fill_refuters (self);
}

/* The entries that prove an explained cell stand out in the list. */
static void
on_explained (CfNotebookView *grid, GArray *events, CfTablePage *self)
{
  guint n = self->log != NULL ? cf_case_log_get_n_events (self->log) : 0;

  for (guint i = 0; i < n; i++)
    {
      /* The list shows the newest entry first. */
      GtkListBoxRow *row = gtk_list_box_get_row_at_index (self->entries, n - 1 - i);
      gboolean       proves = FALSE;

      for (guint j = 0; j < events->len && !proves; j++)
        proves = g_array_index (events, guint, j) == i;
      if (row == NULL)
        continue;
      if (proves)
        gtk_widget_add_css_class (GTK_WIDGET (row), "proof");
      else
        gtk_widget_remove_css_class (GTK_WIDGET (row), "proof");
    }
}

static void
on_deduced (CfNotebookView *grid, CfTablePage *self)
{
  CfDeduction     *deduction = cf_notebook_view_get_deduction (grid);
  CfEdition       *edition;
  g_autofree char *text = NULL;

  if (deduction == NULL || self->log == NULL)
    return;
  edition = cf_case_log_get_edition (self->log);
  gtk_widget_remove_css_class (GTK_WIDGET (self->summary), "success");
  if (!cf_deduction_is_consistent (deduction))
    text = g_strdup (_("No deal agrees with these entries."));
  else if (cf_deduction_is_solved (deduction))
    {
      /* The banner: the whole answer is known. */
      text = g_strdup_printf (
          _("Solved: %s, %s, %s. You can accuse."),
          cf_edition_get_card_name (edition,
                                    cf_deduction_get_envelope (deduction, CF_CATEGORY_SUSPECT)),
          cf_edition_get_card_name (edition,
                                    cf_deduction_get_envelope (deduction, CF_CATEGORY_WEAPON)),
          cf_edition_get_card_name (edition,
                                    cf_deduction_get_envelope (deduction, CF_CATEGORY_ROOM)));
      gtk_widget_add_css_class (GTK_WIDGET (self->summary), "success");
    }
  else
    /* Translators: the number of deals is a decimal number of any size */
    text = g_strdup_printf (_("%s possible deals agree with what you entered."),
                            cf_deduction_get_deals (deduction));
  gtk_label_set_label (self->summary, text);
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

static void
on_advised (GObject *source, GAsyncResult *result, gpointer user_data)
{
  CfTablePage *self = CF_TABLE_PAGE (source);
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) ranking = g_task_propagate_pointer (G_TASK (result), &error);
  CfEdition *edition;
  GtkWidget *child;

  if (ranking == NULL)
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        gtk_label_set_label (self->entry_error, error->message);
      return;
    }
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->advice))))
    gtk_list_box_remove (self->advice, child);
  if (self->log == NULL)
    return;
  edition = cf_case_log_get_edition (self->log);
  for (guint i = 0; i < MIN (ranking->len, 5); i++)
    {
      const CfAdvice  *a = &g_array_index (ranking, CfAdvice, i);
      int              suspect = -1, weapon = -1, room = -1;
      g_autofree char *text = NULL;
      GtkWidget       *label;

      for (guint j = 0; j < 3; j++)
        if (cf_edition_get_card_category (edition, a->cards[j]) == CF_CATEGORY_SUSPECT)
          suspect = a->cards[j];
        else if (cf_edition_get_card_category (edition, a->cards[j]) == CF_CATEGORY_WEAPON)
          weapon = a->cards[j];
        else
          room = a->cards[j];
      if (gtk_drop_down_get_selected (self->advice_room) == 0)
        /* Translators: a suggestion to make in any room, and why */
        text = g_strdup_printf (
            _("%s with the %s in the %s: narrows the envelope by %.2f bits on average; nobody can "
               "refute it with a chance of %.0f%%"),
            cf_edition_get_card_name (edition, suspect), cf_edition_get_card_name (edition, weapon),
            cf_edition_get_card_name (edition, room), a->expected_bits, 100 * a->p_nobody);
      else
        /* Translators: a suggestion to make, and why: the expected narrowing
         * of the envelope in bits, and the chance that nobody can refute it */
        text = g_strdup_printf (_("%s with the %s: narrows the envelope by %.2f bits on average; "
                                   "nobody can refute it with a chance of %.0f%%"),
                                cf_edition_get_card_name (edition, suspect),
                                cf_edition_get_card_name (edition, weapon), a->expected_bits,
                                100 * a->p_nobody);
      label = gtk_label_new (text);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_widget_set_margin_start (label, 6);
      gtk_widget_set_margin_end (label, 6);
      gtk_widget_set_margin_top (label, 4);
      gtk_widget_set_margin_bottom (label, 4);
      gtk_list_box_append (self->advice, label);
    }
}

static void
advise_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  CfTablePage *self = CF_TABLE_PAGE (widget);
  g_autoptr(GTask) task = NULL;
  AdviceTask *input;

  if (self->log == NULL)
    return;
  g_cancellable_cancel (self->advice_cancellable);
  g_clear_object (&self->advice_cancellable);
  self->advice_cancellable = g_cancellable_new ();

  /* Weighing every suggestion takes a moment: off the main thread. */
  input = g_new0 (AdviceTask, 1);
  input->log = cf_case_log_copy (self->log);
  input->room = gtk_drop_down_get_selected (self->advice_room) == 0
                    ? -1
                    : (int)(cf_edition_get_first_card_of (cf_case_log_get_edition (self->log),
                                                          CF_CATEGORY_ROOM) +
                            gtk_drop_down_get_selected (self->advice_room) - 1);
  task = g_task_new (self, self->advice_cancellable, on_advised, NULL);
  g_task_set_task_data (task, input, advice_task_free);
  g_task_run_in_thread (task, advise_in_thread);
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

/**
 * cf_table_page_import_file:
 * @file: a case log (format 1)
 *
 * Opens @file as the notebook. A damaged file is reported with the place of
 * the problem, and the current notebook stays as it was.
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

static void
on_import_response (GtkNativeDialog *dialog, int response, CfTablePage *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      cf_table_page_import_file (self, file);
    }
  g_object_unref (dialog);
}

static void
on_export_response (GtkNativeDialog *dialog, int response, CfTablePage *self)
{
  if (response == GTK_RESPONSE_ACCEPT && self->log != NULL)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      g_autoptr(GError) error = NULL;
      if (!cf_case_log_save (self->log, file, &error))
        show_error (self, _("The Case Log Could Not Be Saved"), error->message);
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
  G_GNUC_END_IGNORE_DEPRECATIONS
  g_signal_connect (dialog, "response", G_CALLBACK (on_export_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

/* ---------------------------------------------------------------- object */

static void
cf_table_page_dispose (GObject *object)
{
  CfTablePage *self = CF_TABLE_PAGE (object);

  if (self->log != NULL)
    g_signal_handlers_disconnect_by_data (self->log, self);
  g_clear_object (&self->log);
  g_cancellable_cancel (self->advice_cancellable);
  g_clear_object (&self->advice_cancellable);
  g_clear_object (&self->autosave);
  g_clear_object (&self->settings);
  g_clear_object (&self->editions);
  g_clear_pointer (&self->undo, g_array_unref);
  g_clear_pointer (&self->redo, g_array_unref);
  g_clear_pointer (&self->stack, gtk_widget_unparent);

  G_OBJECT_CLASS (cf_table_page_parent_class)->dispose (object);
}

static void
cf_table_page_class_init (CfTablePageClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cf_table_page_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);

  gtk_widget_class_install_action (widget_class, "table.start", NULL, start_notebook);
  gtk_widget_class_install_action (widget_class, "table.new", NULL, new_notebook);
  gtk_widget_class_install_action (widget_class, "table.add-suggestion", NULL, add_suggestion);
  gtk_widget_class_install_action (widget_class, "table.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "table.redo", NULL, redo_action);
  gtk_widget_class_install_action (widget_class, "table.replace", NULL, edit_selected);
  gtk_widget_class_install_action (widget_class, "table.insert", NULL, edit_selected);
  gtk_widget_class_install_action (widget_class, "table.cancel-edit", NULL, cancel_edit);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "table.cancel-edit", NULL);
  gtk_widget_class_install_action (widget_class, "table.advise", NULL, advise_action);
  gtk_widget_class_install_action (widget_class, "table.import", NULL, import_action);
  gtk_widget_class_install_action (widget_class, "table.export", NULL, export_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_o, GDK_CONTROL_MASK, "table.import",
                                       NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK, "table.export",
                                       NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, GDK_CONTROL_MASK,
                                       "table.add-suggestion", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK, "table.undo",
                                       NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "table.redo", NULL);
}

static GtkWidget *
form_row (const char *label, GtkWidget *widget)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *text = gtk_label_new_with_mnemonic (label);

  gtk_label_set_xalign (GTK_LABEL (text), 0);
  gtk_widget_set_size_request (text, 110, -1);
  gtk_label_set_mnemonic_widget (GTK_LABEL (text), widget);
  gtk_box_append (GTK_BOX (box), text);
  gtk_box_append (GTK_BOX (box), widget);
  return box;
}

static void
build_setup (CfTablePage *self)
{
  GtkWidget *page = adw_preferences_page_new ();
  GtkWidget *group, *button, *cards_group;
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  GtkCheckButton *first = NULL;

  group = adw_preferences_group_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Notebook for a Table Game"));
  adw_preferences_group_set_description (
      ADW_PREFERENCES_GROUP (group),
      _("Keep Casefile beside a board on the table: enter what happens, and the notebook works "
         "out exactly what follows."));
  self->edition_row = ADW_COMBO_ROW (adw_combo_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->edition_row), _("Edition"));
  for (guint i = 0; i < g_list_model_get_n_items (self->editions); i++)
    {
      g_autoptr(CfEdition) edition = g_list_model_get_item (self->editions, i);
      gtk_string_list_append (names, cf_edition_get_name (edition));
    }
  gtk_string_list_append (names, _("A card set of your own"));
  adw_combo_row_set_model (self->edition_row, G_LIST_MODEL (names));
  g_signal_connect_swapped (self->edition_row, "notify::selected", G_CALLBACK (fill_cards), self);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), GTK_WIDGET (self->edition_row));
  {
    const char        *titles[CF_N_CATEGORIES] = { N_("Suspects, separated by commas"),
                                                   N_("Weapons, separated by commas"),
                                                   N_("Rooms, separated by commas") };
    static const char *keys[] = { "custom-suspects", "custom-weapons", "custom-rooms" };

    for (CfCategory c = 0; c < CF_N_CATEGORIES; c++)
      {
        self->custom_rows[c] = ADW_ENTRY_ROW (adw_entry_row_new ());
        adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->custom_rows[c]), _(titles[c]));
        /* The card set typed in last time comes back. */
        if (self->settings != NULL)
          {
            g_autofree char *kept = g_settings_get_string (self->settings, keys[c]);
            gtk_editable_set_text (GTK_EDITABLE (self->custom_rows[c]), kept);
          }
        gtk_widget_set_visible (GTK_WIDGET (self->custom_rows[c]), FALSE);
        g_signal_connect_swapped (self->custom_rows[c], "changed", G_CALLBACK (fill_cards), self);
        adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                                   GTK_WIDGET (self->custom_rows[c]));
      }
  }
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (group));

  group = adw_preferences_group_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Players"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                         _("Their names in clockwise order, starting anywhere; "
                                            "leave a row empty for fewer players. Mark yourself."));
  for (guint i = 0; i < N_SEATS; i++)
    {
      g_autofree char *title = g_strdup_printf (_("Player %u"), i + 1);
      GtkWidget       *check = gtk_check_button_new_with_label (_("Me"));

      self->name_rows[i] = ADW_ENTRY_ROW (adw_entry_row_new ());
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->name_rows[i]), title);
      gtk_check_button_set_group (GTK_CHECK_BUTTON (check), first);
      if (first == NULL)
        {
          first = GTK_CHECK_BUTTON (check);
          gtk_check_button_set_active (first, TRUE);
        }
      gtk_widget_set_valign (check, GTK_ALIGN_CENTER);
      adw_entry_row_add_suffix (self->name_rows[i], check);
      self->me_checks[i] = GTK_CHECK_BUTTON (check);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), GTK_WIDGET (self->name_rows[i]));
    }
  self->sizes_row = ADW_ENTRY_ROW (adw_entry_row_new ());
  adw_preferences_row_set_title (
      ADW_PREFERENCES_ROW (self->sizes_row),
      _("Hand sizes, if not an even deal (e.g. 5, 5, 4, 4; the rest set aside)"));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), GTK_WIDGET (self->sizes_row));
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (group));

  cards_group = adw_preferences_group_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (cards_group), _("Your Cards"));
  self->cards_box = GTK_FLOW_BOX (gtk_flow_box_new ());
  gtk_flow_box_set_selection_mode (self->cards_box, GTK_SELECTION_NONE);
  gtk_flow_box_set_max_children_per_line (self->cards_box, 6);
  gtk_flow_box_set_homogeneous (self->cards_box, TRUE);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (cards_group), GTK_WIDGET (self->cards_box));

  self->setup_error = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->setup_error, TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (self->setup_error), "error");
  gtk_widget_set_margin_top (GTK_WIDGET (self->setup_error), 12);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (cards_group), GTK_WIDGET (self->setup_error));

  button = gtk_button_new_with_mnemonic (_("_Open the Notebook"));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "table.start");
  gtk_widget_set_halign (button, GTK_ALIGN_CENTER);
  gtk_widget_set_margin_top (button, 12);
  gtk_widget_add_css_class (button, "pill");
  gtk_widget_add_css_class (button, "suggested-action");
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (cards_group), button);
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (cards_group));

  gtk_stack_add_named (GTK_STACK (self->stack), page, "setup");
  fill_cards (self);
}

static void
build_notebook (CfTablePage *self)
{
  GtkWidget         *paned = gtk_paned_new (GTK_ORIENTATION_HORIZONTAL);
  GtkWidget         *scroller = gtk_scrolled_window_new ();
  GtkWidget         *side = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  GtkWidget         *heading, *buttons, *add, *undo, *fresh, *entries_scroller;
  static const char *empty[] = { NULL };
  const char        *labels[3] = { N_("_Suspect"), N_("_Weapon"), N_("_Room") };

  self->grid = CF_NOTEBOOK_VIEW (cf_notebook_view_new ());
  g_signal_connect (self->grid, "deduced", G_CALLBACK (on_deduced), self);
  g_signal_connect (self->grid, "explained", G_CALLBACK (on_explained), self);
  gtk_widget_add_css_class (paned, "table-notebook");
  {
    GtkWidget *column = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
    self->summary = GTK_LABEL (gtk_label_new (NULL));
    gtk_label_set_xalign (self->summary, 0);
    gtk_label_set_wrap (self->summary, TRUE);
    gtk_widget_add_css_class (GTK_WIDGET (self->summary), "title-4");
    gtk_box_append (GTK_BOX (column), GTK_WIDGET (self->summary));
    gtk_box_append (GTK_BOX (column), GTK_WIDGET (self->grid));
    gtk_widget_set_margin_start (column, 12);
    gtk_widget_set_margin_top (column, 12);
    gtk_widget_set_margin_end (column, 12);
    gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), column);
  }
  gtk_widget_set_hexpand (scroller, TRUE);
  gtk_paned_set_start_child (GTK_PANED (paned), scroller);
  gtk_paned_set_shrink_start_child (GTK_PANED (paned), FALSE);
  gtk_paned_set_shrink_end_child (GTK_PANED (paned), FALSE);
  gtk_paned_set_resize_end_child (GTK_PANED (paned), FALSE);

  gtk_widget_set_size_request (side, 340, -1);
  gtk_widget_set_margin_start (side, 12);
  gtk_widget_set_margin_end (side, 12);
  gtk_widget_set_margin_top (side, 12);
  gtk_widget_set_margin_bottom (side, 12);
  {
    GtkWidget *side_scroller = gtk_scrolled_window_new ();
    gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (side_scroller), GTK_POLICY_NEVER,
                                    GTK_POLICY_AUTOMATIC);
    gtk_scrolled_window_set_propagate_natural_width (GTK_SCROLLED_WINDOW (side_scroller), TRUE);
    gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (side_scroller), side);
    gtk_paned_set_end_child (GTK_PANED (paned), side_scroller);
  }

  heading = gtk_label_new (_("What Happened at the Table"));
  gtk_label_set_xalign (GTK_LABEL (heading), 0);
  gtk_widget_add_css_class (heading, "heading");
  gtk_box_append (GTK_BOX (side), heading);

  {
    const char *kinds[] = { _("A suggestion"), _("A wrong accusation"), _("A right accusation"),
                            _("A card seen face up"), NULL };
    self->kind = GTK_DROP_DOWN (dropdown (kinds));
    g_signal_connect_swapped (self->kind, "notify::selected", G_CALLBACK (on_kind_changed), self);
    gtk_box_append (GTK_BOX (side), form_row (_("_Entry"), GTK_WIDGET (self->kind)));
  }
  self->suggester = GTK_DROP_DOWN (dropdown (empty));
  g_signal_connect_swapped (self->suggester, "notify::selected", G_CALLBACK (fill_refuters), self);
  gtk_box_append (GTK_BOX (side), form_row (_("_Player"), GTK_WIDGET (self->suggester)));
  for (guint c = 0; c < 3; c++)
    {
      self->named[c] = GTK_DROP_DOWN (dropdown (empty));
      self->named_rows[c] = form_row (_(labels[c]), GTK_WIDGET (self->named[c]));
      gtk_box_append (GTK_BOX (side), self->named_rows[c]);
    }
  self->face_up = GTK_DROP_DOWN (dropdown (empty));
  self->face_up_row = form_row (_("C_ard"), GTK_WIDGET (self->face_up));
  gtk_widget_set_visible (self->face_up_row, FALSE);
  gtk_box_append (GTK_BOX (side), self->face_up_row);
  self->refuter = GTK_DROP_DOWN (dropdown (empty));
  g_signal_connect_swapped (self->refuter, "notify::selected", G_CALLBACK (update_form), self);
  self->refuter_row = form_row (_("S_hown by"), GTK_WIDGET (self->refuter));
  gtk_box_append (GTK_BOX (side), self->refuter_row);
  self->seen = GTK_DROP_DOWN (dropdown (empty));
  self->seen_row = form_row (_("_Card I saw"), GTK_WIDGET (self->seen));
  gtk_box_append (GTK_BOX (side), self->seen_row);

  buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  add = gtk_button_new_with_mnemonic (_("A_dd"));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (add), "table.add-suggestion");
  gtk_widget_set_tooltip_text (add, _("Add the entry (Ctrl+Enter)"));
  gtk_widget_add_css_class (add, "suggested-action");
  undo = gtk_button_new_from_icon_name ("edit-undo-symbolic");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (undo), "table.undo");
  gtk_widget_set_tooltip_text (undo, _("Undo the last change (Ctrl+Z)"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (undo), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Undo"),
                                  -1);
  fresh = gtk_button_new_with_mnemonic (_("_New Notebook…"));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (fresh), "table.new");
  gtk_box_append (GTK_BOX (buttons), add);
  gtk_box_append (GTK_BOX (buttons), undo);
  {
    GtkWidget *redo = gtk_button_new_from_icon_name ("edit-redo-symbolic");
    gtk_actionable_set_action_name (GTK_ACTIONABLE (redo), "table.redo");
    gtk_widget_set_tooltip_text (redo, _("Redo (Shift+Ctrl+Z)"));
    gtk_accessible_update_property (GTK_ACCESSIBLE (redo), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                    _("Redo"), -1);
    gtk_box_append (GTK_BOX (buttons), redo);
  }
  gtk_box_append (GTK_BOX (buttons), fresh);
  gtk_box_append (GTK_BOX (side), buttons);
  {
    GtkWidget *cancel = gtk_button_new_with_mnemonic (_("Ca_ncel"));

    self->edit_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
    self->replace_button = gtk_button_new_with_mnemonic ("");
    self->insert_button = gtk_button_new_with_mnemonic ("");
    gtk_actionable_set_action_name (GTK_ACTIONABLE (self->replace_button), "table.replace");
    gtk_actionable_set_action_name (GTK_ACTIONABLE (self->insert_button), "table.insert");
    gtk_actionable_set_action_name (GTK_ACTIONABLE (cancel), "table.cancel-edit");
    gtk_widget_add_css_class (self->replace_button, "suggested-action");
    gtk_box_append (GTK_BOX (self->edit_box), self->replace_button);
    gtk_box_append (GTK_BOX (self->edit_box), self->insert_button);
    gtk_box_append (GTK_BOX (self->edit_box), cancel);
    gtk_widget_set_visible (self->edit_box, FALSE);
    gtk_box_append (GTK_BOX (side), self->edit_box);
  }
  {
    GtkWidget *files = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
    GtkWidget *open = gtk_button_new_with_mnemonic (_("_Open…"));
    GtkWidget *export = gtk_button_new_with_mnemonic (_("_Save As…"));

    gtk_actionable_set_action_name (GTK_ACTIONABLE (open), "table.import");
    gtk_widget_set_tooltip_text (open, _("Open a case log file (Ctrl+O)"));
    gtk_actionable_set_action_name (GTK_ACTIONABLE (export), "table.export");
    gtk_widget_set_tooltip_text (export, _("Save this notebook as a case log file (Ctrl+S)"));
    gtk_box_append (GTK_BOX (files), open);
    gtk_box_append (GTK_BOX (files), export);
    gtk_box_append (GTK_BOX (side), files);
  }

  self->entry_error = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->entry_error, TRUE);
  gtk_label_set_xalign (self->entry_error, 0);
  gtk_widget_add_css_class (GTK_WIDGET (self->entry_error), "error");
  gtk_box_append (GTK_BOX (side), GTK_WIDGET (self->entry_error));

  heading = gtk_label_new (_("Entries"));
  gtk_label_set_xalign (GTK_LABEL (heading), 0);
  gtk_widget_add_css_class (heading, "heading");
  gtk_box_append (GTK_BOX (side), heading);
  self->entries = GTK_LIST_BOX (gtk_list_box_new ());
  gtk_list_box_set_selection_mode (self->entries, GTK_SELECTION_NONE);
  gtk_list_box_set_activate_on_single_click (self->entries, TRUE);
  gtk_widget_set_name (GTK_WIDGET (self->entries), "entries");
  g_signal_connect (self->entries, "row-activated", G_CALLBACK (on_entry_activated), self);
  gtk_widget_add_css_class (GTK_WIDGET (self->entries), "boxed-list");
  entries_scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (entries_scroller), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (entries_scroller),
                                 GTK_WIDGET (self->entries));
  gtk_widget_set_vexpand (entries_scroller, TRUE);
  gtk_box_append (GTK_BOX (side), entries_scroller);

  heading = gtk_label_new (_("What to Ask Next"));
  gtk_label_set_xalign (GTK_LABEL (heading), 0);
  gtk_widget_add_css_class (heading, "heading");
  gtk_box_append (GTK_BOX (side), heading);
  {
    GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
    GtkWidget *go = gtk_button_new_with_mnemonic (_("Ad_vise"));
    self->advice_room = GTK_DROP_DOWN (dropdown (empty));
    gtk_actionable_set_action_name (GTK_ACTIONABLE (go), "table.advise");
    gtk_box_append (GTK_BOX (row), GTK_WIDGET (self->advice_room));
    gtk_box_append (GTK_BOX (row), go);
    gtk_box_append (GTK_BOX (side), form_row (_("_In the room"), row));
  }
  self->advice = GTK_LIST_BOX (gtk_list_box_new ());
  gtk_list_box_set_selection_mode (self->advice, GTK_SELECTION_NONE);
  gtk_widget_add_css_class (GTK_WIDGET (self->advice), "boxed-list");
  gtk_box_append (GTK_BOX (side), GTK_WIDGET (self->advice));

  gtk_stack_add_named (GTK_STACK (self->stack), paned, "notebook");
}

static void
cf_table_page_init (CfTablePage *self)
{
  self->editions = cf_edition_get_builtin (NULL);
  if (self->editions == NULL)
    self->editions = G_LIST_MODEL (g_list_store_new (CF_TYPE_EDITION));
  self->selected = -1;
  {
    GSettingsSchema *schema =
        g_settings_schema_source_lookup (g_settings_schema_source_get_default (), APP_ID, TRUE);
    if (schema != NULL)
      {
        self->settings = g_settings_new (APP_ID);
        g_settings_schema_unref (schema);
      }
  }
  self->undo = g_array_new (FALSE, FALSE, sizeof (Change));
  self->redo = g_array_new (FALSE, FALSE, sizeof (Change));
  self->stack = gtk_stack_new ();
  gtk_widget_set_parent (self->stack, GTK_WIDGET (self));
  build_setup (self);
  build_notebook (self);
  gtk_stack_set_visible_child_name (GTK_STACK (self->stack), "setup");
  update_undo_actions (self);
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
 * cf_table_page_set_case_log:
 * @log: (nullable): the notebook to show and edit; %NULL shows the set-up
 */
void
cf_table_page_set_case_log (CfTablePage *self, CfCaseLog *log)
{
  g_return_if_fail (CF_IS_TABLE_PAGE (self));

  if (self->log != NULL)
    g_signal_handlers_disconnect_by_data (self->log, self);
  g_set_object (&self->log, log);
  g_array_set_size (self->undo, 0);
  g_array_set_size (self->redo, 0);
  update_undo_actions (self);
  self->selected = -1;
  gtk_widget_set_visible (self->edit_box, FALSE);
  cf_notebook_view_set_case_log (self->grid, log);
  if (log == NULL)
    {
      gtk_stack_set_visible_child_name (GTK_STACK (self->stack), "setup");
      return;
    }
  g_signal_connect (log, "events-changed", G_CALLBACK (on_events_changed), self);
  fill_form (self);
  fill_entries (self);
  save (self);
  gtk_stack_set_visible_child_name (GTK_STACK (self->stack), "notebook");
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
}
