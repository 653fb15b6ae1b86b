/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"
#include "ml-score.h"
#include "ml-valuation.h"

static void
value (const MlGame *game, MlScoreItem *item)
{
  for (guint k = 0; k < game->n_modules; k++)
    if (game->modules[k]->value)
      game->modules[k]->value (game, item);
}

void
ml_valuation_feature (const MlGame *game, guint feat, MlScoreItem *item)
{
  ml_score_feature (game->board, feat, item);
  value (game, item);
}

void
ml_valuation_field (const MlGame *game, guint feat, MlScoreItem *item)
{
  ml_score_field (game->board, feat, item);
  value (game, item);
}

void
ml_valuation_items (const MlGame *game, GArray *items, guint first)
{
  for (guint i = first; i < items->len; i++)
    {
      MlScoreItem *item = &g_array_index (items, MlScoreItem, i);
      if (item->kind == ML_SCORE_ROAD || item->kind == ML_SCORE_CITY || item->kind == ML_SCORE_MONASTERY
          || item->kind == ML_SCORE_FIELD)
        value (game, item);
    }
}
