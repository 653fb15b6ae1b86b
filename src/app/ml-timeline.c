/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"
#include "ml-timeline.h"
#include "ml-record.h"

#include <glib/gi18n.h>

struct _MlTimeline {
  GtkWidget parent_instance;

  /* Template widgets */
  GtkLabel *label;
  GtkScale *scale;
  GtkAdjustment *adjustment;

  MlDocument *document;
  GSignalGroup *document_signals;
  gboolean updating;   /* the slider is being set from the document, not by the user */
};

G_DEFINE_FINAL_TYPE (MlTimeline, ml_timeline, GTK_TYPE_WIDGET)

enum { PROP_0, PROP_DOCUMENT, N_PROPS };
static GParamSpec *properties[N_PROPS];

/* Shows the move the document's position is at, or hides the timeline without a record. */
static void
update (MlTimeline *self)
{
  guint at = 0, n = 0;
  gboolean has = self->document && ml_document_get_record (self->document, &at, &n);
  gtk_widget_set_visible (GTK_WIDGET (self), has);
  if (!has)
    return;
  /* A free edit since that move: the board is no longer the record's move, but going to
   * any move of the record still works. */
  gboolean edited = ml_document_record_edited (self->document);
  g_autofree char *text = edited
                            /* TRANSLATORS: the timeline under the board once the position
                             * was changed by hand after "Move 37 of 71" */
                            ? g_strdup_printf (_("Move %u of %u (edited)"), at, n)
                            /* TRANSLATORS: the timeline under the board, "Move 37 of 71" */
                            : g_strdup_printf (_("Move %u of %u"), at, n);
  gtk_label_set_text (self->label, text);
  self->updating = TRUE;
  gtk_adjustment_configure (self->adjustment, at, 0, n, 1, 10, 0);
  self->updating = FALSE;
  gtk_widget_set_sensitive (GTK_WIDGET (self->scale), n > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "timeline.first", at > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "timeline.previous", at > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "timeline.next", at < n);
  /* After a free edit at the last move, "last" brings the record's board back. */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "timeline.last", at < n || edited);
}

static gboolean
go_to (MlTimeline *self, guint n)
{
  /* The record was replayed when the scenario was read: each of its moves can be shown. */
  return self->document && ml_document_go_to_move (self->document, n, NULL);
}

static void
slider_moved (MlTimeline *self)
{
  if (!self->updating)
    go_to (self, (guint) (gtk_adjustment_get_value (self->adjustment) + 0.5));
}

gboolean
ml_timeline_step (MlTimeline *self, int delta)
{
  g_return_val_if_fail (ML_IS_TIMELINE (self), FALSE);
  guint at, n;
  if (self->document == NULL || !ml_document_get_record (self->document, &at, &n))
    return FALSE;
  gint64 to = CLAMP ((gint64) at + delta, 0, (gint64) n);
  return (to != at || ml_document_record_edited (self->document)) && go_to (self, (guint) to);
}

static void
step_activated (GtkWidget *widget, const char *name, GVariant *param)
{
  MlTimeline *self = ML_TIMELINE (widget);
  if (g_str_equal (name, "timeline.first"))
    ml_timeline_step (self, -ML_RECORD_MAX_MOVES);
  else if (g_str_equal (name, "timeline.last"))
    ml_timeline_step (self, ML_RECORD_MAX_MOVES);
  else
    ml_timeline_step (self, g_str_equal (name, "timeline.next") ? 1 : -1);
}

MlTimeline *
ml_timeline_new (void)
{
  return g_object_new (ML_TYPE_TIMELINE, NULL);
}

void
ml_timeline_set_document (MlTimeline *self, MlDocument *document)
{
  g_return_if_fail (ML_IS_TIMELINE (self));
  if (!g_set_object (&self->document, document))
    return;
  g_signal_group_set_target (self->document_signals, document);
  update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DOCUMENT]);
}

MlDocument *
ml_timeline_get_document (MlTimeline *self)
{
  g_return_val_if_fail (ML_IS_TIMELINE (self), NULL);
  return self->document;
}

static void
ml_timeline_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  MlTimeline *self = ML_TIMELINE (object);
  switch (prop_id)
    {
    case PROP_DOCUMENT:
      g_value_set_object (value, self->document);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ml_timeline_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  MlTimeline *self = ML_TIMELINE (object);
  switch (prop_id)
    {
    case PROP_DOCUMENT:
      ml_timeline_set_document (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ml_timeline_dispose (GObject *object)
{
  MlTimeline *self = ML_TIMELINE (object);
  if (self->document_signals)
    g_signal_group_set_target (self->document_signals, NULL);
  g_clear_object (&self->document_signals);
  g_clear_object (&self->document);
  gtk_widget_dispose_template (GTK_WIDGET (self), ML_TYPE_TIMELINE);
  /* The buttons are not bound to members: unparent what the template left. */
  GtkWidget *child;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))))
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (ml_timeline_parent_class)->dispose (object);
}

static void
ml_timeline_class_init (MlTimelineClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  object_class->dispose = ml_timeline_dispose;
  object_class->get_property = ml_timeline_get_property;
  object_class->set_property = ml_timeline_set_property;

  properties[PROP_DOCUMENT] = g_param_spec_object ("document", NULL, NULL, ML_TYPE_DOCUMENT,
                                                   G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  static const char *const steps[] = { "timeline.first", "timeline.previous", "timeline.next", "timeline.last" };
  for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
    gtk_widget_class_install_action (widget_class, steps[i], NULL, step_activated);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/meeplelab/MeepleLab/ui/ml-timeline.ui");
  gtk_widget_class_bind_template_child (widget_class, MlTimeline, label);
  gtk_widget_class_bind_template_child (widget_class, MlTimeline, scale);
  gtk_widget_class_bind_template_child (widget_class, MlTimeline, adjustment);
  gtk_widget_class_bind_template_callback (widget_class, slider_moved);
}

static void
ml_timeline_init (MlTimeline *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->document_signals = g_signal_group_new (ML_TYPE_DOCUMENT);
  g_signal_group_connect_object (self->document_signals, "changed", G_CALLBACK (update), self, G_CONNECT_SWAPPED);
}
