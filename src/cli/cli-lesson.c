/* SPDX-License-Identifier: GPL-3.0-or-later */
/* lesson: checks the answer a lesson's question states against the one the rules give, as
 * tests/test-lessons.py does for the built-in lessons (docs/scenario-format.md §2). */
#include "config.h"
#include "cli-common.h"
#include "ml-question.h"

#include <glib/gi18n.h>
#include <stdio.h>

static gboolean json_output;

static GOptionEntry lesson_entries[] = {
  { "json", 0, 0, G_OPTION_ARG_NONE, &json_output, N_("Print one JSON object"), NULL },
  G_OPTION_ENTRY_NULL
};

static void
add_answer (JsonBuilder *b, const char *key, const MlQuestion *q)
{
  json_builder_set_member_name (b, key);
  ml_question_add_answer (b, q);
}

int
cli_lesson (int argc, char **argv)
{
  if (!cli_parse ("lesson", "FILE", _("Checks the answer of the lesson's question against the rules."),
                  lesson_entries, &argc, &argv))
    return CLI_BAD_INPUT;
  if (argc != 2)
    return cli_bad_input (_("lesson takes one scenario file"));
  g_autoptr (MlGame) game = NULL;
  g_autoptr (MlScenario) scenario = cli_load (argv[1], &game, NULL);
  if (scenario == NULL)
    return CLI_BAD_INPUT;
  g_autoptr (GError) error = NULL;
  g_autoptr (MlQuestion) stated = ml_question_from_scenario (scenario, argv[1], &error);
  if (stated == NULL)
    return error ? cli_bad_input ("%s", error->message)
                 : cli_bad_input (_("%s has no question (see docs/scenario-format.md)"), argv[1]);
  g_autoptr (MlQuestion) computed = ml_question_answer_from_game (stated, game, &error);
  if (computed == NULL)
    return cli_bad_input ("%s: %s", argv[1], error->message);
  gboolean same = ml_question_same_answer (stated, computed);

  const char *names[ML_MAX_PLAYERS];
  ml_scenario_player_names (scenario, names);
  g_autofree char *text = ml_question_text (stated, scenario);
  if (json_output)
    {
      g_autoptr (JsonBuilder) b = json_builder_new ();
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "kind");
      json_builder_add_string_value (b, ml_question_kind_id (stated->kind));
      json_builder_set_member_name (b, "question");
      json_builder_add_string_value (b, text);
      add_answer (b, "stated", stated);
      add_answer (b, "computed", computed);
      json_builder_set_member_name (b, "same");
      json_builder_add_boolean_value (b, same);
      json_builder_end_object (b);
      cli_print_json (b);
    }
  else
    {
      g_autofree char *said = ml_question_answer_text (stated, game->n_players, names);
      g_autofree char *found = ml_question_answer_text (computed, game->n_players, names);
      printf ("%s\n", text);
      printf ("  %s %s\n", _("The lesson says:"), said);
      printf ("  %s %s\n", _("The rules say:"), found);
      printf ("%s\n", same ? _("The answer is right.") : _("The answer is wrong."));
    }
  return same ? CLI_OK : CLI_AGAINST_RULES;
}
