/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The wonders' effects during a turn (docs/rules.md §5): when they start acting, the
 * markers, the bonuses of the Great Wall, Notre-Dame, Stonehenge, the Taj Mahal and the
 * Circus Maximus, the Cothon's port, the Nazca Lines' extra turn, the Taj Mahal's slots
 * and Abu Simbel's tile kept face down. */
#include "config.h"
#include "ml-wonders-private.h"
#include "ml-rules.h"

#include <string.h>

/* ---- bonuses -------------------------------------------------------------------------- */

/* A bonus of @effect to @owner, who holds it through the laid piece @at. */
void
_ml_wonders_give_bonus (MlGame *game, MlEffect effect, int at, int owner, guint units, guint rate, guint feat, MlFeatureKind kind,
      GArray *events, GArray *items)
{
  MlScoreItem item = { .kind = ML_SCORE_MODULE, .module = ML_EXPANSION_WONDERS, .code = effect, .marks = kind,
                       .complete = TRUE, .feat = feat, .winners = 1u << owner, .points = (int) (units * rate),
                       .units = units, .rate = rate, .source = ml_board_piece (game->board, (guint) at)->tile };
  item.counts[owner] = 1;
  if (items)
    {
      g_array_append_val (items, item);
      return;
    }
  game->scores[owner] += item.points;
  if (events)
    {
      MlEvent ev = { .kind = ML_EVENT_BONUS, .module = ML_EXPANSION_WONDERS, .player = owner, .item = item };
      g_array_append_val (events, ev);
    }
}

static int
owner_of (const MlGame *game, int piece)
{
  return piece < 0 ? -1 : ml_board_piece (game->board, (guint) piece)->owner;
}

/* The Great Wall: each city that a walled segment of the new piece extends and that
 * already held the owner's meeple, once per city as it stands after the piece. */
static void
great_wall (MlGame *game, guint index, GArray *events)
{
  int at = ml_wonders_piece (game, ML_EFFECT_GREAT_WALL, TRUE), owner = owner_of (game, at);
  if (owner < 0)
    return;
  MlBoard *board = game->board;
  const MlPiece *piece = ml_board_piece (board, index);
  guint roots[16], n_roots = 0;
  for (guint f = 0; f < piece->tile->n_features && n_roots < G_N_ELEMENTS (roots); f++)
    {
      const MlFeatureDef *def = &piece->tile->features[f];
      if (def->kind != ML_FEATURE_CITY || !def->walled)
        continue;
      guint root = ml_board_find (board, piece->feat_base + f);
      gboolean seen = FALSE;
      for (guint k = 0; k < n_roots; k++)
        seen |= roots[k] == root;
      if (seen)
        continue;
      MlFeatureInfo info;
      ml_board_feature_info (board, root, &info);
      /* The meeples are those of earlier turns: none is put before this step. */
      if (info.meeples[owner] == 0)
        continue;
      roots[n_roots++] = root;
      _ml_wonders_give_bonus (game, ML_EFFECT_GREAT_WALL, at, owner, 1, 3, root, ML_FEATURE_CITY, events, NULL);
    }
}

static gboolean
next_to_monastery (const MlBoard *board, int x, int y)
{
  for (int dy = -1; dy <= 1; dy++)
    for (int dx = -1; dx <= 1; dx++)
      {
        guint cell;
        int at = (dx || dy) ? ml_board_piece_at (board, x + dx, y + dy, &cell) : ML_NO_PIECE;
        if (at != ML_NO_PIECE && ml_board_piece (board, (guint) at)->tile->monastery[cell] != ML_NO_FEATURE)
          return TRUE;
      }
  return FALSE;
}

static void
meeple_square (const MlBoard *board, const MlMeeple *m, int *x, int *y)
{
  const MlPiece *p = ml_board_piece (board, m->piece);
  const MlRotatedCell *cell = &p->tile->rotated[p->rot][m->cell];
  *x = p->x + cell->dx;
  *y = p->y + cell->dy;
}

/* Notre-Dame: 3 once for the owner's meeple step that puts a meeple on one of the eight
 * squares around any monastery. */
static void
notre_dame (MlGame *game, const guint *placed, guint n_placed, GArray *events)
{
  int at = ml_wonders_piece (game, ML_EFFECT_NOTRE_DAME, TRUE), owner = owner_of (game, at);
  if (owner < 0 || owner != (int) game->turn)
    return;
  for (guint i = 0; i < n_placed; i++)
    {
      const MlMeeple *m = ml_board_meeple (game->board, placed[i]);
      int x, y;
      meeple_square (game->board, m, &x, &y);
      if (m->player == owner && next_to_monastery (game->board, x, y))
        {
          _ml_wonders_give_bonus (game, ML_EFFECT_NOTRE_DAME, at, owner, 1, 3, ml_board_find (game->board, ml_board_meeple_feature (game->board, placed[i])),
                ML_FEATURE_MONASTERY, events, NULL);
          return;
        }
    }
}

/* Stonehenge: 3 for each occupied road completed on the owner's turn. */
void
_ml_wonders_stonehenge (MlGame *game, const MlScoreItem *item, GArray *events)
{
  if (item->kind != ML_SCORE_ROAD || !item->complete || game->placing < 0)
    return;
  int at = ml_wonders_piece (game, ML_EFFECT_STONEHENGE, TRUE), owner = owner_of (game, at);
  if (owner >= 0 && owner == (int) game->turn)
    _ml_wonders_give_bonus (game, ML_EFFECT_STONEHENGE, at, owner, 1, 3, item->feat, ML_FEATURE_ROAD, events, NULL);
}

static guint
city_meeples (MlBoard *board, int player)
{
  guint n_meeples, count = 0;
  const MlMeeple *meeples = ml_board_meeples (board, &n_meeples);
  for (guint i = 0; i < n_meeples; i++)
    if (meeples[i].player == player && (meeples[i].strength > 0))
      count += ml_board_piece (board, meeples[i].piece)->tile->features[meeples[i].feature].kind == ML_FEATURE_CITY;
  return count;
}

/* The Taj Mahal's bonus for one kind of scoring: the last filled slot of that kind (a slot
 * the readings leave without points gives nothing). */
static guint
taj_bonus (const MlGame *game, const MlPiece *taj, MlFeatureKind kind)
{
  guint filled = MIN (1u + taj->slots, taj->tile->n_slots), points = 0;
  for (guint i = 0; i < filled; i++)
    {
      guint slot = ml_wonders_slot_points (&game->readings, taj->tile, i);
      if (taj->tile->slots[i].kind == kind && slot > 0)
        points = slot;
    }
  return points;
}

void
_ml_wonders_after_score_bonuses (MlGame *game, const MlScoreItem *item, GArray *events, GArray *items)
{
  MlFeatureKind kind = item->kind == ML_SCORE_ROAD ? ML_FEATURE_ROAD
                     : item->kind == ML_SCORE_CITY ? ML_FEATURE_CITY
                     : item->kind == ML_SCORE_MONASTERY ? ML_FEATURE_MONASTERY : ML_N_FEATURE_KINDS;
  if (kind == ML_N_FEATURE_KINDS || item->winners == 0)
    return;
  /* The final scoring of incomplete features (@items) takes these bonuses only under the
   * "yes" reading of ML_READING_FINAL_BONUSES. */
  if (items && game->readings.answer[ML_READING_FINAL_BONUSES] == ML_FINAL_BONUSES_NO)
    return;

  /* Taj Mahal: the owner takes part in the scoring, by default with a meeple in the feature
   * (the FAQ's two roads "sur lesquelles vous avez au moins un meeple"), under the reading
   * share by scoring it; monasteries only when completed. */
  int at = ml_wonders_piece (game, ML_EFFECT_TAJ_MAHAL, TRUE);
  if (at >= 0)
    {
      const MlPiece *taj = ml_board_piece (game->board, (guint) at);
      guint points = taj_bonus (game, taj, kind);
      gboolean part = game->readings.answer[ML_READING_TAJ_PARTICIPATION] == ML_TAJ_SHARE
                      ? (item->winners >> taj->owner) & 1 : item->counts[taj->owner] > 0;
      if (points && part && (kind != ML_FEATURE_MONASTERY || item->complete))
        _ml_wonders_give_bonus (game, ML_EFFECT_TAJ_MAHAL, at, taj->owner, 1, points, item->feat, kind, events, items);
    }

  /* Circus Maximus: a city of 3 tiles or more scores with the owner's meeple in it. */
  at = ml_wonders_piece (game, ML_EFFECT_CIRCUS_MAXIMUS, TRUE);
  int owner = owner_of (game, at);
  if (owner >= 0 && kind == ML_FEATURE_CITY && item->tiles >= 3 && item->counts[owner] > 0)
    {
      _ml_wonders_give_bonus (game, ML_EFFECT_CIRCUS_MAXIMUS, at, owner, city_meeples (game->board, owner), 2, item->feat,
            ML_FEATURE_CITY, events, items);
      if (items)
        g_array_index (items, MlScoreItem, items->len - 1).tiles = item->tiles;
      else if (events && events->len > 0)
        g_array_index (events, MlEvent, events->len - 1).item.tiles = item->tiles;
    }
}

guint
_ml_wonders_to_port (MlGame *game, int player, guint count)
{
  if (!((ml_wonders_state (game)->port_mask >> player) & 1))
    return 0;
  int at = ml_wonders_piece (game, ML_EFFECT_COTHON, FALSE);
  if (at < 0 || owner_of (game, at) != player)
    return 0;
  const MlPiece *p = ml_board_piece (game->board, (guint) at);
  ml_board_set_tokens (game->board, (guint) at, p->owner, p->slots, p->port + count);
  return count;
}

gboolean
_ml_wonders_nazca (const MlGame *game, const MlTileDef *tile)
{
  if (tile->n_cells != 1 || ml_tile_is_wonder (tile))
    return FALSE;
  int owner = owner_of (game, ml_wonders_piece (game, ML_EFFECT_NAZCA, TRUE));
  if (owner < 0 || owner != (int) game->turn)
    return FALSE;
  gboolean road = FALSE;
  for (guint f = 0; f < tile->n_features; f++)
    {
      MlFeatureKind kind = tile->features[f].kind;
      if (kind != ML_FEATURE_ROAD && kind != ML_FEATURE_FIELD)
        return FALSE;
      road |= kind == ML_FEATURE_ROAD;
    }
  return road;
}

/* ---- as the turn goes ----------------------------------------------------------------- */

/* The marker on a wonder just laid, then the Great Wall. */
/* A turn starts: "l'effet des merveilles commence lors de votre tour suivant". By default
 * the wonders its player laid start acting (their owner's next turn); under the reading
 * any-next-turn, every wonder laid before. The wonder laid now waits. */
static void
start_effects (MlGame *game, const MlPiece *laid)
{
  MlWondersState *w = ml_wonders_state (game);
  if (game->readings.answer[ML_READING_EFFECTS_START] == ML_EFFECTS_ANY_NEXT_TURN)
    memset (w->inactive, 0, sizeof w->inactive);
  else
    w->inactive[game->turn] = NULL;
  if (ml_tile_is_wonder (laid->tile) && laid->owner >= 0)
    w->inactive[laid->owner] = laid->tile;
}

void
_ml_wonders_after_tile (MlGame *game, guint piece, const MlTurnOptions *opt, GArray *events)
{
  ml_wonders_state (game)->port_mask = ml_wonders_turn_const (opt)->port_mask;
  const MlPiece *laid = ml_board_piece (game->board, piece);
  start_effects (game, laid);
  if (events && ml_tile_is_wonder (laid->tile))
    {
      MlEvent ev = { .kind = ML_EVENT_MODULE, .module = ML_EXPANSION_WONDERS, .code = ML_WONDERS_EVENT_MARKER, .player = (int) game->turn, .tile = laid->tile,
                     .x = laid->x, .y = laid->y, .rot = laid->rot };
      g_array_append_val (events, ev);
    }
  great_wall (game, piece, events);
}

static void
meeple_event (MlGame *game, MlWondersEvent code, GArray *events)
{
  if (events == NULL)
    return;
  guint i = ml_board_n_meeples (game->board) - 1;
  const MlMeeple *m = ml_board_meeple (game->board, i);
  const MlPiece *p = ml_board_piece (game->board, m->piece);
  const MlRotatedCell *cell = &p->tile->rotated[p->rot][m->cell];
  MlEvent ev = { .kind = ML_EVENT_MODULE, .module = ML_EXPANSION_WONDERS, .code = code, .player = m->player, .tile = p->tile, .x = p->x + cell->dx, .y = p->y + cell->dy,
                 .rot = p->rot, .role = ml_meeple_role (game->board, m) };
  g_array_append_val (events, ev);
}

/* The Taj Mahal's slots and the Cothon's port. */
void
_ml_wonders_act (MlGame *game, guint piece, const MlTurnOptions *opt, GArray *events)
{
  int player = (int) game->turn;
  int at = -1;
  if (opt->slots)
    at = (int) piece;
  else if (opt->action == ML_WONDERS_ACTION_SLOT || opt->action == ML_WONDERS_ACTION_UNSLOT)
    at = ml_wonders_piece (game, ML_EFFECT_TAJ_MAHAL, FALSE);
  if (at >= 0)
    {
      const MlPiece *taj = ml_board_piece (game->board, (guint) at);
      int change = opt->slots ? (int) opt->slots : opt->action == ML_WONDERS_ACTION_SLOT ? 1 : -1;
      ml_board_set_tokens (game->board, (guint) at, taj->owner, (guint) ((int) taj->slots + change), taj->port);
      for (int k = 0; events && k < ABS (change); k++)
        {
          MlEvent ev = { .kind = ML_EVENT_MODULE, .module = ML_EXPANSION_WONDERS, .code = ML_WONDERS_EVENT_SLOT, .player = player, .count = change > 0 };
          g_array_append_val (events, ev);
        }
    }
  if (opt->action == ML_WONDERS_ACTION_FROM_PORT)
    {
      int c = ml_wonders_piece (game, ML_EFFECT_COTHON, FALSE);
      const MlPiece *cothon = ml_board_piece (game->board, (guint) c);
      ml_board_set_tokens (game->board, (guint) c, cothon->owner, cothon->slots, cothon->port - 1u);
      ml_board_add_meeple (game->board, player, ml_wonders_turn_const (opt)->port_piece, opt->meeples[0].cell, opt->meeples[0].feature, FALSE);
      meeple_event (game, ML_WONDERS_EVENT_FROM_PORT, events);
    }
}

/* Notre-Dame, then Abu Simbel's tile kept for the next turn (the one laid now is no longer
 * kept). */
void
_ml_wonders_after_meeples (MlGame *game, guint piece, const MlTurnOptions *opt, const guint *placed, guint n_placed,
                    GArray *events)
{
  int player = (int) game->turn;
  if (n_placed)
    notre_dame (game, placed, n_placed, events);
  if (ml_wonders_turn_const (opt)->keep || ml_wonders_state (game)->kept[player] == ml_board_piece (game->board, piece)->tile)
    ml_wonders_state (game)->kept[player] = ml_wonders_turn_const (opt)->keep;
  if (ml_wonders_turn_const (opt)->keep && events)
    {
      MlEvent ev = { .kind = ML_EVENT_MODULE, .module = ML_EXPANSION_WONDERS, .code = ML_WONDERS_EVENT_KEEP, .player = player, .tile = ml_wonders_turn_const (opt)->keep };
      g_array_append_val (events, ev);
    }
}
