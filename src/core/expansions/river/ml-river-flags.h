/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The River's feature flags: the river feature where it starts ("spring": true) and where
 * it ends ("lake": true). */
#pragma once

#include "ml-feature-flags.h"

G_BEGIN_DECLS

#define ML_RIVER_FLAG_SPRING (1u << 1)
#define ML_RIVER_FLAG_LAKE   (1u << 2)

extern const MlFeatureFlagDecl ml_river_feature_flags[];

/* The River's water in the tile data: a feature and an edge of kind "river". */
#define ML_RIVER_WATER_NAME "river"

G_END_DECLS
