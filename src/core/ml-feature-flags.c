/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"
#include "ml-feature-flags.h"

#include "ml-expansion-list.h"

static GArray *
all_flags (void)
{
  static GArray *flags;
  static gsize done;
  if (g_once_init_enter (&done))
    {
      GArray *a = g_array_new (FALSE, FALSE, sizeof (MlFeatureFlagDecl));
      guint used = 0;
      for (guint m = 0; m < ml_n_feature_flag_lists; m++)
        for (const MlFeatureFlagDecl *d = ml_feature_flag_lists[m]; d->name != NULL; d++)
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
