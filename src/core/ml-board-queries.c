/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Questions about a board that its public functions answer (ml-board.h): the squares it
 * spans, what an empty square needs from its neighbours, the role of a meeple. Kept apart
 * from ml-board.c, which holds the board's own structures. */
#include "config.h"
#include "ml-board.h"

void
ml_board_bounds (const MlBoard *self, int *min_x, int *min_y, int *max_x, int *max_y)
{
  int x0 = 0, y0 = 0, x1 = -1, y1 = -1;
  guint n;
  const MlPiece *pieces = ml_board_pieces (self, &n);
  for (guint i = 0; i < n; i++)
    {
      const MlPiece *p = &pieces[i];
      for (guint c = 0; c < p->tile->n_cells; c++)
        {
          const MlRotatedCell *cell = &p->tile->rotated[p->rot][c];
          int x = p->x + cell->dx, y = p->y + cell->dy;
          if (x1 < x0)
            x0 = x1 = x, y0 = y1 = y;
          x0 = MIN (x0, x), x1 = MAX (x1, x), y0 = MIN (y0, y), y1 = MAX (y1, y);
        }
    }
  *min_x = x0, *min_y = y0, *max_x = x1, *max_y = y1;
}

void
ml_board_needs (const MlBoard *self, int x, int y, guint16 *mask, guint16 *need)
{
  *mask = 0;
  *need = 0;
  for (int s = 0; s < 4; s++)
    {
      int kind = ml_board_edge_at (self, x + ml_side_dx[s], y + ml_side_dy[s], ml_side_opposite ((MlSide) s));
      if (kind < 0)
        continue;
      *mask |= (guint16) (0xf << (4 * s));
      *need |= (guint16) (kind << (4 * s));
    }
}

MlRole
ml_meeple_role (const MlBoard *self, const MlMeeple *meeple)
{
  switch ((MlFeatureKind) meeple->kind)
    {
    case ML_FEATURE_ROAD: return ML_ROLE_THIEF;
    case ML_FEATURE_CITY: return ML_ROLE_KNIGHT;
    case ML_FEATURE_FIELD: return ML_ROLE_FARMER;
    case ML_FEATURE_MONASTERY: return ML_ROLE_MONK;
    case ML_FEATURE_WATER:
    case ML_N_FEATURE_KINDS:
    default: return ML_ROLE_NONE;
    }
}
