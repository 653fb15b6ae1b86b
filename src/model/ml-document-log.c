/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The turn log: the game told move by move as the document stands. It is part of each state
 * of the history (an undo takes its turns back, a redo brings them again), made from the
 * game record where there is one (an imported game, a position of its timeline) and from the
 * turns played since where there is none. Lines are never saved: the record is. */
#include "config.h"
#include "ml-document-private.h"
#include "ml-game.h"
#include "ml-record.h"

#include <glib/gi18n-lib.h>

char *
_ml_document_log_line (const MlScenario *scenario, guint number, const MlTileDef *set_aside, GArray *events)
{
  const char *names[ML_MAX_PLAYERS];
  ml_scenario_player_names (scenario, names);
  GString *told = g_string_new (NULL);
  if (set_aside)
    /* Translators: a move of the turn log, after "Move 7: " */
    g_string_append_printf (told, _("Tile %s fits nowhere and is set aside."), set_aside->id);
  for (guint i = 0; events && i < events->len; i++)
    {
      g_autofree char *sentence = ml_event_explain (&g_array_index (events, MlEvent, i), scenario->players->len, names);
      if (sentence == NULL || *sentence == '\0')
        continue;
      if (told->len > 0)
        g_string_append_c (told, ' ');
      g_string_append (told, sentence);
    }
  g_autofree char *body = g_string_free (told, FALSE);
  /* Translators: a line of the turn log: the move's number, then what happened in it */
  return g_strdup_printf (_("Move %u: %s"), number, body);
}

typedef struct {
  const MlScenario *scenario;
  GPtrArray *lines;
} Telling;

static void
tell_move (const MlGame *game, guint i, const MlRecordMove *move, GArray *events, gpointer data)
{
  Telling *t = data;
  const MlTileDef *aside = move->set_aside ? ml_catalogue_lookup (ml_catalogue_get_default (), move->tile) : NULL;
  g_ptr_array_add (t->lines, _ml_document_log_line (t->scenario, i + 1, aside, events));
}

GPtrArray *
_ml_document_log_of_record (const MlScenario *scenario, const char *name)
{
  g_autoptr (MlRecord) record = ml_record_of (scenario, name, NULL);
  if (record == NULL || record->at == 0)
    return NULL;
  Telling t = { scenario, g_ptr_array_new_with_free_func (g_free) };
  g_autoptr (MlGame) game = ml_record_replay_told (scenario, record, record->at, name, tell_move, &t, NULL);
  /* A record that does not replay is refused on load: nothing to tell then. */
  if (game == NULL)
    g_clear_pointer (&t.lines, g_ptr_array_unref);
  return t.lines;
}

GPtrArray *
_ml_document_log_with (GPtrArray *log, char *line)
{
  GPtrArray *out = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; log && i < log->len; i++)
    g_ptr_array_add (out, g_strdup (g_ptr_array_index (log, i)));
  g_ptr_array_add (out, line);
  return out;
}

GPtrArray *
ml_document_get_log (MlDocument *self)
{
  g_return_val_if_fail (ML_IS_DOCUMENT (self), NULL);
  return self->log;
}
