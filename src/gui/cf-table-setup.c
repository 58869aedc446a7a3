/* cf-table-setup.c: the table notebook's set-up: edition, players, my cards
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "cf-accessible.h"
#include "cf-table-setup.h"
#include "cf-text-row.h"
#include "cf-text.h"

/*
 * The edition (or a card set typed in, kept for next time), the players'
 * names clockwise with a mark on me, the hand sizes when the deal was not
 * even, and my cards. What is wrong is said below the cards, and no case log
 * is made until it is right. The deal is spelled out as it is typed: how
 * many cards each, and how many lie face down in the pool (an edition that
 * sets the leftovers aside) or are set aside (hand sizes that leave some).
 *
 * My cards are check boxes to a screen reader; once as many are ticked as
 * I hold, the others wait until one is unticked, and the count is said
 * ("Pick your 5 cards: 3 picked."). Enter in a name goes on to the next
 * one. What is wrong is also the description of Open the Notebook, which
 * has the focus then, so that it is read.
 */

#define N_SEATS CF_GAME_MAX_SEATS

static const char *const custom_keys[CF_N_CATEGORIES] = { "custom-suspects", "custom-weapons",
                                                          "custom-rooms" };

struct _CfTableSetup
{
  AdwBin parent_instance;

  GListModel *editions;
  GSettings  *settings;
  guint       n_mine; /* how many cards I hold; 0 while the deal is unknown */

  /* Template widgets */
  AdwPreferencesGroup *cards_group;
  GtkFlowBox          *cards_box;
  AdwActionRow        *deal_row;
  AdwComboRow         *edition_row;
  GtkLabel            *error_label;
  GtkCheckButton      *me_check1;
  GtkCheckButton      *me_check2;
  GtkCheckButton      *me_check3;
  GtkCheckButton      *me_check4;
  GtkCheckButton      *me_check5;
  GtkCheckButton      *me_check6;
  CfTextRow           *name_row1;
  CfTextRow           *name_row2;
  CfTextRow           *name_row3;
  CfTextRow           *name_row4;
  CfTextRow           *name_row5;
  CfTextRow           *name_row6;
  GtkWidget           *open_button;
  CfTextRow           *rooms_row;
  CfTextRow           *sizes_row;
  CfTextRow           *suspects_row;
  CfTextRow           *weapons_row;
};

G_DEFINE_FINAL_TYPE (CfTableSetup, cf_table_setup, ADW_TYPE_BIN)

/* ---------------------------------------------------------------- helpers */

static CfTextRow *
custom_row (CfTableSetup *self, CfCategory category)
{
  return category == CF_CATEGORY_SUSPECT  ? self->suspects_row
         : category == CF_CATEGORY_WEAPON ? self->weapons_row
                                          : self->rooms_row;
}

/* The last item of the edition list is a card set of one's own. */
static gboolean
custom_chosen (CfTableSetup *self)
{
  return adw_combo_row_get_selected (self->edition_row) ==
         g_list_model_get_n_items (self->editions);
}

static CfEdition *
chosen_edition (CfTableSetup *self, GError **error)
{
  guint i = adw_combo_row_get_selected (self->edition_row);

  if (custom_chosen (self))
    {
      g_auto(GStrv) suspects = cf_card_ids_from_list (
          gtk_editable_get_text (GTK_EDITABLE (custom_row (self, CF_CATEGORY_SUSPECT))));
      g_auto(GStrv) weapons = cf_card_ids_from_list (
          gtk_editable_get_text (GTK_EDITABLE (custom_row (self, CF_CATEGORY_WEAPON))));
      g_auto(GStrv) rooms = cf_card_ids_from_list (
          gtk_editable_get_text (GTK_EDITABLE (custom_row (self, CF_CATEGORY_ROOM))));

      return cf_edition_new_custom ("custom", (const char *const *)suspects,
                                    (const char *const *)weapons, (const char *const *)rooms,
                                    error);
    }
  return i < g_list_model_get_n_items (self->editions) ? g_list_model_get_item (self->editions, i)
                                                       : NULL;
}

static void update_picked (CfTableSetup *self);

static GtkWidget *
create_card_toggle (gpointer item, gpointer user_data)
{
  CfTableSetup *self = user_data;
  GtkWidget    *place = gtk_flow_box_child_new ();
  /* Said as a check box: checked or not */
  GtkWidget *toggle =
      g_object_new (GTK_TYPE_TOGGLE_BUTTON, "label", gtk_string_object_get_string (item),
                    "accessible-role", GTK_ACCESSIBLE_ROLE_CHECKBOX, NULL);

  /* One Tab stop per card: the toggle, not its place in the box. */
  gtk_widget_set_focusable (place, FALSE);
  cf_accessible_set_checkable (GTK_TOGGLE_BUTTON (toggle));
  g_signal_connect_swapped (toggle, "toggled", G_CALLBACK (update_picked), self);
  gtk_flow_box_child_set_child (GTK_FLOW_BOX_CHILD (place), toggle);
  return place;
}

static GtkToggleButton *
card_toggle (GtkWidget *place)
{
  return GTK_TOGGLE_BUTTON (gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (place)));
}

static guint
n_picked (CfTableSetup *self)
{
  guint n = 0;

  for (GtkWidget *place = gtk_widget_get_first_child (GTK_WIDGET (self->cards_box)); place;
       place = gtk_widget_get_next_sibling (place))
    n += gtk_toggle_button_get_active (card_toggle (place));
  return n;
}

/* How many to pick and how many are; no more can be ticked than I hold. */
static void
update_picked (CfTableSetup *self)
{
  guint            picked = n_picked (self);
  g_autofree char *text = NULL;

  for (GtkWidget *place = gtk_widget_get_first_child (GTK_WIDGET (self->cards_box)); place;
       place = gtk_widget_get_next_sibling (place))
    gtk_widget_set_sensitive (GTK_WIDGET (card_toggle (place)),
                              self->n_mine == 0 || picked < self->n_mine ||
                                  gtk_toggle_button_get_active (card_toggle (place)));
  if (self->n_mine > 0)
    text = g_strdup_printf (
        /* Translators: %1$u is how many cards I hold, %2$u how many are ticked */
        g_dngettext (GETTEXT_PACKAGE, "Pick your %1$u card: %2$u picked.",
                     "Pick your %1$u cards: %2$u picked.", self->n_mine),
        self->n_mine, picked);
  adw_preferences_group_set_description (self->cards_group, text);
}

/* The cards of the edition chosen, to pick mine from. */
static void
fill_cards (CfTableSetup *self)
{
  g_autoptr(CfEdition) edition = chosen_edition (self, NULL);
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);

  for (CfCategory c = 0; c < CF_N_CATEGORIES; c++)
    gtk_widget_set_visible (GTK_WIDGET (custom_row (self, c)), custom_chosen (self));
  for (guint card = 0; edition != NULL && card < cf_edition_get_n_cards (edition); card++)
    gtk_string_list_append (names, cf_edition_get_card_name (edition, card));
  gtk_flow_box_bind_model (self->cards_box, G_LIST_MODEL (names), create_card_toggle, self, NULL);
}

static void
show_error (CfTableSetup *self, const char *message)
{
  gtk_label_set_label (self->error_label, message);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->open_button),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, message, -1);
}

/* The deal in words: "7 cards each. 3 cards lie face down in the pool." */
static char *
describe_deal (CfEdition *edition, guint n_players, const guint *sizes, guint set_aside)
{
  GString *text = g_string_new (NULL);
  gboolean even = TRUE;

  for (guint i = 1; i < n_players; i++)
    even = even && sizes[i] == sizes[0];
  if (even)
    /* Translators: every player holds %u cards */
    g_string_append_printf (
        text, g_dngettext (GETTEXT_PACKAGE, "%u card each.", "%u cards each.", sizes[0]), sizes[0]);
  else
    {
      g_autoptr(GString) list = g_string_new (NULL);

      for (guint i = 0; i < n_players; i++)
        {
          if (i > 0)
            /* Translators: what separates the hand sizes in "5, 5, 4, 4 cards" */
            g_string_append (list, _(", "));
          g_string_append_printf (list, "%u", sizes[i]);
        }
      /* Translators: %s lists the hand sizes, such as "5, 5, 4, 4" */
      g_string_append_printf (text, _("%s cards, in seating order."), list->str);
    }
  if (set_aside > 0 || cf_edition_get_rules (edition)->set_aside_leftovers)
    g_string_append_c (text, ' ');
  if (cf_edition_get_rules (edition)->set_aside_leftovers)
    {
      if (set_aside == 0)
        g_string_append (text, _("No card is left over for the pool."));
      else
        /* Translators: cards dealt to nobody, face down in the pool (Discover the Secrets) */
        g_string_append_printf (text,
                                g_dngettext (GETTEXT_PACKAGE, "%u card lies face down in the pool.",
                                             "%u cards lie face down in the pool.", set_aside),
                                set_aside);
    }
  else if (set_aside > 0)
    /* Translators: cards dealt to nobody */
    g_string_append_printf (text,
                            g_dngettext (GETTEXT_PACKAGE, "%u card is set aside, dealt to nobody.",
                                         "%u cards are set aside, dealt to nobody.", set_aside),
                            set_aside);
  return g_string_free (text, FALSE);
}

/* Spells out the deal that the edition, the players and the hand sizes
 * typed make, and how many cards to pick as mine. */
static void
update_deal (CfTableSetup *self)
{
  CfTextRow      *name_rows[N_SEATS] = { self->name_row1, self->name_row2, self->name_row3,
                                         self->name_row4, self->name_row5, self->name_row6 };
  GtkCheckButton *me_checks[N_SEATS] = { self->me_check1, self->me_check2, self->me_check3,
                                         self->me_check4, self->me_check5, self->me_check6 };
  g_autoptr(CfEdition) edition = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  guint            sizes[N_SEATS];
  guint            n = 0, set_aside = 0;
  int              me = -1;

  if (self->deal_row == NULL || self->editions == NULL)
    return;
  edition = chosen_edition (self, NULL);
  for (guint i = 0; i < N_SEATS; i++)
    if (*gtk_editable_get_text (GTK_EDITABLE (name_rows[i])) != '\0')
      {
        if (gtk_check_button_get_active (me_checks[i]))
          me = n;
        n++;
      }
  if (edition == NULL)
    text = g_strdup (_("Name the cards of your set to see the deal."));
  else if (n < 3)
    text = g_strdup (_("Name the players to see the deal."));
  else if (!cf_deal_hand_sizes (edition, n, gtk_editable_get_text (GTK_EDITABLE (self->sizes_row)),
                                sizes, &set_aside, &error))
    text = g_strdup (error->message);
  else
    text = describe_deal (edition, n, sizes, set_aside);
  adw_action_row_set_subtitle (self->deal_row, text);

  self->n_mine = edition != NULL && n >= 3 && me >= 0 && error == NULL ? sizes[me] : 0;
  update_picked (self);
}

/* ---------------------------------------------------------------- signal callbacks */

static void
on_edition_row_notify_selected (CfTableSetup *self)
{
  fill_cards (self);
  update_deal (self);
}

static void
on_custom_row_changed (CfTableSetup *self)
{
  if (custom_chosen (self))
    {
      fill_cards (self);
      update_deal (self);
    }
}

static void
on_deal_changed (CfTableSetup *self)
{
  update_deal (self);
}

/* Enter in a name goes on to the next name, then to the hand sizes. */
static void
on_name_row_entry_activated (CfTextRow *row)
{
  GtkWidget *next = gtk_widget_get_next_sibling (GTK_WIDGET (row));

  if (next != NULL)
    gtk_widget_grab_focus (next);
}

static void
on_edition_row_selected (CfTableSetup *self)
{
  GtkStringObject *item = adw_combo_row_get_selected_item (self->edition_row);

  /* The row's title inside already names the field, and GTK 4.8 reads it
   * after the name: "Classic (1986) Edition" */
  if (item != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (self->edition_row),
                                    GTK_ACCESSIBLE_PROPERTY_LABEL,
                                    gtk_string_object_get_string (item), -1);
}

/* The open list of editions shows whole names, wrapped */
static void
on_edition_item_setup (GtkListItemFactory *factory, GtkListItem *item)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 40);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_list_item_set_child (item, label);
}

static void
on_edition_item_bind (GtkListItemFactory *factory, GtkListItem *item)
{
  gtk_label_set_label (GTK_LABEL (gtk_list_item_get_child (item)),
                       gtk_string_object_get_string (gtk_list_item_get_item (item)));
}

/* ---------------------------------------------------------------- overrides */

static void
cf_table_setup_dispose (GObject *object)
{
  CfTableSetup *self = CF_TABLE_SETUP (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), CF_TYPE_TABLE_SETUP);
  g_clear_object (&self->settings);
  g_clear_object (&self->editions);
  G_OBJECT_CLASS (cf_table_setup_parent_class)->dispose (object);
}

static void
cf_table_setup_class_init (CfTableSetupClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cf_table_setup_dispose;

  g_type_ensure (CF_TYPE_TEXT_ROW);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/casefile/Casefile/cf-table-setup.ui");
  gtk_widget_class_bind_template_child (widget_class, CfTableSetup, cards_box);
  gtk_widget_class_bind_template_child (widget_class, CfTableSetup, cards_group);
  gtk_widget_class_bind_template_child (widget_class, CfTableSetup, deal_row);
  gtk_widget_class_bind_template_child (widget_class, CfTableSetup, edition_row);
  gtk_widget_class_bind_template_child (widget_class, CfTableSetup, error_label);
  gtk_widget_class_bind_template_child (widget_class, CfTableSetup, me_check1);
  gtk_widget_class_bind_template_child (widget_class, CfTableSetup, me_check2);
  gtk_widget_class_bind_template_child (widget_class, CfTableSetup, me_check3);
  gtk_widget_class_bind_template_child (widget_class, CfTableSetup, me_check4);
  gtk_widget_class_bind_template_child (widget_class, CfTableSetup, me_check5);
  gtk_widget_class_bind_template_child (widget_class, CfTableSetup, me_check6);
  gtk_widget_class_bind_template_child (widget_class, CfTableSetup, name_row1);
  gtk_widget_class_bind_template_child (widget_class, CfTableSetup, name_row2);
  gtk_widget_class_bind_template_child (widget_class, CfTableSetup, name_row3);
  gtk_widget_class_bind_template_child (widget_class, CfTableSetup, name_row4);
  gtk_widget_class_bind_template_child (widget_class, CfTableSetup, name_row5);
  gtk_widget_class_bind_template_child (widget_class, CfTableSetup, name_row6);
  gtk_widget_class_bind_template_child (widget_class, CfTableSetup, open_button);
  gtk_widget_class_bind_template_child (widget_class, CfTableSetup, rooms_row);
  gtk_widget_class_bind_template_child (widget_class, CfTableSetup, sizes_row);
  gtk_widget_class_bind_template_child (widget_class, CfTableSetup, suspects_row);
  gtk_widget_class_bind_template_child (widget_class, CfTableSetup, weapons_row);
  gtk_widget_class_bind_template_callback (widget_class, on_custom_row_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_deal_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_edition_row_notify_selected);
  gtk_widget_class_bind_template_callback (widget_class, on_name_row_entry_activated);
}

static void
cf_table_setup_init (CfTableSetup *self)
{
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  GSettingsSchema *schema;

  gtk_widget_init_template (GTK_WIDGET (self));

  self->editions = cf_edition_get_builtin (NULL);
  if (self->editions == NULL)
    self->editions = G_LIST_MODEL (g_list_store_new (CF_TYPE_EDITION));
  schema = g_settings_schema_source_lookup (g_settings_schema_source_get_default (), APP_ID, TRUE);
  if (schema != NULL)
    {
      self->settings = g_settings_new (APP_ID);
      g_settings_schema_unref (schema);
    }

  /* The card set typed in last time comes back. */
  for (CfCategory c = 0; c < CF_N_CATEGORIES && self->settings != NULL; c++)
    {
      g_autofree char *kept = g_settings_get_string (self->settings, custom_keys[c]);
      gtk_editable_set_text (GTK_EDITABLE (custom_row (self, c)), kept);
    }
  for (guint i = 0; i < g_list_model_get_n_items (self->editions); i++)
    {
      g_autoptr(CfEdition) edition = g_list_model_get_item (self->editions, i);
      gtk_string_list_append (names, cf_edition_get_name (edition));
    }
  gtk_string_list_append (names, _("A card set of your own"));
  {
    g_autoptr(GtkListItemFactory) factory = gtk_signal_list_item_factory_new ();

    g_signal_connect (factory, "setup", G_CALLBACK (on_edition_item_setup), NULL);
    g_signal_connect (factory, "bind", G_CALLBACK (on_edition_item_bind), NULL);
    adw_combo_row_set_list_factory (self->edition_row, factory);
  }
  g_signal_connect_swapped (self->edition_row, "notify::selected-item",
                            G_CALLBACK (on_edition_row_selected), self);
  adw_combo_row_set_model (self->edition_row, G_LIST_MODEL (names));
  on_edition_row_selected (self);
  cf_accessible_fix_mnemonics (self->open_button);
  fill_cards (self);
  update_deal (self);
}

/* ---------------------------------------------------------------- public API */

GtkWidget *
cf_table_setup_new (void)
{
  return g_object_new (CF_TYPE_TABLE_SETUP, NULL);
}

/**
 * cf_table_setup_create_case_log:
 *
 * Makes the notebook the set-up describes, or says below the cards what is
 * wrong with it.
 *
 * Returns: (transfer full) (nullable): a case log with no events, or %NULL
 */
CfCaseLog *
cf_table_setup_create_case_log (CfTableSetup *self)
{
  CfTextRow      *name_rows[N_SEATS] = { self->name_row1, self->name_row2, self->name_row3,
                                         self->name_row4, self->name_row5, self->name_row6 };
  GtkCheckButton *me_checks[N_SEATS] = { self->me_check1, self->me_check2, self->me_check3,
                                         self->me_check4, self->me_check5, self->me_check6 };
  g_autoptr(GError) error = NULL;
  g_autoptr(CfEdition) edition = NULL;
  g_autoptr(CfCaseLog) log = NULL;
  g_autoptr(GArray) mine = g_array_new (FALSE, FALSE, sizeof (int));
  const char *names[N_SEATS];
  guint       sizes[N_SEATS];
  guint       n = 0, set_aside = 0;
  int         me = -1;

  g_return_val_if_fail (CF_IS_TABLE_SETUP (self), NULL);

  if (!(edition = chosen_edition (self, &error)) && error != NULL)
    {
      /* Translators: %s says what is wrong with the card set typed in */
      g_autofree char *text = cf_text_printf (_("Your card set: %s"), error->message);
      show_error (self, text);
      return NULL;
    }
  for (guint i = 0; i < N_SEATS; i++)
    {
      const char *name = gtk_editable_get_text (GTK_EDITABLE (name_rows[i]));
      if (*name == '\0')
        continue;
      if (gtk_check_button_get_active (me_checks[i]))
        me = n;
      names[n++] = name;
    }
  if (edition == NULL || n < 3)
    {
      show_error (self, _("Name at least three players, in clockwise order."));
      return NULL;
    }
  if (me < 0)
    {
      show_error (self, _("Mark which player you are."));
      return NULL;
    }
  if (!cf_deal_hand_sizes (edition, n, gtk_editable_get_text (GTK_EDITABLE (self->sizes_row)),
                           sizes, &set_aside, &error))
    {
      show_error (self, error->message);
      return NULL;
    }

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->cards_box)); child;
       child = gtk_widget_get_next_sibling (child))
    {
      if (gtk_toggle_button_get_active (card_toggle (child)))
        {
          int card = gtk_flow_box_child_get_index (GTK_FLOW_BOX_CHILD (child));
          g_array_append_val (mine, card);
        }
    }
  if (mine->len != sizes[me])
    {
      g_autofree char *text = g_strdup_printf (
          /* Translators: %1$u is how many cards I hold, %2$u how many are ticked */
          g_dngettext (GETTEXT_PACKAGE, "Pick your %1$u card: %2$u picked.",
                       "Pick your %1$u cards: %2$u picked.", sizes[me]),
          sizes[me], mine->len);
      show_error (self, text);
      return NULL;
    }

  if (!(log = cf_case_log_new (edition, n, names, sizes, set_aside, me, (const int *)mine->data,
                               &error)))
    {
      show_error (self, error->message);
      return NULL;
    }
  {
    g_autoptr(CfDeduction) deduction = cf_deduction_new (log, NULL, NULL);
    if (deduction == NULL || !cf_deduction_is_consistent (deduction))
      {
        show_error (self, _("No deal agrees with these cards: one card of each kind must be left "
                             "for the envelope."));
        return NULL;
      }
  }
  show_error (self, "");
  if (custom_chosen (self) && self->settings != NULL)
    for (CfCategory c = 0; c < CF_N_CATEGORIES; c++)
      g_settings_set_string (self->settings, custom_keys[c],
                             gtk_editable_get_text (GTK_EDITABLE (custom_row (self, c))));
  return g_steal_pointer (&log);
}
