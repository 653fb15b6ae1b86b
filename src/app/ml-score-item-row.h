/* SPDX-License-Identifier: GPL-3.0-or-later */
/* One item that would score if the game ended now: its points, who wins it and how it is
 * counted. Selecting it lights its feature on the board. */
#pragma once

#include <gtk/gtk.h>
#include "ml-score.h"

G_BEGIN_DECLS

#define ML_TYPE_SCORE_ITEM_ROW (ml_score_item_row_get_type ())
G_DECLARE_FINAL_TYPE (MlScoreItemRow, ml_score_item_row, ML, SCORE_ITEM_ROW, GtkListBoxRow)

/* What a row shows of an item, worked out without a row: the score panel compares these to
 * keep the rows of the items an edit did not change. Two items of equal texts look the same. */
typedef struct {
  int feature;             /* the item's root feature instance, or -1 */
  int value;               /* what each winner scores */
  char *points;            /* "8" */
  char *winners;           /* "Red and Blue", or "No one" */
  char *explanation;
  char *spoken;            /* what a screen reader says of the row: the three together */
} MlScoreItemText;

void       ml_score_item_text_init   (MlScoreItemText *text, const MlScoreItem *item, guint n_players,
                                      const char *const *names);
void       ml_score_item_text_clear  (MlScoreItemText *text);
/* For hash tables of (const MlScoreItemText *). */
guint      ml_score_item_text_hash   (gconstpointer text);
gboolean   ml_score_item_text_equal  (gconstpointer a, gconstpointer b);

GtkWidget *ml_score_item_row_new     (void);
/* Shows @item; @names are the players' names for its explanation. */
void       ml_score_item_row_update  (MlScoreItemRow *self, const MlScoreItem *item, guint n_players,
                                      const char *const *names);
/* Shows @text (a copy of it): labels whose text stays keep their layout. */
void       ml_score_item_row_show    (MlScoreItemRow *self, const MlScoreItemText *text);
/* What the row shows, or NULL before it shows anything. */
const MlScoreItemText *ml_score_item_row_get_text (MlScoreItemRow *self);
/* The root feature instance of the item shown, or -1 for an item of no feature (a wonder's
 * end-of-game points). */
int        ml_score_item_row_get_feature (MlScoreItemRow *self);

G_END_DECLS
