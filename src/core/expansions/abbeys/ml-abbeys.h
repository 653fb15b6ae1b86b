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

/* The module's own score items (ML_SCORE_MODULE with ML_EXPANSION_ABBEYS), by item->code. */
typedef enum {
  /* The priors on an abbey (item->feat): 1 + the filled squares in the four lines from it
   * (item->lines, N E S W), to the majority of the priors (item->counts, item->meeples).
   * `score --json` kind "prior". */
  ML_ABBEYS_ITEM_PRIOR,
} MlAbbeysItem;

/* Whether @item is the priors' on an abbey. */
static inline gboolean
ml_abbeys_item_is_prior (const MlScoreItem *item)
{
  return item->kind == ML_SCORE_MODULE && item->module == ML_EXPANSION_ABBEYS && item->code == ML_ABBEYS_ITEM_PRIOR;
}

/* The priors on the abbey @feat: 1 + the filled squares in the four lines from it, to
 * the majority of the priors; an ML_ABBEYS_ITEM_PRIOR item. */
void ml_abbeys_score_prior (MlBoard *board, guint feat, MlScoreItem *item);

G_END_DECLS
