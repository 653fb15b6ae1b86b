/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What the files of the Inns & Cathedrals module share: the scoring hooks
 * (ml-inns-cathedrals-score.c) that the table of hooks (ml-inns-cathedrals.c) lists. */
#pragma once

#include "ml-inns-cathedrals.h"

G_BEGIN_DECLS

/* A road with an inn, a city with a cathedral: 2 per tile, 3 per tile and shield, when
 * completed; nothing at the end when not. Marks the item. */
void  _ml_inns_cathedrals_value    (const MlGame *game, MlScoreItem *item);
/* The sentence for an item the value hook marked, or NULL. */
char *_ml_inns_cathedrals_describe (const MlScoreItem *item);

G_END_DECLS
