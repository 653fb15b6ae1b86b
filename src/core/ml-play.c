/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"
#include "ml-wonders-state.h"
#include "ml-random.h"
#include "ml-play.h"
#include "ml-rules.h"
#include "ml-wonders.h"
#include "ml-wonders-random.h"
#include "ml-river-flags.h"
#include "ml-expansion-modules.h"

struct _MlPlayout {
  guint expansions;
  GPtrArray *bag;            /* the box, without the first piece */
  const MlTileDef *start;
  GPtrArray *pile;           /* this game's draw order */
  GArray *placements;
  GArray *meeples;
  GArray *events;
  guint discarded;
  guint next;                /* wonder games: the next tile of the pile to draw */
  gboolean head_start;       /* each player holds a wonder from the start */
  int river_drawn;           /* river tiles drawn this turn, out of the bag once it ends */
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
  ml_play_bag (expansions, self->bag, &self->start);
  ml_readings_init (&self->readings);
  return self;
}

void
ml_playout_set_readings (MlPlayout *self, const MlReadings *readings)
{
  self->readings = *readings;
}

/* A tile drawn that fits nowhere leaves the game, and the game records it as a scenario
 * would ("set_aside"); the river's order already counts it through river_left. */
static void
set_aside (MlPlayout *self, MlGame *game, const MlTileDef *tile)
{
  self->discarded++;
  if (game->n_set_aside < ML_MAX_SET_ASIDE)
    game->set_aside[game->n_set_aside++] = tile;
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

static void
shuffle (GPtrArray *pile, guint from, guint to, MlRand *rand)
{
  for (guint i = to; i > from + 1; i--)
    {
      guint j = from + ml_random_below (rand, i - from);
      gpointer t = pile->pdata[i - 1];
      pile->pdata[i - 1] = pile->pdata[j];
      pile->pdata[j] = t;
    }
}

/* The draw order: river tiles first with the lake last among them, then the rest. */
static void
deal (MlPlayout *self, MlRand *rand)
{
  GPtrArray *pile = self->pile;
  g_ptr_array_set_size (pile, 0);
  const MlTileDef *lake = NULL;
  for (guint i = 0; i < self->bag->len; i++)
    {
      const MlTileDef *tile = g_ptr_array_index (self->bag, i);
      if (!tile->is_river)
        continue;
      gboolean is_lake = FALSE;
      for (guint f = 0; f < tile->n_features; f++)
        is_lake |= ml_feature_has (&tile->features[f], ML_RIVER_FLAG_LAKE);
      if (is_lake)
        lake = tile;
      else
        g_ptr_array_add (pile, (gpointer) tile);
    }
  shuffle (pile, 0, pile->len, rand);
  if (lake)
    g_ptr_array_add (pile, (gpointer) lake);
  /* The land tiles written in place, not added one call each. */
  guint river_end = pile->len, n = river_end;
  g_ptr_array_set_size (pile, self->bag->len);
  for (guint i = 0; i < self->bag->len; i++)
    {
      const MlTileDef *tile = g_ptr_array_index (self->bag, i);
      if (!tile->is_river)
        pile->pdata[n++] = (gpointer) tile;
    }
  g_ptr_array_set_size (pile, n);
  shuffle (pile, river_end, pile->len, rand);
}

static void
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
  game->turn = (game->turn + 1) % game->n_players;
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

/* ---- games with the Wonders ----------------------------------------------------------- */

static const MlTileDef *
draw (MlPlayout *self)
{
  if (self->next >= self->pile->len)
    return NULL;
  const MlTileDef *tile = g_ptr_array_index (self->pile, self->next++);
  self->river_drawn += tile->is_river;
  return tile;
}

static void
turn_done (MlPlayout *self, MlGame *game, MlTurnFunc func, gpointer data)
{
  if (func)
    func (game, self->events, data);
}

static gboolean
lay (MlPlayout *self, MlGame *game, const MlTileDef *tile, const MlPlacement *at, const MlTileDef *keep,
     MlRand *rand, MlTurnFunc func, gpointer data)
{
  MlTurnOptions opt = { .rand = rand, .decide = ml_wonders_random_choices, .decide_data = self->meeples,
                       .keep = keep };
  g_array_set_size (self->events, 0);
  g_autoptr (GError) error = NULL;
  if (!ml_game_play_turn (game, tile, at->x, at->y, at->rot, &opt, func ? self->events : NULL, &error))
    g_error ("a random move was refused: %s", error->message);
  turn_done (self, game, func, data);
  return TRUE;
}

/* A tile drawn while the wonder in hand fits nowhere: laid at the first of its places, in
 * random order, where it makes room for the wonder (ml_wonders_room_after), or set aside. */
static void
make_room (MlPlayout *self, MlGame *game, const MlTileDef *tile, MlRand *rand, MlTurnFunc func, gpointer data)
{
  g_autoptr (GArray) spots = g_array_new (FALSE, FALSE, sizeof (MlPlacement));
  ml_rules_legal_placements (game, tile, spots);
  for (guint k = 0; k < spots->len; k++)
    {
      guint j = k + ml_random_below (rand, spots->len - k);
      MlPlacement at = g_array_index (spots, MlPlacement, j);
      g_array_index (spots, MlPlacement, j) = g_array_index (spots, MlPlacement, k);
      guint room = ml_wonders_room_after (game, tile, &at);
      if (room > 0)
        {
          /* The draw that picks one of the wonder's places there: the games keep it so that
           * a seed plays the same game as before the rule was shared. */
          ml_random_below (rand, room);
          MlTurnOptions opt = { .rand = rand };
          g_array_set_size (self->events, 0);
          if (!ml_game_play_turn (game, tile, at.x, at.y, at.rot, &opt, func ? self->events : NULL, NULL))
            g_error ("making room for a wonder was refused");
          turn_done (self, game, func, data);
          return;
        }
    }
  set_aside (self, game, tile);
}

/* One turn of the player to move; FALSE when there is nothing left to play for them. */
static gboolean
wonder_turn_inner (MlPlayout *self, MlGame *game, MlRand *rand, MlTurnFunc func, gpointer data)
{
  int player = (int) game->turn;
  MlPlacement at;
  const MlTileDef *wonder = ml_wonders_waiting (game, player);
  if (wonder)
    {
      if (ml_rules_random_placement (game, wonder, rand, self->placements, &at))
        return lay (self, game, wonder, &at, NULL, rand, func, data);
      const MlTileDef *tile = draw (self);
      if (tile == NULL)
        return FALSE;
      make_room (self, game, tile, rand, func, data);
      return TRUE;
    }

  gboolean two = ml_wonders_draws_two (game, player);
  const MlTileDef *hand[2] = { draw (self), NULL };
  if (two)
    {
      hand[1] = ml_wonders_state (game)->kept[player] ? ml_wonders_state (game)->kept[player] : draw (self);
      if (hand[0] == NULL)
        {
          hand[0] = hand[1];
          hand[1] = NULL;
        }
    }
  else if (hand[0] == NULL)
    {
      /* The pile is empty: a tile kept face down by Abu Simbel's owner goes to the next
       * player for the last turn. */
      for (guint p = 0; p < game->n_players && hand[0] == NULL; p++)
        if (ml_wonders_state (game)->kept[p])
          {
            hand[0] = ml_wonders_state (game)->kept[p];
            ml_wonders_state (game)->kept[p] = NULL;
          }
    }
  if (hand[0] == NULL)
    return FALSE;
  guint first = hand[1] ? ml_random_below (rand, 2) : 0;
  for (guint k = 0; k < 2; k++)
    {
      const MlTileDef *tile = hand[(first + k) % 2], *other = hand[(first + k + 1) % 2];
      if (tile == NULL || !ml_rules_random_placement (game, tile, rand, self->placements, &at))
        continue;
      if (two && other == NULL)
        ml_wonders_state (game)->kept[player] = NULL;
      return lay (self, game, tile, &at, other, rand, func, data);
    }
  /* Nothing fits: the tiles in hand are set aside, and the player draws again. */
  for (guint k = 0; k < 2; k++)
    if (hand[k])
      set_aside (self, game, hand[k]);
  ml_wonders_state (game)->kept[player] = NULL;
  return TRUE;
}

/* A river tile drawn is no longer in the bag once its turn is over, laid or set aside. */
static gboolean
wonder_turn (MlPlayout *self, MlGame *game, MlRand *rand, MlTurnFunc func, gpointer data)
{
  self->river_drawn = 0;
  gboolean played = wonder_turn_inner (self, game, rand, func, data);
  game->river_left -= self->river_drawn;
  return played;
}

static void
run_wonders (MlPlayout *self, MlGame *game, MlRand *rand, MlTurnFunc func, gpointer data)
{
  const MlTileDef *start = ml_wonders_random_start (game, rand, self->start);
  ml_board_place (game->board, start, 0, 0, 0, -1);
  ml_wonders_state (game)->tiles_in_game = self->pile->len + 1;
  for (guint p = 0; self->head_start && p < game->n_players && ml_wonders_state (game)->n_available > 0; p++)
    {
      const MlTileDef *wonder = ml_wonders_state (game)->available[0];
      ml_wonders_give (game, (int) p, wonder);
      if (wonder == start)
        ml_board_set_wonder (game->board, 0, (int) p, 0, 0);
    }
  self->next = 0;
  /* The game ends when a whole round goes by with nobody able to play. */
  guint idle = 0;
  while (idle < game->n_players)
    {
      guint pieces = ml_board_n_pieces (game->board), next = self->next;
      if (!wonder_turn (self, game, rand, func, data))
        game->turn = (game->turn + 1) % game->n_players;
      gboolean played = ml_board_n_pieces (game->board) != pieces || self->next != next;
      idle = played ? 0 : idle + 1;
    }
}

void
ml_playout_run (MlPlayout *self, MlGame *game, guint n_players, MlRand *rand, MlTurnFunc func, gpointer data)
{
  ml_game_reset (game, n_players, self->expansions);
  game->readings = self->readings;
  self->discarded = 0;
  deal (self, rand);
  game->river_left = 0;
  for (guint i = 0; i < self->pile->len; i++)
    game->river_left += ((const MlTileDef *) g_ptr_array_index (self->pile, i))->is_river;
  if (self->expansions & ML_EXPANSION_WONDERS)
    {
      run_wonders (self, game, rand, func, data);
      return;
    }
  ml_board_place (game->board, self->start, 0, 0, 0, -1);
  gboolean full = ml_expansion_modules_full_turns (game);
  for (guint i = 0; i < self->pile->len; i++)
    {
      const MlTileDef *tile = g_ptr_array_index (self->pile, i);
      if (full)
        play_full_turn (self, game, tile, rand, func, data);
      else
        play_turn (self, game, tile, rand, func, data);
      /* Laid or set aside, a river tile drawn is no longer in the bag. */
      game->river_left -= tile->is_river;
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
