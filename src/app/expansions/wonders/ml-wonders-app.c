/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"
#include "ml-wonders-state.h"
#include "ml-wonders-app.h"
#include "ml-wonders.h"
#include "ml-wonders-choices.h"
#include "ml-wonders-score-part.h"
#include "ml-wonders-turn-part.h"

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

const MlAppExpansion ml_wonders_app = {
  .expansion = ML_EXPANSION_WONDERS,
  .new_choices = new_choices,
  .new_turn_part = ml_wonders_turn_part_new,
  .new_score_part = ml_wonders_score_part_new,
  .waiting_meeples = waiting_meeples,
};
