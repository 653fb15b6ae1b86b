/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The document's history, kept as changes. A step of undo (or redo) holds the scenario it
 * goes back to said against the scenario it leaves: the small members in full (texts,
 * players, options, readings), and of the pieces and of the meeples only the run that
 * differs, since an edit changes a piece or two of a board that may hold thousands. Going back
 * is then a copy of today's scenario with that run put back, with no file text written or
 * read; and a step costs memory in proportion to what it changed, not to the board. */
#include "config.h"
#include "ml-document-private.h"

#include <string.h>

/* ---- copies ------------------------------------------------------------------------------ */

/* Unknown members are kept as they were read and never changed afterwards, so copies share
 * them (as json_node_copy() shares what a node holds). */
static JsonObject *
extra_ref (JsonObject *extra)
{
  return extra ? json_object_ref (extra) : NULL;
}

static MlScenarioPiece *
piece_copy (const MlScenarioPiece *a)
{
  MlScenarioPiece *b = g_new (MlScenarioPiece, 1);
  *b = *a;
  b->tile = g_strdup (a->tile);
  b->extra = extra_ref (a->extra);
  return b;
}

static MlScenarioMeeple *
meeple_copy (const MlScenarioMeeple *a)
{
  MlScenarioMeeple *b = g_new (MlScenarioMeeple, 1);
  *b = *a;
  b->at = g_strdup (a->at);
  b->role = g_strdup (a->role);
  b->extra = extra_ref (a->extra);
  return b;
}

/* The scenario's members other than its pieces and meeples, field by field: keep it in step
 * with MlScenario. */
static MlScenario *
members_copy (const MlScenario *from)
{
  MlScenario *to = ml_scenario_new ();
  to->title = g_strdup (from->title);
  to->description = g_strdup (from->description);
  to->expansions = from->expansions;
  to->tiles_in_game = from->tiles_in_game;
  to->readings = from->readings;
  to->set_aside = g_strdupv (from->set_aside);
  to->options_modules = extra_ref (from->options_modules);
  to->options_extra = extra_ref (from->options_extra);
  to->turn = from->turn;
  to->extra = extra_ref (from->extra);
  to->modules = extra_ref (from->modules);
  for (guint i = 0; i < from->players->len; i++)
    {
      const MlScenarioPlayer *a = g_ptr_array_index (from->players, i);
      MlScenarioPlayer *b = g_new0 (MlScenarioPlayer, 1);
      b->name = g_strdup (a->name);
      b->color = g_strdup (a->color);
      b->score = a->score;
      b->computer = a->computer;
      b->extra = extra_ref (a->extra);
      b->modules = extra_ref (a->modules);
      g_ptr_array_add (to->players, b);
    }
  return to;
}

/* A deep copy of a scenario. (Reading back its JSON would do too, but costs ten times the
 * whole layout on a large board.) */
MlScenario *
_ml_document_scenario_copy (const MlScenario *from)
{
  MlScenario *to = members_copy (from);
  for (guint i = 0; i < from->pieces->len; i++)
    g_ptr_array_add (to->pieces, piece_copy (g_ptr_array_index (from->pieces, i)));
  for (guint i = 0; i < from->meeples->len; i++)
    g_ptr_array_add (to->meeples, meeple_copy (g_ptr_array_index (from->meeples, i)));
  return to;
}

/* ---- what differs ------------------------------------------------------------------------ */

static gboolean
piece_equal (const MlScenarioPiece *a, const MlScenarioPiece *b)
{
  return a->x == b->x && a->y == b->y && a->rot == b->rot && a->owner == b->owner && a->slots == b->slots
         && a->port == b->port && a->inactive == b->inactive && a->extra == b->extra
         && g_strcmp0 (a->tile, b->tile) == 0;
}

static gboolean
meeple_equal (const MlScenarioMeeple *a, const MlScenarioMeeple *b)
{
  return a->player == b->player && a->x == b->x && a->y == b->y && a->extra == b->extra
         && g_strcmp0 (a->at, b->at) == 0 && g_strcmp0 (a->role, b->role) == 0;
}

typedef gboolean (*EqualFunc) (gconstpointer a, gconstpointer b);

/* The run where @a and @b differ: both start with the same @at items and end with the same
 * items after a's run of @a_len and b's of @b_len. */
static void
differing_run (GPtrArray *a, GPtrArray *b, EqualFunc equal, guint *at, guint *a_len, guint *b_len)
{
  guint start = 0;
  while (start < a->len && start < b->len && equal (a->pdata[start], b->pdata[start]))
    start++;
  guint end = 0;
  while (end < a->len - start && end < b->len - start
         && equal (a->pdata[a->len - 1 - end], b->pdata[b->len - 1 - end]))
    end++;
  *at = start;
  *a_len = a->len - start - end;
  *b_len = b->len - start - end;
}

/* What a run of @n items costs to hold, roughly, for the history's cap. */
static gsize
pieces_bytes (GPtrArray *pieces)
{
  gsize bytes = 0;
  for (guint i = 0; i < pieces->len; i++)
    {
      const MlScenarioPiece *p = g_ptr_array_index (pieces, i);
      bytes += sizeof *p + sizeof (gpointer) + (p->tile ? strlen (p->tile) + 1 : 0);
    }
  return bytes;
}

static gsize
meeples_bytes (GPtrArray *meeples)
{
  gsize bytes = 0;
  for (guint i = 0; i < meeples->len; i++)
    {
      const MlScenarioMeeple *m = g_ptr_array_index (meeples, i);
      bytes += sizeof *m + sizeof (gpointer) + (m->at ? strlen (m->at) + 1 : 0) + (m->role ? strlen (m->role) + 1 : 0);
    }
  return bytes;
}

static gsize
members_bytes (const MlScenario *s)
{
  gsize bytes = sizeof *s + (s->title ? strlen (s->title) + 1 : 0)
                + (s->description ? strlen (s->description) + 1 : 0);
  for (guint i = 0; s->set_aside && s->set_aside[i]; i++)
    bytes += strlen (s->set_aside[i]) + 1 + sizeof (char *);
  for (guint i = 0; i < s->players->len; i++)
    {
      const MlScenarioPlayer *p = g_ptr_array_index (s->players, i);
      bytes += sizeof *p + sizeof (gpointer) + (p->name ? strlen (p->name) + 1 : 0) + (p->color ? strlen (p->color) + 1 : 0);
    }
  return bytes;
}

/* ---- steps --------------------------------------------------------------------------------- */

Snapshot *
_ml_document_change_new (const MlScenario *before, const MlScenario *after)
{
  Snapshot *change = g_new0 (Snapshot, 1);
  change->before = members_copy (before);
  guint n_before;
  differing_run (before->pieces, after->pieces, (EqualFunc) piece_equal, &change->pieces_at, &n_before,
                 &change->pieces_gone);
  for (guint i = 0; i < n_before; i++)
    g_ptr_array_add (change->before->pieces, piece_copy (g_ptr_array_index (before->pieces, change->pieces_at + i)));
  differing_run (before->meeples, after->meeples, (EqualFunc) meeple_equal, &change->meeples_at, &n_before,
                 &change->meeples_gone);
  for (guint i = 0; i < n_before; i++)
    g_ptr_array_add (change->before->meeples,
                     meeple_copy (g_ptr_array_index (before->meeples, change->meeples_at + i)));
  change->bytes = sizeof *change + members_bytes (change->before) + pieces_bytes (change->before->pieces)
                  + meeples_bytes (change->before->meeples);
  return change;
}

/* @now's items, with the run [@at, @at + @gone) replaced by copies of @run. */
static void
put_back (GPtrArray *to, GPtrArray *now, guint at, guint gone, GPtrArray *run, gpointer (*copy) (gconstpointer))
{
  g_return_if_fail (at + gone <= now->len);
  for (guint i = 0; i < at; i++)
    g_ptr_array_add (to, copy (now->pdata[i]));
  for (guint i = 0; i < run->len; i++)
    g_ptr_array_add (to, copy (run->pdata[i]));
  for (guint i = at + gone; i < now->len; i++)
    g_ptr_array_add (to, copy (now->pdata[i]));
}

MlScenario *
_ml_document_change_apply (const Snapshot *change, const MlScenario *after)
{
  g_return_val_if_fail (change->pieces_at + change->pieces_gone <= after->pieces->len, NULL);
  g_return_val_if_fail (change->meeples_at + change->meeples_gone <= after->meeples->len, NULL);
  MlScenario *before = members_copy (change->before);
  put_back (before->pieces, after->pieces, change->pieces_at, change->pieces_gone, change->before->pieces,
            (gpointer (*) (gconstpointer)) piece_copy);
  put_back (before->meeples, after->meeples, change->meeples_at, change->meeples_gone, change->before->meeples,
            (gpointer (*) (gconstpointer)) meeple_copy);
  return before;
}

void
_ml_document_change_free (Snapshot *change)
{
  g_clear_pointer (&change->before, ml_scenario_free);
  g_clear_pointer (&change->log, g_ptr_array_unref);
  g_free (change);
}

gsize
ml_document_get_history_bytes (MlDocument *self)
{
  g_return_val_if_fail (ML_IS_DOCUMENT (self), 0);
  return _ml_document_history_bytes (self);
}

gsize
_ml_document_history_bytes (MlDocument *self)
{
  gsize bytes = 0;
  for (guint i = 0; i < self->undo->len; i++)
    bytes += ((Snapshot *) g_ptr_array_index (self->undo, i))->bytes;
  for (guint i = 0; i < self->redo->len; i++)
    bytes += ((Snapshot *) g_ptr_array_index (self->redo, i))->bytes;
  return bytes;
}
