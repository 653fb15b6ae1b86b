/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The document's edits of the board: pieces laid, moved and taken away, who holds which
 * and the meeples (who holds which wonder: expansions/wonders/ml-wonders-document.c). */
#include "config.h"
#include "ml-document-private.h"

#include <glib/gi18n-lib.h>

/* Whether every square @tile would cover at (x, y, rot) is on the map the file format allows
 * and free, or taken by board piece @self_piece (a piece moving over itself). */
static gboolean
squares_free (MlDocument *self, const MlTileDef *tile, int x, int y, int rot, int self_piece, GError **error)
{
  const MlBoard *board = self->layout->game->board;
  for (guint c = 0; c < tile->n_cells; c++)
    {
      const MlRotatedCell *cell = &tile->rotated[rot][c];
      int cx = x + cell->dx, cy = y + cell->dy;
      if (ABS (cx) > MAX_COORD || ABS (cy) > MAX_COORD)
        {
          g_set_error (error, ML_DOCUMENT_ERROR, ML_DOCUMENT_ERROR_OUT_OF_RANGE,
                       _("Squares go up to ±100000: (%d, %d) is off the map."), cx, cy);
          return FALSE;
        }
      int at = ml_board_piece_at (board, cx, cy, NULL);
      if (at != ML_NO_PIECE && at != self_piece)
        {
          g_set_error (error, ML_DOCUMENT_ERROR, ML_DOCUMENT_ERROR_SQUARE_TAKEN,
                       _("The square (%d, %d) is already taken."), cx, cy);
          return FALSE;
        }
    }
  return TRUE;
}

int
_ml_document_scenario_piece_or_error (MlDocument *self, guint piece, GError **error)
{
  int si = ml_document_scenario_piece (self, piece);
  if (si < 0)
    g_set_error (error, ML_DOCUMENT_ERROR, ML_DOCUMENT_ERROR_NO_PIECE, _("There is no piece %u on the board."), piece);
  return si;
}

gboolean
ml_document_place_piece (MlDocument *self, const char *tile, int x, int y, int rot, GError **error)
{
  return ml_document_place_piece_for (self, tile, x, y, rot, -1, error);
}

/* The catalogue's tile @tile, or NULL and @error. */
static const MlTileDef *
lookup_tile (const char *tile, GError **error)
{
  const MlTileDef *def = tile ? ml_catalogue_lookup (ml_catalogue_get_default (), tile) : NULL;
  if (def == NULL)
    g_set_error (error, ML_DOCUMENT_ERROR, ML_DOCUMENT_ERROR_NO_TILE, _("There is no tile “%s”."), tile ? tile : "");
  return def;
}

gboolean
ml_document_place_piece_for (MlDocument *self, const char *tile, int x, int y, int rot, int owner, GError **error)
{
  g_return_val_if_fail (ML_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);
  const MlTileDef *def = lookup_tile (tile, error);
  if (def == NULL || !_ml_document_rotation_ok (rot, error))
    return FALSE;
  if (self->scenario->pieces->len >= MAX_PIECES)
    {
      g_set_error (error, ML_DOCUMENT_ERROR, ML_DOCUMENT_ERROR_FULL, _("A board holds %d pieces at most."), MAX_PIECES);
      return FALSE;
    }
  if (!squares_free (self, def, x, y, rot, ML_NO_PIECE, error))
    return FALSE;

  g_auto (Edit) edit = { 0 };
  _ml_document_edit_begin (self, &edit);
  MlScenarioPiece *p = g_new0 (MlScenarioPiece, 1);
  p->tile = g_strdup (def->id);
  p->x = x;
  p->y = y;
  p->rot = rot;
  p->owner = -1;
  if (owner >= 0 && (guint) owner < edit.scenario->players->len)
    _ml_document_lay_owned (edit.scenario, p, def, owner);
  g_ptr_array_add (edit.scenario->pieces, p);
  return _ml_document_edit_commit (self, &edit, error);
}

gboolean
ml_document_move_piece (MlDocument *self, guint piece, int x, int y, int rot, GError **error)
{
  g_return_val_if_fail (ML_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);
  int si = _ml_document_scenario_piece_or_error (self, piece, error);
  if (si < 0 || !_ml_document_rotation_ok (rot, error))
    return FALSE;
  const MlPiece *bp = ml_board_piece (self->layout->game->board, piece);
  if (bp->x == x && bp->y == y && bp->rot == rot)
    return TRUE;    /* nothing to do: no undo step, no signal */
  const MlTileDef *def = bp->tile;
  int b = (int) piece;
  if (!squares_free (self, def, x, y, rot, b, error))
    return FALSE;

  g_auto (Edit) edit = { 0 };
  _ml_document_edit_begin (self, &edit);
  MlScenarioPiece *moved = g_ptr_array_index (edit.scenario->pieces, si);
  int turn = (rot - moved->rot + 4) % 4;
  moved->x = x;
  moved->y = y;
  moved->rot = rot;
  /* The meeples on it go along: the scenario's meeples are the board's, in order. */
  const MlBoard *board = self->layout->game->board;
  for (guint i = 0; i < ml_board_n_meeples (board); i++)
    {
      const MlMeeple *m = ml_board_meeple (board, i);
      if (m->piece != piece)
        continue;
      MlScenarioMeeple *sm = g_ptr_array_index (edit.scenario->meeples, i);
      sm->x = x + def->rotated[rot][m->cell].dx;
      sm->y = y + def->rotated[rot][m->cell].dy;
      MlLoc loc;
      if (ml_loc_parse (sm->at, &loc))
        {
          g_free (sm->at);
          sm->at = g_strdup (ml_loc_name (ml_loc_rotate (loc, turn)));
        }
    }
  return _ml_document_edit_commit (self, &edit, error);
}

gboolean
ml_document_remove_piece (MlDocument *self, guint piece, GError **error)
{
  g_return_val_if_fail (ML_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);
  int si = _ml_document_scenario_piece_or_error (self, piece, error);
  if (si < 0)
    return FALSE;

  g_auto (Edit) edit = { 0 };
  _ml_document_edit_begin (self, &edit);
  const MlBoard *board = self->layout->game->board;
  /* Backwards, so that the indices still to look at stay put. */
  for (guint i = ml_board_n_meeples (board); i-- > 0;)
    if (ml_board_meeple (board, i)->piece == piece)
      g_ptr_array_remove_index (edit.scenario->meeples, i);
  g_ptr_array_remove_index (edit.scenario->pieces, (guint) si);
  return _ml_document_edit_commit (self, &edit, error);
}

gboolean
ml_document_add_meeple (MlDocument *self, int player, int x, int y, const char *at, guint figure, GError **error)
{
  g_return_val_if_fail (ML_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);
  if (!_ml_document_player_ok (self, player, error))
    return FALSE;
  if (self->scenario->meeples->len >= MAX_PIECES)
    {
      g_set_error (error, ML_DOCUMENT_ERROR, ML_DOCUMENT_ERROR_FULL, _("A board holds %d meeples at most."), MAX_PIECES);
      return FALSE;
    }
  const MlBoard *board = self->layout->game->board;
  guint cell;
  int b = ml_board_piece_at (board, x, y, &cell);
  if (b == ML_NO_PIECE)
    {
      g_set_error (error, ML_DOCUMENT_ERROR, ML_DOCUMENT_ERROR_NO_PIECE, _("There is no piece at (%d, %d)."), x, y);
      return FALSE;
    }
  const MlPiece *p = ml_board_piece (board, (guint) b);
  if (at == NULL || ml_tile_feature_at (p->tile, p->rot, cell, at) == ML_NO_FEATURE)
    {
      g_set_error (error, ML_DOCUMENT_ERROR, ML_DOCUMENT_ERROR_NO_FEATURE,
                   _("Tile %s has no feature “%s” on the square (%d, %d)."), p->tile->id, at ? at : "", x, y);
      return FALSE;
    }

  g_auto (Edit) edit = { 0 };
  _ml_document_edit_begin (self, &edit);
  MlScenarioMeeple *m = g_new0 (MlScenarioMeeple, 1);
  m->player = player;
  m->x = x;
  m->y = y;
  m->at = g_strdup (at);
  m->role = figure != ML_FIGURE_MEEPLE ? g_strdup (ml_figure (figure)->id) : NULL;
  g_ptr_array_add (edit.scenario->meeples, m);
  return _ml_document_edit_commit (self, &edit, error);
}

gboolean
ml_document_remove_meeple (MlDocument *self, guint meeple, GError **error)
{
  g_return_val_if_fail (ML_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);
  if (meeple >= self->scenario->meeples->len)
    {
      g_set_error (error, ML_DOCUMENT_ERROR, ML_DOCUMENT_ERROR_NO_MEEPLE, _("There is no meeple %u on the board."), meeple);
      return FALSE;
    }
  g_auto (Edit) edit = { 0 };
  _ml_document_edit_begin (self, &edit);
  g_ptr_array_remove_index (edit.scenario->meeples, meeple);
  return _ml_document_edit_commit (self, &edit, error);
}
