/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Importing JCloisterZone games: the setup checked against what we play, the replay's
 * messages folded into moves (UNDO taking back the message before it), each meeple's
 * JCloisterZone location checked against the feature it names on our face, and the moves
 * replayed by the turn engine through the scenario's record. */
#include "config.h"
#include "ml-jcz.h"
#include "ml-jcz-names.h"
#include "ml-jcz-locations.h"
#include "ml-figures.h"
#include "ml-game-state.h"
#include "ml-json.h"
#include "ml-limits.h"
#include "ml-location.h"
#include "ml-record.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

G_DEFINE_QUARK (ml-jcz-error-quark, ml_jcz_error)

/* JCloisterZone's tiles and ours. A "G" id is the same face with an Abbot's garden, a
 * picture only without the Abbot. Some faces are drawn turned from ours: @turn quarter
 * turns clockwise take ours to theirs, so our rotation is theirs plus @turn (checked
 * against JCloisterZone's tile definitions: Cc+ and Cc.1 have their city N W where our M
 * and N have it N E; RFr has its road W E where our U has it N S). The expansions' tiles
 * are their modules' (ml-jcz-names.h). */
static const struct {
  const char *jcz;
  const char *ours;
  int turn;
} tiles[] = {
  { "BA/RCr", "D", 0 },     { "BA/C", "E", 0 },       { "BA/CG", "E", 0 },
  { "BA/CC.2", "I", 0 },    { "BA/CCG", "I", 0 },     { "BA/CFC.2", "H", 0 },
  { "BA/CFCG", "H", 0 },    { "BA/CFc+", "F", 0 },    { "BA/CFc.1", "G", 0 },
  { "BA/CRRR", "L", 0 },    { "BA/CRr", "J", 0 },     { "BA/Cc+", "M", 3 },
  { "BA/Cc+G", "M", 3 },    { "BA/Cc.1", "N", 3 },    { "BA/CcG", "N", 3 },
  { "BA/CcRr", "P", 0 },    { "BA/CcRr+", "O", 0 },   { "BA/Ccc", "R", 0 },
  { "BA/CccG", "R", 0 },    { "BA/Ccc+", "Q", 0 },    { "BA/CccR", "T", 0 },
  { "BA/CccR+", "S", 0 },   { "BA/Cccc+", "C", 0 },   { "BA/L", "B", 0 },
  { "BA/LR", "A", 0 },      { "BA/RFr", "U", 1 },     { "BA/RFrG", "U", 1 },
  { "BA/RRR", "W", 0 },     { "BA/RRRR", "X", 0 },    { "BA/Rr", "V", 0 },
  { "BA/RrG", "V", 0 },     { "BA/RrC", "K", 0 },
};

/* The sets and elements we play; anything else in the setup is refused. */
#define BASIC_SET "basic:1"
#define FOLLOWERS "small-follower"
#define FARMERS "farmers"

const char *
ml_jcz_tile (const char *jcz_id, int *turn)
{
  for (guint i = 0; i < G_N_ELEMENTS (tiles); i++)
    if (g_str_equal (tiles[i].jcz, jcz_id))
      {
        *turn = tiles[i].turn;
        return tiles[i].ours;
      }
  guint module;
  const MlJczTileName *row = ml_jcz_module_tile (jcz_id, &module);
  if (row)
    {
      *turn = row->turn;
      return row->ours;
    }
  return NULL;
}

typedef struct {
  const char *name;
  GError **error;
  guint noted;           /* the modules' tables whose note was said, a bit each */
  GPtrArray *notes;      /* what the user must be told about the import, in sentences */
  GHashTable *laid;      /* JCloisterZone id -> how many laid so far */
  guint modules;         /* the modules' tables (ml-jcz-names.h) whose set the game has, a bit each */
} Ctx;

G_GNUC_PRINTF (4, 5) static gboolean
fail (Ctx *ctx, MlJczError code, const char *where, const char *format, ...)
{
  va_list args;
  va_start (args, format);
  g_autofree char *msg = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error (ctx->error, ML_JCZ_ERROR, code, "%s: %s: %s", ctx->name, where, msg);
  return FALSE;
}

static char *
shown (const char *text)
{
  return ml_json_printable (text, ML_MAX_SHOWN_CHARS);
}

static JsonObject *
object_member (Ctx *ctx, JsonObject *obj, const char *key, const char *path, gboolean required)
{
  JsonNode *node = ml_json_member (obj, key);
  g_autofree char *where = g_strdup_printf ("%s.%s", path, key);
  if (node == NULL && !required)
    return NULL;
  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    {
      fail (ctx, ML_JCZ_ERROR_INVALID, where, _("must be an object"));
      return NULL;
    }
  return json_node_get_object (node);
}

static JsonArray *
array_member (Ctx *ctx, JsonObject *obj, const char *key, const char *path)
{
  JsonNode *node = ml_json_member (obj, key);
  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node))
    {
      g_autofree char *where = g_strdup_printf ("%s.%s", path, key);
      fail (ctx, ML_JCZ_ERROR_INVALID, where, _("must be a list"));
      return NULL;
    }
  return json_node_get_array (node);
}

static gboolean
int_value (JsonNode *node, gint64 min, gint64 max, gint64 *out)
{
  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64)
    return FALSE;
  *out = json_node_get_int (node);
  return *out >= min && *out <= max;
}

/* A rotation as "R0" … "R270" or as degrees, in quarter turns. */
static gboolean
rotation_value (JsonNode *node, int *quarters)
{
  const char *text = ml_json_string (node);
  gint64 degrees;
  if (text && text[0] == 'R')
    {
      if (!g_ascii_string_to_signed (text + 1, 10, 0, 270, &degrees, NULL))
        return FALSE;
    }
  else if (!int_value (node, 0, 270, &degrees))
    return FALSE;
  return ml_rotation_from_degrees (degrees, quarters);
}

/* "position": [x, y] or "x", "y" members. */
static gboolean
position_value (JsonObject *obj, int *x, int *y)
{
  gint64 vx, vy;
  JsonNode *pos = ml_json_member (obj, "position");
  if (pos)
    {
      if (!JSON_NODE_HOLDS_ARRAY (pos) || json_array_get_length (json_node_get_array (pos)) != 2)
        return FALSE;
      JsonArray *a = json_node_get_array (pos);
      if (!int_value (json_array_get_element (a, 0), -ML_MAX_COORD, ML_MAX_COORD, &vx)
          || !int_value (json_array_get_element (a, 1), -ML_MAX_COORD, ML_MAX_COORD, &vy))
        return FALSE;
    }
  else if (!int_value (ml_json_member (obj, "x"), -ML_MAX_COORD, ML_MAX_COORD, &vx)
           || !int_value (ml_json_member (obj, "y"), -ML_MAX_COORD, ML_MAX_COORD, &vy))
    return FALSE;
  *x = (int) vx;
  *y = (int) vy;
  return TRUE;
}

/* ---- setup ----------------------------------------------------------------------------- */

/* JCloisterZone's rules (Rule.java, whose engine refuses any other id). Only
 * "tiny-city-scoring" applies to the base game, and we score a two-tile city as its default
 * "4" does; the others (ml_jcz_other_rules, in the expansions' list) belong to expansions
 * whose sets and elements are refused anyway, and a save may list them at their values all
 * the same (saves before 5.7 wrote every rule, later ones only those changed from their
 * defaults). */
#define TINY_CITY_RULE "tiny-city-scoring"

static gboolean
read_rules (Ctx *ctx, JsonObject *setup)
{
  JsonObject *rules = object_member (ctx, setup, "rules", "$.setup", FALSE);
  if (rules == NULL)
    return ml_json_member (setup, "rules") == NULL;
  g_autoptr (GList) ids = ml_json_members (rules);
  for (GList *k = ids; k; k = k->next)
    {
      g_autofree char *key_shown = shown (k->data);
      g_autofree char *where = g_strdup_printf ("$.setup.rules.%s", key_shown);
      if (g_str_equal (k->data, TINY_CITY_RULE))
        {
          const char *value = ml_json_string (json_object_get_member (rules, k->data));
          if (g_strcmp0 (value, "4") != 0)
            {
              g_autofree char *value_shown = shown (value ? value : "");
              return fail (ctx, ML_JCZ_ERROR_UNSUPPORTED, where,
                           _("a two-tile city scored %s is not supported (only \"4\", the rule of the base game)"),
                           value_shown);
            }
        }
      else if (!g_strv_contains (ml_jcz_other_rules, k->data))
        {
          g_autofree char *id = shown (k->data);
          return fail (ctx, ML_JCZ_ERROR_UNSUPPORTED, "$.setup.rules", _("the rule \"%s\" is not supported"), id);
        }
    }
  return TRUE;
}

/* Element @name of the setup, with @value, as a module's: one that comes with a set the
 * game has (noted in @seen, a bit per element of each module), else refused by name. */
static gboolean
module_element (Ctx *ctx, const char *name, JsonNode *value, const char *where, guint *seen)
{
  guint m, e;
  gint64 count;
  const MlJczElement *el = ml_jcz_module_element (name, &m, &e);
  g_autofree char *id = shown (name);
  if (el == NULL)
    return fail (ctx, ML_JCZ_ERROR_UNSUPPORTED, "$.setup.elements", _("the element \"%s\" is not supported"), id);
  guint n;
  if (!(ctx->modules & (1u << m)))
    return fail (ctx, ML_JCZ_ERROR_UNSUPPORTED, where, _("the element \"%s\" is supported only with the set \"%s\""),
                 id, ml_jcz_modules (&n)[m]->set);
  if (el->count == 0 && (!JSON_NODE_HOLDS_VALUE (value) || json_node_get_value_type (value) != G_TYPE_BOOLEAN))
    return fail (ctx, ML_JCZ_ERROR_INVALID, where, _("must be true or false"));
  if (el->count > 0 && !int_value (value, el->count, el->count, &count))
    return fail (ctx, ML_JCZ_ERROR_UNSUPPORTED, where, _("the element \"%s\" is supported only as %d, one a player"), id, (int) el->count);
  seen[m] |= 1u << e;
  return TRUE;
}

/* Each set of a module the game has comes with all its module's elements but the optional
 * ones: without one (inns that score as roads) the game is not one we play. */
static gboolean
module_elements_all (Ctx *ctx, const guint *seen)
{
  guint n;
  const MlJczNames *const *modules = ml_jcz_modules (&n);
  for (guint m = 0; m < n; m++)
    if (ctx->modules & (1u << m))
      for (guint e = 0; e < modules[m]->n_elements; e++)
        if (!(seen[m] & (1u << e)) && !modules[m]->elements[e].optional)
          return fail (ctx, ML_JCZ_ERROR_UNSUPPORTED, "$.setup.elements",
                       _("the set \"%s\" without the element \"%s\" is not supported"), modules[m]->set,
                       modules[m]->elements[e].name);
  return TRUE;
}

static gboolean
read_setup (Ctx *ctx, JsonObject *root, gboolean *farmers, JsonObject **start)
{
  JsonObject *setup = object_member (ctx, root, "setup", "$", TRUE);
  if (setup == NULL)
    return FALSE;
  JsonObject *sets = object_member (ctx, setup, "sets", "$.setup", TRUE);
  if (sets == NULL)
    return FALSE;
  g_autoptr (GList) keys = ml_json_members (sets);
  gboolean basic = FALSE;
  for (GList *k = keys; k; k = k->next)
    {
      gint64 count;
      g_autofree char *key_shown = shown (k->data);
      g_autofree char *where = g_strdup_printf ("$.setup.sets.%s", key_shown);
      int m = ml_jcz_module_of_set (k->data);
      if (m >= 0)
        {
          if (!int_value (json_object_get_member (sets, k->data), 1, 1, &count))
            return fail (ctx, ML_JCZ_ERROR_UNSUPPORTED, where, _("only one copy of the set \"%s\" is supported"), key_shown);
          ctx->modules |= 1u << m;
          continue;
        }
      if (!g_str_equal (k->data, BASIC_SET))
        {
          g_autofree char *id = shown (k->data);
          g_autofree char *others = ml_jcz_modules_sets ();
          return fail (ctx, ML_JCZ_ERROR_UNSUPPORTED, "$.setup.sets",
                       _("the set \"%s\" is not supported (only the base game, \"%s\", and %s)"),
                       id, BASIC_SET, others);
        }
      if (!int_value (json_object_get_member (sets, k->data), 1, 1, &count))
        return fail (ctx, ML_JCZ_ERROR_UNSUPPORTED, where, _("only one copy of the base game is supported"));
      basic = TRUE;
    }
  if (!basic)
    return fail (ctx, ML_JCZ_ERROR_UNSUPPORTED, "$.setup.sets", _("the game does not use the base game"));

  /* Absent, there are none; present, it must be an object (not null, [] or 0). */
  JsonObject *elements = NULL;
  if (ml_json_member (setup, "elements") && !(elements = object_member (ctx, setup, "elements", "$.setup", TRUE)))
    return FALSE;
  g_autoptr (GList) names = elements ? ml_json_members (elements) : NULL;
  guint seen[ML_JCZ_MAX_MODULES] = { 0 };
  *farmers = FALSE;
  for (GList *k = names; k; k = k->next)
    {
      JsonNode *value = json_object_get_member (elements, k->data);
      g_autofree char *key_shown = shown (k->data);
      g_autofree char *where = g_strdup_printf ("$.setup.elements.%s", key_shown);
      gint64 count;
      if (g_str_equal (k->data, FOLLOWERS))
        {
          if (!int_value (value, ML_SUPPLY, ML_SUPPLY, &count))
            return fail (ctx, ML_JCZ_ERROR_UNSUPPORTED, where, _("only %d meeples a player are supported"), ML_SUPPLY);
        }
      else if (g_str_equal (k->data, FARMERS))
        {
          if (!JSON_NODE_HOLDS_VALUE (value) || json_node_get_value_type (value) != G_TYPE_BOOLEAN)
            return fail (ctx, ML_JCZ_ERROR_INVALID, where, _("must be true or false"));
          /* JCloisterZone's engine plays farmers whenever the element is listed, whatever
           * its value (Engine.java, createSetupFromMessage); its client drops an element
           * that is off, so a genuine save lists it only as true. */
          *farmers = TRUE;
        }
      else if (!module_element (ctx, k->data, value, where, seen))
        return FALSE;
    }
  if (!module_elements_all (ctx, seen))
    return FALSE;

  if (!read_rules (ctx, setup))
    return FALSE;

  JsonArray *starts = array_member (ctx, setup, "start", "$.setup");
  if (starts == NULL)
    return FALSE;
  if (json_array_get_length (starts) != 1 || !JSON_NODE_HOLDS_OBJECT (json_array_get_element (starts, 0)))
    return fail (ctx, ML_JCZ_ERROR_UNSUPPORTED, "$.setup.start", _("only one start tile is supported"));
  *start = json_array_get_object_element (starts, 0);
  return TRUE;
}

/* A piece of the scenario from a JCloisterZone tile id and rotation: for a face a module's
 * table lists once a copy, the copy this laying is. */
static gboolean
our_piece (Ctx *ctx, const char *where, const char *jcz_id, JsonNode *rotation, const char **tile, int *rot)
{
  int quarters;
  if (jcz_id == NULL)
    return fail (ctx, ML_JCZ_ERROR_INVALID, where, _("has no tile id"));
  guint module, n;
  const MlJczTileName *row = ml_jcz_module_tile (jcz_id, &module);
  if (row)
    {
      const MlJczNames *names = ml_jcz_modules (&n)[module];
      g_autofree char *id = shown (jcz_id);
      guint copy = GPOINTER_TO_UINT (g_hash_table_lookup (ctx->laid, jcz_id));
      if (names->copies_listed && copy > 0 && (ctx->modules & (1u << module))
          && (row = ml_jcz_names_tile_copy (names, jcz_id, copy)) == NULL)
        return fail (ctx, ML_JCZ_ERROR_INVALID, where, _("the tile \"%s\" is laid more often than the set holds it"), id);
      if (!(ctx->modules & (1u << module)))
        return fail (ctx, ML_JCZ_ERROR_UNSUPPORTED, where, _("the tile \"%s\" is not supported"), id);
      if (!rotation_value (rotation, &quarters))
        return fail (ctx, ML_JCZ_ERROR_INVALID, where, _("the rotation must be R0, R90, R180 or R270"));
      if (names->copies_listed)
        g_hash_table_insert (ctx->laid, (gpointer) row->jcz, GUINT_TO_POINTER (copy + 1));
      if (row->noted && names->note && !(ctx->noted & (1u << module)))
        {
          ctx->noted |= 1u << module;
          char *text = names->note ();
          if (text)
            g_ptr_array_add (ctx->notes, text);
        }
      *tile = row->ours;
      *rot = (quarters + row->turn) % 4;
      return TRUE;
    }
  int e = -1;
  for (guint i = 0; i < G_N_ELEMENTS (tiles) && e < 0; i++)
    if (g_str_equal (tiles[i].jcz, jcz_id))
      e = (int) i;
  if (e < 0)
    {
      g_autofree char *id = shown (jcz_id);
      return fail (ctx, ML_JCZ_ERROR_UNSUPPORTED, where, _("the tile \"%s\" is not supported"), id);
    }
  if (!rotation_value (rotation, &quarters))
    return fail (ctx, ML_JCZ_ERROR_INVALID, where, _("the rotation must be R0, R90, R180 or R270"));
  *tile = tiles[e].ours;
  *rot = (quarters + tiles[e].turn) % 4;
  return TRUE;
}

/* ---- the replay ------------------------------------------------------------------------ */

typedef struct {
  const char *type;
  JsonObject *payload;
  JsonNode *player;   /* the message's "player", or NULL */
  guint number;       /* in "replay", from 1 */
} Message;

/* Who plays a move, as the save tells: the player JCloisterZone lets lay its tile (its
 * message's "player") and the owner of its meeple (its meepleId), each -1 when not told. */
typedef struct {
  int tile;
  int meeple;
} Mover;

/* The messages that stand once every UNDO has taken back the one before it; a message
 * without payload gets @empty. */
static gboolean
fold_undos (Ctx *ctx, JsonArray *replay, JsonObject *empty, GArray *out)
{
  for (guint i = 0; i < json_array_get_length (replay); i++)
    {
      g_autofree char *where = g_strdup_printf ("message %u", i + 1);
      JsonNode *node = json_array_get_element (replay, i);
      JsonObject *obj = JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
      const char *type = obj ? ml_json_string (ml_json_member (obj, "type")) : NULL;
      if (type == NULL)
        return fail (ctx, ML_JCZ_ERROR_INVALID, where, _("a message must be an object with a \"type\""));
      JsonNode *payload = ml_json_member (obj, "payload");
      if (payload && !JSON_NODE_HOLDS_OBJECT (payload))
        return fail (ctx, ML_JCZ_ERROR_INVALID, where, _("\"payload\" must be an object"));
      if (g_str_equal (type, "UNDO"))
        {
          if (out->len == 0)
            return fail (ctx, ML_JCZ_ERROR_INVALID, where, _("UNDO with nothing to take back"));
          g_array_set_size (out, out->len - 1);
          continue;
        }
      Message m = { type, payload ? json_node_get_object (payload) : empty, ml_json_member (obj, "player"), i + 1 };
      g_array_append_val (out, m);
    }
  return TRUE;
}

static gboolean
read_meeple (Ctx *ctx, const char *where, const Message *m, MlRecordMove *move, guint n_players, int *owner)
{
  JsonObject *pointer = object_member (ctx, m->payload, "pointer", where, TRUE);
  if (pointer == NULL)
    return FALSE;
  const char *id = ml_json_string (ml_json_member (m->payload, "meepleId"));
  g_auto (GStrv) parts = g_strsplit (id ? id : "", ".", -1);
  guint64 player;
  if (g_strv_length (parts) != 3 || !g_ascii_string_to_unsigned (parts[0], 10, 0, n_players - 1, &player, NULL))
    return fail (ctx, ML_JCZ_ERROR_INVALID, where, _("\"meepleId\" must be PLAYER.KIND.N"));
  guint figure = ML_FIGURE_MEEPLE;
  if (!g_str_equal (parts[1], "small") && !ml_jcz_module_figure (ctx->modules, parts[1], &figure))
    {
      g_autofree char *kind = shown (parts[1]);
      g_autofree char *others = ml_jcz_modules_kinds ();
      return fail (ctx, ML_JCZ_ERROR_UNSUPPORTED, where,
                   _("the meeple kind \"%s\" is not supported (only small, and with its set: %s)"), kind, others);
    }
  int x, y;
  if (!position_value (pointer, &x, &y))
    return fail (ctx, ML_JCZ_ERROR_INVALID, where, _("the meeple's position must be [x, y]"));
  const MlTileDef *tile = ml_catalogue_lookup (ml_catalogue_get_default (), move->tile);
  g_autofree char *why = NULL;
  if (x != move->x || y != move->y)
    return fail (ctx, ML_JCZ_ERROR_ILLEGAL, where, _("the meeple goes to (%d, %d), not on the tile just laid"), x, y);
  const char *at = ml_jcz_our_location (tile, move->rot, ml_json_string (ml_json_member (pointer, "feature")),
                                 ml_json_string (ml_json_member (pointer, "location")), &why);
  if (at == NULL)
    return fail (ctx, ML_JCZ_ERROR_UNSUPPORTED, where, "%s", why);
  move->n_meeples = 1;
  move->meeples[0] = (MlRecordMeeple) { x, y, (char *) at, figure };
  *owner = (int) player;
  return TRUE;
}

/* The moves of the replay into @record; who plays each, as far as the save says, into
 * @movers (Mover). */
static gboolean
read_moves (Ctx *ctx, GArray *messages, guint n_players, MlRecord *record, GArray *movers)
{
  gboolean open = FALSE;
  MlRecordMove move = { 0 };
  Mover mover = { -1, -1 };
  for (guint i = 0; i < messages->len; i++)
    {
      const Message *m = &g_array_index (messages, Message, i);
      /* TRANSLATORS: where an imported game goes wrong: "move 3, message 11 (DEPLOY_MEEPLE)". */
      g_autofree char *type_shown = shown (m->type);
      g_autofree char *where = g_strdup_printf (_("move %u, message %u (%s)"), record->moves->len + 1, m->number, type_shown);
      if (g_str_equal (m->type, "COMMIT"))
        {
          /* The engine goes straight from the tile to COMMIT when the player has no meeple
           * to place (ActionPhase.enter: no action, no PASS): the move has no meeple. */
          if (open)
            {
              ml_record_append (record, &move);
              g_array_append_val (movers, mover);
              open = FALSE;
            }
          continue;
        }
      if (g_str_equal (m->type, "PLACE_TILE"))
        {
          if (open)
            return fail (ctx, ML_JCZ_ERROR_INVALID, where, _("a tile is laid before the last turn ended"));
          if (record->moves->len >= ML_RECORD_MAX_MOVES)
            return fail (ctx, ML_JCZ_ERROR_UNSUPPORTED, "$.replay",
                         _("move %u begins at message %u, but a game record holds at most %d moves"),
                         record->moves->len + 1, m->number, ML_RECORD_MAX_MOVES);
          if (!our_piece (ctx, where, ml_json_string (ml_json_member (m->payload, "tileId")),
                          ml_json_member (m->payload, "rotation"), (const char **) &move.tile, &move.rot))
            return FALSE;
          if (!position_value (m->payload, &move.x, &move.y))
            return fail (ctx, ML_JCZ_ERROR_INVALID, where, _("the position must be [x, y]"));
          gint64 player = -1;
          if (m->player && !int_value (m->player, 0, n_players - 1, &player))
            return fail (ctx, ML_JCZ_ERROR_INVALID, where, _("\"player\" must be a player's number, 0 to %u"), n_players - 1);
          mover = (Mover) { (int) player, -1 };
          move.n_meeples = 0;
          open = TRUE;
        }
      else if (g_str_equal (m->type, "DEPLOY_MEEPLE") || g_str_equal (m->type, "PASS"))
        {
          if (!open)
            return fail (ctx, ML_JCZ_ERROR_INVALID, where, _("no tile was laid this turn"));
          if (g_str_equal (m->type, "DEPLOY_MEEPLE"))
            {
              if (!read_meeple (ctx, where, m, &move, n_players, &mover.meeple))
                return FALSE;
            }
          ml_record_append (record, &move);
          g_array_append_val (movers, mover);
          open = FALSE;
        }
      else
        {
          g_autofree char *type = shown (m->type);
          return fail (ctx, ML_JCZ_ERROR_UNSUPPORTED, where, _("the message \"%s\" is not supported"), type);
        }
    }
  /* Saved while a player was deciding about a meeple: the moves before are the game. */
  if (open)
    g_ptr_array_add (ctx->notes, g_strdup_printf (_("The game was saved in the middle of move %u, its tile laid "
                                                    "but its turn not finished: that move is left out."),
                                                  record->moves->len + 1));
  return TRUE;
}

/* ---- the scenario ---------------------------------------------------------------------- */

static void
add_piece (JsonBuilder *b, const char *tile, int x, int y, int rot)
{
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "tile");
  json_builder_add_string_value (b, tile);
  json_builder_set_member_name (b, "x");
  json_builder_add_int_value (b, x);
  json_builder_set_member_name (b, "y");
  json_builder_add_int_value (b, y);
  json_builder_set_member_name (b, "rotation");
  json_builder_add_int_value (b, rot * 90);
  json_builder_end_object (b);
}

/* The scenario's text without its record: players, expansions and the start tile. */
static JsonNode *
scenario_root (Ctx *ctx, JsonArray *players, gboolean farmers, const char *start_tile, int sx, int sy, int srot)
{
  g_autoptr (JsonBuilder) b = json_builder_new ();
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "format");
  json_builder_add_string_value (b, "meeple-lab-scenario");
  json_builder_set_member_name (b, "version");
  json_builder_add_int_value (b, 1);
  json_builder_set_member_name (b, "title");
  /* The game's file name, which a save then offers as the scenario's. */
  g_autofree char *base = g_path_get_basename (ctx->name);
  if (ml_jcz_is_game_name (base))
    base[strlen (base) - 4] = '\0';
  json_builder_add_string_value (b, base);
  if (ctx->notes->len > 0)
    {
      g_ptr_array_add (ctx->notes, NULL);
      g_autofree char *text = g_strjoinv ("\n\n", (char **) ctx->notes->pdata);
      g_ptr_array_set_size (ctx->notes, ctx->notes->len - 1);
      json_builder_set_member_name (b, "description");
      json_builder_add_string_value (b, text);
    }
  json_builder_set_member_name (b, "expansions");
  json_builder_begin_array (b);
  if (farmers)
    json_builder_add_string_value (b, "farmers");
  guint n_modules;
  const MlJczNames *const *modules = ml_jcz_modules (&n_modules);
  for (guint m = 0; m < n_modules; m++)
    if (ctx->modules & (1u << m))
      json_builder_add_string_value (b, ml_expansion_id (modules[m]->expansion));
  json_builder_end_array (b);
  /* The readings the modules' tables play their games under. */
  gboolean readings = FALSE;
  for (guint m = 0; m < n_modules; m++)
    for (guint r = 0; (ctx->modules & (1u << m)) && modules[m]->readings && modules[m]->readings[r]; r += 2)
      {
        if (!readings)
          {
            json_builder_set_member_name (b, "options");
            json_builder_begin_object (b);
            json_builder_set_member_name (b, "readings");
            json_builder_begin_object (b);
            readings = TRUE;
          }
        json_builder_set_member_name (b, modules[m]->readings[r]);
        json_builder_add_string_value (b, modules[m]->readings[r + 1]);
      }
  if (readings)
    {
      json_builder_end_object (b);
      json_builder_end_object (b);
    }
  json_builder_set_member_name (b, "players");
  json_builder_begin_array (b);
  for (guint i = 0; i < json_array_get_length (players); i++)
    {
      JsonNode *node = json_array_get_element (players, i);
      const char *name = JSON_NODE_HOLDS_OBJECT (node) ? ml_json_string (ml_json_member (json_node_get_object (node), "name")) : NULL;
      if (name == NULL)
        {
          g_autofree char *where = g_strdup_printf ("$.players[%u]", i);
          fail (ctx, ML_JCZ_ERROR_INVALID, where, _("a player must be an object with a \"name\""));
          return NULL;
        }
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "name");
      json_builder_add_string_value (b, name);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_set_member_name (b, "pieces");
  json_builder_begin_array (b);
  add_piece (b, start_tile, sx, sy, srot);
  json_builder_end_array (b);
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

static void
note_turn (const MlGame *game, guint i, gpointer data)
{
  GArray *turns = data;
  g_array_append_val (turns, game->turn);
}

/* Each move of the record is played by the player our rules have to move, which is not
 * always the next in turn (an expansion can give a player a second move in a row, as a
 * builder does); JCloisterZone names the one who lays the tile and the meeple's owner, and
 * a file where either is another player is refused rather than read some other way. The
 * record is replayed over @scenario to learn whose turn each move is; a move it refuses,
 * and the moves after it, are left for the replay of the import to report. */
static gboolean
check_movers (Ctx *ctx, const MlScenario *scenario, const MlRecord *record, GArray *movers)
{
  g_autoptr (GArray) turns = g_array_new (FALSE, FALSE, sizeof (guint));
  /* Only the turns are wanted: the game at the end (NULL at a refused move) is dropped. */
  MlGame *game = ml_record_replay_each (scenario, record, record->moves->len, ctx->name, note_turn, turns, NULL);
  g_clear_pointer (&game, ml_game_free);
  for (guint i = 0; i < turns->len && i < movers->len; i++)
    {
      const Mover *m = &g_array_index (movers, Mover, i);
      guint turn = g_array_index (turns, guint, i);
      if (m->tile >= 0 && (guint) m->tile != turn)
        return fail (ctx, ML_JCZ_ERROR_UNSUPPORTED, "$.replay",
                     _("move %u: the save has player %d lay the tile, but player %u is to move"), i + 1, m->tile + 1, turn + 1);
      if (m->meeple >= 0 && (guint) m->meeple != turn)
        return fail (ctx, ML_JCZ_ERROR_UNSUPPORTED, "$.replay",
                     _("move %u: the meeple is player %d's, but player %u is to move"), i + 1, m->meeple + 1, turn + 1);
    }
  return TRUE;
}

MlScenario *
ml_jcz_import (const char *data, gsize length, const char *name, int at, GError **error)
{
  return ml_jcz_import_noting (data, length, name, at, NULL, error);
}

MlScenario *
ml_jcz_import_noting (const char *data, gsize length, const char *name, int at, GStrv *notes, GError **error)
{
  g_autoptr (GHashTable) laid = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr (GPtrArray) said = g_ptr_array_new_with_free_func (g_free);
  Ctx ctx = { .name = name, .error = error, .laid = laid, .notes = said };
  if (length > ML_MAX_FILE_SIZE)
    {
      fail (&ctx, ML_JCZ_ERROR_INVALID, "$", _("larger than %d MiB"), ML_MAX_FILE_SIZE / (1024 * 1024));
      return NULL;
    }
  MlJsonLimits limits = { ML_MAX_DEPTH, ML_MAX_JSON_VALUES, ML_MAX_JSON_CONTAINERS, ML_MAX_INT_DIGITS };
  g_autoptr (GError) json_error = NULL;
  g_autoptr (JsonNode) root_node = ml_json_parse (data, length, name, &limits, &json_error);
  if (root_node == NULL)
    {
      g_set_error_literal (error, ML_JCZ_ERROR, ML_JCZ_ERROR_INVALID, json_error->message);
      return NULL;
    }
  if (!JSON_NODE_HOLDS_OBJECT (root_node))
    {
      fail (&ctx, ML_JCZ_ERROR_INVALID, "$", _("must be an object"));
      return NULL;
    }
  JsonObject *root = json_node_get_object (root_node);

  gboolean farmers = FALSE;
  JsonObject *start = NULL;
  if (!read_setup (&ctx, root, &farmers, &start))
    return NULL;
  const char *start_tile;
  int sx, sy, srot;
  if (!our_piece (&ctx, "$.setup.start[0]", ml_json_string (ml_json_member (start, "tile")),
                  ml_json_member (start, "rotation"), &start_tile, &srot))
    return NULL;
  if (!position_value (start, &sx, &sy))
    {
      fail (&ctx, ML_JCZ_ERROR_INVALID, "$.setup.start[0]", _("the position must be [x, y]"));
      return NULL;
    }

  JsonArray *players = array_member (&ctx, root, "players", "$");
  if (players == NULL)
    return NULL;
  guint n_players = json_array_get_length (players);
  if (n_players < 2 || n_players > 5)
    {
      fail (&ctx, ML_JCZ_ERROR_UNSUPPORTED, "$.players", _("the base game has 2 to 5 players, not %u"), n_players);
      return NULL;
    }

  JsonArray *replay = array_member (&ctx, root, "replay", "$");
  if (replay == NULL)
    return NULL;
  g_autoptr (GArray) messages = g_array_new (FALSE, FALSE, sizeof (Message));
  g_autoptr (MlRecord) record = ml_record_new ();
  g_autoptr (GArray) movers = g_array_new (FALSE, FALSE, sizeof (Mover));
  g_autoptr (JsonObject) empty = json_object_new ();
  if (!fold_undos (&ctx, replay, empty, messages) || !read_moves (&ctx, messages, n_players, record, movers))
    return NULL;

  /* The scenario without its notes first: the record's replay finds what the notes say. */
  g_autoptr (JsonNode) bare = scenario_root (&ctx, players, farmers, start_tile, sx, sy, srot);
  if (bare == NULL)
    return NULL;
  g_autofree char *bare_text = ml_json_to_text (bare, FALSE);
  g_autoptr (MlScenario) bare_scenario = ml_scenario_load_data (bare_text, strlen (bare_text), name, error);
  if (bare_scenario == NULL)
    return NULL;
  record->start = ml_record_start_of (bare_scenario);
  if (record->start == NULL)
    {
      fail (&ctx, ML_JCZ_ERROR_INVALID, "$", _("its scenario did not read back"));
      return NULL;
    }
  guint n_modules;
  const MlJczNames *const *modules = ml_jcz_modules (&n_modules);
  for (guint m = 0; m < n_modules; m++)
    if ((ctx.modules & (1u << m)) && modules[m]->mend_record)
      modules[m]->mend_record (bare_scenario, record, name, ctx.notes);
  if (!check_movers (&ctx, bare_scenario, record, movers))
    return NULL;
  if (at > (int) record->moves->len)
    {
      fail (&ctx, ML_JCZ_ERROR_INVALID, "--at", _("the game has %u moves, not %d"), record->moves->len, at);
      return NULL;
    }

  g_autoptr (JsonNode) tree = scenario_root (&ctx, players, farmers, start_tile, sx, sy, srot);
  if (tree == NULL)
    return NULL;
  g_autofree char *text = ml_json_to_text (tree, FALSE);
  g_autoptr (MlScenario) scenario = ml_scenario_load_data (text, strlen (text), name, error);
  if (scenario == NULL)
    return NULL;
  record->at = record->moves->len;
  ml_record_store (scenario, record);
  g_autoptr (GError) replay_error = NULL;
  MlScenario *out = ml_record_position (scenario, at < 0 ? record->moves->len : (guint) at, name, &replay_error);
  if (out == NULL)
    g_set_error_literal (error, ML_JCZ_ERROR, ML_JCZ_ERROR_ILLEGAL, replay_error->message);
  else if (notes)
    {
      g_ptr_array_add (said, NULL);
      *notes = (GStrv) g_ptr_array_steal (said, NULL);
    }
  return out;
}

gboolean
ml_jcz_is_game_name (const char *name)
{
  gsize n = strlen (name);
  return n > 4 && g_ascii_strcasecmp (name + n - 4, ".jcz") == 0;
}

MlScenario *
ml_jcz_import_file (const char *path, int at, GError **error)
{
  return ml_jcz_import_file_noting (path, at, NULL, error);
}

MlScenario *
ml_jcz_import_file_noting (const char *path, int at, GStrv *notes, GError **error)
{
  Ctx ctx = { .name = path, .error = error };
  /* Not blocking: opening a FIFO must not wait for a writer; it is refused below. */
  int fd = g_open (path, O_RDONLY | O_NONBLOCK | O_CLOEXEC, 0);
  struct stat st;
  if (fd < 0 || fstat (fd, &st) != 0)
    {
      int saved = errno;
      if (fd >= 0)
        g_close (fd, NULL);
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved), "%s: %s", path, g_strerror (saved));
      return NULL;
    }
  if (!S_ISREG (st.st_mode) || st.st_size > ML_MAX_FILE_SIZE)
    {
      g_close (fd, NULL);
      if (!S_ISREG (st.st_mode))
        {
          fail (&ctx, ML_JCZ_ERROR_INVALID, "$", _("not a regular file, so not a saved game"));
          return NULL;
        }
      {
        fail (&ctx, ML_JCZ_ERROR_INVALID, "$", _("larger than %d MiB"), ML_MAX_FILE_SIZE / (1024 * 1024));
        return NULL;
      }
    }
  /* At most one byte past the limit, whatever the size said: the file may be growing. */
  gsize cap = (gsize) ML_MAX_FILE_SIZE + 1, length = 0;
  g_autofree char *data = g_malloc (cap);
  for (;;)
    {
      gssize got = read (fd, data + length, cap - length);
      if (got < 0 && errno == EINTR)
        continue;
      if (got < 0)
        {
          int saved = errno;
          g_close (fd, NULL);
          g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved), "%s: %s", path, g_strerror (saved));
          return NULL;
        }
      if (got == 0 || (length += (gsize) got) == cap)
        break;
    }
  g_close (fd, NULL);
  return ml_jcz_import_noting (data, length, path, at, notes, error);
}
