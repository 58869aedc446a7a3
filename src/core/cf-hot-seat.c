/* cf-hot-seat.c: a game at one screen: bots at a pace, autosave, and who may
 * look at the screen
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "cf-bot.h"
#include "cf-file.h"
#include "cf-game-shadow.h"
#include "cf-hot-seat.h"
#include "cf-seat-view.h"
#include "cf-text.h"

/*
 * CfHotSeat plays a CfGame at one screen shared by its people. It owns the
 * bots (they decide in a worker thread, and their action is applied after a
 * pause, the pace), saves the game after every action, and decides who may
 * look at the screen:
 *
 *  - the viewer is the person whose private things (hand, notebook, the card
 *    they were shown) may be on screen, or -1 for the public table only;
 *  - the guard is the person who must come to the screen next, or -1.
 *
 * The rule: whatever is on screen is the viewer's. With one person that
 * person is always the viewer. With two or more, the viewer drops (to -1)
 * at once, before anything of another seat happens, whenever the seat to act
 * is not the viewer: a bot's turn shows only the table; another person's
 * action raises the guard, and they become the viewer by cf_hot_seat_take_seat().
 * A bot refuting the viewer's own suggestion keeps the viewer: the card is
 * theirs to see. Both change only in handlers of the game's own signals, so
 * an observer connected after the hot seat sees the new viewer first.
 */

struct _CfHotSeat
{
  GObject parent_instance;

  CfGame    *game;
  CfBot     *bots[CF_GAME_MAX_SEATS];
  gboolean   remote[CF_GAME_MAX_SEATS];   /* a person at another computer (CfNetHost) */
  CfPresence presence[CF_GAME_MAX_SEATS]; /* and where they are */
  /* who plays a remote seat: a person, or a computer player at the host
   * (from the start, or since its player went away) */
  CfPlayerKind remote_kind[CF_GAME_MAX_SEATS];
  guint        n_people; /* at this screen */
  int          only_person;

  int viewer;
  int guard;
  int looking; /* a person looking at a secret before the screen passes on: a wrong
                * accuser at the envelope, or a Keeper's player at the card it showed */
  CfSeatView   *views[CF_GAME_MAX_SEATS]; /* per person: their side of the game */
  CfPublicView *table;                    /* what everyone sees */
  /* per seat: its note came on another's turn and waits for its own */
  gboolean note_waits[CF_GAME_MAX_SEATS];

  guint         bot_delay;
  guint         bot_source; /* the idle that starts a bot, or the pause before its action */
  gboolean      bot_thinking;
  gint64        decide_started;
  CfAction      pending; /* decided, waiting for the pace */
  gboolean      has_pending;
  GCancellable *cancellable;

  GFile *autosave;
  guint  autosave_source;

  char *hint; /* what the viewer may do now, or who is thinking */
  char *turn; /* whose turn it is, as the screen says it */
};

G_DEFINE_FINAL_TYPE (CfHotSeat, cf_hot_seat, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_GAME,
  PROP_VIEWER,
  PROP_GUARD,
  PROP_NOTE,
  PROP_SHOWN_VIEW,
  PROP_LOOKING,
  PROP_VIEWER_ACTS,
  PROP_HINT,
  PROP_TURN,
  PROP_BOT_DELAY,
  PROP_AUTOSAVE,
  N_PROPS
};

enum
{
  SAVE_FAILED,
  PLAYERS_CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint       signals[N_SIGNALS];

static void schedule_bot (CfHotSeat *self);

/* ---------------------------------------------------------------- helpers */

static const char *
card_name (CfHotSeat *self, int card)
{
  return cf_edition_get_card_name (cf_game_get_edition (self->game), card);
}

static gboolean
is_person (CfHotSeat *self, int seat)
{
  return seat >= 0 && (guint)seat < cf_game_get_n_seats (self->game) && self->bots[seat] == NULL &&
         !self->remote[seat];
}

static gboolean
viewer_acts (CfHotSeat *self)
{
  int awaited = cf_game_get_awaited (self->game).seat;

  return self->viewer >= 0 && self->looking < 0 && awaited >= 0 && awaited == self->viewer;
}

static void
set_line (CfHotSeat *self, char **line, char *text, GParamSpec *pspec)
{
  g_autofree char *owned = text;

  if (g_strcmp0 (*line, text) == 0)
    return;
  g_free (*line);
  *line = g_steal_pointer (&owned);
  g_object_notify_by_pspec (G_OBJECT (self), pspec);
}

/* The hint and the turn line follow the game and who is at the screen. */
static void
update_lines (CfHotSeat *self)
{
  char *turn;
  guint current = cf_game_get_current_seat (self->game);

  if (cf_game_get_phase (self->game) == CF_PHASE_OVER)
    turn = g_strdup (_("Game Over"));
  else if ((int)current == self->viewer)
    turn = g_strdup (_("Your turn"));
  else
    /* Translators: %s is a player's name */
    turn = cf_text_printf (_("%s’s turn"), cf_game_get_seat_name (self->game, current));
  set_line (self, &self->turn, turn, properties[PROP_TURN]);
  set_line (self, &self->hint, cf_hot_seat_describe_awaited (self), properties[PROP_HINT]);
}

/* Sets who sees the screen: the viewer drops before a guard is raised, and
 * every property that depends on the viewer follows. */
static void
set_viewer_and_guard (CfHotSeat *self, int viewer, int guard)
{
  GObject *object = G_OBJECT (self);

  g_object_freeze_notify (object);
  if (self->viewer != viewer && self->viewer >= 0 && viewer >= 0)
    {
      /* Never straight from one person to another. */
      self->viewer = -1;
      g_object_notify_by_pspec (object, properties[PROP_VIEWER]);
      g_object_notify_by_pspec (object, properties[PROP_SHOWN_VIEW]);
    }
  if (self->viewer != viewer)
    {
      self->viewer = viewer;
      g_object_notify_by_pspec (object, properties[PROP_VIEWER]);
      g_object_notify_by_pspec (object, properties[PROP_SHOWN_VIEW]);
      g_object_notify_by_pspec (object, properties[PROP_NOTE]);
    }
  if (self->guard != guard)
    {
      self->guard = guard;
      g_object_notify_by_pspec (object, properties[PROP_GUARD]);
    }
  g_object_notify_by_pspec (object, properties[PROP_VIEWER_ACTS]);
  update_lines (self);
  g_object_thaw_notify (object);
}

/* The privacy rule (see the top of this file), applied to the game as it is. */
static void
follow_game (CfHotSeat *self)
{
  int viewer = -1, guard = -1;

  if (cf_game_get_phase (self->game) == CF_PHASE_OVER)
    ; /* the end is public */
  else if (self->n_people == 1)
    viewer = self->only_person;
  else if (self->looking >= 0)
    viewer = self->looking;
  else if (self->n_people > 1)
    {
      int acting = cf_game_get_awaited (self->game).seat;
      int current = cf_game_get_current_seat (self->game);

      if (is_person (self, acting))
        {
          if (acting == self->viewer)
            viewer = acting;
          else
            guard = acting;
        }
      else if (acting >= 0 && current == self->viewer && is_person (self, current))
        viewer = current; /* a bot shows the viewer a card */
    }
  set_viewer_and_guard (self, viewer, guard);
  schedule_bot (self);
}

/* A private line for @seat, on screen only while that seat is the viewer. */
static void
set_note (CfHotSeat *self, guint seat, char *text)
{
  g_autofree char *owned = text;

  if (self->views[seat] == NULL)
    return;
  cf_seat_view_set_note (self->views[seat], text);
  if ((int)seat == self->viewer)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NOTE]);
}

/* ---------------------------------------------------------------- autosave */

static gboolean
autosave_now (gpointer data)
{
  CfHotSeat *self = data;
  g_autoptr(GError) error = NULL;

  self->autosave_source = 0;
  if (!cf_hot_seat_save_now (self, &error))
    g_signal_emit (self, signals[SAVE_FAILED], 0, error);
  return G_SOURCE_REMOVE;
}

static void
schedule_autosave (CfHotSeat *self)
{
  if (self->autosave != NULL && self->autosave_source == 0)
    self->autosave_source = g_idle_add (autosave_now, self);
}

/* ---------------------------------------------------------------- bots */

/*
 * A bot's turn: it starts thinking as soon as the game has settled (an idle
 * after the change), in a worker thread, and its action is applied once the
 * pace has passed since it began: a slow thinker does not add the pause on
 * top of its thinking.
 */

static gboolean
apply_pending (gpointer data)
{
  CfHotSeat *self = data;
  g_autoptr(GError) error = NULL;

  self->bot_source = 0;
  self->has_pending = FALSE;
  if (!cf_game_apply (self->game, &self->pending, &error))
    g_warning ("A bot broke a rule: %s", error->message);
  schedule_bot (self);
  return G_SOURCE_REMOVE;
}

/* Applies the decided action when the pace has passed since the bot began. */
static void
schedule_apply (CfHotSeat *self)
{
  gint64 elapsed_ms = (g_get_monotonic_time () - self->decide_started) / 1000;

  g_clear_handle_id (&self->bot_source, g_source_remove);
  if (elapsed_ms >= (gint64)self->bot_delay)
    apply_pending (self);
  else
    self->bot_source = g_timeout_add (self->bot_delay - elapsed_ms, apply_pending, self);
}

static void
on_bot_decided (GObject *source, GAsyncResult *result, gpointer user_data)
{
  g_autoptr(GError) error = NULL;
  CfHotSeat *self;
  CfAction   action;

  /* A cancelled decision comes after the hot seat let go: touch nothing. */
  if (!cf_bot_decide_finish (CF_BOT (source), result, &action, &error))
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        g_warning ("A bot could not decide: %s", error->message);
      return;
    }

  self = user_data;
  self->bot_thinking = FALSE;
  self->pending = action;
  self->has_pending = TRUE;
  schedule_apply (self);
}

static gboolean
bot_step (gpointer data)
{
  CfHotSeat *self = data;
  int        seat;

  self->bot_source = 0;
  if (cf_game_get_phase (self->game) == CF_PHASE_OVER || self->looking >= 0)
    return G_SOURCE_REMOVE;
  seat = cf_game_get_awaited (self->game).seat;
  if (seat < 0 || self->bots[seat] == NULL)
    return G_SOURCE_REMOVE;

  self->bot_thinking = TRUE;
  self->decide_started = g_get_monotonic_time ();
  cf_bot_decide_async (self->bots[seat], cf_bot_view_new (self->game, seat), self->cancellable,
                       on_bot_decided, self);
  return G_SOURCE_REMOVE;
}

static void
schedule_bot (CfHotSeat *self)
{
  int acting;

  if (self->game == NULL || self->cancellable == NULL || self->bot_thinking || self->has_pending ||
      self->bot_source != 0 || self->looking >= 0 ||
      cf_game_get_phase (self->game) == CF_PHASE_OVER)
    return;
  acting = cf_game_get_awaited (self->game).seat;
  if (acting >= 0 && self->bots[acting] != NULL)
    self->bot_source = g_idle_add (bot_step, self);
}

/* ---------------------------------------------------------------- game signals */

static void
on_game_changed (CfHotSeat *self)
{
  follow_game (self);
}

static void
on_turn_started (CfGame *game, guint seat, CfHotSeat *self)
{
  /* What a seat learnt on a turn is in its notebook once the next turn
   * begins: a private line never outlasts its moment. What it learnt on
   * another's turn (a Keeper that overheard a card) waits for its own turn,
   * and is read then; a line being looked at stays until done looking. */
  for (guint other = 0; other < CF_GAME_MAX_SEATS; other++)
    if (self->views[other] != NULL && cf_seat_view_get_note (self->views[other]) != NULL &&
        !self->note_waits[other] && (int)other != self->looking)
      set_note (self, other, NULL);
  self->note_waits[seat] = FALSE;
  follow_game (self);
}

static void
on_card_shown (CfGame *game, guint refuter, guint suggester, int card, CfHotSeat *self)
{
  /* Only the two seats involved may see the card, each when at the screen. */
  if (is_person (self, suggester))
    set_note (self, suggester,
              /* Translators: %1$s is a player, %2$s a card */
              cf_text_printf (_("%1$s showed you %2$s"), cf_game_get_seat_name (game, refuter),
                              card_name (self, card)));
  if (is_person (self, refuter))
    set_note (self, refuter,
              /* Translators: %1$s is a card, %2$s a player */
              cf_text_printf (_("You showed %1$s to %2$s"), card_name (self, card),
                              cf_game_get_seat_name (game, suggester)));
}

static void
on_nobody_refuted (CfGame *game, guint suggester, CfHotSeat *self)
{
  if (is_person (self, suggester))
    set_note (self, suggester, g_strdup (_("Nobody could show you a card")));
}

static void
on_eliminated (CfGame *game, guint seat, CfHotSeat *self)
{
  const int *envelope = cf_game_get_envelope_seen_by (game, seat);

  /* (A murdered guest never looked into the envelope: it gets none.) */
  if (!is_person (self, seat) || envelope == NULL)
    return;
  /* A wrong accuser looks into the envelope, in secret: the game waits
   * until they are done looking (with one person, they always see it). */
  set_note (self, seat,
            /* Translators: %1$s is a suspect, %2$s a weapon, %3$s a room */
            cf_text_printf (_("You were wrong, and you are out. The envelope holds %1$s, "
                               "%2$s and %3$s; keep showing cards when asked."),
                            card_name (self, envelope[0]), card_name (self, envelope[1]),
                            card_name (self, envelope[2])));
  if (self->n_people > 1 && self->viewer == (int)seat)
    {
      self->looking = seat;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LOOKING]);
      update_lines (self);
    }
}

/* Discover the Secrets: which Keeper a seat drew is its own secret. */
static void
on_intrigue_drawn (CfGame *game, guint seat, int card, CfHotSeat *self)
{
  const CfIntrigue *intrigue = cf_game_get_intrigue (game);

  if (card == CF_INTRIGUE_CLOCK || intrigue == NULL || !is_person (self, seat))
    return;
  set_note (self, seat,
            /* Translators: %1$s is the name of an Intrigue card, %2$s says what it does */
            cf_text_printf (_("You drew the Keeper “%1$s”: %2$s"),
                            cf_intrigue_get_keeper_name (intrigue, card),
                            cf_intrigue_get_keeper_text (intrigue, card)));
}

/* The seat that showed a card for the current suggestion, by the story */
static int
last_shower (CfGame *game)
{
  for (guint i = cf_game_get_n_records (game); i-- > 0;)
    {
      const CfRecord *record = cf_game_get_record (game, i);

      if (record->kind == CF_RECORD_SHOW)
        return record->seat;
      if (record->kind == CF_RECORD_SUGGEST)
        break;
    }
  return -1;
}

/* A Keeper showed its player a card: that player alone sees it, and keeps
 * the screen until done looking, as a wrong accuser does. */
static void
on_keeper_played (CfGame *game, guint seat, int effect, int seen, CfHotSeat *self)
{
  char *text;

  if (seen < 0 || !is_person (self, seat))
    return;
  if (effect == CF_KEEPER_SEE_SHOWN)
    {
      int shower = last_shower (game);

      text = cf_text_printf (
          /* Translators: %1$s and %2$s are players, %3$s a card */
          _("You overheard: %1$s showed %2$s the card %3$s."),
          shower >= 0 ? cf_game_get_seat_name (game, shower) : "?",
          cf_game_get_seat_name (game, cf_game_get_current_seat (game)), card_name (self, seen));
    }
  else
    /* Translators: %1$s is a player, %2$s a card */
    text = cf_text_printf (_("You peeked at a card of %1$s: %2$s."),
                           cf_game_get_seat_name (game, cf_game_get_seat_right_of (game, seat)),
                           card_name (self, seen));
  set_note (self, seat, text);
  self->note_waits[seat] = seat != cf_game_get_current_seat (game);
  if (self->viewer == (int)seat && self->looking < 0)
    {
      self->looking = seat;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LOOKING]);
      update_lines (self);
    }
}

static void
on_record_added (CfGame *game, guint index, CfHotSeat *self)
{
  schedule_autosave (self);
  /* Between decisions too: a Keeper drawn, a card looked at */
  update_lines (self);
}

/* ---------------------------------------------------------------- object */

static void
cf_hot_seat_dispose (GObject *object)
{
  CfHotSeat *self = CF_HOT_SEAT (object);

  cf_hot_seat_stop (self);
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  for (guint i = 0; i < CF_GAME_MAX_SEATS; i++)
    {
      g_clear_object (&self->bots[i]);
      g_clear_object (&self->views[i]);
    }
  g_clear_object (&self->table);
  g_clear_object (&self->game);
  g_clear_object (&self->autosave);

  G_OBJECT_CLASS (cf_hot_seat_parent_class)->dispose (object);
}

static void
cf_hot_seat_finalize (GObject *object)
{
  CfHotSeat *self = CF_HOT_SEAT (object);

  g_free (self->hint);
  g_free (self->turn);

  G_OBJECT_CLASS (cf_hot_seat_parent_class)->finalize (object);
}

static void
cf_hot_seat_constructed (GObject *object)
{
  CfHotSeat *self = CF_HOT_SEAT (object);

  G_OBJECT_CLASS (cf_hot_seat_parent_class)->constructed (object);
  g_return_if_fail (CF_IS_GAME (self->game));

  for (guint i = 0; i < cf_game_get_n_seats (self->game); i++)
    {
      CfPlayerKind kind = cf_game_get_seat_kind (self->game, i);

      /* A shadow of a game hosted elsewhere: the host plays every other
       * seat, people and bots; this screen is its own seat's */
      if (cf_game_get_shadow_seat (self->game) >= 0 &&
          (int)i != cf_game_get_shadow_seat (self->game))
        {
          self->remote[i] = TRUE;
          self->presence[i] = CF_PRESENCE_HERE;
          self->remote_kind[i] = kind;
          continue;
        }
      if (kind == CF_PLAYER_HUMAN)
        {
          self->n_people++;
          self->only_person = i;
          self->views[i] = cf_seat_view_new (self->game, i);
        }
      else
        self->bots[i] = cf_bot_new (kind, g_random_int () | ((guint64)g_random_int () << 32));
    }

  /* Connected first: the viewer changes before any later observer hears of
   * the change. */
  /* The decision the game waits for says who must act, whatever changed
   * it (a refusal changes neither the phase nor the current seat). */
  g_signal_connect_swapped (self->game, "notify::awaited", G_CALLBACK (on_game_changed), self);
  g_signal_connect (self->game, "turn-started", G_CALLBACK (on_turn_started), self);
  g_signal_connect (self->game, "card-shown", G_CALLBACK (on_card_shown), self);
  g_signal_connect (self->game, "nobody-refuted", G_CALLBACK (on_nobody_refuted), self);
  g_signal_connect (self->game, "eliminated", G_CALLBACK (on_eliminated), self);
  g_signal_connect (self->game, "record-added", G_CALLBACK (on_record_added), self);
  g_signal_connect (self->game, "intrigue-drawn", G_CALLBACK (on_intrigue_drawn), self);
  g_signal_connect (self->game, "keeper-played", G_CALLBACK (on_keeper_played), self);
  /* After the hot seat's own handlers: whoever draws the table hears of a
   * change once the screen has passed to whoever may see it. */
  self->table = cf_public_view_new (self->game);

  follow_game (self);
}

static void
cf_hot_seat_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  CfHotSeat *self = CF_HOT_SEAT (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_VIEWER:
      g_value_set_int (value, self->viewer);
      break;
    case PROP_GUARD:
      g_value_set_int (value, self->guard);
      break;
    case PROP_NOTE:
      g_value_set_string (value, cf_hot_seat_get_note (self));
      break;
    case PROP_SHOWN_VIEW:
      g_value_set_object (value, cf_hot_seat_get_shown_view (self));
      break;
    case PROP_LOOKING:
      g_value_set_boolean (value, self->looking >= 0);
      break;
    case PROP_VIEWER_ACTS:
      g_value_set_boolean (value, cf_hot_seat_get_viewer_acts (self));
      break;
    case PROP_HINT:
      g_value_set_string (value, self->hint);
      break;
    case PROP_TURN:
      g_value_set_string (value, self->turn);
      break;
    case PROP_BOT_DELAY:
      g_value_set_uint (value, self->bot_delay);
      break;
    case PROP_AUTOSAVE:
      g_value_set_object (value, self->autosave);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cf_hot_seat_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  CfHotSeat *self = CF_HOT_SEAT (object);

  switch (prop_id)
    {
    case PROP_GAME:
      self->game = g_value_dup_object (value);
      break;
    case PROP_BOT_DELAY:
      cf_hot_seat_set_bot_delay (self, g_value_get_uint (value));
      break;
    case PROP_AUTOSAVE:
      cf_hot_seat_set_autosave (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cf_hot_seat_class_init (CfHotSeatClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->constructed = cf_hot_seat_constructed;
  object_class->dispose = cf_hot_seat_dispose;
  object_class->finalize = cf_hot_seat_finalize;
  object_class->get_property = cf_hot_seat_get_property;
  object_class->set_property = cf_hot_seat_set_property;

  properties[PROP_GAME] =
      g_param_spec_object ("game", NULL, NULL, CF_TYPE_GAME,
                           G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  /**
   * CfHotSeat:viewer:
   *
   * The seat whose private things may be on screen, or -1 (the table only).
   */
  properties[PROP_VIEWER] =
      g_param_spec_int ("viewer", NULL, NULL, -1, CF_GAME_MAX_SEATS - 1, -1,
                        G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * CfHotSeat:guard:
   *
   * The person who must come to the screen, or -1. While it is set, the
   * viewer is -1.
   */
  properties[PROP_GUARD] =
      g_param_spec_int ("guard", NULL, NULL, -1, CF_GAME_MAX_SEATS - 1, -1,
                        G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * CfHotSeat:note:
   *
   * The viewer's private line (the card they were shown, the card they
   * showed, the envelope after a wrong accusation), or %NULL.
   */
  properties[PROP_NOTE] =
      g_param_spec_string ("note", NULL, NULL, NULL,
                           G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * CfHotSeat:shown-view: (type CfSeatView)
   *
   * The view the screen may show (cf_hot_seat_get_shown_view()); it
   * changes with the viewer, and is %NULL whenever the viewer is.
   */
  properties[PROP_SHOWN_VIEW] =
      g_param_spec_object ("shown-view", NULL, NULL, CF_TYPE_SEAT_VIEW,
                           G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * CfHotSeat:looking:
   *
   * A person who accused wrongly is looking into the envelope, or a
   * Keeper showed its player a card: the game waits for
   * cf_hot_seat_done_looking().
   */
  properties[PROP_LOOKING] =
      g_param_spec_boolean ("looking", NULL, NULL, FALSE,
                            G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * CfHotSeat:viewer-acts:
   *
   * Whether the viewer is the seat that must act now.
   */
  properties[PROP_VIEWER_ACTS] =
      g_param_spec_boolean ("viewer-acts", NULL, NULL, FALSE,
                            G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * CfHotSeat:hint:
   *
   * One line for the screen: what the viewer may do now
   * (cf_game_describe_awaited()), who is thinking, or nothing.
   */
  properties[PROP_HINT] =
      g_param_spec_string ("hint", NULL, NULL, NULL,
                           G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * CfHotSeat:turn:
   *
   * Whose turn it is, as the screen says it: "Your turn" to the viewer.
   */
  properties[PROP_TURN] =
      g_param_spec_string ("turn", NULL, NULL, NULL,
                           G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * CfHotSeat:bot-delay:
   *
   * The pause before each bot action, in milliseconds: the pace.
   */
  properties[PROP_BOT_DELAY] =
      g_param_spec_uint ("bot-delay", NULL, NULL, 0, G_MAXUINT, 600,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * CfHotSeat:autosave:
   *
   * Where the game is saved after every action, or %NULL.
   */
  properties[PROP_AUTOSAVE] =
      g_param_spec_object ("autosave", NULL, NULL, G_TYPE_FILE,
                           G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * CfHotSeat::save-failed:
   * @error: what went wrong
   *
   * The automatic save after an action failed; the game goes on, and the
   * next action tries again.
   */
  signals[SAVE_FAILED] = g_signal_new ("save-failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                       0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_ERROR);
  /**
   * CfHotSeat::players-changed:
   *
   * Where a player is changed, or a computer player took a seat: what
   * cf_hot_seat_describe_player() says. (Turns are told by CfHotSeat:turn
   * and CfHotSeat:hint.)
   */
  signals[PLAYERS_CHANGED] = g_signal_new ("players-changed", G_TYPE_FROM_CLASS (klass),
                                           G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
cf_hot_seat_init (CfHotSeat *self)
{
  self->viewer = -1;
  self->guard = -1;
  self->looking = -1;
  self->only_person = -1;
  self->bot_delay = 600;
  self->cancellable = g_cancellable_new ();
}

/* ---------------------------------------------------------------- public API */

/**
 * cf_hot_seat_new:
 * @game: a game
 *
 * Returns: (transfer full): a hot seat playing @game: its bots start at once
 */
CfHotSeat *
cf_hot_seat_new (CfGame *game)
{
  g_return_val_if_fail (CF_IS_GAME (game), NULL);
  return g_object_new (CF_TYPE_HOT_SEAT, "game", game, NULL);
}

/**
 * cf_hot_seat_new_game:
 * @edition: the edition
 * @n_seats: how many seats play
 * @seats: (array length=n_seats): who sits at each
 * @seed: the deal's and the dice's seed
 * @series: which game of a series this is (where the first player rotates)
 * @options: (nullable): the table's options
 * @error: why the seats cannot play @edition
 *
 * Deals a new game (see cf_game_new_full()) and plays it at this screen.
 *
 * Returns: (transfer full) (nullable): the hot seat, or %NULL with @error
 */
CfHotSeat *
cf_hot_seat_new_game (CfEdition           *edition,
                      guint                n_seats,
                      const CfSeatSetup   *seats,
                      guint64              seed,
                      guint                series,
                      const CfGameOptions *options,
                      GError             **error)
{
  g_autoptr(CfGame) game =
      cf_game_new_full (edition, n_seats, seats, seed, series, options, error);

  return game != NULL ? cf_hot_seat_new (game) : NULL;
}

/**
 * cf_hot_seat_new_from_file:
 * @file: a saved game
 * @error: what is wrong with @file, naming the place
 *
 * Returns: (transfer full) (nullable): the saved game played on at this
 *   screen, or %NULL with @error
 */
CfHotSeat *
cf_hot_seat_new_from_file (GFile *file, GError **error)
{
  g_autoptr(CfGame) game = cf_game_new_from_file (file, error);

  return game != NULL ? cf_hot_seat_new (game) : NULL;
}

/**
 * cf_hot_seat_get_table:
 *
 * Returns: (transfer none): the table as everyone at the screen sees it
 */
CfPublicView *
cf_hot_seat_get_table (CfHotSeat *self)
{
  g_return_val_if_fail (CF_IS_HOT_SEAT (self), NULL);
  return self->table;
}

CfGame *
cf_hot_seat_get_game (CfHotSeat *self)
{
  g_return_val_if_fail (CF_IS_HOT_SEAT (self), NULL);
  return self->game;
}

guint
cf_hot_seat_get_n_people (CfHotSeat *self)
{
  g_return_val_if_fail (CF_IS_HOT_SEAT (self), 0);
  return self->n_people;
}

gboolean
cf_hot_seat_is_person (CfHotSeat *self, guint seat)
{
  g_return_val_if_fail (CF_IS_HOT_SEAT (self), FALSE);
  return is_person (self, seat);
}

int
cf_hot_seat_get_viewer (CfHotSeat *self)
{
  g_return_val_if_fail (CF_IS_HOT_SEAT (self), -1);
  return self->viewer;
}

int
cf_hot_seat_get_guard (CfHotSeat *self)
{
  g_return_val_if_fail (CF_IS_HOT_SEAT (self), -1);
  return self->guard;
}

gboolean
cf_hot_seat_get_viewer_acts (CfHotSeat *self)
{
  g_return_val_if_fail (CF_IS_HOT_SEAT (self), FALSE);
  return self->game != NULL && viewer_acts (self);
}

const char *
cf_hot_seat_get_note (CfHotSeat *self)
{
  g_return_val_if_fail (CF_IS_HOT_SEAT (self), NULL);
  return self->viewer >= 0 ? cf_seat_view_get_note (self->views[self->viewer]) : NULL;
}

/**
 * cf_hot_seat_get_shown_view:
 *
 * The one view the screen may show: the viewer's, or %NULL while the
 * screen shows only the public table. A page that shows this view cannot
 * show anything of another seat.
 *
 * Returns: (transfer none) (nullable): the view
 */
CfSeatView *
cf_hot_seat_get_shown_view (CfHotSeat *self)
{
  g_return_val_if_fail (CF_IS_HOT_SEAT (self), NULL);
  return self->viewer >= 0 ? self->views[self->viewer] : NULL;
}

gboolean
cf_hot_seat_get_looking (CfHotSeat *self)
{
  g_return_val_if_fail (CF_IS_HOT_SEAT (self), FALSE);
  return self->looking >= 0;
}

/**
 * cf_hot_seat_take_seat:
 *
 * The person the guard asked for is at the screen: they become the viewer.
 */
void
cf_hot_seat_take_seat (CfHotSeat *self)
{
  g_return_if_fail (CF_IS_HOT_SEAT (self));
  if (self->guard < 0)
    return;
  set_viewer_and_guard (self, self->guard, -1);
}

/**
 * cf_hot_seat_leave:
 *
 * The person at the screen stepped away (the window showed another page):
 * with several people, nobody's things stay on screen and the guard asks
 * for whoever must act before anything private comes back. With one person
 * and bots nothing changes.
 */
void
cf_hot_seat_leave (CfHotSeat *self)
{
  g_return_if_fail (CF_IS_HOT_SEAT (self));
  if (self->n_people < 2 || self->viewer < 0 || self->looking >= 0 ||
      cf_game_get_phase (self->game) == CF_PHASE_OVER)
    return;
  set_viewer_and_guard (self, -1, -1);
  follow_game (self);
}

/**
 * cf_hot_seat_done_looking:
 *
 * The person out by a wrong accusation has seen the envelope: the game goes on.
 */
void
cf_hot_seat_done_looking (CfHotSeat *self)
{
  g_return_if_fail (CF_IS_HOT_SEAT (self));
  if (self->looking < 0)
    return;
  self->looking = -1;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LOOKING]);
  follow_game (self);
}

/**
 * cf_hot_seat_set_viewer_marks:
 * @marks: the viewer's own notebook marks
 *
 * Keeps the viewer's marks with the game (and saves them).
 */
void
cf_hot_seat_set_viewer_marks (CfHotSeat *self, const char *marks)
{
  g_return_if_fail (CF_IS_HOT_SEAT (self));
  if (self->viewer < 0)
    return;
  cf_seat_view_set_marks (self->views[self->viewer], marks);
  schedule_autosave (self);
}

/**
 * cf_hot_seat_describe_awaited:
 *
 * The hint line at the screen: what the viewer may do now when the game
 * waits for them, that a bot is thinking when it waits for a bot, and
 * nothing while another person is called to the screen.
 *
 * Returns: (transfer full): the line
 */
char *
cf_hot_seat_describe_awaited (CfHotSeat *self)
{
  int seat;

  g_return_val_if_fail (CF_IS_HOT_SEAT (self), NULL);
  seat = cf_game_get_awaited (self->game).seat;
  if (seat >= 0 && self->remote[seat] && self->remote_kind[seat] != CF_PLAYER_HUMAN)
    /* Translators: %s is a computer player */
    return cf_text_printf (_("%s is thinking…"), cf_game_get_seat_name (self->game, seat));
  if (seat >= 0 && self->remote[seat] && self->presence[seat] == CF_PRESENCE_WAITING)
    /* Translators: %s is a player at another computer who has not joined yet */
    return cf_text_printf (_("Waiting for %s to join from another computer…"),
                           cf_game_get_seat_name (self->game, seat));
  if (seat >= 0 && self->remote[seat] && self->presence[seat] == CF_PRESENCE_AWAY)
    /* Translators: %s is a player at another computer whose connection dropped */
    return cf_text_printf (_("%s is away: the game waits for them to come back"),
                           cf_game_get_seat_name (self->game, seat));
  if (seat >= 0 && self->remote[seat])
    /* Translators: %s is a player at another computer, whose move the game waits for */
    return cf_text_printf (_("%s is playing at another computer…"),
                           cf_game_get_seat_name (self->game, seat));
  if (seat >= 0 && !is_person (self, seat))
    /* Translators: %s is a computer player */
    return cf_text_printf (_("%s is thinking…"), cf_game_get_seat_name (self->game, seat));
  if (!viewer_acts (self))
    return g_strdup ("");
  return cf_game_describe_awaited (self->game);
}

/**
 * cf_hot_seat_get_hint:
 *
 * Returns: (nullable): the CfHotSeat:hint line
 */
const char *
cf_hot_seat_get_hint (CfHotSeat *self)
{
  g_return_val_if_fail (CF_IS_HOT_SEAT (self), NULL);
  return self->hint;
}

/**
 * cf_hot_seat_get_turn:
 *
 * Returns: (nullable): the CfHotSeat:turn line
 */
const char *
cf_hot_seat_get_turn (CfHotSeat *self)
{
  g_return_val_if_fail (CF_IS_HOT_SEAT (self), NULL);
  return self->turn;
}

guint
cf_hot_seat_get_bot_delay (CfHotSeat *self)
{
  g_return_val_if_fail (CF_IS_HOT_SEAT (self), 0);
  return self->bot_delay;
}

/**
 * cf_hot_seat_set_bot_delay:
 * @milliseconds: the pause before each bot action (0 for tests)
 */
void
cf_hot_seat_set_bot_delay (CfHotSeat *self, guint milliseconds)
{
  g_return_if_fail (CF_IS_HOT_SEAT (self));
  if (self->bot_delay == milliseconds)
    return;
  self->bot_delay = milliseconds;
  /* A decided action waiting for its pause takes the new pace. */
  if (self->has_pending)
    schedule_apply (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BOT_DELAY]);
}

GFile *
cf_hot_seat_get_autosave (CfHotSeat *self)
{
  g_return_val_if_fail (CF_IS_HOT_SEAT (self), NULL);
  return self->autosave;
}

/**
 * cf_hot_seat_set_autosave:
 * @file: (nullable): where to save the game after every action
 */
void
cf_hot_seat_set_autosave (CfHotSeat *self, GFile *file)
{
  g_return_if_fail (CF_IS_HOT_SEAT (self));
  if (g_set_object (&self->autosave, file))
    {
      schedule_autosave (self);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_AUTOSAVE]);
    }
}

/**
 * cf_hot_seat_save_now:
 *
 * Saves the game to the autosave file now (a finished game has nothing to
 * resume: its file is removed).
 *
 * Returns: whether the game is saved
 */
gboolean
cf_hot_seat_save_now (CfHotSeat *self, GError **error)
{
  g_autoptr(GFile) parent = NULL;

  g_return_val_if_fail (CF_IS_HOT_SEAT (self), FALSE);
  g_clear_handle_id (&self->autosave_source, g_source_remove);
  if (self->game == NULL || self->autosave == NULL)
    return TRUE;

  if (cf_game_get_phase (self->game) == CF_PHASE_OVER)
    {
      cf_file_forget (self->autosave);
      return TRUE;
    }
  parent = g_file_get_parent (self->autosave);
  if (parent != NULL)
    g_file_make_directory_with_parents (parent, NULL, NULL);
  return cf_game_save (self->game, self->autosave, error);
}

/**
 * cf_hot_seat_stop:
 *
 * Stops the bots and writes a pending save: the hot seat lets go of the game.
 */
void
cf_hot_seat_stop (CfHotSeat *self)
{
  g_return_if_fail (CF_IS_HOT_SEAT (self));

  if (self->autosave_source != 0)
    {
      g_autoptr(GError) error = NULL;

      g_clear_handle_id (&self->autosave_source, g_source_remove);
      if (!cf_hot_seat_save_now (self, &error))
        g_signal_emit (self, signals[SAVE_FAILED], 0, error);
    }
  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  g_clear_handle_id (&self->bot_source, g_source_remove);
  self->bot_thinking = FALSE;
  self->has_pending = FALSE;
}

/**
 * cf_hot_seat_set_remote:
 * @seat: a seat a person plays
 * @remote: whether they play it at another computer
 *
 * A remote seat is not called to this screen: nothing of it is shown here,
 * and the game waits for its decisions to come through its own seat view
 * (a CfNetHost serves it).
 */
void
cf_hot_seat_set_remote (CfHotSeat *self, guint seat, gboolean remote)
{
  g_return_if_fail (CF_IS_HOT_SEAT (self));
  g_return_if_fail (seat < cf_game_get_n_seats (self->game));
  g_return_if_fail (self->bots[seat] == NULL);

  if (self->remote[seat] == remote)
    return;
  self->remote[seat] = remote;
  self->n_people = 0;
  self->only_person = -1;
  for (guint i = 0; i < cf_game_get_n_seats (self->game); i++)
    if (is_person (self, i))
      {
        self->n_people++;
        self->only_person = i;
        if (self->views[i] == NULL)
          self->views[i] = cf_seat_view_new (self->game, i);
      }
    else if (self->bots[i] == NULL)
      /* nothing of a remote seat is kept at this screen */
      g_clear_object (&self->views[i]);
  follow_game (self);
  g_signal_emit (self, signals[PLAYERS_CHANGED], 0);
}

/**
 * cf_hot_seat_is_remote:
 *
 * Returns: whether a person plays @seat at another computer
 */
gboolean
cf_hot_seat_is_remote (CfHotSeat *self, guint seat)
{
  g_return_val_if_fail (CF_IS_HOT_SEAT (self), FALSE);
  return seat < CF_GAME_MAX_SEATS && self->remote[seat];
}

/**
 * cf_hot_seat_set_presence:
 * @seat: a remote seat
 *
 * Where its player is (CfNetHost tells): the hint line says it while the
 * game waits for that seat.
 */
void
cf_hot_seat_set_presence (CfHotSeat *self, guint seat, CfPresence presence)
{
  g_return_if_fail (CF_IS_HOT_SEAT (self));
  g_return_if_fail (seat < CF_GAME_MAX_SEATS);
  if (self->presence[seat] == presence)
    return;
  self->presence[seat] = presence;
  update_lines (self);
  g_signal_emit (self, signals[PLAYERS_CHANGED], 0);
}

/**
 * cf_hot_seat_set_remote_kind:
 * @seat: a remote seat
 * @kind: %CF_PLAYER_HUMAN, or the level of the computer player the host
 *   let take the seat
 *
 * Who plays a seat played elsewhere (CfNetJoiner tells, from the host's
 * lobby): the list of players and the hint line say so.
 */
void
cf_hot_seat_set_remote_kind (CfHotSeat *self, guint seat, CfPlayerKind kind)
{
  g_return_if_fail (CF_IS_HOT_SEAT (self));
  g_return_if_fail (seat < CF_GAME_MAX_SEATS);
  g_return_if_fail (kind < CF_N_PLAYER_KINDS);
  if (!self->remote[seat] || self->remote_kind[seat] == kind)
    return;
  self->remote_kind[seat] = kind;
  update_lines (self);
  g_signal_emit (self, signals[PLAYERS_CHANGED], 0);
}

/**
 * cf_hot_seat_give_to_bot:
 * @seat: a remote seat
 * @level: the computer player's strength
 *
 * A computer player takes the seat of a person at another computer (who is
 * away and may not come back): it plays from that seat's view as a bot at
 * this screen does.
 */
void
cf_hot_seat_give_to_bot (CfHotSeat *self, guint seat, CfPlayerKind level)
{
  g_return_if_fail (CF_IS_HOT_SEAT (self));
  g_return_if_fail (seat < cf_game_get_n_seats (self->game));
  g_return_if_fail (self->remote[seat]);
  g_return_if_fail (level != CF_PLAYER_HUMAN && level < CF_N_PLAYER_KINDS);

  self->remote[seat] = FALSE;
  self->bots[seat] = cf_bot_new (level, g_random_int () | ((guint64)g_random_int () << 32));
  follow_game (self);
  g_signal_emit (self, signals[PLAYERS_CHANGED], 0);
}

/**
 * cf_hot_seat_describe_player:
 * @seat: a seat of the game
 *
 * Who plays @seat and what the game waits for from it, in a few words for
 * the list of players (public: names, kinds and connections only).
 *
 * Returns: (transfer full): where its player is ("At another computer",
 *   "Away: the connection dropped", "Computer player (Master)"…), and what
 *   it does now ("Their turn", "Showing a card", "Accused wrongly") after a
 *   dot, where it does something
 */
char *
cf_hot_seat_describe_player (CfHotSeat *self, guint seat)
{
  CfGame          *game;
  CfPlayerKind     kind;
  CfAwaited        awaited;
  const char      *where, *doing = NULL;
  g_autofree char *bot = NULL;

  g_return_val_if_fail (CF_IS_HOT_SEAT (self), NULL);
  g_return_val_if_fail (seat < cf_game_get_n_seats (self->game), NULL);

  game = self->game;
  /* A computer player may have taken the seat of someone away */
  kind = self->bots[seat] != NULL ? cf_bot_get_level (self->bots[seat])
         : self->remote[seat]     ? self->remote_kind[seat]
                                  : cf_game_get_seat_kind (game, seat);
  awaited = cf_game_get_awaited (game);
  if ((int)seat == cf_game_get_shadow_seat (game))
    where = _("You, at this computer");
  else if (kind != CF_PLAYER_HUMAN)
    /* Translators: %s is the computer player's strength: Beginner, Detective or Master */
    where = bot = cf_text_printf (_("Computer player (%s)"), cf_player_kind_get_label (kind));
  else if (self->remote[seat] && self->presence[seat] == CF_PRESENCE_WAITING)
    where = _("Not joined yet");
  else if (self->remote[seat] && self->presence[seat] == CF_PRESENCE_AWAY)
    where = _("Away: the connection dropped");
  else if (self->remote[seat])
    where = _("At another computer");
  else
    where = _("At this screen");

  if (cf_game_get_phase (game) == CF_PHASE_OVER)
    doing = cf_game_get_winner (game) == (int)seat ? _("Solved the case") : NULL;
  else if (awaited.seat == (int)seat)
    doing = cf_game_get_phase (game) == CF_PHASE_REFUTE && cf_game_get_current_seat (game) != seat
                ? _("Showing a card")
            : (int)seat == cf_game_get_shadow_seat (game) ? _("Your turn")
                                                          : _("Their turn");
  else if (cf_game_is_seat_out (game, seat))
    doing = _("Accused wrongly");

  if (doing == NULL)
    return g_strdup (where);
  /* Translators: where a player is, then what the game waits for from them:
   * "At another computer · Their turn" */
  return cf_text_printf (C_("player list", "%1$s · %2$s"), where, doing);
}
