/* Random whole games: invariants after every turn and at the end, for several sets of
 * expansions and numbers of players, and reproducibility by seed. */
#include "config.h"
#include "test-util.h"

#include <string.h>

typedef struct {
  guint n_players;
  guint expansions;
  guint turns;
  int scores[ML_MAX_PLAYERS];
  guint meeples[ML_MAX_PLAYERS];
  GHashTable *scored;        /* roots of the features scored so far in this game */
  GChecksum *digest;         /* of every event, to compare games */
  guint score_events;
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
    case ML_SCORE_PRIOR:
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
  g_assert_cmpint (first->kind, ==, ML_EVENT_TILE);
  int mover = first->player;
  g_assert_cmpint (mover, >=, 0);
  g_assert_cmpint (mover, <, (int) t->n_players);
  g_assert_cmpuint (game->turn, ==, ((guint) mover + 1) % t->n_players);
  int at = ml_board_piece_at (board, first->x, first->y, NULL);
  g_assert_cmpint (at, !=, ML_NO_PIECE);
  g_assert_true (ml_board_piece (board, (guint) at)->tile == first->tile);

  int gained[ML_MAX_PLAYERS] = { 0 };
  guint placed[ML_MAX_PLAYERS] = { 0 }, returned[ML_MAX_PLAYERS] = { 0 };
  for (guint i = 0; i < events->len; i++)
    {
      const MlEvent *ev = &g_array_index (events, MlEvent, i);
      digest_event (t, ev);
      switch (ev->kind)
        {
        case ML_EVENT_TILE:
          g_assert_cmpuint (i, ==, 0);
          break;
        case ML_EVENT_MEEPLE:
          g_assert_cmpuint (i, ==, 1);
          g_assert_cmpint (ev->player, ==, mover);
          g_assert_cmpint (ev->role, !=, ML_ROLE_NONE);
          if (ev->role == ML_ROLE_FARMER)
            g_assert_true (t->expansions & ML_EXPANSION_FARMERS);
          if (ev->role == ML_ROLE_PRIOR)
            g_assert_true (t->expansions & ML_EXPANSION_ABBEYS);
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
        case ML_EVENT_RETURN:
          g_assert_cmpuint (ev->count, >, 0);
          returned[ev->player] += ev->count;
          break;
        default:
          g_assert_not_reached ();
        }
    }

  for (guint p = 0; p < t->n_players; p++)
    {
      guint on_board = ml_board_meeples_of (board, (int) p);
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
      if (role == ML_ROLE_FARMER || role == ML_ROLE_PRIOR)
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
  g_autoptr (GRand) rand = g_rand_new_with_seed (seed);
  ml_playout_run (playout, game, n_players, rand, on_turn, &t);

  guint total = (expansions & ML_EXPANSION_RIVER) ? 84 : 72;
  g_assert_cmpuint (ml_board_n_pieces (game->board) + ml_playout_discarded (playout), ==, total);
  /* A tile that fits nowhere is set aside and the game goes on: with the River, a river
   * tile set aside does not stop the lake and the land tiles that follow it. */
  if (expansions & ML_EXPANSION_RIVER)
    g_assert_cmpint (game->river_left, ==, 0);
  guint land = 0;
  for (guint i = 0; i < ml_board_n_pieces (game->board); i++)
    land += !ml_board_piece (game->board, i)->tile->is_river;
  if (land < 72 - 8)
    g_test_fail_printf ("seed %u, %u players, expansions %u: only %u of the 72 land tiles laid, %u tiles set aside",
                        seed, n_players, expansions, land, ml_playout_discarded (playout));
  g_assert_cmpuint (t.turns, ==, total - 1 - ml_playout_discarded (playout));
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

  if (out)
    {
      memcpy (out->scores, game->scores, sizeof out->scores);
      out->digest = g_strdup (g_checksum_get_string (t.digest));
      out->turns = t.turns;
    }
  tracker_clear (&t);
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
      g_autoptr (GRand) rand = g_rand_new_with_seed (seed);
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

int
main (int argc, char *argv[])
{
  tu_keep_going (&argc, &argv);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/play/farmers", test_farmers);
  g_test_add_func ("/play/no-farmers", test_no_farmers);
  g_test_add_func ("/play/river", test_river);
  g_test_add_func ("/play/abbeys", test_abbeys);
  g_test_add_func ("/play/all", test_all);
  g_test_add_func ("/play/same-seed", test_same_seed);
  g_test_add_func ("/play/fast-path-same", test_fast_path_same);
  g_test_add_func ("/play/different-seeds", test_different_seeds);
  return g_test_run ();
}
