/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The tile palette: every tile of the catalogue, grouped by set, each with a thumbnail and
 * how many of it the box holds and the board shows. Sets of expansions the document does
 * not use are hidden. It does not scroll by itself: put it in a GtkScrolledWindow. */
#pragma once

#include <gtk/gtk.h>
#include "ml-document.h"

G_BEGIN_DECLS

#define ML_TYPE_PALETTE (ml_palette_get_type ())
G_DECLARE_FINAL_TYPE (MlPalette, ml_palette, ML, PALETTE, GtkWidget)

MlPalette  *ml_palette_new          (void);
/* Follows @document's "changed" to update the counts and which sets show; NULL for none.
 * Also the "document" property. */
void        ml_palette_set_document (MlPalette *self, MlDocument *document);
MlDocument *ml_palette_get_document (MlPalette *self);
/* Lets the chosen tile go. A chosen tile whose set gets hidden is let go too. */
void        ml_palette_unselect     (MlPalette *self);

/* Signals: "tile-chosen" (const char *tile_id) when a tile is clicked or activated with the
 * keyboard (Enter or Space). Moving the keyboard focus alone chooses nothing. */

G_END_DECLS
