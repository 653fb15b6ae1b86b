/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Writing a scenario file: the members in the format's order, unknown ones where they were. */
#include "config.h"
#include "ml-scenario-private.h"
#include "ml-expansion-modules.h"
#include "ml-json.h"

#include "ml-file.h"

#include <glib/gi18n-lib.h>
#include <string.h>


static void
add_extras (JsonBuilder *b, JsonObject *extra)
{
  if (extra == NULL)
    return;
  /* In the file's order: a save must not reorder what it does not know. */
  g_autoptr (GList) keys = ml_json_members (extra);
  for (GList *k = keys; k; k = k->next)
    {
      json_builder_set_member_name (b, k->data);
      json_builder_add_value (b, json_node_copy (json_object_get_member (extra, k->data)));
    }
}

/* Which object's members the modules read: a player's, the top level or the options. */
typedef enum {
  MEMBERS_TOP,
  MEMBERS_PLAYER,
  MEMBERS_OPTIONS,
} Members;

/* The modules' members of an object (@level says which), in the order the modules list
 * them, whatever order @members holds them in. */
static void
add_modules (JsonBuilder *b, JsonObject *members, Members level)
{
  if (members == NULL)
    return;
  g_autoptr (GPtrArray) keys = g_ptr_array_new ();
  if (level == MEMBERS_OPTIONS)
    ml_expansion_modules_options_keys (FALSE, keys);
  else
    ml_expansion_modules_scenario_keys (level == MEMBERS_PLAYER, keys);
  for (guint i = 0; i < keys->len; i++)
    {
      JsonNode *node = ml_json_member (members, keys->pdata[i]);
      if (node == NULL)
        continue;
      json_builder_set_member_name (b, keys->pdata[i]);
      json_builder_add_value (b, json_node_copy (node));
    }
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

/* Only the readings that differ from the default: a file under the defaults has none. */
static void
build_readings (JsonBuilder *b, const MlReadings *readings)
{
  if (ml_readings_is_default (readings))
    return;
  MlReadings def;
  ml_readings_init (&def);
  json_builder_set_member_name (b, "readings");
  json_builder_begin_object (b);
  for (guint r = 0; r < ML_N_READINGS; r++)
    {
      const MlReadingDef *reading = ml_reading_def (r);
      guint a = readings->answer[r];
      gboolean takes_value = a < reading->n_answers && reading->answers[a].takes_value;
      if (a == def.answer[r] && (!takes_value || readings->value[r] == def.value[r]))
        continue;
      const char *answer = ml_readings_answer_id (readings, r);
      if (takes_value)
        {
          json_builder_set_member_name (b, ml_reading_def (r)->id);
          json_builder_begin_object (b);
          add_string (b, "answer", answer);
          add_int (b, "value", readings->value[r]);
          json_builder_end_object (b);
        }
      else
        add_string (b, ml_reading_def (r)->id, answer);
    }
  json_builder_end_object (b);
}

static void
build_options (JsonBuilder *b, const MlScenario *self)
{
  gboolean modules = self->options_modules && json_object_get_size (self->options_modules) > 0;
  if (!self->tiles_in_game && !modules && !self->options_extra && ml_readings_is_default (&self->readings))
    return;
  json_builder_set_member_name (b, "options");
  json_builder_begin_object (b);
  if (self->tiles_in_game)
    add_int (b, "tiles_in_game", self->tiles_in_game);
  add_modules (b, self->options_modules, MEMBERS_OPTIONS);
  build_readings (b, &self->readings);
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
      if (p->computer != ML_SEAT_PERSON)
        add_string (b, "computer", ml_seat_name (p->computer));
      add_modules (b, p->modules, MEMBERS_PLAYER);
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
      if (p->inactive && p->owner >= 0)
        {
          json_builder_set_member_name (b, "active");
          json_builder_add_boolean_value (b, FALSE);
        }
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

static char *
to_json (const MlScenario *self, gboolean pretty)
{
  g_autoptr (JsonBuilder) b = json_builder_new ();
  json_builder_begin_object (b);
  add_string (b, "format", ML_SCENARIO_FORMAT_ID);
  add_int (b, "version", 1);
  add_string (b, "title", self->title);
  add_string (b, "description", self->description);
  json_builder_set_member_name (b, "expansions");
  json_builder_begin_array (b);
  for (guint i = 0; ml_expansions_ids ()[i]; i++)
    if (self->expansions & (1u << i))
      json_builder_add_string_value (b, ml_expansions_ids ()[i]);
  json_builder_end_array (b);
  build_options (b, self);
  build_players (b, self);
  add_int (b, "turn", self->turn);
  build_pieces (b, self);
  build_meeples (b, self);
  if (self->set_aside)
    {
      json_builder_set_member_name (b, "set_aside");
      json_builder_begin_array (b);
      for (guint i = 0; self->set_aside[i]; i++)
        json_builder_add_string_value (b, self->set_aside[i]);
      json_builder_end_array (b);
    }
  add_modules (b, self->modules, MEMBERS_TOP);
  add_extras (b, self->extra);
  json_builder_end_object (b);

  g_autoptr (JsonNode) root = json_builder_get_root (b);
  char *text = ml_json_to_text (root, pretty);
  char *with_newline = g_strconcat (text, "\n", NULL);
  g_free (text);
  return with_newline;
}

char *
ml_scenario_to_json (const MlScenario *self)
{
  return to_json (self, TRUE);
}

char *
ml_scenario_to_checked_json (const MlScenario *self, const char *name, GError **error)
{
  g_autofree char *text = to_json (self, TRUE);
  /* A board near the limits can load from a tight file and grow past the file size limit
   * once indented: then it is written tight too. */
  if (strlen (text) > ML_MAX_FILE_SIZE)
    {
      g_free (text);
      text = to_json (self, FALSE);
    }
  g_autoptr (GError) load_error = NULL;
  g_autoptr (MlScenario) again = ml_scenario_load_data (text, strlen (text), name, &load_error);
  if (again == NULL)
    {
      g_set_error (error, ML_SCENARIO_ERROR, ML_SCENARIO_ERROR_WRITE,
                   _("%s: not saved, because the file would not load again: %s"), name, load_error->message);
      return NULL;
    }
  return g_steal_pointer (&text);
}

gboolean
ml_scenario_save_file (const MlScenario *self, const char *path, GError **error)
{
  g_autofree char *text = ml_scenario_to_checked_json (self, path, error);
  if (text == NULL)
    return FALSE;
  g_autoptr (GError) local = NULL;
  if (ml_file_replace (path, text, strlen (text), &local))
    return TRUE;
  g_set_error_literal (error, ML_SCENARIO_ERROR, ML_SCENARIO_ERROR_WRITE, local->message);
  return FALSE;
}
