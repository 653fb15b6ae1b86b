/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"
#include "ml-wonders.h"
#include "ml-rules.h"
#include "ml-random.h"

#include <glib/gi18n-lib.h>
#include <string.h>

/* ---- who holds what ------------------------------------------------------------------- */

int
ml_wonders_pairs_at (const MlGame *game)
{
  guint first = 0;
  for (guint p = 0; p < game->n_players; p++)
    first += game->wonders.n_taken[p] > 0;
  return MIN (10 + 5 * (int) first, 25);
}

int
ml_wonders_laid (const MlGame *game, const MlTileDef *wonder, int owner)
{
  guint n;
  const MlPiece *pieces = ml_board_pieces (game->board, &n);
  for (guint i = 0; i < n; i++)
    if (pieces[i].tile == wonder && (owner < 0 || pieces[i].owner == owner))
      return (int) i;
  return -1;
}

const MlTileDef *
ml_wonders_in_hand (const MlGame *game, int player)
{
  for (guint k = 0; k < game->wonders.n_taken[player]; k++)
    if (ml_wonders_laid (game, game->wonders.taken[player][k], player) < 0)
      return game->wonders.taken[player][k];
  return NULL;
}

gboolean
ml_wonders_has_taken (const MlGame *game, int player, const MlTileDef *wonder)
{
  for (guint k = 0; k < game->wonders.n_taken[player]; k++)
    if (game->wonders.taken[player][k] == wonder)
      return TRUE;
  return FALSE;
}

void
ml_wonders_give (MlGame *game, int player, const MlTileDef *wonder)
{
  for (guint i = 0; i < game->wonders.n_available; i++)
    if (game->wonders.available[i] == wonder)
      {
        memmove (&game->wonders.available[i], &game->wonders.available[i + 1], (game->wonders.n_available - i - 1) * sizeof (gpointer));
        game->wonders.n_available--;
        break;
      }
  if (game->wonders.n_taken[player] < G_N_ELEMENTS (game->wonders.taken[player]) && !ml_wonders_has_taken (game, player, wonder))
    game->wonders.taken[player][game->wonders.n_taken[player]++] = wonder;
}

int
ml_wonders_piece (const MlGame *game, MlEffect effect, gboolean acting)
{
  guint n;
  const MlPiece *pieces = ml_board_pieces (game->board, &n);
  for (guint i = 0; i < n; i++)
    {
      const MlPiece *p = &pieces[i];
      if (p->tile->effect != effect || p->owner < 0 || (guint) p->owner >= game->n_players)
        continue;
      /* A wonder acts from the turn after the one that laid it; the Taj Mahal at once. */
      if (acting && game->placing >= 0 && (int) i >= game->placing && effect != ML_EFFECT_TAJ_MAHAL)
        continue;
      return (int) i;
    }
  return -1;
}

guint
ml_wonders_port_mask (const MlGame *game)
{
  int at = ml_wonders_piece (game, ML_EFFECT_COTHON, FALSE);
  return at >= 0 ? 1u << ml_board_piece (game->board, (guint) at)->owner : 0;
}

gboolean
ml_wonders_draws_two (const MlGame *game, int player)
{
  int at = ml_wonders_piece (game, ML_EFFECT_ABU_SIMBEL, FALSE);
  return at >= 0 && ml_board_piece (game->board, (guint) at)->owner == player;
}

gboolean
ml_wonders_slot_usable (const MlTileDef *taj, guint index)
{
  return index < taj->n_slots && taj->slots[index].points > 0;
}

gboolean
ml_wonders_has_slots (const MlTileDef *wonder)
{
  return wonder != NULL && wonder->effect == ML_EFFECT_TAJ_MAHAL;
}

guint
ml_wonders_turn_choices (const MlGame *game, int player, const MlTileDef *laying)
{
  guint choices = 0;
  int taj = ml_wonders_piece (game, ML_EFFECT_TAJ_MAHAL, FALSE);
  gboolean owns_taj = taj >= 0 && ml_board_piece (game->board, (guint) taj)->owner == player;
  if (owns_taj || ml_wonders_has_slots (laying))
    choices |= ML_WONDER_TURN_SLOT;
  /* The wonder being laid has no meeple in its slots yet. */
  if (owns_taj && !ml_wonders_has_slots (laying))
    choices |= ML_WONDER_TURN_UNSLOT;
  int cothon = ml_wonders_piece (game, ML_EFFECT_COTHON, FALSE);
  if (cothon >= 0 && ml_board_piece (game->board, (guint) cothon)->owner == player)
    choices |= ML_WONDER_TURN_FROM_PORT;
  return choices;
}

gboolean
ml_wonders_port_on_taking (const MlGame *game, const MlTileDef *wonder)
{
  if (wonder->effect != ML_EFFECT_COTHON)
    return FALSE;
  int at = ml_wonders_laid (game, wonder, -1);
  return at >= 0 && ml_board_piece (game->board, (guint) at)->owner < 0;
}

const char *
ml_wonders_port_refusal (MlGame *game, int player, guint piece, guint cell, guint feature, gboolean prior, guint laid)
{
  MlBoard *board = game->board;
  if (piece >= ml_board_n_pieces (board))
    return _("There is no piece there.");
  const MlTileDef *tile = ml_board_piece (board, piece)->tile;
  if (!ml_tile_feature_on_cell (tile, feature, cell) || !ml_tile_cell_on_river (tile, cell))
    return _("A meeple from the port goes on a square the river crosses.");
  MlFeatureKind kind = tile->features[feature].kind;
  if (kind == ML_FEATURE_FIELD || kind == ML_FEATURE_RIVER || prior)
    return _("A meeple from the port goes on a road, a city or a monastery along the river, never on a field.");
  MlFeatureInfo info;
  ml_board_feature_info (board, ml_board_feature_id (board, piece, feature), &info);
  if (info.meeples[player] > 0)
    return _("A meeple from the port goes on a feature that holds none of its owner's meeples.");
  /* A feature completed earlier is over; one the tile just completed still scores. */
  const MlPiece *p = ml_board_piece (board, laid);
  gboolean touched = FALSE;
  for (guint f = 0; f < p->tile->n_features && !touched; f++)
    touched = ml_board_find (board, p->feat_base + f) == info.root;
  if (info.complete && !touched)
    return _("A meeple from the port goes on a feature that is not completed yet.");
  return NULL;
}

gboolean
ml_wonders_state_ok (const MlTileDef *wonder, int owner, guint slots, guint port)
{
  if (owner < 0 && (slots > 0 || port > 0))
    return FALSE;
  for (guint k = 1; k <= slots; k++)
    if (!ml_wonders_slot_usable (wonder, k))
      return FALSE;
  return port == 0 || wonder->port;
}

/* ---- bonuses -------------------------------------------------------------------------- */

static void
give (MlGame *game, MlEffect effect, int owner, guint units, guint rate, guint feat, MlFeatureKind kind,
      GArray *events, GArray *items)
{
  MlScoreItem item = { .kind = ML_SCORE_WONDER, .complete = TRUE, .feat = feat, .winners = 1u << owner,
                       .points = (int) (units * rate), .effect = effect, .bonus_kind = kind,
                       .units = units, .rate = rate };
  item.counts[owner] = 1;
  if (items)
    {
      g_array_append_val (items, item);
      return;
    }
  game->scores[owner] += item.points;
  if (events)
    {
      MlEvent ev = { .kind = ML_EVENT_BONUS, .player = owner, .item = item };
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
  int owner = owner_of (game, ml_wonders_piece (game, ML_EFFECT_GREAT_WALL, TRUE));
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
      give (game, ML_EFFECT_GREAT_WALL, owner, 1, 3, root, ML_FEATURE_CITY, events, NULL);
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
  int owner = owner_of (game, ml_wonders_piece (game, ML_EFFECT_NOTRE_DAME, TRUE));
  if (owner < 0 || owner != (int) game->turn)
    return;
  for (guint i = 0; i < n_placed; i++)
    {
      const MlMeeple *m = ml_board_meeple (game->board, placed[i]);
      int x, y;
      meeple_square (game->board, m, &x, &y);
      if (m->player == owner && next_to_monastery (game->board, x, y))
        {
          give (game, ML_EFFECT_NOTRE_DAME, owner, 1, 3, ml_board_find (game->board, ml_board_meeple_feature (game->board, placed[i])),
                ML_FEATURE_MONASTERY, events, NULL);
          return;
        }
    }
}

/* Stonehenge: 3 for each occupied road completed on the owner's turn. */
static void
stonehenge (MlGame *game, const MlScoreItem *item, GArray *events)
{
  if (item->kind != ML_SCORE_ROAD || !item->complete || game->placing < 0)
    return;
  int owner = owner_of (game, ml_wonders_piece (game, ML_EFFECT_STONEHENGE, TRUE));
  if (owner >= 0 && owner == (int) game->turn)
    give (game, ML_EFFECT_STONEHENGE, owner, 1, 3, item->feat, ML_FEATURE_ROAD, events, NULL);
}

static guint
city_meeples (MlBoard *board, int player)
{
  guint n_meeples, count = 0;
  const MlMeeple *meeples = ml_board_meeples (board, &n_meeples);
  for (guint i = 0; i < n_meeples; i++)
    if (meeples[i].player == player && !meeples[i].prior)
      count += ml_board_piece (board, meeples[i].piece)->tile->features[meeples[i].feature].kind == ML_FEATURE_CITY;
  return count;
}

/* The Taj Mahal's bonus for one kind of scoring: the last filled slot of that kind. */
static guint
taj_bonus (const MlPiece *taj, MlFeatureKind kind)
{
  guint filled = MIN (1u + taj->slots, taj->tile->n_slots), points = 0;
  for (guint i = 0; i < filled; i++)
    if (taj->tile->slots[i].kind == kind && taj->tile->slots[i].points > 0)
      points = taj->tile->slots[i].points;
  return points;
}

static void
after_score_bonuses (MlGame *game, const MlScoreItem *item, GArray *events, GArray *items)
{
  MlFeatureKind kind = item->kind == ML_SCORE_ROAD ? ML_FEATURE_ROAD
                     : item->kind == ML_SCORE_CITY ? ML_FEATURE_CITY
                     : item->kind == ML_SCORE_MONASTERY ? ML_FEATURE_MONASTERY : ML_N_FEATURE_KINDS;
  if (kind == ML_N_FEATURE_KINDS || item->winners == 0)
    return;

  /* Taj Mahal: the owner takes part in the scoring, that is, scores it; monasteries only
   * when completed. */
  int at = ml_wonders_piece (game, ML_EFFECT_TAJ_MAHAL, TRUE);
  if (at >= 0)
    {
      const MlPiece *taj = ml_board_piece (game->board, (guint) at);
      guint points = taj_bonus (taj, kind);
      if (points && ((item->winners >> taj->owner) & 1) && (kind != ML_FEATURE_MONASTERY || item->complete))
        give (game, ML_EFFECT_TAJ_MAHAL, taj->owner, 1, points, item->feat, kind, events, items);
    }

  /* Circus Maximus: a city of 3 tiles or more scores with the owner's meeple in it. */
  int owner = owner_of (game, ml_wonders_piece (game, ML_EFFECT_CIRCUS_MAXIMUS, TRUE));
  if (owner >= 0 && kind == ML_FEATURE_CITY && item->tiles >= 3 && item->counts[owner] > 0)
    {
      give (game, ML_EFFECT_CIRCUS_MAXIMUS, owner, city_meeples (game->board, owner), 2, item->feat,
            ML_FEATURE_CITY, events, items);
      if (items)
        g_array_index (items, MlScoreItem, items->len - 1).tiles = item->tiles;
      else if (events && events->len > 0)
        g_array_index (events, MlEvent, events->len - 1).item.tiles = item->tiles;
    }
}

static guint
to_port (MlGame *game, int player, guint count)
{
  if (!((game->wonders.port_mask >> player) & 1))
    return 0;
  int at = ml_wonders_piece (game, ML_EFFECT_COTHON, FALSE);
  if (at < 0 || owner_of (game, at) != player)
    return 0;
  const MlPiece *p = ml_board_piece (game->board, (guint) at);
  ml_board_set_wonder (game->board, (guint) at, p->owner, p->slots, p->port + count);
  return count;
}

/* ---- taking wonders ------------------------------------------------------------------- */

static int
next_taker (const MlGame *game)
{
  int pairs = ml_wonders_pairs_at (game);
  for (guint k = 0; k < game->n_players; k++)
    {
      guint p = (game->turn + k) % game->n_players;
      if (game->wonders.n_taken[p] == 0 && game->scores[p] >= pairs)
        return (int) p;
    }
  if (game->wonders.wonders_per_player < 2)
    return -1;
  for (guint k = 0; k < game->n_players; k++)
    {
      guint p = (game->turn + k) % game->n_players;
      if (game->wonders.n_taken[p] == 1 && game->scores[p] >= 50)
        return (int) p;
    }
  return -1;
}

static void
hand_out (MlGame *game, const MlTileDef *choose, guint cothon_port, MlRand *rand, GArray *events)
{
  int p;
  while (game->wonders.n_available > 0 && (p = next_taker (game)) >= 0)
    {
      const MlTileDef *wonder = game->wonders.available[rand ? ml_random_below (rand, game->wonders.n_available) : 0];
      for (guint i = 0; i < game->wonders.n_available && choose; i++)
        if (game->wonders.available[i] == choose)
          wonder = choose;
      choose = NULL;
      ml_wonders_give (game, p, wonder);
      if (events)
        {
          MlEvent ev = { .kind = ML_EVENT_WONDER, .player = p, .tile = wonder };
          g_array_append_val (events, ev);
        }
      /* The Cothon lies on the board from the start: its owner marks it at once, even on
       * another player's turn, and may put meeples into its port. */
      int at = wonder->effect == ML_EFFECT_COTHON ? ml_wonders_laid (game, wonder, -1) : -1;
      if (at < 0 || owner_of (game, at) >= 0)
        continue;
      ml_board_set_wonder (game->board, (guint) at, p, 0, 0);
      guint port = MIN (MIN (cothon_port, 2u), ml_game_supply_left (game, p));
      ml_board_set_wonder (game->board, (guint) at, p, 0, port);
      if (events)
        {
          const MlPiece *piece = ml_board_piece (game->board, (guint) at);
          MlEvent ev = { .kind = ML_EVENT_MARKER, .player = p, .tile = wonder, .x = piece->x, .y = piece->y,
                         .rot = piece->rot };
          g_array_append_val (events, ev);
          if (port)
            {
              MlEvent pe = { .kind = ML_EVENT_PORT, .player = p, .count = port };
              g_array_append_val (events, pe);
            }
        }
    }
}

static gboolean
nazca (const MlGame *game, const MlTileDef *tile)
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

/* ---- the end of the game -------------------------------------------------------------- */

static int
compare_squares (gconstpointer a, gconstpointer b)
{
  const MlSquareXY *p = a, *q = b;
  return p->y != q->y ? (p->y > q->y) - (p->y < q->y) : (p->x > q->x) - (p->x < q->x);
}

/* Rows with a run of 7 filled squares or more, each row once; the columns are the rows of
 * the board turned (the caller swaps x and y). */
static guint
long_rows (GArray *squares)
{
  g_array_sort (squares, compare_squares);
  guint rows = 0, run = 0;
  gboolean counted = FALSE;
  for (guint i = 0; i < squares->len; i++)
    {
      const MlSquareXY *s = &g_array_index (squares, MlSquareXY, i);
      const MlSquareXY *prev = i ? s - 1 : NULL;
      if (prev == NULL || prev->y != s->y)
        {
          run = 1;
          counted = FALSE;
        }
      else
        run = prev->x + 1 == s->x ? run + 1 : 1;
      if (run >= 7 && !counted)
        {
          rows++;
          counted = TRUE;
        }
    }
  return rows;
}

static guint
terracotta_lines (const MlBoard *board)
{
  g_autoptr (GArray) squares = g_array_new (FALSE, FALSE, sizeof (MlSquareXY));
  guint n;
  const MlPiece *pieces = ml_board_pieces (board, &n);
  for (guint i = 0; i < n; i++)
    for (guint c = 0; c < pieces[i].tile->n_cells; c++)
      {
        const MlRotatedCell *cell = &pieces[i].tile->rotated[pieces[i].rot][c];
        MlSquareXY s = { pieces[i].x + cell->dx, pieces[i].y + cell->dy };
        g_array_append_val (squares, s);
      }
  guint lines = long_rows (squares);
  for (guint i = 0; i < squares->len; i++)
    {
      MlSquareXY *s = &g_array_index (squares, MlSquareXY, i);
      int t = s->x;
      s->x = s->y;
      s->y = t;
    }
  return lines + long_rows (squares);
}

static guint
long_roads (MlBoard *board)
{
  g_autoptr (GHashTable) seen = g_hash_table_new (NULL, NULL);
  guint n, count = 0;
  const MlPiece *pieces = ml_board_pieces (board, &n);
  for (guint i = 0; i < n; i++)
    for (guint f = 0; f < pieces[i].tile->n_features; f++)
      {
        if (pieces[i].tile->features[f].kind != ML_FEATURE_ROAD)
          continue;
        guint root = ml_board_find (board, pieces[i].feat_base + f);
        if (!g_hash_table_add (seen, GUINT_TO_POINTER (root + 1)))
          continue;
        MlFeatureInfo info;
        ml_board_feature_info (board, root, &info);
        count += info.tiles >= 5;
      }
  return count;
}

static void
settle_end (MlGame *game, GArray *items)
{
  MlBoard *board = game->board;
  guint n_pieces, n_meeples;
  const MlPiece *pieces = ml_board_pieces (board, &n_pieces);
  const MlMeeple *meeples = ml_board_meeples (board, &n_meeples);
  for (guint i = 0; i < n_pieces; i++)
    {
      int owner = pieces[i].owner;
      if (owner < 0 || (guint) owner >= game->n_players)
        continue;
      guint units = 0, rate = 0;
      switch (pieces[i].tile->effect)
        {
        case ML_EFFECT_ANGKOR_WAT:
          rate = game->n_players <= 2 ? 4 : game->n_players <= 4 ? 3 : 2;
          for (guint m = 0; m < n_meeples; m++)
            {
              const MlMeeple *mp = &meeples[m];
              if (mp->player == owner || mp->prior
                  || ml_board_piece (board, mp->piece)->tile->features[mp->feature].kind != ML_FEATURE_CITY)
                continue;
              units += ml_board_feature_open (board, ml_board_meeple_feature (board, m)) > 0;
            }
          break;
        case ML_EFFECT_ALHAMBRA:
          rate = game->wonders.tiles_in_game >= 120 ? 6 : 5;
          for (guint m = 0; m < n_meeples; m++)
            units += meeples[m].player == owner && !meeples[m].prior
                     && ml_board_piece (board, meeples[m].piece)->tile->features[meeples[m].feature].kind == ML_FEATURE_FIELD;
          break;
        case ML_EFFECT_TIKAL:
          rate = 5;
          units = long_roads (board);
          break;
        case ML_EFFECT_TERRACOTTA:
          rate = 2;
          units = terracotta_lines (board);
          break;
        case ML_EFFECT_NONE:
        case ML_EFFECT_NOTRE_DAME:
        case ML_EFFECT_STONEHENGE:
        case ML_EFFECT_ABU_SIMBEL:
        case ML_EFFECT_CIRCUS_MAXIMUS:
        case ML_EFFECT_GREAT_WALL:
        case ML_EFFECT_TAJ_MAHAL:
        case ML_EFFECT_COTHON:
        case ML_EFFECT_NAZCA:
        case ML_N_EFFECTS:
        default:
          continue;
        }
      if (units > 0)
        give (game, pieces[i].tile->effect, owner, units, rate, G_MAXUINT, ML_N_FEATURE_KINDS, NULL, items);
    }
}

/* ---- the wonder in hand --------------------------------------------------------------- */

const MlTileDef *
ml_wonders_waiting (const MlGame *game, int player)
{
  if (!(game->expansions & ML_EXPANSION_WONDERS))
    return NULL;
  const MlTileDef *hand = ml_wonders_in_hand (game, player);
  return hand && ml_rules_order_allows (game, hand) ? hand : NULL;
}

gboolean
ml_wonders_fits (const MlGame *game, const MlTileDef *wonder)
{
  g_autoptr (GArray) out = g_array_new (FALSE, FALSE, sizeof (MlPlacement));
  ml_rules_legal_placements (game, wonder, out);
  return out->len > 0;
}

guint
ml_wonders_room_after (const MlGame *game, const MlTileDef *tile, const MlPlacement *at)
{
  const MlTileDef *hand = ml_wonders_waiting (game, (int) game->turn);
  return hand ? ml_rules_count_beside (game, tile, at, hand) : 0;
}

/* ---- the hooks of a turn -------------------------------------------------------------- */

static gboolean
refuse (GError **error, const char *message)
{
  g_set_error_literal (error, ML_RULES_ERROR, ML_RULES_ERROR_MEEPLE, message);
  return FALSE;
}

static void
hook_reset (MlGame *game)
{
  game->wonders = (MlWondersState) { .wonders_per_player = 1 };
  if (!(game->expansions & ML_EXPANSION_WONDERS))
    return;
  game->supply = ML_WONDER_SUPPLY;
  const MlTileSet *set = ml_catalogue_find_set (ml_catalogue_get_default (), "wonders");
  for (guint i = 0; set && i < set->tiles->len && i < ML_MAX_WONDERS; i++)
    game->wonders.available[game->wonders.n_available++] = g_ptr_array_index (set->tiles, i);
}

/* Two meeples come with the first wonder, one with the second. */
static guint
hook_extra_supply (const MlGame *game, int player)
{
  guint n = 0;
  for (guint k = 0; k < game->wonders.n_taken[player]; k++)
    n += k == 0 ? 2 : 1;
  return n;
}

/* The marker on each wonder laid, and the meeples in its slots and port. */
static guint
hook_meeples_held (const MlGame *game, int player)
{
  guint n, used = 0;
  const MlPiece *pieces = ml_board_pieces (game->board, &n);
  for (guint i = 0; i < n; i++)
    if (pieces[i].owner == player && ml_tile_is_wonder (pieces[i].tile))
      used += 1 + pieces[i].slots + pieces[i].port;
  return used;
}

/* In a game without the Wonders: no wonder, no tile kept face down, no slot, no port. */
static gboolean
hook_check_foreign (const MlGame *game, const MlTileDef *tile, const MlTurnOptions *opt, GError **error)
{
  if (ml_tile_is_wonder (tile))
    return refuse (error, _("The Wonders of Humanity are not among the expansions of this game."));
  if (opt->keep)
    return refuse (error, _("Only the owner of Abu Simbel keeps a tile face down for the next turn."));
  if (opt->slots)
    return refuse (error, _("Meeples go into slots only when the Taj Mahal is laid, or one a turn instead of a meeple."));
  switch (opt->action)
    {
    case ML_ACTION_SLOT:
    case ML_ACTION_UNSLOT:
      return refuse (error, _("Only the owner of a Taj Mahal laid on an earlier turn uses its slots."));
    case ML_ACTION_FROM_PORT:
      return refuse (error, _("Only the owner of the Cothon of Carthage sends a meeple from its port, and the port is empty."));
    case ML_ACTION_NONE:
    case ML_ACTION_MEEPLES:
    default:
      return TRUE;
    }
}

/* A wonder only by the player who holds it; a tile while a wonder is in hand only to make
 * room for it; a tile kept face down only by Abu Simbel's owner. */
static gboolean
hook_check_hand (const MlGame *game, const MlTileDef *tile, const MlTurnOptions *opt, gboolean *room, GError **error)
{
  int player = (int) game->turn;
  const MlTileDef *hand = ml_wonders_waiting (game, player);
  if (ml_tile_is_wonder (tile))
    {
      if (hand != tile)
        {
          g_set_error (error, ML_RULES_ERROR, ML_RULES_ERROR_MEEPLE,
                       _("The player to move does not hold %s: a wonder is laid by the player who took it."),
                       ml_wonder_name (tile));
          return FALSE;
        }
    }
  else if (hand)
    {
      if (ml_wonders_fits (game, hand))
        {
          g_set_error (error, ML_RULES_ERROR, ML_RULES_ERROR_MEEPLE,
                       _("The player to move holds %s and lays it this turn instead of drawing a tile."),
                       ml_wonder_name (hand));
          return FALSE;
        }
      *room = TRUE;
    }
  if (opt->keep)
    {
      int at = ml_wonders_piece (game, ML_EFFECT_ABU_SIMBEL, FALSE);
      if (at < 0 || ml_board_piece (game->board, (guint) at)->owner != player)
        return refuse (error, _("Only the owner of Abu Simbel keeps a tile face down for the next turn."));
    }
  return TRUE;
}

/* A tile laid to make room goes only where the wonder fits afterwards. */
static void
hook_filter_placements (const MlGame *game, const MlTileDef *tile, gboolean room, GArray *out, guint first)
{
  if (!room)
    return;
  guint kept = first;
  for (guint i = first; i < out->len; i++)
    {
      MlPlacement p = g_array_index (out, MlPlacement, i);
      if (ml_wonders_room_after (game, tile, &p) > 0)
        g_array_index (out, MlPlacement, kept++) = p;
    }
  g_array_set_size (out, kept);
}

static gboolean
hook_check_place (const MlGame *game, const MlTileDef *tile, const MlPlacement *at, gboolean room, GError **error)
{
  if (!room || ml_wonders_room_after (game, tile, at) > 0)
    return TRUE;
  g_set_error (error, ML_RULES_ERROR, ML_RULES_ERROR_MEEPLE,
               _("Laid there, the tile does not make room for %s: it would be set aside."),
               ml_wonder_name (ml_wonders_in_hand (game, (int) game->turn)));
  return FALSE;
}

/* Nothing goes on a tile laid to make room; slots only on laying the Taj Mahal or one a turn
 * for its owner; a meeple from the port only for the Cothon's owner. */
static gboolean
hook_check_action (MlGame *game, guint piece, gboolean room, const MlTurnOptions *opt, GError **error)
{
  int player = (int) game->turn;
  const MlPiece *laid = ml_board_piece (game->board, piece);
  gboolean taj_laid = laid->tile->effect == ML_EFFECT_TAJ_MAHAL && ml_tile_is_wonder (laid->tile);
  if (room && (opt->action != ML_ACTION_NONE || opt->slots))
    return refuse (error, _("No meeple goes on a tile drawn to make room for the wonder."));
  if (opt->slots && !taj_laid)
    return refuse (error, _("Meeples go into slots only when the Taj Mahal is laid, or one a turn instead of a meeple."));
  switch (opt->action)
    {
    case ML_ACTION_NONE:
    case ML_ACTION_MEEPLES:
      for (guint k = 0; k < opt->slots; k++)
        if (!ml_wonders_slot_usable (laid->tile, 1 + k))
          return refuse (error, _("That slot of the Taj Mahal cannot take a meeple: the sources do not give its bonus."));
      return TRUE;
    case ML_ACTION_SLOT:
    case ML_ACTION_UNSLOT:
      {
        int at = ml_wonders_piece (game, ML_EFFECT_TAJ_MAHAL, FALSE);
        const MlPiece *taj = at >= 0 ? ml_board_piece (game->board, (guint) at) : NULL;
        if (taj == NULL || taj->owner != player || (guint) at == piece)
          return refuse (error, _("Only the owner of a Taj Mahal laid on an earlier turn uses its slots."));
        if (opt->action == ML_ACTION_UNSLOT)
          return taj->slots > 0 ? TRUE : refuse (error, _("No meeple stands in the Taj Mahal's slots besides the marker."));
        if (!ml_wonders_slot_usable (taj->tile, 1u + taj->slots))
          return refuse (error, _("The Taj Mahal has no free slot that can take a meeple."));
        return ml_game_supply_left (game, player) > 0 ? TRUE : refuse (error, _("The player has no meeple left in supply."));
      }
    case ML_ACTION_FROM_PORT:
      {
        int at = ml_wonders_piece (game, ML_EFFECT_COTHON, FALSE);
        const MlPiece *cothon = at >= 0 ? ml_board_piece (game->board, (guint) at) : NULL;
        if (cothon == NULL || cothon->owner != player || cothon->port == 0)
          return refuse (error, _("Only the owner of the Cothon of Carthage sends a meeple from its port, and the port is empty."));
        const MlMeepleChoice *m = &opt->meeples[0];
        const char *why = ml_wonders_port_refusal (game, player, opt->port_piece, m->cell, m->feature, m->prior, piece);
        return why ? refuse (error, why) : TRUE;
      }
    default:
      return refuse (error, "?");
    }
}

/* The marker on a wonder just laid, then the Great Wall. */
static void
hook_after_tile (MlGame *game, guint piece, const MlTurnOptions *opt, GArray *events)
{
  game->wonders.port_mask = opt->port_mask;
  const MlPiece *laid = ml_board_piece (game->board, piece);
  if (events && ml_tile_is_wonder (laid->tile))
    {
      MlEvent ev = { .kind = ML_EVENT_MARKER, .player = (int) game->turn, .tile = laid->tile,
                     .x = laid->x, .y = laid->y, .rot = laid->rot };
      g_array_append_val (events, ev);
    }
  great_wall (game, piece, events);
}

static void
meeple_event (MlGame *game, MlEventKind kind, GArray *events)
{
  if (events == NULL)
    return;
  guint i = ml_board_n_meeples (game->board) - 1;
  const MlMeeple *m = ml_board_meeple (game->board, i);
  const MlPiece *p = ml_board_piece (game->board, m->piece);
  const MlRotatedCell *cell = &p->tile->rotated[p->rot][m->cell];
  MlEvent ev = { .kind = kind, .player = m->player, .tile = p->tile, .x = p->x + cell->dx, .y = p->y + cell->dy,
                 .rot = p->rot, .role = ml_meeple_role (game->board, m) };
  g_array_append_val (events, ev);
}

/* The Taj Mahal's slots and the Cothon's port. */
static void
hook_act (MlGame *game, guint piece, const MlTurnOptions *opt, GArray *events)
{
  int player = (int) game->turn;
  int at = -1;
  if (opt->slots)
    at = (int) piece;
  else if (opt->action == ML_ACTION_SLOT || opt->action == ML_ACTION_UNSLOT)
    at = ml_wonders_piece (game, ML_EFFECT_TAJ_MAHAL, FALSE);
  if (at >= 0)
    {
      const MlPiece *taj = ml_board_piece (game->board, (guint) at);
      int change = opt->slots ? (int) opt->slots : opt->action == ML_ACTION_SLOT ? 1 : -1;
      ml_board_set_wonder (game->board, (guint) at, taj->owner, (guint) ((int) taj->slots + change), taj->port);
      for (int k = 0; events && k < ABS (change); k++)
        {
          MlEvent ev = { .kind = ML_EVENT_SLOT, .player = player, .count = change > 0 };
          g_array_append_val (events, ev);
        }
    }
  if (opt->action == ML_ACTION_FROM_PORT)
    {
      int c = ml_wonders_piece (game, ML_EFFECT_COTHON, FALSE);
      const MlPiece *cothon = ml_board_piece (game->board, (guint) c);
      ml_board_set_wonder (game->board, (guint) c, cothon->owner, cothon->slots, cothon->port - 1u);
      ml_board_add_meeple (game->board, player, opt->port_piece, opt->meeples[0].cell, opt->meeples[0].feature, FALSE);
      meeple_event (game, ML_EVENT_FROM_PORT, events);
    }
}

/* Notre-Dame, then Abu Simbel's tile kept for the next turn (the one laid now is no longer
 * kept). */
static void
hook_after_meeples (MlGame *game, guint piece, const MlTurnOptions *opt, const guint *placed, guint n_placed,
                    GArray *events)
{
  int player = (int) game->turn;
  if (n_placed)
    notre_dame (game, placed, n_placed, events);
  if (opt->keep || game->wonders.kept[player] == ml_board_piece (game->board, piece)->tile)
    game->wonders.kept[player] = opt->keep;
  if (opt->keep && events)
    {
      MlEvent ev = { .kind = ML_EVENT_KEEP, .player = player, .tile = opt->keep };
      g_array_append_val (events, ev);
    }
}

static void
hook_before_score (MlGame *game, const MlScoreItem *item, GArray *events)
{
  stonehenge (game, item, events);
}

static void
hook_after_score (MlGame *game, const MlScoreItem *item, GArray *events, GArray *items)
{
  after_score_bonuses (game, item, events, items);
}

static guint
hook_take_returning (MlGame *game, int player, guint count)
{
  return to_port (game, player, count);
}

static void
hook_after_scoring (MlGame *game, const MlTurnOptions *opt, GArray *events)
{
  hand_out (game, opt->choose, opt->cothon_port, opt->rand, events);
}

static gboolean
hook_extra_turn (MlGame *game, const MlTileDef *tile, GArray *events)
{
  if (!nazca (game, tile))
    return FALSE;
  if (events)
    {
      MlEvent ev = { .kind = ML_EVENT_EXTRA_TURN, .player = (int) game->turn, .tile = tile };
      g_array_append_val (events, ev);
    }
  return TRUE;
}

static void
hook_end_turn (MlGame *game)
{
  game->wonders.port_mask = 0;
}

static void
hook_settle (MlGame *game, GArray *items)
{
  settle_end (game, items);
}

static char *
hook_check_holding (const MlGame *game, int player)
{
  const MlWondersState *w = &game->wonders;
  if (w->n_taken[player] <= w->wonders_per_player)
    return NULL;
  return g_strdup_printf (ngettext ("Player %u took %u wonder; this game allows %u each.",
                                    "Player %u took %u wonders; this game allows %u each.", w->n_taken[player]),
                          (guint) player + 1, w->n_taken[player], w->wonders_per_player);
}

const MlExpansionHooks ml_wonders_hooks = {
  .expansion = ML_EXPANSION_WONDERS,
  .reset = hook_reset,
  .check_foreign = hook_check_foreign,
  .extra_supply = hook_extra_supply,
  .meeples_held = hook_meeples_held,
  .check_holding = hook_check_holding,
  .check_hand = hook_check_hand,
  .filter_placements = hook_filter_placements,
  .check_place = hook_check_place,
  .check_action = hook_check_action,
  .after_tile = hook_after_tile,
  .act = hook_act,
  .after_meeples = hook_after_meeples,
  .before_score = hook_before_score,
  .after_score = hook_after_score,
  .take_returning = hook_take_returning,
  .after_scoring = hook_after_scoring,
  .extra_turn = hook_extra_turn,
  .end_turn = hook_end_turn,
  .settle = hook_settle,
};
