/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Reading a scenario file: the text checked by the strict JSON reader, then every member
 * checked against the format and the limits. */
#include "config.h"
#include "ml-scenario-private.h"
#include "ml-scenario-fields.h"
#include "ml-figures.h"
#include "ml-expansion-modules.h"
#include "ml-json.h"
#include "ml-record.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gstdio.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gi18n-lib.h>
#include <string.h>

/* What a meeple stands as, which a scenario may name; the modules' figures come on top. */
static const char *const roles[] = { "monk", "thief", "knight", "farmer", NULL };


typedef MlFieldCtx Ctx;

/* A name shown in one line (a player's name, a colour): a string with no control character,
 * which a terminal or a label would otherwise take as a command or a line break. */
static gboolean
get_label (Ctx *ctx, JsonObject *obj, const char *key, const char *path, gboolean required, char **out)
{
  if (!ml_field_string (ctx, obj, key, path, required, out))
    return FALSE;
  for (const char *c = *out; c && *c; c = g_utf8_next_char (c))
    if (g_unichar_iscntrl (g_utf8_get_char (c)))
      {
        g_autofree char *where = g_strdup_printf ("%s.%s", path, key);
        return ml_field_invalid (ctx, where, _("holds a control character"));
      }
  return TRUE;
}

static JsonObject *
get_object (Ctx *ctx, JsonNode *node, const char *path)
{
  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    {
      ml_field_invalid (ctx, path, _("must be an object"));
      return NULL;
    }
  return json_node_get_object (node);
}

static JsonArray *
get_array (Ctx *ctx, JsonObject *obj, const char *key, const char *path, gboolean *ok)
{
  JsonNode *node = ml_json_member (obj, key);
  *ok = TRUE;
  if (node == NULL)
    return NULL;
  if (!JSON_NODE_HOLDS_ARRAY (node))
    {
      g_autofree char *where = g_strdup_printf ("%s.%s", path, key);
      *ok = ml_field_invalid (ctx, where, _("must be a list"));
      return NULL;
    }
  return json_node_get_array (node);
}

/* The members of @obj not named in @known, or NULL if there are none. */
static JsonObject *
extras (JsonObject *obj, const char *const *known)
{
  JsonObject *out = NULL;
  g_autoptr (GList) keys = ml_json_members (obj);
  for (GList *k = keys; k; k = k->next)
    if (!g_strv_contains (known, k->data))
      {
        if (out == NULL)
          out = json_object_new ();
        json_object_set_member (out, k->data, json_node_copy (json_object_get_member (obj, k->data)));
      }
  return out;
}

/* Which object's members the modules read: a player's, the top level or the options. */
typedef enum {
  MEMBERS_TOP,
  MEMBERS_PLAYER,
  MEMBERS_OPTIONS,
} Members;

/* The members of @obj (at @path; which object, @level) that the modules read, each checked
 * by its module, into *@out (NULL when there are none), in the order the modules list them,
 * which is the order they are written in; then the members neither @known nor the modules
 * name, as extras() finds them, into *@rest. */
static gboolean
module_members (Ctx *ctx, JsonObject *obj, const char *path, Members level, const char *const *known,
                JsonObject **out, JsonObject **rest)
{
  g_autoptr (GPtrArray) keys = g_ptr_array_new ();
  if (level == MEMBERS_OPTIONS)
    ml_expansion_modules_options_keys (FALSE, keys);
  else
    ml_expansion_modules_scenario_keys (level == MEMBERS_PLAYER, keys);
  for (guint i = 0; i < keys->len; i++)
    {
      const char *key = keys->pdata[i];
      JsonNode *node = ml_json_member (obj, key);
      if (node == NULL || g_strv_contains (known, key) || (*out && json_object_has_member (*out, key)))
        continue;
      if (level == MEMBERS_OPTIONS ? !ml_expansion_modules_check_option (ctx, key, node)
                                   : !ml_expansion_modules_check_member (ctx, key, node, path, level == MEMBERS_PLAYER))
        return FALSE;
      if (*out == NULL)
        *out = json_object_new ();
      json_object_set_member (*out, key, json_node_copy (node));
    }
  g_autoptr (GList) members = ml_json_members (obj);
  for (GList *k = members; k; k = k->next)
    {
      const char *key = k->data;
      if (g_strv_contains (known, key) || (*out && json_object_has_member (*out, key)))
        continue;
      if (*rest == NULL)
        *rest = json_object_new ();
      json_object_set_member (*rest, key, json_node_copy (json_object_get_member (obj, key)));
    }
  return TRUE;
}

static gboolean
get_id_list (Ctx *ctx, JsonObject *obj, const char *key, const char *path, const char *const *allowed, GStrv *out)
{
  gboolean ok;
  JsonArray *array = get_array (ctx, obj, key, path, &ok);
  if (array == NULL)
    return ok;
  guint n = json_array_get_length (array);
  g_autoptr (GStrvBuilder) strv = g_strv_builder_new ();
  for (guint i = 0; i < n; i++)
    {
      JsonNode *node = json_array_get_element (array, i);
      g_autofree char *where = g_strdup_printf ("%s.%s[%u]", path, key, i);
      if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
        return ml_field_invalid (ctx, where, _("must be a string"));
      const char *id = json_node_get_string (node);
      if (!g_strv_contains (allowed, id))
        {
          g_autofree char *list = g_strjoinv (", ", (char **) allowed);
          g_autofree char *shown_id = ml_json_printable (id, ML_MAX_SHOWN_CHARS);
          return ml_field_invalid (ctx, where, _("unknown \"%s\" (known: %s)"), shown_id, list);
        }
      g_strv_builder_add (strv, id);
    }
  *out = g_strv_builder_end (strv);
  return TRUE;
}


/* options.readings: each member a reading id, its value an answer id, or for an answer that
 * takes a number an object {"answer": ID, "value": N}. Absent readings keep their default. */
static gboolean
read_readings (Ctx *ctx, MlReadings *out, JsonNode *node)
{
  const char *path = "$.options.readings";
  JsonObject *obj = get_object (ctx, node, path);
  if (obj == NULL)
    return FALSE;
  g_autoptr (GList) keys = ml_json_members (obj);
  for (GList *k = keys; k; k = k->next)
    {
      const char *id = k->data;
      g_autofree char *where = g_strdup_printf ("%s.%s", path, id);
      const MlReadingDef *def = ml_reading_lookup (id);
      if (def == NULL)
        {
          g_autofree char *known = ml_readings_ids_joined ();
          g_autofree char *shown = ml_json_printable (id, ML_MAX_SHOWN_CHARS);
          return ml_field_invalid (ctx, path, _("unknown reading \"%s\" (known: %s)"), shown, known);
        }
      JsonNode *value = json_object_get_member (obj, id);
      g_autofree char *answer = NULL;
      gint64 number = -1;
      if (JSON_NODE_HOLDS_OBJECT (value))
        {
          JsonObject *vobj = json_node_get_object (value);
          static const char *const known[] = { "answer", "value", NULL };
          g_autoptr (GList) vkeys = ml_json_members (vobj);
          for (GList *v = vkeys; v; v = v->next)
            if (!g_strv_contains (known, v->data))
              {
                g_autofree char *shown = ml_json_printable (v->data, ML_MAX_SHOWN_CHARS);
                return ml_field_invalid (ctx, where, _("unknown member \"%s\" (known: answer, value)"), shown);
              }
          if (!ml_field_string (ctx, vobj, "answer", where, TRUE, &answer)
              || !ml_field_int (ctx, vobj, "value", where, FALSE, 0, ML_READING_MAX_VALUE, &number))
            return FALSE;
        }
      else if (JSON_NODE_HOLDS_VALUE (value) && json_node_get_value_type (value) == G_TYPE_STRING)
        answer = g_strdup (json_node_get_string (value));
      else
        return ml_field_invalid (ctx, where, _("must be an answer (a string) or an object with \"answer\""));
      int index = ml_reading_answer_index (def, answer);
      if (index < 0)
        {
          g_autofree char *answers = ml_reading_answers_joined (def);
          g_autofree char *shown = ml_json_printable (answer, ML_MAX_SHOWN_CHARS);
          return ml_field_invalid (ctx, where, _("reading \"%s\" has no answer \"%s\" (answers: %s)"), def->id, shown, answers);
        }
      int *carried = ml_readings_value (out, def->reading, (guint) index);
      if (number >= 0 && carried == NULL)
        return ml_field_invalid (ctx, where, _("answer \"%s\" takes no value"), def->answers[index].id);
      out->answer[def->reading] = (guint8) index;
      if (number >= 0)
        *carried = (int) number;
    }
  return TRUE;
}

static gboolean
read_header (Ctx *ctx, MlScenario *self, JsonObject *root)
{
  g_autofree char *format = NULL;
  gint64 version = 0;
  if (!ml_field_string (ctx, root, "format", "$", TRUE, &format))
    return FALSE;
  if (g_strcmp0 (format, ML_SCENARIO_FORMAT_ID) != 0)
    {
      g_autofree char *shown_format = ml_json_printable (format, ML_MAX_SHOWN_CHARS);
      return ml_field_invalid (ctx, "$.format", _("is \"%s\", not \"%s\""), shown_format, ML_SCENARIO_FORMAT_ID);
    }
  if (!ml_field_int (ctx, root, "version", "$", TRUE, G_MININT64, G_MAXINT64, &version))
    return FALSE;
  if (version != 1)
    return ml_field_invalid (ctx, "$.version", _("version %lld is not supported (only 1)"), (long long) version);
  if (!ml_field_string (ctx, root, "title", "$", FALSE, &self->title)
      || !ml_field_string (ctx, root, "description", "$", FALSE, &self->description))
    return FALSE;

  g_auto (GStrv) expansions = NULL;
  if (!get_id_list (ctx, root, "expansions", "$", ml_expansions_ids (), &expansions))
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

  JsonNode *options = ml_json_member (root, "options");
  if (options)
    {
      JsonObject *obj = get_object (ctx, options, "$.options");
      static const char *const known[] = { "tiles_in_game", "readings", NULL };
      if (obj == NULL
          || !ml_field_int (ctx, obj, "tiles_in_game", "$.options", FALSE, 1, 10000, &self->tiles_in_game)
          || !module_members (ctx, obj, "$.options", MEMBERS_OPTIONS, known, &self->options_modules, &self->options_extra))
        return FALSE;
      JsonNode *readings = ml_json_member (obj, "readings");
      if (readings && !read_readings (ctx, &self->readings, readings))
        return FALSE;
    }
  return TRUE;
}

/* A player's "computer": who plays the seat in the app's turn mode; absent, a person. */
static gboolean
read_computer (Ctx *ctx, JsonObject *obj, const char *path, MlSeat *out)
{
  g_autofree char *value = NULL;
  *out = ML_SEAT_PERSON;
  if (!ml_field_string (ctx, obj, "computer", path, FALSE, &value))
    return FALSE;
  if (value == NULL || ml_seat_parse (value, out))
    return TRUE;
  g_autofree char *where = g_strdup_printf ("%s.computer", path);
  return ml_field_invalid (ctx, where, _("must be beginner, intermediate or strong, not \"%s\""), value);
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
    return ml_field_invalid (ctx, "$.players", _("a scenario has 1 to %d players, not %u"), ML_MAX_PLAYERS, n);
  static const char *const known[] = { "name", "color", "score", "computer", NULL };
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *path = g_strdup_printf ("$.players[%u]", i);
      JsonObject *obj = get_object (ctx, json_array_get_element (players, i), path);
      if (obj == NULL)
        return FALSE;
      MlScenarioPlayer *p = g_new0 (MlScenarioPlayer, 1);
      g_ptr_array_add (self->players, p);
      if (!get_label (ctx, obj, "name", path, TRUE, &p->name)
          || !get_label (ctx, obj, "color", path, FALSE, &p->color)
          || !ml_field_int (ctx, obj, "score", path, FALSE, 0, ML_MAX_SCORE, &p->score)
          || !read_computer (ctx, obj, path, &p->computer)
          || !module_members (ctx, obj, path, MEMBERS_PLAYER, known, &p->modules, &p->extra))
        return FALSE;
    }
  gint64 turn = 0;
  if (!ml_field_int (ctx, root, "turn", "$", FALSE, 0, (gint64) n - 1, &turn))
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
  if (n > ML_MAX_PIECES)
    return ml_field_invalid (ctx, "$.pieces", _("more than %d pieces"), ML_MAX_PIECES);
  const MlCatalogue *catalogue = ml_catalogue_get_default ();
  static const char *const known[] = { "tile", "x", "y", "rotation", "owner", "slots", "port", "active", NULL };
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *path = g_strdup_printf ("$.pieces[%u]", i);
      JsonObject *obj = get_object (ctx, json_array_get_element (pieces, i), path);
      if (obj == NULL)
        return FALSE;
      MlScenarioPiece *p = g_new0 (MlScenarioPiece, 1);
      g_ptr_array_add (self->pieces, p);
      gint64 x = 0, y = 0, owner = -1, slots = 0, port = 0;
      gboolean active = TRUE;
      if (!ml_field_bool (ctx, obj, "active", path, &active)
          || !ml_field_string (ctx, obj, "tile", path, TRUE, &p->tile)
          || !ml_field_int (ctx, obj, "x", path, TRUE, -ML_MAX_COORD, ML_MAX_COORD, &x)
          || !ml_field_int (ctx, obj, "y", path, TRUE, -ML_MAX_COORD, ML_MAX_COORD, &y)
          || !ml_field_rotation (ctx, obj, path, &p->rot)
          || !ml_field_int (ctx, obj, "owner", path, FALSE, 0, (gint64) self->players->len - 1, &owner)
          || !ml_field_int (ctx, obj, "slots", path, FALSE, 0, ML_MAX_SLOTS - 1, &slots)
          || !ml_field_int (ctx, obj, "port", path, FALSE, 0, ML_MAX_PORT, &port))
        return FALSE;
      const MlTileDef *tile = ml_catalogue_lookup (catalogue, p->tile);
      if (tile == NULL)
        {
          g_autofree char *where = g_strdup_printf ("%s.tile", path);
          g_autofree char *shown = ml_json_printable (p->tile, ML_MAX_SHOWN_CHARS);
          return ml_field_invalid (ctx, where, _("unknown tile \"%s\" (see meeple-lab-cli tiles)"), shown);
        }
      /* What it holds is the modules' to check (a wonder's slots and port). */
      if (!ml_expansion_modules_check_piece (ctx, path, tile, &self->readings, (int) owner, (guint) slots, (guint) port,
                                             active, FALSE))
        return FALSE;
      p->inactive = !active;
      p->slots = (int) slots;
      p->port = (int) port;
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
  if (n > ML_MAX_MEEPLES)
    return ml_field_invalid (ctx, "$.meeples", _("more than %d meeples"), ML_MAX_MEEPLES);
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
      if (!ml_field_int (ctx, obj, "player", path, TRUE, 0, (gint64) self->players->len - 1, &player)
          || !ml_field_int (ctx, obj, "x", path, TRUE, -ML_MAX_COORD, ML_MAX_COORD, &x)
          || !ml_field_int (ctx, obj, "y", path, TRUE, -ML_MAX_COORD, ML_MAX_COORD, &y)
          || !ml_field_string (ctx, obj, "at", path, TRUE, &m->at)
          || !ml_field_string (ctx, obj, "role", path, FALSE, &m->role))
        return FALSE;
      guint figure;
      if (m->role && !g_strv_contains (roles, m->role) && !ml_figure_parse (m->role, &figure))
        {
          g_autofree char *where = g_strdup_printf ("%s.role", path);
          g_autofree char *shown = ml_json_printable (m->role, ML_MAX_SHOWN_CHARS);
          g_autofree char *figures = ml_figures_list (ml_expansions_all ());
          /* Translators: the second %s lists the roles: “prior”, “big” */
          return ml_field_invalid (ctx, where, _("unknown role \"%s\" (%s, or omitted for an ordinary meeple)"), shown, figures);
        }
      m->player = (int) player;
      m->x = (int) x;
      m->y = (int) y;
      m->extra = extras (obj, known);
    }
  return TRUE;
}

/* The JSON limits of a text of @length bytes. Values and containers are also bounded by the
 * length: json-glib spends about a hundred bytes on a value and three hundred on an object,
 * and a file of tiny values ("[{},{},…]") would otherwise take a hundred times its size in
 * memory. Even written tightly, a scenario's values take three bytes or more each, and its
 * objects (a piece: {"tile":"D","x":0,"y":0}) twelve or more. */
static MlJsonLimits
limits_for (gsize length)
{
  MlJsonLimits limits = {
    .max_depth = ML_MAX_DEPTH,
    .max_values = (guint) MIN ((gsize) ML_MAX_JSON_VALUES, length / 3 + 64),
    .max_containers = (guint) MIN ((gsize) ML_MAX_JSON_CONTAINERS, length / 12 + 64),
    .max_int_digits = ML_MAX_INT_DIGITS,
  };
  return limits;
}

/* "set_aside": the tiles that fitted nowhere when drawn, by id (no wonders: a wonder waits
 * in hand instead), at most ML_MAX_SET_ASIDE. */
static gboolean
read_set_aside (Ctx *ctx, MlScenario *self, JsonObject *root)
{
  gboolean ok;
  JsonArray *array = get_array (ctx, root, "set_aside", "$", &ok);
  if (array == NULL)
    return ok;
  guint n = json_array_get_length (array);
  if (n > ML_MAX_SET_ASIDE)
    return ml_field_invalid (ctx, "$.set_aside", _("at most %d tiles may be set aside"), ML_MAX_SET_ASIDE);
  self->set_aside = g_new0 (char *, n + 1);
  for (guint i = 0; i < n; i++)
    {
      JsonNode *node = json_array_get_element (array, i);
      g_autofree char *where = g_strdup_printf ("$.set_aside[%u]", i);
      if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
        return ml_field_invalid (ctx, where, _("must be a string"));
      const char *id = json_node_get_string (node);
      const MlTileDef *tile = ml_catalogue_lookup (ml_catalogue_get_default (), id);
      if (tile == NULL || ml_expansion_modules_never_set_aside (tile))
        {
          g_autofree char *shown = ml_json_printable (id, ML_MAX_SHOWN_CHARS);
          return ml_field_invalid (ctx, where, _("unknown tile \"%s\" (see meeple-lab-cli tiles)"), shown);
        }
      self->set_aside[i] = g_strdup (id);
    }
  return TRUE;
}

/* What the pieces hold against the readings in force: the reader held it only to what some
 * answer allows. */
gboolean
ml_scenario_check_readings_state (const MlScenario *self, const char *name, GError **error)
{
  const MlCatalogue *catalogue = ml_catalogue_get_default ();
  Ctx ctx = { name, error };
  for (guint i = 0; i < self->pieces->len; i++)
    {
      const MlScenarioPiece *p = g_ptr_array_index (self->pieces, i);
      const MlTileDef *tile = ml_catalogue_lookup (catalogue, p->tile);
      g_autofree char *path = g_strdup_printf ("$.pieces[%u]", i);
      if (tile != NULL
          && !ml_expansion_modules_check_piece (&ctx, path, tile, &self->readings, p->owner, (guint) p->slots,
                                                (guint) p->port, !p->inactive, TRUE))
        return FALSE;
    }
  return TRUE;
}

static MlScenario *
load_data (const char *data, gsize length, const char *name, gboolean settled, GError **error)
{
  Ctx ctx = { name, error };
  if (length > ML_MAX_FILE_SIZE)
    {
      g_set_error (error, ML_SCENARIO_ERROR, ML_SCENARIO_ERROR_READ, _("%s: larger than %d MiB"), name,
                   ML_MAX_FILE_SIZE / (1024 * 1024));
      return NULL;
    }
  MlJsonLimits limits = limits_for (length);
  g_autoptr (GError) json_error = NULL;
  g_autoptr (JsonNode) root_node = ml_json_parse (data, length, name, &limits, &json_error);
  if (root_node == NULL)
    {
      MlScenarioError code = g_error_matches (json_error, ML_JSON_ERROR, ML_JSON_ERROR_RANGE)
                             ? ML_SCENARIO_ERROR_INVALID : ML_SCENARIO_ERROR_SYNTAX;
      g_set_error_literal (error, ML_SCENARIO_ERROR, code, json_error->message);
      return NULL;
    }
  JsonObject *root = get_object (&ctx, root_node, "$");
  if (root == NULL)
    return NULL;

  g_autoptr (MlScenario) self = ml_scenario_new ();
  static const char *const known[] = {
    "format", "version", "title", "description", "expansions", "options",
    "players", "turn", "pieces", "meeples", "set_aside", NULL
  };
  if (!read_header (&ctx, self, root) || !read_players (&ctx, self, root)
      || !read_pieces (&ctx, self, root) || !read_meeples (&ctx, self, root)
      || !read_set_aside (&ctx, self, root))
    return NULL;
  if (!module_members (&ctx, root, "$", MEMBERS_TOP, known, &self->modules, &self->extra))
    return NULL;
  if (!ml_record_check (self, name, error))
    return NULL;
  if (settled && !ml_scenario_check_readings_state (self, name, error))
    return NULL;
  return g_steal_pointer (&self);
}

MlScenario *
ml_scenario_load_data (const char *data, gsize length, const char *name, GError **error)
{
  return load_data (data, length, name, TRUE, error);
}

G_GNUC_PRINTF (2, 3) static MlScenario *
read_failed (GError **error, const char *format, ...)
{
  va_list args;
  va_start (args, format);
  g_autofree char *msg = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error_literal (error, ML_SCENARIO_ERROR, ML_SCENARIO_ERROR_READ, msg);
  return NULL;
}

static MlScenario *
load_file (const char *path, gboolean settled, GError **error)
{
  /* Not blocking: opening a FIFO must not wait for a writer; it is refused below. */
  int fd = g_open (path, O_RDONLY | O_NONBLOCK | O_CLOEXEC, 0);
  if (fd < 0)
    return read_failed (error, "%s: %s", path, g_strerror (errno));
  struct stat st;
  if (fstat (fd, &st) != 0)
    {
      int saved = errno;
      g_close (fd, NULL);
      return read_failed (error, "%s: %s", path, g_strerror (saved));
    }
  if (S_ISDIR (st.st_mode) || !S_ISREG (st.st_mode) || st.st_size > ML_MAX_FILE_SIZE)
    {
      g_close (fd, NULL);
      if (S_ISDIR (st.st_mode))
        return read_failed (error, _("%s: is a folder, not a scenario file"), path);
      if (!S_ISREG (st.st_mode))
        return read_failed (error, _("%s: not a regular file (a device, a pipe or a socket), so not a scenario file"), path);
      return read_failed (error, _("%s: larger than %d MiB"), path, ML_MAX_FILE_SIZE / (1024 * 1024));
    }
  /* Read at most one byte past the limit, whatever the size said: the file may be growing. */
  gsize cap = (gsize) ML_MAX_FILE_SIZE + 1, size = MIN ((gsize) st.st_size + 1, cap), length = 0;
  g_autofree char *data = g_malloc (size);
  for (;;)
    {
      if (length == size)
        {
          if (size == cap)
            break;
          size = MIN (size * 2, cap);
          data = g_realloc (data, size);
        }
      gssize got = read (fd, data + length, size - length);
      if (got < 0 && errno == EINTR)
        continue;
      if (got < 0)
        {
          int saved = errno;
          g_close (fd, NULL);
          return read_failed (error, "%s: %s", path, g_strerror (saved));
        }
      if (got == 0)
        break;
      length += (gsize) got;
    }
  g_close (fd, NULL);
  if (length > ML_MAX_FILE_SIZE)
    return read_failed (error, _("%s: larger than %d MiB"), path, ML_MAX_FILE_SIZE / (1024 * 1024));
  return load_data (data, length, path, settled, error);
}

MlScenario *
ml_scenario_load_file (const char *path, GError **error)
{
  return load_file (path, TRUE, error);
}

MlScenario *
ml_scenario_load_file_unsettled (const char *path, GError **error)
{
  return load_file (path, FALSE, error);
}
