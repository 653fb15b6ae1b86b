/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The builder's extra turn (docs/rules.md §7, as JCloisterZone's engine plays it): when the
 * player to move lays a tile that extends a road or city holding that player's own
 * builder, the player plays one more turn at once, even when the tile also completes the
 * feature (the builder then goes home in the scoring, and the extra turn still comes). A
 * tile laid in that extra turn gives no further one. The tile is looked at as it lies,
 * before any meeple goes on it, so that a builder put on the tile just laid gives nothing
 * that turn. */
#include "config.h"
#include "ml-traders-builders-private.h"

/* The tile @piece lies, no meeple on it yet: whether one of its roads or cities is the
 * feature holding the mover's builder, outside an extra turn. */
void
_ml_traders_builders_after_tile (MlGame *game, guint piece, const MlTurnOptions *opt, GArray *events)
{
  MlTradersBuildersState *st = _ml_traders_builders_state (game);
  if (st->extra || !(game->expansions & ML_EXPANSION_TRADERS_BUILDERS))
    return;
  MlBoard *board = game->board;
  guint builder = _ml_traders_builders_builder ();
  int player = (int) game->turn;
  const MlPiece *p = ml_board_piece (board, piece);
  guint n;
  const MlMeeple *meeples = ml_board_meeples (board, &n);
  for (guint i = 0; i < n; i++)
    {
      if (meeples[i].figure != builder || meeples[i].player != player || meeples[i].piece == piece)
        continue;
      guint root = ml_board_find (board, ml_board_meeple_feature (board, i));
      for (guint f = 0; f < p->tile->n_features; f++)
        {
          MlFeatureKind kind = p->tile->features[f].kind;
          if ((kind == ML_FEATURE_ROAD || kind == ML_FEATURE_CITY) && ml_board_find (board, p->feat_base + f) == root)
            {
              st->earned = TRUE;
              st->earned_kind = (guint8) kind;
              return;
            }
        }
    }
}

gboolean
_ml_traders_builders_extra_turn (MlGame *game, const MlTileDef *tile, GArray *events)
{
  MlTradersBuildersState *st = _ml_traders_builders_state (game);
  st->asked = TRUE;
  if (!st->earned)
    return FALSE;
  if (events)
    {
      MlEvent ev = { .kind = ML_EVENT_EXTRA_TURN, .module = ML_EXPANSION_TRADERS_BUILDERS, .player = (int) game->turn,
                     .tile = tile, .role = st->earned_kind == ML_FEATURE_CITY ? ML_ROLE_KNIGHT : ML_ROLE_THIEF };
      g_array_append_val (events, ev);
    }
  return TRUE;
}

/* The turn is over: the next is the extra one when this one earned it. A tile laid only to
 * make room for a wonder is not the end of a turn (extra_turn was not asked): the turn and
 * what it earned go on. */
void
_ml_traders_builders_end_turn (MlGame *game)
{
  MlTradersBuildersState *st = _ml_traders_builders_state (game);
  if (!st->asked)
    return;
  st->extra = st->earned;
  st->earned = FALSE;
  st->asked = FALSE;
}
