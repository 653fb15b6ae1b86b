/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What an inn does to a road and a cathedral to a city (docs/rules.md §6): a road with at
 * least one inn scores 2 per tile when completed and nothing when still incomplete at the
 * end; a city with at least one cathedral 3 per tile and 3 per shield, or nothing. Several
 * inns or cathedrals do not add up. The farmers are not the module's business: a completed
 * cathedral city is one completed city to a field, as any (ml-score.c). Every valuation
 * asks the value hook (ml-valuation.c), so the turn's scoring, the end of the game, "if the
 * game ended now" and `score` all agree; the describe hook words what it marked. */
#include "config.h"
#include "ml-feature-flags.h"
#include "ml-inns-cathedrals-flags.h"
#include "ml-inns-cathedrals-private.h"

#include <glib/gi18n-lib.h>

typedef struct {
  MlBoard *board;
  guint flag;
  gboolean found;
} Search;

static void
search_member (guint feat, gpointer data)
{
  Search *s = data;
  if (!s->found)
    s->found = ml_feature_has (ml_board_feature_def (s->board, feat, NULL), s->flag);
}

/* Whether a part of the feature @feat, on any tile, carries @flag. */
static gboolean
feature_has (MlBoard *board, guint feat, guint flag)
{
  Search s = { board, flag, FALSE };
  ml_board_foreach_member (board, feat, search_member, &s);
  return s.found;
}

void
_ml_inns_cathedrals_value (const MlGame *game, MlScoreItem *item)
{
  /* Asked again, as a game whose expansions change after it started keeps its modules. */
  if (!(game->expansions & ML_EXPANSION_INNS_CATHEDRALS))
    return;
  if (item->kind == ML_SCORE_ROAD)
    {
      if (!feature_has (game->board, item->feat, ML_INNS_CATHEDRALS_FLAG_INN))
        return;
      item->marks |= ML_INNS_CATHEDRALS_MARK_INN;
      item->points = item->complete ? (int) (2 * item->tiles) : 0;
    }
  else if (item->kind == ML_SCORE_CITY)
    {
      if (!feature_has (game->board, item->feat, ML_INNS_CATHEDRALS_FLAG_CATHEDRAL))
        return;
      item->marks |= ML_INNS_CATHEDRALS_MARK_CATHEDRAL;
      item->points = item->complete ? (int) (3 * (item->tiles + item->shields)) : 0;
    }
}

char *
_ml_inns_cathedrals_describe (const MlScoreItem *item)
{
  gboolean inn = item->kind == ML_SCORE_ROAD && (item->marks & ML_INNS_CATHEDRALS_MARK_INN);
  gboolean cathedral = item->kind == ML_SCORE_CITY && (item->marks & ML_INNS_CATHEDRALS_MARK_CATHEDRAL);
  if (!inn && !cathedral)
    return NULL;
  g_autofree char *tiles = g_strdup_printf (ngettext ("%u tile", "%u tiles", item->tiles), item->tiles);
  if (inn)
    {
      if (item->complete)
        /* Translators: "Completed road with an inn (3 tiles): 3 × 2 = 6" */
        return g_strdup_printf (_("Completed road with an inn (%s): %u × 2 = %d"), tiles, item->tiles, item->points);
      /* Translators: "Incomplete road with an inn (3 tiles): worth nothing at the end" */
      return g_strdup_printf (_("Incomplete road with an inn (%s): worth nothing at the end"), tiles);
    }
  g_autofree char *shields = g_strdup_printf (ngettext ("%u shield", "%u shields", item->shields), item->shields);
  if (item->complete)
    /* Translators: "Completed city with a cathedral (4 tiles, 1 shield): 4 × 3 + 1 × 3 = 15" */
    return g_strdup_printf (_("Completed city with a cathedral (%s, %s): %u × 3 + %u × 3 = %d"), tiles, shields,
                            item->tiles, item->shields, item->points);
  /* Translators: "Incomplete city with a cathedral (4 tiles, 1 shield): worth nothing at the end" */
  return g_strdup_printf (_("Incomplete city with a cathedral (%s, %s): worth nothing at the end"), tiles, shields);
}
