/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The wonders that score at the end of the game (docs/rules.md §5): Angkor Wat, the
 * Alhambra, Tikal and the Terracotta Army. */
#include "config.h"
#include "ml-wonders-private.h"

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

void
_ml_wonders_settle_end (MlGame *game, GArray *items)
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
      if (!_ml_wonders_piece_acts (game, &pieces[i], effect))
        continue;
      switch (effect)
        {
        case ML_EFFECT_ANGKOR_WAT:
          rate = game->n_players <= 2 ? 4 : game->n_players <= 4 ? 3 : 2;
          for (guint m = 0; m < n_meeples; m++)
            {
              const MlMeeple *mp = &meeples[m];
              if (mp->player == owner || !(mp->strength > 0)
                  || ml_board_piece (board, mp->piece)->tile->features[mp->feature].kind != ML_FEATURE_CITY)
                continue;
              units += ml_board_feature_open (board, ml_board_meeple_feature (board, m)) > 0;
            }
          break;
        case ML_EFFECT_ALHAMBRA:
          rate = ml_wonders_state (game)->tiles_in_game >= 120 ? 6 : 5;
          for (guint m = 0; m < n_meeples; m++)
            units += meeples[m].player == owner && (meeples[m].strength > 0)
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
        _ml_wonders_give_bonus (game, effect, (int) i, owner, units, rate, G_MAXUINT, ML_N_FEATURE_KINDS, NULL, items);
    }
}
