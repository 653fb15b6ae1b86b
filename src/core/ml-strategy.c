/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The computer players' interface (ml-strategy.h): the strategies' names, the `random`
 * player, the choice of each and the reason for it. `greedy` and `advisor` judge the moves
 * in files of their own. */
#include "config.h"
#include "ml-strategy.h"
#include "ml-game.h"

#include <glib/gi18n-lib.h>
#include <string.h>

static const char *const names[ML_N_STRATEGIES] = { "random", "greedy", "advisor", "beginner" };

const char *
ml_strategy_name (MlStrategyKind kind)
{
  return kind < ML_N_STRATEGIES ? names[kind] : NULL;
}

gboolean
ml_strategy_parse (const char *name, MlStrategyKind *out)
{
  for (guint i = 0; i < ML_N_STRATEGIES; i++)
    if (g_strcmp0 (name, names[i]) == 0)
      {
        *out = (MlStrategyKind) i;
        return TRUE;
      }
  return FALSE;
}

const char *
ml_strategy_list (void)
{
  return "random, greedy, advisor, beginner";
}

int
ml_strategy_lead_now (const MlGame *game, int player)
{
  int finals[ML_MAX_PLAYERS] = { 0 };
  g_autoptr (GArray) items = g_array_sized_new (FALSE, FALSE, sizeof (MlScoreItem), 32);
  /* Settling leaves the game as it was (ml-game.h), though it takes one it may work in. */
  ml_game_settle_now ((MlGame *) game, items, finals);
  if (game->n_players < 2)
    return finals[player];
  int best = G_MININT;
  for (guint p = 0; p < game->n_players; p++)
    if ((int) p != player)
      best = MAX (best, finals[p]);
  return finals[player] - best;
}

void
ml_strategy_explain (const MlGame *game, MlStrategyMove *move)
{
  MlStrategyReason *r = &move->reason;
  int player = (int) game->turn;
  g_autoptr (MlGame) after = ml_game_copy (game);
  g_autoptr (GArray) events = g_array_new (FALSE, FALSE, sizeof (MlEvent));
  const MlPlacement *at = &move->move.at;
  r->lead_before = ml_strategy_lead_now (game, player);
  r->closes = ML_N_SCORE_KINDS;
  r->closes_points = 0;
  r->farmer_cities = 0;
  r->placed = ML_ROLE_NONE;
  r->figure = FALSE;
  if (!ml_game_play_turn (after, move->tile, at->x, at->y, at->rot, &move->options, events, NULL))
    {
      r->lead_after = r->lead_before;
      r->scored = 0;
      return;
    }
  r->lead_after = ml_strategy_lead_now (after, player);
  r->scored = after->scores[player] - game->scores[player];
  /* A farmer: the completed cities beside its field, as they stand after the move. */
  const MlAdviseMeeple *m = &move->move.meeples[0];
  r->figure = move->move.n_meeples > 0 && (move->move.action & ML_ACTION_MODULE);
  if (move->move.n_meeples > 0 && !r->figure)
    r->placed = m->role;
  if (r->placed == ML_ROLE_FARMER)
    {
      int piece = ml_board_piece_at (after->board, m->x, m->y, NULL);
      if (piece >= 0)
        r->farmer_cities = ml_board_field_cities (after->board,
                                                  ml_board_feature_id (after->board, (guint) piece, m->choice.feature));
    }
  for (guint i = 0; i < events->len; i++)
    {
      const MlEvent *ev = &g_array_index (events, MlEvent, i);
      if (ev->kind == ML_EVENT_SCORE && (ev->item.winners & (1u << player)) && ev->item.kind < ML_SCORE_MODULE
          && ev->item.points > r->closes_points)
        {
          r->closes = ev->item.kind;
          r->closes_points = ev->item.points;
        }
    }
}

char *
ml_strategy_reason_text (const MlStrategyMove *move)
{
  const MlStrategyReason *r = &move->reason;
  switch (r->closes)
    {
    case ML_SCORE_ROAD:
      /* Translators: a computer player's reason for its move */
      return g_strdup_printf (_("closes the road: +%d now"), r->closes_points);
    case ML_SCORE_CITY:
      return g_strdup_printf (_("closes the city: +%d now"), r->closes_points);
    case ML_SCORE_MONASTERY:
      return g_strdup_printf (_("completes the monastery: +%d now"), r->closes_points);
    case ML_SCORE_FIELD:
    case ML_SCORE_MODULE:
    case ML_N_SCORE_KINDS:
    default:
      break;
    }
  if (r->farmer_cities > 0)
    /* Translators: a computer player's reason for its move: the farmer it put down lies in
     * a field beside that many completed cities (each worth 3 at the end) */
    return g_strdup_printf (ngettext ("puts a farmer beside %u completed city", "puts a farmer beside %u completed cities",
                                      r->farmer_cities),
                            r->farmer_cities);
  /* The lead if the game ended now, before and after: what greedy maximises, and the
   * second half of the reasons that follow. */
  /* Translators: the lead over the best other player if the game ended now, before and
   * after a computer player's move: "+3 → +9", the end of the reasons below */
  g_autofree char *lead = g_strdup_printf (_("lead if the game ended now %+d → %+d"), r->lead_before, r->lead_after);
  switch (r->placed)
    {
    case ML_ROLE_THIEF:
      /* Translators: a computer player's reason; %s is "lead if the game ended now +3 → +9" */
      return g_strdup_printf (_("puts a thief on the road, %s"), lead);
    case ML_ROLE_KNIGHT:
      return g_strdup_printf (_("puts a knight in the city, %s"), lead);
    case ML_ROLE_MONK:
      return g_strdup_printf (_("puts a monk in the monastery, %s"), lead);
    case ML_ROLE_FARMER:
      return g_strdup_printf (_("puts a farmer in the field, %s"), lead);
    case ML_ROLE_NONE:
    default:
      break;
    }
  if (r->figure)
    return g_steal_pointer (&lead);
  if (r->looked_ahead)
    /* Translators: a computer player's reason when its move claims nothing at once: the
     * advisor's estimate of its final margin over the best other player, "+4.5" */
    return g_strdup_printf (_("keeps its meeples: the games played out from here end %+.1f for it on average"),
                            r->expected);
  /* Translators: a computer player's reason when its move claims nothing at once; %s is
   * "lead if the game ended now +3 → +9" */
  return g_strdup_printf (_("keeps its meeples, %s"), lead);
}

/* `random`: a placement drawn uniformly, then each of its moves alike (no meeple, each
 * meeple choice, the modules' variants), as the random games choose. */
static guint
random_pick (const GArray *moves, MlRand *rand)
{
  guint n_places = 0;
  for (guint i = 0; i < moves->len; i++)
    {
      const MlAdviseListed *m = &g_array_index (moves, MlAdviseListed, i);
      const MlAdviseListed *prev = i ? &g_array_index (moves, MlAdviseListed, i - 1) : NULL;
      n_places += prev == NULL || prev->move.tile != m->move.tile || memcmp (&prev->move.at, &m->move.at, sizeof m->move.at);
    }
  guint place = ml_random_below (rand, n_places), first = 0, n = 0;
  for (guint i = 0, k = 0; i < moves->len; i++)
    {
      const MlAdviseListed *m = &g_array_index (moves, MlAdviseListed, i);
      const MlAdviseListed *prev = i ? &g_array_index (moves, MlAdviseListed, i - 1) : NULL;
      gboolean starts = prev == NULL || prev->move.tile != m->move.tile || memcmp (&prev->move.at, &m->move.at, sizeof m->move.at);
      if (starts && k++ == place)
        first = i;
      if (k == place + 1)
        n++;
    }
  return first + ml_random_below (rand, MAX (n, 1u));
}

gboolean
ml_strategy_choose (const MlStrategy *strategy, const MlGame *game, const MlTileDef *tile, const MlTileDef *other,
                    GPtrArray *bag, MlRand *rand, MlStrategyMove *out)
{
  g_autoptr (GArray) moves = ml_advise_list (game, tile, other);
  if (moves->len == 0)
    return FALSE;
  guint pick;
  double expected = 0;
  switch (strategy->kind)
    {
    case ML_STRATEGY_GREEDY:
      pick = ml_strategy_greedy_pick (game, moves, rand);
      break;
    case ML_STRATEGY_ADVISOR:
      pick = ml_strategy_advisor_pick (game, tile, other, bag, strategy->playouts, rand, &expected);
      break;
    case ML_STRATEGY_BEGINNER:
      /* The slip is drawn first, so that the moves between slips are greedy's own. */
      pick = ml_random_below (rand, ML_STRATEGY_BEGINNER_SLIPS) == 0 ? random_pick (moves, rand)
                                                                      : ml_strategy_greedy_pick (game, moves, rand);
      break;
    case ML_STRATEGY_RANDOM:
    case ML_N_STRATEGIES:
    default:
      pick = random_pick (moves, rand);
      break;
    }
  pick = MIN (pick, moves->len - 1);
  const MlAdviseListed *m = &g_array_index (moves, MlAdviseListed, pick);
  *out = (MlStrategyMove) { .tile = m->move.tile, .move = m->move, .options = m->options };
  ml_strategy_explain (game, out);
  out->reason.expected = expected;
  out->reason.looked_ahead = strategy->kind == ML_STRATEGY_ADVISOR;
  return TRUE;
}
