/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Looking up the names the modules give JCloisterZone's pieces, in their tables' list
 * (ml_jcz_modules(), in src/core/expansions/ml-expansions-list.c). */
#include "config.h"
#include "ml-jcz-names.h"
#include "ml-figures.h"

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

const MlJczTileName *
ml_jcz_names_tile_copy (const MlJczNames *names, const char *jcz_id, guint copy)
{
  for (guint t = 0; t < names->n_tiles; t++)
    if (g_str_equal (names->tiles[t].jcz, jcz_id) && copy-- == 0)
      return &names->tiles[t];
  return NULL;
}

int
ml_jcz_module_of_set (const char *set)
{
  guint n;
  const MlJczNames *const *modules = ml_jcz_modules (&n);
  for (guint m = 0; m < n; m++)
    if (g_str_equal (modules[m]->set, set)
        || (modules[m]->set_aliases && g_strv_contains (modules[m]->set_aliases, set)))
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
