/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"
#include "ml-feature-flags.h"

#include "ml-abbeys-flags.h"
#include "ml-inns-cathedrals-flags.h"
#include "ml-river-flags.h"
#include "ml-traders-builders-flags.h"

/* The modules' declarations, one after the other: a new expansion with flags adds its
 * list here. The order is the order of the members in `tiles --json`. */
static const MlFeatureFlagDecl *const modules[] = {
  ml_abbeys_feature_flags,
  ml_river_feature_flags,
  ml_inns_cathedrals_feature_flags,
  ml_traders_builders_feature_flags,
};

static GArray *
all_flags (void)
{
  static GArray *flags;
  static gsize done;
  if (g_once_init_enter (&done))
    {
      GArray *a = g_array_new (FALSE, FALSE, sizeof (MlFeatureFlagDecl));
      guint used = 0;
      for (guint m = 0; m < G_N_ELEMENTS (modules); m++)
        for (const MlFeatureFlagDecl *d = modules[m]; d->name != NULL; d++)
          {
            /* Two declarations may not share a bit, nor a name unless both give it a
             * different value: a programming error. */
            g_assert (d->bit != 0 && (d->bit & (d->bit - 1)) == 0 && (used & d->bit) == 0);
            used |= d->bit;
            for (guint i = 0; i < a->len; i++)
              {
                const MlFeatureFlagDecl *o = &g_array_index (a, MlFeatureFlagDecl, i);
                g_assert (g_strcmp0 (o->name, d->name) != 0
                          || (o->value != NULL && d->value != NULL && g_strcmp0 (o->value, d->value) != 0
                              && o->kind == d->kind));
              }
            g_array_append_val (a, *d);
          }
      flags = a;
      g_once_init_leave (&done, 1);
    }
  return flags;
}

const MlFeatureFlagDecl *
ml_feature_flags (guint *n)
{
  GArray *a = all_flags ();
  *n = a->len;
  return (const MlFeatureFlagDecl *) (gpointer) a->data;
}

guint
ml_feature_flag_bit (const char *name)
{
  guint n;
  const MlFeatureFlagDecl *d = ml_feature_flags (&n);
  for (guint i = 0; i < n; i++)
    if (d[i].value == NULL && g_strcmp0 (d[i].name, name) == 0)
      return d[i].bit;
  return 0;
}

guint
ml_feature_flag_value_bit (const char *name, const char *value)
{
  guint n;
  const MlFeatureFlagDecl *d = ml_feature_flags (&n);
  for (guint i = 0; i < n; i++)
    if (d[i].value != NULL && g_strcmp0 (d[i].name, name) == 0 && g_strcmp0 (d[i].value, value) == 0)
      return d[i].bit;
  return 0;
}
