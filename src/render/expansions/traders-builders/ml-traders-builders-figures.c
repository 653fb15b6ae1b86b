/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"
#include "ml-traders-builders-figures.h"
#include "ml-meeple-art.h"

#include <glib/gi18n.h>
#include <math.h>

const MlFigureArt ml_traders_builders_figure_art[] = {
  { "builder", ml_traders_builders_draw_builder,
    N_("Builder: beside its owner’s meeple on a road or city; extending that feature gives its owner an extra turn") },
  { "pig", ml_traders_builders_draw_pig,
    N_("Pig: in a field with its owner’s farmer; if the owner wins the field, each completed city scores 4 instead of 3") },
  { NULL, NULL, NULL },
};

/* A figure is outlined as a meeple is: its parts are all stroked, then all filled, so that
 * only the silhouette's outer edge shows. @part (0 to @n - 1) adds one closed part to the
 * path, in figure units. */
static void
silhouette (cairo_t *cr, double size, const MlColor *color, void (*part) (cairo_t *, guint), guint n)
{
  const MlColor *ink = ml_meeple_art_ink (color);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_width (cr, MAX (0.14, 2.0 / size));
  cairo_set_source_rgb (cr, ink->r, ink->g, ink->b);
  for (guint i = 0; i < n; i++)
    {
      cairo_new_path (cr);
      part (cr, i);
      cairo_stroke (cr);
    }
  cairo_set_source_rgb (cr, color->r, color->g, color->b);
  for (guint i = 0; i < n; i++)
    {
      cairo_new_path (cr);
      part (cr, i);
      cairo_fill (cr);
    }
}

/* Fills the current path in (r, g, b) and outlines it in @ink, @line wide. */
static void
fill_outlined (cairo_t *cr, double r, double g, double b, const MlColor *ink, double line)
{
  cairo_set_source_rgb (cr, r, g, b);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, ink->r, ink->g, ink->b);
  cairo_set_line_width (cr, line);
  cairo_stroke (cr);
}

/* ---- the builder ------------------------------------------------------------------------ */

#define BUILDER_X (-0.08)   /* the body stands left of the middle, the hammer to its right */

/* Half as wide as a meeple and taller, its arms down its sides: its head and its body. */
static void
builder_part (cairo_t *cr, guint i)
{
  static const double body[][2] = {
    { -0.16, -0.3 }, { -0.25, -0.22 }, { -0.25, 0.14 }, { -0.18, 0.14 }, { -0.18, 0.55 }, { -0.03, 0.55 },
    { 0, 0.24 }, { 0.03, 0.55 }, { 0.18, 0.55 }, { 0.18, 0.14 }, { 0.25, 0.14 }, { 0.25, -0.22 }, { 0.16, -0.3 },
  };
  if (i == 0)
    {
      cairo_arc (cr, BUILDER_X, -0.45, 0.14, 0, 2 * G_PI);
      return;
    }
  for (guint k = 0; k < G_N_ELEMENTS (body); k++)
    cairo_line_to (cr, BUILDER_X + body[k][0], body[k][1]);
  cairo_close_path (cr);
}

void
ml_traders_builders_draw_builder (cairo_t *cr, double x, double y, double size, const MlColor *color, int player)
{
  const MlColor *ink = ml_meeple_art_ink (color);
  double line = MAX (0.07, 1.0 / size);
  cairo_save (cr);
  cairo_translate (cr, x, y);
  cairo_scale (cr, size, size);
  /* The hammer in its right hand, behind the fist: a wooden handle, an iron head. */
  cairo_save (cr);
  cairo_translate (cr, BUILDER_X + 0.22, 0.12);
  cairo_rotate (cr, atan2 (-0.34, 0.2));
  cairo_rectangle (cr, -0.02, -0.035, 0.42, 0.07);
  fill_outlined (cr, 0.6, 0.42, 0.22, ink, line);
  cairo_rectangle (cr, 0.34, -0.13, 0.11, 0.26);
  fill_outlined (cr, 0.58, 0.6, 0.64, ink, line);
  cairo_restore (cr);
  silhouette (cr, size, color, builder_part, 2);
  cairo_set_source_rgb (cr, ink->r, ink->g, ink->b);
  /* Its fist on the handle, and the owner's mark on its chest. */
  cairo_arc (cr, BUILDER_X + 0.22, 0.12, 0.05, 0, 2 * G_PI);
  cairo_fill (cr);
  if (size >= 12)
    ml_meeple_art_draw_mark (cr, BUILDER_X, -0.04, 0.08, player);
  cairo_restore (cr);
}

/* ---- the pig ---------------------------------------------------------------------------- */

/* Seen from the side, facing right: four legs, its body, its head and an ear. */
static void
pig_part (cairo_t *cr, guint i)
{
  static const double legs[] = { -0.34, -0.2, 0.1, 0.23 };
  if (i < G_N_ELEMENTS (legs))
    {
      cairo_rectangle (cr, legs[i] - 0.05, 0.18, 0.1, 0.3);
      return;
    }
  switch (i - G_N_ELEMENTS (legs))
    {
    case 0:
      cairo_save (cr);
      cairo_translate (cr, -0.05, 0.05);
      cairo_scale (cr, 0.41, 0.24);
      cairo_arc (cr, 0, 0, 1, 0, 2 * G_PI);
      cairo_restore (cr);
      break;
    case 1:
      cairo_arc (cr, 0.34, -0.03, 0.18, 0, 2 * G_PI);
      break;
    default:
      cairo_move_to (cr, 0.23, -0.14);
      cairo_line_to (cr, 0.31, -0.33);
      cairo_line_to (cr, 0.41, -0.16);
      cairo_close_path (cr);
      break;
    }
}

void
ml_traders_builders_draw_pig (cairo_t *cr, double x, double y, double size, const MlColor *color, int player)
{
  const MlColor *ink = ml_meeple_art_ink (color);
  double line = MAX (0.07, 1.0 / size);
  cairo_save (cr);
  cairo_translate (cr, x, y);
  cairo_scale (cr, size, size);
  /* A curly tail behind it. */
  cairo_new_path (cr);
  cairo_arc_negative (cr, -0.5, 0.0, 0.06, 0.2 * G_PI, -1.3 * G_PI);
  cairo_set_source_rgb (cr, ink->r, ink->g, ink->b);
  cairo_set_line_width (cr, MAX (0.05, 1.5 / size));
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_stroke (cr);
  silhouette (cr, size, color, pig_part, 7);
  /* The snout, lighter than the body, with its nostrils; an eye. */
  cairo_save (cr);
  cairo_translate (cr, 0.52, 0.01);
  cairo_scale (cr, 0.065, 0.09);
  cairo_arc (cr, 0, 0, 1, 0, 2 * G_PI);
  cairo_restore (cr);
  fill_outlined (cr, 0.5 + 0.5 * color->r, 0.5 + 0.5 * color->g, 0.5 + 0.5 * color->b, ink, line);
  cairo_set_source_rgb (cr, ink->r, ink->g, ink->b);
  for (int k = -1; k <= 1; k += 2)
    {
      cairo_arc (cr, 0.52, 0.01 + k * 0.035, 0.017, 0, 2 * G_PI);
      cairo_fill (cr);
    }
  cairo_arc (cr, 0.38, -0.08, 0.028, 0, 2 * G_PI);
  cairo_fill (cr);
  /* The owner's mark on its flank. */
  if (size >= 12)
    ml_meeple_art_draw_mark (cr, -0.08, 0.06, 0.1, player);
  cairo_restore (cr);
}
