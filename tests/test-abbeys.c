/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The German Abbeys' module (src/core/expansions/abbeys/): where a claustral prior may
 * stand and in which order its choice is offered, the layout's prior problems, the words
 * of the event, and the priors' items at the end of the game after the features and
 * fields. The core asks it through its hooks only. */
#include "config.h"
#include "abbeys/ml-abbeys.h"
#include "test-util.h"

#include <locale.h>
#include <string.h>

static const char *const names[] = { "Red", "Blue", "Green" };

static void
assert_refused_with (MlGame *game, guint piece, guint8 feature, const char *message)
{
  g_autoptr (GError) error = NULL;
  g_assert_false (ml_rules_can_put_meeple (game, 0, piece, feature, TRUE, &error));
  g_assert_error (error, ML_RULES_ERROR, ML_RULES_ERROR_MEEPLE);
  g_assert_cmpstr (error->message, ==, message);
}

/* A prior stands on an abbey only, in a game with the expansion; the core's own refusals
 * come first. */
static void
test_where (void)
{
  g_autoptr (MlGame) game = tu_game (2, ML_EXPANSION_ABBEYS);
  guint abbey = tu_place (game, "abbey-andechs", 0, 0, 0);
  guint plain = tu_place (game, "A", 0, 2, 180);
  g_assert_true (ml_rules_can_put_meeple (game, 0, abbey, tu_piece_feature (game, abbey, "C"), TRUE, NULL));
  const char *not_abbey = "Only an abbey of the German Abbeys or Japanese Buildings takes a claustral prior.";
  assert_refused_with (game, plain, tu_piece_feature (game, plain, "C"), not_abbey);
  assert_refused_with (game, abbey, tu_piece_feature (game, abbey, "S"), not_abbey);
  /* Farmers are not in use: that refusal is the core's and comes before the prior's. */
  assert_refused_with (game, abbey, tu_piece_feature (game, abbey, "NNW"), "Farmers are not in use in this game.");

  g_autoptr (MlGame) without = tu_game (2, ML_EXPANSION_FARMERS);
  abbey = tu_place (without, "abbey-andechs", 0, 0, 0);
  plain = tu_place (without, "A", 0, 2, 180);
  assert_refused_with (without, abbey, tu_piece_feature (without, abbey, "C"),
                       "Claustral priors need the German Abbeys / Japanese Buildings expansion.");
  /* Not an abbey is said first, with the expansion or not. */
  assert_refused_with (without, plain, tu_piece_feature (without, plain, "C"), not_abbey);
  g_assert_true (ml_rules_can_put_meeple (without, 0, abbey, tu_piece_feature (without, abbey, "C"), FALSE, NULL));
}

/* The prior's choice comes just after the monk's on the same abbey, and only with the
 * expansion. */
static void
test_choices (void)
{
  g_autoptr (MlGame) game = tu_game (2, ML_EXPANSION_FARMERS | ML_EXPANSION_ABBEYS);
  guint abbey = tu_place (game, "abbey-andechs", 0, 0, 0);
  guint8 c = tu_piece_feature (game, abbey, "C");
  MlMeepleChoice out[ML_MAX_MEEPLE_CHOICES];
  guint n = ml_rules_meeple_choices (game, 0, abbey, out);
  g_assert_cmpuint (n, ==, 4);
  g_assert_cmpuint (out[0].feature, ==, c);
  g_assert_cmpuint (out[0].figure, ==, ML_FIGURE_MEEPLE);
  g_assert_cmpuint (out[1].feature, ==, c);
  g_assert_cmpuint (out[1].figure, ==, TU_PRIOR);
  g_assert_cmpuint (out[1].cell, ==, out[0].cell);
  g_assert_cmpuint (out[2].feature, ==, tu_piece_feature (game, abbey, "S"));
  g_assert_cmpuint (out[3].feature, ==, tu_piece_feature (game, abbey, "NNW"));
  g_assert_cmpuint (out[2].figure, ==, ML_FIGURE_MEEPLE);
  g_assert_cmpuint (out[3].figure, ==, ML_FIGURE_MEEPLE);

  g_autoptr (MlGame) without = tu_game (2, ML_EXPANSION_FARMERS | ML_EXPANSION_WONDERS);
  abbey = tu_place (without, "abbey-andechs", 0, 0, 0);
  n = ml_rules_meeple_choices (without, 0, abbey, out);
  g_assert_cmpuint (n, ==, 3);
  for (guint i = 0; i < n; i++)
    g_assert_cmpuint (out[i].figure, ==, ML_FIGURE_MEEPLE);
}

/* Red's turn lays an abbey with a prior: the event names the role in the module's words. */
static void
test_turn_words (void)
{
  g_autoptr (MlGame) game = tu_game (2, ML_EXPANSION_FARMERS | ML_EXPANSION_ABBEYS);
  const MlTileDef *tile = tu_tile ("abbey-andechs");
  MlMeepleChoice prior = { TRUE, 0, ml_tile_feature_at (tile, 0, 0, "C"), (guint8) TU_PRIOR };
  g_autoptr (GArray) events = g_array_new (FALSE, FALSE, sizeof (MlEvent));
  g_autoptr (GError) error = NULL;
  g_assert_true (ml_game_move (game, tile, 0, 0, 0, &prior, events, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (events->len, ==, 2);
  const MlEvent *ev = &g_array_index (events, MlEvent, 1);
  g_assert_cmpint (ev->kind, ==, ML_EVENT_MEEPLE);
  g_assert_cmpint (ev->role, ==, ML_ROLE_MONK);
  g_assert_cmpuint (ev->figure, ==, TU_PRIOR);
  g_autofree char *text = ml_event_explain (ev, 2, names);
  g_assert_cmpstr (text, ==, "Red puts a claustral prior on the abbey.");
}

/* A prior off an abbey, or without the expansion, is one problem each; a prior on a field
 * is the prior's problem, not a farmer's. */
static void
test_layout (void)
{
  g_autoptr (MlGame) game = tu_game (2, 0);
  tu_place (game, "abbey-andechs", 0, 0, 0);
  tu_place (game, "A", 1, 0, 0);
  g_autoptr (GArray) none = tu_problems_of (game);
  g_assert_cmpuint (none->len, ==, 0);
  tu_meeple (game, 0, 0, 0, "C", TU_PRIOR);
  tu_meeple (game, 1, 1, 0, "C", TU_PRIOR);
  tu_meeple (game, 1, 0, 0, "NNW", TU_PRIOR);
  g_autoptr (GArray) problems = tu_problems_of (game);
  g_assert_cmpuint (problems->len, ==, 3);
  g_assert_cmpstr (g_array_index (problems, MlProblem, 0).message, ==,
                   "A claustral prior at (0, 0) needs the German Abbeys / Japanese Buildings expansion.");
  g_assert_cmpstr (g_array_index (problems, MlProblem, 1).message, ==, "The claustral prior at (1, 0) is not on an abbey.");
  g_assert_cmpstr (g_array_index (problems, MlProblem, 2).message, ==, "The claustral prior at (0, 0) is not on an abbey.");

  game->expansions = ML_EXPANSION_ABBEYS;
  g_autoptr (GArray) with = tu_problems_of (game);
  g_assert_cmpuint (with->len, ==, 2);
}

/* The board's items and then the module's, in the same order with or without a module
 * that follows each item (the Wonders). */
static void
check_settled (guint expansions)
{
  g_autoptr (MlGame) game = tu_game (3, expansions);
  tu_place (game, "abbey-andechs", 0, 0, 0);
  tu_place (game, "U", 0, 1, 0);
  tu_meeple (game, 1, 0, 0, "C", TU_PRIOR);      /* Blue's prior: 1 + 1 south */
  tu_meeple (game, 0, 0, 1, "S", ML_FIGURE_MEEPLE);     /* Red's road of 2 tiles */
  tu_meeple (game, 2, 0, 0, "NNW", ML_FIGURE_MEEPLE);   /* Green's field, no city */
  g_autoptr (GArray) items = g_array_new (FALSE, FALSE, sizeof (MlScoreItem));
  ml_game_settle (game, items);
  g_assert_cmpuint (items->len, ==, 3);
  g_assert_cmpint (g_array_index (items, MlScoreItem, 0).kind, ==, ML_SCORE_ROAD);
  g_assert_cmpint (g_array_index (items, MlScoreItem, 1).kind, ==, ML_SCORE_FIELD);
  const MlScoreItem *prior = &g_array_index (items, MlScoreItem, 2);
  g_assert_true (ml_abbeys_item_is_prior (prior));
  g_assert_cmpint (prior->points, ==, 2);
  g_assert_cmpuint (prior->lines[ML_SIDE_S], ==, 1);
  g_assert_cmpuint (prior->winners, ==, 2);
  g_autofree char *what = ml_score_item_describe (prior);
  g_assert_nonnull (strstr (what, "Abbey with a claustral prior (1 for the abbey, then 0 north, 0 east, 1 south, 0 west)"));

  /* The board alone scores no prior: that is the module's. */
  g_autoptr (GArray) board = g_array_new (FALSE, FALSE, sizeof (MlScoreItem));
  ml_score_settle (game->board, board);
  g_assert_cmpuint (board->len, ==, 2);
}

static void
test_settle (void)
{
  check_settled (ML_EXPANSION_FARMERS | ML_EXPANSION_ABBEYS);
  check_settled (ML_EXPANSION_FARMERS | ML_EXPANSION_ABBEYS | ML_EXPANSION_WONDERS);
  /* A layout may hold a prior without the expansion (a scenario): it still scores, as the
   * layout check says what is wrong. */
  check_settled (ML_EXPANSION_FARMERS);
}

int
main (int argc, char *argv[])
{
  setlocale (LC_ALL, "");
  tu_keep_going (&argc, &argv);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/abbeys/where", test_where);
  g_test_add_func ("/abbeys/choices", test_choices);
  g_test_add_func ("/abbeys/turn-words", test_turn_words);
  g_test_add_func ("/abbeys/layout", test_layout);
  g_test_add_func ("/abbeys/settle", test_settle);
  return g_test_run ();
}
