/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"
#include "ml-river-flags.h"

const MlFeatureFlagDecl ml_river_feature_flags[] = {
  { "spring", ML_RIVER_FLAG_SPRING, ML_FEATURE_WATER },
  { "lake", ML_RIVER_FLAG_LAKE, ML_FEATURE_WATER },
  { NULL, 0, 0 },
};
