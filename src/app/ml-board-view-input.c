/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The board view's pointer: clicks, the secondary click, dragging (pan, or move a piece), a
 * tile dropped from the palette, motion, the wheel and pinching. */
#include "config.h"
#include "ml-board-view-private.h"

#include <math.h>

static void
click_pressed (GtkGestureClick *gesture, int n_press, double px, double py, MlBoardView *self)
{
  gtk_widget_grab_focus (GTK_WIDGET (self));
  self->cursor_shown = FALSE;
  if (game_of (self) == NULL)
    return;
  GdkModifierType mods = gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (gesture));
  gboolean shift = (mods & GDK_SHIFT_MASK) != 0;
  int x, y;
  _ml_board_view_square_at (self, px, py, &x, &y);
  if (pending (self))
    _ml_board_view_choose_meeple (self, px, py, shift);
  else if (self->mode == ML_BOARD_MODE_MEEPLES)
    _ml_board_view_toggle_meeple (self, px, py, shift);
  else if (ml_board_view_get_hand (self))
    {
      ml_turn_set_rotation (self->turn, _ml_board_view_click_rotation (self, x, y, px, py));
      _ml_board_view_lay_hand (self, x, y);
    }
  else if (!self->turn_mode)
    _ml_board_view_select_square (self, x, y);
}

static void
secondary_pressed (GtkGestureClick *gesture, int n_press, double px, double py, MlBoardView *self)
{
  int x, y;
  _ml_board_view_square_at (self, px, py, &x, &y);
  if (_ml_board_view_context_at (self, x, y, px, py))
    gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
}

/* ---- dragging: pan, or move the piece the drag started on ------------------------ */

static void
drag_begin (GtkGestureDrag *gesture, double px, double py, MlBoardView *self)
{
  MlGame *game = game_of (self);
  int x, y;
  _ml_board_view_square_at (self, px, py, &x, &y);
  guint button = gtk_gesture_single_get_current_button (GTK_GESTURE_SINGLE (gesture));
  self->drag_piece = -1;
  self->drag_dx = self->drag_dy = 0;
  if (game && button == GDK_BUTTON_PRIMARY && !ml_board_view_get_hand (self) && self->mode == ML_BOARD_MODE_TILES
      && !self->turn_mode)
    self->drag_piece = ml_board_piece_at (game->board, x, y, NULL);
  self->drag_origin_x = self->viewport.origin_x;
  self->drag_origin_y = self->viewport.origin_y;
}

/* The squares a drag of (dx, dy) pixels from its start point moved over. */
static void
drag_squares (MlBoardView *self, GtkGestureDrag *gesture, double dx, double dy, int *sx, int *sy)
{
  double px, py;
  *sx = *sy = 0;
  if (!gtk_gesture_drag_get_start_point (gesture, &px, &py))
    return;
  int x0, y0, x1, y1;
  _ml_board_view_square_at (self, px, py, &x0, &y0);
  _ml_board_view_square_at (self, px + dx, py + dy, &x1, &y1);
  *sx = x1 - x0, *sy = y1 - y0;
}

static void
drag_update (GtkGestureDrag *gesture, double dx, double dy, MlBoardView *self)
{
  if (self->drag_piece >= 0)
    {
      /* The piece follows the pointer as a ghost, green where it fits. */
      int sx, sy;
      drag_squares (self, gesture, dx, dy, &sx, &sy);
      if (sx != self->drag_dx || sy != self->drag_dy)
        {
          self->drag_dx = sx, self->drag_dy = sy;
          gtk_widget_queue_draw (GTK_WIDGET (self));
        }
      return;
    }
  if (dx != 0 || dy != 0)
    self->keep_fitted = FALSE;
  self->viewport.origin_x = self->drag_origin_x + dx;
  self->viewport.origin_y = self->drag_origin_y + dy;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
drag_end (GtkGestureDrag *gesture, double dx, double dy, MlBoardView *self)
{
  int piece = self->drag_piece;
  self->drag_piece = -1;
  self->drag_dx = self->drag_dy = 0;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  if (piece < 0 || (fabs (dx) < 4 && fabs (dy) < 4))
    return;
  int sx, sy;
  drag_squares (self, gesture, dx, dy, &sx, &sy);
  const MlPiece *p = ml_board_piece (game_of (self)->board, (guint) piece);
  int x = p->x + sx, y = p->y + sy;
  g_autoptr (GError) error = NULL;
  gboolean done = ml_document_move_piece (self->document, (guint) piece, x, y, p->rot, &error);
  _ml_board_view_refuse_error (self, done, &error);
  if (done)
    _ml_board_view_select_square (self, x, y);
}

/* ---- a tile dragged from the palette --------------------------------------------- */

static GdkDragAction
drop_motion (GtkDropTarget *target, double px, double py, MlBoardView *self)
{
  const GValue *value = gtk_drop_target_get_value (target);
  if (value && G_VALUE_HOLDS_STRING (value) && !pending (self)
      && g_strcmp0 (ml_board_view_get_hand (self), g_value_get_string (value)))
    ml_board_view_set_hand (self, g_value_get_string (value));
  self->has_pointer = TRUE;
  self->cursor_shown = FALSE;
  self->pointer_x = px, self->pointer_y = py;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  return GDK_ACTION_COPY;
}

static gboolean
drop_done (GtkDropTarget *target, const GValue *value, double px, double py, MlBoardView *self)
{
  if (!G_VALUE_HOLDS_STRING (value) || game_of (self) == NULL)
    return FALSE;
  ml_board_view_set_hand (self, g_value_get_string (value));
  if (pending (self) || ml_board_view_get_hand (self) == NULL)
    return FALSE;
  int x, y;
  _ml_board_view_square_at (self, px, py, &x, &y);
  _ml_board_view_lay_hand (self, x, y);
  return TRUE;
}

/* ---- pointer, wheel, pinch ------------------------------------------------------- */

static void
motion (GtkEventControllerMotion *controller, double px, double py, MlBoardView *self)
{
  /* GTK sends a motion at the pointer's place, unmoved, whenever the widgets under it may
   * have changed (a relayout after the status line changed, a redraw): that is no move of the
   * user's. With the keyboard cursor shown it would take the cursor back to the square under
   * a pointer left resting on the board, some milliseconds after each arrow. */
  gboolean moved = !self->has_pointer || px != self->pointer_x || py != self->pointer_y;
  if (!moved && self->cursor_shown)
    return;
  self->has_pointer = TRUE;
  self->cursor_shown = FALSE;
  /* The pointer takes over from the keyboard: Enter no longer puts a meeple Space chose. */
  if (moved)
    self->pending_feature = G_MAXUINT;
  self->pointer_x = px;
  self->pointer_y = py;
  _ml_board_view_update_hover (self);
  if (ml_board_view_get_hand (self))
    gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
leave (GtkEventControllerMotion *controller, MlBoardView *self)
{
  self->has_pointer = FALSE;
  _ml_board_view_update_hover (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* The wheel zooms around the pointer, with or without Ctrl as in canvas applications;
 * Shift+wheel turns the tile in hand (R and Shift+R do too). */
static gboolean
scroll (GtkEventControllerScroll *controller, double dx, double dy, MlBoardView *self)
{
  GdkModifierType mods = gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (controller));
  if ((mods & GDK_SHIFT_MASK) && !(mods & GDK_CONTROL_MASK))
    {
      ml_board_view_rotate (self, dy > 0 ? 1 : -1);
      return TRUE;
    }
  double px = self->has_pointer ? self->pointer_x : gtk_widget_get_width (GTK_WIDGET (self)) / 2.0;
  double py = self->has_pointer ? self->pointer_y : gtk_widget_get_height (GTK_WIDGET (self)) / 2.0;
  _ml_board_view_zoom_around (self, pow (1.15, -dy), px, py);
  return TRUE;
}

static void
pinch_begin (GtkGesture *gesture, GdkEventSequence *sequence, MlBoardView *self)
{
  self->zoom_start_scale = self->viewport.scale;
}

static void
pinch_changed (GtkGestureZoom *gesture, double scale, MlBoardView *self)
{
  double cx, cy;
  gtk_gesture_get_bounding_box_center (GTK_GESTURE (gesture), &cx, &cy);
  _ml_board_view_zoom_around (self, self->zoom_start_scale * scale / self->viewport.scale, cx, cy);
}

/* ---- the controllers ------------------------------------------------------------- */

void
_ml_board_view_input_init (MlBoardView *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  GtkGesture *click = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  g_signal_connect (click, "pressed", G_CALLBACK (click_pressed), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (click));

  GtkGesture *menu = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (menu), GDK_BUTTON_SECONDARY);
  g_signal_connect (menu, "pressed", G_CALLBACK (secondary_pressed), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (menu));

  GtkGesture *drag = gtk_gesture_drag_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (drag), 0);
  g_signal_connect (drag, "drag-begin", G_CALLBACK (drag_begin), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (drag_update), self);
  g_signal_connect (drag, "drag-end", G_CALLBACK (drag_end), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (drag));

  /* The focus ring comes and goes with the keyboard focus. */
  GtkEventController *focus = gtk_event_controller_focus_new ();
  g_signal_connect_swapped (focus, "enter", G_CALLBACK (gtk_widget_queue_draw), self);
  g_signal_connect_swapped (focus, "leave", G_CALLBACK (gtk_widget_queue_draw), self);
  gtk_widget_add_controller (widget, focus);

  GtkEventController *move = gtk_event_controller_motion_new ();
  g_signal_connect (move, "motion", G_CALLBACK (motion), self);
  g_signal_connect (move, "leave", G_CALLBACK (leave), self);
  gtk_widget_add_controller (widget, move);

  GtkEventController *wheel = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_VERTICAL);
  g_signal_connect (wheel, "scroll", G_CALLBACK (scroll), self);
  gtk_widget_add_controller (widget, wheel);

  GtkGesture *pinch = gtk_gesture_zoom_new ();
  g_signal_connect (pinch, "begin", G_CALLBACK (pinch_begin), self);
  g_signal_connect (pinch, "scale-changed", G_CALLBACK (pinch_changed), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (pinch));

  GtkDropTarget *drop = gtk_drop_target_new (G_TYPE_STRING, GDK_ACTION_COPY);
  gtk_drop_target_set_preload (drop, TRUE);
  g_signal_connect (drop, "motion", G_CALLBACK (drop_motion), self);
  g_signal_connect (drop, "drop", G_CALLBACK (drop_done), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (drop));
}
