/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"
#include "ml-expansion-modules.h"
#include "ml-river.h"
#include "ml-wonders.h"

static const MlExpansionHooks *const modules[] = {
  &ml_river_hooks,
  &ml_wonders_hooks,
};

G_STATIC_ASSERT (G_N_ELEMENTS (modules) <= ML_MAX_MODULES);

void
ml_expansion_modules_install (MlGame *game)
{
  game->n_modules = 0;
  for (guint i = 0; i < G_N_ELEMENTS (modules); i++)
    {
      if (modules[i]->reset)
        modules[i]->reset (game);
      if (game->expansions & modules[i]->expansion)
        game->modules[game->n_modules++] = modules[i];
    }
}

gboolean
ml_expansion_modules_check_foreign (const MlGame *game, const MlTileDef *tile, const MlTurnOptions *opt,
                                    GError **error)
{
  for (guint i = 0; i < G_N_ELEMENTS (modules); i++)
    if (!(game->expansions & modules[i]->expansion) && modules[i]->check_foreign
        && !modules[i]->check_foreign (game, tile, opt, error))
      return FALSE;
  return TRUE;
}

void
ml_expansion_modules_check_layout (MlGame *game, GArray *out)
{
  for (guint i = 0; i < G_N_ELEMENTS (modules); i++)
    if (modules[i]->check_layout)
      modules[i]->check_layout (game, out);
}
