/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"
#include "ml-problem-row.h"

#include <glib/gi18n.h>

struct _MlProblemRow {
  GtkListBoxRow parent_instance;

  GtkLabel *message;
};

G_DEFINE_FINAL_TYPE (MlProblemRow, ml_problem_row, GTK_TYPE_LIST_BOX_ROW)

static void
ml_problem_row_class_init (MlProblemRowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/meeplelab/MeepleLab/ui/ml-problem-row.ui");
  gtk_widget_class_bind_template_child (widget_class, MlProblemRow, message);
}

static void
ml_problem_row_init (MlProblemRow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
ml_problem_row_new (const MlProblem *problem)
{
  MlProblemRow *self = g_object_new (ML_TYPE_PROBLEM_ROW, NULL);
  /* Translators: a rule the layout breaks, at square (x, y): "(2, -1) The road …" */
  g_autofree char *text = g_strdup_printf (_("(%d, %d) %s"), problem->x, problem->y, problem->message);
  gtk_label_set_text (self->message, text);
  return GTK_WIDGET (self);
}
