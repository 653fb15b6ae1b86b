#include "config.h"
#include "test-util.h"

const MlTileDef *
tu_tile (const char *id)
{
  const MlTileDef *tile = ml_catalogue_lookup (ml_catalogue_get_default (), id);
  g_assert_nonnull (tile);
  return tile;
}

MlGame *
tu_game (guint n_players, guint expansions)
{
  return ml_game_new (n_players, expansions);
}

guint
tu_place (MlGame *game, const char *id, int x, int y, int degrees)
{
  int rot;
  g_assert_true (ml_rotation_from_degrees (degrees, &rot));
  int piece = ml_board_place (game->board, tu_tile (id), x, y, rot, -1);
  g_assert_cmpint (piece, !=, ML_NO_PIECE);
  return (guint) piece;
}

static void
locate (MlGame *game, int x, int y, const char *at, guint *piece, guint *cell, guint8 *feature)
{
  int p = ml_board_piece_at (game->board, x, y, cell);
  g_assert_cmpint (p, !=, ML_NO_PIECE);
  const MlPiece *pc = ml_board_piece (game->board, (guint) p);
  *feature = ml_tile_feature_at (pc->tile, pc->rot, *cell, at);
  g_assert_cmpint (*feature, !=, ML_NO_FEATURE);
  *piece = (guint) p;
}

void
tu_meeple (MlGame *game, int player, int x, int y, const char *at, gboolean prior)
{
  guint piece, cell;
  guint8 feature;
  locate (game, x, y, at, &piece, &cell, &feature);
  ml_board_add_meeple (game->board, player, piece, cell, feature, prior);
}

guint
tu_feature (MlGame *game, int x, int y, const char *at)
{
  guint piece, cell;
  guint8 feature;
  locate (game, x, y, at, &piece, &cell, &feature);
  return ml_board_find (game->board, ml_board_feature_id (game->board, piece, feature));
}

char *
tu_example_path (const char *name)
{
  const char *dir = g_getenv ("SHARED_EXAMPLES");
  g_assert_nonnull (dir);
  return g_build_filename (dir, name, NULL);
}

char *
tu_data_path (const char *name)
{
  const char *dir = g_getenv ("TESTS_DATA");
  g_assert_nonnull (dir);
  return g_build_filename (dir, name, NULL);
}

void
tu_keep_going (int *argc, char ***argv)
{
  /* g_test_init() takes arguments out of the vector, so the new one and its extra word are
   * static: nothing is left to free, or to leak. */
  static char keep_going[] = "--keep-going";
  static char *args[64];
  g_assert_cmpint (*argc, <, (int) G_N_ELEMENTS (args) - 1);
  for (int i = 0; i < *argc; i++)
    args[i] = (*argv)[i];
  args[*argc] = keep_going;
  *argc += 1;
  *argv = args;
}
