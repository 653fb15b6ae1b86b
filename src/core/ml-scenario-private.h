/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What the reading, writing and game conversion of scenarios share. */
#pragma once

#include "ml-scenario.h"
#include "ml-limits.h"
#include "ml-expansions.h"

#define ML_SCENARIO_FORMAT_ID "meeple-lab-scenario"

