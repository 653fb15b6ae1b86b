/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The board canvas: draws the document through the painter, pans and zooms, and turns
 * clicks, drags and keys into edits of the document or steps of the turn in progress
 * (MlTurn), which it shows. */
#pragma once

#include <adwaita.h>
#include "ml-document.h"
#include "ml-painter.h"
#include "ml-turn.h"

G_BEGIN_DECLS

typedef enum {
  ML_BOARD_MODE_TILES,     /* lay the tile in hand, or pick up, move, turn and delete pieces */
  ML_BOARD_MODE_MEEPLES,   /* put a meeple of the current player on a feature, or take it off */
} MlBoardMode;

#define ML_TYPE_BOARD_MODE (ml_board_mode_get_type ())
GType ml_board_mode_get_type (void);

#define ML_TYPE_BOARD_VIEW (ml_board_view_get_type ())
G_DECLARE_FINAL_TYPE (MlBoardView, ml_board_view, ML, BOARD_VIEW, GtkWidget)

MlBoardView *ml_board_view_new (void);

/* The setters below are the properties' (same names); each notifies only on change. */
void     ml_board_view_set_document   (MlBoardView *self, MlDocument *document);
MlDocument *ml_board_view_get_document (MlBoardView *self);
/* The turn in progress the view shows and drives, or NULL (no tile in hand then). Its owner
 * (the window) makes it and gives it the document; the view gives it its turn mode. */
void     ml_board_view_set_turn       (MlBoardView *self, MlTurn *turn);
MlTurn  *ml_board_view_get_turn       (MlBoardView *self);
/* The tile in hand (a catalogue id), or NULL, at its first rotation with a legal spot.
 * Refused ("refused" says why) while a tile lies waiting for the meeple step. */
void     ml_board_view_set_hand       (MlBoardView *self, const char *tile);
const char *ml_board_view_get_hand    (MlBoardView *self);
void     ml_board_view_set_mode       (MlBoardView *self, MlBoardMode mode);
MlBoardMode ml_board_view_get_mode    (MlBoardView *self);
void     ml_board_view_set_player     (MlBoardView *self, guint player);
guint    ml_board_view_get_player     (MlBoardView *self);
/* The figure (ml-figures.h) a click on a feature lays: in free layout (@in_turn FALSE) and
 * in the meeple step of a turn (@in_turn TRUE); the ordinary meeple at first and for a
 * number past the table. Shift-click lays the feature's other figure instead
 * (ml_rules_alternative_figure), whatever is chosen. */
void     ml_board_view_set_figure     (MlBoardView *self, guint figure, gboolean in_turn);
guint    ml_board_view_get_figure     (MlBoardView *self, gboolean in_turn);
void     ml_board_view_set_overlay    (MlBoardView *self, gboolean overlay);
gboolean ml_board_view_get_overlay    (MlBoardView *self);
void     ml_board_view_set_show_legal (MlBoardView *self, gboolean show);
gboolean ml_board_view_get_show_legal (MlBoardView *self);
/* Turn mode: the tile in hand goes only where the rules allow, then a meeple may follow
 * (click a feature of the new tile, or ml_board_view_activate to go without), then the
 * turn is scored: "turn-played" carries its events. */
void     ml_board_view_set_turn_mode  (MlBoardView *self, gboolean turn_mode);
gboolean ml_board_view_get_turn_mode  (MlBoardView *self);
/* Turn mode, once the tile lies waiting for the meeple step, instead of a meeple on it: a
 * module's @action (ml_turn_action(): a choice of the step that waits for more, one that
 * plays the turn, or with ML_ACTION_TARGET one whose feature the next click chooses; the
 * Wonders' slot, unslot and port meeple). FALSE, with "refused", when no tile lies waiting
 * or the module refuses it. */
gboolean ml_board_view_turn_action (MlBoardView *self, MlActionKind action);
/* The tile laid in turn mode that waits for the meeple step, or NULL. */
const MlTileDef *ml_board_view_get_pending (MlBoardView *self);
/* Free layout: opens the owner, slots and port of the wonder under the keyboard cursor or
 * the pointer, or the menu of a plain piece there (turn right, turn left, delete; the piece
 * becomes the selection), as a secondary click, Menu or Shift+F10 do; FALSE if there is no
 * piece. */
gboolean ml_board_view_open_context (MlBoardView *self);
/* Shows square (x, y) with the keyboard cursor, in sight and focused, selects its piece and
 * describes it (status line, screen readers): for a rule problem or a search result. */
void     ml_board_view_point_at       (MlBoardView *self, int x, int y);
/* Lights a whole connected feature (a feature instance), or none with -1. */
void     ml_board_view_set_highlight  (MlBoardView *self, int feature);
int      ml_board_view_get_highlight  (MlBoardView *self);

/* A hint: one move of the tile in hand, as far as the continuations have weighed it. */
typedef struct {
  int x, y, rot;
  double mean;          /* the mover's expected final margin */
  double gain;          /* @mean less the mover's margin now: above 0, better than doing nothing */
  gboolean known;       /* FALSE while its first continuations are under way */
  guint row;            /* the hints panel's row (1 to 3) that describes it, or 0 */
} MlHintSpot;

/* Tints the squares of @spots green where a move is better than doing nothing and red where
 * it is worse, the stronger the more points it makes or costs (several spots on one square:
 * the best counts; a square not yet weighed is grey). The margin is written on the squares
 * of the moves the panel's rows describe, and on any tinted square under the pointer or the
 * keyboard cursor, when squares are large enough to read it. The view copies @spots;
 * @n_spots 0 clears. */
void     ml_board_view_set_hints      (MlBoardView *self, const MlHintSpot *spots, guint n_spots);
/* The margin written on square (x, y) ("+1.6", in the interface's language), or NULL. */
char    *ml_board_view_hint_text_at   (MlBoardView *self, int x, int y);

/* What an exported image of the board shows: the player colours and the overlay as on
 * screen, without pointer, ghost, grid or open-end tabs (set open_edges to show them). */
void     ml_board_view_export_options (MlBoardView *self, MlPaintOptions *options);

/* Turns the tile in hand, or else the piece under the keyboard cursor or the pointer. */
void     ml_board_view_rotate         (MlBoardView *self, int quarter_turns);
/* Deletes the meeple, else the piece, under the keyboard cursor or the pointer. */
gboolean ml_board_view_delete         (MlBoardView *self);
/* The selection: the piece on the square last clicked in free layout, or under the keyboard
 * cursor; drawn framed. Deletes that piece and its meeples: for a toolbar button, which takes
 * the pointer away from the board. FALSE when nothing is selected or turn mode is on. */
gboolean ml_board_view_delete_selected (MlBoardView *self);
gboolean ml_board_view_get_has_selection (MlBoardView *self);
void     ml_board_view_fit            (MlBoardView *self);
void     ml_board_view_zoom           (MlBoardView *self, double factor);
/* The zoom as pixels per square (12 to 320), around the middle of the view; for a zoom control. */
void     ml_board_view_set_scale      (MlBoardView *self, double scale);
double   ml_board_view_get_scale      (MlBoardView *self);
/* Where on the widget the board point (@x, @y) is, in squares (square (2, 3) spans 2 to 3
 * and 3 to 4): for pointing at a square's part, as tests and assistive tools do. */
void     ml_board_view_point_of       (MlBoardView *self, double x, double y, double *px, double *py);
/* Enter: lays the tile in hand at the keyboard cursor, or confirms a turn without meeple. */
void     ml_board_view_activate       (MlBoardView *self);
/* Escape: drops the tile in hand and any turn in progress. */
void     ml_board_view_cancel         (MlBoardView *self);

/* Properties: "document", "turn", "hand", "mode" (MlBoardMode), "player",
 * "overlay", "show-legal", "turn-mode", "highlight", "has-selection" (read-only), "scale".
 * The accessible description follows the status line: the square under the keyboard cursor
 * or the pointer and the feature there.
 * Signals:
 *  "status" (const char *): what lies under the pointer, in words; during the meeple step,
 *    what to do (the turn's instruction), which the pointer does not wipe out
 *  "refused" (const char *): an edit that could not be made, and why
 *  "turn-played" (GArray of MlEvent, G_TYPE_ARRAY): a turn played in turn mode
 *  "hand-changed": the tile in hand changed (picked, placed, dropped)
 *  "pending-changed": a tile was laid in turn mode, or its choices changed, or it went */

G_END_DECLS
