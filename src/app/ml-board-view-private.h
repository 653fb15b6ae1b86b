/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What the board view's files share: its instance and the helpers that more than one of them
 * calls. Not installed; only the ml-board-view*.c files include it. */
#pragma once

#include "ml-board-view.h"
#include "ml-painter.h"
#include "ml-app-expansions.h"

G_BEGIN_DECLS

struct _MlBoardView {
  GtkWidget parent_instance;

  MlDocument *document;
  GSignalGroup *document_signals;
  MlTurn *turn;              /* given by the window, which owns it; or NULL */
  GSignalGroup *turn_signals;
  gboolean was_pending;      /* a tile lay waiting at the turn's last change */
  MlPainter *painter;
  MlBoardPicture *picture;   /* the table and the faces of the last frame, for the next */
  MlViewport viewport;
  gboolean fitted;           /* fit the board on the first layout */
  /* Fitted and not zoomed or panned since: a new size (the window resized, presenter
   * mode) fits the board again. The size it was fitted to. */
  gboolean keep_fitted;
  int fitted_width, fitted_height;

  MlBoardMode mode;
  guint player;
  /* The figures a click lays (ml-figures.h): in free layout (the player bar's choice) and
   * in the meeple step of a turn (the turn bar's); Shift lays the feature's other one. */
  guint figure, turn_figure;
  gboolean overlay, show_legal, turn_mode;
  int highlight;             /* chosen from outside (a score item), or -1 */
  int hover_feature;         /* under the pointer, or -1 */
  int hover_x, hover_y;      /* the square the status line describes */
  gboolean hover_known;      /* FALSE after a change: describe it again */

  gboolean has_pointer;
  double pointer_x, pointer_y;
  int cursor_x, cursor_y;    /* keyboard cursor square */
  gboolean cursor_shown;
  guint cursor_feature;      /* meeples mode: which feature of the cursor square Space chose */
  /* The meeple step from the keyboard: the feature of the pending piece Space chose (a
   * feature id of the turn's preview board), for Enter to put the meeple on, or G_MAXUINT;
   * good only while that piece waits. */
  guint pending_feature;
  guint pending_piece;

  /* The selection: a square whose piece the toolbar's delete acts on. */
  gboolean has_selection;
  int selection_x, selection_y;

  /* A drag: panning, or moving the piece it started on (drawn at its target meanwhile). */
  double drag_origin_x, drag_origin_y;
  int drag_piece;            /* -1: panning */
  int drag_dx, drag_dy;      /* squares moved so far */

  GtkWidget *editor;         /* a module's popover on a laid piece of its own (a wonder's owner) */
  const MlAppExpansion *editor_of;   /* the row of the registry that made it */
  GtkWidget *piece_menu;     /* turn or delete a plain piece: it acts on the selection */

  double zoom_start_scale;
  GArray *hints;             /* MlHintSpot, one per square (the best there), best first */
};

static inline MlGame *
game_of (MlBoardView *self)
{
  return self->document ? ml_document_get_game (self->document) : NULL;
}

/* Whether a tile laid in turn mode waits for the meeple step. */
static inline gboolean
pending (MlBoardView *self)
{
  return self->turn && ml_turn_get_step (self->turn) >= ML_TURN_STEP_MEEPLE;
}

/* ml-board-view.c: refusals, the status line, the viewport, the selection. */
void     _ml_board_view_refuse         (MlBoardView *self, const char *message);
void     _ml_board_view_refuse_error   (MlBoardView *self, gboolean done, GError **error);
void     _ml_board_view_say            (MlBoardView *self, const char *what);
/* The same in the meeple step, where the status line otherwise keeps the step's instruction:
 * what the keyboard chose there. */
void     _ml_board_view_say_step       (MlBoardView *self, const char *what);
void     _ml_board_view_square_at      (MlBoardView *self, double px, double py, int *x, int *y);
/* The meeple step: says feature @feat (an id of the turn's preview board) of the new tile at
 * square (x, y), for the status line and screen readers. */
void     _ml_board_view_say_pending    (MlBoardView *self, int x, int y, guint feat);
gboolean _ml_board_view_target_square  (MlBoardView *self, int *x, int *y);
void     _ml_board_view_zoom_around    (MlBoardView *self, double factor, double px, double py);
void     _ml_board_view_select_square  (MlBoardView *self, int x, int y);
/* Moves the view the least that brings square (x, y) wholly in sight (the keyboard cursor,
 * a tile laid in turn mode, by a computer seat too). */
void     _ml_board_view_show_square    (MlBoardView *self, int x, int y);

/* ml-board-view-describe.c */
void     _ml_board_view_say_square     (MlBoardView *self, int x, int y, guint feat);
void     _ml_board_view_update_hover   (MlBoardView *self);

/* ml-board-view-draw.c */
void     _ml_board_view_snapshot       (GtkWidget *widget, GtkSnapshot *snapshot);

/* ml-board-view-edit.c */
void     _ml_board_view_lay_hand       (MlBoardView *self, int x, int y);
/* A click at (@px, @py) on square (@x, @y) with the tile in hand: the rotation it lays the tile
 * at, when the legal spots show (their arrows), else the current one. */
int      _ml_board_view_click_rotation (MlBoardView *self, int x, int y, double px, double py);
void     _ml_board_view_choose_meeple  (MlBoardView *self, double px, double py, gboolean shift);
void     _ml_board_view_toggle_meeple_on (MlBoardView *self, int x, int y, guint feat, gboolean shift);
void     _ml_board_view_toggle_meeple  (MlBoardView *self, double px, double py, gboolean shift);

/* ml-board-view-input.c and ml-board-view-keyboard.c: their event controllers. */
void     _ml_board_view_input_init     (MlBoardView *self);
void     _ml_board_view_keyboard_init  (MlBoardView *self);

/* ml-board-view-menus.c */
gboolean _ml_board_view_context_at     (MlBoardView *self, int x, int y, double px, double py);
void     _ml_board_view_class_menus_init (GtkWidgetClass *widget_class);

G_END_DECLS
