/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"
#include "ml-wonder-editor.h"
#include "wonders/ml-wonders.h"
#include "wonders/ml-wonders-document.h"

#include <glib/gi18n.h>

struct _MlWonderEditor {
  GtkPopover parent_instance;

  GtkLabel *title;
  GtkLabel *effect;
  GtkDropDown *owner;       /* no owner, then the players */
  GtkStringList *owners;
  GtkWidget *slots_label;
  GtkSpinButton *slots;
  GtkWidget *port_label;
  GtkSpinButton *port;
  GtkWidget *refusal;

  MlDocument *document;
  GSignalGroup *document_signals;
  guint piece;
  gboolean syncing;         /* the widgets are being set from the document */
};

enum {
  PROP_0,
  PROP_DOCUMENT,
  PROP_PIECE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

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

/* The slots besides the marker's that take a meeple under the document's readings. */
static guint
usable_slots (const MlReadings *readings, const MlTileDef *tile)
{
  guint n = 0;
  while (ml_wonders_slot_points (readings, tile, n + 1) > 0)
    n++;
  return n;
}

static gboolean
same_strings (GListModel *list, const char *const *strings)
{
  guint n = g_list_model_get_n_items (list);
  if (n != g_strv_length ((char **) strings))
    return FALSE;
  for (guint i = 0; i < n; i++)
    {
      g_autoptr (GtkStringObject) item = g_list_model_get_item (list, i);
      if (g_strcmp0 (gtk_string_object_get_string (item), strings[i]) != 0)
        return FALSE;
    }
  return TRUE;
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
  gtk_label_set_text (self->title, ml_wonder_name (p->tile));
  const MlGame *game = ml_document_get_game (self->document);
  /* The effect it has under the document's reading of the bindings. */
  gtk_label_set_text (self->effect, ml_effect_text (ml_wonder_effect (game, p->tile)));

  const char *names[ML_MAX_PLAYERS];
  ml_document_player_names (self->document, names);
  guint n = ml_document_get_scenario (self->document)->players->len;
  g_autoptr (GPtrArray) items = g_ptr_array_new ();
  g_ptr_array_add (items, (gpointer) _("No owner"));
  for (guint i = 0; i < n && i < ML_MAX_PLAYERS; i++)
    g_ptr_array_add (items, (gpointer) names[i]);
  g_ptr_array_add (items, NULL);
  if (!same_strings (G_LIST_MODEL (self->owners), (const char *const *) items->pdata))
    gtk_string_list_splice (self->owners, 0, g_list_model_get_n_items (G_LIST_MODEL (self->owners)),
                            (const char *const *) items->pdata);
  gtk_drop_down_set_selected (self->owner, (guint) (p->owner + 1));

  guint max_slots = usable_slots (&game->readings, p->tile);
  gboolean has_slots = max_slots > 0, has_port = p->tile->port;
  gtk_widget_set_visible (self->slots_label, has_slots);
  gtk_widget_set_visible (GTK_WIDGET (self->slots), has_slots);
  gtk_spin_button_set_range (self->slots, 0, MAX (max_slots, 1));
  gtk_spin_button_set_value (self->slots, p->slots);
  gtk_widget_set_sensitive (GTK_WIDGET (self->slots), p->owner >= 0);
  gtk_widget_set_visible (self->port_label, has_port);
  gtk_widget_set_visible (GTK_WIDGET (self->port), has_port);
  gtk_spin_button_set_value (self->port, p->port);
  gtk_widget_set_sensitive (GTK_WIDGET (self->port), p->owner >= 0);
  self->syncing = FALSE;
}

/* One edit per change; a refused one puts the widgets back and says why. */
static void
apply_cb (MlWonderEditor *self)
{
  const MlPiece *p = edited_piece (self);
  if (self->syncing || p == NULL)
    return;
  int owner = (int) gtk_drop_down_get_selected (self->owner) - 1;
  guint slots = owner >= 0 ? (guint) gtk_spin_button_get_value_as_int (self->slots) : 0;
  guint port = owner >= 0 && p->tile->port ? (guint) gtk_spin_button_get_value_as_int (self->port) : 0;
  /* The drop down may report its selection again after the widgets were set from the
   * document: what changes nothing is no edit (and showing it again would loop). */
  if (owner == p->owner && slots == p->slots && port == p->port)
    return;
  g_autoptr (GError) error = NULL;
  gboolean done = ml_document_set_wonder (self->document, self->piece, owner, slots, port, &error);
  if (!done)
    gtk_label_set_text (GTK_LABEL (self->refusal), error->message);
  gtk_widget_set_visible (self->refusal, !done);
  show_piece (self);
}

static void
ml_wonder_editor_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  MlWonderEditor *self = ML_WONDER_EDITOR (object);

  switch (prop_id)
    {
    case PROP_DOCUMENT:
      g_value_set_object (value, self->document);
      break;
    case PROP_PIECE:
      g_value_set_uint (value, self->piece);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ml_wonder_editor_dispose (GObject *object)
{
  MlWonderEditor *self = ML_WONDER_EDITOR (object);

  g_signal_group_set_target (self->document_signals, NULL);
  g_clear_object (&self->document);
  gtk_widget_dispose_template (GTK_WIDGET (self), ML_TYPE_WONDER_EDITOR);

  G_OBJECT_CLASS (ml_wonder_editor_parent_class)->dispose (object);
}

static void
ml_wonder_editor_finalize (GObject *object)
{
  MlWonderEditor *self = ML_WONDER_EDITOR (object);

  g_object_unref (self->document_signals);

  G_OBJECT_CLASS (ml_wonder_editor_parent_class)->finalize (object);
}

static void
ml_wonder_editor_class_init (MlWonderEditorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = ml_wonder_editor_get_property;
  object_class->dispose = ml_wonder_editor_dispose;
  object_class->finalize = ml_wonder_editor_finalize;

  properties[PROP_DOCUMENT] = g_param_spec_object ("document", NULL, NULL, ML_TYPE_DOCUMENT,
                                                   G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PIECE] = g_param_spec_uint ("piece", NULL, NULL, 0, G_MAXUINT, 0,
                                              G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/meeplelab/MeepleLab/ui/ml-wonder-editor.ui");
  gtk_widget_class_bind_template_child (widget_class, MlWonderEditor, title);
  gtk_widget_class_bind_template_child (widget_class, MlWonderEditor, effect);
  gtk_widget_class_bind_template_child (widget_class, MlWonderEditor, owner);
  gtk_widget_class_bind_template_child (widget_class, MlWonderEditor, owners);
  gtk_widget_class_bind_template_child (widget_class, MlWonderEditor, slots_label);
  gtk_widget_class_bind_template_child (widget_class, MlWonderEditor, slots);
  gtk_widget_class_bind_template_child (widget_class, MlWonderEditor, port_label);
  gtk_widget_class_bind_template_child (widget_class, MlWonderEditor, port);
  gtk_widget_class_bind_template_child (widget_class, MlWonderEditor, refusal);
  gtk_widget_class_bind_template_callback (widget_class, apply_cb);
}

static void
ml_wonder_editor_init (MlWonderEditor *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->document_signals = g_signal_group_new (ML_TYPE_DOCUMENT);
  g_signal_group_connect_swapped (self->document_signals, "changed", G_CALLBACK (show_piece), self);
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

  g_object_freeze_notify (G_OBJECT (self));
  if (g_set_object (&self->document, document))
    {
      g_signal_group_set_target (self->document_signals, document);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DOCUMENT]);
    }
  if (self->piece != piece)
    {
      self->piece = piece;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PIECE]);
    }
  gtk_widget_set_visible (self->refusal, FALSE);
  show_piece (self);
  g_object_thaw_notify (G_OBJECT (self));
}
