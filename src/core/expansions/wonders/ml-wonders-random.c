/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"
#include "ml-wonders-state.h"
#include "ml-wonders-random.h"
#include "ml-random.h"
#include "ml-wonders.h"

static void
pick_meeples (MlGame *game, guint piece, MlRand *rand, GArray *choices, guint max, MlTurnOptions *opt)
{
  /* Each number of meeples alike, then distinct features at random (two features of the
   * wonder that its neighbours join are one). */
  guint want = ml_random_below (rand, max + 1);
  for (guint k = 0; k < want && choices->len > 0; k++)
    {
      guint i = ml_random_below (rand, choices->len);
      MlMeepleChoice m = g_array_index (choices, MlMeepleChoice, i);
      gboolean same = opt->n_meeples > 0 && !ml_rules_features_apart (game, piece, opt->meeples[0].feature, m.feature);
      if (!same)
        opt->meeples[opt->n_meeples++] = m;
      g_array_remove_index_fast (choices, i);
    }
  opt->action = opt->n_meeples ? ML_ACTION_MEEPLES : ML_ACTION_NONE;
}

/* A feature along the river for a meeple from the port, if there is one. */
static gboolean
port_target (MlGame *game, int player, guint laid, MlRand *rand, MlTurnOptions *opt)
{
  guint n;
  const MlPiece *pieces = ml_board_pieces (game->board, &n);
  guint start = ml_random_below (rand, n);
  for (guint k = 0; k < n; k++)
    {
      guint i = (start + k) % n;
      const MlTileDef *tile = pieces[i].tile;
      for (guint c = 0; tile->has_water && c < tile->n_cells; c++)
        for (guint f = 0; f < tile->n_features; f++)
          if (ml_wonders_port_refusal (game, player, i, c, f, FALSE, laid) == NULL)
            {
              opt->action = ML_WONDERS_ACTION_FROM_PORT;
              ml_wonders_turn (opt)->port_piece = i;
              opt->meeples[0] = (MlMeepleChoice) { TRUE, c, (guint8) f, FALSE };
              return TRUE;
            }
    }
  return FALSE;
}

void
ml_wonders_random_choices (MlGame *game, guint piece, MlTurnOptions *opt, gpointer scratch)
{
  GArray *meeples = scratch;
  MlRand *rand = opt->rand;
  int player = (int) game->turn;
  const MlPiece *laid = ml_board_piece (game->board, piece);
  g_array_set_size (meeples, 0);
  ml_rules_meeple_options (game, player, piece, meeples);
  if (ml_tile_is_wonder (laid->tile))
    {
      pick_meeples (game, piece, rand, meeples, MIN (2u, ml_game_supply_left (game, player)), opt);
      if (laid->tile->effect == ML_EFFECT_TAJ_MAHAL)
        while (opt->n_meeples + opt->slots < MIN (2u, ml_game_supply_left (game, player))
               && ml_wonders_slot_points (&game->readings, laid->tile, 1 + opt->slots) && ml_random_below (rand, 2))
          opt->slots++;
    }
  else
    {
      /* The meeple options, none, and the wonders' other actions, each alike. */
      int taj = ml_wonders_piece (game, ML_EFFECT_TAJ_MAHAL, FALSE);
      int cothon = ml_wonders_piece (game, ML_EFFECT_COTHON, FALSE);
      const MlPiece *t = taj >= 0 && (guint) taj != piece ? ml_board_piece (game->board, (guint) taj) : NULL;
      const MlPiece *c = cothon >= 0 ? ml_board_piece (game->board, (guint) cothon) : NULL;
      gboolean slot = t && t->owner == player && ml_wonders_slot_points (&game->readings, t->tile, 1u + t->slots) > 0
                      && ml_game_supply_left (game, player) > 0;
      gboolean unslot = t && t->owner == player && t->slots > 0;
      gboolean port = c && c->owner == player && c->port > 0;
      guint n = meeples->len;
      guint pick = ml_random_below (rand, n + 1 + slot + unslot + port);
      if (pick < n)
        {
          opt->action = ML_ACTION_MEEPLES;
          opt->n_meeples = 1;
          opt->meeples[0] = g_array_index (meeples, MlMeepleChoice, pick);
        }
      else if (pick == n)
        opt->action = ML_ACTION_NONE;
      else if (slot && pick == n + 1)
        opt->action = ML_WONDERS_ACTION_SLOT;
      else if (unslot && pick == n + 1 + slot)
        opt->action = ML_WONDERS_ACTION_UNSLOT;
      else if (!port || !port_target (game, player, piece, rand, opt))
        opt->action = ML_ACTION_NONE;
    }
  guint port_mask = ml_wonders_port_mask (game);
  ml_wonders_turn (opt)->port_mask = port_mask && ml_random_below (rand, 2) ? port_mask : 0;
  ml_wonders_turn (opt)->cothon_port = ml_random_below (rand, 3);
  /* Meeples on the Cothon itself are drawn only if it is taken: its features may fill
   * during the turn, and most turns take nothing. */
  ml_wonders_turn (opt)->cothon_at_random = TRUE;
}

/* The wonders of the game: one a player, at random. */
static void
choose_wonders (MlGame *game, MlRand *rand)
{
  const MlTileDef *pool[ML_MAX_WONDERS];
  guint n = 0;
  for (guint i = 0; i < ml_wonders_state (game)->n_available; i++)
    {
      const MlTileDef *w = ml_wonders_state (game)->available[i];
      /* The Cothon starts the river: it plays only with the River. */
      if (w->effect != ML_EFFECT_COTHON || (game->expansions & ML_EXPANSION_RIVER))
        pool[n++] = w;
    }
  ml_wonders_state (game)->n_available = 0;
  for (guint k = 0; k < game->n_players && n > 0; k++)
    {
      guint i = ml_random_below (rand, n);
      ml_wonders_state (game)->available[ml_wonders_state (game)->n_available++] = pool[i];
      pool[i] = pool[--n];
    }
}

const MlTileDef *
ml_wonders_random_start (MlGame *game, MlRand *rand, const MlTileDef *start)
{
  choose_wonders (game, rand);
  for (guint i = 0; i < ml_wonders_state (game)->n_available; i++)
    if (ml_wonders_state (game)->available[i]->effect == ML_EFFECT_COTHON)
      start = ml_wonders_state (game)->available[i];
  return start;
}
