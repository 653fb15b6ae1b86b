/* SPDX-License-Identifier: GPL-3.0-or-later */
/* One lesson in the lessons dialog: a picture of its position and its title. The position
 * is read once, when first drawn, and its picture kept until the size or style changes. */
#pragma once

#include <gtk/gtk.h>
#include "ml-lessons.h"
#include "ml-painter.h"

G_BEGIN_DECLS

#define ML_TYPE_LESSON_ROW (ml_lesson_row_get_type ())
G_DECLARE_FINAL_TYPE (MlLessonRow, ml_lesson_row, ML, LESSON_ROW, GtkListBoxRow)

/* A row for @lesson, drawn with @painter, which must outlive the row. */
GtkWidget      *ml_lesson_row_new         (const MlLesson *lesson, MlPainter *painter);
const MlLesson *ml_lesson_row_get_lesson  (MlLessonRow *self);
/* Draws the lesson's position fitted in width × height (the row's picture, or a larger
 * preview): the board without editing marks, in the players' colours. Draws nothing when
 * the lesson cannot be read. */
void            ml_lesson_row_draw_position (MlLessonRow *self, cairo_t *cr, int width, int height,
                                             gboolean dark);

G_END_DECLS
