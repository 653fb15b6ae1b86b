/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Where the builder and the pig may stand (docs/rules.md §7), the choices a turn offers
 * of them, and what `check` reports of a layout. Instead of a meeple, a player puts the
 * builder on a road or in a city of the tile just laid that already holds one of the
 * player's meeples and is not complete, and the pig in a field of that tile that holds
 * one of the player's farmers. A large meeple counts as a meeple there as anywhere. */
#include "config.h"
#include "ml-expansion-modules.h"
#include "ml-rules.h"
#include "ml-traders-builders-private.h"

#include <glib/gi18n-lib.h>
#include <string.h>

/* Whether @player has a meeple that counts (any of some strength) in the feature @info. */
static gboolean
owns (const MlFeatureInfo *info, int player)
{
  return player >= 0 && player < ML_MAX_PLAYERS && info->meeples[player] > 0;
}

const char *
_ml_traders_builders_check_role (const MlGame *game, int player, const MlFeatureDef *def, int feat, guint figure)
{
  gboolean builder = figure == _ml_traders_builders_builder ();
  if (!(game->expansions & ML_EXPANSION_TRADERS_BUILDERS))
    return builder ? _("The builder needs the Traders & Builders expansion.")
                   : _("The pig needs the Traders & Builders expansion.");
  if (builder && def->kind != ML_FEATURE_ROAD && def->kind != ML_FEATURE_CITY)
    return _("The builder goes on a road or in a city.");
  if (!builder && def->kind != ML_FEATURE_FIELD)
    return _("The pig goes in a field.");
  if (feat < 0)
    return NULL;
  MlFeatureInfo info;
  ml_board_feature_info (game->board, (guint) feat, &info);
  if (builder && info.complete)
    return _("The builder goes only on a road or in a city that is not yet complete.");
  if (!owns (&info, player))
    return builder ? _("The builder goes only on a road or in a city where the player already has a meeple.")
                   : _("The pig goes only in a field where the player already has a farmer.");
  return NULL;
}

/* The features of @piece where @figure may join @player's meeple, each connected feature
 * once, added to @out. */
static guint
add_choices (const MlGame *game, int player, const MlPiece *piece, guint figure, MlMeepleChoice *out, guint n)
{
  const MlTileDef *tile = piece->tile;
  guint kinds = ml_figure (figure)->kinds;
  gboolean builder = figure == _ml_traders_builders_builder ();
  guint roots[ML_NO_FEATURE], n_roots = 0;
  for (guint f = 0; f < tile->n_features; f++)
    {
      const MlFeatureDef *def = &tile->features[f];
      if (!((kinds >> def->kind) & 1))
        continue;
      MlFeatureInfo info;
      ml_board_feature_info (game->board, piece->feat_base + f, &info);
      if (!owns (&info, player) || (builder && info.complete))
        continue;
      gboolean seen = FALSE;
      for (guint k = 0; k < n_roots && !seen; k++)
        seen = roots[k] == info.root;
      if (seen)
        continue;
      if (n_roots < G_N_ELEMENTS (roots))
        roots[n_roots++] = info.root;
      g_assert (n < ML_MAX_MEEPLE_CHOICES);
      n = ml_rules_insert_choice (out, n, (MlMeepleChoice) { TRUE, def->locs[0].cell, (guint8) f, (guint8) figure });
    }
  return n;
}

/* The builder and the pig where they may go, when the player has them left. The game's
 * expansions are asked again, as a game whose expansions change after it started keeps
 * its list of modules. */
guint
_ml_traders_builders_meeple_choices (const MlGame *game, int player, const MlPiece *piece, MlMeepleChoice *out, guint n)
{
  if (!(game->expansions & ML_EXPANSION_TRADERS_BUILDERS))
    return n;
  guint builder = _ml_traders_builders_builder (), pig = _ml_traders_builders_pig ();
  if (ml_expansion_modules_figures_left (game, player, builder) > 0)
    n = add_choices (game, player, piece, builder, out, n);
  if ((game->expansions & ML_EXPANSION_FARMERS) && ml_expansion_modules_figures_left (game, player, pig) > 0)
    n = add_choices (game, player, piece, pig, out, n);
  return n;
}

/* Builders and pigs in a game without the expansion, without their owner's meeple (farmer)
 * in their feature, and more than one of either for a player. One on the river, or on a
 * feature its role does not fit, is the core's to report. */
void
_ml_traders_builders_check_layout (MlGame *game, GArray *out)
{
  MlBoard *board = game->board;
  guint builder = _ml_traders_builders_builder (), pig = _ml_traders_builders_pig ();
  guint count[2][ML_MAX_PLAYERS] = { { 0 } };
  int last_x[2][ML_MAX_PLAYERS] = { { 0 } }, last_y[2][ML_MAX_PLAYERS] = { { 0 } };
  for (guint i = 0; i < ml_board_n_meeples (board); i++)
    {
      const MlMeeple *m = ml_board_meeple (board, i);
      if (m->figure != builder && m->figure != pig)
        continue;
      guint which = m->figure == pig;
      const MlPiece *p = ml_board_piece (board, m->piece);
      const MlRotatedCell *cell = &p->tile->rotated[p->rot][m->cell];
      int x = p->x + cell->dx, y = p->y + cell->dy;
      if (m->player >= 0 && m->player < ML_MAX_PLAYERS)
        {
          count[which][m->player]++;
          last_x[which][m->player] = x;
          last_y[which][m->player] = y;
        }
      const MlFeatureDef *def = &p->tile->features[m->feature];
      if (def->kind == ML_FEATURE_WATER || !((ml_figure (m->figure)->kinds >> def->kind) & 1))
        continue;
      if (!(game->expansions & ML_EXPANSION_TRADERS_BUILDERS))
        {
          if (which)
            ml_problem_add (out, x, y, _("A pig at (%d, %d) needs the Traders & Builders expansion."), x, y);
          else
            ml_problem_add (out, x, y, _("A builder at (%d, %d) needs the Traders & Builders expansion."), x, y);
          continue;
        }
      MlFeatureInfo info;
      ml_board_feature_info (board, ml_board_meeple_feature (board, i), &info);
      if (owns (&info, m->player))
        continue;
      if (which)
        ml_problem_add (out, x, y, _("The pig at (%d, %d) is in a field where its owner has no farmer."), x, y);
      else
        ml_problem_add (out, x, y, _("The builder at (%d, %d) is on a road or in a city where its owner has no meeple."), x, y);
    }
  for (guint p = 0; p < ML_MAX_PLAYERS; p++)
    {
      if (count[0][p] > ml_traders_builders_builder.per_player)
        ml_problem_add (out, last_x[0][p], last_y[0][p],
                        ngettext ("Player %u has %u builder on the board; each player has only one.",
                                  "Player %u has %u builders on the board; each player has only one.", count[0][p]),
                        p + 1, count[0][p]);
      if (count[1][p] > ml_traders_builders_pig.per_player)
        ml_problem_add (out, last_x[1][p], last_y[1][p],
                        ngettext ("Player %u has %u pig on the board; each player has only one.",
                                  "Player %u has %u pigs on the board; each player has only one.", count[1][p]),
                        p + 1, count[1][p]);
    }
}
