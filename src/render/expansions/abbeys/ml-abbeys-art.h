/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Abbeys' picture: an abbey's building, a church with its tower, drawn in place of the
 * monastery's chapel on a monastery flagged as an abbey. */
#pragma once

#include "ml-render-list.h"

G_BEGIN_DECLS

extern const MlBuildingArt ml_abbeys_building_art;

G_END_DECLS
