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
#include <locale.h>

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

/* The lines last told of a record, by what they were told from: the record's setting (its
 * start, the scenario's players, expansions and readings), the language they are in and
 * the moves. A step along the timeline tells the game again up to another move: up to an
 * earlier one is a part of the lines, up to a later one the lines and the moves between. */
static GMutex told_lock;
static struct {
  char *setting;
  char *language;
  MlRecord *moves;
  GPtrArray *lines;
} told;

/* What a line's words depend on besides the game: the language of the messages. */
static char *
language_now (void)
{
  /* Translators: a line of the turn log: the move's number, then what happened in it */
  return g_strdup_printf ("%s|%s|%s", g_getenv ("LANGUAGE") ? g_getenv ("LANGUAGE") : "",
                          setlocale (LC_MESSAGES, NULL), _("Move %u: %s"));
}

GPtrArray *
_ml_document_log_of_record (const MlScenario *scenario, const char *name)
{
  g_autoptr (MlRecord) record = ml_record_of (scenario, name, NULL);
  if (record == NULL || record->at == 0)
    return NULL;
  g_autofree char *setting = ml_record_setting (scenario, record, name, NULL);
  if (setting == NULL)
    return NULL;
  g_autofree char *language = language_now ();
  Telling t = { scenario, g_ptr_array_new_with_free_func (g_free) };
  /* The lines already told of the same game, up to the move where the moves part. */
  g_mutex_lock (&told_lock);
  guint same = 0;
  if (told.lines && g_str_equal (told.setting, setting) && g_str_equal (told.language, language))
    {
      guint n = MIN (told.lines->len, record->at);
      while (same < n && ml_record_move_equal (&g_array_index (told.moves->moves, MlRecordMove, same),
                                               &g_array_index (record->moves, MlRecordMove, same)))
        same++;
      for (guint i = 0; i < same; i++)
        g_ptr_array_add (t.lines, g_strdup (g_ptr_array_index (told.lines, i)));
    }
  g_mutex_unlock (&told_lock);
  if (same < record->at)
    {
      g_autoptr (MlGame) game = ml_record_replay_told_from (scenario, record, same, record->at, name, tell_move, &t, NULL);
      /* A record that does not replay is refused on load: nothing to tell then. */
      if (game == NULL)
        {
          g_ptr_array_unref (t.lines);
          return NULL;
        }
    }
  /* Kept unless they are a part of those kept: they tell more, or another game. */
  g_mutex_lock (&told_lock);
  if (same < record->at)
    {
      g_free (told.setting);
      g_free (told.language);
      g_clear_pointer (&told.moves, ml_record_free);
      g_clear_pointer (&told.lines, g_ptr_array_unref);
      told.setting = g_steal_pointer (&setting);
      told.language = g_steal_pointer (&language);
      told.moves = ml_record_new ();
      for (guint i = 0; i < record->at; i++)
        ml_record_append (told.moves, &g_array_index (record->moves, MlRecordMove, i));
      told.lines = g_ptr_array_ref (t.lines);
    }
  g_mutex_unlock (&told_lock);
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
