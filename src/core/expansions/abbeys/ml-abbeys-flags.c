/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"
#include "ml-abbeys-flags.h"

const MlFeatureFlagDecl ml_abbeys_feature_flags[] = {
  { "abbey", ML_ABBEYS_FLAG_ABBEY, ML_FEATURE_MONASTERY },
  { NULL, 0, 0 },
};
