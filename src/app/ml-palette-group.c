/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"
#include "ml-palette-group.h"
#include "ml-palette-tile.h"
#include "ml-game.h"

#include <glib/gi18n.h>

struct _MlPaletteGroup {
  GtkWidget parent_instance;

  GtkLabel *heading;
  GtkFlowBox *flow;

  guint expansion;
};

G_DEFINE_FINAL_TYPE (MlPaletteGroup, ml_palette_group, GTK_TYPE_WIDGET)

/* The title of the expansion that brings the set. */
static const char *
set_title (const MlTileSet *set)
{
  const MlExpansionInfo *row = ml_expansion_of_set (set->id);
  if (row)
    return _(row->title);
  if (g_str_equal (set->id, ML_EXPANSIONS_BASE_SET))
    return _("Base game");
  /* A set this version has no title for: the data's own name. */
  return set->name;
}

static void
ml_palette_group_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), ML_TYPE_PALETTE_GROUP);
  G_OBJECT_CLASS (ml_palette_group_parent_class)->dispose (object);
}

static void
ml_palette_group_class_init (MlPaletteGroupClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = ml_palette_group_dispose;
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/meeplelab/MeepleLab/ui/ml-palette-group.ui");
  gtk_widget_class_bind_template_child (widget_class, MlPaletteGroup, heading);
  gtk_widget_class_bind_template_child (widget_class, MlPaletteGroup, flow);
}

static void
ml_palette_group_init (MlPaletteGroup *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
ml_palette_group_new (const MlTileSet *set, MlPainter *painter)
{
  MlPaletteGroup *self = g_object_new (ML_TYPE_PALETTE_GROUP, NULL);
  const MlExpansionInfo *row = ml_expansion_of_set (set->id);
  self->expansion = row ? (guint) row->expansion : 0;
  gtk_label_set_text (self->heading, set_title (set));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->flow),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, set_title (set),
                                  -1);
  for (guint t = 0; t < set->tiles->len; t++)
    {
      const MlTileDef *tile = g_ptr_array_index (set->tiles, t);
      /* Faces of count 0 are for recorded games of another edition, not for building. */
      if (tile->count > 0)
        gtk_flow_box_append (self->flow, ml_palette_tile_new (tile, painter));
    }
  return GTK_WIDGET (self);
}

guint
ml_palette_group_get_expansion (MlPaletteGroup *self)
{
  g_return_val_if_fail (ML_IS_PALETTE_GROUP (self), 0);
  return self->expansion;
}

GtkFlowBox *
ml_palette_group_get_flow_box (MlPaletteGroup *self)
{
  g_return_val_if_fail (ML_IS_PALETTE_GROUP (self), NULL);
  return self->flow;
}
