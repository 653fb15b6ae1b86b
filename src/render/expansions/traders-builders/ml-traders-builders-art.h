/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Traders & Builders' pictures: the good a city shows (a bunch of grapes for wine, a sheaf
 * for grain, a bolt for cloth), drawn inside that city on a tile's face, clear of the
 * meeples' places; the decorations' list (ml-decorations.c) asks it. The same pictures,
 * by the goods' ids, serve wherever goods are shown (score panel, legend). */
#pragma once

#include "ml-decorations.h"

G_BEGIN_DECLS

void ml_traders_builders_art_decorate (const MlTileDef *tile, const MlCellShape *ca, guint cell, cairo_t *cr,
                                       int rot, double px);

/* Draws the good @id ("wine", "grain" or "cloth", the ids of the goods holdings) upright in
 * a box of side @size centred on (@cx, @cy), in @cr's user units; its outline is at least
 * one device pixel wide. FALSE, drawing nothing, for any other id. */
gboolean ml_traders_builders_art_draw_good (cairo_t *cr, const char *id, double cx, double cy, double size);

G_END_DECLS
