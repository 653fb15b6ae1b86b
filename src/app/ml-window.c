/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"
#include "ml-window-private.h"
#include "ml-jcz.h"
#include "ml-app-expansions.h"
#include "ml-figures.h"
#include "ml-mnemonic-names.h"

#include <glib/gi18n.h>
#include <string.h>


G_DEFINE_FINAL_TYPE (MlWindow, ml_window, ADW_TYPE_APPLICATION_WINDOW)

enum {
  PROP_0,
  PROP_DOCUMENT,
  PROP_OVERLAY,
  PROP_SHOW_LEGAL,
  PROP_MEEPLES,
  PROP_TURN_MODE,
  PROP_SHOW_PANEL,
  PROP_PRESENTING,
  PROP_LOADING,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* One switch a row of the expansions' table, "expansion-ID", after the other properties:
 * property N_PROPS + i switches row i. */
static GParamSpec **expansion_properties;

static const MlExpansionInfo *
property_expansion (guint prop_id)
{
  guint n_rows;
  const MlExpansionInfo *rows = ml_expansions_table (&n_rows);
  return prop_id >= N_PROPS && prop_id - N_PROPS < n_rows ? &rows[prop_id - N_PROPS] : NULL;
}

GSettings *
_ml_window_get_settings (MlWindow *self)
{
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));
  return app ? ml_application_get_settings (ML_APPLICATION (app)) : NULL;
}

/* ---- keeping the window in step with the document ---------------------------------------- */

static void
update_title (MlWindow *self)
{
  g_autofree char *title = ml_document_dup_title (self->document);
  g_autofree char *shown = ml_document_get_modified (self->document) ? g_strdup_printf ("• %s", title) : g_strdup (title);
  adw_window_title_set_title (self->window_title, shown);
}

static gboolean
file_to_subtitle (GBinding *binding, const GValue *from, GValue *to, gpointer data)
{
  GFile *file = g_value_get_object (from);
  g_value_take_string (to, file ? g_file_get_parse_name (file) : g_strdup (_("Not saved yet")));
  return TRUE;
}

/* Presenter mode writes the score of the feature chosen in the panel large over the board:
 * its points and winners, then how they come. Hidden when nothing is chosen. */
static void
update_ended_now (MlWindow *self)
{
  const MlScoreItem *item = NULL;
  int at = ml_score_panel_get_selected_item (self->score_panel);
  GArray *items = self->presenting && at >= 0 ? ml_document_get_items (self->document) : NULL;
  if (items && (guint) at < items->len)
    item = &g_array_index (items, MlScoreItem, at);
  gtk_widget_set_visible (self->ended_now_box, item != NULL);
  if (item == NULL)
    return;
  const char *names[ML_MAX_PLAYERS] = { NULL };
  ml_document_player_names (self->document, names);
  guint n_players = MIN (ml_document_get_scenario (self->document)->players->len, ML_MAX_PLAYERS);
  g_autofree char *points = g_strdup_printf (ngettext ("%d point", "%d points", item->points), item->points);
  g_autofree char *winners = item->winners ? ml_names_join (item->winners, n_players, names) : g_strdup (_("No one"));
  g_autofree char *line = g_strdup_printf ("%s — %s", points, winners);
  gtk_label_set_text (self->ended_now_points, line);
  g_autofree char *why = ml_score_item_explain (item, n_players, names);
  gtk_label_set_text (self->ended_now_why, why);
  /* A screen reader finds the caption as an alert named by its heading and points and
   * described by its explanation; a change of them is announced on the accessibility bus
   * (GTK 4.8 tells no more of a widget that shows). */
  /* Translators: what a screen reader says of the presenter's caption: "If the game ended
   * now: 8 points — Anna" */
  g_autofree char *said = g_strdup_printf (_("If the game ended now: %s"), line);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->ended_now_box), GTK_ACCESSIBLE_PROPERTY_LABEL, said,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, why, -1);
}

/* The meeples tool's tooltip names the figures Shift+click lays instead of a meeple (the
 * first of them that may stand there), those of the expansions in play. */
static void
update_meeples_tip (MlWindow *self, guint expansions)
{
  g_autoptr (GString) names = g_string_new (NULL);
  for (guint f = 1; f < ml_figures_count (); f++)
    if (expansions & ml_figure (f)->expansion)
      /* Translators: joins the names of figures in a list */
      g_string_append_printf (names, "%s%s", names->len ? _(", ") : "", _(ml_figure (f)->name));
  const char *tool = _("Put meeples on features or take them off (M)");
  g_autofree char *tip = names->len
                         /* Translators: a tooltip; %s says what the tool does, then the names
                          * of figures, in the nominative ("claustral prior, large meeple") */
                         ? g_strdup_printf (_("%s. Shift+click: another figure (%s)"), tool, names->str)
                         : g_strdup (tool);
  gtk_widget_set_tooltip_text (self->meeples_button, tip);
}

/* In presenter mode the explanation, twice the size, is folded to its first words unless
 * asked for whole: the scores under it stay in sight without scrolling past it. Elsewhere it
 * stands whole, as tall as its text. (A label that ellipsizes after some lines asks for the
 * width of its whole text, which took the board's room.) */
#define PRESENTER_CHARS 120
/* A screen this tall or taller (1920×1080) holds the whole explanation above the scores. */
#define PRESENTER_TALL 1050

/* The height of the monitor the window shows on, which presenter mode fills; 0 when there is
 * none yet. */
static int
monitor_height (MlWindow *self)
{
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (self));
  GdkMonitor *monitor = surface ? gdk_display_get_monitor_at_surface (gdk_surface_get_display (surface), surface) : NULL;
  if (monitor == NULL)
    return 0;
  GdkRectangle geometry;
  gdk_monitor_get_geometry (monitor, &geometry);
  return geometry.height;
}

static void
fold_description (MlWindow *self)
{
  const char *description = ml_scenario_localized (ml_document_get_scenario (self->document), "description");
  glong length = description ? g_utf8_strlen (description, -1) : 0;
  int tall = monitor_height (self);
  gboolean long_one = self->presenting && length > PRESENTER_CHARS + PRESENTER_CHARS / 4
                      && (tall == 0 || tall < PRESENTER_TALL);
  gtk_widget_set_visible (GTK_WIDGET (self->description_more), long_one);
  if (!long_one || gtk_toggle_button_get_active (self->description_more))
    {
      gtk_label_set_text (self->description_label, description ? description : "");
      return;
    }
  /* Cut at the last space before the limit. */
  const char *end = g_utf8_offset_to_pointer (description, PRESENTER_CHARS);
  for (const char *p = end; p > description; p = g_utf8_prev_char (p))
    if (g_unichar_isspace (g_utf8_get_char (p)))
      {
        end = p;
        break;
      }
  g_autofree char *start = g_strndup (description, end - description);
  g_autofree char *folded = g_strconcat (start, " …", NULL);
  gtk_label_set_text (self->description_label, folded);
}

/* A lesson's question waits for its answer. */
static gboolean
asked (MlWindow *self)
{
  return self->question_card && ml_question_card_get_veiled (self->question_card);
}

static void
document_changed (MlWindow *self)
{
  const MlScenario *scenario = ml_document_get_scenario (self->document);
  const char *description = ml_scenario_localized (scenario, "description");
  /* The explanation would give a question's answer away: it waits for the answer. */
  gtk_widget_set_visible (GTK_WIDGET (self->description_label), description && *description && !asked (self));
  fold_description (self);
  /* A new board holds its start tile only. */
  gtk_widget_set_visible (self->empty_hint, scenario->pieces->len <= 1);
  MlPaintOptions paint;
  ml_board_view_export_options (self->board_view, &paint);
  ml_legend_set_players (self->legend, paint.players, scenario->players->len);
  ml_legend_set_expansions (self->legend, scenario->expansions);
  _ml_window_actions_update (self);
  update_ended_now (self);
  guint changed = scenario->expansions ^ self->shown_expansions;
  if (changed)
    update_meeples_tip (self, scenario->expansions);
  self->shown_expansions = scenario->expansions;
  guint n_rows;
  const MlExpansionInfo *rows = ml_expansions_table (&n_rows);
  for (guint i = 0; i < n_rows; i++)
    if (changed & rows[i].expansion)
      g_object_notify_by_pspec (G_OBJECT (self), expansion_properties[i]);
}

static void set_turn_mode (MlWindow *self, gboolean on);

/* The hints and turn mode would give a question's answer away too (the advised moves and
 * what they make, the squares where the tile may go): while it waits, they wait. */
static void
question_veiled (MlWindow *self)
{
  if (asked (self))
    {
      ml_hints_panel_set_active (self->hints_panel, FALSE);
      set_turn_mode (self, FALSE);
    }
  document_changed (self);
}

static void
hints_active_changed (MlWindow *self)
{
  gboolean active;
  g_object_get (self->hints_panel, "active", &active, NULL);
  if (active && asked (self))
    {
      ml_hints_panel_set_active (self->hints_panel, FALSE);
      _ml_window_toast (self, _("Answer the lesson’s question first: the hints would give it away."));
    }
}

/* ---- the view's switches ------------------------------------------------------------------ */

static void
set_overlay (MlWindow *self, gboolean overlay)
{
  if (self->overlay == overlay)
    return;
  self->overlay = overlay;
  ml_board_view_set_overlay (self->board_view, overlay);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_OVERLAY]);
}

static void
set_show_legal (MlWindow *self, gboolean show)
{
  if (self->show_legal == show)
    return;
  self->show_legal = show;
  ml_board_view_set_show_legal (self->board_view, show);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_LEGAL]);
}

static void
set_meeples (MlWindow *self, gboolean meeples)
{
  if (self->meeples == meeples)
    return;
  self->meeples = meeples;
  ml_board_view_set_mode (self->board_view, meeples ? ML_BOARD_MODE_MEEPLES : ML_BOARD_MODE_TILES);
  if (meeples)
    ml_palette_unselect (self->palette);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MEEPLES]);
}

static void
set_turn_mode (MlWindow *self, gboolean on)
{
  if (self->turn_mode == on)
    return;
  if (on && asked (self))
    {
      /* Refused: the switch that asked goes back to off. */
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TURN_MODE]);
      _ml_window_toast (self, _("Answer the lesson’s question first: turn mode would show where the tile may go."));
      return;
    }
  self->turn_mode = on;
  ml_board_view_set_turn_mode (self->board_view, on);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TURN_MODE]);
  /* One line that a 1024-pixel screen shows whole in every language: the pressed "Play by
   * the Rules" says which mode this is. */
  _ml_window_toast (self, on ? _("Lay the tile in hand on a green square, then choose a meeple or press Enter.")
                             : _("Free layout: anything goes; the panel flags what breaks the rules."));
  self->toast_instructs = on;
}

/* Presenter mode, for a projector: full screen, the board and the score panel only, drawn
 * and written larger. */
static void
set_presenting (MlWindow *self, gboolean on)
{
  if (self->presenting == on)
    return;
  self->presenting = on;
  GtkWidget *editing[] = { self->header_bar, self->toolbar, GTK_WIDGET (self->flap_stack), GTK_WIDGET (self->status_label) };
  for (guint i = 0; i < G_N_ELEMENTS (editing); i++)
    gtk_widget_set_visible (editing[i], !on);
  /* Larger meeples and strong edges on the board, larger text in the panel (style.css). */
  GtkWidget *styled[] = { GTK_WIDGET (self->board_view), GTK_WIDGET (self->score_panel),
                          GTK_WIDGET (self->question_card) };
  for (guint i = 0; i < G_N_ELEMENTS (styled); i++)
    {
      if (on)
        gtk_widget_add_css_class (styled[i], "presenter");
      else
        gtk_widget_remove_css_class (styled[i], "presenter");
      gtk_widget_queue_draw (styled[i]);
    }
  /* The explanation read from the back of the room: twice the body's size, in the text's
   * own colour rather than grey. */
  if (on)
    {
      gtk_widget_remove_css_class (GTK_WIDGET (self->description_label), "dim-label");
      gtk_widget_add_css_class (GTK_WIDGET (self->description_label), "presenter-description");
    }
  else
    {
      gtk_widget_add_css_class (GTK_WIDGET (self->description_label), "dim-label");
      gtk_widget_remove_css_class (GTK_WIDGET (self->description_label), "presenter-description");
    }
  gtk_toggle_button_set_active (self->description_more, FALSE);
  fold_description (self);
  if (on)
    /* Translators: shown for a few seconds on entering presenter mode */
    _ml_window_toast (self, _("Presenter mode: press Escape or F11 to leave it."));
  update_ended_now (self);
  /* The whole board in the room it gets: it fits again as the window changes size. */
  ml_board_view_fit (self->board_view);
  if (on)
    gtk_window_fullscreen (GTK_WINDOW (self));
  else
    gtk_window_unfullscreen (GTK_WINDOW (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PRESENTING]);
}

static void
set_expansion (MlWindow *self, MlExpansions expansion, gboolean on)
{
  guint expansions = ml_document_get_scenario (self->document)->expansions;
  if (!(expansions & expansion) == !on)
    return;
  expansions ^= expansion;
  ml_document_set_expansions (self->document, expansions, NULL);
  /* New boards start with the expansions last chosen. */
  GSettings *settings = _ml_window_get_settings (self);
  if (settings)
    {
      g_autoptr (GStrvBuilder) ids = g_strv_builder_new ();
      guint n_rows;
      const MlExpansionInfo *rows = ml_expansions_table (&n_rows);
      for (guint i = 0; i < n_rows; i++)
        if (expansions & rows[i].expansion)
          g_strv_builder_add (ids, rows[i].id);
      g_auto (GStrv) strv = g_strv_builder_end (ids);
      g_settings_set_strv (settings, "default-expansions", (const char *const *) strv);
    }
}

static void
panel_visibility_changed (MlWindow *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_PANEL]);
}

static gboolean
show_palette_button (gpointer data)
{
  MlWindow *self = data;
  self->palette_button_idle = 0;
  gtk_widget_set_visible (self->palette_button, adw_flap_get_folded (self->palette_flap));
  return G_SOURCE_REMOVE;
}

/* The button that brings the palette over the board shows only while it is folded away.
 * The flap folds while it is laid out: the header bar changes after that, not during it. */
static void
palette_folded (MlWindow *self)
{
  if (self->palette_button_idle == 0)
    self->palette_button_idle = g_idle_add (show_palette_button, self);
}

/* ---- the rest of the window -------------------------------------------------------------- */

static void
tile_chosen (MlPalette *palette, const char *tile, MlWindow *self)
{
  set_meeples (self, FALSE);
  /* Folded over the board, the palette makes way for the tile to be laid. */
  if (adw_flap_get_folded (self->palette_flap))
    adw_flap_set_reveal_flap (self->palette_flap, FALSE);
  ml_board_view_set_hand (self->board_view, tile);
  gtk_widget_grab_focus (GTK_WIDGET (self->board_view));
}

static void
hand_changed (MlBoardView *view, MlWindow *self)
{
  if (ml_board_view_get_hand (view) == NULL)
    ml_palette_unselect (self->palette);
}

static void
item_selected (MlScorePanel *panel, int feature, MlWindow *self)
{
  ml_board_view_set_highlight (self->board_view, feature);
  self->selected_feature = feature;
  update_ended_now (self);
}

static void
problem_selected (MlScorePanel *panel, int x, int y, MlWindow *self)
{
  ml_board_view_point_at (self->board_view, x, y);
}

static void
status_changed (MlBoardView *view, const char *status, MlWindow *self)
{
  gtk_label_set_text (self->status_label, status);
}

/* A refusal from the board or the player bar, said in a toast. */
static void
refused (GtkWidget *source, const char *message, MlWindow *self)
{
  _ml_window_toast (self, message);
}

static void
player_changed (MlWindow *self)
{
  ml_board_view_set_player (self->board_view, ml_player_bar_get_player (self->player_bar));
  ml_board_view_set_figure (self->board_view, ml_player_bar_get_figure (self->player_bar), FALSE);
}

static void
drop_answered (AdwMessageDialog *dialog, const char *response, MlWindow *self)
{
  g_autoptr (GError) error = NULL;
  if (!ml_turn_answer_drop (self->turn, g_str_equal (response, "drop"), &error))
    _ml_window_toast (self, error->message);
}

/* A turn played at an earlier move of a game record would take the place of the later
 * moves: asked first, the turn waiting meanwhile. Dropped, they come back with an undo. */
static void
drop_asked (MlTurn *turn, guint at, guint later, MlWindow *self)
{
  g_autofree char *heading = g_strdup_printf (ngettext ("Drop the %u Later Move?", "Drop the %u Later Moves?", later), later);
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), heading, NULL);
  adw_message_dialog_format_body (ADW_MESSAGE_DIALOG (dialog),
                                  ngettext ("The game record goes on from move %u with this turn, in place of the move after it. An undo brings it back.",
                                            "The game record goes on from move %u with this turn, in place of the %u moves after it. An undo brings them back.",
                                            later),
                                  at, later);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"), "drop", _("_Drop"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "drop", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (drop_answered), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static gboolean
file_dropped (GtkDropTarget *target, const GValue *value, double x, double y, MlWindow *self)
{
  GSList *files = gdk_file_list_get_files (g_value_get_boxed (value));
  if (files == NULL)
    return FALSE;
  _ml_window_confirm_discard (self, _ml_window_open_now, g_object_ref (files->data), g_object_unref);
  g_slist_free (files);
  return TRUE;
}

GStrv
_ml_window_recent_labels (const char *const *uris)
{
  guint n = g_strv_length ((char **) uris);
  GStrv labels = g_new0 (char *, n + 1);
  g_autofree char **names = g_new0 (char *, n + 1);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr (GFile) file = g_file_new_for_uri (uris[i]);
      names[i] = g_file_get_basename (file);
    }
  for (guint i = 0; i < n; i++)
    {
      gboolean shared = FALSE;
      for (guint k = 0; k < n && !shared; k++)
        shared = k != i && g_strcmp0 (names[i], names[k]) == 0;
      g_autoptr (GFile) file = g_file_new_for_uri (uris[i]);
      g_autoptr (GFile) folder = shared ? g_file_get_parent (file) : NULL;
      g_autofree char *where = folder ? g_file_get_parse_name (folder) : NULL;
      const char *home = g_get_home_dir ();
      if (where && home && g_str_has_prefix (where, home) && where[strlen (home)] == '/')
        {
          char *short_where = g_strconcat ("~", where + strlen (home), NULL);
          g_free (where);
          where = short_where;
        }
      /* Translators: a recent file whose name another one shares: its name, then its folder */
      labels[i] = where ? g_strdup_printf (_("%s (%s)"), names[i] ? names[i] : uris[i], where)
                        : g_strdup (names[i] ? names[i] : uris[i]);
    }
  for (guint i = 0; i < n; i++)
    g_free (names[i]);
  return labels;
}

/* Recent scenarios, filled each time the window comes forward; files that share a name say
 * their folder. */
static void
fill_recent (MlWindow *self)
{
  g_menu_remove_all (self->recent_menu);
  GList *items = gtk_recent_manager_get_items (gtk_recent_manager_get_default ());
  g_autoptr (GPtrArray) uris = g_ptr_array_new_with_free_func (g_free);
  for (GList *l = items; l && uris->len < 8; l = l->next)
    {
      GtkRecentInfo *info = l->data;
      const char *uri = gtk_recent_info_get_uri (info);
      if (!(g_str_has_suffix (uri, ".json") || ml_jcz_is_game_name (uri)) || !gtk_recent_info_exists (info))
        continue;
      g_ptr_array_add (uris, g_strdup (uri));
    }
  g_list_free_full (items, (GDestroyNotify) gtk_recent_info_unref);
  g_ptr_array_add (uris, NULL);
  g_auto (GStrv) labels = _ml_window_recent_labels ((const char *const *) uris->pdata);
  for (guint i = 0; labels[i]; i++)
    {
      GMenuItem *item = g_menu_item_new (labels[i], NULL);
      g_menu_item_set_action_and_target_value (item, "win.open-recent", g_variant_new_string (uris->pdata[i]));
      g_menu_append_item (self->recent_menu, item);
      g_object_unref (item);
    }
}

/* ---- the class ---------------------------------------------------------------------------- */

static void
close_now (MlWindow *self, gpointer data)
{
  self->close_confirmed = TRUE;
  gtk_window_close (GTK_WINDOW (self));
}

static gboolean
ml_window_close_request (GtkWindow *window)
{
  MlWindow *self = ML_WINDOW (window);
  GSettings *settings = _ml_window_get_settings (self);
  if (settings)
    {
      int w, h;
      gtk_window_get_default_size (window, &w, &h);
      g_settings_set (settings, "window-size", "(ii)", w, h);
      g_settings_set_boolean (settings, "window-maximized", gtk_window_is_maximized (window));
    }
  if (self->close_confirmed || !ml_document_get_modified (self->document))
    return GTK_WINDOW_CLASS (ml_window_parent_class)->close_request (window);
  _ml_window_confirm_discard (self, close_now, NULL, NULL);
  return TRUE;
}

static void
ml_window_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  MlWindow *self = ML_WINDOW (object);
  switch (prop_id)
    {
    case PROP_DOCUMENT:
      g_value_set_object (value, self->document);
      break;
    case PROP_LOADING:
      g_value_set_boolean (value, self->load_cancellable != NULL);
      break;
    case PROP_OVERLAY:
      g_value_set_boolean (value, self->overlay);
      break;
    case PROP_SHOW_LEGAL:
      g_value_set_boolean (value, self->show_legal);
      break;
    case PROP_MEEPLES:
      g_value_set_boolean (value, self->meeples);
      break;
    case PROP_TURN_MODE:
      g_value_set_boolean (value, self->turn_mode);
      break;
    case PROP_SHOW_PANEL:
      /* The panel shows until the template has made it. */
      g_value_set_boolean (value, self->panel_box == NULL || gtk_widget_get_visible (GTK_WIDGET (self->panel_box)));
      break;
    case PROP_PRESENTING:
      g_value_set_boolean (value, self->presenting);
      break;
    default:
      if (property_expansion (prop_id))
        g_value_set_boolean (value, (ml_document_get_scenario (self->document)->expansions
                                     & property_expansion (prop_id)->expansion) != 0);
      else
        G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ml_window_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  MlWindow *self = ML_WINDOW (object);
  switch (prop_id)
    {
    case PROP_OVERLAY:
      set_overlay (self, g_value_get_boolean (value));
      break;
    case PROP_SHOW_LEGAL:
      set_show_legal (self, g_value_get_boolean (value));
      break;
    case PROP_MEEPLES:
      set_meeples (self, g_value_get_boolean (value));
      break;
    case PROP_TURN_MODE:
      set_turn_mode (self, g_value_get_boolean (value));
      break;
    case PROP_SHOW_PANEL:
      gtk_widget_set_visible (GTK_WIDGET (self->panel_box), g_value_get_boolean (value));
      break;
    case PROP_PRESENTING:
      set_presenting (self, g_value_get_boolean (value));
      break;
    default:
      if (property_expansion (prop_id))
        set_expansion (self, property_expansion (prop_id)->expansion, g_value_get_boolean (value));
      else
        G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ml_window_dispose (GObject *object)
{
  MlWindow *self = ML_WINDOW (object);
  if (self->load_cancellable)
    g_cancellable_cancel (self->load_cancellable);
  g_clear_object (&self->load_cancellable);
  if (self->load_toast)
    g_object_remove_weak_pointer (G_OBJECT (self->load_toast), (gpointer *) &self->load_toast);
  self->load_toast = NULL;
  if (self->toast)
    g_object_remove_weak_pointer (G_OBJECT (self->toast), (gpointer *) &self->toast);
  self->toast = NULL;
  if (self->document_signals)
    g_signal_group_set_target (self->document_signals, NULL);
  if (self->document_bindings)
    g_binding_group_set_source (self->document_bindings, NULL);
  g_clear_object (&self->document_signals);
  g_clear_object (&self->document_bindings);
  g_clear_handle_id (&self->palette_button_idle, g_source_remove);
  g_clear_handle_id (&self->instruction_timeout, g_source_remove);
  /* The property action holds the hints panel, which holds the board view: without this
   * both outlived the window. */
  g_action_map_remove_action (G_ACTION_MAP (self), "hints");
  /* A move still being thought of is dropped, not played on a closed window. */
  if (self->computer)
    ml_computer_seat_set_active (self->computer, FALSE);
  gtk_widget_dispose_template (GTK_WIDGET (self), ML_TYPE_WINDOW);
  g_clear_object (&self->computer);
  g_clear_object (&self->turn);
  g_clear_object (&self->document);
  G_OBJECT_CLASS (ml_window_parent_class)->dispose (object);
}

static GParamSpec *
switch_property (const char *name, gboolean default_value)
{
  return g_param_spec_boolean (name, NULL, NULL, default_value,
                               G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
}

static void
ml_window_class_init (MlWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  object_class->dispose = ml_window_dispose;
  object_class->get_property = ml_window_get_property;
  object_class->set_property = ml_window_set_property;
  GTK_WINDOW_CLASS (klass)->close_request = ml_window_close_request;

  properties[PROP_DOCUMENT] = g_param_spec_object ("document", NULL, NULL, ML_TYPE_DOCUMENT,
                                                   G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_OVERLAY] = switch_property ("overlay", FALSE);
  properties[PROP_SHOW_LEGAL] = switch_property ("show-legal", TRUE);
  properties[PROP_MEEPLES] = switch_property ("meeples", FALSE);
  properties[PROP_TURN_MODE] = switch_property ("turn-mode", FALSE);
  properties[PROP_SHOW_PANEL] = switch_property ("show-panel", TRUE);
  properties[PROP_PRESENTING] = switch_property ("presenting", FALSE);
  /* Whether a file is being read (ml_window_open_file), for whoever waits on it. */
  properties[PROP_LOADING] = g_param_spec_boolean ("loading", NULL, NULL, FALSE,
                                                   G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
  guint n_rows;
  const MlExpansionInfo *rows = ml_expansions_table (&n_rows);
  expansion_properties = g_new0 (GParamSpec *, n_rows);
  for (guint i = 0; i < n_rows; i++)
    {
      g_autofree char *name = g_strdup_printf ("expansion-%s", rows[i].id);
      expansion_properties[i] = switch_property (g_intern_string (name), rows[i].by_default);
      g_object_class_install_property (object_class, N_PROPS + i, expansion_properties[i]);
    }

  g_type_ensure (ML_TYPE_BOARD_VIEW);
  g_type_ensure (ML_TYPE_QUESTION_CARD);
  g_type_ensure (ML_TYPE_PALETTE);
  g_type_ensure (ML_TYPE_PLAYER_BAR);
  g_type_ensure (ML_TYPE_SCORE_PANEL);
  g_type_ensure (ML_TYPE_HINTS_PANEL);
  g_type_ensure (ML_TYPE_TURN_BAR);
  g_type_ensure (ML_TYPE_TIMELINE);
  g_type_ensure (ML_TYPE_LEGEND);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/meeplelab/MeepleLab/ui/ml-window.ui");
  gtk_widget_class_bind_template_child (widget_class, MlWindow, header_bar);
  gtk_widget_class_bind_template_child (widget_class, MlWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, MlWindow, palette_scroll);
  gtk_widget_class_bind_template_child (widget_class, MlWindow, flap_stack);
  gtk_widget_class_bind_template_child (widget_class, MlWindow, readings_side);
  gtk_widget_class_bind_template_child (widget_class, MlWindow, toolbar);
  gtk_widget_class_bind_template_child (widget_class, MlWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, MlWindow, palette);
  gtk_widget_class_bind_template_child (widget_class, MlWindow, player_bar);
  gtk_widget_class_bind_template_child (widget_class, MlWindow, turn_bar);
  gtk_widget_class_bind_template_child (widget_class, MlWindow, timeline);
  gtk_widget_class_bind_template_child (widget_class, MlWindow, board_view);
  gtk_widget_class_bind_template_child (widget_class, MlWindow, empty_hint);
  gtk_widget_class_bind_template_child (widget_class, MlWindow, meeples_button);
  gtk_widget_class_bind_template_child (widget_class, MlWindow, ended_now_box);
  gtk_widget_class_bind_template_child (widget_class, MlWindow, ended_now_points);
  gtk_widget_class_bind_template_child (widget_class, MlWindow, ended_now_why);
  gtk_widget_class_bind_template_child (widget_class, MlWindow, status_label);
  gtk_widget_class_bind_template_child (widget_class, MlWindow, palette_flap);
  gtk_widget_class_bind_template_child (widget_class, MlWindow, palette_button);
  gtk_widget_class_bind_template_child (widget_class, MlWindow, panel_box);
  gtk_widget_class_bind_template_child (widget_class, MlWindow, description_label);
  gtk_widget_class_bind_template_child (widget_class, MlWindow, description_more);
  gtk_widget_class_bind_template_child (widget_class, MlWindow, question_card);
  gtk_widget_class_bind_template_child (widget_class, MlWindow, score_panel);
  gtk_widget_class_bind_template_child (widget_class, MlWindow, legend);
  gtk_widget_class_bind_template_child (widget_class, MlWindow, hints_panel);
  gtk_widget_class_bind_template_child (widget_class, MlWindow, recent_menu);
  gtk_widget_class_bind_template_child (widget_class, MlWindow, expansions_menu);
  gtk_widget_class_bind_template_callback (widget_class, tile_chosen);
  gtk_widget_class_bind_template_callback (widget_class, hand_changed);
  gtk_widget_class_bind_template_callback (widget_class, item_selected);
  gtk_widget_class_bind_template_callback (widget_class, problem_selected);
  gtk_widget_class_bind_template_callback (widget_class, status_changed);
  gtk_widget_class_bind_template_callback (widget_class, refused);
  gtk_widget_class_bind_template_callback (widget_class, player_changed);
  gtk_widget_class_bind_template_callback (widget_class, panel_visibility_changed);
  gtk_widget_class_bind_template_callback (widget_class, fill_recent);
  gtk_widget_class_bind_template_callback (widget_class, palette_folded);
  gtk_widget_class_bind_template_callback (widget_class, fold_description);
  gtk_widget_class_bind_template_callback (widget_class, question_veiled);

  _ml_window_class_actions_init (klass);
}

/* The menu's switches, one a row of the table, each on its property action. */
static void
fill_expansions_menu (MlWindow *self)
{
  guint n_rows;
  const MlExpansionInfo *rows = ml_expansions_table (&n_rows);
  for (guint i = 0; i < n_rows; i++)
    {
      g_autofree char *action = g_strdup_printf ("win.expansion-%s", rows[i].id);
      g_menu_append (self->expansions_menu, _(rows[i].menu_label), action);
    }
}

static void
ml_window_init (MlWindow *self)
{
  self->show_legal = TRUE;
  self->selected_feature = -1;
  self->document = ml_document_new ();
  gtk_widget_init_template (GTK_WIDGET (self));
  fill_expansions_menu (self);
  /* The window makes the turn in progress and hands it to the widgets that show and drive it. */
  self->turn = ml_turn_new (NULL);
  /* With the modules' choices that hold for every turn. */
  ml_app_expansions_add_choices (self->turn);
  ml_board_view_set_turn (self->board_view, self->turn);
  ml_turn_bar_set_turn (self->turn_bar, self->turn);
  ml_hints_panel_set_turn (self->hints_panel, self->turn);
  g_signal_connect_object (self->hints_panel, "notify::active", G_CALLBACK (hints_active_changed), self,
                           G_CONNECT_SWAPPED);
  g_autoptr (GPropertyAction) hints = g_property_action_new ("hints", self->hints_panel, "active");
  g_action_map_add_action (G_ACTION_MAP (self), G_ACTION (hints));

  self->document_signals = g_signal_group_new (ML_TYPE_DOCUMENT);
  g_signal_group_connect_object (self->document_signals, "changed", G_CALLBACK (document_changed), self,
                                 G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->document_signals, "notify::modified", G_CALLBACK (update_title), self,
                                 G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->document_signals, "notify::title", G_CALLBACK (update_title), self,
                                 G_CONNECT_SWAPPED);
  self->document_bindings = g_binding_group_new ();
  g_binding_group_bind (self->document_bindings, "title", self, "title", G_BINDING_SYNC_CREATE);
  g_binding_group_bind_full (self->document_bindings, "file", self->window_title, "subtitle", G_BINDING_SYNC_CREATE,
                             file_to_subtitle, NULL, NULL, NULL);

  /* Made here rather than in the template: it belongs to the open path alone. */
  self->load_spinner = gtk_spinner_new ();
  gtk_widget_set_visible (self->load_spinner, FALSE);
  adw_header_bar_pack_end (ADW_HEADER_BAR (self->header_bar), self->load_spinner);

  GtkDropTarget *drop = gtk_drop_target_new (GDK_TYPE_FILE_LIST, GDK_ACTION_COPY);
  g_signal_connect (drop, "drop", G_CALLBACK (file_dropped), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drop));

  ml_palette_set_document (self->palette, self->document);
  ml_score_panel_set_document (self->score_panel, self->document);
  ml_question_card_set_document (self->question_card, self->document);
  ml_board_view_set_document (self->board_view, self->document);
  ml_turn_set_document (self->turn, self->document);
  ml_turn_set_ask_drop (self->turn, TRUE);
  g_signal_connect_object (self->turn, "drop-asked", G_CALLBACK (drop_asked), self, 0);
  g_signal_connect_object (self->turn, "played", G_CALLBACK (_ml_window_turn_played), self, G_CONNECT_SWAPPED);
  ml_player_bar_set_document (self->player_bar, self->document);
  ml_turn_bar_set_document (self->turn_bar, self->document);
  /* The computer's seats play in turn mode only. */
  self->computer = ml_computer_seat_new (self->turn);
  g_object_bind_property (self, "turn-mode", self->computer, "active", G_BINDING_SYNC_CREATE);
  ml_turn_bar_set_computer (self->turn_bar, self->computer);
  ml_timeline_set_document (self->timeline, self->document);
  self->shown_expansions = ml_document_get_scenario (self->document)->expansions;
  update_meeples_tip (self, self->shown_expansions);
  g_signal_group_set_target (self->document_signals, self->document);
  g_binding_group_set_source (self->document_bindings, self->document);
  _ml_window_load_example (self);
  update_title (self);
  document_changed (self);
  player_changed (self);
  ml_mnemonic_names_fix (GTK_WIDGET (self));
}

MlWindow *
ml_window_new (MlApplication *application)
{
  MlWindow *self = g_object_new (ML_TYPE_WINDOW, "application", application, NULL);
  GSettings *settings = ml_application_get_settings (application);
  if (settings)
    {
      int w, h;
      g_settings_get (settings, "window-size", "(ii)", &w, &h);
      gtk_window_set_default_size (GTK_WINDOW (self), w, h);
      if (g_settings_get_boolean (settings, "window-maximized"))
        gtk_window_maximize (GTK_WINDOW (self));
      /* Each window starts as the last one was left, and then goes its own way. */
      g_settings_bind (settings, "overlay", self, "overlay", G_SETTINGS_BIND_DEFAULT | G_SETTINGS_BIND_GET_NO_CHANGES);
    }
  return self;
}

MlDocument *
ml_window_get_document (MlWindow *self)
{
  return self->document;
}

MlComputerSeat *
ml_window_get_computer (MlWindow *self)
{
  g_return_val_if_fail (ML_IS_WINDOW (self), NULL);
  return self->computer;
}

MlTurn *
ml_window_get_turn (MlWindow *self)
{
  return self->turn;
}
