/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Random complete games: the tile bag of a set of expansions, random legal placements and
 * meeple choices, full scoring. Used for `meeple-lab-cli play` and for invariant tests. */
#pragma once

#include <glib.h>
#include "ml-game.h"

G_BEGIN_DECLS

/* The tiles of a game with these expansions, in box order; @start gets the piece laid first
 * (the start tile, or the spring with the River) and is not in @bag. */
void ml_play_bag (guint expansions, GPtrArray *bag, const MlTileDef **start);

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

G_END_DECLS
