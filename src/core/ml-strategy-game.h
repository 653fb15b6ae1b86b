/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Complete games between computer players (ml-strategy.h), one strategy a seat: the bag and
 * the deal of the random games (ml-play.h), each turn chosen by the strategy of the player
 * to move. For `meeple-lab-cli play --strategies`. */
#pragma once

#include <glib.h>
#include "ml-strategy.h"
#include "ml-readings.h"

G_BEGIN_DECLS

typedef struct _MlStrategyGame MlStrategyGame;

MlStrategyGame *ml_strategy_game_new  (guint expansions, const MlReadings *readings);
void            ml_strategy_game_free (MlStrategyGame *self);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (MlStrategyGame, ml_strategy_game_free)

/* Plays one game on @game (reset to @n_players) with @rand, player p choosing by @seats[p];
 * the caller ends it with ml_game_finish(). */
void     ml_strategy_game_run (MlStrategyGame *self, MlGame *game, guint n_players, const MlStrategy *seats,
                               MlRand *rand);

/* Tiles drawn that fitted nowhere in the last game. */
guint    ml_strategy_game_discarded (const MlStrategyGame *self);

G_END_DECLS
