/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The tiles left to draw in a game in progress: the box of the game's expansions less the
 * pieces on the board, or a list a scenario gives. */
#pragma once

#include <glib.h>
#include "ml-game.h"
#include "ml-scenario.h"

G_BEGIN_DECLS

/* Appends to @out the tiles of the box of @game's expansions (ml_play_bag(), the first piece
 * included) less one copy for each piece on the board and each tile set aside, in box order
 * with the first piece last. Wonders are never in the box; a piece the box has no copy of left (a layout with
 * more than the box holds) takes nothing. */
void     ml_bag_left (const MlGame *game, GPtrArray *out);

/* Takes one copy of @tile out of @bag (the last one); FALSE, changing nothing, when @bag has
 * none. */
gboolean ml_bag_take (GPtrArray *bag, const MlTileDef *tile);

/* The scenario's optional "bag" member, {"ID": count, …}: the tiles not yet laid. */
#define ML_BAG_MAX_COPIES 100   /* copies of one tile */
typedef enum {
  ML_BAG_OK,
  ML_BAG_NOT_OBJECT,      /* the member is not an object */
  ML_BAG_NO_SUCH_TILE,    /* a member names no tile of the catalogue, or a wonder */
  ML_BAG_BAD_COUNT,       /* a count is not a whole number from 0 to ML_BAG_MAX_COPIES */
} MlBagProblem;

/* Sets *@bag to the tiles the scenario's bag lists (NULL without the member); on a problem,
 * *@bag is NULL and *@bad_id the member at fault (owned by the scenario). */
MlBagProblem ml_bag_from_scenario (const MlScenario *scenario, GPtrArray **bag, const char **bad_id);

G_END_DECLS
