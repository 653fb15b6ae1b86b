/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The card of a lesson's question (ml-question.h), under the lesson's explanation: it asks,
 * takes the learner's answer (a number of points, who scores, which squares), checks it
 * against the rules on the board as it stands, and until then veils what would give the
 * answer away: the score panel's totals and items and the board's legal spots. The answered
 * state is the view's, never saved; editing the board afterwards leaves it answered. */
#pragma once

#include <gtk/gtk.h>
#include "ml-board-view.h"
#include "ml-document.h"
#include "ml-score-panel.h"

G_BEGIN_DECLS

#define ML_TYPE_QUESTION_CARD (ml_question_card_get_type ())
G_DECLARE_FINAL_TYPE (MlQuestionCard, ml_question_card, ML, QUESTION_CARD, GtkWidget)

MlQuestionCard *ml_question_card_new (void);
/* The document whose question the card asks, followed on its "changed": the card shows
 * only while it has a question. A question other than the one asked (another lesson opened)
 * is asked afresh. Also the "document" property. */
void     ml_question_card_set_document    (MlQuestionCard *self, MlDocument *document);
/* What the card veils until the answer ("score-panel", "board-view"); either may be NULL. */
void     ml_question_card_set_score_panel (MlQuestionCard *self, MlScorePanel *panel);
void     ml_question_card_set_board_view  (MlQuestionCard *self, MlBoardView *view);
/* Asks the question again, unanswered: for a lesson opened anew, even the same one. */
void     ml_question_card_restart         (MlQuestionCard *self);
/* Whether a question waits for its answer, and so the scores are veiled ("veiled"). */
gboolean ml_question_card_get_veiled      (MlQuestionCard *self);

/* The learner's side, as the widgets take it, for tests and assistive tools: the points
 * answered (score), a player's or Nobody's (@player -1) toggle (who), a square's toggle
 * (where; FALSE when the card offers no such square); then Check or Show the Answer. */
void     ml_question_card_set_points      (MlQuestionCard *self, int points);
void     ml_question_card_set_player      (MlQuestionCard *self, int player, gboolean chosen);
gboolean ml_question_card_set_square      (MlQuestionCard *self, int x, int y, gboolean chosen);
void     ml_question_card_check           (MlQuestionCard *self);
void     ml_question_card_show_answer     (MlQuestionCard *self);
/* What the card said of the answer ("Right!", "Not quite: Alice would score 14"), or NULL
 * before it was checked. */
const char *ml_question_card_get_verdict  (MlQuestionCard *self);

G_END_DECLS
