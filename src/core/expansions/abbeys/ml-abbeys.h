/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The German Abbeys' module: the claustral prior on an abbey, where it may stand and what
 * it scores at the end (ml-abbeys.c). */
#pragma once

#include <glib.h>
#include "ml-game-state.h"

G_BEGIN_DECLS

/* Its hooks into the rules and the end of the game (ml-game-state.h). */
extern const MlExpansionHooks ml_abbeys_hooks;
/* The claustral prior, a figure of the supply laid on an abbey. */
extern const MlFigureDef ml_abbeys_prior;

/* The priors on the abbey @feat: 1 + the filled squares in the four lines from it, to
 * the majority of the priors; an ML_SCORE_PRIOR item. */
void ml_abbeys_score_prior (MlBoard *board, guint feat, MlScoreItem *item);

G_END_DECLS
