/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"
#include "ml-scenario-private.h"

#include <string.h>

G_DEFINE_QUARK (ml-scenario-error-quark, ml_scenario_error)

static const char *const seat_names[ML_N_SEATS] = { NULL, "beginner", "intermediate", "strong" };

const char *
ml_seat_name (MlSeat seat)
{
  return seat < ML_N_SEATS ? seat_names[seat] : NULL;
}

gboolean
ml_seat_parse (const char *name, MlSeat *out)
{
  for (guint i = 1; i < ML_N_SEATS; i++)
    if (g_strcmp0 (name, seat_names[i]) == 0)
      {
        *out = (MlSeat) i;
        return TRUE;
      }
  return FALSE;
}


static void
player_free (gpointer data)
{
  MlScenarioPlayer *p = data;
  g_free (p->name);
  g_free (p->color);
  g_clear_pointer (&p->modules, json_object_unref);
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
  self->expansions = ml_expansions_default ();
  ml_readings_init (&self->readings);
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
  g_strfreev (self->set_aside);
  g_clear_pointer (&self->options_modules, json_object_unref);
  g_clear_pointer (&self->options_extra, json_object_unref);
  g_clear_pointer (&self->modules, json_object_unref);
  g_clear_pointer (&self->extra, json_object_unref);
  g_ptr_array_unref (self->players);
  g_ptr_array_unref (self->pieces);
  g_ptr_array_unref (self->meeples);
  g_free (self);
}

const char *
ml_scenario_localized (const MlScenario *self, const char *key)
{
  /* Other keys ("keywords") are the file's own top-level strings. */
  const char *own = g_str_equal (key, "title") ? self->title : g_str_equal (key, "description") ? self->description : NULL;
  JsonNode *member = own == NULL && self->extra ? json_object_get_member (self->extra, key) : NULL;
  if (member && JSON_NODE_HOLDS_VALUE (member) && json_node_get_value_type (member) == G_TYPE_STRING)
    own = json_node_get_string (member);
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

