/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "test-ui-util.h"

#include <string.h>

/* ---- GTK's warnings ------------------------------------------------------------------- */

static unsigned tolerated;

static const char *
field (const GLogField *fields, gsize n_fields, const char *key)
{
  for (gsize i = 0; i < n_fields; i++)
    if (strcmp (fields[i].key, key) == 0 && fields[i].length < 0)
      return fields[i].value;
  return NULL;
}

static gboolean
is_layout_race (GLogLevelFlags level, const GLogField *fields, gsize n_fields)
{
  if ((level & G_LOG_LEVEL_MASK) != G_LOG_LEVEL_WARNING)
    return FALSE;
  const char *domain = field (fields, n_fields, "GLIB_DOMAIN");
  const char *message = field (fields, n_fields, "MESSAGE");
  return g_strcmp0 (domain, "Gtk") == 0 && message != NULL && g_str_has_prefix (message, "Trying to snapshot ")
         && strstr (message, " without a current allocation") != NULL;
}

static GLogWriterOutput
write_log (GLogLevelFlags level, const GLogField *fields, gsize n_fields, gpointer user_data)
{
  if (is_layout_race (level, fields, n_fields))
    {
      tolerated++;
      /* Said as a message, which nothing makes fatal. */
      return g_log_writer_standard_streams (G_LOG_LEVEL_MESSAGE, fields, n_fields, user_data);
    }
  return g_log_writer_default (level, fields, n_fields, user_data);
}

void
tu_gtk_log_init (void)
{
  g_log_set_writer_func (write_log, NULL, NULL);
}

unsigned
tu_gtk_log_tolerated (void)
{
  return tolerated;
}

/* ---- the application and its windows --------------------------------------------------- */

MlApplication *
tu_app_new (void)
{
  MlApplication *app = ml_application_new ();
  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_HANDLES_OPEN | G_APPLICATION_NON_UNIQUE);
  g_autoptr (GError) error = NULL;
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, &error));
  g_assert_no_error (error);
  return app;
}

void
tu_spin (void)
{
  for (int i = 0; i < 20; i++)
    while (g_main_context_iteration (NULL, FALSE))
      ;
}

GtkWidget *
tu_find_type (GtkWidget *root, GType type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (root, type))
    return root;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = tu_find_type (c, type);
      if (found)
        return found;
    }
  return NULL;
}

MlWindow *
tu_open_window (MlApplication *app)
{
  MlWindow *window = ml_window_new (app);
  gtk_window_present (GTK_WINDOW (window));
  tu_spin ();
  return window;
}

void
tu_close_window (MlWindow *window)
{
  MlDocument *doc = ml_window_get_document (window);
  while (ml_document_can_undo (doc))
    ml_document_undo (doc);
  gtk_window_destroy (GTK_WINDOW (window));
  tu_spin ();
}

void
tu_activate (MlWindow *window, const char *action, GVariant *param)
{
  g_autofree char *name = g_strconcat ("win.", action, NULL);
  g_assert_true (gtk_widget_activate_action_variant (GTK_WIDGET (window), name, param));
  tu_spin ();
}
