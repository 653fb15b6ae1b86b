/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Wonders' choices for a turn: their actions instead of a meeple on the tile (the Taj
 * Mahal's slots, the Cothon's port meeple), which wonder each player takes at the pairs and in
 * which order, the Cothon's port and meeples, Abu Simbel's kept tile, the port step. The
 * actions are values of MlTurnOptions' action; the rest live in
 * the opaque module_choices block of MlTurnOptions, which the engine copies and zeroes with
 * the options and never reads; only this module uses the block, from its start. */
#pragma once

#include <glib.h>
#include "ml-game-state.h"

G_BEGIN_DECLS

/* The Wonders' actions, a module's (ml-game-state.h's MlActionKind). The slot is also a
 * choice of the meeple step on laying the Taj Mahal, which the turn in progress keeps in
 * MlTurnOptions' slots (the module's MlTurnChoices); the port's meeple waits for the feature
 * it goes to. */

/* Taj Mahal: one meeple into the next free slot. */
#define ML_WONDERS_ACTION_SLOT      ((MlActionKind) (ML_ACTION_MODULE | 1))
/* Taj Mahal: the last slotted meeple back to the supply. */
#define ML_WONDERS_ACTION_UNSLOT    ((MlActionKind) (ML_ACTION_MODULE | 2))
/* Cothon: a port meeple onto a feature along the river (meeples[0], on the piece port_piece
 * says, which may lie on the board before the tile laid). */
#define ML_WONDERS_ACTION_FROM_PORT ((MlActionKind) (ML_ACTION_MODULE | ML_ACTION_TARGET | 3))

typedef struct {
  const MlTileDef *choose;   /* the wonder to take on reaching the pairs, for the first taker
                              * without a choice in choose_for; NULL: the first left */
  const MlTileDef *choose_for[ML_MAX_PLAYERS];   /* the wonder each player takes on reaching
                                                  * the pairs this turn; NULL: as choose says */
  const MlTileDef *keep;     /* Abu Simbel: the tile kept face down for the next turn */
  guint port_piece;     /* ML_WONDERS_ACTION_FROM_PORT: the piece of meeples[0] */
  guint port_mask;      /* bit p: player p's meeples that return this turn go to the port */
  guint n_order;        /* players reaching the pairs on one turn take their wonders in the
                         * order the player to move lists in order, the rest after them in turn order */
  guint cothon_port;    /* taking the Cothon: meeples put into its port at once (0-2) */
  guint n_cothon_meeples;         /* taking the Cothon: meeples put on features of the Cothon at */
  MlMeepleChoice cothon_meeples[2];   /* once (cell and feature of the Cothon's tile), with
                                       * cothon_port 2 at most in all */
  gboolean cothon_at_random;  /* random games: with rand, whoever takes the Cothon puts 0-2
                               * meeples on its free features, drawn when it is taken, instead
                               * of cothon_meeples (the port takes what is left of the 2) */
  guint8 order[ML_MAX_PLAYERS];
} MlWondersTurn;

G_STATIC_ASSERT (sizeof (MlWondersTurn) <= sizeof (((MlTurnOptions *) NULL)->module_choices));
G_STATIC_ASSERT (G_ALIGNOF (MlWondersTurn) <= 8);

/* The Wonders' choices in @opt. */
static inline MlWondersTurn *
ml_wonders_turn (MlTurnOptions *opt)
{
  return (MlWondersTurn *) (gpointer) opt->module_choices;
}

static inline const MlWondersTurn *
ml_wonders_turn_const (const MlTurnOptions *opt)
{
  return (const MlWondersTurn *) (gconstpointer) opt->module_choices;
}

G_END_DECLS
