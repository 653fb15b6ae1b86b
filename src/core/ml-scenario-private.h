/* What the reading, writing and game conversion of scenarios share. */
#pragma once

#include "ml-scenario.h"
#include "ml-limits.h"

#define ML_SCENARIO_FORMAT_ID "meeple-lab-scenario"

/* The expansions as the file names them, in the order of their MlExpansions bits. */
extern const char *const ml_scenario_expansion_names[];
