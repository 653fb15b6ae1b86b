/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The German Abbeys' feature flag: a monastery that is an abbey ("abbey": true). */
#pragma once

#include "ml-feature-flags.h"

G_BEGIN_DECLS

#define ML_ABBEYS_FLAG_ABBEY (1u << 0)   /* a monastery that takes a claustral prior */

extern const MlFeatureFlagDecl ml_abbeys_feature_flags[];

G_END_DECLS
