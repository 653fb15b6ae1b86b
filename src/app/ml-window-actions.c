/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The window's actions (win.*), installed on the class with their shortcuts; the switches
 * are property actions on the window's properties, so their state lives in one place. */
#include "config.h"
#include "ml-window-private.h"
#include "ml-export.h"
#include "ml-play.h"
#include "ml-readings-page.h"
#include "ml-scenario-details.h"
#include "ml-user-lessons.h"

#include <glib/gi18n.h>

#define ACTION(name) static void name (GtkWidget *widget, const char *action_name, GVariant *param)

/* ---- files ---------------------------------------------------------------------------- */

static void
new_now (MlWindow *self, gpointer data)
{
  g_autoptr (MlDocument) fresh = ml_document_new ();
  GSettings *settings = _ml_window_get_settings (self);
  if (settings)
    {
      g_auto (GStrv) ids = g_settings_get_strv (settings, "default-expansions");
      guint expansions = 0;
      for (guint i = 0; ids[i]; i++)
        {
          MlExpansions e;
          if (ml_expansion_parse (ids[i], &e))
            expansions |= e;
        }
      ml_document_set_expansions (fresh, expansions, NULL);
    }
  /* A new board starts as a game does: its start tile (the spring with the River) laid. */
  const MlTileDef *start = NULL;
  g_autoptr (GPtrArray) bag = g_ptr_array_new ();
  ml_play_bag (ml_document_get_scenario (fresh)->expansions, bag, &start);
  if (start)
    ml_document_place_piece (fresh, start->id, 0, 0, 0, NULL);
  g_autofree char *json = ml_scenario_to_json (ml_document_get_scenario (fresh));
  ml_document_load_data (self->document, json, strlen (json), _("Untitled"), NULL);
  ml_board_view_fit (self->board_view);
  ml_score_panel_scroll_to_top (self->score_panel);
}

/* Opens a file the window wrote (an exported image) in the desktop's application for it. */
ACTION (show_file_activated)
{
  gtk_show_uri (GTK_WINDOW (widget), g_variant_get_string (param, NULL), GDK_CURRENT_TIME);
}

ACTION (new_activated) { _ml_window_confirm_discard (ML_WINDOW (widget), new_now, NULL, NULL); }
ACTION (save_activated) { _ml_window_save (ML_WINDOW (widget)); }
ACTION (save_as_activated) { _ml_window_save_as (ML_WINDOW (widget)); }

static void
open_response (GtkNativeDialog *dialog, int response, MlWindow *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      GFile *file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      _ml_window_confirm_discard (self, _ml_window_open_now, file, g_object_unref);
    }
  g_object_unref (dialog);
  g_object_unref (self);
}

ACTION (open_activated)
{
  MlWindow *self = ML_WINDOW (widget);
  GtkFileChooserNative *dialog = gtk_file_chooser_native_new (_("Open Scenario"), GTK_WINDOW (self),
                                                              GTK_FILE_CHOOSER_ACTION_OPEN, _("_Open"), _("_Cancel"));
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (dialog), _ml_window_open_filter ());
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (dialog), _ml_window_scenario_filter ());
  g_signal_connect (dialog, "response", G_CALLBACK (open_response), g_object_ref (self));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

ACTION (open_recent_activated)
{
  GFile *file = g_file_new_for_uri (g_variant_get_string (param, NULL));
  _ml_window_confirm_discard (ML_WINDOW (widget), _ml_window_open_now, file, g_object_unref);
}

/* The sizes a square may take in an exported image, pixels in a PNG (points in SVG and PDF). */
static const char *const export_sizes[] = { "96", "128", "256", "512", NULL };

static void
export_response (GtkNativeDialog *dialog, int response, MlWindow *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      GtkFileChooser *chooser = GTK_FILE_CHOOSER (dialog);
      g_autoptr (GFile) file = gtk_file_chooser_get_file (chooser);
      g_autofree char *path = g_file_get_path (file);
      MlExportFormat format;
      g_autoptr (GError) error = NULL;
      MlPaintOptions paint;
      MlExportOptions export_options;
      ml_board_view_export_options (self->board_view, &paint);
      ml_export_options_init (&export_options);
      const char *size = gtk_file_chooser_get_choice (chooser, "size");
      if (size)
        export_options.tile_size = g_ascii_strtod (size, NULL);
      export_options.editing_marks = g_strcmp0 (gtk_file_chooser_get_choice (chooser, "marks"), "true") == 0;
      /* The view's options leave the marks out; asked for, they are drawn as on the board. */
      paint.open_edges = paint.problems = export_options.editing_marks;
      if (path == NULL || !ml_export_format_for_path (path, &format))
        _ml_window_toast (self, _("The image’s name must end in .png, .svg or .pdf."));
      else if (!ml_export_board (ml_document_get_game (self->document)->board, &paint, format, &export_options,
                                 path, &error))
        {
          g_autofree char *message = g_strdup_printf (_("Could not export: %s"), error->message);
          _ml_window_toast (self, message);
        }
      else
        {
          /* Where the image went, and a way to open it. */
          g_autofree char *shown = g_file_get_parse_name (file);
          g_autofree char *message = g_strdup_printf (_("Board exported to %s."), shown);
          g_autofree char *uri = g_file_get_uri (file);
          _ml_window_toast_with (self, message, _("_Open"), "win.show-file", g_variant_new_string (uri));
        }
    }
  g_object_unref (dialog);
  g_object_unref (self);
}

/* Names the image after the scenario and puts it beside the scenario's file; an unsaved
 * scenario is named after its title, in the chooser's own folder. */
static void
export_suggest_file (MlWindow *self, GtkFileChooser *chooser)
{
  GFile *scenario = ml_document_get_file (self->document);
  g_autofree char *scenario_path = scenario ? g_file_get_path (scenario) : NULL;
  if (scenario_path == NULL)
    {
      g_autofree char *title = ml_document_dup_title (self->document);
      /* A title ending in .json is a file's name: "x.json" becomes "x.png", not "x.json.png". */
      g_autofree char *name = g_str_has_suffix (title, ".json") ? ml_export_default_path (title, ML_EXPORT_PNG)
                                                                 : g_strconcat (title, ".png", NULL);
      gtk_file_chooser_set_current_name (chooser, name);
      return;
    }
  g_autofree char *path = ml_export_default_path (scenario_path, ML_EXPORT_PNG);
  g_autoptr (GFile) folder = g_file_get_parent (scenario);
  g_autofree char *name = g_path_get_basename (path);
  gtk_file_chooser_set_current_folder (chooser, folder, NULL);
  gtk_file_chooser_set_current_name (chooser, name);
}

ACTION (export_activated)
{
  MlWindow *self = ML_WINDOW (widget);
  GtkFileChooserNative *dialog = gtk_file_chooser_native_new (_("Export the Board"), GTK_WINDOW (self),
                                                              GTK_FILE_CHOOSER_ACTION_SAVE, _("_Export"), _("_Cancel"));
  GtkFileChooser *chooser = GTK_FILE_CHOOSER (dialog);
  const char *names[] = { N_("PNG image"), N_("SVG drawing"), N_("PDF document") };
  const char *patterns[] = { "*.png", "*.svg", "*.pdf" };
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      GtkFileFilter *filter = gtk_file_filter_new ();
      gtk_file_filter_set_name (filter, _(names[i]));
      gtk_file_filter_add_pattern (filter, patterns[i]);
      gtk_file_chooser_add_filter (chooser, filter);
    }
  g_autoptr (GPtrArray) labels = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; export_sizes[i]; i++)
    /* Translators: the size of a square in an exported image */
    g_ptr_array_add (labels, g_strdup_printf (_("%s pixels a square"), export_sizes[i]));
  g_ptr_array_add (labels, NULL);
  gtk_file_chooser_add_choice (chooser, "size", _("Size:"), (const char **) export_sizes,
                               (const char **) labels->pdata);
  g_autofree char *default_size = g_strdup_printf ("%d", ML_EXPORT_TILE_SIZE);
  gtk_file_chooser_set_choice (chooser, "size", default_size);
  gtk_file_chooser_add_choice (chooser, "marks", _("Editing marks (open ends, mismatches)"), NULL, NULL);
  gtk_file_chooser_set_choice (chooser, "marks", "false");
  export_suggest_file (self, chooser);
  g_signal_connect (dialog, "response", G_CALLBACK (export_response), g_object_ref (self));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

/* ---- lessons ---------------------------------------------------------------------------- */

/* A built-in lesson opens as a copy; a user's own lesson as its file, so that saving it
 * changes the lesson. */
static void
open_lesson_now (MlWindow *self, gpointer data)
{
  const MlLesson *lesson = data;
  if (lesson->path)
    {
      g_autoptr (GFile) file = g_file_new_for_path (lesson->path);
      ml_window_open_file (self, file);
    }
  else
    _ml_window_open_lesson (self, lesson);
}

static void
lesson_chosen (const MlLesson *lesson, gpointer data)
{
  _ml_window_confirm_discard (ML_WINDOW (data), open_lesson_now, ml_lesson_copy (lesson),
                              (GDestroyNotify) ml_lesson_free);
}

ACTION (lessons_activated)
{
  ml_lessons_browse (GTK_WINDOW (widget), lesson_chosen, widget);
}

/* The title and explanation, in a dialog; applying them is one edit. */
ACTION (details_activated)
{
  MlWindow *self = ML_WINDOW (widget);
  gtk_window_present (GTK_WINDOW (ml_scenario_details_new (GTK_WINDOW (self), self->document, FALSE)));
}

/* The details are the document's now: it goes into the user's lessons. A refusal is said in a
 * dialog, whose text wraps, as a save's is. */
static void
lesson_details_applied (MlScenarioDetails *details G_GNUC_UNUSED, MlWindow *self)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GFile) file = ml_user_lessons_save (self->document, &error);
  if (file == NULL)
    {
      GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Could Not Save"), error->message);
      adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
      gtk_window_present (GTK_WINDOW (dialog));
      return;
    }
  g_autofree char *uri = g_file_get_uri (file);
  gtk_recent_manager_add_item (gtk_recent_manager_get_default (), uri);
  g_autofree char *title = ml_document_dup_title (self->document);
  g_autofree char *message = g_strdup_printf (_("“%s” is saved among your lessons."), title);
  _ml_window_toast_with (self, message, _("_Show Lessons"), "win.lessons", NULL);
}

/* Save as Lesson: the details first (a lesson is listed by its title and explained), then
 * the file in the user's lessons folder. */
ACTION (save_lesson_activated)
{
  MlWindow *self = ML_WINDOW (widget);
  MlScenarioDetails *details = ml_scenario_details_new (GTK_WINDOW (self), self->document, TRUE);
  g_signal_connect_object (details, "applied", G_CALLBACK (lesson_details_applied), self, 0);
  gtk_window_present (GTK_WINDOW (details));
}


/* The rule readings take the palette's place beside the board, not a window over the score
 * panel: its "Under the other reading" line stays in sight while an answer changes. Folded
 * on a narrow screen, they come over the board as the palette does. */
ACTION (readings_activated)
{
  MlWindow *self = ML_WINDOW (widget);
  if (self->readings_page == NULL)
    {
      self->readings_page = ml_readings_page_new (self->document);
      /* The page scrolls on its own. Held in a scrolled window, which passes neither its
       * natural width on nor its width for the height it gets (its text would widen to fit
       * in less height), it takes the side's width and the board keeps the room to spare. */
      GtkWidget *holder = gtk_scrolled_window_new ();
      gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (holder), self->readings_page);
      gtk_widget_set_vexpand (holder, TRUE);
      gtk_box_append (GTK_BOX (self->readings_side), holder);
    }
  gtk_widget_set_visible (self->readings_side, TRUE);
  gtk_stack_set_visible_child (self->flap_stack, self->readings_side);
  adw_flap_set_reveal_flap (self->palette_flap, TRUE);
}

/* The palette comes back in their place. */
ACTION (readings_close_activated)
{
  MlWindow *self = ML_WINDOW (widget);
  gtk_widget_set_visible (self->readings_side, FALSE);
  if (adw_flap_get_folded (self->palette_flap))
    adw_flap_set_reveal_flap (self->palette_flap, FALSE);
  gtk_widget_grab_focus (GTK_WIDGET (self->board_view));
}

/* ---- editing ------------------------------------------------------------------------------ */

ACTION (undo_activated) { ml_document_undo (ML_WINDOW (widget)->document); }
ACTION (redo_activated) { ml_document_redo (ML_WINDOW (widget)->document); }
ACTION (rotate_activated) { ml_board_view_rotate (ML_WINDOW (widget)->board_view, 1); }
ACTION (rotate_back_activated) { ml_board_view_rotate (ML_WINDOW (widget)->board_view, -1); }
/* From a key, the piece under the keyboard cursor or the pointer; from the toolbar button,
 * where the pointer is on the button, the piece selected on the board. */
ACTION (delete_activated)
{
  MlBoardView *view = ML_WINDOW (widget)->board_view;
  if (!ml_board_view_delete (view))
    ml_board_view_delete_selected (view);
}
ACTION (fit_activated) { ml_board_view_fit (ML_WINDOW (widget)->board_view); }
ACTION (zoom_in_activated) { ml_board_view_zoom (ML_WINDOW (widget)->board_view, 1.25); }
ACTION (zoom_out_activated) { ml_board_view_zoom (ML_WINDOW (widget)->board_view, 0.8); }
ACTION (add_player_activated) { ml_document_add_player (ML_WINDOW (widget)->document, NULL); }

ACTION (remove_player_activated)
{
  MlWindow *self = ML_WINDOW (widget);
  ml_document_remove_player (self->document, ml_player_bar_get_player (self->player_bar), NULL);
}

ACTION (next_player_activated)
{
  MlWindow *self = ML_WINDOW (widget);
  guint n = ml_document_get_scenario (self->document)->players->len;
  ml_player_bar_set_player (self->player_bar, (ml_player_bar_get_player (self->player_bar) + 1) % n);
}

/* Steps through the game record, when the scenario has one. */
ACTION (move_previous_activated) { ml_timeline_step (ML_WINDOW (widget)->timeline, -1); }
ACTION (move_next_activated) { ml_timeline_step (ML_WINDOW (widget)->timeline, 1); }

/* win.place(tile, x, y, rotation in degrees): lays a piece in free layout; for scripts and tests. */
ACTION (place_activated)
{
  MlWindow *self = ML_WINDOW (widget);
  const char *tile;
  int x, y, degrees, rot;
  g_autoptr (GError) error = NULL;
  g_variant_get (param, "(&siii)", &tile, &x, &y, &degrees);
  if (!ml_rotation_from_degrees (degrees, &rot))
    _ml_window_toast (self, _("The piece cannot go there."));
  else if (!ml_document_place_piece_for (self->document, tile, x, y, rot, (int) ml_player_bar_get_player (self->player_bar),
                                         &error))
    _ml_window_toast (self, error->message);
}

ACTION (cancel_activated)
{
  MlWindow *self = ML_WINDOW (widget);
  /* Escape lets go of the tile in hand first; with nothing in hand it leaves presenter mode. */
  if (self->presenting && ml_board_view_get_hand (self->board_view) == NULL)
    {
      gtk_widget_activate_action (widget, "win.presenter", NULL);
      return;
    }
  ml_board_view_cancel (self->board_view);
  ml_palette_unselect (self->palette);
}

/* ---- the class ---------------------------------------------------------------------------- */

void
_ml_window_actions_update (MlWindow *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  guint players = ml_document_get_scenario (self->document)->players->len;
  gtk_widget_action_set_enabled (widget, "win.undo", ml_document_can_undo (self->document));
  gtk_widget_action_set_enabled (widget, "win.redo", ml_document_can_redo (self->document));
  gtk_widget_action_set_enabled (widget, "win.remove-player", players > 2);
  gtk_widget_action_set_enabled (widget, "win.add-player", players < ML_MAX_PLAYERS);
}

void
_ml_window_class_actions_init (MlWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  static const struct {
    const char *name;
    const char *parameter_type;
    GtkWidgetActionActivateFunc activate;
  } actions[] = {
    { "win.new", NULL, new_activated },
    { "win.open", NULL, open_activated },
    { "win.open-recent", "s", open_recent_activated },
    { "win.save", NULL, save_activated },
    { "win.save-as", NULL, save_as_activated },
    { "win.export", NULL, export_activated },
    { "win.lessons", NULL, lessons_activated },
    { "win.details", NULL, details_activated },
    { "win.save-lesson", NULL, save_lesson_activated },
    { "win.readings", NULL, readings_activated },
    { "win.readings-close", NULL, readings_close_activated },
    { "win.undo", NULL, undo_activated },
    { "win.redo", NULL, redo_activated },
    { "win.rotate", NULL, rotate_activated },
    { "win.rotate-back", NULL, rotate_back_activated },
    { "win.delete", NULL, delete_activated },
    { "win.place", "(siii)", place_activated },
    { "win.fit", NULL, fit_activated },
    { "win.zoom-in", NULL, zoom_in_activated },
    { "win.zoom-out", NULL, zoom_out_activated },
    { "win.cancel", NULL, cancel_activated },
    { "win.show-file", "s", show_file_activated },
    { "win.next-player", NULL, next_player_activated },
    { "win.move-previous", NULL, move_previous_activated },
    { "win.move-next", NULL, move_next_activated },
    { "win.add-player", NULL, add_player_activated },
    { "win.remove-player", NULL, remove_player_activated },
  };
  for (guint i = 0; i < G_N_ELEMENTS (actions); i++)
    gtk_widget_class_install_action (widget_class, actions[i].name, actions[i].parameter_type, actions[i].activate);

  /* The switches: each toggles a property of the window, which holds the state. */
  gtk_widget_class_install_property_action (widget_class, "win.overlay", "overlay");
  gtk_widget_class_install_property_action (widget_class, "win.legal", "show-legal");
  gtk_widget_class_install_property_action (widget_class, "win.meeples", "meeples");
  gtk_widget_class_install_property_action (widget_class, "win.turn-mode", "turn-mode");
  gtk_widget_class_install_property_action (widget_class, "win.panel", "show-panel");
  gtk_widget_class_install_property_action (widget_class, "win.presenter", "presenting");
  guint n_rows;
  const MlExpansionInfo *rows = ml_expansions_table (&n_rows);
  for (guint i = 0; i < n_rows; i++)
    {
      g_autofree char *property = g_strdup_printf ("expansion-%s", rows[i].id);
      g_autofree char *action = g_strdup_printf ("win.%s", property);
      gtk_widget_class_install_property_action (widget_class, g_intern_string (action), property);
    }

  /* Shortcuts that belong to this window; the application keeps the app-wide ones. They work
   * when the focused widget does not use the key itself (typing in an entry types). */
  static const struct {
    guint key;
    GdkModifierType mods;
    const char *action;
  } keys[] = {
    { GDK_KEY_n, GDK_CONTROL_MASK, "win.new" },
    { GDK_KEY_o, GDK_CONTROL_MASK, "win.open" },
    { GDK_KEY_l, GDK_CONTROL_MASK, "win.lessons" },
    { GDK_KEY_l, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.save-lesson" },
    /* Alt+Enter: a GNOME app's "Properties". */
    { GDK_KEY_Return, GDK_ALT_MASK, "win.details" },
    { GDK_KEY_s, GDK_CONTROL_MASK, "win.save" },
    { GDK_KEY_s, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.save-as" },
    { GDK_KEY_e, GDK_CONTROL_MASK, "win.export" },
    { GDK_KEY_z, GDK_CONTROL_MASK, "win.undo" },
    { GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.redo" },
    { GDK_KEY_y, GDK_CONTROL_MASK, "win.redo" },
    { GDK_KEY_r, 0, "win.rotate" },
    { GDK_KEY_r, GDK_SHIFT_MASK, "win.rotate-back" },
    { GDK_KEY_Delete, 0, "win.delete" },
    { GDK_KEY_BackSpace, 0, "win.delete" },
    { GDK_KEY_0, GDK_CONTROL_MASK, "win.fit" },
    { GDK_KEY_f, 0, "win.fit" },
    { GDK_KEY_plus, GDK_CONTROL_MASK, "win.zoom-in" },
    { GDK_KEY_equal, GDK_CONTROL_MASK, "win.zoom-in" },
    { GDK_KEY_minus, GDK_CONTROL_MASK, "win.zoom-out" },
    { GDK_KEY_o, 0, "win.overlay" },
    { GDK_KEY_l, 0, "win.legal" },
    { GDK_KEY_m, 0, "win.meeples" },
    { GDK_KEY_p, 0, "win.next-player" },
    { GDK_KEY_Left, GDK_ALT_MASK, "win.move-previous" },
    { GDK_KEY_Right, GDK_ALT_MASK, "win.move-next" },
    { GDK_KEY_t, 0, "win.turn-mode" },
    { GDK_KEY_h, 0, "win.hints" },
    { GDK_KEY_Escape, 0, "win.cancel" },
    { GDK_KEY_F9, 0, "win.panel" },
    { GDK_KEY_F11, 0, "win.presenter" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    gtk_widget_class_add_binding_action (widget_class, keys[i].key, keys[i].mods, keys[i].action, NULL);
}
