/* SPDX-License-Identifier: GPL-3.0-or-later */
/* advise: what each legal move of the tile in hand is worth, by random continuations. */
#include "config.h"
#include "cli-advise.h"
#include "cli-common.h"
#include "cli-expansions.h"
#include "ml-bag.h"

#include <glib/gi18n.h>
#include <stdio.h>

#define MAX_PLAYOUTS 1000000
#define MAX_THREADS 256
#define DEFAULT_SETTLE 4     /* the leading moves may get four times the continuations */
#define MAX_SETTLE 64

static gboolean json_output;
static char *tile_id;
static int playouts = 1000;
static int threads;
static char *seed_text;
static gboolean exhaustive;
static int settle = DEFAULT_SETTLE;
static char **reading_overrides;
static char *second_id;

static GOptionEntry entries[] = {
  { "tile", 0, 0, G_OPTION_ARG_STRING, &tile_id, N_("The tile in hand"), "ID" },
  { "second", 0, 0, G_OPTION_ARG_STRING, &second_id,
    N_("Abu Simbel: the owner's second tile in hand, laid or kept face down (default: the tile kept)"), "ID" },
  { "playouts", 0, 0, G_OPTION_ARG_INT, &playouts,
    N_("Random continuations for each move that stays to the end (default 1000)"), "N" },
  { "threads", 0, 0, G_OPTION_ARG_INT, &threads, N_("Workers (default: one per processor)"), "T" },
  { "seed", 0, 0, G_OPTION_ARG_STRING, &seed_text, N_("Seed of the random continuations (default 0)"), "S" },
  { "exhaustive", 0, 0, G_OPTION_ARG_NONE, &exhaustive,
    N_("Every move gets all its continuations: no move stops early"), NULL },
  { "settle", 0, 0, G_OPTION_ARG_INT, &settle,
    N_("While the leading moves are level, up to F times the continuations for them, to tell them apart "
       "(default 4; 1: no more)"), "F" },
  CLI_READING_ENTRY (reading_overrides),
  { "json", 0, 0, G_OPTION_ARG_NONE, &json_output, N_("Print one JSON object"), NULL },
  { NULL, 0, 0, 0, NULL, NULL, NULL }
};

/* What the meeple stands as, or the id of a module's figure ("prior"). */
static const char *
role_id (const MlAdviseMeeple *d)
{
  static const char *const ids[] = { "thief", "knight", "monk", "farmer", "none" };
  G_STATIC_ASSERT (G_N_ELEMENTS (ids) == ML_ROLE_NONE + 1);
  if (d->choice.figure != ML_FIGURE_MEEPLE)
    return ml_figure (d->choice.figure)->id;
  return ids[d->role];
}

const char *
cli_advise_role_text (const MlAdviseMeeple *d)
{
  if (d->choice.figure != ML_FIGURE_MEEPLE)
    return _(ml_figure (d->choice.figure)->name);
  switch (d->role)
    {
    case ML_ROLE_THIEF: return _("thief");
    case ML_ROLE_KNIGHT: return _("knight");
    case ML_ROLE_MONK: return _("monk");
    case ML_ROLE_FARMER: return _("farmer");
    case ML_ROLE_NONE:
    default: return _("meeple");
    }
}

/* The scenario's optional "bag" member (ml_bag_from_scenario()); FALSE (message printed)
 * when it is not of that shape. */
static gboolean
read_bag (const MlScenario *scenario, const char *path, GPtrArray **bag)
{
  const char *id;
  switch (ml_bag_from_scenario (scenario, bag, &id))
    {
    case ML_BAG_OK:
      return TRUE;
    case ML_BAG_NOT_OBJECT:
      cli_bad_input (_("%s: $.bag: expected an object of tile ids and counts"), path);
      return FALSE;
    case ML_BAG_NO_SUCH_TILE:
      cli_bad_input (_("%s: $.bag.%s: no such tile (see meeple-lab-cli tiles)"), path, id);
      return FALSE;
    case ML_BAG_BAD_COUNT:
    default:
      cli_bad_input (_("%s: $.bag.%s: expected a whole number from 0 to %d"), path, id, ML_BAG_MAX_COPIES);
      return FALSE;
    }
}

/* "knight at (3, 0) N", or "no meeple"; an expansion's action stands instead of the
 * meeples on the tile, and its other choices follow them, in its words. */
static char *
meeples_text (const MlAdviseMove *m)
{
  GString *text = g_string_new (NULL);
  gboolean own = cli_expansions_advise_lead (m, text);
  if (!own && m->n_meeples == 0)
    g_string_append (text, _("no meeple"));
  for (guint i = 0; (m->action == ML_ACTION_NONE || m->action == ML_ACTION_MEEPLES) && i < m->n_meeples; i++)
    {
      const MlAdviseMeeple *d = &m->meeples[i];
      if (i)
        g_string_append (text, ", ");
      /* TRANSLATORS: a meeple of a move: its role, square and location code (N, ENE, C…) */
      g_string_append_printf (text, _("%s at (%d, %d) %s"), cli_advise_role_text (d), d->x, d->y, ml_loc_name (d->loc));
    }
  cli_expansions_advise_more (m, text);
  return g_string_free (text, FALSE);
}

static void
print_json (const MlAdvice *advice, const MlScenario *scenario, const int *scores, guint32 seed, double seconds)
{
  g_autoptr (JsonBuilder) b = json_builder_new ();
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "tile");
  json_builder_add_string_value (b, advice->tile->id);
  json_builder_set_member_name (b, "player");
  json_builder_add_int_value (b, advice->player);
  json_builder_set_member_name (b, "seed");
  json_builder_add_int_value (b, seed);
  json_builder_set_member_name (b, "bag");
  json_builder_add_int_value (b, advice->bag_size);
  json_builder_set_member_name (b, "playouts");
  json_builder_add_int_value (b, (gint64) advice->playouts);
  json_builder_set_member_name (b, "seconds");
  json_builder_add_double_value (b, seconds);
  cli_add_players (b, scenario, scores, NULL);
  /* The near-tie: how many leading moves are level (0: the first is clear of the second),
   * within how many points, and what telling them apart cost. */
  json_builder_set_member_name (b, "tied");
  json_builder_add_int_value (b, advice->n_tied);
  json_builder_set_member_name (b, "tied_within");
  json_builder_add_double_value (b, advice->n_tied ? advice->tie_within : 0);
  json_builder_set_member_name (b, "settle_playouts");
  json_builder_add_int_value (b, (gint64) advice->settle_playouts);
  json_builder_set_member_name (b, "moves");
  json_builder_begin_array (b);
  for (guint i = 0; i < advice->n_moves; i++)
    {
      const MlAdviseMove *m = &advice->moves[i];
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "x");
      json_builder_add_int_value (b, m->at.x);
      json_builder_set_member_name (b, "y");
      json_builder_add_int_value (b, m->at.y);
      json_builder_set_member_name (b, "rotation");
      json_builder_add_int_value (b, m->at.rot * 90);
      json_builder_set_member_name (b, "meeples");
      json_builder_begin_array (b);
      for (guint k = 0; k < m->n_meeples; k++)
        {
          const MlAdviseMeeple *d = &m->meeples[k];
          json_builder_begin_object (b);
          json_builder_set_member_name (b, "x");
          json_builder_add_int_value (b, d->x);
          json_builder_set_member_name (b, "y");
          json_builder_add_int_value (b, d->y);
          json_builder_set_member_name (b, "at");
          json_builder_add_string_value (b, ml_loc_name (d->loc));
          json_builder_set_member_name (b, "role");
          json_builder_add_string_value (b, role_id (d));
          json_builder_end_object (b);
        }
      json_builder_end_array (b);
      cli_expansions_advise_members (m, b);
      json_builder_set_member_name (b, "mean");
      json_builder_add_double_value (b, m->mean);
      json_builder_set_member_name (b, "low");
      json_builder_add_double_value (b, m->mean - m->half);
      json_builder_set_member_name (b, "high");
      json_builder_add_double_value (b, m->mean + m->half);
      json_builder_set_member_name (b, "playouts");
      json_builder_add_int_value (b, m->playouts);
      json_builder_set_member_name (b, "scores");
      json_builder_begin_array (b);
      for (guint p = 0; p < advice->n_players; p++)
        json_builder_add_double_value (b, m->scores[p]);
      json_builder_end_array (b);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
  cli_print_json (b);
}

static void
print_text (const MlAdvice *advice, const MlScenario *scenario)
{
  const char *names[ML_MAX_PLAYERS];
  ml_scenario_player_names (scenario, names);
  printf (_("%s to move, tile %s in hand.\n"), names[advice->player], advice->tile->id);
  printf (ngettext ("%u legal move; ", "%u legal moves; ", advice->n_moves), advice->n_moves);
  printf (ngettext ("%u tile left to draw.\n", "%u tiles left to draw.\n", advice->bag_size), advice->bag_size);
  printf ("%s\n\n", _("Margin: the mover's final score minus the best other player's, "
                      "averaged over random continuations, with its 95-percent confidence interval."));
  CliTable *t = cli_table_new (7, "rrrrlrr");
  cli_table_row (t, "#", "x", "y", _("rotation"), _("meeple"), _("margin"), _("playouts"), NULL);
  for (guint i = 0; i < advice->n_moves; i++)
    {
      const MlAdviseMove *m = &advice->moves[i];
      g_autofree char *rank = g_strdup_printf ("%u", i + 1);
      g_autofree char *x = g_strdup_printf ("%d", m->at.x), *y = g_strdup_printf ("%d", m->at.y);
      g_autofree char *r = g_strdup_printf ("%d", m->at.rot * 90);
      g_autofree char *meeple = meeples_text (m);
      g_autofree char *margin = g_strdup_printf ("%+.1f ± %.1f", m->mean, m->half);
      g_autofree char *n = g_strdup_printf ("%u", m->playouts);
      cli_table_row (t, rank, x, y, r, meeple, margin, n, NULL);
    }
  cli_table_print (t);
  printf ("\n");
  if (advice->n_tied)
    /* TRANSLATORS: after the table of moves: how many leading moves (2 or more) the
     * continuations could not tell apart, and the points within which they are equal */
    printf (ngettext ("The first %u moves are worth the same, within %.1f points.\n",
                      "The first %u moves are worth the same, within %.1f points.\n", advice->n_tied),
            advice->n_tied, advice->tie_within);
  else if (advice->n_moves > 1)
    printf ("%s\n", _("The first move is clearly better than the second."));
  if (advice->settle_playouts)
    {
      g_autofree char *count = g_strdup_printf ("%" G_GUINT64_FORMAT, advice->settle_playouts);
      /* TRANSLATORS: after the table of moves: the continuations played beyond the plan */
      printf (ngettext ("%s more continuation was played to tell the leading moves apart.\n",
                        "%s more continuations were played to tell the leading moves apart.\n",
                        (gulong) MIN (advice->settle_playouts, G_MAXULONG)),
              count);
    }
}

int
cli_advise (int argc, char **argv)
{
  if (!cli_parse ("advise", "FILE --tile ID",
                  _("Ranks every legal move of the tile in hand by the mover's expected final margin, "
                    "from random continuations of the game."), entries, &argc, &argv))
    return CLI_BAD_INPUT;
  if (argc != 2)
    return cli_bad_input (_("advise takes one scenario file"));
  if (tile_id == NULL)
    return cli_bad_input (_("--tile is missing"));
  const MlTileDef *tile = ml_catalogue_lookup (ml_catalogue_get_default (), tile_id);
  if (tile == NULL)
    return cli_bad_input (_("--tile: unknown tile “%s” (see meeple-lab-cli tiles)"), tile_id);
  const MlTileDef *second = second_id ? ml_catalogue_lookup (ml_catalogue_get_default (), second_id) : NULL;
  if (second_id && second == NULL)
    return cli_bad_input (_("--second: unknown tile “%s” (see meeple-lab-cli tiles)"), second_id);
  if (playouts < 2 || playouts > MAX_PLAYOUTS)
    return cli_bad_input (_("--playouts: %d is not from 2 to %d"), playouts, MAX_PLAYOUTS);
  if (threads < 0 || threads > MAX_THREADS)
    return cli_bad_input (_("--threads: %d is not from 0 to %d"), threads, MAX_THREADS);
  if (settle < 1 || settle > MAX_SETTLE)
    return cli_bad_input (_("--settle: %d is not from 1 to %d"), settle, MAX_SETTLE);
  guint64 seed = 0;
  if (seed_text && !g_ascii_string_to_unsigned (seed_text, 10, 0, G_MAXUINT32, &seed, NULL))
    return cli_bad_input (_("--seed: “%s” is not a whole number from 0 to %u"), seed_text, G_MAXUINT32);

  g_autoptr (MlGame) game = NULL;
  g_autoptr (MlScenario) scenario = cli_load_with (argv[1], reading_overrides, &game, NULL);
  if (scenario == NULL)
    return CLI_BAD_INPUT;
  g_autoptr (GPtrArray) bag = NULL;
  if (!read_bag (scenario, argv[1], &bag))
    return CLI_BAD_INPUT;

  MlAdviseOptions options = {
    .playouts = (guint) playouts, .threads = (guint) threads, .seed = (guint32) seed,
    .exhaustive = exhaustive, .bag = bag, .settle = (guint) settle,
  };
  /* A tile an expansion lets the mover hold besides the one drawn (kept face down). */
  const MlTileDef *kept = cli_expansions_advise_other (game);
  options.other = second ? second : kept != tile ? kept : NULL;
  g_autoptr (GError) error = NULL;
  gint64 start = g_get_monotonic_time ();
  g_autoptr (MlAdvice) advice = ml_advise (game, tile, &options, NULL, &error);
  double seconds = (double) (g_get_monotonic_time () - start) / G_USEC_PER_SEC;
  if (advice == NULL)
    {
      /* The tile is known and the file sound: what is asked is against the rules. */
      if (json_output)
        {
          g_autoptr (JsonBuilder) b = json_builder_new ();
          json_builder_begin_object (b);
          json_builder_set_member_name (b, "legal");
          json_builder_add_boolean_value (b, FALSE);
          json_builder_set_member_name (b, "message");
          json_builder_add_string_value (b, error->message);
          json_builder_set_member_name (b, "moves");
          json_builder_begin_array (b);
          json_builder_end_array (b);
          json_builder_end_object (b);
          cli_print_json (b);
        }
      else
        printf ("%s %s\n", _("Not legal:"), error->message);
      return CLI_AGAINST_RULES;
    }
  if (json_output)
    print_json (advice, scenario, game->scores, (guint32) seed, seconds);
  else
    print_text (advice, scenario);
  return CLI_OK;
}
