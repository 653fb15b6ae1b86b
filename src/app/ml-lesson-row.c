/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"
#include "ml-lesson-row.h"

struct _MlLessonRow {
  GtkListBoxRow parent_instance;

  GtkDrawingArea *thumbnail;
  GtkLabel *title;

  MlLesson *lesson;
  MlPainter *painter;
  MlScenario *scenario;         /* read at the first drawing */
  MlGame *game;
  gboolean unreadable;

  cairo_surface_t *picture;     /* the thumbnail as last drawn */
  int picture_width, picture_height, picture_scale;
  gboolean picture_dark;
};

enum {
  PROP_0,
  PROP_LESSON,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (MlLessonRow, ml_lesson_row, GTK_TYPE_LIST_BOX_ROW)

static MlGame *
ensure_game (MlLessonRow *self)
{
  if (self->game || self->unreadable)
    return self->game;
  self->scenario = ml_lesson_load (self->lesson);
  /* A lesson may show a layout that breaks the rules: its problems are drawn, not refused. */
  g_autoptr (GArray) problems = g_array_new (FALSE, FALSE, sizeof (MlProblem));
  g_array_set_clear_func (problems, ml_problem_clear);
  if (self->scenario)
    self->game = ml_scenario_to_game (self->scenario, self->lesson->path ? self->lesson->path : self->lesson->resource,
                                      problems, NULL);
  self->unreadable = self->game == NULL;
  return self->game;
}

/* Like ml_painter_fit, with a margin of a third of a square only: a small picture shows the
 * position as large as it can. */
static void
fit (MlBoard *board, int width, int height, MlViewport *viewport)
{
  int x0, y0, x1, y1;
  ml_board_bounds (board, &x0, &y0, &x1, &y1);
  if (x1 < x0)
    x0 = y0 = x1 = y1 = 0;
  double cols = x1 - x0 + 1 + 2 / 3.0, rows = y1 - y0 + 1 + 2 / 3.0;
  viewport->scale = MAX (1, MIN (width / cols, height / rows));
  viewport->origin_x = width / 2.0 - (x0 + x1 + 1) / 2.0 * viewport->scale;
  viewport->origin_y = height / 2.0 - (y0 + y1 + 1) / 2.0 * viewport->scale;
  viewport->width = width;
  viewport->height = height;
}

void
ml_lesson_row_draw_position (MlLessonRow *self, cairo_t *cr, int width, int height, gboolean dark)
{
  g_return_if_fail (ML_IS_LESSON_ROW (self));

  MlGame *game = ensure_game (self);
  if (game == NULL)
    return;
  MlPaintOptions options;
  ml_paint_options_init (&options);
  options.open_edges = FALSE;
  options.grid = FALSE;
  options.dark = dark;
  for (guint i = 0; i < self->scenario->players->len && i < ML_MAX_PLAYERS; i++)
    {
      const MlScenarioPlayer *player = g_ptr_array_index (self->scenario->players, i);
      ml_color_for_player (player->color, i, &options.players[i]);
    }
  MlViewport viewport;
  fit (game->board, width, height, &viewport);
  ml_painter_draw_board (self->painter, cr, game->board, &viewport, &options);
}

static gboolean
dark_style (void)
{
  return adw_style_manager_get_dark (adw_style_manager_get_default ());
}

/* Painting a board is slow next to scrolling a list: the picture is drawn once per size,
 * scale and style. */
static void
draw_thumbnail (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  MlLessonRow *self = data;
  int scale = gtk_widget_get_scale_factor (GTK_WIDGET (area));
  gboolean dark = dark_style ();

  if (self->picture == NULL || self->picture_width != width || self->picture_height != height
      || self->picture_scale != scale || self->picture_dark != dark)
    {
      g_clear_pointer (&self->picture, cairo_surface_destroy);
      self->picture = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width * scale, height * scale);
      cairo_surface_set_device_scale (self->picture, scale, scale);
      cairo_t *picture_cr = cairo_create (self->picture);
      ml_lesson_row_draw_position (self, picture_cr, width, height, dark);
      cairo_destroy (picture_cr);
      self->picture_width = width;
      self->picture_height = height;
      self->picture_scale = scale;
      self->picture_dark = dark;
    }
  cairo_set_source_surface (cr, self->picture, 0, 0);
  cairo_paint (cr);
  /* A file that cannot be read has no position to show: a warning sign in its place. */
  if (self->lesson->problem)
    {
      PangoLayout *layout = gtk_widget_create_pango_layout (GTK_WIDGET (area), "⚠");
      PangoFontDescription *font = pango_font_description_from_string ("Sans 24");
      pango_layout_set_font_description (layout, font);
      int text_width, text_height;
      pango_layout_get_pixel_size (layout, &text_width, &text_height);
      cairo_set_source_rgba (cr, 0.5, 0.5, 0.5, 0.8);
      cairo_move_to (cr, (width - text_width) / 2.0, (height - text_height) / 2.0);
      pango_cairo_show_layout (cr, layout);
      pango_font_description_free (font);
      g_object_unref (layout);
    }
}

static void
ml_lesson_row_constructed (GObject *object)
{
  MlLessonRow *self = ML_LESSON_ROW (object);

  G_OBJECT_CLASS (ml_lesson_row_parent_class)->constructed (object);

  gtk_label_set_text (self->title, self->lesson->title);
  /* A file of the user's that cannot be read is listed, greyed, and says why on hover. */
  if (self->lesson->problem)
    {
      self->unreadable = TRUE;
      gtk_widget_add_css_class (GTK_WIDGET (self->title), "dim-label");
      gtk_widget_set_tooltip_text (GTK_WIDGET (self), self->lesson->problem);
    }
  /* A screen reader names the row by its lesson, not by its type. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, self->lesson->title, -1);
  gtk_drawing_area_set_draw_func (self->thumbnail, draw_thumbnail, self, NULL);
}

static void
ml_lesson_row_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  MlLessonRow *self = ML_LESSON_ROW (object);

  switch (prop_id)
    {
    case PROP_LESSON:
      self->lesson = g_value_dup_boxed (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ml_lesson_row_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  MlLessonRow *self = ML_LESSON_ROW (object);

  switch (prop_id)
    {
    case PROP_LESSON:
      g_value_set_boxed (value, self->lesson);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ml_lesson_row_finalize (GObject *object)
{
  MlLessonRow *self = ML_LESSON_ROW (object);

  g_clear_pointer (&self->picture, cairo_surface_destroy);
  g_clear_pointer (&self->game, ml_game_free);
  g_clear_pointer (&self->scenario, ml_scenario_free);
  g_clear_pointer (&self->lesson, ml_lesson_free);

  G_OBJECT_CLASS (ml_lesson_row_parent_class)->finalize (object);
}

static void
ml_lesson_row_class_init (MlLessonRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = ml_lesson_row_constructed;
  object_class->set_property = ml_lesson_row_set_property;
  object_class->get_property = ml_lesson_row_get_property;
  object_class->finalize = ml_lesson_row_finalize;

  properties[PROP_LESSON] = g_param_spec_boxed ("lesson", NULL, NULL, ML_TYPE_LESSON,
                                                G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/meeplelab/MeepleLab/ui/ml-lesson-row.ui");
  gtk_widget_class_bind_template_child (widget_class, MlLessonRow, thumbnail);
  gtk_widget_class_bind_template_child (widget_class, MlLessonRow, title);
}

static void
ml_lesson_row_init (MlLessonRow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
ml_lesson_row_new (const MlLesson *lesson, MlPainter *painter)
{
  g_return_val_if_fail (lesson != NULL, NULL);
  g_return_val_if_fail (painter != NULL, NULL);

  MlLessonRow *self = g_object_new (ML_TYPE_LESSON_ROW, "lesson", lesson, NULL);
  self->painter = painter;
  return GTK_WIDGET (self);
}

const MlLesson *
ml_lesson_row_get_lesson (MlLessonRow *self)
{
  g_return_val_if_fail (ML_IS_LESSON_ROW (self), NULL);
  return self->lesson;
}
