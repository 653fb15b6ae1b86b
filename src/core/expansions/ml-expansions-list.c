/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The expansions, listed once for the whole core: each has its row in the table of
 * expansions and, where it has them, its module, its flags of the tile data and its names
 * for JCloisterZone's pieces. A new expansion adds its rows here (and its folder beside
 * this file); nothing else in the core changes (docs/adding-an-expansion.md). */
#include "config.h"
#include "ml-expansion-list.h"
#include "ml-jcz-names.h"

#include "abbeys/ml-abbeys.h"
#include "abbeys/ml-abbeys-flags.h"
#include "inns-cathedrals/ml-inns-cathedrals.h"
#include "inns-cathedrals/ml-inns-cathedrals-flags.h"
#include "inns-cathedrals/ml-inns-cathedrals-jcz.h"
#include "river/ml-river.h"
#include "river/ml-river-flags.h"
#include "river/ml-river-jcz.h"
#include "river/ml-river-readings.h"
#include "traders-builders/ml-traders-builders.h"
#include "traders-builders/ml-traders-builders-flags.h"
#include "traders-builders/ml-traders-builders-jcz.h"
#include "wonders/ml-wonders.h"
#include "wonders/ml-wonders-readings.h"

#include <glib/gi18n-lib.h>

/* ---- the table of expansions ---- */

static const char *const no_sets[] = { NULL };
static const char *const river_sets[] = { "river", NULL };
static const char *const abbeys_sets[] = { "abbeys", NULL };
static const char *const wonders_sets[] = { "wonders", NULL };
static const char *const inns_cathedrals_sets[] = { "inns-cathedrals", NULL };
static const char *const traders_builders_sets[] = { "traders-builders", NULL };

/* Farmers change the rules only: they bring no tiles. The River's spring is the game's
 * start tile; the Abbeys' bag holds the German abbeys, not the Japanese buildings; the
 * Wonders deal their tiles themselves. */
const MlExpansionInfo ml_expansion_rows[] = {
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

const guint ml_expansion_n_rows = G_N_ELEMENTS (ml_expansion_rows);

/* ---- the modules of the turn engine ---- */

static const MlFigureDef *const abbeys_figures[] = { &ml_abbeys_prior, NULL };
static const MlFigureDef *const inns_cathedrals_figures[] = { &ml_inns_cathedrals_big, NULL };
static const MlFigureDef *const traders_builders_figures[] = { &ml_traders_builders_builder, &ml_traders_builders_pig, NULL };

const MlModuleEntry ml_module_entries[] = {
  { &ml_river_hooks, &ml_river_readings, NULL },
  { &ml_abbeys_hooks, NULL, abbeys_figures },
  { &ml_wonders_hooks, &ml_wonders_readings, NULL },
  { &ml_inns_cathedrals_hooks, NULL, inns_cathedrals_figures },
  { &ml_traders_builders_hooks, NULL, traders_builders_figures },
};
const guint ml_n_module_entries = G_N_ELEMENTS (ml_module_entries);

/* ---- the flags of the tile data, in the order of the members in `tiles --json` ---- */

const MlFeatureFlagDecl *const ml_feature_flag_lists[] = {
  ml_abbeys_feature_flags,
  ml_river_feature_flags,
  ml_inns_cathedrals_feature_flags,
  ml_traders_builders_feature_flags,
};
const guint ml_n_feature_flag_lists = G_N_ELEMENTS (ml_feature_flag_lists);

/* ---- the tile data's name for water ---- */

const char *const ml_water_kind_name = ML_RIVER_WATER_NAME;

/* ---- the names of JCloisterZone's pieces, for the importer ---- */

const MlJczNames *const *
ml_jcz_modules (guint *n)
{
  static const MlJczNames *const names[] = { &ml_river_jcz, &ml_inns_cathedrals_jcz, &ml_traders_builders_jcz };
  G_STATIC_ASSERT (G_N_ELEMENTS (names) <= ML_JCZ_MAX_MODULES);
  *n = G_N_ELEMENTS (names);
  return names;
}

/* JCloisterZone's rules of its expansions (Rule.java) that a save may list at their values
 * whatever its sets: the importer lets them by, since the sets and elements they belong to
 * are refused anyway. */
const char *const ml_jcz_other_rules[] = {
  "princess-action", "fairy-placement", "dragon-move", "wagon-move", "barn-placement",
  "bazaar-no-auction", "hill-tiebreaker", "espace-variant", "gq11-pig-herd",
  "tunnelize-other-expansions", "more-tunnel-tokens", "festival-return", "keep-monasteries",
  "labyrinth-variant", "little-buildings-scoring", "king-and-robber-scoring",
  "coc-final-scoring", "count-move", NULL
};
