/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Traders & Builders' goods away from the tiles: the pictures of the goods tokens a player
 * holds (the holdings' pictures, ml-holding-art.c), and the legend's rows for the goods a
 * city shows (ml-legend-rows.c); both drawn by the tiles' own pictures of the goods
 * (ml-traders-builders-art.h). */
#pragma once

#include "ml-holding-art.h"
#include "ml-legend-rows.h"

G_BEGIN_DECLS

extern const MlHoldingArt ml_traders_builders_holding_art[];
extern const MlLegendRow  ml_traders_builders_legend[];

G_END_DECLS
