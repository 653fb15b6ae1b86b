/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"
#include "ml-game-state.h"

MlGame *
ml_game_copy (const MlGame *self)
{
  MlGame *copy = g_new (MlGame, 1);
  *copy = *self;
  copy->board = ml_board_copy (self->board);
  return copy;
}

void
ml_game_copy_into (MlGame *dst, const MlGame *self)
{
  g_return_if_fail (dst != NULL && self != NULL && dst != self);
  MlBoard *board = dst->board;
  *dst = *self;
  dst->board = board;
  ml_board_copy_into (board, self->board);
}

gboolean
ml_game_play_ahead (MlGame *copy, const MlTileDef *tile, int x, int y, int rot, const MlTurnOptions *options,
                    GArray *events, GError **error)
{
  return copy->engine->play_turn (copy, tile, x, y, rot, options, events, error);
}

void
ml_game_free (MlGame *self)
{
  if (self == NULL)
    return;
  ml_board_free (self->board);
  g_free (self);
}

guint
ml_game_supply (const MlGame *self, int player)
{
  guint n = self->supply;
  /* Most games have no module: no call then. */
  if (self->n_modules == 0)
    return n;
  for (guint i = 0; i < self->n_modules; i++)
    if (self->modules[i]->extra_supply)
      n += self->modules[i]->extra_supply (self, player);
  return n;
}

guint
ml_game_meeples_used (const MlGame *self, int player)
{
  guint used = ml_board_meeples_of (self->board, player);
  if (self->n_modules == 0)
    return used;
  for (guint i = 0; i < self->n_modules; i++)
    if (self->modules[i]->meeples_held)
      used += self->modules[i]->meeples_held (self, player);
  return used;
}

guint
ml_game_supply_left_modules (const MlGame *self, int player)
{
  guint used = ml_game_meeples_used (self, player), supply = ml_game_supply (self, player);
  return used >= supply ? 0 : supply - used;
}
