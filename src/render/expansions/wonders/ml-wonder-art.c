/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Wonder art: one design per wonder, keyed by the wonder's id (the picture belongs to the
 * face, whatever effect the data bind to it). A design gives the ground of the piece (the
 * building and its dirt, as the design notes of data/tiles/wonders.json describe them), the
 * picture drawn on it, and where the marker, the slots and the port meeples go. Everything
 * is in piece units at rotation 0: the anchor square covers [0, 1] × [0, 1]. A wonder
 * without a design of its own gets a plain obelisk on its building square. */
#include "config.h"
#include "ml-wonder-art.h"
#include "ml-meeple-art.h"
#include "ml-tile-geometry.h"
#include "wonders/ml-wonders-table.h"

#include <math.h>
#include <string.h>

static const MlColor INK = { 0.23, 0.19, 0.15 };
static const MlColor WATER = { 0.29, 0.56, 0.85 };
static const MlColor DEEP = { 0.18, 0.40, 0.68 };
static const MlColor STONE = { 0.74, 0.72, 0.66 };
static const MlColor PALE_STONE = { 0.88, 0.86, 0.80 };
static const MlColor SAND = { 0.90, 0.80, 0.58 };
static const MlColor TREE = { 0.20, 0.42, 0.20 };

static void
set_rgb (cairo_t *cr, MlColor c)
{
  cairo_set_source_rgb (cr, c.r, c.g, c.b);
}

/* Fills the current path with @fill and outlines it in ink. */
static void
paint (cairo_t *cr, MlColor fill, double line)
{
  set_rgb (cr, fill);
  cairo_fill_preserve (cr);
  set_rgb (cr, INK);
  cairo_set_line_width (cr, line);
  cairo_stroke (cr);
}

static void
fill (cairo_t *cr, MlColor c)
{
  set_rgb (cr, c);
  cairo_fill (cr);
}

static void
box (cairo_t *cr, double x0, double y0, double x1, double y1)
{
  cairo_rectangle (cr, x0, y0, x1 - x0, y1 - y0);
}

static void
disc (cairo_t *cr, double x, double y, double r)
{
  cairo_new_sub_path (cr);
  cairo_arc (cr, x, y, r, 0, 2 * G_PI);
}

static void
rounded_box (cairo_t *cr, double x0, double y0, double x1, double y1, double r)
{
  cairo_new_sub_path (cr);
  cairo_arc (cr, x1 - r, y0 + r, r, -G_PI / 2, 0);
  cairo_arc (cr, x1 - r, y1 - r, r, 0, G_PI / 2);
  cairo_arc (cr, x0 + r, y1 - r, r, G_PI / 2, G_PI);
  cairo_arc (cr, x0 + r, y0 + r, r, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
}

/* The whole piece, for a background wash (the ground clips it). */
static void
wash (cairo_t *cr, MlColor c)
{
  box (cr, -5, -5, 6, 6);
  fill (cr, c);
}

/* A pointed arch opening from (x0, y1) to (x1, y1), @h high. */
static void
arch (cairo_t *cr, double x0, double x1, double y1, double h)
{
  double w = x1 - x0;
  cairo_move_to (cr, x0, y1);
  cairo_line_to (cr, x0, y1 - h + w * 0.6);
  cairo_curve_to (cr, x0, y1 - h + w * 0.2, x0 + w * 0.3, y1 - h + w * 0.05, x0 + w / 2, y1 - h);
  cairo_curve_to (cr, x1 - w * 0.3, y1 - h + w * 0.05, x1, y1 - h + w * 0.2, x1, y1 - h + w * 0.6);
  cairo_line_to (cr, x1, y1);
  cairo_close_path (cr);
}

/* ---- Stonehenge: the stone circle on the centre square -------------------------------- */

static void
stonehenge_ground (cairo_t *cr)
{
  cairo_move_to (cr, 0.4, 0);
  cairo_line_to (cr, 1, 0);
  cairo_line_to (cr, 1, 1);
  cairo_line_to (cr, 0, 1);
  cairo_line_to (cr, 0, 0.4);
  cairo_arc_negative (cr, 0, 0, 0.4, G_PI / 2, 0);
  cairo_close_path (cr);
}

/* A stone block of @w × @h centred at angle @a on a circle of radius @r round (cx, cy),
 * its long side along the circle. */
static void
ring_stone (cairo_t *cr, double cx, double cy, double r, double a, double w, double h)
{
  cairo_save (cr);
  cairo_translate (cr, cx + r * cos (a), cy + r * sin (a));
  cairo_rotate (cr, a + G_PI / 2);
  box (cr, -w / 2, -h / 2, w / 2, h / 2);
  cairo_restore (cr);
}

static void
stonehenge_picture (cairo_t *cr, double line)
{
  const double cx = 0.58, cy = 0.54;
  static const MlColor turf = { 0.70, 0.72, 0.50 }, bank = { 0.52, 0.60, 0.36 };
  static const MlColor sarsen = { 0.64, 0.63, 0.60 }, blue = { 0.45, 0.50, 0.58 };
  wash (cr, turf);
  disc (cr, cx, cy, 0.41);
  set_rgb (cr, bank);
  cairo_set_line_width (cr, 0.035);
  cairo_stroke (cr);
  /* The outer ring of uprights capped by lintels, two fallen. */
  for (int i = 0; i < 16; i++)
    {
      if (i == 5 || i == 11)
        continue;
      double a = G_PI + i * 2 * G_PI / 16;
      ring_stone (cr, cx, cy, 0.27, a, 0.095, 0.05);
      paint (cr, sarsen, line);
    }
  for (int i = 0; i < 22; i++)
    {
      double a = i * 2 * G_PI / 22;
      disc (cr, cx + 0.205 * cos (a), cy + 0.205 * sin (a), 0.016);
      paint (cr, blue, line * 0.6);
    }
  /* The horseshoe of five great trilithons, open towards the avenue. */
  for (int i = -2; i <= 2; i++)
    {
      double a = i * 0.75;
      ring_stone (cr, cx, cy, 0.13, a, 0.11, 0.055);
      paint (cr, sarsen, line);
    }
  box (cr, cx - 0.05, cy - 0.02, cx + 0.03, cy + 0.02);
  paint (cr, blue, line);
}

/* ---- Circus Maximus: the race track along the row --------------------------------------- */

static void
circus_ground (cairo_t *cr)
{
  rounded_box (cr, 0.2, 0.3, 3.7, 0.7, 0.2);
}

static void
chariot (cairo_t *cr, double x, double y, double dir, double line)
{
  static const MlColor horse = { 0.42, 0.27, 0.16 }, car = { 0.78, 0.16, 0.12 };
  box (cr, x, y - 0.018, x + dir * 0.07, y + 0.018);
  paint (cr, horse, line * 0.6);
  disc (cr, x - dir * 0.02, y, 0.018);
  paint (cr, car, line * 0.6);
}

static void
circus_picture (cairo_t *cr, double line)
{
  static const MlColor stands = { 0.86, 0.80, 0.68 }, track = { 0.88, 0.71, 0.46 };
  static const MlColor meta = { 0.60, 0.45, 0.25 };
  wash (cr, stands);
  /* Tiers of seats. */
  for (int i = 1; i <= 3; i++)
    {
      double d = 0.022 * i;
      rounded_box (cr, 0.2 + d, 0.3 + d, 3.7 - d, 0.7 - d, 0.2 - d);
      cairo_set_source_rgba (cr, INK.r, INK.g, INK.b, 0.35);
      cairo_set_line_width (cr, line * 0.6);
      cairo_stroke (cr);
    }
  rounded_box (cr, 0.29, 0.39, 3.61, 0.61, 0.11);
  paint (cr, track, line);
  /* The starting gates at the west end. */
  for (int i = 0; i < 5; i++)
    {
      box (cr, 0.3, 0.41 + i * 0.037, 0.34, 0.435 + i * 0.037);
      fill (cr, INK);
    }
  /* The spina down the middle, with its obelisk and the turning posts at both ends. */
  box (cr, 0.85, 0.487, 3.05, 0.513);
  paint (cr, PALE_STONE, line * 0.8);
  cairo_move_to (cr, 1.95, 0.47);
  cairo_line_to (cr, 1.99, 0.5);
  cairo_line_to (cr, 1.95, 0.53);
  cairo_line_to (cr, 1.91, 0.5);
  cairo_close_path (cr);
  paint (cr, meta, line * 0.6);
  for (int end = 0; end < 2; end++)
    {
      double x = end == 0 ? 0.83 : 3.07;
      for (int k = -1; k <= 1; k++)
        {
          disc (cr, x, 0.5 + k * 0.016, 0.012);
          fill (cr, meta);
        }
    }
  chariot (cr, 1.2, 0.43, 1, line);
  chariot (cr, 1.38, 0.45, 1, line);
  chariot (cr, 2.7, 0.56, -1, line);
}

/* ---- Notre-Dame: the cathedral front and its paved dirt --------------------------------- */

static void
notre_dame_ground (cairo_t *cr)
{
  box (cr, 0, 0, 1, 2);
  cairo_move_to (cr, 1, 1);
  cairo_line_to (cr, 1.86, 1);
  cairo_curve_to (cr, 1.8, 1.35, 1.65, 1.6, 1.5, 1.66);
  cairo_line_to (cr, 1.2, 1.76);
  cairo_line_to (cr, 1, 1.86);
  cairo_close_path (cr);
  cairo_move_to (cr, 1, 0.12);
  cairo_line_to (cr, 1.16, 0.2);
  cairo_line_to (cr, 1.16, 0.84);
  cairo_line_to (cr, 1.8, 0.84);
  cairo_line_to (cr, 1.88, 1);
  cairo_line_to (cr, 1, 1);
  cairo_close_path (cr);
}

static void
paving (cairo_t *cr, MlColor base, double line)
{
  wash (cr, base);
  for (int i = -8; i <= 24; i++)
    {
      cairo_move_to (cr, -1, i * 0.125);
      cairo_line_to (cr, 4, i * 0.125);
      cairo_move_to (cr, i * 0.125, -1);
      cairo_line_to (cr, i * 0.125, 4);
    }
  cairo_set_source_rgba (cr, INK.r, INK.g, INK.b, 0.1);
  cairo_set_line_width (cr, line * 0.6);
  cairo_stroke (cr);
}

static void
notre_dame_picture (cairo_t *cr, double line)
{
  static const MlColor parvis = { 0.80, 0.76, 0.66 }, limestone = { 0.91, 0.87, 0.75 };
  static const MlColor glass = { 0.30, 0.42, 0.78 }, shade = { 0.78, 0.73, 0.60 };
  paving (cr, parvis, line);
  cairo_save (cr);
  /* On its building square, clear of the city along the west and south edges. */
  cairo_translate (cr, 0.64, 1.37);
  cairo_scale (cr, 1.15, 1.15);
  /* The spire behind the front. */
  cairo_move_to (cr, -0.02, -0.16);
  cairo_line_to (cr, 0, -0.36);
  cairo_line_to (cr, 0.02, -0.16);
  cairo_close_path (cr);
  paint (cr, shade, line * 0.7);
  /* Nave gable and the two square towers. */
  box (cr, -0.1, -0.12, 0.1, 0.28);
  paint (cr, limestone, line);
  cairo_move_to (cr, -0.1, -0.12);
  cairo_line_to (cr, 0, -0.2);
  cairo_line_to (cr, 0.1, -0.12);
  cairo_close_path (cr);
  paint (cr, limestone, line);
  for (int side = -1; side <= 1; side += 2)
    {
      double x0 = side < 0 ? -0.27 : 0.1, x1 = x0 + 0.17;
      box (cr, x0, -0.27, x1, 0.28);
      paint (cr, limestone, line);
      box (cr, x0 - 0.008, -0.29, x1 + 0.008, -0.265);
      paint (cr, shade, line * 0.7);
      for (int k = 0; k < 2; k++)
        {
          double sx = x0 + 0.045 + k * 0.06;
          arch (cr, sx, sx + 0.025, -0.06, 0.16);
          fill (cr, INK);
        }
      arch (cr, x0 + 0.05, x1 - 0.05, 0.28, 0.11);
      fill (cr, INK);
    }
  /* The gallery of kings, the rose window, the great portal. */
  box (cr, -0.27, 0.07, 0.27, 0.1);
  paint (cr, shade, line * 0.7);
  disc (cr, 0, -0.01, 0.058);
  paint (cr, glass, line);
  for (int k = 0; k < 6; k++)
    {
      double a = k * G_PI / 6;
      cairo_move_to (cr, -0.058 * cos (a), -0.01 - 0.058 * sin (a));
      cairo_line_to (cr, 0.058 * cos (a), -0.01 + 0.058 * sin (a));
    }
  cairo_set_source_rgba (cr, 1, 1, 1, 0.6);
  cairo_set_line_width (cr, line * 0.5);
  cairo_stroke (cr);
  arch (cr, -0.045, 0.045, 0.28, 0.14);
  fill (cr, INK);
  cairo_restore (cr);
}

/* ---- Alhambra: the red palace round its pool, the court of the lions --------------------- */

static void
alhambra_ground (cairo_t *cr)
{
  rounded_box (cr, 1.12, 1.06, 1.88, 1.74, 0.04);
  box (cr, 1.38, 0.56, 1.62, 1.1);
  disc (cr, 1.5, 0.56, 0.22);
}

static void
alhambra_picture (cairo_t *cr, double line)
{
  static const MlColor red = { 0.78, 0.40, 0.28 }, tower = { 0.66, 0.30, 0.20 };
  static const MlColor court = { 0.95, 0.90, 0.80 }, hedge = { 0.26, 0.50, 0.24 };
  static const MlColor lion = { 0.80, 0.66, 0.40 };
  wash (cr, SAND);
  /* The court of the lions: a fountain ringed by twelve lions. */
  disc (cr, 1.5, 0.56, 0.17);
  paint (cr, court, line);
  for (int k = 0; k < 4; k++)
    {
      double a = k * G_PI / 2 + G_PI / 4;
      cairo_move_to (cr, 1.5, 0.56);
      cairo_line_to (cr, 1.5 + 0.17 * cos (a), 0.56 + 0.17 * sin (a));
    }
  set_rgb (cr, WATER);
  cairo_set_line_width (cr, 0.018);
  cairo_stroke (cr);
  disc (cr, 1.5, 0.56, 0.06);
  paint (cr, WATER, line);
  for (int k = 0; k < 12; k++)
    {
      double a = k * G_PI / 6;
      disc (cr, 1.5 + 0.075 * cos (a), 0.56 + 0.075 * sin (a), 0.013);
      paint (cr, lion, line * 0.5);
    }
  /* The palace walls, the court of the myrtles with its long pool, the arcades. */
  box (cr, 1.14, 1.08, 1.86, 1.72);
  paint (cr, red, line);
  box (cr, 1.24, 1.2, 1.76, 1.62);
  paint (cr, court, line);
  box (cr, 1.35, 1.27, 1.4, 1.55);
  box (cr, 1.6, 1.27, 1.65, 1.55);
  fill (cr, hedge);
  box (cr, 1.42, 1.27, 1.58, 1.55);
  paint (cr, WATER, line);
  for (int end = 0; end < 2; end++)
    {
      double y = end == 0 ? 1.2 : 1.57;
      box (cr, 1.3, y, 1.7, y + 0.05);
      paint (cr, PALE_STONE, line * 0.6);
      for (int k = 0; k < 7; k++)
        {
          double x = 1.325 + k * 0.05;
          arch (cr, x, x + 0.03, y + 0.05, 0.035);
          fill (cr, INK);
        }
    }
  /* Towers at the corners and the great tower over the north wall. */
  static const double corners[][2] = { { 1.14, 1.08 }, { 1.76, 1.08 }, { 1.14, 1.62 }, { 1.76, 1.62 } };
  for (guint k = 0; k < G_N_ELEMENTS (corners); k++)
    {
      box (cr, corners[k][0], corners[k][1], corners[k][0] + 0.1, corners[k][1] + 0.1);
      paint (cr, tower, line);
    }
  box (cr, 1.4, 1.07, 1.6, 1.17);
  paint (cr, tower, line);
}

/* ---- Abu Simbel: four seated colossi cut into the cliff ---------------------------------- */

static void
abu_simbel_ground (cairo_t *cr)
{
  box (cr, 2.1, 0.14, 2.9, 0.86);
  box (cr, 1.5, 0.38, 2.1, 0.62);
  disc (cr, 1.52, 0.5, 0.2);
}

static void
colossus (cairo_t *cr, double x, double line)
{
  static const MlColor body = { 0.90, 0.72, 0.50 }, crown = { 0.80, 0.58, 0.36 };
  /* Headdress, face, body, knees and shins, from the top down. */
  cairo_move_to (cr, x - 0.04, 0.39);
  cairo_line_to (cr, x - 0.028, 0.28);
  cairo_line_to (cr, x + 0.028, 0.28);
  cairo_line_to (cr, x + 0.04, 0.39);
  cairo_close_path (cr);
  paint (cr, crown, line * 0.7);
  box (cr, x - 0.018, 0.3, x + 0.018, 0.355);
  paint (cr, body, line * 0.6);
  box (cr, x - 0.038, 0.39, x + 0.038, 0.55);
  paint (cr, body, line * 0.7);
  box (cr, x - 0.045, 0.55, x + 0.045, 0.6);
  paint (cr, body, line * 0.7);
  box (cr, x - 0.04, 0.6, x - 0.006, 0.74);
  paint (cr, body, line * 0.7);
  box (cr, x + 0.006, 0.6, x + 0.04, 0.74);
  paint (cr, body, line * 0.7);
}

static void
abu_simbel_picture (cairo_t *cr, double line)
{
  static const MlColor cliff = { 0.78, 0.56, 0.34 }, face = { 0.86, 0.67, 0.44 };
  wash (cr, SAND);
  disc (cr, 1.52, 0.5, 0.13);
  cairo_set_source_rgba (cr, INK.r, INK.g, INK.b, 0.12);
  cairo_fill (cr);
  /* The cliff with a rough top, the smoothed façade cut into it. */
  cairo_move_to (cr, 2.1, 0.86);
  cairo_line_to (cr, 2.1, 0.2);
  for (int k = 1; k <= 8; k++)
    cairo_line_to (cr, 2.1 + k * 0.1, k % 2 ? 0.14 : 0.19);
  cairo_line_to (cr, 2.9, 0.86);
  cairo_close_path (cr);
  paint (cr, cliff, line);
  box (cr, 2.15, 0.24, 2.85, 0.76);
  paint (cr, face, line);
  /* A frieze of baboons along the top. */
  for (int k = 0; k < 17; k++)
    {
      disc (cr, 2.18 + k * 0.04, 0.255, 0.009);
      fill (cr, INK);
    }
  colossus (cr, 2.24, line);
  colossus (cr, 2.385, line);
  colossus (cr, 2.615, line);
  colossus (cr, 2.76, line);
  box (cr, 2.47, 0.6, 2.53, 0.76);
  fill (cr, INK);
  box (cr, 2.48, 0.44, 2.52, 0.52);
  paint (cr, face, line * 0.6);
}

/* ---- Tikal: the stepped temple pyramid in the jungle ------------------------------------- */

static void
tikal_ground (cairo_t *cr)
{
  box (cr, 1.12, 1.3, 1.88, 1.9);
  box (cr, 1.38, 1.85, 1.62, 2.74);
}

static void
tikal_picture (cairo_t *cr, double line)
{
  static const MlColor plaza = { 0.86, 0.84, 0.76 }, step = { 0.72, 0.70, 0.62 };
  static const MlColor stair = { 0.84, 0.82, 0.74 }, temple = { 0.66, 0.62, 0.54 };
  wash (cr, plaza);
  /* The causeway to the south. */
  cairo_move_to (cr, 1.41, 1.9);
  cairo_line_to (cr, 1.41, 2.8);
  cairo_move_to (cr, 1.59, 1.9);
  cairo_line_to (cr, 1.59, 2.8);
  set_rgb (cr, STONE);
  cairo_set_line_width (cr, 0.02);
  cairo_stroke (cr);
  static const double trees[][2] = { { 1.19, 1.38 }, { 1.81, 1.38 }, { 1.17, 1.83 }, { 1.83, 1.83 } };
  for (guint k = 0; k < G_N_ELEMENTS (trees); k++)
    {
      disc (cr, trees[k][0], trees[k][1], 0.055);
      disc (cr, trees[k][0] + 0.03, trees[k][1] + 0.02, 0.04);
      paint (cr, TREE, line * 0.7);
    }
  for (int i = 0; i < 6; i++)
    {
      double y1 = 1.86 - i * 0.075, hw = 0.33 - i * 0.04;
      box (cr, 1.5 - hw, y1 - 0.075, 1.5 + hw, y1);
      paint (cr, step, line);
    }
  box (cr, 1.46, 1.41, 1.54, 1.86);
  paint (cr, stair, line * 0.7);
  for (int i = 1; i < 12; i++)
    {
      cairo_move_to (cr, 1.46, 1.41 + i * 0.0375);
      cairo_line_to (cr, 1.54, 1.41 + i * 0.0375);
    }
  cairo_set_line_width (cr, line * 0.4);
  cairo_stroke (cr);
  box (cr, 1.43, 1.33, 1.57, 1.41);
  paint (cr, temple, line);
  box (cr, 1.48, 1.36, 1.52, 1.41);
  fill (cr, INK);
  box (cr, 1.45, 1.3, 1.55, 1.335);
  paint (cr, temple, line * 0.8);
}

/* ---- Angkor Wat: five lotus towers inside the moat --------------------------------------- */

static void
angkor_ground (cairo_t *cr)
{
  box (cr, 1.1, 1.1, 1.9, 1.9);
}

/* A tower shaped like a lotus bud, @w wide and @h high, standing on (x, base). */
static void
lotus_tower (cairo_t *cr, double x, double base, double w, double h, double line)
{
  static const MlColor tower = { 0.70, 0.64, 0.50 };
  cairo_move_to (cr, x - w / 2, base);
  cairo_line_to (cr, x - w / 2, base - h * 0.3);
  cairo_curve_to (cr, x - w / 2, base - h * 0.65, x - w * 0.2, base - h * 0.85, x, base - h);
  cairo_curve_to (cr, x + w * 0.2, base - h * 0.85, x + w / 2, base - h * 0.65, x + w / 2, base - h * 0.3);
  cairo_line_to (cr, x + w / 2, base);
  cairo_close_path (cr);
  paint (cr, tower, line);
  for (int k = 1; k <= 3; k++)
    {
      double y = base - h * (0.15 + 0.17 * k), hw = w / 2 * (1 - 0.12 * k * k / 3.0);
      cairo_move_to (cr, x - hw, y);
      cairo_line_to (cr, x + hw, y);
    }
  cairo_set_line_width (cr, line * 0.5);
  cairo_stroke (cr);
}

static void
angkor_picture (cairo_t *cr, double line)
{
  static const MlColor island = { 0.62, 0.70, 0.44 }, gallery = { 0.76, 0.71, 0.58 };
  wash (cr, WATER);
  box (cr, 1.1, 1.1, 1.9, 1.9);
  set_rgb (cr, DEEP);
  cairo_set_line_width (cr, 0.03);
  cairo_stroke (cr);
  box (cr, 1.19, 1.19, 1.81, 1.81);
  paint (cr, island, line);
  box (cr, 1.24, 1.24, 1.76, 1.76);
  set_rgb (cr, gallery);
  cairo_set_line_width (cr, 0.03);
  cairo_stroke (cr);
  box (cr, 1.26, 1.6, 1.74, 1.72);
  paint (cr, gallery, line);
  box (cr, 1.3, 1.54, 1.7, 1.6);
  paint (cr, gallery, line);
  for (int k = 0; k < 7; k++)
    {
      double x = 1.29 + k * 0.065;
      arch (cr, x, x + 0.03, 1.72, 0.07);
      fill (cr, INK);
    }
  lotus_tower (cr, 1.3, 1.6, 0.07, 0.16, line);
  lotus_tower (cr, 1.7, 1.6, 0.07, 0.16, line);
  lotus_tower (cr, 1.39, 1.55, 0.085, 0.22, line);
  lotus_tower (cr, 1.61, 1.55, 0.085, 0.22, line);
  lotus_tower (cr, 1.5, 1.55, 0.11, 0.33, line);
}

/* ---- Terracotta Army: rows of soldiers in pits down the staircase ------------------------ */

static const double terracotta_pits[][4] = {
  { 0.3, 1.3, 1.7, 1.7 }, { 1.3, 1.3, 1.7, 2.7 }, { 1.3, 2.3, 2.74, 2.7 },
};

static void
terracotta_ground (cairo_t *cr)
{
  for (guint k = 0; k < G_N_ELEMENTS (terracotta_pits); k++)
    box (cr, terracotta_pits[k][0], terracotta_pits[k][1], terracotta_pits[k][2], terracotta_pits[k][3]);
}

static void
terracotta_picture (cairo_t *cr, double line)
{
  static const MlColor earth = { 0.64, 0.50, 0.36 }, trench = { 0.52, 0.39, 0.27 };
  static const MlColor clay = { 0.78, 0.52, 0.36 }, head = { 0.44, 0.28, 0.20 };
  wash (cr, earth);
  for (guint k = 0; k < G_N_ELEMENTS (terracotta_pits); k++)
    {
      const double *r = terracotta_pits[k];
      gboolean across = r[2] - r[0] > r[3] - r[1];
      /* Trenches along the pit, earth walls between them, soldiers standing in them. */
      for (int t = 0; t < 4; t++)
        {
          double a = (across ? r[1] : r[0]) + 0.045 + t * 0.08;
          double s0 = (across ? r[0] : r[1]) + 0.04, s1 = (across ? r[2] : r[3]) - 0.04;
          if (across)
            box (cr, s0, a, s1, a + 0.07);
          else
            box (cr, a, s0, a + 0.07, s1);
          fill (cr, trench);
          for (double s = s0 + 0.03; s < s1 - 0.02; s += 0.055)
            {
              double x = across ? s : a + 0.035, y = across ? a + 0.035 : s;
              cairo_save (cr);
              cairo_translate (cr, x, y);
              cairo_scale (cr, 1, 0.75);
              disc (cr, 0, 0, 0.022);
              cairo_restore (cr);
              fill (cr, clay);
              disc (cr, x, y, 0.011);
              fill (cr, head);
            }
        }
    }
  (void) line;
}

/* ---- Great Wall: the crenellated wall along the row and its gate tower ------------------- */

static const double wall_towers[] = { 0.62, 2.5, 3.38 };

static void
great_wall_ground (cairo_t *cr)
{
  box (cr, 0.25, 0.42, 3.75, 0.58);
  box (cr, 1.28, 0.28, 1.72, 0.7);
  for (guint k = 0; k < G_N_ELEMENTS (wall_towers); k++)
    box (cr, wall_towers[k] - 0.09, 0.37, wall_towers[k] + 0.09, 0.63);
}

/* A hipped roof over the box, its ridge along x. */
static void
hip_roof (cairo_t *cr, double x0, double y0, double x1, double y1, MlColor tiles, double line)
{
  double inset = (y1 - y0) / 2;
  box (cr, x0, y0, x1, y1);
  paint (cr, tiles, line);
  cairo_move_to (cr, x0, y0);
  cairo_line_to (cr, x0 + inset, (y0 + y1) / 2);
  cairo_line_to (cr, x1 - inset, (y0 + y1) / 2);
  cairo_line_to (cr, x1, y0);
  cairo_move_to (cr, x0, y1);
  cairo_line_to (cr, x0 + inset, (y0 + y1) / 2);
  cairo_move_to (cr, x1, y1);
  cairo_line_to (cr, x1 - inset, (y0 + y1) / 2);
  cairo_set_line_width (cr, line * 0.8);
  cairo_stroke (cr);
}

static void
great_wall_picture (cairo_t *cr, double line)
{
  static const MlColor wall = { 0.72, 0.68, 0.60 }, walk = { 0.62, 0.58, 0.50 };
  static const MlColor red = { 0.72, 0.22, 0.16 }, tiles = { 0.30, 0.36, 0.34 };
  static const MlColor ridge = { 0.90, 0.72, 0.22 };
  wash (cr, wall);
  box (cr, 0.2, 0.46, 3.8, 0.54);
  fill (cr, walk);
  for (double x = 0.2; x < 3.8; x += 0.06)
    {
      box (cr, x, 0.42, x + 0.03, 0.445);
      box (cr, x, 0.555, x + 0.03, 0.58);
    }
  fill (cr, INK);
  for (guint k = 0; k < G_N_ELEMENTS (wall_towers); k++)
    {
      double x = wall_towers[k];
      box (cr, x - 0.09, 0.37, x + 0.09, 0.63);
      paint (cr, wall, line);
      hip_roof (cr, x - 0.06, 0.4, x + 0.06, 0.6, walk, line);
    }
  box (cr, 1.28, 0.28, 1.72, 0.7);
  paint (cr, wall, line);
  box (cr, 1.32, 0.32, 1.68, 0.66);
  paint (cr, red, line);
  hip_roof (cr, 1.3, 0.34, 1.7, 0.62, tiles, line);
  cairo_move_to (cr, 1.44, 0.48);
  cairo_line_to (cr, 1.56, 0.48);
  set_rgb (cr, ridge);
  cairo_set_line_width (cr, 0.02);
  cairo_stroke (cr);
}

/* ---- Nazca Lines: the hummingbird on the desert, lines through the squares --------------- */

static const double nazca_lines[][4] = {
  { 0.44, 0.44, 0.56, 1.0 }, { 0.44, 0.44, 2.0, 0.56 }, { 0.44, 1.0, 0.56, 2.0 }, { 0.44, 2.0, 0.56, 3.0 },
};

static void
nazca_ground (cairo_t *cr)
{
  disc (cr, 0.5, 1.5, 0.4);
  for (guint k = 0; k < G_N_ELEMENTS (nazca_lines); k++)
    box (cr, nazca_lines[k][0], nazca_lines[k][1], nazca_lines[k][2], nazca_lines[k][3]);
}

static void
nazca_picture (cairo_t *cr, double line)
{
  static const MlColor desert = { 0.80, 0.58, 0.42 }, strip = { 0.88, 0.72, 0.56 };
  static const MlColor chalk = { 0.98, 0.93, 0.82 };
  wash (cr, desert);
  /* Pebbles, placed by a fixed sequence so that every drawing agrees. */
  guint32 seed = 7;
  for (int k = 0; k < 90; k++)
    {
      seed = seed * 1103515245u + 12345u;
      double x = (seed >> 8 & 0x3ff) / 1023.0, y = (seed >> 18 & 0x3ff) / 1023.0;
      disc (cr, 0.1 + 0.8 * x, 1.1 + 0.8 * y, 0.006);
    }
  cairo_set_source_rgba (cr, INK.r, INK.g, INK.b, 0.25);
  cairo_fill (cr);
  for (guint k = 0; k < G_N_ELEMENTS (nazca_lines); k++)
    box (cr, nazca_lines[k][0] + 0.02, nazca_lines[k][1], nazca_lines[k][2] - 0.02, nazca_lines[k][3]);
  fill (cr, strip);
  /* The hummingbird: beak to the north, wings spread, tail fanned. */
  cairo_set_line_width (cr, MAX (0.014, line));
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  set_rgb (cr, chalk);
  cairo_move_to (cr, 0.5, 1.42);
  cairo_line_to (cr, 0.5, 1.13);
  cairo_save (cr);
  cairo_translate (cr, 0.5, 1.56);
  cairo_scale (cr, 0.05, 0.11);
  disc (cr, 0, 0, 1);
  cairo_restore (cr);
  disc (cr, 0.5, 1.44, 0.03);
  for (int side = -1; side <= 1; side += 2)
    {
      cairo_move_to (cr, 0.5 + side * 0.045, 1.5);
      cairo_line_to (cr, 0.5 + side * 0.3, 1.34);
      for (int f = 0; f < 4; f++)
        {
          cairo_line_to (cr, 0.5 + side * (0.33 - f * 0.035), 1.4 + f * 0.03);
          cairo_line_to (cr, 0.5 + side * (0.3 - f * 0.045), 1.38 + f * 0.035);
        }
      cairo_line_to (cr, 0.5 + side * 0.045, 1.6);
    }
  for (int f = -2; f <= 2; f++)
    {
      cairo_move_to (cr, 0.5, 1.67);
      cairo_line_to (cr, 0.5 + f * 0.05, 1.86 - ABS (f) * 0.02);
    }
  cairo_stroke (cr);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
}

/* ---- Cothon of Carthage: the round naval harbour with its island ------------------------- */

static void
cothon_ground (cairo_t *cr)
{
  disc (cr, 1.52, 1.52, 0.4);
  box (cr, 1.0, 1.44, 1.52, 1.6);
}

static void
ship (cairo_t *cr, double x, double y, double angle, double line)
{
  static const MlColor hull = { 0.50, 0.30, 0.16 };
  cairo_save (cr);
  cairo_translate (cr, x, y);
  cairo_rotate (cr, angle);
  cairo_move_to (cr, -0.05, -0.012);
  cairo_line_to (cr, 0.04, -0.012);
  cairo_line_to (cr, 0.06, 0);
  cairo_line_to (cr, 0.04, 0.012);
  cairo_line_to (cr, -0.05, 0.012);
  cairo_close_path (cr);
  paint (cr, hull, line * 0.5);
  box (cr, -0.008, -0.035, 0.008, 0.035);
  paint (cr, PALE_STONE, line * 0.5);
  cairo_restore (cr);
}

static void
cothon_picture (cairo_t *cr, double line)
{
  static const MlColor quay = { 0.80, 0.74, 0.62 }, roof = { 0.70, 0.36, 0.24 };
  wash (cr, quay);
  disc (cr, 1.52, 1.52, 0.32);
  paint (cr, WATER, line);
  /* The channel out to the river. */
  box (cr, 1.76, 1.46, 1.95, 1.58);
  fill (cr, WATER);
  /* Ship sheds round the quay and round the island. */
  for (int k = 0; k < 30; k++)
    {
      double a = k * 2 * G_PI / 30;
      if (fabs (remainder (a, 2 * G_PI)) < 0.25)
        continue;
      cairo_move_to (cr, 1.52 + 0.28 * cos (a), 1.52 + 0.28 * sin (a));
      cairo_line_to (cr, 1.52 + 0.33 * cos (a), 1.52 + 0.33 * sin (a));
    }
  for (int k = 0; k < 16; k++)
    {
      double a = k * 2 * G_PI / 16;
      cairo_move_to (cr, 1.52 + 0.11 * cos (a), 1.52 + 0.11 * sin (a));
      cairo_line_to (cr, 1.52 + 0.14 * cos (a), 1.52 + 0.14 * sin (a));
    }
  set_rgb (cr, quay);
  cairo_set_line_width (cr, 0.014);
  cairo_stroke (cr);
  disc (cr, 1.52, 1.52, 0.11);
  paint (cr, quay, line);
  disc (cr, 1.52, 1.52, 0.055);
  paint (cr, roof, line);
  ship (cr, 1.35, 1.42, -1.0, line);
  ship (cr, 1.68, 1.36, 0.9, line);
}

/* ---- Taj Mahal: the mausoleum, its canals, the junction and the pool --------------------- */

static void
taj_ground (cairo_t *cr)
{
  box (cr, 0.2, 0.0, 0.8, 0.68);
  box (cr, 0.36, 0.6, 0.64, 2.4);
  box (cr, 0.26, 2.26, 0.74, 2.74);
  box (cr, 0.6, 2.36, 2.3, 2.64);
  disc (cr, 2.42, 2.5, 0.2);
}

static void
onion_dome (cairo_t *cr, double x, double base, double w, double h)
{
  cairo_move_to (cr, x - w * 0.35, base);
  cairo_curve_to (cr, x - w * 0.6, base - h * 0.35, x - w * 0.55, base - h * 0.7, x, base - h);
  cairo_curve_to (cr, x + w * 0.55, base - h * 0.7, x + w * 0.6, base - h * 0.35, x + w * 0.35, base);
  cairo_close_path (cr);
}

static void
taj_picture (cairo_t *cr, double line)
{
  static const MlColor walk = { 0.92, 0.87, 0.82 }, marble = { 0.98, 0.97, 0.95 };
  static const MlColor plinth = { 0.90, 0.84, 0.78 }, cypress = { 0.16, 0.36, 0.18 };
  wash (cr, walk);
  box (cr, 0.455, 0.66, 0.545, 2.5);
  box (cr, 0.5, 2.455, 2.42, 2.545);
  fill (cr, WATER);
  for (int k = 0; k < 9; k++)
    for (int side = -1; side <= 1; side += 2)
      {
        double y = 0.84 + k * 0.19, x = 2.26 - k * 0.19;
        if (y < 2.2)
          {
            cairo_save (cr);
            cairo_translate (cr, 0.5 + side * 0.105, y);
            cairo_scale (cr, 0.022, 0.04);
            disc (cr, 0, 0, 1);
            cairo_restore (cr);
          }
        if (x > 0.85)
          {
            cairo_save (cr);
            cairo_translate (cr, x, 2.5 + side * 0.105);
            cairo_scale (cr, 0.04, 0.022);
            disc (cr, 0, 0, 1);
            cairo_restore (cr);
          }
      }
  fill (cr, cypress);
  /* The junction basin, where the marker stands, and the pool at the end of the row. */
  box (cr, 0.3, 2.3, 0.7, 2.7);
  paint (cr, plinth, line);
  box (cr, 0.37, 2.37, 0.63, 2.63);
  paint (cr, WATER, line);
  disc (cr, 2.42, 2.5, 0.18);
  paint (cr, plinth, line);
  disc (cr, 2.42, 2.5, 0.13);
  paint (cr, WATER, line);
  /* The mausoleum on its plinth, with its minarets. */
  box (cr, 0.2, 0.56, 0.8, 0.66);
  paint (cr, plinth, line);
  for (int side = -1; side <= 1; side += 2)
    {
      double x = 0.5 + side * 0.26;
      box (cr, x - 0.018, 0.14, x + 0.018, 0.56);
      paint (cr, marble, line * 0.8);
      onion_dome (cr, x, 0.14, 0.05, 0.05);
      paint (cr, marble, line * 0.7);
      onion_dome (cr, 0.5 + side * 0.15, 0.33, 0.07, 0.07);
      paint (cr, marble, line * 0.7);
    }
  box (cr, 0.31, 0.33, 0.69, 0.56);
  paint (cr, marble, line);
  onion_dome (cr, 0.5, 0.33, 0.24, 0.24);
  paint (cr, marble, line);
  cairo_move_to (cr, 0.5, 0.09);
  cairo_line_to (cr, 0.5, 0.04);
  cairo_set_line_width (cr, line);
  cairo_stroke (cr);
  arch (cr, 0.455, 0.545, 0.56, 0.17);
  fill (cr, INK);
  for (int side = -1; side <= 1; side += 2)
    {
      arch (cr, 0.5 + side * 0.12 - 0.025, 0.5 + side * 0.12 + 0.025, 0.44, 0.07);
      arch (cr, 0.5 + side * 0.12 - 0.025, 0.5 + side * 0.12 + 0.025, 0.54, 0.07);
    }
  fill (cr, INK);
}

/* ---- the designs ---------------------------------------------------------------------- */

typedef struct {
  const char *id;
  void (*ground) (cairo_t *cr);
  void (*picture) (cairo_t *cr, double line);
  MlPoint marker;                    /* where the marker stands */
  MlPoint port;                      /* the middle of the harbour */
  MlPoint slots[ML_MAX_SLOTS];       /* from the canal junction outward */
} Design;

static const Design designs[] = {
  { "stonehenge", stonehenge_ground, stonehenge_picture, { 0.8, 0.82 }, { 0, 0 }, { { 0, 0 } } },
  { "circus-maximus", circus_ground, circus_picture, { 2.3, 0.5 }, { 0, 0 }, { { 0, 0 } } },
  { "notre-dame", notre_dame_ground, notre_dame_picture, { 0.72, 1.62 }, { 0, 0 }, { { 0, 0 } } },
  { "alhambra", alhambra_ground, alhambra_picture, { 1.77, 1.63 }, { 0, 0 }, { { 0, 0 } } },
  { "abu-simbel", abu_simbel_ground, abu_simbel_picture, { 2.5, 0.8 }, { 0, 0 }, { { 0, 0 } } },
  { "tikal", tikal_ground, tikal_picture, { 1.8, 1.78 }, { 0, 0 }, { { 0, 0 } } },
  { "angkor-wat", angkor_ground, angkor_picture, { 1.78, 1.8 }, { 0, 0 }, { { 0, 0 } } },
  { "terracotta-army", terracotta_ground, terracotta_picture, { 1.5, 1.5 }, { 0, 0 }, { { 0, 0 } } },
  { "great-wall", great_wall_ground, great_wall_picture, { 1.84, 0.5 }, { 0, 0 }, { { 0, 0 } } },
  { "nazca-lines", nazca_ground, nazca_picture, { 0.72, 1.74 }, { 0, 0 }, { { 0, 0 } } },
  { "cothon-carthage", cothon_ground, cothon_picture, { 1.52, 1.52 }, { 1.52, 1.52 }, { { 0, 0 } } },
  { "taj-mahal", taj_ground, taj_picture, { 0.5, 2.5 }, { 0, 0 },
    { { 0.5, 2.5 }, { 0.5, 2.08 }, { 0.5, 1.68 }, { 0.5, 1.28 }, { 0.5, 0.88 } } },
};

static const Design *
design_for (const MlTileDef *tile)
{
  for (guint i = 0; i < G_N_ELEMENTS (designs); i++)
    if (g_strcmp0 (tile->id, designs[i].id) == 0)
      return &designs[i];
  return NULL;
}

/* The middle of the building square, in piece units. */
static MlPoint
building_middle (const MlTileDef *tile)
{
  const MlCellDef *cell = &tile->cells[tile->building];
  return (MlPoint) { cell->dx + 0.5, cell->dy + 0.5 };
}

/* A wonder without a design: an obelisk on a round plinth on its building square. */
static void
plain_picture (const MlTileDef *tile, cairo_t *cr, double line)
{
  MlPoint b = building_middle (tile);
  wash (cr, SAND);
  disc (cr, b.x, b.y + 0.2, 0.2);
  paint (cr, PALE_STONE, line);
  cairo_move_to (cr, b.x - 0.06, b.y + 0.24);
  cairo_line_to (cr, b.x - 0.04, b.y - 0.24);
  cairo_line_to (cr, b.x, b.y - 0.32);
  cairo_line_to (cr, b.x + 0.04, b.y - 0.24);
  cairo_line_to (cr, b.x + 0.06, b.y + 0.24);
  cairo_close_path (cr);
  paint (cr, STONE, line);
}

gboolean
ml_wonder_art_ground (const MlTileDef *tile, guint cell, cairo_t *cr)
{
  if (!ml_tile_is_wonder (tile) || cell >= tile->n_cells)
    return FALSE;
  const Design *design = design_for (tile);
  cairo_path_t *before = cairo_copy_path (cr);
  cairo_new_path (cr);
  cairo_save (cr);
  cairo_translate (cr, -tile->cells[cell].dx, -tile->cells[cell].dy);
  if (design)
    design->ground (cr);
  else
    {
      MlPoint b = building_middle (tile);
      disc (cr, b.x, b.y, 0.34);
    }
  cairo_restore (cr);
  /* Only what falls on this cell counts. */
  double x0, y0, x1, y1;
  cairo_path_extents (cr, &x0, &y0, &x1, &y1);
  gboolean here = MIN (x1, 1) - MAX (x0, 0) > 0.01 && MIN (y1, 1) - MAX (y0, 0) > 0.01;
  cairo_path_t *ground = cairo_copy_path (cr);
  cairo_new_path (cr);
  cairo_append_path (cr, before);
  if (here)
    cairo_append_path (cr, ground);
  cairo_path_destroy (before);
  cairo_path_destroy (ground);
  return here;
}

void
ml_wonder_art_draw_cell (const MlTileDef *tile, guint cell, cairo_t *cr, double px)
{
  if (!ml_tile_is_wonder (tile) || cell >= tile->n_cells)
    return;
  const Design *design = design_for (tile);
  double line = MAX (0.012, 1 / px);
  cairo_save (cr);
  cairo_translate (cr, -tile->cells[cell].dx, -tile->cells[cell].dy);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  if (design)
    design->picture (cr, line);
  else
    plain_picture (tile, cr, line);
  cairo_restore (cr);
}

/* ---- tokens --------------------------------------------------------------------------- */

/* Strokes for the few characters the tokens need, in a box 0.5 wide and 1 high: seven
 * segments for the digits (a font would make the pictures depend on the fonts installed). */
static void
glyph (cairo_t *cr, char c)
{
  static const double seg[7][4] = {
    { 0, 0, 0.5, 0 }, { 0.5, 0, 0.5, 0.5 }, { 0.5, 0.5, 0.5, 1 }, { 0, 1, 0.5, 1 },
    { 0, 0.5, 0, 1 }, { 0, 0, 0, 0.5 }, { 0, 0.5, 0.5, 0.5 },
  };
  static const guint8 digits[10] = { 0x3f, 0x06, 0x5b, 0x4f, 0x66, 0x6d, 0x7d, 0x07, 0x7f, 0x6f };
  if (c >= '0' && c <= '9')
    {
      for (int s = 0; s < 7; s++)
        if (digits[c - '0'] >> s & 1)
          {
            cairo_move_to (cr, seg[s][0], seg[s][1]);
            cairo_line_to (cr, seg[s][2], seg[s][3]);
          }
    }
  else if (c == '+')
    {
      cairo_move_to (cr, 0, 0.5);
      cairo_line_to (cr, 0.5, 0.5);
      cairo_move_to (cr, 0.25, 0.25);
      cairo_line_to (cr, 0.25, 0.75);
    }
  else if (c == 'x')
    {
      cairo_move_to (cr, 0.05, 0.35);
      cairo_line_to (cr, 0.45, 0.75);
      cairo_move_to (cr, 0.45, 0.35);
      cairo_line_to (cr, 0.05, 0.75);
    }
  else if (c == '?')
    {
      cairo_move_to (cr, 0, 0.15);
      cairo_curve_to (cr, 0.05, -0.05, 0.5, -0.05, 0.5, 0.22);
      cairo_curve_to (cr, 0.5, 0.45, 0.25, 0.4, 0.25, 0.68);
      cairo_move_to (cr, 0.25, 0.92);
      cairo_line_to (cr, 0.25, 1);
    }
}

/* Writes @text centred on (x, y), @h high, dark on a light halo. */
static void
label (cairo_t *cr, const char *text, double x, double y, double h)
{
  double advance = 0.75, width = (strlen (text) * advance - 0.25) * h;
  for (int pass = 0; pass < 2; pass++)
    {
      cairo_save (cr);
      cairo_translate (cr, x - width / 2, y - h / 2);
      cairo_scale (cr, h, h);
      for (const char *c = text; *c; c++)
        {
          cairo_save (cr);
          cairo_translate (cr, (c - text) * advance, 0);
          glyph (cr, *c);
          cairo_restore (cr);
        }
      cairo_restore (cr);
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
      cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
      if (pass == 0)
        cairo_set_source_rgba (cr, 1, 1, 1, 0.9);
      else
        set_rgb (cr, INK);
      cairo_set_line_width (cr, h * (pass == 0 ? 0.5 : 0.2));
      cairo_stroke (cr);
    }
}

/* Where a point of the piece (piece units, rotation 0) lands on the board, in units of the
 * frame: the piece turns about the middle of its anchor square. */
static MlPoint
place (const MlPiece *piece, MlPoint p, double x, double y, double scale)
{
  MlPoint q = { p.x - 0.5, p.y - 0.5 };
  for (int i = 0; i < piece->rot % 4; i++)
    q = (MlPoint) { -q.y, q.x };
  return (MlPoint) { x + (q.x + 0.5) * scale, y + (q.y + 0.5) * scale };
}

/* The colour of a slot's badge, by the scoring it adds to. */
static MlColor
slot_color (MlFeatureKind kind)
{
  static const MlColor road = { 0.97, 0.95, 0.88 }, city = { 0.89, 0.78, 0.55 }, monastery = { 0.86, 0.42, 0.34 };
  return kind == ML_FEATURE_ROAD ? road : kind == ML_FEATURE_CITY ? city : monastery;
}

static void
draw_slots (cairo_t *cr, const MlPiece *piece, const Design *design, double x, double y, double scale,
            const MlColor *owner)
{
  const MlTileDef *tile = piece->tile;
  double unit = MAX (scale, 24);
  guint filled = owner ? 1 + piece->slots : 0;
  for (guint i = 0; i < tile->n_slots && i < ML_MAX_SLOTS; i++)
    {
      MlPoint at = place (piece, design->slots[i], x, y, scale);
      disc (cr, at.x, at.y, 0.085 * unit);
      set_rgb (cr, PALE_STONE);
      cairo_fill_preserve (cr);
      set_rgb (cr, INK);
      cairo_set_line_width (cr, MAX (1, 0.02 * unit));
      cairo_stroke (cr);
      /* The bonus beside the slot, across the canal from the next one. */
      MlPoint side = { design->slots[i].x + 0.27, design->slots[i].y };
      MlPoint b = place (piece, side, x, y, scale);
      rounded_box (cr, b.x - 0.14 * unit, b.y - 0.075 * unit, b.x + 0.14 * unit, b.y + 0.075 * unit, 0.05 * unit);
      set_rgb (cr, slot_color (tile->slots[i].kind));
      cairo_fill_preserve (cr);
      set_rgb (cr, INK);
      cairo_set_line_width (cr, MAX (1, 0.015 * unit));
      cairo_stroke (cr);
      g_autofree char *text = tile->slots[i].points ? g_strdup_printf ("+%u", tile->slots[i].points) : g_strdup ("?");
      label (cr, text, b.x, b.y, 0.09 * unit);
      if (i > 0 && i < filled)
        ml_meeple_art_draw (cr, at.x, at.y, 0.24 * unit, owner, piece->owner, FALSE);
    }
}

static void
draw_port (cairo_t *cr, const MlPiece *piece, const Design *design, double x, double y, double scale,
           const MlColor *owner)
{
  static const double spots[][2] = { { -0.24, 0.1 }, { 0, 0.27 }, { 0.24, 0.1 } };
  double unit = MAX (scale, 24);
  guint shown = piece->port <= G_N_ELEMENTS (spots) ? piece->port : 1;
  for (guint i = 0; i < shown; i++)
    {
      MlPoint p = { design->port.x + spots[i][0], design->port.y + spots[i][1] };
      if (shown == 1)
        p = (MlPoint) { design->port.x - 0.24, design->port.y + 0.1 };
      MlPoint at = place (piece, p, x, y, scale);
      ml_meeple_art_draw (cr, at.x, at.y, 0.22 * unit, owner, piece->owner, FALSE);
      if (shown < piece->port)
        {
          g_autofree char *text = g_strdup_printf ("x%u", piece->port);
          label (cr, text, at.x, at.y + 0.2 * unit, 0.1 * unit);
        }
    }
}

void
ml_wonder_art_draw_tokens (cairo_t *cr, const MlPiece *piece, double x, double y, double scale,
                           const MlColor *owner)
{
  const MlTileDef *tile = piece->tile;
  if (!ml_tile_is_wonder (tile))
    return;
  const Design *design = design_for (tile);
  cairo_save (cr);
  if (design && tile->n_slots > 0)
    draw_slots (cr, piece, design, x, y, scale, owner);
  if (design && tile->port && owner && piece->port > 0)
    draw_port (cr, piece, design, x, y, scale, owner);
  if (owner)
    {
      /* The marker stands on its head, as the rules have it. */
      MlPoint at = place (piece, design ? design->marker : building_middle (tile), x, y, scale);
      double size = MAX (0.28 * scale, 9);
      cairo_translate (cr, at.x, at.y);
      cairo_rotate (cr, G_PI);
      ml_meeple_art_draw (cr, 0, 0, size, owner, piece->owner, FALSE);
    }
  cairo_restore (cr);
}

void
ml_wonder_art_draw_slot_sample (cairo_t *cr, double x, double y, double size)
{
  /* The same disc and bonus box as draw_slots(), side by side in the box. */
  double unit = size * 1.6, cy = y + size / 2;
  disc (cr, x + 0.2 * size, cy, 0.085 * unit);
  set_rgb (cr, PALE_STONE);
  cairo_fill_preserve (cr);
  set_rgb (cr, INK);
  cairo_set_line_width (cr, MAX (1, 0.02 * unit));
  cairo_stroke (cr);
  double bx = x + 0.66 * size;
  rounded_box (cr, bx - 0.14 * unit, cy - 0.075 * unit, bx + 0.14 * unit, cy + 0.075 * unit, 0.05 * unit);
  set_rgb (cr, slot_color (ML_FEATURE_ROAD));
  cairo_fill_preserve (cr);
  set_rgb (cr, INK);
  cairo_set_line_width (cr, MAX (1, 0.015 * unit));
  cairo_stroke (cr);
  label (cr, "+1", bx, cy, 0.09 * unit);
}
