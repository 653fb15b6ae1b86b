/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Fuzz target: the JCloisterZone importer. Any text gives a scenario with its game record or
 * one clear error line (the file's name, valid UTF-8, no line break); a scenario saves and
 * loads again, record and all. */
#include "config.h"
#include "ml-jcz.h"

#include <stdint.h>
#include <string.h>

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (MlScenario) scenario = ml_jcz_import ((const char *) data, size, "fuzz.jcz", -1, &error);
  if (scenario == NULL)
    {
      g_assert_nonnull (error);
      g_assert_true (g_str_has_prefix (error->message, "fuzz.jcz"));
      g_assert_true (g_utf8_validate (error->message, -1, NULL));
      g_assert_null (strchr (error->message, '\n'));
      return 0;
    }
  /* A scenario comes back only when no error was set on the way. */
  g_assert_no_error (error);
  g_autoptr (GError) save_error = NULL;
  g_autofree char *text = ml_scenario_to_checked_json (scenario, "fuzz.json", &save_error);
  g_assert_nonnull (text);
  g_autoptr (MlScenario) again = ml_scenario_load_data (text, strlen (text), "fuzz.json", &save_error);
  g_assert_nonnull (again);
  return 0;
}
