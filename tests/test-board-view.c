/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The board view under a real display (xvfb-run), driven by its keyboard controller as a
 * user would: its properties, a turn by the rules with the meeple step, refusals that say
 * why, the selection the toolbar's delete acts on, and what it tells screen readers. */
#include "config.h"
#include "test-util.h"
#include "ml-board-view.h"
#include "ml-player-bar.h"
#include "ml-figure-choice.h"
#include "wonders/ml-wonders-turn.h"
#include "test-ui-util.h"

#include <string.h>

/* What the view said. */
typedef struct {
  char *status, *refused;
  guint turns, notifies;
  GArray *events;
} Heard;

static void
on_status (MlBoardView *view, const char *status, Heard *h)
{
  g_free (h->status);
  h->status = g_strdup (status);
}

static void
on_refused (MlBoardView *view, const char *message, Heard *h)
{
  g_free (h->refused);
  h->refused = g_strdup (message);
}

static void
on_turn_played (MlBoardView *view, GArray *events, Heard *h)
{
  h->turns++;
  h->events = g_array_ref (events);
}

static void
on_notify (GObject *object, GParamSpec *pspec, Heard *h)
{
  h->notifies++;
}

static void
heard_clear (Heard *h)
{
  g_clear_pointer (&h->status, g_free);
  g_clear_pointer (&h->refused, g_free);
  g_clear_pointer (&h->events, g_array_unref);
}

/* A window showing a board view on @doc and the turn @turn on it (made here when NULL),
 * given as the window gives them, listened to. */
static MlBoardView *
show_turn (MlDocument *doc, MlTurn *turn, GtkWindow **window, Heard *h)
{
  memset (h, 0, sizeof *h);
  *window = GTK_WINDOW (gtk_window_new ());
  gtk_window_set_default_size (*window, 640, 480);
  MlBoardView *view = ml_board_view_new ();
  gtk_window_set_child (*window, GTK_WIDGET (view));
  g_autoptr (MlTurn) made = turn ? NULL : ml_turn_new (doc);
  ml_board_view_set_turn (view, turn ? turn : made);
  ml_board_view_set_document (view, doc);
  g_signal_connect (view, "status", G_CALLBACK (on_status), h);
  g_signal_connect (view, "refused", G_CALLBACK (on_refused), h);
  g_signal_connect (view, "turn-played", G_CALLBACK (on_turn_played), h);
  gtk_window_present (*window);
  tu_spin ();
  gtk_widget_grab_focus (GTK_WIDGET (view));
  return view;
}

static MlBoardView *
show (MlDocument *doc, GtkWindow **window, Heard *h)
{
  return show_turn (doc, NULL, window, h);
}

/* Emits @signal on the view's controller of @type, as the event would. */
static void
controller_emit (MlBoardView *view, GType type, const char *signal, ...)
{
  GListModel *list = gtk_widget_observe_controllers (GTK_WIDGET (view));
  for (guint i = 0; i < g_list_model_get_n_items (list); i++)
    {
      g_autoptr (GObject) controller = g_list_model_get_item (list, i);
      if (G_TYPE_CHECK_INSTANCE_TYPE (controller, type))
        {
          va_list args;
          va_start (args, signal);
          g_signal_emit_valist (controller, g_signal_lookup (signal, type), 0, args);
          va_end (args);
        }
    }
  g_object_unref (list);
  tu_spin ();
}

static void
key (MlBoardView *view, guint keyval)
{
  gboolean handled = FALSE;
  controller_emit (view, GTK_TYPE_EVENT_CONTROLLER_KEY, "key-pressed", keyval, 0u, (GdkModifierType) 0, &handled);
  g_assert_true (handled);
}

static MlDocument *
load_data_file (const char *name)
{
  g_autofree char *path = tu_data_path (name);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  MlDocument *doc = ml_document_new ();
  g_autoptr (GError) error = NULL;
  g_assert_true (ml_document_load (doc, file, &error));
  g_assert_no_error (error);
  return doc;
}

/* Each property notifies once per change, not when set to its value again, and binds. */
static void
test_properties (void)
{
  g_autoptr (MlDocument) doc = ml_document_new ();
  g_autoptr (MlTurn) turn = ml_turn_new (doc);
  GtkWindow *window;
  Heard h;
  MlBoardView *view = show_turn (doc, turn, &window, &h);
  g_signal_connect (view, "notify", G_CALLBACK (on_notify), &h);
  g_object_set (view, "mode", ML_BOARD_MODE_MEEPLES, "overlay", TRUE, "show-legal", FALSE, "turn-mode", TRUE,
                "player", 1u, "highlight", 3, NULL);
  g_assert_cmpuint (h.notifies, ==, 6);
  g_object_set (view, "mode", ML_BOARD_MODE_MEEPLES, "overlay", TRUE, "show-legal", FALSE, "turn-mode", TRUE,
                "player", 1u, "highlight", 3, NULL);
  g_assert_cmpuint (h.notifies, ==, 6);
  g_assert_cmpint (ml_board_view_get_mode (view), ==, ML_BOARD_MODE_MEEPLES);
  g_assert_true (ml_board_view_get_overlay (view));
  g_assert_false (ml_board_view_get_show_legal (view));
  g_assert_cmpuint (ml_board_view_get_player (view), ==, 1);
  g_assert_cmpint (ml_board_view_get_highlight (view), ==, 3);
  /* The zoom, for a zoom control: clamped, notified. */
  guint before = h.notifies;
  ml_board_view_set_scale (view, 100);
  g_assert_cmpfloat_with_epsilon (ml_board_view_get_scale (view), 100, 1e-9);
  ml_board_view_set_scale (view, 1000);
  g_assert_cmpfloat_with_epsilon (ml_board_view_get_scale (view), 320, 1e-9);
  ml_board_view_set_scale (view, 320);
  g_assert_cmpuint (h.notifies, ==, before + 2);
  /* An exported image: the overlay as on screen, no editing marks. */
  MlPaintOptions options;
  ml_board_view_export_options (view, &options);
  g_assert_true (options.overlay);
  g_assert_false (options.open_edges);
  g_assert_false (options.grid);
  /* Turn mode reaches the turn it shows. */
  g_assert_true (ml_turn_get_rules (turn));

  /* A tile in hand goes back to laying tiles; "hand" follows the turn. */
  ml_board_view_set_hand (view, "E");
  g_assert_cmpint (ml_board_view_get_mode (view), ==, ML_BOARD_MODE_TILES);
  g_autofree char *hand = NULL;
  g_object_get (view, "hand", &hand, NULL);
  g_assert_cmpstr (hand, ==, "E");

  /* Bound to another object's property. */
  GtkWidget *toggle = gtk_toggle_button_new ();
  g_object_ref_sink (toggle);
  g_object_bind_property (toggle, "active", view, "overlay", G_BINDING_SYNC_CREATE);
  g_assert_false (ml_board_view_get_overlay (view));
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (toggle), TRUE);
  g_assert_true (ml_board_view_get_overlay (view));
  g_object_unref (toggle);
  gtk_window_destroy (window);
  heard_clear (&h);
}

/* The turn comes from outside (the window owns it): without one the view holds no tile and
 * refuses nothing; given one, the view's turn mode becomes its rules and its hand the view's;
 * given another, the view lets go of the first. */
static void
test_given_turn (void)
{
  g_autoptr (MlDocument) doc = load_data_file ("move-city.json");
  GtkWindow *window = GTK_WINDOW (gtk_window_new ());
  MlBoardView *view = ml_board_view_new ();
  gtk_window_set_child (window, GTK_WIDGET (view));
  ml_board_view_set_document (view, doc);
  ml_board_view_set_turn_mode (view, TRUE);
  gtk_window_present (window);
  Heard h = { 0 };
  g_signal_connect (view, "refused", G_CALLBACK (on_refused), &h);
  g_signal_connect (view, "turn-played", G_CALLBACK (on_turn_played), &h);
  tu_spin ();
  ml_board_view_set_hand (view, "E");
  g_assert_null (ml_board_view_get_hand (view));
  g_assert_false (ml_board_view_turn_action (view, ML_WONDERS_ACTION_SLOT));
  ml_board_view_activate (view);
  ml_board_view_rotate (view, 1);
  ml_board_view_cancel (view);
  g_assert_null (ml_board_view_get_pending (view));
  g_assert_null (h.refused);

  /* The first turn on a copy of the board, so that a turn played there leaves the view's
   * document as it was. */
  g_autoptr (MlDocument) copy = load_data_file ("move-city.json");
  g_autoptr (MlTurn) first = ml_turn_new (copy);
  g_assert_true (ml_turn_set_hand (first, "E", NULL));
  g_signal_connect (view, "notify::hand", G_CALLBACK (on_notify), &h);
  g_object_set (view, "turn", first, NULL);
  g_assert_true (ml_board_view_get_turn (view) == first);
  g_assert_true (ml_turn_get_rules (first));
  g_assert_cmpstr (ml_board_view_get_hand (view), ==, "E");
  g_assert_cmpuint (h.notifies, ==, 1);
  tu_spin ();

  /* Another turn: the first one's changes no longer reach the view. */
  g_autoptr (MlTurn) second = ml_turn_new (doc);
  ml_board_view_set_turn (view, second);
  g_assert_null (ml_board_view_get_hand (view));
  g_assert_cmpuint (h.notifies, ==, 2);
  g_assert_false (g_signal_has_handler_pending (first, g_signal_lookup ("changed", ML_TYPE_TURN), 0, FALSE));
  g_assert_true (g_signal_has_handler_pending (second, g_signal_lookup ("changed", ML_TYPE_TURN), 0, FALSE));
  g_assert_true (ml_turn_lay (first, 0, 1, NULL));
  g_assert_null (ml_board_view_get_pending (view));
  g_assert_true (ml_turn_finish (first, NULL));
  g_assert_cmpuint (h.turns, ==, 0);
  g_assert_cmpuint (ml_document_get_scenario (copy)->pieces->len, ==, 2);

  /* The second one's turn is the view's: laid and played through it. */
  ml_board_view_set_hand (view, "E");
  g_assert_true (ml_turn_get_hand (second) != NULL);
  g_assert_true (ml_turn_get_rules (second));
  GArray *legal = ml_turn_get_legal (second);
  g_assert_cmpuint (legal->len, >, 0);
  const MlPlacement *spot = &g_array_index (legal, MlPlacement, 0);
  ml_turn_set_rotation (second, spot->rot);
  g_assert_true (ml_turn_lay (second, spot->x, spot->y, NULL));
  g_assert_true (ml_board_view_get_pending (view) == tu_tile ("E"));
  ml_board_view_activate (view);
  g_assert_cmpuint (h.turns, ==, 1);
  gtk_window_destroy (window);
  heard_clear (&h);
}

/* A turn by the rules from the keyboard: the tile starts at a legal rotation, the meeple
 * step's instruction outlives pointer motion, another tile is refused meanwhile, Enter plays. */
/* The player bar lists the figures of the document's expansions: choosing the prior there
 * (no Shift) makes the next click on an abbey lay a prior; without the Abbeys it offers the
 * meeple alone. */
static void
test_player_bar_figure (void)
{
  g_autoptr (MlDocument) doc = ml_document_new ();
  g_assert_true (ml_document_set_expansions (doc, ML_EXPANSION_FARMERS, NULL));
  g_assert_true (ml_document_place_piece (doc, "abbey-andechs", 0, 0, 0, NULL));
  GtkWindow *window;
  Heard h;
  MlBoardView *view = show_turn (doc, NULL, &window, &h);
  MlPlayerBar *bar = ml_player_bar_new ();
  g_object_ref_sink (bar);
  ml_player_bar_set_document (bar, doc);
  guint prior = tu_figure ("prior");
  g_assert_cmpuint (prior, !=, ML_FIGURE_MEEPLE);
  /* Without the Abbeys: the meeple alone, the list hidden. */
  g_assert_false (ml_player_bar_set_figure (bar, prior));
  g_assert_cmpuint (ml_player_bar_get_figure (bar), ==, ML_FIGURE_MEEPLE);

  g_assert_true (ml_document_set_expansions (doc, ML_EXPANSION_FARMERS | ML_EXPANSION_ABBEYS, NULL));
  guint notified = 0;
  g_signal_connect_swapped (bar, "notify::figure", G_CALLBACK (g_atomic_int_inc), &notified);
  g_assert_true (ml_player_bar_set_figure (bar, prior));
  g_assert_cmpuint (ml_player_bar_get_figure (bar), ==, prior);
  g_assert_cmpuint (notified, >=, 1);
  /* As the window passes it on. */
  ml_board_view_set_figure (view, ml_player_bar_get_figure (bar), FALSE);
  ml_board_view_set_mode (view, ML_BOARD_MODE_MEEPLES);
  ml_board_view_point_at (view, 0, 0);
  ml_board_view_activate (view);
  g_assert_null (h.refused);
  MlGame *game = ml_document_get_game (doc);
  g_assert_cmpuint (ml_board_n_meeples (game->board), ==, 1);
  g_assert_cmpuint (ml_board_meeple (game->board, 0)->figure, ==, prior);

  /* The Abbeys turned off again: back to the meeple. */
  g_assert_true (ml_document_remove_meeple (doc, 0, NULL));
  g_assert_true (ml_document_set_expansions (doc, ML_EXPANSION_FARMERS, NULL));
  g_assert_cmpuint (ml_player_bar_get_figure (bar), ==, ML_FIGURE_MEEPLE);
  g_object_unref (bar);
  gtk_window_destroy (window);
  heard_clear (&h);
}

/* The supply's words for figures of a player's own: none for the prior, which comes from
 * the supply; a line for the large meeple, which a player holds apart. */
static void
test_figures_left_words (void)
{
  g_autoptr (MlGame) game = tu_game (2, ML_EXPANSION_FARMERS | ML_EXPANSION_ABBEYS);
  g_assert_cmpuint (ml_figure (tu_figure ("prior"))->per_player, ==, 0);
  g_autofree char *words = ml_figure_choice_left (game, 0);
  g_assert_cmpstr (words, ==, "");

  /* The large meeple, one a player (rules: each player has one of their own): one left,
   * then none once it stands on the board, and the other player still holds theirs. */
  g_autoptr (MlGame) inns = tu_game (2, ML_EXPANSION_FARMERS | ML_EXPANSION_INNS_CATHEDRALS);
  guint big = tu_figure ("big");
  g_autofree char *before = ml_figure_choice_left (inns, 0);
  g_assert_cmpstr (before, ==, "Large meeples: 1");
  tu_place (inns, "E", 5, 5, 0);
  tu_meeple (inns, 0, 5, 5, "city", big);
  g_autofree char *after = ml_figure_choice_left (inns, 0);
  g_assert_cmpstr (after, ==, "Large meeples: 0");
  g_autofree char *other = ml_figure_choice_left (inns, 1);
  g_assert_cmpstr (other, ==, "Large meeples: 1");
}

static void
test_turn_meeple_step (void)
{
  /* D at the origin shows its city south: E goes at (0, 1), unturned. */
  g_autoptr (MlDocument) doc = load_data_file ("move-city.json");
  g_autoptr (MlTurn) turn = ml_turn_new (doc);
  GtkWindow *window;
  Heard h;
  MlBoardView *view = show_turn (doc, turn, &window, &h);
  ml_board_view_set_turn_mode (view, TRUE);
  ml_turn_set_rotation (turn, 2);
  ml_board_view_set_hand (view, "E");
  /* (0, 1) is E's only spot at rotation 0: it starts there, not at the 2 left from before. */
  g_assert_cmpint (ml_turn_get_rotation (turn), ==, 0);

  key (view, GDK_KEY_Down);    /* the cursor appears at (0, 0) */
  key (view, GDK_KEY_Down);
  key (view, GDK_KEY_Return);
  g_assert_null (h.refused);
  g_assert_true (ml_board_view_get_pending (view) == tu_tile ("E"));
  const char *instruction = ml_turn_get_instruction (turn);
  g_assert_cmpstr (h.status, ==, instruction);
  controller_emit (view, GTK_TYPE_EVENT_CONTROLLER_MOTION, "motion", 20.0, 30.0);
  controller_emit (view, GTK_TYPE_EVENT_CONTROLLER_MOTION, "motion", 200.0, 130.0);
  g_assert_cmpstr (h.status, ==, instruction);

  /* Another tile from the palette: refused with the way out, the tile laid stays. */
  ml_board_view_set_hand (view, "U");
  g_assert_nonnull (h.refused);
  g_assert_nonnull (strstr (h.refused, "Escape"));
  g_assert_cmpstr (ml_board_view_get_hand (view), ==, "E");
  g_assert_nonnull (ml_board_view_get_pending (view));

  key (view, GDK_KEY_Return);
  g_assert_cmpuint (h.turns, ==, 1);
  g_assert_nonnull (h.events);
  g_assert_cmpuint (h.events->len, >, 0);
  g_assert_cmpint (g_array_index (h.events, MlEvent, 0).kind, ==, ML_EVENT_TILE);
  g_assert_null (ml_board_view_get_hand (view));
  g_assert_cmpuint (ml_document_get_scenario (doc)->pieces->len, ==, 2);
  gtk_window_destroy (window);
  heard_clear (&h);
}

/* Free layout: a refusal says the document's reason; the keyboard cursor selects the piece
 * under it, which the toolbar's delete removes; screen readers hear the square. */
static void
test_refusal_selection_accessible (void)
{
  g_autoptr (MlDocument) doc = load_data_file ("move-city.json");
  GtkWindow *window;
  Heard h;
  MlBoardView *view = show (doc, &window, &h);
  g_assert_false (ml_board_view_delete_selected (view));

  ml_board_view_set_hand (view, "E");
  key (view, GDK_KEY_Down);    /* the cursor at (0, 0), on D */
  gtk_test_accessible_assert_property (view, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, h.status);
  g_assert_nonnull (strstr (h.status, "(0, 0)"));
  key (view, GDK_KEY_Return);
  g_assert_nonnull (h.refused);
  g_assert_nonnull (strstr (h.refused, "(0, 0)"));
  g_assert_cmpuint (ml_document_get_scenario (doc)->pieces->len, ==, 1);

  ml_board_view_cancel (view);
  key (view, GDK_KEY_Down);    /* the cursor shows again at (0, 0) */
  g_assert_true (ml_board_view_get_has_selection (view));
  key (view, GDK_KEY_Right);   /* an empty square: nothing selected */
  g_assert_false (ml_board_view_get_has_selection (view));
  gtk_test_accessible_assert_property (view, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "(1, 0)  empty square");
  key (view, GDK_KEY_Left);
  g_assert_true (ml_board_view_get_has_selection (view));
  g_assert_true (ml_board_view_delete_selected (view));
  g_assert_cmpuint (ml_document_get_scenario (doc)->pieces->len, ==, 0);
  g_assert_false (ml_board_view_get_has_selection (view));
  gtk_window_destroy (window);
  heard_clear (&h);
}

/* A pointer resting over the board: GTK sends motions at its unmoved place after a relayout,
 * which leave the keyboard cursor where the arrows took it; a real move takes over. The
 * description names the square, the tile and its rotation and the feature, or an empty
 * square. */
static void
test_pointer_rests_cursor_moves (void)
{
  g_autoptr (MlDocument) doc = load_data_file ("move-city.json");
  GtkWindow *window;
  Heard h;
  MlBoardView *view = show (doc, &window, &h);
  ml_board_view_point_at (view, 0, 0);
  g_assert_nonnull (strstr (h.status, "(0, 0)  tile D, turned 180°: "));
  /* The pointer over square (0, 0)'s middle, as the view lays it out now. */
  double px = -1, py = -1;
  for (int y = 0; y < gtk_widget_get_height (GTK_WIDGET (view)) && px < 0; y += 4)
    for (int x = 0; x < gtk_widget_get_width (GTK_WIDGET (view)) && px < 0; x += 4)
      {
        controller_emit (view, GTK_TYPE_EVENT_CONTROLLER_MOTION, "motion", (double) x, (double) y);
        if (g_str_has_prefix (h.status, "(0, 0)  tile D"))
          px = x, py = y;
      }
  g_assert_cmpfloat (px, >=, 0);
  key (view, GDK_KEY_Right);   /* the cursor shows under the pointer, at (0, 0) */
  key (view, GDK_KEY_Right);
  gtk_test_accessible_assert_property (view, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "(1, 0)  empty square");
  controller_emit (view, GTK_TYPE_EVENT_CONTROLLER_MOTION, "motion", px, py);
  g_assert_cmpstr (h.status, ==, "(1, 0)  empty square");
  key (view, GDK_KEY_Down);
  controller_emit (view, GTK_TYPE_EVENT_CONTROLLER_MOTION, "motion", px, py);
  gtk_test_accessible_assert_property (view, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "(1, 1)  empty square");
  /* A move of the pointer: its square again. */
  controller_emit (view, GTK_TYPE_EVENT_CONTROLLER_MOTION, "motion", px + 1, py);
  g_assert_true (g_str_has_prefix (h.status, "(0, 0)  tile D, turned 180°"));
  gtk_window_destroy (window);
  heard_clear (&h);
}

/* A plain piece's menu (Menu key, as a secondary click): it selects the piece, and its
 * actions turn and delete it. */
static void
test_piece_menu (void)
{
  g_autoptr (MlDocument) doc = load_data_file ("move-city.json");
  GtkWindow *window;
  Heard h;
  MlBoardView *view = show (doc, &window, &h);
  key (view, GDK_KEY_Down);    /* the cursor at (0, 0), on D */
  key (view, GDK_KEY_Right);
  g_assert_false (ml_board_view_get_has_selection (view));
  gboolean handled = TRUE;
  controller_emit (view, GTK_TYPE_EVENT_CONTROLLER_KEY, "key-pressed", GDK_KEY_Menu, 0u, (GdkModifierType) 0, &handled);
  g_assert_false (handled);    /* an empty square has no menu */
  key (view, GDK_KEY_Left);
  key (view, GDK_KEY_Menu);
  g_assert_true (ml_board_view_get_has_selection (view));
  int rot = ((MlScenarioPiece *) g_ptr_array_index (ml_document_get_scenario (doc)->pieces, 0))->rot;
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "board.turn-piece", "i", 1));
  tu_spin ();
  g_assert_cmpint (((MlScenarioPiece *) g_ptr_array_index (ml_document_get_scenario (doc)->pieces, 0))->rot, ==,
                   (rot + 1) % 4);
  /* Pointed at from outside (a rule problem): the square is said, its piece selected. */
  key (view, GDK_KEY_Right);
  ml_board_view_point_at (view, 0, 0);
  g_assert_true (ml_board_view_get_has_selection (view));
  g_assert_nonnull (strstr (h.status, "(0, 0)"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "board.delete-piece", NULL));
  tu_spin ();
  g_assert_cmpuint (ml_document_get_scenario (doc)->pieces->len, ==, 0);
  gtk_window_destroy (window);
  heard_clear (&h);
}

/* A tile laid in turn mode without the pointer (as a computer seat lays it) is brought into
 * sight when the view shows another part of the board. On legal-one-tile.json, I fits
 * south of D, at (0, 1). */
static void
test_laid_tile_in_sight (void)
{
  g_autoptr (MlDocument) doc = load_data_file ("legal-one-tile.json");
  g_autoptr (MlTurn) turn = ml_turn_new (doc);
  GtkWindow *window;
  Heard h;
  MlBoardView *view = show_turn (doc, turn, &window, &h);
  ml_board_view_set_turn_mode (view, TRUE);
  ml_board_view_fit (view);
  /* Zoomed in on the middle of D: (0, 1) lies below the bottom edge. */
  ml_board_view_zoom (view, 6.0);
  tu_spin ();
  double w = gtk_widget_get_width (GTK_WIDGET (view)), hgt = gtk_widget_get_height (GTK_WIDGET (view));
  double px, py, qx, qy;
  ml_board_view_point_of (view, 0.0, 1.0, &px, &py);
  ml_board_view_point_of (view, 1.0, 2.0, &qx, &qy);
  g_assert_true (qy > hgt || py < 0 || qx > w || px < 0);
  g_assert_true (ml_turn_set_hand (turn, "I", NULL));
  g_assert_true (ml_turn_lay (turn, 0, 1, NULL));
  g_assert_nonnull (ml_board_view_get_pending (view));
  ml_board_view_point_of (view, 0.0, 1.0, &px, &py);
  ml_board_view_point_of (view, 1.0, 2.0, &qx, &qy);
  g_assert_cmpfloat (px, >=, -0.5);
  g_assert_cmpfloat (py, >=, -0.5);
  g_assert_cmpfloat (qx, <=, w + 0.5);
  g_assert_cmpfloat (qy, <=, hgt + 0.5);
  gtk_window_destroy (window);
  heard_clear (&h);
}

/* A click on a legal spot's rotation arrow lays the tile in hand at that rotation, whatever the
 * current one; and the tile in hand keeps a rotation that fits somewhere when it is picked again
 * or the board changes. On legal-one-tile.json (D alone), I fits only at rotations 180 and
 * 270, north and south of D (`meeple-lab-cli legal … --tile I`). */
static void
test_arrow_rotation (void)
{
  g_autoptr (MlDocument) doc = load_data_file ("legal-one-tile.json");
  g_autoptr (MlTurn) turn = ml_turn_new (doc);
  GtkWindow *window;
  Heard h;
  MlBoardView *view = show_turn (doc, turn, &window, &h);
  ml_board_view_fit (view);
  tu_spin ();
  g_assert_true (ml_turn_set_hand (turn, "I", NULL));
  g_assert_cmpint (ml_turn_get_rotation (turn), ==, 2);
  /* Turned to a rotation that fits nowhere, then picked again: back to one that fits. */
  ml_turn_set_rotation (turn, 0);
  g_assert_true (ml_turn_set_hand (turn, "I", NULL));
  g_assert_cmpint (ml_turn_get_rotation (turn), ==, 2);
  /* The same after an edit of the board. */
  ml_turn_set_rotation (turn, 1);
  g_assert_true (ml_document_place_piece (doc, "D", 5, 5, 0, NULL));
  g_assert_cmpint (ml_turn_get_rotation (turn), ==, 2);
  g_assert_true (ml_document_undo (doc));
  tu_spin ();

  /* At rotation 180, a click on the west arrow of (0, 1) (rotation 270, drawn 0.3 to 0.4
   * of a square west of the middle) lays I there at 270. */
  g_assert_cmpint (ml_turn_get_rotation (turn), ==, 2);
  double px, py;
  ml_board_view_point_of (view, 0.5 - 0.35, 1.5, &px, &py);
  controller_emit (view, GTK_TYPE_GESTURE_CLICK, "pressed", 1, px, py);
  MlBoard *board = ml_document_get_game (doc)->board;
  int at = ml_board_piece_at (board, 0, 1, NULL);
  g_assert_cmpint (at, !=, ML_NO_PIECE);
  g_assert_cmpint (ml_board_piece (board, (guint) at)->rot, ==, 3);
  g_assert_cmpstr (ml_board_piece (board, (guint) at)->tile->id, ==, "I");

  /* Elsewhere on a square the current rotation holds: the middle of (0, -1) at 180. */
  g_assert_true (ml_turn_set_hand (turn, "I", NULL));
  ml_turn_set_rotation (turn, 2);
  tu_spin ();   /* the view fits the grown board */
  ml_board_view_point_of (view, 0.5, -0.5, &px, &py);
  controller_emit (view, GTK_TYPE_GESTURE_CLICK, "pressed", 1, px, py);
  board = ml_document_get_game (doc)->board;
  at = ml_board_piece_at (board, 0, -1, NULL);
  g_assert_cmpint (at, !=, ML_NO_PIECE);
  g_assert_cmpint (ml_board_piece (board, (guint) at)->rot, ==, 2);
  heard_clear (&h);
  gtk_window_destroy (window);
  tu_spin ();
}

/* The meeple step from the keyboard: Space steps through the new tile's features (lit and
 * said), then none; Enter puts the meeple on the one chosen, and the turn is played with it.
 * E laid at (0, 1) on move-city.json has two features, its city and its field. */
static void
test_keyboard_meeple (void)
{
  g_autoptr (MlDocument) doc = load_data_file ("move-city.json");
  g_autoptr (MlTurn) turn = ml_turn_new (doc);
  GtkWindow *window;
  Heard h;
  MlBoardView *view = show_turn (doc, turn, &window, &h);
  ml_board_view_set_turn_mode (view, TRUE);
  ml_board_view_set_hand (view, "E");
  key (view, GDK_KEY_Down);
  key (view, GDK_KEY_Down);
  key (view, GDK_KEY_Return);
  g_assert_nonnull (ml_board_view_get_pending (view));
  g_assert_nonnull (strstr (ml_turn_get_instruction (turn), "Space"));
  guint meeples_before = ml_document_get_scenario (doc)->meeples->len;

  /* Space: the city first (catalogue order), said with how to put the meeple. */
  key (view, GDK_KEY_space);
  g_assert_nonnull (strstr (h.status, "(0, 1)"));
  g_assert_nonnull (strstr (h.status, "city"));
  key (view, GDK_KEY_space);
  g_assert_nonnull (strstr (h.status, "field"));
  /* After the last feature, none; then the city again. */
  key (view, GDK_KEY_space);
  g_assert_nonnull (strstr (h.status, "No meeple"));
  key (view, GDK_KEY_space);
  g_assert_nonnull (strstr (h.status, "city"));
  g_assert_cmpuint (h.turns, ==, 0);

  key (view, GDK_KEY_Return);
  g_assert_null (h.refused);
  g_assert_cmpuint (h.turns, ==, 1);
  g_assert_null (ml_board_view_get_pending (view));
  /* The knight completes the 2-tile city at once, scores 4 and comes home. */
  gboolean put = FALSE, scored = FALSE;
  for (guint i = 0; i < h.events->len; i++)
    {
      const MlEvent *ev = &g_array_index (h.events, MlEvent, i);
      put |= ev->kind == ML_EVENT_MEEPLE && ev->x == 0 && ev->y == 1 && ev->player == 0;
      scored |= ev->kind == ML_EVENT_SCORE && ev->item.points == 4;
    }
  g_assert_true (put);
  g_assert_true (scored);
  const MlScenario *scenario = ml_document_get_scenario (doc);
  g_assert_cmpuint (scenario->meeples->len, ==, meeples_before);
  g_assert_cmpint (((const MlScenarioPlayer *) g_ptr_array_index (scenario->players, 0))->score, ==, 4);
  gtk_window_destroy (window);
  heard_clear (&h);
}

int
main (int argc, char **argv)
{
  tu_gtk_log_init ();
  tu_keep_going (&argc, &argv);
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_test_add_func ("/board-view/properties", test_properties);
  g_test_add_func ("/board-view/arrow-rotation", test_arrow_rotation);
  g_test_add_func ("/board-view/laid-tile-in-sight", test_laid_tile_in_sight);
  g_test_add_func ("/board-view/keyboard-meeple", test_keyboard_meeple);
  g_test_add_func ("/board-view/given-turn", test_given_turn);
  g_test_add_func ("/board-view/turn-meeple-step", test_turn_meeple_step);
  g_test_add_func ("/board-view/player-bar-figure", test_player_bar_figure);
  g_test_add_func ("/board-view/figures-left-words", test_figures_left_words);
  g_test_add_func ("/board-view/refusal-selection-accessible", test_refusal_selection_accessible);
  g_test_add_func ("/board-view/piece-menu", test_piece_menu);
  g_test_add_func ("/board-view/pointer-rests-cursor-moves", test_pointer_rests_cursor_moves);
  return g_test_run ();
}
