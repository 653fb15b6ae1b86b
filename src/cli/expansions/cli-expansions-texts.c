/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The sentences of meeple-lab-cli that name what several expansions bring in one breath:
 * kept whole, as their translations are, and given to the generic commands by the list of
 * the expansions' parts (cli-expansions.h). */
#include "config.h"
#include "cli-expansions.h"

#include <glib/gi18n.h>

const char *
cli_expansions_move_summary (void)
{
  return _("Plays one turn for the player to move: place, meeple, scoring, wonders.");
}

const char *
cli_expansions_tiles_legend (void)
{
  return _("* one of them is the start tile. Edges: C city, R road, F field, ~ river; a wonder lists "
           "the edges of its five squares in turn, a space for an edge inside the piece.");
}

const char *
cli_expansions_import_summary (void)
{
  return _("Converts a JCloisterZone saved game (base game, farmers, River) into a scenario with its game record.");
}
