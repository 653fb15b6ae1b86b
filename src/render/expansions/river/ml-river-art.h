/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The River's picture: where the river starts (the spring) or ends (the lake) on a tile, a
 * pond, the lake wider and flatter than the spring and smaller beside a monastery. */
#pragma once

#include "ml-render-list.h"

G_BEGIN_DECLS

gboolean ml_river_art_pond (const MlFeatureDef *water, gboolean monastery, double *rx, double *ry);

G_END_DECLS
