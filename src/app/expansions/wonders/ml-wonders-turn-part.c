/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"
#include "wonders/ml-wonders-state.h"
#include "ml-wonders-turn-part.h"
#include "wonders/ml-wonders.h"
#include "wonders/ml-wonders-choices.h"
#include "ml-rules.h"

#include <glib/gi18n.h>

struct _MlWondersTurnPart {
  GtkWidget parent_instance;

  /* Template widgets */
  GtkWidget *actions_box, *slot_button, *unslot_button, *port_button;
  GtkToggleButton *to_port;
  GtkWidget *choose_box, *keep_box, *cothon_box;
  GtkDropDown *first_taker, *taker, *choose, *keep, *cothon_meeples;
  GtkSpinButton *cothon_port;

  /* What the turn bar showed last (weak: the bar holds them). */
  MlDocument *document;
  MlBoardView *view;
  MlTurn *turn;
  GPtrArray *choose_tiles;   /* const MlTileDef*: the wonders the choose list offers, after "the first left" */
  GPtrArray *keep_tiles;     /* const MlTileDef*: the tiles the keep list offers, after "none" */
  const MlTileDef *keep_forced;   /* the one tile it offers: Abu Simbel's tile kept, the other laid */
  /* The wonder chosen for the first taker ([0]) and for each player ([1 + p]); the choose
   * list shows the one of the taker list's entry. */
  const MlTileDef *wanted[1 + ML_MAX_PLAYERS];
  gboolean showing;          /* the choose list is being set to a taker's choice */
  GArray *cothon_sets;       /* CothonSet: what the Cothon list offers, after "none" */
};

/* Meeples on features of the Cothon on taking it. */
typedef struct {
  guint n;
  MlMeepleChoice meeples[2];
} CothonSet;

static void ml_wonders_turn_part_iface_init (MlTurnPartInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (MlWondersTurnPart, ml_wonders_turn_part, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (ML_TYPE_TURN_PART, ml_wonders_turn_part_iface_init))

static const MlTileDef *
chosen_tile (GtkDropDown *list, GPtrArray *tiles)
{
  guint i = gtk_drop_down_get_selected (list);
  return i >= 1 && i <= tiles->len ? g_ptr_array_index (tiles, i - 1) : NULL;
}

/* The choices that hold for the next turn, told to the turn's Wonders' choices. */
static void
choices_changed (MlWondersTurnPart *self)
{
  MlTurnChoices *choices = self->turn ? ml_turn_get_choices (self->turn, ML_TYPE_WONDERS_CHOICES) : NULL;
  if (self->document == NULL || choices == NULL)
    return;
  MlGame *game = ml_document_get_game (self->document);
  MlWondersChoices *wonders = ML_WONDERS_CHOICES (choices);
  if (!(game->expansions & ML_EXPANSION_WONDERS))
    {
      /* Without the Wonders a turn takes none of their choices. */
      ml_wonders_choices_set (wonders, 0, 0, NULL, NULL);
      for (guint p = 0; p < ML_MAX_PLAYERS; p++)
        ml_wonders_choices_set_taker (wonders, p, NULL);
      ml_wonders_choices_set_cothon_meeples (wonders, 0, NULL);
      ml_wonders_choices_set_taker_order (wonders, 0, NULL);
      return;
    }
  guint port_mask = gtk_toggle_button_get_active (self->to_port) ? ml_wonders_port_mask (game) : 0;
  guint set = gtk_drop_down_get_selected (self->cothon_meeples);
  const CothonSet *on_cothon = set >= 1 && set <= self->cothon_sets->len
                               ? &g_array_index (self->cothon_sets, CothonSet, set - 1) : NULL;
  guint n_on = on_cothon && gtk_widget_get_visible (self->cothon_box) ? on_cothon->n : 0;
  /* Two meeples at most on taking the Cothon: those on it first, the port gets the rest. */
  guint port = MIN ((guint) gtk_spin_button_get_value_as_int (self->cothon_port), 2 - n_on);
  ml_wonders_choices_set (wonders, port_mask, port, self->wanted[0],
                          gtk_widget_get_visible (self->keep_box) ? chosen_tile (self->keep, self->keep_tiles) : NULL);
  for (guint p = 0; p < ML_MAX_PLAYERS; p++)
    ml_wonders_choices_set_taker (wonders, p, self->wanted[1 + p]);
  ml_wonders_choices_set_cothon_meeples (wonders, n_on, on_cothon ? on_cothon->meeples : NULL);
  /* The first entry is the turn order; then each player, who takes first. */
  guint first = gtk_drop_down_get_selected (self->first_taker);
  guint8 order = (guint8) (first - 1);
  ml_wonders_choices_set_taker_order (wonders, first >= 1 && first <= game->n_players ? 1 : 0, &order);
}

/* The choose list shows the wonder chosen for the taker list's entry. */
static void
taker_changed (MlWondersTurnPart *self)
{
  if (self->choose_tiles == NULL)
    return;
  guint t = gtk_drop_down_get_selected (self->taker);
  const MlTileDef *want = t < G_N_ELEMENTS (self->wanted) ? self->wanted[t] : NULL;
  guint selected = 0;
  for (guint i = 0; i < self->choose_tiles->len; i++)
    if (g_ptr_array_index (self->choose_tiles, i) == want)
      selected = i + 1;
  self->showing = TRUE;
  gtk_drop_down_set_selected (self->choose, selected);
  self->showing = FALSE;
}

/* A wonder chosen for the taker list's entry. */
static void
wonder_changed (MlWondersTurnPart *self)
{
  guint t = gtk_drop_down_get_selected (self->taker);
  if (!self->showing && t < G_N_ELEMENTS (self->wanted))
    self->wanted[t] = chosen_tile (self->choose, self->choose_tiles);
  choices_changed (self);
}

/* The Cothon's features that may take a meeple on taking it, alone and in pairs. */
static void
fill_cothon_sets (MlWondersTurnPart *self, MlGame *game)
{
  guint was = gtk_drop_down_get_selected (self->cothon_meeples);
  CothonSet old = was >= 1 && was <= self->cothon_sets->len ? g_array_index (self->cothon_sets, CothonSet, was - 1)
                                                           : (CothonSet) { 0 };
  g_array_set_size (self->cothon_sets, 0);
  const MlTileDef *cothon = ml_catalogue_lookup (ml_catalogue_get_default (), "cothon-carthage");
  int at = cothon ? ml_wonders_laid (game, cothon, -1) : -1;
  GtkStringList *model = gtk_string_list_new (NULL);
  gtk_string_list_append (model, _("No meeple on it"));
  guint selected = 0;
  if (at >= 0)
    {
      const MlPiece *piece = ml_board_piece (game->board, (guint) at);
      guint feats[8], n = 0;
      for (guint f = 0; f < cothon->n_features && n < G_N_ELEMENTS (feats); f++)
        {
          MlFeatureKind kind = cothon->features[f].kind;
          if (kind != ML_FEATURE_WATER && (kind != ML_FEATURE_FIELD || (game->expansions & ML_EXPANSION_FARMERS)))
            feats[n++] = f;
        }
      for (guint a = 0; a < n; a++)
        for (guint b = a; b < n; b++)
          {
            if (b != a && !ml_rules_features_apart (game, (guint) at, feats[a], feats[b]))
              continue;
            CothonSet set = { .n = b == a ? 1 : 2 };
            g_autoptr (GString) label = g_string_new (NULL);
            for (guint k = 0; k < set.n; k++)
              {
                guint f = k == 0 ? feats[a] : feats[b];
                guint cell = cothon->features[f].locs[0].cell;
                const MlRotatedCell *rc = &cothon->rotated[piece->rot][cell];
                set.meeples[k] = (MlMeepleChoice) { TRUE, cell, (guint8) f, FALSE };
                if (k)
                  g_string_append (label, " + ");
                /* Translators: a feature of the Cothon and its square, in its meeples list: "city at (0, 0)" */
                g_string_append_printf (label, _("%s at (%d, %d)"),
                                        g_dpgettext2 (GETTEXT_PACKAGE, "feature", ml_feature_kind_name (cothon->features[f].kind)),
                                        piece->x + rc->dx, piece->y + rc->dy);
              }
            g_array_append_val (self->cothon_sets, set);
            gtk_string_list_append (model, label->str);
            if (set.n == old.n && set.n && set.meeples[0].feature == old.meeples[0].feature
                && (set.n == 1 || set.meeples[1].feature == old.meeples[1].feature))
              selected = self->cothon_sets->len;
          }
    }
  gtk_drop_down_set_model (self->cothon_meeples, G_LIST_MODEL (model));
  gtk_drop_down_set_selected (self->cothon_meeples, selected);
  g_object_unref (model);
}

/* The taker list: the first to reach the pairs, then each player. */
static void
fill_takers (MlWondersTurnPart *self, MlGame *game, const char *const *names)
{
  guint was = gtk_drop_down_get_selected (self->taker);
  GtkStringList *model = gtk_string_list_new (NULL);
  /* Translators: the first entry of the list of players a wonder is chosen for */
  gtk_string_list_append (model, _("First taker"));
  for (guint p = 0; p < game->n_players; p++)
    gtk_string_list_append (model, names[p]);
  for (guint p = game->n_players; p < ML_MAX_PLAYERS; p++)
    self->wanted[1 + p] = NULL;
  self->showing = TRUE;
  gtk_drop_down_set_model (self->taker, G_LIST_MODEL (model));
  gtk_drop_down_set_selected (self->taker, was <= game->n_players ? was : 0);
  self->showing = FALSE;
  g_object_unref (model);

  guint first = gtk_drop_down_get_selected (self->first_taker);
  GtkStringList *order = gtk_string_list_new (NULL);
  /* Translators: the first entry of the list of who takes a wonder first, when several
   * players reach the pairs on one turn */
  gtk_string_list_append (order, _("In turn order"));
  guint may_take = 0;
  for (guint p = 0; p < game->n_players; p++)
    {
      /* Translators: an entry of the list of who takes a wonder first: "Red first" */
      g_autofree char *entry = g_strdup_printf (_("%s first"), names[p]);
      gtk_string_list_append (order, entry);
      may_take += ml_wonders_state (game)->n_taken[p] < ml_wonders_state (game)->wonders_per_player;
    }
  gtk_drop_down_set_model (self->first_taker, G_LIST_MODEL (order));
  gtk_drop_down_set_selected (self->first_taker, first <= game->n_players ? first : 0);
  g_object_unref (order);
  /* An order matters only when two players or more may still take a wonder. */
  gtk_widget_set_visible (GTK_WIDGET (self->first_taker), may_take >= 2);
  /* The list's place in the flow box goes with it. */
  gtk_widget_set_visible (gtk_widget_get_parent (GTK_WIDGET (self->first_taker)), may_take >= 2);
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

/* The keep list offers every tile, one of which Abu Simbel's owner draws, or only
 * @forced, the tile kept face down once the other tile in hand is laid; chosen then. */
static void
offer_keep (MlWondersTurnPart *self, const MlTileDef *forced)
{
  const MlCatalogue *catalogue = ml_catalogue_get_default ();
  g_ptr_array_set_size (self->keep_tiles, 0);
  if (forced)
    g_ptr_array_add (self->keep_tiles, (gpointer) forced);
  for (guint i = 0; !forced && i < ml_catalogue_n_tiles (catalogue); i++)
    if (!ml_tile_is_wonder (ml_catalogue_nth (catalogue, i)))
      g_ptr_array_add (self->keep_tiles, (gpointer) ml_catalogue_nth (catalogue, i));
  self->keep_forced = forced;
  g_autoptr (GPtrArray) none = g_ptr_array_new ();
  fill_tiles (self->keep, none, self->keep_tiles, _("No tile"), FALSE);
  gtk_drop_down_set_selected (self->keep, forced ? 1 : 0);
}

/* An action shows or hides with its place in the actions' flow box, so that a hidden one
 * leaves no gap; the box shows while one of them does. */
static void
show_action (MlWondersTurnPart *self, GtkWidget *action, gboolean on)
{
  gtk_widget_set_visible (action, on);
  gtk_widget_set_visible (gtk_widget_get_parent (action), on);
  GtkWidget *actions[] = { self->slot_button, self->unslot_button, self->port_button, GTK_WIDGET (self->to_port) };
  gboolean any = FALSE;
  for (guint i = 0; i < G_N_ELEMENTS (actions); i++)
    any |= gtk_widget_get_visible (actions[i]);
  gtk_widget_set_visible (self->actions_box, any);
}

/* Shown while one of its pieces is: the turn bar's spacing then stays as it was. */
static void
show_if_any (MlWondersTurnPart *self)
{
  gboolean any = FALSE;
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self)); child && !any;
       child = gtk_widget_get_next_sibling (child))
    any = gtk_widget_get_visible (child);
  gtk_widget_set_visible (GTK_WIDGET (self), any);
}

/* Brings the part up to date: the choices the wonders of the player to move give, and
 * those that hold for the next turns. */
static void
update (MlTurnPart *part, MlDocument *document, MlBoardView *view, MlTurn *turn, GString *title)
{
  MlWondersTurnPart *self = ML_WONDERS_TURN_PART (part);
  g_set_weak_pointer (&self->document, document);
  g_set_weak_pointer (&self->view, view);
  g_set_weak_pointer (&self->turn, turn);
  MlGame *game = ml_document_get_game (document);
  const char *names[ML_MAX_PLAYERS];
  ml_document_player_names (document, names);
  int p = (int) game->turn;
  gboolean wonders = (game->expansions & ML_EXPANSION_WONDERS) != 0;
  const MlTileDef *hand = wonders ? ml_wonders_in_hand (game, p) : NULL;
  const MlTileDef *pending = ml_board_view_get_pending (view);

  if (hand)
    /* Translators: follows "Red to move" */
    g_string_append_printf (title, _(": lays %s, the wonder in hand"), ml_wonder_name (hand));
  if (wonders && ml_wonders_state (game)->kept[p])
    /* Translators: follows "Red to move"; %s is a tile id */
    g_string_append_printf (title, _("; tile %s kept face down"), ml_wonders_state (game)->kept[p]->id);

  guint choices = wonders ? ml_wonders_turn_choices (game, p, pending) : 0;
  show_action (self, self->slot_button, (choices & ML_WONDER_TURN_SLOT) != 0);
  show_action (self, self->unslot_button, (choices & ML_WONDER_TURN_UNSLOT) != 0);
  show_action (self, self->port_button, (choices & ML_WONDER_TURN_FROM_PORT) != 0);
  /* The wonders' actions replace the meeple step: they wait for a tile laid. */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "turn.slot", pending != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "turn.unslot", pending != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "turn.from-port", pending != NULL);
  show_action (self, GTK_WIDGET (self->to_port), wonders && ml_wonders_port_mask (game) != 0);
  gtk_widget_set_visible (self->keep_box, wonders && ml_wonders_draws_two (game, p));
  /* Abu Simbel's owner holding the tile kept and another: laying the other keeps that one. */
  const char *in_hand = ml_board_view_get_hand (view);
  const MlTileDef *laid = pending ? pending : in_hand ? ml_catalogue_lookup (ml_catalogue_get_default (), in_hand) : NULL;
  const MlTileDef *forced = gtk_widget_get_visible (self->keep_box) && laid ? ml_wonders_keep_forced (game, p, laid) : NULL;
  if (forced != self->keep_forced)
    offer_keep (self, forced);

  /* The wonders that may be taken at the pairs: the Cothon only from the board. */
  g_autoptr (GPtrArray) available = g_ptr_array_new ();
  for (guint i = 0; wonders && i < ml_wonders_state (game)->n_available; i++)
    if (ml_wonders_takable (game, ml_wonders_state (game)->available[i]))
      g_ptr_array_add (available, (gpointer) ml_wonders_state (game)->available[i]);
  /* A choice for a wonder that is gone is forgotten. */
  for (guint t = 0; t < G_N_ELEMENTS (self->wanted); t++)
    if (self->wanted[t] && !g_ptr_array_find (available, self->wanted[t], NULL))
      self->wanted[t] = NULL;
  self->showing = TRUE;
  fill_tiles (self->choose, self->choose_tiles, available, _("The first left"), TRUE);
  self->showing = FALSE;
  g_ptr_array_set_size (self->choose_tiles, 0);
  g_ptr_array_extend (self->choose_tiles, available, NULL, NULL);
  fill_takers (self, game, names);
  taker_changed (self);
  gtk_widget_set_visible (self->choose_box, available->len > 0);
  /* A wonder with a port lies on the board, still to be taken: its taker fills it at once. */
  gboolean port_free = FALSE;
  for (guint i = 0; i < available->len; i++)
    port_free |= ml_wonders_port_on_taking (game, g_ptr_array_index (available, i));
  gtk_widget_set_visible (self->cothon_box, port_free);
  if (port_free)
    fill_cothon_sets (self, game);
  show_if_any (self);
  choices_changed (self);
}

/* A tile kept face down is kept once. */
static void
played (MlTurnPart *part)
{
  gtk_drop_down_set_selected (ML_WONDERS_TURN_PART (part)->keep, 0);
}

static void
ml_wonders_turn_part_iface_init (MlTurnPartInterface *iface)
{
  iface->update = update;
  iface->played = played;
}

static void
turn_action (MlWondersTurnPart *self, MlActionKind action)
{
  if (self->view == NULL)
    return;
  ml_board_view_turn_action (self->view, action);
  gtk_widget_grab_focus (GTK_WIDGET (self->view));
}

static void
slot_activated (GtkWidget *widget, const char *name, GVariant *param)
{
  turn_action (ML_WONDERS_TURN_PART (widget), ML_WONDERS_ACTION_SLOT);
}

static void
unslot_activated (GtkWidget *widget, const char *name, GVariant *param)
{
  turn_action (ML_WONDERS_TURN_PART (widget), ML_WONDERS_ACTION_UNSLOT);
}

static void
from_port_activated (GtkWidget *widget, const char *name, GVariant *param)
{
  turn_action (ML_WONDERS_TURN_PART (widget), ML_WONDERS_ACTION_FROM_PORT);
}

GtkWidget *
ml_wonders_turn_part_new (void)
{
  return g_object_new (ML_TYPE_WONDERS_TURN_PART, NULL);
}

static void
ml_wonders_turn_part_dispose (GObject *object)
{
  MlWondersTurnPart *self = ML_WONDERS_TURN_PART (object);
  g_clear_weak_pointer (&self->document);
  g_clear_weak_pointer (&self->view);
  g_clear_weak_pointer (&self->turn);
  g_clear_pointer (&self->choose_tiles, g_ptr_array_unref);
  g_clear_pointer (&self->keep_tiles, g_ptr_array_unref);
  g_clear_pointer (&self->cothon_sets, g_array_unref);
  gtk_widget_dispose_template (GTK_WIDGET (self), ML_TYPE_WONDERS_TURN_PART);
  G_OBJECT_CLASS (ml_wonders_turn_part_parent_class)->dispose (object);
}

static void
ml_wonders_turn_part_class_init (MlWondersTurnPartClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  object_class->dispose = ml_wonders_turn_part_dispose;

  gtk_widget_class_install_action (widget_class, "turn.slot", NULL, slot_activated);
  gtk_widget_class_install_action (widget_class, "turn.unslot", NULL, unslot_activated);
  gtk_widget_class_install_action (widget_class, "turn.from-port", NULL, from_port_activated);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/meeplelab/MeepleLab/ui/ml-wonders-turn-part.ui");
  gtk_widget_class_bind_template_child (widget_class, MlWondersTurnPart, actions_box);
  gtk_widget_class_bind_template_child (widget_class, MlWondersTurnPart, slot_button);
  gtk_widget_class_bind_template_child (widget_class, MlWondersTurnPart, unslot_button);
  gtk_widget_class_bind_template_child (widget_class, MlWondersTurnPart, port_button);
  gtk_widget_class_bind_template_child (widget_class, MlWondersTurnPart, to_port);
  gtk_widget_class_bind_template_child (widget_class, MlWondersTurnPart, choose_box);
  gtk_widget_class_bind_template_child (widget_class, MlWondersTurnPart, first_taker);
  gtk_widget_class_bind_template_child (widget_class, MlWondersTurnPart, taker);
  gtk_widget_class_bind_template_child (widget_class, MlWondersTurnPart, choose);
  gtk_widget_class_bind_template_child (widget_class, MlWondersTurnPart, cothon_meeples);
  gtk_widget_class_bind_template_child (widget_class, MlWondersTurnPart, keep_box);
  gtk_widget_class_bind_template_child (widget_class, MlWondersTurnPart, keep);
  gtk_widget_class_bind_template_child (widget_class, MlWondersTurnPart, cothon_box);
  gtk_widget_class_bind_template_child (widget_class, MlWondersTurnPart, cothon_port);
  gtk_widget_class_bind_template_callback (widget_class, choices_changed);
  gtk_widget_class_bind_template_callback (widget_class, taker_changed);
  gtk_widget_class_bind_template_callback (widget_class, wonder_changed);
}

static void
ml_wonders_turn_part_init (MlWondersTurnPart *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->choose_tiles = g_ptr_array_new ();
  self->keep_tiles = g_ptr_array_new ();
  self->cothon_sets = g_array_new (FALSE, FALSE, sizeof (CothonSet));
  offer_keep (self, NULL);
}
