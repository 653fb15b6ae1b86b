/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What a scenario says about the wonders that no game can hold: wonders listed (or laid)
 * without the Wonders of Humanity, a wonder held or laid twice, a wonder both held and left
 * to take. Read from the scenario itself, before the game is built (which keeps each wonder
 * once). */
#pragma once

#include <glib.h>
#include "ml-scenario.h"

G_BEGIN_DECLS

/* Appends MlProblem (ml-rules.h) to @problems for each such fault of @scenario; with
 * @pieces, the wonder pieces laid without the expansion too (the layout check of the game
 * reports those itself). */
void ml_wonders_check_scenario (const MlScenario *scenario, gboolean pieces, GArray *problems);

G_END_DECLS
