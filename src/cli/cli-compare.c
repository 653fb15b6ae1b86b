/* SPDX-License-Identifier: GPL-3.0-or-later */
/* score --compare ID: the board settled once under each answer of one reading, the rest of
 * the readings as in force, so a dispute shows what each answer gives. */
#include "config.h"
#include "cli-common.h"
#include "ml-readings.h"

#include <glib/gi18n.h>
#include <stdio.h>

typedef struct {
  MlGame *game;
  GArray *items;            /* MlScoreItem */
  int finals[ML_MAX_PLAYERS];
} Settled;

static void
settled_clear (Settled *s)
{
  g_clear_pointer (&s->game, ml_game_free);
  g_clear_pointer (&s->items, g_array_unref);
}


static void
print_json (const MlScenario *scenario, const MlReadingDef *def, guint in_force, Settled *settled,
            const char *const *names)
{
  g_autoptr (JsonBuilder) b = json_builder_new ();
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "reading");
  json_builder_add_string_value (b, def->id);
  json_builder_set_member_name (b, "answers");
  json_builder_begin_array (b);
  for (guint a = 0; a < def->n_answers; a++)
    {
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "answer");
      json_builder_add_string_value (b, def->answers[a].id);
      json_builder_set_member_name (b, "in_force");
      json_builder_add_boolean_value (b, a == in_force);
      cli_add_players (b, scenario, settled[a].game->scores, settled[a].finals);
      cli_add_score_items (b, settled[a].game, settled[a].items, names);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
  cli_print_json (b);
}

/* One row per item text; the columns give its points under each answer, "—" where that
 * answer has no such item. Items the answers share line up on one row. */
static void
print_text (const MlReadingDef *def, guint in_force, Settled *settled, const char *const *names)
{
  guint n_players = settled[0].game->n_players;
  guint n = def->n_answers;
  g_autofree char **heads = g_new0 (char *, n + 1);
  for (guint a = 0; a < n; a++)
    /* Translators: the heading of the column of the answer in force, e.g. "yes (in force)". */
    heads[a] = a == in_force ? g_strdup_printf (_("%s (in force)"), def->answers[a].id) : g_strdup (def->answers[a].id);

  printf ("%s: %s\n\n", def->id, _(def->question));
  g_autofree char *right = g_strnfill (n + 1, 'r');
  right[0] = 'l';
  CliTable *t = cli_table_new (n + 1, right);
  cli_table_row (t, _("Player"), heads[0], n > 1 ? heads[1] : NULL, n > 2 ? heads[2] : NULL, n > 3 ? heads[3] : NULL, NULL);
  for (guint p = 0; p < n_players; p++)
    {
      char *cells[ML_READING_MAX_ANSWERS] = { 0 };
      for (guint a = 0; a < n; a++)
        cells[a] = g_strdup_printf ("%d", settled[a].finals[p]);
      cli_table_row (t, names[p], cells[0], cells[1], cells[2], cells[3], NULL);
      for (guint a = 0; a < n; a++)
        g_free (cells[a]);
    }
  cli_table_print (t);

  /* The rows: "who — why", in the order they first appear. */
  g_autoptr (GPtrArray) keys = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GHashTable) points = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  for (guint a = 0; a < n; a++)
    for (guint i = 0; i < settled[a].items->len; i++)
      {
        const MlScoreItem *item = &g_array_index (settled[a].items, MlScoreItem, i);
        g_autofree char *who = ml_names_join (item->winners, n_players, names);
        g_autofree char *why = ml_score_item_explain (item, n_players, names);
        /* The same text twice under one answer stays two rows. */
        char *key = NULL;
        for (guint k = 0;; k++)
          {
            g_autofree char *candidate = g_strdup_printf ("%s\t%s\t%u", who, why, k);
            g_autofree char *slot = g_strdup_printf ("%s\t%u", candidate, a);
            if (!g_hash_table_contains (points, slot))
              {
                key = g_steal_pointer (&candidate);
                g_hash_table_insert (points, g_steal_pointer (&slot), g_strdup_printf ("%d", item->points));
                break;
              }
          }
        gboolean seen = FALSE;
        for (guint k = 0; k < keys->len && !seen; k++)
          seen = g_str_equal (g_ptr_array_index (keys, k), key);
        if (seen)
          g_free (key);
        else
          g_ptr_array_add (keys, key);
      }
  if (keys->len == 0)
    {
      printf ("\n%s\n", _("No meeple is on the board: nothing scores."));
      return;
    }
  printf ("\n");
  g_autofree char *right2 = g_strnfill (n + 2, 'r');
  right2[n] = 'l';
  right2[n + 1] = 'l';
  t = cli_table_new (n + 2, right2);
  const char *hrow[ML_READING_MAX_ANSWERS + 2] = { 0 };
  for (guint a = 0; a < n; a++)
    hrow[a] = heads[a];
  hrow[n] = _("Who");
  hrow[n + 1] = _("Why");
  cli_table_row (t, hrow[0], hrow[1], hrow[2], hrow[3], hrow[4], hrow[5], NULL);
  for (guint k = 0; k < keys->len; k++)
    {
      const char *key = g_ptr_array_index (keys, k);
      g_auto (GStrv) parts = g_strsplit (key, "\t", 3);
      const char *row[ML_READING_MAX_ANSWERS + 2] = { 0 };
      g_autofree char **slots = g_new0 (char *, n + 1);
      for (guint a = 0; a < n; a++)
        {
          slots[a] = g_strdup_printf ("%s\t%u", key, a);
          const char *v = g_hash_table_lookup (points, slots[a]);
          row[a] = v ? v : "—";
        }
      row[n] = parts[0];
      row[n + 1] = parts[1];
      cli_table_row (t, row[0], row[1], row[2], row[3], row[4], row[5], NULL);
      for (guint a = 0; a < n; a++)
        g_free (slots[a]);
    }
  cli_table_print (t);
  for (guint a = 0; a < n; a++)
    g_free (heads[a]);
}

int
cli_score_compare (MlScenario *scenario, const char *path, const char *reading_id, gboolean json)
{
  const MlReadingDef *def = ml_reading_lookup (reading_id);
  if (def == NULL)
    {
      g_autofree char *known = ml_readings_ids_joined ();
      return cli_bad_input (_("unknown reading “%s” (known: %s)"), reading_id, known);
    }
  const char *names[ML_MAX_PLAYERS];
  ml_scenario_player_names (scenario, names);

  MlReadings in_force = scenario->readings;
  Settled settled[ML_READING_MAX_ANSWERS] = { 0 };
  int status = CLI_OK;
  for (guint a = 0; a < def->n_answers && status == CLI_OK; a++)
    {
      g_autoptr (GError) error = NULL;
      scenario->readings = in_force;
      scenario->readings.answer[def->reading] = (guint8) a;
      settled[a].game = ml_scenario_to_game (scenario, path, NULL, &error);
      if (settled[a].game == NULL)
        {
          status = cli_bad_input ("%s", error->message);
          break;
        }
      settled[a].items = g_array_new (FALSE, FALSE, sizeof (MlScoreItem));
      ml_game_settle_now (settled[a].game, settled[a].items, settled[a].finals);
    }
  scenario->readings = in_force;
  if (status == CLI_OK)
    {
      if (json)
        print_json (scenario, def, in_force.answer[def->reading], settled, names);
      else
        print_text (def, in_force.answer[def->reading], settled, names);
    }
  for (guint a = 0; a < def->n_answers; a++)
    settled_clear (&settled[a]);
  return status;
}
