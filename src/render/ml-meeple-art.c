/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The meeple silhouette: head, arms and legs in one outline, in a player's colour, with the
 * player's mark on its chest. */
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

/* Six marks, one a player, told apart by shape alone: a dot, a bar, a ring, a cross, a
 * triangle, two dots. Centred on the chest, in meeple units. */
static void
mark_path (cairo_t *cr, int player)
{
  const double cy = 0.14, r = 0.115;
  cairo_new_path (cr);
  switch (player % ML_MAX_PLAYERS)
    {
    case 0:
      cairo_arc (cr, 0, cy, r, 0, 2 * G_PI);
      break;
    case 1:
      cairo_rectangle (cr, -1.3 * r, cy - 0.45 * r, 2.6 * r, 0.9 * r);
      break;
    case 2:
      cairo_arc (cr, 0, cy, r * 1.1, 0, 2 * G_PI);
      cairo_new_sub_path (cr);
      cairo_arc_negative (cr, 0, cy, r * 0.5, 2 * G_PI, 0);
      break;
    case 3:
      for (int k = 0; k < 2; k++)
        {
          cairo_save (cr);
          cairo_translate (cr, 0, cy);
          cairo_rotate (cr, (k ? -1 : 1) * G_PI / 4);
          cairo_rectangle (cr, -1.3 * r, -0.35 * r, 2.6 * r, 0.7 * r);
          cairo_restore (cr);
        }
      break;
    case 4:
      cairo_move_to (cr, 0, cy - 1.2 * r);
      cairo_line_to (cr, 1.2 * r, cy + 0.9 * r);
      cairo_line_to (cr, -1.2 * r, cy + 0.9 * r);
      cairo_close_path (cr);
      break;
    default:
      cairo_arc (cr, -0.9 * r, cy, 0.65 * r, 0, 2 * G_PI);
      cairo_new_sub_path (cr);
      cairo_arc (cr, 0.9 * r, cy, 0.65 * r, 0, 2 * G_PI);
      break;
    }
}

const MlColor *
ml_meeple_art_ink (const MlColor *color)
{
  double luma = 0.3 * color->r + 0.59 * color->g + 0.11 * color->b;
  static const MlColor light = { 0.92, 0.92, 0.9 }, dark = { 0.1, 0.08, 0.06 };
  return luma < 0.2 ? &light : &dark;
}

/* The mark's path is in meeple units, centred at (0, 0.14) with a radius of 0.115. */
void
ml_meeple_art_draw_mark (cairo_t *cr, double x, double y, double radius, int player)
{
  if (player < 0)
    return;
  cairo_save (cr);
  cairo_translate (cr, x, y);
  cairo_scale (cr, radius / 0.115, radius / 0.115);
  cairo_translate (cr, 0, -0.14);
  mark_path (cr, player);
  cairo_fill (cr);
  cairo_restore (cr);
}

void
ml_meeple_art_draw (cairo_t *cr, double x, double y, double size, const MlColor *color, int player,
                    gboolean lying)
{
  cairo_save (cr);
  cairo_translate (cr, x, y);
  if (lying)
    cairo_rotate (cr, -G_PI / 2);
  cairo_scale (cr, size, size);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  double outline = MAX (0.14, 2.0 / size);
  const MlColor *ink = ml_meeple_art_ink (color);
  meeple_path (cr);
  cairo_set_source_rgb (cr, ink->r, ink->g, ink->b);
  cairo_set_line_width (cr, outline);
  cairo_stroke_preserve (cr);
  cairo_set_source_rgb (cr, color->r, color->g, color->b);
  cairo_fill (cr);
  /* A mark too small to read is only noise: none below 12 units. */
  if (player >= 0 && size >= 12)
    {
      mark_path (cr, player);
      cairo_set_source_rgb (cr, ink->r, ink->g, ink->b);
      cairo_fill (cr);
    }
  cairo_restore (cr);
}
