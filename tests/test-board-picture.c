/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The board's kept picture (ml_painter_draw_board_kept()): frame after frame, stepping a game
 * back and forward, redrawing only round the pieces that changed gives the same pixels as
 * drawing each board whole, in every style; and it does redraw less than the whole. */
#include "config.h"
#include "test-util.h"
#include "ml-painter.h"
#include "ml-record.h"

#include <string.h>

#define MOVES 40
#define WIDTH 640
#define HEIGHT 480

/* The boards of a game record after each of its moves, 0 to MOVES. */
static GPtrArray *
positions (void)
{
  g_autoptr (MlScenario) scenario = tu_record_scenario (MOVES, 5, NULL);
  GPtrArray *games = g_ptr_array_new_with_free_func ((GDestroyNotify) ml_game_free);
  for (guint n = 0; n <= MOVES; n++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (MlScenario) at = ml_record_position (scenario, n, "test", &error);
      g_assert_no_error (error);
      MlGame *game = ml_scenario_to_game (at, "test", NULL, &error);
      g_assert_no_error (error);
      g_ptr_array_add (games, game);
    }
  return games;
}

static cairo_surface_t *
new_target (void)
{
  return cairo_image_surface_create (CAIRO_FORMAT_ARGB32, WIDTH, HEIGHT);
}

/* The number of pixels where @a and @b differ. */
static guint
differing (cairo_surface_t *a, cairo_surface_t *b)
{
  cairo_surface_flush (a);
  cairo_surface_flush (b);
  int stride = cairo_image_surface_get_stride (a);
  const guint8 *pa = cairo_image_surface_get_data (a), *pb = cairo_image_surface_get_data (b);
  guint n = 0;
  for (int y = 0; y < HEIGHT; y++)
    for (int x = 0; x < WIDTH; x++)
      n += memcmp (pa + y * stride + 4 * x, pb + y * stride + 4 * x, 4) != 0;
  return n;
}

typedef struct {
  const char *name;
  double scale;             /* the viewport's */
  double dx, dy;            /* the origin's offset from the middle, in pixels */
  gboolean overlay, presenter, dark, highlight;
} Style;

/* Draws the boards at @moves one after the other through one picture, each frame checked
 * against the board drawn whole. */
static void
check_steps (GPtrArray *games, const Style *style, const guint *moves, guint n_moves)
{
  g_autoptr (MlPainter) painter = ml_painter_new ();
  g_autoptr (MlPainter) whole = ml_painter_new ();
  g_autoptr (MlBoardPicture) picture = ml_board_picture_new ();
  cairo_surface_t *kept = new_target ();
  gsize redrawn = 0, frames = 0;
  for (guint i = 0; i < n_moves; i++)
    {
      MlGame *game = g_ptr_array_index (games, moves[i]);
      MlViewport vp = { style->scale, WIDTH / 2.0 + style->dx, HEIGHT / 2.0 + style->dy, WIDTH, HEIGHT };
      MlPaintOptions options;
      ml_paint_options_init (&options);
      options.overlay = style->overlay;
      options.presenter = style->presenter;
      options.dark = style->dark;
      if (style->highlight)
        options.highlight = 3;
      /* Over what the last frame left, as a widget's frames are drawn. */
      cairo_t *cr = cairo_create (kept);
      ml_painter_draw_board_kept (painter, picture, cr, game->board, &vp, &options);
      cairo_destroy (cr);
      if (i > 0)
        {
          redrawn += ml_board_picture_get_redrawn (picture);
          frames++;
        }
      else
        g_assert_cmpuint (ml_board_picture_get_redrawn (picture), ==, (gsize) WIDTH * HEIGHT);

      cairo_surface_t *fresh = new_target ();
      cr = cairo_create (fresh);
      ml_painter_draw_board (whole, cr, game->board, &vp, &options);
      cairo_destroy (cr);
      guint bad = differing (kept, fresh);
      if (bad)
        g_test_message ("%s, frame %u (move %u): %u pixels differ", style->name, i, moves[i], bad);
      g_assert_cmpuint (bad, ==, 0);
      cairo_surface_destroy (fresh);
    }
  /* A step changes a tile or two: far less than the picture is redrawn. */
  g_assert_cmpuint (frames, >, 0);
  g_assert_cmpuint (redrawn / frames, <, (gsize) WIDTH * HEIGHT / 4);
  cairo_surface_destroy (kept);
}

static const guint steps[] = { MOVES, MOVES - 1, MOVES - 2, MOVES - 3, MOVES - 2, MOVES - 1, MOVES, MOVES,
                               MOVES - 1, MOVES - 3, MOVES - 2 };

static const Style styles[] = {
  { "plain", 32, 0, 0, FALSE, FALSE, FALSE, FALSE },
  { "scaled", 37.3, 0.4, -0.7, FALSE, FALSE, FALSE, FALSE },   /* faces stretched, off whole pixels */
  { "overlay", 40, 3, 5, TRUE, FALSE, FALSE, FALSE },
  { "presenter", 32, -7, 2, FALSE, TRUE, FALSE, TRUE },
  { "dark overlay presenter", 48, 0, 0, TRUE, TRUE, TRUE, TRUE },
  { "large", 600, 0, 0, FALSE, TRUE, FALSE, FALSE },     /* faces as paths, past the cache */
};

static void
test_steps (gconstpointer data)
{
  const Style *style = data;
  g_autoptr (GPtrArray) games = positions ();
  check_steps (games, style, steps, G_N_ELEMENTS (steps));
}

/* A frame where no piece changed redraws nothing; a new viewport redraws all. */
static void
test_unchanged (void)
{
  g_autoptr (GPtrArray) games = positions ();
  g_autoptr (MlPainter) painter = ml_painter_new ();
  g_autoptr (MlBoardPicture) picture = ml_board_picture_new ();
  cairo_surface_t *target = new_target ();
  cairo_t *cr = cairo_create (target);
  MlBoard *board = ((MlGame *) g_ptr_array_index (games, MOVES))->board;
  MlViewport vp = { 32, WIDTH / 2.0, HEIGHT / 2.0, WIDTH, HEIGHT };
  ml_painter_draw_board_kept (painter, picture, cr, board, &vp, NULL);
  g_assert_cmpuint (ml_board_picture_get_redrawn (picture), ==, (gsize) WIDTH * HEIGHT);
  ml_painter_draw_board_kept (painter, picture, cr, board, &vp, NULL);
  g_assert_cmpuint (ml_board_picture_get_redrawn (picture), ==, 0);
  /* Another board with the same pieces: nothing to redraw either. */
  g_autoptr (MlBoard) copy = ml_board_copy (board);
  ml_painter_draw_board_kept (painter, picture, cr, copy, &vp, NULL);
  g_assert_cmpuint (ml_board_picture_get_redrawn (picture), ==, 0);
  vp.origin_x += 10;
  ml_painter_draw_board_kept (painter, picture, cr, board, &vp, NULL);
  g_assert_cmpuint (ml_board_picture_get_redrawn (picture), ==, (gsize) WIDTH * HEIGHT);
  ml_board_picture_invalidate (picture);
  ml_painter_draw_board_kept (painter, picture, cr, board, &vp, NULL);
  g_assert_cmpuint (ml_board_picture_get_redrawn (picture), ==, (gsize) WIDTH * HEIGHT);
  ml_painter_clear_cache (painter);
  ml_painter_draw_board_kept (painter, picture, cr, board, &vp, NULL);
  g_assert_cmpuint (ml_board_picture_get_redrawn (picture), ==, (gsize) WIDTH * HEIGHT);
  cairo_destroy (cr);
  cairo_surface_destroy (target);
}

int
main (int argc, char **argv)
{
  tu_keep_going (&argc, &argv);
  g_test_init (&argc, &argv, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (styles); i++)
    {
      g_autofree char *path = g_strdup_printf ("/board-picture/steps/%s", styles[i].name);
      g_strdelimit (path + strlen ("/board-picture/steps/"), " ", '-');
      g_test_add_data_func (path, &styles[i], test_steps);
    }
  g_test_add_func ("/board-picture/unchanged", test_unchanged);
  return g_test_run ();
}
