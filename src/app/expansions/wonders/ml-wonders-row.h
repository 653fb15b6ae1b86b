/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A player's line in the score panel's Wonders section: colour, name and the wonders they
 * hold ("Taj Mahal laid, 2 meeples in its slots", one a line). */
#pragma once

#include <gtk/gtk.h>
#include "ml-painter.h"

G_BEGIN_DECLS

#define ML_TYPE_WONDERS_ROW (ml_wonders_row_get_type ())
G_DECLARE_FINAL_TYPE (MlWondersRow, ml_wonders_row, ML, WONDERS_ROW, GtkListBoxRow)

GtkWidget *ml_wonders_row_new    (void);
void       ml_wonders_row_update (MlWondersRow *self, const MlColor *color, const char *name,
                                  const char *holdings);

G_END_DECLS
