/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Rule readings: the questions the sources leave open, each with its answers. A game plays
 * and scores under one answer to each (MlReadings, held by the game and the scenario); the
 * first answer of every reading is the project's documented choice and the default. The
 * questions, answers, explanations and source sentences are data, shown in the user's
 * language: the base game's in ml-readings.c, each expansion's in its module's folder
 * (an MlReadingSet that ml-expansions-list.c lists beside the module's hooks). Their numbers
 * are one list (ml-expansion-readings.h, then the base game's here), which fixes the order
 * every list of readings shows. */
#pragma once

#include <glib.h>
#include "ml-expansion-readings.h"

G_BEGIN_DECLS

/* A reading's number: the expansions' readings are numbered in ml-expansion-readings.h,
 * the base game's after them. */
typedef guint MlReadingId;
enum {
  ML_READING_FARMERS = ML_N_EXPANSION_READINGS,  /* "farmers": how fields score */
  ML_N_READINGS
};

/* The base game's answers; 0 is always the default. Each module names its own answers. */
enum { ML_FARMERS_THIRD_EDITION = 0, ML_FARMERS_FIRST_EDITION = 1 };

#define ML_READING_MAX_ANSWERS 4
/* The largest number an answer may take (MlReadingAnswer.takes_value), as scenario files
 * allow; the smallest is 0. */
#define ML_READING_MAX_VALUE 100

/* The readings in force: each reading's answer, and the number its answer carries when
 * that answer takes one (kept while another answer is in force, so that switching back finds
 * it). Use ml_readings_init(): the values' defaults are the answers'. */
typedef struct {
  guint8 answer[ML_N_READINGS];
  int value[ML_N_READINGS];
} MlReadings;

typedef struct {
  const char *id;                /* e.g. "yes", "presence" */
  const char *label;             /* short, translatable (N_) */
  const char *explanation;       /* one line, translatable (N_) */
  const char *source;            /* the seed sentence it rests on, as quoted (not translated) */
  gboolean takes_value;          /* the answer carries a number (0 to ML_READING_MAX_VALUE) */
  int default_value;             /* that number when none is set */
} MlReadingAnswer;

typedef struct {
  MlReadingId reading;
  const char *id;                /* e.g. "final-bonuses" */
  const char *title;             /* short, translatable (N_) */
  const char *question;          /* translatable (N_) */
  guint n_answers;
  MlReadingAnswer answers[ML_READING_MAX_ANSWERS];
} MlReadingDef;

/* The readings one part of the game declares (the base game, or an expansion's module),
 * each row at its own MlReadingId. */
typedef struct {
  const MlReadingDef *defs;
  guint n_defs;
} MlReadingSet;

void                ml_readings_init    (MlReadings *self);
gboolean            ml_readings_equal   (const MlReadings *a, const MlReadings *b);
gboolean            ml_readings_is_default (const MlReadings *self);

const MlReadingDef *ml_reading_def      (MlReadingId reading);
/* NULL when @id names no reading. */
const MlReadingDef *ml_reading_lookup   (const char *id);
/* The index of the answer named @id, or -1. */
int                 ml_reading_answer_index (const MlReadingDef *def, const char *id);

/* "id, id, …" of every reading, and of @def's answers, for messages (free with g_free). */
char               *ml_readings_ids_joined (void);
char               *ml_reading_answers_joined (const MlReadingDef *def);

/* The answer of @def in force in @self, by id; the number it carries, if it takes one, is
 * ml_readings_value(). */
const char         *ml_readings_answer_id (const MlReadings *self, MlReadingId reading);
/* Where @self keeps the number answer @answer of @reading carries; NULL when that answer
 * takes none. */
int                *ml_readings_value     (MlReadings *self, MlReadingId reading, guint answer);

G_END_DECLS
