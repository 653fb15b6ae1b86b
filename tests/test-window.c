/* The application's windows under a real display (xvfb-run): open a scenario, lay a tile
 * through the window's actions, undo and redo, save and open again, refuse a broken file,
 * ask before closing with changes. */
#include "config.h"

#include <glib/gstdio.h>
#include "ml-application.h"
#include "ml-window.h"
#include "ml-lessons.h"
#include "ml-palette.h"
#include "ml-score-panel.h"

#include <string.h>
#include "test-util.h"

static MlApplication *app;

static void
spin (void)
{
  for (int i = 0; i < 20; i++)
    while (g_main_context_iteration (NULL, FALSE))
      ;
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

static void
activate (MlWindow *window, const char *action, GVariant *param)
{
  g_assert_true (g_action_group_has_action (G_ACTION_GROUP (window), action));
  g_action_group_activate_action (G_ACTION_GROUP (window), action, param);
  spin ();
}

static void
test_starts_on_example (void)
{
  MlWindow *window = ml_window_new (app);
  gtk_window_present (GTK_WINDOW (window));
  spin ();
  /* The built-in example, as a copy tied to no file. */
  g_assert_cmpuint (n_pieces (window), ==, 6);
  g_assert_null (ml_document_get_file (ml_window_get_document (window)));
  g_assert_false (ml_document_get_modified (ml_window_get_document (window)));
  g_assert_cmpint (ml_document_get_final (ml_window_get_document (window), 0), ==, 15);
  gtk_window_destroy (GTK_WINDOW (window));
  spin ();
}

static void
test_place_undo_redo (void)
{
  MlWindow *window = ml_window_new (app);
  gtk_window_present (GTK_WINDOW (window));
  spin ();
  MlDocument *doc = ml_window_get_document (window);
  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "undo"));
  activate (window, "place", g_variant_new ("(siii)", "U", 2, 0, 90));
  g_assert_cmpuint (n_pieces (window), ==, 7);
  g_assert_true (ml_document_get_modified (doc));
  g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "undo"));
  /* A taken square changes nothing. */
  activate (window, "place", g_variant_new ("(siii)", "U", 2, 0, 0));
  g_assert_cmpuint (n_pieces (window), ==, 7);
  activate (window, "undo", NULL);
  g_assert_cmpuint (n_pieces (window), ==, 6);
  g_assert_false (ml_document_get_modified (doc));
  g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "redo"));
  activate (window, "redo", NULL);
  g_assert_cmpuint (n_pieces (window), ==, 7);
  /* Turning a piece with the keyboard cursor: R acts on the piece under the cursor. */
  activate (window, "overlay", NULL);
  g_assert_true (g_variant_get_boolean (g_action_group_get_action_state (G_ACTION_GROUP (window), "overlay")));
  ml_document_undo (doc);
  gtk_window_destroy (GTK_WINDOW (window));
  spin ();
}

static void
test_save_and_reload (void)
{
  g_autofree char *dir = g_dir_make_tmp ("meeple-lab-ui-XXXXXX", NULL);
  g_autofree char *path = copy_example (dir);
  g_autoptr (GFile) file = g_file_new_for_path (path);

  MlWindow *window = ml_window_new (app);
  gtk_window_present (GTK_WINDOW (window));
  spin ();
  ml_window_open_file (window, file);
  spin ();
  g_assert_true (g_file_equal (ml_document_get_file (ml_window_get_document (window)), file));
  activate (window, "place", g_variant_new ("(siii)", "B", 3, 3, 0));
  activate (window, "save", NULL);
  g_assert_false (ml_document_get_modified (ml_window_get_document (window)));
  g_autofree char *saved = ml_scenario_to_json (ml_document_get_scenario (ml_window_get_document (window)));

  MlWindow *again = ml_window_new (app);
  gtk_window_present (GTK_WINDOW (again));
  spin ();
  ml_window_open_file (again, file);
  spin ();
  g_assert_cmpuint (n_pieces (again), ==, 7);
  g_autofree char *reloaded = ml_scenario_to_json (ml_document_get_scenario (ml_window_get_document (again)));
  g_assert_cmpstr (saved, ==, reloaded);

  gtk_window_destroy (GTK_WINDOW (window));
  gtk_window_destroy (GTK_WINDOW (again));
  spin ();
  g_unlink (path);
  g_rmdir (dir);
}

static void
test_broken_file_keeps_board (void)
{
  g_autofree char *dir = g_dir_make_tmp ("meeple-lab-ui-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "broken.json", NULL);
  g_assert_true (g_file_set_contents (path, "{ \"format\": \"meeple-lab-scenario\", ", -1, NULL));
  g_autoptr (GFile) file = g_file_new_for_path (path);

  MlWindow *window = ml_window_new (app);
  gtk_window_present (GTK_WINDOW (window));
  spin ();
  activate (window, "place", g_variant_new ("(siii)", "B", 3, 3, 0));
  g_autofree char *before = ml_scenario_to_json (ml_document_get_scenario (ml_window_get_document (window)));
  ml_window_open_file (window, file);
  spin ();
  g_autofree char *after = ml_scenario_to_json (ml_document_get_scenario (ml_window_get_document (window)));
  g_assert_cmpstr (before, ==, after);
  g_assert_true (ml_document_get_modified (ml_window_get_document (window)));
  ml_document_undo (ml_window_get_document (window));
  gtk_window_destroy (GTK_WINDOW (window));
  spin ();
  g_unlink (path);
  g_rmdir (dir);
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

static void
test_close_asks_first (void)
{
  MlWindow *window = ml_window_new (app);
  gtk_window_present (GTK_WINDOW (window));
  spin ();
  activate (window, "place", g_variant_new ("(siii)", "B", 3, 3, 0));
  gtk_window_close (GTK_WINDOW (window));
  spin ();
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
  spin ();
  g_assert_false (has_message_dialog ());
}

/* Every built-in lesson opens as a copy tied to no file, in the user's language; the
 * browser comes up from the window's action. */
static void
test_lessons (void)
{
  g_autoptr (GPtrArray) lessons = ml_lessons_list ();
  g_assert_cmpuint (lessons->len, >=, 16);
  MlWindow *window = ml_window_new (app);
  gtk_window_present (GTK_WINDOW (window));
  spin ();
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
  activate (window, "lessons", NULL);
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
  spin ();
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
  spin ();
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
      spin ();
    }
  g_assert_cmpuint (ml_document_get_scenario (doc)->pieces->len, ==, 520);
  g_test_message ("edit on a 500-tile board with the window up to date: mean %.2f ms, max %.2f ms",
                  total / 20, worst);
  g_test_minimized_result (total / 20, "edit, mean ms");
  gtk_window_destroy (GTK_WINDOW (window));
  spin ();
}

/* The first widget of @type under @root, depth first. */
static GtkWidget *
find_widget (GtkWidget *root, GType type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (root, type))
    return root;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_widget (c, type);
      if (found)
        return found;
    }
  return NULL;
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
  MlWindow *window = ml_window_new (app);
  gtk_window_present (GTK_WINDOW (window));
  spin ();
  MlDocument *doc = ml_window_get_document (window);
  GtkWidget *palette = find_widget (GTK_WIDGET (window), ML_TYPE_PALETTE);
  g_assert_nonnull (palette);
  GtkWidget *heading = find_label (palette, "Wonders of Humanity");
  g_assert_nonnull (heading);
  g_assert_false (gtk_widget_is_visible (heading));
  g_assert_false (ml_document_get_scenario (doc)->expansions & ML_EXPANSION_WONDERS);

  activate (window, "expansion-wonders", NULL);
  g_assert_true (ml_document_get_scenario (doc)->expansions & ML_EXPANSION_WONDERS);
  g_autoptr (GVariant) state = g_action_group_get_action_state (G_ACTION_GROUP (window), "expansion-wonders");
  g_assert_true (g_variant_get_boolean (state));
  g_assert_true (gtk_widget_is_visible (heading));
  /* Each wonder by its name, with its effect in the tooltip. */
  g_assert_cmpuint (count_tooltips (palette, "Taj Mahal\n"), ==, 1);
  g_assert_cmpuint (count_tooltips (palette, "Great Wall of China\n"), ==, 1);
  g_assert_cmpuint (count_tooltips (palette, "At the end, its owner scores"), ==, 4);
  g_assert_nonnull (find_label (palette, "Taj Mahal  0/1"));
  GSettings *settings = ml_application_get_settings (app);
  if (settings)
    {
      g_auto (GStrv) ids = g_settings_get_strv (settings, "default-expansions");
      g_assert_true (g_strv_contains ((const char *const *) ids, "wonders"));
    }
  GtkWidget *panel = find_widget (GTK_WIDGET (window), ML_TYPE_SCORE_PANEL);
  GtkWidget *section = find_label (panel, "Wonders");
  g_assert_nonnull (section);
  g_assert_true (gtk_widget_is_visible (section));

  /* Laid from the window, the wonder is the chosen player's (the first). */
  activate (window, "place", g_variant_new ("(siii)", "tikal", 10, 10, 0));
  const MlScenario *scenario = ml_document_get_scenario (doc);
  const MlScenarioPiece *laid = g_ptr_array_index (scenario->pieces, scenario->pieces->len - 1);
  g_assert_cmpstr (laid->tile, ==, "tikal");
  g_assert_cmpint (laid->owner, ==, 0);
  GStrv wonders = ((MlScenarioPlayer *) g_ptr_array_index (scenario->players, 0))->wonders;
  g_assert_true (wonders && g_strv_contains ((const char *const *) wonders, "tikal"));
  g_assert_nonnull (find_label (panel, "Tikal laid"));

  /* Turn mode shows whose turn it is. */
  activate (window, "turn-mode", NULL);
  g_autofree char *to_move = g_strdup_printf ("%s to move",
                                              ((MlScenarioPlayer *) g_ptr_array_index (scenario->players, scenario->turn))->name);
  GtkWidget *turn_label = find_label (GTK_WIDGET (window), to_move);
  g_assert_nonnull (turn_label);
  g_assert_true (gtk_widget_is_visible (turn_label));
  activate (window, "turn-mode", NULL);

  /* Off again: the group hides. */
  activate (window, "expansion-wonders", NULL);
  g_assert_false (gtk_widget_is_visible (heading));
  g_assert_false (gtk_widget_is_visible (section));
  gtk_window_destroy (GTK_WINDOW (window));
  spin ();
  if (settings)
    g_settings_reset (settings, "default-expansions");
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  app = ml_application_new ();
  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_HANDLES_OPEN | G_APPLICATION_NON_UNIQUE);
  g_autoptr (GError) error = NULL;
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, &error));
  g_assert_no_error (error);

  g_test_add_func ("/window/starts-on-example", test_starts_on_example);
  g_test_add_func ("/window/place-undo-redo", test_place_undo_redo);
  g_test_add_func ("/window/save-and-reload", test_save_and_reload);
  g_test_add_func ("/window/broken-file-keeps-board", test_broken_file_keeps_board);
  g_test_add_func ("/window/close-asks-first", test_close_asks_first);
  g_test_add_func ("/window/lessons", test_lessons);
  g_test_add_func ("/window/edit-500", test_edit_500);
  g_test_add_func ("/window/wonders", test_wonders);
  int status = g_test_run ();
  g_object_unref (app);
  return status;
}
