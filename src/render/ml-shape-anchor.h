/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Meeples' places on a cell, from its label map (see ml-tile-geometry.h). */
#pragma once

#include "ml-tile-geometry.h"

G_BEGIN_DECLS

/* Where a meeple stands: a point of the feature's pixels with room round it for the meeple,
 * clear of the meeples already placed on the cell (@taken), and as near as may be to
 * @target. A field's meeple keeps off the roads and cities beside it when the field is
 * wide enough anywhere, so that a farmer never lies across a road. */
MlPoint ml_shape_find_anchor (const guint8 *owner, guint8 label, gboolean field, MlPoint target, const MlPoint *taken,
                              guint n_taken);

G_END_DECLS
