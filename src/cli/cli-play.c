/* SPDX-License-Identifier: GPL-3.0-or-later */
/* play: random complete games, and how many of them the processors play a second. */
#include "config.h"
#include "cli-common.h"
#include "cli-expansions.h"
#include "ml-number.h"
#include "ml-play.h"
#include "ml-strategy-game.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <time.h>

static gboolean json_output;
static int n_players = 2;
static char *seed_text;
static char *expansions_text;
static int n_games = 1;
static int n_threads = 1;
static char **reading_specs;
static char *strategies_text;
static int n_playouts = 50;

/* Like advise's bound: far above any processor count, low enough to refuse typos. */
#define MAX_THREADS 256

static GOptionEntry entries[] = {
  { "players", 0, 0, G_OPTION_ARG_INT, &n_players, N_("Number of players, 1 to 6 (default 2)"), "N" },
  { "seed", 0, 0, G_OPTION_ARG_STRING, &seed_text, N_("Seed of the random draws (default: from the clock)"), "S" },
  { "expansions", 0, 0, G_OPTION_ARG_STRING, &expansions_text,
    NULL, "LIST" },
  { "games", 0, 0, G_OPTION_ARG_INT, &n_games, N_("How many games to play (default 1)"), "G" },
  { "threads", 0, 0, G_OPTION_ARG_INT, &n_threads, N_("Workers, 0 for one per processor (default 1)"), "T" },
  { "reading", 0, 0, G_OPTION_ARG_STRING_ARRAY, &reading_specs,
    N_("Play under this answer to a rule reading (repeatable; see meeple-lab-cli readings)"), "ID=ANSWER" },
  { "strategies", 0, 0, G_OPTION_ARG_STRING, &strategies_text,
    N_("Each player's strategy in turn, comma-separated: random, greedy or advisor (default: all random)"),
    "S1,S2,…" },
  { "playouts", 0, 0, G_OPTION_ARG_INT, &n_playouts,
    N_("Continuations the advisor plays for a move (default 50)"), "P" },
  { "json", 0, 0, G_OPTION_ARG_NONE, &json_output, N_("Print one JSON object"), NULL },
  G_OPTION_ENTRY_NULL
};

/* The processor time of this process: on a shared machine it leaves out the time other
 * programs took, which wall-clock seconds do not. */
static double
cpu_seconds (void)
{
  struct timespec ts;
  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &ts);
  return (double) ts.tv_sec + (double) ts.tv_nsec / 1e9;
}

static gboolean
parse_expansions (guint *out)
{
  *out = 0;
  if (expansions_text == NULL)
    {
      *out = ml_expansions_default ();
      return TRUE;
    }
  g_auto (GStrv) ids = g_strsplit (expansions_text, ",", -1);
  for (guint i = 0; ids[i]; i++)
    {
      MlExpansions e;
      char *id = g_strstrip (ids[i]);
      if (*id == '\0')
        continue;
      if (!ml_expansion_parse (id, &e))
        {
          /* Translators: the second %s lists the known ids: "farmers, river, abbeys, wonders" */
          cli_bad_input (_("--expansions: unknown expansion “%s” (%s)"), id, ml_expansions_list ());
          return FALSE;
        }
      *out |= e;
    }
  return TRUE;
}

/* --reading ID=ANSWER, each over the defaults. */
static gboolean
parse_readings (MlReadings *out)
{
  ml_readings_init (out);
  for (guint i = 0; reading_specs && reading_specs[i]; i++)
    {
      g_auto (GStrv) parts = g_strsplit (reading_specs[i], "=", 2);
      const MlReadingDef *def = parts[0] ? ml_reading_lookup (parts[0]) : NULL;
      int answer = def && parts[1] ? ml_reading_answer_index (def, parts[1]) : -1;
      if (answer < 0)
        {
          cli_bad_input (_("--reading: “%s” is not ID=ANSWER with a known reading and answer (see meeple-lab-cli readings)"),
                         reading_specs[i]);
          return FALSE;
        }
      out->answer[def->reading] = (guint8) answer;
    }
  return TRUE;
}

/* --strategies S1,S2,…: one a player, in turn. */
static gboolean
parse_strategies (MlStrategy *out)
{
  g_auto (GStrv) ids = g_strsplit (strategies_text, ",", -1);
  guint n = g_strv_length (ids);
  if (n != (guint) n_players)
    {
      cli_bad_input (ngettext ("--strategies: %u strategy given for %d players; give one a player",
                               "--strategies: %u strategies given for %d players; give one a player", n),
                     n, n_players);
      return FALSE;
    }
  for (guint i = 0; i < n; i++)
    {
      MlStrategyKind kind;
      char *id = g_strstrip (ids[i]);
      if (!ml_strategy_parse (id, &kind))
        {
          /* Translators: the second %s lists the known ids: "random, greedy, advisor" */
          cli_bad_input (_("--strategies: unknown strategy “%s” (%s)"), id, ml_strategy_list ());
          return FALSE;
        }
      out[i] = (MlStrategy) { .kind = kind, .playouts = (guint) n_playouts };
    }
  return TRUE;
}

/* What each seat did over the games. */
typedef struct {
  const MlStrategy *seats;   /* NULL: no --strategies, every seat random */
  guint wins[ML_MAX_PLAYERS];
  gint64 finals[ML_MAX_PLAYERS];
} Tally;

/* Prints the figures and the last game, as text or JSON. */
static int
print_result (guint expansions, guint64 seed, guint threads, double seconds, double cpu, double rate,
              const MlGame *game, guint discarded, const Tally *tally)
{
  if (json_output)
    {
      g_autoptr (JsonBuilder) b = json_builder_new ();
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "games");
      json_builder_add_int_value (b, n_games);
      json_builder_set_member_name (b, "seconds");
      json_builder_add_double_value (b, seconds);
      json_builder_set_member_name (b, "games_per_second");
      json_builder_add_double_value (b, rate);
      json_builder_set_member_name (b, "threads");
      json_builder_add_int_value (b, threads);
      json_builder_set_member_name (b, "cpu_seconds");
      json_builder_add_double_value (b, cpu);
      json_builder_set_member_name (b, "games_per_cpu_second");
      json_builder_add_double_value (b, cpu > 0 ? n_games / cpu : 0);
      json_builder_set_member_name (b, "seed");
      json_builder_add_int_value (b, (gint64) seed);
      /* Each seat's strategy (random unless --strategies says), wins and mean final score. */
        {
          json_builder_set_member_name (b, "players");
          json_builder_begin_array (b);
          for (guint p = 0; p < game->n_players; p++)
            {
              json_builder_begin_object (b);
              json_builder_set_member_name (b, "strategy");
              json_builder_add_string_value (b, tally->seats ? ml_strategy_name (tally->seats[p].kind) : "random");
              json_builder_set_member_name (b, "wins");
              json_builder_add_int_value (b, tally->wins[p]);
              json_builder_set_member_name (b, "mean_final");
              json_builder_add_double_value (b, (double) tally->finals[p] / n_games);
              json_builder_end_object (b);
            }
          json_builder_end_array (b);
        }
      json_builder_set_member_name (b, "last");
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "tiles");
      json_builder_add_int_value (b, ml_board_n_pieces (game->board));
      json_builder_set_member_name (b, "discarded");
      json_builder_add_int_value (b, discarded);
      /* Which tiles, in the order they were set aside, as a scenario's "set_aside". */
      json_builder_set_member_name (b, "set_aside");
      json_builder_begin_array (b);
      for (guint i = 0; i < game->n_set_aside; i++)
        json_builder_add_string_value (b, game->set_aside[i]->id);
      json_builder_end_array (b);
      cli_expansions_play_members (expansions, game, b);
      json_builder_set_member_name (b, "players");
      json_builder_begin_array (b);
      for (guint p = 0; p < game->n_players; p++)
        {
          json_builder_begin_object (b);
          json_builder_set_member_name (b, "score");
          json_builder_add_int_value (b, game->scores[p]);
          json_builder_end_object (b);
        }
      json_builder_end_array (b);
      json_builder_end_object (b);
      json_builder_end_object (b);
      cli_print_json (b);
      return CLI_OK;
    }
  g_autofree char *games = ml_number_format (n_games, 0);
  g_autofree char *secs = ml_number_format (seconds, 3);
  g_autofree char *per_s = ml_number_format (rate, 0);
  printf (ngettext ("%s game in %s s: %s games a second (seed %llu).\n",
                    "%s games in %s s: %s games a second (seed %llu).\n", n_games),
          games, secs, per_s, (unsigned long long) seed);
  g_autofree char *laid = g_strdup_printf (ngettext ("%u tile", "%u tiles", ml_board_n_pieces (game->board)),
                                            ml_board_n_pieces (game->board));
  g_autofree char *aside = g_strdup_printf (ngettext ("%u tile", "%u tiles", discarded),
                                             discarded);
  /* Translators: "Last game: 72 tiles laid, 0 tiles set aside." */
  printf (_("Last game: %s laid, %s set aside.\n\n"), laid, aside);
  if (tally->seats)
    {
      CliTable *s = cli_table_new (4, "llrr");
      cli_table_row (s, _("Player"), _("Strategy"), _("Wins"), _("Mean final score"), NULL);
      for (guint p = 0; p < game->n_players; p++)
        {
          g_autofree char *who = g_strdup_printf (_("Player %u"), p + 1);
          g_autofree char *wins = ml_number_format (tally->wins[p], 0);
          g_autofree char *mean = ml_number_format ((double) tally->finals[p] / n_games, 1);
          cli_table_row (s, who, ml_strategy_name (tally->seats[p].kind), wins, mean, NULL);
        }
      cli_table_print (s);
      printf ("\n");
    }
  CliTable *t = cli_table_new (2, "lr");
  cli_table_row (t, _("Player"), _("Final score"), NULL);
  for (guint p = 0; p < game->n_players; p++)
    {
      g_autofree char *who = g_strdup_printf (_("Player %u"), p + 1);
      g_autofree char *score = g_strdup_printf ("%d", game->scores[p]);
      cli_table_row (t, who, score, NULL);
    }
  cli_table_print (t);
  return CLI_OK;
}

/* One worker: its own game, playout and random streams; it plays games first, first + step,
 * … so that the last game of all is the last it plays and stays on its board. Its state is
 * made by its own thread, from that thread's memory, and each worker has cache lines of its
 * own: two threads writing to neighbouring bytes would slow each other. */
typedef struct
{
  MlPlayout *playout;
  MlGame *game;
  MlRand *rands[ML_RAND_BATCH];   /* the streams of its next games */
  guint players, expansions;
  guint32 seed;
  guint first, step, n_games;
  MlReadings readings;
  const MlStrategy *seats;   /* with --strategies */
  MlStrategyGame *strategy_game;
  Tally tally;               /* this worker's games */
} __attribute__ ((aligned (64))) Worker;

/* Who won the game just played (a tie for first counts for each), and the final scores. */
static void
tally_game (Worker *w)
{
  int best = G_MININT;
  for (guint p = 0; p < w->players; p++)
    best = MAX (best, w->game->scores[p]);
  for (guint p = 0; p < w->players; p++)
    {
      w->tally.wins[p] += w->game->scores[p] == best;
      w->tally.finals[p] += w->game->scores[p];
    }
}

/* The stream of game @i, the worker's game @k: the streams of its next ML_RAND_BATCH games
 * are seeded at once, which is faster than one by one. */
static MlRand *
game_rand (Worker *w, guint k, guint i)
{
  if (k % ML_RAND_BATCH == 0)
    {
      guint32 seeds[ML_RAND_BATCH];
      for (guint b = 0; b < ML_RAND_BATCH; b++)
        seeds[b] = ml_play_game_seed (w->seed, i + b * w->step);
      ml_rand_set_seeds (w->rands, seeds);
    }
  return w->rands[k % ML_RAND_BATCH];
}

/* The games of --strategies. */
static void
play_strategy_games (Worker *w)
{
  w->strategy_game = ml_strategy_game_new (w->expansions, &w->readings);
  for (guint i = w->first, k = 0; i < w->n_games; i += w->step, k++)
    {
      ml_strategy_game_run (w->strategy_game, w->game, w->players, w->seats, game_rand (w, k, i));
      ml_game_finish (w->game, NULL);
      tally_game (w);
    }
}

static gpointer
play_games (gpointer data)
{
  Worker *w = data;
  w->playout = ml_playout_new (w->expansions);
  ml_playout_set_readings (w->playout, &w->readings);
  w->game = ml_game_new (w->players, w->expansions);
  for (guint b = 0; b < ML_RAND_BATCH; b++)
    w->rands[b] = ml_rand_new_with_seed (0);
  if (w->seats)
    {
      play_strategy_games (w);
      return NULL;
    }
  for (guint i = w->first, k = 0; i < w->n_games; i += w->step, k++)
    {
      ml_playout_run (w->playout, w->game, w->players, game_rand (w, k, i), NULL, NULL);
      ml_game_finish (w->game, NULL);
      tally_game (w);
    }
  return NULL;
}

int
cli_play (int argc, char **argv)
{
  /* The help lists the expansions of the table, whatever they are. */
  static char *expansions_help;
  if (expansions_help == NULL)
    /* Translators: %s lists the expansions' ids: "farmers, river, abbeys, wonders" */
    expansions_help = g_strdup_printf (_("Comma-separated: %s (default farmers)"), ml_expansions_list ());
  entries[2].description = expansions_help;
  if (!cli_parse ("play", "", _("Plays random complete games: random draw order, random legal placement and "
                                "meeple choice, full scoring."), entries, &argc, &argv))
    return CLI_BAD_INPUT;
  if (argc != 1)
    return cli_bad_input (_("play takes no file"));
  if (n_players < 1 || n_players > ML_MAX_PLAYERS)
    return cli_bad_input (_("--players: %d is not from 1 to %d"), n_players, ML_MAX_PLAYERS);
  if (n_games < 1)
    return cli_bad_input (_("--games: %d is not a positive number"), n_games);
  guint64 seed;
  if (seed_text == NULL)
    seed = (guint64) g_get_real_time () & G_MAXUINT32;
  else if (!g_ascii_string_to_unsigned (seed_text, 10, 0, G_MAXUINT32, &seed, NULL))
    return cli_bad_input (_("--seed: “%s” is not a whole number from 0 to %u"), seed_text, G_MAXUINT32);
  if (n_threads < 0 || n_threads > MAX_THREADS)
    return cli_bad_input (_("--threads: %d is not from 0 to %d"), n_threads, MAX_THREADS);
  guint expansions;
  MlReadings readings;
  if (!parse_expansions (&expansions) || !parse_readings (&readings))
    return CLI_BAD_INPUT;
  MlStrategy seats[ML_MAX_PLAYERS];
  if (strategies_text)
    {
      if (n_playouts < 2 || n_playouts > 1000000)
        return cli_bad_input (_("--playouts: %d is not from 2 to %d"), n_playouts, 1000000);
      if (!parse_strategies (seats))
        return CLI_BAD_INPUT;
    }

  guint threads = n_threads == 0 ? g_get_num_processors () : (guint) n_threads;
  threads = MIN (threads, (guint) n_games);
  Worker *workers = g_aligned_alloc0 (threads, sizeof (Worker), 64);
  /* The tile tables are read once here, not raced for by the workers. */
  ml_catalogue_get_default ();
  for (guint t = 0; t < threads; t++)
    workers[t] = (Worker) { .players = (guint) n_players, .expansions = expansions, .seed = (guint32) seed,
                            .first = t, .step = threads, .n_games = (guint) n_games, .readings = readings,
                            .seats = strategies_text ? seats : NULL };
  GThread **running = g_new0 (GThread *, threads);
  gint64 start = g_get_monotonic_time ();
  double cpu_start = cpu_seconds ();
  /* The calling thread is worker 0: one thread plays alone, as before threads. */
  for (guint t = 1; t < threads; t++)
    running[t] = g_thread_new ("play", play_games, &workers[t]);
  play_games (&workers[0]);
  for (guint t = 1; t < threads; t++)
    g_thread_join (running[t]);
  double seconds = (double) (g_get_monotonic_time () - start) / G_USEC_PER_SEC;
  double cpu = cpu_seconds () - cpu_start;
  double rate = seconds > 0 ? n_games / seconds : 0;
  const Worker *last = &workers[(guint) (n_games - 1) % threads];
  const MlGame *game = last->game;
  Tally tally = { .seats = strategies_text ? seats : NULL };
  for (guint t = 0; t < threads; t++)
    for (guint p = 0; p < ML_MAX_PLAYERS; p++)
      {
        tally.wins[p] += workers[t].tally.wins[p];
        tally.finals[p] += workers[t].tally.finals[p];
      }
  guint discarded = last->strategy_game ? ml_strategy_game_discarded (last->strategy_game)
                                        : ml_playout_discarded (last->playout);
  int status = print_result (expansions, seed, threads, seconds, cpu, rate, game, discarded, &tally);
  for (guint t = 0; t < threads; t++)
    {
      ml_playout_free (workers[t].playout);
      ml_strategy_game_free (workers[t].strategy_game);
      ml_game_free (workers[t].game);
      for (guint b = 0; b < ML_RAND_BATCH; b++)
        ml_rand_free (workers[t].rands[b]);
    }
  g_free (running);
  g_aligned_free (workers);
  return status;
}

