/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The German Abbeys and the Japanese Buildings (docs/rules.md): on an abbey a meeple may
 * stand as a monk or as a claustral prior. A prior never scores during the game; at the
 * end it scores 1 for the abbey and 1 for each filled square in the four straight lines
 * from it, up to the first gap. The rules (ml-rules.c) and the end of the game
 * (ml-game.c) ask it through ml_abbeys_hooks; the prior is a figure of its own
 * (ml_abbeys_prior), one of the supply's meeples laid another way. */
#include "config.h"
#include "ml-abbeys.h"
#include "ml-rules.h"
#include "ml-score.h"
#include "ml-abbeys-flags.h"

#include <glib/gi18n-lib.h>
#include <string.h>

const MlFigureDef ml_abbeys_prior = {
  .id = "prior", .name = N_("claustral prior"), .plural = N_("claustral priors"),
  .expansion = ML_EXPANSION_ABBEYS, .strength = 0, .stays = TRUE, .per_player = 0,
  .kinds = 1u << ML_FEATURE_MONASTERY, .lies = TRUE,
  /* Translators: a suggested move in the hints: "D at (1, 0) with a prior" */
  .with_words = N_("with a prior"),
};

/* The prior's number among the figures, asked once. */
static guint
prior (void)
{
  static gsize number;
  if (g_once_init_enter (&number))
    g_once_init_leave (&number, ml_figure_number (&ml_abbeys_prior) + 1);
  return (guint) number - 1;
}

static const char *
hook_check_role (const MlGame *game, int player, const MlFeatureDef *def, int feat, guint figure)
{
  if (!ml_feature_has (def, ML_ABBEYS_FLAG_ABBEY))
    return _("Only an abbey of the German Abbeys or Japanese Buildings takes a claustral prior.");
  if (!(game->expansions & ML_EXPANSION_ABBEYS))
    return _("Claustral priors need the German Abbeys / Japanese Buildings expansion.");
  return NULL;
}

/* A prior just after the monk the core offers on an abbey: the same order as the tile's
 * features, monk first. Only the squares' monasteries can be abbeys, so most tiles cost a
 * look at one square. The game's expansions are asked again, as a game whose expansions
 * change after it started (a test, an edited scenario) keeps its list of modules. */
static guint
hook_meeple_choices (const MlGame *game, int player, const MlPiece *piece, MlMeepleChoice *out, guint n)
{
  if (!(game->expansions & ML_EXPANSION_ABBEYS))
    return n;
  const MlTileDef *tile = piece->tile;
  for (guint c = 0; c < tile->n_cells; c++)
    {
      guint8 f = tile->monastery[c];
      if (f == ML_NO_FEATURE || !ml_feature_has (&tile->features[f], ML_ABBEYS_FLAG_ABBEY))
        continue;
      for (guint i = 0; i < n; i++)
        if (out[i].feature == f && out[i].figure == ML_FIGURE_MEEPLE)
          {
            g_assert (n < ML_MAX_MEEPLE_CHOICES);
            memmove (&out[i + 2], &out[i + 1], (n - i - 1) * sizeof *out);
            out[i + 1] = out[i];
            out[i + 1].figure = (guint8) prior ();
            n++;
            break;
          }
    }
  return n;
}

/* Priors away from an abbey, and priors in a game without the expansion. A prior on the
 * river is the core's to report. */
static void
hook_check_layout (MlGame *game, GArray *out)
{
  MlBoard *board = game->board;
  for (guint i = 0; i < ml_board_n_meeples (board); i++)
    {
      const MlMeeple *m = ml_board_meeple (board, i);
      if (m->figure != prior ())
        continue;
      const MlPiece *p = ml_board_piece (board, m->piece);
      const MlRotatedCell *cell = &p->tile->rotated[p->rot][m->cell];
      int x = p->x + cell->dx, y = p->y + cell->dy;
      const MlFeatureDef *def = &p->tile->features[m->feature];
      if (def->kind == ML_FEATURE_WATER)
        continue;
      if (!ml_feature_has (def, ML_ABBEYS_FLAG_ABBEY))
        ml_problem_add (out, x, y, _("The claustral prior at (%d, %d) is not on an abbey."), x, y);
      else if (!(game->expansions & ML_EXPANSION_ABBEYS))
        ml_problem_add (out, x, y, _("A claustral prior at (%d, %d) needs the German Abbeys / Japanese Buildings expansion."), x, y);
    }
}

void
ml_abbeys_score_prior (MlBoard *board, guint feat, MlScoreItem *item)
{
  MlFeatureInfo info;
  ml_board_feature_info (board, feat, &info);
  memset (item, 0, sizeof *item);
  item->kind = ML_SCORE_MODULE;
  item->module = ML_EXPANSION_ABBEYS;
  item->code = ML_ABBEYS_ITEM_PRIOR;
  item->meeples = TRUE;
  item->feat = info.root;
  guint piece;
  const MlFeatureDef *def = ml_board_feature_def (board, info.root, &piece);
  const MlPiece *p = ml_board_piece (board, piece);
  const MlRotatedCell *cell = &p->tile->rotated[p->rot][def->locs[0].cell];
  int x = p->x + cell->dx, y = p->y + cell->dy;
  item->points = 1;
  for (int s = 0; s < 4; s++)
    {
      guint n = 0;
      while (ml_board_piece_at (board, x + ml_side_dx[s] * (int) (n + 1), y + ml_side_dy[s] * (int) (n + 1), NULL)
             != ML_NO_PIECE)
        n++;
      item->lines[s] = n;
      item->points += (int) n;
    }
  /* Only priors stand on an abbey apart from its monks. */
  memcpy (item->counts, info.apart, sizeof item->counts);
  ml_score_majority (item);
}

/* Each abbey holding priors once, in the order of its first prior among the meeples,
 * after the features and fields. */
static void
hook_settle_after (MlGame *game, GArray *items)
{
  MlBoard *board = game->board;
  guint n;
  const MlMeeple *meeples = ml_board_meeples (board, &n);
  /* The abbeys already scored: looked up among the first few, as a game has few, and
   * beyond them a byte on each root (a layout may hold thousands). */
  guint seen[16], n_seen = 0;
  g_autofree guint8 *done = NULL;
  for (guint i = 0; i < n; i++)
    {
      if (meeples[i].figure != prior () || meeples[i].kind != ML_FEATURE_MONASTERY)
        continue;
      guint root = ml_board_find (board, ml_board_meeple_feature (board, i));
      gboolean again = FALSE;
      for (guint k = 0; k < n_seen && !again; k++)
        again = seen[k] == root;
      if (again || (done && done[root]))
        continue;
      if (n_seen < G_N_ELEMENTS (seen))
        seen[n_seen++] = root;
      else
        {
          if (!done)
            done = g_new0 (guint8, ml_board_n_features (board));
          done[root] = 1;
        }
      MlScoreItem item;
      ml_abbeys_score_prior (board, root, &item);
      g_array_append_val (items, item);
    }
}

static char *
hook_describe (const MlScoreItem *item)
{
  if (!ml_abbeys_item_is_prior (item))
    return NULL;
  return g_strdup_printf (_("Abbey with a claustral prior (1 for the abbey, then %u north, %u east, %u south, %u west): "
                            "1 + %u + %u + %u + %u = %d"),
                          item->lines[0], item->lines[1], item->lines[2], item->lines[3],
                          item->lines[0], item->lines[1], item->lines[2], item->lines[3], item->points);
}

static const char *
hook_item_id (const MlScoreItem *item)
{
  return ml_abbeys_item_is_prior (item) ? "prior" : NULL;
}

static const char *
hook_describe_role (MlRole role, guint figure)
{
  /* Translators: goes into "%s puts %s." after the player's name: "Red puts a claustral
   * prior on the abbey." */
  return role == ML_ROLE_MONK ? _("a claustral prior on the abbey") : NULL;
}

const MlExpansionHooks ml_abbeys_hooks = {
  .expansion = ML_EXPANSION_ABBEYS,
  .check_layout = hook_check_layout,
  .describe = hook_describe,
  .item_id = hook_item_id,
  .check_role = hook_check_role,
  .meeple_choices = hook_meeple_choices,
  .describe_role = hook_describe_role,
  .settle_after = hook_settle_after,
};
