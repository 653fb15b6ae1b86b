/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Random complete games: the tile bag of a set of expansions, random legal placements and
 * meeple choices, full scoring. Used for `meeple-lab-cli play` and for invariant tests. */
#pragma once

#include <glib.h>
#include "ml-game-state.h"

G_BEGIN_DECLS

/* The tiles of a game with these expansions, in box order; @start gets the piece laid first
 * (the start tile, or the spring with the River) and is not in @bag. */
void ml_play_bag (guint expansions, GPtrArray *bag, const MlTileDef **start);

/* Whether the bag of a game with @tile's expansion deals it: not the tiles of an expansion
 * whose bag deals none of its sets (the wonders, which come to a player's hand another
 * way). */
gboolean ml_play_deals (const MlTileDef *tile);

/* Called after each turn, with the turn's events. */
typedef void (*MlTurnFunc) (MlGame *game, GArray *events, gpointer data);

typedef struct _MlPlayout MlPlayout;

MlPlayout *ml_playout_new  (guint expansions);
void       ml_playout_free (MlPlayout *self);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (MlPlayout, ml_playout_free)

/* Plays every tile of one game on @game (reset first to @n_players) with @rand; the caller
 * ends it with ml_game_finish(). With @func, every turn's events are recorded and passed to
 * it; without, none are built (the fast path). */
void       ml_playout_run  (MlPlayout *self, MlGame *game, guint n_players, MlRand *rand,
                            MlTurnFunc func, gpointer data);

/* With the Wonders: each player holds a wonder from the start instead of waiting for the
 * pairs beside the track, so that every wonder acts for most of a game (tests). */
void       ml_playout_set_head_start (MlPlayout *self, gboolean head_start);

/* The seed of game @index of a run seeded with @seed: each game's draws depend on the seed
 * and its index only, whichever thread plays it. A 64-bit mix (SplitMix64's finaliser) of
 * both, so that neighbouring seeds and indices give unrelated streams. */
guint32    ml_play_game_seed (guint32 seed, guint index);

/* The rule readings the games are played under (the defaults unless set). */
void       ml_playout_set_readings (MlPlayout *self, const MlReadings *readings);

/* Tiles drawn that had no legal place and were set aside, in the last game; the game lists
 * them too (MlGame.set_aside, as many as it holds). */
guint      ml_playout_discarded (const MlPlayout *self);

/* ---- what the modules play random games with ---- */

/* Shuffles @pile[@from..@to) with @rand, drawing as every random game's deal does. */
void       ml_play_shuffle (GPtrArray *pile, guint from, guint to, MlRand *rand);

/* The draw order of a random game from the tiles of @bag, into @pile: the tiles the
 * modules deal first, in their order (the river, the lake last: their deal hooks), then the
 * rest shuffled. The advisor's continuations deal the same way. */
void       ml_play_deal    (const GPtrArray *bag, GPtrArray *pile, MlRand *rand);

/* What a random game offers a module that plays its turns (the random_turns and
 * continue_turns hooks, ml-game-state.h): the pile to draw from, scratch arrays, where the
 * turns are reported, and ways to find a tile's places and to set one aside. The module
 * never sees the engine (ml-game.h): it lays with ml_random_game_lay(). */
struct _MlRandomGame {
  MlRand *rand;
  GPtrArray *pile;           /* const MlTileDef*: the draw order */
  guint next;                /* the next tile of @pile to draw */
  GArray *placements;        /* MlPlacement, to work in */
  GArray *meeples;           /* MlMeepleChoice, to work in */
  GArray *events;            /* MlEvent: each turn's, when someone watches the game; else NULL */
  /* A turn was played, its events in @events (only with @events). */
  void     (*report)     (MlRandomGame *self, MlGame *game);
  /* The placements a turn of the player to move allows @tile (the engine's, with the
   * modules' rules of the turn), appended to @out. */
  void     (*placements_of) (MlRandomGame *self, const MlGame *game, const MlTileDef *tile, GArray *out);
  /* @tile fitted nowhere and leaves the game. */
  void     (*set_aside)  (MlRandomGame *self, MlGame *game, const MlTileDef *tile);
  /* Games between computer players (ml-strategy-game.c), else NULL: whether the player to
   * move chooses by a strategy of its own rather than at random; and playing the turn of
   * that player holding @tile (and @other, a second tile in hand that the move may lay and
   * keep the first, or NULL) as the strategy chooses, FALSE when neither fits anywhere. */
  gboolean (*chooses)    (MlRandomGame *self, const MlGame *game);
  gboolean (*choose)     (MlRandomGame *self, MlGame *game, const MlTileDef *tile, const MlTileDef *other);
};

/* Plays the turn of the player to move on @game laying @tile at @at with @opt (through the
 * engine that started @game), and reports it as @g's game does; FALSE with @error when the
 * engine refuses it. Inline: random games lay a tile this way every turn. */
static inline gboolean
ml_random_game_lay (MlRandomGame *g, MlGame *game, const MlTileDef *tile, const MlPlacement *at,
                    const MlTurnOptions *opt, GError **error)
{
  if (g->events == NULL)
    return ml_game_play_ahead (game, tile, at->x, at->y, at->rot, opt, NULL, error);
  g_array_set_size (g->events, 0);
  if (!ml_game_play_ahead (game, tile, at->x, at->y, at->rot, opt, g->events, error))
    return FALSE;
  g->report (g, game);
  return TRUE;
}

G_END_DECLS
