/* The meeple silhouette: head, arms and legs in one outline, in a player's colour. */
#include "config.h"
#include "ml-meeple-art.h"

#include <math.h>

static void
meeple_path (cairo_t *cr)
{
  static const double body[][2] = {
    { -0.13, -0.14 }, { -0.44, -0.07 }, { -0.5, 0.03 }, { -0.43, 0.11 }, { -0.19, 0.08 },
    { -0.37, 0.5 }, { -0.07, 0.5 }, { 0, 0.32 }, { 0.07, 0.5 }, { 0.37, 0.5 }, { 0.19, 0.08 },
    { 0.43, 0.11 }, { 0.5, 0.03 }, { 0.44, -0.07 }, { 0.13, -0.14 },
  };
  cairo_new_path (cr);
  for (guint i = 0; i < G_N_ELEMENTS (body); i++)
    cairo_line_to (cr, body[i][0], body[i][1]);
  cairo_close_path (cr);
  cairo_new_sub_path (cr);
  cairo_arc (cr, 0, -0.3, 0.185, 0, 2 * G_PI);
}

void
ml_meeple_art_draw (cairo_t *cr, double x, double y, double size, double r, double g, double b,
                    gboolean lying)
{
  cairo_save (cr);
  cairo_translate (cr, x, y);
  if (lying)
    cairo_rotate (cr, -G_PI / 2);
  cairo_scale (cr, size, size);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  double outline = MAX (0.14, 2.0 / size);
  double luma = 0.3 * r + 0.59 * g + 0.11 * b;
  meeple_path (cr);
  if (luma < 0.2)
    cairo_set_source_rgb (cr, 0.92, 0.92, 0.9);
  else
    cairo_set_source_rgb (cr, 0.1, 0.08, 0.06);
  cairo_set_line_width (cr, outline);
  cairo_stroke_preserve (cr);
  cairo_set_source_rgb (cr, r, g, b);
  cairo_fill (cr);
  cairo_restore (cr);
}
