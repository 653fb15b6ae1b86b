/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What the expansions draw on a tile's face beyond the core's shapes (an inn by its road, a
 * cathedral in its city): one list of the render modules' decorators, asked by the tile art
 * (ml-tile-art.c) for every cell it draws, after the shields. */
#pragma once

#include <cairo.h>
#include "ml-tile-geometry.h"

G_BEGIN_DECLS

/* Draws on @cell of @tile, whose shapes are @ca, in the unit square at rotation 0; @rot is
 * the piece's rotation (to keep pictures upright), @px the pixels of a square. */
typedef void (*MlDecorator) (const MlTileDef *tile, const MlCellShape *ca, guint cell, cairo_t *cr, int rot,
                             double px);

void ml_decorations_draw (const MlTileDef *tile, const MlCellShape *ca, guint cell, cairo_t *cr, int rot, double px);

/* A free spot for a picture of @size on @ca: a pixel of the label map whose label is @label
 * (in @ca->owner, or any field's in @ca->fields when @label is ML_DECORATION_ANY_FIELD),
 * at least @size from other labels, and as near to @near as can be while at least @apart
 * from every part's anchor (where meeples stand) and shield. FALSE when there is none. */
#define ML_DECORATION_ANY_FIELD 0x100
gboolean ml_decorations_spot (const MlCellShape *ca, guint label, MlPoint near, double size, double apart,
                              MlPoint *out);

G_END_DECLS
