/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"
#include "ml-palette-tile.h"
#include "ml-expansion-modules.h"

#include <glib/gi18n.h>

struct _MlPaletteTile {
  GtkFlowBoxChild parent_instance;

  GtkDrawingArea *face;
  GtkLabel *label;          /* a tile's id and counts */
  GtkLabel *name_label;   /* a named tile's name and counts, on up to two lines */

  const MlTileDef *tile;
  MlPainter *painter;
  guint shown;              /* the count on the board the label shows, or G_MAXUINT before the first */
  char *shown_about;        /* the module's line its tooltip says, or NULL */
};

G_DEFINE_FINAL_TYPE (MlPaletteTile, ml_palette_tile, GTK_TYPE_FLOW_BOX_CHILD)

/* Fits every square of the tile (most are one square) in the drawing area, centred. */
static void
draw_face (GtkDrawingArea *area G_GNUC_UNUSED, cairo_t *cr, int width, int height, gpointer data)
{
  MlPaletteTile *self = data;
  const MlTileDef *tile = self->tile;
  int min_x = 0, min_y = 0, max_x = 0, max_y = 0;

  for (guint c = 0; c < tile->n_cells; c++)
    {
      min_x = MIN (min_x, tile->cells[c].dx);
      max_x = MAX (max_x, tile->cells[c].dx);
      min_y = MIN (min_y, tile->cells[c].dy);
      max_y = MAX (max_y, tile->cells[c].dy);
    }

  int columns = max_x - min_x + 1, rows = max_y - min_y + 1;
  double size = MIN (width / (double) columns, height / (double) rows);
  double x = (width - columns * size) / 2 - min_x * size;
  double y = (height - rows * size) / 2 - min_y * size;
  ml_painter_draw_tile (self->painter, cr, tile, 0, x, y, size);
}

static GdkContentProvider *
drag_prepare_cb (MlPaletteTile *self, double x G_GNUC_UNUSED, double y G_GNUC_UNUSED)
{
  return gdk_content_provider_new_typed (G_TYPE_STRING, self->tile->id);
}

static void
ml_palette_tile_finalize (GObject *object)
{
  g_free (ML_PALETTE_TILE (object)->shown_about);
  G_OBJECT_CLASS (ml_palette_tile_parent_class)->finalize (object);
}

static void
ml_palette_tile_class_init (MlPaletteTileClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  G_OBJECT_CLASS (klass)->finalize = ml_palette_tile_finalize;

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/meeplelab/MeepleLab/ui/ml-palette-tile.ui");
  gtk_widget_class_bind_template_child (widget_class, MlPaletteTile, face);
  gtk_widget_class_bind_template_child (widget_class, MlPaletteTile, label);
  gtk_widget_class_bind_template_child (widget_class, MlPaletteTile, name_label);
  gtk_widget_class_bind_template_callback (widget_class, drag_prepare_cb);
}

static void
ml_palette_tile_init (MlPaletteTile *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->shown = G_MAXUINT;
  gtk_drawing_area_set_draw_func (self->face, draw_face, self, NULL);
}

GtkWidget *
ml_palette_tile_new (const MlTileDef *tile, MlPainter *painter)
{
  g_return_val_if_fail (tile != NULL, NULL);
  g_return_val_if_fail (painter != NULL, NULL);

  MlPaletteTile *self = g_object_new (ML_TYPE_PALETTE_TILE, NULL);
  self->tile = tile;
  self->painter = painter;
  gboolean named = ml_tile_goes_by_name (tile);
  gtk_widget_set_visible (GTK_WIDGET (self->label), !named);
  gtk_widget_set_visible (GTK_WIDGET (self->name_label), named);
  return GTK_WIDGET (self);
}

const MlTileDef *
ml_palette_tile_get_tile (MlPaletteTile *self)
{
  g_return_val_if_fail (ML_IS_PALETTE_TILE (self), NULL);
  return self->tile;
}

void
ml_palette_tile_set_count (MlPaletteTile *self, guint on_board, const char *about_tile)
{
  g_return_if_fail (ML_IS_PALETTE_TILE (self));

  const MlTileDef *tile = self->tile;
  /* Most edits change one count: the other labels keep their layout. */
  if (self->shown == on_board && g_strcmp0 (self->shown_about, about_tile) == 0)
    return;
  self->shown = on_board;
  g_free (self->shown_about);
  self->shown_about = g_strdup (about_tile);

  /* A base tile goes by the letter players know it by, any other by its name: a module's
   * piece by the name its module gives it. */
  gboolean named = ml_tile_goes_by_name (tile);
  g_autofree char *module_name = ml_expansion_modules_tile_words (tile);
  const char *name = module_name ? module_name : tile->name;
  GtkWidget *label = GTK_WIDGET (named ? self->name_label : self->label);
  /* Translators: a tile's id or name, how many are on the board / how many the box holds: "D  3/4" */
  g_autofree char *text = g_strdup_printf (_("%s  %u/%u"), named ? name : tile->id, on_board, tile->count);
  gtk_label_set_text (GTK_LABEL (label), text);
  if (on_board > tile->count)
    gtk_widget_add_css_class (label, "error");
  else
    gtk_widget_remove_css_class (label, "error");

  g_autofree char *counts = g_strdup_printf (ngettext ("%u in the box, %u on the board",
                                                       "%u in the box, %u on the board",
                                                       tile->count),
                                             tile->count, on_board);
  g_autofree char *about = about_tile ? g_strdup_printf ("%s\n%s", about_tile, counts) : g_strdup (counts);
  g_autofree char *tooltip = g_strdup_printf ("%s\n%s", name, about);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self), tooltip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, about,
                                  -1);
}
