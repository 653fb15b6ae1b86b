/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"
#include "ml-player-dot.h"

#include <glib/gi18n.h>

#define DOT_SIZE 16

struct _MlPlayerDot {
  GtkWidget parent_instance;

  MlColor color;
};

G_DEFINE_FINAL_TYPE (MlPlayerDot, ml_player_dot, GTK_TYPE_WIDGET)

static void
ml_player_dot_measure (GtkWidget *widget G_GNUC_UNUSED, GtkOrientation orientation G_GNUC_UNUSED,
                       int for_size G_GNUC_UNUSED, int *minimum, int *natural,
                       int *minimum_baseline G_GNUC_UNUSED, int *natural_baseline G_GNUC_UNUSED)
{
  *minimum = *natural = DOT_SIZE;
}

static void
ml_player_dot_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  MlPlayerDot *self = ML_PLAYER_DOT (widget);
  int width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);
  GdkRGBA outline;

  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &outline);
  cairo_t *cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  cairo_arc (cr, width / 2.0, height / 2.0, MIN (width, height) / 2.0 - 1, 0, 2 * G_PI);
  cairo_set_source_rgb (cr, self->color.r, self->color.g, self->color.b);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, outline.red, outline.green, outline.blue, 0.4);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);
  cairo_destroy (cr);
}

static void
ml_player_dot_class_init (MlPlayerDotClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  widget_class->measure = ml_player_dot_measure;
  widget_class->snapshot = ml_player_dot_snapshot;
  gtk_widget_class_set_css_name (widget_class, "mlplayerdot");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
ml_player_dot_init (MlPlayerDot *self G_GNUC_UNUSED)
{
}

void
ml_player_dot_set_player (MlPlayerDot *self, const MlColor *color, const char *name)
{
  g_return_if_fail (ML_IS_PLAYER_DOT (self));

  if (self->color.r != color->r || self->color.g != color->g || self->color.b != color->b)
    {
      self->color = *color;
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
  /* Translators: the accessible name of a player's colour dot: "Colour of Red" */
  g_autofree char *label = g_strdup_printf (_("Colour of %s"), name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}
