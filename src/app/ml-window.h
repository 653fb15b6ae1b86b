/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A window on one scenario: the board, the tile palette, the score panel, the files. */
#pragma once

#include <adwaita.h>
#include "ml-application.h"
#include "ml-document.h"
#include "ml-turn.h"
#include "ml-computer-seat.h"

G_BEGIN_DECLS

#define ML_TYPE_WINDOW (ml_window_get_type ())
G_DECLARE_FINAL_TYPE (MlWindow, ml_window, ML, WINDOW, AdwApplicationWindow)

/* A window on the built-in example, as a copy (not tied to any file). */
MlWindow   *ml_window_new          (MlApplication *application);
/* Opens @file in this window, read off the main thread (a spinner turns meanwhile, and the
 * "loading" property is TRUE); an open still going on is cancelled. If it cannot be read, a
 * toast says why and the board stays. */
void        ml_window_open_file    (MlWindow *self, GFile *file);
MlDocument *ml_window_get_document (MlWindow *self);
/* The turn in progress on that document, which the window makes and hands to the board view,
 * the turn bar and the hints. */
MlTurn     *ml_window_get_turn     (MlWindow *self);
/* The computer seats of turn mode (ml-computer-seat.h). */
MlComputerSeat *ml_window_get_computer (MlWindow *self);

G_END_DECLS
