/* SPDX-License-Identifier: GPL-3.0-or-later */
/* How the cost of score, check, legal and move grows with the board: boards of 1,000,
 * 10,000 and 100,000 pieces (a meeple on every other piece), and a wonder in hand that fits
 * nowhere on a large board. Prints numbers; run by hand and by CI, not a timed test. */
#include "config.h"
#include "ml-game.h"
#include "ml-rules.h"
#include "wonders/ml-wonders.h"

#include <stdio.h>

static const char *const base_tiles[] = {
  "A", "B", "C", "D", "E", "F", "G", "H", "I", "J", "K", "L",
  "M", "N", "O", "P", "Q", "R", "S", "T", "U", "V", "W", "X",
};

/* A square of @n pieces in free layout (edges need not match), some of every base tile,
 * turned at random, and a meeple on the first feature of every other piece. */
static MlGame *
board_of (guint n, guint expansions, const char *only)
{
  const MlCatalogue *catalogue = ml_catalogue_get_default ();
  MlGame *game = ml_game_new (2, expansions);
  GRand *rand = g_rand_new_with_seed (n);
  guint side = 1;
  while (side * side < n)
    side++;
  for (guint i = 0; i < n; i++)
    {
      const char *id = only ? only : base_tiles[g_rand_int_range (rand, 0, G_N_ELEMENTS (base_tiles))];
      const MlTileDef *tile = ml_catalogue_lookup (catalogue, id);
      int piece = ml_board_place (game->board, tile, (int) (i % side), (int) (i / side),
                                  g_rand_int_range (rand, 0, 4), -1);
      if (piece != ML_NO_PIECE && i % 2 == 0 && tile->features[0].kind != ML_FEATURE_WATER)
        ml_board_add_meeple (game->board, (int) (i / 2 % 2), (guint) piece, 0, 0, FALSE);
    }
  g_rand_free (rand);
  return game;
}

static double
seconds_since (gint64 start)
{
  return (double) (g_get_monotonic_time () - start) / G_USEC_PER_SEC;
}

static void
measure (const char *what, MlGame *game)
{
  const MlTileDef *tile = ml_catalogue_lookup (ml_catalogue_get_default (), "E");

  gint64 start = g_get_monotonic_time ();
  g_autoptr (MlGame) settled = ml_game_copy (game);
  g_autoptr (GArray) items = g_array_new (FALSE, FALSE, sizeof (MlScoreItem));
  ml_game_finish (settled, items);
  double score = seconds_since (start);

  start = g_get_monotonic_time ();
  g_autoptr (GArray) problems = g_array_new (FALSE, FALSE, sizeof (MlProblem));
  g_array_set_clear_func (problems, ml_problem_clear);
  ml_rules_check_layout (game, problems);
  double check = seconds_since (start);

  start = g_get_monotonic_time ();
  g_autoptr (GArray) placements = g_array_new (FALSE, FALSE, sizeof (MlPlacement));
  ml_game_turn_placements (game, tile, placements);
  double legal = seconds_since (start);

  double move = 0;
  if (placements->len > 0)
    {
      const MlPlacement *p = &g_array_index (placements, MlPlacement, 0);
      g_autoptr (MlGame) moved = ml_game_copy (game);
      MlTurnOptions options;
      ml_turn_options_init (&options, NULL);
      g_autoptr (GArray) events = g_array_new (FALSE, FALSE, sizeof (MlEvent));
      start = g_get_monotonic_time ();
      ml_game_play_turn (moved, tile, p->x, p->y, p->rot, &options, events, NULL);
      move = seconds_since (start);
    }
  printf ("%-34s %7u pieces %7u meeples: score %7.3f s  check %7.3f s  legal %7.3f s (%u)  move %7.3f s\n",
          what, ml_board_n_pieces (game->board), ml_board_n_meeples (game->board),
          score, check, legal, placements->len, move);
  fflush (stdout);
}

int
main (int argc, char **argv)
{
  const guint sizes[] = { 1000, 10000, 100000 };
  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      g_autoptr (MlGame) game = board_of (sizes[i], ML_EXPANSION_FARMERS, NULL);
      measure ("mixed base tiles", game);
    }
  /* All-city tiles: every square around asks for city edges, which the Great Wall's outer
   * edges do not all have, so the wonder in hand fits nowhere. */
  const guint wonder_sizes[] = { 1000, 10000, 100000 };
  for (guint i = 0; i < G_N_ELEMENTS (wonder_sizes); i++)
    {
      g_autoptr (MlGame) game = board_of (wonder_sizes[i], ML_EXPANSION_FARMERS | ML_EXPANSION_WONDERS, "C");
      ml_wonders_give (game, 0, ml_catalogue_lookup (ml_catalogue_get_default (), "great-wall"));
      measure ("a wonder in hand that fits nowhere", game);
    }
  return 0;
}
