/* SPDX-License-Identifier: GPL-3.0-or-later */
/* One tile of the palette: its face, and its id (a named tile, a module's piece: its name)
 * with how many the board shows and the box holds; dragged onto the board, the tile is laid
 * where it is dropped. */
#pragma once

#include <gtk/gtk.h>
#include "ml-catalogue.h"
#include "ml-painter.h"

G_BEGIN_DECLS

#define ML_TYPE_PALETTE_TILE (ml_palette_tile_get_type ())
G_DECLARE_FINAL_TYPE (MlPaletteTile, ml_palette_tile, ML, PALETTE_TILE, GtkFlowBoxChild)

/* A child for @tile, drawn with @painter; both must outlive it. */
GtkWidget       *ml_palette_tile_new       (const MlTileDef *tile, MlPainter *painter);
const MlTileDef *ml_palette_tile_get_tile  (MlPaletteTile *self);
/* Shows @on_board of the tile on the board, in the error style when more than the box holds;
 * the tooltip says @about (NULL: nothing) before the counts: a module's line about its
 * piece (ml_app_expansions_tile_about(): what it does under the readings in force). */
void             ml_palette_tile_set_count (MlPaletteTile *self, guint on_board, const char *about);

G_END_DECLS
