/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"
#include "ml-wonders-private.h"
#include "ml-rules.h"

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
 * started (_ml_wonders_after_tile()), the Taj Mahal at once. The final scoring comes after
 * the turn that laid it but before the owner's next turn: it counts under any-next-turn
 * only, for the end-of-game wonders as for the others. */
gboolean
_ml_wonders_piece_acts (const MlGame *game, const MlPiece *p, MlEffect effect)
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
      if (acting && !_ml_wonders_piece_acts (game, p, effect))
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
  if (readings && readings->answer[ML_READING_TAJ_FIFTH_SLOT] == ML_FIFTH_SLOT_VALUE && readings->value[ML_READING_TAJ_FIFTH_SLOT] > 0)
    return (guint) readings->value[ML_READING_TAJ_FIFTH_SLOT];
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
ml_wonders_port_refusal (MlGame *game, int player, guint piece, guint cell, guint feature, guint figure, guint laid)
{
  MlBoard *board = game->board;
  if (piece >= ml_board_n_pieces (board))
    return _("There is no piece there.");
  const MlTileDef *tile = ml_board_piece (board, piece)->tile;
  if (!ml_tile_feature_on_cell (tile, feature, cell) || !ml_tile_cell_on_water (tile, cell))
    return _("A meeple from the port goes on a square the river crosses.");
  MlFeatureKind kind = tile->features[feature].kind;
  if (kind == ML_FEATURE_FIELD || kind == ML_FEATURE_WATER || figure != ML_FIGURE_MEEPLE)
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
