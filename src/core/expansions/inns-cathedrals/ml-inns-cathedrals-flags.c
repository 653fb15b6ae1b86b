/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"
#include "ml-inns-cathedrals-flags.h"

const MlFeatureFlagDecl ml_inns_cathedrals_feature_flags[] = {
  { "inn", ML_INNS_CATHEDRALS_FLAG_INN, ML_FEATURE_ROAD },
  { "cathedral", ML_INNS_CATHEDRALS_FLAG_CATHEDRAL, ML_FEATURE_CITY },
  { NULL, 0, 0 },
};
