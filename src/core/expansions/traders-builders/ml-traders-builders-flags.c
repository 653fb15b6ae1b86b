/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"
#include "ml-traders-builders-flags.h"

/* One member, "goods", with three values: in the order the goods are listed everywhere
 * (wine, grain, cloth). */
const MlFeatureFlagDecl ml_traders_builders_feature_flags[] = {
  { .name = "goods", .value = "wine", .bit = ML_TRADERS_BUILDERS_FLAG_WINE, .kind = ML_FEATURE_CITY },
  { .name = "goods", .value = "grain", .bit = ML_TRADERS_BUILDERS_FLAG_GRAIN, .kind = ML_FEATURE_CITY },
  { .name = "goods", .value = "cloth", .bit = ML_TRADERS_BUILDERS_FLAG_CLOTH, .kind = ML_FEATURE_CITY },
  { NULL, 0, 0, NULL },
};
