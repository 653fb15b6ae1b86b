/* SPDX-License-Identifier: GPL-3.0-or-later */
/* meeple-lab-cli replay: the position after a chosen move of a scenario's game record. */
#include "config.h"
#include "cli-common.h"
#include "ml-record.h"
#include "ml-file.h"
#include "ml-limits.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>

static char *to_text;
static char *output_path;
static gboolean json_output;

static GOptionEntry replay_entries[] = {
  { "to", 0, 0, G_OPTION_ARG_STRING, &to_text, N_("The position after move N (0: the start; default: the last move)"), "N" },
  { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output_path, N_("Write the scenario to OUT instead of standard output"), "OUT" },
  { "json", 0, 0, G_OPTION_ARG_NONE, &json_output, N_("With -o, print the position's summary as JSON"), NULL },
  { NULL }
};

/* @position as its file, or NULL with an error. A position made by ml_record_position() is
 * the record's start as it loaded, with the moves the engine played; the caller checks the
 * game made of it against the rules before writing. Reading the text back, as every other
 * save does, was most of a long replay's cost (the 1,000 pieces of a 1,000-move game
 * written, parsed and their record replayed once more), and found nothing. Only a text past
 * the file size limit takes the checked way, which writes it tight or refuses it. */
static char *
position_text (const MlScenario *position, const char *name, GError **error)
{
  char *text = ml_scenario_to_json (position);
  if (strlen (text) <= ML_MAX_FILE_SIZE)
    return text;
  g_free (text);
  return ml_scenario_to_checked_json (position, name, error);
}

int
cli_replay (int argc, char **argv)
{
  if (!cli_parse ("replay", "FILE [--to N] [-o OUT]",
                  _("Replays the game record of FILE up to move N and gives that position as a scenario."),
                  replay_entries, &argc, &argv))
    return CLI_BAD_INPUT;
  if (argc != 2)
    return cli_bad_input (_("replay takes one scenario file"));
  g_autoptr (GError) error = NULL;
  g_autoptr (MlScenario) scenario = ml_scenario_load_file (argv[1], &error);
  if (scenario == NULL)
    return cli_bad_input ("%s", error->message);
  g_autoptr (MlRecord) record = ml_record_of (scenario, argv[1], &error);
  if (record == NULL)
    return cli_bad_input (_("%s: has no game record to replay"), argv[1]);
  guint64 n = record->moves->len;
  if (to_text && !g_ascii_string_to_unsigned (to_text, 10, 0, record->moves->len, &n, NULL))
    return cli_bad_input (_("--to: “%s” is not a move from 0 to %u"), to_text, record->moves->len);

  g_autoptr (MlScenario) position = ml_record_position (scenario, (guint) n, argv[1], &error);
  if (position == NULL)
    return cli_bad_input ("%s", error->message);
  if (output_path == NULL)
    {
      g_autofree char *text = position_text (position, "-", &error);
      if (text == NULL)
        return cli_bad_input ("%s", error->message);
      printf ("%s\n", text);
      return CLI_OK;
    }
  /* The game first: a position the rules refuse is not written. */
  g_autoptr (MlGame) game = ml_scenario_to_game (position, output_path, NULL, &error);
  if (game == NULL)
    return cli_bad_input ("%s", error->message);
  g_autofree char *text = position_text (position, output_path, &error);
  if (text == NULL || !ml_file_replace (output_path, text, strlen (text), &error))
    return cli_bad_input (_("cannot write %s: %s"), output_path, error->message);
  if (json_output)
    {
      g_autoptr (JsonBuilder) b = json_builder_new ();
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "at");
      json_builder_add_int_value (b, (gint64) n);
      json_builder_set_member_name (b, "moves");
      json_builder_add_int_value (b, record->moves->len);
      json_builder_set_member_name (b, "turn");
      json_builder_add_int_value (b, game->turn);
      cli_add_players (b, position, game->scores, NULL);
      json_builder_end_object (b);
      cli_print_json (b);
    }
  else
    {
      /* TRANSLATORS: "Move 37 of 71", then the file written. */
      printf (_("Move %u of %u: written to %s"), (guint) n, record->moves->len, output_path);
      printf ("\n");
    }
  return CLI_OK;
}
