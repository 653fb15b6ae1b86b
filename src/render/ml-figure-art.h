/* SPDX-License-Identifier: GPL-3.0-or-later */
/* How the board draws a figure (ml-figures.h): as a meeple of its owner's colour, lying or
 * larger as the core's table says, unless the render folder of the module that declared it
 * draws it itself (a builder, a pig). One list of the render modules' pictures, by figure
 * id, so that the painter and the legend name no figure. */
#pragma once

#include <cairo.h>
#include <glib.h>
#include "ml-colours.h"

G_BEGIN_DECLS

/* Draws a figure centred on (x, y) at @size (a meeple's height: the picture keeps within a
 * square of 1.3 @size), in @color with the outline of ml_meeple_art_ink(), and @player's mark
 * (0 to ML_MAX_PLAYERS - 1; -1 for none) where it reads, as a meeple carries it. */
typedef void (*MlFigureArtDraw) (cairo_t *cr, double x, double y, double size, const MlColor *color, int player);

typedef struct {
  const char *id;           /* the figure's id in the core's table ("builder"); NULL ends a list */
  MlFigureArtDraw draw;
  const char *legend;       /* N_(): the legend's words for it, or NULL for its name */
} MlFigureArt;

/* Figure @figure at (x, y) as its module draws it, else as a meeple (lying down when
 * @lying, as farmers lie). */
void               ml_figure_art_draw  (cairo_t *cr, guint figure, double x, double y, double size,
                                        const MlColor *color, int player, gboolean lying);
/* The picture a module gives figure @figure, or NULL when it is drawn as a meeple. */
const MlFigureArt *ml_figure_art_find  (guint figure);
/* A number for the picture of @figure (0: a meeple's), for a cache of drawn images. */
guint              ml_figure_art_index (guint figure);

G_END_DECLS
