/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"
#include "ml-legend.h"
#include "ml-painter.h"
#include "ml-figure-art.h"
#include "ml-figure-choice.h"
#include "ml-legend-rows.h"

#include <glib/gi18n.h>
#include <string.h>

#define SYMBOL 28      /* pixels of one drawn symbol */

struct _MlLegend {
  GtkPopover parent_instance;
  GtkDrawingArea *legal, *open_end, *mismatch, *roads, *cities, *fields, *meeples;
  GtkGrid *grid;
  GPtrArray *figure_rows;   /* GtkWidget*: the figures' and the expansions' symbols and labels,
                             * added to the grid */
  guint figure_expansions;  /* the expansions they were made for, or G_MAXUINT before any */
  MlColor players[ML_MAX_PLAYERS];
  guint n_players;
};

/* The rows of the figures, then the expansions' (ml-legend-rows.h), come after the
 * template's. */
#define FIGURE_ROWS 40
#define MAX_EXPANSION_ROWS 32

G_DEFINE_FINAL_TYPE (MlLegend, ml_legend, GTK_TYPE_POPOVER)

static void
draw_symbol (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  MlLegend *self = ML_LEGEND (gtk_widget_get_ancestor (GTK_WIDGET (area), ML_TYPE_LEGEND));
  MlLegendSymbol symbol = GPOINTER_TO_INT (data);
  ml_painter_draw_legend_symbol (cr, symbol, &self->players[0], 0, 0, (height - SYMBOL) / 2.0, SYMBOL);
}

/* A swatch for every colour of the kind's family, so that the reader sees them all. */
static void
draw_family (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  MlFeatureKind kind = GPOINTER_TO_INT (data);
  guint n = 0;
  ml_painter_overlay_palette (kind, &n, NULL);
  double w = n ? (double) width / n : width;
  for (guint i = 0; i < n; i++)
    ml_painter_draw_overlay_swatch (cr, kind, i, i * w + 1, 2, w - 2, height - 4);
}

static void
draw_meeples (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  MlLegend *self = ML_LEGEND (gtk_widget_get_ancestor (GTK_WIDGET (area), ML_TYPE_LEGEND));
  for (guint p = 0; p < self->n_players; p++)
    ml_painter_draw_legend_symbol (cr, ML_LEGEND_MEEPLE, &self->players[p], (int) p, p * SYMBOL,
                                   (height - SYMBOL) / 2.0, SYMBOL);
}

/* Figure (the draw func's data) in the first player's colour, as the board draws it. */
static void
draw_figure (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  MlLegend *self = ML_LEGEND (gtk_widget_get_ancestor (GTK_WIDGET (area), ML_TYPE_LEGEND));
  guint figure = GPOINTER_TO_UINT (data);
  const MlFigureDef *def = ml_figure (figure);
  double size = 0.7 * SYMBOL * (def->size > 0 ? def->size : 1);
  ml_figure_art_draw (cr, figure, width / 2.0, height / 2.0, MIN (size, 0.95 * SYMBOL), &self->players[0], 0,
                      def->lies);
}

/* An expansion's row (the draw func's data, an MlLegendRow). */
static void
draw_row (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  MlLegend *self = ML_LEGEND (gtk_widget_get_ancestor (GTK_WIDGET (area), ML_TYPE_LEGEND));
  const MlLegendRow *row = data;
  row->draw (cr, (width - SYMBOL) / 2.0, (height - SYMBOL) / 2.0, SYMBOL, &self->players[0], 0);
}

/* A symbol drawn by @draw with @data, and @words beside it, on row @row of the grid. */
static void
add_row (MlLegend *self, int row, GtkDrawingAreaDrawFunc draw, gpointer data, const char *words)
{
  GtkWidget *area = gtk_drawing_area_new ();
  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (area), SYMBOL);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (area), SYMBOL);
  gtk_widget_set_valign (area, GTK_ALIGN_CENTER);
  /* At the start of its column, as the template's symbols are. */
  gtk_widget_set_halign (area, GTK_ALIGN_START);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (area), draw, data, NULL);
  GtkWidget *label = gtk_label_new (words);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 40);
  gtk_grid_attach (self->grid, area, 0, row, 1, 1);
  gtk_grid_attach (self->grid, label, 1, row, 1, 1);
  g_ptr_array_add (self->figure_rows, area);
  g_ptr_array_add (self->figure_rows, label);
}

void
ml_legend_set_expansions (MlLegend *self, guint expansions)
{
  g_return_if_fail (ML_IS_LEGEND (self));
  if (expansions == self->figure_expansions)
    return;
  self->figure_expansions = expansions;
  for (guint i = 0; i < self->figure_rows->len; i++)
    gtk_grid_remove (self->grid, g_ptr_array_index (self->figure_rows, i));
  g_ptr_array_set_size (self->figure_rows, 0);
  guint figures[ML_MAX_FIGURES];
  guint n = ml_figure_choice_enabled (expansions, figures);
  for (guint i = 1; i < n; i++)
    {
      /* A figure its module draws says what it is; the others are known by their name. */
      const MlFigureArt *art = ml_figure_art_find (figures[i]);
      g_autofree char *name = art && art->legend ? g_strdup (_(art->legend)) : ml_figure_choice_name (figures[i]);
      add_row (self, FIGURE_ROWS + (int) i, draw_figure, GUINT_TO_POINTER (figures[i]), name);
    }
  const MlLegendRow *rows[MAX_EXPANSION_ROWS];
  guint n_rows = ml_legend_rows (expansions, rows, G_N_ELEMENTS (rows));
  for (guint i = 0; i < n_rows; i++)
    add_row (self, FIGURE_ROWS + ML_MAX_FIGURES + (int) i, draw_row, (gpointer) rows[i], _(rows[i]->label));
}

static void
ml_legend_finalize (GObject *object)
{
  g_clear_pointer (&ML_LEGEND (object)->figure_rows, g_ptr_array_unref);
  G_OBJECT_CLASS (ml_legend_parent_class)->finalize (object);
}

static void
ml_legend_class_init (MlLegendClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  G_OBJECT_CLASS (klass)->finalize = ml_legend_finalize;
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/meeplelab/MeepleLab/ui/ml-legend.ui");
  gtk_widget_class_bind_template_child (widget_class, MlLegend, grid);
  gtk_widget_class_bind_template_child (widget_class, MlLegend, legal);
  gtk_widget_class_bind_template_child (widget_class, MlLegend, open_end);
  gtk_widget_class_bind_template_child (widget_class, MlLegend, mismatch);
  gtk_widget_class_bind_template_child (widget_class, MlLegend, roads);
  gtk_widget_class_bind_template_child (widget_class, MlLegend, cities);
  gtk_widget_class_bind_template_child (widget_class, MlLegend, fields);
  gtk_widget_class_bind_template_child (widget_class, MlLegend, meeples);
}

static void
ml_legend_init (MlLegend *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->figure_rows = g_ptr_array_new ();
  self->figure_expansions = G_MAXUINT;
  for (guint p = 0; p < ML_MAX_PLAYERS; p++)
    ml_color_for_player (NULL, p, &self->players[p]);
  self->n_players = 2;
  const struct { GtkDrawingArea *area; MlLegendSymbol symbol; } symbols[] = {
    { self->legal, ML_LEGEND_LEGAL }, { self->open_end, ML_LEGEND_OPEN_END },
    { self->mismatch, ML_LEGEND_MISMATCH },
  };
  for (guint i = 0; i < G_N_ELEMENTS (symbols); i++)
    gtk_drawing_area_set_draw_func (symbols[i].area, draw_symbol, GINT_TO_POINTER (symbols[i].symbol), NULL);
  gtk_drawing_area_set_draw_func (self->roads, draw_family, GINT_TO_POINTER (ML_FEATURE_ROAD), NULL);
  gtk_drawing_area_set_draw_func (self->cities, draw_family, GINT_TO_POINTER (ML_FEATURE_CITY), NULL);
  gtk_drawing_area_set_draw_func (self->fields, draw_family, GINT_TO_POINTER (ML_FEATURE_FIELD), NULL);
  gtk_drawing_area_set_draw_func (self->meeples, draw_meeples, NULL, NULL);
}

GtkWidget *
ml_legend_new (void)
{
  return g_object_new (ML_TYPE_LEGEND, NULL);
}

void
ml_legend_set_players (MlLegend *self, const MlColor *colors, guint n)
{
  g_return_if_fail (ML_IS_LEGEND (self));
  self->n_players = MIN (n, ML_MAX_PLAYERS);
  memcpy (self->players, colors, self->n_players * sizeof *colors);
  gtk_drawing_area_set_content_width (self->meeples, MAX (1, (int) self->n_players) * SYMBOL);
  gtk_widget_queue_draw (GTK_WIDGET (self->meeples));
  for (guint i = 0; i < self->figure_rows->len; i++)
    gtk_widget_queue_draw (g_ptr_array_index (self->figure_rows, i));
}
