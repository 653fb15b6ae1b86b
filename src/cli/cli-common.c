/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"
#include "cli-common.h"

#include "ml-json.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>

/* Characters of one error line; the rest is cut. */
#define MAX_MESSAGE_CHARS 1000

int
cli_bad_input (const char *format, ...)
{
  va_list args;
  va_start (args, format);
  g_autofree char *msg = g_strdup_vprintf (format, args);
  va_end (args);
  /* One line of a bounded length, whatever the message held: no control character reaches
   * the terminal (a file's names and ids are in it). */
  g_autofree char *valid = g_utf8_make_valid (msg, -1);
  g_autofree char *line = ml_json_printable (valid, MAX_MESSAGE_CHARS);
  g_strdelimit (line, "\n\r", ' ');
  fprintf (stderr, "meeple-lab-cli: %s\n", line);
  return CLI_BAD_INPUT;
}

/* The option whose value in @args is not UTF-8 ("--tile BYTES" or "--tile=BYTES"), shown
 * escaped; NULL when no option has one. */
static char *
option_of_bad_text (char **args)
{
  for (guint i = 1; args[i]; i++)
    {
      if (g_utf8_validate (args[i], -1, NULL))
        continue;
      const char *eq = strchr (args[i], '=');
      if (g_str_has_prefix (args[i], "-") && eq && g_utf8_validate_len (args[i], (gsize) (eq - args[i]), NULL))
        return g_strndup (args[i], (gsize) (eq - args[i]));
      if (i > 1 && g_str_has_prefix (args[i - 1], "-") && !strchr (args[i - 1], '='))
        return g_strdup (args[i - 1]);
      return NULL;
    }
  return NULL;
}

gboolean
cli_parse (const char *command, const char *args_help, const char *summary,
           GOptionEntry *entries, int *argc, char ***argv)
{
  /* GLib prints "Usage: PRGNAME [OPTION…] ARGS": name the command in PRGNAME. */
  g_autofree char *prgname = g_strdup_printf ("meeple-lab-cli %s", command);
  g_set_prgname (prgname);
  g_autoptr (GOptionContext) context = g_option_context_new (args_help);
  g_autoptr (GError) error = NULL;
  g_option_context_set_summary (context, summary);
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  /* GLib's message for a value that is not text does not say whose value it is. */
  g_auto (GStrv) given = g_strdupv (*argv);
  if (!g_option_context_parse (context, argc, argv, &error))
    {
      g_autofree char *option = error->domain == G_CONVERT_ERROR ? option_of_bad_text (given) : NULL;
      if (option)
        cli_bad_input (_("%s: %s: the value is not UTF-8 text"), command, option);
      else
        cli_bad_input ("%s: %s", command, error->message);
      return FALSE;
    }
  return TRUE;
}

MlScenario *
cli_load (const char *path, MlGame **game, GArray *problems)
{
  return cli_load_with (path, NULL, game, problems);
}

MlScenario *
cli_load_with (const char *path, char **overrides, MlGame **game, GArray *problems)
{
  g_autoptr (GError) error = NULL;
  /* The file's readings, then the command line's over them, then what depends on them. */
  g_autoptr (MlScenario) scenario = ml_scenario_load_file_unsettled (path, &error);
  if (scenario == NULL)
    {
      cli_bad_input ("%s", error->message);
      return NULL;
    }
  if (!cli_readings_apply (overrides, &scenario->readings))
    return NULL;
  if (!ml_scenario_check_readings_state (scenario, path, &error))
    {
      cli_bad_input ("%s", error->message);
      return NULL;
    }
  *game = ml_scenario_to_game (scenario, path, problems, &error);
  if (*game == NULL)
    {
      cli_bad_input ("%s", error->message);
      return NULL;
    }
  return g_steal_pointer (&scenario);
}

void
cli_print_json (JsonBuilder *b)
{
  g_autoptr (JsonNode) root = json_builder_get_root (b);
  g_autofree char *text = ml_json_to_text (root, TRUE);
  printf ("%s\n", text);
}

void
cli_add_int_list (JsonBuilder *b, const char *key, guint mask, guint n)
{
  json_builder_set_member_name (b, key);
  json_builder_begin_array (b);
  for (guint p = 0; p < n; p++)
    if ((mask >> p) & 1)
      json_builder_add_int_value (b, p);
  json_builder_end_array (b);
}

void
cli_add_score_items (JsonBuilder *b, const MlGame *game, GArray *items, const char *const *names)
{
  json_builder_set_member_name (b, "items");
  json_builder_begin_array (b);
  for (guint i = 0; i < items->len; i++)
    {
      const MlScoreItem *item = &g_array_index (items, MlScoreItem, i);
      g_autofree char *explain = ml_score_item_explain (item, game->n_players, names);
      json_builder_begin_object (b);
      cli_add_int_list (b, "players", item->winners, game->n_players);
      json_builder_set_member_name (b, "points");
      json_builder_add_int_value (b, item->winners ? item->points : 0);
      json_builder_set_member_name (b, "value");
      json_builder_add_int_value (b, item->points);
      json_builder_set_member_name (b, "kind");
      json_builder_add_string_value (b, ml_score_item_kind_id (item));
      json_builder_set_member_name (b, "complete");
      json_builder_add_boolean_value (b, item->complete);
      json_builder_set_member_name (b, "explain");
      json_builder_add_string_value (b, explain);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
}
void
cli_add_players (JsonBuilder *b, const MlScenario *scenario, const int *scores, const int *finals)
{
  json_builder_set_member_name (b, "players");
  json_builder_begin_array (b);
  for (guint p = 0; p < scenario->players->len; p++)
    {
      const MlScenarioPlayer *player = g_ptr_array_index (scenario->players, p);
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "name");
      json_builder_add_string_value (b, player->name);
      json_builder_set_member_name (b, "score");
      json_builder_add_int_value (b, scores[p]);
      if (finals)
        {
          json_builder_set_member_name (b, "final");
          json_builder_add_int_value (b, finals[p]);
        }
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
}

/* ---- tables ---------------------------------------------------------------------------- */

struct _CliTable {
  guint n_columns;
  char *right;        /* 'r' for a column aligned right */
  GPtrArray *rows;    /* GStrv */
};

CliTable *
cli_table_new (guint n_columns, const char *right_aligned)
{
  CliTable *t = g_new0 (CliTable, 1);
  t->n_columns = n_columns;
  t->right = g_strdup (right_aligned);
  t->rows = g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev);
  return t;
}

void
cli_table_row (CliTable *table, ...)
{
  va_list args;
  va_start (args, table);
  char **row = g_new0 (char *, table->n_columns + 1);
  for (guint c = 0; c < table->n_columns; c++)
    {
      const char *cell = va_arg (args, const char *);
      if (cell == NULL)
        break;
      row[c] = ml_json_printable (cell, G_MAXSIZE);
    }
  va_end (args);
  for (guint c = 0; c < table->n_columns; c++)
    if (row[c] == NULL)
      row[c] = g_strdup ("");
  g_ptr_array_add (table->rows, row);
}

void
cli_table_print (CliTable *table)
{
  g_autofree glong *width = g_new0 (glong, table->n_columns);
  for (guint r = 0; r < table->rows->len; r++)
    {
      char **row = g_ptr_array_index (table->rows, r);
      for (guint c = 0; c < table->n_columns; c++)
        width[c] = MAX (width[c], g_utf8_strlen (row[c], -1));
    }
  for (guint r = 0; r < table->rows->len; r++)
    {
      char **row = g_ptr_array_index (table->rows, r);
      GString *line = g_string_new (NULL);
      for (guint c = 0; c < table->n_columns; c++)
        {
          glong pad = width[c] - g_utf8_strlen (row[c], -1);
          gboolean last = c + 1 == table->n_columns;
          if (c > 0)
            g_string_append (line, "  ");
          if (table->right && table->right[c] == 'r')
            for (glong i = 0; i < pad; i++)
              g_string_append_c (line, ' ');
          g_string_append (line, row[c]);
          if (!(table->right && table->right[c] == 'r') && !last)
            for (glong i = 0; i < pad; i++)
              g_string_append_c (line, ' ');
        }
      printf ("%s\n", line->str);
      g_string_free (line, TRUE);
    }
  g_ptr_array_unref (table->rows);
  g_free (table->right);
  g_free (table);
}
