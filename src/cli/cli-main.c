/* SPDX-License-Identifier: GPL-3.0-or-later */
/* meeple-lab-cli: the rules core from the command line (docs/scenario-format.md §2). */
#include "config.h"
#include "cli-common.h"
#include "ml-locale.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <stdio.h>

typedef struct {
  const char *name;
  int (*run) (int argc, char **argv);
  const char *summary;
} Command;

static const Command commands[] = {
  { "score", cli_score, N_("Settle FILE as if the game ended now") },
  { "check", cli_check, N_("Say whether the layout of FILE keeps the rules") },
  { "legal", cli_legal, N_("List every legal placement of a tile") },
  { "lesson", cli_lesson, N_("Check the answer of FILE's question against the rules") },
  { "move",  cli_move,  N_("Play one turn for the player to move") },
  { "play",  cli_play,  N_("Play random complete games and measure the speed") },
  { "replay", cli_replay, N_("Give the position after a chosen move of a game record") },
  { "import", cli_import, N_("Convert a JCloisterZone game into a scenario with its record") },
  { "advise", cli_advise, N_("Rank the moves of the tile in hand by random continuations") },
  { "tiles", cli_tiles, N_("Print the tile catalogue") },
  { "readings", cli_readings, N_("List the rule readings and their answers") },
};

static void
usage (FILE *out)
{
  fprintf (out, "%s\n\n", _("Usage: meeple-lab-cli COMMAND [OPTION…]"));
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    fprintf (out, "  %-8s  %s\n", commands[i].name, _(commands[i].summary));
  fprintf (out, "\n%s\n", _("Each command takes --json for one JSON object on standard output, and --help."));
  fprintf (out, "%s\n", _("Exit status: 0 success, 1 against the rules, 2 unreadable or invalid input."));
}

int
main (int argc, char **argv)
{
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, ml_locale_dir ());
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  if (argc < 2)
    {
      usage (stderr);
      return CLI_BAD_INPUT;
    }
  if (g_str_equal (argv[1], "--help") || g_str_equal (argv[1], "-h") || g_str_equal (argv[1], "help"))
    {
      usage (stdout);
      return CLI_OK;
    }
  if (g_str_equal (argv[1], "--version"))
    {
      printf ("meeple-lab-cli %s\n", PACKAGE_VERSION);
      return CLI_OK;
    }
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    if (g_str_equal (argv[1], commands[i].name))
      return commands[i].run (argc - 1, argv + 1);
  return cli_bad_input (_("unknown command “%s”; try meeple-lab-cli --help"), argv[1]);
}
