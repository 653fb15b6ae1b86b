/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The score panel: each player's score on the track and if the game ended now with the
 * meeples left in their supply, every item that would score at the end with its
 * explanation, what in the layout breaks the rules, and a log of the turns played. */
#pragma once

#include <gtk/gtk.h>
#include "ml-document.h"

G_BEGIN_DECLS

#define ML_TYPE_SCORE_PANEL (ml_score_panel_get_type ())
G_DECLARE_FINAL_TYPE (MlScorePanel, ml_score_panel, ML, SCORE_PANEL, GtkWidget)

MlScorePanel *ml_score_panel_new          (void);
/* Shows @document and rebuilds on its "changed"; NULL for none. Also the "document"
 * property. */
void          ml_score_panel_set_document (MlScorePanel *self, MlDocument *document);
MlDocument   *ml_score_panel_get_document (MlScorePanel *self);
/* Scrolls the panel back to its top, for another position. The turn log is the document's
 * (ml_document_get_log()), shown as it stands, its newest line scrolled to. */
void          ml_score_panel_scroll_to_top (MlScorePanel *self);
/* The root feature instance of the selected score item, or -1 ("selected-feature"). */
/* The index of the selected item in ml_document_get_items(), or -1. */
int           ml_score_panel_get_selected_item (MlScorePanel *self);
int           ml_score_panel_get_selected_feature (MlScorePanel *self);

/* Veiled, for a lesson's question that waits for its answer (ml-question-card.h): the
 * totals, the items, the modules' sections and the other readings' outcomes are hidden and a
 * line says to answer first; the rule problems and the turn log stay. */
void          ml_score_panel_set_veiled (MlScorePanel *self, gboolean veiled);
gboolean      ml_score_panel_get_veiled (MlScorePanel *self);

/* Signals: "item-selected" (int feat): the root feature instance of the score item the user
 * selected, or -1 when none is. A selection survives a change of the document while an item
 * of the same feature still scores; otherwise it ends with -1. "selected-feature" is
 * notified at the same time. "problem-selected" (int x, int y): the square of the rule
 * problem the user clicked. */

G_END_DECLS
