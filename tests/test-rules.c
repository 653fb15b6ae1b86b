/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The rules of placement: tiles (edges, contact, the River), meeples, whole layouts, and
 * the list of legal placements against a brute force over ml_rules_can_place. */
#include "config.h"
#include "test-util.h"
#include "river/ml-river-flags.h"
#include "river/ml-river-readings.h"

static void
assert_refused (MlGame *game, const char *id, int x, int y, int degrees, MlRulesError code)
{
  g_autoptr (GError) error = NULL;
  int rot;
  g_assert_true (ml_rotation_from_degrees (degrees, &rot));
  g_assert_false (ml_rules_can_place (game, tu_tile (id), x, y, rot, &error));
  g_assert_error (error, ML_RULES_ERROR, (gint) code);
  g_assert_nonnull (error->message);
  g_assert_cmpstr (error->message, !=, "");
}

static void
assert_allowed (MlGame *game, const char *id, int x, int y, int degrees)
{
  g_autoptr (GError) error = NULL;
  int rot;
  g_assert_true (ml_rotation_from_degrees (degrees, &rot));
  g_assert_true (ml_rules_can_place (game, tu_tile (id), x, y, rot, &error));
  g_assert_no_error (error);
}

static gboolean
has_placement (GArray *placements, int x, int y, int rot)
{
  for (guint i = 0; i < placements->len; i++)
    {
      const MlPlacement *p = &g_array_index (placements, MlPlacement, i);
      if (p->x == x && p->y == y && p->rot == rot)
        return TRUE;
    }
  return FALSE;
}

static void
assert_meeple_refused (MlGame *game, int player, guint piece, guint8 feature, gboolean prior)
{
  g_autoptr (GError) error = NULL;
  g_assert_false (ml_rules_can_put_meeple (game, player, piece, feature, prior, &error));
  g_assert_error (error, ML_RULES_ERROR, ML_RULES_ERROR_MEEPLE);
}

static void
assert_meeple_allowed (MlGame *game, int player, guint piece, guint8 feature, gboolean prior)
{
  g_autoptr (GError) error = NULL;
  g_assert_true (ml_rules_can_put_meeple (game, player, piece, feature, prior, &error));
  g_assert_no_error (error);
}

static guint
count_problems (MlGame *game, GArray **out)
{
  GArray *problems = g_array_new (FALSE, FALSE, sizeof (MlProblem));
  g_array_set_clear_func (problems, ml_problem_clear);
  ml_rules_check_layout (game, problems);
  for (guint i = 0; i < problems->len; i++)
    {
      const MlProblem *p = &g_array_index (problems, MlProblem, i);
      g_assert_nonnull (p->message);
      g_assert_cmpstr (p->message, !=, "");
    }
  guint n = problems->len;
  if (out)
    *out = problems;
  else
    g_array_unref (problems);
  return n;
}

/* ---- tiles ------------------------------------------------------------------------- */

static void
test_first_tile (void)
{
  g_autoptr (MlGame) game = tu_game (2, ML_EXPANSION_FARMERS);
  assert_refused (game, "D", 1, 0, 0, ML_RULES_ERROR_START);
  assert_refused (game, "D", 0, -1, 90, ML_RULES_ERROR_START);
  assert_allowed (game, "D", 0, 0, 0);
  assert_allowed (game, "X", 0, 0, 270);
  g_autoptr (GArray) placements = g_array_new (FALSE, FALSE, sizeof (MlPlacement));
  ml_rules_legal_placements (game, tu_tile ("V"), placements);
  g_assert_cmpuint (placements->len, ==, 4);
  for (int r = 0; r < 4; r++)
    g_assert_true (has_placement (placements, 0, 0, r));
}

static void
test_edges_match (void)
{
  g_autoptr (MlGame) game = tu_game (2, ML_EXPANSION_FARMERS);
  tu_place (game, "D", 5, 5, 0);         /* city N, road E, field S, road W */
  assert_allowed (game, "E", 5, 4, 180);
  assert_refused (game, "E", 5, 4, 0, ML_RULES_ERROR_MISMATCH);      /* field against city */
  assert_allowed (game, "U", 6, 5, 90);
  assert_refused (game, "U", 6, 5, 0, ML_RULES_ERROR_MISMATCH);      /* field against road */
  assert_refused (game, "C", 5, 6, 0, ML_RULES_ERROR_MISMATCH);      /* city against field */
  assert_allowed (game, "B", 5, 6, 0);
  assert_refused (game, "B", 6, 5, 0, ML_RULES_ERROR_MISMATCH);
  assert_allowed (game, "U", 4, 5, 270);
}

/* One matching edge is not enough when another touching edge does not match. */
static void
test_all_touching_edges_match (void)
{
  g_autoptr (MlGame) game = tu_game (2, ML_EXPANSION_FARMERS);
  tu_place (game, "D", 5, 5, 0);
  tu_place (game, "U", 6, 5, 90);        /* road W–E, fields N and S */
  tu_place (game, "E", 5, 4, 180);       /* city S, fields N E W */
  /* (6, 4) touches the field E of (5, 4) on its west and the field N of (6, 5) on its south. */
  assert_refused (game, "E", 6, 4, 180, ML_RULES_ERROR_MISMATCH);    /* W field fits, S city not */
  assert_refused (game, "E", 6, 4, 270, ML_RULES_ERROR_MISMATCH);    /* S field fits, W city not */
  assert_allowed (game, "E", 6, 4, 90);                              /* city E, touching nothing */
  assert_allowed (game, "E", 6, 4, 0);
  assert_allowed (game, "B", 6, 4, 0);
  assert_refused (game, "U", 6, 4, 0, ML_RULES_ERROR_MISMATCH);      /* road S against field */
}

static void
test_corner_contact (void)
{
  g_autoptr (MlGame) game = tu_game (2, ML_EXPANSION_FARMERS);
  tu_place (game, "B", 5, 5, 0);
  assert_refused (game, "B", 6, 6, 0, ML_RULES_ERROR_NO_CONTACT);
  assert_refused (game, "B", 6, 4, 0, ML_RULES_ERROR_NO_CONTACT);
  assert_refused (game, "B", 10, 5, 0, ML_RULES_ERROR_NO_CONTACT);
  assert_allowed (game, "B", 6, 5, 0);
  g_autoptr (GArray) placements = g_array_new (FALSE, FALSE, sizeof (MlPlacement));
  ml_rules_legal_placements (game, tu_tile ("B"), placements);
  g_assert_cmpuint (placements->len, ==, 16);      /* 4 squares × 4 rotations */
  g_assert_false (has_placement (placements, 6, 6, 0));
  g_assert_true (has_placement (placements, 5, 4, 3));
}

static void
test_occupied (void)
{
  g_autoptr (MlGame) game = tu_game (2, ML_EXPANSION_FARMERS);
  tu_place (game, "D", 0, 0, 0);
  tu_place (game, "D", 1, 0, 0);
  assert_refused (game, "D", 0, 0, 0, ML_RULES_ERROR_OCCUPIED);
  assert_refused (game, "B", 1, 0, 90, ML_RULES_ERROR_OCCUPIED);
  g_autoptr (GArray) placements = g_array_new (FALSE, FALSE, sizeof (MlPlacement));
  ml_rules_legal_placements (game, tu_tile ("D"), placements);
  g_assert_false (has_placement (placements, 0, 0, 0));
  g_assert_false (has_placement (placements, 1, 0, 0));
  g_assert_true (has_placement (placements, 2, 0, 0));
}

/* ---- the River ---------------------------------------------------------------------- */

static void
test_river_spring_first (void)
{
  g_autoptr (MlGame) game = tu_game (2, ML_EXPANSION_FARMERS | ML_EXPANSION_RIVER);
  const MlCatalogue *cat = ml_catalogue_get_default ();
  for (guint i = 0; i < ml_catalogue_n_tiles (cat); i++)
    {
      const MlTileDef *tile = ml_catalogue_nth (cat, i);
      for (int r = 0; r < 4; r++)
        {
          gboolean ok = ml_rules_can_place (game, tile, 0, 0, r, NULL);
          /* The Cothon of Carthage is the river's start when it is in the game. */
          if (g_strcmp0 (tile->id, "river-spring") == 0 || g_strcmp0 (tile->id, "river-spring-1e") == 0
              || g_strcmp0 (tile->id, "cothon-carthage") == 0)
            g_assert_true (ok);
          else if (ok)
            g_error ("tile %s allowed on an empty board with the River", tile->id);
        }
    }
  assert_refused (game, "D", 0, 0, 0, ML_RULES_ERROR_START);
  g_autoptr (GArray) placements = g_array_new (FALSE, FALSE, sizeof (MlPlacement));
  ml_rules_legal_placements (game, tu_tile ("D"), placements);
  g_assert_cmpuint (placements->len, ==, 0);
  ml_rules_legal_placements (game, tu_tile ("river-spring"), placements);
  g_assert_cmpuint (placements->len, ==, 4);

  tu_place (game, "river-spring", 0, 0, 270);   /* river E */
  /* The spring cannot come again, even where its edges would fit. */
  assert_refused (game, "river-spring", 1, 0, 90, ML_RULES_ERROR_ORDER);
}

static void
test_river_continues (void)
{
  g_autoptr (MlGame) game = tu_game (2, ML_EXPANSION_FARMERS | ML_EXPANSION_RIVER);
  tu_place (game, "river-spring", 5, 5, 270);   /* road N, river E, field S, road W */
  g_assert_cmpint (ml_board_edge_at (game->board, 5, 5, ML_SIDE_E), ==, ML_EDGE_WATER);
  g_assert_cmpint (ml_board_edge_at (game->board, 5, 5, ML_SIDE_S), ==, ML_EDGE_FIELD);
  assert_allowed (game, "river-4", 6, 5, 90);
  assert_refused (game, "river-4", 6, 5, 0, ML_RULES_ERROR_MISMATCH);   /* field against the river */
  /* Beside the spring by its field alone: the edges match but the river does not go on. */
  assert_refused (game, "river-4", 5, 6, 90, ML_RULES_ERROR_ORDER);
  assert_refused (game, "river-10", 5, 6, 0, ML_RULES_ERROR_ORDER);
  g_autoptr (GArray) placements = g_array_new (FALSE, FALSE, sizeof (MlPlacement));
  ml_rules_legal_placements (game, tu_tile ("river-4"), placements);
  g_assert_cmpuint (placements->len, ==, 2);      /* at (6, 5), turned 90° or 270° */
  g_assert_true (has_placement (placements, 6, 5, 1));
  g_assert_true (has_placement (placements, 6, 5, 3));
}

static void
test_river_no_u_turn (void)
{
  g_autoptr (MlGame) game = tu_game (2, ML_EXPANSION_FARMERS | ML_EXPANSION_RIVER);
  tu_place (game, "river-spring", 5, 5, 270);   /* river E */
  tu_place (game, "river-7", 6, 5, 0);          /* in from W, out N: a left turn */
  /* Turning left again (out W) would be a U-turn; turning right (out E) is fine. */
  assert_refused (game, "river-10", 6, 4, 90, ML_RULES_ERROR_ORDER);
  assert_allowed (game, "river-10", 6, 4, 0);
  g_autoptr (GArray) placements = g_array_new (FALSE, FALSE, sizeof (MlPlacement));
  ml_rules_legal_placements (game, tu_tile ("river-10"), placements);
  g_assert_cmpuint (placements->len, ==, 1);
  g_assert_true (has_placement (placements, 6, 4, 0));
  /* The same for the other curves: river-9 (river E–S) and river-5 (river W–S). */
  assert_refused (game, "river-9", 6, 4, 90, ML_RULES_ERROR_ORDER);
  assert_allowed (game, "river-9", 6, 4, 0);
  assert_refused (game, "river-5", 6, 4, 0, ML_RULES_ERROR_ORDER);
  /* A straight piece after a curve is fine. */
  assert_allowed (game, "river-4", 6, 4, 0);
}

static void
test_river_lake_last (void)
{
  g_autoptr (MlGame) game = tu_game (2, ML_EXPANSION_FARMERS | ML_EXPANSION_RIVER);
  tu_place (game, "river-spring", 5, 5, 270);
  /* The lake fits the open end, but comes last. */
  assert_refused (game, "river-lake", 6, 5, 270, ML_RULES_ERROR_ORDER);
  /* Non-river tiles wait for the end of the river. */
  assert_allowed (game, "river-4", 6, 5, 90);
  assert_refused (game, "U", 5, 6, 90, ML_RULES_ERROR_ORDER);
  assert_refused (game, "U", 5, 4, 0, ML_RULES_ERROR_ORDER);
  g_autoptr (GArray) placements = g_array_new (FALSE, FALSE, sizeof (MlPlacement));
  ml_rules_legal_placements (game, tu_tile ("U"), placements);
  g_assert_cmpuint (placements->len, ==, 0);
}

/* A game that knows its bag counts the river tiles still in it: the lake may come when it
 * is the last one, and the land when none is left, even if a river tile was set aside. */
static void
test_river_left_in_bag (void)
{
  g_autoptr (MlGame) game = tu_game (2, ML_EXPANSION_FARMERS | ML_EXPANSION_RIVER);
  g_assert_cmpint (game->water_left, ==, -1);
  tu_place (game, "river-spring", 5, 5, 270);
  tu_place (game, "river-4", 6, 5, 90);
  assert_refused (game, "river-lake", 7, 5, 270, ML_RULES_ERROR_ORDER);    /* 10 not on the board */
  game->water_left = 2;
  assert_refused (game, "river-lake", 7, 5, 270, ML_RULES_ERROR_ORDER);
  assert_refused (game, "U", 5, 6, 90, ML_RULES_ERROR_ORDER);
  game->water_left = 1;
  assert_allowed (game, "river-lake", 7, 5, 270);
  assert_refused (game, "U", 5, 6, 90, ML_RULES_ERROR_ORDER);
  game->water_left = 0;                   /* the lake was set aside: the land may come */
  assert_allowed (game, "U", 5, 6, 90);
  g_autoptr (GArray) placements = g_array_new (FALSE, FALSE, sizeof (MlPlacement));
  ml_rules_legal_placements (game, tu_tile ("U"), placements);
  g_assert_true (has_placement (placements, 5, 6, 1));
  /* Resetting forgets the bag. */
  ml_game_reset (game, 2, ML_EXPANSION_FARMERS | ML_EXPANSION_RIVER);
  g_assert_cmpint (game->water_left, ==, -1);
}

/* The river of rules.md §3 that points back at itself: from the spring three curves
 * that all turn right, each after a straight tile. Its open end at (-1, 2) faces the
 * city of river-3 at (0, 2), so neither river tile left (river-10, river-11) nor the lake
 * can follow. Laid with tu_place, which checks nothing. */
static void
lay_river_back_at_spring (MlGame *game)
{
  tu_place (game, "river-spring", 0, 0, 0);   /* river S */
  tu_place (game, "river-2", 0, 1, 90);       /* straight N–S */
  tu_place (game, "river-3", 0, 2, 90);       /* straight N–S, cities W and E */
  tu_place (game, "river-4", 0, 3, 0);        /* straight N–S */
  tu_place (game, "river-5", 0, 4, 90);       /* in N, out W: right */
  tu_place (game, "river-6", -1, 4, 90);      /* straight E–W */
  tu_place (game, "river-7", -2, 4, 90);      /* in E, out N: right */
  tu_place (game, "river-8", -2, 3, 90);      /* straight S–N */
  tu_place (game, "river-9", -2, 2, 0);       /* in S, out E: right */
}

static guint
n_placements (MlGame *game, const char *id)
{
  g_autoptr (GArray) placements = g_array_new (FALSE, FALSE, sizeof (MlPlacement));
  ml_rules_legal_placements (game, tu_tile (id), placements);
  return placements->len;
}

/* Reading river-turns: by default the curves alternate, whatever straights lie between;
 * "no-two-in-row" forbids only two same-way curves side by side. */
static void
test_river_turns_reading (void)
{
  g_autoptr (MlGame) game = tu_game (2, ML_EXPANSION_FARMERS | ML_EXPANSION_RIVER);
  g_assert_cmpint (game->readings.answer[ML_READING_RIVER_TURNS], ==, ML_RIVER_CURVES_ALTERNATE);
  tu_place (game, "river-spring", 0, 0, 0);
  tu_place (game, "river-4", 0, 1, 0);
  tu_place (game, "river-5", 0, 2, 90);       /* in N, out W: right */
  tu_place (game, "river-6", -1, 2, 90);      /* straight */
  /* Turning right again after the straight (river-7 in E, out N) is refused by default,
   * turning left (river-10 in E, out S) is allowed. */
  assert_refused (game, "river-7", -2, 2, 90, ML_RULES_ERROR_ORDER);
  assert_allowed (game, "river-10", -2, 2, 0);
  g_autoptr (GError) error = NULL;
  g_assert_false (ml_rules_can_place (game, tu_tile ("river-7"), -2, 2, 1, &error));
  g_assert_nonnull (strstr (error->message, "(0, 2)"));   /* names the last curve */
  g_assert_cmpuint (n_placements (game, "river-7"), ==, 1);     /* at (-2, 2), turning left */
  game->readings.answer[ML_READING_RIVER_TURNS] = ML_RIVER_NO_TWO_IN_ROW;
  assert_allowed (game, "river-7", -2, 2, 90);
  assert_allowed (game, "river-10", -2, 2, 0);
  g_assert_cmpuint (n_placements (game, "river-7"), ==, 2);
  /* Side by side, two same-way curves are refused under both readings. */
  tu_place (game, "river-7", -2, 2, 90);      /* in E, out N: right */
  assert_refused (game, "river-9", -2, 1, 0, ML_RULES_ERROR_ORDER);     /* in S, out E: right */
  game->readings.answer[ML_READING_RIVER_TURNS] = ML_RIVER_CURVES_ALTERNATE;
  assert_refused (game, "river-9", -2, 1, 0, ML_RULES_ERROR_ORDER);
}

/* The layout check under each reading, on the river that points back at itself. */
static void
test_river_turns_layout (void)
{
  g_autoptr (MlGame) game = tu_game (2, ML_EXPANSION_FARMERS | ML_EXPANSION_RIVER);
  lay_river_back_at_spring (game);
  GArray *problems = NULL;
  /* Three right curves with straights between: two pairs that do not alternate. */
  g_assert_cmpuint (count_problems (game, &problems), ==, 2);
  for (guint i = 0; i < problems->len; i++)
    {
      const MlProblem *p = &g_array_index (problems, MlProblem, i);
      g_assert_true ((p->x == -2 && p->y == 4) || (p->x == -2 && p->y == 2));
      g_assert_nonnull (strstr (p->message, "alternate"));
    }
  g_array_unref (problems);
  game->readings.answer[ML_READING_RIVER_TURNS] = ML_RIVER_NO_TWO_IN_ROW;
  g_assert_cmpuint (count_problems (game, NULL), ==, 0);
}

/* Under "no-two-in-row" the river above is legal and yet nothing can follow it: the river
 * tiles that fit nowhere are set aside, then the lake, and the land comes. */
static void
test_river_set_aside (void)
{
  g_autoptr (MlGame) game = tu_game (2, ML_EXPANSION_FARMERS | ML_EXPANSION_RIVER);
  game->readings.answer[ML_READING_RIVER_TURNS] = ML_RIVER_NO_TWO_IN_ROW;
  lay_river_back_at_spring (game);
  g_assert_cmpuint (n_placements (game, "river-10"), ==, 0);
  g_assert_cmpuint (n_placements (game, "river-11"), ==, 0);
  g_assert_cmpuint (n_placements (game, "river-lake"), ==, 0);
  g_assert_cmpuint (n_placements (game, "U"), ==, 0);
  /* The two river tiles set aside: the lake's turn, but it does not fit either. */
  game->set_aside[game->n_set_aside++] = tu_tile ("river-10");
  game->set_aside[game->n_set_aside++] = tu_tile ("river-11");
  assert_refused (game, "river-lake", -1, 2, 90, ML_RULES_ERROR_MISMATCH);
  assert_refused (game, "U", 1, 1, 0, ML_RULES_ERROR_ORDER);
  g_assert_cmpuint (n_placements (game, "U"), ==, 0);
  /* The lake set aside too: the land may come. */
  game->set_aside[game->n_set_aside++] = tu_tile ("river-lake");
  assert_allowed (game, "U", 1, 0, 90);         /* road on the spring's road */
  g_assert_cmpuint (n_placements (game, "U"), >, 0);
  /* A land tile set aside counts for nothing in the river's order. */
  game->n_set_aside = 0;
  game->set_aside[game->n_set_aside++] = tu_tile ("U");
  g_assert_cmpuint (n_placements (game, "U"), ==, 0);

  /* After a middle tile set aside on a river that goes on, the lake may end it. */
  g_autoptr (MlGame) straight = tu_game (2, ML_EXPANSION_FARMERS | ML_EXPANSION_RIVER);
  tu_place (straight, "river-spring", 0, 0, 0);
  tu_place (straight, "river-4", 0, 1, 0);
  const char *others[] = { "river-2", "river-3", "river-5", "river-6", "river-7", "river-8",
                           "river-9", "river-10", "river-11" };
  for (guint i = 0; i < G_N_ELEMENTS (others) - 1; i++)
    straight->set_aside[straight->n_set_aside++] = tu_tile (others[i]);
  assert_refused (straight, "river-lake", 0, 2, 0, ML_RULES_ERROR_ORDER);   /* river-11 is left */
  straight->set_aside[straight->n_set_aside++] = tu_tile (others[G_N_ELEMENTS (others) - 1]);
  assert_allowed (straight, "river-lake", 0, 2, 0);
  g_assert_cmpuint (n_placements (straight, "U"), ==, 0);
}

/* A whole river laid by the rules in random order: the lake goes last, then the land.
 * @data names the ends: ours, or the 1st edition's (no road, no monastery), which stand in
 * for ours and must be recognised as the spring and the lake all the same. */
static void
test_river_whole (gconstpointer data)
{
  const char *const *ends = data;
  const MlCatalogue *cat = ml_catalogue_get_default ();
  const MlTileSet *river = ml_catalogue_find_set (cat, "river");
  g_assert_nonnull (river);
  gboolean done = FALSE;
  for (guint32 seed = 1; seed <= 40 && !done; seed++)
    {
      g_autoptr (MlGame) game = tu_game (2, ML_EXPANSION_FARMERS | ML_EXPANSION_RIVER);
      g_autoptr (MlRand) rand = ml_rand_new_with_seed (seed);
      g_autoptr (GPtrArray) middle = g_ptr_array_new ();
      const MlTileDef *lake = tu_tile (ends[1]);
      for (guint i = 0; i < river->tiles->len; i++)
        {
          const MlTileDef *t = g_ptr_array_index (river->tiles, i);
          if (t->count > 0 && !ml_feature_has (&t->features[0], ML_RIVER_FLAG_SPRING | ML_RIVER_FLAG_LAKE))
            g_ptr_array_add (middle, (gpointer) t);
        }
      g_assert_cmpuint (middle->len, ==, 10);
      for (guint i = middle->len; i > 1; i--)
        {
          guint j = (guint) tu_rand_range (rand, 0, (gint32) i);
          gpointer t = middle->pdata[i - 1];
          middle->pdata[i - 1] = middle->pdata[j];
          middle->pdata[j] = t;
        }
      g_assert_true (ml_game_move (game, tu_tile (ends[0]), 0, 0, 0, NULL, NULL, NULL));
      g_autoptr (GArray) placements = g_array_new (FALSE, FALSE, sizeof (MlPlacement));
      gboolean stuck = FALSE;
      for (guint i = 0; i < middle->len && !stuck; i++)
        {
          const MlTileDef *t = g_ptr_array_index (middle, i);
          /* The lake never fits before the last river tile. */
          g_array_set_size (placements, 0);
          ml_rules_legal_placements (game, lake, placements);
          g_assert_cmpuint (placements->len, ==, 0);
          g_array_set_size (placements, 0);
          ml_rules_legal_placements (game, tu_tile ("B"), placements);
          g_assert_cmpuint (placements->len, ==, 0);
          g_array_set_size (placements, 0);
          ml_rules_legal_placements (game, t, placements);
          if (placements->len == 0)
            {
              stuck = TRUE;
              break;
            }
          const MlPlacement *p = &g_array_index (placements, MlPlacement, tu_rand_range (rand, 0, (gint32) placements->len));
          g_autoptr (GError) error = NULL;
          g_assert_true (ml_game_move (game, t, p->x, p->y, p->rot, NULL, NULL, &error));
          g_assert_no_error (error);
        }
      if (stuck)
        continue;
      g_array_set_size (placements, 0);
      ml_rules_legal_placements (game, lake, placements);
      if (placements->len == 0)
        continue;
      g_array_set_size (placements, 0);
      ml_rules_legal_placements (game, tu_tile ("U"), placements);
      g_assert_cmpuint (placements->len, ==, 0);
      g_array_set_size (placements, 0);
      ml_rules_legal_placements (game, lake, placements);
      const MlPlacement *p = &g_array_index (placements, MlPlacement, 0);
      g_assert_true (ml_game_move (game, lake, p->x, p->y, p->rot, NULL, NULL, NULL));
      GArray *problems = NULL;
      g_assert_cmpuint (count_problems (game, &problems), ==, 0);
      g_array_unref (problems);
      g_array_set_size (placements, 0);
      ml_rules_legal_placements (game, tu_tile ("U"), placements);
      g_assert_cmpuint (placements->len, >, 0);
      done = TRUE;
    }
  g_assert_true (done);
}

/* ---- meeples ------------------------------------------------------------------------- */

static void
test_meeple_occupied_city (void)
{
  g_autoptr (MlGame) game = tu_game (3, ML_EXPANSION_FARMERS);
  tu_place (game, "E", 5, 5, 0);          /* 0: city N */
  tu_place (game, "F", 5, 4, 90);         /* 1: city N–S */
  guint piece = tu_place (game, "F", 5, 3, 90);
  tu_meeple (game, 0, 5, 5, "N", ML_FIGURE_MEEPLE);
  guint8 city = tu_piece_feature (game, piece, "N");
  assert_meeple_refused (game, 1, piece, city, FALSE);
  assert_meeple_refused (game, 0, piece, city, FALSE);    /* one's own meeple counts too */
  assert_meeple_allowed (game, 1, piece, tu_piece_feature (game, piece, "E"), FALSE);
  /* A separate city is free. */
  guint other = tu_place (game, "E", 7, 3, 0);
  assert_meeple_allowed (game, 2, other, tu_piece_feature (game, other, "N"), FALSE);
  g_autoptr (GArray) options = g_array_new (FALSE, FALSE, sizeof (MlMeepleChoice));
  ml_rules_meeple_options (game, 1, piece, options);
  g_assert_cmpuint (options->len, ==, 2);      /* the two fields of F */
  for (guint i = 0; i < options->len; i++)
    g_assert_cmpuint (g_array_index (options, MlMeepleChoice, i).feature, !=, city);
}

static void
test_meeple_supply (void)
{
  g_autoptr (MlGame) game = tu_game (2, ML_EXPANSION_FARMERS);
  for (int i = 0; i < 7; i++)
    {
      tu_place (game, "B", 10 + i, 10, 0);
      g_assert_cmpuint (ml_game_supply_left (game, 0), ==, (guint) (7 - i));
      tu_meeple (game, 0, 10 + i, 10, "C", ML_FIGURE_MEEPLE);
    }
  g_assert_cmpuint (ml_game_supply_left (game, 0), ==, 0);
  g_assert_cmpuint (ml_game_supply_left (game, 1), ==, 7);
  guint piece = tu_place (game, "E", 10, 11, 180);
  assert_meeple_refused (game, 0, piece, tu_piece_feature (game, piece, "S"), FALSE);
  assert_meeple_allowed (game, 1, piece, tu_piece_feature (game, piece, "S"), FALSE);
  g_autoptr (GArray) options = g_array_new (FALSE, FALSE, sizeof (MlMeepleChoice));
  ml_rules_meeple_options (game, 0, piece, options);
  g_assert_cmpuint (options->len, ==, 0);
  ml_rules_meeple_options (game, 1, piece, options);
  g_assert_cmpuint (options->len, ==, 2);
  /* One back in supply, one allowed again. */
  ml_board_remove_meeple (game->board, 0);
  assert_meeple_allowed (game, 0, piece, tu_piece_feature (game, piece, "S"), FALSE);
}

static void
test_meeple_farmers (void)
{
  g_autoptr (MlGame) game = tu_game (2, 0);
  guint piece = tu_place (game, "D", 0, 0, 0);
  assert_meeple_refused (game, 0, piece, tu_piece_feature (game, piece, "SSE"), FALSE);
  assert_meeple_refused (game, 0, piece, tu_piece_feature (game, piece, "ENE"), FALSE);
  assert_meeple_allowed (game, 0, piece, tu_piece_feature (game, piece, "N"), FALSE);
  assert_meeple_allowed (game, 0, piece, tu_piece_feature (game, piece, "E"), FALSE);
  g_autoptr (GArray) options = g_array_new (FALSE, FALSE, sizeof (MlMeepleChoice));
  ml_rules_meeple_options (game, 0, piece, options);
  g_assert_cmpuint (options->len, ==, 2);

  game->expansions = ML_EXPANSION_FARMERS;
  assert_meeple_allowed (game, 0, piece, tu_piece_feature (game, piece, "SSE"), FALSE);
  g_array_set_size (options, 0);
  ml_rules_meeple_options (game, 0, piece, options);
  g_assert_cmpuint (options->len, ==, 4);
}

static void
test_meeple_prior (void)
{
  g_autoptr (MlGame) game = tu_game (2, ML_EXPANSION_FARMERS | ML_EXPANSION_ABBEYS);
  guint abbey = tu_place (game, "abbey-andechs", 0, 0, 0);
  guint plain = tu_place (game, "A", 0, 2, 180);
  guint8 a = tu_piece_feature (game, abbey, "C"), b = tu_piece_feature (game, plain, "C");
  assert_meeple_allowed (game, 0, abbey, a, TRUE);
  assert_meeple_allowed (game, 0, abbey, a, FALSE);
  assert_meeple_refused (game, 0, plain, b, TRUE);
  assert_meeple_allowed (game, 0, plain, b, FALSE);
  /* A prior on a road is no prior. */
  assert_meeple_refused (game, 0, abbey, tu_piece_feature (game, abbey, "S"), TRUE);

  g_autoptr (GArray) options = g_array_new (FALSE, FALSE, sizeof (MlMeepleChoice));
  ml_rules_meeple_options (game, 0, abbey, options);
  g_assert_cmpuint (options->len, ==, 4);       /* monk, prior, thief, farmer */
  guint priors = 0;
  for (guint i = 0; i < options->len; i++)
    {
      const MlMeepleChoice *c = &g_array_index (options, MlMeepleChoice, i);
      g_assert_true (c->wanted);
      if (c->figure == TU_PRIOR)
        {
          priors++;
          g_assert_cmpuint (c->feature, ==, a);
        }
    }
  g_assert_cmpuint (priors, ==, 1);
  g_array_set_size (options, 0);
  ml_rules_meeple_options (game, 0, plain, options);
  g_assert_cmpuint (options->len, ==, 3);
  for (guint i = 0; i < options->len; i++)
    g_assert_cmpuint (g_array_index (options, MlMeepleChoice, i).figure, ==, ML_FIGURE_MEEPLE);

  /* Without the expansion an abbey takes a monk only. */
  game->expansions = ML_EXPANSION_FARMERS;
  assert_meeple_refused (game, 0, abbey, a, TRUE);
  assert_meeple_allowed (game, 0, abbey, a, FALSE);
  g_array_set_size (options, 0);
  ml_rules_meeple_options (game, 0, abbey, options);
  g_assert_cmpuint (options->len, ==, 3);
}

static void
test_meeple_river (void)
{
  g_autoptr (MlGame) game = tu_game (2, ML_EXPANSION_FARMERS | ML_EXPANSION_RIVER);
  tu_place (game, "river-spring", 0, 0, 270);
  guint piece = tu_place (game, "river-11", 1, 0, 90);    /* river W–E, road N–S */
  guint8 river = tu_piece_feature (game, piece, "E");
  g_assert_cmpint (ml_board_piece (game->board, piece)->tile->features[river].kind, ==, ML_FEATURE_WATER);
  assert_meeple_refused (game, 0, piece, river, FALSE);
  assert_meeple_refused (game, 0, 0, tu_piece_feature (game, 0, "E"), FALSE);   /* the spring's river */
  assert_meeple_allowed (game, 0, piece, tu_piece_feature (game, piece, "N"), FALSE);
  g_autoptr (GArray) options = g_array_new (FALSE, FALSE, sizeof (MlMeepleChoice));
  ml_rules_meeple_options (game, 0, piece, options);
  g_assert_cmpuint (options->len, ==, 5);         /* the road and four fields */
  for (guint i = 0; i < options->len; i++)
    g_assert_cmpuint (g_array_index (options, MlMeepleChoice, i).feature, !=, river);
}

/* For every tile alone on a board, the options are exactly the features (and priors) that
 * ml_rules_can_put_meeple allows. */
static void
test_meeple_options_all_tiles (void)
{
  const MlCatalogue *cat = ml_catalogue_get_default ();
  guint expansions[] = { 0, ML_EXPANSION_FARMERS, ML_EXPANSION_FARMERS | ML_EXPANSION_ABBEYS | ML_EXPANSION_RIVER };
  for (guint e = 0; e < G_N_ELEMENTS (expansions); e++)
    for (guint i = 0; i < ml_catalogue_n_tiles (cat); i++)
      {
        const MlTileDef *tile = ml_catalogue_nth (cat, i);
        g_autoptr (MlGame) game = tu_game (2, expansions[e]);
        guint piece = (guint) ml_board_place (game->board, tile, 3, 3, 1, -1);
        g_autoptr (GArray) options = g_array_new (FALSE, FALSE, sizeof (MlMeepleChoice));
        ml_rules_meeple_options (game, 1, piece, options);
        guint expected = 0;
        for (guint f = 0; f < tile->n_features; f++)
          for (guint figure = 0; figure < ml_figures_count (); figure++)
            {
              gboolean ok = ml_rules_can_put_meeple (game, 1, piece, f, figure, NULL);
              gboolean listed = FALSE;
              for (guint k = 0; k < options->len; k++)
                {
                  const MlMeepleChoice *c = &g_array_index (options, MlMeepleChoice, k);
                  listed |= c->feature == f && c->figure == figure;
                }
              if (ok != listed)
                g_error ("tile %s feature %s figure %u: allowed %d, listed %d", tile->id,
                         tile->features[f].name, figure, ok, listed);
              expected += ok;
            }
        g_assert_cmpuint (options->len, ==, expected);
      }
}

/* ---- whole layouts ------------------------------------------------------------------- */

static void
test_layout_clean (void)
{
  g_autoptr (MlGame) game = tu_game (2, ML_EXPANSION_FARMERS);
  tu_place (game, "D", 0, 0, 0);
  tu_place (game, "E", 0, -1, 180);
  tu_place (game, "U", 1, 0, 90);
  tu_place (game, "B", 0, 1, 0);
  tu_meeple (game, 0, 0, 0, "N", ML_FIGURE_MEEPLE);
  tu_meeple (game, 1, 0, 1, "C", ML_FIGURE_MEEPLE);
  tu_meeple (game, 1, 0, 0, "SSE", ML_FIGURE_MEEPLE);
  g_assert_cmpuint (count_problems (game, NULL), ==, 0);
}

static void
test_layout_mismatch (void)
{
  g_autoptr (MlGame) game = tu_game (2, ML_EXPANSION_FARMERS);
  tu_place (game, "E", 5, 5, 0);        /* city N */
  tu_place (game, "U", 5, 4, 0);        /* road S */
  GArray *problems = NULL;
  g_assert_cmpuint (count_problems (game, &problems), ==, 1);
  const MlProblem *p = &g_array_index (problems, MlProblem, 0);
  g_assert_cmpint (p->x, ==, 5);
  g_assert_true (p->y == 4 || p->y == 5);
  g_array_unref (problems);
  /* A second mismatch on another side: W of E (field) against a road. */
  tu_place (game, "U", 4, 5, 90);
  g_assert_cmpuint (count_problems (game, NULL), ==, 2);
}

static void
test_layout_disconnected (void)
{
  g_autoptr (MlGame) game = tu_game (2, ML_EXPANSION_FARMERS);
  tu_place (game, "D", 0, 0, 0);
  tu_place (game, "U", 1, 0, 90);
  g_assert_cmpuint (count_problems (game, NULL), ==, 0);
  tu_place (game, "B", 2, 1, 0);         /* a corner only */
  GArray *problems = NULL;
  g_assert_cmpuint (count_problems (game, &problems), ==, 1);
  g_assert_cmpint (g_array_index (problems, MlProblem, 0).x, ==, 2);
  g_assert_cmpint (g_array_index (problems, MlProblem, 0).y, ==, 1);
  g_array_unref (problems);
  tu_place (game, "B", 9, 9, 0);
  g_assert_cmpuint (count_problems (game, NULL), ==, 2);
  /* Joining the corner piece by an edge connects it. */
  tu_place (game, "B", 2, 0, 0);
  g_assert_cmpuint (count_problems (game, NULL), ==, 2);      /* (2,0) is a mismatch: field against road */
  tu_place (game, "B", 1, 1, 0);
  g_assert_cmpuint (count_problems (game, NULL), ==, 2);
}

static void
test_layout_meeples (void)
{
  g_autoptr (MlGame) game = tu_game (2, ML_EXPANSION_FARMERS);
  for (int i = 0; i < 8; i++)
    tu_place (game, "B", i, 0, 0);
  for (int i = 0; i < 7; i++)
    tu_meeple (game, 0, i, 0, "C", ML_FIGURE_MEEPLE);
  g_assert_cmpuint (count_problems (game, NULL), ==, 0);
  tu_meeple (game, 0, 7, 0, "C", ML_FIGURE_MEEPLE);
  g_assert_cmpuint (count_problems (game, NULL), ==, 1);
  /* Player 1's meeples are another count. */
  g_autoptr (MlGame) other = tu_game (2, 0);
  tu_place (other, "B", 0, 0, 0);
  tu_meeple (other, 1, 0, 0, "N", ML_FIGURE_MEEPLE);     /* a farmer without farmers */
  g_assert_cmpuint (count_problems (other, NULL), ==, 1);
  tu_meeple (other, 1, 0, 0, "C", TU_PRIOR);      /* a prior without abbeys, on no abbey */
  g_assert_cmpuint (count_problems (other, NULL), ==, 2);
}

static void
test_layout_river (void)
{
  g_autoptr (MlGame) game = tu_game (2, ML_EXPANSION_FARMERS | ML_EXPANSION_RIVER);
  tu_place (game, "river-spring", 0, 0, 270);
  tu_place (game, "river-7", 1, 0, 0);
  guint last = tu_place (game, "river-10", 1, -1, 0);
  g_assert_cmpuint (count_problems (game, NULL), ==, 0);
  ml_board_remove_piece (game->board, last);
  tu_place (game, "river-10", 1, -1, 90);      /* a second left turn: a U-turn */
  GArray *problems = NULL;
  g_assert_cmpuint (count_problems (game, &problems), ==, 1);
  const MlProblem *p = &g_array_index (problems, MlProblem, 0);
  g_assert_cmpint (p->x, ==, 1);
  g_assert_true (p->y == 0 || p->y == -1);
  g_array_unref (problems);

  /* River tiles in a game without the River are a problem of their own. */
  game->expansions = ML_EXPANSION_FARMERS;
  g_assert_cmpuint (count_problems (game, NULL), >=, 2);

  /* A meeple on the river is a problem too. */
  g_autoptr (MlGame) wet = tu_game (2, ML_EXPANSION_FARMERS | ML_EXPANSION_RIVER);
  tu_place (wet, "river-spring", 0, 0, 270);
  tu_place (wet, "river-4", 1, 0, 90);
  g_assert_cmpuint (count_problems (wet, NULL), ==, 0);
  tu_meeple (wet, 0, 1, 0, "E", ML_FIGURE_MEEPLE);
  g_assert_cmpuint (count_problems (wet, NULL), ==, 1);
}

/* ---- legal placements against a brute force ------------------------------------------ */

static gint
compare_placements (gconstpointer a, gconstpointer b)
{
  const MlPlacement *pa = a, *pb = b;
  if (pa->y != pb->y)
    return pa->y < pb->y ? -1 : 1;
  if (pa->x != pb->x)
    return pa->x < pb->x ? -1 : 1;
  return pa->rot - pb->rot;
}

static void
compare_with_brute_force (MlGame *game, const MlTileDef *tile)
{
  g_autoptr (GArray) legal = g_array_new (FALSE, FALSE, sizeof (MlPlacement));
  g_autoptr (GArray) again = g_array_new (FALSE, FALSE, sizeof (MlPlacement));
  g_autoptr (GArray) brute = g_array_new (FALSE, FALSE, sizeof (MlPlacement));
  ml_rules_legal_placements (game, tile, legal);
  ml_rules_legal_placements (game, tile, again);
  /* The same order every time. */
  g_assert_cmpuint (legal->len, ==, again->len);
  g_assert_cmpmem (legal->data, legal->len * sizeof (MlPlacement), again->data, again->len * sizeof (MlPlacement));

  int x0, y0, x1, y1;
  ml_board_bounds (game->board, &x0, &y0, &x1, &y1);
  for (int y = y0 - 2; y <= y1 + 2; y++)
    for (int x = x0 - 2; x <= x1 + 2; x++)
      for (int r = 0; r < 4; r++)
        if (ml_rules_can_place (game, tile, x, y, r, NULL))
          g_array_append_val (brute, ((MlPlacement) { x, y, r }));
  g_array_sort (legal, compare_placements);
  for (guint i = 0; i < legal->len; i++)
    {
      const MlPlacement *p = &g_array_index (legal, MlPlacement, i);
      if (i > 0)
        g_assert_cmpint (compare_placements (p - 1, p), <, 0);    /* no duplicates */
      if (i >= brute->len || compare_placements (p, &g_array_index (brute, MlPlacement, i)) != 0)
        g_error ("tile %s: legal placement %u is (%d, %d, %d), brute force differs (%u vs %u placements)",
                 tile->id, i, p->x, p->y, p->rot * 90, legal->len, brute->len);
    }
  if (legal->len != brute->len)
    {
      const MlPlacement *q = &g_array_index (brute, MlPlacement, legal->len);
      g_error ("tile %s: brute force also finds (%d, %d, %d)", tile->id, q->x, q->y, q->rot * 90);
    }
}

static void
shuffle (GPtrArray *tiles, guint from, guint to, MlRand *rand)
{
  for (guint i = to; i > from + 1; i--)
    {
      guint j = from + (guint) tu_rand_range (rand, 0, (gint32) (i - from));
      gpointer t = tiles->pdata[i - 1];
      tiles->pdata[i - 1] = tiles->pdata[j];
      tiles->pdata[j] = t;
    }
}

/* Plays @turns turns by the rules from the start tile, random draw, placement and meeple. */
static MlGame *
random_game (guint expansions, guint32 seed, guint turns)
{
  MlGame *game = tu_game (3, expansions);
  g_autoptr (MlRand) rand = ml_rand_new_with_seed (seed);
  g_autoptr (GPtrArray) bag = g_ptr_array_new ();
  const MlTileDef *start;
  ml_play_bag (expansions, bag, &start);
  g_assert_nonnull (start);
  /* River tiles first, the lake last of them, then the rest. */
  g_autoptr (GPtrArray) pile = g_ptr_array_new ();
  const MlTileDef *lake = NULL;
  for (guint i = 0; i < bag->len; i++)
    {
      const MlTileDef *t = g_ptr_array_index (bag, i);
      if (t->has_water && g_strcmp0 (t->id, "river-lake") == 0)
        lake = t;
      else if (t->has_water)
        g_ptr_array_add (pile, (gpointer) t);
    }
  shuffle (pile, 0, pile->len, rand);
  if (lake)
    g_ptr_array_add (pile, (gpointer) lake);
  guint land = pile->len;
  for (guint i = 0; i < bag->len; i++)
    if (!((const MlTileDef *) g_ptr_array_index (bag, i))->has_water)
      g_ptr_array_add (pile, g_ptr_array_index (bag, i));
  shuffle (pile, land, pile->len, rand);

  g_autoptr (GError) error = NULL;
  g_assert_true (ml_game_move (game, start, 0, 0, 0, NULL, NULL, &error));
  g_autoptr (GArray) placements = g_array_new (FALSE, FALSE, sizeof (MlPlacement));
  g_autoptr (GArray) options = g_array_new (FALSE, FALSE, sizeof (MlMeepleChoice));
  for (guint i = 0; i < pile->len && i < turns; i++)
    {
      const MlTileDef *t = g_ptr_array_index (pile, i);
      g_array_set_size (placements, 0);
      ml_rules_legal_placements (game, t, placements);
      if (placements->len == 0)
        continue;
      const MlPlacement *p = &g_array_index (placements, MlPlacement, tu_rand_range (rand, 0, (gint32) placements->len));
      /* Which meeples the tile would take, from a copy of the board. */
      g_autoptr (MlBoard) saved = game->board;
      game->board = ml_board_copy (saved);
      guint piece = (guint) ml_board_place (game->board, t, p->x, p->y, p->rot, -1);
      g_array_set_size (options, 0);
      ml_rules_meeple_options (game, (int) game->turn, piece, options);
      ml_board_free (game->board);
      game->board = g_steal_pointer (&saved);
      guint pick = (guint) tu_rand_range (rand, 0, (gint32) options->len + 1);
      const MlMeepleChoice *m = pick < options->len ? &g_array_index (options, MlMeepleChoice, pick) : NULL;
      g_assert_true (ml_game_move (game, t, p->x, p->y, p->rot, m, NULL, &error));
      g_assert_no_error (error);
    }
  return game;
}

static void
check_all_kinds (MlGame *game, guint expansions)
{
  g_autoptr (GPtrArray) bag = g_ptr_array_new ();
  const MlTileDef *start;
  ml_play_bag (expansions, bag, &start);
  const MlTileDef *last = NULL;
  guint kinds = 0;
  for (guint i = 0; i < bag->len; i++)
    {
      const MlTileDef *t = g_ptr_array_index (bag, i);
      if (t == last)
        continue;
      last = t;
      kinds++;
      compare_with_brute_force (game, t);
    }
  g_assert_cmpuint (kinds, >=, 20);
}

static void
test_legal_brute_force (void)
{
  const guint turns[] = { 3, 8, 20, 40, 71 };
  for (guint i = 0; i < G_N_ELEMENTS (turns); i++)
    {
      g_autoptr (MlGame) game = random_game (ML_EXPANSION_FARMERS, 100 + i, turns[i]);
      g_assert_cmpuint (ml_board_n_pieces (game->board), >, 1);
      check_all_kinds (game, ML_EXPANSION_FARMERS);
    }
}

static void
test_legal_brute_force_river (void)
{
  const guint turns[] = { 2, 6, 11, 20 };
  const guint expansions = ML_EXPANSION_FARMERS | ML_EXPANSION_RIVER;
  for (guint i = 0; i < G_N_ELEMENTS (turns); i++)
    {
      g_autoptr (MlGame) game = random_game (expansions, 200 + i, turns[i]);
      check_all_kinds (game, expansions);
    }
}

static void
test_legal_brute_force_playout (void)
{
  g_autoptr (MlPlayout) playout = ml_playout_new (ML_EXPANSION_FARMERS | ML_EXPANSION_ABBEYS);
  g_autoptr (MlGame) game = tu_game (2, 0);
  g_autoptr (MlRand) rand = ml_rand_new_with_seed (7);
  ml_playout_run (playout, game, 2, rand, NULL, NULL);
  g_assert_cmpuint (ml_board_n_pieces (game->board) + ml_playout_discarded (playout), ==, 72);
  check_all_kinds (game, ML_EXPANSION_FARMERS | ML_EXPANSION_ABBEYS);
}

/* A random placement is one of the legal ones, and every legal one comes up. */
static void
check_random_placement (MlGame *game, const MlTileDef *tile, MlRand *rand)
{
  g_autoptr (GArray) legal = g_array_new (FALSE, FALSE, sizeof (MlPlacement));
  g_autoptr (GArray) scratch = g_array_new (FALSE, FALSE, sizeof (MlPlacement));
  ml_rules_legal_placements (game, tile, legal);
  MlPlacement p;
  if (legal->len == 0)
    {
      g_assert_false (ml_rules_random_placement (game, tile, rand, scratch, &p));
      return;
    }
  g_autofree guint *hits = g_new0 (guint, legal->len);
  guint draws = 30 * legal->len;
  for (guint d = 0; d < draws; d++)
    {
      g_assert_true (ml_rules_random_placement (game, tile, rand, scratch, &p));
      guint k;
      for (k = 0; k < legal->len; k++)
        if (compare_placements (&p, &g_array_index (legal, MlPlacement, k)) == 0)
          break;
      if (k == legal->len)
        g_error ("tile %s: random placement (%d, %d, %d) is not legal", tile->id, p.x, p.y, p.rot * 90);
      hits[k]++;
    }
  for (guint k = 0; k < legal->len; k++)
    if (hits[k] == 0)
      {
        const MlPlacement *q = &g_array_index (legal, MlPlacement, k);
        g_error ("tile %s: legal placement (%d, %d, %d) never drawn in %u draws", tile->id, q->x, q->y,
                 q->rot * 90, draws);
      }
}

static void
test_random_placement (void)
{
  const guint sets[] = { ML_EXPANSION_FARMERS, ML_EXPANSION_FARMERS | ML_EXPANSION_RIVER,
                         ML_EXPANSION_FARMERS | ML_EXPANSION_RIVER };
  const guint turns[] = { 30, 5, 40 };
  g_autoptr (MlRand) rand = ml_rand_new_with_seed (99);
  for (guint i = 0; i < G_N_ELEMENTS (sets); i++)
    {
      g_autoptr (MlGame) game = random_game (sets[i], 300 + i, turns[i]);
      g_autoptr (GPtrArray) bag = g_ptr_array_new ();
      const MlTileDef *start;
      ml_play_bag (sets[i], bag, &start);
      const MlTileDef *last = NULL;
      for (guint k = 0; k < bag->len; k++)
        if (g_ptr_array_index (bag, k) != last)
          {
            last = g_ptr_array_index (bag, k);
            check_random_placement (game, last, rand);
          }
    }
  /* On an empty board: the four turns of the first tile at (0, 0). */
  g_autoptr (MlGame) empty = tu_game (2, ML_EXPANSION_FARMERS);
  check_random_placement (empty, tu_tile ("D"), rand);
}

/* Draws @n placements of @tile with ml_rules_random_placement() and @a, and checks each is
 * the one @b picks by its index in @legal, the full list: the same draw, the same order. */
static void
draw_same_placements (MlGame *game, const MlTileDef *tile, GArray *legal, MlRand *a, MlRand *b, GArray *scratch,
                      guint n)
{
  for (guint d = 0; d < n; d++)
    {
      MlPlacement p;
      g_assert_true (ml_rules_random_placement (game, tile, a, scratch, &p));
      const MlPlacement *q = &g_array_index (legal, MlPlacement, ml_random_below (b, legal->len));
      g_assert_cmpint (p.x, ==, q->x);
      g_assert_cmpint (p.y, ==, q->y);
      g_assert_cmpint (p.rot, ==, q->rot);
    }
}

/* The draw of a random placement is the legal placement at the index the same draw picks
 * in the list, square by square in frontier order: the count by blocks of squares and the
 * walk to the chosen one agree with the list, on frontiers of a few squares to several
 * blocks (issue 24: the count reads blocks as vectors). */
static void
test_random_placement_index (void)
{
  const guint turns[] = { 1, 3, 9, 20, 45, 70 };
  for (guint i = 0; i < G_N_ELEMENTS (turns); i++)
    {
      g_autoptr (MlGame) game = random_game (ML_EXPANSION_FARMERS, 500 + i, turns[i]);
      g_autoptr (GPtrArray) bag = g_ptr_array_new ();
      const MlTileDef *start;
      ml_play_bag (ML_EXPANSION_FARMERS, bag, &start);
      g_autoptr (GArray) legal = g_array_new (FALSE, FALSE, sizeof (MlPlacement));
      g_autoptr (GArray) scratch = g_array_new (FALSE, FALSE, sizeof (MlPlacement));
      g_autoptr (MlRand) a = ml_rand_new_with_seed (11 + i);
      g_autoptr (MlRand) b = ml_rand_new_with_seed (11 + i);
      guint checked = 0;
      for (guint k = 0; k < bag->len; k++)
        {
          const MlTileDef *tile = g_ptr_array_index (bag, k);
          g_array_set_size (legal, 0);
          ml_rules_legal_placements (game, tile, legal);
          if (legal->len == 0)
            continue;
          draw_same_placements (game, tile, legal, a, b, scratch, 4);
          checked += 4;
        }
      g_assert_cmpuint (checked, >, 0);
      if (turns[i] >= 45)
        g_assert_cmpuint (ml_board_n_frontier (game->board), >, 16);
    }
}

/* The same on a frontier of more blocks than the search keeps on its stack: a road of 300
 * squares, with 602 squares beside it. */
static void
test_random_placement_long (void)
{
  g_autoptr (MlGame) game = tu_game (2, ML_EXPANSION_FARMERS);
  for (int x = 0; x < 300; x++)
    tu_place (game, "U", x, 0, 90);
  g_assert_cmpuint (ml_board_n_frontier (game->board), ==, 602);
  g_autoptr (GArray) legal = g_array_new (FALSE, FALSE, sizeof (MlPlacement));
  g_autoptr (GArray) scratch = g_array_new (FALSE, FALSE, sizeof (MlPlacement));
  g_autoptr (MlRand) a = ml_rand_new_with_seed (5);
  g_autoptr (MlRand) b = ml_rand_new_with_seed (5);
  const char *ids[] = { "U", "D", "E", "B" };
  for (guint t = 0; t < G_N_ELEMENTS (ids); t++)
    {
      const MlTileDef *tile = tu_tile (ids[t]);
      g_array_set_size (legal, 0);
      ml_rules_legal_placements (game, tile, legal);
      g_assert_cmpuint (legal->len, >, 0);
      draw_same_placements (game, tile, legal, a, b, scratch, 200);
    }
}

int
main (int argc, char *argv[])
{
  tu_keep_going (&argc, &argv);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/rules/first-tile", test_first_tile);
  g_test_add_func ("/rules/edges-match", test_edges_match);
  g_test_add_func ("/rules/all-touching-edges-match", test_all_touching_edges_match);
  g_test_add_func ("/rules/corner-contact", test_corner_contact);
  g_test_add_func ("/rules/occupied", test_occupied);
  g_test_add_func ("/rules/river/spring-first", test_river_spring_first);
  g_test_add_func ("/rules/river/continues", test_river_continues);
  g_test_add_func ("/rules/river/no-u-turn", test_river_no_u_turn);
  g_test_add_func ("/rules/river/lake-last", test_river_lake_last);
  g_test_add_func ("/rules/river/left-in-bag", test_river_left_in_bag);
  static const char *const ours[] = { "river-spring", "river-lake" };
  static const char *const first_edition[] = { "river-spring-1e", "river-lake-1e" };
  g_test_add_data_func ("/rules/river/whole", ours, test_river_whole);
  g_test_add_data_func ("/rules/river/whole-1st-edition", first_edition, test_river_whole);
  g_test_add_func ("/rules/river/turns-reading", test_river_turns_reading);
  g_test_add_func ("/rules/river/turns-layout", test_river_turns_layout);
  g_test_add_func ("/rules/river/set-aside", test_river_set_aside);
  g_test_add_func ("/rules/meeple/occupied-city", test_meeple_occupied_city);
  g_test_add_func ("/rules/meeple/supply", test_meeple_supply);
  g_test_add_func ("/rules/meeple/farmers", test_meeple_farmers);
  g_test_add_func ("/rules/meeple/prior", test_meeple_prior);
  g_test_add_func ("/rules/meeple/river", test_meeple_river);
  g_test_add_func ("/rules/meeple/options-all-tiles", test_meeple_options_all_tiles);
  g_test_add_func ("/rules/layout/clean", test_layout_clean);
  g_test_add_func ("/rules/layout/mismatch", test_layout_mismatch);
  g_test_add_func ("/rules/layout/disconnected", test_layout_disconnected);
  g_test_add_func ("/rules/layout/meeples", test_layout_meeples);
  g_test_add_func ("/rules/layout/river", test_layout_river);
  g_test_add_func ("/rules/legal/brute-force", test_legal_brute_force);
  g_test_add_func ("/rules/legal/brute-force-river", test_legal_brute_force_river);
  g_test_add_func ("/rules/legal/brute-force-playout", test_legal_brute_force_playout);
  g_test_add_func ("/rules/legal/random-placement", test_random_placement);
  g_test_add_func ("/rules/legal/random-placement-index", test_random_placement_index);
  g_test_add_func ("/rules/legal/random-placement-long", test_random_placement_long);
  return g_test_run ();
}
