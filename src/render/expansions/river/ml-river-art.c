/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"
#include "ml-river-art.h"
#include "river/ml-river-flags.h"

gboolean
ml_river_art_pond (const MlFeatureDef *water, gboolean monastery, double *rx, double *ry)
{
  if (ml_feature_has (water, ML_RIVER_FLAG_LAKE))
    {
      *rx = monastery ? 0.22 : 0.26;
      *ry = monastery ? 0.17 : 0.2;
      return TRUE;
    }
  if (ml_feature_has (water, ML_RIVER_FLAG_SPRING))
    {
      *rx = *ry = 0.175;
      return TRUE;
    }
  return FALSE;
}
