/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"
#include "ml-expansions.h"

#include <glib/gi18n-lib.h>

static const char *const no_sets[] = { NULL };
static const char *const river_sets[] = { "river", NULL };
static const char *const abbeys_sets[] = { "abbeys", NULL };
static const char *const wonders_sets[] = { "wonders", NULL };

/* Farmers change the rules only: they bring no tiles. */
static const MlExpansionInfo rows[] = {
  { ML_EXPANSION_FARMERS, "farmers", N_("Farmers"), no_sets },
  { ML_EXPANSION_RIVER, "river", N_("The River"), river_sets },
  { ML_EXPANSION_ABBEYS, "abbeys", N_("Abbeys"), abbeys_sets },
  { ML_EXPANSION_WONDERS, "wonders", N_("Wonders of Humanity"), wonders_sets },
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
