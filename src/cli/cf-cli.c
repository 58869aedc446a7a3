/* cf-cli.c: casefile-cli, the scripting and benchmarking face of the core
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <stdio.h>

#include <glib/gi18n.h>
#include <json-glib/json-glib.h>

#include "cf-cli-private.h"

typedef struct
{
  const char *name;
  int (*run) (int argc, char **argv);
  const char *summary;
} CfCliCommand;

static const CfCliCommand commands[] = {
  /* Translators: summary of "casefile-cli editions" */
  { "editions", cf_cli_editions, N_("List the built-in editions and their cards as JSON") },
  /* Translators: summary of "casefile-cli deduce" */
  { "deduce", cf_cli_deduce, N_("Work out everything that follows from a case log") },
  /* Translators: summary of "casefile-cli explain" */
  { "explain", cf_cli_explain, N_("Explain why a player certainly has or has not a card") },
  /* Translators: summary of "casefile-cli advise" */
  { "advise", cf_cli_advise, N_("Rank the suggestions that would narrow the envelope most") },
  /* Translators: summary of "casefile-cli bench" */
  { "bench", cf_cli_bench, N_("Time the deduction on logs of simulated games") },
  /* Translators: summary of "casefile-cli reach" */
  { "reach", cf_cli_reach, N_("List the squares and rooms a move can reach") },
  /* Translators: summary of "casefile-cli simulate" */
  { "simulate", cf_cli_simulate, N_("Play whole games between bots and count the wins") },
  /* Translators: summary of "casefile-cli host" */
  { "host", cf_cli_host, N_("Host a game for players at other computers") },
  /* Translators: summary of "casefile-cli join" */
  { "join", cf_cli_join, N_("Play a seat of a hosted game as a bot") },
  /* Translators: summary of "casefile-cli games" */
  { "games", cf_cli_games, N_("List the games hosted on the local network") },
};

void
cf_cli_print_json (JsonNode *node)
{
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autofree char *text = NULL;

  json_generator_set_pretty (generator, TRUE);
  json_generator_set_indent (generator, 2);
  json_generator_set_root (generator, node);
  text = json_generator_to_data (generator, NULL);
  g_print ("%s\n", text);
}

/**
 * cf_cli_error:
 * @command: the subcommand, or %NULL
 * @format: the message, in printf() style
 *
 * Prints "casefile-cli COMMAND: message" to standard error on one line,
 * whatever the message quotes (see cf_text_one_line()).
 */
void
cf_cli_error (const char *command, const char *format, ...)
{
  g_autofree char *line = NULL;
  va_list          args;

  va_start (args, format);
  line = cf_text_one_line_valist (format, args);
  va_end (args);
  if (command != NULL)
    g_printerr ("casefile-cli %s: %s\n", command, line);
  else
    g_printerr ("casefile-cli: %s\n", line);
}

/**
 * cf_cli_print_line:
 * @format: a line of output, in printf() style, without its newline
 *
 * Prints one line to standard output, on one line whatever it quotes (a
 * player's name from a file, say).
 */
void
cf_cli_print_line (const char *format, ...)
{
  g_autofree char *line = NULL;
  va_list          args;

  va_start (args, format);
  line = cf_text_one_line_valist (format, args);
  va_end (args);
  g_print ("%s\n", line);
}

static void
print_usage (FILE *stream)
{
  fprintf (stream, "%s\n\n%s\n", _("Usage: casefile-cli COMMAND [OPTION…]"), _("Commands:"));
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    fprintf (stream, "  %-10s %s\n", commands[i].name, _(commands[i].summary));
  fprintf (stream, "\n%s\n", _("Run “casefile-cli COMMAND --help” for the options of a command."));
}

int
main (int argc, char *argv[])
{
  cf_init_i18n ();

  if (argc < 2 || g_str_equal (argv[1], "--help") || g_str_equal (argv[1], "-h"))
    {
      print_usage (argc < 2 ? stderr : stdout);
      return argc < 2 ? 2 : 0;
    }

  if (g_str_equal (argv[1], "--version"))
    {
      g_print ("casefile-cli %s\n", PACKAGE_VERSION);
      return 0;
    }

  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    if (g_str_equal (argv[1], commands[i].name))
      return commands[i].run (argc - 1, argv + 1);

  {
    g_autofree char *line = cf_text_one_line (argv[1]);

    g_printerr (_("casefile-cli: unknown command “%s”"), line);
  }
  g_printerr ("\n");
  print_usage (stderr);
  return 2;
}
