/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What a feature of a game is worth: the core's counts (ml-score.h) with what the game's
 * modules make of them (their value hooks). Every valuation goes through here: the turn
 * engine's scoring, "if the game ended now", the status line of the board. */
#pragma once

#include <glib.h>
#include "ml-game-state.h"

G_BEGIN_DECLS

/* The road, city or monastery @feat as it stands (see ml_score_feature()). */
void ml_valuation_feature (const MlGame *game, guint feat, MlScoreItem *item);
/* The field @feat at the end (see ml_score_field()). */
void ml_valuation_field   (const MlGame *game, guint feat, MlScoreItem *item);
/* The items of @items from @first on, as the core valued them, valued again by the modules. */
void ml_valuation_items   (const MlGame *game, GArray *items, guint first);

G_END_DECLS
