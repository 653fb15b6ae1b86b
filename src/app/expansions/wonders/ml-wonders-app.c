/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"
#include "wonders/ml-wonders-state.h"
#include "ml-wonders-app.h"
#include "wonders/ml-wonders.h"
#include "wonders/ml-wonders-choices.h"
#include "ml-wonder-editor.h"
#include "wonders/ml-wonders-table.h"
#include "ml-wonders-score-part.h"
#include "ml-wonders-turn-part.h"

#include <glib/gi18n.h>

static MlTurnChoices *
new_choices (void)
{
  return ML_TURN_CHOICES (ml_wonders_choices_new ());
}

/* The meeples that still wait beside the score track for @player's wonders to come: the
 * supply once every wonder is taken, less the supply now; the core's rule says how many
 * each wonder brings. */
static guint
waiting_meeples (const MlGame *game, guint player)
{
  if (!(game->expansions & ML_EXPANSION_WONDERS) || ml_wonders_state (game)->n_taken[player] >= ml_wonders_state (game)->wonders_per_player)
    return 0;
  MlGame all_taken = *game;
  ml_wonders_state (&all_taken)->n_taken[player] = ml_wonders_state (game)->wonders_per_player;
  return ml_game_supply (&all_taken, (int) player) - ml_game_supply (game, (int) player);
}

/* A wonder in the palette: the effect the readings in force bind to it. */
static char *
tile_about (const MlGame *game, const MlTileDef *tile)
{
  if (!ml_tile_is_wonder (tile))
    return NULL;
  return g_strdup (ml_effect_text (game ? ml_wonder_effect (game, tile) : tile->effect));
}

/* A suggested move's action of the Wonders', in words. */
static char *
advice_words (const MlAdviseMove *move)
{
  switch ((int) move->action)
    {
    case ML_WONDERS_ACTION_SLOT:
      return g_strdup (_("with a meeple into the Taj Mahal's slot"));
    case ML_WONDERS_ACTION_UNSLOT:
      return g_strdup (_("taking the last slotted meeple back"));
    case ML_WONDERS_ACTION_FROM_PORT:
      /* TRANSLATORS: a suggested move: the Cothon's port sends its meeple to the square (x, y) */
      return g_strdup_printf (_("sending the port's meeple to (%d, %d)"), move->meeples[0].x, move->meeples[0].y);
    case ML_ACTION_NONE:
    case ML_ACTION_MEEPLES:
    default:
      return NULL;
    }
}

/* Abu Simbel's owner holds the tile kept face down last turn as well. */
static const MlTileDef *
other_in_hand (const MlGame *game, const MlTileDef *tile)
{
  const MlTileDef *kept = ml_wonders_state (game)->kept[game->turn];
  return kept != tile ? kept : NULL;
}

/* The value of the Taj Mahal's fifth slot, beside the answer that gives it one: an edit
 * through the readings page's action. */
static void
fifth_value_changed (GtkSpinButton *spin)
{
  if (g_object_get_data (G_OBJECT (spin), "ml-following"))
    return;
  gtk_widget_activate_action (GTK_WIDGET (spin), "readings.taj-fifth-slot-value", "i",
                              gtk_spin_button_get_value_as_int (spin));
}

static GtkWidget *
reading_suffix (guint reading, guint answer)
{
  if (reading != ML_READING_TAJ_FIFTH_SLOT || answer != ML_FIFTH_SLOT_VALUE)
    return NULL;
  GtkWidget *spin = gtk_spin_button_new_with_range (0, ML_READING_MAX_VALUE, 1);
  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (spin, _("What the fifth slot adds to the city bonus"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Value of the fifth slot"), -1);
  g_signal_connect (spin, "value-changed", G_CALLBACK (fifth_value_changed), NULL);
  return spin;
}

/* The value in force, which counts only while the slot has one. */
static void
reading_follow (GtkWidget *suffix, const MlReadings *readings)
{
  g_object_set_data (G_OBJECT (suffix), "ml-following", GINT_TO_POINTER (TRUE));
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (suffix), readings->value[ML_READING_TAJ_FIFTH_SLOT]);
  g_object_set_data (G_OBJECT (suffix), "ml-following", NULL);
  gtk_widget_set_sensitive (suffix, readings->answer[ML_READING_TAJ_FIFTH_SLOT] == ML_FIFTH_SLOT_VALUE);
}

/* The free layout's popover on a laid wonder: its owner, slots and port. */
static gboolean
edits_tile (const MlTileDef *tile)
{
  return ml_tile_is_wonder (tile);
}

static GtkWidget *
new_editor (void)
{
  return GTK_WIDGET (ml_wonder_editor_new ());
}

static void
edit (GtkWidget *editor, MlDocument *document, guint piece)
{
  ml_wonder_editor_edit (ML_WONDER_EDITOR (editor), document, piece);
}

const MlAppExpansion ml_wonders_app = {
  .expansion = ML_EXPANSION_WONDERS,
  .new_choices = new_choices,
  .new_turn_part = ml_wonders_turn_part_new,
  .new_score_part = ml_wonders_score_part_new,
  .waiting_meeples = waiting_meeples,
  .tile_about = tile_about,
  .advice_words = advice_words,
  .other_in_hand = other_in_hand,
  .reading_suffix = reading_suffix,
  .reading_follow = reading_follow,
  .edits_tile = edits_tile,
  .new_editor = new_editor,
  .edit = edit,
};
