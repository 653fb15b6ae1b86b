/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The River's module: where river tiles may go and in which order (ml-river.c). */
#pragma once

#include <glib.h>
#include "ml-game-state.h"

G_BEGIN_DECLS

/* Its hooks into the rules of placement (ml-game-state.h). */
extern const MlExpansionHooks ml_river_hooks;

/* Its deal hook (ml-river-deal.c): the river's tiles first in random games, the lake last. */
guint _ml_river_deal (GPtrArray *pile, guint from, MlRand *rand);
/* Its stand_in hook (ml-river-deal.c): a face of another edition stands for the box's spring
 * or lake. */
guint _ml_river_stand_in (const MlTileDef *tile);

G_END_DECLS
