/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What the options of move share with those of the expansions: squares, locations and
 * players as the command line names them (cli-move-specs.h). */
#include "config.h"
#include "cli-move-specs.h"

#include <glib/gi18n.h>

gboolean
cli_parse_meeple_spec (const char *text, CliMeepleSpec *spec)
{
  g_auto (GStrv) parts = g_strsplit (text, ",", -1);
  guint n = g_strv_length (parts);
  spec->has_square = n == 3;
  if (n == 3)
    {
      gint64 x, y;
      if (!g_ascii_string_to_signed (parts[0], 10, -ML_MAX_COORD, ML_MAX_COORD, &x, NULL)
          || !g_ascii_string_to_signed (parts[1], 10, -ML_MAX_COORD, ML_MAX_COORD, &y, NULL))
        {
          cli_bad_input (_("--meeple: “%s” is not X2,Y2,LOC with whole numbers"), text);
          return FALSE;
        }
      spec->x = (int) x;
      spec->y = (int) y;
    }
  else if (n != 1 || *parts[0] == '\0')
    {
      cli_bad_input (_("--meeple: “%s” is neither LOC nor X2,Y2,LOC"), text);
      return FALSE;
    }
  spec->at = g_strdup (parts[n - 1]);
  return TRUE;
}

gboolean
cli_no_feature_at (const MlTileDef *tile, const char *at, char **refusal)
{
  MlLoc loc;
  if (!ml_loc_parse (at, &loc))
    {
      gboolean named = FALSE;
      for (guint f = 0; f < tile->n_features; f++)
        named |= g_str_equal (tile->features[f].name, at);
      if (!named)
        {
          cli_bad_input (_("--meeple: “%s” is neither a location code (N, NNE, …, C) nor a feature of tile %s"),
                         at, tile->id);
          return FALSE;
        }
    }
  *refusal = g_strdup_printf (_("Tile %s has no feature at %s on that square for a meeple to stand on."), tile->id, at);
  return TRUE;
}

int
cli_find_player (const MlScenario *scenario, const char *text)
{
  guint64 index;
  if (g_ascii_string_to_unsigned (text, 10, 0, scenario->players->len - 1, &index, NULL))
    return (int) index;
  for (guint p = 0; p < scenario->players->len; p++)
    if (g_strcmp0 (((const MlScenarioPlayer *) g_ptr_array_index (scenario->players, p))->name, text) == 0)
      return (int) p;
  return -1;
}
