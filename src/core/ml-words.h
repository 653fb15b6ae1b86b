/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The words every sentence of the game shares: a player, a tile, a meeple's role, as the
 * core and the modules put them into their events. */
#pragma once

#include <glib.h>
#include "ml-board.h"

G_BEGIN_DECLS

/* @player's name among @names, or "?". */
const char *ml_words_player (int player, guint n_players, const char *const *names);
/* A tile as a sentence names it: a base tile by its letter, a module's piece as the module
 * names it (a wonder by its name), any other tile by its translated name in quotes. */
char       *ml_words_tile   (const MlTileDef *tile);
/* A meeple's role for "%s puts %s.": the core's four, else a module's ("a knight in the
 * city"). */
const char *ml_words_role   (MlRole role, guint figure);

G_END_DECLS
