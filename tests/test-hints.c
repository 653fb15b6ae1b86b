/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The hints panel on a mid-game board: the list fills while the frames keep coming, a click
 * lays the move, and turning the hints off leaves no worker behind. */
#include "config.h"

#include "ml-board-view.h"
#include "ml-hints-panel.h"

static gint64 last_frame, max_gap;

static void
after_paint (GdkFrameClock *clock, gpointer data)
{
  gint64 now = g_get_monotonic_time ();
  if (last_frame && now - last_frame > max_gap)
    max_gap = now - last_frame;
  last_frame = now;
}

/* Keeps a frame requested on every tick, so that every gap between frames is measured. */
static gboolean
tick (GtkWidget *widget, GdkFrameClock *clock, gpointer data)
{
  gtk_widget_queue_draw (widget);
  return G_SOURCE_CONTINUE;
}

static void
run_for (guint ms)
{
  gint64 end = g_get_monotonic_time () + ms * 1000;
  while (g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE) || (g_usleep (1000), TRUE);
}

/* Thirty turns or so by the rules, each tile at its first legal spot without a meeple. */
static void
play_mid_game (MlDocument *document, MlTurn *turn)
{
  static const char tiles[] = "DEFHIJKLNORSUVWXBCDEFHIJKLNORSUVWDJKLU";
  guint laid = 0;
  for (guint i = 0; tiles[i] && laid < 30; i++)
    {
      char id[2] = { tiles[i], 0 };
      g_assert_true (ml_turn_set_hand (turn, id, NULL));
      GArray *legal = ml_turn_get_legal (turn);
      if (legal->len == 0)
        continue;
      MlPlacement at = g_array_index (legal, MlPlacement, legal->len / 2);
      if (ml_document_play_turn (document, id, at.x, at.y, at.rot, NULL, NULL, NULL))
        laid++;
    }
  g_assert_cmpuint (laid, >=, 25);
}

static void
running_changed (MlHintsPanel *panel, GParamSpec *pspec, gboolean *started)
{
  if (ml_hints_panel_get_running (panel))
    *started = TRUE;
}

static void
test_hints (void)
{
  MlDocument *document = ml_document_new ();
  GtkWidget *window = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (window), 1000, 700);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  MlBoardView *view = ml_board_view_new ();
  MlHintsPanel *panel = ml_hints_panel_new ();
  gtk_widget_set_hexpand (GTK_WIDGET (view), TRUE);
  gtk_widget_set_size_request (GTK_WIDGET (panel), 360, -1);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (view));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (panel));
  gtk_window_set_child (GTK_WINDOW (window), box);
  ml_board_view_set_document (view, document);
  ml_board_view_set_turn_mode (view, TRUE);
  MlTurn *turn = ml_board_view_get_turn (view);
  play_mid_game (document, turn);
  guint pieces = ml_board_n_pieces (ml_document_get_game (document)->board);
  ml_hints_panel_set_board_view (panel, view);
  ml_board_view_set_hand (view, "D");
  gtk_window_present (GTK_WINDOW (window));
  run_for (300);

  GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (view));
  g_assert_nonnull (clock);
  g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint), NULL);
  guint tick_id = gtk_widget_add_tick_callback (GTK_WIDGET (view), tick, NULL, NULL);

  last_frame = max_gap = 0;
  run_for (1000);
  g_test_message ("longest gap between frames before: %.1f ms", max_gap / 1000.0);
  ml_hints_panel_set_active (panel, TRUE);
  run_for (50);
  g_assert_true (ml_hints_panel_get_running (panel));
  last_frame = max_gap = 0;
  run_for (3000);
  g_test_message ("longest gap between frames while the analysis ran: %.1f ms", max_gap / 1000.0);
  /* The aim is no frame over 16 ms; on a shared, loaded machine the baseline above already
   * misses it, so this bound only catches the analysis blocking the main loop (it takes
   * seconds there). */
  g_assert_cmpint (max_gap, <, 1000000);
  gtk_widget_remove_tick_callback (GTK_WIDGET (view), tick_id);
  g_signal_handlers_disconnect_by_func (clock, after_paint, NULL);

  /* The list fills as estimates arrive, before the analysis ends. */
  for (int i = 0; i < 600 && ml_hints_panel_get_n_rows (panel) < 3; i++)
    run_for (50);
  g_assert_cmpuint (ml_hints_panel_get_n_rows (panel), ==, 3);

  /* A click on the best row plays the turn: one more piece, the hand empty. */
  g_assert_true (ml_hints_panel_lay (panel, 0));
  g_assert_cmpuint (ml_board_n_pieces (ml_document_get_game (document)->board), ==, pieces + 1);

  /* A new tile in hand starts a new analysis (late in the game it may be over within the
   * 200 ms: seen starting is enough); off, its worker ends and its task completes. */
  gboolean started = FALSE;
  gulong watch = g_signal_connect (panel, "notify::running", G_CALLBACK (running_changed), &started);
  ml_board_view_set_hand (view, "E");
  run_for (200);
  g_signal_handler_disconnect (panel, watch);
  g_assert_true (started);
  ml_hints_panel_set_active (panel, FALSE);
  for (int i = 0; i < 200 && ml_hints_panel_get_running (panel); i++)
    run_for (10);
  g_assert_false (ml_hints_panel_get_running (panel));
  g_assert_cmpuint (ml_hints_panel_get_n_rows (panel), ==, 0);

  gtk_window_destroy (GTK_WINDOW (window));
  run_for (100);
  g_object_unref (document);
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  g_test_add_func ("/hints/live", test_hints);
  return g_test_run ();
}
