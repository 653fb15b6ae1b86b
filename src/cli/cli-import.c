/* SPDX-License-Identifier: GPL-3.0-or-later */
/* meeple-lab-cli import: a JCloisterZone saved game as a scenario with its game record. */
#include "config.h"
#include "cli-common.h"
#include "cli-expansions.h"
#include "ml-jcz.h"
#include "ml-record.h"

#include <glib/gi18n.h>
#include <stdio.h>

static char *at_text;
static char *output_path;
static gboolean json_output;

static GOptionEntry import_entries[] = {
  { "at", 0, 0, G_OPTION_ARG_STRING, &at_text, N_("Show the position after move N (default: the last move)"), "N" },
  { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output_path, N_("The scenario file to write"), "OUT" },
  { "json", 0, 0, G_OPTION_ARG_NONE, &json_output, N_("Print the summary as JSON"), NULL },
  { NULL }
};

int
cli_import (int argc, char **argv)
{
  if (!cli_parse ("import", "GAME.jcz [--at N] -o OUT",
                  cli_expansions_import_summary (),
                  import_entries, &argc, &argv))
    return CLI_BAD_INPUT;
  if (argc != 2)
    return cli_bad_input (_("import takes one JCloisterZone game file"));
  if (output_path == NULL)
    return cli_bad_input (_("import needs -o OUT, the scenario file to write"));
  gint64 at = -1;
  if (at_text && !g_ascii_string_to_signed (at_text, 10, 0, ML_RECORD_MAX_MOVES, &at, NULL))
    return cli_bad_input (_("--at: “%s” is not a move number"), at_text);

  g_autoptr (GError) error = NULL;
  g_auto (GStrv) notes = NULL;
  g_autoptr (MlScenario) scenario = ml_jcz_import_file_noting (argv[1], (int) at, &notes, &error);
  /* An error set is the end of the import, whatever came back with it. */
  if (scenario == NULL || error != NULL)
    return cli_bad_input ("%s", error ? error->message : argv[1]);
  for (guint i = 0; notes && notes[i]; i++)
    fprintf (stderr, "meeple-lab-cli: %s\n", notes[i]);
  if (!ml_scenario_save_file (scenario, output_path, &error))
    return cli_bad_input (_("cannot write %s: %s"), output_path, error->message);

  g_autoptr (MlRecord) record = ml_record_of (scenario, output_path, NULL);
  guint moves = record ? record->moves->len : 0, shown_at = record ? record->at : 0;
  if (json_output)
    {
      g_autoptr (JsonBuilder) b = json_builder_new ();
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "moves");
      json_builder_add_int_value (b, moves);
      json_builder_set_member_name (b, "at");
      json_builder_add_int_value (b, shown_at);
      json_builder_end_object (b);
      cli_print_json (b);
    }
  else
    {
      printf (_("Move %u of %u: written to %s"), shown_at, moves, output_path);
      printf ("\n");
    }
  return CLI_OK;
}
