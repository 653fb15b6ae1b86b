/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"
#include "ml-bag.h"
#include "ml-play.h"

gboolean
ml_bag_take (GPtrArray *bag, const MlTileDef *tile)
{
  for (guint i = bag->len; i > 0; i--)
    if (g_ptr_array_index (bag, i - 1) == tile)
      {
        g_ptr_array_remove_index (bag, i - 1);
        return TRUE;
      }
  return FALSE;
}

void
ml_bag_left (const MlGame *game, GPtrArray *out)
{
  g_autoptr (GPtrArray) box = g_ptr_array_new ();
  const MlTileDef *start;
  ml_play_bag (game->expansions, box, &start);
  if (start)
    g_ptr_array_add (box, (gpointer) start);
  guint n;
  const MlPiece *pieces = ml_board_pieces (game->board, &n);
  for (guint i = 0; i < n; i++)
    ml_bag_take (box, pieces[i].tile);
  for (guint i = 0; i < game->n_set_aside; i++)
    ml_bag_take (box, game->set_aside[i]);
  for (guint i = 0; i < box->len; i++)
    g_ptr_array_add (out, g_ptr_array_index (box, i));
}
