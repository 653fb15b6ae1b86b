/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The lessons dialog: the lessons grouped by topic (the user's own first, under "My
 * lessons", ml-user-lessons.h) with a picture of each position, a search
 * over their texts in the user's language, and the selected lesson's preview. A single click
 * (or Up and Down in the search) selects and previews; a double click, Enter or the Open
 * button opens; Escape closes. */
#pragma once

#include <adwaita.h>
#include "ml-lessons.h"

G_BEGIN_DECLS

#define ML_TYPE_LESSONS_DIALOG (ml_lessons_dialog_get_type ())
G_DECLARE_FINAL_TYPE (MlLessonsDialog, ml_lessons_dialog, ML, LESSONS_DIALOG, AdwWindow)

/* A dialog transient for and modal to @parent (may be NULL), the first lesson selected. */
MlLessonsDialog *ml_lessons_dialog_new          (GtkWindow *parent);
/* The lesson selected and shown in the preview, or NULL when none is (nothing matches). */
const MlLesson  *ml_lessons_dialog_get_selected (MlLessonsDialog *self);
/* Searches for @query at once, as if typed: the selection moves to the first lesson found
 * when the selected one is no longer shown. */
void             ml_lessons_dialog_search       (MlLessonsDialog *self, const char *query);
/* How many lessons the search shows. */
guint            ml_lessons_dialog_count_shown  (MlLessonsDialog *self);

/* Signals: "lesson-chosen" (MlLesson *lesson) when the user opens a lesson; the dialog then
 * closes. Property "selected" (MlLesson, read-only, notified on change). */

G_END_DECLS
