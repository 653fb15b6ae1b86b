/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The lists the expansions fill in, a row for each expansion in each, all of them in one
 * file, src/core/expansions/ml-expansions-list.c: a new expansion adds its rows there and
 * nothing else in the core. The table of expansions (ml-expansions.h), the modules of the
 * turn engine (ml-expansion-modules.h), the tile data's flags (ml-feature-flags.h) and the
 * JCloisterZone importer's names (ml-jcz-names.h) read them and name no expansion. */
#pragma once

#include <glib.h>
#include "ml-expansions.h"
#include "ml-feature-flags.h"
#include "ml-figures.h"
#include "ml-game-state.h"
#include "ml-readings.h"

G_BEGIN_DECLS

/* The table's rows, in the order of their bits. */
extern const MlExpansionInfo ml_expansion_rows[];
extern const guint ml_expansion_n_rows;

/* A module of the core: its hooks into the game, the readings of its rules it declares
 * (NULL when it has none) and the figures it brings (NULL-terminated, or NULL), which get
 * their numbers in the list's order. The order is the order the hooks are asked in. */
typedef struct {
  const MlExpansionHooks *hooks;
  const MlReadingSet *readings;
  const MlFigureDef *const *figures;
} MlModuleEntry;

extern const MlModuleEntry ml_module_entries[];
extern const guint ml_n_module_entries;

/* The modules' declarations of flags, one list each (ended by a NULL name), in the order of
 * the members in `tiles --json`. */
extern const MlFeatureFlagDecl *const ml_feature_flag_lists[];
extern const guint ml_n_feature_flag_lists;

/* The name of the water kind of feature and edge in the tile data, which the expansion that
 * brings water gives it ("river"). */
extern const char *const ml_water_kind_name;

G_END_DECLS
