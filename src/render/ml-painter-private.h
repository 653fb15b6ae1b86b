/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What the painter's files (ml-painter*.c) share: the painter's instance, its cache of faces
 * and the frame being drawn; and for the exporter, the vector switch. Not installed. */
#pragma once

#include "ml-painter.h"
#include "ml-tile-geometry.h"

#include <math.h>

G_BEGIN_DECLS

/* Draws every face with vector paths instead of cached images: for image export, where one
 * frame is drawn once at a scale of its own and should be as sharp as can be. Vector
 * targets (PDF, SVG, PostScript) are always drawn so. */
void ml_painter_set_vector (MlPainter *self, gboolean vector);

/* Pixels per square the faces are cached at: a frame uses the smallest bucket at least as
 * large as its scale and shrinks the image a little; above the last, faces are drawn as
 * paths. */
#define N_BUCKETS 23
extern const int _ml_painter_buckets[];

typedef struct {
  cairo_surface_t *face;
  cairo_surface_t **masks;          /* per feature (A8), made when an overlay needs them */
} Image;

typedef struct {
  const MlTileDef *tile;
  MlTileGeometry *geometry;
  int min_dx[4], min_dy[4], cols[4], rows[4];   /* the cells' bounding box by rotation */
  Image images[4][N_BUCKETS];
} TileEntry;

struct _MlPainter {
  GHashTable *tiles;                /* const MlTileDef* → TileEntry* */
  GHashTable *overlays;             /* GBytes (tile, rotation, bucket, colours) → face with overlay */
  GHashTable *sprites;              /* meeple images by colour, pose and size */
  gsize bytes;
  guint generation;                 /* counts the times cached images were dropped: an image's
                                     * address names what it shows within one generation */
  gboolean vector;
  guint8 *colors;                   /* overlay colour by root feature */
  guint n_colors;
  const MlBoard *colored_board;     /* which pieces those colours were given for */
  guint colored_pieces;
  guint64 colored_key;
};

/* Where the board lies in the units the frame is drawn in. */
typedef struct {
  double scale, ox, oy;
  double x0, y0, x1, y1;            /* the visible rectangle */
  gboolean pixels;                  /* units are device pixels */
  gboolean raster;                  /* and faces are blitted from the cache */
} View;

typedef struct {
  MlPainter *self;
  cairo_t *cr;
  const View *view;
  MlBoard *board;
} HighlightData;

/* A coordinate on a whole pixel where the frame is in pixels. */
static inline double
snap (const View *view, double v)
{
  return view->pixels ? round (v) : v;
}

/* Whether the w × h squares from square (x, y) reach into the visible rectangle. */
static inline gboolean
square_visible (const View *view, double x, double y, double w, double h)
{
  double left = view->ox + x * view->scale, top = view->oy + y * view->scale;
  return left < view->x1 && top < view->y1 && left + w * view->scale > view->x0
         && top + h * view->scale > view->y0;
}

/* ml-painter.c: the cache, the frame, the pieces. */
/* Saves @cr and sets up the frame's units: device pixels when the faces can be blitted
 * (the user space is only scaled and moved), the caller's user units otherwise. */
void             _ml_painter_begin_view     (MlPainter *self, cairo_t *cr, const MlViewport *vp, View *view);
/* @options, or, when it is NULL, the defaults written into @defaults. */
static inline const MlPaintOptions *
_ml_paint_options_or_defaults (const MlPaintOptions *options, MlPaintOptions *defaults)
{
  if (options != NULL)
    return options;
  ml_paint_options_init (defaults);
  return defaults;
}
/* What lies under the marks, and depends on the pieces alone (where they lie, and the
 * overlay's colours): the table, the grid, the faces and the presenter's strong edges.
 * With @dirty (a device rectangle x0, y0, x1, y1 that the caller clipped @cr to), only
 * what reaches into it. */
void             _ml_painter_draw_base      (MlPainter *self, cairo_t *cr, const View *view, MlBoard *board,
                                             const MlPaintOptions *options, const double *dirty);
/* The rest, over the base: highlight, legal spots, tokens, meeples, edge marks, ghost. */
void             _ml_painter_draw_marks     (MlPainter *self, cairo_t *cr, const View *view, MlBoard *board,
                                             const MlPaintOptions *options);
TileEntry       *_ml_painter_tile_entry     (MlPainter *self, const MlTileDef *tile);
int              _ml_painter_bucket_for     (double scale);
void             _ml_painter_cell_transform (cairo_t *cr, const MlTileDef *tile, int rot, guint cell, double x,
                                             double y, double scale);
cairo_surface_t *_ml_painter_new_image      (MlPainter *self, cairo_format_t format, int width, int height);
Image           *_ml_painter_face_image     (MlPainter *self, TileEntry *entry, int rot, int b);
cairo_surface_t *_ml_painter_mask_image     (MlPainter *self, TileEntry *entry, int rot, int b, guint feature);
void             _ml_painter_piece_box      (const View *view, const TileEntry *entry, int x, int y, int rot,
                                             double *x0, double *y0, double *x1, double *y1);
cairo_pattern_t *_ml_painter_box_pattern    (cairo_surface_t *surface, const View *view, const TileEntry *entry,
                                             int x, int y, int rot, int b, double *x0, double *y0, double *x1,
                                             double *y1);
void             _ml_painter_blit           (cairo_t *cr, const View *view, const TileEntry *entry, int x, int y,
                                             int rot, int b, cairo_surface_t *surface, double alpha);
void             _ml_painter_draw_piece     (MlPainter *self, cairo_t *cr, const View *view, const MlTileDef *tile,
                                             int x, int y, int rot, double alpha);
gboolean         _ml_painter_piece_visible  (MlPainter *self, const View *view, const MlPiece *p);

/* ml-painter-overlay.c */
void             _ml_painter_color_features (MlPainter *self, MlBoard *board, const MlPiece *pieces, guint n);
cairo_surface_t *_ml_painter_overlay_image  (MlPainter *self, MlBoard *board, const MlPiece *p, int b);
void             _ml_painter_draw_overlay   (MlPainter *self, cairo_t *cr, const View *view, MlBoard *board,
                                             const MlPiece *p);
void             _ml_painter_highlight_member (guint feat, gpointer data);
/* Cuts the area of feature instance @feat out of the group being drawn (DEST_OUT): the
 * veil the overlay's board takes around what is lit. */
void             _ml_painter_unveil_member (guint feat, gpointer data);

/* ml-painter-marks.c */
void _ml_painter_draw_grid          (cairo_t *cr, const View *view, MlBoard *board, gboolean dark);
void _ml_painter_draw_legal         (cairo_t *cr, const View *view, const MlPaintOptions *options);
void _ml_painter_draw_ghost         (MlPainter *self, cairo_t *cr, const View *view, const MlPaintOptions *options);
void _ml_painter_draw_piece_edges   (cairo_t *cr, const View *view, const MlPiece *pieces, const guint8 *visible,
                                     guint n);
void _ml_painter_draw_edge_marks    (cairo_t *cr, const View *view, MlBoard *board, const MlPiece *pieces,
                                     const guint8 *visible, guint n, gboolean open_ends, gboolean problems);
void _ml_painter_draw_piece_tokens  (cairo_t *cr, const View *view, const MlPiece *pieces, const guint8 *visible,
                                     guint n, const MlPaintOptions *options);

/* ml-painter-meeples.c */
void _ml_painter_draw_meeples (MlPainter *self, cairo_t *cr, const View *view, MlBoard *board,
                               const MlPaintOptions *options);

G_END_DECLS
