/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The board painter: caches the face of each tile per rotation and scale bucket as an image
 * and blits it; draws overlays, highlights, markers and meeples over the faces (each layer
 * in a file of its own, ml-painter-*.c). Works in device pixels on image targets (so that
 * faces land on whole pixels and do not seam), and in user units with vector paths on PDF,
 * SVG and PostScript targets. */
#include "config.h"
#include "ml-painter-private.h"
#include "ml-tile-art.h"
#include "ml-tile-geometry.h"

#include <math.h>
#include <string.h>

const int _ml_painter_buckets[] = {
  8, 12, 16, 20, 24, 28, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384, 448, 512,
};
G_STATIC_ASSERT (G_N_ELEMENTS (_ml_painter_buckets) == N_BUCKETS);
#define CACHE_BUDGET (256u << 20)   /* bytes of cached images before the cache starts over */

/* ---- options ------------------------------------------------------------------------ */

void
ml_paint_options_init (MlPaintOptions *options)
{
  memset (options, 0, sizeof *options);
  options->open_edges = TRUE;
  options->problems = TRUE;
  options->grid = TRUE;
  options->highlight = -1;
  for (guint i = 0; i < ML_MAX_PLAYERS; i++)
    ml_color_default (i, &options->players[i]);
}

/* ---- the cache ---------------------------------------------------------------------- */

static void
image_clear (Image *image, guint n_features)
{
  g_clear_pointer (&image->face, cairo_surface_destroy);
  if (image->masks)
    for (guint f = 0; f < n_features; f++)
      g_clear_pointer (&image->masks[f], cairo_surface_destroy);
  g_clear_pointer (&image->masks, g_free);
}

static void
tile_entry_free (gpointer data)
{
  TileEntry *entry = data;
  for (int r = 0; r < 4; r++)
    for (guint b = 0; b < N_BUCKETS; b++)
      image_clear (&entry->images[r][b], entry->tile->n_features);
  ml_tile_geometry_free (entry->geometry);
  g_free (entry);
}

MlPainter *
ml_painter_new (void)
{
  MlPainter *self = g_new0 (MlPainter, 1);
  self->tiles = g_hash_table_new_full (g_direct_hash, g_direct_equal, NULL, tile_entry_free);
  self->overlays = g_hash_table_new_full (g_bytes_hash, g_bytes_equal, (GDestroyNotify) g_bytes_unref,
                                          (GDestroyNotify) cairo_surface_destroy);
  self->sprites = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free,
                                         (GDestroyNotify) cairo_surface_destroy);
  return self;
}

void
ml_painter_free (MlPainter *self)
{
  if (self == NULL)
    return;
  g_hash_table_unref (self->overlays);
  g_hash_table_unref (self->sprites);
  g_hash_table_unref (self->tiles);
  g_free (self->colors);
  g_free (self);
}

void
ml_painter_clear_cache (MlPainter *self)
{
  g_hash_table_remove_all (self->overlays);
  g_hash_table_remove_all (self->sprites);
  g_hash_table_remove_all (self->tiles);
  self->bytes = 0;
  self->generation++;
}

void
ml_painter_set_vector (MlPainter *self, gboolean vector)
{
  self->vector = vector;
}

TileEntry *
_ml_painter_tile_entry (MlPainter *self, const MlTileDef *tile)
{
  TileEntry *entry = g_hash_table_lookup (self->tiles, tile);
  if (entry)
    return entry;
  entry = g_new0 (TileEntry, 1);
  entry->tile = tile;
  entry->geometry = ml_tile_geometry_new (tile);
  for (int r = 0; r < 4; r++)
    {
      int x0 = 0, y0 = 0, x1 = 0, y1 = 0;
      for (guint c = 0; c < tile->n_cells; c++)
        {
          const MlRotatedCell *rc = &tile->rotated[r][c];
          x0 = MIN (x0, rc->dx), y0 = MIN (y0, rc->dy), x1 = MAX (x1, rc->dx), y1 = MAX (y1, rc->dy);
        }
      entry->min_dx[r] = x0, entry->min_dy[r] = y0;
      entry->cols[r] = x1 - x0 + 1, entry->rows[r] = y1 - y0 + 1;
    }
  g_hash_table_insert (self->tiles, (gpointer) tile, entry);
  return entry;
}

static void
drop_images (MlPainter *self)
{
  GHashTableIter iter;
  gpointer value;
  g_hash_table_iter_init (&iter, self->tiles);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    {
      TileEntry *entry = value;
      for (int r = 0; r < 4; r++)
        for (guint b = 0; b < N_BUCKETS; b++)
          image_clear (&entry->images[r][b], entry->tile->n_features);
    }
  g_hash_table_remove_all (self->overlays);
  g_hash_table_remove_all (self->sprites);
  self->bytes = 0;
  self->generation++;
}

int
_ml_painter_bucket_for (double scale)
{
  for (guint b = 0; b < N_BUCKETS; b++)
    if (scale <= _ml_painter_buckets[b] + 1e-6)
      return (int) b;
  return -1;
}

/* Puts the unit square of @cell, turned as the piece lies, onto the square it covers, with
 * the anchor square's corner at the origin. */
void
_ml_painter_cell_transform (cairo_t *cr, const MlTileDef *tile, int rot, guint cell, double x, double y,
                            double scale)
{
  const MlRotatedCell *rc = &tile->rotated[rot][cell];
  cairo_translate (cr, x + rc->dx * scale, y + rc->dy * scale);
  cairo_scale (cr, scale, scale);
  ml_geometry_cell_transform (cr, rot);
}

cairo_surface_t *
_ml_painter_new_image (MlPainter *self, cairo_format_t format, int width, int height)
{
  if (self->bytes > CACHE_BUDGET)
    drop_images (self);
  cairo_surface_t *surface = cairo_image_surface_create (format, width, height);
  self->bytes += (gsize) cairo_image_surface_get_stride (surface) * (gsize) height;
  return surface;
}

Image *
_ml_painter_face_image (MlPainter *self, TileEntry *entry, int rot, int b)
{
  Image *image = &entry->images[rot][b];
  if (image->face)
    return image;
  int size = _ml_painter_buckets[b];
  cairo_surface_t *surface = _ml_painter_new_image (self, CAIRO_FORMAT_ARGB32, entry->cols[rot] * size,
                                                    entry->rows[rot] * size);
  image = &entry->images[rot][b];        /* new_image may have emptied the cache */
  cairo_t *cr = cairo_create (surface);
  for (guint c = 0; c < entry->tile->n_cells; c++)
    {
      cairo_save (cr);
      _ml_painter_cell_transform (cr, entry->tile, rot, c, -entry->min_dx[rot] * size, -entry->min_dy[rot] * size, size);
      ml_tile_art_draw_cell (entry->geometry, cr, c, rot, size);
      cairo_restore (cr);
    }
  cairo_destroy (cr);
  image->face = surface;
  return image;
}

cairo_surface_t *
_ml_painter_mask_image (MlPainter *self, TileEntry *entry, int rot, int b, guint feature)
{
  Image *image = _ml_painter_face_image (self, entry, rot, b);
  if (image->masks == NULL)
    image->masks = g_new0 (cairo_surface_t *, entry->tile->n_features);
  if (image->masks[feature])
    return image->masks[feature];
  int size = _ml_painter_buckets[b];
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_A8, entry->cols[rot] * size,
                                                         entry->rows[rot] * size);
  self->bytes += (gsize) cairo_image_surface_get_stride (surface) * (gsize) (entry->rows[rot] * size);
  cairo_t *cr = cairo_create (surface);
  for (guint c = 0; c < entry->tile->n_cells; c++)
    if (ml_tile_geometry_part (entry->geometry, c, feature) != NULL)
      {
        cairo_save (cr);
        _ml_painter_cell_transform (cr, entry->tile, rot, c, -entry->min_dx[rot] * size, -entry->min_dy[rot] * size, size);
        ml_tile_art_paint_region (entry->geometry, cr, c, feature, size);
        cairo_restore (cr);
      }
  cairo_destroy (cr);
  image->masks[feature] = surface;
  return surface;
}

/* ---- the view ----------------------------------------------------------------------- */

static gboolean
is_vector_target (cairo_t *cr)
{
  cairo_surface_type_t type = cairo_surface_get_type (cairo_get_target (cr));
  return type == CAIRO_SURFACE_TYPE_PDF || type == CAIRO_SURFACE_TYPE_PS
         || type == CAIRO_SURFACE_TYPE_SVG || type == CAIRO_SURFACE_TYPE_SCRIPT;
}

void
_ml_painter_begin_view (MlPainter *self, cairo_t *cr, const MlViewport *vp, View *view)
{
  cairo_save (cr);
  cairo_matrix_t m;
  cairo_get_matrix (cr, &m);
  double dsx = 1, dsy = 1;
  cairo_surface_get_device_scale (cairo_get_target (cr), &dsx, &dsy);
  double k = m.xx * dsx;
  view->pixels = !is_vector_target (cr) && m.xy == 0 && m.yx == 0 && m.xx > 0
                 && fabs (m.xx * dsx - m.yy * dsy) < 1e-9;
  view->raster = view->pixels && !self->vector;
  if (!view->pixels)
    k = 1, dsx = dsy = 1, m.x0 = m.y0 = 0, m.xx = m.yy = 1;
  else
    {
      cairo_identity_matrix (cr);
      cairo_scale (cr, 1 / dsx, 1 / dsy);
    }
  view->scale = vp->scale * k;
  view->ox = (m.x0 + vp->origin_x * m.xx) * dsx;
  view->oy = (m.y0 + vp->origin_y * m.yy) * dsy;
  view->x0 = m.x0 * dsx, view->y0 = m.y0 * dsy;
  view->x1 = view->x0 + vp->width * k, view->y1 = view->y0 + vp->height * k;
  double cx0, cy0, cx1, cy1;
  cairo_clip_extents (cr, &cx0, &cy0, &cx1, &cy1);
  view->x0 = MAX (view->x0, cx0), view->y0 = MAX (view->y0, cy0);
  view->x1 = MIN (view->x1, cx1), view->y1 = MIN (view->y1, cy1);
}

/* ---- pieces ------------------------------------------------------------------------- */

/* The device rectangle of a piece's cell box, on whole pixels when blitting. */
void
_ml_painter_piece_box (const View *view, const TileEntry *entry, int x, int y, int rot,
                       double *x0, double *y0, double *x1, double *y1)
{
  int bx = x + entry->min_dx[rot], by = y + entry->min_dy[rot];
  *x0 = snap (view, view->ox + bx * view->scale);
  *y0 = snap (view, view->oy + by * view->scale);
  *x1 = snap (view, view->ox + (bx + entry->cols[rot]) * view->scale);
  *y1 = snap (view, view->oy + (by + entry->rows[rot]) * view->scale);
}

/* Sets @surface, cached at bucket @b, as the source stretched over the piece's box. */
cairo_pattern_t *
_ml_painter_box_pattern (cairo_surface_t *surface, const View *view, const TileEntry *entry, int x, int y,
                         int rot, int b, double *bx0, double *by0, double *bx1, double *by1)
{
  _ml_painter_piece_box (view, entry, x, y, rot, bx0, by0, bx1, by1);
  double w = entry->cols[rot] * _ml_painter_buckets[b], h = entry->rows[rot] * _ml_painter_buckets[b];
  cairo_pattern_t *pattern = cairo_pattern_create_for_surface (surface);
  cairo_matrix_t m;
  cairo_matrix_init_scale (&m, w / (*bx1 - *bx0), h / (*by1 - *by0));
  cairo_matrix_translate (&m, -*bx0, -*by0);
  cairo_pattern_set_matrix (pattern, &m);
  gboolean exact = fabs (*bx1 - *bx0 - w) < 1e-9 && fabs (*by1 - *by0 - h) < 1e-9;
  cairo_pattern_set_filter (pattern, exact ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_BILINEAR);
  cairo_pattern_set_extend (pattern, CAIRO_EXTEND_PAD);
  return pattern;
}

/* Blits an image cached at bucket @b over the piece's box. */
void
_ml_painter_blit (cairo_t *cr, const View *view, const TileEntry *entry, int x, int y, int rot, int b,
                  cairo_surface_t *surface, double alpha)
{
  double x0, y0, x1, y1;
  cairo_pattern_t *pattern = _ml_painter_box_pattern (surface, view, entry, x, y, rot, b, &x0, &y0, &x1, &y1);
  cairo_set_source (cr, pattern);
  cairo_pattern_destroy (pattern);
  cairo_rectangle (cr, x0, y0, x1 - x0, y1 - y0);
  if (alpha >= 1)
    {
      cairo_fill (cr);
      return;
    }
  cairo_save (cr);
  cairo_clip (cr);
  cairo_paint_with_alpha (cr, alpha);
  cairo_restore (cr);
}

void
_ml_painter_draw_piece (MlPainter *self, cairo_t *cr, const View *view, const MlTileDef *tile, int x, int y,
                        int rot, double alpha)
{
  TileEntry *entry = _ml_painter_tile_entry (self, tile);
  int b = view->raster ? _ml_painter_bucket_for (view->scale) : -1;
  if (b >= 0)
    {
      _ml_painter_blit (cr, view, entry, x, y, rot, b, _ml_painter_face_image (self, entry, rot, b)->face, alpha);
      return;
    }
  if (alpha < 1)
    cairo_push_group (cr);
  for (guint c = 0; c < tile->n_cells; c++)
    {
      cairo_save (cr);
      _ml_painter_cell_transform (cr, tile, rot, c, view->ox + x * view->scale, view->oy + y * view->scale, view->scale);
      ml_tile_art_draw_cell (entry->geometry, cr, c, rot, view->scale);
      cairo_restore (cr);
    }
  if (alpha < 1)
    {
      cairo_pop_group_to_source (cr);
      cairo_paint_with_alpha (cr, alpha);
    }
}

gboolean
_ml_painter_piece_visible (MlPainter *self, const View *view, const MlPiece *p)
{
  TileEntry *entry = _ml_painter_tile_entry (self, p->tile);
  return square_visible (view, p->x + entry->min_dx[p->rot], p->y + entry->min_dy[p->rot],
                         entry->cols[p->rot], entry->rows[p->rot]);
}

/* ---- entry points ------------------------------------------------------------------- */

/* Whether a piece's box, grown by @grow squares on each side, reaches into the device
 * rectangle @rect (x0, y0, x1, y1). */
static gboolean
piece_near (MlPainter *self, const View *view, const MlPiece *p, const double *rect, double grow)
{
  TileEntry *entry = _ml_painter_tile_entry (self, p->tile);
  double left = view->ox + (p->x + entry->min_dx[p->rot] - grow) * view->scale;
  double top = view->oy + (p->y + entry->min_dy[p->rot] - grow) * view->scale;
  double right = left + (entry->cols[p->rot] + 2 * grow) * view->scale;
  double bottom = top + (entry->rows[p->rot] + 2 * grow) * view->scale;
  return left < rect[2] && top < rect[3] && right > rect[0] && bottom > rect[1];
}

void
_ml_painter_draw_base (MlPainter *self, cairo_t *cr, const View *view, MlBoard *board,
                       const MlPaintOptions *options, const double *dirty)
{
  cairo_rectangle (cr, view->x0, view->y0, view->x1 - view->x0, view->y1 - view->y0);
  if (options->dark)
    cairo_set_source_rgb (cr, 0.16, 0.16, 0.17);
  else
    cairo_set_source_rgb (cr, 0.93, 0.92, 0.89);
  cairo_fill (cr);
  if (options->grid)
    {
      /* A grid square's lines lie inside it: the squares in the rectangle are enough. */
      View near = *view;
      if (dirty)
        {
          near.x0 = MAX (near.x0, dirty[0]), near.y0 = MAX (near.y0, dirty[1]);
          near.x1 = MIN (near.x1, dirty[2]), near.y1 = MIN (near.y1, dirty[3]);
        }
      _ml_painter_draw_grid (cr, &near, board, options->dark);
    }

  guint n;
  const MlPiece *pieces = ml_board_pieces (board, &n);
  g_autofree guint8 *visible = g_new (guint8, MAX (n, 1));
  int b = view->raster ? _ml_painter_bucket_for (view->scale) : -1;
  if (options->overlay)
    _ml_painter_color_features (self, board, pieces, n);
  for (guint i = 0; i < n; i++)
    {
      const MlPiece *p = &pieces[i];
      visible[i] = _ml_painter_piece_visible (self, view, p) && (dirty == NULL || piece_near (self, view, p, dirty, 0));
      if (!visible[i])
        continue;
      if (options->overlay && b >= 0)
        _ml_painter_blit (cr, view, _ml_painter_tile_entry (self, p->tile), p->x, p->y, p->rot, b,
                          _ml_painter_overlay_image (self, board, p, b), 1);
      else
        _ml_painter_draw_piece (self, cr, view, p->tile, p->x, p->y, p->rot, 1);
    }
  if (options->overlay && b < 0)
    for (guint i = 0; i < n; i++)
      if (visible[i])
        _ml_painter_draw_overlay (self, cr, view, board, &pieces[i]);
  if (options->presenter)
    {
      /* The strong edges reach a little past a piece: those of the pieces round the
       * rectangle too (the stroke is one path, so that drawing more of it changes
       * nothing where it was drawn). */
      for (guint i = 0; i < n && dirty; i++)
        visible[i] = _ml_painter_piece_visible (self, view, &pieces[i]) && piece_near (self, view, &pieces[i], dirty, 1);
      _ml_painter_draw_piece_edges (cr, view, pieces, visible, n);
    }
}

void
_ml_painter_draw_marks (MlPainter *self, cairo_t *cr, const View *view, MlBoard *board,
                        const MlPaintOptions *options)
{
  guint n;
  const MlPiece *pieces = ml_board_pieces (board, &n);
  g_autofree guint8 *visible = g_new (guint8, MAX (n, 1));
  for (guint i = 0; i < n; i++)
    visible[i] = _ml_painter_piece_visible (self, view, &pieces[i]);
  guint n_feats = n > 0 ? pieces[n - 1].feat_base + pieces[n - 1].tile->n_features : 0;
  if (options->highlight >= 0 && (guint) options->highlight < n_feats)
    {
      HighlightData data = { self, cr, view, board };
      /* A field is lit with the completed cities it borders, which its farmers score: a
       * farmer lesson points at both. */
      g_autoptr (GArray) lit = g_array_new (FALSE, FALSE, sizeof (guint));
      guint feat = (guint) options->highlight;
      g_array_append_val (lit, feat);
      if (ml_board_feature_def (board, feat, NULL)->kind == ML_FEATURE_FIELD)
        ml_board_field_city_roots (board, feat, lit);
      /* Over the overlay's washes a lit feature would be one more colour among them (a
       * yellow field's the highlight's own): when it was chosen, the rest of the board goes
       * under a veil. Not for the feature under the pointer, which is nearly always one:
       * the overlay would be dimmed whenever the pointer is on the board. */
      if (options->overlay && options->chosen)
        {
          cairo_push_group (cr);
          cairo_set_source_rgba (cr, 0, 0, 0, 0.45);
          cairo_paint (cr);
          for (guint i = 0; i < lit->len; i++)
            ml_board_foreach_member (board, g_array_index (lit, guint, i), _ml_painter_unveil_member, &data);
          cairo_pop_group_to_source (cr);
          cairo_paint (cr);
        }
      for (guint i = 0; i < lit->len; i++)
        ml_board_foreach_member (board, g_array_index (lit, guint, i), _ml_painter_highlight_member, &data);
    }
  if (options->legal && options->n_legal > 0)
    _ml_painter_draw_legal (cr, view, options);
  _ml_painter_draw_piece_tokens (cr, view, pieces, visible, n, options);
  _ml_painter_draw_meeples (self, cr, view, board, options);
  /* The editing marks go over the meeples, which must never hide an open end. */
  _ml_painter_draw_edge_marks (cr, view, board, pieces, visible, n, options->open_edges, options->problems);
  if (options->ghost)
    _ml_painter_draw_ghost (self, cr, view, options);
}

void
ml_painter_draw_board (MlPainter *self, cairo_t *cr, MlBoard *board, const MlViewport *viewport,
                       const MlPaintOptions *options)
{
  g_return_if_fail (self != NULL && cr != NULL && board != NULL && viewport != NULL);
  MlPaintOptions defaults;
  options = _ml_paint_options_or_defaults (options, &defaults);
  View view;
  _ml_painter_begin_view (self, cr, viewport, &view);
  _ml_painter_draw_base (self, cr, &view, board, options, NULL);
  _ml_painter_draw_marks (self, cr, &view, board, options);
  cairo_restore (cr);
}

void
ml_painter_draw_tile (MlPainter *self, cairo_t *cr, const MlTileDef *tile, int rot, double x,
                      double y, double size)
{
  g_return_if_fail (self != NULL && cr != NULL && tile != NULL);
  MlViewport vp = { size, x, y, 0, 0 };
  View view;
  _ml_painter_begin_view (self, cr, &vp, &view);
  _ml_painter_draw_piece (self, cr, &view, tile, 0, 0, ((rot % 4) + 4) % 4, 1);
  cairo_restore (cr);
}

gboolean
ml_painter_hit (MlPainter *self, MlBoard *board, const MlViewport *viewport, double px, double py,
                int *x, int *y, guint *feature)
{
  g_return_val_if_fail (self != NULL && board != NULL && viewport != NULL && viewport->scale > 0, FALSE);
  double bx = (px - viewport->origin_x) / viewport->scale, by = (py - viewport->origin_y) / viewport->scale;
  int sx = (int) floor (bx), sy = (int) floor (by);
  guint cell;
  int index = ml_board_piece_at (board, sx, sy, &cell);
  if (index == ML_NO_PIECE)
    return FALSE;
  const MlPiece *p = ml_board_piece (board, (guint) index);
  MlPoint u = ml_geometry_turn ((MlPoint) { bx - sx, by - sy }, -p->rot);
  guint f;
  if (!ml_tile_geometry_hit (_ml_painter_tile_entry (self, p->tile)->geometry, cell, u.x, u.y, &f))
    return FALSE;       /* a cell without features: nothing there to point at */
  if (x)
    *x = sx;
  if (y)
    *y = sy;
  if (feature)
    *feature = p->feat_base + f;
  return TRUE;
}

void
ml_painter_fit (MlBoard *board, int width, int height, double min_scale, double max_scale,
                MlViewport *viewport)
{
  int x0, y0, x1, y1;
  ml_board_bounds (board, &x0, &y0, &x1, &y1);
  if (x1 < x0)
    x0 = y0 = x1 = y1 = 0;
  double cols = x1 - x0 + 1 + 2, rows = y1 - y0 + 1 + 2;
  double scale = MIN (width / cols, height / rows);
  scale = CLAMP (scale, min_scale, MAX (min_scale, max_scale));
  viewport->scale = scale;
  viewport->origin_x = width / 2.0 - (x0 + x1 + 1) / 2.0 * scale;
  viewport->origin_y = height / 2.0 - (y0 + y1 + 1) / 2.0 * scale;
  viewport->width = width;
  viewport->height = height;
}
