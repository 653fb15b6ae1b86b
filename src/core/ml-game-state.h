/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What a game in progress holds: the board, the players' scores and supplies, whose turn it
 * is, the expansions in use with their modules and their state; the records of a turn (its
 * choices and its events); and the hooks through which an expansion's module takes part in
 * a turn. The rules and the expansions' modules read and change it; the turn engine
 * (ml-game.c), on top, drives them. */
#pragma once

#include <glib.h>
#include <json-glib/json-glib.h>
#include "ml-board.h"
#include "ml-expansions.h"
#include "ml-figures.h"
#include "ml-random.h"
#include "ml-readings.h"
#include "ml-score-item.h"

G_BEGIN_DECLS

#define ML_SUPPLY 7
#define ML_MAX_MODULES 8
#define ML_MAX_SET_ASIDE 128  /* more than the box holds */
#define ML_MODULE_STATE_WORDS 64   /* 512 bytes for all the modules' states together */

typedef struct _MlGame MlGame;
typedef struct _MlTurnOptions MlTurnOptions;
typedef struct _MlExpansionHooks MlExpansionHooks;
typedef struct _MlFieldCtx MlFieldCtx;   /* ml-scenario-fields.h */
typedef struct _MlRandomGame MlRandomGame;   /* ml-play.h */
typedef struct _MlAdviseSink MlAdviseSink;   /* ml-advise.h */

/* What the turn engine (ml-game.c) offers the modules, which never include its header: it
 * fills this in when a game starts, and a module asks through ml_game_play_ahead(). */
typedef struct {
  gboolean (*play_turn) (MlGame *game, const MlTileDef *tile, int x, int y, int rot,
                         const MlTurnOptions *options, GArray *events, GError **error);
} MlEngine;

/* Where a piece goes: its anchor square and its rotation. */
typedef struct {
  int x, y, rot;
} MlPlacement;

struct _MlGame {
  MlBoard *board;
  guint n_players;
  int scores[ML_MAX_PLAYERS];
  guint turn;
  guint expansions;     /* MlExpansions */
  guint supply;         /* meeples each player owns at the start, besides the score marker */
  int water_left;       /* tiles with water (the river's) still to be laid when a game knows
                         * its bag (random games), or -1: then those neither on the board nor
                         * set aside are left */
  guint n_set_aside;    /* tiles set aside because they fitted nowhere (a scenario's
                         * "set_aside"): out of the bag for good */
  const MlTileDef *set_aside[ML_MAX_SET_ASIDE];
  int placing;          /* during a turn, the piece laid this turn; -1 otherwise */
  guint n_modules;
  const MlExpansionHooks *modules[ML_MAX_MODULES];   /* asked at each step of a turn, in order */
  guint n_placers;
  const MlExpansionHooks *placers[ML_MAX_MODULES];   /* those with rules of placement, asked by
                                                      * the searches (a module may be in both) */
  guint n_choosers;
  const MlExpansionHooks *choosers[ML_MAX_MODULES];  /* those that add meeple choices, asked by
                                                      * every search for meeples (meeple_choices) */
  /* Each module's own state, which only that module reads (ml_game_module_state()): kept
   * inside the game, so that a copy of a game copies it with no call. */
  guint64 module_state[ML_MODULE_STATE_WORDS];
  MlReadings readings;      /* the rule readings the game is played and scored under */
  const MlEngine *engine;   /* the turn engine that started the game */
};

/* A copy with its own board, to try a turn on. */
MlGame *ml_game_copy (const MlGame *self);
/* Makes @dst (a copy made before, of any game) the same game as @self, reusing its board's
 * room: what a loop that plays many games from one position copies with. */
void    ml_game_copy_into (MlGame *dst, const MlGame *self);
void    ml_game_free (MlGame *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (MlGame, ml_game_free)

/* The state of @module in @game, which the module laid out (its state_size): the engine
 * carries it without reading it. */
static inline gpointer
ml_game_module_state (const MlGame *game, const MlExpansionHooks *module);

/* Plays the turn of the player to move on @copy (a copy of a game, to look ahead: what a
 * turn would do) as the engine's ml_game_play_turn() does. */
gboolean ml_game_play_ahead (MlGame *copy, const MlTileDef *tile, int x, int y, int rot,
                             const MlTurnOptions *options, GArray *events, GError **error);

/* Meeples @player owns besides the score marker: the supply of the start, and what the
 * modules add (with the Wonders, two with the first wonder and one with the second). */
guint   ml_game_supply (const MlGame *self, int player);
/* Meeples @player has in use: on the board, and where the modules keep them (wonder
 * markers, slots and ports). */
guint   ml_game_meeples_used (const MlGame *self, int player);
/* Meeples still in @player's supply. */
static inline guint ml_game_supply_left (const MlGame *self, int player);
/* ml_game_supply_left() of a game with modules, which may add meeples or keep some. */
guint   ml_game_supply_left_modules (const MlGame *self, int player);

/* Most games have no module: the board's count alone then, with no call (the meeple
 * choices ask it every turn). */
static inline guint
ml_game_supply_left (const MlGame *self, int player)
{
  if (self->n_modules > 0)
    return ml_game_supply_left_modules (self, player);
  guint on_board = ml_board_meeples_of (self->board, player);
  return on_board >= self->supply ? 0 : self->supply - on_board;
}

/* What happened in a turn. The kinds past ML_EVENT_RETURN come from a module, which
 * MlEvent.module names and which words them (its event_id and explain_event hooks). */
typedef enum {
  ML_EVENT_TILE,        /* the tile was laid */
  ML_EVENT_MEEPLE,      /* a meeple was put on it */
  ML_EVENT_SCORE,       /* a completed feature scored */
  ML_EVENT_RETURN,      /* meeples went back to their owners */
  ML_EVENT_BONUS,       /* a module's points: item */
  ML_EVENT_KEPT,        /* meeples a module keeps off the board (count) */
  ML_EVENT_EXTRA_TURN,  /* the player plays again */
  ML_EVENT_ROOM,        /* the tile in hand is laid only to make room; the player goes on */
  ML_EVENT_MODULE,      /* one of the module's own, its code saying which */
} MlEventKind;

typedef struct {
  MlEventKind kind;
  guint module;         /* past ML_EVENT_RETURN: the MlExpansions bit of the module it is from */
  guint code;           /* ML_EVENT_MODULE: which of the module's events (the module's enum) */
  int player;           /* the player to move, or the owner of returned meeples */
  const MlTileDef *tile;
  int x, y, rot;
  MlRole role;          /* ML_EVENT_MEEPLE */
  guint8 figure;        /* ML_EVENT_MEEPLE, and ML_EVENT_RETURN of a figure held apart from
                         * the supply (one event each, count 1): which figure (ml-figures.h) */
  guint count;          /* ML_EVENT_RETURN: how many */
  MlScoreItem item;     /* ML_EVENT_SCORE */
} MlEvent;

/* Something a player holds apart from the board and the supply, which a module counts
 * (Traders & Builders' goods tokens): the player bar, the score panel and `score` list
 * these rows without knowing what they are. */
typedef struct {
  const char *id;       /* stable, for pictures and JSON ("wine") */
  const char *name;     /* translated, for a count ("wine tokens") */
  guint count;
} MlHolding;

#define ML_MAX_HOLDINGS 8   /* rows a player may hold, over every module */

typedef struct {
  gboolean wanted;
  guint cell;           /* which square of the piece */
  guint8 feature;
  guint8 figure;        /* which figure (ml-figures.h): ML_FIGURE_MEEPLE or a module's */
} MlMeepleChoice;

/* What the player to move does besides laying the tile: nothing, meeples on the piece just
 * laid, or an action of a module's instead. A module names its own actions in its folder
 * (the Wonders' in ml-wonders-turn.h), each ML_ACTION_MODULE with a code of its own in the
 * low byte (no two modules share one) and the flags below, which tell the rest of the
 * program what to do with it without knowing what it is: the engine leaves it whole to the
 * module (its check_action, act and check_foreign hooks); the turn in progress (ml-turn.h)
 * offers it to the module's MlTurnChoices, which may keep it as a choice of the meeple step
 * that waits for more, and otherwise plays the turn with it, no meeple on the tile, or with
 * ML_ACTION_TARGET first waits for the feature its meeple goes to. */
typedef enum {
  ML_ACTION_NONE,
  ML_ACTION_MEEPLES,            /* meeples on the piece just laid (more on a module's piece:
                                 * the meeples_on hook) */
  ML_ACTION_MODULE = 1 << 8,    /* set on every action of a module's */
  ML_ACTION_TARGET = 1 << 9,    /* a module's action whose one meeple (meeples[0], n_meeples
                                 * 0) goes onto a feature the player chooses on the board, which
                                 * may lie on a piece laid before: the module notes which (its
                                 * MlTurnChoices' target, its advise_choices hook) */
} MlActionKind;

/* Decides the turn's choices once the tile lies on the board (random games). */
typedef void (*MlDecideFunc) (MlGame *game, guint piece, MlTurnOptions *options, gpointer data);

/* What the player to move does besides laying the tile. */
struct _MlTurnOptions {
  MlActionKind action;
  guint n_meeples;
  MlMeepleChoice meeples[2];
  guint slots;          /* meeples a module places off the tile, which the engine counts
                         * with the supply; with n_meeples, 2 at most */
  /* The modules' own choices for the turn (a module's ml-MODULE-turn.h says how it reads
   * them): copied with the options and zeroed by = { 0 }, never read by the engine. One
   * module uses the block today, from its start. */
  guint64 module_choices[15];
  MlRand *rand;               /* with it, a wonder taken at the pairs is chosen at random */
  MlDecideFunc decide;       /* called on a copy of these options once the tile lies */
  gpointer decide_data;
};

/* How an expansion's module takes part in a turn. The turn engine calls each hook of each
 * module of the game (those of the expansions in use) in turn and knows none of them; a
 * hook left NULL does nothing. Hooks that add points append ML_EVENT_BONUS events when
 * @events is not NULL. */
struct _MlExpansionHooks {
  MlExpansions expansion;   /* the expansion the module answers for */
  /* The bytes of state the module keeps in each game, and where in the game's
   * module_state the list of modules put it (ml-expansion-modules.c); the module's reset
   * hook sets it up. */
  gsize state_size;
  gsize *state_offset;
  /* ---- laying a piece: asked by the rules of placement (ml-rules.c) ---- */
  /* The first piece of a game, at (0, 0): FALSE with @error when the expansion starts with
   * another. */
  gboolean (*check_first)    (const MlGame *game, const MlTileDef *tile, GError **error);
  /* Whether the order the expansion sets lets @tile come now: the same answer for every
   * square, so the searches ask once. */
  gboolean (*check_order)    (const MlGame *game, const MlTileDef *tile, GError **error);
  /* Whether check_laid must see every placement of @tile: the searches then try each square
   * in full instead of matching edges against the frontier. */
  gboolean (*check_each)     (const MlGame *game, const MlTileDef *tile);
  /* For @tile, which check_each claimed: the edge kind a frontier square must show on one
   * of its sides for @tile to reach it (the river), or -1; asked once per search, which
   * then skips the other squares. */
  int      (*reach_edge)     (const MlGame *game, const MlTileDef *tile);
  /* @tile, for which check_each said yes, at (@x, @y) turned @rot, its edges matched:
   * FALSE with @error when the expansion refuses it there. */
  gboolean (*check_laid)     (const MlGame *game, const MlTileDef *tile, int x, int y, int rot, GError **error);
  /* What in a layout breaks the expansion's rules: MlProblem rows (ml-rules.h) appended
   * to @out. Asked whether or not the game uses the expansion. */
  void     (*check_layout)   (MlGame *game, GArray *out);
  /* ---- a meeple on the piece just laid: asked by the rules (ml-rules.c) ---- */
  /* Why the module refuses figure @figure, one of its own, put on @def by @player, or NULL;
   * the message is translated and not to be freed. @feat is the feature instance on the
   * board it goes to (ml_board_feature_id()), or -1 when only the kind of feature is asked
   * about (an editor's choice of figure): a figure that joins its owner's meeple (a builder)
   * looks there. Asked of the module that declared the figure, whether or not the game uses
   * the expansion: the core's own refusals (the river, farmers not in use) come first, a
   * taken feature after. */
  const char *(*check_role)  (const MlGame *game, int player, const MlFeatureDef *def, int feat, guint figure);
  /* How many of figure @figure, one of the module's that a player holds apart from the
   * supply, @player has left to lay; asked when the figure's per_player is not 0. NULL:
   * per_player less those on the board. */
  guint    (*figures_left)   (const MlGame *game, int player, guint figure);
  /* The meeple choices of @player on @piece, just laid, that the core found: @n of them
   * in @out, which holds ML_MAX_MEEPLE_CHOICES (ml-rules.h); none when @player's supply is
   * empty, so that a module whose figure a player holds apart looks for free features
   * itself. The module adds its own where they belong (a prior just after the monk on an
   * abbey) and returns the new count. Random games ask it every turn, hence the piece
   * itself rather than its index. */
  guint    (*meeple_choices) (const MlGame *game, int player, const MlPiece *piece, MlMeepleChoice *out, guint n);
  /* ---- what a feature is worth: asked by every valuation (ml-valuation.h) ---- */
  /* @item is a road, city, monastery or field as the core values it (ml-score.h), scored
   * during the game when @item->complete, else at the end: the module may change its
   * points and set its marks. */
  void     (*value)          (const MlGame *game, MlScoreItem *item);
  /* The sentence saying what @item is and what it is worth, newly allocated, or NULL when
   * the item is not the module's (an item of its own kind, or one whose marks it set).
   * Asked of every module, with no game at hand. */
  char    *(*describe)       (const MlScoreItem *item);
  /* The id in JSON (`score --json`'s "kind") of @item when it is the module's own
   * (ML_SCORE_MODULE with its bit), else NULL. Asked of every module. */
  const char *(*item_id)     (const MlScoreItem *item);
  /* The words for figure @figure, one of the module's, standing as @role in an event ("Red
   * puts %s."), or NULL to use the core's words for the role. Asked of the module that
   * declared the figure, with no game at hand. */
  const char *(*describe_role) (MlRole role, guint figure);
  /* ---- words: asked of every module, with no game at hand ---- */
  /* The id of @event in `move --json` ("wonder-taken"), or NULL when it is not the
   * module's. */
  const char *(*event_id)    (const MlEvent *event);
  /* @event in a sentence, newly allocated, or NULL when it is not the module's (each module
   * words its own events, and those of the core about its pieces: a wonder laid). */
  char    *(*explain_event)  (const MlEvent *event, guint n_players, const char *const *names);
  /* Adds to @event, when it is the module's, the members it has in `move --json` beyond
   * kind, players, points and explain ("wonder": the wonder's id). */
  void     (*event_members)  (const MlEvent *event, JsonBuilder *b);
  /* How a sentence names @tile when it is the module's piece ("the Taj Mahal"), newly
   * allocated, or NULL. */
  char    *(*tile_words)     (const MlTileDef *tile);
  /* ---- scenario files (ml-scenario-*.c): asked of every module ---- */
  /* The members of a scenario's player objects and of its top level that the module reads
   * (NULL-terminated lists, or NULL): the reader checks each one a file has with
   * check_member and keeps it (MlScenarioPlayer.modules, MlScenario.modules), the record's
   * start carries them, the writer writes them back. */
  const char *const *player_members;
  const char *const *scenario_members;
  /* Checks @node, the value of member @key of the object at JSON path @path (a player's
   * "$.players[1]" or the top level "$"): FALSE with the error set through
   * ml_field_invalid() (ml-scenario-fields.h), naming the path of what is wrong. */
  gboolean (*check_member)   (MlFieldCtx *ctx, const char *key, JsonNode *node, const char *path);
  /* A scenario laid out as @game (its modules installed): the module's members of each
   * player's object, @players[p] (NULL when the player has none), and of the top level,
   * @top (may be NULL), already checked, into the module's state. */
  void     (*members_to_game)   (MlGame *game, JsonObject *const *players, JsonObject *top);
  /* The other way: sets or removes the module's members in @players[p] and @top (never
   * NULL) from @game's state; an empty object is then left out of the file. */
  void     (*members_from_game) (const MlGame *game, JsonObject *const *players, JsonObject *top);
  /* ---- a turn: asked by the turn engine (ml-game.c) ---- */
  /* Any game starts: the module's state, and the supply of the start if it changes it.
   * Called whether or not the game uses the expansion. */
  void     (*reset)          (MlGame *game);
  /* Asked instead of the others in a game without the expansion: FALSE with @error when the
   * turn would lay a piece or take an action of the expansion. */
  gboolean (*check_foreign)  (const MlGame *game, const MlTileDef *tile, const MlTurnOptions *opt, GError **error);
  /* Meeples @player owns besides the supply of the start. */
  guint    (*extra_supply)   (const MlGame *game, int player);
  /* Meeples of @player the module keeps in use off the board's features. */
  guint    (*meeples_held)   (const MlGame *game, int player);
  /* What @player holds of the module's own apart from the board and the supply: up to
   * @max rows in @out (ids and names static), returning their number; a row with count 0
   * may be given, so that a list keeps its shape. Asked only of a game's modules. */
  guint    (*holdings)       (const MlGame *game, int player, MlHolding *out, guint max);
  /* Why what @player holds is more than the expansion allows (a newly allocated message
   * for a layout check), or NULL when it is allowed. */
  char    *(*check_holding)  (const MlGame *game, int player);
  /* What the player to move may hold and lay: FALSE with @error when the turn does not
   * allow @tile at all; sets *@room when @tile is laid only to make room for something else
   * (then the player plays on and nothing goes on the tile). */
  gboolean (*check_hand)     (const MlGame *game, const MlTileDef *tile, const MlTurnOptions *opt,
                              gboolean *room, GError **error);
  /* Which placements a turn allows: keeps those of @out from @first on that the module
   * lets @tile take (given *@room from check_hand), in their order. */
  void     (*filter_placements) (const MlGame *game, const MlTileDef *tile, gboolean room, GArray *out,
                                 guint first);
  /* @tile, which the rules let lie at @at: FALSE with @error when the turn does not. */
  gboolean (*check_place)    (const MlGame *game, const MlTileDef *tile, const MlPlacement *at, gboolean room,
                              GError **error);
  /* The turn's choices, before the core checks the meeples on the tile: FALSE with @error
   * when refused. An action with ML_ACTION_MODULE belongs to a module, which checks it
   * whole; @opt->slots are meeples the module places off the tile. */
  gboolean (*check_action)   (MlGame *game, guint piece, gboolean room, const MlTurnOptions *opt, GError **error);
  /* How many meeples @piece, just laid, takes when it is the module's (a wonder: two), or 0;
   * the module's check_action checks them beyond one. */
  guint    (*meeples_on)     (const MlGame *game, guint piece);
  /* After the tile is laid, before any meeple. */
  void     (*after_tile)     (MlGame *game, guint piece, const MlTurnOptions *opt, GArray *events);
  /* The module's part of the action, once the meeples on the tile stand. */
  void     (*act)            (MlGame *game, guint piece, const MlTurnOptions *opt, GArray *events);
  /* After the meeple step on @piece: @placed lists the board meeple indices put this turn. */
  void     (*after_meeples)  (MlGame *game, guint piece, const MlTurnOptions *opt, const guint *placed,
                              guint n_placed, GArray *events);
  /* Before a feature scores during the game. */
  void     (*before_score)   (MlGame *game, const MlScoreItem *item, GArray *events);
  /* After a feature scored, during the game or at the end; with @items, the module's
   * points are appended there and the scores do not change. */
  void     (*after_score)    (MlGame *game, const MlScoreItem *item, GArray *events, GArray *items);
  /* @count meeples of @player come home from a scoring: how many the module keeps. */
  guint    (*take_returning) (MlGame *game, int player, guint count);
  /* After the scoring of the turn (the wonders' hand-out). */
  void     (*after_scoring)  (MlGame *game, const MlTurnOptions *opt, GArray *events);
  /* Whether the player to move plays again after laying @tile (not for a tile laid to make
   * room); appends the event saying why. */
  gboolean (*extra_turn)     (MlGame *game, const MlTileDef *tile, GArray *events);
  /* The turn is over: what lasts only a turn is forgotten. */
  void     (*end_turn)       (MlGame *game);
  /* The end of the game: what the module scores, before the features, as items (the
   * scores do not change). */
  void     (*settle)         (MlGame *game, GArray *items);
  /* The end of the game, after the features and fields: what the module scores, as items
   * following the core's (the scores do not change). Asked of every module, whether or
   * not the game uses the expansion, since a layout may hold its pieces without it. */
  void     (*settle_after)   (MlGame *game, GArray *items);
  /* ---- s20-rec: scenario options and game records (ml-scenario-*.c, ml-record.c), asked
   * of every module ---- */
  /* The members of a scenario's "options" that the module reads (NULL-terminated, or
   * NULL): the reader checks each with check_member (the path "$.options") and keeps them
   * (MlScenario.options_modules); of them, those that belong to the position, which a game
   * record's start carries beside the pieces ("wonders": the wonders left to take). */
  const char *const *options_members;
  const char *const *start_options_members;
  /* A scenario laid out as @game: the module's members of its options, @options (NULL when
   * there are none), already checked, into its state; @tiles is the size of the supply the
   * game is played with (options.tiles_in_game, else the box of the enabled sets). Asked
   * before members_to_game. */
  void     (*options_to_game)   (MlGame *game, JsonObject *options, guint tiles);
  /* The other way: sets or removes the module's members of @options (never NULL). Asked
   * only of the modules of the scenario's expansions. */
  void     (*options_from_game) (const MlGame *game, JsonObject *options);
  /* A record's start, @start, written without @key, one of the module's
   * start_options_members (by hand, or by an older version): its value when the record
   * began, worked out from @start and @root, the scenario that holds the record (both as
   * JSON), newly allocated; NULL to leave it out. */
  JsonNode *(*start_option)     (JsonObject *root, JsonObject *start, const char *key);
  /* The members of a game record's move that the module reads (NULL-terminated, or NULL). */
  const char *const *move_members;
  /* Checks the module's members of @move, a record's move at JSON path @path: FALSE with
   * the error set through ml_field_invalid(); else sets them in @out as the record writes
   * them, and *@action when they are an action that takes the place of the move's meeples. */
  gboolean (*read_move)         (MlFieldCtx *ctx, JsonObject *move, const char *path, JsonObject *out,
                                 gboolean *action);
  /* The module's members of a move, @members (as read_move set them), into @opt, the
   * choices of the move played on @game, the meeples on the tile already in: FALSE with
   * *@refusal (newly allocated) when they name what is not there. */
  gboolean (*move_to_options)   (const MlGame *game, JsonObject *members, MlTurnOptions *opt, char **refusal);
  /* The other way: the module's part of @opt, the choices of a turn about to be played on
   * @game, set in @members as read_move sets them. */
  void     (*move_from_options) (const MlGame *game, const MlTurnOptions *opt, JsonObject *members);
  /* A scenario's piece at JSON path @path: @tile with @owner (-1: none) and what it holds
   * as read ("slots", "port"; "active": false says that its effects have not started yet):
   * FALSE with the error set through ml_field_invalid() when the module refuses them. With
   * @settled, @readings are those the game is played under (the command line's laid over
   * the file's), and only what depends on them is asked again; without, they are the
   * file's, and what depends on the readings is held to what some answer allows. */
  gboolean (*check_piece)       (MlFieldCtx *ctx, const char *path, const MlTileDef *tile, const MlReadings *readings,
                                 int owner, guint slots, guint port, gboolean active, gboolean settled);
  /* A scenario's piece @tile of @owner (a player of @game) whose effects have not started
   * yet ("active": false), into the module's state; and the other way, whether @piece of
   * @game is such a piece. */
  void     (*piece_waits_to_game) (MlGame *game, const MlTileDef *tile, int owner);
  gboolean (*piece_waits)       (const MlGame *game, const MlPiece *piece);
  /* What @scenario (an MlScenario: ml-scenario.h, which includes this header) holds of the
   * module's that no game can hold (a wonder held twice): MlProblem rows (ml-rules.h)
   * appended to @problems; with @pieces, its pieces laid without the expansion too (the
   * layout check of a game reports those itself). Read from the scenario, before the game
   * it lays out as keeps each piece once. Asked of every module. */
  void     (*check_scenario)    (gconstpointer scenario, gboolean pieces, GArray *problems);
  /* App stream (issue 20): why @tile, a piece of the module's, is never set aside when it
   * fits nowhere (a wonder waits in its owner's hand), or NULL. Translated. Asked of every
   * module. */
  const char *(*never_set_aside) (const MlTileDef *tile);
  /* ---- random games (ml-play.c) and the advisor's continuations (ml-advise.c) (s20-play) ---- */
  /* Orders a random game's draw pile, @pile holding the bag's tiles in its order: moves the
   * tiles of @pile[@from..] that the expansion deals before the others (the river) to
   * @from on, in the order they are drawn (shuffled with @rand, as ml_play_shuffle() does),
   * keeping the others' order after them, and returns how many. Asked of every module in the
   * list's order, whether or not the game uses the expansion (an advisor's bag may hold its
   * tiles); the core shuffles the rest. */
  guint    (*deal)           (GPtrArray *pile, guint from, MlRand *rand);
  /* A random game starts (its pile dealt, @n_tiles pieces with @start): the module deals
   * with @rand what its expansion deals at the start (the Wonders: the game's wonders) and,
   * when it chooses the first piece, lays it at (0, 0) and returns TRUE; else the core lays
   * @start. @head_start: each player holds from the start what the expansion hands out
   * during a game (ml_playout_set_head_start()). Asked of the game's modules. */
  gboolean (*random_start)   (MlGame *game, const MlTileDef *start, guint n_tiles, gboolean head_start, MlRand *rand);
  /* Plays the turns of a random game to its end (a whole round with nobody able to play),
   * for an expansion with hand rules of its own (a wonder in hand, two tiles drawn): draws
   * from @g's pile, lays with ml_random_game_lay(). A module of the game with this hook plays
   * every turn of random games; in the module, the loop costs no call a turn. */
  void     (*random_turns)   (MlGame *game, MlRandomGame *g);
  /* The same for the advisor's continuations, by their own policy. */
  void     (*continue_turns) (MlGame *game, MlRandomGame *g);
  /* ---- the advisor's moves (ml-advise.c) (s20-play) ---- */
  /* Whether the player to move in @game may hold @tile and @other (a second tile in hand,
   * or NULL) to be advised by the module's rules: FALSE with @error (ML_ADVISE_ERROR) when
   * not; else takes out of @bag what the module holds apart from it (tiles kept face down),
   * those of other players only when @bag is the box's (@box). Asked of every module. */
  gboolean (*advise_hand)    (const MlGame *game, const MlTileDef *tile, const MlTileDef *other, GPtrArray *bag,
                              gboolean box, GError **error);
  /* The tile to advise just laid as @piece on a copy of @game, before any meeple: the
   * module's choices that depend on the board then (a meeple from the Cothon's port to each
   * feature it may reach), appended to @out as MlTurnOptions. Asked of the module that
   * lists the moves (advise_moves). */
  void     (*advise_probe)   (MlGame *game, guint piece, GArray *out);
  /* Every move of the turn laying @tile at @at, each tried through @sink, from @options
   * (MlMeepleChoice: the core's meeple choices once it lies) and @probed (what advise_probe
   * found). A module of the game with this hook lists the moves instead of the core (no
   * meeple, then each choice), the module's variants among them. */
  void     (*advise_moves)   (const MlGame *game, const MlTileDef *tile, const MlPlacement *at, const GArray *options,
                              const GArray *probed, MlAdviseSink *sink);
  /* ---- the bag (ml-bag.c) (s20-play) ---- */
  /* Which of the expansion's own parts of the box @tile plays, for faces of other editions
   * (1 a spring, 2 a lake), or 0: a face the box does not hold (count 0) takes the place of
   * the box's face with the same part. Asked of every module. */
  guint    (*stand_in)       (const MlTileDef *tile);
  /* ---- words and checks of the rules (ml-rules.c) (s20-play): asked of every module ---- */
  /* What an edge of kind @kind (MlEdgeKind) shows, translated, in the rules' sentences ("…
   * but its neighbour shows %s there"), when the kind is the module's (the river), else
   * NULL. */
  const char *(*edge_words)  (int kind);
  /* Why no meeple may stand on @def, a feature of a kind that takes none (the river; see
   * ml_feature_kind_takes_meeples()), translated, when the kind is the module's, else NULL. */
  const char *(*no_meeple)   (const MlFeatureDef *def);
  /* A meeple stands at (@x, @y) on @def, a feature of a kind that takes none: appends the
   * problem to @out when the kind is the module's, and returns whether it did. */
  gboolean (*meeple_problem) (const MlFeatureDef *def, int x, int y, GArray *out);
  /* What in a layout breaks the expansion's rules, asked after the core's checks of the
   * meeples (a wonder laid without the Wonders); as check_layout. */
  void     (*check_layout_last) (MlGame *game, GArray *out);
  /* ---- the catalogue (ml-catalogue.c) (s20-play): asked of every module ---- */
  /* Reads into @tile the members of its object @obj in a tile set that the module's pieces
   * have (a wonder's "building", "effect", "slots", "port"), its cells and features being
   * read; sets their defaults on any other tile. FALSE with @why (newly allocated: what is
   * wrong, for the catalogue's message) when they are bad. */
  gboolean (*tile_members)   (MlTileDef *tile, JsonObject *obj, char **why);
  /* ---- the advisor's moves (ml-advise.c) (s20-opts): asked of every module ---- */
  /* A move the advisor lists, @opt, is played with @keep kept for the next turn: the module
   * notes that in its choices in @opt, and says what they do: *@to_port whether meeples
   * coming home go to its port, *@choose the piece taken when the turn takes one, *@piece
   * the piece meeples[0] lies on when the action is the module's, with ML_ACTION_TARGET (each left as it is
   * otherwise). */
  void     (*advise_choices) (MlTurnOptions *opt, const MlTileDef *keep, gboolean *to_port,
                              const MlTileDef **choose, guint *piece);
};

static inline gpointer
ml_game_module_state (const MlGame *game, const MlExpansionHooks *module)
{
  return (guint8 *) game->module_state + *module->state_offset;
}

G_END_DECLS
