/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The board's squares (private to ml-board.c): what each square holding a piece, or next to
 * one, knows, kept in a dense grid around the origin, where finding a square is an index;
 * the few squares a free layout puts beyond the grid's largest size go to an
 * open-addressing hash table keyed by their coordinates, so the board stays unbounded. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* A square of all zero bytes is empty, so that a stretch of the grid is emptied or copied
 * as one block of memory. */
typedef struct {
  guint32 at;          /* the piece on it plus one, 0 when empty */
  guint32 front;       /* its index in the frontier list plus one, 0 when not on it */
  guint32 mark;        /* scratch for counting each square once */
  guint16 monks_near;  /* monks on this square or one of the eight around */
  guint8 cell;
} MlSquare;

typedef struct {
  guint64 key;         /* the packed coordinates, or a free slot's mark */
  MlSquare sq;
} MlSquareSlot;

typedef struct {
  /* The grid: square (x, y) is grid[(y - gy) * gw + (x - gx)]. */
  MlSquare *grid;
  int gx, gy;
  guint gw, gh;
  /* The squares beyond the grid. */
  MlSquareSlot *slots;
  guint n_slots, cap_slots;   /* cap is a power of two, at most half full */
  guint alloc_slots;          /* the slots allocated, cap or more; those past cap are free */
  guint32 *slot_used;         /* the slots in use, n_slots of them */
} MlSquares;

/* A span of squares, from (x0, y0) to (x1, y1); none when x1 < x0. */
typedef struct {
  int x0, y0, x1, y1;
} MlSquaresBox;

void ml_squares_init       (MlSquares *self);
void ml_squares_free       (MlSquares *self);
/* Empties the squares, all those set in the grid lying in @box: the store keeps no account
 * of them, which laying a piece would pay for, and the board knows where its pieces lie. */
void ml_squares_clear      (MlSquares *self, const MlSquaresBox *box);
/* Copies the grid squares of @src lying in @box into @dst, whose grid has the same span. */
void ml_squares_copy_grid  (MlSquares *dst, const MlSquares *src, const MlSquaresBox *box);
/* Whether @a and @b have grids of the same span. */
gboolean ml_squares_same_grid (const MlSquares *a, const MlSquares *b);
/* Gives @dst an empty grid of the span of @src's. */
void ml_squares_regrid     (MlSquares *dst, const MlSquares *src);
/* Makes @dst's table hold the squares of @self's. */
void ml_squares_copy_table (MlSquares *dst, const MlSquares *self);

gboolean ml_squares_reserve_far (MlSquares *self, int x0, int y0, int x1, int y1, guint extra);
MlSquare *ml_squares_find_slot (const MlSquares *self, int x, int y);
MlSquare *ml_squares_get_slot  (MlSquares *self, int x, int y);

/* Whether (x, y) lies in the grid. */
static inline gboolean
ml_squares_in_grid (const MlSquares *self, int x, int y)
{
  return (guint) x - (guint) self->gx < self->gw && (guint) y - (guint) self->gy < self->gh;
}

/* Makes sure the squares from (x0, y0) to (x1, y1) can be got without any square moving:
 * the grid grows over them when it may, and otherwise the table keeps room for @extra
 * more. Pointers to squares stay valid until the next call. Returns TRUE when all of them
 * lie in the grid: then the square next to one is a step of one, or of gw, in the grid. */
static inline gboolean
ml_squares_reserve (MlSquares *self, int x0, int y0, int x1, int y1, guint extra)
{
  if (G_UNLIKELY (!ml_squares_in_grid (self, x0, y0) || !ml_squares_in_grid (self, x1, y1)))
    return ml_squares_reserve_far (self, x0, y0, x1, y1, extra);
  return TRUE;
}

/* ml_squares_reserve() of the square (x, y) and the eight around, in fewer steps. */
static inline gboolean
ml_squares_reserve_around (MlSquares *self, int x, int y)
{
  if (G_UNLIKELY ((guint) x - (guint) self->gx - 1 >= self->gw - 2 || (guint) y - (guint) self->gy - 1 >= self->gh - 2))
    return ml_squares_reserve_far (self, x - 1, y - 1, x + 1, y + 1, 9);
  return TRUE;
}

/* The grid square (x, y), which must lie in the grid. */
static inline MlSquare *
ml_squares_at (const MlSquares *self, int x, int y)
{
  return &self->grid[((guint) y - (guint) self->gy) * self->gw + ((guint) x - (guint) self->gx)];
}

/* The square at (x, y), or NULL when it is not known; a grid square never set is known and
 * empty (no piece, not on the frontier, no monk near), which callers take as none. */
static inline MlSquare *
ml_squares_find (const MlSquares *self, int x, int y)
{
  guint ux = (guint) x - (guint) self->gx, uy = (guint) y - (guint) self->gy;
  if (G_LIKELY (ux < self->gw && uy < self->gh))
    return &self->grid[uy * self->gw + ux];
  return self->n_slots ? ml_squares_find_slot (self, x, y) : NULL;
}

/* The square at (x, y), made known if it was not; it must have been reserved. */
static inline MlSquare *
ml_squares_get (MlSquares *self, int x, int y)
{
  guint ux = (guint) x - (guint) self->gx, uy = (guint) y - (guint) self->gy;
  if (G_UNLIKELY (ux >= self->gw || uy >= self->gh))
    return ml_squares_get_slot (self, x, y);
  return &self->grid[uy * self->gw + ux];
}

G_END_DECLS
