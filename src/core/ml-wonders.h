/* The Wonders of Humanity in play (docs/rules.md §5): who holds which wonder, taking one
 * at the pairs beside the score track, and the twelve effects with their timing. The
 * turn engine (ml-game.c) calls in at each step of a turn; the pieces' faces are data. */
#pragma once

#include <glib.h>
#include "ml-game.h"

G_BEGIN_DECLS

/* The wonder's name in the current language. */
const char *ml_wonder_name (const MlTileDef *wonder);

/* Where the pairs of meeples wait beside the score track: 10, then 5 further for each
 * player who took a first wonder, never beyond 25. */
int      ml_wonders_pairs_at      (const MlGame *game);

/* The laid piece of @wonder owned by @owner (any piece of it when @owner is -1), or -1. */
int      ml_wonders_laid          (const MlGame *game, const MlTileDef *wonder, int owner);

/* The wonder @player took and has not laid yet, or NULL. */
const MlTileDef *ml_wonders_in_hand (const MlGame *game, int player);
/* Whether @player took @wonder (laid or not). */
gboolean ml_wonders_has_taken     (const MlGame *game, int player, const MlTileDef *wonder);
/* Takes @wonder out of the available ones and gives it to @player. */
void     ml_wonders_give          (MlGame *game, int player, const MlTileDef *wonder);

/* The laid wonder with @effect and an owner, or -1; @acting: only if it acts this turn
 * (laid before the turn's piece, or the Taj Mahal). */
int      ml_wonders_piece         (const MlGame *game, MlEffect effect, gboolean acting);

/* Why a meeple of @player's port may not go on @feature of square @cell of @piece, or NULL
 * when it may: a road, city or monastery on a square the river crosses, holding none of
 * @player's meeples, and not completed before the turn (@laid is the piece laid this turn:
 * a feature it completed still takes one). */
const char *ml_wonders_port_refusal (MlGame *game, int player, guint piece, guint cell, guint feature,
                                     gboolean prior, guint laid);

/* Whether @wonder may hold this state: an owner (or -1), that many slots filled besides the
 * marker's, that many meeples in its port. */
gboolean ml_wonders_state_ok      (const MlTileDef *wonder, int owner, guint slots, guint port);

/* Whether @player's Taj Mahal slot @index (0 is the marker's) can take a meeple. */
gboolean ml_wonders_slot_usable   (const MlTileDef *taj, guint index);

/* Steps of a turn. Each appends ML_EVENT_BONUS events (and adds the points) where a wonder
 * gives something. */
/* After the tile: the Great Wall. */
void     ml_wonders_after_tile    (MlGame *game, guint piece, GArray *events);
/* After the meeple step: Notre-Dame; @placed lists the board meeple indices put this turn. */
void     ml_wonders_after_meeples (MlGame *game, const guint *placed, guint n_placed, GArray *events);
/* Before a feature scores during the game: the Stonehenge bonus. */
void     ml_wonders_before_score  (MlGame *game, const MlScoreItem *item, GArray *events);
/* After a feature scored (during the game or at the end): Taj Mahal, Circus Maximus. With
 * @items, the bonuses are appended there and the scores do not change. */
void     ml_wonders_after_score   (MlGame *game, const MlScoreItem *item, GArray *events, GArray *items);
/* Meeples of @player coming home from a scoring: how many go to the port instead. */
guint    ml_wonders_to_port       (MlGame *game, int player, guint count);
/* After the scoring: players who reach the pairs take a wonder (@choose first if it is
 * still there, else the first left; @rand picks at random when given). */
void     ml_wonders_hand_out      (MlGame *game, const MlTileDef *choose, guint cothon_port, GRand *rand, GArray *events);
/* Whether the tile just played gives the Nazca Lines' owner another turn. */
gboolean ml_wonders_extra_turn    (const MlGame *game, const MlTileDef *tile);
/* The wonders that score at the end, as items (the scores do not change). */
void     ml_wonders_settle        (MlGame *game, GArray *items);

G_END_DECLS
