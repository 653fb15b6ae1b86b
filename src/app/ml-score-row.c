/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"
#include "ml-score-row.h"
#include "ml-player-dot.h"
#include "ml-holding-art.h"

#include <glib/gi18n.h>

struct _MlScoreRow {
  GtkListBoxRow parent_instance;

  MlPlayerDot *dot;
  GtkLabel *name;
  GtkLabel *to_move;
  GtkLabel *supply;
  GtkBox *holdings;        /* a picture and a count for each holding */
  char *holding_ids;       /* the ids the box shows, joined by spaces, to rebuild it only when they change */
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
ml_score_row_finalize (GObject *object)
{
  g_free (ML_SCORE_ROW (object)->holding_ids);
  G_OBJECT_CLASS (ml_score_row_parent_class)->finalize (object);
}

static void
ml_score_row_class_init (MlScoreRowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->finalize = ml_score_row_finalize;

  g_type_ensure (ML_TYPE_PLAYER_DOT);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/meeplelab/MeepleLab/ui/ml-score-row.ui");
  gtk_widget_class_bind_template_child (widget_class, MlScoreRow, dot);
  gtk_widget_class_bind_template_child (widget_class, MlScoreRow, name);
  gtk_widget_class_bind_template_child (widget_class, MlScoreRow, to_move);
  gtk_widget_class_bind_template_child (widget_class, MlScoreRow, supply);
  gtk_widget_class_bind_template_child (widget_class, MlScoreRow, holdings);
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

/* ---- holdings --------------------------------------------------------------------- */

#define HOLDING_PICTURE 16   /* pixels of a holding's picture */

static void
draw_holding (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  ml_holding_art_draw (cr, data, 0, (height - HOLDING_PICTURE) / 2.0, HOLDING_PICTURE);
}

/* "Wine: 2": the holding's name with a capital, then the count. */
static char *
holding_text (const MlHolding *holding)
{
  const char *word = holding->name ? holding->name : holding->id ? holding->id : "?";
  g_autofree char *first = g_utf8_substring (word, 0, 1);
  g_autofree char *upper = g_utf8_strup (first, -1);
  g_autofree char *name = g_strconcat (upper, *word ? g_utf8_offset_to_pointer (word, 1) : "", NULL);
  /* Translators: what a player holds, "Wine: 2" */
  return g_strdup_printf (_("%s: %u"), name, holding->count);
}

/* The box holds, for each holding, its picture (when its module draws one) and its count;
 * it is made again only when the ids change, else relabelled. */
static void
update_holdings (MlScoreRow *self, const MlHolding *holdings, guint n, GString *about)
{
  g_autoptr (GString) ids = g_string_new (NULL);
  for (guint i = 0; i < n; i++)
    g_string_append_printf (ids, "%s ", holdings[i].id);
  if (g_strcmp0 (ids->str, self->holding_ids ? self->holding_ids : "") != 0)
    {
      GtkWidget *child;
      while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->holdings))))
        gtk_box_remove (self->holdings, child);
      for (guint i = 0; i < n; i++)
        {
          GtkWidget *item = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 3);
          if (ml_holding_art_has (holdings[i].id))
            {
              GtkWidget *area = gtk_drawing_area_new ();
              gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (area), HOLDING_PICTURE);
              gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (area), HOLDING_PICTURE);
              gtk_widget_set_valign (area, GTK_ALIGN_CENTER);
              /* The ids are static (ml-game-state.h). */
              gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (area), draw_holding, (gpointer) holdings[i].id, NULL);
              gtk_box_append (GTK_BOX (item), area);
            }
          GtkWidget *label = gtk_label_new (NULL);
          gtk_widget_add_css_class (label, "caption");
          gtk_box_append (GTK_BOX (item), label);
          gtk_box_append (self->holdings, item);
        }
      g_free (self->holding_ids);
      self->holding_ids = g_string_free (g_steal_pointer (&ids), FALSE);
    }
  guint i = 0;
  for (GtkWidget *item = gtk_widget_get_first_child (GTK_WIDGET (self->holdings)); item && i < n;
       item = gtk_widget_get_next_sibling (item), i++)
    {
      g_autofree char *text = holding_text (&holdings[i]);
      set_text (GTK_LABEL (gtk_widget_get_last_child (item)), text);
      g_string_append_printf (about, "%s%s", about->len ? "\n" : "", text);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->holdings), n > 0);
}

void
ml_score_row_update (MlScoreRow *self, const MlColor *color, const char *name,
                     gboolean to_move, int track, int final, guint left, guint waiting,
                     const char *figures, const MlHolding *holdings, guint n_holdings)
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
  g_autoptr (GString) about = g_string_new (to_move ? _("To move") : "");
  if (*supply)
    g_string_append_printf (about, "%s%s", about->len ? "\n" : "", supply);
  update_holdings (self, holdings, n_holdings, about);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, summary,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, about->str,
                                  -1);
}
