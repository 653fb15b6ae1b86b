/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The board: an unbounded sparse grid of squares holding pieces, the features they form
 * (merged across edges as pieces are laid, with a union-find) and the meeples on them. */
#pragma once

#include <glib.h>
#include "ml-catalogue.h"

G_BEGIN_DECLS

#define ML_MAX_PLAYERS 6
#define ML_NO_PIECE (-1)

typedef struct {
  const MlTileDef *tile;
  int x, y;            /* the anchor square */
  int rot;             /* quarter turns clockwise */
  int owner;           /* a wonder's owner, or -1 */
  guint feat_base;     /* index of the piece's first feature instance */
  guint8 slots;        /* a wonder's meeple slots filled besides the marker's (Taj Mahal) */
  guint8 port;         /* meeples waiting in a wonder's port (Cothon) */
} MlPiece;

typedef enum {
  ML_ROLE_THIEF,
  ML_ROLE_KNIGHT,
  ML_ROLE_MONK,
  ML_ROLE_FARMER,
  ML_ROLE_NONE,        /* on a feature no meeple may stand on (the river) */
} MlRole;

typedef struct {
  int player;
  guint piece;
  guint8 cell;         /* the square it was put on, as a cell of the piece */
  guint8 feature;      /* feature index in the piece's tile */
  guint8 kind;         /* that feature's MlFeatureKind, kept here for the hot loops */
  guint8 figure;       /* which figure (ml-figures.h): ML_FIGURE_MEEPLE or a module's */
  /* The figure's traits, copied from its row when it is put, for the hot loops: how many
   * meeples it counts for in a majority (0: none), whether it stays when its feature
   * scores, whether it is one of the supply's meeples. */
  guint8 strength;
  guint8 stays : 1;
  guint8 from_supply : 1;
} MlMeeple;

/* Everything the board knows of one connected feature. */
typedef struct {
  guint root;
  MlFeatureKind kind;
  guint tiles;         /* distinct squares */
  guint shields;
  guint open;          /* open ends (roads, cities, rivers) */
  gboolean complete;
  guint neighbours;    /* monasteries: filled squares of the eight around */
  guint meeples[ML_MAX_PLAYERS];   /* each player's strength in it: the meeples that count for
                                    * its majority, each as its figure's strength */
  guint apart[ML_MAX_PLAYERS];     /* each player's figures in it that count for no majority */
  guint n_meeples;     /* all figures in it, of every kind */
} MlFeatureInfo;

typedef struct _MlBoard MlBoard;

MlBoard *ml_board_new   (void);
MlBoard *ml_board_copy  (const MlBoard *self);
/* Makes @dst the same board as @self, in the room @dst already has: a copy with no
 * allocation once @dst has grown to the size of the boards copied into it. */
void     ml_board_copy_into (MlBoard *dst, const MlBoard *self);
void     ml_board_free  (MlBoard *self);
void     ml_board_clear (MlBoard *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (MlBoard, ml_board_free)

/* Lays @tile with its anchor on (x, y): every square it covers must be empty; edges need
 * not match (free layout: mismatched edges simply do not join). Returns the piece index,
 * or -1 when a square is taken. */
int      ml_board_place          (MlBoard *self, const MlTileDef *tile, int x, int y, int rot, int owner);
/* Takes a piece off with the meeples on it; later pieces' indices drop by one. */
void     ml_board_remove_piece   (MlBoard *self, guint piece);
/* Moves and turns a laid piece (free layout), meeples on it included; its index stays.
 * Returns FALSE, changing nothing, when a square it would cover is taken by another piece. */
gboolean ml_board_move_piece     (MlBoard *self, guint piece, int x, int y, int rot);

/* Sets a wonder's owner, its filled slots besides the marker's, and its port meeples. */
void     ml_board_set_tokens     (MlBoard *self, guint piece, int owner, guint slots, guint port);

guint          ml_board_n_pieces (const MlBoard *self);
const MlPiece *ml_board_piece    (const MlBoard *self, guint piece);
/* The piece on (x, y) and which of its cells lies there, or ML_NO_PIECE. */
int      ml_board_piece_at       (const MlBoard *self, int x, int y, guint *cell);
gboolean ml_board_is_empty       (const MlBoard *self);
void     ml_board_bounds         (const MlBoard *self, int *min_x, int *min_y, int *max_x, int *max_y);
/* The edge kind of the square (x, y) on @side, or -1 if the square is empty. */
int      ml_board_edge_at        (const MlBoard *self, int x, int y, MlSide side);

/* Feature instances: one per feature of each laid piece. */
static inline guint ml_board_feature_id (const MlBoard *self, guint piece, guint feature);
/* How many feature instances there are: every id is below it. */
guint    ml_board_n_features     (const MlBoard *self);
guint    ml_board_find           (MlBoard *self, guint feat);
void     ml_board_feature_info   (MlBoard *self, guint feat, MlFeatureInfo *info);
/* The same without the meeples (left at 0), for a caller that counts them itself. */
void     ml_board_feature_shape  (MlBoard *self, guint feat, MlFeatureInfo *info);
/* ml_board_feature_shape() of a field, returning its completed cities (ml_board_field_cities())
 * found in the same walk. */
guint    ml_board_field_shape    (MlBoard *self, guint feat, MlFeatureInfo *info);
const MlFeatureDef *ml_board_feature_def (const MlBoard *self, guint feat, guint *piece);
/* Calls @func for every feature instance in the same connected feature as @feat. */
void     ml_board_foreach_member (MlBoard *self, guint feat, void (*func) (guint feat, gpointer data), gpointer data);
/* Completed cities a field borders, each once. */
guint    ml_board_field_cities   (MlBoard *self, guint feat);
/* The roots of the completed cities a field borders, each once, appended to @roots (guint). */
void     ml_board_field_city_roots (MlBoard *self, guint feat, GArray *roots);
/* The filled squares of the eight around (x, y). */
guint    ml_board_neighbours     (const MlBoard *self, int x, int y);

/* Meeples */
guint           ml_board_n_meeples      (const MlBoard *self);
/* All meeples and all pieces as arrays, for loops on hot paths; valid until the next change. */
const MlMeeple *ml_board_meeples        (const MlBoard *self, guint *n);
const MlPiece  *ml_board_pieces         (const MlBoard *self, guint *n);
/* Monks on the board (figures of some strength standing on monasteries). */
guint           ml_board_n_monks        (const MlBoard *self);
/* Whether a monk stands on or next to a square of @piece (a monastery it may complete). */
gboolean        ml_board_monks_near     (const MlBoard *self, guint piece);
const MlMeeple *ml_board_meeple         (const MlBoard *self, guint i);
void            ml_board_add_meeple     (MlBoard *self, int player, guint piece, guint cell, guint feature, guint figure);
void            ml_board_remove_meeple  (MlBoard *self, guint i);
/* Removes the figures standing in the feature whose root is @root, except those that stay
 * (ml-figures.h), adding how many of the supply's meeples each player gets back to
 * @returned; the others keep their order. */
void            ml_board_return_meeples (MlBoard *self, guint root, guint returned[ML_MAX_PLAYERS]);
guint           ml_board_meeple_feature (const MlBoard *self, guint i);
/* The supply's meeples @player has on the board (the figures held apart not counted). */
guint           ml_board_meeples_of     (const MlBoard *self, int player);
MlRole          ml_meeple_role          (const MlBoard *self, const MlMeeple *meeple);

/* Squares next to the laid pieces, where a tile can go: their count, and each one with the
 * edges it needs (see MlRotatedCell.edge_code: a tile fits if (code & mask) == need). */
guint    ml_board_n_frontier     (const MlBoard *self);
void     ml_board_frontier       (const MlBoard *self, guint i, int *x, int *y, guint16 *mask, guint16 *need);
typedef struct {
  int x, y;
} MlSquareXY;

/* Whether (x, y) is free; if so, what the pieces beside it ask of a tile laid there, as
 * ml_board_frontier() says (a mask of 0 when none lies beside it): one look at the square. */
gboolean ml_board_square_needs   (const MlBoard *self, int x, int y, guint16 *mask, guint16 *need);

/* The whole frontier as parallel arrays, for the placement search: square i lies at at[i]
 * and needs mask[i] / need[i] (as above, repeated in four 16-bit lanes, one a rotation).
 * Past the last square, up to a multiple of ML_FRONTIER_BLOCK, mask and need hold squares
 * no tile fits (mask 0, need all ones), so that a search reads them in whole blocks. */
#define ML_FRONTIER_BLOCK 8

typedef struct {
  guint n;
  const MlSquareXY *at;
  const guint64 *mask;
  const guint64 *need;
} MlFrontierView;

void     ml_board_frontier_view   (const MlBoard *self, MlFrontierView *view);

/* Cheap counters of a connected feature: its open ends, and the meeples in it. */
guint    ml_board_feature_open    (MlBoard *self, guint feat);
guint    ml_board_feature_meeples (MlBoard *self, guint feat);
/* Both at once, with the feature's root (returned). */
guint    ml_board_feature_state   (MlBoard *self, guint feat, guint *open, guint *meeples);
/* Whether a road, city or river of @piece may be complete: FALSE only when @piece is the
 * one laid last and laying it closed none (most turns), which the turn's scoring need not
 * then look for. */
gboolean ml_board_may_close       (const MlBoard *self, guint piece);

/* The need of any square (empty or not) from its neighbours. */
void     ml_board_needs          (const MlBoard *self, int x, int y, guint16 *mask, guint16 *need);

/* ---- inline ---- */
static inline guint
ml_board_feature_id (const MlBoard *self, guint piece, guint feature)
{
  return ml_board_piece (self, piece)->feat_base + feature;
}

G_END_DECLS
