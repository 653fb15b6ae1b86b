/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"
#include "ml-shape-anchor.h"

#include <math.h>

#define FIELD_CLEARANCE 0.08  /* the room a farmer wants from the roads and cities */

MlPoint
ml_shape_find_anchor (const guint8 *owner, guint8 label, gboolean field, MlPoint target, const MlPoint *taken,
                      guint n_taken)
{
  g_autofree float *d = g_new (float, ML_SHAPE_MAP * ML_SHAPE_MAP);
  for (int i = 0; i < ML_SHAPE_MAP * ML_SHAPE_MAP; i++)
    d[i] = owner[i] == label ? 1e6f : 0;
  /* Two-pass chamfer distance to the nearest pixel outside (the border counts as outside). */
  for (int y = 0; y < ML_SHAPE_MAP; y++)
    for (int x = 0; x < ML_SHAPE_MAP; x++)
      {
        float *v = &d[y * ML_SHAPE_MAP + x];
        if (*v == 0)
          continue;
        float up = y > 0 ? d[(y - 1) * ML_SHAPE_MAP + x] : 0, left = x > 0 ? d[y * ML_SHAPE_MAP + x - 1] : 0;
        float ul = x > 0 && y > 0 ? d[(y - 1) * ML_SHAPE_MAP + x - 1] : 0;
        float ur = x < ML_SHAPE_MAP - 1 && y > 0 ? d[(y - 1) * ML_SHAPE_MAP + x + 1] : 0;
        *v = MIN (*v, MIN (MIN (up, left) + 1, MIN (ul, ur) + 1.414f));
      }
  for (int y = ML_SHAPE_MAP - 1; y >= 0; y--)
    for (int x = ML_SHAPE_MAP - 1; x >= 0; x--)
      {
        float *v = &d[y * ML_SHAPE_MAP + x];
        if (*v == 0)
          continue;
        float down = y < ML_SHAPE_MAP - 1 ? d[(y + 1) * ML_SHAPE_MAP + x] : 0, right = x < ML_SHAPE_MAP - 1 ? d[y * ML_SHAPE_MAP + x + 1] : 0;
        float dl = x > 0 && y < ML_SHAPE_MAP - 1 ? d[(y + 1) * ML_SHAPE_MAP + x - 1] : 0;
        float dr = x < ML_SHAPE_MAP - 1 && y < ML_SHAPE_MAP - 1 ? d[(y + 1) * ML_SHAPE_MAP + x + 1] : 0;
        *v = MIN (*v, MIN (MIN (down, right) + 1, MIN (dl, dr) + 1.414f));
      }
  float deepest = 0;
  for (int i = 0; i < ML_SHAPE_MAP * ML_SHAPE_MAP; i++)
    deepest = MAX (deepest, d[i]);
  float least = field ? MIN (deepest, FIELD_CLEARANCE * ML_SHAPE_MAP) : 1;
  double best = -1e9;
  MlPoint at = target;
  for (int y = 0; y < ML_SHAPE_MAP; y++)
    for (int x = 0; x < ML_SHAPE_MAP; x++)
      {
        float room = d[y * ML_SHAPE_MAP + x];
        if (room == 0 || room < least)
          continue;
        MlPoint p = (MlPoint) { (x + 0.5) / ML_SHAPE_MAP, (y + 0.5) / ML_SHAPE_MAP };
        double crowd = 0;
        for (guint k = 0; k < n_taken; k++)
          crowd += MAX (0, ML_SHAPE_MEEPLE - hypot (p.x - taken[k].x, p.y - taken[k].y));
        double score = 2 * MIN (room / ML_SHAPE_MAP, ML_SHAPE_MEEPLE / 2) - 0.2 * hypot (p.x - target.x, p.y - target.y) - 3 * crowd;
        if (score > best)
          best = score, at = p;
      }
  return at;
}
