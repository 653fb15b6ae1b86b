/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The document's rule readings, and what the other answers would make of the score if the
 * game ended now. */
#include "config.h"
#include "ml-document-private.h"

#include <glib/gi18n-lib.h>
#include <string.h>

static void
outcome_free (MlReadingOutcome *outcome)
{
  g_clear_pointer (&outcome->items, g_array_unref);
  g_free (outcome);
}

const MlReadings *
ml_document_get_readings (MlDocument *self)
{
  g_return_val_if_fail (ML_IS_DOCUMENT (self), NULL);
  return &self->scenario->readings;
}

gboolean
ml_document_set_readings (MlDocument *self, const MlReadings *readings, GError **error)
{
  g_return_val_if_fail (ML_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (readings != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);
  for (guint r = 0; r < ML_N_READINGS; r++)
    if (readings->answer[r] >= ml_reading_def (r)->n_answers)
      {
        g_set_error (error, ML_DOCUMENT_ERROR, ML_DOCUMENT_ERROR_OUT_OF_RANGE,
                     _("The reading “%s” has no answer %u."), ml_reading_def (r)->id, readings->answer[r]);
        return FALSE;
      }
  for (guint r = 0; r < ML_N_READINGS; r++)
    if (readings->value[r] < 0 || readings->value[r] > ML_READING_MAX_VALUE)
      {
        g_set_error (error, ML_DOCUMENT_ERROR, ML_DOCUMENT_ERROR_OUT_OF_RANGE,
                     _("The reading “%s” takes a number from 0 to %d, not %d."), ml_reading_def (r)->id,
                     ML_READING_MAX_VALUE, readings->value[r]);
        return FALSE;
      }
  /* An answer's number is kept even while another answer is in force, so that switching
   * back finds it: a change of it alone is an edit too. */
  if (ml_readings_equal (readings, &self->scenario->readings)
      && memcmp (readings->value, self->scenario->readings.value, sizeof readings->value) == 0)
    return TRUE;
  g_auto (Edit) edit = { 0 };
  _ml_document_edit_begin (self, &edit);
  edit.scenario->readings = *readings;
  return _ml_document_edit_commit (self, &edit, error);
}

gboolean
ml_document_set_reading (MlDocument *self, MlReadingId reading, guint answer, GError **error)
{
  g_return_val_if_fail (ML_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (reading < ML_N_READINGS, FALSE);
  MlReadings readings = self->scenario->readings;
  if (answer >= ml_reading_def (reading)->n_answers)
    {
      g_set_error (error, ML_DOCUMENT_ERROR, ML_DOCUMENT_ERROR_OUT_OF_RANGE,
                   _("The reading “%s” has no answer %u."), ml_reading_def (reading)->id, answer);
      return FALSE;
    }
  readings.answer[reading] = (guint8) answer;
  return ml_document_set_readings (self, &readings, error);
}

/* Whether two settlements differ: in the totals, or in what scores and who takes it. */
static gboolean
outcome_differs (const int *finals_a, GArray *items_a, const int *finals_b, GArray *items_b, guint n_players)
{
  for (guint p = 0; p < n_players; p++)
    if (finals_a[p] != finals_b[p])
      return TRUE;
  if (items_a->len != items_b->len)
    return TRUE;
  for (guint i = 0; i < items_a->len; i++)
    {
      const MlScoreItem *a = &g_array_index (items_a, MlScoreItem, i);
      const MlScoreItem *b = &g_array_index (items_b, MlScoreItem, i);
      if (a->kind != b->kind || a->module != b->module || a->code != b->code || a->feat != b->feat || a->points != b->points || a->winners != b->winners)
        return TRUE;
    }
  return FALSE;
}

GPtrArray *
ml_document_get_reading_outcomes (MlDocument *self)
{
  g_return_val_if_fail (ML_IS_DOCUMENT (self), NULL);
  Layout *layout = self->layout;
  if (layout->outcomes)
    return layout->outcomes;

  layout->outcomes = g_ptr_array_new_with_free_func ((GDestroyNotify) outcome_free);
  /* Settled on a copy, so that the game others may be reading never changes under them. */
  g_autoptr (MlGame) game = ml_game_copy (layout->game);
  const MlReadings in_force = layout->game->readings;
  for (guint r = 0; r < ML_N_READINGS; r++)
    {
      const MlReadingDef *def = ml_reading_def (r);
      for (guint a = 0; a < def->n_answers; a++)
        {
          if (a == in_force.answer[r])
            continue;
          g_autofree MlReadingOutcome *outcome = g_new0 (MlReadingOutcome, 1);
          outcome->reading = r;
          outcome->answer = a;
          outcome->items = g_array_new (FALSE, FALSE, sizeof (MlScoreItem));
          game->readings = in_force;
          game->readings.answer[r] = (guint8) a;
          ml_game_settle_now (game, outcome->items, outcome->finals);
          if (outcome_differs (outcome->finals, outcome->items, layout->finals, layout->items, game->n_players))
            g_ptr_array_add (layout->outcomes, g_steal_pointer (&outcome));
          else
            g_array_unref (outcome->items);
        }
    }
  return layout->outcomes;
}
