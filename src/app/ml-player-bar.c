/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"
#include "ml-player-bar.h"
#include "ml-colours.h"
#include "ml-figure-choice.h"

#include <glib/gi18n.h>

struct _MlPlayerBar {
  GtkWidget parent_instance;

  /* Template widgets */
  GtkBox *buttons;
  GtkMenuButton *chooser;  /* the players in a menu, when the buttons do not fit */
  GMenu *players_menu;
  GtkPopover *popover;
  GtkEntry *name;
  GtkDropDown *color;
  GtkSpinButton *score;
  GtkDropDown *seat;         /* a person or the computer at a level (MlSeat's order) */
  GtkDropDown *figure_list;

  MlDocument *document;
  GSignalGroup *document_signals;
  guint player;
};

G_DEFINE_FINAL_TYPE (MlPlayerBar, ml_player_bar, GTK_TYPE_WIDGET)

enum { PROP_0, PROP_DOCUMENT, PROP_PLAYER, PROP_FIGURE, N_PROPS };
static GParamSpec *properties[N_PROPS];

enum { SIGNAL_REFUSED, N_SIGNALS };
static guint signals[N_SIGNALS];

/* The colours in the order of the popover's list (the template's). */

static guint
n_players (MlPlayerBar *self)
{
  return self->document ? ml_document_get_scenario (self->document)->players->len : 0;
}

static const MlScenarioPlayer *
chosen (MlPlayerBar *self)
{
  return g_ptr_array_index (ml_document_get_scenario (self->document)->players, self->player);
}

/* Whether the buttons show the document's players, by name, seat and in order. */
static gboolean
buttons_match (MlPlayerBar *self)
{
  GPtrArray *players = self->document ? ml_document_get_scenario (self->document)->players : NULL;
  guint p = 0;
  for (GtkWidget *c = gtk_widget_get_first_child (GTK_WIDGET (self->buttons)); c; c = gtk_widget_get_next_sibling (c), p++)
    {
      const MlScenarioPlayer *player = players && p < players->len ? g_ptr_array_index (players, p) : NULL;
      if (player == NULL || g_strcmp0 (g_object_get_data (G_OBJECT (c), "ml-name"), player->name) != 0
          || GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (c), "ml-seat")) != player->computer)
        return FALSE;
    }
  return p == (players ? players->len : 0);
}

/* A player's button: the name, after a computer's icon when the computer plays the seat. */
static GtkWidget *
player_button (const MlScenarioPlayer *player)
{
  /* A person's is a plain labelled button, as it always was. */
  GtkWidget *button = player->computer == ML_SEAT_PERSON ? gtk_toggle_button_new_with_label (player->name)
                                                          : gtk_toggle_button_new ();
  g_object_set_data_full (G_OBJECT (button), "ml-name", g_strdup (player->name), g_free);
  g_object_set_data (G_OBJECT (button), "ml-seat", GUINT_TO_POINTER (player->computer));
  g_autofree char *tip = g_strdup_printf (_("Meeples go down in the colour of %s"), player->name);
  if (player->computer == ML_SEAT_PERSON)
    {
      gtk_widget_set_tooltip_text (button, tip);
      return button;
    }
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
  gtk_box_append (GTK_BOX (box), gtk_image_new_from_icon_name ("computer-symbolic"));
  gtk_box_append (GTK_BOX (box), gtk_label_new (player->name));
  gtk_button_set_child (GTK_BUTTON (button), box);
  /* Named by the player for screen readers, as a person's button is by its label. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, player->name, -1);
  static const char *const levels[ML_N_SEATS] = {
    NULL,
    N_("In turn mode the computer plays this seat (beginner)"),
    N_("In turn mode the computer plays this seat (intermediate)"),
    N_("In turn mode the computer plays this seat (strong)"),
  };
  g_autofree char *both = g_strdup_printf ("%s\n%s", tip, _(levels[MIN (player->computer, ML_N_SEATS - 1)]));
  gtk_widget_set_tooltip_text (button, both);
  return button;
}

/* One toggle button per player: each is the player-bar.player action with its player as
 * the target, so the one whose target is the chosen player is the one pressed in. */
/* A player's line in the narrow bar's menu: the name, and who plays the seat when the
 * computer does, as the button's icon says in the wide bar. */
static char *
seat_label (const MlScenarioPlayer *player, const char *name)
{
  static const char *const levels[ML_N_SEATS] = {
    NULL,
    N_("Computer: beginner"),
    N_("Computer: intermediate"),
    N_("Computer: strong"),
  };
  if (player->computer == ML_SEAT_PERSON)
    return g_strdup (name);
  /* Translators: a player in the menu that lists the players when their buttons do not fit,
   * when the computer plays the seat: "Anna (Computer: strong)" */
  return g_strdup_printf (_("%s (%s)"), name, _(levels[MIN (player->computer, ML_N_SEATS - 1)]));
}

static void
rebuild (MlPlayerBar *self)
{
  GtkWidget *child;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->buttons))))
    gtk_box_remove (self->buttons, child);
  for (guint p = 0; p < n_players (self); p++)
    {
      const MlScenarioPlayer *player = g_ptr_array_index (ml_document_get_scenario (self->document)->players, p);
      GtkWidget *button = player_button (player);
      gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "u", p);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "player-bar.player");
      gtk_box_append (self->buttons, button);
    }
  g_menu_remove_all (self->players_menu);
  for (guint p = 0; p < n_players (self); p++)
    {
      const MlScenarioPlayer *player = g_ptr_array_index (ml_document_get_scenario (self->document)->players, p);
      /* Menu items read "_" as a mnemonic: a name shows as it is written. */
      g_auto (GStrv) parts = g_strsplit (player->name, "_", -1);
      g_autofree char *name = g_strjoinv ("__", parts);
      g_autofree char *label = seat_label (player, name);
      g_autoptr (GMenuItem) item = g_menu_item_new (label, NULL);
      g_menu_item_set_action_and_target_value (item, "player-bar.player", g_variant_new_uint32 (p));
      g_menu_append_item (self->players_menu, item);
    }
}

/* The menu button's name for screen readers: it chooses the player (and whom it chose, when
 * there are players), on the button itself and on the toggle inside it that takes the
 * focus, which would else go by the bare name it shows. */
static void
name_chooser (MlPlayerBar *self, const char *label)
{
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->chooser), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->chooser)); child;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_BUTTON (child))
      {
        /* Its label names it as well, which would say the player twice. */
        gtk_accessible_reset_relation (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
        gtk_accessible_update_property (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
      }
}

/* The menu button names the chosen player, as the pressed button does. It is told again only
 * when the name changes: a menu button makes its label anew each time, to be laid out anew
 * in the edit's frame. */
static void
update_chooser (MlPlayerBar *self)
{
  gboolean none = self->document == NULL || n_players (self) == 0;
  const char *name = none ? "" : chosen (self)->name;
  g_autofree char *tip = none ? NULL : g_strdup_printf (_("Meeples go down in the colour of %s"), name);
  if (g_strcmp0 (gtk_menu_button_get_label (self->chooser), name) != 0)
    gtk_menu_button_set_label (self->chooser, name);
  if (g_strcmp0 (gtk_widget_get_tooltip_text (GTK_WIDGET (self->chooser)), tip) != 0)
    gtk_widget_set_tooltip_text (GTK_WIDGET (self->chooser), tip);
  /* Translators: the accessible name of the menu button that chooses the player when the
   * player buttons do not fit, with the player chosen: "Choose the player (now Anna)" */
  g_autofree char *label = none ? g_strdup (_("Choose the player")) : g_strdup_printf (_("Choose the player (now %s)"), name);
  name_chooser (self, label);
}

/* The figures the document's expansions bring, to choose from. */
static void
update_figures (MlPlayerBar *self)
{
  guint figures[ML_MAX_FIGURES];
  MlGame *game = self->document ? ml_document_get_game (self->document) : NULL;
  guint was = ml_figure_choice_chosen (self->figure_list);
  ml_figure_choice_fill (self->figure_list, figures, ml_figure_choice_enabled (game ? game->expansions : 0, figures));
  if (ml_figure_choice_chosen (self->figure_list) != was)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FIGURE]);
}

static void
figure_chosen (MlPlayerBar *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FIGURE]);
}

static void
document_changed (MlPlayerBar *self)
{
  update_figures (self);
  if (!buttons_match (self))
    rebuild (self);
  /* Keeps the chosen player in range when players go. */
  ml_player_bar_set_player (self, self->player);
  update_chooser (self);
}

static void
popover_shown (MlPlayerBar *self)
{
  if (self->document == NULL)
    return;
  const MlScenarioPlayer *player = chosen (self);
  gtk_editable_set_text (GTK_EDITABLE (self->name), player->name);
  gtk_spin_button_set_value (self->score, (double) player->score);
  int selected = ml_player_color_find (player->color);
  gtk_drop_down_set_selected (self->color, selected >= 0 ? (guint) selected : GTK_INVALID_LIST_POSITION);
  gtk_drop_down_set_selected (self->seat, player->computer);
}

static void
apply (MlPlayerBar *self)
{
  if (self->document == NULL)
    return;
  guint color = gtk_drop_down_get_selected (self->color), n_colors;
  const MlPlayerColor *colors = ml_player_colors (&n_colors);
  g_autoptr (GError) error = NULL;
  guint seat = gtk_drop_down_get_selected (self->seat);
  /* The name, colour, score and seat: one undo step, or nothing if a part is refused. */
  ml_document_begin_step (self->document);
  gboolean done = ml_document_set_player (self->document, self->player, gtk_editable_get_text (GTK_EDITABLE (self->name)),
                                          color < n_colors ? colors[color].id : chosen (self)->color,
                                          gtk_spin_button_get_value_as_int (self->score), &error)
                  && ml_document_set_computer (self->document, self->player,
                                               seat < ML_N_SEATS ? (MlSeat) seat : chosen (self)->computer, &error);
  ml_document_end_step (self->document, done);
  if (!done)
    g_signal_emit (self, signals[SIGNAL_REFUSED], 0, error->message);
  else
    gtk_popover_popdown (self->popover);
}

MlPlayerBar *
ml_player_bar_new (void)
{
  return g_object_new (ML_TYPE_PLAYER_BAR, NULL);
}

void
ml_player_bar_set_document (MlPlayerBar *self, MlDocument *document)
{
  g_return_if_fail (ML_IS_PLAYER_BAR (self));
  if (!g_set_object (&self->document, document))
    return;
  g_signal_group_set_target (self->document_signals, document);
  document_changed (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DOCUMENT]);
}

MlDocument *
ml_player_bar_get_document (MlPlayerBar *self)
{
  g_return_val_if_fail (ML_IS_PLAYER_BAR (self), NULL);
  return self->document;
}

guint
ml_player_bar_get_player (MlPlayerBar *self)
{
  g_return_val_if_fail (ML_IS_PLAYER_BAR (self), 0);
  return self->player;
}

void
ml_player_bar_set_player (MlPlayerBar *self, guint player)
{
  g_return_if_fail (ML_IS_PLAYER_BAR (self));
  guint n = n_players (self);
  if (n > 0)
    player = MIN (player, n - 1);
  if (self->player == player)
    return;
  self->player = player;
  update_chooser (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PLAYER]);
}

guint
ml_player_bar_get_figure (MlPlayerBar *self)
{
  g_return_val_if_fail (ML_IS_PLAYER_BAR (self), ML_FIGURE_MEEPLE);
  return ml_figure_choice_chosen (self->figure_list);
}

gboolean
ml_player_bar_set_figure (MlPlayerBar *self, guint figure)
{
  g_return_val_if_fail (ML_IS_PLAYER_BAR (self), FALSE);
  GListModel *names = gtk_drop_down_get_model (self->figure_list);
  guint n = names ? g_list_model_get_n_items (names) : 0;
  for (guint i = 0; i < n; i++)
    {
      gtk_drop_down_set_selected (self->figure_list, i);
      if (ml_figure_choice_chosen (self->figure_list) == figure)
        return TRUE;
    }
  gtk_drop_down_set_selected (self->figure_list, 0);
  return figure == ML_FIGURE_MEEPLE;
}

static void
ml_player_bar_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  MlPlayerBar *self = ML_PLAYER_BAR (object);
  switch (prop_id)
    {
    case PROP_DOCUMENT:
      g_value_set_object (value, self->document);
      break;
    case PROP_PLAYER:
      g_value_set_uint (value, self->player);
      break;
    case PROP_FIGURE:
      g_value_set_uint (value, ml_player_bar_get_figure (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ml_player_bar_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  MlPlayerBar *self = ML_PLAYER_BAR (object);
  switch (prop_id)
    {
    case PROP_DOCUMENT:
      ml_player_bar_set_document (self, g_value_get_object (value));
      break;
    case PROP_PLAYER:
      ml_player_bar_set_player (self, g_value_get_uint (value));
      break;
    case PROP_FIGURE:
      ml_player_bar_set_figure (self, g_value_get_uint (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ml_player_bar_dispose (GObject *object)
{
  MlPlayerBar *self = ML_PLAYER_BAR (object);
  if (self->document_signals)
    g_signal_group_set_target (self->document_signals, NULL);
  g_clear_object (&self->document_signals);
  g_clear_object (&self->document);
  gtk_widget_dispose_template (GTK_WIDGET (self), ML_TYPE_PLAYER_BAR);
  /* The template's children without an id are not bound, so not cleared by it. */
  GtkWidget *child;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))))
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (ml_player_bar_parent_class)->dispose (object);
}

static void
ml_player_bar_class_init (MlPlayerBarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  object_class->dispose = ml_player_bar_dispose;
  object_class->get_property = ml_player_bar_get_property;
  object_class->set_property = ml_player_bar_set_property;

  properties[PROP_DOCUMENT] = g_param_spec_object ("document", NULL, NULL, ML_TYPE_DOCUMENT,
                                                   G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PLAYER] = g_param_spec_uint ("player", NULL, NULL, 0, ML_MAX_PLAYERS - 1, 0,
                                               G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FIGURE] = g_param_spec_uint ("figure", NULL, NULL, 0, ML_MAX_FIGURES - 1, 0,
                                               G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[SIGNAL_REFUSED] = g_signal_new ("refused", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                          NULL, G_TYPE_NONE, 1, G_TYPE_STRING | G_SIGNAL_TYPE_STATIC_SCOPE);

  gtk_widget_class_install_property_action (widget_class, "player-bar.player", "player");

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/meeplelab/MeepleLab/ui/ml-player-bar.ui");
  gtk_widget_class_bind_template_child (widget_class, MlPlayerBar, buttons);
  gtk_widget_class_bind_template_child (widget_class, MlPlayerBar, chooser);
  gtk_widget_class_bind_template_child (widget_class, MlPlayerBar, players_menu);
  gtk_widget_class_bind_template_child (widget_class, MlPlayerBar, popover);
  gtk_widget_class_bind_template_child (widget_class, MlPlayerBar, name);
  gtk_widget_class_bind_template_child (widget_class, MlPlayerBar, color);
  gtk_widget_class_bind_template_child (widget_class, MlPlayerBar, score);
  gtk_widget_class_bind_template_child (widget_class, MlPlayerBar, seat);
  gtk_widget_class_bind_template_child (widget_class, MlPlayerBar, figure_list);
  gtk_widget_class_bind_template_callback (widget_class, popover_shown);
  gtk_widget_class_bind_template_callback (widget_class, apply);
}

static void
ml_player_bar_init (MlPlayerBar *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  /* The colours come from the core's one table, in its order. */
  g_autoptr (GtkStringList) names = gtk_string_list_new (NULL);
  guint n_colors;
  const MlPlayerColor *colors = ml_player_colors (&n_colors);
  for (guint i = 0; i < n_colors; i++)
    gtk_string_list_append (names, _(colors[i].name));
  gtk_drop_down_set_model (self->color, G_LIST_MODEL (names));
  update_figures (self);
  g_signal_connect_object (self->figure_list, "notify::selected", G_CALLBACK (figure_chosen), self, G_CONNECT_SWAPPED);
  self->document_signals = g_signal_group_new (ML_TYPE_DOCUMENT);
  g_signal_group_connect_object (self->document_signals, "changed", G_CALLBACK (document_changed), self,
                                 G_CONNECT_SWAPPED);
}
