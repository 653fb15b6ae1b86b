/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What the board knows of its connected features (ml-board.h): each one's squares, shields,
 * open ends and meeples, the cities a field borders, its members; kept apart from
 * ml-board.c, which lays the pieces and keeps the structures (ml-board-private.h). */
#include "config.h"
#include "ml-board-private.h"

#include <string.h>

guint
ml_board_find (MlBoard *self, guint feat)
{
  g_return_val_if_fail (feat < self->n_feats, 0);
  return find (self, feat);
}

guint
ml_board_n_features (const MlBoard *self)
{
  return self->n_feats;
}

const MlFeatureDef *
ml_board_feature_def (const MlBoard *self, guint feat, guint *piece)
{
  g_return_val_if_fail (feat < self->n_feats, NULL);
  const Feat *f = &self->feats[feat];
  if (piece)
    *piece = f->piece;
  return &self->pieces[f->piece].tile->features[f->feature];
}

void
ml_board_foreach_member (MlBoard *self, guint feat, void (*func) (guint, gpointer), gpointer data)
{
  guint start = find (self, feat), i = start;
  do
    {
      func (i, data);
      i = self->feats[i].next;
    }
  while (i != start);
}

guint
ml_board_neighbours (const MlBoard *self, int x, int y)
{
  /* Inside the grid the nine squares are three rows of three: loads, not look-ups. */
  const MlSquares *sq = &self->sq;
  if (ml_squares_in_grid (sq, x - 1, y - 1) && ml_squares_in_grid (sq, x + 1, y + 1))
    {
      const MlSquare *row = ml_squares_at (sq, x - 1, y - 1);
      guint filled = 0;
      for (int dy = 0; dy < 3; dy++, row += sq->gw)
        filled += (row[0].at != 0) + (row[1].at != 0) + (row[2].at != 0);
      return filled - (ml_squares_at (sq, x, y)->at != 0);
    }
  guint n = 0;
  for (int dy = -1; dy <= 1; dy++)
    for (int dx = -1; dx <= 1; dx++)
      if ((dx || dy) && ml_board_piece_at (self, x + dx, y + dy, NULL) != ML_NO_PIECE)
        n++;
  return n;
}

/* The square a feature instance's first location lies on (a monastery's own square). */
static void
feature_square (const MlBoard *self, guint feat, int *x, int *y)
{
  const Feat *f = &self->feats[feat];
  const MlPiece *p = &self->pieces[f->piece];
  const MlRotatedCell *c = piece_cell (p, p->tile->features[f->feature].locs[0].cell);
  *x = p->x + c->dx;
  *y = p->y + c->dy;
}

static void
index_meeples (MlBoard *self)
{
  if (self->meeple_index_ok)
    return;
  guint n = self->n_feats, m = self->n_meeples;
  if (n + 1 > self->cap_meeple_first)
    {
      self->cap_meeple_first = MAX (n + 1, self->cap_meeple_first * 2);
      self->meeple_first = g_renew (guint32, self->meeple_first, self->cap_meeple_first);
    }
  if (m > self->cap_meeple_order)
    {
      self->cap_meeple_order = MAX (m, self->cap_meeple_order * 2);
      self->meeple_order = g_renew (guint32, self->meeple_order, self->cap_meeple_order);
    }
  guint32 *first = self->meeple_first;
  memset (first, 0, sizeof (guint32) * (n + 1));
  for (guint i = 0; i < m; i++)
    first[meeple_feat (self, i) + 1]++;
  for (guint f = 0; f < n; f++)
    first[f + 1] += first[f];
  /* Each meeple at its feature's cursor, which ends one feature further; then back. */
  for (guint i = 0; i < m; i++)
    self->meeple_order[first[meeple_feat (self, i)]++] = i;
  for (guint f = n; f > 0; f--)
    first[f] = first[f - 1];
  first[0] = 0;
  self->meeple_index_ok = TRUE;
}

static void
count_meeple (MlFeatureInfo *info, const MlMeeple *meeple)
{
  info->n_meeples++;
  if (meeple->strength)
    info->meeples[meeple->player] += meeple->strength;
  else
    info->apart[meeple->player]++;
}

/* The completed cities that member @def of @p borders and that are not marked with @mark
 * yet, all of them marked now: counted, and their roots appended to @roots when it is given. */
static inline guint
mark_cities (MlBoard *self, const MlPiece *p, const MlFeatureDef *def, guint32 mark, GArray *roots)
{
  guint n = 0;
  for (guint k = 0; k < def->n_cities; k++)
    {
      guint city = find (self, p->feat_base + def->cities[k]);
      if (self->feats[city].mark != mark && self->feats[city].open == 0)
        {
          n++;
          if (roots)
            g_array_append_val (roots, city);
        }
      self->feats[city].mark = mark;
    }
  return n;
}

/* All of ml_board_feature_info() but the meeples, in one walk of the members, each marked
 * with a new mark; for a field with @cities, the completed cities it borders too, each once
 * (their roots marked alike: no member of a field is a city). Returns the mark. */
static inline guint32
walk_shape (MlBoard *self, guint feat, MlFeatureInfo *info, guint *cities)
{
  guint root = find (self, feat);
  *info = (MlFeatureInfo) { .root = root, .kind = self->feats[root].kind, .open = self->feats[root].open };
  guint32 mark = ++self->mark;
  guint i = root, n_cities = 0;
  do
    {
      Feat *f = &self->feats[i];
      const MlPiece *p = &self->pieces[f->piece];
      const MlFeatureDef *def = &p->tile->features[f->feature];
      /* Each member is marked, so that a meeple is found in the feature by one load below,
       * not a find(). */
      f->mark = mark;
      info->shields += def->shields;
      if (cities)
        n_cities += mark_cities (self, p, def, mark, NULL);
      /* A one-square piece is one tile however many of its parts the feature joins: its
       * mark is the piece's own, with no square to look up. */
      if (p->tile->n_cells == 1)
        {
          if (self->piece_marks[f->piece] != mark)
            {
              self->piece_marks[f->piece] = mark;
              info->tiles++;
            }
          i = f->next;
          continue;
        }
      for (guint k = 0; k < def->n_locs; k++)
        {
          const MlRotatedCell *c = piece_cell (p, def->locs[k].cell);
          Square *sq = square (self, p->x + c->dx, p->y + c->dy);
          if (sq->mark != mark)
            {
              sq->mark = mark;
              info->tiles++;
            }
        }
      i = f->next;
    }
  while (i != root);

  if (info->kind == ML_FEATURE_MONASTERY)
    {
      int x, y;
      feature_square (self, root, &x, &y);
      info->neighbours = ml_board_neighbours (self, x, y);
      info->complete = info->neighbours == 8;
    }
  else
    info->complete = info->kind != ML_FEATURE_FIELD && info->open == 0;
  if (cities)
    *cities = n_cities;
  return mark;
}

void
ml_board_feature_shape (MlBoard *self, guint feat, MlFeatureInfo *info)
{
  g_return_if_fail (feat < self->n_feats);
  walk_shape (self, feat, info, NULL);
}

guint
ml_board_field_shape (MlBoard *self, guint feat, MlFeatureInfo *info)
{
  g_return_val_if_fail (feat < self->n_feats, 0);
  guint cities;
  walk_shape (self, feat, info, &cities);
  return cities;
}

void
ml_board_feature_info (MlBoard *self, guint feat, MlFeatureInfo *info)
{
  guint32 mark = walk_shape (self, feat, info, NULL);
  guint root = info->root;
  if (self->feats[root].n_meeples == 0)
    return;
  if (self->n_meeples < MEEPLE_INDEX_FROM)
    {
      /* The root knows how many stand in the feature: the look stops at the last. */
      guint left = self->feats[root].n_meeples;
      for (guint m = 0; m < self->n_meeples && left > 0; m++)
        if (self->feats[meeple_feat (self, m)].mark == mark)
          {
            count_meeple (info, &self->meeples[m]);
            left--;
          }
      return;
    }
  /* Thousands of meeples: only those on the feature's members, through the index. */
  index_meeples (self);
  guint i = root;
  do
    {
      for (guint k = self->meeple_first[i]; k < self->meeple_first[i + 1]; k++)
        count_meeple (info, &self->meeples[self->meeple_order[k]]);
      i = self->feats[i].next;
    }
  while (i != root);
}

/* The completed cities that field @feat borders, each once: counted, and their roots
 * appended to @roots when it is given. */
static inline guint
walk_field_cities (MlBoard *self, guint feat, GArray *roots)
{
  guint root = find (self, feat), i = root, n = 0;
  guint32 mark = ++self->mark;
  do
    {
      const Feat *f = &self->feats[i];
      const MlPiece *p = &self->pieces[f->piece];
      n += mark_cities (self, p, &p->tile->features[f->feature], mark, roots);
      i = f->next;
    }
  while (i != root);
  return n;
}

guint
ml_board_field_cities (MlBoard *self, guint feat)
{
  return walk_field_cities (self, feat, NULL);
}

void
ml_board_field_city_roots (MlBoard *self, guint feat, GArray *roots)
{
  walk_field_cities (self, feat, roots);
}

gboolean
ml_board_may_close (const MlBoard *self, guint piece)
{
  return (gint32) piece != self->closing_piece || self->closed;
}

guint
ml_board_feature_open (MlBoard *self, guint feat)
{
  return self->feats[find (self, feat)].open;
}

guint
ml_board_feature_meeples (MlBoard *self, guint feat)
{
  return self->feats[find (self, feat)].n_meeples;
}

guint
ml_board_feature_state (MlBoard *self, guint feat, guint *open, guint *meeples)
{
  g_return_val_if_fail (feat < self->n_feats, 0);
  guint root = find (self, feat);
  *open = self->feats[root].open;
  *meeples = self->feats[root].n_meeples;
  return root;
}

