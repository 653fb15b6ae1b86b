/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The legend's symbols, drawn in the board's own colours and proportions. */
#include "config.h"
#include "ml-painter-private.h"
#include "ml-meeple-art.h"

/* A square edge across the middle of the sample box, the tile to the left of it. */
static void
legend_tile (cairo_t *cr, double x, double y, double size)
{
  cairo_rectangle (cr, x, y + 0.1 * size, 0.55 * size, 0.8 * size);
  cairo_set_source_rgb (cr, 0.55, 0.7, 0.35);
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
        /* The colours of _ml_painter_draw_legal(), its arrow pointing north. */
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
        /* The colours and proportions of _ml_painter_draw_edge_marks(): a dark rim under an
         * orange tab. */
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
    }
  cairo_restore (cr);
}
