/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What a game with the Wonders of Humanity holds besides the board: which wonders are left,
 * who took which, the tiles kept face down. It lives in the game's module state (so that a
 * copy of a game copies it); the Wonders' module (ml-wonders*.c) reads and writes it, and
 * the scenario conversion fills it. */
#pragma once

#include <glib.h>
#include "ml-board.h"
#include "ml-game-state.h"

G_BEGIN_DECLS

#define ML_WONDER_SUPPLY 6   /* with the Wonders: the pair beside the track comes later */
#define ML_MAX_WONDERS 16

typedef struct {
  guint wonders_per_player;                    /* 1, or 2 in the variant */
  guint tiles_in_game;                         /* the game's supply of tiles (Alhambra); 0: unknown */
  guint n_available;
  const MlTileDef *available[ML_MAX_WONDERS];  /* wonders still to be taken */
  guint n_taken[ML_MAX_PLAYERS];
  guint n_listed[ML_MAX_PLAYERS];              /* wonders the scenario lists for each player, all
                                                * counted (taken keeps two at most) */
  const MlTileDef *taken[ML_MAX_PLAYERS][2];   /* wonders each player took, laid or in hand */
  const MlTileDef *kept[ML_MAX_PLAYERS];       /* Abu Simbel: the tile kept face down, or NULL */
  const MlTileDef *inactive[ML_MAX_PLAYERS];   /* the wonder each player laid whose effects have
                                                * not started yet (the reading effects-start
                                                * says when they do), or NULL */
  guint port_mask;      /* during a turn, bit p: player p's returning meeples go to the port */
  gboolean rehearsal;   /* this game is a copy playing a turn ahead, to see how taking the
                         * Cothon goes (it rehearses nothing itself) */
} MlWondersState;

/* Where the list of modules put the Wonders' state in a game's module_state. */
extern gsize ml_wonders_state_at;

/* The Wonders' state of @game (writable: the module's hooks change it through games they
 * are given as const only to read the board). */
static inline MlWondersState *
ml_wonders_state (const MlGame *game)
{
  return (MlWondersState *) (gpointer) ((guint8 *) game->module_state + ml_wonders_state_at);
}

G_END_DECLS
