#include "config.h"
#include "ml-window.h"
#include "ml-board-view.h"
#include "ml-export.h"
#include "ml-lessons.h"
#include "ml-palette.h"
#include "ml-score-panel.h"
#include "ml-wonders.h"

#include <glib/gi18n.h>

#define EXAMPLE_RESOURCE "/io/github/meeplelab/MeepleLab/scenarios/first-look.json"

struct _MlWindow {
  AdwApplicationWindow parent_instance;

  AdwWindowTitle *window_title;
  AdwToastOverlay *toast_overlay;
  GtkScrolledWindow *palette_scroll;
  GtkBox *player_box;
  MlBoardView *board_view;
  GtkLabel *status_label;
  GtkBox *panel_box;
  GtkWidget *panel_separator;
  GMenu *recent_menu;

  MlDocument *document;
  GtkEntry *player_name;
  GtkDropDown *player_color;
  GtkSpinButton *player_score;
  GtkPopover *player_popover;
  GtkLabel *description_label;
  MlPalette *palette;
  MlScorePanel *score_panel;
  guint player;

  /* Turn mode: whose turn it is and the Wonders' choices */
  GtkWidget *turn_bar;
  GtkLabel *turn_label;
  GtkWidget *slot_button, *unslot_button, *port_button, *to_port;
  GtkWidget *choose_box, *keep_box, *cothon_box;
  GtkSpinButton *cothon_port;
  GtkDropDown *choose, *keep;
  GPtrArray *choose_tiles;   /* const MlTileDef*: the wonders the choose list offers, after "the first left" */
  GPtrArray *keep_tiles;     /* const MlTileDef*: the tiles the keep list offers, after "none" */
  gboolean close_confirmed;
};

G_DEFINE_FINAL_TYPE (MlWindow, ml_window, ADW_TYPE_APPLICATION_WINDOW)

static void
toast (MlWindow *self, const char *message)
{
  AdwToast *t = adw_toast_new (message);
  adw_toast_set_timeout (t, 6);
  adw_toast_overlay_add_toast (self->toast_overlay, t);
}

/* ---- keeping the window in step with the document ---------------------------------------- */

static void
set_action_enabled (MlWindow *self, const char *name, gboolean enabled)
{
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (self), name);
  g_simple_action_set_enabled (G_SIMPLE_ACTION (action), enabled);
}

static void
set_action_state (MlWindow *self, const char *name, gboolean state)
{
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (self), name);
  g_simple_action_set_state (G_SIMPLE_ACTION (action), g_variant_new_boolean (state));
}

static gboolean
action_state (MlWindow *self, const char *name)
{
  g_autoptr (GVariant) state = g_action_group_get_action_state (G_ACTION_GROUP (self), name);
  return state && g_variant_get_boolean (state);
}

static void
update_title (MlWindow *self)
{
  g_autofree char *title = ml_document_dup_title (self->document);
  g_autofree char *shown = ml_document_get_modified (self->document) ? g_strdup_printf ("• %s", title) : g_strdup (title);
  GFile *file = ml_document_get_file (self->document);
  g_autofree char *path = file ? g_file_get_parse_name (file) : NULL;
  adw_window_title_set_title (self->window_title, shown);
  adw_window_title_set_subtitle (self->window_title, path ? path : _("Not saved yet"));
  gtk_window_set_title (GTK_WINDOW (self), title);
}

static void
update_actions (MlWindow *self)
{
  set_action_enabled (self, "undo", ml_document_can_undo (self->document));
  set_action_enabled (self, "redo", ml_document_can_redo (self->document));
  const MlScenario *scenario = ml_document_get_scenario (self->document);
  set_action_enabled (self, "remove-player", scenario->players->len > 2);
  set_action_enabled (self, "add-player", scenario->players->len < ML_MAX_PLAYERS);
  set_action_state (self, "expansion-farmers", scenario->expansions & ML_EXPANSION_FARMERS);
  set_action_state (self, "expansion-river", scenario->expansions & ML_EXPANSION_RIVER);
  set_action_state (self, "expansion-abbeys", scenario->expansions & ML_EXPANSION_ABBEYS);
  set_action_state (self, "expansion-wonders", scenario->expansions & ML_EXPANSION_WONDERS);
}

static void player_toggled (GtkToggleButton *button, MlWindow *self);

/* ---- turn mode: whose turn, and the Wonders' choices ---------------------------------------- */

/* The laid wonder with @effect that @player owns. */
static gboolean
owns (MlGame *game, int player, MlEffect effect)
{
  int at = ml_wonders_piece (game, effect, FALSE);
  return at >= 0 && ml_board_piece (game->board, (guint) at)->owner == player;
}

static const MlTileDef *
chosen_tile (GtkDropDown *list, GPtrArray *tiles)
{
  guint i = gtk_drop_down_get_selected (list);
  return i >= 1 && i <= tiles->len ? g_ptr_array_index (tiles, i - 1) : NULL;
}

/* The choices that hold for the next turn, told to the board. */
static void
turn_choices_changed (MlWindow *self)
{
  MlGame *game = ml_document_get_game (self->document);
  guint port_mask = 0;
  int cothon = ml_wonders_piece (game, ML_EFFECT_COTHON, FALSE);
  if (cothon >= 0 && gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (self->to_port)))
    port_mask = 1u << ml_board_piece (game->board, (guint) cothon)->owner;
  ml_board_view_set_turn_choices (self->board_view, port_mask,
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

/* Brings the turn bar up to date: the player to move and what they hold, and the choices
 * their wonders give. */
static void
update_turn_bar (MlWindow *self)
{
  gboolean on = action_state (self, "turn-mode");
  gtk_widget_set_visible (self->turn_bar, on);
  if (!on)
    return;
  MlGame *game = ml_document_get_game (self->document);
  const char *names[ML_MAX_PLAYERS];
  ml_document_player_names (self->document, names);
  int p = (int) game->turn;
  gboolean wonders = (game->expansions & ML_EXPANSION_WONDERS) != 0;
  const MlTileDef *hand = wonders ? ml_wonders_in_hand (game, p) : NULL;
  const MlTileDef *pending = ml_board_view_get_pending (self->board_view);

  g_autoptr (GString) text = g_string_new (NULL);
  /* Translators: the player whose turn it is, in the turn bar */
  g_string_printf (text, _("%s to move"), names[p]);
  if (hand)
    /* Translators: follows "Red to move" */
    g_string_append_printf (text, _(": lays %s, the wonder in hand"), ml_wonder_name (hand));
  if (wonders && game->kept[p])
    /* Translators: follows "Red to move"; %s is a tile id */
    g_string_append_printf (text, _("; tile %s kept face down"), game->kept[p]->id);
  gtk_label_set_text (self->turn_label, text->str);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->turn_label), text->str);

  gboolean taj = wonders && (owns (game, p, ML_EFFECT_TAJ_MAHAL) || (pending && pending->effect == ML_EFFECT_TAJ_MAHAL));
  gboolean cothon = wonders && owns (game, p, ML_EFFECT_COTHON);
  gtk_widget_set_visible (self->slot_button, taj);
  gtk_widget_set_visible (self->unslot_button, taj && !(pending && pending->effect == ML_EFFECT_TAJ_MAHAL));
  gtk_widget_set_visible (self->port_button, cothon);
  gtk_widget_set_sensitive (self->slot_button, pending != NULL);
  gtk_widget_set_sensitive (self->unslot_button, pending != NULL);
  gtk_widget_set_sensitive (self->port_button, pending != NULL);
  gtk_widget_set_visible (self->to_port, wonders && ml_wonders_piece (game, ML_EFFECT_COTHON, FALSE) >= 0);
  gtk_widget_set_visible (self->keep_box, wonders && owns (game, p, ML_EFFECT_ABU_SIMBEL));

  g_autoptr (GPtrArray) available = g_ptr_array_new ();
  for (guint i = 0; wonders && i < game->n_available; i++)
    g_ptr_array_add (available, (gpointer) game->available[i]);
  fill_tiles (self->choose, self->choose_tiles, available, _("The first left"), TRUE);
  g_ptr_array_set_size (self->choose_tiles, 0);
  g_ptr_array_extend (self->choose_tiles, available, NULL, NULL);
  gtk_widget_set_visible (self->choose_box, available->len > 0);
  /* The Cothon lies on the board, still to be taken: its taker marks it at once. */
  gboolean cothon_free = FALSE;
  for (guint i = 0; i < available->len; i++)
    {
      const MlTileDef *w = g_ptr_array_index (available, i);
      int at = w->effect == ML_EFFECT_COTHON ? ml_wonders_laid (game, w, -1) : -1;
      cothon_free |= at >= 0 && ml_board_piece (game->board, (guint) at)->owner < 0;
    }
  gtk_widget_set_visible (self->cothon_box, cothon_free);
  turn_choices_changed (self);
}

static void
turn_action_clicked (GtkButton *button, MlWindow *self)
{
  MlActionKind action = (MlActionKind) GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "action"));
  ml_board_view_turn_action (self->board_view, action);
  gtk_widget_grab_focus (GTK_WIDGET (self->board_view));
}

static GtkWidget *
turn_button (MlWindow *self, const char *label, const char *tooltip, MlActionKind action)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (label);
  gtk_widget_set_tooltip_text (button, tooltip);
  g_object_set_data (G_OBJECT (button), "action", GUINT_TO_POINTER (action));
  g_signal_connect (button, "clicked", G_CALLBACK (turn_action_clicked), self);
  return button;
}

static GtkWidget *
labelled (const char *label, GtkWidget *widget, const char *tooltip)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *l = gtk_label_new_with_mnemonic (label);
  gtk_label_set_mnemonic_widget (GTK_LABEL (l), widget);
  gtk_box_append (GTK_BOX (box), l);
  gtk_box_append (GTK_BOX (box), widget);
  gtk_widget_set_tooltip_text (box, tooltip);
  return box;
}

/* A bar under the toolbar in turn mode: the player to move, then what their wonders let
 * them do instead of a meeple, and the choices that hold for the next turn. */
static GtkWidget *
turn_bar (MlWindow *self)
{
  GtkWidget *bar = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_widget_set_margin_start (bar, 6);
  gtk_widget_set_margin_end (bar, 6);
  gtk_widget_set_margin_bottom (bar, 6);
  self->turn_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_ellipsize (self->turn_label, PANGO_ELLIPSIZE_END);
  gtk_label_set_xalign (self->turn_label, 0);
  gtk_widget_set_hexpand (GTK_WIDGET (self->turn_label), TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (self->turn_label), "heading");
  gtk_box_append (GTK_BOX (bar), GTK_WIDGET (self->turn_label));

  self->slot_button = turn_button (self, _("Into a _Slot"),
                                   _("Taj Mahal: a meeple into its next free slot instead of on the tile just laid"),
                                   ML_ACTION_SLOT);
  self->unslot_button = turn_button (self, _("Slot _Back"),
                                     _("Taj Mahal: the last meeple in its slots back to the supply instead of a meeple on the tile"),
                                     ML_ACTION_UNSLOT);
  self->port_button = turn_button (self, _("From the _Port"),
                                   _("Cothon of Carthage: a meeple from the port to a road, city or monastery on a river square, instead of a meeple on the tile"),
                                   ML_ACTION_FROM_PORT);
  self->to_port = gtk_toggle_button_new_with_mnemonic (_("_Home to the Port"));
  gtk_widget_set_tooltip_text (self->to_port, _("Cothon of Carthage: the owner’s meeples that come home from a scoring wait in the port"));
  g_signal_connect_swapped (self->to_port, "toggled", G_CALLBACK (turn_choices_changed), self);

  self->choose_tiles = g_ptr_array_new ();
  self->choose = GTK_DROP_DOWN (gtk_drop_down_new (NULL, NULL));
  self->choose_box = labelled (_("_Wonder to take:"), GTK_WIDGET (self->choose),
                               _("The wonder a player takes on reaching the meeples beside the score track"));
  g_signal_connect_swapped (self->choose, "notify::selected", G_CALLBACK (turn_choices_changed), self);

  self->keep_tiles = g_ptr_array_new ();
  const MlCatalogue *catalogue = ml_catalogue_get_default ();
  for (guint i = 0; i < ml_catalogue_n_tiles (catalogue); i++)
    if (!ml_tile_is_wonder (ml_catalogue_nth (catalogue, i)))
      g_ptr_array_add (self->keep_tiles, (gpointer) ml_catalogue_nth (catalogue, i));
  self->keep = GTK_DROP_DOWN (gtk_drop_down_new (NULL, NULL));
  g_autoptr (GPtrArray) none = g_ptr_array_new ();
  fill_tiles (self->keep, none, self->keep_tiles, _("No tile"), FALSE);
  gtk_drop_down_set_enable_search (self->keep, TRUE);
  self->keep_box = labelled (_("_Keep face down:"), GTK_WIDGET (self->keep),
                             _("Abu Simbel: the second tile drawn, kept face down for the next turn"));
  g_signal_connect_swapped (self->keep, "notify::selected", G_CALLBACK (turn_choices_changed), self);

  self->cothon_port = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (0, 2, 1));
  self->cothon_box = labelled (_("Cothon p_ort:"), GTK_WIDGET (self->cothon_port),
                               _("Cothon of Carthage: how many meeples its taker puts into its port at once"));
  g_signal_connect_swapped (self->cothon_port, "value-changed", G_CALLBACK (turn_choices_changed), self);

  GtkWidget *widgets[] = { self->slot_button, self->unslot_button, self->port_button, self->to_port,
                           self->choose_box, self->cothon_box, self->keep_box };
  for (guint i = 0; i < G_N_ELEMENTS (widgets); i++)
    gtk_box_append (GTK_BOX (bar), widgets[i]);
  gtk_widget_set_visible (bar, FALSE);
  return bar;
}

/* One toggle button per player, in the player's colour: the player whose meeples the
 * Meeples mode puts down. */
static void
rebuild_players (MlWindow *self)
{
  GtkWidget *child;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->player_box))))
    gtk_box_remove (self->player_box, child);
  const MlScenario *scenario = ml_document_get_scenario (self->document);
  self->player = MIN (self->player, scenario->players->len - 1);
  GtkToggleButton *first = NULL;
  for (guint p = 0; p < scenario->players->len; p++)
    {
      const MlScenarioPlayer *player = g_ptr_array_index (scenario->players, p);
      GtkWidget *button = gtk_toggle_button_new_with_label (player->name);
      g_autofree char *tip = g_strdup_printf (_("Meeples go down in the colour of %s"), player->name);
      gtk_widget_set_tooltip_text (button, tip);
      g_object_set_data (G_OBJECT (button), "player", GUINT_TO_POINTER (p));
      if (first)
        gtk_toggle_button_set_group (GTK_TOGGLE_BUTTON (button), first);
      else
        first = GTK_TOGGLE_BUTTON (button);
      gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (button), p == self->player);
      g_signal_connect (button, "toggled", G_CALLBACK (player_toggled), self);
      gtk_box_append (self->player_box, button);
    }
  ml_board_view_set_player (self->board_view, self->player);
}

static void
player_toggled (GtkToggleButton *button, MlWindow *self)
{
  if (!gtk_toggle_button_get_active (button))
    return;
  self->player = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "player"));
  ml_board_view_set_player (self->board_view, self->player);
}

static void
document_changed (MlWindow *self)
{
  const char *description = ml_scenario_localized (ml_document_get_scenario (self->document), "description");
  gtk_label_set_text (self->description_label, description ? description : "");
  gtk_widget_set_visible (GTK_WIDGET (self->description_label), description && *description);
  update_title (self);
  update_actions (self);
  const MlScenario *scenario = ml_document_get_scenario (self->document);
  guint n = 0;
  for (GtkWidget *c = gtk_widget_get_first_child (GTK_WIDGET (self->player_box)); c; c = gtk_widget_get_next_sibling (c))
    n++;
  gboolean same = n == scenario->players->len;
  guint p = 0;
  for (GtkWidget *c = gtk_widget_get_first_child (GTK_WIDGET (self->player_box)); c && same; c = gtk_widget_get_next_sibling (c), p++)
    same = g_strcmp0 (gtk_button_get_label (GTK_BUTTON (c)), ((MlScenarioPlayer *) g_ptr_array_index (scenario->players, p))->name) == 0;
  if (!same)
    rebuild_players (self);
  update_turn_bar (self);
}

/* ---- editing a player: name, colour, score on the track ------------------------------------ */

static const char *const color_ids[] = { "red", "blue", "green", "yellow", "black", "grey", "pink", "purple", "orange", "white", "brown" };
static const char *const color_names[] = { N_("Red"), N_("Blue"), N_("Green"), N_("Yellow"), N_("Black"), N_("Grey"),
                                           N_("Pink"), N_("Purple"), N_("Orange"), N_("White"), N_("Brown") };

static void
player_popover_shown (MlWindow *self)
{
  const MlScenario *scenario = ml_document_get_scenario (self->document);
  const MlScenarioPlayer *player = g_ptr_array_index (scenario->players, self->player);
  gtk_editable_set_text (GTK_EDITABLE (self->player_name), player->name);
  gtk_spin_button_set_value (self->player_score, (double) player->score);
  guint selected = GTK_INVALID_LIST_POSITION;
  for (guint i = 0; i < G_N_ELEMENTS (color_ids); i++)
    if (g_strcmp0 (player->color, color_ids[i]) == 0 || (g_strcmp0 (player->color, "gray") == 0 && i == 5))
      selected = i;
  gtk_drop_down_set_selected (self->player_color, selected);
}

static void
player_apply (MlWindow *self)
{
  const char *name = gtk_editable_get_text (GTK_EDITABLE (self->player_name));
  guint color = gtk_drop_down_get_selected (self->player_color);
  const MlScenarioPlayer *player = g_ptr_array_index (ml_document_get_scenario (self->document)->players, self->player);
  if (!ml_document_set_player (self->document, self->player, name,
                               color < G_N_ELEMENTS (color_ids) ? color_ids[color] : player->color,
                               gtk_spin_button_get_value_as_int (self->player_score)))
    toast (self, _("A player needs a name."));
  else
    {
      rebuild_players (self);
      gtk_popover_popdown (self->player_popover);
    }
}

/* A button beside the player bar with a popover to rename, recolour and rescore the chosen
 * player. */
static GtkWidget *
player_editor (MlWindow *self)
{
  GtkWidget *grid = gtk_grid_new ();
  gtk_grid_set_row_spacing (GTK_GRID (grid), 6);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 12);
  const char *labels[] = { N_("Name"), N_("Colour"), N_("Score on the track") };
  for (guint i = 0; i < G_N_ELEMENTS (labels); i++)
    {
      GtkWidget *label = gtk_label_new (_(labels[i]));
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_grid_attach (GTK_GRID (grid), label, 0, (int) i, 1, 1);
    }
  self->player_name = GTK_ENTRY (gtk_entry_new ());
  g_signal_connect_swapped (self->player_name, "activate", G_CALLBACK (player_apply), self);
  GtkStringList *colors = gtk_string_list_new (NULL);
  for (guint i = 0; i < G_N_ELEMENTS (color_names); i++)
    gtk_string_list_append (colors, _(color_names[i]));
  self->player_color = GTK_DROP_DOWN (gtk_drop_down_new (G_LIST_MODEL (colors), NULL));
  self->player_score = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (0, ML_MAX_SCORE, 1));
  gtk_grid_attach (GTK_GRID (grid), GTK_WIDGET (self->player_name), 1, 0, 1, 1);
  gtk_grid_attach (GTK_GRID (grid), GTK_WIDGET (self->player_color), 1, 1, 1, 1);
  gtk_grid_attach (GTK_GRID (grid), GTK_WIDGET (self->player_score), 1, 2, 1, 1);
  GtkWidget *apply = gtk_button_new_with_mnemonic (_("_Apply"));
  gtk_widget_add_css_class (apply, "suggested-action");
  gtk_widget_set_halign (apply, GTK_ALIGN_END);
  g_signal_connect_swapped (apply, "clicked", G_CALLBACK (player_apply), self);
  gtk_grid_attach (GTK_GRID (grid), apply, 1, 3, 1, 1);

  GtkWidget *popover = gtk_popover_new ();
  self->player_popover = GTK_POPOVER (popover);
  gtk_popover_set_child (GTK_POPOVER (popover), grid);
  g_signal_connect_swapped (popover, "show", G_CALLBACK (player_popover_shown), self);
  GtkWidget *button = gtk_menu_button_new ();
  gtk_menu_button_set_icon_name (GTK_MENU_BUTTON (button), "document-edit-symbolic");
  gtk_menu_button_set_popover (GTK_MENU_BUTTON (button), popover);
  gtk_widget_set_tooltip_text (button, _("Name, colour and score of the chosen player"));
  return button;
}

/* ---- files ---------------------------------------------------------------------------- */

static void
remember (GFile *file)
{
  g_autofree char *uri = g_file_get_uri (file);
  gtk_recent_manager_add_item (gtk_recent_manager_get_default (), uri);
}

void
ml_window_open_file (MlWindow *self, GFile *file)
{
  g_autoptr (GError) error = NULL;
  if (!ml_document_load (self->document, file, &error))
    {
      toast (self, error->message);
      return;
    }
  remember (file);
  ml_board_view_fit (self->board_view);
  ml_score_panel_clear_log (self->score_panel);
}

static gboolean
open_lesson (MlWindow *self, const MlLesson *lesson)
{
  gsize length;
  g_autofree char *json = ml_lesson_dup_json (lesson, &length);
  g_autoptr (GError) error = NULL;
  if (json == NULL || !ml_document_load_data (self->document, json, length, lesson->title, &error))
    {
      toast (self, error ? error->message : _("The lesson cannot be read."));
      return FALSE;
    }
  ml_board_view_fit (self->board_view);
  ml_score_panel_clear_log (self->score_panel);
  return TRUE;
}

/* A new window starts on the first lesson, else on the built-in example. */
static void
load_example (MlWindow *self)
{
  g_autoptr (GPtrArray) lessons = ml_lessons_list ();
  if (lessons->len > 0 && open_lesson (self, g_ptr_array_index (lessons, 0)))
    return;
  g_autoptr (GBytes) bytes = g_resources_lookup_data (EXAMPLE_RESOURCE, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  g_autoptr (GError) error = NULL;
  if (bytes == NULL
      || !ml_document_load_data (self->document, g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes),
                                 _("the built-in example"), &error))
    g_warning ("built-in example: %s", error ? error->message : "missing");
}

/* "Save changes?" before the board goes away; @then runs once it may. */
typedef void (*Proceed) (MlWindow *self, gpointer data);

typedef struct {
  MlWindow *self;
  Proceed then;
  gpointer data;
  GDestroyNotify free_data;
} Confirm;

static void
confirm_free (Confirm *c)
{
  if (c->free_data)
    c->free_data (c->data);
  g_object_unref (c->self);
  g_free (c);
}

/* Runs once the dialog is gone: closing the window while the dialog still names it as its
 * parent would leave the dialog pointing at a finished window. */
static gboolean
confirm_proceed (gpointer data)
{
  Confirm *c = data;
  c->then (c->self, c->data);
  confirm_free (c);
  return G_SOURCE_REMOVE;
}


static gboolean
save_to (MlWindow *self, GFile *file)
{
  g_autoptr (GError) error = NULL;
  if (!ml_document_save (self->document, file, &error))
    {
      g_autofree char *message = g_strdup_printf (_("Could not save: %s"), error->message);
      toast (self, message);
      return FALSE;
    }
  remember (file);
  return TRUE;
}

static GtkFileFilter *
scenario_filter (void)
{
  GtkFileFilter *filter = gtk_file_filter_new ();
  gtk_file_filter_set_name (filter, _("Meeple Lab scenarios"));
  gtk_file_filter_add_pattern (filter, "*.json");
  gtk_file_filter_add_mime_type (filter, "application/x-meeple-lab-scenario");
  return filter;
}

typedef struct {
  MlWindow *self;
  Confirm *after;   /* what to do once saved, or NULL */
} SaveAs;

static void
save_as_response (GtkNativeDialog *dialog, int response, SaveAs *data)
{
  MlWindow *self = data->self;
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      if (save_to (self, file) && data->after)
        g_idle_add (confirm_proceed, g_steal_pointer (&data->after));
    }
  if (data->after)
    confirm_free (data->after);
  g_object_unref (dialog);
  g_object_unref (self);
  g_free (data);
}

static void
save_as (MlWindow *self, Confirm *after)
{
  GtkFileChooserNative *dialog = gtk_file_chooser_native_new (_("Save Scenario"), GTK_WINDOW (self),
                                                              GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"), _("_Cancel"));
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (dialog), scenario_filter ());
  GFile *file = ml_document_get_file (self->document);
  if (file)
    gtk_file_chooser_set_file (GTK_FILE_CHOOSER (dialog), file, NULL);
  else
    {
      g_autofree char *title = ml_document_dup_title (self->document);
      g_autofree char *name = g_strdup_printf ("%s.json", title);
      gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (dialog), name);
    }
  SaveAs *data = g_new0 (SaveAs, 1);
  data->self = g_object_ref (self);
  data->after = after;
  g_signal_connect (dialog, "response", G_CALLBACK (save_as_response), data);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

static void
save (MlWindow *self)
{
  GFile *file = ml_document_get_file (self->document);
  if (file == NULL)
    save_as (self, NULL);
  else
    save_to (self, file);
}

static void
confirm_response (AdwMessageDialog *dialog, const char *response, Confirm *c)
{
  gboolean go = g_str_equal (response, "discard");
  if (g_str_equal (response, "save"))
    {
      GFile *file = ml_document_get_file (c->self->document);
      if (file == NULL)
        {
          /* Goes on once the file is chosen and written. */
          save_as (c->self, c);
          return;
        }
      go = save_to (c->self, file);
    }
  if (go)
    g_idle_add (confirm_proceed, c);
  else
    confirm_free (c);
}

static void
confirm_discard (MlWindow *self, Proceed then, gpointer data, GDestroyNotify free_data)
{
  if (!ml_document_get_modified (self->document))
    {
      then (self, data);
      if (free_data)
        free_data (data);
      return;
    }
  g_autofree char *title = ml_document_dup_title (self->document);
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Save Changes?"), NULL);
  adw_message_dialog_format_body (ADW_MESSAGE_DIALOG (dialog),
                                  _("“%s” has changes that are not saved. Without saving, they are lost."), title);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"), "discard", _("_Discard"), "save", _("_Save"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "discard", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "save", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "save");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  Confirm *c = g_new0 (Confirm, 1);
  c->self = g_object_ref (self);
  c->then = then;
  c->data = data;
  c->free_data = free_data;
  g_signal_connect (dialog, "response", G_CALLBACK (confirm_response), c);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
open_now (MlWindow *self, gpointer file)
{
  ml_window_open_file (self, G_FILE (file));
}

static void
open_response (GtkNativeDialog *dialog, int response, MlWindow *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      GFile *file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      confirm_discard (self, open_now, file, g_object_unref);
    }
  g_object_unref (dialog);
  g_object_unref (self);
}

static GSettings *
settings_of (MlWindow *self)
{
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));
  return app ? ml_application_get_settings (ML_APPLICATION (app)) : NULL;
}

static void
new_now (MlWindow *self, gpointer data)
{
  g_autoptr (MlDocument) fresh = ml_document_new ();
  GSettings *settings = settings_of (self);
  if (settings)
    {
      g_auto (GStrv) ids = g_settings_get_strv (settings, "default-expansions");
      guint expansions = 0;
      for (guint i = 0; ids[i]; i++)
        {
          MlExpansions e;
          if (ml_expansion_parse (ids[i], &e))
            expansions |= e;
        }
      ml_document_set_expansions (fresh, expansions);
    }
  g_autofree char *json = ml_scenario_to_json (ml_document_get_scenario (fresh));
  ml_document_load_data (self->document, json, strlen (json), _("Untitled"), NULL);
  ml_score_panel_clear_log (self->score_panel);
}

/* ---- actions ------------------------------------------------------------------------ */

#define ACTION(name) static void name (GSimpleAction *action, GVariant *param, gpointer user_data)

ACTION (new_activated) { confirm_discard (ML_WINDOW (user_data), new_now, NULL, NULL); }
ACTION (save_activated) { save (ML_WINDOW (user_data)); }
ACTION (save_as_activated) { save_as (ML_WINDOW (user_data), NULL); }
ACTION (undo_activated) { ml_document_undo (ML_WINDOW (user_data)->document); }
ACTION (redo_activated) { ml_document_redo (ML_WINDOW (user_data)->document); }
ACTION (rotate_activated) { ml_board_view_rotate (ML_WINDOW (user_data)->board_view, 1); }
ACTION (rotate_back_activated) { ml_board_view_rotate (ML_WINDOW (user_data)->board_view, -1); }
ACTION (fit_activated) { ml_board_view_fit (ML_WINDOW (user_data)->board_view); }
ACTION (zoom_in_activated) { ml_board_view_zoom (ML_WINDOW (user_data)->board_view, 1.25); }
ACTION (zoom_out_activated) { ml_board_view_zoom (ML_WINDOW (user_data)->board_view, 0.8); }

ACTION (open_activated)
{
  MlWindow *self = ML_WINDOW (user_data);
  GtkFileChooserNative *dialog = gtk_file_chooser_native_new (_("Open Scenario"), GTK_WINDOW (self),
                                                              GTK_FILE_CHOOSER_ACTION_OPEN, _("_Open"), _("_Cancel"));
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (dialog), scenario_filter ());
  g_signal_connect (dialog, "response", G_CALLBACK (open_response), g_object_ref (self));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

ACTION (open_recent_activated)
{
  MlWindow *self = ML_WINDOW (user_data);
  GFile *file = g_file_new_for_uri (g_variant_get_string (param, NULL));
  confirm_discard (self, open_now, file, g_object_unref);
}

static void
export_response (GtkNativeDialog *dialog, int response, MlWindow *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      g_autofree char *path = g_file_get_path (file);
      MlExportFormat format;
      g_autoptr (GError) error = NULL;
      MlPaintOptions options;
      ml_board_view_export_options (self->board_view, &options);
      if (path == NULL || !ml_export_format_for_path (path, &format))
        toast (self, _("The image’s name must end in .png, .svg or .pdf."));
      else if (!ml_export_board (ml_document_get_game (self->document)->board, &options, format, 96, path, &error))
        {
          g_autofree char *message = g_strdup_printf (_("Could not export: %s"), error->message);
          toast (self, message);
        }
      else
        toast (self, _("Board exported."));
    }
  g_object_unref (dialog);
  g_object_unref (self);
}

ACTION (export_activated)
{
  MlWindow *self = ML_WINDOW (user_data);
  GtkFileChooserNative *dialog = gtk_file_chooser_native_new (_("Export the Board"), GTK_WINDOW (self),
                                                              GTK_FILE_CHOOSER_ACTION_SAVE, _("_Export"), _("_Cancel"));
  const char *names[] = { N_("PNG image"), N_("SVG drawing"), N_("PDF document") };
  const char *patterns[] = { "*.png", "*.svg", "*.pdf" };
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      GtkFileFilter *filter = gtk_file_filter_new ();
      gtk_file_filter_set_name (filter, _(names[i]));
      gtk_file_filter_add_pattern (filter, patterns[i]);
      gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (dialog), filter);
    }
  g_autofree char *title = ml_document_dup_title (self->document);
  g_autofree char *name = g_strdup_printf ("%s.png", title);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (dialog), name);
  g_signal_connect (dialog, "response", G_CALLBACK (export_response), g_object_ref (self));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

/* win.place(tile, x, y, rotation in degrees): lays a piece in free layout; for scripts and tests. */
ACTION (place_activated)
{
  MlWindow *self = ML_WINDOW (user_data);
  const char *tile;
  int x, y, degrees, rot;
  g_variant_get (param, "(&siii)", &tile, &x, &y, &degrees);
  if (!ml_rotation_from_degrees (degrees, &rot)
      || !ml_document_place_piece_for (self->document, tile, x, y, rot, (int) self->player))
    toast (self, _("The piece cannot go there."));
}

typedef struct {
  MlWindow *self;
  MlLesson lesson;
} LessonChoice;

static void
lesson_choice_free (gpointer data)
{
  LessonChoice *c = data;
  g_free (c->lesson.resource);
  g_free (c->lesson.title);
  g_free (c->lesson.description);
  g_free (c);
}

static void
open_lesson_now (MlWindow *self, gpointer data)
{
  open_lesson (self, &((LessonChoice *) data)->lesson);
}

static void
lesson_chosen (const MlLesson *lesson, gpointer data)
{
  MlWindow *self = ML_WINDOW (data);
  LessonChoice *c = g_new0 (LessonChoice, 1);
  c->self = self;
  c->lesson.resource = g_strdup (lesson->resource);
  c->lesson.title = g_strdup (lesson->title);
  c->lesson.description = g_strdup (lesson->description);
  confirm_discard (self, open_lesson_now, c, lesson_choice_free);
}

ACTION (lessons_activated)
{
  ml_lessons_browse (GTK_WINDOW (user_data), lesson_chosen, user_data);
}

ACTION (delete_activated)
{
  ml_board_view_delete (ML_WINDOW (user_data)->board_view);
}

ACTION (cancel_activated)
{
  MlWindow *self = ML_WINDOW (user_data);
  ml_board_view_cancel (self->board_view);
  ml_palette_unselect (self->palette);
}

ACTION (next_player_activated)
{
  MlWindow *self = ML_WINDOW (user_data);
  const MlScenario *scenario = ml_document_get_scenario (self->document);
  self->player = (self->player + 1) % scenario->players->len;
  rebuild_players (self);
}

ACTION (add_player_activated) { ml_document_add_player (ML_WINDOW (user_data)->document); }

ACTION (remove_player_activated)
{
  MlWindow *self = ML_WINDOW (user_data);
  ml_document_remove_player (self->document, self->player);
}

static void
toggle_state (GSimpleAction *action)
{
  g_autoptr (GVariant) state = g_action_get_state (G_ACTION (action));
  g_simple_action_set_state (action, g_variant_new_boolean (!g_variant_get_boolean (state)));
}

ACTION (overlay_activated)
{
  MlWindow *self = ML_WINDOW (user_data);
  toggle_state (action);
  ml_board_view_set_overlay (self->board_view, action_state (self, "overlay"));
  GSettings *settings = ml_application_get_settings (ML_APPLICATION (gtk_window_get_application (GTK_WINDOW (self))));
  if (settings)
    g_settings_set_boolean (settings, "overlay", action_state (self, "overlay"));
}

ACTION (legal_activated)
{
  MlWindow *self = ML_WINDOW (user_data);
  toggle_state (action);
  ml_board_view_set_show_legal (self->board_view, action_state (self, "legal"));
}

ACTION (meeples_activated)
{
  MlWindow *self = ML_WINDOW (user_data);
  toggle_state (action);
  gboolean on = action_state (self, "meeples");
  ml_board_view_set_mode (self->board_view, on ? ML_BOARD_MODE_MEEPLES : ML_BOARD_MODE_TILES);
  if (on)
    ml_palette_unselect (self->palette);
}

ACTION (turn_mode_activated)
{
  MlWindow *self = ML_WINDOW (user_data);
  toggle_state (action);
  gboolean on = action_state (self, "turn-mode");
  ml_board_view_set_turn_mode (self->board_view, on);
  update_turn_bar (self);
  toast (self, on ? _("Playing by the rules: lay the tile in hand on a green square, then choose a meeple or press Enter.")
                  : _("Free layout: anything goes; the panel flags what breaks the rules."));
}

ACTION (panel_activated)
{
  MlWindow *self = ML_WINDOW (user_data);
  toggle_state (action);
  gboolean on = action_state (self, "panel");
  gtk_widget_set_visible (GTK_WIDGET (self->panel_box), on);
  gtk_widget_set_visible (self->panel_separator, on);
}

static void
toggle_expansion (MlWindow *self, GSimpleAction *action, MlExpansions expansion)
{
  toggle_state (action);
  guint expansions = ml_document_get_scenario (self->document)->expansions ^ expansion;
  ml_document_set_expansions (self->document, expansions);
  /* New boards start with the expansions last chosen. */
  GSettings *settings = settings_of (self);
  if (settings)
    {
      g_autoptr (GStrvBuilder) ids = g_strv_builder_new ();
      for (guint e = ML_EXPANSION_FARMERS; e <= ML_EXPANSION_WONDERS; e <<= 1)
        if (expansions & e)
          g_strv_builder_add (ids, ml_expansion_id ((MlExpansions) e));
      g_auto (GStrv) strv = g_strv_builder_end (ids);
      g_settings_set_strv (settings, "default-expansions", (const char *const *) strv);
    }
}

ACTION (farmers_activated) { toggle_expansion (ML_WINDOW (user_data), action, ML_EXPANSION_FARMERS); }
ACTION (river_activated) { toggle_expansion (ML_WINDOW (user_data), action, ML_EXPANSION_RIVER); }
ACTION (abbeys_activated) { toggle_expansion (ML_WINDOW (user_data), action, ML_EXPANSION_ABBEYS); }
ACTION (wonders_activated) { toggle_expansion (ML_WINDOW (user_data), action, ML_EXPANSION_WONDERS); }

static const GActionEntry win_actions[] = {
  { .name = "new", .activate = new_activated },
  { .name = "open", .activate = open_activated },
  { .name = "open-recent", .activate = open_recent_activated, .parameter_type = "s" },
  { .name = "save", .activate = save_activated },
  { .name = "save-as", .activate = save_as_activated },
  { .name = "export", .activate = export_activated },
  { .name = "undo", .activate = undo_activated },
  { .name = "redo", .activate = redo_activated },
  { .name = "rotate", .activate = rotate_activated },
  { .name = "rotate-back", .activate = rotate_back_activated },
  { .name = "delete", .activate = delete_activated },
  { .name = "lessons", .activate = lessons_activated },
  { .name = "place", .activate = place_activated, .parameter_type = "(siii)" },
  { .name = "fit", .activate = fit_activated },
  { .name = "zoom-in", .activate = zoom_in_activated },
  { .name = "zoom-out", .activate = zoom_out_activated },
  { .name = "cancel", .activate = cancel_activated },
  { .name = "next-player", .activate = next_player_activated },
  { .name = "add-player", .activate = add_player_activated },
  { .name = "remove-player", .activate = remove_player_activated },
  { .name = "overlay", .activate = overlay_activated, .state = "false" },
  { .name = "legal", .activate = legal_activated, .state = "true" },
  { .name = "meeples", .activate = meeples_activated, .state = "false" },
  { .name = "turn-mode", .activate = turn_mode_activated, .state = "false" },
  { .name = "panel", .activate = panel_activated, .state = "true" },
  { .name = "expansion-farmers", .activate = farmers_activated, .state = "true" },
  { .name = "expansion-river", .activate = river_activated, .state = "false" },
  { .name = "expansion-abbeys", .activate = abbeys_activated, .state = "false" },
  { .name = "expansion-wonders", .activate = wonders_activated, .state = "false" },
};

/* ---- the rest of the window -------------------------------------------------------------- */

static void
tile_chosen (MlPalette *palette, const char *tile, MlWindow *self)
{
  if (action_state (self, "meeples"))
    g_action_group_activate_action (G_ACTION_GROUP (self), "meeples", NULL);
  ml_board_view_set_hand (self->board_view, tile);
  gtk_widget_grab_focus (GTK_WIDGET (self->board_view));
}

static void
hand_changed (MlBoardView *view, MlWindow *self)
{
  if (ml_board_view_get_hand (view) == NULL)
    ml_palette_unselect (self->palette);
}

static void
item_selected (MlScorePanel *panel, int feature, MlWindow *self)
{
  ml_board_view_set_highlight (self->board_view, feature);
}

static void
status_changed (MlBoardView *view, const char *status, MlWindow *self)
{
  gtk_label_set_text (self->status_label, status);
}

static void
refused (MlBoardView *view, const char *message, MlWindow *self)
{
  toast (self, message);
}

static void
turn_played (MlBoardView *view, GArray *events, MlWindow *self)
{
  /* A tile kept face down is kept once. */
  gtk_drop_down_set_selected (self->keep, 0);
  MlGame *game = ml_document_get_game (self->document);
  const char *names[ML_MAX_PLAYERS];
  ml_document_player_names (self->document, names);
  for (guint i = 0; i < events->len; i++)
    {
      g_autofree char *line = ml_event_explain (&g_array_index (events, MlEvent, i), game->n_players, names);
      ml_score_panel_log (self->score_panel, line);
    }
}

static gboolean
file_dropped (GtkDropTarget *target, const GValue *value, double x, double y, MlWindow *self)
{
  GSList *files = gdk_file_list_get_files (g_value_get_boxed (value));
  if (files == NULL)
    return FALSE;
  confirm_discard (self, open_now, g_object_ref (files->data), g_object_unref);
  g_slist_free (files);
  return TRUE;
}

/* Recent scenarios, filled each time the window comes forward. */
static void
fill_recent (MlWindow *self)
{
  g_menu_remove_all (self->recent_menu);
  GList *items = gtk_recent_manager_get_items (gtk_recent_manager_get_default ());
  guint n = 0;
  for (GList *l = items; l && n < 8; l = l->next)
    {
      GtkRecentInfo *info = l->data;
      const char *uri = gtk_recent_info_get_uri (info);
      if (!g_str_has_suffix (uri, ".json") || !gtk_recent_info_exists (info))
        continue;
      g_autofree char *label = g_uri_unescape_string (gtk_recent_info_get_display_name (info), NULL);
      GMenuItem *item = g_menu_item_new (label ? label : uri, NULL);
      g_menu_item_set_action_and_target_value (item, "win.open-recent", g_variant_new_string (uri));
      g_menu_append_item (self->recent_menu, item);
      g_object_unref (item);
      n++;
    }
  g_list_free_full (items, (GDestroyNotify) gtk_recent_info_unref);
}

static void
close_now (MlWindow *self, gpointer data)
{
  self->close_confirmed = TRUE;
  gtk_window_close (GTK_WINDOW (self));
}

static gboolean
ml_window_close_request (GtkWindow *window)
{
  MlWindow *self = ML_WINDOW (window);
  GSettings *settings = ml_application_get_settings (ML_APPLICATION (gtk_window_get_application (window)));
  if (settings)
    {
      int w, h;
      gtk_window_get_default_size (window, &w, &h);
      g_settings_set (settings, "window-size", "(ii)", w, h);
      g_settings_set_boolean (settings, "window-maximized", gtk_window_is_maximized (window));
    }
  if (self->close_confirmed || !ml_document_get_modified (self->document))
    return GTK_WINDOW_CLASS (ml_window_parent_class)->close_request (window);
  confirm_discard (self, close_now, NULL, NULL);
  return TRUE;
}

static void
ml_window_dispose (GObject *object)
{
  MlWindow *self = ML_WINDOW (object);
  if (self->document)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_clear_object (&self->document);
  g_clear_pointer (&self->choose_tiles, g_ptr_array_unref);
  g_clear_pointer (&self->keep_tiles, g_ptr_array_unref);
  gtk_widget_dispose_template (GTK_WIDGET (self), ML_TYPE_WINDOW);
  G_OBJECT_CLASS (ml_window_parent_class)->dispose (object);
}

static void
ml_window_class_init (MlWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  G_OBJECT_CLASS (klass)->dispose = ml_window_dispose;
  GTK_WINDOW_CLASS (klass)->close_request = ml_window_close_request;
  g_type_ensure (ML_TYPE_BOARD_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/meeplelab/MeepleLab/ui/ml-window.ui");
  gtk_widget_class_bind_template_child (widget_class, MlWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, MlWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, MlWindow, palette_scroll);
  gtk_widget_class_bind_template_child (widget_class, MlWindow, player_box);
  gtk_widget_class_bind_template_child (widget_class, MlWindow, board_view);
  gtk_widget_class_bind_template_child (widget_class, MlWindow, status_label);
  gtk_widget_class_bind_template_child (widget_class, MlWindow, panel_box);
  gtk_widget_class_bind_template_child (widget_class, MlWindow, panel_separator);
  gtk_widget_class_bind_template_child (widget_class, MlWindow, recent_menu);
}

static void
ml_window_init (MlWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  g_action_map_add_action_entries (G_ACTION_MAP (self), win_actions, G_N_ELEMENTS (win_actions), self);

  self->document = ml_document_new ();
  GtkWidget *toolbar = gtk_widget_get_parent (GTK_WIDGET (self->player_box));
  self->turn_bar = turn_bar (self);
  gtk_box_insert_child_after (GTK_BOX (gtk_widget_get_parent (toolbar)), self->turn_bar, toolbar);
  gtk_box_insert_child_after (GTK_BOX (gtk_widget_get_parent (GTK_WIDGET (self->player_box))), player_editor (self),
                              GTK_WIDGET (self->player_box));
  self->palette = ml_palette_new ();
  gtk_scrolled_window_set_child (self->palette_scroll, GTK_WIDGET (self->palette));
  self->score_panel = ml_score_panel_new ();
  gtk_widget_set_hexpand (GTK_WIDGET (self->score_panel), TRUE);
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->panel_box), GTK_ORIENTATION_VERTICAL);
  self->description_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->description_label, TRUE);
  gtk_label_set_xalign (self->description_label, 0);
  gtk_label_set_selectable (self->description_label, TRUE);
  gtk_widget_set_margin_start (GTK_WIDGET (self->description_label), 12);
  gtk_widget_set_margin_end (GTK_WIDGET (self->description_label), 12);
  gtk_widget_set_margin_top (GTK_WIDGET (self->description_label), 12);
  gtk_widget_add_css_class (GTK_WIDGET (self->description_label), "dim-label");
  gtk_box_append (self->panel_box, GTK_WIDGET (self->description_label));
  gtk_widget_set_vexpand (GTK_WIDGET (self->score_panel), TRUE);
  gtk_box_append (self->panel_box, GTK_WIDGET (self->score_panel));

  g_signal_connect (self->palette, "tile-chosen", G_CALLBACK (tile_chosen), self);
  g_signal_connect (self->score_panel, "item-selected", G_CALLBACK (item_selected), self);
  g_signal_connect (self->board_view, "status", G_CALLBACK (status_changed), self);
  g_signal_connect (self->board_view, "refused", G_CALLBACK (refused), self);
  g_signal_connect (self->board_view, "turn-played", G_CALLBACK (turn_played), self);
  g_signal_connect (self->board_view, "hand-changed", G_CALLBACK (hand_changed), self);
  g_signal_connect_swapped (self->board_view, "pending-changed", G_CALLBACK (update_turn_bar), self);
  g_signal_connect_swapped (self->document, "changed", G_CALLBACK (document_changed), self);
  g_signal_connect_swapped (self->document, "notify::modified", G_CALLBACK (update_title), self);
  g_signal_connect_swapped (self, "notify::is-active", G_CALLBACK (fill_recent), self);

  GtkDropTarget *drop = gtk_drop_target_new (GDK_TYPE_FILE_LIST, GDK_ACTION_COPY);
  g_signal_connect (drop, "drop", G_CALLBACK (file_dropped), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drop));

  ml_palette_set_document (self->palette, self->document);
  ml_score_panel_set_document (self->score_panel, self->document);
  ml_board_view_set_document (self->board_view, self->document);
  load_example (self);
  document_changed (self);
  rebuild_players (self);
}

MlWindow *
ml_window_new (MlApplication *application)
{
  MlWindow *self = g_object_new (ML_TYPE_WINDOW, "application", application, NULL);
  GSettings *settings = ml_application_get_settings (application);
  if (settings)
    {
      int w, h;
      g_settings_get (settings, "window-size", "(ii)", &w, &h);
      gtk_window_set_default_size (GTK_WINDOW (self), w, h);
      if (g_settings_get_boolean (settings, "window-maximized"))
        gtk_window_maximize (GTK_WINDOW (self));
      if (g_settings_get_boolean (settings, "overlay"))
        g_action_group_activate_action (G_ACTION_GROUP (self), "overlay", NULL);
    }
  return self;
}

MlDocument *
ml_window_get_document (MlWindow *self)
{
  return self->document;
}
