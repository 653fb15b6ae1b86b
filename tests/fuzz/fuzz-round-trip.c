/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Fuzz target: a file that loads saves, and loads again as the same thing. Any input the
 * loader takes is written, and that text must load (never "would not load again"); it must
 * give the same text when written again, the same board and final scores as a game, and
 * the same record, which replays to the same position. */
#include "config.h"
#include "ml-scenario.h"
#include "ml-record.h"
#include "ml-rules.h"

#include <stdint.h>
#include <string.h>

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

/* The final scores of @scenario laid out as a game, or FALSE when it does not lay out. */
static gboolean
final_scores (const MlScenario *scenario, int out[ML_MAX_PLAYERS], guint *n_pieces)
{
  g_autoptr (GArray) problems = g_array_new (FALSE, FALSE, sizeof (MlProblem));
  g_array_set_clear_func (problems, ml_problem_clear);
  g_autoptr (MlGame) game = ml_scenario_to_game (scenario, "fuzz.json", problems, NULL);
  if (game == NULL)
    return FALSE;
  *n_pieces = ml_board_n_pieces (game->board);
  g_autoptr (GArray) items = g_array_new (FALSE, FALSE, sizeof (MlScoreItem));
  ml_game_finish (game, items);
  memset (out, 0, sizeof (int) * ML_MAX_PLAYERS);
  memcpy (out, game->scores, sizeof (int) * game->n_players);
  return TRUE;
}

/* The text of the position after @scenario's record, or NULL without a record. */
static char *
record_position (const MlScenario *scenario)
{
  g_autoptr (MlRecord) record = ml_record_of (scenario, "fuzz.json", NULL);
  if (record == NULL)
    return NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (MlScenario) position = ml_record_position (scenario, record->at, "fuzz.json", &error);
  /* A file with a record loads only if the record replays. */
  g_assert_no_error (error);
  return ml_scenario_to_json (position);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autoptr (MlScenario) scenario = ml_scenario_load_data ((const char *) data, size, "fuzz.json", NULL);
  if (scenario == NULL)
    return 0;
  g_autoptr (GError) error = NULL;
  g_autofree char *text = ml_scenario_to_checked_json (scenario, "saved.json", &error);
  g_assert_no_error (error);
  g_assert_nonnull (text);
  g_autoptr (MlScenario) again = ml_scenario_load_data (text, strlen (text), "saved.json", &error);
  g_assert_no_error (error);
  g_assert_nonnull (again);

  /* Written again, the very same text: nothing is lost or changed on the way. */
  g_autofree char *first = ml_scenario_to_json (scenario);
  g_autofree char *second = ml_scenario_to_json (again);
  g_assert_cmpstr (first, ==, second);

  int scores[ML_MAX_PLAYERS], scores2[ML_MAX_PLAYERS];
  guint n = 0, n2 = 0;
  gboolean laid = final_scores (scenario, scores, &n), laid2 = final_scores (again, scores2, &n2);
  g_assert_cmpint (laid, ==, laid2);
  if (laid)
    {
      g_assert_cmpuint (n, ==, n2);
      g_assert_cmpmem (scores, sizeof scores, scores2, sizeof scores2);
    }

  g_autofree char *position = record_position (scenario);
  g_autofree char *position2 = record_position (again);
  g_assert_cmpstr (position, ==, position2);
  return 0;
}
