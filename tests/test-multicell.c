/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Pieces of several squares, from a test set file: the model the Wonders will need. */
#include "config.h"
#include "test-util.h"

static MlCatalogue *catalogue;

static const MlTileDef *
piece (const char *id)
{
  const MlTileDef *tile = ml_catalogue_lookup (catalogue, id);
  g_assert_nonnull (tile);
  return tile;
}

static void
test_load (void)
{
  const MlTileDef *strip = piece ("strip");
  g_assert_cmpuint (strip->n_cells, ==, 3);
  /* The city covers three squares and leaves the piece by its three north edges only. */
  g_assert_cmpuint (strip->features[0].n_cells, ==, 3);
  g_assert_cmpuint (strip->features[0].n_open, ==, 3);
  g_assert_cmpuint (strip->features[1].n_open, ==, 1);
  /* Rotated a quarter turn, the strip runs south from its anchor. */
  g_assert_cmpint (strip->rotated[1][2].dx, ==, 0);
  g_assert_cmpint (strip->rotated[1][2].dy, ==, 2);
  g_assert_cmpint (ml_tile_cell_at (strip, 1, 0, 1), ==, 1);
  g_assert_cmpint (ml_tile_cell_at (strip, 1, 1, 0), ==, -1);
}

static void
test_sizes_count_squares (void)
{
  g_autoptr (MlGame) game = tu_game (2, ML_EXPANSION_FARMERS);
  int p = ml_board_place (game->board, piece ("strip"), 0, 0, 0, -1);
  g_assert_cmpint (p, ==, 0);
  /* Three E tiles turned south close the three city edges. */
  for (int x = 0; x < 3; x++)
    tu_place (game, "E", x, -1, 180);
  MlFeatureInfo info;
  ml_board_feature_info (game->board, tu_feature (game, 1, 0, "N"), &info);
  g_assert_cmpuint (info.tiles, ==, 6);
  g_assert_cmpuint (info.shields, ==, 1);
  g_assert_true (info.complete);
  MlScoreItem item;
  tu_meeple (game, 1, 2, 0, "N", FALSE);
  ml_score_feature (game->board, tu_feature (game, 2, 0, "N"), &item);
  g_assert_cmpint (item.points, ==, 6 * 2 + 1 * 2);
  /* The road of the strip leaves by the west only: one open end. */
  ml_board_feature_info (game->board, tu_feature (game, 0, 0, "W"), &info);
  g_assert_cmpuint (info.open, ==, 1);
  g_assert_cmpuint (info.tiles, ==, 1);
}

static void
test_squares_taken (void)
{
  g_autoptr (MlGame) game = tu_game (2, ML_EXPANSION_FARMERS);
  tu_place (game, "B", 2, 0, 0);
  /* The strip would cover (2, 0). */
  g_assert_cmpint (ml_board_place (game->board, piece ("strip"), 0, 0, 0, -1), ==, ML_NO_PIECE);
  g_assert_cmpuint (ml_board_n_pieces (game->board), ==, 1);
  g_autoptr (GError) error = NULL;
  g_assert_false (ml_rules_can_place (game, piece ("strip"), 0, 0, 0, &error));
  g_assert_error (error, ML_RULES_ERROR, ML_RULES_ERROR_OCCUPIED);
}

static void
test_legal_placements (void)
{
  g_autoptr (MlGame) game = tu_game (2, ML_EXPANSION_FARMERS);
  tu_place (game, "B", 0, 0, 0);
  g_autoptr (GArray) legal = g_array_new (FALSE, FALSE, sizeof (MlPlacement));
  ml_rules_legal_placements (game, piece ("ell"), legal);
  g_assert_cmpuint (legal->len, >, 0);
  for (guint i = 0; i < legal->len; i++)
    {
      const MlPlacement *pl = &g_array_index (legal, MlPlacement, i);
      g_assert_true (ml_rules_can_place (game, piece ("ell"), pl->x, pl->y, pl->rot, NULL));
    }
  /* Brute force over a window: every legal anchor is listed, once. */
  guint count = 0;
  for (int y = -3; y <= 3; y++)
    for (int x = -3; x <= 3; x++)
      for (int r = 0; r < 4; r++)
        count += ml_rules_can_place (game, piece ("ell"), x, y, r, NULL);
  g_assert_cmpuint (count, ==, legal->len);
}

/* The legal placements of @tile are each legal, in the order of (y, x, turn), once each,
 * and every legal anchor within three squares of (0, 0) or (@far_x, 0) is among them. */
static void
assert_listed (MlGame *game, const MlTileDef *tile, int far_x)
{
  g_autoptr (GArray) legal = g_array_new (FALSE, FALSE, sizeof (MlPlacement));
  ml_rules_legal_placements (game, tile, legal);
  g_assert_cmpuint (legal->len, >, 0);
  for (guint i = 0; i < legal->len; i++)
    {
      const MlPlacement *pl = &g_array_index (legal, MlPlacement, i);
      g_assert_true (ml_rules_can_place (game, tile, pl->x, pl->y, pl->rot, NULL));
      if (i > 0)
        {
          const MlPlacement *before = pl - 1;
          g_assert_true (before->y < pl->y || (before->y == pl->y && before->x < pl->x)
                         || (before->y == pl->y && before->x == pl->x && before->rot < pl->rot));
        }
    }
  guint count = 0;
  for (int y = -3; y <= 3; y++)
    for (int x = -3; x <= 3; x++)
      for (int r = 0; r < 4; r++)
        {
          count += ml_rules_can_place (game, tile, x, y, r, NULL);
          if (far_x != 0)
            count += ml_rules_can_place (game, tile, far_x + x, y, r, NULL);
        }
  g_assert_cmpuint (count, ==, legal->len);
}

/* The list comes out the same over a small span and over pieces far apart (a free layout),
 * where the search sorts its anchors instead of marking them in a grid. */
static void
test_legal_placements_far (void)
{
  g_autoptr (MlGame) game = tu_game (2, ML_EXPANSION_FARMERS);
  tu_place (game, "B", 0, 0, 0);
  tu_place (game, "D", 1, 0, 90);
  assert_listed (game, piece ("ell"), 0);
  assert_listed (game, piece ("strip"), 0);
  tu_place (game, "B", 100000, 0, 0);
  assert_listed (game, piece ("ell"), 100000);
  assert_listed (game, piece ("strip"), 100000);
}

static void
test_monastery_neighbours (void)
{
  g_autoptr (MlGame) game = tu_game (2, ML_EXPANSION_FARMERS);
  ml_board_place (game->board, piece ("ell"), 0, 0, 0, -1);
  tu_meeple (game, 0, 0, 0, "C", FALSE);
  /* The L's own second square is a neighbour of its monastery. */
  g_assert_cmpuint (ml_board_neighbours (game->board, 0, 0), ==, 1);
  int around[][2] = { { -1, -1 }, { 0, -1 }, { 1, -1 }, { -1, 0 }, { -1, 1 }, { 0, 1 } };
  for (guint i = 0; i < G_N_ELEMENTS (around); i++)
    tu_place (game, "B", around[i][0], around[i][1], 0);
  g_assert_cmpuint (ml_board_neighbours (game->board, 0, 0), ==, 7);
  guint last = tu_place (game, "B", 1, 1, 0);
  ml_game_score_completed (game, last, NULL);
  g_assert_cmpint (game->scores[0], ==, 9);
  g_assert_cmpuint (ml_board_n_meeples (game->board), ==, 0);
}

static void
test_remove (void)
{
  g_autoptr (MlGame) game = tu_game (2, ML_EXPANSION_FARMERS);
  tu_place (game, "E", 0, -1, 180);
  ml_board_place (game->board, piece ("strip"), 0, 0, 0, -1);
  tu_place (game, "E", 1, -1, 180);
  tu_meeple (game, 0, 1, -1, "S", FALSE);
  ml_board_remove_piece (game->board, 1);
  g_assert_cmpint (ml_board_piece_at (game->board, 1, 0, NULL), ==, ML_NO_PIECE);
  g_assert_cmpuint (ml_board_n_meeples (game->board), ==, 1);
  MlFeatureInfo info;
  ml_board_feature_info (game->board, tu_feature (game, 1, -1, "S"), &info);
  g_assert_cmpuint (info.tiles, ==, 1);
  g_assert_cmpuint (info.meeples[0], ==, 1);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_autofree char *path = tu_data_path ("multicell-set.json");
  g_autofree char *text = NULL;
  gsize length;
  g_assert_true (g_file_get_contents (path, &text, &length, NULL));
  g_autoptr (GBytes) bytes = g_bytes_new (text, length);
  const char *names[] = { "multicell-set.json" };
  GBytes *datas[] = { bytes };
  g_autoptr (GError) error = NULL;
  catalogue = ml_catalogue_new_from_data (names, datas, 1, &error);
  g_assert_no_error (error);

  g_test_add_func ("/multicell/load", test_load);
  g_test_add_func ("/multicell/sizes-count-squares", test_sizes_count_squares);
  g_test_add_func ("/multicell/squares-taken", test_squares_taken);
  g_test_add_func ("/multicell/legal-placements", test_legal_placements);
  g_test_add_func ("/multicell/legal-placements-far", test_legal_placements_far);
  g_test_add_func ("/multicell/monastery-neighbours", test_monastery_neighbours);
  g_test_add_func ("/multicell/remove", test_remove);
  int status = g_test_run ();
  ml_catalogue_free (catalogue);
  return status;
}
