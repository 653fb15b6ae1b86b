/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The board (ml-board.h): laying, moving and taking off pieces, with their feature instances
 * joined across edges and the frontier kept; copies; the meeples. What it knows of the
 * features it forms is in ml-board-features.c, its squares in ml-board-squares.c. */
#include "config.h"
#include "ml-board-private.h"
#include "ml-figures.h"

#include <string.h>

MlBoard *
ml_board_new (void)
{
  MlBoard *self = g_new0 (MlBoard, 1);

  ml_squares_init (&self->sq);
  ml_board_clear (self);
  return self;
}

void
ml_board_free (MlBoard *self)
{
  if (self == NULL)
    return;
  g_free (self->pieces);
  g_free (self->meeples);
  g_free (self->frontier);
  g_free (self->masks);
  g_free (self->needs);
  g_free (self->feats);
  ml_squares_free (&self->sq);
  g_free (self->piece_marks);
  g_free (self->meeple_first);
  g_free (self->meeple_order);
  g_free (self);
}

#define ML_BOARD_LIMIT (1 << 30)

/* The squares the board may have set (ml-board-squares.h): its pieces' and those next to
 * them, where the frontier and the monks' neighbourhoods lie. */
static inline MlSquaresBox
set_squares (const MlBoard *self)
{
  const MlSquaresBox *b = &self->span;
  return b->x1 < b->x0 ? *b : (MlSquaresBox) { b->x0 - 1, b->y0 - 1, b->x1 + 1, b->y1 + 1 };
}

/* The pieces' span grown over (x, y). */
static inline void
span_over (MlBoard *self, int x, int y)
{
  MlSquaresBox *b = &self->span;
  b->x0 = MIN (b->x0, x);
  b->y0 = MIN (b->y0, y);
  b->x1 = MAX (b->x1, x);
  b->y1 = MAX (b->y1, y);
}

/* Makes the frontier entries [from, to) squares no tile fits (ML_FRONTIER_BLOCK): every
 * entry past the last square, up to the arrays' capacity, is one. */
static void
frontier_pad (MlBoard *self, guint from, guint to)
{
  if (from >= to)
    return;
  memset (self->masks + from, 0, (to - from) * sizeof (guint64));
  memset (self->needs + from, 0xff, (to - from) * sizeof (guint64));
}

/* The frontier's capacity for @n squares: whole blocks. */
static guint
frontier_room (guint n)
{
  return (MAX (n, 1) + ML_FRONTIER_BLOCK - 1) / ML_FRONTIER_BLOCK * ML_FRONTIER_BLOCK;
}

/* Grows the frontier arrays to @cap entries (whole blocks), the new ones padding. */
static void
frontier_grow (MlBoard *self, guint cap)
{
  self->frontier = g_renew (Spot, self->frontier, cap);
  self->masks = g_renew (guint64, self->masks, cap);
  self->needs = g_renew (guint64, self->needs, cap);
  frontier_pad (self, self->cap_frontier, cap);
  self->cap_frontier = cap;
}

void
ml_board_clear (MlBoard *self)
{
  MlSquaresBox set = set_squares (self);
  ml_squares_clear (&self->sq, &set);
  /* Empty: the far corner first. */
  self->span = (MlSquaresBox) { 1, 1, -1, -1 };
  self->n_pieces = 0;
  self->n_meeples = 0;
  self->meeple_index_ok = FALSE;
  frontier_pad (self, 0, self->n_frontier);
  self->n_frontier = 0;
  memset (self->meeples_of, 0, sizeof self->meeples_of);
  self->n_monks = 0;
  self->near_piece = -1;
  self->closing_piece = -1;
  self->n_feats = 0;
}

/* ---- union-find over feature instances ---------------------------------------------- */

G_ALWAYS_INLINE static inline guint
unite (MlBoard *self, guint a, guint b)
{
  guint ra = find (self, a), rb = find (self, b);
  if (ra == rb)
    return ra;
  Feat *f = self->feats;
  if (f[ra].rank < f[rb].rank)
    {
      guint t = ra;
      ra = rb;
      rb = t;
    }
  else if (f[ra].rank == f[rb].rank)
    f[ra].rank++;
  f[rb].parent = ra;
  f[ra].open += f[rb].open;
  f[ra].n_meeples += f[rb].n_meeples;
  guint32 t = f[ra].next;
  f[ra].next = f[rb].next;
  f[rb].next = t;
  return ra;
}

/* ---- laying pieces --------------------------------------------------------------------- */

G_ALWAYS_INLINE static inline void
frontier_remove (MlBoard *self, Square *sq)
{
  if (sq->front == 0)
    return;
  guint i = sq->front - 1, last = --self->n_frontier;
  if (i != last)
    {
      self->frontier[i] = self->frontier[last];
      self->masks[i] = self->masks[last];
      self->needs[i] = self->needs[last];
      square (self, self->frontier[i].x, self->frontier[i].y)->front = i + 1;
    }
  self->masks[last] = 0;
  self->needs[last] = G_MAXUINT64;
  sq->front = 0;
}

/* The side's nibble in the four lanes, and its lowest bit in each: a need is then a
 * multiplication of the kind, with no shift by a variable. */
static const guint64 side_nibbles[4] = {
  G_GUINT64_CONSTANT (0x000f000f000f000f), G_GUINT64_CONSTANT (0x00f000f000f000f0),
  G_GUINT64_CONSTANT (0x0f000f000f000f00), G_GUINT64_CONSTANT (0xf000f000f000f000),
};
static const guint64 side_ones[4] = {
  G_GUINT64_CONSTANT (0x0001000100010001), G_GUINT64_CONSTANT (0x0010001000100010),
  G_GUINT64_CONSTANT (0x0100010001000100), G_GUINT64_CONSTANT (0x1000100010001000),
};

/* Adds the square to the frontier if new, and records what its side @side must show. */
G_ALWAYS_INLINE static inline void
frontier_need (MlBoard *self, Square *sq, int x, int y, int side, guint kind)
{
  if (sq->front > 0)
    {
      guint at = sq->front - 1;
      self->masks[at] |= side_nibbles[side];
      self->needs[at] = (self->needs[at] & ~side_nibbles[side]) | (guint64) kind * side_ones[side];
      return;
    }
  guint i = self->n_frontier;
  if (i == self->cap_frontier)
    frontier_grow (self, MAX (64, self->cap_frontier * 2));
  self->n_frontier = i + 1;
  sq->front = i + 1;
  self->frontier[i] = (Spot) { x, y };
  /* A new square: the one side is all it asks so far. */
  self->masks[i] = side_nibbles[side];
  self->needs[i] = (guint64) kind * side_ones[side];
}

static void
add_feature_instances (MlBoard *self, const MlTileDef *tile, guint piece)
{
  if (self->n_feats + tile->n_features > self->cap_feats)
    {
      self->cap_feats = MAX (self->cap_feats * 2, self->n_feats + tile->n_features + 256);
      self->feats = g_renew (Feat, self->feats, self->cap_feats);
    }
  self->meeple_index_ok = FALSE;
  /* In locals: a store into the array could be the count for all the compiler knows, which
   * it would then load again for each feature. */
  guint base = self->n_feats, n = tile->n_features;
  Feat *out = self->feats + base;
  const MlFeatureDef *defs = tile->features;
  /* Parent, next, piece and mark, as one vector: the instance's own index twice, stepped. */
  typedef guint32 Quad __attribute__ ((vector_size (16)));
  Quad head = { base, base, piece, 0 };
  const Quad step = { 1, 1, 0, 0 };
  for (guint i = 0; i < n; i++)
    {
      memcpy (&out[i], &head, sizeof head);
      out[i].open = defs[i].n_open;
      out[i].n_meeples = 0;
      out[i].feature = (guint8) i;
      out[i].kind = (guint8) defs[i].kind;
      out[i].rank = 0;
      head += step;
    }
  self->n_feats = base + n;
}

/* Joins the features of two squares across their shared edge; edges of different kinds
 * (a mismatch, possible in free layout) join nothing. */
G_ALWAYS_INLINE static inline void
join_edge (MlBoard *self, const MlPiece *a, const MlRotatedCell *ca, MlSide side,
           const MlPiece *b, const MlRotatedCell *cb)
{
  MlSide back = ml_side_opposite (side);
  guint kind_a = (ca->edge_code >> (4 * side)) & 0xf, kind_b = (cb->edge_code >> (4 * back)) & 0xf;
  if (kind_a != kind_b)
    return;
  /* The three places of the edge, read along it on one side and back along it on the other
   * (ml_loc_opposite() of each). */
  const guint8 *along_a = &ca->feature_at[side * 3], *along_b = &cb->feature_at[back * 3];
  guint ja = ca->joins[side], jb = cb->joins[back];
  if (G_LIKELY (ja & jb & ML_JOINS_WHOLE))
    {
      /* Each place holds a feature on both sides: a pair is joined where either side's
       * feature changes (MlRotatedCell.joins), as the loop below would. */
      guint at = (ja | jb >> 3) & 7;
      guint root = unite (self, a->feat_base + along_a[0], b->feat_base + along_b[2]);
      if (at & 2)
        root = unite (self, a->feat_base + along_a[1], b->feat_base + along_b[1]);
      if (kind_a != ML_EDGE_FIELD)
        self->closed |= (self->feats[root].open -= 2) == 0;
      if (at & 4)
        unite (self, a->feat_base + along_a[2], b->feat_base + along_b[0]);
      return;
    }
  /* A city or a field usually spans the three places of an edge: a pair already joined at
   * the place before is not joined again. */
  guint8 last_a = ML_NO_FEATURE, last_b = ML_NO_FEATURE;
  guint root = 0;
#pragma GCC unroll 3
  for (int p = 0; p < 3; p++)
    {
      guint8 fa = along_a[p], fb = along_b[2 - p];
      if (fa == ML_NO_FEATURE || fb == ML_NO_FEATURE)
        continue;
      if (fa != last_a || fb != last_b)
        root = unite (self, a->feat_base + fa, b->feat_base + fb);
      last_a = fa;
      last_b = fb;
      if (p == 1 && kind_a != ML_EDGE_FIELD)
        self->closed |= (self->feats[root].open -= 2) == 0;
    }
}

/* Appends the piece and its feature instances, returning its index. */
static inline guint
add_piece (MlBoard *self, const MlTileDef *tile, int x, int y, int rot, int owner)
{
  guint index = self->n_pieces;
  if (index >= self->cap_piece_marks)
    {
      self->cap_piece_marks = MAX (128, self->cap_piece_marks * 2);
      self->piece_marks = g_renew (guint32, self->piece_marks, self->cap_piece_marks);
    }
  self->piece_marks[index] = 0;
  if (index == self->cap_pieces)
    {
      self->cap_pieces = MAX (128, self->cap_pieces * 2);
      self->pieces = g_renew (MlPiece, self->pieces, self->cap_pieces);
    }
  self->pieces[index] = (MlPiece) { .tile = tile, .x = x, .y = y, .rot = rot, .owner = owner, .feat_base = self->n_feats };
  self->n_pieces = index + 1;
  add_feature_instances (self, tile, index);
  self->closing_piece = (gint32) index;
  self->closed = tile->closed_alone;
  return index;
}

/* ml_board_place() of a one-square piece whose square and the four around lie in the grid:
 * the common case, with every side facing out and each neighbour one step away in memory. */
static int
place_square (MlBoard *self, const MlTileDef *tile, int x, int y, int rot, int owner)
{
  const MlRotatedCell *cell = &tile->rotated[rot][0];
  int cx = x + cell->dx, cy = y + cell->dy;
  Square *sq = ml_squares_at (&self->sq, cx, cy);
  if (sq->at != 0)
    return ML_NO_PIECE;
  guint index = add_piece (self, tile, x, y, rot, owner);
  span_over (self, cx, cy);
  frontier_remove (self, sq);
  sq->at = index + 1;
  sq->cell = 0;
  self->near_piece = (gint32) index;
  self->near_monks = sq->monks_near != 0;
  const MlPiece *me = &self->pieces[index];
  gssize gw = (gssize) self->sq.gw;
  const gssize step[4] = { -gw, 1, gw, -1 };
  static const int step_x[4] = { 0, 1, 0, -1 }, step_y[4] = { -1, 0, 1, 0 };
  guint edges = cell->edge_code;
#pragma GCC unroll 4
  for (int s = 0; s < 4; s++)
    {
      Square *nb = sq + step[s];
      if (nb->at == 0)
        frontier_need (self, nb, cx + step_x[s], cy + step_y[s], ml_side_opposite ((MlSide) s), (edges >> (4 * s)) & 0xf);
      else
        {
          const MlPiece *other = &self->pieces[nb->at - 1];
          join_edge (self, me, cell, (MlSide) s, other, piece_cell (other, nb->cell));
        }
    }
  return (int) index;
}

int
ml_board_place (MlBoard *self, const MlTileDef *tile, int x, int y, int rot, int owner)
{
  g_return_val_if_fail (tile != NULL && rot >= 0 && rot < 4, ML_NO_PIECE);
  g_return_val_if_fail (ABS (x) < ML_BOARD_LIMIT && ABS (y) < ML_BOARD_LIMIT, ML_NO_PIECE);
  const MlRotatedCell *cells = tile->rotated[rot];
  if (tile->n_cells == 1 && ml_squares_reserve_around (&self->sq, x + cells[0].dx, y + cells[0].dy))
    return place_square (self, tile, x, y, rot, owner);
  /* The piece's squares, found or made once (an empty square made for a refused piece is
   * no different from none); no pointer moves after the reservation. */
  int x0 = x, y0 = y, x1 = x, y1 = y;
  for (guint c = 0; c < tile->n_cells; c++)
    {
      x0 = MIN (x0, x + cells[c].dx), x1 = MAX (x1, x + cells[c].dx);
      y0 = MIN (y0, y + cells[c].dy), y1 = MAX (y1, y + cells[c].dy);
    }
  gboolean in_grid = ml_squares_reserve (&self->sq, x0 - 1, y0 - 1, x1 + 1, y1 + 1, 5 * tile->n_cells);
  Square *own[ML_MAX_CELLS];
  for (guint c = 0; c < tile->n_cells; c++)
    {
      own[c] = square_get (self, x + cells[c].dx, y + cells[c].dy);
      if (own[c]->at != 0)
        return ML_NO_PIECE;
    }

  guint index = add_piece (self, tile, x, y, rot, owner);
  guint monks_near = 0;
  for (guint c = 0; c < tile->n_cells; c++)
    {
      Square *sq = own[c];
      span_over (self, x + cells[c].dx, y + cells[c].dy);
      frontier_remove (self, sq);
      sq->at = index + 1;
      sq->cell = (guint8) c;
      monks_near |= sq->monks_near;
    }
  self->near_piece = (gint32) index;
  self->near_monks = monks_near != 0;
  const MlPiece *me = &self->pieces[index];
  /* ml_side_dx and ml_side_dy, as constants here. */
  static const int step_x[4] = { 0, 1, 0, -1 }, step_y[4] = { -1, 0, 1, 0 };
  /* In the grid, the squares next to a square are its neighbours in memory. */
  gssize gw = (gssize) self->sq.gw, step[4] = { -gw, 1, gw, -1 };
  for (guint c = 0; c < tile->n_cells; c++)
    {
      const MlRotatedCell *cell = &cells[c];
      int cx = x + cell->dx, cy = y + cell->dy;
      guint outer = cell->outer_mask, edges = cell->edge_code;
      for (int s = 0; s < 4; s++)
        {
          if (((outer >> (4 * s)) & 0xf) == 0)
            continue;
          int nx = cx + step_x[s], ny = cy + step_y[s];
          Square *nb = in_grid ? own[c] + step[s] : square_get (self, nx, ny);
          if (nb->at == 0)
            frontier_need (self, nb, nx, ny, ml_side_opposite ((MlSide) s), (edges >> (4 * s)) & 0xf);
          else
            {
              const MlPiece *other = &self->pieces[nb->at - 1];
              join_edge (self, me, cell, (MlSide) s, other, piece_cell (other, nb->cell));
            }
        }
    }
  return (int) index;
}

/* Lays the pieces again from scratch (all but @skip), then the meeples (none of those on
 * @skip): union-find cannot split a feature, so taking a piece away starts over. */
static void
rebuild (MlBoard *self, const MlPiece *pieces, guint n_pieces, const MlMeeple *meeples, guint n_meeples, guint skip)
{
  ml_board_clear (self);
  for (guint i = 0; i < n_pieces; i++)
    if (i != skip)
      {
        const MlPiece *p = &pieces[i];
        int at = ml_board_place (self, p->tile, p->x, p->y, p->rot, p->owner);
        ml_board_set_tokens (self, (guint) at, p->owner, p->slots, p->port);
      }
  for (guint i = 0; i < n_meeples; i++)
    {
      const MlMeeple *m = &meeples[i];
      if (m->piece != skip)
        ml_board_add_meeple (self, m->player, m->piece > skip ? m->piece - 1 : m->piece,
                             m->cell, m->feature, m->figure);
    }
}

void
ml_board_set_tokens (MlBoard *self, guint index, int owner, guint slots, guint port)
{
  g_return_if_fail (index < self->n_pieces);
  MlPiece *piece = &self->pieces[index];
  piece->owner = owner;
  piece->slots = (guint8) MIN (slots, 255u);
  piece->port = (guint8) MIN (port, 255u);
}

void
ml_board_remove_piece (MlBoard *self, guint index)
{
  g_return_if_fail (index < self->n_pieces);
  g_autofree MlPiece *pieces = g_memdup2 (self->pieces, sizeof (MlPiece) * self->n_pieces);
  g_autofree MlMeeple *meeples = g_memdup2 (self->meeples, sizeof (MlMeeple) * self->n_meeples);
  rebuild (self, pieces, self->n_pieces, meeples, self->n_meeples, index);
}

gboolean
ml_board_move_piece (MlBoard *self, guint index, int x, int y, int rot)
{
  g_return_val_if_fail (index < self->n_pieces && rot >= 0 && rot < 4, FALSE);
  MlPiece *piece = &self->pieces[index];
  const MlRotatedCell *cells = piece->tile->rotated[rot];
  for (guint c = 0; c < piece->tile->n_cells; c++)
    {
      int at = ml_board_piece_at (self, x + cells[c].dx, y + cells[c].dy, NULL);
      if (at != ML_NO_PIECE && (guint) at != index)
        return FALSE;
    }
  g_autofree MlPiece *pieces = g_memdup2 (self->pieces, sizeof (MlPiece) * self->n_pieces);
  g_autofree MlMeeple *meeples = g_memdup2 (self->meeples, sizeof (MlMeeple) * self->n_meeples);
  MlPiece *moved = &pieces[index];
  moved->x = x;
  moved->y = y;
  moved->rot = rot;
  rebuild (self, pieces, self->n_pieces, meeples, self->n_meeples, G_MAXUINT);
  return TRUE;
}

/* Makes room for @n items of @size in *@buf, whose room is *@cap: grown, never shrunk. */
static void
room_for (gpointer *buf, guint *cap, guint n, gsize size)
{
  if (n <= *cap && *buf != NULL)
    return;
  *cap = MAX (n, *cap);
  *buf = g_realloc_n (*buf, MAX (*cap, 1), size);
}

/* memcpy() of @n items, none from an array never allocated (NULL while empty). */
static inline void
copy_items (gpointer to, gconstpointer from, guint n, gsize size)
{
  if (n > 0)
    memcpy (to, from, n * size);
}

void
ml_board_copy_into (MlBoard *dst, const MlBoard *self)
{
  g_return_if_fail (dst != NULL && self != NULL && dst != self);
  /* The squares @dst set emptied, or a grid of the copy's span. */
  if (ml_squares_same_grid (&dst->sq, &self->sq))
    {
      MlSquaresBox set = set_squares (dst);
      ml_squares_clear (&dst->sq, &set);
    }
  else
    ml_squares_regrid (&dst->sq, &self->sq);
  dst->span = self->span;
  room_for ((gpointer *) &dst->pieces, &dst->cap_pieces, self->n_pieces, sizeof (MlPiece));
  dst->n_pieces = self->n_pieces;
  copy_items (dst->pieces, self->pieces, self->n_pieces, sizeof (MlPiece));
  room_for ((gpointer *) &dst->meeples, &dst->cap_meeples, self->n_meeples, sizeof (MlMeeple));
  dst->n_meeples = self->n_meeples;
  copy_items (dst->meeples, self->meeples, self->n_meeples, sizeof (MlMeeple));
  /* The three frontier arrays share one capacity; past the copied squares, padding. */
  if (self->n_frontier > dst->cap_frontier || dst->frontier == NULL)
    frontier_grow (dst, frontier_room (self->n_frontier));
  copy_items (dst->frontier, self->frontier, self->n_frontier, sizeof (Spot));
  copy_items (dst->masks, self->masks, self->n_frontier, sizeof (guint64));
  copy_items (dst->needs, self->needs, self->n_frontier, sizeof (guint64));
  frontier_pad (dst, self->n_frontier, dst->n_frontier);
  dst->n_frontier = self->n_frontier;
  room_for ((gpointer *) &dst->feats, &dst->cap_feats, self->n_feats, sizeof (Feat));
  dst->n_feats = self->n_feats;
  copy_items (dst->feats, self->feats, self->n_feats, sizeof (Feat));
  dst->mark = self->mark;
  memcpy (dst->meeples_of, self->meeples_of, sizeof dst->meeples_of);
  dst->n_monks = self->n_monks;
  dst->near_piece = self->near_piece;
  dst->near_monks = self->near_monks;
  dst->closing_piece = self->closing_piece;
  dst->closed = self->closed;
  room_for ((gpointer *) &dst->piece_marks, &dst->cap_piece_marks, self->n_pieces, sizeof (guint32));
  memset (dst->piece_marks, 0, sizeof (guint32) * self->n_pieces);
  MlSquaresBox set = set_squares (self);
  ml_squares_copy_grid (&dst->sq, &self->sq, &set);
  ml_squares_copy_table (&dst->sq, &self->sq);
  dst->meeple_index_ok = FALSE;
}

MlBoard *
ml_board_copy (const MlBoard *self)
{
  MlBoard *copy = g_new0 (MlBoard, 1);
  copy->n_pieces = copy->cap_pieces = self->n_pieces;
  copy->pieces = g_memdup2 (self->pieces, sizeof (MlPiece) * MAX (self->n_pieces, 1));
  copy->n_meeples = copy->cap_meeples = self->n_meeples;
  copy->meeples = g_memdup2 (self->meeples, sizeof (MlMeeple) * self->n_meeples);
  frontier_grow (copy, frontier_room (self->n_frontier));
  copy->n_frontier = self->n_frontier;
  copy_items (copy->frontier, self->frontier, self->n_frontier, sizeof (Spot));
  copy_items (copy->masks, self->masks, self->n_frontier, sizeof (guint64));
  copy_items (copy->needs, self->needs, self->n_frontier, sizeof (guint64));
  copy->n_feats = copy->cap_feats = self->n_feats;
  copy->feats = g_memdup2 (self->feats, sizeof (Feat) * MAX (self->n_feats, 1));
  copy->mark = self->mark;
  memcpy (copy->meeples_of, self->meeples_of, sizeof copy->meeples_of);
  copy->n_monks = self->n_monks;
  copy->near_piece = self->near_piece;
  copy->near_monks = self->near_monks;
  copy->closing_piece = self->closing_piece;
  copy->closed = self->closed;
  copy->cap_piece_marks = MAX (self->n_pieces, 1);
  copy->piece_marks = g_new0 (guint32, copy->cap_piece_marks);
  ml_squares_init (&copy->sq);
  ml_squares_regrid (&copy->sq, &self->sq);
  copy->span = self->span;
  MlSquaresBox set = set_squares (self);
  ml_squares_copy_grid (&copy->sq, &self->sq, &set);
  ml_squares_copy_table (&copy->sq, &self->sq);
  return copy;
}

/* ---- queries --------------------------------------------------------------------------- */

guint
ml_board_n_pieces (const MlBoard *self)
{
  return self->n_pieces;
}

const MlPiece *
ml_board_piece (const MlBoard *self, guint piece)
{
  g_return_val_if_fail (piece < self->n_pieces, NULL);
  return &self->pieces[piece];
}

int
ml_board_piece_at (const MlBoard *self, int x, int y, guint *cell)
{
  const Square *sq = square (self, x, y);
  if (sq == NULL || sq->at == 0)
    return ML_NO_PIECE;
  if (cell)
    *cell = sq->cell;
  return (int) sq->at - 1;
}

gboolean
ml_board_is_empty (const MlBoard *self)
{
  return self->n_pieces == 0;
}

int
ml_board_edge_at (const MlBoard *self, int x, int y, MlSide side)
{
  const Square *sq = square (self, x, y);
  if (sq == NULL || sq->at == 0)
    return -1;
  const MlPiece *p = &self->pieces[sq->at - 1];
  return (piece_cell (p, sq->cell)->edge_code >> (4 * side)) & 0xf;
}

/* ---- meeples ------------------------------------------------------------------------- */

guint
ml_board_n_meeples (const MlBoard *self)
{
  return self->n_meeples;
}

const MlMeeple *
ml_board_meeple (const MlBoard *self, guint i)
{
  g_return_val_if_fail (i < self->n_meeples, NULL);
  return &self->meeples[i];
}

guint
ml_board_meeple_feature (const MlBoard *self, guint i)
{
  return meeple_feat (self, i);
}

/* Whether @m is one of the supply's meeples (the ordinary meeple, a prior), rather than a
 * figure a player holds apart (a large meeple). */
static guint
from_supply (const MlMeeple *m)
{
  return m->from_supply;
}


const MlMeeple *
ml_board_meeples (const MlBoard *self, guint *n)
{
  *n = self->n_meeples;
  return self->meeples;
}

const MlPiece *
ml_board_pieces (const MlBoard *self, guint *n)
{
  *n = self->n_pieces;
  return self->pieces;
}

guint
ml_board_n_monks (const MlBoard *self)
{
  return self->n_monks;
}

/* A monk arrives (+1) or leaves (-1): the nine squares of its neighbourhood know it. */
static void
monk_moves (MlBoard *self, const MlMeeple *m, int delta)
{
  const MlPiece *p = &self->pieces[m->piece];
  const MlRotatedCell *c = &p->tile->rotated[p->rot][m->cell];
  int x = p->x + c->dx, y = p->y + c->dy;
  self->near_piece = -1;
  ml_squares_reserve_around (&self->sq, x, y);
  for (int dy = -1; dy <= 1; dy++)
    for (int dx = -1; dx <= 1; dx++)
      square_get (self, x + dx, y + dy)->monks_near += delta;
}

gboolean
ml_board_monks_near (const MlBoard *self, guint piece)
{
  g_return_val_if_fail (piece < self->n_pieces, FALSE);
  if ((gint32) piece == self->near_piece)
    return self->near_monks;
  const MlPiece *p = &self->pieces[piece];
  for (guint c = 0; c < p->tile->n_cells; c++)
    {
      const MlRotatedCell *cell = &p->tile->rotated[p->rot][c];
      const Square *sq = square (self, p->x + cell->dx, p->y + cell->dy);
      if (sq && sq->monks_near > 0)
        return TRUE;
    }
  return FALSE;
}

void
ml_board_add_meeple (MlBoard *self, int player, guint piece, guint cell, guint feature, guint figure)
{
  g_return_if_fail (piece < self->n_pieces && player >= 0 && player < ML_MAX_PLAYERS && figure < ML_MAX_FIGURES);
  const MlFigureDef *def = ml_figure (figure);
  MlMeeple m = { player, piece, (guint8) cell, (guint8) feature,
                 (guint8) self->pieces[piece].tile->features[feature].kind, (guint8) figure,
                 (guint8) def->strength, def->stays, def->per_player == 0 };
  if (self->n_meeples == self->cap_meeples)
    {
      self->cap_meeples = MAX (32, self->cap_meeples * 2);
      self->meeples = g_renew (MlMeeple, self->meeples, self->cap_meeples);
    }
  self->meeples[self->n_meeples++] = m;
  self->meeple_index_ok = FALSE;
  self->meeples_of[player] += from_supply (&m);
  if (is_monk (&m))
    {
      self->n_monks++;
      monk_moves (self, &m, 1);
    }
  self->feats[find (self, meeple_feat (self, self->n_meeples - 1))].n_meeples++;
}

void
ml_board_remove_meeple (MlBoard *self, guint i)
{
  g_return_if_fail (i < self->n_meeples);
  const MlMeeple *m = &self->meeples[i];
  self->feats[find (self, meeple_feat (self, i))].n_meeples--;
  self->meeples_of[m->player] -= from_supply (m);
  if (is_monk (m))
    {
      self->n_monks--;
      monk_moves (self, m, -1);
    }
  memmove (&self->meeples[i], &self->meeples[i + 1], sizeof (MlMeeple) * (self->n_meeples - i - 1));
  self->n_meeples--;
  self->meeple_index_ok = FALSE;
}

void
ml_board_return_meeples (MlBoard *self, guint root, guint returned[ML_MAX_PLAYERS])
{
  /* One pass that keeps the others in order: removing one by one would shift the tail
   * once per meeple. */
  guint kept = 0;
  for (guint i = 0; i < self->n_meeples; i++)
    {
      MlMeeple m = self->meeples[i];
      guint feat = meeple_feat (self, i);
      if (m.stays || find (self, feat) != root)
        {
          self->meeples[kept++] = m;
          continue;
        }
      self->feats[root].n_meeples--;
      self->meeples_of[m.player] -= from_supply (&m);
      if (is_monk (&m))
        {
          self->n_monks--;
          monk_moves (self, &m, -1);
        }
      returned[m.player] += from_supply (&m);
    }
  self->n_meeples = kept;
  self->meeple_index_ok = FALSE;
}

guint
ml_board_meeples_of (const MlBoard *self, int player)
{
  g_return_val_if_fail (player >= 0 && player < ML_MAX_PLAYERS, 0);
  return self->meeples_of[player];
}

/* ---- frontier ---------------------------------------------------------------------- */

guint
ml_board_n_frontier (const MlBoard *self)
{
  return self->n_frontier;
}

void
ml_board_frontier (const MlBoard *self, guint i, int *x, int *y, guint16 *mask, guint16 *need)
{
  g_return_if_fail (i < self->n_frontier);
  *x = self->frontier[i].x;
  *y = self->frontier[i].y;
  *mask = (guint16) self->masks[i];
  *need = (guint16) self->needs[i];
}

gboolean
ml_board_square_needs (const MlBoard *self, int x, int y, guint16 *mask, guint16 *need)
{
  const Square *sq = square (self, x, y);
  *mask = 0;
  *need = 0;
  if (sq == NULL)
    return TRUE;
  if (sq->at != 0)
    return FALSE;
  if (sq->front > 0)
    {
      *mask = (guint16) self->masks[sq->front - 1];
      *need = (guint16) self->needs[sq->front - 1];
    }
  return TRUE;
}

void
ml_board_frontier_view (const MlBoard *self, MlFrontierView *view)
{
  view->n = self->n_frontier;
  view->at = self->frontier;
  view->mask = self->masks;
  view->need = self->needs;
}
