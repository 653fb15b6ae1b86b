/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"
#include "ml-art-ink.h"
#include "ml-inns-cathedrals-art.h"
#include "inns-cathedrals/ml-inns-cathedrals-flags.h"
#include "ml-expansions.h"

#include <glib/gi18n.h>
#include <math.h>

#define INN_SIZE 0.2          /* the inn's box, house and pond, in squares */
#define CATHEDRAL_SIZE 0.24

static void
rgb (cairo_t *cr, double r, double g, double b)
{
  cairo_set_source_rgb (cr, r, g, b);
}

/* In a box of side 1 centred on the origin: a pond on the left, a house with a red roof on
 * the right. */
static void
draw_inn (cairo_t *cr, double line)
{
  cairo_save (cr);
  cairo_translate (cr, -0.22, 0.2);
  cairo_scale (cr, 0.3, 0.2);
  cairo_arc (cr, 0, 0, 1, 0, 2 * G_PI);
  cairo_restore (cr);
  rgb (cr, 0.29, 0.56, 0.85);
  ml_art_fill_outline (cr, line);
  cairo_rectangle (cr, -0.05, -0.1, 0.5, 0.4);
  rgb (cr, 0.96, 0.92, 0.82);
  ml_art_fill_outline (cr, line);
  cairo_move_to (cr, -0.12, -0.08);
  cairo_line_to (cr, 0.2, -0.42);
  cairo_line_to (cr, 0.52, -0.08);
  cairo_close_path (cr);
  rgb (cr, 0.78, 0.22, 0.17);
  ml_art_fill_outline (cr, line);
  cairo_rectangle (cr, 0.14, 0.08, 0.12, 0.22);
  rgb (cr, 0.62, 0.45, 0.27);
  ml_art_fill_outline (cr, line);
}

/* In a box of side 1 centred on the origin: a nave with a rose window between two towers. */
static void
draw_cathedral (cairo_t *cr, double line)
{
  for (int side = -1; side <= 1; side += 2)
    {
      double x = side * 0.3;
      cairo_rectangle (cr, x - 0.12, -0.2, 0.24, 0.65);
      rgb (cr, 0.84, 0.82, 0.77);
      ml_art_fill_outline (cr, line);
      cairo_move_to (cr, x - 0.14, -0.2);
      cairo_line_to (cr, x, -0.5);
      cairo_line_to (cr, x + 0.14, -0.2);
      cairo_close_path (cr);
      rgb (cr, 0.33, 0.38, 0.50);
      ml_art_fill_outline (cr, line);
    }
  cairo_move_to (cr, -0.18, 0.45);
  cairo_line_to (cr, -0.18, -0.05);
  cairo_line_to (cr, 0, -0.25);
  cairo_line_to (cr, 0.18, -0.05);
  cairo_line_to (cr, 0.18, 0.45);
  cairo_close_path (cr);
  rgb (cr, 0.90, 0.88, 0.83);
  ml_art_fill_outline (cr, line);
  cairo_arc (cr, 0, 0.05, 0.08, 0, 2 * G_PI);
  rgb (cr, 0.15, 0.33, 0.70);
  ml_art_fill_outline (cr, line);
  cairo_move_to (cr, -0.07, 0.45);
  cairo_line_to (cr, -0.07, 0.3);
  cairo_arc (cr, 0, 0.3, 0.07, G_PI, 2 * G_PI);
  cairo_line_to (cr, 0.07, 0.45);
  cairo_close_path (cr);
  rgb (cr, 0.62, 0.45, 0.27);
  ml_art_fill_outline (cr, line);
}

static void
picture_at (cairo_t *cr, MlPoint at, double size, int rot, double px, void (*draw) (cairo_t *, double))
{
  cairo_save (cr);
  cairo_translate (cr, at.x, at.y);
  cairo_rotate (cr, -rot * G_PI / 2);
  cairo_scale (cr, size, size);
  draw (cr, MAX (0.04, 1 / (px * size)));
  cairo_restore (cr);
}

/* A spot clear of the meeples' places (a meeple is ML_SHAPE_MEEPLE tall): as far as the cell
 * allows, down to touching them. */
static gboolean
clear_spot (const MlCellShape *ca, guint label, MlPoint near, double size, MlPoint *at)
{
  for (double apart = (ML_SHAPE_MEEPLE + size) / 2 + 0.04; apart > 0.12; apart -= 0.04)
    if (ml_decorations_spot (ca, label, near, size, apart, at))
      return TRUE;
  return FALSE;
}

void
ml_inns_cathedrals_art_decorate (const MlTileDef *tile, const MlCellShape *ca, guint cell, cairo_t *cr, int rot,
                                 double px)
{
  for (guint i = 0; i < ca->n_parts; i++)
    {
      const MlShapePart *part = &ca->parts[i];
      const MlFeatureDef *def = &tile->features[part->feature];
      MlPoint at;
      if (ml_feature_has (def, ML_INNS_CATHEDRALS_FLAG_INN)
          && clear_spot (ca, ML_DECORATION_ANY_FIELD, part->anchor, INN_SIZE, &at))
        picture_at (cr, at, INN_SIZE, rot, px, draw_inn);
      if (ml_feature_has (def, ML_INNS_CATHEDRALS_FLAG_CATHEDRAL)
          && clear_spot (ca, part->feature, (MlPoint) { 0.5, 0.5 }, CATHEDRAL_SIZE, &at))
        picture_at (cr, at, CATHEDRAL_SIZE, rot, px, draw_cathedral);
    }
}

/* ---- the legend --------------------------------------------------------------------- */

static void
legend_picture (cairo_t *cr, double x, double y, double size, void (*draw) (cairo_t *, double))
{
  cairo_save (cr);
  cairo_translate (cr, x + size / 2, y + size / 2);
  cairo_scale (cr, 0.9 * size, 0.9 * size);
  draw (cr, MAX (0.04, 1 / (0.9 * size)));
  cairo_restore (cr);
}

static void
legend_inn (cairo_t *cr, double x, double y, double size, const MlColor *color, int player)
{
  legend_picture (cr, x, y, size, draw_inn);
}

static void
legend_cathedral (cairo_t *cr, double x, double y, double size, const MlColor *color, int player)
{
  legend_picture (cr, x, y, size, draw_cathedral);
}

const MlLegendRow ml_inns_cathedrals_art_legend[] = {
  { ML_EXPANSION_INNS_CATHEDRALS, N_("Inn by a road: the completed road scores 2 a tile, an unfinished one nothing at the end"),
    legend_inn },
  { ML_EXPANSION_INNS_CATHEDRALS, N_("Cathedral in a city: the completed city scores 3 a tile and 3 a shield, an unfinished one nothing at the end"),
    legend_cathedral },
  { 0, NULL, NULL },
};
