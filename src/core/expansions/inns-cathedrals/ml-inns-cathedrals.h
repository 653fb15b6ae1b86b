/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Inns & Cathedrals' module: the large meeple, a figure each player holds besides the
 * supply that counts two for a majority (ml-inns-cathedrals.c), and what an inn does to a
 * road and a cathedral to a city (ml-inns-cathedrals-score.c). */
#pragma once

#include <glib.h>
#include "ml-game-state.h"

G_BEGIN_DECLS

/* Its hooks into the rules, the valuations and the layout check (ml-game-state.h). */
extern const MlExpansionHooks ml_inns_cathedrals_hooks;
/* The large meeple: one a player, laid as any meeple, strength 2. */
extern const MlFigureDef ml_inns_cathedrals_big;

/* What the value hook found, in MlScoreItem.marks, read back by the describe hook: a road
 * with an inn, a city with a cathedral. */
#define ML_INNS_CATHEDRALS_MARK_INN       (1u << 0)
#define ML_INNS_CATHEDRALS_MARK_CATHEDRAL (1u << 1)

G_END_DECLS
