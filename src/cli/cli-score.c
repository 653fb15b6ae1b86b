/* SPDX-License-Identifier: GPL-3.0-or-later */
/* score and check: what a board is worth now, and whether its layout keeps the rules. */
#include "config.h"
#include "cli-common.h"
#include "cli-expansions.h"
#include "ml-rules.h"
#include "ml-expansion-modules.h"

#include <glib/gi18n.h>
#include <stdio.h>

static gboolean json_output;
static char **reading_overrides;
static char *compare_reading;

static GOptionEntry score_entries[] = {
  CLI_READING_ENTRY (reading_overrides),
  { "compare", 0, 0, G_OPTION_ARG_STRING, &compare_reading,
    N_("Settle the board under each answer of this reading, side by side"), N_("ID") },
  { "json", 0, 0, G_OPTION_ARG_NONE, &json_output, N_("Print one JSON object"), NULL },
  G_OPTION_ENTRY_NULL
};

static GOptionEntry check_entries[] = {
  CLI_READING_ENTRY (reading_overrides),
  { "json", 0, 0, G_OPTION_ARG_NONE, &json_output, N_("Print one JSON object"), NULL },
  G_OPTION_ENTRY_NULL
};

/* Whether a module of @game reports what players hold apart from the board (goods). */
static gboolean
has_holdings (const MlGame *game)
{
  MlHolding rows[ML_MAX_HOLDINGS];
  return game->n_players > 0 && ml_expansion_modules_holdings (game, 0, rows) > 0;
}

/* "holdings": one object a player, each row's id with its count ({"wine": 2, …}). */
static void
add_holdings (JsonBuilder *b, const MlGame *game)
{
  if (!has_holdings (game))
    return;
  json_builder_set_member_name (b, "holdings");
  json_builder_begin_array (b);
  for (guint p = 0; p < game->n_players; p++)
    {
      MlHolding rows[ML_MAX_HOLDINGS];
      guint n = ml_expansion_modules_holdings (game, (int) p, rows);
      json_builder_begin_object (b);
      for (guint i = 0; i < n; i++)
        {
          json_builder_set_member_name (b, rows[i].id);
          json_builder_add_int_value (b, rows[i].count);
        }
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
}

/* What @player holds, in words: "2 wine, 1 cloth", or a dash. */
static char *
holdings_text (const MlGame *game, int player)
{
  MlHolding rows[ML_MAX_HOLDINGS];
  guint n = ml_expansion_modules_holdings (game, player, rows);
  GString *out = g_string_new (NULL);
  for (guint i = 0; i < n; i++)
    if (rows[i].count > 0)
      {
        if (out->len)
          g_string_append (out, ", ");
        /* Translators: a count of something a player holds, "2 wine" */
        g_string_append_printf (out, _("%u %s"), rows[i].count, rows[i].name);
      }
  if (out->len == 0)
    g_string_append (out, "—");
  return g_string_free (out, FALSE);
}

static void
print_score_json (const MlScenario *scenario, const MlGame *game, const int *finals, GArray *items,
                  const char *const *names)
{
  g_autoptr (JsonBuilder) b = json_builder_new ();
  json_builder_begin_object (b);
  cli_add_players (b, scenario, game->scores, finals);
  add_holdings (b, game);
  cli_add_score_items (b, game, items, names);
  json_builder_end_object (b);
  cli_print_json (b);
}

static void
print_score_text (const MlScenario *scenario, const MlGame *game, const int *finals, GArray *items,
                  const char *const *names)
{
  gboolean holds = has_holdings (game);
  CliTable *t = cli_table_new (holds ? 4 : 3, "lrrl");
  cli_table_row (t, _("Player"), _("Score"), _("If the game ended now"), holds ? _("Holds") : NULL, NULL);
  for (guint p = 0; p < game->n_players; p++)
    {
      g_autofree char *score = g_strdup_printf ("%d", game->scores[p]);
      g_autofree char *final = g_strdup_printf ("%d", finals[p]);
      g_autofree char *held = holds ? holdings_text (game, (int) p) : NULL;
      cli_table_row (t, names[p], score, final, held, NULL);
    }
  cli_table_print (t);
  if (items->len == 0)
    {
      printf ("\n%s\n", _("No meeple is on the board: nothing scores."));
      return;
    }
  printf ("\n");
  t = cli_table_new (3, "rll");
  cli_table_row (t, _("Points"), _("Who"), _("Why"), NULL);
  for (guint i = 0; i < items->len; i++)
    {
      const MlScoreItem *item = &g_array_index (items, MlScoreItem, i);
      g_autofree char *points = g_strdup_printf ("%d", item->points);
      g_autofree char *who = ml_names_join (item->winners, game->n_players, names);
      g_autofree char *why = ml_score_item_explain (item, game->n_players, names);
      cli_table_row (t, points, who, why, NULL);
    }
  cli_table_print (t);
}

/* What the scenario holds that the game cannot (an expansion's pieces held without it, held
 * twice, more than a player may take, as its part says) is left out of the score or counted
 * as it lies: a line on stderr says so, the score goes on. */
static void
warn_held (const MlScenario *scenario, const MlGame *game)
{
  g_autoptr (GArray) problems = g_array_new (FALSE, FALSE, sizeof (MlProblem));
  g_array_set_clear_func (problems, ml_problem_clear);
  cli_expansions_score_warnings (scenario, problems);
  ml_rules_check_holdings (game, problems);
  for (guint i = 0; i < problems->len; i++)
    fprintf (stderr, "meeple-lab-cli: %s %s\n", _("warning:"), g_array_index (problems, MlProblem, i).message);
}

int
cli_score (int argc, char **argv)
{
  if (!cli_parse ("score", "FILE", _("Settles the board as if the game ended now."), score_entries, &argc, &argv))
    return CLI_BAD_INPUT;
  if (argc != 2)
    return cli_bad_input (_("score takes one scenario file"));
  g_autoptr (MlGame) game = NULL;
  g_autoptr (MlScenario) scenario = cli_load_with (argv[1], reading_overrides, &game, NULL);
  if (scenario == NULL)
    return CLI_BAD_INPUT;
  warn_held (scenario, game);

  const char *names[ML_MAX_PLAYERS];
  ml_scenario_player_names (scenario, names);
  if (compare_reading)
    return cli_score_compare (scenario, argv[1], compare_reading, json_output);
  g_autoptr (GArray) items = g_array_new (FALSE, FALSE, sizeof (MlScoreItem));
  int finals[ML_MAX_PLAYERS];
  ml_game_settle_now (game, items, finals);

  if (json_output)
    print_score_json (scenario, game, finals, items, names);
  else
    print_score_text (scenario, game, finals, items, names);
  return CLI_OK;
}

int
cli_check (int argc, char **argv)
{
  if (!cli_parse ("check", "FILE", _("Lists what in the layout breaks the rules."), check_entries, &argc, &argv))
    return CLI_BAD_INPUT;
  if (argc != 2)
    return cli_bad_input (_("check takes one scenario file"));
  g_autoptr (GArray) problems = g_array_new (FALSE, FALSE, sizeof (MlProblem));
  g_array_set_clear_func (problems, ml_problem_clear);
  g_autoptr (MlGame) game = NULL;
  g_autoptr (MlScenario) scenario = cli_load_with (argv[1], reading_overrides, &game, problems);
  if (scenario == NULL)
    return CLI_BAD_INPUT;
  ml_rules_check_layout (game, problems);

  if (json_output)
    {
      g_autoptr (JsonBuilder) b = json_builder_new ();
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "legal");
      json_builder_add_boolean_value (b, problems->len == 0);
      json_builder_set_member_name (b, "problems");
      json_builder_begin_array (b);
      for (guint i = 0; i < problems->len; i++)
        {
          const MlProblem *p = &g_array_index (problems, MlProblem, i);
          json_builder_begin_object (b);
          json_builder_set_member_name (b, "x");
          json_builder_add_int_value (b, p->x);
          json_builder_set_member_name (b, "y");
          json_builder_add_int_value (b, p->y);
          json_builder_set_member_name (b, "message");
          json_builder_add_string_value (b, p->message);
          json_builder_end_object (b);
        }
      json_builder_end_array (b);
      json_builder_end_object (b);
      cli_print_json (b);
    }
  else if (problems->len == 0)
    printf ("%s\n", _("The layout keeps the rules."));
  else
    {
      printf (ngettext ("%u problem:\n", "%u problems:\n", problems->len), problems->len);
      for (guint i = 0; i < problems->len; i++)
        {
          const MlProblem *p = &g_array_index (problems, MlProblem, i);
          printf ("  (%d, %d)  %s\n", p->x, p->y, p->message);
        }
    }
  return problems->len == 0 ? CLI_OK : CLI_AGAINST_RULES;
}
