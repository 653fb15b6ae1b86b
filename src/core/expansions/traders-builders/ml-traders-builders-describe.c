/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The module's score items in words and in JSON: the most tokens of a good, and a pig's
 * bonus in a field won. */
#include "config.h"
#include "ml-traders-builders-private.h"

#include <glib/gi18n-lib.h>

static gboolean
own (const MlScoreItem *item)
{
  return item->kind == ML_SCORE_MODULE && item->module == ML_EXPANSION_TRADERS_BUILDERS;
}

const char *
_ml_traders_builders_item_id (const MlScoreItem *item)
{
  if (!own (item))
    return NULL;
  return item->code == ML_TRADERS_BUILDERS_ITEM_PIG ? "pig" : "goods";
}

char *
_ml_traders_builders_describe (const MlScoreItem *item)
{
  if (!own (item))
    return NULL;
  if (item->code == ML_TRADERS_BUILDERS_ITEM_PIG)
    {
      g_autofree char *cities = g_strdup_printf (ngettext ("%u completed city", "%u completed cities", item->cities),
                                                 item->cities);
      /* Translators: "Pig in the field its owner won (3 completed cities): 4 a city instead of 3, 3 × 1 = 3 more" */
      return g_strdup_printf (_("Pig in the field its owner won (%s): 4 a city instead of 3, %u × 1 = %d more"), cities,
                              item->cities, item->points);
    }
  guint best = 0;
  for (guint p = 0; p < ML_MAX_PLAYERS; p++)
    best = MAX (best, item->counts[p]);
  /* Translators: "Most wine tokens (3): 10" — the good's name as ml_goods_name() gives it */
  return g_strdup_printf (_("Most %s tokens (%u): %d"), ml_goods_name ((MlGoods) item->units), best, item->points);
}
