/* cf-join-dialog.c: join a game hosted at another computer
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "cf-accessible.h"
#include "cf-join-dialog.h"
#include "cf-net-discovery.h"
#include "cf-net-protocol.h"
#include "cf-text-row.h"
#include "cf-text.h"

/*
 * Join a Game: the games announced on the local network, each a row that
 * fills in where it is (and pins its certificate); or the host's computer
 * and the code it shows, typed, or its link pasted; and the name to play
 * under. Join connects (the spinner turns, the fields wait) and the
 * dialog closes with CfJoinDialog::joined once the host's first copy of
 * the game came; a refusal (a wrong code, a full game, no such computer)
 * is said above the fields and the dialog stays, the fields as typed.
 */

struct _CfJoinDialog
{
  AdwWindow parent_instance;

  CfNetBrowser *browser;
  char         *fingerprint; /* of the game chosen in the list, or a link's */
  GStrv         seat_ids;    /* the open seats of the game chosen, in the list's order */
  CfNetJoiner  *joiner;      /* while joining */
  guint         say_source;  /* the error, said once its field was read */

  /* Template children */
  CfTextRow           *address_row;
  GtkWidget           *cancel_button;
  CfTextRow           *code_row;
  GtkLabel            *error_label;
  AdwPreferencesGroup *found_group;
  GtkListBox          *games_list;
  GtkWidget           *join_button;
  CfTextRow           *name_row;
  GtkSpinner          *spinner;
  GtkLabel            *status_label;
  AdwActionRow        *seat_row;
  GtkDropDown         *seat_dropdown;
};

G_DEFINE_FINAL_TYPE (CfJoinDialog, cf_join_dialog, ADW_TYPE_WINDOW)

enum
{
  SIGNAL_JOINED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* ---------------------------------------------------------------- helpers */

static gboolean
say_error (gpointer data)
{
  CfJoinDialog *self = data;
  GtkWidget    *focus = gtk_root_get_focus (GTK_ROOT (self));

  self->say_source = 0;
  /* The field's entry is what a screen reader has the focus on (its
   * GtkText holds the keyboard focus) */
  while (focus != NULL && !GTK_IS_ENTRY (focus) && !GTK_IS_BUTTON (focus))
    focus = gtk_widget_get_parent (focus);
  cf_accessible_announce (focus != NULL ? focus : self->join_button,
                          gtk_label_get_label (self->error_label));
  return G_SOURCE_REMOVE;
}

/* Shows @message above the fields and puts the focus on @field (the one to
 * mend); a screen reader, having read the field, then hears the message */
static void
show_error (CfJoinDialog *self, const char *message, CfTextRow *field)
{
  gtk_label_set_label (self->error_label, message != NULL ? message : "");
  gtk_widget_set_visible (GTK_WIDGET (self->error_label), message != NULL);
  g_clear_handle_id (&self->say_source, g_source_remove);
  if (message == NULL)
    return;
  if (field != NULL)
    gtk_widget_grab_focus (GTK_WIDGET (cf_text_row_get_entry (field)));
  self->say_source = g_timeout_add (300, say_error, self);
}

static void
set_busy (CfJoinDialog *self, gboolean busy)
{
  /* The field typed in is about to lose its sensitivity: Cancel takes the
   * focus first */
  if (busy)
    gtk_widget_grab_focus (self->cancel_button);
  gtk_widget_set_visible (GTK_WIDGET (self->spinner), busy);
  gtk_spinner_set_spinning (self->spinner, busy);
  gtk_widget_set_sensitive (self->join_button, !busy);
  gtk_widget_set_sensitive (GTK_WIDGET (self->address_row), !busy);
  gtk_widget_set_sensitive (GTK_WIDGET (self->code_row), !busy);
  gtk_widget_set_sensitive (GTK_WIDGET (self->name_row), !busy);
  gtk_widget_set_sensitive (GTK_WIDGET (self->seat_row), !busy);
  gtk_widget_set_sensitive (GTK_WIDGET (self->games_list), !busy);
}

static void
stop_joining (CfJoinDialog *self)
{
  if (self->joiner == NULL)
    return;
  g_signal_handlers_disconnect_by_data (self->joiner, self);
  g_clear_object (&self->joiner);
}

/* ---------------------------------------------------------------- the games found */

static char *
describe_found (CfNetFoundGame *game)
{
  g_autoptr(CfEdition) edition = cf_edition_lookup_builtin (cf_net_found_game_get_edition (game));
  guint            free_seats = cf_net_found_game_get_free_seats (game);
  g_autofree char *seats = NULL;

  seats = free_seats == 0
              ? g_strdup (_("no free seat"))
              : g_strdup_printf (
                    /* Translators: how many seats of a game are still free */
                    g_dngettext (NULL, "%u free seat", "%u free seats", free_seats), free_seats);
  return cf_text_printf (
      /* Translators: %1$s is an edition, %2$s how many seats are free, %3$s a computer's name */
      _("%1$s · %2$s · at %3$s"),
      edition != NULL ? cf_edition_get_name (edition) : cf_net_found_game_get_edition (game), seats,
      cf_net_found_game_get_host_name (game));
}

/* The seats nobody has taken, by their suspects' names, when the game
 * chosen announced them: any free seat, or one of them */
static void
offer_seats (CfJoinDialog *self, CfNetFoundGame *game)
{
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  g_autoptr(CfEdition) edition = NULL;
  const char *const *ids = game != NULL ? cf_net_found_game_get_open_seats (game) : NULL;

  g_clear_pointer (&self->seat_ids, g_strfreev);
  if (game != NULL)
    edition = cf_edition_lookup_builtin (cf_net_found_game_get_edition (game));
  gtk_widget_set_visible (GTK_WIDGET (self->seat_row), edition != NULL && ids != NULL && ids[0]);
  if (edition == NULL || ids == NULL || ids[0] == NULL)
    return;
  self->seat_ids = g_strdupv ((char **)ids);
  gtk_string_list_append (names, _("Any free seat"));
  for (guint i = 0; ids[i] != NULL; i++)
    {
      int card = cf_edition_lookup_card (edition, ids[i]);

      gtk_string_list_append (names, card >= 0 ? cf_edition_get_card_name (edition, card) : ids[i]);
    }
  gtk_drop_down_set_model (self->seat_dropdown, G_LIST_MODEL (names));
  gtk_drop_down_set_selected (self->seat_dropdown, 0);
}

/* The suspect id of the seat chosen, or %NULL for any */
static const char *
chosen_seat (CfJoinDialog *self)
{
  guint selected = gtk_drop_down_get_selected (self->seat_dropdown);

  if (self->seat_ids == NULL || !gtk_widget_get_visible (GTK_WIDGET (self->seat_row)) ||
      selected == 0 || selected == GTK_INVALID_LIST_POSITION ||
      selected > g_strv_length (self->seat_ids))
    return NULL;
  return self->seat_ids[selected - 1];
}

static void
on_game_activated (AdwActionRow *row, CfJoinDialog *self)
{
  cf_join_dialog_choose_game (self, g_object_get_data (G_OBJECT (row), "cf-found-game"));
}

/**
 * cf_join_dialog_choose_game:
 * @game: a game found on the network
 *
 * What choosing @game in the list does: where it is, its host's pin and
 * its open seats fill the form.
 */
void
cf_join_dialog_choose_game (CfJoinDialog *self, CfNetFoundGame *game)
{
  g_autofree char *where = NULL;
  const char      *address = cf_net_found_game_get_address (game);

  where = strchr (address, ':') != NULL
              ? g_strdup_printf ("[%s]:%u", address, cf_net_found_game_get_port (game))
              : g_strdup_printf ("%s:%u", address, cf_net_found_game_get_port (game));
  gtk_editable_set_text (GTK_EDITABLE (self->address_row), where);
  /* After the text: typing an address forgets the pin */
  g_free (self->fingerprint);
  self->fingerprint = g_strdup (cf_net_found_game_get_fingerprint (game));
  offer_seats (self, game);
  gtk_widget_grab_focus (GTK_WIDGET (self->code_row));
}

static GtkWidget *
create_game_row (gpointer item, gpointer data)
{
  CfNetFoundGame  *game = item;
  CfJoinDialog    *self = data;
  GtkWidget       *row = adw_action_row_new ();
  g_autofree char *subtitle = describe_found (game);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), cf_net_found_game_get_name (game));
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row),
                             gtk_image_new_from_icon_name ("go-next-symbolic"));
  g_object_set_data_full (G_OBJECT (row), "cf-found-game", g_object_ref (game), g_object_unref);
  g_signal_connect (row, "activated", G_CALLBACK (on_game_activated), self);
  return row;
}

/* Typed: not the game found (its pin and seats are forgotten) */
static void
on_address_changed (CfJoinDialog *self)
{
  g_clear_pointer (&self->fingerprint, g_free);
  offer_seats (self, NULL);
}

/* ---------------------------------------------------------------- joining */

static void
on_started (CfNetJoiner *joiner, CfHotSeat *hot_seat, CfJoinDialog *self)
{
  g_autoptr(CfNetJoiner) joined = g_object_ref (joiner);

  stop_joining (self);
  set_busy (self, FALSE);
  g_signal_emit (self, signals[SIGNAL_JOINED], 0, joined);
  gtk_window_destroy (GTK_WINDOW (self));
}

/* A seat taken, the game not yet dealt: whom this seat plays, and how
 * many players are awaited */
static void
on_waiting (CfNetJoiner *joiner, GParamSpec *pspec, CfJoinDialog *self)
{
  const char *waiting = cf_net_joiner_get_waiting (joiner);
  GtkWidget  *focus = gtk_root_get_focus (GTK_ROOT (self));

  gtk_label_set_label (self->status_label, waiting != NULL ? waiting : "");
  gtk_widget_set_visible (GTK_WIDGET (self->status_label), waiting != NULL);
  if (waiting != NULL)
    cf_accessible_announce (focus != NULL ? focus : self->cancel_button, waiting);
}

static void
on_state (CfNetJoiner *joiner, GParamSpec *pspec, CfJoinDialog *self)
{
  if (cf_net_joiner_get_state (joiner) != CF_JOINER_FAILED)
    return;
  stop_joining (self);
  set_busy (self, FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->status_label), FALSE);
  show_error (self, cf_net_joiner_get_problem (joiner), self->code_row);
}

/**
 * cf_join_dialog_join:
 *
 * Joins the game the fields name (what Join does).
 */
void
cf_join_dialog_join (CfJoinDialog *self)
{
  const char      *where = gtk_editable_get_text (GTK_EDITABLE (self->address_row));
  const char      *typed_code = gtk_editable_get_text (GTK_EDITABLE (self->code_row));
  const char      *name = gtk_editable_get_text (GTK_EDITABLE (self->name_row));
  g_autofree char *host = NULL, *code = NULL, *fingerprint = NULL;
  g_autoptr(GError) error = NULL;
  guint port = CF_NET_DEFAULT_PORT;

  g_return_if_fail (CF_IS_JOIN_DIALOG (self));
  if (self->joiner != NULL)
    return;
  where = where + strspn (where, " \t");
  if (g_str_has_prefix (where, "casefile:"))
    {
      if (!cf_net_link_parse (where, &host, &port, &code, &fingerprint, &error))
        {
          show_error (self, error->message, self->address_row);
          return;
        }
      if (*typed_code != '\0')
        {
          g_free (code);
          code = g_strdup (typed_code);
        }
    }
  else
    {
      g_autoptr(GSocketConnectable) address = NULL;

      if (*where == '\0')
        {
          show_error (self, _("Choose a game found on this network, or type the host’s computer"),
                      self->address_row);
          return;
        }
      if (!(address = g_network_address_parse (where, CF_NET_DEFAULT_PORT, &error)))
        {
          show_error (self, _("This is neither a computer’s name nor an address"),
                      self->address_row);
          return;
        }
      host = g_strdup (g_network_address_get_hostname (G_NETWORK_ADDRESS (address)));
      port = g_network_address_get_port (G_NETWORK_ADDRESS (address));
      code = g_strdup (typed_code);
      fingerprint = g_strdup (self->fingerprint);
    }
  if (code == NULL || *g_strstrip (code) == '\0')
    {
      show_error (self, _("Type the code the host’s screen shows"), self->code_row);
      return;
    }
  if (!(self->joiner =
            cf_net_joiner_new (host, port, code, fingerprint, *name != '\0' ? name : NULL, &error)))
    {
      show_error (self, error->message, self->code_row);
      return;
    }
  cf_net_joiner_set_suspect (self->joiner, chosen_seat (self));
  show_error (self, NULL, NULL);
  set_busy (self, TRUE);
  g_signal_connect (self->joiner, "started", G_CALLBACK (on_started), self);
  g_signal_connect (self->joiner, "notify::state", G_CALLBACK (on_state), self);
  g_signal_connect (self->joiner, "notify::waiting", G_CALLBACK (on_waiting), self);
  cf_net_joiner_start (self->joiner);
}

/* ---------------------------------------------------------------- GObject */

static void
cf_join_dialog_dispose (GObject *object)
{
  CfJoinDialog *self = CF_JOIN_DIALOG (object);

  stop_joining (self);
  g_clear_handle_id (&self->say_source, g_source_remove);
  gtk_widget_dispose_template (GTK_WIDGET (object), CF_TYPE_JOIN_DIALOG);
  g_clear_object (&self->browser);
  G_OBJECT_CLASS (cf_join_dialog_parent_class)->dispose (object);
}

static void
cf_join_dialog_finalize (GObject *object)
{
  g_free (CF_JOIN_DIALOG (object)->fingerprint);
  g_strfreev (CF_JOIN_DIALOG (object)->seat_ids);
  G_OBJECT_CLASS (cf_join_dialog_parent_class)->finalize (object);
}

static void
cf_join_dialog_class_init (CfJoinDialogClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cf_join_dialog_dispose;
  object_class->finalize = cf_join_dialog_finalize;

  /**
   * CfJoinDialog::joined:
   * @joiner: the seat at the host, with its game
   */
  signals[SIGNAL_JOINED] = g_signal_new ("joined", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                         NULL, NULL, NULL, G_TYPE_NONE, 1, CF_TYPE_NET_JOINER);

  g_type_ensure (CF_TYPE_TEXT_ROW);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/casefile/Casefile/cf-join-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, CfJoinDialog, address_row);
  gtk_widget_class_bind_template_child (widget_class, CfJoinDialog, cancel_button);
  gtk_widget_class_bind_template_child (widget_class, CfJoinDialog, code_row);
  gtk_widget_class_bind_template_child (widget_class, CfJoinDialog, error_label);
  gtk_widget_class_bind_template_child (widget_class, CfJoinDialog, found_group);
  gtk_widget_class_bind_template_child (widget_class, CfJoinDialog, games_list);
  gtk_widget_class_bind_template_child (widget_class, CfJoinDialog, join_button);
  gtk_widget_class_bind_template_child (widget_class, CfJoinDialog, name_row);
  gtk_widget_class_bind_template_child (widget_class, CfJoinDialog, spinner);
  gtk_widget_class_bind_template_child (widget_class, CfJoinDialog, seat_dropdown);
  gtk_widget_class_bind_template_child (widget_class, CfJoinDialog, seat_row);
  gtk_widget_class_bind_template_child (widget_class, CfJoinDialog, status_label);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
cf_join_dialog_init (CfJoinDialog *self)
{
  const char *real_name = g_get_real_name ();
  GtkWidget  *placeholder;

  gtk_widget_init_template (GTK_WIDGET (self));

  g_signal_connect_swapped (self->join_button, "clicked", G_CALLBACK (cf_join_dialog_join), self);
  g_signal_connect_swapped (self->address_row, "changed", G_CALLBACK (on_address_changed), self);
  /* Enter in a field goes to the next, and from the last joins */
  g_signal_connect_swapped (self->address_row, "entry-activated",
                            G_CALLBACK (gtk_widget_grab_focus), self->code_row);
  g_signal_connect_swapped (self->code_row, "entry-activated", G_CALLBACK (gtk_widget_grab_focus),
                            self->name_row);
  g_signal_connect_swapped (self->name_row, "entry-activated", G_CALLBACK (cf_join_dialog_join),
                            self);
  if (real_name != NULL && g_strcmp0 (real_name, "Unknown") != 0)
    gtk_editable_set_text (GTK_EDITABLE (self->name_row), real_name);

  /* The games on this network, as they come and go */
  placeholder = gtk_label_new (_("No game found yet. Ask the host for the name of their computer "
                                  "and the code."));
  gtk_label_set_wrap (GTK_LABEL (placeholder), TRUE);
  gtk_widget_add_css_class (placeholder, "dim-label");
  gtk_widget_set_margin_top (placeholder, 18);
  gtk_widget_set_margin_bottom (placeholder, 18);
  gtk_widget_set_margin_start (placeholder, 12);
  gtk_widget_set_margin_end (placeholder, 12);
  gtk_list_box_set_placeholder (self->games_list, placeholder);
  if (g_getenv ("CASEFILE_NO_ANNOUNCE") == NULL)
    self->browser = cf_net_browser_new ();
  if (self->browser != NULL)
    {
      gtk_list_box_bind_model (self->games_list, cf_net_browser_get_games (self->browser),
                               create_game_row, self, NULL);
      if (cf_net_browser_get_problem (self->browser) != NULL)
        adw_preferences_group_set_description (self->found_group,
                                               cf_net_browser_get_problem (self->browser));
    }
  cf_accessible_name_drop_down (self->seat_dropdown, _("Seat"));
  cf_accessible_fix_mnemonics (GTK_WIDGET (self));
}

/**
 * cf_join_dialog_new:
 * @parent: the window to join the game in
 *
 * Returns: (transfer floating): the dialog, to present
 */
GtkWidget *
cf_join_dialog_new (GtkWindow *parent)
{
  CfJoinDialog *self = g_object_new (CF_TYPE_JOIN_DIALOG, "transient-for", parent, NULL);

  /* Where to type first (a game found in the list fills it in) */
  gtk_window_set_focus (GTK_WINDOW (self), GTK_WIDGET (cf_text_row_get_entry (self->address_row)));
  return GTK_WIDGET (self);
}

/**
 * cf_join_dialog_set_invitation:
 * @address: (nullable): the host's computer, or a link
 * @code: (nullable): the code
 * @name: (nullable): the name to play under
 *
 * Fills in the fields (as a person would type them).
 */
void
cf_join_dialog_set_invitation (CfJoinDialog *self,
                               const char   *address,
                               const char   *code,
                               const char   *name)
{
  g_return_if_fail (CF_IS_JOIN_DIALOG (self));
  if (address != NULL)
    gtk_editable_set_text (GTK_EDITABLE (self->address_row), address);
  if (code != NULL)
    gtk_editable_set_text (GTK_EDITABLE (self->code_row), code);
  if (name != NULL)
    gtk_editable_set_text (GTK_EDITABLE (self->name_row), name);
}
