/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Rule readings on the command line: `--reading ID=ANSWER` for the commands that play or
 * score, and `readings`, which lists them all. */
#include "config.h"
#include "cli-common.h"
#include "cli-expansions.h"
#include "ml-readings.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <stdlib.h>

/* "ID=ANSWER", or "ID=ANSWER:N" for an answer that takes a number (an expansion's part
 * says which, and where the number goes). */
static gboolean
apply_one (const char *text, MlReadings *readings)
{
  g_autofree char *copy = g_strdup (text);
  char *answer = strchr (copy, '=');
  if (answer == NULL)
    {
      cli_bad_input (_("--reading takes ID=ANSWER, not “%s”"), text);
      return FALSE;
    }
  *answer++ = '\0';
  const MlReadingDef *def = ml_reading_lookup (copy);
  if (def == NULL)
    {
      g_autofree char *known = ml_readings_ids_joined ();
      cli_bad_input (_("unknown reading “%s” (known: %s)"), copy, known);
      return FALSE;
    }
  char *number = strchr (answer, ':');
  if (number)
    *number++ = '\0';
  int index = ml_reading_answer_index (def, answer);
  if (index < 0)
    {
      g_autofree char *answers = ml_reading_answers_joined (def);
      cli_bad_input (_("reading “%s” has no answer “%s” (answers: %s)"), def->id, answer, answers);
      return FALSE;
    }
  int *value = ml_readings_value (readings, def->reading, (guint) index);
  if (number && value == NULL)
    {
      cli_bad_input (_("answer “%s” takes no value"), answer);
      return FALSE;
    }
  if (number)
    {
      char *end = NULL;
      long v = strtol (number, &end, 10);
      if (*number == '\0' || *end != '\0' || v < 0 || v > ML_READING_MAX_VALUE)
        {
          cli_bad_input (_("the value of “%s” must be a whole number from 0 to 100, not “%s”"), answer, number);
          return FALSE;
        }
      *value = (int) v;
    }
  readings->answer[def->reading] = (guint8) index;
  return TRUE;
}

gboolean
cli_readings_apply (char **overrides, MlReadings *readings)
{
  for (guint i = 0; overrides && overrides[i]; i++)
    if (!apply_one (overrides[i], readings))
      return FALSE;
  return TRUE;
}

static gboolean json_output;

static GOptionEntry entries[] = {
  { "json", 0, 0, G_OPTION_ARG_NONE, &json_output, N_("Print one JSON object"), NULL },
  G_OPTION_ENTRY_NULL
};

static void
print_json (void)
{
  MlReadings defaults;
  ml_readings_init (&defaults);
  g_autoptr (JsonBuilder) b = json_builder_new ();
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "readings");
  json_builder_begin_array (b);
  for (guint r = 0; r < ML_N_READINGS; r++)
    {
      const MlReadingDef *def = ml_reading_def (r);
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "id");
      json_builder_add_string_value (b, def->id);
      json_builder_set_member_name (b, "title");
      json_builder_add_string_value (b, _(def->title));
      json_builder_set_member_name (b, "question");
      json_builder_add_string_value (b, _(def->question));
      json_builder_set_member_name (b, "default");
      json_builder_add_string_value (b, ml_readings_answer_id (&defaults, r));
      /* The number an answer takes, as the defaults hold it. */
      const int *value = NULL;
      for (guint a = 0; a < def->n_answers && value == NULL; a++)
        value = ml_readings_value (&defaults, r, a);
      if (value)
        {
          json_builder_set_member_name (b, "default_value");
          json_builder_add_int_value (b, *value);
        }
      json_builder_set_member_name (b, "answers");
      json_builder_begin_array (b);
      for (guint a = 0; a < def->n_answers; a++)
        {
          json_builder_begin_object (b);
          json_builder_set_member_name (b, "id");
          json_builder_add_string_value (b, def->answers[a].id);
          json_builder_set_member_name (b, "label");
          json_builder_add_string_value (b, _(def->answers[a].label));
          json_builder_set_member_name (b, "explanation");
          json_builder_add_string_value (b, _(def->answers[a].explanation));
          json_builder_set_member_name (b, "source");
          json_builder_add_string_value (b, def->answers[a].source);
          json_builder_end_object (b);
        }
      json_builder_end_array (b);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
  cli_print_json (b);
}

static void
print_text (void)
{
  MlReadings defaults;
  ml_readings_init (&defaults);
  for (guint r = 0; r < ML_N_READINGS; r++)
    {
      const MlReadingDef *def = ml_reading_def (r);
      if (r > 0)
        printf ("\n");
      printf ("%s — %s\n  %s\n", def->id, _(def->title), _(def->question));
      for (guint a = 0; a < def->n_answers; a++)
        {
          /* Translators: marks the answer that holds when a scenario names none. */
          gboolean is_default = a == defaults.answer[r];
          printf ("  %s %s: %s%s%s\n      %s\n      %s\n", is_default ? "*" : "-",
                  def->answers[a].id, _(def->answers[a].label), is_default ? " " : "", is_default ? _("(default)") : "",
                  _(def->answers[a].explanation), def->answers[a].source);
        }
    }
}

int
cli_readings (int argc, char **argv)
{
  if (!cli_parse ("readings", "", _("Lists the rule readings, their answers and the defaults."), entries, &argc, &argv))
    return CLI_BAD_INPUT;
  if (argc != 1)
    return cli_bad_input (_("readings takes no file"));
  if (json_output)
    print_json ();
  else
    print_text ();
  return CLI_OK;
}
