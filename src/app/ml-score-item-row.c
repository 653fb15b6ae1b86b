/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"
#include "ml-score-item-row.h"

#include <glib/gi18n.h>

struct _MlScoreItemRow {
  GtkListBoxRow parent_instance;

  GtkLabel *points;
  GtkLabel *winners;
  GtkLabel *explanation;

  MlScoreItemText text;    /* what it shows: all NULL until it shows an item */
};

G_DEFINE_FINAL_TYPE (MlScoreItemRow, ml_score_item_row, GTK_TYPE_LIST_BOX_ROW)

/* ---- the texts ---------------------------------------------------------------------- */

void
ml_score_item_text_init (MlScoreItemText *text, const MlScoreItem *item, guint n_players, const char *const *names)
{
  text->feature = item->feat == G_MAXUINT ? -1 : (int) item->feat;
  text->value = item->points;
  text->points = g_strdup_printf ("%d", item->points);
  text->winners = item->winners ? ml_names_join (item->winners, n_players, names) : g_strdup (_("No one"));
  text->explanation = ml_score_item_explain (item, n_players, names);
  g_autofree char *points = g_strdup_printf (ngettext ("%d point", "%d points", item->points), item->points);
  /* Translators: read out for a score item: its points, who wins them and how they are
   * counted, "8 points, Red: Completed city (3 tiles, 1 shield): …" */
  text->spoken = g_strdup_printf (_("%s, %s: %s"), points, text->winners, text->explanation);
}

void
ml_score_item_text_clear (MlScoreItemText *text)
{
  g_clear_pointer (&text->points, g_free);
  g_clear_pointer (&text->winners, g_free);
  g_clear_pointer (&text->explanation, g_free);
  g_clear_pointer (&text->spoken, g_free);
  text->feature = -1;
}

guint
ml_score_item_text_hash (gconstpointer data)
{
  const MlScoreItemText *text = data;
  return (g_str_hash (text->explanation) * 31 + g_str_hash (text->winners)) * 31 + (guint) text->feature;
}

/* What the row shows and its feature, which the selection follows: the spoken text is made
 * of the others. */
gboolean
ml_score_item_text_equal (gconstpointer a, gconstpointer b)
{
  const MlScoreItemText *x = a, *y = b;
  return x->feature == y->feature && g_strcmp0 (x->points, y->points) == 0
         && g_strcmp0 (x->winners, y->winners) == 0 && g_strcmp0 (x->explanation, y->explanation) == 0;
}

/* ---- the row ------------------------------------------------------------------------ */

/* A row is built once and then only relabelled, so that an edit on a large board does not
 * rebuild a hundred rows: a label given its own text again would be measured again. */
static void
set_text (GtkLabel *label, const char *text)
{
  if (g_strcmp0 (gtk_label_get_text (label), text) != 0)
    gtk_label_set_text (label, text);
}

static void
ml_score_item_row_finalize (GObject *object)
{
  ml_score_item_text_clear (&ML_SCORE_ITEM_ROW (object)->text);
  G_OBJECT_CLASS (ml_score_item_row_parent_class)->finalize (object);
}

static void
ml_score_item_row_class_init (MlScoreItemRowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->finalize = ml_score_item_row_finalize;
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/meeplelab/MeepleLab/ui/ml-score-item-row.ui");
  gtk_widget_class_bind_template_child (widget_class, MlScoreItemRow, points);
  gtk_widget_class_bind_template_child (widget_class, MlScoreItemRow, winners);
  gtk_widget_class_bind_template_child (widget_class, MlScoreItemRow, explanation);
}

static void
ml_score_item_row_init (MlScoreItemRow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->text.feature = -1;
}

GtkWidget *
ml_score_item_row_new (void)
{
  return g_object_new (ML_TYPE_SCORE_ITEM_ROW, NULL);
}

void
ml_score_item_row_show (MlScoreItemRow *self, const MlScoreItemText *text)
{
  g_return_if_fail (ML_IS_SCORE_ITEM_ROW (self));
  g_return_if_fail (text != NULL);

  if (g_strcmp0 (self->text.points, text->points) != 0)
    {
      set_text (self->points, text->points);
      /* The number alone, read out where the label is reached on its own: "8 points". */
      g_autofree char *points_name = g_strdup_printf (ngettext ("%d point", "%d points", text->value),
                                                      text->value);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->points), GTK_ACCESSIBLE_PROPERTY_LABEL, points_name, -1);
    }
  set_text (self->winners, text->winners);
  set_text (self->explanation, text->explanation);
  if (g_strcmp0 (self->text.spoken, text->spoken) != 0)
    /* The row is read out whole; its labels, read one by one, would say a bare number. */
    gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, text->spoken, -1);
  MlScoreItemText copy = { text->feature, text->value, g_strdup (text->points), g_strdup (text->winners),
                           g_strdup (text->explanation), g_strdup (text->spoken) };
  ml_score_item_text_clear (&self->text);
  self->text = copy;
}

void
ml_score_item_row_update (MlScoreItemRow *self, const MlScoreItem *item, guint n_players,
                          const char *const *names)
{
  g_return_if_fail (ML_IS_SCORE_ITEM_ROW (self));

  MlScoreItemText text;
  ml_score_item_text_init (&text, item, n_players, names);
  ml_score_item_row_show (self, &text);
  ml_score_item_text_clear (&text);
}

const MlScoreItemText *
ml_score_item_row_get_text (MlScoreItemRow *self)
{
  g_return_val_if_fail (ML_IS_SCORE_ITEM_ROW (self), NULL);
  return self->text.points ? &self->text : NULL;
}

int
ml_score_item_row_get_feature (MlScoreItemRow *self)
{
  g_return_val_if_fail (ML_IS_SCORE_ITEM_ROW (self), -1);
  return self->text.feature;
}
