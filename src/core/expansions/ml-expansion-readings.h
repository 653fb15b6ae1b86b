/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The number each expansion's reading has among all the readings (ml-readings.h). The
 * expansions' readings come first, in the order every list of readings shows them; the base
 * game's follow. A new expansion's reading takes a number here; its question, answers and the
 * names of its answers live in its module's folder, in the MlReadingSet that
 * ml-expansions-list.c lists beside the module's hooks. */
#pragma once

G_BEGIN_DECLS

enum {
  ML_READING_FINAL_BONUSES,      /* "final-bonuses" (wonders) */
  ML_READING_TAJ_PARTICIPATION,  /* "taj-participation" (wonders) */
  ML_READING_WONDER_BINDINGS,    /* "wonder-bindings" (wonders) */
  ML_READING_EFFECTS_START,      /* "effects-start" (wonders) */
  ML_READING_TAJ_FIFTH_SLOT,     /* "taj-fifth-slot" (wonders) */
  ML_READING_RIVER_TURNS,        /* "river-turns" (river) */
  ML_N_EXPANSION_READINGS
};

G_END_DECLS
