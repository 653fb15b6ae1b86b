/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"
#include "ml-wonders-state.h"
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
    first += ml_wonders_state (game)->n_taken[p] > 0;
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
  for (guint k = 0; k < ml_wonders_state (game)->n_taken[player]; k++)
    if (ml_wonders_state (game)->taken[player][k]->effect != ML_EFFECT_COTHON
        && ml_wonders_laid (game, ml_wonders_state (game)->taken[player][k], player) < 0)
      return ml_wonders_state (game)->taken[player][k];
  return NULL;
}

gboolean
ml_wonders_has_taken (const MlGame *game, int player, const MlTileDef *wonder)
{
  for (guint k = 0; k < ml_wonders_state (game)->n_taken[player]; k++)
    if (ml_wonders_state (game)->taken[player][k] == wonder)
      return TRUE;
  return FALSE;
}

gboolean
ml_wonders_takable (const MlGame *game, const MlTileDef *wonder)
{
  gboolean available = FALSE;
  for (guint i = 0; i < ml_wonders_state (game)->n_available; i++)
    available |= ml_wonders_state (game)->available[i] == wonder;
  if (!available || wonder->effect != ML_EFFECT_COTHON)
    return available;
  int at = ml_wonders_laid (game, wonder, -1);
  return at >= 0 && ml_board_piece (game->board, (guint) at)->owner < 0;
}

void
ml_wonders_give (MlGame *game, int player, const MlTileDef *wonder)
{
  for (guint i = 0; i < ml_wonders_state (game)->n_available; i++)
    if (ml_wonders_state (game)->available[i] == wonder)
      {
        memmove (&ml_wonders_state (game)->available[i], &ml_wonders_state (game)->available[i + 1], (ml_wonders_state (game)->n_available - i - 1) * sizeof (gpointer));
        ml_wonders_state (game)->n_available--;
        break;
      }
  if (ml_wonders_state (game)->n_taken[player] < G_N_ELEMENTS (ml_wonders_state (game)->taken[player]) && !ml_wonders_has_taken (game, player, wonder))
    ml_wonders_state (game)->taken[player][ml_wonders_state (game)->n_taken[player]++] = wonder;
}

MlEffect
ml_wonder_effect (const MlGame *game, const MlTileDef *wonder)
{
  if (game->readings.answer[ML_READING_WONDER_BINDINGS] == ML_BINDINGS_OTHER)
    return wonder->effect_other;
  return wonder->effect;
}

const MlTileDef *
ml_wonders_with_effect (const MlGame *game, MlEffect effect)
{
  const MlTileSet *set = ml_catalogue_find_set (ml_catalogue_get_default (), "wonders");
  for (guint i = 0; set && i < set->tiles->len; i++)
    {
      const MlTileDef *wonder = g_ptr_array_index (set->tiles, i);
      if (ml_wonder_effect (game, wonder) == effect)
        return wonder;
    }
  return NULL;
}

/* Whether the wonder @p (with an owner, its effect @effect) acts now: once its effects have
 * started (hook_after_tile), the Taj Mahal at once. The final scoring comes after the turn
 * that laid it but before the owner's next turn: it counts under any-next-turn only, for
 * the end-of-game wonders as for the others. */
static gboolean
piece_acts (const MlGame *game, const MlPiece *p, MlEffect effect)
{
  return effect == ML_EFFECT_TAJ_MAHAL || ml_wonders_state (game)->inactive[p->owner] != p->tile
         || (game->placing < 0 && game->readings.answer[ML_READING_EFFECTS_START] != ML_EFFECTS_OWNER_NEXT_TURN);
}

int
ml_wonders_piece (const MlGame *game, MlEffect effect, gboolean acting)
{
  guint n;
  const MlPiece *pieces = ml_board_pieces (game->board, &n);
  /* ml_wonder_effect(), read once: this runs over every piece several times a turn. */
  gboolean other = game->readings.answer[ML_READING_WONDER_BINDINGS] == ML_BINDINGS_OTHER;
  for (guint i = 0; i < n; i++)
    {
      const MlPiece *p = &pieces[i];
      if ((other ? p->tile->effect_other : p->tile->effect) != effect || p->owner < 0 || (guint) p->owner >= game->n_players)
        continue;
      if (acting && !piece_acts (game, p, effect))
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

const MlTileDef *
ml_wonders_keep_forced (const MlGame *game, int player, const MlTileDef *laid)
{
  const MlTileDef *kept = player >= 0 && (guint) player < game->n_players ? ml_wonders_state (game)->kept[player] : NULL;
  return kept && laid != kept && ml_wonders_draws_two (game, player) ? kept : NULL;
}

char *
ml_wonders_keep_refusal (const MlGame *game, int player, const MlTileDef *laid, const MlTileDef *keep)
{
  /* Of the two tiles in hand, the one not laid is kept: no other comes out of the bag. */
  const MlTileDef *forced = keep ? ml_wonders_keep_forced (game, player, laid) : NULL;
  if (forced == NULL || keep == forced)
    return NULL;
  return g_strdup_printf (_("The tiles in hand are %s, kept face down, and %s, drawn: laying %s keeps %s, not %s."),
                          forced->id, laid->id, laid->id, forced->id, keep->id);
}

guint
ml_wonders_slot_points (const MlReadings *readings, const MlTileDef *taj, guint index)
{
  if (index >= taj->n_slots)
    return 0;
  if (taj->slots[index].points > 0)
    return taj->slots[index].points;
  if (readings && readings->answer[ML_READING_TAJ_FIFTH_SLOT] == ML_FIFTH_SLOT_VALUE && readings->fifth_slot_value > 0)
    return (guint) readings->fifth_slot_value;
  return 0;
}

gboolean
ml_wonders_slot_usable (const MlTileDef *taj, guint index)
{
  return ml_wonders_slot_points (NULL, taj, index) > 0;
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
ml_wonders_state_ok (const MlTileDef *wonder, const MlReadings *readings, int owner, guint slots, guint port)
{
  if (owner < 0 && (slots > 0 || port > 0))
    return FALSE;
  for (guint k = 1; k <= slots; k++)
    if (ml_wonders_slot_points (readings, wonder, k) == 0)
      return FALSE;
  return port == 0 || wonder->port;
}

/* ---- bonuses -------------------------------------------------------------------------- */

/* A bonus of @effect to @owner, who holds it through the laid piece @at. */
static void
give (MlGame *game, MlEffect effect, int at, int owner, guint units, guint rate, guint feat, MlFeatureKind kind,
      GArray *events, GArray *items)
{
  MlScoreItem item = { .kind = ML_SCORE_WONDER, .complete = TRUE, .feat = feat, .winners = 1u << owner,
                       .points = (int) (units * rate), .effect = effect, .bonus_kind = kind,
                       .units = units, .rate = rate, .wonder = ml_board_piece (game->board, (guint) at)->tile };
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
      give (game, ML_EFFECT_GREAT_WALL, at, owner, 1, 3, root, ML_FEATURE_CITY, events, NULL);
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
          give (game, ML_EFFECT_NOTRE_DAME, at, owner, 1, 3, ml_board_find (game->board, ml_board_meeple_feature (game->board, placed[i])),
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
  int at = ml_wonders_piece (game, ML_EFFECT_STONEHENGE, TRUE), owner = owner_of (game, at);
  if (owner >= 0 && owner == (int) game->turn)
    give (game, ML_EFFECT_STONEHENGE, at, owner, 1, 3, item->feat, ML_FEATURE_ROAD, events, NULL);
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

static void
after_score_bonuses (MlGame *game, const MlScoreItem *item, GArray *events, GArray *items)
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
        give (game, ML_EFFECT_TAJ_MAHAL, at, taj->owner, 1, points, item->feat, kind, events, items);
    }

  /* Circus Maximus: a city of 3 tiles or more scores with the owner's meeple in it. */
  at = ml_wonders_piece (game, ML_EFFECT_CIRCUS_MAXIMUS, TRUE);
  int owner = owner_of (game, at);
  if (owner >= 0 && kind == ML_FEATURE_CITY && item->tiles >= 3 && item->counts[owner] > 0)
    {
      give (game, ML_EFFECT_CIRCUS_MAXIMUS, at, owner, city_meeples (game->board, owner), 2, item->feat,
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
  if (!((ml_wonders_state (game)->port_mask >> player) & 1))
    return 0;
  int at = ml_wonders_piece (game, ML_EFFECT_COTHON, FALSE);
  if (at < 0 || owner_of (game, at) != player)
    return 0;
  const MlPiece *p = ml_board_piece (game->board, (guint) at);
  ml_board_set_wonder (game->board, (guint) at, p->owner, p->slots, p->port + count);
  return count;
}

/* ---- taking wonders ------------------------------------------------------------------- */

/* Whether @p reaches the pairs now: a first wonder at the pairs, a second at 50 in the
 * variant. */
static gboolean
reaches_pairs (const MlGame *game, guint p, int pairs)
{
  guint taken = ml_wonders_state (game)->n_taken[p];
  if (taken == 0)
    return game->scores[p] >= pairs;
  return taken == 1 && ml_wonders_state (game)->wonders_per_player >= 2 && game->scores[p] >= 50;
}

/* The next player to take a wonder: among those who reach the pairs, the first that the
 * player to move listed in @opt's order, else the first in turn order from the player to
 * move; first wonders before second ones. */
static int
next_taker (const MlGame *game, const MlTurnOptions *opt)
{
  int pairs = ml_wonders_pairs_at (game);
  /* Second wonders only in the variant. */
  guint passes = ml_wonders_state (game)->wonders_per_player >= 2 ? 2 : 1;
  for (guint second = 0; second < passes; second++)
    {
      for (guint k = 0; k < opt->n_order; k++)
        {
          guint p = opt->order[k];
          if (p < game->n_players && (ml_wonders_state (game)->n_taken[p] > 0) == second && reaches_pairs (game, p, pairs))
            return (int) p;
        }
      for (guint k = 0; k < game->n_players; k++)
        {
          guint p = (game->turn + k) % game->n_players;
          if ((ml_wonders_state (game)->n_taken[p] > 0) == second && reaches_pairs (game, p, pairs))
            return (int) p;
        }
    }
  return -1;
}

/* The wonder @p takes: the one asked for, else one of those that may be taken (at random
 * with @rand, else the first); NULL when none may be. */
static const MlTileDef *
wonder_for (const MlGame *game, const MlTileDef *want, MlRand *rand)
{
  if (want && ml_wonders_takable (game, want))
    return want;
  const MlTileDef *takable[ML_MAX_WONDERS];
  guint n = 0;
  for (guint i = 0; i < ml_wonders_state (game)->n_available; i++)
    if (ml_wonders_takable (game, ml_wonders_state (game)->available[i]))
      takable[n++] = ml_wonders_state (game)->available[i];
  if (n == 0)
    return NULL;
  return takable[rand ? ml_random_below (rand, n) : 0];
}

/* Taking the Cothon, which lies on the board at @at: the marker, the meeples @opt puts on
 * its features (or, in random games, draws) and into its port, two at most. A turn whose
 * meeples asked for could not all go on it was refused beforehand (rehearse_cothon()). */
/* Random games: 0 to 2 meeples (each number alike, within the supply) on features of the
 * Cothon that are free now and apart, drawn at random. */
static guint
draw_cothon_meeples (MlGame *game, int p, guint at, MlRand *rand, MlMeepleChoice *out)
{
  MlMeepleChoice choices[ML_MAX_MEEPLE_CHOICES];
  guint n = ml_rules_meeple_choices (game, p, at, choices);
  guint want = ml_random_below (rand, MIN (2u, ml_game_supply_left (game, p)) + 1);
  guint got = 0;
  for (guint k = 0; k < want && n > 0; k++)
    {
      guint i = ml_random_below (rand, n);
      MlMeepleChoice m = choices[i];
      choices[i] = choices[--n];
      if (got == 0 || ml_rules_features_apart (game, at, out[0].feature, m.feature))
        out[got++] = m;
    }
  return got;
}

static void
take_cothon (MlGame *game, int p, guint at, const MlTurnOptions *opt, GArray *events)
{
  const MlPiece *piece = ml_board_piece (game->board, at);
  const MlTileDef *cothon = piece->tile;
  ml_board_set_wonder (game->board, at, p, 0, 0);
  if (events)
    {
      MlEvent ev = { .kind = ML_EVENT_MARKER, .player = p, .tile = cothon, .x = piece->x, .y = piece->y,
                     .rot = piece->rot };
      g_array_append_val (events, ev);
    }
  const MlMeepleChoice *asked = opt->cothon_meeples;
  guint n_asked = MIN (opt->n_cothon_meeples, 2u);
  MlMeepleChoice drawn[2];
  if (opt->cothon_at_random && opt->rand)
    {
      n_asked = draw_cothon_meeples (game, p, at, opt->rand, drawn);
      asked = drawn;
    }
  guint placed = 0;
  for (guint i = 0; i < n_asked; i++)
    {
      const MlMeepleChoice *m = &asked[i];
      if (ml_game_supply_left (game, p) == 0 || m->feature >= cothon->n_features
          || !ml_rules_can_put_meeple (game, p, at, m->feature, FALSE, NULL))
        continue;
      ml_board_add_meeple (game->board, p, at, m->cell, m->feature, FALSE);
      placed++;
      if (events)
        {
          const MlMeeple *put = ml_board_meeple (game->board, ml_board_n_meeples (game->board) - 1);
          const MlRotatedCell *cell = &cothon->rotated[piece->rot][put->cell];
          MlEvent ev = { .kind = ML_EVENT_MEEPLE, .player = p, .tile = cothon, .x = piece->x + cell->dx,
                         .y = piece->y + cell->dy, .rot = piece->rot, .role = ml_meeple_role (game->board, put) };
          g_array_append_val (events, ev);
        }
    }
  guint port = MIN (MIN (opt->cothon_port, 2u - placed), ml_game_supply_left (game, p));
  ml_board_set_wonder (game->board, at, p, 0, port);
  if (events && port)
    {
      MlEvent pe = { .kind = ML_EVENT_PORT, .player = p, .count = port };
      g_array_append_val (events, pe);
    }
}

static void
hand_out (MlGame *game, const MlTurnOptions *opt, GArray *events)
{
  const MlTileDef *choose = opt->choose;
  gboolean asked[ML_MAX_PLAYERS] = { FALSE };
  int p;
  while (ml_wonders_state (game)->n_available > 0 && (p = next_taker (game, opt)) >= 0)
    {
      /* Each taker's own choice once; the plain choice goes to the first taker without one. */
      const MlTileDef *want = asked[p] ? NULL : opt->choose_for[p];
      asked[p] = TRUE;
      if (want == NULL && choose)
        want = choose, choose = NULL;
      const MlTileDef *wonder = wonder_for (game, want, opt->rand);
      if (wonder == NULL)
        break;
      ml_wonders_give (game, p, wonder);
      if (events)
        {
          MlEvent ev = { .kind = ML_EVENT_WONDER, .player = p, .tile = wonder };
          g_array_append_val (events, ev);
        }
      /* The Cothon lies on the board from the start: its owner marks it at once, even on
       * another player's turn, and may put meeples on it and into its port. */
      if (wonder->effect == ML_EFFECT_COTHON)
        take_cothon (game, p, (guint) ml_wonders_laid (game, wonder, -1), opt, events);
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
      MlEffect effect = ml_wonder_effect (game, pieces[i].tile);
      if (!piece_acts (game, &pieces[i], effect))
        continue;
      switch (effect)
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
          rate = ml_wonders_state (game)->tiles_in_game >= 120 ? 6 : 5;
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
        give (game, effect, (int) i, owner, units, rate, G_MAXUINT, ML_N_FEATURE_KINDS, NULL, items);
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
  *ml_wonders_state (game) = (MlWondersState) { .wonders_per_player = 1 };
  if (!(game->expansions & ML_EXPANSION_WONDERS))
    return;
  game->supply = ML_WONDER_SUPPLY;
  const MlTileSet *set = ml_catalogue_find_set (ml_catalogue_get_default (), "wonders");
  for (guint i = 0; set && i < set->tiles->len && i < ML_MAX_WONDERS; i++)
    ml_wonders_state (game)->available[ml_wonders_state (game)->n_available++] = g_ptr_array_index (set->tiles, i);
}

/* Two meeples come with the first wonder, one with the second. */
static guint
hook_extra_supply (const MlGame *game, int player)
{
  guint n = 0;
  for (guint k = 0; k < ml_wonders_state (game)->n_taken[player]; k++)
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
  gboolean choices = opt->choose || opt->n_order || opt->cothon_port || opt->n_cothon_meeples || opt->port_mask;
  for (guint p = 0; p < ML_MAX_PLAYERS; p++)
    choices |= opt->choose_for[p] != NULL;
  if (choices)
    return refuse (error, _("Wonders are taken, and meeples go to the Cothon's port, only with the Wonders of Humanity."));
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
  /* "vous ne le posez pas": the Cothon is the board the game starts from. */
  if (tile->effect == ML_EFFECT_COTHON && ml_tile_is_wonder (tile))
    return refuse (error, _("The Cothon of Carthage is the starting board: it is never laid as a wonder."));
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
  if (opt->keep && !ml_wonders_draws_two (game, player))
    {
      /* Named after the wonder that has the effect under the game's readings. */
      const MlTileDef *wonder = ml_wonders_with_effect (game, ML_EFFECT_ABU_SIMBEL);
      if (wonder == NULL)
        return refuse (error, _("Only the owner of Abu Simbel keeps a tile face down for the next turn."));
      g_set_error (error, ML_RULES_ERROR, ML_RULES_ERROR_MEEPLE,
                   _("Only the owner of %s keeps a tile face down for the next turn."), ml_wonder_name (wonder));
      return FALSE;
    }
  g_autofree char *why = ml_wonders_keep_refusal (game, player, tile, opt->keep);
  if (why)
    {
      g_set_error_literal (error, ML_RULES_ERROR, ML_RULES_ERROR_MEEPLE, why);
      return FALSE;
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

/* The meeples asked for on the Cothon go on when it is taken, after the turn's meeples and
 * scoring: a meeple put this turn may by then occupy a feature that was free, and the
 * supply may be empty. The turn is played ahead on a copy (same random draws) and refused
 * when the Cothon is taken but not every meeple asked for goes on it. */
static gboolean
rehearse_cothon (MlGame *game, guint piece, const MlTurnOptions *opt, GError **error)
{
  const MlPiece *laid = ml_board_piece (game->board, piece);
  const MlTileDef *tile = laid->tile;
  int x = laid->x, y = laid->y, rot = laid->rot;
  g_autoptr (MlGame) copy = ml_game_copy (game);
  ml_board_remove_piece (copy->board, piece);
  ml_wonders_state (copy)->rehearsal = TRUE;
  MlTurnOptions ahead = *opt;
  ahead.decide = NULL;
  MlRand rand;
  if (opt->rand)
    {
      rand = *opt->rand;
      ahead.rand = &rand;
    }
  g_autoptr (GArray) events = g_array_new (FALSE, FALSE, sizeof (MlEvent));
  /* Refused for another reason: the real checks say why. */
  if (!ml_game_play_ahead (copy, tile, x, y, rot, &ahead, events, NULL))
    return TRUE;
  int taker = -1;
  guint put = 0;
  for (guint i = 0; i < events->len; i++)
    {
      const MlEvent *ev = &g_array_index (events, MlEvent, i);
      if (ev->kind == ML_EVENT_WONDER && ev->tile->effect == ML_EFFECT_COTHON)
        taker = ev->player;
      else if (taker >= 0 && ev->kind == ML_EVENT_MEEPLE && ev->tile->effect == ML_EFFECT_COTHON)
        put++;
    }
  /* Not taken on this turn: the meeples are a wish for when it is (the app asks before the
   * turn's meeple is known). */
  if (taker < 0 || put == opt->n_cothon_meeples)
    return TRUE;
  if (ml_game_supply_left (copy, taker) == 0)
    return refuse (error, _("The taker of the Cothon of Carthage has no meeple left in supply for it."));
  return refuse (error, _("A feature of the Cothon of Carthage asked for is no longer free when it is taken: "
                          "a meeple put on this turn joined it."));
}

/* The wonders asked for at the pairs: each one that may be taken now, no wonder for two
 * takers; the meeples put on the Cothon on taking it: features of it that are free now,
 * apart, two at most with those put into its port, and all of them still free when it is
 * taken. */
static gboolean
check_taking (MlGame *game, guint piece, const MlTurnOptions *opt, GError **error)
{
  const MlTileDef *asked[ML_MAX_PLAYERS + 1];
  guint n = 0;
  if (opt->choose)
    asked[n++] = opt->choose;
  for (guint p = 0; p < ML_MAX_PLAYERS; p++)
    if (opt->choose_for[p])
      asked[n++] = opt->choose_for[p];
  for (guint i = 0; i < n; i++)
    {
      if (!ml_wonders_takable (game, asked[i]))
        {
          g_set_error (error, ML_RULES_ERROR, ML_RULES_ERROR_MEEPLE,
                       asked[i]->effect == ML_EFFECT_COTHON && ml_wonders_laid (game, asked[i], -1) < 0
                       ? _("%s can be taken only when it is the starting board of the game.")
                       : _("%s is not among the wonders left to take."), ml_wonder_name (asked[i]));
          return FALSE;
        }
      for (guint j = 0; j < i; j++)
        if (asked[j] == asked[i])
          {
            g_set_error (error, ML_RULES_ERROR, ML_RULES_ERROR_MEEPLE,
                         _("%s is asked for twice: each taker chooses another wonder."), ml_wonder_name (asked[i]));
            return FALSE;
          }
    }
  if (opt->n_cothon_meeples == 0)
    return TRUE;
  const MlTileDef *cothon = ml_catalogue_lookup (ml_catalogue_get_default (), "cothon-carthage");
  int at = cothon ? ml_wonders_laid (game, cothon, -1) : -1;
  if (at < 0 || ml_board_piece (game->board, (guint) at)->owner >= 0)
    return refuse (error, _("Meeples go on the Cothon of Carthage only when it is taken, from the starting board."));
  if (opt->n_cothon_meeples + opt->cothon_port > 2)
    return refuse (error, _("Taking the Cothon of Carthage puts 2 meeples at most on it and into its port."));
  for (guint i = 0; i < opt->n_cothon_meeples; i++)
    {
      const MlMeepleChoice *m = &opt->cothon_meeples[i];
      if (m->feature >= cothon->n_features || !ml_tile_feature_on_cell (cothon, m->feature, m->cell))
        return refuse (error, _("The Cothon of Carthage has no such feature on that square."));
      MlFeatureKind kind = cothon->features[m->feature].kind;
      if (kind == ML_FEATURE_RIVER)
        return refuse (error, _("No meeple can stand on the river."));
      if (kind == ML_FEATURE_FIELD && !(game->expansions & ML_EXPANSION_FARMERS))
        return refuse (error, _("Farmers are not in use in this game."));
      if (ml_board_feature_meeples (game->board, ml_board_feature_id (game->board, (guint) at, m->feature)) > 0)
        return refuse (error, _("That feature already holds a meeple (the whole connected feature counts, however far)."));
    }
  if (opt->n_cothon_meeples == 2
      && !ml_rules_features_apart (game, (guint) at, opt->cothon_meeples[0].feature, opt->cothon_meeples[1].feature))
    return refuse (error, _("The two meeples on a wonder go on different features."));
  return ml_wonders_state (game)->rehearsal || rehearse_cothon (game, piece, opt, error);
}

/* Nothing goes on a tile laid to make room; slots only on laying the Taj Mahal or one a turn
 * for its owner; a meeple from the port only for the Cothon's owner. */
static gboolean
hook_check_action (MlGame *game, guint piece, gboolean room, const MlTurnOptions *opt, GError **error)
{
  int player = (int) game->turn;
  if (!check_taking (game, piece, opt, error))
    return FALSE;
  const MlPiece *laid = ml_board_piece (game->board, piece);
  gboolean taj_laid = ml_wonders_has_slots (laid->tile);
  if (room && (opt->action != ML_ACTION_NONE || opt->slots))
    return refuse (error, _("No meeple goes on a tile drawn to make room for the wonder."));
  if (opt->slots && !taj_laid)
    return refuse (error, _("Meeples go into slots only when the Taj Mahal is laid, or one a turn instead of a meeple."));
  switch (opt->action)
    {
    case ML_ACTION_NONE:
    case ML_ACTION_MEEPLES:
      for (guint k = 0; k < opt->slots; k++)
        if (ml_wonders_slot_points (&game->readings, laid->tile, 1 + k) == 0)
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
        if (ml_wonders_slot_points (&game->readings, taj->tile, 1u + taj->slots) == 0)
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

static void
hook_after_tile (MlGame *game, guint piece, const MlTurnOptions *opt, GArray *events)
{
  ml_wonders_state (game)->port_mask = opt->port_mask;
  const MlPiece *laid = ml_board_piece (game->board, piece);
  start_effects (game, laid);
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
  if (opt->keep || ml_wonders_state (game)->kept[player] == ml_board_piece (game->board, piece)->tile)
    ml_wonders_state (game)->kept[player] = opt->keep;
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
  hand_out (game, opt, events);
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
  ml_wonders_state (game)->port_mask = 0;
}

static void
hook_settle (MlGame *game, GArray *items)
{
  settle_end (game, items);
}

static char *
hook_check_holding (const MlGame *game, int player)
{
  const MlWondersState *w = ml_wonders_state (game);
  /* The scenario's list counts whole: the game keeps two wonders a player at most. */
  guint took = MAX (w->n_taken[player], w->n_listed[player]);
  if (took <= w->wonders_per_player)
    return NULL;
  return g_strdup_printf (ngettext ("Player %u took %u wonder; this game allows %u each.",
                                    "Player %u took %u wonders; this game allows %u each.", took),
                          (guint) player + 1, took, w->wonders_per_player);
}

static char *
hook_describe (const MlScoreItem *item)
{
  return item->kind == ML_SCORE_WONDER ? ml_wonders_describe_item (item) : NULL;
}

gsize ml_wonders_state_at;

const MlExpansionHooks ml_wonders_hooks = {
  .expansion = ML_EXPANSION_WONDERS,
  .state_size = sizeof (MlWondersState),
  .state_offset = &ml_wonders_state_at,
  .describe = hook_describe,
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
