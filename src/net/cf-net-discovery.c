/* cf-net-discovery.c: hosted games announced and found on the local network
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <net/if.h>
#include <string.h>

#include <avahi-client/client.h>
#include <avahi-client/lookup.h>
#include <avahi-client/publish.h>
#include <avahi-common/alternative.h>
#include <avahi-common/error.h>
#include <avahi-common/malloc.h>
#include <avahi-glib/glib-watch.h>
#include <glib/gi18n-lib.h>

#include "casefile-core.h"
#include "cf-net-discovery.h"
#include "cf-net-protocol.h"

/*
 * A hosted game is announced through the Avahi daemon as a DNS-SD service
 * of type _casefile._tcp, named by the game's name, on the host's port,
 * with TXT records (docs/network.md, "Finding games"): protocol, edition,
 * free seats, the name again (a service name may gain " #2" when two games
 * share one) and the certificate's fingerprint, so that a game found here
 * is pinned without the code's pin. The announcer follows the host's
 * "changed" (free seats) and withdraws at "finished".
 *
 * A browser lists the games it finds as CfNetFoundGame objects in a
 * GListModel, one per service name; a game seen on several interfaces or
 * protocols is one item, gone when the last of them goes.
 *
 * Without an Avahi daemon (no system D-Bus, as in containers) both fail
 * soft: the announcer says so once in a debug message and the game is
 * joined by its address; the browser sets its "problem" once.
 */

#define TXT_MAX 255
#define NAME_MAX_BYTES 63

/* ---------------------------------------------------------------- helpers */

/* @text cut to at most @max bytes, at a character's start */
static char *
cut_utf8 (const char *text, gsize max)
{
  const char *end = text + strlen (text);

  if ((gsize)(end - text) <= max)
    return g_strdup (text);
  end = text + max;
  while (end > text && (((guchar)*end) & 0xc0) == 0x80)
    end--;
  return g_strndup (text, end - text);
}

/**
 * cf_net_default_game_name:
 *
 * Returns: (transfer full): the name a game is announced under unless the
 *   host chooses one: "NAME’s game" with the user's name
 */
char *
cf_net_default_game_name (void)
{
  const char *real = g_get_real_name ();
  const char *who =
      real != NULL && *real != '\0' && !g_str_equal (real, "Unknown") ? real : g_get_user_name ();
  g_autofree char *name = NULL;

  /* Translators: the name a hosted game is announced under on the local
   * network; %s is the host's name */
  name = g_strdup_printf (_("%s’s game"), who);
  return cut_utf8 (name, NAME_MAX_BYTES);
}

/* ================================================================ announcer */

struct _CfNetAnnouncer
{
  GObject parent_instance;

  CfNetHost       *host;
  char            *name;
  char            *service_name;
  AvahiGLibPoll   *poll;
  AvahiClient     *client;
  AvahiEntryGroup *group;
  guint            free_seats;
  char            *open_seats; /* the suspect ids of the seats not yet taken */
  gboolean         announced;
  gboolean         withdrawn;
  gboolean         failed;
};

G_DEFINE_FINAL_TYPE (CfNetAnnouncer, cf_net_announcer, G_TYPE_OBJECT)

static void publish (CfNetAnnouncer *self, AvahiClient *client);

/* Once: a debug line, and the game is still joined by its address */
static void
announcer_fail (CfNetAnnouncer *self, const char *why)
{
  if (self->failed)
    return;
  self->failed = TRUE;
  g_debug ("The game is not announced on the local network: %s", why);
}

static AvahiStringList *
txt_records (CfNetAnnouncer *self)
{
  AvahiStringList *txt = NULL;
  g_autofree char *name = cut_utf8 (self->name, TXT_MAX - strlen ("name="));

  txt = avahi_string_list_add_pair (txt, "fingerprint", cf_net_host_get_fingerprint (self->host));
  txt = avahi_string_list_add_pair (txt, "name", name);
  txt = avahi_string_list_add_printf (txt, "free=%u", self->free_seats);
  if (self->open_seats != NULL && *self->open_seats != '\0')
    txt = avahi_string_list_add_pair (txt, "open", self->open_seats);
  txt = avahi_string_list_add_pair (txt, "edition",
                                    cf_edition_get_id (cf_net_host_get_edition (self->host)));
  txt = avahi_string_list_add_printf (txt, "protocol=%d", CF_NET_PROTOCOL);
  return txt;
}

static void
rename_service (CfNetAnnouncer *self)
{
  char *other = avahi_alternative_service_name (self->service_name);

  g_free (self->service_name);
  self->service_name = g_strdup (other);
  avahi_free (other);
  g_debug ("Another service has this game's name: announced as “%s”", self->service_name);
}

static void
on_group_state (AvahiEntryGroup *group, AvahiEntryGroupState state, void *data)
{
  CfNetAnnouncer *self = data;

  switch (state)
    {
    case AVAHI_ENTRY_GROUP_ESTABLISHED:
      self->announced = TRUE;
      g_debug ("Announced “%s” on the local network", self->service_name);
      break;
    case AVAHI_ENTRY_GROUP_COLLISION:
      rename_service (self);
      avahi_entry_group_reset (group);
      publish (self, avahi_entry_group_get_client (group));
      break;
    case AVAHI_ENTRY_GROUP_FAILURE:
      announcer_fail (self,
                      avahi_strerror (avahi_client_errno (avahi_entry_group_get_client (group))));
      break;
    case AVAHI_ENTRY_GROUP_UNCOMMITED:
    case AVAHI_ENTRY_GROUP_REGISTERING:
    default:
      break;
    }
}

static void
publish (CfNetAnnouncer *self, AvahiClient *client)
{
  AvahiStringList *txt;
  int              status;

  if (self->withdrawn)
    return;
  if (self->group == NULL && !(self->group = avahi_entry_group_new (client, on_group_state, self)))
    {
      announcer_fail (self, avahi_strerror (avahi_client_errno (client)));
      return;
    }
  if (!avahi_entry_group_is_empty (self->group))
    return;
  for (guint tries = 0; tries < 20; tries++)
    {
      self->free_seats = cf_net_host_get_n_free_seats (self->host);
      g_free (self->open_seats);
      self->open_seats = cf_net_host_describe_open_seats (self->host);
      txt = txt_records (self);
      status = avahi_entry_group_add_service_strlst (
          self->group, AVAHI_IF_UNSPEC, AVAHI_PROTO_UNSPEC, 0, self->service_name, CF_NET_SERVICE,
          NULL, NULL, cf_net_host_get_port (self->host), txt);
      avahi_string_list_free (txt);
      if (status != AVAHI_ERR_COLLISION)
        break;
      rename_service (self);
    }
  if (status >= 0)
    status = avahi_entry_group_commit (self->group);
  if (status < 0)
    announcer_fail (self, avahi_strerror (status));
}

static void
on_announcer_client_state (AvahiClient *client, AvahiClientState state, void *data)
{
  CfNetAnnouncer *self = data;

  switch (state)
    {
    case AVAHI_CLIENT_S_RUNNING:
      publish (self, client);
      break;
    case AVAHI_CLIENT_S_COLLISION:
    case AVAHI_CLIENT_S_REGISTERING:
      /* The computer's own name is being changed: announce again after */
      self->announced = FALSE;
      if (self->group != NULL)
        avahi_entry_group_reset (self->group);
      break;
    case AVAHI_CLIENT_FAILURE:
      self->announced = FALSE;
      announcer_fail (self, avahi_strerror (avahi_client_errno (client)));
      break;
    case AVAHI_CLIENT_CONNECTING:
    default:
      break;
    }
}

static void
on_host_changed (CfNetHost *host, CfNetAnnouncer *self)
{
  AvahiStringList *txt;
  guint            free_seats = cf_net_host_get_n_free_seats (host);
  g_autofree char *open_seats = cf_net_host_describe_open_seats (host);

  if (self->withdrawn ||
      (free_seats == self->free_seats && g_strcmp0 (open_seats, self->open_seats) == 0))
    return;
  self->free_seats = free_seats;
  g_free (self->open_seats);
  self->open_seats = g_steal_pointer (&open_seats);
  if (self->group == NULL || avahi_entry_group_is_empty (self->group))
    return;
  txt = txt_records (self);
  if (avahi_entry_group_update_service_txt_strlst (self->group, AVAHI_IF_UNSPEC, AVAHI_PROTO_UNSPEC,
                                                   0, self->service_name, CF_NET_SERVICE, NULL,
                                                   txt) < 0)
    g_debug ("The free seats could not be announced: %s",
             avahi_strerror (avahi_client_errno (self->client)));
  avahi_string_list_free (txt);
}

static void
on_host_finished (CfNetHost *host, CfNetAnnouncer *self)
{
  cf_net_announcer_withdraw (self);
}

static void
cf_net_announcer_dispose (GObject *object)
{
  CfNetAnnouncer *self = CF_NET_ANNOUNCER (object);

  cf_net_announcer_withdraw (self);
  g_clear_pointer (&self->client, avahi_client_free);
  g_clear_pointer (&self->poll, avahi_glib_poll_free);
  if (self->host != NULL)
    g_signal_handlers_disconnect_by_data (self->host, self);
  g_clear_object (&self->host);
  G_OBJECT_CLASS (cf_net_announcer_parent_class)->dispose (object);
}

static void
cf_net_announcer_finalize (GObject *object)
{
  CfNetAnnouncer *self = CF_NET_ANNOUNCER (object);

  g_free (self->name);
  g_free (self->service_name);
  g_free (self->open_seats);
  G_OBJECT_CLASS (cf_net_announcer_parent_class)->finalize (object);
}

static void
cf_net_announcer_class_init (CfNetAnnouncerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = cf_net_announcer_dispose;
  object_class->finalize = cf_net_announcer_finalize;
}

static void
cf_net_announcer_init (CfNetAnnouncer *self)
{
}

/**
 * cf_net_announcer_new:
 * @host: a host already listening
 * @name: (nullable): the game's name; %NULL for cf_net_default_game_name()
 *
 * Announces @host's game on the local network until it is over, the
 * announcer is withdrawn or freed. Without an Avahi daemon it does nothing
 * but say so in a debug message.
 *
 * Returns: (transfer full): the announcer
 */
CfNetAnnouncer *
cf_net_announcer_new (CfNetHost *host, const char *name)
{
  CfNetAnnouncer  *self;
  g_autofree char *line = name != NULL ? cf_text_one_line (name) : NULL;
  int              error = 0;

  g_return_val_if_fail (CF_IS_NET_HOST (host), NULL);

  self = g_object_new (CF_TYPE_NET_ANNOUNCER, NULL);
  self->host = g_object_ref (host);
  if (line != NULL)
    g_strstrip (line);
  self->name =
      line != NULL && *line != '\0' ? cut_utf8 (line, NAME_MAX_BYTES) : cf_net_default_game_name ();
  self->service_name = g_strdup (self->name);
  self->free_seats = cf_net_host_get_n_free_seats (host);
  self->open_seats = cf_net_host_describe_open_seats (host);
  g_signal_connect (host, "changed", G_CALLBACK (on_host_changed), self);
  g_signal_connect (host, "finished", G_CALLBACK (on_host_finished), self);

  self->poll = avahi_glib_poll_new (NULL, G_PRIORITY_DEFAULT);
  /* The callback may run before this returns, with the client as argument */
  self->client = avahi_client_new (avahi_glib_poll_get (self->poll), 0, on_announcer_client_state,
                                   self, &error);
  if (self->client == NULL)
    announcer_fail (self, avahi_strerror (error));
  return self;
}

/**
 * cf_net_announcer_get_name:
 *
 * Returns: the name the game is announced under (it gains " #2" and so on
 *   when another game on the network has it)
 */
const char *
cf_net_announcer_get_name (CfNetAnnouncer *self)
{
  g_return_val_if_fail (CF_IS_NET_ANNOUNCER (self), NULL);
  return self->service_name;
}

/**
 * cf_net_announcer_is_announced:
 *
 * Returns: whether the daemon confirmed the announcement
 */
gboolean
cf_net_announcer_is_announced (CfNetAnnouncer *self)
{
  g_return_val_if_fail (CF_IS_NET_ANNOUNCER (self), FALSE);
  return self->announced;
}

/**
 * cf_net_announcer_has_failed:
 *
 * Returns: whether the game cannot be announced (no Avahi daemon, most
 *   often); it is joined by its address then
 */
gboolean
cf_net_announcer_has_failed (CfNetAnnouncer *self)
{
  g_return_val_if_fail (CF_IS_NET_ANNOUNCER (self), TRUE);
  return self->failed;
}

/**
 * cf_net_announcer_withdraw:
 *
 * Takes the game off the network (done by itself when the game is over).
 */
void
cf_net_announcer_withdraw (CfNetAnnouncer *self)
{
  g_return_if_fail (CF_IS_NET_ANNOUNCER (self));
  self->withdrawn = TRUE;
  self->announced = FALSE;
  /* Freeing the group withdraws its service at once, with a goodbye */
  g_clear_pointer (&self->group, avahi_entry_group_free);
}

/* ================================================================ a game found */

struct _CfNetFoundGame
{
  GObject parent_instance;

  char *service_name;
  char *name;
  char *host_name;
  char *address;
  guint port;
  char *edition;
  GStrv open_seats;
  guint free_seats;
  char *fingerprint;
  guint protocol;
};

G_DEFINE_FINAL_TYPE (CfNetFoundGame, cf_net_found_game, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_NAME,
  PROP_HOST_NAME,
  PROP_ADDRESS,
  PROP_PORT,
  PROP_EDITION,
  PROP_FREE_SEATS,
  PROP_FINGERPRINT,
  PROP_PROTOCOL,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
cf_net_found_game_get_property (GObject *object, guint id, GValue *value, GParamSpec *pspec)
{
  CfNetFoundGame *self = CF_NET_FOUND_GAME (object);

  switch (id)
    {
    case PROP_NAME:
      g_value_set_string (value, self->name);
      break;
    case PROP_HOST_NAME:
      g_value_set_string (value, self->host_name);
      break;
    case PROP_ADDRESS:
      g_value_set_string (value, self->address);
      break;
    case PROP_PORT:
      g_value_set_uint (value, self->port);
      break;
    case PROP_EDITION:
      g_value_set_string (value, self->edition);
      break;
    case PROP_FREE_SEATS:
      g_value_set_uint (value, self->free_seats);
      break;
    case PROP_FINGERPRINT:
      g_value_set_string (value, self->fingerprint);
      break;
    case PROP_PROTOCOL:
      g_value_set_uint (value, self->protocol);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, id, pspec);
    }
}

static void
cf_net_found_game_finalize (GObject *object)
{
  CfNetFoundGame *self = CF_NET_FOUND_GAME (object);

  g_free (self->service_name);
  g_free (self->name);
  g_free (self->host_name);
  g_free (self->address);
  g_free (self->edition);
  g_free (self->fingerprint);
  g_strfreev (self->open_seats);
  G_OBJECT_CLASS (cf_net_found_game_parent_class)->finalize (object);
}

static void
cf_net_found_game_class_init (CfNetFoundGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags   flags = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS;

  object_class->get_property = cf_net_found_game_get_property;
  object_class->finalize = cf_net_found_game_finalize;

  properties[PROP_NAME] = g_param_spec_string ("name", NULL, NULL, NULL, flags);
  properties[PROP_HOST_NAME] = g_param_spec_string ("host-name", NULL, NULL, NULL, flags);
  properties[PROP_ADDRESS] = g_param_spec_string ("address", NULL, NULL, NULL, flags);
  properties[PROP_PORT] = g_param_spec_uint ("port", NULL, NULL, 0, 65535, 0, flags);
  properties[PROP_EDITION] = g_param_spec_string ("edition", NULL, NULL, NULL, flags);
  properties[PROP_FREE_SEATS] = g_param_spec_uint ("free-seats", NULL, NULL, 0, 6, 0, flags);
  properties[PROP_FINGERPRINT] = g_param_spec_string ("fingerprint", NULL, NULL, NULL, flags);
  properties[PROP_PROTOCOL] = g_param_spec_uint ("protocol", NULL, NULL, 0, G_MAXUINT, 0, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
cf_net_found_game_init (CfNetFoundGame *self)
{
}

/* A TXT record's value, checked as one line of text; %NULL when absent */
static char *
txt_value (AvahiStringList *txt, const char *key)
{
  AvahiStringList *item = avahi_string_list_find (txt, key);
  char            *k = NULL, *v = NULL;
  size_t           size = 0;
  char            *line = NULL;

  if (item == NULL || avahi_string_list_get_pair (item, &k, &v, &size) < 0)
    return NULL;
  if (v != NULL && strlen (v) == size && g_utf8_validate (v, size, NULL))
    line = cf_text_one_line (v);
  avahi_free (k);
  avahi_free (v);
  return line;
}

static guint
txt_number (AvahiStringList *txt, const char *key, guint max)
{
  g_autofree char *value = txt_value (txt, key);
  guint64          number = 0;

  if (value == NULL || !g_ascii_string_to_unsigned (value, 10, 0, max, &number, NULL))
    return 0;
  return number;
}

/* Anything but a SHA-256 fingerprint in hex is no fingerprint */
static char *
txt_fingerprint (AvahiStringList *txt)
{
  g_autofree char *value = txt_value (txt, "fingerprint");

  if (value == NULL || strlen (value) != 64 || strspn (value, "0123456789abcdefABCDEF") != 64)
    return NULL;
  return g_ascii_strdown (value, -1);
}

static CfNetFoundGame *
found_game_new (const char         *service_name,
                const char         *host_name,
                const AvahiAddress *address,
                AvahiIfIndex        interface,
                guint               port,
                AvahiStringList    *txt)
{
  CfNetFoundGame *self = g_object_new (CF_TYPE_NET_FOUND_GAME, NULL);
  char            text[AVAHI_ADDRESS_STR_MAX] = "";
  char            scope[IF_NAMESIZE] = "";

  self->service_name = g_strdup (service_name);
  self->name = txt_value (txt, "name");
  if (self->name == NULL || *self->name == '\0')
    {
      g_free (self->name);
      self->name = cf_text_one_line (service_name);
    }
  self->host_name = cf_text_one_line (host_name);
  avahi_address_snprint (text, sizeof text, address);
  /* A link-local IPv6 address is only usable with its interface */
  if (address->proto == AVAHI_PROTO_INET6 && g_str_has_prefix (text, "fe80:") &&
      if_indextoname (interface, scope) != NULL)
    self->address = g_strdup_printf ("%s%%%s", text, scope);
  else
    self->address = g_strdup (text);
  self->port = port;
  self->edition = txt_value (txt, "edition");
  self->free_seats = txt_number (txt, "free", 6);
  {
    /* Suspect ids: letters, digits and dashes, six at most; anything else
     * is not offered */
    g_autofree char *open = txt_value (txt, "open");
    g_auto(GStrv) ids = open != NULL ? g_strsplit (open, ",", 7) : NULL;
    GPtrArray *kept = g_ptr_array_new ();

    for (guint i = 0; ids != NULL && ids[i] != NULL && kept->len < 6; i++)
      if (*ids[i] != '\0' &&
          strspn (ids[i], "abcdefghijklmnopqrstuvwxyz0123456789-") == strlen (ids[i]) &&
          strlen (ids[i]) <= 32)
        g_ptr_array_add (kept, g_strdup (ids[i]));
    g_ptr_array_add (kept, NULL);
    self->open_seats = (GStrv)g_ptr_array_free (kept, FALSE);
  }
  self->fingerprint = txt_fingerprint (txt);
  self->protocol = txt_number (txt, "protocol", G_MAXUINT);
  return self;
}

/**
 * cf_net_found_game_new:
 * @open_seats: (nullable) (array zero-terminated=1): the suspect ids of the
 *   seats nobody has taken
 * @fingerprint: (nullable): the host certificate's fingerprint
 *
 * A game as an announcement describes it (for a game known otherwise, and
 * for tests).
 *
 * Returns: (transfer full): the game
 */
CfNetFoundGame *
cf_net_found_game_new (const char        *name,
                       const char        *host_name,
                       const char        *address,
                       guint              port,
                       const char        *edition,
                       const char *const *open_seats,
                       const char        *fingerprint)
{
  CfNetFoundGame *self = g_object_new (CF_TYPE_NET_FOUND_GAME, NULL);

  self->service_name = g_strdup (name);
  self->name = g_strdup (name);
  self->host_name = g_strdup (host_name);
  self->address = g_strdup (address);
  self->port = port;
  self->edition = g_strdup (edition);
  self->open_seats = open_seats != NULL ? g_strdupv ((char **)open_seats) : g_new0 (char *, 1);
  self->free_seats = g_strv_length (self->open_seats);
  self->fingerprint = g_strdup (fingerprint);
  self->protocol = CF_NET_PROTOCOL;
  return self;
}

/** cf_net_found_game_get_name: Returns: the game's name, as its host chose it */
const char *
cf_net_found_game_get_name (CfNetFoundGame *self)
{
  g_return_val_if_fail (CF_IS_NET_FOUND_GAME (self), NULL);
  return self->name;
}

/** cf_net_found_game_get_host_name: Returns: the host computer's name (NAME.local) */
const char *
cf_net_found_game_get_host_name (CfNetFoundGame *self)
{
  g_return_val_if_fail (CF_IS_NET_FOUND_GAME (self), NULL);
  return self->host_name;
}

/** cf_net_found_game_get_address: Returns: the host's address, IPv4 or IPv6 */
const char *
cf_net_found_game_get_address (CfNetFoundGame *self)
{
  g_return_val_if_fail (CF_IS_NET_FOUND_GAME (self), NULL);
  return self->address;
}

guint
cf_net_found_game_get_port (CfNetFoundGame *self)
{
  g_return_val_if_fail (CF_IS_NET_FOUND_GAME (self), 0);
  return self->port;
}

/** cf_net_found_game_get_edition: Returns: (nullable): the edition's id, as announced */
const char *
cf_net_found_game_get_edition (CfNetFoundGame *self)
{
  g_return_val_if_fail (CF_IS_NET_FOUND_GAME (self), NULL);
  return self->edition;
}

/**
 * cf_net_found_game_get_open_seats:
 *
 * Returns: (transfer none): the suspect ids of the seats nobody has taken
 *   yet, as announced (possibly none)
 */
const char *const *
cf_net_found_game_get_open_seats (CfNetFoundGame *self)
{
  g_return_val_if_fail (CF_IS_NET_FOUND_GAME (self), NULL);
  return (const char *const *)self->open_seats;
}

guint
cf_net_found_game_get_free_seats (CfNetFoundGame *self)
{
  g_return_val_if_fail (CF_IS_NET_FOUND_GAME (self), 0);
  return self->free_seats;
}

/**
 * cf_net_found_game_get_fingerprint:
 *
 * Returns: (nullable): the host certificate's SHA-256 fingerprint in hex,
 *   to pin it (%NULL when the announcement had none that could be read)
 */
const char *
cf_net_found_game_get_fingerprint (CfNetFoundGame *self)
{
  g_return_val_if_fail (CF_IS_NET_FOUND_GAME (self), NULL);
  return self->fingerprint;
}

guint
cf_net_found_game_get_protocol (CfNetFoundGame *self)
{
  g_return_val_if_fail (CF_IS_NET_FOUND_GAME (self), 0);
  return self->protocol;
}

/* ================================================================ browser */

struct _CfNetBrowser
{
  GObject parent_instance;

  AvahiGLibPoll       *poll;
  AvahiClient         *client;
  AvahiServiceBrowser *browser;
  GHashTable          *resolvers; /* interface/protocol/domain/name → resolver */
  GListStore          *games;
  char                *problem;
};

G_DEFINE_FINAL_TYPE (CfNetBrowser, cf_net_browser, G_TYPE_OBJECT)

enum
{
  BROWSER_PROP_0,
  BROWSER_PROP_PROBLEM,
  BROWSER_N_PROPS
};

static GParamSpec *browser_properties[BROWSER_N_PROPS];

/* Once: games on the network cannot be found here */
static void
browser_fail (CfNetBrowser *self, const char *why)
{
  if (self->problem != NULL)
    return;
  g_debug ("Games on the network cannot be found: %s", why);
  self->problem = g_strdup (_("Games on the network cannot be found here (no Avahi)"));
  g_object_notify_by_pspec (G_OBJECT (self), browser_properties[BROWSER_PROP_PROBLEM]);
}

static void
resolver_free (gpointer resolver)
{
  avahi_service_resolver_free (resolver);
}

static char *
resolver_key (AvahiIfIndex interface, AvahiProtocol protocol, const char *name, const char *domain)
{
  return g_strdup_printf ("%d/%d/%s/%s", interface, protocol, domain, name);
}

static gboolean
find_game (CfNetBrowser *self, const char *service_name, guint *position)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->games));

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(CfNetFoundGame) game = g_list_model_get_item (G_LIST_MODEL (self->games), i);

      if (g_str_equal (game->service_name, service_name))
        {
          *position = i;
          return TRUE;
        }
    }
  return FALSE;
}

static void
on_resolved (AvahiServiceResolver  *resolver,
             AvahiIfIndex           interface,
             AvahiProtocol          protocol,
             AvahiResolverEvent     event,
             const char            *name,
             const char            *type,
             const char            *domain,
             const char            *host_name,
             const AvahiAddress    *address,
             uint16_t               port,
             AvahiStringList       *txt,
             AvahiLookupResultFlags flags,
             void                  *data)
{
  CfNetBrowser *self = data;
  g_autoptr(CfNetFoundGame) game = NULL;
  guint position;

  if (event != AVAHI_RESOLVER_FOUND)
    {
      g_debug ("“%s” could not be resolved: %s", name,
               avahi_strerror (avahi_client_errno (self->client)));
      return;
    }
  game = found_game_new (name, host_name, address, interface, port, txt);
  /* A new announcement (free seats) replaces the item, so lists redraw it */
  if (find_game (self, name, &position))
    g_list_store_splice (self->games, position, 1, (gpointer *)&game, 1);
  else
    g_list_store_append (self->games, game);
}

static void
on_browsed (AvahiServiceBrowser   *browser,
            AvahiIfIndex           interface,
            AvahiProtocol          protocol,
            AvahiBrowserEvent      event,
            const char            *name,
            const char            *type,
            const char            *domain,
            AvahiLookupResultFlags flags,
            void                  *data)
{
  CfNetBrowser    *self = data;
  g_autofree char *key = NULL;
  GHashTableIter   iter;
  gpointer         other;
  g_autofree char *suffix = NULL;
  guint            position;

  switch (event)
    {
    case AVAHI_BROWSER_NEW:
      {
        AvahiServiceResolver *resolver;

        key = resolver_key (interface, protocol, name, domain);
        if (g_hash_table_contains (self->resolvers, key))
          return;
        /* It keeps watching, and tells again when the TXT records change */
        resolver = avahi_service_resolver_new (self->client, interface, protocol, name, type,
                                               domain, protocol, 0, on_resolved, self);
        if (resolver != NULL)
          g_hash_table_insert (self->resolvers, g_steal_pointer (&key), resolver);
        else
          g_debug ("“%s” cannot be resolved: %s", name,
                   avahi_strerror (avahi_client_errno (self->client)));
      }
      break;
    case AVAHI_BROWSER_REMOVE:
      key = resolver_key (interface, protocol, name, domain);
      g_hash_table_remove (self->resolvers, key);
      /* Gone when no interface or protocol has it any more */
      suffix = g_strdup_printf ("/%s/%s", domain, name);
      g_hash_table_iter_init (&iter, self->resolvers);
      while (g_hash_table_iter_next (&iter, &other, NULL))
        if (g_str_has_suffix (other, suffix))
          return;
      if (find_game (self, name, &position))
        g_list_store_remove (self->games, position);
      break;
    case AVAHI_BROWSER_FAILURE:
      browser_fail (self, avahi_strerror (avahi_client_errno (self->client)));
      break;
    case AVAHI_BROWSER_ALL_FOR_NOW:
    case AVAHI_BROWSER_CACHE_EXHAUSTED:
    default:
      break;
    }
}

static void
on_browser_client_state (AvahiClient *client, AvahiClientState state, void *data)
{
  CfNetBrowser *self = data;

  if (state == AVAHI_CLIENT_FAILURE)
    browser_fail (self, avahi_strerror (avahi_client_errno (client)));
}

static void
cf_net_browser_get_property (GObject *object, guint id, GValue *value, GParamSpec *pspec)
{
  CfNetBrowser *self = CF_NET_BROWSER (object);

  switch (id)
    {
    case BROWSER_PROP_PROBLEM:
      g_value_set_string (value, self->problem);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, id, pspec);
    }
}

static void
cf_net_browser_dispose (GObject *object)
{
  CfNetBrowser *self = CF_NET_BROWSER (object);

  g_clear_pointer (&self->resolvers, g_hash_table_unref);
  g_clear_pointer (&self->browser, avahi_service_browser_free);
  g_clear_pointer (&self->client, avahi_client_free);
  g_clear_pointer (&self->poll, avahi_glib_poll_free);
  g_clear_object (&self->games);
  G_OBJECT_CLASS (cf_net_browser_parent_class)->dispose (object);
}

static void
cf_net_browser_finalize (GObject *object)
{
  CfNetBrowser *self = CF_NET_BROWSER (object);

  g_free (self->problem);
  G_OBJECT_CLASS (cf_net_browser_parent_class)->finalize (object);
}

static void
cf_net_browser_class_init (CfNetBrowserClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = cf_net_browser_get_property;
  object_class->dispose = cf_net_browser_dispose;
  object_class->finalize = cf_net_browser_finalize;

  /**
   * CfNetBrowser:problem:
   *
   * Why games cannot be found here (no Avahi daemon), or %NULL; set once.
   */
  browser_properties[BROWSER_PROP_PROBLEM] =
      g_param_spec_string ("problem", NULL, NULL, NULL,
                           G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, BROWSER_N_PROPS, browser_properties);
}

static void
cf_net_browser_init (CfNetBrowser *self)
{
  self->games = g_list_store_new (CF_TYPE_NET_FOUND_GAME);
  self->resolvers = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, resolver_free);
}

/**
 * cf_net_browser_new:
 *
 * Starts looking for hosted games on the local network, on the default
 * main context. Without an Avahi daemon, its #CfNetBrowser:problem says so
 * (at once, or when the daemon goes away).
 *
 * Returns: (transfer full): the browser
 */
CfNetBrowser *
cf_net_browser_new (void)
{
  CfNetBrowser *self;
  int           error = 0;

  self = g_object_new (CF_TYPE_NET_BROWSER, NULL);
  self->poll = avahi_glib_poll_new (NULL, G_PRIORITY_DEFAULT);
  self->client =
      avahi_client_new (avahi_glib_poll_get (self->poll), 0, on_browser_client_state, self, &error);
  if (self->client == NULL)
    {
      browser_fail (self, avahi_strerror (error));
      return self;
    }
  self->browser = avahi_service_browser_new (self->client, AVAHI_IF_UNSPEC, AVAHI_PROTO_UNSPEC,
                                             CF_NET_SERVICE, NULL, 0, on_browsed, self);
  if (self->browser == NULL)
    browser_fail (self, avahi_strerror (avahi_client_errno (self->client)));
  return self;
}

/**
 * cf_net_browser_get_games:
 *
 * Returns: (transfer none): the games found, #CfNetFoundGame objects, in
 *   the order found; an item is replaced when its game's announcement
 *   changes and removed when the game goes
 */
GListModel *
cf_net_browser_get_games (CfNetBrowser *self)
{
  g_return_val_if_fail (CF_IS_NET_BROWSER (self), NULL);
  return G_LIST_MODEL (self->games);
}

/**
 * cf_net_browser_get_problem:
 *
 * Returns: (nullable): why games cannot be found here, or %NULL
 */
const char *
cf_net_browser_get_problem (CfNetBrowser *self)
{
  g_return_val_if_fail (CF_IS_NET_BROWSER (self), NULL);
  return self->problem;
}

/**
 * cf_net_browser_find:
 * @name: a game's name
 *
 * Returns: (transfer full) (nullable): the game found under @name (its
 *   name as chosen, or as announced), or %NULL
 */
CfNetFoundGame *
cf_net_browser_find (CfNetBrowser *self, const char *name)
{
  guint n;

  g_return_val_if_fail (CF_IS_NET_BROWSER (self), NULL);
  n = g_list_model_get_n_items (G_LIST_MODEL (self->games));
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(CfNetFoundGame) game = g_list_model_get_item (G_LIST_MODEL (self->games), i);

      if (g_str_equal (game->name, name) || g_str_equal (game->service_name, name))
        return g_steal_pointer (&game);
    }
  return NULL;
}
