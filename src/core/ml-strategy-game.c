/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Complete games between strategies (ml-strategy-game.h). The deal and the start are the
 * random games' (ml-play.h); each turn the player to move chooses by its seat's strategy,
 * and the engine plays the move, so every module that takes part in the turn does. A
 * `random` seat chooses as the random games' engine-played turns do, without listing the
 * moves. A module that plays the turns of random games itself (hand rules of its own) plays
 * them here too, and asks the seats with a strategy for their moves (MlRandomGame's
 * choose). */
#include "config.h"
#include "ml-strategy-game.h"
#include "ml-expansion-modules.h"
#include "ml-game.h"
#include "ml-play.h"
#include "ml-rules.h"

struct _MlStrategyGame {
  MlRandomGame g;            /* first: a module's turns hand it back */
  const MlStrategy *seats;   /* during a game */
  guint expansions;
  MlReadings readings;
  GPtrArray *bag;            /* the box, without the first piece */
  const MlTileDef *start;
  GPtrArray *pile;           /* this game's draw order */
  GPtrArray *left;           /* the tiles still to draw, for the advisor */
  GArray *placements;
  guint discarded;
};

static void     module_placements (MlRandomGame *g, const MlGame *game, const MlTileDef *tile, GArray *out);
static void     module_set_aside  (MlRandomGame *g, MlGame *game, const MlTileDef *tile);
static gboolean module_chooses    (MlRandomGame *g, const MlGame *game);
static gboolean module_choose     (MlRandomGame *g, MlGame *game, const MlTileDef *tile, const MlTileDef *other);

MlStrategyGame *
ml_strategy_game_new (guint expansions, const MlReadings *readings)
{
  MlStrategyGame *self = g_new0 (MlStrategyGame, 1);
  self->expansions = expansions;
  self->readings = *readings;
  self->bag = g_ptr_array_new ();
  self->pile = g_ptr_array_new ();
  self->left = g_ptr_array_new ();
  self->placements = g_array_new (FALSE, FALSE, sizeof (MlPlacement));
  ml_play_bag (expansions, self->bag, &self->start);
  self->g = (MlRandomGame) { .pile = self->pile, .placements = self->placements,
                             .meeples = g_array_new (FALSE, FALSE, sizeof (MlMeepleChoice)),
                             .placements_of = module_placements, .set_aside = module_set_aside,
                             .chooses = module_chooses, .choose = module_choose };
  return self;
}

void
ml_strategy_game_free (MlStrategyGame *self)
{
  if (self == NULL)
    return;
  g_ptr_array_unref (self->bag);
  g_ptr_array_unref (self->pile);
  g_ptr_array_unref (self->left);
  g_array_unref (self->placements);
  g_array_unref (self->g.meeples);
  g_free (self);
}

guint
ml_strategy_game_discarded (const MlStrategyGame *self)
{
  return self->discarded;
}

static void
set_aside (MlStrategyGame *self, MlGame *game, const MlTileDef *tile)
{
  self->discarded++;
  if (game->n_set_aside < ML_MAX_SET_ASIDE)
    game->set_aside[game->n_set_aside++] = tile;
}

/* A `random` seat's meeple: each option or none alike, once the tile lies. */
static void
random_meeple (MlGame *game, guint piece, MlTurnOptions *opt, gpointer data)
{
  MlMeepleChoice choices[ML_MAX_MEEPLE_CHOICES];
  guint n = ml_rules_meeple_choices (game, (int) game->turn, piece, choices);
  guint pick = ml_random_below (data, n + 1);
  ml_turn_options_init (opt, pick < n ? &choices[pick] : NULL);
}

static void
play_random (MlStrategyGame *self, MlGame *game, const MlTileDef *tile, MlRand *rand)
{
  MlPlacement at;
  if (!ml_rules_random_placement (game, tile, rand, self->placements, &at))
    {
      set_aside (self, game, tile);
      return;
    }
  MlTurnOptions opt = { .decide = random_meeple, .decide_data = rand };
  g_autoptr (GError) error = NULL;
  if (!ml_game_play_turn (game, tile, at.x, at.y, at.rot, &opt, NULL, &error))
    g_error ("a random move was refused: %s", error->message);
}

/* The turn of the player to move holding @tile (and @other) as its seat's strategy
 * chooses, the advisor's continuations drawing from the pile after @next; FALSE when
 * nothing fits. */
static gboolean
play_chosen (MlStrategyGame *self, MlGame *game, const MlTileDef *tile, const MlTileDef *other, guint next,
             MlRand *rand)
{
  g_ptr_array_set_size (self->left, 0);
  for (guint i = next; i < self->pile->len; i++)
    g_ptr_array_add (self->left, g_ptr_array_index (self->pile, i));
  MlStrategyMove move;
  if (!ml_strategy_choose (&self->seats[game->turn], game, tile, other, self->left, rand, &move))
    return FALSE;
  const MlPlacement *at = &move.move.at;
  g_autoptr (GError) error = NULL;
  if (!ml_game_play_turn (game, move.tile, at->x, at->y, at->rot, &move.options, NULL, &error))
    g_error ("a chosen move was refused: %s", error->message);
  return TRUE;
}

/* ---- what a module that plays the turns asks (MlRandomGame) ---- */

static void
module_placements (MlRandomGame *g, const MlGame *game, const MlTileDef *tile, GArray *out)
{
  ml_game_turn_placements (game, tile, out);
}

static void
module_set_aside (MlRandomGame *g, MlGame *game, const MlTileDef *tile)
{
  set_aside ((MlStrategyGame *) g, game, tile);
}

static gboolean
module_chooses (MlRandomGame *g, const MlGame *game)
{
  return ((MlStrategyGame *) g)->seats[game->turn].kind != ML_STRATEGY_RANDOM;
}

static gboolean
module_choose (MlRandomGame *g, MlGame *game, const MlTileDef *tile, const MlTileDef *other)
{
  return play_chosen ((MlStrategyGame *) g, game, tile, other, g->next, g->rand);
}

void
ml_strategy_game_run (MlStrategyGame *self, MlGame *game, guint n_players, const MlStrategy *seats, MlRand *rand)
{
  ml_game_reset (game, n_players, self->expansions);
  game->readings = self->readings;
  self->discarded = 0;
  ml_play_deal (self->bag, self->pile, rand);
  game->water_left = 0;
  for (guint i = 0; i < self->pile->len; i++)
    game->water_left += ((const MlTileDef *) g_ptr_array_index (self->pile, i))->has_water;
  if (!ml_expansion_modules_random_start (game, self->start, self->pile->len + 1, FALSE, rand))
    ml_board_place (game->board, self->start, 0, 0, 0, -1);
  self->seats = seats;
  const MlExpansionHooks *turns = ml_expansion_modules_random_turns (game);
  if (turns)
    {
      self->g.rand = rand;
      self->g.next = 0;
      turns->random_turns (game, &self->g);
      return;
    }
  for (guint i = 0; i < self->pile->len; i++)
    {
      const MlTileDef *tile = g_ptr_array_index (self->pile, i);
      const MlStrategy *s = &seats[game->turn];
      if (s->kind == ML_STRATEGY_RANDOM)
        play_random (self, game, tile, rand);
      else if (!play_chosen (self, game, tile, NULL, i + 1, rand))
        set_aside (self, game, tile);
      /* Laid or set aside, a river tile drawn is no longer in the bag. */
      game->water_left -= tile->has_water;
    }
}
