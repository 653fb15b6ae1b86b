/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What the pictures of the expansions' pieces share: the tiles' dark ink for outlines, and
 * the few shapes several of them draw. */
#pragma once

#include <cairo.h>
#include <glib.h>

G_BEGIN_DECLS

/* Fills the current path and outlines it @line wide in the dark ink of the tiles. */
static inline void
ml_art_fill_outline (cairo_t *cr, double line)
{
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 0.23, 0.19, 0.15);
  cairo_set_line_width (cr, line);
  cairo_stroke (cr);
}

/* Adds an ellipse centred on (@x, @y), of radii @rx and @ry, turned @angle, as a new
 * sub-path. */
static inline void
ml_art_ellipse (cairo_t *cr, double x, double y, double rx, double ry, double angle)
{
  cairo_save (cr);
  cairo_translate (cr, x, y);
  cairo_rotate (cr, angle);
  cairo_scale (cr, rx, ry);
  cairo_new_sub_path (cr);
  cairo_arc (cr, 0, 0, 1, 0, 2 * G_PI);
  cairo_restore (cr);
}

G_END_DECLS
