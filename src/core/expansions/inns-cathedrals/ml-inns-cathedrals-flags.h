/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Inns & Cathedrals' feature flags: a road with an inn beside a lake ("inn": true) and a
 * city with a cathedral ("cathedral": true). Their scoring is the module's rules. */
#pragma once

#include "ml-feature-flags.h"

G_BEGIN_DECLS

#define ML_INNS_CATHEDRALS_FLAG_INN       (1u << 3)
#define ML_INNS_CATHEDRALS_FLAG_CATHEDRAL (1u << 4)

extern const MlFeatureFlagDecl ml_inns_cathedrals_feature_flags[];

G_END_DECLS
