/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Lessons a teacher writes, under a real display (xvfb-run): the scenario's details dialog
 * writes the title and explanation into the document (one undo step, shown above the scores,
 * saved in the file's "title" and "description"); Save as Lesson puts the scenario in the
 * user's lessons folder without replacing another file; the lessons browser lists those
 * lessons under their own topic, finds them by search, draws their picture, and lists a
 * broken file as unreadable. The user's data folder is a new temporary one. */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>
#include "ml-application.h"
#include "ml-window.h"
#include "ml-window-private.h"
#include "ml-lessons.h"
#include "ml-lessons-dialog.h"
#include "ml-lesson-row.h"
#include "ml-scenario-details.h"
#include "ml-user-lessons.h"
#include "test-ui-util.h"

static MlApplication *app;
static char *data_home;

static const char scenario_json[] =
  "{\"format\": \"meeple-lab-scenario\", \"version\": 1, \"title\": \"Old title\","
  " \"players\": [{\"name\": \"Ann\", \"color\": \"red\"}, {\"name\": \"Ben\", \"color\": \"blue\"}],"
  " \"pieces\": [{\"tile\": \"D\", \"x\": 0, \"y\": 0, \"rotation\": 0},"
  "             {\"tile\": \"E\", \"x\": 0, \"y\": -1, \"rotation\": 180}],"
  " \"meeples\": [{\"player\": 0, \"x\": 0, \"y\": 0, \"at\": \"N\"}]}";

static MlWindow *
open_window (void)
{
  MlWindow *window = ml_window_new (app);
  gtk_window_present (GTK_WINDOW (window));
  tu_spin ();
  MlDocument *doc = ml_window_get_document (window);
  g_assert_true (ml_document_load_data (doc, scenario_json, strlen (scenario_json), "test", NULL));
  tu_spin ();
  return window;
}

/* The first widget of @type under @root, depth first; with @label, the first whose label
 * (a button's or a label's) it is. */
static GtkWidget *
find_widget (GtkWidget *root, GType type, const char *label)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (root, type))
    {
      const char *text = GTK_IS_BUTTON (root) ? gtk_button_get_label (GTK_BUTTON (root))
                       : GTK_IS_LABEL (root) ? gtk_label_get_label (GTK_LABEL (root)) : NULL;
      if (label == NULL || g_strcmp0 (text, label) == 0)
        return root;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (root); child; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_widget (child, type, label);
      if (found)
        return found;
    }
  return NULL;
}

/* The toplevel window of @type that is shown now, or NULL. */
static GtkWindow *
find_toplevel (GType type)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GObject) window = g_list_model_get_item (toplevels, i);
      if (G_TYPE_CHECK_INSTANCE_TYPE (window, type) && gtk_widget_get_visible (GTK_WIDGET (window)))
        return GTK_WINDOW (window);
    }
  return NULL;
}

static char *
lessons_path (const char *name)
{
  return g_build_filename (data_home, "meeple-lab", "lessons", name, NULL);
}

static JsonObject *
read_object (const char *path, JsonParser *parser)
{
  g_autoptr (GError) error = NULL;
  g_assert_true (json_parser_load_from_file (parser, path, &error));
  g_assert_no_error (error);
  return json_node_get_object (json_parser_get_root (parser));
}

/* The details dialog: its texts become the document's as one undo step, the explanation
 * shows above the scores, and the file holds both in "title" and "description". */
static void
test_details_saved (void)
{
  MlWindow *window = open_window ();
  MlDocument *doc = ml_window_get_document (window);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (window->description_label)));

  /* The menu's action opens the dialog, showing the texts as they are. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.details", NULL);
  tu_spin ();
  MlScenarioDetails *details = ML_SCENARIO_DETAILS (find_toplevel (ML_TYPE_SCENARIO_DETAILS));
  g_assert_nonnull (details);
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (details)) == GTK_WINDOW (window));
  GtkWidget *title_row = find_widget (GTK_WIDGET (details), ADW_TYPE_ENTRY_ROW, NULL);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (title_row)), ==, "Old title");

  const char *explanation = "Ann’s knight is alone in the city:\nit is worth 4 points.";
  ml_scenario_details_set_texts (details, "Two knights, one city", explanation);
  g_object_add_weak_pointer (G_OBJECT (details), (gpointer *) &details);
  /* Ctrl+Enter's action, as the button. */
  gtk_widget_activate_action (GTK_WIDGET (details), "details.apply", NULL);
  tu_spin ();
  g_assert_null (details);

  g_autofree char *title = ml_document_dup_title (doc);
  g_assert_cmpstr (title, ==, "Two knights, one city");
  g_assert_cmpstr (ml_document_get_scenario (doc)->description, ==, explanation);
  g_assert_true (ml_document_get_modified (doc));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (window->description_label)));
  g_assert_cmpstr (gtk_label_get_text (window->description_label), ==, explanation);

  /* One undo step takes both back. */
  g_assert_true (ml_document_undo (doc));
  g_autofree char *old = ml_document_dup_title (doc);
  g_assert_cmpstr (old, ==, "Old title");
  g_assert_null (ml_document_get_scenario (doc)->description);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (window->description_label)));
  g_assert_false (ml_document_get_modified (doc));
  g_assert_true (ml_document_redo (doc));

  /* Saved in the file's own members, and read back. */
  g_autofree char *path = g_build_filename (data_home, "details.json", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  g_assert_true (ml_document_save (doc, file, &error));
  g_assert_no_error (error);
  g_autoptr (JsonParser) parser = json_parser_new ();
  JsonObject *root = read_object (path, parser);
  g_assert_cmpstr (json_object_get_string_member (root, "title"), ==, "Two knights, one city");
  g_assert_cmpstr (json_object_get_string_member (root, "description"), ==, explanation);
  g_autoptr (MlDocument) again = ml_document_new ();
  g_assert_true (ml_document_load (again, file, &error));
  g_autofree char *again_title = ml_document_dup_title (again);
  g_assert_cmpstr (again_title, ==, "Two knights, one city");
  g_assert_cmpstr (ml_document_get_scenario (again)->description, ==, explanation);

  /* A blank explanation leaves the file without one, and the line above the scores goes. */
  details = ml_scenario_details_new (GTK_WINDOW (window), doc, FALSE);
  ml_scenario_details_set_texts (details, "Two knights, one city", "  \n");
  g_assert_true (ml_scenario_details_apply (details));
  tu_spin ();
  g_assert_null (ml_document_get_scenario (doc)->description);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (window->description_label)));
  tu_close_window (window);
}

/* A text left as shown stays as the file has it: a French reader applying the dialog
 * unchanged does not turn the English title into the French one. */
static void
test_details_unchanged_kept (void)
{
  static const char json[] =
    "{\"format\": \"meeple-lab-scenario\", \"version\": 1, \"title\": \"English\", \"description\": \"Said.\","
    " \"players\": [{\"name\": \"A\"}, {\"name\": \"B\"}],"
    " \"pieces\": [{\"tile\": \"D\", \"x\": 0, \"y\": 0, \"rotation\": 0}],"
    " \"translations\": {\"fr\": {\"title\": \"Français\", \"description\": \"Dit.\"}}}";
  g_autoptr (MlDocument) doc = ml_document_new ();
  g_assert_true (ml_document_load_data (doc, json, strlen (json), "t", NULL));
  g_setenv ("LANGUAGE", "fr", TRUE);
  MlScenarioDetails *details = ml_scenario_details_new (NULL, doc, FALSE);
  g_setenv ("LANGUAGE", "", TRUE);
  GtkWidget *title_row = find_widget (GTK_WIDGET (details), ADW_TYPE_ENTRY_ROW, NULL);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (title_row)), ==, "Français");
  /* Only the explanation changes: the title and its translation stay. */
  ml_scenario_details_set_texts (details, "Français", "Nouveau.");
  g_assert_true (ml_scenario_details_apply (details));
  const MlScenario *scenario = ml_document_get_scenario (doc);
  g_assert_cmpstr (scenario->title, ==, "English");
  g_assert_cmpstr (scenario->description, ==, "Nouveau.");
  JsonObject *fr = json_object_get_object_member (json_object_get_object_member (scenario->extra, "translations"), "fr");
  g_assert_cmpstr (json_object_get_string_member (fr, "title"), ==, "Français");
  g_assert_false (json_object_has_member (fr, "description"));
  tu_spin ();
}

/* Save as Lesson asks for a title: without one the dialog stays and nothing is saved. */
static void
test_lesson_needs_title (void)
{
  g_autoptr (MlDocument) doc = ml_document_new ();
  g_assert_true (ml_document_load_data (doc, scenario_json, strlen (scenario_json), "t", NULL));
  MlScenarioDetails *details = ml_scenario_details_new (NULL, doc, TRUE);
  gtk_window_present (GTK_WINDOW (details));
  ml_scenario_details_set_texts (details, "   ", "Something.");
  GtkWidget *save = find_widget (GTK_WIDGET (details), GTK_TYPE_BUTTON, "_Save");
  g_assert_nonnull (save);
  g_assert_false (gtk_widget_get_sensitive (save));
  g_assert_false (ml_scenario_details_apply (details));
  g_assert_false (ml_document_can_undo (doc));
  GtkWidget *error = find_widget (GTK_WIDGET (details), GTK_TYPE_LABEL, "A lesson needs a title.");
  g_assert_nonnull (error);
  g_assert_true (gtk_widget_get_visible (error));
  ml_scenario_details_set_texts (details, "A title", "Something.");
  g_assert_true (gtk_widget_get_sensitive (save));
  gtk_window_destroy (GTK_WINDOW (details));
  tu_spin ();
}

static void
test_file_names (void)
{
  const struct { const char *title, *name; } cases[] = {
    { "Two knights, one city", "Two knights, one city.json" },
    { "A/B: why?", "A-B- why-.json" },
    { "  ..hidden  ", "hidden.json" },
    { "line\none\ttwo", "line one two.json" },
    { "old.json", "old.json" },
    { "", "Lesson.json" },
    { "...", "Lesson.json" },
    { "Pièges du pré", "Pièges du pré.json" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *name = ml_user_lessons_file_name (cases[i].title);
      g_assert_cmpstr (name, ==, cases[i].name);
    }
  /* A long title is shortened on a character's boundary. */
  g_autoptr (GString) long_title = g_string_new (NULL);
  for (guint i = 0; i < 100; i++)
    g_string_append (long_title, "é");
  g_autofree char *name = ml_user_lessons_file_name (long_title->str);
  g_assert_true (g_utf8_validate (name, -1, NULL));
  g_assert_cmpuint (g_utf8_strlen (name, -1), ==, 80 + strlen (".json"));
}

static char *
contents_of (const char *path)
{
  char *text = NULL;
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  return text;
}

/* The row of the lessons dialog's list at @index. */
static GtkListBoxRow *
row_at (MlLessonsDialog *dialog, int index)
{
  GtkListBox *list = GTK_LIST_BOX (find_widget (GTK_WIDGET (dialog), GTK_TYPE_LIST_BOX, NULL));
  return gtk_list_box_get_row_at_index (list, index);
}

/* Whether the picture of @row has anything drawn in it. */
static gboolean
row_draws (GtkListBoxRow *row)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 96, 64);
  cairo_t *cr = cairo_create (surface);
  ml_lesson_row_draw_position (ML_LESSON_ROW (row), cr, 96, 64, FALSE);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  const guint8 *data = cairo_image_surface_get_data (surface);
  int stride = cairo_image_surface_get_stride (surface);
  guint painted = 0;
  for (int y = 0; y < 64; y++)
    for (int x = 0; x < 96; x++)
      painted += data[y * stride + 4 * x + 3] != 0;
  cairo_surface_destroy (surface);
  return painted > 96 * 64 / 10;
}

static void
count_call (guint *count)
{
  (*count)++;
}

/* Saved lessons go into the folder under their titles, never over another; the browser
 * lists them under "My lessons", first, finds them by search, draws them, and lists a
 * broken file as unreadable. */
static void
test_saved_and_listed (void)
{
  g_autoptr (GPtrArray) built_in = ml_lessons_list ();
  g_autoptr (MlDocument) doc = ml_document_new ();
  g_assert_true (ml_document_load_data (doc, scenario_json, strlen (scenario_json), "t", NULL));
  g_assert_true (ml_document_set_text (doc, "Quarry Hill, two knights", "Ann’s knight holds the city.", NULL));
  g_autoptr (GError) error = NULL;
  g_autoptr (GFile) first = ml_user_lessons_save (doc, &error);
  g_assert_no_error (error);
  g_autofree char *first_path = g_file_get_path (first);
  g_autofree char *expected = lessons_path ("Quarry Hill, two knights.json");
  g_assert_cmpstr (first_path, ==, expected);
  g_assert_true (g_file_equal (ml_document_get_file (doc), first));
  g_assert_false (ml_document_get_modified (doc));
  g_autofree char *first_text = contents_of (first_path);

  /* Another scenario of the same title gets a name of its own. */
  g_autoptr (MlDocument) other = ml_document_new ();
  g_assert_true (ml_document_load_data (other, scenario_json, strlen (scenario_json), "t", NULL));
  g_assert_true (ml_document_set_text (other, "Quarry Hill, two knights", "Another explanation.", NULL));
  g_autoptr (GFile) second = ml_user_lessons_save (other, &error);
  g_assert_no_error (error);
  g_autofree char *second_path = g_file_get_path (second);
  g_autofree char *expected_second = lessons_path ("Quarry Hill, two knights (2).json");
  g_assert_cmpstr (second_path, ==, expected_second);
  g_autofree char *first_after = contents_of (first_path);
  g_assert_cmpstr (first_after, ==, first_text);

  /* A lesson saved again goes over its own file, whatever its title now. */
  g_assert_true (ml_document_set_text (doc, "Quarry Hill, two knights", "Changed.", NULL));
  g_autoptr (GFile) same = ml_user_lessons_save (doc, &error);
  g_assert_no_error (error);
  g_assert_true (g_file_equal (same, first));
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_assert_cmpstr (json_object_get_string_member (read_object (first_path, parser), "description"), ==, "Changed.");

  /* What else lies in the folder: a broken file, a folder named like a file, other files. */
  g_autofree char *broken = lessons_path ("unfinished-xyz.json");
  g_assert_true (g_file_set_contents (broken, "{ \"format\": ", -1, NULL));
  g_autofree char *folder = lessons_path ("folder.json");
  g_assert_cmpint (g_mkdir (folder, 0755), ==, 0);
  g_autofree char *notes = lessons_path ("notes.txt");
  g_assert_true (g_file_set_contents (notes, "not a lesson", -1, NULL));
  g_autofree char *hidden = lessons_path (".hidden.json");
  g_assert_true (g_file_set_contents (hidden, scenario_json, -1, NULL));

  g_autoptr (GPtrArray) own = ml_user_lessons_list ();
  g_assert_cmpuint (own->len, ==, 4);
  guint unreadable = 0;
  for (guint i = 0; i < own->len; i++)
    {
      const MlLesson *lesson = g_ptr_array_index (own, i);
      g_assert_cmpuint (lesson->topic, ==, ML_LESSON_TOPIC_USER);
      g_assert_nonnull (lesson->path);
      unreadable += lesson->problem != NULL;
    }
  g_assert_cmpuint (unreadable, ==, 2);

  MlLessonsDialog *dialog = ml_lessons_dialog_new (NULL);
  gtk_window_present (GTK_WINDOW (dialog));
  tu_spin ();
  g_assert_cmpuint (ml_lessons_dialog_count_shown (dialog), ==, built_in->len + 4);

  /* Their own topic, first in the list, with its heading. */
  GtkListBoxRow *row = row_at (dialog, 0);
  g_assert_cmpuint (ml_lesson_row_get_lesson (ML_LESSON_ROW (row))->topic, ==, ML_LESSON_TOPIC_USER);
  GtkWidget *header = gtk_list_box_row_get_header (row);
  g_assert_true (GTK_IS_LABEL (header));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (header)), ==, "My lessons");
  g_assert_cmpuint (ml_lesson_row_get_lesson (ML_LESSON_ROW (row_at (dialog, 4)))->topic, !=, ML_LESSON_TOPIC_USER);

  /* Found by a word of their title, and of their explanation. */
  ml_lessons_dialog_search (dialog, "quarry");
  g_assert_cmpuint (ml_lessons_dialog_count_shown (dialog), ==, 2);
  const MlLesson *selected = ml_lessons_dialog_get_selected (dialog);
  g_assert_nonnull (selected);
  g_assert_cmpstr (selected->title, ==, "Quarry Hill, two knights");
  g_assert_cmpuint (selected->topic, ==, ML_LESSON_TOPIC_USER);
  ml_lessons_dialog_search (dialog, "another explanation");
  g_assert_cmpuint (ml_lessons_dialog_count_shown (dialog), ==, 1);
  g_assert_cmpstr (ml_lessons_dialog_get_selected (dialog)->path, ==, second_path);
  /* And all of them by their topic's name. */
  ml_lessons_dialog_search (dialog, "my lessons");
  g_assert_cmpuint (ml_lessons_dialog_count_shown (dialog), ==, 4);

  /* Each has its picture, drawn as the built-in ones are; a broken one has none. */
  guint drawn = 0;
  for (int i = 0; i < 4; i++)
    {
      GtkListBoxRow *user_row = row_at (dialog, i);
      gboolean readable = ml_lesson_row_get_lesson (ML_LESSON_ROW (user_row))->problem == NULL;
      g_assert_cmpint (row_draws (user_row), ==, readable);
      drawn += readable;
    }
  g_assert_cmpuint (drawn, ==, 2);
  g_assert_true (row_draws (row_at (dialog, 4)));

  /* The broken file is listed, says why, and does not open. */
  ml_lessons_dialog_search (dialog, "xyz");
  g_assert_cmpuint (ml_lessons_dialog_count_shown (dialog), ==, 1);
  selected = ml_lessons_dialog_get_selected (dialog);
  g_assert_nonnull (selected->problem);
  GtkWidget *open = find_widget (GTK_WIDGET (dialog), GTK_TYPE_BUTTON, "_Open");
  g_assert_false (gtk_widget_get_sensitive (open));
  guint chosen = 0;
  g_signal_connect_swapped (dialog, "lesson-chosen", G_CALLBACK (count_call), &chosen);
  g_signal_emit_by_name (open, "clicked");
  tu_spin ();
  g_assert_cmpuint (chosen, ==, 0);
  g_assert_nonnull (find_toplevel (ML_TYPE_LESSONS_DIALOG));
  gtk_widget_activate_action (GTK_WIDGET (dialog), "window.close", NULL);
  tu_spin ();
  g_assert_null (find_toplevel (ML_TYPE_LESSONS_DIALOG));

  g_unlink (broken);
  g_rmdir (folder);
  g_unlink (notes);
  g_unlink (hidden);
  g_unlink (second_path);
  g_unlink (first_path);
}

/* Through the window: Save as Lesson asks for the details, then saves into the folder; the
 * lessons browser opens that lesson as its file. */
static void
test_save_lesson_action (void)
{
  MlWindow *window = open_window ();
  MlDocument *doc = ml_window_get_document (window);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.save-lesson", NULL);
  tu_spin ();
  MlScenarioDetails *details = ML_SCENARIO_DETAILS (find_toplevel (ML_TYPE_SCENARIO_DETAILS));
  g_assert_nonnull (details);
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (details)), ==, "Save as Lesson");
  ml_scenario_details_set_texts (details, "A field of my own", "Whose farmer wins the field?");
  g_assert_true (ml_scenario_details_apply (details));
  tu_spin ();
  g_autofree char *path = lessons_path ("A field of my own.json");
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_assert_true (g_file_equal (ml_document_get_file (doc), file));
  g_assert_false (ml_document_get_modified (doc));

  /* Another board in the window, then the lesson back from the browser, as its file. */
  ml_document_load_data (doc, scenario_json, strlen (scenario_json), "other", NULL);
  tu_spin ();
  gtk_widget_activate_action (GTK_WIDGET (window), "win.lessons", NULL);
  tu_spin ();
  MlLessonsDialog *dialog = ML_LESSONS_DIALOG (find_toplevel (ML_TYPE_LESSONS_DIALOG));
  g_assert_nonnull (dialog);
  ml_lessons_dialog_search (dialog, "field of my own");
  g_assert_cmpuint (ml_lessons_dialog_count_shown (dialog), ==, 1);
  GtkWidget *open = find_widget (GTK_WIDGET (dialog), GTK_TYPE_BUTTON, "_Open");
  g_assert_true (gtk_widget_get_sensitive (open));
  g_assert_cmpstr (gtk_widget_get_tooltip_text (open), ==, "Open the lesson’s file: saving changes the lesson");
  g_signal_emit_by_name (open, "clicked");
  gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
  while ((ml_document_get_file (doc) == NULL || !g_file_equal (ml_document_get_file (doc), file))
         && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (ml_document_get_file (doc) && g_file_equal (ml_document_get_file (doc), file));
  g_autofree char *title = ml_document_dup_title (doc);
  g_assert_cmpstr (title, ==, "A field of my own");
  g_assert_cmpstr (gtk_label_get_text (window->description_label), ==, "Whose farmer wins the field?");
  tu_close_window (window);
  g_unlink (path);
}

int
main (int argc, char **argv)
{
  tu_gtk_log_init ();
  /* Before anything asks GLib for the user's data folder, which it keeps. */
  g_autoptr (GError) error = NULL;
  data_home = g_dir_make_tmp ("test-user-lessons-XXXXXX", &error);
  g_assert_no_error (error);
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  app = tu_app_new ();
  g_autofree char *folder = ml_user_lessons_folder ();
  g_assert_true (g_str_has_prefix (folder, data_home));

  g_test_add_func ("/user-lessons/details-saved", test_details_saved);
  g_test_add_func ("/user-lessons/details-unchanged-kept", test_details_unchanged_kept);
  g_test_add_func ("/user-lessons/needs-title", test_lesson_needs_title);
  g_test_add_func ("/user-lessons/file-names", test_file_names);
  g_test_add_func ("/user-lessons/saved-and-listed", test_saved_and_listed);
  g_test_add_func ("/user-lessons/save-lesson-action", test_save_lesson_action);
  int status = g_test_run ();

  const char *leftovers[] = { "details.json", "recently-used.xbel" };
  for (guint i = 0; i < G_N_ELEMENTS (leftovers); i++)
    {
      g_autofree char *leftover = g_build_filename (data_home, leftovers[i], NULL);
      g_unlink (leftover);
    }
  g_rmdir (folder);
  g_autofree char *app_dir = g_build_filename (data_home, "meeple-lab", NULL);
  g_rmdir (app_dir);
  g_rmdir (data_home);
  g_object_unref (app);
  return status;
}
