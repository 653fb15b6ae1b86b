/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The turn bar, shown under the toolbar in turn mode: whose turn it is and what they hold;
 * the figures they may lay on the tile laid waiting; a tile that fits nowhere set aside;
 * and the modules' sections (MlTurnPart, from the app's registry of expansions): what
 * their pieces let the player do instead of a meeple, and their choices that hold for the
 * next turns, which each tells the module's MlTurnChoices of the turn; and what a computer
 * player's move does. */
#pragma once

#include <gtk/gtk.h>
#include "ml-board-view.h"
#include "ml-document.h"
#include "ml-computer-seat.h"

G_BEGIN_DECLS

#define ML_TYPE_TURN_BAR (ml_turn_bar_get_type ())
G_DECLARE_FINAL_TYPE (MlTurnBar, ml_turn_bar, ML, TURN_BAR, GtkWidget)

MlTurnBar   *ml_turn_bar_new            (void);
/* Follows @document's "changed" (the player to move, what they hold); NULL for none. */
void         ml_turn_bar_set_document   (MlTurnBar *self, MlDocument *document);
MlDocument  *ml_turn_bar_get_document   (MlTurnBar *self);
/* Follows @view's turn in progress ("pending-changed", "turn-played") and tells it the
 * choices and the modules' actions; NULL for none. */
void         ml_turn_bar_set_board_view (MlTurnBar *self, MlBoardView *view);
MlBoardView *ml_turn_bar_get_board_view (MlTurnBar *self);
/* The turn in progress (the window's, the one @view shows): the choices that hold for the
 * next turns go to it, and a tile that fits nowhere is set aside through it; NULL for none. */
void         ml_turn_bar_set_turn       (MlTurnBar *self, MlTurn *turn);
MlTurn      *ml_turn_bar_get_turn       (MlTurnBar *self);

/* The computer seats that play through the turn: the bar says what their move does and
 * offers Continue (F5) when they wait after an undo; NULL for none. */
void         ml_turn_bar_set_computer   (MlTurnBar *self, MlComputerSeat *computer);
MlComputerSeat *ml_turn_bar_get_computer (MlTurnBar *self);

/* Properties: "document", "board-view", "turn". Brought up to date only while visible. */

G_END_DECLS
