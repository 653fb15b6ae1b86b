/* SPDX-License-Identifier: GPL-3.0-or-later */
/* How long the painter takes to draw a frame: boards of 300 and 500 random legal tiles, in a
 * 1920 × 1080 image, the whole board and a close zoom, with and without the overlay.
 * Prints milliseconds per frame; run it from a release build. */
#include "config.h"
#include "test-util.h"
#include "ml-painter.h"

#include <stdio.h>
#include <stdlib.h>

#define WIDTH 1920
#define HEIGHT 1080
#define WARM_UP 10
#define FRAMES 200

static int
compare_doubles (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return x < y ? -1 : x > y;
}

static double
frame (MlPainter *painter, cairo_t *cr, MlBoard *board, const MlViewport *vp,
       const MlPaintOptions *options)
{
  gint64 t0 = g_get_monotonic_time ();
  ml_painter_draw_board (painter, cr, board, vp, options);
  cairo_surface_flush (cairo_get_target (cr));
  return (g_get_monotonic_time () - t0) / 1000.0;
}

static void
run (const char *label, MlPainter *painter, cairo_t *cr, MlBoard *board, const MlViewport *vp,
     const MlPaintOptions *options)
{
  double times[FRAMES];
  for (int i = 0; i < WARM_UP; i++)
    frame (painter, cr, board, vp, options);
  double sum = 0;
  for (int i = 0; i < FRAMES; i++)
    sum += times[i] = frame (painter, cr, board, vp, options);
  qsort (times, FRAMES, sizeof times[0], compare_doubles);
  printf ("  %-34s scale %6.1f   mean %6.2f   median %6.2f   max %6.2f ms\n", label, vp->scale,
          sum / FRAMES, (times[FRAMES / 2 - 1] + times[FRAMES / 2]) / 2, times[FRAMES - 1]);
}

/* A viewport of @scale centred on the middle of the board. */
static void
zoom (MlBoard *board, double scale, MlViewport *vp)
{
  int x0, y0, x1, y1;
  ml_board_bounds (board, &x0, &y0, &x1, &y1);
  vp->scale = scale;
  vp->width = WIDTH;
  vp->height = HEIGHT;
  vp->origin_x = WIDTH / 2.0 - (x0 + x1 + 1) / 2.0 * scale;
  vp->origin_y = HEIGHT / 2.0 - (y0 + y1 + 1) / 2.0 * scale;
}

static void
bench_board (guint n_tiles)
{
  gint64 t0 = g_get_monotonic_time ();
  g_autoptr (MlGame) game = tu_random_board (n_tiles, 20240601);
  MlBoard *board = game->board;
  int x0, y0, x1, y1;
  ml_board_bounds (board, &x0, &y0, &x1, &y1);
  printf ("%u tiles (%u meeples), %d × %d squares, built in %.0f ms\n", ml_board_n_pieces (board),
          ml_board_n_meeples (board), x1 - x0 + 1, y1 - y0 + 1, (g_get_monotonic_time () - t0) / 1000.0);

  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, WIDTH, HEIGHT);
  cairo_t *cr = cairo_create (surface);
  MlPaintOptions options;
  ml_paint_options_init (&options);
  MlViewport fit, close;
  ml_painter_fit (board, WIDTH, HEIGHT, 4, 256, &fit);
  zoom (board, 64, &close);

  {
    g_autoptr (MlPainter) cold = ml_painter_new ();
    printf ("  %-34s scale %6.1f   %6.2f ms\n", "first frame, empty cache, whole", fit.scale,
            frame (cold, cr, board, &fit, &options));
    printf ("  %-34s scale %6.1f   %6.2f ms\n", "then first frame at close zoom", close.scale,
            frame (cold, cr, board, &close, &options));
    options.overlay = TRUE;
    printf ("  %-34s scale %6.1f   %6.2f ms\n", "then first frame with overlay", close.scale,
            frame (cold, cr, board, &close, &options));
    options.overlay = FALSE;
  }

  g_autoptr (MlPainter) painter = ml_painter_new ();
  run ("whole board", painter, cr, board, &fit, &options);
  run ("close zoom", painter, cr, board, &close, &options);
  options.overlay = TRUE;
  run ("whole board, overlay", painter, cr, board, &fit, &options);
  run ("close zoom, overlay", painter, cr, board, &close, &options);
  options.overlay = FALSE;
  /* The largest field of the board: the heaviest highlight. */
  guint best = 0, best_tiles = 0;
  guint n_pieces = ml_board_n_pieces (board);
  for (guint i = 0; i < n_pieces; i++)
    {
      const MlPiece *p = ml_board_piece (board, i);
      for (guint f = 0; f < p->tile->n_features; f++)
        {
          MlFeatureInfo info;
          ml_board_feature_info (board, p->feat_base + f, &info);
          if (info.kind == ML_FEATURE_FIELD && info.tiles > best_tiles)
            best = info.root, best_tiles = info.tiles;
        }
    }
  options.highlight = (int) best;
  g_autofree char *label = g_strdup_printf ("whole board, field of %u lit", best_tiles);
  run (label, painter, cr, board, &fit, &options);
  run ("close zoom, same field lit", painter, cr, board, &close, &options);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
}

int
main (int argc, char **argv)
{
  printf ("Frames of %d × %d, ARGB32; %d frames after %d of warm-up\n", WIDTH, HEIGHT, FRAMES, WARM_UP);
  bench_board (300);
  bench_board (500);
  return 0;
}
