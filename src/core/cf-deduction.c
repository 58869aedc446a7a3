/* cf-deduction.c: everything that follows, exactly, from a case log
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <json-glib/json-glib.h>
#include <math.h>
#include <string.h>

#include "cf-deduction.h"
#include "cf-event-words.h"
#include "cf-solver-private.h"
#include "cf-text.h"

/* Advice is exact while every outcome of every suggestion can be counted
 * within this many states of the programme in all (about 0.6 s on a
 * desktop): a count of work, so that the choice depends on the log, never
 * on how busy the machine is. */
#define ADVICE_EXACT_STATES ((guint64)3000000)
/* Each count costs at least this much, whatever its states */
#define ADVICE_COUNT_COST ((guint64)200)

static guint64 advice_exact_states = ADVICE_EXACT_STATES;

/**
 * cf_deduction_set_advice_budget:
 * @states: the states for exact advice; 0 takes the sampled way on every
 *   log; %G_MAXUINT64 restores the default
 *
 * For tests and benchmarks.
 */
void
cf_deduction_set_advice_budget (guint64 states)
{
  advice_exact_states = states == G_MAXUINT64 ? ADVICE_EXACT_STATES : states;
}

/* Sampled advice: the deals of about 0.4 s of sampling (when the chances
 * are exact; estimated chances bring their own), and at most this many
 * evaluations of a deal in all (about 0.5 s). */
#define ADVICE_SAMPLE_WORK ((guint64)400000 * CF_SAT_WORK_PER_US)
#define ADVICE_DEAL_EVALUATIONS ((guint64)8000000)

struct _CfDeduction
{
  GObject parent_instance;

  CfCaseLog  *log; /* a private copy */
  CfSolution *solution;
  int         contradiction_at;
  /* Deals drawn for sampled advice when the chances are exact (n_cards
   * internal holders each), and what they are worth; NULL until then */
  GArray *advice_samples;
  double  advice_effective[2];
};

G_DEFINE_FINAL_TYPE (CfDeduction, cf_deduction, G_TYPE_OBJECT)

/* ---------------------------------------------------------------- helpers */

void
cf_explanation_free (CfExplanation *explanation)
{
  if (explanation == NULL)
    return;
  g_clear_pointer (&explanation->entries, g_array_unref);
  g_free (explanation->reason);
  g_free (explanation);
}

/* Public holder -> the internal holders of the solver. */
static CfHolderMask
holder_mask (CfDeduction *self, const CfProblem *problem, guint holder, guint card)
{
  guint n = cf_case_log_get_n_players (self->log);

  if (holder < n)
    return 1u << holder;
  if (holder == n)
    return 1u << cf_problem_envelope (problem, problem->category[card]);
  return 1u << cf_problem_set_aside (problem);
}

/* The first event after which no deal agrees, or -1 for the set-up. */
static gboolean
find_contradiction (CfDeduction *self, GCancellable *cancellable, int *at, GError **error)
{
  guint n_events = cf_case_log_get_n_events (self->log);
  guint good = 0, bad = n_events; /* prefix lengths: good is satisfiable, bad is not */
  g_autoptr(GError) local_error = NULL;

  {
    g_autoptr(CfProblem) setup = cf_problem_new (self->log, NULL, 0);
    if (!cf_solver_is_satisfiable (setup, 0, cancellable, &local_error))
      {
        if (local_error != NULL)
          {
            g_propagate_error (error, g_steal_pointer (&local_error));
            return FALSE;
          }
        *at = -1;
        return TRUE;
      }
  }

  while (bad - good > 1)
    {
      guint middle = (good + bad) / 2;
      g_autoptr(CfProblem) problem = cf_problem_new (self->log, NULL, middle);

      if (cf_solver_is_satisfiable (problem, 0, cancellable, &local_error))
        good = middle;
      else if (local_error != NULL)
        {
          g_propagate_error (error, g_steal_pointer (&local_error));
          return FALSE;
        }
      else
        bad = middle;
    }

  *at = (int)bad - 1;
  return TRUE;
}

static gboolean
compute (CfDeduction *self, GCancellable *cancellable, GError **error)
{
  g_autoptr(CfProblem) problem = cf_problem_new (self->log, NULL, G_MAXUINT);

  self->solution = cf_solver_count (problem, cancellable, error);
  if (self->solution == NULL)
    return FALSE;

  self->contradiction_at = 0;
  if (!self->solution->consistent)
    return find_contradiction (self, cancellable, &self->contradiction_at, error);
  return TRUE;
}

/* ---------------------------------------------------------------- GObject */

static void
cf_deduction_finalize (GObject *object)
{
  CfDeduction *self = (CfDeduction *)object;

  g_clear_object (&self->log);
  g_clear_pointer (&self->solution, cf_solution_free);
  g_clear_pointer (&self->advice_samples, g_array_unref);

  G_OBJECT_CLASS (cf_deduction_parent_class)->finalize (object);
}

static void
cf_deduction_class_init (CfDeductionClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = cf_deduction_finalize;
}

static void
cf_deduction_init (CfDeduction *self)
{
}

/* ---------------------------------------------------------------- public API */

/**
 * cf_deduction_new:
 * @log: a case log
 * @cancellable: (nullable): a #GCancellable
 * @error: return location for an error (cancelled, or too complex)
 *
 * Works out everything that follows from @log. A log that no deal agrees
 * with is not an error: see cf_deduction_is_consistent().
 *
 * Returns: (transfer full) (nullable): the deduction
 */
CfDeduction *
cf_deduction_new (CfCaseLog *log, GCancellable *cancellable, GError **error)
{
  g_autoptr(CfDeduction) self = NULL;

  g_return_val_if_fail (CF_IS_CASE_LOG (log), NULL);

  self = g_object_new (CF_TYPE_DEDUCTION, NULL);
  self->log = cf_case_log_copy (log);
  if (!compute (self, cancellable, error))
    return NULL;
  return g_steal_pointer (&self);
}

static void
deduce_in_thread (GTask        *task,
                  gpointer      source_object,
                  gpointer      task_data,
                  GCancellable *cancellable)
{
  g_autoptr(CfDeduction) self = g_object_new (CF_TYPE_DEDUCTION, NULL);
  GError *error = NULL;

  self->log = g_object_ref (task_data);
  if (!compute (self, cancellable, &error))
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, g_steal_pointer (&self), g_object_unref);
}

/**
 * cf_deduction_new_async:
 * @log: a case log; it is copied at once, so it may change afterwards
 * @cancellable: (nullable): cancel to drop the run (say, for a newer one)
 * @callback: called on the calling thread's main context when done
 * @user_data: data for @callback
 *
 * Works out the deduction in a worker thread.
 */
void
cf_deduction_new_async (CfCaseLog          *log,
                        GCancellable       *cancellable,
                        GAsyncReadyCallback callback,
                        gpointer            user_data)
{
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (CF_IS_CASE_LOG (log));

  task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, cf_deduction_new_async);
  g_task_set_task_data (task, cf_case_log_copy (log), g_object_unref);
  g_task_set_return_on_cancel (task, TRUE);
  /* Already cancelled: answer without a thread. GLib 2.74 would return the
   * cancellation at once, then overwrite (and leak) that error with the
   * thread's own when the thread ends. */
  if (g_task_return_error_if_cancelled (task))
    return;
  g_task_run_in_thread (task, deduce_in_thread);
}

/**
 * cf_deduction_new_finish:
 * @result: the result given to the callback
 * @error: return location for an error
 *
 * Returns: (transfer full) (nullable): the deduction
 */
CfDeduction *
cf_deduction_new_finish (GAsyncResult *result, GError **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);
  return g_task_propagate_pointer (G_TASK (result), error);
}

/**
 * cf_deduction_get_case_log:
 * @self: a #CfDeduction
 *
 * Returns: (transfer none): the log as it was when the deduction started
 */
CfCaseLog *
cf_deduction_get_case_log (CfDeduction *self)
{
  g_return_val_if_fail (CF_IS_DEDUCTION (self), NULL);
  return self->log;
}

gboolean
cf_deduction_is_consistent (CfDeduction *self)
{
  g_return_val_if_fail (CF_IS_DEDUCTION (self), FALSE);
  return self->solution->consistent;
}

/**
 * cf_deduction_get_contradiction_at:
 * @self: an inconsistent #CfDeduction
 *
 * Returns: the index of the first event after which no deal agrees with
 *   the log, or -1 when the set-up alone admits none
 */
int
cf_deduction_get_contradiction_at (CfDeduction *self)
{
  g_return_val_if_fail (CF_IS_DEDUCTION (self), 0);
  return self->contradiction_at;
}

/**
 * cf_deduction_is_exact:
 *
 * Returns: whether the deal count and every chance are exact; when not,
 *   the chances are estimates (see cf_deduction_get_margin()), and every
 *   status is still exact
 */
gboolean
cf_deduction_is_exact (CfDeduction *self)
{
  g_return_val_if_fail (CF_IS_DEDUCTION (self), FALSE);
  return self->solution->exact;
}

/**
 * cf_deduction_is_complete:
 *
 * Returns: %FALSE when, as a last resort within the budget, some status
 *   could not be proved (%CF_CELL_UNKNOWN); everything else is still true
 */
gboolean
cf_deduction_is_complete (CfDeduction *self)
{
  g_return_val_if_fail (CF_IS_DEDUCTION (self), FALSE);
  return self->solution->complete;
}

/**
 * cf_deduction_get_margin:
 * @card: a card
 *
 * Returns: the half-width of a 95% interval around the card's chances; 0
 *   when they are exact
 */
double
cf_deduction_get_margin (CfDeduction *self, guint card)
{
  g_return_val_if_fail (CF_IS_DEDUCTION (self), 0);
  return self->solution->margin != NULL ? self->solution->margin[card] : 0;
}

/**
 * cf_deduction_get_deals:
 * @self: a #CfDeduction
 *
 * Returns: the exact number of consistent deals, in decimal
 */
const char *
cf_deduction_get_deals (CfDeduction *self)
{
  g_return_val_if_fail (CF_IS_DEDUCTION (self), NULL);
  return self->solution->deals;
}

/**
 * cf_deduction_get_n_holders:
 * @self: a #CfDeduction
 *
 * Holders are the players in seating order, then the envelope, then the
 * set-aside pile when there is one.
 *
 * Returns: the number of holders
 */
guint
cf_deduction_get_n_holders (CfDeduction *self)
{
  g_return_val_if_fail (CF_IS_DEDUCTION (self), 0);
  return self->solution->n_public;
}

int
cf_deduction_get_envelope_holder (CfDeduction *self)
{
  g_return_val_if_fail (CF_IS_DEDUCTION (self), -1);
  return cf_case_log_get_n_players (self->log);
}

int
cf_deduction_get_set_aside_holder (CfDeduction *self)
{
  g_return_val_if_fail (CF_IS_DEDUCTION (self), -1);
  return self->solution->n_public > cf_case_log_get_n_players (self->log) + 1
             ? (int)cf_case_log_get_n_players (self->log) + 1
             : -1;
}

CfCellStatus
cf_deduction_get_status (CfDeduction *self, guint card, guint holder)
{
  g_return_val_if_fail (CF_IS_DEDUCTION (self), CF_CELL_MAYBE);
  g_return_val_if_fail (holder < self->solution->n_public, CF_CELL_MAYBE);
  g_return_val_if_fail (card < cf_edition_get_n_cards (cf_case_log_get_edition (self->log)),
                        CF_CELL_MAYBE);
  return self->solution->status[card * self->solution->n_public + holder];
}

/**
 * cf_deduction_get_probability:
 * @self: a #CfDeduction
 * @card: a card
 * @holder: a holder
 *
 * Returns: the fraction of consistent deals in which @holder has @card
 */
double
cf_deduction_get_probability (CfDeduction *self, guint card, guint holder)
{
  g_return_val_if_fail (CF_IS_DEDUCTION (self), 0);
  g_return_val_if_fail (holder < self->solution->n_public, 0);
  return self->solution->p[card * self->solution->n_public + holder];
}

/**
 * cf_deduction_get_envelope:
 * @self: a #CfDeduction
 * @category: a category
 *
 * Returns: the card of @category known to be in the envelope, or -1
 */
int
cf_deduction_get_envelope (CfDeduction *self, CfCategory category)
{
  CfEdition *edition;
  guint      first, n, envelope;

  g_return_val_if_fail (CF_IS_DEDUCTION (self), -1);

  if (!self->solution->consistent)
    return -1;

  edition = cf_case_log_get_edition (self->log);
  first = cf_edition_get_first_card_of (edition, category);
  n = cf_edition_get_n_cards_of (edition, category);
  envelope = cf_case_log_get_n_players (self->log);
  for (guint card = first; card < first + n; card++)
    if (cf_deduction_get_status (self, card, envelope) == CF_CELL_YES)
      return card;
  return -1;
}

gboolean
cf_deduction_is_solved (CfDeduction *self)
{
  for (guint c = 0; c < CF_N_CATEGORIES; c++)
    if (cf_deduction_get_envelope (self, c) < 0)
      return FALSE;
  return TRUE;
}

/**
 * cf_deduction_get_envelope_entropy:
 * @self: a #CfDeduction
 *
 * Returns: the sum over the three categories of the entropy, in bits, of
 *   which card of the category is in the envelope; 0 when solved
 */
double
cf_deduction_get_envelope_entropy (CfDeduction *self)
{
  CfEdition *edition = cf_case_log_get_edition (self->log);
  guint      envelope = cf_case_log_get_n_players (self->log);
  double     bits = 0;

  for (guint card = 0; card < cf_edition_get_n_cards (edition); card++)
    {
      double p = cf_deduction_get_probability (self, card, envelope);
      if (p > 0 && p < 1)
        bits -= p * log2 (p);
    }
  return bits;
}

static void
append_json_string (GString *out, const char *text)
{
  g_autoptr(JsonNode) node = json_node_alloc ();
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autofree char *quoted = NULL;

  json_node_init_string (node, text);
  json_generator_set_root (generator, node);
  quoted = json_generator_to_data (generator, NULL);
  g_string_append (out, quoted);
}

static void
append_number (GString *out, double p)
{
  char buffer[G_ASCII_DTOSTR_BUF_SIZE];

  if (p == 0 || p == 1)
    g_string_append (out, p == 0 ? "0" : "1");
  else
    g_string_append (out, g_ascii_formatd (buffer, sizeof buffer, "%.17g", p));
}

/**
 * cf_deduction_to_json:
 * @self: a #CfDeduction
 *
 * Returns: (transfer full): the answer of `casefile-cli deduce`, exactly as
 *   the case log specification gives it
 */
char *
cf_deduction_to_json (CfDeduction *self)
{
  static const char *statuses[] = { "no", "maybe", "yes", "unknown" };
  static const char *categories[] = { "suspect", "weapon", "room" };
  CfEdition         *edition;
  GString           *out;
  guint              n_players, n_holders;

  g_return_val_if_fail (CF_IS_DEDUCTION (self), NULL);

  out = g_string_new (NULL);
  if (!self->solution->consistent)
    {
      g_string_append_printf (out, "{\"consistent\": false, \"contradiction_at\": %d}\n",
                              self->contradiction_at);
      return g_string_free (out, FALSE);
    }

  edition = cf_case_log_get_edition (self->log);
  n_players = cf_case_log_get_n_players (self->log);
  n_holders = self->solution->n_public;

  g_string_append (out, "{\n  \"consistent\": true,\n  \"exact\": ");
  g_string_append (out, self->solution->exact ? "true" : "false");
  if (!self->solution->complete)
    g_string_append (out, ",\n  \"complete\": false");
  g_string_append (out, ",\n  \"deals\": ");
  if (self->solution->deals != NULL)
    append_json_string (out, self->solution->deals);
  else
    g_string_append (out, "null");
  g_string_append (out, ",\n  \"holders\": [");
  for (guint h = 0; h < n_holders; h++)
    {
      if (h > 0)
        g_string_append (out, ", ");
      if (h < n_players)
        append_json_string (out, cf_case_log_get_player_name (self->log, h));
      else
        g_string_append (out, h == n_players ? "\"envelope\"" : "\"set-aside\"");
    }
  g_string_append (out, "],\n  \"cards\": {\n");

  for (guint card = 0; card < cf_edition_get_n_cards (edition); card++)
    {
      g_string_append (out, "    ");
      append_json_string (out, cf_edition_get_card_id (edition, card));
      g_string_append (out, ": {\"status\": [");
      for (guint h = 0; h < n_holders; h++)
        g_string_append_printf (out, "%s\"%s\"", h ? ", " : "",
                                statuses[cf_deduction_get_status (self, card, h)]);
      g_string_append (out, "], \"p\": [");
      for (guint h = 0; h < n_holders; h++)
        {
          if (h > 0)
            g_string_append (out, ", ");
          append_number (out, cf_deduction_get_probability (self, card, h));
        }
      g_string_append (out, "]");
      if (!self->solution->exact)
        {
          /* Rounded up, so that the interval is never narrower than it is */
          char buffer[G_ASCII_DTOSTR_BUF_SIZE];

          g_string_append_printf (
              out, ", \"p_margin\": %s",
              g_ascii_formatd (buffer, sizeof buffer, "%.4f",
                               ceil (self->solution->margin[card] * 1e4) / 1e4));
        }
      g_string_append_printf (out, "}%s\n", card + 1 < cf_edition_get_n_cards (edition) ? "," : "");
    }

  g_string_append (out, "  },\n  \"envelope\": {");
  for (guint c = 0; c < CF_N_CATEGORIES; c++)
    {
      int card = cf_deduction_get_envelope (self, c);

      g_string_append_printf (out, "%s\"%s\": ", c ? ", " : "", categories[c]);
      if (card < 0)
        g_string_append (out, "null");
      else
        append_json_string (out, cf_edition_get_card_id (edition, card));
    }
  g_string_append (out, "}\n}\n");

  return g_string_free (out, FALSE);
}

/* ---------------------------------------------------------------- explanations */

static const char *
card_name (CfDeduction *self, int card)
{
  return cf_edition_get_card_name (cf_case_log_get_edition (self->log), card);
}

static const char *
player_name (CfDeduction *self, int player)
{
  return cf_case_log_get_player_name (self->log, player);
}

/**
 * cf_deduction_describe_entry:
 * @self: a #CfDeduction
 * @entry: an entry number, as in #CfExplanation
 *
 * Returns: (transfer full): the entry in words, such as "Ann holds 3 cards"
 *   or "Entry 4: Bob suggested …"
 */
char *
cf_deduction_describe_entry (CfDeduction *self, guint entry)
{
  guint       index;
  CfEntryKind kind = cf_problem_entry_kind (self->log, entry, &index);

  switch (kind)
    {
    case CF_ENTRY_HAND_SIZE:
      {
        guint size = cf_case_log_get_hand_size (self->log, index);
        return cf_text_printf (
            /* Translators: %1$s is a player's name, %2$u a number of cards */
            g_dngettext (GETTEXT_PACKAGE, "%1$s holds %2$u card", "%1$s holds %2$u cards", size),
            player_name (self, index), size);
      }
    case CF_ENTRY_SET_ASIDE_SIZE:
      {
        guint size = cf_case_log_get_set_aside (self->log);
        return cf_text_printf (
            g_dngettext (GETTEXT_PACKAGE, "%u card is set aside", "%u cards are set aside", size),
            size);
      }
    case CF_ENTRY_MY_CARD:
      /* Translators: %s is a card */
      return cf_text_printf (_("You hold %s"),
                             card_name (self, cf_case_log_get_my_card (self->log, index)));
    case CF_ENTRY_EVENT:
    default:
      return cf_deduction_describe_event (self, index);
    }
}

/**
 * cf_deduction_entry_get_event:
 * @entry: an entry, as cf_deduction_explain() lists them
 *
 * Returns: the index of the log's event the entry is, or -1 when it is part
 *   of the set-up (a hand size, one of the owner's cards)
 */
int
cf_deduction_entry_get_event (CfDeduction *self, guint entry)
{
  guint index;

  g_return_val_if_fail (CF_IS_DEDUCTION (self), -1);
  if (cf_problem_entry_kind (self->log, entry, &index) != CF_ENTRY_EVENT)
    return -1;
  return index;
}

/**
 * cf_deduction_describe_event:
 * @self: a #CfDeduction
 * @index: an index into the log's events
 *
 * Returns: (transfer full): the event in words, such as "Entry 4: Bob
 *   suggested …" (entries are numbered from 1)
 */
char *
cf_deduction_describe_event (CfDeduction *self, guint index)
{
  g_autofree char *text = cf_event_describe (cf_case_log_get_event (self->log, index), self->log);

  /* Translators: %1$u is the entry number, %2$s the event in words */
  return cf_text_printf (_("Entry %1$u: %2$s"), index + 1, text);
}

static gboolean
entry_places_card (CfDeduction *self,
                   guint        entry,
                   int          card,
                   int         *holder) /* player, or n for set-aside */
{
  guint       index;
  CfEntryKind kind = cf_problem_entry_kind (self->log, entry, &index);

  if (kind == CF_ENTRY_MY_CARD && cf_case_log_get_my_card (self->log, index) == card)
    {
      *holder = cf_case_log_get_me (self->log);
      return TRUE;
    }
  if (kind == CF_ENTRY_EVENT)
    {
      const CfEvent *event = cf_case_log_get_event (self->log, index);

      if (event->type == CF_EVENT_REVEAL && event->cards[0] == card)
        {
          *holder = event->player == CF_SET_ASIDE ? (int)cf_case_log_get_n_players (self->log) + 1
                                                  : event->player;
          return TRUE;
        }
      if (event->type == CF_EVENT_SUGGESTION && event->shown == card)
        {
          *holder = event->refuter;
          return TRUE;
        }
    }
  return FALSE;
}

static gboolean
event_passes (const CfEvent *event, guint n_players, int player)
{
  if (event->type != CF_EVENT_SUGGESTION || player == event->player)
    return FALSE;
  for (guint step = 1; step < n_players; step++)
    {
      int q = (event->player + step) % n_players;
      if (q == event->refuter)
        return FALSE;
      if (q == player)
        return TRUE;
    }
  return FALSE;
}

static char *
reason_for (CfDeduction *self, guint card, guint holder, CfCellStatus status, GArray *entries)
{
  guint      n_players = cf_case_log_get_n_players (self->log);
  CfEdition *edition = cf_case_log_get_edition (self->log);
  int        placed;

  if (entries->len == 1)
    {
      guint          entry = g_array_index (entries, guint, 0);
      guint          index;
      CfEntryKind    kind = cf_problem_entry_kind (self->log, entry, &index);
      const CfEvent *event =
          kind == CF_ENTRY_EVENT ? cf_case_log_get_event (self->log, index) : NULL;

      if (entry_places_card (self, entry, card, &placed))
        {
          if (status == CF_CELL_YES && kind == CF_ENTRY_MY_CARD)
            return g_strdup (_("It is one of your cards."));
          if (status == CF_CELL_YES && event && event->type == CF_EVENT_SUGGESTION &&
              event->player == cf_case_log_get_me (self->log))
            /* Translators: %1$s is a player, %2$u an entry number */
            return cf_text_printf (_("%1$s showed it to you in entry %2$u."),
                                   player_name (self, placed), index + 1);
          if (status == CF_CELL_YES && event && event->type == CF_EVENT_SUGGESTION)
            /* Translators: %1$s is a player, %2$u an entry number */
            return cf_text_printf (_("%1$s was seen showing it in entry %2$u."),
                                   player_name (self, placed), index + 1);
          if (status == CF_CELL_YES)
            /* Translators: %u is an entry number */
            return cf_text_printf (_("It was seen face up in entry %u."), index + 1);
          if (kind == CF_ENTRY_MY_CARD)
            return g_strdup (_("It is one of your cards."));
          if (placed < (int)n_players)
            /* Translators: %1$s is a player, %2$u an entry number */
            return cf_text_printf (_("%1$s holds it (entry %2$u)."), player_name (self, placed),
                                   index + 1);
          /* Translators: %u is an entry number */
          return cf_text_printf (_("It is among the set-aside cards (entry %u)."), index + 1);
        }

      if (status == CF_CELL_NO && event && holder < n_players &&
          event_passes (event, n_players, holder))
        /* Translators: %1$s is a player, %2$u an entry number */
        return cf_text_printf (_("%1$s could not refute entry %2$u."), player_name (self, holder),
                               index + 1);

      if (event && event->type == CF_EVENT_ACCUSATION && event->correct && holder == n_players)
        /* Translators: %u is an entry number */
        return cf_text_printf (_("Entry %u was a correct accusation."), index + 1);
    }

  /* A full hand: its size and the cards known to be in it */
  if (status == CF_CELL_NO && holder < n_players)
    {
      gboolean full = TRUE, has_size = FALSE;

      for (guint i = 0; i < entries->len && full; i++)
        {
          guint       entry = g_array_index (entries, guint, i), index;
          CfEntryKind kind = cf_problem_entry_kind (self->log, entry, &index);

          if (kind == CF_ENTRY_HAND_SIZE && index == holder)
            has_size = TRUE;
          else
            {
              int      other_card_holder = -1;
              gboolean places_other = FALSE;

              for (guint other = 0; other < cf_edition_get_n_cards (edition) && !places_other;
                   other++)
                if (other != card && entry_places_card (self, entry, other, &other_card_holder) &&
                    other_card_holder == (int)holder)
                  places_other = TRUE;
              full = places_other;
            }
        }
      if (full && has_size)
        {
          if (cf_case_log_get_me (self->log) == (int)holder)
            return g_strdup (_("Your hand is full."));
          /* Translators: %s is a player */
          return cf_text_printf (_("%s’s hand is full."), player_name (self, holder));
        }
    }

  /* The last card of its category */
  if (status == CF_CELL_YES && holder == n_players)
    {
      CfCategory category = cf_edition_get_card_category (edition, card);
      guint      first = cf_edition_get_first_card_of (edition, category);
      guint      n = cf_edition_get_n_cards_of (edition, category);
      gboolean   others_placed = TRUE;

      for (guint other = first; other < first + n; other++)
        if (other != card && cf_deduction_get_status (self, other, holder) != CF_CELL_NO)
          others_placed = FALSE;

      if (others_placed)
        switch (category)
          {
          case CF_CATEGORY_SUSPECT:
            return g_strdup (_("It is the only suspect left."));
          case CF_CATEGORY_WEAPON:
            return g_strdup (_("It is the only weapon left."));
          case CF_CATEGORY_ROOM:
          default:
            return g_strdup (_("It is the only room left."));
          }
    }

  /* The only card a refuter could have shown */
  if (status == CF_CELL_YES && holder < n_players)
    for (guint i = 0; i < entries->len; i++)
      {
        guint entry = g_array_index (entries, guint, i), index;

        if (cf_problem_entry_kind (self->log, entry, &index) == CF_ENTRY_EVENT)
          {
            const CfEvent *event = cf_case_log_get_event (self->log, index);

            if (event->type == CF_EVENT_SUGGESTION && event->refuter == (int)holder &&
                event->shown == CF_NO_CARD &&
                (event->cards[0] == (int)card || event->cards[1] == (int)card ||
                 event->cards[2] == (int)card))
              {
                gboolean others_out = TRUE;

                for (guint k = 0; k < 3; k++)
                  if (event->cards[k] != (int)card &&
                      cf_deduction_get_status (self, event->cards[k], holder) != CF_CELL_NO)
                    others_out = FALSE;
                if (others_out)
                  return cf_text_printf (
                      /* Translators: %1$s is a player, %2$u an entry number */
                      _("It is the only card %1$s could have shown in entry %2$u."),
                      player_name (self, holder), index + 1);
              }
          }
      }

  return NULL;
}

/* Explaining a cell: which entries force it. Each check is a search for a
 * deal, and all of them together get this long (the deduction itself has
 * had its share of the 10 s budget). */
#define EXPLAIN_TIME_BUDGET_US (3 * G_USEC_PER_SEC)

/* Explaining a cell: which entries force it. */
typedef struct
{
  CfDeduction  *self;
  guint         card;
  guint         holder;
  CfCellStatus  status;
  gboolean     *use; /* the entries taken so far */
  GCancellable *cancellable;
  gint64        deadline;
  guint         checks;
} Explaining;

/* Whether the entries in use force the cell: 1 yes, 0 no, -1 error. */
static int
forces (Explaining *x, GError **error)
{
  g_autoptr(CfProblem) problem = cf_problem_new (x->self->log, x->use, G_MAXUINT);
  g_autoptr(GError) local_error = NULL;
  CfHolderMask here = holder_mask (x->self, problem, x->holder, x->card);
  gboolean     counter_example;

  x->checks++;
  /* Is there a deal where the cell is otherwise? */
  cf_problem_restrict (problem, x->card, x->status == CF_CELL_YES ? (CfHolderMask)~here : here);
  counter_example = cf_solver_is_satisfiable (problem, x->deadline, x->cancellable, &local_error);
  if (g_error_matches (local_error, CF_ERROR, CF_ERROR_TOO_LARGE))
    {
      g_set_error_literal (error, CF_ERROR, CF_ERROR_TOO_LARGE,
                           _("This follows from the log, but finding the entries it follows "
                              "from took longer than allowed."));
      return -1;
    }
  if (local_error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return -1;
    }
  return !counter_example;
}

/* Adds to @found the fewest of @candidates that, with the entries in use,
 * force the cell; the earlier candidates are the ones kept when there is a
 * choice. Halving the candidates, it takes about k log(n / k) checks for k
 * entries found among n (one check per entry would make a long log slow).
 * @check is FALSE when the entries in use are known not to force the cell.
 * Leaves x->use as it found it. */
static gboolean
explain_among (
    Explaining *x, gboolean check, const guint *candidates, guint n, GArray *found, GError **error)
{
  guint half = n / 2, start = found->len, n_second;

  if (check)
    {
      int forced = forces (x, error);

      if (forced != 0)
        return forced > 0;
    }
  if (n == 1)
    {
      g_array_append_val (found, candidates[0]);
      return TRUE;
    }

  /* The fewest of the second half, with all of the first taken */
  for (guint i = 0; i < half; i++)
    x->use[candidates[i]] = TRUE;
  if (!explain_among (x, TRUE, candidates + half, n - half, found, error))
    return FALSE;
  for (guint i = 0; i < half; i++)
    x->use[candidates[i]] = FALSE;

  /* Then the fewest of the first half, with those taken */
  n_second = found->len - start;
  for (guint i = 0; i < n_second; i++)
    x->use[g_array_index (found, guint, start + i)] = TRUE;
  if (!explain_among (x, n_second > 0, candidates, half, found, error))
    return FALSE;
  for (guint i = 0; i < n_second; i++)
    x->use[g_array_index (found, guint, start + i)] = FALSE;
  return TRUE;
}

static int
compare_uints (gconstpointer a, gconstpointer b)
{
  guint x = *(const guint *)a, y = *(const guint *)b;
  return x < y ? -1 : x > y;
}

/**
 * cf_deduction_explain:
 * @self: a consistent #CfDeduction
 * @card: a card
 * @holder: a holder whose status for @card is yes or no
 * @cancellable: (nullable): a #GCancellable
 * @error: return location for an error
 *
 * Finds a minimal set of entries that alone force the cell: no entry of it
 * can be dropped. Takes about k log(n / k) satisfiability checks for k
 * entries found among the n of the log.
 *
 * Returns: (transfer full) (nullable): the explanation, or %NULL with
 *   @error set (also when the cell is "maybe")
 */
CfExplanation *
cf_deduction_explain (
    CfDeduction *self, guint card, guint holder, GCancellable *cancellable, GError **error)
{
  g_autoptr(CfExplanation) explanation = NULL;
  g_autofree gboolean *use = NULL;
  guint                n_entries;
  CfCellStatus         status;
  g_autoptr(GArray) order = NULL;
  g_autoptr(GArray) found = NULL;
  Explaining x;
  int        forced_by_nothing;

  g_return_val_if_fail (CF_IS_DEDUCTION (self), NULL);

  if (!self->solution->consistent)
    {
      g_set_error_literal (error, CF_ERROR, CF_ERROR_CONTRADICTION,
                           _("No deal agrees with the log."));
      return NULL;
    }

  status = cf_deduction_get_status (self, card, holder);
  if (status == CF_CELL_MAYBE || status == CF_CELL_UNKNOWN)
    {
      g_set_error_literal (error, CF_ERROR, CF_ERROR_INVALID,
                           _("Nothing to explain: the cell is not certain."));
      return NULL;
    }

  n_entries = cf_problem_count_entries (self->log);
  use = g_new0 (gboolean, n_entries);

  /* Keep my cards first, then events from the earliest, then hand sizes,
   * so that explanations lean on what happened at the table. */
  order = g_array_new (FALSE, FALSE, sizeof (guint));
  for (guint i = n_entries; i-- > 0;)
    {
      guint index;
      if (cf_problem_entry_kind (self->log, i, &index) == CF_ENTRY_MY_CARD)
        g_array_append_val (order, i);
    }
  for (guint i = 0; i < n_entries; i++)
    {
      guint index;
      if (cf_problem_entry_kind (self->log, i, &index) == CF_ENTRY_EVENT)
        g_array_append_val (order, i);
    }
  for (guint i = n_entries; i-- > 0;)
    {
      guint       index;
      CfEntryKind kind = cf_problem_entry_kind (self->log, i, &index);
      if (kind == CF_ENTRY_HAND_SIZE || kind == CF_ENTRY_SET_ASIDE_SIZE)
        g_array_append_val (order, i);
    }

  x = (Explaining){
    self, card, holder, status, use, cancellable, g_get_monotonic_time () + EXPLAIN_TIME_BUDGET_US,
    0
  };
  found = g_array_new (FALSE, FALSE, sizeof (guint));
  forced_by_nothing = forces (&x, error);
  if (forced_by_nothing < 0)
    return NULL;
  if (!forced_by_nothing && order->len > 0 &&
      !explain_among (&x, FALSE, (const guint *)(gpointer)order->data, order->len, found, error))
    return NULL;
  g_array_sort (found, compare_uints);
  g_debug ("explained in %u checks among %u entries", x.checks, n_entries);

  explanation = g_new0 (CfExplanation, 1);
  explanation->status = status;
  explanation->entries = g_steal_pointer (&found);
  explanation->reason = reason_for (self, card, holder, status, explanation->entries);

  return g_steal_pointer (&explanation);
}

typedef struct
{
  guint card, holder;
} ExplainInput;

static void
explain_in_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  const ExplainInput *input = data;
  GError             *error = NULL;
  CfExplanation      *explanation =
      cf_deduction_explain (source, input->card, input->holder, cancellable, &error);

  if (explanation == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, explanation, (GDestroyNotify)cf_explanation_free);
}

/**
 * cf_deduction_explain_async:
 * @callback: called on the calling thread's main context when done
 *
 * cf_deduction_explain() in a worker thread: the search may take a while
 * (within its budget) on a hard log, and a window must keep answering.
 */
void
cf_deduction_explain_async (CfDeduction        *self,
                            guint               card,
                            guint               holder,
                            GCancellable       *cancellable,
                            GAsyncReadyCallback callback,
                            gpointer            user_data)
{
  g_autoptr(GTask) task = NULL;
  ExplainInput *input = g_new (ExplainInput, 1);

  g_return_if_fail (CF_IS_DEDUCTION (self));

  input->card = card;
  input->holder = holder;
  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, cf_deduction_explain_async);
  g_task_set_task_data (task, input, g_free);
  g_task_set_return_on_cancel (task, TRUE);
  if (g_task_return_error_if_cancelled (task))
    return;
  g_task_run_in_thread (task, explain_in_thread);
}

/**
 * cf_deduction_explain_finish:
 *
 * Returns: (transfer full) (nullable): the explanation
 */
CfExplanation *
cf_deduction_explain_finish (CfDeduction *self, GAsyncResult *result, GError **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);
  return g_task_propagate_pointer (G_TASK (result), error);
}

/* ---------------------------------------------------------------- advice */

static double
entropy_of (const CfSolution *solution, guint n_cards, guint envelope)
{
  double bits = 0;

  for (guint card = 0; card < n_cards; card++)
    {
      double p = solution->p[card * solution->n_public + envelope];
      if (p > 0 && p < 1)
        bits -= p * log2 (p);
    }
  return bits;
}

static gboolean
solved (const CfSolution *solution, guint n_cards, guint envelope)
{
  guint known = 0;

  for (guint card = 0; card < n_cards; card++)
    if (solution->status[card * solution->n_public + envelope] == 2)
      known++;
  return known == CF_N_CATEGORIES;
}

/* Expected entropy afterwards, chance of solving, and the probability
 * mass of the outcomes counted (to renormalise what rounding lost). */
typedef struct
{
  double after;
  double p_solved;
  double p_seen;
} OutcomeTally;

static void
add_outcome (OutcomeTally     *tally,
             const CfSolution *solution,
             double            probability,
             guint             n_cards,
             guint             envelope)
{
  tally->after += probability * entropy_of (solution, n_cards, envelope);
  tally->p_solved += solved (solution, n_cards, envelope) ? probability : 0;
  tally->p_seen += probability;
}

static int
compare_advice (gconstpointer a, gconstpointer b)
{
  const CfAdvice *x = a, *y = b;

  if (x->expected_bits != y->expected_bits)
    return x->expected_bits > y->expected_bits ? -1 : 1;
  if (x->p_solved != y->p_solved)
    return x->p_solved > y->p_solved ? -1 : 1;
  return 0;
}

/* What exact advice may still spend, in states of the programme */
typedef struct
{
  guint64 states;    /* spent */
  guint64 per_count; /* the most one count may take */
} AdviceBudget;

/* Counts one outcome exactly within what is left of the states for exact
 * advice, and within a count's share of them; NULL with CF_ERROR_TOO_LARGE
 * beyond. */
static CfSolution *
count_outcome (const CfProblem *problem,
               AdviceBudget    *budget,
               GCancellable    *cancellable,
               GError         **error)
{
  budget->states += ADVICE_COUNT_COST;
  if (budget->states >= advice_exact_states)
    {
      g_set_error_literal (error, CF_ERROR, CF_ERROR_TOO_LARGE, "exact advice is out of budget");
      return NULL;
    }
  return cf_solver_count_within (problem,
                                 MIN (advice_exact_states - budget->states, budget->per_count),
                                 &budget->states, cancellable, error);
}

/* Evaluates one suggestion: every outcome the suggester can see (who
 * refutes and which card they show, or nobody), its probability, and the
 * envelope's entropy after it. Which card a refuter shows is not in the
 * model; each card they may hold is taken as likely as they are to hold it. */
static gboolean
evaluate (CfDeduction     *self,
          const CfProblem *base,
          int              seat,
          const int        cards[3],
          AdviceBudget    *budget,
          CfAdvice        *advice,
          GCancellable    *cancellable,
          GError         **error)
{
  guint        n_players = cf_case_log_get_n_players (self->log);
  guint        n_cards = base->n_cards;
  guint        envelope = n_players;
  double       before = entropy_of (self->solution, n_cards, envelope);
  double       total = self->solution->deals_approx;
  OutcomeTally tally = { 0, 0, 0 };
  CfEvent      event;

  memcpy (advice->cards, cards, sizeof advice->cards);

  for (guint step = 1; step <= n_players; step++)
    {
      int refuter = step < n_players ? (int)((seat + step) % n_players) : CF_NOBODY;
      g_autoptr(CfProblem) problem = cf_problem_copy (base);
      g_autoptr(CfSolution) outcome = NULL;
      double p_outcome;

      cf_event_init_suggestion (&event, seat, cards[0], cards[1], cards[2], refuter, CF_NO_CARD);
      cf_problem_add_event (problem, &event);
      if (problem->contradiction)
        continue;
      if (!(outcome = count_outcome (problem, budget, cancellable, error)))
        return FALSE;
      if (!outcome->consistent)
        continue;

      p_outcome = outcome->deals_approx / total;
      if (refuter == CF_NOBODY)
        {
          advice->p_nobody = p_outcome;
          add_outcome (&tally, outcome, p_outcome, n_cards, envelope);
          continue;
        }

      /* The suggester sees the card: one outcome per card shown. */
      {
        double weights[3], weight_sum = 0;

        for (guint k = 0; k < 3; k++)
          {
            weights[k] = outcome->p[cards[k] * outcome->n_public + refuter];
            weight_sum += weights[k];
          }

        for (guint k = 0; k < 3; k++)
          {
            g_autoptr(CfProblem) shown = NULL;
            g_autoptr(CfSolution) seen = NULL;
            double p_card;

            if (weights[k] <= 0)
              continue;
            p_card = p_outcome * weights[k] / weight_sum;

            if (outcome->status[cards[k] * outcome->n_public + refuter] == 2)
              {
                add_outcome (&tally, outcome, p_card, n_cards, envelope);
                continue;
              }

            shown = cf_problem_copy (problem);
            cf_problem_restrict (shown, cards[k], 1u << refuter);
            if (!(seen = count_outcome (shown, budget, cancellable, error)))
              return FALSE;
            if (!seen->consistent)
              continue;
            add_outcome (&tally, seen, p_card, n_cards, envelope);
          }
      }
    }

  if (tally.p_seen > 0)
    {
      tally.after /= tally.p_seen;
      tally.p_solved /= tally.p_seen;
    }
  advice->expected_bits = MAX (0.0, before - tally.after);
  advice->p_solved = tally.p_solved;
  advice->exact = TRUE;
  advice->bits_margin = 0;
  return TRUE;
}

/* The share of @problem's deals (out of @total) that put @cards, one per
 * category, in the envelope. Restricts @problem. */
static gboolean
envelope_share (CfProblem    *problem,
                const int     cards[3],
                double        total,
                double       *share,
                GCancellable *cancellable,
                GError      **error)
{
  g_autoptr(CfSolution) joint = NULL;

  for (guint i = 0; i < 3; i++)
    cf_problem_restrict (problem, cards[i], 1u << cf_problem_envelope (problem, i));
  if (problem->contradiction)
    {
      *share = 0.0;
      return TRUE;
    }
  if (!(joint = cf_solver_count (problem, cancellable, error)))
    return FALSE;
  *share = joint->consistent ? joint->deals_approx / total : 0.0;
  return TRUE;
}

/* The share of the sampled deals with @cards in the envelope */
static double
samples_share (const CfSolution *solution, CfEdition *edition, const int cards[3])
{
  guint n_cards = cf_edition_get_n_cards (edition);
  guint n_samples = solution->samples->len / MAX (n_cards, 1);
  guint n_players = solution->n_players; /* then set-aside, then envelope slots */
  guint hits = 0;

  for (guint s = 0; s < n_samples; s++)
    {
      const guint8 *deal = &g_array_index (solution->samples, guint8, (gsize)s * n_cards);

      hits +=
          deal[cards[0]] > n_players && deal[cards[1]] > n_players && deal[cards[2]] > n_players;
    }
  return n_samples > 0 ? (double)hits / n_samples : 0;
}

/**
 * cf_deduction_get_envelope_probability:
 * @cards: a suspect, a weapon and a room card
 *
 * The exact probability that the envelope holds just these three cards.
 *
 * Returns: the probability, or -1 with @error set
 */
double
cf_deduction_get_envelope_probability (CfDeduction  *self,
                                       const int     cards[3],
                                       GCancellable *cancellable,
                                       GError      **error)
{
  g_autoptr(CfProblem) problem = NULL;
  CfEdition *edition;
  double     share;

  g_return_val_if_fail (CF_IS_DEDUCTION (self), -1);

  if (!self->solution->consistent)
    {
      g_set_error_literal (error, CF_ERROR, CF_ERROR_CONTRADICTION,
                           _("No deal agrees with the log."));
      return -1;
    }
  edition = cf_case_log_get_edition (self->log);
  problem = cf_problem_new (self->log, NULL, G_MAXUINT);
  for (guint i = 0; i < 3; i++)
    {
      if (cards[i] < 0 || (guint)cards[i] >= cf_edition_get_n_cards (edition) ||
          cf_edition_get_card_category (edition, cards[i]) != i)
        {
          g_set_error_literal (error, CF_ERROR, CF_ERROR_INVALID,
                               _("name a suspect, a weapon and a room"));
          return -1;
        }
    }
  if (self->solution->samples != NULL)
    return samples_share (self->solution, edition, cards);
  if (!envelope_share (problem, cards, self->solution->deals_approx, &share, cancellable, error))
    return -1;
  return share;
}

/**
 * cf_deduction_guess_assuming:
 * @log: a case log
 * @not_held: (array): per player, a mask of cards (bit = card number)
 *   assumed not in that player's hand, on top of the log
 * @guess: (out caller-allocates): the likeliest card of each category
 * @p_guess: (out): the exact probability, under the assumptions, that the
 *   envelope is @guess
 * @p_envelope: (out caller-allocates) (nullable): per card, the probability
 *   that it is in the envelope under the assumptions
 *
 * The deduction under assumptions that are not in the log, such as "players
 * ask about cards they do not hold". Nothing here is certain knowledge: it
 * is for players weighing a guess, never for the notebook.
 *
 * Returns: %FALSE when no deal agrees with the log and the assumptions
 */
gboolean
cf_deduction_guess_assuming (CfCaseLog     *log,
                             const guint64 *not_held,
                             int            guess[3],
                             double        *p_guess,
                             double        *p_envelope,
                             GCancellable  *cancellable,
                             GError       **error)
{
  g_autoptr(CfProblem) problem = NULL;
  g_autoptr(CfSolution) solution = NULL;
  CfEdition *edition;
  guint      n_players, envelope;

  g_return_val_if_fail (CF_IS_CASE_LOG (log), FALSE);

  edition = cf_case_log_get_edition (log);
  n_players = cf_case_log_get_n_players (log);
  envelope = n_players;
  problem = cf_problem_new (log, NULL, G_MAXUINT);
  for (guint p = 0; p < n_players; p++)
    for (guint card = 0; card < problem->n_cards; card++)
      if ((not_held[p] >> card) & 1)
        cf_problem_restrict (problem, card, (CfHolderMask) ~(1u << p));
  if (problem->contradiction)
    return FALSE;
  if (!(solution = cf_solver_count (problem, cancellable, error)) || !solution->consistent)
    return FALSE;

  for (CfCategory c = 0; c < CF_N_CATEGORIES; c++)
    {
      guint  first = cf_edition_get_first_card_of (edition, c);
      double best = -1;

      for (guint card = first; card < first + cf_edition_get_n_cards_of (edition, c); card++)
        {
          double p = solution->p[card * solution->n_public + envelope];
          if (p_envelope != NULL)
            p_envelope[card] = p;
          if (p > best)
            {
              best = p;
              guess[c] = card;
            }
        }
    }

  if (solution->samples != NULL)
    {
      *p_guess = samples_share (solution, edition, guess);
      return TRUE;
    }
  return envelope_share (problem, guess, solution->deals_approx, p_guess, cancellable, error);
}

/* Deals for sampled advice: those the estimate drew, or drawn now */
typedef struct
{
  GArray *deals;     /* n_cards internal holders each */
  guint   n_stored;  /* deals in it */
  guint   groups;    /* from as many chains, one after the other, as many each */
  guint   n_used;    /* spread evenly over them */
  double  effective; /* what the deals used are worth, as independent ones */
  double  cautious;  /* the same, cautiously: for the margins */
  guint8 *envelopes; /* per deal used: the envelope's card of each category */
} AdviceDeals;

/* Student t, 7 degrees of freedom (eight chains), 97.5% */
#define T_CHAINS 2.365

/* What the deals of one group say of one suggestion, as evaluate() counts
 * it: per outcome (nobody; or refuter r showing card k), the deals in it
 * and their envelopes. A refuter who could show several cards is in the
 * outcome of each, as in the exact count, whose chance of showing k is
 * the share of r's deals in which r holds k. */
typedef struct
{
  double *weight;   /* per outcome */
  double *joint;    /* per outcome × card */
  double *refuted;  /* per player: deals that player refutes */
  double *envelope; /* per card: deals with it in the envelope */
  double  n;        /* deals */
} Tally;

/* The expected drop of the envelope's entropy (the sum over categories)
 * from @t, less the Miller-Madow estimate of the plug-in's bias (on
 * @effective deals); the bias in @bias_out, the chance of solving the case
 * in @solved_out */
static double
tally_bits (const Tally *t,
            CfEdition   *edition,
            guint        n_players,
            double       effective,
            double      *bias_out,
            double      *solved_out)
{
  guint  n_cards = cf_edition_get_n_cards (edition);
  guint  n_outcomes = 1 + n_players * 3;
  double before = 0, after = 0, bias = 0, solved = 0;
  double scale = t->n > 0 ? MAX (effective, 1.0) / t->n : 0; /* effective deals per deal */

  if (t->n <= 0)
    {
      *bias_out = *solved_out = 0;
      return 0;
    }
  for (CfCategory k = 0; k < CF_N_CATEGORIES; k++)
    {
      guint first = cf_edition_get_first_card_of (edition, k);
      guint last = first + cf_edition_get_n_cards_of (edition, k);
      int   seen = 0;

      double h = 0;

      for (guint c = first; c < last; c++)
        if (t->envelope[c] > 0)
          {
            h -= t->envelope[c] / t->n * log2 (t->envelope[c] / t->n);
            seen++;
          }
      before += h;
      bias -= (seen - 1) / (2 * t->n * scale * G_LN2);
    }

  for (guint o = 0; o < n_outcomes; o++)
    {
      double p_outcome, shown_sum = 0;
      guint  certain = 0;

      if (t->weight[o] <= 0)
        continue;
      if (o == 0)
        p_outcome = t->weight[0] / t->n;
      else
        {
          guint r = (o - 1) / 3;

          for (guint k = 0; k < 3; k++)
            shown_sum += t->weight[1 + r * 3 + k];
          p_outcome = t->refuted[r] / t->n * t->weight[o] / shown_sum;
        }
      for (CfCategory k = 0; k < CF_N_CATEGORIES; k++)
        {
          guint  first = cf_edition_get_first_card_of (edition, k);
          guint  last = first + cf_edition_get_n_cards_of (edition, k);
          double h = 0;
          int    seen = 0;

          for (guint c = first; c < last; c++)
            {
              double j = t->joint[(gsize)o * n_cards + c];

              if (j <= 0)
                continue;
              h -= j / t->weight[o] * log2 (j / t->weight[o]);
              seen++;
            }
          after += p_outcome * h;
          bias += p_outcome * (seen - 1) / (2 * t->weight[o] * scale * G_LN2);
          certain += seen == 1;
        }
      if (certain == CF_N_CATEGORIES)
        solved += p_outcome;
    }
  *bias_out = bias;
  *solved_out = solved;
  /* What rounding leaves of a suggestion that teaches nothing */
  if (fabs (before - after) < 1e-12 && fabs (bias) < 1e-12)
    return 0;
  return before - after - bias;
}

/*
 * The same as evaluate(), from sampled deals: each deal says who would
 * refute and which cards they could show; each outcome's chance and the
 * envelope's entropy after it are read off the deals in it, with the
 * Miller-Madow correction for the bias of so few deals (on their
 * effective number: the deals of a chain are correlated). Its margin: a
 * Student t half-width on the spread of the same figure computed chain
 * by chain (chains that disagree widen it), plus twice the size of the
 * correction. A suggestion whose outcome the deals settle is worth
 * exactly nothing. Fast at any size: it counts nothing.
 */
static void
evaluate_by_samples (
    CfDeduction *self, int seat, const int cards[3], const AdviceDeals *deals, CfAdvice *advice)
{
  guint              n_players = cf_case_log_get_n_players (self->log);
  CfEdition         *edition = cf_case_log_get_edition (self->log);
  guint              n_cards = cf_edition_get_n_cards (edition);
  guint              n_outcomes = 1 + n_players * 3; /* nobody, or (refuter, card shown) */
  guint              n = deals->n_used, groups = deals->groups;
  gsize              stride = n_outcomes + (gsize)n_outcomes * n_cards + n_players + n_cards;
  g_autofree double *store = g_new0 (double, (groups + 1) * stride);
  Tally              tallies[CF_SAT_CHAINS + 1];
  double             bits, bias, solved, half = 0, unused;

  for (guint g = 0; g <= groups; g++)
    {
      double *base = store + g * stride;

      tallies[g].weight = base;
      tallies[g].joint = base + n_outcomes;
      tallies[g].refuted = tallies[g].joint + (gsize)n_outcomes * n_cards;
      tallies[g].envelope = tallies[g].refuted + n_players;
      tallies[g].n = 0;
    }

  memcpy (advice->cards, cards, sizeof advice->cards);
  for (guint s = 0; s < n; s++)
    {
      gsize         index = (gsize)s * deals->n_stored / n;
      Tally        *t = &tallies[index * groups / deals->n_stored];
      const guint8 *deal = &g_array_index (deals->deals, guint8, index * n_cards);
      const guint8 *envelope = &deals->envelopes[s * CF_N_CATEGORIES];
      guint         outcomes[3], n_held = 0, refuter = 0;

      for (guint step = 1; step < n_players && n_held == 0; step++)
        {
          refuter = (seat + step) % n_players;
          for (guint k = 0; k < 3; k++)
            if (deal[cards[k]] == refuter)
              outcomes[n_held++] = 1 + refuter * 3 + k;
        }
      if (n_held == 0)
        outcomes[n_held++] = 0;
      else
        t->refuted[refuter] += 1;

      t->n += 1;
      for (guint k = 0; k < CF_N_CATEGORIES; k++)
        t->envelope[envelope[k]] += 1;
      for (guint i = 0; i < n_held; i++)
        {
          t->weight[outcomes[i]] += 1;
          for (guint k = 0; k < CF_N_CATEGORIES; k++)
            t->joint[(gsize)outcomes[i] * n_cards + envelope[k]] += 1;
        }
    }

  /* All the groups together */
  for (guint g = 0; g < groups; g++)
    {
      for (gsize i = 0; i < stride; i++)
        store[groups * stride + i] += store[g * stride + i];
      tallies[groups].n += tallies[g].n;
    }
  bits = tally_bits (&tallies[groups], edition, n_players, deals->effective, &bias, &solved);

  if (groups > 1)
    {
      double each[CF_SAT_CHAINS], mean = 0, var = 0;

      for (guint g = 0; g < groups; g++)
        {
          each[g] = tally_bits (&tallies[g], edition, n_players, deals->effective / groups, &unused,
                                &unused);
          mean += each[g] / groups;
        }
      for (guint g = 0; g < groups; g++)
        var += (each[g] - mean) * (each[g] - mean) / (groups - 1);
      half = T_CHAINS * sqrt (var / groups);
    }
  else
    /* Too few deals to compare chains: as many independent deals */
    half = 1.96 * sqrt (MAX (bits, 0.01) / MAX (deals->cautious, 1.0));

  advice->p_nobody = n > 0 ? tallies[groups].weight[0] / n : 0;
  advice->expected_bits = MAX (0.0, bits);
  advice->bits_margin = half + 2 * fabs (bias);
  advice->p_solved = solved;
  advice->exact = FALSE;
}

/* Draws deals for advice when the chances are exact (their statuses give
 * where each card may be); once per deduction. */
static gboolean
sample_deals (CfDeduction *self, const CfProblem *base, GCancellable *cancellable, GError **error)
{
  CfSolution        *solution = self->solution;
  CfHolderMask       possible[CF_MAX_CARDS];
  g_autofree double *p = g_new0 (double, (gsize)base->n_cards * base->n_holders);
  g_autofree double *margin = g_new0 (double, base->n_cards);
  g_autoptr(GArray) samples = g_array_new (FALSE, FALSE, 1);

  for (guint c = 0; c < base->n_cards; c++)
    {
      possible[c] = 0;
      for (guint h = 0; h < base->n_holders; h++)
        {
          int ph = cf_problem_public_holder (base, h);

          if ((base->allowed[c] >> h) & 1 && ph >= 0 &&
              solution->status[c * solution->n_public + ph] != 0)
            possible[c] |= 1u << h;
        }
    }
  if (!cf_sat_estimate (base, possible, ADVICE_SAMPLE_WORK, p, margin, samples,
                        self->advice_effective, cancellable, error))
    return FALSE;
  self->advice_samples = g_steal_pointer (&samples);
  return TRUE;
}

/* Ranks @n suggestions on sampled deals */
static gboolean
rank_by_samples (CfDeduction     *self,
                 const CfProblem *base,
                 int              seat,
                 const int (*suggestions)[3],
                 guint         n,
                 GArray       *ranking,
                 GCancellable *cancellable,
                 GError      **error)
{
  guint              n_cards = base->n_cards;
  AdviceDeals        deals = { 0 };
  g_autofree guint8 *envelopes = NULL;

  if (self->solution->samples != NULL)
    {
      deals.deals = self->solution->samples;
      deals.effective = self->solution->samples_effective[0];
      deals.cautious = self->solution->samples_effective[1];
    }
  else
    {
      if (self->advice_samples == NULL && !sample_deals (self, base, cancellable, error))
        return FALSE;
      deals.deals = self->advice_samples;
      deals.effective = self->advice_effective[0];
      deals.cautious = self->advice_effective[1];
    }
  deals.n_stored = deals.deals->len / MAX (n_cards, 1);
  /* Chain after chain, when there are enough of each to compare */
  deals.groups = deals.n_stored % CF_SAT_CHAINS == 0 && deals.n_stored >= 64 * CF_SAT_CHAINS
                     ? CF_SAT_CHAINS
                     : 1;

  /* With many suggestions, fewer deals each (spread evenly over all the
   * chains drew), and so worth fewer */
  deals.n_used = MIN (deals.n_stored, MAX (512u, ADVICE_DEAL_EVALUATIONS / MAX (n, 1u)));
  deals.effective *= (double)deals.n_used / MAX (deals.n_stored, 1u);
  deals.cautious *= (double)deals.n_used / MAX (deals.n_stored, 1u);
  envelopes = g_new0 (guint8, (gsize)deals.n_used * CF_N_CATEGORIES);
  for (guint s = 0; s < deals.n_used; s++)
    {
      gsize         index = (gsize)s * deals.n_stored / deals.n_used;
      const guint8 *deal = &g_array_index (deals.deals, guint8, index * n_cards);

      for (guint c = 0; c < n_cards; c++)
        if (deal[c] > base->n_players) /* an envelope slot (set-aside is n_players) */
          envelopes[s * CF_N_CATEGORIES + (deal[c] - base->n_players - 1)] = c;
    }
  deals.envelopes = envelopes;

  for (guint i = 0; i < n; i++)
    {
      CfAdvice advice = { { 0 } };

      if ((i & 255) == 0 && g_cancellable_set_error_if_cancelled (cancellable, error))
        return FALSE;
      evaluate_by_samples (self, seat, suggestions[i], &deals, &advice);
      g_array_append_val (ranking, advice);
    }
  return TRUE;
}

/* Evaluates @n suggestions against the log and sorts them, best first:
 * exactly when the chances are exact and every outcome can be counted
 * within the states for exact advice (the first suggestions tell how many
 * all will take), else all of them on sampled deals (all, to compare like
 * with like). Never by the clock. */
static GArray *
rank (CfDeduction *self,
      int          seat,
      const int (*suggestions)[3],
      guint         n,
      GCancellable *cancellable,
      GError      **error)
{
  g_autoptr(CfProblem) base = cf_problem_new (self->log, NULL, G_MAXUINT);
  g_autoptr(GArray) ranking = g_array_new (FALSE, TRUE, sizeof (CfAdvice));
  gboolean sampling = !self->solution->exact || advice_exact_states == 0;
  /* A count that alone takes a suggestion's share leaves no room for the
   * others: the programme is too large for exact advice */
  AdviceBudget budget = { 0, MAX (advice_exact_states / MAX (n, 1u), ADVICE_COUNT_COST) };

  for (guint i = 0; i < n && !sampling; i++)
    {
      CfAdvice advice = { { 0 } };
      g_autoptr(GError) local = NULL;

      if (i > 0 && budget.states * n / i > advice_exact_states)
        sampling = TRUE;
      else if (evaluate (self, base, seat, suggestions[i], &budget, &advice, cancellable, &local))
        g_array_append_val (ranking, advice);
      else if (g_error_matches (local, CF_ERROR, CF_ERROR_TOO_LARGE))
        sampling = TRUE;
      else
        {
          g_propagate_error (error, g_steal_pointer (&local));
          return NULL;
        }
    }
  g_debug ("advice: %s after %" G_GUINT64_FORMAT " states", sampling ? "sampled" : "exact",
           budget.states);

  if (sampling)
    {
      g_array_set_size (ranking, 0);
      if (!rank_by_samples (self, base, seat, suggestions, n, ranking, cancellable, error))
        return NULL;
    }
  g_array_sort (ranking, compare_advice);
  return g_steal_pointer (&ranking);
}

/**
 * cf_deduction_advise_among:
 * @seat: the player who would suggest
 * @suggestions: (array length=n): suggestions, three cards each
 * @n: how many
 *
 * Like cf_deduction_advise() for just these suggestions: a bot that has
 * narrowed the field asks about those only.
 *
 * Returns: (transfer full) (element-type CfAdvice): the ranking, best first
 */
GArray *
cf_deduction_advise_among (CfDeduction *self,
                           int          seat,
                           const int (*suggestions)[3],
                           guint         n,
                           GCancellable *cancellable,
                           GError      **error)
{
  g_return_val_if_fail (CF_IS_DEDUCTION (self), NULL);
  g_return_val_if_fail (seat >= 0 && seat < (int)cf_case_log_get_n_players (self->log), NULL);

  if (!self->solution->consistent)
    {
      g_set_error_literal (error, CF_ERROR, CF_ERROR_CONTRADICTION,
                           _("No deal agrees with the log."));
      return NULL;
    }
  return rank (self, seat, suggestions, n, cancellable, error);
}

/**
 * cf_deduction_advise:
 * @self: a consistent #CfDeduction
 * @seat: the player who would suggest
 * @room: a room card to suggest in, or -1 for every room
 * @cancellable: (nullable): a #GCancellable
 * @error: return location for an error
 *
 * Ranks the suggestions @seat could make by how much they are expected to
 * narrow the envelope (in bits of its entropy), under the deduction's model.
 *
 * Returns: (transfer full) (element-type CfAdvice): the ranking, best first
 */
GArray *
cf_deduction_advise (
    CfDeduction *self, int seat, int room, GCancellable *cancellable, GError **error)
{
  CfEdition *edition;
  g_autoptr(GArray) suggestions = NULL;
  guint first[CF_N_CATEGORIES], n[CF_N_CATEGORIES];

  g_return_val_if_fail (CF_IS_DEDUCTION (self), NULL);

  if (!self->solution->consistent)
    {
      g_set_error_literal (error, CF_ERROR, CF_ERROR_CONTRADICTION,
                           _("No deal agrees with the log."));
      return NULL;
    }

  edition = cf_case_log_get_edition (self->log);
  if (seat < 0 || seat >= (int)cf_case_log_get_n_players (self->log))
    {
      g_set_error (error, CF_ERROR, CF_ERROR_INVALID, _("player %d does not exist"), seat);
      return NULL;
    }
  if (room >= 0 && (room >= (int)cf_edition_get_n_cards (edition) ||
                    cf_edition_get_card_category (edition, room) != CF_CATEGORY_ROOM))
    {
      g_set_error_literal (error, CF_ERROR, CF_ERROR_INVALID, _("not a room"));
      return NULL;
    }

  for (guint c = 0; c < CF_N_CATEGORIES; c++)
    {
      first[c] = cf_edition_get_first_card_of (edition, c);
      n[c] = cf_edition_get_n_cards_of (edition, c);
    }

  suggestions = g_array_new (FALSE, FALSE, sizeof (int[3]));
  for (guint s = first[0]; s < first[0] + n[0]; s++)
    for (guint w = first[1]; w < first[1] + n[1]; w++)
      for (guint r = first[2]; r < first[2] + n[2]; r++)
        if (room < 0 || (int)r == room)
          {
            int cards[3] = { s, w, r };
            g_array_append_val (suggestions, cards);
          }

  return rank (self, seat, (const int (*)[3])suggestions->data, suggestions->len, cancellable,
               error);
}
