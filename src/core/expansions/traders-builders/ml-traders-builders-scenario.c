/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Traders & Builders in scenario files (docs/scenario-format.md): a player's "goods",
 * {"wine": n, "grain": n, "cloth": n} (absent members and an absent object are none), and
 * the top-level "builder_extra_turn": true when the turn of the player `turn` names is the
 * extra turn a builder earned (absent: an ordinary turn). The reader checks them here; the
 * game takes them and gives them back. */
#include "config.h"
#include "ml-json.h"
#include "ml-limits.h"
#include "ml-traders-builders-private.h"

#include <glib/gi18n-lib.h>

#define GOODS_MEMBER "goods"
#define EXTRA_MEMBER "builder_extra_turn"

const char *const _ml_traders_builders_player_members[] = { GOODS_MEMBER, NULL };
const char *const _ml_traders_builders_scenario_members[] = { EXTRA_MEMBER, NULL };

gboolean
_ml_traders_builders_check_member (MlFieldCtx *ctx, const char *key, JsonNode *node, const char *path)
{
  g_autofree char *where = g_strdup_printf ("%s.%s", path, key);
  if (g_str_equal (key, EXTRA_MEMBER))
    {
      if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_BOOLEAN)
        return ml_field_invalid (ctx, where, _("must be true or false"));
      return TRUE;
    }
  if (!JSON_NODE_HOLDS_OBJECT (node))
    return ml_field_invalid (ctx, where, _("must be an object of token counts, {\"wine\": 1, \"grain\": 0, \"cloth\": 2}"));
  JsonObject *obj = json_node_get_object (node);
  g_autoptr (GList) keys = ml_json_members (obj);
  for (GList *k = keys; k; k = k->next)
    {
      MlGoods goods;
      if (!ml_goods_parse (k->data, &goods))
        {
          g_autofree char *shown = ml_json_printable (k->data, ML_MAX_SHOWN_CHARS);
          return ml_field_invalid (ctx, where, _("unknown good \"%s\" (goods: wine, grain, cloth)"), shown);
        }
      gint64 count = 0;
      if (!ml_field_int (ctx, obj, k->data, where, FALSE, 0, ML_TRADERS_BUILDERS_MAX_GOODS, &count))
        return FALSE;
    }
  return TRUE;
}

void
_ml_traders_builders_members_to_game (MlGame *game, JsonObject *const *players, JsonObject *top)
{
  for (guint p = 0; p < game->n_players; p++)
    {
      JsonNode *node = players[p] ? ml_json_member (players[p], GOODS_MEMBER) : NULL;
      if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
        continue;
      JsonObject *obj = json_node_get_object (node);
      for (guint g = 0; g < ML_N_GOODS; g++)
        {
          JsonNode *count = ml_json_member (obj, ml_goods_id ((MlGoods) g));
          if (count && JSON_NODE_HOLDS_VALUE (count) && json_node_get_value_type (count) == G_TYPE_INT64)
            ml_traders_builders_set_goods (game, (int) p, (MlGoods) g,
                                           (guint) CLAMP (json_node_get_int (count), 0, ML_TRADERS_BUILDERS_MAX_GOODS));
        }
    }
  JsonNode *extra = top ? ml_json_member (top, EXTRA_MEMBER) : NULL;
  ml_traders_builders_set_in_extra_turn (game, extra && JSON_NODE_HOLDS_VALUE (extra)
                                               && json_node_get_value_type (extra) == G_TYPE_BOOLEAN
                                               && json_node_get_boolean (extra));
}

/* A player with no token has no "goods"; one with some lists the three goods. */
void
_ml_traders_builders_members_from_game (const MlGame *game, JsonObject *const *players, JsonObject *top)
{
  for (guint p = 0; p < game->n_players; p++)
    {
      if (players[p] == NULL)
        continue;
      guint total = 0;
      for (guint g = 0; g < ML_N_GOODS; g++)
        total += ml_traders_builders_goods (game, (int) p, (MlGoods) g);
      if (json_object_has_member (players[p], GOODS_MEMBER))
        json_object_remove_member (players[p], GOODS_MEMBER);
      if (total == 0)
        continue;
      JsonObject *obj = json_object_new ();
      for (guint g = 0; g < ML_N_GOODS; g++)
        json_object_set_int_member (obj, ml_goods_id ((MlGoods) g), ml_traders_builders_goods (game, (int) p, (MlGoods) g));
      json_object_set_object_member (players[p], GOODS_MEMBER, obj);
    }
  if (json_object_has_member (top, EXTRA_MEMBER))
    json_object_remove_member (top, EXTRA_MEMBER);
  if (ml_traders_builders_in_extra_turn (game))
    json_object_set_boolean_member (top, EXTRA_MEMBER, TRUE);
}
