/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"
#include "ml-advise.h"
#include "ml-expansion-modules.h"
#include "ml-bag.h"
#include "ml-game.h"
#include "ml-play.h"
#include "ml-random.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <stdlib.h>

G_DEFINE_QUARK (ml-advise-error-quark, ml_advise_error)

#define DEFAULT_PLAYOUTS 1000
#define KEEP_AT_LEAST 4      /* moves that always reach the last round */
#define FIRST_ROUND_MIN 16   /* continuations of the first round, at least, and at least an
                              * eighth of the full number: fewer let luck decide */
#define CHUNK 16             /* continuations a worker takes at once */
#define REPORT_USEC 50000    /* progress reports at most this often */

/* A move and the sums of its continuations' results; integer sums, so that they do not
 * depend on the order the workers add them in. */
typedef struct {
  MlAdviseMove move;
  MlTurnOptions options;
  MlGame *after;             /* the game once the move is played */
  guint target;              /* continuations it is to have at the end of the round */
  gboolean alive;
  gint64 sum, sum_sq;
  gint64 score_sum[ML_MAX_PLAYERS];
  GArray *results;           /* gint: the margin of each continuation k, for the differences
                              * between moves on the same draws; sized before each round */
} Candidate;

typedef struct {
  guint move;
  guint from, to;            /* continuation indices */
} Unit;

typedef struct {
  const MlAdviseOptions *options;
  GCancellable *cancellable;
  GPtrArray *bag;            /* what continuations draw from */
  int player;
  GArray *candidates;        /* Candidate */
  const MlTileDef *keep;     /* while listing: the tile the moves keep face down (the options' other) */

  GMutex lock;
  GCond changed;
  GArray *units;             /* Unit: this round's work */
  guint next_unit;
  guint exited;              /* workers of this round that have ended */
  guint64 done;              /* continuations played, for progress */
} Advisor;

/* ---- one random continuation ----------------------------------------------------------- */

/* What a worker reuses from one continuation to the next: the draw pile, the generator (one
 * of its eight) and the arrays to work in, which a module that plays the turns (its
 * continue_turns hook) gets with the ways to lay a tile. */
typedef struct {
  MlRandomGame g;
} Scratch;

/* A turn of a game without the Wonders, by the same random policy as ml-play's games: a
 * placement chosen uniformly, then each meeple option or none alike. */
/* plain_turn()'s meeple, once the tile lies in a turn the engine plays. */
static void
plain_decide (MlGame *game, guint piece, MlTurnOptions *opt, gpointer data)
{
  Scratch *s = data;
  g_array_set_size (s->g.meeples, 0);
  ml_rules_meeple_options (game, (int) game->turn, piece, s->g.meeples);
  guint pick = ml_random_below (s->g.rand, s->g.meeples->len + 1);
  ml_turn_options_init (opt, pick < s->g.meeples->len ? &g_array_index (s->g.meeples, MlMeepleChoice, pick) : NULL);
}

static void
plain_turn (MlGame *game, const MlTileDef *tile, Scratch *s)
{
  MlPlacement at;
  if (!ml_rules_random_placement (game, tile, s->g.rand, s->g.placements, &at))
    return;
  if (ml_expansion_modules_full_turns (game))
    {
      /* The modules take part in the turn (a builder's extra turn): the engine plays it. */
      MlTurnOptions opt = { .decide = plain_decide, .decide_data = s };
      ml_game_play_turn (game, tile, at.x, at.y, at.rot, &opt, NULL, NULL);
      return;
    }
  int player = (int) game->turn;
  guint piece = (guint) ml_board_place (game->board, tile, at.x, at.y, at.rot, -1);
  /* The choices on the stack, as ml-play's turns have them: no array to fill. */
  MlMeepleChoice choices[ML_MAX_MEEPLE_CHOICES];
  guint n_choices = ml_rules_meeple_choices (game, player, piece, choices);
  guint pick = ml_random_below (s->g.rand, n_choices + 1);
  if (pick < n_choices)
    {
      const MlMeepleChoice *m = &choices[pick];
      ml_board_add_meeple (game->board, player, piece, m->cell, m->feature, m->figure);
    }
  ml_game_score_completed (game, piece, NULL);
  game->turn = (game->turn + 1) % game->n_players;
}

static void
module_placements (MlRandomGame *g, const MlGame *game, const MlTileDef *tile, GArray *out)
{
  ml_game_turn_placements (game, tile, out);
}

/* A tile set aside leaves the continuation's pile, which is all it needs. */
static void
module_set_aside (MlRandomGame *g, MlGame *game, const MlTileDef *tile)
{
}

/* Plays @game to its end from the tiles of @bag and scores it. */
static void
continuation (MlGame *game, const GPtrArray *bag, Scratch *s)
{
  ml_play_deal (bag, s->g.pile, s->g.rand);
  game->water_left = 0;
  for (guint i = 0; i < s->g.pile->len; i++)
    game->water_left += ((const MlTileDef *) g_ptr_array_index (s->g.pile, i))->has_water;
  const MlExpansionHooks *turns = ml_expansion_modules_random_turns (game);
  if (turns && turns->continue_turns)
    {
      /* A module with hand rules of its own plays the turns. */
      s->g.next = 0;
      turns->continue_turns (game, &s->g);
    }
  else
    for (guint i = 0; i < s->g.pile->len; i++)
      {
        const MlTileDef *tile = g_ptr_array_index (s->g.pile, i);
        plain_turn (game, tile, s);
        game->water_left -= tile->has_water;
      }
  ml_game_finish (game, NULL);
}

static int
margin (const MlGame *game, int player)
{
  int best = G_MININT;
  for (guint p = 0; p < game->n_players; p++)
    if ((int) p != player)
      best = MAX (best, game->scores[p]);
  return game->n_players > 1 ? game->scores[player] - best : game->scores[player];
}

/* ---- the workers ----------------------------------------------------------------------- */

/* The seed of continuation @k of every move: the same draws follow each move (common random
 * numbers), so that the luck of the draw weighs alike on the moves compared. A 64-bit mix
 * (SplitMix64's finaliser), because seeding the generator from an array costs a fifth of a
 * continuation. */
static guint32
stream_seed (guint32 seed, guint k)
{
  guint64 z = ((guint64) seed << 32 | k) + G_GUINT64_CONSTANT (0x9e3779b97f4a7c15);
  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94d049bb133111eb);
  return (guint32) (z ^ (z >> 31));
}

static gpointer
worker (gpointer data)
{
  Advisor *a = data;
  /* The streams of eight continuations are seeded at once, which is faster than one by one. */
  MlRand *rands[ML_RAND_BATCH];
  for (guint b = 0; b < ML_RAND_BATCH; b++)
    rands[b] = ml_rand_new_with_seed (0);
  Scratch s = { {
    .pile = g_ptr_array_new (),
    .placements = g_array_new (FALSE, FALSE, sizeof (MlPlacement)),
    .meeples = g_array_new (FALSE, FALSE, sizeof (MlMeepleChoice)),
    .placements_of = module_placements,
    .set_aside = module_set_aside,
  } };
  MlGame *game = NULL;
  g_mutex_lock (&a->lock);
  while (a->next_unit < a->units->len && !g_cancellable_is_cancelled (a->cancellable))
    {
      Unit u = g_array_index (a->units, Unit, a->next_unit++);
      Candidate *c = &g_array_index (a->candidates, Candidate, u.move);
      g_mutex_unlock (&a->lock);

      gint64 sum = 0, sum_sq = 0, scores[ML_MAX_PLAYERS] = { 0 };
      guint played = 0;
      for (guint k = u.from; k < u.to && !g_cancellable_is_cancelled (a->cancellable); k++)
        {
          guint b = (k - u.from) % ML_RAND_BATCH;
          if (b == 0)
            {
              guint32 seeds[ML_RAND_BATCH];
              for (guint n = 0; n < ML_RAND_BATCH; n++)
                seeds[n] = stream_seed (a->options->seed, k + n);
              ml_rand_set_seeds (rands, seeds);
            }
          s.g.rand = rands[b];
          /* One game per worker, the position copied into it each time: no allocation
           * once its board has the room of a finished game. */
          if (game == NULL)
            game = ml_game_copy (c->after);
          else
            ml_game_copy_into (game, c->after);
          continuation (game, a->bag, &s);
          int m = margin (game, a->player);
          g_array_index (c->results, gint, k) = m;
          sum += m;
          sum_sq += (gint64) m * m;
          for (guint p = 0; p < game->n_players; p++)
            scores[p] += game->scores[p];
          played++;
        }

      g_mutex_lock (&a->lock);
      c->move.playouts += played;
      c->sum += sum;
      c->sum_sq += sum_sq;
      for (guint p = 0; p < ML_MAX_PLAYERS; p++)
        c->score_sum[p] += scores[p];
      a->done += played;
    }
  a->exited++;
  g_cond_signal (&a->changed);
  g_mutex_unlock (&a->lock);
  ml_game_free (game);
  for (guint b = 0; b < ML_RAND_BATCH; b++)
    ml_rand_free (rands[b]);
  g_ptr_array_unref (s.g.pile);
  g_array_unref (s.g.placements);
  g_array_unref (s.g.meeples);
  return NULL;
}

/* ---- the moves ------------------------------------------------------------------------- */

/* What the probe of a placement finds once the tile lies: the core's meeple choices and the
 * choices of the module that lists the moves. */
typedef struct {
  GArray *options;           /* MlMeepleChoice */
  GArray *probed;            /* MlTurnOptions: the module's (advise_probe) */
  const MlExpansionHooks *lister;
} Collected;

static void
collect_meeples (MlGame *game, guint piece, MlTurnOptions *opt, gpointer data)
{
  Collected *c = data;
  ml_rules_meeple_options (game, (int) game->turn, piece, c->options);
  if (c->lister && c->lister->advise_probe)
    c->lister->advise_probe (game, piece, c->probed);
  opt->action = ML_ACTION_NONE;
  opt->n_meeples = 0;
}

static MlRole
role_of (const MlTileDef *tile, const MlMeepleChoice *m)
{
  switch (tile->features[m->feature].kind)
    {
    case ML_FEATURE_ROAD: return ML_ROLE_THIEF;
    case ML_FEATURE_CITY: return ML_ROLE_KNIGHT;
    case ML_FEATURE_FIELD: return ML_ROLE_FARMER;
    case ML_FEATURE_MONASTERY: return ML_ROLE_MONK;
    case ML_FEATURE_WATER:
    case ML_N_FEATURE_KINDS:
    default: return ML_ROLE_NONE;
    }
}

/* Where a meeple stands: its square and the first location of its feature there. */
static MlAdviseMeeple
describe (const MlTileDef *tile, const MlPlacement *at, const MlMeepleChoice *m)
{
  MlAdviseMeeple d = { .choice = *m, .loc = ML_LOC_C, .role = role_of (tile, m) };
  const MlRotatedCell *cell = &tile->rotated[at->rot][m->cell];
  d.x = at->x + cell->dx;
  d.y = at->y + cell->dy;
  for (guint l = 0; l < ML_N_LOCS; l++)
    if (cell->feature_at[l] == m->feature)
      {
        d.loc = (MlLoc) l;
        break;
      }
  return d;
}

/* The moves of one placement being listed: the sink a module tries them through. */
typedef struct {
  MlAdviseSink sink;         /* first: the module hands it back */
  Advisor *a;
  const MlGame *game;
  const MlTileDef *tile;
  const MlPlacement *at;
} Listing;

/* Plays the move @opt of the placement being listed on a copy of the game and keeps it; a
 * choice the turn refuses (a pair of meeples beyond the supply, a slot the Taj Mahal does
 * not have) is no move. The move says what the options do: with a module's action with
 * ML_ACTION_TARGET, its meeple (the port's) goes to meeples[0] on the piece its module says,
 * which may lie on the board. */
static const MlGame *
sink_add (MlAdviseSink *sink, const MlTurnOptions *opt)
{
  Listing *l = (Listing *) sink;
  Advisor *a = l->a;
  const MlTileDef *tile = l->tile;
  const MlPlacement *at = l->at;
  Candidate c = { .alive = TRUE, .options = *opt };
  gboolean to_port = FALSE;
  const MlTileDef *choose = NULL;
  guint piece = G_MAXUINT;
  ml_expansion_modules_advise_choices (&c.options, a->keep, &to_port, &choose, &piece);
  c.move.keep = a->keep;
  c.move.tile = tile;
  c.move.action = opt->action;
  c.move.at = *at;
  c.move.n_meeples = opt->action & ML_ACTION_TARGET ? 1 : opt->n_meeples;
  c.move.slots = opt->slots;
  c.move.to_port = to_port;
  c.move.choose = choose;
  if (opt->action & ML_ACTION_TARGET)
    {
      /* The feature may lie on a piece already on the board. */
      const MlPiece *p = piece < ml_board_n_pieces (l->game->board) ? ml_board_piece (l->game->board, piece) : NULL;
      MlPlacement where = p ? (MlPlacement) { p->x, p->y, p->rot } : *at;
      c.move.meeples[0] = describe (p ? p->tile : tile, &where, &opt->meeples[0]);
    }
  else
    for (guint i = 0; i < opt->n_meeples; i++)
      c.move.meeples[i] = describe (tile, at, &opt->meeples[i]);
  c.after = ml_game_copy (l->game);
  if (!ml_game_play_turn (c.after, tile, at->x, at->y, at->rot, &c.options, NULL, NULL))
    {
      ml_game_free (c.after);
      return NULL;
    }
  c.move.index = a->candidates->len;
  g_array_append_val (a->candidates, c);
  return c.after;
}

static void
sink_drop_last (MlAdviseSink *sink)
{
  Advisor *a = ((Listing *) sink)->a;
  g_return_if_fail (a->candidates->len > 0);
  ml_game_free (g_array_index (a->candidates, Candidate, a->candidates->len - 1).after);
  g_array_set_size (a->candidates, a->candidates->len - 1);
}

/* Each placement of @tile, with no meeple and with each meeple choice; or as the module of
 * the game that lists the moves says (its variants: slots, pairs, ports, wonders taken). */
static void
list_moves (Advisor *a, const MlGame *game, const MlTileDef *tile)
{
  g_autoptr (GArray) placements = g_array_new (FALSE, FALSE, sizeof (MlPlacement));
  g_autoptr (GArray) options = g_array_new (FALSE, FALSE, sizeof (MlMeepleChoice));
  g_autoptr (GArray) probed = g_array_new (FALSE, FALSE, sizeof (MlTurnOptions));
  const MlExpansionHooks *lister = ml_expansion_modules_advisor (game);
  ml_game_turn_placements (game, tile, placements);
  for (guint i = 0; i < placements->len; i++)
    {
      const MlPlacement *at = &g_array_index (placements, MlPlacement, i);
      g_array_set_size (options, 0);
      g_array_set_size (probed, 0);
      g_autoptr (MlGame) probe = ml_game_copy (game);
      Collected got = { .options = options, .probed = probed, .lister = lister };
      MlTurnOptions collect = { .decide = collect_meeples, .decide_data = &got };
      if (!ml_game_play_turn (probe, tile, at->x, at->y, at->rot, &collect, NULL, NULL))
        continue;
      Listing l = { { sink_add, sink_drop_last }, a, game, tile, at };
      if (lister)
        {
          lister->advise_moves (game, tile, at, options, probed, &l.sink);
          continue;
        }
      MlTurnOptions none = { .action = ML_ACTION_NONE };
      sink_add (&l.sink, &none);
      for (guint k = 0; k < options->len; k++)
        {
          MlTurnOptions one = { .action = ML_ACTION_MEEPLES, .n_meeples = 1 };
          one.meeples[0] = g_array_index (options, MlMeepleChoice, k);
          sink_add (&l.sink, &one);
        }
    }
}

/* ---- estimates and rounds -------------------------------------------------------------- */

static void
estimate (const Candidate *c, guint n_players, MlAdviseMove *out)
{
  *out = c->move;
  guint n = c->move.playouts;
  if (n == 0)
    return;
  out->mean = (double) c->sum / n;
  double var = n > 1 ? ((double) c->sum_sq - (double) c->sum * c->sum / n) / (n - 1) : 0;
  out->half = 1.96 * sqrt (MAX (var, 0) / n);
  for (guint p = 0; p < n_players; p++)
    out->scores[p] = (double) c->score_sum[p] / n;
}

static MlAdvice *
snapshot (Advisor *a, const MlTileDef *tile, guint n_players)
{
  MlAdvice *advice = g_new0 (MlAdvice, 1);
  advice->tile = tile;
  advice->player = a->player;
  advice->n_players = n_players;
  advice->bag_size = a->bag->len;
  advice->n_moves = a->candidates->len;
  advice->moves = g_new0 (MlAdviseMove, advice->n_moves);
  for (guint i = 0; i < advice->n_moves; i++)
    {
      estimate (&g_array_index (a->candidates, Candidate, i), n_players, &advice->moves[i]);
      advice->playouts += advice->moves[i].playouts;
    }
  return advice;
}

/* Moves that stayed longer first, then by mean margin; the listed order breaks ties. */
static int
compare_moves (gconstpointer pa, gconstpointer pb)
{
  const MlAdviseMove *x = pa, *y = pb;
  if (x->playouts != y->playouts)
    return x->playouts > y->playouts ? -1 : 1;
  if (x->mean != y->mean)
    return x->mean > y->mean ? -1 : 1;
  return x->index < y->index ? -1 : x->index > y->index;
}

/* The continuations each round brings a move still in the race to, and how many moves are
 * in each round: the whole plan is known before the first continuation. */
static guint
plan (guint n_moves, guint playouts, gboolean exhaustive, guint *targets, guint *alive)
{
  guint rounds = 0;
  for (guint m = n_moves; !exhaustive && m > KEEP_AT_LEAST; m = MAX ((m + 1) / 2, KEEP_AT_LEAST))
    rounds++;
  guint floor = MIN (playouts, MAX (FIRST_ROUND_MIN, playouts / 8));
  guint m = n_moves;
  for (guint r = 0; r <= rounds; r++)
    {
      targets[r] = MAX (playouts >> (rounds - r), floor);
      alive[r] = m;
      m = MAX ((m + 1) / 2, KEEP_AT_LEAST);
    }
  return rounds + 1;
}

/* Runs one round on @n_threads workers, reporting progress from this thread. The workers
 * wake it only as they end: a wake-up for each chunk of work cost a twentieth of the time. */
static void
run_round (Advisor *a, guint n_threads, guint64 total, const MlTileDef *tile, guint n_players)
{
  g_array_set_size (a->units, 0);
  for (guint i = 0; i < a->candidates->len; i++)
    {
      Candidate *c = &g_array_index (a->candidates, Candidate, i);
      /* Sized here, off the workers: they write their own continuations' slots only. */
      if (c->results == NULL)
        c->results = g_array_new (FALSE, TRUE, sizeof (gint));
      if (c->alive && c->results->len < c->target)
        g_array_set_size (c->results, c->target);
      for (guint k = c->move.playouts; c->alive && k < c->target; k += CHUNK)
        {
          Unit u = { i, k, MIN (k + CHUNK, c->target) };
          g_array_append_val (a->units, u);
        }
    }
  if (a->units->len == 0)
    return;
  a->next_unit = 0;
  a->exited = 0;
  n_threads = MIN (n_threads, a->units->len);
  GThread **threads = g_new (GThread *, n_threads);
  for (guint t = 0; t < n_threads; t++)
    threads[t] = g_thread_new ("ml-advise", worker, a);

  const MlAdviseOptions *o = a->options;
  gint64 last = g_get_monotonic_time ();
  g_mutex_lock (&a->lock);
  while (a->exited < n_threads)
    {
      g_cond_wait_until (&a->changed, &a->lock, last + REPORT_USEC);
      gint64 now = g_get_monotonic_time ();
      if (o->progress && now >= last + REPORT_USEC && a->exited < n_threads
          && !g_cancellable_is_cancelled (a->cancellable))
        {
          MlAdvice *partial = snapshot (a, tile, n_players);
          guint64 done = a->done;
          g_mutex_unlock (&a->lock);
          o->progress (partial, done, total, o->progress_data);
          ml_advice_free (partial);
          g_mutex_lock (&a->lock);
        }
      if (now >= last + REPORT_USEC)
        last = now;
    }
  g_mutex_unlock (&a->lock);
  for (guint t = 0; t < n_threads; t++)
    g_thread_join (threads[t]);
  g_free (threads);
}

/* Keeps the better half of the moves in the race (at least KEEP_AT_LEAST). */
static void
halve (Advisor *a, guint keep, guint n_players)
{
  g_autoptr (GArray) ranked = g_array_new (FALSE, FALSE, sizeof (MlAdviseMove));
  for (guint i = 0; i < a->candidates->len; i++)
    {
      Candidate *c = &g_array_index (a->candidates, Candidate, i);
      MlAdviseMove m;
      estimate (c, n_players, &m);
      if (c->alive)
        g_array_append_val (ranked, m);
    }
  g_array_sort (ranked, compare_moves);
  for (guint r = keep; r < ranked->len; r++)
    g_array_index (a->candidates, Candidate, g_array_index (ranked, MlAdviseMove, r).index).alive = FALSE;
}

/* ---- near-ties ------------------------------------------------------------------------- */

/* How much better @x's margin is than @y's on the continuations both played, which followed
 * the same draws: the mean difference and half its 95 % interval. On the same draws the
 * difference varies far less than either margin, so two moves are told apart long before
 * their own intervals part. */
static void
difference (const Candidate *x, const Candidate *y, double *mean, double *half)
{
  guint n = MIN (x->move.playouts, y->move.playouts);
  gint64 sum = 0, sum_sq = 0;
  for (guint k = 0; k < n; k++)
    {
      gint64 d = g_array_index (x->results, gint, k) - g_array_index (y->results, gint, k);
      sum += d;
      sum_sq += d * d;
    }
  *mean = n ? (double) sum / n : 0;
  double var = n > 1 ? ((double) sum_sq - (double) sum * sum / n) / (n - 1) : 0;
  *half = n > 1 ? 1.96 * sqrt (MAX (var, 0) / n) : G_MAXDOUBLE;
}

/* After the plan: the moves still level with the best (the interval of its lead over them
 * reaches down to zero) get twice the continuations, again and again, until the best is
 * clear of them all or each move has @cap; a move the best is clearly above stops. */
static void
settle (Advisor *a, guint cap, guint n_threads, guint64 *total, const MlTileDef *tile, guint n_players)
{
  while (!g_cancellable_is_cancelled (a->cancellable))
    {
      Candidate *best = NULL;
      for (guint i = 0; i < a->candidates->len; i++)
        {
          Candidate *c = &g_array_index (a->candidates, Candidate, i);
          if (c->alive && (best == NULL || c->sum > best->sum))
            best = c;
        }
      if (best == NULL)
        return;
      guint level = 0;
      for (guint i = 0; i < a->candidates->len; i++)
        {
          Candidate *c = &g_array_index (a->candidates, Candidate, i);
          double d, h;
          if (!c->alive || c == best)
            continue;
          difference (best, c, &d, &h);
          if (d - h > 0)
            c->alive = FALSE;
          else
            level++;
        }
      if (level == 0 || best->target >= cap)
        return;
      guint target = MIN (best->target * 2, cap);
      for (guint i = 0; i < a->candidates->len; i++)
        {
          Candidate *c = &g_array_index (a->candidates, Candidate, i);
          if (c->alive)
            {
              *total += target - c->target;
              c->target = target;
            }
        }
      run_round (a, n_threads, *total, tile, n_players);
      const MlAdviseOptions *o = a->options;
      if (o->progress && !g_cancellable_is_cancelled (a->cancellable))
        {
          g_autoptr (MlAdvice) partial = snapshot (a, tile, n_players);
          o->progress (partial, a->done, *total, o->progress_data);
        }
    }
}

/* Says which leading moves are level with the first of @advice (ranked) and within how
 * many points. */
static void
tell_ties (const Advisor *a, MlAdvice *advice)
{
  if (advice->n_moves < 2)
    return;
  const MlAdviseMove *first = &advice->moves[0];
  const Candidate *best = &g_array_index (a->candidates, Candidate, first->index);
  guint n = 1;
  double within = 0;
  for (; n < advice->n_moves && advice->moves[n].playouts == first->playouts; n++)
    {
      double d, h;
      difference (best, &g_array_index (a->candidates, Candidate, advice->moves[n].index), &d, &h);
      if (d - h > 0)
        break;
      within = MAX (within, d + h);
    }
  if (n >= 2)
    {
      advice->n_tied = n;
      advice->tie_within = within;
    }
}

static void
advisor_clear (Advisor *a)
{
  for (guint i = 0; i < a->candidates->len; i++)
    {
      Candidate *c = &g_array_index (a->candidates, Candidate, i);
      ml_game_free (c->after);
      g_clear_pointer (&c->results, g_array_unref);
    }
  g_array_unref (a->candidates);
  g_array_unref (a->units);
  g_ptr_array_unref (a->bag);
  g_mutex_clear (&a->lock);
  g_cond_clear (&a->changed);
}

MlAdvice *
ml_advise (const MlGame *game, const MlTileDef *tile, const MlAdviseOptions *options,
           GCancellable *cancellable, GError **error)
{
  g_return_val_if_fail (game != NULL && tile != NULL && options != NULL, NULL);
  MlAdviseOptions o = *options;
  o.playouts = o.playouts ? MAX (o.playouts, 2u) : DEFAULT_PLAYOUTS;
  o.threads = o.threads ? o.threads : (guint) MAX (g_get_num_processors (), 1);

  Advisor a = { .options = &o, .cancellable = cancellable, .player = (int) game->turn };
  a.bag = g_ptr_array_new ();
  if (options->bag)
    g_ptr_array_extend (a.bag, options->bag, NULL, NULL);
  else
    ml_bag_left (game, a.bag);
  /* A tile the bag never deals (a wonder) comes from the player's hand, any other from the
   * bag. */
  if (ml_play_deals (tile) && !ml_bag_take (a.bag, tile) && !options->bag)
    {
      g_ptr_array_unref (a.bag);
      g_set_error (error, ML_ADVISE_ERROR, ML_ADVISE_ERROR_NOT_IN_BAG,
                   _("Every tile %s of the box is already on the board."), tile->id);
      return NULL;
    }
  /* A second tile in hand, and the tiles the modules hold apart from the bag. */
  if (!ml_expansion_modules_advise_hand (game, tile, options->other, a.bag, !options->bag, error))
    {
      g_ptr_array_unref (a.bag);
      return NULL;
    }
  a.keep = options->other;
  a.candidates = g_array_new (FALSE, TRUE, sizeof (Candidate));
  a.units = g_array_new (FALSE, FALSE, sizeof (Unit));
  g_mutex_init (&a.lock);
  g_cond_init (&a.changed);
  list_moves (&a, game, tile);
  if (options->other)
    {
      /* Two tiles in hand: the other tile laid and the one in hand kept, as well. */
      a.keep = tile;
      list_moves (&a, game, options->other);
      a.keep = NULL;
    }
  if (a.candidates->len == 0)
    {
      advisor_clear (&a);
      g_set_error (error, ML_ADVISE_ERROR, ML_ADVISE_ERROR_NO_MOVE,
                   _("Tile %s has no legal placement for the player to move."), tile->id);
      return NULL;
    }

  guint targets[64], alive[64];
  guint rounds = plan (a.candidates->len, o.playouts, o.exhaustive, targets, alive);
  guint64 total = 0;
  for (guint r = 0; r < rounds; r++)
    total += (guint64) alive[r] * (targets[r] - (r ? targets[r - 1] : 0));
  for (guint r = 0; r < rounds && !g_cancellable_is_cancelled (cancellable); r++)
    {
      for (guint i = 0; i < a.candidates->len; i++)
        g_array_index (a.candidates, Candidate, i).target = targets[r];
      run_round (&a, o.threads, total, tile, game->n_players);
      if (o.progress && !g_cancellable_is_cancelled (cancellable))
        {
          g_autoptr (MlAdvice) partial = snapshot (&a, tile, game->n_players);
          o.progress (partial, a.done, total, o.progress_data);
        }
      if (r + 1 < rounds)
        halve (&a, alive[r + 1], game->n_players);
    }
  guint64 planned = a.done;
  if (!o.exhaustive && o.settle > 1)
    settle (&a, o.playouts * MIN (o.settle, G_MAXUINT / o.playouts), o.threads, &total, tile, game->n_players);
  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    {
      advisor_clear (&a);
      return NULL;
    }
  MlAdvice *advice = snapshot (&a, tile, game->n_players);
  qsort (advice->moves, advice->n_moves, sizeof (MlAdviseMove), compare_moves);
  advice->settle_playouts = a.done - planned;
  tell_ties (&a, advice);
  advisor_clear (&a);
  return advice;
}

void
ml_advice_free (MlAdvice *self)
{
  if (self == NULL)
    return;
  g_free (self->moves);
  g_free (self);
}

/* ---- the moves alone (issue 26: the computer players) ---------------------------------- */

static void
listed_clear (gpointer data)
{
  ml_game_free (((MlAdviseListed *) data)->after);
}

GArray *
ml_advise_list (const MlGame *game, const MlTileDef *tile, const MlTileDef *other)
{
  g_return_val_if_fail (game != NULL && tile != NULL, NULL);
  Advisor a = { .player = (int) game->turn, .keep = other };
  a.candidates = g_array_new (FALSE, TRUE, sizeof (Candidate));
  list_moves (&a, game, tile);
  if (other)
    {
      a.keep = tile;
      list_moves (&a, game, other);
    }
  /* The candidates' games pass to the list. */
  GArray *out = g_array_sized_new (FALSE, TRUE, sizeof (MlAdviseListed), a.candidates->len);
  g_array_set_clear_func (out, listed_clear);
  for (guint i = 0; i < a.candidates->len; i++)
    {
      Candidate *c = &g_array_index (a.candidates, Candidate, i);
      MlAdviseListed l = { .move = c->move, .options = c->options, .after = c->after };
      g_array_append_val (out, l);
    }
  g_array_unref (a.candidates);
  return out;
}
