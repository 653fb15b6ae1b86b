/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The window's files: opening one (in the background, with the header bar's spinner), a
 * lesson or the built-in example, saving and saving as, and the question before unsaved
 * changes are dropped. */
#include "config.h"
#include "ml-window-private.h"
#include "ml-jcz.h"

#include <glib/gi18n.h>
#include <string.h>

#define EXAMPLE_RESOURCE "/io/github/meeplelab/MeepleLab/scenarios/first-look.json"

static void
remember (GFile *file)
{
  g_autofree char *uri = g_file_get_uri (file);
  gtk_recent_manager_add_item (gtk_recent_manager_get_default (), uri);
}

/* Shows whether a file is being read, in the header bar's spinner and its tooltip. */
static void
set_loading (MlWindow *self, GFile *file)
{
  gboolean loading = file != NULL;
  gtk_spinner_set_spinning (GTK_SPINNER (self->load_spinner), loading);
  gtk_widget_set_visible (self->load_spinner, loading);
  if (file)
    {
      g_autofree char *name = g_file_get_basename (file);
      g_autofree char *tip = g_strdup_printf (_("Opening “%s”…"), name);
      gtk_widget_set_tooltip_text (self->load_spinner, tip);
    }
  g_object_notify (G_OBJECT (self), "loading");
}

/* What a load in progress comes back to. */
typedef struct {
  MlWindow *window;
  GFile *file;
} Opening;

static void
opening_free (Opening *opening)
{
  g_object_unref (opening->window);
  g_object_unref (opening->file);
  g_free (opening);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Opening, opening_free)

/* A load came to an end. Only the latest one speaks: an earlier one was cancelled when the
 * latest began (or when the window went), and the document stayed as it was. */
static void
file_loaded (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (Opening) opening = data;
  g_autoptr (GError) error = NULL;
  gboolean ok = ml_document_load_finish (ML_DOCUMENT (source), result, &error);
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  MlWindow *self = opening->window;
  g_clear_object (&self->load_cancellable);
  set_loading (self, NULL);
  if (!ok)
    {
      /* A refusal still on show is stale now: it says the new one instead, rather than
       * have the new one queue behind it. (Dismissing toasts in quick turns crashes
       * libadwaita 1.2.) */
      if (self->load_toast)
        {
          adw_toast_set_title (self->load_toast, error->message);
          return;
        }
      self->load_toast = adw_toast_new (error->message);
      adw_toast_set_timeout (self->load_toast, 6);
      g_object_add_weak_pointer (G_OBJECT (self->load_toast), (gpointer *) &self->load_toast);
      adw_toast_overlay_add_toast (self->toast_overlay, self->load_toast);
      return;
    }
  remember (opening->file);
  ml_board_view_fit (self->board_view);
  ml_score_panel_scroll_to_top (self->score_panel);
  ml_question_card_restart (self->question_card);
  /* Opened from a menu or a dialog, the board takes the keyboard at once: its shortcuts and
   * the arrows work without a click first. */
  gtk_widget_grab_focus (GTK_WIDGET (self->board_view));
}

void
ml_window_open_file (MlWindow *self, GFile *file)
{
  g_return_if_fail (ML_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));
  if (self->load_cancellable)
    g_cancellable_cancel (self->load_cancellable);
  g_clear_object (&self->load_cancellable);
  self->load_cancellable = g_cancellable_new ();
  set_loading (self, file);
  Opening *opening = g_new (Opening, 1);
  opening->window = g_object_ref (self);
  opening->file = g_object_ref (file);
  ml_document_load_async (self->document, file, self->load_cancellable, file_loaded, opening);
}

void
_ml_window_open_now (MlWindow *self, gpointer file)
{
  ml_window_open_file (self, G_FILE (file));
}

gboolean
_ml_window_open_lesson (MlWindow *self, const MlLesson *lesson)
{
  gsize length;
  g_autofree char *json = ml_lesson_dup_json (lesson, &length);
  g_autoptr (GError) error = NULL;
  if (json == NULL || !ml_document_load_data (self->document, json, length, lesson->title, &error))
    {
      _ml_window_toast (self, error ? error->message : _("The lesson cannot be read."));
      return FALSE;
    }
  ml_board_view_fit (self->board_view);
  ml_score_panel_scroll_to_top (self->score_panel);
  ml_question_card_restart (self->question_card);
  return TRUE;
}

/* A new window starts on the first lesson, else on the built-in example. */
void
_ml_window_load_example (MlWindow *self)
{
  g_autoptr (GPtrArray) lessons = ml_lessons_list ();
  if (lessons->len > 0 && _ml_window_open_lesson (self, g_ptr_array_index (lessons, 0)))
    return;
  g_autoptr (GBytes) bytes = g_resources_lookup_data (EXAMPLE_RESOURCE, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  g_autoptr (GError) error = NULL;
  if (bytes == NULL
      || !ml_document_load_data (self->document, g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes),
                                 _("the built-in example"), &error))
    g_warning ("built-in example: %s", error ? error->message : "missing");
}

/* "Save changes?" before the board goes away; then runs once it may. */
typedef struct {
  MlWindow *self;
  MlProceed then;
  gpointer data;
  GDestroyNotify free_data;
} Confirm;

static void
confirm_free (Confirm *c)
{
  if (c->free_data)
    c->free_data (c->data);
  g_object_unref (c->self);
  g_free (c);
}

/* Runs once the dialog is gone: closing the window while the dialog still names it as its
 * parent would leave the dialog pointing at a finished window. */
static gboolean
confirm_proceed (gpointer data)
{
  Confirm *c = data;
  c->then (c->self, c->data);
  confirm_free (c);
  return G_SOURCE_REMOVE;
}

/* A toast is one line, cut at the window's width, and a save's refusal names the file and
 * why: it is said in a dialog, whose text wraps, so the reason is read whole. */
static void
save_failed (MlWindow *self, const GError *error)
{
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Could Not Save"), error->message);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "close");
  gtk_window_present (GTK_WINDOW (dialog));
}

static gboolean
save_to (MlWindow *self, GFile *file)
{
  g_autoptr (GError) error = NULL;
  if (!ml_document_save (self->document, file, &error))
    {
      save_failed (self, error);
      return FALSE;
    }
  remember (file);
  return TRUE;
}

GtkFileFilter *
_ml_window_scenario_filter (void)
{
  GtkFileFilter *filter = gtk_file_filter_new ();
  gtk_file_filter_set_name (filter, _("Meeple Lab scenarios"));
  gtk_file_filter_add_pattern (filter, "*.json");
  gtk_file_filter_add_mime_type (filter, "application/x-meeple-lab-scenario");
  return filter;
}

GtkFileFilter *
_ml_window_open_filter (void)
{
  GtkFileFilter *filter = _ml_window_scenario_filter ();
  gtk_file_filter_set_name (filter, _("Scenarios and JCloisterZone games"));
  gtk_file_filter_add_pattern (filter, "*.jcz");
  gtk_file_filter_add_mime_type (filter, "application/x-jcloisterzone-game");
  return filter;
}

typedef struct {
  MlWindow *self;
  Confirm *after;   /* what to do once saved, or NULL */
} SaveAs;

static void
save_as_response (GtkNativeDialog *dialog, int response, SaveAs *data)
{
  MlWindow *self = data->self;
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      if (save_to (self, file) && data->after)
        g_idle_add (confirm_proceed, g_steal_pointer (&data->after));
    }
  if (data->after)
    confirm_free (data->after);
  g_object_unref (dialog);
  g_object_unref (self);
  g_free (data);
}

static void
save_as (MlWindow *self, Confirm *after)
{
  GtkFileChooserNative *dialog = gtk_file_chooser_native_new (_("Save Scenario"), GTK_WINDOW (self),
                                                              GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"), _("_Cancel"));
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (dialog), _ml_window_scenario_filter ());
  GFile *file = ml_document_get_file (self->document);
  if (file)
    gtk_file_chooser_set_file (GTK_FILE_CHOOSER (dialog), file, NULL);
  else
    {
      g_autofree char *title = ml_document_dup_title (self->document);
      g_autofree char *name = g_strdup_printf ("%s.json", title);
      gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (dialog), name);
    }
  SaveAs *data = g_new0 (SaveAs, 1);
  data->self = g_object_ref (self);
  data->after = after;
  g_signal_connect (dialog, "response", G_CALLBACK (save_as_response), data);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

void
_ml_window_save_as (MlWindow *self)
{
  save_as (self, NULL);
}

void
_ml_window_save (MlWindow *self)
{
  GFile *file = ml_document_get_file (self->document);
  if (file == NULL)
    save_as (self, NULL);
  else
    save_to (self, file);
}

static void
confirm_response (AdwMessageDialog *dialog, const char *response, Confirm *c)
{
  gboolean go = g_str_equal (response, "discard");
  if (g_str_equal (response, "save"))
    {
      GFile *file = ml_document_get_file (c->self->document);
      if (file == NULL)
        {
          /* Goes on once the file is chosen and written. */
          save_as (c->self, c);
          return;
        }
      go = save_to (c->self, file);
    }
  if (go)
    g_idle_add (confirm_proceed, c);
  else
    confirm_free (c);
}

void
_ml_window_confirm_discard (MlWindow *self, MlProceed then, gpointer data, GDestroyNotify free_data)
{
  if (!ml_document_get_modified (self->document))
    {
      then (self, data);
      if (free_data)
        free_data (data);
      return;
    }
  g_autofree char *title = ml_document_dup_title (self->document);
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Save Changes?"), NULL);
  adw_message_dialog_format_body (ADW_MESSAGE_DIALOG (dialog),
                                  _("“%s” has changes that are not saved. Without saving, they are lost."), title);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"), "discard", _("_Discard"), "save", _("_Save"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "discard", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "save", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "save");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  Confirm *c = g_new0 (Confirm, 1);
  c->self = g_object_ref (self);
  c->then = then;
  c->data = data;
  c->free_data = free_data;
  g_signal_connect (dialog, "response", G_CALLBACK (confirm_response), c);
  gtk_window_present (GTK_WINDOW (dialog));
}
