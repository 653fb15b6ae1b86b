/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Small pictures of what players hold apart from the board (MlHolding, ml-game-state.h: a
 * goods token), by the holding's id, drawn by the render folder of the module that reports
 * it; one list of them, so that the score panel names none. */
#pragma once

#include <cairo.h>
#include <glib.h>

G_BEGIN_DECLS

/* Draws the picture of holding @id upright in a box of side @size centred on (cx, cy);
 * FALSE, drawing nothing, for an id it has no picture of. */
typedef gboolean (*MlHoldingArtDraw) (cairo_t *cr, const char *id, double cx, double cy, double size);

typedef struct {
  const char *id;           /* the holding's id ("wine"); NULL ends a list */
  MlHoldingArtDraw draw;
} MlHoldingArt;

/* Whether a module draws holding @id. */
gboolean ml_holding_art_has  (const char *id);
/* Draws holding @id's picture in the square (x, y, @size), as the module that has it draws
 * it; FALSE, drawing nothing, when no module has one. */
gboolean ml_holding_art_draw (cairo_t *cr, const char *id, double x, double y, double size);

G_END_DECLS
