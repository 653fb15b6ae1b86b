#include "config.h"
#include "ml-lessons.h"
#include "ml-scenario.h"

#include <glib/gi18n.h>

#define LESSONS_PATH "/io/github/meeplelab/MeepleLab/lessons"

static void
lesson_free (gpointer data)
{
  MlLesson *lesson = data;
  g_free (lesson->resource);
  g_free (lesson->title);
  g_free (lesson->description);
  g_free (lesson);
}

/* The lesson in the user's language, for the browser and the copy it opens. */
static void
translate (MlScenario *scenario)
{
  char *title = g_strdup (ml_scenario_localized (scenario, "title"));
  char *description = g_strdup (ml_scenario_localized (scenario, "description"));
  g_free (scenario->title);
  g_free (scenario->description);
  scenario->title = title;
  scenario->description = description;
}

static MlScenario *
load (const char *resource)
{
  g_autoptr (GBytes) bytes = g_resources_lookup_data (resource, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  if (bytes == NULL)
    return NULL;
  g_autoptr (GError) error = NULL;
  MlScenario *scenario = ml_scenario_load_data (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes), resource, &error);
  if (scenario == NULL)
    g_warning ("lesson %s: %s", resource, error->message);
  else
    translate (scenario);
  return scenario;
}

static int
compare_names (const void *a, const void *b)
{
  return g_strcmp0 (*(char *const *) a, *(char *const *) b);
}

GPtrArray *
ml_lessons_list (void)
{
  GPtrArray *lessons = g_ptr_array_new_with_free_func (lesson_free);
  g_auto (GStrv) names = g_resources_enumerate_children (LESSONS_PATH, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  if (names == NULL)
    return lessons;
  qsort (names, g_strv_length (names), sizeof (char *), compare_names);
  for (guint i = 0; names[i]; i++)
    {
      g_autofree char *resource = g_strdup_printf ("%s/%s", LESSONS_PATH, names[i]);
      g_autoptr (MlScenario) scenario = load (resource);
      if (scenario == NULL)
        continue;
      MlLesson *lesson = g_new0 (MlLesson, 1);
      lesson->resource = g_steal_pointer (&resource);
      lesson->title = g_strdup (scenario->title ? scenario->title : names[i]);
      lesson->description = g_strdup (scenario->description ? scenario->description : "");
      g_ptr_array_add (lessons, lesson);
    }
  return lessons;
}

char *
ml_lesson_dup_json (const MlLesson *lesson, gsize *length)
{
  g_autoptr (MlScenario) scenario = load (lesson->resource);
  if (scenario == NULL)
    return NULL;
  char *json = ml_scenario_to_json (scenario);
  *length = strlen (json);
  return json;
}

/* ---- the browser ---------------------------------------------------------------------- */

typedef struct {
  GtkWindow *window;
  GtkListBox *list;
  GtkSearchEntry *search;
  GtkLabel *title, *description;
  GPtrArray *lessons;
  MlLessonChosen chosen;
  gpointer data;
} Browser;

static void
browser_free (gpointer data)
{
  Browser *b = data;
  g_ptr_array_unref (b->lessons);
  g_free (b);
}

static const MlLesson *
selected (Browser *b)
{
  GtkListBoxRow *row = gtk_list_box_get_selected_row (b->list);
  return row ? g_ptr_array_index (b->lessons, GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "index"))) : NULL;
}

static void
row_selected (GtkListBox *list, GtkListBoxRow *row, Browser *b)
{
  const MlLesson *lesson = selected (b);
  gtk_label_set_text (b->title, lesson ? lesson->title : "");
  gtk_label_set_text (b->description, lesson ? lesson->description : _("Choose a lesson on the left."));
}

static void
open_selected (Browser *b)
{
  const MlLesson *lesson = selected (b);
  if (lesson == NULL)
    return;
  b->chosen (lesson, b->data);
  gtk_window_destroy (b->window);
}

static gboolean
matches (GtkListBoxRow *row, gpointer data)
{
  Browser *b = data;
  const char *text = gtk_editable_get_text (GTK_EDITABLE (b->search));
  if (text == NULL || *text == '\0')
    return TRUE;
  const MlLesson *lesson = g_ptr_array_index (b->lessons, GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "index")));
  g_autofree char *haystack = g_utf8_casefold (lesson->title, -1);
  g_autofree char *about = g_utf8_casefold (lesson->description, -1);
  g_autofree char *needle = g_utf8_casefold (text, -1);
  return strstr (haystack, needle) || strstr (about, needle);
}

static void
search_changed (Browser *b)
{
  gtk_list_box_invalidate_filter (b->list);
}

void
ml_lessons_browse (GtkWindow *parent, MlLessonChosen chosen, gpointer data)
{
  Browser *b = g_new0 (Browser, 1);
  b->lessons = ml_lessons_list ();
  b->chosen = chosen;
  b->data = data;

  GtkWidget *window = adw_window_new ();
  b->window = GTK_WINDOW (window);
  gtk_window_set_title (b->window, _("Lessons"));
  gtk_window_set_transient_for (b->window, parent);
  gtk_window_set_modal (b->window, TRUE);
  gtk_window_set_default_size (b->window, 820, 560);
  g_object_set_data_full (G_OBJECT (window), "browser", b, browser_free);

  GtkWidget *content = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *header = adw_header_bar_new ();
  GtkWidget *open = gtk_button_new_with_mnemonic (_("_Open"));
  gtk_widget_add_css_class (open, "suggested-action");
  gtk_widget_set_tooltip_text (open, _("Open a copy of the lesson: the lesson itself never changes"));
  g_signal_connect_swapped (open, "clicked", G_CALLBACK (open_selected), b);
  adw_header_bar_pack_end (ADW_HEADER_BAR (header), open);
  gtk_box_append (GTK_BOX (content), header);

  GtkWidget *panes = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  gtk_widget_set_vexpand (panes, TRUE);
  GtkWidget *left = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_set_size_request (left, 320, -1);
  b->search = GTK_SEARCH_ENTRY (gtk_search_entry_new ());
  gtk_search_entry_set_key_capture_widget (b->search, window);
  gtk_widget_set_margin_start (GTK_WIDGET (b->search), 6);
  gtk_widget_set_margin_end (GTK_WIDGET (b->search), 6);
  gtk_widget_set_margin_top (GTK_WIDGET (b->search), 6);
  g_signal_connect_swapped (b->search, "search-changed", G_CALLBACK (search_changed), b);
  g_signal_connect_swapped (b->search, "activate", G_CALLBACK (open_selected), b);
  gtk_box_append (GTK_BOX (left), GTK_WIDGET (b->search));

  b->list = GTK_LIST_BOX (gtk_list_box_new ());
  gtk_widget_add_css_class (GTK_WIDGET (b->list), "navigation-sidebar");
  gtk_list_box_set_filter_func (b->list, matches, b, NULL);
  g_signal_connect (b->list, "row-selected", G_CALLBACK (row_selected), b);
  g_signal_connect_swapped (b->list, "row-activated", G_CALLBACK (open_selected), b);
  for (guint i = 0; i < b->lessons->len; i++)
    {
      const MlLesson *lesson = g_ptr_array_index (b->lessons, i);
      GtkWidget *label = gtk_label_new (lesson->title);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      GtkWidget *row = gtk_list_box_row_new ();
      gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), label);
      g_object_set_data (G_OBJECT (row), "index", GUINT_TO_POINTER (i));
      gtk_list_box_append (b->list, row);
    }
  GtkWidget *scroller = gtk_scrolled_window_new ();
  gtk_widget_set_vexpand (scroller, TRUE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), GTK_WIDGET (b->list));
  gtk_box_append (GTK_BOX (left), scroller);
  gtk_box_append (GTK_BOX (panes), left);
  gtk_box_append (GTK_BOX (panes), gtk_separator_new (GTK_ORIENTATION_VERTICAL));

  GtkWidget *right = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_widget_set_hexpand (right, TRUE);
  gtk_widget_set_margin_start (right, 18);
  gtk_widget_set_margin_end (right, 18);
  gtk_widget_set_margin_top (right, 18);
  b->title = GTK_LABEL (gtk_label_new (""));
  gtk_label_set_wrap (b->title, TRUE);
  gtk_label_set_xalign (b->title, 0);
  gtk_widget_add_css_class (GTK_WIDGET (b->title), "title-2");
  b->description = GTK_LABEL (gtk_label_new (""));
  gtk_label_set_wrap (b->description, TRUE);
  gtk_label_set_xalign (b->description, 0);
  gtk_label_set_selectable (b->description, TRUE);
  gtk_box_append (GTK_BOX (right), GTK_WIDGET (b->title));
  gtk_box_append (GTK_BOX (right), GTK_WIDGET (b->description));
  gtk_box_append (GTK_BOX (panes), right);
  gtk_box_append (GTK_BOX (content), panes);
  adw_window_set_content (ADW_WINDOW (window), content);

  GtkListBoxRow *first = gtk_list_box_get_row_at_index (b->list, 0);
  if (first)
    gtk_list_box_select_row (b->list, first);
  else
    gtk_label_set_text (b->description, _("No lesson is built in."));
  gtk_window_present (b->window);
}
