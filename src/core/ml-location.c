/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "ml-location.h"

#include <string.h>

const int ml_side_dx[4] = { 0, 1, 0, -1 };
const int ml_side_dy[4] = { -1, 0, 1, 0 };

static const char *const loc_names[ML_N_LOCS] = {
  "NNW", "N", "NNE", "ENE", "E", "ESE", "SSE", "S", "SSW", "WSW", "W", "WNW", "C",
};

gboolean
ml_loc_parse (const char *text, MlLoc *loc)
{
  for (int i = 0; i < ML_N_LOCS; i++)
    if (g_strcmp0 (text, loc_names[i]) == 0)
      {
        *loc = (MlLoc) i;
        return TRUE;
      }
  return FALSE;
}

const char *
ml_loc_name (MlLoc loc)
{
  g_return_val_if_fail (loc < ML_N_LOCS, "?");
  return loc_names[loc];
}

gboolean
ml_rotation_from_degrees (gint64 degrees, int *quarters)
{
  if (degrees != 0 && degrees != 90 && degrees != 180 && degrees != 270)
    return FALSE;
  *quarters = (int) (degrees / 90);
  return TRUE;
}
