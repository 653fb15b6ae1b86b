/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Wonders in scenario files (docs/scenario-format.md): a player's "wonders" (the wonders
 * taken, laid or still in hand, by id) and "kept" (Abu Simbel: the tile kept face down), and
 * the options "wonders_per_player" (1, or 2 for the variant) and "wonders" (the wonders
 * still to be taken; absent, every wonder nobody holds). The reader checks them here, the
 * game takes them and gives them back; the document and the checks of a scenario read and
 * set them through ml-wonders-scenario.h. */
#include "config.h"
#include "ml-wonders-scenario.h"
#include "ml-wonders-check.h"
#include "ml-wonders-members.h"
#include "ml-wonders-state.h"
#include "ml-wonders-table.h"
#include "ml-wonders.h"
#include "ml-json.h"
#include "ml-limits.h"
#include "ml-scenario-fields.h"

#include <glib/gi18n-lib.h>

#define HELD_MEMBER "wonders"
#define KEPT_MEMBER "kept"
#define LEFT_MEMBER "wonders"
#define PER_PLAYER_MEMBER "wonders_per_player"
#define OPTIONS_PATH "$.options"

/* In the order the writer writes them, which is the order the reader checks them in. */
const char *const _ml_wonders_player_members[] = { HELD_MEMBER, KEPT_MEMBER, NULL };
const char *const _ml_wonders_options_members[] = { PER_PLAYER_MEMBER, LEFT_MEMBER, NULL };
/* The wonders left to take shorten as the moves of a record take them: its start keeps the
 * list it began with. */
const char *const _ml_wonders_start_options_members[] = { LEFT_MEMBER, NULL };

/* ---- checking ------------------------------------------------------------------------- */

/* @node, a list of wonder ids at @where. */
static gboolean
check_ids (MlFieldCtx *ctx, JsonNode *node, const char *where)
{
  if (!JSON_NODE_HOLDS_ARRAY (node))
    return ml_field_invalid (ctx, where, _("must be a list"));
  JsonArray *array = json_node_get_array (node);
  const char *const *allowed = ml_wonders_table_ids ();
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *element = json_array_get_element (array, i);
      g_autofree char *item = g_strdup_printf ("%s[%u]", where, i);
      if (!JSON_NODE_HOLDS_VALUE (element) || json_node_get_value_type (element) != G_TYPE_STRING)
        return ml_field_invalid (ctx, item, _("must be a string"));
      const char *id = json_node_get_string (element);
      if (!g_strv_contains (allowed, id))
        {
          g_autofree char *list = g_strjoinv (", ", (char **) allowed);
          g_autofree char *shown = ml_json_printable (id, ML_MAX_SHOWN_CHARS);
          return ml_field_invalid (ctx, item, _("unknown \"%s\" (known: %s)"), shown, list);
        }
    }
  return TRUE;
}

/* The checked readers take the object that holds the member: one of its own, then. */
static JsonObject *
holding (const char *key, JsonNode *node)
{
  JsonObject *obj = json_object_new ();
  json_object_set_member (obj, key, json_node_copy (node));
  return obj;
}

gboolean
_ml_wonders_check_member (MlFieldCtx *ctx, const char *key, JsonNode *node, const char *path)
{
  g_autofree char *where = g_strdup_printf ("%s.%s", path, key);
  g_autoptr (JsonObject) obj = holding (key, node);
  if (g_str_equal (path, OPTIONS_PATH))
    {
      gint64 per_player = 0;
      if (g_str_equal (key, PER_PLAYER_MEMBER))
        return ml_field_int (ctx, obj, key, path, FALSE, 1, 2, &per_player);
      return check_ids (ctx, node, where);
    }
  if (g_str_equal (key, HELD_MEMBER))
    return check_ids (ctx, node, where);
  g_autofree char *kept = NULL;
  if (!ml_field_string (ctx, obj, key, path, FALSE, &kept))
    return FALSE;
  const MlTileDef *tile = ml_catalogue_lookup (ml_catalogue_get_default (), kept);
  if (tile == NULL || ml_tile_is_wonder (tile))
    {
      g_autofree char *shown = ml_json_printable (kept, ML_MAX_SHOWN_CHARS);
      return ml_field_invalid (ctx, where, _("unknown tile \"%s\" (see meeple-lab-cli tiles)"), shown);
    }
  return TRUE;
}

/* ---- into a game and back ------------------------------------------------------------ */

/* @obj's member @key when it is a list, else NULL. */
static JsonArray *
array_member (JsonObject *obj, const char *key)
{
  JsonNode *node = obj ? ml_json_member (obj, key) : NULL;
  return node && JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;
}

static const MlTileDef *
tile_of (JsonNode *node)
{
  const char *id = ml_json_string (node);
  return id ? ml_catalogue_lookup (ml_catalogue_get_default (), id) : NULL;
}

/* The variant, the size of the supply (the Alhambra) and which wonders are still to take. */
void
_ml_wonders_options_to_game (MlGame *game, JsonObject *options, guint tiles)
{
  MlWondersState *w = ml_wonders_state (game);
  JsonNode *per_player = options ? ml_json_member (options, PER_PLAYER_MEMBER) : NULL;
  w->wonders_per_player = per_player && json_node_get_int (per_player) > 0 ? (guint) json_node_get_int (per_player) : 1;
  w->tiles_in_game = tiles;
  JsonArray *left = array_member (options, LEFT_MEMBER);
  if (left == NULL)
    return;
  w->n_available = 0;
  for (guint i = 0; i < json_array_get_length (left) && w->n_available < ML_MAX_WONDERS; i++)
    w->available[w->n_available++] = tile_of (json_array_get_element (left, i));
}

/* Who took which wonder (the players' lists, then the owners of laid wonders) and the kept
 * tiles of Abu Simbel. Asked after options_to_game, which set the wonders to take. */
void
_ml_wonders_members_to_game (MlGame *game, JsonObject *const *players, JsonObject *top)
{
  (void) top;
  MlWondersState *w = ml_wonders_state (game);
  for (guint p = 0; p < game->n_players; p++)
    {
      JsonArray *held = array_member (players[p], HELD_MEMBER);
      for (guint k = 0; held && k < json_array_get_length (held); k++)
        {
          ml_wonders_give (game, (int) p, tile_of (json_array_get_element (held, k)));
          w->n_listed[p]++;
        }
      w->kept[p] = players[p] ? tile_of (ml_json_member (players[p], KEPT_MEMBER)) : NULL;
    }
  for (guint i = 0; i < ml_board_n_pieces (game->board); i++)
    {
      const MlPiece *piece = ml_board_piece (game->board, i);
      if (piece->owner >= 0 && ml_tile_is_wonder (piece->tile))
        ml_wonders_give (game, piece->owner, piece->tile);
    }
  if (!(game->expansions & ML_EXPANSION_WONDERS))
    w->n_available = 0;
}

static JsonNode *
ids_node (const MlTileDef *const *tiles, guint n)
{
  JsonArray *array = json_array_new ();
  for (guint i = 0; i < n; i++)
    json_array_add_string_element (array, tiles[i]->id);
  JsonNode *node = json_node_new (JSON_NODE_ARRAY);
  json_node_take_array (node, array);
  return node;
}

/* A player's wonders are written when the file listed them or the player took some. */
void
_ml_wonders_members_from_game (const MlGame *game, JsonObject *const *players, JsonObject *top)
{
  (void) top;
  const MlWondersState *w = ml_wonders_state (game);
  for (guint p = 0; p < game->n_players; p++)
    {
      if (players[p] == NULL)
        continue;
      if (json_object_has_member (players[p], HELD_MEMBER) || w->n_taken[p] > 0)
        json_object_set_member (players[p], HELD_MEMBER, ids_node (w->taken[p], w->n_taken[p]));
      if (json_object_has_member (players[p], KEPT_MEMBER))
        json_object_remove_member (players[p], KEPT_MEMBER);
      if (w->kept[p])
        json_object_set_string_member (players[p], KEPT_MEMBER, w->kept[p]->id);
    }
}

/* The wonders still to be taken: written when the file named them, or when they are no
 * longer all those nobody took. */
void
_ml_wonders_options_from_game (const MlGame *game, JsonObject *options)
{
  const MlWondersState *w = ml_wonders_state (game);
  guint taken = 0;
  for (guint p = 0; p < game->n_players; p++)
    taken += w->n_taken[p];
  const MlTileSet *set = ml_catalogue_find_set (ml_catalogue_get_default (), "wonders");
  if (json_object_has_member (options, LEFT_MEMBER) || (set && w->n_available + taken != set->tiles->len))
    json_object_set_member (options, LEFT_MEMBER, ids_node (w->available, w->n_available));
}

/* ---- what the rest of the program reads and sets ------------------------------------- */

static GStrv
ids_of (JsonObject *obj, const char *key)
{
  JsonArray *array = array_member (obj, key);
  if (array == NULL)
    return NULL;
  g_autoptr (GStrvBuilder) strv = g_strv_builder_new ();
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      const char *id = ml_json_string (json_array_get_element (array, i));
      if (id)
        g_strv_builder_add (strv, id);
    }
  return g_strv_builder_end (strv);
}

/* *@slot with @key set to @ids (left out when NULL), as a new object: the old one is shared
 * by copies of the scenario. NULL when nothing is left in it. */
static void
set_ids (JsonObject **slot, const char *key, const char *const *ids)
{
  JsonObject *obj = json_object_new ();
  g_autoptr (GList) keys = *slot ? ml_json_members (*slot) : NULL;
  for (GList *k = keys; k; k = k->next)
    if (!g_str_equal (k->data, key))
      json_object_set_member (obj, k->data, json_node_copy (json_object_get_member (*slot, k->data)));
  if (ids)
    {
      JsonArray *array = json_array_new ();
      for (guint i = 0; ids[i]; i++)
        json_array_add_string_element (array, ids[i]);
      json_object_set_array_member (obj, key, array);
    }
  g_clear_pointer (slot, json_object_unref);
  if (json_object_get_size (obj) > 0)
    *slot = obj;
  else
    json_object_unref (obj);
}

static MlScenarioPlayer *
player_of (const MlScenario *scenario, guint player)
{
  g_return_val_if_fail (player < scenario->players->len, NULL);
  return g_ptr_array_index (scenario->players, player);
}

GStrv
ml_wonders_scenario_held (const MlScenario *scenario, guint player)
{
  MlScenarioPlayer *p = player_of (scenario, player);
  return p ? ids_of (p->modules, HELD_MEMBER) : NULL;
}

void
ml_wonders_scenario_set_held (MlScenario *scenario, guint player, const char *const *ids)
{
  MlScenarioPlayer *p = player_of (scenario, player);
  if (p)
    set_ids (&p->modules, HELD_MEMBER, ids);
}

const char *
ml_wonders_scenario_kept (const MlScenario *scenario, guint player)
{
  MlScenarioPlayer *p = player_of (scenario, player);
  return p && p->modules ? ml_json_string (ml_json_member (p->modules, KEPT_MEMBER)) : NULL;
}

GStrv
ml_wonders_scenario_left (const MlScenario *scenario)
{
  return ids_of (scenario->options_modules, LEFT_MEMBER);
}

void
ml_wonders_scenario_set_left (MlScenario *scenario, const char *const *ids)
{
  set_ids (&scenario->options_modules, LEFT_MEMBER, ids);
}

gint64
ml_wonders_scenario_per_player (const MlScenario *scenario)
{
  JsonNode *node = scenario->options_modules ? ml_json_member (scenario->options_modules, PER_PLAYER_MEMBER) : NULL;
  return node && JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_INT64
         ? json_node_get_int (node) : 0;
}

/* ---- the pieces: a wonder's slots, its port, its effects waiting ------------------------ */

/* What a laid piece holds, against the rules of the wonders: meeples in slots only on a
 * wonder with them and an owner, in a port only on a wonder with one and an owner, and
 * effects waiting only on a wonder with an owner. The slots that some answer of
 * taj-fifth-slot allows, until the readings in force are known: under an answer without a
 * fifth slot a meeple there earns nothing, as score --compare shows it. */
gboolean
_ml_wonders_check_piece (MlFieldCtx *ctx, const char *path, const MlTileDef *tile, const MlReadings *readings,
                         int owner, guint slots, guint port, gboolean active, gboolean settled)
{
  MlReadings any_slot = *readings;
  if (!settled)
    {
      any_slot.answer[ML_READING_TAJ_FIFTH_SLOT] = ML_FIFTH_SLOT_VALUE;
      if (any_slot.value[ML_READING_TAJ_FIFTH_SLOT] <= 0)
        any_slot.value[ML_READING_TAJ_FIFTH_SLOT] = ML_FIFTH_SLOT_DEFAULT_VALUE;
    }
  if (!ml_wonders_state_ok (tile, &any_slot, owner, slots, 0))
    {
      g_autofree char *where = g_strdup_printf ("%s.slots", path);
      return ml_field_invalid (ctx, where, _("%s has no %lld usable slots besides the marker's, or no owner"),
                               tile->id, (long long) slots);
    }
  if (settled)
    return TRUE;
  if (!ml_wonders_state_ok (tile, readings, owner, 0, port))
    {
      g_autofree char *where = g_strdup_printf ("%s.port", path);
      return ml_field_invalid (ctx, where, _("only a wonder with a port and an owner holds meeples in a port"));
    }
  if (!active && (owner < 0 || !ml_tile_is_wonder (tile)))
    {
      g_autofree char *where = g_strdup_printf ("%s.active", path);
      return ml_field_invalid (ctx, where, _("only a wonder laid with an owner waits for its effects to start"));
    }
  return TRUE;
}

void
_ml_wonders_piece_waits_to_game (MlGame *game, const MlTileDef *tile, int owner)
{
  ml_wonders_state (game)->inactive[owner] = tile;
}

gboolean
_ml_wonders_piece_waits (const MlGame *game, const MlPiece *piece)
{
  return piece->owner >= 0 && (guint) piece->owner < game->n_players && ml_tile_is_wonder (piece->tile)
         && ml_wonders_state (game)->inactive[piece->owner] == piece->tile;
}

void
_ml_wonders_check_scenario_hook (gconstpointer scenario, gboolean pieces, GArray *problems)
{
  ml_wonders_check_scenario (scenario, pieces, problems);
}
