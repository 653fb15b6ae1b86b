/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"
#include "ml-wonders-check.h"
#include "ml-rules.h"
#include "ml-wonders-describe.h"
#include "ml-wonders-scenario.h"
#include "ml-wonders-table.h"

#include <glib/gi18n-lib.h>

G_GNUC_PRINTF (4, 5) static void
problem (GArray *out, int x, int y, const char *format, ...)
{
  va_list args;
  va_start (args, format);
  MlProblem p = { x, y, g_strdup_vprintf (format, args) };
  va_end (args);
  g_array_append_val (out, p);
}

static const char *
wonder_name_of (const char *id)
{
  const MlTileDef *tile = ml_catalogue_lookup (ml_catalogue_get_default (), id);
  return tile && ml_tile_is_wonder (tile) ? ml_wonder_name (tile) : id;
}

/* Who holds each wonder: the players' lists, then the owners of laid pieces. */
static void
check_holders (const MlScenario *scenario, GArray *out)
{
  g_autoptr (GHashTable) holder = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);   /* id → player + 1 */
  for (guint p = 0; p < scenario->players->len; p++)
    {
      g_auto (GStrv) held = ml_wonders_scenario_held (scenario, p);
      for (guint k = 0; held && held[k]; k++)
        {
          const char *id = held[k];
          guint before = GPOINTER_TO_UINT (g_hash_table_lookup (holder, id));
          if (before == p + 1)
            problem (out, 0, 0, _("Player %u lists %s twice."), p + 1, wonder_name_of (id));
          else if (before)
            problem (out, 0, 0, _("%s is held twice: by player %u and by player %u."), wonder_name_of (id), before, p + 1);
          else
            g_hash_table_insert (holder, g_strdup (id), GUINT_TO_POINTER (p + 1));
        }
    }
  g_autoptr (GHashTable) laid = g_hash_table_new (g_str_hash, g_str_equal);   /* id → piece + 1 */
  for (guint i = 0; i < scenario->pieces->len; i++)
    {
      const MlScenarioPiece *piece = g_ptr_array_index (scenario->pieces, i);
      const MlTileDef *tile = ml_catalogue_lookup (ml_catalogue_get_default (), piece->tile);
      if (tile == NULL || !ml_tile_is_wonder (tile))
        continue;
      guint first = GPOINTER_TO_UINT (g_hash_table_lookup (laid, piece->tile));
      if (first)
        {
          const MlScenarioPiece *other = g_ptr_array_index (scenario->pieces, first - 1);
          problem (out, piece->x, piece->y, _("%s is laid twice: at (%d, %d) and at (%d, %d)."),
                   ml_wonder_name (tile), other->x, other->y, piece->x, piece->y);
          continue;
        }
      g_hash_table_insert (laid, piece->tile, GUINT_TO_POINTER (i + 1));
      guint listed = GPOINTER_TO_UINT (g_hash_table_lookup (holder, piece->tile));
      if (piece->owner >= 0 && listed && listed != (guint) piece->owner + 1)
        problem (out, piece->x, piece->y, _("%s is held twice: by player %u and by player %u."),
                 ml_wonder_name (tile), listed, (guint) piece->owner + 1);
    }
  /* The Cothon is the starting board: held, it lies there. */
  guint cothon_holder = GPOINTER_TO_UINT (g_hash_table_lookup (holder, "cothon-carthage"));
  if (cothon_holder && !g_hash_table_contains (laid, "cothon-carthage"))
    problem (out, 0, 0, _("Player %u holds %s, which is the starting board, but it does not lie on the board."),
             cothon_holder, wonder_name_of ("cothon-carthage"));
  g_auto (GStrv) left = ml_wonders_scenario_left (scenario);
  for (guint i = 0; left && left[i]; i++)
    {
      guint by = GPOINTER_TO_UINT (g_hash_table_lookup (holder, left[i]));
      if (by)
        problem (out, 0, 0, _("%s is both left to take and held by player %u."), wonder_name_of (left[i]), by);
    }
}

void
ml_wonders_check_scenario (const MlScenario *scenario, gboolean pieces, GArray *problems)
{
  if (scenario->expansions & ML_EXPANSION_WONDERS)
    {
      check_holders (scenario, problems);
      return;
    }
  for (guint p = 0; p < scenario->players->len; p++)
    {
      g_auto (GStrv) held = ml_wonders_scenario_held (scenario, p);
      if (held && held[0])
        problem (problems, 0, 0, _("Player %u holds %s, but the Wonders of Humanity are not among the expansions."),
                 p + 1, wonder_name_of (held[0]));
    }
  g_auto (GStrv) left = ml_wonders_scenario_left (scenario);
  if (left && left[0])
    problem (problems, 0, 0, _("The wonders left to take (options.wonders) list %s, but the Wonders of Humanity are not among the expansions."),
             wonder_name_of (left[0]));
  for (guint i = 0; pieces && i < scenario->pieces->len; i++)
    {
      const MlScenarioPiece *piece = g_ptr_array_index (scenario->pieces, i);
      const MlTileDef *tile = ml_catalogue_lookup (ml_catalogue_get_default (), piece->tile);
      if (tile && ml_tile_is_wonder (tile))
        problem (problems, piece->x, piece->y, _("The wonder %s at (%d, %d) needs the Wonders of Humanity among the expansions."),
                 piece->tile, piece->x, piece->y);
    }
}
