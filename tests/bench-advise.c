/* SPDX-License-Identifier: GPL-3.0-or-later */
/* How long the advisor takes on a mid-game position: a two-player base game, random from a
 * seed, stopped once 35 tiles lie; every legal move of the next tile gets 1,000
 * continuations (no halving). Prints wall and processor time; run it on a release build.
 *
 * The players of the position's game put a meeple on one turn in three, as people who keep
 * some in hand do; with --random-game it is a game of ml-play's policy, which puts one on
 * almost every turn, so that by mid-game nobody has a meeple left and the tile in hand has
 * only its placements as moves.
 *
 *   bench-advise [--playouts N] [--threads T] [--tiles N] [--seed S] [--halving] [--random-game] */
#include "config.h"
#include "ml-advise.h"
#include "ml-bag.h"
#include "ml-play.h"
#include "ml-random.h"

#include <stdio.h>
#include <time.h>

static int playouts = 1000, threads, tiles = 35, seed = 1;
static gboolean halving, random_game;

static GOptionEntry entries[] = {
  { "playouts", 0, 0, G_OPTION_ARG_INT, &playouts, "Continuations for each move (default 1000)", "N" },
  { "threads", 0, 0, G_OPTION_ARG_INT, &threads, "Workers (default: one per processor)", "T" },
  { "tiles", 0, 0, G_OPTION_ARG_INT, &tiles, "Tiles on the board of the position (default 35)", "N" },
  { "seed", 0, 0, G_OPTION_ARG_INT, &seed, "Seed of the game that makes the position (default 1)", "S" },
  { "halving", 0, 0, G_OPTION_ARG_NONE, &halving, "Successive halving instead of every continuation", NULL },
  { "random-game", 0, 0, G_OPTION_ARG_NONE, &random_game, "The position from a game of ml-play's random policy", NULL },
  { NULL, 0, 0, 0, NULL, NULL, NULL }
};

static double
cpu_seconds (void)
{
  struct timespec ts;
  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &ts);
  return (double) ts.tv_sec + (double) ts.tv_nsec / 1e9;
}

typedef struct {
  guint tiles;
  MlGame *position;
} Stop;

/* Keeps a copy of the game the moment the board holds the wanted number of tiles. */
static void
on_turn (MlGame *game, GArray *events, gpointer data)
{
  Stop *stop = data;
  (void) events;
  if (stop->position == NULL && ml_board_n_pieces (game->board) == stop->tiles)
    stop->position = ml_game_copy (game);
}

/* A game whose players lay each tile at random and put a meeple on one turn in three. */
static MlGame *
thrifty_game (guint n_tiles, MlRand *rand)
{
  MlGame *game = ml_game_new (2, ML_EXPANSION_FARMERS);
  g_autoptr (GPtrArray) pile = g_ptr_array_new ();
  g_autoptr (GArray) scratch = g_array_new (FALSE, FALSE, sizeof (MlPlacement));
  g_autoptr (GArray) meeples = g_array_new (FALSE, FALSE, sizeof (MlMeepleChoice));
  const MlTileDef *start;
  ml_play_bag (ML_EXPANSION_FARMERS, pile, &start);
  ml_board_place (game->board, start, 0, 0, 0, -1);
  while (ml_board_n_pieces (game->board) < n_tiles && pile->len > 0)
    {
      const MlTileDef *tile = g_ptr_array_steal_index_fast (pile, ml_random_below (rand, pile->len));
      MlPlacement at;
      if (!ml_rules_random_placement (game, tile, rand, scratch, &at))
        continue;
      int player = (int) game->turn;
      guint piece = (guint) ml_board_place (game->board, tile, at.x, at.y, at.rot, -1);
      g_array_set_size (meeples, 0);
      ml_rules_meeple_options (game, player, piece, meeples);
      if (meeples->len > 0 && ml_random_below (rand, 3) == 0)
        {
          const MlMeepleChoice *m = &g_array_index (meeples, MlMeepleChoice, ml_random_below (rand, meeples->len));
          ml_board_add_meeple (game->board, player, piece, m->cell, m->feature, m->figure);
        }
      ml_game_score_completed (game, piece, NULL);
      game->turn = (game->turn + 1) % game->n_players;
    }
  return game;
}

int
main (int argc, char **argv)
{
  g_autoptr (GOptionContext) context = g_option_context_new (NULL);
  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, NULL) || playouts < 2 || threads < 0 || tiles < 2)
    {
      fprintf (stderr, "bench-advise: bad options; see --help\n");
      return 2;
    }

  g_autoptr (MlRand) rand = ml_rand_new_with_seed ((guint32) seed);
  Stop stop = { (guint) tiles, NULL };
  if (random_game)
    {
      g_autoptr (MlPlayout) playout = ml_playout_new (ML_EXPANSION_FARMERS);
      g_autoptr (MlGame) game = ml_game_new (2, ML_EXPANSION_FARMERS);
      ml_playout_run (playout, game, 2, rand, on_turn, &stop);
    }
  else
    stop.position = thrifty_game ((guint) tiles, rand);
  if (stop.position == NULL || ml_board_n_pieces (stop.position->board) != (guint) tiles)
    {
      fprintf (stderr, "bench-advise: the game never had %d tiles\n", tiles);
      return 1;
    }
  g_autoptr (MlGame) position = stop.position;

  /* The tile in hand: drawn from what is left, the first that fits somewhere. */
  g_autoptr (GPtrArray) bag = g_ptr_array_new ();
  g_autoptr (GArray) spots = g_array_new (FALSE, FALSE, sizeof (MlPlacement));
  ml_bag_left (position, bag);
  const MlTileDef *tile = NULL;
  while (tile == NULL && bag->len > 0)
    {
      const MlTileDef *t = g_ptr_array_index (bag, ml_random_below (rand, bag->len));
      g_array_set_size (spots, 0);
      ml_game_turn_placements (position, t, spots);
      if (spots->len > 0)
        tile = t;
      else
        ml_bag_take (bag, t);
    }
  g_assert (tile != NULL);

  MlAdviseOptions options = { .playouts = (guint) playouts, .threads = (guint) threads, .seed = 1,
                              .exhaustive = !halving };
  gint64 start = g_get_monotonic_time ();
  double cpu_start = cpu_seconds ();
  g_autoptr (GError) error = NULL;
  g_autoptr (MlAdvice) advice = ml_advise (position, tile, &options, NULL, &error);
  double cpu = cpu_seconds () - cpu_start;
  double wall = (double) (g_get_monotonic_time () - start) / G_USEC_PER_SEC;
  if (advice == NULL)
    {
      fprintf (stderr, "bench-advise: %s\n", error->message);
      return 1;
    }

  printf ("position: %u tiles laid, %u left to draw, player %d to move with tile %s\n",
          ml_board_n_pieces (position->board), advice->bag_size, advice->player, tile->id);
  printf ("meeples in supply: %u and %u\n", ml_game_supply_left (position, 0), ml_game_supply_left (position, 1));
  printf ("moves: %u (%u placements)\n", advice->n_moves, spots->len);
  printf ("playouts: %" G_GUINT64_FORMAT " (%s, at most %d a move)\n", advice->playouts,
          halving ? "successive halving" : "every move to the end", playouts);
  printf ("threads: %u\n", threads ? (guint) threads : g_get_num_processors ());
  printf ("wall: %.3f s\n", wall);
  printf ("cpu: %.3f s\n", cpu);
  printf ("playouts per cpu second: %.0f\n", cpu > 0 ? advice->playouts / cpu : 0);
  const MlAdviseMove *best = &advice->moves[0];
  printf ("best: (%d, %d) %d°, %u meeple(s), margin %+.2f ± %.2f\n", best->at.x, best->at.y, best->at.rot * 90,
          best->n_meeples, best->mean, best->half);
  return 0;
}
