/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Game records: reading and writing the "record" member, and replaying it with the turn
 * engine from its start. */
#include "config.h"
#include "ml-record.h"
#include "ml-record-positions.h"
#include "ml-record-key.h"
#include "ml-expansion-modules.h"
#include "ml-json.h"
#include "ml-scenario-fields.h"
#include "ml-limits.h"
#include "ml-location.h"

#include <glib/gi18n-lib.h>
#include <string.h>

static void
move_clear (gpointer data)
{
  MlRecordMove *m = data;
  g_free (m->tile);
  for (guint i = 0; i < m->n_meeples; i++)
    g_free (m->meeples[i].at);
  g_clear_pointer (&m->modules, json_object_unref);
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
  for (guint i = 0; i < move->n_meeples; i++)
    copy.meeples[i].at = g_strdup (move->meeples[i].at);
  copy.modules = move->modules ? json_object_ref (move->modules) : NULL;
  g_array_append_val (self->moves, copy);
}

/* ---- reading --------------------------------------------------------------------------- */

typedef MlFieldCtx Ctx;

/* @path followed by @member (".meeples") or, when @member is NULL, by "[@index]", in @buf:
 * the JSON paths a record's errors name. Made by hand rather than by printf, which was a
 * good part of reading a long record's moves. */
static const char *
sub_path (char *buf, gsize size, const char *path, const char *member, guint index)
{
  g_strlcpy (buf, path, size);
  if (member)
    {
      g_strlcat (buf, member, size);
      return buf;
    }
  char digits[16];
  guint n = G_N_ELEMENTS (digits) - 1;
  digits[n] = '\0';
  do
    digits[--n] = (char) ('0' + index % 10);
  while ((index /= 10) > 0);
  g_strlcat (buf, "[", size);
  g_strlcat (buf, digits + n, size);
  g_strlcat (buf, "]", size);
  return buf;
}

/* Room for any path sub_path() makes of the record's own. */
#define PATH_SIZE 96

/* The members a move may have: its own and the modules' (a wonder to take). NULL-terminated. */
static GPtrArray *
move_keys (void)
{
  static const char *const own[] = { "tile", "x", "y", "rotation", "meeples", "set_aside", NULL };
  GPtrArray *known = g_ptr_array_new ();
  for (guint i = 0; own[i]; i++)
    g_ptr_array_add (known, (gpointer) own[i]);
  ml_expansion_modules_move_keys (known);
  g_ptr_array_add (known, NULL);
  return known;
}

/* Reads move @node at @path, whose members may be @known (move_keys()). */
static gboolean
read_move (Ctx *ctx, JsonNode *node, const char *path, const char *const *known, MlRecordMove *m)
{
  if (!JSON_NODE_HOLDS_OBJECT (node))
    return ml_field_invalid (ctx, path, _("must be an object"));
  JsonObject *obj = json_node_get_object (node);
  JsonNode *aside = ml_json_member (obj, "set_aside");
  if (aside)
    {
      /* A tile set aside is only its id. */
      static const char *const aside_known[] = { "tile", "set_aside", NULL };
      char where[PATH_SIZE];
      sub_path (where, sizeof where, path, ".set_aside", 0);
      if (!JSON_NODE_HOLDS_VALUE (aside) || json_node_get_value_type (aside) != G_TYPE_BOOLEAN
          || !json_node_get_boolean (aside))
        return ml_field_invalid (ctx, where, _("must be true, or absent"));
      m->set_aside = TRUE;
      return ml_field_only_known (ctx, obj, path, aside_known) && ml_field_string (ctx, obj, "tile", path, TRUE, &m->tile);
    }
  /* The members of the move the modules read (a wonder to take) are theirs to check. */
  gint64 x = 0, y = 0;
  if (!ml_field_only_known (ctx, obj, path, known)
      || !ml_field_string (ctx, obj, "tile", path, TRUE, &m->tile)
      || !ml_field_int (ctx, obj, "x", path, TRUE, -ML_MAX_COORD, ML_MAX_COORD, &x)
      || !ml_field_int (ctx, obj, "y", path, TRUE, -ML_MAX_COORD, ML_MAX_COORD, &y)
      || !ml_field_rotation (ctx, obj, path, &m->rot))
    return FALSE;
  m->x = (int) x;
  m->y = (int) y;
  g_autoptr (JsonObject) members = json_object_new ();
  gboolean action = FALSE;
  if (!ml_expansion_modules_read_move (ctx, obj, path, members, &action))
    return FALSE;
  if (json_object_get_size (members) > 0)
    m->modules = json_object_ref (members);
  JsonNode *meeples = ml_json_member (obj, "meeples");
  if (meeples == NULL)
    return TRUE;
  char where[PATH_SIZE];
  sub_path (where, sizeof where, path, ".meeples", 0);
  if (!JSON_NODE_HOLDS_ARRAY (meeples) || json_array_get_length (json_node_get_array (meeples)) > 2)
    return ml_field_invalid (ctx, where, _("must be a list of at most 2 meeples"));
  JsonArray *array = json_node_get_array (meeples);
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      char mpath[PATH_SIZE];
      sub_path (mpath, sizeof mpath, where, NULL, i);
      m->n_meeples = i + 1;
      if (!ml_record_read_meeple (ctx, json_array_get_element (array, i), mpath, &m->meeples[i]))
        return FALSE;
    }
  if (m->n_meeples > 0 && action)
    return ml_field_invalid (ctx, path, _("meeples and an action are one choice each: choose one"));
  return TRUE;
}

static GPtrArray *with_module_keys (const char *const *keys, gboolean player);
static GPtrArray *start_option_keys (void);

static MlRecord *
record_copy (const MlRecord *from)
{
  MlRecord *to = ml_record_new ();
  to->start = from->start ? json_object_ref (from->start) : NULL;
  for (guint i = 0; i < from->moves->len; i++)
    ml_record_append (to, &g_array_index (from->moves, MlRecordMove, i));
  to->at = from->at;
  return to;
}

static MlRecord *read_record (JsonNode *node, const char *name, GError **error);

/* The last record read, by the "record" object it was read from. A document reads its record
 * again at every check, step of the timeline and turn played, and that object is never
 * changed once made (copies of a scenario share it, ml_record_store() makes a new one), so
 * its moves are parsed once. The object is held while kept, so that its address names it. */
static GMutex last_lock;
static JsonObject *last_object;
static MlRecord *last_record;
/* The moves of last_record as the record writes them, when @last_object holds them so
 * (ml_record_position() made it): the positions made along the record share them. */
static JsonArray *last_moves;

/* Keeps @record as the one read from @object, whose "moves" are @moves as the record writes
 * them (or NULL: not known to be). */
static void
remember (JsonObject *object, const MlRecord *record, JsonArray *moves)
{
  MlRecord *kept = record_copy (record);
  JsonNode *own = ml_json_member (object, "moves");
  g_mutex_lock (&last_lock);
  /* Read again from another position along the same record, its moves are still those. */
  if (moves == NULL && own && JSON_NODE_HOLDS_ARRAY (own) && json_node_get_array (own) == last_moves)
    moves = last_moves;
  if (moves)
    json_array_ref (moves);
  g_clear_pointer (&last_record, ml_record_free);
  g_clear_pointer (&last_object, json_object_unref);
  g_clear_pointer (&last_moves, json_array_unref);
  last_object = json_object_ref (object);
  last_record = kept;
  last_moves = moves;
  g_mutex_unlock (&last_lock);
}

MlRecord *
ml_record_of (const MlScenario *scenario, const char *name, GError **error)
{
  JsonNode *node = scenario->extra ? ml_json_member (scenario->extra, ML_RECORD_MEMBER) : NULL;
  if (node == NULL)
    return NULL;
  JsonObject *object = JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
  g_mutex_lock (&last_lock);
  MlRecord *known = object && object == last_object ? record_copy (last_record) : NULL;
  g_mutex_unlock (&last_lock);
  if (known)
    return known;
  MlRecord *record = read_record (node, name, error);
  if (record && object)
    remember (object, record, NULL);
  return record;
}

static MlRecord *
read_record (JsonNode *node, const char *name, GError **error)
{
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
  /* The start's options hold only what the modules keep of the position there (the
   * wonders left to take when the record began). */
  JsonNode *options = ml_json_member (json_node_get_object (start), "options");
  g_autoptr (GPtrArray) options_known = start_option_keys ();
  if (options && !JSON_NODE_HOLDS_OBJECT (options))
    {
      ml_field_invalid (&ctx, "$.record.start.options", _("must be an object"));
      return NULL;
    }
  if (options && !ml_field_only_known (&ctx, json_node_get_object (options), "$.record.start.options",
                                       (const char *const *) options_known->pdata))
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
  g_autoptr (GPtrArray) move_known = move_keys ();
  for (guint i = 0; i < n; i++)
    {
      char path[PATH_SIZE];
      sub_path (path, sizeof path, "$.record.moves", NULL, i);
      if (!read_move (&ctx, json_array_get_element (array, i), path, (const char *const *) move_known->pdata,
                      &g_array_index (self->moves, MlRecordMove, i)))
        return NULL;
    }
  gint64 at = n;
  if (!ml_field_int (&ctx, obj, "at", "$.record", FALSE, 0, n, &at))
    return NULL;
  self->at = (guint) at;
  return g_steal_pointer (&self);
}

/* ---- writing --------------------------------------------------------------------------- */

/* @m as the record writes it, its members in the file's order. */
static JsonNode *
move_node (const MlRecordMove *m)
{
  JsonObject *obj = json_object_new ();
  json_object_set_string_member (obj, "tile", m->tile);
  if (m->set_aside)
    json_object_set_boolean_member (obj, "set_aside", TRUE);
  else
    {
      json_object_set_int_member (obj, "x", m->x);
      json_object_set_int_member (obj, "y", m->y);
      json_object_set_int_member (obj, "rotation", m->rot * 90);
      if (m->n_meeples > 0)
        {
          JsonArray *meeples = json_array_new ();
          for (guint i = 0; i < m->n_meeples; i++)
            json_array_add_element (meeples, ml_record_meeple_node (&m->meeples[i]));
          json_object_set_array_member (obj, "meeples", meeples);
        }
      /* The modules' members, in the order they set them. */
      g_autoptr (GList) keys = m->modules ? ml_json_members (m->modules) : NULL;
      for (GList *k = keys; k; k = k->next)
        json_object_set_member (obj, k->data, json_node_copy (json_object_get_member (m->modules, k->data)));
    }
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);
  json_node_take_object (node, obj);
  return node;
}

/* The moves of @record as the record writes them. */
static JsonArray *
moves_array (const MlRecord *record)
{
  JsonArray *moves = json_array_sized_new (record->moves->len);
  for (guint i = 0; i < record->moves->len; i++)
    json_array_add_element (moves, move_node (&g_array_index (record->moves, MlRecordMove, i)));
  return moves;
}

/* The "record" object of @record, with @moves (taken) as its moves. */
static JsonObject *
record_object (const MlRecord *record, JsonArray *moves)
{
  JsonObject *obj = json_object_new ();
  json_object_set_object_member (obj, "start", json_object_ref (record->start));
  json_object_set_array_member (obj, "moves", moves);
  json_object_set_int_member (obj, "at", record->at);
  return obj;
}

/* Makes @obj (taken) @scenario's "record" member. */
static void
store_object (MlScenario *scenario, JsonObject *obj)
{
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);
  json_node_take_object (node, obj);
  /* A new object rather than a change to the old: copies of a scenario (the application's
   * undo steps) share its unknown members, which are never changed once read. The record
   * keeps its place among them. */
  JsonObject *extra = json_object_new ();
  g_autoptr (GList) keys = scenario->extra ? ml_json_members (scenario->extra) : NULL;
  gboolean placed = FALSE;
  for (GList *k = keys; k; k = k->next)
    if (g_str_equal (k->data, ML_RECORD_MEMBER))
      {
        json_object_set_member (extra, ML_RECORD_MEMBER, node);
        placed = TRUE;
      }
    else
      json_object_set_member (extra, k->data, json_node_copy (json_object_get_member (scenario->extra, k->data)));
  if (!placed)
    json_object_set_member (extra, ML_RECORD_MEMBER, node);
  g_clear_pointer (&scenario->extra, json_object_unref);
  scenario->extra = extra;
}

void
ml_record_store (MlScenario *scenario, const MlRecord *record)
{
  store_object (scenario, record_object (record, moves_array (record)));
}

/* @scenario's "record" member when it is an object, else NULL. */
static JsonObject *
record_member (const MlScenario *scenario)
{
  JsonNode *node = scenario->extra ? ml_json_member (scenario->extra, ML_RECORD_MEMBER) : NULL;
  return node && JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
}

/* Whether the records @a and @b are one start and one list of moves, shared: a record that
 * only moved its "at" along (ml_record_position()). */
static gboolean
same_record_but_at (JsonObject *a, JsonObject *b)
{
  if (a == b)
    return TRUE;
  static const char *const known[] = { "start", "moves", "at", NULL };
  JsonObject *objects[] = { a, b };
  for (guint i = 0; i < G_N_ELEMENTS (objects); i++)
    {
      g_autoptr (GList) keys = json_object_get_members (objects[i]);
      for (GList *k = keys; k; k = k->next)
        if (!g_strv_contains (known, k->data))
          return FALSE;
    }
  JsonNode *sa = ml_json_member (a, "start"), *sb = ml_json_member (b, "start");
  JsonNode *ma = ml_json_member (a, "moves"), *mb = ml_json_member (b, "moves");
  return sa && sb && JSON_NODE_HOLDS_OBJECT (sa) && JSON_NODE_HOLDS_OBJECT (sb)
         && json_node_get_object (sa) == json_node_get_object (sb)
         && ma && mb && JSON_NODE_HOLDS_ARRAY (ma) && JSON_NODE_HOLDS_ARRAY (mb)
         && json_node_get_array (ma) == json_node_get_array (mb);
}

gboolean
ml_record_same_moves (const MlScenario *a, const MlScenario *b)
{
  if (a->extra == b->extra)
    return TRUE;
  if (a->extra == NULL || b->extra == NULL || json_object_get_size (a->extra) != json_object_get_size (b->extra))
    return FALSE;
  g_autoptr (GList) keys = json_object_get_members (a->extra);
  for (GList *k = keys; k; k = k->next)
    {
      JsonNode *na = json_object_get_member (a->extra, k->data);
      JsonNode *nb = ml_json_member (b->extra, k->data);
      if (nb == NULL)
        return FALSE;
      if (!g_str_equal (k->data, ML_RECORD_MEMBER))
        {
          if (!json_node_equal (na, nb))
            return FALSE;
          continue;
        }
      JsonObject *ra = record_member (a), *rb = record_member (b);
      if (ra == NULL || rb == NULL || !same_record_but_at (ra, rb))
        return FALSE;
    }
  return TRUE;
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

/* @scenario as the JSON tree of its file without its position (pieces and meeples) and its
 * record, which a replay's start replaces: on a long game those are nearly all of the file,
 * and writing them out and reading them back was most of a replay's cost. */
static JsonNode *
bare_tree (const MlScenario *scenario, const char *name, GError **error)
{
  MlScenario bare = *scenario;   /* a shallow copy, only read */
  g_autoptr (GPtrArray) none = g_ptr_array_new ();
  bare.pieces = none;
  bare.meeples = none;
  g_autoptr (JsonObject) extra = NULL;
  if (scenario->extra && json_object_has_member (scenario->extra, ML_RECORD_MEMBER))
    {
      extra = json_object_new ();
      g_autoptr (GList) keys = json_object_get_members (scenario->extra);
      for (GList *k = keys; k; k = k->next)
        if (!g_str_equal (k->data, ML_RECORD_MEMBER))
          json_object_set_member (extra, k->data, json_node_copy (json_object_get_member (scenario->extra, k->data)));
      bare.extra = extra;
    }
  return scenario_tree (&bare, name, error);
}

/* ---- the options a record's start carries -------------------------------------------- */

/* The members of a scenario's options that a record's start carries (the modules'
 * start_options_members: what the moves change there). NULL-terminated. */
static GPtrArray *
start_option_keys (void)
{
  GPtrArray *out = g_ptr_array_new ();
  ml_expansion_modules_options_keys (TRUE, out);
  g_ptr_array_add (out, NULL);
  return out;
}

/* @obj's member @key when it is an object, else NULL. */
static JsonObject *
object_member (JsonObject *obj, const char *key)
{
  JsonNode *node = obj ? ml_json_member (obj, key) : NULL;
  return node && JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
}

/* The value of option @key when the record of @root (a scenario as JSON) began at @start,
 * newly allocated, or NULL. A start keeps the value it was written with; one written
 * without it (by hand, or by an older version) gets what the module that carries it works
 * out from the scenario. */
static JsonNode *
start_option (JsonObject *root, JsonObject *start, const char *key)
{
  JsonObject *options = object_member (start, "options");
  JsonNode *own = options ? ml_json_member (options, key) : NULL;
  if (own)
    return json_node_copy (own);
  return ml_expansion_modules_start_option (root, start, key);
}

/* Sets @obj's option @key to a copy of @value. */
static void
set_option (JsonObject *obj, const char *key, JsonNode *value)
{
  JsonObject *options = object_member (obj, "options");
  if (options == NULL)
    {
      options = json_object_new ();
      json_object_set_object_member (obj, "options", options);
    }
  json_object_set_member (options, key, json_node_copy (value));
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
  /* The options that the moves change (the wonders left to take) belong to the start too. */
  JsonObject *options = object_member (root, "options");
  g_autoptr (GPtrArray) option_keys = start_option_keys ();
  for (guint i = 0; option_keys->pdata[i]; i++)
    {
      JsonNode *value = options ? ml_json_member (options, option_keys->pdata[i]) : NULL;
      if (value)
        set_option (start, option_keys->pdata[i], value);
    }
  JsonArray *players = json_array_new ();
  JsonArray *from = json_object_get_array_member (root, "players");
  for (guint i = 0; i < json_array_get_length (from); i++)
    {
      JsonObject *p = json_object_new ();
      static const char *const own_pkeys[] = { "score", NULL };
      g_autoptr (GPtrArray) pkeys = with_module_keys (own_pkeys, TRUE);
      copy_members (json_array_get_object_element (from, i), p, (const char *const *) pkeys->pdata);
      json_array_add_object_element (players, p);
    }
  json_object_set_array_member (start, "players", players);
  return start;
}

/* ---- replaying ------------------------------------------------------------------------- */

/* @scenario with the position of the record's start: its own players, expansions and
 * options, the start's pieces, meeples, turn, players' scores and modules' members, and
 * the options it carries. */
static char *
start_text (const MlScenario *scenario, const MlRecord *record, const char *name, GError **error)
{
  g_autoptr (JsonNode) tree = bare_tree (scenario, name, error);
  if (tree == NULL)
    return NULL;
  JsonObject *root = json_node_get_object (tree);
  /* Worked out from the scenario as it is, before its position makes way for the start's. */
  g_autoptr (GPtrArray) option_keys = start_option_keys ();
  for (guint i = 0; option_keys->pdata[i]; i++)
    {
      g_autoptr (JsonNode) value = start_option (root, record->start, option_keys->pdata[i]);
      if (value)
        set_option (root, option_keys->pdata[i], value);
    }
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
      static const char *const own_pkeys[] = { "score", NULL };
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
  return ml_json_to_text (tree, FALSE);
}

char *
ml_record_setting (const MlScenario *scenario, const MlRecord *record, const char *name, GError **error)
{
  return start_text (scenario, record, name, error);
}

/* The scenario of start_text(). */
static MlScenario *
start_load (const char *text, const char *name, GError **error)
{
  g_autofree char *where = g_strdup_printf ("%s: record.start", name);
  return ml_scenario_load_data (text, strlen (text), where, error);
}

static MlScenario *
start_scenario (const MlScenario *scenario, const MlRecord *record, const char *name, GError **error)
{
  g_autofree char *text = start_text (scenario, record, name, error);
  return text ? start_load (text, name, error) : NULL;
}

/* The turn options of @m, resolved against @tile as it would lie; FALSE with a refusal. */
static gboolean
move_options (const MlGame *game, const MlRecordMove *m, const MlTileDef *tile, MlTurnOptions *opt, char **refusal)
{
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
  /* The rest (an action instead, a wonder to take) is the modules'. */
  return m->modules == NULL || ml_expansion_modules_move_to_options (game, m->modules, opt, refusal);
}

/* Sets @tile aside in @game, or says why it may not be: it fits somewhere, or it is a
 * wonder, which waits in its owner's hand. */
static char *
set_aside (MlGame *game, const MlTileDef *tile)
{
  g_autoptr (GArray) placements = g_array_new (FALSE, FALSE, sizeof (MlPlacement));
  ml_game_turn_placements (game, tile, placements);
  if (ml_expansion_modules_never_set_aside (tile) || placements->len > 0 || game->n_set_aside >= ML_MAX_SET_ASIDE)
    return g_strdup_printf (_("tile %s is set aside, but only a tile that fits nowhere is (it has %u legal placements)"),
                            tile->id, placements->len);
  game->set_aside[game->n_set_aside++] = tile;
  return NULL;
}

MlGame *
ml_record_replay (const MlScenario *scenario, const MlRecord *record, guint n, const char *name, GError **error)
{
  return ml_record_replay_each (scenario, record, n, name, NULL, NULL, error);
}

/* Replays the first @n moves of @record, calling @each before and @played after each move
 * from @told_from on. It starts from the latest position kept along the record at or before
 * @told_from (ml-record-positions.c), whose moves were found legal, and keeps positions
 * along the moves it plays. */
static MlGame *
replay (const MlScenario *scenario, const MlRecord *record, guint n, guint told_from, const char *name,
        MlRecordEach each, MlRecordPlayed played, gpointer data, GError **error)
{
  g_autofree char *setting = start_text (scenario, record, name, error);
  if (setting == NULL)
    return NULL;
  n = MIN (n, record->moves->len);
  guint from = 0;
  guint64 generation = 0;
  /* Without a callback, any position kept up to move @n will do. */
  guint limit = each || played ? MIN (n, told_from) : n;
  g_autoptr (MlGame) game = ml_record_positions_find (setting, record, limit, &from, &generation);
  if (game == NULL)
    {
      g_autoptr (MlScenario) start = start_load (setting, name, error);
      if (start == NULL)
        return NULL;
      g_autofree char *where = g_strdup_printf ("%s: record.start", name);
      game = ml_scenario_to_game (start, where, NULL, error);
      if (game == NULL)
        return NULL;
      ml_record_positions_keep (record, 0, game, n == 0, generation);
    }
  const MlCatalogue *catalogue = ml_catalogue_get_default ();
  g_autoptr (GArray) events = played ? g_array_new (FALSE, FALSE, sizeof (MlEvent)) : NULL;
  for (guint i = from; i < n; i++)
    {
      const MlRecordMove *m = &g_array_index (record->moves, MlRecordMove, i);
      gboolean told = i >= told_from;
      if (events)
        g_array_set_size (events, 0);
      const MlTileDef *tile = ml_catalogue_lookup (catalogue, m->tile);
      g_autofree char *refusal = NULL;
      g_autoptr (GError) rules = NULL;
      MlTurnOptions opt;
      if (each && told)
        each (game, i, data);
      if (tile == NULL)
        {
          g_autofree char *shown = ml_json_printable (m->tile, ML_MAX_SHOWN_CHARS);
          refusal = g_strdup_printf (_("unknown tile \"%s\""), shown);
        }
      else if (m->set_aside)
        refusal = set_aside (game, tile);
      else if (move_options (game, m, tile, &opt, &refusal)
               && !ml_game_play_turn (game, tile, m->x, m->y, m->rot, &opt, told ? events : NULL, &rules))
        refusal = g_strdup (rules->message);
      if (refusal)
        {
          g_set_error (error, ML_SCENARIO_ERROR, ML_SCENARIO_ERROR_INVALID,
                       _("%s: record: move %u (%s at %d, %d): %s"), name, i + 1,
                       tile ? tile->id : "?", m->x, m->y, refusal);
          return NULL;
        }
      ml_record_positions_keep (record, i + 1, game, i + 1 == n, generation);
      if (played && told)
        played (game, i, m, events, data);
    }
  return g_steal_pointer (&game);
}

MlGame *
ml_record_replay_each (const MlScenario *scenario, const MlRecord *record, guint n, const char *name,
                       MlRecordEach each, gpointer data, GError **error)
{
  return replay (scenario, record, n, 0, name, each, NULL, data, error);
}

MlGame *
ml_record_replay_told (const MlScenario *scenario, const MlRecord *record, guint n, const char *name,
                       MlRecordPlayed played, gpointer data, GError **error)
{
  return replay (scenario, record, n, 0, name, NULL, played, data, error);
}

MlGame *
ml_record_replay_told_from (const MlScenario *scenario, const MlRecord *record, guint from, guint n,
                            const char *name, MlRecordPlayed played, gpointer data, GError **error)
{
  return replay (scenario, record, n, from, name, NULL, played, data, error);
}

static void remember_shown (const MlScenario *scenario);

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
  /* The moves as the record writes them, made once for a record and shared by the
   * positions made along it (its objects are never changed once made): a timeline step
   * then neither writes 1,000 moves nor, as the same record, has them checked again. */
  JsonObject *from = record_member (scenario);
  g_mutex_lock (&last_lock);
  JsonArray *moves = from && from == last_object && last_moves ? json_array_ref (last_moves) : NULL;
  g_mutex_unlock (&last_lock);
  if (moves == NULL)
    moves = moves_array (record);
  JsonObject *obj = record_object (record, moves);
  store_object (out, obj);
  /* The record was read and replayed, and only its "at" changed, within its moves: the
   * position's checks and its turn log read it again as it is. */
  remember (obj, record, moves);
  remember_shown (out);
  return g_steal_pointer (&out);
}


/* The last scenario known to show its record's position (as ml_record_position() made it):
 * its record object, held, its readings and the rest as ml_record_position_key() gives it.
 * A timeline step asks whether the position it made is the record's; the question then
 * costs the key, not a replay and three files read back. */
static GMutex shown_lock;
static JsonObject *shown_object;
static MlReadings shown_readings;
static char *shown_key;

static void
remember_shown (const MlScenario *scenario)
{
  JsonNode *node = ml_json_member (scenario->extra, ML_RECORD_MEMBER);
  char *key = ml_record_position_key (scenario);
  g_mutex_lock (&shown_lock);
  g_clear_pointer (&shown_object, json_object_unref);
  g_free (shown_key);
  shown_object = json_object_ref (json_node_get_object (node));
  shown_readings = scenario->readings;
  shown_key = key;
  g_mutex_unlock (&shown_lock);
}

static gboolean
known_shown (const MlScenario *scenario)
{
  JsonNode *node = scenario->extra ? ml_json_member (scenario->extra, ML_RECORD_MEMBER) : NULL;
  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    return FALSE;
  JsonObject *object = json_node_get_object (node);
  g_mutex_lock (&shown_lock);
  gboolean same_record = shown_object == object && ml_readings_equal (&shown_readings, &scenario->readings);
  g_mutex_unlock (&shown_lock);
  if (!same_record)
    return FALSE;
  g_autofree char *key = ml_record_position_key (scenario);
  g_mutex_lock (&shown_lock);
  gboolean same = shown_object == object && g_strcmp0 (shown_key, key) == 0;
  g_mutex_unlock (&shown_lock);
  return same;
}

gboolean
ml_record_shows_position (const MlScenario *scenario)
{
  if (known_shown (scenario))
    return TRUE;
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

/* A start written without an option it carries (the wonders left to take) gets it, before
 * @scenario (which has taken the turn) shows it changed: the start's object is shared with
 * copies of the scenario, so it is replaced rather than changed. */
static void
keep_start_options (const MlScenario *scenario, MlRecord *record)
{
  JsonObject *options = object_member (record->start, "options");
  g_autoptr (GPtrArray) option_keys = start_option_keys ();
  gboolean missing = FALSE;
  for (guint i = 0; option_keys->pdata[i]; i++)
    missing |= options == NULL || ml_json_member (options, option_keys->pdata[i]) == NULL;
  if (!missing)
    return;
  g_autoptr (JsonNode) tree = scenario_tree (scenario, "", NULL);
  if (tree == NULL)
    return;
  g_autoptr (JsonObject) found = json_object_new ();
  for (guint i = 0; option_keys->pdata[i]; i++)
    {
      const char *key = option_keys->pdata[i];
      if (options && ml_json_member (options, key))
        continue;
      JsonNode *value = ml_expansion_modules_start_option (json_node_get_object (tree), record->start, key);
      if (value)
        json_object_set_member (found, key, value);
    }
  if (json_object_get_size (found) == 0)
    return;
  JsonObject *start = json_object_new ();
  g_autoptr (GList) keys = ml_json_members (record->start);
  for (GList *k = keys; k; k = k->next)
    if (!g_str_equal (k->data, "options"))
      json_object_set_member (start, k->data, json_node_copy (json_object_get_member (record->start, k->data)));
  g_autoptr (GList) had = options ? ml_json_members (options) : NULL;
  for (GList *k = had; k; k = k->next)
    set_option (start, k->data, json_object_get_member (options, k->data));
  g_autoptr (GList) added = ml_json_members (found);
  for (GList *k = added; k; k = k->next)
    set_option (start, k->data, json_object_get_member (found, k->data));
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
  keep_start_options (scenario, record);
  g_array_set_size (record->moves, record->at);
  ml_record_append (record, move);
  record->at = record->moves->len;
  g_autoptr (MlGame) replayed = ml_record_replay (scenario, record, record->at, name, error);
  if (replayed == NULL)
    return FALSE;
  ml_record_store (scenario, record);
  return TRUE;
}

gboolean
ml_record_add_turn (MlScenario *scenario, const MlGame *game, const MlTileDef *tile,
                    int x, int y, int rot, const MlTurnOptions *opt, const char *name, GError **error)
{
  MlRecordMove m = { .tile = tile->id, .x = x, .y = y, .rot = rot };
  if (opt->action == ML_ACTION_MEEPLES)
    for (guint i = 0; i < opt->n_meeples && i < 2; i++)
      {
        const MlMeepleChoice *c = &opt->meeples[i];
        const MlRotatedCell *cell = &tile->rotated[rot][c->cell];
        m.meeples[m.n_meeples++] = (MlRecordMeeple) {
          x + cell->dx, y + cell->dy, (char *) ml_record_feature_location (tile, rot, c->cell, c->feature), c->figure };
      }
  g_autoptr (JsonObject) members = json_object_new ();
  ml_expansion_modules_move_from_options (game, opt, members);
  m.modules = json_object_get_size (members) > 0 ? members : NULL;
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
