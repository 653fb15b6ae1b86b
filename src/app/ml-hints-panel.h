/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The hints: while active, what each legal move of the tile in hand is worth for the player
 * to move (ml_advise() on a worker thread), tinted on the board view as estimates arrive and
 * the best three listed in words; a click on one lays it. */
#pragma once

#include <gtk/gtk.h>
#include "ml-advise.h"
#include "ml-board-view.h"

G_BEGIN_DECLS

#define ML_TYPE_HINTS_PANEL (ml_hints_panel_get_type ())
G_DECLARE_FINAL_TYPE (MlHintsPanel, ml_hints_panel, ML, HINTS_PANEL, GtkWidget)

MlHintsPanel *ml_hints_panel_new            (void);
/* The view whose document, player and mode the hints follow, and on which they are tinted
 * ("board-view"). */
void          ml_hints_panel_set_board_view (MlHintsPanel *self, MlBoardView *view);
/* The turn in progress whose tile in hand is weighed, and through which a move is laid in
 * turn mode: the window's, the one the view shows ("turn"). */
void          ml_hints_panel_set_turn       (MlHintsPanel *self, MlTurn *turn);
/* On: an analysis starts for the tile in hand, again whenever the tile, the board, the player
 * or the mode changes (the running one is cancelled first). Off: it is cancelled, the tints
 * cleared ("active"). */
void          ml_hints_panel_set_active     (MlHintsPanel *self, gboolean active);
gboolean      ml_hints_panel_get_active     (MlHintsPanel *self);
/* Whether an analysis still runs on its worker (its GTask not completed); for tests. */
gboolean      ml_hints_panel_get_running    (MlHintsPanel *self);
/* How many moves the list shows now (0 to 3), and lays the one at @row as a click does;
 * FALSE when there is no such row or the move was refused. */
guint         ml_hints_panel_get_n_rows     (MlHintsPanel *self);
gboolean      ml_hints_panel_lay            (MlHintsPanel *self, guint row);
/* How many legal moves the last finished analysis weighed (0 before any); for tests. */
guint         ml_hints_panel_get_n_moves    (MlHintsPanel *self);
/* Shows @advice as an analysis reporting it would (the moves ranked, in any order given):
 * the rows and the tints; the panel copies it. For tests. */
void          ml_hints_panel_show_advice    (MlHintsPanel *self, const MlAdvice *advice);
/* The words of row @row ("Lay it at (1, 0), turned 90°, with a knight: Blue would end about
 * 1.6 points ahead (±1.1)"), or NULL; and whose move is ranked ("To play: Blue"). For tests. */
const char   *ml_hints_panel_get_row_text   (MlHintsPanel *self, guint row);
const char   *ml_hints_panel_get_mover_text (MlHintsPanel *self);
/* The near-tie said below the rows ("The first 3 moves are worth the same, within 0.2
 * points."), or NULL when the first move is clear of the second. For tests. */
const char   *ml_hints_panel_get_tie_text   (MlHintsPanel *self);

/* Properties: "board-view", "turn", "active", "running" (read-only). */

G_END_DECLS
