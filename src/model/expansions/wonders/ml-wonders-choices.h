/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Wonders' choices that hold for every turn played until changed: whose returning
 * meeples go to the Cothon's port, how many meeples its taker puts into the port and on
 * which of its features, the wonder each player takes at the pairs and in which order, and
 * the tile Abu Simbel's owner keeps face down. An MlTurnChoices: the turn in progress
 * writes them into each turn it checks or plays. GObject only, no GTK. */
#pragma once

#include "ml-turn-choices.h"

G_BEGIN_DECLS

#define ML_TYPE_WONDERS_CHOICES (ml_wonders_choices_get_type ())
G_DECLARE_FINAL_TYPE (MlWondersChoices, ml_wonders_choices, ML, WONDERS_CHOICES, GObject)

MlWondersChoices *ml_wonders_choices_new (void);

/* Whose returning meeples go to the Cothon's port (bit per player), how many meeples its
 * taker puts into the port (0-2, more is 2), the wonder to take at the pairs (NULL: the
 * first left), the tile Abu Simbel's owner keeps face down (NULL: none; kept on one turn,
 * then forgotten). */
void              ml_wonders_choices_set        (MlWondersChoices *self, guint port_mask, guint cothon_port,
                                                 const MlTileDef *choose, const MlTileDef *keep);
guint             ml_wonders_choices_get_port_mask   (MlWondersChoices *self);
guint             ml_wonders_choices_get_cothon_port (MlWondersChoices *self);
const MlTileDef  *ml_wonders_choices_get_choose      (MlWondersChoices *self);
const MlTileDef  *ml_wonders_choices_get_keep        (MlWondersChoices *self);
/* The wonder @player takes on reaching the pairs (NULL: as the "choose" choice says for the
 * first taker, else the first left). Held until changed; forgotten once nobody can take it
 * any more. */
void              ml_wonders_choices_set_taker  (MlWondersChoices *self, guint player, const MlTileDef *wonder);
/* When several players reach the pairs on one turn, the player to move has those of
 * @order (player indices, @n of them) take their wonders first, in that order; the others
 * follow in turn order. */
void              ml_wonders_choices_set_taker_order (MlWondersChoices *self, guint n, const guint8 *order);
/* Taking the Cothon of Carthage: @n meeples (0 to 2) on these features of the Cothon (cell
 * and feature of its tile), besides those into its port; forgotten once it is taken. */
void              ml_wonders_choices_set_cothon_meeples (MlWondersChoices *self, guint n,
                                                         const MlMeepleChoice *meeples);

/* Properties (G_PARAM_EXPLICIT_NOTIFY: notified only on change): "port-mask", "cothon-port",
 * "choose" and "keep" (catalogue ids). */

G_END_DECLS
