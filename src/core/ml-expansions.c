/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"
#include "ml-expansions.h"
#include "ml-expansion-list.h"


const MlExpansionInfo *
ml_expansions_table (guint *n_rows)
{
  *n_rows = ml_expansion_n_rows;
  return ml_expansion_rows;
}

const char *const *
ml_expansions_ids (void)
{
  static const char *ids[ML_MAX_EXPANSIONS + 1];
  static gsize done;
  if (g_once_init_enter (&done))
    {
      g_assert (ml_expansion_n_rows <= ML_MAX_EXPANSIONS);
      for (guint i = 0; i < ml_expansion_n_rows; i++)
        ids[i] = ml_expansion_rows[i].id;
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
  for (guint i = 0; i < ml_expansion_n_rows; i++)
    all |= ml_expansion_rows[i].expansion;
  return all;
}

guint
ml_expansions_default (void)
{
  guint on = 0;
  for (guint i = 0; i < ml_expansion_n_rows; i++)
    if (ml_expansion_rows[i].by_default)
      on |= ml_expansion_rows[i].expansion;
  return on;
}

const char *
ml_expansion_id (MlExpansions expansion)
{
  for (guint i = 0; i < ml_expansion_n_rows; i++)
    if (ml_expansion_rows[i].expansion == expansion)
      return ml_expansion_rows[i].id;
  return "?";
}

gboolean
ml_expansion_parse (const char *id, MlExpansions *expansion)
{
  for (guint i = 0; i < ml_expansion_n_rows; i++)
    if (g_strcmp0 (id, ml_expansion_rows[i].id) == 0)
      {
        *expansion = ml_expansion_rows[i].expansion;
        return TRUE;
      }
  return FALSE;
}

const MlExpansionInfo *
ml_expansion_of_set (const char *set_id)
{
  for (guint i = 0; i < ml_expansion_n_rows; i++)
    if (set_id && g_strv_contains (ml_expansion_rows[i].sets, set_id))
      return &ml_expansion_rows[i];
  return NULL;
}
