/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A popover that explains everything drawn on the board: legal spots, open ends, mismatches,
 * the overlay's colours, players' meeples and the wonders' tokens, each beside its picture
 * drawn by the painter. */
#pragma once

#include <gtk/gtk.h>
#include "ml-colours.h"

G_BEGIN_DECLS

#define ML_TYPE_LEGEND (ml_legend_get_type ())
G_DECLARE_FINAL_TYPE (MlLegend, ml_legend, ML, LEGEND, GtkPopover)

GtkWidget *ml_legend_new (void);

/* The players' colours (@n of them, at most ML_MAX_PLAYERS) their meeples are drawn in. */
void ml_legend_set_players (MlLegend *self, const MlColor *colors, guint n);
/* A row for each figure besides the meeple that @expansions bring (ml-figures.h), drawn as
 * the board draws it (lying down, larger, or as its module draws it) with its name or its
 * module's words, then the rows the expansions' render folders give (ml-legend-rows.h). */
void ml_legend_set_expansions (MlLegend *self, guint expansions);

G_END_DECLS
