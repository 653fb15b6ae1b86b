/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"
#include "ml-bag.h"
#include "ml-expansion-modules.h"
#include "ml-play.h"

gboolean
ml_bag_take (GPtrArray *bag, const MlTileDef *tile)
{
  for (guint i = bag->len; i > 0; i--)
    if (g_ptr_array_index (bag, i - 1) == tile)
      {
        g_ptr_array_remove_index (bag, i - 1);
        return TRUE;
      }
  return FALSE;
}

/* A face the box does not hold (count 0: another edition's) takes the place of the box's
 * face that plays the same part, as its module says (a spring, a lake). */
static void
take_stand_in (GPtrArray *box, const MlTileDef *tile)
{
  guint part = ml_expansion_modules_stand_in (tile);
  for (guint i = box->len; part && i > 0; i--)
    if (ml_expansion_modules_stand_in (g_ptr_array_index (box, i - 1)) == part)
      {
        g_ptr_array_remove_index (box, i - 1);
        return;
      }
}

void
ml_bag_left (const MlGame *game, GPtrArray *out)
{
  g_autoptr (GPtrArray) box = g_ptr_array_new ();
  const MlTileDef *start;
  ml_play_bag (game->expansions, box, &start);
  if (start)
    g_ptr_array_add (box, (gpointer) start);
  guint n;
  const MlPiece *pieces = ml_board_pieces (game->board, &n);
  for (guint i = 0; i < n; i++)
    if (!ml_bag_take (box, pieces[i].tile) && pieces[i].tile->count == 0)
      take_stand_in (box, pieces[i].tile);
  for (guint i = 0; i < game->n_set_aside; i++)
    if (!ml_bag_take (box, game->set_aside[i]) && game->set_aside[i]->count == 0)
      take_stand_in (box, game->set_aside[i]);
  for (guint i = 0; i < box->len; i++)
    g_ptr_array_add (out, g_ptr_array_index (box, i));
}

MlBagProblem
ml_bag_from_scenario (const MlScenario *scenario, GPtrArray **bag, const char **bad_id)
{
  *bag = NULL;
  *bad_id = NULL;
  if (scenario->extra == NULL || !json_object_has_member (scenario->extra, "bag"))
    return ML_BAG_OK;
  JsonNode *node = json_object_get_member (scenario->extra, "bag");
  if (!JSON_NODE_HOLDS_OBJECT (node))
    return ML_BAG_NOT_OBJECT;
  JsonObject *obj = json_node_get_object (node);
  g_autoptr (GPtrArray) out = g_ptr_array_new ();
  g_autoptr (GList) members = json_object_get_members (obj);
  for (GList *l = members; l; l = l->next)
    {
      const char *id = l->data;
      JsonNode *count = json_object_get_member (obj, id);
      const MlTileDef *tile = ml_catalogue_lookup (ml_catalogue_get_default (), id);
      *bad_id = id;
      /* A tile no bag deals (a wonder) is handed out another way. */
      if (tile == NULL || !ml_play_deals (tile))
        return ML_BAG_NO_SUCH_TILE;
      gint64 n = JSON_NODE_HOLDS_VALUE (count) && json_node_get_value_type (count) == G_TYPE_INT64
                 ? json_node_get_int (count) : -1;
      if (n < 0 || n > ML_BAG_MAX_COPIES)
        return ML_BAG_BAD_COUNT;
      for (gint64 k = 0; k < n; k++)
        g_ptr_array_add (out, (gpointer) tile);
    }
  *bad_id = NULL;
  *bag = g_steal_pointer (&out);
  return ML_BAG_OK;
}
