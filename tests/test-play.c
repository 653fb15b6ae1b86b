/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Random whole games: invariants after every turn and at the end, for several sets of
 * expansions and numbers of players, and reproducibility by seed. */
#include "config.h"
#include "test-util.h"
#include "wonders/ml-wonders.h"
#include "river/ml-river-readings.h"

#include <string.h>

/* Over all games with the Wonders of a test: wonders taken, bonuses given, extra turns. */
static guint t_wonders_taken, t_bonuses, t_extra_turns, t_by_effect[ML_N_EFFECTS];
static guint t_cothon_taken, t_on_cothon;   /* Cothons taken at the pairs, meeples put on them then */

typedef struct {
  guint n_players;
  guint expansions;
  guint turns;
  int scores[ML_MAX_PLAYERS];
  guint meeples[ML_MAX_PLAYERS];
  GHashTable *scored;        /* roots of the features scored so far in this game */
  GChecksum *digest;         /* of every event, to compare games */
  guint score_events;
  guint bonus_events, wonders_taken, extra_turns;
} Tracker;

static void
tracker_init (Tracker *t, guint n_players, guint expansions)
{
  memset (t, 0, sizeof *t);
  t->n_players = n_players;
  t->expansions = expansions;
  t->scored = g_hash_table_new (NULL, NULL);
  t->digest = g_checksum_new (G_CHECKSUM_SHA256);
}

static void
tracker_clear (Tracker *t)
{
  g_hash_table_unref (t->scored);
  g_checksum_free (t->digest);
}

static void
digest_event (Tracker *t, const MlEvent *ev)
{
  gint64 fields[] = { ev->kind, ev->player, ev->x, ev->y, ev->rot, ev->role, ev->count,
                      ev->kind == ML_EVENT_SCORE ? ev->item.points : 0,
                      ev->kind == ML_EVENT_SCORE ? ev->item.winners : 0,
                      ev->tile ? (gint64) ev->tile->index : -1 };
  g_checksum_update (t->digest, (const guchar *) fields, sizeof fields);
}

static int
expected_points (const MlScoreItem *item)
{
  switch (item->kind)
    {
    case ML_SCORE_ROAD: return (int) item->tiles;
    case ML_SCORE_CITY: return (int) (2 * (item->tiles + item->shields));
    case ML_SCORE_MONASTERY: return 9;
    case ML_SCORE_FIELD:
    case ML_SCORE_MODULE:
    case ML_N_SCORE_KINDS:
    default: g_assert_not_reached ();
    }
}

static void
on_turn (MlGame *game, GArray *events, gpointer data)
{
  Tracker *t = data;
  MlBoard *board = game->board;
  t->turns++;
  g_assert_nonnull (events);
  g_assert_cmpuint (events->len, >=, 1);

  const MlEvent *first = &g_array_index (events, MlEvent, 0);
  g_assert_true (first->kind == ML_EVENT_TILE || first->kind == ML_EVENT_ROOM);
  int mover = first->player;
  g_assert_cmpint (mover, >=, 0);
  g_assert_cmpint (mover, <, (int) t->n_players);
  int at = ml_board_piece_at (board, first->x, first->y, NULL);
  g_assert_cmpint (at, !=, ML_NO_PIECE);
  g_assert_true (ml_board_piece (board, (guint) at)->tile == first->tile);
  if (ml_tile_is_wonder (first->tile))
    g_assert_cmpint (ml_board_piece (board, (guint) at)->owner, ==, mover);

  int gained[ML_MAX_PLAYERS] = { 0 };
  guint placed[ML_MAX_PLAYERS] = { 0 }, returned[ML_MAX_PLAYERS] = { 0 };
  gboolean again = first->kind == ML_EVENT_ROOM;
  for (guint i = 0; i < events->len; i++)
    {
      const MlEvent *ev = &g_array_index (events, MlEvent, i);
      digest_event (t, ev);
      switch (tu_event_key (ev))
        {
        case ML_EVENT_TILE:
        case ML_EVENT_ROOM:
          g_assert_cmpuint (i, ==, 0);
          break;
        case ML_EVENT_MEEPLE:
        case TU_EVENT_OWN + ML_WONDERS_EVENT_FROM_PORT:
          /* The taker of the Cothon puts meeples on it at once, on anyone's turn, right after
           * taking it: those are the only meeples put on a wonder not laid this turn. */
          if (ev->kind == ML_EVENT_MEEPLE && ev->tile->effect == ML_EFFECT_COTHON)
            {
              g_assert_cmpuint (i, >=, 2);
              const MlEvent *before = &g_array_index (events, MlEvent, i - 1);
              if (before->kind == ML_EVENT_MEEPLE)
                before = &g_array_index (events, MlEvent, i - 2);
              g_assert_true (ml_wonders_event_is (before, ML_WONDERS_EVENT_MARKER));
              g_assert_true (before->tile == ev->tile);
              g_assert_cmpint (before->player, ==, ev->player);
              g_assert_cmpint (ev->role, !=, ML_ROLE_NONE);
              placed[ev->player]++;
              t_on_cothon++;
              break;
            }
          g_assert_cmpint (ev->player, ==, mover);
          g_assert_cmpint (ev->role, !=, ML_ROLE_NONE);
          if (ev->role == ML_ROLE_FARMER)
            g_assert_true (t->expansions & ML_EXPANSION_FARMERS);
          if (ev->figure != ML_FIGURE_MEEPLE)
            g_assert_true (t->expansions & ml_figure (ev->figure)->expansion);
          if (ml_wonders_event_is (ev, ML_WONDERS_EVENT_FROM_PORT))
            g_assert_true (ev->role != ML_ROLE_FARMER && ev->figure == ML_FIGURE_MEEPLE);
          placed[mover]++;
          break;
        case ML_EVENT_SCORE:
          {
            const MlScoreItem *item = &ev->item;
            t->score_events++;
            g_assert_true (item->complete);
            g_assert_cmpuint (item->winners, !=, 0);
            g_assert_cmpuint (item->winners >> t->n_players, ==, 0);
            g_assert_cmpint (item->points, ==, expected_points (item));
            /* A feature scores once in a game. */
            g_assert_cmpuint (ml_board_find (board, item->feat), ==, item->feat);
            if (g_hash_table_contains (t->scored, GUINT_TO_POINTER (item->feat)))
              g_error ("feature %u scored twice (turn %u)", item->feat, t->turns);
            g_hash_table_add (t->scored, GUINT_TO_POINTER (item->feat));
            MlFeatureInfo info;
            ml_board_feature_info (board, item->feat, &info);
            g_assert_true (info.complete);
            for (guint p = 0; p < ML_MAX_PLAYERS; p++)
              g_assert_cmpuint (info.meeples[p], ==, 0);
            for (guint p = 0; p < t->n_players; p++)
              if ((item->winners >> p) & 1)
                gained[p] += item->points;
          }
          break;
        case ML_EVENT_BONUS:
          {
            const MlScoreItem *item = &ev->item;
            t->bonus_events++;
            MlEffect effect = ml_wonders_item_effect (item);
            t_by_effect[effect]++;
            g_assert_true (t->expansions & ML_EXPANSION_WONDERS);
            g_assert_cmpint (effect, !=, ML_EFFECT_NONE);
            g_assert_cmpuint (item->winners, ==, 1u << ev->player);
            g_assert_cmpint (item->points, ==, (int) (item->units * item->rate));
            g_assert_cmpint (item->points, >, 0);
            /* The owner of the wonder gets it, and only from a laid wonder. */
            gboolean owns = FALSE;
            for (guint k = 0; k < ml_board_n_pieces (board); k++)
              owns |= ml_board_piece (board, k)->tile->effect == effect && ml_board_piece (board, k)->owner == ev->player;
            g_assert_true (owns);
            gained[ev->player] += item->points;
          }
          break;
        case TU_EVENT_OWN + ML_WONDERS_EVENT_TAKEN:
          t->wonders_taken++;
          t_cothon_taken += ev->tile->effect == ML_EFFECT_COTHON;
          g_assert_cmpint (game->scores[ev->player], >=, 10);
          g_assert_true (ml_tile_is_wonder (ev->tile));
          break;
        case ML_EVENT_RETURN:
          g_assert_cmpuint (ev->count, >, 0);
          returned[ev->player] += ev->count;
          break;
        case ML_EVENT_KEPT:
          g_assert_cmpuint (ev->count, >, 0);
          /* Meeples going home into the port leave the board; those of a newly taken
           * Cothon (after its marker and the meeples put on it) come from the supply. */
          {
            const MlEvent *before = i ? &g_array_index (events, MlEvent, i - 1) : NULL;
            gboolean taking = before && (ml_wonders_event_is (before, ML_WONDERS_EVENT_MARKER)
                                         || (before->kind == ML_EVENT_MEEPLE && before->tile->effect == ML_EFFECT_COTHON));
            if (!taking)
              returned[ev->player] += ev->count;
          }
          break;
        case ML_EVENT_EXTRA_TURN:
          t->extra_turns++;
          again = TRUE;
          break;
        case TU_EVENT_OWN + ML_WONDERS_EVENT_MARKER:
        case TU_EVENT_OWN + ML_WONDERS_EVENT_SLOT:
        case TU_EVENT_OWN + ML_WONDERS_EVENT_KEEP:
          break;
        default:
          g_assert_not_reached ();
        }
    }
  g_assert_cmpuint (game->turn, ==, again ? (guint) mover : ((guint) mover + 1) % t->n_players);

  for (guint p = 0; p < t->n_players; p++)
    {
      guint on_board = ml_board_meeples_of (board, (int) p);
      g_assert_cmpuint (ml_game_meeples_used (game, (int) p), <=, ml_game_supply (game, (int) p));
      g_assert_cmpuint (ml_game_meeples_used (game, (int) p) + ml_game_supply_left (game, (int) p), ==,
                        ml_game_supply (game, (int) p));
      if (!(t->expansions & ML_EXPANSION_WONDERS))
        g_assert_cmpuint (on_board + ml_game_supply_left (game, (int) p), ==, ML_SUPPLY);
      g_assert_cmpuint (on_board, ==, t->meeples[p] + placed[p] - returned[p]);
      t->meeples[p] = on_board;
      g_assert_cmpint (game->scores[p], >=, t->scores[p]);
      g_assert_cmpint (game->scores[p], ==, t->scores[p] + gained[p]);
      t->scores[p] = game->scores[p];
    }

  /* Whatever got completed with meeples in it has scored: no thief, knight or monk is
   * left in a completed feature. */
  for (guint i = 0; i < ml_board_n_meeples (board); i++)
    {
      const MlMeeple *m = ml_board_meeple (board, i);
      MlRole role = ml_meeple_role (board, m);
      g_assert_cmpint (role, !=, ML_ROLE_NONE);
      if (role == ML_ROLE_FARMER || m->stays)
        continue;
      MlFeatureInfo info;
      ml_board_feature_info (board, ml_board_meeple_feature (board, i), &info);
      if (info.complete)
        g_error ("turn %u: a %s stands in a completed feature that did not score",
                 t->turns, role == ML_ROLE_MONK ? "monk" : role == ML_ROLE_KNIGHT ? "knight" : "thief");
    }
}

typedef struct {
  int scores[ML_MAX_PLAYERS];
  char *digest;
  guint turns;
} Outcome;


static void
play_one (MlPlayout *playout, MlGame *game, guint n_players, guint expansions, guint32 seed, Outcome *out)
{
  Tracker t;
  tracker_init (&t, n_players, expansions);
  g_autoptr (MlRand) rand = ml_rand_new_with_seed (seed);
  ml_playout_run (playout, game, n_players, rand, on_turn, &t);

  guint total = (expansions & ML_EXPANSION_RIVER) ? 84 : 72;
  /* Every tile is laid or set aside; wonders come besides, except the Cothon, which takes
   * the spring's place. */
  guint wonders = 0;
  for (guint i = 0; i < ml_board_n_pieces (game->board); i++)
    {
      const MlPiece *piece = ml_board_piece (game->board, i);
      if (ml_tile_is_wonder (piece->tile) && piece->tile->effect != ML_EFFECT_COTHON)
        wonders++;
    }
  g_assert_cmpuint (ml_board_n_pieces (game->board) - wonders + ml_playout_discarded (playout), ==, total);
  /* A tile that fits nowhere is set aside and the game goes on: with the River, a river
   * tile set aside does not stop the lake and the land tiles that follow it. */
  if (expansions & ML_EXPANSION_RIVER)
    g_assert_cmpint (game->water_left, ==, 0);
  guint land = 0;
  for (guint i = 0; i < ml_board_n_pieces (game->board); i++)
    land += !ml_board_piece (game->board, i)->tile->has_water;
  if (land < 72 - 8)
    g_test_fail_printf ("seed %u, %u players, expansions %u: only %u of the 72 land tiles laid, %u tiles set aside",
                        seed, n_players, expansions, land, ml_playout_discarded (playout));
  if (!(expansions & ML_EXPANSION_WONDERS))
    g_assert_cmpuint (t.turns, ==, total - 1 - ml_playout_discarded (playout));
  else
    g_assert_cmpuint (t.turns, ==, ml_board_n_pieces (game->board) - 1);
  g_assert_cmpuint (game->n_players, ==, n_players);
  g_assert_cmpuint (game->expansions, ==, expansions);

  /* The end: nobody loses points, and the items add up. */
  int before[ML_MAX_PLAYERS];
  memcpy (before, game->scores, sizeof before);
  g_autoptr (GArray) items = g_array_new (FALSE, FALSE, sizeof (MlScoreItem));
  ml_game_finish (game, items);
  int gained[ML_MAX_PLAYERS] = { 0 };
  for (guint i = 0; i < items->len; i++)
    {
      const MlScoreItem *item = &g_array_index (items, MlScoreItem, i);
      g_assert_cmpint (item->points, >=, 0);
      g_assert_cmpuint (item->winners, !=, 0);
      if (item->kind == ML_SCORE_ROAD || item->kind == ML_SCORE_CITY || item->kind == ML_SCORE_MONASTERY)
        g_assert_false (item->complete);      /* complete ones scored during the game */
      if (item->kind == ML_SCORE_FIELD)
        g_assert_cmpint (item->points, ==, 3 * (int) item->cities);
      if (ml_wonders_item_effect (item) != ML_EFFECT_NONE)
        {
          g_assert_cmpint (item->points, ==, (int) (item->units * item->rate));
          t_by_effect[ml_wonders_item_effect (item)]++;
        }
      for (guint p = 0; p < n_players; p++)
        if ((item->winners >> p) & 1)
          gained[p] += item->points;
    }
  for (guint p = 0; p < n_players; p++)
    {
      g_assert_cmpint (game->scores[p], >=, before[p]);
      g_assert_cmpint (game->scores[p], ==, before[p] + gained[p]);
    }
  for (guint p = n_players; p < ML_MAX_PLAYERS; p++)
    g_assert_cmpint (game->scores[p], ==, 0);

  if (expansions & ML_EXPANSION_WONDERS)
    {
      t_wonders_taken += t.wonders_taken;
      t_bonuses += t.bonus_events;
      t_extra_turns += t.extra_turns;
    }
  if (out)
    {
      memcpy (out->scores, game->scores, sizeof out->scores);
      out->digest = g_strdup (g_checksum_get_string (t.digest));
      out->turns = t.turns;
    }
  tracker_clear (&t);
}

static void
play_many_from (guint expansions, guint n_players, guint games, guint32 first_seed, gboolean head_start)
{
  g_autoptr (MlPlayout) playout = ml_playout_new (expansions);
  ml_playout_set_head_start (playout, head_start);
  g_autoptr (MlGame) game = tu_game (2, 0);
  for (guint i = 0; i < games; i++)
    play_one (playout, game, n_players, expansions, first_seed + i, NULL);
}

static void
play_many (guint expansions, guint n_players, guint games, guint32 first_seed)
{
  g_autoptr (MlPlayout) playout = ml_playout_new (expansions);
  g_autoptr (MlGame) game = tu_game (2, 0);
  for (guint i = 0; i < games; i++)
    play_one (playout, game, n_players, expansions, first_seed + i, NULL);
}

static void
test_farmers (void)
{
  for (guint n = 2; n <= 5; n++)
    play_many (ML_EXPANSION_FARMERS, n, 50, 1000 * n);
}

static void
test_no_farmers (void)
{
  play_many (0, 3, 20, 5000);
}

static void
test_river (void)
{
  for (guint n = 2; n <= 5; n++)
    play_many (ML_EXPANSION_FARMERS | ML_EXPANSION_RIVER, n, 25, 7000 + 100 * n);
}

/* River tiles on the board and set aside in a finished random game. */
static void
river_count (const MlGame *game, guint *laid, guint *aside, guint *land)
{
  *laid = *aside = *land = 0;
  for (guint i = 0; i < ml_board_n_pieces (game->board); i++)
    {
      gboolean river = ml_board_piece (game->board, i)->tile->has_water;
      *laid += river;
      *land += !river;
    }
  for (guint i = 0; i < game->n_set_aside; i++)
    *aside += game->set_aside[i]->has_water;
}

/* The River never freezes a game (rules.md §3). When curves alternate, the river cannot
 * run into itself, so no river tile is ever set aside; when only two same-way curves in a
 * row are forbidden, some rivers point back at tiles they cannot pass: their tiles are set
 * aside and the land is laid all the same. */
static void
test_river_readings (void)
{
  const guint expansions = ML_EXPANSION_FARMERS | ML_EXPANSION_RIVER;
  g_autoptr (MlPlayout) playout = ml_playout_new (expansions);
  g_autoptr (MlGame) game = ml_game_new (2, expansions);
  const guint games = 400;
  guint stuck_games = 0;
  for (int answer = ML_RIVER_CURVES_ALTERNATE; answer <= ML_RIVER_NO_TWO_IN_ROW; answer++)
    {
      MlReadings readings;
      ml_readings_init (&readings);
      readings.answer[ML_READING_RIVER_TURNS] = (guint8) answer;
      ml_playout_set_readings (playout, &readings);
      for (guint g = 0; g < games; g++)
        {
          g_autoptr (MlRand) rand = ml_rand_new_with_seed (9100 + g);
          ml_playout_run (playout, game, 2, rand, NULL, NULL);
          g_assert_cmpint (game->readings.answer[ML_READING_RIVER_TURNS], ==, answer);
          guint laid, aside, land;
          river_count (game, &laid, &aside, &land);
          g_assert_cmpuint (laid + aside, ==, 12);
          g_assert_cmpuint (game->n_set_aside, ==, ml_playout_discarded (playout));
          /* The land comes whatever happened to the river: nearly all of it fits. */
          g_assert_cmpuint (land, >=, 72 - 4);
          if (answer == ML_RIVER_CURVES_ALTERNATE)
            g_assert_cmpuint (aside, ==, 0);
          else
            stuck_games += aside > 0;
          /* The river laid is legal under the reading it was laid under. */
          g_autoptr (GArray) problems = g_array_new (FALSE, FALSE, sizeof (MlProblem));
          g_array_set_clear_func (problems, ml_problem_clear);
          ml_rules_check_layout (game, problems);
          for (guint i = 0; i < problems->len; i++)
            g_assert_null (strstr (g_array_index (problems, MlProblem, i).message, "river"));
        }
    }
  g_test_message ("%u of %u games under no-two-in-row set a river tile aside", stuck_games, games);
  g_assert_cmpuint (stuck_games, >, 0);
}

static void
test_abbeys (void)
{
  for (guint n = 2; n <= 5; n++)
    play_many (ML_EXPANSION_FARMERS | ML_EXPANSION_ABBEYS, n, 25, 9000 + 100 * n);
}

static void
test_all (void)
{
  play_many (ML_EXPANSION_FARMERS | ML_EXPANSION_RIVER | ML_EXPANSION_ABBEYS, 4, 20, 11000);
}

/* Games with the Wonders: each player has a wonder to take, all twelve come up over the
 * games; the same invariants hold, and the wonders do get taken, laid and scored. */
static void
test_wonders (void)
{
  t_wonders_taken = t_bonuses = t_extra_turns = t_cothon_taken = t_on_cothon = 0;
  for (guint n = 2; n <= 5; n++)
    play_many (ML_EXPANSION_FARMERS | ML_EXPANSION_WONDERS, n, 60, 13000 + 100 * n);
  for (guint n = 2; n <= 4; n++)
    play_many (ML_EXPANSION_FARMERS | ML_EXPANSION_RIVER | ML_EXPANSION_ABBEYS | ML_EXPANSION_WONDERS, n, 60,
               15000 + 100 * n);
  g_test_message ("wonders taken %u, bonuses %u, extra turns %u", t_wonders_taken, t_bonuses, t_extra_turns);
  /* Random players score little during a game, so only some reach the pairs. */
  g_assert_cmpuint (t_wonders_taken, >, 40);
  g_assert_cmpuint (t_extra_turns, >, 0);

  /* With a wonder in hand from the start, every wonder acts for most of the game. */
  t_bonuses = t_extra_turns = 0;
  memset (t_by_effect, 0, sizeof t_by_effect);
  for (guint n = 2; n <= 6; n++)
    play_many_from (ML_EXPANSION_FARMERS | ML_EXPANSION_WONDERS, n, 40, 17000 + 100 * n, TRUE);
  for (guint n = 2; n <= 6; n++)
    play_many_from (ML_EXPANSION_FARMERS | ML_EXPANSION_RIVER | ML_EXPANSION_ABBEYS | ML_EXPANSION_WONDERS, n, 40,
                    19000 + 100 * n, TRUE);
  g_test_message ("head start: bonuses %u, extra turns %u", t_bonuses, t_extra_turns);
  g_assert_cmpuint (t_bonuses, >, 200);
  g_assert_cmpuint (t_extra_turns, >, 500);
  /* Every wonder that scores points did, during the game or at its end. */
  for (MlEffect e = ML_EFFECT_NOTRE_DAME; e < ML_N_EFFECTS; e++)
    {
      g_test_message ("%s: %u", ml_effect_id (e), t_by_effect[e]);
      if (e != ML_EFFECT_ABU_SIMBEL && e != ML_EFFECT_COTHON && e != ML_EFFECT_NAZCA && t_by_effect[e] == 0)
        g_test_fail_printf ("%s never scored in %u games", ml_effect_id (e), 400);
    }
}

/* Random takers of the Cothon put 0, 1 or 2 meeples on its free features, each number
 * alike (within the supply), as the rules let them ("posez jusqu'à 2 meeples dans
 * différentes zones sur la tuile Merveille et/ou dans le port"). The Cothon plays only with
 * the River and is dealt in some games only, so many games are played. */
static void
test_cothon_meeples (void)
{
  t_cothon_taken = t_on_cothon = 0;
  for (guint n = 2; n <= 4; n++)
    play_many (ML_EXPANSION_FARMERS | ML_EXPANSION_RIVER | ML_EXPANSION_WONDERS, n, 300, 23000 + 1000 * n);
  g_test_message ("Cothon taken %u times, %u meeples put on it then", t_cothon_taken, t_on_cothon);
  g_assert_cmpuint (t_cothon_taken, >, 5);
  g_assert_cmpuint (t_on_cothon, >, 0);
  g_assert_cmpuint (t_on_cothon, <=, 2 * t_cothon_taken);
}

static void
test_same_seed (void)
{
  const guint sets[] = { ML_EXPANSION_FARMERS, ML_EXPANSION_FARMERS | ML_EXPANSION_RIVER,
                         ML_EXPANSION_FARMERS | ML_EXPANSION_ABBEYS };
  for (guint s = 0; s < G_N_ELEMENTS (sets); s++)
    {
      g_autoptr (MlPlayout) one = ml_playout_new (sets[s]);
      g_autoptr (MlPlayout) two = ml_playout_new (sets[s]);
      g_autoptr (MlGame) game = tu_game (2, 0);
      g_autoptr (MlGame) other = tu_game (4, 0);
      Outcome a, b, c;
      play_one (one, game, 3, sets[s], 42, &a);
      /* Another game in between, on another playout and game. */
      play_one (two, other, 3, sets[s], 43, &c);
      play_one (two, other, 3, sets[s], 42, &b);
      g_assert_cmpstr (a.digest, ==, b.digest);
      g_assert_cmpuint (a.turns, ==, b.turns);
      g_assert_cmpmem (a.scores, sizeof a.scores, b.scores, sizeof b.scores);
      g_assert_cmpstr (a.digest, !=, c.digest);
      g_free (a.digest);
      g_free (b.digest);
      g_free (c.digest);
    }
}

/* Without a turn callback the fast path plays the same game. */
static void
test_fast_path_same (void)
{
  g_autoptr (MlPlayout) playout = ml_playout_new (ML_EXPANSION_FARMERS);
  g_autoptr (MlGame) game = tu_game (2, 0);
  for (guint32 seed = 1; seed <= 5; seed++)
    {
      Outcome a;
      play_one (playout, game, 4, ML_EXPANSION_FARMERS, seed, &a);
      g_autoptr (MlRand) rand = ml_rand_new_with_seed (seed);
      ml_playout_run (playout, game, 4, rand, NULL, NULL);
      ml_game_finish (game, NULL);
      g_assert_cmpmem (a.scores, sizeof a.scores, game->scores, sizeof game->scores);
      g_free (a.digest);
    }
}

static void
test_different_seeds (void)
{
  g_autoptr (MlPlayout) playout = ml_playout_new (ML_EXPANSION_FARMERS);
  g_autoptr (MlGame) game = tu_game (2, 0);
  g_autoptr (GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  for (guint32 seed = 1; seed <= 10; seed++)
    {
      Outcome o;
      play_one (playout, game, 2, ML_EXPANSION_FARMERS, seed, &o);
      g_assert_false (g_hash_table_contains (seen, o.digest));
      g_hash_table_add (seen, o.digest);
    }
  g_assert_cmpuint (g_hash_table_size (seen), ==, 10);
}

/* The one table of the expansions: each id reads back to its bit, each tile set it names is
 * in the catalogue, and a scenario file names the expansions by these ids. */
static void
test_expansions_table (void)
{
  guint n_rows, all = 0;
  const MlExpansionInfo *rows = ml_expansions_table (&n_rows);
  g_assert_cmpuint (n_rows, ==, g_strv_length ((char **) ml_expansions_ids ()));
  g_autoptr (GString) list = g_string_new (NULL);
  for (guint i = 0; i < n_rows; i++)
    {
      MlExpansions e;
      g_assert_true (ml_expansion_parse (rows[i].id, &e));
      g_assert_cmpuint (e, ==, rows[i].expansion);
      g_assert_cmpuint (rows[i].expansion, ==, 1u << i);   /* scenario files write them by bit */
      g_assert_cmpstr (ml_expansion_id (e), ==, rows[i].id);
      g_assert_cmpuint (strlen (rows[i].title), >, 0);
      for (guint k = 0; rows[i].sets[k]; k++)
        g_assert_nonnull (ml_catalogue_find_set (ml_catalogue_get_default (), rows[i].sets[k]));
      g_string_append_printf (list, "%s%s", i ? ", " : "", rows[i].id);
      all |= e;
    }
  g_assert_cmpuint (all, ==, ML_EXPANSION_FARMERS | ML_EXPANSION_RIVER | ML_EXPANSION_ABBEYS | ML_EXPANSION_WONDERS
                              | ML_EXPANSION_INNS_CATHEDRALS | ML_EXPANSION_TRADERS_BUILDERS);
  g_assert_cmpstr (ml_expansions_list (), ==, list->str);
  MlExpansions e;
  g_assert_false (ml_expansion_parse ("dragons", &e));
  g_assert_cmpstr (ml_expansion_id ((MlExpansions) 0), ==, "?");
}

/* The catalogue holds the base game's set, then the rows' sets in the table's order; each
 * row's expansion adds to the bag its bag set's tiles (of its group) and no other, and a row
 * without one leaves the bag as it is. */
static void
test_expansions_table_read (void)
{
  const MlCatalogue *catalogue = ml_catalogue_get_default ();
  guint n_rows;
  const MlExpansionInfo *rows = ml_expansions_table (&n_rows);
  guint s = 0;
  g_assert_cmpstr (ml_catalogue_nth_set (catalogue, s++)->id, ==, ML_EXPANSIONS_BASE_SET);
  for (guint i = 0; i < n_rows; i++)
    for (guint k = 0; rows[i].sets[k]; k++)
      {
        g_assert_cmpstr (ml_catalogue_nth_set (catalogue, s++)->id, ==, rows[i].sets[k]);
        g_assert_true (ml_expansion_of_set (rows[i].sets[k]) == &rows[i]);
      }
  g_assert_cmpuint (ml_catalogue_n_sets (catalogue), ==, s);
  g_assert_null (ml_expansion_of_set (ML_EXPANSIONS_BASE_SET));

  g_autoptr (GPtrArray) plain = g_ptr_array_new ();
  const MlTileDef *plain_start;
  ml_play_bag (ml_expansions_default (), plain, &plain_start);
  for (guint i = 0; i < n_rows; i++)
    {
      guint with = ml_expansions_default () | rows[i].expansion;
      g_autoptr (GPtrArray) bag = g_ptr_array_new ();
      const MlTileDef *start;
      ml_play_bag (with, bag, &start);
      if (rows[i].bag_set == NULL || with == ml_expansions_default ())
        {
          g_assert_cmpuint (bag->len, ==, plain->len);
          continue;
        }
      const MlTileSet *set = ml_catalogue_find_set (catalogue, rows[i].bag_set);
      g_assert_nonnull (set);
      guint added = 0;
      for (guint k = 0; k < bag->len; k++)
        {
          const MlTileDef *tile = g_ptr_array_index (bag, k);
          if (!g_ptr_array_find (set->tiles, tile, NULL))
            continue;
          added++;
          g_assert_true (rows[i].bag_group == NULL || g_strcmp0 (tile->group, rows[i].bag_group) == 0);
        }
      g_assert_cmpuint (added, >, 0);
      /* The tiles it replaces leave; a set dealt first brings the start tile, and the base
       * game's goes into the bag. */
      guint removed = 0;
      for (guint k = 0; k < plain->len; k++)
        removed += set->replaces && g_strv_contains ((const char *const *) set->replaces,
                                                     ((const MlTileDef *) g_ptr_array_index (plain, k))->id);
      g_assert_cmpuint (bag->len, ==, plain->len - removed + added + (rows[i].bag_first ? 1 : 0));
      g_assert_true (!rows[i].bag_first == (start == plain_start));
      g_assert_true (!rows[i].bag_first || g_ptr_array_find (set->tiles, start, NULL));
    }
}

/* The game generator draws GRand's numbers for the same seed, across several twists of its
 * state (624 words each), so that a seed plays the games it played before. */
static void
test_same_numbers_as_grand (void)
{
  const guint32 seeds[] = { 0, 1, 5489, 0x9e3779b9u, G_MAXUINT32 };
  for (guint s = 0; s < G_N_ELEMENTS (seeds); s++)
    {
      g_autoptr (GRand) theirs = g_rand_new_with_seed (seeds[s]);
      g_autoptr (MlRand) ours = ml_rand_new_with_seed (seeds[s] ^ 1);
      ml_rand_set_seed (ours, seeds[s]);
      for (guint i = 0; i < 3 * 624 + 7; i++)
        g_assert_cmpuint (ml_rand_int (ours), ==, g_rand_int (theirs));
      /* Seeded again mid-round: the same numbers again. */
      g_rand_set_seed (theirs, seeds[s] + 1);
      ml_rand_set_seed (ours, seeds[s] + 1);
      for (guint i = 0; i < 700; i++)
        g_assert_cmpuint (ml_rand_int (ours), ==, g_rand_int (theirs));
      g_assert_cmpint (tu_rand_range (ours, -3, 1000), ==, g_rand_int_range (theirs, -3, 1000));
    }
}

/* Independent of GRand: MT19937's published values for its default seed, 5489 (the first
 * number, and the 10,000th that C++'s std::mt19937 is specified to give); and a copy of the
 * generator, as the Cothon's rehearsal makes, draws what the original draws. */
static void
test_mt19937_reference (void)
{
  g_autoptr (MlRand) rand = ml_rand_new_with_seed (5489);
  g_assert_cmpuint (ml_rand_int (rand), ==, 3499211612u);
  for (guint i = 1; i < 700; i++)
    ml_rand_int (rand);
  MlRand copy = *rand;
  for (guint i = 700; i < 9999; i++)
    g_assert_cmpuint (ml_rand_int (&copy), ==, ml_rand_int (rand));
  g_assert_cmpuint (ml_rand_int (rand), ==, 4123659995u);
}

/* Seeded side by side, each generator draws what it draws seeded alone. */
static void
test_seeds_at_once (void)
{
  MlRand *rands[ML_RAND_BATCH];
  guint32 seeds[ML_RAND_BATCH];
  for (guint b = 0; b < ML_RAND_BATCH; b++)
    {
      rands[b] = ml_rand_new_with_seed (1);
      ml_rand_int (rands[b]);
      seeds[b] = b == 0 ? 5489 : ml_play_game_seed (7, b);
    }
  ml_rand_set_seeds (rands, seeds);
  for (guint b = 0; b < ML_RAND_BATCH; b++)
    {
      g_autoptr (MlRand) alone = ml_rand_new_with_seed (seeds[b]);
      for (guint i = 0; i < 2 * 624 + 5; i++)
        g_assert_cmpuint (ml_rand_int (rands[b]), ==, ml_rand_int (alone));
      ml_rand_free (rands[b]);
    }
}

int
main (int argc, char *argv[])
{
  tu_keep_going (&argc, &argv);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/play/same-numbers-as-grand", test_same_numbers_as_grand);
  g_test_add_func ("/play/mt19937-reference", test_mt19937_reference);
  g_test_add_func ("/play/seeds-at-once", test_seeds_at_once);
  g_test_add_func ("/play/farmers", test_farmers);
  g_test_add_func ("/play/no-farmers", test_no_farmers);
  g_test_add_func ("/play/river", test_river);
  g_test_add_func ("/play/river-readings", test_river_readings);
  g_test_add_func ("/play/abbeys", test_abbeys);
  g_test_add_func ("/play/all", test_all);
  g_test_add_func ("/play/wonders", test_wonders);
  g_test_add_func ("/play/cothon-meeples", test_cothon_meeples);
  g_test_add_func ("/play/same-seed", test_same_seed);
  g_test_add_func ("/play/fast-path-same", test_fast_path_same);
  g_test_add_func ("/play/different-seeds", test_different_seeds);
  g_test_add_func ("/play/expansions-table", test_expansions_table);
  g_test_add_func ("/play/expansions-table-read", test_expansions_table_read);
  return g_test_run ();
}
