#include "config.h"
#include "ml-expansion-modules.h"
#include "ml-wonders.h"

static const MlExpansionHooks *const modules[] = {
  &ml_wonders_hooks,
};

G_STATIC_ASSERT (G_N_ELEMENTS (modules) <= ML_MAX_MODULES);

void
ml_expansion_modules_install (MlGame *game)
{
  game->n_modules = G_N_ELEMENTS (modules);
  for (guint i = 0; i < G_N_ELEMENTS (modules); i++)
    game->modules[i] = modules[i];
}
