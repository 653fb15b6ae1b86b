/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The window in French or Slovak with the installed catalogues: every label, button and
 * tooltip of the window, its palette and its turn bar is in that language (no text is an
 * English message the catalogue translates), the tile names are translated, and no two
 * mnemonics of the window clash. With XDG_DATA_DIRS pointing into the install, as README
 * starts it, the settings schema and the app's icon (shown by the About window) are found.
 * With GTK's test accessibility backend (GTK_A11Y=test), also every button of the window,
 * its header bar and the popovers made with it has a tooltip and a name for screen readers,
 * both in that language (English included, with the build's catalogues).
 * Usage: test-window-l10n LOCALEDIR LANGUAGE (run under a display, e.g. xvfb-run). */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <string.h>
#include "ml-application.h"
#include "ml-window.h"
#include "test-ui-util.h"

static MlApplication *app;
static GPtrArray *texts;        /* every text the window shows, borrowed copies */
static GPtrArray *clashes;

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
      /* A menu item without a mnemonic says 0, a label VoidSymbol. */
      if (gtk_label_get_use_underline (GTK_LABEL (widget)) && key != GDK_KEY_VoidSymbol && key != 0)
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
  tu_spin ();
  /* Every palette group and the turn bar with its wonder choices. */
  /* The window's actions are the widget's (win.), not in its action map. */
  const char *switches[] = { "win.expansion-river", "win.expansion-abbeys", "win.expansion-wonders", "win.turn-mode" };
  for (guint i = 0; i < G_N_ELEMENTS (switches); i++)
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), switches[i], NULL));
  g_assert_cmpuint (ml_document_get_scenario (ml_window_get_document (window))->expansions & ML_EXPANSION_WONDERS, !=, 0);
  tu_spin ();

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
  tu_spin ();
}

/* A button the user meets, rather than a part of another widget: the toggle inside a menu
 * button (the menu button carries the tooltip and the name), a spin button's steps, the
 * window's own controls, a drop-down's button and a toast's close button belong to GTK and
 * libadwaita, which name them. */
static gboolean
is_own_button (GtkWidget *widget)
{
  if (!GTK_IS_BUTTON (widget) && !GTK_IS_MENU_BUTTON (widget))
    return FALSE;
  for (GtkWidget *up = gtk_widget_get_parent (widget); up; up = gtk_widget_get_parent (up))
    if (GTK_IS_MENU_BUTTON (up) || GTK_IS_SPIN_BUTTON (up) || GTK_IS_WINDOW_CONTROLS (up) || GTK_IS_DROP_DOWN (up)
        || g_str_equal (G_OBJECT_TYPE_NAME (up), "AdwToastWidget"))
      return FALSE;
  return TRUE;
}

/* What a screen reader calls @widget: its accessible label, read back from the test
 * backend (which answers with the value when asked to compare it with another), else the
 * text of its own label. NULL when it has none. */
static char *
accessible_name (GtkWidget *widget)
{
  if (gtk_test_accessible_has_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL))
    {
      char *value = gtk_test_accessible_check_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, "\x01");
      if (value != NULL && *value != '\0')
        return value;
      g_free (value);
    }
  const char *label = GTK_IS_BUTTON (widget) ? gtk_button_get_label (GTK_BUTTON (widget))
                                             : gtk_menu_button_get_label (GTK_MENU_BUTTON (widget));
  if (label != NULL && *label != '\0'
      && (GTK_IS_MENU_BUTTON (widget) || gtk_button_get_icon_name (GTK_BUTTON (widget)) == NULL))
    return g_strdup (label);
  return NULL;
}

static void
gather_buttons (GtkWidget *widget, GPtrArray *buttons)
{
  if (is_own_button (widget))
    g_ptr_array_add (buttons, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    gather_buttons (child, buttons);
}

/* Every button of the window, with the expansions and turn mode on and six players, has a
 * tooltip and a name; in French and Slovak neither is an English text of the catalogue. */
static void
test_buttons_labelled (void)
{
  if (g_strcmp0 (g_getenv ("GTK_A11Y"), "test") != 0)
    {
      g_test_skip ("needs GTK_A11Y=test to read accessible labels back");
      return;
    }
  MlWindow *window = ml_window_new (app);
  gtk_window_present (GTK_WINDOW (window));
  tu_spin ();
  /* Players join in free layout only. */
  MlDocument *doc = ml_window_get_document (window);
  while (ml_document_get_scenario (doc)->players->len < ML_MAX_PLAYERS)
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.add-player", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.expansion-wonders", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.turn-mode", NULL));
  g_assert_true (ml_document_get_scenario (doc)->expansions & ML_EXPANSION_WONDERS);
  tu_spin ();

  g_autoptr (GPtrArray) buttons = g_ptr_array_new ();
  gather_buttons (GTK_WIDGET (window), buttons);
  /* The header bar's, the toolbar's, six players', the turn bar's, the popovers'. */
  g_assert_cmpuint (buttons->len, >=, 25);
  gboolean english = g_str_equal (g_getenv ("LANGUAGE"), "en");
  guint failures = 0;
  for (guint i = 0; i < buttons->len; i++)
    {
      GtkWidget *button = buttons->pdata[i];
      const char *tooltip = gtk_widget_get_tooltip_text (button);
      g_autofree char *name = accessible_name (button);
      const char *action = GTK_IS_ACTIONABLE (button) ? gtk_actionable_get_action_name (GTK_ACTIONABLE (button)) : NULL;
      g_autofree char *what = g_strdup_printf ("%s %s in %s (tooltip “%s”, name “%s”)", G_OBJECT_TYPE_NAME (button),
                                               action ? action : "", G_OBJECT_TYPE_NAME (gtk_widget_get_parent (button)),
                                               tooltip ? tooltip : "", name ? name : "");
      const char *why = NULL;
      if (tooltip == NULL || *tooltip == '\0')
        why = "no tooltip";
      else if (name == NULL)
        why = "no accessible name";
      else if (!english && (is_untranslated (tooltip) || is_untranslated (name)))
        why = "English";
      if (why != NULL)
        {
          g_test_message ("%s: %s", why, what);
          failures++;
        }
    }
  g_test_message ("%u buttons, %u without a tooltip or a name in this language", buttons->len, failures);
  g_assert_cmpuint (failures, ==, 0);

  while (ml_document_can_undo (doc))
    ml_document_undo (doc);
  gtk_window_destroy (GTK_WINDOW (window));
  tu_spin ();
}

int
main (int argc, char **argv)
{
  tu_gtk_log_init ();
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
  app = tu_app_new ();

  g_test_add_func ("/window-l10n/in-language", test_window_in_language);
  g_test_add_func ("/window-l10n/buttons", test_buttons_labelled);
  int status = g_test_run ();
  g_object_unref (app);
  return status;
}
