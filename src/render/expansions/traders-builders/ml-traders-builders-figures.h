/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Traders & Builders' figures on the board: the builder, a tall narrow figure with a hammer,
 * and the pig, seen from the side, each in its owner's colour with the owner's mark. The
 * figures' pictures list (ml-figure-art.c) finds them by the ids of the core's table. */
#pragma once

#include "ml-figure-art.h"

G_BEGIN_DECLS

extern const MlFigureArt ml_traders_builders_figure_art[];

void ml_traders_builders_draw_builder (cairo_t *cr, double x, double y, double size, const MlColor *color,
                                       int player);
void ml_traders_builders_draw_pig     (cairo_t *cr, double x, double y, double size, const MlColor *color,
                                       int player);

G_END_DECLS
