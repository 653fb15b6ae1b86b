/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The painter: golden images of boards, hit tests on the drawn features, image export.
 * ML_UPDATE_GOLDEN=1 writes the golden images instead of comparing with them. */
#include "config.h"
#include <sys/stat.h>
#include "test-util.h"
#include "ml-painter.h"
#include "ml-export.h"
#include "ml-tile-geometry.h"
#include "ml-figure-art.h"
#include "ml-meeple-art.h"
#include "traders-builders/ml-traders-builders-figures.h"
#include "wonders/ml-wonders-table.h"

#include <glib/gstdio.h>
#include <math.h>
#include <string.h>

#define SCALE 64

/* ---- helpers ------------------------------------------------------------------------ */

static MlCatalogue *multicell;

static const MlTileDef *
multicell_piece (const char *id)
{
  const MlTileDef *tile = ml_catalogue_lookup (multicell, id);
  g_assert_nonnull (tile);
  return tile;
}

static void
load_multicell (void)
{
  g_autofree char *path = tu_data_path ("multicell-set.json");
  g_autofree char *text = NULL;
  gsize len;
  g_assert_true (g_file_get_contents (path, &text, &len, NULL));
  g_autoptr (GBytes) bytes = g_bytes_new (text, len);
  const char *names[] = { "multicell-set.json" };
  GBytes *datas[] = { bytes };
  g_autoptr (GError) error = NULL;
  multicell = ml_catalogue_new_from_data (names, datas, 1, &error);
  g_assert_no_error (error);
}

/* The viewport export uses: the whole board and @margin squares round it. */
static void
board_viewport (MlBoard *board, double scale, double margin, MlViewport *vp)
{
  int x0, y0, x1, y1;
  ml_board_bounds (board, &x0, &y0, &x1, &y1);
  if (x1 < x0)
    x0 = y0 = x1 = y1 = 0;
  vp->scale = scale;
  vp->origin_x = (margin - x0) * scale;
  vp->origin_y = (margin - y0) * scale;
  vp->width = (int) ceil ((x1 - x0 + 1 + 2 * margin) * scale);
  vp->height = (int) ceil ((y1 - y0 + 1 + 2 * margin) * scale);
}

static cairo_surface_t *
render_margin (MlPainter *painter, MlBoard *board, const MlPaintOptions *options, double margin)
{
  MlViewport vp;
  board_viewport (board, SCALE, margin, &vp);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, vp.width, vp.height);
  cairo_t *cr = cairo_create (surface);
  ml_painter_draw_board (painter, cr, board, &vp, options);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

static cairo_surface_t *
render (MlPainter *painter, MlBoard *board, const MlPaintOptions *options)
{
  return render_margin (painter, board, options, 0.5);
}

/* Pixels whose channels differ by more than 8; -1 when the sizes differ. */
static int
count_differences (cairo_surface_t *a, cairo_surface_t *b)
{
  int w = cairo_image_surface_get_width (a), h = cairo_image_surface_get_height (a);
  if (w != cairo_image_surface_get_width (b) || h != cairo_image_surface_get_height (b))
    return -1;
  cairo_surface_flush (a);
  cairo_surface_flush (b);
  const guint8 *da = cairo_image_surface_get_data (a), *db = cairo_image_surface_get_data (b);
  int sa = cairo_image_surface_get_stride (a), sb = cairo_image_surface_get_stride (b);
  int n = 0;
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w * 4; x += 4)
      {
        int worst = 0;
        for (int c = 0; c < 4; c++)
          worst = MAX (worst, ABS ((int) da[y * sa + x + c] - (int) db[y * sb + x + c]));
        n += worst > 8;
      }
  return n;
}

static gboolean
nearly_equal (cairo_surface_t *a, cairo_surface_t *b)
{
  int n = count_differences (a, b);
  int total = cairo_image_surface_get_width (a) * cairo_image_surface_get_height (a);
  return n >= 0 && n <= total / 200;
}

static void
check_golden (cairo_surface_t *surface, const char *name)
{
  g_autofree char *file = g_strconcat (name, ".png", NULL);
  g_autofree char *dir = tu_data_path ("golden");
  g_autofree char *path = g_build_filename (dir, file, NULL);
  if (g_strcmp0 (g_getenv ("ML_UPDATE_GOLDEN"), "1") == 0)
    {
      g_assert_cmpint (g_mkdir_with_parents (dir, 0755), ==, 0);
      g_assert_cmpint (cairo_surface_write_to_png (surface, path), ==, CAIRO_STATUS_SUCCESS);
      g_test_message ("wrote %s", path);
      return;
    }
  cairo_surface_t *golden = cairo_image_surface_create_from_png (path);
  if (cairo_surface_status (golden) != CAIRO_STATUS_SUCCESS)
    {
      cairo_surface_destroy (golden);
      g_test_fail_printf ("no golden image %s (run with ML_UPDATE_GOLDEN=1 to write it)", path);
      return;
    }
  int n = count_differences (surface, golden);
  int total = cairo_image_surface_get_width (surface) * cairo_image_surface_get_height (surface);
  if (n < 0 || n > total / 200)
    {
      g_autofree char *actual = g_build_filename (g_get_tmp_dir (), file, NULL);
      cairo_surface_write_to_png (surface, actual);
      if (n < 0)
        g_test_fail_printf ("%s: size %d×%d, golden %d×%d; this drawing is in %s", name,
                            cairo_image_surface_get_width (surface), cairo_image_surface_get_height (surface),
                            cairo_image_surface_get_width (golden), cairo_image_surface_get_height (golden), actual);
      else
        g_test_fail_printf ("%s: %d of %d pixels differ from the golden image; this drawing is in %s",
                            name, n, total, actual);
    }
  cairo_surface_destroy (golden);
}

static void
check_board_margin (MlBoard *board, const MlPaintOptions *options, double margin, const char *name)
{
  g_autoptr (MlPainter) painter = ml_painter_new ();
  cairo_surface_t *surface = render_margin (painter, board, options, margin);
  check_golden (surface, name);
  cairo_surface_destroy (surface);
}

static void
check_board (MlBoard *board, const MlPaintOptions *options, const char *name)
{
  check_board_margin (board, options, 0.5, name);
}

/* Options for pictures of tiles alone: no markers, no grid. */
static void
plain_options (MlPaintOptions *options)
{
  ml_paint_options_init (options);
  options->open_edges = FALSE;
  options->problems = FALSE;
  options->grid = FALSE;
}

/* A small village: a city, roads to a junction, a monastery with and without a road, two
 * separate cities on one tile, and a meeple of each kind. */
static MlGame *
village (void)
{
  MlGame *game = tu_game (3, ML_EXPANSION_FARMERS);
  tu_place (game, "D", 0, 0, 0);
  tu_place (game, "V", 1, 0, 0);
  tu_place (game, "W", -1, 0, 0);
  tu_place (game, "E", 0, -1, 180);
  tu_place (game, "U", 1, 1, 0);
  tu_place (game, "B", 0, 1, 0);
  tu_place (game, "A", -1, 1, 180);
  tu_place (game, "I", 2, 0, 90);
  tu_meeple (game, 0, 0, 0, "N", FALSE);
  tu_meeple (game, 1, 1, 1, "N", FALSE);
  tu_meeple (game, 2, 0, 1, "C", FALSE);
  tu_meeple (game, 0, 0, 0, "SSE", FALSE);
  tu_meeple (game, 1, 2, 0, "SSW", FALSE);
  return game;
}

/* The feature instance named by a location code on square (x, y). */
static guint
feature_at (MlGame *game, int x, int y, const char *at)
{
  guint cell;
  int p = ml_board_piece_at (game->board, x, y, &cell);
  g_assert_cmpint (p, !=, ML_NO_PIECE);
  const MlPiece *piece = ml_board_piece (game->board, (guint) p);
  guint8 f = ml_tile_feature_at (piece->tile, piece->rot, cell, at);
  g_assert_cmpint (f, !=, ML_NO_FEATURE);
  return piece->feat_base + f;
}

/* ---- options, fit -------------------------------------------------------------------- */

/* The options start plain; parsing colours is the core's (test-colours.c). */
static void
test_options (void)
{
  MlPaintOptions options;
  ml_paint_options_init (&options);
  g_assert_false (options.overlay);
  g_assert_true (options.open_edges);
  g_assert_true (options.problems);
  g_assert_cmpint (options.highlight, ==, -1);
  g_assert_null (options.ghost);
  g_assert_null (options.legal);
  g_assert_false (options.presenter);
  for (guint i = 0; i < ML_MAX_PLAYERS; i++)
    {
      MlColor d;
      ml_color_default (i, &d);
      g_assert_true (memcmp (&d, &options.players[i], sizeof d) == 0);
    }
}

static void
test_fit (void)
{
  g_autoptr (MlGame) game = village ();
  MlViewport vp;
  ml_painter_fit (game->board, 800, 600, 8, 256, &vp);
  g_assert_cmpint (vp.width, ==, 800);
  g_assert_cmpint (vp.height, ==, 600);
  /* Squares -1..2 × -1..1 and a square of margin: 6 × 5 squares in 800 × 600. */
  g_assert_cmpfloat_with_epsilon (vp.scale, 120, 1e-9);
  g_assert_cmpfloat (vp.origin_x + -2 * vp.scale, >=, -1e-9);
  g_assert_cmpfloat (vp.origin_x + 4 * vp.scale, <=, 800 + 1e-9);
  g_assert_cmpfloat (vp.origin_y + -2 * vp.scale, >=, -1e-9);
  g_assert_cmpfloat (vp.origin_y + 3 * vp.scale, <=, 600 + 1e-9);
  ml_painter_fit (game->board, 800, 600, 8, 64, &vp);
  g_assert_cmpfloat_with_epsilon (vp.scale, 64, 1e-9);
  /* The board stays in the middle. */
  g_assert_cmpfloat_with_epsilon (vp.origin_x + 1.0 * vp.scale, 400, 1e-9);
  g_assert_cmpfloat_with_epsilon (vp.origin_y + 0.5 * vp.scale, 300, 1e-9);
  ml_painter_fit (game->board, 40, 30, 16, 64, &vp);
  g_assert_cmpfloat_with_epsilon (vp.scale, 16, 1e-9);

  g_autoptr (MlBoard) empty = ml_board_new ();
  ml_painter_fit (empty, 300, 300, 8, 512, &vp);
  g_assert_cmpfloat_with_epsilon (vp.scale, 100, 1e-9);
  g_assert_cmpfloat_with_epsilon (vp.origin_x, 100, 1e-9);
}

/* ---- golden images ------------------------------------------------------------------ */

static void
check_example (const char *name)
{
  g_autofree char *file = g_strconcat (name, ".json", NULL);
  g_autofree char *path = tu_example_path (file);
  g_autoptr (GError) error = NULL;
  g_autoptr (MlScenario) scenario = ml_scenario_load_file (path, &error);
  g_assert_no_error (error);
  g_autoptr (MlGame) game = ml_scenario_to_game (scenario, file, NULL, &error);
  g_assert_no_error (error);
  MlPaintOptions options;
  ml_paint_options_init (&options);
  for (guint i = 0; i < scenario->players->len && i < ML_MAX_PLAYERS; i++)
    {
      const MlScenarioPlayer *player = g_ptr_array_index (scenario->players, i);
      ml_color_parse (player->color, &options.players[i]);
    }
  check_board (game->board, &options, name);
}

static void
test_golden_examples (void)
{
  check_example ("city-four-tiles-two-shields");
  check_example ("farmer-two-closed-cities");
  check_example ("prior-lines");
}

/* Every tile of a set side by side, unturned. */
static void
check_set (const char *set, guint columns, const char *name)
{
  const MlTileSet *ts = ml_catalogue_find_set (ml_catalogue_get_default (), set);
  g_assert_nonnull (ts);
  g_autoptr (MlBoard) board = ml_board_new ();
  for (guint i = 0; i < ts->tiles->len; i++)
    g_assert_cmpint (ml_board_place (board, g_ptr_array_index (ts->tiles, i), (int) (i % columns),
                                     (int) (i / columns), 0, -1), !=, ML_NO_PIECE);
  MlPaintOptions options;
  plain_options (&options);
  check_board (board, &options, name);
}

static void
test_golden_tiles (void)
{
  check_set ("base", 6, "tiles-base");
  check_set ("river", 4, "tiles-river");
}

static void
test_golden_river (void)
{
  g_autoptr (MlGame) game = tu_game (2, ML_EXPANSION_FARMERS | ML_EXPANSION_RIVER);
  tu_place (game, "river-spring", 0, 0, 0);
  tu_place (game, "river-11", 0, 1, 0);
  tu_place (game, "river-7", 0, 2, 0);
  tu_place (game, "river-9", -1, 2, 0);
  tu_place (game, "river-8", -1, 3, 90);
  tu_place (game, "river-2", -1, 4, 90);
  tu_place (game, "river-5", -1, 5, 90);
  tu_place (game, "river-lake", -2, 5, 90);
  tu_meeple (game, 0, 0, 1, "W", FALSE);
  tu_meeple (game, 1, -1, 3, "C", FALSE);
  tu_meeple (game, 0, -1, 5, "E", FALSE);
  MlPaintOptions options;
  ml_paint_options_init (&options);
  options.problems = FALSE;
  check_board (game->board, &options, "river");
}

static void
test_golden_abbeys (void)
{
  const MlTileSet *ts = ml_catalogue_find_set (ml_catalogue_get_default (), "abbeys");
  g_assert_nonnull (ts);
  g_autoptr (MlGame) game = tu_game (2, ML_EXPANSION_FARMERS | ML_EXPANSION_ABBEYS);
  for (guint i = 0; i < ts->tiles->len; i++)
    g_assert_cmpint (ml_board_place (game->board, g_ptr_array_index (ts->tiles, i), (int) (i % 6) * 2,
                                     (int) (i / 6) * 2, (int) (i % 4), -1), !=, ML_NO_PIECE);
  tu_place (game, "A", 0, 4, 0);
  tu_place (game, "B", 2, 4, 0);
  tu_meeple (game, 0, 0, 0, "C", TRUE);
  tu_meeple (game, 1, 2, 0, "C", FALSE);
  tu_meeple (game, 0, 0, 4, "C", FALSE);
  MlPaintOptions options;
  plain_options (&options);
  check_board (game->board, &options, "abbeys");
}

static void
test_golden_village (void)
{
  g_autoptr (MlGame) game = village ();
  MlPaintOptions options;
  ml_paint_options_init (&options);
  check_board (game->board, &options, "village");
  options.overlay = TRUE;
  check_board (game->board, &options, "village-overlay");
  options.overlay = FALSE;
  options.highlight = (int) feature_at (game, 0, 0, "W");
  check_board (game->board, &options, "village-highlight-road");
  options.highlight = (int) feature_at (game, 0, 0, "SSE");
  check_board (game->board, &options, "village-highlight-field");
}

static void
test_golden_ghost (void)
{
  g_autoptr (MlGame) game = village ();
  g_autoptr (GArray) legal = g_array_new (FALSE, FALSE, sizeof (MlPlacement));
  ml_rules_legal_placements (game, tu_tile ("K"), legal);
  g_assert_cmpuint (legal->len, >, 0);
  MlPaintOptions options;
  ml_paint_options_init (&options);
  options.dark = TRUE;
  options.legal = (const MlPlacement *) legal->data;
  options.n_legal = legal->len;
  const MlPlacement *first = &g_array_index (legal, MlPlacement, 0);
  options.ghost = tu_tile ("K");
  options.ghost_x = first->x;
  options.ghost_y = first->y;
  options.ghost_rot = first->rot;
  options.ghost_ok = TRUE;
  check_board_margin (game->board, &options, 1.5, "village-ghost");
  /* Off the legal spots, framed red. */
  options.legal = NULL;
  options.n_legal = 0;
  options.dark = FALSE;
  options.ghost_x = 0;
  options.ghost_y = 2;
  options.ghost_rot = 1;
  options.ghost_ok = FALSE;
  check_board_margin (game->board, &options, 1.5, "village-ghost-wrong");
  /* Over a laid piece only the frame is drawn: the piece shows through but for the frame's
   * stroke, where the half-transparent tile would cover the whole square. */
  g_autoptr (MlPainter) painter = ml_painter_new ();
  MlPaintOptions bare;
  ml_paint_options_init (&bare);
  cairo_surface_t *plain = render (painter, game->board, &bare);
  bare.ghost = tu_tile ("K");
  bare.ghost_x = 0, bare.ghost_y = 0, bare.ghost_rot = 1;
  cairo_surface_t *covered = render (painter, game->board, &bare);
  bare.ghost_outline = TRUE;
  cairo_surface_t *framed = render (painter, game->board, &bare);
  int covered_diff = count_differences (plain, covered), framed_diff = count_differences (plain, framed);
  g_test_message ("ghost over a piece: %d pixels changed, %d with the frame only", covered_diff, framed_diff);
  g_assert_cmpint (covered_diff, >, SCALE * SCALE / 2);
  g_assert_cmpint (framed_diff, >, 0);
  g_assert_cmpint (framed_diff, <, SCALE * SCALE / 4);
  cairo_surface_destroy (plain);
  cairo_surface_destroy (covered);
  cairo_surface_destroy (framed);
}

static void
test_golden_markers (void)
{
  g_autofree char *path = tu_data_path ("check-mismatch.json");
  g_autoptr (GError) error = NULL;
  g_autoptr (MlScenario) scenario = ml_scenario_load_file (path, &error);
  g_assert_no_error (error);
  g_autoptr (MlGame) game = ml_scenario_to_game (scenario, "check-mismatch.json", NULL, &error);
  g_assert_no_error (error);
  MlPaintOptions options;
  ml_paint_options_init (&options);
  check_board (game->board, &options, "markers");
}

static MlGame *
multicell_board (void)
{
  MlGame *game = tu_game (2, ML_EXPANSION_FARMERS);
  g_assert_cmpint (ml_board_place (game->board, multicell_piece ("strip"), 0, 0, 0, -1), !=, ML_NO_PIECE);
  for (int x = 0; x < 3; x++)
    tu_place (game, "E", x, -1, 180);
  tu_place (game, "U", -1, 0, 90);
  g_assert_cmpint (ml_board_place (game->board, multicell_piece ("strip"), 4, -1, 1, -1), !=, ML_NO_PIECE);
  g_assert_cmpint (ml_board_place (game->board, multicell_piece ("ell"), 0, 1, 0, -1), !=, ML_NO_PIECE);
  g_assert_cmpint (ml_board_place (game->board, multicell_piece ("ell"), 2, 2, 3, -1), !=, ML_NO_PIECE);
  tu_meeple (game, 0, 1, 0, "N", FALSE);
  tu_meeple (game, 1, 0, 0, "W", FALSE);
  tu_meeple (game, 1, 2, 0, "SSE", FALSE);
  tu_meeple (game, 0, 0, 1, "C", FALSE);
  tu_meeple (game, 0, 4, 1, "E", FALSE);
  return game;
}

static void
test_golden_multicell (void)
{
  g_autoptr (MlGame) game = multicell_board ();
  MlPaintOptions options;
  ml_paint_options_init (&options);
  check_board (game->board, &options, "multicell");
  options.overlay = TRUE;
  check_board (game->board, &options, "multicell-overlay");
}

/* ---- the cache ---------------------------------------------------------------------- */

/* Cached faces, a cleared cache and a fresh painter all draw the same picture. */
static void
test_cache (void)
{
  g_autoptr (MlGame) game = village ();
  MlPaintOptions options;
  ml_paint_options_init (&options);
  options.overlay = TRUE;
  g_autoptr (MlPainter) painter = ml_painter_new ();
  cairo_surface_t *first = render (painter, game->board, &options);
  cairo_surface_t *again = render (painter, game->board, &options);
  g_assert_cmpint (count_differences (first, again), ==, 0);
  ml_painter_clear_cache (painter);
  cairo_surface_t *cleared = render (painter, game->board, &options);
  g_assert_cmpint (count_differences (first, cleared), ==, 0);
  cairo_surface_destroy (first);
  cairo_surface_destroy (again);
  cairo_surface_destroy (cleared);
}

/* A context scaled by two (or a surface of device scale two) with half the viewport scale
 * draws the same pixels as the plain one: faces still land on whole pixels. */
static void
test_scaled_context (void)
{
  g_autoptr (MlGame) game = village ();
  g_autoptr (MlPainter) painter = ml_painter_new ();
  MlPaintOptions options;
  ml_paint_options_init (&options);
  options.overlay = TRUE;
  options.highlight = (int) feature_at (game, 0, 0, "N");
  cairo_surface_t *plain = render (painter, game->board, &options);
  MlViewport vp;
  board_viewport (game->board, SCALE / 2, 0.5, &vp);
  int w = cairo_image_surface_get_width (plain), h = cairo_image_surface_get_height (plain);
  for (int device = 0; device < 2; device++)
    {
      cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, w, h);
      if (device)
        cairo_surface_set_device_scale (surface, 2, 2);
      cairo_t *cr = cairo_create (surface);
      if (!device)
        cairo_scale (cr, 2, 2);
      ml_painter_draw_board (painter, cr, game->board, &vp, &options);
      cairo_destroy (cr);
      g_test_message ("%s: %d pixels differ", device ? "device scale" : "scaled context",
                      count_differences (plain, surface));
      g_assert_true (nearly_equal (plain, surface));
      cairo_surface_destroy (surface);
    }
  cairo_surface_destroy (plain);
}

static void
pixel (cairo_surface_t *surface, int x, int y, int rgb[3])
{
  cairo_surface_flush (surface);
  const guint8 *d = cairo_image_surface_get_data (surface) + y * cairo_image_surface_get_stride (surface) + 4 * x;
  guint32 v = *(const guint32 *) d;
  rgb[0] = (v >> 16) & 0xff, rgb[1] = (v >> 8) & 0xff, rgb[2] = v & 0xff;
}

/* Palette thumbnails at every zoom, and turned: a full city is not green, a field is. */
static void
test_draw_tile (void)
{
  g_autoptr (MlPainter) painter = ml_painter_new ();
  static const double sizes[] = { 16, 23.5, 64, 100, 256, 700 };
  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      int side = (int) ceil (sizes[i]) + 4;
      cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, side * 2, side);
      cairo_t *cr = cairo_create (surface);
      ml_painter_draw_tile (painter, cr, tu_tile ("C"), 0, 2, 2, sizes[i]);
      ml_painter_draw_tile (painter, cr, tu_tile ("E"), 2, side + 2, 2, sizes[i]);
      cairo_destroy (cr);
      int rgb[3];
      pixel (surface, 2 + (int) (sizes[i] / 2), 2 + (int) (sizes[i] / 2), rgb);
      g_assert_cmpint (rgb[0], >, rgb[1] - 10);        /* parchment, not grass */
      pixel (surface, side + 2 + (int) (sizes[i] / 2), 2 + (int) (sizes[i] * 0.1), rgb);
      g_assert_cmpint (rgb[1], >, rgb[0] + 20);        /* E turned over: grass on top */
      pixel (surface, side + 2 + (int) (sizes[i] / 2), 2 + (int) (sizes[i] * 0.92), rgb);
      g_assert_cmpint (rgb[0], >, rgb[1] - 10);        /* and its city at the bottom */
      cairo_surface_destroy (surface);
    }
}

/* Pixels of @tile drawn at 256 pixels a square within 12 of colour @rgb. */
static guint
count_colour (MlPainter *painter, const char *tile, int rot, const int rgb[3])
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 260, 260);
  cairo_t *cr = cairo_create (surface);
  ml_painter_draw_tile (painter, cr, tu_tile (tile), rot, 2, 2, 256);
  cairo_destroy (cr);
  guint n = 0;
  for (int y = 2; y < 258; y++)
    for (int x = 2; x < 258; x++)
      {
        int c[3];
        pixel (surface, x, y, c);
        n += ABS (c[0] - rgb[0]) <= 12 && ABS (c[1] - rgb[1]) <= 12 && ABS (c[2] - rgb[2]) <= 12;
      }
  cairo_surface_destroy (surface);
  return n;
}

/* The decorations of Inns & Cathedrals: an inn's pond beside each road with an inn and a
 * cathedral's slate spires in its city, where the same faces without them have none. */
static void
test_inns_cathedrals_art (void)
{
  g_autoptr (MlPainter) painter = ml_painter_new ();
  static const int pond[3] = { 74, 143, 217 }, slate[3] = { 84, 97, 128 };
  g_assert_cmpuint (count_colour (painter, "U", 1, pond), ==, 0);
  g_assert_cmpuint (count_colour (painter, "ic-inn-straight", 0, pond), >, 50);
  g_assert_cmpuint (count_colour (painter, "ic-inn-curve", 3, pond), >, 50);
  g_assert_cmpuint (count_colour (painter, "C", 0, slate), ==, 0);
  g_assert_cmpuint (count_colour (painter, "ic-cathedral", 0, slate), >, 50);
  g_assert_cmpuint (count_colour (painter, "ic-cathedral", 2, slate), >, 50);
}

/* Traders & Builders' figures, drawn at 64 pixels a meeple's height centred in a square of
 * 96: a builder stands taller and narrower than a meeple (no arms out to the sides) with a
 * grey hammer head to its right; a pig lies wider than tall, a lighter snout at its right,
 * nothing between its front and back legs. Points in figure units from the centre. */
static cairo_surface_t *
figure_picture (MlFigureArtDraw draw, const MlColor *color)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 96, 96);
  cairo_t *cr = cairo_create (surface);
  if (draw)
    draw (cr, 48, 48, 64, color, 0);
  else
    ml_meeple_art_draw (cr, 48, 48, 64, color, 0, FALSE);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

static guint32
figure_pixel (cairo_surface_t *surface, double ux, double uy)
{
  int x = (int) floor (48 + ux * 64), y = (int) floor (48 + uy * 64);
  const guint8 *d = cairo_image_surface_get_data (surface) + y * cairo_image_surface_get_stride (surface) + 4 * x;
  return *(const guint32 *) d;
}

/* The rows (top, bottom) and columns (left, right) holding any drawn pixel. */
static void
figure_extent (cairo_surface_t *surface, int box[4])
{
  box[0] = box[2] = 96, box[1] = box[3] = -1;
  const guint8 *data = cairo_image_surface_get_data (surface);
  int stride = cairo_image_surface_get_stride (surface);
  for (int y = 0; y < 96; y++)
    for (int x = 0; x < 96; x++)
      if (*(const guint32 *) (data + y * stride + 4 * x) >> 24 > 0x80)
        {
          box[0] = MIN (box[0], y), box[1] = MAX (box[1], y);
          box[2] = MIN (box[2], x), box[3] = MAX (box[3], x);
        }
}

static void
test_traders_builders_figures (void)
{
  const MlColor red = { 0.85, 0.1, 0.1 };
  const guint32 opaque_red = 0xff000000u | 217u << 16 | 25u << 8 | 25u;
  cairo_surface_t *meeple = figure_picture (NULL, &red);
  cairo_surface_t *builder = figure_picture (ml_traders_builders_draw_builder, &red);
  cairo_surface_t *pig = figure_picture (ml_traders_builders_draw_pig, &red);
  int m[4], b[4], p[4];
  figure_extent (meeple, m);
  figure_extent (builder, b);
  figure_extent (pig, p);

  /* The meeple's arm is red where the builder has nothing; the builder's legs and head are
   * red, its hammer's head grey, and it is taller than the meeple and narrower. */
  g_assert_cmphex (figure_pixel (meeple, -0.42, 0.03), ==, opaque_red);
  g_assert_cmphex (figure_pixel (builder, -0.42, 0.03) >> 24, ==, 0);
  g_assert_cmphex (figure_pixel (builder, -0.18, 0.4), ==, opaque_red);
  g_assert_cmphex (figure_pixel (builder, -0.08, -0.45), ==, opaque_red);
  guint32 hammer = figure_pixel (builder, 0.34, -0.22);
  g_assert_cmphex (hammer, ==, 0xff000000u | 148u << 16 | 153u << 8 | 163u);
  g_assert_cmpint (b[1] - b[0], >, m[1] - m[0] + 4);
  g_assert_cmpint (b[3] - b[2], <, m[3] - m[2]);

  /* The pig: red on its back and its head, its snout half way to white, a gap under its
   * belly between the legs, and wider than tall. */
  g_assert_cmphex (figure_pixel (pig, -0.3, 0.0), ==, opaque_red);
  g_assert_cmphex (figure_pixel (pig, 0.28, 0.02), ==, opaque_red);
  guint32 snout = figure_pixel (pig, 0.52, 0.01);
  g_assert_cmphex ((snout >> 16) & 0xff, >, 220);
  g_assert_cmphex ((snout >> 8) & 0xff, >, 130);
  g_assert_cmphex ((snout >> 8) & 0xff, <, 160);
  g_assert_cmphex (figure_pixel (pig, -0.05, 0.42) >> 24, ==, 0);
  g_assert_cmphex (figure_pixel (pig, 0.1, 0.42), ==, opaque_red);
  g_assert_cmpint (p[3] - p[2], >, (p[1] - p[0]) * 6 / 5);

  /* The owner's mark is on both, in the dark ink: the builder's chest, the pig's flank. */
  g_assert_cmphex (figure_pixel (builder, -0.08, -0.04) & 0xffffff, <, 0x303030);
  g_assert_cmphex (figure_pixel (pig, -0.08, 0.06) & 0xffffff, <, 0x303030);
  cairo_surface_destroy (meeple);
  cairo_surface_destroy (builder);
  cairo_surface_destroy (pig);
}

/* The rows and columns (top, bottom, left, right) where @b differs from @a, and how many of
 * those pixels are near the grey of the builder's hammer. */
static void
footprint (cairo_surface_t *a, cairo_surface_t *b, int box[4], guint *grey)
{
  int w = cairo_image_surface_get_width (a), h = cairo_image_surface_get_height (a);
  box[0] = box[2] = G_MAXINT, box[1] = box[3] = -1;
  *grey = 0;
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      {
        int ca[3], cb[3];
        pixel (a, x, y, ca);
        pixel (b, x, y, cb);
        if (ABS (ca[0] - cb[0]) + ABS (ca[1] - cb[1]) + ABS (ca[2] - cb[2]) <= 24)
          continue;
        box[0] = MIN (box[0], y), box[1] = MAX (box[1], y);
        box[2] = MIN (box[2], x), box[3] = MAX (box[3], x);
        *grey += ABS (cb[0] - 148) <= 12 && ABS (cb[1] - 153) <= 12 && ABS (cb[2] - 163) <= 12;
      }
}

/* The board drawn at 192 pixels a square. */
static cairo_surface_t *
render_large (MlPainter *painter, MlBoard *board, const MlPaintOptions *options)
{
  MlViewport vp;
  board_viewport (board, 192, 0.1, &vp);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, vp.width, vp.height);
  cairo_t *cr = cairo_create (surface);
  ml_painter_draw_board (painter, cr, board, &vp, options);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

/* On the board, the builder and the pig are drawn by their module, not as meeples: the
 * builder's footprint is taller and narrower than a meeple's on the same road and holds its
 * grey hammer, the pig's is wider than tall where a farmer lies; an ordinary meeple and
 * farmer are the golden images' (checked above). */
static void
test_traders_builders_on_board (void)
{
  g_autoptr (MlPainter) painter = ml_painter_new ();
  MlPaintOptions options;
  ml_paint_options_init (&options);
  guint figures[] = { G_MAXUINT, ML_FIGURE_MEEPLE, tu_figure ("builder") };
  const char *spots[] = { "W", "SSW" };
  for (guint s = 0; s < G_N_ELEMENTS (spots); s++)
    {
      cairo_surface_t *drawn[3];
      if (s == 1)
        figures[2] = tu_figure ("pig");
      for (guint k = 0; k < 3; k++)
        {
          g_autoptr (MlGame) game = tu_game (2, ML_EXPANSION_FARMERS | ML_EXPANSION_TRADERS_BUILDERS);
          tu_place (game, "D", 0, 0, 0);
          if (figures[k] != G_MAXUINT)
            {
              /* A builder or pig goes where its owner has a meeple; one there in every
               * drawing leaves only the figure asked for to tell them apart. */
              tu_meeple (game, 0, 0, 0, s == 0 ? "E" : "SSE", ML_FIGURE_MEEPLE);
              tu_meeple (game, 0, 0, 0, spots[s], figures[k]);
            }
          drawn[k] = render_large (painter, game->board, &options);
        }
      /* The tile with the owner's meeple alone, for the other two to differ from. */
      {
        g_autoptr (MlGame) game = tu_game (2, ML_EXPANSION_FARMERS | ML_EXPANSION_TRADERS_BUILDERS);
        tu_place (game, "D", 0, 0, 0);
        tu_meeple (game, 0, 0, 0, s == 0 ? "E" : "SSE", ML_FIGURE_MEEPLE);
        cairo_surface_destroy (drawn[0]);
        drawn[0] = render_large (painter, game->board, &options);
      }
      int meeple[4], own[4];
      guint grey_meeple, grey_own;
      footprint (drawn[0], drawn[1], meeple, &grey_meeple);
      footprint (drawn[0], drawn[2], own, &grey_own);
      g_assert_cmpint (meeple[1], >=, 0);
      g_assert_cmpint (own[1], >=, 0);
      int meeple_h = meeple[1] - meeple[0], meeple_w = meeple[3] - meeple[2];
      int own_h = own[1] - own[0], own_w = own[3] - own[2];
      g_test_message ("%s: meeple %d×%d, its own figure %d×%d, %u grey", spots[s], meeple_w, meeple_h, own_w, own_h,
                      grey_own);
      if (s == 0)
        {
          g_assert_cmpint (own_h, >, meeple_h);
          g_assert_cmpint (own_w, <, meeple_w);
          g_assert_cmpuint (grey_own, >, 4);
          g_assert_cmpuint (grey_meeple, ==, 0);
        }
      else
        g_assert_cmpint (own_w, >, own_h);
      for (guint k = 0; k < 3; k++)
        cairo_surface_destroy (drawn[k]);
    }
}

/* ---- hit tests ---------------------------------------------------------------------- */

static const MlViewport hit_view = { 100, 250, 150, 800, 600 };

static gboolean
hit (MlPainter *painter, MlGame *game, double bx, double by, int *x, int *y, guint *feature)
{
  return ml_painter_hit (painter, game->board, &hit_view, hit_view.origin_x + bx * hit_view.scale,
                         hit_view.origin_y + by * hit_view.scale, x, y, feature);
}

static void
assert_hit (MlPainter *painter, MlGame *game, double bx, double by, const char *at)
{
  int x = G_MININT, y = G_MININT;
  guint feature = G_MAXUINT;
  g_assert_true (hit (painter, game, bx, by, &x, &y, &feature));
  g_assert_cmpint (x, ==, (int) floor (bx));
  g_assert_cmpint (y, ==, (int) floor (by));
  if (feature != feature_at (game, x, y, at))
    g_test_message ("at (%g, %g): feature %u, not the one at %s", bx, by, feature, at);
  g_assert_cmpuint (feature, ==, feature_at (game, x, y, at));
}

static void
test_hit (void)
{
  g_autoptr (MlGame) game = village ();
  g_autoptr (MlPainter) painter = ml_painter_new ();
  /* D: the city cap, the road, the fields on either side of the road. */
  assert_hit (painter, game, 0.5, 0.1, "N");
  assert_hit (painter, game, 0.5, 0.5, "W");
  assert_hit (painter, game, 0.05, 0.52, "W");
  assert_hit (painter, game, 0.08, 0.92, "SSW");
  assert_hit (painter, game, 0.92, 0.92, "SSE");
  assert_hit (painter, game, 0.06, 0.3, "WNW");
  assert_hit (painter, game, 0.94, 0.3, "ENE");
  /* V: a point on the curve is the road; the corner inside it is the small field, the far
   * corner the large one, and so is the middle of the square beyond the curve. */
  assert_hit (painter, game, 1 + 0.354, 0.646, "W");
  assert_hit (painter, game, 1.05, 0.95, "WSW");
  assert_hit (painter, game, 1.95, 0.05, "NNE");
  assert_hit (painter, game, 1.5, 0.45, "NNE");
  /* U: west and east of the road. */
  assert_hit (painter, game, 1.2, 1.5, "WNW");
  assert_hit (painter, game, 1.8, 1.5, "ENE");
  /* Monasteries, with and without a road; the road into one. */
  assert_hit (painter, game, 0.5, 1.5, "C");
  assert_hit (painter, game, -0.5, 1.5, "C");
  assert_hit (painter, game, -0.5, 1.1, "N");
  assert_hit (painter, game, 0.1, 1.1, "NNW");
  /* W: the three roads and the junction's fields. */
  assert_hit (painter, game, -0.9, 0.5, "W");
  assert_hit (painter, game, -0.1, 0.5, "E");
  assert_hit (painter, game, -0.5, 0.9, "S");
  assert_hit (painter, game, -0.8, 0.8, "SSW");
  assert_hit (painter, game, -0.2, 0.8, "SSE");
  assert_hit (painter, game, -0.5, 0.2, "NNW");
  /* E turned over: its city is now in the south. */
  assert_hit (painter, game, 0.5, -0.1, "S");
  assert_hit (painter, game, 0.5, -0.8, "NNW");
  /* I turned a quarter: its north city faces east, its west city north, both apart. */
  assert_hit (painter, game, 2.92, 0.5, "E");
  assert_hit (painter, game, 2.5, 0.08, "N");
  assert_hit (painter, game, 2.3, 0.7, "SSW");
  g_assert_cmpuint (feature_at (game, 2, 0, "E"), !=, feature_at (game, 2, 0, "N"));
  /* Nothing on empty squares. */
  int x, y;
  guint feature;
  g_assert_false (hit (painter, game, 3.5, 1.5, &x, &y, &feature));
  g_assert_false (hit (painter, game, -5.5, -5.5, &x, &y, &feature));
  g_assert_false (hit (painter, game, 0.5, -1.5, NULL, NULL, NULL));
}

static void
test_hit_rotations (void)
{
  /* The same tile each way round: the feature under a board point turns with it. */
  static const struct {
    int degrees;
    double u, v;
    const char *at;
  } cases[] = {
    { 0, 0.5, 0.1, "N" }, { 90, 0.9, 0.5, "E" }, { 180, 0.5, 0.9, "S" }, { 270, 0.1, 0.5, "W" },
    { 0, 0.8, 0.8, "SSE" }, { 90, 0.2, 0.8, "WSW" }, { 0, 0.1, 0.9, "SSW" }, { 90, 0.1, 0.1, "NNW" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (MlGame) game = tu_game (2, ML_EXPANSION_FARMERS);
      g_autoptr (MlPainter) painter = ml_painter_new ();
      tu_place (game, "K", 0, 0, cases[i].degrees);
      assert_hit (painter, game, cases[i].u, cases[i].v, cases[i].at);
      const MlPiece *p = ml_board_piece (game->board, 0);
      guint f = feature_at (game, 0, 0, cases[i].at) - p->feat_base;
      g_assert_cmpint (p->tile->features[f].kind, ==, i < 4 ? ML_FEATURE_CITY : ML_FEATURE_FIELD);
    }
}

static void
test_hit_river (void)
{
  g_autoptr (MlGame) game = tu_game (2, ML_EXPANSION_FARMERS | ML_EXPANSION_RIVER);
  g_autoptr (MlPainter) painter = ml_painter_new ();
  tu_place (game, "river-11", 0, 0, 0);
  tu_place (game, "river-8", 1, 0, 0);
  /* The bridge: the road runs over the river. */
  assert_hit (painter, game, 0.5, 0.5, "W");
  assert_hit (painter, game, 0.5, 0.2, "N");
  assert_hit (painter, game, 0.2, 0.2, "NNW");
  assert_hit (painter, game, 0.8, 0.8, "SSE");
  /* The monastery moved north of the river. */
  assert_hit (painter, game, 1.5, 0.25, "C");
  assert_hit (painter, game, 1.1, 0.5, "W");
  assert_hit (painter, game, 1.5, 0.85, "S");
}

static void
test_hit_multicell (void)
{
  g_autoptr (MlGame) game = multicell_board ();
  g_autoptr (MlPainter) painter = ml_painter_new ();
  /* The strip's city on each of its squares, its road, its field. */
  assert_hit (painter, game, 0.5, 0.1, "N");
  assert_hit (painter, game, 1.5, 0.1, "N");
  assert_hit (painter, game, 2.5, 0.15, "N");
  assert_hit (painter, game, 2.95, 0.3, "ENE");
  assert_hit (painter, game, 0.1, 0.5, "W");
  assert_hit (painter, game, 1.5, 0.8, "SSE");
  g_assert_cmpuint (feature_at (game, 0, 0, "N"), ==, feature_at (game, 2, 0, "N"));
  /* The turned strip runs south from (4, -1), its city on the east. */
  assert_hit (painter, game, 4.9, 0.5, "E");
  assert_hit (painter, game, 4.2, 1.5, "WSW");
  /* The ell: the monastery on its first square, the field on the second. */
  assert_hit (painter, game, 0.5, 1.5, "C");
  assert_hit (painter, game, 1.5, 1.5, "NNW");
}

/* ---- wonders ------------------------------------------------------------------------ */

static const char *const wonder_ids[] = {
  "stonehenge", "circus-maximus", "notre-dame", "alhambra", "abu-simbel", "tikal",
  "angkor-wat", "terracotta-army", "great-wall", "nazca-lines", "cothon-carthage", "taj-mahal",
};

/* Every wonder on one board, four to a row, some owned, the Taj Mahal with two slots
 * filled besides the marker's and the Cothon with two meeples in its port. */
static MlBoard *
wonder_board (gboolean owned)
{
  MlBoard *board = ml_board_new ();
  for (guint i = 0; i < G_N_ELEMENTS (wonder_ids); i++)
    {
      const MlTileDef *tile = tu_tile (wonder_ids[i]);
      g_assert_true (ml_tile_is_wonder (tile));
      int piece = ml_board_place (board, tile, (int) (i % 4) * 6 + 1, (int) (i / 4) * 5 + 1, 0, -1);
      g_assert_cmpint (piece, !=, ML_NO_PIECE);
      if (owned && i % 4 != 1)
        ml_board_set_tokens (board, (guint) piece, (int) (i % 4), g_str_equal (wonder_ids[i], "taj-mahal") ? 2 : 0,
                             g_str_equal (wonder_ids[i], "cothon-carthage") ? 2 : 0);
    }
  return board;
}

static void
test_golden_wonders (void)
{
  g_autoptr (MlBoard) board = wonder_board (TRUE);
  MlPaintOptions options;
  plain_options (&options);
  check_board (board, &options, "wonders");
}

/* Each wonder alone, close up and turned, owned by the second player; the Taj Mahal with
 * every fillable slot taken, the Cothon with a crowded port. */
static void
test_golden_wonders_turned (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (wonder_ids); i++)
    {
      g_autoptr (MlBoard) board = ml_board_new ();
      int piece = ml_board_place (board, tu_tile (wonder_ids[i]), 0, 0, (int) (i % 3) + 1, -1);
      ml_board_set_tokens (board, (guint) piece, 1, 3, 7);
      MlPaintOptions options;
      plain_options (&options);
      MlViewport vp;
      board_viewport (board, 96, 0.25, &vp);
      g_autoptr (MlPainter) painter = ml_painter_new ();
      cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, vp.width, vp.height);
      cairo_t *cr = cairo_create (surface);
      ml_painter_draw_board (painter, cr, board, &vp, &options);
      cairo_destroy (cr);
      g_autofree char *name = g_strconcat ("wonder-", wonder_ids[i], NULL);
      check_golden (surface, name);
      cairo_surface_destroy (surface);
    }
}

/* A point of cell @cell of a piece, given in the cell's unit square at rotation 0, on the
 * board in squares. */
static void
piece_point (const MlPiece *p, guint cell, double u, double v, double *bx, double *by)
{
  const MlRotatedCell *rc = &p->tile->rotated[p->rot][cell];
  for (int i = 0; i < p->rot; i++)
    {
      double t = u;
      u = 1 - v;
      v = t;
    }
  *bx = p->x + rc->dx + u;
  *by = p->y + rc->dy + v;
}

/* Just inside location @loc of a cell, at rotation 0: the middle of an edge, the outer end of
 * a half-edge (the part of it no picture reaches), the centre. */
static void
location_point (MlLoc loc, double *u, double *v)
{
  if (loc == ML_LOC_C)
    {
      *u = *v = 0.5;
      return;
    }
  double along = loc % 3 == 0 ? 0.12 : loc % 3 == 1 ? 0.5 : 0.88, in = 0.04;
  switch (ml_loc_side (loc))
    {
    case ML_SIDE_N: *u = along, *v = in; break;
    case ML_SIDE_E: *u = 1 - in, *v = along; break;
    case ML_SIDE_S: *u = 1 - along, *v = 1 - in; break;
    case ML_SIDE_W:
    default: *u = in, *v = 1 - along; break;
    }
}

/* The pictures cover no feature: at every location the catalogue gives a feature on every
 * wonder, turned every way, a hit finds that feature; a hit on the building finds none. */
static void
test_hit_wonders (void)
{
  g_autoptr (MlPainter) painter = ml_painter_new ();
  for (guint i = 0; i < G_N_ELEMENTS (wonder_ids); i++)
    for (int rot = 0; rot < 4; rot++)
      {
        g_autoptr (MlGame) game = tu_game (2, ML_EXPANSION_FARMERS);
        g_assert_cmpint (ml_board_place (game->board, tu_tile (wonder_ids[i]), 1, 1, rot, 0), !=, ML_NO_PIECE);
        const MlPiece *p = ml_board_piece (game->board, 0);
        for (guint f = 0; f < p->tile->n_features; f++)
          {
            const MlFeatureDef *fd = &p->tile->features[f];
            for (guint k = 0; k < fd->n_locs; k++)
              {
                /* A city is drawn by the edge midpoints it crosses; the half-edges it
                 * also lists only tie it to the next square. */
                if (fd->kind == ML_FEATURE_CITY && fd->locs[k].loc % 3 != 1)
                  continue;
                double u, v, bx, by;
                location_point ((MlLoc) fd->locs[k].loc, &u, &v);
                piece_point (p, fd->locs[k].cell, u, v, &bx, &by);
                int x, y;
                guint feature = G_MAXUINT;
                gboolean found = hit (painter, game, bx, by, &x, &y, &feature);
                if (!found || feature != p->feat_base + f)
                  g_test_message ("%s at %d: %s of cell %u (%s) shows %s", wonder_ids[i], rot, fd->name,
                                  fd->locs[k].cell, ml_loc_name ((MlLoc) fd->locs[k].loc),
                                  found ? p->tile->features[feature - p->feat_base].name : "nothing");
                g_assert_true (found);
                g_assert_cmpuint (feature, ==, p->feat_base + f);
              }
          }
        double bx, by;
        piece_point (p, (guint) p->tile->building, 0.5, 0.5, &bx, &by);
        g_assert_false (hit (painter, game, bx, by, NULL, NULL, NULL));
      }
}

/* Notre-Dame's front stands on its building square, where clicks find no feature, and the
 * city along its west edge is clicked where it is drawn, however the piece lies. */
static void
test_hit_notre_dame (void)
{
  g_autoptr (MlPainter) painter = ml_painter_new ();
  /* Points of the building square at rotation 0: the rose window, a tower, the portal. */
  static const double front[][2] = { { 0.64, 0.37 }, { 0.45, 0.1 }, { 0.64, 0.6 } };
  for (int rot = 0; rot < 4; rot++)
    {
      g_autoptr (MlGame) game = tu_game (2, ML_EXPANSION_FARMERS);
      g_assert_cmpint (ml_board_place (game->board, tu_tile ("notre-dame"), 1, 1, rot, 0), !=, ML_NO_PIECE);
      const MlPiece *p = ml_board_piece (game->board, 0);
      guint building = (guint) p->tile->building;
      for (guint k = 0; k < G_N_ELEMENTS (front); k++)
        {
          double bx, by;
          piece_point (p, building, front[k][0], front[k][1], &bx, &by);
          g_assert_false (hit (painter, game, bx, by, NULL, NULL, NULL));
        }
      double bx, by;
      guint feature = G_MAXUINT;
      piece_point (p, building, 0.1, 0.5, &bx, &by);
      g_assert_true (hit (painter, game, bx, by, NULL, NULL, &feature));
      g_assert_cmpint (p->tile->features[feature - p->feat_base].kind, ==, ML_FEATURE_CITY);
    }
}

/* The pixels of square (x, y) of a board drawn by render(). */
static int
square_differences (cairo_surface_t *a, cairo_surface_t *b, MlBoard *board, int x, int y)
{
  int x0, y0, x1, y1;
  ml_board_bounds (board, &x0, &y0, &x1, &y1);
  int px = (int) ((x - x0 + 0.5) * SCALE), py = (int) ((y - y0 + 0.5) * SCALE);
  cairo_surface_t *sa = cairo_surface_create_for_rectangle (a, px, py, SCALE, SCALE);
  cairo_surface_t *sb = cairo_surface_create_for_rectangle (b, px, py, SCALE, SCALE);
  cairo_surface_t *ia = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, SCALE, SCALE);
  cairo_surface_t *ib = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, SCALE, SCALE);
  cairo_t *cr = cairo_create (ia);
  cairo_set_source_surface (cr, sa, 0, 0);
  cairo_paint (cr);
  cairo_destroy (cr);
  cr = cairo_create (ib);
  cairo_set_source_surface (cr, sb, 0, 0);
  cairo_paint (cr);
  cairo_destroy (cr);
  int n = count_differences (ia, ib);
  cairo_surface_destroy (sa);
  cairo_surface_destroy (sb);
  cairo_surface_destroy (ia);
  cairo_surface_destroy (ib);
  return n;
}

/* The marker, the slots and the port show on the building square; nothing else changes. */
static void
test_wonder_tokens (void)
{
  g_autoptr (MlPainter) painter = ml_painter_new ();
  MlPaintOptions options;
  plain_options (&options);
  for (guint i = 0; i < G_N_ELEMENTS (wonder_ids); i++)
    {
      g_autoptr (MlBoard) board = ml_board_new ();
      const MlTileDef *tile = tu_tile (wonder_ids[i]);
      ml_board_place (board, tile, 0, 0, 1, -1);
      const MlPiece *p = ml_board_piece (board, 0);
      const MlRotatedCell *rc = &tile->rotated[1][tile->building];
      int bx = rc->dx, by = rc->dy;
      cairo_surface_t *unowned = render (painter, board, &options);
      ml_board_set_tokens (board, 0, 2, 0, 0);
      cairo_surface_t *owned = render (painter, board, &options);
      int n = square_differences (unowned, owned, board, bx, by);
      g_test_message ("%s: the marker changes %d pixels of its square", wonder_ids[i], n);
      g_assert_cmpint (n, >, SCALE * SCALE / 20);
      g_assert_cmpint (count_differences (unowned, owned), ==, n);
      if (tile->n_slots > 1 || tile->port)
        {
          ml_board_set_tokens (board, 0, 2, 2, 3);
          g_assert_cmpuint (p->slots + p->port, >, 0);
          cairo_surface_t *more = render (painter, board, &options);
          g_assert_cmpint (count_differences (owned, more), >, SCALE * SCALE / 50);
          cairo_surface_destroy (more);
        }
      cairo_surface_destroy (unowned);
      cairo_surface_destroy (owned);
    }
}

/* The Cothon's river springs at its harbour, not again on each square it flows through. */
static void
test_cothon_spring (void)
{
  g_autoptr (MlBoard) board = ml_board_new ();
  const MlTileDef *tile = tu_tile ("cothon-carthage");
  ml_board_place (board, tile, 0, 0, 0, -1);
  MlPaintOptions options;
  plain_options (&options);
  g_autoptr (MlPainter) painter = ml_painter_new ();
  cairo_surface_t *surface = render (painter, board, &options);
  int x0, y0, x1, y1;
  ml_board_bounds (board, &x0, &y0, &x1, &y1);
  /* Beside the river in the middle of the squares it crosses: grass, where a pond was. */
  for (int x = 2; x <= 3; x++)
    {
      int rgb[3];
      pixel (surface, (int) ((x - x0 + 0.5 + 0.5) * SCALE), (int) ((1 - y0 + 0.5 + 0.62) * SCALE), rgb);
      g_assert_cmpint (rgb[1], >, rgb[2] + 40);
    }
  cairo_surface_destroy (surface);
}

/* ---- meeple places ------------------------------------------------------------------ */

/* On every face of every set, each feature a meeple can stand on has its place inside its
 * own shape (a hit there finds it), and places of different features on one cell stand
 * far enough apart for two meeples. */
static void
check_anchors (const MlTileDef *tile)
{
  g_autoptr (GArray) at = g_array_new (FALSE, FALSE, sizeof (MlPoint));
  g_autoptr (GArray) of = g_array_new (FALSE, FALSE, sizeof (guint));
  MlTileGeometry *geometry = ml_tile_geometry_new (tile);
  for (guint c = 0; c < tile->n_cells; c++)
    {
      g_array_set_size (at, 0);
      g_array_set_size (of, 0);
      for (guint f = 0; f < tile->n_features; f++)
        {
          if (tile->features[f].kind == ML_FEATURE_WATER || ml_tile_geometry_part (geometry, c, f) == NULL)
            continue;
          MlPoint a = ml_tile_geometry_anchor (geometry, c, f);
          guint found = G_MAXUINT;
          gboolean hit = ml_tile_geometry_hit (geometry, c, a.x, a.y, &found);
          if (!hit || found != f)
            g_test_message ("%s cell %u: %s stands at (%.3f, %.3f), on %s", tile->id, c,
                            tile->features[f].name, a.x, a.y, hit ? tile->features[found].name : "nothing");
          g_assert_true (hit);
          g_assert_cmpuint (found, ==, f);
          for (guint k = 0; k < at->len; k++)
            {
              MlPoint b = g_array_index (at, MlPoint, k);
              double d = hypot (a.x - b.x, a.y - b.y);
              if (d < ML_SHAPE_MEEPLE_APART)
                g_test_message ("%s cell %u: %s and %s stand %.3f apart", tile->id, c, tile->features[f].name,
                                tile->features[g_array_index (of, guint, k)].name, d);
              g_assert_cmpfloat (d, >=, ML_SHAPE_MEEPLE_APART);
            }
          g_array_append_val (at, a);
          g_array_append_val (of, f);
        }
    }
  ml_tile_geometry_free (geometry);
}

static void
test_anchors (void)
{
  const MlCatalogue *catalogue = ml_catalogue_get_default ();
  guint n = ml_catalogue_n_tiles (catalogue);
  g_assert_cmpuint (n, >, 0);
  for (guint i = 0; i < n; i++)
    check_anchors (ml_catalogue_nth (catalogue, i));
  for (guint i = 0; i < ml_catalogue_n_tiles (multicell); i++)
    check_anchors (ml_catalogue_nth (multicell, i));
}

/* ---- overlay colours, players' marks, presenter mode ------------------------------------ */

/* CIE L* of a colour. */
static double
lightness (const MlColor *c)
{
  double v[3] = { c->r, c->g, c->b };
  for (int i = 0; i < 3; i++)
    v[i] = v[i] <= 0.04045 ? v[i] / 12.92 : pow ((v[i] + 0.055) / 1.055, 2.4);
  double y = 0.2126 * v[0] + 0.7152 * v[1] + 0.0722 * v[2];
  return y > 0.008856 ? 116 * cbrt (y) - 16 : 903.3 * y;
}

/* The mean colour of the @side × @side pixels centred on (x, y). */
static void
mean_color (cairo_surface_t *surface, double x, double y, int side, double rgb[3])
{
  rgb[0] = rgb[1] = rgb[2] = 0;
  int x0 = (int) round (x) - side / 2, y0 = (int) round (y) - side / 2;
  for (int j = 0; j < side; j++)
    for (int i = 0; i < side; i++)
      {
        int px[3];
        pixel (surface, x0 + i, y0 + j, px);
        for (int k = 0; k < 3; k++)
          rgb[k] += px[k] / (double) (side * side);
      }
}

/* Roads, cities and fields each have a family of their own; within one, colours differ in
 * lightness; only fields are hatched; the legend's swatches show them so. */
static void
test_overlay_palette (void)
{
  static const MlFeatureKind kinds[] = { ML_FEATURE_ROAD, ML_FEATURE_CITY, ML_FEATURE_FIELD };
  for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
    {
      guint n = 0;
      gboolean hatched = !(kinds[k] == ML_FEATURE_FIELD);
      const MlColor *colors = ml_painter_overlay_palette (kinds[k], &n, &hatched);
      g_assert_nonnull (colors);
      g_assert_cmpuint (n, >=, 4);
      g_assert_true (hatched == (kinds[k] == ML_FEATURE_FIELD));
      for (guint i = 0; i < n; i++)
        {
          for (guint j = 0; j < i; j++)
            g_assert_cmpfloat (fabs (lightness (&colors[i]) - lightness (&colors[j])), >=, 8);
          for (guint l = 0; l < k; l++)
            {
              guint m;
              const MlColor *other = ml_painter_overlay_palette (kinds[l], &m, NULL);
              for (guint j = 0; j < m; j++)
                g_assert_false (memcmp (&colors[i], &other[j], sizeof (MlColor)) == 0);
            }
        }
      /* Swatches: each colour its own; stripes on fields only. */
      cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 32 * n, 32);
      cairo_t *cr = cairo_create (surface);
      for (guint i = 0; i < n; i++)
        ml_painter_draw_overlay_swatch (cr, kinds[k], i, 32 * i, 0, 32, 32);
      cairo_destroy (cr);
      for (guint i = 0; i < n; i++)
        {
          int a[3], b[3];
          pixel (surface, 32 * i + 4, 4, a);
          pixel (surface, 32 * i + 8, 4, b);
          gboolean plain = a[0] == b[0] && a[1] == b[1] && a[2] == b[2];
          g_assert_true (plain == (kinds[k] != ML_FEATURE_FIELD));
          double mi[3], mj[3];
          mean_color (surface, 32 * i + 16, 16, 16, mi);
          for (guint j = 0; j < i; j++)
            {
              mean_color (surface, 32 * j + 16, 16, 16, mj);
              g_assert_cmpfloat (fabs (mi[0] - mj[0]) + fabs (mi[1] - mj[1]) + fabs (mi[2] - mj[2]), >, 12);
            }
        }
      cairo_surface_destroy (surface);
    }
  guint n = 1;
  g_assert_null (ml_painter_overlay_palette (ML_FEATURE_MONASTERY, &n, NULL));
  g_assert_cmpuint (n, ==, 0);
  g_assert_null (ml_painter_overlay_palette (ML_FEATURE_WATER, &n, NULL));
}

/* CIE L*a*b* of a colour (sRGB, D65). */
static void
to_lab (const MlColor *c, double lab[3])
{
  double v[3] = { c->r, c->g, c->b };
  for (int i = 0; i < 3; i++)
    v[i] = v[i] <= 0.04045 ? v[i] / 12.92 : pow ((v[i] + 0.055) / 1.055, 2.4);
  double xyz[3] = { (0.4124 * v[0] + 0.3576 * v[1] + 0.1805 * v[2]) / 0.95047,
                    0.2126 * v[0] + 0.7152 * v[1] + 0.0722 * v[2],
                    (0.0193 * v[0] + 0.1192 * v[1] + 0.9505 * v[2]) / 1.08883 };
  for (int i = 0; i < 3; i++)
    xyz[i] = xyz[i] > 0.008856 ? cbrt (xyz[i]) : 7.787 * xyz[i] + 16.0 / 116;
  lab[0] = 116 * xyz[1] - 16;
  lab[1] = 500 * (xyz[0] - xyz[1]);
  lab[2] = 200 * (xyz[1] - xyz[2]);
}

/* CIE ΔE*ab between two colours. */
static double
delta_e (const MlColor *a, const MlColor *b)
{
  double la[3], lb[3];
  to_lab (a, la);
  to_lab (b, lb);
  return sqrt ((la[0] - lb[0]) * (la[0] - lb[0]) + (la[1] - lb[1]) * (la[1] - lb[1]) + (la[2] - lb[2]) * (la[2] - lb[2]));
}

/* A farmer lesson: no road colour of the overlay is (nearly) a player's colour, so a meeple
 * on its road shows; every field colour's stripes stand out of the wash between them over
 * the field's green, as drawn. */
static void
test_overlay_meeples_hatching (void)
{
  guint n_roads, n_players, n_fields;
  const MlColor *roads = ml_painter_overlay_palette (ML_FEATURE_ROAD, &n_roads, NULL);
  const MlPlayerColor *players = ml_player_colors (&n_players);
  for (guint i = 0; i < n_roads; i++)
    for (guint p = 0; p < n_players; p++)
      if (delta_e (&roads[i], &players[p].rgb) < 30)
        g_error ("road colour %u is %.0f from the players' %s", i, delta_e (&roads[i], &players[p].rgb), players[p].id);

  ml_painter_overlay_palette (ML_FEATURE_FIELD, &n_fields, NULL);
  const int side = 64;
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, side * n_fields, side);
  cairo_t *cr = cairo_create (surface);
  for (guint i = 0; i < n_fields; i++)
    ml_painter_draw_overlay_swatch (cr, ML_FEATURE_FIELD, i, side * i, 0, side, side);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  for (guint i = 0; i < n_fields; i++)
    {
      /* A row crosses the diagonal stripes: its two most different pixels. */
      double most = 0;
      for (int a = 0; a < side; a++)
        for (int b = 0; b < a; b++)
          {
            int pa[3], pb[3];
            pixel (surface, side * (int) i + a, side / 2, pa);
            pixel (surface, side * (int) i + b, side / 2, pb);
            MlColor ca = { pa[0] / 255.0, pa[1] / 255.0, pa[2] / 255.0 };
            MlColor cb = { pb[0] / 255.0, pb[1] / 255.0, pb[2] / 255.0 };
            most = MAX (most, delta_e (&ca, &cb));
          }
      if (most < 18)
        g_error ("field colour %u: its stripes are %.0f from the wash", i, most);
    }
  cairo_surface_destroy (surface);
}

/* How much the pixels a feature (by root, from @roots) draws changed between two drawings of
 * @board: the share of them, out of those found, that differ by more than @least (sum over
 * the channels), and with @darker the share that got darker. */
static double
share_changed (MlBoard *board, cairo_surface_t *a, cairo_surface_t *b, const guint *roots, guint n_roots,
               gboolean among, int least, gboolean darker)
{
  g_autoptr (MlPainter) painter = ml_painter_new ();
  MlViewport vp;
  board_viewport (board, SCALE, 0.5, &vp);
  guint found = 0, changed = 0;
  for (int y = 2; y < vp.height; y += 5)
    for (int x = 2; x < vp.width; x += 5)
      {
        int sx, sy;
        guint feat;
        if (!ml_painter_hit (painter, board, &vp, x, y, &sx, &sy, &feat))
          continue;
        guint root = ml_board_find (board, feat);
        gboolean in = FALSE;
        for (guint i = 0; i < n_roots; i++)
          in |= roots[i] == root;
        if (in != among)
          continue;
        int pa[3], pb[3];
        pixel (a, x, y, pa);
        pixel (b, x, y, pb);
        int diff = abs (pa[0] - pb[0]) + abs (pa[1] - pb[1]) + abs (pa[2] - pb[2]);
        int sum_a = pa[0] + pa[1] + pa[2], sum_b = pb[0] + pb[1] + pb[2];
        found++;
        if (diff > least && (!darker || sum_b < sum_a))
          changed++;
      }
  g_assert_cmpuint (found, >, 0);
  return changed / (double) found;
}

/* A farmer lesson: selecting a field lights it and the completed cities it counts, with or
 * without the overlay; over the overlay the rest of the board goes darker, so the lit field
 * shows whatever its colour. */
static void
test_highlight_field_cities (void)
{
  g_autofree char *path = tu_example_path ("farmer-two-closed-cities.json");
  g_autoptr (GError) error = NULL;
  g_autoptr (MlScenario) scenario = ml_scenario_load_file (path, &error);
  g_assert_no_error (error);
  g_autoptr (MlGame) game = ml_scenario_to_game (scenario, "farmer-two-closed-cities.json", NULL, &error);
  g_assert_no_error (error);
  MlBoard *board = game->board;
  guint field = G_MAXUINT;
  for (guint f = 0; f < ml_board_n_features (board) && field == G_MAXUINT; f++)
    if (ml_board_feature_def (board, f, NULL)->kind == ML_FEATURE_FIELD && ml_board_field_cities (board, f) >= 2)
      field = f;
  g_assert_cmpuint (field, !=, G_MAXUINT);
  g_autoptr (GArray) cities = g_array_new (FALSE, FALSE, sizeof (guint));
  ml_board_field_city_roots (board, field, cities);
  guint root = ml_board_find (board, field);
  g_autoptr (MlPainter) painter = ml_painter_new ();
  for (int overlay = 0; overlay <= 1; overlay++)
    {
      MlPaintOptions options;
      ml_paint_options_init (&options);
      options.overlay = overlay;
      cairo_surface_t *plain = render (painter, board, &options);
      options.highlight = (int) field;
      options.chosen = TRUE;
      cairo_surface_t *lit = render (painter, board, &options);
      double in_cities = share_changed (board, plain, lit, (guint *) cities->data, cities->len, TRUE, 30, FALSE);
      double in_field = share_changed (board, plain, lit, &root, 1, TRUE, 30, FALSE);
      g_test_message ("overlay %d: %.0f%% of the cities' pixels and %.0f%% of the field's lit", overlay,
                      100 * in_cities, 100 * in_field);
      g_assert_cmpfloat (in_cities, >, 0.6);
      g_assert_cmpfloat (in_field, >, 0.6);
      if (overlay)
        {
          /* Everything else under the veil. */
          g_autoptr (GArray) lit_roots = g_array_copy (cities);
          g_array_append_val (lit_roots, root);
          double others = share_changed (board, plain, lit, (guint *) lit_roots->data, lit_roots->len, FALSE, 30, TRUE);
          g_assert_cmpfloat (others, >, 0.6);
          /* Only pointed at: the rest of the overlay stays as it is. */
          options.chosen = FALSE;
          cairo_surface_t *pointed = render (painter, board, &options);
          others = share_changed (board, plain, pointed, (guint *) lit_roots->data, lit_roots->len, FALSE, 30, TRUE);
          g_assert_cmpfloat (others, <, 0.05);
          cairo_surface_destroy (pointed);
        }
      cairo_surface_destroy (plain);
      cairo_surface_destroy (lit);
    }
}

/* The board's pieces alone, without meeples. */
static MlBoard *
bare_copy (MlBoard *board)
{
  MlBoard *bare = ml_board_copy (board);
  while (ml_board_n_meeples (bare) > 0)
    ml_board_remove_meeple (bare, 0);
  return bare;
}

/* Two roads, cities or fields that share a piece without being one feature never share
 * an overlay colour, on every board drawn: the village and the random boards. */
static void
check_overlay_neighbours (MlBoard *board)
{
  g_autoptr (MlBoard) bare = bare_copy (board);
  MlPaintOptions options;
  plain_options (&options);
  options.overlay = TRUE;
  g_autoptr (MlPainter) painter = ml_painter_new ();
  cairo_surface_t *surface = render (painter, bare, &options);
  int x0, y0, x1, y1;
  ml_board_bounds (bare, &x0, &y0, &x1, &y1);
  guint n = ml_board_n_pieces (bare), pairs = 0;
  for (guint i = 0; i < n; i++)
    {
      const MlPiece *p = ml_board_piece (bare, i);
      MlTileGeometry *geometry = ml_tile_geometry_new (p->tile);
      for (guint c = 0; c < p->tile->n_cells; c++)
        for (guint f = 0; f < p->tile->n_features; f++)
          for (guint g = 0; g < f; g++)
            {
              MlFeatureKind kind = p->tile->features[f].kind;
              if (kind != p->tile->features[g].kind || ml_painter_overlay_palette (kind, NULL, NULL) == NULL
                  || !ml_tile_geometry_part (geometry, c, f) || !ml_tile_geometry_part (geometry, c, g)
                  || ml_board_find (bare, p->feat_base + f) == ml_board_find (bare, p->feat_base + g))
                continue;
              double rgb[2][3];
              guint feats[2] = { f, g };
              for (int k = 0; k < 2; k++)
                {
                  double bx, by;
                  MlPoint a = ml_tile_geometry_anchor (geometry, c, feats[k]);
                  piece_point (p, c, a.x, a.y, &bx, &by);
                  /* A whole period of the stripes, or the middle of a road. */
                  mean_color (surface, (bx - x0 + 0.5) * SCALE, (by - y0 + 0.5) * SCALE,
                              kind == ML_FEATURE_FIELD ? 8 : 3, rgb[k]);
                }
              double d = fabs (rgb[0][0] - rgb[1][0]) + fabs (rgb[0][1] - rgb[1][1]) + fabs (rgb[0][2] - rgb[1][2]);
              if (d <= 12)
                g_test_message ("%s at (%d, %d): %s and %s look alike", p->tile->id, p->x, p->y,
                                p->tile->features[f].name, p->tile->features[g].name);
              g_assert_cmpfloat (d, >, 12);
              pairs++;
            }
      ml_tile_geometry_free (geometry);
    }
  g_assert_cmpuint (pairs, >, 0);
  cairo_surface_destroy (surface);
}

static void
test_overlay_neighbours (void)
{
  g_autoptr (MlGame) game = village ();
  check_overlay_neighbours (game->board);
  g_autoptr (MlGame) random = tu_random_board (60, 7);
  check_overlay_neighbours (random->board);
}

/* Each player's meeples carry a mark of their own: two players in one colour are still told
 * apart. */
static void
test_player_marks (void)
{
  cairo_surface_t *drawn[ML_MAX_PLAYERS];
  g_autoptr (MlPainter) painter = ml_painter_new ();
  for (int player = 0; player < ML_MAX_PLAYERS; player++)
    {
      g_autoptr (MlGame) game = tu_game (ML_MAX_PLAYERS, ML_EXPANSION_FARMERS);
      tu_place (game, "E", 0, 0, 0);
      tu_meeple (game, player, 0, 0, "N", FALSE);
      MlPaintOptions options;
      plain_options (&options);
      for (guint i = 0; i < ML_MAX_PLAYERS; i++)
        ml_color_parse ("gray", &options.players[i]);
      drawn[player] = render (painter, game->board, &options);
      for (int other = 0; other < player; other++)
        g_assert_cmpint (count_differences (drawn[player], drawn[other]), >, 8);
    }
  for (int player = 0; player < ML_MAX_PLAYERS; player++)
    cairo_surface_destroy (drawn[player]);
}

static gboolean
is_tab (const int rgb[3])
{
  return rgb[0] > 230 && rgb[1] > 110 && rgb[1] < 170 && rgb[2] < 40;
}

/* Meeples never cover the orange open-end tabs: a knight in a lone city cap, drawn large
 * as in presenter mode, reaches the tab of its edge, and the tab stays whole. */
static void
test_meeples_under_tabs (void)
{
  g_autoptr (MlGame) game = tu_game (2, ML_EXPANSION_FARMERS);
  tu_place (game, "E", 0, 0, 0);
  tu_meeple (game, 0, 0, 0, "N", FALSE);
  g_autoptr (MlBoard) bare = bare_copy (game->board);
  g_autoptr (MlPainter) painter = ml_painter_new ();
  MlPaintOptions options;
  ml_paint_options_init (&options);
  options.grid = FALSE;
  options.presenter = TRUE;
  cairo_surface_t *with = render (painter, game->board, &options);
  cairo_surface_t *without = render (painter, bare, &options);
  options.open_edges = FALSE;
  cairo_surface_t *meeple = render (painter, game->board, &options);
  cairo_surface_t *nothing = render (painter, bare, &options);
  int w = cairo_image_surface_get_width (with), h = cairo_image_surface_get_height (with);
  guint tab = 0, shared = 0;
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      {
        int a[3], b[3], m[3], e[3];
        pixel (without, x, y, a);
        if (!is_tab (a))
          continue;
        tab++;
        pixel (with, x, y, b);
        g_assert_true (a[0] == b[0] && a[1] == b[1] && a[2] == b[2]);
        pixel (meeple, x, y, m);
        pixel (nothing, x, y, e);
        shared += m[0] != e[0] || m[1] != e[1] || m[2] != e[2];
      }
  g_test_message ("%u pixels of tabs, %u of them where the meeple is drawn", tab, shared);
  g_assert_cmpuint (tab, >, 0);
  g_assert_cmpuint (shared, >, 0);
  cairo_surface_destroy (with);
  cairo_surface_destroy (without);
  cairo_surface_destroy (meeple);
  cairo_surface_destroy (nothing);
}

/* Presenter mode: larger meeples, dark lines along the seams between pieces. */
static void
test_presenter (void)
{
  g_autoptr (MlGame) game = village ();
  g_autoptr (MlBoard) bare = bare_copy (game->board);
  g_autoptr (MlPainter) painter = ml_painter_new ();
  int meeple_pixels[2];
  for (int presenter = 0; presenter < 2; presenter++)
    {
      MlPaintOptions options;
      plain_options (&options);
      options.presenter = presenter;
      cairo_surface_t *with = render (painter, game->board, &options);
      cairo_surface_t *without = render (painter, bare, &options);
      meeple_pixels[presenter] = count_differences (with, without);
      /* The seam between D at (0, 0) and V at (1, 0), halfway down. */
      int x0, y0, x1, y1;
      ml_board_bounds (bare, &x0, &y0, &x1, &y1);
      int rgb[3];
      pixel (without, (int) ((1 - x0 + 0.5) * SCALE), (int) ((0 - y0 + 0.5 + 0.8) * SCALE), rgb);
      g_assert_true ((rgb[0] + rgb[1] + rgb[2] < 100) == presenter);
      cairo_surface_destroy (with);
      cairo_surface_destroy (without);
    }
  g_test_message ("meeples cover %d pixels, %d in presenter mode", meeple_pixels[0], meeple_pixels[1]);
  g_assert_cmpint (meeple_pixels[1], >, meeple_pixels[0] * 3 / 2);
}

/* ---- export ------------------------------------------------------------------------- */

static void
test_format_for_path (void)
{
  MlExportFormat format = ML_EXPORT_PDF;
  g_assert_true (ml_export_format_for_path ("board.png", &format));
  g_assert_cmpint (format, ==, ML_EXPORT_PNG);
  g_assert_true (ml_export_format_for_path ("/tmp/a.b/Board.SVG", &format));
  g_assert_cmpint (format, ==, ML_EXPORT_SVG);
  g_assert_true (ml_export_format_for_path ("x.Pdf", &format));
  g_assert_cmpint (format, ==, ML_EXPORT_PDF);
  g_assert_false (ml_export_format_for_path ("board.jpg", &format));
  g_assert_false (ml_export_format_for_path ("png", &format));
  g_assert_false (ml_export_format_for_path ("board.png.txt", &format));
  g_assert_false (ml_export_format_for_path ("board", &format));
}

static char *
export_to (MlGame *game, MlExportFormat format, const char *dir, const char *name, gsize *len)
{
  g_autofree char *path = g_build_filename (dir, name, NULL);
  MlPaintOptions options;
  ml_paint_options_init (&options);
  MlExportOptions export_options = { 32, TRUE };
  g_autoptr (GError) error = NULL;
  g_assert_true (ml_export_board (game->board, &options, format, &export_options, path, &error));
  g_assert_no_error (error);
  char *data = NULL;
  g_assert_true (g_file_get_contents (path, &data, len, NULL));
  return data;
}

static void
test_export (void)
{
  g_autoptr (MlGame) game = village ();
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("ml-render-XXXXXX", &error);
  g_assert_no_error (error);
  gsize len;

  g_autofree char *png = export_to (game, ML_EXPORT_PNG, dir, "board.png", &len);
  g_assert_cmpuint (len, >, 8);
  g_assert_true (memcmp (png, "\x89PNG\r\n\x1a\n", 8) == 0);
  g_autofree char *png_path = g_build_filename (dir, "board.png", NULL);
  cairo_surface_t *image = cairo_image_surface_create_from_png (png_path);
  g_assert_cmpint (cairo_surface_status (image), ==, CAIRO_STATUS_SUCCESS);
  /* Squares -1..2 × -1..1 and half a square round: 5 × 4 squares of 32. */
  g_assert_cmpint (cairo_image_surface_get_width (image), ==, 5 * 32);
  g_assert_cmpint (cairo_image_surface_get_height (image), ==, 4 * 32);
  cairo_surface_destroy (image);

  g_autofree char *svg = export_to (game, ML_EXPORT_SVG, dir, "board.svg", &len);
  g_assert_true (g_str_has_prefix (svg, "<?xml"));
  g_assert_nonnull (strstr (svg, "<svg"));
  g_autofree char *pdf = export_to (game, ML_EXPORT_PDF, dir, "board.pdf", &len);
  g_assert_true (g_str_has_prefix (pdf, "%PDF-"));

  /* Exporting again replaces the file. */
  g_autofree char *again = export_to (game, ML_EXPORT_PNG, dir, "board.png", &len);
  g_assert_true (memcmp (again, "\x89PNG", 4) == 0);

  /* Into a folder that is not there: an error, and nothing written anywhere. */
  g_autofree char *missing = g_build_filename (dir, "missing", "board.png", NULL);
  MlPaintOptions options;
  ml_paint_options_init (&options);
  g_assert_false (ml_export_board (game->board, &options, ML_EXPORT_PNG, NULL, missing, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT);
  g_clear_error (&error);
  g_assert_false (g_file_test (missing, G_FILE_TEST_EXISTS));
  g_autoptr (GDir) listing = g_dir_open (dir, 0, NULL);
  guint n = 0;
  const char *entry;
  while ((entry = g_dir_read_name (listing)))
    {
      g_assert_true (g_str_has_prefix (entry, "board."));
      n++;
    }
  g_assert_cmpuint (n, ==, 3);

  /* Onto a named pipe: refused by name, and the pipe stays a pipe. */
  g_autofree char *fifo = g_build_filename (dir, "fifo.png", NULL);
  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  g_assert_false (ml_export_board (game->board, &options, ML_EXPORT_PNG, NULL, fifo, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL);
  if (error)
    g_assert_true (g_str_has_prefix (error->message, fifo));
  g_clear_error (&error);
  struct stat st;
  g_assert_cmpint (g_lstat (fifo, &st), ==, 0);
  g_assert_true (S_ISFIFO (st.st_mode));
  g_assert_cmpint (g_remove (fifo), ==, 0);

  for (const char *ext = "png"; ext; ext = g_strcmp0 (ext, "png") == 0 ? "svg" : g_strcmp0 (ext, "svg") == 0 ? "pdf" : NULL)
    {
      g_autofree char *file = g_strconcat ("board.", ext, NULL);
      g_autofree char *path = g_build_filename (dir, file, NULL);
      g_assert_cmpint (g_remove (path), ==, 0);
    }
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* The exported PNG is drawn with paths, the canvas from cached images: the same picture. */
static void
test_export_matches_canvas (void)
{
  g_autoptr (MlGame) game = village ();
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("ml-render-XXXXXX", &error);
  g_assert_no_error (error);
  g_autofree char *path = g_build_filename (dir, "board.png", NULL);
  MlPaintOptions options;
  ml_paint_options_init (&options);
  options.overlay = TRUE;
  MlExportOptions export_options = { SCALE, TRUE };
  g_assert_true (ml_export_board (game->board, &options, ML_EXPORT_PNG, &export_options, path, &error));
  g_assert_no_error (error);
  cairo_surface_t *exported = cairo_image_surface_create_from_png (path);
  g_autoptr (MlPainter) painter = ml_painter_new ();
  cairo_surface_t *drawn = render (painter, game->board, &options);
  g_test_message ("%d pixels differ", count_differences (exported, drawn));
  if (!nearly_equal (exported, drawn))
    {
      g_autofree char *a = g_build_filename (g_get_tmp_dir (), "exported.png", NULL);
      g_autofree char *b = g_build_filename (g_get_tmp_dir (), "drawn.png", NULL);
      cairo_surface_write_to_png (exported, a);
      cairo_surface_write_to_png (drawn, b);
      g_test_fail_printf ("%d pixels differ between %s and %s", count_differences (exported, drawn), a, b);
    }
  cairo_surface_destroy (exported);
  cairo_surface_destroy (drawn);
  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* By default a PNG has 256 pixels a square and none of the editing marks the canvas shows:
 * the same picture as the canvas without them. */
static void
test_export_defaults (void)
{
  MlExportOptions defaults;
  ml_export_options_init (&defaults);
  g_assert_cmpfloat (defaults.tile_size, ==, 256);
  g_assert_false (defaults.editing_marks);

  g_autoptr (MlGame) game = village ();
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("ml-render-XXXXXX", &error);
  g_assert_no_error (error);
  g_autofree char *path = g_build_filename (dir, "board.png", NULL);
  MlPaintOptions options;
  ml_paint_options_init (&options);
  g_assert_true (options.open_edges && options.problems && options.grid);
  g_assert_true (ml_export_board (game->board, &options, ML_EXPORT_PNG, NULL, path, &error));
  g_assert_no_error (error);
  cairo_surface_t *exported = cairo_image_surface_create_from_png (path);
  /* Squares -1..2 × -1..1 and half a square round: 5 × 4 squares of 256. */
  g_assert_cmpint (cairo_image_surface_get_width (exported), ==, 5 * 256);
  g_assert_cmpint (cairo_image_surface_get_height (exported), ==, 4 * 256);

  g_autoptr (MlPainter) painter = ml_painter_new ();
  MlViewport vp;
  board_viewport (game->board, 256, 0.5, &vp);
  for (int marks = 0; marks < 2; marks++)
    {
      options.open_edges = options.problems = options.grid = marks;
      cairo_surface_t *drawn = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, vp.width, vp.height);
      cairo_t *cr = cairo_create (drawn);
      ml_painter_draw_board (painter, cr, game->board, &vp, &options);
      cairo_destroy (cr);
      g_test_message ("with%s marks: %d pixels differ", marks ? "" : "out", count_differences (exported, drawn));
      g_assert_true (nearly_equal (exported, drawn) == !marks);
      cairo_surface_destroy (drawn);
    }
  cairo_surface_destroy (exported);
  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

static void
test_export_default_path (void)
{
  static const struct {
    const char *scenario;
    MlExportFormat format;
    const char *image;
  } cases[] = {
    { "/home/ann/lessons/trap.json", ML_EXPORT_PNG, "/home/ann/lessons/trap.png" },
    { "/home/ann/a.b.json", ML_EXPORT_SVG, "/home/ann/a.b.svg" },
    { "/tmp/board", ML_EXPORT_PDF, "/tmp/board.pdf" },
    { "game.json", ML_EXPORT_PNG, "game.png" },
    { "/tmp/.hidden", ML_EXPORT_PNG, "/tmp/.hidden.png" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *image = ml_export_default_path (cases[i].scenario, cases[i].format);
      g_assert_cmpstr (image, ==, cases[i].image);
    }
}

int
main (int argc, char **argv)
{
  tu_keep_going (&argc, &argv);
  g_test_init (&argc, &argv, NULL);
  load_multicell ();
  g_test_add_func ("/render/options", test_options);
  g_test_add_func ("/render/fit", test_fit);
  g_test_add_func ("/render/golden/examples", test_golden_examples);
  g_test_add_func ("/render/golden/tiles", test_golden_tiles);
  g_test_add_func ("/render/golden/river", test_golden_river);
  g_test_add_func ("/render/golden/abbeys", test_golden_abbeys);
  g_test_add_func ("/render/golden/village", test_golden_village);
  g_test_add_func ("/render/golden/ghost", test_golden_ghost);
  g_test_add_func ("/render/golden/markers", test_golden_markers);
  g_test_add_func ("/render/golden/multicell", test_golden_multicell);
  g_test_add_func ("/render/golden/wonders", test_golden_wonders);
  g_test_add_func ("/render/golden/wonders-turned", test_golden_wonders_turned);
  g_test_add_func ("/render/wonder-tokens", test_wonder_tokens);
  g_test_add_func ("/render/cothon-spring", test_cothon_spring);
  g_test_add_func ("/render/cache", test_cache);
  g_test_add_func ("/render/draw-tile", test_draw_tile);
  g_test_add_func ("/render/inns-cathedrals-art", test_inns_cathedrals_art);
  g_test_add_func ("/render/traders-builders-figures", test_traders_builders_figures);
  g_test_add_func ("/render/traders-builders-on-board", test_traders_builders_on_board);
  g_test_add_func ("/render/scaled-context", test_scaled_context);
  g_test_add_func ("/render/hit/village", test_hit);
  g_test_add_func ("/render/hit/rotations", test_hit_rotations);
  g_test_add_func ("/render/hit/river", test_hit_river);
  g_test_add_func ("/render/hit/multicell", test_hit_multicell);
  g_test_add_func ("/render/hit/wonders", test_hit_wonders);
  g_test_add_func ("/render/hit/notre-dame", test_hit_notre_dame);
  g_test_add_func ("/render/anchors", test_anchors);
  g_test_add_func ("/render/overlay/palette", test_overlay_palette);
  g_test_add_func ("/render/overlay/neighbours", test_overlay_neighbours);
  g_test_add_func ("/render/overlay/meeples-hatching", test_overlay_meeples_hatching);
  g_test_add_func ("/render/highlight/field-cities", test_highlight_field_cities);
  g_test_add_func ("/render/player-marks", test_player_marks);
  g_test_add_func ("/render/meeples-under-tabs", test_meeples_under_tabs);
  g_test_add_func ("/render/presenter", test_presenter);
  g_test_add_func ("/render/export/format", test_format_for_path);
  g_test_add_func ("/render/export/files", test_export);
  g_test_add_func ("/render/export/matches-canvas", test_export_matches_canvas);
  g_test_add_func ("/render/export/defaults", test_export_defaults);
  g_test_add_func ("/render/export/default-path", test_export_default_path);
  int status = g_test_run ();
  ml_catalogue_free (multicell);
  return status;
}
