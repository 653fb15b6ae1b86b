/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Fuzz target: what the command line does with a file. Load, score, check, the legal
 * placements of one tile, one move, save, and load again: what was saved must load again
 * (or the save be refused with a clear error) and score the same as the game it came from. */
#include "config.h"
#include "ml-scenario.h"
#include "ml-rules.h"

#include <stdint.h>
#include <string.h>

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

static void
final_scores (const MlGame *game, int out[ML_MAX_PLAYERS])
{
  g_autoptr (MlGame) copy = ml_game_copy (game);
  g_autoptr (GArray) items = g_array_new (FALSE, FALSE, sizeof (MlScoreItem));
  ml_game_finish (copy, items);
  memcpy (out, copy->scores, sizeof (int) * ML_MAX_PLAYERS);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autoptr (MlScenario) scenario = ml_scenario_load_data ((const char *) data, size, "fuzz.json", NULL);
  if (scenario == NULL)
    return 0;
  g_autoptr (GArray) problems = g_array_new (FALSE, FALSE, sizeof (MlProblem));
  g_array_set_clear_func (problems, ml_problem_clear);
  g_autoptr (MlGame) game = ml_scenario_to_game (scenario, "fuzz.json", problems, NULL);
  if (game == NULL)
    return 0;
  int scores[ML_MAX_PLAYERS];
  final_scores (game, scores);
  g_array_set_size (problems, 0);
  ml_rules_check_layout (game, problems);

  /* One tile, chosen by the input, and the first placement a turn allows. */
  const MlCatalogue *catalogue = ml_catalogue_get_default ();
  guint32 hash = 2166136261u;
  for (size_t i = 0; i < size; i++)
    hash = (hash ^ data[i]) * 16777619u;
  const MlTileDef *tile = ml_catalogue_nth (catalogue, hash % ml_catalogue_n_tiles (catalogue));
  g_autoptr (GArray) placements = g_array_new (FALSE, FALSE, sizeof (MlPlacement));
  ml_game_turn_placements (game, tile, placements);
  if (placements->len > 0)
    {
      const MlPlacement *p = &g_array_index (placements, MlPlacement, (hash >> 8) % placements->len);
      MlTurnOptions options;
      ml_turn_options_init (&options, NULL);
      g_autoptr (GArray) events = g_array_new (FALSE, FALSE, sizeof (MlEvent));
      if (ml_game_play_turn (game, tile, p->x, p->y, p->rot, &options, events, NULL))
        {
          ml_scenario_update_from_game (scenario, game);
          final_scores (game, scores);
        }
    }

  g_autoptr (GError) error = NULL;
  g_autofree char *text = ml_scenario_to_checked_json (scenario, "saved.json", &error);
  if (text == NULL)
    {
      g_assert_error (error, ML_SCENARIO_ERROR, ML_SCENARIO_ERROR_WRITE);
      return 0;
    }
  g_autoptr (GError) again_error = NULL;
  g_autoptr (MlScenario) again = ml_scenario_load_data (text, strlen (text), "saved.json", &again_error);
  g_assert_no_error (again_error);
  g_autoptr (GArray) problems2 = g_array_new (FALSE, FALSE, sizeof (MlProblem));
  g_array_set_clear_func (problems2, ml_problem_clear);
  g_autoptr (GError) layout_error = NULL;
  g_autoptr (MlGame) game2 = ml_scenario_to_game (again, "saved.json", problems2, &layout_error);
  g_assert_no_error (layout_error);
  int scores2[ML_MAX_PLAYERS];
  final_scores (game2, scores2);
  for (guint i = 0; i < game->n_players; i++)
    g_assert_cmpint (scores[i], ==, scores2[i]);
  return 0;
}
