/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The board's structures (ml-board.h), shared by the files that make up the board: the
 * feature instances with their union-find, the pieces, the meeples, the frontier and the
 * squares. Private to src/core/ml-board*.c. */
#pragma once

#include "ml-board.h"
#include "ml-board-squares.h"

G_BEGIN_DECLS

/* 32 bytes, so that finding an instance is a shift; the first four members are written as
 * one vector when a piece is laid (add_feature_instances). */
typedef struct {
  guint32 parent;
  guint32 next;        /* the members of a feature form a ring */
  guint32 piece;
  guint32 mark;        /* scratch for counting each root once */
  guint32 open;        /* on the root: open ends of the whole feature */
  guint32 n_meeples;   /* on the root: meeples in the whole feature */
  guint8 feature;
  guint8 kind;
  guint8 rank;
  guint8 unused[5];
} Feat;

G_STATIC_ASSERT (sizeof (Feat) == 32);
G_STATIC_ASSERT (G_STRUCT_OFFSET (Feat, open) == 4 * sizeof (guint32));

typedef MlSquare Square;

typedef MlSquareXY Spot;

struct _MlBoard {
  MlPiece *pieces;
  guint n_pieces, cap_pieces;
  /* The meeples in a plain array: a meeple put is a store, not a library call. */
  MlMeeple *meeples;
  guint n_meeples, cap_meeples;
  Feat *feats;
  guint n_feats, cap_feats;
  guint32 mark;
  /* The squares holding a piece or next to one (ml-board-squares.h). */
  MlSquares sq;
  /* The frontier in three parallel arrays: where each square is, and the edges its
   * neighbours ask for (a 16-bit mask and need repeated in four lanes). Kept apart from the
   * hash table so that the placement search streams through two flat arrays. */
  Spot *frontier;
  guint64 *masks, *needs;
  guint n_frontier, cap_frontier;
  guint meeples_of[ML_MAX_PLAYERS];
  guint n_monks;
  /* Whether a monk stood on or next to the piece laid last (near_piece) when it was laid,
   * until a monk moves: the turn's scoring asks it of that piece, and the place had the
   * squares at hand. */
  gint32 near_piece;
  gboolean near_monks;
  /* The piece laid last (closing_piece), and whether laying it closed a feature: the last
   * open ends of a road, a city or a river joined, or a road or city of its own with none. */
  gint32 closing_piece;
  gboolean closed;
  /* The span of the pieces' squares: those set lie in it or next to it. */
  MlSquaresBox span;
  guint32 *piece_marks;  /* scratch mark per piece, beside pieces */
  guint cap_piece_marks;
  /* The meeples of each feature instance f, built when a large board is asked after a
   * change: meeple_order[meeple_first[f]] up to meeple_order[meeple_first[f + 1]]. */
  guint32 *meeple_first, *meeple_order;
  guint cap_meeple_first, cap_meeple_order;
  gboolean meeple_index_ok;
};

/* Below this many meeples, a feature's meeples are found by looking at them all. */
#define MEEPLE_INDEX_FROM 64

static inline gboolean
is_monk (const MlMeeple *m)
{
  return m->kind == ML_FEATURE_MONASTERY && m->strength;
}

static inline Square *
square (const MlBoard *self, int x, int y)
{
  return ml_squares_find (&self->sq, x, y);
}

/* The square at (x, y), made empty if it was not known; room must have been reserved. */
static inline Square *
square_get (MlBoard *self, int x, int y)
{
  return ml_squares_get (&self->sq, x, y);
}

/* The feature instance meeple @i stands on. */
static inline guint
meeple_feat (const MlBoard *self, guint i)
{
  const MlMeeple *m = &self->meeples[i];
  return self->pieces[m->piece].feat_base + m->feature;
}

static inline guint
find (MlBoard *self, guint a)
{
  Feat *f = self->feats;
  while (f[a].parent != a)
    {
      f[a].parent = f[f[a].parent].parent;
      a = f[a].parent;
    }
  return a;
}

static inline const MlRotatedCell *
piece_cell (const MlPiece *piece, guint cell)
{
  return &piece->tile->rotated[piece->rot][cell];
}

G_END_DECLS
