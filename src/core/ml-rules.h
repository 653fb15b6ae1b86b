/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The rules of placement: where a tile may go, where a meeple may stand, and what in a
 * free layout breaks them. */
#pragma once

#include <glib.h>
#include "ml-game-state.h"

G_BEGIN_DECLS

#define ML_RULES_ERROR (ml_rules_error_quark ())
GQuark ml_rules_error_quark (void);

typedef enum {
  ML_RULES_ERROR_OCCUPIED,
  ML_RULES_ERROR_NO_CONTACT,
  ML_RULES_ERROR_MISMATCH,
  ML_RULES_ERROR_ORDER,         /* an expansion's order or its own placement rule */
  ML_RULES_ERROR_MEEPLE,
  ML_RULES_ERROR_START,
  ML_RULES_ERROR_FITS,          /* only a tile that fits nowhere is set aside */
} MlRulesError;

/* Whether @tile may be laid with its anchor on (x, y) at @rot in this game. */
gboolean ml_rules_can_place (const MlGame *game, const MlTileDef *tile, int x, int y, int rot, GError **error);

/* Whether the expansions' order (the River's) lets @tile be laid now at all. */
gboolean ml_rules_order_allows (const MlGame *game, const MlTileDef *tile);

/* Every legal placement of @tile: appends MlPlacement to @out, in a stable order. */
void     ml_rules_legal_placements (const MlGame *game, const MlTileDef *tile, GArray *out);

/* One legal placement of @tile chosen uniformly at random among those
 * ml_rules_legal_placements() lists, without listing them where it can; FALSE if there is
 * none. @scratch is working space. */
gboolean ml_rules_random_placement (const MlGame *game, const MlTileDef *tile, MlRand *rand,
                                    GArray *scratch, MlPlacement *out);

/* How many placements @tile has once @laid lies at @at (it is not on the board), for a
 * @tile that fits nowhere now: then each of them touches @laid, and only the squares
 * around @laid are looked at (the whole board when it is empty or @laid or @tile is a
 * river tile, whose order can change where anything fits). Counted as
 * ml_rules_legal_placements() would list them on a board with @laid. */
guint    ml_rules_count_beside (const MlGame *game, const MlTileDef *laid, const MlPlacement *at,
                                const MlTileDef *tile);

/* Why no figure ever stands on @def, whatever the board and the player (the river), or
 * NULL: the first of ml_rules_can_put_meeple()'s refusals, for who asks before a piece is
 * laid or in free layout. Translated. */
const char *ml_rules_no_standing (const MlFeatureDef *def);

/* Whether @player may put a meeple on @feature of the piece just laid. */
gboolean ml_rules_can_put_meeple (MlGame *game, int player, guint piece, guint feature, guint figure, GError **error);

/* The figure other than the ordinary meeple that @player may lay on @def in @game (a
 * claustral prior on an abbey): the first of the table (ml-figures.h) that fits the
 * feature's kind and that its module lets stand there; ML_FIGURE_MEEPLE when none does. */
guint    ml_rules_alternative_figure (const MlGame *game, int player, const MlFeatureDef *def);

/* Whether meeples on features @a and @b of @piece, which lies on the board, stand on
 * different features: two features of a wonder joined through a neighbouring tile are one
 * feature once it is laid, and that feature takes one meeple. */
gboolean ml_rules_features_apart (MlGame *game, guint piece, guint a, guint b);

/* Every meeple @player may put on @piece: appends MlMeepleChoice to @out. */
void     ml_rules_meeple_options (MlGame *game, int player, guint piece, GArray *out);
/* The same choices written to @out, which holds ML_MAX_MEEPLE_CHOICES; returns how many
 * (random games call it every turn, with no array to grow). */
#define ML_MAX_MEEPLE_CHOICES (2 * ML_NO_FEATURE)
guint    ml_rules_meeple_choices (MlGame *game, int player, guint piece, MlMeepleChoice *out);
/* Inserts @choice among the @n choices of @out (which holds ML_MAX_MEEPLE_CHOICES) where a
 * module's figure belongs: after those already on its feature, else before those on a later
 * feature of the tile, so that the list keeps the tile's order of features; returns n + 1. */
guint    ml_rules_insert_choice (MlMeepleChoice *out, guint n, MlMeepleChoice choice);

typedef struct {
  int x, y;
  char *message;
} MlProblem;

void     ml_problem_clear (gpointer problem);
/* Appends to @out a problem at (x, y), its message formatted from @format. */
void     ml_problem_add   (GArray *out, int x, int y, const char *format, ...) G_GNUC_PRINTF (4, 5);

/* What in the layout breaks the rules: mismatched edges, pieces out of contact with the
 * rest, river rules, meeple roles and supply. Appends MlProblem to @out (which should free
 * its elements with ml_problem_clear). */
void     ml_rules_check_layout (MlGame *game, GArray *out);
/* Of those, what the players hold beyond what the game allows them (a player listing more
 * wonders than this game gives each), player by player; the layout check includes it. */
void     ml_rules_check_holdings (const MlGame *game, GArray *out);

G_END_DECLS
