/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The expansions' modules of the core: the one place that lists which modules take part
 * in a game's turns (ml-game-state.h's hooks), which expansion each answers for, and the
 * readings each declares (ml-readings.h). A new expansion with rules of its own adds its
 * module here. */
#pragma once

#include <glib.h>
#include "ml-game-state.h"

G_BEGIN_DECLS

/* Resets every module of the core for a new @game and puts those of its expansions into
 * @game's list, in the order they are asked. */
void     ml_expansion_modules_install (MlGame *game);

/* Whether the modules of the expansions @game does not use let the turn lay @tile with
 * @opt; FALSE with @error saying which expansion it needs. */
gboolean ml_expansion_modules_check_foreign (const MlGame *game, const MlTileDef *tile, const MlTurnOptions *opt,
                                             GError **error);

/* What the layout of @game breaks of each module's rules, whether or not @game uses its
 * expansion (river tiles without the River): MlProblem rows appended to @out. */
void     ml_expansion_modules_check_layout  (MlGame *game, GArray *out);

/* What a module says @item is and is worth (its describe hook), or NULL when no module
 * claims it and the core's sentence is right. */
char    *ml_expansion_modules_describe      (const MlScoreItem *item);

/* How many modules the list holds, and the readings module number @module declares (NULL
 * when it declares none), in the list's order, for the readings' table (ml-readings.c). */
guint               ml_expansion_modules_count    (void);
const MlReadingSet *ml_expansion_modules_readings (guint module);

/* Why the module that declared figure @figure refuses it on @def for @player (its
 * check_role hook), or NULL; NULL for the ordinary meeple. */
const char *ml_expansion_modules_check_role (const MlGame *game, int player, const MlFeatureDef *def, int feat, guint figure);

/* How many of @figure, a figure held apart from the supply, @player has left to lay (its
 * module's figures_left hook, else its per_player less those on the board); 0 for the
 * supply's figures, which ml_game_supply_left() counts. */
guint       ml_expansion_modules_figures_left (const MlGame *game, int player, guint figure);

/* The words of figure @figure's module for it standing as @role in an event (its
 * describe_role hook), or NULL: the core's words for the role then. */
const char *ml_expansion_modules_describe_role (MlRole role, guint figure);

/* What @player holds of the modules' own (their holdings hooks, for @game's modules in the
 * list's order): up to ML_MAX_HOLDINGS rows in @out, returning their number. */
guint    ml_expansion_modules_holdings (const MlGame *game, int player, MlHolding *out);

/* The end of @game, after the features and fields: each module's own items (its
 * settle_after hook, asked whether or not @game uses the expansion) appended to @items. */
void     ml_expansion_modules_settle_after (MlGame *game, GArray *items);

/* What the modules say of an event and a tile (their event_id, explain_event and tile_words
 * hooks, asked in the list's order), or NULL when none claims it. */
const char *ml_expansion_modules_event_id      (const MlEvent *event);
char       *ml_expansion_modules_explain_event (const MlEvent *event, guint n_players, const char *const *names);
char       *ml_expansion_modules_tile_words    (const MlTileDef *tile);
/* The members the modules add to @event in `move --json` (their event_members hooks). */
void        ml_expansion_modules_event_members (const MlEvent *event, JsonBuilder *b);
/* The JSON id of @item's kind a module gives its own items (its item_id hook), or NULL. */
const char *ml_expansion_modules_item_id       (const MlScoreItem *item);

/* Whether a module of @game takes part in the steps of a turn beyond valuing and scoring
 * features (an extra turn, goods taken): random games then play each turn through the
 * engine (ml_game_play_turn()) rather than their fast path. */
gboolean    ml_expansion_modules_full_turns (const MlGame *game);

/* Scenario files: the members of player objects (@player) or of the top level that the
 * modules read (their player_members and scenario_members), appended to @out (static
 * strings); whether @key is one; checking one (TRUE when no module reads it); and carrying
 * them into a game and back (their members_to_game and members_from_game hooks, asked of
 * every module). */
void        ml_expansion_modules_scenario_keys (gboolean player, GPtrArray *out);
gboolean    ml_expansion_modules_is_member     (const char *key, gboolean player);
gboolean    ml_expansion_modules_check_member  (MlFieldCtx *ctx, const char *key, JsonNode *node, const char *path,
                                                gboolean player);
void        ml_expansion_modules_members_to_game   (MlGame *game, JsonObject *const *players, JsonObject *top);
void        ml_expansion_modules_members_from_game (const MlGame *game, JsonObject *const *players, JsonObject *top);

/* ---- s20-rec: scenario options and game records ---- */
/* The members of a scenario's "options" that the modules read (their options_members), or
 * with @start only those a record's start carries (start_options_members), appended to
 * @out (static strings); checking one (the modules' check_member, the path "$.options";
 * TRUE when no module reads it); and carrying them into a game and back (options_to_game,
 * asked of every module; options_from_game, of the modules of @expansions, the scenario's). */
void        ml_expansion_modules_options_keys      (gboolean start, GPtrArray *out);
gboolean    ml_expansion_modules_check_option      (MlFieldCtx *ctx, const char *key, JsonNode *node);
void        ml_expansion_modules_options_to_game   (MlGame *game, JsonObject *options, guint tiles);
void        ml_expansion_modules_options_from_game (const MlGame *game, guint expansions, JsonObject *options);
/* The value of option @key that a record's start written without it had, from the module
 * that carries it (its start_option hook), or NULL. */
JsonNode   *ml_expansion_modules_start_option      (JsonObject *root, JsonObject *start, const char *key);
/* The members of a record's move that the modules read (their move_members), appended to
 * @out; reading them (read_move, each module in the list's order: FALSE at the first that
 * refuses, *@action set when one is an action instead of meeples); and turning them into a
 * turn's choices and back (move_to_options, move_from_options). */
void        ml_expansion_modules_move_keys          (GPtrArray *out);
gboolean    ml_expansion_modules_read_move          (MlFieldCtx *ctx, JsonObject *move, const char *path,
                                                     JsonObject *out, gboolean *action);
gboolean    ml_expansion_modules_move_to_options    (const MlGame *game, JsonObject *members, MlTurnOptions *opt,
                                                     char **refusal);
void        ml_expansion_modules_move_from_options  (const MlGame *game, const MlTurnOptions *opt, JsonObject *members);
/* A scenario's pieces: what the modules refuse of what one holds (their check_piece hooks,
 * FALSE at the first that refuses); one whose effects wait, into a game (piece_waits_to_game)
 * and back (TRUE when a module's piece_waits says so). */
gboolean    ml_expansion_modules_check_piece        (MlFieldCtx *ctx, const char *path, const MlTileDef *tile,
                                                     const MlReadings *readings, int owner, guint slots, guint port,
                                                     gboolean active, gboolean settled);
void        ml_expansion_modules_piece_waits_to_game (MlGame *game, const MlTileDef *tile, int owner);
gboolean    ml_expansion_modules_piece_waits        (const MlGame *game, const MlPiece *piece);
/* What @scenario (an MlScenario) holds that no game can (the modules' check_scenario hooks):
 * MlProblem rows appended to @problems. */
void        ml_expansion_modules_check_scenario     (gconstpointer scenario, gboolean pieces, GArray *problems);
/* How many meeples @piece, just laid, takes in the meeple step: the most a module of @game
 * lets its piece take (its meeples_on hook, a wonder: two), else one. */
guint       ml_expansion_modules_meeples_on      (const MlGame *game, guint piece);
/* Why @tile is never set aside when it fits nowhere (its module's never_set_aside hook,
 * asked of every module), or NULL: it may be. */
const char *ml_expansion_modules_never_set_aside (const MlTileDef *tile);

/* Random games (ml-play.h), s20-play. The tiles of @pile (the bag's, in its order) that
 * the modules deal before the others, moved to its front in their draw order (their deal
 * hooks, asked of every module in the list's order), and how many. */
guint       ml_expansion_modules_deal (GPtrArray *pile, MlRand *rand);
/* What @game's modules deal at the start of a random game (their random_start hooks); TRUE
 * when one of them laid the first piece instead of @start. */
gboolean    ml_expansion_modules_random_start (MlGame *game, const MlTileDef *start, guint n_tiles,
                                               gboolean head_start, MlRand *rand);
/* The module of @game that plays the turns of random games itself (its random_turns and
 * continue_turns hooks), or NULL. */
const MlExpansionHooks *ml_expansion_modules_random_turns (const MlGame *game);

/* The advisor (ml-advise.h), s20-play. Whether the modules' rules let the player to move
 * in @game hold @tile and @other (their advise_hand hooks, asked of every module), taking
 * out of @bag what they hold apart from it; FALSE with @error. */
gboolean    ml_expansion_modules_advise_hand (const MlGame *game, const MlTileDef *tile, const MlTileDef *other,
                                              GPtrArray *bag, gboolean box, GError **error);
/* The module of @game that lists the moves of a turn (its advise_moves hook), or NULL. */
const MlExpansionHooks *ml_expansion_modules_advisor (const MlGame *game);

/* The bag (ml-bag.h), s20-play: which part of the box @tile plays as a module says (its
 * stand_in hook, with the module's number so that modules never share one), or 0. */
guint       ml_expansion_modules_stand_in (const MlTileDef *tile);

/* The rules (ml-rules.h), s20-play: the modules' words for an edge kind and for a feature
 * no meeple takes ("?" when none claims it), the problem of a meeple standing on one, and
 * their checks of a layout after the meeples (their edge_words, no_meeple, meeple_problem
 * and check_layout_last hooks, asked of every module). */
const char *ml_expansion_modules_edge_words (int kind);
const char *ml_expansion_modules_no_meeple  (const MlFeatureDef *def);
void        ml_expansion_modules_meeple_problem (const MlFeatureDef *def, int x, int y, GArray *out);
void        ml_expansion_modules_check_layout_last (MlGame *game, GArray *out);

/* The catalogue (ml-catalogue.h), s20-play: the members of a tile's object the modules'
 * pieces have, read into @tile (their tile_members hooks, asked of every module); FALSE
 * with @why, newly allocated. */
gboolean    ml_expansion_modules_tile_members (MlTileDef *tile, JsonObject *obj, char **why);

/* The advisor's moves (s20-opts): each module's advise_choices hook, in turn. */
void        ml_expansion_modules_advise_choices (MlTurnOptions *opt, const MlTileDef *keep, gboolean *to_port,
                                                 const MlTileDef **choose, guint *piece);

G_END_DECLS
