/* cf-case-log.c: what one seat knows: set-up and public events (format 1)
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "cf-case-log.h"
#include "cf-file.h"
#include "cf-json-private.h"

#define FORMAT_NAME "casefile-log"
#define FORMAT_VERSION 1

struct _CfCaseLog
{
  GObject parent_instance;

  CfEdition *edition;
  guint      n_players;
  char      *names[CF_MAX_PLAYERS];
  guint      hand_sizes[CF_MAX_PLAYERS];
  guint      set_aside;
  int        me;
  GArray    *my_cards; /* int */
  GArray    *events;   /* CfEvent */
};

G_DEFINE_FINAL_TYPE (CfCaseLog, cf_case_log, G_TYPE_OBJECT)
G_DEFINE_BOXED_TYPE (CfEvent, cf_event, cf_event_copy, cf_event_free)

enum
{
  EVENTS_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* ---------------------------------------------------------------- events */

CfEvent *
cf_event_copy (const CfEvent *event)
{
  return g_memdup2 (event, sizeof *event);
}

void
cf_event_free (CfEvent *event)
{
  g_free (event);
}

void
cf_event_init_suggestion (
    CfEvent *event, int suggester, int card1, int card2, int card3, int refuter, int shown)
{
  *event = (CfEvent){
    .type = CF_EVENT_SUGGESTION,
    .player = suggester,
    .cards = { card1, card2, card3 },
    .refuter = refuter,
    .shown = shown,
  };
}

void
cf_event_init_accusation (
    CfEvent *event, int accuser, int card1, int card2, int card3, gboolean correct)
{
  *event = (CfEvent){
    .type = CF_EVENT_ACCUSATION,
    .player = accuser,
    .cards = { card1, card2, card3 },
    .refuter = CF_NOBODY,
    .shown = CF_NO_CARD,
    .correct = !!correct,
  };
}

void
cf_event_init_reveal (CfEvent *event, int holder, int card)
{
  *event = (CfEvent){
    .type = CF_EVENT_REVEAL,
    .player = holder,
    .cards = { card, CF_NO_CARD, CF_NO_CARD },
    .refuter = CF_NOBODY,
    .shown = CF_NO_CARD,
  };
}

/**
 * cf_suggestion_asks:
 * @n_players: players at the table
 * @suggester: who suggested
 * @refuter: who showed a card, or %CF_NOBODY
 * @player: a player
 *
 * Returns: whether @player was asked to show a card: one after the
 *   suggester, before the refuter, clockwise (everyone but the suggester
 *   when nobody showed)
 */
gboolean
cf_suggestion_asks (guint n_players, int suggester, int refuter, int player)
{
  for (guint step = 1; step < n_players; step++)
    {
      int asked = (suggester + step) % n_players;

      if (asked == refuter)
        return FALSE;
      if (asked == player)
        return TRUE;
    }
  return FALSE;
}

/* ---------------------------------------------------------------- validation */

static gboolean
check_player (CfCaseLog *self, int player, const char *path, GError **error)
{
  if (player < 0 || (guint)player >= self->n_players)
    {
      cf_json_set_error (
          error, NULL, path,
          /* Translators: %1$d is a player number from a file, %2$u how many players it lists */
          _("player %1$d does not exist (there are %2$u players)"), player, self->n_players);
      return FALSE;
    }
  return TRUE;
}

static gboolean
check_card (CfCaseLog *self, int card, const char *path, GError **error)
{
  if (card < 0 || (guint)card >= cf_edition_get_n_cards (self->edition))
    {
      cf_json_set_error (error, NULL, path, _("not a card of the edition"));
      return FALSE;
    }
  return TRUE;
}

/* Suggestions and accusations name one card of each category. */
static gboolean
check_triple (CfCaseLog *self, const CfEvent *event, const char *path, GError **error)
{
  gboolean seen[CF_N_CATEGORIES] = { FALSE };

  for (guint i = 0; i < 3; i++)
    {
      g_autofree char *card_path = cf_json_path_index (path, i);
      CfCategory       category;

      if (!check_card (self, event->cards[i], card_path, error))
        return FALSE;
      category = cf_edition_get_card_category (self->edition, event->cards[i]);
      if (seen[category])
        {
          static const char *messages[CF_N_CATEGORIES] = {
            N_("a second suspect: name one suspect, one weapon and one room"),
            N_("a second weapon: name one suspect, one weapon and one room"),
            N_("a second room: name one suspect, one weapon and one room"),
          };
          cf_json_set_error (error, NULL, card_path, "%s", _(messages[category]));
          return FALSE;
        }
      seen[category] = TRUE;
    }
  return TRUE;
}

/* The path prefix is "events[i]" so that messages point into the file. */
static gboolean
check_event_at (CfCaseLog *self, const CfEvent *event, const char *path, GError **error)
{
  g_autofree char *cards_path = cf_json_path_member (path, "cards");

  switch (event->type)
    {
    case CF_EVENT_SUGGESTION:
      {
        g_autofree char *suggester_path = cf_json_path_member (path, "suggester");
        g_autofree char *refuter_path = cf_json_path_member (path, "refuter");
        g_autofree char *shown_path = cf_json_path_member (path, "shown");

        if (!check_player (self, event->player, suggester_path, error) ||
            !check_triple (self, event, cards_path, error))
          return FALSE;

        if (event->refuter != CF_NOBODY)
          {
            if (!check_player (self, event->refuter, refuter_path, error))
              return FALSE;
            if (event->refuter == event->player)
              {
                cf_json_set_error (error, NULL, refuter_path,
                                   _("the suggester cannot refute their own suggestion"));
                return FALSE;
              }
          }

        /* Only a player who was asked can refuse: one after the
         * suggester, before the refuter, clockwise */
        for (guint p = 0; p < 32; p++)
          if (event->refused & (1u << p))
            {
              g_autofree char *refused_path = cf_json_path_member (path, "refused");

              if (!cf_suggestion_asks (self->n_players, event->player, event->refuter, p))
                {
                  cf_json_set_error (error, NULL, refused_path,
                                     _("player %u was not asked to refute this suggestion"), p);
                  return FALSE;
                }
            }

        if (event->shown != CF_NO_CARD)
          {
            if (event->refuter == CF_NOBODY)
              {
                cf_json_set_error (error, NULL, shown_path,
                                   _("a card was shown but nobody refuted"));
                return FALSE;
              }
            if (event->shown != event->cards[0] && event->shown != event->cards[1] &&
                event->shown != event->cards[2])
              {
                cf_json_set_error (error, NULL, shown_path,
                                   _("the card shown is not one of the three named"));
                return FALSE;
              }
          }
        return TRUE;
      }

    case CF_EVENT_ACCUSATION:
      {
        g_autofree char *accuser_path = cf_json_path_member (path, "accuser");

        return check_player (self, event->player, accuser_path, error) &&
               check_triple (self, event, cards_path, error);
      }

    case CF_EVENT_REVEAL:
      {
        g_autofree char *holder_path = cf_json_path_member (path, "holder");
        g_autofree char *card_path = cf_json_path_member (path, "card");

        if (event->player == CF_SET_ASIDE)
          {
            if (self->set_aside == 0)
              {
                cf_json_set_error (error, NULL, holder_path,
                                   _("no cards are set aside in this game"));
                return FALSE;
              }
          }
        else if (!check_player (self, event->player, holder_path, error))
          return FALSE;
        return check_card (self, event->cards[0], card_path, error);
      }

    default:
      cf_json_set_error (error, NULL, path, _("unknown kind of event"));
      return FALSE;
    }
}

/**
 * cf_case_log_check_event:
 * @self: a #CfCaseLog
 * @event: an event
 * @error: return location for an error naming the field
 *
 * Checks that @event is well-formed for this log: players and cards exist,
 * a suggestion names one card of each category, and so on. Whether it agrees
 * with the other events is for #CfDeduction to say.
 *
 * Returns: whether @event could be added
 */
gboolean
cf_case_log_check_event (CfCaseLog *self, const CfEvent *event, GError **error)
{
  g_return_val_if_fail (CF_IS_CASE_LOG (self), FALSE);
  g_return_val_if_fail (event != NULL, FALSE);

  return check_event_at (self, event, NULL, error);
}

/* ---------------------------------------------------------------- reading */

static gboolean
read_card (CfCaseLog *self, JsonNode *node, const char *path, int *card, GError **error)
{
  const char *id;

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) ||
      json_node_get_value_type (node) != G_TYPE_STRING)
    {
      cf_json_set_error (error, NULL, path, _("expected a card id"));
      return FALSE;
    }

  id = json_node_get_string (node);
  *card = cf_edition_lookup_card (self->edition, id);
  if (*card < 0)
    {
      cf_json_set_error (error, NULL, path, _("unknown card “%s”"), id);
      return FALSE;
    }
  return TRUE;
}

static gboolean
read_player (CfCaseLog  *self,
             JsonObject *object,
             const char *member,
             const char *parent,
             gboolean    nullable,
             int        *player,
             GError    **error)
{
  g_autofree char *path = cf_json_path_member (parent, member);
  JsonNode        *node = cf_json_member (object, member, TRUE, NULL, parent, error);
  gint64           value;

  if (node == NULL)
    return FALSE;
  if (nullable && JSON_NODE_HOLDS_NULL (node))
    {
      *player = CF_NOBODY;
      return TRUE;
    }
  if (!cf_json_node_int (node, G_MININT32, G_MAXINT32, NULL, path, &value, error))
    return FALSE;
  *player = value;
  return check_player (self, *player, path, error);
}

static gboolean
read_triple (
    CfCaseLog *self, JsonObject *object, const char *parent, CfEvent *event, GError **error)
{
  g_autofree char *path = cf_json_path_member (parent, "cards");
  JsonNode        *node = cf_json_member (object, "cards", TRUE, NULL, parent, error);
  JsonArray       *array;

  if (node == NULL || !(array = cf_json_require_array (node, NULL, path, error)))
    return FALSE;
  if (json_array_get_length (array) != 3)
    {
      cf_json_set_error (error, NULL, path,
                         _("name exactly three cards: one suspect, one weapon and one room"));
      return FALSE;
    }
  for (guint i = 0; i < 3; i++)
    {
      g_autofree char *card_path = cf_json_path_index (path, i);
      if (!read_card (self, json_array_get_element (array, i), card_path, &event->cards[i], error))
        return FALSE;
    }
  return TRUE;
}

static gboolean
read_event (CfCaseLog *self, JsonNode *node, const char *path, CfEvent *event, GError **error)
{
  JsonObject *object;
  const char *type;

  if (!(object = cf_json_require_object (node, NULL, path, error)))
    return FALSE;
  if (!cf_json_get_string (object, "type", TRUE, NULL, path, &type, error))
    return FALSE;

  if (g_str_equal (type, "suggestion"))
    {
      static const char *const members[] = { "type",  "suggester", "cards", "refuter",
                                             "shown", "refused",   NULL };
      JsonNode                *shown;

      if (!cf_json_check_members (object, members, NULL, path, error))
        return FALSE;
      cf_event_init_suggestion (event, 0, 0, 0, 0, CF_NOBODY, CF_NO_CARD);
      if (!read_player (self, object, "suggester", path, FALSE, &event->player, error) ||
          !read_triple (self, object, path, event, error) ||
          !read_player (self, object, "refuter", path, TRUE, &event->refuter, error))
        return FALSE;

      shown = json_object_get_member (object, "shown");
      if (shown != NULL && !JSON_NODE_HOLDS_NULL (shown))
        {
          g_autofree char *shown_path = cf_json_path_member (path, "shown");
          if (!read_card (self, shown, shown_path, &event->shown, error))
            return FALSE;
        }
      if (json_object_has_member (object, "refused"))
        {
          g_autofree char *refused_path = cf_json_path_member (path, "refused");
          JsonArray *refused = cf_json_require_array (json_object_get_member (object, "refused"),
                                                      NULL, refused_path, error);

          if (refused == NULL)
            return FALSE;
          for (guint i = 0; i < json_array_get_length (refused); i++)
            {
              g_autofree char *item_path = cf_json_path_index (refused_path, i);
              gint64           value;

              if (!cf_json_node_int (json_array_get_element (refused, i), G_MININT32, G_MAXINT32,
                                     NULL, item_path, &value, error) ||
                  !check_player (self, value, item_path, error))
                return FALSE;
              event->refused |= 1u << value;
            }
        }
    }
  else if (g_str_equal (type, "accusation"))
    {
      static const char *const members[] = { "type", "accuser", "cards", "correct", NULL };
      JsonNode                *correct;
      g_autofree char         *correct_path = cf_json_path_member (path, "correct");

      if (!cf_json_check_members (object, members, NULL, path, error))
        return FALSE;
      cf_event_init_accusation (event, 0, 0, 0, 0, FALSE);
      if (!read_player (self, object, "accuser", path, FALSE, &event->player, error) ||
          !read_triple (self, object, path, event, error))
        return FALSE;

      correct = cf_json_member (object, "correct", TRUE, NULL, path, error);
      if (correct == NULL)
        return FALSE;
      if (!JSON_NODE_HOLDS_VALUE (correct) || json_node_get_value_type (correct) != G_TYPE_BOOLEAN)
        {
          cf_json_set_error (error, NULL, correct_path, _("expected true or false"));
          return FALSE;
        }
      event->correct = json_node_get_boolean (correct);
    }
  else if (g_str_equal (type, "reveal"))
    {
      static const char *const members[] = { "type", "holder", "card", NULL };
      JsonNode                *holder;
      g_autofree char         *holder_path = cf_json_path_member (path, "holder");
      g_autofree char         *card_path = cf_json_path_member (path, "card");
      int                      card;

      if (!cf_json_check_members (object, members, NULL, path, error))
        return FALSE;
      holder = cf_json_member (object, "holder", TRUE, NULL, path, error);
      if (holder == NULL)
        return FALSE;
      if (JSON_NODE_HOLDS_VALUE (holder) && json_node_get_value_type (holder) == G_TYPE_STRING &&
          g_str_equal (json_node_get_string (holder), "set-aside"))
        cf_event_init_reveal (event, CF_SET_ASIDE, 0);
      else
        {
          gint64 value;
          if (!cf_json_node_int (holder, G_MININT32, G_MAXINT32, NULL, holder_path, &value, error))
            return FALSE;
          cf_event_init_reveal (event, value, 0);
        }

      {
        JsonNode *card_node = cf_json_member (object, "card", TRUE, NULL, path, error);
        if (card_node == NULL || !read_card (self, card_node, card_path, &card, error))
          return FALSE;
      }
      event->cards[0] = card;
    }
  else
    {
      g_autofree char *type_path = cf_json_path_member (path, "type");
      cf_json_set_error (error, NULL, type_path,
                         _("unknown event type “%s” (expected suggestion, accusation or reveal)"),
                         type);
      return FALSE;
    }

  return check_event_at (self, event, path, error);
}

static CfEdition *
read_edition (JsonNode *node, GError **error)
{
  if (node == NULL)
    {
      cf_json_set_error (error, NULL, "edition", _("missing"));
      return NULL;
    }

  if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING)
    {
      const char *id = json_node_get_string (node);
      CfEdition  *edition = cf_edition_lookup_builtin (id);

      if (edition == NULL)
        cf_json_set_error (error, NULL, "edition", _("unknown edition “%s”"), id);
      return edition;
    }

  if (JSON_NODE_HOLDS_OBJECT (node))
    {
      JsonObject              *object = json_node_get_object (node);
      static const char       *members[CF_N_CATEGORIES] = { "suspects", "weapons", "rooms" };
      static const char *const known[] = { "id", "suspects", "weapons", "rooms", NULL };
      GPtrArray               *lists[CF_N_CATEGORIES] = { NULL };
      CfEdition               *edition = NULL;
      const char              *id;

      if (!cf_json_check_members (object, known, NULL, "edition", error))
        return NULL;
      if (!cf_json_get_string (object, "id", TRUE, NULL, "edition", &id, error))
        return NULL;

      for (guint c = 0; c < CF_N_CATEGORIES; c++)
        lists[c] = g_ptr_array_new ();

      for (guint c = 0; c < CF_N_CATEGORIES && !(error && *error); c++)
        {
          g_autofree char *path = cf_json_path_member ("edition", members[c]);
          JsonNode        *list = cf_json_member (object, members[c], TRUE, NULL, "edition", error);
          JsonArray       *array;

          if (list == NULL || !(array = cf_json_require_array (list, NULL, path, error)))
            goto out;

          for (guint i = 0; i < json_array_get_length (array); i++)
            {
              JsonNode *element = json_array_get_element (array, i);
              if (!JSON_NODE_HOLDS_VALUE (element) ||
                  json_node_get_value_type (element) != G_TYPE_STRING)
                {
                  g_autofree char *element_path = cf_json_path_index (path, i);
                  cf_json_set_error (error, NULL, element_path, _("expected a card id"));
                  goto out;
                }
              g_ptr_array_add (lists[c], (gpointer)json_node_get_string (element));
            }
          g_ptr_array_add (lists[c], NULL);
        }

      {
        g_autoptr(GError) local_error = NULL;
        edition = cf_edition_new_custom (id, (const char *const *)lists[0]->pdata,
                                         (const char *const *)lists[1]->pdata,
                                         (const char *const *)lists[2]->pdata, &local_error);
        if (edition == NULL)
          /* the message starts with "suspects[2]: …" */
          g_set_error (error, CF_ERROR, CF_ERROR_INVALID, "edition.%s", local_error->message);
      }

    out:
      for (guint c = 0; c < CF_N_CATEGORIES; c++)
        g_ptr_array_unref (lists[c]);
      return edition;
    }

  cf_json_set_error (error, NULL, "edition", _("expected an edition id or a card set"));
  return NULL;
}

static gboolean
check_sizes (CfCaseLog *self, GError **error)
{
  guint total = self->set_aside + 3;

  for (guint p = 0; p < self->n_players; p++)
    total += self->hand_sizes[p];

  if (total != cf_edition_get_n_cards (self->edition))
    {
      cf_json_set_error (error, NULL, "players",
                         /* Translators: %1$u is what the hand sizes and set-aside cards add up to,
                            %2$u the cards dealt, %3$u all the cards */
                         _("the hand sizes and the set-aside cards add up to %1$u, but %2$u cards "
                            "are dealt (%3$u minus the 3 in the envelope)"),
                         total - 3, cf_edition_get_n_cards (self->edition) - 3,
                         cf_edition_get_n_cards (self->edition));
      return FALSE;
    }
  return TRUE;
}

static gboolean
load (CfCaseLog *self, JsonNode *root_node, GError **error)
{
  static const char *const player_members[] = { "name", "hand_size", NULL };
  JsonObject              *root;
  JsonNode                *node;
  JsonArray               *array;
  const char              *format;
  gint64                   version, value;

  if (!(root = cf_json_require_object (root_node, NULL, NULL, error)))
    return FALSE;

  if (!cf_json_get_string (root, "format", TRUE, NULL, NULL, &format, error))
    return FALSE;
  if (!g_str_equal (format, FORMAT_NAME))
    {
      /* Translators: %1$s is a format name read from a file, %2$s the one expected; never
       * translated */
      cf_json_set_error (error, NULL, "format", _("“%1$s” is not a case log (expected “%2$s”)"),
                         format, FORMAT_NAME);
      return FALSE;
    }
  if (!cf_json_get_int (root, "version", TRUE, G_MININT64, G_MAXINT64, NULL, NULL, &version, error))
    return FALSE;
  if (version != FORMAT_VERSION)
    {
      cf_json_set_error (
          error, NULL, "version",
          /* Translators: %1$lld is the version of a file, %2$d the one this program reads */
          _("version %1$lld is not supported (this Casefile reads version %2$d)"),
          (long long)version, FORMAT_VERSION);
      return FALSE;
    }

  {
    static const char *const members[] = { "format", "version",  "edition", "players", "set_aside",
                                           "me",     "my_cards", "events",  NULL };

    if (!cf_json_check_members (root, members, NULL, NULL, error))
      return FALSE;
  }

  if (!(self->edition = read_edition (json_object_get_member (root, "edition"), error)))
    return FALSE;

  /* players */
  if (!(node = cf_json_member (root, "players", TRUE, NULL, NULL, error)) ||
      !(array = cf_json_require_array (node, NULL, "players", error)))
    return FALSE;
  if (json_array_get_length (array) < CF_MIN_PLAYERS ||
      json_array_get_length (array) > CF_MAX_PLAYERS)
    {
      /* Translators: %1$u is how many players a file lists, %2$d and %3$d the fewest and the most
       */
      cf_json_set_error (error, NULL, "players", _("%1$u players: a game has %2$d to %3$d"),
                         json_array_get_length (array), CF_MIN_PLAYERS, CF_MAX_PLAYERS);
      return FALSE;
    }
  self->n_players = json_array_get_length (array);
  for (guint p = 0; p < self->n_players; p++)
    {
      g_autofree char *path = cf_json_path_index ("players", p);
      JsonObject      *player;
      const char      *name;

      if (!(player =
                cf_json_require_object (json_array_get_element (array, p), NULL, path, error)) ||
          !cf_json_check_members (player, player_members, NULL, path, error) ||
          !cf_json_get_string (player, "name", TRUE, NULL, path, &name, error) ||
          !cf_json_get_int (player, "hand_size", TRUE, 0, CF_MAX_CARDS, NULL, path, &value, error))
        return FALSE;
      self->names[p] = g_strdup (name);
      self->hand_sizes[p] = value;
    }

  /* set_aside */
  value = 0;
  node = json_object_get_member (root, "set_aside");
  if (node != NULL && !JSON_NODE_HOLDS_NULL (node) &&
      !cf_json_node_int (node, 0, CF_MAX_CARDS, NULL, "set_aside", &value, error))
    return FALSE;
  self->set_aside = value;

  if (!check_sizes (self, error))
    return FALSE;

  /* me and my_cards */
  self->me = -1;
  node = json_object_get_member (root, "me");
  if (node != NULL && !JSON_NODE_HOLDS_NULL (node))
    {
      if (!cf_json_node_int (node, 0, self->n_players - 1, NULL, "me", &value, error))
        return FALSE;
      self->me = value;
    }

  node = json_object_get_member (root, "my_cards");
  if (node != NULL && !JSON_NODE_HOLDS_NULL (node))
    {
      if (!(array = cf_json_require_array (node, NULL, "my_cards", error)))
        return FALSE;
      for (guint i = 0; i < json_array_get_length (array); i++)
        {
          g_autofree char *path = cf_json_path_index ("my_cards", i);
          int              card;

          if (!read_card (self, json_array_get_element (array, i), path, &card, error))
            return FALSE;
          for (guint j = 0; j < self->my_cards->len; j++)
            if (g_array_index (self->my_cards, int, j) == card)
              {
                cf_json_set_error (error, NULL, path, _("“%s” is listed twice"),
                                   cf_edition_get_card_id (self->edition, card));
                return FALSE;
              }
          g_array_append_val (self->my_cards, card);
        }
    }

  if (self->me < 0 && self->my_cards->len > 0)
    {
      cf_json_set_error (error, NULL, "my_cards", _("cards are listed but “me” is not given"));
      return FALSE;
    }
  if (self->me >= 0 && self->my_cards->len != self->hand_sizes[self->me])
    {
      cf_json_set_error (error, NULL, "my_cards",
                         /* Translators: %1$u is how many cards a file lists, %2$d a player number,
                            %3$u that hand size */
                         _("%1$u cards listed, but the hand size of player %2$d is %3$u"),
                         self->my_cards->len, self->me, self->hand_sizes[self->me]);
      return FALSE;
    }

  /* events: required, even when there are none, so that a misspelt or
   * lost member is never read as a log without events */
  if (!(node = cf_json_member (root, "events", TRUE, NULL, NULL, error)) ||
      !(array = cf_json_require_array (node, NULL, "events", error)))
    return FALSE;
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      g_autofree char *path = cf_json_path_index ("events", i);
      CfEvent          event;

      if (!read_event (self, json_array_get_element (array, i), path, &event, error))
        return FALSE;
      g_array_append_val (self->events, event);
    }

  return TRUE;
}

/* ---------------------------------------------------------------- writing */

static void
add_card (JsonBuilder *builder, CfCaseLog *self, int card)
{
  json_builder_add_string_value (builder, cf_edition_get_card_id (self->edition, card));
}

static void
add_triple (JsonBuilder *builder, CfCaseLog *self, const CfEvent *event)
{
  json_builder_set_member_name (builder, "cards");
  json_builder_begin_array (builder);
  for (guint i = 0; i < 3; i++)
    add_card (builder, self, event->cards[i]);
  json_builder_end_array (builder);
}

static void
add_event (JsonBuilder *builder, CfCaseLog *self, const CfEvent *event)
{
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "type");
  switch (event->type)
    {
    case CF_EVENT_SUGGESTION:
      json_builder_add_string_value (builder, "suggestion");
      json_builder_set_member_name (builder, "suggester");
      json_builder_add_int_value (builder, event->player);
      add_triple (builder, self, event);
      json_builder_set_member_name (builder, "refuter");
      if (event->refuter == CF_NOBODY)
        json_builder_add_null_value (builder);
      else
        json_builder_add_int_value (builder, event->refuter);
      if (event->shown != CF_NO_CARD)
        {
          json_builder_set_member_name (builder, "shown");
          add_card (builder, self, event->shown);
        }
      if (event->refused != 0)
        {
          json_builder_set_member_name (builder, "refused");
          json_builder_begin_array (builder);
          for (guint p = 0; p < 32; p++)
            if (event->refused & (1u << p))
              json_builder_add_int_value (builder, p);
          json_builder_end_array (builder);
        }
      break;

    case CF_EVENT_ACCUSATION:
      json_builder_add_string_value (builder, "accusation");
      json_builder_set_member_name (builder, "accuser");
      json_builder_add_int_value (builder, event->player);
      add_triple (builder, self, event);
      json_builder_set_member_name (builder, "correct");
      json_builder_add_boolean_value (builder, event->correct);
      break;

    case CF_EVENT_REVEAL:
    default:
      json_builder_add_string_value (builder, "reveal");
      json_builder_set_member_name (builder, "holder");
      if (event->player == CF_SET_ASIDE)
        json_builder_add_string_value (builder, "set-aside");
      else
        json_builder_add_int_value (builder, event->player);
      json_builder_set_member_name (builder, "card");
      add_card (builder, self, event->cards[0]);
      break;
    }
  json_builder_end_object (builder);
}

static void
add_edition (JsonBuilder *builder, CfCaseLog *self)
{
  static const char *members[CF_N_CATEGORIES] = { "suspects", "weapons", "rooms" };

  json_builder_set_member_name (builder, "edition");
  if (cf_edition_is_builtin (self->edition))
    {
      json_builder_add_string_value (builder, cf_edition_get_id (self->edition));
      return;
    }

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "id");
  json_builder_add_string_value (builder, cf_edition_get_id (self->edition));
  for (guint c = 0; c < CF_N_CATEGORIES; c++)
    {
      guint first = cf_edition_get_first_card_of (self->edition, c);
      guint n = cf_edition_get_n_cards_of (self->edition, c);

      json_builder_set_member_name (builder, members[c]);
      json_builder_begin_array (builder);
      for (guint card = first; card < first + n; card++)
        add_card (builder, self, card);
      json_builder_end_array (builder);
    }
  json_builder_end_object (builder);
}

/* The set-up: the root object opened, every member but the events. */
static void
add_setup (JsonBuilder *builder, CfCaseLog *self)
{
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "format");
  json_builder_add_string_value (builder, FORMAT_NAME);
  json_builder_set_member_name (builder, "version");
  json_builder_add_int_value (builder, FORMAT_VERSION);
  add_edition (builder, self);

  json_builder_set_member_name (builder, "players");
  json_builder_begin_array (builder);
  for (guint p = 0; p < self->n_players; p++)
    {
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "name");
      json_builder_add_string_value (builder, self->names[p]);
      json_builder_set_member_name (builder, "hand_size");
      json_builder_add_int_value (builder, self->hand_sizes[p]);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "set_aside");
  json_builder_add_int_value (builder, self->set_aside);

  json_builder_set_member_name (builder, "me");
  if (self->me < 0)
    json_builder_add_null_value (builder);
  else
    json_builder_add_int_value (builder, self->me);

  json_builder_set_member_name (builder, "my_cards");
  json_builder_begin_array (builder);
  for (guint i = 0; i < self->my_cards->len; i++)
    add_card (builder, self, g_array_index (self->my_cards, int, i));
  json_builder_end_array (builder);
}

/**
 * cf_case_log_to_json:
 * @self: a #CfCaseLog
 *
 * The same document as cf_case_log_to_bytes(), as a tree, for a case log
 * sent inside another document (cf-net-codec).
 *
 * Returns: (transfer full): the log as a format 1 JSON object
 */
JsonNode *
cf_case_log_to_json (CfCaseLog *self)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  g_return_val_if_fail (CF_IS_CASE_LOG (self), NULL);

  add_setup (builder, self);
  json_builder_set_member_name (builder, "events");
  json_builder_begin_array (builder);
  for (guint i = 0; i < self->events->len; i++)
    add_event (builder, self, &g_array_index (self->events, CfEvent, i));
  json_builder_end_array (builder);
  json_builder_end_object (builder);
  return json_builder_get_root (builder);
}

/**
 * cf_case_log_to_bytes:
 * @self: a #CfCaseLog
 *
 * Returns: (transfer full): the log as a format 1 JSON file
 */
GBytes *
cf_case_log_to_bytes (CfCaseLog *self)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) root = NULL;
  GString *out;
  char    *text;
  gsize    length;

  g_return_val_if_fail (CF_IS_CASE_LOG (self), NULL);

  add_setup (builder, self);
  json_builder_end_object (builder);

  /* The set-up is indented for people to read; each event is one compact
   * line, so that a notebook of 100,000 entries stays a few megabytes. */
  root = json_builder_get_root (builder);
  json_generator_set_pretty (generator, TRUE);
  json_generator_set_indent (generator, 2);
  json_generator_set_root (generator, root);
  text = json_generator_to_data (generator, &length);
  g_assert (length >= 2 && text[length - 1] == '}' && text[length - 2] == '\n');
  out = g_string_new_len (text, length - 2);
  g_free (text);

  g_string_append (out, ",\n  \"events\" : [");
  json_generator_set_pretty (generator, FALSE);
  for (guint i = 0; i < self->events->len; i++)
    {
      g_autoptr(JsonBuilder) event = json_builder_new ();
      g_autoptr(JsonNode) node = NULL;

      add_event (event, self, &g_array_index (self->events, CfEvent, i));
      node = json_builder_get_root (event);
      json_generator_set_root (generator, node);
      text = json_generator_to_data (generator, &length);
      g_string_append (out, i == 0 ? "\n    " : ",\n    ");
      g_string_append_len (out, text, length);
      g_free (text);
    }
  g_string_append (out, self->events->len > 0 ? "\n  ]\n}\n" : "]\n}\n");
  return g_string_free_to_bytes (out);
}

/* ---------------------------------------------------------------- GObject */

static void
cf_case_log_finalize (GObject *object)
{
  CfCaseLog *self = (CfCaseLog *)object;

  g_clear_object (&self->edition);
  for (guint p = 0; p < CF_MAX_PLAYERS; p++)
    g_free (self->names[p]);
  g_clear_pointer (&self->my_cards, g_array_unref);
  g_clear_pointer (&self->events, g_array_unref);

  G_OBJECT_CLASS (cf_case_log_parent_class)->finalize (object);
}

static void
cf_case_log_class_init (CfCaseLogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = cf_case_log_finalize;

  /**
   * CfCaseLog::events-changed:
   * @self: the case log
   * @position: the index of the first event that changed
   * @removed: how many events were removed there
   * @added: how many events were added there
   *
   * Emitted after events were appended, inserted, replaced or removed,
   * like #GListModel::items-changed.
   */
  signals[EVENTS_CHANGED] =
      g_signal_new ("events-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                    NULL, G_TYPE_NONE, 3, G_TYPE_UINT, G_TYPE_UINT, G_TYPE_UINT);
}

static void
cf_case_log_init (CfCaseLog *self)
{
  self->me = -1;
  self->my_cards = g_array_new (FALSE, FALSE, sizeof (int));
  self->events = g_array_new (FALSE, FALSE, sizeof (CfEvent));
}

/* ---------------------------------------------------------------- public API */

/**
 * cf_case_log_new:
 * @edition: the card set
 * @n_players: 2 to 8
 * @names: (array length=n_players): the players in clockwise order
 * @hand_sizes: (array length=n_players): their hand sizes
 * @set_aside: cards dealt to nobody
 * @me: the notebook owner's seat, or -1 for an onlooker
 * @my_cards: (array) (nullable): the owner's cards, `hand_sizes[me]` of them
 * @error: return location for an error
 *
 * Returns: (transfer full) (nullable): a log without events
 */
CfCaseLog *
cf_case_log_new (CfEdition         *edition,
                 guint              n_players,
                 const char *const *names,
                 const guint       *hand_sizes,
                 guint              set_aside,
                 int                me,
                 const int         *my_cards,
                 GError           **error)
{
  g_autoptr(CfCaseLog) self = NULL;

  g_return_val_if_fail (CF_IS_EDITION (edition), NULL);

  if (n_players < CF_MIN_PLAYERS || n_players > CF_MAX_PLAYERS)
    {
      cf_json_set_error (error, NULL, "players", _("%1$u players: a game has %2$d to %3$d"),
                         n_players, CF_MIN_PLAYERS, CF_MAX_PLAYERS);
      return NULL;
    }

  self = g_object_new (CF_TYPE_CASE_LOG, NULL);
  self->edition = g_object_ref (edition);
  self->n_players = n_players;
  for (guint p = 0; p < n_players; p++)
    {
      self->names[p] = g_strdup (names[p]);
      self->hand_sizes[p] = hand_sizes[p];
    }
  self->set_aside = set_aside;
  if (!check_sizes (self, error))
    return NULL;

  if (me >= (int)n_players)
    {
      cf_json_set_error (error, NULL, "me",
                         _("player %1$d does not exist (there are %2$u players)"), me, n_players);
      return NULL;
    }
  self->me = me < 0 ? -1 : me;
  if (self->me >= 0)
    for (guint i = 0; i < hand_sizes[me]; i++)
      {
        g_autofree char *path = cf_json_path_index ("my_cards", i);

        if (!check_card (self, my_cards[i], path, error))
          return NULL;
        for (guint j = 0; j < i; j++)
          if (my_cards[j] == my_cards[i])
            {
              cf_json_set_error (error, NULL, path, _("“%s” is listed twice"),
                                 cf_edition_get_card_id (edition, my_cards[i]));
              return NULL;
            }
        g_array_append_val (self->my_cards, my_cards[i]);
      }

  return g_steal_pointer (&self);
}

/**
 * cf_case_log_new_from_bytes:
 * @bytes: a case log file (format 1)
 * @error: return location for an error naming the JSON path and the problem
 *
 * Returns: (transfer full) (nullable): the log
 */
CfCaseLog *
cf_case_log_new_from_bytes (GBytes *bytes, GError **error)
{
  g_autoptr(CfCaseLog) self = NULL;
  g_autoptr(JsonNode) root = NULL;

  g_return_val_if_fail (bytes != NULL, NULL);

  if (!(root = cf_json_parse_bytes (bytes, CF_CASE_LOG_MAX_SIZE, NULL, error)))
    return NULL;

  self = g_object_new (CF_TYPE_CASE_LOG, NULL);
  if (!load (self, root, error))
    return NULL;
  return g_steal_pointer (&self);
}

/**
 * cf_case_log_new_from_json:
 * @node: a case log (format 1) as a JSON tree, such as a member of another
 *   document
 * @error: return location for an error naming the JSON path from @node
 *
 * Reads and checks a case log as cf_case_log_new_from_bytes() does.
 *
 * Returns: (transfer full) (nullable): the log
 */
CfCaseLog *
cf_case_log_new_from_json (JsonNode *node, GError **error)
{
  g_autoptr(CfCaseLog) self = NULL;

  g_return_val_if_fail (node != NULL, NULL);

  self = g_object_new (CF_TYPE_CASE_LOG, NULL);
  if (!load (self, node, error))
    return NULL;
  return g_steal_pointer (&self);
}

/**
 * cf_case_log_new_from_file:
 * @file: a case log file
 * @error: return location for an error
 *
 * Returns: (transfer full) (nullable): the log
 */
CfCaseLog *
cf_case_log_new_from_file (GFile *file, GError **error)
{
  g_autoptr(GBytes) bytes = NULL;

  g_return_val_if_fail (G_IS_FILE (file), NULL);

  if (!(bytes = cf_file_load (file, CF_CASE_LOG_MAX_SIZE, CF_LOAD_REGULAR_ONLY, error)))
    return NULL;
  return cf_case_log_new_from_bytes (bytes, error);
}

/**
 * cf_case_log_save:
 * @self: a #CfCaseLog
 * @file: where to write
 * @error: return location for an error (see cf_file_save())
 *
 * Writes the log atomically: the previous file stays intact until the new
 * one is complete, and is kept as `FILE~`.
 *
 * Returns: whether the file was written
 */
gboolean
cf_case_log_save (CfCaseLog *self, GFile *file, GError **error)
{
  g_autoptr(GBytes) bytes = NULL;

  g_return_val_if_fail (CF_IS_CASE_LOG (self), FALSE);

  bytes = cf_case_log_to_bytes (self);
  if (g_bytes_get_size (bytes) > CF_CASE_LOG_MAX_SIZE)
    {
      g_autofree char *name = g_file_get_basename (file);

      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE,
                   /* Translators: %1$s is a file name, %2$u a number of mebibytes */
                   _("%1$s would be larger than a case log may be (%2$u MiB)"), name,
                   (guint)(CF_CASE_LOG_MAX_SIZE >> 20));
      return FALSE;
    }
  return cf_file_save (file, bytes, CF_SAVE_BACKUP, error);
}

/**
 * cf_case_log_copy:
 * @self: a #CfCaseLog
 *
 * Returns: (transfer full): an independent copy, safe to read in a thread
 */
CfCaseLog *
cf_case_log_copy (CfCaseLog *self)
{
  CfCaseLog *copy = g_object_new (CF_TYPE_CASE_LOG, NULL);

  copy->edition = g_object_ref (self->edition);
  copy->n_players = self->n_players;
  for (guint p = 0; p < self->n_players; p++)
    {
      copy->names[p] = g_strdup (self->names[p]);
      copy->hand_sizes[p] = self->hand_sizes[p];
    }
  copy->set_aside = self->set_aside;
  copy->me = self->me;
  g_array_append_vals (copy->my_cards, self->my_cards->data, self->my_cards->len);
  g_array_append_vals (copy->events, self->events->data, self->events->len);
  return copy;
}

CfEdition *
cf_case_log_get_edition (CfCaseLog *self)
{
  g_return_val_if_fail (CF_IS_CASE_LOG (self), NULL);
  return self->edition;
}

guint
cf_case_log_get_n_players (CfCaseLog *self)
{
  g_return_val_if_fail (CF_IS_CASE_LOG (self), 0);
  return self->n_players;
}

const char *
cf_case_log_get_player_name (CfCaseLog *self, guint player)
{
  g_return_val_if_fail (CF_IS_CASE_LOG (self), NULL);
  g_return_val_if_fail (player < self->n_players, NULL);
  return self->names[player];
}

/**
 * cf_case_log_set_player_name:
 * @player: a player
 * @name: the name to show
 *
 * A game renames a seat named after its suspect when it is resumed in
 * another language; the events stay as they are.
 */
void
cf_case_log_set_player_name (CfCaseLog *self, guint player, const char *name)
{
  g_return_if_fail (CF_IS_CASE_LOG (self));
  g_return_if_fail (player < self->n_players);
  g_return_if_fail (name != NULL);

  g_free (self->names[player]);
  self->names[player] = g_strdup (name);
}

guint
cf_case_log_get_hand_size (CfCaseLog *self, guint player)
{
  g_return_val_if_fail (CF_IS_CASE_LOG (self), 0);
  g_return_val_if_fail (player < self->n_players, 0);
  return self->hand_sizes[player];
}

guint
cf_case_log_get_set_aside (CfCaseLog *self)
{
  g_return_val_if_fail (CF_IS_CASE_LOG (self), 0);
  return self->set_aside;
}

/**
 * cf_case_log_get_me:
 * @self: a #CfCaseLog
 *
 * Returns: the seat of the notebook's owner, or -1 for an onlooker
 */
int
cf_case_log_get_me (CfCaseLog *self)
{
  g_return_val_if_fail (CF_IS_CASE_LOG (self), -1);
  return self->me;
}

guint
cf_case_log_get_n_my_cards (CfCaseLog *self)
{
  g_return_val_if_fail (CF_IS_CASE_LOG (self), 0);
  return self->my_cards->len;
}

int
cf_case_log_get_my_card (CfCaseLog *self, guint index)
{
  g_return_val_if_fail (CF_IS_CASE_LOG (self), -1);
  g_return_val_if_fail (index < self->my_cards->len, -1);
  return g_array_index (self->my_cards, int, index);
}

guint
cf_case_log_get_n_events (CfCaseLog *self)
{
  g_return_val_if_fail (CF_IS_CASE_LOG (self), 0);
  return self->events->len;
}

const CfEvent *
cf_case_log_get_event (CfCaseLog *self, guint index)
{
  g_return_val_if_fail (CF_IS_CASE_LOG (self), NULL);
  g_return_val_if_fail (index < self->events->len, NULL);
  return &g_array_index (self->events, CfEvent, index);
}

gboolean
cf_case_log_append_event (CfCaseLog *self, const CfEvent *event, GError **error)
{
  g_return_val_if_fail (CF_IS_CASE_LOG (self), FALSE);
  return cf_case_log_insert_event (self, self->events->len, event, error);
}

/**
 * cf_case_log_insert_event:
 * @self: a #CfCaseLog
 * @index: where, 0 to the number of events
 * @event: the event
 * @error: return location for an error
 *
 * Inserts @event if it is well-formed (see cf_case_log_check_event()).
 *
 * Returns: whether it was inserted
 */
gboolean
cf_case_log_insert_event (CfCaseLog *self, guint index, const CfEvent *event, GError **error)
{
  g_return_val_if_fail (CF_IS_CASE_LOG (self), FALSE);
  g_return_val_if_fail (index <= self->events->len, FALSE);

  if (!cf_case_log_check_event (self, event, error))
    return FALSE;

  g_array_insert_val (self->events, index, *event);
  g_signal_emit (self, signals[EVENTS_CHANGED], 0, index, 0, 1);
  return TRUE;
}

/**
 * cf_case_log_insert_events:
 * @self: a #CfCaseLog
 * @index: where, 0 to the number of events
 * @events: (array length=n_events): the events, in order
 * @n_events: how many
 * @error: return location for an error
 *
 * Inserts @events at once if every one is well-formed: one
 * #CfCaseLog::events-changed for all, as when a player lays a whole hand
 * face up.
 *
 * Returns: whether they were inserted; if not, the log is as it was
 */
gboolean
cf_case_log_insert_events (
    CfCaseLog *self, guint index, const CfEvent *events, guint n_events, GError **error)
{
  g_return_val_if_fail (CF_IS_CASE_LOG (self), FALSE);
  g_return_val_if_fail (index <= self->events->len, FALSE);
  g_return_val_if_fail (events != NULL || n_events == 0, FALSE);

  for (guint i = 0; i < n_events; i++)
    if (!cf_case_log_check_event (self, &events[i], error))
      return FALSE;
  if (n_events == 0)
    return TRUE;
  g_array_insert_vals (self->events, index, events, n_events);
  g_signal_emit (self, signals[EVENTS_CHANGED], 0, index, 0, n_events);
  return TRUE;
}

gboolean
cf_case_log_replace_event (CfCaseLog *self, guint index, const CfEvent *event, GError **error)
{
  g_return_val_if_fail (CF_IS_CASE_LOG (self), FALSE);
  g_return_val_if_fail (index < self->events->len, FALSE);

  if (!cf_case_log_check_event (self, event, error))
    return FALSE;

  g_array_index (self->events, CfEvent, index) = *event;
  g_signal_emit (self, signals[EVENTS_CHANGED], 0, index, 1, 1);
  return TRUE;
}

void
cf_case_log_remove_event (CfCaseLog *self, guint index)
{
  g_return_if_fail (CF_IS_CASE_LOG (self));
  g_return_if_fail (index < self->events->len);

  g_array_remove_index (self->events, index);
  g_signal_emit (self, signals[EVENTS_CHANGED], 0, index, 1, 0);
}

/**
 * cf_case_log_remove_events:
 * @self: a #CfCaseLog
 * @index: the first event to remove
 * @n_events: how many, all within the log
 *
 * Removes @n_events events from @index with one #CfCaseLog::events-changed.
 */
void
cf_case_log_remove_events (CfCaseLog *self, guint index, guint n_events)
{
  g_return_if_fail (CF_IS_CASE_LOG (self));
  g_return_if_fail (index <= self->events->len && n_events <= self->events->len - index);

  if (n_events == 0)
    return;
  g_array_remove_range (self->events, index, n_events);
  g_signal_emit (self, signals[EVENTS_CHANGED], 0, index, n_events, 0);
}
