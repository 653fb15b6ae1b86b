/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Inns & Cathedrals, 3rd edition (docs/rules.md §6): the large meeple and the module's
 * table of hooks. Each player holds one large meeple besides the supply; it is laid as any
 * meeple (thief, knight, monk or farmer) on a free feature of the tile just laid, comes
 * back as one, and counts two when a feature's majority is counted (its strength: the
 * board adds it, ml-board.c), its owner still scoring the feature once. What an inn and a
 * cathedral do to the points is in ml-inns-cathedrals-score.c. */
#include "config.h"
#include "ml-expansion-modules.h"
#include "ml-inns-cathedrals-private.h"
#include "ml-rules.h"
#include "ml-words.h"

#include <glib/gi18n-lib.h>
#include <string.h>

const MlFigureDef ml_inns_cathedrals_big = {
  .id = "big", .name = N_("large meeple"), .plural = N_("large meeples"),
  .expansion = ML_EXPANSION_INNS_CATHEDRALS, .strength = 2, .stays = FALSE, .per_player = 1,
  .kinds = (1u << ML_FEATURE_ROAD) | (1u << ML_FEATURE_CITY) | (1u << ML_FEATURE_MONASTERY) | (1u << ML_FEATURE_FIELD),
  .size = 1.3,
  /* Translators: a suggested move in the hints: "D at (1, 0) with the large meeple" */
  .with_words = N_("with the large meeple"),
  .used_up = N_("The player's large meeple is already on the board."),
};

/* The large meeple's number among the figures, asked once. */
static guint
big (void)
{
  static gsize number;
  if (g_once_init_enter (&number))
    g_once_init_leave (&number, ml_figure_number (&ml_inns_cathedrals_big) + 1);
  return (guint) number - 1;
}

/* After the core's refusals (the river, farmers not in use), before the one large meeple a
 * player has and a taken feature (the core's, as for any figure held apart). */
static const char *
hook_check_role (const MlGame *game, int player, const MlFeatureDef *def, int feat, guint figure)
{
  if (!(game->expansions & ML_EXPANSION_INNS_CATHEDRALS))
    return _("The large meeple needs the Inns & Cathedrals expansion.");
  return NULL;
}

/* A large meeple beside every free feature of the piece just laid that takes a meeple,
 * when @player has it left. The features are sought here rather than read off the core's
 * choices, which are none when the supply is empty: the large meeple is not the supply's.
 * The game's expansions are asked again, as a game whose expansions change after it
 * started (a test, an edited scenario) keeps its list of modules. */
static guint
hook_meeple_choices (const MlGame *game, int player, const MlPiece *piece, MlMeepleChoice *out, guint n)
{
  if (!(game->expansions & ML_EXPANSION_INNS_CATHEDRALS))
    return n;
  guint figure = big ();
  if (ml_expansion_modules_figures_left (game, player, figure) == 0)
    return n;
  const MlTileDef *tile = piece->tile;
  gboolean farmers = (game->expansions & ML_EXPANSION_FARMERS) != 0;
  for (guint f = 0; f < tile->n_features; f++)
    {
      const MlFeatureDef *def = &tile->features[f];
      if (def->kind == ML_FEATURE_WATER || (def->kind == ML_FEATURE_FIELD && !farmers)
          || !((ml_inns_cathedrals_big.kinds >> def->kind) & 1)
          || ml_board_feature_meeples (game->board, piece->feat_base + f) > 0)
        continue;
      g_assert (n < ML_MAX_MEEPLE_CHOICES);
      n = ml_rules_insert_choice (out, n, (MlMeepleChoice) { TRUE, def->locs[0].cell, (guint8) f, (guint8) figure });
    }
  return n;
}

/* Large meeples in a game without the expansion, as farmers where farmers are not in use,
 * and a player with more than one on the board. One on the river is the core's to
 * report. */
static void
hook_check_layout (MlGame *game, GArray *out)
{
  MlBoard *board = game->board;
  guint count[ML_MAX_PLAYERS] = { 0 };
  int last_x[ML_MAX_PLAYERS] = { 0 }, last_y[ML_MAX_PLAYERS] = { 0 };
  for (guint i = 0; i < ml_board_n_meeples (board); i++)
    {
      const MlMeeple *m = ml_board_meeple (board, i);
      if (m->figure != big ())
        continue;
      const MlPiece *p = ml_board_piece (board, m->piece);
      const MlRotatedCell *cell = &p->tile->rotated[p->rot][m->cell];
      int x = p->x + cell->dx, y = p->y + cell->dy;
      if (m->player >= 0 && m->player < ML_MAX_PLAYERS)
        {
          count[m->player]++;
          last_x[m->player] = x;
          last_y[m->player] = y;
        }
      const MlFeatureDef *def = &p->tile->features[m->feature];
      if (def->kind == ML_FEATURE_WATER)
        continue;
      if (!(game->expansions & ML_EXPANSION_INNS_CATHEDRALS))
        ml_problem_add (out, x, y, _("A large meeple at (%d, %d) needs the Inns & Cathedrals expansion."), x, y);
      else if (def->kind == ML_FEATURE_FIELD && !(game->expansions & ML_EXPANSION_FARMERS))
        ml_problem_add (out, x, y, _("A large meeple lies as a farmer at (%d, %d), but farmers are not in use."), x, y);
    }
  for (guint p = 0; p < ML_MAX_PLAYERS; p++)
    if (count[p] > ml_inns_cathedrals_big.per_player)
      ml_problem_add (out, last_x[p], last_y[p],
                      ngettext ("Player %u has %u large meeple on the board; each player has only one.",
                                "Player %u has %u large meeples on the board; each player has only one.", count[p]),
                      p + 1, count[p]);
}

static const char *
hook_describe_role (MlRole role, guint figure)
{
  /* Translators: each goes into "%s puts %s." after the player's name: "Red puts the large
   * meeple on the road as a thief." */
  static const char *const words[] = { N_("the large meeple on the road as a thief"),
                                       N_("the large meeple in the city as a knight"),
                                       N_("the large meeple in the monastery as a monk"),
                                       N_("the large meeple in the field as a farmer") };
  G_STATIC_ASSERT (G_N_ELEMENTS (words) == ML_ROLE_FARMER + 1);
  return (guint) role < G_N_ELEMENTS (words) ? _(words[role]) : NULL;
}

/* The large meeple coming home from a scoring, which the core words as one of the supply's. */
static char *
hook_explain_event (const MlEvent *event, guint n_players, const char *const *names)
{
  if (event->kind != ML_EVENT_RETURN || event->figure != big ())
    return NULL;
  /* Translators: "The large meeple goes back to Red." */
  return g_strdup_printf (_("The large meeple goes back to %s."), ml_words_player (event->player, n_players, names));
}

const MlExpansionHooks ml_inns_cathedrals_hooks = {
  .expansion = ML_EXPANSION_INNS_CATHEDRALS,
  .check_layout = hook_check_layout,
  .check_role = hook_check_role,
  .meeple_choices = hook_meeple_choices,
  .value = _ml_inns_cathedrals_value,
  .describe = _ml_inns_cathedrals_describe,
  .describe_role = hook_describe_role,
  .explain_event = hook_explain_event,
};
