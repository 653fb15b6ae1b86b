/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Random complete games (ml-play.h): the bag, the deal, and the turns, each choice drawn at
 * random. A module whose expansion has hand rules of its own plays the turns itself through
 * its random_turns hook (ml-game-state.h), with what MlRandomGame offers. */
#include "config.h"
#include "ml-random.h"
#include "ml-play.h"
#include "ml-game.h"
#include "ml-rules.h"
#include "ml-expansion-modules.h"

#include <string.h>

struct _MlPlayout {
  MlRandomGame g;            /* first: the modules' turns hand it back to us */
  guint expansions;
  GPtrArray *bag;            /* the box, without the first piece */
  const MlTileDef *start;
  GPtrArray *pile;           /* this game's draw order */
  GArray *placements;
  GArray *meeples;
  GArray *events;
  guint discarded;
  int water;                 /* the bag's tiles with water, as many in every game's pile */
  gboolean modules_deal;     /* whether the modules' deal orders the bag (ml_play_deal()) */
  gboolean head_start;       /* each player holds from the start what a module hands out */
  MlTurnFunc func;           /* during a game whose module plays the turns: what ml_playout_run() */
  gpointer func_data;        /* was given */
  MlReadings readings;       /* the readings every game is played under */
};

/* Whether a set an expansion of @expansions deals says that @tile leaves the box (the
 * Abbeys' monasteries take the place of two of the base game's). */
static gboolean
replaced (const MlCatalogue *catalogue, guint expansions, const MlTileDef *tile)
{
  guint n_rows;
  const MlExpansionInfo *rows = ml_expansions_table (&n_rows);
  for (guint i = 0; i < n_rows; i++)
    if ((expansions & rows[i].expansion) && rows[i].bag_set)
      {
        const MlTileSet *set = ml_catalogue_find_set (catalogue, rows[i].bag_set);
        if (set && set->replaces && g_strv_contains ((const char *const *) set->replaces, tile->id))
          return TRUE;
      }
  return FALSE;
}

static void
add_set (const MlCatalogue *catalogue, const char *id, const char *group, guint expansions,
         GPtrArray *bag, const MlTileDef **start)
{
  const MlTileSet *set = ml_catalogue_find_set (catalogue, id);
  g_return_if_fail (set != NULL);
  for (guint i = 0; i < set->tiles->len; i++)
    {
      const MlTileDef *tile = g_ptr_array_index (set->tiles, i);
      if ((group && g_strcmp0 (tile->group, group) != 0) || replaced (catalogue, expansions, tile))
        continue;
      guint count = tile->count;
      /* A face kept for recorded games only (count 0) is never dealt, nor the start. */
      if (count == 0)
        continue;
      if (tile->start && *start == NULL)
        {
          *start = tile;
          count--;
        }
      for (guint k = 0; k < count; k++)
        g_ptr_array_add (bag, (gpointer) tile);
    }
}

/* The sets of the expansions of @expansions that the bag deals @first (or after the base game). */
static void
add_expansion_sets (const MlCatalogue *catalogue, guint expansions, gboolean first, GPtrArray *bag,
                    const MlTileDef **start)
{
  guint n_rows;
  const MlExpansionInfo *rows = ml_expansions_table (&n_rows);
  for (guint i = 0; i < n_rows; i++)
    if ((expansions & rows[i].expansion) && rows[i].bag_set && !rows[i].bag_first == !first)
      add_set (catalogue, rows[i].bag_set, rows[i].bag_group, expansions, bag, start);
}

void
ml_play_bag (guint expansions, GPtrArray *bag, const MlTileDef **start)
{
  const MlCatalogue *catalogue = ml_catalogue_get_default ();
  *start = NULL;
  /* The spring replaces the start tile, so the river comes first. */
  add_expansion_sets (catalogue, expansions, TRUE, bag, start);
  add_set (catalogue, ML_EXPANSIONS_BASE_SET, NULL, expansions, bag, start);
  add_expansion_sets (catalogue, expansions, FALSE, bag, start);
}

gboolean
ml_play_deals (const MlTileDef *tile)
{
  const MlExpansionInfo *row = ml_expansion_of_set (tile->set);
  return row == NULL || row->bag_set != NULL;
}

/* A tile drawn that fits nowhere leaves the game, and the game records it as a scenario
 * would ("set_aside"); the river's order already counts it through water_left. */
static void
set_aside (MlPlayout *self, MlGame *game, const MlTileDef *tile)
{
  self->discarded++;
  if (game->n_set_aside < ML_MAX_SET_ASIDE)
    game->set_aside[game->n_set_aside++] = tile;
}

/* ---- what a module that plays the turns lays through (MlRandomGame) ---- */

static void
module_report (MlRandomGame *g, MlGame *game)
{
  MlPlayout *self = (MlPlayout *) g;
  self->func (game, self->events, self->func_data);
}

static void
module_placements (MlRandomGame *g, const MlGame *game, const MlTileDef *tile, GArray *out)
{
  ml_game_turn_placements (game, tile, out);
}

static void
module_set_aside (MlRandomGame *g, MlGame *game, const MlTileDef *tile)
{
  set_aside ((MlPlayout *) g, game, tile);
}

/* Whether the modules' deal moves a tile of @bag, or draws a number to choose: a module's
 * deal reads only the pile and the numbers, and every game's pile starts as the bag, so one
 * that does neither here never will, and the games need not ask it (a scan of the whole
 * pile for the River's tiles in a game without them). */
static gboolean
modules_deal (const GPtrArray *bag, GPtrArray *scratch)
{
  MlRand probe;
  ml_rand_set_seed (&probe, 0);
  g_ptr_array_set_size (scratch, bag->len);
  if (bag->len)
    memcpy (scratch->pdata, bag->pdata, bag->len * sizeof (gpointer));
  guint first = ml_expansion_modules_deal (scratch, &probe);
  return first > 0 || !ml_rand_untouched (&probe)
         || (bag->len && memcmp (scratch->pdata, bag->pdata, bag->len * sizeof (gpointer)) != 0);
}

MlPlayout *
ml_playout_new (guint expansions)
{
  MlPlayout *self = g_new0 (MlPlayout, 1);
  self->expansions = expansions;
  self->bag = g_ptr_array_new ();
  self->pile = g_ptr_array_new ();
  self->placements = g_array_new (FALSE, FALSE, sizeof (MlPlacement));
  self->meeples = g_array_new (FALSE, FALSE, sizeof (MlMeepleChoice));
  self->events = g_array_new (FALSE, FALSE, sizeof (MlEvent));
  self->g = (MlRandomGame) { .pile = self->pile, .placements = self->placements, .meeples = self->meeples,
                             .report = module_report, .placements_of = module_placements, .set_aside = module_set_aside };
  ml_play_bag (expansions, self->bag, &self->start);
  for (guint i = 0; i < self->bag->len; i++)
    self->water += ((const MlTileDef *) g_ptr_array_index (self->bag, i))->has_water;
  self->modules_deal = modules_deal (self->bag, self->pile);
  ml_readings_init (&self->readings);
  return self;
}

void
ml_playout_set_readings (MlPlayout *self, const MlReadings *readings)
{
  self->readings = *readings;
}

void
ml_playout_free (MlPlayout *self)
{
  if (self == NULL)
    return;
  g_ptr_array_unref (self->bag);
  g_ptr_array_unref (self->pile);
  g_array_unref (self->placements);
  g_array_unref (self->meeples);
  g_array_unref (self->events);
  g_free (self);
}

void
ml_playout_set_head_start (MlPlayout *self, gboolean head_start)
{
  self->head_start = head_start;
}

guint
ml_playout_discarded (const MlPlayout *self)
{
  return self->discarded;
}

void
ml_play_shuffle (GPtrArray *pile, guint from, guint to, MlRand *rand)
{
  /* Read once: to the compiler, a tile stored might change pdata. Counting the tiles left
   * down to 2 rather than an index, a swap is a few instructions fewer. */
  gpointer *p = pile->pdata + from;
  for (guint n = to - from; n > 1; n--)
    {
      guint j = ml_random_below (rand, n);
      gpointer t = p[n - 1];
      p[n - 1] = p[j];
      p[j] = t;
    }
}

/* ml_play_deal(), with the modules' deal or without (modules_deal()). */
static void
deal (const GPtrArray *bag, GPtrArray *pile, gboolean modules, MlRand *rand)
{
  g_ptr_array_set_size (pile, bag->len);
  if (bag->len)
    memcpy (pile->pdata, bag->pdata, bag->len * sizeof (gpointer));
  guint first = modules ? ml_expansion_modules_deal (pile, rand) : 0;
  ml_play_shuffle (pile, first, pile->len, rand);
}

void
ml_play_deal (const GPtrArray *bag, GPtrArray *pile, MlRand *rand)
{
  deal (bag, pile, TRUE, rand);
}

/* Inlined into the loop of turns: the call, its registers saved and restored and its six
 * arguments passed, cost about 25 instructions a turn. */
G_ALWAYS_INLINE static inline void
play_turn (MlPlayout *self, MlGame *game, const MlTileDef *tile, MlRand *rand, MlTurnFunc func, gpointer data)
{
  MlPlacement chosen;
  if (!ml_rules_random_placement (game, tile, rand, self->placements, &chosen))
    {
      set_aside (self, game, tile);
      return;
    }
  const MlPlacement *at = &chosen;
  int player = (int) game->turn;
  guint piece = (guint) ml_board_place (game->board, tile, at->x, at->y, at->rot, -1);
  GArray *events = func ? self->events : NULL;
  if (events)
    {
      g_array_set_size (events, 0);
      MlEvent ev = { .kind = ML_EVENT_TILE, .player = player, .tile = tile, .x = at->x, .y = at->y, .rot = at->rot };
      g_array_append_val (events, ev);
    }

  MlMeepleChoice choices[ML_MAX_MEEPLE_CHOICES];
  guint n_choices = ml_rules_meeple_choices (game, player, piece, choices);
  /* Each option, or none, alike. */
  guint pick = ml_random_below (rand, n_choices + 1);
  if (pick < n_choices)
    {
      const MlMeepleChoice *m = &choices[pick];
      ml_board_add_meeple (game->board, player, piece, m->cell, m->feature, m->figure);
      if (events)
        {
          MlEvent ev = { .kind = ML_EVENT_MEEPLE, .player = player, .tile = tile, .x = at->x, .y = at->y,
                         .rot = at->rot,
                         .role = ml_meeple_role (game->board, ml_board_meeple (game->board, ml_board_n_meeples (game->board) - 1)),
                         .figure = m->figure };
          g_array_append_val (events, ev);
        }
    }
  ml_game_score_completed (game, piece, events);
  game->turn = game->turn + 1 < game->n_players ? game->turn + 1 : 0;
  if (func)
    func (game, events, data);
}

/* play_turn()'s choice of a meeple, each option or none alike, made once the tile lies in a
 * turn the engine plays. */
static void
random_meeple (MlGame *game, guint piece, MlTurnOptions *opt, gpointer data)
{
  MlMeepleChoice choices[ML_MAX_MEEPLE_CHOICES];
  guint n = ml_rules_meeple_choices (game, (int) game->turn, piece, choices);
  guint pick = ml_random_below (data, n + 1);
  ml_turn_options_init (opt, pick < n ? &choices[pick] : NULL);
}

/* play_turn() for a game whose modules take part in the turn (a builder's extra turn, goods
 * taken): the same random choices, played by the engine, which then says who moves next. */
static void
play_full_turn (MlPlayout *self, MlGame *game, const MlTileDef *tile, MlRand *rand, MlTurnFunc func, gpointer data)
{
  MlPlacement at;
  if (!ml_rules_random_placement (game, tile, rand, self->placements, &at))
    {
      set_aside (self, game, tile);
      return;
    }
  MlTurnOptions opt = { .decide = random_meeple, .decide_data = rand };
  g_array_set_size (self->events, 0);
  g_autoptr (GError) error = NULL;
  if (!ml_game_play_turn (game, tile, at.x, at.y, at.rot, &opt, func ? self->events : NULL, &error))
    g_error ("a random move was refused: %s", error->message);
  if (func)
    func (game, self->events, data);
}

/* A game whose module plays the turns (hand rules of its own), to its end. */
static void
run_module (MlPlayout *self, const MlExpansionHooks *turns, MlGame *game, MlRand *rand, MlTurnFunc func,
            gpointer data)
{
  self->func = func;
  self->func_data = data;
  self->g.events = func ? self->events : NULL;
  self->g.rand = rand;
  self->g.next = 0;
  turns->random_turns (game, &self->g);
  self->func = NULL;
  self->func_data = NULL;
}

void
ml_playout_run (MlPlayout *self, MlGame *game, guint n_players, MlRand *rand, MlTurnFunc func, gpointer data)
{
  ml_game_reset (game, n_players, self->expansions);
  game->readings = self->readings;
  self->discarded = 0;
  deal (self->bag, self->pile, self->modules_deal, rand);
  game->water_left = self->water;
  if (!ml_expansion_modules_random_start (game, self->start, self->pile->len + 1, self->head_start, rand))
    ml_board_place (game->board, self->start, 0, 0, 0, -1);
  const MlExpansionHooks *turns = ml_expansion_modules_random_turns (game);
  if (turns)
    {
      run_module (self, turns, game, rand, func, data);
      return;
    }
  gboolean full = ml_expansion_modules_full_turns (game);
  /* The turns draw from the pile but do not change it. */
  const MlTileDef *const *pile = (const MlTileDef *const *) self->pile->pdata;
  guint n_tiles = self->pile->len;
  for (guint i = 0; i < n_tiles; i++)
    {
      const MlTileDef *tile = pile[i];
      if (full)
        play_full_turn (self, game, tile, rand, func, data);
      else
        play_turn (self, game, tile, rand, func, data);
      /* Laid or set aside, a river tile drawn is no longer in the bag. */
      game->water_left -= tile->has_water;
    }
}

guint32
ml_play_game_seed (guint32 seed, guint index)
{
  guint64 z = ((guint64) seed << 32 | index) + G_GUINT64_CONSTANT (0x9e3779b97f4a7c15);
  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94d049bb133111eb);
  return (guint32) (z ^ (z >> 31));
}
