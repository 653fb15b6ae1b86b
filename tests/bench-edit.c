/* SPDX-License-Identifier: GPL-3.0-or-later */
/* How long an edit takes to show: on a document of 500 random legal tiles, each edit (lay a
 * piece, put a meeple, move a piece, undo) re-lays the board, re-checks the rules and
 * re-scores every item, which is what the window redraws from; and a turn by the rules
 * through the turn controller (the tile's legal spots, laying it, playing it). Prints
 * milliseconds; run it from a release build. One frame at 60 Hz is 16.7 ms. */
#include "config.h"
#include "test-util.h"
#include "ml-document.h"
#include "ml-turn.h"

#include <stdio.h>

#define ROUNDS 50

typedef struct {
  double total, max;
  guint n;
} Timing;

static void
add (Timing *t, gint64 start)
{
  double ms = (double) (g_get_monotonic_time () - start) / 1000.0;
  t->total += ms;
  t->max = MAX (t->max, ms);
  t->n++;
}

static void
report (const char *label, const Timing *t)
{
  printf ("  %-28s mean %6.2f   max %6.2f ms   (%u edits)\n", label, t->total / MAX (t->n, 1), t->max, t->n);
}

int
main (int argc, char **argv)
{
  g_autoptr (MlScenario) scenario = tu_random_scenario (500, 7);
  g_autofree char *json = ml_scenario_to_json (scenario);
  g_autoptr (MlDocument) doc = ml_document_new ();
  g_autoptr (GError) error = NULL;
  gint64 start = g_get_monotonic_time ();
  if (!ml_document_load_data (doc, json, strlen (json), "bench", &error))
    g_error ("%s", error->message);
  printf ("Document of %u pieces and %u meeples, loaded in %.1f ms\n", scenario->pieces->len,
          scenario->meeples->len, (double) (g_get_monotonic_time () - start) / 1000.0);

  Timing place = { 0 }, meeple = { 0 }, move = { 0 }, undo = { 0 }, turn_time = { 0 };
  g_autoptr (MlTurn) turn = ml_turn_new (doc);
  ml_turn_set_rules (turn, TRUE);
  for (int round = 0; round < ROUNDS; round++)
    {
      MlBoard *board = ml_document_get_game (doc)->board;
      guint n;
      MlFrontierView frontier;
      ml_board_frontier_view (board, &frontier);
      n = frontier.n;
      int x = frontier.at[round % n].x, y = frontier.at[round % n].y;

      start = g_get_monotonic_time ();
      if (!ml_document_place_piece (doc, "B", x, y, 0, NULL))
        g_error ("could not lay a piece at (%d, %d)", x, y);
      (void) ml_document_get_items (doc);
      add (&place, start);

      start = g_get_monotonic_time ();
      if (!ml_document_add_meeple (doc, round % 4, x, y, "C", FALSE, NULL))
        g_error ("could not put a meeple at (%d, %d)", x, y);
      add (&meeple, start);

      guint last = ml_board_n_pieces (ml_document_get_game (doc)->board) - 1;
      start = g_get_monotonic_time ();
      if (!ml_document_move_piece (doc, last, x, y, 1, NULL))
        g_error ("could not turn the piece at (%d, %d)", x, y);
      add (&move, start);

      start = g_get_monotonic_time ();
      ml_document_undo (doc);
      ml_document_undo (doc);
      ml_document_undo (doc);
      add (&undo, start);

      /* A turn by the rules, then undone. */
      start = g_get_monotonic_time ();
      if (!ml_turn_set_hand (turn, "U", &error))
        g_error ("%s", error->message);
      GArray *legal = ml_turn_get_legal (turn);
      if (legal->len == 0)
        g_error ("tile U has no spot");
      MlPlacement at = g_array_index (legal, MlPlacement, (guint) round % legal->len);
      ml_turn_set_rotation (turn, at.rot);
      if (!ml_turn_lay (turn, at.x, at.y, &error) || !ml_turn_finish (turn, &error))
        g_error ("%s", error->message);
      add (&turn_time, start);
      ml_document_undo (doc);
    }
  printf ("Edits on a board of 500 tiles (the rules core's part of a redraw):\n");
  report ("lay a piece", &place);
  report ("put a meeple", &meeple);
  report ("turn a piece", &move);
  undo.total /= 3, undo.max /= 3;
  report ("undo (each)", &undo);
  report ("a turn: spots, lay, play", &turn_time);
  return 0;
}
