/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"
#include "ml-wonders-table.h"

#include <glib/gi18n-lib.h>

static const MlWonderInfo rows[] = {
  { ML_EFFECT_STONEHENGE, "stonehenge", N_("Stonehenge"),
    N_("On its owner’s turns, each completed road with meeples on it gives the owner 3 points before it scores.") },
  { ML_EFFECT_CIRCUS_MAXIMUS, "circus-maximus", N_("Circus Maximus"),
    N_("When a city of 3 tiles or more scores with its owner’s meeple in it, the owner scores 2 points per meeple of theirs in any city.") },
  { ML_EFFECT_NOTRE_DAME, "notre-dame", N_("Notre-Dame"),
    N_("Its owner scores 3 points whenever they put a meeple on one of the eight squares around a monastery.") },
  { ML_EFFECT_ALHAMBRA, "alhambra", N_("Alhambra"),
    N_("At the end, its owner scores 5 points per farmer of theirs (6 in a game of 120 tiles or more).") },
  { ML_EFFECT_ABU_SIMBEL, "abu-simbel", N_("Abu Simbel"),
    N_("Its owner draws two tiles, plays one and keeps the other face down for their next turn.") },
  { ML_EFFECT_TIKAL, "tikal", N_("Tikal"),
    N_("At the end, its owner scores 5 points per road of 5 tiles or more.") },
  { ML_EFFECT_ANGKOR_WAT, "angkor-wat", N_("Angkor Wat"),
    N_("At the end, its owner scores per meeple of another colour in an incomplete city: 4, 3 or 2 by the number of players.") },
  { ML_EFFECT_TERRACOTTA, "terracotta-army", N_("Terracotta Army"),
    N_("At the end, its owner scores 2 points per row and per column with 7 filled squares in a line.") },
  { ML_EFFECT_GREAT_WALL, "great-wall", N_("Great Wall of China"),
    N_("Whenever a tile extends a city holding its owner’s meeple with a walled city segment, the owner scores 3 points.") },
  { ML_EFFECT_NAZCA, "nazca-lines", N_("Nazca Lines"),
    N_("Each tile its owner lays that shows only roads and fields gives them another turn.") },
  { ML_EFFECT_COTHON, "cothon-carthage", N_("Cothon of Carthage"),
    N_("The river starts here; its owner’s meeples may come home to its port and leave it for a feature along the river.") },
  { ML_EFFECT_TAJ_MAHAL, "taj-mahal", N_("Taj Mahal"),
    N_("Meeples in its slots add to its owner’s scorings: 2 a road, 3 a city, 4 a completed monastery, then 5 a road.") },
};

G_STATIC_ASSERT (G_N_ELEMENTS (rows) == ML_N_EFFECTS - 1);

const MlWonderInfo *
ml_wonders_table (guint *n_rows)
{
  *n_rows = G_N_ELEMENTS (rows);
  return rows;
}

const MlWonderInfo *
ml_wonders_table_row (MlEffect effect)
{
  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    if (rows[i].effect == effect)
      return &rows[i];
  return NULL;
}

const MlWonderInfo *
ml_wonders_table_find (const char *id)
{
  for (guint i = 0; id && i < G_N_ELEMENTS (rows); i++)
    if (g_str_equal (rows[i].id, id))
      return &rows[i];
  return NULL;
}

const char *const *
ml_wonders_table_ids (void)
{
  static const char *ids[G_N_ELEMENTS (rows) + 1];
  static gsize done;
  if (g_once_init_enter (&done))
    {
      for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
        ids[i] = rows[i].id;
      g_once_init_leave (&done, 1);
    }
  return ids;
}

const char *
ml_effect_id (MlEffect effect)
{
  const MlWonderInfo *row = ml_wonders_table_row (effect);
  return row ? row->id : effect == ML_EFFECT_NONE ? "none" : "?";
}

const char *
ml_effect_text (MlEffect effect)
{
  const MlWonderInfo *row = ml_wonders_table_row (effect);
  return row ? _(row->text) : "";
}
