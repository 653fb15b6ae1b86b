/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What one scoring is worth and who takes it: the record the scoring fills in, the turn
 * engine adds up and the explanations put in words. */
#pragma once

#include <glib.h>
#include "ml-board.h"

G_BEGIN_DECLS

typedef enum {
  ML_SCORE_ROAD,
  ML_SCORE_CITY,
  ML_SCORE_MONASTERY,
  ML_SCORE_FIELD,
  ML_SCORE_PRIOR,
  ML_SCORE_WONDER,
  ML_SCORE_MODULE,               /* a module's own item (goods, a pig's bonus): its module
                                  * and code say which, its hooks word it */
  ML_N_SCORE_KINDS
} MlScoreKind;

typedef struct {
  MlScoreKind kind;
  gboolean complete;             /* scored at its completed value */
  guint feat;                    /* the feature's root instance, to find it on the board */
  guint tiles, shields;          /* roads, cities */
  guint neighbours;              /* monasteries */
  guint cities;                  /* fields: completed cities bordered */
  guint fields;                  /* 1st-edition fields: the fields with farmers around the city
                                  * the item scores (feat is that city); 0 for a 3rd-edition field */
  guint lines[4];                /* priors: filled squares going N, E, S, W */
  guint counts[ML_MAX_PLAYERS];  /* each player's meeples taking part */
  guint winners;                 /* bit i: player i scores */
  int points;                    /* what each winner scores */
  MlEffect effect;               /* wonders: which effect the bonus is */
  const MlTileDef *wonder;       /* wonders: the wonder that gave it (its effect depends on the readings) */
  MlFeatureKind bonus_kind;      /* wonders: the feature the bonus is for, where it matters */
  guint units, rate;             /* wonders: points = units × rate */
  guint marks;                   /* what the modules' value hooks found in the feature, for
                                  * their describe hooks: each module's bits in its header */
  guint module;                  /* ML_SCORE_MODULE: the MlExpansions bit of the module it is from */
  guint code;                    /* ML_SCORE_MODULE: which of the module's items (the module's enum) */
} MlScoreItem;

G_END_DECLS
