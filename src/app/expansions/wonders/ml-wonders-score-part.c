/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"
#include "wonders/ml-wonders-state.h"
#include "ml-wonders-score-part.h"
#include "wonders/ml-wonders.h"
#include "ml-wonders-row.h"
#include "ml-list-rows.h"

#include <glib/gi18n.h>

struct _MlWondersScorePart {
  GtkWidget parent_instance;

  GtkListBox *wonders;
  GtkLabel *pairs;         /* where the pairs wait, the wonders left */
};

static void ml_wonders_score_part_iface_init (MlScorePartInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (MlWondersScorePart, ml_wonders_score_part, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (ML_TYPE_SCORE_PART, ml_wonders_score_part_iface_init))

static void
clear_list (GtkListBox *list)
{
  GtkListBoxRow *row;
  while ((row = gtk_list_box_get_row_at_index (list, 0)))
    gtk_list_box_remove (list, GTK_WIDGET (row));
}


/* The board piece of @wonder that @player owns, or NULL. */
static const MlPiece *
laid_wonder (MlGame *game, int player, const MlTileDef *wonder)
{
  int at = ml_wonders_laid (game, wonder, player);
  return at < 0 ? NULL : ml_board_piece (game->board, (guint) at);
}

/* "Taj Mahal laid, 2 meeples in its slots", "Great Wall of China in hand", … one a line. */
static char *
holdings (MlGame *game, int player)
{
  g_autoptr (GString) text = g_string_new (NULL);
  for (guint k = 0; k < ml_wonders_state (game)->n_taken[player]; k++)
    {
      const MlTileDef *wonder = ml_wonders_state (game)->taken[player][k];
      const MlPiece *piece = laid_wonder (game, player, wonder);
      if (text->len)
        g_string_append_c (text, '\n');
      if (piece == NULL)
        /* Translators: a wonder a player took and has not laid yet */
        g_string_append_printf (text, _("%s in hand"), ml_wonder_name (wonder));
      else if (piece->slots > 0)
        g_string_append_printf (text, ngettext ("%s laid, %u meeple in its slots", "%s laid, %u meeples in its slots",
                                                piece->slots),
                                ml_wonder_name (wonder), piece->slots);
      else if (piece->port > 0)
        g_string_append_printf (text, ngettext ("%s laid, %u meeple in its port", "%s laid, %u meeples in its port",
                                                piece->port),
                                ml_wonder_name (wonder), piece->port);
      else
        g_string_append_printf (text, _("%s laid"), ml_wonder_name (wonder));
    }
  if (ml_wonders_state (game)->kept[player])
    {
      if (text->len)
        g_string_append_c (text, '\n');
      /* Translators: Abu Simbel; %s is a tile id */
      g_string_append_printf (text, _("Tile %s kept face down"), ml_wonders_state (game)->kept[player]->id);
    }
  if (text->len == 0)
    g_string_append (text, _("No wonder yet"));
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static char *
pairs_text (MlGame *game)
{
  g_autoptr (GString) pairs = g_string_new (NULL);
  g_string_printf (pairs, _("The meeples beside the score track wait at %d."), ml_wonders_pairs_at (game));
  g_string_append_c (pairs, ' ');
  if (ml_wonders_state (game)->n_available > 0)
    {
      g_autoptr (GPtrArray) left = g_ptr_array_new ();
      for (guint i = 0; i < ml_wonders_state (game)->n_available; i++)
        g_ptr_array_add (left, (gpointer) ml_wonder_name (ml_wonders_state (game)->available[i]));
      g_ptr_array_add (left, NULL);
      g_autofree char *list = g_strjoinv (", ", (char **) left->pdata);
      /* Translators: the wonders nobody took yet, joined by ", " */
      g_string_append_printf (pairs, _("Still to take: %s."), list);
    }
  else
    g_string_append (pairs, _("No wonder is left to take."));
  return g_string_free (g_steal_pointer (&pairs), FALSE);
}

static void
update (MlScorePart *part, MlDocument *document, const char *const *names)
{
  MlWondersScorePart *self = ML_WONDERS_SCORE_PART (part);
  MlGame *game = document ? ml_document_get_game (document) : NULL;
  gboolean on = game && (game->expansions & ML_EXPANSION_WONDERS);
  gtk_widget_set_visible (GTK_WIDGET (self), on);
  if (!on)
    {
      clear_list (self->wonders);
      return;
    }
  const MlScenario *scenario = ml_document_get_scenario (document);
  guint n = MIN (game->n_players, scenario->players->len);
  for (guint i = 0; i < n; i++)
    {
      const MlScenarioPlayer *player = g_ptr_array_index (scenario->players, i);
      MlColor color;
      ml_color_for_player (player->color, i, &color);
      g_autofree char *text = holdings (game, (int) i);
      GtkWidget *row = ml_list_rows_nth (self->wonders, i, ml_wonders_row_new);
      ml_wonders_row_update (ML_WONDERS_ROW (row), &color, names[i], text);
    }
  ml_list_rows_trim (self->wonders, n);
  g_autofree char *pairs = pairs_text (game);
  gtk_label_set_text (self->pairs, pairs);
}

static void
ml_wonders_score_part_iface_init (MlScorePartInterface *iface)
{
  iface->update = update;
}

GtkWidget *
ml_wonders_score_part_new (void)
{
  return g_object_new (ML_TYPE_WONDERS_SCORE_PART, NULL);
}

static void
ml_wonders_score_part_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), ML_TYPE_WONDERS_SCORE_PART);
  /* The heading too, which the template does not bind. */
  GtkWidget *child;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))))
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (ml_wonders_score_part_parent_class)->dispose (object);
}

static void
ml_wonders_score_part_class_init (MlWondersScorePartClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  G_OBJECT_CLASS (klass)->dispose = ml_wonders_score_part_dispose;
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/meeplelab/MeepleLab/ui/ml-wonders-score-part.ui");
  gtk_widget_class_bind_template_child (widget_class, MlWondersScorePart, wonders);
  gtk_widget_class_bind_template_child (widget_class, MlWondersScorePart, pairs);
}

static void
ml_wonders_score_part_init (MlWondersScorePart *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
