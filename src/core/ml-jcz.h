/* SPDX-License-Identifier: GPL-3.0-or-later */
/* JCloisterZone saved games (.jcz, a JSON document) turned into scenarios with a game record:
 * the base game with or without farmers, the River (1st edition, its ends replaced by
 * ours), and the sets the expansions' modules name (ml-jcz-names.h). Whatever else the game uses (another set, another
 * element, a message we do not know) is refused, naming it, rather than guessed at. */
#pragma once

#include <glib.h>
#include "ml-scenario.h"

G_BEGIN_DECLS

#define ML_JCZ_ERROR (ml_jcz_error_quark ())
GQuark ml_jcz_error_quark (void);

typedef enum {
  ML_JCZ_ERROR_INVALID,      /* not a JCloisterZone game as the format says */
  ML_JCZ_ERROR_UNSUPPORTED,  /* a set, element, message or piece we do not play */
  ML_JCZ_ERROR_ILLEGAL,      /* a move our rules refuse */
} MlJczError;

/* The game in @data (@length bytes; @name for messages) as a scenario whose record holds
 * every move, showing the position after move @at (counted from 1; 0 the start; a negative
 * @at the last move). Errors name @name, and the message number (counted from 1 in
 * "replay") where the trouble lies. */
MlScenario *ml_jcz_import (const char *data, gsize length, const char *name, int at, GError **error);

/* ml_jcz_import() of the file at @path, read with the bounds of scenario files: a folder, a
 * device or a pipe is refused without waiting on it, and so is a file beyond the size limit. */
MlScenario *ml_jcz_import_file (const char *path, int at, GError **error);

/* The same, setting *@notes (when not NULL; free with g_strfreev()) to what the caller
 * must tell the user, one sentence a string, also written in the scenario's description:
 * that the River's spring and lake were replaced by ours, that a turn left unfinished by
 * the save was left out. */
MlScenario *ml_jcz_import_noting      (const char *data, gsize length, const char *name, int at,
                                       GStrv *notes, GError **error);
MlScenario *ml_jcz_import_file_noting (const char *path, int at, GStrv *notes, GError **error);

/* Whether @name (a file name or URI) names a JCloisterZone game: it ends in ".jcz". */
gboolean    ml_jcz_is_game_name (const char *name);

/* Our tile id and the quarter turns to add to JCloisterZone's rotation for a JCloisterZone
 * tile id, or NULL when the id is none we know. */
const char *ml_jcz_tile (const char *jcz_id, int *turn);

G_END_DECLS
