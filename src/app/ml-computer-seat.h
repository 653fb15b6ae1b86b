/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The computer seats of turn mode: when the player to move is one the scenario gives to the
 * computer ("computer": beginner, intermediate, strong), it draws a tile from the box less
 * the board, chooses its move off the main thread (ml-strategy.h) and plays it through the
 * window's turn, as a person would, at a pace a class can follow: the tile laid waiting,
 * then its meeples on it, then the turn played (the score panel and the turn log show the
 * scoring), with one sentence saying why. The turn's steps make it an undo step like any other.
 *
 * It never plays over the user: a tile taken in hand, an edit, an undo or leaving turn mode
 * stop it, and an edit or an undo that lands on a computer's turn leaves it paused until
 * ml_computer_seat_resume() (the turn bar's Continue). A turn a person plays, or a seat
 * just given to the computer, sets it going again. */
#pragma once

#include <gio/gio.h>
#include "ml-turn.h"

G_BEGIN_DECLS

#define ML_TYPE_COMPUTER_SEAT (ml_computer_seat_get_type ())
G_DECLARE_FINAL_TYPE (MlComputerSeat, ml_computer_seat, ML, COMPUTER_SEAT, GObject)

/* The computer plays through @turn, on @turn's document; inactive until told. */
MlComputerSeat *ml_computer_seat_new        (MlTurn *turn);
/* Turn mode on (TRUE): the computer plays its seats' turns. */
void            ml_computer_seat_set_active (MlComputerSeat *self, gboolean active);
gboolean        ml_computer_seat_get_active (MlComputerSeat *self);
/* Milliseconds between the steps of a move (1000 by default; 0: as fast as the main loop
 * goes, for tests). */
void            ml_computer_seat_set_pace   (MlComputerSeat *self, guint pace);
guint           ml_computer_seat_get_pace   (MlComputerSeat *self);
/* What the computer says now: "Blue: closes the city: +8 now", "Blue is thinking…", or "". */
const char     *ml_computer_seat_get_sentence (MlComputerSeat *self);
/* A computer's seat is to move but waits for ml_computer_seat_resume() (after an undo). */
gboolean        ml_computer_seat_get_paused (MlComputerSeat *self);
/* Thinking or showing a move. */
gboolean        ml_computer_seat_get_busy   (MlComputerSeat *self);
/* Plays on: the turn's hand is let go if a tile was taken meanwhile. */
void            ml_computer_seat_resume     (MlComputerSeat *self);
/* Moves played (turns and tiles set aside) since made. */
guint           ml_computer_seat_get_n_moves (MlComputerSeat *self);

/* Properties (notified on change): "active", "pace", "sentence" (read-only), "paused"
 * (read-only), "busy" (read-only). */

G_END_DECLS
