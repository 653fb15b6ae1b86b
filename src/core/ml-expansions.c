/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"
#include "ml-expansions.h"

#include <glib/gi18n-lib.h>

static const char *const no_sets[] = { NULL };
static const char *const river_sets[] = { "river", NULL };
static const char *const abbeys_sets[] = { "abbeys", NULL };
static const char *const wonders_sets[] = { "wonders", NULL };
static const char *const inns_cathedrals_sets[] = { "inns-cathedrals", NULL };
static const char *const traders_builders_sets[] = { "traders-builders", NULL };

/* Farmers change the rules only: they bring no tiles. The River's spring is the game's
 * start tile; the Abbeys' bag holds the German abbeys, not the Japanese buildings; the
 * Wonders deal their tiles themselves. */
static const MlExpansionInfo rows[] = {
  {
    .expansion = ML_EXPANSION_FARMERS, .id = "farmers",
    /* Translators: the expansion, and the heading of the lessons about farmers in the lessons dialog */
    .title = N_("Farmers"), .short_title = N_("Farmers"), .menu_label = N_("_Farmers"),
    .by_default = TRUE, .sets = no_sets,
  },
  {
    .expansion = ML_EXPANSION_RIVER, .id = "river",
    .title = N_("The River"), .short_title = N_("The River"), .menu_label = N_("The _River"),
    .sets = river_sets, .bag_set = "river", .bag_first = TRUE,
  },
  {
    .expansion = ML_EXPANSION_ABBEYS, .id = "abbeys",
    .title = N_("Abbeys"), .short_title = N_("Abbeys"), .menu_label = N_("German _Abbeys / Japanese Buildings"),
    .sets = abbeys_sets, .bag_set = "abbeys", .bag_group = "german",
  },
  {
    .expansion = ML_EXPANSION_WONDERS, .id = "wonders",
    .title = N_("Wonders of Humanity"), .short_title = N_("Wonders"), .menu_label = N_("The _Wonders of Humanity"),
    .sets = wonders_sets,
  },
  {
    .expansion = ML_EXPANSION_INNS_CATHEDRALS, .id = "inns-cathedrals",
    .title = N_("Inns & Cathedrals"), .short_title = N_("Inns & Cathedrals"), .menu_label = N_("_Inns & Cathedrals"),
    .sets = inns_cathedrals_sets, .bag_set = "inns-cathedrals",
  },
  {
    .expansion = ML_EXPANSION_TRADERS_BUILDERS, .id = "traders-builders",
    .title = N_("Traders & Builders"), .short_title = N_("Traders & Builders"), .menu_label = N_("_Traders & Builders"),
    .sets = traders_builders_sets, .bag_set = "traders-builders",
  },
};

const MlExpansionInfo *
ml_expansions_table (guint *n_rows)
{
  *n_rows = G_N_ELEMENTS (rows);
  return rows;
}

const char *const *
ml_expansions_ids (void)
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
ml_expansions_list (void)
{
  static char *list;
  static gsize done;
  if (g_once_init_enter (&done))
    {
      list = g_strjoinv (", ", (char **) ml_expansions_ids ());
      g_once_init_leave (&done, 1);
    }
  return list;
}

guint
ml_expansions_all (void)
{
  guint all = 0;
  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    all |= rows[i].expansion;
  return all;
}

guint
ml_expansions_default (void)
{
  guint on = 0;
  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    if (rows[i].by_default)
      on |= rows[i].expansion;
  return on;
}

const char *
ml_expansion_id (MlExpansions expansion)
{
  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    if (rows[i].expansion == expansion)
      return rows[i].id;
  return "?";
}

gboolean
ml_expansion_parse (const char *id, MlExpansions *expansion)
{
  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    if (g_strcmp0 (id, rows[i].id) == 0)
      {
        *expansion = rows[i].expansion;
        return TRUE;
      }
  return FALSE;
}

const MlExpansionInfo *
ml_expansion_of_set (const char *set_id)
{
  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    if (set_id && g_strv_contains (rows[i].sets, set_id))
      return &rows[i];
  return NULL;
}
