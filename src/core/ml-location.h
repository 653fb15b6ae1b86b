/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Locations on a square, rotations and sides: the conventions of docs/rules.md §1. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The twelve border locations run clockwise from the western half of the north edge,
 * three to a side (left half, middle, right half as seen from the centre), so that a
 * quarter turn clockwise adds 3 and the side of a location is its index / 3. */
typedef enum {
  ML_LOC_NNW, ML_LOC_N, ML_LOC_NNE,
  ML_LOC_ENE, ML_LOC_E, ML_LOC_ESE,
  ML_LOC_SSE, ML_LOC_S, ML_LOC_SSW,
  ML_LOC_WSW, ML_LOC_W, ML_LOC_WNW,
  ML_LOC_C,
  ML_N_LOCS
} MlLoc;

#define ML_N_BORDER_LOCS 12

typedef enum { ML_SIDE_N, ML_SIDE_E, ML_SIDE_S, ML_SIDE_W } MlSide;

/* Square offsets of the four sides, indexed by MlSide. */
extern const int ml_side_dx[4];
extern const int ml_side_dy[4];

gboolean     ml_loc_parse     (const char *text, MlLoc *loc);
const char  *ml_loc_name      (MlLoc loc);

/* Rotation is kept as a number of quarter turns clockwise, 0..3. */
gboolean     ml_rotation_from_degrees (gint64 degrees, int *quarters);

static inline MlLoc
ml_loc_rotate (MlLoc loc, int quarters)
{
  if (loc == ML_LOC_C)
    return loc;
  return (MlLoc) ((loc + 3 * quarters) % ML_N_BORDER_LOCS);
}

static inline MlSide
ml_loc_side (MlLoc loc)
{
  return (MlSide) (loc / 3);
}

static inline gboolean
ml_loc_is_midpoint (MlLoc loc)
{
  return loc != ML_LOC_C && loc % 3 == 1;
}

/* The location that touches @loc across its edge, on the neighbouring square. */
static inline MlLoc
ml_loc_opposite (MlLoc loc)
{
  int side = loc / 3, pos = loc % 3;
  return (MlLoc) (((side + 2) % 4) * 3 + (2 - pos));
}

static inline MlSide
ml_side_opposite (MlSide side)
{
  return (MlSide) ((side + 2) % 4);
}

/* Rotates the square offset (dx, dy) by @quarters quarter turns clockwise, y pointing south. */
static inline void
ml_offset_rotate (int dx, int dy, int quarters, int *rx, int *ry)
{
  for (int i = 0; i < quarters; i++)
    {
      int t = dx;
      dx = -dy;
      dy = t;
    }
  *rx = dx;
  *ry = dy;
}

G_END_DECLS
