/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The advisor: what each legal move of the tile in hand is worth, estimated by playing many
 * random continuations of the game to its end on every core. */
#pragma once

#include <gio/gio.h>
#include "ml-game-state.h"
#include "ml-rules.h"

G_BEGIN_DECLS

#define ML_ADVISE_ERROR (ml_advise_error_quark ())
GQuark ml_advise_error_quark (void);

typedef enum {
  ML_ADVISE_ERROR_NO_MOVE,      /* the tile fits nowhere for the player to move */
  ML_ADVISE_ERROR_NOT_IN_BAG,   /* every copy of the tile is already laid */
  ML_ADVISE_ERROR_NOT_TWO,      /* a second tile in hand for a player who does not draw two */
} MlAdviseError;

/* One meeple of a move, as it stands on the board once the tile lies. */
typedef struct {
  MlMeepleChoice choice;
  int x, y;             /* its square */
  MlLoc loc;            /* a location of that square touching its feature */
  MlRole role;
} MlAdviseMeeple;

typedef struct {
  guint index;          /* place in the order the moves were listed, before ranking */
  MlPlacement at;
  MlActionKind action;  /* ML_ACTION_NONE, _MEEPLES, or a module's (the Taj Mahal's slot and
                         * unslot; with ML_ACTION_TARGET, the Cothon's port meeple, which
                         * meeples[0] places, on whatever piece lies at its square) */
  guint n_meeples;      /* 0: no meeple; 2 only on a wonder; 1 with ML_ACTION_TARGET */
  MlAdviseMeeple meeples[2];
  guint slots;          /* laying the Taj Mahal: meeples put into its slots (with n_meeples, 2 at most) */
  gboolean to_port;     /* the mover's meeples that come home this turn go to the Cothon's port */
  const MlTileDef *choose;    /* what the move takes on reaching the pairs beside the track
                              * (MlTurnOptions' choose: a wonder), or NULL */
  const MlTileDef *tile;     /* the tile the move lays: the tile in hand, or the options' other */
  const MlTileDef *keep;     /* Abu Simbel: the tile kept face down for the next turn, or NULL */
  guint playouts;       /* continuations played from this move */
  double mean;          /* the mover's expected margin: own final score minus the best other's */
  double half;          /* half the width of its 95 % confidence interval */
  double scores[ML_MAX_PLAYERS];   /* each player's expected final score */
} MlAdviseMove;

typedef struct {
  const MlTileDef *tile;
  int player;           /* the mover */
  guint n_players;
  guint bag_size;       /* tiles left to draw after the tile in hand */
  guint64 playouts;     /* continuations played, all moves together */
  guint n_moves;
  MlAdviseMove *moves;  /* ranked best first, except in progress reports (listed order) */
  /* A near-tie said honestly: the first @n_tied moves (2 or more) are worth the same within
   * @tie_within points (the 95 % bound of how much better the first is than each, from
   * their differences on the same draws); 0 when the first is clear of the second. */
  guint n_tied;
  double tie_within;
  guint64 settle_playouts;   /* continuations played beyond the plan to separate the leaders */
} MlAdvice;

/* Called on the thread that runs ml_advise(), between rounds and every few tens of
 * milliseconds: @partial holds the estimates so far in listed order (valid during the call
 * only), @done of @total planned continuations are played. */
typedef void (*MlAdviseProgress) (const MlAdvice *partial, guint64 done, guint64 total, gpointer data);

typedef struct {
  guint playouts;       /* continuations for a move that stays to the end; 0: 1000 */
  guint threads;        /* workers; 0: one per processor */
  guint32 seed;
  gboolean exhaustive;  /* every move gets all its continuations (no halving, no settling) */
  guint settle;         /* the moves still level with the best once the plan is played get
                         * more continuations, doubling, until the best is clear of the
                         * second or each has @settle times @playouts; 0 or 1: no more */
  const MlTileDef *other;   /* Abu Simbel: the owner's second tile in hand (drawn, or kept face
                             * down last turn); the moves lay either tile and keep the other.
                             * NULL: one tile in hand */
  GPtrArray *bag;       /* const MlTileDef*: the tiles not yet laid, the tile in hand among them
                         * or not; NULL: the box less the board (ml_bag_left()) */
  MlAdviseProgress progress;
  gpointer progress_data;
} MlAdviseOptions;

/* Every legal move of @tile for the player to move in @game (each placement, with no meeple
 * and with each meeple choice; on a wonder also each pair of meeples; laying the Taj Mahal,
 * meeples into its slots; the Taj Mahal owner's slot and unslot; the Cothon owner's meeple
 * from the port onto the tile laid, and the variant of each move that sends the meeples
 * coming home to the port when some do; each wonder that may be taken when the move reaches the pairs beside the
 * track), each followed by random continuations to the end of the game: tiles drawn at
 * random from the bag, random legal placements and meeple choices for every player, full
 * scoring. Moves are sampled by successive halving: after each round the worse half of the
 * moves still in the race stops (never fewer than four stay), unless @options says
 * exhaustive. Continuation k of every move uses one random stream seeded by (seed, k) alone,
 * so that the moves are compared on the same draws and the result depends on the seed, not
 * on the number of threads. Blocks until done; every worker has ended when it returns.
 * Returns NULL with G_IO_ERROR_CANCELLED when @cancellable fires, or with ML_ADVISE_ERROR. */
/* What the advisor offers the module that lists the moves of a turn (its advise_moves hook,
 * ml-game-state.h): each move is tried on a copy of the game, and kept. */
struct _MlAdviseSink {
  /* Plays the move laying the tile being listed at its placement with @opt (its keep set by
   * the advisor) on a copy of the game and keeps it: the game once it is played, or NULL
   * when the turn refuses it (then nothing is kept). */
  const MlGame *(*add)       (MlAdviseSink *self, const MlTurnOptions *opt);
  /* Forgets the move kept last (it was the same as another, or stands for several). */
  void          (*drop_last) (MlAdviseSink *self);
};

MlAdvice *ml_advise      (const MlGame *game, const MlTileDef *tile, const MlAdviseOptions *options,
                          GCancellable *cancellable, GError **error);
void      ml_advice_free (MlAdvice *self);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (MlAdvice, ml_advice_free)

/* Every move ml_advise() would list for @tile (and @other, a second tile in hand, or NULL),
 * in its order (MlAdviseMove.index), with no continuation played: each with the turn
 * options that play it and the game once it is played. For players that judge the moves
 * themselves (ml-strategy.h). */
typedef struct {
  MlAdviseMove move;         /* playouts, mean, half and scores 0 */
  MlTurnOptions options;     /* what ml_game_play_turn() plays the move with */
  MlGame *after;             /* the game once the move is played; the array's clear
                              * function frees it */
} MlAdviseListed;

GArray   *ml_advise_list (const MlGame *game, const MlTileDef *tile, const MlTileDef *other);

G_END_DECLS
