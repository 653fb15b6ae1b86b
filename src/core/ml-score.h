/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Scoring: what one feature (or a farmer's field) is worth, who takes it,
 * and the explanation in words built from those counts. */
#pragma once

#include <glib.h>
#include "ml-board.h"
#include "ml-score-item.h"
#include "ml-readings.h"

G_BEGIN_DECLS

const char *ml_score_kind_id (MlScoreKind kind);
/* The id of @item's kind in JSON ("city"): a module's for its own items (its item_id hook),
 * else ml_score_kind_id(). */
const char *ml_score_item_kind_id (const MlScoreItem *item);

/* A road, city or monastery as it stands: its completed value if complete, else its
 * end-of-game value; the majority among the meeples in it (priors do not count). */
void ml_score_feature (MlBoard *board, guint feat, MlScoreItem *item);
/* A field at the end: 3 per completed city it borders; the majority among its farmers. */
void ml_score_field   (MlBoard *board, guint feat, MlScoreItem *item);
/* The 1st-edition reading of fields (ML_FARMERS_FIRST_EDITION): one item per completed city
 * that a field with farmers borders, worth 4 once, to the majority of the farmers in all the
 * fields around it; appended to @items in the order the fields with farmers come. */
void ml_score_cities_for_farmers (MlBoard *board, GArray *items);
/* Sets @item's winners: the players with the most meeples in its counts (none when
 * nobody has one), for a module's own items. */
void ml_score_majority (MlScoreItem *item);

/* Settles the board as if the game ended now: every feature holding meeples, complete or
 * not, then fields with farmers. Appends MlScoreItem to @items. What the modules score at
 * the end (the priors) is the game's to add (ml_game_settle()). */
void ml_score_settle  (MlBoard *board, GArray *items);
/* The same under @readings (NULL: the defaults): fields as the "farmers" reading says. */
void ml_score_settle_under (MlBoard *board, const MlReadings *readings, GArray *items);

/* "Completed city (4 tiles, 2 shields): 4 × 2 + 2 × 2 = 12. Red and Blue tie with 1 meeple
 * each and each score 12." in the current language. */
char *ml_score_item_explain (const MlScoreItem *item, guint n_players, const char *const *names);
/* The first part only: what the feature is and what it is worth. */
char *ml_score_item_describe (const MlScoreItem *item);

/* "Red", "Red and Blue", "Red, Green and Blue". */
char *ml_names_join (guint mask, guint n_players, const char *const *names);

G_END_DECLS
