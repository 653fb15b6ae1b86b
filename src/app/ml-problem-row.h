/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A rule the layout breaks, with the square it is at, in the score panel. */
#pragma once

#include <gtk/gtk.h>
#include "ml-rules.h"

G_BEGIN_DECLS

#define ML_TYPE_PROBLEM_ROW (ml_problem_row_get_type ())
G_DECLARE_FINAL_TYPE (MlProblemRow, ml_problem_row, ML, PROBLEM_ROW, GtkListBoxRow)

/* What a row shows of @problem, "(2, -1) The road …": rows are kept by it. */
char       *ml_problem_row_text     (const MlProblem *problem);
GtkWidget  *ml_problem_row_new      (void);
/* Shows @text, as ml_problem_row_text() words it. */
void        ml_problem_row_show     (MlProblemRow *self, const char *text);
/* The text shown, or NULL before any. */
const char *ml_problem_row_get_text (MlProblemRow *self);

G_END_DECLS
