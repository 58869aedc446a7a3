/* cf-entry-form.c: the form that enters one thing that happened at the table
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "cf-entry-form.h"

/*
 * The form offers only the fields that the kind of entry and the asker
 * allow, and puts back to its default whatever no longer applies, so that
 * no leftover value is ever entered: the three cards named for suggestions
 * and accusations, the one card for a card seen face up, who showed a card
 * (anybody but the asker) for suggestions, and the card I saw only on my
 * own suggestion that somebody refuted.
 *
 * Every list takes type-ahead: typing while it has the focus selects the
 * first item containing what was typed (any case), Enter keeps it.
 */

/* How long a pause ends a type-ahead search, in microseconds */
#define TYPE_AHEAD_PAUSE (1500 * G_TIME_SPAN_MILLISECOND)

/* What the form enters: the items of the kind list */
enum
{
  KIND_SUGGESTION,
  KIND_WRONG_ACCUSATION,
  KIND_RIGHT_ACCUSATION,
  KIND_FACE_UP
};

/* The items of the seen list: none, then the card of each category */
#define SEEN_NONE 0

struct _CfEntryForm
{
  AdwBin parent_instance;

  CfCaseLog *log;
  int        refuter_players[CF_MAX_PLAYERS]; /* the refuter list's items after "Nobody" */
  guint      n_refuters;

  /* Template widgets */
  GtkDropDown *card;
  GtkWidget   *card_row;
  GtkDropDown *kind;
  GtkDropDown *player;
  GtkDropDown *refuter;
  GtkWidget   *refuter_row;
  GtkDropDown *room;
  GtkWidget   *room_row;
  GtkDropDown *seen;
  GtkWidget   *seen_row;
  GtkDropDown *suspect;
  GtkWidget   *suspect_row;
  GtkDropDown *weapon;
  GtkWidget   *weapon_row;
};

G_DEFINE_FINAL_TYPE (CfEntryForm, cf_entry_form, ADW_TYPE_BIN)

/* ---------------------------------------------------------------- type-ahead */

typedef struct
{
  GString *typed;
  gint64   last; /* when the last key was typed */
} TypeAhead;

static void
type_ahead_free (gpointer data)
{
  TypeAhead *state = data;

  g_string_free (state->typed, TRUE);
  g_free (state);
}

static gboolean
popup_open (GtkDropDown *dropdown)
{
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (dropdown)); child;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_POPOVER (child) && gtk_widget_get_visible (child))
      return TRUE;
  return FALSE;
}

/* The first item of @dropdown whose text contains @typed (any case), and how
 * many do. */
static guint
find_items (GtkDropDown *dropdown, const char *typed, guint *n_matches)
{
  GListModel      *model = gtk_drop_down_get_model (dropdown);
  g_autofree char *needle = g_utf8_casefold (typed, -1);
  guint            first = GTK_INVALID_LIST_POSITION;

  *n_matches = 0;
  for (guint i = 0; model != NULL && i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr(GtkStringObject) item = g_list_model_get_item (model, i);
      g_autofree char *folded = g_utf8_casefold (gtk_string_object_get_string (item), -1);

      if (strstr (folded, needle) == NULL)
        continue;
      if (first == GTK_INVALID_LIST_POSITION)
        first = i;
      (*n_matches)++;
    }
  return first;
}

static gboolean
on_type_ahead_key_pressed (GtkEventControllerKey *controller,
                           guint                  keyval,
                           guint                  keycode,
                           GdkModifierType        state,
                           TypeAhead             *type_ahead)
{
  GtkDropDown *dropdown =
      GTK_DROP_DOWN (gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (controller)));
  gunichar c = gdk_keyval_to_unicode (keyval);
  gint64   now = g_get_monotonic_time ();
  guint    n_matches, found;

  if (popup_open (dropdown) || (state & (GDK_CONTROL_MASK | GDK_ALT_MASK)) != 0)
    return FALSE;
  if (now - type_ahead->last > TYPE_AHEAD_PAUSE)
    g_string_truncate (type_ahead->typed, 0);

  /* Enter after typing keeps the item found, rather than opening the list. */
  if (keyval == GDK_KEY_Return || keyval == GDK_KEY_KP_Enter || keyval == GDK_KEY_ISO_Enter)
    {
      gboolean searching = type_ahead->typed->len > 0;
      g_string_truncate (type_ahead->typed, 0);
      return searching;
    }
  if (keyval == GDK_KEY_Escape)
    {
      gboolean searching = type_ahead->typed->len > 0;
      g_string_truncate (type_ahead->typed, 0);
      return searching;
    }
  if (keyval == GDK_KEY_BackSpace && type_ahead->typed->len > 0)
    {
      const char *end = type_ahead->typed->str + type_ahead->typed->len;
      g_string_truncate (type_ahead->typed, g_utf8_find_prev_char (type_ahead->typed->str, end) -
                                                type_ahead->typed->str);
    }
  else if (c != 0 && g_unichar_isprint (c) && (c != ' ' || type_ahead->typed->len > 0))
    g_string_append_unichar (type_ahead->typed, c);
  else
    return FALSE;

  type_ahead->last = now;
  if (type_ahead->typed->len == 0)
    return TRUE;
  found = find_items (dropdown, type_ahead->typed->str, &n_matches);
  if (found != GTK_INVALID_LIST_POSITION)
    gtk_drop_down_set_selected (dropdown, found);
  else
    gtk_widget_error_bell (GTK_WIDGET (dropdown));
  return TRUE;
}

static void
add_type_ahead (GtkDropDown *dropdown)
{
  GtkEventController *keys = gtk_event_controller_key_new ();
  TypeAhead          *state = g_new0 (TypeAhead, 1);
  g_autoptr(GtkExpression) name =
      gtk_property_expression_new (GTK_TYPE_STRING_OBJECT, NULL, "string");

  state->typed = g_string_new (NULL);
  /* Before the button inside: Enter after typing must not open the list. */
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect_data (keys, "key-pressed", G_CALLBACK (on_type_ahead_key_pressed), state,
                         (GClosureNotify)(void (*) (void))type_ahead_free, 0);
  gtk_widget_add_controller (GTK_WIDGET (dropdown), keys);
  /* The open list has its search too. */
  gtk_drop_down_set_expression (dropdown, name);
  gtk_drop_down_set_enable_search (dropdown, TRUE);
}

/* ---------------------------------------------------------------- helpers */

/* The seat of the refuter list's item @position (0 is nobody). */
static int
refuter_at (CfEntryForm *self, guint position)
{
  if (position == 0 || position > self->n_refuters)
    return CF_NOBODY;
  return self->refuter_players[position - 1];
}

static guint
refuter_position (CfEntryForm *self, int player)
{
  for (guint i = 0; i < self->n_refuters; i++)
    if (self->refuter_players[i] == player)
      return i + 1;
  return 0;
}

static gboolean
seen_applies (CfEntryForm *self)
{
  return self->log != NULL && gtk_drop_down_get_selected (self->kind) == KIND_SUGGESTION &&
         (int)gtk_drop_down_get_selected (self->player) == cf_case_log_get_me (self->log) &&
         refuter_at (self, gtk_drop_down_get_selected (self->refuter)) != CF_NOBODY;
}

static GtkDropDown *named_dropdown (CfEntryForm *self, CfCategory category);

/* The seen list names the three cards of the suggestion, not their
 * categories: a person picks the card they were shown, as on the table. */
static void
update_seen_names (CfEntryForm *self)
{
  GtkStringList *names = GTK_STRING_LIST (gtk_drop_down_get_model (self->seen));
  CfEdition     *edition;
  const char    *cards[CF_N_CATEGORIES + 1] = { NULL };
  guint          selected = gtk_drop_down_get_selected (self->seen);

  if (self->log == NULL)
    return;
  edition = cf_case_log_get_edition (self->log);
  for (CfCategory c = 0; c < CF_N_CATEGORIES; c++)
    {
      guint position = gtk_drop_down_get_selected (named_dropdown (self, c));

      /* The lists are being filled: their cards come next. */
      if (position == GTK_INVALID_LIST_POSITION ||
          position >= cf_edition_get_n_cards_of (edition, c))
        return;
      cards[c] =
          cf_edition_get_card_name (edition, cf_edition_get_first_card_of (edition, c) + position);
    }
  for (CfCategory c = 0; c < CF_N_CATEGORIES; c++)
    {
      GtkStringObject *item = g_list_model_get_item (G_LIST_MODEL (names), 1 + c);
      gboolean         same =
          item != NULL && g_strcmp0 (gtk_string_object_get_string (item), cards[c]) == 0;

      g_clear_object (&item);
      if (!same)
        {
          gtk_string_list_splice (names, 1, CF_N_CATEGORIES, cards);
          gtk_drop_down_set_selected (self->seen, selected);
          break;
        }
    }
}

/* Shows what applies; what does not goes back to its default. */
static void
update_fields (CfEntryForm *self)
{
  guint kind = gtk_drop_down_get_selected (self->kind);

  gtk_widget_set_visible (self->suspect_row, kind != KIND_FACE_UP);
  gtk_widget_set_visible (self->weapon_row, kind != KIND_FACE_UP);
  gtk_widget_set_visible (self->room_row, kind != KIND_FACE_UP);
  gtk_widget_set_visible (self->card_row, kind == KIND_FACE_UP);
  gtk_widget_set_visible (self->refuter_row, kind == KIND_SUGGESTION);
  if (!seen_applies (self))
    gtk_drop_down_set_selected (self->seen, SEEN_NONE);
  update_seen_names (self);
  gtk_widget_set_visible (self->seen_row, seen_applies (self));
}

static void
on_named_notify_selected (CfEntryForm *self)
{
  update_seen_names (self);
}

/* Who could have shown a card: anybody but the one who asked. */
static void
fill_refuters (CfEntryForm *self)
{
  int asker = (int)gtk_drop_down_get_selected (self->player);
  int before = refuter_at (self, gtk_drop_down_get_selected (self->refuter));
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  guint keep = 0;

  if (self->log == NULL)
    return;
  /* Translators: who showed a card: nobody could */
  gtk_string_list_append (names, _("Nobody"));
  self->n_refuters = 0;
  for (guint i = 0; i < cf_case_log_get_n_players (self->log); i++)
    if ((int)i != asker)
      {
        gtk_string_list_append (names, cf_case_log_get_player_name (self->log, i));
        self->refuter_players[self->n_refuters++] = i;
        if ((int)i == before)
          keep = self->n_refuters;
      }
  gtk_drop_down_set_model (self->refuter, G_LIST_MODEL (names));
  gtk_drop_down_set_selected (self->refuter, keep);
  update_fields (self);
}

static GtkDropDown *
named_dropdown (CfEntryForm *self, CfCategory category)
{
  return category == CF_CATEGORY_SUSPECT  ? self->suspect
         : category == CF_CATEGORY_WEAPON ? self->weapon
                                          : self->room;
}

/* ---------------------------------------------------------------- signal callbacks */

static void
on_kind_notify_selected (CfEntryForm *self)
{
  /* A new kind of entry starts its fields afresh. */
  gtk_drop_down_set_selected (self->refuter, 0);
  gtk_drop_down_set_selected (self->seen, SEEN_NONE);
  update_fields (self);
}

static void
on_player_notify_selected (CfEntryForm *self)
{
  fill_refuters (self);
}

static void
on_refuter_notify_selected (CfEntryForm *self)
{
  update_fields (self);
}

/* ---------------------------------------------------------------- overrides */

static void
cf_entry_form_dispose (GObject *object)
{
  CfEntryForm *self = CF_ENTRY_FORM (object);

  g_clear_object (&self->log);
  gtk_widget_dispose_template (GTK_WIDGET (self), CF_TYPE_ENTRY_FORM);
  G_OBJECT_CLASS (cf_entry_form_parent_class)->dispose (object);
}

static void
cf_entry_form_class_init (CfEntryFormClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cf_entry_form_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/casefile/Casefile/cf-entry-form.ui");
  gtk_widget_class_bind_template_child (widget_class, CfEntryForm, card);
  gtk_widget_class_bind_template_child (widget_class, CfEntryForm, card_row);
  gtk_widget_class_bind_template_child (widget_class, CfEntryForm, kind);
  gtk_widget_class_bind_template_child (widget_class, CfEntryForm, player);
  gtk_widget_class_bind_template_child (widget_class, CfEntryForm, refuter);
  gtk_widget_class_bind_template_child (widget_class, CfEntryForm, refuter_row);
  gtk_widget_class_bind_template_child (widget_class, CfEntryForm, room);
  gtk_widget_class_bind_template_child (widget_class, CfEntryForm, room_row);
  gtk_widget_class_bind_template_child (widget_class, CfEntryForm, seen);
  gtk_widget_class_bind_template_child (widget_class, CfEntryForm, seen_row);
  gtk_widget_class_bind_template_callback (widget_class, on_named_notify_selected);
  gtk_widget_class_bind_template_child (widget_class, CfEntryForm, suspect);
  gtk_widget_class_bind_template_child (widget_class, CfEntryForm, suspect_row);
  gtk_widget_class_bind_template_child (widget_class, CfEntryForm, weapon);
  gtk_widget_class_bind_template_child (widget_class, CfEntryForm, weapon_row);
  gtk_widget_class_bind_template_callback (widget_class, on_kind_notify_selected);
  gtk_widget_class_bind_template_callback (widget_class, on_player_notify_selected);
  gtk_widget_class_bind_template_callback (widget_class, on_refuter_notify_selected);
}

static void
cf_entry_form_init (CfEntryForm *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  {
    GtkDropDown *lists[] = { self->kind, self->player, self->suspect, self->weapon,
                             self->room, self->card,   self->refuter, self->seen };

    for (guint i = 0; i < G_N_ELEMENTS (lists); i++)
      add_type_ahead (lists[i]);
  }
}

/* ---------------------------------------------------------------- public API */

GtkWidget *
cf_entry_form_new (void)
{
  return g_object_new (CF_TYPE_ENTRY_FORM, NULL);
}

/**
 * cf_entry_form_set_case_log:
 * @log: (nullable): the notebook whose players and cards the form offers
 *
 * Fills the lists and starts with a suggestion of the log's owner.
 */
void
cf_entry_form_set_case_log (CfEntryForm *self, CfCaseLog *log)
{
  CfEdition *edition;
  g_autoptr(GtkStringList) players = NULL;
  g_autoptr(GtkStringList) all = NULL;

  g_return_if_fail (CF_IS_ENTRY_FORM (self));

  if (!g_set_object (&self->log, log) || log == NULL)
    return;
  edition = cf_case_log_get_edition (log);

  players = gtk_string_list_new (NULL);
  for (guint i = 0; i < cf_case_log_get_n_players (log); i++)
    gtk_string_list_append (players, cf_case_log_get_player_name (log, i));
  /* Cards seen face up may lie in the set-aside pile. */
  if (cf_case_log_get_set_aside (log) > 0)
    gtk_string_list_append (players, _("The set-aside pile"));
  gtk_drop_down_set_model (self->player, G_LIST_MODEL (players));

  for (CfCategory c = 0; c < CF_N_CATEGORIES; c++)
    {
      g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
      guint first = cf_edition_get_first_card_of (edition, c);

      for (guint i = 0; i < cf_edition_get_n_cards_of (edition, c); i++)
        gtk_string_list_append (names, cf_edition_get_card_name (edition, first + i));
      gtk_drop_down_set_model (named_dropdown (self, c), G_LIST_MODEL (names));
    }
  all = gtk_string_list_new (NULL);
  for (guint i = 0; i < cf_edition_get_n_cards (edition); i++)
    gtk_string_list_append (all, cf_edition_get_card_name (edition, i));
  gtk_drop_down_set_model (self->card, G_LIST_MODEL (all));

  gtk_drop_down_set_selected (self->kind, KIND_SUGGESTION);
  gtk_drop_down_set_selected (self->player, MAX (cf_case_log_get_me (log), 0));
  fill_refuters (self);
}

/**
 * cf_entry_form_get_event:
 * @event: (out caller-allocates): what the form says happened
 *
 * Only the fields the form offers count.
 */
void
cf_entry_form_get_event (CfEntryForm *self, CfEvent *event)
{
  CfEdition *edition;
  int        cards[CF_N_CATEGORIES];
  int        player, refuter, shown = CF_NO_CARD;
  guint      seen;

  g_return_if_fail (CF_IS_ENTRY_FORM (self));
  g_return_if_fail (self->log != NULL);

  edition = cf_case_log_get_edition (self->log);
  for (CfCategory c = 0; c < CF_N_CATEGORIES; c++)
    cards[c] = cf_edition_get_first_card_of (edition, c) +
               gtk_drop_down_get_selected (named_dropdown (self, c));
  player = (int)gtk_drop_down_get_selected (self->player);
  refuter = refuter_at (self, gtk_drop_down_get_selected (self->refuter));
  seen = seen_applies (self) ? gtk_drop_down_get_selected (self->seen) : SEEN_NONE;
  if (seen != SEEN_NONE)
    shown = cards[seen - 1];

  switch (gtk_drop_down_get_selected (self->kind))
    {
    case KIND_WRONG_ACCUSATION:
    case KIND_RIGHT_ACCUSATION:
      cf_event_init_accusation (event, player, cards[0], cards[1], cards[2],
                                gtk_drop_down_get_selected (self->kind) == KIND_RIGHT_ACCUSATION);
      break;
    case KIND_FACE_UP:
      cf_event_init_reveal (
          event, player >= (int)cf_case_log_get_n_players (self->log) ? CF_SET_ASIDE : player,
          gtk_drop_down_get_selected (self->card));
      break;
    case KIND_SUGGESTION:
    default:
      cf_event_init_suggestion (event, player, cards[0], cards[1], cards[2], refuter, shown);
      break;
    }
}

/**
 * cf_entry_form_set_event:
 * @event: an event of the form's log, to edit
 */
void
cf_entry_form_set_event (CfEntryForm *self, const CfEvent *event)
{
  CfEdition *edition;
  int        by_category[CF_N_CATEGORIES] = { -1, -1, -1 };

  g_return_if_fail (CF_IS_ENTRY_FORM (self));
  g_return_if_fail (self->log != NULL);

  edition = cf_case_log_get_edition (self->log);
  if (event->type != CF_EVENT_REVEAL)
    for (guint i = 0; i < 3; i++)
      by_category[cf_edition_get_card_category (edition, event->cards[i])] = event->cards[i];
  gtk_drop_down_set_selected (self->kind,
                              event->type == CF_EVENT_SUGGESTION ? KIND_SUGGESTION
                              : event->type == CF_EVENT_ACCUSATION
                                  ? (event->correct ? KIND_RIGHT_ACCUSATION : KIND_WRONG_ACCUSATION)
                                  : KIND_FACE_UP);
  gtk_drop_down_set_selected (self->player, event->player >= 0
                                                ? (guint)event->player
                                                : cf_case_log_get_n_players (self->log));
  for (CfCategory c = 0; c < CF_N_CATEGORIES; c++)
    if (by_category[c] >= 0)
      gtk_drop_down_set_selected (named_dropdown (self, c),
                                  by_category[c] - cf_edition_get_first_card_of (edition, c));
  if (event->type == CF_EVENT_REVEAL)
    gtk_drop_down_set_selected (self->card, event->cards[0]);
  if (event->type == CF_EVENT_SUGGESTION)
    gtk_drop_down_set_selected (self->refuter, refuter_position (self, event->refuter));
  for (CfCategory c = 0; c < CF_N_CATEGORIES; c++)
    if (event->shown >= 0 && by_category[c] == event->shown)
      gtk_drop_down_set_selected (self->seen, 1 + c);
  update_fields (self);
}
