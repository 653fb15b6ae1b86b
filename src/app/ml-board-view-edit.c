/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What the board view changes: laying the tile in hand, meeples put on and taken off, pieces
 * turned and deleted; each an edit of the document or a step of the turn, its refusal
 * passed on. */
#include "config.h"
#include "ml-board-view-private.h"
#include "ml-rules.h"

#include <glib/gi18n.h>

void
_ml_board_view_lay_hand (MlBoardView *self, int x, int y)
{
  g_autoptr (GError) error = NULL;
  if (self->turn_mode)
    {
      _ml_board_view_refuse_error (self, ml_turn_lay (self->turn, x, y, &error), &error);
      return;
    }
  gboolean done = ml_document_place_piece_for (self->document, ml_board_view_get_hand (self), x, y,
                                               ml_turn_get_rotation (self->turn), (int) self->player, &error);
  _ml_board_view_refuse_error (self, done, &error);
}

/* The legal spots show an arrow for each rotation a square allows, pointing where the tile's
 * north would face, 0.3 to 0.4 of a square from its middle (ml-painter-marks.c). A click on
 * an arrow, or near one, takes that rotation; elsewhere on the square the current rotation
 * when the square allows it, else (by the rules, where no other rotation could be laid) the
 * rotation whose arrow is nearest the click. */
int
_ml_board_view_click_rotation (MlBoardView *self, int x, int y, double px, double py)
{
  int current = ml_turn_get_rotation (self->turn);
  if (!(self->show_legal || self->turn_mode) || ml_turn_get_step (self->turn) != ML_TURN_STEP_TILE)
    return current;
  double fx = (px - self->viewport.origin_x) / self->viewport.scale - x - 0.5;
  double fy = (py - self->viewport.origin_y) / self->viewport.scale - y - 0.5;
  GArray *legal = ml_turn_get_legal (self->turn);
  int nearest = -1;
  double best = G_MAXDOUBLE;
  gboolean current_ok = FALSE;
  for (guint i = 0; i < legal->len; i++)
    {
      const MlPlacement *pl = &g_array_index (legal, MlPlacement, i);
      if (pl->x != x || pl->y != y)
        continue;
      current_ok |= pl->rot == current;
      double ax = ml_side_dx[pl->rot % 4] * 0.35, ay = ml_side_dy[pl->rot % 4] * 0.35;
      double d = (fx - ax) * (fx - ax) + (fy - ay) * (fy - ay);
      if (d < best)
        best = d, nearest = pl->rot;
    }
  if (nearest < 0)
    return current;
  /* On the arrow (a circle of 0.15 around its middle), or nowhere better. */
  if (best <= 0.15 * 0.15 || (!current_ok && self->turn_mode))
    return nearest;
  return current;
}

/* Turn mode, meeple step: a click on a feature, handed to the turn. */
void
_ml_board_view_choose_meeple (MlBoardView *self, double px, double py, gboolean shift)
{
  MlBoard *preview = ml_turn_get_preview (self->turn);
  int x, y;
  guint feat;
  if (preview == NULL || !ml_painter_hit (self->painter, preview, &self->viewport, px, py, &x, &y, &feat))
    return;
  g_autoptr (GError) error = NULL;
  /* The figure the turn bar chose; Shift lays the other figure the feature takes, if any. */
  guint figure = self->turn_figure;
  if (shift)
    {
      MlGame *game = game_of (self);
      figure = ml_rules_alternative_figure (game, (int) game->turn, ml_board_feature_def (preview, feat, NULL));
    }
  _ml_board_view_refuse_error (self, ml_turn_choose (self->turn, x, y, feat, figure, &error), &error);
}

/* ---- meeples --------------------------------------------------------------------- */

/* A meeple of any player on this feature at this square, or -1. */
static int
meeple_on (MlBoardView *self, int x, int y, guint feat)
{
  MlBoard *board = game_of (self)->board;
  for (guint i = 0; i < ml_board_n_meeples (board); i++)
    {
      const MlMeeple *m = ml_board_meeple (board, i);
      const MlPiece *p = ml_board_piece (board, m->piece);
      const MlRotatedCell *cell = &p->tile->rotated[p->rot][m->cell];
      if (p->x + cell->dx == x && p->y + cell->dy == y && ml_board_meeple_feature (board, i) == feat)
        return (int) i;
    }
  return -1;
}

/* Puts a meeple of the current player on feature @feat at square (x, y), or takes off the
 * one there. */
void
_ml_board_view_toggle_meeple_on (MlBoardView *self, int x, int y, guint feat, gboolean shift)
{
  MlGame *game = game_of (self);
  g_autoptr (GError) error = NULL;
  int existing = meeple_on (self, x, y, feat);
  if (existing >= 0)
    {
      _ml_board_view_refuse_error (self, ml_document_remove_meeple (self->document, (guint) existing, &error), &error);
      return;
    }
  guint piece;
  const MlFeatureDef *def = ml_board_feature_def (game->board, feat, &piece);
  const char *why = ml_rules_no_standing (def);
  if (why)
    {
      _ml_board_view_refuse (self, why);
      return;
    }
  _ml_board_view_refuse_error (self, ml_document_add_meeple (self->document, (int) self->player, x, y, def->name,
                                                             shift ? ml_rules_alternative_figure (game, (int) self->player, def)
                                                                   : self->figure,
                                                             &error),
                               &error);
}

void
_ml_board_view_toggle_meeple (MlBoardView *self, double px, double py, gboolean shift)
{
  int x, y;
  guint feat;
  if (ml_painter_hit (self->painter, game_of (self)->board, &self->viewport, px, py, &x, &y, &feat))
    _ml_board_view_toggle_meeple_on (self, x, y, feat, shift);
}

/* ---- pieces ---------------------------------------------------------------------- */

void
ml_board_view_rotate (MlBoardView *self, int quarter_turns)
{
  if (self->turn && ml_turn_get_step (self->turn) == ML_TURN_STEP_TILE)
    {
      ml_turn_rotate (self->turn, quarter_turns);
      gtk_widget_queue_draw (GTK_WIDGET (self));
      return;
    }
  MlGame *game = game_of (self);
  int x, y;
  if (game == NULL || pending (self) || self->turn_mode || !_ml_board_view_target_square (self, &x, &y))
    return;
  int at = ml_board_piece_at (game->board, x, y, NULL);
  if (at == ML_NO_PIECE)
    return;
  const MlPiece *piece = ml_board_piece (game->board, (guint) at);
  int turn = ((quarter_turns % 4) + 4) % 4;
  g_autoptr (GError) error = NULL;
  gboolean done = ml_document_move_piece (self->document, (guint) at, piece->x, piece->y, (piece->rot + turn) % 4, &error);
  _ml_board_view_refuse_error (self, done, &error);
}

gboolean
ml_board_view_delete (MlBoardView *self)
{
  MlGame *game = game_of (self);
  int x, y;
  if (game == NULL || self->turn_mode || !_ml_board_view_target_square (self, &x, &y))
    return FALSE;
  /* A meeple under the pointer goes first, then the piece. */
  guint feat;
  double px = self->pointer_x, py = self->pointer_y;
  if (self->cursor_shown)
    px = self->viewport.origin_x + (x + 0.5) * self->viewport.scale, py = self->viewport.origin_y + (y + 0.5) * self->viewport.scale;
  int hx, hy;
  if (ml_painter_hit (self->painter, game->board, &self->viewport, px, py, &hx, &hy, &feat))
    {
      int m = meeple_on (self, hx, hy, feat);
      if (m >= 0)
        return ml_document_remove_meeple (self->document, (guint) m, NULL);
    }
  int at = ml_board_piece_at (game->board, x, y, NULL);
  return at != ML_NO_PIECE && ml_document_remove_piece (self->document, (guint) at, NULL);
}

gboolean
ml_board_view_delete_selected (MlBoardView *self)
{
  g_return_val_if_fail (ML_IS_BOARD_VIEW (self), FALSE);
  MlGame *game = game_of (self);
  if (game == NULL || self->turn_mode || !self->has_selection)
    return FALSE;
  int at = ml_board_piece_at (game->board, self->selection_x, self->selection_y, NULL);
  g_autoptr (GError) error = NULL;
  gboolean done = at != ML_NO_PIECE && ml_document_remove_piece (self->document, (guint) at, &error);
  _ml_board_view_refuse_error (self, done, &error);
  return done;
}

void
ml_board_view_cancel (MlBoardView *self)
{
  self->cursor_shown = FALSE;
  if (self->turn)
    ml_turn_cancel (self->turn);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}
