/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"
#include "ml-decorations.h"
#include "ml-render-list.h"

#include <math.h>

void
ml_decorations_draw (const MlTileDef *tile, const MlCellShape *ca, guint cell, cairo_t *cr, int rot, double px)
{
  for (guint i = 0; i < ml_n_decorators; i++)
    ml_decorators[i] (tile, ca, cell, cr, rot, px);
}

static gboolean
has_label (const MlCellShape *ca, guint label, int x, int y)
{
  if (x < 0 || y < 0 || x >= ML_SHAPE_MAP || y >= ML_SHAPE_MAP)
    return FALSE;
  guint i = (guint) (y * ML_SHAPE_MAP + x);
  /* The label maps mark the pixels of no field, and a wonder's ground, from 0xfd up. */
  return label == ML_DECORATION_ANY_FIELD ? ca->fields[i] < 0xfd : ca->owner[i] == label;
}

gboolean
ml_decorations_spot (const MlCellShape *ca, guint label, MlPoint near, double size, double apart, MlPoint *out)
{
  int r = MAX (1, (int) ceil (size / 2 * ML_SHAPE_MAP));
  double best = G_MAXDOUBLE;
  for (int y = r; y < ML_SHAPE_MAP - r; y++)
    for (int x = r; x < ML_SHAPE_MAP - r; x++)
      {
        MlPoint p = { (x + 0.5) / ML_SHAPE_MAP, (y + 0.5) / ML_SHAPE_MAP };
        double d = hypot (p.x - near.x, p.y - near.y);
        if (d >= best)
          continue;
        gboolean ok = TRUE;
        for (guint k = 0; ok && k < ca->n_parts; k++)
          ok = hypot (p.x - ca->parts[k].anchor.x, p.y - ca->parts[k].anchor.y) >= apart;
        for (guint k = 0; ok && k < ca->shields->len; k++)
          {
            MlPoint s = g_array_index (ca->shields, MlPoint, k);
            ok = hypot (p.x - s.x, p.y - s.y) >= apart;
          }
        /* The picture's box lies wholly on the label. */
        for (int dy = -r; ok && dy <= r; dy += r)
          for (int dx = -r; ok && dx <= r; dx += r)
            ok = has_label (ca, label, x + dx, y + dy);
        if (ok)
          {
            best = d;
            *out = p;
          }
      }
  return best < G_MAXDOUBLE;
}
