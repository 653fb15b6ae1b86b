/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The key of a position shown with a game record: everything of a scenario but its record
 * and its readings, as one text, for ml_record_shows_position() (ml-record.c). */
#include "config.h"
#include "ml-record-key.h"
#include "ml-json.h"
#include "ml-record.h"

#include <string.h>

/* Appends @v and "|" to @key, by hand: a key of a long game holds some 10,000 numbers, and
 * printf made most of its cost. */
static void
key_int (GString *key, gint64 v)
{
  char digits[24];
  guint n = sizeof digits;
  guint64 u = v < 0 ? - (guint64) v : (guint64) v;
  do
    digits[--n] = (char) ('0' + u % 10);
  while ((u /= 10) > 0);
  if (v < 0)
    digits[--n] = '-';
  g_string_append_len (key, digits + n, (gssize) (sizeof digits - n));
  g_string_append_c (key, '|');
}

/* Appends @text to @key, its length first, so that no two lists of texts give one key. */
static void
key_text (GString *key, const char *text)
{
  if (text == NULL)
    {
      g_string_append (key, "-|");
      return;
    }
  gsize length = strlen (text);
  key_int (key, (gint64) length);
  g_string_append_len (key, text, (gssize) length);
  g_string_append_c (key, '|');
}

static void
key_object (GString *key, JsonObject *obj)
{
  if (obj == NULL)
    {
      key_text (key, NULL);
      return;
    }
  g_autoptr (JsonNode) node = json_node_init_object (json_node_alloc (), obj);
  g_autofree char *text = ml_json_to_text (node, FALSE);
  key_text (key, text);
}

char *
ml_record_position_key (const MlScenario *scenario)
{
  GString *key = g_string_new (NULL);
  g_string_append_printf (key, "%u|%" G_GINT64_FORMAT "|%u|", scenario->expansions, scenario->tiles_in_game,
                          scenario->turn);
  key_text (key, scenario->title);
  key_text (key, scenario->description);
  key_object (key, scenario->options_modules);
  key_object (key, scenario->options_extra);
  key_object (key, scenario->modules);
  for (guint i = 0; scenario->set_aside && scenario->set_aside[i]; i++)
    key_text (key, scenario->set_aside[i]);
  g_string_append_printf (key, "players %u|", scenario->players->len);
  for (guint i = 0; i < scenario->players->len; i++)
    {
      const MlScenarioPlayer *p = g_ptr_array_index (scenario->players, i);
      key_text (key, p->name);
      key_text (key, p->color);
      key_int (key, p->score);
      key_object (key, p->modules);
      key_object (key, p->extra);
    }
  g_string_append_printf (key, "pieces %u|", scenario->pieces->len);
  for (guint i = 0; i < scenario->pieces->len; i++)
    {
      const MlScenarioPiece *p = g_ptr_array_index (scenario->pieces, i);
      key_text (key, p->tile);
      const gint64 fields[] = { p->x, p->y, p->rot, p->owner, p->slots, p->port, p->inactive };
      for (guint f = 0; f < G_N_ELEMENTS (fields); f++)
        key_int (key, fields[f]);
      if (p->extra)
        key_object (key, p->extra);
    }
  g_string_append_printf (key, "meeples %u|", scenario->meeples->len);
  for (guint i = 0; i < scenario->meeples->len; i++)
    {
      const MlScenarioMeeple *m = g_ptr_array_index (scenario->meeples, i);
      key_int (key, m->player);
      key_int (key, m->x);
      key_int (key, m->y);
      key_text (key, m->at);
      key_text (key, m->role);
      if (m->extra)
        key_object (key, m->extra);
    }
  g_autoptr (GList) members = scenario->extra ? json_object_get_members (scenario->extra) : NULL;
  for (GList *k = members; k; k = k->next)
    if (!g_str_equal (k->data, ML_RECORD_MEMBER))
      {
        key_text (key, k->data);
        g_autofree char *text = ml_json_to_text (json_object_get_member (scenario->extra, k->data), FALSE);
        key_text (key, text);
      }
  return g_string_free (key, FALSE);
}
