/* cf-entry-form.c: the form that enters one thing that happened at the table
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "cf-accessible.h"
#include "cf-entry-form.h"
#include "cf-text.h"

/*
 * The form offers only the fields that the kind of entry and the asker
 * allow, and puts back to its default whatever no longer applies, so that
 * no leftover value is ever entered: the three cards named for suggestions
 * and accusations, the one card for a card seen face up, who showed a card
 * (anybody but the asker) for suggestions, and the card I saw only on my
 * own suggestion that somebody refuted.
 *
 * Discover the Secrets adds three: on a suggestion, the players who were
 * asked and refused to show a card (a Keeper card; only those asked are
 * offered); a hand laid face up (a murdered player's: the player and a
 * toggle per card, entered as one reveal per card); and, when cards were
 * left face down in the pool, a card seen there.
 *
 * Every list takes type-ahead: typing while it has the focus selects the
 * first item containing what was typed (any case, any accent), Enter keeps
 * it; the search of an open list finds what was typed anywhere in a name
 * too. Each list is named by its label and the item chosen, for screen
 * readers. The card lists offer only cards that can be there: none of
 * mine in the pool or in another's hand, only mine face up from me.
 */

/* How long a pause ends a type-ahead search, in microseconds */
#define TYPE_AHEAD_PAUSE (1500 * G_TIME_SPAN_MILLISECOND)

/* What the form enters, in the order of the kind list; the pool is there
 * only when cards were set aside. */
enum
{
  KIND_SUGGESTION,
  KIND_WRONG_ACCUSATION,
  KIND_RIGHT_ACCUSATION,
  KIND_FACE_UP,
  KIND_HAND,
  KIND_POOL,
  N_KINDS
};

/* The items of the seen list: none, then the card of each category */
#define SEEN_NONE 0

struct _CfEntryForm
{
  AdwBin parent_instance;

  CfCaseLog *log;
  int        refuter_players[CF_MAX_PLAYERS]; /* the refuter list's items after "Nobody" */
  guint      n_refuters;
  guint32    refused;      /* players ticked as refusing, bit p for player p */
  gboolean   can_refuse;   /* the edition has a Keeper card to refuse with */
  gboolean   complete;     /* the form says something that can be entered */
  GPtrArray *hand_toggles; /* GtkToggleButton per card of the edition */
  GArray    *card_cards;   /* the card list's items, as cards of the edition */

  /* Template widgets */
  GtkDropDown *card;
  GtkLabel    *card_label;
  GtkWidget   *card_row;
  GtkFlowBox  *hand_box;
  GtkLabel    *hand_label;
  GtkWidget   *hand_row;
  GtkDropDown *kind;
  GtkLabel    *kind_label;
  GtkDropDown *player;
  GtkLabel    *player_label;
  GtkWidget   *player_row;
  GtkFlowBox  *refused_box;
  GtkWidget   *refused_label;
  GtkWidget   *refused_row;
  GtkDropDown *refuter;
  GtkLabel    *refuter_label;
  GtkWidget   *refuter_row;
  GtkDropDown *room;
  GtkLabel    *room_label;
  GtkWidget   *room_row;
  GtkDropDown *seen;
  GtkLabel    *seen_label;
  GtkWidget   *seen_row;
  GtkDropDown *suspect;
  GtkLabel    *suspect_label;
  GtkWidget   *suspect_row;
  GtkDropDown *weapon;
  GtkLabel    *weapon_label;
  GtkWidget   *weapon_row;
};

G_DEFINE_FINAL_TYPE (CfEntryForm, cf_entry_form, ADW_TYPE_BIN)

enum
{
  PROP_0,
  PROP_COMPLETE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

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

/* @text without case or accents: "Grün" and "grun" are the same. */
static char *
fold (const char *text)
{
  g_autofree char *decomposed = g_utf8_normalize (text, -1, G_NORMALIZE_NFD);
  g_autofree char *folded = g_utf8_casefold (decomposed, -1);
  GString         *bare = g_string_new (NULL);

  for (const char *p = folded; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (g_unichar_type (c) != G_UNICODE_NON_SPACING_MARK)
        g_string_append_unichar (bare, c);
    }
  return g_string_free (bare, FALSE);
}

/* What the open list's search looks in: the name, and the name without
 * accents, so that "grun" finds "Grün" as type-ahead does. GTK 4.8's string
 * filter folds case but keeps accents, and cannot be given another filter. */
static char *
searched_text (GtkStringObject *item)
{
  const char      *name = gtk_string_object_get_string (item);
  g_autofree char *folded = fold (name);

  return g_strconcat (name, "\n", folded, NULL);
}

/* The search of an open list finds what is typed anywhere in a name, as
 * type-ahead does; GTK's own search matches only the start. */
static void
search_anywhere (GtkWidget *widget)
{
  if (GTK_IS_LIST_VIEW (widget))
    {
      GListModel *model = G_LIST_MODEL (gtk_list_view_get_model (GTK_LIST_VIEW (widget)));

      if (GTK_IS_SINGLE_SELECTION (model))
        model = gtk_single_selection_get_model (GTK_SINGLE_SELECTION (model));
      if (GTK_IS_FILTER_LIST_MODEL (model) &&
          GTK_IS_STRING_FILTER (gtk_filter_list_model_get_filter (GTK_FILTER_LIST_MODEL (model))))
        {
          GtkStringFilter *filter =
              GTK_STRING_FILTER (gtk_filter_list_model_get_filter (GTK_FILTER_LIST_MODEL (model)));
          g_autoptr(GtkExpression) text = gtk_cclosure_expression_new (
              G_TYPE_STRING, NULL, 0, NULL, G_CALLBACK (searched_text), NULL, NULL);

          gtk_string_filter_set_match_mode (filter, GTK_STRING_FILTER_MATCH_MODE_SUBSTRING);
          gtk_string_filter_set_expression (filter, text);
        }
      return;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child;
       child = gtk_widget_get_next_sibling (child))
    search_anywhere (child);
}

/* The first item of @dropdown whose text contains @typed (any case or
 * accent), and how many do. */
static guint
find_items (GtkDropDown *dropdown, const char *typed, guint *n_matches)
{
  GListModel      *model = gtk_drop_down_get_model (dropdown);
  g_autofree char *needle = fold (typed);
  guint            first = GTK_INVALID_LIST_POSITION;

  *n_matches = 0;
  for (guint i = 0; model != NULL && i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr(GtkStringObject) item = g_list_model_get_item (model, i);
      g_autofree char *folded = fold (gtk_string_object_get_string (item));

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

  if (cf_accessible_drop_down_is_open (dropdown) ||
      (state & (GDK_CONTROL_MASK | GDK_ALT_MASK)) != 0)
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
  /* GTK makes its filter again with each new list */
  g_signal_connect_after (dropdown, "notify::model", G_CALLBACK (search_anywhere), NULL);
  search_anywhere (GTK_WIDGET (dropdown));
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

/* The kind of entry the form shows: the kind list's items are the kinds in
 * order, the pool's last. */
static guint
current_kind (CfEntryForm *self)
{
  guint selected = gtk_drop_down_get_selected (self->kind);

  return selected < N_KINDS ? selected : KIND_SUGGESTION;
}

static gboolean
seen_applies (CfEntryForm *self)
{
  return self->log != NULL && current_kind (self) == KIND_SUGGESTION &&
         (int)gtk_drop_down_get_selected (self->player) == cf_case_log_get_me (self->log) &&
         refuter_at (self, gtk_drop_down_get_selected (self->refuter)) != CF_NOBODY;
}

static GtkDropDown *named_dropdown (CfEntryForm *self, CfCategory category);
static void         update_refused (CfEntryForm *self);
static void         update_hand (CfEntryForm *self);

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

static void
set_complete (CfEntryForm *self, gboolean complete)
{
  if (self->complete == complete)
    return;
  self->complete = complete;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COMPLETE]);
}

/* Whether @player was asked to show a card: after the asker, before the
 * one who showed, clockwise; everyone else when nobody did. */
static gboolean
was_asked (CfEntryForm *self, int player)
{
  return cf_suggestion_asks (cf_case_log_get_n_players (self->log),
                             (int)gtk_drop_down_get_selected (self->player),
                             refuter_at (self, gtk_drop_down_get_selected (self->refuter)), player);
}

static void
on_refused_toggled (GtkCheckButton *check, CfEntryForm *self)
{
  guint player = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (check), "player"));

  if (gtk_check_button_get_active (check))
    self->refused |= 1u << player;
  else
    self->refused &= ~(1u << player);
}

/* Who may be marked as refusing: only those asked, so that no refusal the
 * log cannot hold is ever entered. A mark stays while its player is asked. */
static void
update_refused (CfEntryForm *self)
{
  GtkWidget *child;
  guint      n_asked = 0;

  if (self->log == NULL)
    return;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->refused_box))))
    gtk_flow_box_remove (self->refused_box, child);
  for (guint p = 0; p < cf_case_log_get_n_players (self->log); p++)
    {
      GtkWidget *check;

      if (!self->can_refuse || current_kind (self) != KIND_SUGGESTION || !was_asked (self, (int)p))
        {
          self->refused &= ~(1u << p);
          continue;
        }
      check = gtk_check_button_new_with_label (cf_case_log_get_player_name (self->log, p));
      g_object_set_data (G_OBJECT (check), "player", GUINT_TO_POINTER (p));
      gtk_check_button_set_active (GTK_CHECK_BUTTON (check), (self->refused & (1u << p)) != 0);
      g_signal_connect (check, "toggled", G_CALLBACK (on_refused_toggled), self);
      gtk_flow_box_append (self->refused_box, check);
      /* One Tab stop per player: the check, not its place in the box. */
      gtk_widget_set_focusable (gtk_widget_get_parent (check), FALSE);
      n_asked++;
    }
  gtk_widget_set_visible (self->refused_row, n_asked > 0);
}

static gboolean is_my_card (CfEntryForm *self, int card);

static guint
n_hand_ticked (CfEntryForm *self)
{
  guint n = 0;

  for (guint i = 0; self->hand_toggles != NULL && i < self->hand_toggles->len; i++)
    n += gtk_toggle_button_get_active (g_ptr_array_index (self->hand_toggles, i));
  return n;
}

/* The hand laid face up: as many cards as the player holds can be ticked,
 * and the label says how many are. */
static void
update_hand (CfEntryForm *self)
{
  guint            kind = current_kind (self);
  guint            ticked = n_hand_ticked (self);
  guint            size = 0;
  int              player;
  g_autofree char *text = NULL;

  if (self->log == NULL)
    return;
  player = (int)gtk_drop_down_get_selected (self->player);
  if (player >= 0 && (guint)player < cf_case_log_get_n_players (self->log))
    size = cf_case_log_get_hand_size (self->log, player);
  for (guint i = 0; self->hand_toggles != NULL && i < self->hand_toggles->len; i++)
    {
      GtkToggleButton *toggle = g_ptr_array_index (self->hand_toggles, i);
      gboolean         mine = FALSE;

      /* My own cards are in no one else's hand. */
      mine = player != cf_case_log_get_me (self->log) && is_my_card (self, (int)i);
      gtk_widget_set_sensitive (GTK_WIDGET (toggle),
                                gtk_toggle_button_get_active (toggle) || (ticked < size && !mine));
    }
  if (kind == KIND_HAND && size > 0)
    {
      text = cf_text_printf (
          /* Translators: %1$s is a player; %2$u cards are ticked of the %3$u in their hand */
          g_dngettext (GETTEXT_PACKAGE, "Tick the card %1$s laid face up: %2$u of %3$u ticked.",
                       "Tick the cards %1$s laid face up: %2$u of %3$u ticked.", size),
          cf_case_log_get_player_name (self->log, player), ticked, size);
      gtk_label_set_label (self->hand_label, text);
    }
  else if (kind == KIND_HAND)
    gtk_label_set_label (self->hand_label, _("This player holds no cards."));
  set_complete (self, self->log != NULL && (kind != KIND_HAND || ticked > 0));
}

static void
clear_hand (CfEntryForm *self)
{
  for (guint i = 0; self->hand_toggles != NULL && i < self->hand_toggles->len; i++)
    gtk_toggle_button_set_active (g_ptr_array_index (self->hand_toggles, i), FALSE);
}

static void
on_hand_toggled (CfEntryForm *self)
{
  update_hand (self);
}

static GtkWidget *
create_hand_toggle (gpointer item, gpointer user_data)
{
  CfEntryForm *self = user_data;
  GtkWidget   *place = gtk_flow_box_child_new ();
  /* Said as a check box: checked or not */
  GtkWidget *toggle =
      g_object_new (GTK_TYPE_TOGGLE_BUTTON, "label", gtk_string_object_get_string (item),
                    "accessible-role", GTK_ACCESSIBLE_ROLE_CHECKBOX, NULL);

  /* One Tab stop per card: the toggle, not its place in the box. */
  cf_accessible_set_checkable (GTK_TOGGLE_BUTTON (toggle));
  gtk_widget_set_focusable (place, FALSE);
  gtk_label_set_ellipsize (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (toggle))),
                           PANGO_ELLIPSIZE_END);
  gtk_widget_set_tooltip_text (toggle, gtk_string_object_get_string (item));
  g_signal_connect_swapped (toggle, "toggled", G_CALLBACK (on_hand_toggled), self);
  gtk_flow_box_child_set_child (GTK_FLOW_BOX_CHILD (place), toggle);
  g_ptr_array_add (self->hand_toggles, toggle);
  return place;
}

static gboolean
is_my_card (CfEntryForm *self, int card)
{
  for (guint j = 0; j < cf_case_log_get_n_my_cards (self->log); j++)
    if (cf_case_log_get_my_card (self->log, j) == card)
      return TRUE;
  return FALSE;
}

static int
selected_card (CfEntryForm *self)
{
  guint position = gtk_drop_down_get_selected (self->card);

  return position < self->card_cards->len ? g_array_index (self->card_cards, int, position)
                                          : CF_NO_CARD;
}

static void
select_card (CfEntryForm *self, int card)
{
  for (guint i = 0; i < self->card_cards->len; i++)
    if (g_array_index (self->card_cards, int, i) == card)
      gtk_drop_down_set_selected (self->card, i);
}

/* The cards the card list offers: none of mine in the pool or face up from
 * another, only mine face up from me. The card chosen stays if it can. */
static void
fill_card_list (CfEntryForm *self)
{
  CfEdition *edition = cf_case_log_get_edition (self->log);
  int        before = selected_card (self);
  gboolean   from_me =
      current_kind (self) == KIND_FACE_UP &&
      (int)gtk_drop_down_get_selected (self->player) == cf_case_log_get_me (self->log);
  g_autoptr(GArray) cards = g_array_new (FALSE, FALSE, sizeof (int));
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);

  for (int card = 0; card < (int)cf_edition_get_n_cards (edition); card++)
    if (is_my_card (self, card) == from_me)
      g_array_append_val (cards, card);
  if (cards->len == self->card_cards->len &&
      memcmp (cards->data, self->card_cards->data, cards->len * sizeof (int)) == 0)
    return;
  g_array_set_size (self->card_cards, 0);
  g_array_append_vals (self->card_cards, cards->data, cards->len);
  for (guint i = 0; i < cards->len; i++)
    gtk_string_list_append (names,
                            cf_edition_get_card_name (edition, g_array_index (cards, int, i)));
  gtk_drop_down_set_model (self->card, G_LIST_MODEL (names));
  select_card (self, before);
}

/* Shows what applies; what does not goes back to its default. */
static void
update_fields (CfEntryForm *self)
{
  guint    kind = current_kind (self);
  gboolean named = kind <= KIND_RIGHT_ACCUSATION;

  gtk_widget_set_visible (self->player_row, kind != KIND_POOL);
  gtk_widget_set_visible (self->suspect_row, named);
  gtk_widget_set_visible (self->weapon_row, named);
  gtk_widget_set_visible (self->room_row, named);
  gtk_widget_set_visible (self->card_row, kind == KIND_FACE_UP || kind == KIND_POOL);
  gtk_widget_set_visible (self->hand_row, kind == KIND_HAND);
  gtk_widget_set_visible (self->refuter_row, kind == KIND_SUGGESTION);
  if (!seen_applies (self))
    gtk_drop_down_set_selected (self->seen, SEEN_NONE);
  update_seen_names (self);
  gtk_widget_set_visible (self->seen_row, seen_applies (self));
  if (self->log != NULL)
    fill_card_list (self);
  update_refused (self);
  update_hand (self);
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
  self->refused = 0;
  clear_hand (self);
  gtk_drop_down_set_selected (self->refuter, 0);
  gtk_drop_down_set_selected (self->seen, SEEN_NONE);
  update_fields (self);
}

static void
on_player_notify_selected (CfEntryForm *self)
{
  /* Another player's hand: the cards ticked were not theirs. */
  clear_hand (self);
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
  g_clear_pointer (&self->hand_toggles, g_ptr_array_unref);
  g_clear_pointer (&self->card_cards, g_array_unref);
  gtk_widget_dispose_template (GTK_WIDGET (self), CF_TYPE_ENTRY_FORM);
  G_OBJECT_CLASS (cf_entry_form_parent_class)->dispose (object);
}

static void
cf_entry_form_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  CfEntryForm *self = CF_ENTRY_FORM (object);

  switch (prop_id)
    {
    case PROP_COMPLETE:
      g_value_set_boolean (value, self->complete);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cf_entry_form_class_init (CfEntryFormClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cf_entry_form_dispose;
  object_class->get_property = cf_entry_form_get_property;

  /**
   * CfEntryForm:complete:
   *
   * Whether the form says something that can be entered: a hand laid face
   * up needs a card ticked.
   */
  properties[PROP_COMPLETE] =
      g_param_spec_boolean ("complete", NULL, NULL, FALSE,
                            G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/casefile/Casefile/cf-entry-form.ui");
  gtk_widget_class_bind_template_child (widget_class, CfEntryForm, card);
  gtk_widget_class_bind_template_child (widget_class, CfEntryForm, card_label);
  gtk_widget_class_bind_template_child (widget_class, CfEntryForm, card_row);
  gtk_widget_class_bind_template_child (widget_class, CfEntryForm, hand_box);
  gtk_widget_class_bind_template_child (widget_class, CfEntryForm, hand_label);
  gtk_widget_class_bind_template_child (widget_class, CfEntryForm, hand_row);
  gtk_widget_class_bind_template_child (widget_class, CfEntryForm, kind);
  gtk_widget_class_bind_template_child (widget_class, CfEntryForm, kind_label);
  gtk_widget_class_bind_template_child (widget_class, CfEntryForm, player);
  gtk_widget_class_bind_template_child (widget_class, CfEntryForm, player_label);
  gtk_widget_class_bind_template_child (widget_class, CfEntryForm, player_row);
  gtk_widget_class_bind_template_child (widget_class, CfEntryForm, refused_box);
  gtk_widget_class_bind_template_child (widget_class, CfEntryForm, refused_label);
  gtk_widget_class_bind_template_child (widget_class, CfEntryForm, refused_row);
  gtk_widget_class_bind_template_child (widget_class, CfEntryForm, refuter);
  gtk_widget_class_bind_template_child (widget_class, CfEntryForm, refuter_label);
  gtk_widget_class_bind_template_child (widget_class, CfEntryForm, refuter_row);
  gtk_widget_class_bind_template_child (widget_class, CfEntryForm, room);
  gtk_widget_class_bind_template_child (widget_class, CfEntryForm, room_label);
  gtk_widget_class_bind_template_child (widget_class, CfEntryForm, room_row);
  gtk_widget_class_bind_template_child (widget_class, CfEntryForm, seen);
  gtk_widget_class_bind_template_child (widget_class, CfEntryForm, seen_label);
  gtk_widget_class_bind_template_child (widget_class, CfEntryForm, seen_row);
  gtk_widget_class_bind_template_callback (widget_class, on_named_notify_selected);
  gtk_widget_class_bind_template_child (widget_class, CfEntryForm, suspect);
  gtk_widget_class_bind_template_child (widget_class, CfEntryForm, suspect_label);
  gtk_widget_class_bind_template_child (widget_class, CfEntryForm, suspect_row);
  gtk_widget_class_bind_template_child (widget_class, CfEntryForm, weapon);
  gtk_widget_class_bind_template_child (widget_class, CfEntryForm, weapon_label);
  gtk_widget_class_bind_template_child (widget_class, CfEntryForm, weapon_row);
  gtk_widget_class_bind_template_callback (widget_class, on_kind_notify_selected);
  gtk_widget_class_bind_template_callback (widget_class, on_player_notify_selected);
  gtk_widget_class_bind_template_callback (widget_class, on_refuter_notify_selected);
}

static void
cf_entry_form_init (CfEntryForm *self)
{
  self->hand_toggles = g_ptr_array_new ();
  self->card_cards = g_array_new (FALSE, FALSE, sizeof (int));
  gtk_widget_init_template (GTK_WIDGET (self));
  {
    GtkDropDown *lists[] = { self->kind, self->player, self->suspect, self->weapon,
                             self->room, self->card,   self->refuter, self->seen };
    GtkLabel    *labels[] = { self->kind_label,    self->player_label, self->suspect_label,
                              self->weapon_label,  self->room_label,   self->card_label,
                              self->refuter_label, self->seen_label };

    for (guint i = 0; i < G_N_ELEMENTS (lists); i++)
      {
        add_type_ahead (lists[i]);
        cf_accessible_label_drop_down (lists[i], labels[i]);
      }
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
  CfEdition        *edition;
  const CfIntrigue *intrigue;
  int               refuse;
  g_autoptr(GtkStringList) kinds = NULL;
  g_autoptr(GtkStringList) players = NULL;
  g_autoptr(GtkStringList) all = NULL;

  g_return_if_fail (CF_IS_ENTRY_FORM (self));

  if (!g_set_object (&self->log, log) || log == NULL)
    return;
  edition = cf_case_log_get_edition (log);
  self->refused = 0;
  intrigue = cf_edition_get_intrigue (edition);
  refuse = cf_intrigue_find_effect (intrigue, CF_KEEPER_REFUSE);
  self->can_refuse = refuse >= 0;
  if (self->can_refuse)
    {
      g_autofree char *tip = cf_text_printf (
          /* Translators: %s is the name of the Keeper card that lets a player refuse */
          _("Players who were asked but played %s to show no card. Only those asked before the "
             "one who showed a card are offered."),
          cf_intrigue_get_keeper_name (intrigue, refuse));
      gtk_widget_set_tooltip_text (self->refused_label, tip);
    }

  kinds = gtk_string_list_new (NULL);
  gtk_string_list_append (kinds, _("A suggestion"));
  gtk_string_list_append (kinds, _("A wrong accusation"));
  gtk_string_list_append (kinds, _("A right accusation"));
  gtk_string_list_append (kinds, _("A card seen face up"));
  /* Translators: a player shows every card of their hand (as a murdered
   * player does in Discover the Secrets) */
  gtk_string_list_append (kinds, _("A hand laid face up"));
  /* Cards dealt to nobody lie face down; one may be seen. */
  if (cf_case_log_get_set_aside (log) > 0)
    gtk_string_list_append (kinds, cf_edition_get_rules (edition)->set_aside_leftovers
                                       /* Translators: a card seen among those face down in
                                        * the pool (Discover the Secrets) */
                                       ? _("A card seen in the pool")
                                       /* Translators: a card seen among those dealt to nobody */
                                       : _("A card seen among those set aside"));
  gtk_drop_down_set_model (self->kind, G_LIST_MODEL (kinds));

  players = gtk_string_list_new (NULL);
  for (guint i = 0; i < cf_case_log_get_n_players (log); i++)
    gtk_string_list_append (players, cf_case_log_get_player_name (log, i));
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
  g_array_set_size (self->card_cards, 0);
  g_ptr_array_set_size (self->hand_toggles, 0);
  gtk_flow_box_bind_model (self->hand_box, G_LIST_MODEL (all), create_hand_toggle, self, NULL);

  gtk_drop_down_set_selected (self->kind, KIND_SUGGESTION);
  gtk_drop_down_set_selected (self->player, MAX (cf_case_log_get_me (log), 0));
  fill_refuters (self);
}

/**
 * cf_entry_form_get_events:
 *
 * What the form says happened: one event, or for a hand laid face up one
 * reveal per card ticked, in the edition's order. Only the fields the form
 * offers count.
 *
 * Returns: (transfer full) (element-type CfEvent): the events; empty for a
 *   hand with no card ticked (see #CfEntryForm:complete)
 */
GArray *
cf_entry_form_get_events (CfEntryForm *self)
{
  GArray    *events = g_array_new (FALSE, FALSE, sizeof (CfEvent));
  CfEdition *edition;
  CfEvent    event;
  int        cards[CF_N_CATEGORIES];
  int        player, refuter, shown = CF_NO_CARD;
  guint      seen, kind;

  g_return_val_if_fail (CF_IS_ENTRY_FORM (self), events);
  g_return_val_if_fail (self->log != NULL, events);

  edition = cf_case_log_get_edition (self->log);
  for (CfCategory c = 0; c < CF_N_CATEGORIES; c++)
    cards[c] = cf_edition_get_first_card_of (edition, c) +
               gtk_drop_down_get_selected (named_dropdown (self, c));
  player = (int)gtk_drop_down_get_selected (self->player);
  refuter = refuter_at (self, gtk_drop_down_get_selected (self->refuter));
  seen = seen_applies (self) ? gtk_drop_down_get_selected (self->seen) : SEEN_NONE;
  if (seen != SEEN_NONE)
    shown = cards[seen - 1];
  kind = current_kind (self);

  switch (kind)
    {
    case KIND_WRONG_ACCUSATION:
    case KIND_RIGHT_ACCUSATION:
      cf_event_init_accusation (&event, player, cards[0], cards[1], cards[2],
                                kind == KIND_RIGHT_ACCUSATION);
      g_array_append_val (events, event);
      break;
    case KIND_FACE_UP:
    case KIND_POOL:
      cf_event_init_reveal (&event, kind == KIND_POOL ? CF_SET_ASIDE : player,
                            selected_card (self));
      g_array_append_val (events, event);
      break;
    case KIND_HAND:
      for (guint i = 0; i < self->hand_toggles->len; i++)
        if (gtk_toggle_button_get_active (g_ptr_array_index (self->hand_toggles, i)))
          {
            cf_event_init_reveal (&event, player, i);
            g_array_append_val (events, event);
          }
      break;
    case KIND_SUGGESTION:
    default:
      cf_event_init_suggestion (&event, player, cards[0], cards[1], cards[2], refuter, shown);
      /* Only the players still offered: those asked. */
      for (guint p = 0; p < cf_case_log_get_n_players (self->log); p++)
        if ((self->refused & (1u << p)) && was_asked (self, (int)p))
          event.refused |= 1u << p;
      g_array_append_val (events, event);
      break;
    }
  return events;
}

/**
 * cf_entry_form_get_complete:
 *
 * Returns: whether the form says something that can be entered
 */
gboolean
cf_entry_form_get_complete (CfEntryForm *self)
{
  g_return_val_if_fail (CF_IS_ENTRY_FORM (self), FALSE);
  return self->complete;
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
  guint      kind;

  g_return_if_fail (CF_IS_ENTRY_FORM (self));
  g_return_if_fail (self->log != NULL);

  edition = cf_case_log_get_edition (self->log);
  if (event->type != CF_EVENT_REVEAL)
    for (guint i = 0; i < 3; i++)
      by_category[cf_edition_get_card_category (edition, event->cards[i])] = event->cards[i];
  kind = event->type == CF_EVENT_SUGGESTION ? KIND_SUGGESTION
         : event->type == CF_EVENT_ACCUSATION
             ? (event->correct ? KIND_RIGHT_ACCUSATION : KIND_WRONG_ACCUSATION)
         : event->player == CF_SET_ASIDE ? KIND_POOL
                                         : KIND_FACE_UP;
  gtk_drop_down_set_selected (self->kind, kind);
  if (event->player >= 0)
    gtk_drop_down_set_selected (self->player, (guint)event->player);
  for (CfCategory c = 0; c < CF_N_CATEGORIES; c++)
    if (by_category[c] >= 0)
      gtk_drop_down_set_selected (named_dropdown (self, c),
                                  by_category[c] - cf_edition_get_first_card_of (edition, c));
  if (event->type == CF_EVENT_REVEAL)
    {
      fill_card_list (self);
      select_card (self, event->cards[0]);
    }
  if (event->type == CF_EVENT_SUGGESTION)
    gtk_drop_down_set_selected (self->refuter, refuter_position (self, event->refuter));
  self->refused = event->type == CF_EVENT_SUGGESTION ? event->refused : 0;
  for (CfCategory c = 0; c < CF_N_CATEGORIES; c++)
    if (event->shown >= 0 && by_category[c] == event->shown)
      gtk_drop_down_set_selected (self->seen, 1 + c);
  update_fields (self);
}
