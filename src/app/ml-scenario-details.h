/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The scenario's details: a dialog to write its title and its explanation (the text shown
 * above the scores, as a lesson's is), both saved in the file's "title" and "description".
 * Applying them is one edit of the document, which undo takes back. The same dialog, with
 * a title required, is the first step of Save as Lesson. */
#pragma once

#include <adwaita.h>
#include "ml-document.h"
#include "ml-question-editor.h"

G_BEGIN_DECLS

#define ML_TYPE_SCENARIO_DETAILS (ml_scenario_details_get_type ())
G_DECLARE_FINAL_TYPE (MlScenarioDetails, ml_scenario_details, ML, SCENARIO_DETAILS, AdwWindow)

/* A dialog modal to @parent (may be NULL) showing @document's title and explanation in the
 * user's language. With @for_lesson its button reads "Save as Lesson" and stays off while
 * the title is blank: a lesson is listed by its title. */
MlScenarioDetails *ml_scenario_details_new (GtkWindow *parent, MlDocument *document, gboolean for_lesson);

/* Types @title and @description in, as the user would. */
void     ml_scenario_details_set_texts (MlScenarioDetails *self, const char *title, const char *description);
/* What the dialog's button does: the texts become the document's (a text left as shown
 * stays as the file has it, translations and all), "applied" is emitted, and the dialog
 * closes. FALSE, and the dialog stays with the reason in it, when the document refuses or
 * a lesson has no title. */
gboolean ml_scenario_details_apply     (MlScenarioDetails *self);
/* The rows of the lesson's question (ml-question-editor.h), applied with the texts. */
MlQuestionEditor *ml_scenario_details_get_question_editor (MlScenarioDetails *self);

/* Signals: "applied" once the texts are the document's, just before the dialog closes. */

G_END_DECLS
