/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Traders & Builders' feature flags: the good a city shows, written "goods": "wine" (or
 * "grain", "cloth") on a city feature of the tile data. Each good is one bit, so a city
 * shows at most one; the tokens they give are the module's rules. */
#pragma once

#include "ml-feature-flags.h"

G_BEGIN_DECLS

#define ML_TRADERS_BUILDERS_FLAG_WINE  (1u << 5)
#define ML_TRADERS_BUILDERS_FLAG_GRAIN (1u << 6)
#define ML_TRADERS_BUILDERS_FLAG_CLOTH (1u << 7)

extern const MlFeatureFlagDecl ml_traders_builders_feature_flags[];

G_END_DECLS
