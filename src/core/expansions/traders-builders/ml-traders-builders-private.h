/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What the files of the Traders & Builders module share: its state in a game, the numbers
 * of its figures, and the hooks each file gives the table (ml-traders-builders.c). */
#pragma once

#include "ml-traders-builders.h"
#include "ml-scenario-fields.h"

G_BEGIN_DECLS

/* The module's state in a game (MlGame.module_state), copied with the game. */
typedef struct {
  guint16 goods[ML_MAX_PLAYERS][ML_N_GOODS];   /* tokens taken so far */
  gboolean extra;     /* the turn being played (or about to be) is a builder's extra turn */
  gboolean earned;    /* this turn's tile extended the mover's builder: the next is the extra one */
  gboolean asked;     /* the engine asked extra_turn this turn (not for a tile laid to make room) */
  guint8 earned_kind; /* the MlFeatureKind of the builder's feature that was extended */
} MlTradersBuildersState;

extern gsize _ml_traders_builders_state_at;

static inline MlTradersBuildersState *
_ml_traders_builders_state (const MlGame *game)
{
  return (MlTradersBuildersState *) (gpointer) ((guint8 *) game->module_state + _ml_traders_builders_state_at);
}

/* The builder's and the pig's numbers among the figures. */
guint _ml_traders_builders_builder (void);
guint _ml_traders_builders_pig     (void);

/* The token counts past which a layout is refused (a scenario's "goods"). */
#define ML_TRADERS_BUILDERS_MAX_GOODS 999

/* ---- ml-traders-builders-turn.c: the builder's extra turn ---- */
void     _ml_traders_builders_after_tile (MlGame *game, guint piece, const MlTurnOptions *opt, GArray *events);
gboolean _ml_traders_builders_extra_turn (MlGame *game, const MlTileDef *tile, GArray *events);
void     _ml_traders_builders_end_turn   (MlGame *game);

/* ---- ml-traders-builders-goods.c: goods taken, held and scored ---- */
void     _ml_traders_builders_after_scoring (MlGame *game, const MlTurnOptions *opt, GArray *events);
guint    _ml_traders_builders_holdings      (const MlGame *game, int player, MlHolding *out, guint max);
void     _ml_traders_builders_settle_after  (MlGame *game, GArray *items);
char    *_ml_traders_builders_explain_goods (const MlEvent *event, guint n_players, const char *const *names);
void     _ml_traders_builders_goods_members (const MlEvent *event, JsonBuilder *b);

/* ---- ml-traders-builders-pig.c: the pig's bonus ---- */
void     _ml_traders_builders_after_score (MlGame *game, const MlScoreItem *item, GArray *events, GArray *items);

/* ---- ml-traders-builders-describe.c: the module's items in words ---- */
char       *_ml_traders_builders_describe (const MlScoreItem *item);
const char *_ml_traders_builders_item_id  (const MlScoreItem *item);

/* ---- ml-traders-builders-check.c: where the figures may stand, and check ---- */
const char *_ml_traders_builders_check_role (const MlGame *game, int player, const MlFeatureDef *def, int feat,
                                             guint figure);
guint       _ml_traders_builders_meeple_choices (const MlGame *game, int player, const MlPiece *piece,
                                                 MlMeepleChoice *out, guint n);
void        _ml_traders_builders_check_layout (MlGame *game, GArray *out);

/* ---- ml-traders-builders-scenario.c: the scenario's members ---- */
extern const char *const _ml_traders_builders_player_members[];
extern const char *const _ml_traders_builders_scenario_members[];
gboolean _ml_traders_builders_check_member (MlFieldCtx *ctx, const char *key, JsonNode *node, const char *path);
void     _ml_traders_builders_members_to_game   (MlGame *game, JsonObject *const *players, JsonObject *top);
void     _ml_traders_builders_members_from_game (const MlGame *game, JsonObject *const *players, JsonObject *top);

G_END_DECLS
