/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Wonders' hooks of scenario files and game records (ml-game-state.h), which the table
 * of ml-wonders-hooks.c lists: ml-wonders-scenario.c holds the members of players and
 * options, ml-wonders-record.c those of a record's moves and start. Only the files of this
 * folder include it. */
#pragma once

#include <glib.h>
#include <json-glib/json-glib.h>
#include "ml-game-state.h"

G_BEGIN_DECLS

/* ml-wonders-scenario.c */
extern const char *const _ml_wonders_player_members[];
extern const char *const _ml_wonders_options_members[];
extern const char *const _ml_wonders_start_options_members[];
gboolean _ml_wonders_check_member      (MlFieldCtx *ctx, const char *key, JsonNode *node, const char *path);
void     _ml_wonders_members_to_game   (MlGame *game, JsonObject *const *players, JsonObject *top);
void     _ml_wonders_members_from_game (const MlGame *game, JsonObject *const *players, JsonObject *top);
void     _ml_wonders_options_to_game   (MlGame *game, JsonObject *options, guint tiles);
void     _ml_wonders_options_from_game (const MlGame *game, JsonObject *options);
gboolean _ml_wonders_check_piece       (MlFieldCtx *ctx, const char *path, const MlTileDef *tile,
                                        const MlReadings *readings, int owner, guint slots, guint port,
                                        gboolean active, gboolean settled);
void     _ml_wonders_piece_waits_to_game (MlGame *game, const MlTileDef *tile, int owner);
gboolean _ml_wonders_piece_waits       (const MlGame *game, const MlPiece *piece);
/* ml_wonders_check_scenario() as the hook check_scenario. */
void     _ml_wonders_check_scenario_hook (gconstpointer scenario, gboolean pieces, GArray *problems);

/* ml-wonders-record.c */
extern const char *const _ml_wonders_move_members[];
JsonNode *_ml_wonders_start_option      (JsonObject *root, JsonObject *start, const char *key);
gboolean  _ml_wonders_read_move         (MlFieldCtx *ctx, JsonObject *move, const char *path, JsonObject *out,
                                         gboolean *action);
gboolean  _ml_wonders_move_to_options   (const MlGame *game, JsonObject *members, MlTurnOptions *opt, char **refusal);
void      _ml_wonders_move_from_options (const MlGame *game, const MlTurnOptions *opt, JsonObject *members);

G_END_DECLS
