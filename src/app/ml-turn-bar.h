/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The turn bar, shown under the toolbar in turn mode: whose turn it is and what they hold;
 * what their wonders let them do instead of a meeple once the tile lies on the board view;
 * and the Wonders' choices that hold for the next turns, which it tells the turn's
 * MlWondersChoices. */
#pragma once

#include <gtk/gtk.h>
#include "ml-board-view.h"
#include "ml-document.h"

G_BEGIN_DECLS

#define ML_TYPE_TURN_BAR (ml_turn_bar_get_type ())
G_DECLARE_FINAL_TYPE (MlTurnBar, ml_turn_bar, ML, TURN_BAR, GtkWidget)

MlTurnBar   *ml_turn_bar_new            (void);
/* Follows @document's "changed" (the player to move, the wonders held and left); NULL for none. */
void         ml_turn_bar_set_document   (MlTurnBar *self, MlDocument *document);
MlDocument  *ml_turn_bar_get_document   (MlTurnBar *self);
/* Follows @view's turn in progress ("pending-changed", "turn-played") and tells it the
 * choices and the wonders' actions; NULL for none. */
void         ml_turn_bar_set_board_view (MlTurnBar *self, MlBoardView *view);
MlBoardView *ml_turn_bar_get_board_view (MlTurnBar *self);
/* The turn in progress (the window's, the one @view shows): the choices that hold for the
 * next turns go to it, and a tile that fits nowhere is set aside through it; NULL for none. */
void         ml_turn_bar_set_turn       (MlTurnBar *self, MlTurn *turn);
MlTurn      *ml_turn_bar_get_turn       (MlTurnBar *self);

/* Properties: "document", "board-view", "turn". Brought up to date only while visible. */

G_END_DECLS
