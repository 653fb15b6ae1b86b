/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The side widgets under a real display (xvfb-run): the lessons dialog's search, preview and
 * opening, the score panel's supply, the palette and the wonder popover. */
#include "config.h"
#include "test-util.h"
#include "wonders/ml-wonders-state.h"

#include "ml-legend.h"
#include "ml-legend-rows.h"
#include "ml-lessons.h"
#include "ml-painter.h"
#include "ml-lessons-dialog.h"
#include "ml-palette.h"
#include "ml-palette-group.h"
#include "ml-palette-tile.h"
#include "ml-score-item-row.h"
#include "ml-score-panel.h"
#include "ml-score-row.h"
#include "wonders/ml-wonder-editor.h"
#include "wonders/ml-wonders-table.h"
#include "wonders/ml-wonders-readings.h"
#include "test-ui-util.h"

#include <string.h>

/* Runs the main loop for @ms milliseconds: frames get laid out. */
static void
run_for (guint ms)
{
  gint64 end = g_get_monotonic_time () + ms * 1000;
  while (g_get_monotonic_time () < end)
    if (!g_main_context_iteration (NULL, FALSE))
      g_usleep (1000);
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

static const MlLesson *
lesson_with_id (GPtrArray *lessons, const char *prefix)
{
  for (guint i = 0; i < lessons->len; i++)
    {
      const MlLesson *lesson = g_ptr_array_index (lessons, i);
      if (g_str_has_prefix (lesson->id, prefix))
        return lesson;
    }
  g_assert_not_reached ();
}

/* The search finds lessons by title, description and tags, whatever the case or accents. */
static void
test_lessons_search (void)
{
  g_autoptr (GPtrArray) lessons = ml_lessons_list ();
  guint wonders = 0, found = 0, readings_found = 0;
  for (guint i = 0; i < lessons->len; i++)
    {
      const MlLesson *lesson = g_ptr_array_index (lessons, i);
      wonders += lesson->topic == ML_EXPANSION_WONDERS;
      if (ml_lesson_matches (lesson, "wonder"))
        {
          found++;
          /* A rule reading's lesson may have a wonder in it: it goes under the readings. */
          readings_found += lesson->topic == ML_LESSON_TOPIC_READINGS;
          g_assert_true (lesson->topic == ML_EXPANSION_WONDERS || lesson->topic == ML_LESSON_TOPIC_READINGS);
        }
      g_assert_true (ml_lesson_matches (lesson, ""));
      g_assert_true (ml_lesson_matches (lesson, "  "));
    }
  /* The twelve wonders' lessons, and "wonder" finds each of them. */
  g_assert_cmpuint (wonders, ==, 12);
  g_assert_cmpuint (found, ==, wonders + readings_found);

  g_assert_cmpuint (lesson_with_id (lessons, "01-")->topic, ==, ML_LESSON_TOPIC_BASE);
  g_assert_cmpuint (lesson_with_id (lessons, "15-")->topic, ==, ML_EXPANSION_FARMERS);
  g_assert_cmpuint (lesson_with_id (lessons, "16-")->topic, ==, ML_EXPANSION_RIVER);
  g_assert_cmpuint (lesson_with_id (lessons, "18-")->topic, ==, ML_EXPANSION_ABBEYS);
  g_assert_cmpuint (lesson_with_id (lessons, "30-")->topic, ==, ML_EXPANSION_WONDERS);
  /* The rule readings' lessons, 32 to 38, have a topic of their own, and only they: those
   * that follow are the expansions' (they were once filed under the readings too). */
  for (guint i = 0; i < lessons->len; i++)
    {
      const MlLesson *lesson = g_ptr_array_index (lessons, i);
      guint number = (guint) g_ascii_strtoull (lesson->id, NULL, 10);
      g_assert_cmpint (lesson->topic == ML_LESSON_TOPIC_READINGS, ==, number >= 32 && number <= 38);
    }
  g_assert_cmpuint (lesson_with_id (lessons, "40-")->topic, ==, ML_EXPANSION_INNS_CATHEDRALS);
  g_assert_cmpuint (lesson_with_id (lessons, "45-")->topic, ==, ML_EXPANSION_TRADERS_BUILDERS);
  g_assert_cmpstr (ml_lesson_topic_name (ML_LESSON_TOPIC_READINGS), ==, "Rule readings");

  /* README calls lesson 15 "the farmers' trap": its id says so in every language. */
  const MlLesson *trap = lesson_with_id (lessons, "15-");
  g_assert_true (ml_lesson_matches (trap, "trap"));
  g_assert_true (ml_lesson_matches (trap, "TRAP"));
  g_assert_false (ml_lesson_matches (lesson_with_id (lessons, "14-"), "trap"));
  /* Every word must be found, anywhere in the texts. */
  const MlLesson *circus = lesson_with_id (lessons, "21-");
  g_assert_true (ml_lesson_matches (circus, "circus"));
  g_assert_true (ml_lesson_matches (circus, "maximus majority"));
  g_assert_false (ml_lesson_matches (circus, "maximus abbey"));

  /* A lesson's keywords in the user's language: the French find the Circus Maximus by its
   * French name, the Slovak the farmers by the word people use beside the rulebook's. */
  const char *was = g_getenv ("LANGUAGE");
  g_autofree char *saved = g_strdup (was);
  g_setenv ("LANGUAGE", "fr", TRUE);
  g_autoptr (GPtrArray) french = ml_lessons_list ();
  g_assert_true (ml_lesson_matches (lesson_with_id (french, "21-"), "cirque"));
  g_assert_false (ml_lesson_matches (lesson_with_id (french, "22-"), "cirque"));
  g_setenv ("LANGUAGE", "sk", TRUE);
  g_autoptr (GPtrArray) slovak = ml_lessons_list ();
  g_assert_true (ml_lesson_matches (lesson_with_id (slovak, "15-"), "roľník"));
  g_assert_true (ml_lesson_matches (lesson_with_id (slovak, "15-"), "sedliak"));
  if (saved)
    g_setenv ("LANGUAGE", saved, TRUE);
  else
    g_unsetenv ("LANGUAGE");
}

static MlLessonsDialog *
open_dialog (void)
{
  MlLessonsDialog *dialog = ml_lessons_dialog_new (NULL);
  gtk_window_present (GTK_WINDOW (dialog));
  tu_spin ();
  return dialog;
}

static void
remember_chosen (MlLessonsDialog *dialog G_GNUC_UNUSED, const MlLesson *lesson, char **id)
{
  g_free (*id);
  *id = g_strdup (lesson->id);
}

/* Typing "circus" and Enter opens the Circus Maximus lesson, not the first one. */
static void
test_lessons_enter_opens_found (void)
{
  MlLessonsDialog *dialog = open_dialog ();
  g_autofree char *chosen = NULL;
  g_signal_connect (dialog, "lesson-chosen", G_CALLBACK (remember_chosen), &chosen);
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &dialog);

  g_assert_true (g_str_has_prefix (ml_lessons_dialog_get_selected (dialog)->id, "01-"));
  GtkWidget *search = tu_find_type (GTK_WIDGET (dialog), GTK_TYPE_SEARCH_ENTRY);
  /* As typed: Enter comes before the search's delay is over. */
  gtk_editable_set_text (GTK_EDITABLE (search), "circus");
  g_signal_emit_by_name (search, "activate");
  tu_spin ();
  g_assert_nonnull (chosen);
  g_assert_true (g_str_has_prefix (chosen, "21-"));
  g_assert_null (dialog);
}

/* A search shows what it finds, keeps the selection on a lesson found, and says when it
 * finds nothing; a selection shows the lesson's text without opening it. */
static void
test_lessons_preview_and_placeholder (void)
{
  MlLessonsDialog *dialog = open_dialog ();
  g_autofree char *chosen = NULL;
  g_signal_connect (dialog, "lesson-chosen", G_CALLBACK (remember_chosen), &chosen);

  /* The dialog shows what the search finds: the twelve wonders' lessons, and the rule
   * readings' lessons that have a wonder in them. */
  g_autoptr (GPtrArray) lessons = ml_lessons_list ();
  guint found = 0;
  for (guint i = 0; i < lessons->len; i++)
    found += ml_lesson_matches (g_ptr_array_index (lessons, i), "wonder");
  g_assert_cmpuint (found, >=, 12);
  ml_lessons_dialog_search (dialog, "wonder");
  tu_spin ();
  g_assert_cmpuint (ml_lessons_dialog_count_shown (dialog), ==, found);
  const MlLesson *selected = ml_lessons_dialog_get_selected (dialog);
  g_assert_cmpint (selected->topic, ==, ML_EXPANSION_WONDERS);
  GtkWidget *description = find_label (GTK_WIDGET (dialog), selected->description);
  g_assert_nonnull (description);
  g_assert_true (gtk_widget_is_visible (description));

  /* The next lesson found, then back: the search keeps the focus. */
  GtkWidget *search = tu_find_type (GTK_WIDGET (dialog), GTK_TYPE_SEARCH_ENTRY);
  g_signal_emit_by_name (search, "next-match");
  const MlLesson *second = ml_lessons_dialog_get_selected (dialog);
  g_assert_true (second != selected);
  g_assert_cmpint (second->topic, ==, ML_EXPANSION_WONDERS);
  g_assert_cmpstr (second->id, >, selected->id);
  g_signal_emit_by_name (search, "previous-match");
  g_assert_true (ml_lessons_dialog_get_selected (dialog) == selected);
  g_signal_emit_by_name (search, "previous-match");
  g_assert_true (ml_lessons_dialog_get_selected (dialog) == selected);

  /* A single selection previews and opens nothing. */
  GtkListBox *list = GTK_LIST_BOX (tu_find_type (GTK_WIDGET (dialog), GTK_TYPE_LIST_BOX));
  gtk_list_box_select_row (list, gtk_list_box_get_row_at_index (list, 0));
  tu_spin ();
  g_assert_null (chosen);
  g_assert_true (ml_lessons_dialog_get_selected (dialog) != selected);

  /* The Wonders' heading and the base game's are both shown with every lesson. */
  ml_lessons_dialog_search (dialog, "");
  tu_spin ();
  g_assert_nonnull (find_label (GTK_WIDGET (list), "Wonders"));
  g_assert_nonnull (find_label (GTK_WIDGET (list), "Base game"));

  ml_lessons_dialog_search (dialog, "zzzz");
  tu_spin ();
  g_assert_cmpuint (ml_lessons_dialog_count_shown (dialog), ==, 0);
  g_assert_null (ml_lessons_dialog_get_selected (dialog));
  /* The list shows its placeholder by the child visibility alone. */
  GtkWidget *placeholder = tu_find_type (GTK_WIDGET (list), ADW_TYPE_STATUS_PAGE);
  g_assert_nonnull (placeholder);
  g_assert_cmpstr (adw_status_page_get_title (ADW_STATUS_PAGE (placeholder)), ==, "No lesson found");
  g_assert_true (gtk_widget_get_child_visible (placeholder));

  ml_lessons_dialog_search (dialog, "trap");
  tu_spin ();
  g_assert_cmpuint (ml_lessons_dialog_count_shown (dialog), ==, 1);
  g_assert_true (g_str_has_prefix (ml_lessons_dialog_get_selected (dialog)->id, "15-"));
  g_assert_false (gtk_widget_get_child_visible (placeholder));
  gtk_window_destroy (GTK_WINDOW (dialog));
  tu_spin ();
}

/* Escape empties the search, then closes the dialog. */
static void
test_lessons_escape (void)
{
  MlLessonsDialog *dialog = open_dialog ();
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &dialog);
  GtkWidget *search = tu_find_type (GTK_WIDGET (dialog), GTK_TYPE_SEARCH_ENTRY);
  ml_lessons_dialog_search (dialog, "river");
  g_signal_emit_by_name (search, "stop-search");
  tu_spin ();
  g_assert_nonnull (dialog);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (search)), ==, "");
  g_signal_emit_by_name (search, "stop-search");
  tu_spin ();
  g_assert_null (dialog);

  /* Escape anywhere else in the dialog closes it too. */
  dialog = open_dialog ();
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &dialog);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "window.close", NULL));
  tu_spin ();
  g_assert_null (dialog);
}

static void
load_lesson (MlDocument *document, const char *prefix)
{
  g_autoptr (GPtrArray) lessons = ml_lessons_list ();
  const MlLesson *lesson = lesson_with_id (lessons, prefix);
  gsize length;
  g_autofree char *json = ml_lesson_dup_json (lesson, &length);
  g_autoptr (GError) error = NULL;
  g_assert_true (ml_document_load_data (document, json, length, lesson->title, &error));
  g_assert_no_error (error);
}

/* Each player's line says how many meeples are left in their supply, and with the Wonders
 * how many still wait beside the score track; the panel follows the document it shows. */
static void
test_score_panel_supply (void)
{
  g_autoptr (MlDocument) document = ml_document_new ();
  load_lesson (document, "01-");
  GtkWidget *window = gtk_window_new ();
  MlScorePanel *panel = ml_score_panel_new ();
  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (panel));
  ml_score_panel_set_document (panel, document);
  g_assert_true (ml_score_panel_get_document (panel) == document);
  gtk_window_present (GTK_WINDOW (window));
  tu_spin ();

  MlGame *game = ml_document_get_game (document);
  for (guint i = 0; i < game->n_players; i++)
    {
      guint left = ml_game_supply_left (game, (int) i);
      /* The first lesson has meeples on the board: fewer than a full supply. */
      g_assert_cmpuint (left, <, ML_SUPPLY);
      g_autofree char *text = g_strdup_printf ("%u meeples in supply", left);
      GtkWidget *label = find_label (GTK_WIDGET (panel), text);
      g_assert_nonnull (label);
      g_assert_true (gtk_widget_is_visible (label));
    }

  /* Circus Maximus: Alice holds her wonder; Bob's first one would bring the pair. */
  load_lesson (document, "21-");
  tu_spin ();
  game = ml_document_get_game (document);
  g_assert_cmpuint (ml_wonders_state (game)->n_taken[0], ==, 1);
  g_assert_cmpuint (ml_wonders_state (game)->n_taken[1], ==, 0);
  g_autofree char *alice = g_strdup_printf ("%u meeples in supply", ml_game_supply_left (game, 0));
  g_assert_nonnull (find_label (GTK_WIDGET (panel), alice));
  g_autofree char *bob = g_strdup_printf ("%u meeples in supply\n2 more wait beside the score track",
                                          ml_game_supply_left (game, 1));
  g_assert_nonnull (find_label (GTK_WIDGET (panel), bob));

  /* Let go of, the document no longer reaches the panel. */
  ml_score_panel_set_document (panel, NULL);
  load_lesson (document, "01-");
  tu_spin ();
  g_assert_null (find_label (GTK_WIDGET (panel), bob));
  g_assert_null (tu_find_type (GTK_WIDGET (panel), GTK_TYPE_LIST_BOX_ROW));
  gtk_window_destroy (GTK_WINDOW (window));
  tu_spin ();
}

/* Every widget of @type under @root, in the order they are drawn. */
static void
collect_widgets (GtkWidget *root, GType type, GPtrArray *out)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (root, type))
    g_ptr_array_add (out, root);
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    collect_widgets (c, type, out);
}

/* Each player's line lists what the player holds of the modules' own (Traders & Builders'
 * goods tokens, the count of each good, none left out), and the supply line the builder and
 * the pig left; the 10 points of the most tokens of a good are items like the others. */
static void
test_score_panel_holdings (void)
{
  g_autoptr (MlDocument) document = ml_document_new ();
  g_autofree char *path = g_build_filename (g_getenv ("TESTS_DATA"), "traders-builders-app.json", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  g_assert_true (ml_document_load (document, file, &error));
  g_assert_no_error (error);
  GtkWidget *window = gtk_window_new ();
  MlScorePanel *panel = ml_score_panel_new ();
  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (panel));
  ml_score_panel_set_document (panel, document);
  gtk_window_present (GTK_WINDOW (window));
  tu_spin ();

  g_autoptr (GPtrArray) rows = g_ptr_array_new ();
  collect_widgets (GTK_WIDGET (panel), ML_TYPE_SCORE_ROW, rows);
  g_assert_cmpuint (rows->len, ==, 2);
  /* The scenario: Alice holds 2 wine and 1 grain, Bob 1 wine and 1 cloth. */
  static const char *const held[2][3] = { { "Wine: 2", "Grain: 1", "Cloth: 0" }, { "Wine: 1", "Grain: 0", "Cloth: 1" } };
  for (guint p = 0; p < 2; p++)
    for (guint g = 0; g < 3; g++)
      {
        GtkWidget *label = find_label (g_ptr_array_index (rows, p), held[p][g]);
        g_assert_nonnull (label);
        g_assert_true (gtk_widget_is_visible (label));
        g_assert_null (find_label (g_ptr_array_index (rows, 1 - p), held[p][g]));
        /* Its picture before it, as the render module draws the good. */
        GtkWidget *picture = gtk_widget_get_prev_sibling (label);
        g_assert_true (GTK_IS_DRAWING_AREA (picture));
        g_assert_cmpint (gtk_drawing_area_get_content_width (GTK_DRAWING_AREA (picture)), >, 0);
      }
  /* Alice's builder and Bob's pig are on the board: each has the other figure left. */
  GtkWidget *alice_supply = find_label (g_ptr_array_index (rows, 0), "6 meeples in supply\nBuilders: 0\nPigs: 1");
  GtkWidget *bob_supply = find_label (g_ptr_array_index (rows, 1), "5 meeples in supply\nBuilders: 1\nPigs: 0");
  g_assert_nonnull (alice_supply);
  g_assert_nonnull (bob_supply);
  /* Most wine (2 against 1) and most grain go to Alice, most cloth to Bob. */
  g_assert_nonnull (find_label (GTK_WIDGET (panel), "Most wine tokens (2): 10. Alice scores 10 points."));
  g_assert_nonnull (find_label (GTK_WIDGET (panel), "Most grain tokens (1): 10. Alice scores 10 points."));
  g_assert_nonnull (find_label (GTK_WIDGET (panel), "Most cloth tokens (1): 10. Bob scores 10 points."));

  /* Without the expansion's goods, no line of holdings is shown. */
  load_lesson (document, "01-");
  tu_spin ();
  g_ptr_array_set_size (rows, 0);
  collect_widgets (GTK_WIDGET (panel), ML_TYPE_SCORE_ROW, rows);
  for (guint p = 0; p < rows->len; p++)
    g_assert_null (find_label (g_ptr_array_index (rows, p), "Wine: 0"));
  gtk_window_destroy (GTK_WINDOW (window));
  tu_spin ();
}

static void
remember_tile (MlPalette *palette G_GNUC_UNUSED, const char *id, char **chosen)
{
  g_free (*chosen);
  *chosen = g_strdup (id);
}

/* The group of the wonders' set, or NULL. */
static MlPaletteGroup *
wonders_group (MlPalette *palette)
{
  GtkWidget *box = gtk_widget_get_first_child (GTK_WIDGET (palette));
  for (GtkWidget *g = gtk_widget_get_first_child (box); g; g = gtk_widget_get_next_sibling (g))
    if (ml_palette_group_get_expansion (ML_PALETTE_GROUP (g)) == ML_EXPANSION_WONDERS)
      return ML_PALETTE_GROUP (g);
  return NULL;
}

/* A tile activated is chosen and stays selected; its set hidden, it is let go. */
static void
test_palette_choose_and_hide (void)
{
  g_autoptr (MlDocument) document = ml_document_new ();
  load_lesson (document, "21-");
  GtkWidget *window = gtk_window_new ();
  GtkWidget *scroller = gtk_scrolled_window_new ();
  MlPalette *palette = ml_palette_new ();
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), GTK_WIDGET (palette));
  gtk_window_set_child (GTK_WINDOW (window), scroller);
  g_object_set (palette, "document", document, NULL);
  g_assert_true (ml_palette_get_document (palette) == document);
  g_autofree char *chosen = NULL;
  g_signal_connect (palette, "tile-chosen", G_CALLBACK (remember_tile), &chosen);
  gtk_window_present (GTK_WINDOW (window));
  tu_spin ();

  MlPaletteGroup *group = wonders_group (palette);
  g_assert_nonnull (group);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (group)));
  GtkFlowBox *flow = ml_palette_group_get_flow_box (group);
  GtkFlowBoxChild *circus = NULL;
  for (GtkWidget *c = gtk_widget_get_first_child (GTK_WIDGET (flow)); c; c = gtk_widget_get_next_sibling (c))
    if (g_str_equal (ml_palette_tile_get_tile (ML_PALETTE_TILE (c))->id, "circus-maximus"))
      circus = GTK_FLOW_BOX_CHILD (c);
  g_assert_nonnull (circus);
  /* The lesson's Circus Maximus is on the board. */
  g_assert_nonnull (find_label (GTK_WIDGET (circus), "Circus Maximus  1/1"));
  g_signal_emit_by_name (flow, "child-activated", circus);
  tu_spin ();
  g_assert_cmpstr (chosen, ==, "circus-maximus");
  g_assert_true (gtk_flow_box_child_is_selected (circus));

  load_lesson (document, "01-");
  tu_spin ();
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (group)));
  g_assert_false (gtk_flow_box_child_is_selected (circus));
  gtk_window_destroy (GTK_WINDOW (window));
  tu_spin ();
}

/* Whether @text holds @part. */
static gboolean
says (const char *text, const char *part)
{
  return text && strstr (text, part) != NULL;
}

/* The Circus Maximus and Abu Simbel swap effects under the other reading of the wonders'
 * bindings (data/tiles/wonders.json): the palette's tooltip and the popover of the laid wonder
 * say the effect in force, and say it again when the reading changes or is undone. */
static void
test_wonder_effect_follows_reading (void)
{
  g_autoptr (MlDocument) document = ml_document_new ();
  load_lesson (document, "21-");
  const char *circus_text = ml_effect_text (ML_EFFECT_CIRCUS_MAXIMUS);
  const char *abu_text = ml_effect_text (ML_EFFECT_ABU_SIMBEL);
  g_assert_cmpstr (circus_text, !=, abu_text);

  GtkWidget *window = gtk_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *scroller = gtk_scrolled_window_new ();
  gtk_widget_set_size_request (scroller, 300, 400);
  MlPalette *palette = ml_palette_new ();
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), GTK_WIDGET (palette));
  GtkWidget *anchor = gtk_button_new ();
  gtk_box_append (GTK_BOX (box), scroller);
  gtk_box_append (GTK_BOX (box), anchor);
  gtk_window_set_child (GTK_WINDOW (window), box);
  g_object_set (palette, "document", document, NULL);
  gtk_window_present (GTK_WINDOW (window));
  tu_spin ();

  GtkFlowBox *flow = ml_palette_group_get_flow_box (wonders_group (palette));
  GtkWidget *circus_tile = NULL;
  for (GtkWidget *c = gtk_widget_get_first_child (GTK_WIDGET (flow)); c; c = gtk_widget_get_next_sibling (c))
    if (g_str_equal (ml_palette_tile_get_tile (ML_PALETTE_TILE (c))->id, "circus-maximus"))
      circus_tile = c;
  g_assert_nonnull (circus_tile);

  MlGame *game = ml_document_get_game (document);
  guint n, circus = G_MAXUINT;
  const MlPiece *pieces = ml_board_pieces (game->board, &n);
  for (guint i = 0; i < n; i++)
    if (g_str_equal (pieces[i].tile->id, "circus-maximus"))
      circus = i;
  g_assert_cmpuint (circus, !=, G_MAXUINT);
  MlWonderEditor *editor = ml_wonder_editor_new ();
  gtk_widget_set_parent (GTK_WIDGET (editor), anchor);
  ml_wonder_editor_edit (editor, document, circus);
  tu_spin ();

  const char *ours = gtk_widget_get_tooltip_text (circus_tile);
  g_assert_true (says (ours, circus_text));
  g_assert_false (says (ours, abu_text));
  g_assert_nonnull (find_label (GTK_WIDGET (editor), circus_text));

  g_assert_true (ml_document_set_reading (document, ML_READING_WONDER_BINDINGS, ML_BINDINGS_OTHER, NULL));
  tu_spin ();
  const char *other = gtk_widget_get_tooltip_text (circus_tile);
  g_assert_true (says (other, abu_text));
  g_assert_false (says (other, circus_text));
  g_assert_nonnull (find_label (GTK_WIDGET (editor), abu_text));
  g_assert_null (find_label (GTK_WIDGET (editor), circus_text));

  g_assert_true (ml_document_undo (document));
  tu_spin ();
  const char *back = gtk_widget_get_tooltip_text (circus_tile);
  g_assert_true (says (back, circus_text));
  g_assert_nonnull (find_label (GTK_WIDGET (editor), circus_text));

  gtk_widget_unparent (GTK_WIDGET (editor));
  gtk_window_destroy (GTK_WINDOW (window));
  tu_spin ();
}

/* The popover shows the wonder's owner, edits it as one step of the document, and follows
 * the document when that step is undone. */
static void
test_wonder_editor_follows_document (void)
{
  g_autoptr (MlDocument) document = ml_document_new ();
  load_lesson (document, "21-");
  MlGame *game = ml_document_get_game (document);
  guint n, circus = G_MAXUINT;
  const MlPiece *pieces = ml_board_pieces (game->board, &n);
  for (guint i = 0; i < n; i++)
    if (g_str_equal (pieces[i].tile->id, "circus-maximus"))
      circus = i;
  g_assert_cmpuint (circus, !=, G_MAXUINT);
  g_assert_cmpint (pieces[circus].owner, ==, 0);

  GtkWidget *window = gtk_window_new ();
  GtkWidget *anchor = gtk_button_new ();
  gtk_window_set_child (GTK_WINDOW (window), anchor);
  MlWonderEditor *editor = ml_wonder_editor_new ();
  gtk_widget_set_parent (GTK_WIDGET (editor), anchor);
  gtk_window_present (GTK_WINDOW (window));
  ml_wonder_editor_edit (editor, document, circus);
  tu_spin ();
  guint piece;
  g_object_get (editor, "piece", &piece, NULL);
  g_assert_cmpuint (piece, ==, circus);
  g_assert_nonnull (find_label (GTK_WIDGET (editor), "Circus Maximus"));

  GtkDropDown *owner = GTK_DROP_DOWN (tu_find_type (GTK_WIDGET (editor), GTK_TYPE_DROP_DOWN));
  g_assert_cmpuint (gtk_drop_down_get_selected (owner), ==, 1);
  gtk_drop_down_set_selected (owner, 0);
  tu_spin ();
  g_assert_cmpint (ml_board_piece (ml_document_get_game (document)->board, circus)->owner, ==, -1);

  g_assert_true (ml_document_undo (document));
  tu_spin ();
  g_assert_cmpint (ml_board_piece (ml_document_get_game (document)->board, circus)->owner, ==, 0);
  g_assert_cmpuint (gtk_drop_down_get_selected (owner), ==, 1);

  gtk_widget_unparent (GTK_WIDGET (editor));
  gtk_window_destroy (GTK_WINDOW (window));
  tu_spin ();
}

/* The colour at (x, y) of an RGB24 surface, as 0xRRGGBB. */
static guint32
pixel_at (cairo_surface_t *surface, int x, int y)
{
  cairo_surface_flush (surface);
  const guint8 *row = cairo_image_surface_get_data (surface) + y * cairo_image_surface_get_stride (surface);
  return ((const guint32 *) (gconstpointer) row)[x] & 0xffffff;
}

/* The legend's symbols are drawn in the board's colours: an orange tab on the edge of the
 * tile for an open end, a red bar for a mismatch, nothing left blank. */
static void
test_legend_symbols (void)
{
  const int size = 40;
  MlLegendSymbol symbols[] = { ML_LEGEND_LEGAL, ML_LEGEND_OPEN_END, ML_LEGEND_MISMATCH, ML_LEGEND_MEEPLE };
  MlColor blue = { 0, 0, 1 };
  for (guint i = 0; i < G_N_ELEMENTS (symbols); i++)
    {
      cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, size, size);
      cairo_t *cr = cairo_create (surface);
      cairo_set_source_rgb (cr, 1, 1, 1);
      cairo_paint (cr);
      ml_painter_draw_legend_symbol (cr, symbols[i], &blue, 0, 0, 0, size);
      cairo_destroy (cr);
      guint changed = 0;
      for (int y = 0; y < size; y++)
        for (int x = 0; x < size; x++)
          changed += pixel_at (surface, x, y) != 0xffffff;
      g_assert_cmpuint (changed, >, size);
      /* The edge lies at 0.55 of the box, the tab or bar across its middle. */
      if (symbols[i] == ML_LEGEND_OPEN_END)
        g_assert_cmphex (pixel_at (surface, (int) (0.55 * size) + 1, size / 2), ==, 0xff8c00);
      if (symbols[i] == ML_LEGEND_MISMATCH)
        {
          guint32 c = pixel_at (surface, (int) (0.55 * size), size / 2);
          g_assert_cmphex (c >> 16, >, 0xc0);
          g_assert_cmphex ((c >> 8) & 0xff, <, 0x40);
        }
      cairo_surface_destroy (surface);
    }
}

/* Every mark of the legend has words beside it, and the meeples' row grows with the players. */
static void
test_legend_rows (void)
{
  GtkWidget *legend = g_object_ref_sink (ml_legend_new ());
  GtkWidget *grid = tu_find_type (legend, GTK_TYPE_GRID);
  guint areas = 0;
  GtkDrawingArea *meeples = NULL;
  for (GtkWidget *child = gtk_widget_get_first_child (grid); child; child = gtk_widget_get_next_sibling (child))
    {
      if (!GTK_IS_DRAWING_AREA (child))
        continue;
      areas++;
      int column, row;
      gtk_grid_query_child (GTK_GRID (grid), child, &column, &row, NULL, NULL);
      GtkWidget *label = gtk_grid_get_child_at (GTK_GRID (grid), column + 1, row);
      g_assert_true (GTK_IS_LABEL (label));
      g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (label)), !=, "");
      if (row == 7)
        meeples = GTK_DRAWING_AREA (child);
    }
  g_assert_cmpuint (areas, ==, 7);
  g_assert_nonnull (meeples);
  MlColor colors[6];
  for (guint p = 0; p < G_N_ELEMENTS (colors); p++)
    ml_color_default (p, &colors[p]);
  ml_legend_set_players (ML_LEGEND (legend), colors, 6);
  int six = gtk_drawing_area_get_content_width (meeples);
  ml_legend_set_players (ML_LEGEND (legend), colors, 3);
  g_assert_cmpint (gtk_drawing_area_get_content_width (meeples), ==, six / 2);

  /* A row for each figure of the expansions beyond the meeple, with its name: the prior
   * with the Abbeys, none without; the template's rows stay. */
  for (guint round = 0; round < 3; round++)
    {
      guint expansions = round == 1 ? ML_EXPANSION_FARMERS | ML_EXPANSION_ABBEYS : ML_EXPANSION_FARMERS;
      ml_legend_set_expansions (ML_LEGEND (legend), expansions);
      guint now = 0;
      gboolean prior = FALSE;
      for (GtkWidget *child = gtk_widget_get_first_child (grid); child; child = gtk_widget_get_next_sibling (child))
        if (GTK_IS_DRAWING_AREA (child))
          {
            now++;
            int column, row;
            gtk_grid_query_child (GTK_GRID (grid), child, &column, &row, NULL, NULL);
            GtkWidget *label = gtk_grid_get_child_at (GTK_GRID (grid), column + 1, row);
            prior |= GTK_IS_LABEL (label) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (label)), "Claustral prior") == 0;
          }
      g_assert_cmpuint (now, ==, round == 1 ? 8 : 7);
      g_assert_true (prior == (round == 1));
    }
  g_assert_finalize_object (legend);
}

/* The labels of the legend's rows beyond the template's, in the grid's order. */
static GPtrArray *
legend_extra_labels (GtkWidget *legend)
{
  GtkWidget *grid = tu_find_type (legend, GTK_TYPE_GRID);
  GPtrArray *labels = g_ptr_array_new ();
  for (int row = 11; row < 100; row++)
    {
      GtkWidget *area = gtk_grid_get_child_at (GTK_GRID (grid), 0, row);
      GtkWidget *label = gtk_grid_get_child_at (GTK_GRID (grid), 1, row);
      if (area == NULL)
        continue;
      g_assert_true (GTK_IS_DRAWING_AREA (area));
      g_assert_true (GTK_IS_LABEL (label));
      g_ptr_array_add (labels, (gpointer) gtk_label_get_text (GTK_LABEL (label)));
    }
  return labels;
}

static gboolean
has_label_starting (GPtrArray *labels, const char *start)
{
  for (guint i = 0; i < labels->len; i++)
    if (g_str_has_prefix (g_ptr_array_index (labels, i), start))
      return TRUE;
  return FALSE;
}

/* The rows the expansions' render folders give come and go with the expansions: with
 * Inns & Cathedrals its large meeple, its inn and its cathedral, each with words that say
 * how it scores; with Traders & Builders the builder, the pig and the three goods; with
 * neither, none of them. */
static void
test_legend_expansion_rows (void)
{
  GtkWidget *legend = g_object_ref_sink (ml_legend_new ());
  ml_legend_set_expansions (ML_LEGEND (legend), ML_EXPANSION_FARMERS);
  g_autoptr (GPtrArray) none = legend_extra_labels (legend);
  g_assert_cmpuint (none->len, ==, 0);

  ml_legend_set_expansions (ML_LEGEND (legend), ML_EXPANSION_FARMERS | ML_EXPANSION_INNS_CATHEDRALS);
  g_autoptr (GPtrArray) ic = legend_extra_labels (legend);
  g_assert_cmpuint (ic->len, ==, 3);
  g_assert_true (has_label_starting (ic, "Large meeple"));
  g_assert_true (has_label_starting (ic, "Inn by a road: the completed road scores 2 a tile"));
  g_assert_true (has_label_starting (ic, "Cathedral in a city: the completed city scores 3 a tile"));

  ml_legend_set_expansions (ML_LEGEND (legend), ML_EXPANSION_FARMERS | ML_EXPANSION_TRADERS_BUILDERS);
  g_autoptr (GPtrArray) tb = legend_extra_labels (legend);
  g_assert_true (has_label_starting (tb, "Builder: beside its owner’s meeple on a road or city"));
  g_assert_true (has_label_starting (tb, "Pig: in a field with its owner’s farmer"));
  g_assert_true (has_label_starting (tb, "Wine in a city: whoever completes the city takes a wine token"));
  g_assert_true (has_label_starting (tb, "Grain in a city: whoever completes the city takes a grain token"));
  g_assert_true (has_label_starting (tb, "Cloth in a city: whoever completes the city takes a cloth token"));
  g_assert_cmpuint (tb->len, ==, 5);
  g_assert_false (has_label_starting (tb, "Inn by a road"));
  g_assert_false (has_label_starting (tb, "Large meeple"));

  /* The Wonders' marker, slot and port, only with the Wonders, each row's picture drawn. */
  ml_legend_set_expansions (ML_LEGEND (legend), ML_EXPANSION_FARMERS | ML_EXPANSION_WONDERS);
  g_autoptr (GPtrArray) wonders = legend_extra_labels (legend);
  g_assert_cmpuint (wonders->len, ==, 3);
  g_assert_true (has_label_starting (wonders, "A wonder’s owner: the marker upside down"));
  g_assert_true (has_label_starting (wonders, "A Taj Mahal slot and the bonus it gives"));
  g_assert_true (has_label_starting (wonders, "Meeples waiting in the Cothon’s port"));
  const MlLegendRow *rows[8];
  guint n_rows = ml_legend_rows (ML_EXPANSION_WONDERS, rows, G_N_ELEMENTS (rows));
  g_assert_cmpuint (n_rows, ==, 3);
  MlColor blue = { 0, 0, 1 };
  for (guint i = 0; i < n_rows; i++)
    {
      cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 40, 40);
      cairo_t *cr = cairo_create (surface);
      cairo_set_source_rgb (cr, 1, 1, 1);
      cairo_paint (cr);
      rows[i]->draw (cr, 0, 0, 40, &blue, 0);
      cairo_destroy (cr);
      guint changed = 0;
      for (int y = 0; y < 40; y++)
        for (int x = 0; x < 40; x++)
          changed += pixel_at (surface, x, y) != 0xffffff;
      g_assert_cmpuint (changed, >, 40);
      cairo_surface_destroy (surface);
    }

  ml_legend_set_expansions (ML_LEGEND (legend), ML_EXPANSION_FARMERS);
  g_autoptr (GPtrArray) again = legend_extra_labels (legend);
  g_assert_cmpuint (again->len, ==, 0);
  g_assert_finalize_object (legend);
}

/* A long turn log scrolls in its own box, so the panel above it keeps its place; clearing
 * the log for another position brings the panel back to its top. */
/* The labels under @root, shown, whose text starts with @prefix, in order. */
static void
labels_starting (GtkWidget *root, const char *prefix, GPtrArray *out)
{
  if (GTK_IS_LABEL (root) && gtk_widget_get_mapped (root)
      && g_str_has_prefix (gtk_label_get_label (GTK_LABEL (root)), prefix))
    g_ptr_array_add (out, root);
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    labels_starting (c, prefix, out);
}

/* A score panel alone in a window of @width × @height, showing the test file @name loaded
 * into @document. */
static MlScorePanel *
panel_with_file (MlDocument *document, const char *name, int width, int height, GtkWidget **window)
{
  g_autofree char *path = tu_data_path (name);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_assert_true (ml_document_load (document, file, NULL));
  *window = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (*window), width, height);
  MlScorePanel *panel = ml_score_panel_new ();
  gtk_window_set_child (GTK_WINDOW (*window), GTK_WIDGET (panel));
  ml_score_panel_set_document (panel, document);
  gtk_window_present (GTK_WINDOW (*window));
  return panel;
}

static void
test_score_panel_log_bounded (void)
{
  /* An imported game of 8 moves: the log lists them in its own box of at most 240 pixels,
   * scrolled to the newest. */
  g_autoptr (MlDocument) document = ml_document_new ();
  GtkWidget *window;
  MlScorePanel *panel = panel_with_file (document, "jcz/base-farmers.jcz", 380, 300, &window);
  run_for (300);
  g_autoptr (GPtrArray) moves = g_ptr_array_new ();
  labels_starting (GTK_WIDGET (panel), "Move ", moves);
  /* The log's list holds the eight lines; the rows in sight, more than one, show the newest
   * of them. */
  GtkWidget *log = tu_find_type (GTK_WIDGET (panel), GTK_TYPE_LIST_VIEW);
  g_assert_nonnull (log);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (gtk_list_view_get_model (GTK_LIST_VIEW (log)))), ==, 8);
  g_assert_cmpuint (moves->len, >=, 2);
  g_assert_cmpuint (moves->len, <=, 8);
  gboolean newest = FALSE;
  for (guint i = 0; i < moves->len; i++)
    newest |= g_str_has_prefix (gtk_label_get_label (moves->pdata[i]), "Move 8");
  g_assert_true (newest);
  GtkWidget *scroller = gtk_widget_get_first_child (GTK_WIDGET (panel));
  g_assert_true (GTK_IS_SCROLLED_WINDOW (scroller));
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  GtkWidget *log_box = gtk_widget_get_ancestor (moves->pdata[0], GTK_TYPE_SCROLLED_WINDOW);
  g_assert_true (log_box != scroller);
  g_assert_cmpint (gtk_widget_get_height (log_box), <=, 240);
  /* The newest line shows: the box, shorter than its lines, is scrolled to its end. */
  GtkAdjustment *in_box = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (log_box));
  g_assert_cmpfloat (gtk_adjustment_get_upper (in_box), >, gtk_adjustment_get_page_size (in_box));
  g_assert_cmpfloat (gtk_adjustment_get_value (in_box), ==,
                     gtk_adjustment_get_upper (in_box) - gtk_adjustment_get_page_size (in_box));

  /* Going back to move 2 shows two lines. */
  g_assert_true (ml_document_go_to_move (document, 2, NULL));
  run_for (200);
  g_ptr_array_set_size (moves, 0);
  labels_starting (GTK_WIDGET (panel), "Move ", moves);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (gtk_list_view_get_model (GTK_LIST_VIEW (log)))), ==, 2);
  g_assert_cmpuint (moves->len, ==, 2);

  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
  g_assert_cmpfloat (gtk_adjustment_get_value (adjustment), >, 0);
  ml_score_panel_scroll_to_top (panel);
  g_assert_cmpfloat (gtk_adjustment_get_value (adjustment), ==, 0);
  gtk_window_destroy (GTK_WINDOW (window));
  tu_spin ();
}

/* A short log is shown whole, however its lines wrap: its box is as tall as its lines (the
 * list alone measures them as if none wrapped), and no taller once lines go. */
static void
test_score_panel_log_fits (void)
{
  g_autoptr (MlDocument) document = ml_document_new ();
  GtkWidget *window;
  /* Narrow, so that lines wrap; tall, so that the panel has room for the whole log. */
  MlScorePanel *panel = panel_with_file (document, "traders-builders-record.json", 340, 1600, &window);
  int heights[2];
  for (int step = 0; step < 2; step++)
    {
      run_for (300);
      guint n = ml_document_get_log (document)->len;
      g_assert_cmpuint (n, ==, step == 0 ? 4 : 2);
      g_autoptr (GPtrArray) moves = g_ptr_array_new ();
      labels_starting (GTK_WIDGET (panel), "Move ", moves);
      g_assert_cmpuint (moves->len, ==, n);
      GtkWidget *log_box = gtk_widget_get_ancestor (moves->pdata[0], GTK_TYPE_SCROLLED_WINDOW);
      GtkAdjustment *in_box = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (log_box));
      /* Some line wraps, and still every line is in sight: nothing to scroll. */
      gboolean wrapped = FALSE;
      for (guint i = 0; i < moves->len; i++)
        wrapped |= gtk_widget_get_height (moves->pdata[i]) > 30;
      g_assert_true (wrapped);
      g_assert_cmpfloat (gtk_adjustment_get_upper (in_box), <=, gtk_adjustment_get_page_size (in_box) + 1);
      heights[step] = gtk_widget_get_height (log_box);
      g_assert_true (ml_document_go_to_move (document, 2, NULL));
    }
  g_assert_cmpint (heights[1], <, heights[0]);
  gtk_window_destroy (GTK_WINDOW (window));
  tu_spin ();
}

static void
remember_square (MlScorePanel *panel G_GNUC_UNUSED, int x, int y, int *square)
{
  square[0] = x, square[1] = y;
}

/* Clicking a rule problem names its square, for the window to show it on the board. */
static void
test_score_panel_problem_square (void)
{
  g_autoptr (MlDocument) document = ml_document_new ();
  load_lesson (document, "02-");
  GArray *problems = ml_document_get_problems (document);
  g_assert_cmpuint (problems->len, >, 0);
  const MlProblem *first = &g_array_index (problems, MlProblem, 0);
  GtkWidget *window = gtk_window_new ();
  MlScorePanel *panel = ml_score_panel_new ();
  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (panel));
  ml_score_panel_set_document (panel, document);
  gtk_window_present (GTK_WINDOW (window));
  tu_spin ();
  int square[2] = { G_MININT, G_MININT };
  g_signal_connect (panel, "problem-selected", G_CALLBACK (remember_square), square);
  g_autofree char *text = g_strdup_printf ("(%d, %d) %s", first->x, first->y, first->message);
  GtkWidget *label = find_label (GTK_WIDGET (panel), text);
  g_assert_nonnull (label);
  GtkWidget *row = gtk_widget_get_ancestor (label, GTK_TYPE_LIST_BOX_ROW);
  g_assert_true (gtk_list_box_row_get_activatable (GTK_LIST_BOX_ROW (row)));
  g_signal_emit_by_name (row, "activate");
  g_assert_cmpint (square[0], ==, first->x);
  g_assert_cmpint (square[1], ==, first->y);
  gtk_window_destroy (GTK_WINDOW (window));
  tu_spin ();
}

/* The item rows of the score panel, in their order. */
static GPtrArray *
item_rows (MlScorePanel *panel)
{
  GPtrArray *rows = g_ptr_array_new ();
  GtkWidget *first = tu_find_type (GTK_WIDGET (panel), ML_TYPE_SCORE_ITEM_ROW);
  g_assert_nonnull (first);
  for (GtkWidget *row = first; row; row = gtk_widget_get_next_sibling (row))
    if (ML_IS_SCORE_ITEM_ROW (row))
      g_ptr_array_add (rows, row);
  return rows;
}

/* An edit on a large board keeps the rows of the items it did not change (the same widgets,
 * not relabelled), and the rows show the document's items in its order; each row is read
 * out as its points, players and explanation. */
static void
test_score_panel_rows_follow (void)
{
  g_autoptr (MlScenario) scenario = tu_random_scenario (300, 7);
  g_autofree char *json = ml_scenario_to_json (scenario);
  g_autoptr (MlDocument) document = ml_document_new ();
  g_autoptr (GError) error = NULL;
  g_assert_true (ml_document_load_data (document, json, strlen (json), "board", &error));
  g_assert_no_error (error);
  GtkWidget *window = gtk_window_new ();
  MlScorePanel *panel = ml_score_panel_new ();
  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (panel));
  ml_score_panel_set_document (panel, document);
  gtk_window_present (GTK_WINDOW (window));
  tu_spin ();

  g_autoptr (GPtrArray) before = item_rows (panel);
  g_assert_cmpuint (before->len, ==, ml_document_get_items (document)->len);
  g_assert_cmpuint (before->len, >, 20);
  /* Each text shown before, by its row. */
  g_autoptr (GHashTable) row_of = g_hash_table_new (ml_score_item_text_hash, ml_score_item_text_equal);
  for (guint i = 0; i < before->len; i++)
    g_hash_table_insert (row_of, (gpointer) ml_score_item_row_get_text (before->pdata[i]), before->pdata[i]);

  /* A meeple taken off the board: its item goes (or counts one meeple fewer), and the items
   * after it move up a place. */
  g_assert_true (ml_document_remove_meeple (document, 0, NULL));
  tu_spin ();

  GArray *items = ml_document_get_items (document);
  g_autoptr (GPtrArray) after = item_rows (panel);
  g_assert_cmpuint (after->len, ==, items->len);
  const char *names[ML_MAX_PLAYERS] = { NULL };
  ml_document_player_names (document, names);
  guint n_players = ml_document_get_scenario (document)->players->len;
  guint kept = 0, made = 0;
  for (guint i = 0; i < after->len; i++)
    {
      MlScoreItemText text;
      ml_score_item_text_init (&text, &g_array_index (items, MlScoreItem, i), n_players, names);
      const MlScoreItemText *shown = ml_score_item_row_get_text (after->pdata[i]);
      g_assert_true (ml_score_item_text_equal (shown, &text));
      g_assert_cmpstr (shown->spoken, ==, text.spoken);
      /* What screen readers get: "6 points, Player 1: Incomplete monastery …". */
      g_autofree char *spoken = g_strdup_printf ("%d point%s, %s: %s", text.value, text.value == 1 ? "" : "s",
                                                 text.winners, text.explanation);
      g_assert_cmpstr (text.spoken, ==, spoken);
      if (g_strcmp0 (g_getenv ("GTK_A11Y"), "test") == 0)
        gtk_test_accessible_assert_property (after->pdata[i], GTK_ACCESSIBLE_PROPERTY_LABEL, spoken);
      GtkWidget *old = g_hash_table_lookup (row_of, &text);
      if (old)
        {
          g_assert_true (old == after->pdata[i]);
          kept++;
        }
      else
        made++;
      ml_score_item_text_clear (&text);
    }
  g_test_message ("%u rows kept, %u made or relabelled of %u", kept, made, after->len);
  g_assert_cmpuint (made, <=, 2);
  g_assert_cmpuint (kept, <, before->len);
  g_assert_cmpuint (kept, >=, before->len - 2);
  gtk_window_destroy (GTK_WINDOW (window));
  tu_spin ();
}

/* The tests' log writer lets GTK's layout race through and nothing else: another GTK warning,
 * even one that starts the same way, still ends the test. */
static void
test_gtk_log_only_layout_race (void)
{
  if (g_test_subprocess ())
    {
      const char *which = g_getenv ("TU_GTK_LOG_CASE");
      if (g_strcmp0 (which, "race") == 0)
        {
          g_log_structured ("Gtk", G_LOG_LEVEL_WARNING, "MESSAGE",
                            "Trying to snapshot AdwToastOverlay %p without a current allocation", (void *) &which);
          g_assert_cmpuint (tu_gtk_log_tolerated (), ==, 1);
        }
      else if (g_strcmp0 (which, "other") == 0)
        g_log_structured ("Gtk", G_LOG_LEVEL_WARNING, "MESSAGE", "Trying to snapshot GtkBox %p twice", (void *) &which);
      else
        g_log_structured ("Adwaita", G_LOG_LEVEL_WARNING, "MESSAGE",
                          "Trying to snapshot AdwFlap %p without a current allocation", (void *) &which);
      return;
    }
  const char *cases[] = { "race", "other", "domain" };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      /* The subprocess inherits the environment. */
      g_setenv ("TU_GTK_LOG_CASE", cases[i], TRUE);
      g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
      if (i == 0)
        {
          g_test_trap_assert_passed ();
          g_test_trap_assert_stderr ("*without a current allocation*");
        }
      else
        g_test_trap_assert_failed ();
    }
  g_unsetenv ("TU_GTK_LOG_CASE");
}

int
main (int argc, char **argv)
{
  tu_gtk_log_init ();
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/lessons/search", test_lessons_search);
  g_test_add_func ("/lessons/enter-opens-found", test_lessons_enter_opens_found);
  g_test_add_func ("/lessons/preview-and-placeholder", test_lessons_preview_and_placeholder);
  g_test_add_func ("/lessons/escape", test_lessons_escape);
  g_test_add_func ("/score-panel/supply", test_score_panel_supply);
  g_test_add_func ("/score-panel/holdings", test_score_panel_holdings);
  g_test_add_func ("/palette/choose-and-hide", test_palette_choose_and_hide);
  g_test_add_func ("/wonder-editor/follows-document", test_wonder_editor_follows_document);
  g_test_add_func ("/wonders/effect-follows-reading", test_wonder_effect_follows_reading);
  g_test_add_func ("/legend/symbols", test_legend_symbols);
  g_test_add_func ("/legend/rows", test_legend_rows);
  g_test_add_func ("/legend/expansion-rows", test_legend_expansion_rows);
  g_test_add_func ("/score-panel/log-bounded", test_score_panel_log_bounded);
  g_test_add_func ("/score-panel/log-fits", test_score_panel_log_fits);
  g_test_add_func ("/score-panel/problem-square", test_score_panel_problem_square);
  g_test_add_func ("/score-panel/rows-follow", test_score_panel_rows_follow);
  g_test_add_func ("/gtk-log/only-layout-race", test_gtk_log_only_layout_race);
  return g_test_run ();
}

