/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What the options of move share, its own and those of the expansions' parts
 * (src/cli/expansions/): a meeple's square and location as the command line gives them,
 * the refusal of a location where no feature lies, and a player named by name or index. */
#pragma once

#include "cli-common.h"

typedef struct {
  gboolean has_square;
  int x, y;
  char *at;         /* the location code or feature name; the caller frees it */
} CliMeepleSpec;

/* "LOC" or "X2,Y2,LOC"; FALSE (message printed) when @text is neither. */
gboolean cli_parse_meeple_spec (const char *text, CliMeepleSpec *spec);

/* Where no feature of @tile lies at @at on the square: a code that names nothing at all
 * is bad input (FALSE, message printed); one that names nothing there is a refusal, set in
 * @refusal (TRUE). */
gboolean cli_no_feature_at (const MlTileDef *tile, const char *at, char **refusal);

/* A player named on the command line: an index from 0, or a name of the scenario; -1 when
 * @text is neither. */
int      cli_find_player (const MlScenario *scenario, const char *text);
