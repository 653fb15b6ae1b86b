/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The board's squares (ml-board-squares.h): the dense grid around the origin, grown when a
 * piece lands beyond it, and the hash table of the squares beyond the grid's largest size. */
#include "config.h"
#include "ml-board-squares.h"
#include "ml-board.h"

#include <string.h>

/* The grid a board starts with (a game of the base box spans some twenty squares a side),
 * and the largest it grows to: a square further away goes to the table, so a tile laid a
 * million squares off costs a slot, not a grid spanning the distance. */
#define GRID_START 64
#define GRID_MAX 256
/* A grid larger than this many squares is given back when the board is cleared. */
#define GRID_KEEP (4 * GRID_START * GRID_START)

/* The free-slot mark packs (G_MININT, G_MININT), which no square the board accepts is. */
#define EMPTY_KEY G_GUINT64_CONSTANT (0x8000000080000000)

static void
grid_alloc (MlSquares *self, int gx, int gy, guint gw, guint gh)
{
  self->grid = g_new0 (MlSquare, gw * gh);
  self->gx = gx;
  self->gy = gy;
  self->gw = gw;
  self->gh = gh;
}

static void
grid_free (MlSquares *self)
{
  g_clear_pointer (&self->grid, g_free);
  self->gw = self->gh = 0;
}

/* The part of @box in the grid, in grid coordinates: FALSE when none. */
static gboolean
clip (const MlSquares *self, const MlSquaresBox *box, guint *x0, guint *y0, guint *x1, guint *y1)
{
  gint64 a = MAX ((gint64) box->x0 - self->gx, 0), b = MIN ((gint64) box->x1 - self->gx, (gint64) self->gw - 1);
  gint64 c = MAX ((gint64) box->y0 - self->gy, 0), d = MIN ((gint64) box->y1 - self->gy, (gint64) self->gh - 1);
  if (a > b || c > d)
    return FALSE;
  *x0 = (guint) a, *x1 = (guint) b, *y0 = (guint) c, *y1 = (guint) d;
  return TRUE;
}

static void
slots_alloc (MlSquares *self, guint cap)
{
  g_free (self->slots);
  g_free (self->slot_used);
  self->slots = g_new (MlSquareSlot, cap);
  self->slot_used = g_new (guint32, cap / 2 + 1);
  self->cap_slots = self->alloc_slots = cap;
  self->n_slots = 0;
  for (guint i = 0; i < cap; i++)
    self->slots[i].key = EMPTY_KEY;
}

void
ml_squares_init (MlSquares *self)
{
  memset (self, 0, sizeof *self);
  grid_alloc (self, -GRID_START / 2, -GRID_START / 2, GRID_START, GRID_START);
  slots_alloc (self, 16);
}

void
ml_squares_free (MlSquares *self)
{
  grid_free (self);
  g_clear_pointer (&self->slots, g_free);
  g_clear_pointer (&self->slot_used, g_free);
}

static void
slots_clear (MlSquares *self)
{
  for (guint i = 0; i < self->n_slots; i++)
    self->slots[self->slot_used[i]].key = EMPTY_KEY;
  self->n_slots = 0;
}

void
ml_squares_clear (MlSquares *self, const MlSquaresBox *box)
{
  guint x0, y0, x1, y1;
  if (self->gw * self->gh > GRID_KEEP)
    {
      grid_free (self);
      grid_alloc (self, -GRID_START / 2, -GRID_START / 2, GRID_START, GRID_START);
    }
  else if (clip (self, box, &x0, &y0, &x1, &y1))
    for (guint y = y0; y <= y1; y++)
      memset (&self->grid[y * self->gw + x0], 0, sizeof (MlSquare) * (x1 - x0 + 1));
  if (self->alloc_slots > 1024)
    slots_alloc (self, 16);
  else
    slots_clear (self);
}

/* ---- the table ---------------------------------------------------------------------- */

static inline guint64
pack (int x, int y)
{
  return ((guint64) (guint32) x << 32) | (guint32) y;
}

static inline guint
slot_of (guint64 key, guint cap)
{
  return (guint) ((key * G_GUINT64_CONSTANT (0x9E3779B97F4A7C15)) >> 32) & (cap - 1);
}

/* The index of the slot that holds @key, or of the empty slot where it would go. */
static inline guint
probe (const MlSquares *self, guint64 key)
{
  guint mask = self->cap_slots - 1;
  guint i = slot_of (key, self->cap_slots);
  while (self->slots[i].key != key && self->slots[i].key != EMPTY_KEY)
    i = (i + 1) & mask;
  return i;
}

MlSquare *
ml_squares_find_slot (const MlSquares *self, int x, int y)
{
  guint64 key = pack (x, y);
  MlSquareSlot *slot = &self->slots[probe (self, key)];
  return slot->key == key ? &slot->sq : NULL;
}

MlSquare *
ml_squares_get_slot (MlSquares *self, int x, int y)
{
  guint64 key = pack (x, y);
  guint i = probe (self, key);
  MlSquareSlot *slot = &self->slots[i];
  if (slot->key != key)
    {
      slot->key = key;
      slot->sq = (MlSquare) { 0 };
      self->slot_used[self->n_slots++] = i;
    }
  return &slot->sq;
}

static inline void
unpack (guint64 key, int *x, int *y)
{
  *x = (int) (guint32) (key >> 32);
  *y = (int) (guint32) key;
}

/* Lays the table out again at @cap slots with the squares of @old (@old_cap slots) that
 * lie outside the grid; those inside go into the grid. */
static void
slots_refill (MlSquares *self, MlSquareSlot *old, guint old_cap, guint cap)
{
  self->slots = NULL;
  self->slot_used = NULL;
  slots_alloc (self, cap);
  for (guint i = 0; i < old_cap; i++)
    {
      if (old[i].key == EMPTY_KEY)
        continue;
      int x, y;
      unpack (old[i].key, &x, &y);
      if (ml_squares_in_grid (self, x, y))
        {
          *ml_squares_at (self, x, y) = old[i].sq;
          continue;
        }
      guint j = slot_of (old[i].key, cap);
      while (self->slots[j].key != EMPTY_KEY)
        j = (j + 1) & (cap - 1);
      self->slots[j] = old[i];
      self->slot_used[self->n_slots++] = j;
    }
}

static void
slots_reserve (MlSquares *self, guint extra)
{
  if ((self->n_slots + extra) * 2 <= self->cap_slots)
    return;
  guint cap = self->cap_slots;
  while ((self->n_slots + extra) * 2 > cap)
    cap *= 2;
  MlSquareSlot *old = self->slots;
  guint old_cap = self->cap_slots;
  g_free (self->slot_used);
  slots_refill (self, old, old_cap, cap);
  g_free (old);
}

/* ---- the grid ----------------------------------------------------------------------- */

/* Moves the grid to span [gx, gx + gw) x [gy, gy + gh), a span holding the old one, with
 * the squares it had and those of the table it now covers. */
static void
grid_move (MlSquares *self, int gx, int gy, guint gw, guint gh)
{
  MlSquares old = *self;
  grid_alloc (self, gx, gy, gw, gh);
  /* The old grid, row by row, at its place in the new. */
  for (guint y = 0; y < old.gh; y++)
    memcpy (ml_squares_at (self, old.gx, old.gy + (int) y), &old.grid[y * old.gw], sizeof (MlSquare) * old.gw);
  g_free (old.grid);
  if (self->n_slots > 0)
    {
      MlSquareSlot *slots = self->slots;
      g_free (self->slot_used);
      slots_refill (self, slots, self->cap_slots, self->cap_slots);
      g_free (slots);
    }
}

/* One axis of a grown grid: the span [*g, *g + *n) made to hold [lo, hi], with as much room
 * again as it had beyond on the side it grows, within GRID_MAX. FALSE if [lo, hi] cannot
 * be held with the old span. */
static gboolean
grow_axis (int *g, guint *n, int lo, int hi)
{
  gint64 a = *g, b = (gint64) *g + *n - 1;
  gint64 margin = *n / 2;
  if (lo < a)
    a = lo - margin;
  if (hi > b)
    b = hi + margin;
  if (b - a + 1 > GRID_MAX)
    {
      /* Without the margin, the far side first. */
      a = MIN ((gint64) *g, (gint64) lo);
      b = MAX ((gint64) *g + *n - 1, (gint64) hi);
      if (b - a + 1 > GRID_MAX)
        return FALSE;
      gint64 spare = GRID_MAX - (b - a + 1);
      if (lo < *g)
        a -= spare;
      else
        b += spare;
    }
  *g = (int) a;
  *n = (guint) (b - a + 1);
  return TRUE;
}

gboolean
ml_squares_reserve_far (MlSquares *self, int x0, int y0, int x1, int y1, guint extra)
{
  int gx = self->gx, gy = self->gy;
  guint gw = self->gw, gh = self->gh;
  if (grow_axis (&gx, &gw, x0, x1) && grow_axis (&gy, &gh, y0, y1))
    {
      grid_move (self, gx, gy, gw, gh);
      return ml_squares_reserve (self, x0, y0, x1, y1, extra);
    }
  slots_reserve (self, extra);
  return FALSE;
}

/* ---- copies ------------------------------------------------------------------------- */

gboolean
ml_squares_same_grid (const MlSquares *a, const MlSquares *b)
{
  return a->gx == b->gx && a->gy == b->gy && a->gw == b->gw && a->gh == b->gh;
}

void
ml_squares_regrid (MlSquares *dst, const MlSquares *src)
{
  grid_free (dst);
  grid_alloc (dst, src->gx, src->gy, src->gw, src->gh);
}

void
ml_squares_copy_grid (MlSquares *dst, const MlSquares *src, const MlSquaresBox *box)
{
  g_return_if_fail (ml_squares_same_grid (dst, src));
  guint x0, y0, x1, y1;
  if (clip (src, box, &x0, &y0, &x1, &y1))
    for (guint y = y0; y <= y1; y++)
      {
        guint at = y * src->gw + x0;
        memcpy (&dst->grid[at], &src->grid[at], sizeof (MlSquare) * (x1 - x0 + 1));
      }
}

void
ml_squares_copy_table (MlSquares *dst, const MlSquares *self)
{
  /* The table's squares in use only, each at its slot: a table as large as the copy's, or
   * larger, is kept (its slots past the copy's size stay free). */
  if (dst->slots == NULL || dst->alloc_slots < self->cap_slots)
    slots_alloc (dst, self->cap_slots);
  else
    slots_clear (dst);
  dst->cap_slots = self->cap_slots;
  for (guint i = 0; i < self->n_slots; i++)
    {
      guint j = self->slot_used[i];
      dst->slots[j] = self->slots[j];
    }
  dst->n_slots = self->n_slots;
  if (self->n_slots > 0)
    memcpy (dst->slot_used, self->slot_used, sizeof (guint32) * self->n_slots);
}
