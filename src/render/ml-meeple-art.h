/* The meeple silhouette, private to the painter. */
#pragma once

#include <cairo.h>
#include <glib.h>

G_BEGIN_DECLS

/* Draws a meeple centred on (x, y), @size device units tall, in the colour (r, g, b) with a
 * dark outline (a light one on dark colours); @lying turns it a quarter turn, as farmers
 * and priors lie. */
void ml_meeple_art_draw (cairo_t *cr, double x, double y, double size, double r, double g,
                         double b, gboolean lying);

G_END_DECLS
