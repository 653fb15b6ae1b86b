/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What every command of meeple-lab-cli shares: loading a scenario with the contract's exit
 * codes, printing JSON, and aligned tables for people. */
#pragma once

#include <json-glib/json-glib.h>
#include "ml-scenario.h"

enum {
  CLI_OK = 0,
  CLI_AGAINST_RULES = 1,
  CLI_BAD_INPUT = 2,
};

/* Prints "meeple-lab-cli: MESSAGE" on stderr and returns CLI_BAD_INPUT. */
int  cli_bad_input (const char *format, ...) G_GNUC_PRINTF (1, 2);

/* Parses the options of one command; prints the error and returns FALSE on bad ones. */
gboolean cli_parse (const char *command, const char *args_help, const char *summary,
                    GOptionEntry *entries, int *argc, char ***argv);

/* Loads the scenario and lays it out; NULL (message printed) on bad input. With @problems,
 * layout problems go there instead of failing. */
MlScenario *cli_load (const char *path, MlGame **game, GArray *problems);
/* The same, with the readings of @overrides ("ID=ANSWER" each, see cli_readings_apply) in
 * force over the file's; a bad one is a usage error. */
MlScenario *cli_load_with (const char *path, char **overrides, MlGame **game, GArray *problems);

/* Sets the readings named by @overrides; prints the usage error (with the valid ids or
 * answers) and returns FALSE on a bad one. */
gboolean cli_readings_apply (char **overrides, MlReadings *readings);
/* The option entry of --reading, storing into @overrides. */
#define CLI_READING_ENTRY(overrides) \
  { "reading", 0, 0, G_OPTION_ARG_STRING_ARRAY, &(overrides), \
    N_("Play and score under this answer of a rule reading (repeatable; see meeple-lab-cli readings)"), \
    N_("ID=ANSWER") }

int cli_score_compare (MlScenario *scenario, const char *path, const char *reading_id, gboolean json);

void cli_print_json (JsonBuilder *b);

/* Players as {"name":…, "score":…} (plus "final" when @finals is given). */
void cli_add_players (JsonBuilder *b, const MlScenario *scenario, const int *scores, const int *finals);
void cli_add_int_list (JsonBuilder *b, const char *key, guint mask, guint n);
/* "items": the score items as score --json prints them (players, points, value, kind,
 * complete, explain). */
void cli_add_score_items (JsonBuilder *b, const MlGame *game, GArray *items, const char *const *names);

typedef struct _CliTable CliTable;
CliTable *cli_table_new   (guint n_columns, const char *right_aligned);
void      cli_table_row   (CliTable *table, ...) G_GNUC_NULL_TERMINATED;
void      cli_table_print (CliTable *table);   /* prints and frees */

int cli_advise (int argc, char **argv);
int cli_score (int argc, char **argv);
int cli_check (int argc, char **argv);
int cli_legal (int argc, char **argv);
int cli_lesson (int argc, char **argv);
int cli_move  (int argc, char **argv);
int cli_play  (int argc, char **argv);
int cli_replay (int argc, char **argv);
int cli_import (int argc, char **argv);
int cli_tiles (int argc, char **argv);
int cli_readings (int argc, char **argv);
