/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The application's windows under a real display (xvfb-run): open a scenario, lay a tile
 * through the window's actions, undo and redo, save and open again, refuse a broken file,
 * ask before closing with changes. */
#include "config.h"

#include <errno.h>
#include <glib/gstdio.h>
#include <sys/stat.h>
#include <unistd.h>
#include "ml-application.h"
#include "ml-window.h"
#include "ml-window-private.h"
#include "ml-lessons.h"
#include "ml-palette.h"
#include "ml-player-bar.h"
#include "ml-board-view.h"
#include "ml-hints-panel.h"
#include "ml-score-panel.h"
#include "ml-score-item-row.h"
#include "ml-turn-bar.h"
#include "ml-timeline.h"
#include "ml-turn.h"
#include "wonders/ml-wonders.h"
#include "wonders/ml-wonders-scenario.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <string.h>
#include "test-util.h"
#include "test-ui-util.h"

static MlApplication *app;
/* The build's translations, next to this test in the build tree. */
static char *build_locale_dir;

static gboolean
is_loading (MlWindow *window)
{
  gboolean loading;
  g_object_get (window, "loading", &loading, NULL);
  return loading;
}

static gboolean
tick (gpointer data)
{
  (*(guint *) data)++;
  return G_SOURCE_CONTINUE;
}

/* Runs the main loop until the window's load is over, failing after a few seconds rather
 * than hanging. Returns how many times a timer fired meanwhile: proof that the main loop
 * kept running. */
static guint
wait_loaded (MlWindow *window)
{
  guint ticks = 0;
  /* Above every other source, so that it fires whenever the loop turns. */
  guint timer = g_timeout_add_full (G_PRIORITY_HIGH, 5, tick, &ticks, NULL);
  g_assert_true (is_loading (window));
  gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
  while (is_loading (window) && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (is_loading (window));
  /* A few more turns of the loop: the timer proves it turns, and the toast settles. */
  gint64 settle = g_get_monotonic_time () + G_USEC_PER_SEC / 10;
  while ((g_get_monotonic_time () < settle || ticks == 0) && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (timer);
  tu_spin ();
  return ticks;
}

/* Opens @file through the window and waits for it (wait_loaded()). */
static guint
open_and_wait (MlWindow *window, GFile *file)
{
  ml_window_open_file (window, file);
  return wait_loaded (window);
}

/* The labels shown under @root, "\n"-separated. */
static void
collect_labels (GtkWidget *root, GString *out)
{
  if (GTK_IS_LABEL (root) && gtk_widget_get_visible (root))
    g_string_append_printf (out, "%s\n", gtk_label_get_label (GTK_LABEL (root)));
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    collect_labels (c, out);
}

/* Whether a toast in @window says something with @text in it. */
static gboolean
toast_says (MlWindow *window, const char *text)
{
  g_autoptr (GString) labels = g_string_new (NULL);
  GtkWidget *overlay = tu_find_type (GTK_WIDGET (window), ADW_TYPE_TOAST_OVERLAY);
  g_assert_nonnull (overlay);
  /* The overlay's first child is the window's content; the toasts come after it. */
  for (GtkWidget *c = gtk_widget_get_next_sibling (gtk_widget_get_first_child (overlay)); c;
       c = gtk_widget_get_next_sibling (c))
    collect_labels (c, labels);
  g_test_message ("toasts: %s", labels->str);
  return strstr (labels->str, text) != NULL;
}

static char *
copy_example (const char *dir)
{
  g_autofree char *source = g_build_filename (g_getenv ("TESTS_DATA"), "..", "..", "data", "scenarios", "first-look.json", NULL);
  g_autofree char *text = NULL;
  gsize length;
  g_assert_true (g_file_get_contents (source, &text, &length, NULL));
  char *path = g_build_filename (dir, "first-look.json", NULL);
  g_assert_true (g_file_set_contents (path, text, (gssize) length, NULL));
  return path;
}

static guint
n_pieces (MlWindow *window)
{
  return ml_document_get_scenario (ml_window_get_document (window))->pieces->len;
}

/* The first widget under @root that activates @action (a full name, "win.undo") and, when
 * @mapped, shows; or NULL. */
static GtkWidget *
find_actionable_in (GtkWidget *root, const char *action, gboolean mapped)
{
  if (GTK_IS_ACTIONABLE (root) && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (root)), action) == 0
      && (!mapped || gtk_widget_get_mapped (root)))
    return root;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_actionable_in (c, action, mapped);
      if (found)
        return found;
    }
  return NULL;
}

/* The widget under @root that activates @action: the first that shows (a switch with a
 * long and a short form shows one of them), else the first. */
static GtkWidget *
find_actionable (GtkWidget *root, const char *action)
{
  GtkWidget *shown = find_actionable_in (root, action, TRUE);
  return shown ? shown : find_actionable_in (root, action, FALSE);
}

/* Whether win.@action is enabled, as the button that activates it shows. */
static gboolean
enabled (MlWindow *window, const char *action)
{
  g_autofree char *name = g_strconcat ("win.", action, NULL);
  GtkWidget *button = find_actionable (GTK_WIDGET (window), name);
  g_assert_nonnull (button);
  return gtk_widget_get_sensitive (button);
}

static gboolean
get_boolean (gpointer object, const char *property)
{
  gboolean value;
  g_object_get (object, property, &value, NULL);
  return value;
}

static void
test_starts_on_example (void)
{
  MlWindow *window = tu_open_window (app);
  /* The built-in example, as a copy tied to no file. */
  g_assert_cmpuint (n_pieces (window), ==, 6);
  g_assert_null (ml_document_get_file (ml_window_get_document (window)));
  g_assert_false (ml_document_get_modified (ml_window_get_document (window)));
  g_assert_cmpint (ml_document_get_final (ml_window_get_document (window), 0), ==, 15);
  gtk_window_destroy (GTK_WINDOW (window));
  tu_spin ();
}

static void
test_place_undo_redo (void)
{
  MlWindow *window = tu_open_window (app);
  MlDocument *doc = ml_window_get_document (window);
  g_assert_false (enabled (window, "undo"));
  tu_activate (window, "place", g_variant_new ("(siii)", "U", 2, 0, 90));
  g_assert_cmpuint (n_pieces (window), ==, 7);
  g_assert_true (ml_document_get_modified (doc));
  g_assert_true (enabled (window, "undo"));
  /* A taken square changes nothing. */
  tu_activate (window, "place", g_variant_new ("(siii)", "U", 2, 0, 0));
  g_assert_cmpuint (n_pieces (window), ==, 7);
  tu_activate (window, "undo", NULL);
  g_assert_cmpuint (n_pieces (window), ==, 6);
  g_assert_false (ml_document_get_modified (doc));
  g_assert_true (enabled (window, "redo"));
  tu_activate (window, "redo", NULL);
  g_assert_cmpuint (n_pieces (window), ==, 7);
  /* Turning a piece with the keyboard cursor: R acts on the piece under the cursor. */
  tu_activate (window, "overlay", NULL);
  g_assert_true (get_boolean (window, "overlay"));
  /* The header bar's toggle shows the action's state. */
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (find_actionable (GTK_WIDGET (window), "win.overlay"))));
  ml_document_undo (doc);
  gtk_window_destroy (GTK_WINDOW (window));
  tu_spin ();
}

static void
test_save_and_reload (void)
{
  g_autofree char *dir = g_dir_make_tmp ("meeple-lab-ui-XXXXXX", NULL);
  g_autofree char *path = copy_example (dir);
  g_autoptr (GFile) file = g_file_new_for_path (path);

  MlWindow *window = tu_open_window (app);
  open_and_wait (window, file);
  g_assert_true (g_file_equal (ml_document_get_file (ml_window_get_document (window)), file));
  tu_activate (window, "place", g_variant_new ("(siii)", "B", 3, 3, 0));
  tu_activate (window, "save", NULL);
  g_assert_false (ml_document_get_modified (ml_window_get_document (window)));
  g_autofree char *saved = ml_scenario_to_json (ml_document_get_scenario (ml_window_get_document (window)));

  MlWindow *again = ml_window_new (app);
  gtk_window_present (GTK_WINDOW (again));
  tu_spin ();
  open_and_wait (again, file);
  g_assert_cmpuint (n_pieces (again), ==, 7);
  g_autofree char *reloaded = ml_scenario_to_json (ml_document_get_scenario (ml_window_get_document (again)));
  g_assert_cmpstr (saved, ==, reloaded);

  gtk_window_destroy (GTK_WINDOW (window));
  gtk_window_destroy (GTK_WINDOW (again));
  tu_spin ();
  g_unlink (path);
  g_rmdir (dir);
}

static AdwMessageDialog *find_message_dialog (void);

/* A save that fails says why in a dialog, whole: a toast cut the reason off. */
static void
test_save_failure_says_why (void)
{
  g_autofree char *dir = g_dir_make_tmp ("meeple-lab-ui-XXXXXX", NULL);
  g_autofree char *path = copy_example (dir);
  g_autoptr (GFile) file = g_file_new_for_path (path);

  MlWindow *window = tu_open_window (app);
  open_and_wait (window, file);
  /* The folder gone, the save cannot write beside the file. */
  g_unlink (path);
  g_rmdir (dir);
  tu_activate (window, "place", g_variant_new ("(siii)", "B", 3, 3, 0));
  tu_activate (window, "save", NULL);
  tu_spin ();
  g_assert_true (ml_document_get_modified (ml_window_get_document (window)));
  AdwMessageDialog *dialog = find_message_dialog ();
  g_assert_nonnull (dialog);
  if (dialog)
    {
      g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Could Not Save");
      const char *body = adw_message_dialog_get_body (dialog);
      g_assert_nonnull (strstr (body, path));
      g_assert_nonnull (strstr (body, g_strerror (ENOENT)));
      g_assert_cmpstr (adw_message_dialog_get_close_response (dialog), ==, "close");
      gtk_window_destroy (GTK_WINDOW (dialog));
      tu_spin ();
    }
  tu_close_window (window);
}

/* The file chooser that Save As opened (GTK's own dialog: the tests have no portal), or NULL. */
static GtkFileChooser *
find_file_chooser (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  GtkFileChooser *chooser = NULL;
  for (guint i = 0; i < g_list_model_get_n_items (toplevels) && chooser == NULL; i++)
    {
      GObject *w = g_list_model_get_item (toplevels, i);
      if (GTK_IS_FILE_CHOOSER_DIALOG (w) && gtk_widget_get_visible (GTK_WIDGET (w)))
        chooser = GTK_FILE_CHOOSER (w);
      g_object_unref (w);
    }
  return chooser;
}

/* Saved as into a folder nobody may write in (/sys refuses even the superuser), the
 * dialog names the file and gives the system's reason whole, and the board stays unsaved. */
static void
test_save_unwritable_folder (void)
{
  MlWindow *window = tu_open_window (app);
  tu_activate (window, "place", g_variant_new ("(siii)", "B", 3, 3, 0));
  tu_activate (window, "save-as", NULL);
  GtkFileChooser *chooser = NULL;
  gint64 deadline = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;
  while ((chooser = find_file_chooser ()) == NULL && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, FALSE);
  g_assert_nonnull (chooser);
  const char *path = "/sys/meeple-lab-unwritable.json";
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GFile) folder = g_file_get_parent (file);
  g_assert_true (gtk_file_chooser_set_current_folder (chooser, folder, NULL));
  gtk_file_chooser_set_current_name (chooser, "meeple-lab-unwritable.json");
  gtk_dialog_response (GTK_DIALOG (chooser), GTK_RESPONSE_ACCEPT);
  tu_spin ();
  AdwMessageDialog *dialog = NULL;
  while ((dialog = find_message_dialog ()) == NULL && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, FALSE);
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Could Not Save");
  const char *body = adw_message_dialog_get_body (dialog);
  g_test_message ("the dialog says: %s", body);
  g_assert_nonnull (strstr (body, path));
  g_assert_nonnull (strstr (body, g_strerror (EACCES)));
  g_assert_false (g_file_query_exists (file, NULL));
  g_assert_true (ml_document_get_modified (ml_window_get_document (window)));
  g_assert_null (ml_document_get_file (ml_window_get_document (window)));
  gtk_window_destroy (GTK_WINDOW (dialog));
  tu_spin ();
  tu_close_window (window);
}

static void
test_broken_file_keeps_board (void)
{
  g_autofree char *dir = g_dir_make_tmp ("meeple-lab-ui-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "broken.json", NULL);
  g_assert_true (g_file_set_contents (path, "{ \"format\": \"meeple-lab-scenario\", ", -1, NULL));
  g_autoptr (GFile) file = g_file_new_for_path (path);

  MlWindow *window = tu_open_window (app);
  tu_activate (window, "place", g_variant_new ("(siii)", "B", 3, 3, 0));
  g_autofree char *before = ml_scenario_to_json (ml_document_get_scenario (ml_window_get_document (window)));
  open_and_wait (window, file);
  g_assert_true (toast_says (window, path));
  g_autofree char *after = ml_scenario_to_json (ml_document_get_scenario (ml_window_get_document (window)));
  g_assert_cmpstr (before, ==, after);
  g_assert_true (ml_document_get_modified (ml_window_get_document (window)));
  ml_document_undo (ml_window_get_document (window));
  gtk_window_destroy (GTK_WINDOW (window));
  tu_spin ();
  g_unlink (path);
  g_rmdir (dir);
}

/* Drops @file on the window as a file manager would. */
static void
drop_file (MlWindow *window, GFile *file)
{
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (window));
  GtkDropTarget *target = NULL;
  for (guint i = 0; i < g_list_model_get_n_items (controllers) && target == NULL; i++)
    {
      g_autoptr (GObject) c = g_list_model_get_item (controllers, i);
      if (GTK_IS_DROP_TARGET (c))
        target = GTK_DROP_TARGET (c);
    }
  g_assert_nonnull (target);
  GSList *files = g_slist_prepend (NULL, file);
  g_auto (GValue) value = G_VALUE_INIT;
  g_value_init (&value, GDK_TYPE_FILE_LIST);
  g_value_take_boxed (&value, gdk_file_list_new_from_list (files));
  g_slist_free (files);
  gboolean taken = FALSE;
  g_signal_emit_by_name (target, "drop", &value, 10.0, 10.0, &taken);
  g_assert_true (taken);
}

/* Hostile files, opened or dropped: each refused in a toast that names the file, quickly,
 * with the main loop turning all along and the board as it was. */
static void
test_hostile_files_keep_board (void)
{
  g_autofree char *dir = g_dir_make_tmp ("meeple-lab-ui-XXXXXX", NULL);
  g_autofree char *fifo = g_build_filename (dir, "pipe.json", NULL);
  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  g_autofree char *zero = g_build_filename (dir, "zero.json", NULL);
  g_assert_cmpint (symlink ("/dev/zero", zero), ==, 0);
  g_autofree char *deep = g_build_filename (dir, "deep.json", NULL);
  {
    GString *text = g_string_new ("{ \"format\": \"meeple-lab-scenario\", \"version\": 1, /* ");
    for (int i = 0; i < 100000; i++)
      g_string_append_c (text, '[');
    g_string_append (text, " */ \"x\": ");
    for (int i = 0; i < 100000; i++)
      g_string_append_c (text, '[');
    g_assert_true (g_file_set_contents (deep, text->str, (gssize) text->len, NULL));
    g_string_free (text, TRUE);
  }

  MlWindow *window = tu_open_window (app);
  MlDocument *doc = ml_window_get_document (window);
  g_autofree char *before = ml_scenario_to_json (ml_document_get_scenario (doc));
  const char *paths[] = { fifo, zero, deep };
  for (guint i = 0; i < G_N_ELEMENTS (paths); i++)
    for (int dropped = 0; dropped < 2; dropped++)
      {
        g_autoptr (GFile) file = g_file_new_for_path (paths[i]);
        gint64 start = g_get_monotonic_time ();
        guint ticks;
        if (dropped)
          {
            drop_file (window, file);
            ticks = wait_loaded (window);
          }
        else
          ticks = open_and_wait (window, file);
        g_test_message ("%s: %u ticks in %" G_GINT64_FORMAT " us", paths[i], ticks, g_get_monotonic_time () - start);
        g_assert_cmpint (g_get_monotonic_time () - start, <, 5 * G_USEC_PER_SEC);
        g_assert_cmpuint (ticks, >, 0);
        g_assert_true (toast_says (window, paths[i]));
        g_autofree char *after = ml_scenario_to_json (ml_document_get_scenario (doc));
        g_assert_cmpstr (before, ==, after);
        g_assert_null (ml_document_get_file (doc));
        g_assert_cmpuint (n_pieces (window), ==, 6);
      }
  gtk_window_destroy (GTK_WINDOW (window));
  tu_spin ();
  g_unlink (fifo);
  g_unlink (zero);
  g_unlink (deep);
  g_rmdir (dir);
}

/* A JCloisterZone game, opened or dropped, comes in imported at its last move, with no
 * file of its own: Save then asks where to write the scenario. */
static void
test_open_jcz (void)
{
  g_autofree char *path = tu_data_path ("jcz/base-farmers.jcz");
  g_autoptr (GFile) file = g_file_new_for_path (path);
  MlWindow *window = tu_open_window (app);
  MlDocument *doc = ml_window_get_document (window);
  for (int dropped = 0; dropped < 2; dropped++)
    {
      /* The second time the board is emptied first, so that the drop has to fill it. */
      if (dropped)
        {
          tu_activate (window, "new", NULL);
          tu_spin ();
          g_assert_cmpuint (n_pieces (window), <, 9);
          drop_file (window, file);
          wait_loaded (window);
        }
      else
        open_and_wait (window, file);
      g_assert_cmpuint (n_pieces (window), ==, 9);
      g_assert_null (ml_document_get_file (doc));
      g_assert_false (ml_document_get_modified (doc));
      g_assert_cmpint (ml_document_get_final (doc, 0), ==, 11);
      g_assert_cmpint (ml_document_get_final (doc, 1), ==, 11);
    }
  gtk_window_destroy (GTK_WINDOW (window));
  tu_spin ();
}

static gboolean bound_on (GtkWidget *widget, const char *accel);

/* The message dialog in front, or NULL. */
static AdwMessageDialog *
find_message_dialog (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  AdwMessageDialog *dialog = NULL;
  for (guint i = 0; i < g_list_model_get_n_items (toplevels) && dialog == NULL; i++)
    {
      GObject *w = g_list_model_get_item (toplevels, i);
      if (ADW_IS_MESSAGE_DIALOG (w) && gtk_widget_get_visible (GTK_WIDGET (w)))
        dialog = ADW_MESSAGE_DIALOG (w);
      g_object_unref (w);
    }
  return dialog;
}

static gboolean
has_message_dialog (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  gboolean found = FALSE;
  for (guint i = 0; i < g_list_model_get_n_items (toplevels) && !found; i++)
    {
      GObject *w = g_list_model_get_item (toplevels, i);
      found = ADW_IS_MESSAGE_DIALOG (w);
      g_object_unref (w);
    }
  return found;
}

/* The text the timeline shows, "" when it is hidden. */
static char *
timeline_text (MlWindow *window)
{
  GtkWidget *timeline = tu_find_type (GTK_WIDGET (window), ML_TYPE_TIMELINE);
  g_assert_nonnull (timeline);
  GString *labels = g_string_new (NULL);
  if (gtk_widget_get_visible (timeline))
    collect_labels (timeline, labels);
  return g_string_free (labels, FALSE);
}

/* The timeline under the board: shown for a game record only; its buttons, the slider and
 * Alt+Left/Right step through the moves, each an undo step, the scores following. */
static void
test_timeline (void)
{
  MlWindow *window = tu_open_window (app);
  g_autofree char *none = timeline_text (window);
  g_assert_cmpstr (none, ==, "");

  g_autofree char *path = tu_data_path ("jcz/base-farmers.jcz");
  g_autoptr (GFile) file = g_file_new_for_path (path);
  open_and_wait (window, file);
  MlDocument *doc = ml_window_get_document (window);
  g_autofree char *end = timeline_text (window);
  g_assert_cmpstr (end, ==, "Move 8 of 8\n");
  /* A tile put by hand is no move of the record: the timeline does not claim it is. */
  g_assert_true (ml_document_place_piece (doc, "B", 10, 10, 0, NULL));
  tu_spin ();
  g_autofree char *edited = timeline_text (window);
  g_assert_cmpstr (edited, ==, "Move 8 of 8 (edited)\n");
  GtkWidget *line = tu_find_type (GTK_WIDGET (window), ML_TYPE_TIMELINE);
  g_assert_true (gtk_widget_activate_action (line, "timeline.last", NULL));
  tu_spin ();
  g_autofree char *restored = timeline_text (window);
  g_assert_cmpstr (restored, ==, "Move 8 of 8\n");
  g_assert_cmpuint (n_pieces (window), ==, 9);
  /* That was one undo step, as going to any move is; one more takes back the tile. */
  g_assert_true (ml_document_undo (doc));
  g_assert_true (ml_document_undo (doc));
  tu_spin ();
  g_autofree char *unedited = timeline_text (window);
  g_assert_cmpstr (unedited, ==, "Move 8 of 8\n");
  GtkWidget *timeline = tu_find_type (GTK_WIDGET (window), ML_TYPE_TIMELINE);
  GtkWidget *next = find_actionable (timeline, "timeline.next");
  GtkWidget *previous = find_actionable (timeline, "timeline.previous");
  g_assert_false (gtk_widget_is_sensitive (next));
  g_assert_true (gtk_widget_is_sensitive (previous));

  /* The board keeps its arrows, but leaves Alt+arrow to the window's timeline. */
  GtkWidget *board = tu_find_type (GTK_WIDGET (window), ML_TYPE_BOARD_VIEW);
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (board);
  GtkEventController *keys = NULL;
  for (guint i = 0; i < g_list_model_get_n_items (controllers) && keys == NULL; i++)
    {
      g_autoptr (GObject) c = g_list_model_get_item (controllers, i);
      if (GTK_IS_EVENT_CONTROLLER_KEY (c))
        keys = GTK_EVENT_CONTROLLER (c);
    }
  g_assert_nonnull (keys);
  gboolean handled = TRUE;
  g_signal_emit_by_name (keys, "key-pressed", GDK_KEY_Left, 0, GDK_ALT_MASK, &handled);
  g_assert_false (handled);
  g_signal_emit_by_name (keys, "key-pressed", GDK_KEY_Left, 0, 0, &handled);
  g_assert_true (handled);
  g_assert_true (bound_on (GTK_WIDGET (window), "<Alt>Left"));

  tu_activate (window, "move-previous", NULL);
  g_autofree char *seven = timeline_text (window);
  g_assert_cmpstr (seven, ==, "Move 7 of 8\n");
  g_assert_cmpuint (n_pieces (window), ==, 8);
  /* Before move 8 Bob had not closed the road: 4 and 0 on the track. */
  g_assert_cmpint (ml_document_get_scenario (doc)->players->len, ==, 2);
  g_assert_cmpint (((MlScenarioPlayer *) g_ptr_array_index (ml_document_get_scenario (doc)->players, 1))->score, ==, 0);

  /* The first-move button, then the slider to move 3. */
  g_assert_true (gtk_widget_activate_action (timeline, "timeline.first", NULL));
  tu_spin ();
  g_autofree char *start = timeline_text (window);
  g_assert_cmpstr (start, ==, "Move 0 of 8\n");
  g_assert_cmpuint (n_pieces (window), ==, 1);
  g_assert_false (gtk_widget_is_sensitive (previous));
  GtkRange *range = GTK_RANGE (tu_find_type (timeline, GTK_TYPE_SCALE));
  gtk_range_set_value (range, 3);
  tu_spin ();
  g_autofree char *three = timeline_text (window);
  g_assert_cmpstr (three, ==, "Move 3 of 8\n");
  g_assert_cmpint (ml_document_get_final (doc, 0), ==, 6);

  /* A turn played here would go on from move 3 in place of the five later moves: asked
   * first. Cancel keeps them and the tile laid; Drop plays the turn, and an undo brings
   * them back. */
  tu_activate (window, "turn-mode", NULL);
  MlTurn *turn = ml_window_get_turn (window);
  g_assert_true (ml_turn_set_hand (turn, "B", NULL));
  g_assert_true (ml_turn_lay (turn, 0, 1, NULL));
  g_assert_true (ml_turn_finish (turn, NULL));
  tu_spin ();
  AdwMessageDialog *ask = find_message_dialog ();
  g_assert_nonnull (ask);
  g_assert_cmpstr (adw_message_dialog_get_heading (ask), ==, "Drop the 5 Later Moves?");
  g_assert_true (adw_message_dialog_has_response (ask, "drop") && adw_message_dialog_has_response (ask, "cancel"));
  g_assert_cmpstr (adw_message_dialog_get_close_response (ask), ==, "cancel");
  g_assert_true (ml_turn_is_asking_drop (turn));
  g_autofree char *asking = timeline_text (window);
  g_assert_cmpstr (asking, ==, "Move 3 of 8\n");
  /* As its button does: the answer, then the dialog goes. */
  adw_message_dialog_response (ask, "cancel");
  gtk_window_destroy (GTK_WINDOW (ask));
  tu_spin ();
  g_assert_null (find_message_dialog ());
  g_autofree char *kept = timeline_text (window);
  g_assert_cmpstr (kept, ==, "Move 3 of 8\n");
  g_assert_cmpint (ml_turn_get_step (turn), ==, ML_TURN_STEP_MEEPLE);
  g_assert_true (ml_turn_finish (turn, NULL));
  tu_spin ();
  ask = find_message_dialog ();
  g_assert_nonnull (ask);
  adw_message_dialog_response (ask, "drop");
  gtk_window_destroy (GTK_WINDOW (ask));
  tu_spin ();
  g_assert_false (ml_turn_is_asking_drop (turn));
  g_autofree char *four = timeline_text (window);
  g_assert_cmpstr (four, ==, "Move 4 of 4\n");
  tu_activate (window, "undo", NULL);
  tu_activate (window, "turn-mode", NULL);
  g_autofree char *again = timeline_text (window);
  g_assert_cmpstr (again, ==, "Move 3 of 8\n");

  tu_activate (window, "move-next", NULL);
  g_assert_cmpuint (n_pieces (window), ==, 5);

  /* Each step was one edit: undoing them all comes back to the end of the game. */
  while (ml_document_can_undo (doc))
    tu_activate (window, "undo", NULL);
  g_autofree char *back = timeline_text (window);
  g_assert_cmpstr (back, ==, "Move 8 of 8\n");
  g_assert_cmpuint (n_pieces (window), ==, 9);

  gtk_window_destroy (GTK_WINDOW (window));
  tu_spin ();
}

/* A new open cancels the one still going on: only the latest file speaks. */
static void
test_open_cancels_previous (void)
{
  g_autofree char *dir = g_dir_make_tmp ("meeple-lab-ui-XXXXXX", NULL);
  g_autofree char *path = copy_example (dir);
  g_autofree char *broken = g_build_filename (dir, "broken.json", NULL);
  g_assert_true (g_file_set_contents (broken, "{ oops", -1, NULL));
  g_autoptr (GFile) good = g_file_new_for_path (path);
  g_autoptr (GFile) bad = g_file_new_for_path (broken);

  MlWindow *window = tu_open_window (app);
  /* The broken file first, then at once the good one: the first is cancelled, says nothing. */
  /* The keyboard is elsewhere (a menu or a button had it): after the load, the board has it. */
  GtkWidget *board = tu_find_type (GTK_WIDGET (window), ML_TYPE_BOARD_VIEW);
  g_assert_true (gtk_widget_grab_focus (find_actionable (GTK_WIDGET (window), "win.add-player")));
  g_assert_false (gtk_widget_has_focus (board));
  ml_window_open_file (window, bad);
  open_and_wait (window, good);
  g_assert_true (g_file_equal (ml_document_get_file (ml_window_get_document (window)), good));
  g_assert_true (gtk_widget_has_focus (board));
  g_assert_false (toast_says (window, broken));
  /* The other way round: the good file is dropped, the broken one refused. */
  ml_window_open_file (window, good);
  g_autofree char *before = ml_scenario_to_json (ml_document_get_scenario (ml_window_get_document (window)));
  open_and_wait (window, bad);
  g_assert_true (toast_says (window, broken));
  g_autofree char *after = ml_scenario_to_json (ml_document_get_scenario (ml_window_get_document (window)));
  g_assert_cmpstr (before, ==, after);
  /* A window closed with a load going on goes quietly. */
  ml_window_open_file (window, good);
  gtk_window_destroy (GTK_WINDOW (window));
  tu_spin ();
  g_unlink (path);
  g_unlink (broken);
  g_rmdir (dir);
}

static void
test_close_asks_first (void)
{
  MlWindow *window = tu_open_window (app);
  tu_activate (window, "place", g_variant_new ("(siii)", "B", 3, 3, 0));
  gtk_window_close (GTK_WINDOW (window));
  tu_spin ();
  /* Still there, with the question in front of it. */
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (window)));
  g_assert_true (has_message_dialog ());
  GListModel *toplevels = gtk_window_get_toplevels ();
  AdwMessageDialog *dialog = NULL;
  for (guint i = 0; i < g_list_model_get_n_items (toplevels) && dialog == NULL; i++)
    {
      GObject *w = g_list_model_get_item (toplevels, i);
      if (ADW_IS_MESSAGE_DIALOG (w))
        dialog = ADW_MESSAGE_DIALOG (w);
      g_object_unref (w);
    }
  g_assert_nonnull (dialog);
  /* "Discard" lets the window go. */
  adw_message_dialog_response (dialog, "discard");
  tu_spin ();
  g_assert_false (has_message_dialog ());
}

/* Every built-in lesson opens as a copy tied to no file, in the user's language; the
 * browser comes up from the window's action. */
static void
test_lessons (void)
{
  g_autoptr (GPtrArray) lessons = ml_lessons_list ();
  g_assert_cmpuint (lessons->len, >=, 16);
  MlWindow *window = tu_open_window (app);
  MlDocument *doc = ml_window_get_document (window);
  /* A new window starts on the first lesson. */
  g_assert_cmpstr (ml_document_get_scenario (doc)->title, ==, ((MlLesson *) g_ptr_array_index (lessons, 0))->title);
  for (guint i = 0; i < lessons->len; i++)
    {
      const MlLesson *lesson = g_ptr_array_index (lessons, i);
      g_assert_nonnull (lesson->description);
      g_assert_cmpstr (lesson->description, !=, "");
      gsize length;
      g_autofree char *json = ml_lesson_dup_json (lesson, &length);
      g_assert_nonnull (json);
      g_autoptr (GError) error = NULL;
      g_assert_true (ml_document_load_data (doc, json, length, lesson->title, &error));
      g_assert_no_error (error);
      g_assert_null (ml_document_get_file (doc));
    }
  tu_activate (window, "lessons", NULL);
  GListModel *toplevels = gtk_window_get_toplevels ();
  GtkWindow *browser = NULL;
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      GtkWindow *w = g_list_model_get_item (toplevels, i);
      if (gtk_window_get_transient_for (w) == GTK_WINDOW (window))
        browser = w;
      g_object_unref (w);
    }
  g_assert_nonnull (browser);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (browser)));
  gtk_window_destroy (browser);
  gtk_window_destroy (GTK_WINDOW (window));
  tu_spin ();
}

/* An edit on a 500-tile board, with every widget that listens to the document (score panel,
 * palette, player bar, board view) brought up to date; printed, not asserted. */
static void
test_edit_500 (void)
{
  g_autoptr (MlScenario) scenario = tu_random_scenario (500, 7);
  g_autofree char *json = ml_scenario_to_json (scenario);

  MlWindow *window = ml_window_new (app);
  gtk_window_present (GTK_WINDOW (window));
  MlDocument *doc = ml_window_get_document (window);
  g_assert_true (ml_document_load_data (doc, json, strlen (json), "500", NULL));
  tu_spin ();
  double total = 0, worst = 0;
  for (int i = 0; i < 20; i++)
    {
      MlFrontierView frontier;
      ml_board_frontier_view (ml_document_get_game (doc)->board, &frontier);
      gint64 start = g_get_monotonic_time ();
      g_assert_true (ml_document_place_piece (doc, "B", frontier.at[0].x, frontier.at[0].y, 0, NULL));
      double ms = (double) (g_get_monotonic_time () - start) / 1000.0;
      total += ms;
      worst = MAX (worst, ms);
      tu_spin ();
    }
  g_assert_cmpuint (ml_document_get_scenario (doc)->pieces->len, ==, 520);
  g_test_message ("edit on a 500-tile board with the window up to date: mean %.2f ms, max %.2f ms",
                  total / 20, worst);
  g_test_minimized_result (total / 20, "edit, mean ms");
  gtk_window_destroy (GTK_WINDOW (window));
  tu_spin ();
}

/* The label under @root that reads @text, or NULL. */
static GtkWidget *
find_label (GtkWidget *root, const char *text)
{
  if (GTK_IS_LABEL (root) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (root)), text) == 0)
    return root;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_label (c, text);
      if (found)
        return found;
    }
  return NULL;
}

/* Flow box children under @root whose tooltip holds @text. */
static guint
count_tooltips (GtkWidget *root, const char *text)
{
  guint n = 0;
  const char *tip = gtk_widget_get_tooltip_text (root);
  if (GTK_IS_FLOW_BOX_CHILD (root) && tip && strstr (tip, text))
    n++;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    n += count_tooltips (c, text);
  return n;
}

/* The Wonders toggle: the palette shows the twelve wonders with what each does, the score
 * panel its Wonders section, and a wonder laid from the window belongs to the chosen player. */
static void
test_wonders (void)
{
  MlWindow *window = tu_open_window (app);
  MlDocument *doc = ml_window_get_document (window);
  GtkWidget *palette = tu_find_type (GTK_WIDGET (window), ML_TYPE_PALETTE);
  g_assert_nonnull (palette);
  GtkWidget *heading = find_label (palette, "Wonders of Humanity");
  g_assert_nonnull (heading);
  g_assert_false (gtk_widget_is_visible (heading));
  g_assert_false (ml_document_get_scenario (doc)->expansions & ML_EXPANSION_WONDERS);

  tu_activate (window, "expansion-wonders", NULL);
  g_assert_true (ml_document_get_scenario (doc)->expansions & ML_EXPANSION_WONDERS);
  g_assert_true (get_boolean (window, "expansion-wonders"));
  g_assert_true (gtk_widget_is_visible (heading));
  /* Each wonder by its name, with its effect in the tooltip. */
  g_assert_cmpuint (count_tooltips (palette, "Taj Mahal\n"), ==, 1);
  g_assert_cmpuint (count_tooltips (palette, "Great Wall of China\n"), ==, 1);
  g_assert_cmpuint (count_tooltips (palette, "At the end, its owner scores"), ==, 4);
  /* The River's group offers the box's faces, not the 1st edition's ends kept for
   * imported games (count 0). */
  g_assert_cmpuint (count_tooltips (palette, "River spring with a curved road\n"), ==, 1);
  g_assert_cmpuint (count_tooltips (palette, "(1st edition)\n"), ==, 0);
  g_assert_nonnull (find_label (palette, "Taj Mahal  0/1"));
  GSettings *settings = ml_application_get_settings (app);
  if (settings)
    {
      g_auto (GStrv) ids = g_settings_get_strv (settings, "default-expansions");
      g_assert_true (g_strv_contains ((const char *const *) ids, "wonders"));
    }
  GtkWidget *panel = tu_find_type (GTK_WIDGET (window), ML_TYPE_SCORE_PANEL);
  GtkWidget *section = find_label (panel, "Wonders");
  g_assert_nonnull (section);
  g_assert_true (gtk_widget_is_visible (section));

  /* Laid from the window, the wonder is the chosen player's (the first). */
  tu_activate (window, "place", g_variant_new ("(siii)", "tikal", 10, 10, 0));
  const MlScenario *scenario = ml_document_get_scenario (doc);
  const MlScenarioPiece *laid = g_ptr_array_index (scenario->pieces, scenario->pieces->len - 1);
  g_assert_cmpstr (laid->tile, ==, "tikal");
  g_assert_cmpint (laid->owner, ==, 0);
  g_auto (GStrv) wonders = ml_wonders_scenario_held (scenario, 0);
  g_assert_true (wonders && g_strv_contains ((const char *const *) wonders, "tikal"));
  g_assert_nonnull (find_label (panel, "Tikal laid"));

  /* Turn mode shows whose turn it is. */
  tu_activate (window, "turn-mode", NULL);
  g_autofree char *to_move = g_strdup_printf ("%s to move",
                                              ((MlScenarioPlayer *) g_ptr_array_index (scenario->players, scenario->turn))->name);
  GtkWidget *turn_label = find_label (GTK_WIDGET (window), to_move);
  g_assert_nonnull (turn_label);
  g_assert_true (gtk_widget_is_visible (turn_label));
  tu_activate (window, "turn-mode", NULL);

  /* Off again: the group hides. */
  tu_activate (window, "expansion-wonders", NULL);
  g_assert_false (gtk_widget_is_visible (heading));
  g_assert_false (gtk_widget_is_visible (section));
  gtk_window_destroy (GTK_WINDOW (window));
  tu_spin ();
  if (settings)
    g_settings_reset (settings, "default-expansions");
}

/* The switches are property actions: the window's property, the header bar's toggle and the
 * widget they show agree whichever way the switch is thrown. */
static void
test_switches (void)
{
  GSettings *settings = ml_application_get_settings (app);
  if (settings)
    g_settings_reset (settings, "overlay");
  MlWindow *window = tu_open_window (app);
  GtkWidget *panel = tu_find_type (GTK_WIDGET (window), ML_TYPE_SCORE_PANEL);
  GtkWidget *panel_toggle = find_actionable (GTK_WIDGET (window), "win.panel");
  g_assert_true (gtk_widget_is_visible (panel));
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (panel_toggle)));
  tu_activate (window, "panel", NULL);
  g_assert_false (gtk_widget_is_visible (panel));
  g_assert_false (get_boolean (window, "show-panel"));
  g_assert_false (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (panel_toggle)));
  /* Set as a property, the action follows. */
  g_object_set (window, "show-panel", TRUE, NULL);
  tu_spin ();
  g_assert_true (gtk_widget_is_visible (panel));
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (panel_toggle)));

  GtkWidget *turn_bar = tu_find_type (GTK_WIDGET (window), ML_TYPE_TURN_BAR);
  g_assert_false (gtk_widget_is_visible (turn_bar));
  tu_activate (window, "turn-mode", NULL);
  g_assert_true (get_boolean (window, "turn-mode"));
  g_assert_true (gtk_widget_is_visible (turn_bar));
  tu_activate (window, "turn-mode", NULL);
  g_assert_false (gtk_widget_is_visible (turn_bar));

  /* Choosing a tile from the palette leaves the meeples mode. */
  GtkWidget *meeples = find_actionable (GTK_WIDGET (window), "win.meeples");
  tu_activate (window, "meeples", NULL);
  g_assert_true (get_boolean (window, "meeples"));
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (meeples)));
  g_signal_emit_by_name (tu_find_type (GTK_WIDGET (window), ML_TYPE_PALETTE), "tile-chosen", "B");
  tu_spin ();
  g_assert_false (get_boolean (window, "meeples"));
  g_assert_false (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (meeples)));

  /* Presenter mode: the board and the score panel only, until F11 again. */
  GtkWidget *header = tu_find_type (GTK_WIDGET (window), ADW_TYPE_HEADER_BAR);
  GtkWidget *palette = tu_find_type (GTK_WIDGET (window), ML_TYPE_PALETTE);
  GtkWidget *player_bar = tu_find_type (GTK_WIDGET (window), ML_TYPE_PLAYER_BAR);
  GtkWidget *board = tu_find_type (GTK_WIDGET (window), ML_TYPE_BOARD_VIEW);
  g_assert_true (gtk_widget_is_visible (header) && gtk_widget_is_visible (palette) && gtk_widget_is_visible (player_bar));
  tu_activate (window, "presenter", NULL);
  g_assert_true (get_boolean (window, "presenting"));
  g_assert_false (gtk_widget_is_visible (header));
  g_assert_false (gtk_widget_is_visible (palette));
  g_assert_false (gtk_widget_is_visible (player_bar));
  g_assert_true (gtk_widget_is_visible (board));
  g_assert_true (gtk_widget_is_visible (panel));
  tu_activate (window, "presenter", NULL);
  g_assert_true (gtk_widget_is_visible (header) && gtk_widget_is_visible (palette) && gtk_widget_is_visible (player_bar));

  /* The expansions' state is the document's. */
  MlDocument *doc = ml_window_get_document (window);
  g_assert_false (get_boolean (window, "expansion-river"));
  g_assert_true (ml_document_set_expansions (doc, ml_document_get_scenario (doc)->expansions | ML_EXPANSION_RIVER, NULL));
  g_assert_true (get_boolean (window, "expansion-river"));
  ml_document_undo (doc);
  g_assert_false (get_boolean (window, "expansion-river"));

  /* The connections overlay: a new window starts as the last was left, then each window
   * goes its own way. */
  if (settings)
    {
      tu_activate (window, "overlay", NULL);
      g_assert_true (g_settings_get_boolean (settings, "overlay"));
      MlWindow *second = ml_window_new (app);
      g_assert_true (get_boolean (second, "overlay"));
      tu_activate (window, "overlay", NULL);
      g_assert_false (g_settings_get_boolean (settings, "overlay"));
      g_assert_true (get_boolean (second, "overlay"));
      gtk_window_destroy (GTK_WINDOW (second));
    }
  gtk_window_destroy (GTK_WINDOW (window));
  tu_spin ();
  if (settings)
    g_settings_reset (settings, "overlay");
}

/* Appends the player toggle buttons under @root, in order, to @found. */
static GPtrArray *
player_buttons (GtkWidget *root, GPtrArray *found)
{
  if (GTK_IS_TOGGLE_BUTTON (root)
      && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (root)), "player-bar.player") == 0)
    g_ptr_array_add (found, root);
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    player_buttons (c, found);
  return found;
}

static guint
n_player_buttons (GtkWidget *bar)
{
  g_autoptr (GPtrArray) buttons = player_buttons (bar, g_ptr_array_new ());
  return buttons->len;
}

static guint
pressed_player (GtkWidget *bar)
{
  g_autoptr (GPtrArray) buttons = player_buttons (bar, g_ptr_array_new ());
  guint pressed = G_MAXUINT, n = 0;
  for (guint i = 0; i < buttons->len; i++)
    if (gtk_toggle_button_get_active (g_ptr_array_index (buttons, i)))
      {
        pressed = i;
        n++;
      }
  g_assert_cmpuint (n, ==, 1);
  return pressed;
}

static void
count_refusal (MlPlayerBar *bar, const char *message, guint *n)
{
  g_assert_cmpstr (message, ==, "A player needs a name.");
  (*n)++;
}

/* The player bar: a button per player, one pressed (the chosen player, the one whose meeples
 * go down), kept in step with the players as they come, go and are renamed; the popover
 * renames; adding stops at six players and removing at two. */
static void
test_player_bar (void)
{
  MlWindow *window = tu_open_window (app);
  MlDocument *doc = ml_window_get_document (window);
  GtkWidget *bar = tu_find_type (GTK_WIDGET (window), ML_TYPE_PLAYER_BAR);
  g_assert_nonnull (bar);
  g_autoptr (GPtrArray) buttons = player_buttons (bar, g_ptr_array_new ());
  g_assert_cmpuint (buttons->len, ==, 2);
  g_assert_cmpstr (gtk_button_get_label (g_ptr_array_index (buttons, 1)), ==, "Bob");
  g_assert_cmpuint (pressed_player (bar), ==, 0);

  tu_activate (window, "next-player", NULL);
  g_assert_cmpuint (ml_player_bar_get_player (ML_PLAYER_BAR (bar)), ==, 1);
  g_assert_cmpuint (pressed_player (bar), ==, 1);
  /* A click on a button chooses its player. */
  g_signal_emit_by_name (g_ptr_array_index (buttons, 0), "clicked");
  tu_spin ();
  g_assert_cmpuint (ml_player_bar_get_player (ML_PLAYER_BAR (bar)), ==, 0);
  g_assert_cmpuint (pressed_player (bar), ==, 0);

  g_assert_false (enabled (window, "remove-player"));
  while (ml_document_get_scenario (doc)->players->len < ML_MAX_PLAYERS)
    {
      g_assert_true (enabled (window, "add-player"));
      tu_activate (window, "add-player", NULL);
    }
  g_assert_false (enabled (window, "add-player"));
  g_assert_true (enabled (window, "remove-player"));
  g_assert_cmpuint (n_player_buttons (bar), ==, ML_MAX_PLAYERS);

  /* The last player chosen, then removed: the new last one is chosen. */
  ml_player_bar_set_player (ML_PLAYER_BAR (bar), ML_MAX_PLAYERS - 1);
  tu_spin ();
  g_assert_cmpuint (pressed_player (bar), ==, ML_MAX_PLAYERS - 1);
  tu_activate (window, "remove-player", NULL);
  g_assert_cmpuint (ml_document_get_scenario (doc)->players->len, ==, ML_MAX_PLAYERS - 1);
  g_assert_cmpuint (ml_player_bar_get_player (ML_PLAYER_BAR (bar)), ==, ML_MAX_PLAYERS - 2);
  g_assert_cmpuint (pressed_player (bar), ==, ML_MAX_PLAYERS - 2);

  /* Renamed in the document, the button follows. */
  const MlScenarioPlayer *bob = g_ptr_array_index (ml_document_get_scenario (doc)->players, 1);
  g_assert_true (ml_document_set_player (doc, 1, "Robert", bob->color, bob->score, NULL));
  g_ptr_array_set_size (buttons, 0);
  g_assert_cmpstr (gtk_button_get_label (g_ptr_array_index (player_buttons (bar, buttons), 1)), ==, "Robert");

  /* The popover: a blank name is refused and said; a name is applied to the chosen player. */
  guint refusals = 0;
  g_signal_connect (bar, "refused", G_CALLBACK (count_refusal), &refusals);
  ml_player_bar_set_player (ML_PLAYER_BAR (bar), 0);
  GtkWidget *popover = tu_find_type (bar, GTK_TYPE_POPOVER);
  gtk_popover_popup (GTK_POPOVER (popover));
  tu_spin ();
  GtkWidget *entry = tu_find_type (popover, GTK_TYPE_ENTRY);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "Alice");
  gtk_editable_set_text (GTK_EDITABLE (entry), "  ");
  g_signal_emit_by_name (entry, "activate");
  tu_spin ();
  g_assert_cmpuint (refusals, ==, 1);
  g_assert_cmpstr (((MlScenarioPlayer *) g_ptr_array_index (ml_document_get_scenario (doc)->players, 0))->name, ==, "Alice");
  gtk_editable_set_text (GTK_EDITABLE (entry), "Zoé");
  g_signal_emit_by_name (entry, "activate");
  tu_spin ();
  g_assert_cmpuint (refusals, ==, 1);
  g_assert_cmpstr (((MlScenarioPlayer *) g_ptr_array_index (ml_document_get_scenario (doc)->players, 0))->name, ==, "Zoé");
  g_assert_false (gtk_widget_get_visible (popover));

  tu_close_window (window);
}

/* The turn bar: the Taj Mahal's owner to move is offered its slot, which waits for a tile
 * laid; the player to move follows the document. */
static void
test_turn_bar (void)
{
  MlWindow *window = tu_open_window (app);
  MlDocument *doc = ml_window_get_document (window);
  tu_activate (window, "expansion-wonders", NULL);
  tu_activate (window, "place", g_variant_new ("(siii)", "taj-mahal", 5, 0, 0));
  tu_activate (window, "turn-mode", NULL);
  GtkWidget *bar = tu_find_type (GTK_WIDGET (window), ML_TYPE_TURN_BAR);
  GtkWidget *slot = find_actionable (bar, "turn.slot");
  GtkWidget *port = find_actionable (bar, "turn.from-port");
  g_assert_true (gtk_widget_is_visible (slot));
  g_assert_false (gtk_widget_get_sensitive (slot));
  g_assert_false (gtk_widget_is_visible (port));
  g_assert_nonnull (find_label (bar, "Alice to move"));

  g_assert_true (ml_document_set_turn (doc, 1, NULL));
  tu_spin ();
  g_assert_nonnull (find_label (bar, "Bob to move"));
  g_assert_false (gtk_widget_is_visible (slot));

  tu_activate (window, "turn-mode", NULL);
  tu_close_window (window);
  GSettings *settings = ml_application_get_settings (app);
  if (settings)
    g_settings_reset (settings, "default-expansions");
}

static void collect_drop_downs (GtkWidget *widget, GPtrArray *out);

/* The turn bar offers the figures the tile just laid takes: on an abbey with the Abbeys
 * the meeple and the prior, and choosing the prior makes it the board view's figure for
 * the meeple step; on a tile without an abbey no list. */
static void
test_turn_bar_figures (void)
{
  MlWindow *window = tu_open_window (app);
  MlDocument *doc = ml_window_get_document (window);
  g_assert_true (ml_document_set_expansions (doc, ML_EXPANSION_FARMERS | ML_EXPANSION_ABBEYS, NULL));
  tu_activate (window, "turn-mode", NULL);
  MlBoardView *view = ML_BOARD_VIEW (tu_find_type (GTK_WIDGET (window), ML_TYPE_BOARD_VIEW));
  MlTurn *turn = ml_board_view_get_turn (view);
  GtkWidget *bar = tu_find_type (GTK_WIDGET (window), ML_TYPE_TURN_BAR);
  GtkWidget *list = NULL;
  const char *tiles[] = { "abbey-andechs", "E" };
  for (guint t = 0; t < G_N_ELEMENTS (tiles); t++)
    {
      ml_board_view_set_hand (view, tiles[t]);
      GArray *legal = ml_turn_get_legal (turn);
      g_assert_cmpuint (legal->len, >, 0);
      const MlPlacement *spot = &g_array_index (legal, MlPlacement, 0);
      int x = spot->x, y = spot->y;
      ml_turn_set_rotation (turn, spot->rot);
      g_assert_true (ml_turn_lay (turn, x, y, NULL));
      tu_spin ();
      g_autoptr (GPtrArray) lists = g_ptr_array_new ();
      collect_drop_downs (bar, lists);
      list = NULL;
      for (guint i = 0; i < lists->len; i++)
        if (gtk_widget_is_visible (g_ptr_array_index (lists, i)))
          {
            GListModel *model = gtk_drop_down_get_model (g_ptr_array_index (lists, i));
            if (model && g_list_model_get_n_items (model) == 2)
              list = g_ptr_array_index (lists, i);
          }
      if (t == 1)
        break;
      g_assert_nonnull (list);
      g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (gtk_drop_down_get_model (GTK_DROP_DOWN (list))), 0),
                       ==, "Meeple");
      g_assert_cmpuint (ml_board_view_get_figure (view, TRUE), ==, ML_FIGURE_MEEPLE);
      gtk_drop_down_set_selected (GTK_DROP_DOWN (list), 1);
      g_assert_cmpuint (ml_board_view_get_figure (view, TRUE), ==, tu_figure ("prior"));
      g_assert_true (ml_turn_finish (turn, NULL));
      tu_spin ();
    }
  g_assert_null (list);
  ml_board_view_cancel (view);
  tu_activate (window, "turn-mode", NULL);
  tu_close_window (window);
}

/* With Traders & Builders, the player bar offers the builder and the pig; the turn bar's
 * title says when a turn gave its player another, in the words of the module: Alice extends the road of her builder (Traders & Builders) and plays again; an
 * undo takes the words away and a redo brings them back; the extra turn played, Bob is to
 * move as usual. */
static void
test_turn_bar_extra_turn (void)
{
  MlWindow *window = tu_open_window (app);
  MlDocument *doc = ml_window_get_document (window);
  g_autofree char *path = tu_data_path ("traders-builders-app.json");
  g_autofree char *json = NULL;
  gsize length;
  g_assert_true (g_file_get_contents (path, &json, &length, NULL));
  g_assert_true (ml_document_load_data (doc, json, length, "traders-builders-app.json", NULL));
  g_assert_true (ml_document_set_turn (doc, 0, NULL));
  tu_spin ();
  /* In free layout the player bar chooses among the meeple, the builder and the pig. */
  g_autoptr (GPtrArray) bar_lists = g_ptr_array_new ();
  collect_drop_downs (tu_find_type (GTK_WIDGET (window), ML_TYPE_PLAYER_BAR), bar_lists);
  guint pieces = 0;
  for (guint i = 0; i < bar_lists->len; i++)
    {
      GListModel *model = gtk_drop_down_get_model (g_ptr_array_index (bar_lists, i));
      if (!GTK_IS_STRING_LIST (model) || g_strcmp0 (gtk_string_list_get_string (GTK_STRING_LIST (model), 0), "Meeple") != 0)
        continue;
      pieces++;
      g_assert_cmpuint (g_list_model_get_n_items (model), ==, 3);
      g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (model), 1), ==, "Builder");
      g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (model), 2), ==, "Pig");
    }
  g_assert_cmpuint (pieces, ==, 1);
  tu_activate (window, "turn-mode", NULL);
  MlBoardView *view = ML_BOARD_VIEW (tu_find_type (GTK_WIDGET (window), ML_TYPE_BOARD_VIEW));
  MlTurn *turn = ml_board_view_get_turn (view);
  GtkWidget *bar = tu_find_type (GTK_WIDGET (window), ML_TYPE_TURN_BAR);
  tu_spin ();
  GtkWidget *title = find_label (bar, "Alice to move");
  g_assert_nonnull (title);
  g_assert_false (gtk_widget_has_css_class (title, "accent"));

  /* The road from (-1, 0) through the builder's square runs on to the east edge of (1, 0):
   * a straight road at (2, 0) extends it. */
  const char *words = "Alice extended the builder's road: Alice plays again.";
  ml_board_view_set_hand (view, "D");
  ml_turn_set_rotation (turn, 0);
  g_assert_true (ml_turn_lay (turn, 2, 0, NULL));
  g_assert_true (ml_turn_finish (turn, NULL));
  tu_spin ();
  g_assert_cmpuint (ml_document_get_game (doc)->turn, ==, 0);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (title)), ==, words);
  g_assert_true (gtk_widget_has_css_class (title, "accent"));

  tu_activate (window, "undo", NULL);
  tu_spin ();
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (title)), ==, "Alice to move");
  g_assert_false (gtk_widget_has_css_class (title, "accent"));
  tu_activate (window, "redo", NULL);
  tu_spin ();
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (title)), ==, words);

  /* The extra turn extends the road again, and gives no other. */
  ml_board_view_set_hand (view, "D");
  ml_turn_set_rotation (turn, 0);
  g_assert_true (ml_turn_lay (turn, 3, 0, NULL));
  g_assert_true (ml_turn_finish (turn, NULL));
  tu_spin ();
  g_assert_cmpuint (ml_document_get_game (doc)->turn, ==, 1);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (title)), ==, "Bob to move");
  g_assert_false (gtk_widget_has_css_class (title, "accent"));

  /* Bob extends the city of his knight at (0, -1) northwards, still open: the figures
   * offered are the meeple and his builder, which may join the knight; his pig is on the
   * board. */
  ml_board_view_set_hand (view, "G");
  ml_turn_set_rotation (turn, 1);
  g_assert_true (ml_turn_lay (turn, 0, -2, NULL));
  tu_spin ();
  g_autoptr (GPtrArray) lists = g_ptr_array_new ();
  collect_drop_downs (bar, lists);
  GtkDropDown *figures = NULL;
  for (guint i = 0; i < lists->len; i++)
    {
      GListModel *model = gtk_drop_down_get_model (g_ptr_array_index (lists, i));
      if (gtk_widget_is_visible (g_ptr_array_index (lists, i)) && GTK_IS_STRING_LIST (model)
          && g_strcmp0 (gtk_string_list_get_string (GTK_STRING_LIST (model), 0), "Meeple") == 0)
        figures = g_ptr_array_index (lists, i);
    }
  g_assert_nonnull (figures);
  GListModel *names = gtk_drop_down_get_model (figures);
  g_assert_cmpuint (g_list_model_get_n_items (names), ==, 2);
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (names), 1), ==, "Builder");
  gtk_drop_down_set_selected (figures, 1);
  g_assert_cmpuint (ml_board_view_get_figure (view, TRUE), ==, tu_figure ("builder"));
  ml_board_view_cancel (view);
  tu_activate (window, "turn-mode", NULL);
  tu_close_window (window);
}

/* A river that points back at itself: in turn mode the tile in hand fits nowhere, the bar
 * offers to set it aside, and doing so empties the hand for the same player. */
static void
test_turn_bar_set_aside (void)
{
  MlWindow *window = tu_open_window (app);
  MlDocument *doc = ml_window_get_document (window);
  g_autofree char *path = tu_data_path ("river-back-at-itself.json");
  g_autofree char *json = NULL;
  gsize length;
  g_assert_true (g_file_get_contents (path, &json, &length, NULL));
  g_assert_true (ml_document_load_data (doc, json, length, "river.json", NULL));
  tu_activate (window, "turn-mode", NULL);
  MlBoardView *view = ML_BOARD_VIEW (tu_find_type (GTK_WIDGET (window), ML_TYPE_BOARD_VIEW));
  GtkWidget *bar = tu_find_type (GTK_WIDGET (window), ML_TYPE_TURN_BAR);
  GtkWidget *aside = find_actionable (bar, "turn.set-aside");
  g_assert_false (gtk_widget_is_visible (aside));
  ml_board_view_set_hand (view, "river-10");
  tu_spin ();
  g_assert_true (gtk_widget_is_visible (aside));
  g_assert_true (gtk_widget_get_sensitive (aside));
  g_signal_emit_by_name (aside, "clicked");
  tu_spin ();
  g_assert_null (ml_board_view_get_hand (view));
  g_assert_cmpstr (ml_document_get_scenario (doc)->set_aside[0], ==, "river-10");
  g_assert_false (gtk_widget_is_visible (aside));
  /* A tile with places: no button. */
  g_assert_true (ml_document_set_aside (doc, "river-11", NULL));
  g_assert_true (ml_document_set_aside (doc, "river-lake", NULL));
  ml_board_view_set_hand (view, "U");
  tu_spin ();
  g_assert_false (gtk_widget_is_visible (aside));

  ml_board_view_set_hand (view, NULL);
  tu_activate (window, "turn-mode", NULL);
  tu_close_window (window);
}

static void
collect_drop_downs (GtkWidget *widget, GPtrArray *out)
{
  if (GTK_IS_DROP_DOWN (widget))
    g_ptr_array_add (out, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    collect_drop_downs (child, out);
}

/* The turn bar's wonder list follows its list of takers: a wonder chosen for Bob is Bob's,
 * the first taker's stays the first left, and each entry shows its own choice again; the
 * player to move may put one taker first. */
static void
test_turn_bar_takers (void)
{
  MlWindow *window = tu_open_window (app);
  MlDocument *doc = ml_window_get_document (window);
  tu_activate (window, "expansion-wonders", NULL);
  tu_activate (window, "turn-mode", NULL);
  tu_spin ();
  GtkWidget *bar = tu_find_type (GTK_WIDGET (window), ML_TYPE_TURN_BAR);
  g_autoptr (GPtrArray) lists = g_ptr_array_new ();
  collect_drop_downs (bar, lists);
  g_assert_cmpuint (lists->len, >=, 3);
  GtkDropDown *first = g_ptr_array_index (lists, 0), *taker = g_ptr_array_index (lists, 1);
  GtkDropDown *choose = g_ptr_array_index (lists, 2);
  guint n_players = ml_document_get_game (doc)->n_players;
  g_assert_cmpuint (g_list_model_get_n_items (gtk_drop_down_get_model (taker)), ==, 1 + n_players);

  gtk_drop_down_set_selected (taker, 2);
  tu_spin ();
  g_assert_cmpuint (gtk_drop_down_get_selected (choose), ==, 0);
  gtk_drop_down_set_selected (choose, 3);
  tu_spin ();
  const char *picked = gtk_string_object_get_string (GTK_STRING_OBJECT (gtk_drop_down_get_selected_item (choose)));
  const MlTurnOptions *options = ml_turn_get_options (ml_window_get_turn (window));
  g_assert_nonnull (ml_wonders_turn_const (options)->choose_for[1]);
  g_assert_cmpstr (ml_wonder_name (ml_wonders_turn_const (options)->choose_for[1]), ==, picked);
  g_assert_null (ml_wonders_turn_const (options)->choose);

  gtk_drop_down_set_selected (taker, 0);
  tu_spin ();
  g_assert_cmpuint (gtk_drop_down_get_selected (choose), ==, 0);
  gtk_drop_down_set_selected (taker, 2);
  tu_spin ();
  g_assert_cmpuint (gtk_drop_down_get_selected (choose), ==, 3);

  /* The player to move puts Bob first; back to the turn order. */
  g_assert_true (gtk_widget_is_visible (GTK_WIDGET (first)));
  gtk_drop_down_set_selected (first, 2);
  tu_spin ();
  options = ml_turn_get_options (ml_window_get_turn (window));
  g_assert_cmpuint (ml_wonders_turn_const (options)->n_order, ==, 1);
  g_assert_cmpuint (ml_wonders_turn_const (options)->order[0], ==, 1);
  gtk_drop_down_set_selected (first, 0);
  tu_spin ();
  options = ml_turn_get_options (ml_window_get_turn (window));
  g_assert_cmpuint (ml_wonders_turn_const (options)->n_order, ==, 0);

  tu_activate (window, "turn-mode", NULL);
  tu_close_window (window);
  GSettings *settings = ml_application_get_settings (app);
  if (settings)
    g_settings_reset (settings, "default-expansions");
}

/* Abu Simbel's owner holding tile V, kept face down: with X in hand the keep list offers V
 * alone, chosen; with V in hand, any tile drawn, none chosen. */
static void
test_turn_bar_keep (void)
{
  static const char text[] =
    "{\"format\":\"meeple-lab-scenario\",\"version\":1,\"expansions\":[\"farmers\",\"wonders\"],"
    "\"players\":[{\"name\":\"Red\",\"kept\":\"V\"},{\"name\":\"Blue\"}],"
    "\"pieces\":[{\"tile\":\"U\",\"x\":0,\"y\":0,\"rotation\":0},"
    "{\"tile\":\"abu-simbel\",\"x\":0,\"y\":20,\"rotation\":0,\"owner\":0}]}";
  MlWindow *window = tu_open_window (app);
  MlDocument *doc = ml_window_get_document (window);
  g_assert_true (ml_document_load_data (doc, text, strlen (text), "abu.json", NULL));
  tu_activate (window, "turn-mode", NULL);
  MlBoardView *view = ML_BOARD_VIEW (tu_find_type (GTK_WIDGET (window), ML_TYPE_BOARD_VIEW));
  GtkWidget *bar = tu_find_type (GTK_WIDGET (window), ML_TYPE_TURN_BAR);
  g_autoptr (GPtrArray) lists = g_ptr_array_new ();
  collect_drop_downs (bar, lists);
  GtkDropDown *keep = NULL;
  for (guint i = 0; i < lists->len; i++)
    {
      GtkDropDown *list = g_ptr_array_index (lists, i);
      GListModel *model = gtk_drop_down_get_model (list);
      g_autoptr (GObject) first = model ? g_list_model_get_item (model, 0) : NULL;
      if (GTK_IS_STRING_OBJECT (first) && g_str_equal (gtk_string_object_get_string (GTK_STRING_OBJECT (first)), "No tile"))
        keep = list;
    }
  g_assert_nonnull (keep);
  tu_spin ();
  g_assert_true (gtk_widget_is_visible (GTK_WIDGET (keep)));
  guint all = g_list_model_get_n_items (gtk_drop_down_get_model (keep));
  g_assert_cmpuint (all, >, 20);
  /* The turn gathers its choices when asked: the options are read again after each change. */
  MlTurn *turn = ml_window_get_turn (window);

  ml_board_view_set_hand (view, "X");
  tu_spin ();
  g_assert_cmpuint (g_list_model_get_n_items (gtk_drop_down_get_model (keep)), ==, 2);
  g_assert_cmpuint (gtk_drop_down_get_selected (keep), ==, 1);
  g_assert_true (ml_wonders_turn_const (ml_turn_get_options (turn))->keep == tu_tile ("V"));

  ml_board_view_set_hand (view, "V");
  tu_spin ();
  g_assert_cmpuint (g_list_model_get_n_items (gtk_drop_down_get_model (keep)), ==, all);
  g_assert_cmpuint (gtk_drop_down_get_selected (keep), ==, 0);
  g_assert_null (ml_wonders_turn_const (ml_turn_get_options (turn))->keep);

  ml_board_view_set_hand (view, NULL);
  tu_activate (window, "turn-mode", NULL);
  tu_close_window (window);
}

/* Whether @accel (one accelerator) triggers a shortcut of one of @widget's controllers. */
static gboolean
bound_on (GtkWidget *widget, const char *accel)
{
  guint key;
  GdkModifierType mods;
  g_assert_true (gtk_accelerator_parse (accel, &key, &mods));
  g_autoptr (GtkShortcutTrigger) wanted = gtk_keyval_trigger_new (key, mods);
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (widget);
  gboolean found = FALSE;
  for (guint i = 0; i < g_list_model_get_n_items (controllers) && !found; i++)
    {
      g_autoptr (GObject) controller = g_list_model_get_item (controllers, i);
      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;
      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)) && !found; j++)
        {
          g_autoptr (GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);
          found = gtk_shortcut_trigger_equal (gtk_shortcut_get_trigger (shortcut), wanted);
        }
    }
  return found;
}

/* Every key the shortcuts window shows is bound: on the window's class, in the application,
 * on the turn bar (F5: the computer seats play on), or (the square cursor's keys) on the
 * board view; and every key of a win. action is shown. */
static void
test_shortcuts (void)
{
  MlWindow *window = tu_open_window (app);
  g_autoptr (GtkBuilder) builder = gtk_builder_new_from_resource ("/io/github/meeplelab/MeepleLab/gtk/help-overlay.ui");
  GtkWidget *overlay = GTK_WIDGET (gtk_builder_get_object (builder, "help_overlay"));
  const char *board_keys[] = { "Left", "Right", "Up", "Down", "Return", "space", NULL };
  g_autoptr (GPtrArray) shown = g_ptr_array_new_with_free_func (g_object_unref);
  guint checked = 0;
  for (GtkWidget *w = overlay; w; )
    {
      if (GTK_IS_SHORTCUTS_SHORTCUT (w))
        {
          g_autofree char *accelerator = NULL;
          g_autofree char *action = NULL;
          g_object_get (w, "accelerator", &accelerator, "action-name", &action, NULL);
          if (action)
            {
              g_auto (GStrv) accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), action);
              g_assert_nonnull (accels[0]);
              for (guint i = 0; accels[i]; i++)
                {
                  guint key;
                  GdkModifierType mods;
                  g_assert_true (gtk_accelerator_parse (accels[i], &key, &mods));
                  g_ptr_array_add (shown, gtk_keyval_trigger_new (key, mods));
                }
            }
          g_auto (GStrv) keys = g_strsplit (accelerator ? accelerator : "", " ", -1);
          for (guint i = 0; keys[i] && *keys[i]; i++, checked++)
            {
              if (!g_strv_contains (board_keys, keys[i]) && !bound_on (GTK_WIDGET (window), keys[i])
                  && !bound_on (GTK_WIDGET (window->turn_bar), keys[i]))
                g_error ("%s is shown but not bound", keys[i]);
              guint key;
              GdkModifierType mods;
              g_assert_true (gtk_accelerator_parse (keys[i], &key, &mods));
              g_ptr_array_add (shown, gtk_keyval_trigger_new (key, mods));
            }
        }
      /* Depth first over the whole tree. */
      GtkWidget *next = gtk_widget_get_first_child (w);
      while (next == NULL && w != NULL && w != overlay)
        {
          next = gtk_widget_get_next_sibling (w);
          if (next == NULL)
            w = gtk_widget_get_parent (w);
        }
      w = next;
    }
  g_assert_cmpuint (checked, >=, 27);

  /* The other way: each key of the window's own actions has its line. */
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (window));
  guint own = 0;
  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GObject) controller = g_list_model_get_item (controllers, i);
      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;
      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
        {
          g_autoptr (GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);
          GtkShortcutAction *action = gtk_shortcut_get_action (shortcut);
          if (!GTK_IS_NAMED_ACTION (action) || !g_str_has_prefix (gtk_named_action_get_action_name (GTK_NAMED_ACTION (action)), "win."))
            continue;
          GtkShortcutTrigger *trigger = gtk_shortcut_get_trigger (shortcut);
          gboolean listed = FALSE;
          for (guint k = 0; k < shown->len && !listed; k++)
            listed = gtk_shortcut_trigger_equal (trigger, shown->pdata[k]);
          if (!listed)
            g_error ("%s (%s) is bound but not in the shortcuts window", gtk_shortcut_trigger_to_label (trigger, gdk_display_get_default ()),
                     gtk_named_action_get_action_name (GTK_NAMED_ACTION (action)));
          own++;
        }
    }
  g_assert_cmpuint (own, >=, 27);
  gtk_window_destroy (GTK_WINDOW (overlay));
  gtk_window_destroy (GTK_WINDOW (window));
  tu_spin ();
}

static void
count_calls (gpointer data)
{
  (*(guint *) data)++;
}

/* The bars follow the document they are given and let go of the old one: no handler stays
 * on it, and they go away with their last reference. */
static void
test_bars_follow_document (void)
{
  g_autoptr (MlDocument) first = ml_document_new ();
  g_autoptr (MlDocument) second = ml_document_new ();
  MlPlayerBar *players = g_object_ref_sink (ml_player_bar_new ());
  MlTurnBar *turn = g_object_ref_sink (ml_turn_bar_new ());
  ml_player_bar_set_document (players, first);
  ml_turn_bar_set_document (turn, first);
  g_assert_cmpuint (n_player_buttons (GTK_WIDGET (players)), ==, 2);
  ml_player_bar_set_player (players, 1);

  guint notified = 0;
  g_signal_connect_swapped (players, "notify::player", G_CALLBACK (count_calls), &notified);
  ml_player_bar_set_document (players, second);
  g_object_set (turn, "document", second, NULL);
  guint changed = g_signal_lookup ("changed", ML_TYPE_DOCUMENT);
  g_assert_false (g_signal_has_handler_pending (first, changed, 0, FALSE));
  g_assert_true (g_signal_has_handler_pending (second, changed, 0, FALSE));
  /* Only the followed document's players show. */
  g_assert_true (ml_document_add_player (second, NULL));
  g_assert_true (ml_document_add_player (first, NULL));
  g_assert_true (ml_document_add_player (first, NULL));
  g_autoptr (GPtrArray) buttons = player_buttons (GTK_WIDGET (players), g_ptr_array_new ());
  g_assert_cmpuint (buttons->len, ==, 3);
  g_assert_cmpuint (ml_player_bar_get_player (players), ==, 1);
  g_assert_cmpuint (notified, ==, 0);
  /* Down to two players again: the third, chosen, goes and the choice moves up. */
  ml_player_bar_set_player (players, 2);
  g_assert_cmpuint (notified, ==, 1);
  g_assert_true (ml_document_remove_player (second, 2, NULL));
  g_assert_cmpuint (ml_player_bar_get_player (players), ==, 1);
  g_assert_cmpuint (notified, ==, 2);

  /* The turn bar follows the turn it is given the same way. */
  MlTurn *one = ml_turn_new (second), *other = ml_turn_new (second);
  guint notify = g_signal_lookup ("notify", ML_TYPE_TURN);
  ml_turn_bar_set_turn (turn, one);
  g_assert_true (g_signal_has_handler_pending (one, notify, g_quark_from_string ("instruction"), FALSE));
  g_object_set (turn, "turn", other, NULL);
  g_assert_true (ml_turn_bar_get_turn (turn) == other);
  g_assert_false (g_signal_has_handler_pending (one, notify, g_quark_from_string ("instruction"), FALSE));
  g_assert_finalize_object (one);

  ml_turn_bar_set_turn (turn, NULL);
  g_assert_false (g_signal_has_handler_pending (other, notify, g_quark_from_string ("instruction"), FALSE));
  g_assert_finalize_object (other);

  ml_player_bar_set_document (players, NULL);
  ml_turn_bar_set_document (turn, NULL);
  g_assert_false (g_signal_has_handler_pending (second, changed, 0, FALSE));
  g_assert_cmpuint (n_player_buttons (GTK_WIDGET (players)), ==, 0);
  g_assert_finalize_object (players);
  g_assert_finalize_object (turn);
}

/* The window makes the turn in progress on its document and hands that one turn to the board
 * view, the turn bar and the hints, which do not outlive the window. */
static void
test_window_owns_turn (void)
{
  MlWindow *window = tu_open_window (app);
  MlTurn *turn = ml_window_get_turn (window);
  g_assert_nonnull (turn);
  g_assert_true (ml_turn_get_document (turn) == ml_window_get_document (window));
  MlBoardView *view = ML_BOARD_VIEW (tu_find_type (GTK_WIDGET (window), ML_TYPE_BOARD_VIEW));
  MlTurnBar *bar = ML_TURN_BAR (tu_find_type (GTK_WIDGET (window), ML_TYPE_TURN_BAR));
  GtkWidget *hints = tu_find_type (GTK_WIDGET (window), ML_TYPE_HINTS_PANEL);
  g_autoptr (MlTurn) hinted = NULL;
  g_object_get (hints, "turn", &hinted, NULL);
  g_assert_true (ml_board_view_get_turn (view) == turn);
  g_assert_true (ml_turn_bar_get_turn (bar) == turn);
  g_assert_true (hinted == turn);
  g_clear_object (&hinted);
  /* Turn mode reaches it through the view. */
  tu_activate (window, "turn-mode", NULL);
  g_assert_true (ml_turn_get_rules (turn));
  /* Closed, the window takes them all with it: the "hints" action held the panel, which
   * held the view. */
  g_object_add_weak_pointer (G_OBJECT (turn), (gpointer *) &turn);
  g_object_add_weak_pointer (G_OBJECT (view), (gpointer *) &view);
  g_object_add_weak_pointer (G_OBJECT (bar), (gpointer *) &bar);
  g_object_add_weak_pointer (G_OBJECT (hints), (gpointer *) &hints);
  tu_close_window (window);
  g_assert_null (hints);
  g_assert_null (view);
  g_assert_null (bar);
  g_assert_null (turn);
}

/* Whether @widget sits in a scrolled window below @root (the palette, the panel's lists):
 * those scroll rather than cut. */
static gboolean
in_scroller (GtkWidget *widget, GtkWidget *root)
{
  for (GtkWidget *up = gtk_widget_get_parent (widget); up && up != root; up = gtk_widget_get_parent (up))
    if (GTK_IS_SCROLLED_WINDOW (up))
      {
        GtkPolicyType h, v;
        gtk_scrolled_window_get_policy (GTK_SCROLLED_WINDOW (up), &h, &v);
        if (h != GTK_POLICY_NEVER || v != GTK_POLICY_NEVER)
          return TRUE;
      }
  return FALSE;
}

/* Counts the buttons and labels under @widget that show but are cut: reaching out of
 * @window, or a label's text shortened with an ellipsis. (GTK never gives a widget less than
 * it asks while the window is at least its minimum size.) Says which in the messages. */
static guint
count_cut (GtkWidget *widget, GtkWidget *window, guint *seen)
{
  guint cut = 0;
  if (!gtk_widget_get_mapped (widget))
    return 0;
  if ((GTK_IS_BUTTON (widget) || GTK_IS_MENU_BUTTON (widget) || GTK_IS_LABEL (widget)) && !in_scroller (widget, window))
    {
      graphene_rect_t r;
      g_assert_true (gtk_widget_compute_bounds (widget, window, &r));
      int width = gtk_widget_get_width (window), height = gtk_widget_get_height (window);
      gboolean outside = r.origin.x < 0 || r.origin.y < 0 || r.origin.x + r.size.width > width + 0.5
                         || r.origin.y + r.size.height > height + 0.5;
      /* A label that shortens its text with "…" where it could wrap loses it; the status
       * line is one line on purpose, and tells what the pointer (wherever Xvfb put it) is over. */
      gboolean shortened = GTK_IS_LABEL (widget) && pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (widget)))
                           && g_strcmp0 (gtk_widget_get_name (widget), "status-line") != 0;
      if (outside || shortened)
        {
          const char *text = GTK_IS_LABEL (widget) ? gtk_label_get_text (GTK_LABEL (widget)) : gtk_widget_get_tooltip_text (widget);
          g_test_message ("cut: %s “%s” at %g,%g %gx%g", G_OBJECT_TYPE_NAME (widget), text ? text : "",
                          r.origin.x, r.origin.y, r.size.width, r.size.height);
          cut++;
        }
      (*seen)++;
    }
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    cut += count_cut (c, window, seen);
  return cut;
}

/* Every widget of @type under @root, into @out. */
static void
collect_type (GtkWidget *root, GType type, GPtrArray *out)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (root, type))
    g_ptr_array_add (out, root);
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    collect_type (c, type, out);
}

/* How many lines the shown children of @flow take. */
static guint
flow_rows (GtkWidget *flow)
{
  g_autoptr (GArray) tops = g_array_new (FALSE, FALSE, sizeof (double));
  for (GtkWidget *c = gtk_widget_get_first_child (flow); c; c = gtk_widget_get_next_sibling (c))
    {
      graphene_rect_t r;
      if (!gtk_widget_get_mapped (c) || !gtk_widget_compute_bounds (c, flow, &r))
        continue;
      gboolean known = FALSE;
      for (guint i = 0; i < tops->len && !known; i++)
        known = ABS (g_array_index (tops, double, i) - r.origin.y) < 1;
      if (!known)
        {
          double top = r.origin.y;
          g_array_append_val (tops, top);
        }
    }
  return tops->len;
}

/* The header bar's main menu button, or NULL. */
static GtkWidget *
find_primary_menu (GtkWidget *root)
{
  if (GTK_IS_MENU_BUTTON (root) && gtk_menu_button_get_primary (GTK_MENU_BUTTON (root)))
    return root;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_primary_menu (c);
      if (found)
        return found;
    }
  return NULL;
}

/* Resizes @window to @width×@height and waits until it is laid out at that size. */
static void
resize_and_settle (MlWindow *window, int width, int height)
{
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  /* The X server answers the resize in its own time. */
  gint64 deadline = g_get_monotonic_time () + 3 * G_USEC_PER_SEC;
  /* The window's frame takes a few pixels of the size asked (none once maximized on such
   * a screen): what is left is no more than the screen. */
  while ((gtk_widget_get_width (GTK_WIDGET (window)) < width - 16 || gtk_widget_get_width (GTK_WIDGET (window)) > width
          || gtk_widget_get_height (GTK_WIDGET (window)) < height - 16
          || gtk_widget_get_height (GTK_WIDGET (window)) > height)
         && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, FALSE);
  /* A few frames, for what the resize showed or hid to be laid out. */
  gint64 settle = g_get_monotonic_time () + G_USEC_PER_SEC / 3;
  while (g_get_monotonic_time () < settle)
    g_main_context_iteration (NULL, FALSE);
}

/* Six players, the Wonders, Inns & Cathedrals and turn mode, in English, French and Slovak: the toolbar's
 * secondary buttons fold into a menu, the players into a chooser and the palette over the
 * board, so the window asks for no more than a 1024×600 screen (it asked 1,517 pixels
 * once, 1,287 with the toolbar's menu). At 1024×600 and 1280×720 nothing that shows is
 * cut; at 1280×720 the palette stays beside the board. */
static void
test_narrow (void)
{
  const char *languages[] = { "en", "fr", "sk" };
  g_autofree char *old_locale = g_strdup (setlocale (LC_ALL, NULL));
  bindtextdomain (GETTEXT_PACKAGE, build_locale_dir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
    {
      g_setenv ("LANGUAGE", languages[l], TRUE);
      g_assert_nonnull (setlocale (LC_ALL, "C.UTF-8"));
      /* The translations really are in use. */
      g_assert_true ((g_strcmp0 (_("Play by the _Rules"), "Play by the _Rules") == 0) == (l == 0));
      MlWindow *window = ml_window_new (app);
      gtk_window_present (GTK_WINDOW (window));
      MlDocument *doc = ml_window_get_document (window);
      /* Two players keep their buttons at 1024 pixels: the secondary tools fold first. */
      resize_and_settle (window, 1024, 600);
      g_autoptr (GPtrArray) two = player_buttons (tu_find_type (GTK_WIDGET (window), ML_TYPE_PLAYER_BAR), g_ptr_array_new ());
      g_assert_cmpuint (two->len, ==, 2);
      for (guint i = 0; i < two->len; i++)
        g_assert_true (gtk_widget_get_mapped (two->pdata[i]));
      while (ml_document_get_scenario (doc)->players->len < ML_MAX_PLAYERS)
        tu_activate (window, "add-player", NULL);
      tu_activate (window, "expansion-wonders", NULL);
      /* A second figure brings the player bar's figure list and the supply's second line. */
      tu_activate (window, "expansion-inns-cathedrals", NULL);
      tu_activate (window, "turn-mode", NULL);
      int min_width, min_height;
      gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
      gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_VERTICAL, 1024, &min_height, NULL, NULL, NULL);
      g_test_message ("%s: the window needs %d×%d pixels", languages[l], min_width, min_height);
      g_assert_cmpint (min_width, <=, 1024);
      g_assert_cmpint (min_height, <=, 600);
      const int sizes[][2] = { { 1024, 600 }, { 1280, 720 } };
      for (guint z = 0; z < G_N_ELEMENTS (sizes); z++)
        {
          resize_and_settle (window, sizes[z][0], sizes[z][1]);
          g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, sizes[z][0]);
          g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), >=, sizes[z][0] - 16);
          g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (window)), <=, sizes[z][1]);
          g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (window)), >=, sizes[z][1] - 16);
          guint seen = 0;
          guint cut = count_cut (GTK_WIDGET (window), GTK_WIDGET (window), &seen);
          g_test_message ("%s at %d×%d: %u buttons and labels, %u cut", languages[l], sizes[z][0], sizes[z][1], seen, cut);
          g_assert_cmpuint (seen, >=, 20);
          g_assert_cmpuint (cut, ==, 0);
          /* The bars and the panel show. */
          GtkWidget *shown[] = { tu_find_type (GTK_WIDGET (window), ML_TYPE_PLAYER_BAR),
                                 tu_find_type (GTK_WIDGET (window), ML_TYPE_TURN_BAR),
                                 tu_find_type (GTK_WIDGET (window), ML_TYPE_SCORE_PANEL),
                                 tu_find_type (GTK_WIDGET (window), ML_TYPE_BOARD_VIEW),
                                 find_actionable (GTK_WIDGET (window), "win.turn-mode"),
                                 find_actionable (GTK_WIDGET (window), "win.add-player") };
          for (guint b = 0; b < G_N_ELEMENTS (shown); b++)
            g_assert_true (gtk_widget_get_mapped (shown[b]));
          /* The main menu, opened, ends above the bottom of the screen: its last item (About)
           * is not cut. */
          GtkWidget *menu_button = find_primary_menu (GTK_WIDGET (window));
          g_assert_nonnull (menu_button);
          GtkWidget *menu = GTK_WIDGET (gtk_menu_button_get_popover (GTK_MENU_BUTTON (menu_button)));
          gtk_menu_button_popup (GTK_MENU_BUTTON (menu_button));
          tu_spin ();
          int menu_width, menu_height;
          gtk_widget_measure (menu, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &menu_width, NULL, NULL);
          gtk_widget_measure (menu, GTK_ORIENTATION_VERTICAL, menu_width, NULL, &menu_height, NULL, NULL);
          gtk_menu_button_popdown (GTK_MENU_BUTTON (menu_button));
          tu_spin ();
          graphene_rect_t under;
          g_assert_true (gtk_widget_compute_bounds (menu_button, GTK_WIDGET (window), &under));
          g_test_message ("%s at %d×%d: the main menu is %d pixels high under a button ending at %g", languages[l],
                          sizes[z][0], sizes[z][1], menu_height, under.origin.y + under.size.height);
          g_assert_cmpint (under.origin.y + under.size.height + menu_height, <=, sizes[z][1]);
          /* Room for the board: at least a third of the width. */
          g_assert_cmpint (gtk_widget_get_width (shown[3]), >=, sizes[z][0] / 3);
          if (sizes[z][0] >= 1280)
            g_assert_true (gtk_widget_get_mapped (tu_find_type (GTK_WIDGET (window), ML_TYPE_PALETTE)));
        }
      while (ml_document_can_undo (doc))
        ml_document_undo (doc);
      /* The Wonders' lessons in turn mode: the Cothon's buttons (from the port, home to the
       * port) beside the taker lists, the Taj Mahal's slot buttons. Their turn bar once made
       * the window wider than the screen in French. */
      g_autoptr (GPtrArray) lessons = ml_lessons_list ();
      const char *wonders[] = { "30-", "31-" };
      for (guint w = 0; w < G_N_ELEMENTS (wonders); w++)
        {
          const MlLesson *lesson = NULL;
          for (guint i = 0; i < lessons->len && lesson == NULL; i++)
            if (g_str_has_prefix (((const MlLesson *) g_ptr_array_index (lessons, i))->id, wonders[w]))
              lesson = g_ptr_array_index (lessons, i);
          g_assert_nonnull (lesson);
          g_assert_true (_ml_window_open_lesson (window, lesson));
          resize_and_settle (window, 1024, 600);
          int lesson_width;
          gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1, &lesson_width, NULL, NULL, NULL);
          g_test_message ("%s: lesson %s in turn mode needs %d pixels", languages[l], lesson->id, lesson_width);
          g_assert_cmpint (lesson_width, <=, 1024);
          g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, 1024);
          guint seen = 0;
          guint cut = count_cut (GTK_WIDGET (window), GTK_WIDGET (window), &seen);
          g_test_message ("%s: lesson %s at 1024×600: %u buttons and labels, %u cut", languages[l], lesson->id, seen, cut);
          g_assert_cmpuint (cut, ==, 0);
          GtkWidget *bar = tu_find_type (GTK_WIDGET (window), ML_TYPE_TURN_BAR);
          g_assert_true (gtk_widget_get_mapped (bar));
          /* The Wonders' actions and lists take two lines at most. */
          g_autoptr (GPtrArray) flows = g_ptr_array_new ();
          collect_type (bar, GTK_TYPE_FLOW_BOX, flows);
          for (guint f = 0; f < flows->len; f++)
            {
              guint rows = flow_rows (g_ptr_array_index (flows, f));
              g_test_message ("%s: lesson %s: a flow box of the turn bar on %u lines", languages[l], lesson->id, rows);
              g_assert_cmpuint (rows, <=, 2);
            }
        }
      gtk_window_destroy (GTK_WINDOW (window));
      tu_spin ();
    }
  g_unsetenv ("LANGUAGE");
  setlocale (LC_ALL, old_locale);
  GSettings *settings = ml_application_get_settings (app);
  if (settings)
    g_settings_reset (settings, "default-expansions");
}

/* New: the start tile laid and a one-line hint, which goes once a tile joins it. */
static void
test_new_board (void)
{
  MlWindow *window = tu_open_window (app);
  GtkWidget *hint = find_label (GTK_WIDGET (window), "Choose a tile on the left, then click a green square to lay it.");
  g_assert_nonnull (hint);
  g_assert_false (gtk_widget_is_visible (hint));
  tu_activate (window, "new", NULL);
  const MlScenario *scenario = ml_document_get_scenario (ml_window_get_document (window));
  g_assert_cmpuint (scenario->pieces->len, ==, 1);
  const MlScenarioPiece *start = g_ptr_array_index (scenario->pieces, 0);
  g_assert_cmpstr (start->tile, ==, "D");
  g_assert_false (ml_document_get_modified (ml_window_get_document (window)));
  g_assert_true (gtk_widget_is_visible (hint));
  tu_activate (window, "place", g_variant_new ("(siii)", "B", 0, -1, 0));
  g_assert_cmpuint (ml_document_get_scenario (ml_window_get_document (window))->pieces->len, ==, 2);
  g_assert_false (gtk_widget_is_visible (hint));
  ml_document_undo (ml_window_get_document (window));
  gtk_window_destroy (GTK_WINDOW (window));
  tu_spin ();
}

/* The first widget under @root with the style class @name, or NULL. */
static GtkWidget *
find_class (GtkWidget *root, const char *name)
{
  if (gtk_widget_has_css_class (root, name))
    return root;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_class (c, name);
      if (found)
        return found;
    }
  return NULL;
}

static int
natural_height (GtkWidget *widget)
{
  int height;
  gtk_widget_measure (widget, GTK_ORIENTATION_VERTICAL, -1, NULL, &height, NULL, NULL);
  return height;
}

/* Presenter mode writes the score of the feature chosen in the panel over the board, in
 * type far larger than the panel's, and only while something is chosen. */
static void
test_presenter_ended_now (void)
{
  MlWindow *window = tu_open_window (app);
  GtkWidget *box = find_class (GTK_WIDGET (window), "ended-now");
  GtkWidget *points = find_class (GTK_WIDGET (window), "ended-now-points");
  GtkWidget *why = find_class (GTK_WIDGET (window), "ended-now-why");
  g_assert_nonnull (box);
  g_assert_nonnull (points);
  g_assert_nonnull (why);
  /* The first lesson's first item that lights a feature. */
  GtkWidget *panel = tu_find_type (GTK_WIDGET (window), ML_TYPE_SCORE_PANEL);
  GtkWidget *row = tu_find_type (panel, ML_TYPE_SCORE_ITEM_ROW);
  while (row && ml_score_item_row_get_feature (ML_SCORE_ITEM_ROW (row)) < 0)
    row = gtk_widget_get_next_sibling (row);
  g_assert_nonnull (row);
  GtkListBox *list = GTK_LIST_BOX (gtk_widget_get_parent (row));
  gtk_list_box_select_row (list, GTK_LIST_BOX_ROW (row));
  tu_spin ();
  /* Not outside presenter mode: the panel says it already. */
  g_assert_false (gtk_widget_get_visible (box));
  tu_activate (window, "presenter", NULL);
  g_assert_true (gtk_widget_is_visible (box));

  /* The row's own points and winners, and its explanation. */
  g_autoptr (GString) row_text = g_string_new (NULL);
  collect_labels (row, row_text);
  g_auto (GStrv) row_lines = g_strsplit (row_text->str, "\n", -1);
  g_assert_cmpuint (g_strv_length (row_lines), >=, 3);
  const char *line = gtk_label_get_text (GTK_LABEL (points));
  g_test_message ("ended now: %s / %s", line, gtk_label_get_text (GTK_LABEL (why)));
  g_autofree char *want_points = g_strdup_printf ("%s points — %s", row_lines[0], row_lines[1]);
  g_autofree char *want_point = g_strdup_printf ("%s point — %s", row_lines[0], row_lines[1]);
  g_assert_true (g_str_equal (line, want_points) || g_str_equal (line, want_point));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (why)), ==, row_lines[2]);
  /* Large type: one line of it stands over twice as tall as the row's heading. */
  GtkWidget *heading = find_label (row, row_lines[1]);
  g_assert_nonnull (heading);
  g_assert_cmpint (natural_height (points), >=, 2 * natural_height (heading));

  /* Letting the item go hides the line, and so does leaving presenter mode. */
  gtk_list_box_unselect_all (list);
  tu_spin ();
  g_assert_false (gtk_widget_get_visible (box));
  gtk_list_box_select_row (list, GTK_LIST_BOX_ROW (row));
  tu_spin ();
  g_assert_true (gtk_widget_get_visible (box));
  tu_activate (window, "presenter", NULL);
  g_assert_false (gtk_widget_get_visible (box));
  gtk_window_destroy (GTK_WINDOW (window));
  tu_spin ();
}

/* In the Circus Maximus lesson a city and the wonder's bonus on it share a feature, and an
 * end-of-game item has none: whichever item is selected, presenter mode's caption is that
 * item's (it once showed the city's for the wonder's). */
static void
test_presenter_caption_each_item (void)
{
  MlWindow *window = tu_open_window (app);
  g_autoptr (GPtrArray) lessons = ml_lessons_list ();
  const MlLesson *circus = NULL;
  for (guint i = 0; i < lessons->len && circus == NULL; i++)
    if (g_str_has_prefix (((const MlLesson *) g_ptr_array_index (lessons, i))->id, "21-"))
      circus = g_ptr_array_index (lessons, i);
  g_assert_nonnull (circus);
  g_assert_true (_ml_window_open_lesson (window, circus));
  tu_spin ();
  tu_activate (window, "presenter", NULL);
  GtkWidget *points = find_class (GTK_WIDGET (window), "ended-now-points");
  GtkWidget *why = find_class (GTK_WIDGET (window), "ended-now-why");
  GtkWidget *panel = tu_find_type (GTK_WIDGET (window), ML_TYPE_SCORE_PANEL);
  GtkWidget *first = tu_find_type (panel, ML_TYPE_SCORE_ITEM_ROW);
  g_assert_nonnull (first);
  GtkListBox *list = GTK_LIST_BOX (gtk_widget_get_parent (first));
  guint checked = 0;
  for (GtkWidget *row = first; row; row = gtk_widget_get_next_sibling (row))
    {
      if (!ML_IS_SCORE_ITEM_ROW (row) || !gtk_widget_get_visible (row))
        continue;
      gtk_list_box_select_row (list, GTK_LIST_BOX_ROW (row));
      tu_spin ();
      g_autoptr (GString) row_text = g_string_new (NULL);
      collect_labels (row, row_text);
      g_auto (GStrv) row_lines = g_strsplit (row_text->str, "\n", -1);
      g_assert_cmpuint (g_strv_length (row_lines), >=, 3);
      const char *line = gtk_label_get_text (GTK_LABEL (points));
      g_autofree char *want_points = g_strdup_printf ("%s points — %s", row_lines[0], row_lines[1]);
      g_autofree char *want_point = g_strdup_printf ("%s point — %s", row_lines[0], row_lines[1]);
      g_test_message ("row %s %s: caption %s", row_lines[0], row_lines[1], line);
      g_assert_true (g_str_equal (line, want_points) || g_str_equal (line, want_point));
      g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (why)), ==, row_lines[2]);
      checked++;
    }
  g_assert_cmpuint (checked, >=, 2);
  tu_activate (window, "presenter", NULL);
  gtk_window_destroy (GTK_WINDOW (window));
  tu_spin ();
}

/* Presenter mode for the back of the room: the lesson's explanation twice as large and not
 * grey; a hint says how to leave, and Escape leaves. */
static void
test_presenter_explanation (void)
{
  MlWindow *window = tu_open_window (app);
  g_autoptr (GPtrArray) lessons = ml_lessons_list ();
  g_assert_true (_ml_window_open_lesson (window, g_ptr_array_index (lessons, 0)));
  tu_spin ();
  GtkWidget *label = NULL;
  {
    /* The explanation: a selectable label outside the score panel. */
    GPtrArray *stack = g_ptr_array_new ();
    g_ptr_array_add (stack, window);
    while (stack->len > 0 && label == NULL)
      {
        GtkWidget *w = g_ptr_array_steal_index (stack, stack->len - 1);
        if (GTK_IS_LABEL (w) && gtk_label_get_selectable (GTK_LABEL (w)) && gtk_widget_get_visible (w)
            && gtk_widget_get_ancestor (w, ML_TYPE_SCORE_PANEL) == NULL)
          label = w;
        for (GtkWidget *c = gtk_widget_get_first_child (w); c; c = gtk_widget_get_next_sibling (c))
          g_ptr_array_add (stack, c);
      }
    g_ptr_array_unref (stack);
  }
  g_assert_nonnull (label);
  g_assert_true (gtk_widget_has_css_class (label, "dim-label"));
  int before;
  gtk_widget_measure (label, GTK_ORIENTATION_VERTICAL, 360, NULL, &before, NULL, NULL);
  tu_activate (window, "presenter", NULL);
  tu_spin ();
  g_assert_false (gtk_widget_has_css_class (label, "dim-label"));
  /* Whole, to compare its size with the same text before. */
  GtkWidget *more = GTK_WIDGET (window->description_more);
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (more), TRUE);
  /* The new style reaches the label with a frame: wait for it, two seconds at most. */
  int after = before;
  gint64 deadline = g_get_monotonic_time () + 2 * G_USEC_PER_SEC;
  while (after < 2 * before - 24 && g_get_monotonic_time () < deadline)
    {
      g_main_context_iteration (NULL, FALSE);
      gtk_widget_measure (label, GTK_ORIENTATION_VERTICAL, 360, NULL, &after, NULL, NULL);
    }
  g_test_message ("the explanation: %d pixels high, %d in presenter mode", before, after);
  g_assert_cmpint (after, >=, 2 * before - 24);
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (more), FALSE);
  g_assert_true (toast_says (window, "Escape"));
  /* A long explanation (the Cothon's lesson) folds to its first words in presenter mode, so
   * that the scores stay in sight under it: at 1280×720 and on the whole test screen
   * (1600×1000) it takes a third of the height at most, and the scores' first rows show
   * under it. Asked for, it shows whole. */
  const MlLesson *cothon = NULL;
  for (guint i = 0; i < lessons->len && cothon == NULL; i++)
    if (g_str_has_prefix (((const MlLesson *) g_ptr_array_index (lessons, i))->id, "30-"))
      cothon = g_ptr_array_index (lessons, i);
  g_assert_nonnull (cothon);
  g_assert_true (_ml_window_open_lesson (window, cothon));
  const char *whole = ml_scenario_localized (ml_document_get_scenario (ml_window_get_document (window)), "description");
  const int screens[][2] = { { 1280, 720 }, { 1600, 1000 } };
  for (guint z = 0; z < G_N_ELEMENTS (screens); z++)
    {
      gtk_window_unfullscreen (GTK_WINDOW (window));
      resize_and_settle (window, screens[z][0], screens[z][1]);
      gtk_window_fullscreen (GTK_WINDOW (window));
      resize_and_settle (window, screens[z][0], screens[z][1]);
      g_assert_true (gtk_widget_get_mapped (more));
      g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (label)), !=, whole);
      g_assert_true (g_str_has_suffix (gtk_label_get_text (GTK_LABEL (label)), "…"));
      int height = gtk_widget_get_height (label), window_height = gtk_widget_get_height (GTK_WIDGET (window));
      g_test_message ("at %d×%d in presenter mode the explanation is %d pixels high of %d", screens[z][0],
                      screens[z][1], height, window_height);
      g_assert_cmpint (height, <=, window_height / 3);
      GtkWidget *scores = find_label (GTK_WIDGET (window), "Alice");
      g_assert_nonnull (scores);
      graphene_rect_t r;
      g_assert_true (gtk_widget_compute_bounds (scores, GTK_WIDGET (window), &r));
      g_assert_cmpfloat (r.origin.y + r.size.height, <=, window_height);
      gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (more), TRUE);
      g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (label)), ==, whole);
      gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (more), FALSE);
      g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (label)), !=, whole);
    }
  /* Escape, nothing in hand: presenter mode ends, the explanation is as it was. */
  tu_activate (window, "cancel", NULL);
  tu_spin ();
  g_assert_true (gtk_widget_has_css_class (label, "dim-label"));
  gboolean presenting = TRUE;
  g_object_get (window, "presenting", &presenting, NULL);
  g_assert_false (presenting);
  /* Out of presenter mode, at 1024×600 and on the whole test screen (1600×1000), the
   * explanation stands whole, as tall as its text, and nothing folds it. */
  const int normal[][2] = { { 1024, 600 }, { 1600, 1000 } };
  for (guint z = 0; z < G_N_ELEMENTS (normal); z++)
    {
      resize_and_settle (window, normal[z][0], normal[z][1]);
      g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (label)), ==, whole);
      g_assert_false (gtk_widget_get_visible (more));
      /* Its whole text at its width, margins included. */
      int needed;
      gtk_widget_measure (label, GTK_ORIENTATION_VERTICAL,
                          gtk_widget_get_width (label) + gtk_widget_get_margin_start (label) + gtk_widget_get_margin_end (label),
                          &needed, NULL, NULL, NULL);
      g_assert_cmpint (gtk_widget_get_height (label) + gtk_widget_get_margin_top (label) + gtk_widget_get_margin_bottom (label),
                       >=, needed);
    }
  gtk_window_destroy (GTK_WINDOW (window));
  tu_spin ();
}

/* Toasts never queue up behind each other: a new message takes the place of the one on
 * show; one with a button offers its action (an exported image's "Open"), one without has
 * none. */
static void
test_toasts_one_at_a_time (void)
{
  MlWindow *window = tu_open_window (app);
  _ml_window_toast_with (window, "first", NULL, NULL, NULL);
  tu_spin ();
  AdwToast *second = _ml_window_toast_with (window, "second", "_Open", "win.show-file",
                                            g_variant_new_string ("file:///tmp/board.png"));
  tu_spin ();
  /* The second message takes the place of the first: one toast on show, no queue. */
  g_assert_true (toast_says (window, "second"));
  g_assert_false (toast_says (window, "first"));
  g_assert_cmpstr (adw_toast_get_title (second), ==, "second");
  g_assert_cmpstr (adw_toast_get_button_label (second), ==, "_Open");
  g_assert_cmpstr (adw_toast_get_action_name (second), ==, "win.show-file");
  g_assert_cmpstr (g_variant_get_string (adw_toast_get_action_target_value (second), NULL), ==, "file:///tmp/board.png");
  AdwToast *third = _ml_window_toast_with (window, "third", NULL, NULL, NULL);
  tu_spin ();
  g_assert_true (toast_says (window, "third"));
  g_assert_false (toast_says (window, "second"));
  g_assert_null (adw_toast_get_button_label (third));
  g_assert_null (adw_toast_get_action_name (third));
  gtk_window_destroy (GTK_WINDOW (window));
  tu_spin ();
}

/* Runs the main loop until a toast says @text (@shown) or none does, three seconds at most;
 * returns whether one says it. */
static gboolean
wait_toast (MlWindow *window, const char *text, gboolean shown)
{
  gint64 deadline = g_get_monotonic_time () + 3 * G_USEC_PER_SEC;
  while (toast_says (window, text) != shown && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, FALSE);
  return toast_says (window, text);
}

/* Turn mode's toast says how to play a turn: it goes once a turn is played, well before its
 * six seconds; the next message then shows in a toast of its own, not on the one going. */
static void
test_instruction_toast_goes (void)
{
  MlWindow *window = tu_open_window (app);
  tu_activate (window, "turn-mode", NULL);
  g_assert_true (toast_says (window, "green square"));
  MlTurn *turn = ml_window_get_turn (window);
  /* Choosing the tile is not the end of the turn: the instruction stays. */
  g_assert_true (ml_turn_set_hand (turn, "E", NULL));
  tu_spin ();
  g_assert_true (toast_says (window, "green square"));
  gint64 played_at = g_get_monotonic_time ();
  GArray *legal = ml_turn_get_legal (turn);
  g_assert_cmpuint (legal->len, >, 0);
  const MlPlacement *spot = &g_array_index (legal, MlPlacement, 0);
  ml_turn_set_rotation (turn, spot->rot);
  g_assert_true (ml_turn_lay (turn, spot->x, spot->y, NULL));
  g_assert_true (ml_turn_finish (turn, NULL));
  g_assert_false (wait_toast (window, "green square", FALSE));
  g_test_message ("the instruction went %.1f s after the turn", (g_get_monotonic_time () - played_at) / 1e6);
  g_assert_cmpint (g_get_monotonic_time () - played_at, <, 3 * G_USEC_PER_SEC);
  _ml_window_toast (window, "after the turn");
  g_assert_true (wait_toast (window, "after the turn", TRUE));
  tu_activate (window, "turn-mode", NULL);
  tu_close_window (window);
}

/* Adding players, one click after another on +, finds the + still under the pointer: the
 * new players' buttons come after it. */
static void
test_add_player_stays (void)
{
  MlWindow *window = ml_window_new (app);
  gtk_window_present (GTK_WINDOW (window));
  for (int i = 0; i < 5; i++)
    tu_spin ();
  MlDocument *doc = ml_window_get_document (window);
  GtkWidget *add = find_actionable (GTK_WIDGET (window), "win.add-player");
  GtkWidget *remove = find_actionable (GTK_WIDGET (window), "win.remove-player");
  g_assert_nonnull (add);
  graphene_rect_t first, first_remove;
  g_assert_true (gtk_widget_compute_bounds (add, GTK_WIDGET (window), &first));
  g_assert_true (gtk_widget_compute_bounds (remove, GTK_WIDGET (window), &first_remove));
  guint start = ml_document_get_scenario (doc)->players->len;
  g_assert_cmpuint (start, <, ML_MAX_PLAYERS);
  while (ml_document_get_scenario (doc)->players->len < ML_MAX_PLAYERS)
    {
      g_signal_emit_by_name (add, "clicked");
      for (int i = 0; i < 5; i++)
        tu_spin ();
      graphene_rect_t now;
      g_assert_true (gtk_widget_compute_bounds (add, GTK_WIDGET (window), &now));
      g_test_message ("%u players: + at (%g, %g)", ml_document_get_scenario (doc)->players->len, now.origin.x, now.origin.y);
      g_assert_true (graphene_rect_equal (&now, &first));
      g_assert_true (gtk_widget_compute_bounds (remove, GTK_WIDGET (window), &now));
      g_assert_true (graphene_rect_equal (&now, &first_remove));
    }
  g_assert_cmpuint (ml_document_get_scenario (doc)->players->len, ==, ML_MAX_PLAYERS);
  tu_close_window (window);
}

/* The toolbar has a zoom control: its buttons zoom the board in and out by steps. */
static void
test_zoom_buttons (void)
{
  MlWindow *window = tu_open_window (app);
  MlBoardView *board = ML_BOARD_VIEW (tu_find_type (GTK_WIDGET (window), ML_TYPE_BOARD_VIEW));
  GtkWidget *in = find_actionable (GTK_WIDGET (window), "win.zoom-in");
  GtkWidget *out = find_actionable (GTK_WIDGET (window), "win.zoom-out");
  g_assert_true (GTK_IS_BUTTON (in) && GTK_IS_BUTTON (out));
  ml_board_view_set_scale (board, 64);
  g_signal_emit_by_name (in, "clicked");
  tu_spin ();
  g_assert_cmpfloat_with_epsilon (ml_board_view_get_scale (board), 80, 0.01);
  g_signal_emit_by_name (out, "clicked");
  g_signal_emit_by_name (out, "clicked");
  tu_spin ();
  g_assert_cmpfloat_with_epsilon (ml_board_view_get_scale (board), 51.2, 0.01);
  gtk_window_destroy (GTK_WINDOW (window));
  tu_spin ();
}

/* A fitted board fits again when the window changes size, until the user zooms. The window
 * only grows here: shrinking a window under Xvfb makes GTK warn now and then that it draws
 * before it lays out. */
static void
test_fit_follows_size (void)
{
  MlWindow *window = ml_window_new (app);
  gtk_window_set_default_size (GTK_WINDOW (window), 1024, 600);
  gtk_window_present (GTK_WINDOW (window));
  tu_spin ();
  resize_and_settle (window, 1024, 600);
  MlBoardView *board = ML_BOARD_VIEW (tu_find_type (GTK_WIDGET (window), ML_TYPE_BOARD_VIEW));
  tu_activate (window, "fit", NULL);
  double small = ml_board_view_get_scale (board);
  resize_and_settle (window, 1280, 800);
  double large = ml_board_view_get_scale (board);
  g_test_message ("fitted: %g pixels a square at 1024×600, %g at 1280×800", small, large);
  g_assert_cmpfloat (large, >, small * 1.1);
  /* Zoomed by hand, the board keeps its zoom. */
  tu_activate (window, "zoom-out", NULL);
  double zoomed = ml_board_view_get_scale (board);
  g_assert_cmpfloat (zoomed, <, large);
  resize_and_settle (window, 1400, 900);
  g_assert_cmpfloat_with_epsilon (ml_board_view_get_scale (board), zoomed, 0.01);
  gtk_window_destroy (GTK_WINDOW (window));
  tu_spin ();
}

/* Open Recent: two files of the same name say their folders, the others only their names. */
static void
test_recent_labels (void)
{
  g_autofree char *a = g_strconcat ("file://", g_get_home_dir (), "/class-a/lesson.json", NULL);
  const char *uris[] = { a, "file:///srv/class-b/lesson.json", "file:///srv/other.json", NULL };
  g_auto (GStrv) labels = _ml_window_recent_labels (uris);
  g_assert_cmpuint (g_strv_length (labels), ==, 3);
  g_assert_cmpstr (labels[0], ==, "lesson.json (~/class-a)");
  g_assert_cmpstr (labels[1], ==, "lesson.json (/srv/class-b)");
  g_assert_cmpstr (labels[2], ==, "other.json");
}

/* The meeples tool's tooltip names the figures Shift+click lays, those of the expansions in
 * play only. */
static void
test_meeples_tip (void)
{
  MlWindow *window = tu_open_window (app);
  MlDocument *doc = ml_window_get_document (window);
  GtkWidget *tool = find_actionable (GTK_WIDGET (window), "win.meeples");
  g_assert_nonnull (tool);
  g_assert_true (ml_document_set_expansions (doc, ML_EXPANSION_FARMERS, NULL));
  tu_spin ();
  g_assert_cmpstr (gtk_widget_get_tooltip_text (tool), ==, "Put meeples on features or take them off (M)");
  g_assert_true (ml_document_set_expansions (doc, ML_EXPANSION_FARMERS | ML_EXPANSION_ABBEYS, NULL));
  tu_spin ();
  g_assert_cmpstr (gtk_widget_get_tooltip_text (tool), ==,
                   "Put meeples on features or take them off (M). Shift+click: another figure (claustral prior)");
  tu_close_window (window);
}

int
main (int argc, char **argv)
{
  tu_gtk_log_init ();
  g_autofree char *dir = g_path_get_dirname (argv[0]);
  build_locale_dir = g_build_filename (dir, "..", "po", NULL);
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  app = tu_app_new ();

  g_test_add_func ("/window/starts-on-example", test_starts_on_example);
  g_test_add_func ("/window/place-undo-redo", test_place_undo_redo);
  g_test_add_func ("/window/save-and-reload", test_save_and_reload);
  g_test_add_func ("/window/save-failure-says-why", test_save_failure_says_why);
  g_test_add_func ("/window/save-unwritable-folder", test_save_unwritable_folder);
  g_test_add_func ("/window/broken-file-keeps-board", test_broken_file_keeps_board);
  g_test_add_func ("/window/hostile-files-keep-board", test_hostile_files_keep_board);
  g_test_add_func ("/window/open-jcz", test_open_jcz);
  g_test_add_func ("/window/timeline", test_timeline);
  g_test_add_func ("/window/open-cancels-previous", test_open_cancels_previous);
  g_test_add_func ("/window/recent-labels", test_recent_labels);
  g_test_add_func ("/window/close-asks-first", test_close_asks_first);
  g_test_add_func ("/window/lessons", test_lessons);
  g_test_add_func ("/window/edit-500", test_edit_500);
  g_test_add_func ("/window/wonders", test_wonders);
  g_test_add_func ("/window/switches", test_switches);
  g_test_add_func ("/window/player-bar", test_player_bar);
  g_test_add_func ("/window/turn-bar", test_turn_bar);
  g_test_add_func ("/window/turn-bar-figures", test_turn_bar_figures);
  g_test_add_func ("/window/turn-bar-extra-turn", test_turn_bar_extra_turn);
  g_test_add_func ("/window/turn-bar-keep", test_turn_bar_keep);
  g_test_add_func ("/window/turn-bar-takers", test_turn_bar_takers);
  g_test_add_func ("/window/turn-bar/set-aside", test_turn_bar_set_aside);
  g_test_add_func ("/window/shortcuts", test_shortcuts);
  g_test_add_func ("/window/bars-follow-document", test_bars_follow_document);
  g_test_add_func ("/window/owns-turn", test_window_owns_turn);
  g_test_add_func ("/window/narrow", test_narrow);
  g_test_add_func ("/window/new-board", test_new_board);
  g_test_add_func ("/window/presenter-ended-now", test_presenter_ended_now);
  g_test_add_func ("/window/presenter-caption-each-item", test_presenter_caption_each_item);
  g_test_add_func ("/window/presenter-explanation", test_presenter_explanation);
  g_test_add_func ("/window/toasts-one-at-a-time", test_toasts_one_at_a_time);
  g_test_add_func ("/window/instruction-toast-goes", test_instruction_toast_goes);
  g_test_add_func ("/window/add-player-stays", test_add_player_stays);
  g_test_add_func ("/window/zoom-buttons", test_zoom_buttons);
  g_test_add_func ("/window/fit-follows-size", test_fit_follows_size);
  g_test_add_func ("/window/meeples-tip", test_meeples_tip);
  int status = g_test_run ();
  g_object_unref (app);
  g_free (build_locale_dir);
  return status;
}
