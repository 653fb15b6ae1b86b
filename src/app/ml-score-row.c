/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"
#include "ml-score-row.h"
#include "ml-player-dot.h"

#include <glib/gi18n.h>

struct _MlScoreRow {
  GtkListBoxRow parent_instance;

  MlPlayerDot *dot;
  GtkLabel *name;
  GtkLabel *to_move;
  GtkLabel *supply;
  GtkLabel *track;
  GtkLabel *final;
};

G_DEFINE_FINAL_TYPE (MlScoreRow, ml_score_row, GTK_TYPE_LIST_BOX_ROW)

/* Rows are updated on every edit: labels that keep their text keep their layout. */
static void
set_text (GtkLabel *label, const char *text)
{
  if (g_strcmp0 (gtk_label_get_text (label), text) != 0)
    gtk_label_set_text (label, text);
}

static void
ml_score_row_class_init (MlScoreRowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  g_type_ensure (ML_TYPE_PLAYER_DOT);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/meeplelab/MeepleLab/ui/ml-score-row.ui");
  gtk_widget_class_bind_template_child (widget_class, MlScoreRow, dot);
  gtk_widget_class_bind_template_child (widget_class, MlScoreRow, name);
  gtk_widget_class_bind_template_child (widget_class, MlScoreRow, to_move);
  gtk_widget_class_bind_template_child (widget_class, MlScoreRow, supply);
  gtk_widget_class_bind_template_child (widget_class, MlScoreRow, track);
  gtk_widget_class_bind_template_child (widget_class, MlScoreRow, final);
}

static void
ml_score_row_init (MlScoreRow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
ml_score_row_new (void)
{
  return g_object_new (ML_TYPE_SCORE_ROW, NULL);
}

/* "5 meeples in supply", and with the Wonders the ones still to come on a second line. */
static char *
supply_text (guint left, guint waiting, const char *figures)
{
  g_autofree char *in_supply = g_strdup_printf (ngettext ("%u meeple in supply", "%u meeples in supply", left), left);
  /* The figures of their own a player has left follow, a line each. */
  if (figures && *figures)
    {
      char *with = g_strdup_printf ("%s\n%s", in_supply, figures);
      g_free (in_supply);
      in_supply = with;
    }
  if (waiting == 0)
    return g_steal_pointer (&in_supply);
  /* Translators: meeples a player gets with their wonders, still beside the score track */
  g_autofree char *beside = g_strdup_printf (ngettext ("%u more waits beside the score track",
                                                       "%u more wait beside the score track", waiting),
                                             waiting);
  return g_strdup_printf ("%s\n%s", in_supply, beside);
}

void
ml_score_row_update (MlScoreRow *self, const MlColor *color, const char *name,
                     gboolean to_move, int track, int final, guint left, guint waiting,
                     const char *figures)
{
  g_return_if_fail (ML_IS_SCORE_ROW (self));

  ml_player_dot_set_player (self->dot, color, name);
  set_text (self->name, name);
  gtk_widget_set_visible (GTK_WIDGET (self->to_move), to_move);
  g_autofree char *supply = left == G_MAXUINT ? g_strdup ("") : supply_text (left, waiting, figures);
  set_text (self->supply, supply);
  gtk_widget_set_visible (GTK_WIDGET (self->supply), *supply != '\0');
  g_autofree char *track_text = g_strdup_printf ("%d", track);
  set_text (self->track, track_text);
  g_autofree char *final_text = g_strdup_printf ("%d", final);
  set_text (self->final, final_text);

  /* Translators: read out for a player's row: "Red, 12 on the track, 20 if the game ended now" */
  g_autofree char *summary = g_strdup_printf (_("%s, %d on the track, %d if the game ended now"),
                                              name, track, final);
  g_autofree char *about = to_move && *supply ? g_strdup_printf ("%s\n%s", _("To move"), supply)
                           : g_strdup (to_move ? _("To move") : supply);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, summary,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, about,
                                  -1);
}
