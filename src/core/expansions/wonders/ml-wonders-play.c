/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Wonders' turns of random games (ml-play.c) and of the advisor's continuations
 * (ml-advise.c), which the module plays itself through its random_start, random_turns and
 * continue_turns hooks: the wonders dealt at the start, the wonder in hand laid first (a tile
 * drawn laid to make room for it when it fits nowhere), and Abu Simbel's owner drawing two
 * tiles and keeping one face down. */
#include "config.h"
#include "ml-wonders-private.h"
#include "ml-wonders-random.h"
#include "ml-random.h"
#include "ml-play.h"

gboolean
_ml_wonders_random_start (MlGame *game, const MlTileDef *start, guint n_tiles, gboolean head_start, MlRand *rand)
{
  MlWondersState *w = ml_wonders_state (game);
  start = ml_wonders_random_start (game, rand, start);
  ml_board_place (game->board, start, 0, 0, 0, -1);
  w->tiles_in_game = n_tiles;
  for (guint p = 0; head_start && p < game->n_players && w->n_available > 0; p++)
    {
      const MlTileDef *wonder = w->available[0];
      ml_wonders_give (game, (int) p, wonder);
      if (wonder == start)
        ml_board_set_tokens (game->board, 0, (int) p, 0, 0);
    }
  return TRUE;
}

/* ---- random games ---------------------------------------------------------------------- */

/* The next tile of the pile, counting the river tiles drawn this turn in @river_drawn. */
static const MlTileDef *
draw (MlRandomGame *g, int *river_drawn)
{
  if (g->next >= g->pile->len)
    return NULL;
  const MlTileDef *tile = g_ptr_array_index (g->pile, g->next++);
  *river_drawn += tile->has_water;
  return tile;
}

/* The tiles in the hand of @player, who holds no wonder to lay: one drawn, and for Abu
 * Simbel's owner (@two) also the one kept face down last turn or a second drawn; with the pile
 * empty, a tile kept face down by another player goes to this one for the last turn. The
 * river tiles drawn are counted in @river_drawn. FALSE when the hand is empty. */
static gboolean
take_hand (MlRandomGame *g, MlGame *game, int player, gboolean two, const MlTileDef *hand[2], int *river_drawn)
{
  MlWondersState *w = ml_wonders_state (game);
  hand[0] = draw (g, river_drawn);
  hand[1] = NULL;
  if (two)
    {
      hand[1] = w->kept[player] ? w->kept[player] : draw (g, river_drawn);
      if (hand[0] == NULL)
        {
          hand[0] = hand[1];
          hand[1] = NULL;
        }
    }
  else if (hand[0] == NULL)
    for (guint p = 0; p < game->n_players && hand[0] == NULL; p++)
      if (w->kept[p])
        {
          hand[0] = w->kept[p];
          w->kept[p] = NULL;
        }
  return hand[0] != NULL;
}

static gboolean
lay (MlRandomGame *g, MlGame *game, const MlTileDef *tile, const MlPlacement *at, const MlTileDef *keep)
{
  MlTurnOptions opt = { .rand = g->rand, .decide = ml_wonders_random_choices, .decide_data = g->meeples };
  ml_wonders_turn (&opt)->keep = keep;
  g_autoptr (GError) error = NULL;
  if (!ml_random_game_lay (g, game, tile, at, &opt, &error))
    g_error ("a random move was refused: %s", error->message);
  return TRUE;
}

/* A tile drawn while the wonder in hand fits nowhere: laid at the first of its places, in
 * random order, where it makes room for the wonder (ml_wonders_room_after), or set aside. */
static void
make_room (MlRandomGame *g, MlGame *game, const MlTileDef *tile)
{
  MlRand *rand = g->rand;
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
          if (!ml_random_game_lay (g, game, tile, &at, &opt, NULL))
            g_error ("making room for a wonder was refused");
          return;
        }
    }
  g->set_aside (g, game, tile);
}

/* One turn of the player to move; FALSE when there is nothing left to play for them. */
static gboolean
random_turn_inner (MlGame *game, MlRandomGame *g, int *river_drawn)
{
  MlRand *rand = g->rand;
  MlWondersState *w = ml_wonders_state (game);
  int player = (int) game->turn;
  MlPlacement at;
  const MlTileDef *wonder = ml_wonders_waiting (game, player);
  /* A computer player with a strategy chooses the move itself (g->choose). */
  gboolean chooses = g->chooses && g->chooses (g, game);
  if (wonder)
    {
      if (chooses ? g->choose (g, game, wonder, NULL)
                  : ml_rules_random_placement (game, wonder, rand, g->placements, &at))
        return chooses || lay (g, game, wonder, &at, NULL);
      const MlTileDef *tile = draw (g, river_drawn);
      if (tile == NULL)
        return FALSE;
      make_room (g, game, tile);
      return TRUE;
    }

  gboolean two = ml_wonders_draws_two (game, player);
  const MlTileDef *hand[2];
  if (!take_hand (g, game, player, two, hand, river_drawn))
    return FALSE;
  if (chooses)
    {
      if (two && hand[1] == NULL)
        w->kept[player] = NULL;
      /* The move lays either tile, keeping the other (its options say which). */
      if (g->choose (g, game, hand[0], hand[1]))
        return TRUE;
    }
  guint first = hand[1] && !chooses ? ml_random_below (rand, 2) : 0;
  for (guint k = 0; k < 2 && !chooses; k++)
    {
      const MlTileDef *tile = hand[(first + k) % 2], *other = hand[(first + k + 1) % 2];
      if (tile == NULL || !ml_rules_random_placement (game, tile, rand, g->placements, &at))
        continue;
      if (two && other == NULL)
        w->kept[player] = NULL;
      return lay (g, game, tile, &at, other);
    }
  /* Nothing fits: the tiles in hand are set aside, and the player draws again. */
  for (guint k = 0; k < 2; k++)
    if (hand[k])
      g->set_aside (g, game, hand[k]);
  w->kept[player] = NULL;
  return TRUE;
}

/* A river tile drawn is no longer in the bag once its turn is over, laid or set aside. */
static gboolean
random_turn (MlGame *game, MlRandomGame *g)
{
  int river_drawn = 0;
  gboolean played = random_turn_inner (game, g, &river_drawn);
  game->water_left -= river_drawn;
  return played;
}

/* The game ends when a whole round goes by with nobody able to play. */
void
_ml_wonders_random_turns (MlGame *game, MlRandomGame *g)
{
  guint idle = 0;
  while (idle < game->n_players)
    {
      guint pieces = ml_board_n_pieces (game->board), next = g->next;
      if (!random_turn (game, g))
        game->turn = (game->turn + 1) % game->n_players;
      gboolean played = ml_board_n_pieces (game->board) != pieces || g->next != next;
      idle = played ? 0 : idle + 1;
    }
}

/* ---- the advisor's continuations ------------------------------------------------------- */

/* One turn with the Wonders' hand rules, as the advisor has always played them: the wonder
 * in hand when the River's order allows it and it fits, else the tiles drawn; FALSE when the
 * player to move has nothing to do. */
static gboolean
continue_turn (MlGame *game, MlRandomGame *g)
{
  MlWondersState *w = ml_wonders_state (game);
  int player = (int) game->turn;
  const MlTileDef *wonder = ml_wonders_in_hand (game, player);
  MlPlacement at;
  if (wonder && ml_rules_order_allows (game, wonder)
      && ml_rules_random_placement (game, wonder, g->rand, g->placements, &at))
    {
      MlTurnOptions opt = { .rand = g->rand, .decide = ml_wonders_random_choices, .decide_data = g->meeples };
      return ml_random_game_lay (g, game, wonder, &at, &opt, NULL);
    }
  /* Abu Simbel's owner holds two tiles, the one kept face down last turn or a second drawn,
   * lays one at random that fits and keeps the other; as random games do. */
  gboolean two = ml_wonders_draws_two (game, player);
  const MlTileDef *hand[2];
  /* The river tiles drawn this turn leave the count once the turn is over. */
  int river_drawn = 0;
  if (!take_hand (g, game, player, two, hand, &river_drawn))
    return FALSE;
  guint first = hand[1] ? ml_random_below (g->rand, 2) : 0;
  for (guint k = 0; k < 2; k++)
    {
      const MlTileDef *tile = hand[(first + k) % 2], *other = hand[(first + k + 1) % 2];
      if (tile == NULL)
        continue;
      g_array_set_size (g->placements, 0);
      g->placements_of (g, game, tile, g->placements);
      if (g->placements->len == 0)
        continue;
      if (two && other == NULL)
        w->kept[player] = NULL;
      at = g_array_index (g->placements, MlPlacement, ml_random_below (g->rand, g->placements->len));
      MlTurnOptions opt = { .rand = g->rand, .decide = ml_wonders_random_choices, .decide_data = g->meeples };
      ml_wonders_turn (&opt)->keep = other;
      ml_random_game_lay (g, game, tile, &at, &opt, NULL);
      game->water_left -= river_drawn;
      return TRUE;
    }
  /* A tile that fits nowhere is set aside and the same player draws again. */
  w->kept[player] = NULL;
  game->water_left -= river_drawn;
  return TRUE;
}

/* The continuation ends when a whole round goes by with nobody able to play. */
void
_ml_wonders_continue_turns (MlGame *game, MlRandomGame *g)
{
  guint idle = 0;
  while (idle < game->n_players)
    if (continue_turn (game, g))
      idle = 0;
    else
      {
        game->turn = (game->turn + 1) % game->n_players;
        idle++;
      }
}
