/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"
#include "ml-score-item-row.h"

#include <glib/gi18n.h>

struct _MlScoreItemRow {
  GtkListBoxRow parent_instance;

  GtkLabel *points;
  GtkLabel *winners;
  GtkLabel *explanation;

  int feature;
};

G_DEFINE_FINAL_TYPE (MlScoreItemRow, ml_score_item_row, GTK_TYPE_LIST_BOX_ROW)

/* A row is built once and then only relabelled, so that an edit on a large board does not
 * rebuild a hundred rows. */
static void
set_text (GtkLabel *label, const char *text)
{
  if (g_strcmp0 (gtk_label_get_text (label), text) != 0)
    gtk_label_set_text (label, text);
}

static void
ml_score_item_row_class_init (MlScoreItemRowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/meeplelab/MeepleLab/ui/ml-score-item-row.ui");
  gtk_widget_class_bind_template_child (widget_class, MlScoreItemRow, points);
  gtk_widget_class_bind_template_child (widget_class, MlScoreItemRow, winners);
  gtk_widget_class_bind_template_child (widget_class, MlScoreItemRow, explanation);
}

static void
ml_score_item_row_init (MlScoreItemRow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->feature = -1;
}

GtkWidget *
ml_score_item_row_new (void)
{
  return g_object_new (ML_TYPE_SCORE_ITEM_ROW, NULL);
}

void
ml_score_item_row_update (MlScoreItemRow *self, const MlScoreItem *item, guint n_players,
                          const char *const *names)
{
  g_return_if_fail (ML_IS_SCORE_ITEM_ROW (self));

  self->feature = item->feat == G_MAXUINT ? -1 : (int) item->feat;
  g_autofree char *points = g_strdup_printf ("%d", item->points);
  set_text (self->points, points);
  g_autofree char *points_name = g_strdup_printf (ngettext ("%d point", "%d points", item->points),
                                                  item->points);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->points),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, points_name,
                                  -1);
  g_autofree char *winners = ml_names_join (item->winners, n_players, names);
  set_text (self->winners, item->winners ? winners : _("No one"));
  g_autofree char *explanation = ml_score_item_explain (item, n_players, names);
  set_text (self->explanation, explanation);
}

int
ml_score_item_row_get_feature (MlScoreItemRow *self)
{
  g_return_val_if_fail (ML_IS_SCORE_ITEM_ROW (self), -1);
  return self->feature;
}
