/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The one place that lists which modules name JCloisterZone's pieces for the importer. */
#include "config.h"
#include "ml-jcz-names.h"
#include "ml-figures.h"
#include "ml-inns-cathedrals-jcz.h"
#include "ml-traders-builders-jcz.h"

const MlJczNames *const *
ml_jcz_modules (guint *n)
{
  static const MlJczNames *const modules[] = { &ml_inns_cathedrals_jcz, &ml_traders_builders_jcz };
  G_STATIC_ASSERT (G_N_ELEMENTS (modules) <= ML_JCZ_MAX_MODULES);
  *n = G_N_ELEMENTS (modules);
  return modules;
}

const MlJczTileName *
ml_jcz_module_tile (const char *jcz_id, guint *module)
{
  guint n;
  const MlJczNames *const *modules = ml_jcz_modules (&n);
  for (guint m = 0; m < n; m++)
    for (guint t = 0; t < modules[m]->n_tiles; t++)
      if (g_str_equal (modules[m]->tiles[t].jcz, jcz_id))
        {
          *module = m;
          return &modules[m]->tiles[t];
        }
  return NULL;
}

const MlJczElement *
ml_jcz_module_element (const char *name, guint *module, guint *index)
{
  guint n;
  const MlJczNames *const *modules = ml_jcz_modules (&n);
  for (guint m = 0; m < n; m++)
    for (guint e = 0; e < modules[m]->n_elements; e++)
      if (g_str_equal (modules[m]->elements[e].name, name))
        {
          *module = m;
          *index = e;
          return &modules[m]->elements[e];
        }
  return NULL;
}

int
ml_jcz_module_of_set (const char *set)
{
  guint n;
  const MlJczNames *const *modules = ml_jcz_modules (&n);
  for (guint m = 0; m < n; m++)
    if (g_str_equal (modules[m]->set, set))
      return (int) m;
  return -1;
}

gboolean
ml_jcz_module_figure (guint on, const char *kind, guint *figure)
{
  guint n;
  const MlJczNames *const *modules = ml_jcz_modules (&n);
  for (guint m = 0; m < n; m++)
    if (on & (1u << m))
      for (guint k = 0; k < modules[m]->n_kinds; k++)
        if (g_str_equal (modules[m]->kinds[k].kind, kind))
          return ml_figure_parse (modules[m]->kinds[k].figure, figure);
  return FALSE;
}

char *
ml_jcz_modules_sets (void)
{
  guint n;
  const MlJczNames *const *modules = ml_jcz_modules (&n);
  GString *out = g_string_new (NULL);
  for (guint m = 0; m < n; m++)
    g_string_append_printf (out, "%s\"%s\"", m ? ", " : "", modules[m]->set);
  return g_string_free (out, FALSE);
}

char *
ml_jcz_modules_kinds (void)
{
  guint n;
  const MlJczNames *const *modules = ml_jcz_modules (&n);
  GString *out = g_string_new (NULL);
  for (guint m = 0; m < n; m++)
    if (modules[m]->n_kinds > 0)
      {
        g_string_append (out, out->len ? ", " : "");
        for (guint k = 0; k < modules[m]->n_kinds; k++)
          g_string_append_printf (out, "%s%s", k ? ", " : "", modules[m]->kinds[k].kind);
        g_string_append_printf (out, " (\"%s\")", modules[m]->set);
      }
  return g_string_free (out, FALSE);
}
