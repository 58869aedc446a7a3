/* cf-cli-private.h: the subcommands of casefile-cli
 *
 * Copyright 2026 The Casefile developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

#include "casefile-core.h"
#include "cf-net-discovery.h"

G_BEGIN_DECLS

/* Each returns the process exit status; argv[0] is the subcommand name. */
int    cf_cli_editions (int argc, char **argv);
int    cf_cli_deduce (int argc, char **argv);
int    cf_cli_explain (int argc, char **argv);
int    cf_cli_advise (int argc, char **argv);
int    cf_cli_bench (int argc, char **argv);
int    cf_cli_compare_doubles (gconstpointer a, gconstpointer b);
double cf_cli_percentile (GArray *sorted, double fraction);
int    cf_cli_bench_families (const char *only, guint seed, gboolean json, gboolean advise);
int    cf_cli_bench_growth (guint seed, gboolean json);
int    cf_cli_bench_moves (guint seed, gboolean json);
int    cf_cli_bench_calibrate (guint seed, int n_logs, gboolean advise);
int    cf_cli_reach (int argc, char **argv);
int    cf_cli_simulate (int argc, char **argv);
int    cf_cli_host (int argc, char **argv);
int    cf_cli_join (int argc, char **argv);
int    cf_cli_games (int argc, char **argv);

void cf_cli_print_json (JsonNode *node);
void cf_cli_error (const char *command, const char *format, ...) G_GNUC_PRINTF (2, 3);
void cf_cli_print_line (const char *format, ...) G_GNUC_PRINTF (1, 2);

CfNetFoundGame *cf_cli_find_game (const char *name, guint seconds);

/* The card sets of 48 and 64 cards of the benchmarks */
CfEdition *cf_cli_custom_edition (guint n, GError **error);

G_END_DECLS
