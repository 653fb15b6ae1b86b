/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The rows the expansions' render folders add to the legend (a picture of one of their
 * pieces and the words for it: an inn by its road, a city's wine), in one list, so that
 * the legend names none of them. The figures' rows come from the core's table instead
 * (ml-figure-art.h). */
#pragma once

#include <cairo.h>
#include <glib.h>
#include "ml-colours.h"

G_BEGIN_DECLS

/* Draws the row's picture in the square (x, y, @size); @color and @player are the first
 * player's, for a picture that shows an owner. */
typedef void (*MlLegendRowDraw) (cairo_t *cr, double x, double y, double size, const MlColor *color, int player);

typedef struct {
  guint expansion;          /* the MlExpansions bit whose games show the row; 0 ends a list */
  const char *label;        /* N_(): the words beside the picture */
  MlLegendRowDraw draw;
} MlLegendRow;

/* The rows of the expansions in @expansions, in the lists' order, into @out (@max long);
 * returns how many. */
guint ml_legend_rows (guint expansions, const MlLegendRow **out, guint max);

G_END_DECLS
