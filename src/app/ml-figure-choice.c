/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"
#include "ml-figure-choice.h"
#include <string.h>
#include "ml-expansion-modules.h"

#include <glib/gi18n.h>

guint
ml_figure_choice_enabled (guint expansions, guint *out)
{
  guint n = 0;
  for (guint f = 0; f < ml_figures_count () && n < ML_MAX_FIGURES; f++)
    {
      const MlFigureDef *def = ml_figure (f);
      if (f == ML_FIGURE_MEEPLE || (def->expansion & expansions) == def->expansion)
        out[n++] = f;
    }
  return n;
}

/* @name with its first letter a capital: "Meeple", "Claustral prior". */
static char *
capitalised (const char *name)
{
  g_autofree char *first = g_utf8_substring (name, 0, 1);
  g_autofree char *upper = g_utf8_strup (first, -1);
  return g_strconcat (upper, g_utf8_offset_to_pointer (name, 1), NULL);
}

/* The figures a list offers, in its order, kept on the list itself. */
#define FIGURES_KEY "ml-figure-choice-figures"

static void
selection_changed (GtkDropDown *list)
{
  GArray *figures = g_object_get_data (G_OBJECT (list), FIGURES_KEY);
  guint i = gtk_drop_down_get_selected (list);
  guint figure = figures && i < figures->len ? g_array_index (figures, guint, i) : ML_FIGURE_MEEPLE;
  /* Translators: the tooltip of the list of figures; %s is a figure's name, "large meeple" */
  g_autofree char *tip = g_strdup_printf (_("The figure a click on a feature lays: %s. Shift-click lays the feature’s other figure."),
                                          _(ml_figure (figure)->name));
  gtk_widget_set_tooltip_text (GTK_WIDGET (list), tip);
}

void
ml_figure_choice_fill (GtkDropDown *list, const guint *figures, guint n)
{
  GArray *old = g_object_get_data (G_OBJECT (list), FIGURES_KEY);
  if (old == NULL)
    g_signal_connect (list, "notify::selected", G_CALLBACK (selection_changed), NULL);
  gboolean same = old && old->len == n && memcmp (old->data, figures, n * sizeof *figures) == 0;
  if (!same)
    {
      guint was = ml_figure_choice_chosen (list), selected = 0;
      g_autoptr (GtkStringList) names = gtk_string_list_new (NULL);
      GArray *kept = g_array_sized_new (FALSE, FALSE, sizeof (guint), n);
      for (guint i = 0; i < n; i++)
        {
          g_autofree char *entry = capitalised (_(ml_figure (figures[i])->name));
          gtk_string_list_append (names, entry);
          g_array_append_val (kept, figures[i]);
          if (figures[i] == was)
            selected = i;
        }
      g_object_set_data_full (G_OBJECT (list), FIGURES_KEY, kept, (GDestroyNotify) g_array_unref);
      gtk_drop_down_set_model (list, G_LIST_MODEL (names));
      gtk_drop_down_set_selected (list, selected);
    }
  selection_changed (list);
  gtk_widget_set_visible (GTK_WIDGET (list), n > 1);
}

char *
ml_figure_choice_name (guint figure)
{
  return capitalised (_(ml_figure (figure)->name));
}

guint
ml_figure_choice_chosen (GtkDropDown *list)
{
  GArray *figures = g_object_get_data (G_OBJECT (list), FIGURES_KEY);
  guint i = gtk_drop_down_get_selected (list);
  return figures && i < figures->len ? g_array_index (figures, guint, i) : ML_FIGURE_MEEPLE;
}

char *
ml_figure_choice_left (const MlGame *game, int player)
{
  g_autoptr (GString) text = g_string_new (NULL);
  for (guint f = 1; f < ml_figures_count (); f++)
    {
      const MlFigureDef *def = ml_figure (f);
      if (def->per_player == 0 || (def->expansion & game->expansions) != def->expansion)
        continue;
      guint left = ml_expansion_modules_figures_left (game, player, f);
      if (text->len)
        g_string_append_c (text, '\n');
      /* The plural name before the count, so that no language has to agree a word with
       * the number. */
      g_autofree char *name = capitalised (_(def->plural));
      /* Translators: a player's figures of their own, "large meeples: 1" */
      g_string_append_printf (text, _("%s: %u"), name, left);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}
