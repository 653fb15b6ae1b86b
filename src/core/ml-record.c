/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Game records: reading and writing the "record" member, and replaying it with the turn
 * engine from its start. */
#include "config.h"
#include "ml-record.h"
#include "ml-expansion-modules.h"
#include "ml-json.h"
#include "ml-scenario-fields.h"
#include "ml-limits.h"
#include "ml-location.h"
#include "ml-wonders.h"

#include <glib/gi18n-lib.h>
#include <string.h>

static void
move_clear (gpointer data)
{
  MlRecordMove *m = data;
  g_free (m->tile);
  g_free (m->wonder);
  g_free (m->keep);
  for (guint i = 0; i < m->n_meeples; i++)
    g_free (m->meeples[i].at);
  for (guint i = 0; i < m->n_cothon_meeples; i++)
    g_free (m->cothon_meeples[i].at);
  for (guint p = 0; p < ML_MAX_PLAYERS; p++)
    g_free (m->wonder_for[p]);
  g_free (m->from_port.at);
}

MlRecord *
ml_record_new (void)
{
  MlRecord *self = g_new0 (MlRecord, 1);
  self->moves = g_array_new (FALSE, TRUE, sizeof (MlRecordMove));
  g_array_set_clear_func (self->moves, move_clear);
  return self;
}

void
ml_record_free (MlRecord *self)
{
  if (self == NULL)
    return;
  g_clear_pointer (&self->start, json_object_unref);
  g_array_unref (self->moves);
  g_free (self);
}

void
ml_record_append (MlRecord *self, const MlRecordMove *move)
{
  MlRecordMove copy = *move;
  copy.tile = g_strdup (move->tile);
  copy.wonder = g_strdup (move->wonder);
  copy.keep = g_strdup (move->keep);
  for (guint i = 0; i < move->n_meeples; i++)
    copy.meeples[i].at = g_strdup (move->meeples[i].at);
  for (guint i = 0; i < move->n_cothon_meeples; i++)
    copy.cothon_meeples[i].at = g_strdup (move->cothon_meeples[i].at);
  for (guint p = 0; p < ML_MAX_PLAYERS; p++)
    copy.wonder_for[p] = g_strdup (move->wonder_for[p]);
  copy.from_port.at = g_strdup (move->from_port.at);
  g_array_append_val (self->moves, copy);
}

/* ---- reading --------------------------------------------------------------------------- */

typedef MlFieldCtx Ctx;

static gboolean
read_meeple (Ctx *ctx, JsonNode *node, const char *path, MlRecordMeeple *m)
{
  static const char *const known[] = { "x", "y", "at", "role", NULL };
  if (!JSON_NODE_HOLDS_OBJECT (node))
    return ml_field_invalid (ctx, path, _("must be an object"));
  JsonObject *obj = json_node_get_object (node);
  gint64 x = 0, y = 0;
  g_autofree char *role = NULL;
  if (!ml_field_only_known (ctx, obj, path, known)
      || !ml_field_int (ctx, obj, "x", path, TRUE, -ML_MAX_COORD, ML_MAX_COORD, &x)
      || !ml_field_int (ctx, obj, "y", path, TRUE, -ML_MAX_COORD, ML_MAX_COORD, &y)
      || !ml_field_string (ctx, obj, "at", path, TRUE, &m->at)
      || !ml_field_string (ctx, obj, "role", path, FALSE, &role))
    return FALSE;
  m->figure = ML_FIGURE_MEEPLE;
  if (role && !ml_figure_parse (role, &m->figure))
    {
      g_autofree char *where = g_strdup_printf ("%s.role", path);
      g_autofree char *figures = ml_figures_list (ml_expansions_all ());
      /* Translators: %s lists the roles: “prior”, “big” */
      return ml_field_invalid (ctx, where, _("the role to name is one of %s"), figures);
    }
  m->x = (int) x;
  m->y = (int) y;
  return TRUE;
}

/* "wonder_for": [{"player": P, "wonder": ID}, …] and "order": [P, …], the choices when
 * players reach the pairs on one turn. */
static gboolean
read_wonder_choices (Ctx *ctx, JsonObject *obj, const char *path, MlRecordMove *m)
{
  JsonNode *wonder_for = ml_json_member (obj, "wonder_for");
  g_autofree char *where = g_strdup_printf ("%s.wonder_for", path);
  if (wonder_for && !JSON_NODE_HOLDS_ARRAY (wonder_for))
    return ml_field_invalid (ctx, where, _("must be a list"));
  JsonArray *array = wonder_for ? json_node_get_array (wonder_for) : NULL;
  for (guint i = 0; array && i < json_array_get_length (array); i++)
    {
      static const char *const known[] = { "player", "wonder", NULL };
      g_autofree char *item = g_strdup_printf ("%s[%u]", where, i);
      JsonNode *node = json_array_get_element (array, i);
      if (!JSON_NODE_HOLDS_OBJECT (node))
        return ml_field_invalid (ctx, item, _("must be an object"));
      gint64 player = 0;
      g_autofree char *wonder = NULL;
      if (!ml_field_only_known (ctx, json_node_get_object (node), item, known)
          || !ml_field_int (ctx, json_node_get_object (node), "player", item, TRUE, 0, ML_MAX_PLAYERS - 1, &player)
          || !ml_field_string (ctx, json_node_get_object (node), "wonder", item, TRUE, &wonder))
        return FALSE;
      if (m->wonder_for[player])
        return ml_field_invalid (ctx, item, _("player %lld's wonder is given twice"), (long long) player);
      m->wonder_for[player] = g_steal_pointer (&wonder);
    }
  JsonNode *order = ml_json_member (obj, "order");
  g_autofree char *owhere = g_strdup_printf ("%s.order", path);
  if (order && (!JSON_NODE_HOLDS_ARRAY (order) || json_array_get_length (json_node_get_array (order)) > ML_MAX_PLAYERS))
    return ml_field_invalid (ctx, owhere, _("must be a list of players"));
  array = order ? json_node_get_array (order) : NULL;
  for (guint i = 0; array && i < json_array_get_length (array); i++)
    {
      JsonNode *node = json_array_get_element (array, i);
      gint64 player = -1;
      if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_INT64)
        player = json_node_get_int (node);
      gboolean twice = FALSE;
      for (guint k = 0; k < m->n_order; k++)
        twice |= m->order[k] == player;
      if (player < 0 || player >= ML_MAX_PLAYERS || twice)
        return ml_field_invalid (ctx, owhere, _("must be a list of players"));
      m->order[m->n_order++] = (guint8) player;
    }
  return TRUE;
}

static gboolean
read_move (Ctx *ctx, JsonNode *node, const char *path, MlRecordMove *m)
{
  static const char *const known[] = { "tile", "x", "y", "rotation", "meeples", "wonder", "keep",
                                       "slots", "action", "from_port", "cothon_port", "to_port", "set_aside",
                                       "cothon_meeples", "wonder_for", "order", NULL };
  if (!JSON_NODE_HOLDS_OBJECT (node))
    return ml_field_invalid (ctx, path, _("must be an object"));
  JsonObject *obj = json_node_get_object (node);
  JsonNode *aside = ml_json_member (obj, "set_aside");
  if (aside)
    {
      /* A tile set aside is only its id. */
      static const char *const aside_known[] = { "tile", "set_aside", NULL };
      g_autofree char *where = g_strdup_printf ("%s.set_aside", path);
      if (!JSON_NODE_HOLDS_VALUE (aside) || json_node_get_value_type (aside) != G_TYPE_BOOLEAN
          || !json_node_get_boolean (aside))
        return ml_field_invalid (ctx, where, _("must be true, or absent"));
      m->set_aside = TRUE;
      return ml_field_only_known (ctx, obj, path, aside_known) && ml_field_string (ctx, obj, "tile", path, TRUE, &m->tile);
    }
  gint64 x = 0, y = 0, slots = 0, cothon_port = 0;
  g_autofree char *action = NULL;
  if (!ml_field_only_known (ctx, obj, path, known)
      || !ml_field_string (ctx, obj, "tile", path, TRUE, &m->tile)
      || !ml_field_int (ctx, obj, "x", path, TRUE, -ML_MAX_COORD, ML_MAX_COORD, &x)
      || !ml_field_int (ctx, obj, "y", path, TRUE, -ML_MAX_COORD, ML_MAX_COORD, &y)
      || !ml_field_rotation (ctx, obj, path, &m->rot)
      || !ml_field_string (ctx, obj, "wonder", path, FALSE, &m->wonder)
      || !ml_field_string (ctx, obj, "keep", path, FALSE, &m->keep)
      || !ml_field_int (ctx, obj, "slots", path, FALSE, 0, 2, &slots)
      || !ml_field_int (ctx, obj, "cothon_port", path, FALSE, 0, 2, &cothon_port)
      || !ml_field_string (ctx, obj, "action", path, FALSE, &action))
    return FALSE;
  m->cothon_port = (guint) cothon_port;
  JsonNode *to_port = ml_json_member (obj, "to_port");
  if (to_port && (!JSON_NODE_HOLDS_VALUE (to_port) || json_node_get_value_type (to_port) != G_TYPE_BOOLEAN))
    {
      g_autofree char *where = g_strdup_printf ("%s.to_port", path);
      return ml_field_invalid (ctx, where, _("must be true or false"));
    }
  m->to_port = to_port && json_node_get_boolean (to_port);
  JsonNode *from_port = ml_json_member (obj, "from_port");
  if (from_port)
    {
      g_autofree char *where = g_strdup_printf ("%s.from_port", path);
      if (!read_meeple (ctx, from_port, where, &m->from_port))
        return FALSE;
      m->action = ML_ACTION_FROM_PORT;
    }
  m->x = (int) x;
  m->y = (int) y;
  m->slots = (guint) slots;
  if (action && from_port)
    return ml_field_invalid (ctx, path, _("meeples and an action are one choice each: choose one"));
  if (action)
    {
      if (!g_str_equal (action, "slot") && !g_str_equal (action, "unslot"))
        {
          g_autofree char *where = g_strdup_printf ("%s.action", path);
          return ml_field_invalid (ctx, where, _("must be \"slot\" or \"unslot\""));
        }
      m->action = g_str_equal (action, "slot") ? ML_ACTION_SLOT : ML_ACTION_UNSLOT;
    }
  if (!read_wonder_choices (ctx, obj, path, m))
    return FALSE;
  JsonNode *cothon = ml_json_member (obj, "cothon_meeples");
  if (cothon)
    {
      g_autofree char *where = g_strdup_printf ("%s.cothon_meeples", path);
      if (!JSON_NODE_HOLDS_ARRAY (cothon) || json_array_get_length (json_node_get_array (cothon)) > 2)
        return ml_field_invalid (ctx, where, _("must be a list of at most 2 meeples"));
      JsonArray *array = json_node_get_array (cothon);
      for (guint i = 0; i < json_array_get_length (array); i++)
        {
          g_autofree char *mpath = g_strdup_printf ("%s[%u]", where, i);
          m->n_cothon_meeples = i + 1;
          if (!read_meeple (ctx, json_array_get_element (array, i), mpath, &m->cothon_meeples[i]))
            return FALSE;
        }
    }
  JsonNode *meeples = ml_json_member (obj, "meeples");
  if (meeples == NULL)
    return TRUE;
  g_autofree char *where = g_strdup_printf ("%s.meeples", path);
  if (!JSON_NODE_HOLDS_ARRAY (meeples) || json_array_get_length (json_node_get_array (meeples)) > 2)
    return ml_field_invalid (ctx, where, _("must be a list of at most 2 meeples"));
  JsonArray *array = json_node_get_array (meeples);
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      g_autofree char *mpath = g_strdup_printf ("%s[%u]", where, i);
      m->n_meeples = i + 1;
      if (!read_meeple (ctx, json_array_get_element (array, i), mpath, &m->meeples[i]))
        return FALSE;
    }
  if (m->n_meeples > 0 && m->action != ML_ACTION_NONE)
    return ml_field_invalid (ctx, path, _("meeples and an action are one choice each: choose one"));
  return TRUE;
}

static GPtrArray *with_module_keys (const char *const *keys, gboolean player);

MlRecord *
ml_record_of (const MlScenario *scenario, const char *name, GError **error)
{
  JsonNode *node = scenario->extra ? ml_json_member (scenario->extra, ML_RECORD_MEMBER) : NULL;
  if (node == NULL)
    return NULL;
  Ctx ctx = { name, error };
  static const char *const known[] = { "start", "moves", "at", NULL };
  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      ml_field_invalid (&ctx, "$.record", _("must be an object"));
      return NULL;
    }
  JsonObject *obj = json_node_get_object (node);
  if (!ml_field_only_known (&ctx, obj, "$.record", known))
    return NULL;
  g_autoptr (MlRecord) self = ml_record_new ();
  JsonNode *start = ml_json_member (obj, "start");
  if (start && !JSON_NODE_HOLDS_OBJECT (start))
    {
      ml_field_invalid (&ctx, "$.record.start", _("must be an object"));
      return NULL;
    }
  if (start == NULL)
    {
      ml_field_invalid (&ctx, "$.record", _("\"%s\" is missing"), "start");
      return NULL;
    }
  static const char *const start_own[] = { "pieces", "meeples", "turn", "players", "set_aside", "bag", "options", NULL };
  g_autoptr (GPtrArray) start_known = with_module_keys (start_own, FALSE);
  if (!ml_field_only_known (&ctx, json_node_get_object (start), "$.record.start", (const char *const *) start_known->pdata))
    return NULL;
  /* The start's options hold only the wonders left to take when the record began. */
  JsonNode *options = ml_json_member (json_node_get_object (start), "options");
  static const char *const options_known[] = { "wonders", NULL };
  if (options && !JSON_NODE_HOLDS_OBJECT (options))
    {
      ml_field_invalid (&ctx, "$.record.start.options", _("must be an object"));
      return NULL;
    }
  if (options && !ml_field_only_known (&ctx, json_node_get_object (options), "$.record.start.options", options_known))
    return NULL;
  self->start = json_object_ref (json_node_get_object (start));

  JsonNode *moves = ml_json_member (obj, "moves");
  if (moves == NULL || !JSON_NODE_HOLDS_ARRAY (moves))
    {
      ml_field_invalid (&ctx, "$.record.moves", _("must be a list"));
      return NULL;
    }
  JsonArray *array = json_node_get_array (moves);
  guint n = json_array_get_length (array);
  if (n > ML_RECORD_MAX_MOVES)
    {
      ml_field_invalid (&ctx, "$.record.moves", _("more than %d moves"), ML_RECORD_MAX_MOVES);
      return NULL;
    }
  g_array_set_size (self->moves, n);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *path = g_strdup_printf ("$.record.moves[%u]", i);
      if (!read_move (&ctx, json_array_get_element (array, i), path, &g_array_index (self->moves, MlRecordMove, i)))
        return NULL;
    }
  gint64 at = n;
  if (!ml_field_int (&ctx, obj, "at", "$.record", FALSE, 0, n, &at))
    return NULL;
  self->at = (guint) at;
  return g_steal_pointer (&self);
}

/* ---- writing --------------------------------------------------------------------------- */

static void
add_meeple (JsonBuilder *b, const MlRecordMeeple *meeple)
{
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "x");
  json_builder_add_int_value (b, meeple->x);
  json_builder_set_member_name (b, "y");
  json_builder_add_int_value (b, meeple->y);
  json_builder_set_member_name (b, "at");
  json_builder_add_string_value (b, meeple->at);
  if (meeple->figure != ML_FIGURE_MEEPLE)
    {
      json_builder_set_member_name (b, "role");
      json_builder_add_string_value (b, ml_figure (meeple->figure)->id);
    }
  json_builder_end_object (b);
}

static void
add_move (JsonBuilder *b, const MlRecordMove *m)
{
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "tile");
  json_builder_add_string_value (b, m->tile);
  if (m->set_aside)
    {
      json_builder_set_member_name (b, "set_aside");
      json_builder_add_boolean_value (b, TRUE);
      json_builder_end_object (b);
      return;
    }
  json_builder_set_member_name (b, "x");
  json_builder_add_int_value (b, m->x);
  json_builder_set_member_name (b, "y");
  json_builder_add_int_value (b, m->y);
  json_builder_set_member_name (b, "rotation");
  json_builder_add_int_value (b, m->rot * 90);
  if (m->n_meeples > 0)
    {
      json_builder_set_member_name (b, "meeples");
      json_builder_begin_array (b);
      for (guint i = 0; i < m->n_meeples; i++)
        add_meeple (b, &m->meeples[i]);
      json_builder_end_array (b);
    }
  if (m->action == ML_ACTION_SLOT || m->action == ML_ACTION_UNSLOT)
    {
      json_builder_set_member_name (b, "action");
      json_builder_add_string_value (b, m->action == ML_ACTION_SLOT ? "slot" : "unslot");
    }
  if (m->action == ML_ACTION_FROM_PORT)
    {
      json_builder_set_member_name (b, "from_port");
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "x");
      json_builder_add_int_value (b, m->from_port.x);
      json_builder_set_member_name (b, "y");
      json_builder_add_int_value (b, m->from_port.y);
      json_builder_set_member_name (b, "at");
      json_builder_add_string_value (b, m->from_port.at);
      json_builder_end_object (b);
    }
  if (m->cothon_port)
    {
      json_builder_set_member_name (b, "cothon_port");
      json_builder_add_int_value (b, m->cothon_port);
    }
  if (m->to_port)
    {
      json_builder_set_member_name (b, "to_port");
      json_builder_add_boolean_value (b, TRUE);
    }
  if (m->n_cothon_meeples)
    {
      json_builder_set_member_name (b, "cothon_meeples");
      json_builder_begin_array (b);
      for (guint i = 0; i < m->n_cothon_meeples; i++)
        add_meeple (b, &m->cothon_meeples[i]);
      json_builder_end_array (b);
    }
  gboolean any = FALSE;
  for (guint p = 0; p < ML_MAX_PLAYERS; p++)
    any |= m->wonder_for[p] != NULL;
  if (any)
    {
      json_builder_set_member_name (b, "wonder_for");
      json_builder_begin_array (b);
      for (guint p = 0; p < ML_MAX_PLAYERS; p++)
        if (m->wonder_for[p])
          {
            json_builder_begin_object (b);
            json_builder_set_member_name (b, "player");
            json_builder_add_int_value (b, p);
            json_builder_set_member_name (b, "wonder");
            json_builder_add_string_value (b, m->wonder_for[p]);
            json_builder_end_object (b);
          }
      json_builder_end_array (b);
    }
  if (m->n_order)
    {
      json_builder_set_member_name (b, "order");
      json_builder_begin_array (b);
      for (guint k = 0; k < m->n_order; k++)
        json_builder_add_int_value (b, m->order[k]);
      json_builder_end_array (b);
    }
  if (m->slots)
    {
      json_builder_set_member_name (b, "slots");
      json_builder_add_int_value (b, m->slots);
    }
  if (m->wonder)
    {
      json_builder_set_member_name (b, "wonder");
      json_builder_add_string_value (b, m->wonder);
    }
  if (m->keep)
    {
      json_builder_set_member_name (b, "keep");
      json_builder_add_string_value (b, m->keep);
    }
  json_builder_end_object (b);
}

void
ml_record_store (MlScenario *scenario, const MlRecord *record)
{
  g_autoptr (JsonBuilder) b = json_builder_new ();
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "start");
  JsonNode *start = json_node_new (JSON_NODE_OBJECT);
  json_node_set_object (start, record->start);
  json_builder_add_value (b, start);
  json_builder_set_member_name (b, "moves");
  json_builder_begin_array (b);
  for (guint i = 0; i < record->moves->len; i++)
    add_move (b, &g_array_index (record->moves, MlRecordMove, i));
  json_builder_end_array (b);
  json_builder_set_member_name (b, "at");
  json_builder_add_int_value (b, record->at);
  json_builder_end_object (b);
  /* A new object rather than a change to the old: copies of a scenario (the application's
   * undo steps) share its unknown members, which are never changed once read. The record
   * keeps its place among them. */
  JsonObject *extra = json_object_new ();
  g_autoptr (GList) keys = scenario->extra ? ml_json_members (scenario->extra) : NULL;
  gboolean placed = FALSE;
  for (GList *k = keys; k; k = k->next)
    if (g_str_equal (k->data, ML_RECORD_MEMBER))
      {
        json_object_set_member (extra, ML_RECORD_MEMBER, json_builder_get_root (b));
        placed = TRUE;
      }
    else
      json_object_set_member (extra, k->data, json_node_copy (json_object_get_member (scenario->extra, k->data)));
  if (!placed)
    json_object_set_member (extra, ML_RECORD_MEMBER, json_builder_get_root (b));
  g_clear_pointer (&scenario->extra, json_object_unref);
  scenario->extra = extra;
}

/* @keys and the members the modules read of a player object (@player) or of the top level
 * (the players' goods): what a record's start carries of the position. NULL-terminated. */
static GPtrArray *
with_module_keys (const char *const *keys, gboolean player)
{
  GPtrArray *out = g_ptr_array_new ();
  for (guint i = 0; keys[i]; i++)
    g_ptr_array_add (out, (gpointer) keys[i]);
  ml_expansion_modules_scenario_keys (player, out);
  g_ptr_array_add (out, NULL);
  return out;
}

/* The members of @scenario's text named in @keys, copied into @out. */
static void
copy_members (JsonObject *from, JsonObject *out, const char *const *keys)
{
  for (guint i = 0; keys[i]; i++)
    {
      JsonNode *node = ml_json_member (from, keys[i]);
      if (node)
        json_object_set_member (out, keys[i], json_node_copy (node));
    }
}

/* @scenario as the JSON tree of its file. Our own output, which parses; but it is text read
 * back, so a failure is said rather than its NULL tree used. */
static JsonNode *
scenario_tree (const MlScenario *scenario, const char *name, GError **error)
{
  g_autofree char *text = ml_scenario_to_json (scenario);
  g_autoptr (GError) local = NULL;
  JsonNode *tree = json_from_string (text, &local);
  if (tree == NULL || !JSON_NODE_HOLDS_OBJECT (tree))
    {
      g_set_error (error, ML_SCENARIO_ERROR, ML_SCENARIO_ERROR_WRITE, _("%s: its scenario did not read back: %s"),
                   name, local ? local->message : _("must be an object"));
      g_clear_pointer (&tree, json_node_unref);
    }
  return tree;
}

/* ---- the wonders left when the record began ---------------------------------------------- */

/* @obj's member @key when it is a list, else NULL. */
static JsonArray *
array_member (JsonObject *obj, const char *key)
{
  JsonNode *node = obj ? ml_json_member (obj, key) : NULL;
  return node && JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;
}

/* @obj's member @key when it is an object, else NULL. */
static JsonObject *
object_member (JsonObject *obj, const char *key)
{
  JsonNode *node = obj ? ml_json_member (obj, key) : NULL;
  return node && JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
}

static JsonObject *
object_element (JsonArray *array, guint i)
{
  JsonNode *node = json_array_get_element (array, i);
  return JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
}

static void
add_id (GPtrArray *ids, const char *id)
{
  if (id && !g_ptr_array_find_with_equal_func (ids, id, g_str_equal, NULL))
    g_ptr_array_add (ids, (gpointer) id);
}

/* Adds to @held the wonders that @obj (a scenario or a record's start, as JSON) shows taken:
 * its players' lists, then the owners of laid wonders. Members of another type are passed
 * over: the loader names them. */
static void
add_held (JsonObject *obj, GPtrArray *held)
{
  JsonArray *players = array_member (obj, "players");
  for (guint i = 0; players && i < json_array_get_length (players); i++)
    {
      JsonArray *list = array_member (object_element (players, i), "wonders");
      for (guint k = 0; list && k < json_array_get_length (list); k++)
        add_id (held, ml_json_string (json_array_get_element (list, k)));
    }
  JsonArray *pieces = array_member (obj, "pieces");
  for (guint i = 0; pieces && i < json_array_get_length (pieces); i++)
    {
      JsonObject *piece = object_element (pieces, i);
      const char *tile = piece ? ml_json_string (ml_json_member (piece, "tile")) : NULL;
      if (tile && ml_json_member (piece, "owner") && g_strv_contains (ml_wonders_table_ids (), tile))
        add_id (held, tile);
    }
}

/* The wonders left to take when the record of @root (a scenario as JSON) began at @start, as
 * a JSON list, or NULL when neither names one (then they are all those nobody holds at the
 * start). A start keeps the list it was written with. One written without it (by hand, or
 * by an older version) gets the scenario's list, with the wonders held now that nobody held
 * at the start in front: they were taken since. */
static JsonNode *
start_wonders (JsonObject *root, JsonObject *start)
{
  JsonObject *options = object_member (start, "options");
  JsonNode *own = options ? ml_json_member (options, "wonders") : NULL;
  if (own)
    return json_node_copy (own);
  JsonArray *left = array_member (object_member (root, "options"), "wonders");
  if (left == NULL)
    return NULL;
  g_autoptr (GPtrArray) before = g_ptr_array_new ();
  g_autoptr (GPtrArray) now = g_ptr_array_new ();
  add_held (start, before);
  add_held (root, now);
  for (guint i = 0; i < json_array_get_length (left); i++)
    add_id (before, ml_json_string (json_array_get_element (left, i)));
  JsonArray *list = json_array_new ();
  for (guint i = 0; i < now->len; i++)
    if (!g_ptr_array_find_with_equal_func (before, now->pdata[i], g_str_equal, NULL))
      json_array_add_string_element (list, now->pdata[i]);
  for (guint i = 0; i < json_array_get_length (left); i++)
    json_array_add_element (list, json_node_copy (json_array_get_element (left, i)));
  JsonNode *node = json_node_new (JSON_NODE_ARRAY);
  json_node_take_array (node, list);
  return node;
}

/* Sets @obj's "options.wonders" to a copy of @wonders. */
static void
set_wonders (JsonObject *obj, JsonNode *wonders)
{
  JsonObject *options = object_member (obj, "options");
  if (options == NULL)
    {
      options = json_object_new ();
      json_object_set_object_member (obj, "options", options);
    }
  json_object_set_member (options, "wonders", json_node_copy (wonders));
}

JsonObject *
ml_record_start_of (const MlScenario *scenario)
{
  g_autoptr (JsonNode) tree = scenario_tree (scenario, "", NULL);
  if (tree == NULL)
    return NULL;
  JsonObject *root = json_node_get_object (tree);
  JsonObject *start = json_object_new ();
  static const char *const own_keys[] = { "turn", "pieces", "meeples", "set_aside", "bag", NULL };
  g_autoptr (GPtrArray) keys = with_module_keys (own_keys, FALSE);
  copy_members (root, start, (const char *const *) keys->pdata);
  /* The wonders left to take, which the moves shorten, belong to the start too. */
  JsonObject *options = object_member (root, "options");
  JsonNode *wonders = options ? ml_json_member (options, "wonders") : NULL;
  if (wonders)
    set_wonders (start, wonders);
  JsonArray *players = json_array_new ();
  JsonArray *from = json_object_get_array_member (root, "players");
  for (guint i = 0; i < json_array_get_length (from); i++)
    {
      JsonObject *p = json_object_new ();
      static const char *const own_pkeys[] = { "score", "wonders", "kept", NULL };
      g_autoptr (GPtrArray) pkeys = with_module_keys (own_pkeys, TRUE);
      copy_members (json_array_get_object_element (from, i), p, (const char *const *) pkeys->pdata);
      json_array_add_object_element (players, p);
    }
  json_object_set_array_member (start, "players", players);
  return start;
}

/* ---- replaying ------------------------------------------------------------------------- */

/* @scenario with the position of the record's start: its own players, expansions and
 * options, the start's pieces, meeples, turn and players' scores and wonders. */
static MlScenario *
start_scenario (const MlScenario *scenario, const MlRecord *record, const char *name, GError **error)
{
  g_autoptr (JsonNode) tree = scenario_tree (scenario, name, error);
  if (tree == NULL)
    return NULL;
  JsonObject *root = json_node_get_object (tree);
  g_autoptr (JsonNode) wonders = start_wonders (root, record->start);
  if (wonders)
    set_wonders (root, wonders);
  static const char *const own_position[] = { ML_RECORD_MEMBER, "turn", "pieces", "meeples", "set_aside", "bag", NULL };
  g_autoptr (GPtrArray) position = with_module_keys (own_position, FALSE);
  for (guint i = 0; position->pdata[i]; i++)
    if (json_object_has_member (root, position->pdata[i]))
      json_object_remove_member (root, position->pdata[i]);
  static const char *const own_keys[] = { "turn", "pieces", "meeples", "set_aside", "bag", NULL };
  g_autoptr (GPtrArray) keys = with_module_keys (own_keys, FALSE);
  copy_members (record->start, root, (const char *const *) keys->pdata);

  JsonArray *players = json_object_get_array_member (root, "players");
  JsonNode *start_players = ml_json_member (record->start, "players");
  JsonArray *given = start_players && JSON_NODE_HOLDS_ARRAY (start_players) ? json_node_get_array (start_players) : NULL;
  if (start_players && (given == NULL || json_array_get_length (given) != json_array_get_length (players)))
    {
      g_set_error (error, ML_SCENARIO_ERROR, ML_SCENARIO_ERROR_INVALID,
                   _("%s: $.record.start.players: must list the %u players"), name, json_array_get_length (players));
      return NULL;
    }
  for (guint i = 0; i < json_array_get_length (players); i++)
    {
      JsonObject *p = json_array_get_object_element (players, i);
      static const char *const own_pkeys[] = { "score", "wonders", "kept", NULL };
      g_autoptr (GPtrArray) pkey_list = with_module_keys (own_pkeys, TRUE);
      const char *const *pkeys = (const char *const *) pkey_list->pdata;
      for (guint k = 0; pkeys[k]; k++)
        if (json_object_has_member (p, pkeys[k]))
          json_object_remove_member (p, pkeys[k]);
      if (given == NULL)
        continue;
      JsonNode *gp = json_array_get_element (given, i);
      if (!JSON_NODE_HOLDS_OBJECT (gp))
        {
          g_set_error (error, ML_SCENARIO_ERROR, ML_SCENARIO_ERROR_INVALID,
                       _("%s: $.record.start.players[%u]: must be an object"), name, i);
          return NULL;
        }
      copy_members (json_node_get_object (gp), p, pkeys);
    }
  g_autofree char *text = ml_json_to_text (tree, FALSE);
  g_autofree char *where = g_strdup_printf ("%s: record.start", name);
  return ml_scenario_load_data (text, strlen (text), where, error);
}

/* The turn options of @m, resolved against @tile as it would lie; FALSE with a refusal. */
static gboolean
move_options (const MlGame *game, const MlRecordMove *m, const MlTileDef *tile, MlTurnOptions *opt, char **refusal)
{
  const MlCatalogue *catalogue = ml_catalogue_get_default ();
  ml_turn_options_init (opt, NULL);
  for (guint i = 0; i < m->n_meeples; i++)
    {
      const MlRecordMeeple *rm = &m->meeples[i];
      int cell = ml_tile_cell_at (tile, m->rot, rm->x - m->x, rm->y - m->y);
      if (cell < 0)
        {
          *refusal = g_strdup_printf (_("a meeple goes on the tile just laid, and (%d, %d) is not part of it"), rm->x, rm->y);
          return FALSE;
        }
      guint8 feature = ml_tile_feature_at (tile, m->rot, (guint) cell, rm->at);
      if (feature == ML_NO_FEATURE)
        {
          g_autofree char *shown = ml_json_printable (rm->at, ML_MAX_SHOWN_CHARS);
          *refusal = g_strdup_printf (_("tile %s has no feature at %s of (%d, %d)"), tile->id, shown, rm->x, rm->y);
          return FALSE;
        }
      opt->meeples[opt->n_meeples++] = (MlMeepleChoice) { TRUE, (guint) cell, feature, (guint8) rm->figure };
      opt->action = ML_ACTION_MEEPLES;
    }
  if (m->action == ML_ACTION_FROM_PORT)
    {
      /* A port meeple goes to a square of the board, whatever piece lies there. */
      guint cell;
      int piece = ml_board_piece_at (game->board, m->from_port.x, m->from_port.y, &cell);
      const MlPiece *p = piece == ML_NO_PIECE ? NULL : ml_board_piece (game->board, (guint) piece);
      guint8 feature = p ? ml_tile_feature_at (p->tile, p->rot, cell, m->from_port.at) : ML_NO_FEATURE;
      if (feature == ML_NO_FEATURE)
        {
          g_autofree char *shown = ml_json_printable (m->from_port.at, ML_MAX_SHOWN_CHARS);
          *refusal = g_strdup_printf (_("no feature at %s of (%d, %d) for the port meeple"), shown,
                                      m->from_port.x, m->from_port.y);
          return FALSE;
        }
      opt->port_piece = (guint) piece;
      opt->meeples[0] = (MlMeepleChoice) { TRUE, cell, feature, FALSE };
    }
  for (guint i = 0; i < m->n_cothon_meeples; i++)
    {
      const MlRecordMeeple *cm = &m->cothon_meeples[i];
      guint cell;
      int piece = ml_board_piece_at (game->board, cm->x, cm->y, &cell);
      const MlPiece *p = piece == ML_NO_PIECE ? NULL : ml_board_piece (game->board, (guint) piece);
      guint8 feature = p && p->tile->effect == ML_EFFECT_COTHON ? ml_tile_feature_at (p->tile, p->rot, cell, cm->at)
                                                                 : ML_NO_FEATURE;
      if (feature == ML_NO_FEATURE)
        {
          g_autofree char *shown = ml_json_printable (cm->at, ML_MAX_SHOWN_CHARS);
          *refusal = g_strdup_printf (_("no feature of the Cothon at %s of (%d, %d)"), shown, cm->x, cm->y);
          return FALSE;
        }
      opt->cothon_meeples[opt->n_cothon_meeples++] = (MlMeepleChoice) { TRUE, cell, feature, FALSE };
    }
  for (guint p = 0; p < ML_MAX_PLAYERS; p++)
    if (m->wonder_for[p] && (opt->choose_for[p] = ml_catalogue_lookup (catalogue, m->wonder_for[p])) == NULL)
      {
        g_autofree char *shown = ml_json_printable (m->wonder_for[p], ML_MAX_SHOWN_CHARS);
        *refusal = g_strdup_printf (_("unknown tile \"%s\""), shown);
        return FALSE;
      }
  opt->n_order = m->n_order;
  memcpy (opt->order, m->order, sizeof opt->order);
  if (m->action != ML_ACTION_NONE)
    opt->action = m->action;
  opt->slots = m->slots;
  opt->cothon_port = m->cothon_port;
  opt->port_mask = m->to_port ? ml_wonders_port_mask (game) : 0;
  const char *ids[2] = { m->wonder, m->keep };
  const MlTileDef **slots[2] = { &opt->choose, &opt->keep };
  for (guint i = 0; i < 2; i++)
    if (ids[i] && (*slots[i] = ml_catalogue_lookup (catalogue, ids[i])) == NULL)
      {
        g_autofree char *shown = ml_json_printable (ids[i], ML_MAX_SHOWN_CHARS);
        *refusal = g_strdup_printf (_("unknown tile \"%s\""), shown);
        return FALSE;
      }
  return TRUE;
}

/* Sets @tile aside in @game, or says why it may not be: it fits somewhere, or it is a
 * wonder, which waits in its owner's hand. */
static char *
set_aside (MlGame *game, const MlTileDef *tile)
{
  g_autoptr (GArray) placements = g_array_new (FALSE, FALSE, sizeof (MlPlacement));
  ml_game_turn_placements (game, tile, placements);
  if (ml_tile_is_wonder (tile) || placements->len > 0 || game->n_set_aside >= ML_MAX_SET_ASIDE)
    return g_strdup_printf (_("tile %s is set aside, but only a tile that fits nowhere is (it has %u legal placements)"),
                            tile->id, placements->len);
  game->set_aside[game->n_set_aside++] = tile;
  return NULL;
}

MlGame *
ml_record_replay (const MlScenario *scenario, const MlRecord *record, guint n, const char *name, GError **error)
{
  g_autoptr (MlScenario) start = start_scenario (scenario, record, name, error);
  if (start == NULL)
    return NULL;
  g_autofree char *where = g_strdup_printf ("%s: record.start", name);
  g_autoptr (MlGame) game = ml_scenario_to_game (start, where, NULL, error);
  if (game == NULL)
    return NULL;
  const MlCatalogue *catalogue = ml_catalogue_get_default ();
  for (guint i = 0; i < n && i < record->moves->len; i++)
    {
      const MlRecordMove *m = &g_array_index (record->moves, MlRecordMove, i);
      const MlTileDef *tile = ml_catalogue_lookup (catalogue, m->tile);
      g_autofree char *refusal = NULL;
      g_autoptr (GError) rules = NULL;
      MlTurnOptions opt;
      if (tile == NULL)
        {
          g_autofree char *shown = ml_json_printable (m->tile, ML_MAX_SHOWN_CHARS);
          refusal = g_strdup_printf (_("unknown tile \"%s\""), shown);
        }
      else if (m->set_aside)
        refusal = set_aside (game, tile);
      else if (move_options (game, m, tile, &opt, &refusal)
               && !ml_game_play_turn (game, tile, m->x, m->y, m->rot, &opt, NULL, &rules))
        refusal = g_strdup (rules->message);
      if (refusal)
        {
          g_set_error (error, ML_SCENARIO_ERROR, ML_SCENARIO_ERROR_INVALID,
                       _("%s: record: move %u (%s at %d, %d): %s"), name, i + 1,
                       tile ? tile->id : "?", m->x, m->y, refusal);
          return NULL;
        }
    }
  return g_steal_pointer (&game);
}

MlScenario *
ml_record_position (const MlScenario *scenario, guint n, const char *name, GError **error)
{
  g_autoptr (MlRecord) record = ml_record_of (scenario, name, error);
  if (record == NULL)
    {
      if (error && *error == NULL)
        g_set_error (error, ML_SCENARIO_ERROR, ML_SCENARIO_ERROR_INVALID, _("%s: has no game record"), name);
      return NULL;
    }
  if (n > record->moves->len)
    {
      g_set_error (error, ML_SCENARIO_ERROR, ML_SCENARIO_ERROR_INVALID,
                   _("%s: the record holds %u moves, not %u"), name, record->moves->len, n);
      return NULL;
    }
  g_autoptr (MlGame) game = ml_record_replay (scenario, record, n, name, error);
  if (game == NULL)
    return NULL;
  g_autoptr (MlScenario) out = start_scenario (scenario, record, name, error);
  if (out == NULL)
    return NULL;
  ml_scenario_update_from_game (out, game);
  record->at = n;
  ml_record_store (out, record);
  return g_steal_pointer (&out);
}

gboolean
ml_record_shows_position (const MlScenario *scenario)
{
  g_autoptr (MlRecord) record = ml_record_of (scenario, "", NULL);
  if (record == NULL)
    return FALSE;
  g_autoptr (MlScenario) replayed = ml_record_position (scenario, record->at, "", NULL);
  if (replayed == NULL)
    return FALSE;
  /* The position shown, written as the replay writes one: a file may name a meeple's
   * feature by another of its locations ("W" for the "S" of the same field). */
  g_autofree char *text = ml_scenario_to_json (scenario);
  g_autoptr (MlScenario) written = ml_scenario_load_data (text, strlen (text), "", NULL);
  g_autoptr (MlGame) game = written ? ml_scenario_to_game (written, "", NULL, NULL) : NULL;
  if (game == NULL)
    return FALSE;
  ml_scenario_update_from_game (written, game);
  /* Both written by the same writer: any difference but the record's own (a file may
   * leave out "at", which the replay writes) is a change of the position. */
  g_autoptr (JsonNode) shown = scenario_tree (written, "", NULL);
  g_autoptr (JsonNode) played = scenario_tree (replayed, "", NULL);
  if (shown == NULL || played == NULL)
    return FALSE;
  json_object_remove_member (json_node_get_object (shown), ML_RECORD_MEMBER);
  json_object_remove_member (json_node_get_object (played), ML_RECORD_MEMBER);
  return json_node_equal (shown, played);
}

/* A start written without the wonders left to take gets them, before @scenario (which
 * has taken the turn) lists fewer: the start's object is shared with copies of the
 * scenario, so it is replaced rather than changed. */
static void
keep_start_wonders (const MlScenario *scenario, MlRecord *record)
{
  JsonObject *options = object_member (record->start, "options");
  if (options && ml_json_member (options, "wonders"))
    return;
  g_autoptr (JsonNode) tree = scenario_tree (scenario, "", NULL);
  if (tree == NULL)
    return;
  g_autoptr (JsonNode) wonders = start_wonders (json_node_get_object (tree), record->start);
  if (wonders == NULL)
    return;
  JsonObject *start = json_object_new ();
  g_autoptr (GList) keys = ml_json_members (record->start);
  for (GList *k = keys; k; k = k->next)
    if (!g_str_equal (k->data, "options"))
      json_object_set_member (start, k->data, json_node_copy (json_object_get_member (record->start, k->data)));
  set_wonders (start, wonders);
  json_object_unref (record->start);
  record->start = start;
}

/* Appends @move after the move @scenario's record is at, if the record replays with it. */
static gboolean
record_append (MlScenario *scenario, const MlRecordMove *move, const char *name, GError **error)
{
  g_autoptr (MlRecord) record = ml_record_of (scenario, name, error);
  if (record == NULL)
    return error == NULL || *error == NULL;
  keep_start_wonders (scenario, record);
  g_array_set_size (record->moves, record->at);
  ml_record_append (record, move);
  record->at = record->moves->len;
  g_autoptr (MlGame) replayed = ml_record_replay (scenario, record, record->at, name, error);
  if (replayed == NULL)
    return FALSE;
  ml_record_store (scenario, record);
  return TRUE;
}

/* A location code on @tile at @rot that names @feature on @cell as people name it: a field
 * by a half-edge, anything else by an edge's middle or the centre ("S" for a city rather
 * than "SSE"); failing that, any location of it. */
static const char *
feature_location (const MlTileDef *tile, int rot, guint cell, guint8 feature)
{
  const guint8 *at = tile->rotated[rot][cell].feature_at;
  gboolean field = tile->features[feature].kind == ML_FEATURE_FIELD;
  for (int l = 0; l < ML_N_LOCS; l++)
    if (at[l] == feature && field == (l != ML_LOC_C && !ml_loc_is_midpoint ((MlLoc) l)))
      return ml_loc_name ((MlLoc) l);
  for (int l = 0; l < ML_N_LOCS; l++)
    if (at[l] == feature)
      return ml_loc_name ((MlLoc) l);
  return tile->features[feature].name;
}

gboolean
ml_record_add_turn (MlScenario *scenario, const MlGame *game, const MlTileDef *tile,
                    int x, int y, int rot, const MlTurnOptions *opt, const char *name, GError **error)
{
  MlRecordMove m = { .tile = tile->id, .x = x, .y = y, .rot = rot, .slots = opt->slots,
                     .cothon_port = opt->cothon_port, .to_port = opt->port_mask != 0,
                     .wonder = opt->choose ? opt->choose->id : NULL, .keep = opt->keep ? opt->keep->id : NULL };
  if (opt->action == ML_ACTION_MEEPLES)
    for (guint i = 0; i < opt->n_meeples && i < 2; i++)
      {
        const MlMeepleChoice *c = &opt->meeples[i];
        const MlRotatedCell *cell = &tile->rotated[rot][c->cell];
        m.meeples[m.n_meeples++] = (MlRecordMeeple) { x + cell->dx, y + cell->dy,
                                                      (char *) feature_location (tile, rot, c->cell, c->feature), c->figure };
      }
  else if (opt->action == ML_ACTION_FROM_PORT)
    {
      const MlPiece *p = ml_board_piece (game->board, opt->port_piece);
      const MlRotatedCell *cell = &p->tile->rotated[p->rot][opt->meeples[0].cell];
      m.from_port = (MlRecordMeeple) { p->x + cell->dx, p->y + cell->dy,
                                       (char *) feature_location (p->tile, p->rot, opt->meeples[0].cell, opt->meeples[0].feature),
                                       FALSE };
    }
  if (opt->action == ML_ACTION_SLOT || opt->action == ML_ACTION_UNSLOT || opt->action == ML_ACTION_FROM_PORT)
    m.action = opt->action;
  for (guint p = 0; p < ML_MAX_PLAYERS; p++)
    m.wonder_for[p] = opt->choose_for[p] ? opt->choose_for[p]->id : NULL;
  m.n_order = MIN (opt->n_order, ML_MAX_PLAYERS);
  memcpy (m.order, opt->order, sizeof m.order);
  /* Meeples put on the Cothon as it is taken: it lies on the board, as the starting board. */
  for (guint i = 0; i < ml_board_n_pieces (game->board) && opt->n_cothon_meeples; i++)
    {
      const MlPiece *p = ml_board_piece (game->board, i);
      if (p->tile->effect != ML_EFFECT_COTHON)
        continue;
      for (guint k = 0; k < opt->n_cothon_meeples && k < 2; k++)
        {
          const MlMeepleChoice *c = &opt->cothon_meeples[k];
          const MlRotatedCell *cell = &p->tile->rotated[p->rot][c->cell];
          m.cothon_meeples[m.n_cothon_meeples++] = (MlRecordMeeple) {
            p->x + cell->dx, p->y + cell->dy, (char *) feature_location (p->tile, p->rot, c->cell, c->feature), FALSE };
        }
      break;
    }
  return record_append (scenario, &m, name, error);
}

gboolean
ml_record_add_set_aside (MlScenario *scenario, const MlTileDef *tile, const char *name, GError **error)
{
  MlRecordMove m = { .tile = tile->id, .set_aside = TRUE };
  return record_append (scenario, &m, name, error);
}

gboolean
ml_record_has_room (const MlScenario *scenario, char **refusal)
{
  g_autoptr (MlRecord) record = ml_record_of (scenario, "", NULL);
  if (record == NULL || record->at < ML_RECORD_MAX_MOVES)
    return TRUE;
  *refusal = g_strdup_printf (_("The game record holds at most %d moves, and this would be move %u: "
                                "go back to an earlier move, or save the board without its record."),
                              ML_RECORD_MAX_MOVES, record->at + 1);
  return FALSE;
}

gboolean
ml_record_check (const MlScenario *scenario, const char *name, GError **error)
{
  g_autoptr (GError) local = NULL;
  g_autoptr (MlRecord) record = ml_record_of (scenario, name, &local);
  if (record == NULL)
    {
      if (local == NULL)
        return TRUE;
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  g_autoptr (MlGame) game = ml_record_replay (scenario, record, record->moves->len, name, error);
  return game != NULL;
}
