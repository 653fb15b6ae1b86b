/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The lists the expansions' render folders fill in, all of them in one file,
 * src/render/expansions/ml-render-list.c: the pictures of what players hold, the legend's
 * rows, the figures' pictures, the decorations of tiles and the pictures of pieces of more
 * than one square. The painter and the tile pictures read them and name no expansion. */
#pragma once

#include <cairo.h>
#include <glib.h>
#include "ml-board.h"
#include "ml-colours.h"
#include "ml-decorations.h"
#include "ml-figure-art.h"
#include "ml-holding-art.h"
#include "ml-legend-rows.h"

G_BEGIN_DECLS

/* Each list ends with a NULL id; the list of lists ends with NULL. */
extern const MlHoldingArt *const ml_holding_art_lists[];

/* Each list ends with a row of expansion 0. */
extern const MlLegendRow *const ml_legend_row_lists[];
extern const guint ml_n_legend_row_lists;

/* Each list ends with a NULL id. */
extern const MlFigureArt *const ml_figure_art_lists[];
extern const guint ml_n_figure_art_lists;

/* In the order they draw. */
extern const MlDecorator ml_decorators[];
extern const guint ml_n_decorators;

/* How a module draws its own pieces of several squares (each hook does nothing for a tile
 * that is not the module's). */
typedef struct {
  /* Appends to @cr's path the ground of square @cell of @tile, the part no feature covers
   * (the building), and returns TRUE; FALSE when the square has none. */
  gboolean (*ground)      (const MlTileDef *tile, guint cell, cairo_t *cr);
  /* Draws that ground, clipped to it, @px pixels a square. */
  void     (*draw_cell)   (const MlTileDef *tile, guint cell, cairo_t *cr, double px);
  /* What @piece shows of the game beyond meeples (an owner's marker, slots, a port), at
   * (@x, @y) on the board drawn @scale pixels a square; @owner is the owner's colour or NULL. */
  void     (*draw_tokens) (cairo_t *cr, const MlPiece *piece, double x, double y, double scale,
                           const MlColor *owner);
} MlPieceArt;

extern const MlPieceArt *const ml_piece_arts[];
extern const guint ml_n_piece_arts;

/* A building a module draws in place of the monastery's chapel: on the monasteries it
 * claims (by their flags), in the chapel's box of side 1, its lines @line wide. */
typedef struct _MlBuildingArt {
  gboolean (*claims) (const MlFeatureDef *monastery);
  void     (*draw)   (cairo_t *cr, double line);
} MlBuildingArt;

extern const MlBuildingArt *const ml_building_arts[];
extern const guint ml_n_building_arts;

/* The pond a module draws where water starts or ends on a tile, by the water feature's
 * flags: TRUE with its half-widths (squares), smaller when the tile has a monastery. */
typedef gboolean (*MlPondShape) (const MlFeatureDef *water, gboolean monastery, double *rx, double *ry);

extern const MlPondShape ml_pond_shapes[];
extern const guint ml_n_pond_shapes;

/* The lists asked in turn: the first ground found, every module's cell and tokens. */
const MlBuildingArt *ml_building_art_for (const MlFeatureDef *monastery);   /* NULL: the chapel */
gboolean ml_pond_shape            (const MlFeatureDef *water, gboolean monastery, double *rx, double *ry);
gboolean ml_piece_art_ground      (const MlTileDef *tile, guint cell, cairo_t *cr);
void     ml_piece_art_draw_cell   (const MlTileDef *tile, guint cell, cairo_t *cr, double px);
void     ml_piece_art_draw_tokens (cairo_t *cr, const MlPiece *piece, double x, double y, double scale,
                                   const MlColor *owner);

G_END_DECLS
