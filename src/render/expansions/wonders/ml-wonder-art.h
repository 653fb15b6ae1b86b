/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Wonder art, private to the painter: the picture of each wonder of humanity on its piece
 * (the building and the bare dirt, water or desert around it, which no feature claims), and
 * the tokens drawn over it from the board's state: the owner's marker, the Taj Mahal's
 * slots and the meeples waiting in the Cothon's port.
 *
 * The pictures are drawn per cell in the unit square of that cell at rotation 0, like the
 * rest of the tile art, so they turn with the piece. A picture is only ever seen through its
 * ground: the tile art gives the ground the pixels that no road, city, river, monastery or
 * field needs, so the picture cannot cover a feature of the catalogue. */
#pragma once

#include <cairo.h>
#include <glib.h>
#include "ml-board.h"
#include "ml-painter.h"
#include "ml-legend-rows.h"

G_BEGIN_DECLS

/* Appends to the current path of @cr the ground of @cell of the wonder @tile, in the unit
 * square of the cell at rotation 0 (fill with the winding rule). FALSE, with the path left
 * alone, for a plain tile and for a cell without ground. */
gboolean ml_wonder_art_ground (const MlTileDef *tile, guint cell, cairo_t *cr);

/* Draws the picture of @tile on @cell, in the unit square of the cell at rotation 0; the
 * caller clips or masks it to the cell's ground. @px is device pixels per unit. */
void ml_wonder_art_draw_cell (const MlTileDef *tile, guint cell, cairo_t *cr, double px);

/* Draws over a laid wonder what depends on the board: the owner's marker upside down on
 * the building, the Taj Mahal's slots with their bonuses and the meeples in them, the
 * meeples in the Cothon's port. The anchor square's top-left corner lies at (x, y) in the
 * units of @cr, @scale units a square; @owner is the owner's colour, or NULL when the wonder
 * has no owner. */
void ml_wonder_art_draw_tokens (cairo_t *cr, const MlPiece *piece, double x, double y, double scale,
                                const MlColor *owner);

/* Draws, for a legend, one empty Taj Mahal slot with a road bonus beside it, as a laid Taj
 * Mahal shows it, in the box (x, y, size, size) of @cr. */
void ml_wonder_art_draw_slot_sample (cairo_t *cr, double x, double y, double size);

/* The Wonders' rows of the legend (ml-wonder-legend.c). */
extern const MlLegendRow ml_wonder_art_legend[];

G_END_DECLS
