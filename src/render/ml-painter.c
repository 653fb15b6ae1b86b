/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The board painter: caches the face of each tile per rotation and scale bucket as an image
 * and blits it; draws overlays, highlights, markers and meeples over the faces. Works in
 * device pixels on image targets (so that faces land on whole pixels and do not seam), and
 * in user units with vector paths on PDF, SVG and PostScript targets. */
#include "config.h"
#include "ml-painter.h"
#include "ml-painter-private.h"
#include "ml-meeple-art.h"
#include "ml-tile-art.h"
#include "ml-tile-geometry.h"
#include "ml-wonder-art.h"

#include <math.h>
#include <string.h>

/* Pixels per square the faces are cached at: a frame uses the smallest bucket at least as
 * large as its scale and shrinks the image a little; above the last, faces are drawn as
 * paths. */
static const int buckets[] = {
  8, 12, 16, 20, 24, 28, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384, 448, 512,
};
#define N_BUCKETS G_N_ELEMENTS (buckets)
#define CACHE_BUDGET (256u << 20)   /* bytes of cached images before the cache starts over */
#define PRESENTER_MEEPLE 1.35      /* how much larger meeples are drawn in presenter mode */

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

/* ---- overlay colours ----------------------------------------------------------------- */

/* A family of colours for each kind the overlay washes: warm for roads, cool for cities,
 * yellows and greens for fields, which are hatched as well. Within a family the colours
 * are at least 8 apart in lightness (CIE L*), so that they stay apart for colour-blind eyes;
 * each follows one far from it in lightness, as the first colours are the most used. */
static const MlColor road_colors[] = {
  { 0.70, 0.06, 0.06 }, { 1.00, 0.68, 0.10 }, { 0.42, 0.08, 0.04 },
  { 1.00, 0.90, 0.62 }, { 0.88, 0.26, 0.58 }, { 0.96, 0.48, 0.36 },
};
static const MlColor city_colors[] = {
  { 0.10, 0.32, 0.88 }, { 0.45, 0.68, 0.98 }, { 0.05, 0.10, 0.40 },
  { 0.88, 0.86, 1.00 }, { 0.40, 0.12, 0.62 }, { 0.00, 0.60, 0.66 },
};
static const MlColor field_colors[] = {
  { 1.00, 0.86, 0.00 }, { 0.28, 0.32, 0.00 }, { 0.55, 0.80, 0.20 },
  { 0.02, 0.25, 0.10 }, { 0.98, 0.98, 0.90 }, { 0.62, 0.48, 0.04 },
};
#define N_OVERLAY_COLORS 6
G_STATIC_ASSERT (G_N_ELEMENTS (road_colors) == N_OVERLAY_COLORS);
G_STATIC_ASSERT (G_N_ELEMENTS (city_colors) == N_OVERLAY_COLORS);
G_STATIC_ASSERT (G_N_ELEMENTS (field_colors) == N_OVERLAY_COLORS);
#define NO_OVERLAY 0xff

const MlColor *
ml_painter_overlay_palette (MlFeatureKind kind, guint *n_colors, gboolean *hatched)
{
  const MlColor *colors = kind == ML_FEATURE_ROAD ? road_colors
                          : kind == ML_FEATURE_CITY ? city_colors
                          : kind == ML_FEATURE_FIELD ? field_colors : NULL;
  if (n_colors)
    *n_colors = colors ? N_OVERLAY_COLORS : 0;
  if (hatched)
    *hatched = kind == ML_FEATURE_FIELD;
  return colors;
}

static gboolean
has_overlay (MlFeatureKind kind)
{
  return kind == ML_FEATURE_ROAD || kind == ML_FEATURE_CITY || kind == ML_FEATURE_FIELD;
}

/* The colours already given to features of @kind on piece @p other than @r, as a bit each. */
static guint
colors_on (MlPainter *self, const MlPiece *p, MlFeatureKind kind, guint r, const guint *root)
{
  guint taken = 0;
  for (guint f = 0; f < p->tile->n_features; f++)
    {
      guint other = root[p->feat_base + f];
      if (other != r && p->tile->features[f].kind == kind && self->colors[other] != NO_OVERLAY)
        taken |= 1u << self->colors[other];
    }
  return taken;
}

/* Gives each connected road, city and field of the board a colour of its family, in the
 * order of their ids, so that the same board is always coloured alike: the first colour
 * that no feature of the same kind on its pieces or on the pieces beside them has taken
 * yet (two fields either side of a city then differ, though they never share a piece). */
static void
color_features (MlPainter *self, MlBoard *board, const MlPiece *pieces, guint n)
{
  /* The colours depend on the pieces alone: kept while the same pieces lie alike, so that
   * a frame pays for them only after an edit. */
  guint64 key = 14695981039346656037u;
  for (guint i = 0; i < n; i++)
    {
      guint64 parts[4] = { (guint64) (gsize) pieces[i].tile, (guint64) (guint32) pieces[i].x,
                           (guint64) (guint32) pieces[i].y, (guint64) pieces[i].rot };
      for (guint k = 0; k < G_N_ELEMENTS (parts); k++)
        key = (key ^ parts[k]) * 1099511628211u;
    }
  if (self->colors && board == self->colored_board && n == self->colored_pieces && key == self->colored_key)
    return;
  self->colored_board = board;
  self->colored_pieces = n;
  self->colored_key = key;
  guint n_feats = n > 0 ? pieces[n - 1].feat_base + pieces[n - 1].tile->n_features : 0;
  g_free (self->colors);
  self->colors = g_new (guint8, MAX (n_feats, 1));
  memset (self->colors, NO_OVERLAY, n_feats);
  g_autofree guint *root = g_new (guint, MAX (n_feats, 1));
  g_autofree guint *start = g_new0 (guint, n_feats + 2);
  for (guint f = 0; f < n_feats; f++)
    root[f] = ml_board_find (board, f);
  /* The pieces each root lies on, as lists by root (counted, then filled). */
  for (guint i = 0; i < n; i++)
    for (guint f = 0; f < pieces[i].tile->n_features; f++)
      start[root[pieces[i].feat_base + f] + 2]++;
  for (guint r = 0; r < n_feats; r++)
    start[r + 2] += start[r + 1];
  g_autofree guint *on = g_new (guint, MAX (n_feats, 1));
  for (guint i = 0; i < n; i++)
    for (guint f = 0; f < pieces[i].tile->n_features; f++)
      on[start[root[pieces[i].feat_base + f] + 1]++] = i;
  for (guint r = 0; r < n_feats; r++)
    {
      if (root[r] != r)
        continue;
      guint index;
      const MlFeatureDef *fd = ml_board_feature_def (board, r, &index);
      if (!has_overlay (fd->kind))
        continue;
      guint taken = 0;
      for (guint k = start[r]; k < start[r + 1]; k++)
        {
          const MlPiece *p = &pieces[on[k]];
          taken |= colors_on (self, p, fd->kind, r, root);
          for (guint c = 0; c < p->tile->n_cells; c++)
            for (int side = 0; side < 4; side++)
              {
                const MlRotatedCell *rc = &p->tile->rotated[p->rot][c];
                int next = ml_board_piece_at (board, p->x + rc->dx + ml_side_dx[side],
                                              p->y + rc->dy + ml_side_dy[side], NULL);
                if (next != ML_NO_PIECE && (guint) next != on[k])
                  taken |= colors_on (self, &pieces[next], fd->kind, r, root);
              }
        }
      guint color = 0;
      while (color < N_OVERLAY_COLORS && (taken >> color & 1))
        color++;
      self->colors[r] = (guint8) (color < N_OVERLAY_COLORS ? color : r % N_OVERLAY_COLORS);
    }
  self->n_colors = n_feats;
}

/* The overlay colour of the feature @feat belongs to (an index in its family), or
 * NO_OVERLAY. */
static guint8
overlay_index (MlPainter *self, MlBoard *board, guint feat)
{
  guint root = ml_board_find (board, feat);
  return root < self->n_colors ? self->colors[root] : NO_OVERLAY;
}

/* Diagonal stripes over a light wash in @c, @period units apart, starting at (x0, y0) of
 * the user space in effect when it is set as the source: a field's overlay. */
static cairo_pattern_t *
hatch_pattern (const MlColor *c, double period, double x0, double y0)
{
  const int side = 16;
  cairo_surface_t *tile = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, side, side);
  cairo_t *cr = cairo_create (tile);
  cairo_set_source_rgba (cr, c->r, c->g, c->b, 0.25);
  cairo_paint (cr);
  for (int k = -1; k <= 1; k++)
    {
      cairo_move_to (cr, k * side, side);
      cairo_line_to (cr, (k + 1) * side, 0);
    }
  cairo_set_source_rgba (cr, c->r, c->g, c->b, 0.7);
  cairo_set_line_width (cr, side * 0.25);
  cairo_stroke (cr);
  cairo_destroy (cr);
  cairo_pattern_t *pattern = cairo_pattern_create_for_surface (tile);
  cairo_surface_destroy (tile);
  cairo_pattern_set_extend (pattern, CAIRO_EXTEND_REPEAT);
  cairo_pattern_set_filter (pattern, CAIRO_FILTER_BILINEAR);
  cairo_matrix_t m;
  cairo_matrix_init_scale (&m, side / period, side / period);
  cairo_matrix_translate (&m, -x0, -y0);
  cairo_pattern_set_matrix (pattern, &m);
  return pattern;
}

/* Sets the source the overlay paints feature kind @kind in, colour @index of its family,
 * translucent, with stripes @period units apart from (x0, y0) for fields. */
static void
set_overlay_source (cairo_t *cr, MlFeatureKind kind, guint index, double period, double x0, double y0)
{
  gboolean hatched;
  const MlColor *c = &ml_painter_overlay_palette (kind, NULL, &hatched)[index % N_OVERLAY_COLORS];
  if (!hatched)
    {
      /* Roads are thin: a stronger wash keeps their colour readable. */
      cairo_set_source_rgba (cr, c->r, c->g, c->b, kind == ML_FEATURE_ROAD ? 0.75 : 0.5);
      return;
    }
  cairo_pattern_t *pattern = hatch_pattern (c, period, x0, y0);
  cairo_set_source (cr, pattern);
  cairo_pattern_destroy (pattern);
}

/* Stripes every eighth of a square, but never closer than four pixels. */
static double
hatch_period (double scale, double unit)
{
  return MAX (scale / 8, 4 * unit);
}

void
ml_painter_draw_overlay_swatch (cairo_t *cr, MlFeatureKind kind, guint index, double x, double y,
                                double w, double h)
{
  g_return_if_fail (cr != NULL && has_overlay (kind));
  cairo_save (cr);
  cairo_rectangle (cr, x, y, w, h);
  cairo_clip (cr);
  const MlColor *base = ml_tile_art_color (kind);
  cairo_set_source_rgb (cr, base->r, base->g, base->b);
  cairo_paint (cr);
  set_overlay_source (cr, kind, index, hatch_period (MAX (w, h) * 2, 1), x, y);
  cairo_paint (cr);
  cairo_restore (cr);
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
}

void
ml_painter_set_vector (MlPainter *self, gboolean vector)
{
  self->vector = vector;
}

static TileEntry *
tile_entry (MlPainter *self, const MlTileDef *tile)
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
}

static int
bucket_for (double scale)
{
  for (guint b = 0; b < N_BUCKETS; b++)
    if (scale <= buckets[b] + 1e-6)
      return (int) b;
  return -1;
}

/* Puts the unit square of @cell, turned as the piece lies, onto the square it covers, with
 * the anchor square's corner at the origin. */
static void
cell_transform (cairo_t *cr, const MlTileDef *tile, int rot, guint cell, double x, double y,
                double scale)
{
  const MlRotatedCell *rc = &tile->rotated[rot][cell];
  cairo_translate (cr, x + rc->dx * scale, y + rc->dy * scale);
  cairo_scale (cr, scale, scale);
  ml_geometry_cell_transform (cr, rot);
}

static cairo_surface_t *
new_image (MlPainter *self, cairo_format_t format, int width, int height)
{
  if (self->bytes > CACHE_BUDGET)
    drop_images (self);
  cairo_surface_t *surface = cairo_image_surface_create (format, width, height);
  self->bytes += (gsize) cairo_image_surface_get_stride (surface) * (gsize) height;
  return surface;
}

static Image *
face_image (MlPainter *self, TileEntry *entry, int rot, int b)
{
  Image *image = &entry->images[rot][b];
  if (image->face)
    return image;
  int size = buckets[b];
  cairo_surface_t *surface = new_image (self, CAIRO_FORMAT_ARGB32, entry->cols[rot] * size,
                                        entry->rows[rot] * size);
  image = &entry->images[rot][b];        /* new_image may have emptied the cache */
  cairo_t *cr = cairo_create (surface);
  for (guint c = 0; c < entry->tile->n_cells; c++)
    {
      cairo_save (cr);
      cell_transform (cr, entry->tile, rot, c, -entry->min_dx[rot] * size, -entry->min_dy[rot] * size, size);
      ml_tile_art_draw_cell (entry->geometry, cr, c, rot, size);
      cairo_restore (cr);
    }
  cairo_destroy (cr);
  image->face = surface;
  return image;
}

static cairo_surface_t *
mask_image (MlPainter *self, TileEntry *entry, int rot, int b, guint feature)
{
  Image *image = face_image (self, entry, rot, b);
  if (image->masks == NULL)
    image->masks = g_new0 (cairo_surface_t *, entry->tile->n_features);
  if (image->masks[feature])
    return image->masks[feature];
  int size = buckets[b];
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_A8, entry->cols[rot] * size,
                                                         entry->rows[rot] * size);
  self->bytes += (gsize) cairo_image_surface_get_stride (surface) * (gsize) (entry->rows[rot] * size);
  cairo_t *cr = cairo_create (surface);
  for (guint c = 0; c < entry->tile->n_cells; c++)
    if (ml_tile_geometry_part (entry->geometry, c, feature) != NULL)
      {
        cairo_save (cr);
        cell_transform (cr, entry->tile, rot, c, -entry->min_dx[rot] * size, -entry->min_dy[rot] * size, size);
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

/* Saves @cr and sets up the frame's units: device pixels when the faces can be blitted
 * (the user space is only scaled and moved), the caller's user units otherwise. */
static void
begin_view (MlPainter *self, cairo_t *cr, const MlViewport *vp, View *view)
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

static double
snap (const View *view, double v)
{
  return view->pixels ? round (v) : v;
}

static gboolean
square_visible (const View *view, double x, double y, double w, double h)
{
  double left = view->ox + x * view->scale, top = view->oy + y * view->scale;
  return left < view->x1 && top < view->y1 && left + w * view->scale > view->x0
         && top + h * view->scale > view->y0;
}

/* ---- pieces ------------------------------------------------------------------------- */

/* The device rectangle of a piece's cell box, on whole pixels when blitting. */
static void
piece_box (const View *view, const TileEntry *entry, int x, int y, int rot,
           double *x0, double *y0, double *x1, double *y1)
{
  int bx = x + entry->min_dx[rot], by = y + entry->min_dy[rot];
  *x0 = snap (view, view->ox + bx * view->scale);
  *y0 = snap (view, view->oy + by * view->scale);
  *x1 = snap (view, view->ox + (bx + entry->cols[rot]) * view->scale);
  *y1 = snap (view, view->oy + (by + entry->rows[rot]) * view->scale);
}

/* Sets @surface, cached at bucket @b, as the source stretched over the piece's box. */
static cairo_pattern_t *
box_pattern (cairo_surface_t *surface, const View *view, const TileEntry *entry, int x, int y,
             int rot, int b, double *bx0, double *by0, double *bx1, double *by1)
{
  piece_box (view, entry, x, y, rot, bx0, by0, bx1, by1);
  double w = entry->cols[rot] * buckets[b], h = entry->rows[rot] * buckets[b];
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
static void
blit (cairo_t *cr, const View *view, const TileEntry *entry, int x, int y, int rot, int b,
      cairo_surface_t *surface, double alpha)
{
  double x0, y0, x1, y1;
  cairo_pattern_t *pattern = box_pattern (surface, view, entry, x, y, rot, b, &x0, &y0, &x1, &y1);
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

static void
draw_piece (MlPainter *self, cairo_t *cr, const View *view, const MlTileDef *tile, int x, int y,
            int rot, double alpha)
{
  TileEntry *entry = tile_entry (self, tile);
  int b = view->raster ? bucket_for (view->scale) : -1;
  if (b >= 0)
    {
      blit (cr, view, entry, x, y, rot, b, face_image (self, entry, rot, b)->face, alpha);
      return;
    }
  if (alpha < 1)
    cairo_push_group (cr);
  for (guint c = 0; c < tile->n_cells; c++)
    {
      cairo_save (cr);
      cell_transform (cr, tile, rot, c, view->ox + x * view->scale, view->oy + y * view->scale, view->scale);
      ml_tile_art_draw_cell (entry->geometry, cr, c, rot, view->scale);
      cairo_restore (cr);
    }
  if (alpha < 1)
    {
      cairo_pop_group_to_source (cr);
      cairo_paint_with_alpha (cr, alpha);
    }
}

static gboolean
piece_visible (MlPainter *self, const View *view, const MlPiece *p)
{
  TileEntry *entry = tile_entry (self, p->tile);
  return square_visible (view, p->x + entry->min_dx[p->rot], p->y + entry->min_dy[p->rot],
                         entry->cols[p->rot], entry->rows[p->rot]);
}

/* ---- overlay and highlight ---------------------------------------------------------- */

/* The face of a piece with each road, city and field washed in the colour of the connected
 * feature it belongs to; cached by the colours, which change only when features join. */
static cairo_surface_t *
overlay_image (MlPainter *self, MlBoard *board, const MlPiece *p, int b)
{
  const MlTileDef *tile = p->tile;
  guint8 key[sizeof (gpointer) + 2 + 256];
  gsize len = sizeof (gpointer) + 2 + tile->n_features;
  memcpy (key, &tile, sizeof (gpointer));
  key[sizeof (gpointer)] = (guint8) p->rot;
  key[sizeof (gpointer) + 1] = (guint8) b;
  for (guint f = 0; f < tile->n_features; f++)
    key[sizeof (gpointer) + 2 + f] = has_overlay (tile->features[f].kind)
      ? overlay_index (self, board, p->feat_base + f) : NO_OVERLAY;
  g_autoptr (GBytes) lookup = g_bytes_new_static (key, len);
  cairo_surface_t *surface = g_hash_table_lookup (self->overlays, lookup);
  if (surface)
    return surface;

  TileEntry *entry = tile_entry (self, tile);
  Image *image = face_image (self, entry, p->rot, b);
  int w = cairo_image_surface_get_width (image->face), h = cairo_image_surface_get_height (image->face);
  cairo_surface_t *face = cairo_surface_reference (image->face);
  surface = new_image (self, CAIRO_FORMAT_ARGB32, w, h);
  cairo_t *cr = cairo_create (surface);
  cairo_set_source_surface (cr, face, 0, 0);
  cairo_paint (cr);
  cairo_surface_destroy (face);
  for (guint f = 0; f < tile->n_features; f++)
    {
      guint8 color = key[sizeof (gpointer) + 2 + f];
      if (color == NO_OVERLAY)
        continue;
      cairo_surface_t *mask = mask_image (self, entry, p->rot, b, f);
      set_overlay_source (cr, tile->features[f].kind, color, hatch_period (buckets[b], 1), 0, 0);
      cairo_mask_surface (cr, mask, 0, 0);
    }
  cairo_destroy (cr);
  g_hash_table_insert (self->overlays, g_bytes_new (key, len), surface);
  return surface;
}

/* The overlay drawn with paths, where faces are not blitted. */
static void
draw_overlay (MlPainter *self, cairo_t *cr, const View *view, MlBoard *board, const MlPiece *p)
{
  TileEntry *entry = tile_entry (self, p->tile);
  for (guint f = 0; f < p->tile->n_features; f++)
    {
      if (!has_overlay (p->tile->features[f].kind))
        continue;
      guint8 color = overlay_index (self, board, p->feat_base + f);
      if (color == NO_OVERLAY)
        continue;
      double bx0, by0, bx1, by1;
      piece_box (view, entry, p->x, p->y, p->rot, &bx0, &by0, &bx1, &by1);
      for (guint c = 0; c < p->tile->n_cells; c++)
        if (ml_tile_geometry_part (entry->geometry, c, f) != NULL)
          {
            cairo_save (cr);
            cairo_push_group (cr);
            /* The stripes run in the frame's units from the piece's corner, as on the
             * cached faces, whichever way the piece lies. */
            double unit = view->pixels ? 1 : view->scale / 64;
            set_overlay_source (cr, p->tile->features[f].kind, color, hatch_period (view->scale, unit),
                                bx0, by0);
            cell_transform (cr, p->tile, p->rot, c, view->ox + p->x * view->scale,
                            view->oy + p->y * view->scale, view->scale);
            ml_tile_art_paint_region (entry->geometry, cr, c, f, view->scale);
            cairo_pop_group_to_source (cr);
            cairo_paint (cr);
            cairo_restore (cr);
          }
    }
}

typedef struct {
  MlPainter *self;
  cairo_t *cr;
  const View *view;
  MlBoard *board;
} HighlightData;

static void
highlight_member (guint feat, gpointer data)
{
  HighlightData *d = data;
  guint index;
  const MlFeatureDef *fd = ml_board_feature_def (d->board, feat, &index);
  const MlPiece *p = ml_board_piece (d->board, index);
  guint f = (guint) (fd - p->tile->features);
  TileEntry *entry = tile_entry (d->self, p->tile);
  if (!piece_visible (d->self, d->view, p))
    return;
  int b = d->view->raster ? bucket_for (d->view->scale) : -1;
  if (b >= 0 && fd->kind == ML_FEATURE_FIELD)
    {
      /* Lit fields from the cached mask of their area, as the overlay. */
      double x0, y0, x1, y1;
      cairo_pattern_t *mask = box_pattern (mask_image (d->self, entry, p->rot, b, f), d->view, entry,
                                           p->x, p->y, p->rot, b, &x0, &y0, &x1, &y1);
      cairo_save (d->cr);
      cairo_rectangle (d->cr, x0, y0, x1 - x0, y1 - y0);
      cairo_clip (d->cr);
      ml_tile_art_set_highlight_fill (d->cr);
      cairo_mask (d->cr, mask);
      cairo_restore (d->cr);
      cairo_pattern_destroy (mask);
      return;
    }
  for (guint c = 0; c < p->tile->n_cells; c++)
    if (ml_tile_geometry_part (entry->geometry, c, f) != NULL)
      {
        cairo_save (d->cr);
        cell_transform (d->cr, p->tile, p->rot, c, d->view->ox + p->x * d->view->scale,
                        d->view->oy + p->y * d->view->scale, d->view->scale);
        ml_tile_art_paint_highlight (entry->geometry, d->cr, c, f, d->view->scale);
        cairo_restore (d->cr);
      }
}

/* ---- markers ------------------------------------------------------------------------ */

/* The middle of side @s of square (x, y), and the direction out of it. */
static void
side_middle (const View *view, int x, int y, int s, double *mx, double *my, double *ux, double *uy)
{
  *ux = ml_side_dx[s], *uy = ml_side_dy[s];
  *mx = view->ox + (x + 0.5 + 0.5 * *ux) * view->scale;
  *my = view->oy + (y + 0.5 + 0.5 * *uy) * view->scale;
}

/* A pixel-aligned box in frame units (cairo fills those fastest). */
static void
box (cairo_t *cr, const View *view, double x0, double y0, double x1, double y1)
{
  x0 = snap (view, x0), y0 = snap (view, y0), x1 = snap (view, x1), y1 = snap (view, y1);
  cairo_rectangle (cr, x0, y0, x1 - x0, y1 - y0);
}

/* Strong dark lines round every piece, for a projector: the seams between pieces read
 * from the back of a room. */
static void
draw_piece_edges (cairo_t *cr, const View *view, const MlPiece *pieces, const guint8 *visible, guint n)
{
  double unit = view->pixels ? 1 : view->scale / 64;
  double w = MAX (0.03 * view->scale, 2 * unit);
  static const double x0[4] = { 0, 1, 1, 0 }, y0[4] = { 0, 0, 1, 1 };
  for (guint i = 0; i < n; i++)
    {
      const MlPiece *p = &pieces[i];
      if (!visible[i])
        continue;
      for (guint c = 0; c < p->tile->n_cells; c++)
        {
          const MlRotatedCell *rc = &p->tile->rotated[p->rot][c];
          double x = view->ox + (p->x + rc->dx) * view->scale, y = view->oy + (p->y + rc->dy) * view->scale;
          for (int s = 0; s < 4; s++)
            if ((rc->outer_mask >> (4 * s)) & 0xf)
              {
                cairo_move_to (cr, snap (view, x + x0[s] * view->scale), snap (view, y + y0[s] * view->scale));
                cairo_line_to (cr, snap (view, x + x0[(s + 1) % 4] * view->scale),
                               snap (view, y + y0[(s + 1) % 4] * view->scale));
              }
        }
    }
  cairo_set_source_rgb (cr, 0.05, 0.05, 0.05);
  cairo_set_line_width (cr, w);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_SQUARE);
  cairo_stroke (cr);
}

/* Open ends (orange tabs on the edge midpoints, reaching into the empty square) or
 * mismatched edges (red bars along them) of the visible pieces, each as one path of boxes. */
static void
draw_edge_marks (cairo_t *cr, const View *view, MlBoard *board, const MlPiece *pieces,
                 const guint8 *visible, guint n, gboolean problems)
{
  double unit = view->pixels ? 1 : view->scale / 64;
  double half = MAX (0.1 * view->scale, 3 * unit), depth = MAX (0.09 * view->scale, 3 * unit);
  double len = 0.35 * view->scale, thick = MAX (0.035 * view->scale, 1.5 * unit);
  for (int pass = problems ? 1 : 0; pass < 2; pass++)
    {
      double grow = pass == 0 ? unit : 0;     /* the dark rim under each tab */
      for (guint i = 0; i < n; i++)
        {
          const MlPiece *p = &pieces[i];
          if (!visible[i])
            continue;
          for (guint c = 0; c < p->tile->n_cells; c++)
            {
              const MlRotatedCell *rc = &p->tile->rotated[p->rot][c];
              int x = p->x + rc->dx, y = p->y + rc->dy;
              for (int s = 0; s < 4; s++)
                {
                  if (((rc->outer_mask >> (4 * s)) & 0xf) == 0)
                    continue;
                  int kind = (rc->edge_code >> (4 * s)) & 0xf;
                  if (!problems && kind != ML_EDGE_ROAD && kind != ML_EDGE_CITY)
                    continue;
                  int other = ml_board_edge_at (board, x + ml_side_dx[s], y + ml_side_dy[s],
                                                ml_side_opposite ((MlSide) s));
                  double mx, my, ux, uy;
                  side_middle (view, x, y, s, &mx, &my, &ux, &uy);
                  if (!problems && other < 0)
                    {
                      /* From a little inside the edge to @depth beyond it. */
                      double a = -0.25 * depth - grow, b = depth + grow, w = half + grow;
                      double ax = mx + ux * a, ay = my + uy * a, bx = mx + ux * b, by = my + uy * b;
                      box (cr, view, MIN (ax, bx) - (ux == 0 ? w : 0), MIN (ay, by) - (uy == 0 ? w : 0),
                           MAX (ax, bx) + (ux == 0 ? w : 0), MAX (ay, by) + (uy == 0 ? w : 0));
                    }
                  else if (problems && other >= 0 && other != kind)
                    {
                      double w = ux != 0 ? thick : len, h = ux != 0 ? len : thick;
                      box (cr, view, mx - w, my - h, mx + w, my + h);
                    }
                }
            }
        }
      if (problems)
        cairo_set_source_rgba (cr, 0.9, 0.08, 0.1, 0.9);
      else if (pass == 0)
        cairo_set_source_rgba (cr, 0.35, 0.15, 0.0, 0.9);
      else
        cairo_set_source_rgb (cr, 1.0, 0.55, 0.0);
      cairo_fill (cr);
    }
}

static void
draw_grid (cairo_t *cr, const View *view, MlBoard *board, gboolean dark)
{
  double unit = view->pixels ? 1 : view->scale / 64;
  guint n = ml_board_n_frontier (board);
  for (guint i = 0; i < n; i++)
    {
      int x, y;
      guint16 mask, need;
      ml_board_frontier (board, i, &x, &y, &mask, &need);
      if (!square_visible (view, x, y, 1, 1))
        continue;
      double x0 = snap (view, view->ox + x * view->scale), y0 = snap (view, view->oy + y * view->scale);
      double x1 = snap (view, view->ox + (x + 1) * view->scale), y1 = snap (view, view->oy + (y + 1) * view->scale);
      cairo_rectangle (cr, x0 + 0.5 * unit, y0 + 0.5 * unit, x1 - x0 - unit, y1 - y0 - unit);
    }
  if (dark)
    cairo_set_source_rgba (cr, 1, 1, 1, 0.14);
  else
    cairo_set_source_rgba (cr, 0, 0, 0, 0.13);
  cairo_set_line_width (cr, unit);
  cairo_stroke (cr);
}

static void
draw_legal (cairo_t *cr, const View *view, const MlPaintOptions *options)
{
  g_autoptr (GHashTable) seen = g_hash_table_new (g_int64_hash, g_int64_equal);
  g_autofree gint64 *keys = g_new (gint64, options->n_legal);
  double unit = view->pixels ? 1 : view->scale / 64;
  for (guint i = 0; i < options->n_legal; i++)
    {
      const MlPlacement *pl = &options->legal[i];
      keys[i] = (gint64) ((guint64) (guint32) pl->x << 32 | (guint32) pl->y);
      if (!square_visible (view, pl->x, pl->y, 1, 1))
        continue;
      if (!g_hash_table_contains (seen, &keys[i]))
        {
          g_hash_table_add (seen, &keys[i]);
          double x0 = snap (view, view->ox + pl->x * view->scale), y0 = snap (view, view->oy + pl->y * view->scale);
          double x1 = snap (view, view->ox + (pl->x + 1) * view->scale), y1 = snap (view, view->oy + (pl->y + 1) * view->scale);
          cairo_rectangle (cr, x0 + unit, y0 + unit, x1 - x0 - 2 * unit, y1 - y0 - 2 * unit);
          cairo_set_source_rgba (cr, 0.2, 0.75, 0.3, 0.3);
          cairo_fill_preserve (cr);
          cairo_set_source_rgba (cr, 0.1, 0.5, 0.2, 0.8);
          cairo_set_line_width (cr, 1.5 * unit);
          cairo_stroke (cr);
        }
      /* An arrow to the side the tile's north would face. */
      double cx = view->ox + (pl->x + 0.5) * view->scale, cy = view->oy + (pl->y + 0.5) * view->scale;
      double ux = ml_side_dx[pl->rot % 4], uy = ml_side_dy[pl->rot % 4];
      double a = MAX (0.1 * view->scale, 3 * unit), d = 0.3 * view->scale;
      cairo_move_to (cr, cx + ux * (d + a), cy + uy * (d + a));
      cairo_line_to (cr, cx + ux * d - uy * a, cy + uy * d + ux * a);
      cairo_line_to (cr, cx + ux * d + uy * a, cy + uy * d - ux * a);
      cairo_close_path (cr);
      cairo_set_source_rgba (cr, 0.95, 1, 0.95, 0.95);
      cairo_fill_preserve (cr);
      cairo_set_source_rgba (cr, 0.05, 0.4, 0.12, 0.95);
      cairo_set_line_width (cr, unit);
      cairo_stroke (cr);
    }
}

static void
draw_ghost (MlPainter *self, cairo_t *cr, const View *view, const MlPaintOptions *options)
{
  const MlTileDef *tile = options->ghost;
  int rot = ((options->ghost_rot % 4) + 4) % 4;
  draw_piece (self, cr, view, tile, options->ghost_x, options->ghost_y, rot, 0.55);
  double unit = view->pixels ? 1 : view->scale / 64;
  double w = MAX (0.05 * view->scale, 2 * unit);
  for (guint c = 0; c < tile->n_cells; c++)
    {
      const MlRotatedCell *rc = &tile->rotated[rot][c];
      int x = options->ghost_x + rc->dx, y = options->ghost_y + rc->dy;
      double x0 = snap (view, view->ox + x * view->scale), y0 = snap (view, view->oy + y * view->scale);
      double x1 = snap (view, view->ox + (x + 1) * view->scale), y1 = snap (view, view->oy + (y + 1) * view->scale);
      cairo_rectangle (cr, x0 + w / 2, y0 + w / 2, x1 - x0 - w, y1 - y0 - w);
    }
  if (options->ghost_ok)
    cairo_set_source_rgb (cr, 0.15, 0.72, 0.35);
  else
    cairo_set_source_rgb (cr, 0.88, 0.11, 0.14);
  cairo_set_line_width (cr, w);
  cairo_stroke (cr);
}

/* A meeple image of @size (in quarter pixels), cached by colour, player's mark, pose and
 * size; as draw_meeples() places it, centred in a square of ceil (1.3 size) + 4 pixels. */
static cairo_surface_t *
meeple_sprite (MlPainter *self, const MlColor *color, int player, gboolean lying, double size)
{
  guint q = (guint) round (size * 4);
  gint64 key = (gint64) q << 32 | (gint64) player << 25 | (gint64) lying << 24
               | (gint64) (guint) round (color->r * 255) << 16
               | (gint64) (guint) round (color->g * 255) << 8 | (gint64) (guint) round (color->b * 255);
  cairo_surface_t *sprite = g_hash_table_lookup (self->sprites, &key);
  if (sprite)
    return sprite;
  int side = (int) ceil (size * 1.3) + 4;
  sprite = new_image (self, CAIRO_FORMAT_ARGB32, side, side);
  cairo_t *cr = cairo_create (sprite);
  ml_meeple_art_draw (cr, side / 2.0, side / 2.0, size, color, player, lying);
  cairo_destroy (cr);
  g_hash_table_insert (self->sprites, g_memdup2 (&key, sizeof key), sprite);
  return sprite;
}

static void
draw_meeples (MlPainter *self, cairo_t *cr, const View *view, MlBoard *board,
              const MlPaintOptions *options)
{
  guint n;
  const MlMeeple *meeples = ml_board_meeples (board, &n);
  double unit = view->pixels ? 1 : view->scale / 64;
  double size = MAX (ML_SHAPE_MEEPLE * (options->presenter ? PRESENTER_MEEPLE : 1) * view->scale, 9 * unit);
  for (guint i = 0; i < n; i++)
    {
      const MlMeeple *m = &meeples[i];
      const MlPiece *p = ml_board_piece (board, m->piece);
      if (m->cell >= p->tile->n_cells)
        continue;
      const MlRotatedCell *rc = &p->tile->rotated[p->rot][m->cell];
      int x = p->x + rc->dx, y = p->y + rc->dy;
      if (!square_visible (view, x - 0.5, y - 0.5, 2, 2))
        continue;
      /* A second meeple on the same spot (free layout) stands a little aside. */
      guint before = 0;
      for (guint j = 0; j < i; j++)
        before += meeples[j].piece == m->piece && meeples[j].cell == m->cell && meeples[j].feature == m->feature;
      TileEntry *entry = tile_entry (self, p->tile);
      MlPoint a = ml_geometry_turn (ml_tile_geometry_anchor (entry->geometry, m->cell, m->feature), p->rot);
      MlRole role = ml_meeple_role (board, m);
      gboolean lying = role == ML_ROLE_FARMER || role == ML_ROLE_PRIOR;
      int player = CLAMP (m->player, 0, ML_MAX_PLAYERS - 1);
      const MlColor *color = &options->players[player];
      double cx = view->ox + (x + a.x) * view->scale + before * size * 0.5;
      double cy = view->oy + (y + a.y) * view->scale;
      /* Drawn from a cached image on whole pixels, or with paths at the same place. */
      double q = round (size * 4) / 4;
      int side = (int) ceil (q * 1.3) + 4;
      double x0 = round (cx - side / 2.0), y0 = round (cy - side / 2.0);
      if (!view->raster)
        {
          ml_meeple_art_draw (cr, x0 + side / 2.0, y0 + side / 2.0, q, color, player, lying);
          continue;
        }
      cairo_surface_t *sprite = meeple_sprite (self, color, player, lying, q);
      cairo_set_source_surface (cr, sprite, x0, y0);
      cairo_rectangle (cr, x0, y0, side, side);
      cairo_fill (cr);
    }
}

/* What a wonder shows of the game: its owner's marker, the Taj Mahal's slots, the Cothon's
 * port. None of it is in the board's meeple list. */
static void
draw_wonder_tokens (cairo_t *cr, const View *view, const MlPiece *pieces, const guint8 *visible,
                    guint n, const MlPaintOptions *options)
{
  for (guint i = 0; i < n; i++)
    {
      const MlPiece *p = &pieces[i];
      if (!visible[i] || !ml_tile_is_wonder (p->tile))
        continue;
      const MlColor *owner = p->owner >= 0 ? &options->players[MIN (p->owner, ML_MAX_PLAYERS - 1)] : NULL;
      ml_wonder_art_draw_tokens (cr, p, view->ox + p->x * view->scale, view->oy + p->y * view->scale,
                                 view->scale, owner);
    }
}

/* ---- entry points ------------------------------------------------------------------- */

void
ml_painter_draw_board (MlPainter *self, cairo_t *cr, MlBoard *board, const MlViewport *viewport,
                       const MlPaintOptions *options)
{
  g_return_if_fail (self != NULL && cr != NULL && board != NULL && viewport != NULL);
  MlPaintOptions defaults;
  if (options == NULL)
    {
      ml_paint_options_init (&defaults);
      options = &defaults;
    }
  View view;
  begin_view (self, cr, viewport, &view);
  cairo_rectangle (cr, view.x0, view.y0, view.x1 - view.x0, view.y1 - view.y0);
  if (options->dark)
    cairo_set_source_rgb (cr, 0.16, 0.16, 0.17);
  else
    cairo_set_source_rgb (cr, 0.93, 0.92, 0.89);
  cairo_fill (cr);
  if (options->grid)
    draw_grid (cr, &view, board, options->dark);

  guint n;
  const MlPiece *pieces = ml_board_pieces (board, &n);
  g_autofree guint8 *visible = g_new (guint8, MAX (n, 1));
  int b = view.raster ? bucket_for (view.scale) : -1;
  if (options->overlay)
    color_features (self, board, pieces, n);
  for (guint i = 0; i < n; i++)
    {
      const MlPiece *p = &pieces[i];
      visible[i] = piece_visible (self, &view, p);
      if (!visible[i])
        continue;
      if (options->overlay && b >= 0)
        blit (cr, &view, tile_entry (self, p->tile), p->x, p->y, p->rot, b,
              overlay_image (self, board, p, b), 1);
      else
        draw_piece (self, cr, &view, p->tile, p->x, p->y, p->rot, 1);
    }
  if (options->overlay && b < 0)
    for (guint i = 0; i < n; i++)
      if (visible[i])
        draw_overlay (self, cr, &view, board, &pieces[i]);
  if (options->presenter)
    draw_piece_edges (cr, &view, pieces, visible, n);
  guint n_feats = n > 0 ? pieces[n - 1].feat_base + pieces[n - 1].tile->n_features : 0;
  if (options->highlight >= 0 && (guint) options->highlight < n_feats)
    {
      HighlightData data = { self, cr, &view, board };
      ml_board_foreach_member (board, (guint) options->highlight, highlight_member, &data);
    }
  if (options->legal && options->n_legal > 0)
    draw_legal (cr, &view, options);
  draw_wonder_tokens (cr, &view, pieces, visible, n, options);
  draw_meeples (self, cr, &view, board, options);
  /* The editing marks go over the meeples, which must never hide an open end. */
  if (options->open_edges)
    draw_edge_marks (cr, &view, board, pieces, visible, n, FALSE);
  if (options->problems)
    draw_edge_marks (cr, &view, board, pieces, visible, n, TRUE);
  if (options->ghost)
    draw_ghost (self, cr, &view, options);
  cairo_restore (cr);
}

void
ml_painter_draw_tile (MlPainter *self, cairo_t *cr, const MlTileDef *tile, int rot, double x,
                      double y, double size)
{
  g_return_if_fail (self != NULL && cr != NULL && tile != NULL);
  MlViewport vp = { size, x, y, 0, 0 };
  View view;
  begin_view (self, cr, &vp, &view);
  draw_piece (self, cr, &view, tile, 0, 0, ((rot % 4) + 4) % 4, 1);
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
  if (!ml_tile_geometry_hit (tile_entry (self, p->tile)->geometry, cell, u.x, u.y, &f))
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

/* A square edge across the middle of the sample box, the tile to the left of it. */
static void
legend_tile (cairo_t *cr, double x, double y, double size)
{
  cairo_rectangle (cr, x, y + 0.1 * size, 0.55 * size, 0.8 * size);
  cairo_set_source_rgb (cr, 0.55, 0.7, 0.35);
  cairo_fill (cr);
}

static void
legend_water (cairo_t *cr, double x, double y, double size)
{
  cairo_rectangle (cr, x, y + 0.1 * size, size, 0.8 * size);
  cairo_set_source_rgb (cr, 0.45, 0.65, 0.85);
  cairo_fill (cr);
}

void
ml_painter_draw_legend_symbol (cairo_t *cr, MlLegendSymbol symbol, const MlColor *color, int player,
                               double x, double y, double size)
{
  g_return_if_fail (cr != NULL && size > 0);
  MlColor fallback = { 0.5, 0.5, 0.5 };
  if (color == NULL)
    color = &fallback;
  double cx = x + size / 2, cy = y + size / 2, edge = x + 0.55 * size;
  cairo_save (cr);
  switch (symbol)
    {
    case ML_LEGEND_LEGAL:
      {
        /* The colours of draw_legal(), its arrow pointing north. */
        cairo_rectangle (cr, x + 1, y + 1, size - 2, size - 2);
        cairo_set_source_rgba (cr, 0.2, 0.75, 0.3, 0.3);
        cairo_fill_preserve (cr);
        cairo_set_source_rgba (cr, 0.1, 0.5, 0.2, 0.8);
        cairo_set_line_width (cr, 1.5);
        cairo_stroke (cr);
        double a = 0.12 * size, d = 0.3 * size;
        cairo_move_to (cr, cx, cy - d - a);
        cairo_line_to (cr, cx - a, cy - d);
        cairo_line_to (cr, cx + a, cy - d);
        cairo_close_path (cr);
        cairo_set_source_rgba (cr, 0.95, 1, 0.95, 0.95);
        cairo_fill_preserve (cr);
        cairo_set_source_rgba (cr, 0.05, 0.4, 0.12, 0.95);
        cairo_set_line_width (cr, 1);
        cairo_stroke (cr);
        break;
      }
    case ML_LEGEND_OPEN_END:
      {
        /* The colours and proportions of draw_edge_marks(): a dark rim under an orange tab. */
        legend_tile (cr, x, y, size);
        double half = 0.1 * size, depth = 0.09 * size;
        cairo_rectangle (cr, edge - 0.25 * depth - 1, cy - half - 1, 1.25 * depth + 2, 2 * half + 2);
        cairo_set_source_rgba (cr, 0.35, 0.15, 0.0, 0.9);
        cairo_fill (cr);
        cairo_rectangle (cr, edge - 0.25 * depth, cy - half, 1.25 * depth, 2 * half);
        cairo_set_source_rgb (cr, 1.0, 0.55, 0.0);
        cairo_fill (cr);
        break;
      }
    case ML_LEGEND_MISMATCH:
      {
        legend_tile (cr, x, y, size);
        double thick = MAX (0.035 * size, 1.5), len = 0.35 * size;
        cairo_rectangle (cr, edge - thick, cy - len, 2 * thick, 2 * len);
        cairo_set_source_rgba (cr, 0.9, 0.08, 0.1, 0.9);
        cairo_fill (cr);
        break;
      }
    case ML_LEGEND_MEEPLE:
      ml_meeple_art_draw (cr, cx, cy, 0.8 * size, color, player, FALSE);
      break;
    case ML_LEGEND_WONDER_MARKER:
      /* On its head, as ml_wonder_art_draw_tokens() stands it. */
      cairo_translate (cr, cx, cy);
      cairo_rotate (cr, G_PI);
      ml_meeple_art_draw (cr, 0, 0, 0.8 * size, color, player, FALSE);
      break;
    case ML_LEGEND_TAJ_SLOT:
      ml_wonder_art_draw_slot_sample (cr, x, y, size);
      break;
    case ML_LEGEND_PORT:
      legend_water (cr, x, y, size);
      ml_meeple_art_draw (cr, cx, cy, 0.7 * size, color, player, FALSE);
      break;
    }
  cairo_restore (cr);
}
