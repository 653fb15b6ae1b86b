/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"
#include "ml-turn-bar.h"
#include "ml-app-expansions.h"
#include "ml-figure-choice.h"
#include "ml-turn-part.h"
#include "ml-rules.h"
#include "ml-expansion-modules.h"

#include <glib/gi18n.h>

struct _MlTurnBar {
  GtkWidget parent_instance;

  /* Template widgets */
  GtkLabel *label;
  GtkWidget *set_aside_button;
  GtkLabel *computer_label;
  GtkWidget *continue_button;
  GtkDropDown *figure_list;
  GPtrArray *parts;          /* MlTurnPart: the modules' sections, after the title */

  MlDocument *document;
  MlBoardView *view;
  MlTurn *turn;
  GSignalGroup *document_signals;
  GSignalGroup *view_signals;
  GSignalGroup *turn_signals;   /* its instruction says when the hand fits nowhere */
  MlComputerSeat *computer;
  GSignalGroup *computer_signals;
  /* The last turn played gave its player another (ML_EVENT_EXTRA_TURN): the words of the
   * module that gave it, shown as the bar's title while that player is to move on the board
   * that turn left (as many pieces: an undo takes it away, a redo brings it back). */
  char *extra_words;
  int extra_player;
  guint extra_pieces;
};

G_DEFINE_FINAL_TYPE (MlTurnBar, ml_turn_bar, GTK_TYPE_WIDGET)

enum { PROP_0, PROP_DOCUMENT, PROP_BOARD_VIEW, PROP_TURN, N_PROPS };
static GParamSpec *properties[N_PROPS];

/* The figures @player may lay on the tile laid waiting, as the rules offer them on the
 * turn's preview (a figure of their own only while one is left), the meeple first; the
 * board view lays the one chosen on the next click. */
static void
offer_figures (MlTurnBar *self, MlGame *game, int player)
{
  guint figures[ML_MAX_FIGURES] = { ML_FIGURE_MEEPLE }, n = 1;
  MlBoard *preview = self->turn ? ml_turn_get_preview (self->turn) : NULL;
  if (preview)
    {
      MlGame on_preview = *game;
      on_preview.board = preview;
      g_autoptr (GArray) options = g_array_new (FALSE, FALSE, sizeof (MlMeepleChoice));
      ml_rules_meeple_options (&on_preview, player, ml_turn_get_pending_piece (self->turn), options);
      for (guint f = 1; f < ml_figures_count () && n < ML_MAX_FIGURES; f++)
        {
          gboolean offered = FALSE;
          for (guint i = 0; i < options->len && !offered; i++)
            offered = g_array_index (options, MlMeepleChoice, i).figure == f;
          if (offered && (ml_figure_from_supply (f) || ml_expansion_modules_figures_left (game, player, f) > 0))
            figures[n++] = f;
        }
    }
  ml_figure_choice_fill (self->figure_list, figures, n);
  if (self->view)
    ml_board_view_set_figure (self->view, ml_figure_choice_chosen (self->figure_list), TRUE);
}

static void
figure_chosen (MlTurnBar *self)
{
  if (self->view)
    ml_board_view_set_figure (self->view, ml_figure_choice_chosen (self->figure_list), TRUE);
}

/* A computer player's sentence, and Continue while it waits. */
static void
update_computer (MlTurnBar *self)
{
  const char *sentence = self->computer ? ml_computer_seat_get_sentence (self->computer) : "";
  gboolean paused = self->computer && ml_computer_seat_get_paused (self->computer);
  gtk_label_set_text (self->computer_label, sentence);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->computer_label), *sentence ? sentence : NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->computer_label), *sentence != '\0');
  gtk_widget_set_visible (self->continue_button, paused);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "turn.continue", paused);
}

static void
continue_activated (GtkWidget *widget, const char *name, GVariant *param)
{
  MlTurnBar *self = ML_TURN_BAR (widget);
  if (self->computer)
    ml_computer_seat_resume (self->computer);
}

/* Brings the bar up to date: the player to move and what they hold, and the modules'
 * sections with it. */
static void
update (MlTurnBar *self)
{
  if (!gtk_widget_get_visible (GTK_WIDGET (self)) || self->document == NULL || self->view == NULL)
    return;
  MlGame *game = ml_document_get_game (self->document);
  const char *names[ML_MAX_PLAYERS];
  ml_document_player_names (self->document, names);
  int p = (int) game->turn;

  g_autoptr (GString) text = g_string_new (NULL);
  gboolean extra = self->extra_words && self->extra_player == p
                   && ml_board_n_pieces (game->board) == self->extra_pieces;
  if (extra)
    g_string_assign (text, self->extra_words);
  else
    /* Translators: the player whose turn it is, in the turn bar */
    g_string_printf (text, _("%s to move"), names[p]);
  /* The modules' sections, which add to the title what the player holds of theirs. */
  for (guint i = 0; i < self->parts->len; i++)
    ml_turn_part_update (g_ptr_array_index (self->parts, i), self->document, self->view, self->turn, text);
  gtk_label_set_text (self->label, text->str);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->label), text->str);
  /* An extra turn stands out, and its sentence has more room. */
  if (extra)
    gtk_widget_add_css_class (GTK_WIDGET (self->label), "accent");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->label), "accent");
  gtk_label_set_max_width_chars (self->label, extra ? 44 : 30);
  offer_figures (self, game, p);
  /* A tile that fits nowhere (a river that cannot go on, say) is set aside. */
  gboolean aside = self->turn && ml_turn_can_set_aside (self->turn);
  gtk_widget_set_visible (self->set_aside_button, aside);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "turn.set-aside", aside);
  update_computer (self);
}

static void
turn_played (MlTurnBar *self, GArray *events)
{
  /* The next turn starts with the meeple, and the modules' choices for one turn go. */
  for (guint i = 0; i < self->parts->len; i++)
    ml_turn_part_played (g_ptr_array_index (self->parts, i));
  gtk_drop_down_set_selected (self->figure_list, 0);
  /* The turn engine's word that the mover plays again, in the words of the module that gave
   * the turn. */
  g_clear_pointer (&self->extra_words, g_free);
  for (guint i = 0; self->document && events && i < events->len; i++)
    {
      const MlEvent *event = &g_array_index (events, MlEvent, i);
      if (event->kind != ML_EVENT_EXTRA_TURN)
        continue;
      MlGame *game = ml_document_get_game (self->document);
      const char *names[ML_MAX_PLAYERS];
      ml_document_player_names (self->document, names);
      g_free (self->extra_words);
      self->extra_words = ml_event_explain (event, game->n_players, names);
      self->extra_player = event->player;
      self->extra_pieces = ml_board_n_pieces (game->board);
    }
  update (self);
}

static void
set_aside_activated (GtkWidget *widget, const char *name, GVariant *param)
{
  MlTurnBar *self = ML_TURN_BAR (widget);
  if (self->view == NULL || self->turn == NULL)
    return;
  g_autoptr (GError) error = NULL;
  if (!ml_turn_set_aside (self->turn, &error))
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
  update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BOARD_VIEW]);
}

MlBoardView *
ml_turn_bar_get_board_view (MlTurnBar *self)
{
  g_return_val_if_fail (ML_IS_TURN_BAR (self), NULL);
  return self->view;
}

void
ml_turn_bar_set_computer (MlTurnBar *self, MlComputerSeat *computer)
{
  g_return_if_fail (ML_IS_TURN_BAR (self));
  if (!g_set_object (&self->computer, computer))
    return;
  g_signal_group_set_target (self->computer_signals, computer);
  update_computer (self);
}

MlComputerSeat *
ml_turn_bar_get_computer (MlTurnBar *self)
{
  g_return_val_if_fail (ML_IS_TURN_BAR (self), NULL);
  return self->computer;
}

void
ml_turn_bar_set_turn (MlTurnBar *self, MlTurn *turn)
{
  g_return_if_fail (ML_IS_TURN_BAR (self));
  if (!g_set_object (&self->turn, turn))
    return;
  g_signal_group_set_target (self->turn_signals, turn);
  update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TURN]);
}

MlTurn *
ml_turn_bar_get_turn (MlTurnBar *self)
{
  g_return_val_if_fail (ML_IS_TURN_BAR (self), NULL);
  return self->turn;
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
    case PROP_TURN:
      g_value_set_object (value, self->turn);
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
    case PROP_TURN:
      ml_turn_bar_set_turn (self, g_value_get_object (value));
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
  if (self->computer_signals)
    g_signal_group_set_target (self->computer_signals, NULL);
  g_clear_object (&self->computer_signals);
  g_clear_object (&self->computer);
  g_clear_object (&self->document_signals);
  g_clear_object (&self->view_signals);
  g_clear_object (&self->turn_signals);
  g_clear_object (&self->document);
  g_clear_object (&self->view);
  g_clear_object (&self->turn);
  /* The sections are the bar's children, not its template's. */
  for (guint i = 0; self->parts && i < self->parts->len; i++)
    gtk_widget_unparent (g_ptr_array_index (self->parts, i));
  g_clear_pointer (&self->parts, g_ptr_array_unref);
  g_clear_pointer (&self->extra_words, g_free);
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
  properties[PROP_TURN] = g_param_spec_object ("turn", NULL, NULL, ML_TYPE_TURN,
                                               G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_install_action (widget_class, "turn.set-aside", NULL, set_aside_activated);
  gtk_widget_class_install_action (widget_class, "turn.continue", NULL, continue_activated);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/meeplelab/MeepleLab/ui/ml-turn-bar.ui");
  gtk_widget_class_bind_template_child (widget_class, MlTurnBar, label);
  gtk_widget_class_bind_template_child (widget_class, MlTurnBar, figure_list);
  gtk_widget_class_bind_template_child (widget_class, MlTurnBar, set_aside_button);
  gtk_widget_class_bind_template_child (widget_class, MlTurnBar, computer_label);
  gtk_widget_class_bind_template_child (widget_class, MlTurnBar, continue_button);
  gtk_widget_class_bind_template_callback (widget_class, update);
}

static void
ml_turn_bar_init (MlTurnBar *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  g_signal_connect_object (self->figure_list, "notify::selected", G_CALLBACK (figure_chosen), self, G_CONNECT_SWAPPED);
  /* Each module's section after the title, in the list's order. */
  self->parts = g_ptr_array_new ();
  GtkWidget *after = GTK_WIDGET (self->label);
  for (guint i = 0; i < ml_app_expansions_count (); i++)
    if (ml_app_expansion (i)->new_turn_part)
      {
        GtkWidget *part = ml_app_expansion (i)->new_turn_part ();
        gtk_widget_insert_after (part, GTK_WIDGET (self), after);
        g_ptr_array_add (self->parts, part);
        after = part;
      }

  self->document_signals = g_signal_group_new (ML_TYPE_DOCUMENT);
  g_signal_group_connect_object (self->document_signals, "changed", G_CALLBACK (update), self, G_CONNECT_SWAPPED);
  self->view_signals = g_signal_group_new (ML_TYPE_BOARD_VIEW);
  g_signal_group_connect_object (self->view_signals, "pending-changed", G_CALLBACK (update), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->view_signals, "hand-changed", G_CALLBACK (update), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->view_signals, "turn-played", G_CALLBACK (turn_played), self, G_CONNECT_SWAPPED);
  self->turn_signals = g_signal_group_new (ML_TYPE_TURN);
  g_signal_group_connect_object (self->turn_signals, "notify::instruction", G_CALLBACK (update), self, G_CONNECT_SWAPPED);
  self->computer_signals = g_signal_group_new (ML_TYPE_COMPUTER_SEAT);
  g_signal_group_connect_object (self->computer_signals, "notify::sentence", G_CALLBACK (update_computer), self,
                                 G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->computer_signals, "notify::paused", G_CALLBACK (update_computer), self,
                                 G_CONNECT_SWAPPED);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "turn.continue", FALSE);
  /* F5 anywhere in the window, as a debugger's "continue". */
  GtkEventController *keys = gtk_shortcut_controller_new ();
  gtk_shortcut_controller_set_scope (GTK_SHORTCUT_CONTROLLER (keys), GTK_SHORTCUT_SCOPE_MANAGED);
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (keys),
                                        gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_F5, 0),
                                                          gtk_named_action_new ("turn.continue")));
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
}
