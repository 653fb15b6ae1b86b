/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"
#include "ml-legend-rows.h"
#include "ml-render-list.h"

guint
ml_legend_rows (guint expansions, const MlLegendRow **out, guint max)
{
  guint n = 0;
  for (guint l = 0; l < ml_n_legend_row_lists; l++)
    for (const MlLegendRow *row = ml_legend_row_lists[l]; row->expansion && n < max; row++)
      if (row->expansion & expansions)
        out[n++] = row;
  return n;
}
