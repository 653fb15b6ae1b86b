/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The advisor: the tiles left in the box, the moves it lists, reproducible estimates
 * whatever the number of threads, sensible rankings, and cancellation. */
#include "config.h"
#include "wonders/ml-wonders-state.h"
#include "test-util.h"
#include "ml-advise.h"
#include "ml-bag.h"
#include "wonders/ml-wonders.h"

#include <glib/gstdio.h>

/* A city of four squares with two shields running east from (0, 0), open only on the east
 * side of (3, 0): tile E turned 270° at (4, 0) closes it. A knight of @owner stands in it. */
static MlGame *
open_city_with (int owner, guint expansions)
{
  MlGame *game = tu_game (2, expansions);
  tu_place (game, "E", 0, 0, 90);
  tu_place (game, "F", 1, 0, 0);
  tu_place (game, "G", 2, 0, 0);
  tu_place (game, "F", 3, 0, 0);
  tu_meeple (game, owner, 2, 0, "W", FALSE);
  return game;
}

static MlGame *
open_city (int owner)
{
  return open_city_with (owner, ML_EXPANSION_FARMERS);
}

static gboolean
is_closing (const MlAdviseMove *m)
{
  return m->at.x == 4 && m->at.y == 0 && m->at.rot == 3;
}

static void
assert_same (const MlAdvice *a, const MlAdvice *b)
{
  g_assert_cmpuint (a->n_moves, ==, b->n_moves);
  g_assert_cmpuint (a->playouts, ==, b->playouts);
  for (guint i = 0; i < a->n_moves; i++)
    {
      const MlAdviseMove *x = &a->moves[i], *y = &b->moves[i];
      g_assert_cmpuint (x->index, ==, y->index);
      g_assert_cmpuint (x->playouts, ==, y->playouts);
      g_assert_cmpfloat (x->mean, ==, y->mean);
      g_assert_cmpfloat (x->half, ==, y->half);
      for (guint p = 0; p < a->n_players; p++)
        g_assert_cmpfloat (x->scores[p], ==, y->scores[p]);
    }
}

static MlAdvice *
advise (const MlGame *game, const char *tile, guint playouts, guint threads, guint32 seed)
{
  MlAdviseOptions options = { .playouts = playouts, .threads = threads, .seed = seed };
  g_autoptr (GError) error = NULL;
  MlAdvice *advice = ml_advise (game, tu_tile (tile), &options, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (advice);
  return advice;
}

static void
test_bag_left (void)
{
  g_autoptr (MlGame) game = open_city (0);
  g_autoptr (GPtrArray) bag = g_ptr_array_new ();
  ml_bag_left (game, bag);
  /* 72 tiles in the base box, four on the board. */
  g_assert_cmpuint (bag->len, ==, 72 - 4);
  guint f = 0, g = 0, e = 0;
  for (guint i = 0; i < bag->len; i++)
    {
      const MlTileDef *t = g_ptr_array_index (bag, i);
      f += g_str_equal (t->id, "F");
      g += g_str_equal (t->id, "G");
      e += g_str_equal (t->id, "E");
    }
  g_assert_cmpuint (f, ==, 0);
  g_assert_cmpuint (g, ==, 0);
  g_assert_cmpuint (e, ==, 4);
  g_assert_true (ml_bag_take (bag, tu_tile ("E")));
  g_assert_false (ml_bag_take (bag, tu_tile ("F")));
  g_assert_cmpuint (bag->len, ==, 72 - 5);
}

/* A river that cannot go on (rules.md §3): its last tiles and the lake were set aside. The
 * bag the continuations draw from leaves them out, and the advice on a land tile comes. */
static void
test_set_aside_river (void)
{
  g_autofree char *path = tu_data_path ("river-back-at-itself.json");
  g_autoptr (GError) error = NULL;
  g_autoptr (MlScenario) scenario = ml_scenario_load_file (path, &error);
  g_assert_no_error (error);
  g_autoptr (MlGame) stuck = ml_scenario_to_game (scenario, path, NULL, &error);
  g_assert_no_error (error);
  /* Nothing set aside yet: no river tile fits, so the land tile has no move. */
  MlAdviseOptions options = { .playouts = 4, .threads = 1, .seed = 5 };
  g_autoptr (MlAdvice) none = ml_advise (stuck, tu_tile ("U"), &options, NULL, &error);
  g_assert_null (none);
  g_clear_error (&error);

  g_autoptr (MlGame) game = ml_game_copy (stuck);
  const char *const aside[] = { "river-10", "river-11", "river-lake" };
  for (guint i = 0; i < G_N_ELEMENTS (aside); i++)
    game->set_aside[game->n_set_aside++] = tu_tile (aside[i]);
  g_autoptr (GPtrArray) bag = g_ptr_array_new ();
  ml_bag_left (game, bag);
  for (guint i = 0; i < bag->len; i++)
    g_assert_false (((const MlTileDef *) g_ptr_array_index (bag, i))->has_water);
  g_autoptr (MlAdvice) advice = ml_advise (game, tu_tile ("U"), &options, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (advice);
  /* 72 base tiles less the one in hand: every river tile is laid or set aside. */
  g_assert_cmpuint (advice->bag_size, ==, 72 - 1);
  g_assert_cmpuint (advice->n_moves, >, 0);
}

/* Every placement, each with no meeple and with each meeple option, is a move. */
static void
test_moves_listed (void)
{
  g_autoptr (MlGame) game = open_city (0);
  g_autoptr (MlAdvice) advice = advise (game, "E", 4, 1, 1);
  g_autoptr (GArray) placements = g_array_new (FALSE, FALSE, sizeof (MlPlacement));
  g_autoptr (GArray) meeples = g_array_new (FALSE, FALSE, sizeof (MlMeepleChoice));
  ml_game_turn_placements (game, tu_tile ("E"), placements);
  guint expected = 0;
  for (guint i = 0; i < placements->len; i++)
    {
      const MlPlacement *at = &g_array_index (placements, MlPlacement, i);
      g_autoptr (MlGame) probe = ml_game_copy (game);
      guint piece = (guint) ml_board_place (probe->board, tu_tile ("E"), at->x, at->y, at->rot, -1);
      g_array_set_size (meeples, 0);
      ml_rules_meeple_options (probe, 0, piece, meeples);
      expected += 1 + meeples->len;
    }
  g_assert_cmpuint (advice->n_moves, ==, expected);
  g_assert_cmpint (advice->player, ==, 0);
  g_assert_cmpuint (advice->bag_size, ==, 72 - 5);
  /* Four continuations each, no move stops before the first round ends. */
  for (guint i = 0; i < advice->n_moves; i++)
    g_assert_cmpuint (advice->moves[i].playouts, >=, 4);
}

/* With nothing left to draw, a continuation is the end of the game at once: each estimate
 * is exact, and equals the move played and settled by hand. */
static void
test_empty_bag_is_exact (void)
{
  g_autoptr (MlGame) game = open_city (0);
  g_autoptr (GPtrArray) bag = g_ptr_array_new ();
  MlAdviseOptions options = { .playouts = 8, .threads = 2, .seed = 3, .bag = bag };
  g_autoptr (GError) error = NULL;
  g_autoptr (MlAdvice) advice = ml_advise (game, tu_tile ("E"), &options, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (advice->bag_size, ==, 0);
  for (guint i = 0; i < advice->n_moves; i++)
    {
      const MlAdviseMove *m = &advice->moves[i];
      MlMeepleChoice none = { 0 };
      g_autoptr (MlGame) played = ml_game_copy (game);
      g_assert_true (ml_game_move (played, tu_tile ("E"), m->at.x, m->at.y, m->at.rot,
                                   m->n_meeples ? &m->meeples[0].choice : &none, NULL, NULL));
      ml_game_finish (played, NULL);
      g_assert_cmpfloat (m->half, ==, 0);
      g_assert_cmpfloat (m->mean, ==, played->scores[0] - played->scores[1]);
      g_assert_cmpfloat (m->scores[0], ==, played->scores[0]);
    }
  /* Closing the knight's city: (4 squares + the new one + 2 shields) × 2. */
  g_assert_true (is_closing (&advice->moves[0]));
  g_assert_cmpfloat (advice->moves[0].mean, >=, 14);
}

static void
test_reproducible (void)
{
  g_autoptr (MlGame) game = open_city (0);
  g_autoptr (MlAdvice) a = advise (game, "U", 40, 2, 7);
  g_autoptr (MlAdvice) b = advise (game, "U", 40, 2, 7);
  assert_same (a, b);
  /* Another seed, other continuations. */
  g_autoptr (MlAdvice) c = advise (game, "U", 40, 2, 8);
  gboolean differ = FALSE;
  for (guint i = 0; i < a->n_moves; i++)
    differ |= a->moves[i].mean != c->moves[i].mean;
  g_assert_true (differ);
}

static void
test_threads_agree (void)
{
  g_autoptr (MlGame) game = open_city (1);
  g_autoptr (MlAdvice) one = advise (game, "E", 60, 1, 11);
  g_autoptr (MlAdvice) two = advise (game, "E", 60, 2, 11);
  g_autoptr (MlAdvice) five = advise (game, "E", 60, 5, 11);
  assert_same (one, two);
  assert_same (one, five);
}

/* Closing a big city of one's own comes first; closing the other player's is clearly worse
 * than the best move (every move to the end, so that all are compared on 200 draws). */
static void
test_closing_own_city_first (void)
{
  g_autoptr (MlGame) mine = open_city (0);
  g_autoptr (MlAdvice) advice = advise (mine, "E", 300, 0, 5);
  g_assert_true (is_closing (&advice->moves[0]));

  g_autoptr (MlGame) theirs = open_city (1);
  MlAdviseOptions options = { .playouts = 200, .seed = 5, .exhaustive = TRUE };
  g_autoptr (MlAdvice) other = ml_advise (theirs, tu_tile ("E"), &options, NULL, NULL);
  g_assert_false (is_closing (&other->moves[0]));
  for (guint i = 0; i < other->n_moves; i++)
    if (is_closing (&other->moves[i]))
      g_assert_cmpfloat (other->moves[i].mean + other->moves[i].half, <, other->moves[0].mean - other->moves[0].half);
}

/* Successive halving: the worse moves stop early, the best goes to the end. */
static void
test_halving (void)
{
  g_autoptr (MlGame) game = open_city (0);
  g_autoptr (MlAdvice) advice = advise (game, "E", 256, 2, 2);
  g_assert_cmpuint (advice->moves[0].playouts, ==, 256);
  g_assert_cmpuint (advice->moves[advice->n_moves - 1].playouts, <, 256);
  g_assert_cmpuint (advice->playouts, <, 256 * advice->n_moves);

  MlAdviseOptions options = { .playouts = 16, .threads = 2, .seed = 2, .exhaustive = TRUE };
  g_autoptr (MlAdvice) all = ml_advise (game, tu_tile ("E"), &options, NULL, NULL);
  for (guint i = 0; i < all->n_moves; i++)
    g_assert_cmpuint (all->moves[i].playouts, ==, 16);
  g_assert_cmpuint (all->playouts, ==, 16 * all->n_moves);
}

/* With the Wonders, closing the city brings Alice to the pairs beside the track: one move
 * for each wonder she may take there. */
static void
test_wonder_choices (void)
{
  g_autoptr (MlGame) game = open_city_with (0, ML_EXPANSION_FARMERS | ML_EXPANSION_WONDERS);
  g_assert_cmpuint (ml_wonders_state (game)->n_available, >, 1);
  MlAdviseOptions options = { .playouts = 4, .threads = 2, .exhaustive = TRUE };
  g_autoptr (MlAdvice) advice = ml_advise (game, tu_tile ("E"), &options, NULL, NULL);
  g_assert_nonnull (advice);
  g_autoptr (GPtrArray) taken = g_ptr_array_new ();
  for (guint i = 0; i < advice->n_moves; i++)
    {
      const MlAdviseMove *m = &advice->moves[i];
      g_assert_true ((m->choose != NULL) == is_closing (m));
      if (!is_closing (m) || m->n_meeples > 0)
        continue;
      g_assert_false (g_ptr_array_find (taken, m->choose, NULL));
      g_ptr_array_add (taken, (gpointer) m->choose);
    }
  /* Every wonder left but the Cothon, which is taken only as the starting board. */
  guint takable = 0;
  for (guint w = 0; w < ml_wonders_state (game)->n_available; w++)
    takable += ml_wonders_takable (game, ml_wonders_state (game)->available[w]);
  g_assert_cmpuint (takable, ==, ml_wonders_state (game)->n_available - 1);
  g_assert_cmpuint (taken->len, ==, takable);
}

/* The Taj Mahal's owner may take the last slotted meeple back instead of putting one. */
static void
test_taj_mahal_actions (void)
{
  g_autofree char *path = tu_data_path ("../../data/scenarios/lessons/31-taj-mahal.json");
  g_autoptr (MlScenario) scenario = ml_scenario_load_file (path, NULL);
  g_assert_nonnull (scenario);
  g_autoptr (MlGame) game = ml_scenario_to_game (scenario, "taj", NULL, NULL);
  game->turn = 0;
  g_autoptr (GArray) placements = g_array_new (FALSE, FALSE, sizeof (MlPlacement));
  ml_game_turn_placements (game, tu_tile ("U"), placements);
  MlAdviseOptions options = { .playouts = 2, .threads = 2, .exhaustive = TRUE };
  g_autoptr (MlAdvice) advice = ml_advise (game, tu_tile ("U"), &options, NULL, NULL);
  guint unslot = 0;
  for (guint i = 0; i < advice->n_moves; i++)
    unslot += advice->moves[i].action == ML_WONDERS_ACTION_UNSLOT;
  g_assert_cmpuint (unslot, ==, placements->len);

  /* Bob owns no Taj Mahal: no such move for him. */
  game->turn = 1;
  g_autoptr (MlAdvice) bob = ml_advise (game, tu_tile ("U"), &options, NULL, NULL);
  for (guint i = 0; i < bob->n_moves; i++)
    g_assert_cmpint (bob->moves[i].action, !=, ML_WONDERS_ACTION_UNSLOT);
}

/* ---- the wonders' other moves, played back through the turn as the move describes them */

static void
advised_choices (MlGame *game, guint piece, MlTurnOptions *opt, gpointer data)
{
  const MlAdviseMove *m = data;
  opt->action = m->action;
  opt->slots = m->slots;
  opt->n_meeples = m->action == ML_WONDERS_ACTION_FROM_PORT ? 0 : m->n_meeples;
  for (guint i = 0; i < m->n_meeples; i++)
    opt->meeples[i] = m->meeples[i].choice;
  /* The port's meeple goes to the feature at its square, whatever piece lies there. */
  if (m->action == ML_WONDERS_ACTION_FROM_PORT)
    {
      guint cell;
      int at = ml_board_piece_at (game->board, m->meeples[0].x, m->meeples[0].y, &cell);
      g_assert_cmpint (at, >=, 0);
      const MlPiece *p = ml_board_piece (game->board, (guint) at);
      ml_wonders_turn (opt)->port_piece = (guint) at;
      opt->meeples[0] = (MlMeepleChoice) { TRUE, cell, ml_tile_feature_at (p->tile, p->rot, cell, ml_loc_name (m->meeples[0].loc)), FALSE };
    }
  (void) piece;
}

/* Plays @m on a copy of @game from the move's own fields, as `move` would; the turn must
 * accept it. Returns the game after the turn. */
static MlGame *
play_advised (const MlGame *game, const MlTileDef *tile, const MlAdviseMove *m, GArray *events)
{
  MlGame *copy = ml_game_copy (game);
  MlTurnOptions opt = { .decide = advised_choices, .decide_data = (gpointer) m };
  ml_wonders_turn (&opt)->choose = m->choose;
  ml_wonders_turn (&opt)->keep = m->keep;
  ml_wonders_turn (&opt)->port_mask = m->to_port ? ml_wonders_port_mask (game) : 0;
  g_autoptr (GError) error = NULL;
  gboolean ok = ml_game_play_turn (copy, tile, m->at.x, m->at.y, m->at.rot, &opt, events, &error);
  g_assert_no_error (error);
  g_assert_true (ok);
  return copy;
}

static guint
port_of (const MlGame *game)
{
  int at = ml_wonders_piece (game, ML_EFFECT_COTHON, FALSE);
  g_assert_cmpint (at, >=, 0);
  return ml_board_piece (game->board, (guint) at)->port;
}

/* The Cothon lesson: Alice may send her port meeple onto the city tile she lays, and send
 * meeples coming home to the port; the best move of each kind is one the turn accepts. */
static void
test_cothon_moves (void)
{
  g_autofree char *path = tu_data_path ("../../data/scenarios/lessons/30-cothon-carthage.json");
  g_autoptr (MlScenario) scenario = ml_scenario_load_file (path, NULL);
  g_assert_nonnull (scenario);
  g_autoptr (MlGame) game = ml_scenario_to_game (scenario, "cothon", NULL, NULL);
  g_assert_cmpuint (port_of (game), ==, 1);
  MlAdviseOptions options = { .playouts = 32, .threads = 2, .seed = 3 };
  g_autoptr (MlAdvice) advice = ml_advise (game, tu_tile ("E"), &options, NULL, NULL);
  g_assert_nonnull (advice);
  const MlAdviseMove *from = NULL, *to = NULL, *lesson = NULL;
  for (guint i = 0; i < advice->n_moves; i++)
    {
      const MlAdviseMove *m = &advice->moves[i];
      if (m->action == ML_WONDERS_ACTION_FROM_PORT)
        {
          g_assert_cmpuint (m->n_meeples, ==, 1);
          from = from ? from : m;
          /* The lesson's move: E at (4, 0) closing the city, the port meeple into it on
           * the river tile at (4, 1). */
          if (m->at.x == 4 && m->at.y == 0 && m->meeples[0].role == ML_ROLE_KNIGHT
              && m->meeples[0].x == 4 && m->meeples[0].y == 1)
            lesson = lesson ? lesson : m;
        }
      if (m->to_port)
        to = to ? to : m;
    }
  g_assert_nonnull (from);
  g_assert_nonnull (to);
  g_assert_nonnull (lesson);

  /* The best port move: the port has one meeple fewer, unless it came home again. */
  g_autoptr (GArray) events = g_array_new (FALSE, FALSE, sizeof (MlEvent));
  g_autoptr (MlGame) after = play_advised (game, tu_tile ("E"), from, events);
  gboolean left_port = FALSE;
  for (guint i = 0; i < events->len; i++)
    left_port |= ml_wonders_event_is (&g_array_index (events, MlEvent, i), ML_WONDERS_EVENT_FROM_PORT);
  g_assert_true (left_port);
  g_assert_cmpuint (port_of (after), <=, port_of (game));

  /* The lesson's move with the knight sent back to the port: the city closes (4 points
   * to Alice, 10 to 14) and the knight goes back to the port. */
  gboolean found = FALSE;
  for (guint i = 0; i < advice->n_moves; i++)
    {
      const MlAdviseMove *m = &advice->moves[i];
      if (m->action != ML_WONDERS_ACTION_FROM_PORT || !m->to_port || m->at.x != 4 || m->at.y != 0
          || m->meeples[0].role != ML_ROLE_KNIGHT || m->meeples[0].y != 1)
        continue;
      g_autoptr (MlGame) back = play_advised (game, tu_tile ("E"), m, NULL);
      g_assert_cmpint (back->scores[0], ==, 14);
      g_assert_cmpuint (port_of (back), ==, 1);
      found = TRUE;
    }
  g_assert_true (found);

  /* The best move sending meeples home to the port fills it beyond what it held. */
  g_autoptr (MlGame) ported = play_advised (game, tu_tile ("E"), to, NULL);
  MlAdviseMove without = *to;
  without.to_port = FALSE;
  g_autoptr (MlGame) home = play_advised (game, tu_tile ("E"), &without, NULL);
  g_assert_cmpuint (port_of (ported), >, port_of (home));

  /* Bob owns no Cothon: no port move for him. */
  game->turn = 1;
  g_autoptr (MlAdvice) bob = ml_advise (game, tu_tile ("E"), &options, NULL, NULL);
  for (guint i = 0; i < bob->n_moves; i++)
    {
      g_assert_cmpint (bob->moves[i].action, !=, ML_WONDERS_ACTION_FROM_PORT);
      g_assert_false (bob->moves[i].to_port);
    }
}

/* Alice holds the Taj Mahal: laying it, she may put one or two meeples into its slots, with
 * or without one on the tile, two in all at most. */
static void
test_taj_slots_on_laying (void)
{
  g_autoptr (MlGame) game = open_city_with (0, ML_EXPANSION_FARMERS | ML_EXPANSION_WONDERS);
  const MlTileDef *taj = tu_tile ("taj-mahal");
  ml_wonders_state (game)->taken[0][0] = taj;
  ml_wonders_state (game)->n_taken[0] = 1;
  g_assert_true (ml_wonders_in_hand (game, 0) == taj);
  MlAdviseOptions options = { .playouts = 4, .threads = 2, .seed = 4 };
  g_autoptr (MlAdvice) advice = ml_advise (game, taj, &options, NULL, NULL);
  g_assert_nonnull (advice);
  const MlAdviseMove *best[3] = { NULL };
  for (guint i = 0; i < advice->n_moves; i++)
    {
      const MlAdviseMove *m = &advice->moves[i];
      g_assert_cmpuint (m->slots + m->n_meeples, <=, 2);
      if (m->slots && !best[m->slots])
        best[m->slots] = m;
    }
  for (guint k = 1; k <= 2; k++)
    {
      g_assert_nonnull (best[k]);
      g_autoptr (MlGame) after = play_advised (game, taj, best[k], NULL);
      int at = ml_wonders_piece (after, ML_EFFECT_TAJ_MAHAL, FALSE);
      g_assert_cmpint (at, >=, 0);
      g_assert_cmpuint (ml_board_piece (after->board, (guint) at)->slots, ==, k);
    }
  /* The same ranking with one thread and with two. */
  MlAdviseOptions one = options;
  one.threads = 1;
  g_autoptr (MlAdvice) single = ml_advise (game, taj, &one, NULL, NULL);
  assert_same (advice, single);
}

/* With the Cothon's port moves and continuations that use them: one thread or two alike. */
static void
test_cothon_threads_agree (void)
{
  g_autofree char *path = tu_data_path ("../../data/scenarios/lessons/30-cothon-carthage.json");
  g_autoptr (MlScenario) scenario = ml_scenario_load_file (path, NULL);
  g_autoptr (MlGame) game = ml_scenario_to_game (scenario, "cothon", NULL, NULL);
  g_autoptr (MlAdvice) one = advise (game, "E", 40, 1, 9);
  g_autoptr (MlAdvice) two = advise (game, "E", 40, 2, 9);
  assert_same (one, two);
}

/* Abu Simbel's owner holds U and V: the moves lay either and keep the other, and the best
 * of each is one the turn accepts, leaving the other tile face down. Bob draws one tile. */
static void
test_abu_simbel_keep (void)
{
  g_autofree char *path = tu_data_path ("../../data/scenarios/lessons/24-abu-simbel.json");
  g_autoptr (MlScenario) scenario = ml_scenario_load_file (path, NULL);
  g_assert_nonnull (scenario);
  g_autoptr (MlGame) game = ml_scenario_to_game (scenario, "abu", NULL, NULL);
  g_assert_true (ml_wonders_draws_two (game, 0));
  MlAdviseOptions options = { .playouts = 8, .threads = 2, .seed = 6, .other = tu_tile ("V") };
  g_autoptr (MlAdvice) advice = ml_advise (game, tu_tile ("U"), &options, NULL, NULL);
  g_assert_nonnull (advice);
  const MlAdviseMove *lays[2] = { NULL, NULL };   /* U kept V, V kept U */
  for (guint i = 0; i < advice->n_moves; i++)
    {
      const MlAdviseMove *m = &advice->moves[i];
      g_assert_nonnull (m->keep);
      g_assert_true (m->keep != m->tile);
      guint k = m->tile == tu_tile ("V");
      g_assert_true (m->tile == tu_tile (k ? "V" : "U"));
      lays[k] = lays[k] ? lays[k] : m;
    }
  for (guint k = 0; k < 2; k++)
    {
      g_assert_nonnull (lays[k]);
      g_autoptr (MlGame) after = play_advised (game, lays[k]->tile, lays[k], NULL);
      g_assert_true (ml_wonders_state (after)->kept[0] == lays[k]->keep);
    }
  MlAdviseOptions one = options;
  one.threads = 1;
  g_autoptr (MlAdvice) single = ml_advise (game, tu_tile ("U"), &one, NULL, NULL);
  assert_same (advice, single);

  /* Bob does not own Abu Simbel: a second tile is refused. */
  game->turn = 1;
  g_autoptr (GError) error = NULL;
  g_autoptr (MlAdvice) bob = ml_advise (game, tu_tile ("U"), &options, NULL, &error);
  g_assert_null (bob);
  g_assert_error (error, ML_ADVISE_ERROR, ML_ADVISE_ERROR_NOT_TWO);
}

static void
test_refusals (void)
{
  g_autoptr (MlGame) game = open_city (0);
  MlAdviseOptions options = { .playouts = 4 };
  g_autoptr (GError) error = NULL;
  /* A wonder nobody holds goes nowhere. */
  g_assert_null (ml_advise (game, tu_tile ("great-wall"), &options, NULL, &error));
  g_assert_error (error, ML_ADVISE_ERROR, ML_ADVISE_ERROR_NO_MOVE);
  g_clear_error (&error);
  /* The only G of the box is on the board. */
  g_assert_null (ml_advise (game, tu_tile ("G"), &options, NULL, &error));
  g_assert_error (error, ML_ADVISE_ERROR, ML_ADVISE_ERROR_NOT_IN_BAG);
}

/* ---- cancellation ------------------------------------------------------------------ */

static guint
n_threads (void)
{
  g_autoptr (GDir) dir = g_dir_open ("/proc/self/task", 0, NULL);
  g_assert_nonnull (dir);
  guint n = 0;
  while (g_dir_read_name (dir))
    n++;
  return n;
}

typedef struct {
  guint calls;
  guint64 last_done;
  GCancellable *cancellable;
  gboolean cancel;
} Progress;

static void
on_progress (const MlAdvice *partial, guint64 done, guint64 total, gpointer data)
{
  Progress *p = data;
  g_assert_cmpuint (done, <=, total);
  g_assert_cmpuint (done, >=, p->last_done);
  g_assert_cmpuint (partial->n_moves, >, 0);
  p->last_done = done;
  p->calls++;
  if (p->cancel)
    g_cancellable_cancel (p->cancellable);
}

static void
test_cancel_from_progress (void)
{
  g_autoptr (MlGame) game = open_city (0);
  g_autoptr (GCancellable) cancellable = g_cancellable_new ();
  Progress p = { .cancellable = cancellable, .cancel = TRUE };
  MlAdviseOptions options = { .playouts = 100000, .threads = 3, .seed = 1, .exhaustive = TRUE,
                              .progress = on_progress, .progress_data = &p };
  guint before = n_threads ();
  g_autoptr (GError) error = NULL;
  gint64 start = g_get_monotonic_time ();
  g_assert_null (ml_advise (game, tu_tile ("E"), &options, cancellable, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_cmpuint (p.calls, ==, 1);
  /* All the continuations planned would take minutes. */
  g_assert_cmpint (g_get_monotonic_time () - start, <, 30 * G_USEC_PER_SEC);
  g_assert_cmpuint (n_threads (), ==, before);
}

static gpointer
cancel_later (gpointer data)
{
  g_usleep (30000);
  g_cancellable_cancel (data);
  return NULL;
}

static void
test_cancel_from_another_thread (void)
{
  g_autoptr (MlGame) game = open_city (0);
  g_autoptr (GCancellable) cancellable = g_cancellable_new ();
  MlAdviseOptions options = { .playouts = 100000, .threads = 2, .exhaustive = TRUE };
  guint before = n_threads ();
  GThread *canceller = g_thread_new ("cancel", cancel_later, cancellable);
  g_autoptr (GError) error = NULL;
  g_assert_null (ml_advise (game, tu_tile ("E"), &options, cancellable, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_thread_join (canceller);
  g_assert_cmpuint (n_threads (), ==, before);

  /* Cancelled before it starts: no continuation at all. */
  g_clear_error (&error);
  Progress p = { 0 };
  options.progress = on_progress;
  options.progress_data = &p;
  g_assert_null (ml_advise (game, tu_tile ("E"), &options, cancellable, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_cmpuint (p.calls, ==, 0);
}

/* Progress comes on the caller's thread, and the planned total is what gets played. */
static void
test_progress (void)
{
  g_autoptr (MlGame) game = open_city (0);
  Progress p = { 0 };
  MlAdviseOptions options = { .playouts = 800, .threads = 2, .seed = 4, .progress = on_progress, .progress_data = &p };
  g_autoptr (MlAdvice) advice = ml_advise (game, tu_tile ("E"), &options, NULL, NULL);
  g_assert_nonnull (advice);
  /* At least one report a round, the last when all is played. */
  g_assert_cmpuint (p.calls, >=, 4);
  g_assert_cmpuint (p.last_done, ==, advice->playouts);
}

/* Near-ties said honestly: on an open board many moves are worth about the same. The
 * leading moves still level once the plan is played get more continuations, up to the cap;
 * then the advice says how many of them are worth the same and within how many points,
 * from their differences on the same draws. Without settling no move gets more than asked.
 * A clear best (closing one's own city) costs nothing more and is said to be clear. */
static void
test_near_ties (void)
{
  g_autoptr (MlGame) game = tu_game (2, ML_EXPANSION_FARMERS);
  tu_place (game, "D", 0, 0, 0);
  MlAdviseOptions plain = { .playouts = 64, .threads = 2, .seed = 7 };
  g_autoptr (MlAdvice) planned = ml_advise (game, tu_tile ("V"), &plain, NULL, NULL);
  g_assert_nonnull (planned);
  g_assert_cmpuint (planned->settle_playouts, ==, 0);
  g_assert_cmpuint (planned->moves[0].playouts, ==, 64);

  MlAdviseOptions settled = plain;
  settled.settle = 4;
  g_autoptr (MlAdvice) advice = ml_advise (game, tu_tile ("V"), &settled, NULL, NULL);
  g_assert_nonnull (advice);
  /* The plan is played as before; what settling adds is counted apart. */
  g_assert_cmpuint (advice->settle_playouts, >, 0);
  g_assert_cmpuint (advice->playouts, ==, planned->playouts + advice->settle_playouts);
  g_assert_cmpuint (advice->moves[0].playouts, >, 64);
  g_assert_cmpuint (advice->moves[0].playouts, <=, 4 * 64);
  g_test_message ("near-tie: %u moves level within %.2f points; %" G_GUINT64_FORMAT " planned and %"
                  G_GUINT64_FORMAT " more continuations", advice->n_tied, advice->tie_within,
                  planned->playouts, advice->settle_playouts);
  g_assert_cmpuint (advice->n_tied, >=, 2);
  g_assert_cmpuint (advice->n_tied, <=, advice->n_moves);
  g_assert_cmpfloat (advice->tie_within, >=, 0);
  for (guint i = 1; i < advice->n_tied; i++)
    {
      /* Level moves had the same draws, and none is further below the first than said. */
      g_assert_cmpuint (advice->moves[i].playouts, ==, advice->moves[0].playouts);
      g_assert_cmpfloat (advice->moves[0].mean - advice->moves[i].mean, <=, advice->tie_within + 1e-9);
    }
  /* Whatever the threads, the same settling. */
  settled.threads = 1;
  g_autoptr (MlAdvice) one = ml_advise (game, tu_tile ("V"), &settled, NULL, NULL);
  assert_same (advice, one);
  g_assert_cmpuint (one->n_tied, ==, advice->n_tied);
  g_assert_cmpfloat (one->tie_within, ==, advice->tie_within);

  /* A straight road laid both ways round is the same move twice: level within nothing, to
   * the cap. */
  g_autoptr (MlAdvice) twins = ml_advise (game, tu_tile ("U"), &settled, NULL, NULL);
  g_assert_cmpuint (twins->n_tied, >=, 2);
  g_assert_cmpfloat (twins->tie_within, ==, 0);
  g_assert_cmpuint (twins->moves[0].playouts, ==, 4 * 64);

  g_autoptr (MlGame) city = open_city (0);
  MlAdviseOptions clear = { .playouts = 200, .threads = 2, .seed = 3, .settle = 4 };
  g_autoptr (MlAdvice) best = ml_advise (city, tu_tile ("E"), &clear, NULL, NULL);
  g_assert_true (is_closing (&best->moves[0]));
  g_assert_cmpuint (best->n_tied, ==, 0);
  g_assert_cmpuint (best->settle_playouts, ==, 0);
}

int
main (int argc, char **argv)
{
  tu_keep_going (&argc, &argv);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/advise/bag-left", test_bag_left);
  g_test_add_func ("/advise/moves-listed", test_moves_listed);
  g_test_add_func ("/advise/set-aside-river", test_set_aside_river);
  g_test_add_func ("/advise/empty-bag-is-exact", test_empty_bag_is_exact);
  g_test_add_func ("/advise/reproducible", test_reproducible);
  g_test_add_func ("/advise/threads-agree", test_threads_agree);
  g_test_add_func ("/advise/closing-own-city-first", test_closing_own_city_first);
  g_test_add_func ("/advise/halving", test_halving);
  g_test_add_func ("/advise/near-ties", test_near_ties);
  g_test_add_func ("/advise/wonder-choices", test_wonder_choices);
  g_test_add_func ("/advise/taj-mahal-actions", test_taj_mahal_actions);
  g_test_add_func ("/advise/cothon-moves", test_cothon_moves);
  g_test_add_func ("/advise/cothon-threads-agree", test_cothon_threads_agree);
  g_test_add_func ("/advise/taj-slots-on-laying", test_taj_slots_on_laying);
  g_test_add_func ("/advise/abu-simbel-keep", test_abu_simbel_keep);
  g_test_add_func ("/advise/refusals", test_refusals);
  g_test_add_func ("/advise/cancel-from-progress", test_cancel_from_progress);
  g_test_add_func ("/advise/cancel-from-another-thread", test_cancel_from_another_thread);
  g_test_add_func ("/advise/progress", test_progress);
  return g_test_run ();
}
