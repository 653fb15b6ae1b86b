/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The expansions' table as the application reads it (xvfb-run): each row has its switch in
 * the window's menu and its property action, which switches the document; its sets have
 * their group in the palette, shown while it is on; its lessons' topic has its name. Each
 * check walks the table, so a row added is checked with the others. */
#include "config.h"

#include "ml-application.h"
#include "ml-expansions.h"
#include "ml-lessons.h"
#include "ml-palette.h"
#include "ml-palette-group.h"
#include "ml-window.h"
#include "test-ui-util.h"

#include <glib/gi18n.h>
#include <string.h>

static MlApplication *app;

static void
collect_menu_buttons (GtkWidget *root, GPtrArray *out)
{
  if (GTK_IS_MENU_BUTTON (root))
    g_ptr_array_add (out, root);
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    collect_menu_buttons (c, out);
}

/* Appends "ACTION|LABEL" for each item of @model and its sections and submenus whose action
 * switches an expansion. */
static void
collect_expansion_items (GMenuModel *model, GPtrArray *out)
{
  for (int i = 0; i < g_menu_model_get_n_items (model); i++)
    {
      g_autofree char *action = NULL, *label = NULL;
      if (g_menu_model_get_item_attribute (model, i, G_MENU_ATTRIBUTE_ACTION, "s", &action)
          && g_str_has_prefix (action, "win.expansion-"))
        {
          g_menu_model_get_item_attribute (model, i, G_MENU_ATTRIBUTE_LABEL, "s", &label);
          g_ptr_array_add (out, g_strdup_printf ("%s|%s", action, label));
        }
      g_autoptr (GMenuLinkIter) links = g_menu_model_iterate_item_links (model, i);
      GMenuModel *linked;
      while (g_menu_link_iter_get_next (links, NULL, &linked))
        {
          collect_expansion_items (linked, out);
          g_object_unref (linked);
        }
    }
}

static gboolean
get_boolean (gpointer object, const char *property)
{
  gboolean value;
  g_object_get (object, property, &value, NULL);
  return value;
}

/* The window's menus hold one switch a row, in the table's order, with the row's label. */
static void
test_menu (void)
{
  MlWindow *window = ml_window_new (app);
  gtk_window_present (GTK_WINDOW (window));
  tu_spin ();
  g_autoptr (GPtrArray) buttons = g_ptr_array_new ();
  collect_menu_buttons (GTK_WIDGET (window), buttons);
  g_autoptr (GPtrArray) items = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; i < buttons->len; i++)
    {
      GMenuModel *model = gtk_menu_button_get_menu_model (buttons->pdata[i]);
      if (model)
        collect_expansion_items (model, items);
    }
  guint n_rows;
  const MlExpansionInfo *rows = ml_expansions_table (&n_rows);
  g_assert_cmpuint (items->len, ==, n_rows);
  for (guint i = 0; i < n_rows; i++)
    {
      g_autofree char *expected = g_strdup_printf ("win.expansion-%s|%s", rows[i].id, _(rows[i].menu_label));
      g_assert_cmpstr (items->pdata[i], ==, expected);
    }
  gtk_window_destroy (GTK_WINDOW (window));
  tu_spin ();
}

/* Each row's action switches its expansion in the document and back, its property following,
 * and the palette shows the groups of its sets while it is on. */
static void
test_switches (void)
{
  MlWindow *window = ml_window_new (app);
  gtk_window_present (GTK_WINDOW (window));
  tu_spin ();
  MlDocument *doc = ml_window_get_document (window);
  GtkWidget *palette = tu_find_type (GTK_WIDGET (window), ML_TYPE_PALETTE);
  g_assert_nonnull (palette);
  guint n_rows;
  const MlExpansionInfo *rows = ml_expansions_table (&n_rows);
  for (guint i = 0; i < n_rows; i++)
    {
      g_autofree char *property = g_strdup_printf ("expansion-%s", rows[i].id);
      g_autofree char *action = g_strdup_printf ("win.%s", property);
      guint before = ml_document_get_scenario (doc)->expansions;
      gboolean was_on = (before & rows[i].expansion) != 0;
      g_assert_cmpint (get_boolean (window, property), ==, was_on);
      for (guint k = 0; k < 2; k++)
        {
          g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), action, NULL));
          tu_spin ();
          gboolean on = k == 0 ? !was_on : was_on;
          g_assert_cmpuint (ml_document_get_scenario (doc)->expansions, ==, on ? before | rows[i].expansion
                                                                              : before & ~(guint) rows[i].expansion);
          g_assert_cmpint (get_boolean (window, property), ==, on);
          /* The palette's groups of the row's sets: as many as it has sets, titled as the row. */
          guint groups = 0;
          GtkWidget *box = gtk_widget_get_first_child (palette);
          for (GtkWidget *g = gtk_widget_get_first_child (box); g; g = gtk_widget_get_next_sibling (g))
            if (ml_palette_group_get_expansion (ML_PALETTE_GROUP (g)) == rows[i].expansion)
              {
                groups++;
                g_assert_cmpint (gtk_widget_get_visible (g), ==, on);
                GtkWidget *label = tu_find_type (g, GTK_TYPE_LABEL);
                g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (label)), ==, _(rows[i].title));
              }
          g_assert_cmpuint (groups, ==, g_strv_length ((char **) rows[i].sets));
        }
    }
  while (ml_document_can_undo (doc))
    ml_document_undo (doc);
  gtk_window_destroy (GTK_WINDOW (window));
  tu_spin ();
}

/* The document takes every row's expansion and refuses a bit no row has. */
static void
test_document (void)
{
  g_autoptr (MlDocument) doc = ml_document_new ();
  g_assert_cmpuint (ml_document_get_scenario (doc)->expansions, ==, ml_expansions_default ());
  g_assert_true (ml_document_set_expansions (doc, ml_expansions_all (), NULL));
  g_assert_cmpuint (ml_document_get_scenario (doc)->expansions, ==, ml_expansions_all ());
  guint n_rows;
  ml_expansions_table (&n_rows);
  g_autoptr (GError) error = NULL;
  g_assert_false (ml_document_set_expansions (doc, ml_expansions_all () | 1u << n_rows, &error));
  g_assert_error (error, ML_DOCUMENT_ERROR, ML_DOCUMENT_ERROR_OUT_OF_RANGE);
  g_assert_cmpuint (ml_document_get_scenario (doc)->expansions, ==, ml_expansions_all ());
}

/* Each row's lessons have their topic's name, between the base game's and the readings'. */
static void
test_lesson_topics (void)
{
  guint n_rows;
  const MlExpansionInfo *rows = ml_expansions_table (&n_rows);
  for (guint i = 0; i < n_rows; i++)
    {
      g_assert_cmpstr (ml_lesson_topic_name (rows[i].expansion), ==, _(rows[i].short_title));
      g_assert_cmpuint (rows[i].expansion, >, ML_LESSON_TOPIC_BASE);
      g_assert_cmpuint (rows[i].expansion, <, ML_LESSON_TOPIC_READINGS);
    }
  g_assert_cmpstr (ml_lesson_topic_name (ML_LESSON_TOPIC_BASE), ==, "Base game");
  g_assert_cmpstr (ml_lesson_topic_name (ML_EXPANSION_WONDERS), ==, "Wonders");
}

int
main (int argc, char **argv)
{
  tu_gtk_log_init ();
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  app = tu_app_new ();

  g_test_add_func ("/expansions/menu", test_menu);
  g_test_add_func ("/expansions/switches", test_switches);
  g_test_add_func ("/expansions/document", test_document);
  g_test_add_func ("/expansions/lesson-topics", test_lesson_topics);
  int status = g_test_run ();
  g_object_unref (app);
  return status;
}
