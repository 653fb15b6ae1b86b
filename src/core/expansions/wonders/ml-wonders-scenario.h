/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Wonders' members of a scenario as the rest of the program reads and edits them: who
 * holds which wonder ("players[].wonders"), the tile Abu Simbel's owner keeps face down
 * ("players[].kept"), the wonders left to take ("options.wonders") and the variant
 * ("options.wonders_per_player"). The scenario keeps them among its modules' members
 * (MlScenarioPlayer.modules, MlScenario.options_modules), which copies of it share: the
 * setters replace those objects rather than change them. */
#pragma once

#include <glib.h>
#include "ml-scenario.h"

G_BEGIN_DECLS

/* The wonders player @player took, newly allocated, or NULL when the file lists none. */
GStrv       ml_wonders_scenario_held      (const MlScenario *scenario, guint player);
/* Sets them; NULL leaves the member out. */
void        ml_wonders_scenario_set_held  (MlScenario *scenario, guint player, const char *const *ids);
/* Abu Simbel: the tile player @player keeps face down, or NULL. */
const char *ml_wonders_scenario_kept      (const MlScenario *scenario, guint player);
/* The wonders left to take, newly allocated, or NULL when the file does not list them
 * (then they are every wonder nobody holds). */
GStrv       ml_wonders_scenario_left      (const MlScenario *scenario);
/* Sets them; NULL leaves the member out. */
void        ml_wonders_scenario_set_left  (MlScenario *scenario, const char *const *ids);
/* options.wonders_per_player, or 0 when absent. */
gint64      ml_wonders_scenario_per_player (const MlScenario *scenario);

G_END_DECLS
