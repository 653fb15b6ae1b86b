/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The readings the River declares: the question of its rules the sources leave open, with
 * its answers (ml-readings.h). The readings' table (ml-readings.c) takes it from the list of
 * modules (ml-expansion-modules.c). */
#include "config.h"
#include "ml-river-readings.h"

#include <glib/gi18n-lib.h>

/* The first answer is the project's choice. No seed page covers the River, so each answer's
 * source is the sentence of docs/rules.md that states it; test-cli.py checks the quotations
 * word for word. */
static const MlReadingDef readings[] = {
  { ML_READING_RIVER_TURNS, "river-turns", N_("The River's turns"),
    N_("The River may not turn the same way twice in a row: does a straight tile between two curves break the row?"), 2,
    { { "curves-alternate", N_("Curves alternate"),
        N_("Straights between two curves change nothing: after a left curve the next curve turns right, so the river never runs into itself."),
        "docs/rules.md: “We read \"in a row\" as the curves alternate” (no seed covers the River)" },
      { "no-two-in-row", N_("Two in a row"),
        N_("Only two same-way curves directly in a row are forbidden; the river can then point back at the spring and leave no legal spot."),
        "docs/rules.md: “Forbidding only two same-way curves directly in a row is the other reading” (no seed covers the River)" } } },
};

const MlReadingSet ml_river_readings = { readings, G_N_ELEMENTS (readings) };
