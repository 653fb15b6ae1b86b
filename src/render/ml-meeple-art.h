/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The meeple silhouette, private to the painter and the figures' pictures. */
#pragma once

#include <cairo.h>
#include <glib.h>
#include "ml-colours.h"

G_BEGIN_DECLS

/* Draws a meeple centred on (x, y), @size device units tall, in @color with a dark outline
 * (a light one on dark colours). @player (0 to ML_MAX_PLAYERS - 1) puts that player's mark
 * on its chest, so that players are told apart without their colours; -1 for none. @lying
 * turns it a quarter turn, as farmers and priors lie. */
void ml_meeple_art_draw (cairo_t *cr, double x, double y, double size, const MlColor *color,
                         int player, gboolean lying);

/* The ink a figure of @color is outlined in: dark, or light on dark colours. */
const MlColor *ml_meeple_art_ink (const MlColor *color);

/* @player's mark (as on a meeple's chest) centred on (x, y), @radius device units across
 * half its width, filled in the current source; for other figures' pictures. */
void ml_meeple_art_draw_mark (cairo_t *cr, double x, double y, double radius, int player);

G_END_DECLS
