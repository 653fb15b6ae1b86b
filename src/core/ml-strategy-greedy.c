/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The `greedy` player (ml-strategy.h): of the moves of the turn, the one after which the
 * mover's lead over the best other player is largest if the game ended there, the meeples
 * on the board scored at their end-of-game value; ties broken at random. It looks no
 * further than the move: what a meeple may still earn counts as it stands now. */
#include "config.h"
#include "ml-strategy.h"

guint
ml_strategy_greedy_pick (const MlGame *game, const GArray *moves, MlRand *rand)
{
  int player = (int) game->turn;
  int best = G_MININT;
  guint n_best = 0, pick = 0;
  for (guint i = 0; i < moves->len; i++)
    {
      const MlAdviseListed *m = &g_array_index (moves, MlAdviseListed, i);
      int lead = ml_strategy_lead_now (m->after, player);
      if (lead > best)
        {
          best = lead;
          n_best = 0;
        }
      /* Reservoir sampling: each of the equal best is kept alike, in one pass. */
      if (lead == best && ml_random_below (rand, ++n_best) == 0)
        pick = i;
    }
  return pick;
}
