/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"
#include "ml-lessons-dialog.h"
#include "ml-lesson-row.h"
#include "ml-user-lessons.h"
#include "ml-mnemonic-names.h"

#include <glib/gi18n.h>

struct _MlLessonsDialog {
  AdwWindow parent_instance;

  GtkSearchEntry *search;
  GtkListBox *list;
  GtkScrolledWindow *list_scroll;
  GtkButton *open_button;
  GtkScrolledWindow *preview_scroll;
  GtkStack *preview_stack;
  GtkLabel *preview_title;
  GtkLabel *preview_topic;
  GtkDrawingArea *preview_picture;
  GtkLabel *preview_description;

  MlPainter *painter;         /* shared by every picture of the dialog */
  char *query;                /* what the list shows lessons for */
  MlLessonRow *selected;
};

enum {
  PROP_0,
  PROP_SELECTED,
  N_PROPS
};

enum {
  LESSON_CHOSEN,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (MlLessonsDialog, ml_lessons_dialog, ADW_TYPE_WINDOW)

static const MlLesson *
row_lesson (GtkListBoxRow *row)
{
  return ml_lesson_row_get_lesson (ML_LESSON_ROW (row));
}

static gboolean
row_shown (MlLessonsDialog *self, GtkListBoxRow *row)
{
  return ml_lesson_matches (row_lesson (row), self->query);
}

/* By topic, the user's own lessons first (what a teacher comes back for), then in the order
 * of the files; the user's by their titles, as they read them. */
static int
compare_rows (GtkListBoxRow *a, GtkListBoxRow *b, gpointer data G_GNUC_UNUSED)
{
  const MlLesson *la = row_lesson (a), *lb = row_lesson (b);
  gboolean ua = la->topic == ML_LESSON_TOPIC_USER, ub = lb->topic == ML_LESSON_TOPIC_USER;
  if (ua != ub)
    return ua ? -1 : 1;
  if (la->topic != lb->topic)
    return la->topic < lb->topic ? -1 : 1;
  int by_title = ua ? g_utf8_collate (la->title, lb->title) : 0;
  return by_title ? by_title : g_strcmp0 (la->id, lb->id);
}

static gboolean
filter_row (GtkListBoxRow *row, gpointer data)
{
  return row_shown (data, row);
}

/* A heading above the first lesson shown of each topic. */
static void
update_header (GtkListBoxRow *row, GtkListBoxRow *before, gpointer data G_GNUC_UNUSED)
{
  MlLessonTopic topic = row_lesson (row)->topic;
  if (before && row_lesson (before)->topic == topic)
    {
      gtk_list_box_row_set_header (row, NULL);
      return;
    }
  GtkWidget *header = gtk_list_box_row_get_header (row);
  if (header == NULL)
    {
      header = g_object_new (GTK_TYPE_LABEL,
                             "xalign", 0.0f,
                             "margin-start", 12,
                             "margin-top", before ? 18 : 6,
                             "margin-bottom", 6,
                             "css-classes", (const char *[]) { "heading", NULL },
                             NULL);
      gtk_list_box_row_set_header (row, header);
    }
  gtk_label_set_text (GTK_LABEL (header), ml_lesson_topic_name (topic));
}

static void
draw_preview (GtkDrawingArea *area G_GNUC_UNUSED, cairo_t *cr, int width, int height, gpointer data)
{
  MlLessonsDialog *self = data;
  if (self->selected)
    ml_lesson_row_draw_position (self->selected, cr, width, height,
                                 adw_style_manager_get_dark (adw_style_manager_get_default ()));
}

static void
show_selected (MlLessonsDialog *self)
{
  const MlLesson *lesson = self->selected ? ml_lesson_row_get_lesson (self->selected) : NULL;
  gtk_stack_set_visible_child_name (self->preview_stack, lesson ? "lesson" : "none");
  gtk_widget_set_sensitive (GTK_WIDGET (self->open_button), lesson != NULL && lesson->problem == NULL);
  if (lesson)
    {
      gtk_label_set_text (self->preview_title, lesson->title);
      gtk_label_set_text (self->preview_topic, ml_lesson_topic_name (lesson->topic));
      g_autofree char *problem = lesson->problem ? g_strdup_printf (_("This lesson cannot be read. %s"), lesson->problem)
                                                 : NULL;
      gtk_label_set_text (self->preview_description, problem ? problem : lesson->description);
      gtk_widget_set_visible (GTK_WIDGET (self->preview_picture), lesson->problem == NULL);
      gtk_widget_queue_draw (GTK_WIDGET (self->preview_picture));
      /* A user's lesson opens as its file, to be changed; a built-in one as a copy. */
      gtk_widget_set_tooltip_text (GTK_WIDGET (self->open_button),
                                   lesson->path ? _("Open the lesson’s file: saving changes the lesson")
                                                : _("Open a copy of the lesson: the lesson itself never changes"));
    }
  /* Another lesson is read from its start. */
  gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (self->preview_scroll), 0);
}

/* Keeps the selected row in sight, without taking the focus from the search. */
static void
reveal_selected (MlLessonsDialog *self)
{
  graphene_rect_t bounds;
  if (self->selected == NULL
      || !gtk_widget_compute_bounds (GTK_WIDGET (self->selected), GTK_WIDGET (self->list), &bounds))
    return;
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (self->list_scroll);
  gtk_adjustment_clamp_page (adjustment, bounds.origin.y, bounds.origin.y + bounds.size.height);
}

static void
row_selected_cb (MlLessonsDialog *self, GtkListBoxRow *row)
{
  MlLessonRow *selected = row ? ML_LESSON_ROW (row) : NULL;
  if (self->selected == selected)
    return;
  self->selected = selected;
  show_selected (self);
  reveal_selected (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTED]);
}

/* The list shows the lessons @query finds; the selection stays on a lesson still shown,
 * else moves to the first one, so that Enter opens a lesson that is in sight. */
static void
apply_search (MlLessonsDialog *self, const char *query)
{
  if (g_strcmp0 (self->query, query) == 0)
    return;
  g_free (self->query);
  self->query = g_strdup (query);
  gtk_list_box_invalidate_filter (self->list);

  if (self->selected && row_shown (self, GTK_LIST_BOX_ROW (self->selected)))
    return;
  GtkListBoxRow *row;
  for (int i = 0; (row = gtk_list_box_get_row_at_index (self->list, i)); i++)
    if (row_shown (self, row))
      {
        gtk_list_box_select_row (self->list, row);
        return;
      }
  gtk_list_box_unselect_all (self->list);
}

/* The lesson @step rows (shown ones only) from the selected one, if there is one. */
static void
select_step (MlLessonsDialog *self, int step)
{
  int at = self->selected ? gtk_list_box_row_get_index (GTK_LIST_BOX_ROW (self->selected)) : -1;
  GtkListBoxRow *row;
  for (int i = at + step; i >= 0 && (row = gtk_list_box_get_row_at_index (self->list, i)); i += step)
    if (row_shown (self, row))
      {
        gtk_list_box_select_row (self->list, row);
        return;
      }
}

/* Up and Down in the search move the selection, so that the keyboard alone picks among
 * the lessons found. */
static gboolean
search_key_cb (MlLessonsDialog *self, guint keyval, guint keycode G_GNUC_UNUSED, GdkModifierType state)
{
  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SHIFT_MASK))
    return FALSE;
  if (keyval == GDK_KEY_Down || keyval == GDK_KEY_KP_Down)
    select_step (self, 1);
  else if (keyval == GDK_KEY_Up || keyval == GDK_KEY_KP_Up)
    select_step (self, -1);
  else
    return FALSE;
  return TRUE;
}

static void
next_match_cb (MlLessonsDialog *self)
{
  select_step (self, 1);
}

static void
previous_match_cb (MlLessonsDialog *self)
{
  select_step (self, -1);
}

static void
search_changed_cb (MlLessonsDialog *self, GtkSearchEntry *entry)
{
  apply_search (self, gtk_editable_get_text (GTK_EDITABLE (entry)));
}

static void
open_selected (MlLessonsDialog *self)
{
  if (self->selected == NULL || ml_lesson_row_get_lesson (self->selected)->problem)
    return;
  g_autoptr (MlLesson) lesson = ml_lesson_copy (ml_lesson_row_get_lesson (self->selected));
  g_signal_emit (self, signals[LESSON_CHOSEN], 0, lesson);
  gtk_window_destroy (GTK_WINDOW (self));
}

/* Enter in the search opens what it found, even before the search's short delay is over. */
static void
search_activate_cb (MlLessonsDialog *self, GtkSearchEntry *entry)
{
  apply_search (self, gtk_editable_get_text (GTK_EDITABLE (entry)));
  open_selected (self);
}

/* Escape in the search first empties it, then closes the dialog. */
static void
stop_search_cb (MlLessonsDialog *self, GtkSearchEntry *entry)
{
  if (*gtk_editable_get_text (GTK_EDITABLE (entry)) != '\0')
    gtk_editable_set_text (GTK_EDITABLE (entry), "");
  else
    gtk_window_close (GTK_WINDOW (self));
}

static void
row_activated_cb (MlLessonsDialog *self, GtkListBoxRow *row)
{
  gtk_list_box_select_row (self->list, row);
  open_selected (self);
}

static void
ml_lessons_dialog_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  MlLessonsDialog *self = ML_LESSONS_DIALOG (object);

  switch (prop_id)
    {
    case PROP_SELECTED:
      g_value_set_boxed (value, ml_lessons_dialog_get_selected (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ml_lessons_dialog_dispose (GObject *object)
{
  MlLessonsDialog *self = ML_LESSONS_DIALOG (object);

  /* Rows leaving with the list are no selection to show. */
  if (self->list)
    g_signal_handlers_disconnect_by_data (self->list, self);
  self->selected = NULL;
  gtk_widget_dispose_template (GTK_WIDGET (self), ML_TYPE_LESSONS_DIALOG);

  G_OBJECT_CLASS (ml_lessons_dialog_parent_class)->dispose (object);
}

static void
ml_lessons_dialog_finalize (GObject *object)
{
  MlLessonsDialog *self = ML_LESSONS_DIALOG (object);

  g_free (self->query);
  ml_painter_free (self->painter);

  G_OBJECT_CLASS (ml_lessons_dialog_parent_class)->finalize (object);
}

static void
ml_lessons_dialog_class_init (MlLessonsDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = ml_lessons_dialog_get_property;
  object_class->dispose = ml_lessons_dialog_dispose;
  object_class->finalize = ml_lessons_dialog_finalize;

  properties[PROP_SELECTED] = g_param_spec_boxed ("selected", NULL, NULL, ML_TYPE_LESSON,
                                                  G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[LESSON_CHOSEN] = g_signal_new ("lesson-chosen",
                                         G_TYPE_FROM_CLASS (klass),
                                         G_SIGNAL_RUN_LAST,
                                         0, NULL, NULL, NULL,
                                         G_TYPE_NONE, 1, ML_TYPE_LESSON | G_SIGNAL_TYPE_STATIC_SCOPE);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/meeplelab/MeepleLab/ui/ml-lessons-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, MlLessonsDialog, search);
  gtk_widget_class_bind_template_child (widget_class, MlLessonsDialog, list);
  gtk_widget_class_bind_template_child (widget_class, MlLessonsDialog, list_scroll);
  gtk_widget_class_bind_template_child (widget_class, MlLessonsDialog, open_button);
  gtk_widget_class_bind_template_child (widget_class, MlLessonsDialog, preview_scroll);
  gtk_widget_class_bind_template_child (widget_class, MlLessonsDialog, preview_stack);
  gtk_widget_class_bind_template_child (widget_class, MlLessonsDialog, preview_title);
  gtk_widget_class_bind_template_child (widget_class, MlLessonsDialog, preview_topic);
  gtk_widget_class_bind_template_child (widget_class, MlLessonsDialog, preview_picture);
  gtk_widget_class_bind_template_child (widget_class, MlLessonsDialog, preview_description);
  gtk_widget_class_bind_template_callback (widget_class, search_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, search_activate_cb);
  gtk_widget_class_bind_template_callback (widget_class, stop_search_cb);
  gtk_widget_class_bind_template_callback (widget_class, search_key_cb);
  gtk_widget_class_bind_template_callback (widget_class, next_match_cb);
  gtk_widget_class_bind_template_callback (widget_class, previous_match_cb);
  gtk_widget_class_bind_template_callback (widget_class, row_selected_cb);
  gtk_widget_class_bind_template_callback (widget_class, row_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, open_selected);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
ml_lessons_dialog_init (MlLessonsDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  ml_mnemonic_names_fix (GTK_WIDGET (self));

  self->painter = ml_painter_new ();
  self->query = g_strdup ("");
  gtk_search_entry_set_key_capture_widget (self->search, GTK_WIDGET (self));
  gtk_list_box_set_sort_func (self->list, compare_rows, NULL, NULL);
  gtk_list_box_set_filter_func (self->list, filter_row, self, NULL);
  gtk_list_box_set_header_func (self->list, update_header, NULL, NULL);
  gtk_drawing_area_set_draw_func (self->preview_picture, draw_preview, self, NULL);

  g_autoptr (GPtrArray) lessons = ml_lessons_list ();
  g_autoptr (GPtrArray) own = ml_user_lessons_list ();
  GPtrArray *lists[] = { lessons, own };
  for (guint l = 0; l < G_N_ELEMENTS (lists); l++)
    for (guint i = 0; i < lists[l]->len; i++)
      gtk_list_box_append (self->list, ml_lesson_row_new (g_ptr_array_index (lists[l], i), self->painter));

  GtkListBoxRow *first = gtk_list_box_get_row_at_index (self->list, 0);
  if (first)
    gtk_list_box_select_row (self->list, first);
  else
    {
      gtk_label_set_text (self->preview_description, _("No lesson is built in."));
      gtk_stack_set_visible_child_name (self->preview_stack, "lesson");
    }
  show_selected (self);
}

MlLessonsDialog *
ml_lessons_dialog_new (GtkWindow *parent)
{
  return g_object_new (ML_TYPE_LESSONS_DIALOG,
                       "transient-for", parent,
                       "modal", parent != NULL,
                       NULL);
}

const MlLesson *
ml_lessons_dialog_get_selected (MlLessonsDialog *self)
{
  g_return_val_if_fail (ML_IS_LESSONS_DIALOG (self), NULL);
  return self->selected ? ml_lesson_row_get_lesson (self->selected) : NULL;
}

void
ml_lessons_dialog_search (MlLessonsDialog *self, const char *query)
{
  g_return_if_fail (ML_IS_LESSONS_DIALOG (self));

  gtk_editable_set_text (GTK_EDITABLE (self->search), query);
  apply_search (self, query);
}

guint
ml_lessons_dialog_count_shown (MlLessonsDialog *self)
{
  g_return_val_if_fail (ML_IS_LESSONS_DIALOG (self), 0);

  guint n = 0;
  GtkListBoxRow *row;
  for (int i = 0; (row = gtk_list_box_get_row_at_index (self->list, i)); i++)
    n += row_shown (self, row);
  return n;
}

/* ---- the window's entry point --------------------------------------------------------- */

typedef struct {
  MlLessonChosen chosen;
  gpointer data;
} Chosen;

static void
chosen_free (gpointer data, GClosure *closure G_GNUC_UNUSED)
{
  g_free (data);
}

static void
lesson_chosen (MlLessonsDialog *dialog G_GNUC_UNUSED, const MlLesson *lesson, Chosen *c)
{
  c->chosen (lesson, c->data);
}

void
ml_lessons_browse (GtkWindow *parent, MlLessonChosen chosen, gpointer data)
{
  MlLessonsDialog *dialog = ml_lessons_dialog_new (parent);
  Chosen *c = g_new (Chosen, 1);
  c->chosen = chosen;
  c->data = data;
  g_signal_connect_data (dialog, "lesson-chosen", G_CALLBACK (lesson_chosen), c, chosen_free, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}
