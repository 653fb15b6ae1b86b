/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The window in French or Slovak with the installed catalogues: every label, button and
 * tooltip of the window, its palette and its turn bar is in that language (no text is an
 * English message the catalogue translates), the tile names are translated, and no two
 * mnemonics of the window clash. With XDG_DATA_DIRS pointing into the install, as README
 * starts it, the settings schema and the app's icon (shown by the About window) are found.
 * Usage: test-window-l10n LOCALEDIR LANGUAGE (run under a display, e.g. xvfb-run). */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <string.h>
#include "ml-application.h"
#include "ml-window.h"

static MlApplication *app;
static GPtrArray *texts;        /* every text the window shows, borrowed copies */
static GPtrArray *clashes;

static void
spin (void)
{
  for (int i = 0; i < 20; i++)
    while (g_main_context_iteration (NULL, FALSE))
      ;
}

/* Gathers the texts under @widget; @mnemonics (keyval -> label) is the scope of its
 * mnemonics, which a popover and each page of a stack (a menu's submenus) start anew. */
static void
collect (GtkWidget *widget, GHashTable *mnemonics)
{
  if (GTK_IS_LABEL (widget))
    {
      const char *label = gtk_label_get_label (GTK_LABEL (widget));
      if (label != NULL && *label != '\0')
        g_ptr_array_add (texts, g_strdup (label));
      guint key = gtk_label_get_mnemonic_keyval (GTK_LABEL (widget));
      if (gtk_label_get_use_underline (GTK_LABEL (widget)) && key != GDK_KEY_VoidSymbol)
        {
          guint lower = gdk_keyval_to_lower (key);
          const char *other = g_hash_table_lookup (mnemonics, GUINT_TO_POINTER (lower));
          if (other != NULL && !g_str_equal (other, label))
            g_ptr_array_add (clashes, g_strdup_printf ("“%s” and “%s”", other, label));
          g_hash_table_insert (mnemonics, GUINT_TO_POINTER (lower), (gpointer) label);
        }
    }
  const char *tooltip = gtk_widget_get_tooltip_text (widget);
  if (tooltip != NULL)
    g_ptr_array_add (texts, g_strdup (tooltip));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_POPOVER (child) || GTK_IS_STACK (widget))
      {
        g_autoptr (GHashTable) scope = g_hash_table_new (NULL, NULL);
        collect (child, scope);
      }
    else
      collect (child, mnemonics);
}

/* An English text the catalogue has a different translation for, shown as it is. */
static gboolean
is_untranslated (const char *line)
{
  const char *fr = g_dgettext (GETTEXT_PACKAGE, line);
  const char *tile = g_dpgettext2 (GETTEXT_PACKAGE, "tile", line);
  const char *set = g_dpgettext2 (GETTEXT_PACKAGE, "tile set", line);
  return strcmp (fr, line) != 0 || strcmp (tile, line) != 0 || strcmp (set, line) != 0;
}

static gboolean
shown (const char *text)
{
  for (guint i = 0; i < texts->len; i++)
    if (strstr (texts->pdata[i], text) != NULL)
      return TRUE;
  return FALSE;
}

static void
test_window_in_language (void)
{
  MlWindow *window = ml_window_new (app);
  gtk_window_present (GTK_WINDOW (window));
  spin ();
  /* Every palette group and the turn bar with its wonder choices. */
  g_action_group_change_action_state (G_ACTION_GROUP (window), "expansion-river", g_variant_new_boolean (TRUE));
  g_action_group_change_action_state (G_ACTION_GROUP (window), "expansion-abbeys", g_variant_new_boolean (TRUE));
  g_action_group_change_action_state (G_ACTION_GROUP (window), "expansion-wonders", g_variant_new_boolean (TRUE));
  g_action_group_change_action_state (G_ACTION_GROUP (window), "turn-mode", g_variant_new_boolean (TRUE));
  spin ();

  texts = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GHashTable) mnemonics = g_hash_table_new (NULL, NULL);
  clashes = g_ptr_array_new_with_free_func (g_free);
  collect (GTK_WIDGET (window), mnemonics);
  g_assert_cmpuint (texts->len, >, 50);

  /* The About window shows the app's icon by this name: the install must provide it. */
  GtkIconTheme *icons = gtk_icon_theme_get_for_display (gtk_widget_get_display (GTK_WIDGET (window)));
  g_assert_true (gtk_icon_theme_has_icon (icons, ML_APP_ID));

  /* The catalogue is there: these would be English without it. */
  const char *play = _("Play by the _Rules");
  const char *monastery = g_dpgettext2 (GETTEXT_PACKAGE, "tile", "Monastery with a road");
  g_assert_cmpstr (play, !=, "Play by the _Rules");
  g_assert_cmpstr (monastery, !=, "Monastery with a road");
  g_assert_true (shown (play));
  g_assert_true (shown (monastery));

  for (guint i = 0; i < texts->len; i++)
    {
      g_auto (GStrv) lines = g_strsplit (texts->pdata[i], "\n", -1);
      for (guint j = 0; lines[j] != NULL; j++)
        if (is_untranslated (lines[j]))
          g_error ("English in the window: “%s”", lines[j]);
    }
  for (guint i = 0; i < clashes->len; i++)
    g_test_message ("mnemonic clash: %s", (const char *) clashes->pdata[i]);
  g_assert_cmpuint (clashes->len, ==, 0);

  g_ptr_array_unref (clashes);
  g_ptr_array_unref (texts);
  gtk_window_destroy (GTK_WINDOW (window));
  spin ();
}

int
main (int argc, char **argv)
{
  if (argc < 3)
    {
      g_printerr ("usage: test-window-l10n LOCALEDIR LANGUAGE\n");
      return 2;
    }
  g_setenv ("LANGUAGE", argv[2], TRUE);
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, argv[1]);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  argc -= 2;
  argv[2] = argv[0];
  argv += 2;

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  app = ml_application_new ();
  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_HANDLES_OPEN | G_APPLICATION_NON_UNIQUE);
  g_autoptr (GError) error = NULL;
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, &error));
  g_assert_no_error (error);

  g_test_add_func ("/window-l10n/in-language", test_window_in_language);
  int status = g_test_run ();
  g_object_unref (app);
  return status;
}
