/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"
#include "ml-legend-rows.h"
#include "ml-inns-cathedrals-art.h"
#include "ml-traders-builders-goods.h"

/* The render modules' rows, each list ending with a row of expansion 0. */
static const MlLegendRow *const lists[] = {
  ml_inns_cathedrals_art_legend,
  ml_traders_builders_legend,
};

guint
ml_legend_rows (guint expansions, const MlLegendRow **out, guint max)
{
  guint n = 0;
  for (guint l = 0; l < G_N_ELEMENTS (lists); l++)
    for (const MlLegendRow *row = lists[l]; row->expansion && n < max; row++)
      if (row->expansion & expansions)
        out[n++] = row;
  return n;
}
