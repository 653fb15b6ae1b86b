/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A rule the layout breaks, with the square it is at, in the score panel. */
#pragma once

#include <gtk/gtk.h>
#include "ml-rules.h"

G_BEGIN_DECLS

#define ML_TYPE_PROBLEM_ROW (ml_problem_row_get_type ())
G_DECLARE_FINAL_TYPE (MlProblemRow, ml_problem_row, ML, PROBLEM_ROW, GtkListBoxRow)

GtkWidget *ml_problem_row_new (const MlProblem *problem);

G_END_DECLS
