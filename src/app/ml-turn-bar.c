/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"
#include "ml-turn-bar.h"
#include "ml-wonders.h"

#include <glib/gi18n.h>

struct _MlTurnBar {
  GtkWidget parent_instance;

  /* Template widgets */
  GtkLabel *label;
  GtkWidget *slot_button, *unslot_button, *port_button;
  GtkWidget *set_aside_button;
  GtkToggleButton *to_port;
  GtkWidget *choose_box, *keep_box, *cothon_box;
  GtkDropDown *choose, *keep;
  GtkSpinButton *cothon_port;

  MlDocument *document;
  MlBoardView *view;
  GSignalGroup *document_signals;
  GSignalGroup *view_signals;
  GSignalGroup *turn_signals;   /* the view's turn: its instruction says when the hand fits nowhere */
  GPtrArray *choose_tiles;   /* const MlTileDef*: the wonders the choose list offers, after "the first left" */
  GPtrArray *keep_tiles;     /* const MlTileDef*: the tiles the keep list offers, after "none" */
};

G_DEFINE_FINAL_TYPE (MlTurnBar, ml_turn_bar, GTK_TYPE_WIDGET)

enum { PROP_0, PROP_DOCUMENT, PROP_BOARD_VIEW, N_PROPS };
static GParamSpec *properties[N_PROPS];

static const MlTileDef *
chosen_tile (GtkDropDown *list, GPtrArray *tiles)
{
  guint i = gtk_drop_down_get_selected (list);
  return i >= 1 && i <= tiles->len ? g_ptr_array_index (tiles, i - 1) : NULL;
}

/* The choices that hold for the next turn, told to the board. */
static void
choices_changed (MlTurnBar *self)
{
  if (self->document == NULL || self->view == NULL)
    return;
  MlGame *game = ml_document_get_game (self->document);
  guint port_mask = gtk_toggle_button_get_active (self->to_port) ? ml_wonders_port_mask (game) : 0;
  ml_board_view_set_turn_choices (self->view, port_mask,
                                  (guint) gtk_spin_button_get_value_as_int (self->cothon_port),
                                  chosen_tile (self->choose, self->choose_tiles),
                                  gtk_widget_get_visible (self->keep_box) ? chosen_tile (self->keep, self->keep_tiles) : NULL);
}

/* Fills @list with @first then the tiles' names, keeping the chosen tile if it is still there. */
static void
fill_tiles (GtkDropDown *list, GPtrArray *old, GPtrArray *tiles, const char *first, gboolean wonder_names)
{
  const MlTileDef *was = chosen_tile (list, old);
  GtkStringList *model = gtk_string_list_new (NULL);
  gtk_string_list_append (model, first);
  guint selected = 0;
  for (guint i = 0; i < tiles->len; i++)
    {
      const MlTileDef *tile = g_ptr_array_index (tiles, i);
      gtk_string_list_append (model, wonder_names ? ml_wonder_name (tile) : tile->id);
      if (tile == was)
        selected = i + 1;
    }
  gtk_drop_down_set_model (list, G_LIST_MODEL (model));
  gtk_drop_down_set_selected (list, selected);
  g_object_unref (model);
}

/* Brings the bar up to date: the player to move and what they hold, and the choices their
 * wonders give. */
static void
update (MlTurnBar *self)
{
  if (!gtk_widget_get_visible (GTK_WIDGET (self)) || self->document == NULL || self->view == NULL)
    return;
  MlGame *game = ml_document_get_game (self->document);
  const char *names[ML_MAX_PLAYERS];
  ml_document_player_names (self->document, names);
  int p = (int) game->turn;
  gboolean wonders = (game->expansions & ML_EXPANSION_WONDERS) != 0;
  const MlTileDef *hand = wonders ? ml_wonders_in_hand (game, p) : NULL;
  const MlTileDef *pending = ml_board_view_get_pending (self->view);

  g_autoptr (GString) text = g_string_new (NULL);
  /* Translators: the player whose turn it is, in the turn bar */
  g_string_printf (text, _("%s to move"), names[p]);
  if (hand)
    /* Translators: follows "Red to move" */
    g_string_append_printf (text, _(": lays %s, the wonder in hand"), ml_wonder_name (hand));
  if (wonders && game->wonders.kept[p])
    /* Translators: follows "Red to move"; %s is a tile id */
    g_string_append_printf (text, _("; tile %s kept face down"), game->wonders.kept[p]->id);
  gtk_label_set_text (self->label, text->str);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->label), text->str);

  guint choices = wonders ? ml_wonders_turn_choices (game, p, pending) : 0;
  gtk_widget_set_visible (self->slot_button, (choices & ML_WONDER_TURN_SLOT) != 0);
  gtk_widget_set_visible (self->unslot_button, (choices & ML_WONDER_TURN_UNSLOT) != 0);
  gtk_widget_set_visible (self->port_button, (choices & ML_WONDER_TURN_FROM_PORT) != 0);
  /* The wonders' actions replace the meeple step: they wait for a tile laid. */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "turn.slot", pending != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "turn.unslot", pending != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "turn.from-port", pending != NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->to_port), wonders && ml_wonders_port_mask (game) != 0);
  gtk_widget_set_visible (self->keep_box, wonders && ml_wonders_draws_two (game, p));

  g_autoptr (GPtrArray) available = g_ptr_array_new ();
  for (guint i = 0; wonders && i < game->wonders.n_available; i++)
    g_ptr_array_add (available, (gpointer) game->wonders.available[i]);
  fill_tiles (self->choose, self->choose_tiles, available, _("The first left"), TRUE);
  g_ptr_array_set_size (self->choose_tiles, 0);
  g_ptr_array_extend (self->choose_tiles, available, NULL, NULL);
  gtk_widget_set_visible (self->choose_box, available->len > 0);
  /* A wonder with a port lies on the board, still to be taken: its taker fills it at once. */
  gboolean port_free = FALSE;
  for (guint i = 0; i < available->len; i++)
    port_free |= ml_wonders_port_on_taking (game, g_ptr_array_index (available, i));
  gtk_widget_set_visible (self->cothon_box, port_free);
  /* A tile that fits nowhere (a river that cannot go on, say) is set aside. */
  gboolean aside = ml_turn_can_set_aside (ml_board_view_get_turn (self->view));
  gtk_widget_set_visible (self->set_aside_button, aside);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "turn.set-aside", aside);
  choices_changed (self);
}

static void
turn_played (MlTurnBar *self)
{
  /* A tile kept face down is kept once. */
  gtk_drop_down_set_selected (self->keep, 0);
}

static void
turn_action (MlTurnBar *self, MlActionKind action)
{
  if (self->view == NULL)
    return;
  ml_board_view_turn_action (self->view, action);
  gtk_widget_grab_focus (GTK_WIDGET (self->view));
}

static void
slot_activated (GtkWidget *widget, const char *name, GVariant *param)
{
  turn_action (ML_TURN_BAR (widget), ML_ACTION_SLOT);
}

static void
unslot_activated (GtkWidget *widget, const char *name, GVariant *param)
{
  turn_action (ML_TURN_BAR (widget), ML_ACTION_UNSLOT);
}

static void
from_port_activated (GtkWidget *widget, const char *name, GVariant *param)
{
  turn_action (ML_TURN_BAR (widget), ML_ACTION_FROM_PORT);
}

static void
set_aside_activated (GtkWidget *widget, const char *name, GVariant *param)
{
  MlTurnBar *self = ML_TURN_BAR (widget);
  if (self->view == NULL)
    return;
  g_autoptr (GError) error = NULL;
  if (!ml_turn_set_aside (ml_board_view_get_turn (self->view), &error))
    {
      g_debug ("set aside refused: %s", error->message);
      gtk_widget_error_bell (widget);
      return;
    }
  gtk_widget_grab_focus (GTK_WIDGET (self->view));
}

MlTurnBar *
ml_turn_bar_new (void)
{
  return g_object_new (ML_TYPE_TURN_BAR, NULL);
}

void
ml_turn_bar_set_document (MlTurnBar *self, MlDocument *document)
{
  g_return_if_fail (ML_IS_TURN_BAR (self));
  if (!g_set_object (&self->document, document))
    return;
  g_signal_group_set_target (self->document_signals, document);
  update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DOCUMENT]);
}

MlDocument *
ml_turn_bar_get_document (MlTurnBar *self)
{
  g_return_val_if_fail (ML_IS_TURN_BAR (self), NULL);
  return self->document;
}

void
ml_turn_bar_set_board_view (MlTurnBar *self, MlBoardView *view)
{
  g_return_if_fail (ML_IS_TURN_BAR (self));
  if (!g_set_object (&self->view, view))
    return;
  g_signal_group_set_target (self->view_signals, view);
  g_signal_group_set_target (self->turn_signals, view ? ml_board_view_get_turn (view) : NULL);
  update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BOARD_VIEW]);
}

MlBoardView *
ml_turn_bar_get_board_view (MlTurnBar *self)
{
  g_return_val_if_fail (ML_IS_TURN_BAR (self), NULL);
  return self->view;
}

static void
ml_turn_bar_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  MlTurnBar *self = ML_TURN_BAR (object);
  switch (prop_id)
    {
    case PROP_DOCUMENT:
      g_value_set_object (value, self->document);
      break;
    case PROP_BOARD_VIEW:
      g_value_set_object (value, self->view);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ml_turn_bar_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  MlTurnBar *self = ML_TURN_BAR (object);
  switch (prop_id)
    {
    case PROP_DOCUMENT:
      ml_turn_bar_set_document (self, g_value_get_object (value));
      break;
    case PROP_BOARD_VIEW:
      ml_turn_bar_set_board_view (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ml_turn_bar_dispose (GObject *object)
{
  MlTurnBar *self = ML_TURN_BAR (object);
  if (self->document_signals)
    g_signal_group_set_target (self->document_signals, NULL);
  if (self->view_signals)
    g_signal_group_set_target (self->view_signals, NULL);
  if (self->turn_signals)
    g_signal_group_set_target (self->turn_signals, NULL);
  g_clear_object (&self->document_signals);
  g_clear_object (&self->view_signals);
  g_clear_object (&self->turn_signals);
  g_clear_object (&self->document);
  g_clear_object (&self->view);
  g_clear_pointer (&self->choose_tiles, g_ptr_array_unref);
  g_clear_pointer (&self->keep_tiles, g_ptr_array_unref);
  gtk_widget_dispose_template (GTK_WIDGET (self), ML_TYPE_TURN_BAR);
  G_OBJECT_CLASS (ml_turn_bar_parent_class)->dispose (object);
}

static void
ml_turn_bar_class_init (MlTurnBarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  object_class->dispose = ml_turn_bar_dispose;
  object_class->get_property = ml_turn_bar_get_property;
  object_class->set_property = ml_turn_bar_set_property;

  properties[PROP_DOCUMENT] = g_param_spec_object ("document", NULL, NULL, ML_TYPE_DOCUMENT,
                                                   G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_BOARD_VIEW] = g_param_spec_object ("board-view", NULL, NULL, ML_TYPE_BOARD_VIEW,
                                                     G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_install_action (widget_class, "turn.slot", NULL, slot_activated);
  gtk_widget_class_install_action (widget_class, "turn.unslot", NULL, unslot_activated);
  gtk_widget_class_install_action (widget_class, "turn.from-port", NULL, from_port_activated);
  gtk_widget_class_install_action (widget_class, "turn.set-aside", NULL, set_aside_activated);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/meeplelab/MeepleLab/ui/ml-turn-bar.ui");
  gtk_widget_class_bind_template_child (widget_class, MlTurnBar, label);
  gtk_widget_class_bind_template_child (widget_class, MlTurnBar, slot_button);
  gtk_widget_class_bind_template_child (widget_class, MlTurnBar, unslot_button);
  gtk_widget_class_bind_template_child (widget_class, MlTurnBar, port_button);
  gtk_widget_class_bind_template_child (widget_class, MlTurnBar, set_aside_button);
  gtk_widget_class_bind_template_child (widget_class, MlTurnBar, to_port);
  gtk_widget_class_bind_template_child (widget_class, MlTurnBar, choose_box);
  gtk_widget_class_bind_template_child (widget_class, MlTurnBar, choose);
  gtk_widget_class_bind_template_child (widget_class, MlTurnBar, keep_box);
  gtk_widget_class_bind_template_child (widget_class, MlTurnBar, keep);
  gtk_widget_class_bind_template_child (widget_class, MlTurnBar, cothon_box);
  gtk_widget_class_bind_template_child (widget_class, MlTurnBar, cothon_port);
  gtk_widget_class_bind_template_callback (widget_class, choices_changed);
  gtk_widget_class_bind_template_callback (widget_class, update);
}

static void
ml_turn_bar_init (MlTurnBar *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->choose_tiles = g_ptr_array_new ();
  self->keep_tiles = g_ptr_array_new ();
  const MlCatalogue *catalogue = ml_catalogue_get_default ();
  for (guint i = 0; i < ml_catalogue_n_tiles (catalogue); i++)
    if (!ml_tile_is_wonder (ml_catalogue_nth (catalogue, i)))
      g_ptr_array_add (self->keep_tiles, (gpointer) ml_catalogue_nth (catalogue, i));
  g_autoptr (GPtrArray) none = g_ptr_array_new ();
  fill_tiles (self->keep, none, self->keep_tiles, _("No tile"), FALSE);

  self->document_signals = g_signal_group_new (ML_TYPE_DOCUMENT);
  g_signal_group_connect_object (self->document_signals, "changed", G_CALLBACK (update), self, G_CONNECT_SWAPPED);
  self->view_signals = g_signal_group_new (ML_TYPE_BOARD_VIEW);
  g_signal_group_connect_object (self->view_signals, "pending-changed", G_CALLBACK (update), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->view_signals, "turn-played", G_CALLBACK (turn_played), self, G_CONNECT_SWAPPED);
  self->turn_signals = g_signal_group_new (ML_TYPE_TURN);
  g_signal_group_connect_object (self->turn_signals, "notify::instruction", G_CALLBACK (update), self, G_CONNECT_SWAPPED);
}
