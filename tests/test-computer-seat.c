/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The computer seats of turn mode in a real window (xvfb-run): two computer players play
 * the game to its end through the window's turn, every move a turn of the game record; an
 * undo takes back the last and leaves the computer waiting until Continue; a tile the user
 * takes in hand stops it; the player bar gives a seat to the computer as one undo step. */
#include "config.h"

#include "ml-application.h"
#include "ml-bag.h"
#include "ml-computer-seat.h"
#include "ml-player-bar.h"
#include "ml-score-panel.h"
#include "ml-turn-bar.h"
#include "ml-window.h"

#include <string.h>
#include "test-util.h"
#include "test-ui-util.h"

static MlApplication *app;

static guint
tiles_left (MlDocument *doc)
{
  g_autoptr (GPtrArray) left = g_ptr_array_new ();
  ml_bag_left (ml_document_get_game (doc), left);
  return left->len;
}

/* Moves of the game record (none without one). */
static guint
log_len (MlDocument *doc)
{
  GPtrArray *log = ml_document_get_log (doc);
  return log ? log->len : 0;
}

static guint
n_pieces (MlDocument *doc)
{
  return ml_board_n_pieces (ml_document_get_game (doc)->board);
}

/* Runs the main loop until @done or @seconds have gone by; the result of @done. */
static gboolean
run_until (gboolean (*done) (gpointer), gpointer data, double seconds)
{
  gint64 deadline = g_get_monotonic_time () + (gint64) (seconds * G_USEC_PER_SEC);
  while (!done (data) && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  return done (data);
}

static gboolean
game_over (gpointer data)
{
  MlWindow *window = data;
  return tiles_left (ml_window_get_document (window)) == 0 && !ml_computer_seat_get_busy (ml_window_get_computer (window));
}

static gboolean
is_busy (gpointer data)
{
  return ml_computer_seat_get_busy (data);
}

/* A timer's firings, and the longest wait between two: how long the window went without
 * answering. */
typedef struct {
  guint n;
  gint64 last;
  gint64 longest;
} Ticks;

static gboolean
tick (gpointer data)
{
  Ticks *t = data;
  gint64 now = g_get_monotonic_time ();
  if (t->n++ > 0)
    t->longest = MAX (t->longest, now - t->last);
  t->last = now;
  return G_SOURCE_CONTINUE;
}

static void
count (guint *n)
{
  (*n)++;
}

/* The words shown by the labels under @root, "\n"-separated. */
static void
collect_labels (GtkWidget *root, GString *out)
{
  if (GTK_IS_LABEL (root) && gtk_widget_get_visible (root))
    g_string_append_printf (out, "%s\n", gtk_label_get_label (GTK_LABEL (root)));
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    collect_labels (c, out);
}

/* The first widget under @root whose tooltip holds @text. */
static GtkWidget *
find_tooltip (GtkWidget *root, const char *text)
{
  const char *tip = gtk_widget_get_tooltip_text (root);
  if (tip && strstr (tip, text))
    return root;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_tooltip (c, text);
      if (found)
        return found;
    }
  return NULL;
}

static GtkWidget *
find_action (GtkWidget *root, const char *action)
{
  if (GTK_IS_ACTIONABLE (root) && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (root)), action) == 0)
    return root;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_action (c, action);
      if (found)
        return found;
    }
  return NULL;
}

/* Both seats the computer's, turn mode on, at pace 0: the game is played to the end. */
static void
test_plays_to_the_end (void)
{
  MlWindow *window = tu_open_window (app);
  MlDocument *doc = ml_window_get_document (window);
  MlComputerSeat *computer = ml_window_get_computer (window);
  ml_computer_seat_set_pace (computer, 0);
  g_assert_true (ml_document_set_computer (doc, 0, ML_SEAT_BEGINNER, NULL));
  g_assert_true (ml_document_set_computer (doc, 1, ML_SEAT_INTERMEDIATE, NULL));
  guint log_before = log_len (doc);
  guint pieces_before = n_pieces (doc);
  guint left_before = tiles_left (doc);
  g_assert_cmpuint (left_before, >, 10);
  guint played = 0;
  g_signal_connect_swapped (ml_window_get_turn (window), "played", G_CALLBACK (count), &played);

  /* Off turn mode, nothing moves. */
  tu_spin ();
  g_assert_false (ml_computer_seat_get_busy (computer));
  g_assert_cmpuint (n_pieces (doc), ==, pieces_before);

  /* The main loop keeps turning meanwhile: a timer above every other source fires often. */
  Ticks ticks = { 0 };
  guint timer = g_timeout_add_full (G_PRIORITY_HIGH, 5, tick, &ticks, NULL);
  gint64 started = g_get_monotonic_time ();
  tu_activate (window, "turn-mode", NULL);
  g_assert_true (ml_computer_seat_get_active (computer));
  g_assert_true (run_until (game_over, window, 120));
  double seconds = (double) (g_get_monotonic_time () - started) / G_USEC_PER_SEC;
  g_source_remove (timer);
  g_test_message ("%.1f s, %u ticks of 5 ms, the longest wait %.0f ms", seconds, ticks.n,
                  (double) ticks.longest / 1000);
  /* The moves are thought of on a worker: the longest wait is one step's work on the main
   * loop (a turn played, a frame), far under a move's thinking. Room for a loaded machine. */
  g_assert_cmpuint (ticks.n, >, 50);
  g_assert_cmpint (ticks.longest, <, G_USEC_PER_SEC / 2);
  tu_spin ();
  g_test_message ("%u turns played, %u moves, log %u → %u", played, ml_computer_seat_get_n_moves (computer),
                  log_before, log_len (doc));
  /* Every tile was laid or set aside, each turn through the turn, each a move of the record. */
  g_assert_cmpuint (ml_computer_seat_get_n_moves (computer), ==, left_before);
  g_assert_cmpuint (played, >, left_before / 2);
  g_assert_cmpuint (n_pieces (doc), ==, pieces_before + played);
  g_assert_cmpuint (log_len (doc), >=, log_before + played);
  /* The bar says why the last move was played, in the last mover's name. */
  const char *sentence = ml_computer_seat_get_sentence (computer);
  g_assert_true (strstr (sentence, ": ") != NULL);
  GtkWidget *bar = tu_find_type (GTK_WIDGET (window), ML_TYPE_TURN_BAR);
  g_autoptr (GString) labels = g_string_new (NULL);
  collect_labels (bar, labels);
  g_assert_true (strstr (labels->str, sentence) != NULL);
  /* The score panel's final scores are the document's. */
  MlGame *game = ml_document_get_game (doc);
  g_assert_cmpuint (game->n_players, ==, 2);
  int finals[2] = { ml_document_get_final (doc, 0), ml_document_get_final (doc, 1) };
  g_assert_cmpint (finals[0] + finals[1], >, 20);
  GtkWidget *panel = tu_find_type (GTK_WIDGET (window), ML_TYPE_SCORE_PANEL);
  g_assert_nonnull (panel);
  g_autoptr (GString) shown = g_string_new ("\n");
  collect_labels (panel, shown);
  for (guint p = 0; p < 2; p++)
    {
      g_autofree char *line = g_strdup_printf ("\n%d\n", finals[p]);
      g_assert_nonnull (strstr (shown->str, line));
    }

  /* An undo takes back the last move, and the computer waits rather than play it again. */
  guint pieces_end = n_pieces (doc);
  g_assert_true (ml_document_undo (doc));
  run_until (is_busy, computer, 0.3);
  tu_spin ();
  g_assert_cmpuint (tiles_left (doc), ==, 1);
  g_assert_cmpuint (n_pieces (doc), ==, pieces_end - 1);
  g_assert_true (ml_computer_seat_get_paused (computer));
  /* The sentence went with the move it told of. */
  g_assert_cmpstr (ml_computer_seat_get_sentence (computer), ==, "");
  GtkWidget *continue_button = find_action (bar, "turn.continue");
  g_assert_nonnull (continue_button);
  g_assert_true (gtk_widget_is_visible (continue_button));
  /* Continue plays it out again. */
  g_assert_true (gtk_widget_activate_action (bar, "turn.continue", NULL));
  g_assert_false (ml_computer_seat_get_paused (computer));
  g_assert_true (run_until (game_over, window, 20));
  g_assert_cmpuint (n_pieces (doc), ==, pieces_end);
  g_assert_false (gtk_widget_is_visible (continue_button));

  tu_activate (window, "turn-mode", NULL);
  g_assert_false (ml_computer_seat_get_active (computer));
  tu_close_window (window);
}

/* A tile the user takes in hand for the computer's seat stops it; a person's seat is never
 * played; leaving turn mode stops it. */
static void
test_user_comes_first (void)
{
  MlWindow *window = tu_open_window (app);
  MlDocument *doc = ml_window_get_document (window);
  MlComputerSeat *computer = ml_window_get_computer (window);
  MlTurn *turn = ml_window_get_turn (window);
  MlGame *game = ml_document_get_game (doc);
  guint mover = game->turn;
  /* The other seat is the computer's: the person to move plays on alone. */
  g_assert_true (ml_document_set_computer (doc, (mover + 1) % 2, ML_SEAT_STRONG, NULL));
  tu_activate (window, "turn-mode", NULL);
  tu_spin ();
  g_assert_false (ml_computer_seat_get_busy (computer));
  g_assert_false (ml_computer_seat_get_paused (computer));

  /* Given the seat to move, the computer plays it at once (at its pace: the tile first). */
  ml_computer_seat_set_pace (computer, 5000);
  guint pieces = n_pieces (doc);
  g_assert_true (ml_document_set_computer (doc, mover, ML_SEAT_INTERMEDIATE, NULL));
  gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
  while (ml_turn_get_step (turn) != ML_TURN_STEP_MEEPLE && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpint (ml_turn_get_step (turn), ==, ML_TURN_STEP_MEEPLE);
  g_assert_true (ml_computer_seat_get_busy (computer));
  g_assert_cmpstr (ml_computer_seat_get_sentence (computer), !=, "");
  /* The user takes the tile back in hand (Escape): the computer stops and waits. */
  ml_turn_cancel (turn);
  tu_spin ();
  g_assert_false (ml_computer_seat_get_busy (computer));
  g_assert_true (ml_computer_seat_get_paused (computer));
  g_assert_cmpuint (n_pieces (doc), ==, pieces);

  /* Back to a person: no longer waiting, and nothing is played. */
  g_assert_true (ml_document_set_computer (doc, mover, ML_SEAT_PERSON, NULL));
  tu_spin ();
  g_assert_false (ml_computer_seat_get_paused (computer));
  g_assert_false (ml_computer_seat_get_busy (computer));
  g_assert_cmpuint (n_pieces (doc), ==, pieces);

  /* A seat given to the computer while the user holds a tile for it: the computer waits,
   * and Continue lets the tile go and plays. */
  g_assert_true (ml_turn_set_hand (turn, "D", NULL));
  g_assert_true (ml_document_set_computer (doc, mover, ML_SEAT_INTERMEDIATE, NULL));
  tu_spin ();
  g_assert_true (ml_computer_seat_get_paused (computer));
  g_assert_false (ml_computer_seat_get_busy (computer));
  ml_computer_seat_set_pace (computer, 0);
  ml_computer_seat_resume (computer);
  g_assert_false (ml_computer_seat_get_paused (computer));
  deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
  while (n_pieces (doc) == pieces && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (n_pieces (doc), >, pieces);
  /* The seats are the persons' again: the computer stops after the move in hand. */
  g_assert_true (ml_document_set_computer (doc, 0, ML_SEAT_PERSON, NULL));
  g_assert_true (ml_document_set_computer (doc, 1, ML_SEAT_PERSON, NULL));
  tu_spin ();
  g_assert_false (ml_computer_seat_get_busy (computer));
  mover = ml_document_get_game (doc)->turn;
  pieces = n_pieces (doc);

  /* Leaving turn mode while the computer thinks or lays: it stops, the board as it was. */
  ml_computer_seat_set_pace (computer, 5000);
  g_assert_true (ml_document_set_computer (doc, mover, ML_SEAT_BEGINNER, NULL));
  tu_spin ();
  tu_activate (window, "turn-mode", NULL);
  tu_spin ();
  g_assert_false (ml_computer_seat_get_busy (computer));
  g_assert_cmpint (ml_turn_get_step (turn), ==, ML_TURN_STEP_IDLE);
  g_assert_cmpuint (n_pieces (doc), ==, pieces);
  tu_close_window (window);
}

/* The menu button of @root's tree that has a menu model: the narrow bar's list of players. */
static GtkMenuButton *
find_players_menu (GtkWidget *root)
{
  if (GTK_IS_MENU_BUTTON (root) && gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (root)) != NULL)
    return GTK_MENU_BUTTON (root);
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkMenuButton *found = find_players_menu (c);
      if (found)
        return found;
    }
  return NULL;
}

/* The label of line @i of the menu that lists the players in a narrow bar. */
static char *
menu_label (GtkWidget *bar, int i)
{
  GtkMenuButton *chooser = find_players_menu (bar);
  g_assert_nonnull (chooser);
  GMenuModel *model = gtk_menu_button_get_menu_model (chooser);
  g_assert_cmpint (i, <, g_menu_model_get_n_items (model));
  char *label = NULL;
  g_assert_true (g_menu_model_get_item_attribute (model, i, G_MENU_ATTRIBUTE_LABEL, "s", &label));
  return label;
}

/* The player bar's popover gives the chosen seat to the computer, one undo step; the seat's
 * button then shows the computer. */
static void
test_player_bar_seat (void)
{
  MlWindow *window = tu_open_window (app);
  MlDocument *doc = ml_window_get_document (window);
  GtkWidget *bar = tu_find_type (GTK_WIDGET (window), ML_TYPE_PLAYER_BAR);
  g_assert_nonnull (bar);
  ml_player_bar_set_player (ML_PLAYER_BAR (bar), 1);
  GtkPopover *popover = GTK_POPOVER (tu_find_type (bar, GTK_TYPE_POPOVER));
  gtk_popover_popup (popover);
  tu_spin ();
  /* The popover's drop-downs: the seat's is the one with the person first. */
  GtkWidget *grid = gtk_popover_get_child (popover);
  GtkDropDown *seat = NULL;
  for (GtkWidget *c = gtk_widget_get_first_child (grid); c; c = gtk_widget_get_next_sibling (c))
    if (GTK_IS_DROP_DOWN (c) && GTK_IS_STRING_LIST (gtk_drop_down_get_model (GTK_DROP_DOWN (c)))
        && g_strcmp0 (gtk_string_list_get_string (GTK_STRING_LIST (gtk_drop_down_get_model (GTK_DROP_DOWN (c))), 0),
                      "Person") == 0)
      seat = GTK_DROP_DOWN (c);
  g_assert_nonnull (seat);
  g_assert_cmpuint (gtk_drop_down_get_selected (seat), ==, ML_SEAT_PERSON);
  gtk_drop_down_set_selected (seat, ML_SEAT_STRONG);
  GtkWidget *apply = NULL;
  for (GtkWidget *c = gtk_widget_get_first_child (grid); c; c = gtk_widget_get_next_sibling (c))
    if (GTK_IS_BUTTON (c) && !GTK_IS_MENU_BUTTON (c))
      apply = c;
  g_assert_nonnull (apply);
  g_signal_emit_by_name (apply, "clicked");
  tu_spin ();
  const MlScenarioPlayer *p = g_ptr_array_index (ml_document_get_scenario (doc)->players, 1);
  g_assert_cmpint (p->computer, ==, ML_SEAT_STRONG);
  /* Saved with the scenario. */
  g_autofree char *json = ml_scenario_to_json (ml_document_get_scenario (doc));
  g_assert_nonnull (strstr (json, "\"computer\" : \"strong\""));
  /* The seat's button says so, and shows the computer. */
  GtkWidget *button = find_tooltip (bar, "computer plays this seat (strong)");
  g_assert_nonnull (button);
  GtkWidget *image = tu_find_type (button, GTK_TYPE_IMAGE);
  g_assert_nonnull (image);
  g_assert_cmpstr (gtk_image_get_icon_name (GTK_IMAGE (image)), ==, "computer-symbolic");
  /* So does the menu that lists the players when their buttons do not fit. */
  g_autofree char *menu_line = menu_label (bar, 1);
  g_autofree char *expected = g_strdup_printf ("%s (Computer: strong)", p->name);
  g_assert_cmpstr (menu_line, ==, expected);
  g_autofree char *person_line = menu_label (bar, 0);
  g_assert_cmpstr (person_line, ==, ((const MlScenarioPlayer *) g_ptr_array_index (ml_document_get_scenario (doc)->players, 0))->name);
  /* One undo gives the seat back to the person. */
  g_assert_true (ml_document_undo (doc));
  tu_spin ();
  p = g_ptr_array_index (ml_document_get_scenario (doc)->players, 1);
  g_assert_cmpint (p->computer, ==, ML_SEAT_PERSON);
  g_assert_null (find_tooltip (bar, "computer plays this seat"));
  g_autofree char *menu_after = menu_label (bar, 1);
  g_assert_cmpstr (menu_after, ==, p->name);
  tu_close_window (window);
}

int
main (int argc, char **argv)
{
  tu_gtk_log_init ();
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  app = tu_app_new ();
  g_test_add_func ("/computer-seat/plays-to-the-end", test_plays_to_the_end);
  g_test_add_func ("/computer-seat/user-comes-first", test_user_comes_first);
  g_test_add_func ("/computer-seat/player-bar-seat", test_player_bar_seat);
  return g_test_run ();
}
