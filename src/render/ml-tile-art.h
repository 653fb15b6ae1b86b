/* Tile art, private to the painter: the geometry of every feature of one cell of a piece,
 * built once from the catalogue data, and the drawing of a cell's face from it. The same
 * geometry serves drawing, overlays, highlights and hit tests.
 *
 * Everything here is in the unit square of one cell at rotation 0 (x east, y south); the
 * caller turns it onto the board with ml_art_cell_transform(). */
#pragma once

#include <cairo.h>
#include <glib.h>
#include "ml-board.h"

G_BEGIN_DECLS

typedef struct {
  double x, y;
} MlPoint;

typedef struct _MlTileArt MlTileArt;

MlTileArt *ml_tile_art_new  (const MlTileDef *tile);
void       ml_tile_art_free (MlTileArt *self);

/* Draws the face of @cell (fields, rivers, cities, roads, bridges, buildings, shields) in the
 * unit square, for a piece lying @rot quarter turns round (buildings and shields are drawn
 * upright on the board); @px is the number of device pixels per unit, so that thin lines
 * stay visible when the square is small. */
void ml_tile_art_draw_cell (const MlTileArt *self, cairo_t *cr, guint cell, int rot, double px);

/* Whether @feature has anything on @cell. */
gboolean ml_tile_art_has (const MlTileArt *self, guint cell, guint feature);

/* Paints the area of @feature on @cell with the current source, and nothing else: a field's
 * area leaves out the roads, cities and buildings drawn on it. Fields use CLEAR, so the
 * target must be a mask or a group of its own. */
void ml_tile_art_paint_region (const MlTileArt *self, cairo_t *cr, guint cell, guint feature,
                               double px);
/* Lights @feature on @cell for a highlight: a bright translucent fill with its walls or
 * line outlined. */
void ml_tile_art_paint_highlight (const MlTileArt *self, cairo_t *cr, guint cell, guint feature,
                                  double px);

/* Sets the source a lit area is filled with (a field's highlight is its area so filled). */
void ml_tile_art_set_highlight_fill (cairo_t *cr);

/* The feature of @cell under the point (u, v) of the unit square: buildings, roads and
 * rivers first, then cities, then the field around. FALSE if the cell has no feature, or
 * the point is on a wonder's ground. */
gboolean ml_tile_art_hit (const MlTileArt *self, guint cell, double u, double v, guint *feature);

/* Where a meeple on @feature stands on @cell (unit square, rotation 0). */
MlPoint ml_tile_art_anchor (const MlTileArt *self, guint cell, guint feature);

/* Maps the unit square of a cell at rotation 0 onto the board square: turns @rot quarter
 * turns clockwise about its centre. */
void    ml_art_cell_transform (cairo_t *cr, int rot);
MlPoint ml_art_turn (MlPoint p, int quarters);

G_END_DECLS
