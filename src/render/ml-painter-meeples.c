/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The painter's meeples and other figures: each at its feature's anchor, from a cached image
 * on image targets or with paths on vector ones, drawn as ml-figure-art.h says. */
#include "config.h"
#include "ml-painter-private.h"
#include "ml-figure-art.h"

#include <math.h>

#define PRESENTER_MEEPLE 1.35      /* how much larger meeples are drawn in presenter mode */

/* A figure's image of @size (in quarter pixels), cached by its picture (a meeple's, or its
 * module's), colour, player's mark, pose and size; as _ml_painter_draw_meeples() places it,
 * centred in a square of ceil (1.3 size) + 4 pixels. */
static cairo_surface_t *
meeple_sprite (MlPainter *self, guint figure, const MlColor *color, int player, gboolean lying, double size)
{
  guint q = (guint) round (size * 4);
  gint64 key = (gint64) ml_figure_art_index (figure) << 56 | (gint64) q << 32 | (gint64) player << 25 | (gint64) lying << 24
               | (gint64) (guint) round (color->r * 255) << 16
               | (gint64) (guint) round (color->g * 255) << 8 | (gint64) (guint) round (color->b * 255);
  cairo_surface_t *sprite = g_hash_table_lookup (self->sprites, &key);
  if (sprite)
    return sprite;
  int side = (int) ceil (size * 1.3) + 4;
  sprite = _ml_painter_new_image (self, CAIRO_FORMAT_ARGB32, side, side);
  cairo_t *cr = cairo_create (sprite);
  ml_figure_art_draw (cr, figure, side / 2.0, side / 2.0, size, color, player, lying);
  cairo_destroy (cr);
  g_hash_table_insert (self->sprites, g_memdup2 (&key, sizeof key), sprite);
  return sprite;
}

void
_ml_painter_draw_meeples (MlPainter *self, cairo_t *cr, const View *view, MlBoard *board,
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
      TileEntry *entry = _ml_painter_tile_entry (self, p->tile);
      MlPoint a = ml_geometry_turn (ml_tile_geometry_anchor (entry->geometry, m->cell, m->feature), p->rot);
      MlRole role = ml_meeple_role (board, m);
      const MlFigureDef *figure = ml_figure (m->figure);
      gboolean lying = role == ML_ROLE_FARMER || figure->lies;
      int player = CLAMP (m->player, 0, ML_MAX_PLAYERS - 1);
      const MlColor *color = &options->players[player];
      double cx = view->ox + (x + a.x) * view->scale + before * size * 0.5;
      double cy = view->oy + (y + a.y) * view->scale;
      /* A figure of another size (a large meeple) is drawn scaled against a meeple's. */
      double own = figure->size > 0 ? size * figure->size : size;
      /* Drawn from a cached image on whole pixels, or with paths at the same place. */
      double q = round (own * 4) / 4;
      int side = (int) ceil (q * 1.3) + 4;
      double x0 = round (cx - side / 2.0), y0 = round (cy - side / 2.0);
      if (!view->raster)
        {
          ml_figure_art_draw (cr, m->figure, x0 + side / 2.0, y0 + side / 2.0, q, color, player, lying);
          continue;
        }
      cairo_surface_t *sprite = meeple_sprite (self, m->figure, color, player, lying, q);
      cairo_set_source_surface (cr, sprite, x0, y0);
      cairo_rectangle (cr, x0, y0, side, side);
      cairo_fill (cr);
    }
}
