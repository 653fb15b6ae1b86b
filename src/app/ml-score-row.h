/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A player's line in the score panel: colour, name, whether they are to move, the meeples
 * left in their supply, what they hold apart from it (goods tokens, each with its picture
 * when its module draws one), their score on the track and if the game ended now. */
#pragma once

#include <gtk/gtk.h>
#include "ml-painter.h"
#include "ml-game-state.h"

G_BEGIN_DECLS

#define ML_TYPE_SCORE_ROW (ml_score_row_get_type ())
G_DECLARE_FINAL_TYPE (MlScoreRow, ml_score_row, ML, SCORE_ROW, GtkListBoxRow)

GtkWidget *ml_score_row_new (void);
/* Shows the player and what the row reads out. @waiting: the meeples that still wait beside
 * the score track for the player's wonders (0 without the Wonders); @left is G_MAXUINT when
 * the supply is not known (no game laid out); @figures (NULL or "" for none) the player's
 * figures of their own left, a line each (ml_figure_choice_left()); @holdings the @n_holdings
 * rows of ml_expansion_modules_holdings(). */
void       ml_score_row_update (MlScoreRow *self, const MlColor *color, const char *name,
                                gboolean to_move, int track, int final, guint left, guint waiting,
                                const char *figures, const MlHolding *holdings, guint n_holdings);

G_END_DECLS
