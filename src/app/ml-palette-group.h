/* SPDX-License-Identifier: GPL-3.0-or-later */
/* One tile set in the palette: its heading over a flow box of its tiles, hidden together
 * when the document does not use the set's expansion. */
#pragma once

#include <gtk/gtk.h>
#include "ml-catalogue.h"
#include "ml-painter.h"

G_BEGIN_DECLS

#define ML_TYPE_PALETTE_GROUP (ml_palette_group_get_type ())
G_DECLARE_FINAL_TYPE (MlPaletteGroup, ml_palette_group, ML, PALETTE_GROUP, GtkWidget)

/* The group of @set, every tile drawn with @painter (both must outlive it). */
GtkWidget  *ml_palette_group_new           (const MlTileSet *set, MlPainter *painter);
/* The MlExpansions the set needs, or 0 for the base game. */
guint       ml_palette_group_get_expansion (MlPaletteGroup *self);
GtkFlowBox *ml_palette_group_get_flow_box  (MlPaletteGroup *self);

G_END_DECLS
