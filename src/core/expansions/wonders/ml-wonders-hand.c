/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The wonder in hand (docs/rules.md §5): it waits for the River's order, it is laid
 * instead of a tile drawn, and while it fits nowhere the tile drawn makes room for it. */
#include "config.h"
#include "ml-wonders-private.h"
#include "ml-rules.h"

#include <glib/gi18n-lib.h>

/* ---- the wonder in hand --------------------------------------------------------------- */

const MlTileDef *
ml_wonders_waiting (const MlGame *game, int player)
{
  if (!(game->expansions & ML_EXPANSION_WONDERS))
    return NULL;
  const MlTileDef *hand = ml_wonders_in_hand (game, player);
  return hand && ml_rules_order_allows (game, hand) ? hand : NULL;
}

gboolean
ml_wonders_fits (const MlGame *game, const MlTileDef *wonder)
{
  g_autoptr (GArray) out = g_array_new (FALSE, FALSE, sizeof (MlPlacement));
  ml_rules_legal_placements (game, wonder, out);
  return out->len > 0;
}

guint
ml_wonders_room_after (const MlGame *game, const MlTileDef *tile, const MlPlacement *at)
{
  const MlTileDef *hand = ml_wonders_waiting (game, (int) game->turn);
  return hand ? ml_rules_count_beside (game, tile, at, hand) : 0;
}

/* ---- laying it and making room -------------------------------------------------------- */

/* A wonder only by the player who holds it; a tile while a wonder is in hand only to make
 * room for it; a tile kept face down only by Abu Simbel's owner. */
gboolean
_ml_wonders_check_hand (const MlGame *game, const MlTileDef *tile, const MlTurnOptions *opt, gboolean *room, GError **error)
{
  int player = (int) game->turn;
  const MlTileDef *hand = ml_wonders_waiting (game, player);
  /* "vous ne le posez pas": the Cothon is the board the game starts from. */
  if (tile->effect == ML_EFFECT_COTHON && ml_tile_is_wonder (tile))
    return _ml_wonders_refuse (error, _("The Cothon of Carthage is the starting board: it is never laid as a wonder."));
  if (ml_tile_is_wonder (tile))
    {
      if (hand != tile)
        {
          g_set_error (error, ML_RULES_ERROR, ML_RULES_ERROR_MEEPLE,
                       _("The player to move does not hold %s: a wonder is laid by the player who took it."),
                       ml_wonder_name (tile));
          return FALSE;
        }
    }
  else if (hand)
    {
      if (ml_wonders_fits (game, hand))
        {
          g_set_error (error, ML_RULES_ERROR, ML_RULES_ERROR_MEEPLE,
                       _("The player to move holds %s and lays it this turn instead of drawing a tile."),
                       ml_wonder_name (hand));
          return FALSE;
        }
      *room = TRUE;
    }
  if (ml_wonders_turn_const (opt)->keep && !ml_wonders_draws_two (game, player))
    {
      /* Named after the wonder that has the effect under the game's readings. */
      const MlTileDef *wonder = ml_wonders_with_effect (game, ML_EFFECT_ABU_SIMBEL);
      if (wonder == NULL)
        return _ml_wonders_refuse (error, _("Only the owner of Abu Simbel keeps a tile face down for the next turn."));
      g_set_error (error, ML_RULES_ERROR, ML_RULES_ERROR_MEEPLE,
                   _("Only the owner of %s keeps a tile face down for the next turn."), ml_wonder_name (wonder));
      return FALSE;
    }
  g_autofree char *why = ml_wonders_keep_refusal (game, player, tile, ml_wonders_turn_const (opt)->keep);
  if (why)
    {
      g_set_error_literal (error, ML_RULES_ERROR, ML_RULES_ERROR_MEEPLE, why);
      return FALSE;
    }
  return TRUE;
}

/* A tile laid to make room goes only where the wonder fits afterwards. */
void
_ml_wonders_filter_placements (const MlGame *game, const MlTileDef *tile, gboolean room, GArray *out, guint first)
{
  if (!room)
    return;
  guint kept = first;
  for (guint i = first; i < out->len; i++)
    {
      MlPlacement p = g_array_index (out, MlPlacement, i);
      if (ml_wonders_room_after (game, tile, &p) > 0)
        g_array_index (out, MlPlacement, kept++) = p;
    }
  g_array_set_size (out, kept);
}

gboolean
_ml_wonders_check_place (const MlGame *game, const MlTileDef *tile, const MlPlacement *at, gboolean room, GError **error)
{
  if (!room || ml_wonders_room_after (game, tile, at) > 0)
    return TRUE;
  g_set_error (error, ML_RULES_ERROR, ML_RULES_ERROR_MEEPLE,
               _("Laid there, the tile does not make room for %s: it would be set aside."),
               ml_wonder_name (ml_wonders_in_hand (game, (int) game->turn)));
  return FALSE;
}
