/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The River's readings: the question its rules leave open (river-turns), with its answers
 * (ml-river-readings.c). */
#pragma once

#include <glib.h>
#include "ml-readings.h"

G_BEGIN_DECLS

/* The answers of river-turns (ML_READING_RIVER_TURNS); 0 is the default. */
enum { ML_RIVER_CURVES_ALTERNATE = 0, ML_RIVER_NO_TWO_IN_ROW = 1 };

/* Listed beside the module's hooks in ml-expansion-modules.c. */
extern const MlReadingSet ml_river_readings;

G_END_DECLS
