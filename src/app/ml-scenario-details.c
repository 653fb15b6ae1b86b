/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The scenario's details dialog: its title and explanation, written into the document as one
 * edit (ml_document_set_text()), and a lesson's question as another (ml-question-editor.c). */
#include "config.h"
#include "ml-scenario-details.h"
#include "ml-document-question.h"
#include "ml-question-editor.h"

#include <glib/gi18n.h>

struct _MlScenarioDetails {
  AdwWindow parent_instance;

  GtkButton *apply_button;
  GtkEditable *title_row;
  GtkTextView *description_view;
  GtkLabel *lesson_hint;
  GtkLabel *error_label;
  GtkBox *content_box;
  MlQuestionEditor *question_editor;

  MlDocument *document;
  gboolean for_lesson;
  /* The texts as the dialog first showed them (in the user's language), to tell the ones
   * the user changed from the ones left alone. */
  char *shown_title;
  char *shown_description;
};

enum {
  APPLIED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (MlScenarioDetails, ml_scenario_details, ADW_TYPE_WINDOW)

static char *
typed_description (MlScenarioDetails *self)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (self->description_view);
  GtkTextIter start, end;
  gtk_text_buffer_get_bounds (buffer, &start, &end);
  return gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
}

static gboolean
blank (const char *text)
{
  for (; text && *text; text = g_utf8_next_char (text))
    if (!g_unichar_isspace (g_utf8_get_char (text)))
      return FALSE;
  return TRUE;
}

/* A lesson is listed by its title: without one, it cannot be saved. */
static void
title_changed_cb (MlScenarioDetails *self)
{
  gboolean ok = !self->for_lesson || !blank (gtk_editable_get_text (self->title_row));
  gtk_widget_set_sensitive (GTK_WIDGET (self->apply_button), ok);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "details.apply", ok);
  gtk_widget_set_visible (GTK_WIDGET (self->error_label), FALSE);
}

/* The typed text, or the file's own where the user left the text as shown: a file read in
 * French shows its French title; applying it unchanged must not make it the English one. */
static const char *
chosen (const char *typed, const char *shown, const char *own)
{
  return g_strcmp0 (typed, shown ? shown : "") == 0 ? own : typed;
}

MlQuestionEditor *
ml_scenario_details_get_question_editor (MlScenarioDetails *self)
{
  g_return_val_if_fail (ML_IS_SCENARIO_DETAILS (self), NULL);
  return self->question_editor;
}

gboolean
ml_scenario_details_apply (MlScenarioDetails *self)
{
  g_return_val_if_fail (ML_IS_SCENARIO_DETAILS (self), FALSE);

  const char *title = gtk_editable_get_text (self->title_row);
  g_autofree char *description = typed_description (self);
  g_autoptr (GError) error = NULL;
  g_autoptr (MlQuestion) question = NULL;
  if (self->for_lesson && blank (title))
    g_set_error_literal (&error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, _("A lesson needs a title."));
  else if (ml_question_editor_get (self->question_editor, &question, &error))
    {
      const MlScenario *scenario = ml_document_get_scenario (self->document);
      if (ml_document_set_text (self->document, chosen (title, self->shown_title, scenario->title),
                                chosen (description, self->shown_description, scenario->description), &error))
        ml_document_set_question (self->document, question, &error);
    }
  if (error)
    {
      gtk_label_set_text (self->error_label, error->message);
      gtk_widget_set_visible (GTK_WIDGET (self->error_label), TRUE);
      return FALSE;
    }
  g_object_ref (self);
  g_signal_emit (self, signals[APPLIED], 0);
  gtk_window_destroy (GTK_WINDOW (self));
  g_object_unref (self);
  return TRUE;
}

static void
apply_cb (MlScenarioDetails *self)
{
  ml_scenario_details_apply (self);
}

static void
apply_activated (GtkWidget *widget, const char *action_name G_GNUC_UNUSED, GVariant *param G_GNUC_UNUSED)
{
  ml_scenario_details_apply (ML_SCENARIO_DETAILS (widget));
}

void
ml_scenario_details_set_texts (MlScenarioDetails *self, const char *title, const char *description)
{
  g_return_if_fail (ML_IS_SCENARIO_DETAILS (self));

  gtk_editable_set_text (self->title_row, title ? title : "");
  gtk_text_buffer_set_text (gtk_text_view_get_buffer (self->description_view), description ? description : "", -1);
}

static void
ml_scenario_details_dispose (GObject *object)
{
  MlScenarioDetails *self = ML_SCENARIO_DETAILS (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), ML_TYPE_SCENARIO_DETAILS);
  g_clear_object (&self->document);

  G_OBJECT_CLASS (ml_scenario_details_parent_class)->dispose (object);
}

static void
ml_scenario_details_finalize (GObject *object)
{
  MlScenarioDetails *self = ML_SCENARIO_DETAILS (object);

  g_free (self->shown_title);
  g_free (self->shown_description);

  G_OBJECT_CLASS (ml_scenario_details_parent_class)->finalize (object);
}

static void
ml_scenario_details_class_init (MlScenarioDetailsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ml_scenario_details_dispose;
  object_class->finalize = ml_scenario_details_finalize;

  signals[APPLIED] = g_signal_new ("applied", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/meeplelab/MeepleLab/ui/ml-scenario-details.ui");
  gtk_widget_class_bind_template_child (widget_class, MlScenarioDetails, apply_button);
  gtk_widget_class_bind_template_child (widget_class, MlScenarioDetails, title_row);
  gtk_widget_class_bind_template_child (widget_class, MlScenarioDetails, description_view);
  gtk_widget_class_bind_template_child (widget_class, MlScenarioDetails, lesson_hint);
  gtk_widget_class_bind_template_child (widget_class, MlScenarioDetails, error_label);
  gtk_widget_class_bind_template_child (widget_class, MlScenarioDetails, content_box);
  gtk_widget_class_bind_template_callback (widget_class, apply_cb);
  gtk_widget_class_bind_template_callback (widget_class, title_changed_cb);

  gtk_widget_class_install_action (widget_class, "details.apply", NULL, apply_activated);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
ml_scenario_details_init (MlScenarioDetails *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

MlScenarioDetails *
ml_scenario_details_new (GtkWindow *parent, MlDocument *document, gboolean for_lesson)
{
  g_return_val_if_fail (ML_IS_DOCUMENT (document), NULL);

  MlScenarioDetails *self = g_object_new (ML_TYPE_SCENARIO_DETAILS,
                                          "transient-for", parent,
                                          "modal", parent != NULL,
                                          NULL);
  self->document = g_object_ref (document);
  self->for_lesson = for_lesson;
  const MlScenario *scenario = ml_document_get_scenario (document);
  self->shown_title = g_strdup (ml_scenario_localized (scenario, "title"));
  self->shown_description = g_strdup (ml_scenario_localized (scenario, "description"));
  ml_scenario_details_set_texts (self, self->shown_title, self->shown_description);
  self->question_editor = ml_question_editor_new (document);
  gtk_widget_set_margin_top (GTK_WIDGET (self->question_editor), 12);
  gtk_box_append (self->content_box, GTK_WIDGET (self->question_editor));
  if (for_lesson)
    {
      gtk_window_set_title (GTK_WINDOW (self), _("Save as Lesson"));
      gtk_button_set_label (self->apply_button, _("_Save"));
      gtk_widget_set_tooltip_text (GTK_WIDGET (self->apply_button),
                                   _("Save the scenario among your lessons, in the lessons browser"));
      gtk_widget_set_visible (GTK_WIDGET (self->lesson_hint), TRUE);
    }
  title_changed_cb (self);
  return self;
}
