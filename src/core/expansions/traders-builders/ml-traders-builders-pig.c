/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The pig (docs/rules.md §7): at the end, a player who wins a field (the most farmers
 * there, ties included; a large meeple counts two) and has a pig in it scores 4 a
 * completed city instead of 3. The field's own item stays the core's, 3 a city to every
 * winner; the pig adds an item of 1 a city for the winners who have their pig there, as
 * JCloisterZone adds its "pigs" part to the field's points. Several pigs of one player in
 * a field (a layout `check` reports) still add 1 a city once. The 1st-edition reading of
 * the fields scores each city once to the most farmers around it, which no pig changes. */
#include "config.h"
#include "ml-traders-builders-private.h"

void
_ml_traders_builders_after_score (MlGame *game, const MlScoreItem *item, GArray *events, GArray *items)
{
  if (items == NULL || item->kind != ML_SCORE_FIELD || item->fields > 0 || item->cities == 0 || item->winners == 0
      || !(game->expansions & ML_EXPANSION_TRADERS_BUILDERS))
    return;
  MlBoard *board = game->board;
  guint pig = _ml_traders_builders_pig ();
  guint n, with_pig = 0;
  const MlMeeple *meeples = ml_board_meeples (board, &n);
  for (guint i = 0; i < n; i++)
    if (meeples[i].figure == pig && meeples[i].player >= 0 && ((item->winners >> meeples[i].player) & 1)
        && ml_board_find (board, ml_board_meeple_feature (board, i)) == item->feat)
      with_pig |= 1u << meeples[i].player;
  if (with_pig == 0)
    return;
  MlScoreItem bonus = { .kind = ML_SCORE_MODULE, .module = ML_EXPANSION_TRADERS_BUILDERS,
                        .code = ML_TRADERS_BUILDERS_ITEM_PIG, .feat = item->feat, .tiles = item->tiles,
                        .cities = item->cities, .winners = with_pig, .points = (int) item->cities };
  for (guint p = 0; p < ML_MAX_PLAYERS; p++)
    bonus.counts[p] = (with_pig >> p) & 1;
  g_array_append_val (items, bonus);
}
