#include "config.h"
#include "ml-scenario.h"
#include "ml-wonders.h"
#include "ml-rules.h"

#include <glib/gi18n-lib.h>
#include <gio/gio.h>
#include <string.h>

#define FORMAT_ID "meeple-lab-scenario"
#define MAX_FILE_SIZE (16 * 1024 * 1024)
#define MAX_DEPTH 32
#define MAX_COORD 100000
#define MAX_SCORE 1000000
#define MAX_PIECES 100000

G_DEFINE_QUARK (ml-scenario-error-quark, ml_scenario_error)

static const char *const wonder_ids[] = {
  "stonehenge", "circus-maximus", "notre-dame", "alhambra",
  "abu-simbel", "tikal", "angkor-wat", "terracotta-army",
  "great-wall", "nazca-lines", "cothon-carthage", "taj-mahal",
  NULL
};

static const char *const roles[] = { "prior", "monk", "thief", "knight", "farmer", NULL };

static void
player_free (gpointer data)
{
  MlScenarioPlayer *p = data;
  g_free (p->name);
  g_free (p->color);
  g_strfreev (p->wonders);
  g_free (p->kept);
  g_clear_pointer (&p->extra, json_object_unref);
  g_free (p);
}

static void
piece_free (gpointer data)
{
  MlScenarioPiece *p = data;
  g_free (p->tile);
  g_clear_pointer (&p->extra, json_object_unref);
  g_free (p);
}

static void
meeple_free (gpointer data)
{
  MlScenarioMeeple *m = data;
  g_free (m->at);
  g_free (m->role);
  g_clear_pointer (&m->extra, json_object_unref);
  g_free (m);
}

MlScenario *
ml_scenario_new (void)
{
  MlScenario *self = g_new0 (MlScenario, 1);
  self->expansions = ML_EXPANSION_FARMERS;
  self->players = g_ptr_array_new_with_free_func (player_free);
  self->pieces = g_ptr_array_new_with_free_func (piece_free);
  self->meeples = g_ptr_array_new_with_free_func (meeple_free);
  return self;
}

void
ml_scenario_free (MlScenario *self)
{
  if (self == NULL)
    return;
  g_free (self->title);
  g_free (self->description);
  g_strfreev (self->wonders);
  g_clear_pointer (&self->options_extra, json_object_unref);
  g_clear_pointer (&self->extra, json_object_unref);
  g_ptr_array_unref (self->players);
  g_ptr_array_unref (self->pieces);
  g_ptr_array_unref (self->meeples);
  g_free (self);
}

/* ---- reading ----------------------------------------------------------------------- */

typedef struct {
  const char *name;
  GError **error;
} Ctx;

G_GNUC_PRINTF (3, 4) static gboolean
invalid (Ctx *ctx, const char *path, const char *format, ...)
{
  va_list args;
  va_start (args, format);
  g_autofree char *msg = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error (ctx->error, ML_SCENARIO_ERROR, ML_SCENARIO_ERROR_INVALID, "%s: %s: %s", ctx->name, path, msg);
  return FALSE;
}

/* A look at the raw text before json-glib sees it: json-glib parses by recursion, so absurd
 * nesting is refused here, and it turns an integer too long for 64 bits into -1 without a
 * word, so such integers are refused here too, with their line, column and JSON path. */
#define MAX_INT_DIGITS 18
#define MAX_KEY 64

typedef struct {
  gboolean array;
  guint index;             /* arrays: the element being read */
  gboolean expect_key;     /* objects: the next string is a member name */
  char key[MAX_KEY];       /* objects: the member being read */
} Level;

typedef struct {
  Level levels[MAX_DEPTH + 1];
  int depth;
  int line, col;
} Scan;

static char *
scan_path (const Scan *scan)
{
  GString *path = g_string_new ("$");
  for (int d = 1; d <= scan->depth; d++)
    if (scan->levels[d].array)
      g_string_append_printf (path, "[%u]", scan->levels[d].index);
    else
      g_string_append_printf (path, ".%s", scan->levels[d].key);
  return g_string_free (path, FALSE);
}

G_GNUC_PRINTF (4, 5) static gboolean
scan_fail (Ctx *ctx, const Scan *scan, MlScenarioError code, const char *format, ...)
{
  va_list args;
  va_start (args, format);
  g_autofree char *msg = g_strdup_vprintf (format, args);
  va_end (args);
  g_autofree char *path = scan_path (scan);
  g_set_error (ctx->error, ML_SCENARIO_ERROR, code, "%s:%d:%d: %s: %s",
               ctx->name, scan->line, scan->col, path, msg);
  return FALSE;
}

static gboolean
scan_text (Ctx *ctx, const char *data, gsize length)
{
  Scan scan = { .depth = 0, .line = 1, .col = 0 };
  int digits = 0;
  gboolean in_string = FALSE, escaped = FALSE, in_number = FALSE, is_key = FALSE;
  gsize key_len = 0;
  for (gsize i = 0; i < length; i++)
    {
      char c = data[i];
      Level *level = &scan.levels[scan.depth];
      scan.col++;
      if (c == '\n')
        scan.line++, scan.col = 0;
      if (in_string)
        {
          if (escaped)
            escaped = FALSE;
          else if (c == '\\')
            escaped = TRUE;
          else if (c == '"')
            {
              in_string = FALSE;
              if (is_key)
                level->key[key_len] = '\0';
              continue;
            }
          if (is_key && key_len + 1 < MAX_KEY)
            level->key[key_len++] = c;
          continue;
        }
      /* The integer part of a number: its digits up to a '.', 'e' or anything else. */
      if (g_ascii_isdigit (c) && (in_number || !(i > 0 && (g_ascii_isalnum (data[i - 1]) || data[i - 1] == '.'))))
        {
          in_number = TRUE;
          if (++digits > MAX_INT_DIGITS)
            return scan_fail (ctx, &scan, ML_SCENARIO_ERROR_INVALID, _("number too large"));
          continue;
        }
      in_number = FALSE;
      digits = 0;
      switch (c)
        {
        case '"':
          in_string = TRUE;
          is_key = scan.depth > 0 && !level->array && level->expect_key;
          key_len = 0;
          if (is_key)
            level->expect_key = FALSE;
          break;
        case '[':
        case '{':
          if (scan.depth == MAX_DEPTH)
            return scan_fail (ctx, &scan, ML_SCENARIO_ERROR_SYNTAX, _("nesting deeper than %d levels"), MAX_DEPTH);
          level = &scan.levels[++scan.depth];
          *level = (Level) { .array = c == '[', .expect_key = c == '{' };
          break;
        case ']':
        case '}':
          if (scan.depth > 0)
            scan.depth--;
          break;
        case ',':
          if (level->array)
            level->index++;
          else
            level->expect_key = TRUE;
          break;
        default:
          break;
        }
    }
  return TRUE;
}

static JsonNode *
member (JsonObject *obj, const char *key)
{
  return json_object_has_member (obj, key) ? json_object_get_member (obj, key) : NULL;
}

static gboolean
get_string (Ctx *ctx, JsonObject *obj, const char *key, const char *path, gboolean required, char **out)
{
  JsonNode *node = member (obj, key);
  if (node == NULL)
    return required ? invalid (ctx, path, _("\"%s\" is missing"), key) : TRUE;
  g_autofree char *where = g_strdup_printf ("%s.%s", path, key);
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
    return invalid (ctx, where, _("must be a string"));
  *out = g_strdup (json_node_get_string (node));
  return TRUE;
}

static gboolean
get_int (Ctx *ctx, JsonObject *obj, const char *key, const char *path, gboolean required,
         gint64 min, gint64 max, gint64 *out)
{
  JsonNode *node = member (obj, key);
  if (node == NULL)
    return required ? invalid (ctx, path, _("\"%s\" is missing"), key) : TRUE;
  g_autofree char *where = g_strdup_printf ("%s.%s", path, key);
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64)
    {
      if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_DOUBLE)
        return invalid (ctx, where, _("must be a whole number from %lld to %lld"), (long long) min, (long long) max);
      return invalid (ctx, where, _("must be a number"));
    }
  gint64 v = json_node_get_int (node);
  if (v < min || v > max)
    return invalid (ctx, where, _("%lld is out of range (%lld to %lld)"),
                    (long long) v, (long long) min, (long long) max);
  *out = v;
  return TRUE;
}

static JsonObject *
get_object (Ctx *ctx, JsonNode *node, const char *path)
{
  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    {
      invalid (ctx, path, _("must be an object"));
      return NULL;
    }
  return json_node_get_object (node);
}

static JsonArray *
get_array (Ctx *ctx, JsonObject *obj, const char *key, const char *path, gboolean *ok)
{
  JsonNode *node = member (obj, key);
  *ok = TRUE;
  if (node == NULL)
    return NULL;
  if (!JSON_NODE_HOLDS_ARRAY (node))
    {
      g_autofree char *where = g_strdup_printf ("%s.%s", path, key);
      *ok = invalid (ctx, where, _("must be a list"));
      return NULL;
    }
  return json_node_get_array (node);
}

/* The members of @obj not named in @known, or NULL if there are none. */
static JsonObject *
extras (JsonObject *obj, const char *const *known)
{
  JsonObject *out = NULL;
  JsonObjectIter iter;
  const char *key;
  JsonNode *value;
  json_object_iter_init (&iter, obj);
  while (json_object_iter_next (&iter, &key, &value))
    if (!g_strv_contains (known, key))
      {
        if (out == NULL)
          out = json_object_new ();
        json_object_set_member (out, key, json_node_copy (value));
      }
  return out;
}

static gboolean
get_id_list (Ctx *ctx, JsonObject *obj, const char *key, const char *path, const char *const *allowed, GStrv *out)
{
  gboolean ok;
  JsonArray *array = get_array (ctx, obj, key, path, &ok);
  if (array == NULL)
    return ok;
  guint n = json_array_get_length (array);
  g_autoptr (GStrvBuilder) builder = g_strv_builder_new ();
  for (guint i = 0; i < n; i++)
    {
      JsonNode *node = json_array_get_element (array, i);
      g_autofree char *where = g_strdup_printf ("%s.%s[%u]", path, key, i);
      if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
        return invalid (ctx, where, _("must be a string"));
      const char *id = json_node_get_string (node);
      if (!g_strv_contains (allowed, id))
        {
          g_autofree char *list = g_strjoinv (", ", (char **) allowed);
          return invalid (ctx, where, _("unknown \"%s\" (known: %s)"), id, list);
        }
      g_strv_builder_add (builder, id);
    }
  *out = g_strv_builder_end (builder);
  return TRUE;
}

static const char *const expansion_names[] = { "farmers", "river", "abbeys", "wonders", NULL };

static gboolean
read_header (Ctx *ctx, MlScenario *self, JsonObject *root)
{
  g_autofree char *format = NULL, *title = NULL;
  gint64 version = 0;
  if (!get_string (ctx, root, "format", "$", TRUE, &format))
    return FALSE;
  if (g_strcmp0 (format, FORMAT_ID) != 0)
    return invalid (ctx, "$.format", _("is \"%s\", not \"%s\""), format, FORMAT_ID);
  if (!get_int (ctx, root, "version", "$", TRUE, G_MININT64, G_MAXINT64, &version))
    return FALSE;
  if (version != 1)
    return invalid (ctx, "$.version", _("version %lld is not supported (only 1)"), (long long) version);
  if (!get_string (ctx, root, "title", "$", FALSE, &self->title)
      || !get_string (ctx, root, "description", "$", FALSE, &self->description))
    return FALSE;

  g_auto (GStrv) expansions = NULL;
  if (!get_id_list (ctx, root, "expansions", "$", expansion_names, &expansions))
    return FALSE;
  if (expansions)
    {
      self->expansions = 0;
      for (guint i = 0; expansions[i]; i++)
        {
          MlExpansions e;
          ml_expansion_parse (expansions[i], &e);
          self->expansions |= e;
        }
    }

  JsonNode *options = member (root, "options");
  if (options)
    {
      JsonObject *obj = get_object (ctx, options, "$.options");
      static const char *const known[] = { "tiles_in_game", "wonders", "wonders_per_player", NULL };
      if (obj == NULL
          || !get_int (ctx, obj, "tiles_in_game", "$.options", FALSE, 1, 10000, &self->tiles_in_game)
          || !get_int (ctx, obj, "wonders_per_player", "$.options", FALSE, 1, 2, &self->wonders_per_player)
          || !get_id_list (ctx, obj, "wonders", "$.options", wonder_ids, &self->wonders))
        return FALSE;
      self->options_extra = extras (obj, known);
    }
  return TRUE;
}

static gboolean
read_players (Ctx *ctx, MlScenario *self, JsonObject *root)
{
  gboolean ok;
  JsonArray *players = get_array (ctx, root, "players", "$", &ok);
  if (!ok)
    return FALSE;
  guint n = players ? json_array_get_length (players) : 0;
  if (n < 1 || n > ML_MAX_PLAYERS)
    return invalid (ctx, "$.players", _("a scenario has 1 to %d players, not %u"), ML_MAX_PLAYERS, n);
  static const char *const known[] = { "name", "color", "score", "wonders", "kept", NULL };
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *path = g_strdup_printf ("$.players[%u]", i);
      JsonObject *obj = get_object (ctx, json_array_get_element (players, i), path);
      if (obj == NULL)
        return FALSE;
      MlScenarioPlayer *p = g_new0 (MlScenarioPlayer, 1);
      g_ptr_array_add (self->players, p);
      if (!get_string (ctx, obj, "name", path, TRUE, &p->name)
          || !get_string (ctx, obj, "color", path, FALSE, &p->color)
          || !get_int (ctx, obj, "score", path, FALSE, 0, MAX_SCORE, &p->score)
          || !get_id_list (ctx, obj, "wonders", path, wonder_ids, &p->wonders)
          || !get_string (ctx, obj, "kept", path, FALSE, &p->kept))
        return FALSE;
      const MlTileDef *kept = p->kept ? ml_catalogue_lookup (ml_catalogue_get_default (), p->kept) : NULL;
      if (p->kept && (kept == NULL || ml_tile_is_wonder (kept)))
        {
          g_autofree char *where = g_strdup_printf ("%s.kept", path);
          return invalid (ctx, where, _("unknown tile \"%s\" (see meeple-lab-cli tiles)"), p->kept);
        }
      p->extra = extras (obj, known);
    }
  gint64 turn = 0;
  if (!get_int (ctx, root, "turn", "$", FALSE, 0, (gint64) n - 1, &turn))
    return FALSE;
  self->turn = (guint) turn;
  return TRUE;
}

static gboolean
read_pieces (Ctx *ctx, MlScenario *self, JsonObject *root)
{
  gboolean ok;
  JsonArray *pieces = get_array (ctx, root, "pieces", "$", &ok);
  if (!ok)
    return FALSE;
  guint n = pieces ? json_array_get_length (pieces) : 0;
  if (n > MAX_PIECES)
    return invalid (ctx, "$.pieces", _("more than %d pieces"), MAX_PIECES);
  const MlCatalogue *catalogue = ml_catalogue_get_default ();
  static const char *const known[] = { "tile", "x", "y", "rotation", "owner", "slots", "port", NULL };
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *path = g_strdup_printf ("$.pieces[%u]", i);
      JsonObject *obj = get_object (ctx, json_array_get_element (pieces, i), path);
      if (obj == NULL)
        return FALSE;
      MlScenarioPiece *p = g_new0 (MlScenarioPiece, 1);
      g_ptr_array_add (self->pieces, p);
      gint64 x = 0, y = 0, rot = 0, owner = -1, slots = 0, port = 0;
      if (!get_string (ctx, obj, "tile", path, TRUE, &p->tile)
          || !get_int (ctx, obj, "x", path, TRUE, -MAX_COORD, MAX_COORD, &x)
          || !get_int (ctx, obj, "y", path, TRUE, -MAX_COORD, MAX_COORD, &y)
          || !get_int (ctx, obj, "rotation", path, FALSE, G_MININT64, G_MAXINT64, &rot)
          || !get_int (ctx, obj, "owner", path, FALSE, 0, (gint64) self->players->len - 1, &owner)
          || !get_int (ctx, obj, "slots", path, FALSE, 0, ML_MAX_SLOTS - 1, &slots)
          || !get_int (ctx, obj, "port", path, FALSE, 0, 99, &port))
        return FALSE;
      const MlTileDef *tile = ml_catalogue_lookup (catalogue, p->tile);
      if (tile == NULL)
        {
          g_autofree char *where = g_strdup_printf ("%s.tile", path);
          return invalid (ctx, where, _("unknown tile \"%s\" (see meeple-lab-cli tiles)"), p->tile);
        }
      if (!ml_wonders_state_ok (tile, (int) owner, (guint) slots, 0))
        {
          g_autofree char *where = g_strdup_printf ("%s.slots", path);
          return invalid (ctx, where, _("%s has no %lld usable slots besides the marker's, or no owner"),
                          p->tile, (long long) slots);
        }
      if (!ml_wonders_state_ok (tile, (int) owner, 0, (guint) port))
        {
          g_autofree char *where = g_strdup_printf ("%s.port", path);
          return invalid (ctx, where, _("only a wonder with a port and an owner holds meeples in a port"));
        }
      p->slots = (int) slots;
      p->port = (int) port;
      if (!ml_rotation_from_degrees (rot, &p->rot))
        {
          g_autofree char *where = g_strdup_printf ("%s.rotation", path);
          return invalid (ctx, where, _("%lld is not a rotation: use 0, 90, 180 or 270"), (long long) rot);
        }
      p->x = (int) x;
      p->y = (int) y;
      p->owner = (int) owner;
      p->extra = extras (obj, known);
    }
  return TRUE;
}

static gboolean
read_meeples (Ctx *ctx, MlScenario *self, JsonObject *root)
{
  gboolean ok;
  JsonArray *meeples = get_array (ctx, root, "meeples", "$", &ok);
  if (!ok)
    return FALSE;
  guint n = meeples ? json_array_get_length (meeples) : 0;
  if (n > MAX_PIECES)
    return invalid (ctx, "$.meeples", _("more than %d meeples"), MAX_PIECES);
  static const char *const known[] = { "player", "x", "y", "at", "role", NULL };
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *path = g_strdup_printf ("$.meeples[%u]", i);
      JsonObject *obj = get_object (ctx, json_array_get_element (meeples, i), path);
      if (obj == NULL)
        return FALSE;
      MlScenarioMeeple *m = g_new0 (MlScenarioMeeple, 1);
      g_ptr_array_add (self->meeples, m);
      gint64 player = 0, x = 0, y = 0;
      if (!get_int (ctx, obj, "player", path, TRUE, 0, (gint64) self->players->len - 1, &player)
          || !get_int (ctx, obj, "x", path, TRUE, -MAX_COORD, MAX_COORD, &x)
          || !get_int (ctx, obj, "y", path, TRUE, -MAX_COORD, MAX_COORD, &y)
          || !get_string (ctx, obj, "at", path, TRUE, &m->at)
          || !get_string (ctx, obj, "role", path, FALSE, &m->role))
        return FALSE;
      if (m->role && !g_strv_contains (roles, m->role))
        {
          g_autofree char *where = g_strdup_printf ("%s.role", path);
          return invalid (ctx, where, _("unknown role \"%s\" (\"prior\" for a claustral prior, else omitted)"), m->role);
        }
      m->player = (int) player;
      m->x = (int) x;
      m->y = (int) y;
      m->extra = extras (obj, known);
    }
  return TRUE;
}

/* Line and column of json-glib's message come as "<data>:L:C: …"; name the file instead. */
static void
syntax_error (Ctx *ctx, GError *parse_error)
{
  const char *msg = parse_error->message;
  if (g_str_has_prefix (msg, "<data>"))
    msg += strlen ("<data>");
  else if (*msg != ':')
    {
      g_set_error (ctx->error, ML_SCENARIO_ERROR, ML_SCENARIO_ERROR_SYNTAX, "%s: %s", ctx->name, msg);
      return;
    }
  g_set_error (ctx->error, ML_SCENARIO_ERROR, ML_SCENARIO_ERROR_SYNTAX, "%s%s", ctx->name, msg);
}

MlScenario *
ml_scenario_load_data (const char *data, gsize length, const char *name, GError **error)
{
  Ctx ctx = { name, error };
  const char *bad;
  if (!g_utf8_validate_len (data, length, &bad))
    {
      int line = 1, col = 1;
      for (const char *c = data; c < bad; c = g_utf8_next_char (c))
        if (*c == '\n')
          line++, col = 1;
        else
          col++;
      g_set_error (error, ML_SCENARIO_ERROR, ML_SCENARIO_ERROR_SYNTAX, _("%s:%d:%d: not UTF-8 text"), name, line, col);
      return NULL;
    }
  if (!scan_text (&ctx, data, length))
    return NULL;
  g_autoptr (JsonParser) parser = json_parser_new_immutable ();
  g_autoptr (GError) parse_error = NULL;
  if (!json_parser_load_from_data (parser, data, (gssize) length, &parse_error))
    {
      syntax_error (&ctx, parse_error);
      return NULL;
    }
  JsonNode *root_node = json_parser_get_root (parser);
  JsonObject *root = get_object (&ctx, root_node, "$");
  if (root == NULL)
    return NULL;

  g_autoptr (MlScenario) self = ml_scenario_new ();
  static const char *const known[] = {
    "format", "version", "title", "description", "expansions", "options",
    "players", "turn", "pieces", "meeples", NULL
  };
  if (!read_header (&ctx, self, root) || !read_players (&ctx, self, root)
      || !read_pieces (&ctx, self, root) || !read_meeples (&ctx, self, root))
    return NULL;
  self->extra = extras (root, known);
  return g_steal_pointer (&self);
}

MlScenario *
ml_scenario_load_file (const char *path, GError **error)
{
  g_autofree char *data = NULL;
  gsize length = 0;
  g_autoptr (GError) read_error = NULL;
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GFileInfo) info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_SIZE "," G_FILE_ATTRIBUTE_STANDARD_TYPE,
                                                  G_FILE_QUERY_INFO_NONE, NULL, NULL);
  if (info && g_file_info_get_file_type (info) == G_FILE_TYPE_DIRECTORY)
    {
      g_set_error (error, ML_SCENARIO_ERROR, ML_SCENARIO_ERROR_READ, _("%s: is a folder, not a scenario file"), path);
      return NULL;
    }
  if (info && g_file_info_get_size (info) > MAX_FILE_SIZE)
    {
      g_set_error (error, ML_SCENARIO_ERROR, ML_SCENARIO_ERROR_READ, _("%s: larger than %d MiB"), path,
                   MAX_FILE_SIZE / (1024 * 1024));
      return NULL;
    }
  if (!g_file_get_contents (path, &data, &length, &read_error))
    {
      g_set_error (error, ML_SCENARIO_ERROR, ML_SCENARIO_ERROR_READ, "%s", read_error->message);
      return NULL;
    }
  return ml_scenario_load_data (data, length, path, error);
}

/* ---- writing ----------------------------------------------------------------------- */

static void
add_extras (JsonBuilder *b, JsonObject *extra)
{
  if (extra == NULL)
    return;
  JsonObjectIter iter;
  const char *key;
  JsonNode *value;
  json_object_iter_init (&iter, extra);
  while (json_object_iter_next (&iter, &key, &value))
    {
      json_builder_set_member_name (b, key);
      json_builder_add_value (b, json_node_copy (value));
    }
}

static void
add_strv (JsonBuilder *b, const char *key, GStrv strv)
{
  json_builder_set_member_name (b, key);
  json_builder_begin_array (b);
  for (guint i = 0; strv && strv[i]; i++)
    json_builder_add_string_value (b, strv[i]);
  json_builder_end_array (b);
}

static void
add_int (JsonBuilder *b, const char *key, gint64 value)
{
  json_builder_set_member_name (b, key);
  json_builder_add_int_value (b, value);
}

static void
add_string (JsonBuilder *b, const char *key, const char *value)
{
  if (value == NULL)
    return;
  json_builder_set_member_name (b, key);
  json_builder_add_string_value (b, value);
}

static void
build_options (JsonBuilder *b, const MlScenario *self)
{
  if (!self->tiles_in_game && !self->wonders_per_player && !self->wonders && !self->options_extra)
    return;
  json_builder_set_member_name (b, "options");
  json_builder_begin_object (b);
  if (self->tiles_in_game)
    add_int (b, "tiles_in_game", self->tiles_in_game);
  if (self->wonders_per_player)
    add_int (b, "wonders_per_player", self->wonders_per_player);
  if (self->wonders)
    add_strv (b, "wonders", self->wonders);
  add_extras (b, self->options_extra);
  json_builder_end_object (b);
}

static void
build_players (JsonBuilder *b, const MlScenario *self)
{
  json_builder_set_member_name (b, "players");
  json_builder_begin_array (b);
  for (guint i = 0; i < self->players->len; i++)
    {
      const MlScenarioPlayer *p = g_ptr_array_index (self->players, i);
      json_builder_begin_object (b);
      add_string (b, "name", p->name);
      add_string (b, "color", p->color);
      add_int (b, "score", p->score);
      if (p->wonders)
        add_strv (b, "wonders", p->wonders);
      if (p->kept)
        add_string (b, "kept", p->kept);
      add_extras (b, p->extra);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
}

static void
build_pieces (JsonBuilder *b, const MlScenario *self)
{
  json_builder_set_member_name (b, "pieces");
  json_builder_begin_array (b);
  for (guint i = 0; i < self->pieces->len; i++)
    {
      const MlScenarioPiece *p = g_ptr_array_index (self->pieces, i);
      json_builder_begin_object (b);
      add_string (b, "tile", p->tile);
      add_int (b, "x", p->x);
      add_int (b, "y", p->y);
      add_int (b, "rotation", p->rot * 90);
      if (p->owner >= 0)
        add_int (b, "owner", p->owner);
      if (p->slots > 0)
        add_int (b, "slots", p->slots);
      if (p->port > 0)
        add_int (b, "port", p->port);
      add_extras (b, p->extra);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
}

static void
build_meeples (JsonBuilder *b, const MlScenario *self)
{
  json_builder_set_member_name (b, "meeples");
  json_builder_begin_array (b);
  for (guint i = 0; i < self->meeples->len; i++)
    {
      const MlScenarioMeeple *m = g_ptr_array_index (self->meeples, i);
      json_builder_begin_object (b);
      add_int (b, "player", m->player);
      add_int (b, "x", m->x);
      add_int (b, "y", m->y);
      add_string (b, "at", m->at);
      add_string (b, "role", m->role);
      add_extras (b, m->extra);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
}

char *
ml_scenario_to_json (const MlScenario *self)
{
  g_autoptr (JsonBuilder) b = json_builder_new ();
  json_builder_begin_object (b);
  add_string (b, "format", FORMAT_ID);
  add_int (b, "version", 1);
  add_string (b, "title", self->title);
  add_string (b, "description", self->description);
  json_builder_set_member_name (b, "expansions");
  json_builder_begin_array (b);
  for (guint i = 0; expansion_names[i]; i++)
    if (self->expansions & (1u << i))
      json_builder_add_string_value (b, expansion_names[i]);
  json_builder_end_array (b);
  build_options (b, self);
  build_players (b, self);
  add_int (b, "turn", self->turn);
  build_pieces (b, self);
  build_meeples (b, self);
  add_extras (b, self->extra);
  json_builder_end_object (b);

  g_autoptr (JsonGenerator) gen = json_generator_new ();
  g_autoptr (JsonNode) root = json_builder_get_root (b);
  json_generator_set_root (gen, root);
  json_generator_set_pretty (gen, TRUE);
  json_generator_set_indent (gen, 2);
  char *text = json_generator_to_data (gen, NULL);
  char *with_newline = g_strconcat (text, "\n", NULL);
  g_free (text);
  return with_newline;
}

gboolean
ml_scenario_save_file (const MlScenario *self, const char *path, GError **error)
{
  g_autofree char *text = ml_scenario_to_json (self);
  return g_file_set_contents_full (path, text, (gssize) strlen (text),
                                   G_FILE_SET_CONTENTS_CONSISTENT | G_FILE_SET_CONTENTS_DURABLE, 0644, error);
}

/* ---- to and from a game --------------------------------------------------------------- */

G_GNUC_PRINTF (3, 4) static void
layout_problem (GArray *problems, const MlScenarioPiece *where, const char *format, ...)
{
  va_list args;
  va_start (args, format);
  MlProblem p = { where->x, where->y, g_strdup_vprintf (format, args) };
  va_end (args);
  g_array_append_val (problems, p);
}

static gboolean
role_fits (const char *role, const MlFeatureDef *def)
{
  if (role == NULL)
    return TRUE;
  switch (def->kind)
    {
    case ML_FEATURE_ROAD: return g_str_equal (role, "thief");
    case ML_FEATURE_CITY: return g_str_equal (role, "knight");
    case ML_FEATURE_FIELD: return g_str_equal (role, "farmer");
    case ML_FEATURE_MONASTERY: return g_str_equal (role, "monk") || g_str_equal (role, "prior");
    case ML_FEATURE_RIVER:
    case ML_N_FEATURE_KINDS:
    default: return FALSE;
    }
}

/* The tiles of the enabled sets, for a game that does not say how many it has. */
static guint
tiles_of_sets (guint expansions)
{
  const MlCatalogue *catalogue = ml_catalogue_get_default ();
  guint total = 0;
  for (guint i = 0; i < ml_catalogue_n_sets (catalogue); i++)
    {
      const MlTileSet *set = ml_catalogue_nth_set (catalogue, i);
      MlExpansions e;
      gboolean on = g_str_equal (set->id, "base")
                    || (ml_expansion_parse (set->id, &e) && e != ML_EXPANSION_WONDERS && (expansions & e));
      for (guint k = 0; on && k < set->tiles->len; k++)
        total += ((const MlTileDef *) g_ptr_array_index (set->tiles, k))->count;
    }
  return total;
}

/* Who took which wonder (the players' lists, then the owners of laid wonders), which are
 * still to be taken, the variant and the kept tiles of Abu Simbel. */
static void
wonders_to_game (const MlScenario *self, MlGame *game)
{
  const MlCatalogue *catalogue = ml_catalogue_get_default ();
  game->wonders_per_player = self->wonders_per_player > 0 ? (guint) self->wonders_per_player : 1;
  game->tiles_in_game = self->tiles_in_game > 0 ? (guint) self->tiles_in_game : tiles_of_sets (self->expansions);
  if (self->wonders)
    {
      game->n_available = 0;
      for (guint i = 0; self->wonders[i] && game->n_available < ML_MAX_WONDERS; i++)
        game->available[game->n_available++] = ml_catalogue_lookup (catalogue, self->wonders[i]);
    }
  for (guint p = 0; p < self->players->len; p++)
    {
      const MlScenarioPlayer *player = g_ptr_array_index (self->players, p);
      for (guint k = 0; player->wonders && player->wonders[k]; k++)
        ml_wonders_give (game, (int) p, ml_catalogue_lookup (catalogue, player->wonders[k]));
      game->kept[p] = player->kept ? ml_catalogue_lookup (catalogue, player->kept) : NULL;
    }
  for (guint i = 0; i < ml_board_n_pieces (game->board); i++)
    {
      const MlPiece *piece = ml_board_piece (game->board, i);
      if (piece->owner >= 0 && ml_tile_is_wonder (piece->tile))
        ml_wonders_give (game, piece->owner, piece->tile);
    }
  if (!(self->expansions & ML_EXPANSION_WONDERS))
    game->n_available = 0;
}

MlGame *
ml_scenario_to_game (const MlScenario *self, const char *name, GArray *problems, GError **error)
{
  Ctx ctx = { name, error };
  const MlCatalogue *catalogue = ml_catalogue_get_default ();
  g_autoptr (MlGame) game = ml_game_new (self->players->len, self->expansions);
  g_autofree int *index_of = g_new0 (int, MAX (self->pieces->len, 1));

  for (guint i = 0; i < self->pieces->len; i++)
    {
      const MlScenarioPiece *p = g_ptr_array_index (self->pieces, i);
      const MlTileDef *tile = ml_catalogue_lookup (catalogue, p->tile);
      index_of[i] = ml_board_place (game->board, tile, p->x, p->y, p->rot, p->owner);
      if (index_of[i] != ML_NO_PIECE)
        {
          ml_board_set_wonder (game->board, (guint) index_of[i], p->owner, (guint) p->slots, (guint) p->port);
          continue;
        }
      g_autofree char *path = g_strdup_printf ("$.pieces[%u]", i);
      if (problems == NULL)
        {
          invalid (&ctx, path, _("tile %s at (%d, %d) covers a square that another piece already covers"),
                   p->tile, p->x, p->y);
          return NULL;
        }
      layout_problem (problems, p, _("Tile %s at (%d, %d) (%s) covers a square that another piece already covers."),
                      p->tile, p->x, p->y, path);
    }

  for (guint i = 0; i < self->meeples->len; i++)
    {
      const MlScenarioMeeple *m = g_ptr_array_index (self->meeples, i);
      g_autofree char *path = g_strdup_printf ("$.meeples[%u]", i);
      guint cell;
      int at = ml_board_piece_at (game->board, m->x, m->y, &cell);
      if (at == ML_NO_PIECE)
        {
          invalid (&ctx, path, _("no piece lies at (%d, %d)"), m->x, m->y);
          return NULL;
        }
      const MlPiece *piece = ml_board_piece (game->board, (guint) at);
      guint8 feature = ml_tile_feature_at (piece->tile, piece->rot, cell, m->at);
      if (feature == ML_NO_FEATURE)
        {
          g_autofree char *where = g_strdup_printf ("%s.at", path);
          invalid (&ctx, where, _("tile %s at (%d, %d) has no feature at \"%s\""), piece->tile->id, m->x, m->y, m->at);
          return NULL;
        }
      const MlFeatureDef *def = &piece->tile->features[feature];
      if (!role_fits (m->role, def))
        {
          MlScenarioPiece where = { .x = m->x, .y = m->y };
          if (problems == NULL)
            {
              g_autofree char *role_path = g_strdup_printf ("%s.role", path);
              invalid (&ctx, role_path, _("role “%s” does not fit the feature there (“%s”)"), m->role,
                       g_dpgettext2 (GETTEXT_PACKAGE, "feature", ml_feature_kind_name (def->kind)));
              return NULL;
            }
          layout_problem (problems, &where, _("The meeple at (%d, %d) has role “%s”, which does not fit the feature there (“%s”; %s)."),
                          m->x, m->y, m->role, g_dpgettext2 (GETTEXT_PACKAGE, "feature", ml_feature_kind_name (def->kind)), path);
        }
      ml_board_add_meeple (game->board, m->player, (guint) at, cell, feature, g_strcmp0 (m->role, "prior") == 0);
    }

  for (guint p = 0; p < self->players->len; p++)
    game->scores[p] = (int) ((MlScenarioPlayer *) g_ptr_array_index (self->players, p))->score;
  game->turn = self->turn;
  wonders_to_game (self, game);
  return g_steal_pointer (&game);
}

/* A location code that names the meeple's feature on its square: the middle of an edge if
 * the feature has one there, else its first location. */
static char *
meeple_location (const MlBoard *board, const MlMeeple *m)
{
  const MlPiece *p = ml_board_piece (board, m->piece);
  const MlRotatedCell *cell = &p->tile->rotated[p->rot][m->cell];
  int best = -1;
  for (int l = 0; l < ML_N_LOCS; l++)
    if (cell->feature_at[l] == m->feature && (best < 0 || (ml_loc_is_midpoint ((MlLoc) l) && !ml_loc_is_midpoint ((MlLoc) best))))
      best = l;
  if (best < 0)
    return g_strdup (p->tile->features[m->feature].name);
  return g_strdup (ml_loc_name ((MlLoc) best));
}

void
ml_scenario_update_from_game (MlScenario *self, const MlGame *game)
{
  const MlBoard *board = game->board;
  for (guint i = 0; i < ml_board_n_pieces (board); i++)
    {
      const MlPiece *p = ml_board_piece (board, i);
      MlScenarioPiece *sp = i < self->pieces->len ? g_ptr_array_index (self->pieces, i) : NULL;
      if (sp == NULL)
        {
          sp = g_new0 (MlScenarioPiece, 1);
          g_ptr_array_add (self->pieces, sp);
        }
      g_free (sp->tile);
      sp->tile = g_strdup (p->tile->id);
      sp->x = p->x;
      sp->y = p->y;
      sp->rot = p->rot;
      sp->owner = p->owner;
      sp->slots = p->slots;
      sp->port = p->port;
    }
  g_ptr_array_set_size (self->pieces, ml_board_n_pieces (board));

  g_ptr_array_set_size (self->meeples, 0);
  for (guint i = 0; i < ml_board_n_meeples (board); i++)
    {
      const MlMeeple *m = ml_board_meeple (board, i);
      const MlPiece *p = ml_board_piece (board, m->piece);
      const MlRotatedCell *cell = &p->tile->rotated[p->rot][m->cell];
      MlScenarioMeeple *sm = g_new0 (MlScenarioMeeple, 1);
      sm->player = m->player;
      sm->x = p->x + cell->dx;
      sm->y = p->y + cell->dy;
      sm->at = meeple_location (board, m);
      sm->role = m->prior ? g_strdup ("prior") : NULL;
      g_ptr_array_add (self->meeples, sm);
    }

  for (guint p = 0; p < self->players->len; p++)
    {
      MlScenarioPlayer *player = g_ptr_array_index (self->players, p);
      player->score = game->scores[p];
      if (player->wonders || game->n_taken[p] > 0)
        {
          g_strfreev (player->wonders);
          player->wonders = g_new0 (char *, game->n_taken[p] + 1);
          for (guint k = 0; k < game->n_taken[p]; k++)
            player->wonders[k] = g_strdup (game->taken[p][k]->id);
        }
      g_free (player->kept);
      player->kept = game->kept[p] ? g_strdup (game->kept[p]->id) : NULL;
    }
  /* The wonders still to be taken: written when the file named them, or when they are no
   * longer all those nobody took. */
  if (self->expansions & ML_EXPANSION_WONDERS)
    {
      guint taken = 0;
      for (guint p = 0; p < game->n_players; p++)
        taken += game->n_taken[p];
      const MlTileSet *set = ml_catalogue_find_set (ml_catalogue_get_default (), "wonders");
      if (self->wonders || (set && game->n_available + taken != set->tiles->len))
        {
          g_strfreev (self->wonders);
          self->wonders = g_new0 (char *, game->n_available + 1);
          for (guint i = 0; i < game->n_available; i++)
            self->wonders[i] = g_strdup (game->available[i]->id);
        }
    }
  self->turn = game->turn;
}

const char *
ml_scenario_localized (const MlScenario *self, const char *key)
{
  const char *own = g_str_equal (key, "title") ? self->title : self->description;
  JsonNode *node = self->extra ? json_object_get_member (self->extra, "translations") : NULL;
  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    return own;
  JsonObject *all = json_node_get_object (node);
  for (const char *const *lang = g_get_language_names (); *lang; lang++)
    {
      g_autofree char *short_lang = g_strndup (*lang, strcspn (*lang, "_.@"));
      /* English is the scenario's own text. */
      if (g_str_equal (short_lang, "en") || g_str_equal (short_lang, "C"))
        return own;
      JsonNode *one = json_object_get_member (all, short_lang);
      if (one == NULL || !JSON_NODE_HOLDS_OBJECT (one))
        continue;
      const char *text = json_object_get_string_member_with_default (json_node_get_object (one), key, NULL);
      return text && *text ? text : own;
    }
  return own;
}

void
ml_scenario_player_names (const MlScenario *self, const char *names[ML_MAX_PLAYERS])
{
  for (guint p = 0; p < ML_MAX_PLAYERS; p++)
    names[p] = p < self->players->len ? ((MlScenarioPlayer *) g_ptr_array_index (self->players, p))->name : "?";
}
