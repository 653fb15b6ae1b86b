#include "config.h"
#include "ml-palette.h"
#include "ml-painter.h"
#include "ml-wonder-editor.h"
#include "ml-wonders.h"

#include <glib/gi18n.h>

#define THUMBNAIL_SIZE 56

/* One tile of the catalogue, built once: the flow box child and its counts label. */
typedef struct {
  MlPalette *palette;
  const MlTileDef *tile;
  guint expansion;       /* the MlExpansions its set needs, or 0 for the base game */
  GtkWidget *child;
  GtkWidget *label;
  guint shown;           /* the count on the board the label shows, or G_MAXUINT before the first */
} Entry;

/* One tile set: its heading and flow box, hidden together. */
typedef struct {
  guint expansion;
  GtkWidget *box;
  GtkWidget *flow;
} Group;

struct _MlPalette {
  GtkWidget parent_instance;

  GtkWidget *box;        /* the groups, one under the other */
  MlPainter *painter;    /* shared by every thumbnail */
  GPtrArray *entries;    /* Entry*, in catalogue order */
  GPtrArray *groups;     /* Group* */

  MlDocument *document;
  gulong changed_id;

  Entry *chosen;
  gboolean syncing;      /* the selection is being set to match @chosen */
};

enum {
  TILE_CHOSEN,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (MlPalette, ml_palette, GTK_TYPE_WIDGET)

static const char *
set_title (const MlTileSet *set)
{
  if (g_str_equal (set->id, "base"))
    return _("Base game");
  if (g_str_equal (set->id, "river"))
    return _("The River");
  if (g_str_equal (set->id, "abbeys"))
    return _("Abbeys");
  if (g_str_equal (set->id, "wonders"))
    return _("Wonders of Humanity");
  /* A set this version has no title for: the data's own name. */
  return set->name;
}

static guint
set_expansion (const MlTileSet *set)
{
  MlExpansions expansion;
  return ml_expansion_parse (set->id, &expansion) ? (guint) expansion : 0;
}

/* Fits every square of the tile (most are one square) in the drawing area, centred. */
static void
draw_thumbnail (GtkDrawingArea *area G_GNUC_UNUSED, cairo_t *cr, int width, int height, gpointer data)
{
  Entry *entry = data;
  const MlTileDef *tile = entry->tile;
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
  ml_painter_draw_tile (entry->palette->painter, cr, tile, 0, x, y, size);
}

/* Selection follows the chosen tile only, so that moving the focus with the arrow keys does
 * not silently change the tile in hand; a single selection across all the flow boxes. */
static void
sync_selection (MlPalette *self)
{
  self->syncing = TRUE;
  for (guint i = 0; i < self->groups->len; i++)
    {
      Group *group = g_ptr_array_index (self->groups, i);
      GtkFlowBox *flow = GTK_FLOW_BOX (group->flow);

      if (self->chosen && gtk_widget_get_parent (self->chosen->child) == group->flow)
        gtk_flow_box_select_child (flow, GTK_FLOW_BOX_CHILD (self->chosen->child));
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
  for (guint i = 0; i < self->entries->len; i++)
    {
      Entry *entry = g_ptr_array_index (self->entries, i);
      if (entry->child != GTK_WIDGET (child))
        continue;
      self->chosen = entry;
      sync_selection (self);
      g_signal_emit (self, signals[TILE_CHOSEN], 0, entry->tile->id);
      return;
    }
}

static GtkWidget *
entry_widget (Entry *entry)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  GtkWidget *area = g_object_new (GTK_TYPE_DRAWING_AREA,
                                  "accessible-role", GTK_ACCESSIBLE_ROLE_PRESENTATION,
                                  "content-width", THUMBNAIL_SIZE,
                                  "content-height", THUMBNAIL_SIZE,
                                  "halign", GTK_ALIGN_CENTER,
                                  NULL);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (area), draw_thumbnail, entry, NULL);
  gtk_box_append (GTK_BOX (box), area);

  entry->label = gtk_label_new (NULL);
  /* Long ids (abbey-kamakura-daibutsu) keep their distinctive end and the counts; the
   * tooltip has the full name. */
  gtk_label_set_ellipsize (GTK_LABEL (entry->label), PANGO_ELLIPSIZE_START);
  gtk_label_set_max_width_chars (GTK_LABEL (entry->label), 20);
  if (ml_tile_is_wonder (entry->tile))
    {
      /* A wonder's name on up to two lines, its start kept. */
      gtk_label_set_ellipsize (GTK_LABEL (entry->label), PANGO_ELLIPSIZE_END);
      gtk_label_set_wrap (GTK_LABEL (entry->label), TRUE);
      gtk_label_set_lines (GTK_LABEL (entry->label), 2);
      gtk_label_set_justify (GTK_LABEL (entry->label), GTK_JUSTIFY_CENTER);
      gtk_label_set_max_width_chars (GTK_LABEL (entry->label), 12);
    }
  gtk_widget_add_css_class (entry->label, "caption");
  gtk_widget_add_css_class (entry->label, "numeric");
  gtk_box_append (GTK_BOX (box), entry->label);

  entry->child = gtk_flow_box_child_new ();
  gtk_flow_box_child_set_child (GTK_FLOW_BOX_CHILD (entry->child), box);

  /* Dragged onto the board, the tile is laid where it is dropped. */
  GtkDragSource *drag = gtk_drag_source_new ();
  gtk_drag_source_set_actions (drag, GDK_ACTION_COPY);
  GdkContentProvider *content = gdk_content_provider_new_typed (G_TYPE_STRING, entry->tile->id);
  gtk_drag_source_set_content (drag, content);
  g_object_unref (content);
  gtk_widget_add_controller (entry->child, GTK_EVENT_CONTROLLER (drag));
  return entry->child;
}

static Group *
add_group (MlPalette *self, GtkBox *parent, const MlTileSet *set)
{
  Group *group = g_new0 (Group, 1);
  group->expansion = set_expansion (set);
  group->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);

  GtkWidget *heading = gtk_label_new (set_title (set));
  gtk_label_set_xalign (GTK_LABEL (heading), 0);
  gtk_widget_add_css_class (heading, "heading");
  gtk_box_append (GTK_BOX (group->box), heading);

  group->flow = g_object_new (GTK_TYPE_FLOW_BOX,
                              "selection-mode", GTK_SELECTION_SINGLE,
                              "homogeneous", TRUE,
                              "min-children-per-line", 2,
                              "max-children-per-line", 12,
                              "row-spacing", 4,
                              "column-spacing", 4,
                              NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (group->flow),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, set_title (set),
                                  -1);
  g_signal_connect (group->flow, "child-activated", G_CALLBACK (child_activated), self);
  g_signal_connect (group->flow, "selected-children-changed", G_CALLBACK (selection_changed), self);
  gtk_box_append (GTK_BOX (group->box), group->flow);

  gtk_box_append (parent, group->box);
  g_ptr_array_add (self->groups, group);
  return group;
}

/* No scrolled window of its own: the window puts the palette in one. */
static void
build (MlPalette *self)
{
  const MlCatalogue *catalogue = ml_catalogue_get_default ();
  self->box = g_object_new (GTK_TYPE_BOX,
                            "orientation", GTK_ORIENTATION_VERTICAL,
                            "spacing", 18,
                            "margin-top", 12,
                            "margin-bottom", 12,
                            "margin-start", 12,
                            "margin-end", 12,
                            NULL);

  for (guint s = 0; s < ml_catalogue_n_sets (catalogue); s++)
    {
      const MlTileSet *set = ml_catalogue_nth_set (catalogue, s);
      if (set->tiles->len == 0)
        continue;

      Group *group = add_group (self, GTK_BOX (self->box), set);
      for (guint t = 0; t < set->tiles->len; t++)
        {
          Entry *entry = g_new0 (Entry, 1);
          entry->shown = G_MAXUINT;
          entry->palette = self;
          entry->tile = g_ptr_array_index (set->tiles, t);
          entry->expansion = group->expansion;
          gtk_flow_box_append (GTK_FLOW_BOX (group->flow), entry_widget (entry));
          g_ptr_array_add (self->entries, entry);
        }
    }
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
}

static void
update_entry (Entry *entry, guint on_board)
{
  const MlTileDef *tile = entry->tile;
  /* Most edits change one count: the other labels keep their layout. */
  if (entry->shown == on_board)
    return;
  entry->shown = on_board;

  /* A wonder goes by its name, a tile by the letter players know it by. */
  gboolean wonder = ml_tile_is_wonder (tile);
  const char *name = wonder ? ml_wonder_name (tile) : tile->name;
  /* Translators: a tile's id, how many are on the board / how many the box holds: "D  3/4" */
  g_autofree char *text = g_strdup_printf (_("%s  %u/%u"), wonder ? name : tile->id, on_board, tile->count);
  gtk_label_set_text (GTK_LABEL (entry->label), text);
  if (on_board > tile->count)
    gtk_widget_add_css_class (entry->label, "error");
  else
    gtk_widget_remove_css_class (entry->label, "error");

  g_autofree char *counts = g_strdup_printf (ngettext ("%u in the box, %u on the board",
                                                       "%u in the box, %u on the board",
                                                       tile->count),
                                             tile->count, on_board);
  g_autofree char *about = wonder ? g_strdup_printf ("%s\n%s", ml_wonder_effect_text (tile), counts) : g_strdup (counts);
  g_autofree char *tooltip = g_strdup_printf ("%s\n%s", name, about);
  gtk_widget_set_tooltip_text (entry->child, tooltip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (entry->child),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, about,
                                  -1);
}

static void
refresh (MlPalette *self)
{
  g_autoptr(GHashTable) on_board = g_hash_table_new (g_str_hash, g_str_equal);
  guint expansions = 0;

  if (self->document)
    {
      MlGame *game = ml_document_get_game (self->document);
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

  for (guint i = 0; i < self->groups->len; i++)
    {
      Group *group = g_ptr_array_index (self->groups, i);
      gtk_widget_set_visible (group->box, group->expansion == 0 || (expansions & group->expansion));
    }

  if (self->chosen && self->chosen->expansion != 0 && !(expansions & self->chosen->expansion))
    ml_palette_unselect (self);

  for (guint i = 0; i < self->entries->len; i++)
    {
      Entry *entry = g_ptr_array_index (self->entries, i);
      update_entry (entry, GPOINTER_TO_UINT (g_hash_table_lookup (on_board, entry->tile->id)));
    }
}

static void
drop_document (MlPalette *self)
{
  if (self->document)
    g_clear_signal_handler (&self->changed_id, self->document);
  g_clear_object (&self->document);
}

static void
ml_palette_dispose (GObject *object)
{
  MlPalette *self = ML_PALETTE (object);

  drop_document (self);
  /* Children leaving with their flow boxes are no change of selection to follow. */
  self->chosen = NULL;
  self->syncing = TRUE;
  g_clear_pointer (&self->box, gtk_widget_unparent);

  G_OBJECT_CLASS (ml_palette_parent_class)->dispose (object);
}

static void
ml_palette_finalize (GObject *object)
{
  MlPalette *self = ML_PALETTE (object);

  g_ptr_array_unref (self->entries);
  g_ptr_array_unref (self->groups);
  ml_painter_free (self->painter);

  G_OBJECT_CLASS (ml_palette_parent_class)->finalize (object);
}

static void
ml_palette_class_init (MlPaletteClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ml_palette_dispose;
  object_class->finalize = ml_palette_finalize;

  signals[TILE_CHOSEN] = g_signal_new ("tile-chosen",
                                       G_TYPE_FROM_CLASS (klass),
                                       G_SIGNAL_RUN_LAST,
                                       0, NULL, NULL, NULL,
                                       G_TYPE_NONE, 1, G_TYPE_STRING);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "mlpalette");
}

static void
ml_palette_init (MlPalette *self)
{
  self->painter = ml_painter_new ();
  self->entries = g_ptr_array_new_with_free_func (g_free);
  self->groups = g_ptr_array_new_with_free_func (g_free);

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

  if (self->document == document)
    return;

  drop_document (self);
  if (document)
    {
      self->document = g_object_ref (document);
      self->changed_id = g_signal_connect_swapped (document, "changed", G_CALLBACK (refresh), self);
    }
  refresh (self);
}

void
ml_palette_unselect (MlPalette *self)
{
  g_return_if_fail (ML_IS_PALETTE (self));

  self->chosen = NULL;
  sync_selection (self);
}
