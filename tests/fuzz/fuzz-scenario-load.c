/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Fuzz target: the scenario loader. Any text gives a scenario or one clear error line (the
 * file's name, valid UTF-8, no line break); a scenario also lays out as a game or says why. */
#include "config.h"
#include "ml-scenario.h"
#include "ml-rules.h"

#include <stdint.h>
#include <string.h>

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (MlScenario) scenario = ml_scenario_load_data ((const char *) data, size, "fuzz.json", &error);
  if (scenario == NULL)
    {
      g_assert_nonnull (error);
      g_assert_true (g_str_has_prefix (error->message, "fuzz.json"));
      g_assert_true (g_utf8_validate (error->message, -1, NULL));
      g_assert_null (strchr (error->message, '\n'));
      return 0;
    }
  g_autoptr (GArray) problems = g_array_new (FALSE, FALSE, sizeof (MlProblem));
  g_array_set_clear_func (problems, ml_problem_clear);
  g_autoptr (GError) layout_error = NULL;
  g_autoptr (MlGame) game = ml_scenario_to_game (scenario, "fuzz.json", problems, &layout_error);
  g_assert_true ((game != NULL) != (layout_error != NULL));
  return 0;
}
