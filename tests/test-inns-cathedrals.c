/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Inns & Cathedrals' module (src/core/expansions/inns-cathedrals/): the large meeple (its
 * strength in a majority, where it may be laid and the choices that offer it, the layout's
 * problems, the words of its event) and what an inn and a cathedral do to the points, each
 * checked against the rules of docs/rules.md §6 counted by hand. */
#include "config.h"
#include "ml-expansion-modules.h"
#include "inns-cathedrals/ml-inns-cathedrals.h"
#include "ml-valuation.h"
#include "test-util.h"

#include <locale.h>
#include <string.h>

#define IC (ML_EXPANSION_FARMERS | ML_EXPANSION_INNS_CATHEDRALS)
#define BIG tu_figure ("big")

static const char *const names[] = { "Red", "Blue", "Green" };

/* ---- the large meeple -------------------------------------------------------------- */

/* A city of four tiles and one shield (Q in the middle), with Red's large meeple on one
 * side and Blue's meeples on the others: the large meeple counts two, and Red scores the
 * city once. */
static void
test_big_majority (void)
{
  g_assert_cmpuint (ml_figure (BIG)->strength, ==, 2);
  g_autoptr (MlGame) game = tu_game (2, IC);
  tu_place (game, "E", 0, 0, 0);        /* city N */
  tu_place (game, "E", 1, -1, 270);     /* city W */
  tu_place (game, "Q", 0, -1, 90);      /* city N E S, its shield */
  tu_meeple (game, 0, 0, 0, "N", BIG);
  tu_meeple (game, 1, 1, -1, "W", ML_FIGURE_MEEPLE);
  MlScoreItem item;
  ml_valuation_feature (game, tu_feature (game, 0, 0, "N"), &item);
  /* Open to the north: 3 tiles + 1 shield at 1 each. */
  g_assert_false (item.complete);
  g_assert_cmpint (item.points, ==, 4);
  g_assert_cmpuint (item.counts[0], ==, 2);
  g_assert_cmpuint (item.counts[1], ==, 1);
  g_assert_cmpuint (item.winners, ==, 1u << 0);

  /* Blue's second meeple closes it: 2 against 2, a tie; 4 tiles × 2 + 1 shield × 2 = 10. */
  tu_place (game, "E", 0, -2, 180);     /* city S */
  tu_meeple (game, 1, 0, -2, "S", ML_FIGURE_MEEPLE);
  ml_valuation_feature (game, tu_feature (game, 0, 0, "N"), &item);
  g_assert_true (item.complete);
  g_assert_cmpint (item.points, ==, 10);
  g_assert_cmpuint (item.counts[0], ==, 2);
  g_assert_cmpuint (item.counts[1], ==, 2);
  g_assert_cmpuint (item.winners, ==, (1u << 0) | (1u << 1));
}

/* In a field too the large meeple counts two: Red's large farmer against Blue's farmer. */
static void
test_big_field (void)
{
  g_autoptr (MlGame) game = tu_game (2, IC);
  tu_place (game, "E", 0, 0, 0);
  tu_place (game, "E", 0, -1, 180);    /* closes the city: 2 tiles */
  tu_place (game, "U", 0, 1, 90);      /* a road E-W: its north field meets E's field */
  tu_meeple (game, 0, 0, 0, "SSE", BIG);
  tu_meeple (game, 1, 0, 1, "NNW", ML_FIGURE_MEEPLE);
  g_assert_cmpuint (tu_feature (game, 0, 0, "SSE"), ==, tu_feature (game, 0, 1, "NNW"));
  MlScoreItem item;
  ml_valuation_field (game, tu_feature (game, 0, 0, "SSE"), &item);
  g_assert_cmpuint (item.cities, ==, 1);
  g_assert_cmpint (item.points, ==, 3);
  g_assert_cmpuint (item.winners, ==, 1u << 0);
}

/* Refused without the expansion, after the core's refusals; one per player; on a free
 * feature only. */
static void
test_big_role (void)
{
  g_autoptr (MlGame) without = tu_game (2, ML_EXPANSION_FARMERS);
  guint piece = tu_place (without, "D", 0, 0, 0);
  g_autoptr (GError) error = NULL;
  g_assert_false (ml_rules_can_put_meeple (without, 0, piece, tu_piece_feature (without, piece, "N"), BIG, &error));
  g_assert_error (error, ML_RULES_ERROR, ML_RULES_ERROR_MEEPLE);
  g_assert_cmpstr (error->message, ==, "The large meeple needs the Inns & Cathedrals expansion.");
  g_clear_error (&error);

  g_autoptr (MlGame) game = tu_game (2, ML_EXPANSION_INNS_CATHEDRALS);
  piece = tu_place (game, "D", 0, 0, 0);
  g_assert_true (ml_rules_can_put_meeple (game, 0, piece, tu_piece_feature (game, piece, "N"), BIG, NULL));
  /* Farmers not in use: the core's refusal, for the large meeple as for any. */
  g_assert_false (ml_rules_can_put_meeple (game, 0, piece, tu_piece_feature (game, piece, "SSE"), BIG, &error));
  g_assert_cmpstr (error->message, ==, "Farmers are not in use in this game.");
  g_clear_error (&error);
  tu_meeple (game, 0, 0, 0, "N", BIG);
  g_assert_cmpuint (ml_expansion_modules_figures_left (game, 0, BIG), ==, 0);
  g_assert_cmpuint (ml_expansion_modules_figures_left (game, 1, BIG), ==, 1);
  /* Red's is on the board; Blue's may not join the taken city. */
  g_assert_false (ml_rules_can_put_meeple (game, 0, piece, tu_piece_feature (game, piece, "W"), BIG, &error));
  g_assert_cmpstr (error->message, ==, "The player's large meeple is already on the board.");
  g_clear_error (&error);
  g_assert_false (ml_rules_can_put_meeple (game, 1, piece, tu_piece_feature (game, piece, "N"), BIG, &error));
  g_assert_cmpstr (error->message, ==, "That feature already holds a meeple (the whole connected feature counts, however far).");
  g_assert_true (ml_rules_can_put_meeple (game, 1, piece, tu_piece_feature (game, piece, "W"), BIG, NULL));
  /* It is not the supply's: Red still has all seven meeples. */
  g_assert_cmpuint (ml_game_supply_left (game, 0), ==, ML_SUPPLY);
}

static guint
count_figure (const MlMeepleChoice *out, guint n, guint figure)
{
  guint k = 0;
  for (guint i = 0; i < n; i++)
    k += out[i].figure == figure;
  return k;
}

/* A large meeple's choice just after the ordinary meeple's on each free feature; still
 * offered with the supply empty; none once it is on the board, nor without the
 * expansion. */
static void
test_big_choices (void)
{
  g_autoptr (MlGame) game = tu_game (2, IC);
  guint piece = tu_place (game, "D", 0, 0, 0);   /* city N, road W-E, two fields */
  MlMeepleChoice out[ML_MAX_MEEPLE_CHOICES];
  guint n = ml_rules_meeple_choices (game, 0, piece, out);
  g_assert_cmpuint (n, ==, 8);
  for (guint i = 0; i < n; i += 2)
    {
      g_assert_cmpuint (out[i].figure, ==, ML_FIGURE_MEEPLE);
      g_assert_cmpuint (out[i + 1].figure, ==, BIG);
      g_assert_cmpuint (out[i + 1].feature, ==, out[i].feature);
      g_assert_cmpuint (out[i + 1].cell, ==, out[i].cell);
      g_assert_true (i == 0 || out[i].feature > out[i - 1].feature);
    }

  /* Blue's knight takes the city: neither figure is offered there. */
  tu_meeple (game, 1, 0, 0, "N", ML_FIGURE_MEEPLE);
  n = ml_rules_meeple_choices (game, 0, piece, out);
  g_assert_cmpuint (n, ==, 6);
  for (guint i = 0; i < n; i++)
    g_assert_cmpuint (out[i].feature, !=, tu_piece_feature (game, piece, "N"));

  /* Red's supply is empty: only the large meeple remains, on the three free features. */
  tu_place (game, "B", 5, 5, 0);
  for (guint i = 0; i < ML_SUPPLY; i++)
    tu_meeple (game, 0, 5, 5, "C", ML_FIGURE_MEEPLE);
  g_assert_cmpuint (ml_game_supply_left (game, 0), ==, 0);
  n = ml_rules_meeple_choices (game, 0, piece, out);
  g_assert_cmpuint (n, ==, 3);
  g_assert_cmpuint (count_figure (out, n, BIG), ==, 3);
  g_assert_cmpuint (out[0].feature, <, out[1].feature);
  g_assert_cmpuint (out[1].feature, <, out[2].feature);

  /* With it on the board, nothing at all. */
  tu_meeple (game, 0, 5, 5, "C", BIG);
  g_assert_cmpuint (ml_rules_meeple_choices (game, 0, piece, out), ==, 0);

  /* Without farmers, not in a field; without the expansion, never. */
  g_autoptr (MlGame) no_farmers = tu_game (2, ML_EXPANSION_INNS_CATHEDRALS);
  piece = tu_place (no_farmers, "D", 0, 0, 0);
  n = ml_rules_meeple_choices (no_farmers, 0, piece, out);
  g_assert_cmpuint (n, ==, 4);
  g_assert_cmpuint (count_figure (out, n, BIG), ==, 2);
  g_autoptr (MlGame) without = tu_game (2, ML_EXPANSION_FARMERS);
  piece = tu_place (without, "D", 0, 0, 0);
  n = ml_rules_meeple_choices (without, 0, piece, out);
  g_assert_cmpuint (n, ==, 4);
  g_assert_cmpuint (count_figure (out, n, BIG), ==, 0);
}

/* On an abbey the prior's choice stays just after the monk's, and the large meeple's comes
 * after both. */
static void
test_big_beside_prior (void)
{
  g_autoptr (MlGame) game = tu_game (2, IC | ML_EXPANSION_ABBEYS);
  guint abbey = tu_place (game, "abbey-andechs", 0, 0, 0);
  MlMeepleChoice out[ML_MAX_MEEPLE_CHOICES];
  guint n = ml_rules_meeple_choices (game, 0, abbey, out);
  guint8 c = tu_piece_feature (game, abbey, "C");
  g_assert_cmpuint (n, ==, 7);
  g_assert_cmpuint (out[0].feature, ==, c);
  g_assert_cmpuint (out[0].figure, ==, ML_FIGURE_MEEPLE);
  g_assert_cmpuint (out[1].figure, ==, TU_PRIOR);
  g_assert_cmpuint (out[2].feature, ==, c);
  g_assert_cmpuint (out[2].figure, ==, BIG);
  g_assert_cmpuint (count_figure (out, n, BIG), ==, 3);
}

/* A turn lays it: its words, its return with the city, and it is Red's to lay again. */
static void
test_big_turn (void)
{
  g_autoptr (MlGame) game = tu_game (2, IC);
  tu_place (game, "E", 0, -1, 180);    /* city S */
  const MlTileDef *tile = tu_tile ("E");
  MlMeepleChoice big = { TRUE, 0, ml_tile_feature_at (tile, 0, 0, "N"), (guint8) BIG };
  g_autoptr (GArray) events = g_array_new (FALSE, FALSE, sizeof (MlEvent));
  g_autoptr (GError) error = NULL;
  g_assert_true (ml_game_move (game, tile, 0, 0, 0, &big, events, &error));
  g_assert_no_error (error);
  /* Tile, meeple, score (the city of 2 tiles closes, 2 × 2 = 4 to Red), the large meeple's
   * return. */
  g_assert_cmpuint (events->len, ==, 4);
  const MlEvent *ev = &g_array_index (events, MlEvent, 1);
  g_assert_cmpint (ev->kind, ==, ML_EVENT_MEEPLE);
  g_assert_cmpuint (ev->figure, ==, BIG);
  g_autofree char *text = ml_event_explain (ev, 2, names);
  g_assert_cmpstr (text, ==, "Red puts the large meeple in the city as a knight.");
  ev = &g_array_index (events, MlEvent, 2);
  g_assert_cmpint (ev->kind, ==, ML_EVENT_SCORE);
  g_assert_cmpint (ev->item.points, ==, 4);
  g_assert_cmpint (game->scores[0], ==, 4);
  ev = &g_array_index (events, MlEvent, 3);
  g_assert_cmpint (ev->kind, ==, ML_EVENT_RETURN);
  g_assert_cmpuint (ev->figure, ==, BIG);
  g_autofree char *back = ml_event_explain (ev, 2, names);
  g_assert_cmpstr (back, ==, "The large meeple goes back to Red.");
  g_assert_cmpuint (ml_board_n_meeples (game->board), ==, 0);
  g_assert_cmpuint (ml_expansion_modules_figures_left (game, 0, BIG), ==, 1);
  g_assert_cmpuint (ml_game_supply_left (game, 0), ==, ML_SUPPLY);
}

/* Two large meeples of one player, and one without the expansion, are problems. */
static void
test_big_layout (void)
{
  g_autoptr (MlGame) game = tu_game (2, IC);
  tu_place (game, "D", 0, 0, 0);
  tu_place (game, "D", 1, 0, 0);
  tu_meeple (game, 0, 0, 0, "N", BIG);
  tu_meeple (game, 1, 1, 0, "N", BIG);
  g_autoptr (GArray) fine = tu_problems_of (game);
  g_assert_cmpuint (fine->len, ==, 0);
  tu_meeple (game, 0, 1, 0, "E", BIG);
  g_autoptr (GArray) two = tu_problems_of (game);
  g_assert_cmpuint (two->len, ==, 1);
  g_assert_cmpstr (g_array_index (two, MlProblem, 0).message, ==,
                   "Player 1 has 2 large meeples on the board; each player has only one.");

  g_autoptr (MlGame) without = tu_game (2, ML_EXPANSION_FARMERS);
  tu_place (without, "D", 0, 0, 0);
  tu_meeple (without, 0, 0, 0, "N", BIG);
  g_autoptr (GArray) problems = tu_problems_of (without);
  g_assert_true (tu_has_problem (problems, "A large meeple at (0, 0) needs the Inns & Cathedrals expansion."));

  g_autoptr (MlGame) no_farmers = tu_game (2, ML_EXPANSION_INNS_CATHEDRALS);
  tu_place (no_farmers, "D", 0, 0, 0);
  tu_meeple (no_farmers, 0, 0, 0, "SSE", BIG);
  g_autoptr (GArray) farmer = tu_problems_of (no_farmers);
  g_assert_true (tu_has_problem (farmer, "A large meeple lies as a farmer at (0, 0), but farmers are not in use."));
}

/* Random games lay large meeples, and never two of a player at once. */
typedef struct {
  guint laid;
  gboolean two;
} BigWatch;

static void
watch_big (MlGame *game, GArray *events, gpointer data)
{
  BigWatch *w = data;
  for (guint i = 0; i < events->len; i++)
    {
      const MlEvent *ev = &g_array_index (events, MlEvent, i);
      w->laid += ev->kind == ML_EVENT_MEEPLE && ev->figure == BIG;
    }
  guint count[ML_MAX_PLAYERS] = { 0 };
  for (guint i = 0; i < ml_board_n_meeples (game->board); i++)
    {
      const MlMeeple *m = ml_board_meeple (game->board, i);
      if (m->figure == BIG && ++count[m->player] > 1)
        w->two = TRUE;
    }
}

static void
test_big_random (void)
{
  g_autoptr (MlPlayout) playout = ml_playout_new (IC);
  BigWatch w = { 0 };
  for (guint32 seed = 1; seed <= 20; seed++)
    {
      g_autoptr (MlGame) game = ml_game_new (6, IC);
      g_autoptr (MlRand) rand = ml_rand_new_with_seed (seed);
      ml_playout_run (playout, game, 6, rand, watch_big, &w);
      ml_game_finish (game, NULL);
    }
  g_assert_cmpuint (w.laid, >, 20);
  g_assert_false (w.two);
}

/* ---- inns ------------------------------------------------------------------------ */

/* A road of three tiles with an inn between two junctions: 3 × 2 = 6; a second inn adds
 * nothing; open, it is worth nothing at the end; without the expansion it is a road. */
static void
test_inn (void)
{
  g_autoptr (MlGame) game = tu_game (2, IC);
  tu_place (game, "W", -1, 0, 0);              /* a junction: its east road ends */
  tu_place (game, "ic-inn-straight", 0, 0, 0); /* road W-E with an inn */
  tu_meeple (game, 0, 0, 0, "W", ML_FIGURE_MEEPLE);
  MlScoreItem item;
  ml_valuation_feature (game, tu_feature (game, 0, 0, "W"), &item);
  g_assert_false (item.complete);
  g_assert_cmpuint (item.tiles, ==, 2);
  g_assert_cmpint (item.points, ==, 0);
  g_autofree char *open = ml_score_item_describe (&item);
  g_assert_cmpstr (open, ==, "Incomplete road with an inn (2 tiles): worth nothing at the end");
  /* The end of the game agrees. */
  g_autoptr (GArray) items = g_array_new (FALSE, FALSE, sizeof (MlScoreItem));
  int finals[ML_MAX_PLAYERS];
  ml_game_settle_now (game, items, finals);
  g_assert_cmpuint (items->len, ==, 1);
  g_assert_cmpint (finals[0], ==, 0);

  tu_place (game, "W", 1, 0, 0);               /* its west road ends */
  ml_valuation_feature (game, tu_feature (game, 0, 0, "W"), &item);
  g_assert_true (item.complete);
  g_assert_cmpuint (item.tiles, ==, 3);
  g_assert_cmpint (item.points, ==, 6);
  g_assert_true (item.marks & ML_INNS_CATHEDRALS_MARK_INN);
  g_autofree char *done = ml_score_item_explain (&item, 2, names);
  g_assert_cmpstr (done, ==, "Completed road with an inn (3 tiles): 3 × 2 = 6. Red scores 6 points.");

  /* Two inns on four tiles: 4 × 2 = 8, not more. */
  g_autoptr (MlGame) two = tu_game (2, IC);
  tu_place (two, "W", -1, 0, 0);
  tu_place (two, "ic-inn-straight", 0, 0, 0);
  tu_place (two, "ic-inn-straight", 1, 0, 0);
  tu_place (two, "W", 2, 0, 0);
  ml_valuation_feature (two, tu_feature (two, 0, 0, "W"), &item);
  g_assert_true (item.complete);
  g_assert_cmpint (item.points, ==, 8);

  /* A road without an inn is the core's: 1 a tile, complete or not. */
  g_autoptr (MlGame) plain = tu_game (2, IC);
  tu_place (plain, "W", -1, 0, 0);
  tu_place (plain, "U", 0, 0, 90);
  ml_valuation_feature (plain, tu_feature (plain, 0, 0, "W"), &item);
  g_assert_cmpint (item.points, ==, 2);
  g_assert_cmpuint (item.marks, ==, 0);
  g_autofree char *words = ml_score_item_describe (&item);
  g_assert_cmpstr (words, ==, "Incomplete road (2 tiles): 2 × 1 = 2");

  /* The inn does nothing in a game without the expansion. */
  g_autoptr (MlGame) without = tu_game (2, ML_EXPANSION_FARMERS);
  tu_place (without, "W", -1, 0, 0);
  tu_place (without, "ic-inn-straight", 0, 0, 0);
  tu_place (without, "W", 1, 0, 0);
  ml_valuation_feature (without, tu_feature (without, 0, 0, "W"), &item);
  g_assert_cmpint (item.points, ==, 3);
  g_assert_cmpuint (item.marks, ==, 0);
}

/* A turn completes the inn road: the score event says so. */
static void
test_inn_turn (void)
{
  g_autoptr (MlGame) game = tu_game (2, IC);
  tu_place (game, "W", -1, 0, 0);
  tu_place (game, "ic-inn-curve", 0, 0, 90);   /* road W-N at 90: its ends W and N */
  tu_meeple (game, 1, 0, 0, "W", ML_FIGURE_MEEPLE);
  game->turn = 0;
  /* Red closes the north end with a junction: its south road meets the curve. */
  g_autoptr (GArray) events = g_array_new (FALSE, FALSE, sizeof (MlEvent));
  g_assert_true (ml_game_move (game, tu_tile ("W"), 0, -1, 0, NULL, events, NULL));
  gboolean scored = FALSE;
  for (guint i = 0; i < events->len; i++)
    {
      const MlEvent *ev = &g_array_index (events, MlEvent, i);
      if (ev->kind != ML_EVENT_SCORE)
        continue;
      /* W at (-1, 0), the inn curve, W at (0, -1): 3 tiles × 2 = 6 to Blue. */
      g_autofree char *text = ml_event_explain (ev, 2, names);
      g_assert_cmpstr (text, ==, "Completed road with an inn (3 tiles): 3 × 2 = 6. Blue scores 6 points.");
      scored = TRUE;
    }
  g_assert_true (scored);
  g_assert_cmpint (game->scores[1], ==, 6);
}

/* ---- cathedrals ------------------------------------------------------------------- */

/* The cathedral tile with a city on each side, closed by M (a shield) and four E's: 6 tiles,
 * 1 shield. */
static MlGame *
cathedral_city (guint expansions, gboolean closed)
{
  MlGame *game = tu_game (2, expansions);
  tu_place (game, "ic-cathedral", 0, 0, 0);
  tu_place (game, "M", 0, -1, 90);      /* city E S, a shield */
  tu_place (game, "E", 1, -1, 270);     /* city W: closes M's east side */
  tu_place (game, "E", 1, 0, 270);      /* city W */
  tu_place (game, "E", 0, 1, 0);        /* city N */
  if (closed)
    tu_place (game, "E", -1, 0, 90);    /* city E */
  tu_meeple (game, 0, 0, 0, "N", ML_FIGURE_MEEPLE);
  return game;
}

static void
test_cathedral (void)
{
  /* Completed: 6 × 3 + 1 × 3 = 21 (the base game would give 14). */
  g_autoptr (MlGame) game = cathedral_city (IC, TRUE);
  MlScoreItem item;
  ml_valuation_feature (game, tu_feature (game, 0, 0, "N"), &item);
  g_assert_true (item.complete);
  g_assert_cmpuint (item.tiles, ==, 6);
  g_assert_cmpuint (item.shields, ==, 1);
  g_assert_cmpint (item.points, ==, 21);
  g_assert_true (item.marks & ML_INNS_CATHEDRALS_MARK_CATHEDRAL);
  g_autofree char *done = ml_score_item_describe (&item);
  g_assert_cmpstr (done, ==, "Completed city with a cathedral (6 tiles, 1 shield): 6 × 3 + 1 × 3 = 21");

  /* A farmer of the field south of it: one completed city, 3 points as any. */
  tu_meeple (game, 1, 0, 1, "SSE", ML_FIGURE_MEEPLE);
  ml_valuation_field (game, tu_feature (game, 0, 1, "SSE"), &item);
  g_assert_cmpuint (item.cities, ==, 1);
  g_assert_cmpint (item.points, ==, 3);
  g_autoptr (GArray) items = g_array_new (FALSE, FALSE, sizeof (MlScoreItem));
  int finals[ML_MAX_PLAYERS];
  ml_game_settle_now (game, items, finals);
  /* Blue's farmer takes the field's 3 at the end. */
  g_assert_cmpint (finals[1], ==, 3);

  /* Open on the west: worth nothing at the end (the base game would give 6). */
  g_autoptr (MlGame) open = cathedral_city (IC, FALSE);
  ml_valuation_feature (open, tu_feature (open, 0, 0, "N"), &item);
  g_assert_false (item.complete);
  g_assert_cmpint (item.points, ==, 0);
  g_autofree char *words = ml_score_item_describe (&item);
  g_assert_cmpstr (words, ==, "Incomplete city with a cathedral (5 tiles, 1 shield): worth nothing at the end");
  g_array_set_size (items, 0);
  ml_game_settle_now (open, items, finals);
  g_assert_cmpint (finals[0], ==, 0);

  /* Without the expansion, a city as any: 6 × 2 + 1 × 2 = 14. */
  g_autoptr (MlGame) without = cathedral_city (ML_EXPANSION_FARMERS, TRUE);
  ml_valuation_feature (without, tu_feature (without, 0, 0, "N"), &item);
  g_assert_cmpint (item.points, ==, 14);
}

int
main (int argc, char *argv[])
{
  setlocale (LC_ALL, "");
  tu_keep_going (&argc, &argv);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/inns-cathedrals/big/majority", test_big_majority);
  g_test_add_func ("/inns-cathedrals/big/field", test_big_field);
  g_test_add_func ("/inns-cathedrals/big/role", test_big_role);
  g_test_add_func ("/inns-cathedrals/big/choices", test_big_choices);
  g_test_add_func ("/inns-cathedrals/big/beside-prior", test_big_beside_prior);
  g_test_add_func ("/inns-cathedrals/big/turn", test_big_turn);
  g_test_add_func ("/inns-cathedrals/big/layout", test_big_layout);
  g_test_add_func ("/inns-cathedrals/big/random", test_big_random);
  g_test_add_func ("/inns-cathedrals/inn", test_inn);
  g_test_add_func ("/inns-cathedrals/inn/turn", test_inn_turn);
  g_test_add_func ("/inns-cathedrals/cathedral", test_cathedral);
  return g_test_run ();
}
