/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The wonders' members of the tile sets (data/tiles/wonders.json), which the catalogue
 * (ml-catalogue.c) has the module read through its tile_members hook: the building square,
 * the effect (and under the other reading of the bindings), the slots and the port. */
#include "config.h"
#include "ml-wonders-private.h"
#include "ml-json.h"

#include <stdio.h>

/* A wonder's building square, effect, slots and port: the building is a square of the
 * piece whose centre no feature claims (the marker stands there). Any other tile has no
 * building. */
gboolean
_ml_wonders_tile_members (MlTileDef *tile, JsonObject *obj, char **why)
{
  tile->building = -1;
  const char *building = json_object_get_string_member_with_default (obj, "building", NULL);
  const char *effect = json_object_get_string_member_with_default (obj, "effect", NULL);
  if (building == NULL && effect == NULL)
    return TRUE;
  int dx, dy;
  char end;
  if (building == NULL || sscanf (building, "%d,%d%c", &dx, &dy, &end) != 2)
    {
      *why = g_strdup ("a wonder needs \"building\" as \"dx,dy\"");
      return FALSE;
    }
  for (guint c = 0; c < tile->n_cells; c++)
    if (tile->cells[c].dx == dx && tile->cells[c].dy == dy)
      tile->building = (int) c;
  if (tile->building < 0)
    {
      *why = g_strdup_printf ("the building %s is not a square of the piece", building);
      return FALSE;
    }
  if (tile->cells[tile->building].feature_at[ML_LOC_C] != ML_NO_FEATURE)
    {
      *why = g_strdup ("a feature claims the centre of the building square");
      return FALSE;
    }
  const MlWonderInfo *row = ml_wonders_table_find (effect);
  tile->effect = row ? row->effect : ML_EFFECT_NONE;
  if (tile->effect == ML_EFFECT_NONE)
    {
      *why = g_strdup_printf ("unknown wonder effect \"%s\"", effect ? effect : "");
      return FALSE;
    }
  const char *other = json_object_get_string_member_with_default (obj, "effect-other", effect);
  row = ml_wonders_table_find (other);
  tile->effect_other = row ? row->effect : ML_EFFECT_NONE;
  if (tile->effect_other == ML_EFFECT_NONE)
    {
      *why = g_strdup_printf ("unknown wonder effect \"%s\"", other ? other : "");
      return FALSE;
    }
  tile->port = json_object_get_boolean_member_with_default (obj, "port", FALSE);

  JsonArray *slots = json_object_has_member (obj, "slots") ? json_object_get_array_member (obj, "slots") : NULL;
  tile->n_slots = slots ? json_array_get_length (slots) : 0;
  if (tile->n_slots > ML_MAX_SLOTS)
    {
      *why = g_strdup_printf ("a wonder has at most %d slots", ML_MAX_SLOTS);
      return FALSE;
    }
  for (guint i = 0; i < tile->n_slots; i++)
    {
      JsonObject *slot = json_array_get_object_element (slots, i);
      if (slot == NULL || !ml_feature_kind_parse (json_object_get_string_member_with_default (slot, "kind", NULL),
                                                  &tile->slots[i].kind))
        {
          *why = g_strdup_printf ("slots[%u] needs a feature \"kind\"", i);
          return FALSE;
        }
      JsonNode *points = ml_json_member (slot, "points");
      tile->slots[i].points = points && JSON_NODE_HOLDS_VALUE (points)
                              ? (guint) json_node_get_int (points) : 0;
    }
  return TRUE;
}
