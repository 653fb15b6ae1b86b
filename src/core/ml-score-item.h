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
  ML_SCORE_MODULE,               /* a module's own item: its module and code say which, its
                                  * item_id and describe hooks name and word it */
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
  guint lines[4];                /* a count for each side N, E, S, W (a module's item, e.g. the
                                  * filled squares in each line from it) */
  guint counts[ML_MAX_PLAYERS];  /* each player's meeples taking part */
  guint winners;                 /* bit i: player i scores */
  int points;                    /* what each winner scores */
  const MlTileDef *source;       /* the piece's tile that gave the points, where one did */
  guint units, rate;             /* where the item counts something: points = units × rate */
  guint marks;                   /* what the modules' value hooks found in the feature, for
                                  * their describe hooks: each module's bits in its header;
                                  * in a module's own item, that module's data (its header) */
  guint module;                  /* ML_SCORE_MODULE: the MlExpansions bit of the module it is from */
  guint code;                    /* ML_SCORE_MODULE: which of the module's items (the module's enum) */
  gboolean meeples;              /* ML_SCORE_MODULE: counts are meeples and their majority
                                  * scores, so the outcome is worded as for a feature */
} MlScoreItem;

G_END_DECLS
