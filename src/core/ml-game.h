/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The turn engine: starts a game and plays one turn by the rules, asking the expansions'
 * modules at each step through their hooks (ml-game-state.h) without knowing which
 * expansion answers. */
#pragma once

#include <glib.h>
#include "ml-game-state.h"
#include "ml-score.h"

G_BEGIN_DECLS

MlGame *ml_game_new  (guint n_players, guint expansions);
/* Starts the game afresh: an empty board, no points, the first player to move, and each
 * module of the core reset for @expansions. */
void    ml_game_reset (MlGame *self, guint n_players, guint expansions);

const char *ml_event_kind_id (const MlEvent *event);
char       *ml_event_explain (const MlEvent *event, guint n_players, const char *const *names);

/* Plays one turn for the player to move: lays @tile, puts the optional meeple, scores what
 * the tile completed, returns the meeples after the meeple step, passes the turn. On a
 * broken rule the game is left as it was and @error (ML_RULES_ERROR) says which. Appends
 * MlEvent to @events if not NULL. */
gboolean ml_game_move (MlGame *self, const MlTileDef *tile, int x, int y, int rot,
                       const MlMeepleChoice *meeple, GArray *events, GError **error);

/* Every placement of @tile that a turn of the player to move allows: ml_rules_legal_placements()
 * with what the modules allow the hand (with the Wonders: a wonder only by the player
 * holding it; no tile while the wonder in hand fits somewhere, and then only where the
 * wonder fits afterwards). */
void     ml_game_turn_placements (const MlGame *self, const MlTileDef *tile, GArray *out);

/* Options for a turn whose only choice is @meeple (NULL or not wanted: no meeple). */
void     ml_turn_options_init (MlTurnOptions *options, const MlMeepleChoice *meeple);

/* The whole turn with the Wonders' choices: lays @tile, puts the marker on a wonder, does
 * @options' action, gives the wonders' bonuses, scores, hands out wonders to the players
 * who reach the pairs, and passes the turn unless the Nazca Lines or a wonder that fits
 * nowhere keeps it. */
gboolean ml_game_play_turn (MlGame *self, const MlTileDef *tile, int x, int y, int rot,
                            const MlTurnOptions *options, GArray *events, GError **error);

/* Scores what the piece just laid completed and returns the meeples (the third step of a
 * turn); the move engine calls it, random games too. */
void     ml_game_score_completed (MlGame *self, guint piece, GArray *events);

/* What the end of the game would give now: the wonders that score at the end, then every
 * feature still holding meeples with the wonders' bonuses on them, fields, then what the
 * modules score after them (the priors).
 * Appends MlScoreItem to @items; the scores do not change. */
void     ml_game_settle (MlGame *self, GArray *items);

/* The score if the game ended now: ml_game_settle()'s items appended to @items, and in
 * @finals (ML_MAX_PLAYERS entries; those of absent players are 0) each player's score with
 * them added. The game does not change. */
void     ml_game_settle_now (MlGame *self, GArray *items, int *finals);

/* End of game: ml_game_settle(), and the points added to the scores; appends MlScoreItem to
 * @items if not NULL. */
void     ml_game_finish (MlGame *self, GArray *items);

G_END_DECLS
