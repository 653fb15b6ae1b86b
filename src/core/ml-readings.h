/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Rule readings: the questions the sources leave open, each with its answers. A game plays
 * and scores under one answer to each (MlReadings, held by the game and the scenario); the
 * first answer of every reading is the project's documented choice and the default. The
 * questions, answers, explanations and source sentences are data, shown in the user's
 * language: the base game's in ml-readings.c, each expansion's in its module's folder
 * (an MlReadingSet that ml-expansion-modules.c lists beside the module's hooks). The ids
 * stay one enum here, which fixes the order every list of readings shows. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum {
  ML_READING_FINAL_BONUSES,      /* "final-bonuses": Circus Maximus and Taj Mahal bonuses in the final scoring */
  ML_READING_TAJ_PARTICIPATION,  /* "taj-participation": what taking part in a Taj Mahal scoring means */
  ML_READING_WONDER_BINDINGS,    /* "wonder-bindings": Circus Maximus, Abu Simbel, Tikal, Angkor Wat ↔ effects */
  ML_READING_EFFECTS_START,      /* "effects-start": when a laid wonder's effect starts */
  ML_READING_TAJ_FIFTH_SLOT,     /* "taj-fifth-slot": the Taj Mahal's fifth slot */
  ML_READING_RIVER_TURNS,        /* "river-turns": which turns of the River are forbidden */
  ML_READING_FARMERS,            /* "farmers": how fields score */
  ML_N_READINGS
} MlReadingId;

/* The answers, by reading; 0 is always the default. */
enum { ML_FINAL_BONUSES_YES = 0, ML_FINAL_BONUSES_NO = 1 };
enum { ML_TAJ_PRESENCE = 0, ML_TAJ_SHARE = 1 };   /* a meeple in the feature / a share of its points */
enum { ML_BINDINGS_OURS = 0, ML_BINDINGS_OTHER = 1 };
enum { ML_EFFECTS_OWNER_NEXT_TURN = 0, ML_EFFECTS_ANY_NEXT_TURN = 1 };
enum { ML_FIFTH_SLOT_UNUSABLE = 0, ML_FIFTH_SLOT_VALUE = 1 };
enum { ML_RIVER_CURVES_ALTERNATE = 0, ML_RIVER_NO_TWO_IN_ROW = 1 };
enum { ML_FARMERS_THIRD_EDITION = 0, ML_FARMERS_FIRST_EDITION = 1 };

#define ML_READING_MAX_ANSWERS 4
/* The fifth slot's city bonus under ML_FIFTH_SLOT_VALUE when none is set. */
#define ML_FIFTH_SLOT_DEFAULT_VALUE 6

/* The readings in force. Zeroed memory is the default set, except fifth_slot_value, which
 * ml_readings_init() sets. */
typedef struct {
  guint8 answer[ML_N_READINGS];
  int fifth_slot_value;          /* ML_FIFTH_SLOT_VALUE: the city bonus of the fifth slot */
} MlReadings;

typedef struct {
  const char *id;                /* e.g. "yes", "presence" */
  const char *label;             /* short, translatable (N_) */
  const char *explanation;       /* one line, translatable (N_) */
  const char *source;            /* the seed sentence it rests on, as quoted (not translated) */
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

/* The answer of @def in force in @self, by id. For ML_FIFTH_SLOT_VALUE the value follows in
 * @self->fifth_slot_value. */
const char         *ml_readings_answer_id (const MlReadings *self, MlReadingId reading);

G_END_DECLS
