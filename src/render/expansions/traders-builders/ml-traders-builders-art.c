/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"
#include "ml-art-ink.h"
#include "ml-traders-builders-art.h"
#include "traders-builders/ml-traders-builders-flags.h"

#include <math.h>

#define GOOD_SIZE 0.22        /* a good's box, in squares */

static void
rgb (cairo_t *cr, double r, double g, double b)
{
  cairo_set_source_rgb (cr, r, g, b);
}

/* In a box of side 1 centred on the origin: a bunch of grapes, three, two and one, under a
 * vine leaf and its stalk. */
static void
draw_wine (cairo_t *cr, double line)
{
  ml_art_ellipse (cr, -0.17, -0.33, 0.17, 0.09, -0.45);
  rgb (cr, 0.35, 0.58, 0.22);
  ml_art_fill_outline (cr, line);
  cairo_move_to (cr, 0, -0.22);
  cairo_curve_to (cr, 0, -0.34, 0.04, -0.42, 0.12, -0.47);
  rgb (cr, 0.45, 0.30, 0.16);
  cairo_set_line_width (cr, 2.5 * line);
  cairo_stroke (cr);
  static const double grapes[][2] = {
    { -0.22, -0.14 }, { 0, -0.14 }, { 0.22, -0.14 },
    { -0.11, 0.06 }, { 0.11, 0.06 },
    { 0, 0.26 },
  };
  for (guint i = 0; i < G_N_ELEMENTS (grapes); i++)
    {
      cairo_new_sub_path (cr);
      cairo_arc (cr, grapes[i][0], grapes[i][1], 0.125, 0, 2 * G_PI);
      rgb (cr, 0.46, 0.17, 0.50);
      ml_art_fill_outline (cr, line);
      /* A glint on each grape. */
      cairo_new_sub_path (cr);
      cairo_arc (cr, grapes[i][0] - 0.04, grapes[i][1] - 0.04, 0.03, 0, 2 * G_PI);
      rgb (cr, 0.78, 0.62, 0.82);
      cairo_fill (cr);
    }
}

/* In a box of side 1 centred on the origin: a sheaf, its stalks fanning out above and below
 * a band, ears at the top. */
static void
draw_grain (cairo_t *cr, double line)
{
  static const double ears[] = { -0.3, -0.15, 0, 0.15, 0.3 };
  for (guint i = 0; i < G_N_ELEMENTS (ears); i++)
    {
      double x = ears[i];
      ml_art_ellipse (cr, x * 1.05, -0.33 + fabs (x) * 0.25, 0.065, 0.14, x * 0.9);
      rgb (cr, 0.86, 0.62, 0.13);
      ml_art_fill_outline (cr, line);
    }
  cairo_move_to (cr, -0.26, -0.2);
  cairo_line_to (cr, 0.26, -0.2);
  cairo_line_to (cr, 0.08, 0.1);
  cairo_line_to (cr, 0.24, 0.46);
  cairo_line_to (cr, -0.24, 0.46);
  cairo_line_to (cr, -0.08, 0.1);
  cairo_close_path (cr);
  rgb (cr, 0.90, 0.70, 0.22);
  ml_art_fill_outline (cr, line);
  /* The stalks, crossing at the band. */
  for (int k = -2; k <= 2; k++)
    {
      cairo_move_to (cr, k * 0.1, -0.2);
      cairo_line_to (cr, -k * 0.09, 0.46);
    }
  rgb (cr, 0.62, 0.42, 0.10);
  cairo_set_line_width (cr, line);
  cairo_stroke (cr);
  cairo_rectangle (cr, -0.13, 0.04, 0.26, 0.1);
  rgb (cr, 0.55, 0.33, 0.15);
  ml_art_fill_outline (cr, line);
}

/* In a box of side 1 centred on the origin: a bolt of cloth lying on its side, its near end
 * showing the roll, a length unrolled and hanging in front. */
static void
draw_cloth (cairo_t *cr, double line)
{
  /* The bolt: a cylinder from its far end on the left to its near end on the right. */
  cairo_move_to (cr, -0.3, -0.3);
  cairo_line_to (cr, 0.26, -0.3);
  cairo_line_to (cr, 0.26, 0.14);
  cairo_line_to (cr, -0.3, 0.14);
  cairo_save (cr);
  cairo_translate (cr, -0.3, -0.08);
  cairo_scale (cr, 0.1, 0.22);
  cairo_arc (cr, 0, 0, 1, G_PI / 2, 3 * G_PI / 2);
  cairo_restore (cr);
  cairo_close_path (cr);
  rgb (cr, 0.24, 0.48, 0.78);
  ml_art_fill_outline (cr, line);
  /* Stripes woven along it. */
  for (int k = 0; k < 2; k++)
    {
      double y = -0.18 + k * 0.16;
      cairo_move_to (cr, -0.36, y);
      cairo_line_to (cr, 0.22, y);
    }
  rgb (cr, 0.86, 0.78, 0.30);
  cairo_set_line_width (cr, 1.5 * line);
  cairo_stroke (cr);
  /* The unrolled length hanging from under the bolt. */
  cairo_move_to (cr, -0.22, 0.1);
  cairo_line_to (cr, 0.2, 0.1);
  cairo_line_to (cr, 0.28, 0.44);
  cairo_line_to (cr, -0.16, 0.44);
  cairo_close_path (cr);
  rgb (cr, 0.24, 0.48, 0.78);
  ml_art_fill_outline (cr, line);
  cairo_move_to (cr, -0.03, 0.14);
  cairo_line_to (cr, 0.04, 0.44);
  rgb (cr, 0.86, 0.78, 0.30);
  cairo_set_line_width (cr, 1.5 * line);
  cairo_stroke (cr);
  /* The near end, with the roll's spiral. */
  ml_art_ellipse (cr, 0.26, -0.08, 0.1, 0.22, 0);
  rgb (cr, 0.55, 0.72, 0.92);
  ml_art_fill_outline (cr, line);
  ml_art_ellipse (cr, 0.26, -0.08, 0.055, 0.12, 0);
  cairo_new_sub_path (cr);
  cairo_arc (cr, 0.26, -0.08, 0.02, 0, 2 * G_PI);
  rgb (cr, 0.23, 0.19, 0.15);
  cairo_set_line_width (cr, line);
  cairo_stroke (cr);
}

typedef struct {
  const char *id;       /* as the goods holdings and the tile data name it */
  guint bit;
  void (*draw) (cairo_t *cr, double line);
} Good;

static const Good goods[] = {
  { "wine", ML_TRADERS_BUILDERS_FLAG_WINE, draw_wine },
  { "grain", ML_TRADERS_BUILDERS_FLAG_GRAIN, draw_grain },
  { "cloth", ML_TRADERS_BUILDERS_FLAG_CLOTH, draw_cloth },
};

/* Draws @good in a box of side @size centred on the origin of @cr, turned by @turns
 * quarter turns back (to stand upright on a turned tile). */
static void
draw_good (cairo_t *cr, const Good *good, double x, double y, double size, int turns)
{
  cairo_save (cr);
  cairo_translate (cr, x, y);
  cairo_rotate (cr, -turns * G_PI / 2);
  cairo_scale (cr, size, size);
  /* At least one device pixel, and thin beside the picture when it is large. */
  double dx = 1, dy = 0;
  cairo_user_to_device_distance (cr, &dx, &dy);
  double px = hypot (dx, dy);
  good->draw (cr, MAX (0.035, px > 0 ? 1 / px : 0.035));
  cairo_restore (cr);
}

gboolean
ml_traders_builders_art_draw_good (cairo_t *cr, const char *id, double cx, double cy, double size)
{
  for (guint i = 0; i < G_N_ELEMENTS (goods); i++)
    if (g_strcmp0 (id, goods[i].id) == 0)
      {
        draw_good (cr, &goods[i], cx, cy, size, 0);
        return TRUE;
      }
  return FALSE;
}

/* A spot in the city clear of the meeples' places (a meeple is ML_SHAPE_MEEPLE tall), and
 * the size the picture can have there: full size if it fits clear, else a little smaller,
 * else as near the meeples as the city allows. */
static gboolean
clear_spot (const MlCellShape *ca, guint label, MlPoint near, double *size, MlPoint *at)
{
  static const double sizes[] = { GOOD_SIZE, 0.85 * GOOD_SIZE, 0.7 * GOOD_SIZE };
  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    if (ml_decorations_spot (ca, label, near, sizes[i], (ML_SHAPE_MEEPLE + sizes[i]) / 2 + 0.02, at))
      {
        *size = sizes[i];
        return TRUE;
      }
  *size = sizes[G_N_ELEMENTS (sizes) - 1];
  for (double apart = (ML_SHAPE_MEEPLE + *size) / 2; apart > 0.1; apart -= 0.03)
    if (ml_decorations_spot (ca, label, near, *size, apart, at))
      return TRUE;
  return FALSE;
}

void
ml_traders_builders_art_decorate (const MlTileDef *tile, const MlCellShape *ca, guint cell, cairo_t *cr, int rot,
                                  double px)
{
  for (guint i = 0; i < ca->n_parts; i++)
    {
      const MlShapePart *part = &ca->parts[i];
      const MlFeatureDef *def = &tile->features[part->feature];
      for (guint g = 0; g < G_N_ELEMENTS (goods); g++)
        {
          MlPoint at;
          double size;
          /* Near the city's meeple, so that the good reads as the city's. */
          if (ml_feature_has (def, goods[g].bit) && clear_spot (ca, part->feature, part->anchor, &size, &at))
            draw_good (cr, &goods[g], at.x, at.y, size, rot);
        }
    }
}
