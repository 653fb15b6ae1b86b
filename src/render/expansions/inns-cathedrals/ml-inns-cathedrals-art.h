/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Inns & Cathedrals' pictures on a tile's face: an inn (a house by a pond) beside each road
 * with an inn, a cathedral inside each city with one. The decorations' list
 * (ml-decorations.c) asks it. */
#pragma once

#include "ml-decorations.h"
#include "ml-legend-rows.h"

G_BEGIN_DECLS

void ml_inns_cathedrals_art_decorate (const MlTileDef *tile, const MlCellShape *ca, guint cell, cairo_t *cr, int rot,
                                      double px);

extern const MlLegendRow ml_inns_cathedrals_art_legend[];

G_END_DECLS
