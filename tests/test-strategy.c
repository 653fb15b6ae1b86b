/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The computer players (ml-strategy.h): greedy closes the city it holds and says so, the
 * strategies' names, every strategy's move is legal, and whole games between them. */
#include "config.h"
#include "test-util.h"
#include "ml-game.h"
#include "ml-strategy.h"
#include "ml-strategy-game.h"

/* A city of four squares with two shields running east from (0, 0), open only on the east
 * side of (3, 0): tile E turned 270° at (4, 0) closes it. A knight of player 0 stands in it
 * (as in test-advise.c). */
static MlGame *
open_city (void)
{
  MlGame *game = tu_game (2, ML_EXPANSION_FARMERS);
  tu_place (game, "E", 0, 0, 90);
  tu_place (game, "F", 1, 0, 0);
  tu_place (game, "G", 2, 0, 0);
  tu_place (game, "F", 3, 0, 0);
  tu_meeple (game, 0, 2, 0, "W", FALSE);
  return game;
}

static void
test_greedy_closes_city (void)
{
  g_autoptr (MlGame) game = open_city ();
  MlStrategy greedy = { .kind = ML_STRATEGY_GREEDY };
  /* Whatever the draws that break ties, the move closes the city. */
  for (guint32 seed = 1; seed <= 8; seed++)
    {
      g_autoptr (MlRand) rand = ml_rand_new_with_seed (seed);
      MlStrategyMove move;
      g_assert_true (ml_strategy_choose (&greedy, game, tu_tile ("E"), NULL, NULL, rand, &move));
      g_assert_cmpint (move.move.at.x, ==, 4);
      g_assert_cmpint (move.move.at.y, ==, 0);
      g_assert_cmpint (move.move.at.rot, ==, 3);
      /* Five squares, two shields: 14 points now. */
      g_assert_cmpint (move.reason.closes, ==, ML_SCORE_CITY);
      g_assert_cmpint (move.reason.closes_points, ==, 14);
      g_assert_cmpint (move.reason.scored, >=, 14);
      g_assert_cmpint (move.reason.lead_after, >, move.reason.lead_before);
      g_autofree char *why = ml_strategy_reason_text (&move);
      g_assert_cmpstr (why, ==, "closes the city: +14 now");
    }
}

/* A farmer put down beside a completed city is the move's reason, said so. */
static void
test_farmer_reason (void)
{
  g_autoptr (MlGame) game = tu_game (2, ML_EXPANSION_FARMERS);
  /* Two city caps facing each other: a completed city of two squares, fields around it. */
  tu_place (game, "E", 0, 0, 0);
  tu_place (game, "E", 0, -1, 180);
  g_autoptr (GArray) moves = ml_advise_list (game, tu_tile ("E"), NULL);
  guint farmers = 0, beside = 0;
  for (guint i = 0; i < moves->len; i++)
    {
      const MlAdviseListed *m = &g_array_index (moves, MlAdviseListed, i);
      MlStrategyMove move = { .tile = m->move.tile, .move = m->move, .options = m->options };
      ml_strategy_explain (game, &move);
      gboolean farmer = m->move.n_meeples == 1 && m->move.meeples[0].role == ML_ROLE_FARMER;
      farmers += farmer;
      if (!farmer)
        g_assert_cmpuint (move.reason.farmer_cities, ==, 0);
      if (farmer && move.reason.farmer_cities == 1 && move.reason.closes == ML_N_SCORE_KINDS)
        {
          beside++;
          g_autofree char *why = ml_strategy_reason_text (&move);
          g_assert_cmpstr (why, ==, "puts a farmer beside 1 completed city");
        }
    }
  g_assert_cmpuint (farmers, >, 0);
  g_assert_cmpuint (beside, >, 0);
}

/* A move that claims an open feature says which figure went where, and the lead; a move
 * that claims nothing says so, with the advisor's estimate when it looked ahead. */
static void
test_claim_reasons (void)
{
  g_autoptr (MlGame) game = tu_game (2, ML_EXPANSION_FARMERS);
  tu_place (game, "D", 0, 0, 0);
  g_autoptr (GArray) moves = ml_advise_list (game, tu_tile ("D"), NULL);
  guint seen[ML_ROLE_NONE + 1] = { 0 };
  for (guint i = 0; i < moves->len; i++)
    {
      const MlAdviseListed *m = &g_array_index (moves, MlAdviseListed, i);
      MlStrategyMove move = { .tile = m->move.tile, .move = m->move, .options = m->options };
      ml_strategy_explain (game, &move);
      if (move.reason.closes != ML_N_SCORE_KINDS || move.reason.farmer_cities > 0)
        continue;
      MlRole role = m->move.n_meeples ? m->move.meeples[0].role : ML_ROLE_NONE;
      g_assert_cmpint (move.reason.placed, ==, role);
      g_autofree char *lead = g_strdup_printf ("lead if the game ended now %+d → %+d", move.reason.lead_before,
                                               move.reason.lead_after);
      const char *start = role == ML_ROLE_THIEF    ? "puts a thief on the road, "
                          : role == ML_ROLE_KNIGHT ? "puts a knight in the city, "
                          : role == ML_ROLE_FARMER ? "puts a farmer in the field, "
                                                   : "keeps its meeples, ";
      g_autofree char *expected = g_strconcat (start, lead, NULL);
      g_autofree char *why = ml_strategy_reason_text (&move);
      g_assert_cmpstr (why, ==, expected);
      seen[role]++;
      if (role == ML_ROLE_NONE)
        {
          move.reason.looked_ahead = TRUE;
          move.reason.expected = 4.5;
          g_autofree char *ahead = ml_strategy_reason_text (&move);
          g_assert_cmpstr (ahead, ==, "keeps its meeples: the games played out from here end +4.5 for it on average");
        }
    }
  g_assert_cmpuint (seen[ML_ROLE_THIEF], >, 0);
  g_assert_cmpuint (seen[ML_ROLE_KNIGHT], >, 0);
  g_assert_cmpuint (seen[ML_ROLE_FARMER], >, 0);
  g_assert_cmpuint (seen[ML_ROLE_NONE], >, 0);
}

static void
test_names (void)
{
  for (guint k = 0; k < ML_N_STRATEGIES; k++)
    {
      MlStrategyKind back;
      g_assert_true (ml_strategy_parse (ml_strategy_name ((MlStrategyKind) k), &back));
      g_assert_cmpint (back, ==, k);
    }
  MlStrategyKind none;
  g_assert_false (ml_strategy_parse ("clever", &none));
  g_assert_false (ml_strategy_parse (NULL, &none));
}

/* Each strategy's move replays on the engine, and the game is left as it was. */
static void
test_moves_legal (void)
{
  g_autoptr (MlGame) game = open_city ();
  for (guint k = 0; k < ML_N_STRATEGIES; k++)
    {
      MlStrategy s = { .kind = (MlStrategyKind) k, .playouts = 8 };
      g_autoptr (MlRand) rand = ml_rand_new_with_seed (3);
      MlStrategyMove move;
      guint pieces = ml_board_n_pieces (game->board);
      g_assert_true (ml_strategy_choose (&s, game, tu_tile ("D"), NULL, NULL, rand, &move));
      g_assert_cmpuint (ml_board_n_pieces (game->board), ==, pieces);
      g_autoptr (MlGame) after = ml_game_copy (game);
      g_autoptr (GError) error = NULL;
      g_assert_true (ml_game_play_turn (after, move.tile, move.move.at.x, move.move.at.y, move.move.at.rot,
                                        &move.options, NULL, &error));
      g_assert_no_error (error);
    }
}

/* Greedy against random, whole games: all the tiles are laid or set aside, and greedy wins
 * most. */
static void
test_games (void)
{
  MlReadings readings;
  ml_readings_init (&readings);
  g_autoptr (MlStrategyGame) sg = ml_strategy_game_new (ML_EXPANSION_FARMERS, &readings);
  g_autoptr (MlGame) game = ml_game_new (2, ML_EXPANSION_FARMERS);
  g_autoptr (MlRand) rand = ml_rand_new_with_seed (1);
  MlStrategy seats[2] = { { .kind = ML_STRATEGY_GREEDY }, { .kind = ML_STRATEGY_RANDOM } };
  guint wins = 0;
  for (guint i = 0; i < 10; i++)
    {
      ml_strategy_game_run (sg, game, 2, seats, rand);
      ml_game_finish (game, NULL);
      g_assert_cmpuint (ml_board_n_pieces (game->board) + ml_strategy_game_discarded (sg), ==, 72);
      wins += game->scores[0] >= game->scores[1];
    }
  g_assert_cmpuint (wins, >=, 7);
}

/* A module that plays the turns itself (the Wonders' hand rules) asks the seat with a
 * strategy for its moves: greedy still wins. */
static void
test_module_games (void)
{
  MlReadings readings;
  ml_readings_init (&readings);
  guint expansions = ML_EXPANSION_FARMERS | ML_EXPANSION_WONDERS;
  g_autoptr (MlStrategyGame) sg = ml_strategy_game_new (expansions, &readings);
  g_autoptr (MlGame) game = ml_game_new (2, expansions);
  g_autoptr (MlRand) rand = ml_rand_new_with_seed (2);
  MlStrategy seats[2] = { { .kind = ML_STRATEGY_RANDOM }, { .kind = ML_STRATEGY_GREEDY } };
  guint wins = 0;
  for (guint i = 0; i < 6; i++)
    {
      ml_strategy_game_run (sg, game, 2, seats, rand);
      ml_game_finish (game, NULL);
      g_assert_cmpuint (ml_board_n_pieces (game->board), >, 60);
      wins += game->scores[1] >= game->scores[0];
    }
  g_assert_cmpuint (wins, >=, 5);
}

int
main (int argc, char **argv)
{
  tu_keep_going (&argc, &argv);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/strategy/greedy-closes-city", test_greedy_closes_city);
  g_test_add_func ("/strategy/farmer-reason", test_farmer_reason);
  g_test_add_func ("/strategy/claim-reasons", test_claim_reasons);
  g_test_add_func ("/strategy/names", test_names);
  g_test_add_func ("/strategy/moves-legal", test_moves_legal);
  g_test_add_func ("/strategy/games", test_games);
  g_test_add_func ("/strategy/module-games", test_module_games);
  return g_test_run ();
}
