/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The painter's overlay and highlight: every connected road, city and field washed in a
 * colour of its family (cached with the face on image targets, painted as paths on vector
 * ones), and the feature pointed at lit (over the overlay, through a veil on the rest). */
#include "config.h"
#include "ml-painter-private.h"
#include "ml-tile-art.h"

#include <string.h>

/* ---- overlay colours ----------------------------------------------------------------- */

/* A family of colours for each kind the overlay washes: crimsons, magentas and gold for
 * roads, cool colours for cities, yellows and greens for fields, which are hatched as well.
 * Within a family the colours are at least 8 apart in lightness (CIE L*), so that they stay
 * apart for colour-blind eyes; each follows one far from it in lightness, as the first
 * colours are the most used. A meeple stands on a road in its player's colour: no road
 * colour is within 30 (CIE ΔE*ab) of a colour of the players' table (ml-colours.c), so a
 * meeple never vanishes into its road. A field's stripes differ from the wash between them
 * by 18 at least over the green of the field, so every field's hatching shows. */
static const MlColor road_colors[] = {
  { 0.76, 0.00, 0.45 }, { 0.90, 0.80, 0.48 }, { 0.42, 0.00, 0.22 },
  { 1.00, 0.50, 0.95 }, { 0.60, 0.00, 0.25 }, { 0.95, 0.00, 0.95 },
};
static const MlColor city_colors[] = {
  { 0.10, 0.32, 0.88 }, { 0.45, 0.68, 0.98 }, { 0.05, 0.10, 0.40 },
  { 0.88, 0.86, 1.00 }, { 0.40, 0.12, 0.62 }, { 0.00, 0.60, 0.66 },
};
static const MlColor field_colors[] = {
  { 1.00, 0.86, 0.00 }, { 0.28, 0.32, 0.00 }, { 0.95, 0.70, 0.30 },
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
void
_ml_painter_color_features (MlPainter *self, MlBoard *board, const MlPiece *pieces, guint n)
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

/* ---- overlay and highlight ---------------------------------------------------------- */

/* The face of a piece with each road, city and field washed in the colour of the connected
 * feature it belongs to; cached by the colours, which change only when features join. */
cairo_surface_t *
_ml_painter_overlay_image (MlPainter *self, MlBoard *board, const MlPiece *p, int b)
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

  TileEntry *entry = _ml_painter_tile_entry (self, tile);
  Image *image = _ml_painter_face_image (self, entry, p->rot, b);
  int w = cairo_image_surface_get_width (image->face), h = cairo_image_surface_get_height (image->face);
  cairo_surface_t *face = cairo_surface_reference (image->face);
  surface = _ml_painter_new_image (self, CAIRO_FORMAT_ARGB32, w, h);
  cairo_t *cr = cairo_create (surface);
  cairo_set_source_surface (cr, face, 0, 0);
  cairo_paint (cr);
  cairo_surface_destroy (face);
  for (guint f = 0; f < tile->n_features; f++)
    {
      guint8 color = key[sizeof (gpointer) + 2 + f];
      if (color == NO_OVERLAY)
        continue;
      cairo_surface_t *mask = _ml_painter_mask_image (self, entry, p->rot, b, f);
      set_overlay_source (cr, tile->features[f].kind, color, hatch_period (_ml_painter_buckets[b], 1), 0, 0);
      cairo_mask_surface (cr, mask, 0, 0);
    }
  cairo_destroy (cr);
  g_hash_table_insert (self->overlays, g_bytes_new (key, len), surface);
  return surface;
}

/* The overlay drawn with paths, where faces are not blitted. */
void
_ml_painter_draw_overlay (MlPainter *self, cairo_t *cr, const View *view, MlBoard *board, const MlPiece *p)
{
  TileEntry *entry = _ml_painter_tile_entry (self, p->tile);
  for (guint f = 0; f < p->tile->n_features; f++)
    {
      if (!has_overlay (p->tile->features[f].kind))
        continue;
      guint8 color = overlay_index (self, board, p->feat_base + f);
      if (color == NO_OVERLAY)
        continue;
      double bx0, by0, bx1, by1;
      _ml_painter_piece_box (view, entry, p->x, p->y, p->rot, &bx0, &by0, &bx1, &by1);
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
            _ml_painter_cell_transform (cr, p->tile, p->rot, c, view->ox + p->x * view->scale,
                                        view->oy + p->y * view->scale, view->scale);
            ml_tile_art_paint_region (entry->geometry, cr, c, f, view->scale);
            cairo_pop_group_to_source (cr);
            cairo_paint (cr);
            cairo_restore (cr);
          }
    }
}

void
_ml_painter_highlight_member (guint feat, gpointer data)
{
  HighlightData *d = data;
  guint index;
  const MlFeatureDef *fd = ml_board_feature_def (d->board, feat, &index);
  const MlPiece *p = ml_board_piece (d->board, index);
  guint f = (guint) (fd - p->tile->features);
  TileEntry *entry = _ml_painter_tile_entry (d->self, p->tile);
  if (!_ml_painter_piece_visible (d->self, d->view, p))
    return;
  int b = d->view->raster ? _ml_painter_bucket_for (d->view->scale) : -1;
  if (b >= 0 && fd->kind == ML_FEATURE_FIELD)
    {
      /* Lit fields from the cached mask of their area, as the overlay. */
      double x0, y0, x1, y1;
      cairo_surface_t *area = _ml_painter_mask_image (d->self, entry, p->rot, b, f);
      cairo_pattern_t *mask = _ml_painter_box_pattern (area, d->view, entry, p->x, p->y, p->rot, b, &x0, &y0, &x1, &y1);
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
        _ml_painter_cell_transform (d->cr, p->tile, p->rot, c, d->view->ox + p->x * d->view->scale,
                                    d->view->oy + p->y * d->view->scale, d->view->scale);
        ml_tile_art_paint_highlight (entry->geometry, d->cr, c, f, d->view->scale);
        cairo_restore (d->cr);
      }
}

void
_ml_painter_unveil_member (guint feat, gpointer data)
{
  HighlightData *d = data;
  guint index;
  const MlFeatureDef *fd = ml_board_feature_def (d->board, feat, &index);
  const MlPiece *p = ml_board_piece (d->board, index);
  guint f = (guint) (fd - p->tile->features);
  if (!_ml_painter_piece_visible (d->self, d->view, p))
    return;
  TileEntry *entry = _ml_painter_tile_entry (d->self, p->tile);
  int b = d->view->raster ? _ml_painter_bucket_for (d->view->scale) : -1;
  cairo_save (d->cr);
  cairo_set_operator (d->cr, CAIRO_OPERATOR_DEST_OUT);
  if (b >= 0 && fd->kind == ML_FEATURE_FIELD)
    {
      double x0, y0, x1, y1;
      cairo_surface_t *area = _ml_painter_mask_image (d->self, entry, p->rot, b, f);
      cairo_pattern_t *mask = _ml_painter_box_pattern (area, d->view, entry, p->x, p->y, p->rot, b, &x0, &y0, &x1, &y1);
      cairo_rectangle (d->cr, x0, y0, x1 - x0, y1 - y0);
      cairo_clip (d->cr);
      cairo_set_source_rgb (d->cr, 0, 0, 0);
      cairo_mask (d->cr, mask);
      cairo_pattern_destroy (mask);
      cairo_restore (d->cr);
      return;
    }
  for (guint c = 0; c < p->tile->n_cells; c++)
    if (ml_tile_geometry_part (entry->geometry, c, f) != NULL)
      {
        /* The region is drawn whole first (a field's carves its roads and cities out with
         * CLEAR), then cut out of the veil at once. */
        cairo_push_group (d->cr);
        cairo_save (d->cr);
        cairo_set_operator (d->cr, CAIRO_OPERATOR_OVER);
        cairo_set_source_rgb (d->cr, 0, 0, 0);
        _ml_painter_cell_transform (d->cr, p->tile, p->rot, c, d->view->ox + p->x * d->view->scale,
                                    d->view->oy + p->y * d->view->scale, d->view->scale);
        ml_tile_art_paint_region (entry->geometry, d->cr, c, f, d->view->scale);
        cairo_restore (d->cr);
        cairo_pop_group_to_source (d->cr);
        cairo_paint (d->cr);
      }
  cairo_restore (d->cr);
}
