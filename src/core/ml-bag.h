/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The tiles left to draw in a game in progress: the box of the game's expansions less the
 * pieces on the board, or a list a scenario gives. */
#pragma once

#include <glib.h>
#include "ml-game.h"

G_BEGIN_DECLS

/* Appends to @out the tiles of the box of @game's expansions (ml_play_bag(), the first piece
 * included) less one copy for each piece on the board and each tile set aside, in box order
 * with the first piece last. Wonders are never in the box; a piece the box has no copy of left (a layout with
 * more than the box holds) takes nothing. */
void     ml_bag_left (const MlGame *game, GPtrArray *out);

/* Takes one copy of @tile out of @bag (the last one); FALSE, changing nothing, when @bag has
 * none. */
gboolean ml_bag_take (GPtrArray *bag, const MlTileDef *tile);

G_END_DECLS
