/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Traders & Builders' goods as the painter draws them: a bunch of grapes, a sheaf or a bolt
 * in each city that shows a good, in that city and clear of the meeples' places, turning
 * with the tile; and the same pictures by id for the panels. */
#include "config.h"
#include "test-util.h"
#include "ml-painter.h"
#include "ml-tile-geometry.h"
#include "traders-builders/ml-traders-builders-art.h"
#include "traders-builders/ml-traders-builders-flags.h"

#include <math.h>
#include <string.h>

#define PX 256

/* The main colour of each picture (the grapes, the sheaf's stalks, the bolt), as the art
 * paints it; the other goods' pictures and the tiles have none of it. */
static const struct {
  const char *id;
  int rgb[3];
} goods[] = {
  { "wine", { 117, 43, 128 } },
  { "grain", { 230, 179, 56 } },
  { "cloth", { 61, 122, 199 } },
};

static void
pixel (cairo_surface_t *surface, int x, int y, int rgb[3], int *alpha)
{
  const guint8 *d = cairo_image_surface_get_data (surface) + y * cairo_image_surface_get_stride (surface) + 4 * x;
  guint32 v = *(const guint32 *) d;
  rgb[0] = (v >> 16) & 0xff, rgb[1] = (v >> 8) & 0xff, rgb[2] = v & 0xff;
  if (alpha)
    *alpha = v >> 24;
}

static gboolean
near_colour (const int c[3], const int want[3])
{
  return ABS (c[0] - want[0]) <= 12 && ABS (c[1] - want[1]) <= 12 && ABS (c[2] - want[2]) <= 12;
}

/* The pixels of colour @want on @surface, and their centroid in units of @scale. */
static guint
count_colour (cairo_surface_t *surface, const int want[3], double scale, MlPoint *centroid)
{
  cairo_surface_flush (surface);
  int w = cairo_image_surface_get_width (surface), h = cairo_image_surface_get_height (surface);
  guint n = 0;
  double sx = 0, sy = 0;
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      {
        int c[3];
        pixel (surface, x, y, c, NULL);
        if (near_colour (c, want))
          n++, sx += x + 0.5, sy += y + 0.5;
      }
  if (centroid)
    *centroid = n ? (MlPoint) { sx / n / scale, sy / n / scale } : (MlPoint) { -1, -1 };
  return n;
}

static cairo_surface_t *
draw_tile (MlPainter *painter, const MlTileDef *tile, int rot)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, PX, PX);
  cairo_t *cr = cairo_create (surface);
  ml_painter_draw_tile (painter, cr, tile, rot, 0, 0, PX);
  cairo_destroy (cr);
  return surface;
}

/* Which good @tile shows (its index in goods[]), and on which feature; -1 for none. */
static int
good_of (const MlTileDef *tile, guint *feature)
{
  for (guint f = 0; f < tile->n_features; f++)
    for (guint g = 0; g < G_N_ELEMENTS (goods); g++)
      {
        guint bit = g == 0 ? ML_TRADERS_BUILDERS_FLAG_WINE : g == 1 ? ML_TRADERS_BUILDERS_FLAG_GRAIN
                                                                    : ML_TRADERS_BUILDERS_FLAG_CLOTH;
        if (ml_feature_has (&tile->features[f], bit))
          {
            *feature = f;
            return (int) g;
          }
      }
  return -1;
}

/* On every face of the set, at every rotation: the good's picture is there, alone of the
 * three; its middle lies in its own city, clear of every meeple's place on the cell, and it
 * turns with the tile. Faces without a good, and a base city, show none. */
static void
test_on_tiles (void)
{
  g_autoptr (MlPainter) painter = ml_painter_new ();
  const MlCatalogue *catalogue = ml_catalogue_get_default ();
  guint with_goods = 0;
  for (guint i = 0; i < ml_catalogue_n_tiles (catalogue); i++)
    {
      const MlTileDef *tile = ml_catalogue_nth (catalogue, i);
      if (g_strcmp0 (tile->set, "traders-builders") != 0 && g_strcmp0 (tile->id, "C") != 0)
        continue;
      guint feature = 0;
      int good = good_of (tile, &feature);
      with_goods += good >= 0;
      MlTileGeometry *geometry = ml_tile_geometry_new (tile);
      MlPoint upright = { 0, 0 };
      for (int rot = 0; rot < 4; rot++)
        {
          cairo_surface_t *surface = draw_tile (painter, tile, rot);
          for (guint g = 0; g < G_N_ELEMENTS (goods); g++)
            {
              MlPoint c;
              guint n = count_colour (surface, goods[g].rgb, PX, &c);
              if ((int) g != good)
                {
                  if (n != 0)
                    g_test_message ("%s turned %d: %u pixels of %s", tile->id, rot, n, goods[g].id);
                  g_assert_cmpuint (n, ==, 0);
                  continue;
                }
              if (n <= 80)
                g_test_message ("%s turned %d: %u pixels of %s", tile->id, rot, n, goods[g].id);
              g_assert_cmpuint (n, >, 80);
              if (g == 0)
                {
                  /* Upright on every turn: the vine leaf above the grapes. */
                  static const int leaf[3] = { 89, 148, 56 };
                  MlPoint l;
                  g_assert_cmpuint (count_colour (surface, leaf, PX, &l), >, 10);
                  g_assert_cmpfloat (l.y, <, c.y - 0.02);
                }
              if (rot == 0)
                {
                  upright = c;
                  /* On the city's own pixels of the label map (a hit test would find
                   * a road's slack first). */
                  const MlCellShape *ca = ml_tile_geometry_cell (geometry, 0);
                  guint hit = ca->owner[(int) (c.y * ML_SHAPE_MAP) * ML_SHAPE_MAP + (int) (c.x * ML_SHAPE_MAP)];
                  if (hit != feature)
                    g_test_message ("%s: the %s stands on %s", tile->id, goods[g].id, tile->features[hit].name);
                  g_assert_cmpuint (hit, ==, feature);
                  for (guint f = 0; f < tile->n_features; f++)
                    {
                      if (ml_tile_geometry_part (geometry, 0, f) == NULL)
                        continue;
                      MlPoint a = ml_tile_geometry_anchor (geometry, 0, f);
                      double d = hypot (c.x - a.x, c.y - a.y);
                      g_test_message ("%s: the %s is %.3f from the place on %s", tile->id, goods[g].id, d,
                                      tile->features[f].name);
                      g_assert_cmpfloat (d, >=, 0.2);
                    }
                }
              else
                {
                  /* The rot-0 middle, turned clockwise about the centre of the square; the
                   * picture itself stays upright, which moves its colour's middle by a few
                   * hundredths. */
                  MlPoint want = upright;
                  for (int k = 0; k < rot; k++)
                    want = (MlPoint) { 1 - want.y, want.x };
                  g_assert_cmpfloat (fabs (c.x - want.x), <, 0.07);
                  g_assert_cmpfloat (fabs (c.y - want.y), <, 0.07);
                }
            }
          cairo_surface_destroy (surface);
        }
      ml_tile_geometry_free (geometry);
    }
  g_assert_cmpuint (with_goods, ==, 20);
}

/* Each good by its id in a box, at a scale of the context or not: painted inside the box,
 * in its own colour; an unknown id paints nothing. */
static void
test_draw_good (void)
{
  for (guint g = 0; g < G_N_ELEMENTS (goods); g++)
    for (int scaled = 0; scaled <= 1; scaled++)
      {
        cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 100, 100);
        cairo_t *cr = cairo_create (surface);
        if (scaled)
          cairo_scale (cr, 2, 2);
        double k = scaled ? 0.5 : 1;
        g_assert_true (ml_traders_builders_art_draw_good (cr, goods[g].id, 50 * k, 50 * k, 60 * k));
        cairo_destroy (cr);
        cairo_surface_flush (surface);
        MlPoint c;
        g_assert_cmpuint (count_colour (surface, goods[g].rgb, 1, &c), >, 120);
        g_assert_cmpfloat (fabs (c.x - 50), <, 12);
        g_assert_cmpfloat (fabs (c.y - 50), <, 12);
        for (guint o = 0; o < G_N_ELEMENTS (goods); o++)
          if (o != g)
            g_assert_cmpuint (count_colour (surface, goods[o].rgb, 1, NULL), ==, 0);
        /* Nothing outside the box (the outline may stick out by a pixel). */
        for (int y = 0; y < 100; y++)
          for (int x = 0; x < 100; x++)
            if (x < 18 || x > 81 || y < 18 || y > 81)
              {
                int rgb[3], alpha;
                pixel (surface, x, y, rgb, &alpha);
                g_assert_cmpint (alpha, ==, 0);
              }
        cairo_surface_destroy (surface);
      }

  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 40, 40);
  cairo_t *cr = cairo_create (surface);
  g_assert_false (ml_traders_builders_art_draw_good (cr, "silk", 20, 20, 30));
  g_assert_false (ml_traders_builders_art_draw_good (cr, NULL, 20, 20, 30));
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  for (int y = 0; y < 40; y++)
    for (int x = 0; x < 40; x++)
      {
        int rgb[3], alpha;
        pixel (surface, x, y, rgb, &alpha);
        g_assert_cmpint (alpha, ==, 0);
      }
  cairo_surface_destroy (surface);
}

int
main (int argc, char *argv[])
{
  tu_keep_going (&argc, &argv);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/render/traders-builders-art/on-tiles", test_on_tiles);
  g_test_add_func ("/render/traders-builders-art/draw-good", test_draw_good);
  return g_test_run ();
}
