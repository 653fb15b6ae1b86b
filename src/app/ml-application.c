/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"
#include "ml-application.h"
#include "ml-window.h"

#include <glib/gi18n.h>

struct _MlApplication {
  AdwApplication parent_instance;
  GSettings *settings;
};

G_DEFINE_FINAL_TYPE (MlApplication, ml_application, ADW_TYPE_APPLICATION)

MlApplication *
ml_application_new (void)
{
  return g_object_new (ML_TYPE_APPLICATION,
                       "application-id", ML_APP_ID,
                       "flags", G_APPLICATION_HANDLES_OPEN,
                       "resource-base-path", "/io/github/meeplelab/MeepleLab",
                       NULL);
}

GSettings *
ml_application_get_settings (MlApplication *self)
{
  return self->settings;
}

static void
quit_activated (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  GApplication *app = G_APPLICATION (user_data);
  /* Each window asks about unsaved changes before it goes. */
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (app)); l; l = l->next)
    gtk_window_close (GTK_WINDOW (l->data));
}

static void
new_window_activated (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  MlWindow *window = ml_window_new (ML_APPLICATION (user_data));
  gtk_window_present (GTK_WINDOW (window));
}

static void
about_activated (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  GtkWindow *parent = gtk_application_get_active_window (GTK_APPLICATION (user_data));
  const char *developers[] = { _("Meeple Lab developers"), NULL };
  adw_show_about_window (parent,
                         "application-name", _("Meeple Lab"),
                         "application-icon", ML_APP_ID,
                         "version", PACKAGE_VERSION,
                         "comments", _("Lay out Carcassonne tiles freely and see at once what connects and what everyone would score."),
                         "developer-name", _("Meeple Lab developers"),
                         "developers", developers,
                         "license-type", GTK_LICENSE_GPL_3_0,
                         "translator-credits", _("translator-credits"),
                         NULL);
}

static const GActionEntry app_actions[] = {
  { .name = "quit", .activate = quit_activated },
  { .name = "new-window", .activate = new_window_activated },
  { .name = "about", .activate = about_activated },
};

static void
ml_application_startup (GApplication *app)
{
  MlApplication *self = ML_APPLICATION (app);
  G_APPLICATION_CLASS (ml_application_parent_class)->startup (app);

  GSettingsSchema *schema = g_settings_schema_source_lookup (g_settings_schema_source_get_default (), ML_APP_ID, TRUE);
  if (schema)
    {
      self->settings = g_settings_new (ML_APP_ID);
      g_settings_schema_unref (schema);
    }

  g_action_map_add_action_entries (G_ACTION_MAP (app), app_actions, G_N_ELEMENTS (app_actions), app);
  /* App-wide shortcuts; each window's own are bound on its class (ml-window-actions.c). */
  struct { const char *action; const char *accels[3]; } accels[] = {
    { "app.quit", { "<Control>q", NULL } },
    { "app.new-window", { "<Control><Shift>n", NULL } },
    { "window.close", { "<Control>w", NULL } },
    { "win.show-help-overlay", { "<Control>question", NULL } },
  };
  for (guint i = 0; i < G_N_ELEMENTS (accels); i++)
    gtk_application_set_accels_for_action (GTK_APPLICATION (app), accels[i].action, accels[i].accels);
}

static void
ml_application_activate (GApplication *app)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (app));
  if (window == NULL)
    window = GTK_WINDOW (ml_window_new (ML_APPLICATION (app)));
  gtk_window_present (window);
}

static void
ml_application_open (GApplication *app, GFile **files, int n_files, const char *hint)
{
  for (int i = 0; i < n_files; i++)
    {
      MlWindow *window = ml_window_new (ML_APPLICATION (app));
      ml_window_open_file (window, files[i]);
      gtk_window_present (GTK_WINDOW (window));
    }
}

static void
ml_application_dispose (GObject *object)
{
  MlApplication *self = ML_APPLICATION (object);
  g_clear_object (&self->settings);
  G_OBJECT_CLASS (ml_application_parent_class)->dispose (object);
}

static void
ml_application_class_init (MlApplicationClass *klass)
{
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);
  app_class->startup = ml_application_startup;
  app_class->activate = ml_application_activate;
  app_class->open = ml_application_open;
  G_OBJECT_CLASS (klass)->dispose = ml_application_dispose;
}

static void
ml_application_init (MlApplication *self)
{
}
