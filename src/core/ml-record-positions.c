/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The positions kept along the record last replayed (ml-record-positions.h). One record at a
 * time: a document steps along its own record, checks it after each edit and plays turns at
 * its end; a second record in play only costs the first one's positions. */
#include "config.h"
#include "ml-record-positions.h"

#include <string.h>

static GMutex lock;
static struct {
  char *setting;       /* the start scenario's text the moves were played from */
  MlRecord *moves;     /* the moves known legal from there, in order */
  GPtrArray *games;    /* [j]: the game after j × EVERY moves, or NULL */
  MlGame *last;        /* the game at the end of the last replay, after last_n moves */
  guint last_n;
  MlGame *end;         /* the game after all the moves known legal, or NULL */
  guint64 generation;  /* changes whenever moves are dropped or the setting changes */
} kept;

gboolean
ml_record_move_equal (const MlRecordMove *a, const MlRecordMove *b)
{
  if (g_strcmp0 (a->tile, b->tile) != 0 || a->set_aside != b->set_aside)
    return FALSE;
  if (a->set_aside)
    return TRUE;
  if (a->x != b->x || a->y != b->y || a->rot != b->rot || a->n_meeples != b->n_meeples)
    return FALSE;
  for (guint i = 0; i < a->n_meeples; i++)
    if (a->meeples[i].x != b->meeples[i].x || a->meeples[i].y != b->meeples[i].y
        || a->meeples[i].figure != b->meeples[i].figure || g_strcmp0 (a->meeples[i].at, b->meeples[i].at) != 0)
      return FALSE;
  /* Copies of a move share their modules' members. */
  if (a->modules == b->modules)
    return TRUE;
  return a->modules && b->modules && json_object_equal (a->modules, b->modules);
}

/* Forgets the moves from the @n-th on, and the games after them. */
static void
drop_from (guint n)
{
  if (n >= kept.moves->moves->len)
    return;
  g_array_set_size (kept.moves->moves, n);
  g_ptr_array_set_size (kept.games, MIN (kept.games->len, n / ML_RECORD_POSITIONS_EVERY + 1));
  if (kept.last && kept.last_n > n)
    g_clear_pointer (&kept.last, ml_game_free);
  g_clear_pointer (&kept.end, ml_game_free);
  kept.generation++;
}

MlGame *
ml_record_positions_find (const char *setting, const MlRecord *record, guint limit, guint *from,
                          guint64 *generation)
{
  g_mutex_lock (&lock);
  if (kept.setting == NULL || strcmp (kept.setting, setting) != 0)
    {
      g_free (kept.setting);
      kept.setting = g_strdup (setting);
      g_clear_pointer (&kept.moves, ml_record_free);
      g_clear_pointer (&kept.games, g_ptr_array_unref);
      g_clear_pointer (&kept.last, ml_game_free);
      g_clear_pointer (&kept.end, ml_game_free);
      kept.moves = ml_record_new ();
      kept.games = g_ptr_array_new_with_free_func ((GDestroyNotify) ml_game_free);
      kept.generation++;
    }
  /* The moves the record shares with those kept. */
  guint same = 0;
  guint n = MIN (kept.moves->moves->len, record->moves->len);
  while (same < n && ml_record_move_equal (&g_array_index (kept.moves->moves, MlRecordMove, same),
                                           &g_array_index (record->moves, MlRecordMove, same)))
    same++;
  drop_from (same);
  guint upto = MIN (same, limit);
  const MlGame *best = NULL;
  guint best_n = 0;
  for (guint j = MIN (upto / ML_RECORD_POSITIONS_EVERY + 1, kept.games->len); j-- > 0 && best == NULL;)
    if ((best = g_ptr_array_index (kept.games, j)))
      best_n = j * ML_RECORD_POSITIONS_EVERY;
  if (kept.last && kept.last_n <= upto && (best == NULL || kept.last_n > best_n))
    {
      best = kept.last;
      best_n = kept.last_n;
    }
  guint end_n = kept.moves->moves->len;
  if (kept.end && end_n <= upto && (best == NULL || end_n > best_n))
    {
      best = kept.end;
      best_n = end_n;
    }
  MlGame *out = best ? ml_game_copy (best) : NULL;
  *from = out ? best_n : 0;
  *generation = kept.generation;
  g_mutex_unlock (&lock);
  return out;
}

void
ml_record_positions_keep (const MlRecord *record, guint n, const MlGame *game, gboolean last, guint64 generation)
{
  g_mutex_lock (&lock);
  if (generation != kept.generation || kept.moves == NULL || kept.moves->moves->len + 1 < n)
    {
      g_mutex_unlock (&lock);
      return;
    }
  if (kept.moves->moves->len < n)
    {
      ml_record_append (kept.moves, &g_array_index (record->moves, MlRecordMove, n - 1));
      g_clear_pointer (&kept.end, ml_game_free);
    }
  guint j = n / ML_RECORD_POSITIONS_EVERY;
  if (n % ML_RECORD_POSITIONS_EVERY == 0)
    {
      if (kept.games->len <= j)
        g_ptr_array_set_size (kept.games, j + 1);
      if (g_ptr_array_index (kept.games, j) == NULL)
        g_ptr_array_index (kept.games, j) = ml_game_copy (game);
    }
  else if (last && n == kept.moves->moves->len)
    {
      g_clear_pointer (&kept.end, ml_game_free);
      kept.end = ml_game_copy (game);
    }
  else if (last)
    {
      g_clear_pointer (&kept.last, ml_game_free);
      kept.last = ml_game_copy (game);
      kept.last_n = n;
    }
  g_mutex_unlock (&lock);
}
