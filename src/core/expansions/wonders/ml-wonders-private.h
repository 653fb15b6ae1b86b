/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What the files of the Wonders' module share. Not installed; only the ml-wonders*.c files
 * of this folder include it. ml-wonders.c holds who holds what; ml-wonders-taking.c taking
 * wonders at the pairs and the hand-out; ml-wonders-hand.c the wonder in hand, laying it
 * and making room for it; ml-wonders-effects.c the effects during a turn; ml-wonders-end.c
 * the effects at the end of the game; ml-wonders-hooks.c the other hooks and their table. */
#pragma once

#include "ml-wonders.h"
#include "ml-wonders-state.h"

G_BEGIN_DECLS

/* ml-wonders.c */
/* Whether the laid wonder @p, with an owner and the effect @effect, acts now. */
gboolean _ml_wonders_piece_acts (const MlGame *game, const MlPiece *p, MlEffect effect);

/* ml-wonders-taking.c */
/* Hands out wonders to every player who reaches the pairs after the turn's scoring. */
void     _ml_wonders_hand_out      (MlGame *game, const MlTurnOptions *opt, GArray *events);
/* Whether the wonders and the Cothon's meeples that @opt asks for may be taken. */
gboolean _ml_wonders_check_taking  (MlGame *game, guint piece, const MlTurnOptions *opt, GError **error);

/* ml-wonders-hand.c: the hooks of the same names (ml-game-state.h). */
gboolean _ml_wonders_check_hand        (const MlGame *game, const MlTileDef *tile, const MlTurnOptions *opt,
                                        gboolean *room, GError **error);
void     _ml_wonders_filter_placements (const MlGame *game, const MlTileDef *tile, gboolean room, GArray *out,
                                        guint first);
gboolean _ml_wonders_check_place       (const MlGame *game, const MlTileDef *tile, const MlPlacement *at,
                                        gboolean room, GError **error);

/* ml-wonders-effects.c */
/* A bonus to @owner through the laid wonder @at: an item in @items when given, else points
 * and an event in @events. */
void     _ml_wonders_give_bonus (MlGame *game, MlEffect effect, int at, int owner, guint units, guint rate, guint feat,
                                 MlFeatureKind kind, GArray *events, GArray *items);
void     _ml_wonders_stonehenge          (MlGame *game, const MlScoreItem *item, GArray *events);
/* The Taj Mahal's and the Circus Maximus's bonuses on the scoring of @item. */
void     _ml_wonders_after_score_bonuses (MlGame *game, const MlScoreItem *item, GArray *events, GArray *items);
/* How many of @count meeples returning to @player go into the Cothon's port. */
guint    _ml_wonders_to_port             (MlGame *game, int player, guint count);
/* Whether laying @tile gives the Nazca Lines' owner another turn. */
gboolean _ml_wonders_nazca               (const MlGame *game, const MlTileDef *tile);
/* The hooks of the same names (ml-game-state.h). */
void     _ml_wonders_after_tile          (MlGame *game, guint piece, const MlTurnOptions *opt, GArray *events);
void     _ml_wonders_act                 (MlGame *game, guint piece, const MlTurnOptions *opt, GArray *events);
void     _ml_wonders_after_meeples       (MlGame *game, guint piece, const MlTurnOptions *opt, const guint *placed,
                                          guint n_placed, GArray *events);

/* ml-wonders-end.c */
/* The end-of-game wonders' bonuses: items appended to @items when given, else points. */
void     _ml_wonders_settle_end (MlGame *game, GArray *items);

/* ml-wonders-events.c: the hooks event_id, explain_event and tile_words. */
const char *_ml_wonders_event_id      (const MlEvent *event);
char       *_ml_wonders_explain_event (const MlEvent *event, guint n_players, const char *const *names);
void        _ml_wonders_event_members (const MlEvent *event, JsonBuilder *b);
char       *_ml_wonders_tile_words    (const MlTileDef *tile);

/* ml-wonders-play.c: the hooks random_start, random_turns and continue_turns. */
gboolean _ml_wonders_random_start  (MlGame *game, const MlTileDef *start, guint n_tiles, gboolean head_start,
                                    MlRand *rand);
void     _ml_wonders_random_turns   (MlGame *game, MlRandomGame *g);
void     _ml_wonders_continue_turns (MlGame *game, MlRandomGame *g);

/* ml-wonders-advise.c: the hooks advise_hand, advise_probe and advise_moves. */
gboolean _ml_wonders_advise_hand  (const MlGame *game, const MlTileDef *tile, const MlTileDef *other, GPtrArray *bag,
                                   gboolean box, GError **error);
void     _ml_wonders_advise_probe (MlGame *game, guint laid, GArray *out);
void     _ml_wonders_advise_moves (const MlGame *game, const MlTileDef *tile, const MlPlacement *at,
                                   const GArray *options, const GArray *probed, MlAdviseSink *sink);

/* ml-wonders-tiles.c: the hook tile_members. */
gboolean _ml_wonders_tile_members (MlTileDef *tile, JsonObject *obj, char **why);

/* ml-wonders-hooks.c */
/* Sets @error to @message as a refused meeple step; FALSE. */
gboolean _ml_wonders_refuse (GError **error, const char *message);

G_END_DECLS
