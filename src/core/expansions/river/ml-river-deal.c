/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The River's part of random games and of the bag (ml-play.c, ml-bag.c): the river's tiles
 * are drawn before any other, the lake last among them, and a face of another edition
 * stands for the box's spring or lake. */
#include "config.h"
#include "ml-river.h"
#include "ml-river-flags.h"
#include "ml-play.h"

#include <string.h>

static gboolean
is_lake (const MlTileDef *tile)
{
  for (guint f = 0; f < tile->n_features; f++)
    if (ml_feature_has (&tile->features[f], ML_RIVER_FLAG_LAKE))
      return TRUE;
  return FALSE;
}

/* The river tiles of @pile[@from..] to the front in bag order, shuffled, then the lake; the
 * land after them in bag order. A second lake (a bag of a scenario's) is dealt as any river
 * tile. */
guint
_ml_river_deal (GPtrArray *pile, guint from, MlRand *rand)
{
  guint n = pile->len - from, n_river = 0, n_land = 0;
  /* A pile without river tiles (any game without the River) stays as it is: one look at
   * each tile, not a copy of the pile. */
  guint first = from;
  while (first < pile->len && !((const MlTileDef *) pile->pdata[first])->has_water)
    first++;
  if (first == pile->len)
    return 0;
  gpointer *land = g_newa (gpointer, n);
  const MlTileDef *lake = NULL;
  for (guint i = from; i < pile->len; i++)
    {
      const MlTileDef *tile = pile->pdata[i];
      if (!tile->has_water)
        land[n_land++] = (gpointer) tile;
      else if (lake == NULL && is_lake (tile))
        lake = tile;
      else
        pile->pdata[from + n_river++] = (gpointer) tile;
    }
  ml_play_shuffle (pile, from, from + n_river, rand);
  if (lake)
    pile->pdata[from + n_river++] = (gpointer) lake;
  memcpy (pile->pdata + from + n_river, land, n_land * sizeof (gpointer));
  return n_river;
}

/* 1 for a spring, 2 for a lake, 0 for any other face. */
guint
_ml_river_stand_in (const MlTileDef *tile)
{
  guint end = 0;
  for (guint f = 0; f < tile->n_features; f++)
    end |= (ml_feature_has (&tile->features[f], ML_RIVER_FLAG_SPRING) ? 1u : 0u)
         | (ml_feature_has (&tile->features[f], ML_RIVER_FLAG_LAKE) ? 2u : 0u);
  return end;
}
