/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"
#include "ml-wonders.h"

#include <glib/gi18n-lib.h>

const char *
ml_wonder_name (const MlTileDef *wonder)
{
  const MlWonderInfo *row = ml_wonders_table_find (wonder->id);
  return row ? _(row->name) : wonder->name;
}

/* An effect is named after its wonder. */
static const char *
effect_name (MlEffect effect)
{
  const MlWonderInfo *row = ml_wonders_table_row (effect);
  return row ? _(row->name) : ml_effect_id (effect);
}

char *
ml_wonders_describe_item (const MlScoreItem *item)
{
  /* The wonder that gave the bonus: under the other reading of the bindings it is not the
   * one the effect is named after. */
  MlEffect effect = ml_wonders_item_effect (item);
  const char *name = item->source ? ml_wonder_name (item->source) : effect_name (effect);
  switch (effect)
    {
    case ML_EFFECT_NOTRE_DAME:
      /* Translators: %s is the wonder's name */
      return g_strdup_printf (_("%s: a meeple put on a square next to a monastery: +%d"), name, item->points);
    case ML_EFFECT_STONEHENGE:
      return g_strdup_printf (_("%s: a road with meeples completed on the owner's turn: +%d"), name, item->points);
    case ML_EFFECT_GREAT_WALL:
      return g_strdup_printf (_("%s: a walled city segment extends a city the owner is in: +%d"), name, item->points);
    case ML_EFFECT_TAJ_MAHAL:
      switch (ml_wonders_item_feature (item))
        {
        case ML_FEATURE_ROAD:
          return g_strdup_printf (_("%s: the owner takes part in a road scoring: +%d"), name, item->points);
        case ML_FEATURE_CITY:
          return g_strdup_printf (_("%s: the owner takes part in a city scoring: +%d"), name, item->points);
        case ML_FEATURE_MONASTERY:
          return g_strdup_printf (_("%s: the owner takes part in a completed monastery's scoring: +%d"), name, item->points);
        case ML_FEATURE_FIELD:
        case ML_FEATURE_WATER:
        case ML_N_FEATURE_KINDS:
        default:
          return g_strdup_printf ("%s: +%d", name, item->points);
        }
    case ML_EFFECT_CIRCUS_MAXIMUS:
      /* Translators: "Circus Maximus: a city of 4 tiles scores with the owner in it; the owner's meeples in cities: 3 × 2 = 6" */
      return g_strdup_printf (ngettext ("%s: a city of %u tiles scores with the owner in it; the owner's meeple in cities: %u × 2 = %d",
                                        "%s: a city of %u tiles scores with the owner in it; the owner's meeples in cities: %u × 2 = %d",
                                        item->units),
                              name, item->tiles, item->units, item->points);
    case ML_EFFECT_ANGKOR_WAT:
      return g_strdup_printf (ngettext ("%s: %u meeple of other colours in incomplete cities × %u = %d",
                                        "%s: %u meeples of other colours in incomplete cities × %u = %d", item->units),
                              name, item->units, item->rate, item->points);
    case ML_EFFECT_ALHAMBRA:
      return g_strdup_printf (ngettext ("%s: %u farmer of the owner × %u = %d", "%s: %u farmers of the owner × %u = %d",
                                        item->units),
                              name, item->units, item->rate, item->points);
    case ML_EFFECT_TIKAL:
      return g_strdup_printf (ngettext ("%s: %u road of 5 tiles or more × %u = %d", "%s: %u roads of 5 tiles or more × %u = %d",
                                        item->units),
                              name, item->units, item->rate, item->points);
    case ML_EFFECT_TERRACOTTA:
      return g_strdup_printf (ngettext ("%s: %u row or column with 7 filled squares in a line × %u = %d",
                                        "%s: %u rows and columns with 7 filled squares in a line × %u = %d", item->units),
                              name, item->units, item->rate, item->points);
    case ML_EFFECT_ABU_SIMBEL:
    case ML_EFFECT_COTHON:
    case ML_EFFECT_NAZCA:
    case ML_EFFECT_NONE:
    case ML_N_EFFECTS:
    default:
      return g_strdup_printf ("%s: %d", name, item->points);
    }
}
