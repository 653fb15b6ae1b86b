/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"
#include "test-util.h"
#include "ml-location.h"
#include "ml-record.h"

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
tu_meeple (MlGame *game, int player, int x, int y, const char *at, guint figure)
{
  guint piece, cell;
  guint8 feature;
  locate (game, x, y, at, &piece, &cell, &feature);
  ml_board_add_meeple (game->board, player, piece, cell, feature, figure);
}

guint8
tu_piece_feature (MlGame *game, guint piece, const char *at)
{
  const MlPiece *p = ml_board_piece (game->board, piece);
  guint8 f = ml_tile_feature_at (p->tile, p->rot, 0, at);
  g_assert_cmpint (f, !=, ML_NO_FEATURE);
  return f;
}

guint
tu_figure (const char *id)
{
  guint figure = ML_FIGURE_MEEPLE;
  if (!ml_figure_parse (id, &figure))
    g_error ("no figure has the id %s", id);
  return figure;
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

/* Plays random legal tiles from repeated base bags until @n are down, with a meeple on a
 * random feature of every fourth tile. */
MlGame *
tu_random_board (guint n, guint32 seed)
{
  MlGame *game = ml_game_new (4, ML_EXPANSION_FARMERS);
  g_autoptr (GPtrArray) bag = g_ptr_array_new ();
  g_autoptr (GPtrArray) pile = g_ptr_array_new ();
  g_autoptr (GArray) scratch = g_array_new (FALSE, FALSE, sizeof (MlPlacement));
  const MlTileDef *start;
  ml_play_bag (ML_EXPANSION_FARMERS, bag, &start);
  MlRand *rand = ml_rand_new_with_seed (seed);
  ml_board_place (game->board, start, 0, 0, 0, -1);
  guint placed = 1, failures = 0;
  while (placed < n && failures < 10000)
    {
      if (pile->len == 0)
        for (guint i = 0; i < bag->len; i++)
          g_ptr_array_insert (pile, tu_rand_range (rand, 0, (gint32) pile->len + 1), bag->pdata[i]);
      const MlTileDef *tile = g_ptr_array_steal_index_fast (pile, pile->len - 1);
      MlPlacement pl;
      if (!ml_rules_random_placement (game, tile, rand, scratch, &pl))
        {
          failures++;
          continue;
        }
      int piece = ml_board_place (game->board, tile, pl.x, pl.y, pl.rot, -1);
      g_assert (piece >= 0);
      if (placed % 4 == 0)
        {
          guint f = (guint) tu_rand_range (rand, 0, (gint32) tile->n_features);
          if (tile->features[f].kind != ML_FEATURE_WATER)
            ml_board_add_meeple (game->board, (int) (placed / 4 % 4), (guint) piece,
                                 tile->features[f].locs[0].cell, f, FALSE);
        }
      placed++;
    }
  ml_rand_free (rand);
  return game;
}

MlScenario *
tu_random_scenario (guint n, guint32 seed)
{
  g_autoptr (MlGame) game = tu_random_board (n, seed);
  MlScenario *scenario = ml_scenario_new ();
  for (guint p = 0; p < game->n_players; p++)
    {
      MlScenarioPlayer *player = g_new0 (MlScenarioPlayer, 1);
      player->name = g_strdup_printf ("Player %u", p + 1);
      g_ptr_array_add (scenario->players, player);
    }
  ml_scenario_update_from_game (scenario, game);
  return scenario;
}

gint32
tu_rand_range (MlRand *rand, gint32 begin, gint32 end)
{
  /* GRand's way (GLib 2.2 on): draws above the last whole multiple of the range are
   * thrown away, then the remainder. */
  guint32 dist = (guint32) (end - begin), random;
  if (dist == 0)
    return begin;
  guint32 max;
  if (dist <= 0x80000000u)
    {
      guint32 leftover = (0x80000000u % dist) * 2;
      if (leftover >= dist)
        leftover -= dist;
      max = 0xffffffffu - leftover;
    }
  else
    max = dist - 1;
  do
    random = ml_rand_int (rand);
  while (random > max);
  return begin + (gint32) (random % dist);
}

GArray *
tu_problems_of (MlGame *game)
{
  GArray *problems = g_array_new (FALSE, FALSE, sizeof (MlProblem));
  g_array_set_clear_func (problems, ml_problem_clear);
  ml_rules_check_layout (game, problems);
  return problems;
}

gboolean
tu_has_problem (GArray *problems, const char *message)
{
  for (guint i = 0; i < problems->len; i++)
    if (g_str_equal (g_array_index (problems, MlProblem, i).message, message))
      return TRUE;
  return FALSE;
}

typedef struct {
  MlRand *rand;
  MlMeepleChoice chosen;
} Decision;

/* A random player's choice once the tile lies: a meeple on one of the features the rules
 * allow, half the time. */
static void
decide (MlGame *game, guint piece, MlTurnOptions *options, gpointer data)
{
  Decision *d = data;
  MlMeepleChoice choices[ML_MAX_MEEPLE_CHOICES];
  guint n = ml_rules_meeple_choices (game, (int) game->turn, piece, choices);
  d->chosen.wanted = FALSE;
  if (n > 0 && tu_rand_range (d->rand, 0, 2) == 0)
    {
      d->chosen = choices[tu_rand_range (d->rand, 0, (gint32) n)];
      d->chosen.wanted = TRUE;
      options->action = ML_ACTION_MEEPLES;
      options->n_meeples = 1;
      options->meeples[0] = d->chosen;
    }
}

/* A location code of @feature on square @cell of @tile turned @rot, as a record names it. */
static const char *
location_of (const MlTileDef *tile, int rot, guint cell, guint8 feature)
{
  const guint8 *at = tile->rotated[rot][cell].feature_at;
  for (int l = 0; l < ML_N_LOCS; l++)
    if (at[l] == feature)
      return ml_loc_name ((MlLoc) l);
  return tile->features[feature].name;
}

/* A two-player game with farmers of @n_moves turns by the rules, from the start tile, with
 * tiles drawn from repeated base bags (a sandbox record: its start has no bag, so it may
 * hold more tiles than a box), random legal spots and meeples; its record at its last move.
 * Played by the turn engine directly: adding the turns one by one to a document would
 * replay the whole record at each, which takes minutes for 1,000 moves. */
MlScenario *
tu_record_scenario (guint n_moves, guint32 seed, MlGame **end)
{
  g_autoptr (MlGame) game = ml_game_new (2, ML_EXPANSION_FARMERS);
  g_autoptr (GPtrArray) bag = g_ptr_array_new ();
  g_autoptr (GPtrArray) pile = g_ptr_array_new ();
  g_autoptr (GArray) spots = g_array_new (FALSE, FALSE, sizeof (MlPlacement));
  const MlTileDef *start;
  ml_play_bag (ML_EXPANSION_FARMERS, bag, &start);
  ml_board_place (game->board, start, 0, 0, 0, -1);

  MlScenario *scenario = ml_scenario_new ();
  scenario->expansions = ML_EXPANSION_FARMERS;
  for (guint p = 0; p < 2; p++)
    {
      MlScenarioPlayer *player = g_new0 (MlScenarioPlayer, 1);
      player->name = g_strdup_printf ("Player %u", p + 1);
      g_ptr_array_add (scenario->players, player);
    }
  ml_scenario_update_from_game (scenario, game);
  g_autoptr (MlRecord) record = ml_record_new ();
  record->start = ml_record_start_of (scenario);
  g_assert (record->start != NULL);

  g_autoptr (MlRand) rand = ml_rand_new_with_seed (seed);
  Decision d = { rand, { 0 } };
  guint misses = 0;
  while (record->moves->len < n_moves && misses < 10000)
    {
      if (pile->len == 0)
        for (guint i = 0; i < bag->len; i++)
          g_ptr_array_insert (pile, tu_rand_range (rand, 0, (gint32) pile->len + 1), bag->pdata[i]);
      const MlTileDef *tile = g_ptr_array_steal_index_fast (pile, pile->len - 1);
      g_array_set_size (spots, 0);
      ml_game_turn_placements (game, tile, spots);
      if (spots->len == 0)
        {
          /* Not drawn, as far as the record knows: it names the tiles laid only. */
          misses++;
          continue;
        }
      MlPlacement at = g_array_index (spots, MlPlacement, tu_rand_range (rand, 0, (gint32) spots->len));
      MlTurnOptions options;
      ml_turn_options_init (&options, NULL);
      options.decide = decide;
      options.decide_data = &d;
      g_autoptr (GError) error = NULL;
      if (!ml_game_play_turn (game, tile, at.x, at.y, at.rot, &options, NULL, &error))
        g_error ("move %u: %s", record->moves->len + 1, error->message);
      MlRecordMove move = { .tile = tile->id, .x = at.x, .y = at.y, .rot = at.rot };
      if (d.chosen.wanted)
        {
          const MlRotatedCell *cell = &tile->rotated[at.rot][d.chosen.cell];
          move.n_meeples = 1;
          move.meeples[0] = (MlRecordMeeple) { at.x + cell->dx, at.y + cell->dy,
                                               (char *) location_of (tile, at.rot, d.chosen.cell, d.chosen.feature),
                                               d.chosen.figure };
        }
      ml_record_append (record, &move);
    }
  g_assert_cmpuint (record->moves->len, ==, n_moves);
  record->at = record->moves->len;
  ml_scenario_update_from_game (scenario, game);
  ml_record_store (scenario, record);
  if (end)
    *end = g_steal_pointer (&game);
  return scenario;
}
