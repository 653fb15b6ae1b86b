/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"
#include "ml-abbeys-art.h"
#include "abbeys/ml-abbeys-flags.h"
#include "ml-art-ink.h"

static void
fill (cairo_t *cr, double r, double g, double b, double line)
{
  cairo_set_source_rgb (cr, r, g, b);
  ml_art_fill_outline (cr, line);
}

#define STONE 0.84, 0.82, 0.77
#define SLATE 0.33, 0.38, 0.50

static gboolean
claims (const MlFeatureDef *monastery)
{
  return ml_feature_has (monastery, ML_ABBEYS_FLAG_ABBEY);
}

/* The nave with its slate roof, the tower with its spire and cross, a round window and a
 * door, in the box of side 1 the core's chapel takes. */
static void
draw (cairo_t *cr, double line)
{
  cairo_rectangle (cr, -0.48, 0.0, 0.62, 0.44);
  fill (cr, STONE, line);
  cairo_move_to (cr, -0.52, 0.03);
  cairo_line_to (cr, -0.17, -0.24);
  cairo_line_to (cr, 0.14, 0.03);
  cairo_close_path (cr);
  fill (cr, SLATE, line);
  cairo_rectangle (cr, 0.14, -0.26, 0.3, 0.7);
  fill (cr, STONE, line);
  cairo_move_to (cr, 0.1, -0.26);
  cairo_line_to (cr, 0.29, -0.58);
  cairo_line_to (cr, 0.48, -0.26);
  cairo_close_path (cr);
  fill (cr, SLATE, line);
  cairo_arc (cr, 0.29, -0.08, 0.06, 0, 2 * G_PI);
  cairo_set_source_rgb (cr, 0.23, 0.19, 0.15);
  cairo_fill (cr);
  cairo_move_to (cr, -0.26, 0.44);
  cairo_line_to (cr, -0.26, 0.26);
  cairo_arc (cr, -0.17, 0.26, 0.09, G_PI, 2 * G_PI);
  cairo_line_to (cr, -0.08, 0.44);
  cairo_close_path (cr);
  cairo_fill (cr);
  cairo_move_to (cr, 0.29, -0.58);
  cairo_line_to (cr, 0.29, -0.7);
  cairo_move_to (cr, 0.23, -0.65);
  cairo_line_to (cr, 0.35, -0.65);
  cairo_set_line_width (cr, line * 1.2);
  cairo_stroke (cr);
}

const MlBuildingArt ml_abbeys_building_art = { .claims = claims, .draw = draw };
