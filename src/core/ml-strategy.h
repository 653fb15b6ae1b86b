/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Computer players: for a game and the tile in hand, the move a strategy chooses (the
 * placement, the meeples and the modules' choices) and one short reason a teacher could
 * say, as data. `random` is the random games' player, `greedy` takes the move that most
 * raises its lead if the game ended now, `advisor` the advisor's best (ml-advise.h),
 * `beginner` greedy that now and then plays as random does (a class's weaker opponent). Used
 * by `meeple-lab-cli play --strategies` (ml-strategy-game.c) and the app's computer seats. */
#pragma once

#include <glib.h>
#include "ml-advise.h"
#include "ml-random.h"
#include "ml-score-item.h"

G_BEGIN_DECLS

typedef enum {
  ML_STRATEGY_RANDOM,
  ML_STRATEGY_GREEDY,
  ML_STRATEGY_ADVISOR,
  ML_STRATEGY_BEGINNER,   /* greedy, but one move in ML_STRATEGY_BEGINNER_SLIPS is random's */
  ML_N_STRATEGIES
} MlStrategyKind;

#define ML_STRATEGY_BEGINNER_SLIPS 4

typedef struct {
  MlStrategyKind kind;
  guint playouts;       /* advisor: continuations for a move that stays to the end; 0: 50 */
} MlStrategy;

/* Why the move was chosen, in numbers: the reason's words come from these
 * (ml_strategy_reason_text()). */
typedef struct {
  int lead_before;      /* the mover's lead over the best other if the game ended now, */
  int lead_after;       /* before and after the move (meeples on the board included) */
  int scored;           /* points the mover scored at once */
  MlScoreKind closes;   /* the feature completed that gave the mover the most points, or
                         * ML_N_SCORE_KINDS */
  int closes_points;
  guint farmer_cities;  /* a farmer put down: the completed cities its field borders once the
                         * move is played (0 also without a farmer) */
  MlRole placed;        /* the role of the meeple put down by the move (not a module's
                         * figure), or ML_ROLE_NONE */
  gboolean figure;      /* the move put down a figure of a module's (a prior, a builder…) */
  gboolean looked_ahead;  /* advisor: @expected is its estimate */
  double expected;      /* advisor: the expected final margin over the best other */
} MlStrategyReason;

typedef struct {
  const MlTileDef *tile;     /* the tile laid */
  MlAdviseMove move;         /* where, which meeples (described), the modules' choices */
  MlTurnOptions options;     /* what ml_game_play_turn() plays it with */
  MlStrategyReason reason;
} MlStrategyMove;

/* The strategy's id ("random", "greedy", "advisor", "beginner"), and the other way (FALSE: unknown). */
const char *ml_strategy_name  (MlStrategyKind kind);
gboolean    ml_strategy_parse (const char *name, MlStrategyKind *out);
/* The ids, comma-separated, for messages. */
const char *ml_strategy_list  (void);

/* The move @strategy chooses for the player to move in @game holding @tile (and @other, a
 * second tile in hand, or NULL), ties broken with @rand; @bag: the tiles still to draw for
 * the advisor's continuations (NULL: the box less the board). FALSE when the tile fits
 * nowhere. */
gboolean    ml_strategy_choose (const MlStrategy *strategy, const MlGame *game, const MlTileDef *tile,
                                const MlTileDef *other, GPtrArray *bag, MlRand *rand, MlStrategyMove *out);

/* The reason of @move in words a teacher could say: "closes the city: +8 now", "puts a
 * farmer beside 2 completed cities", "puts a knight in the city, lead if the game ended now +3 → +9". Newly
 * allocated, translated. */
char       *ml_strategy_reason_text (const MlStrategyMove *move);

/* ---- within the strategies (ml-strategy*.c) ---- */

/* The lead of @player over the best other in @game if it ended now. */
int         ml_strategy_lead_now (const MlGame *game, int player);
/* Fills @move's reason (all but expected): @move, laying its tile, is played again on a copy
 * of @game to see what it scores and closes. */
void        ml_strategy_explain  (const MlGame *game, MlStrategyMove *move);
/* The choice of each: the index into @moves (MlAdviseListed, ml_advise_list()). */
guint       ml_strategy_greedy_pick  (const MlGame *game, const GArray *moves, MlRand *rand);
guint       ml_strategy_advisor_pick (const MlGame *game, const MlTileDef *tile, const MlTileDef *other,
                                      GPtrArray *bag, guint playouts, MlRand *rand, double *expected);

G_END_DECLS
