/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Wonders of Humanity's readings: the questions their rules leave open (final-bonuses,
 * taj-participation, wonder-bindings, effects-start, taj-fifth-slot), with their answers
 * (ml-wonders-readings.c). */
#pragma once

#include <glib.h>
#include "ml-readings.h"

G_BEGIN_DECLS

/* Listed beside the module's hooks in ml-expansion-modules.c. */
extern const MlReadingSet ml_wonders_readings;

G_END_DECLS
