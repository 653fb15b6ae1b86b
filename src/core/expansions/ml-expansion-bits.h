/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The bit each expansion has in a set of expansions (a game's, a scenario's, a setting's):
 * a new expansion takes the next, and gets its row in ml-expansions-list.c beside this file. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum {
  ML_EXPANSION_FARMERS = 1 << 0,
  ML_EXPANSION_RIVER   = 1 << 1,
  ML_EXPANSION_ABBEYS  = 1 << 2,
  ML_EXPANSION_WONDERS = 1 << 3,
  ML_EXPANSION_INNS_CATHEDRALS = 1 << 4,
  ML_EXPANSION_TRADERS_BUILDERS = 1 << 5,
} MlExpansions;

G_END_DECLS
