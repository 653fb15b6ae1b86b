/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Tile geometry, private to the painter: the shape of every feature of each cell of a piece,
 * computed once from the catalogue's edges and locations. Cities take one of five shapes by
 * the edges they touch, roads and rivers are curves from edge midpoints, monasteries,
 * ponds, bridges, gates and shields are placed where the features meet, and fields are what
 * is left. The drawing (ml-tile-art.c), the overlays and highlights, the hit tests and the
 * meeples' places all read these same shapes, so what is clicked is what is seen.
 *
 * Everything here is in the unit square of one cell at rotation 0 (x east, y south); the
 * caller turns it onto the board with ml_geometry_cell_transform(). */
#pragma once

#include <cairo.h>
#include <glib.h>
#include "ml-board.h"

G_BEGIN_DECLS

#define ML_SHAPE_ROAD_WIDTH 0.1
#define ML_SHAPE_WATER_WIDTH 0.15
#define ML_SHAPE_JUNCTION 0.15        /* side of the square where roads end in a crossing */
#define ML_SHAPE_MAP 64               /* label map resolution, pixels per unit */
#define ML_SHAPE_MEEPLE 0.28          /* a meeple's height (and arm span), in squares */
/* Meeples on different features of one cell stand at least this far apart (centre to
 * centre), so that their bodies do not overlap. */
#define ML_SHAPE_MEEPLE_APART (0.85 * ML_SHAPE_MEEPLE)

typedef struct {
  double x, y;
} MlPoint;

/* One feature on one cell. */
typedef struct {
  guint feature;               /* index in the tile's features */
  MlFeatureKind kind;
  cairo_path_t *area;          /* filled: cities, buildings, ponds, field areas */
  cairo_path_t *line;          /* stroked @width wide: roads, rivers */
  cairo_path_t *walls;         /* cities: the boundary towards the fields */
  double width;
  MlPoint anchor;              /* where a meeple on it stands */
} MlShapePart;

/* A bridge or a city gate: a small box at @at along @angle. */
typedef struct {
  MlPoint at;
  double angle;
} MlShapeMark;

typedef struct {
  MlShapePart *parts;
  guint n_parts;
  guint8 *part_of;             /* by feature index: index in parts, or 0xff */
  GArray *bridges;             /* MlShapeMark */
  GArray *gates;               /* MlShapeMark */
  GArray *junctions;           /* MlPoint: centres of crossing squares */
  GArray *shields;             /* MlPoint */
  int monastery;               /* part index, or -1 */
  MlPoint monastery_at;
  double monastery_size;       /* side of the box the building is drawn in */
  const struct _MlBuildingArt *building;   /* a module's building for the monastery
                                            * (ml-render-list.h), or NULL: the chapel */
  guint outer;                 /* bit per side that faces outside the piece */
  cairo_path_t *ground;        /* a wonder's building and dirt on the cell, as designed, or NULL */
  /* Label maps, ML_SHAPE_MAP pixels a side, for hit tests and meeple places. */
  guint8 fields[ML_SHAPE_MAP * ML_SHAPE_MAP];  /* every pixel given to a field */
  guint8 owner[ML_SHAPE_MAP * ML_SHAPE_MAP];   /* every pixel given to some feature */
} MlCellShape;

typedef struct _MlTileGeometry MlTileGeometry;

MlTileGeometry *ml_tile_geometry_new  (const MlTileDef *tile);
void            ml_tile_geometry_free (MlTileGeometry *self);

const MlTileDef   *ml_tile_geometry_tile (const MlTileGeometry *self);
/* The shapes on @cell (< the tile's n_cells). */
const MlCellShape *ml_tile_geometry_cell (const MlTileGeometry *self, guint cell);
/* The shape of @feature on @cell, or NULL when the feature has nothing there. */
const MlShapePart *ml_tile_geometry_part (const MlTileGeometry *self, guint cell, guint feature);

/* The feature of @cell under the point (u, v) of the unit square: buildings, roads and
 * rivers first, then cities, then the field around. FALSE if the cell has no feature, or
 * the point is on a wonder's ground. */
gboolean ml_tile_geometry_hit (const MlTileGeometry *self, guint cell, double u, double v,
                               guint *feature);

/* Where a meeple on @feature stands on @cell (unit square, rotation 0); the middle of the
 * cell when the feature has nothing there. */
MlPoint ml_tile_geometry_anchor (const MlTileGeometry *self, guint cell, guint feature);

/* Maps the unit square of a cell at rotation 0 onto the board square: turns @rot quarter
 * turns clockwise about its centre. */
void    ml_geometry_cell_transform (cairo_t *cr, int rot);
/* @p turned @quarters quarter turns clockwise about the middle of the unit square. */
MlPoint ml_geometry_turn (MlPoint p, int quarters);

G_END_DECLS
