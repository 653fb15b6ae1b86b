/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The document's game record (where it stands, going to a move) and the turns played by
 * the rules, each one edit. */
#include "config.h"
#include "ml-document-private.h"
#include "ml-expansion-modules.h"
#include "ml-record.h"

#include <glib/gi18n-lib.h>

/* ---- the record ------------------------------------------------------------------------ */

gboolean
ml_document_get_record (MlDocument *self, guint *at, guint *n_moves)
{
  g_return_val_if_fail (ML_IS_DOCUMENT (self), FALSE);
  Layout *layout = self->layout;
  if (!layout->record_read)
    {
      /* Checked when the scenario was read, so it parses. */
      g_autoptr (MlRecord) record = ml_record_of (self->scenario, "", NULL);
      layout->has_record = record != NULL;
      layout->record_at = record ? record->at : 0;
      layout->record_moves = record ? record->moves->len : 0;
      layout->record_read = TRUE;
    }
  if (!layout->has_record)
    return FALSE;
  *at = layout->record_at;
  *n_moves = layout->record_moves;
  return TRUE;
}

gboolean
ml_document_record_edited (MlDocument *self)
{
  g_return_val_if_fail (ML_IS_DOCUMENT (self), FALSE);
  Layout *layout = self->layout;
  if (!layout->edited_read)
    {
      guint at, n;
      layout->record_edited = ml_document_get_record (self, &at, &n) && !ml_record_shows_position (self->scenario);
      layout->edited_read = TRUE;
    }
  return layout->record_edited;
}

gboolean
ml_document_go_to_move (MlDocument *self, guint n, GError **error)
{
  g_return_val_if_fail (ML_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);
  guint at = 0, n_moves = 0;
  /* Going to the move shown after a free edit brings the record's position back. */
  if (ml_document_get_record (self, &at, &n_moves) && at == n && !ml_document_record_edited (self))
    return TRUE;
  g_autofree char *name = _ml_document_name (self);
  g_autoptr (GError) local = NULL;
  g_autoptr (MlScenario) position = ml_record_position (self->scenario, n, name, &local);
  if (position == NULL)
    {
      g_set_error_literal (error, ML_DOCUMENT_ERROR, ML_DOCUMENT_ERROR_INVALID, local->message);
      return FALSE;
    }
  g_auto (Edit) edit = { 0 };
  edit.scenario = g_steal_pointer (&position);
  /* The record's position at move n, as the timeline shows it. */
  edit.shows_move = TRUE;
  edit.move = n;
  edit.n_moves = n_moves;
  /* The log tells the game up to that move. */
  edit.log = _ml_document_log_of_record (edit.scenario, name);
  if (edit.log == NULL)
    edit.log = g_ptr_array_new_with_free_func (g_free);
  return _ml_document_edit_commit (self, &edit, error);
}

/* ---- turn mode ------------------------------------------------------------------------- */

/* Plays the turn on a copy of the game: the copy, or NULL and @error. */
static MlGame *
try_turn (MlDocument *self, const char *tile, int x, int y, int rot, const MlTurnOptions *options,
          GArray *events, GError **error)
{
  const MlTileDef *def = tile ? ml_catalogue_lookup (ml_catalogue_get_default (), tile) : NULL;
  if (def == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, _("There is no tile “%s”."), tile ? tile : "");
      return NULL;
    }
  if (!_ml_document_rotation_ok (rot, NULL) || ABS (x) > MAX_COORD || ABS (y) > MAX_COORD)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, _("A piece cannot lie at (%d, %d) turned %d times: squares go up to ±100000 and a piece turns 0 to 3 quarter turns."),
                   x, y, rot);
      return NULL;
    }
  MlTurnOptions opt = { 0 };
  if (options)
    opt = *options;
  opt.rand = NULL;
  opt.decide = NULL;
  opt.decide_data = NULL;
  gboolean on_tile = opt.n_meeples <= G_N_ELEMENTS (opt.meeples);
  for (guint i = 0; i < opt.n_meeples && on_tile; i++)
    on_tile = opt.meeples[i].wanted && ml_tile_feature_on_cell (def, opt.meeples[i].feature, opt.meeples[i].cell);
  if (opt.action == ML_ACTION_MEEPLES && !on_tile)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, _("Tile %s has no such feature on that square."),
                   def->id);
      return NULL;
    }
  if (opt.action != ML_ACTION_MEEPLES)
    opt.n_meeples = 0;
  /* The scenario takes the game's pieces back one for one, which a piece left off the board
   * (it overlaps another) would break. */
  if (self->layout->scenario_of->len != self->scenario->pieces->len)
    {
      g_set_error (error, ML_RULES_ERROR, ML_RULES_ERROR_OCCUPIED,
                   _("Pieces on the board overlap: move or remove them before playing a turn."));
      return NULL;
    }
  g_autofree char *full = NULL;
  if (!ml_record_has_room (self->scenario, &full))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE, full);
      return NULL;
    }

  g_autoptr (MlGame) game = ml_game_copy (self->layout->game);
  if (!ml_game_play_turn (game, def, x, y, rot, &opt, events, error))
    return NULL;
  return g_steal_pointer (&game);
}

/* The number the turn log gives the move @edit adds: its move in the record, or the next
 * after the log's lines. */
static guint
log_number (MlDocument *self, const Edit *edit)
{
  g_autoptr (MlRecord) record = ml_record_of (edit->scenario, "", NULL);
  if (record && record->at > 0)
    return record->at;
  return (self->log ? self->log->len : 0) + 1;
}

gboolean
ml_document_play_turn (MlDocument *self, const char *tile, int x, int y, int rot,
                       const MlMeepleChoice *meeple, GArray *events, GError **error)
{
  MlTurnOptions opt;
  ml_turn_options_init (&opt, meeple);
  return ml_document_play_turn_with (self, tile, x, y, rot, &opt, events, error);
}

gboolean
ml_document_play_turn_with (MlDocument *self, const char *tile, int x, int y, int rot,
                            const MlTurnOptions *options, GArray *events, GError **error)
{
  g_return_val_if_fail (ML_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  g_autoptr (GArray) turn_events = g_array_new (FALSE, FALSE, sizeof (MlEvent));
  g_autoptr (MlGame) game = try_turn (self, tile, x, y, rot, options, turn_events, error);
  if (game == NULL)
    return FALSE;

  g_auto (Edit) edit = { 0 };
  _ml_document_edit_begin (self, &edit);
  ml_scenario_update_from_game (edit.scenario, game);
  /* A game record goes on with the turn: played at an earlier move, the later ones are
   * dropped, and an undo brings them back. */
  ml_record_add_turn (edit.scenario, self->layout->game, ml_catalogue_lookup (ml_catalogue_get_default (), tile),
                      x, y, rot, options ? options : &(MlTurnOptions) { 0 }, "", NULL);
  edit.log = _ml_document_log_with (self->log, _ml_document_log_line (edit.scenario, log_number (self, &edit), NULL,
                                                                     turn_events));
  if (!_ml_document_edit_commit (self, &edit, NULL))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("The board after this turn could not be built."));
      return FALSE;
    }
  if (events)
    g_array_append_vals (events, turn_events->data, turn_events->len);
  return TRUE;
}

gboolean
ml_document_set_aside (MlDocument *self, const char *tile, GError **error)
{
  g_return_val_if_fail (ML_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);
  const MlTileDef *def = tile ? ml_catalogue_lookup (ml_catalogue_get_default (), tile) : NULL;
  if (def == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, _("There is no tile “%s”."), tile ? tile : "");
      return FALSE;
    }
  MlGame *game = self->layout->game;
  g_autoptr (GArray) spots = g_array_new (FALSE, FALSE, sizeof (MlPlacement));
  ml_game_turn_placements (game, def, spots);
  const char *never = ml_expansion_modules_never_set_aside (def);
  if (never)
    {
      g_set_error_literal (error, ML_RULES_ERROR, ML_RULES_ERROR_FITS, never);
      return FALSE;
    }
  if (spots->len > 0 || game->n_set_aside >= ML_MAX_SET_ASIDE)
    {
      g_set_error (error, ML_RULES_ERROR, ML_RULES_ERROR_FITS,
                   ngettext ("Tile %s fits on the board (%u legal placement): only a tile that fits nowhere is set aside.",
                             "Tile %s fits on the board (%u legal placements): only a tile that fits nowhere is set aside.",
                             spots->len), def->id, spots->len);
      return FALSE;
    }
  g_autofree char *full = NULL;
  if (!ml_record_has_room (self->scenario, &full))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE, full);
      return FALSE;
    }
  g_auto (Edit) edit = { 0 };
  _ml_document_edit_begin (self, &edit);
  guint n = edit.scenario->set_aside ? g_strv_length (edit.scenario->set_aside) : 0;
  edit.scenario->set_aside = g_renew (char *, edit.scenario->set_aside, n + 2);
  edit.scenario->set_aside[n] = g_strdup (def->id);
  edit.scenario->set_aside[n + 1] = NULL;
  ml_record_add_set_aside (edit.scenario, def, "", NULL);
  edit.log = _ml_document_log_with (self->log, _ml_document_log_line (edit.scenario, log_number (self, &edit), def, NULL));
  return _ml_document_edit_commit (self, &edit, error);
}

gboolean
ml_document_check_turn (MlDocument *self, const char *tile, int x, int y, int rot,
                        const MlTurnOptions *options, GError **error)
{
  g_return_val_if_fail (ML_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);
  g_autoptr (MlGame) game = try_turn (self, tile, x, y, rot, options, NULL, error);
  return game != NULL;
}
