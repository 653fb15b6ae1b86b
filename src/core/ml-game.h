/* A game in progress: the board, the players' scores and supplies, whose turn it is and
 * which expansions are in use; and the turn engine that plays one turn by the rules. */
#pragma once

#include <glib.h>
#include "ml-board.h"
#include "ml-score.h"
#include "ml-expansions.h"

G_BEGIN_DECLS

#define ML_SUPPLY 7
#define ML_WONDER_SUPPLY 6   /* with the Wonders: the pair beside the track comes later */
#define ML_MAX_WONDERS 16

typedef struct {
  MlBoard *board;
  guint n_players;
  int scores[ML_MAX_PLAYERS];
  guint turn;
  guint expansions;     /* MlExpansions */
  guint supply;         /* meeples each player owns at the start, besides the score marker */
  int river_left;       /* river tiles still to be laid when a game knows its bag (random
                         * games), or -1: then the river tiles not on the board are left */

  /* The Wonders of Humanity */
  guint wonders_per_player;                    /* 1, or 2 in the variant */
  guint tiles_in_game;                         /* the game's supply of tiles (Alhambra); 0: unknown */
  guint n_available;
  const MlTileDef *available[ML_MAX_WONDERS];  /* wonders still to be taken */
  guint n_taken[ML_MAX_PLAYERS];
  const MlTileDef *taken[ML_MAX_PLAYERS][2];   /* wonders each player took, laid or in hand */
  const MlTileDef *kept[ML_MAX_PLAYERS];       /* Abu Simbel: the tile kept face down, or NULL */
  int placing;          /* during a turn, the piece laid this turn (wonders laid from then
                         * on do not act yet, except the Taj Mahal); -1 otherwise */
  guint port_mask;      /* during a turn, bit p: player p's returning meeples go to the port */
} MlGame;

MlGame *ml_game_new  (guint n_players, guint expansions);
/* A copy with its own board, to try a turn on. */
MlGame *ml_game_copy (const MlGame *self);
void    ml_game_free (MlGame *self);
void    ml_game_reset (MlGame *self, guint n_players, guint expansions);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (MlGame, ml_game_free)

/* Meeples @player owns besides the score marker: the supply of the start, and with the
 * Wonders the two that come with the first wonder and the one with the second. */
guint   ml_game_supply (const MlGame *self, int player);
/* Meeples @player has in use: on the board, as wonder markers, in slots and ports. */
guint   ml_game_meeples_used (const MlGame *self, int player);
/* Meeples still in @player's supply. */
guint   ml_game_supply_left (const MlGame *self, int player);

typedef enum {
  ML_EVENT_TILE,        /* the tile was laid */
  ML_EVENT_MEEPLE,      /* a meeple was put on it */
  ML_EVENT_SCORE,       /* a completed feature scored */
  ML_EVENT_RETURN,      /* meeples went back to their owners */
  ML_EVENT_BONUS,       /* a wonder's points: item (kind ML_SCORE_WONDER) */
  ML_EVENT_WONDER,      /* a player takes a wonder (tile) */
  ML_EVENT_MARKER,      /* the marker goes on the wonder just laid (tile) */
  ML_EVENT_SLOT,        /* a meeple goes into the Taj Mahal's next slot (count 1), or back (count 0) */
  ML_EVENT_PORT,        /* meeples go into the Cothon's port (count) */
  ML_EVENT_FROM_PORT,   /* a meeple leaves the port for a feature along the river (role) */
  ML_EVENT_EXTRA_TURN,  /* Nazca Lines: the player plays again */
  ML_EVENT_ROOM,        /* the wonder in hand fits nowhere: the tile makes room, the player goes on */
  ML_EVENT_KEEP,        /* Abu Simbel: a tile kept face down for the next turn */
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

typedef enum {
  ML_ACTION_NONE,
  ML_ACTION_MEEPLES,    /* meeples on the piece just laid (up to 2 on a wonder) */
  ML_ACTION_SLOT,       /* Taj Mahal: one meeple into the next free slot */
  ML_ACTION_UNSLOT,     /* Taj Mahal: the last slotted meeple back to the supply */
  ML_ACTION_FROM_PORT,  /* Cothon: a port meeple onto a feature along the river (meeples[0],
                         * which may lie on another piece: see port_piece) */
} MlActionKind;

typedef struct _MlTurnOptions MlTurnOptions;
/* Decides the turn's choices once the tile lies on the board (random games). */
typedef void (*MlDecideFunc) (MlGame *game, guint piece, MlTurnOptions *options, gpointer data);

/* What the player to move does besides laying the tile. */
struct _MlTurnOptions {
  MlActionKind action;
  guint n_meeples;
  MlMeepleChoice meeples[2];
  guint port_piece;     /* ML_ACTION_FROM_PORT: the piece of meeples[0] */
  guint slots;          /* laying the Taj Mahal: meeples put into its slots (with n_meeples, 2 at most) */
  guint port_mask;      /* bit p: player p's meeples that return this turn go to the port */
  const MlTileDef *choose;   /* the wonder to take on reaching the pairs; NULL: the first left */
  guint cothon_port;    /* taking the Cothon: meeples put into its port at once (0-2) */
  const MlTileDef *keep;     /* Abu Simbel: the tile kept face down for the next turn */
  GRand *rand;               /* with it, a wonder taken at the pairs is chosen at random */
  MlDecideFunc decide;       /* called on a copy of these options once the tile lies */
  gpointer decide_data;
};

/* Plays one turn for the player to move: lays @tile, puts the optional meeple, scores what
 * the tile completed, returns the meeples after the meeple step, passes the turn. On a
 * broken rule the game is left as it was and @error (ML_RULES_ERROR) says which. Appends
 * MlEvent to @events if not NULL. */
gboolean ml_game_move (MlGame *self, const MlTileDef *tile, int x, int y, int rot,
                       const MlMeepleChoice *meeple, GArray *events, GError **error);

/* Every placement of @tile that a turn of the player to move allows: ml_rules_legal_placements()
 * with the Wonders' hand rules (a wonder only by the player holding it; no tile while the
 * wonder in hand fits somewhere, and then only where the wonder fits afterwards). */
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
 * feature still holding meeples with the wonders' bonuses on them, fields and priors.
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
