/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Tile art, private to the painter: the drawing of a cell's face from its geometry
 * (ml-tile-geometry.h), and the areas and highlights drawn over a face. Everything is drawn
 * in the unit square of one cell at rotation 0, like the geometry. */
#pragma once

#include <cairo.h>
#include <glib.h>
#include "ml-colours.h"
#include "ml-tile-geometry.h"

G_BEGIN_DECLS

/* Draws the face of @cell (fields, rivers, cities, roads, bridges, buildings, shields) in the
 * unit square, for a piece lying @rot quarter turns round (buildings and shields are drawn
 * upright on the board); @px is the number of device pixels per unit, so that thin lines
 * stay visible when the square is small. */
void ml_tile_art_draw_cell (const MlTileGeometry *geometry, cairo_t *cr, guint cell, int rot,
                            double px);

/* Paints the area of @feature on @cell with the current source, and nothing else: a field's
 * area leaves out the roads, cities and buildings drawn on it. Fields use CLEAR, so the
 * target must be a mask or a group of its own. */
void ml_tile_art_paint_region (const MlTileGeometry *geometry, cairo_t *cr, guint cell,
                               guint feature, double px);
/* Lights @feature on @cell for a highlight: a bright translucent fill with its walls or
 * line outlined. */
void ml_tile_art_paint_highlight (const MlTileGeometry *geometry, cairo_t *cr, guint cell,
                                  guint feature, double px);

/* The plain colour a field, city, road or river is drawn in (the field's for other kinds). */
const MlColor *ml_tile_art_color (MlFeatureKind kind);

/* Sets the source a lit area is filled with (a field's highlight is its area so filled). */
void ml_tile_art_set_highlight_fill (cairo_t *cr);

G_END_DECLS
