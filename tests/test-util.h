/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Small helpers shared by the unit tests: build a board by tile ids and location codes. */
#pragma once

#include "ml-board.h"
#include "ml-game.h"
#include "ml-rules.h"
#include "ml-scenario.h"
#include "ml-score.h"
#include "ml-play.h"

const MlTileDef *tu_tile (const char *id);
MlGame *tu_game  (guint n_players, guint expansions);
/* Lays tile @id with rotation @degrees in free layout; fails the test if a square is taken. */
guint   tu_place (MlGame *game, const char *id, int x, int y, int degrees);
/* Puts a figure of @player (ML_FIGURE_MEEPLE, TU_PRIOR…) on the feature at location @at of
 * square (x, y). */
void    tu_meeple (MlGame *game, int player, int x, int y, const char *at, guint figure);
/* An event's kind for the tests' counts and switches: the core's MlEventKind, or for a
 * module's own event (ML_EVENT_MODULE) TU_EVENT_OWN + its code. */
#define TU_EVENT_OWN 0x100u
static inline guint
tu_event_key (const MlEvent *event)
{
  return event->kind == ML_EVENT_MODULE ? TU_EVENT_OWN + event->code : (guint) event->kind;
}

/* The number of the figure with id @id ("prior", "big"); fails the test when there is none. */
guint   tu_figure (const char *id);
#define TU_PRIOR tu_figure ("prior")
/* The feature of @piece's first square at location @at (in the board's orientation); fails
 * the test when there is none. */
guint8  tu_piece_feature (MlGame *game, guint piece, const char *at);
/* The root feature instance at location @at of square (x, y). */
guint   tu_feature (MlGame *game, int x, int y, const char *at);
/* What ml_rules_check_layout() says of @game (MlProblem, freed with the array), and whether
 * one of @problems reads @message. */
GArray  *tu_problems_of (MlGame *game);
gboolean tu_has_problem (GArray *problems, const char *message);
/* Path of a file in the shared examples folder or in tests/data. */
char   *tu_example_path (const char *name);
char   *tu_data_path (const char *name);
/* Adds GLib's --keep-going to the arguments, so that a failing test case does not hide the
 * ones after it; call it just before g_test_init(). */
void    tu_keep_going (int *argc, char ***argv);
/* A board of @n random legal tiles from repeated base bags, a meeple on every fourth; for
 * benchmarks. */
MlGame *tu_random_board (guint n, guint32 seed);
/* The same board as a scenario with players "Player 1" … "Player 4". */
MlScenario *tu_random_scenario (guint n, guint32 seed);
/* A two-player sandbox game with farmers of @n_moves random turns by the rules (tiles from
 * repeated base bags, random spots, a meeple half the time), as a scenario whose record
 * holds every move, shown at its last; *@end (when given) gets the game after them. */
MlScenario *tu_record_scenario (guint n_moves, guint32 seed, MlGame **end);
/* g_rand_int_range()'s number from the game generator: the same draws as GRand for the
 * same seed, so that boards built with it stay as they were. */
gint32  tu_rand_range (MlRand *rand, gint32 begin, gint32 end);
