/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"
#include "ml-problem-row.h"

#include <glib/gi18n.h>

struct _MlProblemRow {
  GtkListBoxRow parent_instance;

  GtkLabel *message;
  char *text;              /* what it shows, to be kept while the problem stands */
};

G_DEFINE_FINAL_TYPE (MlProblemRow, ml_problem_row, GTK_TYPE_LIST_BOX_ROW)

static void
ml_problem_row_finalize (GObject *object)
{
  g_free (ML_PROBLEM_ROW (object)->text);
  G_OBJECT_CLASS (ml_problem_row_parent_class)->finalize (object);
}

static void
ml_problem_row_class_init (MlProblemRowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->finalize = ml_problem_row_finalize;
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/meeplelab/MeepleLab/ui/ml-problem-row.ui");
  gtk_widget_class_bind_template_child (widget_class, MlProblemRow, message);
}

static void
ml_problem_row_init (MlProblemRow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

char *
ml_problem_row_text (const MlProblem *problem)
{
  /* Translators: a rule the layout breaks, at square (x, y): "(2, -1) The road …" */
  return g_strdup_printf (_("(%d, %d) %s"), problem->x, problem->y, problem->message);
}

GtkWidget *
ml_problem_row_new (void)
{
  /* A click shows the square on the board. */
  return g_object_new (ML_TYPE_PROBLEM_ROW, "activatable", TRUE, NULL);
}

void
ml_problem_row_show (MlProblemRow *self, const char *text)
{
  g_return_if_fail (ML_IS_PROBLEM_ROW (self));
  g_free (self->text);
  self->text = g_strdup (text);
  gtk_label_set_text (self->message, text);
}

const char *
ml_problem_row_get_text (MlProblemRow *self)
{
  g_return_val_if_fail (ML_IS_PROBLEM_ROW (self), NULL);
  return self->text;
}
