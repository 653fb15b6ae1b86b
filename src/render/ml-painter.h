/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The board painter: draws boards, tiles and meeples with cairo, for the canvas,
 * image export and test images alike. Knows nothing of widgets. Tile faces are drawn from
 * the catalogue's feature data (no code per tile), so every tile and later every wonder
 * is drawn by the same rules. */
#pragma once

#include <cairo.h>
#include <glib.h>
#include "ml-board.h"
#include "ml-colours.h"
#include "ml-rules.h"

G_BEGIN_DECLS

/* Where the board lies on the device: square (x, y) covers the device rectangle
 * [origin_x + x * scale, origin_x + (x + 1) * scale) × [origin_y + y * scale, …). */
typedef struct {
  double scale;              /* device pixels per square */
  double origin_x, origin_y; /* device position of the top-left corner of square (0, 0) */
  int width, height;         /* the visible device area, from (0, 0) */
} MlViewport;

typedef struct {
  gboolean overlay;          /* wash every connected road, city and field in a colour of its kind's
                              * family (see ml_painter_overlay_palette()) */
  gboolean open_edges;       /* mark edges of roads and cities that no tile closes yet */
  gboolean problems;         /* mark mismatched edges */
  gboolean dark;             /* dark style: background and grid lines */
  gboolean grid;             /* faint lines around empty squares next to the board */
  int highlight;             /* a feature instance whose whole connected feature is lit, or -1 */
  gboolean chosen;           /* the highlight was chosen (a score item), not only pointed at: over
                              * the overlay the rest of the board is dimmed round it */
  const MlPlacement *legal;  /* squares (and rotations) where the tile in hand may go */
  guint n_legal;
  const MlTileDef *ghost;    /* the tile in hand, drawn half transparent; NULL for none */
  int ghost_x, ghost_y, ghost_rot;
  gboolean ghost_ok;         /* drawn with a green frame when legal, red otherwise */
  gboolean ghost_outline;    /* only the frame: the tile would cover a laid piece, which shows */
  gboolean presenter;        /* for a projector: larger meeples, strong dark lines round pieces */
  MlColor players[ML_MAX_PLAYERS];
} MlPaintOptions;

/* Sensible defaults: no overlay, open edges and problems shown, the grid shown, light style,
 * no highlight, no legal spots, no ghost, default player colours. */
void ml_paint_options_init (MlPaintOptions *options);

typedef struct _MlPainter MlPainter;

MlPainter *ml_painter_new  (void);
void       ml_painter_free (MlPainter *self);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (MlPainter, ml_painter_free)

/* Draws the visible part of the board: background, the pieces (from a cache of tile images
 * per tile, rotation and scale), feature highlight or overlay, meeples, markers, the ghost,
 * and on each wonder its owner's marker (upside down, in the owner's colour from
 * @options->players), the Taj Mahal's slots and the meeples in the Cothon's port.
 * Only squares inside the viewport are drawn. */
void ml_painter_draw_board (MlPainter *self, cairo_t *cr, MlBoard *board,
                            const MlViewport *viewport, const MlPaintOptions *options);

/* The picture of a board under its marks, kept between the frames of one view (see
 * ml_painter_draw_board_kept()). */
typedef struct _MlBoardPicture MlBoardPicture;

MlBoardPicture *ml_board_picture_new        (void);
void            ml_board_picture_free       (MlBoardPicture *self);
/* The next draw redraws the whole picture. */
void            ml_board_picture_invalidate (MlBoardPicture *self);
/* How many pixels of the picture the last draw redrew: all of them after a change of view,
 * none when no piece changed; for tests. */
gsize           ml_board_picture_get_redrawn (const MlBoardPicture *self);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (MlBoardPicture, ml_board_picture_free)

/* Draws as ml_painter_draw_board() does, the same pixels, keeping the table, the grid and the
 * faces in @picture: when the view and the style are those of its last draw, only the squares
 * round the pieces that changed since are drawn again (a step on a game's timeline changes a
 * tile or two), the rest is blitted. The marks over them are drawn every time. A target in
 * device pixels on whole pixels only (a widget's); on others, the same as
 * ml_painter_draw_board(). */
void ml_painter_draw_board_kept (MlPainter *self, MlBoardPicture *picture, cairo_t *cr, MlBoard *board,
                                 const MlViewport *viewport, const MlPaintOptions *options);

/* One tile face, for palettes: its anchor square at (x, y) with side @size, turned @rot. */
void ml_painter_draw_tile (MlPainter *self, cairo_t *cr, const MlTileDef *tile, int rot,
                           double x, double y, double size);

/* What lies under the device point (px, py): the square, and the feature instance drawn
 * there (roads, monasteries and cities before the fields around them). FALSE when the
 * point is on no piece, or on a wonder's building or dirt, which no feature claims. */
gboolean ml_painter_hit (MlPainter *self, MlBoard *board, const MlViewport *viewport,
                         double px, double py, int *x, int *y, guint *feature);

/* The viewport that fits the whole board (plus a margin of one square) in width × height,
 * with the scale between @min_scale and @max_scale. */
void ml_painter_fit (MlBoard *board, int width, int height, double min_scale, double max_scale,
                     MlViewport *viewport);

/* The overlay's colours for @kind (roads, cities and fields; NULL and 0 colours for other
 * kinds): each connected feature takes one of its kind's family, and two features of a kind
 * on one piece or on neighbouring pieces never share a colour. Fields are hatched as well (@hatched, when not
 * NULL). For a legend. */
const MlColor *ml_painter_overlay_palette (MlFeatureKind kind, guint *n_colors, gboolean *hatched);

/* Draws colour @index of @kind's overlay family as the board shows it (over the feature's
 * plain colour, hatched for fields) in the rectangle (x, y, w, h) of @cr: a legend's swatch.
 * @kind must be a road, a city or a field. */
void ml_painter_draw_overlay_swatch (cairo_t *cr, MlFeatureKind kind, guint index, double x, double y,
                                     double w, double h);

/* The marks the board draws over the pieces, for a legend. */
typedef enum {
  ML_LEGEND_LEGAL,          /* a legal spot of the tile in hand, its arrow pointing where the tile's north goes */
  ML_LEGEND_OPEN_END,       /* the orange tab on an edge of a road or city that no tile closes yet */
  ML_LEGEND_MISMATCH,       /* the red bar on an edge whose two sides do not match */
  ML_LEGEND_MEEPLE,         /* a player's meeple with the player's mark on its chest */
} MlLegendSymbol;

/* Draws @symbol as the board draws it, in the square (x, y, size, size) of @cr, on a light
 * background. @color and @player (0 to ML_MAX_PLAYERS - 1) are the player's for the meeple
 * symbols; other symbols ignore them. */
void ml_painter_draw_legend_symbol (cairo_t *cr, MlLegendSymbol symbol, const MlColor *color, int player,
                                    double x, double y, double size);

/* Drops every cached image (after a change of style). Tiles are cached by address: call it
 * too before drawing again after freeing a catalogue whose tiles were drawn. */
void ml_painter_clear_cache (MlPainter *self);

G_END_DECLS
