/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Scenario files, version 1 (docs/scenario-format.md §1): loading with
 * strict validation, atomic saving, and the conversion to and from a game. */
#pragma once

#include <glib.h>
#include <json-glib/json-glib.h>
#include "ml-game.h"
#include "ml-limits.h"

G_BEGIN_DECLS

#define ML_SCENARIO_ERROR (ml_scenario_error_quark ())
GQuark ml_scenario_error_quark (void);

typedef enum {
  ML_SCENARIO_ERROR_READ,      /* the file cannot be read */
  ML_SCENARIO_ERROR_SYNTAX,    /* not JSON */
  ML_SCENARIO_ERROR_INVALID,   /* JSON, but not a valid scenario */
  ML_SCENARIO_ERROR_WRITE,     /* the file cannot be written, or would not load again */
} MlScenarioError;

/* Who plays a seat in the app's turn mode ("computer": absent for a person). The CLI
 * commands do not read it. */
typedef enum {
  ML_SEAT_PERSON,
  ML_SEAT_BEGINNER,      /* "beginner": greedy, with a share of random moves */
  ML_SEAT_INTERMEDIATE,  /* "intermediate": greedy */
  ML_SEAT_STRONG,        /* "strong": the advisor */
  ML_N_SEATS
} MlSeat;

/* The member's value for @seat ("beginner"…; NULL for a person), and the other way (FALSE:
 * no such value). */
const char *ml_seat_name  (MlSeat seat);
gboolean    ml_seat_parse (const char *name, MlSeat *out);

typedef struct {
  char *name;
  char *color;
  gint64 score;
  MlSeat computer;             /* "computer", ML_SEAT_PERSON when absent */
  JsonObject *modules;         /* the members the expansions' modules read ("goods"), checked by
                                * them, or NULL; never changed once made (copies share it) */
  JsonObject *extra;           /* members we do not know, kept for saving; may be NULL */
} MlScenarioPlayer;

typedef struct {
  char *tile;
  int x, y;
  int rot;                     /* quarter turns */
  int owner;                   /* -1 when absent */
  int slots;                   /* Taj Mahal: slots filled besides the marker's ("slots") */
  int port;                    /* Cothon: meeples in its port ("port") */
  gboolean inactive;           /* a wonder laid whose effects have not started yet ("active": false) */
  JsonObject *extra;
} MlScenarioPiece;

typedef struct {
  int player;
  int x, y;
  char *at;
  char *role;                  /* NULL when absent */
  JsonObject *extra;
} MlScenarioMeeple;

typedef struct {
  char *title;
  char *description;
  guint expansions;            /* MlExpansions */
  gint64 tiles_in_game;        /* 0 when absent */
  GStrv set_aside;             /* "set_aside": tiles that fitted nowhere, NULL when absent */
  MlReadings readings;         /* options.readings; the defaults when absent */
  JsonObject *options_modules; /* members of the options the modules read, as players' modules */
  JsonObject *options_extra;
  GPtrArray *players;          /* MlScenarioPlayer* */
  guint turn;
  GPtrArray *pieces;           /* MlScenarioPiece* */
  GPtrArray *meeples;          /* MlScenarioMeeple* */
  JsonObject *modules;         /* top-level members the modules read, as players' modules */
  JsonObject *extra;           /* unknown top-level members, kept when saving */
} MlScenario;

MlScenario *ml_scenario_new  (void);
void        ml_scenario_free (MlScenario *self);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (MlScenario, ml_scenario_free)

/* Messages name @name (a file name) and where: line and column, or the JSON path. */
MlScenario *ml_scenario_load_data (const char *data, gsize length, const char *name, GError **error);
MlScenario *ml_scenario_load_file (const char *path, GError **error);
/* As ml_scenario_load_file(), leaving out the checks that depend on the readings in force
 * (the Taj Mahal's slots): a caller that lays other readings over the file's (the command
 * line's --reading) does so, then calls ml_scenario_check_readings_state(). */
MlScenario *ml_scenario_load_file_unsettled (const char *path, GError **error);
gboolean    ml_scenario_check_readings_state (const MlScenario *self, const char *name, GError **error);

/* The file's text. It may not load again (a board beyond the limits): to write it, use
 * ml_scenario_to_checked_json() or ml_scenario_save_file(). */
char       *ml_scenario_to_json   (const MlScenario *self);
/* The file's text once it is known to load again under the same limits as any file, or NULL
 * and an ML_SCENARIO_ERROR_WRITE error naming @name and saying why. Indented like
 * ml_scenario_to_json(), unless only the tight form fits the file size limit. */
char       *ml_scenario_to_checked_json (const MlScenario *self, const char *name, GError **error);
/* Saves to @path when the text loads again (else refuses, as above, and writes nothing).
 * Replaces the file atomically: it holds the old scenario or the new one, never half. A
 * symbolic link is followed, and its target replaced; the file keeps its permissions. */
gboolean    ml_scenario_save_file (const MlScenario *self, const char *path, GError **error);

/* Lays the scenario out as a game. Problems of the layout that a file can hold but the rules
 * forbid (a square taken twice, a meeple role that does not fit) are appended to @problems
 * as MlProblem when it is given, and are errors otherwise. */
MlGame     *ml_scenario_to_game   (const MlScenario *self, const char *name, GArray *problems, GError **error);

/* Takes the pieces, meeples, scores and turn of @game into the scenario. */
void        ml_scenario_update_from_game (MlScenario *self, const MlGame *game);

/* The title or description (@key) in the user's language: the scenario's "translations"
 * member ({"fr": {"title": …, "description": …}, …}) when it has the language, else the
 * text itself (may be NULL). Another @key ("keywords", the words a lessons search finds it
 * by beside its text) is a top-level string translated the same way. */
const char *ml_scenario_localized (const MlScenario *self, const char *key);

/* The players' names, for explanations. */
void        ml_scenario_player_names (const MlScenario *self, const char *names[ML_MAX_PLAYERS]);

G_END_DECLS
