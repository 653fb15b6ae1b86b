/* SPDX-License-Identifier: GPL-3.0-or-later */
/* One item that would score if the game ended now: its points, who wins it and how it is
 * counted. Selecting it lights its feature on the board. */
#pragma once

#include <gtk/gtk.h>
#include "ml-score.h"

G_BEGIN_DECLS

#define ML_TYPE_SCORE_ITEM_ROW (ml_score_item_row_get_type ())
G_DECLARE_FINAL_TYPE (MlScoreItemRow, ml_score_item_row, ML, SCORE_ITEM_ROW, GtkListBoxRow)

GtkWidget *ml_score_item_row_new     (void);
/* Shows @item; @names are the players' names for its explanation. */
void       ml_score_item_row_update  (MlScoreItemRow *self, const MlScoreItem *item, guint n_players,
                                      const char *const *names);
/* The root feature instance of the item shown, or -1 for an item of no feature (a wonder's
 * end-of-game points). */
int        ml_score_item_row_get_feature (MlScoreItemRow *self);

G_END_DECLS
