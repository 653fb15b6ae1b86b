#include "config.h"
#include "ml-wonder-editor.h"
#include "ml-wonders.h"

#include <glib/gi18n.h>

const char *
ml_wonder_effect_text (const MlTileDef *wonder)
{
  return ml_effect_text (wonder->effect);
}

struct _MlWonderEditor {
  GtkPopover parent_instance;

  GtkWidget *title;
  GtkWidget *effect;
  GtkWidget *owner;         /* GtkDropDown: no owner, then the players */
  GtkStringList *owners;
  GtkWidget *slots_label, *slots;
  GtkWidget *port_label, *port;
  GtkWidget *refusal;

  MlDocument *document;
  guint piece;
  gboolean syncing;         /* the widgets are being set from the document */
};

G_DEFINE_FINAL_TYPE (MlWonderEditor, ml_wonder_editor, GTK_TYPE_POPOVER)

/* The laid wonder, or NULL when the piece is gone or no wonder. */
static const MlPiece *
edited_piece (MlWonderEditor *self)
{
  if (self->document == NULL)
    return NULL;
  MlBoard *board = ml_document_get_game (self->document)->board;
  if (self->piece >= ml_board_n_pieces (board))
    return NULL;
  const MlPiece *p = ml_board_piece (board, self->piece);
  return ml_tile_is_wonder (p->tile) ? p : NULL;
}

static guint
usable_slots (const MlTileDef *tile)
{
  guint n = 0;
  while (ml_wonders_slot_usable (tile, n + 1))
    n++;
  return n;
}

static void
show_piece (MlWonderEditor *self)
{
  const MlPiece *p = edited_piece (self);
  if (p == NULL)
    {
      gtk_popover_popdown (GTK_POPOVER (self));
      return;
    }
  self->syncing = TRUE;
  gtk_label_set_text (GTK_LABEL (self->title), ml_wonder_name (p->tile));
  gtk_label_set_text (GTK_LABEL (self->effect), ml_wonder_effect_text (p->tile));

  const char *names[ML_MAX_PLAYERS];
  ml_document_player_names (self->document, names);
  guint n = ml_document_get_scenario (self->document)->players->len;
  g_autoptr (GPtrArray) items = g_ptr_array_new ();
  g_ptr_array_add (items, (gpointer) _("No owner"));
  for (guint i = 0; i < n && i < ML_MAX_PLAYERS; i++)
    g_ptr_array_add (items, (gpointer) names[i]);
  g_ptr_array_add (items, NULL);
  gtk_string_list_splice (self->owners, 0, g_list_model_get_n_items (G_LIST_MODEL (self->owners)),
                          (const char *const *) items->pdata);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (self->owner), (guint) (p->owner + 1));

  guint max_slots = usable_slots (p->tile);
  gboolean has_slots = max_slots > 0, has_port = p->tile->port;
  gtk_widget_set_visible (self->slots_label, has_slots);
  gtk_widget_set_visible (self->slots, has_slots);
  gtk_spin_button_set_range (GTK_SPIN_BUTTON (self->slots), 0, MAX (max_slots, 1));
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->slots), p->slots);
  gtk_widget_set_sensitive (self->slots, p->owner >= 0);
  gtk_widget_set_visible (self->port_label, has_port);
  gtk_widget_set_visible (self->port, has_port);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->port), p->port);
  gtk_widget_set_sensitive (self->port, p->owner >= 0);
  self->syncing = FALSE;
}

/* One edit per change; a refused one puts the widgets back and says why. */
static void
apply (MlWonderEditor *self)
{
  const MlPiece *p = edited_piece (self);
  if (self->syncing || p == NULL)
    return;
  int owner = (int) gtk_drop_down_get_selected (GTK_DROP_DOWN (self->owner)) - 1;
  guint slots = owner >= 0 ? (guint) gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (self->slots)) : 0;
  guint port = owner >= 0 && p->tile->port ? (guint) gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (self->port)) : 0;
  g_autoptr (GError) error = NULL;
  gboolean done = ml_document_set_wonder (self->document, self->piece, owner, slots, port, &error);
  if (!done)
    gtk_label_set_text (GTK_LABEL (self->refusal), error->message);
  gtk_widget_set_visible (self->refusal, !done);
  show_piece (self);
}

static GtkWidget *
grid_label (GtkGrid *grid, const char *text, int row, GtkWidget *target)
{
  GtkWidget *label = gtk_label_new_with_mnemonic (text);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_mnemonic_widget (GTK_LABEL (label), target);
  gtk_grid_attach (grid, label, 0, row, 1, 1);
  gtk_grid_attach (grid, target, 1, row, 1, 1);
  return label;
}

static void
ml_wonder_editor_dispose (GObject *object)
{
  MlWonderEditor *self = ML_WONDER_EDITOR (object);
  if (self->document)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_clear_object (&self->document);
  G_OBJECT_CLASS (ml_wonder_editor_parent_class)->dispose (object);
}

static void
ml_wonder_editor_class_init (MlWonderEditorClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = ml_wonder_editor_dispose;
}

static void
ml_wonder_editor_init (MlWonderEditor *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  self->title = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (self->title), 0);
  gtk_widget_add_css_class (self->title, "heading");
  gtk_box_append (GTK_BOX (box), self->title);
  self->effect = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (self->effect), 0);
  gtk_label_set_wrap (GTK_LABEL (self->effect), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (self->effect), 36);
  gtk_widget_add_css_class (self->effect, "dim-label");
  gtk_box_append (GTK_BOX (box), self->effect);

  GtkWidget *grid = gtk_grid_new ();
  gtk_grid_set_row_spacing (GTK_GRID (grid), 6);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 12);
  gtk_widget_set_margin_top (grid, 6);
  self->owners = gtk_string_list_new (NULL);
  self->owner = gtk_drop_down_new (G_LIST_MODEL (self->owners), NULL);
  gtk_widget_set_tooltip_text (self->owner, _("The player whose wonder this is"));
  grid_label (GTK_GRID (grid), _("_Owner"), 0, self->owner);
  self->slots = gtk_spin_button_new_with_range (0, 4, 1);
  gtk_widget_set_tooltip_text (self->slots, _("Meeples in the Taj Mahal’s slots besides the marker, filled from the canal outward"));
  self->slots_label = grid_label (GTK_GRID (grid), _("Meeples in the _slots"), 1, self->slots);
  self->port = gtk_spin_button_new_with_range (0, 99, 1);
  gtk_widget_set_tooltip_text (self->port, _("Meeples of the owner waiting in the port"));
  self->port_label = grid_label (GTK_GRID (grid), _("Meeples in the _port"), 2, self->port);
  gtk_box_append (GTK_BOX (box), grid);

  self->refusal = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (self->refusal), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (self->refusal), 36);
  gtk_label_set_xalign (GTK_LABEL (self->refusal), 0);
  gtk_widget_add_css_class (self->refusal, "error");
  gtk_widget_set_visible (self->refusal, FALSE);
  gtk_box_append (GTK_BOX (box), self->refusal);

  gtk_popover_set_child (GTK_POPOVER (self), box);
  g_signal_connect_swapped (self->owner, "notify::selected", G_CALLBACK (apply), self);
  g_signal_connect_swapped (self->slots, "value-changed", G_CALLBACK (apply), self);
  g_signal_connect_swapped (self->port, "value-changed", G_CALLBACK (apply), self);
}

MlWonderEditor *
ml_wonder_editor_new (void)
{
  return g_object_new (ML_TYPE_WONDER_EDITOR, NULL);
}

void
ml_wonder_editor_edit (MlWonderEditor *self, MlDocument *document, guint piece)
{
  g_return_if_fail (ML_IS_WONDER_EDITOR (self));
  g_return_if_fail (ML_IS_DOCUMENT (document));
  if (self->document != document)
    {
      if (self->document)
        g_signal_handlers_disconnect_by_data (self->document, self);
      g_set_object (&self->document, document);
      g_signal_connect_swapped (document, "changed", G_CALLBACK (show_piece), self);
    }
  self->piece = piece;
  gtk_widget_set_visible (self->refusal, FALSE);
  show_piece (self);
}
