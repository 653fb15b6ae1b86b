/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Traders & Builders' module (docs/rules.md §7): the builder and its extra turn, the pig,
 * the goods tokens a player takes by completing a city and the 10 points they bring at the
 * end. The rules, the turn engine and the scenario files ask it through
 * ml_traders_builders_hooks; the builder and the pig are figures of their own. */
#pragma once

#include <glib.h>
#include "ml-game-state.h"

G_BEGIN_DECLS

/* Its hooks (ml-game-state.h). */
extern const MlExpansionHooks ml_traders_builders_hooks;
/* The builder ("builder") and the pig ("pig"): one each per player, held apart from the
 * supply, counting for no majority. */
extern const MlFigureDef ml_traders_builders_builder;
extern const MlFigureDef ml_traders_builders_pig;

/* The three goods, in the order every list gives them. */
typedef enum {
  ML_GOODS_WINE,
  ML_GOODS_GRAIN,
  ML_GOODS_CLOTH,
  ML_N_GOODS
} MlGoods;

/* The module's own events (ML_EVENT_MODULE with module ML_EXPANSION_TRADERS_BUILDERS). */
typedef enum {
  /* The player to move completed a city showing goods and takes its tokens:
   * ml_traders_builders_event_goods() reads how many of each. `move --json` id "goods". */
  ML_TRADERS_BUILDERS_EVENT_GOODS,
} MlTradersBuildersEvent;

/* The module's own score items (ML_SCORE_MODULE with its bit), by item->code. */
typedef enum {
  /* The most tokens of one good at the end (item->units: which MlGoods; item->counts: each
   * player's tokens): 10 to each of them. `score --json` kind "goods". */
  ML_TRADERS_BUILDERS_ITEM_GOODS,
  /* A field won by a player with a pig in it: 1 more a completed city (item->cities), which
   * with the field's 3 makes 4. Kind "pig". */
  ML_TRADERS_BUILDERS_ITEM_PIG,
} MlTradersBuildersItem;

/* The id ("wine") and the translated name ("wine") of @goods. */
const char *ml_goods_id   (MlGoods goods);
const char *ml_goods_name (MlGoods goods);
/* Parses "wine", "grain" or "cloth". */
gboolean    ml_goods_parse (const char *id, MlGoods *goods);

/* The tokens of @goods @player holds in @game (0 when the game does not use the
 * expansion), and setting them. */
guint ml_traders_builders_goods     (const MlGame *game, int player, MlGoods goods);
void  ml_traders_builders_set_goods (MlGame *game, int player, MlGoods goods, guint count);

/* The builder's extra turn: whether the turn about to be played in @game is the one a
 * builder earned (then a builder extended in it gives none), and setting it. A scenario
 * keeps it as "builder_extra_turn": true. */
gboolean ml_traders_builders_in_extra_turn     (const MlGame *game);
void     ml_traders_builders_set_in_extra_turn (MlGame *game, gboolean extra);

/* How many tokens of @goods an ML_TRADERS_BUILDERS_EVENT_GOODS event gave. */
guint ml_traders_builders_event_goods (const MlEvent *event, MlGoods goods);

G_END_DECLS
