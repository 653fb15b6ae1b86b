/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A player's colour as a small round dot, outlined in the text colour so that black and
 * white dots show on any style; read out as "Colour of <name>". */
#pragma once

#include <gtk/gtk.h>
#include "ml-painter.h"

G_BEGIN_DECLS

#define ML_TYPE_PLAYER_DOT (ml_player_dot_get_type ())
G_DECLARE_FINAL_TYPE (MlPlayerDot, ml_player_dot, ML, PLAYER_DOT, GtkWidget)

/* Shows @color for the player named @name. */
void ml_player_dot_set_player (MlPlayerDot *self, const MlColor *color, const char *name);

G_END_DECLS
