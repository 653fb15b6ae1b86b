/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Tile art: the drawing of a cell's face from its geometry (ml-tile-geometry.c): fields,
 * rivers, cities with their walls, roads, bridges, gates, buildings, shields, the border,
 * and a wonder's picture seen through its ground; and the areas and highlights the painter
 * lays over a face. */
#include "config.h"
#include "ml-tile-art.h"
#include "ml-decorations.h"
#include "ml-render-list.h"

#include <math.h>

#define SHIELD 0.14

/* ---- colours ------------------------------------------------------------------------ */

static const MlColor FIELD = { 0.55, 0.74, 0.35 };
static const MlColor CITY = { 0.89, 0.82, 0.65 };
static const MlColor WALL = { 0.45, 0.38, 0.30 };
static const MlColor ROAD = { 0.97, 0.95, 0.88 };
static const MlColor ROAD_EDGE = { 0.55, 0.50, 0.42 };
static const MlColor WATER = { 0.29, 0.56, 0.85 };
static const MlColor BANK = { 0.18, 0.37, 0.62 };
static const MlColor WOOD = { 0.62, 0.45, 0.27 };
static const MlColor DARK = { 0.23, 0.19, 0.15 };
static const MlColor ROOF = { 0.78, 0.22, 0.17 };
static const MlColor PLASTER = { 0.96, 0.92, 0.82 };
static const MlColor SHIELD_BLUE = { 0.15, 0.33, 0.70 };
static const MlColor HIGHLIGHT = { 1.0, 0.90, 0.25 };
static const MlColor HIGHLIGHT_LINE = { 1.0, 0.62, 0.0 };
#define HIGHLIGHT_ALPHA 0.5

static void
set_rgb (cairo_t *cr, MlColor c)
{
  cairo_set_source_rgb (cr, c.r, c.g, c.b);
}


/* ---- drawing ------------------------------------------------------------------------ */

static void
draw_water (const MlCellShape *ca, cairo_t *cr, double px)
{
  double bank = MAX (0.025, 1.5 / px);
  for (int pass = 0; pass < 2; pass++)
    for (guint i = 0; i < ca->n_parts; i++)
      {
        const MlShapePart *part = &ca->parts[i];
        if (part->kind != ML_FEATURE_WATER)
          continue;
        set_rgb (cr, pass == 0 ? BANK : WATER);
        cairo_append_path (cr, part->line);
        cairo_set_line_width (cr, part->width + (pass == 0 ? 2 * bank : 0));
        cairo_stroke (cr);
        if (part->area)
          {
            cairo_append_path (cr, part->area);
            if (pass == 0)
              {
                cairo_set_line_width (cr, 2 * bank);
                cairo_stroke_preserve (cr);
              }
            cairo_fill (cr);
          }
      }
  /* A glint on the ponds. */
  for (guint i = 0; i < ca->n_parts; i++)
    if (ca->parts[i].kind == ML_FEATURE_WATER && ca->parts[i].area)
      {
        double x1, y1, x2, y2;
        cairo_append_path (cr, ca->parts[i].area);
        cairo_path_extents (cr, &x1, &y1, &x2, &y2);
        cairo_new_path (cr);
        cairo_set_source_rgba (cr, 1, 1, 1, 0.45);
        cairo_set_line_width (cr, MAX (0.02, 1 / px));
        cairo_arc (cr, (x1 + x2) / 2, (y1 + y2) / 2, (x2 - x1) * 0.28, G_PI * 1.1, G_PI * 1.5);
        cairo_stroke (cr);
      }
}

static void
draw_cities (const MlTileDef *tile, const MlCellShape *ca, cairo_t *cr, double px)
{
  for (guint i = 0; i < ca->n_parts; i++)
    {
      const MlShapePart *part = &ca->parts[i];
      if (part->kind != ML_FEATURE_CITY)
        continue;
      set_rgb (cr, CITY);
      cairo_append_path (cr, part->area);
      cairo_fill (cr);
      if (part->walls && tile->features[part->feature].walled)
        {
          cairo_append_path (cr, part->walls);
          set_rgb (cr, WALL);
          cairo_set_line_width (cr, MAX (0.045, 1.5 / px));
          cairo_stroke (cr);
        }
    }
}

static void
draw_roads (const MlCellShape *ca, cairo_t *cr, double px)
{
  for (int pass = 0; pass < 2; pass++)
    for (guint i = 0; i < ca->n_parts; i++)
      {
        const MlShapePart *part = &ca->parts[i];
        if (part->kind != ML_FEATURE_ROAD)
          continue;
        set_rgb (cr, pass == 0 ? ROAD_EDGE : ROAD);
        cairo_append_path (cr, part->line);
        cairo_set_line_width (cr, pass == 0 ? part->width + MAX (0.03, 2 / px) : part->width);
        cairo_stroke (cr);
      }
}

/* A box of @w × @h centred on @at along @angle: bridges and gates. */
static void
oriented_box (cairo_t *cr, MlPoint at, double angle, double w, double h)
{
  cairo_save (cr);
  cairo_translate (cr, at.x, at.y);
  cairo_rotate (cr, angle);
  cairo_rectangle (cr, -w / 2, -h / 2, w, h);
  cairo_restore (cr);
}

static void
draw_marks (const MlCellShape *ca, cairo_t *cr, double px)
{
  double thin = MAX (0.015, 1 / px);
  for (guint i = 0; i < ca->bridges->len; i++)
    {
      const MlShapeMark *m = &g_array_index (ca->bridges, MlShapeMark, i);
      oriented_box (cr, m->at, m->angle, ML_SHAPE_WATER_WIDTH + 0.1, ML_SHAPE_ROAD_WIDTH + 0.06);
      set_rgb (cr, WOOD);
      cairo_fill_preserve (cr);
      set_rgb (cr, DARK);
      cairo_set_line_width (cr, thin);
      cairo_stroke (cr);
      for (int side = -1; side <= 1; side += 2)
        {
          cairo_save (cr);
          cairo_translate (cr, m->at.x, m->at.y);
          cairo_rotate (cr, m->angle);
          cairo_move_to (cr, -(ML_SHAPE_WATER_WIDTH + 0.1) / 2, side * (ML_SHAPE_ROAD_WIDTH + 0.06) / 2);
          cairo_line_to (cr, (ML_SHAPE_WATER_WIDTH + 0.1) / 2, side * (ML_SHAPE_ROAD_WIDTH + 0.06) / 2);
          cairo_restore (cr);
          cairo_set_line_width (cr, MAX (0.03, 1.5 / px));
          cairo_stroke (cr);
        }
    }
  for (guint i = 0; i < ca->gates->len; i++)
    {
      const MlShapeMark *m = &g_array_index (ca->gates, MlShapeMark, i);
      oriented_box (cr, m->at, m->angle, 0.07, ML_SHAPE_ROAD_WIDTH + 0.07);
      set_rgb (cr, DARK);
      cairo_fill (cr);
    }
  for (guint i = 0; i < ca->junctions->len; i++)
    {
      MlPoint p = g_array_index (ca->junctions, MlPoint, i);
      cairo_rectangle (cr, p.x - ML_SHAPE_JUNCTION / 2, p.y - ML_SHAPE_JUNCTION / 2, ML_SHAPE_JUNCTION, ML_SHAPE_JUNCTION);
      cairo_set_source_rgb (cr, 0.52, 0.45, 0.38);
      cairo_fill_preserve (cr);
      set_rgb (cr, DARK);
      cairo_set_line_width (cr, thin);
      cairo_stroke (cr);
    }
}

static void
outline_fill (cairo_t *cr, MlColor fill, double line)
{
  set_rgb (cr, fill);
  cairo_fill_preserve (cr);
  set_rgb (cr, DARK);
  cairo_set_line_width (cr, line);
  cairo_stroke (cr);
}

/* A small monastery in front view, red roof and a cross, drawn in a box of side 1. */
static void
draw_monastery_building (cairo_t *cr, double line)
{
  cairo_rectangle (cr, -0.36, -0.02, 0.72, 0.46);
  outline_fill (cr, PLASTER, line);
  cairo_move_to (cr, -0.47, 0.02);
  cairo_line_to (cr, 0, -0.36);
  cairo_line_to (cr, 0.47, 0.02);
  cairo_close_path (cr);
  outline_fill (cr, ROOF, line);
  cairo_move_to (cr, -0.09, 0.44);
  cairo_line_to (cr, -0.09, 0.24);
  cairo_arc (cr, 0, 0.24, 0.09, G_PI, 2 * G_PI);
  cairo_line_to (cr, 0.09, 0.44);
  cairo_close_path (cr);
  set_rgb (cr, DARK);
  cairo_fill (cr);
  cairo_move_to (cr, 0, -0.36);
  cairo_line_to (cr, 0, -0.52);
  cairo_move_to (cr, -0.07, -0.46);
  cairo_line_to (cr, 0.07, -0.46);
  cairo_set_line_width (cr, line * 1.2);
  cairo_stroke (cr);
}

/* An abbey: a stone church with a tall tower and slate roofs, in a box of side 1. */
static void
shield_path (cairo_t *cr)
{
  cairo_move_to (cr, -0.42, -0.5);
  cairo_line_to (cr, 0.42, -0.5);
  cairo_line_to (cr, 0.42, 0.02);
  cairo_curve_to (cr, 0.42, 0.28, 0.2, 0.42, 0, 0.52);
  cairo_curve_to (cr, -0.2, 0.42, -0.42, 0.28, -0.42, 0.02);
  cairo_close_path (cr);
}

/* A shield quartered blue and white, outlined. */
static void
draw_shield (cairo_t *cr, MlPoint at, int rot, double px)
{
  double s = SHIELD;
  cairo_save (cr);
  cairo_translate (cr, at.x, at.y);
  cairo_rotate (cr, -rot * G_PI / 2);
  cairo_scale (cr, s, s);
  shield_path (cr);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_fill_preserve (cr);
  cairo_save (cr);
  cairo_clip (cr);
  set_rgb (cr, SHIELD_BLUE);
  cairo_rectangle (cr, -0.5, -0.6, 0.5, 0.52);
  cairo_rectangle (cr, 0, -0.08, 0.5, 0.7);
  cairo_fill (cr);
  cairo_restore (cr);
  shield_path (cr);
  set_rgb (cr, DARK);
  cairo_set_line_width (cr, MAX (0.1, 1 / (px * s)));
  cairo_stroke (cr);
  cairo_restore (cr);
}

static void
draw_border (const MlCellShape *ca, cairo_t *cr, double px)
{
  static const double x0[4] = { 0, 1, 1, 0 }, y0[4] = { 0, 0, 1, 1 };
  for (int s = 0; s < 4; s++)
    if (ca->outer >> s & 1)
      {
        cairo_move_to (cr, x0[s], y0[s]);
        cairo_line_to (cr, x0[(s + 1) % 4], y0[(s + 1) % 4]);
      }
  cairo_set_source_rgba (cr, 0.1, 0.12, 0.05, 0.35);
  cairo_set_line_width (cr, 2 * MAX (0.008, 0.6 / px));
  cairo_stroke (cr);
}

/* The wonder's picture, seen through its ground as designed: it is drawn before the
 * features, which cover whatever of it they need (the label map gave them those pixels). */
static void
draw_ground (const MlTileDef *tile, const MlCellShape *ca, cairo_t *cr, guint cell, double px)
{
  cairo_save (cr);
  cairo_append_path (cr, ca->ground);
  cairo_clip (cr);
  ml_piece_art_draw_cell (tile, cell, cr, px);
  cairo_restore (cr);
}

void
ml_tile_art_draw_cell (const MlTileGeometry *geometry, cairo_t *cr, guint cell, int rot, double px)
{
  const MlTileDef *tile = ml_tile_geometry_tile (geometry);
  g_return_if_fail (cell < tile->n_cells);
  const MlCellShape *ca = ml_tile_geometry_cell (geometry, cell);
  cairo_save (cr);
  cairo_rectangle (cr, 0, 0, 1, 1);
  cairo_clip (cr);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  set_rgb (cr, FIELD);
  cairo_paint (cr);
  if (ca->ground)
    draw_ground (tile, ca, cr, cell, px);
  draw_water (ca, cr, px);
  draw_cities (tile, ca, cr, px);
  draw_roads (ca, cr, px);
  draw_marks (ca, cr, px);
  if (ca->monastery >= 0)
    {
      cairo_save (cr);
      cairo_translate (cr, ca->monastery_at.x, ca->monastery_at.y);
      cairo_rotate (cr, -rot * G_PI / 2);
      cairo_scale (cr, ca->monastery_size, ca->monastery_size);
      double line = MAX (0.05, 1 / (px * ca->monastery_size));
      if (ca->building)
        ca->building->draw (cr, line);
      else
        draw_monastery_building (cr, line);
      cairo_restore (cr);
    }
  for (guint i = 0; i < ca->shields->len; i++)
    draw_shield (cr, g_array_index (ca->shields, MlPoint, i), rot, px);
  ml_decorations_draw (tile, ca, cell, cr, rot, px);
  draw_border (ca, cr, px);
  cairo_restore (cr);
}

/* The shape of a part, as drawn, without style: for masks and for leaving it out of fields. */
static void
shape_part (cairo_t *cr, const MlShapePart *part, double extra)
{
  if (part->kind != ML_FEATURE_FIELD && part->area)
    {
      cairo_append_path (cr, part->area);
      cairo_fill (cr);
    }
  if (part->line)
    {
      cairo_append_path (cr, part->line);
      cairo_set_line_width (cr, part->width + extra);
      cairo_stroke (cr);
    }
}

void
ml_tile_art_paint_region (const MlTileGeometry *geometry, cairo_t *cr, guint cell, guint feature,
                          double px)
{
  const MlShapePart *part = ml_tile_geometry_part (geometry, cell, feature);
  if (part == NULL)
    return;
  cairo_save (cr);
  cairo_rectangle (cr, 0, 0, 1, 1);
  cairo_clip (cr);
  if (part->kind != ML_FEATURE_FIELD)
    {
      shape_part (cr, part, part->kind == ML_FEATURE_ROAD ? 0.04 : 0);
      cairo_restore (cr);
      return;
    }
  cairo_append_path (cr, part->area);
  cairo_fill (cr);
  cairo_set_operator (cr, CAIRO_OPERATOR_CLEAR);
  const MlCellShape *ca = ml_tile_geometry_cell (geometry, cell);
  for (guint i = 0; i < ca->n_parts; i++)
    if (ca->parts[i].kind != ML_FEATURE_FIELD)
      shape_part (cr, &ca->parts[i], MAX (0.03, 2 / px));
  for (guint j = 0; j < ca->junctions->len; j++)
    {
      MlPoint p = g_array_index (ca->junctions, MlPoint, j);
      cairo_rectangle (cr, p.x - ML_SHAPE_JUNCTION / 2, p.y - ML_SHAPE_JUNCTION / 2, ML_SHAPE_JUNCTION, ML_SHAPE_JUNCTION);
      cairo_fill (cr);
    }
  cairo_restore (cr);
}

const MlColor *
ml_tile_art_color (MlFeatureKind kind)
{
  switch (kind)
    {
    case ML_FEATURE_CITY: return &CITY;
    case ML_FEATURE_ROAD: return &ROAD;
    case ML_FEATURE_WATER: return &WATER;
    case ML_FEATURE_FIELD:
    case ML_FEATURE_MONASTERY:
    case ML_N_FEATURE_KINDS:
    default: return &FIELD;
    }
}

void
ml_tile_art_set_highlight_fill (cairo_t *cr)
{
  cairo_set_source_rgba (cr, HIGHLIGHT.r, HIGHLIGHT.g, HIGHLIGHT.b, HIGHLIGHT_ALPHA);
}

void
ml_tile_art_paint_highlight (const MlTileGeometry *geometry, cairo_t *cr, guint cell, guint feature,
                             double px)
{
  const MlShapePart *part = ml_tile_geometry_part (geometry, cell, feature);
  if (part == NULL)
    return;
  cairo_save (cr);
  cairo_rectangle (cr, 0, 0, 1, 1);
  cairo_clip (cr);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  double line = MAX (0.04, 2.5 / px);
  switch (part->kind)
    {
    case ML_FEATURE_FIELD:
      cairo_push_group (cr);
      set_rgb (cr, HIGHLIGHT);
      ml_tile_art_paint_region (geometry, cr, cell, feature, px);
      cairo_pop_group_to_source (cr);
      cairo_paint_with_alpha (cr, HIGHLIGHT_ALPHA);
      break;
    case ML_FEATURE_ROAD:
    case ML_FEATURE_WATER:
      cairo_append_path (cr, part->line);
      cairo_set_source_rgba (cr, HIGHLIGHT_LINE.r, HIGHLIGHT_LINE.g, HIGHLIGHT_LINE.b, 0.8);
      cairo_set_line_width (cr, part->width + 2 * line);
      cairo_stroke (cr);
      cairo_append_path (cr, part->line);
      cairo_set_source_rgba (cr, HIGHLIGHT.r, HIGHLIGHT.g, HIGHLIGHT.b, 0.9);
      cairo_set_line_width (cr, part->width);
      cairo_stroke (cr);
      break;
    case ML_FEATURE_CITY:
    case ML_FEATURE_MONASTERY:
      cairo_append_path (cr, part->area);
      ml_tile_art_set_highlight_fill (cr);
      cairo_fill (cr);
      cairo_append_path (cr, part->kind == ML_FEATURE_CITY && part->walls ? part->walls : part->area);
      set_rgb (cr, HIGHLIGHT_LINE);
      cairo_set_line_width (cr, 2 * line);
      cairo_stroke (cr);
      break;
    case ML_N_FEATURE_KINDS:
    default:
      break;
    }
  cairo_restore (cr);
}

