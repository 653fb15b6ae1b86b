/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Wonders' part of random games (ml-wonders-play.c): which wonders a game uses and the
 * choices of a turn that the wonders add, each drawn at random. */
#pragma once

#include <glib.h>
#include "ml-game-state.h"

G_BEGIN_DECLS

/* An MlDecideFunc: the choices of the turn that laid @piece, at random with @opt->rand: the
 * meeples on it (up to 2 on a wonder, and the Taj Mahal's slots), or instead a Taj Mahal
 * slot or a meeple from the Cothon's port, the port for the meeples coming home, and the
 * meeples put on the Cothon and into its port if it is taken. @scratch is a GArray of
 * MlMeepleChoice to work in. */
void             ml_wonders_random_choices (MlGame *game, guint piece, MlTurnOptions *opt, gpointer scratch);

/* Deals one wonder a player at random among those that can play (the Cothon only with the
 * River) and returns the piece to lay first: the Cothon if dealt, else @start. */
const MlTileDef *ml_wonders_random_start   (MlGame *game, MlRand *rand, const MlTileDef *start);

G_END_DECLS
