/* cf-cli-deduce.c: casefile-cli deduce, explain and advise
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <stdio.h>

#include "cf-cli-private.h"

/* Reads a case log from a file, a pipe or, for "-", standard input; never
 * more than a log may hold. */
static CfCaseLog *
load_log (const char *path, GError **error)
{
  g_autoptr(GBytes) bytes = NULL;

  if (g_str_equal (path, "-"))
    bytes = cf_file_load_fd (0, _("standard input"), CF_CASE_LOG_MAX_SIZE, error);
  else
    {
      g_autoptr(GFile) file = g_file_new_for_commandline_arg (path);

      bytes = cf_file_load (file, CF_CASE_LOG_MAX_SIZE, CF_LOAD_NONE, error);
    }
  if (bytes == NULL)
    return NULL;
  return cf_case_log_new_from_bytes (bytes, error);
}

static int
fail (const char *command, GError *error, int status)
{
  cf_cli_error (command, "%s", error->message);
  return status;
}

static void
print_contradiction (CfDeduction *deduction)
{
  int at = cf_deduction_get_contradiction_at (deduction);

  if (at < 0)
    g_printerr ("%s\n",
                _("contradiction: the set-up alone (hand sizes and my cards) admits no deal"));
  else
    {
      g_autofree char *text = cf_deduction_describe_event (deduction, at);
      g_autofree char *message = NULL;
      g_autofree char *line = NULL;

      /* One line, whatever the players' names hold */
      message = g_strdup_printf (
          /* Translators: %1$d is an index into the log's events, %2$s the event in words */
          _("contradiction at events[%1$d]: no deal agrees with the log after it (%2$s)"), at,
          text);
      line = cf_text_one_line (message);
      g_printerr ("%s\n", line);
    }
}

int
cf_cli_deduce (int argc, char **argv)
{
  g_autoptr(GOptionContext) context = g_option_context_new (_("FILE|-"));
  g_autoptr(GError) error = NULL;
  g_autoptr(CfCaseLog) log = NULL;
  g_autoptr(CfDeduction) deduction = NULL;
  g_autofree char *json = NULL;

  g_option_context_set_summary (
      context,
      _("Print everything that follows from a case log: who may hold each card, how likely, "
         "the number of consistent deals, and the envelope. Exit status 0: consistent; "
         "1: no deal agrees with the log; 2: not a valid log."));
  if (!g_option_context_parse (context, &argc, &argv, &error))
    return fail ("deduce", error, 2);
  if (argc != 2)
    {
      g_printerr ("%s\n", _("Usage: casefile-cli deduce FILE|-"));
      return 2;
    }

  if (!(log = load_log (argv[1], &error)))
    return fail ("deduce", error, 2);
  if (!(deduction = cf_deduction_new (log, NULL, &error)))
    return fail ("deduce", error, 3);

  json = cf_deduction_to_json (deduction);
  fputs (json, stdout);
  if (!cf_deduction_is_consistent (deduction))
    {
      print_contradiction (deduction);
      return 1;
    }
  return 0;
}

/* A holder by number, player name, "envelope" or "set-aside". */
static int
parse_holder (CfCaseLog *log, const char *text)
{
  guint   n_players = cf_case_log_get_n_players (log);
  guint64 number;

  /* The same numbering as CfDeduction: players, the envelope, the
   * set-aside cards (if any). */
  if (g_str_equal (text, "envelope"))
    return n_players;
  if (g_str_equal (text, "set-aside"))
    return cf_case_log_get_set_aside (log) > 0 ? (int)n_players + 1 : -1;
  for (guint p = 0; p < cf_case_log_get_n_players (log); p++)
    if (g_str_equal (text, cf_case_log_get_player_name (log, p)))
      return p;
  if (g_ascii_string_to_unsigned (text, 10, 0, cf_case_log_get_n_players (log) - 1, &number, NULL))
    return number;
  return -1;
}

static const char *
holder_label (CfDeduction *deduction, int holder)
{
  CfCaseLog *log = cf_deduction_get_case_log (deduction);

  if (holder < (int)cf_case_log_get_n_players (log))
    return cf_case_log_get_player_name (log, holder);
  if (holder == cf_deduction_get_envelope_holder (deduction))
    return _("the envelope");
  return _("the set-aside cards");
}

int
cf_cli_explain (int argc, char **argv)
{
  g_autoptr(GOptionContext) context = g_option_context_new (_("FILE CARD HOLDER"));
  g_autoptr(GError) error = NULL;
  g_autoptr(CfCaseLog) log = NULL;
  g_autoptr(CfDeduction) deduction = NULL;
  g_autoptr(CfExplanation) explanation = NULL;
  CfEdition   *edition;
  int          card, holder;
  CfCellStatus status;

  g_option_context_set_summary (
      context, _("Explain why HOLDER (a player’s name or number, “envelope” or “set-aside”) "
                  "certainly has or has not CARD: the fewest log entries that alone force it."));
  if (!g_option_context_parse (context, &argc, &argv, &error))
    return fail ("explain", error, 2);
  if (argc != 4)
    {
      g_printerr ("%s\n", _("Usage: casefile-cli explain FILE CARD HOLDER"));
      return 2;
    }

  if (!(log = load_log (argv[1], &error)))
    return fail ("explain", error, 2);

  /* The arguments are checked before the deduction, which may take long. */
  edition = cf_case_log_get_edition (log);
  if ((card = cf_edition_lookup_card (edition, argv[2])) < 0)
    {
      g_autofree char *line = cf_text_one_line (argv[2]);

      g_printerr (_("casefile-cli explain: unknown card “%s”"), line);
      g_printerr ("\n");
      return 2;
    }
  if ((holder = parse_holder (log, argv[3])) < 0)
    {
      g_autofree char *line = cf_text_one_line (argv[3]);

      g_printerr (_("casefile-cli explain: unknown holder “%s”"), line);
      g_printerr ("\n");
      return 2;
    }

  if (!(deduction = cf_deduction_new (log, NULL, &error)))
    return fail ("explain", error, 3);
  if (!cf_deduction_is_consistent (deduction))
    {
      print_contradiction (deduction);
      return 1;
    }

  status = cf_deduction_get_status (deduction, card, holder);
  if (status == CF_CELL_MAYBE)
    {
      g_autofree char *line = NULL;

      /* Translators: %1$s is a card, %2$s a holder, %3$.1f a percentage */
      line = g_strdup_printf (_("%1$s — %2$s: maybe (%3$.1f%%); nothing certain to explain.\n"),
                              cf_edition_get_card_name (edition, card),
                              holder_label (deduction, holder),
                              100 * cf_deduction_get_probability (deduction, card, holder));
      g_strchomp (line);
      cf_cli_print_line ("%s", line);
      return 0;
    }
  if (status == CF_CELL_UNKNOWN)
    {
      /* Translators: %1$s is a card, %2$s a holder */
      g_print (_("%1$s — %2$s: unknown; it could not be proved either way within the time "
                  "allowed.\n"),
               cf_edition_get_card_name (edition, card), holder_label (deduction, holder));
      return 0;
    }

  if (!(explanation = cf_deduction_explain (deduction, card, holder, NULL, &error)))
    return fail ("explain", error, 3);

  /* Each line on one line, whatever the players' names hold */
  cf_cli_print_line ("%s — %s: %s", cf_edition_get_card_name (edition, card),
                     holder_label (deduction, holder),
                     status == CF_CELL_YES ? C_("cell status", "yes") : C_("cell status", "no"));
  if (explanation->reason != NULL)
    cf_cli_print_line ("%s", explanation->reason);
  g_print ("%s\n", g_dngettext (GETTEXT_PACKAGE, "Because of this entry:",
                                "Because of these entries together:", explanation->entries->len));
  for (guint i = 0; i < explanation->entries->len; i++)
    {
      g_autofree char *text =
          cf_deduction_describe_entry (deduction, g_array_index (explanation->entries, guint, i));
      cf_cli_print_line ("  • %s", text);
    }
  return 0;
}

int
cf_cli_advise (int argc, char **argv)
{
  g_autoptr(GOptionContext) context = g_option_context_new (_("FILE"));
  g_autoptr(GError) error = NULL;
  g_autoptr(CfCaseLog) log = NULL;
  g_autoptr(CfDeduction) deduction = NULL;
  g_autoptr(GArray) ranking = NULL;
  g_autofree char   *room_id = NULL;
  int                top = 10, seat = -1, room = -1;
  gboolean           json = FALSE, exact;
  CfEdition         *edition;
  const GOptionEntry entries[] = {
    { "room", 0, 0, G_OPTION_ARG_STRING, &room_id, N_("Only suggestions in this room"),
      N_("ROOM") },
    { "top", 0, 0, G_OPTION_ARG_INT, &top, N_("How many to print (default 10)"), N_("N") },
    { "seat", 0, 0, G_OPTION_ARG_INT, &seat, N_("The suggester (default: the log’s owner)"),
      N_("PLAYER") },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print JSON"), NULL },
    { NULL }
  };

  g_option_context_set_summary (
      context,
      _("Rank the suggestions a player could make by how much they are expected to narrow "
         "the envelope, in bits of its uncertainty, under the deduction’s model."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    return fail ("advise", error, 2);
  if (argc != 2)
    {
      g_printerr ("%s\n", _("Usage: casefile-cli advise FILE [--room ROOM] [--top N]"));
      return 2;
    }

  if (!(log = load_log (argv[1], &error)))
    return fail ("advise", error, 2);
  edition = cf_case_log_get_edition (log);
  if (room_id != NULL)
    {
      room = cf_edition_lookup_card (edition, room_id);
      if (room < 0 || cf_edition_get_card_category (edition, room) != CF_CATEGORY_ROOM)
        {
          g_autofree char *line = cf_text_one_line (room_id);

          g_printerr (_("casefile-cli advise: “%s” is not a room of the edition"), line);
          g_printerr ("\n");
          return 2;
        }
    }
  if (seat < 0)
    seat = cf_case_log_get_me (log);
  if (seat < 0 || seat >= (int)cf_case_log_get_n_players (log))
    {
      g_printerr ("%s\n", _("casefile-cli advise: give --seat: the log has no owner"));
      return 2;
    }

  if (!(deduction = cf_deduction_new (log, NULL, &error)))
    return fail ("advise", error, 3);
  if (!cf_deduction_is_consistent (deduction))
    {
      print_contradiction (deduction);
      return 1;
    }
  if (!(ranking = cf_deduction_advise (deduction, seat, room, NULL, &error)))
    return fail ("advise", error, 3);

  top = CLAMP (top, 0, (int)ranking->len);
  /* Exact, or every suggestion ranked on the same sampled deals */
  exact = ranking->len == 0 || g_array_index (ranking, CfAdvice, 0).exact;
  if (json)
    {
      g_print ("{\"entropy\": %.6f, \"exact\": %s, \"suggestions\": [",
               cf_deduction_get_envelope_entropy (deduction), exact ? "true" : "false");
      for (int i = 0; i < top; i++)
        {
          const CfAdvice *advice = &g_array_index (ranking, CfAdvice, i);
          g_print ("%s\n  {\"cards\": [\"%s\", \"%s\", \"%s\"], \"expected_bits\": %.6f, ",
                   i ? "," : "", cf_edition_get_card_id (edition, advice->cards[0]),
                   cf_edition_get_card_id (edition, advice->cards[1]),
                   cf_edition_get_card_id (edition, advice->cards[2]), advice->expected_bits);
          /* Rounded up, as deduce's p_margin */
          if (!exact)
            g_print ("\"expected_bits_margin\": %.4f, ", ceil (advice->bits_margin * 1e4) / 1e4);
          g_print ("\"p_nobody\": %.6f, \"p_solved\": %.6f}", advice->p_nobody, advice->p_solved);
        }
      g_print ("\n]}\n");
      return 0;
    }

  /* Translators: %.2f is a number of bits */
  g_print (_("The envelope is uncertain by %.2f bits.\n"),
           cf_deduction_get_envelope_entropy (deduction));
  if (!exact)
    g_print (_("Estimated on sampled deals, not counted: each narrowing is within its ± margin "
                "with 95%% confidence.\n"));
  for (int i = 0; i < top; i++)
    {
      const CfAdvice *advice = &g_array_index (ranking, CfAdvice, i);

      if (exact)
        /* Translators: %1$d rank; %2$s, %3$s, %4$s the cards; %5$.2f bits; %6$.0f and %7$.0f
         * percentages */
        g_print (_("%1$2d. %2$s, %3$s, %4$s: narrows the envelope by %5$.2f bits; nobody refutes "
                    "%6$.0f%%; solves it %7$.0f%%\n"),
                 i + 1, cf_edition_get_card_name (edition, advice->cards[0]),
                 cf_edition_get_card_name (edition, advice->cards[1]),
                 cf_edition_get_card_name (edition, advice->cards[2]), advice->expected_bits,
                 100 * advice->p_nobody, 100 * advice->p_solved);
      else
        /* Translators: %1$d rank; %2$s, %3$s, %4$s the cards; %5$.2f bits and %6$.2f its
         * margin; %7$.0f and %8$.0f percentages */
        g_print (_("%1$2d. %2$s, %3$s, %4$s: narrows the envelope by about %5$.2f ± %6$.2f bits; "
                    "nobody refutes about %7$.0f%%; solves it about %8$.0f%%\n"),
                 i + 1, cf_edition_get_card_name (edition, advice->cards[0]),
                 cf_edition_get_card_name (edition, advice->cards[1]),
                 cf_edition_get_card_name (edition, advice->cards[2]), advice->expected_bits,
                 ceil (advice->bits_margin * 100) / 100, 100 * advice->p_nobody,
                 100 * advice->p_solved);
    }
  return 0;
}
