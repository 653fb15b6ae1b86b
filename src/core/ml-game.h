/* A game in progress: the board, the players' scores and supplies, whose turn it is and
 * which expansions are in use; and the turn engine that plays one turn by the rules. */
#pragma once

#include <glib.h>
#include "ml-board.h"
#include "ml-score.h"

G_BEGIN_DECLS

typedef enum {
  ML_EXPANSION_FARMERS = 1 << 0,
  ML_EXPANSION_RIVER   = 1 << 1,
  ML_EXPANSION_ABBEYS  = 1 << 2,
  ML_EXPANSION_WONDERS = 1 << 3,
} MlExpansions;

#define ML_SUPPLY 7

typedef struct {
  MlBoard *board;
  guint n_players;
  int scores[ML_MAX_PLAYERS];
  guint turn;
  guint expansions;     /* MlExpansions */
  guint supply;         /* meeples each player owns, besides the score marker */
  int river_left;       /* river tiles still to be laid when a game knows its bag (random
                         * games), or -1: then the river tiles not on the board are left */
} MlGame;

MlGame *ml_game_new  (guint n_players, guint expansions);
void    ml_game_free (MlGame *self);
void    ml_game_reset (MlGame *self, guint n_players, guint expansions);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (MlGame, ml_game_free)

/* Meeples still in @player's supply. */
guint   ml_game_supply_left (const MlGame *self, int player);
const char *ml_expansion_id (MlExpansions expansion);
gboolean    ml_expansion_parse (const char *id, MlExpansions *expansion);

typedef enum {
  ML_EVENT_TILE,        /* the tile was laid */
  ML_EVENT_MEEPLE,      /* a meeple was put on it */
  ML_EVENT_SCORE,       /* a completed feature scored */
  ML_EVENT_RETURN,      /* meeples went back to their owners */
} MlEventKind;

typedef struct {
  MlEventKind kind;
  int player;           /* the player to move, or the owner of returned meeples */
  const MlTileDef *tile;
  int x, y, rot;
  MlRole role;          /* ML_EVENT_MEEPLE */
  guint count;          /* ML_EVENT_RETURN: how many */
  MlScoreItem item;     /* ML_EVENT_SCORE */
} MlEvent;

const char *ml_event_kind_id (const MlEvent *event);
char       *ml_event_explain (const MlEvent *event, guint n_players, const char *const *names);

typedef struct {
  gboolean wanted;
  guint cell;           /* which square of the piece */
  guint8 feature;
  gboolean prior;
} MlMeepleChoice;

/* Plays one turn for the player to move: lays @tile, puts the optional meeple, scores what
 * the tile completed, returns the meeples after the meeple step, passes the turn. On a
 * broken rule the game is left as it was and @error (ML_RULES_ERROR) says which. Appends
 * MlEvent to @events if not NULL. */
gboolean ml_game_move (MlGame *self, const MlTileDef *tile, int x, int y, int rot,
                       const MlMeepleChoice *meeple, GArray *events, GError **error);

/* Scores what the piece just laid completed and returns the meeples (the third step of a
 * turn); the move engine calls it, random games too. */
void     ml_game_score_completed (MlGame *self, guint piece, GArray *events);

/* End of game: scores every feature still holding meeples, fields and priors, adds the
 * points to the scores; appends MlScoreItem to @items if not NULL. */
void     ml_game_finish (MlGame *self, GArray *items);

G_END_DECLS
