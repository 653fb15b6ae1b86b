/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"
#include "ml-palette.h"
#include "ml-painter.h"
#include "ml-palette-group.h"
#include "ml-palette-tile.h"
#include "ml-app-expansions.h"

struct _MlPalette {
  GtkWidget parent_instance;

  GtkBox *box;              /* the groups, one under the other */
  MlPainter *painter;       /* shared by every thumbnail */

  MlDocument *document;
  GSignalGroup *document_signals;

  MlPaletteTile *chosen;
  gboolean syncing;         /* the selection is being set to match @chosen */
};

enum {
  PROP_0,
  PROP_DOCUMENT,
  N_PROPS
};

enum {
  TILE_CHOSEN,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (MlPalette, ml_palette, GTK_TYPE_WIDGET)

#define FOR_EACH_GROUP(self, group) \
  for (GtkWidget *group = gtk_widget_get_first_child (GTK_WIDGET ((self)->box)); group; \
       group = gtk_widget_get_next_sibling (group))

/* Selection follows the chosen tile only, so that moving the focus with the arrow keys does
 * not silently change the tile in hand; a single selection across all the flow boxes. */
static void
sync_selection (MlPalette *self)
{
  self->syncing = TRUE;
  FOR_EACH_GROUP (self, group)
    {
      GtkFlowBox *flow = ml_palette_group_get_flow_box (ML_PALETTE_GROUP (group));
      if (self->chosen && gtk_widget_get_parent (GTK_WIDGET (self->chosen)) == GTK_WIDGET (flow))
        gtk_flow_box_select_child (flow, GTK_FLOW_BOX_CHILD (self->chosen));
      else
        gtk_flow_box_unselect_all (flow);
    }
  self->syncing = FALSE;
}

static void
selection_changed (GtkFlowBox *flow G_GNUC_UNUSED, MlPalette *self)
{
  if (!self->syncing)
    sync_selection (self);
}

static void
child_activated (GtkFlowBox *flow G_GNUC_UNUSED, GtkFlowBoxChild *child, MlPalette *self)
{
  self->chosen = ML_PALETTE_TILE (child);
  sync_selection (self);
  g_signal_emit (self, signals[TILE_CHOSEN], 0, ml_palette_tile_get_tile (self->chosen)->id);
}

static void
refresh (MlPalette *self)
{
  g_autoptr (GHashTable) on_board = g_hash_table_new (g_str_hash, g_str_equal);
  guint expansions = 0;
  MlGame *game = NULL;

  if (self->document)
    {
      game = ml_document_get_game (self->document);
      expansions = ml_document_get_scenario (self->document)->expansions;
      if (game)
        {
          guint n;
          const MlPiece *pieces = ml_board_pieces (game->board, &n);
          for (guint i = 0; i < n; i++)
            {
              const char *id = pieces[i].tile->id;
              guint count = GPOINTER_TO_UINT (g_hash_table_lookup (on_board, id));
              g_hash_table_insert (on_board, (gpointer) id, GUINT_TO_POINTER (count + 1));
            }
        }
    }

  FOR_EACH_GROUP (self, group)
    {
      guint expansion = ml_palette_group_get_expansion (ML_PALETTE_GROUP (group));
      gboolean shown = expansion == 0 || (expansions & expansion);
      gtk_widget_set_visible (group, shown);
      GtkWidget *flow = GTK_WIDGET (ml_palette_group_get_flow_box (ML_PALETTE_GROUP (group)));
      if (!shown && self->chosen && gtk_widget_get_parent (GTK_WIDGET (self->chosen)) == flow)
        ml_palette_unselect (self);
      for (GtkWidget *child = gtk_widget_get_first_child (flow); child; child = gtk_widget_get_next_sibling (child))
        {
          MlPaletteTile *tile = ML_PALETTE_TILE (child);
          const MlTileDef *def = ml_palette_tile_get_tile (tile);
          /* A module's piece is described by its module, under the readings in force. */
          g_autofree char *about = ml_app_expansions_tile_about (game, def);
          ml_palette_tile_set_count (tile, GPOINTER_TO_UINT (g_hash_table_lookup (on_board, def->id)), about);
        }
    }
}

/* No scrolled window of its own: the window puts the palette in one. */
static void
build (MlPalette *self)
{
  const MlCatalogue *catalogue = ml_catalogue_get_default ();
  for (guint s = 0; s < ml_catalogue_n_sets (catalogue); s++)
    {
      const MlTileSet *set = ml_catalogue_nth_set (catalogue, s);
      if (set->tiles->len == 0)
        continue;
      GtkWidget *group = ml_palette_group_new (set, self->painter);
      GtkFlowBox *flow = ml_palette_group_get_flow_box (ML_PALETTE_GROUP (group));
      g_signal_connect (flow, "child-activated", G_CALLBACK (child_activated), self);
      g_signal_connect (flow, "selected-children-changed", G_CALLBACK (selection_changed), self);
      gtk_box_append (self->box, group);
    }
}

static void
ml_palette_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  MlPalette *self = ML_PALETTE (object);

  switch (prop_id)
    {
    case PROP_DOCUMENT:
      g_value_set_object (value, self->document);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ml_palette_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  MlPalette *self = ML_PALETTE (object);

  switch (prop_id)
    {
    case PROP_DOCUMENT:
      ml_palette_set_document (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ml_palette_dispose (GObject *object)
{
  MlPalette *self = ML_PALETTE (object);

  g_signal_group_set_target (self->document_signals, NULL);
  g_clear_object (&self->document);
  /* Children leaving with their flow boxes are no change of selection to follow. */
  self->chosen = NULL;
  self->syncing = TRUE;
  gtk_widget_dispose_template (GTK_WIDGET (self), ML_TYPE_PALETTE);

  G_OBJECT_CLASS (ml_palette_parent_class)->dispose (object);
}

static void
ml_palette_finalize (GObject *object)
{
  MlPalette *self = ML_PALETTE (object);

  g_object_unref (self->document_signals);
  ml_painter_free (self->painter);

  G_OBJECT_CLASS (ml_palette_parent_class)->finalize (object);
}

static void
ml_palette_class_init (MlPaletteClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = ml_palette_get_property;
  object_class->set_property = ml_palette_set_property;
  object_class->dispose = ml_palette_dispose;
  object_class->finalize = ml_palette_finalize;

  properties[PROP_DOCUMENT] = g_param_spec_object ("document", NULL, NULL, ML_TYPE_DOCUMENT,
                                                   G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[TILE_CHOSEN] = g_signal_new ("tile-chosen",
                                       G_TYPE_FROM_CLASS (klass),
                                       G_SIGNAL_RUN_LAST,
                                       0, NULL, NULL, NULL,
                                       G_TYPE_NONE, 1, G_TYPE_STRING);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/meeplelab/MeepleLab/ui/ml-palette.ui");
  gtk_widget_class_bind_template_child (widget_class, MlPalette, box);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "mlpalette");
}

static void
ml_palette_init (MlPalette *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->painter = ml_painter_new ();
  self->document_signals = g_signal_group_new (ML_TYPE_DOCUMENT);
  g_signal_group_connect_swapped (self->document_signals, "changed", G_CALLBACK (refresh), self);

  build (self);
  refresh (self);
}

MlPalette *
ml_palette_new (void)
{
  return g_object_new (ML_TYPE_PALETTE, NULL);
}

void
ml_palette_set_document (MlPalette *self, MlDocument *document)
{
  g_return_if_fail (ML_IS_PALETTE (self));
  g_return_if_fail (document == NULL || ML_IS_DOCUMENT (document));

  if (!g_set_object (&self->document, document))
    return;
  g_signal_group_set_target (self->document_signals, document);
  refresh (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DOCUMENT]);
}

MlDocument *
ml_palette_get_document (MlPalette *self)
{
  g_return_val_if_fail (ML_IS_PALETTE (self), NULL);
  return self->document;
}

void
ml_palette_unselect (MlPalette *self)
{
  g_return_if_fail (ML_IS_PALETTE (self));

  self->chosen = NULL;
  sync_selection (self);
}
