/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The board view from the keyboard: the cursor moved square by square (said for the status
 * line and screen readers), Space stepping through the features of its square (or, in the
 * meeple step of a turn, of the new tile), Enter, and the context menu keys. */
#include "config.h"
#include "ml-board-view-private.h"

#include <glib/gi18n.h>

/* The features of the piece that touch the cursor square, in catalogue order. */
static guint
cursor_features (MlBoardView *self, guint *piece, guint *cell, guint8 *features)
{
  MlGame *game = game_of (self);
  int at = game ? ml_board_piece_at (game->board, self->cursor_x, self->cursor_y, cell) : ML_NO_PIECE;
  if (at == ML_NO_PIECE)
    return 0;
  *piece = (guint) at;
  const MlTileDef *tile = ml_board_piece (game->board, *piece)->tile;
  guint n = 0;
  for (guint f = 0; f < tile->n_features && n < 32; f++)
    if (ml_tile_feature_on_cell (tile, f, *cell) && !ml_rules_no_standing (&tile->features[f]))
      features[n++] = (guint8) f;
  return n;
}

/* Meeples mode from the keyboard: Space steps through the cursor square's features, lit on
 * the board and named in the status line. */
static void
next_cursor_feature (MlBoardView *self)
{
  guint piece, cell;
  guint8 features[32];
  guint n = cursor_features (self, &piece, &cell, features);
  if (n == 0)
    return;
  self->cursor_feature = (self->cursor_feature + 1) % n;
  self->hover_known = FALSE;
  MlBoard *board = game_of (self)->board;
  guint feat = ml_board_feature_id (board, piece, features[self->cursor_feature]);
  self->hover_feature = (int) ml_board_find (board, feat);
  _ml_board_view_say_square (self, self->cursor_x, self->cursor_y, feat);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* The meeple step from the keyboard: Space steps through the features of the new tile that
 * may take a meeple now, and then none, each lit on the board and said; Enter puts the meeple
 * on the one chosen (ml_board_view_activate()). */
static void
next_pending_feature (MlBoardView *self)
{
  MlBoard *preview = ml_turn_get_preview (self->turn);
  if (preview == NULL)
    return;
  guint piece = ml_turn_get_pending_piece (self->turn);
  const MlPiece *p = ml_board_piece (preview, piece);
  const MlTileDef *tile = p->tile;
  guint feats[64], cells[64], n = 0;
  for (guint c = 0; c < tile->n_cells; c++)
    for (guint f = 0; f < tile->n_features && n < G_N_ELEMENTS (feats); f++)
      {
        if (!ml_tile_feature_on_cell (tile, f, c) || !ml_turn_meeple_allowed (self->turn, c, f, NULL))
          continue;
        guint id = ml_board_feature_id (preview, piece, f);
        gboolean seen = FALSE;
        for (guint k = 0; k < n && !seen; k++)
          seen = feats[k] == id;
        if (!seen)
          feats[n] = id, cells[n++] = c;
      }
  if (n == 0)
    {
      _ml_board_view_say_step (self, _("No meeple can go on the new tile: press Enter to end the turn."));
      return;
    }
  /* The one after the current choice; after the last, none. */
  guint next = 0;
  for (guint k = 0; k < n; k++)
    if (feats[k] == self->pending_feature)
      next = k + 1;
  self->hover_known = FALSE;
  if (next == n)
    {
      self->pending_feature = G_MAXUINT;
      self->hover_feature = -1;
      _ml_board_view_say_step (self, _("No meeple: press Enter to end the turn, or Space for a feature."));
    }
  else
    {
      self->pending_feature = feats[next];
      self->pending_piece = piece;
      const MlRotatedCell *rc = &tile->rotated[p->rot][cells[next]];
      self->cursor_shown = TRUE;
      self->cursor_x = p->x + rc->dx, self->cursor_y = p->y + rc->dy;
      self->hover_feature = (int) ml_board_find (preview, feats[next]);
      _ml_board_view_say_pending (self, self->cursor_x, self->cursor_y, feats[next]);
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
_ml_board_view_show_square (MlBoardView *self, int x, int y)
{
  double s = self->viewport.scale, w = gtk_widget_get_width (GTK_WIDGET (self)), h = gtk_widget_get_height (GTK_WIDGET (self));
  double cx = self->viewport.origin_x + x * s, cy = self->viewport.origin_y + y * s;
  if (w <= 0 || h <= 0)
    return;
  if (cx < 0 || cy < 0 || cx + s > w || cy + s > h)
    self->keep_fitted = FALSE;
  if (cx < 0) self->viewport.origin_x -= cx;
  if (cy < 0) self->viewport.origin_y -= cy;
  if (cx + s > w) self->viewport.origin_x -= cx + s - w;
  if (cy + s > h) self->viewport.origin_y -= cy + s - h;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Shows the keyboard cursor on square (x, y), in sight, selects the piece there (free
 * layout) and says the square and the feature at its middle, for the status line and screen
 * readers. */
static void
move_cursor (MlBoardView *self, int x, int y)
{
  self->cursor_shown = TRUE;
  self->cursor_x = x, self->cursor_y = y;
  self->cursor_feature = 0;
  self->hover_known = FALSE;
  if (!self->turn_mode)
    _ml_board_view_select_square (self, x, y);
  _ml_board_view_show_square (self, x, y);
  double s = self->viewport.scale;
  double cx = self->viewport.origin_x + x * s, cy = self->viewport.origin_y + y * s;
  MlGame *game = game_of (self);
  guint feat;
  int hx, hy;
  if (!game || !ml_painter_hit (self->painter, game->board, &self->viewport, cx + s / 2, cy + s / 2, &hx, &hy, &feat))
    feat = G_MAXUINT;
  _ml_board_view_say_square (self, x, y, feat);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static gboolean
key_pressed (GtkEventControllerKey *controller, guint keyval, guint keycode, GdkModifierType state, MlBoardView *self)
{
  int dx = 0, dy = 0;
  /* Alt with an arrow belongs to the window (the game record's timeline). */
  if (state & GDK_ALT_MASK)
    return FALSE;
  switch (keyval)
    {
    case GDK_KEY_Left: case GDK_KEY_KP_Left: dx = -1; break;
    case GDK_KEY_Right: case GDK_KEY_KP_Right: dx = 1; break;
    case GDK_KEY_Up: case GDK_KEY_KP_Up: dy = -1; break;
    case GDK_KEY_Down: case GDK_KEY_KP_Down: dy = 1; break;
    case GDK_KEY_space:
      if (pending (self))
        next_pending_feature (self);
      else if (self->mode == ML_BOARD_MODE_MEEPLES && self->cursor_shown)
        next_cursor_feature (self);
      else
        ml_board_view_activate (self);
      return TRUE;
    case GDK_KEY_Return: case GDK_KEY_KP_Enter:
      ml_board_view_activate (self);
      return TRUE;
    case GDK_KEY_Menu:
      return ml_board_view_open_context (self);
    case GDK_KEY_F10:
      return (state & GDK_SHIFT_MASK) && ml_board_view_open_context (self);
    default:
      return FALSE;
    }
  /* The first arrow shows the cursor where the pointer is (else at the origin); the next
   * ones move it. */
  int x = 0, y = 0;
  if (self->cursor_shown)
    x = self->cursor_x + dx, y = self->cursor_y + dy;
  else if (self->has_pointer)
    _ml_board_view_square_at (self, self->pointer_x, self->pointer_y, &x, &y);
  move_cursor (self, x, y);
  return TRUE;
}

void
ml_board_view_point_at (MlBoardView *self, int x, int y)
{
  g_return_if_fail (ML_IS_BOARD_VIEW (self));
  gtk_widget_grab_focus (GTK_WIDGET (self));
  move_cursor (self, x, y);
}

void
ml_board_view_activate (MlBoardView *self)
{
  g_autoptr (GError) error = NULL;
  if (pending (self))
    {
      guint feat = self->pending_feature;
      if (feat != G_MAXUINT && self->pending_piece == ml_turn_get_pending_piece (self->turn))
        _ml_board_view_refuse_error (self, ml_turn_choose (self->turn, self->cursor_x, self->cursor_y, feat,
                                                           self->turn_figure, &error), &error);
      else
        _ml_board_view_refuse_error (self, ml_turn_finish (self->turn, &error), &error);
      return;
    }
  int x, y;
  if (!_ml_board_view_target_square (self, &x, &y))
    return;
  if (self->mode == ML_BOARD_MODE_MEEPLES && self->cursor_shown)
    {
      guint piece, cell;
      guint8 features[32];
      guint n = cursor_features (self, &piece, &cell, features);
      if (n == 0)
        return;
      MlBoard *board = game_of (self)->board;
      guint feat = ml_board_feature_id (board, piece, features[self->cursor_feature % n]);
      _ml_board_view_toggle_meeple_on (self, x, y, feat, FALSE);
    }
  else if (self->mode == ML_BOARD_MODE_MEEPLES)
    {
      double s = self->viewport.scale;
      _ml_board_view_toggle_meeple (self, self->viewport.origin_x + (x + 0.5) * s, self->viewport.origin_y + (y + 0.5) * s,
                                    FALSE);
    }
  else if (ml_board_view_get_hand (self))
    _ml_board_view_lay_hand (self, x, y);
}

void
_ml_board_view_keyboard_init (MlBoardView *self)
{
  GtkEventController *keys = gtk_event_controller_key_new ();
  g_signal_connect (keys, "key-pressed", G_CALLBACK (key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
}
