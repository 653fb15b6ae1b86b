/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The question of a teacher's lesson in the details dialog: none, a player's score, who
 * scores a feature, or where a tile may go; an optional text; the answer taken from the
 * board as the question is written (the answer the rules give is the one a lesson states). */
#pragma once

#include <adwaita.h>
#include "ml-document.h"
#include "ml-question.h"

G_BEGIN_DECLS

#define ML_TYPE_QUESTION_EDITOR (ml_question_editor_get_type ())
G_DECLARE_FINAL_TYPE (MlQuestionEditor, ml_question_editor, ML, QUESTION_EDITOR, AdwPreferencesGroup)

/* Shows @document's question, or none. */
MlQuestionEditor *ml_question_editor_new (MlDocument *document);
/* The question as written, its answer the board's; NULL for none. FALSE with @error (its
 * message for the dialog) when it names what the board has not (no feature there). */
gboolean ml_question_editor_get (MlQuestionEditor *self, MlQuestion **question, GError **error);
/* For tests and assistive tools: the kind (-1 none, else MlQuestionKind), the player, the
 * feature's square and location, the tile, as the rows take them. */
void     ml_question_editor_set (MlQuestionEditor *self, int kind, int player, int x, int y,
                                 const char *at, const char *tile, const char *text);

G_END_DECLS
