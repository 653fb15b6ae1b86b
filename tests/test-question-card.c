/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A lesson's question in the window, under a real display (xvfb-run): a lesson that asks
 * veils the score panel's totals and items, the explanation and the board's legal spots;
 * a wrong answer says the right one and lifts the veil; the same lesson opened again asks
 * again, and a right answer says so; an edit after the answer keeps the scores in sight;
 * who and where questions take their toggles; a document without a question veils nothing.
 * The question member is read, checked and written back (unit tests of ml-question.h). */
#include "config.h"

#include <string.h>
#include "ml-application.h"
#include "ml-lessons.h"
#include "ml-question.h"
#include "ml-window.h"
#include "ml-window-private.h"
#include "ml-document-question.h"
#include "ml-scenario-details.h"
#include "test-ui-util.h"

static MlApplication *app;

/* The built-in lesson @id ("05-city-with-shields") as the app opens it. */
static char *
lesson_json (const char *id, gsize *length)
{
  g_autoptr (GPtrArray) lessons = ml_lessons_list ();
  for (guint i = 0; i < lessons->len; i++)
    {
      const MlLesson *lesson = g_ptr_array_index (lessons, i);
      if (g_str_equal (lesson->id, id))
        return ml_lesson_dup_json (lesson, length);
    }
  g_error ("no lesson %s", id);
  return NULL;
}

static MlWindow *
open_lesson (const char *id)
{
  MlWindow *window = ml_window_new (app);
  gtk_window_present (GTK_WINDOW (window));
  tu_spin ();
  gsize length;
  g_autofree char *json = lesson_json (id, &length);
  g_assert_true (ml_document_load_data (window->document, json, length, id, NULL));
  ml_question_card_restart (window->question_card);
  tu_spin ();
  return window;
}

/* The first widget of @type under @root whose label is @label, depth first. */
static GtkWidget *
find_labelled (GtkWidget *root, GType type, const char *label)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (root, type))
    {
      const char *text = GTK_IS_BUTTON (root) ? gtk_button_get_label (GTK_BUTTON (root))
                       : GTK_IS_LABEL (root) ? gtk_label_get_label (GTK_LABEL (root)) : NULL;
      if (g_strcmp0 (text, label) == 0)
        return root;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (root); child; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_labelled (child, type, label);
      if (found)
        return found;
    }
  return NULL;
}

/* Whether the score panel shows its items list and totals (the players' list) now. */
static gboolean
scores_shown (MlWindow *window)
{
  GtkWidget *panel = GTK_WIDGET (window->score_panel);
  GtkWidget *heading = find_labelled (panel, GTK_TYPE_LABEL, "If the game ended now");
  GtkWidget *veil = find_labelled (panel, GTK_TYPE_LABEL, "Answer the question to see the scores.");
  g_assert_nonnull (heading);
  g_assert_nonnull (veil);
  g_assert_true (gtk_widget_get_visible (heading) != gtk_widget_get_visible (veil));
  return gtk_widget_get_visible (heading);
}

static void
test_score_question (void)
{
  MlWindow *window = open_lesson ("05-city-with-shields");
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (window->question_card)));
  g_assert_true (ml_question_card_get_veiled (window->question_card));
  g_assert_false (scores_shown (window));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (window->description_label)));
  g_assert_false (ml_board_view_get_show_legal (window->board_view));
  g_assert_nonnull (find_labelled (GTK_WIDGET (window->question_card), GTK_TYPE_LABEL,
                                   "What would Alice score if the game ended now?"));
  g_assert_null (ml_question_card_get_verdict (window->question_card));
  /* The hints and turn mode wait for the answer too. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.hints", NULL);
  tu_spin ();
  gboolean hints;
  g_object_get (window->hints_panel, "active", &hints, NULL);
  g_assert_false (hints);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.turn-mode", NULL);
  tu_spin ();
  gboolean turn_mode;
  g_object_get (window, "turn-mode", &turn_mode, NULL);
  g_assert_false (turn_mode);

  /* Wrong: the right answer is said, and everything shows. */
  ml_question_card_set_points (window->question_card, 12);
  ml_question_card_check (window->question_card);
  tu_spin ();
  g_assert_cmpstr (ml_question_card_get_verdict (window->question_card), ==, "Not quite: Alice would score 14");
  g_assert_false (ml_question_card_get_veiled (window->question_card));
  g_assert_true (scores_shown (window));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (window->description_label)));
  g_assert_true (ml_board_view_get_show_legal (window->board_view));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.turn-mode", NULL);
  tu_spin ();
  g_object_get (window, "turn-mode", &turn_mode, NULL);
  g_assert_true (turn_mode);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.turn-mode", NULL);
  tu_spin ();

  /* An edit afterwards keeps the scores in sight. */
  g_assert_true (ml_document_place_piece (window->document, "E", 0, -2, 2, NULL));
  tu_spin ();
  g_assert_false (ml_question_card_get_veiled (window->question_card));
  g_assert_true (scores_shown (window));

  /* Opened again: asked again; right this time. */
  gsize length;
  g_autofree char *json = lesson_json ("05-city-with-shields", &length);
  g_assert_true (ml_document_load_data (window->document, json, length, "again", NULL));
  ml_question_card_restart (window->question_card);
  tu_spin ();
  g_assert_true (ml_question_card_get_veiled (window->question_card));
  g_assert_false (scores_shown (window));
  ml_question_card_set_points (window->question_card, 14);
  ml_question_card_check (window->question_card);
  tu_spin ();
  g_assert_cmpstr (ml_question_card_get_verdict (window->question_card), ==, "Right!");
  g_assert_true (scores_shown (window));
  gtk_window_destroy (GTK_WINDOW (window));
  tu_spin ();
}

static void
test_who_question (void)
{
  MlWindow *window = open_lesson ("09-tie");
  g_assert_true (ml_question_card_get_veiled (window->question_card));
  /* Check waits for a choice. */
  ml_question_card_check (window->question_card);
  tu_spin ();
  g_assert_null (ml_question_card_get_verdict (window->question_card));
  g_assert_true (ml_question_card_get_veiled (window->question_card));
  /* Nobody and a player exclude each other. */
  ml_question_card_set_player (window->question_card, -1, TRUE);
  ml_question_card_set_player (window->question_card, 0, TRUE);
  ml_question_card_check (window->question_card);
  tu_spin ();
  g_assert_cmpstr (ml_question_card_get_verdict (window->question_card), ==, "Not quite: Alice and Bob score it");
  g_assert_true (scores_shown (window));
  gtk_window_destroy (GTK_WINDOW (window));
  tu_spin ();

  window = open_lesson ("09-tie");
  ml_question_card_set_player (window->question_card, 0, TRUE);
  ml_question_card_set_player (window->question_card, 1, TRUE);
  ml_question_card_check (window->question_card);
  tu_spin ();
  g_assert_cmpstr (ml_question_card_get_verdict (window->question_card), ==, "Right!");
  gtk_window_destroy (GTK_WINDOW (window));
  tu_spin ();
}

static void
test_where_question (void)
{
  MlWindow *window = open_lesson ("03-corner-not-enough");
  g_assert_true (ml_question_card_get_veiled (window->question_card));
  /* The board is the start tile and a road at (1, 0): a corner square is offered too. */
  g_assert_true (ml_question_card_set_square (window->question_card, 0, 1, TRUE));
  g_assert_true (ml_question_card_set_square (window->question_card, 1, 1, TRUE));
  g_assert_true (ml_question_card_set_square (window->question_card, 1, -1, TRUE));
  g_assert_true (ml_question_card_set_square (window->question_card, 2, 1, TRUE));
  g_assert_false (ml_question_card_set_square (window->question_card, 0, 0, TRUE));
  ml_question_card_check (window->question_card);
  tu_spin ();
  g_assert_true (g_str_has_prefix (ml_question_card_get_verdict (window->question_card), "Not quite: the tile may go on 3 squares"));
  gtk_window_destroy (GTK_WINDOW (window));
  tu_spin ();

  window = open_lesson ("03-corner-not-enough");
  g_assert_true (ml_question_card_set_square (window->question_card, 1, 1, TRUE));
  g_assert_true (ml_question_card_set_square (window->question_card, 0, 1, TRUE));
  g_assert_true (ml_question_card_set_square (window->question_card, 1, -1, TRUE));
  ml_question_card_check (window->question_card);
  tu_spin ();
  g_assert_cmpstr (ml_question_card_get_verdict (window->question_card), ==, "Right!");
  g_assert_false (ml_question_card_get_veiled (window->question_card));
  gtk_window_destroy (GTK_WINDOW (window));
  tu_spin ();
}

static void
test_show_answer_and_none (void)
{
  MlWindow *window = open_lesson ("13-incomplete-city");
  ml_question_card_show_answer (window->question_card);
  tu_spin ();
  g_assert_cmpstr (ml_question_card_get_verdict (window->question_card), ==, "The answer: Alice would score 5");
  g_assert_true (scores_shown (window));
  /* A lesson without a question: no card, nothing veiled. */
  gsize length;
  g_autofree char *json = lesson_json ("06-monastery-completed", &length);
  g_assert_true (ml_document_load_data (window->document, json, length, "none", NULL));
  ml_question_card_restart (window->question_card);
  tu_spin ();
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (window->question_card)));
  g_assert_false (ml_question_card_get_veiled (window->question_card));
  g_assert_true (scores_shown (window));
  gtk_window_destroy (GTK_WINDOW (window));
  tu_spin ();
}

/* A teacher's question, written in the details dialog: its answer taken from the board,
 * one undo step, asked at once; removed the same way. */
/* The entry rows under @root, depth first. */
static void
entry_rows (GtkWidget *root, GPtrArray *out)
{
  if (ADW_IS_ENTRY_ROW (root))
    g_ptr_array_add (out, root);
  for (GtkWidget *child = gtk_widget_get_first_child (root); child; child = gtk_widget_get_next_sibling (child))
    entry_rows (child, out);
}

/* In French, the details dialog shows the question's French text, as it shows the title's;
 * applied unchanged, the question keeps its own text and its translations. */
static void
test_details_translated_text (void)
{
  g_setenv ("LANGUAGE", "fr", TRUE);
  MlWindow *window = open_lesson ("05-city-with-shields");
  MlScenarioDetails *details = ml_scenario_details_new (GTK_WINDOW (window), window->document, FALSE);
  gtk_window_present (GTK_WINDOW (details));
  tu_spin ();
  g_autoptr (GPtrArray) rows = g_ptr_array_new ();
  entry_rows (GTK_WIDGET (ml_scenario_details_get_question_editor (details)), rows);
  gboolean french = FALSE;
  for (guint i = 0; i < rows->len; i++)
    french |= g_str_equal (gtk_editable_get_text (GTK_EDITABLE (rows->pdata[i])),
                           "Combien de points Alice marquerait-elle si la partie s’arrêtait maintenant ?");
  g_assert_true (french);
  g_assert_true (ml_scenario_details_apply (details));
  tu_spin ();
  g_autoptr (MlQuestion) q = ml_document_dup_question (window->document, NULL);
  g_assert_nonnull (q);
  g_assert_cmpstr (q->text, ==, "What would Alice score if the game ended now?");
  g_assert_cmpstr (ml_scenario_localized (ml_document_get_scenario (window->document), "question"), ==,
                   "Combien de points Alice marquerait-elle si la partie s’arrêtait maintenant ?");
  gtk_window_destroy (GTK_WINDOW (window));
  tu_spin ();
  g_setenv ("LANGUAGE", "", TRUE);
}

static void
test_details_question (void)
{
  MlWindow *window = open_lesson ("06-monastery-completed");
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (window->question_card)));
  MlScenarioDetails *details = ml_scenario_details_new (GTK_WINDOW (window), window->document, FALSE);
  gtk_window_present (GTK_WINDOW (details));
  tu_spin ();
  ml_question_editor_set (ml_scenario_details_get_question_editor (details), ML_QUESTION_SCORE, 0, 0, 0, NULL, NULL,
                          "What does Alice's monk bring?");
  g_assert_true (ml_scenario_details_apply (details));
  tu_spin ();
  g_autoptr (GError) error = NULL;
  g_autoptr (MlQuestion) q = ml_document_dup_question (window->document, &error);
  g_assert_no_error (error);
  g_assert_nonnull (q);
  g_assert_cmpint (q->kind, ==, ML_QUESTION_SCORE);
  g_assert_cmpint (q->score, ==, 9);
  g_assert_cmpstr (q->text, ==, "What does Alice's monk bring?");
  g_assert_true (ml_document_get_modified (window->document));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (window->question_card)));
  g_assert_true (ml_question_card_get_veiled (window->question_card));
  g_autofree char *json = ml_scenario_to_json (ml_document_get_scenario (window->document));
  g_assert_nonnull (strstr (json, "\"question\""));

  /* A who question naming a square with no piece is refused, and says why. */
  details = ml_scenario_details_new (GTK_WINDOW (window), window->document, FALSE);
  ml_question_editor_set (ml_scenario_details_get_question_editor (details), ML_QUESTION_WHO, 0, 40, 40, "N", NULL, NULL);
  g_assert_false (ml_scenario_details_apply (details));
  gtk_window_destroy (GTK_WINDOW (details));

  /* Removed: nothing is asked. */
  details = ml_scenario_details_new (GTK_WINDOW (window), window->document, FALSE);
  ml_question_editor_set (ml_scenario_details_get_question_editor (details), -1, 0, 0, 0, NULL, NULL, NULL);
  g_assert_true (ml_scenario_details_apply (details));
  tu_spin ();
  g_autoptr (MlQuestion) none = ml_document_dup_question (window->document, NULL);
  g_assert_null (none);
  g_assert_false (ml_question_card_get_veiled (window->question_card));
  /* Undo brings it back. */
  ml_document_undo (window->document);
  tu_spin ();
  g_autoptr (MlQuestion) back = ml_document_dup_question (window->document, NULL);
  g_assert_nonnull (back);
  g_assert_cmpint (back->score, ==, 9);
  gtk_window_destroy (GTK_WINDOW (window));
  tu_spin ();
}

/* ---- the member, without widgets ---------------------------------------------------------- */

static MlScenario *
scenario_with (const char *question)
{
  g_autofree char *json = g_strdup_printf (
    "{\"format\": \"meeple-lab-scenario\", \"version\": 1,"
    " \"players\": [{\"name\": \"Ann\"}, {\"name\": \"Ben\"}],"
    " \"pieces\": [{\"tile\": \"D\", \"x\": 0, \"y\": 0, \"rotation\": 0}],"
    " \"meeples\": [{\"player\": 1, \"x\": 0, \"y\": 0, \"at\": \"N\"}]%s%s}",
    question ? ", \"question\": " : "", question ? question : "");
  g_autoptr (GError) error = NULL;
  MlScenario *scenario = ml_scenario_load_data (json, strlen (json), "q.json", &error);
  g_assert_no_error (error);
  return scenario;
}

static void
test_member_read_write (void)
{
  g_autoptr (MlScenario) none = scenario_with (NULL);
  g_autoptr (GError) error = NULL;
  g_assert_null (ml_question_from_scenario (none, "q.json", &error));
  g_assert_no_error (error);

  g_autoptr (MlScenario) s = scenario_with ("{\"kind\": \"who\", \"x\": 0, \"y\": 0, \"at\": \"N\", \"answer\": [1]}");
  g_autoptr (MlQuestion) q = ml_question_from_scenario (s, "q.json", &error);
  g_assert_no_error (error);
  g_assert_cmpint (q->kind, ==, ML_QUESTION_WHO);
  g_assert_cmpuint (q->players, ==, 2);
  g_assert_null (q->text);
  g_autofree char *text = ml_question_text (q, s);
  g_assert_cmpstr (text, ==, "Who scores the feature at (0, 0), N?");

  /* The rules agree: Ben's knight holds the city. */
  g_autoptr (MlGame) game = ml_scenario_to_game (s, "q.json", NULL, &error);
  g_assert_no_error (error);
  g_autoptr (MlQuestion) ruled = ml_question_answer_from_game (q, game, &error);
  g_assert_no_error (error);
  g_assert_true (ml_question_same_answer (q, ruled));

  /* Written back as read, and changed when set. */
  g_autofree char *before = ml_scenario_to_json (s);
  g_assert_nonnull (strstr (before, "\"question\""));
  q->players = 1;
  q->text = g_strdup ("Who holds the city?");
  ml_question_to_scenario (s, q);
  g_autoptr (MlQuestion) again = ml_question_from_scenario (s, "q.json", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (again->players, ==, 1);
  g_assert_cmpstr (again->text, ==, "Who holds the city?");
  g_assert_false (ml_question_same_answer (again, ruled));
  ml_question_to_scenario (s, NULL);
  g_autofree char *after = ml_scenario_to_json (s);
  g_assert_null (strstr (after, "\"question\""));
}

static void
test_member_invalid (void)
{
  static const struct { const char *member, *path; } bad[] = {
    { "3", "$.question:" },
    { "{\"kind\": \"score\", \"player\": 2, \"answer\": 3}", "$.question.player:" },
    { "{\"kind\": \"score\", \"player\": 0, \"answer\": \"3\"}", "$.question.answer:" },
    { "{\"kind\": \"who\", \"x\": 0, \"y\": 0, \"answer\": []}", "$.question.at:" },
    { "{\"kind\": \"who\", \"x\": 0, \"y\": 0, \"at\": \"N\", \"answer\": [7]}", "$.question.answer[0]:" },
    { "{\"kind\": \"where\", \"tile\": \"D\", \"answer\": [[0, 1], [0, 1]]}", "$.question.answer[1]:" },
    { "{\"kind\": \"where\", \"tile\": \"D\", \"answer\": [[0, 1000001]]}", "$.question.answer[0]:" },
    { "{\"kind\": \"how\", \"answer\": 1}", "$.question.kind:" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr (MlScenario) s = scenario_with (bad[i].member);
      g_autoptr (GError) error = NULL;
      g_autoptr (MlQuestion) q = ml_question_from_scenario (s, "q.json", &error);
      g_assert_null (q);
      g_assert_error (error, ML_SCENARIO_ERROR, ML_SCENARIO_ERROR_INVALID);
      if (strstr (error->message, bad[i].path) == NULL || !g_str_has_prefix (error->message, "q.json: "))
        g_error ("%s: the message “%s” does not name %s", bad[i].member, error->message, bad[i].path);
    }
}

int
main (int argc, char **argv)
{
  tu_gtk_log_init ();
  g_setenv ("LANGUAGE", "en", TRUE);
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  app = tu_app_new ();

  g_test_add_func ("/question/member-read-write", test_member_read_write);
  g_test_add_func ("/question/member-invalid", test_member_invalid);
  g_test_add_func ("/question/score", test_score_question);
  g_test_add_func ("/question/who", test_who_question);
  g_test_add_func ("/question/where", test_where_question);
  g_test_add_func ("/question/show-answer-and-none", test_show_answer_and_none);
  g_test_add_func ("/question/details", test_details_question);
  g_test_add_func ("/question/details-translated-text", test_details_translated_text);
  return g_test_run ();
}
