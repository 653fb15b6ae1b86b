/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Wonders' part of the advisor (ml-advise.c), through its advise_hand, advise_probe and
 * advise_moves hooks: Abu Simbel's two tiles in hand, and the variants of a turn the wonders
 * make (laying the Taj Mahal with meeples into its slots, two meeples on a wonder, the Taj
 * Mahal owner's slot and unslot, a meeple from the Cothon's port, the meeples coming home
 * sent to the port, and each wonder that may be taken on reaching the pairs). */
#include "config.h"
#include "ml-wonders-private.h"
#include "ml-advise.h"
#include "ml-bag.h"

#include <glib/gi18n-lib.h>

gboolean
_ml_wonders_advise_hand (const MlGame *game, const MlTileDef *tile, const MlTileDef *other, GPtrArray *bag,
                         gboolean box, GError **error)
{
  const MlWondersState *w = ml_wonders_state (game);
  int player = (int) game->turn;
  if (other && !ml_wonders_draws_two (game, player))
    {
      g_set_error_literal (error, ML_ADVISE_ERROR, ML_ADVISE_ERROR_NOT_TWO,
                           _("Only the owner of Abu Simbel keeps a tile face down for the next turn."));
      return FALSE;
    }
  /* With a tile kept face down, the second tile is that one unless it is the one laid. */
  g_autofree char *keep_refusal = other ? ml_wonders_keep_refusal (game, player, tile, other) : NULL;
  if (keep_refusal)
    {
      g_set_error_literal (error, ML_ADVISE_ERROR, ML_ADVISE_ERROR_NOT_TWO, keep_refusal);
      return FALSE;
    }
  /* Tiles kept face down by Abu Simbel's owners are out of the box's bag (the one in hand
   * is already taken); the second tile is drawn now, unless it is the one kept. */
  for (guint p = 0; box && p < game->n_players; p++)
    if (w->kept[p] && ((int) p != player || w->kept[p] != tile))
      ml_bag_take (bag, w->kept[p]);
  if (other && other != w->kept[player])
    ml_bag_take (bag, other);
  return TRUE;
}

/* Every feature a meeple of the mover's port may go to once the tile lies as @laid, each
 * once however many squares of the river it touches, as an ML_WONDERS_ACTION_FROM_PORT
 * move; none without a meeple in the port. */
void
_ml_wonders_advise_probe (MlGame *game, guint laid, GArray *out)
{
  int player = (int) game->turn;
  int cothon = ml_wonders_piece (game, ML_EFFECT_COTHON, FALSE);
  if (cothon < 0 || ml_board_piece (game->board, (guint) cothon)->owner != player
      || ml_board_piece (game->board, (guint) cothon)->port == 0)
    return;
  g_autoptr (GArray) roots = g_array_new (FALSE, FALSE, sizeof (guint));
  guint n;
  const MlPiece *pieces = ml_board_pieces (game->board, &n);
  for (guint i = 0; i < n; i++)
    for (guint c = 0; pieces[i].tile->has_water && c < pieces[i].tile->n_cells; c++)
      for (guint f = 0; f < pieces[i].tile->n_features; f++)
        {
          if (ml_wonders_port_refusal (game, player, i, c, f, FALSE, laid) != NULL)
            continue;
          guint root = ml_board_find (game->board, pieces[i].feat_base + f);
          gboolean seen = FALSE;
          for (guint r = 0; r < roots->len && !seen; r++)
            seen = g_array_index (roots, guint, r) == root;
          if (seen)
            continue;
          g_array_append_val (roots, root);
          MlTurnOptions t = { .action = ML_WONDERS_ACTION_FROM_PORT };
          ml_wonders_turn (&t)->port_piece = i;
          t.meeples[0] = (MlMeepleChoice) { TRUE, c, (guint8) f, FALSE };
          g_array_append_val (out, t);
        }
}

/* Whether the turn played on @after handed the mover, and nobody else, a wonder. */
static gboolean
mover_took_wonder (const MlGame *before, const MlGame *after, int player)
{
  for (guint p = 0; p < before->n_players; p++)
    if ((ml_wonders_state (after)->n_taken[p] != ml_wonders_state (before)->n_taken[p]) != ((int) p == player))
      return FALSE;
  return TRUE;
}

/* Meeples in the Cothon's port once @game's turn is played, or 0 without a Cothon. */
static guint
port_count (const MlGame *game)
{
  int at = ml_wonders_piece (game, ML_EFFECT_COTHON, FALSE);
  return at < 0 ? 0 : ml_board_piece (game->board, (guint) at)->port;
}

/* The move @base laying @tile at @at; when it brings the mover to the pairs beside the
 * track, one move for each wonder that may be taken there. With @to_port, the meeples
 * coming home go to the port, and the move is kept only if meeples do reach it: else it is
 * the same move as without. */
static void
add_full (const MlGame *game, const MlTileDef *tile, const MlPlacement *at, const MlTurnOptions *base,
          gboolean to_port, MlAdviseSink *sink)
{
  MlTurnOptions opt = *base;
  ml_wonders_turn (&opt)->port_mask = to_port ? ml_wonders_port_mask (game) : 0;
  guint port_without = 0;
  if (to_port)
    {
      /* The same move without the port: the meeples that come home make the difference. */
      g_autoptr (MlGame) plain = ml_game_copy (game);
      MlTurnOptions o = opt;
      ml_wonders_turn (&o)->port_mask = 0;
      if (!ml_game_play_ahead (plain, tile, at->x, at->y, at->rot, &o, NULL, NULL))
        return;
      port_without = port_count (plain);
    }
  const MlGame *after = sink->add (sink, &opt);
  if (after == NULL)
    return;
  if (to_port && port_count (after) <= port_without)
    {
      sink->drop_last (sink);
      return;
    }
  const MlWondersState *w = ml_wonders_state (game);
  if (w->n_available < 2 || !mover_took_wonder (game, after, (int) game->turn))
    return;
  sink->drop_last (sink);
  for (guint k = 0; k < w->n_available; k++)
    {
      if (!ml_wonders_takable (game, w->available[k]))
        continue;
      ml_wonders_turn (&opt)->choose = w->available[k];
      sink->add (sink, &opt);
    }
}

/* The move, and when the mover owns the Cothon, the same move sending home-coming meeples
 * to the port. */
static void
add (const MlGame *game, const MlTileDef *tile, const MlPlacement *at, const MlTurnOptions *opt, MlAdviseSink *sink)
{
  add_full (game, tile, at, opt, FALSE, sink);
  if ((ml_wonders_port_mask (game) >> game->turn) & 1)
    add_full (game, tile, at, opt, TRUE, sink);
}

static void
add_meeples (const MlGame *game, const MlTileDef *tile, const MlPlacement *at, const MlMeepleChoice *meeples,
             guint n_meeples, guint slots, MlAdviseSink *sink)
{
  MlTurnOptions opt = { .action = n_meeples ? ML_ACTION_MEEPLES : ML_ACTION_NONE, .n_meeples = n_meeples,
                        .slots = slots };
  for (guint i = 0; i < n_meeples; i++)
    opt.meeples[i] = meeples[i];
  add (game, tile, at, &opt, sink);
}

void
_ml_wonders_advise_moves (const MlGame *game, const MlTileDef *tile, const MlPlacement *at, const GArray *options,
                          const GArray *probed, MlAdviseSink *sink)
{
  gboolean wonder = ml_tile_is_wonder (tile);
  guint choices = ml_wonders_turn_choices (game, (int) game->turn, wonder ? tile : NULL);
  /* Laying the Taj Mahal: meeples into its slots, alone or beside one on the tile; the turn
   * refuses more than the supply or a slot worth nothing. */
  guint most_slots = wonder && ml_wonders_has_slots (tile) ? 2 : 0;
  for (guint slots = 0; slots <= most_slots; slots++)
    add_meeples (game, tile, at, NULL, 0, slots, sink);
  for (guint k = 0; k < options->len; k++)
    {
      const MlMeepleChoice *m = &g_array_index (options, MlMeepleChoice, k);
      for (guint slots = 0; slots < MAX (most_slots, 1u); slots++)
        add_meeples (game, tile, at, m, 1, slots, sink);
      for (guint j = k + 1; wonder && j < options->len; j++)
        {
          MlMeepleChoice pair[2] = { *m, g_array_index (options, MlMeepleChoice, j) };
          if (pair[0].feature != pair[1].feature)
            add_meeples (game, tile, at, pair, 2, 0, sink);
        }
    }
  /* The Cothon's owner may send a meeple from the port to a road, city or monastery along
   * the river instead of putting one on the tile. */
  for (guint k = 0; !wonder && (choices & ML_WONDER_TURN_FROM_PORT) && k < probed->len; k++)
    add (game, tile, at, &g_array_index (probed, MlTurnOptions, k), sink);
  /* A wonder with slots lets its owner slot a meeple or take one back instead; the turn
   * refuses either where it does not apply. */
  if (!wonder && (choices & ML_WONDER_TURN_SLOT))
    add (game, tile, at, &(MlTurnOptions) { .action = ML_WONDERS_ACTION_SLOT }, sink);
  if (!wonder && (choices & ML_WONDER_TURN_UNSLOT))
    add (game, tile, at, &(MlTurnOptions) { .action = ML_WONDERS_ACTION_UNSLOT }, sink);
}
