/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Wonders of Humanity's readings: the questions their rules leave open (final-bonuses,
 * taj-participation, wonder-bindings, effects-start, taj-fifth-slot), with their answers
 * (ml-wonders-readings.c). */
#pragma once

#include <glib.h>
#include "ml-readings.h"

G_BEGIN_DECLS

/* The answers, by reading (numbered in ml-expansion-readings.h); 0 is the default. */
enum { ML_FINAL_BONUSES_YES = 0, ML_FINAL_BONUSES_NO = 1 };
enum { ML_TAJ_PRESENCE = 0, ML_TAJ_SHARE = 1 };   /* a meeple in the feature / a share of its points */
enum { ML_BINDINGS_OURS = 0, ML_BINDINGS_OTHER = 1 };
enum { ML_EFFECTS_OWNER_NEXT_TURN = 0, ML_EFFECTS_ANY_NEXT_TURN = 1 };
enum { ML_FIFTH_SLOT_UNUSABLE = 0, ML_FIFTH_SLOT_VALUE = 1 };   /* VALUE takes the slot's city bonus */

/* The fifth slot's city bonus under ML_FIFTH_SLOT_VALUE when none is set. The sources give
 * none: the fourth slot lifts the road bonus by 3 (+2 to +5), so by the same step the fifth
 * lifts the city bonus from 3 to 6. */
#define ML_FIFTH_SLOT_DEFAULT_VALUE 6

/* Listed beside the module's hooks in ml-expansion-modules.c. */
extern const MlReadingSet ml_wonders_readings;

G_END_DECLS
