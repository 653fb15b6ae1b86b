/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"
#include "ml-wonders-row.h"
#include "ml-player-dot.h"

struct _MlWondersRow {
  GtkListBoxRow parent_instance;

  MlPlayerDot *dot;
  GtkLabel *name;
  GtkLabel *holdings;
};

G_DEFINE_FINAL_TYPE (MlWondersRow, ml_wonders_row, GTK_TYPE_LIST_BOX_ROW)

static void
ml_wonders_row_class_init (MlWondersRowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  g_type_ensure (ML_TYPE_PLAYER_DOT);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/meeplelab/MeepleLab/ui/ml-wonders-row.ui");
  gtk_widget_class_bind_template_child (widget_class, MlWondersRow, dot);
  gtk_widget_class_bind_template_child (widget_class, MlWondersRow, name);
  gtk_widget_class_bind_template_child (widget_class, MlWondersRow, holdings);
}

static void
ml_wonders_row_init (MlWondersRow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
ml_wonders_row_new (void)
{
  return g_object_new (ML_TYPE_WONDERS_ROW, NULL);
}

void
ml_wonders_row_update (MlWondersRow *self, const MlColor *color, const char *name, const char *holdings)
{
  g_return_if_fail (ML_IS_WONDERS_ROW (self));

  ml_player_dot_set_player (self->dot, color, name);
  gtk_label_set_text (self->name, name);
  gtk_label_set_text (self->holdings, holdings);
  g_autofree char *summary = g_strdup_printf ("%s: %s", name, holdings);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, summary, -1);
}
